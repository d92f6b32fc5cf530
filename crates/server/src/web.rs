//! The web board, served by the same binary on the same origin (ARCHITECTURE.md, "Server"):
//! its one page at `/`, `/game/{id}` and `/game/{id}/arbiter`, and its assets under `/assets/`.
//!
//! The front end's build (`web/dist`) is `index.html` and `assets/*` with content-hashed names,
//! each with `.br` and `.gz` copies beside it. The page is read from disk at each request and
//! never cached without asking (a new build is seen at once); an asset never changes under its
//! name, so it is cached for a year and sent precompressed when the client takes brotli or gzip.

use std::path::Path;
use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tower::ServiceExt;
use tower_http::services::ServeDir;
use tower_http::services::fs::ServeFileSystemResponseBody;

use crate::error::ApiError;
use crate::hub::Hub;

/// `Cache-Control` of the assets: their names change with their content.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// The routes of the web board over the build in `dir` (`None`: no build; the pages answer 503).
pub fn router(dir: Option<&Path>) -> Router<Arc<Hub>> {
    let index: Option<Arc<Path>> = dir.map(|d| Arc::from(d.join("index.html")));
    // Every page route answers the same page; the page reads the game's id from its URL and
    // shows "no such game" from the API itself.
    let page = move || page(index.clone());
    let router = Router::new()
        .route("/", get(page.clone()))
        .route("/game/{id}", get(page.clone()))
        .route("/game/{id}/arbiter", get(page.clone()))
        .route("/event/{id}", get(page.clone()))
        .route("/event/{id}/players", get(page.clone()))
        .route("/event/{id}/hall", get(page));
    match dir {
        Some(dir) => {
            // Brotli first, then gzip, when the client takes them and the copy exists.
            let assets = ServiceExt::<axum::extract::Request>::map_response(
                ServeDir::new(dir.join("assets"))
                    .precompressed_br()
                    .precompressed_gzip(),
                immutable,
            );
            router.nest_service("/assets", assets)
        }
        None => router,
    }
}

/// The page, or 503 `web_not_built` when the front end has not been built.
async fn page(index: Option<Arc<Path>>) -> Response {
    let Some(index) = index else {
        return not_built();
    };
    match tokio::fs::read(&*index).await {
        Ok(html) => (
            [
                (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            html,
        )
            .into_response(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => not_built(),
        Err(e) => {
            tracing::error!(path = %index.display(), error = %e, "the web board's page does not read");
            ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "web_unreadable",
                "the web board's page cannot be read",
            )
            .into_response()
        }
    }
}

fn not_built() -> Response {
    ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        "web_not_built",
        "the web board is not built: run `npm --prefix web ci && npm --prefix web run build`",
    )
    .into_response()
}

/// An asset as `ServeDir` answers it: a 404 becomes the API's JSON 404; a file is cached for a
/// year, since its name changes with its content.
fn immutable(response: Response<ServeFileSystemResponseBody>) -> Response {
    let status = response.status();
    if status == StatusCode::NOT_FOUND {
        return ApiError::new(StatusCode::NOT_FOUND, "not_found", "no such asset").into_response();
    }
    let mut response = response.map(Body::new);
    if status.is_success() || status == StatusCode::NOT_MODIFIED {
        response
            .headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
    }
    response
}
