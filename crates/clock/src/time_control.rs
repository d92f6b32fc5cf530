//! Time controls of one or several periods (Art. 6.3.1, 6.3.2), read from and written as the PGN
//! standard's `TimeControl` tag, and the way the per-move bonus is given (Art. 6.3 commentary).

use std::{fmt, num::NonZeroU32, str::FromStr};

use crate::{TimeControlError, TimeControlFault};

/// How the time given with each move works (Art. 6.3 commentary).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ClockMode {
    /// Fischer increment: added for each completed move; the first move's increment is added
    /// before the game starts.
    #[default]
    Fischer,
    /// Bronstein delay: the bonus is added to the main time and the clock counts down at once;
    /// at the press, what was not used of it is lost, so a player never has more than at the
    /// start of the move.
    ///
    /// This follows the 2023 commentary word for word ("le bonus est ajouté au temps principal
    /// et la pendule commence immédiatement le compte à rebours"), under which Bronstein and
    /// simple delay have "le même effet global" down to the moment the flag falls (main time plus
    /// delay). Some hardware clocks show the main time alone and add the delay back at the press;
    /// their flag falls at the main time. The difference is only in that last moment.
    Bronstein,
    /// Simple (US) delay: the main time stands still until the bonus has run out.
    Delay,
}

impl ClockMode {
    /// Every mode.
    pub const ALL: [ClockMode; 3] = [ClockMode::Fischer, ClockMode::Bronstein, ClockMode::Delay];

    /// The contract's name: `fischer`, `bronstein`, `delay`.
    pub const fn name(self) -> &'static str {
        match self {
            ClockMode::Fischer => "fischer",
            ClockMode::Bronstein => "bronstein",
            ClockMode::Delay => "delay",
        }
    }
}

impl fmt::Display for ClockMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A clock mode name that is not one of `fischer`, `bronstein`, `delay`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownClockMode(pub String);

impl fmt::Display for UnknownClockMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown clock mode `{}` (fischer, bronstein or delay)",
            self.0
        )
    }
}

impl std::error::Error for UnknownClockMode {}

impl FromStr for ClockMode {
    type Err = UnknownClockMode;

    fn from_str(s: &str) -> Result<ClockMode, UnknownClockMode> {
        ClockMode::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(|| UnknownClockMode(s.to_owned()))
    }
}

/// One period of a time control (Art. 6.3.1): a number of moves or the rest of the game, the
/// time for it, and the bonus (increment or delay) for each move made in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Period {
    moves: Option<NonZeroU32>,
    time_ms: u64,
    bonus_ms: u64,
}

impl Period {
    /// A period of `moves` moves (`None`: all the remaining moves) in `time_ms`, with `bonus_ms`
    /// for each move. `None` if it gives no time at all.
    pub fn new(moves: Option<NonZeroU32>, time_ms: u64, bonus_ms: u64) -> Option<Period> {
        (time_ms > 0 || bonus_ms > 0).then_some(Period {
            moves,
            time_ms,
            bonus_ms,
        })
    }

    /// The moves to complete in this period; `None` for the rest of the game.
    pub fn moves(&self) -> Option<u32> {
        self.moves.map(NonZeroU32::get)
    }

    /// The time of the period, added to what is left of the previous one (Art. 6.3.2).
    pub fn time_ms(&self) -> u64 {
        self.time_ms
    }

    /// The increment or delay for each move of the period.
    pub fn bonus_ms(&self) -> u64 {
        self.bonus_ms
    }
}

/// A time control: the periods of the game, or none (`-`: no clock).
///
/// Read and written in the PGN standard's `TimeControl` syntax: periods joined by `:`, each
/// `moves/seconds`, `seconds`, with `+increment` in seconds. A control whose last period has a
/// number of moves repeats that period for as long as the game lasts (1930 Art. 20.1.a: "thirty
/// moves in the first two hours and fifteen moves in each following hour" is `30/7200:15/3600`).
///
/// ```
/// use clock::TimeControl;
///
/// let fide: TimeControl = "40/5400+30:1800+30".parse()?;
/// assert_eq!(fide.periods().len(), 2);
/// assert_eq!(fide.to_string(), "40/5400+30:1800+30");
/// assert!("40/5400+30:1800+30:10".parse::<TimeControl>().is_err()); // nothing after the rest of the game
/// # Ok::<_, clock::TimeControlError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    periods: Vec<Period>,
}

impl TimeControl {
    /// No clock (`-`).
    pub fn unlimited() -> TimeControl {
        TimeControl {
            periods: Vec::new(),
        }
    }

    /// The 1930 control (Art. 20.1.a): 30 moves in two hours, then 15 moves in each hour.
    pub fn fide_1930() -> TimeControl {
        let period = |moves, seconds: u64| Period {
            moves: NonZeroU32::new(moves),
            time_ms: seconds * 1000,
            bonus_ms: 0,
        };
        TimeControl {
            periods: vec![period(30, 7200), period(15, 3600)],
        }
    }

    /// A control from its periods. `None` if a period for the rest of the game is not the last.
    pub fn from_periods(periods: Vec<Period>) -> Option<TimeControl> {
        let last = periods.len().saturating_sub(1);
        let well_ordered = periods
            .iter()
            .enumerate()
            .all(|(i, p)| p.moves.is_some() || i == last);
        well_ordered.then_some(TimeControl { periods })
    }

    /// The periods as written.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// Whether the game has no clock.
    pub fn is_unlimited(&self) -> bool {
        self.periods.is_empty()
    }

