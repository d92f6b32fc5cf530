//! A real lichess client plays on `arbiter serve`: berserk 0.13.2 (`pip install berserk==0.13.2`)
//! with only its base URL changed. The test fails, never skips, when python3 or berserk is
//! missing.

use std::io::{BufRead, BufReader};
use std::process::{Child, ChildStdout, Command, Stdio};

use serde_json::Value;

/// The server, killed when the test ends however it ends; its stdout is held open.
struct Server {
    child: Child,
    _stdout: BufReader<ChildStdout>,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `arbiter serve` on a free port; its base URL, from the first line it prints.
fn serve(db: &std::path::Path) -> (Server, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["serve", "--addr", "127.0.0.1:0", "--db"])
        .arg(db)
        .args(["--rate", "10000", "--burst", "10000"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("arbiter serve starts");
    let mut stdout = BufReader::new(child.stdout.take().expect("its stdout"));
    let mut first = String::new();
    stdout.read_line(&mut first).expect("the first line");
    let server = Server {
        child,
        _stdout: stdout,
    };
    let base = first
        .trim()
        .strip_prefix("listening on ")
        .unwrap_or_else(|| panic!("not the listening line: {first:?}"))
        .to_owned();
    (server, base)
}

#[test]
fn berserk_plays_fools_mate_through_the_board_api() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (_server, base) = serve(&dir.path().join("g.db"));
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let created: Value = runtime.block_on(async {
        let response = reqwest::Client::new()
            .post(format!("{base}/api/games"))
            .json(&serde_json::json!({
                "config": {"time_control": "300+0", "white": "Alice", "black": "Bob"},
                "start": true,
            }))
            .send()
            .await
            .expect("the server answers");
        assert_eq!(response.status().as_u16(), 201);
        response.json().await.expect("a created game")
    });
    let text = |v: &Value| v.as_str().expect("a string").to_owned();
    let id = text(&created["id"]);
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/berserk_client.py");
    let output = Command::new("python3")
        .arg(script)
        .args([
            &base,
            &id,
            &text(&created["tokens"]["white"]),
            &text(&created["tokens"]["black"]),
        ])
        .output()
        .expect("python3 is required for this test (with `pip install berserk==0.13.2`)");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "berserk_client.py failed ({}):\n{stdout}\n{stderr}",
        output.status
    );
    let summary: Value = serde_json::from_str(stdout.trim())
        .unwrap_or_else(|e| panic!("not a JSON summary ({e}): {stdout}\n{stderr}"));
    assert_eq!(summary["failures"], serde_json::json!([]), "{summary}");
    assert_eq!(summary["account"]["id"], format!("{id}-white"));
    assert_eq!(summary["account"]["username"], "Alice");
    assert_eq!(summary["black_account"]["id"], format!("{id}-black"));
    assert_eq!(
        summary["event"],
        serde_json::json!({"type": "gameStart", "color": "black"})
    );
    assert_eq!(summary["refused"]["status"], 409, "a move out of turn");
    assert_eq!(
        summary["refused"]["cause"]["error"]["code"],
        "not_your_turn"
    );
    let types = summary["types"].as_array().expect("the stream's types");
    assert_eq!(types.first(), Some(&Value::from("gameFull")));
    assert!(types.len() >= 2 && types[1..].iter().all(|t| t == "gameState"));
    assert_eq!(summary["full"]["id"], id.as_str());
    assert_eq!(summary["full"]["white"], "Alice");
    assert_eq!(summary["full"]["initialFen"], "startpos");
    assert_eq!(summary["full"]["speed"], "blitz");
    assert_eq!(
        summary["final"],
        serde_json::json!({"status": "mate", "winner": "black", "moves": "f2f3 e7e5 g2g4 d8h4"})
    );
}
