//! Group commit on PostgreSQL (issue 36, point 3): the appends waiting at one moment, of many
//! games, journalled in one statement and so one commit, one WAL flush.
//!
//! Each append ([`super::PgStore`]'s optimistic turn) is queued with a reply; [`WRITERS`] tasks
//! take what waits (up to [`BATCH`]) and run [`APPEND_MANY`], a statement over arrays
//! (`unnest`), prepared once per connection (sqlx caches it). Each append is answered only once
//! the statement has committed (`synchronous_commit = on`: durable), so an acknowledged move
//! survives a crash exactly as when it was committed on its own. With several writers, one
//! batch fills while another commits: a batch is never held back waiting for company, so a
//! lone append costs one round trip, as before, and under load a commit carries hundreds.
//!
//! What each append promises is unchanged ([`super::postgres::APPEND`]): its step is journalled
//! only if the game's row is still at the step before, else it is a [`StoreError::Conflict`]
//! (or [`StoreError::NotFound`] without such a game). A batch never holds two steps of one game
//! (the later waits for the next statement). If the batch's statement fails as a whole (a
//! deadlock with another process's batch, a key taken), each of its appends is tried again on its
//! own, so that one append's failure is never another's.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use sqlx::postgres::PgPool;
use tokio::sync::{Mutex, mpsc, oneshot};

use super::postgres::APPEND;
use super::reads::is_conflict;
use super::{Append, StoreError, write_json};

/// Appends one statement takes at most.
pub const BATCH: usize = 512;

/// Statements in flight at once (each on a connection of the pool). A writer takes what waits
/// as soon as it is free, so the more writers are free, the fewer moves a statement carries
/// and the more often PostgreSQL's cost a statement (its transaction, commit and notes) is
/// paid (main: 414 µs of PostgreSQL's CPU a move at 2,100 moves/s, 155 µs at 5,000). Two were
/// tried in issue 36's third pass; on a loaded machine they read no better (bench/load's
/// README), so four stay until a quiet run compares them.
pub const WRITERS: usize = 4;

/// The appends of a batch in one statement: `$1..$5` are arrays of the games, steps, events,
/// statuses and results. Each game's row moves from step `seq - 1` to `seq` and its step is
/// inserted, or nothing happens for that game when its row is elsewhere; the games whose step
/// was inserted are returned. Rows are updated in the order of the arrays (sorted by game), so
/// that two processes' batches meet in the same order.
pub const APPEND_MANY: &str = "WITH input AS (\
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::text[]) \
     AS i(id, seq, event, status, result)), \
   moved AS (UPDATE games g SET seq = i.seq, status = i.status, result = i.result \
     FROM input i WHERE g.id = i.id AND g.seq = i.seq - 1 RETURNING g.id, g.seq), \
   inserted AS (INSERT INTO events (game_id, seq, event) \
     SELECT i.id, i.seq, i.event FROM input i JOIN moved m ON m.id = i.id AND m.seq = i.seq \
     RETURNING game_id) \
   SELECT game_id FROM inserted";

/// An append waiting for its commit.
pub struct Pending {
    game: String,
    seq: i64,
    event: String,
    status: &'static str,
    result: Option<String>,
    reply: oneshot::Sender<Result<(), StoreError>>,
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
        })
    }

    fn conflict(&self) -> StoreError {
        StoreError::Conflict {
            game: self.game.clone(),
            seq: self.seq,
        }
    }
}

/// Starts the writers over `pool`; appends are sent to the returned queue. `committed` is told
/// each step journalled, as `GAME:SEQ`, after its commit (the notes to other processes).
pub fn start(pool: PgPool, committed: mpsc::UnboundedSender<String>) -> mpsc::Sender<Pending> {
    let (queue, waiting) = mpsc::channel(BATCH * WRITERS * 2);
    let waiting = Arc::new(Mutex::new(waiting));
    for _ in 0..WRITERS {
        tokio::spawn(write_loop(
            pool.clone(),
            Arc::clone(&waiting),
            committed.clone(),
        ));
    }
    queue
}

/// One writer: takes what waits, commits it, answers; until every sender is gone.
async fn write_loop(
    pool: PgPool,
    waiting: Arc<Mutex<mpsc::Receiver<Pending>>>,
    committed: mpsc::UnboundedSender<String>,
) {
    let mut batch = Vec::with_capacity(BATCH);
    loop {
        let taken = waiting.lock().await.recv_many(&mut batch, BATCH).await;
        if taken == 0 {
            return;
        }
        // A batch holds one step of each game; a second step of a game waits for the next
        // statement (the hub never sends two at once for one game, but a test may).
        while !batch.is_empty() {
            let mut seen = HashSet::new();
            let (now, later): (Vec<_>, Vec<_>) =
                batch.drain(..).partition(|p| seen.insert(p.game.clone()));
            commit(&pool, now, &committed).await;
            batch = later;
        }
    }
}

/// Commits one batch (games all different) and answers each append.
async fn commit(pool: &PgPool, mut batch: Vec<Pending>, committed: &mpsc::UnboundedSender<String>) {
    batch.sort_unstable_by(|a, b| a.game.cmp(&b.game));
    let done: Result<Vec<(String,)>, sqlx::Error> = sqlx::query_as(APPEND_MANY)
        .bind(batch.iter().map(|p| p.game.as_str()).collect::<Vec<_>>())
        .bind(batch.iter().map(|p| p.seq).collect::<Vec<_>>())
        .bind(batch.iter().map(|p| p.event.as_str()).collect::<Vec<_>>())
        .bind(batch.iter().map(|p| p.status).collect::<Vec<_>>())
        .bind(
            batch
                .iter()
                .map(|p| p.result.as_deref())
                .collect::<Vec<_>>(),
        )
        .fetch_all(pool)
        .await;
    let inserted: HashSet<String> = match done {
        Ok(rows) => rows.into_iter().map(|(game,)| game).collect(),
        Err(sqlx::Error::Database(e)) => {
            // The statement as a whole was refused (nothing of it committed): each on its own.
            tracing::debug!(error = %e, appends = batch.len(), "group commit refused; one by one");
            for pending in batch {
                let answer = alone(pool, &pending).await;
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
        sqlx::query_as::<_, (String, i64)>("SELECT id, seq FROM games WHERE id = ANY($1)")
            .bind(&missed)
            .fetch_all(pool)
            .await
            .map(|rows| rows.into_iter().collect())
    };
    let existing = existing.map_err(Arc::new);
    for pending in batch {
        let answer = if inserted.contains(&pending.game) {
            let _ = committed.send(format!("{}:{}", pending.game, pending.seq));
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

/// One append in its own statement ([`APPEND`]), after its batch was refused.
async fn alone(pool: &PgPool, p: &Pending) -> Result<(), StoreError> {
    let done = sqlx::query(APPEND)
        .bind(&p.game)
        .bind(p.seq)
        .bind(&p.event)
        .bind(p.status)
        .bind(&p.result)
        .execute(pool)
        .await;
    let done = match done {
        Err(e) if is_conflict(&e) => return Err(p.conflict()),
        other => other?,
    };
    if done.rows_affected() == 0 {
        let row: Option<(i64,)> = sqlx::query_as("SELECT seq FROM games WHERE id = $1")
            .bind(&p.game)
            .fetch_optional(pool)
            .await?;
        return Err(match row {
            Some(_) => p.conflict(),
            None => StoreError::NotFound(p.game.clone()),
        });
    }
    Ok(())
}
