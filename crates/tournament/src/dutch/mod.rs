//! The FIDE Dutch pairing system (C.04.3, the edition applied from 1 February 2026).
