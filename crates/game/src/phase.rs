//! Where the game stands (issue 21, item 2): not started, being played, waiting for the
//! arbiter's ruling on a claim, adjourned, or over. What belongs to one phase lives inside it —
//! the claim awaiting the ruling, the sealed move and its envelope, the ending — so that no
//! impossible combination (an adjourned game that is over, a claim pending before the start)
//! can be written, and ending the game clears them by replacing the phase ([`Phase::finish`]).
//! The ending is the Laws' own [`laws::Ending`], the name the board's endings and the audit use;
//! the phase adds what only the game knows ([`Over`]).
//!
//! A pause of the clock (Art. 6.11) is the clock's own state (`clock::Clock`), read from it: the
//! game goes on being played, and the clock says whether it runs. Lichess's `Status` and
//! scalachess's `Game` keep the clock apart in the same way.

use clock::{BySide, Side};
use laws::{Article, Ending, GameResult};

use crate::{
    Notice, Outcome, Scoring,
    codes::{self, Params},
    params,
    state::{Envelope, PendingClaim},
};

/// Where the game stands.
#[derive(Clone, Debug)]
pub(crate) enum Phase {
    /// Set up, not started (Art. 6.6).
    NotStarted,
    /// Being played (the clock may be paused, Art. 6.11).
    Playing,
    /// A claim awaits the arbiter's ruling; moves wait (1930 Art. 16.1.b, 20.1.e).
    ClaimPending(Judgement),
    /// Adjourned, the sealed move in its envelope (Guideline I; 1930 Art. 21).
    Adjourned(Adjournment),
    /// Over, with its ending.
    Over(Over),
}

impl Phase {
    /// Whether the game has started (Art. 6.6), over or not.
    pub fn started(&self) -> bool {
        match self {
            Phase::NotStarted => false,
            Phase::Over(over) => over.started,
            _ => true,
        }
    }

    /// The ending, once the game is over.
    pub fn end(&self) -> Option<&Ending> {
        self.over().map(|over| &over.ending)
    }

    /// The game over: its ending and the article announced.
    pub fn over(&self) -> Option<&Over> {
        match self {
            Phase::Over(over) => Some(over),
            _ => None,
        }
    }

    /// Ends the game with `ending`, announced under its article or the one the arbiter
    /// `cited`: whatever the phase held — a claim awaiting the ruling, an adjournment — goes
    /// with it. The notice `game_over`.
    pub fn finish(&mut self, ending: Ending, cited: Option<String>) -> Notice {
        let cited = cited.filter(|text| text != ending.article.as_str());
        let over = Over {
            ending,
            cited,
            started: self.started(),
        };
        let notice = Notice::coded(
            over.article(),
            &codes::GAME_OVER,
            params! {
                "result" => ending.result.to_string(),
                "reason" => ending.reason.to_string(),
            },
        );
        *self = Phase::Over(over);
        notice
    }

    /// The adjournment, while the game is adjourned.
    pub fn adjourned(&self) -> Option<&Adjournment> {
        match self {
            Phase::Adjourned(a) => Some(a),
            _ => None,
        }
    }

    /// The claim awaiting the arbiter's ruling.
    pub fn judgement(&self) -> Option<&Judgement> {
        match self {
            Phase::ClaimPending(j) => Some(j),
            _ => None,
        }
    }

    /// The claim awaiting the ruling, taken: play goes on.
    pub fn take_judgement(&mut self) -> Option<Judgement> {
        match std::mem::replace(self, Phase::Playing) {
            Phase::ClaimPending(j) => Some(j),
            other => {
                *self = other;
                None
            }
        }
    }

    /// The adjournment, taken: the game is being played again (Guideline I.9).
    pub fn take_adjournment(&mut self) -> Option<Adjournment> {
        match std::mem::replace(self, Phase::Playing) {
            Phase::Adjourned(a) => Some(a),
            other => {
                *self = other;
                None
            }
        }
    }
}

/// A game over: its ending, as the Laws name it ([`laws::Ending`]: result, reason, article),
/// and what only the game adds to it.
#[derive(Clone, Debug)]
pub(crate) struct Over {
    /// The ending.
    pub ending: Ending,
    /// The article the arbiter cited declaring the result (`declare_result`'s `article`, Art.
    /// 12.1), when it is not the ending's own: the ending then holds the edition's article on
    /// the arbiter's decision, and this text is the one announced.
    pub cited: Option<String>,
    /// Whether the game had started (a forfeit may end it before, Art. 6.7.1).
    pub started: bool,
}

