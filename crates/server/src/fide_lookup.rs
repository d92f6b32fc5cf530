//! `GET /api/fide/players?q=carlsen`: FIDE's rating list looked up by name or FIDE id as the
//! arbiter types a player's name in the event's registration page (issue 35; public: the list is
//! public data). The route sits above the store; the list's reading and folding are
//! [`crate::fide`]'s, below it (issue 31, item 3: no import circle).

use std::sync::Arc;

use axum::Json;
use axum::Router;
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::Deserialize;
use serde_json::json;

use crate::error::ApiError;
use crate::fide::fold;
use crate::hub::Hub;
use crate::store::{Lookup, fide::LOOKUP_LIMIT};

/// The routes of the rating list.
pub fn router() -> Router<Arc<Hub>> {
    Router::new().route("/api/fide/players", get(lookup))
}

/// `?q=TEXT&limit=N`.
#[derive(Deserialize)]
struct LookupQuery {
    #[serde(default)]
    q: String,
    #[serde(default)]
    limit: Option<i64>,
}

/// `GET /api/fide/players?q=carlsen` (or `?q=1503014`): `{"players": [{"fide_id", "name",
/// "federation", "sex", "title", "rating", "rapid_rating", "blitz_rating", "birth_year",
/// "inactive"}], "list_size"}` — at most 20, by name; a query of digits is a FIDE id, else the
/// start of a name, surname or given names first, accents and case aside. Fewer than two
/// letters answer nothing (every name would do). A store with no list answers no players and
/// `list_size` 0.
async fn lookup(
    State(hub): State<Arc<Hub>>,
    Query(q): Query<LookupQuery>,
) -> Result<Response, ApiError> {
    let Some(store) = hub.store.ratings() else {
        return Ok(Json(json!({"players": [], "list_size": 0})).into_response());
    };
    let text = q.q.trim();
    let lookup = if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        text.parse().ok().map(Lookup::Id)
    } else {
        let key = fold(text);
        (key.chars().count() >= 2).then_some(Lookup::Name(key))
    };
    let size = store.list_size().await.map_err(ApiError::from)?;
    let players = match lookup {
        Some(l) => store
            .lookup(&l, q.limit.unwrap_or(LOOKUP_LIMIT))
            .await
            .map_err(ApiError::from)?,
        None => Vec::new(),
    };
    Ok(Json(json!({"players": players, "list_size": size})).into_response())
}
