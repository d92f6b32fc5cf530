//! Rate limits per client: a token bucket per bearer token (each seat is a client), or per
//! address for requests without one. Over the limit, a request is answered 429 at once.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::error::ApiError;
use crate::tokens;

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

/// The buckets of every client seen.
#[derive(Debug)]
pub struct Limiter {
    rate: Rate,
    buckets: Mutex<HashMap<String, (f64, Instant)>>,
}

/// Buckets are forgotten once this many are held and they are full again.
const FORGET_AFTER: usize = 10_000;

impl Limiter {
    /// A limiter at `rate`.
    pub fn new(rate: Rate) -> Arc<Limiter> {
        Arc::new(Limiter {
            rate,
            buckets: Mutex::new(HashMap::new()),
        })
    }

    /// Takes one request from `client`'s bucket; false when it is empty.
    pub fn allow(&self, client: &str, now: Instant) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        if buckets.len() > FORGET_AFTER {
            let rate = self.rate;
            buckets.retain(|_, (level, at)| {
                *level + now.duration_since(*at).as_secs_f64() * rate.per_second < rate.burst
            });
        }
        let (level, at) = buckets
            .entry(client.to_owned())
            .or_insert((self.rate.burst, now));
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

/// The middleware.
pub async fn limit(State(limiter): State<Arc<Limiter>>, request: Request, next: Next) -> Response {
    let client = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(tokens::bearer)
        .map(tokens::hash)
        .or_else(|| {
            request
                .extensions()
                .get::<ConnectInfo<SocketAddr>>()
                .map(|c| c.0.ip().to_string())
        })
        .unwrap_or_default();
    if limiter.allow(&client, Instant::now()) {
        next.run(request).await
    } else {
        let mut response = ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
            "too many requests from this client; slow down",
        )
        .into_response();
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, header::HeaderValue::from_static("1"));
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_bucket_empties_and_refills() {
        let limiter = Limiter::new(Rate {
            per_second: 10.0,
            burst: 3.0,
        });
        let t0 = Instant::now();
        assert!((0..3).all(|_| limiter.allow("a", t0)));
        assert!(!limiter.allow("a", t0));
        assert!(limiter.allow("b", t0), "another client has its own bucket");
        assert!(limiter.allow("a", t0 + Duration::from_millis(150)));
    }
}
