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
//! - `GET /api/games/{id}/rematch`: the offer as anyone may see it; asked with the old game's
//!   arbiter token once the rematch exists, also the new game's id and its arbiter token.
//! - The game's stream says each change as a line `{"type":"rematch","by":side|null,"game":
//!   id|null}`, and the game's view carries the same as `rematch`.
//!
//! An event's game is no friendly game: its next game is the next round's pairing, so a rematch
//! is refused there (`rematch_event_game`).
//!
//! # Kept by the store, one game for two processes
//!
//! The offer is a row of the store ([`crate::store::rematches`]): a restart keeps an offer not
//! yet accepted, and the processes sharing a PostgreSQL store see the same one. The acceptance
//! is one transaction that creates the new game only if the offer still stands unaccepted (a
//! conditional update, as `PUT /api/games/{id}/name` names a seat): of two acceptances at once,
//! on one process or two, exactly one creates a game; the other is answered that game.
//!
//! # Tokens: only hashes are kept
//!
//! The store keeps no token, only hashes ([`crate::tokens`]). A player's seat token in the new
//! game is derived from his seat's token in the old one ([`tokens::derive`]): the offer keeps
//! the hash of the offerer's, the acceptor's is derived when he accepts, and each player is
//! answered his own from either process by presenting his old token again. The arbiter (the
//! friendly game's creator holds its arbiter link) is not there when the rematch is accepted,
//! so no new secret could reach him: the new game takes the old game's arbiter token as its
//! arbiter's (its hash, joined on load), and `GET` with that token names the new game and the
//! token for its link. A seat's token or none never gets it.
//!
//! # The stream's lines across processes
//!
//! The process that changes a rematch tells its own streams at once. With PostgreSQL each change
//! is announced after its commit on the store's rematch channel; every process listens
//! ([`listen`]), reads the rematch again and tells the streams it holds for that game, so a
//! watcher on another process sees the same line a few milliseconds later (a line already told
//! is not told twice).

use std::collections::HashMap;
use std::sync::Arc;

use axum::Json;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use futures_util::StreamExt;
use protocol::{Action, Seat, Seats, Side};
use serde_json::{Value, json};
use tokio::sync::broadcast;

use crate::api_errors as api;
use crate::error::ApiError;
use crate::extract::token_role;
use crate::hub::{Hub, Sender};
use crate::live::Live;
use crate::store::{Acceptance, Role, Store, StoreError, StoredRematch};
use crate::tokens;

/// How many rematch lines a slow stream may miss (it reads the offer again on reconnecting).
const BACKLOG: usize = 16;

/// How many times a request reads the rematch again when another request changed it meanwhile
/// (an offer made at the same moment by the opponent, an acceptance elsewhere).
const ATTEMPTS: usize = 4;

/// The routes of the rematch.
pub fn router() -> Router<Arc<Hub>> {
    Router::new().route(
        "/api/games/{id}/rematch",
        post(offer).delete(withdraw).get(read),
    )
}

/// The stream's line of a rematch; `None`: none stands (withdrawn or declined).
fn line_of(rematch: Option<&StoredRematch>) -> Value {
    match rematch {
        Some(r) => json!({ "type": "rematch", "by": r.by, "game": r.game }),
        None => json!({ "type": "rematch", "by": null, "game": null }),
    }
}

/// The lines of the rematches for the streams of the games this process holds.
#[derive(Debug, Default)]
pub struct Rematches {
    lines: std::sync::Mutex<HashMap<String, broadcast::Sender<Arc<str>>>>,
    /// The last rematch line told for each game: a change told by this process, then read
    /// again on its note ([`listen`]), is told once.
    told: std::sync::Mutex<HashMap<String, Arc<str>>>,
}

impl Rematches {
    fn sender(&self, id: &str) -> broadcast::Sender<Arc<str>> {
        let mut lines = self.lines.lock().unwrap_or_else(|p| p.into_inner());
        lines
            .entry(id.to_owned())
            .or_insert_with(|| broadcast::channel(BACKLOG).0)
            .clone()
    }

    fn watched(&self, id: &str) -> bool {
        let lines = self.lines.lock().unwrap_or_else(|p| p.into_inner());
        lines.get(id).is_some_and(|s| s.receiver_count() > 0)
    }

    /// Sends a line on the game's streams beside its states: the players' names once one is
    /// chosen ([`crate::seat_name`]), and the rematch's ([`Rematches::tell_rematch`]).
    pub fn tell_line(&self, id: &str, line: &Value) {
        // Nobody may be watching: that is fine.
        let _ = self.sender(id).send(Arc::from(line.to_string()));
    }

    /// Tells the game's streams its rematch's line, unless it is the line told last.
    fn tell_rematch(&self, id: &str, line: &Value) {
        let text: Arc<str> = Arc::from(line.to_string());
        {
            let mut told = self.told.lock().unwrap_or_else(|p| p.into_inner());
            if told.get(id) == Some(&text) {
                return;
            }
            told.insert(id.to_owned(), Arc::clone(&text));
        }
        let _ = self.sender(id).send(text);
    }

