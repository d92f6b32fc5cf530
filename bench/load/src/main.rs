//! `load`: how many durable moves per second Arbiter's game server takes, and how fast it answers.
//!
//! The server runs as `arbiter serve` in a process of its own (the `arbiter` built beside this
//! tool, or `--server-bin`; with `--in-process`, on a tokio runtime of this process), over
//! SQLite on a temporary file or a fresh PostgreSQL database; a runtime of this process plays N
//! games at once against it over loopback HTTP, each game one move at a time, each move sent only once the previous one is acknowledged
//! (and so durable). After a warm-up, it counts the moves answered in the window and their
//! latencies, measures the CPU that each side used, and compares the move rate with the rate at
//! which the disk completes `fsync`s, the physical limit of a commit that is not shared.
//!
//! ```text
//! cargo run --release -p arbiter-load -- --games 1000 --seconds 20 --db both
//! ```

mod backend;
mod conn;
mod cpu;
mod disk;
mod drive;
mod report;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, ValueEnum};

/// mimalloc, the server's allocator (`arbiter`, `crates/cli`), rather than the system's: the
/// clients allocate and free at every request, and their CPU is taken from the server's cores
/// (issue 36, seventh pass).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The PostgreSQL server on which a fresh database is created, unless `ARBITER_BENCH_PG` names
/// another.
const DEFAULT_PG: &str = "postgres://postgres@127.0.0.1:5432/postgres";

/// Load test of Arbiter's game server: N games in flight, durable moves per second, latency.
#[derive(Debug, Parser)]
#[command(name = "load", version)]
struct Args {
    /// Games played at once.
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// Seconds measured (after the warm-up).
    #[arg(long, default_value_t = 20)]
    seconds: u64,
    /// Seconds of warm-up, not counted.
    #[arg(long, default_value_t = 2)]
    warmup: u64,
    /// Offered load in moves per second over all games: each game then moves every
    /// `games / rate` seconds. Without it, every game moves as soon as its last move is
    /// answered (a closed loop: the server's saturation throughput).
    #[arg(long)]
    rate: Option<f64>,
    /// The database behind the server.
    #[arg(long, value_enum, default_value_t = Db::Both)]
    db: Db,
    /// A game that reaches this many plies is resigned and replaced by a new one.
    #[arg(long, default_value_t = 200)]
    max_plies: u32,
    /// The games' time control (PGN `TimeControl`; `-` is no clock, `3600+0` an hour each).
    #[arg(long, default_value = "-")]
    time_control: String,
    /// Worker threads of the server's runtime (default: one per core).
    #[arg(long)]
    server_threads: Option<usize>,
    /// Worker threads of the clients' runtime (default: one per core).
    #[arg(long)]
    client_threads: Option<usize>,
    /// Directory for the SQLite file and the fsync probe (default: the system's temp dir).
    #[arg(long)]
    dir: Option<PathBuf>,
    /// Seconds of the fsync probe.
    #[arg(long, default_value_t = 2.0)]
    fsync_seconds: f64,
    /// The `arbiter` binary run as the server (`arbiter serve`, a process of its own a server;
    /// default: the `arbiter` beside this tool, as `cargo build --release -p arbiter-cli`
    /// leaves it). Another build may be named to measure it side by side (e.g. main's before a
    /// change). Its CPU is counted as the server's, its SQLite threads as the database's.
    #[arg(long, value_name = "ARBITER", conflicts_with = "in_process")]
    server_bin: Option<PathBuf>,
    /// Run the server in this process, on a runtime of its own (threads named `server`),
    /// instead of `arbiter serve` processes: clients and server then share this process's
    /// limit on open files (two sockets a game).
    #[arg(long)]
    in_process: bool,
    /// Server processes sharing the PostgreSQL database (with `--in-process`, hubs in this
    /// process, each with its own pool); game `i` is played through server `i % n`. SQLite is
    /// one process's file: it always runs one.
    #[arg(long, default_value_t = 1)]
    servers: usize,
}

/// Which database the server journals to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Db {
    /// A temporary SQLite file.
    Sqlite,
    /// A fresh PostgreSQL database.
    Postgres,
    /// SQLite, then PostgreSQL.
    Both,
}

/// Why a run could not be made.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The system refused something (a runtime, a socket, a file).
    #[error("{what}: {source}")]
    Io {
        /// What was being done.
        what: &'static str,
        /// Why it failed.
        source: std::io::Error,
    },
    /// The server's store did not open.
    #[error("opening the store: {0}")]
    Store(#[from] server::store::StoreError),
    /// PostgreSQL refused to create or drop the database.
    #[error("PostgreSQL at {url}: {source}")]
    Postgres {
        /// The administration URL.
        url: String,
        /// Why.
        source: sqlx::Error,
    },
    /// Not one game could be created.
    #[error("no game could be created: {0}")]
    NoGames(String),
}

