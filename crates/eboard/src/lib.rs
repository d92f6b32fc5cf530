//! A sensing chess board under the Laws of Chess: what its squares and its clock report
//! becomes touches, completed moves, illegal moves at the press and displaced pieces, each with
//! its article (FIDE Laws Art. 4, 6.2.1, 7.4–7.6).
//!
//! A tour:
//! - [`dgt`]: the DGT board's protocol as a pure codec — [`dgt::Command`]s to send,
//!   [`dgt::Reader`] for the messages received, [`dgt::Feed`] from messages to sensor events.
//! - [`SensorEvent`]: a square's new content with its scan, a press of the clock, a clock
//!   reading, a button, a dump — in the game's coordinates, with the time as an input (ms).
//! - [`Reconstructor`]: the events become [`Decision`]s, matching whole boards against the
//!   legal successors of the game's position and keeping the lifts apart for Article 4
//!   ([`touch::obligation`]).
//! - [`bridge`]: the decisions become the game's events, the same for the server and
//!   `arbiter board`.
//! - [`simulate`]: hand actions (lift, place, slide, press) become the bytes a DGT board
//!   sends, with its timing — for tests and demonstrations.
//!
//! Nothing here reads a device or a clock: a driver reads the bytes and says when.
//!
//! ```
//! use eboard::{Decision, Reconstructor, dgt::{Feed, Reader}, simulate::{Hand, Simulator}};
//! use shakmaty::{Chess, Square};
//!
//! // 1. e4, played by a hand on a simulated board, read back from its bytes.
//! let mut sim = Simulator::new(&Chess::default());
//! sim.act(Hand::Lift(Square::E2));
//! sim.act(Hand::Place(Square::E4));
//! sim.act(Hand::Press(shakmaty::Color::White));
//! let (mut reader, mut feed) = (Reader::new(), Feed::new());
//! let mut rec = Reconstructor::new(Chess::default());
//! let mut decisions = Vec::new();
//! for (t, bytes) in sim.finish() {
//!     reader.push(&bytes);
//!     while let Some(Ok(message)) = reader.next_message() {
//!         for event in feed.message(t, &message) {
//!             rec.feed(&event, &mut decisions);
//!         }
//!     }
//! }
//! let moves: Vec<_> = decisions.iter().filter_map(|d| match d {
//!     Decision::MoveCompleted { san, article, .. } => Some((san.as_str(), *article)),
//!     _ => None,
//! }).collect();
//! assert_eq!(moves, [("e4", "6.2.1")]);
//! ```

#![forbid(unsafe_code)]

pub mod bridge;
pub mod decision;
pub mod dgt;
pub mod matching;
pub mod reconstruct;
pub mod sensor;
pub mod simulate;
pub mod touch;
mod wire;

pub use decision::{Decision, Fix};
pub use reconstruct::{Reconstructor, Settings};
pub use sensor::{Sensed, SensorEvent};
