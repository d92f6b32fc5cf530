//! Odds games (1930 Art. 22 "Des parties à avantage"; 1928 Par. 22): a player gives a pawn, a
//! piece, the move or several moves.
//!
//! - [`Odds`]: the odds as the players agreed them, read from text (`knight`, `king's rook`,
//!   `pawn and move`, `pawn and two moves`, `the move`, `queen`).
//! - [`OddsRules`]: those odds under an edition ([`Odds::under`]): who gives them and so who has
//!   White, the start position, the receiver's moves in a row at the start and the middle line
//!   they may not pass, how moves count for the time control, and castling on the side of a rook
//!   given. [`OddsRules::play`] plays a move of such a game on a [`Record`].
//!
//! # Who plays White
//! White has the first move (1930 Art. 4.2; 1928 Par. 4), and "having the move" (le trait) is
//! what 22.1 and 22.5 give or keep. So the colours follow from the odds: the giver of a pawn or a
//! piece has the move (22.5) and plays White; when the move, or several moves, are part of the
//! odds (22.5, 22.6 "pion et trait"), the receiver has the move and plays White, the giver Black.
//! 22.1 ("renonçant au trait dans toutes les parties") is the same rule seen over a series: the
//! giver of the move takes Black in every game instead of alternating (Art. 11).
//!
//! # Example
//! ```
//! use laws::{Edition, Odds, Record};
//! use shakmaty::{CastlingSide, Color, Position};
//!
//! // Pawn and two moves: Black gives his king's bishop's pawn, White plays two moves at once.
//! let rules = "pawn and two moves".parse::<Odds>()?.under(Edition::Fide1930)?;
//! assert_eq!(rules.giver(), Color::Black);
//! let mut record = rules.record(Edition::Fide1930);
//! for uci in ["e2e4", "d2d4"] {
//!     let m = laws::read_move(record.position(), uci)?;
//!     rules.play(&mut record, m)?;
//! }
//! // Only now is it Black's turn.
//! assert_eq!(record.position().turn(), Color::Black);
//!
//! // Rook odds: White castles on the side of the rook he gave (22.8); only the king moves.
//! let rules = "rook".parse::<Odds>()?.under(Edition::Fide1930)?;
//! let mut record = rules.record(Edition::Fide1930);
//! for uci in ["d2d4", "d7d5", "b1c3", "b8c6", "c1f4", "c8f5", "d1d2", "d8d7"] {
//!     let m = laws::read_move(record.position(), uci)?;
//!     rules.play(&mut record, m)?;
//! }
//! let castle = rules.castling_without_rook(&record, CastlingSide::QueenSide)?;
//! rules.play(&mut record, castle)?;
//! assert_eq!(laws::write_fen(record.position(), laws::FenStyle::XFen),
//!     "r3kbnr/pppqpppp/2n5/3p1b2/3P1B2/2N5/PPPQPPPP/2K2BNR b kq - 7 5");
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # Positions
//! Each position of an odds game is an ordinary shakmaty [`Chess`] position, and the record of
//! the game an ordinary [`Record`], with two exceptions that shakmaty does not know and that are
//! made here:
//! - after each of the receiver's moves at the start but the last, the same player is to move
//!   again: the position is rebuilt with the turn given back to him and no en passant square
//!   (en passant is a reply, and the opponent does not reply). The halfmove clock counts those
//!   moves as any others; the fullmove number does not advance, so that all of them are move 1,
//!   as old scores write them ("1. e4 et d4, e6");
//! - castling on the side of a rook given (22.8) is a move of this module's own
//!   ([`OddsRules::castling_without_rook`]): shakmaty can neither hold a castling right without its
//!   rook nor play such a castling.
//!
//! Neither changes what ends a game: the receiver always has moves on his half of the board (his
//! knights), and a king that may castle may also step to the square beside it, so checkmate and
//! stalemate are shakmaty's verdicts on the position as ever.

use std::{fmt, str::FromStr};

use shakmaty::{
    Bitboard, CastlingMode, CastlingSide, Chess, Color, EnPassantMode, FromSetup, Move, Piece,
    Position, Rank, Role, Setup, Square,
};
use thiserror::Error;

use crate::{Article, Edition, IllegalMove, OddsArticles, Record, legal::is_legal};

/// What a player gives besides the move: a pawn or a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Handicap {
    /// A pawn: always the king's bishop's pawn (1930 Art. 22.6; 1928 Par. 22).
    Pawn,
    /// A knight; the side if agreed (1930 Art. 22.7: the queen's knight unless agreed otherwise).
    Knight(Option<CastlingSide>),
    /// A bishop; the side if agreed (1930 Art. 22.7: the queen's bishop unless agreed otherwise;
    /// the 1928 draft names no default bishop).
    Bishop(Option<CastlingSide>),
    /// A rook; the side if agreed (1930 Art. 22.7: the queen's rook unless agreed otherwise).
    Rook(Option<CastlingSide>),
    /// The queen. Neither text names queen odds, but 22.5 speaks of giving "une pièce" in
    /// general, and 22.7's default side is needed only for the pieces a player has two of.
    Queen,
}

impl Handicap {
    /// The piece's role.
    pub const fn role(self) -> Role {
        match self {
            Handicap::Pawn => Role::Pawn,
            Handicap::Knight(_) => Role::Knight,
            Handicap::Bishop(_) => Role::Bishop,
            Handicap::Rook(_) => Role::Rook,
            Handicap::Queen => Role::Queen,
        }
    }

    /// The side agreed, if the piece is one of a pair and a side was named.
    pub const fn side(self) -> Option<CastlingSide> {
        match self {
            Handicap::Knight(side) | Handicap::Bishop(side) | Handicap::Rook(side) => side,
            Handicap::Pawn | Handicap::Queen => None,
        }
    }
}

