//! Article 6 and the annexes on the clock, with times computed by hand.

use clock::{BothFlags, Clock, ClockError, ClockMode, Side, TimeControl};

const S: u64 = 1_000;
const MIN: u64 = 60 * S;

fn clock(control: &str, mode: ClockMode) -> Clock {
    Clock::new(control.parse().expect("control"), mode).expect("a clock")
}

/// Plays `moves` moves for each side, each taking `each_ms`, starting at `t`; returns the time.
fn play(c: &mut Clock, moves: u32, each_ms: u64, mut t: u64) -> u64 {
    for _ in 0..moves {
        for side in Side::ALL {
            t += each_ms;
            c.press(side, t).expect("press");
        }
    }
    t
}

#[test]
fn art_6_6_white_s_clock_starts() {
    let mut c = clock("300", ClockMode::Fischer);
    assert_eq!(c.reading(0).running, None);
    assert_eq!(c.press(Side::White, 10), Err(ClockError::NotStarted));
    c.start(0).expect("start");
    assert_eq!(c.reading(0).running, Some(Side::White));
    assert_eq!(c.reading(2 * S).remaining_ms.white, 298 * S);
    assert_eq!(c.reading(2 * S).remaining_ms.black, 300 * S);
}

#[test]
fn art_6_2_1_only_the_player_on_move_presses() {
    let mut c = clock("300", ClockMode::Fischer);
    c.start(0).expect("start");
    assert_eq!(
        c.press(Side::Black, S),
        Err(ClockError::NotRunning(Side::Black))
    );
    c.press(Side::White, S).expect("white");
    assert_eq!(c.reading(S).running, Some(Side::Black));
    assert_eq!(c.start(2 * S), Err(ClockError::AlreadyStarted));
    assert_eq!(
        c.press(Side::Black, 0),
        Err(ClockError::TimeWentBack { last: S, now: 0 })
    );
}

#[test]
fn art_6_3_2_period_change_40_moves_with_12_seconds_left() {
    // 40 moves in 90 minutes, then 30 minutes, 30 seconds a move from move 1.
    let mut c = clock("40/5400+30:1800+30", ClockMode::Fischer);
    c.start(0).expect("start");
    // White uses 90 min + 40 × 30 s - 12 s over 40 moves: 39 moves of 160 s, then the rest.
    let start = 5400 * S + 30 * S; // the first increment is given before the start
    let mut t = 0;
    let mut white_left = start;
    for _ in 0..39 {
        t += 160 * S;
        c.press(Side::White, t).expect("white");
        white_left = white_left - 160 * S + 30 * S;
        t += S;
        c.press(Side::Black, t).expect("black");
    }
    assert_eq!(c.reading(t).remaining_ms.white, white_left);
    assert_eq!(c.reading(t).moves_to_control.white, Some(1));
    // Move 40 leaves 12 s on the clock at the press.
    let think = white_left - 12 * S;
    t += think;
    c.press(Side::White, t).expect("move 40");
    let r = c.reading(t);
    assert_eq!(
        r.remaining_ms.white,
        12 * S + 30 * MIN + 30 * S,
        "12 s + 30 min + 30 s"
    );
    assert_eq!(r.period.white, 2);
    assert_eq!(r.moves_to_control.white, None);
    // Black has not completed its 40th move: still period 1 (the period changes per player).
    assert_eq!(r.period.black, 1);
    assert_eq!(r.moves_to_control.black, Some(1));
}

#[test]
fn art_6_3_bronstein_delay_3_second_and_7_second_moves() {
    let mut c = clock("60+5", ClockMode::Bronstein);
    c.start(0).expect("start");
    // 3 s used of the 5 s delay: all given back, never more than at the start of the move.
    c.press(Side::White, 3 * S).expect("press");
    assert_eq!(c.reading(3 * S).remaining_ms.white, 60 * S);
    c.press(Side::Black, 4 * S).expect("press");
    // 7 s: 5 s given back, 2 s lost.
    c.press(Side::White, 11 * S).expect("press");
    assert_eq!(c.reading(11 * S).remaining_ms.white, 58 * S);
}

#[test]
fn art_6_3_bronstein_the_bonus_is_on_the_display_at_once_and_lost_if_unused() {
    let mut c = clock("60+5", ClockMode::Bronstein);
    c.start(0).expect("start");
    // "le bonus est ajouté au temps principal et la pendule commence immédiatement le compte à
    // rebours"
    assert_eq!(c.reading(0).remaining_ms.white, 65 * S);
    assert_eq!(c.reading(S).remaining_ms.white, 64 * S);
    assert_eq!(c.reading(S).delay_left_ms.white, 4 * S);
}

