//! PGN: games read into a typed [`Game`], and written in the export format.
//!
//! Reading forgives what real files get wrong — national piece letters, `0-0`, long forms, a
//! missing result, quotes left unescaped in a tag value (`[White ""Socrates Expert""]`), a
//! variation with a move that cannot be read (the game is read on: an annotation is not the
//! game) — with a [`Warning`] per repair, each with a stable [`WarningKind::code`], or refuses
//! them with [`ReadOptions::strict`]. A comment before a game's tags (an ECO file's heading) is
//! the game's, read as a comment before its first move.
//! Every token reaches the reader: a token that is no notation is an error with its line and
//! column, never silently dropped. Draw offers (`(=)` or `{(=)}`, Annex C.12), `[%clk]` and
//! `[%emt]` become typed fields.
//!
//! ```
//! use notation::pgn::{read_games, write_game, ReadOptions, WriteOptions};
//!
//! let text = "[White \"Anderssen\"]\n[Black \"Kieseritzky\"]\n\n1. e4 e5 2. Cf3 {[%clk 1:59:30]} Cc6 (=) 1/2-1/2\n";
//! let game = read_games(text, ReadOptions::default()).next().expect("one game");
//! assert!(game.error.is_none());
//! assert_eq!(game.moves.len(), 4);
//! assert_eq!(game.moves[2].clock_ms, Some(7_170_000));
//! assert!(game.moves[3].draw_offer);
//! assert_eq!(game.warnings.len(), 2); // Cf3 and Cc6 are French letters
//! let out = write_game(&game, &WriteOptions::default());
//! assert!(out.contains("2. Nf3 { [%clk 1:59:30] } 2... Nc6 { (=) } 1/2-1/2"));
//! ```

mod clock;
mod game;
pub(crate) mod lexer;
pub(crate) mod movetext;
pub(crate) mod reader;
mod writer;

pub use clock::{format_clock, parse_clock};
pub use game::{Game, GameResult, PlayedMove, Variation};
pub use movetext::MAX_VARIATION_DEPTH;
pub use reader::{
    Error, ErrorKind, FenFault, Games, ReadOptions, Repair, Warning, WarningKind, begins_with_tags,
    read_games,
};
pub use writer::{WriteOptions, write_game};
