//! Chess notation as the Laws write it, read and written: algebraic notation in several languages
//! (Annex C), long algebraic, figurines, UCI, the announcements of Annex D, and PGN with clock
//! times and draw offers.
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
//!   language, figurine, or UCI.
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

#![forbid(unsafe_code)]

mod announce;
mod language;
pub mod pgn;
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
