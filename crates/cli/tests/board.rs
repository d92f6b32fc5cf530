//! `arbiter board`: the DGT recordings replayed through the binary give the game their moves
//! (Art. 6.2.1), raw bytes as base64 lines, `--events` shows the board's decisions with their
//! articles, and `simulate` plays a PGN on a simulated board and back.

use crate::common;

use std::path::PathBuf;

use base64::Engine as _;
use common::{arbiter, states_and_rest};
use serde_json::Value;

fn recording(name: &str) -> Option<PathBuf> {
    common::shared_data(&format!("dgt-recordings/{name}"))
}

fn temp(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("arbiter-board-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("write");
    path
}

fn lines(out: &std::process::Output) -> Vec<Value> {
    states_and_rest(out).0
}

fn states(values: &[Value]) -> Vec<&Value> {
    values.iter().filter(|v| v.get("fen").is_some()).collect()
}

/// The states that moved the game on: the first (the start) and each with a new ply. The others
/// are the states after a `touch` (Art. 4.3), which the board sends as the server does.
fn moved<'a>(states: &[&'a Value]) -> Vec<&'a Value> {
    let mut out: Vec<&Value> = Vec::new();
    for s in states {
        if out.last().is_none_or(|last| last["ply"] != s["ply"]) {
            out.push(s);
        }
    }
    out
}

/// How many notices of a touch binding the player (Art. 4.3.1–4.3.3, 4.4.2; 1930 Art. 15) the
/// states carry.
fn touch_notices(states: &[&Value]) -> usize {
    states
        .iter()
        .flat_map(|s| s["notices"].as_array().into_iter().flatten())
        .filter(|n| {
            n["code"]
                .as_str()
                .is_some_and(|c| c.starts_with("touch_must"))
        })
        .count()
}

#[test]
fn art_6_2_1_the_three_recordings_give_their_games() {
    for (name, plies, fen) in [
        (
            "1.inbytes",
            57,
            "r5k1/p1p2rpR/1p3BQ1/2p1p3/4P3/3P3P/bPn3P1/6K1 b - - 5 29",
        ),
        (
            "2.inbytes",
            99,
            "2R5/4bppk/1p1p3Q/5R1P/4P3/5P2/r4q1P/7K b - - 6 50",
        ),
        (
            "johan.inbytes",
            43,
            "3r1rk1/3n1b1p/2Q3p1/p4P2/1p1P4/4N1P1/PqP1NPBP/2R2RK1 b - - 0 22",
        ),
    ] {
        let Some(path) = recording(name) else { return };
        let out = arbiter(&["board", "--replay", path.to_str().expect("utf-8")], "");
        let all = lines(&out);
        let every = states(&all);
        // The board's lifts are the game's touches (Art. 4.3), as the server sends them: every
        // move was touched first, and no touch broke a binding (no refusal, no mismatch).
        assert!(touch_notices(&every) >= plies, "{name}");
        assert!(every.iter().all(|s| s["restore"].is_null()), "{name}");
        let states = moved(&every);
        // One state for the start, one a move.
        assert_eq!(states.len(), plies + 1, "{name}");
        assert_eq!(states[0]["started"], true);
        let last = states.last().expect("a state");
        assert_eq!(last["fen"], fen, "{name}");
        assert_eq!(last["ply"], plies);
        assert!(states.iter().all(|s| s["error"].is_null()), "{name}");
        // Times never go back, and the clock's displays give them.
        let ts: Vec<u64> = states.iter().map(|s| s["t"].as_u64().expect("t")).collect();
        assert!(ts.windows(2).all(|w| w[0] <= w[1]));
        assert!(ts[ts.len() - 1] > 60_000, "{name}: {ts:?}");
    }
}

#[test]
fn raw_bytes_read_as_base64_lines_do() {
    let Some(path) = recording("1.inbytes") else {
        return;
    };
    let text = std::fs::read_to_string(&path).expect("read");
    let mut raw = Vec::new();
    for line in text.lines() {
        raw.extend(
            base64::engine::general_purpose::STANDARD
                .decode(line.trim())
                .expect("b64"),
        );
    }
    let raw_path = temp("1.raw", &raw);
    let a = arbiter(&["board", "--replay", path.to_str().expect("utf-8")], "");
    let b = arbiter(
        &["board", "--replay", raw_path.to_str().expect("utf-8")],
        "",
    );
    assert_eq!(lines(&a), lines(&b));
}

