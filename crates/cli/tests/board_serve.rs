//! End to end (issue 23, "What it must show": the simulator on a pseudo-terminal drives
//! `arbiter serve`): the real binary is started with `--board LINK`, LINK a symbolic link to a
//! pseudo-terminal (Python's `pty`, from the standard library) on which the simulated DGT board
//! writes its bytes with its own timing (a scan every 225 ms, a clock message at each press).
//! The arbiter attaches the device to a game over the board (`POST /api/games/{id}/board
//! {"device": LINK}`), and everything is checked over HTTP, as a client sees it:
//! `GET /api/games/{id}` (the moves, completed at the press, Art. 6.2.1), `GET
//! /api/games/{id}/board` (the touched piece and what it binds to, Art. 4.3.1; the squares to
//! put right after a displaced piece, Art. 7.6), and the game's NDJSON stream (its board lines).
//!
//! The board is unplugged by closing the pseudo-terminal (the server's read fails, as on a
//! real USB board pulled out) and plugged back by opening a new one behind the same link: the
//! server opens it again, asks for a dump, and the game goes on with nothing lost (Art. 12.1:
//! the arbiter decides what happened meanwhile).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use base64::Engine as _;
use eboard::simulate::{Hand, Simulator};
use futures_util::StreamExt;
use serde_json::{Value, json};
use shakmaty::{Chess, Position, Square, san::San};

use crate::server::{create, start_with, view};

/// The board's side of the pseudo-terminal, driven line by line from stdin:
/// - `host`: wait for the host's three commands (dump, clock, updates), then answer `asked`;
/// - `at T BASE64`: write the bytes at the simulator's time T ms (the pause since the previous
///   `at` slept, so the board's timing is kept);
/// - `sync`: answer `synced` once everything before is written (the next `at` is not delayed);
/// - `unplug`: close the pseudo-terminal and remove the link, answer `unplugged`;
/// - `replug`: open a new pseudo-terminal behind the same link, answer `replugged`.
const BOARD: &str = r#"
import base64, os, pty, sys, time, tty
link = sys.argv[1]
master = slave = None
def plug():
    global master, slave
    master, slave = pty.openpty()
    tty.setraw(slave)
    os.symlink(os.ttyname(slave), link + ".new")
    os.replace(link + ".new", link)
def say(word):
    print(word, flush=True)
plug()
say("plugged")
previous = None
for line in sys.stdin:
    word = line.split()
    if not word:
        continue
    if word[0] == "host":
        got = b""
        while len(got) < 3:
            got += os.read(master, 16)
        previous = None
        say("asked")
    elif word[0] == "at":
        t = int(word[1])
        if previous is not None and t > previous:
            time.sleep((t - previous) / 1000)
        previous = t
        os.write(master, base64.b64decode(word[2]))
    elif word[0] == "sync":
        previous = None
        say("synced")
    elif word[0] == "unplug":
        os.unlink(link)
        os.close(slave)
        os.close(master)
        say("unplugged")
    elif word[0] == "replug":
        plug()
        say("replugged")
"#;

/// What the board's driver does at a checkpoint of the script.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    Sync,
    Unplug,
    Replug,
}

/// The simulated board: the Python process, its stdin, and its answers.
struct Board {
    child: Child,
    stdin: ChildStdin,
    said: std::sync::mpsc::Receiver<String>,
}

impl Drop for Board {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Board {
    fn start(link: &str) -> Board {
        let mut child = Command::new("python3")
            .args(["-c", BOARD, link])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("python3 runs");
        let stdin = child.stdin.take().expect("stdin");
        let out = child.stdout.take().expect("stdout");
        let (tx, said) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut board = Board { child, stdin, said };
        board.expect("plugged");
        board
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("the board reads");
        self.stdin.flush().expect("flush");
    }

    /// Waits (the bytes are written at the simulator's pace) for the board's answer.
    fn expect(&mut self, word: &str) {
        let got = self
            .said
            .recv_timeout(Duration::from_secs(60))
            .unwrap_or_else(|e| panic!("the board did not answer {word:?}: {e}"));
        assert_eq!(got, word);
    }

