//! The lichess Board API subset (`server::lichess`): lichess's paths and shapes, this server's
//! rules. Streams are read through the app without a socket, and over a real socket where a
//! client would.

use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use crate::common::*;
use axum::Router;
use axum::body::{Body, Bytes};
use axum::http::{Method, Request, StatusCode};
use futures_util::{Stream, StreamExt};
use serde_json::Value;
use server::{Hub, Options, Rate};
use tower::ServiceExt;

/// How long a test waits for a line before it fails.
const WAIT: Duration = Duration::from_secs(10);

type ByteStream = Pin<Box<dyn Stream<Item = Result<Bytes, String>> + Send>>;

/// An NDJSON body read line by line.
struct Lines {
    bytes: ByteStream,
    buffer: Vec<u8>,
}

impl Lines {
    fn new(bytes: ByteStream) -> Lines {
        Lines {
            bytes,
            buffer: Vec::new(),
        }
    }

    /// The next line as sent (a keep-alive is an empty line); `None` once the body ends.
    async fn raw(&mut self) -> Option<String> {
        loop {
            if let Some(at) = self.buffer.iter().position(|&b| b == b'\n') {
                let line: Vec<u8> = self.buffer.drain(..=at).collect();
                return Some(String::from_utf8_lossy(&line[..at]).into_owned());
            }
            match tokio::time::timeout(WAIT, self.bytes.next())
                .await
                .expect("the stream sends within the wait")
            {
                Some(Ok(chunk)) => self.buffer.extend_from_slice(&chunk),
                Some(Err(e)) => panic!("the stream failed: {e}"),
                None => {
                    assert!(self.buffer.is_empty(), "a last line without its newline");
                    return None;
                }
            }
        }
    }

    /// The next JSON line, keep-alives skipped.
    async fn next(&mut self) -> Value {
        loop {
            let line = self.raw().await.expect("another line before the end");
            if !line.is_empty() {
                return serde_json::from_str(&line).unwrap_or_else(|e| panic!("{line}: {e}"));
            }
        }
    }

    /// Lines until one satisfies `wanted` (states overtaken by later ones may not be sent).
    async fn until(&mut self, wanted: impl Fn(&Value) -> bool) -> Value {
        for _ in 0..50 {
            let line = self.next().await;
            if wanted(&line) {
                return line;
            }
        }
        panic!("no such line in 50");
    }

    /// Whether the stream ends now (keep-alives skipped).
    async fn ends(&mut self) -> bool {
        loop {
            match self.raw().await {
                None => return true,
                Some(line) if line.is_empty() => continue,
                Some(line) => panic!("a line after the end: {line}"),
            }
        }
    }
}

/// A GET through the app; its status and body as lines.
async fn open(app: &Router, uri: &str, token: Option<&str>) -> (StatusCode, Lines) {
    let mut request = Request::get(uri);
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let response = app
        .clone()
        .oneshot(request.body(Body::empty()).expect("a request"))
        .await
        .expect("an answer");
    let status = response.status();
    let bytes = response
        .into_body()
        .into_data_stream()
        .map(|r| r.map_err(|e| e.to_string()));
    (status, Lines::new(Box::pin(bytes)))
}

/// The app on a real socket; its base URL.
async fn on_socket(app: Router) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a port");
    let addr = listener.local_addr().expect("an address");
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{addr}")
}

/// A GET over the socket with reqwest, as a client streams.
async fn open_socket(base: &str, path: &str, token: &str) -> (StatusCode, Lines) {
    let response = reqwest::Client::new()
        .get(format!("{base}{path}"))
        .bearer_auth(token)
        .send()
        .await
        .expect("the server answers");
    let status = StatusCode::from_u16(response.status().as_u16()).expect("a status");
    let bytes = response
        .bytes_stream()
        .map(|r| r.map_err(|e| e.to_string()));
    (status, Lines::new(Box::pin(bytes)))
}

