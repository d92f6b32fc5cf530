//! Article 10 (points), 11.7–11.8 (forfeits for refusing the Laws), Article 12 (the arbiter's
//! rulings and penalties) and 6.10.2 (setting the clock), driven only through the event
//! contract: a `Config` and `Event`s in, a `State` after each.

use crate::common::{articles, clocks, error_code, ev, last, outcome, points, states as run};

/// An arbiter's ruling at `t`.
fn arbiter(t: u64, fields: &str) -> String {
    ev(t, &format!(r#""type":"arbiter",{fields}"#))
}

/// `start` at 0, then 1. e4 e5 2. Nf3 Nc6, one move a second.
fn four_moves() -> Vec<String> {
    let mut events = vec![ev(0, r#""type":"start""#)];
    for (i, (by, san)) in [
        ("white", "e4"),
        ("black", "e5"),
        ("white", "Nf3"),
        ("black", "Nc6"),
    ]
    .into_iter()
    .enumerate()
    {
        events.push(ev(
            1000 * (i as u64 + 1),
            &format!(r#""type":"move","by":"{by}","move":"{san}""#),
        ));
    }
    events
}

/// `four_moves` followed by `more`.
fn after_four(more: &[String]) -> Vec<String> {
    let mut events = four_moves();
    events.extend_from_slice(more);
    events
}

fn config(scoring: &str) -> String {
    format!(r#"{{"time_control":"5400+30","regulations":{{"scoring":"{scoring}"}}}}"#)
}

// --- Article 10 ---------------------------------------------------------------------------------

#[test]
fn art_10_1_points_for_a_win_a_draw_a_loss_and_a_forfeit_in_every_scoring_system() {
    // (system, win–loss on the board, draw, win by forfeit, double forfeit)
    type Pair = (f64, f64);
    let table: [(&str, Pair, Pair, Pair, Pair); 5] = [
        ("1-½-0", (1.0, 0.0), (0.5, 0.5), (1.0, 0.0), (0.0, 0.0)),
        ("1-1/2-0", (1.0, 0.0), (0.5, 0.5), (1.0, 0.0), (0.0, 0.0)),
        ("3-1-0", (3.0, 0.0), (1.0, 1.0), (3.0, 0.0), (0.0, 0.0)),
        // The commentary: 3 for a win, 2 for a draw, 1 for a loss and 0 for a forfeit.
        ("3-2-1-0", (3.0, 1.0), (2.0, 2.0), (3.0, 0.0), (0.0, 0.0)),
        ("2-1-0", (2.0, 0.0), (1.0, 1.0), (2.0, 0.0), (0.0, 0.0)),
    ];
    for (scoring, win, draw, forfeit, double) in table {
        let config = config(scoring);
        let resigned = run(
            &config,
            &after_four(&[ev(5_000, r#""type":"resign","by":"black""#)]),
        );
        assert_eq!(
            outcome(last(&resigned)),
            ("1-0".into(), "resignation".into(), "5.1.2".into())
        );
        assert_eq!(points(last(&resigned)), win, "{scoring}: a win");

        let agreed = run(
            &config,
            &after_four(&[
                ev(5_000, r#""type":"offer_draw","by":"white""#),
                ev(6_000, r#""type":"accept_draw","by":"black""#),
            ]),
        );
        assert_eq!(outcome(last(&agreed)).0, "1/2-1/2");
        assert_eq!(points(last(&agreed)), draw, "{scoring}: a draw");

        let absent = run(
            &config,
            &[
                ev(0, r#""type":"start""#),
                arbiter(1, r#""action":"forfeit","by":"black""#),
            ],
        );
        assert_eq!(outcome(last(&absent)).0, "+/-");
        assert_eq!(points(last(&absent)), forfeit, "{scoring}: a forfeit");

        let both = run(&config, &[arbiter(0, r#""action":"forfeit","by":"both""#)]);
        assert_eq!(outcome(last(&both)).0, "-/-");
        assert_eq!(points(last(&both)), double, "{scoring}: a double forfeit");
    }
}

#[test]
fn art_10_2_point_penalties_stay_between_nothing_and_a_win() {
    // 12.9.4 after a win: the opponent already has the maximum.
    let states = run(
        &config("1-½-0"),
        &after_four(&[
            ev(5_000, r#""type":"resign","by":"black""#),
            arbiter(
                6_000,
                r#""action":"penalty","against":"black","kind":"add_points","points":1"#,
            ),
        ]),
    );
    assert_eq!(articles(last(&states)), ["12.9.4"]);
    assert_eq!(points(last(&states)), (1.0, 0.0));
    // 12.9.5 after a loss: nothing to take.
    let states = run(
        &config("3-1-0"),
        &after_four(&[
            ev(5_000, r#""type":"resign","by":"black""#),
            arbiter(
                6_000,
                r#""action":"penalty","against":"black","kind":"take_points","points":1"#,
            ),
        ]),
    );
    assert_eq!(articles(last(&states)), ["12.9.5"]);
    assert_eq!(points(last(&states)), (3.0, 0.0));
}

#[test]
fn art_10_2_the_total_never_exceeds_a_game_s_maximum() {
    // A draw (½–½), then 12.9.4 against White: Black's points rise "up to the maximum", but the
    // total given for the game can never exceed it (10.2): not ½ + 1.
    for (scoring, max) in [("1-½-0", 1.0), ("3-2-1-0", 4.0)] {
        let states = run(
            &config(scoring),
            &after_four(&[
                ev(5_000, r#""type":"offer_draw","by":"white""#),
                ev(6_000, r#""type":"accept_draw","by":"black""#),
                arbiter(
                    7_000,
                    r#""action":"penalty","against":"white","kind":"add_points","points":1"#,
                ),
            ]),
        );
        let (white, black) = points(last(&states));
        assert!(
            white + black <= max,
            "{scoring}: {white} + {black} is more than a game's maximum of {max}"
        );
    }
}

#[test]
fn art_10_2_only_the_usual_scores_are_given() {
    // "For example, a score of ¾–¼ is not allowed": a quarter point taken from a win is refused
    // or rounded to a usual score, never given as ¾.
    let states = run(
        &config("1-½-0"),
        &after_four(&[
            ev(5_000, r#""type":"resign","by":"black""#),
            arbiter(
                6_000,
                r#""action":"penalty","against":"white","kind":"take_points","points":0.25"#,
            ),
        ]),
    );
    let (white, black) = points(last(&states));
    for p in [white, black] {
        assert!(
            [0.0, 0.5, 1.0].contains(&p),
            "{white}–{black} is not a usual score"
        );
    }
}

// --- 11.7, 11.8 ---------------------------------------------------------------------------------

#[test]
fn art_11_7_persistent_refusal_to_comply_loses_the_game() {
    let states = run(
        &config("1-½-0"),
        &after_four(&[arbiter(5_000, r#""action":"forfeit","by":"white""#)]),
    );
    let s = last(&states);
    assert_eq!(outcome(s), ("0-1".into(), "forfeit".into(), "11.7".into()));
    assert_eq!(points(s), (0.0, 1.0));
    // The arbiter decides the opponent's score: declare_result may say otherwise.
    assert_eq!(s.clock.as_ref().and_then(|c| c.running), None);
}

#[test]
fn art_11_8_both_players_refusing_to_comply_both_lose() {
    let states = run(
        &config("1-½-0"),
        &after_four(&[arbiter(5_000, r#""action":"forfeit","by":"both""#)]),
    );
    let s = last(&states);
    assert_eq!(outcome(s), ("-/-".into(), "forfeit".into(), "11.8".into()));
    assert_eq!(points(s), (0.0, 0.0));
}

/// Issue 22 (debatable). 11.8: "la partie sera déclarée perdue pour les deux adversaires": a
/// loss for each, scored as a loss, not as a forfeit: under 3-2-1-0 (a loss 1, a forfeit 0),
/// one point each. Absent at the start, both forfeit (6.7.1): nothing each.
#[test]
fn art_11_8_both_lose_scores_a_loss_for_each() {
    let states = run(
        &config("3-2-1-0"),
        &after_four(&[arbiter(5_000, r#""action":"forfeit","by":"both""#)]),
    );
    let s = last(&states);
    assert_eq!(outcome(s), ("-/-".into(), "forfeit".into(), "11.8".into()));
    assert_eq!(points(s), (1.0, 1.0));
    let states = run(
        &config("3-2-1-0"),
        &[arbiter(0, r#""action":"forfeit","by":"both""#)],
    );
    assert_eq!(outcome(last(&states)).2, "6.7.1");
    assert_eq!(points(last(&states)), (0.0, 0.0));
}

// --- Article 12 ---------------------------------------------------------------------------------

#[test]
fn art_12_1_the_arbiter_declares_a_result_citing_the_article() {
    let states = run(
        &config("1-½-0"),
        &after_four(&[arbiter(
            5_000,
            r#""action":"declare_result","result":"1/2-1/2","reason":"arbiter""#,
        )]),
    );
    let s = last(&states);
    assert_eq!(
        outcome(s),
        ("1/2-1/2".into(), "arbiter".into(), "12.1".into())
    );
    assert_eq!(articles(s), ["12.1", "12.1"]);
    assert_eq!(points(s), (0.5, 0.5));
    // With the article the arbiter applies (1930 Art. 16.1.b, perpetual check).
    let states = run(
        r#"{"edition":"fide-1930"}"#,
        &after_four(&[arbiter(
            5_000,
            r#""action":"declare_result","result":"1/2-1/2","reason":"arbiter","article":"1930 16.1.b""#,
        )]),
    );
    assert_eq!(outcome(last(&states)).2, "1930 16.1.b");
    // Nothing to rule on before the start, except a forfeit.
    let states = run(
        "{}",
        &[arbiter(
            0,
            r#""action":"declare_result","result":"1-0","reason":"arbiter""#,
        )],
    );
    assert_eq!(error_code(last(&states)), Some("not_started"));
    let states = run(
        "{}",
        &[arbiter(
            0,
            r#""action":"declare_result","result":"+/-","reason":"forfeit""#,
        )],
    );
    assert_eq!(outcome(last(&states)).0, "+/-");
}

#[test]
fn art_12_5_the_arbiter_gives_extra_time_after_a_disturbance() {
    let states = run(
        &config("1-½-0"),
        &after_four(&[
            arbiter(5_000, r#""action":"add_time","to":"white","ms":300000"#),
            arbiter(5_000, r#""action":"add_time","to":"black","ms":60000"#),
        ]),
    );
    let white = &states[5];
    assert_eq!(articles(white), ["12.5"]);
    // After four moves each clock shows 5 430 000 − 2 000 + 2 × 30 000; White's runs since 4 s.
    assert_eq!(clocks(white), (5_488_000 - 1_000 + 300_000, 5_488_000));
    assert_eq!(clocks(last(&states)), (5_787_000, 5_548_000));
    // No clock, no time to give.
    let states = run(
        "{}",
        &after_four(&[arbiter(
            5_000,
            r#""action":"add_time","to":"white","ms":1000"#,
        )]),
    );
    assert_eq!(error_code(last(&states)), Some("no_clock"));
}

#[test]
fn art_6_10_2_the_arbiter_sets_a_wrongly_set_clock() {
    let states = run(
        &config("1-½-0"),
        &after_four(&[
            arbiter(
                5_000,
                r#""action":"set_clock","white_ms":3600000,"black_ms":3000000"#,
            ),
            ev(15_000, r#""type":"move","by":"white","move":"Bb5""#),
        ]),
    );
    let set = &states[5];
    assert_eq!(articles(set), ["6.10.2"]);
    assert_eq!(clocks(set), (3_600_000, 3_000_000));
    // The clock runs on from the times set.
    assert_eq!(
        clocks(last(&states)),
        (3_600_000 - 10_000 + 30_000, 3_000_000)
    );
}

#[test]
fn art_12_9_1_a_warning_changes_nothing_else() {
    let states = run(
        &config("1-½-0"),
        &after_four(&[arbiter(
            5_000,
            r#""action":"penalty","against":"black","kind":"warning""#,
        )]),
    );
    let s = last(&states);
    assert_eq!(articles(s), ["12.9.1"]);
    assert_eq!(clocks(s), (5_487_000, 5_488_000));
    assert!(s.result.is_none() && s.error.is_none());
    assert_eq!(s.ply, 4);
}

#[test]
fn art_12_9_2_more_time_for_the_opponent() {
    let states = run(
        &config("1-½-0"),
        &after_four(&[
            arbiter(
                5_000,
                r#""action":"penalty","against":"black","kind":"add_time""#,
            ),
            arbiter(
                5_000,
                r#""action":"penalty","against":"white","kind":"add_time","ms":45000"#,
            ),
        ]),
    );
    // Two minutes by default, in a standard game.
    assert_eq!(articles(&states[5]), ["12.9.2"]);
    assert_eq!(clocks(&states[5]), (5_487_000 + 120_000, 5_488_000));
    assert_eq!(clocks(last(&states)), (5_607_000, 5_488_000 + 45_000));
    // One minute by default in rapid (A.3).
    let states = run(
        r#"{"time_control":"900+10"}"#,
        &after_four(&[arbiter(
            5_000,
            r#""action":"penalty","against":"black","kind":"add_time""#,
        )]),
    );
    assert_eq!(clocks(last(&states)), (928_000 - 1_000 + 60_000, 928_000));
}

#[test]
fn art_12_9_3_less_time_for_the_offender() {
    let states = run(
        &config("1-½-0"),
        &after_four(&[arbiter(
            5_000,
            r#""action":"penalty","against":"black","kind":"take_time","ms":400000"#,
        )]),
    );
    assert_eq!(articles(last(&states)), ["12.9.3"]);
    assert_eq!(clocks(last(&states)), (5_487_000, 5_488_000 - 400_000));
    // Taking all the time left drops the flag: the offender loses on time (6.9).
    let states = run(
        r#"{"time_control":"60"}"#,
        &after_four(&[arbiter(
            5_000,
            r#""action":"penalty","against":"black","kind":"take_time","ms":120000"#,
        )]),
    );
    let s = last(&states);
    assert_eq!(
        outcome(s),
        ("1-0".into(), "time_forfeit".into(), "6.9".into())
    );
}

#[test]
fn art_12_9_4_more_points_for_the_opponent() {
    // A 3-2-1-0 event: a loss on the board scores 1; the penalty on the winner gives the loser
    // one more.
    let states = run(
        &config("3-2-1-0"),
        &after_four(&[
            arbiter(
                5_000,
                r#""action":"penalty","against":"white","kind":"add_points","points":1"#,
            ),
            ev(6_000, r#""type":"resign","by":"black""#),
        ]),
    );
    assert_eq!(articles(&states[5]), ["12.9.4"]);
    // 10.2: the total never exceeds a game's maximum (3 + 1 = 2 + 2 = 4 here): the loser's
    // point more comes off the offender.
    assert_eq!(points(last(&states)), (2.0, 2.0));
    // A non-positive amount is refused.
    let states = run(
        &config("1-½-0"),
        &after_four(&[arbiter(
            5_000,
            r#""action":"penalty","against":"white","kind":"add_points","points":-1"#,
        )]),
    );
    assert_eq!(error_code(last(&states)), Some("bad_ruling"));
}

#[test]
fn art_12_9_5_fewer_points_for_the_offender() {
    let states = run(
        &config("1-½-0"),
        &after_four(&[
            ev(5_000, r#""type":"resign","by":"black""#),
            arbiter(
                6_000,
                r#""action":"penalty","against":"white","kind":"take_points","points":0.5"#,
            ),
        ]),
    );
    assert_eq!(articles(last(&states)), ["12.9.5"]);
    assert_eq!(points(last(&states)), (0.5, 0.0));
    assert_eq!(outcome(last(&states)).0, "1-0", "the result itself stands");
}

#[test]
fn art_12_9_6_the_game_declared_lost_by_the_offender() {
    let states = run(
        &config("1-½-0"),
        &after_four(&[arbiter(
            5_000,
            r#""action":"penalty","against":"white","kind":"lose_game""#,
        )]),
    );
    let s = last(&states);
    assert_eq!(
        outcome(s),
        ("0-1".into(), "arbiter".into(), "12.9.6".into())
    );
    assert_eq!(points(s), (0.0, 1.0));
    assert_eq!(s.clock.as_ref().and_then(|c| c.running), None);
}

#[test]
fn art_12_9_7_a_fine_is_recorded() {
    let states = run(
        &config("1-½-0"),
        &after_four(&[arbiter(
            5_000,
            r#""action":"penalty","against":"white","kind":"fine""#,
        )]),
    );
    let s = last(&states);
    assert_eq!(articles(s), ["12.9.7"]);
    assert!(s.result.is_none() && s.error.is_none());
    assert_eq!(clocks(s), (5_487_000, 5_488_000));
}

#[test]
fn art_12_9_8_and_12_9_9_expulsion_loses_the_game() {
    let states = run(
        &config("1-½-0"),
        &after_four(&[arbiter(
            5_000,
            r#""action":"penalty","against":"black","kind":"expulsion""#,
        )]),
    );
    let s = last(&states);
    assert_eq!(
        outcome(s),
        ("1-0".into(), "arbiter".into(), "12.9.8".into())
    );
    assert_eq!(points(s), (1.0, 0.0));
}
