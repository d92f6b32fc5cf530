//! One error type for every answer that is not a success: a status and the contract's body
//! `{"error": {"code", "message"}}`. Internals (database errors) are logged, not leaked.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use protocol::{ErrorBody, ErrorResponse};

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
    /// An error with its status, code and message.
    pub fn new(status: StatusCode, code: &str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            body: ErrorBody::new(code, message),
        }
    }

    /// 400: the request does not read.
    pub fn bad_request(code: &str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, code, message)
    }

    /// 401: no token, or not one of this game's.
    pub fn unauthorized(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNAUTHORIZED, "unauthorized", message)
    }

    /// 403: the token's role may not do this.
    pub fn forbidden(code: &str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, code, message)
    }

    /// 404: no such game.
    pub fn not_found(id: &str) -> ApiError {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            format!("no game {id:?}"),
        )
    }

    /// 409: the game refused the event (the Laws do not allow it now); the game's own code.
    pub fn refused(error: ErrorBody) -> ApiError {
        ApiError {
            status: StatusCode::CONFLICT,
            body: error,
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> ApiError {
        match error {
            StoreError::NotFound(id) => ApiError::not_found(&id),
            StoreError::Conflict { game, seq } => ApiError::new(
                StatusCode::CONFLICT,
                "conflict",
                format!("game {game}: step {seq} was journalled by another writer; send it again"),
            ),
            other => {
                tracing::error!(error = %other, "storage failed");
                ApiError::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "storage",
                    "the journal could not be written or read; nothing was acknowledged",
                )
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
/// this layer gives them the JSON body, axum's sentence as the message and a code for what
/// was wrong (`bad_path`, `bad_query`, else by the status: `bad_request`, `not_found`,
/// `method_not_allowed`, `too_large`, `unsupported_media_type`, `http_error`), the status
/// kept. Answers that are JSON already, and everything outside `/api/`, pass as they are.
pub async fn json_errors(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let api = request.uri().path().starts_with("/api/");
    let response = next.run(request).await;
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
    ApiError::new(status, plain_code(status, &text), text).into_response()
}

/// The code of a plain-text refusal, by axum's sentence, else by its status.
fn plain_code(status: StatusCode, text: &str) -> &'static str {
    if text.starts_with("Invalid URL") || text.starts_with("Wrong number of path arguments") {
        return "bad_path";
    }
    if text.starts_with("Failed to deserialize query string") {
        return "bad_query";
    }
    match status {
        StatusCode::BAD_REQUEST => "bad_request",
        StatusCode::NOT_FOUND => "not_found",
        StatusCode::METHOD_NOT_ALLOWED => "method_not_allowed",
        StatusCode::PAYLOAD_TOO_LARGE => "too_large",
        StatusCode::UNSUPPORTED_MEDIA_TYPE => "unsupported_media_type",
        _ => "http_error",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_refusal_gets_a_code_by_its_sentence_then_its_status() {
        assert_eq!(
            plain_code(
                StatusCode::BAD_REQUEST,
                "Invalid URL: Invalid UTF-8 in `id`"
            ),
            "bad_path"
        );
        assert_eq!(
            plain_code(
                StatusCode::BAD_REQUEST,
                "Failed to deserialize query string: x"
            ),
            "bad_query"
        );
        assert_eq!(
            plain_code(
                StatusCode::BAD_REQUEST,
                "Connection header did not include 'upgrade'"
            ),
            "bad_request"
        );
        assert_eq!(plain_code(StatusCode::IM_A_TEAPOT, ""), "http_error");
    }
}
