//! What an event route reads of its request before its own work, as axum extractors: the
//! event of the path, for anyone ([`Event`]) or for its arbiter only ([`ArbiterEvent`]); the
//! path's round and board ([`RoundNumber`], [`BoardNumber`]); a read's query ([`QueryRound`],
//! [`QueryAfter`]). Each refuses with the hall's code ([`codes`]). And what a route answers:
//! its typed body ([`protocol::events`]) as JSON ([`Answer`]).
//!
//! A handler's arguments are read in their order, so that order is the order of its refusals,
//! the same on every route: a path not in UTF-8 (axum's own 400) first, then the path's numbers
//! and the query, then the event (404), then the arbiter's token (401), and the body, which the
//! handler reads, last.

use std::sync::Arc;

use axum::Json;
use axum::extract::{FromRequestParts, Path, Query};
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::HallLive;
use super::codes::{self, HallCode};
use crate::error::ApiError;
use crate::hub::Hub;

/// An event route's answer: its typed body ([`protocol::events`]) written as JSON with its keys
/// in alphabetical order at every depth, as the routes' `json!` objects wrote them before the
/// bodies were typed (issue 31, point 3: the bytes of the contract do not change).
pub struct Answer<T>(pub T);

impl<T: Serialize> IntoResponse for Answer<T> {
    fn into_response(self) -> Response {
        match sorted(&self.0) {
            Some(value) => Json(value).into_response(),
            None => codes::EVENT_NOT_WRITTEN.bare().into_response(),
        }
    }
}

/// A body as a JSON value: its keys in alphabetical order at every depth (`serde_json`'s map);
/// `None` for what JSON cannot hold (a map keyed by other than text: none of the hall's).
pub fn sorted<T: Serialize>(body: &T) -> Option<serde_json::Value> {
    serde_json::to_value(body).ok()
}

/// The event of the path's `{id}`, from memory or else from its journal: 404 (`no_event`) if
/// there is none.
pub struct Event(pub Arc<HallLive>);

/// The event of the path's `{id}`, for its arbiter: [`Event`]'s refusal first, then 401
/// without the event's token (`no_token`) or with another (`not_event_arbiter`).
pub struct ArbiterEvent(pub Arc<HallLive>);

/// The path's round `{n}`, a number from 1 (400 `bad_round_number`).
pub struct RoundNumber(pub usize);

/// The path's board `{b}`, a number from 1 (400 `bad_board_number`).
pub struct BoardNumber(pub usize);

/// A read's `?round=`, as text: the round is read after the event, by [`number`]. 400
/// (`bad_query`) if the query does not read.
pub struct QueryRound(pub Option<String>);

/// The standings' `?after=`, a number from 1: 400 (`bad_query`) if the query does not read,
/// then 400 (`bad_after_number`).
pub struct QueryAfter(pub Option<usize>);

/// A number from 1 in a path or a query, or `refusal` (which says which number).
pub fn number(text: &str, refusal: &HallCode) -> Result<usize, ApiError> {
    text.parse::<usize>()
        .ok()
        .filter(|n| (1..=9999).contains(n))
        .ok_or_else(|| refusal.refuse(game::params! { "text" => text }))
}

#[derive(Deserialize)]
struct IdParam {
    id: String,
}

#[derive(Deserialize)]
struct RoundParam {
    n: String,
}

#[derive(Deserialize)]
struct BoardParam {
    b: String,
}

/// The query of the reads, each parameter as text (both read on every read route, so either
/// one given twice is refused on each).
#[derive(Deserialize)]
struct RoundQuery {
    round: Option<String>,
    after: Option<String>,
}

/// The path's parameters as `T`. A path not in UTF-8 is axum's own refusal (400, plain text),
/// as a `Path` argument answers it.
async fn path<T: DeserializeOwned + Send + 'static>(parts: &mut Parts) -> Result<T, Response> {
    Path::<T>::from_request_parts(parts, &())
        .await
        .map(|Path(t)| t)
        .map_err(IntoResponse::into_response)
}

/// The query of a read. The path is read before it for its refusal only: a path not in UTF-8
/// is refused before the query, as on every route (the module's order).
async fn query(parts: &mut Parts) -> Result<RoundQuery, Response> {
    path::<IdParam>(parts).await?;
    Query::<RoundQuery>::from_request_parts(parts, &())
        .await
        .map(|Query(q)| q)
        .map_err(|e| {
            codes::BAD_QUERY
                .refuse(game::params! { "detail" => e.body_text() })
                .into_response()
        })
}

impl FromRequestParts<Arc<Hub>> for Event {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, hub: &Arc<Hub>) -> Result<Self, Response> {
        let IdParam { id } = path(parts).await?;
        super::get(hub, &id)
            .await
            .map(Event)
            .map_err(IntoResponse::into_response)
    }
}

impl FromRequestParts<Arc<Hub>> for ArbiterEvent {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, hub: &Arc<Hub>) -> Result<Self, Response> {
        let Event(live) = Event::from_request_parts(parts, hub).await?;
        live.require_arbiter(&parts.headers)
            .map_err(IntoResponse::into_response)?;
        Ok(ArbiterEvent(live))
    }
}

impl<S: Send + Sync> FromRequestParts<S> for RoundNumber {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Response> {
        let RoundParam { n } = path(parts).await?;
        number(&n, &codes::BAD_ROUND_NUMBER)
            .map(RoundNumber)
            .map_err(IntoResponse::into_response)
    }
}

impl<S: Send + Sync> FromRequestParts<S> for BoardNumber {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Response> {
        let BoardParam { b } = path(parts).await?;
        number(&b, &codes::BAD_BOARD_NUMBER)
            .map(BoardNumber)
            .map_err(IntoResponse::into_response)
    }
}

impl<S: Send + Sync> FromRequestParts<S> for QueryRound {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Response> {
        Ok(QueryRound(query(parts).await?.round))
    }
}

impl<S: Send + Sync> FromRequestParts<S> for QueryAfter {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Response> {
        query(parts)
            .await?
            .after
            .as_deref()
            .map(|a| number(a, &codes::BAD_AFTER_NUMBER))
            .transpose()
            .map(QueryAfter)
            .map_err(IntoResponse::into_response)
    }
}
