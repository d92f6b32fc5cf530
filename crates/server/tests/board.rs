//! An electronic board attached to a game over the board (issue 23, point 5): a simulated DGT
//! board's bytes, posted as base64 lines or read from a pseudo-terminal, play the game; the
//! sensor journal replays to the same decisions; the board's view shows the touched piece, what
//! it binds the player to, the squares to put right and the clock.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use base64::Engine as _;
use eboard::simulate::{Hand, Simulator};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use server::Options;
use shakmaty::{Chess, Color, Position, Square, san::San};
use tower::ServiceExt;

use crate::common::*;

const OTB: &str = r#"{"config":{"mode":"otb","time_control":"5400+30"}}"#;

fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// The simulator's bytes, posted as its timing says: the bytes of one moment in one request,
/// the pauses between moments slept (a live relay at the table does the same).
pub(crate) async fn relay(app: &Router, id: &str, token: &str, chunks: &[(u64, Vec<u8>)]) -> Value {
    let mut last = Value::Null;
    let mut previous: Option<u64> = None;
    let mut i = 0;
    while i < chunks.len() {
        let t = chunks[i].0;
        let mut lines = Vec::new();
        while i < chunks.len() && chunks[i].0 == t {
            lines.push(b64(&chunks[i].1));
            i += 1;
        }
        if let Some(p) = previous {
            tokio::time::sleep(Duration::from_millis(t.saturating_sub(p))).await;
        }
        previous = Some(t);
        let body = json!({ "lines": lines }).to_string();
        let (status, answer) = call(
            app,
            Method::POST,
            &format!("/api/games/{id}/board"),
            Some(token),
            Some(&body),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        last = answer;
    }
    last
}

/// An over-the-board game whose board the arbiter attached for White's token to relay, then
/// started (issue 34: a seat relays only a board the arbiter attached naming it, and a board
/// never starts a game: the arbiter starts the clock, Art. 6.6).
async fn relayed(app: &Router) -> Created {
    let game = create(app, OTB).await;
    let (status, body) = call(
        app,
        Method::POST,
        &format!("/api/games/{}/board", game.id),
        Some(&game.arbiter),
        Some(r#"{"relay":"white"}"#),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["relay"], "white", "{body}");
    let (status, body) = send(app, &game, &game.arbiter, r#"{"type":"start"}"#).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    game
}

/// A simulator that plays `sans` from the start by hand, pressing after each.
pub(crate) fn played(sans: &[&str]) -> Simulator {
    let mut pos = Chess::default();
    let mut sim = Simulator::new(&pos);
    for san in sans {
        let m = san
            .parse::<San>()
            .expect("SAN")
            .to_move(&pos)
            .expect("legal");
        sim.play_move(&pos, m);
        pos.play_unchecked(m);
    }
    sim
}

async fn board_view(app: &Router, id: &str) -> (StatusCode, Value) {
    call(
        app,
        Method::GET,
        &format!("/api/games/{id}/board"),
        None,
        None,
    )
    .await
}

/// Art. 6.2.1, 2.3: once the arbiter started the game (Art. 6.6), each move completed at the press
/// is the player's `move` (after the `touch` of its lift, Art. 4.3), stamped with the press's time; the sensor journal, replayed, gives
/// the same decisions. On SQLite and in memory.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn art_6_2_1_a_boards_bytes_play_the_game_and_its_journal_replays() {
    for backend in [Backend::Memory, Backend::Sqlite] {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = relayed(&app).await;
        let sim = played(&["e4", "e5", "Nf3"]);
        let chunks = sim.finish();
        let last = relay(&app, &game.id, &game.white, &chunks).await;
        assert_eq!(last["type"], "board", "{last}");
        let v = view(&app, &game.id).await;
        assert_eq!(v["moves"], json!(["e2e4", "e7e5", "g1f3"]), "{v}");
        assert!(v["state"]["started"].as_bool().unwrap_or(false));
        // The game's journal: the start, then the three moves at their presses' times.
        let stored = fx.store.load(&game.id).await.expect("stored");
        let kinds: Vec<String> = stored
            .events
            .iter()
            .map(|e| {
                serde_json::to_value(e).expect("json")["type"]
                    .as_str()
                    .unwrap_or("")
                    .to_owned()
            })
            .collect();
        // Each move's lift is the player's `touch` first (Art. 4.3, decided by the game).
        assert_eq!(
            kinds,
            ["start", "touch", "move", "touch", "move", "touch", "move"],
            "{backend:?}"
        );
        // The sensor journal replays to the same decisions, and its completed moves are the
        // game's moves with the same times.
        let rows = fx.store.sensors(&game.id).await.expect("sensor rows");
        assert_eq!(rows[0].kind, "attach");
        assert!(rows.len() > 3, "{}", rows.len());
        let (session, differ) =
            server::board::replay(&rows, laws::Edition::Fide2023).expect("replays");
        assert!(session.is_some());
        assert!(differ.is_empty(), "rows replaying otherwise: {differ:?}");
        let completed: Vec<(u64, String)> = rows
            .iter()
            .flat_map(|r| serde_json::from_str::<Vec<Value>>(&r.decisions).expect("json"))
            .filter(|d| d["type"] == "move_completed")
            .map(|d| {
                (
                    d["t"].as_u64().expect("t"),
                    d["uci"].as_str().expect("uci").to_owned(),
                )
            })
            .collect();
        let moves: Vec<(u64, String)> = stored
            .events
            .iter()
            .filter_map(|e| {
                let v = serde_json::to_value(e).ok()?;
                (v["type"] == "move").then(|| {
                    (
                        v["t"].as_u64().unwrap_or(0),
                        v["move"].as_str().unwrap_or("").to_owned(),
                    )
                })
            })
            .collect();
        assert_eq!(completed, moves, "{backend:?}");
    }
}

/// Art. 4.3.1: a piece lifted is a touch, and binds: the board's view names it ("you must move
/// this knight"), also once it is put back; the stream carries the view as a `board` line.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn art_4_3_1_the_touched_knight_binds_and_the_stream_shows_it() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = relayed(&app).await;
    // The stream, opened before the board is attached.
    let request = Request::get(format!("/api/games/{}/stream", game.id))
        .body(Body::empty())
        .expect("request");
    let response = app.clone().oneshot(request).await.expect("stream");
    let mut body = response.into_body();
    let mut sim = Simulator::new(&Chess::default());
    sim.act(Hand::Lift(Square::G1));
    sim.act(Hand::Place(Square::G1));
    sim.act(Hand::Wait(500));
    let view = relay(&app, &game.id, &game.white, &sim.finish()).await;
    assert_eq!(
        view["touched"],
        json!([{"square": "g1", "piece": "N"}]),
        "{view}"
    );
    assert_eq!(view["binds"]["rule"], "move", "{view}");
    assert_eq!(view["binds"]["square"], "g1");
    assert_eq!(view["binds"]["article"], "4.3.1");
    assert_eq!(view["to_move"], "white");
    let (status, got) = board_view(&app, &game.id).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(got["touched"], view["touched"]);
    // The stream: the game first, then board lines; the last one shows the touch.
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut text = String::new();
    let mut seen_touch = false;
    while Instant::now() < deadline && !seen_touch {
        let frame = tokio::time::timeout(Duration::from_secs(5), body.frame()).await;
        let Ok(Some(Ok(frame))) = frame else { break };
        if let Some(data) = frame.data_ref() {
            text.push_str(&String::from_utf8_lossy(data));
        }
        seen_touch = text.lines().filter(|l| !l.is_empty()).any(|l| {
            let v: Value = serde_json::from_str(l).unwrap_or(Value::Null);
            v["type"] == "board" && v["touched"][0]["square"] == "g1"
        });
    }
    assert!(seen_touch, "{text}");
    let first: Value = serde_json::from_str(text.lines().next().unwrap_or("")).expect("json");
    assert!(
        first.get("config").is_some(),
        "the game comes first: {first}"
    );
}

/// The types of a game's journalled events, with their `by` and `square` for touches.
async fn journal(store: &server::store::Store, id: &str) -> Vec<String> {
    let stored = store.load(id).await.expect("stored");
    stored
        .events
        .iter()
        .map(|e| {
            let v = serde_json::to_value(e).expect("json");
            match v["type"].as_str().unwrap_or("") {
                "touch" => format!(
                    "touch {} {}",
                    v["by"].as_str().unwrap_or(""),
                    v["square"].as_str().unwrap_or("")
                ),
                other => other.to_owned(),
            }
        })
        .collect()
}

/// Art. 4.3.1 decided by the game: a lift is the game's `touch` (the same decision as the
/// board's, `laws::touch`), the state's `must_move` shows it, and a move that breaks it is
/// refused by the game (the 4.9 commentary: the arbiter intervenes) — the board's view lists
/// the refusal, the reconstruction goes back to the game's position and names the squares to
/// put back (a `resync` sensor row, which replays); put back, with the clock given back, the
/// knight is played. A lift seen while the move stands made on the board, before the press, is
/// held and goes to the opponent once the move is completed (his reply begun early).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn art_4_3_1_a_lift_is_the_games_touch_and_binds_the_move() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    // White lifts the knight and puts it back, then plays e4: a breach.
    let game = relayed(&app).await;
    let mut sim = Simulator::new(&Chess::default());
    sim.act(Hand::Lift(Square::G1));
    sim.act(Hand::Place(Square::G1));
    sim.act(Hand::Wait(300));
    sim.act(Hand::Lift(Square::E2));
    sim.act(Hand::Place(Square::E4));
    sim.act(Hand::Wait(300));
    sim.act(Hand::Press(Color::White));
    sim.act(Hand::Wait(500));
    let board = relay(&app, &game.id, &game.white, &sim.finish()).await;
    let v = view(&app, &game.id).await;
    assert_eq!(v["state"]["ply"], 0, "the game refused e4: {v}");
    let must = &v["state"]["must_move"];
    assert_eq!(must["rule"], "move", "{v}");
    assert_eq!(must["piece_on"], "g1");
    assert_eq!(must["article"], "4.3.1");
    assert_eq!(
        journal(&fx.store, &game.id).await,
        [
            "start",
            "touch white g1",
            "touch white e2",
            "board_mismatch"
        ]
    );
    let refused: Vec<Value> = serde_json::from_value(board["refused"].clone()).unwrap_or_default();
    assert!(
        refused
            .iter()
            .any(|r| r["code"] == "bound_move" && r["decision"] == "move_completed"),
        "{board}"
    );
    // The move does not stand: the board is to be put back to the game's position.
    assert_eq!(board["to_move"], "white", "{board}");
    assert_eq!(
        board["restore"],
        json!([{"square": "e2", "piece": "P"}, {"square": "e4", "piece": null}]),
        "{board}"
    );
    assert_eq!(v["state"]["restore"]["article"], "4.3", "{v}");
    let rows = fx.store.sensors(&game.id).await.expect("sensor rows");
    assert!(rows.iter().any(|r| r.kind == "resync"));
    let (_, differ) = server::board::replay(&rows, laws::Edition::Fide2023).expect("replays");
    assert!(differ.is_empty(), "{differ:?}");

    // Put back, and the knight played: the game goes on from the board.
    let mut sim = Simulator::new(&Chess::default());
    sim.act(Hand::Lift(Square::G1));
    sim.act(Hand::Place(Square::G1));
    sim.act(Hand::Wait(300));
    sim.act(Hand::Lift(Square::E2));
    sim.act(Hand::Place(Square::E4));
    sim.act(Hand::Wait(300));
    sim.act(Hand::Press(Color::White));
    sim.act(Hand::Wait(600));
    sim.act(Hand::Lift(Square::E4));
    sim.act(Hand::Place(Square::E2));
    sim.act(Hand::Wait(300));
    // The physical clock runs for Black since White's press: it is given back to White.
    sim.act(Hand::Press(Color::Black));
    sim.act(Hand::Wait(600));
    sim.act(Hand::Lift(Square::G1));
    sim.act(Hand::Place(Square::F3));
    sim.act(Hand::Wait(300));
    sim.act(Hand::Press(Color::White));
    sim.act(Hand::Wait(600));
    let game = relayed(&app).await;
    relay(&app, &game.id, &game.white, &sim.finish()).await;
    let v = view(&app, &game.id).await;
    assert_eq!(v["moves"], json!(["g1f3"]), "{v}");
    assert_eq!(v["state"]["restore"], Value::Null, "{v}");

    // A reply begun before the press: Black lifts e7 while e4 stands on the board unpressed,
    // and puts it on e5 once White pressed. The lift is Black's touch, never White's.
    let game = relayed(&app).await;
    let mut sim = Simulator::new(&Chess::default());
    sim.act(Hand::Lift(Square::E2));
    sim.act(Hand::Place(Square::E4));
    sim.act(Hand::Wait(300));
    sim.act(Hand::Lift(Square::E7));
    sim.act(Hand::Wait(300));
    sim.act(Hand::Press(Color::White));
    sim.act(Hand::Place(Square::E5));
    sim.act(Hand::Wait(900));
    sim.act(Hand::Press(Color::Black));
    sim.act(Hand::Wait(900));
    relay(&app, &game.id, &game.white, &sim.finish()).await;
    let v = view(&app, &game.id).await;
    assert_eq!(v["moves"], json!(["e2e4", "e7e5"]), "{v}");
    assert_eq!(
        journal(&fx.store, &game.id).await,
        ["start", "touch white e2", "move", "touch black e7", "move"]
    );
}

/// Art. 7.5.1: an illegal move completed at the press goes the game's over-the-board way (the
/// illegal move counted); the board's view names the squares to put right until they are.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn art_7_5_1_an_illegal_move_at_the_press_is_the_games_and_the_squares_to_restore_shown() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = relayed(&app).await;
    let mut sim = Simulator::new(&Chess::default());
    sim.act(Hand::Lift(Square::E2));
    sim.act(Hand::Place(Square::E5));
    sim.act(Hand::Press(Color::White));
    sim.act(Hand::Wait(800));
    relay(&app, &game.id, &game.white, &sim.finish()).await;
    // The press's grace (500 ms) passes on the server's ticks.
    tokio::time::sleep(Duration::from_millis(900)).await;
    let v = view(&app, &game.id).await;
    assert_eq!(v["state"]["illegal_moves"]["white"], 1, "{v}");
    let (_, board) = board_view(&app, &game.id).await;
    assert_eq!(board["restore_article"], "7.5.1", "{board}");
    let restore = board["restore"].as_array().expect("restore");
    assert!(
        restore.contains(&json!({"square": "e2", "piece": "P"})),
        "{board}"
    );
    assert!(
        restore.contains(&json!({"square": "e5", "piece": null})),
        "{board}"
    );
}