#[test]
fn art_6_3_simple_delay_runs_out_before_the_main_time_moves() {
    let mut c = clock("60+5", ClockMode::Delay);
    c.start(0).expect("start");
    assert_eq!(
        c.reading(5 * S).remaining_ms.white,
        60 * S,
        "the main time waits for the delay"
    );
    assert_eq!(c.reading(5 * S).delay_left_ms.white, 0);
    assert_eq!(c.reading(8 * S).remaining_ms.white, 57 * S);
    c.press(Side::White, 8 * S).expect("press");
    assert_eq!(c.reading(8 * S).remaining_ms.white, 57 * S);
    // A quick move leaves the main time alone; the rest of the delay is lost.
    c.press(Side::Black, 9 * S).expect("press");
    assert_eq!(c.reading(9 * S).remaining_ms.black, 60 * S);
    assert_eq!(c.reading(9 * S).delay_left_ms.white, 5 * S);
}

#[test]
fn art_6_4_flag_in_period_1_after_39_moves() {
    let mut c = clock("40/5400:1800", ClockMode::Fischer);
    c.start(0).expect("start");
    let t = play(&mut c, 39, 100 * S, 0);
    // White has 5400 - 39 × 100 = 1500 s left and thinks too long.
    let fall = c
        .observe_at(t + 1500 * S + 1)
        .expect("observe")
        .expect("White's flag fell");
    assert_eq!(fall.side, Side::White);
    assert_eq!(fall.at_ms, t + 1500 * S);
    assert_eq!(
        (fall.period, fall.moves_in_period, fall.moves_required),
        (1, 39, Some(40))
    );
    assert!(!fall.required_moves_completed());
    assert_eq!(
        c.reading(t + 1600 * S).remaining_ms.white,
        0,
        "a display never shows less than zero"
    );
    // The fall is recorded once.
    assert_eq!(c.observe_at(t + 1700 * S), Ok(None));
    assert_eq!(c.flags().len(), 1);
}

#[test]
fn art_6_1_a_press_after_the_flag_fell_reports_it() {
    let mut c = clock("10", ClockMode::Fischer);
    c.start(0).expect("start");
    let fall = c
        .press(Side::White, 12 * S)
        .expect("press")
        .expect("fell during the move");
    assert_eq!(fall.at_ms, 10 * S);
    assert_eq!(c.reading(12 * S).remaining_ms.white, 0);
}

#[test]
fn guideline_iii_3_1_1_both_flags_down_in_period_1_play_on() {
    let mut c = clock("40/5400:1800", ClockMode::Fischer);
    c.start(0).expect("start");
    let t = play(&mut c, 20, 10 * S, 0);
    // The arbiter finds both displays at zero and cannot tell which fell first.
    c.set_times(0, 0, t).expect("set");
    assert_eq!(c.both_flags(), Some(BothFlags::PlayOn));
    assert_eq!(BothFlags::PlayOn.article(), "III.3.1.1");
}

#[test]
fn guideline_iii_3_1_2_both_flags_down_in_the_last_period_draw() {
    let mut c = clock("40/5400:1800", ClockMode::Fischer);
    c.start(0).expect("start");
    let t = play(&mut c, 41, 10 * S, 0);
    assert_eq!(c.reading(t).period.white, 2);
    c.set_times(0, 0, t).expect("set");
    assert_eq!(c.both_flags(), Some(BothFlags::Draw));
    assert_eq!(BothFlags::Draw.article(), "III.3.1.2");
}

#[test]
fn art_6_9_both_flags_down_but_the_clock_knows_which_fell_first() {
    let mut c = clock("10", ClockMode::Fischer);
    c.start(0).expect("start");
    c.press(Side::White, 11 * S)
        .expect("White completes a move after its flag fell");
    c.observe_at(30 * S).expect("observe");
    assert_eq!(c.both_flags(), Some(BothFlags::FirstFell(Side::White)));
}

#[test]
fn art_6_11_pause_and_resume_keep_the_time_and_the_delay() {
    let mut c = clock("60+5", ClockMode::Delay);
    c.start(0).expect("start");
    c.pause(3 * S).expect("pause");
    let r = c.reading(100 * S);
    assert!(r.paused);
    assert_eq!(r.running, None);
    assert_eq!(r.remaining_ms.white, 60 * S);
    assert_eq!(r.delay_left_ms.white, 2 * S);
    assert_eq!(c.press(Side::White, 101 * S), Err(ClockError::Paused));
    c.resume(200 * S).expect("resume");
    c.press(Side::White, 206 * S).expect("press");
    // 3 s before the pause and 6 s after: 9 s, of which 5 s of delay.
    assert_eq!(c.reading(206 * S).remaining_ms.white, 56 * S);
}

