//! `arbiter game` playing odds games (1930 Art. 22, 1928 Par. 22): the config's `odds`, the
//! receiver's moves in a row, the middle line, the clock's count, castling without the rook
//! given, and the PGN at the end.

use crate::common;

use common::{arbiter, states_and_rest};
use serde_json::{Value, json};

/// Runs `arbiter game --config CONFIG --pgn` on `moves` (`(by, text)`, one a second after a
/// `start` at 0, then `tail` events): the states, and the PGN after them as written.
fn play(config: &Value, moves: &[(&str, &str)], tail: &[Value]) -> (Vec<Value>, String) {
    let dir = std::env::temp_dir().join(format!("arbiter-odds-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let path = dir.join(format!("config-{}.json", name(config, moves)));
    std::fs::write(&path, config.to_string()).expect("write config");
    let mut lines = vec![json!({"t": 0, "type": "start"}).to_string()];
    for (i, (by, text)) in moves.iter().enumerate() {
        let t = 1000 * (i as u64 + 1);
        lines.push(json!({"t": t, "type": "move", "by": by, "move": text}).to_string());
    }
    lines.extend(tail.iter().map(Value::to_string));
    let out = arbiter(
        &[
            "game",
            "--config",
            path.to_str().expect("utf-8 path"),
            "--pgn",
        ],
        &(lines.join("\n") + "\n"),
    );
    states_and_rest(&out)
}

/// The PGN with its lines joined, so that a phrase split by the line width is found.
fn one_line(pgn: &str) -> String {
    pgn.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `arbiter check ARGS` on `pgn`: its one line of JSON for the one game.
fn check(args: &[&str], pgn: &str) -> Value {
    let out = arbiter(&[&["check"], args].concat(), pgn);
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1, "{text}");
    serde_json::from_str(lines[0]).expect("a JSON line")
}

/// A file name for one test's config.
fn name(config: &Value, moves: &[(&str, &str)]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    config.to_string().hash(&mut h);
    moves.hash(&mut h);
    h.finish()
}

/// `sans` alternately from White.
fn alternate(sans: &str) -> Vec<(&str, &str)> {
    sans.split_whitespace()
        .enumerate()
        .map(|(i, san)| (if i % 2 == 0 { "white" } else { "black" }, san))
        .collect()
}

fn articles(state: &Value) -> Vec<&str> {
    state["notices"]
        .as_array()
        .map(|n| n.iter().filter_map(|x| x["article"].as_str()).collect())
        .unwrap_or_default()
}

#[test]
fn fide_1930_art_22_8_a_rook_odds_game_with_castling_without_the_rook() {
    let config = json!({"edition": "fide-1930", "time_control": "30/7200:15/3600",
        "odds": "rook", "white": "Morphy", "black": "Amateur"});
    let mut moves = alternate("d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7");
    moves.extend([("white", "0-0-0"), ("black", "O-O-O"), ("white", "e3")]);
    let resign = json!({"t": 20_000, "type": "resign", "by": "black"});
    let (states, written) = play(&config, &moves, &[resign]);
    let pgn = one_line(&written);
    assert_eq!(
        states[0]["fen"],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1"
    );
    // White's castling: the king alone goes to c1; Black's is ordinary castling with its rook.
    assert_eq!(states[9]["error"], Value::Null, "{}", states[9]);
    assert_eq!(states[9]["last_move"]["san"], "O-O-O");
    assert_eq!(states[9]["last_move"]["uci"], "e1c1");
    assert!(articles(&states[9]).contains(&"1930 22.8"));
    assert_eq!(
        states[10]["fen"],
        "2kr1bnr/pppqpppp/2n5/3p1b2/3P1B2/2N5/PPPQPPPP/2K2BNR w - - 8 6"
    );
    assert_eq!(states[12]["result"]["result"], "1-0");
    assert!(pgn.contains("[White \"Morphy\"]"), "{pgn}");
    assert!(
        pgn.contains("[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1\"]"),
        "{pgn}"
    );
    assert!(pgn.contains("[Edition \"fide-1930\"]"), "{pgn}");
    assert!(pgn.contains("[Odds \"rook\"]"), "{pgn}");
    assert!(pgn.contains("5. O-O-O {"), "{pgn}");
    assert!(
        pgn.contains("{ castling without the queen's rook given (Art. 1930 22.8) }"),
        "{pgn}"
    );
    assert!(pgn.contains("5... O-O-O"), "{pgn}");
    // `arbiter check` reads it to the end: under its Edition tag, and under --edition.
    let checked = check(&[], &written);
    assert_eq!(checked["valid"], true, "{checked} for {written}");
    assert_eq!(checked["plies"], 11, "{checked}");
    assert_eq!(checked["error"], Value::Null, "{checked}");
    let untagged = written.replace("[Edition \"fide-1930\"]\n", "");
    assert_ne!(untagged, written);
    let checked = check(&["--edition", "fide-1930"], &untagged);
    assert_eq!(checked["valid"], true, "{checked} for {untagged}");
    assert_eq!(checked["plies"], 11, "{checked}");
}

#[test]
fn fide_1930_art_22_an_odds_game_is_read_and_checked_under_one_edition() {
    // No Edition tag: the Odds tag says the old Laws, and the reader (castling without the
    // rook, 22.8) and the audit (a draw agreed before Black's 30th move, 16.1.d) both take
    // fide-1930.
    let game = "[Result \"1/2-1/2\"]\n[Odds \"rook\"]\n[SetUp \"1\"]\n\
        [FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1\"]\n\n\
        1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. O-O-O O-O-O 1/2-1/2\n";
    let articles = |line: &Value| -> Vec<String> {
        line["findings"]
            .as_array()
            .expect("findings")
            .iter()
            .filter_map(|f| f["article"].as_str().map(str::to_owned))
            .collect()
    };
    let checked = check(&[], game);
    assert_eq!(checked["valid"], true, "{checked}");
    assert_eq!(checked["plies"], 10, "{checked}");
    assert!(
        articles(&checked).contains(&"1930 16.1.d".to_owned()),
        "{checked}"
    );
    assert_eq!(checked.get("warnings"), None, "{checked}");
    // --edition fide-2023 for both: the 2023 Laws have no odds games, the castling is no move.
    let checked = check(&["--edition", "fide-2023"], game);
    assert_eq!(checked["valid"], false, "{checked}");
    assert_eq!(checked["error"]["ply"], 9, "{checked}");
    // A tag that names no edition is ignored, and the line says so.
    let tagged = format!("[Edition \"fide-1929\"]\n{game}");
    let checked = check(&[], &tagged);
    assert_eq!(checked["valid"], true, "{checked}");
    assert!(
        articles(&checked).contains(&"1930 16.1.d".to_owned()),
        "{checked}"
    );
    let warning = checked["warnings"][0].as_str().unwrap_or_default();
    assert!(
        warning.contains("\"fide-1929\" names no edition")
            && warning.contains("read under fide-1930")
            && warning.starts_with("line 1,"),
        "{checked}"
    );
}

#[test]
fn fide_1930_art_22_8_castling_refused_when_a_piece_stands_on_the_rooks_square() {
    let config = json!({"edition": "fide-1930", "odds": "rook"});
    let mut moves = alternate("b4 g6 e3 Bg7 Ne2 Ba1");
    moves.push(("white", "O-O-O"));
    let (states, _) = play(&config, &moves, &[]);
    let refused = &states[7];
    assert_eq!(refused["error"]["code"], "illegal_move");
    let message = refused["error"]["message"].as_str().unwrap_or_default();
    assert!(message.contains("1930 22.8"), "{message}");
    assert_eq!(refused["ply"], 6);
}

#[test]
fn fide_1930_art_22_2_22_3_22_4_pawn_and_two_moves() {
    let config = json!({"edition": "fide-1930", "time_control": "30/7200:15/3600",
        "odds": "pawn and two moves", "white": "Receiver", "black": "Giver"});
    let moves = [
        ("white", "e4"),
        ("white", "Qh5"),
        ("white", "d4"),
        ("black", "e6"),
        ("white", "Nf3"),
    ];
    let (states, written) = play(&config, &moves, &[]);
    let pgn = one_line(&written);
    assert_eq!(
        states[0]["fen"],
        "rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    // 22.2: White again after his first move, his clock still running.
    assert_eq!(states[1]["to_move"], "white");
    assert_eq!(states[1]["clock"]["running"], "white");
    assert_eq!(states[1]["clock"]["moves_to_control"]["white"], 29);
    // 22.4: the queen may not cross the middle line yet.
    assert_eq!(states[2]["error"]["code"], "illegal_move");
    assert_eq!(states[3]["to_move"], "black");
    assert_eq!(states[3]["clock"]["moves_to_control"]["white"], 28);
    // 22.3: Black's first move counts as two.
    assert_eq!(states[4]["clock"]["moves_to_control"]["black"], 28);
    assert!(articles(&states[4]).contains(&"1930 22.3"));
    assert!(pgn.contains("white played e4 and d4 at the start"), "{pgn}");
    assert!(pgn.contains("1... e6"), "{pgn}");
}

#[test]
fn fide_1928_par_22_knight_odds_end_in_mate_as_any_game() {
    let config = json!({"edition": "fide-1928", "odds": "knight"});
    let (states, written) = play(&config, &alternate("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#"), &[]);
    let pgn = one_line(&written);
    assert_eq!(
        states[0]["fen"],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1"
    );
    assert!(articles(&states[0]).contains(&"1928 22"));
    let last = states.last().expect("states");
    assert_eq!(last["result"]["reason"], "checkmate");
    assert_eq!(last["result"]["article"], "1928 1");
    assert!(pgn.contains("4. Qxf7#"), "{pgn}");
}

#[test]
fn fide_1930_art_22_odds_under_the_2023_laws_stop_with_status_2() {
    let path = std::env::temp_dir().join(format!("arbiter-odds-2023-{}.json", std::process::id()));
    std::fs::write(&path, r#"{"edition":"fide-2023","odds":"knight"}"#).expect("write");
    let out = arbiter(&["game", "--config", path.to_str().expect("utf-8")], "");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("no odds games"), "{stderr}");
}
