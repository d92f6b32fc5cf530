//! Invariants of the clock over random controls and random move times (proptest).

use clock::{Clock, ClockMode, Period, Side, TimeControl};
use proptest::prelude::*;
use std::num::NonZeroU32;

#[derive(Clone, Debug)]
enum Op {
    /// The player on move thinks this long, then presses.
    Move(u64),
    /// The arbiter pauses, waits, resumes.
    Pause(u64),
    /// The arbiter gives a player time (7.5.5, 9.5.3, 12.9.2).
    Add(bool, u64),
    /// The arbiter takes time from a player (12.9.3).
    Take(bool, u64),
    /// The arbiter sets both clocks (6.10.2).
    Set(u64, u64),
    /// Time passes and the clock is looked at (6.8).
    Look(u64),
    /// The player on move asks for Guideline III.4 (refused unless the Laws allow it).
    AskIii4,
}

fn control() -> impl Strategy<Value = TimeControl> {
    let period = (
        prop::option::of(1u32..6),
        0u64..20_000,
        prop_oneof![Just(0u64), 0u64..5_000],
    );
    prop::collection::vec(period, 1..4).prop_map(|ps| {
        let last = ps.len() - 1;
        let periods = ps
            .into_iter()
            .enumerate()
            .map(|(i, (moves, time, bonus))| {
                // Only the last period may be for the rest of the game.
                let moves = if i < last {
                    Some(moves.unwrap_or(3))
                } else {
                    moves
                };
                Period::new(moves.and_then(NonZeroU32::new), time + 1, bonus).expect("some time")
            })
            .collect();
        TimeControl::from_periods(periods).expect("well ordered")
    })
}

fn mode() -> impl Strategy<Value = ClockMode> {
    prop_oneof![
        Just(ClockMode::Fischer),
        Just(ClockMode::Bronstein),
        Just(ClockMode::Delay)
    ]
}

fn ops() -> impl Strategy<Value = Vec<Op>> {
    let op = prop_oneof![
        12 => (0u64..8_000).prop_map(Op::Move),
        1 => (0u64..5_000).prop_map(Op::Pause),
        1 => (any::<bool>(), 0u64..3_000).prop_map(|(w, ms)| Op::Add(w, ms)),
        1 => (any::<bool>(), 0u64..3_000).prop_map(|(w, ms)| Op::Take(w, ms)),
        1 => (0u64..30_000, 0u64..30_000).prop_map(|(w, b)| Op::Set(w, b)),
        1 => (0u64..3_000).prop_map(Op::Look),
        1 => Just(Op::AskIii4),
    ];
    prop::collection::vec(op, 0..80)
}

fn fail(e: impl std::fmt::Display) -> TestCaseError {
    TestCaseError::fail(e.to_string())
}

