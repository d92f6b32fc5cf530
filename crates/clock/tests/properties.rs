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
    /// The arbiter gives a player time.
    Add(bool, u64),
}

fn control() -> impl Strategy<Value = TimeControl> {
    let period = (prop::option::of(1u32..6), 0u64..20_000, 0u64..5_000);
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
        8 => (0u64..8_000).prop_map(Op::Move),
        1 => (0u64..5_000).prop_map(Op::Pause),
        1 => (any::<bool>(), 0u64..3_000).prop_map(|(w, ms)| Op::Add(w, ms)),
    ];
    prop::collection::vec(op, 0..80)
}

/// Runs `ops`, checking the per-move invariants, and returns the clock and the final time.
fn run(control: &TimeControl, mode: ClockMode, ops: &[Op]) -> Result<(Clock, u64), TestCaseError> {
    let mut c =
        Clock::new(control.clone(), mode).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut t = 0;
    c.start(t).map_err(|e| TestCaseError::fail(e.to_string()))?;
    for op in ops {
        match *op {
            Op::Move(think) => {
                let side = c
                    .reading(t)
                    .running
                    .ok_or_else(|| TestCaseError::fail("not running"))?;
                let before = c.account(side);
                let period_before = c.reading(t).period.get(side).to_owned();
                t += think;
                c.press(side, t)
                    .map_err(|e| TestCaseError::fail(e.to_string()))?;
                let after = c.account(side);
                let period_time = after.allotted_ms - before.allotted_ms;
                let credit = after.bonus_ms - before.bonus_ms;
                prop_assert_eq!(after.used_ms - before.used_ms, think as i64);
                match mode {
                    ClockMode::Fischer => {
                        // One increment per completed move, never more.
                        let p = control
                            .period(c.reading(t).period.get(side) - 1)
                            .expect("period");
                        prop_assert_eq!(credit, p.bonus_ms() as i64);
                    }
                    ClockMode::Bronstein | ClockMode::Delay => {
                        // A delay never gives back more than it took, nor more than the delay.
                        let p = control.period(period_before - 1).expect("period");
                        prop_assert!(credit <= think as i64 && credit <= p.bonus_ms() as i64);
                        // Never above the start of the move, apart from a new period's time.
                        prop_assert!(after.main_ms - period_time <= before.main_ms);
                    }
                }
            }
            Op::Pause(wait) => {
                c.pause(t).map_err(|e| TestCaseError::fail(e.to_string()))?;
                t += wait;
                c.resume(t)
                    .map_err(|e| TestCaseError::fail(e.to_string()))?;
            }
            Op::Add(white, ms) => {
                let side = if white { Side::White } else { Side::Black };
                c.add_time(side, ms, t)
                    .map_err(|e| TestCaseError::fail(e.to_string()))?;
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
    }
    Ok((c, t))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

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
        let due = c.flag_due(Side::White, 0).ok_or_else(|| TestCaseError::fail("running"))?;
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
