//! The extractors every route module shares: a JSON body read into a type with every failure
//! a 4xx in the contract's body, the body's bytes, and the role of the request's bearer token
//! in a game. Route modules (the game API, the board, the hall, lichess) import them from
//! here; this module imports no route module.

use std::convert::Infallible;

use axum::body::Bytes;
use axum::extract::FromRequestParts;
use axum::extract::rejection::BytesRejection;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};

use crate::api_errors as api;
use crate::error::ApiError;
use crate::live::Live;
use crate::store::Role;
use crate::tokens;

/// Reads a JSON body, turning every way it can fail into a 4xx with the contract's body.
pub(crate) fn json_body<T: serde::de::DeserializeOwned>(
    body: Result<Bytes, BytesRejection>,
) -> Result<T, ApiError> {
    let bytes = body_bytes(body)?;
    serde_json::from_slice(&bytes).map_err(|e| {
        let code = if e.is_syntax() || e.is_eof() {
            &api::ERROR_BAD_JSON
        } else {
            &api::ERROR_BODY_UNREADABLE
        };
        code.refuse(game::params! { "detail" => e.to_string() })
    })
}

/// A body's bytes, its rejection (too large, unreadable) a 4xx in the contract's body.
pub(crate) fn body_bytes(body: Result<Bytes, BytesRejection>) -> Result<Bytes, ApiError> {
    body.map_err(|r| {
        let status = r.status();
        let code = if status == StatusCode::PAYLOAD_TOO_LARGE {
            &api::ERROR_BODY_TOO_LARGE
        } else {
            &api::ERROR_BODY_NOT_READ
        };
        code.refuse_with(status, game::params! { "detail" => r.body_text() })
    })
}

/// The role of the request's bearer token in this game: 401 without one, or with another.
pub(crate) fn role(headers: &HeaderMap, live: &Live) -> Result<Role, ApiError> {
    token_role(headers, live).map(|(_, role)| role)
}

/// The request's bearer token, if it sends one.
pub(crate) fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers.get(header::AUTHORIZATION).and_then(bearer_of)
}

/// The bearer token an `Authorization` header's value sends.
fn bearer_of(value: &HeaderValue) -> Option<&str> {
    value.to_str().ok().and_then(tokens::bearer)
}

/// The request's bearer token and its role in this game, as [`role`] checks them (a token
/// derived from it is the holder's: a rematch's seat, `crate::rematch`).
pub(crate) fn token_role<'h>(
    headers: &'h HeaderMap,
    live: &Live,
) -> Result<(&'h str, Role), ApiError> {
    let token = bearer(headers).ok_or_else(|| api::ERROR_NO_TOKEN.bare())?;
    let role = live
        .role_of(token)
        .ok_or_else(|| api::ERROR_NOT_GAME_TOKEN.bare())?;
    Ok((token, role))
}

/// A request's `Authorization` header, with its bearer token's SHA-256 if the rate limit took it
/// ([`tokens::Presented`]): the role is checked without hashing the token again, and without
/// the copy of every header that the `HeaderMap` extractor makes (issue 36, eighth pass: a
/// move's request hashed its token twice and copied its headers).
#[derive(Debug, Default)]
pub(crate) struct Bearer {
    value: Option<HeaderValue>,
    digest: Option<[u8; 32]>,
}

impl<S: Send + Sync> FromRequestParts<S> for Bearer {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Infallible> {
        Ok(Bearer {
            value: parts.headers.get(header::AUTHORIZATION).cloned(),
            digest: parts
                .extensions
                .get::<tokens::Presented>()
                .map(|presented| presented.0),
        })
    }
}

impl Bearer {
    /// The role of the token in this game, as [`role`] answers it: 401 without one, or with
    /// another.
    pub(crate) fn role(&self, live: &Live) -> Result<Role, ApiError> {
        let token = self
            .value
            .as_ref()
            .and_then(bearer_of)
            .ok_or_else(|| api::ERROR_NO_TOKEN.bare())?;
        let digest = self.digest.unwrap_or_else(|| tokens::digest(token));
        live.role_of_digest(&digest)
            .ok_or_else(|| api::ERROR_NOT_GAME_TOKEN.bare())
    }

    /// The header again, in a map of its own, for the rare paths that read a `HeaderMap`.
    pub(crate) fn headers(&self) -> HeaderMap {
        let mut headers = HeaderMap::new();
        if let Some(value) = &self.value {
            headers.insert(header::AUTHORIZATION, value.clone());
        }
        headers
    }
}
