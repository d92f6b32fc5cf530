//! `arbiter serve`: the game server (the main job).

use std::io::Write;
use std::path::PathBuf;

use game::codes::Params;

use crate::{CliError, said};

/// Options of `arbiter serve`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Address to listen on (port 0: any free port; the address is printed on the first line).
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: String,
    /// Database: `postgres://...` for PostgreSQL, else an SQLite file (created if missing).
    #[arg(long, default_value = "data/arbiter.db")]
    db: String,
    /// The program that plays `stockfish` seats (a name on PATH, or a path).
    #[arg(long, default_value = "stockfish")]
    stockfish: String,
    /// Requests per second each client may make on average.
    #[arg(long, default_value_t = 50.0)]
    rate: f64,
    /// Requests each client may make at once.
    #[arg(long, default_value_t = 200.0)]
    burst: f64,
    /// The web board's build (`index.html`, `assets/`), served at `/`, `/game/{id}` and
    /// `/assets/`: by default `web/dist` here, else the source tree's `web/dist`.
    #[arg(long, value_name = "DIR")]
    web: Option<PathBuf>,
    /// A DGT board's serial device plugged into this machine, which the arbiter may attach to a
    /// game over the board (`POST /api/games/{id}/board {"device": PATH}`); once per board.
    #[arg(long = "board", value_name = "PATH")]
    boards: Vec<String>,
    /// Seconds a request's head may take to arrive, and an idle connection may stay open
    /// between two requests.
    #[arg(long, default_value_t = 10.0, value_name = "SECONDS")]
    header_timeout: f64,
    /// Seconds a request's body may take to arrive, from the end of its head.
    #[arg(long, default_value_t = 30.0, value_name = "SECONDS")]
    body_timeout: f64,
    /// Connections held at once from one address (more are closed at once, 503).
    #[arg(long, default_value_t = 256, value_name = "N")]
    max_connections_per_address: usize,
    /// Connections held at once in all (default: three quarters of the open files this process
    /// may hold, at most 50,000).
    #[arg(long, value_name = "N")]
    max_connections: Option<usize>,
    /// Hours after which a game created and never started, of no event, is deleted (0: never).
    #[arg(long, default_value_t = 24.0, value_name = "HOURS")]
    expire_unstarted: f64,
}

/// The web board's directory: the one given, else `web/dist` in the current directory, else the
/// one in the source tree this binary was built from.
fn web_dir(given: Option<PathBuf>) -> PathBuf {
    given.unwrap_or_else(|| {
        let here = PathBuf::from("web/dist");
        if here.exists() {
            here
        } else {
            PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/dist"))
        }
    })
}

/// Runs the server until the process is stopped.
pub fn run(args: Args) -> Result<std::process::ExitCode, CliError> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .with_writer(std::io::stderr)
        .init();
    if !(args.rate > 0.0 && args.burst >= 1.0) {
        return Err(CliError::Usage(said::english(
            &said::SERVE_RATE_BURST,
            &Params::new(),
        )));
    }
    let seconds = |name: &str, value: f64| {
        if value.is_finite() && value > 0.0 && value < 1e9 {
            Ok(std::time::Duration::from_secs_f64(value))
        } else {
            let params = game::params! { "option" => name };
            Err(CliError::Usage(said::english(
                &said::SERVE_NOT_SECONDS,
                &params,
            )))
        }
    };
    let header_timeout = seconds("header-timeout", args.header_timeout)?;
    let body_timeout = seconds("body-timeout", args.body_timeout)?;
    let expire_unstarted = if args.expire_unstarted == 0.0 {
        None
    } else {
        Some(seconds("expire-unstarted", args.expire_unstarted * 3600.0)?)
    };
    if args.max_connections_per_address == 0 || args.max_connections == Some(0) {
        return Err(CliError::Usage(said::english(
            &said::SERVE_CONNECTIONS_AT_LEAST_ONE,
            &Params::new(),
        )));
    }
    // Before anything opens a file: the soft limit on open files raised to the hard one.
    server::connections::raise_descriptor_limit();
    let defaults = server::Limits::default();
    let limits = server::Limits {
        header_timeout,
        body_timeout,
        per_address: args.max_connections_per_address,
        total: args.max_connections.unwrap_or(defaults.total),
    };
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let store = server::store::Store::open(&args.db)
            .await
            .map_err(|e| CliError::Usage(e.to_string()))?;
        let web = web_dir(args.web.clone());
        if !web.join("index.html").is_file() {
            // On stderr: the first line on stdout is the address.
            let params = game::params! { "dir" => web.display().to_string() };
            eprintln!("{}", said::english(&said::SERVE_WEB_NOT_BUILT, &params));
        }
        let options = server::Options {
            engines: vec![("stockfish".to_owned(), args.stockfish.clone())],
            web: Some(web),
            boards: args.boards.clone(),
            limits,
            expire_unstarted,
            ..server::Options::default()
        };
        let hub = server::Hub::new(store, options);
        let listener = tokio::net::TcpListener::bind(&args.addr).await?;
        let addr = listener.local_addr()?;
        let mut out = std::io::stdout();
        let params = game::params! { "addr" => addr.to_string() };
        writeln!(out, "{}", said::english(&said::SERVE_LISTENING, &params))?;
        out.flush()?;
        // The address to open, on stderr: stdout's one line is what scripts read.
        eprintln!("{}", said::english(&said::SERVE_OPEN_BROWSER, &params));
        let rate = server::Rate {
            per_second: args.rate,
            burst: args.burst,
        };
        server::serve(listener, hub, rate)
            .await
            .map_err(|e| CliError::Usage(e.to_string()))?;
        Ok(std::process::ExitCode::SUCCESS)
    })
}
