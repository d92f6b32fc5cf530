//! Group commit on PostgreSQL (issue 36, point 3): the appends waiting at one moment, of many
//! games, journalled in one statement and so one commit, one WAL flush.
//!
//! Each append ([`super::PgStore`]'s optimistic turn) is queued with a reply; [`WRITERS`] tasks
//! take what waits (up to [`BATCH`]) and run [`APPEND_MANY`], a statement over arrays
//! (`unnest`), prepared once per connection (sqlx caches it), each writer on a connection it
//! holds ([`Held`]). Each append is answered only once
//! the statement has committed (`synchronous_commit = on`: durable), so an acknowledged move
//! survives a crash exactly as when it was committed on its own. One batch fills while another
//! commits: a writer takes what waits at once when no statement of this process is in flight
//! (a lone append costs one round trip, as before), else once that statement has committed, or
//! as soon as [`CROWD`] wait; so the busier the database, the more a statement carries
//! (issue 36, seventh pass). While another process may listen, the notes of the steps
//! journalled go after the commit, by the notes' sender (`postgres.rs`, `announce`).
//!
//! What each append promises is unchanged ([`super::postgres::APPEND`]): its step is journalled
//! only if the game's row is still at the step before, else it is a [`StoreError::Conflict`]
//! (or [`StoreError::NotFound`] without such a game). A batch never holds two steps of one game
//! (the later waits for the next statement). If the batch's statement fails as a whole (a
//! deadlock with another process's batch, a key taken), each of its appends is tried again on its
//! own, so that one append's failure is never another's.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

use sqlx::pool::PoolConnection;
use sqlx::postgres::{PgConnectOptions, PgConnection, PgPool, PgPoolOptions};
use sqlx::{Connection, Postgres};
use tokio::sync::{Mutex, mpsc, oneshot, watch};

use super::postgres::{APPEND, Audience, Backends};
use super::reads::is_conflict;
use super::{Append, StoreError, write_json};

/// Appends one statement takes at most.
pub const BATCH: usize = 512;

/// Statements in flight at once at most (each on a connection of the writers' own pool,
/// [`writers`]); one, unless appends crowd ([`CROWD`]).
pub const WRITERS: usize = 4;

/// Appends waiting at which a writer starts its statement although another of this process's
/// is in flight. Below it, a writer waits for that statement's commit and then takes all that
/// waits: PostgreSQL's cost a statement (its transaction, commit and WAL flush) is paid for
/// more moves. When every free writer took what waited at once, a statement carried 2-3 moves
/// (issue 36, sixth pass: 1.7 moves a statement at 1,000 moves/s); a statement slower than
/// usual (a starved machine, a slow flush) still does not hold the queue behind it past this
/// many appends.
pub const CROWD: usize = 64;

/// The appends of a batch in one statement: `$1..$5` are arrays of the games, steps, events,
/// statuses and results. Each game's row moves from step `seq - 1` to `seq` and its step is
/// inserted (the update returns it: no join of the input with the rows moved), or nothing
/// happens for that game when its row is elsewhere; the games whose step was inserted are
/// returned. Rows are updated in the order of the arrays (sorted by game; a nested loop over
/// them, [`PLANNING`]), so that two processes' batches meet in the same order.
///
/// The statement sends no notes (issue 36, eighth pass). In the seventh pass it sent them
/// (`pg_notify` for each step, in the same transaction) while another process listened; but
/// PostgreSQL holds a lock on its queue of notes from just before the commit of a transaction
/// that notifies until that commit ends, its WAL flush included: every batch of every process
/// then committed one after the other, each with a flush of its own, and the waits for that
/// lock (`Lock: object` in `pg_stat_activity`) were a fifth to a third of the samples of the
/// writers' backends with two servers at 10,000 games. After the commit, the notes' sender
/// sends them in a transaction that writes nothing to flush.
pub const APPEND_MANY: &str = "WITH moved AS (UPDATE games g \
     SET seq = i.seq, status = i.status, result = i.result \
     FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::text[]) \
       AS i(id, seq, event, status, result) \
     WHERE g.id = i.id AND g.seq = i.seq - 1 RETURNING g.id, g.seq, i.event) \
     INSERT INTO events (game_id, seq, event) SELECT id, seq, event FROM moved \
     RETURNING game_id";

