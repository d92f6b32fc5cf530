//! Streams on a real socket: the NDJSON stream and the WebSocket give the whole game first,
//! then a line per new state, and keep-alives; a flag falls on time (Art. 6.8) and the
//! watchers see it at once, on SQLite and PostgreSQL.

use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::common::*;
use axum::body::Bytes;
use futures_util::{Stream, StreamExt};
use serde_json::Value;
use server::{Hub, Options, Rate};
use tokio_tungstenite::tungstenite::Message;

/// How long any one line may take before the test fails (rather than hangs).
const PATIENCE: Duration = Duration::from_secs(3);

/// Serves the app over `hub` on a fresh loopback port, as `server::serve` does (with the
/// clients' addresses for the rate limiter).
async fn serve(hub: Arc<Hub>) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a port");
    let addr = listener.local_addr().expect("its address");
    let app = server::app(
        hub,
        Rate {
            per_second: 10_000.0,
            burst: 10_000.0,
        },
    )
    .into_make_service_with_connect_info::<SocketAddr>();
    tokio::spawn(async move { axum::serve(listener, app).await });
    addr
}

/// A created game over HTTP, as a client sees it.
async fn create_over_http(addr: SocketAddr, body: &str) -> Created {
    let answer = reqwest::Client::new()
        .post(format!("http://{addr}/api/games"))
        .header("content-type", "application/json")
        .body(body.to_owned())
        .send()
        .await
        .expect("an answer");
    assert_eq!(answer.status(), 201);
    let json: Value = answer.json().await.expect("JSON");
    let token = |role: &str| json["tokens"][role].as_str().expect("a token").to_owned();
    Created {
        id: json["id"].as_str().expect("an id").to_owned(),
        white: token("white"),
        black: token("black"),
        arbiter: token("arbiter"),
    }
}

/// Posts an event over HTTP: the status and the JSON answer.
async fn post_event(addr: SocketAddr, game: &Created, token: &str, event: &str) -> (u16, Value) {
    let answer = reqwest::Client::new()
        .post(format!("http://{addr}/api/games/{}/events", game.id))
        .bearer_auth(token)
        .header("content-type", "application/json")
        .body(event.to_owned())
        .send()
        .await
        .expect("an answer");
    let status = answer.status().as_u16();
    (status, answer.json().await.unwrap_or(Value::Null))
}

type ByteStream = Pin<Box<dyn Stream<Item = reqwest::Result<Bytes>> + Send>>;

/// The lines of an NDJSON response.
struct Lines {
    body: ByteStream,
    buffer: Vec<u8>,
}

impl Lines {
    async fn open(addr: SocketAddr, id: &str) -> Lines {
        let answer = reqwest::get(format!("http://{addr}/api/games/{id}/stream"))
            .await
            .expect("the stream");
        assert_eq!(answer.status(), 200);
        let kind = answer
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned();
        assert_eq!(kind, "application/x-ndjson");
        Lines {
            body: Box::pin(answer.bytes_stream()),
            buffer: Vec::new(),
        }
    }

    /// The next line, without its newline (empty for a keep-alive).
    async fn next(&mut self) -> String {
        tokio::time::timeout(PATIENCE, self.read())
            .await
            .expect("a line in time")
    }

    async fn read(&mut self) -> String {
        loop {
            if let Some(end) = self.buffer.iter().position(|b| *b == b'\n') {
                let line: Vec<u8> = self.buffer.drain(..=end).collect();
                return String::from_utf8(line[..end].to_vec()).expect("UTF-8");
            }
            let chunk = self
                .body
                .next()
                .await
                .expect("the stream goes on")
                .expect("a chunk");
            self.buffer.extend_from_slice(&chunk);
        }
    }

    /// The next line that is not a keep-alive, as JSON.
    async fn next_json(&mut self) -> Value {
        loop {
            let line = self.next().await;
            if !line.is_empty() {
                return serde_json::from_str(&line).expect("a JSON line");
            }
        }
    }
}

/// A hub with `options` over a store in memory.
async fn memory_hub(options: Options) -> (Fixture, Arc<Hub>) {
    let fx = fixture(Backend::Memory).await;
    let hub = Hub::new(fx.store.clone(), options);
    (fx, hub)
}