/// A POST with a token.
async fn post(app: &Router, uri: &str, token: &str) -> (StatusCode, Value) {
    call(app, Method::POST, uri, Some(token), None).await
}

/// Plays a move through the Board API, expecting lichess's `{"ok": true}`.
async fn play(app: &Router, game: &Created, token: &str, uci: &str) {
    let (status, body) = post(
        app,
        &format!("/api/board/game/{}/move/{uci}", game.id),
        token,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{uci}: {body}");
    assert_eq!(body, serde_json::json!({"ok": true}));
}

fn stream_uri(game: &Created) -> String {
    format!("/api/board/game/stream/{}", game.id)
}

const BLITZ: &str =
    r#"{"config":{"time_control":"300+2","white":"Alice","black":"Bob"},"start":true}"#;

async fn memory_app() -> (Fixture, Arc<Hub>, Router) {
    let fx = fixture(Backend::Memory).await;
    let (hub, app) = app_of(fx.store.clone());
    (fx, hub, app)
}

#[tokio::test]
async fn game_full_opens_the_board_stream_in_lichess_shape() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(&app, BLITZ).await;
    let (status, mut lines) = open(&app, &stream_uri(&game), Some(&game.white)).await;
    assert_eq!(status, StatusCode::OK);
    let full = lines.next().await;
    assert_eq!(full["type"], "gameFull");
    assert_eq!(full["id"], game.id.as_str());
    assert_eq!(full["rated"], false);
    assert_eq!(
        full["variant"],
        serde_json::json!({"key": "standard", "name": "Standard", "short": "Std"})
    );
    assert_eq!(
        full["speed"], "blitz",
        "300 s + 40 x 2 s is blitz on lichess"
    );
    assert_eq!(full["perf"]["name"], "Blitz");
    assert!(full["createdAt"].as_i64().is_some_and(|t| t > 0));
    assert_eq!(
        full["white"],
        serde_json::json!({"id": format!("{}-white", game.id), "name": "Alice", "title": null})
    );
    assert_eq!(full["black"]["name"], "Bob");
    assert_eq!(full["initialFen"], "startpos");
    assert_eq!(
        full["clock"],
        serde_json::json!({"initial": 300_000, "increment": 2_000})
    );
    assert_eq!(full["time_control"], "300+2");
    assert_eq!(full["category"], "blitz", "Art. B.1");
    let state = &full["state"];
    assert_eq!(state["type"], "gameState");
    assert_eq!(state["moves"], "");
    assert_eq!(state["status"], "started");
    // The game's clock (the increment of the first move may already be counted).
    for side in ["wtime", "btime"] {
        assert!(
            state[side]
                .as_u64()
                .is_some_and(|t| (300_000..=302_000).contains(&t)),
            "{state}"
        );
    }
    assert_eq!(
        (state["winc"].as_u64(), state["binc"].as_u64()),
        (Some(2_000), Some(2_000))
    );
    assert_eq!(
        (state["wdraw"].as_bool(), state["bdraw"].as_bool()),
        (Some(false), Some(false))
    );
    assert!(state.get("winner").is_none());
    // Ours: the period of Art. 6.3.1, moves to the control, delay, pause, notices.
    assert_eq!(state["period"], serde_json::json!({"white": 1, "black": 1}));
    assert_eq!(
        state["moves_to_control"],
        serde_json::json!({"white": null, "black": null})
    );
    assert_eq!(
        state["delay_ms"],
        serde_json::json!({"white": 0, "black": 0})
    );
    assert_eq!(state["paused"], false);
    assert!(state["notices"].is_array());
}

#[tokio::test]
async fn a_set_position_without_a_clock_is_from_position_and_correspondence() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(
        &app,
        r#"{"config":{"time_control":"-","start_fen":"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"},"start":true}"#,
    )
    .await;
    let (_, mut lines) = open(&app, &stream_uri(&game), None).await;
    let full = lines.next().await;
    assert_eq!(full["variant"]["key"], "fromPosition");
    assert_eq!(full["initialFen"], "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    assert_eq!(full["clock"], Value::Null);
    assert_eq!(full["speed"], "correspondence");
    assert_eq!(
        full["state"]["wtime"], 2_147_483_647_u64,
        "lichess's no limit"
    );
    assert_eq!(full["state"]["winc"], 0);
    assert_eq!(full["state"]["period"], Value::Null);
}