/// A connection held from one statement to the next by a task that runs one statement after
/// another (a writer of the group commit, the notes' sender), instead of taken from the pool
/// for each: sqlx's pool checks a connection with a round trip when it hands it out and
/// another when it takes it back (issue 36: four round trips a batch, its append's and its
/// notes', where the statements themselves are two). A connection left unused for
/// [`IDLE_CHECK`] is checked before its next statement, as the pool would (after a restart of
/// PostgreSQL while idle it is replaced, not failed); a connection whose statement failed
/// other than by the database's refusal is closed, and the next statement takes another.
pub(super) struct Held {
    pool: PgPool,
    conn: Option<PoolConnection<Postgres>>,
    used: Instant,
}

/// How long a held connection may stay unused before it is checked again ([`Held`]).
const IDLE_CHECK: Duration = Duration::from_secs(1);

impl Held {
    /// Nothing held yet: the first statement takes a connection from `pool`.
    pub(super) fn new(pool: PgPool) -> Held {
        Held {
            pool,
            conn: None,
            used: Instant::now(),
        }
    }

    /// The connection for the next statement: the one held, checked if it stayed unused for
    /// [`IDLE_CHECK`], else one from the pool.
    pub(super) async fn get(&mut self) -> Result<&mut PgConnection, sqlx::Error> {
        if self.used.elapsed() >= IDLE_CHECK
            && let Some(conn) = self.conn.as_mut()
            && conn.ping().await.is_err()
        {
            self.lost();
        }
        let conn = match self.conn.take() {
            Some(conn) => conn,
            None => self.pool.acquire().await?,
        };
        self.used = Instant::now();
        Ok(&mut **self.conn.insert(conn))
    }

    /// After a statement's error: a connection that failed (not a refusal by the database,
    /// after which it is sound) is closed, not reused.
    pub(super) fn after(&mut self, error: &sqlx::Error) {
        if !matches!(error, sqlx::Error::Database(_)) {
            self.lost();
        }
    }

    fn lost(&mut self) {
        if let Some(mut conn) = self.conn.take() {
            conn.close_on_drop();
        }
    }
}

/// How the writers' connections plan their statements: once, for every execution (a generic
/// plan), and by the games' key. [`APPEND_MANY`] is a prepared statement, but PostgreSQL plans
/// a prepared statement again at each execution (a custom plan, for its parameters' values) as
/// long as the generic plan looks dearer than the custom ones, and for arrays of a few
/// elements it always does: the generic plan counts on 10 rows from `unnest`. Issue 36: 4,009
/// plans for 4,005 executions in a run (`pg_stat_statements`), planning 0.65 s against 0.82 s
/// executing. A generic plan is kept for the connection's life, so it must not depend on the
/// tables' statistics when it is made: made while `games` was small (a server's first batch on
/// a new database), it read the whole table (a hash join over a sequential scan), and executing
/// took three times as long as before. With sequential scans, hash and merge joins off on these
/// connections (which run only look-ups by key: this statement, [`APPEND`] and the reads of
/// the games a batch missed), every plan is a nested loop over the batch's rows with an index
/// look-up of each game (`games_pkey`; the journal's key for the foreign key's check), whatever
/// the batch's length and the table's size.
const PLANNING: &str = "SELECT set_config('plan_cache_mode', 'force_generic_plan', false), \
     set_config('enable_seqscan', 'off', false), set_config('enable_hashjoin', 'off', false), \
     set_config('enable_mergejoin', 'off', false)";

/// The writers' own pool ([`WRITERS`] connections, made when first used, and again if lost),
/// from the requests' pool's options, each connection planning once ([`PLANNING`]) and
/// recording its backend's id in `backends` (its statement sends this process's notes).
pub fn writers(options: PgConnectOptions, backends: Arc<Backends>) -> PgPool {
    PgPoolOptions::new()
        .max_connections(u32::try_from(WRITERS).unwrap_or(u32::MAX))
        .acquire_timeout(Duration::from_secs(5))
        .after_connect(move |conn, _| {
            let backends = Arc::clone(&backends);
            Box::pin(async move {
                sqlx::query(PLANNING).execute(&mut *conn).await?;
                backends.record(conn).await
            })
        })
        .connect_lazy_with(options)
}

/// An append waiting for its commit.
pub struct Pending {
    game: String,
    seq: i64,
    event: String,
    status: &'static str,
    result: Option<String>,
    reply: oneshot::Sender<Result<(), StoreError>>,
    /// When it was sent (for the trace, [`super::pg_trace`]).
    queued: Instant,
}

