//! Why a game ended by forfeit, told by the game that applied the article
//! ([`Outcome::forfeit`]): a reader that maps results to another vocabulary (lichess's status
//! words) reads this, never the article's text.

use laws::{Edition, Reason};

use crate::Outcome;

/// The kind of a forfeit, by the article applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Forfeit {
    /// The players' conduct: the 2023 Laws' Article 11 (refusing to comply with the Laws,
    /// 11.7, 11.8, or another breach the arbiter forfeits under it); the old Laws' refusal to
    /// comply (1930 Art. 19.4, 1928 Par. 18.d).
    Conduct,
    /// A player absent after the default time or at the resumption of an adjourned game
    /// (6.7.1, I.10; 1930 Art. 20.5, 20.6, 21.6; 1928 Par. 21, 24).
    Absence,
    /// A forfeit the arbiter declared under another article (12.1 by default).
    Declared,
}

impl Outcome {
    /// The kind of forfeit that ended the game; `None` when it did not end by forfeit.
    ///
    /// ```
    /// use game::{Action, Config, Event, Forfeit, Game, Party, Ruling, Side};
    ///
    /// let events = [
    ///     Event::new(0, Action::Start),
    ///     Event::new(1_000, Action::Move { by: Side::White, text: "e4".into(), offer_draw: false }),
    ///     Event::new(2_000, Action::Move { by: Side::Black, text: "e5".into(), offer_draw: false }),
    ///     Event::new(3_000, Action::Arbiter(Ruling::Forfeit { by: Party::Black })),
    /// ];
    /// let (_, states) = Game::replay(Config::default(), &events)?;
    /// let outcome = states[3].result.as_ref().expect("forfeited");
    /// assert_eq!(outcome.article, "11.7");
    /// assert_eq!(outcome.forfeit(), Some(Forfeit::Conduct));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn forfeit(&self) -> Option<Forfeit> {
        if self.reason != Reason::Forfeit {
            return None;
        }
        let article = self.article.as_str();
        let own = || {
            Edition::ALL
                .iter()
                .filter_map(|e| e.competition().own_articles.as_ref())
        };
        // The 2023 Laws' Article 11 is the players' conduct, all of it.
        if article.starts_with("11.") || own().any(|o| o.refusal.as_str() == article) {
            return Some(Forfeit::Conduct);
        }
        let absent = ["6.7.1", "I.10"].contains(&article)
            || own().any(|o| {
                [o.absence, o.both_absent, o.resumption_absence]
                    .iter()
                    .any(|a| a.as_str() == article)
            });
        Some(if absent {
            Forfeit::Absence
        } else {
            Forfeit::Declared
        })
    }
}
