//! The clients: N games in flight, each playing random legal moves as fast as the server
//! acknowledges them.
//!
//! Each game alternates its two seats' tokens and sends a move only once the previous one is
//! answered, so every move measured is one the server has made durable (the server answers a
//! move only after its journal's commit). A game that ends, or reaches the ply limit (then it is
//! resigned), is replaced by a new one, so that N are always in flight.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use hyper::StatusCode;
use hyper::body::Bytes;
use hyper::header::HeaderValue;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde::Deserialize;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, Position};
use tokio::sync::Barrier;

use crate::Error;
use crate::conn::Conn;
use crate::cpu::{PgCounts, Usage, Watch};

/// The standard start position, where every new game begins.
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// What to run.
#[derive(Clone, Debug)]
pub struct Plan {
    /// Games in flight.
    pub games: usize,
    /// Not counted, first.
    pub warmup: Duration,
    /// Counted, after the warm-up.
    pub seconds: Duration,
    /// A game this long is resigned and replaced.
    pub max_plies: u32,
    /// The games' time control.
    pub time_control: String,
    /// Worker threads of the clients' runtime.
    pub threads: usize,
    /// Each game's time between moves; `None`: as fast as the server answers.
    pub pace: Option<Duration>,
}

impl Plan {
    /// The load offered, in words.
    pub fn offered(&self) -> String {
        match self.pace {
            Some(pace) => format!(
                "{:.0} moves/s offered (a move every {} ms per game)",
                self.games as f64 / pace.as_secs_f64(),
                pace.as_millis()
            ),
            None => "moves as fast as answered (closed loop)".to_owned(),
        }
    }
}

/// A paced move sent this much later than its schedule counts as late.
const LATE: Duration = Duration::from_millis(10);

/// What a run measured.
#[derive(Debug, Default)]
pub struct Outcome {
    /// Moves acknowledged (200) within the window.
    pub moves: u64,
    /// Their latencies, from sending to the whole answer, in µs, sorted.
    pub latencies_us: Vec<u32>,
    /// Other durable steps acknowledged in the window: games created (a row and `start`) and
    /// resignations.
    pub created: u64,
    /// Resignations at the ply limit in the window.
    pub resigned: u64,
    /// Games the rules ended in the window (mate, stalemate, 75 moves, fivefold, dead position).
    pub finished: u64,
    /// Failures in the window, by kind.
    pub errors: BTreeMap<String, u64>,
    /// Paced moves sent late in the window (the previous answer came after the next move was
    /// due), when the server cannot keep up with the offered load.
    pub late: u64,
    /// Failures outside the window (setup, warm-up, the last answers).
    pub errors_outside: u64,
    /// How long creating the first N games took (before the clock started).
    pub setup: Duration,
    /// The window's length as measured.
    pub window: Duration,
    /// The CPU used during the window.
    pub cpu: Usage,
    /// PostgreSQL's counts at both ends of the window (issue 36: commits and WAL a move).
    pub pg: Option<(PgCounts, PgCounts)>,
}

/// The measurement window, fixed once every game exists.
#[derive(Clone, Copy, Debug)]
struct Window {
    from: Instant,
    until: Instant,
}

impl Window {
    fn holds(&self, at: Instant) -> bool {
        at >= self.from && at < self.until
    }
}

/// What every game's task shares.
struct Shared {
    /// One address a server: game slot `i` plays through server `i % n`.
    addrs: Vec<SocketAddr>,
    create_body: Bytes,
    max_plies: u32,
    pace: Option<Duration>,
}

/// A game being played, seen from its two seats.
struct Seated {
    /// `/api/games/{id}/events`.
    events: String,
    white: HeaderValue,
    black: HeaderValue,
    fen: String,
    ply: u32,
}

/// The part of a state that the clients read.
#[derive(Deserialize)]
struct Answer {
    fen: String,
    ply: u32,
    result: Option<serde_json::Value>,
}

/// The part of an error body that the clients read.
#[derive(Deserialize)]
struct Refusal {
    error: RefusalBody,
}

#[derive(Deserialize)]
struct RefusalBody {
    code: String,
}

/// One game task's counts.
#[derive(Default)]
struct Tally {
    moves: u64,
    latencies_us: Vec<u32>,
    created: u64,
    resigned: u64,
    finished: u64,
    errors: BTreeMap<String, u64>,
    errors_outside: u64,
    late: u64,
}

impl Tally {
    fn error(&mut self, window: Option<&Window>, at: Instant, kind: String) {
        if window.is_some_and(|w| w.holds(at)) {
            *self.errors.entry(kind).or_default() += 1;
        } else {
            self.errors_outside += 1;
        }
    }
}