impl Pending {
    /// An append and where to answer it.
    pub fn new(
        append: &Append,
        reply: oneshot::Sender<Result<(), StoreError>>,
    ) -> Result<Pending, StoreError> {
        Ok(Pending {
            game: append.game_id.clone(),
            seq: append.seq,
            event: write_json(&append.game_id, &append.event)?,
            status: append.status.as_str(),
            result: append.result.clone(),
            reply,
            queued: Instant::now(),
        })
    }

    fn conflict(&self) -> StoreError {
        StoreError::Conflict {
            game: self.game.clone(),
            seq: self.seq,
        }
    }
}

/// Starts the writers over `pool`; appends are sent to the returned queue. Each step
/// journalled is announced to the other processes as `GAME:SEQ` after its commit, through
/// `committed` (the notes' sender), while another process may listen (`audience`).
pub fn start(
    pool: PgPool,
    committed: mpsc::UnboundedSender<String>,
    audience: Arc<Audience>,
) -> mpsc::Sender<Pending> {
    let (queue, waiting) = mpsc::channel(BATCH * WRITERS * 2);
    let shared = Arc::new(Queue {
        waiting: Mutex::new(waiting),
        flight: watch::Sender::new(0),
    });
    for _ in 0..WRITERS {
        tokio::spawn(write_loop(
            pool.clone(),
            Arc::clone(&shared),
            committed.clone(),
            Arc::clone(&audience),
        ));
    }
    queue
}

/// The appends waiting, and how many of this process's statements are in flight.
struct Queue {
    waiting: Mutex<mpsc::Receiver<Pending>>,
    flight: watch::Sender<usize>,
}

/// A statement in flight, counted in [`Queue::flight`] until dropped.
struct InFlight<'a>(&'a watch::Sender<usize>);

impl Drop for InFlight<'_> {
    fn drop(&mut self) {
        self.0.send_modify(|n| *n = n.saturating_sub(1));
    }
}

impl Queue {
    /// The next batch, into `batch`: what waits once no statement of this process is in flight,
    /// or as soon as [`CROWD`] wait; `None` once every sender is gone. The writer that takes it
    /// counts its statement in flight until the returned guard is dropped.
    async fn take(&self, batch: &mut Vec<Pending>) -> Option<(InFlight<'_>, usize)> {
        let mut waiting = self.waiting.lock().await;
        if waiting.recv_many(batch, BATCH).await == 0 {
            return None;
        }
        let mut flight = self.flight.subscribe();
        while *flight.borrow_and_update() > 0 && batch.len() < CROWD {
            tokio::select! {
                changed = flight.changed() => if changed.is_err() { break },
                taken = waiting.recv_many(batch, BATCH - batch.len()) => if taken == 0 { break },
            }
        }
        while batch.len() < BATCH {
            match waiting.try_recv() {
                Ok(p) => batch.push(p),
                Err(_) => break,
            }
        }
        let mut now = 0;
        self.flight.send_modify(|n| {
            *n += 1;
            now = *n - 1;
        });
        Some((InFlight(&self.flight), now))
    }
}

/// One writer: takes what waits, commits it, answers; until every sender is gone.
async fn write_loop(
    pool: PgPool,
    queue: Arc<Queue>,
    committed: mpsc::UnboundedSender<String>,
    audience: Arc<Audience>,
) {
    let mut batch = Vec::with_capacity(BATCH);
    let mut conn = Held::new(pool);
    while let Some((flight, others)) = queue.take(&mut batch).await {
        let taken = Instant::now();
        // A batch holds one step of each game; a second step of a game waits for the next
        // statement (the hub never sends two at once for one game, but a test may).
        while !batch.is_empty() {
            let mut seen = HashSet::new();
            let (now, later): (Vec<_>, Vec<_>) =
                batch.drain(..).partition(|p| seen.insert(p.game.clone()));
            commit(
                &mut conn,
                now,
                &committed,
                audience.listened(),
                (taken, others),
            )
            .await;
            batch = later;
        }
        drop(flight);
    }
}

