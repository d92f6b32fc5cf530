//! Arbiter's game server: games under the FIDE Laws over HTTP, streams and WebSockets, with a
//! journal that loses nothing.
//!
//! - [`Store`](store::Store): each game is an append-only journal of its events, behind the
//!   [`Storage`](store::Storage) trait: SQLite (the default, embedded), PostgreSQL (several
//!   processes may share it), or memory (for tests); an event is acknowledged only once its
//!   step is durable.
//! - [`Hub`]: the games in memory, each the replay of its journal; it stamps each event's time,
//!   checks who may send it, journals it, and tells the streams. A flag falls on time (Art. 6.8).
//! - [`app`]: the HTTP routes of ARCHITECTURE.md's "Server" contract, plus a lichess Board API
//!   subset at lichess's own paths, and the web board ([`web`]) on the same origin.
//! - Engine seats play through UCI ([`uci`]); one that crashes or hangs loses on time.
//!
//! The rules are the `game` crate's: the server adds only what a website needs. It writes no
//! move itself (the move lists are the game's record, [`game::Game::recorded_moves`]) and does
//! not decide whose turn it is (a move out of turn is the game's refusal, `not_your_turn`).
//!
//! # Example
//! ```
//! use axum::{body::Body, http::Request};
//! use tower::ServiceExt;
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let runtime = tokio::runtime::Runtime::new()?;
//! runtime.block_on(async {
//!     // `Store::open("games.db")` for a file, `Store::open("postgres://...")` for PostgreSQL.
//!     let store = server::store::Store::memory();
//!     let hub = server::Hub::new(store, server::Options::default());
//!     let app = server::app(hub, server::Rate::default());
//!     let body = r#"{"config":{"time_control":"300+2"},"start":true}"#;
//!     let created = app
//!         .oneshot(Request::post("/api/games").body(Body::from(body))?)
//!         .await?;
//!     assert_eq!(created.status(), 201);
//!     Ok::<_, Box<dyn std::error::Error>>(())
//! })
//! # }
//! ```

#![forbid(unsafe_code)]

pub mod api;
pub mod api_errors;
pub mod board;
pub mod connections;
pub mod error;
pub mod extract;
pub mod fide;
pub mod fide_lookup;
pub mod forecast;
pub mod game_event;
pub mod hall;
pub mod hub;
pub mod lease;
pub mod lichess;
pub mod limits;
pub mod live;
pub mod moves;
pub mod names;
mod players;
pub mod rematch;
pub mod seat_name;
pub mod services;
pub mod store;
pub mod tokens;
pub mod uci;
pub mod web;

use std::sync::Arc;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::response::{IntoResponse, Response};

pub use connections::Limits;
pub use error::ApiError;
pub use hub::{Hub, Options, Sender};
pub use limits::Rate;

/// The largest request body accepted (a config or an event is far smaller).
pub const MAX_BODY: usize = 64 * 1024;

/// Wall-clock time, ms since the Unix epoch: the only clock the server reads.
pub fn now_ms() -> i64 {
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
}

impl Hub {
    /// A hub over a store, with the services that run beside its games: the engine seats
    /// (`players.rs`) subscribe to its steps. This is where the rooms are put together: the hub
    /// itself names none of the services above it, and calls none.
    pub fn new(store: store::Store, options: Options) -> Arc<Hub> {
        let hub = Hub::assemble(store, options);
        players::subscribe(&hub);
        hub
    }
}

/// The whole HTTP application over a hub, with body-size and rate limits (the rate keyed on a
/// token the server issued, else on the client's address), a deadline on each request's body
/// ([`Options::limits`]), and the web board from the hub's [`Options::web`].
pub fn app(hub: Arc<Hub>, rate: Rate) -> Router {
    let limiter = limits::Limiter::new(rate, Arc::clone(&hub));
    let body_timeout = hub.options.limits.body_timeout;
    let web = web::router(hub.options.web.as_deref());
    Router::new()
        .merge(api::router())
        .merge(forecast::router())
        .merge(rematch::router())
        .merge(seat_name::router())
        .merge(hall::routes::router())
        .merge(hall::draft::router())
        .merge(hall::entries::router())
        .merge(fide_lookup::router())
        .merge(board::router())
        .merge(lichess::router())
        .merge(web)
        .fallback(not_found)
        .method_not_allowed_fallback(not_allowed)
        .layer(axum::middleware::from_fn_with_state(
            Arc::new(Front {
                hub: Arc::clone(&hub),
                limiter,
                body_timeout,
            }),
            front,
        ))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(hub)
}

/// What [`front`] needs.
struct Front {
    hub: Arc<Hub>,
    limiter: Arc<limits::Limiter>,
    body_timeout: std::time::Duration,
}

/// The application's one middleware: from the outside in, JSON bodies for axum's plain-text
/// refusals ([`error::json_errors`]), the rate limit ([`limits::limit`]), the deadline on the
/// body ([`limits::body_deadline`]) and, issue 35 item 3, a withdrawn game's `410`
/// ([`hall::withdrawn::gone`]), in that order as when each was a layer of its own. One layer
/// for the four (issue 36, seventh pass): axum's `from_fn` clones the router under it and boxes
/// the request's future at every request, once a layer. `DefaultBodyLimit`, outside it now,
/// only marks the request for the extractors that read its body.
async fn front(
    axum::extract::State(front): axum::extract::State<Arc<Front>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let front = &*front;
    error::json_errors_around(request, |request| {
        limits::limit_around(&front.limiter, request, |request| {
            limits::body_deadline_around(front.body_timeout, request, |request| {
                hall::withdrawn::gone_around(&front.hub, request, |request| next.run(request))
            })
        })
    })
    .await
}

async fn not_found() -> Response {
    api_errors::ERROR_NO_ROUTE.bare().into_response()
}

async fn not_allowed() -> Response {
    api_errors::ERROR_METHOD_NOT_ALLOWED.bare().into_response()
}

/// Serves `app` on `listener` until the process ends, under the hub's connection limits
/// ([`Options::limits`], [`connections`]). The listener answers at once: the unfinished games
/// are brought back in the background ([`Hub::recover_in_background`]), and a request for a game
/// not yet back brings it back first, so nobody waits for the others' replay (issue 34, point 5).
/// Starts the heartbeat, the sweeper (finished games out of memory, never-started ones expired)
/// and, with PostgreSQL, the listeners for other processes' steps and rematches.
pub async fn serve(
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    rate: Rate,
) -> Result<(), ServeError> {
    let recovery = hub
        .begin_recovery()
        .await
        .map_err(|e| ServeError::Recover(e.body.message))?;
    hub.recover_in_background(recovery);
    hub.spawn_heartbeat();
    hub.spawn_sweeper();
    hub.spawn_listener().await?;
    rematch::listen(&hub).await?;
    let limits = hub.options.limits;
    connections::run(listener, app(hub, rate), limits)
        .await
        .map_err(ServeError::Io)
}

/// Why the server stopped.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The socket failed.
    #[error("socket: {0}")]
    Io(std::io::Error),
    /// The store failed.
    #[error(transparent)]
    Store(#[from] store::StoreError),
    /// The journals could not be replayed.
    #[error("replaying the journals: {0}")]
    Recover(String),
}
