//! `hall`: the load run of issue 26 (point 5 and "What it must show"): an event of
//! boards at blitz (FIDE Laws, Appendix B.1: 10 minutes or less a player) with engine seats, on
//! two `arbiter serve` processes sharing one PostgreSQL database, one of them killed with
//! `kill -9` mid-round.
//!
//! Server 0 publishes the round and so owns every game (it runs their flag timers and
//! engines); a third of the boards are engine against engine, a third a person (this tool)
//! against an engine, a third two persons. The persons play random legal moves after a random
//! pause, through the server that created their game and, once it is dead, through the other;
//! some stop moving at a chosen ply and lose on time (Art. 6.9), the rest resign at a chosen
//! ply. The engines are `fake-uci` (this crate), which thinks a random while and plays a move
//! that depends only on the position and the clocks it was given.
//!
//! At `--kill-after` seconds, server 0 is killed with SIGKILL. The tool then measures how long
//! the survivor took to take over the dead one's games (until no unfinished game is owned by
//! it), waits for every game to end, and checks from the journals in PostgreSQL:
//! - every game ends with a result;
//! - no move lost: every move a server acknowledged (200) is in the journal at its ply;
//! - every journalled event replays without refusal, and nothing follows the result (so no
//!   flag was noticed twice: a second notice would be a step after the end);
//! - no engine move twice: every engine move journalled is the fake engine's answer to the
//!   position and clocks after the step it followed (a move thought for an earlier position and
//!   journalled later would not be).
//!
//! - the standings equal the results: the event's standings, crosstable and TRF, read through
//!   the event API from the survivor (`GET /api/events/{id}/standings`, `/crosstable`, `/trf`),
//!   give every player the points and the result code of the game the journal holds;
//! - both processes answer the same: server 1, which read the event before round 1's results,
//!   and server 0 started again after the round give the same standings, crosstable and TRF,
//!   byte for byte (issue 31, point 4).
//!
//! The boards are an event's (issue 26, point 3): a Swiss event of 2 × `--boards` players whose
//! round 1 is paired, published (its games created with their seats board by board) and started
//! through server 0, which then owns every game; the persons play board `i` through server
//! `i % 2`. Killing server 0 makes the survivor take over every unfinished game.
//!
//! It prints a Markdown table: moves acknowledged, their latency p50/p99, the takeover time,
//! results by reason, and each check.
//!
//! ```text
//! cargo build --release -p arbiter-cli -p arbiter-load
//! target/release/hall --boards 150 --time-control 60+0 --kill-after 20
//! ```

#[path = "../fake.rs"]
mod fake;

use std::collections::BTreeMap;
use std::io::BufRead;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, ExitCode, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use clap::Parser;
use protocol::{Action, Config, Event, Journal, Side, State};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};
use sqlx::{Connection, PgPool};

/// The PostgreSQL server on which a fresh database is made, unless `ARBITER_BENCH_PG` names one.
const DEFAULT_PG: &str = "postgres://postgres@127.0.0.1:5432/postgres";

/// The load run: two servers on PostgreSQL, one killed mid-round.
#[derive(Debug, Parser)]
#[command(name = "hall", version)]
struct Args {
    /// The `arbiter` binary to run twice as `arbiter serve`.
    #[arg(long, default_value = "target/release/arbiter")]
    arbiter: PathBuf,
    /// The engine the servers run for engine seats.
    #[arg(long, default_value = "target/release/fake-uci")]
    engine: PathBuf,
    /// Boards (two players each).
    #[arg(long, default_value_t = 150)]
    boards: usize,
    /// The games' time control (blitz: 10 minutes or less a player, Appendix B.1).
    #[arg(long, default_value = "60+0")]
    time_control: String,
    /// Seconds after the start when server 0 is killed with SIGKILL.
    #[arg(long, default_value_t = 20.0)]
    kill_after: f64,
    /// The engines' thinking time, ms: `MIN,MAX`.
    #[arg(long, default_value = "150,450")]
    engine_think_ms: String,
    /// The persons' thinking time, ms: `MIN,MAX`.
    #[arg(long, default_value = "300,1200")]
    human_think_ms: String,
    /// Share of the persons who stop moving at some ply and lose on time.
    #[arg(long, default_value_t = 0.15)]
    stall: f64,
    /// Seconds to wait for every game to end.
    #[arg(long, default_value_t = 600)]
    timeout: u64,
    /// Seed of the persons' choices.
    #[arg(long, default_value_t = 26)]
    seed: u64,
}

