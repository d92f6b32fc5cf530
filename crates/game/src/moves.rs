//! Completed moves (Art. 6.2.1) and illegal moves (Art. 7.5, A.5.2, 1930 Art. 17).

use std::sync::Arc;

use clock::Side;
use laws::{ClockCount, IllegalMoves, Reason};
use notation::{Body, Language, Languages, MoveError, Written};
use shakmaty::{
    Bitboard, Chess, EnPassantMode, FromSetup, Move, Piece, Position, Role, Square,
    attacks::attacks, uci::UciMove,
};

use crate::{
    Mode, Notice, PenaltyChoice,
    binding::{Decided, Origin, Penalty, Step},
    codes,
    machine::Game,
    odds::odds_notices,
    params,
    parts::{
        PendingIllegal, Ply, Read, Refusal, clock_refusal, color_of, illegal_refusal, move_refusal,
        refuse,
    },
    reasons::Why,
};

impl Game {
    /// A completed move by `by` (Art. 6.2.1).
    pub(crate) fn play(
        &mut self,
        t: u64,
        by: Side,
        text: &str,
        offer: bool,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.require_play()?;
        self.require_no_judgement()?;
        self.require_running_clock()?;
        if by != self.to_move() {
            return Err(refuse(
                &codes::NOT_YOUR_TURN,
                params! { "to_move" => self.to_move() },
            ));
        }
        if let Decided::Penalty(Penalty {
            article,
            chooser: Some(chooser),
            ..
        }) = self.decide()
        {
            // 1930 Art. 17.b: the opponent chooses first; nothing is played meanwhile.
            return Err(refuse(
                &codes::CHOICE_PENDING,
                params! { "article" => article, "chooser" => chooser, "by" => by },
            ));
        }
        let otb = self.rules.config.mode == Mode::Otb;
        let text = text.trim();
        if text == "--" || text.is_empty() {
            if !otb {
                return Err(refuse(&codes::NO_MOVE, params! {}));
            }
            return self.illegal_move(t, by, None, None, "7.5.3", Why::no_move_made(), notices);
        }
        match self.read(by, text) {
            Read::Legal(mv) => {
                // Art. 4.3–4.4, 7.5.1, 9.5.3 (1930 Art. 15, 17): what binds this move.
                self.check_binding(by, mv)?;
                let offer = self.offer_allowed_with_move(by, offer, notices);
                self.complete(t, by, mv, offer, notices)
            }
            Read::Unpromoted(mv) if otb && self.competition().pawn_without_promotion.is_some() => {
                // Art. 7.5.2: the move is illegal and the pawn becomes a queen.
                self.check_binding(by, mv)?;
                notices.push(Notice::coded(
                    "7.5.2",
                    &codes::PROMOTION_TO_QUEEN,
                    params! {},
                ));
                let offer = self.offer_allowed_with_move(by, offer, notices);
                self.complete(t, by, mv, offer, notices)?;
                if self.phase.end().is_none() {
                    self.penalise_illegal(t, by, "7.5.2", notices);
                }
                Ok(())
            }
            Read::Unpromoted(_) => Err(refuse(&codes::PROMOTION_UNNAMED, params! {})),
            Read::Illegal { from, to, why } => {
                if !otb {
                    return Err(illegal_refusal(why));
                }
                self.illegal_move(t, by, from, to, "7.5.1", why, notices)
            }
            Read::Unreadable(e) => Err(move_refusal(&e)),
        }
    }

    /// Reads a move text by `by` against the position, in any language the player has shown so
    /// far: the one reading of a move, whether played or sealed (Guideline I.9.1). In an odds
    /// game castling without the rook given is a move too (1930 Art. 22.8), and a move past the
    /// middle line among the moves given is illegal (22.4).
    pub(crate) fn read(&mut self, by: Side, text: &str) -> Read {
        if let Some(read) = self.read_castling_without_rook(text) {
            return read;
        }
        let read = self.read_chess(by, text);
        if let (Some(odds), Read::Legal(mv) | Read::Unpromoted(mv)) = (&self.rules.odds, &read)
            && let Err(e) = odds.check(&self.record, *mv)
        {
            return Read::Illegal {
                from: mv.from(),
                to: Some(mv.to()),
                why: Why::of_odds(&e),
            };
        }
        read
    }

