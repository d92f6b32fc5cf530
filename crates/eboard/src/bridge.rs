//! From the board's decisions to the game's events: the one translation `arbiter serve` (a
//! board attached to a game) and `arbiter board` both use, so that a board drives the game
//! the same way wherever it is plugged in (issue 23, points 4 and 5).
//!
//! Pure like the rest of the crate: it reads no clock and sends nothing. The caller feeds the
//! [`Reconstructor`], hands its decisions to [`Bridge::actions`], submits each [`Submit`] to the
//! game in order, and when the game refuses a completed move for a binding
//! ([`refused_for_binding`]: Art. 4.3; 4.3 after 7.5.1; 1930 Art. 15, 17) calls
//! [`Bridge::resync`] with the game's position and translates the decisions that gives too.
//!
//! What sensors cannot tell — a touch without a lift, intention, "j'adoube" spoken (Art.
//! 4.2.1), a contact ruled accidental (4.2.2), which hand — is not sent here: it stays the
//! arbiter's and the players', through the game's own events (`adjust`, `release_touch`,
//! `claim_breach`, `choose_touched`).

use game::{Action, Misplaced, Side};
use shakmaty::{Chess, Color, Position as _, Square};

use crate::touch::TouchRules;
use crate::{Decision, Fix, Reconstructor};

/// The error code under which the game refuses a move that breaks what the touches bound the
/// player to (Art. 4.3, 4.4; 1930 Art. 15, 17): `game::codes::TOUCH_BOUND_MOVE` and its kin.
pub const BOUND_MOVE: &str = "bound_move";

/// Whether a refusal's error code is the game's refusal of a move that breaks a binding: the
/// move does not stand on the board either, which goes back to the game's position
/// ([`Bridge::resync`]).
pub fn refused_for_binding(code: &str) -> bool {
    code == BOUND_MOVE
}

/// The touch-move rules of a game's edition: the 1930 Laws and the 1928 draft have their own
/// (1930 Art. 15, 1928 Par. 14: the opponent chooses which touched piece moves); every other
/// edition has Art. 4.3–4.4 of today's Laws. Read from the edition's data
/// ([`laws::CompetitionRules::touch_rules`]), the field the game reads too, so the board and the
/// game cite the same articles (1928 Par. 14 under the 1928 draft).
pub fn touch_rules(edition: laws::Edition) -> TouchRules {
    edition.competition().touch_rules
}

/// One event for the game, from the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Submit {
    /// Its time, ms: the press's for a completed move (Art. 6.2.1) or an illegal move completed
    /// at the press (7.5.1); `None`: the time of the input that decided it.
    pub at: Option<u64>,
    /// The game's event.
    pub action: Action,
    /// The code of the decision it comes from ([`Decision::code`]), or `touch`.
    pub decision: &'static str,
}

/// The translation's memory: the touches already sent to the game on the move under way, so
/// that each lift goes once.
#[derive(Clone, Debug, Default)]
pub struct Bridge {
    /// The squares whose touch went to the game on this move (Art. 4.3), in order.
    sent: Vec<Square>,
}

impl Bridge {
    /// A bridge for a board just attached: nothing sent yet.
    pub fn new() -> Bridge {
        Bridge::default()
    }

    /// What a batch of decisions (just taken by `rec`) submits to the game, in order: each
    /// decision's event ([`action_of`]), and the touches of the player on move (Art. 4.3) —
    /// held while a move stands made on the board and not pressed, since a lift then may be the
    /// opponent's reply begun before the press (6.2.1); the mover's go before his move, in the
    /// reconstruction's order (4.3.3: the own piece first when one scan saw both colours).
    /// `started`: whether the game has started (the board's readiness starts it, Art. 2.3).
    pub fn actions(
        &mut self,
        rec: &Reconstructor,
        decisions: &[Decision],
        started: bool,
    ) -> Vec<Submit> {
        let mut out = Vec::new();
        for decision in decisions {
            match decision {
                // Sent below, once the batch shows whose they are.
                Decision::Touch { .. } => {}
                Decision::MoveCompleted { by, touches, .. } => {
                    for square in touches {
                        if !self.sent.contains(square) {
                            out.push(Submit {
                                at: None,
                                action: touch_action(*by, *square),
                                decision: decision.code(),
                            });
                        }
                    }
                    self.sent.clear();
                }
                Decision::IllegalMove { .. } | Decision::PressWithoutMove { .. } => {
                    self.sent.clear();
                }
                _ => {}
            }
            if let Some((at, action)) = action_of(decision, started) {
                out.push(Submit {
                    at,
                    action,
                    decision: decision.code(),
                });
            }
        }
        if rec.started() && !move_on_board(rec) {
            let by = rec.position().turn();
            for touched in rec.touched() {
                if !self.sent.contains(&touched.square) {
                    self.sent.push(touched.square);
                    out.push(Submit {
                        at: None,
                        action: touch_action(by, touched.square),
                        decision: "touch",
                    });
                }
            }
        }
        out
    }