/// Plays the plan against the servers at `addrs` (game slot `i` through server `i % n`) on a
/// runtime of its own (threads named `client`), and measures (the CPU of what `watch` names).
pub fn run(addrs: &[SocketAddr], plan: &Plan, watch: &Watch) -> Result<Outcome, Error> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(plan.threads)
        .thread_name("client")
        .enable_all()
        .build()
        .map_err(Error::io("the clients' runtime"))?;
    let outcome = runtime.block_on(drive(addrs, plan, watch));
    runtime.shutdown_timeout(Duration::from_secs(2));
    outcome
}

async fn drive(addrs: &[SocketAddr], plan: &Plan, watch: &Watch) -> Result<Outcome, Error> {
    let create_body = serde_json::json!({
        "config": {"time_control": plan.time_control},
        "start": true,
    })
    .to_string();
    let shared = Arc::new(Shared {
        addrs: addrs.to_vec(),
        create_body: Bytes::from(create_body),
        max_plies: plan.max_plies,
        pace: plan.pace,
    });
    let barrier = Arc::new(Barrier::new(plan.games + 1));
    let window = Arc::new(OnceLock::new());
    let began = Instant::now();
    let tasks: Vec<_> = (0..plan.games)
        .map(|slot| {
            let (shared, barrier, window) = (
                Arc::clone(&shared),
                Arc::clone(&barrier),
                Arc::clone(&window),
            );
            tokio::spawn(play(shared, slot, barrier, window))
        })
        .collect();
    // Every task creates its first game, then waits: once all have, the clock starts.
    barrier.wait().await;
    let setup = began.elapsed();
    let from = Instant::now() + plan.warmup;
    let set = Window {
        from,
        until: from + plan.seconds,
    };
    let _ = window.set(set);
    barrier.wait().await;
    // PostgreSQL's processes are listed just before each end of the window (a query).
    let listed = watch.postgres_pids().await;
    tokio::time::sleep_until(set.from.into()).await;
    let before = watch.sample(&listed);
    let pg_before = watch.pg_counts().await;
    let started = Instant::now();
    let ahead = Duration::from_millis(300).min(plan.seconds / 2);
    tokio::time::sleep_until((set.until - ahead).into()).await;
    let listed = watch.postgres_pids().await;
    tokio::time::sleep_until(set.until.into()).await;
    let after = watch.sample(&listed);
    let measured = started.elapsed();
    let pg_after = watch.pg_counts().await;
    let mut outcome = Outcome {
        setup,
        window: measured,
        cpu: Usage::between(&before, &after, measured.as_secs_f64()),
        pg: pg_before.zip(pg_after),
        ..Outcome::default()
    };
    for task in tasks {
        let Ok(tally) = task.await else {
            *outcome
                .errors
                .entry("client task panicked".to_owned())
                .or_default() += 1;
            continue;
        };
        outcome.moves += tally.moves;
        outcome.latencies_us.extend(tally.latencies_us);
        outcome.created += tally.created;
        outcome.resigned += tally.resigned;
        outcome.finished += tally.finished;
        outcome.errors_outside += tally.errors_outside;
        outcome.late += tally.late;
        for (kind, n) in tally.errors {
            *outcome.errors.entry(kind).or_default() += n;
        }
    }
    outcome.latencies_us.sort_unstable();
    if outcome.moves == 0 && !outcome.errors.is_empty() {
        let first = outcome.errors.keys().next().cloned().unwrap_or_default();
        return Err(Error::NoGames(first));
    }
    Ok(outcome)
}

