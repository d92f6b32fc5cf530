//! The SQLite backend: one file, WAL mode, `synchronous = FULL`, and a single writer task that
//! commits every waiting append in one transaction (group commit: one fsync for many moves).
//!
//! The writer does not checkpoint (issue 36): SQLite's automatic checkpoint runs inside the
//! commit that crosses 1,000 pages of log, copying them into the database file and syncing it
//! before that commit returns, so every move waiting behind it waited for the copy too (a
//! likely cause of a p99 of 132 ms at 10,000 games offering 5,000 moves/s with CPU left
//! idle). A task of its own copies the log into the file on a connection of its own
//! ([`checkpoint_loop`], `PASSIVE`: it never blocks the writer, which goes on appending to the
//! log meanwhile); the writer only finishes the
//! copy between two batches, once the log is long ([`RESTART_FRAMES`]): then the copy left is
//! what was written since the task's last pass, and the next transaction starts the log over
//! from its beginning, so it does not grow without end. A commit is as durable as before: it
//! returns once the log is synced.

use std::ops::{Deref, DerefMut};
use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use sqlx::pool::PoolConnection;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePool, SqlitePoolOptions,
    SqliteSynchronous,
};
use sqlx::{Connection, Sqlite};
use tokio::sync::{mpsc, oneshot};

use super::migrations::{self, CREATE_TABLE, MIGRATIONS};
use super::reads::{
    HEARTBEAT, INSERT_EVENT, INSERT_GAME, INSERT_TOKEN, UPDATE_GAME, UPDATE_NAMES, is_conflict,
};
use super::*;

/// How many jobs one transaction takes at most.
const BATCH: usize = 1024;

/// How often the checkpoint task copies the log into the database file ([`checkpoint_loop`]).
const CHECKPOINT_EVERY: Duration = Duration::from_millis(100);

/// Pages of log (4 KiB each: 16 MiB) past which the writer finishes the copy itself between two
/// batches, so that the log starts over ([`write_loop`]).
const RESTART_FRAMES: i64 = 4096;

/// Batches after which the writer finishes the copy anyway, should the checkpoint task have
/// stopped (the log would grow without end).
const CHECKPOINT_BATCHES: u32 = 2048;

/// Pages of the writer's cache (negative: KiB): the games' rows and the journal's index pages
/// it touches stay in memory rather than being read back from the log at each batch.
const WRITER_CACHE_KIB: &str = "-32768";

/// Copies the log into the database file without waiting for anyone (`busy`, log pages,
/// pages copied).
const CHECKPOINT: &str = "PRAGMA wal_checkpoint(PASSIVE)";

/// An SQLite database file.
#[derive(Clone, Debug)]
pub struct SqliteStore {
    read: SqlitePool,
    writer: mpsc::Sender<Job>,
    halls: super::hall::SqliteHalls,
    /// The rating list's writing connection (`fide.rs`).
    pub(super) ratings: super::fide::SqliteRatings,
}

type Reply = oneshot::Sender<Result<(), StoreError>>;

/// What the writer task does.
enum Job {
    Create(Box<NewGame>, Reply),
    Append(Box<Append>, Reply),
    Heartbeat(String, i64, Reply),
    Sensors(Box<(String, super::SensorRow)>, Reply),
    Names(Box<(String, Config)>, Reply),
}