    /// Writes the chunks, then `sync`, and waits until they are all written.
    fn write(&mut self, chunks: &[(u64, Vec<u8>)]) {
        for (t, bytes) in chunks {
            let line = format!(
                "at {t} {}",
                base64::engine::general_purpose::STANDARD.encode(bytes)
            );
            self.send(&line);
        }
        self.send("sync");
        self.expect("synced");
    }
}

/// The hands play `san` in `pos` the ordinary way (lift, put down, press: Art. 4.7, 6.2.1).
fn play(sim: &mut Simulator, pos: &mut Chess, san: &str) {
    let m = san
        .parse::<San>()
        .expect("SAN")
        .to_move(pos)
        .expect("legal");
    sim.play_move(pos, m);
    pos.play_unchecked(m);
}

/// The lines of the game's stream, read on their own task as they come.
fn follow(client: reqwest::Client, url: String) -> Arc<Mutex<Vec<Value>>> {
    let lines = Arc::new(Mutex::new(Vec::new()));
    let into = Arc::clone(&lines);
    tokio::spawn(async move {
        let response = client.get(url).send().await.expect("the stream answers");
        let mut body = response.bytes_stream();
        let mut pending = String::new();
        while let Some(Ok(chunk)) = body.next().await {
            pending.push_str(&String::from_utf8_lossy(&chunk));
            while let Some(i) = pending.find('\n') {
                let line: String = pending.drain(..=i).collect();
                if let Ok(v) = serde_json::from_str::<Value>(&line) {
                    into.lock().unwrap_or_else(|p| p.into_inner()).push(v);
                }
            }
        }
    });
    lines
}

async fn board_view(client: &reqwest::Client, base: &str, id: &str) -> Value {
    let response = client
        .get(format!("{base}/api/games/{id}/board"))
        .send()
        .await
        .expect("the board answers");
    assert_eq!(response.status(), 200);
    response.json().await.expect("json")
}

/// Polls `GET /api/games/{id}` and `GET /api/games/{id}/board` until `done` holds (or 30 s),
/// and answers both.
async fn until(
    client: &reqwest::Client,
    base: &str,
    id: &str,
    what: &str,
    done: impl Fn(&Value, &Value) -> bool,
) -> (Value, Value) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let game = view(client, base, id).await;
        let board = board_view(client, base, id).await;
        if done(&game, &board) {
            return (game, board);
        }
        assert!(
            Instant::now() < deadline,
            "{what}: not within 30 s\ngame: {game}\nboard: {board}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn moves(game: &Value) -> Vec<String> {
    game["moves"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|m| m.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

/// Art. 6.2.1, 4.3.1, 7.6, 12.1: a short game played on a simulated DGT board on a
/// pseudo-terminal, read by the real `arbiter serve`: the moves arrive at their presses, a
/// touched knight binds and is shown, a displaced pawn gives the squares to put right until it
/// is back, and the board unplugged and plugged back loses nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dgt_board_on_a_pseudo_terminal_drives_arbiter_serve() {
    if !Command::new("python3")
        .args(["-c", "import pty"])
        .output()
        .is_ok_and(|o| o.status.success())
    {
        eprintln!("left out: python3 with its pty module not found");
        return;
    }
    // The script of hands, cut at checkpoints where the test looks.
    let mut pos = Chess::default();
    let mut sim = Simulator::new(&pos);
    let mut marks: Vec<(u64, Mark)> = Vec::new();
    for san in ["e4", "e5", "Nf3"] {
        play(&mut sim, &mut pos, san);
    }
    sim.act(Hand::Wait(600));
    marks.push((sim.now(), Mark::Sync));
    // Art. 4.3.1: Black lifts the knight on b8 and puts it back: a touch, which binds.
    sim.act(Hand::Lift(Square::B8));
    sim.act(Hand::Place(Square::B8));
    sim.act(Hand::Wait(600));
    marks.push((sim.now(), Mark::Sync));
    play(&mut sim, &mut pos, "Nc6");
    sim.act(Hand::Wait(600));
    // Art. 7.6 (7.4.1): the pawn on h7 knocked to h6, and left there.
    sim.act(Hand::Lift(Square::H7));
    sim.act(Hand::Place(Square::H6));
    sim.act(Hand::Wait(600));
    marks.push((sim.now(), Mark::Sync));
    sim.act(Hand::Lift(Square::H6));
    sim.act(Hand::Place(Square::H7));
    sim.act(Hand::Wait(600));
    play(&mut sim, &mut pos, "Bb5");
    sim.act(Hand::Wait(600));
    marks.push((sim.now(), Mark::Sync));
    // Art. 12.1: the board unplugged, then plugged back (the host asks for a dump).
    sim.act(Hand::Unplug);
    marks.push((sim.now(), Mark::Unplug));
    sim.act(Hand::Wait(1000));
    marks.push((sim.now(), Mark::Replug));
    sim.act(Hand::Replug);
    play(&mut sim, &mut pos, "a6");
    let chunks = sim.finish();
    marks.push((u64::MAX, Mark::Sync));
    // A press each move, and a clock message at the start: the clock is sensed.
    assert!(chunks.iter().filter(|(_, b)| b[0] == 0x8d).count() >= 7);

    let dir = tempfile::tempdir().expect("tempdir");
    let link = dir.path().join("dgt-board").display().to_string();
    let db = dir.path().join("games.db").display().to_string();
    let mut board = Board::start(&link);
    let server = start_with(&db, &["--board", &link]);
    let base = server.base.clone();
    let client = reqwest::Client::new();
    let game = create(
        &client,
        &base,
        r#"{"config":{"mode":"otb","time_control":"5400+30"}}"#,
    )
    .await;
    let id = game.id.clone();
    let stream = follow(client.clone(), format!("{base}/api/games/{id}/stream"));
    let attached = client
        .post(format!("{base}/api/games/{id}/board"))
        .bearer_auth(&game.arbiter)
        .json(&json!({ "device": link }))
        .send()
        .await
        .expect("attach answers");
    assert_eq!(attached.status(), 200);
    // The arbiter starts the clock (Art. 6.6): a board never starts the game (issue 34).
    let started = client
        .post(format!("{base}/api/games/{id}/events"))
        .bearer_auth(&game.arbiter)
        .json(&json!({"type": "start"}))
        .send()
        .await
        .expect("start answers");
    assert_eq!(started.status(), 200);
    board.send("host");
    board.expect("asked");

    let mut rest = chunks.as_slice();
    let mut segments = marks.iter().map(|&(until_t, mark)| {
        let n = rest.iter().take_while(|(t, _)| *t < until_t).count();
        let (now, later) = rest.split_at(n);
        rest = later;
        (now.to_vec(), mark)
    });
    let mut next = || segments.next().expect("a segment");

    // 1. e4 e5 2. Nf3, each at its press (Art. 6.2.1), once the arbiter started the game.
    let (chunk, _) = next();
    board.write(&chunk);
    let (g, b) = until(&client, &base, &id, "three moves", |g, _| {
        moves(g).len() == 3
    })
    .await;
    assert_eq!(moves(&g), ["e2e4", "e7e5", "g1f3"]);
    assert_eq!(g["state"]["started"], true, "{g}");
    assert_eq!(b["source"], "device");
    assert_eq!(b["device"], link.as_str());
    assert_eq!(b["connected"], true);
    assert!(b["clock"]["left_ms"].is_u64(), "the clock's reading: {b}");

    // Art. 4.3.1: the knight lifted and put back is touched, and binds Black to move it.
    let (chunk, _) = next();
    board.write(&chunk);
    let (g, b) = until(&client, &base, &id, "the touch", |_, b| {
        b["touched"].as_array().is_some_and(|t| !t.is_empty())
    })
    .await;
    assert_eq!(b["touched"], json!([{"square": "b8", "piece": "n"}]), "{b}");
    assert_eq!(b["binds"]["rule"], "move", "{b}");
    assert_eq!(b["binds"]["square"], "b8");
    assert_eq!(b["binds"]["article"], "4.3.1");
    assert_eq!(b["to_move"], "black");
    assert_eq!(moves(&g).len(), 3, "a touch is not a move: {g}");

    // 2... Nc6 honours the touch; then the pawn on h7 is knocked to h6: once the board has
    // settled, the squares to put right (Art. 7.6), on nobody's time (the arbiter decides).
    let (chunk, _) = next();
    board.write(&chunk);
    let (g, b) = until(&client, &base, &id, "the squares to put right", |_, b| {
        b["restore"].as_array().is_some_and(|r| !r.is_empty())
    })
    .await;
    assert_eq!(moves(&g), ["e2e4", "e7e5", "g1f3", "b8c6"]);
    assert_eq!(b["restore_article"], "7.6", "{b}");
    let restore = b["restore"].as_array().expect("restore");
    assert_eq!(restore.len(), 2, "{b}");
    assert!(
        restore.contains(&json!({"square": "h7", "piece": "p"})),
        "{b}"
    );
    assert!(
        restore.contains(&json!({"square": "h6", "piece": null})),
        "{b}"
    );
    // The lift of h7 is White's touch of a pawn no move can capture (Art. 4.3.2, 4.5: it
    // binds to nothing); whose hand knocked it no sensor knows (7.4.1).
    assert_eq!(b["touched"], json!([{"square": "h7", "piece": "p"}]), "{b}");

    // The pawn put back (the board restored), then 3. Bb5.
    let (chunk, _) = next();
    board.write(&chunk);
    let (g, b) = until(&client, &base, &id, "3. Bb5", |g, _| moves(g).len() == 5).await;
    assert_eq!(moves(&g)[4], "f1b5");
    assert_eq!(b["restore"], json!([]), "{b}");
    let fen_before = g["state"]["fen"].clone();
    assert!(fen_before.is_string(), "{g}");
    let board_before = b["board"].clone();

    // Unplugged: the server's read fails; the board is shown disconnected, the game intact.
    let (chunk, mark) = next();
    assert_eq!(mark, Mark::Unplug);
    board.write(&chunk);
    board.send("unplug");
    board.expect("unplugged");
    let (g, _) = until(&client, &base, &id, "the board disconnected", |_, b| {
        b["connected"] == false
    })
    .await;
    assert_eq!(
        g["state"]["fen"], fen_before,
        "nothing lost while unplugged"
    );
    assert_eq!(moves(&g).len(), 5);

    // Plugged back behind the same link: the server opens it again and asks for a dump.
    let (chunk, mark) = next();
    assert_eq!(mark, Mark::Replug);
    assert!(chunk.is_empty(), "an unplugged board sends nothing");
    board.send("replug");
    board.expect("replugged");
    board.send("host");
    board.expect("asked");
    let (chunk, _) = next();
    board.write(&chunk);
    let (g, b) = until(
        &client,
        &base,
        &id,
        "3... a6 after the board came back",
        |g, _| moves(g).len() == 6,
    )
    .await;
    assert_eq!(moves(&g), ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"]);
    assert_eq!(b["connected"], true, "{b}");
    assert_ne!(b["board"], board_before, "the board follows a6");
    assert_eq!(
        b["board"].as_str(),
        g["state"]["fen"].as_str().and_then(|f| f.split(' ').next()),
        "the board is the game's"
    );
    assert_eq!(b["refused"], json!([]), "{b}");

    // The stream carried it all as it happened: each move's state, and the board's lines.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let lines = stream.lock().unwrap_or_else(|p| p.into_inner()).clone();
    let plies: Vec<u64> = lines
        .iter()
        .filter(|l| l.get("fen").is_some())
        .filter_map(|l| l["ply"].as_u64())
        .collect();
    for ply in 1..=6 {
        assert!(plies.contains(&ply), "ply {ply} on the stream: {plies:?}");
    }
    let boards: Vec<&Value> = lines.iter().filter(|l| l["type"] == "board").collect();
    let decided = |code: &str| -> Vec<&Value> {
        boards
            .iter()
            .flat_map(|l| l["decisions"].as_array().into_iter().flatten())
            .filter(|d| d["type"] == code)
            .collect()
    };
    assert!(
        boards.iter().any(|l| l["touched"][0]["square"] == "b8"),
        "the touch on the stream"
    );
    assert!(
        boards.iter().any(|l| l["restore_article"] == "7.6"
            && l["restore"].as_array().is_some_and(|r| r.len() == 2)),
        "the squares to put right on the stream"
    );
    let completed: Vec<&str> = decided("move_completed")
        .iter()
        .filter_map(|d| d["uci"].as_str())
        .collect();
    assert_eq!(
        completed,
        ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"],
        "each move completed at its press (Art. 6.2.1)"
    );
    assert!(
        decided("move_completed")
            .iter()
            .all(|d| d["article"] == "6.2.1")
    );
    assert_eq!(decided("touch_move_breach").len(), 0);
    assert_eq!(decided("board_mismatch").len(), 1);
    assert_eq!(decided("board_restored").len(), 1);
    let gone = decided("board_disconnected");
    assert_eq!(gone.len(), 1, "one disconnection");
    assert_eq!(gone[0]["article"], "12.1");
    let back = decided("board_reconnected");
    assert_eq!(back.len(), 1, "one reconnection");
    assert_eq!(back[0]["same"], true, "the board as the game left it");
    assert!(
        boards.iter().any(|l| l["connected"] == false),
        "the disconnection shown on the stream"
    );
    drop(server);
    drop(board);
}
