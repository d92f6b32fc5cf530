//! Arbiter's wire formats: the one definition of what crosses a process boundary.
//!
//! - The game's [`Config`], [`Event`]s and [`State`]s (ARCHITECTURE.md, "The game as events").
//!   Their serde form is defined once, on the `game` crate's own types, and re-exported here so
//!   that the command line, the server and its storage all speak it.
//! - JSON lines: [`read_events`] reads an event a line and names the line and column of what
//!   does not read; [`to_line`] writes a state (or anything) as one line.
//! - The journal of a game as stored: its config, then its events ([`Journal`]); the state is
//!   the replay of the journal.
//! - HTTP bodies: [`CreateGame`] with its [`Seat`]s, [`CreatedGame`], and the error body
//!   [`ErrorResponse`] (`{"error": {"code", "message"}}`); the event routes' requests and
//!   answers ([`events`]).
//!
//! # Example
//! ```
//! use protocol::{read_events, Journal, Config};
//!
//! let lines = "{\"t\":0,\"type\":\"start\"}\n{\"t\":900,\"type\":\"move\",\"by\":\"white\",\"move\":\"Cf3\"}\nnot json\n";
//! let read: Vec<_> = read_events(lines).collect();
//! assert_eq!(read.len(), 3);
//! let bad = read[2].as_ref().expect_err("line 3 is not an event");
//! assert_eq!((bad.line, bad.column), (3, 2));
//!
//! let journal = Journal { config: Config::default(), events: read.into_iter().flatten().collect() };
//! let states = journal.replay()?;
//! assert_eq!(states[1].last_move.as_ref().map(|m| m.san.as_str()), Some("Nf3"));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

#![forbid(unsafe_code)]

pub mod events;
mod http;
mod journal;
mod lines;

pub use game::{
    Action, Annex, BySide, ClockState, Config, ConfigError, Demand, Envelope, ErrorBody, Event,
    LastMove, Mode, Notice, Obligation, Outcome, Party, PenaltyKind, PendingClaim, Regulations,
    Ruling, Scoring, Side, State,
};
pub use http::{CreateGame, CreatedGame, ErrorResponse, Seat, Seats, Tokens};
pub use journal::{Journal, JournalError};
pub use lines::{LineError, read_events, to_line};
