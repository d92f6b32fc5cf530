//! The connections the server holds (issue 34, point 3): every socket is bounded in time and in
//! number, and the server keeps accepting when the process runs out of file descriptors.
//!
//! - **Time.** hyper's HTTP/1 `header_read_timeout` (with hyper-util's tokio timer, which
//!   `axum::serve` does not set, so there it never fires) closes a connection whose request head
//!   is not complete within [`Limits::header_timeout`]: a client sending its headers a byte at a
//!   time, one sending nothing at all, and an idle keep-alive connection between two requests
//!   (hyper starts the same timer when it waits for the next head). A body must be whole within
//!   [`Limits::body_timeout`] ([`crate::limits::body_deadline`]). Streams and WebSockets, once
//!   answered, are not timed: they are the point of the server, and each sends a keep-alive.
//! - **Number.** At most [`Limits::per_address`] connections from one address and
//!   [`Limits::total`] in all; a connection over either is accepted and closed at once with a
//!   `503 too_many_connections` written if the socket takes it (shed), so the listener's queue
//!   never fills with clients waiting for a slot.
//! - **Descriptors.** The soft limit on open files is raised to the hard one at start, and the
//!   default total stays below it. If `accept` still fails for want of a descriptor (`EMFILE`,
//!   `ENFILE`: the journal, engines, other files), a descriptor kept in reserve is closed, the
//!   waiting connection is accepted and closed, and the reserve is opened again: the server
//!   sheds and goes on, where `axum::serve` logs `accept error` and sleeps a second, every
//!   second, with nobody served.

use std::collections::HashMap;
use std::convert::Infallible;
use std::io;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ConnectInfo;
use futures_util::FutureExt;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tower::ServiceExt;

/// The bounds on connections ([`crate::serve_with`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// A request's head must be whole within this, from the moment the server waits for it (a
    /// new connection, or an idle keep-alive one between requests).
    pub header_timeout: Duration,
    /// A request's body must be whole within this, from the end of its head.
    pub body_timeout: Duration,
    /// Connections held at once from one address.
    pub per_address: usize,
    /// Connections held at once in all.
    pub total: usize,
}

impl Default for Limits {
    /// 10 s for a head (Apache's `RequestReadTimeout` allows 20 to 40 s to a slow client; nginx
    /// 60 s; a browser sends its head in one packet), 30 s for a body of at most 64 KiB, 256
    /// connections an address (a club's hall behind one router: each page holds one stream or
    /// WebSocket and one or two requests), and three quarters of the descriptors this process
    /// may open, at most 50,000, in all.
    fn default() -> Limits {
        Limits {
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(30),
            per_address: 256,
            total: default_total(descriptor_limit()),
        }
    }
}

/// Three quarters of `descriptors`, at least 64 and at most 50,000.
fn default_total(descriptors: u64) -> usize {
    usize::try_from(descriptors / 4 * 3)
        .unwrap_or(usize::MAX)
        .clamp(64, 50_000)
}

/// Raises this process's soft limit on open files to its hard limit (as Go's runtime does at
/// start), and answers the soft limit now in force (1,024 if it cannot be read).
pub fn raise_descriptor_limit() -> u64 {
    #[cfg(unix)]
    {
        use rustix::process::{Resource, getrlimit, setrlimit};
        let limit = getrlimit(Resource::Nofile);
        if limit.maximum != limit.current {
            let raised = rustix::process::Rlimit {
                current: limit.maximum,
                maximum: limit.maximum,
            };
            if let Err(e) = setrlimit(Resource::Nofile, raised) {
                tracing::warn!(error = %e, "the limit on open files could not be raised");
            }
        }
    }
    descriptor_limit()
}

/// The soft limit on open files (1,024 if it cannot be read).
fn descriptor_limit() -> u64 {
    #[cfg(unix)]
    {
        let limit = rustix::process::getrlimit(rustix::process::Resource::Nofile);
        limit.current.unwrap_or(u64::MAX)
    }
    #[cfg(not(unix))]
    {
        1024
    }
}

/// The connections held, by address.
#[derive(Debug, Default)]
pub struct Held {
    counts: Mutex<(usize, HashMap<IpAddr, usize>)>,
}

impl Held {
    /// A slot for a connection from `ip`, unless the address or the server holds its maximum.
    pub fn admit(self: &Arc<Self>, ip: IpAddr, limits: &Limits) -> Option<Slot> {
        let mut counts = self.counts.lock().unwrap_or_else(|p| p.into_inner());
        let (total, by_ip) = &mut *counts;
        let mine = by_ip.get(&ip).copied().unwrap_or(0);
        if *total >= limits.total || mine >= limits.per_address {
            return None;
        }
        *total += 1;
        by_ip.insert(ip, mine + 1);
        Some(Slot {
            held: Arc::clone(self),
            ip,
        })
    }

    /// Connections held now, in all.
    pub fn total(&self) -> usize {
        self.counts.lock().unwrap_or_else(|p| p.into_inner()).0
    }
}

/// One connection's place among those held; given back when the connection closes (a
/// WebSocket's too: the slot travels with the socket through hyper's upgrade).
#[derive(Debug)]
pub struct Slot {
    held: Arc<Held>,
    ip: IpAddr,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut counts = self.held.counts.lock().unwrap_or_else(|p| p.into_inner());
        let (total, by_ip) = &mut *counts;
        *total = total.saturating_sub(1);
        if let Some(n) = by_ip.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                by_ip.remove(&self.ip);
            }
        }
    }
}

