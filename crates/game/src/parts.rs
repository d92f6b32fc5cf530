//! The game's small parts, and what every part uses (issue 21, item 2). A leaf module: it
//! imports no other module of the game that has an `impl Game`, so the modules of `game` form no
//! cycle (`machine.rs` dispatches; `draws`, `moves`, `time`, `rulings`, `judgement`, `odds` add
//! the methods of their part; all of them import from here).
//!
//! - the scoresheet's line for a half-move ([`Ply`]);
//! - the irregularities: the bound piece ([`Bound`]: what binds the next move, 9.5.3, 4.3 after
//!   7.5.1, 1930 Art. 17) and an illegal move awaiting a claim ([`PendingIllegal`], A.5.2,
//!   1997 C.3); how a move text reads ([`Read`]);
//! - refusals ([`refuse`]) and the sides of the clock and of the board.

use clock::{Clock, Side};
use laws::Record;
use notation::MoveError;
use shakmaty::{Color, Move, Square};

use crate::{
    ErrorBody,
    codes::{self, Code, Params},
    params,
};

/// A refusal: the event changes nothing.
pub(crate) type Refusal = ErrorBody;

/// A refusal of `code` with `params`.
pub(crate) fn refuse(code: &Code, params: Params) -> Refusal {
    ErrorBody::coded(code, params)
}

/// A move text that names no single legal move, refused under the notation's own code.
pub(crate) fn move_refusal(e: &MoveError) -> Refusal {
    let code = match e {
        MoveError::Syntax(_) => &codes::NOT_NOTATION,
        MoveError::UnknownSymbol { .. } => &codes::UNKNOWN_PIECE,
        MoveError::Illegal { .. } => {
            return refuse(&codes::ILLEGAL_MOVE, params! { "why" => e.to_string() });
        }
        MoveError::Ambiguous { .. } => &codes::AMBIGUOUS_MOVE,
    };
    refuse(code, params! { "detail" => e.to_string() })
}

/// A clock's refusal (an event the clock cannot take), in the clock's words.
pub(crate) fn clock_refusal(e: impl std::fmt::Display) -> Refusal {
    refuse(&codes::CLOCK, params! { "detail" => e.to_string() })
}

/// The clock's side for a board colour.
pub(crate) fn side_of(color: Color) -> Side {
    match color {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

/// The board colour of a side.
pub(crate) fn color_of(side: Side) -> Color {
    match side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    }
}

/// One half-move of the game as recorded on the scoresheet.
#[derive(Clone, Debug)]
pub(crate) struct Ply {
    pub san: String,
    pub uci: String,
    /// The mover's clock after the move (for `[%clk]`).
    pub clock_ms: Option<u64>,
    pub offer: bool,
}

/// What binds the next move (see [`crate::Obligation`]).
#[derive(Clone, Debug)]
pub(crate) struct Bound {
    pub by: Side,
    pub intended: Option<Move>,
    pub piece_on: Square,
    pub article: &'static str,
    /// 1930 Art. 17.b (1928 Par. 16.c): the opponent's piece on this square must be captured
    /// legally, by any piece; with `chooser` set, only if the opponent chooses so.
    pub capture_on: Option<Square>,
    /// 1930 Art. 17.b: the opponent, who chooses between the capture and another move of the
    /// piece on `piece_on`; until then the offender waits.
    pub chooser: Option<Side>,
}

/// An illegal move standing under A.5.2 until the opponent claims or moves.
#[derive(Clone, Debug)]
pub(crate) struct PendingIllegal {
    pub by: Side,
    /// The square of the piece moved, for touch-move once corrected (7.5.1, 4.3).
    pub from: Option<Square>,
    /// Whether the move is on the board (`false`: it could not stand, 1997 C.3 only).
    pub on_board: bool,
    /// The record's rebase before the move.
    pub rebased_at: Option<usize>,
    pub record: Record,
    pub clock: Option<Clock>,
    pub plies: usize,
}

/// How a move text reads in the position.
pub(crate) enum Read {
    Legal(Move),
    /// A pawn on the last rank without a new piece (Art. 7.5.2): the queen promotion.
    Unpromoted(Move),
    /// Notation for a move that is not legal here, with its piece's squares when known; in an
    /// odds game also a move the odds forbid (1930 Art. 22.4, 22.8).
    Illegal {
        from: Option<Square>,
        to: Option<Square>,
        why: String,
    },
    /// No single move: not notation, a piece letter of no language read, or ambiguous.
    Unreadable(MoveError),
}
