//! Standard, rapid or blitz (Annex A.1, Annex B.1; the 1997 appendices B.1 and C.1).
//!
//! The time that counts is the time for 60 moves: the base time plus 60 times the increment or
//! delay (A.1: "le temps alloué + 60 fois un incrément quelconque"; the Art. 6.3 commentary:
//! increment and delay are treated alike). With several periods, the time of every period begun
//! within the first 60 moves counts, and each of the 60 moves brings its own period's bonus.

use std::fmt;

use crate::TimeControl;

/// The kind of game by its time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// Neither rapid nor blitz.
    Standard,
    /// Annex A.
    Rapid,
    /// Annex B.
    Blitz,
}

impl Category {
    /// Every category.
    pub const ALL: [Category; 3] = [Category::Standard, Category::Rapid, Category::Blitz];

    /// The contract's name: `standard`, `rapid`, `blitz`.
    pub const fn name(self) -> &'static str {
        match self {
            Category::Standard => "standard",
            Category::Rapid => "rapid",
            Category::Blitz => "blitz",
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A category name that is not `standard`, `rapid` or `blitz`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownCategory(pub String);

impl fmt::Display for UnknownCategory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown category `{}` (standard, rapid, blitz)", self.0)
    }
}

impl std::error::Error for UnknownCategory {}

impl std::str::FromStr for Category {
    type Err = UnknownCategory;

    fn from_str(s: &str) -> Result<Category, UnknownCategory> {
        Category::ALL
            .into_iter()
            .find(|c| c.name() == s)
            .ok_or_else(|| UnknownCategory(s.to_owned()))
    }
}

/// Which limits classify a control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Limits {
    /// 2023 (A.1, B.1): blitz at most 10 minutes, rapid above 10 and below 60, standard from 60.
    #[default]
    Fide2023,
    /// 1997 appendices (B.1, C.1): blitz under 15 minutes, rapid from 15 to 60, standard above.
    /// Their text speaks of the time for all the moves, without increments; the increment or
    /// delay is counted here as in 2023 (60 times), since a clock with one gives that time too.
    Fide1997,
}

/// A control's category, the article that decides it, and the time it counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Classification {
    /// The category.
    pub category: Category,
    /// The article applied.
    pub article: &'static str,
    /// Base time plus bonuses for 60 moves, in ms, per player.
    pub counted_ms: u64,
}

/// Classifies `control`; `None` for a game without a clock.
///
/// ```
/// use clock::{classify, Category, Limits, TimeControl};
///
/// // A.1 example 2: 10 minutes + 5 seconds a move counts 15 minutes: rapid.
/// let tc: TimeControl = "600+5".parse()?;
/// assert_eq!(classify(&tc, Limits::Fide2023).map(|c| c.category), Some(Category::Rapid));
/// // Under the 1997 appendices too: 15 minutes is rapid there (B.1), blitz is under 15 (C.1).
/// assert_eq!(classify(&tc, Limits::Fide1997).map(|c| c.category), Some(Category::Rapid));
/// # Ok::<_, clock::TimeControlError>(())
/// ```
pub fn classify(control: &TimeControl, limits: Limits) -> Option<Classification> {
    let counted_ms = time_for_sixty_moves(control)?;
    const MINUTE: u64 = 60_000;
    let (category, article) = match limits {
        Limits::Fide2023 if counted_ms <= 10 * MINUTE => (Category::Blitz, "B.1"),
        Limits::Fide2023 if counted_ms < 60 * MINUTE => (Category::Rapid, "A.1"),
        Limits::Fide2023 => (Category::Standard, "A.1"),
        Limits::Fide1997 if counted_ms < 15 * MINUTE => (Category::Blitz, "1997 C.1"),
        Limits::Fide1997 if counted_ms <= 60 * MINUTE => (Category::Rapid, "1997 B.1"),
        Limits::Fide1997 => (Category::Standard, "1997 B.1"),
    };
    Some(Classification {
        category,
        article,
        counted_ms,
    })
}

fn time_for_sixty_moves(control: &TimeControl) -> Option<u64> {
    let mut index = 0;
    let mut period = control.period(index)?;
    let mut total = period.time_ms();
    let mut made = 0;
    for number in 1..=60 {
        total = total.saturating_add(period.bonus_ms());
        made += 1;
        if Some(made) == period.moves() && number < 60 {
            index += 1;
            period = control.period(index)?;
            total = total.saturating_add(period.time_ms());
            made = 0;
        }
    }
    // Every written period is time the game gives, even one that begins after move 60: a
    // game of `60/600:3000` gives each player an hour, so "all the moves in 10 minutes" (B.1)
    // does not hold. (Repetitions of a repeating last period beyond move 60 are not counted.)
    for later in control.periods().iter().skip(index + 1) {
        total = total.saturating_add(later.time_ms());
    }
    Some(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn category(text: &str, limits: Limits) -> Category {
        let tc: TimeControl = text.parse().expect("control");
        classify(&tc, limits).expect("a clock").category
    }

    #[test]
    fn annex_a_1_examples_of_the_commentary() {
        // Example 1: 30 minutes + 30 seconds counts 60 minutes: standard.
        assert_eq!(category("1800+30", Limits::Fide2023), Category::Standard);
        // Example 2: 10 minutes + 5 seconds counts 15 minutes: rapid.
        assert_eq!(category("600+5", Limits::Fide2023), Category::Rapid);
    }

    #[test]
    fn annex_b_1_example_of_the_commentary() {
        // 5 minutes + 5 seconds counts 10 minutes: blitz.
        assert_eq!(category("300+5", Limits::Fide2023), Category::Blitz);
        assert_eq!(category("180+2", Limits::Fide2023), Category::Blitz);
        assert_eq!(category("601", Limits::Fide2023), Category::Rapid);
    }

    #[test]
    fn annex_a_1_several_periods_count_what_sixty_moves_get() {
        let tc: TimeControl = "40/5400+30:1800+30".parse().expect("tc");
        let c = classify(&tc, Limits::Fide2023).expect("clock");
        assert_eq!(c.counted_ms, (5400 + 1800 + 60 * 30) * 1000);
        assert_eq!(c.category, Category::Standard);
        // 1930: 120 + 60 + 60 minutes for 60 moves.
        let c = classify(&TimeControl::fide_1930(), Limits::Fide2023).expect("clock");
        assert_eq!(c.counted_ms, 240 * 60_000);
    }

    #[test]
    fn appendix_1997_limits() {
        assert_eq!(category("840", Limits::Fide1997), Category::Blitz);
        assert_eq!(category("900", Limits::Fide1997), Category::Rapid);
        assert_eq!(category("3600", Limits::Fide1997), Category::Rapid);
        assert_eq!(category("3601", Limits::Fide1997), Category::Standard);
        assert_eq!(category("660", Limits::Fide2023), Category::Rapid);
        assert_eq!(category("660", Limits::Fide1997), Category::Blitz);
        assert!(classify(&TimeControl::unlimited(), Limits::Fide2023).is_none());
    }

    #[test]
    fn annex_b_1_a_period_that_begins_after_move_60_still_counts() {
        // 60 moves in 10 minutes, then 50 minutes: an hour per player, not blitz.
        assert_eq!(
            category("60/600:3000", Limits::Fide2023),
            Category::Standard
        );
        assert_eq!(
            category("59/600:3000", Limits::Fide2023),
            Category::Standard
        );
        assert_eq!(category("60/300:300", Limits::Fide2023), Category::Blitz);
    }
}