/// Art. 2.3 (7.2.1): a board set up wrong does not start the game; the view says which squares
/// to put right.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn art_2_3_a_board_set_up_wrong_does_not_start_the_game() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = create(&app, OTB).await;
    // King and queen swapped on d1/e1 (Art. 2.3: the queen on her own colour).
    let pos: Chess =
        shakmaty::fen::Fen::from_ascii(b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1")
            .expect("fen")
            .into_position(shakmaty::CastlingMode::Standard)
            .expect("a position");
    let sim = Simulator::new(&pos);
    let view_ = relay(&app, &game.id, &game.arbiter, &sim.finish()).await;
    assert_eq!(view_["started"], false, "{view_}");
    assert_eq!(view_["restore_article"], "2.3");
    assert_eq!(
        view_["restore"].as_array().map(Vec::len),
        Some(2),
        "{view_}"
    );
    let v = view(&app, &game.id).await;
    assert_eq!(v["state"]["started"], false);
}

/// A board sends garbage, a truncated message, then good bytes: nothing panics, the errors are
/// counted, the game goes on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn garbage_bytes_from_a_board_are_counted_and_skipped() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = relayed(&app).await;
    let garbage = json!({"lines": [b64(&[0x00, 0x41, 0x7f]), b64(&[0x8e, 0x00])]}).to_string();
    let uri = format!("/api/games/{}/board", game.id);
    let (status, _) = call(&app, Method::POST, &uri, Some(&game.white), Some(&garbage)).await;
    assert_eq!(status, StatusCode::OK);
    let sim = played(&["e4"]);
    let last = relay(&app, &game.id, &game.white, &sim.finish()).await;
    assert!(last["read_errors"].as_u64().unwrap_or(0) >= 1, "{last}");
    let v = view(&app, &game.id).await;
    assert_eq!(v["moves"], json!(["e2e4"]), "{v}");
}

