//! The round as arbiters run it (issue 35, items 2 and 4): the draft discarded and paired
//! again, and the arbiter's last step taken back. The rules are the event's machine's
//! ([`tournament::hall::Tournament::check_discard`], [`tournament::hall::Tournament::check_undo`]);
//! here are the routes, and what an undo of a publication leaves to the server (its games no
//! longer followed).
//!
//! - `POST /api/events/{id}/rounds/{n}/discard` `{"reason"}`: the draft of round `n` (paired,
//!   not published) is discarded ([`Step::Discarded`]); `POST /api/events/{id}/rounds` pairs it
//!   again. 409 `round_published_no_discard` once published, 404 `discard_no_draft` without a
//!   draft.
//! - `GET /api/events/{id}/undo`: what an undo would take back now, `{"undo": {"seq", "step",
//!   "with"}}` (`null` when nothing can be).
//! - `POST /api/events/{id}/undo` `{"seq", "reason"}`: takes back the arbiter's last act
//!   ([`Step::Undone`]): a pairing, a change, a discard, a publication before any move (with its
//!   forfeits at publication), an absence, a result recorded in the event, an entry, a queue
//!   item dealt with. `seq`, if sent, is the step the arbiter saw as the last (409
//!   `undo_not_last` otherwise); 409 `undo_nothing`, `undo_published_played`.
//!
//! - `POST /api/events/{id}/absences/present` `{"player", "round", "reason"}`: takes back the
//!   absence of `player` from round `round` (issue 35, item 2), not only the last step: while
//!   that round is not published ([`Step::Present`]); 409 `absence_round_published` after, 404
//!   `absence_not_found`.
//! - An undo of a result declared in a game from the result screen or from the game's own
//!   console ([`Step::Ruled`]: issue 35, item 1, [`super::console`]) withdraws it in the game first (`game::Ruling::WithdrawDeclaration`, the game's
//!   own rule: only its last step), then journals the undo; the game page and the event's
//!   pages then agree that the board has no result.
//!
//! Moving a player between boards, giving the pairing-allocated bye to another player and
//! swapping colours are one route, `PUT /api/events/{id}/rounds/{n}/pairings` with the whole
//! draft ([`Step::Changed`]), checked against C.04.1 with its warnings.

use std::collections::BTreeSet;
use std::sync::Arc;

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::extract::rejection::BytesRejection;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::{Value, json};

use super::codes as hall_codes;
use super::extract::{ArbiterEvent, RoundNumber};
use super::model::{self, Hall, Step};
use super::{HallLive, write};
use crate::error::ApiError;
use crate::extract::{body_bytes, json_body};
use crate::hub::Hub;
use crate::hub::Sender;
use crate::store::Role;
use protocol::{Action, Ruling};
use tournament::hall::{HallError, Undo};

/// The routes of the draft and of the undo.
pub fn router() -> Router<Arc<Hub>> {
    Router::new()
        .route("/api/events/{id}/rounds/{n}/discard", post(discard))
        .route("/api/events/{id}/undo", get(undo_view).post(undo))
        .route("/api/events/{id}/absences/present", post(present))
}

/// `{"player", "round", "reason"}`: the absence taken back (issue 35, item 2).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PresentBody {
    player: tournament::StartingNumber,
    round: usize,
    #[serde(default)]
    reason: Option<String>,
}

/// Takes back the absence of a player from a round not yet published (issue 35, item 2),
/// whatever came after it: [`Step::Present`], checked by
/// [`tournament::hall::Tournament::check_present`].
async fn present(
    State(hub): State<Arc<Hub>>,
    ArbiterEvent(live): ArbiterEvent,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let value: Value = json_body(body)?;
    let body: PresentBody = serde_json::from_value(value).map_err(|e| {
        hall_codes::PRESENT_UNREADABLE.refuse(game::params! { "detail" => e.to_string() })
    })?;
    let reason = model::optional_reason("reason", body.reason)?;
    let mut hall = live.fresh(&hub).await?;
    write(&hub, &live, &mut hall, |hall| {
        hall.check_present(body.player, body.round)
            .map_err(|e| hall_codes::refusal(&e))?;
        let step = Step::Present {
            player: body.player,
            round: body.round,
            reason: reason.clone(),
        };
        Ok((vec![step], ()))
    })
    .await?;
    Ok(Json(json!({
        "present": {"player": body.player, "round": body.round},
        "absences": hall.absences,
        "undo": last_act(&hall),
    }))
    .into_response())
}