    /// Reads a move text as a move of chess in the position.
    fn read_chess(&mut self, by: Side, text: &str) -> Read {
        let pos = self.record.position().clone();
        match self.readers.get_mut(by).read(&pos, text) {
            Ok(reading) => Read::Legal(reading.mv),
            Err(MoveError::Ambiguous { candidates, text })
                if candidates.len() > 1
                    && candidates.iter().all(|c| {
                        matches!(
                            c.mv,
                            Move::Normal {
                                promotion: Some(_),
                                ..
                            }
                        ) && c.mv.from() == candidates[0].mv.from()
                            && c.mv.to() == candidates[0].mv.to()
                    }) =>
            {
                // Every promotion that is legal is legal to a queen too (Art. 3.7.5.1).
                match candidates
                    .iter()
                    .map(|c| c.mv)
                    .find(|m| m.promotion() == Some(Role::Queen))
                {
                    Some(mv) => Read::Unpromoted(mv),
                    None => Read::Unreadable(MoveError::Ambiguous { text, candidates }),
                }
            }
            Err(e @ MoveError::Illegal { .. }) => {
                let (from, to) = squares_of(&pos, text, self.readers.get(by).languages());
                Read::Illegal {
                    from,
                    to,
                    why: Why::of_move(&e),
                }
            }
            Err(e) => Read::Unreadable(e),
        }
    }

    /// Plays a legal move: the clock is pressed, the offer made or declined, and the board's
    /// endings decided at once (Art. 5.1.1, 5.2.1, 5.2.2, 9.6).
    pub(crate) fn complete(
        &mut self,
        t: u64,
        by: Side,
        mv: Move,
        offer: bool,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        let mut fell = None;
        // 1930 Art. 22.3: in an odds game the moves given count for the clock, and the giver's
        // first move after them counts as many; the clock is pressed only after the last of them.
        // An odds game is never rebased (A.5.2 is not an old edition's rule): its plies count
        // from its start.
        let ply = self.sheet.plies.len();
        let count = self
            .rules
            .odds
            .as_ref()
            .map_or(ClockCount::Press(1), |odds| odds.clock_count(ply));
        if let Some(clock) = &mut self.clock {
            // The game runs, the clock is not paused and `by` is on move: the press is expected
            // to succeed; if the clock refuses it, nothing changes.
            fell = match count {
                ClockCount::CountOnly => clock.count_move(by, t),
                ClockCount::Press(moves) => clock.press_counting(by, t, moves),
            }
            .map_err(clock_refusal)?;
        }
        // A.5.2: the opponent moved on, so an illegal move left unclaimed stands; or (1997 C.3)
        // the offender replaced a move that could not stand.
        if let Some(pending) = self.irregular.pending.take() {
            notices.push(if pending.by == by {
                // Only a move that could not stand is pending with its own author on move.
                Notice::coded(
                    self.blitz_illegal_claim().unwrap_or("A.5.2"),
                    &codes::ILLEGAL_MOVE_REPLACED,
                    params! { "by" => by },
                )
            } else {
                Notice::coded(
                    "A.5.2",
                    &codes::ILLEGAL_MOVE_STANDS,
                    params! { "by" => pending.by },
                )
            });
        }
        let without_rook = self
            .rules
            .odds
            .as_ref()
            .and_then(|odds| odds.castling_without_rook_side(self.record.position(), mv));
        let san = self.san(mv);
        let uci = mv.to_uci(self.record.castling_mode()).to_string();
        // 1930 Art. 16.2: a draw claimable on a mate demand's count before this move is lost by it.
        let demands_open = self.demands_open();
        // The move is legal: `read` resolved it against this position.
        match &self.rules.odds {
            Some(odds) => odds
                .play(&mut self.record, mv)
                .map_err(|e| illegal_refusal(Why::of_odds(&e)))?,
            None => self
                .record
                .play(mv)
                .map_err(|e| illegal_refusal(Why::of_illegal(&e)))?,
        }
        // An offer made earlier in this turn (9.1.2.1) is written with the move (9.1.2.2), but the
        // move does not make it again: if the opponent declined it meanwhile, it stays declined.
        let written = self.offers.with_next.take_if(|s| *s == by).is_some();
        let clock_ms = self
            .clock
            .as_ref()
            .map(|c| *c.reading(t).remaining_ms.get(by));
        self.sheet.plies.push(crate::parts::Ply {
            san,
            uci,
            clock_ms,
            offer: offer || written,
        });
        *self.sheet.moves.get_mut(by) += 1;
        // What bound this move is spent (Art. 4.3 binds "lors de ce coup").
        self.clear_touches();
        if self.offers.standing == Some(!by) {
            self.offers.standing = None;
            notices.push(Notice::coded(
                "9.1.2.1",
                &codes::OFFER_DECLINED_BY_MOVE,
                params! { "by" => by, "offerer" => !by },
            ));
        }
        if offer {
            self.offers.standing = Some(by);
            notices.push(Notice::coded(
                "9.1.2.2",
                &codes::DRAW_OFFERED_WITH_MOVE,
                params! { "by" => by },
            ));
        }
        if let Some(odds) = &self.rules.odds {
            odds_notices(odds, ply, by, without_rook, notices);
        }
        if let Some(ending) = self.board_ending() {
            self.finish_with(t, ending, notices);
            return Ok(());
        }
        if fell.is_some() {
            self.look_at_flags(t, notices);
        }
        if self.phase.end().is_none() {
            self.count_demand(&demands_open, notices);
        }
        Ok(())
    }

