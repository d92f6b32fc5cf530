//! The game API (ARCHITECTURE.md, "Server"): create, read, list, send events, and watch; the
//! moves in any notation and voice, and the journal.

use std::sync::Arc;

use axum::Json;
use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use protocol::{Action, CreateGame, CreatedGame};
use serde::Deserialize;

use crate::api_errors::{self as api, ApiCode};
use crate::error::ApiError;
// The shared extractors, also under their old path for code written against it (hall/ on
// another branch): new code imports them from `crate::extract` (`tests/layers.rs` fails on
// the import circle `hall -> api` would close).
#[allow(unused_imports)]
pub(crate) use crate::extract::body_bytes;
pub(crate) use crate::extract::{json_body, role};
// What a name may hold, kept here under its old path (`server::api::check_name`).
use crate::hub::{Hub, Sender, valid_id};
use crate::live::{EventRef, FeedItem, GameView, Live};
pub use crate::names::{MAX_NAME, check_name, forbidden_char};
use crate::rematch::Rematches;
use crate::store::{Role, Status};

/// The routes of the game API.
pub fn router() -> Router<Arc<Hub>> {
    Router::new()
        .route("/api/games", post(create).get(list))
        .route("/api/games/{id}", get(view))
        .route("/api/games/{id}/pgn", get(pgn))
        .route("/api/games/{id}/moves", get(moves))
        .route("/api/games/{id}/journal", get(journal))
        .route("/api/games/{id}/events", post(event))
        .route("/api/games/{id}/stream", get(stream))
        .route("/api/games/{id}/ws", get(websocket))
}

async fn create(
    State(hub): State<Arc<Hub>>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let value: serde_json::Value = json_body(body)?;
    if !value.is_object() {
        return Err(api::ERROR_GAME_BODY_NOT_OBJECT.bare());
    }
    let body: CreateGame = serde_json::from_value(value).map_err(|e| {
        api::ERROR_BODY_UNREADABLE.refuse(game::params! { "detail" => e.to_string() })
    })?;
    check_config_names(&body.config)?;
    let (live, tokens) = hub.create(body).await?;
    let id = &live.id;
    let urls = [
        ("game", format!("/api/games/{id}")),
        ("pgn", format!("/api/games/{id}/pgn")),
        ("events", format!("/api/games/{id}/events")),
        ("stream", format!("/api/games/{id}/stream")),
        ("ws", format!("/api/games/{id}/ws")),
        ("board", format!("/game/{id}")),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v))
    .collect();
    let created = CreatedGame {
        id: id.clone(),
        tokens,
        urls,
    };
    Ok((StatusCode::CREATED, Json(created)).into_response())
}

/// The names a config carries (the players', written into the PGN's tags), and its other
/// free texts, as `POST /api/games` and an event's creation take them (issue 34, point 6).
pub fn check_config_names(config: &protocol::Config) -> Result<(), ApiError> {
    check_name("config.white", &config.white, MAX_NAME)?;
    check_name("config.black", &config.black, MAX_NAME)?;
    // Read by the game, and refused if they do not read; a control character is refused here
    // first, so no refusal's message carries one.
    check_name("config.time_control", &config.time_control, MAX_NAME)?;
    if let Some(fen) = &config.start_fen {
        check_name("config.start_fen", fen, MAX_NAME)?;
    }
    Ok(())
}

#[derive(Deserialize)]
struct ListQuery {
    status: Option<String>,
    limit: Option<i64>,
}

async fn list(
    State(hub): State<Arc<Hub>>,
    query: Result<Query<ListQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(query) = query.map_err(|e| {
        api::ERROR_QUERY_UNREADABLE.refuse(game::params! { "detail" => e.body_text() })
    })?;
    let status = match query.status.as_deref() {
        None | Some("") | Some("all") => None,
        Some(word) => Some(Status::parse(word).ok_or_else(|| {
            let known: Vec<&str> = Status::ALL.iter().map(|s| s.as_str()).collect();
            api::ERROR_BAD_STATUS_FILTER.refuse(game::params! {
                "status" => api::escaped(word),
                "known" => known.join(", "),
            })
        })?),
    };
    let limit = query.limit.unwrap_or(100).clamp(1, 1000);
    let games = hub.store().list(status, limit).await?;
    Ok(Json(serde_json::json!({ "games": games })).into_response())
}

