//! The arbiter's rulings (Art. 6.7, 6.10, 7.2, 7.3, 11.7, 11.8, 12.9) and adjournment
//! (Guideline I; 1930 Art. 21).

use clock::{BySide, Side};
use laws::{GameResult, Reason};
use notation::MoveError;

use crate::{
    Notice, Party, PenaltyKind, Ruling,
    codes::{self, Code},
    machine::Game,
    params,
    parts::{Read, Refusal, clock_refusal, refuse},
    phase::{Adjournment, Phase},
    reasons::Why,
    state::Envelope,
};

impl Game {
    /// Applies an arbiter's ruling.
    pub(crate) fn rule(
        &mut self,
        t: u64,
        ruling: &Ruling,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        match ruling {
            Ruling::SetClock { white_ms, black_ms } => {
                self.require_not_over()?;
                let clock = self.clock_mut()?;
                clock
                    .set_times(*white_ms, *black_ms, t)
                    .map_err(clock_refusal)?;
                notices.push(Notice::coded(
                    self.own_article("6.10.2", |o| o.clock_set),
                    &codes::CLOCKS_SET,
                    params! { "white_ms" => *white_ms, "black_ms" => *black_ms },
                ));
                self.look_at_flags(t, notices);
                Ok(())
            }
            Ruling::AddTime { to, ms } => {
                self.require_not_over()?;
                self.clock_mut()?
                    .add_time(*to, *ms, t)
                    .map_err(clock_refusal)?;
                notices.push(Notice::coded(
                    self.own_article("12.5", |o| o.arbiter),
                    &codes::TIME_GIVEN,
                    params! { "to" => *to, "ms" => *ms },
                ));
                Ok(())
            }
            Ruling::Penalty {
                against,
                kind,
                ms,
                points,
            } => self.penalty(t, *against, *kind, *ms, *points, notices),
            Ruling::DeclareResult {
                result,
                reason,
                article,
            } => {
                if !self.phase.started() && self.phase.end().is_none() && *reason != Reason::Forfeit
                {
                    return Err(refuse(&codes::NOT_STARTED, params! {}));
                }
                // A draw declared on a claim awaiting the ruling upholds it, under its article
                // (1930 Art. 16.1.b, 1928 Par. 15.B).
                let upheld = self.upheld(*result, article.as_deref());
                let article = match (article, &upheld) {
                    (Some(article), _) => article.clone(),
                    (None, Some((claimed, _))) => (*claimed).to_owned(),
                    // The arbiter decides (12.1); under the old Laws, the arbiter to whom a
                    // dispute is referred (1930 Art. 24.2.a, 1928 Par. 24.a).
                    (None, None) => self.competition().arbiter_decides.as_str().to_owned(),
                };
                notices.extend(upheld.map(|(_, notice)| notice));
                notices.push(Notice::coded(
                    article.clone(),
                    &codes::RESULT_DECLARED,
                    params! { "result" => result.to_string(), "reason" => reason.to_string() },
                ));
                self.finish(t, *result, *reason, article, notices);
                Ok(())
            }
            Ruling::Forfeit { by } => self.forfeit(t, *by, notices),
            Ruling::RejectClaim => self.reject_claim(t, notices),
            Ruling::WithdrawDeclaration => self.withdraw_declaration(notices),
            Ruling::GrantIii4 { requester } => {
                self.require_play()?;
                if self.rules.category == clock::Category::Blitz {
                    return Err(refuse(&codes::III_4_NOT_IN_BLITZ, params! {}));
                }
                if !self.rules.config.regulations.guideline_iii {
                    return Err(refuse(&codes::III_NOT_ANNOUNCED, params! {}));
                }
                if !self.competition().guideline_iii {
                    return Err(refuse(
                        &codes::III_NOT_IN_EDITION,
                        params! { "edition" => self.edition().to_string() },
                    ));
                }
                self.clock_mut()?.grant_iii_4(*requester, t).map_err(|e| {
                    refuse(
                        &codes::III_4_REFUSED,
                        Why::of_clock(&e).into_params("detail", params! {}),
                    )
                })?;
                notices.push(Notice::coded(
                    "III.4",
                    &codes::III_4_GRANTED,
                    params! { "requester" => *requester, "opponent" => !*requester },
                ));
                Ok(())
            }
            Ruling::ColoursReversed => {
                self.require_not_over_or_unstarted()?;
                // 7.3: a new game if fewer than ten moves were completed by each player (that is,
                // before Black's tenth move); after that the game goes on.
                if self.sheet.moves.black >= 10 {
                    notices.push(Notice::coded(
                        self.own_article("7.3", |o| o.start_position),
                        &codes::COLOURS_STAY,
                        params! {},
                    ));
                    return Ok(());
                }
                let mut config = self.rules.config.clone();
                std::mem::swap(&mut config.white, &mut config.black);
                let article = self.own_article("7.3", |o| o.start_position);
                self.restart(config, article, &codes::COLOURS_REVERSED, notices)
            }
            Ruling::WrongStartPosition => {
                self.require_not_over_or_unstarted()?;
                if self.rules.annex_a5() && self.sheet.moves.black >= 10 {
                    return Err(refuse(&codes::START_POSITION_TOO_LATE, params! {}));
                }
                let config = self.rules.config.clone();
                let article = self.own_article("7.2.1", |o| o.start_position);
                self.restart(config, article, &codes::START_POSITION_WRONG, notices)
            }
        }
    }

