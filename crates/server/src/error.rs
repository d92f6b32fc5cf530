//! One error type for every answer that is not a success: a status and the contract's body
//! `{"error": {"code", "message"}}`, and beside them (added) the sentence's `key` and its
//! `params`. The server's own refusals are codes of the catalogue ([`crate::api_errors`],
//! issue 32), the hall's `hall::codes`, the game's `game::codes`. Internals (database errors)
//! are logged, not leaked.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use game::codes::Params;
use protocol::{ErrorBody, ErrorResponse};

use crate::api_errors::{self as api, ApiCode};
use crate::store::StoreError;

/// An error answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// The body.
    pub body: ErrorBody,
}

impl ApiError {
    /// An error with its status, code and a message of its own, its key its code (the hall's
    /// and the rematch's codes build theirs on it; the server's own refusals are
    /// [`ApiCode`]s).
    pub fn new(status: StatusCode, code: &str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            body: ErrorBody::new(code, message),
        }
    }

    /// 400: the request does not read (a message of its own; prefer an [`ApiCode`]).
    pub fn bad_request(code: &str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, code, message)
    }

    /// 401: no token, or not one of this game's (a message of its own; prefer an
    /// [`ApiCode`]).
    pub fn unauthorized(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNAUTHORIZED, "unauthorized", message)
    }

    /// 403: the token's role may not do this (a message of its own; prefer an [`ApiCode`]).
    pub fn forbidden(code: &str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, code, message)
    }

    /// 404: no such game (`error_no_game`).
    pub fn not_found(id: &str) -> ApiError {
        api::ERROR_NO_GAME.refuse(game::params! { "id" => api::escaped(id) })
    }

    /// 409: the game refused the event (the Laws do not allow it now); the game's own code.
    pub fn refused(error: ErrorBody) -> ApiError {
        ApiError {
            status: StatusCode::CONFLICT,
            body: error,
        }
    }
}

impl ApiCode {
    /// The refusal with its own status: `{"code", "message", "key", "params"}`, the message the
    /// English sentence.
    pub fn refuse(&self, params: Params) -> ApiError {
        debug_assert!(self.status.is_some(), "{} names its status", self.key);
        self.refuse_with(
            self.status.unwrap_or(StatusCode::INTERNAL_SERVER_ERROR),
            params,
        )
    }

    /// The refusal of a sentence without params.
    pub fn bare(&self) -> ApiError {
        self.refuse(Params::new())
    }

