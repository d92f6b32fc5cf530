//! Annex A (rapid) and Annex B (blitz) through the event contract, and the 1997 edition's rapid
//! flag rule (1997 Annex B.6–B.8): classification, the one-minute penalty, the Competition Rules
//! (A.4, B.2) against the rules "otherwise" (A.5, B.3), time claims and flags.

use game::{Config, Game};

use crate::common::json::{articles, outcome, run, times};

/// The category and the start notice's text for `time_control` (and `edition`).
fn classified(config: &str) -> (String, String) {
    let s = run(config, &[START]);
    let text = s[0]["notices"][0]["text"]
        .as_str()
        .expect("the start is announced")
        .to_owned();
    (
        s[0]["category"].as_str().expect("a category").to_owned(),
        text,
    )
}

const START: &str = r#"{"t":0,"type":"start"}"#;

/// 1.e4, then Black's bishop jumps from f8 over its pawn to b4 (illegal), over the board.
const ILLEGAL_BISHOP: [&str; 3] = [
    START,
    r#"{"t":1000,"type":"move","by":"white","move":"e4"}"#,
    r#"{"t":3000,"type":"move","by":"black","move":"f8b4"}"#,
];

/// The position after 1.e4.
const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

#[test]
fn a_1_rapid_classified_from_the_time_control_and_shown_in_the_state() {
    // Example 2: 10 minutes + 5 seconds counts 15 minutes: rapid.
    let (category, text) = classified(r#"{"time_control":"600+5"}"#);
    assert_eq!(category, "rapid");
    assert!(text.contains("A.1"), "{text}");
    // Example 1: 30 minutes + 30 seconds counts 60 minutes: standard, not rapid.
    let (category, text) = classified(r#"{"time_control":"1800+30"}"#);
    assert_eq!(category, "standard");
    assert!(text.contains("A.1"), "{text}");
    // Just under an hour is rapid, just over ten minutes too.
    assert_eq!(classified(r#"{"time_control":"3540"}"#).0, "rapid");
    assert_eq!(classified(r#"{"time_control":"601"}"#).0, "rapid");
}

#[test]
fn a_3_the_penalties_are_one_minute_instead_of_two() {
    let s = run(
        r#"{"time_control":"900+10"}"#,
        &[
            START,
            r#"{"t":1000,"type":"move","by":"white","move":"e4"}"#,
            r#"{"t":2000,"type":"claim_draw","by":"black"}"#,
        ],
    );
    assert_eq!(s[2]["category"], "rapid");
    assert!(s[2]["result"].is_null());
    assert_eq!(times(&s[2]).0, times(&s[1]).0 + 60_000);
    assert!(articles(&s[2]).contains(&"9.5.3, A.3"));
}

#[test]
fn a_4_the_competition_rules_apply_an_illegal_move_is_ruled_at_once() {
    let s = run(
        r#"{"time_control":"900+10","mode":"otb","regulations":{"annex":"A.4"}}"#,
        &ILLEGAL_BISHOP,
    );
    let ruled = &s[2];
    assert_eq!(ruled["fen"], AFTER_E4, "the position before it is restored");
    assert_eq!(ruled["to_move"], "black");
    assert_eq!(ruled["illegal_moves"]["black"], 1);
    // A.3: one minute for White.
    assert_eq!(times(ruled).0, times(&s[1]).0 + 60_000);
    assert!(articles(ruled).contains(&"7.5.5, A.3"));
    assert!(!articles(ruled).contains(&"A.5.2"));
}

#[test]
fn a_5_otherwise_an_illegal_move_stands_unless_claimed_before_the_opponent_moves() {
    let config = r#"{"time_control":"900+10","mode":"otb","regulations":{"annex":"A.5"}}"#;
    let s = run(config, &ILLEGAL_BISHOP);
    let stands = &s[2];
    assert!(
        stands["fen"]
            .as_str()
            .expect("a FEN")
            .starts_with("rnbqk1nr/pppppppp/8/8/1b2P3/8/PPPP1PPP/RNBQKBNR w"),
        "{}",
        stands["fen"]
    );
    assert_eq!(stands["to_move"], "white");
    assert_eq!(stands["illegal_moves"]["black"], 0);
    assert_eq!(articles(stands), ["A.5.2"]);

    // Claimed before moving: corrected, one minute for White.
    let mut claimed = ILLEGAL_BISHOP.to_vec();
    claimed.push(r#"{"t":3000,"type":"claim_illegal","by":"white"}"#);
    let s = run(config, &claimed);
    assert_eq!(s[3]["fen"], AFTER_E4);
    assert_eq!(s[3]["illegal_moves"]["black"], 1);
    assert_eq!(times(&s[3]).0, times(&s[2]).0 + 60_000);

    // Not claimed: once White moves, it stands for good.
    let mut played_on = ILLEGAL_BISHOP.to_vec();
    played_on.push(r#"{"t":4000,"type":"move","by":"white","move":"c3"}"#);
    played_on.push(r#"{"t":5000,"type":"claim_illegal","by":"white"}"#);
    let s = run(config, &played_on);
    assert!(s[3]["error"].is_null());
    assert!(articles(&s[3]).contains(&"A.5.2"));
    assert_eq!(s[4]["error"]["code"], "no_illegal_move");
    assert_eq!(s[4]["illegal_moves"]["black"], 0);
}

#[test]
fn a_5_3_a_time_claim_wins_unless_the_claimant_cannot_mate() {
    let s = run(
        r#"{"time_control":"900+0","regulations":{"annex":"A.5"}}"#,
        &[
            START,
            r#"{"t":800000,"type":"claim_time","by":"black"}"#,
            r#"{"t":905000,"type":"claim_time","by":"black"}"#,
        ],
    );
    assert_eq!(s[1]["error"]["code"], "no_flag");
    assert_eq!(outcome(&s[2]), ("0-1", "time_forfeit", "6.9"));
    assert!(articles(&s[2]).contains(&"A.5.3"));

    // The claimant has a lone king: a draw.
    let s = run(
        r#"{"time_control":"900+0","start_fen":"8/8/8/3k4/8/8/8/QQQK4 w - - 0 1"}"#,
        &[START, r#"{"t":905000,"type":"claim_time","by":"black"}"#],
    );
    assert!(articles(&s[1]).contains(&"A.5.3"));
    assert_eq!(
        outcome(&s[1]),
        ("1/2-1/2", "time_forfeit_cannot_mate", "6.9")
    );
}

#[test]
fn a_5_5_the_arbiter_also_calls_a_flag_he_observes() {
    let s = run(
        r#"{"time_control":"900+0","regulations":{"annex":"A.5"}}"#,
        &[
            START,
            r#"{"t":899000,"type":"tick"}"#,
            r#"{"t":901000,"type":"tick"}"#,
        ],
    );
    assert!(s[1]["result"].is_null());
    assert_eq!(outcome(&s[2]), ("0-1", "time_forfeit", "6.9"));
    assert!(articles(&s[2]).contains(&"6.8"));
}

#[test]
fn b_1_blitz_ten_minutes_or_less_with_sixty_increments() {
    // The commentary's example: 5 minutes + 5 seconds counts 10 minutes: blitz.
    let (category, text) = classified(r#"{"time_control":"300+5"}"#);
    assert_eq!(category, "blitz");
    assert!(text.contains("B.1"), "{text}");
    assert_eq!(classified(r#"{"time_control":"180+2"}"#).0, "blitz");
    assert_eq!(classified(r#"{"time_control":"600"}"#).0, "blitz");
    assert_eq!(classified(r#"{"time_control":"600+1"}"#).0, "rapid");
    // Delay counts like an increment.
    assert_eq!(
        classified(r#"{"time_control":"300+6","clock_mode":"delay"}"#).0,
        "rapid"
    );
}

#[test]
fn b_2_the_competition_rules_apply_to_a_supervised_blitz_game() {
    let s = run(
        r#"{"time_control":"180+2","mode":"otb","regulations":{"annex":"B.2"}}"#,
        &ILLEGAL_BISHOP,
    );
    let ruled = &s[2];
    assert_eq!(ruled["category"], "blitz");
    assert_eq!(
        ruled["fen"], AFTER_E4,
        "ruled at once (7.5.1), not left standing"
    );
    assert_eq!(ruled["illegal_moves"]["black"], 1);
    assert!(!articles(ruled).contains(&"A.5.2"));
    // B.2 applies the Competition Rules (7.5.5: two minutes); A.3's one minute reaches blitz only
    // through B.3.
    assert_eq!(times(ruled).0, times(&s[1]).0 + 120_000);
}

#[test]
fn b_3_otherwise_a_2_a_3_and_a_5_govern_the_blitz_game() {
    let config = r#"{"time_control":"180+2","mode":"otb","regulations":{"annex":"B.3"}}"#;
    let s = run(config, &ILLEGAL_BISHOP);
    assert_eq!(s[2]["to_move"], "white", "the illegal move stands (A.5.2)");
    assert_eq!(articles(&s[2]), ["A.5.2"]);
    let mut claimed = ILLEGAL_BISHOP.to_vec();
    claimed.push(r#"{"t":3000,"type":"claim_illegal","by":"white"}"#);
    let s = run(config, &claimed);
    assert_eq!(s[3]["fen"], AFTER_E4);
    // A.3: one minute.
    assert_eq!(times(&s[3]).0, times(&s[2]).0 + 60_000);
    assert!(articles(&s[3]).iter().any(|a| a.contains("A.3")));

    // Without an annex in the regulations, B.3 is the rule too.
    let s = run(r#"{"time_control":"180+2","mode":"otb"}"#, &ILLEGAL_BISHOP);
    assert_eq!(articles(&s[2]), ["A.5.2"]);
}

#[test]
fn b_4_the_regulations_choose_b_2_or_b_3_for_a_blitz_event() {
    let config = |text: &str| serde_json::from_str::<Config>(text).expect("valid JSON");
    for annex in ["B.2", "B.3"] {
        let c = config(&format!(
            r#"{{"time_control":"180+2","regulations":{{"annex":"{annex}"}}}}"#
        ));
        assert!(Game::new(c).is_ok(), "{annex} fits a blitz game");
    }
    // A rapid annex for a blitz game, a blitz annex for a rapid one: refused.
    let c = config(r#"{"time_control":"180+2","regulations":{"annex":"A.4"}}"#);
    let e = Game::new(c).expect_err("A.4 is for rapid games");
    assert_eq!(e.code(), "bad_annex");
    let c = config(r#"{"time_control":"900+10","regulations":{"annex":"B.2"}}"#);
    let e = Game::new(c).expect_err("B.2 is for blitz games");
    assert_eq!(e.code(), "bad_annex");
}

#[test]
fn fide_1997_b_6_a_rapid_flag_counts_only_on_a_claim() {
    let config = r#"{"edition":"fide-1997","time_control":"900"}"#;
    let s = run(
        config,
        &[
            START,
            r#"{"t":950000,"type":"tick"}"#,
            r#"{"t":960000,"type":"claim_time","by":"black"}"#,
        ],
    );
    assert_eq!(s[0]["category"], "rapid", "15 to 60 minutes (1997 B.1)");
    // The arbiter does not call the flag.
    assert!(s[1]["result"].is_null());
    assert_eq!(s[1]["clock"]["flag"]["white"], true);
    assert_eq!(s[1]["clock"]["white_ms"], 0);
    // 1997 B.7: Black's flag is up, White's down: the claim wins.
    let (result, reason, _) = outcome(&s[2]);
    assert_eq!((result, reason), ("0-1", "time_forfeit"));

    // 1997 B.7: the claimant stops the clocks and tells the arbiter; the pause calls nothing.
    let s = run(
        config,
        &[
            START,
            r#"{"t":950000,"type":"pause","by":"black"}"#,
            r#"{"t":960000,"type":"claim_time","by":"black"}"#,
        ],
    );
    assert!(s[1]["result"].is_null());
    assert!(s[2]["error"].is_null());
    let (result, reason, _) = outcome(&s[2]);
    assert_eq!((result, reason), ("0-1", "time_forfeit"));
}

#[test]
fn fide_1997_b_8_both_flags_down_is_a_draw() {
    // White's flag falls unclaimed; White moves on; then Black's flag falls too.
    let s = run(
        r#"{"edition":"fide-1997","time_control":"900"}"#,
        &[
            START,
            r#"{"t":910000,"type":"tick"}"#,
            r#"{"t":920000,"type":"move","by":"white","move":"e4"}"#,
            r#"{"t":1900000,"type":"tick"}"#,
            r#"{"t":1910000,"type":"claim_time","by":"white"}"#,
        ],
    );
    assert!(s[2]["error"].is_null(), "play goes on without a claim");
    assert!(s[3]["result"].is_null());
    assert_eq!(s[3]["clock"]["flag"]["black"], true);
    assert_eq!(s[3]["clock"]["flag"]["white"], true);
    // "Si les deux drapeaux sont tombés, la partie est nulle" (1997 B.8), whichever fell first;
    // and White's own flag is down, so White's claim cannot win (1997 B.7).
    let last = &s[4];
    assert_eq!(last["result"]["result"], "1/2-1/2", "{}", last["result"]);
    assert_eq!(last["result"]["article"], "1997 B.8");
}

#[test]
fn a_6_the_annex_must_fit_the_category() {
    // A.6, B.4: the regulations choose A.4 or A.5 for rapid, B.2 or B.3 for blitz.
    let config = |text: &str| serde_json::from_str::<Config>(text).expect("a config");
    let refused = Game::new(config(
        r#"{"time_control":"5400+30","regulations":{"annex":"A.5"}}"#,
    ))
    .expect_err("A.5 in a standard game");
    assert_eq!(refused.code(), "bad_annex");
    assert!(
        Game::new(config(
            r#"{"time_control":"180+2","regulations":{"annex":"A.4"}}"#
        ))
        .is_err()
    );
    assert!(
        Game::new(config(
            r#"{"time_control":"900+10","regulations":{"annex":"A.4"}}"#
        ))
        .is_ok()
    );
    assert!(
        Game::new(config(
            r#"{"time_control":"180+2","regulations":{"annex":"B.2"}}"#
        ))
        .is_ok()
    );
    // And the choice decides: under A.4 an illegal move is corrected at once (7.5.1), under A.5
    // it stands until claimed (A.5.2).
    let events = [
        r#"{"t":0,"type":"start"}"#,
        r#"{"t":1000,"type":"move","by":"white","move":"e2e5"}"#,
    ];
    let a4 = run(
        r#"{"mode":"otb","time_control":"900+10","regulations":{"annex":"A.4"}}"#,
        &events,
    );
    assert_eq!(a4[1]["ply"], 0);
    assert!(articles(&a4[1]).contains(&"7.5.1"));
    let a5 = run(
        r#"{"mode":"otb","time_control":"900+10","regulations":{"annex":"A.5"}}"#,
        &events,
    );
    assert_eq!(a5[1]["ply"], 1);
    assert_eq!(articles(&a5[1]), ["A.5.2"]);
}

/// Rooks and kings, no castling: the position that repeats below.
const ROOKS: &str = "4k2r/8/8/8/8/8/8/R3K3 w - - 0 1";

/// Issue 22, item 2. From `ROOKS` (White to move) the start position stands twice, then White's
/// rook moves a1-b2 (illegal, unclaimed: it stands, A.5.2) and the pieces come back to it.
fn rooks_return_after_an_illegal_move(tail: &[&str]) -> Vec<serde_json::Value> {
    let config = format!(
        r#"{{"time_control":"900+10","mode":"otb","regulations":{{"annex":"A.5"}},"start_fen":"{ROOKS}"}}"#
    );
    let mut events = vec![START.to_owned()];
    let mut t = 0;
    let moves = [
        ("white", "Ra2"),
        ("black", "Rh7"),
        ("white", "Ra1"),
        ("black", "Rh8"),  // the start position, a second time
        ("white", "a1b2"), // illegal: it stands once Black moves
        ("black", "Rh6"),
        ("white", "Rb1"),
        ("black", "Rh7"),
        ("white", "Ra1"),
    ];
    for (by, text) in moves {
        t += 1000;
        events.push(crate::common::mv(t, by, text));
    }
    events.extend(tail.iter().map(|e| (*e).to_owned()));
    run(&config, &events)
}

/// A.5.2 ("le coup illégal subsiste et la partie continue") and Art. 9.2.1, 9.2.3: Black writes Rh8,
/// which brings back a position that stood twice before the illegal move, and claims. The claim
/// is correct: positions before an illegal move that stood are positions of the game.
#[test]
fn a_5_2_positions_before_an_illegal_move_that_stood_count_for_the_threefold_claim() {
    let s = rooks_return_after_an_illegal_move(&[
        r#"{"t":9500,"type":"claim_draw","by":"black","move":"Rh8"}"#,
    ]);
    assert!(articles(&s[5]).contains(&"A.5.2"), "the illegal move");
    let claim = s.last().expect("the claim");
    assert!(claim["error"].is_null(), "{}", claim["error"]);
    assert_eq!(
        outcome(claim),
        ("1/2-1/2", "threefold_repetition", "9.2.1"),
        "{claim}"
    );
}

/// A.5.2 and Art. 9.6.1: the same position a fifth time, counting two from before the illegal
/// move, ends the game.
#[test]
fn a_5_2_positions_before_an_illegal_move_that_stood_count_for_fivefold_repetition() {
    let s = rooks_return_after_an_illegal_move(&[
        r#"{"t":10000,"type":"move","by":"black","move":"Rh8"}"#, // third
        r#"{"t":11000,"type":"move","by":"white","move":"Ra2"}"#,
        r#"{"t":12000,"type":"move","by":"black","move":"Rh7"}"#,
        r#"{"t":13000,"type":"move","by":"white","move":"Ra1"}"#,
        r#"{"t":14000,"type":"move","by":"black","move":"Rh8"}"#, // fourth
        r#"{"t":15000,"type":"move","by":"white","move":"Ra2"}"#,
        r#"{"t":16000,"type":"move","by":"black","move":"Rh7"}"#,
        r#"{"t":17000,"type":"move","by":"white","move":"Ra1"}"#,
        r#"{"t":18000,"type":"move","by":"black","move":"Rh8"}"#, // fifth
    ]);
    let fifth = s.last().expect("the fifth time");
    assert!(fifth["error"].is_null(), "{}", fifth["error"]);
    assert_eq!(
        outcome(fifth),
        ("1/2-1/2", "fivefold_repetition", "9.6.1"),
        "{fifth}"
    );
}