    /// A draw offer made with a move, if the player may offer (9.1.1, 5.2.3; 1930 16.1.d); an
    /// offer the regulations forbid is not made, and the move stands.
    fn offer_allowed_with_move(&self, by: Side, offer: bool, notices: &mut Vec<Notice>) -> bool {
        if !offer {
            return false;
        }
        match self.check_offer(by, 1) {
            Ok(()) => true,
            Err(refusal) => {
                // The refusal's own code and params come along, for a page that says it in its
                // own words.
                let mut params = refusal.params;
                params.insert("reason".to_owned(), refusal.message.into());
                params.insert("reason_code".to_owned(), refusal.key.into());
                notices.push(Notice::coded(
                    self.own_article("9.1.1", |o| o.offer),
                    &codes::OFFER_NOT_MADE,
                    params,
                ));
                false
            }
        }
    }

    /// What the board decides after a move: checkmate, stalemate, a dead position where the
    /// edition has the rule (5.2.2, exact: `laws::dead_position`'s answer, the last proof of
    /// life carried across the move where it carries: `laws::LifeProof`), fivefold
    /// repetition, 75 moves.
    pub(crate) fn board_ending(&mut self) -> Option<laws::Ending> {
        let automatic = self.record.automatic_ending();
        if matches!(automatic, Some(e) if matches!(e.reason, Reason::Checkmate | Reason::Stalemate))
        {
            return automatic;
        }
        if let Some(article) = self.edition().rules().dead_position
            && self.life.dead_position(self.record.position()) == Some(true)
        {
            return Some(laws::Ending::draw(Reason::DeadPosition, article));
        }
        automatic
    }

