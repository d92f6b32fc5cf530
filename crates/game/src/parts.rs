//! The game's small parts, and what every part uses (issue 21, item 2). A leaf module: it
//! imports no other module of the game that has an `impl Game`, so the modules of `game` form no
//! cycle (`machine.rs` dispatches; `course`, `view`, `draws`, `moves`, `time`, `rulings`,
//! `judgement`, `odds` add the methods of their part; all of them import from here).
//!
//! - the scoresheet's line for a half-move ([`Ply`]);
//! - the irregularities: an illegal move awaiting a claim ([`PendingIllegal`], A.5.2, 1997 C.3;
//!   what binds the next move is `binding`'s); how a move text reads ([`Read`]);
//! - what an event's acts rewrote of the history, for a refusal after them ([`Undo`]);
//! - refusals ([`refuse`]; why a move or the clock refused, as a reason code:
//!   [`crate::reasons`]) and the sides of the clock and of the board.

use std::sync::Arc;

use clock::{BySide, Clock, ClockError, Side};
use laws::{MateDemand, Record};
use notation::MoveError;
use shakmaty::{Color, Move, Square};

use crate::{
    ErrorBody,
    codes::{self, Code, Params},
    params,
    reasons::Why,
};

/// A refusal: the event changes nothing.
pub(crate) type Refusal = ErrorBody;

/// A refusal of `code` with `params`.
pub(crate) fn refuse(code: &Code, params: Params) -> Refusal {
    ErrorBody::coded(code, params)
}

/// A move text that names no single legal move, refused under the notation's own code; the
/// notation's sentence as `why` or `detail`, and its reason as `why_code` or `detail_code`.
pub(crate) fn move_refusal(e: &MoveError) -> Refusal {
    let why = Why::of_move(e);
    let code = match e {
        MoveError::Syntax(_) => &codes::NOT_NOTATION,
        MoveError::UnknownSymbol { .. } => &codes::UNKNOWN_PIECE,
        MoveError::Illegal { .. } => {
            return refuse(&codes::ILLEGAL_MOVE, why.into_params("why", params! {}));
        }
        MoveError::Ambiguous { .. } => &codes::AMBIGUOUS_MOVE,
    };
    refuse(code, why.into_params("detail", params! {}))
}

/// A move refused as illegal (`illegal_move`), with why.
pub(crate) fn illegal_refusal(why: Why) -> Refusal {
    refuse(&codes::ILLEGAL_MOVE, why.into_params("why", params! {}))
}

/// A clock's refusal (an event the clock cannot take), in the clock's words (`detail`) and as
/// a reason code (`detail_code`).
pub(crate) fn clock_refusal(e: ClockError) -> Refusal {
    refuse(
        &codes::CLOCK,
        Why::of_clock(&e).into_params("detail", params! {}),
    )
}

