//! The PostgreSQL backend. Several server processes may share the database: an append locks the
//! game's row (`SELECT ... FOR UPDATE`) so that appends to one game are serialised across
//! processes, brings the caller's copy of the game up to date with the steps other processes
//! journalled, and announces the new step with `NOTIFY` once it has committed.

use std::time::Duration;

use sqlx::postgres::{PgListener, PgPool, PgPoolOptions};
use sqlx::{Postgres, Transaction};
use tokio::sync::mpsc;

use super::migrations::{self, CREATE_TABLE, MIGRATIONS};
use super::reads::{
    HEARTBEAT, INSERT_EVENT, INSERT_GAME, INSERT_TOKEN, SELECT_EVENTS, UPDATE_GAME, is_conflict,
};
use super::*;

/// The channel on which each committed step is announced, as `GAME_ID:SEQ`.
pub const CHANNEL: &str = "arbiter_events";

/// A key for the advisory lock held while migrating, so that two processes starting together do
/// not both migrate.
const MIGRATION_LOCK: i64 = 0x0a4b_1e45;

/// A PostgreSQL database.
#[derive(Clone, Debug)]
pub struct PgStore {
    pool: PgPool,
    notes: mpsc::UnboundedSender<String>,
}

/// A game's row, locked until this is appended to or dropped (which rolls back).
#[derive(Debug)]
pub struct PgLock {
    tx: Transaction<'static, Postgres>,
    game: String,
    /// The last step journalled, as the database holds it.
    pub seq: i64,
    notes: mpsc::UnboundedSender<String>,
}

impl PgStore {
    /// Connects and brings the schema up to date.
    pub async fn open(url: &str) -> Result<PgStore, StoreError> {
        let pool = PgPoolOptions::new()
            .max_connections(32)
            .acquire_timeout(Duration::from_secs(10))
            .connect(url)
            .await
            .map_err(|e| StoreError::Url {
                url: redact(url),
                reason: e.to_string(),
            })?;
        let (notes, queue) = mpsc::unbounded_channel();
        tokio::spawn(announce(pool.clone(), queue));
        let store = PgStore { pool, notes };
        store.migrate().await?;
        Ok(store)
    }

    /// The pool (for the sensor journal, `sensors.rs`).
    pub(super) fn pool(&self) -> &PgPool {
        &self.pool
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("SELECT pg_advisory_xact_lock($1)")
            .bind(MIGRATION_LOCK)
            .execute(&mut *tx)
            .await?;
        sqlx::query(CREATE_TABLE).execute(&mut *tx).await?;
        for m in MIGRATIONS {
            migrations::apply::<Postgres>(&mut tx, m).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Locks a game's row for an append (other processes wait until this commits or rolls back).
    pub async fn lock(&self, id: &str) -> Result<PgLock, StoreError> {
        let mut tx = self.pool.begin().await?;
        let row: Option<(i64,)> = sqlx::query_as("SELECT seq FROM games WHERE id = $1 FOR UPDATE")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        let (seq,) = row.ok_or_else(|| StoreError::NotFound(id.to_owned()))?;
        Ok(PgLock {
            tx,
            game: id.to_owned(),
            seq,
            notes: self.notes.clone(),
        })
    }

    /// A connection listening on `CHANNEL`, where each committed step is announced.
    pub async fn listener(&self) -> Result<PgListener, StoreError> {
        let mut listener = PgListener::connect_with(&self.pool).await?;
        listener.listen(CHANNEL).await?;
        Ok(listener)
    }
}

/// PostgreSQL may be shared by several server processes: a turn locks the game's row and brings
/// the steps the others journalled meanwhile; committed steps are announced on [`CHANNEL`].
impl Storage for PgStore {
    fn halls(&self) -> Option<&dyn HallStorage> {
        Some(&self.pool)
    }

    fn create<'a>(&'a self, game: &'a NewGame) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(async move {
            let mut tx = self.pool.begin().await?;
            sqlx::query(INSERT_GAME)
                .bind(&game.id)
                .bind(write_json(&game.id, &game.config)?)
                .bind(write_json(&game.id, &game.seats)?)
                .bind(game.created_ms)
                .bind(&game.config.white)
                .bind(&game.config.black)
                .execute(&mut *tx)
                .await?;
            for (hash, role) in &game.tokens {
                sqlx::query(INSERT_TOKEN)
                    .bind(hash)
                    .bind(&game.id)
                    .bind(role.as_str())
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
            Ok(())
        })
    }

    fn load<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<StoredGame, StoreError>> {
        Box::pin(reads::load(&self.pool, id))
    }

