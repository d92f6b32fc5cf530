//! The editions of FIDE's tie-break regulations (C.07), as data.
//!
//! Both texts define the same tie-breaks; they differ in how a participant's own unplayed
//! round counts in Buchholz and Sonneborn-Berger (Art. 16.4, "dummy opponent"):
//!
//! - **2024** (applied from 1 August 2024): the dummy opponent has the participant's own
//!   score.
//! - **2026** (approved by the FIDE Council on 2 February 2026, applied from 1 March 2026): the
//!   dummy's score is the participant's own score, but at most the scheduled opponent's
//!   adjusted score after a forfeit (16.4.1), and at most a draw's points times the number of
//!   rounds otherwise (16.4.2).
//!
//! The rest of Art. 16 reads alike in both: an opponent's requested byes that are followed only
//! by voluntarily unplayed rounds count as draws in that opponent's score (16.3), and a cut
//! removes a voluntarily unplayed round's contribution before an equal or lower least
//! significant value (16.5).

/// A date, as TRF writes it (tag 042, `YYYY/MM/DD`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    /// Year.
    pub year: u16,
    /// Month, 1–12.
    pub month: u8,
    /// Day, 1–31.
    pub day: u8,
}

impl Date {
    /// Reads `YYYY/MM/DD` or `YYYY-MM-DD` (what follows the tenth character is ignored).
    pub fn parse(text: &str) -> Option<Date> {
        let t = text.trim();
        let b = t.as_bytes();
        if b.len() < 10 || !matches!(b[4], b'/' | b'-' | b'.') || b[7] != b[4] {
            return None;
        }
        let num = |s: &str| s.parse::<u16>().ok();
        let year = num(t.get(0..4)?)?;
        let month = u8::try_from(num(t.get(5..7)?)?).ok()?;
        let day = u8::try_from(num(t.get(8..10)?)?).ok()?;
        ((1..=12).contains(&month) && (1..=31).contains(&day)).then_some(Date { year, month, day })
    }
}

/// An edition of C.07.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Edition {
    /// Its name: `C.07 2024`, `C.07 2026`.
    pub name: &'static str,
    /// The day it applies from.
    pub applies_from: Date,
    /// Art. 16.4.1 / 16.4.2 of 2026: the dummy opponent's score is capped.
    pub dummy_score_capped: bool,
}

impl Edition {
    /// The text applied from 1 August 2024.
    pub const C07_2024: Edition = Edition {
        name: "C.07 2024",
        applies_from: Date {
            year: 2024,
            month: 8,
            day: 1,
        },
        dummy_score_capped: false,
    };

    /// The text applied from 1 March 2026.
    pub const C07_2026: Edition = Edition {
        name: "C.07 2026",
        applies_from: Date {
            year: 2026,
            month: 3,
            day: 1,
        },
        dummy_score_capped: true,
    };

    /// Every edition, oldest first.
    pub const ALL: [Edition; 2] = [Edition::C07_2024, Edition::C07_2026];

    /// The edition in force on an event's first day; with no date, the newest (the one in
    /// force now). An event before 1 August 2024 gets the 2024 text, the oldest this crate
    /// holds.
    pub fn in_force(start: Option<Date>) -> Edition {
        match start {
            None => Edition::C07_2026,
            Some(d) => Edition::ALL
                .into_iter()
                .rev()
                .find(|e| e.applies_from <= d)
                .unwrap_or(Edition::C07_2024),
        }
    }

    /// By year: `2024` or `2026`.
    pub fn by_year(year: u16) -> Option<Edition> {
        Edition::ALL
            .into_iter()
            .find(|e| e.applies_from.year == year)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c07_the_edition_follows_the_event_s_first_day() {
        let d = |s| Date::parse(s);
        assert_eq!(Edition::in_force(d("2026/02/28")), Edition::C07_2024);
        assert_eq!(Edition::in_force(d("2026/03/01")), Edition::C07_2026);
        assert_eq!(Edition::in_force(d("2020-01-01")), Edition::C07_2024);
        assert_eq!(Edition::in_force(None), Edition::C07_2026);
        assert_eq!(Date::parse("2026/13/01"), None);
        assert_eq!(Date::parse("x"), None);
        assert_eq!(Edition::by_year(2024), Some(Edition::C07_2024));
    }
}