/// Why the run could not be made.
#[derive(Debug, thiserror::Error)]
enum Error {
    #[error("{0}: {1}")]
    Io(&'static str, std::io::Error),
    #[error("PostgreSQL: {0}")]
    Db(#[from] sqlx::Error),
    #[error("HTTP: {0}")]
    Http(#[from] reqwest::Error),
    #[error("{0}")]
    Other(String),
}

fn main() -> ExitCode {
    let args = Args::parse();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("hall: runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(run(&args)) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => {
            eprintln!("hall: a check failed");
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("hall: {e}");
            ExitCode::FAILURE
        }
    }
}

fn range_of(text: &str) -> (u64, u64) {
    let parsed = text
        .split_once(',')
        .and_then(|(a, b)| Some((a.trim().parse::<u64>().ok()?, b.trim().parse::<u64>().ok()?)));
    let (a, b) = parsed.unwrap_or((300, 1200));
    (a.min(b), a.max(b))
}

/// A server process.
struct Server {
    child: Child,
    base: String,
}

fn spawn_server(args: &Args, db: &str, log_dir: &std::path::Path) -> Result<Server, Error> {
    let engine = args.engine.display().to_string();
    let mut child = Command::new(&args.arbiter)
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--db",
            db,
            "--rate",
            "1e9",
            "--burst",
            "1e9",
            "--stockfish",
            &engine,
        ])
        .env("RUST_LOG", "warn")
        .env("ARBITER_FAKE_THINK_MS", &args.engine_think_ms)
        .env("ARBITER_FAKE_LOG", log_dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| Error::Io("starting arbiter serve", e))?;
    let mut line = String::new();
    if let Some(stdout) = child.stdout.take() {
        let mut reader = std::io::BufReader::new(stdout);
        reader
            .read_line(&mut line)
            .map_err(|e| Error::Io("reading the server's address", e))?;
        std::thread::spawn(move || {
            let mut sink = String::new();
            while reader.read_line(&mut sink).is_ok_and(|n| n > 0) {
                sink.clear();
            }
        });
    }
    let addr: Option<SocketAddr> = line
        .trim()
        .strip_prefix("listening on http://")
        .and_then(|a| a.parse().ok());
    match addr {
        Some(addr) => Ok(Server {
            child,
            base: format!("http://{addr}"),
        }),
        None => {
            let _ = child.kill();
            let _ = child.wait();
            Err(Error::Other(format!("the server printed {line:?}")))
        }
    }
}

/// A seat as created.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SeatKind {
    Human,
    Engine,
}

/// A board as created.
#[derive(Clone, Debug)]
struct Board {
    id: String,
    server: usize,
    seats: [SeatKind; 2],
    tokens: [String; 2],
    /// White's and Black's starting numbers in the event.
    tpns: [u64; 2],
}

/// A move a server acknowledged.
#[derive(Clone, Debug)]
struct Ack {
    game: String,
    ply: usize,
    text: String,
}

/// What the persons' side measured.
#[derive(Debug, Default)]
struct Tally {
    acks: Vec<Ack>,
    latencies_us: Vec<u64>,
    errors: BTreeMap<String, u64>,
    switched: u64,
}

struct Ctx {
    client: reqwest::Client,
    bases: Vec<String>,
    dead: Vec<AtomicBool>,
    human_think: (u64, u64),
    stall: f64,
    deadline: Instant,
}

fn side_index(side: Side) -> usize {
    match side {
        Side::White => 0,
        Side::Black => 1,
    }
}

