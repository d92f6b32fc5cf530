//! The forecast of a draw claim (issue 25, point 4): `GET /api/games/{id}/claim?by=white` for a
//! claim on the position reached (Art. 9.2.2, 9.3.2), `&move=e4` for a claim with the move
//! written and not played (9.2.1, 9.3.1), answers what the claim would meet — without
//! journalling, announcing or changing anything.
//!
//! The answer is the game's own decision: a clone of the game in memory is sent the very
//! `claim_draw` event the page would send, stamped with the server's time, and the state it
//! answers is read back. Nothing is decided here a second time: repetition (9.2.3, A.5.2 for the
//! moves that count), the fifty moves, the mate demand's count run out under 1930 Art. 16.2, the
//! claim by either player under the old Laws, the penalty of 9.5.3 (two minutes, one under A.3)
//! or its absence (1930 Art. 16.1.c/e), and the move a wrong claim binds the claimant to, all
//! come from the `game` crate as the real claim would.
//!
//! - The claim would be judged (correct or not): `200` with [`Forecast`].
//! - The claim would be refused (not on move under the 2023 Laws, an unreadable move, the game
//!   over...): the refusal the real claim would get, `409` with the game's code, as
//!   `POST /api/games/{id}/events` would answer.
//! - `by` missing or not a side, or an unknown game: `400 bad_query`, `404 not_found`.
//!
//! Public like the game itself and its moves: the forecast uses nothing a spectator does not see,
//! and needs no token.

use std::sync::Arc;

use axum::Json;
use axum::Router;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use protocol::{Action, Event, Notice, Obligation, Outcome, Side};
use serde::{Deserialize, Serialize};

use crate::api_errors as api;
use crate::error::ApiError;
use crate::hub::Hub;

/// The route of the forecast.
pub fn router() -> Router<Arc<Hub>> {
    Router::new().route("/api/games/{id}/claim", get(forecast))
}

#[derive(Deserialize)]
struct ClaimQuery {
    by: Option<String>,
    #[serde(rename = "move")]
    intended: Option<String>,
}

/// What a draw claim would meet, if it were sent now.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Forecast {
    /// Who would claim.
    pub by: Side,
    /// The move written with the claim, as asked (9.2.1, 9.3.1); `null` for a claim on the
    /// position reached.
    #[serde(rename = "move")]
    pub intended: Option<String>,
    /// Whether the claim is correct (9.5.2: the game is drawn).
    pub correct: bool,
    /// `claim_correct` or `claim_not_correct`: the forecast's own stable code (a refusal answers
    /// 409 with the game's code instead).
    pub code: &'static str,
    /// The article of the decision: the ending's (`9.2.2`, `9.3.1`, `1930 16.2`...) when
    /// correct; the one the game cites for a claim that is not (`9.5.3`, `9.5.3, A.3`,
    /// `1930 16.1.c`...).
    pub article: String,
    /// The ending's reason when correct (`threefold_repetition`, `fifty_moves`...); `null` else.
    pub reason: Option<String>,
    /// The game's result when correct.
    pub result: Option<Outcome>,
    /// The time the opponent would be given for a claim that is not correct (9.5.3), in ms:
    /// 0 when the edition gives none (1930 Art. 16, 1928 Par. 15) or the claim is correct.
    pub penalty_ms: u64,
    /// The move the claimant would then be bound to play (9.5.3: the move written, or, if it is
    /// illegal, another move of the same piece), as the state's `must_move` would show it.
    pub must_move: Option<Obligation>,
    /// The notices the claim would bring, as the state would list them.
    pub notices: Vec<Notice>,
}

async fn forecast(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    query: Result<Query<ClaimQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(query) = query.map_err(|e| {
        api::ERROR_QUERY_UNREADABLE.refuse(game::params! { "detail" => e.body_text() })
    })?;
    let by = match query.by.as_deref() {
        Some("white") => Side::White,
        Some("black") => Side::Black,
        Some(other) => {
            return Err(
                api::ERROR_FORECAST_BAD_SIDE.refuse(game::params! { "by" => api::escaped(other) })
            );
        }
        None => {
            return Err(api::ERROR_FORECAST_NO_SIDE.bare());
        }
    };
    let intended = query
        .intended
        .map(|text| text.trim().to_owned())
        .filter(|text| !text.is_empty());
    let live = hub.get(&id).await?;
    let game = live.inner.lock().await.game.clone();
    // The server's time, as `Hub::submit` stamps an event: the flags are looked at then too.
    let since = u64::try_from(crate::now_ms() - live.created_ms).unwrap_or(0);
    let now = since.max(game.last_t());
    Ok(Json(judge(game, now, by, intended)?).into_response())
}

/// The article of the ruling on a claim that is not correct: the notice the game rules with
/// (`claim_incorrect_time_added` under 9.5.3, `claim_incorrect` where the edition gives no
/// penalty), by its code.
fn ruling_article(notices: &[Notice]) -> String {
    notices
        .iter()
        .find(|n| {
            matches!(
                n.code.as_str(),
                "claim_incorrect_time_added" | "claim_incorrect"
            )
        })
        .or_else(|| notices.last())
        .map(|n| n.article.clone())
        .unwrap_or_default()
}

/// The claim `by` would make at `t`, judged on `game` (a clone: it is consumed).
pub fn judge(
    game: game::Game,
    t: u64,
    by: Side,
    intended: Option<String>,
) -> Result<Forecast, ApiError> {
    // The same instant without the claim: what the clocks show then, to measure what the claim
    // gives the opponent (9.5.3).
    let mut before = game.clone();
    let unclaimed = before.apply(&Event::new(t, Action::Tick));
    let mut after = game;
    let state = after.apply(&Event::new(
        t,
        Action::ClaimDraw {
            by,
            intended: intended.clone(),
        },
    ));
    if let Some(error) = state.error {
        return Err(ApiError::refused(error));
    }
    let opponent_ms = |clock: &Option<protocol::ClockState>| {
        clock.as_ref().map(|c| match by {
            Side::White => c.black_ms,
            Side::Black => c.white_ms,
        })
    };
    let penalty_ms = match (opponent_ms(&unclaimed.clock), opponent_ms(&state.clock)) {
        (Some(without), Some(with)) => with.saturating_sub(without),
        _ => 0,
    };
    let ended = state.result.is_some();
    // A claim that is correct ends the game drawn (9.5.2; 1930 Art. 16.2); one that is not lets
    // it go on (9.5.3; 1930 Art. 16.1.c/e): the claim ends nothing else.
    let decided = state.result.filter(|o| o.result == laws::GameResult::Draw);
    let article = match &decided {
        Some(outcome) => outcome.article.clone(),
        None => ruling_article(&state.notices),
    };
    Ok(Forecast {
        by,
        intended,
        correct: decided.is_some(),
        code: if decided.is_some() {
            "claim_correct"
        } else {
            "claim_not_correct"
        },
        article,
        reason: decided.as_ref().map(|o| o.reason.to_string()),
        result: decided,
        penalty_ms: if ended { 0 } else { penalty_ms },
        must_move: state.must_move.filter(|m| m.by == by),
        notices: state.notices,
    })
}
