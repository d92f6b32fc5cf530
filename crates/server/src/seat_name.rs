//! The invited player chooses his name (issue 35, item 8): `PUT /api/games/{id}/name` with a
//! seat's token and `{"name": "..."}` names that seat, once — while it has no name (`?`, the
//! PGN's unknown, as the home page creates the friend's seat). The name is checked as a game's
//! names are at creation (one line of bounded length, [`crate::names`]), stored in the game's
//! config (its PGN tags), and said on the game's stream as `{"type": "names", "white",
//! "black"}`. An event's players are named by the event: their seats are never unnamed.

use std::sync::Arc;

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::routing::put;
use serde::Deserialize;
use serde_json::json;

use crate::api_errors as api;
use crate::error::ApiError;
use crate::extract::{json_body, role};
use crate::hub::Hub;
use crate::names::{MAX_NAME, check_name};
use crate::rematch::Rematches;

/// The route of the seat's name.
pub fn router() -> Router<Arc<Hub>> {
    Router::new().route("/api/games/{id}/name", put(name))
}

#[derive(Deserialize)]
struct Named {
    name: String,
}

/// Whether a seat's name is still to be chosen: `?` (the PGN's unknown) or nothing.
fn unnamed(name: &str) -> bool {
    let name = name.trim();
    name.is_empty() || name == "?"
}

async fn name(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let live = hub.get(&id).await?;
    let Some(side) = role(&headers, &live)?.seat() else {
        return Err(api::ERROR_NAME_PLAYERS_ONLY.bare());
    };
    let value: serde_json::Value = json_body(body)?;
    let named: Named = serde_json::from_value(value)
        .map_err(|e| api::ERROR_NAME_BODY.refuse(game::params! { "detail" => e.to_string() }))?;
    let chosen = named.name.trim().to_owned();
    check_name("name", &chosen, MAX_NAME)?;
    if unnamed(&chosen) {
        return Err(api::ERROR_NAME_EMPTY.bare());
    }
    let taken = || api::ERROR_NAME_CHOSEN.bare();
    // The check and the rename are one store operation (issue 35, item 5): of two players
    // naming the seat at once, on one process or two, exactly one wins; the other is told. A
    // failed update read the game again: tried once more if the other seat was the one named.
    let mut attempts = 0;
    let config = loop {
        attempts += 1;
        let mut config = live.inner.lock().await.game.config().clone();
        let seat = match side {
            protocol::Side::White => &mut config.white,
            protocol::Side::Black => &mut config.black,
        };
        if !unnamed(seat) {
            return Err(taken());
        }
        seat.clone_from(&chosen);
        if hub.rename(&live, &config).await? {
            break config;
        }
        if attempts >= 2 {
            return Err(taken());
        }
    };
    let line = json!({ "type": "names", "white": config.white, "black": config.black });
    hub.services.get::<Rematches>().tell_line(&id, &line);
    Ok(Json(line).into_response())
}