    /// The game refused the move the board completed for a binding ([`refused_for_binding`]):
    /// the reconstruction goes back to the game's position `pos`, the touches of the move are
    /// forgotten, and the squares to put back are decided (`board_mismatch`, Art. 4.3) into
    /// `out` — to translate with [`Bridge::actions`] like any other batch.
    pub fn resync(&mut self, rec: &mut Reconstructor, pos: Chess, out: &mut Vec<Decision>) {
        rec.resync(pos, "4.3", out);
        self.sent.clear();
    }
}

/// Whether the board shows more than the game's position with pieces in hand: a piece put down
/// where the position has none of it — a move made, not yet completed (Art. 4.7, 6.2.1).
fn move_on_board(rec: &Reconstructor) -> bool {
    let board = rec.board();
    let game = rec.position().board();
    board
        .occupied()
        .into_iter()
        .any(|sq| board.piece_at(sq) != game.piece_at(sq))
}

/// What one decision submits to the game, and at what time (`None`: the input's): the board's
/// readiness starts a game not started (Art. 2.3, 6.6), a completed move is the mover's `move`
/// at the press (6.2.1), an illegal move completed at the press goes the over-the-board way
/// (7.5.1, 7.5.2), a press without a move is `--` (7.5.3), a move on the board not pressed when
/// the input ends is played (6.2.1: the decision says it was not pressed), a board differing
/// from the game is the game's `board_mismatch` with the squares to restore (7.4, 7.6), and
/// the same event with none once it is put right. Touches are not here: see
/// [`Bridge::actions`].
pub fn action_of(decision: &Decision, started: bool) -> Option<(Option<u64>, Action)> {
    let mv = |by: &Color, text: &str| Action::Move {
        by: side(*by),
        text: text.to_owned(),
        offer_draw: false,
    };
    match decision {
        Decision::BoardReady if !started => Some((None, Action::Start)),
        Decision::MoveCompleted { t, by, uci, .. } | Decision::IllegalMove { t, by, uci, .. } => {
            Some((Some(*t), mv(by, uci)))
        }
        Decision::PressWithoutMove { t, by } => Some((Some(*t), mv(by, "--"))),
        Decision::MoveNotPressed { by, uci, .. } => Some((None, mv(by, uci))),
        Decision::BoardMismatch { article, restore } => Some((
            None,
            Action::BoardMismatch {
                squares: restore.iter().map(misplaced).collect(),
                article: Some((*article).to_owned()),
            },
        )),
        Decision::BoardRestored => Some((
            None,
            Action::BoardMismatch {
                squares: Vec::new(),
                article: None,
            },
        )),
        _ => None,
    }
}

/// A colour as the game's side.
pub fn side(c: Color) -> Side {
    match c {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

/// A touch by `by` on `square`, as the game's event (a lift is a touch, Art. 4.3; on a peg
/// board, the peg taken out of its hole, D.2.2).
fn touch_action(by: Color, square: Square) -> Action {
    Action::Touch {
        by: side(by),
        square: square.to_string(),
        withdrawn: None,
    }
}

/// A square to put right, as the game's event writes it (Art. 7.4, 7.6).
fn misplaced(fix: &Fix) -> Misplaced {
    Misplaced {
        square: fix.square.to_string(),
        piece: fix.piece.map(|p| p.char().to_string()),
    }
}
