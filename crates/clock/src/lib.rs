//! The chess clock of Article 6 as a pure state machine.
//!
//! No chess server does this today: increment only, no delay, no periods. This crate is the
//! Laws' clock: time controls of several periods with their move counts (Art. 6.3.1), unused
//! time carried over (6.3.2), Fischer increment, Bronstein and simple delay (6.3 commentary),
//! flag falls with the period and the moves made (6.1, 6.4), both flags down (Guideline III.3.1),
//! pause and resume (6.11), the arbiter's corrections and penalties (6.10.2, 7.5.5, 9.5.3,
//! 12.9.2, 12.9.3, A.3, III.4), and the classification of a control as standard, rapid or blitz
//! (A.1, B.1). Time is an argument: every call takes `now` in milliseconds, so a game replays to
//! the same clock every time.
//!
//! # A tour
//! - [`TimeControl`] and [`Period`]: read from and written as the PGN `TimeControl` tag.
//! - [`ClockMode`]: Fischer, Bronstein, simple delay.
//! - [`Clock`]: [`Clock::start`], [`Clock::press`], [`Clock::pause`], [`Clock::resume`],
//!   [`Clock::reading`], the arbiter's [`Clock::set_times`], [`Clock::add_time`],
//!   [`Clock::take_time`], [`Clock::grant_iii_4`]; [`FlagFall`] and [`BothFlags`].
//! - [`classify`]: [`Category`] by the limits of 2023 or 1997 ([`Limits`]).
//!
//! # Examples, one per mode
//! ```
//! use clock::{Clock, ClockMode, Side, TimeControl};
//!
//! let tc: TimeControl = "300+5".parse()?;
//!
//! // Fischer: +5 s for every completed move (the first one's before the start).
//! let mut c = Clock::new(tc.clone(), ClockMode::Fischer)?;
//! c.start(0)?;
//! c.press(Side::White, 3_000)?;
//! assert_eq!(c.reading(3_000).remaining_ms.white, 305_000 - 3_000 + 5_000);
//!
//! // Bronstein: what was used of the 5 s comes back, never more.
//! let mut c = Clock::new(tc.clone(), ClockMode::Bronstein)?;
//! c.start(0)?;
//! c.press(Side::White, 3_000)?;
//! assert_eq!(c.reading(3_000).remaining_ms.white, 300_000);
//! c.press(Side::Black, 10_000)?;
//! assert_eq!(c.reading(10_000).remaining_ms.black, 300_000 - 7_000 + 5_000);
//!
//! // Simple delay: the main time waits 5 s before it moves.
//! let mut c = Clock::new(tc, ClockMode::Delay)?;
//! c.start(0)?;
//! assert_eq!(c.reading(4_000).remaining_ms.white, 300_000);
//! assert_eq!(c.reading(4_000).delay_left_ms.white, 1_000);
//! c.press(Side::White, 8_000)?;
//! assert_eq!(c.reading(8_000).remaining_ms.white, 297_000);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

#![forbid(unsafe_code)]

mod category;
mod clock;
mod error;
mod side;
mod time_control;

pub use category::{Category, Classification, Limits, UnknownCategory, classify};
pub use clock::{
    Account, BothFlags, Clock, FlagFall, III_4_INCREMENT_MS, III_4_OPPONENT_MS, Reading,
};
pub use error::{ClockError, TimeControlError, TimeControlFault};
pub use side::{BySide, Side};
pub use time_control::{ClockMode, Period, TimeControl, UnknownClockMode};