    fn clock_mut(&mut self) -> Result<&mut clock::Clock, Refusal> {
        self.clock
            .as_mut()
            .ok_or_else(|| refuse(&codes::NO_CLOCK, params! {}))
    }

    fn require_not_over_or_unstarted(&self) -> Result<(), Refusal> {
        match self.phase.end() {
            // 7.2.1, 7.3 commentary: once the game has ended, the result stands.
            Some(end) => Err(refuse(
                &codes::RESULT_STANDS,
                params! { "result" => end.result.to_string() },
            )),
            None => Ok(()),
        }
    }

    /// A new game from `config` (7.2.1, 7.3); time keeps its course.
    fn restart(
        &mut self,
        config: crate::Config,
        article: &str,
        code: &Code,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        let last_t = self.last_t;
        let mut fresh = Game::new(config).map_err(|e| e.refusal())?;
        fresh.last_t = last_t;
        self.replace_game(fresh);
        notices.push(Notice::coded(article, code, params! {}));
        Ok(())
    }

    /// A penalty of Art. 12.9.
    fn penalty(
        &mut self,
        t: u64,
        against: Side,
        kind: PenaltyKind,
        ms: Option<u64>,
        points: Option<f64>,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        let default_ms = self.rules.penalty().0;
        match kind {
            PenaltyKind::Warning => {
                notices.push(Notice::coded(
                    self.own_article("12.9.1", |o| o.arbiter),
                    &codes::WARNED,
                    params! { "against" => against },
                ));
            }
            PenaltyKind::AddTime => {
                self.require_not_over()?;
                let ms = ms.unwrap_or(default_ms);
                self.clock_mut()?
                    .add_time(!against, ms, t)
                    .map_err(clock_refusal)?;
                notices.push(Notice::coded(
                    self.own_article("12.9.2", |o| o.arbiter),
                    &codes::PENALTY_TIME_ADDED,
                    params! { "against" => against, "opponent" => !against, "ms" => ms },
                ));
            }
            PenaltyKind::TakeTime => {
                self.require_not_over()?;
                let ms = ms.unwrap_or(default_ms);
                self.clock_mut()?
                    .take_time(against, ms, t)
                    .map_err(clock_refusal)?;
                notices.push(Notice::coded(
                    self.own_article("12.9.3", |o| o.arbiter),
                    &codes::PENALTY_TIME_TAKEN,
                    params! { "against" => against, "ms" => ms },
                ));
                self.look_at_flags(t, notices);
            }
            PenaltyKind::AddPoints | PenaltyKind::TakePoints => {
                // 10.2: scores stay the usual ones (no ¾–¼): amounts in the scoring's steps.
                let [_, draw, ..] = self.rules.config.regulations.scoring.points();
                let step = if draw.fract() == 0.0 { 1.0 } else { 0.5 };
                let amount = points
                    .filter(|p| p.is_finite() && *p > 0.0 && (p / step).fract() == 0.0)
                    .ok_or_else(|| {
                        refuse(
                            &codes::BAD_POINTS,
                            params! {
                                "step" => step,
                                "scoring" => self.rules.config.regulations.scoring.to_string(),
                            },
                        )
                    })?;
                let (side, delta, article) = if kind == PenaltyKind::AddPoints {
                    (!against, amount, self.own_article("12.9.4", |o| o.arbiter))
                } else {
                    (against, -amount, self.own_article("12.9.5", |o| o.arbiter))
                };
                *self.desk.point_adjust.get_mut(side) += delta;
                notices.push(Notice::coded(
                    article,
                    &codes::PENALTY_POINTS,
                    params! { "against" => against, "side" => side, "delta" => delta },
                ));
            }
            PenaltyKind::Fine => {
                notices.push(Notice::coded(
                    self.own_article("12.9.7", |o| o.arbiter),
                    &codes::FINED,
                    params! { "against" => against },
                ));
            }
            PenaltyKind::LoseGame | PenaltyKind::Expulsion => {
                self.require_not_over()?;
                let article = if kind == PenaltyKind::LoseGame {
                    self.own_article("12.9.6", |o| o.refusal)
                } else {
                    self.own_article("12.9.8", |o| o.arbiter)
                };
                self.finish(
                    t,
                    GameResult::win_for(crate::parts::color_of(!against)),
                    Reason::Arbiter,
                    article,
                    notices,
                );
            }
            PenaltyKind::IllegalMove => {
                self.require_play()?;
                if self
                    .irregular
                    .pending
                    .as_ref()
                    .is_some_and(|p| p.by == against)
                {
                    // A.5.2: the arbiter sees the illegal move before the opponent moves.
                    self.restore_illegal(t, notices);
                } else if self.irregular.last_penalised == Some((against, self.sheet.plies.len())) {
                    // The 7.5.5 commentary: "quand 2 actions illégales se produisent lors d'un même
                    // coup (par exemple, un roque illégal et joué à deux mains [...]), cela compte
                    // pour un (1) seul coup illégal". No move has been recorded since the one
                    // penalised: the two hands were that move's.
                    notices.push(Notice::coded(
                        self.own_article("7.5.5", |o| o.arbiter),
                        &codes::ALREADY_PENALISED,
                        params! { "against" => against },
                    ));
                } else {
                    // 7.5.4: a legal move made with two hands is penalised as an illegal move.
                    let article = self.own_article("7.5.4", |o| o.arbiter);
                    self.penalise_illegal(t, against, article, notices);
                }
            }
        }
        Ok(())
    }

