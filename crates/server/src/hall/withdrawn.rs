//! The games of a publication taken back (issue 35, item 3). An undo of a round's publication
//! before any move ([`super::draft`]) makes the round a draft again; its games stay stored —
//! their seat links were given out — but are no longer the event's boards. The store marks them
//! withdrawn ([`crate::store::HallStorage::withdraw_games`]), so that:
//!
//! - every read of such a game (`GET /api/games/{id}`, its stream, its PGN, its page's
//!   requests) and the invited player's name (`PUT /api/games/{id}/name`) is answered `410
//!   game_withdrawn` with the game's and the event's ids ([`gone`]): a player who opens his old
//!   link reads that the arbiter withdrew the game, and where the event is;
//! - the lists of games (the home page's games in play) leave them out;
//! - the event's pages never showed them again (the round's boards are the draft's).
//!
//! The check is one read of the store's primary key, on reads and renames only: a player's move
//! comes from a page that loaded the game first (and was told).

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::codes;
use crate::hub::Hub;

/// The game id of a path under `/api/games/{id}`, if it is one.
fn game_of(path: &str) -> Option<&str> {
    let rest = path.strip_prefix("/api/games/")?;
    let id = rest.split('/').next()?;
    crate::hub::valid_id(id).then_some(id)
}

/// Answers `410 game_withdrawn` for a withdrawn game's reads and rename; passes every other
/// request on.
pub async fn gone(State(hub): State<Arc<Hub>>, request: Request, next: Next) -> Response {
    gone_around(&hub, request, |request| next.run(request)).await
}

/// [`gone`] around `next`, a layer's inner service as a function (see
/// [`crate::error::json_errors_around`]).
pub(crate) async fn gone_around<F, Fut>(hub: &Hub, request: Request, next: F) -> Response
where
    F: FnOnce(Request) -> Fut,
    Fut: std::future::Future<Output = Response>,
{
    let checked = matches!(*request.method(), Method::GET | Method::HEAD | Method::PUT);
    if checked
        && let Some(game) = game_of(request.uri().path())
        && let Some(store) = hub.store().halls()
        && let Ok(Some(event)) = store.withdrawn_by(game).await
    {
        return codes::GAME_WITHDRAWN
            .refuse(game::params! { "game" => game, "event" => event.as_str() })
            .into_response();
    }
    next(request).await
}

#[cfg(test)]
mod tests {
    use super::game_of;

    #[test]
    fn issue_35_the_game_of_a_path() {
        assert_eq!(game_of("/api/games/abc123"), Some("abc123"));
        assert_eq!(game_of("/api/games/abc123/stream"), Some("abc123"));
        assert_eq!(game_of("/api/games"), None);
        assert_eq!(game_of("/api/games/"), None);
        assert_eq!(game_of("/api/games/a-b"), None);
        assert_eq!(game_of("/api/events/abc"), None);
    }
}