#[tokio::test]
async fn a_game_is_created_until_the_arbiter_starts_it_art_6_6() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(&app, r#"{"config":{"time_control":"600+0"}}"#).await;
    let (_, mut lines) = open(&app, &stream_uri(&game), Some(&game.black)).await;
    let full = lines.next().await;
    assert_eq!(full["state"]["status"], "created");
    assert_eq!(full["speed"], "rapid");
    let (status, _) = send(&app, &game, &game.arbiter, r#"{"type":"start"}"#).await;
    assert_eq!(status, StatusCode::OK);
    let state = lines.next().await;
    assert_eq!(state["type"], "gameState");
    assert_eq!(state["status"], "started");
}

#[tokio::test]
async fn a_uci_move_is_played_and_streamed_art_6_2_1() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(&app, BLITZ).await;
    let (_, mut lines) = open(&app, &stream_uri(&game), Some(&game.black)).await;
    assert_eq!(lines.next().await["type"], "gameFull");
    play(&app, &game, &game.white, "e2e4").await;
    let state = lines.next().await;
    assert_eq!(state["type"], "gameState");
    assert_eq!(state["moves"], "e2e4");
    assert!(state["wtime"].as_u64().is_some_and(|t| t <= 304_000));
    play(&app, &game, &game.black, "e7e5").await;
    assert_eq!(lines.next().await["moves"], "e2e4 e7e5");
    let (_, view) = call(
        &app,
        Method::GET,
        &format!("/api/games/{}", game.id),
        None,
        None,
    )
    .await;
    assert_eq!(view["san"], serde_json::json!(["e4", "e5"]));
}

#[tokio::test]
async fn castling_is_read_in_both_lichess_notations() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(&app, BLITZ).await;
    for (i, uci) in ["e2e4", "e7e5", "g1f3", "g8f6", "f1c4", "f8c5"]
        .iter()
        .enumerate()
    {
        let token = if i % 2 == 0 { &game.white } else { &game.black };
        play(&app, &game, token, uci).await;
    }
    // King takes rook (lichess's Chess960-style notation) and king two squares both castle.
    play(&app, &game, &game.white, "e1h1").await;
    play(&app, &game, &game.black, "e8g8").await;
    let (_, mut lines) = open(&app, &stream_uri(&game), None).await;
    let full = lines.next().await;
    let moves = full["state"]["moves"].as_str().expect("moves");
    assert!(moves.ends_with("e1g1 e8g8"), "{moves}");
}

#[tokio::test]
async fn moves_the_game_refuses_are_409_and_text_that_is_not_uci_is_400() {
    let (fx, _hub, app) = memory_app().await;
    let game = create(&app, BLITZ).await;
    let other = create(&app, BLITZ).await;
    let uri = |m: &str| format!("/api/board/game/{}/move/{m}", game.id);
    let error_code = |body: &Value| body["error"]["code"].as_str().map(str::to_owned);

    let (status, body) = post(&app, &uri("e7e5"), &game.black).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(error_code(&body).as_deref(), Some("not_your_turn"));
    let (status, body) = post(&app, &uri("e2e5"), &game.white).await;
    assert_eq!(status, StatusCode::CONFLICT, "an illegal move: {body}");
    assert!(
        body["error"]["message"].is_string(),
        "our error body: {body}"
    );
    for text in ["Nf3", "e2e9", "0000", "e2e4e5", "%20"] {
        let (status, body) = post(&app, &uri(text), &game.white).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{text}: {body}");
        assert_eq!(error_code(&body).as_deref(), Some("bad_uci"), "{text}");
    }
    let (status, body) = post(&app, &uri("%FF%FE"), &game.white).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "not UTF-8: {body}");
    assert_eq!(error_code(&body).as_deref(), Some("bad_path"));
    for query in ["offeringDraw=maybe", "offeringDraw=%FF"] {
        let (status, body) = post(&app, &format!("{}?{query}", uri("e2e4")), &game.white).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{query}: {body}");
        assert_eq!(error_code(&body).as_deref(), Some("bad_query"), "{query}");
    }
    let (status, _) = call(&app, Method::POST, &uri("e2e4"), None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "no token");
    let (status, _) = post(&app, &uri("e2e4"), &other.white).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "another game's token");
    let (status, body) = post(&app, &uri("e2e4"), &game.arbiter).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "the arbiter has no seat");
    assert_eq!(error_code(&body).as_deref(), Some("no_seat"));
    let (status, _) = post(&app, "/api/board/game/nosuchgm/move/e2e4", &game.white).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = post(&app, "/api/board/game/no-such!/move/e2e4", &game.white).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(
        journal_len(&fx.store, &game.id).await,
        1,
        "only the start: nothing refused is journalled"
    );
}

