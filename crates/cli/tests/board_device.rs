//! `arbiter board --device`: a simulated DGT board on a pseudo-terminal (Python's `pty`, from
//! the standard library) drives the live game; the board's bytes arrive as a real board sends
//! them, with the simulator's timing, and the game's states come out as they happen.

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::arbiter;

/// Opens a pseudo-terminal, prints the device's path, waits for the host's three commands,
/// then writes each base64 line of stdin's bytes 30 ms apart, and keeps the device open.
const BOARD: &str = r#"
import base64, os, pty, sys, time, tty
master, slave = pty.openpty()
tty.setraw(slave)
print(os.ttyname(slave), flush=True)
got = b""
while len(got) < 3:
    got += os.read(master, 16)
for line in sys.stdin.read().split():
    os.write(master, base64.b64decode(line))
    time.sleep(0.03)
time.sleep(30)
"#;

#[test]
fn a_simulated_board_on_a_pseudo_terminal_plays_the_game_live() {
    if Command::new("python3")
        .arg("-c")
        .arg("import pty")
        .output()
        .is_err()
    {
        eprintln!("left out: python3 not found");
        return;
    }
    let bytes = arbiter(
        &["board", "simulate", "--bytes", "-"],
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n",
    );
    assert!(bytes.status.success());
    let mut board = Command::new("python3")
        .args(["-c", BOARD])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    board
        .stdin
        .take()
        .expect("stdin")
        .write_all(&bytes.stdout)
        .expect("write");
    let mut lines = BufReader::new(board.stdout.take().expect("stdout")).lines();
    let tty = lines.next().expect("a path").expect("utf-8");
    let mut live = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["board", "--device", &tty])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("arbiter runs");
    let (tx, rx) = std::sync::mpsc::channel();
    let out = live.stdout.take().expect("stdout");
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut fens = Vec::new();
    while fens.len() < 6 && Instant::now() < deadline {
        if let Ok(line) = rx.recv_timeout(Duration::from_millis(200)) {
            let state: serde_json::Value = serde_json::from_str(&line).expect("a JSON state");
            let fen = state["fen"].as_str().expect("fen").to_owned();
            // A touch (Art. 4.3) gives a state with the same position: one a move is kept.
            if fens.last() != Some(&fen) {
                fens.push(fen);
            }
        }
    }
    // The process runs until stopped: stop it, and the board.
    let _ = live.kill();
    let _ = live.wait();
    let _ = board.kill();
    let _ = board.wait();
    assert_eq!(fens.len(), 6, "{fens:?}");
    assert_eq!(
        fens[5],
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
    );
}
