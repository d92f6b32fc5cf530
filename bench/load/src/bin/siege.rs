//! `siege`: issue 34's benchmark ("What it must show"), two tables, against 127.0.0.1 only.
//!
//! 1. **Restart time against the number of stored games.** For each N (default 1,000, 10,000
//!    and 50,000), an SQLite file gets N games as a flood of anonymous clients leaves them: nine
//!    in ten created and never started, one in ten started with a move each side. Then the
//!    server is started again on the file, as after a `kill -9`: the time until it answers a
//!    game's GET, the time until its background replay has brought back every game being played,
//!    and, for comparison, the time the replay before issue 34 took before the listener answered
//!    anything (every unfinished game read back, one after the other).
//! 2. **Requests answered during 2,000 slow connections.** 2,000 connections from 127.0.0.2–9
//!    each send a request head a byte a second and never finish it (slowloris; a connection that
//!    is closed is opened again at once), while one client on 127.0.0.1 sends GETs of a game one
//!    after the other: how many were answered, how many failed, their p50 and p99. Against
//!    `axum::serve` (the server before issue 34), `server::serve` with its default limits, and
//!    `server::serve` with the caps raised so that all 2,000 are held (only the header timeout
//!    frees them).
//!
//! ```text
//! cargo run --release -p arbiter-load --bin siege -- --games 1000,10000,50000 --seconds 15
//! ```

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use clap::Parser;
use protocol::{Action, CreateGame, Side};
use server::store::{Status, Store};
use server::{Hub, Limits, Options, Rate};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// Issue 34's benchmark: restart time against stored games, and GETs under 2,000 slow
/// connections.
#[derive(Debug, Parser)]
#[command(name = "siege")]
struct Args {
    /// Numbers of stored games for the restart table, comma-separated.
    #[arg(long, default_value = "1000,10000,50000", value_delimiter = ',')]
    games: Vec<usize>,
    /// Slow connections held open.
    #[arg(long, default_value_t = 2000)]
    slow: usize,
    /// Seconds each row of the slow-connection table is measured (past the 10 s header
    /// timeout, so that it fires).
    #[arg(long, default_value_t = 15)]
    seconds: u64,
    /// Skip the restart table.
    #[arg(long)]
    no_restart: bool,
    /// Skip the slow-connection table.
    #[arg(long)]
    no_slow: bool,
    /// The replay before issue 34 is measured up to this many games (it reads every unfinished
    /// game back: 10,000 took minutes in a debug build).
    #[arg(long, default_value_t = 10_000)]
    before_up_to: usize,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    server::connections::raise_descriptor_limit();
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        if !args.no_restart {
            restart_table(&args.games, args.before_up_to).await?;
        }
        if !args.no_slow {
            slow_table(args.slow, Duration::from_secs(args.seconds)).await?;
        }
        Ok(())
    })
}

fn body(start: bool) -> CreateGame {
    let text = if start {
        r#"{"config":{"time_control":"600+5"},"start":true}"#
    } else {
        r#"{"config":{"time_control":"600+5"}}"#
    };
    serde_json::from_str(text).unwrap_or_else(|e| panic!("the bench's body: {e}"))
}

/// Fills a fresh SQLite file with `n` games: nine in ten never started, one in ten started
/// with `e4 e5`. Answers one started game's id.
async fn fill(url: &str, n: usize) -> Result<String, Box<dyn std::error::Error>> {
    let store = Store::open(url).await?;
    let hub = Hub::new(store, Options::default());
    let next = Arc::new(AtomicUsize::new(0));
    let mut tasks = Vec::new();
    for _ in 0..64 {
        let hub = Arc::clone(&hub);
        let next = Arc::clone(&next);
        tasks.push(tokio::spawn(async move {
            let mut started = None;
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= n {
                    return started;
                }
                let start = i.is_multiple_of(10);
                let Ok((live, _)) = hub.create(body(start)).await else {
                    continue;
                };
                if start {
                    for (by, text) in [(Side::White, "e4"), (Side::Black, "e5")] {
                        let action = Action::Move {
                            by,
                            text: text.to_owned(),
                            offer_draw: false,
                        };
                        let _ = hub.submit(&live, action, server::Sender::Server).await;
                    }
                    started = Some(live.id.clone());
                }
            }
        }));
    }
    let mut one = None;
    for task in tasks {
        if let Some(id) = task.await? {
            one = Some(id);
        }
    }
    // The last heartbeat: the server was alive a moment ago, then killed.
    hub.store().heartbeat("killed", server::now_ms()).await?;
    Ok(one.unwrap_or_default())
}

