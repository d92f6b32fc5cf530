//! The historical corpus (`corpus/historical.pgn`): famous games played from 1620 to 1923, each
//! with its `Edition` tag, checked by `arbiter check` under that edition (1928 Par. 1–22 being the
//! oldest Laws the project holds; see `corpus/README.md`).

use std::path::PathBuf;
use std::process::Command;

use serde_json::Value;

fn corpus() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../corpus/historical.pgn")
}

/// `arbiter check` on the corpus with `args` before the file: the JSON lines and the exit code.
fn check(args: &[&str]) -> (Vec<Value>, Option<i32>) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("check")
        .args(args)
        .arg(corpus())
        .output()
        .expect("arbiter runs");
    let lines = String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    (lines, out.status.code())
}

#[test]
fn par_1_1928_every_game_of_the_corpus_is_valid_under_its_own_edition() {
    let (games, code) = check(&[]);
    // The 21 games of corpus/historical.pgn, 1620 to 1923 (README): none lost on the way.
    assert_eq!(games.len(), 21, "{} games", games.len());
    assert_eq!(code, Some(0));
    for g in &games {
        assert_eq!(g["valid"], true, "{g}");
    }
    // The games that ended in mate end so on the board, at their last ply, with the result
    // recorded (1928 Par. 1: the game is won by mating).
    let mates: Vec<&Value> = games
        .iter()
        .filter(|g| g["ending"]["reason"] == "checkmate")
        .collect();
    assert_eq!(mates.len(), 11);
    for g in mates {
        assert_eq!(g["ending"]["article"], "1928 1", "{g}");
        assert_eq!(g["ending"]["ply"], g["plies"], "{g}");
        assert_eq!(g["ending"]["result"], g["recorded_result"], "{g}");
    }
}

#[test]
fn par_15_1928_the_edition_tag_is_read_and_the_command_line_overrides_it() {
    // Hamppe–Meitner, Vienna 1872, drawn after 18 moves by a run of checks the king could have
    // stopped: an early draw by agreement under 1928 Par. 15.D, with the facts of 15.B.
    let hamppe = |games: &[Value]| -> Vec<String> {
        let g = games
            .iter()
            .find(|g| g["white"] == "Hamppe, Carl")
            .expect("Hamppe–Meitner");
        g["findings"]
            .as_array()
            .expect("findings")
            .iter()
            .map(|f| f["article"].as_str().unwrap_or_default().to_owned())
            .collect()
    };
    let (by_tag, _) = check(&[]);
    assert_eq!(hamppe(&by_tag), vec!["1928 15.B", "1928 15.D"]);
    // The 2023 Laws have neither rule: with --edition the tags are not read.
    let (modern, _) = check(&["--edition", "fide-2023"]);
    assert!(hamppe(&modern).is_empty(), "{:?}", hamppe(&modern));
}

/// `arbiter convert ARGS FILE`: its standard output.
fn convert(args: &[&str], file: &std::path::Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("convert")
        .args(args)
        .arg(file)
        .output()
        .expect("arbiter runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

#[test]
fn art_5_1930_the_corpus_in_descriptive_notation_is_written_and_read_back() {
    let algebraic = convert(&["--to", "en"], &corpus());
    for language in ["descriptive-en", "descriptive-fr"] {
        // Written as the stored files have it (1930 Art. 5.3, 1928 Par. 5)...
        let written = convert(&["--to", language], &corpus());
        let stored = corpus().with_file_name(format!("historical.{language}.pgn"));
        let kept = std::fs::read_to_string(&stored).expect("stored descriptive corpus");
        assert_eq!(written, kept, "{language}");
        // ...and read back to the same moves, tags and results.
        let back = convert(&["--from", language, "--to", "en"], &stored);
        assert_eq!(back, algebraic, "{language}");
    }
}
