//! The old Laws' rules that need an arbiter's judgement, as events of the game: the claim of
//! perpetual check (1930 Art. 16.1.b, 1928 Par. 15.B) and the "mate me in fifty moves" demand
//! (1930 Art. 16.1.f, 1928 Par. 15.F). ARCHITECTURE.md: "events an arbiter rules on, not guesses
//! by the program".
//!
//! **Perpetual check.** The claimant "démontre qu'il peut donner échec perpétuel": the arbiter
//! judges the demonstration. A claim with nothing to demonstrate (the claimant's last move gave
//! no check, and the opponent can stop at once any check he gives) is refused (`no_checks`), for
//! it would stop the clocks for nothing. Otherwise the program gives the facts it can establish
//! ([`laws::perpetual_check`]: the claimant's checks in a row, how often the position has stood,
//! whether the opponent can stop the checks) in a notice and in the state's `pending_claim`, and
//! play waits: "lorsqu'il y a motif à réclamation ..., les deux pendules seront arrêtées et
//! remises en marche par le directeur du tournoi, dès qu'il aura fait connaître sa décision"
//! (1930 Art. 20.1.e). The 1928 draft has no such paragraph in its Par. 20; its Par. 24 ("la
//! partie ne sera pas reprise avant la décision de l'arbitre") is cited instead. Moves and
//! adjournment wait (`claim_pending`); offers, resignation and other claims do not, for they can
//! only end the game. The arbiter upholds the claim with `declare_result` (the closed list of
//! reasons has no perpetual check: the reason is the arbiter's, `arbiter`, and the article, if
//! the arbiter gives none, the claim's), or rejects it with `reject_claim`, or with `resume`:
//! restarting the clocks is how 20.1.e says the decision is made known.
//!
//! **Mate in fifty.** "Chacun des joueurs peut, à n'importe quel moment de la partie" demand it
//! (1930 Art. 16.1.f; 1928 Par. 15.F: "chaque joueur peut, à tout moment"): each player's demand
//! stands on its own, with its own count ([`laws::MateDemand`]), so one player's demand never
//! keeps the other from making his. A second demand by the same player while his first stands
//! is refused (`demand_pending`): it would only restart the count the first one runs. The
//! theory count of 1930 16.1.f is the arbiter's ruling (at most [`laws::MAX_THEORY_MOVES`], else
//! `theory_out_of_range`), entered with the demand, or after it with the same event: a
//! `demand_mate` with `theory_moves` for a player whose demand stands rules on that demand, its
//! count going on from the demand. The game does not know who sends an event: the program that
//! hosts it takes `theory_moves` from the arbiter only (the server refuses it from a seat).
//!
//! When the count runs out the demanding player may claim the draw with `claim_draw`, on move
//! or not, "à l'instant où les conditions ... sont réalisées ; elle ne saurait être revendiquée
//! plus tard" (1930 Art. 16.2, 1928 Par. 15's last paragraph): at that moment only. Once the
//! next move is made the claim is lost and that demand lapses; its player may then make a new
//! one. The draw's reason is `fifty_moves` (16.1.f counts "selon les conditions énoncées sous
//! e)", the fifty-move rule), its article the demand's.

use crate::{
    Notice, codes,
    machine::Game,
    params,
    parts::{Refusal, clock_refusal, color_of, refuse, side_of},
    phase::{Judgement, Phase},
    state::Demand,
};
use clock::{BySide, Side};
use laws::{
    DemandError, DemandStatus, ForcedChecks, GameResult, MateDemand, Reason, perpetual_check,
};

use crate::perpetual::{facts_params, facts_text};