    /// Forgets the line told last for a game nobody watches here (a note skipped).
    fn forget(&self, id: &str) {
        let mut told = self.told.lock().unwrap_or_else(|p| p.into_inner());
        told.remove(id);
    }

    /// The game's rematch as its view and stream say it, if one was offered (read from the
    /// store; a store that fails is logged and says none).
    pub async fn of(&self, store: &Store, id: &str) -> Option<Value> {
        match store.rematch(id).await {
            Ok(rematch) => rematch.as_ref().map(|r| line_of(Some(r))),
            Err(e) => {
                tracing::warn!(game = %id, error = %e, "the rematch not read");
                None
            }
        }
    }

    /// A stream's subscription to the game's rematch lines: the offer standing first, if any.
    pub async fn follow(&self, store: &Store, id: &str) -> RematchFeed {
        let rx = self.sender(id).subscribe();
        let first = self.of(store, id).await.map(|v| Arc::from(v.to_string()));
        crate::services::LineFeed::new(first, rx)
    }
}

/// A subscription to a game's rematch lines ([`Rematches::follow`]).
pub type RematchFeed = crate::services::LineFeed;

/// With PostgreSQL: listens for the rematches other processes change (and this one: told once)
/// and tells the streams held here for those games; without it, does nothing.
pub async fn listen(hub: &Arc<Hub>) -> Result<(), StoreError> {
    let Some(mut notes) = hub.store().listen_rematches().await? else {
        return Ok(());
    };
    let hub = Arc::clone(hub);
    tokio::spawn(async move {
        while let Some(note) = notes.next().await {
            match note {
                Ok(id) => {
                    let rematches = hub.services.get::<Rematches>();
                    if !rematches.watched(&id) {
                        rematches.forget(&id);
                        continue;
                    }
                    match hub.store().rematch(&id).await {
                        Ok(r) => rematches.tell_rematch(&id, &line_of(r.as_ref())),
                        Err(e) => tracing::warn!(game = %id, error = %e, "the rematch not read"),
                    }
                }
                Err(e) => {
                    tracing::warn!(error = %e, "rematch listener lost; reconnecting");
                    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
                }
            }
        }
    });
    Ok(())
}

/// The seat a request's token holds in the game: a player's only.
fn seat_of(role: Role) -> Result<Side, ApiError> {
    role.seat()
        .ok_or_else(|| api::ERROR_REMATCH_PLAYERS_ONLY.bare())
}

fn opposite(side: Side) -> Side {
    match side {
        Side::White => Side::Black,
        Side::Black => Side::White,
    }
}

/// A player's seat token in the rematch of game `id`, derived from his seat's token in it.
fn rematch_token(id: &str, token: &str) -> String {
    tokens::derive(token, &format!("rematch of {id}"))
}

/// The answer to a player once the rematch exists: the new game, his side and token in it.
fn created(
    rematch: &StoredRematch,
    id: &str,
    token: &str,
    me: Side,
    status: StatusCode,
) -> Response {
    let body = json!({
        "rematch": line_of(Some(rematch)),
        "id": rematch.game,
        "side": opposite(me),
        "token": rematch_token(id, token),
    });
    (status, Json(body)).into_response()
}

fn offered(rematch: &StoredRematch) -> Response {
    let body = json!({ "rematch": line_of(Some(rematch)) });
    (StatusCode::ACCEPTED, Json(body)).into_response()
}

async fn offer(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let live = hub.get(&id).await?;
    let (token, role) = token_role(&headers, &live)?;
    let me = seat_of(role)?;
    let finished = live.inner.lock().await.state.result.is_some();
    if !finished {
        return Err(api::ERROR_REMATCH_GAME_NOT_OVER.bare());
    }
    if crate::game_event::event_of(&hub, &id).await.is_some() {
        return Err(api::ERROR_REMATCH_EVENT_GAME.bare());
    }
    let mine = tokens::hash(&rematch_token(&id, token));
    let engine_opponent = matches!(live.seat(opposite(me)), Seat::Engine { .. });
    let rematches = hub.services.get::<Rematches>();
    for _ in 0..ATTEMPTS {
        let standing = hub.store().rematch(&id).await?;
        let acceptance = match standing {
            Some(r) if r.game.is_some() => {
                return Ok(created(&r, &id, token, me, StatusCode::OK));
            }
            // The opponent's offer (or mine, to an engine, which accepts it).
            Some(r) if r.by != me || engine_opponent => (r.by, r.by_hash, true),
            // Offered already by this player: the same offer.
            Some(r) => return Ok(offered(&r)),
            None if engine_opponent => (me, mine.clone(), false),
            None => {
                if hub.store().offer_rematch(&id, me, &mine).await? {
                    let r = StoredRematch {
                        by: me,
                        by_hash: mine.clone(),
                        game: None,
                    };
                    rematches.tell_rematch(&id, &line_of(Some(&r)));
                    return Ok(offered(&r));
                }
                // The opponent offered it at the same moment: read again, and accept it.
                continue;
            }
        };
        let (by, by_hash, was_offered) = acceptance;
        if let Some(r) = accept(&hub, &live, me, &mine, by, by_hash, was_offered).await? {
            rematches.tell_rematch(&id, &line_of(Some(&r)));
            tracing::info!(game = %id, rematch = ?r.game, "rematch");
            return Ok(created(&r, &id, token, me, StatusCode::CREATED));
        }
        // Accepted elsewhere meanwhile (or withdrawn): read again.
    }
    Err(StoreError::Conflict {
        game: id.clone(),
        seq: 0,
    }
    .into())
}