/// Every wrong request answers 4xx with the contract's JSON error and attaches nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_board_requests_answer_4xx() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_with(
        fx.store.clone(),
        Options {
            boards: vec!["/dev/null-board".to_owned()],
            ..Options::default()
        },
    );
    let game = create(&app, OTB).await;
    let uri = format!("/api/games/{}/board", game.id);
    let post = |token: Option<&str>, body: &str| {
        let (app, uri, token, body) = (
            app.clone(),
            uri.clone(),
            token.map(str::to_owned),
            body.to_owned(),
        );
        async move { call(&app, Method::POST, &uri, token.as_deref(), Some(&body)).await }
    };
    assert_error(
        &board_view(&app, &game.id).await,
        StatusCode::NOT_FOUND,
        "no_board",
    );
    assert_error(
        &post(None, r#"{"lines":[]}"#).await,
        StatusCode::UNAUTHORIZED,
        "unauthorized",
    );
    assert_error(
        &post(Some(&game.white), r#"{"lines":["%%%"]}"#).await,
        StatusCode::BAD_REQUEST,
        "bad_board_lines",
    );
    assert_error(
        &post(Some(&game.white), r#"{"lines":"x"}"#).await,
        StatusCode::BAD_REQUEST,
        "bad_body",
    );
    assert_error(
        &post(Some(&game.white), r#"{}"#).await,
        StatusCode::BAD_REQUEST,
        "bad_body",
    );
    assert_error(
        &post(
            Some(&game.white),
            r#"{"lines":[],"device":"/dev/null-board"}"#,
        )
        .await,
        StatusCode::BAD_REQUEST,
        "bad_body",
    );
    assert_error(
        &post(Some(&game.white), "{").await,
        StatusCode::BAD_REQUEST,
        "bad_json",
    );
    assert_error(
        &post(Some(&game.white), r#"{"device":"/dev/null-board"}"#).await,
        StatusCode::FORBIDDEN,
        "arbiter_only",
    );
    assert_error(
        &post(Some(&game.arbiter), r#"{"device":"/etc/passwd"}"#).await,
        StatusCode::BAD_REQUEST,
        "unknown_device",
    );
    assert_error(
        &board_view(&app, &game.id).await,
        StatusCode::NOT_FOUND,
        "no_board",
    );
    let online = create(&app, r#"{"config":{"time_control":"300+2"}}"#).await;
    let (s, b) = call(
        &app,
        Method::POST,
        &format!("/api/games/{}/board", online.id),
        Some(&online.white),
        Some(r#"{"lines":[]}"#),
    )
    .await;
    assert_error(&(s, b), StatusCode::CONFLICT, "not_over_the_board");
    // Issue 34: a seat's token attaches no board by itself, nor names a relay; the arbiter
    // attaches it for White's token to relay: then White's token sends its bytes, Black's not.
    assert_error(
        &post(Some(&game.white), r#"{"lines":[]}"#).await,
        StatusCode::FORBIDDEN,
        "board_not_allowed",
    );
    assert_error(
        &post(Some(&game.white), r#"{"relay":"white"}"#).await,
        StatusCode::FORBIDDEN,
        "arbiter_only",
    );
    assert_error(
        &post(Some(&game.arbiter), r#"{"relay":"arbiter"}"#).await,
        StatusCode::BAD_REQUEST,
        "bad_relay",
    );
    assert_error(
        &board_view(&app, &game.id).await,
        StatusCode::NOT_FOUND,
        "no_board",
    );
    assert_eq!(
        post(Some(&game.arbiter), r#"{"relay":"white"}"#).await.0,
        StatusCode::OK
    );
    assert_error(
        &post(Some(&game.arbiter), r#"{"relay":"black"}"#).await,
        StatusCode::CONFLICT,
        "board_attached",
    );
    assert_eq!(
        post(Some(&game.white), r#"{"lines":[]}"#).await.0,
        StatusCode::OK
    );
    assert_error(
        &post(Some(&game.black), r#"{"lines":[]}"#).await,
        StatusCode::FORBIDDEN,
        "board_not_allowed",
    );
    assert_eq!(
        post(Some(&game.arbiter), r#"{"lines":[]}"#).await.0,
        StatusCode::OK
    );
    let (s, b) = call(&app, Method::DELETE, &uri, Some(&game.white), None).await;
    assert_error(&(s, b), StatusCode::FORBIDDEN, "arbiter_only");
    let (s, _) = call(&app, Method::DELETE, &uri, Some(&game.arbiter), None).await;
    assert_eq!(s, StatusCode::OK);
    assert_error(
        &board_view(&app, &game.id).await,
        StatusCode::NOT_FOUND,
        "no_board",
    );
}

/// After a restart (a new hub on the same SQLite file) the board's session is rebuilt from its
/// sensor journal: the touch made before still binds, and the game goes on from the board.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_rebuilds_the_board_from_its_sensor_journal() {
    let fx = fixture(Backend::Sqlite).await;
    let game = {
        let (_hub, app) = app_of(fx.store.clone());
        let game = relayed(&app).await;
        let mut sim = Simulator::new(&Chess::default());
        sim.act(Hand::Lift(Square::G1));
        relay(&app, &game.id, &game.white, &sim.finish()).await;
        game
    };
    let store = server::store::Store::open(&fx.url).await.expect("reopen");
    let (_hub, app) = app_of(store);
    let (status, board) = board_view(&app, &game.id).await;
    assert_eq!(status, StatusCode::OK, "{board}");
    assert_eq!(
        board["touched"],
        json!([{"square": "g1", "piece": "N"}]),
        "{board}"
    );
    assert_eq!(board["binds"]["article"], "4.3.1");
}

/// The simulator on a pseudo-terminal is a board plugged into the server (`arbiter serve
/// --board PATH`): the arbiter attaches it, and its moves are played into the game live.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_on_a_pseudo_terminal_plays_the_game_live() {
    if Command::new("python3")
        .arg("-c")
        .arg("import pty")
        .output()
        .is_err()
    {
        eprintln!("left out: python3 not found");
        return;
    }
    let sim = played(&["e4", "e5", "Nf3", "Nc6"]);
    let chunks = sim.finish();
    // The pseudo-terminal: prints its path, waits for the host's three commands, then writes
    // each chunk at the simulator's times.
    let script = r#"
import base64, os, pty, sys, time, tty
master, slave = pty.openpty()
tty.setraw(slave)
print(os.ttyname(slave), flush=True)
got = b""
while len(got) < 3:
    got += os.read(master, 16)
previous = None
for line in sys.stdin.read().split():
    t, data = line.split(":")
    t = int(t)
    if previous is not None:
        time.sleep((t - previous) / 1000)
    previous = t
    os.write(master, base64.b64decode(data))
time.sleep(30)
"#;
    let mut board = Command::new("python3")
        .args(["-c", script])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    let input: String = chunks
        .iter()
        .map(|(t, b)| format!("{t}:{}\n", b64(b)))
        .collect();
    board
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write");
    let mut lines = BufReader::new(board.stdout.take().expect("stdout")).lines();
    let tty = lines.next().expect("a path").expect("utf-8");
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_with(
        fx.store.clone(),
        Options {
            boards: vec![tty.clone()],
            ..Options::default()
        },
    );
    let game = create(&app, OTB).await;
    let body = json!({ "device": tty }).to_string();
    let (status, answer) = call(
        &app,
        Method::POST,
        &format!("/api/games/{}/board", game.id),
        Some(&game.arbiter),
        Some(&body),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    // The arbiter starts the clock (Art. 6.6): a board never starts the game (issue 34).
    let (status, answer) = send(&app, &game, &game.arbiter, r#"{"type":"start"}"#).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut moves = Value::Null;
    while Instant::now() < deadline {
        moves = view(&app, &game.id).await["moves"].clone();
        if moves.as_array().map(Vec::len) == Some(4) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let _ = board.kill();
    let _ = board.wait();
    assert_eq!(moves, json!(["e2e4", "e7e5", "g1f3", "b8c6"]));
    let (_, board_) = board_view(&app, &game.id).await;
    assert_eq!(board_["source"], "device");
    assert!(
        board_["clock"]["left_ms"].is_u64(),
        "the clock's reading: {board_}"
    );
}
