//! The command line's contracts: `arbiter status` (foundation issue), `arbiter perft`,
//! `arbiter chess960`. Each test runs the real binary.

use crate::common;

use std::{
    io::Write,
    process::{Command, Output, Stdio},
};

use common::arbiter;

use serde_json::Value;

fn json_lines(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

const FIELDS: [&str; 14] = [
    "fen",
    "turn",
    "legal_uci",
    "legal_san",
    "check",
    "checkmate",
    "stalemate",
    "dead_position",
    "can_mate",
    "threefold_claim",
    "fifty_move_claim",
    "fivefold",
    "seventy_five_moves",
    "ending",
];

#[test]
fn status_prints_every_contract_field_for_each_line() {
    let out = arbiter(&["status"], "startpos moves e2e4 e7e5 Nf3\nstartpos\n");
    assert!(out.status.success());
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2);
    let first = &lines[0];
    for field in FIELDS {
        assert!(first.get(field).is_some(), "missing {field}");
    }
    assert_eq!(
        first["fen"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
    assert_eq!(first["turn"], "black");
    assert_eq!(first["legal_uci"].as_array().map(Vec::len), Some(29));
    assert_eq!(first["dead_position"], false);
    assert_eq!(
        first["can_mate"],
        serde_json::json!({"white": true, "black": true})
    );
    assert_eq!(first["ending"], Value::Null);
    assert!(first.get("helpmate").is_none(), "helpmate only on request");
    assert_eq!(lines[1]["legal_san"].as_array().map(Vec::len), Some(20));
}

#[test]
fn art_9_2_3_1_status_fen_shows_en_passant_only_when_legal() {
    let out = arbiter(
        &["status"],
        "startpos moves e2e4\nstartpos moves e2e4 d7d5 e4e5 f7f5\n",
    );
    let lines = json_lines(&out);
    assert_eq!(
        lines[0]["fen"],
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    assert_eq!(
        lines[1]["fen"],
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
    );
    assert!(
        lines[1]["legal_uci"]
            .as_array()
            .expect("list")
            .contains(&Value::from("e5f6"))
    );
}

#[test]
fn art_5_1_1_status_san_marks_check_and_mate() {
    let out = arbiter(&["status", "--position", "startpos moves f3 e5 g4"], "");
    let line = &json_lines(&out)[0];
    assert!(
        line["legal_san"]
            .as_array()
            .expect("list")
            .contains(&Value::from("Qh4#"))
    );
    let out = arbiter(
        &["status", "--position", "startpos moves f3 e5 g4 Qh4#"],
        "",
    );
    let line = &json_lines(&out)[0];
    assert_eq!(line["checkmate"], true);
    assert_eq!(
        line["ending"],
        serde_json::json!({"result": "0-1", "reason": "checkmate", "article": "5.1.1"})
    );
}

#[test]
fn art_9_2_1_status_reports_a_claim_by_intended_move() {
    let out = arbiter(&["status"], "startpos moves Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1\n");
    let line = &json_lines(&out)[0];
    assert_eq!(line["threefold_claim"], true);
    assert_eq!(line["fivefold"], false);
    assert_eq!(line["ending"], Value::Null);
}

#[test]
fn art_9_6_1_status_under_1930_has_no_fivefold_ending() {
    let shuffle = "Nf3 Nf6 Ng1 Ng8 ".repeat(4);
    let input = format!("startpos moves {shuffle}\n");
    let now = json_lines(&arbiter(&["status"], &input)).remove(0);
    assert_eq!(now["fivefold"], true);
    assert_eq!(now["ending"]["reason"], "fivefold_repetition");
    assert_eq!(now["ending"]["article"], "9.6.1");
    let old = json_lines(&arbiter(&["status", "--edition", "fide-1930"], &input)).remove(0);
    assert_eq!(old["fivefold"], false);
    assert_eq!(old["threefold_claim"], true);
    assert_eq!(old["ending"], Value::Null);
}

#[test]
fn art_5_2_2_status_dead_position_and_helpmate_on_request() {
    let input = "fen 8/8/3k4/3b4/8/3B4/3K4/8 w - - 0 1\nfen 8/8/8/3k4/8/3n4/8/2QK4 w - - 0 1\n";
    let lines = json_lines(&arbiter(&["status", "--helpmate"], input));
    assert_eq!(lines[0]["dead_position"], true);
    assert_eq!(lines[0]["ending"]["reason"], "dead_position");
    assert_eq!(lines[0]["ending"]["article"], "5.2.2");
    assert_eq!(
        lines[1]["can_mate"],
        serde_json::json!({"white": true, "black": false})
    );
    let line: Vec<&str> = lines[1]["helpmate"]["white"]
        .as_array()
        .expect("a line for White")
        .iter()
        .map(|m| m.as_str().expect("uci"))
        .collect();
    // Replaying the line ends in White's checkmate.
    let replay = format!(
        "fen 8/8/8/3k4/8/3n4/8/2QK4 w - - 0 1 moves {}",
        line.join(" ")
    );
    let end = json_lines(&arbiter(&["status", "--position", &replay], "")).remove(0);
    assert_eq!(end["checkmate"], true);
    assert_eq!(end["ending"]["result"], "1-0");
}

#[test]
fn bad_lines_print_an_error_and_the_command_goes_on() {
    let out = arbiter(
        &["status"],
        "startpos moves e2e5\nfen nonsense\nstartpos\nhello\n",
    );
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 4);
    assert_eq!(lines[0]["error"]["code"], "illegal_move");
    assert!(
        lines[0]["error"]["message"]
            .as_str()
            .expect("text")
            .contains("e2e5")
    );
    assert_eq!(lines[1]["error"]["code"], "bad_fen");
    assert_eq!(lines[2]["turn"], "white");
    assert_eq!(lines[3]["error"]["code"], "bad_line");
}

#[test]
fn guideline_ii_status_reads_a_chess960_fen_and_writes_king_takes_rook_castling() {
    let out = arbiter(&["status"], "fen 4k3/8/8/8/8/8/8/1R2K1R1 w KQ - 0 1\n");
    let line = &json_lines(&out)[0];
    let uci = line["legal_uci"].as_array().expect("list");
    assert!(
        uci.contains(&Value::from("e1g1")),
        "short castling, king takes rook"
    );
    assert!(
        uci.contains(&Value::from("e1b1")),
        "long castling, king takes rook"
    );
    let san = line["legal_san"].as_array().expect("list");
    assert!(san.contains(&Value::from("O-O")) && san.contains(&Value::from("O-O-O")));
}

#[test]
fn perft_prints_the_node_count() {
    let out = arbiter(&["perft", "3"], "");
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "8902");
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let out = arbiter(&["perft", "2", "--fen", kiwipete], "");
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "2039");
    let out = arbiter(&["perft", "2", "--fen", "garbage"], "");
    assert!(!out.status.success());
    assert!(!String::from_utf8_lossy(&out.stderr).is_empty());
}