    /// The period a player is in after completing `index` periods: past the written ones, the last
    /// one repeats if it has a number of moves (and a final period for the rest of the game never
    /// ends).
    pub fn period(&self, index: usize) -> Option<&Period> {
        self.periods.get(index).or_else(|| self.periods.last())
    }

    /// Whether period `index` is one in which all the remaining moves must be made (Guideline
    /// III.1, III.3.1.2). A repeating last period never is.
    pub fn is_final(&self, index: usize) -> bool {
        self.period(index).is_some_and(|p| p.moves.is_none())
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.periods.is_empty() {
            return f.write_str("-");
        }
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(":")?;
            }
            if let Some(moves) = p.moves {
                write!(f, "{moves}/")?;
            }
            write_seconds(f, p.time_ms)?;
            if p.bonus_ms > 0 {
                f.write_str("+")?;
                write_seconds(f, p.bonus_ms)?;
            }
        }
        Ok(())
    }
}

fn write_seconds(f: &mut fmt::Formatter<'_>, ms: u64) -> fmt::Result {
    if ms.is_multiple_of(1000) {
        write!(f, "{}", ms / 1000)
    } else {
        let text = format!("{}.{:03}", ms / 1000, ms % 1000);
        f.write_str(text.trim_end_matches('0'))
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let err = |column: usize, reason| TimeControlError {
            text: text.to_owned(),
            column,
            reason,
        };
        match text.trim() {
            "-" => return Ok(TimeControl::unlimited()),
            "?" => return Err(err(1, TimeControlFault::Unknown)),
            "" => return Err(err(1, TimeControlFault::Empty)),
            _ => {}
        }
        let mut periods = Vec::new();
        // Columns count from the first character that is not white space.
        let mut column = 1 + text.len() - text.trim_start().len();
        let fields: Vec<&str> = text.trim().split(':').collect();
        for (i, field) in fields.iter().enumerate() {
            let (moves, rest, rest_column) = match field.split_once('/') {
                Some((moves, rest)) => {
                    let moves = moves
                        .parse::<NonZeroU32>()
                        .map_err(|_| err(column, TimeControlFault::Moves))?;
                    (Some(moves), rest, column + field.len() - rest.len())
                }
                None => (None, *field, column),
            };
            if rest.starts_with('*') {
                return Err(err(rest_column, TimeControlFault::Sandclock));
            }
            let (time, bonus) = match rest.split_once('+') {
                Some((time, bonus)) => (time, Some(bonus)),
                None => (rest, None),
            };
            let time_ms =
                millis(time).ok_or_else(|| err(rest_column, TimeControlFault::Seconds))?;
            let bonus_ms = match bonus {
                Some(b) => millis(b).ok_or_else(|| {
                    err(
                        rest_column + time.len() + 1,
                        TimeControlFault::IncrementSeconds,
                    )
                })?,
                None => 0,
            };
            if moves.is_none() && i + 1 < fields.len() {
                return Err(err(column, TimeControlFault::RestNotLast));
            }
            let period = Period::new(moves, time_ms, bonus_ms)
                .ok_or_else(|| err(column, TimeControlFault::NoTime))?;
            periods.push(period);
            column += field.len() + 1;
        }
        Ok(TimeControl { periods })
    }
}

/// Seconds (with up to three decimals) as milliseconds.
fn millis(text: &str) -> Option<u64> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let fraction_ms = format!("{fraction:0<3}").parse::<u64>().ok()?;
    whole
        .parse::<u64>()
        .ok()?
        .checked_mul(1000)?
        .checked_add(fraction_ms)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn art_6_3_1_the_pgn_forms_round_trip() {
        for text in [
            "40/5400+30:1800+30",
            "5400+30",
            "300",
            "-",
            "180+2",
            "30/7200:15/3600",
            "40/7200:20/3600:1800",
            "300+2.5",
        ] {
            let tc: TimeControl = text.parse().unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(tc.to_string(), text);
        }
    }

    #[test]
    fn art_6_3_1_bad_controls_say_where() {
        let e = "40/5400+30:x".parse::<TimeControl>().expect_err("bad");
        assert_eq!(e.column, 12);
        assert!("0/60".parse::<TimeControl>().is_err());
        assert!("60:40/60".parse::<TimeControl>().is_err());
        assert!("0".parse::<TimeControl>().is_err());
        assert!("?".parse::<TimeControl>().is_err());
        assert!("*60".parse::<TimeControl>().is_err());
        assert!("99999999999999999999".parse::<TimeControl>().is_err());
        assert!("1.2345".parse::<TimeControl>().is_err());
        assert_eq!(
            " 300+2 ".parse::<TimeControl>().map(|t| t.to_string()),
            Ok("300+2".to_owned())
        );
    }

    #[test]
    fn art_1930_20_1_a_the_last_period_repeats() {
        let tc = TimeControl::fide_1930();
        assert_eq!(tc.to_string(), "30/7200:15/3600");
        assert_eq!(tc.period(5).map(Period::moves), Some(Some(15)));
        assert!(!tc.is_final(5));
        let fide: TimeControl = "40/5400+30:1800+30".parse().expect("tc");
        assert!(!fide.is_final(0) && fide.is_final(1) && fide.is_final(7));
    }

    #[test]
    fn clock_modes_by_name() {
        for m in ClockMode::ALL {
            assert_eq!(m.name().parse::<ClockMode>(), Ok(m));
        }
        assert!("hourglass".parse::<ClockMode>().is_err());
    }
}