/// Stops a clock that runs, the game being over (its readings stay).
pub(crate) fn stop_clock(clock: &mut Option<Clock>, t: u64) {
    if let Some(clock) = clock
        && clock.reading(t).running.is_some()
    {
        // A clock that runs can be paused; an error here would only mean it already stopped.
        let _ = clock.pause(t);
    }
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

/// The scoresheet (Art. 8): the half-moves recorded and the moves each player completed.
#[derive(Clone, Debug, Default)]
pub(crate) struct Scoresheet {
    pub plies: Vec<Ply>,
    /// Moves completed by each player (Art. 6.2.1), for 5.2.3, 7.3, 9.1.1; 1930 16.1.d.
    pub moves: BySide<u32>,
    /// Plies before the record's start (an illegal move that stood, A.5.2).
    pub rebased_at: Option<usize>,
}

/// The draw offers (Art. 9.1).
#[derive(Clone, Debug, Default)]
pub(crate) struct Offers {
    /// The offer standing, and whose (9.1.2.1).
    pub standing: Option<Side>,
    /// An offer made before its maker's next move, to be written with it (9.1.2.2).
    pub with_next: Option<Side>,
}

impl Offers {
    /// The game is over: the offer standing lapses (9.1.2.1).
    pub fn lapse(&mut self) {
        self.standing = None;
    }
}

/// The irregularities (Art. 7.5; A.5.2; 1930 Art. 17): illegal moves penalised and one awaiting
/// a claim. What they bind the next move to is `binding`'s ([`crate::binding::Binding`]).
#[derive(Clone, Debug, Default)]
pub(crate) struct Irregularities {
    /// Completed illegal moves each player was penalised for (7.5.5).
    pub penalised: BySide<u32>,
    /// An illegal move standing under A.5.2 (or off the board, 1997 C.3) until claimed.
    pub pending: Option<PendingIllegal>,
    /// The last illegal move penalised (Art. 7.5.5): whose, and the plies recorded then, so that
    /// a second irregularity in the same move counts once (the 7.5.5 commentary).
    pub last_penalised: Option<(Side, usize)>,
}

/// The physical board (Art. 4.2.1; 1930 Art. 14; 7.4, 7.6): an adjustment announced and the
/// squares to put right. The pieces touched are `binding`'s ([`crate::binding::Binding`]).
#[derive(Clone, Debug, Default)]
pub(crate) struct Touches {
    /// An adjustment announced (4.2.1): the next touch by this player adjusts.
    pub adjusting: Option<Side>,
    /// The squares the board must be put right on (7.4, 7.6), with their pieces, and the
    /// article; empty when the board matches the game.
    pub restore: Vec<(Square, Option<shakmaty::Piece>)>,
    pub restore_article: String,
}

impl Irregularities {
    /// The game is over: an illegal move awaiting a claim can no longer be claimed (A.5.2).
    pub fn end(&mut self) {
        self.pending = None;
    }
}

/// The arbiter's desk: what the arbiter keeps count of beside the board — the "mate me in
/// fifty moves" demands standing (1930 Art. 16.1.f, 1928 Par. 15.F; in the order made, one a
/// player at most) and points added or taken (12.9.4, 12.9.5). The claim awaiting a ruling is
/// the game's phase ([`crate::phase::Phase::ClaimPending`]).
#[derive(Clone, Debug, Default)]
pub(crate) struct Desk {
    pub mate_demands: Vec<MateDemand>,
    pub point_adjust: BySide<f64>,
}

impl Desk {
    /// The game is over: the mate demands lapse (the points adjusted stay, Art. 12.9).
    pub fn end(&mut self) {
        self.mate_demands.clear();
    }
}

/// What the acts of the event being applied rewrote in place (the `undo` module): the record
/// and the scoresheet's lines as they stood before the first rewrite of each, for a refusal
/// after it. Empty between events.
#[derive(Clone, Debug, Default)]
pub(crate) struct Undo {
    pub record: Option<Record>,
    pub plies: Option<Vec<Ply>>,
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

/// An illegal move standing under A.5.2 until the opponent claims or moves.
#[derive(Clone, Debug)]
pub(crate) struct PendingIllegal {
    pub by: Side,
    /// The square of the piece moved, for touch-move once corrected (7.5.1, 4.3).
    pub from: Option<Square>,
    /// The square it was moved to (the piece captured there is touched too, 7.5.1).
    pub to: Option<Square>,
    /// What bound the offender's move before it (his touches): they bind the move that
    /// replaces it (7.5.1: "Les Articles 4.3 et 4.7 s'appliquent au coup remplaçant").
    pub binding: crate::binding::Binding,
    /// Whether the move is on the board (`false`: it could not stand, 1997 C.3 only).
    pub on_board: bool,
    /// The record's rebase before the move.
    pub rebased_at: Option<usize>,
    /// The record before the move, shared: a checkpoint (`undo`) taken while the move awaits a
    /// claim does not copy it.
    pub record: Arc<Record>,
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
        why: Why,
    },
    /// No single move: not notation, a piece letter of no language read, or ambiguous.
    Unreadable(MoveError),
}