#[test]
fn events_show_the_sensors_and_the_decisions_with_their_articles() {
    let Some(path) = recording("johan.inbytes") else {
        return;
    };
    let out = arbiter(
        &[
            "board",
            "--replay",
            path.to_str().expect("utf-8"),
            "--events",
        ],
        "",
    );
    let all = lines(&out);
    let of = |ty: &str| all.iter().filter(|v| v["type"] == ty).count();
    assert_eq!(of("board"), 1);
    assert_eq!(of("square"), 101);
    assert_eq!(of("clock"), 854);
    assert_eq!(of("press"), 43);
    assert_eq!(of("move_completed"), 43);
    assert_eq!(of("board_ready"), 1);
    assert!(of("touch") >= 43);
    let touch = all.iter().find(|v| v["type"] == "touch").expect("a touch");
    assert!(
        touch["article"]
            .as_str()
            .expect("article")
            .starts_with("4.")
    );
    assert!(touch["square"].is_string() && touch["by"].is_string());
    let completed = all
        .iter()
        .find(|v| v["type"] == "move_completed")
        .expect("a move");
    assert_eq!(completed["article"], "6.2.1");
    assert_eq!(completed["uci"], "e2e4");
}

#[test]
fn garbage_is_reported_and_nothing_else_happens() {
    let path = temp(
        "garbage.raw",
        &[0x86, 0x00, 0x43, 1, 2, 3, 0x8e, 0, 5, 99, 0, 0x01],
    );
    let out = arbiter(
        &[
            "board",
            "--replay",
            path.to_str().expect("utf-8"),
            "--events",
        ],
        "",
    );
    let all = lines(&out);
    let codes: Vec<&str> = all
        .iter()
        .filter(|v| v["type"] == "dgt_error")
        .map(|v| v["code"].as_str().expect("code"))
        .collect();
    assert_eq!(codes, ["dgt_truncated", "dgt_bad_square", "dgt_garbage"]);
    assert!(states(&all).is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no DGT message"));
}

#[test]
fn simulate_plays_a_pgn_on_the_board_and_reads_it_back() {
    let pgn = "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 6. d4 exd4 7. Nxd4 c5 *\n";
    let out = arbiter(&["board", "simulate", "-"], pgn);
    let all = lines(&out);
    let states = moved(&states(&all));
    assert_eq!(states.len(), 15);
    assert_eq!(
        states.last().expect("state")["fen"],
        "r1bqkbnr/1pp3pp/p4p2/2p5/3NP3/8/PPP2PPP/RNBQ1RK1 w kq - 0 8"
    );
    // The bytes, then replayed: the same states.
    let bytes = arbiter(&["board", "simulate", "--bytes", "-"], pgn);
    assert!(bytes.status.success());
    let path = temp("sim.inbytes", &bytes.stdout);
    let again = arbiter(&["board", "--replay", path.to_str().expect("utf-8")], "");
    let fens =
        |v: &[Value]| -> Vec<Value> { v.iter().filter_map(|s| s.get("fen").cloned()).collect() };
    assert_eq!(fens(&lines(&again)), fens(&all));
}

/// Raw bytes of hands on a simulated board set up as the start position.
fn simulated(actions: &[eboard::simulate::Hand]) -> PathBuf {
    let mut sim = eboard::simulate::Simulator::new(&shakmaty::Chess::default());
    for a in actions {
        sim.act(*a);
    }
    let bytes: Vec<u8> = sim.finish().into_iter().flat_map(|(_, b)| b).collect();
    temp(&format!("sim-{}.raw", actions.len()), &bytes)
}

#[test]
fn art_7_5_1_an_illegal_move_on_the_board_goes_to_the_games_over_the_board_path() {
    use eboard::simulate::Hand::{Lift, Place, Press};
    use shakmaty::{Color, Square};
    let path = simulated(&[Lift(Square::E2), Place(Square::E5), Press(Color::White)]);
    let out = arbiter(
        &[
            "board",
            "--replay",
            path.to_str().expect("utf-8"),
            "--events",
        ],
        "",
    );
    let all = lines(&out);
    let illegal = all
        .iter()
        .find(|v| v["type"] == "illegal_move")
        .expect("a decision");
    assert_eq!(illegal["article"], "7.5.1");
    assert_eq!(illegal["uci"], "e2e5");
    let last = states(&all).last().copied().expect("a state").clone();
    assert_eq!(last["illegal_moves"]["white"], 1);
    assert_eq!(last["ply"], 0);
}

#[test]
fn art_7_5_3_a_press_without_a_move_is_the_games_null_move() {
    use eboard::simulate::Hand::Press;
    let path = simulated(&[Press(shakmaty::Color::White)]);
    let out = arbiter(&["board", "--replay", path.to_str().expect("utf-8")], "");
    let last = states(&lines(&out))
        .last()
        .copied()
        .expect("a state")
        .clone();
    assert_eq!(last["illegal_moves"]["white"], 1);
    assert!(
        last["notices"]
            .as_array()
            .expect("notices")
            .iter()
            .any(|n| n["article"] == "7.5.3"),
        "{last}"
    );
}

#[test]
fn art_1930_15_d_under_the_1930_laws_the_touches_bind_as_art_15_says() {
    use eboard::simulate::Hand::{Lift, Place, Press};
    use shakmaty::{Color, Square};
    let path = simulated(&[
        Lift(Square::G1),
        Place(Square::G1),
        Lift(Square::B1),
        Place(Square::B1),
        Lift(Square::G1),
        Place(Square::F3),
        Press(Color::White),
    ]);
    let config = temp(
        "1930.json",
        br#"{"edition":"fide-1930","mode":"otb","time_control":"-"}"#,
    );
    let out = arbiter(
        &[
            "board",
            "--replay",
            path.to_str().expect("utf-8"),
            "--config",
            config.to_str().expect("utf-8"),
            "--events",
        ],
        "",
    );
    let all = lines(&out);
    let articles: Vec<&str> = all
        .iter()
        .filter(|v| v["type"] == "touch")
        .map(|v| v["article"].as_str().expect("article"))
        .collect();
    assert_eq!(articles, ["1930 15.a", "1930 15.d"]);
    assert_eq!(states(&all).last().expect("a state")["ply"], 1);
}

/// `simulate` reads its moves with the project's readers: a position line (`laws::read_line`,
/// castling king first then rook, Art. 4.4.2) and a PGN in French (Annex C.3), and refuses an
/// illegal move with the reader's reason instead of playing it.
#[test]
fn simulate_reads_a_position_line_and_a_french_pgn_and_refuses_an_illegal_move() {
    let line = arbiter(
        &["board", "simulate", "-"],
        "startpos moves e2e4 e7e5 g1f3 b8c6 f1b5 g8f6 e1g1\n",
    );
    let all = lines(&line);
    assert_eq!(
        states(&all).last().expect("state")["fen"],
        "r1bqkb1r/pppp1ppp/2n2n2/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4"
    );
    let french = arbiter(
        &["board", "simulate", "-"],
        "1. e4 e5 2. Cf3 Cc6 3. Fb5 *\n",
    );
    assert_eq!(
        states(&lines(&french)).last().expect("state")["fen"],
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
    );
    let illegal = arbiter(&["board", "simulate", "-"], "startpos moves e2e5\n");
    assert!(!illegal.status.success());
    assert!(String::from_utf8_lossy(&illegal.stderr).contains("e2e5"));
}

/// Art. 4.3.1 ("s'il touche délibérément … une ou plusieurs de ses propres pièces, il doit jouer
/// la première pièce touchée qui peut être jouée"): a lift is the game's touch, as the server
/// sends it, and a move with another piece is refused by the game (`bound_move`); it does not
/// stand on the board either — the squares to put back are the game's `board_mismatch` (4.3).
#[test]
fn art_4_3_1_a_move_breaking_the_touch_is_refused_and_the_board_put_back() {
    use eboard::simulate::Hand::{Lift, Place, Press};
    use shakmaty::{Color, Square};
    let path = simulated(&[
        Lift(Square::E2),
        Place(Square::E2),
        Lift(Square::D2),
        Place(Square::D4),
        Press(Color::White),
    ]);
    let out = arbiter(
        &[
            "board",
            "--replay",
            path.to_str().expect("utf-8"),
            "--events",
        ],
        "",
    );
    let all = lines(&out);
    let refused: Vec<&Value> = all.iter().filter(|v| v["type"] == "refused").collect();
    // At the press; and again at the end, d4 standing unpressed on the board (6.2.1).
    let decisions: Vec<&Value> = refused.iter().map(|r| &r["decision"]).collect();
    assert_eq!(decisions, ["move_completed", "move_not_pressed"], "{all:?}");
    assert!(refused.iter().all(|r| r["code"] == "bound_move"));
    let every = states(&all);
    // Two lifts, two touches; the first binds (4.3.1: "la première pièce touchée").
    assert_eq!(touch_notices(&every), 2, "{every:?}");
    assert!(
        every
            .iter()
            .flat_map(|s| s["notices"].as_array().into_iter().flatten())
            .filter(|n| n["code"] == "touch_must_move")
            .all(|n| n["params"]["square"] == "e2")
    );
    assert!(every.iter().all(|s| s["error"].is_null()));
    let last = every.last().expect("a state");
    assert_eq!(last["ply"], 0);
    assert_eq!(last["must_move"]["piece_on"], "e2", "{last}");
    let squares: Vec<&str> = last["restore"]["squares"]
        .as_array()
        .expect("squares to put back")
        .iter()
        .map(|m| m["square"].as_str().expect("square"))
        .collect();
    assert_eq!(squares, ["d2", "d4"], "{last}");
    assert_eq!(last["restore"]["article"], "4.3", "{last}");
}