    /// The refusal sent with `status` (a code whose `.status` is `*`: the status of the answer
    /// it replaces).
    pub fn refuse_with(&self, status: StatusCode, params: Params) -> ApiError {
        debug_assert!(
            self.params.iter().all(|p| params.contains_key(*p)),
            "{}: every param given ({:?})",
            self.key,
            self.params
        );
        let mut error = ApiError::new(status, self.error, self.say(words::Lang::En, &params));
        error.body.key = self.key.to_owned();
        error.body.params = params;
        error
    }
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> ApiError {
        match error {
            StoreError::NotFound(id) => ApiError::not_found(&id),
            StoreError::Conflict { game, seq } => api::ERROR_STEP_CONFLICT.refuse(game::params! {
                "game" => game,
                "seq" => seq.to_string(),
            }),
            other => {
                tracing::error!(error = %other, "storage failed");
                api::ERROR_STORAGE.bare()
            }
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorResponse { error: self.body };
        (self.status, Json(body)).into_response()
    }
}

/// The largest plain-text answer read back to be wrapped (axum's own are one line).
const PLAIN_ANSWER_MAX: usize = 4096;

/// Every refusal under `/api/` carries the contract's body `{"error": {"code", "message"}}`.
/// The handlers' own refusals do; the answers axum gives by itself before a handler runs do
/// not: a path that is not UTF-8 (`Invalid URL: Invalid UTF-8 in …`), a path parameter or a
/// query it cannot read, a WebSocket upgrade without its headers. Those come as plain text;
/// this layer gives them the JSON body, axum's sentence as the message (the `detail` of an
/// `error_plain_…` code, said in French by the page) and a code for what was wrong
/// (`bad_path`, `bad_query`, else by the status: `bad_request`, `not_found`,
/// `method_not_allowed`, `too_large`, `unsupported_media_type`, `http_error`), the status
/// kept. Answers that are JSON already, and everything outside `/api/`, pass as they are.
pub async fn json_errors(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    json_errors_around(request, |request| next.run(request)).await
}

/// [`json_errors`] around `next`, a layer's inner service as a function: the application's
/// one middleware ([`crate::app`]) runs it with the others nested inside, so that a request
/// is not boxed and its router cloned once a layer (issue 36, seventh pass).
pub(crate) async fn json_errors_around<F, Fut>(request: axum::extract::Request, next: F) -> Response
where
    F: FnOnce(axum::extract::Request) -> Fut,
    Fut: std::future::Future<Output = Response>,
{
    let api = request.uri().path().starts_with("/api/");
    let response = next(request).await;
    let status = response.status();
    if !api || !(status.is_client_error() || status.is_server_error()) {
        return response;
    }
    let json = response
        .headers()
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if json {
        return response;
    }
    let text = match axum::body::to_bytes(response.into_body(), PLAIN_ANSWER_MAX).await {
        Ok(bytes) if !bytes.is_empty() => String::from_utf8_lossy(&bytes).into_owned(),
        _ => status.canonical_reason().unwrap_or("error").to_owned(),
    };
    plain_code(status, &text)
        .refuse_with(status, game::params! { "detail" => text })
        .into_response()
}

/// The code of a plain-text refusal, by axum's sentence, else by its status.
fn plain_code(status: StatusCode, text: &str) -> &'static ApiCode {
    if text.starts_with("Invalid URL") || text.starts_with("Wrong number of path arguments") {
        return &api::ERROR_PLAIN_BAD_PATH;
    }
    if text.starts_with("Failed to deserialize query string") {
        return &api::ERROR_PLAIN_BAD_QUERY;
    }
    match status {
        StatusCode::BAD_REQUEST => &api::ERROR_PLAIN_BAD_REQUEST,
        StatusCode::NOT_FOUND => &api::ERROR_PLAIN_NOT_FOUND,
        StatusCode::METHOD_NOT_ALLOWED => &api::ERROR_PLAIN_METHOD_NOT_ALLOWED,
        StatusCode::PAYLOAD_TOO_LARGE => &api::ERROR_PLAIN_TOO_LARGE,
        StatusCode::UNSUPPORTED_MEDIA_TYPE => &api::ERROR_PLAIN_UNSUPPORTED_MEDIA_TYPE,
        _ => &api::ERROR_PLAIN_HTTP_ERROR,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_refuses_with_its_english_as_the_message_and_its_id_as_the_key() {
        let error = api::ERROR_NO_GAME.refuse(game::params! { "id" => "abc" });
        assert_eq!(error.status, StatusCode::NOT_FOUND);
        assert_eq!(error.body.code, "not_found");
        assert_eq!(error.body.message, "no game \"abc\"");
        assert_eq!(error.body.key, "error_no_game");
        assert_eq!(error.body.params, game::params! { "id" => "abc" });
        let plain = api::ERROR_PLAIN_NOT_FOUND.refuse_with(
            StatusCode::NOT_FOUND,
            game::params! { "detail" => "Not Found" },
        );
        assert_eq!(plain.status, StatusCode::NOT_FOUND);
        assert_eq!(plain.body.message, "Not Found");
    }

    #[test]
    fn a_plain_refusal_gets_a_code_by_its_sentence_then_its_status() {
        assert_eq!(
            plain_code(
                StatusCode::BAD_REQUEST,
                "Invalid URL: Invalid UTF-8 in `id`"
            )
            .error,
            "bad_path"
        );
        assert_eq!(
            plain_code(
                StatusCode::BAD_REQUEST,
                "Failed to deserialize query string: x"
            )
            .error,
            "bad_query"
        );
        assert_eq!(
            plain_code(
                StatusCode::BAD_REQUEST,
                "Connection header did not include 'upgrade'"
            )
            .error,
            "bad_request"
        );
        assert_eq!(plain_code(StatusCode::IM_A_TEAPOT, "").error, "http_error");
    }
}