impl Game {
    /// A claim of perpetual check by `by` (1930 Art. 16.1.b, 1928 Par. 15.B): the facts are
    /// announced, the clocks stop (1930 Art. 20.1.e), and play waits for the arbiter. Refused
    /// (`no_checks`) when there is nothing to demonstrate: `by`'s last move gave no check and
    /// the opponent can stop at once any check `by` gives (no check now, or a reply after which
    /// there is none); any seat could otherwise freeze the game until an arbiter comes.
    pub(crate) fn claim_perpetual(
        &mut self,
        t: u64,
        by: Side,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.require_play()?;
        let Some(article) = self.edition().rules().perpetual_check else {
            return Err(refuse(
                &codes::NO_PERPETUAL_CHECK_RULE,
                params! { "edition" => self.edition().to_string() },
            ));
        };
        let article = article.as_str();
        if let Some(pending) = self.phase.judgement() {
            return Err(refuse(
                &codes::CLAIM_PENDING,
                params! { "by" => pending.by },
            ));
        }
        let facts = perpetual_check(&self.record, color_of(by));
        // "Démontre qu'il peut donner échec perpétuel": a player whose last move gave no check,
        // and who has no check the opponent cannot stop at once, has nothing to demonstrate, and
        // cannot stop the clocks and hold the game for the arbiter.
        if facts.checks_in_a_row == 0 && facts.forced == (ForcedChecks::Escapes { moves: 0 }) {
            return Err(refuse(
                &codes::NO_CHECKS,
                params! { "by" => by, "opponent" => !by, "article" => article },
            ));
        }
        let mut params = facts_params(&facts);
        let facts = facts_text(&facts);
        params.insert("by".to_owned(), by.into());
        params.insert("facts".to_owned(), facts.as_str().into());
        notices.push(Notice::coded(
            article,
            &codes::PERPETUAL_CHECK_CLAIMED,
            params.clone(),
        ));
        let waiting = self.waiting_article();
        match &mut self.clock {
            Some(clock) if clock.reading(t).running.is_some() => {
                clock.pause(t).map_err(clock_refusal)?;
                notices.push(Notice::coded(
                    waiting,
                    &codes::CLOCKS_STOPPED_FOR_RULING,
                    params! {},
                ));
            }
            _ => notices.push(Notice::coded(
                waiting,
                &codes::PLAY_WAITS_FOR_RULING,
                params! {},
            )),
        }
        self.phase = Phase::ClaimPending(Judgement {
            by,
            article,
            facts,
            params,
        });
        Ok(())
    }

