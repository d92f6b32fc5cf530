//! A game as read from PGN.

use std::fmt;

use laws::{Edition, Odds, OddsRules};
use shakmaty::{Chess, Move};

use crate::language::Languages;
use crate::pgn::reader::{Error, Warning};

/// A game read from PGN: its tags, its moves (with their comments, clocks, draw offers and
/// variations), its result, and what the reader repaired or could not read.
#[derive(Clone, Debug)]
pub struct Game {
    /// The tags in the order read.
    pub tags: Vec<(String, String)>,
    /// The starting position (from the `FEN` tag, else the standard one).
    pub start: Chess,
    /// Comments before the first move.
    pub comments: Vec<String>,
    /// The moves of the main line, up to the first error.
    pub moves: Vec<PlayedMove>,
    /// The game termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`); `None` if missing.
    pub result: Option<GameResult>,
    /// The languages the moves were read in (narrowed move by move).
    pub languages: Languages,
    /// One warning per repair.
    pub warnings: Vec<Warning>,
    /// Why reading stopped early, if it did: the moves before the error are kept.
    pub error: Option<Error>,
    /// The line (from 1) where the game begins in the file.
    pub line: usize,
}

/// One move of a line as recorded, with what was written around it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// Numeric annotation glyphs (`$1`, or `!` read as `$1`).
    pub nags: Vec<u8>,
    /// The comments after the move, without the `[%clk]`/`[%emt]` commands and draw offers.
    pub comments: Vec<String>,
    /// The clock time left after the move (`[%clk]`), in milliseconds.
    pub clock_ms: Option<u64>,
    /// The time spent on the move (`[%emt]`), in milliseconds.
    pub elapsed_ms: Option<u64>,
    /// A draw offer made with the move (`(=)`, Annex C.12; Art. 9.1.2.1).
    pub draw_offer: bool,
    /// Alternatives to this move (recursive annotation variations), each from the position
    /// before it.
    pub variations: Vec<Variation>,
    /// Where the move is written: line and column, from 1.
    pub line: usize,
    /// See [`PlayedMove::line`].
    pub column: usize,
}

impl PlayedMove {
    /// A move with nothing around it, written at `line`, `column`.
    pub fn new(mv: Move, line: usize, column: usize) -> PlayedMove {
        PlayedMove {
            mv,
            nags: Vec::new(),
            comments: Vec::new(),
            clock_ms: None,
            elapsed_ms: None,
            draw_offer: false,
            variations: Vec::new(),
            line,
            column,
        }
    }
}

/// A variation: a line of moves replacing the move it follows.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Variation {
    /// Comments before its first move.
    pub comments: Vec<String>,
    /// Its moves.
    pub moves: Vec<PlayedMove>,
}

/// A PGN game termination marker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: unknown, or the game goes on.
    Unknown,
}

impl GameResult {
    /// The marker as PGN writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        }
    }

    /// Reads a marker; `½-½` and `1/2` are read as a draw (repairs the reader reports).
    pub fn parse(text: &str) -> Option<GameResult> {
        Some(match text {
            "1-0" => GameResult::WhiteWins,
            "0-1" => GameResult::BlackWins,
            "1/2-1/2" | "½-½" | "1/2" => GameResult::Draw,
            "*" => GameResult::Unknown,
            _ => return None,
        })
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Game {
    /// The edition of the Laws the game is read under, one rule for every reader of it: the
    /// PGN reader's castling without the rook given (1930 Art. 22.8) and `arbiter check`'s audit.
    /// `given`, the caller's ([`ReadOptions::edition`](crate::pgn::ReadOptions::edition),
    /// `arbiter check --edition`), over everything; else the edition the `Edition` tag names;
    /// else, in a game with an `Odds` tag, fide-1930: only the old Laws have odds games (1930
    /// Art. 22; the 2023 Laws have none), 1930's are the official ones, and the 1928 draft's
    /// Par. 22 rules alike where they meet; else fide-2023, the default. A tag that names no
    /// edition is ignored, and the reader says so
    /// ([`WarningKind::UnknownEdition`](crate::pgn::WarningKind::UnknownEdition)).
    ///
    /// ```
    /// use laws::Edition;
    /// use notation::pgn::{ReadOptions, read_games};
    ///
    /// let game = |tags: &str| {
    ///     read_games(&format!("{tags}\n1. e4 *\n"), ReadOptions::default()).next().expect("a game")
    /// };
    /// assert_eq!(game("[Edition \"fide-1928\"]").edition(None), Edition::Fide1928);
    /// assert_eq!(game("[Edition \"fide-1928\"]").edition(Some(Edition::Fide1930)), Edition::Fide1930);
    /// assert_eq!(game("[Odds \"rook\"]").edition(None), Edition::Fide1930);
    /// assert_eq!(game("[Edition \"fide-1929\"]").edition(None), Edition::Fide2023);
    /// ```
    pub fn edition(&self, given: Option<Edition>) -> Edition {
        given
            .or_else(|| self.tag("Edition").and_then(|tag| tag.parse().ok()))
            .unwrap_or_else(|| match self.tag("Odds") {
                Some(_) => Edition::Fide1930,
                None => Edition::default(),
            })
    }

    /// The odds the game's `Odds` tag names (`[Odds "rook"]`, in `laws::Odds`' words), under
    /// `edition` ([`Game::edition`]), when that edition has odds games (1930 Art. 22, 1928
    /// Par. 22). `None` without such a tag, or with one that names no odds.
    pub fn odds(&self, edition: Edition) -> Option<OddsRules> {
        let odds: Odds = self.tag("Odds")?.parse().ok()?;
        odds.under(edition).ok()
    }

    /// The value of tag `name`, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets tag `name`, replacing its value or adding it at the end.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(tag) => tag.1 = value.to_owned(),
            None => self.tags.push((name.to_owned(), value.to_owned())),
        }
    }

    /// The result recorded: the termination marker, else the `Result` tag.
    pub fn recorded_result(&self) -> Option<GameResult> {
        self.result
            .filter(|r| *r != GameResult::Unknown)
            .or_else(|| self.tag("Result").and_then(GameResult::parse))
            .or(self.result)
    }
}