#[tokio::test]
async fn a_draw_offer_then_its_acceptance_is_a_draw_art_9_1_2_and_5_2_3() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(&app, BLITZ).await;
    play(&app, &game, &game.white, "e2e4").await;
    play(&app, &game, &game.black, "e7e5").await;
    let (_, mut lines) = open(&app, &stream_uri(&game), Some(&game.white)).await;
    lines.next().await;
    let (status, body) = post(
        &app,
        &format!("/api/board/game/{}/draw/yes", game.id),
        &game.white,
    )
    .await;
    assert_eq!(
        (status, body),
        (StatusCode::OK, serde_json::json!({"ok": true}))
    );
    let offered = lines.next().await;
    assert_eq!(
        (offered["wdraw"].as_bool(), offered["bdraw"].as_bool()),
        (Some(true), Some(false))
    );
    assert_eq!(offered["notices"][0]["article"], "9.1.2.1");
    // The opponent's `yes` accepts the standing offer.
    let (status, _) = post(
        &app,
        &format!("/api/board/game/{}/draw/yes", game.id),
        &game.black,
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let last = lines.next().await;
    assert_eq!(last["status"], "draw");
    assert!(last.get("winner").is_none(), "{last}");
    assert_eq!(last["result"]["reason"], "agreement");
    assert_eq!(last["result"]["article"], "5.2.3");
    assert!(
        lines.ends().await,
        "lichess closes the stream when the game ends"
    );
}

#[tokio::test]
async fn draw_no_declines_the_offer_art_9_1_2_1() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(&app, BLITZ).await;
    let draw = |answer: &str| format!("/api/board/game/{}/draw/{answer}", game.id);
    play(&app, &game, &game.white, "e2e4").await;
    play(&app, &game, &game.black, "e7e5").await;
    let (status, body) = post(&app, &draw("no"), &game.black).await;
    assert_eq!(status, StatusCode::CONFLICT, "no offer to decline: {body}");
    assert_eq!(body["error"]["code"], "no_offer");
    let (status, _) = post(&app, &draw("maybe"), &game.black).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        post(&app, &draw("yes"), &game.white).await.0,
        StatusCode::OK
    );
    assert_eq!(post(&app, &draw("no"), &game.black).await.0, StatusCode::OK);
    let (_, mut lines) = open(&app, &stream_uri(&game), None).await;
    let state = &lines.next().await["state"];
    assert_eq!(state["status"], "started");
    assert_eq!(
        (state["wdraw"].as_bool(), state["bdraw"].as_bool()),
        (Some(false), Some(false))
    );
    let (status, body) = post(&app, &draw("yes"), &game.arbiter).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
}

