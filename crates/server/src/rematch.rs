//! A rematch (issue 35, item 8): after a friendly game, one player offers it and the opponent
//! accepts it — one new game for both, with the same settings and the colours reversed, never a
//! game each.
//!
//! - `POST /api/games/{id}/rematch` with a seat's token: offers the rematch (`202`, the offer)
//!   or, when the opponent offered it already (or the opponent is an engine, which always
//!   accepts), accepts it: the new game is created and started (`201`). Both players are at
//!   their boards: the acceptor clicked, the offerer follows the stream. Each player, sending
//!   the same request once the rematch exists, is answered the new game's id, his side in it
//!   and his seat's token (`200`): the old game's seat token proves the seat.
//! - `DELETE /api/games/{id}/rematch` with a seat's token: the offer withdrawn by its author or
//!   declined by the opponent (`200`).
//! - `GET /api/games/{id}/rematch`: the offer as anyone may see it.
//! - The game's stream says each change as a line `{"type":"rematch","by":side|null,"game":
//!   id|null}`, and the game's view carries the same as `rematch`.
//!
//! An event's game is no friendly game: its next game is the next round's pairing, so a rematch
//! is refused there (`rematch_event_game`). Offers are held in memory (a restart forgets an offer
//! not yet accepted; the new game, once created, is a game like any other).

use std::collections::HashMap;
use std::sync::Arc;

use axum::Json;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use protocol::{CreateGame, Seat, Seats, Side};
use serde_json::{Value, json};
use tokio::sync::{Mutex, broadcast};

use crate::error::ApiError;
use crate::extract::role;
use crate::hub::Hub;
use crate::store::Role;

/// How many rematch lines a slow stream may miss (it reads the offer again on reconnecting).
const BACKLOG: usize = 16;

/// The routes of the rematch.
pub fn router() -> Router<Arc<Hub>> {
    Router::new().route(
        "/api/games/{id}/rematch",
        post(offer).delete(withdraw).get(read),
    )
}

/// A game's rematch: offered by `by`, and once accepted, the new game and each old seat's token
/// in it (the player who had White holds `for_white`, who plays Black now).
#[derive(Clone, Debug)]
struct Offer {
    by: Side,
    game: Option<String>,
    for_white: Option<String>,
    for_black: Option<String>,
}

impl Offer {
    fn line(&self) -> Value {
        json!({ "type": "rematch", "by": self.by, "game": self.game })
    }
}

/// The rematches of the games this process holds, and their lines for the streams.
#[derive(Debug, Default)]
pub struct Rematches {
    offers: Mutex<HashMap<String, Offer>>,
    lines: std::sync::Mutex<HashMap<String, broadcast::Sender<Arc<str>>>>,
}

impl Rematches {
    fn sender(&self, id: &str) -> broadcast::Sender<Arc<str>> {
        let mut lines = self.lines.lock().unwrap_or_else(|p| p.into_inner());
        lines
            .entry(id.to_owned())
            .or_insert_with(|| broadcast::channel(BACKLOG).0)
            .clone()
    }

    fn tell(&self, id: &str, line: &Value) {
        // Nobody may be watching: that is fine.
        let _ = self.sender(id).send(Arc::from(line.to_string()));
    }

    /// Sends a line on the game's streams beside its states: the rematch's, and the players'
    /// names once one is chosen ([`crate::seat_name`]).
    pub fn tell_line(&self, id: &str, line: &Value) {
        self.tell(id, line);
    }

    /// The game's rematch as its view and stream say it, if one was offered.
    pub async fn of(&self, id: &str) -> Option<Value> {
        self.offers.lock().await.get(id).map(Offer::line)
    }

    /// A stream's subscription to the game's rematch lines: the offer standing first, if any.
    pub async fn follow(&self, id: &str) -> RematchFeed {
        let rx = self.sender(id).subscribe();
        let first = self.of(id).await.map(|v| Arc::from(v.to_string()));
        crate::services::LineFeed::new(first, rx)
    }
}

/// A subscription to a game's rematch lines ([`Rematches::follow`]).
pub type RematchFeed = crate::services::LineFeed;

fn refused(status: StatusCode, code: &str, message: &str) -> ApiError {
    ApiError::new(status, code, message)
}

/// The seat a request's token holds in the game: a player's only.
fn seat_of(role: Role) -> Result<Side, ApiError> {
    match role {
        Role::White => Ok(Side::White),
        Role::Black => Ok(Side::Black),
        _ => Err(refused(
            StatusCode::FORBIDDEN,
            "rematch_players_only",
            "a rematch is offered and accepted by the game's players, with their seat's link",
        )),
    }
}

