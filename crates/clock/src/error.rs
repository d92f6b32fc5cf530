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
    pub reason: &'static str,
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