#[tokio::test]
async fn a_move_offering_draw_leaves_the_offer_standing_art_9_1_2_1() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(&app, BLITZ).await;
    play(&app, &game, &game.white, "e2e4").await;
    play(&app, &game, &game.black, "e7e5?offeringDraw=true").await;
    let (_, mut lines) = open(&app, &stream_uri(&game), None).await;
    let state = &lines.next().await["state"];
    assert_eq!(state["moves"], "e2e4 e7e5");
    assert_eq!(
        (state["wdraw"].as_bool(), state["bdraw"].as_bool()),
        (Some(false), Some(true))
    );
}

#[tokio::test]
async fn resignation_is_resign_won_by_the_opponent_and_closes_the_socket_art_5_1_2() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(&app, BLITZ).await;
    let base = on_socket(app.clone()).await;
    let (status, mut lines) = open_socket(&base, &stream_uri(&game), &game.white).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(lines.next().await["type"], "gameFull");
    play(&app, &game, &game.white, "d2d4").await;
    let (status, body) = post(
        &app,
        &format!("/api/board/game/{}/resign", game.id),
        &game.black,
    )
    .await;
    assert_eq!(
        (status, body),
        (StatusCode::OK, serde_json::json!({"ok": true}))
    );
    let last = lines.until(|l| l["status"] != "started").await;
    assert_eq!(last["status"], "resign");
    assert_eq!(last["winner"], "white");
    assert_eq!(last["result"]["article"], "5.1.2");
    assert!(
        lines.ends().await,
        "the stream ends after the final gameState"
    );
    let (status, body) = post(
        &app,
        &format!("/api/board/game/{}/resign", game.id),
        &game.white,
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "over already: {body}");
}

#[tokio::test]
async fn checkmate_is_mate_won_by_the_mating_side_art_5_1_1() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(&app, BLITZ).await;
    let (_, mut lines) = open(&app, &stream_uri(&game), Some(&game.white)).await;
    lines.next().await;
    for (i, uci) in ["f2f3", "e7e5", "g2g4", "d8h4"].iter().enumerate() {
        let token = if i % 2 == 0 { &game.white } else { &game.black };
        play(&app, &game, token, uci).await;
    }
    let last = lines.until(|l| l["status"] != "started").await;
    assert_eq!(last["status"], "mate");
    assert_eq!(last["winner"], "black");
    assert_eq!(last["moves"], "f2f3 e7e5 g2g4 d8h4");
    assert!(lines.ends().await);
    // A finished game's stream is its gameFull alone.
    let (_, mut again) = open(&app, &stream_uri(&game), None).await;
    assert_eq!(again.next().await["state"]["status"], "mate");
    assert!(
        again.ends().await,
        "lichess closes the stream of a game already over"
    );
}

#[tokio::test]
async fn a_correct_threefold_claim_is_a_draw_art_9_2_and_9_5_2() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(&app, BLITZ).await;
    let knights = ["g1f3", "g8f6", "f3g1", "f6g8"];
    for (i, uci) in knights.iter().chain(knights.iter()).enumerate() {
        let token = if i % 2 == 0 { &game.white } else { &game.black };
        play(&app, &game, token, uci).await;
    }
    let (status, body) = post(
        &app,
        &format!("/api/board/game/{}/claim-draw", game.id),
        &game.white,
    )
    .await;
    assert_eq!(
        (status, body),
        (StatusCode::OK, serde_json::json!({"ok": true}))
    );
    let (_, mut lines) = open(&app, &stream_uri(&game), None).await;
    let state = &lines.next().await["state"];
    assert_eq!(state["status"], "draw");
    assert_eq!(state["result"]["reason"], "threefold_repetition");
}

#[tokio::test]
async fn claims_out_of_turn_or_after_the_end_are_refused_409_art_9_2() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(&app, BLITZ).await;
    let claim = format!("/api/board/game/{}/claim-draw", game.id);
    let (status, body) = post(&app, &claim, &game.black).await;
    assert_eq!(
        status,
        StatusCode::CONFLICT,
        "only the player on move claims: {body}"
    );
    assert_eq!(body["error"]["code"], "not_your_turn");
    let (status, _) = post(&app, &claim, &game.arbiter).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    post(
        &app,
        &format!("/api/board/game/{}/resign", game.id),
        &game.white,
    )
    .await;
    let (status, body) = post(&app, &claim, &game.white).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(body["error"]["code"], "game_over");
}

