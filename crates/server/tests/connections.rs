//! Issue 34, points 3 and 4, on a real socket served by `server::serve`: a head or a body that
//! does not arrive in time closes its connection, an idle connection too; connections over the
//! cap of an address or of the server are shed at once while others are served; an idle
//! WebSocket costs little; and the rate limit is keyed on a token the server issued, else on the
//! address (a made-up bearer string is no client of its own).

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::common::*;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Method, Request, StatusCode};
use server::{Hub, Limits, Options, Rate};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// Serves a hub in memory with `limits` on a fresh loopback port, as `arbiter serve` does.
async fn serve(limits: Limits) -> (Arc<Hub>, SocketAddr) {
    let options = Options {
        limits,
        ..Options::default()
    };
    let hub = Hub::new(server::store::Store::memory(), options);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a port");
    let addr = listener.local_addr().expect("its address");
    let rate = Rate {
        per_second: 10_000.0,
        burst: 10_000.0,
    };
    tokio::spawn(server::serve(listener, Arc::clone(&hub), rate));
    (hub, addr)
}

/// Short timeouts, so the tests see them fire.
fn quick() -> Limits {
    Limits {
        header_timeout: Duration::from_millis(800),
        body_timeout: Duration::from_millis(800),
        ..Limits::default()
    }
}

/// A connection to `addr` from the loopback address `from` (127.0.0.x: Linux answers on all of
/// 127/8, so each x is another client).
async fn connect_from(from: [u8; 4], addr: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().expect("a socket");
    socket
        .bind(SocketAddr::from((from, 0)))
        .expect("a loopback source");
    socket.connect(addr).await.expect("connected")
}

/// Whether the server closed the connection within `within` (end of stream or reset), and what
/// it sent before.
async fn closed_within(stream: &mut TcpStream, within: Duration) -> (bool, String) {
    let mut got = Vec::new();
    let end = Instant::now() + within;
    loop {
        let mut buf = [0u8; 4096];
        match tokio::time::timeout_at(end.into(), stream.read(&mut buf)).await {
            Err(_) => return (false, String::from_utf8_lossy(&got).into_owned()),
            Ok(Ok(0)) | Ok(Err(_)) => return (true, String::from_utf8_lossy(&got).into_owned()),
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
        }
    }
}

