//! `arbiter fide`: FIDE's rating list in the server's database (issue 35).
//!
//! `arbiter fide import FILE [--db PATH]` reads the list as FIDE publishes it — the fixed-width
//! text (`players_list_foa.txt` and the older layouts) or the XML — and replaces the database's
//! list with it; the registration page then finds players by name or FIDE id as the arbiter
//! types (`GET /api/fide/players?q=`). A row that does not read is reported on stderr with its
//! line and reason and left out; the others are stored. On SQLite the import holds the
//! database's write lock until it commits (about half a minute for the full list): run it while
//! `arbiter serve` is stopped, or between rounds.
//!
//! `arbiter fide lookup TEXT [--db PATH]` prints the players found, one JSON line each.
//!
//! Exit status: 0 when players were stored (some rows may have been left out), 1 when the file
//! held no player that reads, 2 when the file or the database cannot be opened.

use std::io::{BufReader, Write};
use std::process::ExitCode;
use std::time::Instant;

use server::store::{Lookup, Store};

use crate::{CliError, said};

/// Options of `arbiter fide`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: FideCommand,
}

#[derive(Debug, clap::Subcommand)]
enum FideCommand {
    /// Reads FIDE's rating list (text or XML) into the database, replacing the list there.
    Import {
        /// The list's file, as downloaded from FIDE (unzipped).
        file: std::path::PathBuf,
        /// Database: `postgres://...` for PostgreSQL, else an SQLite file (created if missing).
        #[arg(long, default_value = "data/arbiter.db")]
        db: String,
    },
    /// Looks players up in the database's list: a FIDE id, or the start of a name.
    Lookup {
        /// A FIDE id, or the start of a name (surname or given names first).
        text: String,
        /// Database, as for `import`.
        #[arg(long, default_value = "data/arbiter.db")]
        db: String,
    },
}

/// The most errors printed one by one (the rest are counted).
const ERRORS_SHOWN: usize = 20;

/// Rows sent to the database at a time.
const BATCH: usize = 5000;

/// Runs `arbiter fide`.
pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let runtime = tokio::runtime::Runtime::new()?;
    match args.command {
        FideCommand::Import { file, db } => runtime.block_on(import(file, db)),
        FideCommand::Lookup { text, db } => runtime.block_on(lookup(text, db)),
    }
}

/// The refusal of a store that keeps no rating list.
fn no_rating_list(db: &str) -> CliError {
    let params = game::params! { "db" => db };
    CliError::Usage(said::english(&said::FIDE_NO_RATING_LIST, &params))
}

async fn open(db: &str) -> Result<Store, CliError> {
    Store::open(db)
        .await
        .map_err(|e| CliError::Usage(e.to_string()))
}

async fn import(file: std::path::PathBuf, db: String) -> Result<ExitCode, CliError> {
    let started = Instant::now();
    let input = std::fs::File::open(&file)
        .map_err(|e| CliError::Usage(format!("{}: {e}", file.display())))?;
    let store = open(&db).await?;
    let Some(ratings) = store.ratings() else {
        return Err(no_rating_list(&db));
    };
    let (send, receive) = tokio::sync::mpsc::channel(4);
    let reader = tokio::task::spawn_blocking(move || {
        let mut batch = Vec::with_capacity(BATCH);
        let mut errors = 0usize;
        let mut stderr = std::io::stderr().lock();
        let read = server::fide::read_list(BufReader::new(input), |_, row| match row {
            Ok(p) => {
                batch.push(p);
                if batch.len() == BATCH {
                    // A closed channel means the store failed; its error is reported below.
                    let _ = send
                        .blocking_send(std::mem::replace(&mut batch, Vec::with_capacity(BATCH)));
                }
            }
            Err(e) => {
                errors += 1;
                if errors <= ERRORS_SHOWN {
                    let _ = writeln!(stderr, "arbiter fide import: {}", said::list_error(&e));
                }
            }
        });
        if !batch.is_empty() {
            let _ = send.blocking_send(batch);
        }
        (read, errors)
    });
    let stored = ratings.replace_list(receive).await;
    let (read, errors) = reader.await.map_err(|e| {
        let params = game::params! { "detail" => e.to_string() };
        CliError::Usage(said::english(&said::FIDE_READER_STOPPED, &params))
    })?;
    let stored = stored.map_err(|e| CliError::Usage(e.to_string()))?;
    if errors > ERRORS_SHOWN {
        let params = game::params! { "count" => errors - ERRORS_SHOWN };
        eprintln!(
            "arbiter fide import: {}",
            said::english(&said::FIDE_ROWS_LEFT_OUT, &params)
        );
    }
    println!(
        "{}",
        serde_json::json!({
            "read": read,
            "stored": stored,
            "left_out": errors,
            "seconds": (started.elapsed().as_secs_f64() * 10.0).round() / 10.0,
        })
    );
    Ok(if read == 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

async fn lookup(text: String, db: String) -> Result<ExitCode, CliError> {
    let store = open(&db).await?;
    let Some(ratings) = store.ratings() else {
        return Err(no_rating_list(&db));
    };
    let text = text.trim();
    let query = match text.parse::<u64>() {
        Ok(id) => Lookup::Id(id),
        Err(_) => Lookup::Name(server::fide::fold(text)),
    };
    let found = ratings
        .lookup(&query, server::store::fide::LOOKUP_LIMIT)
        .await
        .map_err(|e| CliError::Usage(e.to_string()))?;
    let mut out = std::io::stdout().lock();
    for p in &found {
        writeln!(out, "{}", serde_json::to_string(p).unwrap_or_default())?;
    }
    Ok(if found.is_empty() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