/// Runs `ops`, checking the per-move invariants, and returns the clock and the final time.
fn run(control: &TimeControl, mode: ClockMode, ops: &[Op]) -> Result<(Clock, u64), TestCaseError> {
    let mut c = Clock::new(control.clone(), mode).map_err(fail)?;
    let mut t = 0;
    c.start(t).map_err(fail)?;
    let mut iii_4 = false;
    // Time the player on move has been thinking (pauses excluded).
    let mut thinking = 0;
    for op in ops {
        match *op {
            Op::Move(think) => {
                let side = c.reading(t).running.ok_or_else(|| fail("not running"))?;
                let before = c.account(side);
                let down_before = *c.reading(t).flag.get(side);
                let period_before = *c.reading(t).period.get(side);
                // The display never rises while a move is being thought about.
                let shown = [0, think / 3, think / 2, think]
                    .map(|d| *c.reading(t + d).remaining_ms.get(side));
                prop_assert!(shown.windows(2).all(|w| w[1] <= w[0]), "{:?}", shown);
                t += think;
                thinking += think;
                let fell = c.press(side, t).map_err(fail)?;
                let down_at_press = down_before || fell.is_some();
                let after = c.account(side);
                let period_time = after.allotted_ms - before.allotted_ms;
                let credit = after.bonus_ms - before.bonus_ms;
                prop_assert_eq!(after.used_ms - before.used_ms, thinking as i64);
                let think = std::mem::take(&mut thinking);
                match mode {
                    ClockMode::Fischer => {
                        // One increment per completed move (the next move's period's), none once
                        // the flag is down; III.4 adds 5 s.
                        let next = control
                            .period(c.reading(t).period.get(side) - 1)
                            .expect("period");
                        let down_after = *c.reading(t).flag.get(side);
                        let expected = if down_after {
                            0
                        } else {
                            next.bonus_ms() + if iii_4 { 5_000 } else { 0 }
                        };
                        prop_assert_eq!(credit, expected as i64);
                    }
                    ClockMode::Bronstein | ClockMode::Delay => {
                        // A delay never gives back more than it took, nor more than the delay.
                        let p = control.period(period_before - 1).expect("period");
                        let delay = if down_at_press {
                            0
                        } else {
                            p.bonus_ms().min(think)
                        };
                        prop_assert_eq!(
                            credit,
                            delay as i64
                                + if iii_4 && !*c.reading(t).flag.get(side) {
                                    5_000
                                } else {
                                    0
                                }
                        );
                        // Never above the start of the move, apart from a new period's time.
                        if !iii_4 {
                            prop_assert!(after.main_ms - period_time <= before.main_ms);
                        }
                    }
                }
            }
            Op::Pause(wait) => {
                c.pause(t).map_err(fail)?;
                t += wait;
                c.resume(t).map_err(fail)?;
            }
            Op::Add(white, ms) => {
                c.add_time(if white { Side::White } else { Side::Black }, ms, t)
                    .map_err(fail)?;
            }
            Op::Take(white, ms) => {
                c.take_time(if white { Side::White } else { Side::Black }, ms, t)
                    .map_err(fail)?;
            }
            Op::Set(w, b) => c.set_times(w, b, t).map_err(fail)?,
            Op::Look(wait) => {
                t += wait;
                thinking += wait;
                c.observe_at(t).map_err(fail)?;
            }
            Op::AskIii4 => {
                let side = c.reading(t).running.ok_or_else(|| fail("not running"))?;
                iii_4 |= c.grant_iii_4(side, t).is_ok();
            }
        }
        for side in Side::ALL {
            let a = c.account(side);
            // Time used plus time left is what was given: periods, bonuses, the arbiter's time.
            prop_assert_eq!(
                a.main_ms,
                a.allotted_ms + a.bonus_ms + a.adjusted_ms - a.used_ms
            );
        }
        // Each flag is recorded once per fall, in time order.
        prop_assert!(c.flags().windows(2).all(|w| w[0].at_ms <= w[1].at_ms));
    }
    Ok((c, t))
}

proptest! {
    #![proptest_config(crate::proptest_config(256))]

    #[test]
    fn art_6_3_time_is_conserved_and_bonuses_stay_within_the_mode(
        control in control(), mode in mode(), ops in ops()
    ) {
        run(&control, mode, &ops)?;
    }

    #[test]
    fn replaying_the_same_presses_gives_the_same_clock(control in control(), mode in mode(), ops in ops()) {
        let (a, t) = run(&control, mode, &ops)?;
        let (b, _) = run(&control, mode, &ops)?;
        prop_assert_eq!(&a, &b);
        prop_assert_eq!(a.reading(t + 1234), b.reading(t + 1234));
    }

    #[test]
    fn art_6_1_a_flag_falls_exactly_when_the_display_reaches_zero(
        control in control(), mode in mode(), think in 0u64..200_000
    ) {
        let mut c = Clock::new(control, mode).map_err(|e| TestCaseError::fail(e.to_string()))?;
        c.start(0).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let due = c.flag_due(Side::White).ok_or_else(|| TestCaseError::fail("running"))?;
        let shown_at_start = c.reading(0).remaining_ms.white;
        let fell = c.observe_at(think).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(fell.is_some(), think >= due);
        if let Some(f) = fell {
            prop_assert_eq!(f.at_ms, due);
            prop_assert_eq!(c.reading(think).remaining_ms.white, 0);
        } else {
            // Under simple delay the display stands still until the delay is used up.
            prop_assert_eq!(c.reading(think).remaining_ms.white, (due - think).min(shown_at_start));
        }
    }
}
