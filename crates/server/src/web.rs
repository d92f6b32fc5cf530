//! The web board, served by the same binary on the same origin (ARCHITECTURE.md, "Server"):
//! its one page at `/`, `/game/{id}` and `/game/{id}/arbiter`, and its assets under `/assets/`.
//!
//! The front end's build (`web/dist`) is `index.html` and `assets/*` with content-hashed names,
//! each with `.br` and `.gz` copies beside it, and the page in each language
//! (`index.en.html`, `index.fr.html`: [`page_lang`] picks it from `Accept-Language`, so that the
//! page names its language's catalogue from its first bytes). The page is read from disk at each request and
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
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
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
    let build: Option<Arc<Path>> = dir.map(Arc::from);
    // Every page route answers the same page (in the browser's language); the page reads the
    // game's id from its URL and shows "no such game" from the API itself.
    let page = move |headers: HeaderMap| page(build.clone(), headers);
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

/// The languages of the page's build: a page `index.{lang}.html` each (web/build.mjs).
pub const PAGE_LANGS: [&str; 2] = ["en", "fr"];

/// The language of the page to send: the first of the browser's languages, in its order of
/// preference (`Accept-Language`, RFC 9110 §12.5.4: by `q`, then as written), that the page has
/// (`fr-CA` is French), English otherwise — the choice the page itself makes from
/// `navigator.languages` (web/src/lang.ts `initialLang`), so that the catalogue the page names
/// is the one it will ask for. A language the visitor chose with the switch is kept in the
/// browser only; the page's first script asks for its catalogue then (web/src/lang-first.ts).
pub fn page_lang(accept_language: Option<&str>) -> &'static str {
    let Some(header) = accept_language else {
        return PAGE_LANGS[0];
    };
    let mut ranked: Vec<(u16, &str)> = header
        .split(',')
        .filter_map(|item| {
            let mut parts = item.split(';');
            let tag = parts.next()?.trim();
            let q = parts
                .filter_map(|p| p.trim().strip_prefix("q="))
                .next()
                .map_or(Some(1000), quality)?;
            (q > 0 && !tag.is_empty()).then_some((q, tag))
        })
        .collect();
    // A stable sort: tags of equal weight keep the header's order.
    ranked.sort_by_key(|(q, _)| std::cmp::Reverse(*q));
    ranked
        .iter()
        .find_map(|(_, tag)| {
            let primary = tag.split('-').next().unwrap_or(tag);
            PAGE_LANGS
                .into_iter()
                .find(|lang| primary.eq_ignore_ascii_case(lang))
        })
        .unwrap_or(PAGE_LANGS[0])
}

/// A `q` weight in thousandths (`0.8` → 800); `None` when it is not one (RFC 9110 §12.4.2:
/// at most three decimals, at most 1).
fn quality(text: &str) -> Option<u16> {
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    if frac.len() > 3 || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths = frac.bytes().fold(0u16, |n, b| n * 10 + u16::from(b - b'0'))
        * 10u16.pow(3 - frac.len() as u32);
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

/// The page in the browser's language (`index.{lang}.html`; `index.html` from a build without
/// them), or 503 `web_not_built` when the front end has not been built.
async fn page(build: Option<Arc<Path>>, headers: HeaderMap) -> Response {
    let Some(build) = build else {
        return not_built();
    };
    let lang = page_lang(
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    );
    let mut index = build.join(format!("index.{lang}.html"));
    let mut read = tokio::fs::read(&index).await;
    if matches!(&read, Err(e) if e.kind() == std::io::ErrorKind::NotFound) {
        index = build.join("index.html");
        read = tokio::fs::read(&index).await;
    }
    match read {
        Ok(html) => (
            [
                (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                (header::CACHE_CONTROL, "no-cache"),
                // A cache keeps one page a language.
                (header::VARY, "accept-language"),
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

#[cfg(test)]
mod tests {
    use super::page_lang;

    #[test]
    fn the_page_is_in_the_browsers_first_language_the_page_has() {
        assert_eq!(page_lang(None), "en");
        assert_eq!(page_lang(Some("")), "en");
        assert_eq!(page_lang(Some("fr-FR,fr;q=0.9,en;q=0.8")), "fr");
        assert_eq!(page_lang(Some("fr-CA")), "fr");
        assert_eq!(page_lang(Some("de-DE,fr;q=0.5,en;q=0.7")), "en");
        assert_eq!(page_lang(Some("en;q=0.5, FR;q=0.9")), "fr");
        assert_eq!(page_lang(Some("de, es")), "en");
        // Equal weights keep the header's order; a weight of 0 is a refusal.
        assert_eq!(page_lang(Some("fr;q=0.8, en;q=0.8")), "fr");
        assert_eq!(page_lang(Some("fr;q=0, en")), "en");
        assert_eq!(page_lang(Some("en;q=0.000,fr;q=0.001")), "fr");
        // A weight that is not one drops its tag, not the header.
        assert_eq!(page_lang(Some("en;q=2, fr")), "fr");
        assert_eq!(page_lang(Some("en;q=0.1234, fr;q=0.1")), "fr");
        assert_eq!(page_lang(Some("*;q=0.5, fr")), "fr");
        assert_eq!(page_lang(Some(",,;q=,fr-;")), "fr");
    }
}