async fn view(State(hub): State<Arc<Hub>>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let live = hub.get(&id).await?;
    let mut view = live.view().await;
    // Issue 35, item 8: the event that published the game, and the rematch offered after it.
    view.event = crate::game_event::event_of(&hub, &id).await;
    view.rematch = hub.services.get::<Rematches>().of(hub.store(), &id).await;
    Ok(Json(view).into_response())
}

/// A `game` line of the stream: the view with its event (read once per stream: a published
/// game never changes board) and the rematch offered now.
async fn full_line(hub: &Hub, view: GameView, event: &Option<EventRef>) -> String {
    let mut view = view;
    view.event = event.clone();
    view.rematch = hub
        .services
        .get::<Rematches>()
        .of(hub.store(), &view.id)
        .await;
    protocol::to_line(&view)
}

async fn pgn(State(hub): State<Arc<Hub>>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let live = hub.get(&id).await?;
    let text = live.inner.lock().await.game.to_pgn();
    Ok(([(header::CONTENT_TYPE, "application/x-chess-pgn")], text).into_response())
}

#[derive(Deserialize)]
struct MovesQuery {
    notation: Option<String>,
    voice: Option<String>,
}

/// The moves written in a language (Annex C.2, C.3) and spoken in a voice (Annex D.2.1), with
/// clocks and draw offers (Art. 9.1.2.2): `?notation=en|fr|de|es|it|nl|figurine&voice=de|fr|en`.
async fn moves(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    query: Result<Query<MovesQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(query) = query.map_err(|e| {
        api::ERROR_QUERY_UNREADABLE.refuse(game::params! { "detail" => e.body_text() })
    })?;
    let language: notation::Language = query.notation.as_deref().unwrap_or("en").parse().map_err(
        |e: notation::UnknownLanguage| {
            api::ERROR_BAD_NOTATION.refuse(game::params! { "language" => api::escaped(&e.0) })
        },
    )?;
    // Annex D.2.1's own words are German: the default voice.
    let voice: notation::Voice =
        query
            .voice
            .as_deref()
            .unwrap_or("de")
            .parse()
            .map_err(|e: notation::UnknownVoice| {
                api::ERROR_BAD_VOICE.refuse(game::params! { "voice" => api::escaped(&e.0) })
            })?;
    let live = hub.get(&id).await?;
    let moves = crate::moves::moves(&live.inner.lock().await.game, language, voice);
    Ok(Json(moves).into_response())
}

/// One step of a journal: its number and the event as the contract writes it.
#[derive(serde::Serialize)]
struct Step<'a> {
    seq: usize,
    #[serde(flatten)]
    event: &'a protocol::Event,
}

/// The game's journal as stored, each event with its step number (for the arbiter's console).
/// Public like the game itself: events hold no tokens. One thing is the arbiter's alone: a
/// sealed move whose envelope has not been opened (Guideline I.1, I.9.1: the envelope is
/// opened when the game resumes) is shown without it (`sealed_move` left out,
/// `"sealed_move_hidden": true`) to anyone but the arbiter (the game's token, or the event's
/// arbiter's for a game of his event).
async fn journal(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    if !valid_id(&id) {
        return Err(ApiError::not_found(&id));
    }
    let stored = hub.store().load(&id).await?;
    let sealed = unopened_envelope(&stored.events);
    let arbiter = match sealed {
        Some(_) => is_arbiter(&hub, &headers, &id).await,
        None => false,
    };
    let mut events = Vec::with_capacity(stored.events.len());
    for (i, event) in stored.events.iter().enumerate() {
        let mut value = serde_json::to_value(Step { seq: i + 1, event }).map_err(|e| {
            api::ERROR_JOURNAL_UNWRITABLE.refuse(game::params! { "detail" => e.to_string() })
        })?;
        if sealed == Some(i)
            && !arbiter
            && let Some(map) = value.as_object_mut()
        {
            map.remove("sealed_move");
            map.insert("sealed_move_hidden".into(), serde_json::Value::Bool(true));
        }
        events.push(value);
    }
    Ok(Json(serde_json::json!({ "events": events })).into_response())
}