    /// A forfeit (Art. 6.7.1 absence; 11.7, 11.8 refusing to comply with the Laws).
    fn forfeit(&mut self, t: u64, by: Party, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        if let Some(end) = self.phase.end() {
            return Err(refuse(
                &codes::GAME_IS_OVER_RESULT,
                params! { "result" => end.result.to_string() },
            ));
        }
        let absent = |side: Side| *self.sheet.moves.get(side) == 0;
        let default_ms = self.rules.config.regulations.default_time_ms;
        let sides: &[Side] = match by {
            Party::White => &[Side::White],
            Party::Black => &[Side::Black],
            Party::Both => &[Side::White, Side::Black],
        };
        let by_absence = sides.iter().all(|s| absent(*s));
        if by_absence && t < default_ms {
            return Err(refuse(
                &codes::DEFAULT_TIME_NOT_PASSED,
                params! { "default_ms" => default_ms },
            ));
        }
        // Guideline I.10: absent at the resumption of an adjourned game, after the default time.
        let unanswered = self.resumed_at_ply == Some(self.sheet.plies.len());
        if (self.phase.adjourned().is_some() || unanswered) && by != Party::Both {
            let side = if by == Party::White {
                Side::White
            } else {
                Side::Black
            };
            self.finish(
                t,
                GameResult::win_for(crate::parts::color_of(!side)),
                Reason::Forfeit,
                self.own_article("I.10", |o| o.resumption_absence),
                notices,
            );
            return Ok(());
        }
        // The old Laws' own articles where they have one (issue 33, item 10).
        let absence = self.own_article("6.7.1", |o| o.absence);
        let both_absent = self.own_article("6.7.1", |o| o.both_absent);
        let refusal = self.own_article("11.7", |o| o.refusal);
        let both_refuse = self.own_article("11.8", |o| o.refusal);
        let (result, article) = match (by, by_absence) {
            (Party::White, true) => (GameResult::BlackWinsByForfeit, absence),
            (Party::Black, true) => (GameResult::WhiteWinsByForfeit, absence),
            (Party::Both, true) => (GameResult::DoubleForfeit, both_absent),
            // 11.7: a loss; the game was played, so the opponent wins it (the arbiter may
            // decide otherwise with `declare_result`).
            (Party::White, false) => (GameResult::BlackWins, refusal),
            (Party::Black, false) => (GameResult::WhiteWins, refusal),
            (Party::Both, false) => (GameResult::DoubleForfeit, both_refuse),
        };
        self.finish(t, result, Reason::Forfeit, article, notices);
        Ok(())
    }