#[test]
fn guideline_ii_chess960_prints_start_positions() {
    let out = arbiter(&["chess960", "518"], "");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    let out = arbiter(&["chess960", "0", "--shredder"], "");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
    );
    let out = arbiter(&["chess960", "--random"], "");
    let fen = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    let checked = arbiter(&["status", "--position", &format!("fen {fen}")], "");
    assert!(checked.status.success(), "{fen}");
    assert!(!arbiter(&["chess960", "960"], "").status.success());
}

#[test]
fn a_line_that_is_not_utf8_is_answered_with_an_error_and_the_rest_goes_on() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("status")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("arbiter runs");
    let input: &[u8] =
        b"\xef\xbb\xbfstartpos moves e2e4\r\nstartpos moves e2e4\xff\nstartpos moves d2d4\n";
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input)
        .expect("write");
    let out = child.wait_with_output().expect("finishes");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3);
    assert_eq!(
        lines[0]["turn"], "black",
        "a byte-order mark and CRLF are tolerated"
    );
    assert_eq!(lines[1]["error"]["code"], "bad_line");
    assert_eq!(lines[2]["turn"], "black");
}

#[test]
fn a_fen_followed_by_endless_tokens_is_refused_after_its_six_fields() {
    let junk = "x ".repeat(100_000);
    let line = format!("fen 8/8/4k3/8/8/3K4/8/8 w - - 0 1 {junk}\n");
    let out = arbiter(&["status"], &line);
    let answer = &json_lines(&out)[0];
    assert_eq!(answer["error"]["code"], "bad_line");
    assert!(
        answer["error"]["message"].as_str().expect("text").len() < 200,
        "the echo is short"
    );
    let out = arbiter(
        &["status"],
        "fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\n",
    );
    assert_eq!(
        json_lines(&out)[0]["error"]["code"],
        "bad_fen",
        "a board alone says nobody's move"
    );
}
