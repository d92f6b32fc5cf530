//! Running the real `arbiter` binary in tests.

use std::{
    io::Write,
    path::PathBuf,
    process::{Command, Output, Stdio},
};

/// A file of the shared test data (`../shared/data/PATH` beside the checkout), or `None` after
/// saying plainly that the test leaves it out, on a clone without that folder.
pub fn shared_data(path: &str) -> Option<PathBuf> {
    let full = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/data")
        .join(path);
    if full.exists() {
        Some(full)
    } else {
        eprintln!("left out: ../shared/data/{path} not found");
        None
    }
}

/// Runs `arbiter ARGS` with `stdin` as its standard input.
pub fn arbiter(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("arbiter runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    child.wait_with_output().expect("arbiter finishes")
}

/// What `arbiter game` wrote on standard output, after checking that it succeeded: the states
/// (the lines that are JSON objects) and the other lines as written (the PGN of `--pgn`).
pub fn states_and_rest(out: &Output) -> (Vec<serde_json::Value>, String) {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let mut states = Vec::new();
    let mut rest = String::new();
    for line in text.lines() {
        match serde_json::from_str::<serde_json::Value>(line) {
            Ok(v) if v.is_object() => states.push(v),
            _ => {
                rest.push_str(line);
                rest.push('\n');
            }
        }
    }
    (states, rest)
}

/// A player record of a small TRF: number, points, rounds (`(opponent, colour, result)`,
/// opponent 0 for none).
pub fn player_line(n: u16, points: &str, games: &[(u16, char, char)]) -> String {
    let mut line = format!(
        "001 {n:>4}      Test{n:04} Player{n:04}               {:>4}                             {points} {n:>4}",
        2600 - 100 * n
    );
    for (o, c, r) in games {
        let o = if *o == 0 {
            "0000".to_owned()
        } else {
            format!("{o:>4}")
        };
        line.push_str(&format!("  {o} {c} {r}"));
    }
    line + "\n"
}