/// Odds as the players agreed them: a pawn or a piece given, the move or several moves given, or
/// both (1930 Art. 22.5: "à moins que [le trait] ne soit compris dans l'avantage accordé").
///
/// Read from the words a club organiser writes, case and apostrophes aside, words apart by
/// spaces, hyphens or underscores:
/// `[<piece>] [and <moves>]` where `<piece>` is `pawn`, `queen`, or `knight`, `bishop`, `rook`
/// with an optional `queen's`/`king's` before it (`queen side`, `kingside` also read), and
/// `<moves>` is `move`, `the move`, or `<n> moves` (`n` in digits or a word from `two` to
/// `nine`). Written back in that form: `king's rook`, `pawn and move`, `pawn and two moves`,
/// `the move`.
///
/// ```
/// use laws::{Handicap, Odds};
/// use shakmaty::CastlingSide;
///
/// let odds: Odds = "Pawn and two moves".parse()?;
/// assert_eq!((odds.handicap(), odds.moves()), (Some(Handicap::Pawn), 2));
/// let odds: Odds = "king's rook".parse()?;
/// assert_eq!(odds.handicap(), Some(Handicap::Rook(Some(CastlingSide::KingSide))));
/// assert_eq!(odds.to_string(), "king's rook");
/// assert!("nothing".parse::<Odds>().is_err());
/// # Ok::<_, laws::OddsSyntaxError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Odds {
    handicap: Option<Handicap>,
    /// Moves given: 0 (the giver keeps the move), 1 (the move), or several.
    moves: u8,
}

impl Odds {
    /// Odds of `handicap` and `moves` moves given (0: the giver keeps the move; 1: the move;
    /// more: several moves). `None` when nothing at all is given.
    pub const fn new(handicap: Option<Handicap>, moves: u8) -> Option<Odds> {
        if handicap.is_none() && moves == 0 {
            return None;
        }
        Some(Odds { handicap, moves })
    }

    /// The pawn or piece given, if any.
    pub const fn handicap(self) -> Option<Handicap> {
        self.handicap
    }

    /// The moves given: 0 when the giver keeps the move, 1 for the move, more for several.
    pub const fn moves(self) -> u8 {
        self.moves
    }

    /// The odds under `edition`: refused where the edition has no odds games (the 2023 and 1997
    /// Laws), and for a bishop without its side under the 1928 draft (which names no default
    /// bishop).
    pub fn under(self, edition: Edition) -> Result<OddsRules, OddsError> {
        let articles = edition
            .rules()
            .odds
            .ok_or(OddsError::NotInEdition { edition })?;
        let giver = if self.moves == 0 {
            Color::White
        } else {
            Color::Black
        };
        let removed = match self.handicap {
            None => None,
            Some(Handicap::Bishop(None)) if !articles.default_bishop => {
                return Err(OddsError::NoDefaultBishop {
                    article: articles.piece,
                });
            }
            Some(handicap) => Some((
                Piece {
                    color: giver,
                    role: handicap.role(),
                },
                home_square(handicap, giver),
            )),
        };
        let mut setup = Setup::default();
        if let Some((_, square)) = removed {
            setup.board.discard_piece_at(square);
            setup.castling_rights.discard(square);
        }
        // Invariant: the standard position less one piece other than a king is legal, with the
        // castling rights of the rooks left (tested for every kind of odds).
        let start = Chess::from_setup(setup, CastlingMode::Standard)
            .expect("the start position less one piece is legal");
        Ok(OddsRules {
            odds: self,
            articles,
            giver,
            removed,
            start,
        })
    }
}

/// Where the giver's `handicap` stands at the start: the king's bishop's pawn (22.6), the piece
/// of the side agreed, else the queen's side (22.7).
fn home_square(handicap: Handicap, giver: Color) -> Square {
    let back = giver.backrank();
    let side = handicap.side().unwrap_or(CastlingSide::QueenSide);
    let file = match handicap {
        Handicap::Pawn => {
            return Square::from_coords(
                shakmaty::File::F,
                giver.fold_wb(Rank::Second, Rank::Seventh),
            );
        }
        Handicap::Queen => shakmaty::File::D,
        Handicap::Knight(_) => side.fold(shakmaty::File::G, shakmaty::File::B),
        Handicap::Bishop(_) => side.fold(shakmaty::File::F, shakmaty::File::C),
        Handicap::Rook(_) => side.fold(shakmaty::File::H, shakmaty::File::A),
    };
    Square::from_coords(file, back)
}

/// Picks by castling side.
trait Fold {
    fn fold<T>(self, king: T, queen: T) -> T;
}

impl Fold for CastlingSide {
    fn fold<T>(self, king: T, queen: T) -> T {
        match self {
            CastlingSide::KingSide => king,
            CastlingSide::QueenSide => queen,
        }
    }
}

/// Text that is not odds.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "`{found}` is not odds ({reason}): write e.g. `knight`, `king's rook`, `queen`, `pawn`, `pawn and move`, `pawn and two moves`, `the move`, `three moves`"
)]
pub struct OddsSyntaxError {
    /// The text read.
    pub found: String,
    /// What is wrong with it.
    pub reason: &'static str,
}

/// Odds that an edition does not allow.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OddsError {
    /// The edition has no odds games.
    #[error(
        "the {edition} Laws have no odds games (no article like 1930 Art. 22): play them under fide-1930 or fide-1928, or set up a position with start_fen"
    )]
    NotInEdition {
        /// The edition.
        edition: Edition,
    },
    /// Bishop odds without the side, under an edition that names no default bishop.
    #[error(
        "Art. {article} names the queen's rook and knight as the pieces given by default, not a bishop: say which bishop (`queen's bishop` or `king's bishop`)"
    )]
    NoDefaultBishop {
        /// The article on the default piece.
        article: Article,
    },
}

const NUMBERS: [&str; 10] = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
];

impl FromStr for Odds {
    type Err = OddsSyntaxError;