    /// A completed illegal move over the board: Art. 7.5 (2023, 1997), A.5.2 in rapid and blitz
    /// without full supervision, 1930 Art. 17 / 1928 Par. 16.
    #[allow(clippy::too_many_arguments)]
    fn illegal_move(
        &mut self,
        t: u64,
        by: Side,
        from: Option<Square>,
        to: Option<Square>,
        article: &'static str,
        why: Why,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        // The touches made before the illegal move stay (7.5.1: "Les Articles 4.3 et 4.7
        // s'appliquent au coup remplaçant le coup illégal"; 7.5.3: a clock pressed without a
        // move is "considéré comme un coup illégal et pénalisé comme tel"): the illegal move adds
        // its own (issue 33, items 2 and 3).
        if let IllegalMoves::TakenBack {
            article,
            not_capture,
            capture,
        } = self.competition().illegal_moves
        {
            // 1930 Art. 17 (1928 Par. 16): the move is taken back; no other penalty. Not a
            // capture (17.a, 16.a): the piece touched must be played, if it has a legal move. A
            // capture (17.b, 16.c): the capture made legally or another legal move of the piece,
            // at the opponent's choice.
            let (article, not_capture, capture) =
                (article.as_str(), not_capture.as_str(), capture.as_str());
            notices.push(Notice::coded(
                article,
                &codes::ILLEGAL_MOVE_TAKEN_BACK,
                why.into_params("why", params! { "by" => by }),
            ));
            let board = self.position().board();
            let taken = to.filter(|sq| board.color_at(*sq) == Some(color_of(!by)));
            match (from, taken) {
                (Some(from), Some(on)) if board.color_at(from) == Some(color_of(by)) => {
                    self.illegal_capture(by, from, on, capture, notices);
                }
                _ => self.bind_piece(by, from, not_capture, notices),
            }
            return Ok(());
        }
        let standing = self.rules.annex_a5() || self.blitz_illegal_claim().is_some();
        if standing
            && let (Some(from), Some(to)) = (from, to)
            && let Some(after) = stand(self.record.position(), from, to)
        {
            // A.5.2: the move stands unless the opponent claims, or the arbiter acts, before the
            // opponent's next move. The board shows it; what stood before is kept for the claim.
            let pending = PendingIllegal {
                by,
                from: Some(from),
                to: Some(to),
                binding: std::mem::take(&mut self.binding),
                on_board: true,
                rebased_at: self.sheet.rebased_at,
                record: Arc::new(self.record.clone()),
                clock: self.clock.clone(),
                plies: self.sheet.plies.len(),
            };
            let uci = UciMove::Normal {
                from,
                to,
                promotion: None,
            }
            .to_string();
            if let Some(clock) = &mut self.clock {
                clock.press(by, t).map_err(clock_refusal)?;
            }
            let clock_ms = self
                .clock
                .as_ref()
                .map(|c| *c.reading(t).remaining_ms.get(by));
            self.sheet.rebased_at = Some(self.sheet.plies.len() + 1);
            self.sheet.plies.push(Ply {
                san: uci.clone(),
                uci,
                clock_ms,
                offer: false,
            });
            *self.sheet.moves.get_mut(by) += 1;
            // Art. 9.2, 9.6.1: the positions before it still count for repetition.
            self.replace_record(self.record.continue_after_illegal(after));
            self.irregular.pending = Some(pending);
            if self.offers.standing == Some(!by) {
                self.offers.standing = None;
            }
            notices.push(Notice::coded(
                self.blitz_illegal_claim().unwrap_or("A.5.2"),
                &codes::ILLEGAL_MOVE_STANDS_UNLESS_CLAIMED,
                why.into_params("why", params! { "by" => by, "opponent" => !by }),
            ));
            return Ok(());
        }
        if let Some(claim) = self.blitz_illegal_claim() {
            // 1997 C.3: the opponent may claim the game before moving. A move that gives no
            // position to play on from (its own king left in check) stays off the board; the
            // opponent can claim it at once, and the offender must replace it.
            self.irregular.pending = Some(PendingIllegal {
                by,
                from,
                to,
                binding: self.binding.clone(),
                on_board: false,
                rebased_at: self.sheet.rebased_at,
                record: Arc::new(self.record.clone()),
                clock: self.clock.clone(),
                plies: self.sheet.plies.len(),
            });
            notices.push(Notice::coded(
                claim,
                &codes::ILLEGAL_MOVE_CLAIMABLE,
                why.into_params("why", params! { "by" => by, "opponent" => !by }),
            ));
            return Ok(());
        }
        notices.push(Notice::coded(
            article,
            &codes::ILLEGAL_MOVE_RESTORED,
            why.into_params("why", params! { "by" => by }),
        ));
        self.touch_illegal(by, from, to, notices);
        self.penalise_illegal(t, by, article, notices);
        Ok(())
    }