impl SqliteStore {
    /// Opens (creating it if need be) the database file, applies the migrations and starts the
    /// writer task. Must be called inside a tokio runtime.
    pub async fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| StoreError::Url {
                url: path.display().to_string(),
                reason: format!("cannot create {}: {e}", dir.display()),
            })?;
        }
        let options = SqliteConnectOptions::from_str("sqlite://")?
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // FULL: a commit is on the disk when it returns (the acknowledgement's promise).
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10));
        // The journal's writer: it never checkpoints inside a commit (see the module's notes).
        let writer_options = options
            .clone()
            .pragma("wal_autocheckpoint", "0")
            .pragma("cache_size", WRITER_CACHE_KIB)
            // A batch's savepoint and each statement over many rows copy every page they
            // change into a sub-journal first (to undo them alone): in memory rather than a
            // temporary file written and faulted in page by page (issue 36: over a third
            // of the writer's time in a profile at 5,000 moves/s). Nothing durable is kept
            // there.
            .pragma("temp_store", "memory");
        let mut conn = SqliteConnection::connect_with(&writer_options).await?;
        migrate(&mut conn).await?;
        let checkpointer =
            SqliteConnection::connect_with(&options.clone().pragma("wal_autocheckpoint", "0"))
                .await?;
        let halls = super::hall::SqliteHalls::new(options.clone());
        let ratings = super::fide::SqliteRatings::new(options.clone());
        let read = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options.read_only(true))
            .await?;
        let (writer, jobs) = mpsc::channel(BATCH * 4);
        let long_log = Arc::new(AtomicBool::new(false));
        tokio::spawn(checkpoint_loop(checkpointer, Arc::clone(&long_log)));
        tokio::spawn(write_loop(conn, jobs, long_log));
        Ok(SqliteStore {
            read,
            writer,
            halls,
            ratings,
        })
    }

    async fn send(&self, job: impl FnOnce(Reply) -> Job + Send) -> Result<(), StoreError> {
        let (reply, answer) = oneshot::channel();
        self.writer
            .send(job(reply))
            .await
            .map_err(|_| StoreError::Closed)?;
        answer.await.map_err(|_| StoreError::Closed)?
    }

    /// Appends a row to a game's sensor journal, in the writer's group commit.
    pub(super) async fn append_sensor_row(
        &self,
        game: String,
        row: super::SensorRow,
    ) -> Result<(), StoreError> {
        self.send(|r| Job::Sensors(Box::new((game, row)), r)).await
    }

    /// The events' writing connection (`hall.rs`), on which a round's publication and the
    /// expiry of games are written (`rounds.rs`).
    pub(super) fn halls_writer(&self) -> &sqlx::SqlitePool {
        self.halls.writer()
    }

    /// The read-only pool.
    pub(super) fn read_pool(&self) -> &SqlitePool {
        &self.read
    }

    /// Appends one step; returns once it is on the disk.
    pub async fn append(&self, append: Append) -> Result<(), StoreError> {
        self.send(|r| Job::Append(Box::new(append), r)).await
    }
}

/// SQLite has one writer, this process's writer task: a turn needs no lock, and nobody else
/// journals, so no step is ever missed. Two appends of the same step meet in the writer, where
/// the second is a [`StoreError::Conflict`].
impl Storage for SqliteStore {
    fn halls(&self) -> Option<&dyn HallStorage> {
        Some(&self.halls)
    }

    fn ratings(&self) -> Option<&dyn RatingListStorage> {
        Some(self)
    }