    /// The player on move seals a move and the game is adjourned (Guideline I.1; 1930 Art. 21).
    pub(crate) fn adjourn(
        &mut self,
        t: u64,
        by: Side,
        sealed: &str,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.require_play()?;
        self.require_no_judgement()?;
        if by != self.to_move() {
            return Err(refuse(&codes::SEAL_NOT_ON_MOVE, params! {}));
        }
        if let Some(clock) = &mut self.clock
            && clock.reading(t).running.is_some()
        {
            clock.pause(t).map_err(clock_refusal)?;
        }
        // I.2.3: the time each player has used: all the time given, less what the clock shows.
        let used_ms = match &self.clock {
            Some(c) => {
                let shown = c.reading(t).remaining_ms;
                let used = |side: Side| {
                    let a = c.account(side);
                    let given = a
                        .allotted_ms
                        .saturating_add(a.bonus_ms)
                        .saturating_add(a.adjusted_ms);
                    given
                        .saturating_sub(i64::try_from(*shown.get(side)).unwrap_or(i64::MAX))
                        .max(0)
                        .unsigned_abs()
                };
                BySide {
                    white: used(Side::White),
                    black: used(Side::Black),
                }
            }
            None => BySide::default(),
        };
        let envelope = Envelope {
            white: self.rules.config.white.clone(),
            black: self.rules.config.black.clone(),
            fen: self.fen(),
            used_ms,
            sealed_by: by,
            move_number: self.move_number(),
            draw_offer: self.offers.standing,
        };
        self.phase = Phase::Adjourned(Adjournment {
            by,
            sealed: sealed.to_owned(),
            envelope,
        });
        let article = self.competition().adjournment.as_str();
        notices.push(Notice::coded(
            article,
            &codes::MOVE_SEALED,
            params! { "by" => by, "move_number" => self.move_number() },
        ));
        Ok(())
    }

    /// The envelope is opened and the sealed move played (I.9.1); a sealed move that is
    /// ambiguous, unreadable or illegal loses (I.8; 1930 Art. 17.c).
    pub(crate) fn resume_adjourned(
        &mut self,
        t: u64,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.require_not_over()?;
        let Some(adjournment) = self.phase.take_adjournment() else {
            return Err(refuse(&codes::NOT_ADJOURNED, params! {}));
        };
        let by = adjournment.by;
        // The sealed move as the player's notation reads a move played (in an odds game with
        // castling without the rook given, 1930 Art. 22.8, and the middle line, 22.4).
        let read = match self.read(by, &adjournment.sealed) {
            Read::Legal(mv) => Ok(mv),
            Read::Unpromoted(_) => Err(("I.8.1", Why::promotion_not_named(&adjournment.sealed))),
            Read::Illegal { why, .. } => Err(("I.8.3", why)),
            Read::Unreadable(e) => Err((
                match e {
                    MoveError::Ambiguous { .. } => "I.8.1",
                    MoveError::Syntax(_) | MoveError::UnknownSymbol { .. } => "I.8.2",
                    MoveError::Illegal { .. } => "I.8.3",
                },
                Why::of_move(&e),
            )),
        };
        if let Some(clock) = &mut self.clock
            && clock.reading(t).paused
        {
            let _ = clock.resume(t);
        }
        let own = self.competition().sealed_move_illegal.map(|a| a.as_str());
        match read {
            Ok(mv) => {
                notices.push(Notice::coded(
                    self.own_article("I.9.1", |o| o.envelope),
                    &codes::ENVELOPE_OPENED,
                    params! {
                        "move_san" => self.san(mv),
                        "move_uci" => mv.to_uci(self.record.castling_mode()).to_string(),
                    },
                ));
                // I.4: an offer made after the move was sealed stands until answered; the
                // sealed move, made before it, does not decline it.
                let offered_since = self
                    .offers
                    .standing
                    .filter(|o| *o == !by && adjournment.envelope.draw_offer != Some(*o));
                if let Err(refusal) = self.complete(t, by, mv, false, notices) {
                    self.phase = Phase::Adjourned(adjournment);
                    return Err(refusal);
                }
                self.resumed_at_ply = Some(self.sheet.plies.len());
                if let Some(offerer) = offered_since
                    && self.phase.end().is_none()
                {
                    notices.retain(|n| n.article != "9.1.2.1");
                    self.offers.standing = Some(offerer);
                    notices.push(Notice::coded(
                        "I.4",
                        &codes::OFFER_AFTER_SEALING_STANDS,
                        params! { "offerer" => offerer },
                    ));
                }
            }
            Err((which, e)) => {
                let article = own.unwrap_or(which);
                notices.push(Notice::coded(
                    article,
                    &codes::SEALED_MOVE_UNPLAYABLE,
                    e.into_params(
                        "detail",
                        params! { "sealed" => adjournment.sealed.as_str() },
                    ),
                ));
                // I.8: "except in the cases of Art. 5, 5.2.2, 6.9, 9.6": a sealer whose
                // opponent cannot mate draws.
                self.lose_unless_cannot_mate(
                    t,
                    by,
                    (Reason::SealedMoveIllegal, Reason::SealedMoveIllegal),
                    article,
                    notices,
                );
            }
        }
        Ok(())
    }
}