/// The game's state through server `at`, or through the other one.
async fn fetch(ctx: &Ctx, board: &Board, at: &mut usize, tally: &mut Tally) -> Option<State> {
    for _ in 0..4 {
        let url = format!("{}/api/games/{}", ctx.bases[*at], board.id);
        match ctx.client.get(&url).send().await {
            Ok(r) if r.status().is_success() => {
                let view: Value = r.json().await.ok()?;
                return serde_json::from_value(view.get("state")?.clone()).ok();
            }
            Ok(r) => {
                *tally
                    .errors
                    .entry(format!("GET {}", r.status().as_u16()))
                    .or_default() += 1;
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
            Err(_) => {
                ctx.dead[*at].store(true, Ordering::Relaxed);
                *at = 1 - *at;
                tally.switched += 1;
            }
        }
    }
    None
}

/// Plays a board's human seats until its end.
async fn play(ctx: Arc<Ctx>, board: Board, seed: u64) -> Tally {
    let mut tally = Tally::default();
    let mut rng = StdRng::seed_from_u64(seed);
    let mut at = board.server;
    let resign_at: usize = rng.gen_range(60..200);
    let stall_at: [Option<usize>; 2] =
        [0, 1].map(|_| (rng.gen_bool(ctx.stall.clamp(0.0, 1.0))).then(|| rng.gen_range(10..80)));
    let Some(mut state) = fetch(&ctx, &board, &mut at, &mut tally).await else {
        *tally.errors.entry("no state".to_owned()).or_default() += 1;
        return tally;
    };
    while Instant::now() < ctx.deadline {
        if state.result.is_some() {
            break;
        }
        if ctx.dead[at].load(Ordering::Relaxed) {
            at = 1 - at;
        }
        let side = side_index(state.to_move);
        let stalled = stall_at[side].is_some_and(|p| state.ply >= p);
        if board.seats[side] == SeatKind::Engine || stalled || !state.started {
            tokio::time::sleep(Duration::from_millis(300)).await;
            if let Some(s) = fetch(&ctx, &board, &mut at, &mut tally).await {
                state = s;
            }
            continue;
        }
        let think = rng.gen_range(ctx.human_think.0..=ctx.human_think.1);
        tokio::time::sleep(Duration::from_millis(think)).await;
        let by = if side == 0 { "white" } else { "black" };
        let (body, text) = if state.ply >= resign_at {
            (json!({"type": "resign", "by": by}), None)
        } else {
            let Some(text) = random_move(&state.fen, &mut rng) else {
                tokio::time::sleep(Duration::from_millis(200)).await;
                if let Some(s) = fetch(&ctx, &board, &mut at, &mut tally).await {
                    state = s;
                }
                continue;
            };
            (json!({"type": "move", "by": by, "move": text}), Some(text))
        };
        let url = format!("{}/api/games/{}/events", ctx.bases[at], board.id);
        let sent = Instant::now();
        let answer = ctx
            .client
            .post(&url)
            .bearer_auth(&board.tokens[side])
            .json(&body)
            .send()
            .await;
        match answer {
            Ok(r) if r.status().is_success() => {
                let Ok(next) = r.json::<State>().await else {
                    *tally
                        .errors
                        .entry("unreadable answer".to_owned())
                        .or_default() += 1;
                    continue;
                };
                tally
                    .latencies_us
                    .push(u64::try_from(sent.elapsed().as_micros()).unwrap_or(u64::MAX));
                if let Some(text) = text {
                    tally.acks.push(Ack {
                        game: board.id.clone(),
                        ply: next.ply,
                        text,
                    });
                }
                state = next;
            }
            Ok(r) => {
                // Refused (the game moved on meanwhile, e.g. a flag fell): read it again.
                *tally
                    .errors
                    .entry(format!("POST {}", r.status().as_u16()))
                    .or_default() += 1;
                if let Some(s) = fetch(&ctx, &board, &mut at, &mut tally).await {
                    state = s;
                }
            }
            Err(_) => {
                // No answer: the move may or may not be journalled; the journal will tell.
                *tally.errors.entry("no answer".to_owned()).or_default() += 1;
                ctx.dead[at].store(true, Ordering::Relaxed);
                at = 1 - at;
                tally.switched += 1;
                if let Some(s) = fetch(&ctx, &board, &mut at, &mut tally).await {
                    state = s;
                }
            }
        }
    }
    tally
}

fn random_move(fen: &str, rng: &mut StdRng) -> Option<String> {
    let pos: Chess = Fen::from_ascii(fen.as_bytes())
        .ok()?
        .into_position(CastlingMode::Standard)
        .ok()?;
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let m = &moves[rng.gen_range(0..moves.len())];
    Some(m.to_uci(CastlingMode::Standard).to_string())
}

fn percentile(sorted: &[u64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)] as f64 / 1000.0
}

async fn admin(url: &str, sql: &str) -> Result<(), Error> {
    let mut conn = sqlx::PgConnection::connect(url).await?;
    sqlx::query(sql).execute(&mut conn).await?;
    conn.close().await?;
    Ok(())
}

async fn run(args: &Args) -> Result<bool, Error> {
    let pg = std::env::var("ARBITER_BENCH_PG").unwrap_or_else(|_| DEFAULT_PG.to_owned());
    let name = format!("arbiter_hall_{:016x}", rand::random::<u64>());
    admin(&pg, &format!("CREATE DATABASE {name}")).await?;
    let base = pg.rsplit_once('/').map_or(pg.as_str(), |(b, _)| b);
    let url = format!("{base}/{name}");
    let logs = tempfile::tempdir().map_err(|e| Error::Io("a temporary directory", e))?;
    let outcome = run_on(args, &url, logs.path()).await;
    let dropped = admin(&pg, &format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).await;
    if let Err(e) = dropped {
        eprintln!("hall: could not drop {name}: {e}");
    }
    outcome
}

