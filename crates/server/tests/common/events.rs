//! Helpers shared by the event tests (`events`, `draft`, `undo`, `event_truth`, …): an event
//! created, its routes written to and read — JSON or text, with or without the arbiter's token
//! — and the seats of a publication.

use axum::Router;
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use std::sync::Arc;

use server::store::Store;
use server::{Hub, Options};

use super::{Backend, Created, app_with, call, call_raw};

/// Every store, for the tests that run on each: in memory, SQLite and PostgreSQL.
pub const STORES: [Backend; 3] = [Backend::Memory, Backend::Sqlite, Backend::Postgres];

/// An event created: its id and arbiter token.
pub struct Ev {
    /// The event's id.
    pub id: String,
    /// Its arbiter's token.
    pub token: String,
}

/// Creates an event from its spec (`POST /api/events`, 201 expected).
pub async fn event(app: &Router, spec: Value) -> Ev {
    let (status, body) = call(
        app,
        Method::POST,
        "/api/events",
        None,
        Some(&spec.to_string()),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    Ev {
        id: body["id"].as_str().expect("an id").to_owned(),
        token: body["token"].as_str().expect("a token").to_owned(),
    }
}

/// A write to one of the event's routes with its arbiter's token: its status and JSON body.
pub async fn write_event(
    app: &Router,
    ev: &Ev,
    method: Method,
    path: &str,
    body: Value,
) -> (StatusCode, Value) {
    call(
        app,
        method,
        &format!("/api/events/{}{path}", ev.id),
        Some(&ev.token),
        Some(&body.to_string()),
    )
    .await
}

/// A `POST` to one of the event's routes with its arbiter's token.
pub async fn post(app: &Router, ev: &Ev, path: &str, body: Value) -> (StatusCode, Value) {
    write_event(app, ev, Method::POST, path, body).await
}

/// The arbiter's ruling `fields` (`"action": …`) sent from game `game`'s own console (the
/// game's route, with the game's or the event's arbiter token): 200 expected.
pub async fn arbiter_from_console(app: &Router, token: &str, game: &str, fields: &str) {
    let (status, body) = call(
        app,
        Method::POST,
        &format!("/api/games/{game}/events"),
        Some(token),
        Some(&format!(r#"{{"type":"arbiter",{fields}}}"#)),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{fields}: {body}");
}

/// Art. 12.1: the arbiter declares `result` in `game` from its console (the game's route, with
/// the game's or the event's arbiter token), whether the game goes on or has ended.
pub async fn declare_from_console(app: &Router, token: &str, game: &str, result: &str) {
    arbiter_from_console(
        app,
        token,
        game,
        &format!(r#""action":"declare_result","result":"{result}","reason":"arbiter""#),
    )
    .await;
}

/// A round's boards as `(white, black)` starting numbers.
pub fn pairs(round: &Value) -> Vec<(u64, u64)> {
    round["boards"]
        .as_array()
        .expect("boards")
        .iter()
        .map(|b| {
            (
                b["white"]["tpn"].as_u64().expect("white"),
                b["black"]["tpn"].as_u64().expect("black"),
            )
        })
        .collect()
}

/// A Swiss event of four rounds (C.04.3) with `players` entered, numbered by rating ("Player 0"
/// the strongest, 1).
pub async fn swiss(app: &Router, players: usize) -> Ev {
    let ev = event(
        app,
        json!({"name": "Swiss", "system": "swiss", "rounds": 4, "config": {"time_control": "600+5"}}),
    )
    .await;
    let list: Vec<Value> = (0..players)
        .map(|i| json!({"name": format!("Player {i}"), "rating": 2400 - 20 * i}))
        .collect();
    let (status, body) = post(app, &ev, "/players", json!({ "players": list })).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    ev
}

/// A read of one of the event's routes, `GET /api/events/{id}{path}`, with `token` if any: its
/// status and raw body.
async fn get(app: &Router, ev: &Ev, path: &str, token: Option<&str>) -> (StatusCode, Vec<u8>) {
    call_raw(
        app,
        Method::GET,
        &format!("/api/events/{}{path}", ev.id),
        token,
        None,
    )
    .await
}

/// A public read of the event (no token): its status and JSON body (`Value::Null` if not JSON).
pub async fn public_read(app: &Router, ev: &Ev, path: &str) -> (StatusCode, Value) {
    let (status, bytes) = get(app, ev, path, None).await;
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

/// The arbiter's read of the event (his token): its status and JSON body.
pub async fn arbiter_read(app: &Router, ev: &Ev, path: &str) -> (StatusCode, Value) {
    let (status, bytes) = get(app, ev, path, Some(&ev.token)).await;
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

/// [`arbiter_read`], 200 expected: the body.
pub async fn read_ok(app: &Router, ev: &Ev, path: &str) -> Value {
    let (status, body) = arbiter_read(app, ev, path).await;
    assert_eq!(status, StatusCode::OK, "{path}: {body}");
    body
}

/// A public read of the event's text (its PGN or TRF): the status and the body as UTF-8.
pub async fn read_text(app: &Router, ev: &Ev, path: &str) -> (StatusCode, String) {
    let (status, bytes) = get(app, ev, path, None).await;
    (status, String::from_utf8(bytes).expect("text"))
}

/// The game of board `board` (from 1) of round `round`, from the public pairings.
pub async fn board_game(app: &Router, ev: &Ev, round: usize, board: usize) -> String {
    let (status, pairing) = public_read(app, ev, &format!("/pairings?round={round}")).await;
    assert_eq!(status, StatusCode::OK, "{pairing}");
    pairing["boards"][board - 1]["game"]
        .as_str()
        .expect("a game")
        .to_owned()
}

/// [`read_text`], 200 expected: the text.
pub async fn text(app: &Router, ev: &Ev, path: &str) -> String {
    let (status, text) = read_text(app, ev, path).await;
    assert_eq!(status, StatusCode::OK, "{path}: {text}");
    text
}

/// The game and seat tokens of board `board` (from 1) of a publication's answer, read from its
/// links (`/game/{id}#white={token}`); the game's own arbiter token is not given with an event's
/// game (the event's arbiter rules on it).
pub fn seats(published: &Value, board: usize) -> Created {
    let link = &published["links"][board - 1];
    let token = |side: &str| {
        let url = link[side].as_str().expect("a seat link");
        url.split_once(&format!("#{side}="))
            .map(|(_, t)| t.to_owned())
            .expect("a token")
    };
    Created {
        id: link["game"].as_str().expect("a game").to_owned(),
        white: token("white"),
        black: token("black"),
        arbiter: String::new(),
    }
}

/// A server process of its own on the PostgreSQL at `url`, following the other processes' game
/// steps (issue 31, point 4).
pub async fn process(url: &str) -> (Arc<Hub>, Router) {
    let (hub, app) = app_with(Store::open(url).await.expect("a pool"), Options::default());
    hub.spawn_listener().await.expect("listens");
    (hub, app)
}