async fn restart_table(
    sizes: &[usize],
    before_up_to: usize,
) -> Result<(), Box<dyn std::error::Error>> {
    println!("Restart on SQLite (9 in 10 games never started, 1 in 10 started with 2 moves):");
    println!(
        "| games stored | being played | first GET answered | background replay done | replay before issue 34 (nothing answered meanwhile) |"
    );
    println!("|---:|---:|---:|---:|---:|");
    for &n in sizes {
        let dir = tempfile::tempdir()?;
        let url = dir.path().join("games.db").display().to_string();
        let one = fill(&url, n).await?;

        // The restart as it is now: the listener first, the replay behind it.
        let began = Instant::now();
        let store = Store::open(&url).await?;
        let hub = Hub::new(store, Options::default());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let addr = listener.local_addr()?;
        let served = Arc::clone(&hub);
        let server = tokio::spawn(async move {
            let rate = Rate {
                per_second: 1e9,
                burst: 1e9,
            };
            server::serve(listener, served, rate).await
        });
        let first = loop {
            if let Ok(status) = get(addr, &format!("/api/games/{one}")).await
                && status == 200
            {
                break began.elapsed();
            }
            tokio::time::sleep(Duration::from_millis(1)).await;
        };
        let playing = hub
            .store()
            .list(Some(Status::Started), i64::MAX)
            .await?
            .len();
        // The background replay is done: every game being played is back (`journals
        // replayed` in the log).
        while !hub.replayed() {
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
        let replayed = began.elapsed();
        server.abort();
        hub.stop_lease();
        drop(hub);

        // Before issue 34: every unfinished game read back, one after the other, before the
        // listener answered.
        let before = if n <= before_up_to {
            let began = Instant::now();
            let store = Store::open(&url).await?;
            let hub = Hub::new(store, Options::default());
            let mut ids = Vec::new();
            for status in [Status::Created, Status::Started, Status::Adjourned] {
                ids.extend(hub.store().list(Some(status), i64::MAX).await?);
            }
            for summary in &ids {
                hub.get(&summary.id).await.map_err(|e| e.body.message)?;
            }
            format!("{:.2} s", began.elapsed().as_secs_f64())
        } else {
            "not run".to_owned()
        };
        println!(
            "| {n} | {playing} | {:.3} s | {:.2} s | {before} |",
            first.as_secs_f64(),
            replayed.as_secs_f64(),
        );
    }
    println!();
    Ok(())
}

/// One GET on a fresh connection: its status.
async fn get(addr: SocketAddr, path: &str) -> std::io::Result<u16> {
    let mut stream = TcpStream::connect(addr).await?;
    stream
        .write_all(
            format!("GET {path} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n").as_bytes(),
        )
        .await?;
    let mut head = [0u8; 12];
    stream.read_exact(&mut head).await?;
    let status = std::str::from_utf8(&head[9..12])
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    Ok(status)
}

/// Which server the slow-connection row runs.
#[derive(Clone, Copy, Debug)]
enum Serve {
    /// `axum::serve`, as before issue 34.
    Axum,
    /// `server::serve` with these limits.
    Limited(Limits),
}

async fn slow_table(slow: usize, seconds: Duration) -> Result<(), Box<dyn std::error::Error>> {
    println!(
        "GETs of a game from 127.0.0.1, one after the other for {} s, while {slow} connections from 127.0.0.2-9 send a head a byte a second:",
        seconds.as_secs()
    );
    println!(
        "| server | slow connections open at the end | closed by the server (then reopened) | GETs answered | failed or over 5 s | p50 | p99 |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    let raised = Limits {
        per_address: 100_000,
        total: 100_000,
        ..Limits::default()
    };
    let rows = [
        ("axum::serve (before issue 34)", Serve::Axum),
        (
            "server::serve, default limits",
            Serve::Limited(Limits::default()),
        ),
        (
            "server::serve, caps raised (header timeout alone)",
            Serve::Limited(raised),
        ),
    ];
    for (name, how) in rows {
        let hub = Hub::new(Store::memory(), Options::default());
        let (live, _) = hub.create(body(true)).await.map_err(|e| e.body.message)?;
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let addr = listener.local_addr()?;
        let rate = Rate {
            per_second: 1e9,
            burst: 1e9,
        };
        let served = Arc::clone(&hub);
        let server = match how {
            Serve::Axum => {
                let app =
                    server::app(served, rate).into_make_service_with_connect_info::<SocketAddr>();
                tokio::spawn(async move {
                    let _ = axum::serve(listener, app).await;
                })
            }
            Serve::Limited(limits) => {
                let app = server::app(served, rate);
                tokio::spawn(async move {
                    let _ = server::connections::run(listener, app, limits).await;
                })
            }
        };
        let stop = Arc::new(AtomicBool::new(false));
        let open = Arc::new(AtomicUsize::new(0));
        let closed = Arc::new(AtomicUsize::new(0));
        let mut attackers = Vec::new();
        for i in 0..slow {
            let stop = Arc::clone(&stop);
            let open = Arc::clone(&open);
            let closed = Arc::clone(&closed);
            let from = [127, 0, 0, 2 + (i % 8) as u8];
            attackers.push(tokio::spawn(async move {
                slowloris(addr, from, stop, open, closed).await
            }));
        }
        tokio::time::sleep(Duration::from_secs(2)).await;
        let path = format!("/api/games/{}", live.id);
        let end = Instant::now() + seconds;
        let mut times = Vec::new();
        let mut failed = 0;
        while Instant::now() < end {
            let began = Instant::now();
            match tokio::time::timeout(Duration::from_secs(5), get(addr, &path)).await {
                Ok(Ok(200)) => times.push(began.elapsed()),
                _ => failed += 1,
            }
        }
        let held = open.load(Ordering::Relaxed);
        stop.store(true, Ordering::Relaxed);
        for a in attackers {
            a.abort();
        }
        server.abort();
        times.sort();
        let pick = |q: f64| {
            times
                .get(((times.len() as f64 - 1.0) * q).round() as usize)
                .map_or("-".to_owned(), |d| {
                    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
                })
        };
        println!(
            "| {name} | {held} | {} | {} | {failed} | {} | {} |",
            closed.load(Ordering::Relaxed),
            times.len(),
            pick(0.5),
            pick(0.99)
        );
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    Ok(())
}

/// One slow client: a head a byte a second, never finished; opened again when closed. `open`
/// counts its connections the server still holds (a byte written and not refused).
async fn slowloris(
    addr: SocketAddr,
    from: [u8; 4],
    stop: Arc<AtomicBool>,
    open: Arc<AtomicUsize>,
    closed: Arc<AtomicUsize>,
) {
    let head = b"GET /api/games HTTP/1.1\r\nhost: x\r\nx-a: ";
    while !stop.load(Ordering::Relaxed) {
        let Ok(socket) = TcpSocket::new_v4() else {
            return;
        };
        if socket.bind(SocketAddr::from((from, 0))).is_err() {
            return;
        }
        let Ok(mut stream) = socket.connect(addr).await else {
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        };
        open.fetch_add(1, Ordering::Relaxed);
        let mut i = 0usize;
        loop {
            let byte = head.get(i).copied().unwrap_or(b'a');
            i += 1;
            let mut buf = [0u8; 512];
            let gone = stream.write_all(&[byte]).await.is_err()
                || matches!(
                    tokio::time::timeout(Duration::from_secs(1), stream.read(&mut buf)).await,
                    Ok(Ok(0) | Err(_)) | Ok(Ok(_))
                );
            if gone {
                closed.fetch_add(1, Ordering::Relaxed);
                break;
            }
            if stop.load(Ordering::Relaxed) {
                break;
            }
        }
        open.fetch_sub(1, Ordering::Relaxed);
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}
