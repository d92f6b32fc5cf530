//! `tournament`: a chess event as FIDE's handbook describes it — players, rounds, results, scores
//! (Laws Art. 10), round-robin tables (C.05 Annex 1), tie-breaks (C.07), the TRF exchange format,
//! and the Dutch pairing system (C.04.3).
//!
//! A rules crate: no I/O, no clock, no floating point.

#![forbid(unsafe_code)]

pub mod dutch;
