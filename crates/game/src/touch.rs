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
    Misplaced, Mode, Notice, Party,
    binding::{Binding, Decided, Origin, Step, honours},
    codes,
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

    /// What binds the player on move now ([`crate::binding::Binding::decide`]): nothing once
    /// the game is over.
    pub(crate) fn decide(&self) -> Decided {
        let rules = self.competition().touch_rules;
        if self.phase.end().is_some() {
            return Decided::Free(rules.free_article());
        }
        self.binding.decide(self.to_move(), self.position(), rules)
    }

    /// Records a step of `by`'s on this move ([`crate::binding::Binding::bind`]).
    pub(crate) fn bind(&mut self, by: Side, step: Step) {
        self.binding.bind(by, step);
    }

    /// Forgets what bound the move.
    pub(crate) fn unbind(&mut self) {
        self.binding = Binding::default();
    }

    /// The pieces `by`'s hand touched on this move (9.4, 4.8).
    pub(crate) fn hand_touches(&self, by: Side) -> Vec<Touched> {
        self.binding.hand_touches(by, self.to_move())
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
        // 1928 Par. 13: the opponent, the player on move permitting, adjusts after saying so.
        if by != self.to_move()
            && self.touches.adjusting == Some(by)
            && let Some(own) = self.competition().touch_rules.opponent_may_adjust()
        {
            if self.position().board().piece_at(square).is_none() {
                return Err(refuse(
                    &codes::NO_PIECE_THERE,
                    params! { "square" => square },
                ));
            }
            self.touches.adjusting = None;
            notices.push(Notice::coded(
                own,
                &codes::ADJUSTED,
                params! { "by" => by, "square" => square },
            ));
            return Ok(());
        }
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
        self.bind(
            by,
            Step::Touch {
                touched: Touched { square, piece },
                origin: Origin::Hand,
            },
        );
        notices.push(self.binding_notice(by, Some(square)));
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

    /// The notice of what binds `by`'s next move now (see [`Game::decide`]); `touched`: the piece
    /// just touched, for a touch that binds nothing.
    pub(crate) fn binding_notice(&self, by: Side, touched: Option<Square>) -> Notice {
        let decided = self.decide();
        match decided {
            Decided::Free(article) => Notice::coded(
                article,
                &codes::TOUCH_BINDS_NOTHING,
                params! { "by" => by, "square" => touched.map(|s| s.to_string()).unwrap_or_default() },
            ),
            Decided::Intended(mv) => Notice::coded(
                "9.5.3",
                &codes::MUST_PLAY_INTENDED,
                params! {
                    "by" => by,
                    "move_san" => self.san(mv),
                    "move_uci" => mv.to_uci(self.record.castling_mode()).to_string(),
                },
            ),
            Decided::Penalty(p) => match p.capture_on {
                Some(on) => Notice::coded(
                    p.article,
                    if p.chooser.is_some() {
                        &codes::CAPTURE_OR_MOVE_CHOICE
                    } else {
                        &codes::MUST_CAPTURE
                    },
                    params! { "by" => by, "capture_on" => on, "piece_on" => p.piece_on, "opponent" => !by },
                ),
                None => Notice::coded(
                    p.article,
                    &codes::PIECE_MUST_MOVE_ARTICLE,
                    params! { "by" => by, "square" => p.piece_on, "article" => p.article },
                ),
            },
            Decided::Touch { ob, origin, .. } => {
                let article = origin.article().unwrap_or(ob.article());
                match (ob, origin) {
                    (Obligation::Move { square, .. }, Origin::Illegal | Origin::Written) => {
                        Notice::coded(
                            article,
                            &codes::PIECE_MUST_MOVE,
                            params! { "by" => by, "square" => square },
                        )
                    }
                    (ob, _) => self.touch_notice(by, ob, article, touched),
                }
            }
        }
    }

    /// The notice of a touch-move binding (Art. 4.3, 4.4; 1930 Art. 15), under `article`.
    fn touch_notice(
        &self,
        by: Side,
        ob: Obligation,
        article: &str,
        touched: Option<Square>,
    ) -> Notice {
        match ob {
            Obligation::Unbound | Obligation::Free { .. } => Notice::coded(
                article,
                &codes::TOUCH_BINDS_NOTHING,
                params! { "by" => by, "square" => touched.map(|s| s.to_string()).unwrap_or_default() },
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
            Obligation::CaptureWith { piece, target, .. } => Notice::coded(
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

    /// Forgets what bound the move and an adjustment announced (the player moved).
    pub(crate) fn clear_touches(&mut self) {
        self.unbind();
        self.touches.adjusting = None;
    }

    /// An `adjust` (Art. 4.2.1: "Seul le joueur ou la joueuse ayant le trait peut recentrer
    /// une ou plusieurs pièces … à la condition d'en exprimer l'intention au préalable").
    ///
    /// 1928 Par. 13: "L'adversaire a besoin de la permission du joueur pour faire autant" — the
    /// player not on move may adjust too, with the permission of the player on move. No event
    /// carries the permission: the `adjust` of the player not on move is entered by the arbiter
    /// (or the server) once it was given, as the announcement itself is; his next `touch`
    /// adjusts (issue 33, debatable: refusing it, as before, left the draft's rule out).
    pub(crate) fn adjust(&mut self, by: Side, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        let mut article = self.adjust_article();
        self.require_otb(article)?;
        self.require_play()?;
        if by != self.to_move()
            && let Some(own) = self.competition().touch_rules.opponent_may_adjust()
        {
            article = own;
        } else if by != self.to_move() {
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
        let article = self.own_article("4.2.2", |o| o.arbiter);
        self.require_otb(article)?;
        self.require_play()?;
        if self.hand_touches(by).is_empty() {
            return Err(refuse(&codes::NO_TOUCH, params! { "by" => by }));
        }
        self.binding.release_hand();
        notices.push(Notice::coded(
            article,
            &codes::TOUCH_RELEASED,
            params! { "by" => by },
        ));
        Ok(())
    }

    /// A `choose_touched` (1930 Art. 15.c–e; 1928 Par. 14.c–e): the opponent designates.
    ///
    /// 1930 Art. 18.3 (1928 Par. 17): "Si l'adversaire exige comme pénalité un coup illégal, sa
    /// demande sera traitée comme non avenue et il perdra le droit de réclamer la pénalité pour
    /// l'erreur commise". A designation of a piece that was touched but cannot be played (or
    /// captured) legally demands an illegal move: it is taken (not refused), the demand is void
    /// and the touches before it bind nothing. A square no piece touched stands on is no demand
    /// of the penalty at all, rather a slip of the arbiter's entry: refused (`not_designable`).
    pub(crate) fn choose_touched(
        &mut self,
        by: Side,
        square: &str,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.require_otb(self.touch_article())?;
        self.require_play()?;
        let square = square_of(square)?;
        let ob = match self.decide() {
            Decided::Touch {
                ob: ob @ Obligation::OpponentChooses { .. },
                ..
            } if by != self.to_move() => ob,
            _ => return Err(refuse(&codes::NO_TOUCH_CHOICE, params! { "by" => by })),
        };
        let offender = self.to_move();
        if let Some(chosen) = ob.choose(square) {
            self.bind(offender, Step::Designated(chosen));
            notices.push(Notice::coded(
                ob.article(),
                &codes::TOUCH_DESIGNATED,
                params! { "by" => by, "square" => square },
            ));
            return Ok(());
        }
        match self.competition().touch_rules.void_demand() {
            Some(article) if self.binding.touched_squares(offender).contains(&square) => {
                self.bind(offender, Step::Void);
                notices.push(Notice::coded(
                    article,
                    &codes::DEMAND_VOID,
                    params! { "by" => by, "square" => square, "offender" => offender },
                ));
                Ok(())
            }
            _ => Err(refuse(
                &codes::NOT_DESIGNABLE,
                params! { "article" => ob.article(), "square" => square, "by" => by },
            )),
        }
    }

    /// Refuses a move that breaks what binds the player (Art. 4.3–4.4, 7.5.1, 9.5.3; 1930
    /// Art. 15, 17, 18.2): [`Game::decide`]. The Laws leave no move open to a player bound, and
    /// "lorsque l'arbitre observe une violation de l'article 4, son intervention est
    /// obligatoire" (the 4.9 commentary): the move does not count, the piece bound is played.
    pub(crate) fn check_binding(&self, by: Side, mv: Move) -> Result<(), Refusal> {
        if by != self.to_move() {
            return Ok(());
        }
        let decided = self.decide();
        let castling_refused = matches!(decided, Decided::Penalty(_))
            && mv.is_castle()
            && self.competition().imposed_move_not_castling.is_some();
        if honours(&decided, mv) && !castling_refused {
            return Ok(());
        }
        Err(match decided {
            Decided::Free(_) => return Ok(()),
            Decided::Intended(m) => refuse(
                &codes::BOUND_INTENDED,
                params! {
                    "article" => "9.5.3",
                    "move_uci" => m.to_uci(self.record.castling_mode()).to_string(),
                    "move_san" => self.san(m),
                },
            ),
            Decided::Penalty(p) => match p.capture_on {
                Some(on) => refuse(
                    &codes::BOUND_CAPTURE,
                    params! { "article" => p.article, "square" => on },
                ),
                None => refuse(
                    &codes::BOUND_PIECE,
                    params! { "article" => p.article, "square" => p.piece_on },
                ),
            },
            Decided::Touch { ob, origin, .. } => match (origin.article(), ob) {
                (Some(article), Obligation::Move { square, .. }) => refuse(
                    &codes::BOUND_PIECE,
                    params! { "article" => article, "square" => square },
                ),
                (Some(article), Obligation::Capture { square, .. }) => refuse(
                    &codes::BOUND_CAPTURE,
                    params! { "article" => article, "square" => square },
                ),
                (article, ob) => self.touch_refusal(ob, article.unwrap_or(ob.article())),
            },
        })
    }

    /// The refusal of a move that breaks a touch-move binding, under `article`.
    fn touch_refusal(&self, ob: Obligation, article: &str) -> Refusal {
        match ob {
            Obligation::Unbound | Obligation::Free { .. } | Obligation::Move { .. } => {
                let square = ob.square().map(|s| s.to_string()).unwrap_or_default();
                refuse(
                    &codes::TOUCH_BOUND_MOVE,
                    params! { "article" => article, "square" => square },
                )
            }
            Obligation::Capture { square, .. } => refuse(
                &codes::TOUCH_BOUND_CAPTURE,
                params! { "article" => article, "square" => square },
            ),
            Obligation::CaptureWith { piece, target, .. } => refuse(
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
        }
    }

    /// Art. 9.4: a draw claim under 9.2 or 9.3 is refused once the claimant touched a piece as
    /// in 4.3 on this move ("il/elle perd le droit de réclamer la nulle selon l'Article 9.2 ou
    /// 9.3 lors de ce coup"), where the edition has the rule.
    pub(crate) fn check_claim_after_touch(&self, by: Side) -> Result<(), Refusal> {
        let Some(article) = self.competition().touch_loses_draw_claim else {
            return Ok(());
        };
        match self.hand_touches(by).first() {
            Some(t) => Err(refuse(
                &codes::TOUCHED_BEFORE_CLAIM,
                params! { "article" => article.as_str(), "by" => by, "square" => t.square },
            )),
            None => Ok(()),
        }
    }

    /// A `claim_breach`: `by` claims the opponent's breach of Article 4 on his last move; the
    /// right is lost once `by` touched a piece to move or capture it (Art. 4.8: any piece; 1930
    /// Art. 18.1, 1928 Par. 17: one of his own pieces, "aucune de ses pièces" — see
    /// `laws::TouchRules::opponents_piece_loses_claim`).
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
        let any_piece = self.competition().touch_rules.opponents_piece_loses_claim();
        if let Some(t) = self
            .hand_touches(by)
            .into_iter()
            .find(|t| any_piece || t.piece.color == parts::color_of(by))
        {
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
        let article = article
            .unwrap_or(self.own_article("7.6", |o| o.board_restored))
            .to_owned();
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

    /// The state's `must_move`: what binds the player on move ([`Game::decide`]), or `None`.
    pub(crate) fn must_move_state(&self) -> Option<state::Obligation> {
        let by = self.to_move();
        let uci_of = |m: Move| m.to_uci(self.record.castling_mode()).to_string();
        let plain = |piece_on: Square, article: &str| state::Obligation {
            by,
            uci: None,
            piece_on: piece_on.to_string(),
            article: article.to_owned(),
            capture_on: None,
            chooser: None,
            rule: None,
            touched: Vec::new(),
            move_one_of: Vec::new(),
            capture_one_of: Vec::new(),
        };
        let (ob, origin, moved) = match self.decide() {
            Decided::Free(_) => return None,
            Decided::Intended(m) => {
                return Some(state::Obligation {
                    uci: Some(uci_of(m)),
                    ..plain(m.from()?, "9.5.3")
                });
            }
            Decided::Penalty(p) => {
                return Some(state::Obligation {
                    capture_on: p.capture_on.map(|sq| sq.to_string()),
                    chooser: p.chooser,
                    ..plain(p.piece_on, p.article)
                });
            }
            Decided::Touch { ob, origin, moved } => (ob, origin, moved),
        };
        let square = ob.square()?;
        if let Some(article) = origin.article() {
            // 7.5.1, 9.5.3: the piece bound as the illegal move or the claim left it.
            return Some(match ob {
                Obligation::Capture { square, .. } => state::Obligation {
                    capture_on: Some(square.to_string()),
                    ..plain(moved.unwrap_or(square), article)
                },
                _ => plain(square, article),
            });
        }
        let (rule, capture_on) = match ob {
            Obligation::Unbound | Obligation::Free { .. } => return None,
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
                .map(uci_of),
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
            uci,
            capture_on: capture_on.map(|sq| sq.to_string()),
            rule: Some(rule.to_owned()),
            touched: self
                .hand_touches(by)
                .iter()
                .map(|t| t.square.to_string())
                .collect(),
            move_one_of,
            capture_one_of,
            ..plain(square, ob.article())
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
