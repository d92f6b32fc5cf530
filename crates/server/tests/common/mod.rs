//! Helpers shared by the server's tests: a hub on a fresh SQLite file, a fresh PostgreSQL
//! database or a store in memory, and one-shot requests.
#![allow(dead_code)]

use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use http_body_util::BodyExt;
use serde_json::Value;
use server::store::Store;
use server::{Hub, Options, Rate};
use tower::ServiceExt;

mod events;
mod pg;
#[allow(unused_imports)]
pub use events::*;
#[allow(unused_imports)]
pub use pg::{fresh_pg, pg_admin_url};

/// A temporary SQLite file's URL (the directory lives as long as the returned guard).
pub fn fresh_sqlite() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let url = dir.path().join("games.db").display().to_string();
    (dir, url)
}

/// The stores: the two durable backends, for tests that run against both, and the store in
/// memory, for tests about something else than storage.
#[derive(Clone, Copy, Debug)]
pub enum Backend {
    Sqlite,
    Postgres,
    Memory,
}

/// A store of either kind, with whatever keeps it alive.
pub struct Fixture {
    pub store: Store,
    pub url: String,
    _dir: Option<tempfile::TempDir>,
}

pub async fn fixture(backend: Backend) -> Fixture {
    match backend {
        Backend::Sqlite => {
            let (dir, url) = fresh_sqlite();
            let store = Store::open(&url).await.expect("open sqlite");
            Fixture {
                store,
                url,
                _dir: Some(dir),
            }
        }
        Backend::Memory => Fixture {
            store: Store::memory(),
            url: "memory".to_owned(),
            _dir: None,
        },
        Backend::Postgres => {
            let url = fresh_pg().await;
            let store = Store::open(&url).await.expect("open postgres");
            Fixture {
                store,
                url,
                _dir: None,
            }
        }
    }
}

/// A hub and its app, with generous rate limits.
pub fn app_of(store: Store) -> (Arc<Hub>, Router) {
    app_with(store, Options::default())
}

/// A hub with `options` and its app, with generous rate limits.
pub fn app_with(store: Store, options: Options) -> (Arc<Hub>, Router) {
    let hub = Hub::new(store, options);
    let app = server::app(
        Arc::clone(&hub),
        Rate {
            per_second: 10_000.0,
            burst: 10_000.0,
        },
    );
    (hub, app)
}

/// One request through the app without a socket: its status and JSON body (`Value::Null` if
/// the body is not JSON).
pub async fn call(
    app: &Router,
    method: Method,
    uri: &str,
    token: Option<&str>,
    body: Option<&str>,
) -> (StatusCode, Value) {
    let (status, bytes) = call_raw(app, method, uri, token, body).await;
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

/// One request: its status and raw body.
pub async fn call_raw(
    app: &Router,
    method: Method,
    uri: &str,
    token: Option<&str>,
    body: Option<&str>,
) -> (StatusCode, Vec<u8>) {
    let mut request = Request::builder().method(method).uri(uri);
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    if body.is_some() {
        request = request.header("content-type", "application/json");
    }
    let request = request
        .body(body.map_or_else(Body::empty, |b| Body::from(b.to_owned())))
        .expect("a request");
    let (status, _, bytes) = answer(app, request).await;
    (status, bytes)
}

/// One request through the app without a socket: its status, headers and raw body.
pub async fn answer(
    app: &Router,
    request: Request<Body>,
) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
    let response = app.clone().oneshot(request).await.expect("an answer");
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("a body")
        .to_bytes()
        .to_vec();
    (status, headers, bytes)
}

/// A created game: its id and tokens.
pub struct Created {
    pub id: String,
    pub white: String,
    pub black: String,
    pub arbiter: String,
}

/// Creates a game with `body` (201 expected).
pub async fn create(app: &Router, body: &str) -> Created {
    let (status, json) = call(app, Method::POST, "/api/games", None, Some(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{json}");
    let token = |role: &str| json["tokens"][role].as_str().expect("a token").to_owned();
    Created {
        id: json["id"].as_str().expect("an id").to_owned(),
        white: token("white"),
        black: token("black"),
        arbiter: token("arbiter"),
    }
}

/// Posts an event with a token.
pub async fn send(app: &Router, game: &Created, token: &str, event: &str) -> (StatusCode, Value) {
    call(
        app,
        Method::POST,
        &format!("/api/games/{}/events", game.id),
        Some(token),
        Some(event),
    )
    .await
}

/// How many steps the store holds for a game.
pub async fn journal_len(store: &Store, id: &str) -> usize {
    store
        .load(id)
        .await
        .expect("the game is stored")
        .events
        .len()
}

// --- Appended for the behaviour tests (http_api, bad_input, store, streams) ---

/// Both backends, for tests that loop over them.
pub const BACKENDS: [Backend; 2] = [Backend::Sqlite, Backend::Postgres];

/// Asserts that an answer is an error of the contract: this status, and the body
/// `{"error": {"code", "message"}}` with this code and a message that says something.
pub fn assert_error(answer: &(StatusCode, Value), status: StatusCode, code: &str) {
    let (got, body) = answer;
    assert_eq!(*got, status, "status of {body}");
    assert_eq!(body["error"]["code"], code, "code of {body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| !m.trim().is_empty()),
        "a message in {body}"
    );
    assert_eq!(
        body.as_object().map(|o| o.len()),
        Some(1),
        "nothing but `error` in {body}"
    );
}

/// `GET /api/games/{id}` (200 expected): the whole game.
pub async fn view(app: &Router, id: &str) -> Value {
    let (status, body) = call(app, Method::GET, &format!("/api/games/{id}"), None, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

/// How many games the store holds (every status).
pub async fn games_count(store: &Store) -> usize {
    store.list(None, 10_000).await.expect("the list").len()
}

/// A move event by `by` (`white` or `black`).
pub fn move_event(by: &str, text: &str) -> String {
    serde_json::json!({"type": "move", "by": by, "move": text}).to_string()
}

/// Plays `moves` alternately from White, each with its seat's token (200 expected for each).
pub async fn play(app: &Router, game: &Created, moves: &[&str]) -> Value {
    let mut last = Value::Null;
    for (i, text) in moves.iter().enumerate() {
        let (by, token) = if i % 2 == 0 {
            ("white", &game.white)
        } else {
            ("black", &game.black)
        };
        let (status, state) = send(app, game, token, &move_event(by, text)).await;
        assert_eq!(status, StatusCode::OK, "{text}: {state}");
        last = state;
    }
    last
}

/// One request with a raw body (any bytes, not necessarily UTF-8): its status and raw body.
pub async fn call_bytes(
    app: &Router,
    method: Method,
    uri: &str,
    token: Option<&str>,
    body: Vec<u8>,
) -> (StatusCode, Vec<u8>) {
    let mut request = Request::builder()
        .method(method)
        .uri(uri)
        .header("content-type", "application/json");
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let request = request.body(Body::from(body)).expect("a request");
    let response = app.clone().oneshot(request).await.expect("an answer");
    let status = response.status();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("a body")
        .to_bytes()
        .to_vec();
    (status, bytes)
}

/// A game's PGN (`GET /api/games/{id}/pgn`) as text.
#[allow(dead_code)]
pub async fn pgn_of(app: &Router, id: &str) -> String {
    let (_, pgn) = call_raw(
        app,
        axum::http::Method::GET,
        &format!("/api/games/{id}/pgn"),
        None,
        None,
    )
    .await;
    String::from_utf8(pgn).expect("the PGN is UTF-8")
}
