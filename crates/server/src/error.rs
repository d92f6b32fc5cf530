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
