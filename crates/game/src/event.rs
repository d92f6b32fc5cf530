//! What can happen in a game: the events of the contract (ARCHITECTURE.md, "The game as events").
//!
//! One JSON object a line, each with `"t"` (ms since the game was created) and `"type"`.

use clock::Side;
use laws::{GameResult, Reason};
use serde::{Deserialize, Serialize};

use crate::text;

/// One event: when, and what.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Event {
    /// Milliseconds since the game was created; never earlier than the previous event's.
    pub t: u64,
    /// What happened.
    #[serde(flatten)]
    pub action: Action,
}

impl Event {
    /// An event at `t`.
    pub fn new(t: u64, action: Action) -> Event {
        Event { t, action }
    }
}

/// What happened, by `"type"`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// White's clock is started (Art. 6.6).
    Start,
    /// A completed move: played and the clock pressed (Art. 6.2.1). `move` in SAN of any
    /// supported language, long algebraic or UCI; `--` (PGN's null move) is a press without a
    /// move (Art. 7.5.3, `otb` mode only).
    Move {
        /// Who moved.
        by: Side,
        /// The move as written.
        #[serde(rename = "move")]
        text: String,
        /// A draw offer made with the move (Art. 9.1.2.1: after moving, before pressing).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        offer_draw: bool,
    },
    /// A draw offer at another moment (Art. 9.1.2.1).
    OfferDraw {
        /// Who offers.
        by: Side,
    },
    /// The offer is accepted (Art. 5.2.3).
    AcceptDraw {
        /// Who accepts.
        by: Side,
    },
    /// The offer is declined (Art. 9.1.2.1).
    DeclineDraw {
        /// Who declines.
        by: Side,
    },
    /// A draw claim (Art. 9.2, 9.3), on the position reached, or with an intended move written
    /// first and not played (9.2.1, 9.3.1).
    ClaimDraw {
        /// Who claims: the player on move.
        by: Side,
        /// The intended move.
        #[serde(rename = "move", default, skip_serializing_if = "Option::is_none")]
        intended: Option<String>,
    },
    /// Resignation (Art. 5.1.2).
    Resign {
        /// Who resigns.
        by: Side,
    },
    /// A claim that the opponent's flag has fallen (Art. 6.8, A.5.3).
    ClaimTime {
        /// Who claims.
        by: Side,
    },
    /// A claim that the opponent's last move was illegal (A.5.2), before moving.
    ClaimIllegal {
        /// Who claims.
        by: Side,
    },
    /// Time passes; a flag that has fallen is noticed (Art. 6.8).
    Tick,
    /// The clock is paused (Art. 6.11.1 by the arbiter; 6.11.2 by a player calling the arbiter).
    Pause {
        /// The player who paused, or none for the arbiter.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Side>,
        /// Why the arbiter paused, written into the notice (e.g. the server was down: the time it
        /// was down is charged to nobody).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    /// The arbiter restarts the clock (Art. 6.11.3).
    Resume,
    /// The game is adjourned with a sealed move (Guideline I.1).
    Adjourn {
        /// Who seals: the player on move.
        by: Side,
        /// The move written on the scoresheet, as written.
        sealed_move: String,
    },
    /// The adjourned game resumes: the envelope is opened and the sealed move played (I.9.1).
    ResumeAdjourned,
    /// A claim of a draw by perpetual check (1930 Art. 16.1.b, 1928 Par. 15.B: "lorsque le
    /// joueur démontre qu'il peut donner échec perpétuel"), by the player giving the checks, on
    /// move or not. It does not end the game: the state's notices give the facts the program can
    /// establish, the clocks stop (1930 Art. 20.1.e) and play waits for the arbiter's ruling:
    /// `declare_result` upholds it, `reject_claim` (or `resume`) lets play go on. An extension of
    /// the contract's events; refused (`no_such_rule`) under the 2023 and 1997 Laws.
    ClaimPerpetual {
        /// Who claims: the player who says he can check for ever.
        by: Side,
    },
    /// "Mate me in fifty moves" (1930 Art. 16.1.f, 1928 Par. 15.F): `by` demands, at any
    /// moment, that the opponent mate within fifty moves; the count starts again after each
    /// capture and pawn move, and when it runs out `by` may claim the draw (`claim_draw`) at that
    /// moment (1930 Art. 16.2). An extension of the contract's events; refused
    /// (`no_such_rule`) under the 2023 and 1997 Laws.
    DemandMate {
        /// Who demands to be mated.
        by: Side,
        /// 1930 Art. 16.1.f only: the moves that theory, as the arbiter rules, establishes as
        /// needed to force the win in this position; when more than fifty, twice as many are
        /// granted. The arbiter's ruling, never the player's: a program hosting the game takes it
        /// from the arbiter only (the server refuses it from a seat's token, `arbiter_only`).
        /// For a player whose demand stands, it is the ruling on that demand, whose count goes
        /// on from the demand. At most [`laws::MAX_THEORY_MOVES`] (`theory_out_of_range`);
        /// refused under the 1928 draft (`no_theory_exception`), which has no such exception.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        theory_moves: Option<u32>,
    },
    /// 1930 Art. 17.b (1928 Par. 16.c): after an illegal capture taken back, the opponent of
    /// the offender chooses whether the offender must capture that piece legally or make another
    /// legal move with the piece touched ("au choix de l'adversaire"). Asked for by the state's
    /// `must_move.chooser`. An extension of the contract's events; refused (`no_choice`) when
    /// no such choice is open.
    ChoosePenalty {
        /// Who chooses: the offender's opponent.
        by: Side,
        /// What he chooses.
        choice: PenaltyChoice,
    },
    /// A piece touched on the board by `by` (Art. 4.3, 4.4; 1930 Art. 15, 1928 Par. 14): an own
    /// piece binds him to move it, an opponent's to capture it, pieces of both colours as 4.3.3
    /// says; the binding is the state's `must_move` and a move that breaks it is refused. Only
    /// the player on move is bound (4.3 "le joueur ou la joueuse au trait"); over the board only
    /// (`otb`): an online game has no touches. Entered by the arbiter, or by the server from an
    /// attached sensing board (a lift is a touch). A touch counts for 9.4 (no draw claim on this
    /// move) and 4.8 (no claim of the opponent's breach of Article 4) even when it binds
    /// nothing. An extension of the contract's events.
    Touch {
        /// Who touched: the player on move.
        by: Side,
        /// The square of the piece touched (`e2`).
        square: String,
        /// On a peg board (Annex D, `regulations.peg_board`): whether the piece was taken out
        /// of its securing hole — only then is it touched (D.2.2). Absent: it was. Read only for
        /// the player who uses the peg board (D.2.5: the normal Laws for the sighted player).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        withdrawn: Option<bool>,
    },
    /// `by`, on move, announces that he adjusts a piece ("j'adoube", Art. 4.2.1; 1930 Art. 14.1):
    /// the next `touch` by him is an adjustment and binds nothing. One announcement covers one
    /// touch: "Le joueur ou la joueuse doit toujours annoncer son intention d'ajuster une pièce"
    /// (4.2.1), and no sensor tells where adjusting ends and a touch to move begins; to adjust
    /// several pieces, announce before each. Under the 1930 Laws the touch of an opponent's
    /// piece is no adjustment (1930 Art. 14.2) and binds as any touch. An extension of the
    /// contract's events.
    Adjust {
        /// Who adjusts: the player on move.
        by: Side,
    },
    /// The arbiter rules `by`'s contacts on this move clearly accidental (Art. 4.2.2, "à
    /// l'exception d'un contact clairement accidentel"): the pieces touched bind no more, and
    /// count neither for 9.4 nor for 4.8. The arbiter's only. An extension of the contract's
    /// events.
    ReleaseTouch {
        /// Whose touches.
        by: Side,
    },
    /// 1930 Art. 15.c–e (1928 Par. 14.c–e): `by`, the opponent of the player who touched
    /// several pieces, designates the one to move or to capture ("l'adversaire a le droit de
    /// désigner la pièce qui devra être jouée"). Asked for by the state's `must_move.one_of`;
    /// refused (`no_touch_choice`) when no such choice is open. An extension of the contract's
    /// events.
    ChooseTouched {
        /// Who designates: the opponent of the player bound.
        by: Side,
        /// The square of the piece designated.
        square: String,
    },
    /// `by` claims that the opponent broke Article 4 (4.1–4.7) on his last move — a move with
    /// two hands, a piece adjusted without announcing it, a piece released and moved again:
    /// what the game cannot see. Refused (`claim_lost`) once `by` has touched a piece on this
    /// move (Art. 4.8; 1930 Art. 18.1, 1928 Par. 17); otherwise announced, and the arbiter rules
    /// (a `pause`, then his rulings). An extension of the contract's events.
    ClaimBreach {
        /// Who claims: the player on move, whose opponent moved last.
        by: Side,
    },
    /// The physical board differs from the game (Art. 7.4, 7.6): the squares to put right, with
    /// the piece each must hold. Sent by the server from an attached sensing board, or by the
    /// arbiter; an empty list says the board matches again. Over the board only. The state's
    /// `restore` shows the squares until then. An extension of the contract's events.
    BoardMismatch {
        /// The squares to restore.
        squares: Vec<Misplaced>,
        /// `7.6` (default) or `7.4.1` (pieces knocked over by the player on move).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        article: Option<String>,
    },
    /// A ruling by the arbiter.
    Arbiter(Ruling),
}

