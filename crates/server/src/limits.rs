//! Rate limits per client, and a deadline on request bodies.
//!
//! A client is a token the server issued (a seat's, a game's arbiter's, an event's arbiter's:
//! each has its bucket), else the address the request came from. A bearer string the server
//! never issued is no client of its own: its request is charged to its address, so that a
//! random `Authorization: Bearer <hex>` per request no longer escapes the limit (issue 34,
//! point 4). Over the limit, a request is answered 429 at once.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::api_errors as api;
use crate::{Hub, MAX_BODY, tokens};

/// How many requests a client may make: `per_second` on average, `burst` at once.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    /// Sustained requests per second.
    pub per_second: f64,
    /// Requests allowed at once.
    pub burst: f64,
}

impl Default for Rate {
    fn default() -> Rate {
        Rate {
            per_second: 50.0,
            burst: 200.0,
        }
    }
}

/// A client, as its bucket is keyed: a token the server issued (by its SHA-256), else an
/// address (`None`: a request whose address is unknown, as a test's). A key of fixed size, so
/// that a request's look-up allocates nothing (issue 36, eighth pass: `token:HEX` and the
/// address were written into a fresh string at every request).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Client {
    /// A token the server issued.
    Token([u8; 32]),
    /// An address.
    Address(Option<IpAddr>),
}

/// The buckets of every client seen; the tokens known to be the server's are the hub's
/// ([`crate::tokens::Issued`]).
#[derive(Debug)]
pub struct Limiter {
    rate: Rate,
    /// The buckets, with SipHash: the addresses are the clients'.
    buckets: Mutex<HashMap<Client, (f64, Instant)>>,
    /// The bucket of the store look-ups made for tokens not yet known whose address has no
    /// request left ([`LOOKUPS`] a second, for all clients together).
    lookups: Mutex<(f64, Instant)>,
    hub: Arc<Hub>,
}

/// Store look-ups a second for unknown tokens from addresses over their limit: a seat behind a
/// busy address (a club's router) is still recognised, and a flood of made-up tokens costs the
/// store no more than this.
const LOOKUPS: f64 = 200.0;

/// Buckets are forgotten once this many are held and they are full again.
const FORGET_AFTER: usize = 10_000;

impl Limiter {
    /// A limiter at `rate`, which asks `hub`'s store whether a token is the server's.
    pub fn new(rate: Rate, hub: Arc<Hub>) -> Arc<Limiter> {
        Arc::new(Limiter {
            rate,
            buckets: Mutex::new(HashMap::new()),
            lookups: Mutex::new((LOOKUPS, Instant::now())),
            hub,
        })
    }

    /// Whether a token's hash is known to be the server's.
    fn knows(&self, digest: &[u8; 32]) -> bool {
        self.hub.issued.contains(digest)
    }

    /// Takes one look-up from the shared bucket of look-ups ([`LOOKUPS`]).
    fn allow_lookup(&self, now: Instant) -> bool {
        let mut bucket = self.lookups.lock().unwrap_or_else(|p| p.into_inner());
        let (level, at) = &mut *bucket;
        *level = (*level + now.duration_since(*at).as_secs_f64() * LOOKUPS).min(LOOKUPS);
        *at = now;
        if *level >= 1.0 {
            *level -= 1.0;
            true
        } else {
            false
        }
    }

    /// Asks the store whether a token's hash is one the server issued (a game's seat or arbiter,
    /// an event's arbiter), and remembers it if so; whether it is.
    async fn learn(&self, digest: &[u8; 32]) -> bool {
        let hash = tokens::hex_of(digest);
        let store = self.hub.store();
        let game = matches!(store.token(&hash).await, Ok(Some(_)));
        let issued = game
            || match store.halls() {
                Some(halls) => matches!(halls.event_of_token(&hash).await, Ok(Some(_))),
                None => false,
            };
        if issued {
            self.hub.issued.insert(*digest);
        }
        issued
    }