/// Creates the rematch's game if the offer by `by` still stands unaccepted: the same settings,
/// the colours reversed, started at once (both players are at their boards). `None`: another
/// request accepted it first, or it was withdrawn; nothing was written.
async fn accept(
    hub: &Arc<Hub>,
    live: &Arc<Live>,
    me: Side,
    mine: &str,
    by: Side,
    by_hash: String,
    was_offered: bool,
) -> Result<Option<StoredRematch>, ApiError> {
    let mut config = live.inner.lock().await.game.config().clone();
    std::mem::swap(&mut config.white, &mut config.black);
    let seats = Seats {
        white: live.seats.black.clone(),
        black: live.seats.white.clone(),
    };
    let (mut new, _, game) = hub.prepare(config, seats)?;
    // The seats' tokens: each player's derived from his old one (the one who had White plays
    // Black); an engine's seat keeps a token nobody holds. The arbiter's: the old game's.
    let human = |side: Side| matches!(live.seat(side), Seat::Human);
    let arbiter_hash = live
        .tokens
        .iter()
        .find(|(_, role)| *role == Role::Arbiter)
        .map(|(hash, _)| hash.clone());
    let mut tokens = Vec::with_capacity(3);
    for (hash, role) in new.tokens {
        let Some(side) = role.seat() else {
            if arbiter_hash.is_none() {
                tokens.push((hash, role));
            }
            continue;
        };
        let old = opposite(side);
        let hash = if old == by && human(by) {
            by_hash.clone()
        } else if old == me && me != by {
            mine.to_owned()
        } else {
            hash
        };
        tokens.push((hash, role));
    }
    new.tokens = tokens;
    let id = new.id.clone();
    let acceptance = Acceptance {
        game: live.id.clone(),
        by,
        by_hash: by_hash.clone(),
        offered: was_offered,
        new,
        arbiter_hash,
    };
    if !hub.store().accept_rematch(&acceptance).await? {
        return Ok(None);
    }
    let mut held = acceptance.new;
    if let Some(hash) = acceptance.arbiter_hash {
        held.tokens.push((hash, Role::Arbiter));
    }
    let new_live = hub.admit(held, game).await;
    hub.submit(&new_live, Action::Start, Sender::Server).await?;
    Ok(Some(StoredRematch {
        by,
        by_hash,
        game: Some(id),
    }))
}

async fn withdraw(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let live = hub.get(&id).await?;
    let (_, role) = token_role(&headers, &live)?;
    seat_of(role)?;
    let standing = hub.store().rematch(&id).await?;
    let refusal = |r: Option<StoredRematch>| match r {
        Some(r) if r.game.is_some() => api::ERROR_REMATCH_ACCEPTED.bare(),
        _ => api::ERROR_REMATCH_NONE.bare(),
    };
    if standing.as_ref().is_none_or(|r| r.game.is_some()) {
        return Err(refusal(standing));
    }
    if !hub.store().withdraw_rematch(&id).await? {
        // Accepted or withdrawn meanwhile, by another request.
        return Err(refusal(hub.store().rematch(&id).await?));
    }
    let line = line_of(None);
    hub.services.get::<Rematches>().tell_rematch(&id, &line);
    Ok(Json(json!({ "rematch": line })).into_response())
}

/// The rematch for anyone; with the old game's arbiter token once it exists, the new game and
/// its arbiter token too (the same token: [`accept`]). A seat's token, a token of another game
/// or none reads the offer only.
async fn read(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let live = hub.get(&id).await?;
    let rematch = hub.store().rematch(&id).await?;
    let mut body = json!({ "rematch": rematch.as_ref().map(|r| line_of(Some(r))) });
    let arbiter = token_role(&headers, &live)
        .ok()
        .filter(|(_, role)| *role == Role::Arbiter);
    if let (Some((token, _)), Some(game)) = (arbiter, rematch.and_then(|r| r.game)) {
        body["id"] = json!(game);
        body["token"] = json!(token);
    }
    Ok(Json(body).into_response())
}
