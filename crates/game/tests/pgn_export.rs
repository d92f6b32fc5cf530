//! The game as export-format PGN (`Game::to_pgn`): the Seven Tag Roster, `TimeControl`,
//! `Termination`, `[%clk]`, draw offers `(=)` (Art. 8.1.5, 9.1.2.2) and the result, for games
//! driven only through the event contract.

use crate::common::{ev, mv, replay as run, with};
use notation::pgn::{ReadOptions, read_games};

/// `start` at 0, then the moves of `sans` alternately from White, one every 10 s.
fn line(sans: &str) -> Vec<String> {
    let mut events = vec![ev(0, r#""type":"start""#)];
    for (i, san) in sans.split_whitespace().enumerate() {
        let by = if i % 2 == 0 { "white" } else { "black" };
        events.push(mv(10_000 * (i as u64 + 1), by, san));
    }
    events
}

/// The tag pairs, in order.
fn tags(pgn: &str) -> Vec<(String, String)> {
    pgn.lines()
        .filter_map(|l| l.strip_prefix('[').and_then(|l| l.strip_suffix("\"]")))
        .filter_map(|l| l.split_once(" \""))
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect()
}

fn tag(pgn: &str, name: &str) -> Option<String> {
    tags(pgn)
        .into_iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v)
}

/// The movetext, on one line.
fn movetext(pgn: &str) -> String {
    pgn.lines()
        .filter(|l| !l.starts_with('['))
        .collect::<Vec<_>>()
        .join(" ")
        .trim()
        .to_owned()
}

const CONFIG: &str = r#"{"time_control":"300+2","white":"Ann","black":"Bob"}"#;

#[test]
fn pgn_the_seven_tag_roster_comes_first_then_time_control_and_termination() {
    let (game, _) = run(CONFIG, &line("f3 e5 g4 Qh4#"));
    let pgn = game.to_pgn();
    let names: Vec<String> = tags(&pgn).into_iter().map(|(k, _)| k).collect();
    assert_eq!(
        names,
        [
            "Event",
            "Site",
            "Date",
            "Round",
            "White",
            "Black",
            "Result",
            "TimeControl",
            "Termination"
        ],
        "{pgn}"
    );
    assert_eq!(tag(&pgn, "Event").as_deref(), Some("?"));
    assert_eq!(tag(&pgn, "Date").as_deref(), Some("????.??.??"));
    assert_eq!(tag(&pgn, "White").as_deref(), Some("Ann"));
    assert_eq!(tag(&pgn, "Black").as_deref(), Some("Bob"));
    assert_eq!(tag(&pgn, "Result").as_deref(), Some("0-1"));
    assert_eq!(tag(&pgn, "TimeControl").as_deref(), Some("300+2"));
    assert_eq!(tag(&pgn, "Termination").as_deref(), Some("normal"));
    // The movetext ends with the result, after the ending and its article as a comment.
    let text = movetext(&pgn);
    assert!(
        text.ends_with("{ 0-1 (checkmate, Art. 5.1.1) } 0-1"),
        "{text}"
    );
}

#[test]
fn pgn_a_game_under_other_laws_than_2023_s_names_them_in_an_edition_tag() {
    for (edition, tagged) in [
        ("fide-2023", None),
        ("fide-1997", Some("fide-1997")),
        ("fide-1930", Some("fide-1930")),
        ("fide-1928", Some("fide-1928")),
    ] {
        let config = format!(r#"{{"edition":"{edition}","time_control":"-"}}"#);
        let (game, _) = run(&config, &line("f3 e5 g4 Qh4#"));
        let pgn = game.to_pgn();
        assert_eq!(tag(&pgn, "Edition").as_deref(), tagged, "{pgn}");
        // No odds, no Odds tag.
        assert_eq!(tag(&pgn, "Odds"), None, "{pgn}");
    }
}

#[test]
fn pgn_each_move_carries_the_mover_s_clock() {
    // 300 s + 2 s: each player starts with 302 s and uses 10 s a move.
    let (game, states) = run(CONFIG, &line("e4 e5 Nf3"));
    let pgn = game.to_pgn();
    let text = movetext(&pgn);
    assert!(
        text.starts_with(
            "1. e4 { [%clk 0:04:54] } 1... e5 { [%clk 0:04:54] } 2. Nf3 { [%clk 0:04:46] } *"
        ),
        "{text}"
    );
    // The same times as the states report.
    let white = states[3].clock.as_ref().map(|c| c.white_ms);
    assert_eq!(white, Some(286_000));
    assert_eq!(tag(&pgn, "Result").as_deref(), Some("*"));
    assert_eq!(tag(&pgn, "Termination").as_deref(), Some("unterminated"));
}

#[test]
fn pgn_result_and_termination_follow_the_ending() {
    let cases: [(Vec<String>, &str, &str); 5] = [
        (
            with(line("e4"), &[ev(20_000, r#""type":"resign","by":"black""#)]),
            "1-0",
            "normal",
        ),
        (
            with(
                line("e4 e5"),
                &[
                    ev(25_000, r#""type":"offer_draw","by":"white""#),
                    ev(26_000, r#""type":"accept_draw","by":"black""#),
                ],
            ),
            "1/2-1/2",
            "normal",
        ),
        (
            with(line("e4"), &[ev(400_000, r#""type":"tick""#)]),
            "1-0",
            "time forfeit",
        ),
        (
            with(
                line("e4"),
                &[ev(
                    20_000,
                    r#""type":"arbiter","action":"penalty","against":"black","kind":"lose_game""#,
                )],
            ),
            "1-0",
            "adjudication",
        ),
        (
            with(
                line("e4"),
                &[ev(
                    20_000,
                    r#""type":"arbiter","action":"forfeit","by":"black""#,
                )],
            ),
            "1-0",
            "rules infraction",
        ),
    ];
    for (events, result, termination) in cases {
        let (game, states) = run(CONFIG, &events);
        assert!(states.last().is_some_and(|s| s.result.is_some()));
        let pgn = game.to_pgn();
        assert_eq!(tag(&pgn, "Result").as_deref(), Some(result), "{pgn}");
        assert_eq!(
            tag(&pgn, "Termination").as_deref(),
            Some(termination),
            "{pgn}"
        );
        assert!(movetext(&pgn).ends_with(result), "{pgn}");
    }
    // A second illegal move over the board (a standard game, Art. 7.5.5): a rules infraction.
    let (game, _) = run(
        r#"{"time_control":"5400+30","mode":"otb"}"#,
        &with(
            line("e4 e5"),
            &[mv(25_000, "white", "Qa4"), mv(26_000, "white", "Qa4")],
        ),
    );
    let pgn = game.to_pgn();
    assert_eq!(
        tag(&pgn, "Termination").as_deref(),
        Some("rules infraction")
    );
    assert_eq!(tag(&pgn, "Mode").as_deref(), Some("OTB"));
    assert_eq!(tag(&pgn, "Result").as_deref(), Some("0-1"));
}

#[test]
fn art_9_1_2_2_an_offer_made_with_a_move_is_written_with_it() {
    let events = with(
        line("e4"),
        &[
            ev(
                20_000,
                r#""type":"move","by":"black","move":"e5","offer_draw":true"#,
            ),
            mv(30_000, "white", "Nf3"),
        ],
    );
    let (game, states) = run(CONFIG, &events);
    assert_eq!(states[2].draw_offer, Some(game::Side::Black));
    let text = movetext(&game.to_pgn());
    assert!(
        text.contains("1... e5 { [%clk 0:04:54] (=) } 2. Nf3"),
        "{text}"
    );
    assert_eq!(text.matches("(=)").count(), 1, "{text}");
}

#[test]
fn art_8_1_5_an_offer_made_apart_from_a_move_is_recorded_too() {
    // White moves, presses, then offers a draw (valid at any time, 9.1.2.1). Both players
    // record the offer with (=): the export, which is the record, must show it.
    let events = with(
        line("e4 e5 Nf3"),
        &[
            ev(32_000, r#""type":"offer_draw","by":"white""#),
            ev(35_000, r#""type":"decline_draw","by":"black""#),
            mv(40_000, "black", "Nc6"),
        ],
    );
    let (game, states) = run(CONFIG, &events);
    assert_eq!(states[4].draw_offer, Some(game::Side::White));
    let text = movetext(&game.to_pgn());
    assert!(
        text.contains("(=)"),
        "the offer is not in the record: {text}"
    );
}

#[test]
fn pgn_a_start_position_gives_set_up_and_fen() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let (game, _) = run(
        &format!(r#"{{"time_control":"300+2","start_fen":"{fen}"}}"#),
        &line("e4 Kd7"),
    );
    let pgn = game.to_pgn();
    assert_eq!(tag(&pgn, "SetUp").as_deref(), Some("1"));
    assert_eq!(tag(&pgn, "FEN").as_deref(), Some(fen));
    assert!(movetext(&pgn).starts_with("1. e4 "), "{pgn}");
}

#[test]
fn pgn_an_illegal_move_that_stood_under_a_5_2_starts_the_record_from_its_position() {
    let (game, _) = run(
        r#"{"time_control":"900+10","mode":"otb","regulations":{"annex":"A.5"}}"#,
        &with(
            line("e4 e5"),
            &[mv(25_000, "white", "Qa4"), mv(30_000, "black", "Nc6")],
        ),
    );
    let pgn = game.to_pgn();
    assert_eq!(
        tag(&pgn, "FEN").as_deref(),
        Some("rnbqkbnr/pppp1ppp/8/4p3/Q3P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2")
    );
    let text = movetext(&pgn);
    assert!(text.contains("A.5.2"), "{text}");
    assert!(text.contains("2... Nc6"), "{text}");
}

#[test]
fn pgn_the_export_reads_back_as_the_same_game() {
    let events = with(
        line("e4 e5 Nf3 Nc6 Bb5 a6"),
        &[
            ev(
                70_000,
                r#""type":"move","by":"white","move":"Ba4","offer_draw":true"#,
            ),
            ev(75_000, r#""type":"resign","by":"black""#),
        ],
    );
    let (game, states) = run(CONFIG, &events);
    let pgn = game.to_pgn();
    let read = read_games(&pgn, ReadOptions::default())
        .next()
        .expect("one game");
    assert!(read.error.is_none(), "{:?}", read.error);
    assert_eq!(read.moves.len(), 7);
    assert!(read.moves[6].draw_offer);
    // The clocks read back are the states' (Black's a6 at 60 s; his clock ran from 50 s).
    let black_after_a6 = states[6].clock.as_ref().map(|c| c.black_ms);
    assert_eq!(read.moves[5].clock_ms, black_after_a6);
    assert_eq!(
        read.result.map(|r| r.as_str().to_owned()),
        Some("1-0".to_owned())
    );
    assert_eq!(read.tags, game.to_pgn_game().tags);
}
