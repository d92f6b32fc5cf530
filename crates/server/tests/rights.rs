//! Nobody acts where he does not belong (issue 34): a board carries the rights of the arbiter
//! who attached it, never more, and never starts a game nor rules (Art. 6.6, 12); the event's
//! arbiter attaches and detaches the boards of his event's games; the sealed move stays in its
//! envelope for everyone but the arbiter until the game resumes (Guideline I.9.1); online, the
//! arbiter sends no move for a player (Art. 1.2, 12); in a game without an arbiter, the opponent
//! resumes a player's pause (Art. 6.11.2, 6.11.3). On memory, SQLite and PostgreSQL.

use axum::Router;
use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use tower::ServiceExt;

use crate::board::{played, relay};
use crate::common::*;

const STORES: [Backend; 3] = [Backend::Memory, Backend::Sqlite, Backend::Postgres];

const OTB: &str = r#"{"config":{"mode":"otb","time_control":"5400+30"}}"#;

fn b64(bytes: &[u8]) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

async fn board(app: &Router, id: &str, token: Option<&str>, body: Value) -> (StatusCode, Value) {
    call(
        app,
        Method::POST,
        &format!("/api/games/{id}/board"),
        token,
        Some(&body.to_string()),
    )
    .await
}

async fn kinds(store: &server::store::Store, id: &str) -> Vec<String> {
    store
        .load(id)
        .await
        .expect("stored")
        .events
        .iter()
        .map(|e| {
            serde_json::to_value(e).expect("json")["type"]
                .as_str()
                .unwrap_or("")
                .to_owned()
        })
        .collect()
}

