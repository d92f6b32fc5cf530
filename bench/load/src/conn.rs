//! One game's HTTP/1.1 connection to its server (issue 36, seventh pass): hyper's client
//! connection on a socket of the game's own, with no pool between the game and its socket.
//!
//! The requests are the ones `reqwest` sent before (method, path, `Host`, `Authorization`,
//! `Content-Type`, the body and its length); what goes is the client library's work around
//! them at every move: the URL parsed again, the pool's look-up of an idle connection among
//! N and its return, the redirect and retry policies, a timer armed by the client. Each game
//! keeps its connection across its moves (keep-alive), as a player's page would.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper::client::conn::http1::SendRequest;
use hyper::header::{AUTHORIZATION, CONTENT_TYPE, HOST, HeaderValue};
use hyper::{Method, Request, StatusCode};
use hyper_util::rt::TokioIo;

/// How long a request may take before it counts as an error.
const TIMEOUT: Duration = Duration::from_secs(60);

/// How long a connection may stay idle before the next request opens another: half the
/// server's default for an idle connection (`Limits::header_timeout`, 10 s), so that the
/// server never closes a connection just as a request is sent on it (`connection closed
/// before message completed`).
const IDLE: Duration = Duration::from_secs(5);

/// A game's connection to one server, opened at its first request and again after a failure
/// or [`IDLE`].
pub struct Conn {
    addr: SocketAddr,
    host: HeaderValue,
    open: Option<(SendRequest<Full<Bytes>>, Instant)>,
}

/// An answer: its status and whole body.
pub struct Answer {
    /// The status.
    pub status: StatusCode,
    /// The body.
    pub body: Bytes,
}

impl Conn {
    /// A connection to the server at `addr`, not open yet.
    pub fn new(addr: SocketAddr) -> Conn {
        let host = HeaderValue::from_str(&addr.to_string())
            .unwrap_or_else(|_| HeaderValue::from_static("127.0.0.1"));
        Conn {
            addr,
            host,
            open: None,
        }
    }

    /// `POST path` with a JSON `body` and, if given, an `Authorization` header; the answer, or
    /// the failure named for `what` (`create`, `event`) as [`transport`] names it.
    pub async fn post(
        &mut self,
        what: &str,
        path: &str,
        token: Option<&HeaderValue>,
        body: Bytes,
    ) -> Result<Answer, String> {
        let mut request = Request::builder()
            .method(Method::POST)
            .uri(path)
            .header(HOST, self.host.clone())
            .header(CONTENT_TYPE, HeaderValue::from_static("application/json"));
        if let Some(token) = token {
            request = request.header(AUTHORIZATION, token.clone());
        }
        let request = request
            .body(Full::new(body))
            .map_err(|e| format!("{what}: request ({e})"))?;
        match tokio::time::timeout(TIMEOUT, self.send(what, request)).await {
            Ok(Ok(answer)) => Ok(answer),
            Ok(Err(e)) => {
                self.open = None;
                Err(e)
            }
            Err(_) => {
                self.open = None;
                Err(format!("{what}: timeout"))
            }
        }
    }

    async fn send(&mut self, what: &str, request: Request<Full<Bytes>>) -> Result<Answer, String> {
        let now = Instant::now();
        let reusable = self
            .open
            .as_ref()
            .is_some_and(|(send, used)| !send.is_closed() && now - *used < IDLE);
        if !reusable {
            self.open = Some((self.connect(what).await?, now));
        }
        let Some((send, used)) = self.open.as_mut() else {
            return Err(format!("{what}: connect"));
        };
        send.ready().await.map_err(|e| transport(what, &e))?;
        let response = send
            .send_request(request)
            .await
            .map_err(|e| transport(what, &e))?;
        let status = response.status();
        let body = response
            .into_body()
            .collect()
            .await
            .map_err(|e| match root_cause(&e) {
                Some(cause) => format!("{what}: body ({cause})"),
                None => format!("{what}: body"),
            })?
            .to_bytes();
        *used = Instant::now();
        Ok(Answer { status, body })
    }

    async fn connect(&self, what: &str) -> Result<SendRequest<Full<Bytes>>, String> {
        let named = |e: &std::io::Error| format!("{what}: connect ({e})");
        let stream = tokio::net::TcpStream::connect(self.addr)
            .await
            .map_err(|e| named(&e))?;
        stream.set_nodelay(true).map_err(|e| named(&e))?;
        let (send, connection) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
            .await
            .map_err(|e| transport(what, &e))?;
        tokio::spawn(async move {
            // Ends when the game drops its side, or the server closes the socket.
            let _ = connection.await;
        });
        Ok(send)
    }
}

/// A request that got no answer, named by what went wrong and, after it, the innermost cause
/// in its chain of sources (hyper's or the system's words: `connection closed before message
/// completed`, `Connection reset by peer`), so that a report says which failure it was.
fn transport(what: &str, error: &hyper::Error) -> String {
    let kind = if error.is_timeout() {
        "timeout"
    } else {
        "transport"
    };
    match root_cause(error) {
        Some(cause) => format!("{what}: {kind} ({cause})"),
        None => format!("{what}: {kind} ({error})"),
    }
}

/// The last source in an error's chain, in its own words (`None` if it has no source).
fn root_cause(error: &(dyn std::error::Error + 'static)) -> Option<String> {
    let mut cause = error.source()?;
    while let Some(next) = cause.source() {
        cause = next;
    }
    Some(cause.to_string())
}
