//! Draw offers, agreement and claims (Art. 5.2.3, 9.1–9.5; 1930 Art. 16; 1928 Par. 15).

use clock::Side;
use laws::{GameResult, Reason};
use notation::MoveError;
use shakmaty::Position;

use crate::{
    Notice,
    binding::{Origin, Step},
    codes,
    machine::Game,
    moves::squares_of,
    params,
    parts::{Refusal, color_of, move_refusal, refuse},
};

impl Game {
    /// Whether `by` may offer (or agree to) a draw now, `extra` counting a move being completed
    /// with the offer.
    ///
    /// - 5.2.3 bounds the agreement only ([`Game::check_agreement`]): an offer is valid at any
    ///   moment (9.1.2.1).
    /// - 9.1.1: the regulations may forbid offers before the game has reached move N, or
    ///   altogether. The move the offer is made with counts: "no draw before move 30" lets White
    ///   offer with move 30, and Black accept before making his own 30th.
    /// - 1930 Art. 16.1.d, 1928 Par. 15.D: only after Black's 30th move.
    pub(crate) fn check_offer(&self, by: Side, extra: u32) -> Result<(), Refusal> {
        let regulations = &self.rules.config.regulations;
        let mine = *self.sheet.moves.get(by) + extra;
        let theirs = *self.sheet.moves.get(!by);
        if let Some(timing) = self.competition().agreement_timing {
            // Black's moves by the scoresheet's numbering: those before the start position and
            // those made since (see `laws::AgreementTiming` for the reading kept), the move
            // being completed with the offer included.
            let (_, before) = laws::moves_before(&self.rules.start);
            let black = before + self.sheet.moves.black + u32::from(by == Side::Black) * extra;
            if !timing.allows(black) {
                return Err(refuse(
                    &codes::AGREEMENT_AFTER_BLACK_30,
                    params! { "article" => timing.article.as_str() },
                ));
            }
        }
        if !regulations.draw_offers_allowed {
            return Err(refuse(&codes::OFFERS_FORBIDDEN, params! {}));
        }
        // 9.1.1: one number of moves bounds offer and agreement alike ("proposer ou convenir"):
        // the game's, as far as the player who has moved more has taken it. An offer allowed
        // with White's 30th move can be accepted before Black's 30th.
        if mine.max(theirs) < regulations.draw_offer_min_moves {
            return Err(refuse(
                &codes::OFFER_TOO_EARLY,
                params! { "moves" => regulations.draw_offer_min_moves },
            ));
        }
        Ok(())
    }

    /// Whether `by` may agree to a draw now: as for an offer (9.1.1; 1930 16.1.d), and only once
    /// each player has made a move (5.2.3: "sous réserve que chaque joueur ou joueuse ait joué au
    /// moins un coup"). 5.2.3 bounds the agreement, not the offer: an offer made before one's own
    /// first move is valid (9.1.2.1: "Une offre à tout autre moment durant le jeu est toujours
    /// valable") and can be accepted once both have moved, if it still stands.
    pub(crate) fn check_agreement(&self, by: Side) -> Result<(), Refusal> {
        self.check_offer(by, 0)?;
        // The moves before the start position count (`laws::AgreementTiming`).
        let (white, black) = laws::moves_before(&self.rules.start);
        if white + self.sheet.moves.white == 0 || black + self.sheet.moves.black == 0 {
            return Err(refuse(&codes::AGREEMENT_BEFORE_BOTH_MOVED, params! {}));
        }
        Ok(())
    }

    /// A draw offer at any moment (Art. 9.1.2.1; Guideline I.4 during an adjournment).
    pub(crate) fn offer(&mut self, by: Side, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        self.require_not_over()?;
        if self.offers.standing == Some(by) {
            return Err(refuse(&codes::OFFER_STANDS_ALREADY, params! { "by" => by }));
        }
        if self.offers.standing == Some(!by) {
            return Err(refuse(&codes::OFFER_PENDING, params! { "offerer" => !by }));
        }
        self.check_offer(by, 0)?;
        self.offers.standing = Some(by);
        self.mark_offer(by);
        notices.push(Notice::coded(
            "9.1.2.1",
            &codes::DRAW_OFFERED,
            params! { "by" => by },
        ));
        Ok(())
    }