    fn create<'a>(&'a self, game: &'a NewGame) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(self.send(|r| Job::Create(Box::new(game.clone()), r)))
    }

    fn load<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<StoredGame, StoreError>> {
        Box::pin(reads::load(&self.read, id))
    }

    fn token<'a>(
        &'a self,
        hash: &'a str,
    ) -> BoxFuture<'a, Result<Option<(String, Role)>, StoreError>> {
        Box::pin(reads::token(&self.read, hash))
    }

    fn list(
        &self,
        status: Option<Status>,
        limit: i64,
    ) -> BoxFuture<'_, Result<Vec<Summary>, StoreError>> {
        Box::pin(reads::list(&self.read, status, limit))
    }

    fn set_names<'a>(
        &'a self,
        id: &'a str,
        config: &'a Config,
    ) -> BoxFuture<'a, Result<bool, StoreError>> {
        Box::pin(async move {
            match self
                .send(move |r| Job::Names(Box::new((id.to_owned(), config.clone())), r))
                .await
            {
                Ok(()) => Ok(true),
                // The update's condition failed: a seat was named meanwhile.
                Err(StoreError::Conflict { .. }) => Ok(false),
                Err(e) => Err(e),
            }
        })
    }

    fn heartbeat<'a>(&'a self, id: &'a str, now_ms: i64) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(self.send(move |r| Job::Heartbeat(id.to_owned(), now_ms, r)))
    }

    fn last_alive(&self) -> BoxFuture<'_, Result<Option<i64>, StoreError>> {
        Box::pin(reads::last_alive(&self.read))
    }

    fn turn<'a>(&'a self, _id: &'a str, _seen: i64) -> BoxFuture<'a, Result<Turn, StoreError>> {
        let writer = Box::new(self.clone());
        Box::pin(async move {
            Ok(Turn {
                missed: Vec::new(),
                writer,
            })
        })
    }

    fn events_after<'a>(
        &'a self,
        id: &'a str,
        seq: i64,
    ) -> BoxFuture<'a, Result<Vec<Step>, StoreError>> {
        Box::pin(reads::events_after(&self.read, id, seq))
    }

    fn publish<'a>(
        &'a self,
        event: &'a str,
        seq: i64,
        steps: &'a [String],
        games: &'a [NewGame],
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(super::rounds::publish_sqlite(
            self.halls_writer(),
            event,
            seq,
            steps,
            games,
        ))
    }

    fn expire_unstarted(
        &self,
        before_ms: i64,
        limit: i64,
    ) -> BoxFuture<'_, Result<Vec<String>, StoreError>> {
        Box::pin(super::rounds::expire_sqlite(
            self.halls_writer(),
            before_ms,
            limit,
        ))
    }
}

impl Writer for SqliteStore {
    fn append(self: Box<Self>, step: Append) -> BoxFuture<'static, Result<(), StoreError>> {
        Box::pin(async move { SqliteStore::append(&self, step).await })
    }
}

/// Each migration in a transaction that reads whether it ran, then writes it: begun with
/// [`begin_immediate`], as another process may be writing the same file.
async fn migrate(conn: &mut SqliteConnection) -> Result<(), StoreError> {
    sqlx::query(CREATE_TABLE).execute(&mut *conn).await?;
    for m in MIGRATIONS {
        begin_immediate(conn).await?;
        let done = migrations::apply::<sqlx::Sqlite>(conn, m).await;
        finish(conn, done).await.map_err(|e| match e {
            StoreError::Db(source) => StoreError::Migration {
                version: m.version,
                source,
            },
            e => e,
        })?;
    }
    Ok(())
}

/// Begins on `conn` a transaction that writes: `BEGIN IMMEDIATE`, which takes the file's write
/// lock at once, or waits for it under the busy timeout while another connection writes (the
/// games' writer task, the events' connection in `hall.rs`, the rating list's in `fide.rs`,
/// another process). A plain `BEGIN` takes no lock: the transaction's first read takes a
/// snapshot, and its first write must then upgrade it to a writer, which SQLite refuses at once
/// with `SQLITE_BUSY` ("database is locked", code 5), without the busy timeout, whenever another
/// connection holds the write lock or has committed since that snapshot (waiting could not
/// help: the snapshot would be stale, or two upgrading readers would wait for each other). Every
/// transaction of this backend that writes begins here.
pub(super) async fn begin_immediate(conn: &mut SqliteConnection) -> Result<(), sqlx::Error> {
    sqlx::query("BEGIN IMMEDIATE").execute(conn).await?;
    Ok(())
}

/// Commits the transaction [`begin_immediate`] began on `conn` if `done` says it succeeded,
/// else rolls it back; a commit that fails is rolled back too, so that no transaction is left
/// open on `conn` (SQLite may have rolled it back already: then the `ROLLBACK` fails, and that is
/// no news).
pub(super) async fn finish<T>(
    conn: &mut SqliteConnection,
    done: Result<T, StoreError>,
) -> Result<T, StoreError> {
    let done = match done {
        Ok(value) => match sqlx::query("COMMIT").execute(&mut *conn).await {
            Ok(_) => Ok(value),
            Err(e) => Err(StoreError::Db(e)),
        },
        Err(e) => Err(e),
    };
    if done.is_err() {
        let _ = sqlx::query("ROLLBACK").execute(&mut *conn).await;
    }
    done
}