/// A square of the board to put right (see [`Action::BoardMismatch`]): `{"square","piece"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Misplaced {
    /// The square (`e2`).
    pub square: String,
    /// The piece it must hold, as its FEN letter (`P`, `n`); `null` for an empty square.
    pub piece: Option<String>,
}

/// The opponent's choice after an illegal capture (1930 Art. 17.b, 1928 Par. 16.c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyChoice {
    /// The offender must capture the piece he took illegally, legally, with any of his pieces
    /// ("prendre la pièce adverse de façon régulière").
    Capture,
    /// The offender must make another legal move with the piece he touched ("faire un autre
    /// coup légal avec la pièce touchée").
    TouchedPiece,
}

/// The arbiter's rulings, by `"action"`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Ruling {
    /// Sets both clocks (Art. 6.10.2, 7.1).
    SetClock {
        /// White's time.
        white_ms: u64,
        /// Black's time.
        black_ms: u64,
    },
    /// Gives a player more time (Art. 12.5, 6.10.2).
    AddTime {
        /// Who gets it.
        to: Side,
        /// How much.
        ms: u64,
    },
    /// A penalty (Art. 12.9).
    Penalty {
        /// Who is penalised.
        against: Side,
        /// Which one.
        kind: PenaltyKind,
        /// Time for `add_time` and `take_time` (default: two minutes, one in rapid and blitz).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ms: Option<u64>,
        /// Points for `add_points` and `take_points` (12.9.4, 12.9.5).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        points: Option<f64>,
    },
    /// Declares a result (Art. 12.1 and wherever the Laws leave the decision to the arbiter:
    /// perpetual check under 1930 Art. 16.1.b, a 9.1.1 agreement the arbiter consents to...).
    DeclareResult {
        /// `1-0`, `0-1`, `1/2-1/2`, `+/-`, `-/+` or `-/-`.
        #[serde(with = "text")]
        result: GameResult,
        /// A word of the closed list.
        #[serde(with = "text")]
        reason: Reason,
        /// The article the arbiter applies (default `12.1`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        article: Option<String>,
    },
    /// A forfeit: absence after the default time (Art. 6.7.1), or refusing to comply with the
    /// Laws (11.7); `both` for a double forfeit (11.8).
    Forfeit {
        /// Who forfeits.
        by: Party,
    },
    /// Guideline III.4 granted on `requester`'s request: a 5-second increment for both players
    /// from then on, and two more minutes for the opponent (an extension of the contract's
    /// actions; only where the regulations announced Guideline III, III.2.1, and never in
    /// blitz or with an increment, III.2.2).
    #[serde(rename = "grant_iii_4")]
    GrantIii4 {
        /// The player on move, with less than two minutes, who asked.
        requester: Side,
    },
    /// The game began with the colours reversed (Art. 7.3): a new game if fewer than ten moves
    /// were made by each player (an extension of the contract's actions).
    ColoursReversed,
    /// The initial position was wrong (Art. 7.2.1): the game is annulled and a new one played
    /// (an extension of the contract's actions).
    WrongStartPosition,
    /// The claim awaiting the arbiter's ruling (a perpetual check, 1930 Art. 16.1.b, 1928
    /// Par. 15.B) is rejected: play goes on and the clocks restart (1930 Art. 20.1.e). An
    /// extension of the contract's actions; `resume` rules the same way. To uphold the claim
    /// the arbiter uses `declare_result`.
    RejectClaim,
    /// The arbiter withdraws his own last declaration of a result (`declare_result`, a
    /// `forfeit`, a game declared lost as a penalty, 12.9.6: [`Ruling::declares_result`]) while
    /// it is still the game's last step (issue 35, item 1): the game is as it
    /// was just before it, its clocks stopped at the moment of the declaration (Art. 6.11.1:
    /// the time since is charged to nobody; the arbiter restarts them, 6.11.3). Refused
    /// (`no_declaration_to_withdraw`) when the game's last step is anything else. An extension
    /// of the contract's actions; see `withdrawal.rs` for the Laws it rests on.
    WithdrawDeclaration,
}

/// A penalty of Art. 12.9 (and the illegal move the arbiter observes, 7.5.4, A.5.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyKind {
    /// 12.9.1.
    Warning,
    /// 12.9.2: more time for the opponent.
    AddTime,
    /// 12.9.3: less time for the offender.
    TakeTime,
    /// 12.9.4: more points for the opponent, up to the game's maximum.
    AddPoints,
    /// 12.9.5: fewer points for the offender.
    TakePoints,
    /// 12.9.6: the game is declared lost by the offender.
    LoseGame,
    /// 12.9.7: a fine set in advance (recorded; the competition collects it).
    Fine,
    /// 12.9.8, 12.9.9: expulsion from rounds or from the competition (recorded; the game is
    /// lost, 12.9.6).
    Expulsion,
    /// An illegal move the arbiter observes: a move made with two hands (7.5.4), or one seen
    /// under A.5.2 before the opponent's next move. Penalised as Art. 7.5.5 says.
    IllegalMove,
}

/// One player or both (a double forfeit, Art. 11.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Party {
    /// White.
    White,
    /// Black.
    Black,
    /// Both players.
    Both,
}