const TIMED: &str = r#"{"config":{"time_control":"300+2"},"start":true}"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stream_first_line_is_the_whole_game_then_a_line_per_new_state() {
    let (_fx, hub) = memory_hub(Options::default()).await;
    let addr = serve(hub).await;
    let game = create_over_http(addr, TIMED).await;
    let (status, _) = post_event(addr, &game, &game.white, &move_event("white", "e4")).await;
    assert_eq!(status, 200);

    let mut lines = Lines::open(addr, &game.id).await;
    let first = lines.next_json().await;
    assert_eq!(first["id"], game.id.as_str());
    assert_eq!(first["moves"], serde_json::json!(["e2e4"]), "{first}");
    assert_eq!(first["san"], serde_json::json!(["e4"]));
    assert_eq!(first["state"]["ply"], 1);
    assert_eq!(first["config"]["time_control"], "300+2");

    let (status, _) = post_event(addr, &game, &game.black, &move_event("black", "e5")).await;
    assert_eq!(status, 200);
    let line = lines.next_json().await;
    assert_eq!(line["ply"], 2, "a state line: {line}");
    assert_eq!(line["last_move"]["san"], "e5");
    assert!(line.get("moves").is_none(), "only the state: {line}");

    // A refused event makes no line; the next accepted one does.
    let (status, _) = post_event(addr, &game, &game.white, &move_event("white", "e5")).await;
    assert_eq!(status, 409);
    let (status, _) = post_event(addr, &game, &game.white, &move_event("white", "Nf3")).await;
    assert_eq!(status, 200);
    let line = lines.next_json().await;
    assert_eq!(line["ply"], 3, "{line}");
    assert_eq!(line["last_move"]["uci"], "g1f3");

    // Art. 5.1.2: the resignation is a line too.
    let (status, _) = post_event(
        addr,
        &game,
        &game.black,
        r#"{"type":"resign","by":"black"}"#,
    )
    .await;
    assert_eq!(status, 200);
    let line = lines.next_json().await;
    assert_eq!(line["result"]["reason"], "resignation", "{line}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stream_sends_an_empty_line_every_keepalive_period() {
    let options = Options {
        keepalive: Duration::from_millis(200),
        ..Options::default()
    };
    let (_fx, hub) = memory_hub(options).await;
    let addr = serve(hub).await;
    let game = create_over_http(addr, TIMED).await;
    let mut lines = Lines::open(addr, &game.id).await;
    let opened = Instant::now();
    let first = lines.next_json().await;
    assert!(
        first["state"].is_object() && first["moves"].is_array(),
        "{first}"
    );
    let mut arrivals = Vec::new();
    for _ in 0..3 {
        let line = lines.next().await;
        assert_eq!(line, "", "a keep-alive is an empty line");
        arrivals.push(opened.elapsed());
    }
    assert!(
        arrivals[0] >= Duration::from_millis(150),
        "not before the period: {arrivals:?}"
    );
    assert!(
        arrivals[2] < Duration::from_millis(1_000),
        "one a period: {arrivals:?}"
    );
    // A state still comes between the keep-alives.
    let (status, _) = post_event(addr, &game, &game.white, &move_event("white", "e4")).await;
    assert_eq!(status, 200);
    assert_eq!(lines.next_json().await["ply"], 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn websocket_first_message_is_the_whole_game_then_a_message_per_move() {
    let options = Options {
        keepalive: Duration::from_millis(200),
        ..Options::default()
    };
    let (_fx, hub) = memory_hub(options).await;
    let addr = serve(hub).await;
    let game = create_over_http(addr, TIMED).await;
    let (mut socket, _) =
        tokio_tungstenite::connect_async(format!("ws://{addr}/api/games/{}/ws", game.id))
            .await
            .expect("a WebSocket");
    let mut pings = 0;
    let mut next_text = async || -> Value {
        loop {
            let message = tokio::time::timeout(PATIENCE, socket.next())
                .await
                .expect("a message in time")
                .expect("the socket stays open")
                .expect("a message");
            match message {
                Message::Text(text) => {
                    return serde_json::from_str(text.as_str()).expect("JSON text");
                }
                Message::Ping(_) => pings += 1,
                other => panic!("unexpected {other:?}"),
            }
        }
    };
    let first = next_text().await;
    assert_eq!(first["id"], game.id.as_str());
    assert_eq!(first["moves"], serde_json::json!([]), "{first}");
    assert_eq!(first["state"]["started"], true);
    for (i, (by, token, text)) in [
        ("white", &game.white, "e4"),
        ("black", &game.black, "c5"),
        ("white", &game.white, "Nf3"),
    ]
    .into_iter()
    .enumerate()
    {
        let (status, _) = post_event(addr, &game, token, &move_event(by, text)).await;
        assert_eq!(status, 200);
        let state = next_text().await;
        assert_eq!(state["ply"], i + 1, "{state}");
        assert_eq!(state["last_move"]["san"], text);
    }
    tokio::time::sleep(Duration::from_millis(450)).await;
    let (status, _) = post_event(addr, &game, &game.black, &move_event("black", "d6")).await;
    assert_eq!(status, 200);
    assert_eq!(next_text().await["ply"], 4);
    assert!(pings >= 1, "the keep-alive is a ping: {pings}");
    socket.close(None).await.expect("closed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn websocket_to_an_unknown_game_is_refused_404() {
    let (_fx, hub) = memory_hub(Options::default()).await;
    let addr = serve(hub).await;
    let refused = tokio_tungstenite::connect_async(format!("ws://{addr}/api/games/zzzzzzzz/ws"))
        .await
        .expect_err("no such game");
    match refused {
        tokio_tungstenite::tungstenite::Error::Http(answer) => {
            assert_eq!(answer.status(), 404);
            let body: Value = serde_json::from_slice(answer.body().as_deref().unwrap_or_default())
                .expect("a JSON body");
            assert_eq!(body["error"]["code"], "not_found");
        }
        other => panic!("expected an HTTP 404, got {other}"),
    }
}

/// Art. 6.8: a flag falls when the time is up, not at the next request; Art. 6.9: the player
/// loses. With one second on the clock (`time_control` "1"), the stream shows the result
/// without any request, stamped after the due time and seen soon after it. The bound (one second)
/// proves the fall is not waiting for a request; it is not a latency figure: the machines are
/// shared, and speed is measured in benchmarks, not in timed tests.
async fn art_6_8_flag_falls_on_time(backend: Backend) {
    let fx = fixture(backend).await;
    let hub = Hub::new(fx.store.clone(), Options::default());
    let addr = serve(hub).await;
    let game = create_over_http(addr, r#"{"config":{"time_control":"1"},"start":true}"#).await;
    let mut lines = Lines::open(addr, &game.id).await;
    let first = lines.next_json().await;
    assert_eq!(first["state"]["clock"]["running"], "white", "{first}");
    let start_t = first["state"]["t"].as_i64().expect("the start's time");
    let created_ms = first["created_ms"].as_i64().expect("created_ms");
    let due_ms = created_ms + start_t + 1_000;
    let state = lines.next_json().await;
    let arrived_ms = server::now_ms();
    assert_eq!(
        state["result"]["reason"], "time_forfeit",
        "{backend:?}: {state}"
    );
    assert_eq!(state["result"]["result"], "0-1");
    assert_eq!(state["result"]["article"], "6.9");
    assert_eq!(state["clock"]["white_ms"], 0);
    assert_eq!(state["clock"]["flag"]["white"], true);
    let t = state["t"].as_i64().expect("a time");
    let late = t - (start_t + 1_000);
    assert!(
        (0..1_000).contains(&late),
        "{backend:?}: the fall is stamped {late} ms after the due time"
    );
    let seen_late = arrived_ms - due_ms;
    assert!(
        seen_late < 1_000,
        "{backend:?}: seen {seen_late} ms after the due time"
    );
    assert_eq!(
        journal_len(&fx.store, &game.id).await,
        2,
        "start and the fall"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn art_6_8_flag_falls_on_time_sqlite() {
    art_6_8_flag_falls_on_time(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn art_6_8_flag_falls_on_time_postgres() {
    art_6_8_flag_falls_on_time(Backend::Postgres).await;
}
