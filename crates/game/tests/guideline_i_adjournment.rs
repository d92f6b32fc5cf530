//! Guideline I: adjourned games (I.1–I.11), driven only through the event contract: a `Config`
//! and `Event`s in, a `State` after each.

use game::Side;

use crate::common::{articles, clocks, error_code, ev, last, mv, outcome, states as run, with};

/// Standard play, two periods: 40 moves in 2 h, then 1 h, 30 s a move from move 1.
const CONFIG: &str =
    r#"{"time_control":"40/7200+30:3600+30","white":"Ann","black":"Bob","mode":"otb"}"#;
const AFTER_E4_E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
/// A day, in ms: the adjournment lasts until the next day.
const DAY: u64 = 86_400_000;

fn adjourn(t: u64, by: &str, sealed: &str) -> String {
    ev(
        t,
        &format!(r#""type":"adjourn","by":"{by}","sealed_move":"{sealed}""#),
    )
}

fn resume(t: u64) -> String {
    ev(t, r#""type":"resume_adjourned""#)
}

/// White plays e4 after 60 s, Black e5 after 120 s (offering a draw when `offer`), then White
/// thinks two more minutes and seals `sealed` at 300 s.
fn sealed_at_move_2(offer: bool, sealed: &str) -> Vec<String> {
    let e5 = if offer {
        ev(
            180_000,
            r#""type":"move","by":"black","move":"e5","offer_draw":true"#,
        )
    } else {
        mv(180_000, "black", "e5")
    };
    vec![
        ev(0, r#""type":"start""#),
        mv(60_000, "white", "e4"),
        e5,
        adjourn(300_000, "white", sealed),
    ]
}

/// The envelope of the standard adjournment.
fn envelope(offer: bool) -> game::Envelope {
    let states = run(CONFIG, &sealed_at_move_2(offer, "Nf3"));
    last(&states)
        .adjourned
        .clone()
        .expect("the game is adjourned")
}

#[test]
fn guideline_i_1_1_the_player_on_move_seals_his_move_then_the_clock_stops() {
    let events = vec![
        ev(0, r#""type":"start""#),
        mv(60_000, "white", "e4"),
        mv(180_000, "black", "e5"),
        adjourn(290_000, "black", "Nc6"),
        adjourn(300_000, "white", "Nf3"),
        mv(310_000, "white", "Nf3"),
        ev(DAY, r#""type":"tick""#),
    ];
    let states = run(CONFIG, &events);
    // Only the player on move seals.
    assert_eq!(error_code(&states[3]), Some("not_your_turn"));
    assert!(states[3].adjourned.is_none());
    let s = &states[4];
    assert_eq!(articles(s), ["I.1.1"]);
    assert!(s.adjourned.is_some());
    let c = s.clock.as_ref().expect("a clock");
    assert_eq!(c.running, None);
    // White used 60 s for e4 and 120 s now; both had the first increment, White a second one.
    assert_eq!(
        clocks(s),
        (7_200_000 + 60_000 - 180_000, 7_230_000 - 120_000 + 30_000)
    );
    // No move is played while the game is adjourned; the clocks stand still.
    assert_eq!(error_code(&states[5]), Some("adjourned"));
    assert_eq!(clocks(last(&states)), clocks(s));
}

#[test]
fn guideline_i_2_the_envelope() {
    let e = envelope(false);
    assert_eq!(
        (
            e.white.as_str(),
            e.black.as_str(),
            e.fen.as_str(),
            e.used_ms,
            e.sealed_by,
            e.move_number,
            e.draw_offer,
        ),
        (
            "Ann",
            "Bob",
            AFTER_E4_E5,
            game::BySide {
                white: 180_000,
                black: 120_000
            },
            Side::White,
            2,
            None
        )
    );
}

#[test]
fn guideline_i_2_1_the_envelope_shows_the_players_names() {
    let e = envelope(false);
    assert_eq!((e.white.as_str(), e.black.as_str()), ("Ann", "Bob"));
}

#[test]
fn guideline_i_2_2_the_envelope_shows_the_position_before_the_sealed_move() {
    assert_eq!(envelope(false).fen, AFTER_E4_E5);
}

#[test]
fn guideline_i_2_3_the_envelope_shows_the_time_used_by_each_player() {
    // White: 60 s for e4 and 120 s before sealing; Black: 120 s for e5. Increments are not time
    // used.
    assert_eq!(
        envelope(false).used_ms,
        game::BySide {
            white: 180_000,
            black: 120_000
        }
    );
}

#[test]
fn guideline_i_2_4_the_envelope_shows_who_sealed() {
    assert_eq!(envelope(false).sealed_by, Side::White);
}

#[test]
fn guideline_i_2_5_the_envelope_shows_the_number_of_the_sealed_move() {
    assert_eq!(envelope(false).move_number, 2);
    // Black seals: the number of Black's move.
    let states = run(
        CONFIG,
        &[
            ev(0, r#""type":"start""#),
            mv(60_000, "white", "e4"),
            adjourn(100_000, "black", "e5"),
        ],
    );
    let e = last(&states).adjourned.clone().expect("adjourned");
    assert_eq!((e.move_number, e.sealed_by), (1, Side::Black));
}

#[test]
fn guideline_i_2_6_the_envelope_shows_a_draw_offer_standing() {
    assert_eq!(envelope(true).draw_offer, Some(Side::Black));
    assert_eq!(envelope(false).draw_offer, None);
}

#[test]
fn guideline_i_3_the_sealed_move_is_kept_out_of_sight() {
    let states = run(CONFIG, &sealed_at_move_2(false, "Nf3"));
    let shown = serde_json::to_string(last(&states)).expect("the state is JSON");
    assert!(!shown.contains("Nf3") && !shown.contains("g1f3"), "{shown}");
}

#[test]
fn guideline_i_4_an_offer_made_after_the_opponent_sealed_stands_until_answered() {
    let events = with(
        sealed_at_move_2(false, "Nf3"),
        &[
            ev(400_000, r#""type":"offer_draw","by":"black""#),
            resume(DAY),
            ev(DAY + 100_000, r#""type":"accept_draw","by":"white""#),
        ],
    );
    let states = run(CONFIG, &events);
    assert_eq!(states[4].draw_offer, Some(Side::Black));
    assert!(states[4].adjourned.is_some());
    // The sealed move was made before the offer: playing it out of the envelope answers
    // nothing, and White may still accept (I.4: the offer stands until accepted or declined).
    let resumed = &states[5];
    assert_eq!(
        resumed.draw_offer,
        Some(Side::Black),
        "{:?}",
        resumed.notices
    );
    let s = last(&states);
    assert_eq!(
        s.result.as_ref().map(|o| o.reason.to_string()),
        Some("agreement".to_owned())
    );
}

#[test]
fn guideline_i_5_resumption_starts_from_the_position_and_times_of_the_adjournment() {
    let events = with(sealed_at_move_2(false, "Nf3"), &[resume(DAY)]);
    let states = run(CONFIG, &events);
    let adjourned = &states[3];
    assert_eq!(adjourned.fen, AFTER_E4_E5);
    let (white, black) = clocks(adjourned);
    // A day later: White's time is what it was, plus the increment for the sealed move; Black's
    // untouched.
    let resumed = last(&states);
    assert_eq!(clocks(resumed), (white + 30_000, black));
    let c = resumed.clock.as_ref().expect("a clock");
    assert_eq!(c.moves_to_control.white, Some(38));
    assert_eq!(c.moves_to_control.black, Some(39));
}

#[test]
fn guideline_i_6_a_draw_agreed_before_resumption_ends_the_game() {
    let events = with(
        sealed_at_move_2(false, "Nf3"),
        &[
            ev(400_000, r#""type":"offer_draw","by":"black""#),
            ev(500_000, r#""type":"accept_draw","by":"white""#),
            resume(DAY),
        ],
    );
    let states = run(CONFIG, &events);
    let s = &states[5];
    assert_eq!(
        outcome(s),
        ("1/2-1/2".into(), "agreement".into(), "5.2.3".into())
    );
    assert!(s.adjourned.is_none());
    assert_eq!(s.fen, AFTER_E4_E5, "the sealed move is never played");
    assert_eq!(error_code(last(&states)), Some("game_over"));
}

#[test]
fn guideline_i_6_a_resignation_given_to_the_arbiter_before_resumption_ends_the_game() {
    let events = with(
        sealed_at_move_2(false, "Nf3"),
        &[ev(400_000, r#""type":"resign","by":"black""#), resume(DAY)],
    );
    let states = run(CONFIG, &events);
    let s = &states[4];
    assert_eq!(
        outcome(s),
        ("1-0".into(), "resignation".into(), "5.1.2".into())
    );
    assert!(s.adjourned.is_none());
    assert_eq!(error_code(last(&states)), Some("game_over"));
}

#[test]
fn guideline_i_7_the_envelope_is_opened_only_at_resumption() {
    let events = with(
        sealed_at_move_2(false, "Nf3"),
        &[ev(DAY - 1, r#""type":"tick""#), resume(DAY)],
    );
    let states = run(CONFIG, &events);
    let waiting = &states[4];
    assert_eq!((waiting.ply, waiting.fen.as_str()), (2, AFTER_E4_E5));
    assert!(waiting.adjourned.is_some());
    let opened = last(&states);
    assert_eq!(opened.ply, 3);
    assert_eq!(articles(opened), ["I.9.1"]);
}

#[test]
fn guideline_i_8_a_bad_sealed_move_loses_unless_the_opponent_cannot_mate() {
    // White seals an illegal move with a rook against a bare king: Black cannot mate by any
    // series of legal moves (the exception of 6.9 that I.8 keeps): a draw.
    let config =
        r#"{"time_control":"40/7200+30:3600+30","start_fen":"4k3/8/8/8/8/8/8/R3K3 w - - 0 1"}"#;
    let events = [
        ev(0, r#""type":"start""#),
        adjourn(1_000, "white", "Ke3"),
        resume(DAY),
    ];
    let states = run(config, &events);
    let s = last(&states);
    assert_eq!(
        outcome(s),
        (
            "1/2-1/2".into(),
            "sealed_move_illegal".into(),
            "I.8.3".into()
        )
    );
    assert_eq!(
        s.result.as_ref().map(|o| (o.points.white, o.points.black)),
        Some((0.5, 0.5))
    );
}

#[test]
fn guideline_i_8_1_an_ambiguous_sealed_move_loses() {
    // 1. d4 d5 2. Nf3 Nf6: both knights can go to d2.
    let events = vec![
        ev(0, r#""type":"start""#),
        mv(1_000, "white", "d4"),
        mv(2_000, "black", "d5"),
        mv(3_000, "white", "Nf3"),
        mv(4_000, "black", "Nf6"),
        adjourn(5_000, "white", "Nd2"),
        resume(DAY),
    ];
    let states = run(CONFIG, &events);
    let s = last(&states);
    assert_eq!(articles(s)[0], "I.8.1");
    assert_eq!(
        outcome(s),
        ("0-1".into(), "sealed_move_illegal".into(), "I.8.1".into())
    );
    assert_eq!(s.ply, 4, "nothing is played");
}

#[test]
fn guideline_i_8_2_an_unreadable_sealed_move_loses() {
    let states = run(
        CONFIG,
        &with(sealed_at_move_2(false, "xyz"), &[resume(DAY)]),
    );
    assert_eq!(
        outcome(last(&states)),
        ("0-1".into(), "sealed_move_illegal".into(), "I.8.2".into())
    );
}

#[test]
fn guideline_i_8_3_an_illegal_sealed_move_loses() {
    let states = run(
        CONFIG,
        &with(sealed_at_move_2(false, "Ke3"), &[resume(DAY)]),
    );
    let s = last(&states);
    assert_eq!(
        outcome(s),
        ("0-1".into(), "sealed_move_illegal".into(), "I.8.3".into())
    );
    assert_eq!(s.fen, AFTER_E4_E5);
    assert!(s.adjourned.is_none());
}

#[test]
fn guideline_i_9_1_the_sealed_move_is_played_and_the_opponent_s_clock_started() {
    let events = with(
        sealed_at_move_2(false, "Nf3"),
        &[resume(DAY), mv(DAY + 100_000, "black", "Nc6")],
    );
    let states = run(CONFIG, &events);
    let resumed = &states[4];
    assert_eq!(articles(resumed), ["I.9.1"]);
    assert!(resumed.adjourned.is_none());
    assert_eq!(
        resumed.last_move.as_ref().map(|m| m.uci.as_str()),
        Some("g1f3")
    );
    assert_eq!(resumed.to_move, Side::Black);
    assert_eq!(
        resumed.clock.as_ref().and_then(|c| c.running),
        Some(Side::Black)
    );
    // Black's 100 s after the envelope is opened are his.
    let (_, black_before) = clocks(resumed);
    assert_eq!(clocks(last(&states)).1, black_before - 100_000 + 30_000);
}

#[test]
fn guideline_i_9_2_an_absent_opponent_s_clock_runs_from_the_resumption() {
    // Black arrives 20 minutes late: the envelope is opened when the game resumes and his clock
    // runs from then.
    let events = with(
        sealed_at_move_2(false, "Nf3"),
        &[
            resume(DAY),
            ev(DAY + 1_200_000, r#""type":"tick""#),
            mv(DAY + 1_230_000, "black", "Nc6"),
        ],
    );
    let states = run(CONFIG, &events);
    let (_, black_at_resumption) = clocks(&states[4]);
    assert_eq!(clocks(&states[5]).1, black_at_resumption - 1_200_000);
    assert_eq!(
        clocks(last(&states)).1,
        black_at_resumption - 1_230_000 + 30_000
    );
}

#[test]
fn guideline_i_11_with_a_default_time_neither_present_the_replying_player_loses_the_time() {
    let config =
        r#"{"time_control":"40/7200+30:3600+30","regulations":{"default_time_ms":3600000}}"#;
    let events = with(
        sealed_at_move_2(false, "Nf3"),
        &[resume(DAY), mv(DAY + 900_000, "black", "Nc6")],
    );
    let states = run(config, &events);
    let (_, black_at_resumption) = clocks(&states[4]);
    assert_eq!(
        clocks(last(&states)).1,
        black_at_resumption - 900_000 + 30_000
    );
}

#[test]
fn guideline_i_10_a_player_arriving_after_the_default_time_at_resumption_loses() {
    // Black, who must reply to the sealed move, does not come: after the default time the
    // arbiter declares the game lost (I.10), not a refusal to comply with the Laws (11.7).
    let config =
        r#"{"time_control":"40/7200+30:3600+30","regulations":{"default_time_ms":3600000}}"#;
    let events = with(
        sealed_at_move_2(false, "Nf3"),
        &[
            resume(DAY),
            ev(
                DAY + 3_600_000,
                r#""type":"arbiter","action":"forfeit","by":"black""#,
            ),
        ],
    );
    // "If the sealed move ended the game, that result stands."
    let mate = vec![
        ev(0, r#""type":"start""#),
        mv(1_000, "white", "e4"),
        mv(2_000, "black", "f5"),
        mv(3_000, "white", "d3"),
        mv(4_000, "black", "g5"),
        adjourn(5_000, "white", "Qh5#"),
        resume(DAY),
        ev(
            DAY + 3_600_000,
            r#""type":"arbiter","action":"forfeit","by":"black""#,
        ),
    ];
    let states = run(config, &mate);
    assert_eq!(
        outcome(&states[6]),
        ("1-0".into(), "checkmate".into(), "5.1.1".into())
    );
    assert_eq!(error_code(last(&states)), Some("game_over"));
    // Otherwise the absent player loses, under I.10.
    let states = run(config, &events);
    let s = last(&states);
    let o = s.result.as_ref().expect("the game is over");
    assert_eq!((o.points.white, o.points.black), (1.0, 0.0));
    assert_eq!(
        (o.reason.to_string(), o.article.as_str()),
        ("forfeit".to_owned(), "I.10")
    );
}
