//! The web board, served by the same binary on the same origin (ARCHITECTURE.md, "Server"):
//! its one page at `/`, `/game/{id}` and `/game/{id}/arbiter`, and its assets under `/assets/`.
//!
//! The front end's build (`web/dist`) is `index.html` and `assets/*` with content-hashed names,
//! each with `.br` and `.gz` copies beside it. The page is read from disk at each request and
//! never cached without asking (a new build is seen at once); an asset never changes under its
//! name, so it is cached for a year and sent precompressed when the client takes brotli or gzip.
//!
//! # Hardening (issue 34, point 9)
//! Every answer of these routes carries [`HARDENING`]: a Content-Security-Policy that lets the
//! page load only its own scripts, styles and connections (the bundle and its stylesheet under
//! `/assets/`, the API and its WebSocket on the same origin; images from `data:` for the icon
//! and the pieces), and that no page may frame it (`frame-ancestors 'none'`, and
//! `X-Frame-Options: DENY` for browsers older than CSP 2); `nosniff`; no referrer; its own
//! browsing context (`Cross-Origin-Opener-Policy`); and no camera, microphone or position. The
//! sounds are the Web Audio API's oscillators and the spoken moves the Web Speech API's
//! synthesis: neither loads anything nor needs a permission, so none of this silences them.
//!
//! The console and the hall keep the arbiter's and the event's tokens in `localStorage`, as the
//! seats' pages keep theirs: a link carries its token after `#` (never sent to the server, nor
//! logged), the page takes it out of the address bar and keeps it for the next visit. Stored
//! so, a token is readable by any script of the origin — which is why the origin runs no script
//! but its own bundle (`script-src 'self'`, no inline script, no `eval`) and renders every name
//! as text — and by nobody else; a page of another site cannot frame the console to make the
//! arbiter click in it (`frame-ancestors 'none'`). A cookie would be sent by the browser with
//! every request, another site's included, and need CSRF defences the bearer header does not.

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

use crate::api_errors as api;
use crate::hub::Hub;

/// `Cache-Control` of the assets: their names change with their content.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// The Content-Security-Policy of the pages and assets: their own scripts and styles only
/// (no inline script; styles set from the script go through the CSSOM, which the policy
/// allows), images from themselves and `data:` (the icon, the pieces), connections to the same
/// origin (the API, its streams and WebSocket), no plugin, no `<base>`, forms to themselves,
/// and never inside another page's frame.
pub const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
font-src 'self'; connect-src 'self'; media-src 'self'; object-src 'none'; base-uri 'none'; \
form-action 'self'; frame-ancestors 'none'";

/// The headers every answer of the web routes carries (see the module's "Hardening").
pub const HARDENING: [(&str, &str); 6] = [
    ("content-security-policy", CSP),
    ("x-frame-options", "DENY"),
    ("x-content-type-options", "nosniff"),
    ("referrer-policy", "no-referrer"),
    ("cross-origin-opener-policy", "same-origin"),
    (
        "permissions-policy",
        "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    ),
];

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
        // Issue 35 item 6 and 7: a player's page of the event and the spectators' live boards
        // at addresses of their own (the page also reads `?player=N` and `?view=live`).
        .route("/event/{id}/player/{n}", get(page.clone()))
        .route("/event/{id}/live", get(page.clone()))
        .route("/event/{id}/hall", get(page));
    let router = match dir {
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
    };
    router.layer(axum::middleware::map_response(harden))
}

/// Adds [`HARDENING`] to an answer (the headers a handler set itself are kept).
async fn harden(mut response: Response) -> Response {
    let headers = response.headers_mut();
    for (name, value) in HARDENING {
        headers
            .entry(name)
            .or_insert_with(|| HeaderValue::from_static(value));
    }
    response
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
            api::ERROR_WEB_UNREADABLE.bare().into_response()
        }
    }
}

fn not_built() -> Response {
    api::ERROR_WEB_NOT_BUILT.bare().into_response()
}

/// An asset as `ServeDir` answers it: a 404 becomes the API's JSON 404; a file is cached for a
/// year, since its name changes with its content.
fn immutable(response: Response<ServeFileSystemResponseBody>) -> Response {
    let status = response.status();
    if status == StatusCode::NOT_FOUND {
        return api::ERROR_NO_ASSET.bare().into_response();
    }
    let mut response = response.map(Body::new);
    if status.is_success() || status == StatusCode::NOT_MODIFIED {
        response
            .headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
    }
    response
}