async fn run_on(args: &Args, url: &str, logs: &std::path::Path) -> Result<bool, Error> {
    // The first server migrates the schema; the second finds it done.
    let mut servers = vec![spawn_server(args, url, logs)?];
    servers.push(spawn_server(args, url, logs)?);
    let result = drive(args, url, logs, &mut servers).await;
    for s in &mut servers {
        let _ = s.child.kill();
        let _ = s.child.wait();
    }
    result
}

async fn drive(
    args: &Args,
    url: &str,
    logs: &std::path::Path,
    servers: &mut [Server],
) -> Result<bool, Error> {
    let pool = PgPool::connect(url).await?;
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .pool_max_idle_per_host(args.boards * 2 + 16)
        .build()?;
    let bases: Vec<String> = servers.iter().map(|s| s.base.clone()).collect();
    eprintln!(
        "hall: servers {} and {}, database {url}; creating {} boards at {}",
        bases[0], bases[1], args.boards, args.time_control
    );
    // Wait for both leases, so that the publishing server owns its games from the start.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let started = Instant::now();
    // The event (issue 26, point 3): a Swiss event of 2 × boards players, one round, its games'
    // seats board by board (engine-engine, person-engine, person-person), created on server 0.
    let seat_json = |k: SeatKind| match k {
        SeatKind::Human => json!("human"),
        SeatKind::Engine => json!({"engine": "stockfish", "level": 1}),
    };
    let pattern = [
        [SeatKind::Engine, SeatKind::Engine],
        [SeatKind::Human, SeatKind::Engine],
        [SeatKind::Human, SeatKind::Human],
    ];
    let created: Value = client
        .post(format!("{}/api/events", bases[0]))
        .json(&json!({
            "name": "Load hall",
            "system": "swiss",
            "rounds": 1,
            "config": {"time_control": args.time_control},
            "board_seats": pattern.iter().map(|p| json!({"white": seat_json(p[0]), "black": seat_json(p[1])})).collect::<Vec<_>>(),
        }))
        .send()
        .await?
        .error_for_status()?
        .json()
        .await?;
    let event = created["id"].as_str().unwrap_or_default().to_owned();
    let token = created["token"].as_str().unwrap_or_default().to_owned();
    // Ratings all different, so that the starting numbers are the order entered (C.04.2 B).
    let players: Vec<Value> = (0..args.boards * 2)
        .map(|i| json!({"name": format!("Player {}", i + 1), "rating": 2800 - i}))
        .collect();
    client
        .post(format!("{}/api/events/{event}/players", bases[0]))
        .bearer_auth(&token)
        .json(&json!({ "players": players }))
        .send()
        .await?
        .error_for_status()?;
    let round: Value = client
        .post(format!("{}/api/events/{event}/rounds", bases[0]))
        .bearer_auth(&token)
        .json(&json!({"publish": true}))
        .send()
        .await?
        .error_for_status()?
        .json()
        .await?;
    let mut boards = Vec::with_capacity(args.boards);
    let empty = Vec::new();
    let links = round["links"].as_array().unwrap_or(&empty);
    let paired = round["boards"].as_array().unwrap_or(&empty);
    for (i, (link, b)) in links.iter().zip(paired).enumerate() {
        let token_of = |side: &str| {
            link[side]
                .as_str()
                .and_then(|l| l.split_once('='))
                .map(|(_, t)| t.to_owned())
                .unwrap_or_default()
        };
        let tpn = |side: &str| b[side]["tpn"].as_u64().unwrap_or(0);
        boards.push(Board {
            id: link["game"].as_str().unwrap_or_default().to_owned(),
            // The persons of board i play through server i % 2.
            server: i % 2,
            seats: pattern[i % 3],
            tokens: [token_of("white"), token_of("black")],
            tpns: [tpn("white"), tpn("black")],
        });
    }
    if boards.len() != args.boards {
        return Err(Error::Other(format!(
            "round 1 has {} boards, not {}",
            boards.len(),
            args.boards
        )));
    }
    // Art. 6.6: the arbiter starts every clock of the round.
    client
        .post(format!("{}/api/events/{event}/rounds/1/start", bases[0]))
        .bearer_auth(&token)
        .json(&json!({}))
        .send()
        .await?
        .error_for_status()?;
    // Server 1 reads the event now, before any result (issue 31, point 4: a process that held
    // the event while another wrote to it once answered it stale for good).
    client
        .get(format!("{}/api/events/{event}/standings", bases[1]))
        .send()
        .await?
        .error_for_status()?;
    eprintln!(
        "hall: event {event}: {} boards paired, published and started in {:.1} s",
        boards.len(),
        started.elapsed().as_secs_f64()
    );
    let ctx = Arc::new(Ctx {
        client,
        bases,
        dead: vec![AtomicBool::new(false), AtomicBool::new(false)],
        human_think: range_of(&args.human_think_ms),
        stall: args.stall,
        deadline: Instant::now() + Duration::from_secs(args.timeout),
    });
    let mut tasks = Vec::new();
    for (i, board) in boards.iter().enumerate() {
        if board.seats.contains(&SeatKind::Human) {
            let ctx = Arc::clone(&ctx);
            tasks.push(tokio::spawn(play(
                ctx,
                board.clone(),
                args.seed ^ (i as u64) << 8,
            )));
        }
    }

    // Mid-round: kill server 0 with SIGKILL.
    let kill_at = started + Duration::from_secs_f64(args.kill_after.max(0.0));
    tokio::time::sleep_until(kill_at.into()).await;
    let dead: Option<(String,)> = sqlx::query_as(
        "SELECT o.server FROM owners o JOIN games g ON g.id = o.game_id \
         WHERE g.status <> 'finished' AND o.game_id = ANY($1) LIMIT 1",
    )
    .bind(boards.iter().map(|b| b.id.clone()).collect::<Vec<_>>())
    .fetch_optional(&pool)
    .await?;
    let owned_by_dead: i64 = match &dead {
        Some((id,)) => {
            sqlx::query_as::<_, (i64,)>(
                "SELECT count(*) FROM owners o JOIN games g ON g.id = o.game_id \
                 WHERE g.status <> 'finished' AND o.server = $1",
            )
            .bind(id)
            .fetch_one(&pool)
            .await?
            .0
        }
        None => 0,
    };
    let (open_at_kill,): (i64,) =
        sqlx::query_as("SELECT count(*) FROM games WHERE status <> 'finished'")
            .fetch_one(&pool)
            .await?;
    servers[0]
        .child
        .kill()
        .map_err(|e| Error::Io("kill -9", e))?;
    let killed = Instant::now();
    let _ = servers[0].child.wait();
    ctx.dead[0].store(true, Ordering::Relaxed);
    eprintln!(
        "hall: server 0 killed (SIGKILL) at {:.1} s; it owned {owned_by_dead} of {open_at_kill} unfinished games",
        args.kill_after
    );
    let mut takeover = None;
    if let Some((id,)) = &dead {
        while killed.elapsed() < Duration::from_secs(60) {
            let (left,): (i64,) = sqlx::query_as(
                "SELECT count(*) FROM owners o JOIN games g ON g.id = o.game_id \
                 WHERE g.status <> 'finished' AND o.server = $1",
            )
            .bind(id)
            .fetch_one(&pool)
            .await?;
            if left == 0 {
                takeover = Some(killed.elapsed());
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    eprintln!(
        "hall: the survivor took the games over in {}",
        takeover.map_or("(never)".to_owned(), |t| format!(
            "{:.2} s",
            t.as_secs_f64()
        ))
    );

    // Until every game ends.
    loop {
        let (open,): (i64,) =
            sqlx::query_as("SELECT count(*) FROM games WHERE status <> 'finished'")
                .fetch_one(&pool)
                .await?;
        if open == 0 || Instant::now() > ctx.deadline {
            break;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    let round = started.elapsed();
    let mut tally = Tally::default();
    for t in tasks {
        if let Ok(t) = t.await {
            tally.acks.extend(t.acks);
            tally.latencies_us.extend(t.latencies_us);
            for (k, v) in t.errors {
                *tally.errors.entry(k).or_default() += v;
            }
            tally.switched += t.switched;
        }
    }
    // Let the survivor's last notes settle, then read every journal.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let report = check(&pool, &boards, &tally).await?;
    let searches = count_searches(logs);
    let mut lat = tally.latencies_us.clone();
    lat.sort_unstable();
    println!(
        "\n### Load run: {} boards ({} players) at {} on two `arbiter serve` + PostgreSQL, server 0 killed (SIGKILL) at {:.0} s\n",
        boards.len(),
        boards.len() * 2,
        args.time_control,
        args.kill_after
    );
    println!("| measure | value |\n|---|---|");
    println!(
        "| round length (all games over) | {:.1} s |",
        round.as_secs_f64()
    );
    println!(
        "| games ended with a result | {} / {} |",
        report.with_result,
        boards.len()
    );
    println!(
        "| results by reason | {} |",
        report
            .reasons
            .iter()
            .map(|(r, n)| format!("{r} {n}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    println!("| persons' moves acknowledged | {} |", tally.acks.len());
    println!(
        "| move latency p50 / p99 / max | {:.1} / {:.1} / {:.1} ms |",
        percentile(&lat, 0.5),
        percentile(&lat, 0.99),
        percentile(&lat, 1.0)
    );
    println!("| unfinished games owned by the killed server | {owned_by_dead} of {open_at_kill} |");
    println!(
        "| takeover by the survivor (kill to last game owned) | {} |",
        takeover.map_or("never".to_owned(), |t| format!("{:.2} s", t.as_secs_f64()))
    );
    println!(
        "| acknowledged moves missing from the journal | {} |",
        report.lost
    );
    println!(
        "| journalled events refused on replay | {} |",
        report.refused
    );
    println!(
        "| steps after the result (a second flag notice would be one) | {} |",
        report.after_result
    );
    println!(
        "| games lost on time (flag noticed once each) | {} |",
        report.flags
    );
    println!(
        "| engine moves journalled / not the answer to their position (stale or twice) | {} / {} |",
        report.engine_moves, report.stale_engine
    );
    println!(
        "| engine searches started (all processes) / engine moves journalled | {} / {} |",
        searches, report.engine_moves
    );
    println!(
        "| persons' requests switched to the survivor | {} |",
        tally.switched
    );
    println!(
        "| persons' request errors | {} |",
        if tally.errors.is_empty() {
            "none".to_owned()
        } else {
            tally
                .errors
                .iter()
                .map(|(k, v)| format!("{k}: {v}"))
                .collect::<Vec<_>>()
                .join(", ")
        }
    );
    let standings = standings_check(&ctx.client, &ctx.bases[1], &event, &report.expected).await?;
    // Both processes answer the same (issue 31, point 4): server 0, started again on the same
    // database, and server 1, which held the event from before round 1 while server 0 wrote.
    servers[0] = spawn_server(args, url, logs)?;
    let restarted = servers[0].base.clone();
    let differ = both_answer(&ctx.client, [&restarted, &ctx.bases[1]], &event).await?;
    println!(
        "| players whose standings points differ from their game's result (GET standings) | {} of {} |",
        standings.points_differ, standings.rows
    );
    println!(
        "| players whose crosstable result or points differ from the journal (GET crosstable) | {} |",
        standings.crosstable_differ
    );
    println!(
        "| players whose TRF-2026 line differs from the journal (GET trf) | {} |",
        standings.trf_differ
    );
    println!("| leaders (GET standings) | {} |", standings.leaders);
    println!(
        "| standings, crosstable, TRF read from both processes (server 0 restarted; server 1, holding the event since before round 1) | {} |",
        if differ.is_empty() {
            "equal, byte for byte".to_owned()
        } else {
            format!("DIFFER: {}", differ.join(", "))
        }
    );
    let ok = report.with_result == boards.len()
        && report.lost == 0
        && report.refused == 0
        && report.after_result == 0
        && report.stale_engine == 0
        && standings.rows == boards.len() * 2
        && standings.points_differ == 0
        && standings.crosstable_differ == 0
        && standings.trf_differ == 0
        && differ.is_empty()
        && takeover.is_some();
    println!(
        "\n{}",
        if ok {
            "Every check passed."
        } else {
            "A CHECK FAILED."
        }
    );
    Ok(ok)
}

/// The checks on the journals.
#[derive(Debug, Default)]
struct Report {
    with_result: usize,
    reasons: BTreeMap<String, usize>,
    lost: usize,
    refused: usize,
    after_result: usize,
    flags: usize,
    engine_moves: usize,
    stale_engine: usize,
    /// Each player's points (tenths) and TRF result code, from the journal of the game.
    expected: BTreeMap<u64, (i64, char)>,
}

async fn check(pool: &PgPool, boards: &[Board], tally: &Tally) -> Result<Report, Error> {
    let mut report = Report::default();
    let mut acks: BTreeMap<&str, Vec<&Ack>> = BTreeMap::new();
    for a in &tally.acks {
        acks.entry(a.game.as_str()).or_default().push(a);
    }
    for board in boards {
        let (config,): (String,) = sqlx::query_as("SELECT config FROM games WHERE id = $1")
            .bind(&board.id)
            .fetch_one(pool)
            .await?;
        let config: Config = serde_json::from_str(&config)
            .map_err(|e| Error::Other(format!("{}: config: {e}", board.id)))?;
        let rows: Vec<(i64, String)> =
            sqlx::query_as("SELECT seq, event FROM events WHERE game_id = $1 ORDER BY seq")
                .bind(&board.id)
                .fetch_all(pool)
                .await?;
        let mut events: Vec<Event> = Vec::with_capacity(rows.len());
        for (_, text) in rows {
            events.push(
                serde_json::from_str(&text)
                    .map_err(|e| Error::Other(format!("{}: event: {e}", board.id)))?,
            );
        }
        let journal = Journal {
            config,
            events: events.clone(),
        };
        let states = journal
            .replay()
            .map_err(|e| Error::Other(format!("{}: replay: {e}", board.id)))?;
        report.refused += states.iter().filter(|s| s.error.is_some()).count();
        let end = states.iter().position(|s| s.result.is_some());
        if let Some(end) = end {
            report.with_result += 1;
            report.after_result += states.len() - end - 1;
            if let Some(o) = &states[end].result {
                let reason = format!("{:?}", o.reason);
                if reason == "TimeForfeit" {
                    report.flags += 1;
                }
                *report.reasons.entry(reason).or_default() += 1;
                // TRF codes: a game of less than one move is not rated (W D L).
                let short = states[end].ply < 2;
                let (w, b) = match (o.result.to_string().as_str(), short) {
                    ("1-0", false) => ('1', '0'),
                    ("0-1", false) => ('0', '1'),
                    ("1/2-1/2", false) => ('=', '='),
                    ("1-0", true) => ('W', 'L'),
                    ("0-1", true) => ('L', 'W'),
                    ("1/2-1/2", true) => ('D', 'D'),
                    ("+/-", _) => ('+', '-'),
                    ("-/+", _) => ('-', '+'),
                    _ => ('-', '-'),
                };
                let tenths = |p: f64| (p * 10.0).round() as i64;
                report
                    .expected
                    .insert(board.tpns[0], (tenths(o.points.white), w));
                report
                    .expected
                    .insert(board.tpns[1], (tenths(o.points.black), b));
            }
        }
        // The state each ply was first reached in: what an engine woken at that ply was given.
        let mut first_at_ply: BTreeMap<usize, &State> = BTreeMap::new();
        for s in &states {
            first_at_ply.entry(s.ply).or_insert(s);
        }
        for (i, event) in events.iter().enumerate() {
            let Action::Move { by, text, .. } = &event.action else {
                continue;
            };
            if board.seats[side_index(*by)] != SeatKind::Engine || i == 0 {
                continue;
            }
            report.engine_moves += 1;
            let before = &states[i - 1];
            let woken = first_at_ply.get(&before.ply).copied().unwrap_or(before);
            let (w, b) = woken
                .clock
                .as_ref()
                .map_or((0, 0), |c| (c.white_ms, c.black_ms));
            let expected = fake::position(&woken.fen, &[]).and_then(|p| fake::choose(&p, w, b));
            if expected.as_deref() != Some(text.as_str()) {
                report.stale_engine += 1;
                eprintln!(
                    "hall: {} step {}: engine move {text}, expected {expected:?}",
                    board.id,
                    i + 1
                );
            }
        }
        for ack in acks.get(board.id.as_str()).into_iter().flatten() {
            let found = events.iter().zip(&states).any(|(e, s)| {
                matches!(&e.action, Action::Move { text, .. } if *text == ack.text)
                    && s.ply == ack.ply
                    && s.error.is_none()
            });
            if !found {
                report.lost += 1;
                eprintln!(
                    "hall: {}: acknowledged move {} at ply {} is not in the journal",
                    ack.game, ack.text, ack.ply
                );
            }
        }
    }
    Ok(report)
}

/// What the event API says against the journals.
#[derive(Debug, Default)]
struct StandingsCheck {
    rows: usize,
    points_differ: usize,
    crosstable_differ: usize,
    trf_differ: usize,
    leaders: String,
}

/// The event's standings, crosstable and TRF read from two processes: the names of those whose
/// bodies differ (none: both answer the same, byte for byte).
async fn both_answer(
    client: &reqwest::Client,
    bases: [&str; 2],
    event: &str,
) -> Result<Vec<&'static str>, Error> {
    let mut differ = Vec::new();
    for path in ["standings", "crosstable", "trf"] {
        let mut bodies = Vec::new();
        for base in bases {
            let body = client
                .get(format!("{base}/api/events/{event}/{path}"))
                .send()
                .await?
                .error_for_status()?
                .bytes()
                .await?;
            bodies.push(body);
        }
        if bodies[0] != bodies[1] {
            eprintln!(
                "hall: {path} differs between the processes:\n{}\n---\n{}",
                String::from_utf8_lossy(&bodies[0]),
                String::from_utf8_lossy(&bodies[1])
            );
            differ.push(path);
        }
    }
    Ok(differ)
}

/// A decimal string (`"1"`, `"0.5"`) in tenths.
fn tenths_of(text: &str) -> Option<i64> {
    let (int, frac) = text.split_once('.').unwrap_or((text, "0"));
    let int: i64 = int.parse().ok()?;
    let first = frac.chars().next().and_then(|c| c.to_digit(10))?;
    Some(int * 10 + i64::from(first))
}

/// Reads the standings, the crosstable and the TRF through the event API and compares each
/// player's points and round-1 result with the journal's.
async fn standings_check(
    client: &reqwest::Client,
    base: &str,
    event: &str,
    expected: &BTreeMap<u64, (i64, char)>,
) -> Result<StandingsCheck, Error> {
    let mut out = StandingsCheck::default();
    let get = |path: &str| {
        client
            .get(format!("{base}/api/events/{event}/{path}"))
            .send()
    };
    let standings: Value = get("standings").await?.error_for_status()?.json().await?;
    let empty = Vec::new();
    let rows = standings["standings"].as_array().unwrap_or(&empty);
    out.rows = rows.len();
    for row in rows {
        let tpn = row["tpn"].as_u64().unwrap_or(0);
        let points = row["points"].as_str().and_then(tenths_of);
        if points != expected.get(&tpn).map(|e| e.0) {
            out.points_differ += 1;
            eprintln!(
                "hall: standings: player {tpn} has {row}, the journal {:?}",
                expected.get(&tpn)
            );
        }
    }
    out.leaders = rows
        .iter()
        .take(3)
        .map(|r| {
            format!(
                "{} {}",
                r["name"].as_str().unwrap_or("?"),
                r["points"].as_str().unwrap_or("?")
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    let table: Value = get("crosstable").await?.error_for_status()?.json().await?;
    let rows = table["rows"].as_array().unwrap_or(&empty);
    let mut seen = 0;
    for row in rows {
        let tpn = row["tpn"].as_u64().unwrap_or(0);
        let code = row["rounds"][0]["result"]
            .as_str()
            .and_then(|c| c.chars().next());
        let points = row["points"].as_str().and_then(tenths_of);
        seen += 1;
        if (points, code)
            != (
                expected.get(&tpn).map(|e| e.0),
                expected.get(&tpn).map(|e| e.1),
            )
        {
            out.crosstable_differ += 1;
            eprintln!(
                "hall: crosstable: player {tpn} has {row}, the journal {:?}",
                expected.get(&tpn)
            );
        }
    }
    out.crosstable_differ += expected.len().saturating_sub(seen);
    let text = get("trf").await?.error_for_status()?.text().await?;
    let trf = tournament::trf::read(&text).map_err(|e| Error::Other(format!("TRF: {e}")))?;
    let mut seen = 0;
    for p in trf.players() {
        seen += 1;
        let tpn = u64::from(p.tpn);
        let points = p
            .points
            .map(|x| x.to_string())
            .as_deref()
            .and_then(tenths_of);
        let code = p.rounds.first().map(|r| r.result.trf_char());
        if (points, code)
            != (
                expected.get(&tpn).map(|e| e.0),
                expected.get(&tpn).map(|e| e.1),
            )
        {
            out.trf_differ += 1;
            eprintln!(
                "hall: TRF: player {tpn}: {points:?} {code:?}, the journal {:?}",
                expected.get(&tpn)
            );
        }
    }
    out.trf_differ += expected.len().saturating_sub(seen);
    Ok(out)
}

/// Searches the fake engines logged, over every process.
fn count_searches(dir: &std::path::Path) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    entries
        .flatten()
        .filter_map(|e| std::fs::read_to_string(e.path()).ok())
        .map(|text| text.lines().count())
        .sum()
}
