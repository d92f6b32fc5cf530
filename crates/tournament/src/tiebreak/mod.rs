//! Tie-breaks by FIDE's regulations (C.07), each named by its FIDE code: `PTS`, `DE`, `EDE`,
//! `WIN`, `WON`, `BPG`, `BWG`, `BH` (with `/C1`, `/C2` cuts and `/M1`, `/M2` medians), `FB` (and
//! its cuts and medians), `SB` (and its cuts), `KS`, `PS` (and its cut), `ARO` (and its cuts),
//! `TPR`, `APRO`.
//!
//! Values are exact: points in tenths, Sonneborn-Berger in hundredths, ratings in whole points
//! (C.07 rounds the average rating of opponents and the performance percentage to whole
//! numbers, half up).
//!
//! The rating-based tie-breaks (C.07 Art. 10: `ARO`, `TPR`, `APRO`) are left undefined for every
//! player when the field holds an unrated player: Art. 10's preamble (both editions) has them
//! dropped when unrated players are present, unless the tournament's regulations (or the Chief
//! Arbiter before the start) say how to rate them — a rule this crate is not told. Averaging the
//! rated opponents only would rank a player who met an unrated one by fewer games than his rival,
//! which the text does not allow; gacrux (written for FIDE's technical commission) answers
//! nothing in the same case.

pub(crate) mod compute;
mod edition;
mod rating_table;

pub use compute::{TieBreakInput, compute};
pub use edition::{Date, Edition};
pub use rating_table::dp;

use std::fmt;
use std::str::FromStr;

use game::codes::Params;

use crate::messages::{self, Coded, said_in_english};

/// What a cut or median modifier removes: the `low` least significant values and the `high`
/// most significant (C.07 Art. 14: `/C1` cuts the lowest, `/M1` the lowest and the highest).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cut {
    /// Least significant values removed.
    pub low: u8,
    /// Most significant values removed.
    pub high: u8,
}

/// A tie-break of C.07.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// `PTS`: points.
    Points,
    /// `DE`: direct encounter, among participants tied on everything before it.
    DirectEncounter,
    /// `WIN`: rounds won, played or not (a win, a forfeit win, a full-point or
    /// pairing-allocated bye).
    Wins,
    /// `WON`: games won over the board.
    GamesWon,
    /// `BPG`: games played with Black.
    BlackGames,
    /// `BWG`: games won with Black.
    BlackWins,
    /// `BH`: Buchholz, the sum of the opponents' scores.
    Buchholz(Cut),
    /// `SB`: Sonneborn-Berger, each opponent's score times the points scored against them.
    SonnebornBerger(Cut),
    /// `PS`: progressive score, the sum of the running score after each round.
    Progressive(Cut),
    /// `ARO`: average rating of the opponents met over the board.
    AverageRatingOfOpponents(Cut),
    /// `TPR`: tournament performance rating.
    PerformanceRating,
    /// `KS`: Koya system (C.07 9.2), the points scored against the participants who scored at
    /// least 50 % of the maximum possible tournament score.
    Koya,
    /// `FB`: Fore Buchholz (C.07 8.3), Buchholz as if every game paired in the final round had
    /// ended in a draw.
    ForeBuchholz(Cut),
    /// `EDE`: extended direct encounter (C.07 13.3), direct encounter on the primary score, then
    /// on the secondary; for individual players both scores are their points, so it ranks as
    /// `DE` does.
    ExtendedDirectEncounter,
    /// `APRO`: average performance rating of the opponents (C.07 10.4), the average of the `TPR`
    /// of the opponents met over the board.
    AveragePerformanceRatingOfOpponents,
}

/// A tie-break code that is not one of these.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TieBreakCodeError(pub String);

impl Coded for TieBreakCodeError {
    fn message(&self) -> &'static words::Code {
        &messages::UNKNOWN_TIEBREAK
    }

    /// The code as written, quoted as Rust's `{:?}` writes it.
    fn params(&self) -> Params {
        game::params! { "tiebreak" => words::escaped(&self.0) }
    }
}

said_in_english!(TieBreakCodeError);

impl TieBreakCodeError {
    /// The stable snake_case code.
    pub fn code(&self) -> &'static str {
        self.message().error
    }
}

impl TieBreak {
    /// The default order when the event names none: points, BH/C1, BH, SB (the command line's
    /// contract).
    pub const DEFAULT: [TieBreak; 4] = [
        TieBreak::Points,
        TieBreak::Buchholz(Cut { low: 1, high: 0 }),
        TieBreak::Buchholz(Cut { low: 0, high: 0 }),
        TieBreak::SonnebornBerger(Cut { low: 0, high: 0 }),
    ];

    /// Reads a comma- or space-separated list of codes.
    pub fn parse_list(text: &str) -> Result<Vec<TieBreak>, TieBreakCodeError> {
        text.split([',', ' '])
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .map(str::parse)
            .collect()
    }

    fn cut(self) -> Option<Cut> {
        match self {
            TieBreak::Buchholz(c)
            | TieBreak::ForeBuchholz(c)
            | TieBreak::SonnebornBerger(c)
            | TieBreak::Progressive(c)
            | TieBreak::AverageRatingOfOpponents(c) => Some(c),
            _ => None,
        }
    }
}

impl FromStr for TieBreak {
    type Err = TieBreakCodeError;

