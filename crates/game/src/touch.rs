//! Touch-move over the board (Art. 4.2–4.5, 4.8, 9.4, D.2.2; 1930 Art. 14, 15, 18.1; 1928
//! Par. 13, 14, 17), and the physical board that differs from the game (7.4, 7.6).
//!
//! What the touches bind the player on move to is decided by `laws::touch` (the same decision
//! a sensing board makes of its lifts, `eboard::touch`), under the edition's
//! [`laws::CompetitionRules::touch_rules`]; this part keeps the touches of the move and refuses
//! a move that breaks the binding. Online there is nothing to touch: every event here is refused
//! (`not_otb`).

use clock::Side;
use laws::{Obligation, Touched};
use shakmaty::{Move, Piece, Position, Square};

use crate::{
    Misplaced, Mode, Notice, Party, codes,
    machine::Game,
    params,
    parts::{self, Refusal, refuse},
    state,
};

/// A square as the events write it.
fn square_of(text: &str) -> Result<Square, Refusal> {
    text.trim()
        .parse::<Square>()
        .map_err(|_| refuse(&codes::BAD_SQUARE, params! { "square" => text }))
}

/// Squares as a page lists them: `b1, g1`.
fn list(squares: impl IntoIterator<Item = Square>) -> String {
    squares
        .into_iter()
        .map(|sq| sq.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Game {
    /// Refuses the events of the physical board in an online game (`article`: the rule asked
    /// for).
    fn require_otb(&self, article: &str) -> Result<(), Refusal> {
        if self.rules.config.mode == Mode::Otb {
            Ok(())
        } else {
            Err(refuse(&codes::NOT_OTB, params! { "article" => article }))
        }
    }

    /// The touch-move article of the edition (`4.3`, `1930 Art. 15`…).
    fn touch_article(&self) -> &'static str {
        self.competition().touch_rules.article()
    }

    /// The touches that stand for `by` on this move (none once he moved, or for the other
    /// player).
    pub(crate) fn touched_by(&self, by: Side) -> &[Touched] {
        match self.touches.by {
            Some(s) if s == by && by == self.to_move() => &self.touches.touched,
            _ => &[],
        }
    }

    /// What the touches bind the player on move to (Art. 4.3–4.5; 1930 Art. 15), the
    /// opponent's designation applied.
    pub(crate) fn touch_obligation(&self) -> Obligation {
        if self.phase.end().is_some() {
            return Obligation::Unbound;
        }
        if let Some(designated) = self.touches.designated {
            return designated;
        }
        let touched = self.touched_by(self.to_move());
        self.competition()
            .touch_rules
            .obligation(self.position(), touched)
    }

    /// A `touch` (Art. 4.3, 4.4; 1930 Art. 15; D.2.2 on a peg board).
    pub(crate) fn touch(
        &mut self,
        by: Side,
        square: &str,
        withdrawn: Option<bool>,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        let article = self.touch_article();
        self.require_otb(article)?;
        self.require_play()?;
        let square = square_of(square)?;
        // 4.3: "si le joueur ou la joueuse au trait touche".
        if by != self.to_move() {
            return Err(refuse(
                &codes::TOUCH_NOT_ON_MOVE,
                params! { "article" => article, "to_move" => self.to_move() },
            ));
        }
        let Some(piece) = self.position().board().piece_at(square) else {
            return Err(refuse(
                &codes::NO_PIECE_THERE,
                params! { "square" => square },
            ));
        };
        // D.2.2: on the peg board a piece is touched once its peg is out of its hole; D.2.5:
        // for the sighted player, the normal Laws.
        if let Some(peg) = self.competition().peg_board_touch
            && self.on_peg_board(by)
            && withdrawn == Some(false)
        {
            notices.push(Notice::coded(
                peg.as_str(),
                &codes::TOUCH_PEG_IN_HOLE,
                params! { "square" => square },
            ));
            return Ok(());
        }
        // 4.2.1 (1930 Art. 14.1): announced before, the touch adjusts.
        if self.touches.adjusting.take_if(|s| *s == by).is_some() {
            match self.competition().adjusting_own_pieces_only {
                // 1930 Art. 14.2: "Il est interdit d'adouber les pièces du partenaire". The
                // announcement covers the player's own pieces only (14.1: "une ou plusieurs de
                // ses propres pièces"), so this contact is no adjustment: it is a touch, and
                // Art. 15 ("Si le joueur ayant le trait touche … b) une des pièces de
                // l'adversaire, il doit la prendre") applies to it as to any other. The 1930
                // text has no "délibérément" (2023 Art. 4.3) that a director could weigh, and
                // the player was told by 14.2 beforehand; the opponent, who must adjust his own
                // pieces on request (14.2), is the one to ask. The announcement is spent, as
                // any announcement is by the touch that follows it.
                Some(own_only) if piece.color != parts::color_of(by) => {
                    notices.push(Notice::coded(
                        own_only.as_str(),
                        &codes::ADJUST_OPPONENT_FORBIDDEN,
                        params! { "by" => by, "square" => square },
                    ));
                }
                _ => {
                    notices.push(Notice::coded(
                        self.adjust_article(),
                        &codes::ADJUSTED,
                        params! { "by" => by, "square" => square },
                    ));
                    return Ok(());
                }
            }
        }
        if self.touches.by != Some(by) {
            self.clear_touches();
            self.touches.by = Some(by);
        }
        let touched = Touched { square, piece };
        if !self.touches.touched.contains(&touched) {
            self.touches.touched.push(touched);
        }
        notices.push(self.binding_notice(by, square));
        Ok(())
    }

    /// Whether `by` plays on a peg board (Annex D, `regulations.peg_board`).
    fn on_peg_board(&self, by: Side) -> bool {
        match self.rules.config.regulations.peg_board {
            Some(Party::Both) => true,
            Some(Party::White) => by == Side::White,
            Some(Party::Black) => by == Side::Black,
            None => false,
        }
    }

    /// The adjusting article: 4.2.1 (1930 Art. 14.1; 1928 Par. 13).
    fn adjust_article(&self) -> &'static str {
        self.competition().adjusting.as_str()
    }

    /// The notice of what the touches bind `by` to now.
    fn binding_notice(&self, by: Side, touched: Square) -> Notice {
        let ob = self.touch_obligation();
        let article = ob.article();
        match ob {
            Obligation::Unbound | Obligation::Free => Notice::coded(
                article,
                &codes::TOUCH_BINDS_NOTHING,
                params! { "by" => by, "square" => touched },
            ),
            Obligation::Move { square, .. } => Notice::coded(
                article,
                &codes::TOUCH_MUST_MOVE,
                params! { "by" => by, "square" => square },
            ),
            Obligation::Capture { square, .. } => Notice::coded(
                article,
                &codes::TOUCH_MUST_CAPTURE,
                params! { "by" => by, "square" => square },
            ),
            Obligation::CaptureWith { piece, target } => Notice::coded(
                article,
                &codes::TOUCH_MUST_CAPTURE_WITH,
                params! { "by" => by, "target" => target, "square" => piece },
            ),
            Obligation::Castle { rook } => Notice::coded(
                article,
                &codes::TOUCH_MUST_CASTLE,
                params! { "by" => by, "square" => rook },
            ),
            Obligation::KingMove { king } => Notice::coded(
                article,
                &codes::TOUCH_MUST_MOVE_KING,
                params! { "by" => by, "square" => king },
            ),
            Obligation::OpponentChooses {
                move_one_of,
                capture_one_of,
                ..
            } => Notice::coded(
                article,
                &codes::TOUCH_OPPONENT_DESIGNATES,
                params! {
                    "opponent" => !by,
                    "by" => by,
                    "pieces" => list(move_one_of),
                    "targets" => list(capture_one_of),
                },
            ),
        }
    }

    /// Forgets the touches of the move (the player moved, or the arbiter released them).
    pub(crate) fn clear_touches(&mut self) {
        self.touches.by = None;
        self.touches.touched.clear();
        self.touches.designated = None;
        self.touches.adjusting = None;
    }

    /// An `adjust` (Art. 4.2.1: "Seul le joueur ou la joueuse ayant le trait peut recentrer
    /// une ou plusieurs pièces … à la condition d'en exprimer l'intention au préalable").
    pub(crate) fn adjust(&mut self, by: Side, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        let article = self.adjust_article();
        self.require_otb(article)?;
        self.require_play()?;
        if by != self.to_move() {
            return Err(refuse(
                &codes::ADJUST_NOT_ON_MOVE,
                params! { "article" => article, "to_move" => self.to_move() },
            ));
        }
        self.touches.adjusting = Some(by);
        notices.push(Notice::coded(
            article,
            &codes::ADJUST_ANNOUNCED,
            params! { "by" => by },
        ));
        Ok(())
    }

    /// A `release_touch`: the arbiter rules the contacts accidental (Art. 4.2.2).
    pub(crate) fn release_touch(
        &mut self,
        by: Side,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.require_otb("4.2.2")?;
        self.require_play()?;
        if self.touched_by(by).is_empty() {
            return Err(refuse(&codes::NO_TOUCH, params! { "by" => by }));
        }
        self.clear_touches();
        notices.push(Notice::coded(
            "4.2.2",
            &codes::TOUCH_RELEASED,
            params! { "by" => by },
        ));
        Ok(())
    }

    /// A `choose_touched` (1930 Art. 15.c–e; 1928 Par. 14.c–e): the opponent designates.
    pub(crate) fn choose_touched(
        &mut self,
        by: Side,
        square: &str,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.require_otb(self.touch_article())?;
        self.require_play()?;
        let square = square_of(square)?;
        let ob = self.touch_obligation();
        if by == self.to_move() || !matches!(ob, Obligation::OpponentChooses { .. }) {
            return Err(refuse(&codes::NO_TOUCH_CHOICE, params! { "by" => by }));
        }
        let Some(chosen) = ob.choose(square) else {
            return Err(refuse(
                &codes::NOT_DESIGNABLE,
                params! { "article" => ob.article(), "square" => square, "by" => by },
            ));
        };
        self.touches.designated = Some(chosen);
        notices.push(Notice::coded(
            ob.article(),
            &codes::TOUCH_DESIGNATED,
            params! { "by" => by, "square" => square },
        ));
        Ok(())
    }

    /// Refuses a move that breaks what the touches bind the player to (Art. 4.3–4.4; 1930
    /// Art. 15). The Laws leave no move open to a player bound, and "lorsque l'arbitre observe
    /// une violation de l'article 4, son intervention est obligatoire" (the 4.9 commentary):
    /// the move does not count, the piece touched is played.
    pub(crate) fn check_touch(&self, by: Side, mv: Move) -> Result<(), Refusal> {
        if by != self.to_move() {
            return Ok(());
        }
        let ob = self.touch_obligation();
        if ob.allows(mv) {
            return Ok(());
        }
        let article = ob.article();
        Err(match ob {
            Obligation::Unbound | Obligation::Free => return Ok(()),
            Obligation::Move { square, .. } => refuse(
                &codes::TOUCH_BOUND_MOVE,
                params! { "article" => article, "square" => square },
            ),
            Obligation::Capture { square, .. } => refuse(
                &codes::TOUCH_BOUND_CAPTURE,
                params! { "article" => article, "square" => square },
            ),
            Obligation::CaptureWith { piece, target } => refuse(
                &codes::TOUCH_BOUND_CAPTURE_WITH,
                params! { "article" => article, "target" => target, "square" => piece },
            ),
            Obligation::Castle { rook } => refuse(
                &codes::TOUCH_BOUND_CASTLE,
                params! { "article" => article, "square" => rook },
            ),
            Obligation::KingMove { king } => refuse(
                &codes::TOUCH_BOUND_KING,
                params! { "article" => article, "square" => king },
            ),
            Obligation::OpponentChooses {
                move_one_of,
                capture_one_of,
                ..
            } => refuse(
                &codes::TOUCH_BOUND_ONE_OF,
                params! {
                    "article" => article,
                    "pieces" => list(move_one_of),
                    "targets" => list(capture_one_of),
                },
            ),
        })
    }

    /// Art. 9.4: a draw claim under 9.2 or 9.3 is refused once the claimant touched a piece as
    /// in 4.3 on this move ("il/elle perd le droit de réclamer la nulle selon l'Article 9.2 ou
    /// 9.3 lors de ce coup"), where the edition has the rule.
    pub(crate) fn check_claim_after_touch(&self, by: Side) -> Result<(), Refusal> {
        let Some(article) = self.competition().touch_loses_draw_claim else {
            return Ok(());
        };
        match self.touched_by(by).first() {
            Some(t) => Err(refuse(
                &codes::TOUCHED_BEFORE_CLAIM,
                params! { "article" => article.as_str(), "by" => by, "square" => t.square },
            )),
            None => Ok(()),
        }
    }

    /// A `claim_breach`: `by` claims the opponent's breach of Article 4 on his last move; the
    /// right is lost once `by` touched a piece to move or capture it (Art. 4.8; 1930 Art. 18.1;
    /// 1928 Par. 17).
    pub(crate) fn claim_breach(
        &mut self,
        by: Side,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        let article = self.competition().breach_claim_lost.as_str();
        self.require_otb(article)?;
        self.require_play()?;
        // The opponent's last move is the last one recorded, with `by` on move.
        if by != self.to_move() || self.sheet.moves.get(!by) == &0 {
            return Err(refuse(
                &codes::NO_MOVE_TO_CLAIM,
                params! { "opponent" => !by },
            ));
        }
        if let Some(t) = self.touched_by(by).first() {
            return Err(refuse(
                &codes::CLAIM_LOST,
                params! { "article" => article, "by" => by, "square" => t.square, "opponent" => !by },
            ));
        }
        notices.push(Notice::coded(
            article,
            &codes::BREACH_CLAIMED,
            params! { "by" => by, "opponent" => !by },
        ));
        Ok(())
    }

    /// A `board_mismatch` (Art. 7.4, 7.6): the squares to put right, or none when the board
    /// matches again.
    pub(crate) fn board_mismatch(
        &mut self,
        squares: &[Misplaced],
        article: Option<&str>,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        let article = article.unwrap_or("7.6").to_owned();
        self.require_otb(&article)?;
        let mut restore = Vec::with_capacity(squares.len());
        for m in squares {
            let square = square_of(&m.square)?;
            let piece = match m.piece.as_deref() {
                None | Some("") => None,
                Some(letter) => {
                    let mut chars = letter.chars();
                    match (chars.next().and_then(Piece::from_char), chars.next()) {
                        (Some(p), None) => Some(p),
                        _ => {
                            return Err(refuse(
                                &codes::NO_PIECE_THERE,
                                params! { "square" => letter },
                            ));
                        }
                    }
                }
            };
            restore.push((square, piece));
        }
        if restore.is_empty() {
            if !self.touches.restore.is_empty() {
                notices.push(Notice::coded(
                    article.clone(),
                    &codes::BOARD_MATCHES,
                    params! {},
                ));
            }
        } else {
            let text = restore
                .iter()
                .map(|(sq, p)| match p {
                    Some(p) => format!("{sq} {}", p.char()),
                    None => format!("{sq} -"),
                })
                .collect::<Vec<_>>()
                .join(", ");
            notices.push(Notice::coded(
                article.clone(),
                &codes::BOARD_DIFFERS,
                params! { "squares" => text },
            ));
        }
        self.touches.restore = restore;
        self.touches.restore_article = article;
        Ok(())
    }

    /// The state's `restore`.
    pub(crate) fn restore_state(&self) -> Option<state::Restore> {
        if self.touches.restore.is_empty() {
            return None;
        }
        Some(state::Restore {
            article: self.touches.restore_article.clone(),
            squares: self
                .touches
                .restore
                .iter()
                .map(|(sq, p)| Misplaced {
                    square: sq.to_string(),
                    piece: p.map(|p| p.char().to_string()),
                })
                .collect(),
        })
    }

    /// The state's `must_move` for a touch-move binding.
    pub(crate) fn touch_must_move(&self) -> Option<state::Obligation> {
        let ob = self.touch_obligation();
        let square = ob.square()?;
        let by = self.to_move();
        let (rule, capture_on) = match ob {
            Obligation::Unbound | Obligation::Free => return None,
            Obligation::Move { .. } => ("move", None),
            Obligation::Capture { square, .. } => ("capture", Some(square)),
            Obligation::CaptureWith { target, .. } => ("capture_with", Some(target)),
            Obligation::Castle { .. } => ("castle", None),
            Obligation::KingMove { .. } => ("king_move", None),
            Obligation::OpponentChooses { .. } => ("opponent_chooses", None),
        };
        let uci = match ob {
            Obligation::Castle { rook } => self
                .position()
                .legal_moves()
                .into_iter()
                .find(|m| matches!(m, Move::Castle { rook: r, .. } if *r == rook))
                .map(|m| m.to_uci(self.record.castling_mode()).to_string()),
            _ => None,
        };
        let (move_one_of, capture_one_of) = match ob {
            Obligation::OpponentChooses {
                move_one_of,
                capture_one_of,
                ..
            } => (
                move_one_of.into_iter().map(|s| s.to_string()).collect(),
                capture_one_of.into_iter().map(|s| s.to_string()).collect(),
            ),
            _ => (Vec::new(), Vec::new()),
        };
        Some(state::Obligation {
            by,
            uci,
            piece_on: square.to_string(),
            article: ob.article().to_owned(),
            capture_on: capture_on.map(|sq| sq.to_string()),
            chooser: None,
            rule: Some(rule.to_owned()),
            touched: self
                .touched_by(by)
                .iter()
                .map(|t| t.square.to_string())
                .collect(),
            move_one_of,
            capture_one_of,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_read_as_written() {
        assert_eq!(square_of("e2").ok(), Some(Square::E2));
        assert!(square_of("z9").is_err());
        assert_eq!(list([Square::B1, Square::G1]), "b1, g1");
    }
}