/// A socket with its slot.
struct Tracked {
    stream: TcpStream,
    _slot: Slot,
}

impl AsyncRead for Tracked {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Tracked {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

/// A WebSocket's buffers sized for a watcher (issue 34, point 3). tungstenite's defaults
/// (128 KiB read buffer allocated at once, 128 KiB of writes gathered before a send) suit a
/// socket moving megabytes; a game's watcher receives a line a move and sends nothing but its
/// pongs and close. So: a 4 KiB read buffer, each message written at once (a state is sent as
/// soon as it is journalled anyway), at most 1 MiB queued for a watcher that does not read
/// (then the socket fails and is dropped; the stream's backlog sends the whole game again on a
/// reconnection), and at most 64 KiB a message from the client, as a request's body.
pub fn lean_websocket(
    upgrade: axum::extract::ws::WebSocketUpgrade,
) -> axum::extract::ws::WebSocketUpgrade {
    upgrade
        .read_buffer_size(4 * 1024)
        .write_buffer_size(0)
        .max_write_buffer_size(1024 * 1024)
        .max_message_size(crate::MAX_BODY)
        .max_frame_size(crate::MAX_BODY)
}

/// What a shed connection is told, if its socket takes it at once.
const SHED: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\nretry-after: 1\r\nconnection: close\r\ncontent-length: 102\r\n\r\n{\"error\":{\"code\":\"too_many_connections\",\"message\":\"too many connections; try again in a moment\"}}";

/// Serves `app` on `listener` for ever under `limits`: HTTP/1.1 with upgrades (WebSockets),
/// each request carrying its client's address (`ConnectInfo<SocketAddr>`, for the rate limit).
pub async fn run(listener: TcpListener, app: Router, limits: Limits) -> io::Result<()> {
    let held = Arc::new(Held::default());
    let mut reserve = std::fs::File::open("/dev/null").ok();
    let mut last_warning: Option<Instant> = None;
    let mut warn = |what: &str, e: &dyn std::fmt::Display| {
        // At most one line every 10 s: an attack must not fill the log.
        if last_warning.is_none_or(|t| t.elapsed() > Duration::from_secs(10)) {
            tracing::warn!(error = %e, "{what}");
            last_warning = Some(Instant::now());
        }
    };
    loop {
        let (stream, addr) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) if out_of_descriptors(&e) => {
                warn("out of file descriptors: shedding connections", &e);
                // Free one descriptor, take the waiting connection with it and close it, and
                // keep one in reserve again.
                drop(reserve.take());
                if let Some(Ok((stream, _))) = listener.accept().now_or_never() {
                    drop(stream);
                }
                reserve = std::fs::File::open("/dev/null").ok();
                if reserve.is_none() {
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
                continue;
            }
            Err(e) => {
                // A connection reset before it was accepted, and the like: the next one.
                tracing::debug!(error = %e, "accept");
                continue;
            }
        };
        let Some(slot) = held.admit(addr.ip(), &limits) else {
            warn(
                "too many connections: shedding",
                &format!("{} held, one more from {}", held.total(), addr.ip()),
            );
            let _ = stream.try_write(SHED);
            continue;
        };
        let io = TokioIo::new(Tracked {
            stream,
            _slot: slot,
        });
        let app = app.clone();
        let service = TowerToHyperService::new(tower::service_fn(
            move |mut request: hyper::Request<Incoming>| {
                request.extensions_mut().insert(ConnectInfo(addr));
                app.clone()
                    .oneshot(request.map(axum::body::Body::new))
                    .map(|r: Result<_, Infallible>| r)
            },
        ));
        tokio::spawn(async move {
            let mut http = hyper::server::conn::http1::Builder::new();
            http.timer(TokioTimer::new())
                .header_read_timeout(limits.header_timeout);
            if let Err(e) = http.serve_connection(io, service).with_upgrades().await {
                tracing::trace!(error = %e, "connection ended");
            }
        });
    }
}

/// Whether `accept` failed for want of a descriptor (`EMFILE`, `ENFILE`).
fn out_of_descriptors(e: &io::Error) -> bool {
    matches!(e.raw_os_error(), Some(23 | 24))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slot_is_refused_over_either_limit_and_given_back_on_drop() {
        let held = Arc::new(Held::default());
        let limits = Limits {
            per_address: 2,
            total: 3,
            ..Limits::default()
        };
        let a: IpAddr = [127, 0, 0, 2].into();
        let b: IpAddr = [127, 0, 0, 3].into();
        let a1 = held.admit(a, &limits).expect("first");
        let _a2 = held.admit(a, &limits).expect("second");
        assert!(held.admit(a, &limits).is_none(), "a third from one address");
        let _b1 = held.admit(b, &limits).expect("another address");
        assert!(held.admit(b, &limits).is_none(), "the fourth in all");
        drop(a1);
        assert!(held.admit(b, &limits).is_some(), "a slot given back");
    }

    #[test]
    fn the_default_total_stays_below_the_descriptors() {
        assert_eq!(default_total(1024), 768);
        assert_eq!(default_total(10), 64);
        assert_eq!(default_total(u64::MAX), 50_000);
    }
}