/// A transaction that writes on a connection of a pool (the events' connection, `hall.rs`),
/// begun with [`begin_immediate`] and ended by [`PooledWrite::finish`]. Dropped before (its
/// request cancelled while it waited for the lock or wrote), it closes its connection rather than
/// giving it back to the pool: SQLite rolls the transaction back as the connection closes, where
/// a connection given back would keep it open, holding the file's write lock, and every write
/// after it, the games' moves among them, would wait for the lock in vain.
pub(super) struct PooledWrite {
    conn: PoolConnection<Sqlite>,
    open: bool,
}

impl PooledWrite {
    /// A connection of `pool` inside [`begin_immediate`].
    pub(super) async fn begin(pool: &SqlitePool) -> Result<PooledWrite, StoreError> {
        let mut write = PooledWrite {
            conn: pool.acquire().await?,
            open: true,
        };
        begin_immediate(&mut write.conn).await?;
        Ok(write)
    }

    /// [`finish`], then the connection back to its pool.
    pub(super) async fn finish<T>(mut self, done: Result<T, StoreError>) -> Result<T, StoreError> {
        let done = finish(&mut self.conn, done).await;
        self.open = false;
        done
    }
}

impl Deref for PooledWrite {
    type Target = SqliteConnection;

    fn deref(&self) -> &SqliteConnection {
        &self.conn
    }
}

impl DerefMut for PooledWrite {
    fn deref_mut(&mut self) -> &mut SqliteConnection {
        &mut self.conn
    }
}

impl Drop for PooledWrite {
    fn drop(&mut self) {
        if self.open {
            self.conn.close_on_drop();
        }
    }
}

/// The checkpoint task: every [`CHECKPOINT_EVERY`], copies the log into the database file on a
/// connection of its own (`PASSIVE`: the writer goes on meanwhile), and tells the writer when the
/// log is long enough to be started over ([`RESTART_FRAMES`]). Ends with the writer.
async fn checkpoint_loop(mut conn: SqliteConnection, long_log: Arc<AtomicBool>) {
    let mut every = tokio::time::interval(CHECKPOINT_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        // The writer holds the other reference: once it is gone, so is the store.
        if Arc::strong_count(&long_log) < 2 {
            return;
        }
        match sqlx::query_as::<_, (i64, i64, i64)>(CHECKPOINT)
            .fetch_one(&mut conn)
            .await
        {
            Ok((_, log, _)) if log >= RESTART_FRAMES => long_log.store(true, Ordering::Release),
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "sqlite checkpoint failed"),
        }
    }
}

/// The writer: takes every job waiting, runs them in one transaction, commits once, then answers
/// them all. A job that fails leaves nothing behind; a failed commit fails all. Between two
/// batches, once the log is long, it finishes the checkpoint task's copy (what was written since
/// its last pass), so that the next transaction starts the log over.
async fn write_loop(
    mut conn: SqliteConnection,
    mut jobs: mpsc::Receiver<Job>,
    long_log: Arc<AtomicBool>,
) {
    let mut batch = Vec::with_capacity(BATCH);
    let mut since_checkpoint: u32 = 0;
    while jobs.recv_many(&mut batch, BATCH).await > 0 {
        let mut results = Vec::with_capacity(batch.len());
        let committed = commit(&mut conn, &batch, &mut results).await;
        if let Err(e) = &committed {
            tracing::error!(error = %e, jobs = batch.len(), "sqlite commit failed");
            // Leave no transaction open behind a failed commit.
            let _ = sqlx::query("ROLLBACK").execute(&mut conn).await;
        }
        let mut results = results.into_iter();
        for job in batch.drain(..) {
            let result = match &committed {
                Ok(()) => results.next().unwrap_or(Err(StoreError::Closed)),
                Err(e) => Err(StoreError::Db(sqlx::Error::Protocol(format!(
                    "commit failed: {e}"
                )))),
            };
            let reply = match job {
                Job::Create(_, r)
                | Job::Append(_, r)
                | Job::Heartbeat(_, _, r)
                | Job::Sensors(_, r)
                | Job::Names(_, r) => r,
            };
            // The asker may have gone (its request was cancelled): nothing to tell.
            let _ = reply.send(result);
        }
        since_checkpoint += 1;
        if long_log.swap(false, Ordering::AcqRel) || since_checkpoint >= CHECKPOINT_BATCHES {
            since_checkpoint = 0;
            if let Err(e) = sqlx::query(CHECKPOINT).execute(&mut conn).await {
                tracing::warn!(error = %e, "sqlite checkpoint failed");
            }
        }
    }
}