    /// The blitz rule of the 1997 appendices (1997 C.3), where the edition has it and the game
    /// is blitz: an illegal move lets the opponent claim the game. Its article.
    pub(crate) fn blitz_illegal_claim(&self) -> Option<&'static str> {
        self.competition()
            .blitz_illegal_move_claim
            .filter(|_| self.rules.category == clock::Category::Blitz)
            .map(|a| a.as_str())
    }

    /// Art. 7.5.1 (2023): the move that replaces the illegal one follows Art. 4.3, "la pièce à
    /// jouer doit être, si possible, la première touchée, soit la pièce déplacée illégalement
    /// soit la pièce capturée" (the commentary): the piece moved and the piece captured are
    /// touched, in that order (4.3.3: one's own piece first when the order is not known), after
    /// the touches made before the move; `binding` decides (issue 33, items 2, 4, 5). A pinned
    /// piece that captured illegally and cannot move leaves the captured piece to be captured,
    /// if it can be (4.3.3: "déplacer ou prendre la première pièce touchée pouvant être
    /// déplacée ou prise").
    fn touch_illegal(
        &mut self,
        by: Side,
        from: Option<Square>,
        to: Option<Square>,
        notices: &mut Vec<Notice>,
    ) {
        let board = self.position().board();
        let moved = from.and_then(|sq| {
            board
                .piece_at(sq)
                .filter(|p| p.color == color_of(by))
                .map(|piece| laws::Touched { square: sq, piece })
        });
        let captured = to.filter(|_| moved.is_some()).and_then(|sq| {
            board
                .piece_at(sq)
                .filter(|p| p.color == color_of(!by))
                .map(|piece| laws::Touched { square: sq, piece })
        });
        for touched in [moved, captured].into_iter().flatten() {
            self.bind(
                by,
                Step::Touch {
                    touched,
                    origin: Origin::Illegal,
                },
            );
        }
        if !matches!(self.decide(), Decided::Free(_)) {
            notices.push(self.binding_notice(by, from));
        }
    }

    /// 1930 Art. 17.a (1928 Par. 16.a): the piece moved illegally must be played, if it has a
    /// legal move (not castling: "Le coup prescrit comme pénalité ne sera jamais le roque",
    /// 18.2). The touches made before the illegal move bind first if they bind (the first piece
    /// touched, as under 4.3.1 and the 7.5.1 commentary; the 1930 text is silent on it).
    fn bind_piece(
        &mut self,
        by: Side,
        from: Option<Square>,
        article: &'static str,
        notices: &mut Vec<Notice>,
    ) {
        let Some(from) = from else { return };
        if self.piece_can_move(by, from) {
            self.impose(
                by,
                Penalty {
                    piece_on: from,
                    article,
                    capture_on: None,
                    chooser: None,
                },
                notices,
            );
        }
    }

    /// Records a penalty of 1930 Art. 17 (1928 Par. 16) and says what binds then: the penalty,
    /// or the touches made before the illegal move where they bind.
    fn impose(&mut self, by: Side, penalty: Penalty, notices: &mut Vec<Notice>) {
        self.bind(by, Step::Penalty(penalty));
        notices.push(self.binding_notice(by, None));
    }

    /// The legal moves here: in an odds game its own (past the middle line at the start they are
    /// not legal, 1930 Art. 22.4, and castling without the rook is a king move, 22.8).
    fn moves_here(&self) -> Vec<Move> {
        match &self.rules.odds {
            Some(odds) => odds.moves(&self.record).into_iter().collect(),
            None => self.record.position().legal_moves().into_iter().collect(),
        }
    }

    /// Whether `by` has a piece on `from` with a legal move (Art. 4.3: only then does touching
    /// it bind).
    pub(crate) fn piece_can_move(&self, by: Side, from: Square) -> bool {
        if self.record.position().board().color_at(from) != Some(color_of(by)) {
            return false;
        }
        self.moves_here().iter().any(|m| m.from() == Some(from))
    }

    /// 1930 Art. 17.b (1928 Par. 16.c): `by`'s piece on `from` captured the piece on `on`
    /// illegally, and the move is taken back. "Le joueur devra ou bien prendre la pièce adverse de
    /// façon régulière ou faire un autre coup légal avec la pièce touchée, au choix de
    /// l'adversaire. Si ni l'un ni l'autre n'est possible, l'erreur n'entraînera aucune suite."
    /// The capture may be made by any piece: the text does not say with which, and the touch-move
    /// rule it follows says so of a piece touched and not capturable by the piece touched ("qu'il
    /// prenne régulièrement la pièce adverse avec une de ses propres pièces", 1930 Art. 15.c);
    /// only the other move is tied to the piece touched. Where one of the two is possible it is
    /// imposed; where both are, the opponent chooses (`choose_penalty`).
    fn illegal_capture(
        &mut self,
        by: Side,
        from: Square,
        on: Square,
        article: &'static str,
        notices: &mut Vec<Notice>,
    ) {
        let moves = self.moves_here();
        let can_capture = moves.iter().any(|m| captured_square(m) == Some(on));
        let can_move = moves.iter().any(|m| m.from() == Some(from));
        let params =
            params! { "by" => by, "capture_on" => on, "piece_on" => from, "opponent" => !by };
        let (capture_on, chooser) = match (can_capture, can_move) {
            (true, true) => (Some(on), Some(!by)),
            (true, false) => (Some(on), None),
            (false, true) => (None, None),
            (false, false) => {
                notices.push(Notice::coded(
                    article,
                    &codes::ILLEGAL_CAPTURE_NO_CONSEQUENCE,
                    params,
                ));
                return;
            }
        };
        self.bind(
            by,
            Step::Penalty(Penalty {
                piece_on: from,
                article,
                capture_on,
                chooser,
            }),
        );
        notices.push(match self.decide() {
            Decided::Penalty(_) if capture_on.is_none() => {
                Notice::coded(article, &codes::MUST_MOVE_PIECE_INSTEAD, params)
            }
            _ => self.binding_notice(by, None),
        });
    }

    /// The opponent chooses after an illegal capture (1930 Art. 17.b, 1928 Par. 16.c: "au choix
    /// de l'adversaire").
    pub(crate) fn choose_penalty(
        &mut self,
        by: Side,
        choice: PenaltyChoice,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.require_play()?;
        let offender = self.to_move();
        if !matches!(self.decide(), Decided::Penalty(Penalty { chooser: Some(c), .. }) if c == by) {
            return Err(refuse(&codes::NO_CHOICE, params! { "by" => by }));
        }
        let Some(bound) = self.binding.steps.iter_mut().find_map(|s| match s {
            Step::Penalty(p) if p.chooser == Some(by) => Some(p),
            _ => None,
        }) else {
            return Err(refuse(&codes::NO_CHOICE, params! { "by" => by }));
        };
        bound.chooser = None;
        let (from, article) = (bound.piece_on, bound.article);
        let notice = match (choice, bound.capture_on) {
            (PenaltyChoice::Capture, Some(on)) => Notice::coded(
                article,
                &codes::CHOSEN_CAPTURE,
                params! { "by" => by, "offender" => offender, "square" => on },
            ),
            _ => {
                bound.capture_on = None;
                Notice::coded(
                    article,
                    &codes::CHOSEN_MOVE,
                    params! { "by" => by, "offender" => offender, "square" => from },
                )
            }
        };
        notices.push(notice);
        Ok(())
    }

    /// Art. 7.5.5: two minutes for the opponent (one in rapid and blitz, A.3) for the first
    /// illegal move; the second loses, unless the opponent cannot mate.
    pub(crate) fn penalise_illegal(
        &mut self,
        t: u64,
        by: Side,
        article: &'static str,
        notices: &mut Vec<Notice>,
    ) {
        self.irregular.last_penalised = Some((by, self.sheet.plies.len()));
        *self.irregular.penalised.get_mut(by) += 1;
        if *self.irregular.penalised.get(by) >= 2 {
            self.lose_unless_cannot_mate(
                t,
                by,
                (Reason::IllegalMoves, Reason::IllegalMoves),
                "7.5.5",
                notices,
            );
            return;
        }
        let (ms, annex) = self.rules.penalty();
        if let Some(clock) = &mut self.clock {
            let _ = clock.add_time(!by, ms, t);
        }
        // The old Laws have no 7.5.5: only the arbiter's `illegal_move` ruling comes here, his
        // decision (1930 Art. 24.2; 1928 Par. 24).
        let cite = match self.own_article("7.5.5", |o| o.arbiter) {
            "7.5.5" if !annex.is_empty() => format!("7.5.5, {annex}"),
            article => article.to_owned(),
        };
        notices.push(Notice::coded(
            cite,
            &codes::FIRST_ILLEGAL_MOVE,
            params! { "by" => by, "article" => article, "opponent" => !by, "ms" => ms },
        ));
    }

    /// A.5.2 (1997 C.3): the opponent claims the illegal move before moving.
    pub(crate) fn claim_illegal(
        &mut self,
        t: u64,
        by: Side,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.require_play()?;
        match &self.irregular.pending {
            Some(p) if p.by == !by => {}
            _ => {
                return Err(refuse(
                    &codes::NO_ILLEGAL_MOVE,
                    params! { "opponent" => !by },
                ));
            }
        }
        if let Some(claim) = self.blitz_illegal_claim() {
            notices.push(Notice::coded(
                claim,
                &codes::ILLEGAL_MOVE_CLAIMED,
                params! { "by" => by },
            ));
            // 1997 C.3: the claimant wins, unless it cannot mate: then a draw.
            self.lose_unless_cannot_mate(
                t,
                !by,
                (Reason::IllegalMoves, Reason::IllegalMoves),
                claim,
                notices,
            );
            return Ok(());
        }
        self.restore_illegal(t, notices);
        Ok(())
    }

    /// Applies Art. 7.5.5 to the illegal move standing under A.5.2: the position before it is
    /// restored, the clocks keep what they show (Art. 7.1), the offender is on move again.
    pub(crate) fn restore_illegal(&mut self, t: u64, notices: &mut Vec<Notice>) {
        let Some(pending) = self.irregular.pending.take() else {
            return;
        };
        if pending.on_board {
            if let (Some(now), Some(mut before)) = (self.clock.as_ref(), pending.clock) {
                let shown = now.reading(t).remaining_ms;
                // Art. 7.1: the arbiter may leave the displayed times as they are; the move
                // counter goes back with the position.
                let _ = before.set_times(shown.white, shown.black, t);
                self.clock = Some(before);
            }
            self.replace_record(Arc::unwrap_or_clone(pending.record));
            self.truncate_plies(pending.plies);
            *self.sheet.moves.get_mut(pending.by) -= 1;
            self.sheet.rebased_at = pending.rebased_at;
            // The offender's touches before the move bind the move that replaces it (7.5.1).
            self.binding = pending.binding;
        }
        notices.push(Notice::coded(
            "A.5.2",
            &codes::ILLEGAL_MOVE_CORRECTED,
            params! { "by" => pending.by },
        ));
        // 7.5.1: Art. 4.3 applies to the move that replaces it.
        self.touch_illegal(pending.by, pending.from, pending.to, notices);
        self.penalise_illegal(t, pending.by, "7.5.1", notices);
    }
}

