//! Guideline III.3.1 (both flags down, which fell first unknown) through the event contract. The
//! arbiter records finding both flags down by setting both clocks to zero (`set_clock`); the
//! state then says whether the game goes on (III.3.1.1) or is drawn (III.3.1.2).

/// The regulations announce Guideline III (III.2.1).
const III: &str = r#""regulations":{"guideline_iii":true}"#;

use crate::common::json::{articles, run};
use serde_json::Value;

/// `start`, the moves (White first, a second apart), then both clocks set to zero.
fn both_flags_after(time_control: &str, sans: &[&str]) -> Vec<Value> {
    let mut events = vec![r#"{"t":0,"type":"start"}"#.to_owned()];
    for (i, san) in sans.iter().enumerate() {
        let by = if i % 2 == 0 { "white" } else { "black" };
        let t = (i as u64 + 1) * 1000;
        events.push(format!(
            r#"{{"t":{t},"type":"move","by":"{by}","move":"{san}"}}"#
        ));
    }
    let t = (sans.len() as u64 + 2) * 1000;
    events.push(format!(
        r#"{{"t":{t},"type":"arbiter","action":"set_clock","white_ms":0,"black_ms":0}}"#
    ));
    run(
        &format!(r#"{{"time_control":"{time_control}",{III}}}"#),
        &events,
    )
}

#[test]
fn guideline_iii_3_1_both_flags_down_and_which_fell_first_unknown_no_loss_on_time() {
    // Two moves in ten minutes, then five for the rest: White has reached the last period,
    // Black has not.
    let s = both_flags_after("2/600:300", &["e4", "e5", "Nf3"]);
    let found = s.last().expect("states");
    assert_eq!(found["clock"]["period"]["white"], 2);
    assert_eq!(found["clock"]["period"]["black"], 1);
    assert_eq!(found["clock"]["flag"]["white"], true);
    assert_eq!(found["clock"]["flag"]["black"], true);
    assert!(articles(found).iter().any(|a| a.starts_with("III.3.1")));
    // Nobody can be said to have lost on time.
    assert!(!matches!(
        found["result"]["result"].as_str(),
        Some("1-0" | "0-1")
    ));
    assert!(!articles(found).contains(&"6.9"));
}

#[test]
fn guideline_iii_3_1_1_in_a_period_before_the_last_the_game_goes_on() {
    let mut s = both_flags_after("40/5400:1800", &["e4", "e5"]);
    let found = s.pop().expect("states");
    assert!(found["result"].is_null());
    assert!(found["error"].is_null());
    assert_eq!(articles(&found), ["6.10.2", "III.3.1.1"]);
    assert_eq!(found["clock"]["flag"]["white"], true);
    assert_eq!(found["clock"]["flag"]["black"], true);
    assert_eq!(found["clock"]["period"]["white"], 1);

    // Play goes on: the next move is accepted, and the notice is not repeated.
    let events = [
        r#"{"t":0,"type":"start"}"#,
        r#"{"t":1000,"type":"move","by":"white","move":"e4"}"#,
        r#"{"t":2000,"type":"move","by":"black","move":"e5"}"#,
        r#"{"t":4000,"type":"arbiter","action":"set_clock","white_ms":0,"black_ms":0}"#,
        r#"{"t":5000,"type":"move","by":"white","move":"Nf3"}"#,
    ];
    let s = run(
        r#"{"time_control":"40/5400:1800","regulations":{"guideline_iii":true}}"#,
        &events,
    );
    assert!(s[4]["error"].is_null());
    assert!(s[4]["result"].is_null());
    assert_eq!(s[4]["ply"], 3);
    assert!(!articles(&s[4]).contains(&"III.3.1.1"));
}

#[test]
fn guideline_iii_3_1_2_in_the_period_of_all_remaining_moves_the_game_is_drawn() {
    // Both players have completed the two moves of the first period.
    let s = both_flags_after("2/600:300", &["e4", "e5", "Nf3", "Nc6"]);
    let found = s.last().expect("states");
    assert_eq!(found["clock"]["period"]["white"], 2);
    assert_eq!(found["clock"]["period"]["black"], 2);
    let result = &found["result"];
    assert_eq!(result["result"], "1/2-1/2");
    assert_eq!(result["article"], "III.3.1.2");
    assert_eq!(result["points"]["white"], 0.5);
    assert!(articles(found).contains(&"III.3.1.2"));

    // A single period for the whole game is such a period from the start.
    let s = both_flags_after("5400", &["d4", "d5"]);
    let found = s.last().expect("states");
    assert_eq!(found["result"]["result"], "1/2-1/2");
    assert_eq!(found["result"]["article"], "III.3.1.2");
}

#[test]
fn guideline_iii_4_the_arbiter_grants_five_seconds_and_two_minutes() {
    // A 15-minute rapid game without increment: White, on move with under two minutes, asks.
    let events = [
        r#"{"t":0,"type":"start"}"#,
        r#"{"t":800000,"type":"arbiter","action":"grant_iii_4","requester":"white"}"#,
        r#"{"t":800000,"type":"move","by":"white","move":"e4"}"#,
        r#"{"t":801000,"type":"arbiter","action":"grant_iii_4","requester":"black"}"#,
    ];
    let s = run(
        r#"{"time_control":"900","regulations":{"guideline_iii":true}}"#,
        &events,
    );
    assert_eq!(articles(&s[1]), ["III.4"]);
    assert_eq!(s[1]["clock"]["white_ms"], 100_000);
    assert_eq!(s[1]["clock"]["black_ms"], 900_000 + 120_000);
    // From then on, 5 seconds a move.
    assert_eq!(s[2]["clock"]["white_ms"], 105_000);
    // Once only, and only for the player with under two minutes.
    assert_eq!(s[3]["error"]["code"], "not_allowed");
    // Never in blitz (III.2.2).
    let s = run(
        r#"{"time_control":"300","regulations":{"guideline_iii":true}}"#,
        &[
            r#"{"t":0,"type":"start"}"#,
            r#"{"t":200000,"type":"arbiter","action":"grant_iii_4","requester":"white"}"#,
        ],
    );
    assert_eq!(s[1]["error"]["code"], "not_allowed");
    assert_eq!(s[1]["clock"]["black_ms"], 300_000);
}

/// Both clocks found at zero, order unknown, under `config`: the state after.
fn both_found_at_zero(config: &str) -> Vec<Value> {
    let events = [
        r#"{"t":0,"type":"start"}"#,
        r#"{"t":1000,"type":"move","by":"white","move":"e4"}"#,
        r#"{"t":2000,"type":"arbiter","action":"set_clock","white_ms":0,"black_ms":0}"#,
        r#"{"t":3000,"type":"move","by":"black","move":"e5"}"#,
        r#"{"t":4000,"type":"arbiter","action":"declare_result","result":"1/2-1/2","reason":"arbiter"}"#,
    ];
    run(config, &events)
}

/// Where III does not govern: no III.3.1 draw and no III.3.1.1 play-on; the clock stops and
/// the arbiter decides.
fn arbiter_decides(config: &str) {
    let s = both_found_at_zero(config);
    let found = &s[2];
    assert!(found["result"].is_null(), "{config}: {found}");
    assert!(
        !articles(found).iter().any(|a| a.starts_with("III")),
        "{config}: {:?}",
        articles(found)
    );
    assert!(articles(found).contains(&"6.4"), "{config}");
    assert_eq!(found["clock"]["paused"], true, "{config}");
    assert_eq!(
        s[3]["error"]["code"], "paused",
        "{config}: no play at 0:00 for ever"
    );
    assert_eq!(s[4]["result"]["result"], "1/2-1/2", "{config}");
}

/// Issue 22, item 4. III.2.1: "Les directives ci-dessous [...] ne doivent s'appliquer à une
/// compétition que si leur utilisation a été annoncée au préalable".
#[test]
fn guideline_iii_2_1_not_announced_iii_does_not_apply() {
    arbiter_decides(r#"{"time_control":"5400"}"#);
    arbiter_decides(r#"{"time_control":"1800"}"#);
    // III.4 is not granted either.
    let s = run(
        r#"{"time_control":"900"}"#,
        &[
            r#"{"t":0,"type":"start"}"#,
            r#"{"t":800000,"type":"arbiter","action":"grant_iii_4","requester":"white"}"#,
        ],
    );
    assert_eq!(s[1]["error"]["code"], "not_allowed");
    assert_eq!(s[1]["clock"]["black_ms"], 900_000);
}

/// III.2.2: "Ces directives ne s'appliquent qu'aux parties d'échecs standards et aux parties
/// d'échecs en cadence rapide sans incrément et non aux parties en cadence blitz": announced or
/// not, never in blitz, never with an increment or a delay.
#[test]
fn guideline_iii_2_2_never_in_blitz_nor_with_an_increment() {
    for control in ["300", "600", "5400+30", "1800+10", "40/5400+30:1800+30"] {
        arbiter_decides(&format!(r#"{{"time_control":"{control}",{III}}}"#));
    }
    arbiter_decides(&format!(
        r#"{{"time_control":"5400+30","clock_mode":"delay",{III}}}"#
    ));
    // Announced, standard, no increment: III.3.1.2.
    let s = both_found_at_zero(&format!(r#"{{"time_control":"5400",{III}}}"#));
    assert_eq!(s[2]["result"]["article"], "III.3.1.2");
}

/// Guideline III is the 2023 Laws' (the 1930 Laws and the 1928 draft have none): announced or
/// not, an old-edition game gets no III.3.1 and no III.4, and cites its own flag article.
#[test]
fn guideline_iii_2_1_the_old_laws_have_no_guideline_iii() {
    for (edition, article) in [("fide-1930", "1930 19.5"), ("fide-1928", "1928 18")] {
        let s = both_found_at_zero(&format!(
            r#"{{"edition":"{edition}","time_control":"5400",{III}}}"#
        ));
        let found = &s[2];
        assert!(found["result"].is_null(), "{edition}: {found}");
        assert!(
            articles(found).contains(&article),
            "{edition}: {:?}",
            articles(found)
        );
        assert!(
            !articles(found)
                .iter()
                .any(|a| a.starts_with("III") || *a == "6.4")
        );
        assert_eq!(found["clock"]["paused"], true);
        let s = run(
            &format!(r#"{{"edition":"{edition}","time_control":"900",{III}}}"#),
            &[
                r#"{"t":0,"type":"start"}"#,
                r#"{"t":800000,"type":"arbiter","action":"grant_iii_4","requester":"white"}"#,
            ],
        );
        assert_eq!(s[1]["error"]["code"], "not_allowed", "{edition}");
    }
}