/// Art. 12, 6.6 (issue 34, point 1): White's token sending a board's bytes neither attaches a
/// board (`board_not_allowed`, nothing journalled: before, it started the game and played
/// Black's moves with the server's rights); a board the arbiter attached for White's token to
/// relay plays both sides' moves once the arbiter started the game, and never starts it itself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn art_12_a_seats_token_neither_attaches_a_board_nor_starts_the_game_through_it() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, OTB).await;
        let chunks = played(&["e4", "e5", "Nf3"]).finish();
        let lines: Vec<String> = chunks.iter().map(|(_, bytes)| b64(bytes)).collect();
        let answer = board(&app, &game.id, Some(&game.white), json!({ "lines": lines })).await;
        assert_error(&answer, StatusCode::FORBIDDEN, "board_not_allowed");
        assert_eq!(journal_len(&fx.store, &game.id).await, 0, "{backend:?}");
        assert!(
            fx.store
                .sensors(&game.id)
                .await
                .expect("sensors")
                .is_empty(),
            "{backend:?}: nothing attached"
        );
        // The arbiter attaches it for White's token to relay: its bytes set the board up, and
        // the game is not started by them (Art. 6.6: the arbiter starts the clock).
        let (status, body) = board(
            &app,
            &game.id,
            Some(&game.arbiter),
            json!({"relay": "white"}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(
            (body["by"].as_str(), body["relay"].as_str()),
            (Some("arbiter"), Some("white"))
        );
        let setup = played(&[]).finish();
        let shown = relay(&app, &game.id, &game.white, &setup).await;
        assert_eq!(shown["started"], true, "the board is set up: {shown}");
        let v = view(&app, &game.id).await;
        assert_eq!(v["state"]["started"], false, "{backend:?}: {v}");
        assert!(
            !kinds(&fx.store, &game.id)
                .await
                .contains(&"start".to_owned())
        );
        // Black's token relays nothing of it.
        let answer = board(&app, &game.id, Some(&game.black), json!({"lines": []})).await;
        assert_error(&answer, StatusCode::FORBIDDEN, "board_not_allowed");
        // White's token still plays only White's moves through /events (Art. 6.11.2, 12).
        let (status, _) = send(&app, &game, &game.white, r#"{"type":"start"}"#).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    }
}

/// Art. 6.2.1 under the arbiter's allowance: once he started the game, the board relayed by
/// White's token plays both players' moves (both play on it), the board's decisions carrying
/// a board's rights only.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn art_6_2_1_a_board_relayed_by_a_seat_plays_both_sides_once_the_arbiter_started() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, OTB).await;
        let (status, body) = board(
            &app,
            &game.id,
            Some(&game.arbiter),
            json!({"relay": "white"}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let (status, body) = send(&app, &game, &game.arbiter, r#"{"type":"start"}"#).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        relay(&app, &game.id, &game.white, &played(&["e4", "e5"]).finish()).await;
        let v = view(&app, &game.id).await;
        assert_eq!(v["moves"], json!(["e2e4", "e7e5"]), "{backend:?}: {v}");
        assert_eq!(
            kinds(&fx.store, &game.id)
                .await
                .iter()
                .filter(|k| *k == "start")
                .count(),
            1,
            "the arbiter's start only"
        );
    }
}

/// An event's round robin over the board, two players, round 1 published: the event, its token
/// and the game.
async fn event_game(app: &Router) -> (String, String, String) {
    let spec = json!({"name": "Club", "system": "round_robin",
        "config": {"mode": "otb", "time_control": "5400+30"}});
    let ev = event(app, spec).await;
    let players =
        json!({"players": [{"name": "Ann", "rating": 2000}, {"name": "Bob", "rating": 1900}]});
    let (status, body) = post(app, &ev, "/players", players).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (status, body) = post(app, &ev, "/rounds", json!({"publish": true})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let Ev { id, token } = ev;
    let game = body["links"][0]["game"]
        .as_str()
        .expect("a game")
        .to_owned();
    (id, token, game)
}

/// Art. 12 (issue 34, point 1): the event's arbiter attaches and detaches the boards of his
/// event's games (before: 401, while the game's own arbiter token was never given to anyone).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn art_12_the_events_arbiter_attaches_and_detaches_the_boards_of_his_games() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let (_event, token, game) = event_game(&app).await;
        let (status, body) = board(&app, &game, Some(&token), json!({"relay": "black"})).await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {body}");
        assert_eq!(body["relay"], "black");
        let (status, body) = call(
            &app,
            Method::DELETE,
            &format!("/api/games/{game}/board"),
            Some(&token),
            None,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {body}");
        assert_eq!(body["detached"], true);
        // Another event's token is nobody here.
        let (_other, other_token, _) = event_game(&app).await;
        let answer = board(&app, &game, Some(&other_token), json!({"relay": "black"})).await;
        assert_error(&answer, StatusCode::UNAUTHORIZED, "unauthorized");
    }
}

/// The first line of a game's NDJSON stream.
async fn first_stream_line(app: &Router, id: &str) -> String {
    let request = Request::get(format!("/api/games/{id}/stream"))
        .body(Body::empty())
        .expect("request");
    let response = app.clone().oneshot(request).await.expect("stream");
    let mut body = response.into_body();
    let mut text = String::new();
    while !text.contains('\n') {
        let frame = body.frame().await.expect("a frame").expect("bytes");
        if let Ok(data) = frame.into_data() {
            text.push_str(&String::from_utf8_lossy(&data));
        }
    }
    text
}

async fn journal_text(app: &Router, id: &str, token: Option<&str>) -> (StatusCode, String) {
    let (status, bytes) = call_raw(
        app,
        Method::GET,
        &format!("/api/games/{id}/journal"),
        token,
        None,
    )
    .await;
    (status, String::from_utf8(bytes).expect("utf-8"))
}

/// Guideline I.1, I.9.1 (issue 34, point 2): after `adjourn` with its sealed move, the move is
/// in no answer but the arbiter's — not the journal read without a token or with a seat's, nor
/// the game, its stream, its moves or its PGN — until the envelope is opened at resumption;
/// then the journal shows it to all.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn guideline_i_9_1_the_sealed_move_is_the_arbiters_until_the_game_resumes() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(
            &app,
            r#"{"config":{"time_control":"5400+30"},"start":true}"#,
        )
        .await;
        play(&app, &game, &["e4", "e5"]).await;
        let sealed = r#"{"type":"adjourn","by":"white","sealed_move":"Nc3"}"#;
        let (status, body) = send(&app, &game, &game.white, sealed).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        for token in [None, Some(game.white.as_str()), Some(game.black.as_str())] {
            let (status, text) = journal_text(&app, &game.id, token).await;
            assert_eq!(status, StatusCode::OK, "{text}");
            assert!(!text.contains("Nc3"), "{backend:?} {token:?}: {text}");
            let journal: Value = serde_json::from_str(&text).expect("json");
            let adjourn = &journal["events"][3];
            assert_eq!(adjourn["type"], "adjourn", "{journal}");
            assert_eq!(adjourn["sealed_move_hidden"], true, "{journal}");
        }
        let (_, text) = journal_text(&app, &game.id, Some(&game.arbiter)).await;
        assert!(text.contains("\"sealed_move\":\"Nc3\""), "{text}");
        for path in ["", "/pgn", "/moves"] {
            let (_, bytes) = call_raw(
                &app,
                Method::GET,
                &format!("/api/games/{}{path}", game.id),
                None,
                None,
            )
            .await;
            let text = String::from_utf8(bytes).expect("utf-8");
            assert!(
                !text.contains("Nc3") && !text.contains("b1c3"),
                "{path}: {text}"
            );
        }
        let line = first_stream_line(&app, &game.id).await;
        assert!(!line.contains("Nc3") && !line.contains("b1c3"), "{line}");
        // The envelope is opened: the move is played and the journal shows it to all.
        let (status, body) =
            send(&app, &game, &game.arbiter, r#"{"type":"resume_adjourned"}"#).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let (_, text) = journal_text(&app, &game.id, None).await;
        assert!(
            text.contains("\"sealed_move\":\"Nc3\""),
            "{backend:?}: {text}"
        );
        assert!(!text.contains("sealed_move_hidden"), "{text}");
        assert!(pgn_of(&app, &game.id).await.contains("Nc3"));
    }
}

/// Issue 34, "Decide": online a move is the player's own act (Art. 1.2) and the arbiter rules
/// (Art. 12): the arbiter's token sending a move is refused (`arbiter_not_a_player`), nothing
/// journalled; over the board his console enters the moves made on the board, as before.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn art_12_online_the_arbiter_sends_no_move_for_a_player() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let online = create(&app, r#"{"config":{"time_control":"300+2"},"start":true}"#).await;
        let before = journal_len(&fx.store, &online.id).await;
        let answer = send(&app, &online, &online.arbiter, &move_event("white", "e4")).await;
        assert_error(&answer, StatusCode::FORBIDDEN, "arbiter_not_a_player");
        assert_eq!(journal_len(&fx.store, &online.id).await, before);
        let otb = create(
            &app,
            r#"{"config":{"mode":"otb","time_control":"300+2"},"start":true}"#,
        )
        .await;
        let (status, body) = send(&app, &otb, &otb.arbiter, &move_event("white", "e4")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
}

/// Art. 6.11.2, 6.11.3 (issue 34, "Decide"): in an online game without an arbiter, a player's
/// pause is resumed by his opponent, never by himself; an arbiter's pause, and a pause in an
/// event's game (the event has its arbiter), only by the arbiter.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn art_6_11_3_without_an_arbiter_the_opponent_resumes_a_players_pause() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, r#"{"config":{"time_control":"300+2"},"start":true}"#).await;
        let pause = r#"{"type":"pause","by":"white"}"#;
        let resume = r#"{"type":"resume"}"#;
        let (status, body) = send(&app, &game, &game.white, pause).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_error(
            &send(&app, &game, &game.white, resume).await,
            StatusCode::FORBIDDEN,
            "arbiter_only",
        );
        let (status, body) = send(&app, &game, &game.black, resume).await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {body}");
        assert_eq!(body["clock"]["paused"], false, "{body}");
        // The arbiter's pause is his to end.
        let (status, _) = send(&app, &game, &game.arbiter, r#"{"type":"pause"}"#).await;
        assert_eq!(status, StatusCode::OK);
        assert_error(
            &send(&app, &game, &game.black, resume).await,
            StatusCode::FORBIDDEN,
            "arbiter_only",
        );
        assert_error(
            &send(&app, &game, &game.white, resume).await,
            StatusCode::FORBIDDEN,
            "arbiter_only",
        );
    }
}