    /// Takes one request from `client`'s bucket; false when it is empty.
    pub fn allow(&self, client: Client, now: Instant) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        if buckets.len() > FORGET_AFTER {
            let rate = self.rate;
            buckets.retain(|_, (level, at)| {
                *level + now.duration_since(*at).as_secs_f64() * rate.per_second < rate.burst
            });
        }
        let (level, at) = buckets.entry(client).or_insert((self.rate.burst, now));
        *level = (*level + now.duration_since(*at).as_secs_f64() * self.rate.per_second)
            .min(self.rate.burst);
        *at = now;
        if *level >= 1.0 {
            *level -= 1.0;
            true
        } else {
            false
        }
    }
}

/// The middleware: a request with a token the server issued is charged to that token; any
/// other to its address. A token not yet known is charged to the address and looked up; when
/// the address has no request left, it is looked up all the same within the shared bucket of
/// look-ups ([`LOOKUPS`] a second), and served on its own bucket if the server issued it.
pub async fn limit(State(limiter): State<Arc<Limiter>>, request: Request, next: Next) -> Response {
    limit_around(&limiter, request, |request| next.run(request)).await
}

/// [`limit`] around `next`, a layer's inner service as a function (see
/// [`crate::error::json_errors_around`]).
pub(crate) async fn limit_around<F, Fut>(limiter: &Limiter, request: Request, next: F) -> Response
where
    F: FnOnce(Request) -> Fut,
    Fut: std::future::Future<Output = Response>,
{
    let mut request = request;
    let address = Client::Address(
        request
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip()),
    );
    let token = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(tokens::bearer)
        .map(tokens::digest);
    let now = Instant::now();
    match token {
        Some(digest) if limiter.knows(&digest) => {
            if !limiter.allow(Client::Token(digest), now) {
                return rate_limited();
            }
        }
        Some(digest) => {
            if limiter.allow(address, now) {
                limiter.learn(&digest).await;
            } else if !(limiter.allow_lookup(now)
                && limiter.learn(&digest).await
                && limiter.allow(Client::Token(digest), now))
            {
                return rate_limited();
            }
        }
        None => {
            if !limiter.allow(address, now) {
                return rate_limited();
            }
        }
    }
    // The digest taken, for the handler that checks the token's role.
    if let Some(digest) = token {
        request.extensions_mut().insert(tokens::Presented(digest));
    }
    with_retry_after(next(request).await)
}

/// A 503 (load shed: the journal's connections all busy past their wait, `storage`; issue 36)
/// tells the client when to come back, `Retry-After: 1`, unless it already says.
fn with_retry_after(mut response: Response) -> Response {
    if response.status() == axum::http::StatusCode::SERVICE_UNAVAILABLE
        && !response.headers().contains_key(header::RETRY_AFTER)
    {
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, header::HeaderValue::from_static("1"));
    }
    response
}

/// 429 `rate_limited`, with `Retry-After: 1`.
fn rate_limited() -> Response {
    let mut response = api::ERROR_RATE_LIMITED.bare().into_response();
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, header::HeaderValue::from_static("1"));
    response
}

/// A request's body must be whole within `timeout` of its head (issue 34, point 3): it is read
/// here, at most [`MAX_BODY`] bytes, and handed on whole. A body not whole in time is answered
/// `408 request_timeout` and its connection closed; one declared or found longer than
/// [`MAX_BODY`] `413 too_large` at once, without reading it.
///
/// tower-http's `RequestBodyTimeoutLayer` bounds the time between two frames of a body, not the
/// whole: a byte every few seconds would pass it for hours. Its `TimeoutLayer` bounds the whole
/// handler, and some handlers rightly take long (pairing 1,000 players takes seconds). Hence this
/// deadline on the body alone.
pub async fn body_deadline(
    State(timeout): State<Duration>,
    request: Request,
    next: Next,
) -> Response {
    body_deadline_around(timeout, request, |request| next.run(request)).await
}