    /// Writes the offer on the scoresheet (9.1.2.2): with the offerer's last move if the
    /// opponent is on move, else with the offerer's next move.
    pub(crate) fn mark_offer(&mut self, by: Side) {
        if by != self.to_move()
            && let Some(last) = self.sheet.plies.last_mut()
        {
            last.offer = true;
        } else {
            self.offers.with_next = Some(by);
        }
    }

    /// The offer is accepted: a draw by agreement (Art. 5.2.3; Guideline I.6).
    pub(crate) fn accept(
        &mut self,
        t: u64,
        by: Side,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.require_not_over()?;
        if self.offers.standing != Some(!by) {
            return Err(refuse(&codes::NO_OFFER, params! { "offerer" => !by }));
        }
        self.check_agreement(by)?;
        let article = self.competition().agreement.as_str();
        self.finish(t, GameResult::Draw, Reason::Agreement, article, notices);
        Ok(())
    }

    /// The offer is declined (Art. 9.1.2.1).
    pub(crate) fn decline(&mut self, by: Side, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        self.require_not_over()?;
        if self.offers.standing != Some(!by) {
            return Err(refuse(&codes::NO_OFFER, params! { "offerer" => !by }));
        }
        self.offers.standing = None;
        notices.push(Notice::coded(
            "9.1.2.1",
            &codes::DRAW_DECLINED,
            params! { "by" => by, "offerer" => !by },
        ));
        Ok(())
    }