    fn from_str(text: &str) -> Result<Odds, OddsSyntaxError> {
        let error = |reason| OddsSyntaxError {
            found: crate::excerpt(text),
            reason,
        };
        let lower = text.to_lowercase().replace(['\'', '\u{2019}'], "");
        let words: Vec<&str> = lower
            .split(|c: char| c.is_whitespace() || c == '-' || c == '_')
            .filter(|w| !w.is_empty())
            .collect();
        let mut rest = words.as_slice();
        let handicap = read_handicap(&mut rest).map_err(error)?;
        if handicap.is_some() && matches!(rest.first(), Some(&("and" | "&" | "plus"))) {
            rest = &rest[1..];
            if rest.is_empty() {
                return Err(error("nothing after `and`"));
            }
        }
        let moves = read_moves(&mut rest).map_err(error)?;
        if !rest.is_empty() {
            return Err(error("words left over"));
        }
        Odds::new(handicap, moves).ok_or_else(|| error("nothing given"))
    }
}

/// Reads `[side] piece` from the front of `words`.
fn read_handicap(words: &mut &[&str]) -> Result<Option<Handicap>, &'static str> {
    let side = match words.first() {
        Some(&("queens" | "queenside")) => Some(CastlingSide::QueenSide),
        Some(&("kings" | "kingside" | "king")) => Some(CastlingSide::KingSide),
        // "queen" alone is the queen; "queen knight", "queen side rook" a side.
        Some(&"queen")
            if matches!(words.get(1), Some(&("side" | "knight" | "bishop" | "rook"))) =>
        {
            Some(CastlingSide::QueenSide)
        }
        _ => None,
    };
    if side.is_some() {
        *words = &words[1..];
        if words.first() == Some(&"side") {
            *words = &words[1..];
        }
    }
    let handicap = match words.first() {
        Some(&"pawn") if side.is_none() => Handicap::Pawn,
        Some(&"queen") if side.is_none() => Handicap::Queen,
        Some(&"knight") => Handicap::Knight(side),
        Some(&"bishop") => Handicap::Bishop(side),
        Some(&"rook") => Handicap::Rook(side),
        _ if side.is_some() => return Err("a side names a knight, bishop or rook"),
        _ => return Ok(None),
    };
    *words = &words[1..];
    Ok(Some(handicap))
}

/// Reads `move`, `the move` or `<n> moves` from the front of `words`; 0 if there is none.
fn read_moves(words: &mut &[&str]) -> Result<u8, &'static str> {
    match *words {
        [] => Ok(0),
        ["the", "move", rest @ ..] | ["move", rest @ ..] => {
            *words = rest;
            Ok(1)
        }
        [count, unit @ ("move" | "moves"), rest @ ..] => {
            let n = NUMBERS
                .iter()
                .position(|w| w == count)
                .and_then(|n| u8::try_from(n).ok())
                .or_else(|| count.parse::<u8>().ok())
                .ok_or("a number of moves in digits or words")?;
            if n == 0 {
                return Err("no moves is not odds");
            }
            if (n == 1) != (*unit == "move") {
                return Err("`one move`, `two moves`");
            }
            *words = rest;
            Ok(n)
        }
        _ => Err("unknown words"),
    }
}

impl fmt::Display for Odds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(handicap) = self.handicap {
            match handicap.side() {
                Some(CastlingSide::QueenSide) => f.write_str("queen's ")?,
                Some(CastlingSide::KingSide) => f.write_str("king's ")?,
                None => {}
            }
            f.write_str(match handicap.role() {
                Role::Pawn => "pawn",
                Role::Knight => "knight",
                Role::Bishop => "bishop",
                Role::Rook => "rook",
                _ => "queen",
            })?;
            if self.moves > 0 {
                f.write_str(" and ")?;
            }
        }
        match self.moves {
            0 => Ok(()),
            1 if self.handicap.is_some() => f.write_str("move"),
            1 => f.write_str("the move"),
            n => match NUMBERS.get(usize::from(n)) {
                Some(word) => write!(f, "{word} moves"),
                None => write!(f, "{n} moves"),
            },
        }
    }
}

/// What a move of an odds game does to the clock (1930 Art. 22.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClockCount {
    /// One of the receiver's moves at the start before his last: it counts as a move for the
    /// time control, and the clock is not pressed, since he moves again at once.
    CountOnly,
    /// The clock is pressed, and the move counts as this many moves for the time control: the
    /// giver's first move after several moves given counts as that many.
    Press(u32),
}

/// Why castling on the side of the rook given is not possible now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Error)]
pub enum CastlingBar {
    /// The player to move gave no rook on that side.
    #[error("no rook was given on that side")]
    NoRookGiven,
    /// The king has moved: castling is impossible for good (1930 Art. 8).
    #[error("the king has already moved")]
    KingMoved,
    /// Another piece stands on the rook's square (1930 Art. 22.8).
    #[error("another piece stands on {0}, the rook's square")]
    CornerOccupied(Square),
    /// A piece stands between the king and the rook's square (1930 Art. 8).
    #[error("{0}, between the king and the rook's square, is occupied")]
    PathOccupied(Square),
    /// The king is in check (1930 Art. 8).
    #[error("the king is in check")]
    InCheck,
    /// The king would pass through an attacked square (1930 Art. 8).
    #[error("the king would pass through {0}, which is attacked")]
    PassesAttacked(Square),
    /// The king would end in check (1930 Art. 9.3).
    #[error("the king would be in check on {0}")]
    LandsAttacked(Square),
}

/// A move an odds game does not allow.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OddsMoveError {
    /// Not a legal move of chess in the position.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
    /// One of the receiver's moves at the start goes past the middle line (1930 Art. 22.4).
    #[error(
        "{to} is past the middle line: the receiver of several moves stays on his half of the board while making them (Art. {article})"
    )]
    PastMiddleLine {
        /// Where the piece would go.
        to: Square,
        /// The article.
        article: Article,
    },
    /// Castling with the absent rook is not possible now.
    #[error("castling without the rook given is not possible: {bar} (Art. {article})")]
    Castling {
        /// Why.
        bar: CastlingBar,
        /// The article.
        article: Article,
    },
    /// The move would leave a position play cannot go on from (the opponent's king in check
    /// with the same player to move again); the middle line rules it out, so it is never met.
    #[error("after {uci} the same player could not move again")]
    Unplayable {
        /// The move, in UCI.
        uci: String,
    },
}