#[test]
fn art_6_10_2_the_arbiter_sets_the_clock() {
    let mut c = clock("5400+30", ClockMode::Fischer);
    c.start(0).expect("start");
    c.set_times(50 * MIN, 45 * MIN, 10 * S).expect("set");
    let r = c.reading(10 * S);
    assert_eq!(
        (r.remaining_ms.white, r.remaining_ms.black),
        (50 * MIN, 45 * MIN)
    );
    // White's clock keeps running from the value set.
    assert_eq!(c.reading(20 * S).remaining_ms.white, 50 * MIN - 10 * S);
}

#[test]
fn art_7_5_5_and_a_3_penalty_time_for_the_opponent() {
    let mut c = clock("600+5", ClockMode::Fischer);
    c.start(0).expect("start");
    c.add_time(Side::Black, 2 * MIN, S)
        .expect("7.5.5: two minutes");
    assert_eq!(c.reading(S).remaining_ms.black, 605 * S + 2 * MIN);
    c.add_time(Side::Black, MIN, S)
        .expect("A.3: one minute in rapid");
    assert_eq!(c.reading(S).remaining_ms.black, 605 * S + 3 * MIN);
    assert_eq!(c.account(Side::Black).adjusted_ms, (3 * MIN) as i64);
}

#[test]
fn art_12_9_3_time_taken_away_stops_at_zero_and_drops_the_flag() {
    let mut c = clock("60", ClockMode::Fischer);
    c.start(0).expect("start");
    c.take_time(Side::Black, 10 * S, S).expect("take");
    assert_eq!(c.reading(S).remaining_ms.black, 50 * S);
    c.take_time(Side::Black, 100 * S, 2 * S).expect("take");
    assert_eq!(c.reading(2 * S).remaining_ms.black, 0);
    assert_eq!(c.flags().last().map(|f| f.side), Some(Side::Black));
}

#[test]
fn guideline_iii_4_five_second_increment_and_two_minutes_for_the_opponent() {
    let mut c = clock("300", ClockMode::Fischer);
    c.start(0).expect("start");
    let t = play(&mut c, 10, 19 * S, 0); // both at 300 - 190 = 110 s, White on move
    assert_eq!(
        c.grant_iii_4(Side::Black, t),
        Err(ClockError::NotAllowed(
            "III.4: only the player on move may ask"
        ))
    );
    c.grant_iii_4(Side::White, t).expect("granted");
    assert_eq!(c.reading(t).remaining_ms.black, 110 * S + 2 * MIN);
    assert!(c.grant_iii_4(Side::White, t).is_err(), "only once");
    c.press(Side::White, t + 10 * S).expect("press");
    assert_eq!(
        c.reading(t + 10 * S).remaining_ms.white,
        110 * S - 10 * S + 5 * S
    );
    c.press(Side::Black, t + 11 * S).expect("press");
    assert_eq!(
        c.reading(t + 11 * S).remaining_ms.black,
        230 * S - S + 5 * S
    );
}

#[test]
fn guideline_iii_2_2_and_iii_4_refused_with_an_increment_or_enough_time() {
    let mut c = clock("300+2", ClockMode::Fischer);
    c.start(0).expect("start");
    let t = play(&mut c, 10, 25 * S, 0);
    assert!(matches!(
        c.grant_iii_4(Side::White, t),
        Err(ClockError::NotAllowed(_))
    ));
    let mut c = clock("300", ClockMode::Fischer);
    c.start(0).expect("start");
    assert!(matches!(
        c.grant_iii_4(Side::White, S),
        Err(ClockError::NotAllowed(_))
    ));
}

#[test]
fn art_6_1_a_fallen_flag_stays_down_through_increments() {
    let mut c = clock("10+5", ClockMode::Fischer);
    c.start(0).expect("start");
    let fall = c
        .press(Side::White, 16 * S)
        .expect("press")
        .expect("fell at 15 s");
    assert_eq!(fall.at_ms, 15 * S);
    let r = c.reading(16 * S);
    assert!(r.flag.white && !r.flag.black);
    assert_eq!(
        r.remaining_ms.white, 0,
        "no increment brings a fallen flag back"
    );
    // Black's flag falls too: both are down and the clock knows the order.
    c.observe_at(40 * S).expect("observe");
    assert_eq!(c.both_flags(), Some(BothFlags::FirstFell(Side::White)));
}

