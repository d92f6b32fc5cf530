//! `tournament`: a chess event as FIDE's handbook describes it — players, rounds, results, scores
//! (Laws Art. 10), round-robin tables (C.05 Annex 1), tie-breaks (C.07), the TRF exchange format,
//! and the Dutch pairing system (C.04.3).
//!
//! A rules crate: no I/O, no clock, no floating point.
//!
//! A tour:
//! - [`Event`]: the event as its TRF holds it — [`Player`]s (name, rating, FIDE id, federation,
//!   sex, title, birth date, starting number) with one [`RoundEntry`] a round (opponent,
//!   [`Colour`], [`ResultCode`]), and every other line of the file kept.
//! - [`Event::round_pairings`]: a round's [`Board`]s with each game's [`GameResult`] (`+/-`,
//!   `-/+`, `-/-` forfeits, games under one move) and its byes.
//! - [`trf`]: [`trf::read`] and [`trf::write`], byte for byte, TRF-16 and TRF-2026.
//! - [`Points`]: exact points, in tenths; [`ScoringSystem`]: the points of each result by
//!   Art. 10.1's systems (from [`game::Scoring`]) or TRF-2026's tag 162.
//! - [`RoundRobin`]: the Berger tables of C.05 Annex 1, single and double.
//! - [`TieBreak`]s of C.07 by their FIDE codes, in each [`Edition`]; [`Event::standings`]
//!   ranks the players.
//! - [`Event::check_records`]: a file whose lines contradict each other is refused
//!   ([`Contradiction`]); [`Event::rounds_played`] leaves out a last round of pre-set absences.
//! - [`Absence`]: withdrawals and expulsions (Art. 12.9.8, 12.9.9), for later rounds only.
//! - [`hall`]: the event as it runs — its journal of the arbiter's steps replayed into one state
//!   ([`hall::Tournament`]), of which the TRF event, the standings and the PGN tags are views.
//! - [`generate`]: seeded random events (Swiss-like and round robins) for tests.
//!
//! ```
//! use tournament::{trf, ResultCode};
//!
//! let text = "012 Club Open\n\
//! 001    1      Doe, Jane                         2100                             1.0    1     2 w 1\n\
//! 001    2      Roe, Rick                         2050                             0.0    2     1 b 0\n";
//! let event = trf::read(text)?;
//! let jane = event.player(1).expect("in the file");
//! assert_eq!(jane.rounds[0].result, ResultCode::Win);
//! assert_eq!(trf::write(&event), text);
//!
//! // Standings: points first, then the tie-breaks in order, by their FIDE codes.
//! let tiebreaks = tournament::TieBreak::parse_list("BH/C1, SB").expect("known codes");
//! let standings = event.standings(&tiebreaks, None, None).expect("1-½-0 scoring");
//! assert_eq!(standings.rows[0].name, "Doe, Jane");
//! assert_eq!(standings.rows[0].points.to_string(), "1");
//!
//! // The Berger table for four players (C.05 Annex 1), round 2.
//! let table = tournament::RoundRobin::single(4).expect("2 to 9999 players");
//! assert_eq!(table.line(1).as_deref(), Some("4-3 1-2"));
//! # Ok::<(), trf::TrfError>(())
//! ```

#![forbid(unsafe_code)]

mod absence;
mod berger;
mod board;
mod consistency;
pub mod dutch;
mod event;
pub mod generate;
pub mod hall;
pub mod messages;
mod player;
mod points;
mod result;
mod score;
mod scoring;
mod standings;
pub mod tiebreak;
pub mod trf;

pub use absence::{Absence, AbsenceError};
pub use berger::{BergerError, Pairing, RoundRobin};
pub use board::{Board, GameResult, RoundError, RoundPairings};
pub use consistency::Contradiction;
pub use event::{AsRead, Ending, Event, Line, Record};
pub use messages::Coded;
pub use player::{Colour, Player, RoundEntry, Sex, StartingNumber, fide_title};
pub use points::{Points, PointsError};
pub use result::{Outcome, ResultCode};
pub use scoring::{ScoringError, ScoringReason, ScoringSystem};
pub use standings::{Standing, Standings};
pub use tiebreak::{Edition, TieBreak};
