//! Two writes that must be whole (issue 34, points 5 and 9):
//!
//! - **A round's publication** ([`Storage::publish`]): the round's games with their tokens, their
//!   links to the event, and the event's steps that publish the round, in one transaction. A
//!   `kill -9` in the middle leaves either the whole round or nothing: no game linked to the
//!   event that no step names (before, each game was created and linked in its own write, and a
//!   kill in the middle of 1,000 boards left 225 of them, replayed at every restart).
//! - **The expiry of games never started** ([`Storage::expire_unstarted`]): a game created and
//!   never started, that belongs to no event, is deleted with its rows once older than the limit
//!   (`arbiter serve --expire-unstarted`, default 24 h), in batches, each in one transaction.
//!
//! With SQLite both are written on the events' connection (`hall.rs`) inside `BEGIN IMMEDIATE`
//! ([`PooledWrite`]), which takes the file's write lock at once (the game writer's group commit
//! waits its turn, as it does for the events' other steps); with PostgreSQL in one transaction of
//! the pool, the rows to expire locked first (`FOR UPDATE SKIP LOCKED`) so that no game is
//! started while it is deleted.

use sqlx::postgres::PgPool;
use sqlx::sqlite::{SqliteConnection, SqlitePool};

use super::hall::{INSERT_LINK, INSERT_STEP, MemoryHalls};
use super::memory::MemoryStore;
use super::reads::{INSERT_GAME, INSERT_TOKEN, bind_game, is_conflict};
use super::sqlite::PooledWrite;
use super::*;

/// The games never started, of no event, created before `$1`: the oldest `$2`.
const SELECT_EXPIRED: &str = "SELECT id FROM games g WHERE status = 'created' AND created_ms < $1 AND NOT EXISTS (SELECT 1 FROM tournament_games t WHERE t.game_id = g.id) ORDER BY created_ms LIMIT $2";

/// What an expired game's rows are deleted by, children first (the foreign keys).
const DELETE_ONE: [&str; 5] = [
    "DELETE FROM tokens WHERE game_id = $1",
    "DELETE FROM events WHERE game_id = $1",
    "DELETE FROM sensors WHERE game_id = $1",
    "DELETE FROM owners WHERE game_id = $1",
    "DELETE FROM games WHERE id = $1",
];

/// The same for a list of games (PostgreSQL's `= ANY`).
const DELETE_ANY: [&str; 5] = [
    "DELETE FROM tokens WHERE game_id = ANY($1)",
    "DELETE FROM events WHERE game_id = ANY($1)",
    "DELETE FROM sensors WHERE game_id = ANY($1)",
    "DELETE FROM owners WHERE game_id = ANY($1)",
    "DELETE FROM games WHERE id = ANY($1)",
];

/// A unique key already taken: a [`StoreError::Conflict`] on `what`.
fn keyed(what: &str, seq: i64, e: sqlx::Error) -> StoreError {
    if is_conflict(&e) {
        StoreError::Conflict {
            game: what.to_owned(),
            seq,
        }
    } else {
        StoreError::Db(e)
    }
}

/// The statements of a publication, on any connection (`$conn`: `&mut` one) of `$db`.
macro_rules! publish_rows {
    ($conn:expr, $event:expr, $seq:expr, $steps:expr, $games:expr) => {{
        for game in $games {
            bind_game(sqlx::query(INSERT_GAME), game)?
                .execute(&mut *$conn)
                .await
                .map_err(|e| keyed(&game.id, 0, e))?;
            for (hash, role) in &game.tokens {
                sqlx::query(INSERT_TOKEN)
                    .bind(hash)
                    .bind(&game.id)
                    .bind(role.as_str())
                    .execute(&mut *$conn)
                    .await
                    .map_err(|e| keyed(&game.id, 0, e))?;
            }
            sqlx::query(INSERT_LINK)
                .bind(&game.id)
                .bind($event)
                .execute(&mut *$conn)
                .await
                .map_err(|e| keyed(&game.id, 0, e))?;
        }
        for (i, step) in $steps.iter().enumerate() {
            let seq = $seq + i as i64;
            sqlx::query(INSERT_STEP)
                .bind($event)
                .bind(seq)
                .bind(step)
                .execute(&mut *$conn)
                .await
                .map_err(|e| keyed($event, seq, e))?;
        }
        Ok::<(), StoreError>(())
    }};
}

