//! `arbiter convert` and `arbiter check` on real files that read badly (issue 22): a file that
//! opens with a comment, a tag value in doubled quotes, an illegal move inside a variation, one
//! Latin-1 byte among UTF-8 names. Each test is named by the file quirk; each failed before the
//! fix. `ARBITER_BIN=path` runs them against another build of `arbiter` (to see them fail on an
//! older one).

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

/// Runs `arbiter ARGS` with `stdin` (bytes: a file need not be UTF-8).
fn arbiter(args: &[&str], stdin: &[u8]) -> Output {
    let binary =
        std::env::var("ARBITER_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_arbiter").to_owned());
    let mut child = Command::new(binary)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("arbiter runs");
    let mut input = child.stdin.take().expect("stdin");
    let bytes = stdin.to_vec();
    // Written from a thread: a large input must not wait on a full stdout pipe.
    let writer = std::thread::spawn(move || input.write_all(&bytes));
    let out = child.wait_with_output().expect("arbiter finishes");
    writer.join().expect("writer").expect("write stdin");
    out
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn json_lines(out: &Output) -> Vec<Value> {
    stdout(out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

const FEN: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";

/// An ECO-like file: a heading comment, then games whose tags (a FEN among them) matter.
fn eco_file(heading: &str) -> String {
    format!(
        "{heading}[ECO \"A00\"]\n[Opening \"Rook ending\"]\n[FEN \"{FEN}\"]\n\n1. Ra8+ Kd7 *\n\n\
         [ECO \"B01\"]\n[Opening \"Scandinavian\"]\n\n1. e4 d5 *\n"
    )
}

#[test]
fn pgn_convert_keeps_the_tags_of_a_file_that_opens_with_a_comment() {
    for heading in [
        "{ ECO file }\n",
        "; ECO file\n",
        "% escape line\n{ ECO }\n; file\n",
    ] {
        let out = arbiter(&["convert", "--to", "en"], eco_file(heading).as_bytes());
        let text = stdout(&out);
        assert!(out.status.success(), "{heading:?}: {}", stderr(&out));
        assert_eq!(
            text.matches("[Event ").count(),
            2,
            "{heading:?}: two games\n{text}"
        );
        for tag in [
            format!("[FEN \"{FEN}\"]"),
            "[ECO \"A00\"]".into(),
            "[Opening \"Rook ending\"]".into(),
            "[ECO \"B01\"]".into(),
            "[Opening \"Scandinavian\"]".into(),
        ] {
            assert!(text.contains(&tag), "{heading:?}: {tag} kept\n{text}");
        }
        assert!(text.contains("ECO"), "{text}");
        // What was written is legal: read back, every game valid.
        let check = arbiter(&["check", "-"], text.as_bytes());
        let lines = json_lines(&check);
        assert_eq!(lines.len(), 2);
        assert!(lines.iter().all(|l| l["valid"] == true), "{lines:?}");
        assert_eq!(check.status.code(), Some(0), "{}", stderr(&check));
    }
}

#[test]
fn pgn_convert_writes_the_tags_of_a_game_that_follows_a_move_list() {
    // The first game has no tags, the second has (its FEN): the second keeps them.
    let text = format!("1. e4 e5 *\n\n[FEN \"{FEN}\"]\n\n1. Ra8+ *\n");
    let out = arbiter(&["convert", "--to", "fr"], text.as_bytes());
    assert!(out.status.success(), "{}", stderr(&out));
    let written = stdout(&out);
    assert!(written.starts_with("1. e4 e5 *\n"), "{written}");
    assert!(written.contains(&format!("[FEN \"{FEN}\"]")), "{written}");
    assert!(written.contains("1. Ta8+ *"), "{written}");
}

#[test]
fn pgn_check_reads_a_file_that_opens_with_a_comment_as_its_games() {
    let out = arbiter(&["check", "-"], eco_file("{ ECO file }\n").as_bytes());
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2, "no game of the comment alone: {lines:?}");
    assert_eq!(lines[0]["plies"], 2);
    assert_eq!(lines[0]["valid"], true);
}

#[test]
fn pgn_check_a_comment_before_a_game_at_a_chunk_s_edge_stays_with_its_game() {
    // Many games, each after a comment and an empty line: `check` cuts its input in chunks of
    // 64 KiB at a game's `[`; never between a game and its comment, or a game of the comment
    // alone would appear at the edges.
    let game = |n: usize| {
        format!(
            "{{ Game {n}, from the club's archive }}\n\n[Event \"{n}\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n"
        )
    };
    let text: String = (0..4000).map(game).collect();
    assert!(text.len() > 3 * (1 << 16));
    let out = arbiter(&["check", "--jobs", "2", "-"], text.as_bytes());
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 4000, "one line per game");
    assert!(lines.iter().all(|l| l["plies"] == 4), "no empty game");
}