impl OddsMoveError {
    /// The article the refusal rests on (`None` for a move illegal in chess itself).
    pub fn article(&self) -> Option<Article> {
        match self {
            OddsMoveError::PastMiddleLine { article, .. }
            | OddsMoveError::Castling { article, .. } => Some(*article),
            OddsMoveError::Illegal(_) | OddsMoveError::Unplayable { .. } => None,
        }
    }
}

/// Odds under an edition: the start position, who moves when, what counts for the clock, and
/// castling with a rook given (1930 Art. 22; 1928 Par. 22).
///
/// The methods that take a [`Record`] expect it to begin at [`OddsRules::start`] (as
/// [`OddsRules::record`] makes it) and to have been played by [`OddsRules::play`]: the moves at
/// the start are counted from its first position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OddsRules {
    odds: Odds,
    articles: OddsArticles,
    giver: Color,
    removed: Option<(Piece, Square)>,
    start: Chess,
}

impl OddsRules {
    /// The odds agreed.
    pub fn odds(&self) -> Odds {
        self.odds
    }

    /// The edition's articles.
    pub fn articles(&self) -> &OddsArticles {
        &self.articles
    }

    /// Who gives the odds: White when the giver keeps the move (22.5), Black when the move is
    /// part of the odds (the receiver has the move, and White moves first: 1930 Art. 4.2).
    pub fn giver(&self) -> Color {
        self.giver
    }

    /// Who receives them.
    pub fn receiver(&self) -> Color {
        !self.giver
    }

    /// The pawn or piece taken off and its square (22.6, 22.7).
    pub fn removed(&self) -> Option<(Piece, Square)> {
        self.removed
    }

    /// The start position: the standard one without the piece given, White to move.
    pub fn start(&self) -> &Chess {
        &self.start
    }

    /// A record of the game from its start, judged under `edition`.
    pub fn record(&self, edition: Edition) -> Record {
        Record::new(self.start.clone(), CastlingMode::Standard, edition)
    }

    /// The corner of the rook given, where the giver may castle as if it stood there (22.8).
    pub fn absent_rook(&self) -> Option<Square> {
        self.removed
            .filter(|(piece, _)| piece.role == Role::Rook)
            .map(|(_, square)| square)
    }

    /// The receiver's moves in a row at the start: the moves given when there are two or more
    /// (22.2), otherwise none (one move given is simply the first move of the game).
    pub fn moves_in_a_row(&self) -> u8 {
        if self.odds.moves >= 2 {
            self.odds.moves
        } else {
            0
        }
    }

    /// Whether the move at `ply` (0 for the first move of the game) is one of the receiver's
    /// moves in a row at the start (22.2, 22.4).
    pub fn is_opening_move(&self, ply: usize) -> bool {
        ply < usize::from(self.moves_in_a_row())
    }

    /// Whether the player who makes the move at `ply` moves again after it (22.2): every one of
    /// the receiver's moves in a row but the last.
    pub fn keeps_the_move(&self, ply: usize) -> bool {
        ply + 1 < usize::from(self.moves_in_a_row())
    }

    /// What the move at `ply` does to the clock (22.3): the receiver's moves in a row count one
    /// each, with the clock pressed after the last only; the giver's first move then counts as
    /// as many, so that both have made the same number when a time control comes.
    pub fn clock_count(&self, ply: usize) -> ClockCount {
        let n = usize::from(self.moves_in_a_row());
        match ply {
            _ if n == 0 => ClockCount::Press(1),
            p if p + 1 < n => ClockCount::CountOnly,
            p if p == n => ClockCount::Press(u32::from(self.odds.moves)),
            _ => ClockCount::Press(1),
        }
    }

    /// Refuses a move, legal in chess, that the odds forbid: one of the receiver's moves at the
    /// start that goes past the middle line (22.4).
    ///
    /// "Ne pas dépasser la ligne médiane" (1928: "ne pourra franchir ... la moitié de
    /// l'échiquier"): the middle line is the line between the fourth and fifth ranks, and a move
    /// goes past it when a piece it moves ends beyond it — for White on the fifth rank or
    /// higher. A move's path cannot cross the line and come back, so its landing squares decide.
    /// It holds for every one of the moves given, the last included, and for no move after them.
    pub fn check(&self, record: &Record, m: Move) -> Result<(), OddsMoveError> {
        let pos = record.position();
        if !self.is_opening_move(record.ply()) || pos.turn() != self.receiver() {
            return Ok(());
        }
        let own_half = |sq: Square| {
            self.receiver()
                .fold_wb(sq.rank() <= Rank::Fourth, sq.rank() >= Rank::Fifth)
        };
        // Castling lands on the back rank; every other move where its `to` says.
        match m {
            Move::Castle { .. } => Ok(()),
            _ if own_half(m.to()) => Ok(()),
            _ => Err(OddsMoveError::PastMiddleLine {
                to: m.to(),
                article: self.articles.middle_line,
            }),
        }
    }