/// One transaction for the batch, begun with [`begin_immediate`]: a batch may read before it
/// writes (a sensor row checks that its game exists first), and the events' connection may be
/// writing the same file meanwhile.
async fn commit(
    conn: &mut SqliteConnection,
    batch: &[Job],
    results: &mut Vec<Result<(), StoreError>>,
) -> Result<(), sqlx::Error> {
    begin_immediate(conn).await?;
    let mut at = 0;
    while at < batch.len() {
        // A run of appends of different games, in one call for them all (`APPEND_RUN`).
        let run_of = appends_from(&batch[at..]);
        if !run_of.is_empty() {
            let done = append_many(conn, &run_of).await;
            if done.is_err() {
                sqlx::query("ROLLBACK TO run; RELEASE run")
                    .execute(&mut *conn)
                    .await?;
            }
            if done.is_ok() {
                results.extend(run_of.iter().map(|_| Ok(())));
                at += run_of.len();
                continue;
            }
        }
        // Otherwise (or when the run's statements were refused as a whole: a step taken, a game
        // unknown) one job at a time, each answered for itself.
        let end = at + run_of.len().max(1);
        for job in &batch[at..end] {
            // An append or a heartbeat whose statement fails leaves nothing behind (SQLite
            // undoes the failed statement alone, and an append stops before its UPDATE), so only
            // a creation, which writes several rows, needs a savepoint of its own.
            let several = matches!(job, Job::Create(..));
            if several {
                sqlx::query("SAVEPOINT job").execute(&mut *conn).await?;
            }
            let done = run(conn, job).await;
            if several {
                if done.is_err() {
                    sqlx::query("ROLLBACK TO job").execute(&mut *conn).await?;
                }
                sqlx::query("RELEASE job").execute(&mut *conn).await?;
            }
            results.push(done);
        }
        at = end;
    }
    sqlx::query("COMMIT").execute(&mut *conn).await?;
    Ok(())
}

/// The appends at the head of `jobs`, up to the first job that is no append or appends to a game
/// already among them (its step must follow the first in its own statement).
fn appends_from(jobs: &[Job]) -> Vec<&Append> {
    let mut games = std::collections::HashSet::new();
    jobs.iter()
        .map_while(|job| match job {
            Job::Append(a, _) if games.insert(a.game_id.as_str()) => Some(&**a),
            _ => None,
        })
        .collect()
}

/// A run of appends of different games (`$1`, a JSON array of `[game, seq, event, status,
/// result]`, each game once) under a savepoint, in one call to SQLite's thread (each statement
/// binds the same `$1`): the steps inserted, then the games' rows moved, those whose status
/// stays, then the others, doing together what [`append`] does for one. The first update does
/// not set the status: SQLite rewrites an index's entry for every row whose update names one of
/// its columns, changed or not, so naming it rewrote `games_status` at every move (issue 36,
/// sixth pass: 3.3 pages of log a move became 2.4, `bench/load/README.md`). With the
/// savepoint's opening and release these were five calls, each a round trip to the
/// connection's thread, a wake-up there and one back (issue 36, seventh pass). On success the
/// savepoint is released; if a statement is refused (a step already journalled, a game
/// unknown), SQLite stops there and the caller rolls the run back to the savepoint and releases
/// it, then appends them one by one, so that one append's refusal is never another's.
const APPEND_RUN: &str = "SAVEPOINT run; \
     INSERT INTO events (game_id, seq, event) \
     SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') \
     FROM json_each($1); \
     UPDATE games SET seq = v.seq, result = v.result \
     FROM (SELECT json_extract(value, '$[0]') AS id, json_extract(value, '$[1]') AS seq, \
     json_extract(value, '$[3]') AS status, json_extract(value, '$[4]') AS result \
     FROM json_each($1)) AS v WHERE games.id = v.id AND games.status = v.status; \
     UPDATE games SET seq = v.seq, status = v.status, result = v.result \
     FROM (SELECT json_extract(value, '$[0]') AS id, json_extract(value, '$[1]') AS seq, \
     json_extract(value, '$[3]') AS status, json_extract(value, '$[4]') AS result \
     FROM json_each($1)) AS v WHERE games.id = v.id AND games.status <> v.status; \
     RELEASE run";