/// The index of the adjournment whose envelope is still closed: the last `adjourn` not followed
/// by `resume_adjourned` (Guideline I.9.1).
pub(crate) fn unopened_envelope(events: &[protocol::Event]) -> Option<usize> {
    let mut sealed = None;
    for (i, event) in events.iter().enumerate() {
        match event.action {
            Action::Adjourn { .. } => sealed = Some(i),
            Action::ResumeAdjourned => sealed = None,
            _ => {}
        }
    }
    sealed
}

/// Whether the request carries the game's arbiter token, or the arbiter's of its event.
pub(crate) async fn is_arbiter(hub: &Arc<Hub>, headers: &HeaderMap, id: &str) -> bool {
    if let Ok(live) = hub.get(id).await
        && role(headers, &live) == Ok(Role::Arbiter)
    {
        return true;
    }
    crate::hall::game_role(hub, headers, id).await == Some(Role::Arbiter)
}

async fn event(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    bearer: crate::extract::Bearer,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let live = hub.get(&id).await?;
    let role = match bearer.role(&live) {
        Ok(role) => role,
        // The event's arbiter rules on every game of the event (issue 26). Boxed, as the
        // console's step below: the hall's futures are large and rarely run, and a future is
        // as large as its largest path (issue 36: this handler's was copied, kilobytes of it,
        // into a fresh allocation at every move).
        Err(e) => Box::pin(async { crate::hall::game_role(&hub, &bearer.headers(), &id).await })
            .await
            .ok_or(e)?,
    };
    let action = read_event_body(body)?;
    let sender = sender_for(&hub, &live, role, &action).await?;
    // Kept for after the step: the arbiter's rulings only (a move is not copied).
    let ruling = matches!(action, Action::Arbiter(_)).then(|| action.clone());
    let state = hub.submit(&live, action, sender).await?;
    // Issue 35, item 1: a result the arbiter declares (or withdraws) from the game's console,
    // with the event's token or the game's own, takes its place in the event's order of acts.
    if let Some(action) = ruling {
        Box::pin(crate::hall::console::after_console(&hub, &live, &action)).await;
    }
    Ok(state_answer(&state))
}

/// The room a state's answer is written into at once: a state is a few hundred bytes.
const STATE_ANSWER: usize = 1024;

/// A state as the answer to an event, as `Json(state)` answers it (the same header and bytes):
/// written into a buffer of [`STATE_ANSWER`] bytes at once, where axum's `Json` starts from 128
/// and grows three times, through a writer that copies byte runs one call at a time (issue 36,
/// eighth pass).
fn state_answer(state: &protocol::State) -> Response {
    let mut buf = Vec::with_capacity(STATE_ANSWER);
    match serde_json::to_writer(&mut buf, state) {
        Ok(()) => (
            [(
                header::CONTENT_TYPE,
                axum::http::HeaderValue::from_static("application/json"),
            )],
            Bytes::from(buf),
        )
            .into_response(),
        // As `Json` answers a value it cannot write (a state always writes).
        Err(e) => (
            StatusCode::INTERNAL_SERVER_ERROR,
            [(
                header::CONTENT_TYPE,
                axum::http::HeaderValue::from_static("text/plain; charset=utf-8"),
            )],
            e.to_string(),
        )
            .into_response(),
    }
}