#[tokio::test]
async fn an_incorrect_claim_lets_the_game_go_on_with_time_for_the_opponent_art_9_5_3() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(&app, BLITZ).await;
    // Each player has moved, so the claim can stand as an offer (5.2.3).
    play(&app, &game, &game.white, "e2e4").await;
    play(&app, &game, &game.black, "e7e5").await;
    play(&app, &game, &game.white, "g1f3").await;
    let (_, mut lines) = open(&app, &stream_uri(&game), None).await;
    lines.next().await;
    let (status, _) = post(
        &app,
        &format!("/api/board/game/{}/claim-draw", game.id),
        &game.black,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "a claim is heard, not refused");
    let state = lines.next().await;
    assert_eq!(state["status"], "started");
    let articles: Vec<&str> = state["notices"]
        .as_array()
        .expect("notices")
        .iter()
        .filter_map(|n| n["article"].as_str())
        .collect();
    assert!(
        articles.iter().any(|a| a.starts_with("9.5.3")),
        "{articles:?}"
    );
    // One minute in blitz (B.2 via A.3), over White's 300 s + 2 s.
    assert!(
        state["wtime"].as_u64().is_some_and(|t| t > 340_000),
        "{state}"
    );
    assert_eq!(
        state["bdraw"], true,
        "the claim counts as an offer (9.1.2.3)"
    );
}

#[tokio::test]
async fn every_ending_has_its_lichess_status_word() {
    let (_fx, _hub, app) = memory_app().await;
    // (result, reason, article, lichess status, winner)
    let cases = [
        ("1-0", "checkmate", None, "mate", Some("white")),
        ("1/2-1/2", "stalemate", None, "stalemate", None),
        ("1/2-1/2", "dead_position", None, "draw", None),
        ("1/2-1/2", "agreement", None, "draw", None),
        ("1/2-1/2", "threefold_repetition", None, "draw", None),
        ("1/2-1/2", "fifty_moves", None, "draw", None),
        ("1/2-1/2", "fivefold_repetition", None, "draw", None),
        ("1/2-1/2", "seventy_five_moves", None, "draw", None),
        ("0-1", "resignation", None, "resign", Some("black")),
        ("1-0", "time_forfeit", None, "outoftime", Some("white")),
        (
            "1/2-1/2",
            "time_forfeit_cannot_mate",
            None,
            "outoftime",
            None,
        ),
        ("1/2-1/2", "resignation_cannot_mate", None, "draw", None),
        ("0-1", "illegal_moves", None, "unknownFinish", Some("black")),
        (
            "1-0",
            "sealed_move_illegal",
            None,
            "unknownFinish",
            Some("white"),
        ),
        ("+/-", "forfeit", Some("6.7.1"), "noStart", Some("white")),
        ("-/+", "forfeit", Some("11.3"), "cheat", Some("black")),
        ("-/-", "forfeit", Some("11.8"), "cheat", None),
        ("1-0", "arbiter", None, "unknownFinish", Some("white")),
    ];
    for (result, reason, article, word, winner) in cases {
        let game = create(&app, BLITZ).await;
        let mut ruling = serde_json::json!({
            "type": "arbiter", "action": "declare_result", "result": result, "reason": reason,
        });
        if let Some(article) = article {
            ruling["article"] = article.into();
        }
        let (status, body) = send(&app, &game, &game.arbiter, &ruling.to_string()).await;
        assert_eq!(status, StatusCode::OK, "{reason}: {body}");
        let (_, mut lines) = open(&app, &stream_uri(&game), None).await;
        let state = lines.next().await["state"].clone();
        assert_eq!(state["status"], word, "{result} {reason}");
        assert_eq!(state["winner"].as_str(), winner, "{result} {reason}");
        assert!(lines.ends().await);
    }
}