/// Appends of different games in one call ([`APPEND_RUN`]).
async fn append_many(conn: &mut SqliteConnection, run: &[&Append]) -> Result<(), StoreError> {
    let mut rows = Vec::with_capacity(run.len());
    for a in run {
        rows.push((
            a.game_id.as_str(),
            a.seq,
            write_json(&a.game_id, &a.event)?,
            a.status.as_str(),
            a.result.as_deref(),
        ));
    }
    let rows = write_json("", &rows)?;
    sqlx::query(APPEND_RUN)
        .bind(&rows)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

async fn run(conn: &mut SqliteConnection, job: &Job) -> Result<(), StoreError> {
    match job {
        Job::Create(game, _) => create(conn, game).await,
        Job::Append(a, _) => append(conn, a).await,
        Job::Sensors(row, _) => super::sensors::insert_sqlite(conn, &row.0, &row.1).await,
        Job::Names(names, _) => {
            let (id, config) = &**names;
            let done = sqlx::query(UPDATE_NAMES)
                .bind(write_json(id, config)?)
                .bind(&config.white)
                .bind(&config.black)
                .bind(id)
                .execute(conn)
                .await?;
            if done.rows_affected() == 0 {
                // No such game, or a seat was named meanwhile (issue 35, item 5).
                return Err(StoreError::Conflict {
                    game: id.clone(),
                    seq: 0,
                });
            }
            Ok(())
        }
        Job::Heartbeat(id, ms, _) => {
            sqlx::query(HEARTBEAT)
                .bind(id)
                .bind(ms)
                .execute(conn)
                .await?;
            Ok(())
        }
    }
}

/// A game's row and tokens, on the writer's connection or a transaction that writes more beside
/// it (a rematch's acceptance, `rematches.rs`).
pub(super) async fn create(conn: &mut SqliteConnection, game: &NewGame) -> Result<(), StoreError> {
    super::reads::bind_game(sqlx::query(INSERT_GAME), game)?
        .execute(&mut *conn)
        .await?;
    for (hash, role) in &game.tokens {
        insert_token(&mut *conn, hash, &game.id, *role).await?;
    }
    Ok(())
}

async fn insert_token(
    conn: &mut SqliteConnection,
    hash: &str,
    game: &str,
    role: Role,
) -> Result<(), StoreError> {
    sqlx::query(INSERT_TOKEN)
        .bind(hash)
        .bind(game)
        .bind(role.as_str())
        .execute(conn)
        .await?;
    Ok(())
}

async fn append(conn: &mut SqliteConnection, a: &Append) -> Result<(), StoreError> {
    let event = write_json(&a.game_id, &a.event)?;
    let inserted = sqlx::query(INSERT_EVENT)
        .bind(&a.game_id)
        .bind(a.seq)
        .bind(event)
        .execute(&mut *conn)
        .await;
    match inserted {
        Err(e) if is_conflict(&e) => {
            return Err(StoreError::Conflict {
                game: a.game_id.clone(),
                seq: a.seq,
            });
        }
        other => other?,
    };
    sqlx::query(UPDATE_GAME)
        .bind(a.seq)
        .bind(a.status.as_str())
        .bind(&a.result)
        .bind(&a.game_id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}
