//! Flags, time claims, pauses and resignation (Art. 6.8, 6.9, 6.11, 5.1.2, A.5.3, III.3.1).

use clock::{BothFlags, Category, Side};
use laws::{GameResult, Reason};

use crate::{
    Notice, codes,
    machine::Game,
    params,
    parts::{Refusal, clock_refusal, refuse},
};

impl Game {
    /// Whether the arbiter (the software) notices flags by itself. Under the 1997 appendices a
    /// rapid or blitz flag counts only on a player's claim, and the arbiter does not call it
    /// (1997 B.6, C.2: `laws::CompetitionRules::rapid_flags_on_claim`). Everywhere else the flag
    /// is noticed at the next event (6.8, A.5.5).
    fn arbiter_calls_flags(&self) -> bool {
        !(self.competition().rapid_flags_on_claim.is_some()
            && self.rules.category != Category::Standard)
    }

    /// Looks at the clock at `t` (Art. 6.8); a fallen flag ends the game as 6.9 says.
    pub(crate) fn look_at_flags(&mut self, t: u64, notices: &mut Vec<Notice>) {
        if self.phase.end().is_some() || !self.phase.started() {
            return;
        }
        let Some(clock) = &mut self.clock else { return };
        if clock.observe_at(t).is_err() {
            return;
        }
        if self.arbiter_calls_flags() {
            self.judge_flags(t, None, notices);
        }
    }

    /// Decides on the flags down, if any; `claimant` when a player claims (A.5.3).
    fn judge_flags(&mut self, t: u64, claimant: Option<Side>, notices: &mut Vec<Notice>) -> bool {
        let Some(clock) = &self.clock else {
            return false;
        };
        let reading = clock.reading(t);
        let both = clock.both_flags();
        let both_draw = self.competition().both_flags_draw.map(|a| a.as_str());
        if let Some(article) = both_draw
            && !self.arbiter_calls_flags()
            && reading.flag.white
            && reading.flag.black
        {
            // 1997 B.8: both flags down in a rapid or blitz game is a draw, whichever fell first.
            notices.push(Notice::coded(article, &codes::BOTH_FLAGS_DOWN, params! {}));
            self.finish(t, GameResult::Draw, Reason::TimeForfeit, article, notices);
            return true;
        }
        match both {
            Some(BothFlags::FirstFell(side)) => {
                // The 6.4 commentary: with both displays at 0.00 "l'Arbitre peut établir quel
                // drapeau est tombé le premier, avec l'aide du « – »": Art. 6.9 for that player.
                notices.push(Notice::coded(
                    self.competition().both_flags.as_str(),
                    &codes::BOTH_FLAGS_FIRST_FELL,
                    params! { "side" => side },
                ));
                self.time_forfeit(t, side, notices);
                true
            }
            Some(BothFlags::Draw) if both_draw.is_some() => {
                let article = both_draw.unwrap_or_default();
                notices.push(Notice::coded(
                    article,
                    &codes::BOTH_FLAGS_UNKNOWN_FIRST,
                    params! {},
                ));
                self.finish(t, GameResult::Draw, Reason::TimeForfeit, article, notices);
                true
            }
            Some(BothFlags::Draw) if self.rules.guideline_iii() => {
                notices.push(Notice::coded(
                    "III.3.1.2",
                    &codes::BOTH_FLAGS_UNKNOWN_FIRST,
                    params! {},
                ));
                self.finish(
                    t,
                    GameResult::Draw,
                    Reason::TimeForfeit,
                    "III.3.1.2",
                    notices,
                );
                true
            }
            Some(BothFlags::PlayOn) if self.rules.guideline_iii() || both_draw.is_some() => {
                if !self.play_on_announced {
                    self.play_on_announced = true;
                    notices.push(Notice::coded(
                        "III.3.1.1",
                        &codes::BOTH_FLAGS_PLAY_ON,
                        params! {},
                    ));
                }
                false
            }
            Some(BothFlags::Draw | BothFlags::PlayOn) => {
                // Guideline III not announced (III.2.1) or excluded (III.2.2: blitz, an
                // increment or a delay): no text decides. Neither player can be said to have lost
                // on time (6.9 needs the flag that fell first) and III.3.1's draw or play-on are
                // not the competition's rules: the clock stops and the arbiter decides
                // (`declare_result`, or `set_clock` and `resume` to play on), as an arbiter who
                // finds both displays at 0.00 would.
                if !self.play_on_announced {
                    self.play_on_announced = true;
                    if let Some(clock) = &mut self.clock
                        && clock.reading(t).running.is_some()
                    {
                        // The clock runs: pausing it cannot fail.
                        let _ = clock.pause(t);
                    }
                    // An edition without Guideline III (the old Laws): its own flag article.
                    notices.push(if !self.competition().guideline_iii {
                        Notice::coded(
                            self.competition().both_flags.as_str(),
                            &codes::BOTH_FLAGS_ARBITER_DECIDES,
                            params! {},
                        )
                    } else {
                        Notice::coded("6.4", &codes::BOTH_FLAGS_NO_GUIDELINE_III, params! {})
                    });
                }
                false
            }
            None => {
                // Not both down: an announcement above concerned flags no longer both down.
                self.play_on_announced = false;
                let fallen = Side::ALL.into_iter().find(|s| *reading.flag.get(*s));
                match fallen {
                    Some(side) if claimant.is_none_or(|c| c == !side) => {
                        self.play_on_announced = false;
                        self.time_forfeit(t, side, notices);
                        true
                    }
                    _ => false,
                }
            }
        }
    }