/// Who sends `action` for a token of `role`, after the two decisions of issue 34 (the rest of
/// who may send what is the hub's, Art. 6.11.2, 12):
///
/// - **The arbiter does not move for a player online.** Online, a move is the player's own act
///   (Art. 1.2, 4: the player on move moves his pieces); the arbiter rules on the game (Art.
///   12) and never plays in it, so the arbiter's token sending a `move` in an online game is
///   refused (`arbiter_not_a_player`, 403). Over the board the arbiter's console enters the
///   moves made on the physical board (as an electronic board does, [`crate::board`]): there
///   it stays allowed.
/// - **Without an arbiter, the opponent resumes a player's pause.** A player stops the clocks
///   only to call the arbiter (Art. 6.11.2), and the arbiter restarts them (6.11.3). In a game
///   with nobody to answer the call, a pause only its author could end would be free thinking
///   time with the clocks stopped; the one it costs is the opponent, so the opponent of the
///   player who paused may resume (never the player himself). "Without an arbiter": an online
///   game that is no event's (an event's games have the event's arbiter) — where an arbiter
///   does follow such a game he may pause again (6.11.1). Not while a claim awaits the ruling:
///   a resumption then rejects the claim (1930 Art. 20.1.e), which is the arbiter's alone.
async fn sender_for(
    hub: &Arc<Hub>,
    live: &Live,
    role: Role,
    action: &Action,
) -> Result<Sender, ApiError> {
    let online = live.inner.lock().await.game.config().mode == game::Mode::Online;
    match (role, action) {
        (Role::Arbiter, Action::Move { .. }) if online => {
            Err(api::ERROR_ARBITER_NOT_A_PLAYER.bare())
        }
        (Role::White | Role::Black, Action::Resume) if online => {
            let seat = if role == Role::White {
                protocol::Side::White
            } else {
                protocol::Side::Black
            };
            // Rare, and reading the store: boxed, so that every move's future stays small.
            Box::pin(seat_resumes(hub, live, seat)).await?;
            Ok(Sender::Server)
        }
        _ => Ok(Sender::Token(role)),
    }
}

/// Whether `seat` may resume the pause now (see [`sender_for`]): the clocks stopped by the
/// opponent's `pause`, no claim awaiting a ruling, the game no event's. 403 otherwise, as the
/// hub answers any seat's `resume`.
async fn seat_resumes(hub: &Arc<Hub>, live: &Live, seat: protocol::Side) -> Result<(), ApiError> {
    let refused = |why: &ApiCode| why.bare();
    if let Some(halls) = hub.store().halls()
        && halls.event_of_game(&live.id).await?.is_some()
    {
        return Err(refused(&api::ERROR_RESUME_EVENT_GAME));
    }
    if live.inner.lock().await.state.pending_claim.is_some() {
        return Err(refused(&api::ERROR_RESUME_CLAIM_PENDING));
    }
    let stored = hub.store().load(&live.id).await?;
    let paused_by = stored.events.iter().rev().find_map(|e| match &e.action {
        Action::Pause { by, .. } => Some(*by),
        Action::Resume | Action::Start => Some(None),
        _ => None,
    });
    match paused_by.flatten() {
        Some(by) if by != seat => Ok(()),
        Some(_) => Err(refused(&api::ERROR_RESUME_OWN_PAUSE)),
        None => Err(refused(&api::ERROR_RESUME_NOT_PAUSED)),
    }
}

/// An event's body read as [`read_action`] reads it, with the same answers for every body.
/// The body of a move, an object without escapes and without a `"t"` key, is read straight
/// into its action (issue 36, seventh pass: it was read into a JSON tree, then the tree into
/// the action, at every move); any other body, and any body that does not read so, takes the
/// tree's way, whose refusals are the contract's.
fn read_event_body(body: Result<Bytes, BytesRejection>) -> Result<Action, ApiError> {
    let bytes = crate::extract::body_bytes(body)?;
    // No escape (a key written `\u0074` is a `t`), no `"t"` key: what the tree's way would
    // find by reading the keys.
    let plain = bytes.first() == Some(&b'{')
        && !bytes.contains(&b'\\')
        && !bytes.windows(3).any(|w| w == b"\"t\"");
    if plain && let Ok(action) = serde_json::from_slice::<Action>(&bytes) {
        return Ok(action);
    }
    let value: serde_json::Value = json_body(Ok(bytes))?;
    read_action(value)
}

/// An event without its `t` (the server stamps the time).
fn read_action(value: serde_json::Value) -> Result<Action, ApiError> {
    let serde_json::Value::Object(fields) = &value else {
        return Err(api::ERROR_EVENT_NOT_OBJECT.bare());
    };
    if fields.contains_key("t") {
        return Err(api::ERROR_EVENT_STAMPED.bare());
    }
    serde_json::from_value(value).map_err(|e| {
        api::ERROR_EVENT_UNREADABLE.refuse(game::params! { "detail" => e.to_string() })
    })
}

