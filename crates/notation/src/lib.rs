//! Chess notation as the Laws write it, read and written: algebraic notation in several languages
//! (Annex C), long algebraic, figurines, UCI, descriptive notation (1930 Art. 5, 1928 Par. 5), the
//! announcements of Annex D, and PGN with clock times and draw offers.
//!
//! # A tour
//! - [`Language`] and [`Languages`]: the piece letters of Annex C.2–C.3 (English, French, German,
//!   Spanish, Italian, Dutch) and figurines.
//! - [`Written`]: a move's syntax before any position is consulted — every form of Annex C, the
//!   1930 Art. 5 forms (`Cg—f3`, `C1—f3`, `Fc1 — f4`), long algebraic and UCI — with its marks
//!   (`e.p.`, `+ ++ # † ‡`, `! ? !! ?? !? ?!`, the draw offer `(=)`); [`SyntaxError`] says where
//!   a text stops being notation.
//! - [`read_move`] and [`Reader`]: the legal move a text names in a position, the languages
//!   reading it so, or a [`MoveError`]: not notation, illegal here, or ambiguous with its
//!   candidates (a text two languages read as two moves is ambiguous, never one of them).
//! - [`write_move`] with a [`Notation`]: the FIDE preferred form (C.10.3), short or long, in any
//!   language, figurine, UCI, or descriptive.
//! - [`descriptive`]: descriptive notation, English (`P-K4`, `N-KB3`, `PxP`, `O-O`) and French
//!   as the 1928 and 1930 texts write it (`D 4 FR`, `T 4 CR—2 CR`, `C pr. F`, `Roq TR`): a move
//!   read among the legal moves ([`descriptive::read_descriptive`]; a shortened form is taken
//!   only where it names one move), written in its shortest unambiguous form; whole scores read
//!   and written ([`descriptive::read_descriptive_games`],
//!   [`descriptive::write_descriptive_score`]).
//! - [`announce`] with a [`Voice`]: a move as Annex D.2.1 has it spoken to a blind player.
//! - [`pgn`]: PGN games read into a typed [`pgn::Game`] (tags, comments, NAGs, variations,
//!   `[%clk]`, `[%emt]`, draw offers) with a warning per repair, and written in export format.
//!
//! Legality itself is `laws`' and shakmaty's: this crate only resolves which legal move a text
//! names.
//!
//! # Example
//! ```
//! use notation::{read_move, write_move, Language, Languages, Notation};
//! use shakmaty::{Chess, Position};
//!
//! // Annex C.13's example game, French letters: 6.exd6e.p. is an en passant capture.
//! let mut pos = Chess::default();
//! for text in ["e4", "e5", "Cf3", "Cf6", "d4", "exd4", "e5", "Ce4", "Dxd4", "d5"] {
//!     let reading = read_move(&pos, text, Languages::only(Language::French))?;
//!     pos.play_unchecked(reading.mv);
//! }
//! let ep = read_move(&pos, "exd6e.p.", Languages::ANY)?;
//! assert!(ep.mv.is_en_passant());
//! assert_eq!(write_move(&pos, ep.mv, Notation::short(Language::German)), "exd6");
//! assert_eq!(write_move(&pos, ep.mv, Notation::Algebraic { language: Language::French, long: true }), "e5xd6");
//! # Ok::<_, notation::MoveError>(())
//! ```
//!
//! Descriptive notation: the 1930 text's example, `D 4 FR`, the queen to the fourth square of the
//! king's bishop's file, counted from the side of the player who moves.
//! ```
//! use notation::descriptive::{read_descriptive, DescriptiveLanguage};
//! use notation::{write_move, Notation};
//! use shakmaty::{Chess, Position, Square};
//!
//! let mut pos = Chess::default();
//! for text in ["P 4 R", "P 4 R", "D 3 FR", "C 3 FD"] {
//!     let reading = read_descriptive(&pos, text, DescriptiveLanguage::French)?;
//!     pos.play_unchecked(reading.mv);
//! }
//! let queen = read_descriptive(&pos, "D 4 FR", DescriptiveLanguage::French)?.mv; // Qf3-f4
//! assert_eq!(queen.to(), Square::F4);
//! let english = Notation::Descriptive { language: DescriptiveLanguage::English };
//! assert_eq!(write_move(&pos, queen, english), "Q-B4");
//! # Ok::<_, notation::descriptive::DescriptiveError>(())
//! ```

#![forbid(unsafe_code)]

mod announce;
pub mod descriptive;
mod language;
mod odds;
pub mod pgn;
mod plain_san;
mod read;
mod write;
mod written;

pub use announce::{UnknownVoice, Voice, announce};
pub use language::{Language, Languages, UnknownLanguage};
pub use read::{Candidate, MoveError, Reader, Reading, read_move, resolve};
pub use shakmaty;
pub use write::{Notation, write_move, write_move_to};
pub use written::{
    Annotation, Body, CaptureMark, CheckMark, Promotion, PromotionStyle, SyntaxError, SyntaxReason,
    Written,
};