/// [`body_deadline`] around `next`, a layer's inner service as a function (see
/// [`crate::error::json_errors_around`]).
pub(crate) async fn body_deadline_around<F, Fut>(
    timeout: Duration,
    request: Request,
    next: F,
) -> Response
where
    F: FnOnce(Request) -> Fut,
    Fut: std::future::Future<Output = Response>,
{
    let headers = request.headers();
    let length = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    let chunked = headers.contains_key(header::TRANSFER_ENCODING);
    if !chunked && length.unwrap_or(0) == 0 {
        return next(request).await;
    }
    if length.is_some_and(|n| n > MAX_BODY as u64) {
        return too_large();
    }
    let (parts, body) = request.into_parts();
    match tokio::time::timeout(timeout, axum::body::to_bytes(body, MAX_BODY)).await {
        Ok(Ok(bytes)) => next(Request::from_parts(parts, Body::from(bytes))).await,
        Ok(Err(_)) => too_large(),
        Err(_) => {
            let mut response = api::ERROR_REQUEST_TIMEOUT
                .refuse(game::params! { "seconds" => timeout.as_secs_f64() })
                .into_response();
            response.headers_mut().insert(
                header::CONNECTION,
                header::HeaderValue::from_static("close"),
            );
            response
        }
    }
}

/// 413 `too_large`, as axum's own body limit is answered ([`crate::error::json_errors`]).
fn too_large() -> Response {
    api::ERROR_BODY_OVER_LIMIT
        .refuse(game::params! { "bytes" => MAX_BODY })
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_bucket_empties_and_refills() {
        let hub = Hub::new(crate::store::Store::memory(), crate::Options::default());
        let limiter = Limiter::new(
            Rate {
                per_second: 10.0,
                burst: 3.0,
            },
            hub,
        );
        let t0 = Instant::now();
        let a = Client::Address(Some(IpAddr::from([10, 0, 0, 1])));
        let b = Client::Token([7; 32]);
        assert!((0..3).all(|_| limiter.allow(a, t0)));
        assert!(!limiter.allow(a, t0));
        assert!(limiter.allow(b, t0), "another client has its own bucket");
        assert!(limiter.allow(a, t0 + Duration::from_millis(150)));
    }

    /// Issue 36, eighth pass: the tokens of a game this process created are known to be the
    /// server's at once (each seat's first request asked the store before); a made-up one is
    /// not.
    #[tokio::test]
    async fn issue_36_a_created_games_tokens_are_known_without_the_store() {
        let hub = Hub::new(crate::store::Store::memory(), crate::Options::default());
        let body: protocol::CreateGame =
            serde_json::from_str(r#"{"config":{"time_control":"300+2"}}"#).expect("a body");
        let (_, issued) = hub.create(body).await.expect("created");
        let limiter = Limiter::new(Rate::default(), Arc::clone(&hub));
        for token in [&issued.white, &issued.black, &issued.arbiter] {
            assert!(limiter.knows(&tokens::digest(token)));
        }
        assert!(!limiter.knows(&tokens::digest(&tokens::generate())));
    }

    #[test]
    fn issue_36_a_shed_request_is_told_when_to_come_back() {
        use axum::http::StatusCode;
        let shed = crate::api_errors::ERROR_STORAGE.bare().into_response();
        let shed = with_retry_after(shed);
        assert_eq!(
            shed.headers()
                .get(header::RETRY_AFTER)
                .map(|v| v.as_bytes()),
            Some(&b"1"[..])
        );
        let mut own = crate::api_errors::ERROR_STORAGE.bare().into_response();
        own.headers_mut()
            .insert(header::RETRY_AFTER, header::HeaderValue::from_static("30"));
        let own = with_retry_after(own);
        assert_eq!(
            own.headers().get(header::RETRY_AFTER).map(|v| v.as_bytes()),
            Some(&b"30"[..])
        );
        let fine = with_retry_after(StatusCode::OK.into_response());
        assert!(fine.headers().get(header::RETRY_AFTER).is_none());
    }
}