/// Commits one batch (games all different) and answers each append.
async fn commit(
    conn: &mut Held,
    mut batch: Vec<Pending>,
    committed: &mpsc::UnboundedSender<String>,
    noted: bool,
    (taken, others): (Instant, usize),
) {
    batch.sort_unstable_by(|a, b| a.game.cmp(&b.game));
    let done = append_many(conn, &batch, (taken, others)).await;
    if let Err(e) = &done {
        conn.after(e);
    }
    let inserted: HashSet<String> = match done {
        Ok(rows) => rows.into_iter().map(|(game,)| game).collect(),
        Err(sqlx::Error::Database(e)) => {
            // The statement as a whole was refused (nothing of it committed): each on its own.
            tracing::debug!(error = %e, appends = batch.len(), "group commit refused; one by one");
            for pending in batch {
                let answer = alone(conn, &pending).await;
                if answer.is_ok() {
                    let _ = committed.send(format!("{}:{}", pending.game, pending.seq));
                }
                let _ = pending.reply.send(answer);
            }
            return;
        }
        Err(e) => {
            // The connection failed: whether it committed is unknown, and nothing is
            // acknowledged (the hub goes back to the journal).
            let e = Arc::new(e);
            for pending in batch {
                let _ = pending.reply.send(Err(StoreError::Batch(Arc::clone(&e))));
            }
            return;
        }
    };
    let missed: Vec<&str> = batch
        .iter()
        .filter(|p| !inserted.contains(&p.game))
        .map(|p| p.game.as_str())
        .collect();
    // Only on the rare path: which of the games not moved exist (a conflict) and which not?
    let existing: Result<HashMap<String, i64>, sqlx::Error> = if missed.is_empty() {
        Ok(HashMap::new())
    } else {
        existing(conn, &missed).await
    };
    let existing = existing.map_err(Arc::new);
    for pending in batch {
        let answer = if inserted.contains(&pending.game) {
            if noted {
                let _ = committed.send(format!("{}:{}", pending.game, pending.seq));
            }
            Ok(())
        } else {
            match &existing {
                Ok(rows) if rows.contains_key(&pending.game) => Err(pending.conflict()),
                Ok(_) => Err(StoreError::NotFound(pending.game.clone())),
                Err(e) => Err(StoreError::Batch(Arc::clone(e))),
            }
        };
        let _ = pending.reply.send(answer);
    }
}

/// The batch's statement ([`APPEND_MANY`]) on the held connection: the games whose step was
/// inserted.
async fn append_many(
    conn: &mut Held,
    batch: &[Pending],
    (taken, others): (Instant, usize),
) -> Result<Vec<(String,)>, sqlx::Error> {
    let query = sqlx::query_as(APPEND_MANY)
        .bind(batch.iter().map(|p| p.game.as_str()).collect::<Vec<_>>())
        .bind(batch.iter().map(|p| p.seq).collect::<Vec<_>>())
        .bind(batch.iter().map(|p| p.event.as_str()).collect::<Vec<_>>())
        .bind(batch.iter().map(|p| p.status).collect::<Vec<_>>())
        .bind(
            batch
                .iter()
                .map(|p| p.result.as_deref())
                .collect::<Vec<_>>(),
        );
    let conn = conn.get().await?;
    let sent = Instant::now();
    let rows = query.fetch_all(conn).await;
    if let Some(trace) = super::pg_trace::tracer() {
        let queued: Vec<Instant> = batch.iter().map(|p| p.queued).collect();
        trace.batch(&queued, (others, false), taken, sent, Instant::now());
    }
    rows
}

/// Of the games `missed`, those that exist, with their step.
async fn existing(conn: &mut Held, missed: &[&str]) -> Result<HashMap<String, i64>, sqlx::Error> {
    let rows = sqlx::query_as::<_, (String, i64)>("SELECT id, seq FROM games WHERE id = ANY($1)")
        .bind(missed)
        .fetch_all(conn.get().await?)
        .await;
    if let Err(e) = &rows {
        conn.after(e);
    }
    Ok(rows?.into_iter().collect())
}

/// One append in its own statement ([`APPEND`]), after its batch was refused.
async fn alone(conn: &mut Held, p: &Pending) -> Result<(), StoreError> {
    let done = sqlx::query(APPEND)
        .bind(&p.game)
        .bind(p.seq)
        .bind(&p.event)
        .bind(p.status)
        .bind(&p.result)
        .execute(conn.get().await?)
        .await;
    if let Err(e) = &done {
        conn.after(e);
    }
    let done = match done {
        Err(e) if is_conflict(&e) => return Err(p.conflict()),
        other => other?,
    };
    if done.rows_affected() == 0 {
        let row: Option<(i64,)> = sqlx::query_as("SELECT seq FROM games WHERE id = $1")
            .bind(&p.game)
            .fetch_optional(conn.get().await?)
            .await
            .inspect_err(|e| conn.after(e))?;
        return Err(match row {
            Some(_) => p.conflict(),
            None => StoreError::NotFound(p.game.clone()),
        });
    }
    Ok(())
}