    /// Castling on `side` as the giver of the rook of that side may (22.8): the king moves two
    /// squares toward the rook's corner, under castling's own conditions (1930 Art. 8): the king
    /// has never moved (the rook, being absent, never does), no piece stands between the king and
    /// the corner, the king is not in check and does not pass through an attacked square, and it
    /// does not end in check (Art. 9.3); and under 22.8's own, that no other piece stands on the
    /// rook's square.
    ///
    /// Only the king moves. "Comme si celle-ci se trouvait encore sur sa case" says on what
    /// terms the giver may castle — the rook's square and the squares up to it are judged as if
    /// the rook stood there, unmoved — not that a rook comes back: the rook is the odds given,
    /// and a castling that put one on d1 would return them. So the king goes to c1 (g1 on the
    /// king's side), and the square the rook would have crossed to stays as it was. The move is
    /// written as castling (`O-O-O`), given here as shakmaty's [`Move::Castle`] with the king's
    /// square and the corner, and [`OddsRules::play`] plays it.
    pub fn castling_without_rook(
        &self,
        record: &Record,
        side: CastlingSide,
    ) -> Result<Move, OddsMoveError> {
        let bar = |bar: CastlingBar| {
            let article = match bar {
                CastlingBar::NoRookGiven | CastlingBar::CornerOccupied(_) => self.articles.castling,
                CastlingBar::LandsAttacked(_) => self.articles.no_self_check,
                _ => self.articles.castling_conditions,
            };
            OddsMoveError::Castling { bar, article }
        };
        let pos = record.position();
        let color = pos.turn();
        let Some(corner) = self
            .absent_rook()
            .filter(|corner| color == self.giver && side_of(*corner) == side)
        else {
            return Err(bar(CastlingBar::NoRookGiven));
        };
        let home = Square::from_coords(shakmaty::File::E, color.backrank());
        if record
            .positions()
            .iter()
            .any(|p| p.board().king_of(color) != Some(home))
        {
            return Err(bar(CastlingBar::KingMoved));
        }
        let board = pos.board();
        if board.occupied().contains(corner) {
            return Err(bar(CastlingBar::CornerOccupied(corner)));
        }
        if let Some(square) = (shakmaty::attacks::between(home, corner) & board.occupied()).first()
        {
            return Err(bar(CastlingBar::PathOccupied(square)));
        }
        let without_king = board.occupied() ^ Bitboard::from_square(home);
        let attacked = |sq: Square| board.attacks_to(sq, !color, without_king).any();
        if attacked(home) {
            return Err(bar(CastlingBar::InCheck));
        }
        let king_to = side.king_to(color);
        for sq in shakmaty::attacks::between(home, king_to) {
            if attacked(sq) {
                return Err(bar(CastlingBar::PassesAttacked(sq)));
            }
        }
        if attacked(king_to) {
            return Err(bar(CastlingBar::LandsAttacked(king_to)));
        }
        Ok(Move::Castle {
            king: home,
            rook: corner,
        })
    }

    /// The side of `m` if it is castling toward the corner of the rook given, by the giver:
    /// a move [`OddsRules::castling_without_rook`] decides, never shakmaty.
    pub fn castling_without_rook_side(&self, pos: &Chess, m: Move) -> Option<CastlingSide> {
        match m {
            Move::Castle { rook, .. }
                if pos.turn() == self.giver && self.absent_rook() == Some(rook) =>
            {
                Some(side_of(rook))
            }
            _ => None,
        }
    }

    /// Every move the player to move may make: shakmaty's legal moves less those past the middle
    /// line at the start (22.4), and castling without the rook given where it is allowed (22.8).
    pub fn moves(&self, record: &Record) -> Vec<Move> {
        let mut moves: Vec<Move> = record
            .position()
            .legal_moves()
            .into_iter()
            .filter(|m| self.check(record, *m).is_ok())
            .collect();
        moves.extend(
            CastlingSide::ALL
                .into_iter()
                .filter_map(|side| self.castling_without_rook(record, side).ok()),
        );
        moves
    }

    /// Plays `m` on `record`, an odds game's record: a legal move of chess that the odds allow
    /// (22.4), after which the receiver moves again if it was one of his moves in a row but the
    /// last (22.2); or castling without the rook given (22.8).
    pub fn play(&self, record: &mut Record, m: Move) -> Result<(), OddsMoveError> {
        let pos = record.position();
        let mode = CastlingMode::Standard;
        let unplayable = || OddsMoveError::Unplayable {
            uci: m.to_uci(mode).to_string(),
        };
        if let Some(side) = self.castling_without_rook_side(pos, m) {
            let castle = self.castling_without_rook(record, side)?;
            if castle != m {
                return Err(IllegalMove {
                    uci: m.to_uci(mode).to_string(),
                }
                .into());
            }
            let next = after_castling_without_rook(pos, side).ok_or_else(unplayable)?;
            record.push(m, next);
            return Ok(());
        }
        if !is_legal(pos, m) {
            return Err(IllegalMove {
                uci: m.to_uci(mode).to_string(),
            }
            .into());
        }
        self.check(record, m)?;
        let mut next = pos.clone();
        next.play_unchecked(m);
        if self.keeps_the_move(record.ply()) {
            next = same_player_again(&next).ok_or_else(unplayable)?;
        }
        record.push(m, next);
        Ok(())
    }
}

/// The castling side of a rook's corner.
fn side_of(corner: Square) -> CastlingSide {
    CastlingSide::from_queen_side(corner.file() < shakmaty::File::E)
}

/// `pos` after its player to move castles on `side` without a rook: the king two squares over,
/// the castling rights of that player gone (the king has moved, Art. 8), no en passant square.
fn after_castling_without_rook(pos: &Chess, side: CastlingSide) -> Option<Chess> {
    let color = pos.turn();
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    let home = Square::from_coords(shakmaty::File::E, color.backrank());
    let king = setup.board.remove_piece_at(home)?;
    setup.board.set_piece_at(side.king_to(color), king);
    setup.castling_rights &= !Bitboard::from_rank(color.backrank());
    setup.ep_square = None;
    setup.halfmoves = setup.halfmoves.saturating_add(1);
    if color.is_black() {
        setup.fullmoves = setup.fullmoves.saturating_add(1);
    }
    setup.turn = !color;
    Chess::from_setup(setup, CastlingMode::Standard).ok()
}

