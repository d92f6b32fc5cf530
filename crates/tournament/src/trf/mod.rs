//! The Tournament Report File: FIDE's exchange format for events (TRF-16, C.04 Annex 2, and
//! TRF-2026, "Format of Tournament Report File (TRF) — Version 2026").
//!
//! [`read`] turns a file's text into an [`Event`](crate::Event) and [`write()`] turns it back,
//! byte for byte: every line that is not a player record is kept as written, every line end
//! (`\r` as TRF asks, `\n`, `\r\n`) is kept, and a player record that this crate would lay out
//! differently (lower-case letters, other padding, text in unused columns) is written exactly as
//! it was read for as long as its fields are unchanged.
//!
//! Columns are counted in characters (1-based, as TRF numbers them), so a name with accents
//! keeps its columns.

mod error;
mod player_line;
mod read;
mod version;
mod write;

pub use error::{TrfError, TrfErrorKind};
pub use player_line::{format_player, parse_player};
pub use read::read;
pub use version::{Version, convert};
pub use write::write;