#[test]
fn pgn_doubled_quotes_in_a_tag_are_read_with_a_warning() {
    let text = "[Event \"Cup\"]\n[White \"\"Socrates Expert\"\"]\n[Black \"Hiarcs\"]\n[Result \"1-0\"]\n\n\
                1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";
    let out = arbiter(&["check", "-"], text.as_bytes());
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 1);
    let game = &lines[0];
    assert_eq!(game["valid"], true, "{game}");
    assert_eq!(game["white"], "Socrates Expert");
    assert_eq!(game["plies"], 7);
    assert_eq!(game["ending"]["reason"], "checkmate");
    assert_eq!(
        game["warning_codes"],
        serde_json::json!(["tag_value_unescaped_quotes"])
    );
    assert!(
        game["warnings"][0]
            .as_str()
            .is_some_and(|w| w.starts_with("line 2, column 1:")),
        "{game}"
    );
    // Converted with its moves, the warning on stderr with its code.
    let out = arbiter(&["convert", "--to", "fr"], text.as_bytes());
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("[White \"Socrates Expert\"]"));
    assert!(stdout(&out).contains("4. Dxf7# 1-0"), "{}", stdout(&out));
    assert!(
        stderr(&out).contains("[tag_value_unescaped_quotes]"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn pgn_an_illegal_move_in_a_variation_leaves_the_game_audited_to_its_end() {
    // The annotator's `3. Ke3` is illegal (Art. 3.8: the king moves to an adjoining square); the
    // game itself is the scholar's mate, which the audit must reach.
    let text = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n\
                1. e4 e5 2. Bc4 (2. Nf3 Nc6 3. Ke3 d6) 2... Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";
    let out = arbiter(&["check", "-"], text.as_bytes());
    let lines = json_lines(&out);
    let game = &lines[0];
    assert_eq!(game["valid"], true, "{game}");
    assert_eq!(game["plies"], 7);
    assert_eq!(game["ending"]["reason"], "checkmate");
    assert_eq!(game["ending"]["article"], "5.1.1");
    assert_eq!(
        game["warning_codes"],
        serde_json::json!(["variation_move_unreadable"])
    );
    assert!(
        game["warnings"][0]
            .as_str()
            .is_some_and(|w| w.starts_with("line 5, column 32:") && w.contains("\"Ke3\"")),
        "{game}"
    );
    assert_eq!(out.status.code(), Some(0));
    // `convert` writes the whole main line and the variation up to the move, and exits 1: the
    // rest of the variation could not be converted.
    let out = arbiter(&["convert", "--to", "en"], text.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    let written = stdout(&out);
    assert!(
        written.contains("2. Bc4 (2. Nf3 Nc6) 2... Nc6 3. Qh5 Nf6 4. Qxf7# 1-0"),
        "{written}"
    );
    assert!(
        stderr(&out).contains("[variation_move_unreadable]"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn latin1_one_byte_does_not_garble_the_utf8_names_of_the_file() {
    // One game typed in Latin-1 (`Cr\xe9teil`) among games in UTF-8.
    let mut bytes = Vec::new();
    bytes.extend_from_slice("[White \"Müller\"]\n[Black \"Šahović\"]\n\n1. e4 *\n\n".as_bytes());
    bytes.extend_from_slice(b"[White \"Cr\xe9teil\"]\n[Black \"N\xeemes\"]\n\n1. d4 *\n\n");
    bytes.extend_from_slice("[White \"Ødegård\"]\n[Black \"Ivanchuk\"]\n\n1. c4 *\n".as_bytes());
    let out = arbiter(&["check", "-"], &bytes);
    let lines = json_lines(&out);
    let names: Vec<(&str, &str)> = lines
        .iter()
        .map(|l| {
            (
                l["white"].as_str().unwrap_or(""),
                l["black"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        names,
        [
            ("Müller", "Šahović"),
            ("Créteil", "Nîmes"),
            ("Ødegård", "Ivanchuk")
        ]
    );
    assert!(stderr(&out).contains("read as Latin-1"), "{}", stderr(&out));
    let out = arbiter(&["convert", "--to", "en"], &bytes);
    let text = stdout(&out);
    for name in ["Müller", "Šahović", "Créteil", "Nîmes", "Ødegård"] {
        assert!(text.contains(&format!("\"{name}\"")), "{name}\n{text}");
    }
}

#[test]
fn pgn_fuzz_seeds_for_the_quirks_are_there() {
    // The fuzz target of the PGN reader starts from these files (cargo-fuzz layout).
    let seeds = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/seeds/pgn_reader");
    for name in [
        "comment_before_tags.pgn",
        "doubled_quotes.pgn",
        "illegal_in_variation.pgn",
    ] {
        let path = seeds.join(name);
        let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let out = arbiter(&["check", "-"], &text);
        let lines = json_lines(&out);
        assert!(!lines.is_empty(), "{name}");
        assert!(
            lines.iter().all(|l| l["valid"] == true),
            "{name}: {lines:?}"
        );
    }
}