/// `after` (a move just played) with the move given back to the player who made it (22.2): no
/// en passant square, since the opponent does not reply; the counters as shakmaty left them.
fn same_player_again(after: &Chess) -> Option<Chess> {
    let mut setup = after.to_setup(EnPassantMode::Legal);
    setup.turn = !setup.turn;
    setup.ep_square = None;
    Chess::from_setup(setup, CastlingMode::Standard).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FenStyle, read_move, write_fen};

    fn rules(text: &str, edition: Edition) -> OddsRules {
        text.parse::<Odds>()
            .unwrap_or_else(|e| panic!("{text}: {e}"))
            .under(edition)
            .unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn fen(pos: &Chess) -> String {
        write_fen(pos, FenStyle::XFen)
    }

    /// Plays `moves` (UCI or SAN) through the odds rules.
    fn play(rules: &OddsRules, record: &mut Record, moves: &str) {
        for text in moves.split_whitespace() {
            let m = read_move(record.position(), text).unwrap_or_else(|e| panic!("{text}: {e}"));
            rules
                .play(record, m)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
        }
    }

    fn game(text: &str, moves: &str) -> (OddsRules, Record) {
        let rules = rules(text, Edition::Fide1930);
        let mut record = rules.record(Edition::Fide1930);
        play(&rules, &mut record, moves);
        (rules, record)
    }

    #[test]
    fn art_1930_22_5_to_22_7_start_positions_and_who_gives() {
        for (text, giver, start) in [
            (
                "pawn",
                Color::White,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPP1PP/RNBQKBNR w KQkq - 0 1",
            ),
            (
                "pawn and move",
                Color::Black,
                "rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ),
            (
                "pawn and two moves",
                Color::Black,
                "rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ),
            (
                "knight",
                Color::White,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1",
            ),
            (
                "king's knight",
                Color::White,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1",
            ),
            (
                "bishop",
                Color::White,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN1QKBNR w KQkq - 0 1",
            ),
            (
                "kings bishop",
                Color::White,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK1NR w KQkq - 0 1",
            ),
            (
                "rook",
                Color::White,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1",
            ),
            (
                "king's rook",
                Color::White,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1",
            ),
            (
                "queen",
                Color::White,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1",
            ),
            (
                "rook and move",
                Color::Black,
                "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1",
            ),
            (
                "the move",
                Color::Black,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ),
            (
                "two moves",
                Color::Black,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ),
        ] {
            let rules = rules(text, Edition::Fide1930);
            assert_eq!(rules.giver(), giver, "{text}");
            assert_eq!(rules.receiver(), !giver, "{text}");
            assert_eq!(fen(rules.start()), start, "{text}");
            // Art. 4.2: White always moves first, whoever gives.
            assert_eq!(rules.start().turn(), Color::White, "{text}");
        }
    }

    #[test]
    fn art_1930_22_7_the_1928_draft_names_no_default_bishop() {
        let bishop: Odds = "bishop".parse().expect("odds");
        assert!(bishop.under(Edition::Fide1930).is_ok());
        let refused = bishop.under(Edition::Fide1928);
        assert_eq!(
            refused,
            Err(OddsError::NoDefaultBishop {
                article: Article("1928 22")
            })
        );
        // Named, it is allowed; the knight and rook have their default (1928 Par. 22).
        assert!(
            rules("queen's bishop", Edition::Fide1928)
                .removed()
                .is_some()
        );
        assert_eq!(
            rules("knight", Edition::Fide1928).removed(),
            Some((Color::White.knight(), Square::B1))
        );
        assert_eq!(
            rules("rook", Edition::Fide1928).absent_rook(),
            Some(Square::A1)
        );
    }

    #[test]
    fn art_1930_22_odds_are_refused_by_the_editions_without_them() {
        let odds: Odds = "knight".parse().expect("odds");
        for edition in [Edition::Fide2023, Edition::Fide1997] {
            assert_eq!(
                odds.under(edition),
                Err(OddsError::NotInEdition { edition })
            );
        }
    }

    #[test]
    fn art_1930_22_odds_read_and_write_as_organisers_say_them() {
        for (text, canonical) in [
            ("Knight", "knight"),
            ("queen's knight", "queen's knight"),
            ("Queen Knight", "queen's knight"),
            ("queen-side rook", "queen's rook"),
            ("kingside_rook", "king's rook"),
            ("KING’S BISHOP", "king's bishop"),
            ("queen", "queen"),
            ("pawn", "pawn"),
            ("pawn & move", "pawn and move"),
            ("pawn and the move", "pawn and move"),
            ("pawn and 2 moves", "pawn and two moves"),
            ("move", "the move"),
            ("3 moves", "three moves"),
            ("12 moves", "12 moves"),
            ("one move", "the move"),
            ("knight and move", "knight and move"),
        ] {
            let odds: Odds = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(odds.to_string(), canonical, "{text}");
            assert_eq!(canonical.parse::<Odds>(), Ok(odds), "{canonical}");
        }
        for bad in [
            "",
            "nothing",
            "0 moves",
            "two move",
            "pawn and",
            "king's pawn",
            "queen's queen",
            "knight knight",
            "1000 moves",
        ] {
            assert!(bad.parse::<Odds>().is_err(), "{bad}");
        }
    }

    #[test]
    fn art_1930_22_2_the_receiver_plays_his_moves_in_a_row_at_the_start() {
        let (rules, record) = game("pawn and two moves", "e4 d4");
        assert_eq!(
            fen(&record.positions()[1]),
            "rnbqkbnr/ppppp1pp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1",
            "the same player moves again, no en passant square, still move 1"
        );
        assert_eq!(
            fen(record.position()),
            "rnbqkbnr/ppppp1pp/8/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 1"
        );
        assert!(rules.keeps_the_move(0) && !rules.keeps_the_move(1));
        let mut record = record;
        play(&rules, &mut record, "e6 Nf3 d5");
        assert_eq!(record.position().fullmoves().get(), 3);
        assert_eq!(record.position().turn(), Color::White);
        // One move given is an ordinary first move.
        let (_, record) = game("pawn and move", "e4");
        assert_eq!(record.position().turn(), Color::Black);
    }

    #[test]
    fn art_1930_22_4_the_moves_given_stay_behind_the_middle_line() {
        let rules = rules("three moves", Edition::Fide1930);
        let mut record = rules.record(Edition::Fide1930);
        play(&rules, &mut record, "e4 Nc3");
        for text in ["e5", "Nd5", "Nb5", "Qh5", "Bb5"] {
            let m = read_move(record.position(), text).expect("legal in chess");
            assert!(
                matches!(
                    rules.play(&mut record.clone(), m),
                    Err(OddsMoveError::PastMiddleLine {
                        article: Article("1930 22.4"),
                        ..
                    })
                ),
                "{text}"
            );
        }
        // The fourth rank is the receiver's half; the last of the moves given is bound too.
        play(&rules, &mut record, "Qg4");
        assert_eq!(record.position().turn(), Color::Black);
        // After the moves given, the line no longer binds: Black, then White, go where they will.
        play(&rules, &mut record, "e6 Qg5");
        // The allowed moves at the start are exactly those on the receiver's half.
        let fresh = rules.record(Edition::Fide1930);
        let allowed = rules.moves(&fresh);
        assert_eq!(allowed.len(), 20);
        let mut record = rules.record(Edition::Fide1930);
        play(&rules, &mut record, "e4");
        let allowed = rules.moves(&record);
        assert!(allowed.iter().all(|m| m.to().rank() <= Rank::Fourth));
        assert!(allowed.len() < record.position().legal_moves().len());
    }

    #[test]
    fn art_1928_22_the_middle_line_is_cited_from_par_22() {
        let rules = rules("pawn and two moves", Edition::Fide1928);
        let mut record = rules.record(Edition::Fide1928);
        play(&rules, &mut record, "e4");
        let m = read_move(record.position(), "e5").expect("legal");
        let err = rules
            .play(&mut record, m)
            .expect_err("past the middle line");
        assert_eq!(err.article(), Some(Article("1928 22")));
    }

    #[test]
    fn art_1930_22_3_the_moves_given_count_for_the_clock_and_so_does_the_givers_first() {
        let rules = rules("pawn and three moves", Edition::Fide1930);
        let counts: Vec<ClockCount> = (0..6).map(|p| rules.clock_count(p)).collect();
        assert_eq!(
            counts,
            [
                ClockCount::CountOnly,
                ClockCount::CountOnly,
                ClockCount::Press(1),
                ClockCount::Press(3),
                ClockCount::Press(1),
                ClockCount::Press(1),
            ]
        );
        for text in ["knight", "the move", "pawn and move"] {
            let rules = self::rules(text, Edition::Fide1930);
            assert!((0..4).all(|p| rules.clock_count(p) == ClockCount::Press(1)));
        }
    }

    /// Rook odds (the queen's rook), with the queen's side cleared: 1. d4 d5 2. Nc3 Nc6 3. Bf4
    /// Bf5 4. Qd2 Qd7.
    const CLEARED: &str = "d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7";

    #[test]
    fn art_1930_22_8_the_giver_of_rook_odds_castles_as_if_the_rook_were_there() {
        let (rules, mut record) = game("rook", CLEARED);
        let castle = rules
            .castling_without_rook(&record, CastlingSide::QueenSide)
            .expect("allowed");
        assert_eq!(
            castle,
            Move::Castle {
                king: Square::E1,
                rook: Square::A1
            }
        );
        assert!(rules.moves(&record).contains(&castle));
        rules.play(&mut record, castle).expect("played");
        let pos = record.position();
        assert_eq!(pos.board().piece_at(Square::C1), Some(Color::White.king()));
        assert_eq!(pos.board().piece_at(Square::D1), None, "no rook appears");
        assert_eq!(
            pos.castles().castling_rights() & Bitboard::from_rank(Rank::First),
            Bitboard::EMPTY
        );
        // The right is spent: the king has moved.
        play(&rules, &mut record, "e6 Kb1 Be7 Kc1 Nf6");
        assert_eq!(
            rules.castling_without_rook(&record, CastlingSide::QueenSide),
            Err(OddsMoveError::Castling {
                bar: CastlingBar::KingMoved,
                article: Article("1930 8")
            })
        );
    }

    #[test]
    fn art_1930_22_8_on_the_kings_side_when_the_kings_rook_was_given() {
        let (rules, mut record) = game("king's rook", "e4 e5 Nf3 Nc6 Bc4 Bc5");
        let castle = rules
            .castling_without_rook(&record, CastlingSide::KingSide)
            .expect("allowed");
        rules.play(&mut record, castle).expect("played");
        assert_eq!(
            fen(record.position()),
            "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ2K1 b kq - 5 4"
        );
        // Not on the other side: that rook is on the board and shakmaty castles with it.
        let (rules, record) = game("king's rook", CLEARED);
        assert!(matches!(
            rules.castling_without_rook(&record, CastlingSide::QueenSide),
            Err(OddsMoveError::Castling {
                bar: CastlingBar::NoRookGiven,
                ..
            })
        ));
        assert!(
            record
                .position()
                .legal_moves()
                .iter()
                .any(|m| m.is_castle())
        );
    }

    #[test]
    fn art_1930_22_8_refused_when_another_piece_stands_on_the_rooks_square() {
        // White's king's rook travels to a1.
        let (rules, record) = game("rook", "a4 a5 h4 h5 Rh3 e6 Ra3 e5 Ra1 e4");
        assert_eq!(
            rules.castling_without_rook(&record, CastlingSide::QueenSide),
            Err(OddsMoveError::Castling {
                bar: CastlingBar::CornerOccupied(Square::A1),
                article: Article("1930 22.8")
            })
        );
        // An opponent's piece on the corner bars it too.
        let (rules, record) = game("rook", "b4 g6 e3 Bg7 Ne2 Ba1");
        assert_eq!(
            rules.castling_without_rook(&record, CastlingSide::QueenSide),
            Err(OddsMoveError::Castling {
                bar: CastlingBar::CornerOccupied(Square::A1),
                article: Article("1930 22.8")
            })
        );
    }

    #[test]
    fn art_1930_8_refused_with_a_piece_between_in_check_or_through_an_attacked_square() {
        // b1 must be empty too: the squares between the king and the rook's square.
        let (rules, record) = game("rook", "d4 d5 Bf4 Bf5 Qd2 Qd7");
        assert_eq!(
            rules.castling_without_rook(&record, CastlingSide::QueenSide),
            Err(OddsMoveError::Castling {
                bar: CastlingBar::PathOccupied(Square::B1),
                article: Article("1930 8")
            })
        );
        // In check from the bishop on b4.
        let (rules, record) = game("rook", "d4 e6 Na3 Nc6 Bf4 Nf6 Qd3 Bb4+");
        assert_eq!(
            rules.castling_without_rook(&record, CastlingSide::QueenSide),
            Err(OddsMoveError::Castling {
                bar: CastlingBar::InCheck,
                article: Article("1930 8")
            })
        );
        // d1 attacked by the bishop on g4: the king would pass through it.
        let (rules, record) = game("rook", "d4 d5 Nc3 Nc6 Bf4 Bg4 e3 e6 Qd2 a6");
        assert_eq!(
            rules.castling_without_rook(&record, CastlingSide::QueenSide),
            Err(OddsMoveError::Castling {
                bar: CastlingBar::PassesAttacked(Square::D1),
                article: Article("1930 8")
            })
        );
        // c1 attacked by the bishop on h6: the king would end in check (Art. 9.3).
        let (rules, record) = game("rook", "b3 g6 Bb2 Bh6 Nc3 e6 d4 Nc6 Qd3 Nf6");
        assert_eq!(
            rules.castling_without_rook(&record, CastlingSide::QueenSide),
            Err(OddsMoveError::Castling {
                bar: CastlingBar::LandsAttacked(Square::C1),
                article: Article("1930 9.3")
            })
        );
    }

    /// The conditions of 22.8 are castling's own: with a rook put on the corner, shakmaty
    /// castles exactly when we allow castling without it (random games under rook odds).
    #[test]
    fn art_1930_22_8_agrees_with_castling_as_if_the_rook_were_on_its_square() {
        use rand::{Rng, SeedableRng, rngs::StdRng};
        let rules = rules("rook", Edition::Fide1930);
        let mut rng = StdRng::seed_from_u64(22);
        let mut allowed = 0;
        let mut refused = 0;
        for _ in 0..300 {
            let mut record = rules.record(Edition::Fide1930);
            for _ in 0..rng.gen_range(0..40) {
                let moves = rules.moves(&record);
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.gen_range(0..moves.len())];
                rules.play(&mut record, m).expect("an allowed move plays");
                let pos = record.position();
                if pos.turn() != Color::White {
                    continue;
                }
                let ours = rules.castling_without_rook(&record, CastlingSide::QueenSide);
                // The same position with the rook on a1 and its right, if a1 is empty and the
                // king has never moved.
                let king_home = record
                    .positions()
                    .iter()
                    .all(|p| p.board().king_of(Color::White) == Some(Square::E1));
                let theirs = if king_home && !pos.board().occupied().contains(Square::A1) {
                    let mut setup = pos.to_setup(EnPassantMode::Legal);
                    setup.board.set_piece_at(Square::A1, Color::White.rook());
                    setup.castling_rights.add(Square::A1);
                    // A rook on a1 that would check Black's king makes no position: skip it.
                    let Ok(with_rook) = Chess::from_setup(setup, CastlingMode::Standard) else {
                        continue;
                    };
                    with_rook.is_legal(Move::Castle {
                        king: Square::E1,
                        rook: Square::A1,
                    })
                } else {
                    false
                };
                assert_eq!(ours.is_ok(), theirs, "{} {ours:?}", fen(pos));
                if ours.is_ok() {
                    allowed += 1;
                } else {
                    refused += 1;
                }
            }
        }
        assert!(allowed > 5 && refused > 5, "{allowed} {refused}");
    }

    #[test]
    fn art_1930_22_2_repetitions_count_across_the_moves_in_a_row() {
        // White (two moves): Nf3 and Nc3; then knights out and back. The position after White's
        // first move (Nf3 alone, White to move) comes back with White to move.
        let (_, mut record) = game("two moves", "Nf3 Nc3 Nf6 Nb1 Ng8");
        assert_eq!(record.repetitions(), 2, "{}", fen(record.position()));
        let rules = rules("two moves", Edition::Fide1930);
        play(&rules, &mut record, "Nc3 Nf6 Nb1 Ng8");
        assert_eq!(record.repetitions(), 3);
        assert!(record.claim_now().is_some());
    }

    #[test]
    fn art_1930_22_8_castling_is_not_a_move_of_the_receiver_or_before_the_corner_clears() {
        let (rules, record) = game("rook and move", "e4 d5 d4 Bf5 Nc3 Nc6 Nf3 Qd7 Be2");
        let castle = rules
            .castling_without_rook(&record, CastlingSide::QueenSide)
            .expect("Black, the giver, castles on a8's side");
        assert_eq!(
            castle,
            Move::Castle {
                king: Square::E8,
                rook: Square::A8
            }
        );
        let mut after = record.clone();
        rules.play(&mut after, castle).expect("played");
        assert_eq!(
            after.position().board().piece_at(Square::C8),
            Some(Color::Black.king())
        );
        assert_eq!(after.position().fullmoves().get(), 6);
        // White, the receiver, has no such castling.
        let (rules, record) = game("rook and move", "e4 d5 d4 Bf5 Nc3 Nc6 Nf3 Qd7 Be2 e6");
        assert!(
            rules
                .castling_without_rook(&record, CastlingSide::QueenSide)
                .is_err()
        );
    }
}