impl Error {
    /// An I/O error, with what was being done.
    pub fn io(what: &'static str) -> impl FnOnce(std::io::Error) -> Error {
        move |source| Error::Io { what, source }
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("load: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The `arbiter` binary in this tool's directory (`target/release/`), where
/// `cargo build --release -p arbiter-cli -p arbiter-load` leaves both.
fn beside_this_tool() -> Result<PathBuf, Error> {
    let exe = std::env::current_exe().map_err(Error::io("this tool's path"))?;
    let bin = exe.with_file_name(format!("arbiter{}", std::env::consts::EXE_SUFFIX));
    if bin.is_file() {
        Ok(bin)
    } else {
        Err(Error::io("finding the server binary")(
            std::io::Error::other(format!(
                "no {} (build it: cargo build --release -p arbiter-cli), or pass --server-bin \
                 or --in-process",
                bin.display()
            )),
        ))
    }
}

fn run(args: &Args) -> Result<(), Error> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let dir = args.dir.clone().unwrap_or_else(std::env::temp_dir);
    let pg = std::env::var("ARBITER_BENCH_PG").unwrap_or_else(|_| DEFAULT_PG.to_owned());
    let backends: &[backend::Kind] = match args.db {
        Db::Sqlite => &[backend::Kind::Sqlite],
        Db::Postgres => &[backend::Kind::Postgres],
        Db::Both => &[backend::Kind::Sqlite, backend::Kind::Postgres],
    };
    let plan = drive::Plan {
        games: args.games.max(1),
        warmup: Duration::from_secs(args.warmup),
        seconds: Duration::from_secs(args.seconds.max(1)),
        max_plies: args.max_plies.max(1),
        time_control: args.time_control.clone(),
        threads: args.client_threads.unwrap_or(cores).max(1),
        pace: args
            .rate
            .filter(|r| *r > 0.0)
            .map(|r| Duration::from_secs_f64(args.games.max(1) as f64 / r)),
    };
    let server_threads = args.server_threads.unwrap_or(cores).max(1);
    let server_bin = if args.in_process {
        None
    } else {
        Some(match &args.server_bin {
            Some(bin) => bin.clone(),
            None => beside_this_tool()?,
        })
    };
    // Clients and server in one process hold two sockets a game while its move waits: past the
    // limit on open files, connections fail (`connect`) and `/proc` no longer reads (the CPU
    // table reads zeros). Measured on 10,000 games under a limit of 20,000 (issue 36). The soft
    // limit is raised to the hard one here, and by `arbiter serve` in its own process.
    let descriptors = server::connections::raise_descriptor_limit();
    let sockets = plan.games as u64 * if server_bin.is_some() { 1 } else { 2 } + 1024;
    if descriptors < sockets {
        eprintln!(
            "load: warning: {descriptors} open files allowed (`ulimit -Hn`), {sockets} needed if \
             every game waits for its answer at once: past it, connections fail and the CPU \
             cannot be read; raise the hard limit, or run the server in a process of its own \
             (without --in-process)"
        );
    }
    eprintln!(
        "load: {} games, {}, {} s (+{} s warm-up), time control {:?}, {cores} cores, \
         server {server_threads} threads, clients {} threads, dir {}",
        plan.games,
        plan.offered(),
        plan.seconds.as_secs(),
        plan.warmup.as_secs(),
        plan.time_control,
        plan.threads,
        dir.display()
    );
    let probe = Duration::from_secs_f64(args.fsync_seconds.max(0.1));
    let fsyncs = disk::fsync_rate(&dir, probe).map_err(Error::io("fsync probe"))?;
    eprintln!(
        "load: fsync probe in {}: {:.0} fsyncs/s ({:.2} ms each)",
        dir.display(),
        fsyncs.per_second,
        1000.0 / fsyncs.per_second.max(f64::MIN_POSITIVE)
    );
    let mut rows = Vec::new();
    for &kind in backends {
        let busy = cpu::machine_busy(Duration::from_secs(1));
        eprintln!(
            "load: {kind}: the machine is busy {busy:.2} cores before the run; starting the server"
        );
        if busy > 0.2 {
            eprintln!("load: warning: other work on the machine will take CPU from the run");
        }
        let servers = match kind {
            backend::Kind::Sqlite => 1,
            backend::Kind::Postgres => args.servers.max(1),
        };
        let running = backend::start(
            kind,
            servers,
            server_threads,
            &dir,
            &pg,
            server_bin.as_deref(),
        )?;
        eprintln!(
            "load: {kind}: servers on {:?}; creating {} games",
            running.addrs, plan.games
        );
        let outcome = drive::run(&running.addrs, &plan, &running.watch());
        running.stop();
        let outcome = outcome?;
        rows.push(report::Row::new(
            kind,
            servers,
            &plan,
            outcome,
            fsyncs.per_second,
        ));
    }
    print!(
        "{}",
        report::render(&rows, &plan, &fsyncs, cores, server_threads)
    );
    Ok(())
}