/// `{"reason"}`, optional.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct DiscardBody {
    #[serde(default)]
    reason: Option<String>,
}

/// `{"seq", "reason"}`, both optional.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct UndoBody {
    #[serde(default)]
    seq: Option<i64>,
    #[serde(default)]
    reason: Option<String>,
}

/// A body that may be empty (then the default).
fn optional_body<T: for<'de> Deserialize<'de> + Default>(
    body: Result<Bytes, BytesRejection>,
) -> Result<T, ApiError> {
    let bytes = body_bytes(body)?;
    if bytes.iter().all(u8::is_ascii_whitespace) {
        Ok(T::default())
    } else {
        json_body(Ok(bytes))
    }
}

/// Discards round `n`'s draft (issue 35, item 2), to pair it again.
async fn discard(
    State(hub): State<Arc<Hub>>,
    RoundNumber(n): RoundNumber,
    ArbiterEvent(live): ArbiterEvent,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let body: DiscardBody = optional_body(body)?;
    let reason = body.reason.unwrap_or_default().trim().to_owned();
    model::check_reason("reason", &reason)?;
    let mut hall = live.fresh(&hub).await?;
    // Decided again on the fresh journal if another process wrote first (issue 31, item 4).
    write(&hub, &live, &mut hall, |hall| {
        hall.check_discard(n).map_err(|e| hall_codes::refusal(&e))?;
        let reason = reason.clone();
        Ok((vec![Step::Discarded { round: n, reason }], ()))
    })
    .await?;
    Ok(Json(json!({
        "round": n,
        "discarded": true,
        "next": hall.next_open_round(),
        "undo": last_act(&hall),
    }))
    .into_response())
}

/// A step as the page names it in an undo's confirmation: its type and what it was about
/// (round, board, player, result, item), without its bulk (a pairing's explanation).
fn step_summary(step: &Step) -> Value {
    let mut out = json!({});
    let whole = serde_json::to_value(step).unwrap_or(Value::Null);
    for key in ["type", "round", "board", "item", "player"] {
        if let Some(v) = whole.get(key)
            && !v.is_object()
        {
            out[key] = v.clone();
        }
    }
    match step {
        Step::Player { player } => out["name"] = json!(player.name.trim()),
        Step::Absent { absence } => {
            out["player"] = json!(absence.player);
            out["kind"] = json!(absence.kind);
            out["from"] = json!(absence.from);
        }
        Step::Decided { decided, .. } => out["result"] = json!(decided.result),
        Step::Ruled { result, .. } => out["result"] = json!(result),
        _ => {}
    }
    out
}

/// What an undo would take back now (the stream's `undo`): `{"seq", "step", "with"}`, or
/// `null`. Whether a publication's games have a move is the route's to check.
pub fn last_act(hall: &Hall) -> Value {
    match hall.check_undo(None, |_, _| false) {
        Ok(u) => json!({"seq": u.seq, "step": step_summary(&u.step), "with": u.with}),
        Err(_) => Value::Null,
    }
}

async fn undo_view(
    State(hub): State<Arc<Hub>>,
    ArbiterEvent(live): ArbiterEvent,
) -> Result<Response, ApiError> {
    let hall = live.fresh(&hub).await?;
    Ok(Json(json!({"undo": last_act(&hall)})).into_response())
}

/// The boards of the last published round whose game has a move or a result.
async fn played_boards(hub: &Arc<Hub>, hall: &Hall) -> BTreeSet<(usize, usize)> {
    let mut played = BTreeSet::new();
    let Some(round) = hall.rounds.iter().rev().find(|r| r.published) else {
        return played;
    };
    for (i, game) in round.games.iter().enumerate() {
        let Ok(g) = hub.get(game).await else {
            continue;
        };
        let inner = g.inner.lock().await;
        if inner.state.ply > 0 || inner.state.result.is_some() {
            played.insert((round.number, i + 1));
        }
    }
    played
}