    /// `BH/C1`, `bh/m1`, `SB`, `AROC1` (= `ARO/C1`), … .
    fn from_str(s: &str) -> Result<TieBreak, TieBreakCodeError> {
        let bad = || TieBreakCodeError(s.to_owned());
        let up = s.trim().to_ascii_uppercase();
        let (name, modifier) = match up.split_once('/') {
            Some((n, m)) => (n.to_owned(), Some(m.to_owned())),
            None => match up.strip_prefix("AROC") {
                Some(n) if !n.is_empty() => ("ARO".to_owned(), Some(format!("C{n}"))),
                _ => (up.clone(), None),
            },
        };
        let cut = match modifier.as_deref() {
            None => Cut::default(),
            Some(m) => {
                let (kind, n) = m.split_at(1.min(m.len()));
                let n: u8 = n.parse().map_err(|_| bad())?;
                match kind {
                    "C" => Cut { low: n, high: 0 },
                    "M" => Cut { low: n, high: n },
                    _ => return Err(bad()),
                }
            }
        };
        let tb = match name.as_str() {
            "PTS" => TieBreak::Points,
            "DE" => TieBreak::DirectEncounter,
            "WIN" => TieBreak::Wins,
            "WON" => TieBreak::GamesWon,
            "BPG" => TieBreak::BlackGames,
            "BWG" => TieBreak::BlackWins,
            "BH" => TieBreak::Buchholz(cut),
            "SB" => TieBreak::SonnebornBerger(cut),
            "PS" => TieBreak::Progressive(cut),
            "ARO" => TieBreak::AverageRatingOfOpponents(cut),
            "TPR" => TieBreak::PerformanceRating,
            "KS" => TieBreak::Koya,
            "FB" => TieBreak::ForeBuchholz(cut),
            "EDE" => TieBreak::ExtendedDirectEncounter,
            "APRO" => TieBreak::AveragePerformanceRatingOfOpponents,
            _ => return Err(bad()),
        };
        // Medians only for BH, FB and SB; a modifier on a tie-break without one is an error.
        if modifier.is_some() && tb.cut().is_none() {
            return Err(bad());
        }
        if cut.high > 0 && matches!(tb, TieBreak::Progressive(_)) {
            return Err(bad());
        }
        Ok(tb)
    }
}

/// The FIDE code: `BH/C1`, `SB`, `PTS`, … .
impl fmt::Display for TieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            TieBreak::Points => "PTS",
            TieBreak::DirectEncounter => "DE",
            TieBreak::Wins => "WIN",
            TieBreak::GamesWon => "WON",
            TieBreak::BlackGames => "BPG",
            TieBreak::BlackWins => "BWG",
            TieBreak::Buchholz(_) => "BH",
            TieBreak::SonnebornBerger(_) => "SB",
            TieBreak::Progressive(_) => "PS",
            TieBreak::AverageRatingOfOpponents(_) => "ARO",
            TieBreak::PerformanceRating => "TPR",
            TieBreak::Koya => "KS",
            TieBreak::ForeBuchholz(_) => "FB",
            TieBreak::ExtendedDirectEncounter => "EDE",
            TieBreak::AveragePerformanceRatingOfOpponents => "APRO",
        };
        f.write_str(name)?;
        match self.cut() {
            Some(Cut { low: 0, high: 0 }) | None => Ok(()),
            Some(Cut { low, high: 0 }) => write!(f, "/C{low}"),
            Some(Cut { low, .. }) => write!(f, "/M{low}"),
        }
    }
}

/// A tie-break's value, exact, in hundredths (`Value(550)` is 5.5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Value(pub i64);

impl Value {
    /// From points (tenths).
    pub const fn from_points(p: crate::Points) -> Value {
        Value(p.0 * 10)
    }

    /// A whole number (a count, a rating).
    pub const fn whole(n: i64) -> Value {
        Value(n * 100)
    }
}

/// The shortest decimal: `5.5`, `2.25`, `3`, `-0.5`.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        let (int, frac) = (a / 100, a % 100);
        if frac == 0 {
            write!(f, "{sign}{int}")
        } else if frac % 10 == 0 {
            write!(f, "{sign}{int}.{}", frac / 10)
        } else {
            write!(f, "{sign}{int}.{frac:02}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c07_codes_read_and_write_back() {
        for code in [
            "PTS", "DE", "WIN", "WON", "BPG", "BWG", "BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2",
            "SB", "SB/C1", "PS", "PS/C1", "ARO", "ARO/C1", "TPR", "KS", "FB", "FB/C1", "FB/M1",
            "EDE", "APRO",
        ] {
            let tb: TieBreak = code.parse().unwrap();
            assert_eq!(tb.to_string(), code);
        }
        assert_eq!("bh/c1".parse::<TieBreak>().unwrap().to_string(), "BH/C1");
        assert_eq!("AROC1".parse::<TieBreak>().unwrap().to_string(), "ARO/C1");
        assert!("XX".parse::<TieBreak>().is_err());
        assert!("PTS/C1".parse::<TieBreak>().is_err());
        assert!("KS/C1".parse::<TieBreak>().is_err());
        assert!("APRO/C1".parse::<TieBreak>().is_err());
        assert!("BH/Q1".parse::<TieBreak>().is_err());
        assert_eq!(TieBreak::parse_list("PTS, BH/C1 SB").unwrap().len(), 3);
    }

    #[test]
    fn values_print_as_short_decimals() {
        assert_eq!(Value(550).to_string(), "5.5");
        assert_eq!(Value(225).to_string(), "2.25");
        assert_eq!(Value(300).to_string(), "3");
        assert_eq!(Value(-50).to_string(), "-0.5");
        assert_eq!(Value(5).to_string(), "0.05");
    }
}