#[test]
fn art_6_10_2_bronstein_and_simple_delay_are_corrected_alike() {
    for mode in [ClockMode::Bronstein, ClockMode::Delay] {
        let mut c = clock("600+5", mode);
        c.start(0).expect("start");
        c.set_times(60 * S, 600 * S, S).expect("set");
        c.press(Side::White, S).expect("press at once");
        assert_eq!(c.reading(S).remaining_ms.white, 60 * S, "{mode}");
    }
}

#[test]
fn guideline_iii_3_1_different_periods_play_on() {
    let mut c = clock("2/60:60", ClockMode::Fischer);
    c.start(0).expect("start");
    c.press(Side::White, S).expect("w1");
    c.press(Side::Black, 2 * S).expect("b1");
    c.press(Side::White, 3 * S)
        .expect("w2: White is in the final period, Black is not");
    c.set_times(0, 0, 4 * S).expect("both found at zero");
    assert_eq!(c.both_flags(), Some(BothFlags::PlayOn));
}

#[test]
fn art_1930_20_1_a_thirty_moves_in_two_hours_then_fifteen_an_hour_repeating() {
    let mut c = Clock::new(TimeControl::fide_1930(), ClockMode::Fischer).expect("clock");
    c.start(0).expect("start");
    let t = play(&mut c, 30, 60 * S, 0);
    let r = c.reading(t);
    assert_eq!(r.period.white, 2);
    assert_eq!(r.remaining_ms.white, (120 - 30 + 60) * MIN);
    assert_eq!(r.moves_to_control.white, Some(15));
    let t = play(&mut c, 15, 60 * S, t);
    let r = c.reading(t);
    assert_eq!(r.period.white, 3);
    assert_eq!(r.remaining_ms.white, (150 - 15 + 60) * MIN);
    assert_eq!(
        r.moves_to_control.white,
        Some(15),
        "the last period repeats"
    );
}

#[test]
fn a_game_without_a_clock_has_no_clock() {
    assert_eq!(
        Clock::new(TimeControl::unlimited(), ClockMode::Fischer),
        Err(ClockError::NoClock)
    );
}

#[test]
fn art_9_5_3_and_12_9_2_time_added_to_the_opponent_counts_as_the_arbiter_s() {
    let mut c = clock("5400+30", ClockMode::Fischer);
    c.start(0).expect("start");
    // A wrong claim by White (9.5.3): Black gets two minutes; a penalty (12.9.2) likewise.
    c.pause(5 * S).expect("the claim stops the clock (9.5.1)");
    c.add_time(Side::Black, 2 * MIN, 5 * S).expect("9.5.3");
    c.resume(60 * S).expect("the arbiter restarts it");
    let r = c.reading(60 * S);
    assert_eq!(r.remaining_ms.black, 5430 * S + 2 * MIN);
    assert_eq!(
        r.remaining_ms.white,
        5430 * S - 5 * S,
        "the pause is not charged"
    );
}

#[test]
fn art_6_3_the_increment_after_a_move_is_that_of_the_next_move_s_period() {
    // 2 moves with +10 s, then the rest with +2 s.
    let mut c = clock("2/60+10:60+2", ClockMode::Fischer);
    c.start(0).expect("start");
    assert_eq!(c.reading(0).remaining_ms.white, 70 * S);
    c.press(Side::White, S).expect("move 1");
    assert_eq!(
        c.reading(S).remaining_ms.white,
        79 * S,
        "move 2 is still in period 1: +10 s"
    );
    c.press(Side::Black, 2 * S).expect("black");
    c.press(Side::White, 3 * S)
        .expect("move 2 completes period 1");
    // 79 - 1 (White thought from 2 s to 3 s) + 60 (period 2) + 2 (move 3 increment).
    assert_eq!(c.reading(3 * S).remaining_ms.white, 140 * S);
}

#[test]
fn absurd_times_and_controls_never_panic() {
    for mode in [ClockMode::Fischer, ClockMode::Bronstein, ClockMode::Delay] {
        let mut c = clock("4294967295/18446744073709551+18446744073709551:1", mode);
        c.start(0).expect("start");
        c.add_time(Side::Black, u64::MAX, 1).expect("add");
        c.take_time(Side::White, u64::MAX, 2).expect("take");
        c.press(Side::White, u64::MAX / 2).expect("press");
        c.set_times(u64::MAX, u64::MAX, u64::MAX / 2).expect("set");
        c.pause(u64::MAX).expect("pause");
        let r = c.reading(u64::MAX);
        assert!(r.paused);
        let _ = c.flag_due(Side::Black);
        assert!(c.press(Side::Black, 0).is_err());
    }
}