    /// A draw claim by the player on move (Art. 9.2, 9.3, 9.5; 1930 Art. 16.1.c/e).
    pub(crate) fn claim_draw(
        &mut self,
        t: u64,
        by: Side,
        intended: Option<&str>,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        // 9.5.1: the claimant (or the arbiter) pauses the clock to claim; a claim while the clock
        // runs is heard too (the software arbiter judges it at once).
        self.require_play()?;
        // 1930 Art. 16.1.f, 16.2 (1928 Par. 15.F): the player who demanded to be mated claims
        // the draw at the moment the count runs out, on move or not: that moment may come
        // after his own move.
        if self.claim_on_demand(t, by, notices) {
            return Ok(());
        }
        // Art. 9.4: a piece touched as in 4.3 loses the claim on this move.
        self.check_claim_after_touch(by)?;
        // 1930 Art. 16.1.c, 16.1.e (1928 Par. 15.C, 15.E) do not say who claims: "la nullité
        // devra être réclamée à ce moment là", by either player, the one who has just completed
        // the repetition or the fiftieth move too. Only the 2023 and 1997 Laws give the claim to
        // the player on move (9.2, 9.3: "du joueur/de la joueuse ayant le trait").
        if by != self.to_move() && self.competition().claim_by_player_on_move {
            if let Some(note) = self.demand_note(by) {
                let article = note.article.clone();
                notices.push(note);
                notices.push(Notice::coded(
                    article,
                    &codes::CLAIM_INCORRECT,
                    params! { "by" => by },
                ));
                return Ok(());
            }
            return Err(refuse(&codes::CLAIM_NOT_ON_MOVE, params! {}));
        }
        if intended.is_some() && self.edition().rules().repetition.intended_move.is_none() {
            return Err(refuse(
                &codes::NO_INTENDED_MOVE,
                params! { "edition" => self.edition().to_string() },
            ));
        }
        let pos = self.position().clone();
        // The intended move is written and cannot be changed (9.2.1): read it first.
        let intended = match intended {
            None => None,
            Some(text) => match self.readers.get(by).clone().read(&pos, text) {
                Ok(reading) => Some(Ok(reading.mv)),
                Err(MoveError::Illegal { .. }) => Some(Err(text.to_owned())),
                Err(e) => return Err(move_refusal(&e)),
            },
        };
        let judged = self
            .record
            .judge_claim(intended.as_ref().and_then(|m| m.as_ref().ok().copied()));
        if let Some(ending) = judged {
            notices.push(Notice::coded(
                "9.5.2",
                &codes::CLAIM_CORRECT,
                params! { "by" => by, "ending_article" => ending.article.as_str() },
            ));
            self.finish_with(t, ending, notices);
            return Ok(());
        }
        // 9.5.3: the game goes on; the opponent gets two minutes (one in rapid and blitz, A.3);
        // an intended move must be played, or, if illegal, another move of the same piece.
        if self.competition().wrong_claim_penalty.is_none() {
            notices.extend(self.demand_note(by));
            notices.push(Notice::coded(
                self.edition().rules().repetition.now.as_str(),
                &codes::CLAIM_INCORRECT,
                params! { "by" => by },
            ));
            return Ok(());
        }
        let (ms, annex) = self.rules.penalty();
        if let Some(clock) = &mut self.clock {
            let _ = clock.add_time(!by, ms, t);
        }
        notices.push(Notice::coded(
            if annex.is_empty() {
                "9.5.3".to_owned()
            } else {
                format!("9.5.3, {annex}")
            },
            &codes::CLAIM_INCORRECT_TIME_ADDED,
            params! { "by" => by, "opponent" => !by, "ms" => ms },
        ));
        match intended {
            Some(Ok(mv)) if mv.from().is_some() => {
                // "ce coup doit être joué en respectant les Articles 3 et 4": it binds first, the
                // touches after it binding nothing more (`binding`).
                self.bind(by, Step::Intended(mv));
                notices.push(Notice::coded(
                    "9.5.3",
                    &codes::MUST_PLAY_INTENDED,
                    params! {
                        "by" => by,
                        "move_san" => self.san(mv),
                        "move_uci" => mv.to_uci(self.record.castling_mode()).to_string(),
                    },
                ));
            }
            Some(Err(text)) => {
                notices.push(Notice::coded(
                    "9.5.3",
                    &codes::INTENDED_MOVE_ILLEGAL,
                    params! { "text" => text.as_str() },
                ));
                // The commentary: "un autre coup doit être joué avec la même pièce. Tous les
                // autres éléments de l'article 4 s'appliquent" — the piece the written move
                // names (one piece of that kind that could reach the square on an empty board,
                // `squares_of`) is touched: it binds if it can move (4.3.1), as any touch.
                let languages = self.readers.get(by).languages();
                if let (Some(from), _) = squares_of(&pos, &text, languages)
                    && let Some(piece) = pos.board().piece_at(from)
                    && piece.color == color_of(by)
                {
                    self.bind(
                        by,
                        Step::Touch {
                            touched: laws::Touched {
                                square: from,
                                piece,
                            },
                            origin: Origin::Written,
                        },
                    );
                }
            }
            _ => {}
        }
        // 9.1.2.3: a claim counts as a draw offer, where offers are allowed.
        if self.check_offer(by, 0).is_ok() && self.offers.standing.is_none() {
            self.offers.standing = Some(by);
            self.mark_offer(by);
            notices.push(Notice::coded(
                "9.1.2.3",
                &codes::CLAIM_COUNTS_AS_OFFER,
                params! { "by" => by },
            ));
        }
        Ok(())
    }

    /// Refuses an event after the end or before the start.
    pub(crate) fn require_not_over(&self) -> Result<(), Refusal> {
        if let Some(end) = self.phase.end() {
            return Err(refuse(
                &codes::GAME_IS_OVER,
                params! { "result" => end.result.to_string(), "reason" => end.reason.to_string() },
            ));
        }
        if !self.phase.started() {
            return Err(refuse(&codes::NOT_STARTED, params! {}));
        }
        Ok(())
    }
}