    /// `loser`'s flag fell: a loss, or a draw if the opponent cannot mate (Art. 6.9; 1930
    /// Art. 19.5 and 20.2, 1928 Par. 18: a loss in every case).
    fn time_forfeit(&mut self, t: u64, loser: Side, notices: &mut Vec<Notice>) {
        let article = self.competition().time_forfeit.as_str();
        let seen = self.competition().flag_seen.as_str();
        notices.push(Notice::coded(
            seen,
            &codes::FLAG_FELL,
            params! { "side" => loser },
        ));
        self.lose_unless_cannot_mate(
            t,
            loser,
            (Reason::TimeForfeit, Reason::TimeForfeitCannotMate),
            article,
            notices,
        );
    }

    /// A player claims the opponent's flag (Art. 6.8, A.5.3).
    pub(crate) fn claim_time(
        &mut self,
        t: u64,
        by: Side,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.require_play()?;
        let Some(clock) = &mut self.clock else {
            return Err(refuse(&codes::NO_CLOCK, params! {}));
        };
        clock.observe_at(t).map_err(clock_refusal)?;
        if !*clock.reading(t).flag.get(!by) {
            return Err(refuse(&codes::NO_FLAG, params! { "opponent" => !by }));
        }
        if *clock.reading(t).flag.get(by) && self.rules.annex_a5() {
            // A.5.3: with both clocks at zero no time claim can be made; the arbiter decides.
            if self.judge_flags(t, None, notices) {
                return Ok(());
            }
            return Err(refuse(&codes::BOTH_FLAGS, params! {}));
        }
        notices.push(Notice::coded(
            match self.competition().rapid_flag_claim {
                Some(article) if self.rules.annex_a5() => article.as_str(),
                _ => self.competition().flag_seen.as_str(),
            },
            &codes::FLAG_CLAIMED,
            params! { "by" => by, "opponent" => !by },
        ));
        self.judge_flags(t, Some(by), notices);
        Ok(())
    }

    /// Resignation (Art. 5.1.2; Guideline I.6 during an adjournment).
    pub(crate) fn resign(
        &mut self,
        t: u64,
        by: Side,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.require_not_over()?;
        let article = self.competition().resignation.as_str();
        notices.push(Notice::coded(
            article,
            &codes::RESIGNS,
            params! { "by" => by },
        ));
        self.lose_unless_cannot_mate(
            t,
            by,
            (Reason::Resignation, Reason::ResignationCannotMate),
            article,
            notices,
        );
        Ok(())
    }

    /// The clock is paused: by the arbiter (6.11.1) or by a player calling the arbiter (6.11.2).
    pub(crate) fn pause(
        &mut self,
        t: u64,
        by: Option<Side>,
        reason: Option<&str>,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.require_play()?;
        let Some(clock) = &mut self.clock else {
            return Err(refuse(&codes::NO_CLOCK_TO_PAUSE, params! {}));
        };
        clock.pause(t).map_err(clock_refusal)?;
        notices.push(match by {
            Some(side) => Notice::coded(
                self.own_article("6.11.2", |o| o.pause),
                &codes::PLAYER_PAUSES,
                params! { "side" => side },
            ),
            None => match reason {
                Some(reason) => Notice::coded(
                    self.own_article("6.11.1", |o| o.pause),
                    &codes::ARBITER_PAUSES_BECAUSE,
                    params! { "reason" => reason },
                ),
                None => Notice::coded(
                    self.own_article("6.11.1", |o| o.pause),
                    &codes::ARBITER_PAUSES,
                    params! {},
                ),
            },
        });
        Ok(())
    }

    /// The arbiter resumes play (6.11.3). While a claim awaits the ruling, restarting the clocks
    /// is the ruling that play goes on: the claim is rejected (1930 Art. 20.1.e).
    pub(crate) fn resume(&mut self, t: u64, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        self.require_play()?;
        if self.awaits_ruling() {
            return self.reject_claim(t, notices);
        }
        let Some(clock) = &mut self.clock else {
            return Err(refuse(&codes::NO_CLOCK_TO_RESUME, params! {}));
        };
        clock.resume(t).map_err(clock_refusal)?;
        notices.push(Notice::coded(
            self.own_article("6.11.3", |o| o.pause),
            &codes::ARBITER_RESUMES,
            params! {},
        ));
        Ok(())
    }
}