#[tokio::test]
async fn a_flag_falls_on_time_as_outoftime_without_a_request_art_6_8_and_6_9() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(&app, r#"{"config":{"time_control":"1+0"},"start":true}"#).await;
    let (_, mut lines) = open(&app, &stream_uri(&game), Some(&game.black)).await;
    assert_eq!(lines.next().await["speed"], "ultraBullet");
    let last = lines.until(|l| l["status"] != "started").await;
    assert_eq!(last["status"], "outoftime");
    assert_eq!(last["winner"], "black");
    assert_eq!(last["wtime"], 0);
    assert!(lines.ends().await);
}

#[tokio::test]
async fn spectators_may_watch_the_board_stream_but_a_foreign_token_is_401() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(&app, BLITZ).await;
    let other = create(&app, BLITZ).await;
    let (status, mut lines) = open(&app, &stream_uri(&game), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(lines.next().await["type"], "gameFull");
    let (status, _) = open(&app, &stream_uri(&game), Some(&game.arbiter)).await;
    assert_eq!(status, StatusCode::OK, "the arbiter watches too");
    let (status, _) = call(
        &app,
        Method::GET,
        &stream_uri(&game),
        Some(&other.white),
        None,
    )
    .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, body) = call(
        &app,
        Method::GET,
        "/api/board/game/stream/nosuchgm",
        None,
        None,
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
}

#[tokio::test]
async fn keep_alives_are_empty_lines() {
    let fx = fixture(Backend::Memory).await;
    let options = Options {
        keepalive: Duration::from_millis(50),
        ..Options::default()
    };
    let hub = Hub::new(fx.store.clone(), options);
    let rate = Rate {
        per_second: 10_000.0,
        burst: 10_000.0,
    };
    let app = server::app(Arc::clone(&hub), rate);
    let game = create(&app, BLITZ).await;
    let (_, mut board) = open(&app, &stream_uri(&game), None).await;
    assert!(board.raw().await.is_some_and(|l| l.contains("gameFull")));
    assert_eq!(board.raw().await.as_deref(), Some(""));
    let (_, mut events) = open(&app, "/api/stream/event", Some(&game.white)).await;
    assert!(events.raw().await.is_some_and(|l| l.contains("gameStart")));
    assert_eq!(events.raw().await.as_deref(), Some(""));
}

#[tokio::test]
async fn the_account_is_the_seat_of_the_token() {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, BLITZ).await;
        let (status, white) =
            call(&app, Method::GET, "/api/account", Some(&game.white), None).await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {white}");
        assert_eq!(white["id"], format!("{}-white", game.id));
        assert_eq!(white["username"], "Alice");
        assert!(white["createdAt"].as_i64().is_some());
        let (_, black) = call(&app, Method::GET, "/api/account", Some(&game.black), None).await;
        assert_eq!(
            (black["id"].clone(), black["username"].clone()),
            (format!("{}-black", game.id).into(), "Bob".into())
        );
        let (_, arbiter) = call(&app, Method::GET, "/api/account", Some(&game.arbiter), None).await;
        assert_eq!(arbiter["id"], format!("{}-arbiter", game.id));
        assert_eq!(arbiter["role"], "arbiter");
        let (status, body) = call(&app, Method::GET, "/api/account", None, None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
        let (status, _) = call(
            &app,
            Method::GET,
            "/api/account",
            Some("0123456789abcdef0123456789abcdef"),
            None,
        )
        .await;
        assert_eq!(
            status,
            StatusCode::UNAUTHORIZED,
            "{backend:?}: a token of no game"
        );
    }
}