    fn token<'a>(
        &'a self,
        hash: &'a str,
    ) -> BoxFuture<'a, Result<Option<(String, Role)>, StoreError>> {
        Box::pin(reads::token(&self.pool, hash))
    }

    fn list(
        &self,
        status: Option<Status>,
        limit: i64,
    ) -> BoxFuture<'_, Result<Vec<Summary>, StoreError>> {
        Box::pin(reads::list(&self.pool, status, limit))
    }

    fn heartbeat<'a>(&'a self, id: &'a str, now_ms: i64) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(async move {
            sqlx::query(HEARTBEAT)
                .bind(id)
                .bind(now_ms)
                .execute(&self.pool)
                .await?;
            Ok(())
        })
    }

    fn last_alive(&self) -> BoxFuture<'_, Result<Option<i64>, StoreError>> {
        Box::pin(reads::last_alive(&self.pool))
    }

    fn turn<'a>(&'a self, id: &'a str, seen: i64) -> BoxFuture<'a, Result<Turn, StoreError>> {
        Box::pin(async move {
            let mut lock = self.lock(id).await?;
            let missed = if lock.seq > seen {
                lock.events_after(seen).await?
            } else {
                Vec::new()
            };
            Ok(Turn {
                missed,
                writer: Box::new(lock),
            })
        })
    }

    fn events_after<'a>(
        &'a self,
        id: &'a str,
        seq: i64,
    ) -> BoxFuture<'a, Result<Vec<Step>, StoreError>> {
        Box::pin(reads::events_after(&self.pool, id, seq))
    }

    fn shared(&self) -> bool {
        true
    }

    fn listen(&self) -> BoxFuture<'_, Result<Option<Notes>, StoreError>> {
        Box::pin(async move {
            let listener = self.listener().await?;
            let notes = futures_util::stream::unfold(listener, |mut listener| async move {
                loop {
                    match listener.recv().await {
                        Ok(note) => {
                            if let Some(step) = note_of(note.payload()) {
                                return Some((Ok(step), listener));
                            }
                        }
                        Err(e) => return Some((Err(StoreError::Db(e)), listener)),
                    }
                }
            });
            Ok(Some(Box::pin(notes) as Notes))
        })
    }
}

impl Writer for PgLock {
    fn append(self: Box<Self>, step: Append) -> BoxFuture<'static, Result<(), StoreError>> {
        Box::pin(async move { PgLock::append(*self, &step).await })
    }
}

/// Reads a note `GAME_ID:SEQ`; anything else is no note of ours.
fn note_of(payload: &str) -> Option<(String, i64)> {
    let (id, seq) = payload.rsplit_once(':')?;
    Some((id.to_owned(), seq.parse().ok()?))
}

impl PgLock {
    /// The steps journalled after `seq` (by other processes), in order.
    pub async fn events_after(&mut self, seq: i64) -> Result<Vec<(i64, Event)>, StoreError> {
        let rows: Vec<(i64, String)> = sqlx::query_as(SELECT_EVENTS)
            .bind(&self.game)
            .bind(seq)
            .fetch_all(&mut *self.tx)
            .await?;
        read_events(&self.game, rows)
    }

    /// Appends the step, announces it, and commits: returns once the commit is durable.
    pub async fn append(mut self, a: &Append) -> Result<(), StoreError> {
        let event = write_json(&a.game_id, &a.event)?;
        let inserted = sqlx::query(INSERT_EVENT)
            .bind(&a.game_id)
            .bind(a.seq)
            .bind(event)
            .execute(&mut *self.tx)
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
            .execute(&mut *self.tx)
            .await?;
        self.tx.commit().await?;
        // Announced after the commit, outside it: a NOTIFY inside the transaction would make
        // PostgreSQL serialise every commit. The note is only a hint: a process that misses it
        // catches up from the journal at its next append or note for that game.
        let _ = self.notes.send(format!("{}:{}", a.game_id, a.seq));
        Ok(())
    }
}

/// Sends the notes of committed steps, every note waiting in one statement.
async fn announce(pool: PgPool, mut queue: mpsc::UnboundedReceiver<String>) {
    let mut batch = Vec::new();
    while queue.recv_many(&mut batch, 1024).await > 0 {
        let sent = sqlx::query("SELECT pg_notify($1, note) FROM unnest($2::text[]) AS note")
            .bind(CHANNEL)
            .bind(&batch)
            .execute(&pool)
            .await;
        if let Err(e) = sent {
            tracing::warn!(error = %e, notes = batch.len(), "notes to other processes not sent");
        }
        batch.clear();
    }
}

/// The URL without its password, for messages.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let user = &url[scheme + 3..at];
            let user = user.split(':').next().unwrap_or("");
            format!("{}{user}:***{}", &url[..scheme + 3], &url[at..])
        }
        _ => url.to_owned(),
    }
}