#[test]
fn art_1930_22_3_the_moves_given_count_and_the_givers_first_counts_as_many() {
    // Pawn and two moves under 1930 Art. 20.1.a: 30 moves in two hours, then 15 an hour.
    let mut c = Clock::new(TimeControl::fide_1930(), ClockMode::Fischer).expect("clock");
    c.start(0).expect("start");
    // White's first move given: counted, the clock not pressed, White's clock still runs.
    assert_eq!(
        c.count_move(Side::Black, 5 * S),
        Err(ClockError::NotRunning(Side::Black))
    );
    c.count_move(Side::White, 5 * S).expect("counted");
    let r = c.reading(5 * S);
    assert_eq!(r.running, Some(Side::White));
    assert_eq!(r.moves_to_control.white, Some(29));
    assert_eq!(r.remaining_ms.white, 2 * 60 * MIN - 5 * S);
    // The second, and the press.
    c.press(Side::White, 12 * S).expect("press");
    let r = c.reading(12 * S);
    assert_eq!(
        (r.running, r.moves_to_control.white),
        (Some(Side::Black), Some(28))
    );
    assert_eq!(r.remaining_ms.white, 2 * 60 * MIN - 12 * S);
    // Black's first move counts as two.
    c.press_counting(Side::Black, 20 * S, 2).expect("press");
    let r = c.reading(20 * S);
    assert_eq!(r.moves_to_control.black, Some(28));
    assert_eq!(r.remaining_ms.black, 2 * 60 * MIN - 8 * S);
    assert_eq!((c.moves(Side::White), c.moves(Side::Black)), (2, 2));
}

#[test]
fn art_1930_22_3_a_move_counting_as_several_can_complete_a_period() {
    // 2 moves in 10 minutes, then 5 minutes for the rest: Black's first move counts as three
    // and so completes the first period (Art. 6.3.2), its time carried over.
    let mut c = clock("2/600:300", ClockMode::Fischer);
    c.start(0).expect("start");
    c.count_move(Side::White, S).expect("counted");
    c.count_move(Side::White, 2 * S).expect("counted");
    let r = c.reading(2 * S);
    assert_eq!((r.period.white, r.moves_to_control.white), (2, None));
    assert_eq!(r.remaining_ms.white, 15 * MIN - 2 * S);
    c.press(Side::White, 3 * S).expect("press");
    c.press_counting(Side::Black, 4 * S, 3).expect("press");
    let r = c.reading(4 * S);
    assert_eq!((r.period.black, r.moves_to_control.black), (2, None));
    assert_eq!(r.remaining_ms.black, 15 * MIN - S);
}

/// Issue 22, item 1: the 6.4 commentary, "un drapeau (ou un « – ») apparaît sur la pendule dans
/// le cas où un joueur/une joueuse n'a pas achevé 40 coups dans le temps imparti". The press
/// that completes the control after the fall reports it and leaves the flag down, whether or
/// not the clock was looked at between.
#[test]
fn art_6_4_the_press_completing_the_control_after_the_fall_leaves_the_flag_down() {
    for looked in [false, true] {
        let mut c = clock("2/60:30", ClockMode::Fischer);
        c.start(0).expect("start");
        c.press(Side::White, 10 * S).expect("w1");
        c.press(Side::Black, 20 * S).expect("b1");
        // White's flag falls at 70 s.
        if looked {
            assert!(c.observe_at(71 * S).expect("observe").is_some());
        }
        let fall = c.press(Side::White, 75 * S).expect("w2, after the fall");
        assert_eq!(fall.is_some(), !looked, "reported once");
        let r = c.reading(75 * S);
        assert_eq!(r.period.white, 2, "the moves are completed");
        assert!(
            r.flag.white,
            "but not in time: the flag stays (looked: {looked})"
        );
        assert_eq!(c.flags().len(), 1);
        assert!(!c.flags()[0].required_moves_completed());
    }
}

/// III.3.1.1: after both flags were found down without knowing which first, in a period with a
/// control ahead, the game went on: reaching the control raises the flag, as on a mechanical
/// clock.
#[test]
fn guideline_iii_3_1_1_after_play_on_the_control_raises_the_flag() {
    let mut c = clock("2/60:60", ClockMode::Fischer);
    c.start(0).expect("start");
    c.press(Side::White, S).expect("w1");
    c.press(Side::Black, 2 * S).expect("b1");
    c.set_times(0, 0, 3 * S).expect("both found at zero");
    assert_eq!(c.both_flags(), Some(BothFlags::PlayOn));
    c.press(Side::White, 4 * S)
        .expect("w2 completes White's control");
    assert!(!c.reading(4 * S).flag.white);
}
