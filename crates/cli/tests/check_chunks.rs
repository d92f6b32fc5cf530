//! `arbiter check` shares a file out to its threads in chunks of whole games: what it prints
//! must not depend on the chunks, the threads, or whether the games come from a file or from
//! stdin (notation issue: one JSON line per game, errors with their line and column).

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Output;

use common::arbiter;
use serde_json::Value;

/// A game with an illegal move (Art. 3.8: the king moves one square) on its last line.
const BAD_GAME: &str = "[Event \"bad\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n\n";

/// About `bytes` of the corpus's random games, cut at a game boundary.
fn corpus(bytes: usize) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/check/random.pgn");
    let text = std::fs::read_to_string(path).expect("corpus");
    let cut = text[bytes.min(text.len())..]
        .find("\n\n[")
        .map_or(text.len(), |at| bytes + at + 2);
    text[..cut].to_owned()
}

/// A file in the system's temporary directory, removed when dropped.
struct TempFile(PathBuf);

impl TempFile {
    fn new(name: &str, bytes: &[u8]) -> TempFile {
        let path = std::env::temp_dir().join(format!("arbiter-{}-{name}", std::process::id()));
        std::fs::write(&path, bytes).expect("write temp file");
        TempFile(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().expect("UTF-8 temp path")
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn json_lines(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

/// The 1-based line of the `n`th occurrence of `needle` in `text`.
fn line_of(text: &str, needle: &str, n: usize) -> usize {
    let (at, _) = text.match_indices(needle).nth(n).expect("needle");
    text[..at].matches('\n').count() + 1
}

#[test]
fn errors_keep_their_line_whatever_the_chunks_and_threads() {
    // Several chunks of at least 64 KiB each, a bad game in the middle and one at the end.
    let half = corpus(200_000);
    let rest = corpus(420_000)[half.len()..].to_owned();
    let text = format!("{half}{BAD_GAME}{rest}{BAD_GAME}");
    let file = TempFile::new("chunks.pgn", text.as_bytes());
    // The bad game's movetext is three lines below its first tag.
    let expected = [
        line_of(&text, "[Event \"bad\"]", 0) + 3,
        line_of(&text, "[Event \"bad\"]", 1) + 3,
    ];
    let by_file = arbiter(&["check", "--jobs", "3", file.path()], "");
    assert_eq!(by_file.status.code(), Some(1), "invalid games: exit 1");
    let lines = json_lines(&by_file);
    let errors: Vec<(u64, u64)> = lines
        .iter()
        .filter(|l| !l["error"].is_null())
        .map(|l| {
            (
                l["error"]["line"].as_u64().expect("line"),
                l["error"]["column"].as_u64().expect("column"),
            )
        })
        .collect();
    assert_eq!(
        errors,
        [(expected[0] as u64, 13), (expected[1] as u64, 13)],
        "the illegal king move, placed in the whole file"
    );
    assert_eq!(
        lines.len(),
        text.matches("\n\n[").count() + 1,
        "one line per game"
    );
    let one_thread = arbiter(&["check", "--jobs", "1", file.path()], "");
    assert_eq!(one_thread.stdout, by_file.stdout, "one thread or three");
    let from_stdin = arbiter(&["check", "--jobs", "2", "-"], &text);
    assert_eq!(from_stdin.stdout, by_file.stdout, "a file or stdin");
}

#[test]
fn a_file_that_is_not_utf8_is_read_whole_as_latin1() {
    // A Latin-1 `é` (one byte, not UTF-8) in a tag of a game far into the file.
    let half = corpus(150_000);
    let rest = corpus(300_000)[half.len()..].to_owned();
    let mut bytes = half.into_bytes();
    bytes
        .extend_from_slice(b"[Event \"Cr\xe9teil\"]\n[White \"A\"]\n[Result \"*\"]\n\n1. e4 *\n\n");
    bytes.extend_from_slice(rest.as_bytes());
    let file = TempFile::new("latin1.pgn", &bytes);
    let out = arbiter(&["check", "--jobs", "2", file.path()], "");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.matches("read as Latin-1").count(), 1, "{stderr}");
    let lines = json_lines(&out);
    assert!(lines.iter().all(|l| l["valid"] == true));
    let one_thread = arbiter(&["check", "--jobs", "1", file.path()], "");
    assert_eq!(one_thread.stdout, out.stdout, "one thread or two");
    // Read on from the first chunk that is not UTF-8 (issue 36: the chunks before it are
    // written as they are checked): the note names the line of the whole file, and every game
    // reads as in the whole file read as Latin-1 (here, the same text written in UTF-8).
    let line = bytes[..bytes
        .iter()
        .position(|&b| b == 0xe9)
        .expect("the Latin-1 byte")]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1;
    assert!(
        stderr.contains(&format!("(line {line})")),
        "line {line}: {stderr}"
    );
    let text = String::from_utf8_lossy(&bytes).replace('\u{fffd}', "é");
    let utf8 = TempFile::new("latin1-as-utf8.pgn", text.as_bytes());
    for jobs in ["1", "2"] {
        let as_utf8 = arbiter(&["check", "--jobs", jobs, utf8.path()], "");
        assert!(
            String::from_utf8_lossy(&as_utf8.stderr)
                .matches("Latin-1")
                .count()
                == 0
        );
        assert_eq!(as_utf8.stdout, out.stdout, "{jobs} jobs");
    }
}