/// The square of the piece `mv` captures, if it captures (en passant: the pawn's, beside).
fn captured_square(mv: &Move) -> Option<Square> {
    match *mv {
        Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
        _ if mv.is_capture() => Some(mv.to()),
        _ => None,
    }
}

/// The squares an illegal move text names: its destination, and its piece's square when only
/// one piece of the side on move fits what is written (any Annex C language).
pub(crate) fn squares_of(
    pos: &Chess,
    text: &str,
    languages: Languages,
) -> (Option<Square>, Option<Square>) {
    let Ok(written) = Written::parse(text) else {
        return (None, None);
    };
    let ours = pos.us();
    let board = pos.board();
    let unique = |candidates: Bitboard| {
        let mut it = candidates.into_iter();
        match (it.next(), it.next()) {
            (Some(sq), None) => Some(sq),
            _ => None,
        }
    };
    match written.body {
        Body::Squares { from, to, .. } => (Some(from), Some(to)),
        Body::Piece {
            symbol,
            from_file,
            from_rank,
            to,
            ..
        } => {
            // The player's languages, English first: "R" is a rook before it is a French king.
            let order = std::iter::once(Language::English)
                .filter(|l| languages.contains(*l))
                .chain(languages.iter().filter(|l| *l != Language::English));
            let from = order
                .filter_map(|language| language.role(symbol))
                .find_map(|role| {
                    let mut candidates = board.by_role(role) & ours;
                    if let Some(file) = from_file {
                        candidates &= Bitboard::from_file(file);
                    }
                    if let Some(rank) = from_rank {
                        candidates &= Bitboard::from_rank(rank);
                    }
                    // The written move names the piece that could reach the square on an empty
                    // board (`Nh7` with the knights on b1 and f6: the one on f6), whatever
                    // stands in the way or on the square — its own piece included (9.5.3, issue
                    // 33 item 7).
                    let piece = Piece {
                        color: pos.turn(),
                        role,
                    };
                    let reaching: Bitboard = candidates
                        .into_iter()
                        .filter(|sq| attacks(*sq, piece, Bitboard::EMPTY).contains(to))
                        .collect();
                    unique(reaching).or_else(|| unique(candidates))
                });
            (from, Some(to))
        }
        Body::Pawn { from_file, to, .. } => {
            let file = from_file.unwrap_or(to.file());
            let pawns = board.by_role(Role::Pawn) & ours & Bitboard::from_file(file);
            (unique(pawns), Some(to))
        }
        Body::Castle { .. } => (unique(board.kings() & ours), None),
    }
}