/// Takes back the arbiter's last act (issue 35, item 4), journalled as a step of its own.
async fn undo(
    State(hub): State<Arc<Hub>>,
    ArbiterEvent(live): ArbiterEvent,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let body: UndoBody = optional_body(body)?;
    let reason = model::optional_reason("reason", body.reason)?;
    let mut hall = live.synced(&hub).await?;
    let played = played_boards(&hub, &hall).await;
    // A result the arbiter declared in a game (issue 35, item 1): withdrawn in the game first,
    // by the game's own ruling (which refuses it if anything came after it in the game), then
    // the undo is journalled in the event.
    let preview = hall
        .check_undo(body.seq, |round, board| played.contains(&(round, board)))
        .map_err(|e| hall_codes::refusal(&e))?;
    let withdrawn = match &preview.step {
        Step::Ruled {
            round,
            board,
            game_seq,
            ..
        } => {
            withdraw_ruling(&hub, &live, &hall, (*round, *board), *game_seq).await?;
            Some(preview.seq)
        }
        _ => None,
    };
    // Decided again on the fresh journal if another process wrote first (issue 31, item 4).
    let undo = write(&hub, &live, &mut hall, |hall| {
        let undo = match hall.check_undo(body.seq, |round, board| played.contains(&(round, board)))
        {
            Ok(undo) => undo,
            // The game's result is gone: the withdrawal just made, seen by the hall.
            Err(HallError::UndoRulingOvertaken { .. }) if withdrawn.is_some() => Undo {
                seq: preview.seq,
                step: preview.step.clone(),
                with: 0,
            },
            Err(e) => return Err(hall_codes::refusal(&e)),
        };
        if withdrawn.is_some_and(|seq| seq != undo.seq) {
            // Another act came first: the game's withdrawal stands on its own (journalled in
            // the game); the event says what its last act is now.
            return Err(hall_codes::refusal(&HallError::UndoNotLast {
                seq: preview.seq,
                last: undo.seq,
            }));
        }
        let step = Step::Undone {
            seq: undo.seq,
            reason: reason.clone(),
        };
        Ok((vec![step], undo))
    })
    .await?;
    live.observe_now(&mut hall);
    if let Step::Published { games, .. } = &undo.step {
        // The round is a draft again: its games, never played, are no longer the event's
        // boards; their watches stop, and their items leave the queue. Their links say the
        // arbiter withdrew them (issue 35, item 3: `withdrawn.rs`).
        super::storage(&hub)?
            .withdraw_games(&live.id, games)
            .await?;
        unfollow(&live, games);
        live.send(&live.view(&hall));
    }
    Ok(Json(json!({
        "undone": {"seq": undo.seq, "step": step_summary(&undo.step), "with": undo.with},
        "undo": last_act(&hall),
    }))
    .into_response())
}

/// Withdraws the arbiter's declaration in board `board` of round `round`'s game (issue 35, item
/// 1: [`game::Ruling::WithdrawDeclaration`]); the game refuses it if its last step is not the
/// declaration. The board's watch and fact are brought to the game's state at once.
async fn withdraw_ruling(
    hub: &Arc<Hub>,
    live: &Arc<HallLive>,
    hall: &Hall,
    (round, board): (usize, usize),
    game_seq: i64,
) -> Result<(), ApiError> {
    let Some(game) = hall
        .round(round)
        .and_then(|r| r.games.get(board.wrapping_sub(1)))
    else {
        return Err(hall_codes::refusal(&HallError::UndoRulingOvertaken {
            round,
            board,
        }));
    };
    let g = hub.get(game).await?;
    // The declaration must still be the game's last step, read from the game itself (its
    // follower may not have told the hall of a later step yet).
    if g.inner.lock().await.seq != game_seq {
        return Err(hall_codes::refusal(&HallError::UndoRulingOvertaken {
            round,
            board,
        }));
    }
    let state = hub
        .submit(
            &g,
            Action::Arbiter(Ruling::WithdrawDeclaration),
            Sender::Token(Role::Arbiter),
        )
        .await?;
    let seq = g.inner.lock().await.seq;
    live.seen(game, seq, &state);
    Ok(())
}

/// Stops following games that are no longer the event's boards.
fn unfollow(live: &HallLive, games: &[String]) {
    let mut watches = live.watches();
    for g in games {
        watches.remove(g);
    }
    drop(watches);
    let mut facts = live.facts();
    for g in games {
        facts.remove(g);
    }
}