    /// The article by which play waits for the arbiter: 1930 Art. 20.1.e (the clocks are stopped
    /// until the director has made his decision known); 1928 Par. 24 (the game is not resumed
    /// before the arbiter's decision), the draft's Par. 20 having no such paragraph.
    fn waiting_article(&self) -> &'static str {
        let competition = self.competition();
        competition
            .ruling_awaited
            .unwrap_or(competition.arbiter_decides)
            .as_str()
    }

    /// Refuses a move (or a sealed move) while a claim awaits the arbiter's ruling.
    pub(crate) fn require_no_judgement(&self) -> Result<(), Refusal> {
        match self.phase.judgement() {
            Some(pending) => Err(refuse(
                &codes::CLAIM_PENDING_NO_MOVE,
                params! { "by" => pending.by, "article" => self.waiting_article() },
            )),
            None => Ok(()),
        }
    }

    /// Whether a claim awaits the arbiter's ruling.
    pub(crate) fn awaits_ruling(&self) -> bool {
        self.phase.judgement().is_some()
    }

    /// The arbiter rejects the claim awaiting the ruling: play goes on, the clocks restart
    /// (1930 Art. 20.1.e). `reject_claim`, or `resume` while a claim awaits.
    pub(crate) fn reject_claim(
        &mut self,
        t: u64,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.require_play()?;
        let Some(pending) = self.phase.take_judgement() else {
            return Err(refuse(&codes::NO_CLAIM, params! {}));
        };
        notices.push(Notice::coded(
            pending.article,
            &codes::PERPETUAL_CHECK_REJECTED,
            params! { "by" => pending.by },
        ));
        if let Some(clock) = &mut self.clock
            && clock.reading(t).paused
        {
            clock.resume(t).map_err(clock_refusal)?;
            notices.push(Notice::coded(
                self.waiting_article(),
                &codes::CLOCKS_RESTART,
                params! {},
            ));
        }
        Ok(())
    }

    /// A result the arbiter declares while a claim awaits the ruling: a draw declared without an
    /// article of its own, or with the claim's, upholds the claim. Its article and the notice
    /// saying so.
    pub(crate) fn upheld(
        &self,
        result: GameResult,
        article: Option<&str>,
    ) -> Option<(&'static str, Notice)> {
        let pending = self.phase.judgement()?;
        if result != GameResult::Draw || article.is_some_and(|a| a != pending.article) {
            return None;
        }
        Some((
            pending.article,
            Notice::coded(
                pending.article,
                &codes::PERPETUAL_CHECK_UPHELD,
                params! { "by" => pending.by },
            ),
        ))
    }

    /// `by` demands to be mated in fifty moves (1930 Art. 16.1.f, 1928 Par. 15.F), or in twice
    /// the moves theory establishes (1930 only).
    pub(crate) fn demand_mate(
        &mut self,
        by: Side,
        theory_moves: Option<u32>,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.require_play()?;
        if let Some(index) = self
            .desk
            .mate_demands
            .iter()
            .position(|d| side_of(d.demander()) == by)
        {
            let standing = self.desk.mate_demands[index];
            let Some(theory) = theory_moves else {
                return Err(refuse(
                    &codes::DEMAND_PENDING,
                    params! { "by" => by, "article" => standing.article().as_str() },
                ));
            };
            // The arbiter's ruling on theory, given after the demand: the count goes on from
            // the demand, for the moves the ruling grants.
            let ruled = standing
                .with_theory(self.edition(), theory)
                .map_err(demand_refusal)?;
            self.desk.mate_demands[index] = ruled;
            let code = if ruled.limit() > laws::MATE_DEMAND_MOVES {
                &codes::DEMAND_RULED_DOUBLED
            } else {
                &codes::DEMAND_RULED_FIFTY
            };
            notices.push(Notice::coded(
                ruled.article().as_str(),
                code,
                params! { "by" => by, "theory" => theory, "limit" => ruled.limit() },
            ));
            return Ok(());
        }
        let demand =
            MateDemand::new(&self.record, color_of(by), theory_moves).map_err(demand_refusal)?;
        let article = demand.article().as_str();
        let limit = demand.limit();
        notices.push(Notice::coded(
            article,
            &codes::MATE_DEMANDED,
            params! { "by" => by, "opponent" => !by, "limit" => limit },
        ));
        if let Some(theory) = theory_moves {
            let code = if limit > laws::MATE_DEMAND_MOVES {
                &codes::THEORY_DOUBLED
            } else {
                &codes::THEORY_FIFTY
            };
            notices.push(Notice::coded(
                article,
                code,
                params! { "theory" => theory, "limit" => limit },
            ));
        }
        self.desk.mate_demands.push(demand);
        Ok(())
    }

    /// `by`'s demand to be mated, if one stands.
    fn demand_of(&self, by: Side) -> Option<&MateDemand> {
        self.desk
            .mate_demands
            .iter()
            .find(|d| side_of(d.demander()) == by)
    }

    /// The state's `mate_demand` (the first demand made of those standing) and `mate_demands`
    /// (each player's).
    pub(crate) fn demand_state(&self) -> (Option<Demand>, BySide<Option<Demand>>) {
        let shown = |demand: &MateDemand| Demand {
            by: side_of(demand.demander()),
            limit: demand.limit(),
            moves_left: match demand.status(&self.record) {
                DemandStatus::Counting { moves_left } => moves_left,
                DemandStatus::RunOut => 0,
            },
            article: demand.article().as_str().to_owned(),
        };
        let each = BySide {
            white: self.demand_of(Side::White).map(shown),
            black: self.demand_of(Side::Black).map(shown),
        };
        (self.desk.mate_demands.first().map(shown), each)
    }

    /// The players whose demand's draw can be claimed now (before a move: after it, the moment
    /// has passed).
    pub(crate) fn demands_open(&self) -> Vec<Side> {
        self.desk
            .mate_demands
            .iter()
            .filter(|d| d.claim_open(&self.record))
            .map(|d| side_of(d.demander()))
            .collect()
    }

    /// Each demand's count after a move: it runs out, or starts again after a capture or pawn
    /// move (1930 Art. 16.1.f), or, if it had run out before the move and the draw was not
    /// claimed, the demand lapses (16.2). `was_open`: [`Game::demands_open`] before the move.
    pub(crate) fn count_demand(&mut self, was_open: &[Side], notices: &mut Vec<Notice>) {
        self.desk.mate_demands.retain(|demand| {
            let by = side_of(demand.demander());
            if !was_open.contains(&by) {
                return true;
            }
            notices.push(Notice::coded(
                demand.claim_moment().as_str(),
                &codes::DEMAND_LAPSED,
                params! { "by" => by },
            ));
            false
        });
        for demand in &self.desk.mate_demands {
            let by = side_of(demand.demander());
            let limit = demand.limit();
            if demand.claim_open(&self.record) {
                notices.push(Notice::coded(
                    demand.claim_moment().as_str(),
                    &codes::DEMAND_RUN_OUT,
                    params! { "by" => by, "limit" => limit },
                ));
            } else if demand.plies_counted(&self.record) == 0 {
                notices.push(Notice::coded(
                    demand.article().as_str(),
                    &codes::DEMAND_COUNT_RESTARTS,
                    params! { "by" => by, "limit" => limit },
                ));
            }
        }
    }

    /// A draw claim by a player who demanded to be mated, when the count of his demand has just
    /// run out (1930 Art. 16.1.f, 16.2; 1928 Par. 15.F): the game is drawn, and `true`.
    pub(crate) fn claim_on_demand(&mut self, t: u64, by: Side, notices: &mut Vec<Notice>) -> bool {
        let Some(demand) = self.demand_of(by).copied() else {
            return false;
        };
        if !demand.claim_open(&self.record) {
            return false;
        }
        let article = demand.article().as_str();
        notices.push(Notice::coded(
            article,
            &codes::DEMAND_CLAIM_CORRECT,
            params! { "by" => by, "limit" => demand.limit() },
        ));
        self.finish(t, GameResult::Draw, Reason::FiftyMoves, article, notices);
        true
    }

    /// Where a demand by `by` stands, for a draw claim that is not correct: the moves left.
    pub(crate) fn demand_note(&self, by: Side) -> Option<Notice> {
        let demand = self.demand_of(by)?;
        let moves_left = match demand.status(&self.record) {
            DemandStatus::Counting { moves_left } => moves_left,
            DemandStatus::RunOut => return None,
        };
        Some(Notice::coded(
            demand.article().as_str(),
            if moves_left == 1 {
                &codes::DEMAND_ONE_MOVE_LEFT
            } else {
                &codes::DEMAND_MOVES_LEFT
            },
            params! { "by" => by, "moves_left" => moves_left },
        ))
    }
}

/// A demand refused by `laws`, with its error code.
fn demand_refusal(e: DemandError) -> Refusal {
    match e {
        DemandError::NoSuchRule(edition) => refuse(
            &codes::NO_MATE_DEMAND_RULE,
            params! { "edition" => edition.to_string() },
        ),
        DemandError::NoTheoryException => refuse(&codes::NO_THEORY_EXCEPTION, params! {}),
        DemandError::TheoryOutOfRange(moves) => refuse(
            &codes::THEORY_OUT_OF_RANGE,
            params! { "theory" => moves, "max" => laws::MAX_THEORY_MOVES },
        ),
    }
}
