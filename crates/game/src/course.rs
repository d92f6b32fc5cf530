//! The game's course (issue 21, item 2): its start (the start's notice, Art. 6.6; 1930
//! Art. 20.1) and its end — `finish`, where each part clears its own state — with the one
//! decision every loss on time, by resignation or by illegal moves shares: a loss, or a draw
//! when the opponent cannot mate where the edition has the exception
//! (`laws::CompetitionRules::cannot_mate_draws`: Art. 6.9, 5.1.2, 7.5.5).

use clock::Side;
use laws::{Ending, GameResult, Mating, Reason, can_mate};

use crate::{
    Notice, codes,
    machine::Game,
    params,
    parts::{Refusal, clock_refusal, color_of, refuse, stop_clock},
    phase::{ArticleText, Phase},
};

impl Game {
    pub(crate) fn start(&mut self, t: u64, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        if self.phase.started() {
            return Err(refuse(&codes::ALREADY_STARTED, params! {}));
        }
        let first = self.to_move();
        if let Some(clock) = &mut self.clock {
            clock.start_side(first, t).map_err(clock_refusal)?;
        }
        self.phase = Phase::Playing;
        notices.push(self.start_notice(first));
        self.announce_odds(notices);
        // A set position may already be over (Art. 5.1.1, 5.2.1, 5.2.2).
        if let Some(ending) = self.board_ending() {
            self.finish_with(t, ending, notices);
        }
        Ok(())
    }

    /// The start's notice: the category and the article that classified it (6.6, A.1, B.1). The
    /// old Laws know no categories and no Art. 6.6: they cite their own clock rule, a time limit
    /// of 30 moves in two hours then 15 an hour unless the competition sets another (1930
    /// Art. 20.1.a, 20.1.b; 1928 Par. 20.a), or none without a clock.
    fn start_notice(&self, first: Side) -> Notice {
        let Some(article) = self.competition().start.map(|a| a.as_str()) else {
            return Notice::coded(
                "6.6",
                &codes::GAME_STARTS,
                params! {
                    "category" => self.rules.category.to_string(),
                    "category_article" => self.rules.category_article.to_string(),
                    "first" => first,
                },
            );
        };
        match &self.rules.control {
            Some(control) => Notice::coded(
                article,
                &codes::GAME_STARTS_TIME_LIMIT,
                params! {
                    "control" => control.to_string(),
                    "first" => first,
                    "clock_mode" => self.rules.config.clock_mode.to_string(),
                },
            ),
            None => Notice::coded(
                article,
                &codes::GAME_STARTS_NO_TIME_LIMIT,
                params! { "first" => first },
            ),
        }
    }

    /// Ends the game with `result` for `reason` under `article` — an article of the Laws, or
    /// the text the arbiter cited declaring the result (the ending then holds the edition's
    /// article on the arbiter's decision, Art. 12.1): see [`Game::finish_with`].
    pub(crate) fn finish(
        &mut self,
        t: u64,
        result: GameResult,
        reason: Reason,
        article: impl Into<ArticleText>,
        notices: &mut Vec<Notice>,
    ) {
        let (article, cited) = article.into().split(self.competition().arbiter_decides);
        let ending = Ending {
            result,
            reason,
            article,
        };
        self.end_parts(t, ending, cited, notices);
    }

    /// Ends the game with `ending` (one the board decided, or the rules).
    pub(crate) fn finish_with(&mut self, t: u64, ending: Ending, notices: &mut Vec<Notice>) {
        self.end_parts(t, ending, None, notices);
    }

    /// Nothing stays pending once the game is over; each part clears its own: the clock stops,
    /// the offer standing lapses (Art. 9.1.2.1), the bound piece and an illegal move awaiting a
    /// claim (A.5.2) go, the mate demands lapse, and the phase — with a claim awaiting the
    /// arbiter or an adjournment — becomes over, announcing the end.
    fn end_parts(
        &mut self,
        t: u64,
        ending: Ending,
        cited: Option<String>,
        notices: &mut Vec<Notice>,
    ) {
        stop_clock(&mut self.clock, t);
        self.offers.lapse();
        self.irregular.end();
        self.desk.end();
        notices.push(self.phase.finish(ending, cited));
    }

    /// Whether `side` can checkmate its opponent by some series of legal moves here (Art. 6.9,
    /// 5.1.2, 7.5.5). An undecided search counts as "can": only a proof that no mate exists turns
    /// a loss into a draw.
    pub(crate) fn can_mate(&self, side: Side) -> bool {
        !matches!(
            can_mate(self.record.position(), color_of(side)),
            Mating::Impossible
        )
    }

    /// A loss for `loser`, or a draw if the opponent cannot mate where the edition has the
    /// exception (`laws::CompetitionRules::cannot_mate_draws`: 2023 Art. 6.9, 5.1.2).
    pub(crate) fn lose_unless_cannot_mate(
        &mut self,
        t: u64,
        loser: Side,
        reasons: (Reason, Reason),
        article: &'static str,
        notices: &mut Vec<Notice>,
    ) {
        if self.competition().cannot_mate_draws && !self.can_mate(!loser) {
            notices.push(Notice::coded(
                article,
                &codes::CANNOT_MATE_DRAW,
                params! { "side" => !loser },
            ));
            self.finish(t, GameResult::Draw, reasons.1, article, notices);
        } else {
            self.finish(
                t,
                GameResult::win_for(color_of(!loser)),
                reasons.0,
                article,
                notices,
            );
        }
    }
}
