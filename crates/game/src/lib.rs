//! The arbiter: what the Laws decide about a game.
//!
//! Today this crate holds [`audit`], an arbiter's reading of a recorded game: what ended it on
//! the board and at which ply (Art. 5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2), and what a recorded
//! result, a loss on time or a resignation should have been (Art. 6.9, 5.1.2), with the claims
//! left unmade (9.2, 9.3). The game as a state machine of events comes with its own issue.
//!
//! Pure: no I/O, no clock, no threads.
//!
//! # Example
//! ```
//! use game::{audit, Severity};
//! use laws::{Edition, Reason};
//! use notation::pgn::{read_games, ReadOptions};
//!
//! // Fool's mate, but the score sheet says White won.
//! let pgn = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n";
//! let game = read_games(pgn, ReadOptions::default()).next().expect("a game");
//! let report = audit(&game, Edition::Fide2023);
//! assert!(report.valid);
//! let ending = report.ending.expect("mate");
//! assert_eq!((ending.ending.reason, ending.ply), (Reason::Checkmate, 4));
//! assert_eq!(report.findings[0].article.as_str(), "5.1.1");
//! assert_eq!(report.findings[0].severity, Severity::Error);
//! ```

#![forbid(unsafe_code)]

mod audit;

pub use audit::{Audit, AuditEnding, AuditError, Finding, Severity, audit};