impl Over {
    /// The article announced: the one the arbiter cited, else the ending's.
    pub fn article(&self) -> &str {
        self.cited
            .as_deref()
            .unwrap_or(self.ending.article.as_str())
    }

    /// The result with its points (Art. 10) under `scoring`, with the arbiter's point
    /// adjustments `adjust` (the desk's, 12.9.4, 12.9.5).
    ///
    /// The arbiter's point penalties (12.9.4, 12.9.5) change the points, not the result: they
    /// are "l'augmentation des points marqués par l'adversaire" and "la diminution des points
    /// marqués dans la partie", while the result is the game's, as the scoresheets and the PGN
    /// record it. So a `1-0` may score ½–0.
    pub fn outcome(&self, scoring: Scoring, adjust: BySide<f64>) -> Outcome {
        let end = &self.ending;
        let [win, draw, loss, forfeit] = scoring.points();
        let (white, black) = match end.result {
            GameResult::WhiteWins => (win, loss),
            GameResult::BlackWins => (loss, win),
            GameResult::Draw => (draw, draw),
            GameResult::WhiteWinsByForfeit => (win, forfeit),
            GameResult::BlackWinsByForfeit => (forfeit, win),
            // 11.8: "la partie sera déclarée perdue pour les deux adversaires": a game played
            // and lost by both, scored as two losses; `-/-` stays its written result (the
            // contract's closed list has no other for both players losing).
            GameResult::DoubleForfeit if self.article() == "11.8" => (loss, loss),
            GameResult::DoubleForfeit => (forfeit, forfeit),
        };
        // Art. 12.9.4, 12.9.5, 10.2: adjusted points stay between nothing and a win, and the
        // total never exceeds a game's maximum: what the opponent gains (12.9.4, "up to the
        // maximum") comes off the offender.
        let clamp = |p: f64| p.clamp(0.0, win);
        let mut white = clamp(white + adjust.white);
        let mut black = clamp(black + adjust.black);
        let maximum = (win + loss).max(2.0 * draw);
        let excess = white + black - maximum;
        if excess > 0.0 {
            if adjust.white > adjust.black {
                black = (black - excess).max(0.0);
            } else {
                white = (white - excess).max(0.0);
            }
        }
        Outcome {
            result: end.result,
            reason: end.reason,
            article: self.article().to_owned(),
            article_ref: crate::ArticleRef::of(self.article()),
            points: BySide { white, black },
        }
    }
}

/// An article to end the game under: one of the Laws' (`&'static str`) or the arbiter's text
/// (`String`). [`ArticleText::split`] gives the ending's article and what is cited.
pub(crate) enum ArticleText {
    /// An article of the Laws.
    Laws(Article),
    /// The arbiter's text.
    Arbiter(String),
}

impl ArticleText {
    /// The ending's article — this one, or `otherwise` for the arbiter's text — and the text
    /// the arbiter cited.
    pub fn split(self, otherwise: Article) -> (Article, Option<String>) {
        match self {
            ArticleText::Laws(article) => (article, None),
            ArticleText::Arbiter(text) => (otherwise, Some(text)),
        }
    }
}

impl From<&'static str> for ArticleText {
    fn from(article: &'static str) -> ArticleText {
        ArticleText::Laws(Article(article))
    }
}

impl From<Article> for ArticleText {
    fn from(article: Article) -> ArticleText {
        ArticleText::Laws(article)
    }
}

impl From<String> for ArticleText {
    fn from(text: String) -> ArticleText {
        ArticleText::Arbiter(text)
    }
}

/// An adjourned game (Guideline I).
#[derive(Clone, Debug)]
pub(crate) struct Adjournment {
    pub by: Side,
    pub sealed: String,
    pub envelope: Envelope,
}

/// A claim awaiting the arbiter's ruling: a perpetual check.
#[derive(Clone, Debug)]
pub(crate) struct Judgement {
    pub by: Side,
    pub article: &'static str,
    /// The facts, as the notice gave them.
    pub facts: String,
    /// The claim notice's params (`perpetual_check_claimed`), so that the pending claim reads
    /// in the page's language as long as it waits, not only while its notice is on screen.
    pub params: Params,
}

impl Judgement {
    /// The state's `pending_claim`.
    pub fn state(&self) -> PendingClaim {
        PendingClaim {
            by: self.by,
            claim: "perpetual_check".to_owned(),
            article: self.article.to_owned(),
            text: self.facts.clone(),
            code: Some(codes::PERPETUAL_CHECK_CLAIMED.name.to_owned()),
            params: Some(self.params.clone()),
        }
    }
}
