//! Cross-checks `arbiter status` against python-chess 1.11.2.
//!
//! Runs `bench/crosscheck.py`, which plays seeded random games (biased towards
//! repetitions and long quiet stretches, plus Chess960 and few-piece starts),
//! sends every sampled prefix to one `arbiter status` process and compares the
//! legal moves, FEN, check/mate/stalemate and the FIDE Art. 9.2 / 9.3 / 9.6
//! flags with python-chess.
//!
//! The test fails (it does not skip) when python3 or python-chess is missing.

use std::path::PathBuf;
use std::process::Command;

const INSTALL_HINT: &str = "pip install chess==1.11.2";

/// The workspace root, two levels above this crate's manifest.
fn workspace_root() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

/// Fails with an actionable message unless python3 can import python-chess.
fn require_python_chess() {
    let probe = Command::new("python3")
        .args(["-c", "import chess; print(chess.__version__)"])
        .output();
    match probe {
        Err(err) => panic!(
            "python3 is required for this test but could not be started ({err}); \
             install Python 3 and then: {INSTALL_HINT}"
        ),
        Ok(out) if !out.status.success() => panic!(
            "python-chess is not installed for python3; run: {INSTALL_HINT}\n{}",
            String::from_utf8_lossy(&out.stderr)
        ),
        Ok(out) => {
            let version = String::from_utf8_lossy(&out.stdout).trim().to_owned();
            if version != "1.11.2" {
                eprintln!(
                    "warning: python-chess {version} found; the cross-check was \
                     written against 1.11.2 ({INSTALL_HINT})"
                );
            }
        }
    }
}

#[test]
fn art_9_2_and_9_3_flags_agree_with_python_chess() {
    require_python_chess();
    let root = workspace_root();
    let output = Command::new("python3")
        .arg("bench/crosscheck.py")
        .args(["--games", "60", "--seed", "7", "--arbiter"])
        .arg(env!("CARGO_BIN_EXE_arbiter"))
        .current_dir(&root)
        .output()
        .expect("failed to run python3 bench/crosscheck.py");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    if !stderr.is_empty() {
        eprintln!("{stderr}");
    }
    assert!(
        output.status.success(),
        "bench/crosscheck.py reported disagreements with python-chess ({}); \
         see the output above. If python-chess is missing: {INSTALL_HINT}",
        output.status
    );
}