#[tokio::test]
async fn the_event_stream_announces_game_start_and_finish_art_6_6() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(
        &app,
        r#"{"config":{"time_control":"300+2","white":"Alice","black":"Bob"}}"#,
    )
    .await;
    let base = on_socket(app.clone()).await;
    let (status, mut events) = open_socket(&base, "/api/stream/event", &game.black).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = send(&app, &game, &game.arbiter, r#"{"type":"start"}"#).await;
    assert_eq!(status, StatusCode::OK);
    let start = events.next().await;
    assert_eq!(start["type"], "gameStart");
    let g = &start["game"];
    assert_eq!(
        (g["id"].clone(), g["gameId"].clone()),
        (game.id.clone().into(), game.id.clone().into())
    );
    assert_eq!(g["color"], "black");
    assert_eq!(g["isMyTurn"], false);
    assert_eq!(g["hasMoved"], false);
    assert_eq!(g["opponent"]["username"], "Alice");
    assert_eq!(g["opponent"]["id"], format!("{}-white", game.id));
    assert_eq!(
        g["status"],
        serde_json::json!({"id": 20, "name": "started"})
    );
    assert_eq!(g["source"], "friend");
    assert_eq!(g["speed"], "blitz");
    assert!(
        g["secondsLeft"]
            .as_u64()
            .is_some_and(|s| (300..=302).contains(&s)),
        "{g}"
    );
    assert!(
        g["fen"]
            .as_str()
            .is_some_and(|f| f.starts_with("rnbqkbnr/"))
    );
    for (i, uci) in ["f2f3", "e7e5", "g2g4", "d8h4"].iter().enumerate() {
        let token = if i % 2 == 0 { &game.white } else { &game.black };
        play(&app, &game, token, uci).await;
    }
    let finish = events.next().await;
    assert_eq!(finish["type"], "gameFinish");
    assert_eq!(
        finish["game"]["status"],
        serde_json::json!({"id": 30, "name": "mate"})
    );
    assert_eq!(finish["game"]["winner"], "black");
    assert_eq!(finish["game"]["lastMove"], "d8h4");
    assert_eq!(finish["game"]["hasMoved"], true);
    // A client that connects later learns at once that the game is over.
    let (_, mut late) = open(&app, "/api/stream/event", Some(&game.white)).await;
    let late = late.next().await;
    assert_eq!(
        (late["type"].clone(), late["game"]["color"].clone()),
        ("gameFinish".into(), "white".into())
    );
}

#[tokio::test]
async fn the_event_stream_refuses_the_arbiter_403_and_unknown_tokens_401() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(&app, BLITZ).await;
    let (status, body) = call(
        &app,
        Method::GET,
        "/api/stream/event",
        Some(&game.arbiter),
        None,
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(body["error"]["code"], "no_seat");
    let (status, _) = call(&app, Method::GET, "/api/stream/event", None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = call(
        &app,
        Method::GET,
        "/api/stream/event",
        Some("not-a-token"),
        None,
    )
    .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

/// `hasMoved` is the game's count of each player's moves (Art. 6.2.1), not the ply's parity:
/// under the 1930 Laws a "pawn and two moves" receiver plays two moves in a row (Art. 22.2), so
/// after them the opponent has not moved, though two plies were played. Guards against counting
/// moves from the ply number.
#[tokio::test]
async fn fide_1930_art_22_2_has_moved_counts_the_moves_of_each_side() {
    let (_fx, _hub, app) = memory_app().await;
    let game = create(
        &app,
        r#"{"config":{"edition":"fide-1930","time_control":"30/7200:15/3600","odds":"pawn and two moves","white":"Giver","black":"Receiver"},"start":true}"#,
    )
    .await;
    play(&app, &game, &game.white, "e2e4").await;
    play(&app, &game, &game.white, "d2d4").await;
    let (status, body) = post(
        &app,
        &format!("/api/board/game/{}/resign", game.id),
        &game.black,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    for (token, moved) in [(&game.white, true), (&game.black, false)] {
        let (_, mut lines) = open(&app, "/api/stream/event", Some(token)).await;
        let finish = lines.next().await;
        assert_eq!(finish["type"], "gameFinish", "{finish}");
        assert_eq!(finish["game"]["hasMoved"], moved, "{finish}");
    }
}