/// The position after a piece is moved from `from` to `to` against the rules, if the board
/// that results is a position at all (A.5.2: such a move stands until claimed). A move that
/// leaves its own king in check, or a pawn on the first or last rank, gives no position that
/// play can go on from: it is corrected at once.
fn stand(pos: &Chess, from: Square, to: Square) -> Option<Chess> {
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    let piece: Piece = setup.board.piece_at(from)?;
    if piece.color != pos.turn() || setup.board.color_at(to) == Some(pos.turn()) {
        return None;
    }
    let captured = setup.board.remove_piece_at(to);
    setup.board.discard_piece_at(from);
    setup.board.set_piece_at(to, piece);
    setup.castling_rights &= !Bitboard::from(from) & !Bitboard::from(to);
    if piece.role == Role::King {
        setup.castling_rights &= !Bitboard::from_rank(pos.turn().backrank());
    }
    setup.ep_square = None;
    setup.halfmoves = if piece.role == Role::Pawn || captured.is_some() {
        0
    } else {
        setup.halfmoves.saturating_add(1)
    };
    if pos.turn().is_black() {
        setup.fullmoves = setup.fullmoves.saturating_add(1);
    }
    setup.turn = !setup.turn;
    Chess::from_setup(setup, pos.castles().mode()).ok()
}

