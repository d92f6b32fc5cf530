//! Points as exact integers: tenths of a point.
//!
//! The crate holds no floating point (the task's rule, and C.07's tie-breaks compare exact
//! values). A tenth is the finest step TRF writes (`11.5`, tag 162's `1.0`/`0.5`), and every
//! scoring system of Art. 10.1 and its commentary (`1-½-0`, `3-1-0`, `3-2-1-0`, `2-1-0`) is a
//! whole number of tenths.

use std::fmt;
use std::str::FromStr;

use game::codes::Params;

use crate::messages::{self, Coded, said_in_english};

/// A number of points, in tenths of a point (`Points(55)` is 5.5 points).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(pub i64);

impl Points {
    /// No points.
    pub const ZERO: Points = Points(0);
    /// Half a point.
    pub const HALF: Points = Points(5);
    /// One point.
    pub const ONE: Points = Points(10);

    /// Whole points (`Points::whole(3)` is 3.0).
    pub const fn whole(n: i64) -> Points {
        Points(n * 10)
    }

    /// The number of tenths.
    pub const fn tenths(self) -> i64 {
        self.0
    }

    /// As TRF writes points: one decimal (`3.0`, `10.5`, `-1.5`).
    pub fn to_trf(self) -> String {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        format!("{sign}{}.{}", a / 10, a % 10)
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, rhs: Points) -> Points {
        Points(self.0 + rhs.0)
    }
}

impl std::ops::AddAssign for Points {
    fn add_assign(&mut self, rhs: Points) {
        self.0 += rhs.0;
    }
}

impl std::ops::Sub for Points {
    type Output = Points;
    fn sub(self, rhs: Points) -> Points {
        Points(self.0 - rhs.0)
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        Points(iter.map(|p| p.0).sum())
    }
}

/// The shortest decimal: `5.5`, `5`, `-0.5`.
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        if a.is_multiple_of(10) {
            write!(f, "{sign}{}", a / 10)
        } else {
            write!(f, "{sign}{}.{}", a / 10, a % 10)
        }
    }
}

/// A text that is not a number of points with at most one decimal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointsError(pub String);

impl Coded for PointsError {
    fn message(&self) -> &'static words::Code {
        &messages::POINTS_UNREADABLE
    }

    fn params(&self) -> Params {
        game::params! { "text" => words::escaped(&self.0) }
    }
}

said_in_english!(PointsError);

/// Reads `5`, `5.5`, `05.5`, `-1.0`, `.5` (surrounding spaces allowed).
impl FromStr for Points {
    type Err = PointsError;

    fn from_str(s: &str) -> Result<Points, PointsError> {
        let bad = || PointsError(s.to_owned());
        let t = s.trim();
        let (neg, t) = match t.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, t),
        };
        let (int, frac) = match t.split_once('.') {
            Some((i, f)) => (i, f),
            None => (t, ""),
        };
        if int.is_empty() && frac.is_empty() {
            return Err(bad());
        }
        if !int.bytes().all(|b| b.is_ascii_digit()) || !frac.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        // More decimals are accepted when they are zeros (`1.50`); a finer value is not a
        // TRF number.
        let (tenth, rest) = frac.split_at(frac.len().min(1));
        if rest.bytes().any(|b| b != b'0') {
            return Err(bad());
        }
        let whole: i64 = if int.is_empty() {
            0
        } else if int.len() > 15 {
            return Err(bad());
        } else {
            int.parse().map_err(|_| bad())?
        };
        let tenth: i64 = if tenth.is_empty() {
            0
        } else {
            tenth.parse().map_err(|_| bad())?
        };
        let v = whole * 10 + tenth;
        Ok(Points(if neg { -v } else { v }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_trf_decimals() {
        assert_eq!("3.0".parse(), Ok(Points(30)));
        assert_eq!(" 10.5".parse(), Ok(Points(105)));
        assert_eq!("-1.5".parse(), Ok(Points(-15)));
        assert_eq!("2".parse(), Ok(Points(20)));
        assert_eq!(".5".parse(), Ok(Points(5)));
        assert!("1.25".parse::<Points>().is_err());
        assert!("x".parse::<Points>().is_err());
        assert!("".parse::<Points>().is_err());
        assert!(".".parse::<Points>().is_err());
        assert_eq!(Points(105).to_trf(), "10.5");
        assert_eq!(Points(0).to_trf(), "0.0");
        assert_eq!(Points(-5).to_trf(), "-0.5");
        assert_eq!(Points(55).to_string(), "5.5");
        assert_eq!(Points(50).to_string(), "5");
    }
}
