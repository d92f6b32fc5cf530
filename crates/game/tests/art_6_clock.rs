//! Article 6 (the chess clock) through the event contract: the start, completed moves, the
//! allotted time in its three modes and several periods, flags noticed and judged (6.8, 6.9 and
//! the table of the 6.9 commentary), and pauses (6.11). Times in the states are in ms.

use crate::common::json::{articles, outcome, run, times};
use crate::common::{mv, tick};
use serde_json::Value;

const START: &str = r#"{"t":0,"type":"start"}"#;

/// White (to move) runs out of time in `fen` under one minute; the 6.9 commentary's table.
fn white_flag_falls_in(fen: &str) -> Value {
    let config = format!(r#"{{"time_control":"60+0","start_fen":"{fen}"}}"#);
    let s = run(&config, &[START.to_owned(), tick(59_000), tick(61_000)]);
    assert!(s[1]["result"].is_null(), "one second is left at 59 s");
    assert_eq!(s[2]["clock"]["flag"]["white"], true);
    assert!(articles(&s[2]).contains(&"6.8"), "the fall is announced");
    s[2].clone()
}

#[test]
fn art_6_2_1_a_move_is_completed_by_pressing_the_clock() {
    let s = run(
        r#"{"time_control":"300+2"}"#,
        &[
            START.to_owned(),
            mv(5_000, "white", "e4"),
            mv(6_000, "white", "d4"),
            mv(8_000, "black", "e5"),
        ],
    );
    // White used 5 s and got the increment of the second move.
    assert_eq!(times(&s[1]), (302_000 - 5_000 + 2_000, 302_000));
    assert_eq!(s[1]["clock"]["running"], "black");
    assert_eq!(s[2]["error"]["code"], "not_your_turn");
    assert_eq!(times(&s[3]), (299_000, 302_000 - 3_000 + 2_000));
    assert_eq!(s[3]["clock"]["running"], "white");
}

#[test]
fn art_6_2_1_1_a_move_that_ends_the_game_is_completed_and_the_clock_stops() {
    let s = run(
        r#"{"time_control":"60+0"}"#,
        &[
            START.to_owned(),
            mv(1_000, "white", "f3"),
            mv(2_000, "black", "e5"),
            mv(3_000, "white", "g4"),
            mv(4_000, "black", "Qh4#"),
            tick(500_000),
        ],
    );
    assert_eq!(outcome(&s[4]), ("0-1", "checkmate", "5.1.1"));
    assert!(s[4]["clock"]["running"].is_null());
    // Nothing runs after the mate: White's flag never falls, the times stay.
    assert_eq!(times(&s[5]), (58_000, 58_000));
    assert_eq!(s[5]["clock"]["flag"]["white"], false);
    assert_eq!(outcome(&s[5]), ("0-1", "checkmate", "5.1.1"));
}

#[test]
fn art_6_2_2_the_time_until_the_press_is_the_player_s_own() {
    let s = run(
        r#"{"time_control":"300+0"}"#,
        &[START.to_owned(), tick(7_000), mv(10_000, "white", "e4")],
    );
    assert_eq!(times(&s[1]), (293_000, 300_000));
    assert_eq!(s[1]["clock"]["running"], "white");
    assert_eq!(times(&s[2]), (290_000, 300_000));
    assert_eq!(s[2]["clock"]["running"], "black");
}

#[test]
fn art_6_3_fischer_increment_from_the_first_move() {
    let s = run(
        r#"{"time_control":"300+2","clock_mode":"fischer"}"#,
        &[
            r#"{"t":0,"type":"tick"}"#.to_owned(),
            START.to_owned(),
            mv(1_000, "white", "e4"),
            mv(11_000, "black", "e5"),
        ],
    );
    // "L'incrément pour le premier coup est ajouté avant le début de la partie."
    assert_eq!(times(&s[0]), (302_000, 302_000));
    // A quick move makes the time grow.
    assert_eq!(times(&s[2]), (303_000, 302_000));
    assert_eq!(times(&s[3]), (303_000, 294_000));
}

#[test]
fn art_6_3_bronstein_delay_the_bonus_is_on_the_display_and_unused_bonus_is_lost() {
    let s = run(
        r#"{"time_control":"300+3","clock_mode":"bronstein"}"#,
        &[
            START.to_owned(),
            tick(1_000),
            mv(2_000, "white", "e4"),
            mv(9_000, "black", "e5"),
        ],
    );
    // The bonus is added to the main time and the clock counts down at once.
    assert_eq!(times(&s[0]), (303_000, 300_000));
    assert_eq!(times(&s[1]).0, 302_000);
    assert_eq!(s[1]["clock"]["delay_left_ms"]["white"], 2_000);
    // Pressed within the delay: never more than at the start of the move. Black's display now
    // shows Black's bonus.
    assert_eq!(times(&s[2]), (300_000, 303_000));
    // 7 s: 3 s of delay, 4 s of main time; White's display shows White's new bonus.
    assert_eq!(times(&s[3]), (303_000, 296_000));
}

#[test]
fn art_6_3_simple_delay_the_main_time_waits_for_the_delay() {
    let s = run(
        r#"{"time_control":"300+3","clock_mode":"delay"}"#,
        &[
            START.to_owned(),
            tick(1_000),
            mv(2_000, "white", "e4"),
            tick(5_000),
            mv(9_000, "black", "e5"),
        ],
    );
    assert_eq!(times(&s[1]).0, 300_000, "the main time stands still");
    assert_eq!(s[1]["clock"]["delay_left_ms"]["white"], 2_000);
    assert_eq!(times(&s[2]), (300_000, 300_000));
    assert_eq!(s[3]["clock"]["delay_left_ms"]["black"], 0);
    assert_eq!(times(&s[3]).1, 300_000);
    assert_eq!(times(&s[4]), (300_000, 296_000));
}

#[test]
fn art_6_3_2_several_periods_unused_time_carries_over() {
    // Two moves in a minute, then 30 s for the rest of the game.
    let s = run(
        r#"{"time_control":"2/60:30"}"#,
        &[
            START.to_owned(),
            mv(10_000, "white", "e4"),
            mv(20_000, "black", "e5"),
            mv(30_000, "white", "Nf3"),
        ],
    );
    let clock = &s[0]["clock"];
    assert_eq!(clock["period"]["white"], 1);
    assert_eq!(clock["moves_to_control"]["white"], 2);
    assert_eq!(s[1]["clock"]["moves_to_control"]["white"], 1);
    assert_eq!(s[2]["clock"]["moves_to_control"]["black"], 1);
    let after = &s[3]["clock"];
    // White reached the control with 40 s left: 40 + 30.
    assert_eq!(after["white_ms"], 70_000);
    assert_eq!(after["period"]["white"], 2);
    assert!(after["moves_to_control"]["white"].is_null());
    assert_eq!(after["period"]["black"], 1);
    assert_eq!(after["moves_to_control"]["black"], 1);
}

#[test]
fn art_6_4_a_flag_before_the_control_loses_the_moves_were_not_completed() {
    let s = run(
        r#"{"time_control":"2/60:30"}"#,
        &[
            START.to_owned(),
            mv(10_000, "white", "e4"),
            mv(20_000, "black", "e5"),
            tick(75_000),
        ],
    );
    // White had 50 s for the second move and did not make it by 70 s.
    let fell = &s[3];
    assert_eq!(outcome(fell), ("0-1", "time_forfeit", "6.9"));
    assert_eq!(fell["clock"]["flag"]["white"], true);
    assert_eq!(fell["clock"]["period"]["white"], 1);
    assert_eq!(fell["clock"]["moves_to_control"]["white"], 1);

    // The same game with the second move made at 65 s: the control is reached, no flag.
    let s = run(
        r#"{"time_control":"2/60:30"}"#,
        &[
            START.to_owned(),
            mv(10_000, "white", "e4"),
            mv(20_000, "black", "e5"),
            mv(65_000, "white", "Nf3"),
            tick(80_000),
        ],
    );
    assert!(s[4]["result"].is_null());
    assert_eq!(s[4]["clock"]["flag"]["white"], false);
    assert_eq!(times(&s[4]), (5_000 + 30_000, 50_000 - 15_000));
}

#[test]
fn art_6_6_at_the_start_white_s_clock_is_started() {
    let s = run(
        r#"{"time_control":"300+2"}"#,
        &[
            mv(0, "white", "e4"),
            r#"{"t":1000,"type":"start"}"#.to_owned(),
            tick(6_000),
            r#"{"t":7000,"type":"start"}"#.to_owned(),
        ],
    );
    assert_eq!(s[0]["error"]["code"], "not_started");
    assert_eq!(s[0]["started"], false);
    assert!(s[0]["clock"]["running"].is_null());
    assert_eq!(s[1]["started"], true);
    assert_eq!(s[1]["clock"]["running"], "white");
    assert_eq!(articles(&s[1]), ["6.6"]);
    assert_eq!(times(&s[2]), (302_000 - 5_000, 302_000));
    assert_eq!(s[3]["error"]["code"], "already_started");
}

#[test]
fn art_6_8_a_flag_counts_once_observed_or_validly_claimed() {
    // Observed: the next event after the fall notices it.
    let s = run(
        r#"{"time_control":"60+0"}"#,
        &[START.to_owned(), tick(59_000), tick(61_000)],
    );
    assert!(s[1]["result"].is_null());
    assert_eq!(outcome(&s[2]), ("0-1", "time_forfeit", "6.9"));
    assert_eq!(articles(&s[2])[0], "6.8");
    assert_eq!(s[2]["clock"]["white_ms"], 0);

    // Claimed: a claim before the fall is refused, a claim after it is valid.
    let s = run(
        r#"{"time_control":"60+0"}"#,
        &[
            START,
            r#"{"t":30000,"type":"claim_time","by":"black"}"#,
            r#"{"t":70000,"type":"claim_time","by":"black"}"#,
        ],
    );
    assert_eq!(s[1]["error"]["code"], "no_flag");
    assert!(s[1]["result"].is_null());
    assert_eq!(outcome(&s[2]), ("0-1", "time_forfeit", "6.9"));
    assert!(articles(&s[2]).contains(&"6.8"));

    // Commentary: a result reached before the fall is noticed stands. Over the board, Black's
    // flag fell at 62 s, but the mate at 70 s is judged first.
    let fool = |mode: &str| {
        run(
            &format!(r#"{{"time_control":"60+0","mode":"{mode}"}}"#),
            &[
                START.to_owned(),
                mv(1_000, "white", "f3"),
                mv(2_000, "black", "e5"),
                mv(3_000, "white", "g4"),
                mv(70_000, "black", "Qh4#"),
            ],
        )
    };
    let otb = fool("otb");
    assert_eq!(outcome(&otb[4]), ("0-1", "checkmate", "5.1.1"));
    // Online the server sees the flag before the move arrives.
    let online = fool("online");
    assert_eq!(outcome(&online[4]), ("1-0", "time_forfeit", "6.9"));
    assert_eq!(online[4]["error"]["code"], "game_over");
}

#[test]
fn art_6_9_a_flag_loses_unless_the_opponent_cannot_mate() {
    let s = run(
        r#"{"time_control":"60+0","regulations":{"scoring":"3-1-0"}}"#,
        &[START.to_owned(), mv(1_000, "white", "e4"), tick(70_000)],
    );
    assert_eq!(outcome(&s[2]), ("1-0", "time_forfeit", "6.9"));
    assert_eq!(s[2]["result"]["points"]["white"], 3.0);
    assert_eq!(s[2]["result"]["points"]["black"], 0.0);
    assert!(s[2]["clock"]["running"].is_null());

    // Black has a lone king: White's flag gives a draw.
    let s = white_flag_falls_in("8/8/8/3k4/8/8/8/QQQK4 w - - 0 1");
    assert_eq!(outcome(&s), ("1/2-1/2", "time_forfeit_cannot_mate", "6.9"));
    assert_eq!(s["result"]["points"]["white"], 0.5);
}

#[test]
fn art_6_9_table_king_queen_against_king_knight_is_a_draw() {
    let s = white_flag_falls_in("8/8/8/3k4/8/3n4/8/2QK4 w - - 0 1");
    assert_eq!(outcome(&s), ("1/2-1/2", "time_forfeit_cannot_mate", "6.9"));
}

#[test]
fn art_6_9_table_king_rook_against_king_knight_wins_for_the_knight() {
    let s = white_flag_falls_in("8/8/8/3k4/8/3n4/8/2RK4 w - - 0 1");
    assert_eq!(outcome(&s), ("0-1", "time_forfeit", "6.9"));
}

#[test]
fn art_6_9_table_king_rook_against_king_bishop_is_a_draw() {
    let s = white_flag_falls_in("8/8/8/3k4/8/3b4/8/2RK4 w - - 0 1");
    assert_eq!(outcome(&s), ("1/2-1/2", "time_forfeit_cannot_mate", "6.9"));
}

#[test]
fn art_6_9_table_king_knight_against_king_knight_wins() {
    let s = white_flag_falls_in("8/8/8/3k4/8/3n4/8/2NK4 w - - 0 1");
    assert_eq!(outcome(&s), ("0-1", "time_forfeit", "6.9"));
}

#[test]
fn art_6_9_table_king_bishop_against_king_bishop_of_the_other_colour_wins() {
    // c1 is dark, d3 light.
    let s = white_flag_falls_in("8/8/8/3k4/8/3b4/8/2BK4 w - - 0 1");
    assert_eq!(outcome(&s), ("0-1", "time_forfeit", "6.9"));
}

#[test]
fn art_6_9_table_king_bishop_against_king_bishop_of_the_same_colour_is_a_draw() {
    // c1 and e3 are both dark: nobody can ever mate, so the position is dead from the start
    // (5.2.2) and no flag can fall in it; the table's draw is reached before any clock runs out.
    let config = r#"{"time_control":"60+0","start_fen":"8/8/8/3k4/8/4b3/8/2BK4 w - - 0 1"}"#;
    let s = run(config, &[START.to_owned(), tick(61_000)]);
    assert_eq!(s[0]["result"]["result"], "1/2-1/2");
    assert_eq!(s[0]["result"]["reason"], "dead_position");
    assert_eq!(s[0]["result"]["points"]["black"], 0.5);
    assert_eq!(s[1]["result"], s[0]["result"], "the result stands");
    assert_eq!(s[1]["clock"]["flag"]["white"], false);
}

#[test]
fn art_6_11_1_the_arbiter_pauses_the_clock() {
    let s = run(
        r#"{"time_control":"300+0"}"#,
        &[
            START.to_owned(),
            mv(5_000, "white", "e4"),
            r#"{"t":10000,"type":"pause"}"#.to_owned(),
            tick(100_000),
            mv(101_000, "black", "e5"),
        ],
    );
    assert_eq!(articles(&s[2]), ["6.11.1"]);
    assert_eq!(s[2]["clock"]["paused"], true);
    assert!(s[2]["clock"]["running"].is_null());
    assert_eq!(times(&s[2]), (295_000, 295_000));
    // Time does not pass while paused.
    assert_eq!(times(&s[3]), (295_000, 295_000));
    assert_eq!(s[4]["error"]["code"], "paused");
    assert_eq!(s[4]["ply"], 1);
}

#[test]
fn art_6_11_2_a_player_pauses_the_clock_to_call_the_arbiter() {
    let s = run(
        r#"{"time_control":"300+0"}"#,
        &[
            START.to_owned(),
            mv(5_000, "white", "e4"),
            r#"{"t":8000,"type":"pause","by":"black"}"#.to_owned(),
            tick(60_000),
        ],
    );
    assert_eq!(articles(&s[2]), ["6.11.2"]);
    assert_eq!(s[2]["clock"]["paused"], true);
    assert_eq!(times(&s[3]), (295_000, 297_000));
}

#[test]
fn art_6_11_3_the_arbiter_decides_when_play_resumes() {
    let s = run(
        r#"{"time_control":"300+0"}"#,
        &[
            START.to_owned(),
            mv(5_000, "white", "e4"),
            r#"{"t":8000,"type":"pause","by":"black"}"#.to_owned(),
            r#"{"t":60000,"type":"resume"}"#.to_owned(),
            mv(64_000, "black", "e5"),
            r#"{"t":65000,"type":"resume"}"#.to_owned(),
        ],
    );
    assert_eq!(articles(&s[3]), ["6.11.3"]);
    assert_eq!(s[3]["clock"]["running"], "black");
    assert_eq!(s[3]["clock"]["paused"], false);
    // 3 s before the pause, 4 s after it.
    assert_eq!(times(&s[4]), (295_000, 293_000));
    assert_eq!(s[5]["error"]["code"], "clock", "nothing to resume");
}

#[test]
fn art_6_11_4_an_unjustified_pause_is_penalised_under_12_9() {
    // A standard game: the default penalty time is two minutes.
    let s = run(
        r#"{"time_control":"5400+0"}"#,
        &[
            START.to_owned(),
            mv(5_000, "white", "e4"),
            r#"{"t":8000,"type":"pause","by":"black"}"#.to_owned(),
            r#"{"t":20000,"type":"arbiter","action":"penalty","against":"black","kind":"add_time"}"#
                .to_owned(),
            r#"{"t":21000,"type":"resume"}"#.to_owned(),
        ],
    );
    assert!(articles(&s[2]).contains(&"6.11.2"));
    assert_eq!(articles(&s[3]), ["12.9.2"]);
    assert_eq!(times(&s[3]), (5_395_000 + 120_000, 5_397_000));
    assert_eq!(s[4]["clock"]["running"], "black");
    assert!(s[4]["result"].is_null());
}

/// Issue 22, item 1. The 6.4 commentary: "un drapeau (ou un « – ») apparaît sur la pendule dans
/// le cas où un joueur/une joueuse n'a pas achevé 40 coups dans le temps imparti". The move that
/// completes the control after the fall does not take the overdraft from the next period: the
/// flag stays, and Art. 6.9 applies whether or not a `tick` came between.
#[test]
fn art_6_4_the_move_completing_the_control_after_the_fall_does_not_erase_the_flag() {
    for mode in ["online", "otb"] {
        let config = format!(r#"{{"time_control":"2/60:30","mode":"{mode}"}}"#);
        // White's flag falls at 70 s; the second move comes at 75 s, with no tick between.
        let s = run(
            &config,
            &[
                START.to_owned(),
                mv(10_000, "white", "e4"),
                mv(20_000, "black", "e5"),
                mv(75_000, "white", "Nf3"),
            ],
        );
        assert!(!s[3]["result"].is_null(), "{mode}: {}", s[3]);
        assert_eq!(outcome(&s[3]), ("0-1", "time_forfeit", "6.9"), "{mode}");
        assert_eq!(s[3]["clock"]["flag"]["white"], true, "{mode}");
    }
}

/// Over the board the player's own move is judged first (6.8 commentary: "Si un résultat est
/// atteint avant que l'on remarque la chute du drapeau alors ce résultat est conservé"), then the
/// flag: a later claim is not refused either.
#[test]
fn art_6_9_a_flag_fallen_before_the_control_can_still_be_claimed_after_the_completing_move() {
    // 1997 rapid: the arbiter does not call the flag (1997 B.6), the opponent claims it later.
    let config = r#"{"edition":"fide-1997","time_control":"2/60:1200","mode":"otb"}"#;
    let s = run(
        config,
        &[
            START.to_owned(),
            mv(10_000, "white", "e4"),
            mv(20_000, "black", "e5"),
            mv(75_000, "white", "Nf3"),
            crate::common::ev(80_000, r#""type":"claim_time","by":"black""#),
        ],
    );
    assert_eq!(s[3]["clock"]["flag"]["white"], true);
    assert!(s[4]["error"].is_null(), "{}", s[4]["error"]);
    assert_eq!(s[4]["result"]["result"], "0-1");
}