async fn stream(State(hub): State<Arc<Hub>>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let live = hub.get(&id).await?;
    let event = crate::game_event::event_of(&hub, &id).await;
    let feed = live.feed(hub.options.keepalive).await;
    // A game with a board: its lines `{"type":"board"}` too (crate::board); a rematch's
    // `{"type":"rematch"}` (crate::rematch).
    let board = hub.services.get::<crate::board::Boards>().follow(&id).await;
    let rematch = hub
        .services
        .get::<Rematches>()
        .follow(hub.store(), &id)
        .await;
    let seed = (feed, board, rematch, hub, event);
    let lines = futures_util::stream::unfold(
        seed,
        |(mut feed, mut board, mut rematch, hub, event)| async move {
            let mut line = tokio::select! {
                biased;
                item = feed.next() => match item? {
                    FeedItem::Full(view) => full_line(&hub, *view, &event).await,
                    FeedItem::State(update) => update.line.clone(),
                    FeedItem::KeepAlive => String::new(),
                },
                Some(line) = board.next() => line.to_string(),
                Some(line) = rematch.next() => line.to_string(),
            };
            line.push('\n');
            Some((
                Ok::<_, std::convert::Infallible>(line),
                (feed, board, rematch, hub, event),
            ))
        },
    );
    Ok((
        [(header::CONTENT_TYPE, "application/x-ndjson")],
        Body::from_stream(lines),
    )
        .into_response())
}

async fn websocket(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    if !valid_id(&id) {
        return Err(ApiError::not_found(&id));
    }
    let live = hub.get(&id).await?;
    let upgrade = upgrade.map_err(|r| {
        api::ERROR_NOT_WEBSOCKET
            .refuse_with(r.status(), game::params! { "detail" => r.body_text() })
    })?;
    let keepalive = hub.options.keepalive;
    let event = crate::game_event::event_of(&hub, &id).await;
    let board = hub.services.get::<crate::board::Boards>().follow(&id).await;
    let rematch = hub
        .services
        .get::<Rematches>()
        .follow(hub.store(), &id)
        .await;
    let feeds = Beside {
        board,
        rematch,
        event,
    };
    Ok(crate::connections::lean_websocket(upgrade)
        .on_upgrade(move |socket| watch(socket, hub, live, feeds, keepalive)))
}

/// What a game's WebSocket sends beside the game's own lines.
struct Beside {
    board: crate::board::BoardFeed,
    rematch: crate::rematch::RematchFeed,
    event: Option<EventRef>,
}