fn opposite(side: Side) -> Side {
    match side {
        Side::White => Side::Black,
        Side::Black => Side::White,
    }
}

/// The answer to a player once the rematch exists: the new game, his side and token in it.
fn created(offer: &Offer, me: Side, status: StatusCode) -> Response {
    let token = match me {
        Side::White => &offer.for_white,
        Side::Black => &offer.for_black,
    };
    let body = json!({
        "rematch": offer.line(),
        "id": offer.game,
        "side": opposite(me),
        "token": token,
    });
    (status, Json(body)).into_response()
}

async fn offer(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let live = hub.get(&id).await?;
    let me = seat_of(role(&headers, &live)?)?;
    let (config, finished) = {
        let inner = live.inner.lock().await;
        (inner.game.config().clone(), inner.state.result.is_some())
    };
    if !finished {
        return Err(refused(
            StatusCode::CONFLICT,
            "rematch_game_not_over",
            "a rematch is offered once the game is over",
        ));
    }
    if crate::game_event::event_of(&hub, &id).await.is_some() {
        return Err(refused(
            StatusCode::CONFLICT,
            "rematch_event_game",
            "an event's game has no rematch: the next game is the next round's pairing",
        ));
    }
    let rematches = hub.services.get::<Rematches>();
    let mut offers = rematches.offers.lock().await;
    let standing = offers.get(&id).cloned();
    let engine_opponent = matches!(live.seat(opposite(me)), Seat::Engine { .. });
    let accepts = engine_opponent || standing.as_ref().is_some_and(|o| o.by != me);
    match standing {
        Some(o) if o.game.is_some() => Ok(created(&o, me, StatusCode::OK)),
        _ if accepts => {
            // Accepted: one game, the colours reversed, the same settings.
            let by = standing.map_or(me, |o| o.by);
            let mut config = config;
            std::mem::swap(&mut config.white, &mut config.black);
            let seats = Seats {
                white: live.seats.black.clone(),
                black: live.seats.white.clone(),
            };
            let (new, tokens) = hub
                .create(CreateGame {
                    config,
                    seats: seats.clone(),
                    start: true,
                })
                .await?;
            // The old White plays Black: his token is the new game's Black seat's. An engine's
            // seat has no player to hand it to.
            let human = |s: &Seat| matches!(s, Seat::Human);
            let o = Offer {
                by,
                game: Some(new.id.clone()),
                for_white: human(&seats.black).then(|| tokens.black.clone()),
                for_black: human(&seats.white).then(|| tokens.white.clone()),
            };
            offers.insert(id.clone(), o.clone());
            rematches.tell(&id, &o.line());
            tracing::info!(game = %id, rematch = %new.id, "rematch");
            Ok(created(&o, me, StatusCode::CREATED))
        }
        // Offered already by this player: the same offer.
        Some(o) => Ok((StatusCode::ACCEPTED, Json(json!({ "rematch": o.line() }))).into_response()),
        None => {
            let o = Offer {
                by: me,
                game: None,
                for_white: None,
                for_black: None,
            };
            offers.insert(id.clone(), o.clone());
            rematches.tell(&id, &o.line());
            Ok((StatusCode::ACCEPTED, Json(json!({ "rematch": o.line() }))).into_response())
        }
    }
}

async fn withdraw(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let live = hub.get(&id).await?;
    seat_of(role(&headers, &live)?)?;
    let rematches = hub.services.get::<Rematches>();
    let mut offers = rematches.offers.lock().await;
    match offers.get(&id) {
        None => Err(refused(
            StatusCode::CONFLICT,
            "rematch_none",
            "no rematch is offered in this game",
        )),
        Some(o) if o.game.is_some() => Err(refused(
            StatusCode::CONFLICT,
            "rematch_accepted",
            "the rematch was accepted: its game exists",
        )),
        Some(_) => {
            offers.remove(&id);
            let line = json!({ "type": "rematch", "by": null, "game": null });
            rematches.tell(&id, &line);
            Ok(Json(json!({ "rematch": line })).into_response())
        }
    }
}

async fn read(State(hub): State<Arc<Hub>>, Path(id): Path<String>) -> Result<Response, ApiError> {
    hub.get(&id).await?;
    let line = hub.services.get::<Rematches>().of(&id).await;
    Ok(Json(json!({ "rematch": line })).into_response())
}