/// A plain GET on a fresh connection from 127.0.0.1: its status line, and how long it took.
async fn get_status(addr: SocketAddr, path: &str) -> (String, Duration) {
    let began = Instant::now();
    let mut stream = TcpStream::connect(addr).await.expect("connected");
    stream
        .write_all(
            format!("GET {path} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n").as_bytes(),
        )
        .await
        .expect("sent");
    let (_, answer) = closed_within(&mut stream, Duration::from_secs(5)).await;
    let line = answer.lines().next().unwrap_or("").to_owned();
    (line, began.elapsed())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_34_3_a_head_sent_a_byte_at_a_time_is_closed_at_the_header_timeout() {
    let (_, addr) = serve(quick()).await;
    let mut stream = TcpStream::connect(addr).await.expect("connected");
    let began = Instant::now();
    // One byte of a head every 100 ms, never the blank line that ends it (slowloris).
    let mut closed = false;
    for byte in
        b"GET /api/games HTTP/1.1\r\nhost: x\r\nx-slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".iter()
    {
        if stream.write_all(&[*byte]).await.is_err() {
            closed = true;
            break;
        }
        let (gone, _) = closed_within(&mut stream, Duration::from_millis(100)).await;
        if gone {
            closed = true;
            break;
        }
    }
    let took = began.elapsed();
    assert!(closed, "the slow head is still open after {took:?}");
    assert!(
        took < Duration::from_millis(2_000),
        "closed only after {took:?} (timeout 800 ms)"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_34_3_a_connection_that_sends_nothing_or_goes_idle_is_closed() {
    let (_, addr) = serve(quick()).await;
    // Nothing at all.
    let mut silent = TcpStream::connect(addr).await.expect("connected");
    let (closed, _) = closed_within(&mut silent, Duration::from_secs(2)).await;
    assert!(closed, "a connection sending nothing stays open");
    // A request answered, then nothing: the idle keep-alive connection is closed too.
    let mut idle = TcpStream::connect(addr).await.expect("connected");
    idle.write_all(b"GET /api/games HTTP/1.1\r\nhost: x\r\n\r\n")
        .await
        .expect("sent");
    let (closed, answer) = closed_within(&mut idle, Duration::from_secs(2)).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(closed, "an idle keep-alive connection stays open");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_34_3_a_body_that_does_not_arrive_in_time_is_408_and_the_connection_closed() {
    let (_, addr) = serve(quick()).await;
    let mut stream = TcpStream::connect(addr).await.expect("connected");
    stream
        .write_all(b"POST /api/games HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{\"config\":")
        .await
        .expect("sent");
    let began = Instant::now();
    let (closed, answer) = closed_within(&mut stream, Duration::from_secs(3)).await;
    assert!(closed, "the slow body's connection stays open: {answer}");
    assert!(began.elapsed() < Duration::from_secs(2));
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("\"code\":\"request_timeout\""), "{answer}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_34_3_one_address_holds_at_most_its_cap_and_others_are_served_at_once() {
    let limits = Limits {
        per_address: 20,
        header_timeout: Duration::from_secs(30),
        ..quick()
    };
    let (_, addr) = serve(limits).await;
    // 60 idle connections from 127.0.0.2: 20 held, 40 shed at once with a 503.
    let mut idle = Vec::new();
    for _ in 0..60 {
        idle.push(connect_from([127, 0, 0, 2], addr).await);
    }
    let mut shed = 0;
    let mut told = 0;
    for stream in &mut idle {
        let (closed, answer) = closed_within(stream, Duration::from_millis(50)).await;
        if closed {
            shed += 1;
            told += usize::from(answer.contains("too_many_connections"));
        }
    }
    assert_eq!(shed, 40, "shed");
    assert!(
        told > 0,
        "the shed ones are told why (when the socket takes it)"
    );
    // Another client is served at once.
    let (line, took) = get_status(addr, "/api/games").await;
    assert!(line.starts_with("HTTP/1.1 200"), "{line}");
    assert!(took < Duration::from_secs(1), "{took:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_34_3_connections_over_the_servers_cap_are_shed_and_served_again_once_freed() {
    let limits = Limits {
        total: 10,
        header_timeout: Duration::from_secs(30),
        ..quick()
    };
    let (_, addr) = serve(limits).await;
    let mut held = Vec::new();
    for i in 0..10u8 {
        held.push(connect_from([127, 0, 1, i + 1], addr).await);
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    let (line, _) = get_status(addr, "/api/games").await;
    assert!(line.starts_with("HTTP/1.1 503"), "over the cap: {line}");
    drop(held);
    tokio::time::sleep(Duration::from_millis(100)).await;
    let (line, _) = get_status(addr, "/api/games").await;
    assert!(line.starts_with("HTTP/1.1 200"), "freed: {line}");
}

/// The server's resident memory, in KiB (Linux).
fn rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_34_3_an_idle_websocket_costs_about_what_an_idle_stream_costs() {
    let limits = Limits {
        per_address: 10_000,
        header_timeout: Duration::from_secs(60),
        ..Limits::default()
    };
    let (hub, addr) = serve(limits).await;
    let body: protocol::CreateGame =
        serde_json::from_str(r#"{"config":{"time_control":"300+2"}}"#).expect("a body");
    let (live, _) = hub.create(body).await.expect("created");
    const N: usize = 400;
    let Some(before) = rss_kib() else {
        eprintln!("no /proc/self/status: the memory of a WebSocket is not measured here");
        return;
    };
    let mut sockets = Vec::with_capacity(N);
    for _ in 0..N {
        let (ws, _) =
            tokio_tungstenite::connect_async(format!("ws://{addr}/api/games/{}/ws", live.id))
                .await
                .expect("a WebSocket");
        sockets.push(ws);
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let after = rss_kib().unwrap_or(before);
    // The test's own client sockets are in the same process: they count, so the bound is loose.
    let per_socket = (after.saturating_sub(before)) as f64 / N as f64;
    eprintln!("{N} idle WebSockets (both ends, one process): {per_socket:.1} KiB each");
    assert!(
        per_socket < 60.0,
        "an idle WebSocket costs {per_socket:.1} KiB (the server's end alone cost 118 KiB with tungstenite's 128 KiB read buffer)"
    );
}

/// A request through the app as from `ip`, with a bearer token if any.
async fn from(
    app: &axum::Router,
    ip: [u8; 4],
    method: Method,
    uri: &str,
    token: Option<&str>,
    body: Option<&str>,
) -> StatusCode {
    let mut request = Request::builder().method(method).uri(uri);
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    if body.is_some() {
        request = request.header("content-type", "application/json");
    }
    let mut request = request
        .body(body.map_or_else(Body::empty, |b| Body::from(b.to_owned())))
        .expect("a request");
    request
        .extensions_mut()
        .insert(ConnectInfo(SocketAddr::from((ip, 40_000))));
    let (status, _, _) = answer(app, request).await;
    status
}

fn strict_app() -> (Arc<Hub>, axum::Router) {
    let hub = Hub::new(server::store::Store::memory(), Options::default());
    let app = server::app(
        Arc::clone(&hub),
        Rate {
            per_second: 0.5,
            burst: 20.0,
        },
    );
    (hub, app)
}

#[tokio::test]
async fn issue_34_4_a_made_up_bearer_token_per_request_is_charged_to_the_address() {
    let (_, app) = strict_app();
    let mut created = 0;
    let mut refused = 0;
    for i in 0..60u32 {
        let token = format!("{:032x}", u128::from(i).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        match from(
            &app,
            [10, 0, 0, 1],
            Method::POST,
            "/api/games",
            Some(&token),
            Some(r#"{"config":{"time_control":"300+2"}}"#),
        )
        .await
        {
            StatusCode::CREATED => created += 1,
            StatusCode::TOO_MANY_REQUESTS => refused += 1,
            other => panic!("{other}"),
        }
    }
    assert!(created <= 21, "{created} created with a burst of 20");
    assert!(refused >= 39, "{refused} refused");
    // Another address has its own bucket.
    let other = from(&app, [10, 0, 0, 2], Method::GET, "/api/games", None, None).await;
    assert_eq!(other, StatusCode::OK);
}

#[tokio::test]
async fn issue_34_4_a_token_the_server_issued_has_its_own_bucket_beside_its_address() {
    let (hub, app) = strict_app();
    let body: protocol::CreateGame =
        serde_json::from_str(r#"{"config":{"time_control":"300+2"}}"#).expect("a body");
    let (live, tokens) = hub.create(body).await.expect("created");
    // The address spends its whole bucket.
    let ip = [10, 0, 0, 3];
    while from(&app, ip, Method::GET, "/api/games", None, None).await
        != StatusCode::TOO_MANY_REQUESTS
    {}
    // The game's arbiter, behind the same address, is still served: his token is the server's.
    let uri = format!("/api/games/{}/events", live.id);
    let status = from(
        &app,
        ip,
        Method::POST,
        &uri,
        Some(&tokens.arbiter),
        Some(r#"{"type":"start"}"#),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let again = from(
        &app,
        ip,
        Method::GET,
        &format!("/api/games/{}", live.id),
        Some(&tokens.white),
        None,
    )
    .await;
    assert_eq!(again, StatusCode::OK, "a seat's token too");
    // A made-up one is not.
    let fake = from(
        &app,
        ip,
        Method::GET,
        "/api/games",
        Some("0123456789abcdef0123456789abcdef"),
        None,
    )
    .await;
    assert_eq!(fake, StatusCode::TOO_MANY_REQUESTS);
}