/// SQLite: the publication in one transaction.
pub(super) async fn publish_sqlite(
    pool: &SqlitePool,
    event: &str,
    seq: i64,
    steps: &[String],
    games: &[NewGame],
) -> Result<(), StoreError> {
    let mut conn = PooledWrite::begin(pool).await?;
    let done = async {
        let conn: &mut SqliteConnection = &mut conn;
        publish_rows!(conn, event, seq, steps, games)
    }
    .await;
    conn.finish(done).await
}

/// PostgreSQL: the publication in one transaction.
pub(super) async fn publish_pg(
    pool: &PgPool,
    event: &str,
    seq: i64,
    steps: &[String],
    games: &[NewGame],
) -> Result<(), StoreError> {
    let mut tx = pool.begin().await?;
    let conn: &mut sqlx::PgConnection = &mut tx;
    publish_rows!(conn, event, seq, steps, games)?;
    tx.commit().await?;
    Ok(())
}

/// In memory: every key checked before anything is written, then all written under both
/// tables' locks.
pub(super) fn publish_memory(
    store: &MemoryStore,
    halls: &MemoryHalls,
    event: &str,
    seq: i64,
    steps: &[String],
    games: &[NewGame],
) -> Result<(), StoreError> {
    halls.with(|t| {
        let Some(stored) = t.events.get(event) else {
            return Err(StoreError::NotFound(event.to_owned()));
        };
        if seq != stored.steps.len() as i64 + 1 {
            return Err(StoreError::Conflict {
                game: event.to_owned(),
                seq,
            });
        }
        if let Some(game) = games.iter().find(|g| t.games.contains_key(&g.id)) {
            return Err(StoreError::Conflict {
                game: game.id.clone(),
                seq: 0,
            });
        }
        store.create_all(games)?;
        for game in games {
            t.games.insert(game.id.clone(), event.to_owned());
        }
        if let Some(stored) = t.events.get_mut(event) {
            stored.steps.extend(steps.iter().cloned());
        }
        Ok(())
    })
}

/// SQLite: deletes the games never started, of no event, created before `before_ms`, at most
/// `limit`; their ids.
pub(super) async fn expire_sqlite(
    pool: &SqlitePool,
    before_ms: i64,
    limit: i64,
) -> Result<Vec<String>, StoreError> {
    let mut conn = PooledWrite::begin(pool).await?;
    let done = async {
        let ids: Vec<(String,)> = sqlx::query_as(SELECT_EXPIRED)
            .bind(before_ms)
            .bind(limit)
            .fetch_all(&mut *conn)
            .await?;
        for (id,) in &ids {
            for sql in DELETE_ONE {
                sqlx::query(sql).bind(id).execute(&mut *conn).await?;
            }
        }
        Ok(ids.into_iter().map(|(id,)| id).collect())
    }
    .await;
    conn.finish(done).await
}

/// PostgreSQL: the same, the rows locked first.
pub(super) async fn expire_pg(
    pool: &PgPool,
    before_ms: i64,
    limit: i64,
) -> Result<Vec<String>, StoreError> {
    let mut tx = pool.begin().await?;
    let select = format!("{SELECT_EXPIRED} FOR UPDATE OF g SKIP LOCKED");
    let ids: Vec<(String,)> = sqlx::query_as(&select)
        .bind(before_ms)
        .bind(limit)
        .fetch_all(&mut *tx)
        .await?;
    let ids: Vec<String> = ids.into_iter().map(|(id,)| id).collect();
    if !ids.is_empty() {
        for sql in DELETE_ANY {
            sqlx::query(sql).bind(&ids).execute(&mut *tx).await?;
        }
    }
    tx.commit().await?;
    Ok(ids)
}
