//! The arbiter: a game under the Laws as a pure state machine, and an arbiter's reading of
//! recorded games.
//!
//! - [`Game`]: created from a [`Config`], fed [`Event`]s, reporting a [`State`] after each
//!   (ARCHITECTURE.md, "The game as events"). It decides, citing the article each time:
//!   completed moves and the clock (Art. 6.2.1); checkmate, stalemate, dead positions, fivefold
//!   repetition and 75 moves the moment they happen (5.1.1, 5.2.1, 5.2.2, 9.6); draw offers and
//!   agreement (9.1, 5.2.3; 1930 Art. 16.1.d); claims with or without an intended move (9.2,
//!   9.3, 9.5); resignation (5.1.2) and flags (6.8, 6.9, III.3.1, A.5.3); illegal moves over the
//!   board (7.5, A.5.2, 1930 Art. 17); adjournment (Guideline I); the arbiter's rulings (6.7,
//!   6.10, 7.2, 7.3, 11.7, 11.8, 12.9); the old Laws' rules that need the arbiter's judgement,
//!   a claim of perpetual check with its facts and the "mate me in fifty moves" count (1930
//!   Art. 16.1.b, 16.1.f); and points by the competition's scoring (Art. 10).
//!   The config, events and states are the wire types too (serde): one definition for the
//!   command line, the server and its journal.
//! - [`audit`]: an arbiter's reading of a recorded game (`arbiter check`); [`audit_games`] for
//!   every game of a PGN text as it is read.
//!
//! Pure: no I/O, no clock, no threads. Time is the events' `t`, in milliseconds.
//!
//! # The modules, in one line each
//!
//! `machine.rs` dispatches; every other module with an `impl Game` adds the methods of one part
//! and imports `machine::Game` and the leaf modules, never each other in a circle (a test,
//! `edition_as_data.rs`, fails on a cycle). Edition rules are read from `laws`
//! (`Edition::rules`, `Edition::competition`), never decided by asking which edition it is.
//!
//! | module | what it holds |
//! |---|---|
//! | `machine` | [`Game`]: its fields, `new`/`replay`/`apply` and the dispatch of each event to its part; it decides nothing |
//! | `course` | the start (its notice, 6.6) and the end: `finish` by the parts, and a loss or a draw when the opponent cannot mate (6.9, 5.1.2, 7.5.5) |
//! | `view` | what the game shows: the [`State`] built from the parts, [`Game::outcome`], [`RecordedMove`] and the read-only accessors |
//! | `phase` | where the game stands: not started, playing, claim pending (with the claim), adjourned (with the envelope), over (with the ending, scored by the competition's points, Art. 10) |
//! | `parts` | the small parts every module uses: a scoresheet line, an illegal move awaiting a claim, a move text's reading, refusals, sides (a leaf) |
//! | `binding` | what the player on move must do with his next move, one owner (issue 33): his touches, illegal moves, wrong claim with a move and the opponent's designations, decided in one place by the articles' order (4.3–4.5, 7.5.1, 7.5.3, 9.5.3; 1930 Art. 15, 17, 18) |
//! | `moves` | completed moves (6.2.1), the board's endings, illegal moves (7.5, A.5.2, 1997 C.3, 1930 Art. 17), each feeding `binding` |
//! | `draws` | offers, agreement and claims (5.2.3, 9.1–9.5; 1930 Art. 16) |
//! | `time` | flags, time claims, pauses and resignation (6.8, 6.9, 6.11, 5.1.2, A.5.3, III.3.1) |
//! | `rulings` | the arbiter's desk: rulings and penalties (6.7, 6.10, 7.2, 7.3, 11.7, 11.8, 12.9) and adjournment (Guideline I) |
//! | `touch` | touch-move over the board (4.2–4.5, 4.8, 9.4, D.2.2; 1930 Art. 14, 15): touches, adjusting, the arbiter's release, the opponent's designation, a breach claimed, the board that differs (7.4, 7.6) |
//! | `judgement` | claims the arbiter judges: perpetual check and the mate demand (1930 Art. 16.1.b, 16.1.f) |
//! | `odds` | odds games in play (1930 Art. 22): notices, castling without the rook, their PGN comments |
//! | `perpetual` | the facts of a perpetual check, for the claim's notice and the audit |
//! | `codes` | what the arbiter says: every notice's and refusal's code, params and English template ([`codes::ALL`]; with the reasons and findings, [`codes::every`], written to `web/src/codes.json`) |
//! | `reasons` | why a move, the clock or a configuration refused, read from their errors as codes ([`codes::REASONS`]): the `why_code`/`detail_code` param beside the English `why`/`detail` |
//! | `state` | the contract's state, notices and error bodies (serde) |
//! | `config`, `event` | the contract's configuration and events (serde), and the rules a configuration sets |
//! | `export` | the game as PGN (`Game::to_pgn`) |
//! | `audit` | an arbiter's reading of a recorded game (`arbiter check`); each finding, and why reading stopped, with its code and params |
//! | `text` | serde as text for the rules crates' words |
//! | `actor` | who may send each event ([`Action::actor`], Art. 12, 6.11.2): a host checks its senders against it |
//! | `needs` | what needs the arbiter in a state ([`State::arbiter_needs`]): typed items with their article |
//! | `forfeit` | the kind of a forfeit by the article applied ([`Outcome::forfeit`]: conduct, absence, declared) |
//!
//! # Example
//! ```
//! use game::{Config, Event, Game};
//!
//! let config: Config = serde_json::from_str(r#"{"time_control":"300+2","mode":"online"}"#)?;
//! let events = [
//!     r#"{"t":0,"type":"start"}"#,
//!     r#"{"t":5000,"type":"move","by":"white","move":"e4"}"#,
//!     r#"{"t":9000,"type":"move","by":"black","move":"e5","offer_draw":true}"#,
//!     r#"{"t":12000,"type":"accept_draw","by":"white"}"#,
//! ];
//! let events: Vec<Event> = events.iter().map(|e| serde_json::from_str(e)).collect::<Result<_, _>>()?;
//! let (_, states) = Game::replay(config, &events)?;
//! let last = states.last().expect("four states");
//! let result = last.result.as_ref().expect("a draw by agreement");
//! assert_eq!((result.reason.as_str(), result.article.as_str()), ("agreement", "5.2.3"));
//! // White used 5 s and got 2 s back, twice (the first increment before the start, Art. 6.3).
//! assert_eq!(states[1].clock.as_ref().map(|c| c.white_ms), Some(300_000 + 2_000 - 5_000 + 2_000));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! And an archived game checked:
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

mod actor;
mod article_ref;
mod audit;
mod binding;
pub mod codes;
mod config;
mod course;
mod draws;
mod event;
mod export;
mod forfeit;
mod judgement;
mod machine;
mod moves;
mod needs;
mod odds;
mod parts;
mod perpetual;
mod phase;
mod reasons;
mod rulings;
mod state;
pub mod text;
mod time;
mod touch;
mod undo;
mod view;
mod withdrawal;

pub use actor::Actor;
pub use article_ref::{ArticleRef, CURRENT_EDITION};
pub use audit::{
    Audit, AuditEnding, AuditError, Finding, Severity, audit, audit_games, audit_games_by,
    audit_games_each, reading_error, reading_reason, warning_facts,
};
pub use clock::{BySide, Side};
pub use config::{Annex, Config, ConfigError, Mode, Regulations, Scoring};
pub use event::{Action, Event, Misplaced, Party, PenaltyChoice, PenaltyKind, Ruling};
pub use forfeit::Forfeit;
pub use machine::Game;
pub use needs::ArbiterNeed;
pub use state::{
    ClockState, Demand, Envelope, ErrorBody, LastMove, Notice, Obligation, Outcome, PendingClaim,
    Restore, State,
};
pub use view::RecordedMove;