/// Sends the feed on a WebSocket: the same lines as the stream, a ping as the keep-alive.
async fn watch(
    mut socket: WebSocket,
    hub: Arc<Hub>,
    live: Arc<Live>,
    beside: Beside,
    keepalive: std::time::Duration,
) {
    let Beside {
        mut board,
        mut rematch,
        event,
    } = beside;
    let mut feed = live.feed(keepalive).await;
    loop {
        tokio::select! {
            biased;
            item = feed.next() => {
                let message = match item {
                    Some(FeedItem::Full(view)) => Message::Text(full_line(&hub, *view, &event).await.into()),
                    Some(FeedItem::State(update)) => Message::Text(update.line.clone().into()),
                    Some(FeedItem::KeepAlive) => Message::Ping(Bytes::new()),
                    None => break,
                };
                if socket.send(message).await.is_err() {
                    break;
                }
            }
            Some(line) = board.next() => {
                if socket.send(Message::Text(line.to_string().into())).await.is_err() {
                    break;
                }
            }
            Some(line) = rematch.next() => {
                if socket.send(Message::Text(line.to_string().into())).await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                Some(Ok(_)) => {}
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 36: every request's future is boxed by the router, copied whole into a fresh
    /// allocation; a future is as large as its largest path, so the rare paths of a move (the
    /// hall's, a game read back after a restart, a journal read again) are boxed on their own
    /// and the move's future stays small.
    #[tokio::test]
    async fn issue_36_a_moves_future_stays_small() {
        let hub = Hub::new(crate::store::Store::memory(), crate::Options::default());
        let answer = event(
            State(Arc::clone(&hub)),
            Path("abcdefgh".to_owned()),
            crate::extract::Bearer::default(),
            Ok(Bytes::new()),
        );
        let size = std::mem::size_of_val(&answer);
        drop(answer);
        eprintln!("a move's future: {size} bytes");
        assert!(size <= 4096, "a move's future takes {size} bytes");
    }

    /// Issue 36, eighth pass: a state's answer is `Json`'s, header and bytes, for a state with
    /// every kind of field filled (a clock, a last move, a notice).
    #[tokio::test]
    async fn issue_36_a_states_answer_is_jsons() {
        let config: protocol::Config =
            serde_json::from_str(r#"{"time_control":"300+2"}"#).expect("a config");
        let mut game = game::Game::new(config).expect("a game");
        let mut states = vec![game.state(0, Vec::new(), None)];
        for (t, action) in [
            (0, Action::Start),
            (
                1_500,
                Action::Move {
                    by: protocol::Side::White,
                    text: "e4".to_owned(),
                    offer_draw: true,
                },
            ),
            (
                2_000,
                Action::Move {
                    by: protocol::Side::White,
                    text: "d4".to_owned(),
                    offer_draw: false,
                },
            ),
        ] {
            states.push(game.apply(&protocol::Event::new(t, action)));
        }
        for state in &states {
            let ours = state_answer(state);
            let theirs = Json(state).into_response();
            assert_eq!(ours.status(), theirs.status());
            assert_eq!(ours.headers(), theirs.headers());
            let ours = axum::body::to_bytes(ours.into_body(), usize::MAX).await;
            let theirs = axum::body::to_bytes(theirs.into_body(), usize::MAX).await;
            assert_eq!(ours.expect("a body"), theirs.expect("a body"));
        }
        assert!(states[3].error.is_some(), "a refusal's state among them");
    }

    /// Issue 36, seventh pass: a move's body read straight into its action answers as the
    /// JSON tree's way does, for the bodies it takes and for those it leaves to the tree.
    #[test]
    fn issue_36_an_event_read_straight_answers_as_the_tree() {
        let bodies: &[&str] = &[
            r#"{"type":"move","by":"white","move":"e2e4"}"#,
            r#"{"type":"move","by":"black","move":"Nf6","offer_draw":true}"#,
            r#"{"type":"resign","by":"white"}"#,
            r#"{"type":"start"}"#,
            r#"{"t":5,"type":"start"}"#,
            r#"{"\u0074":5,"type":"start"}"#,
            r#"{"type":"move","by":"white","move":"t"}"#,
            r#"{"type":"move","by":"white","move":"e4","by":"black"}"#,
            r#"{"type":"move","type":"resign","by":"white"}"#,
            r#"{"type":"move","by":"white","move":"e4"} x"#,
            r#"{"type":"move","by":"white","move":"e4","extra":1}"#,
            r#"{"type":"castle_twice"}"#,
            r#"{"type":"move","by":3,"move":"e4"}"#,
            r#"{"type":"move""#,
            r#"[1,2]"#,
            r#" {"type":"start"}"#,
            "",
        ];
        let tree = |body: &str| -> Result<Action, ApiError> {
            let value: serde_json::Value = json_body(Ok(Bytes::from(body.to_owned())))?;
            read_action(value)
        };
        for body in bodies {
            let straight = read_event_body(Ok(Bytes::from(body.to_owned())));
            match (straight, tree(body)) {
                (Ok(a), Ok(b)) => assert_eq!(a, b, "{body}"),
                (Err(a), Err(b)) => {
                    assert_eq!((a.status, a.body), (b.status, b.body), "{body}")
                }
                (a, b) => panic!("{body}: {a:?} against {b:?}"),
            }
        }
    }

    #[test]
    fn an_event_is_read_without_its_time() {
        let ok = read_action(serde_json::json!({"type": "move", "by": "white", "move": "e4"}));
        assert!(matches!(ok, Ok(Action::Move { .. })));
        let stamped = read_action(serde_json::json!({"t": 5, "type": "start"}));
        assert_eq!(
            stamped.map_err(|e| e.body.code),
            Err("bad_event".to_owned())
        );
        let unknown = read_action(serde_json::json!({"type": "castle_twice"}));
        assert!(unknown.is_err());
        assert!(read_action(serde_json::json!([1, 2])).is_err());
    }
}
