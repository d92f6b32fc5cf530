//! `arbiter serve`: the game server (the main job).

use std::io::Write;
use std::path::PathBuf;

use crate::CliError;

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
        return Err(CliError::Usage(
            "--rate must be positive and --burst at least 1".into(),
        ));
    }
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let store = server::store::Store::open(&args.db)
            .await
            .map_err(|e| CliError::Usage(e.to_string()))?;
        let web = web_dir(args.web.clone());
        if !web.join("index.html").is_file() {
            // On stderr: the first line on stdout is the address.
            eprintln!(
                "warning: the web board is not built in {} (its pages answer 503): run `npm --prefix web ci && npm --prefix web run build`",
                web.display()
            );
        }
        let options = server::Options {
            engines: vec![("stockfish".to_owned(), args.stockfish.clone())],
            web: Some(web),
            boards: args.boards.clone(),
            ..server::Options::default()
        };
        let hub = server::Hub::new(store, options);
        let listener = tokio::net::TcpListener::bind(&args.addr).await?;
        let addr = listener.local_addr()?;
        let mut out = std::io::stdout();
        writeln!(out, "listening on http://{addr}")?;
        out.flush()?;
        // The address to open, on stderr: stdout's one line is what scripts read.
        eprintln!("open http://{addr}/ in a browser to play, watch or arbitrate a game");
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