#[cfg(test)]
mod tests {
    use clock::Side;
    use laws::{Reason, dead_position};
    use rand::{Rng, SeedableRng, rngs::StdRng};
    use shakmaty::{CastlingMode, Move, Position};

    use crate::{Action, Config, Event, machine::Game};

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 24,
            ..proptest::prelude::ProptestConfig::default()
        })]

        /// Art. 5.2.2 (issue 36): with the proof of life carried from move to move, the game
        /// ends in a dead position exactly where `laws::dead_position` proves one, and plays on
        /// wherever it does not: random games, captures preferred half the time so that they
        /// reach endings with little material.
        #[test]
        fn art_5_2_2_the_carried_proof_ends_games_as_the_search(seed in proptest::prelude::any::<u64>()) {
            let mut rng = StdRng::seed_from_u64(seed);
            let mut game = Game::new(Config::default()).expect("the default config");
            game.apply(&Event::new(0, Action::Start));
            for t in 1..400u64 {
                let pos = game.position().clone();
                let moves = pos.legal_moves();
                if moves.is_empty() || game.is_over() {
                    break;
                }
                let captures: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
                let m = if !captures.is_empty() && rng.gen_bool(0.5) {
                    captures[rng.gen_range(0..captures.len())]
                } else {
                    moves[rng.gen_range(0..moves.len())]
                };
                let by = if pos.turn().is_white() { Side::White } else { Side::Black };
                let state = game.apply(&Event::new(t, Action::Move {
                    by,
                    text: m.to_uci(CastlingMode::Standard).to_string(),
                    offer_draw: false,
                }));
                proptest::prop_assert!(state.error.is_none());
                let after = game.position();
                let ended_dead = state.result.as_ref().map(|o| o.reason) == Some(Reason::DeadPosition);
                if !after.is_checkmate() && !after.is_stalemate() {
                    proptest::prop_assert_eq!(ended_dead, dead_position(after) == Some(true));
                }
            }
        }
    }
}
