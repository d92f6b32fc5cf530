//! The sensor journal of an electronic board attached to a game over the board (issue 23):
//! beside the game's journal of events, each game may have rows of what its board sent, with the
//! time the server stamped and the decisions they led to (migration `0003_sensors.sql`).
//!
//! The same promises as the game's journal: `(game, seq)` is unique (a second append of a row
//! is a [`StoreError::Conflict`]), a row belongs to a stored game ([`StoreError::NotFound`]
//! otherwise), and an append returns once it is durable: the board's evidence is on the disk
//! before the move it decided is submitted to the game.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use futures_util::future::BoxFuture;
use serde::{Deserialize, Serialize};

use super::reads::is_conflict;
use super::{MemoryStore, PgStore, SqliteStore, StoreError};

/// One row of a board's sensor journal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SensorRow {
    /// Its number in the game's sensor journal, from 1.
    pub seq: i64,
    /// When, in ms since the game's creation (the scale of the game's events).
    pub t: i64,
    /// `attach`, `bytes`, `tick`, `disconnected` or `detach`.
    pub kind: String,
    /// For `bytes`: the bytes, base64; for `attach`: the attachment as JSON; else empty.
    pub data: String,
    /// The decisions the row led to, as a JSON array.
    pub decisions: String,
}

/// The rows of every game's sensor journal in memory ([`MemoryStore`]).
pub(super) type MemorySensors = Arc<Mutex<HashMap<String, Vec<SensorRow>>>>;

/// What the hub needs to journal a board's sensors. Every [`super::Storage`] is one.
pub trait SensorStorage {
    /// Appends a row to game `game`'s sensor journal; returns once it is durable.
    fn append_sensors<'a>(
        &'a self,
        game: &'a str,
        row: &'a SensorRow,
    ) -> BoxFuture<'a, Result<(), StoreError>>;

    /// Game `game`'s sensor journal, in order (empty if no board was ever attached).
    fn sensors<'a>(&'a self, game: &'a str) -> BoxFuture<'a, Result<Vec<SensorRow>, StoreError>>;
}

const INSERT: &str =
    "INSERT INTO sensors (game_id, seq, t, kind, data, decisions) VALUES ($1, $2, $3, $4, $5, $6)";
const SELECT: &str =
    "SELECT seq, t, kind, data, decisions FROM sensors WHERE game_id = $1 ORDER BY seq";
const GAME_EXISTS: &str = "SELECT 1 FROM games WHERE id = $1";

fn conflict_or(game: &str, row: &SensorRow, e: sqlx::Error) -> StoreError {
    if is_conflict(&e) {
        StoreError::Conflict {
            game: game.to_owned(),
            seq: row.seq,
        }
    } else if matches!(&e, sqlx::Error::Database(d) if d.is_foreign_key_violation()) {
        StoreError::NotFound(game.to_owned())
    } else {
        StoreError::Db(e)
    }
}

type Columns = (i64, i64, String, String, String);

fn read_rows(rows: Vec<Columns>) -> Vec<SensorRow> {
    rows.into_iter()
        .map(|(seq, t, kind, data, decisions)| SensorRow {
            seq,
            t,
            kind,
            data,
            decisions,
        })
        .collect()
}

/// SQLite: the row goes through the store's one writer task, in its group commit.
impl SensorStorage for SqliteStore {
    fn append_sensors<'a>(
        &'a self,
        game: &'a str,
        row: &'a SensorRow,
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(self.append_sensor_row(game.to_owned(), row.clone()))
    }

    fn sensors<'a>(&'a self, game: &'a str) -> BoxFuture<'a, Result<Vec<SensorRow>, StoreError>> {
        Box::pin(async move {
            let rows: Vec<Columns> = sqlx::query_as(SELECT)
                .bind(game)
                .fetch_all(self.read_pool())
                .await?;
            Ok(read_rows(rows))
        })
    }
}

/// The writer task's statement for a row (SQLite).
pub(super) async fn insert_sqlite(
    conn: &mut sqlx::SqliteConnection,
    game: &str,
    row: &SensorRow,
) -> Result<(), StoreError> {
    let exists = sqlx::query(GAME_EXISTS)
        .bind(game)
        .fetch_optional(&mut *conn)
        .await?;
    if exists.is_none() {
        return Err(StoreError::NotFound(game.to_owned()));
    }
    sqlx::query(INSERT)
        .bind(game)
        .bind(row.seq)
        .bind(row.t)
        .bind(&row.kind)
        .bind(&row.data)
        .bind(&row.decisions)
        .execute(conn)
        .await
        .map_err(|e| conflict_or(game, row, e))?;
    Ok(())
}

/// PostgreSQL: one statement, committed on its own (`synchronous_commit = on`).
impl SensorStorage for PgStore {
    fn append_sensors<'a>(
        &'a self,
        game: &'a str,
        row: &'a SensorRow,
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(async move {
            sqlx::query(INSERT)
                .bind(game)
                .bind(row.seq)
                .bind(row.t)
                .bind(&row.kind)
                .bind(&row.data)
                .bind(&row.decisions)
                .execute(self.pool())
                .await
                .map_err(|e| conflict_or(game, row, e))?;
            Ok(())
        })
    }

    fn sensors<'a>(&'a self, game: &'a str) -> BoxFuture<'a, Result<Vec<SensorRow>, StoreError>> {
        Box::pin(async move {
            let rows: Vec<Columns> = sqlx::query_as(SELECT)
                .bind(game)
                .fetch_all(self.pool())
                .await?;
            Ok(read_rows(rows))
        })
    }
}

/// In memory: the same keys as the tables.
impl SensorStorage for MemoryStore {
    fn append_sensors<'a>(
        &'a self,
        game: &'a str,
        row: &'a SensorRow,
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(async move {
            if !self.has_game(game) {
                return Err(StoreError::NotFound(game.to_owned()));
            }
            let mut all = self.sensors.lock().unwrap_or_else(|p| p.into_inner());
            let rows = all.entry(game.to_owned()).or_default();
            if rows.iter().any(|r| r.seq == row.seq) {
                return Err(StoreError::Conflict {
                    game: game.to_owned(),
                    seq: row.seq,
                });
            }
            rows.push(row.clone());
            Ok(())
        })
    }

    fn sensors<'a>(&'a self, game: &'a str) -> BoxFuture<'a, Result<Vec<SensorRow>, StoreError>> {
        Box::pin(async move {
            let all = self.sensors.lock().unwrap_or_else(|p| p.into_inner());
            let mut rows = all.get(game).cloned().unwrap_or_default();
            rows.sort_by_key(|r| r.seq);
            Ok(rows)
        })
    }
}