/// One game slot: creates a game, waits for the others, then plays until the window closes.
async fn play(
    shared: Arc<Shared>,
    slot: usize,
    barrier: Arc<Barrier>,
    window: Arc<OnceLock<Window>>,
) -> Tally {
    let mut tally = Tally::default();
    let Some(&addr) = shared.addrs.get(slot % shared.addrs.len().max(1)) else {
        tally.error(None, Instant::now(), "no server".to_owned());
        barrier.wait().await;
        barrier.wait().await;
        return tally;
    };
    // The game's own connection, kept from move to move (`conn.rs`).
    let mut conn = Conn::new(addr);
    let mut rng = StdRng::from_entropy();
    let mut game = match shared.create(&mut conn).await {
        Ok(game) => Some(game),
        Err(kind) => {
            tally.error(None, Instant::now(), kind);
            None
        }
    };
    barrier.wait().await;
    barrier.wait().await;
    let Some(&window) = window.get() else {
        return tally;
    };
    // Paced games start at random phases, so that their moves spread evenly over time.
    let mut due = shared
        .pace
        .map(|pace| Instant::now() + pace.mul_f64(rng.r#gen::<f64>()));
    while Instant::now() < window.until {
        let Some(seated) = game.as_mut() else {
            match shared.create(&mut conn).await {
                Ok(new) => {
                    if window.holds(Instant::now()) {
                        tally.created += 1;
                    }
                    game = Some(new);
                }
                Err(kind) => {
                    tally.error(Some(&window), Instant::now(), kind);
                    // Do not spin on a server that refuses.
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            }
            continue;
        };
        let Some((side, uci)) = pick(&seated.fen, &mut rng) else {
            tally.error(Some(&window), Instant::now(), "unplayable fen".to_owned());
            game = None;
            continue;
        };
        if seated.ply >= shared.max_plies {
            if let Err(kind) = shared.resign(&mut conn, seated, side).await {
                tally.error(Some(&window), Instant::now(), kind);
            } else if window.holds(Instant::now()) {
                tally.resigned += 1;
            }
            game = None;
            continue;
        }
        if let (Some(pace), Some(at)) = (shared.pace, due.as_mut()) {
            let now = Instant::now();
            if now < *at {
                tokio::time::sleep_until((*at).into()).await;
            } else if now - *at > LATE && window.holds(now) {
                tally.late += 1;
            }
            *at = (*at).max(now) + pace;
            if Instant::now() >= window.until {
                break;
            }
        }
        let body = format!(r#"{{"type":"move","by":"{side}","move":"{uci}"}}"#);
        let sent = Instant::now();
        let answer = post(&mut conn, seated, side, body).await;
        let done = Instant::now();
        let answer = answer.and_then(|bytes| {
            serde_json::from_slice::<Answer>(&bytes)
                .map_err(|_| "move: unreadable state".to_owned())
        });
        match answer {
            Ok(state) => {
                if window.holds(done) {
                    tally.moves += 1;
                    let us = (done - sent).as_micros();
                    tally
                        .latencies_us
                        .push(u32::try_from(us).unwrap_or(u32::MAX));
                }
                if state.result.is_some() {
                    if window.holds(done) {
                        tally.finished += 1;
                    }
                    game = None;
                } else {
                    seated.fen = state.fen;
                    seated.ply = state.ply;
                }
            }
            Err(kind) => {
                tally.error(Some(&window), done, kind);
                game = None;
            }
        }
    }
    tally
}

/// A random legal move in `fen`, with the side that plays it, in UCI.
fn pick(fen: &str, rng: &mut StdRng) -> Option<(&'static str, String)> {
    let position: Chess = Fen::from_ascii(fen.as_bytes())
        .ok()?
        .into_position(CastlingMode::Standard)
        .ok()?;
    let moves = position.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let m = moves.get(rng.gen_range(0..moves.len()))?;
    let side = match position.turn() {
        Color::White => "white",
        Color::Black => "black",
    };
    Some((side, m.to_uci(CastlingMode::Standard).to_string()))
}

impl Shared {
    /// Creates and starts a game on `conn`; an error is named by what failed.
    async fn create(&self, conn: &mut Conn) -> Result<Seated, String> {
        let answer = conn
            .post("create", "/api/games", None, self.create_body.clone())
            .await?;
        if answer.status != StatusCode::CREATED {
            return Err(refused("create", answer.status, &answer.body));
        }
        let created: protocol::CreatedGame = serde_json::from_slice(&answer.body)
            .map_err(|_| "create: unreadable answer".to_owned())?;
        let bearer = |token: &str| {
            HeaderValue::from_str(&format!("Bearer {token}"))
                .map_err(|_| "create: a token that is no header".to_owned())
        };
        Ok(Seated {
            events: format!("/api/games/{}/events", created.id),
            white: bearer(&created.tokens.white)?,
            black: bearer(&created.tokens.black)?,
            fen: START.to_owned(),
            ply: 0,
        })
    }

    /// Resigns for `side` (Art. 5.1.2).
    async fn resign(&self, conn: &mut Conn, game: &Seated, side: &str) -> Result<(), String> {
        let body = format!(r#"{{"type":"resign","by":"{side}"}}"#);
        post(conn, game, side, body).await.map(|_| ())
    }
}

/// Sends an event with `side`'s token; the answer's body if it is 200.
async fn post(conn: &mut Conn, game: &Seated, side: &str, body: String) -> Result<Bytes, String> {
    let token = if side == "white" {
        &game.white
    } else {
        &game.black
    };
    let answer = conn
        .post("event", &game.events, Some(token), Bytes::from(body))
        .await?;
    if answer.status != StatusCode::OK {
        return Err(refused("event", answer.status, &answer.body));
    }
    Ok(answer.body)
}

/// An answer other than the one expected, named by its status and error code.
fn refused(what: &str, status: StatusCode, body: &[u8]) -> String {
    let code = serde_json::from_slice::<Refusal>(body)
        .map(|r| r.error.code)
        .unwrap_or_else(|_| "?".to_owned());
    format!("{what}: {} {code}", status.as_u16())
}
