//! Why a time control or a clock operation was refused.

use std::{error::Error, fmt};

/// A `TimeControl` text that could not be read (PGN standard, section 9.6.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimeControlError {
    /// The text read.
    pub text: String,
    /// The 1-based column where the problem starts.
    pub column: usize,
    /// What is wrong.
    pub reason: TimeControlFault,
}

/// Why a `TimeControl` text does not read: each a stable code ([`TimeControlFault::code`],
/// the catalogue's `time-control-why`, issue 32), with its English for Rust embedders
/// (`Display`; no output of the CLI or the server takes words from it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControlFault {
    /// `?`: the PGN standard's unknown time control, which no clock can run.
    Unknown,
    /// Nothing written.
    Empty,
    /// The number of moves before `/` is not a whole number above 0.
    Moves,
    /// A sandclock (`*`), which the Laws do not know.
    Sandclock,
    /// The period's time is not seconds.
    Seconds,
    /// The increment after `+` is not seconds.
    IncrementSeconds,
    /// A period for the rest of the game (no `moves/`) before another period.
    RestNotLast,
    /// A period of no time and no increment.
    NoTime,
}

impl TimeControlFault {
    /// Every fault, in the order of the reading.
    pub const ALL: [TimeControlFault; 8] = [
        TimeControlFault::Unknown,
        TimeControlFault::Empty,
        TimeControlFault::Moves,
        TimeControlFault::Sandclock,
        TimeControlFault::Seconds,
        TimeControlFault::IncrementSeconds,
        TimeControlFault::RestNotLast,
        TimeControlFault::NoTime,
    ];

    /// The stable code (`unknown`, `empty`, `moves`, `sandclock`, `seconds`,
    /// `increment_seconds`, `rest_not_last`, `no_time`).
    pub fn code(self) -> &'static str {
        match self {
            TimeControlFault::Unknown => "unknown",
            TimeControlFault::Empty => "empty",
            TimeControlFault::Moves => "moves",
            TimeControlFault::Sandclock => "sandclock",
            TimeControlFault::Seconds => "seconds",
            TimeControlFault::IncrementSeconds => "increment_seconds",
            TimeControlFault::RestNotLast => "rest_not_last",
            TimeControlFault::NoTime => "no_time",
        }
    }
}

impl fmt::Display for TimeControlFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TimeControlFault::Unknown => "an unknown time control (`?`) cannot be played",
            TimeControlFault::Empty => "empty time control",
            TimeControlFault::Moves => "the number of moves must be a whole number above 0",
            TimeControlFault::Sandclock => "sandclock controls (`*`) have no place in the Laws",
            TimeControlFault::Seconds => "expected seconds",
            TimeControlFault::IncrementSeconds => "expected seconds after `+`",
            TimeControlFault::RestNotLast => "a period for the rest of the game must be the last",
            TimeControlFault::NoTime => "a period must give some time",
        })
    }
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "time control `{}`, column {}: {}",
            self.text, self.column, self.reason
        )
    }
}

impl Error for TimeControlError {}

/// A clock operation that the clock's state does not allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// Time given is earlier than the clock's last event: time never runs backwards.
    TimeWentBack {
        /// The clock's last event, in ms.
        last: u64,
        /// The time given.
        now: u64,
    },
    /// The clock has not been started (Art. 6.6).
    NotStarted,
    /// The clock was already started.
    AlreadyStarted,
    /// Only the player whose clock runs may press it (Art. 6.2.1).
    NotRunning(crate::Side),
    /// The clock is paused (Art. 6.11); only the arbiter resumes it.
    Paused,
    /// The clock is not paused.
    NotPaused,
    /// The game has no clock (`-`).
    NoClock,
    /// The Laws do not allow this here; the text says which article.
    NotAllowed(&'static str),
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::TimeWentBack { last, now } => {
                write!(
                    f,
                    "time {now} ms is before the clock's last event at {last} ms"
                )
            }
            ClockError::NotStarted => f.write_str("the clock has not been started (Art. 6.6)"),
            ClockError::AlreadyStarted => f.write_str("the clock is already running"),
            ClockError::NotRunning(side) => {
                write!(
                    f,
                    "{side}'s clock is not running: only the player on move presses (Art. 6.2.1)"
                )
            }
            ClockError::Paused => f.write_str("the clock is paused (Art. 6.11)"),
            ClockError::NotPaused => f.write_str("the clock is not paused"),
            ClockError::NoClock => f.write_str("this game is played without a clock"),
            ClockError::NotAllowed(why) => f.write_str(why),
        }
    }
}

impl Error for ClockError {}
