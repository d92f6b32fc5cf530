//! The SQL both backends share, and the reads, written once for both (the same SQL; only the
//! pool's database differs).

use sqlx::{Database, Encode, Executor, FromRow, IntoArguments, Pool, Type};

use super::*;

/// A game's row bound to the first six params of [`INSERT_GAME`] (and of PostgreSQL's one
/// statement that creates a game): its id, config, seats, creation time and players' names.
pub(super) fn bind_game<'q, DB>(
    query: sqlx::query::Query<'q, DB, <DB as Database>::Arguments<'q>>,
    game: &'q NewGame,
) -> Result<sqlx::query::Query<'q, DB, <DB as Database>::Arguments<'q>>, StoreError>
where
    DB: Database,
    String: Encode<'q, DB> + Type<DB>,
    &'q str: Encode<'q, DB> + Type<DB>,
    i64: Encode<'q, DB> + Type<DB>,
{
    Ok(query
        .bind(game.id.as_str())
        .bind(write_json(&game.id, &game.config)?)
        .bind(write_json(&game.id, &game.seats)?)
        .bind(game.created_ms)
        .bind(game.config.white.as_str())
        .bind(game.config.black.as_str()))
}

/// Reads a game and its journal.
pub(crate) async fn load<DB>(pool: &Pool<DB>, id: &str) -> Result<StoredGame, StoreError>
where
    DB: Database,
    for<'q> <DB as Database>::Arguments<'q>: IntoArguments<'q, DB>,
    for<'e> &'e Pool<DB>: Executor<'e, Database = DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    for<'q> i64: Encode<'q, DB> + Type<DB>,
    for<'r> GameRow: FromRow<'r, DB::Row>,
    for<'r> (i64, String): FromRow<'r, DB::Row>,
    for<'r> (String, String): FromRow<'r, DB::Row>,
{
    let row: Option<GameRow> = sqlx::query_as(SELECT_GAME)
        .bind(id)
        .fetch_optional(pool)
        .await?;
    let row = row.ok_or_else(|| StoreError::NotFound(id.to_owned()))?;
    let events = sqlx::query_as(SELECT_EVENTS)
        .bind(id)
        .bind(0_i64)
        .fetch_all(pool)
        .await?;
    let tokens = sqlx::query_as(SELECT_TOKENS)
        .bind(id)
        .fetch_all(pool)
        .await?;
    stored(id, row, events, tokens)
}

/// The game and role of a token's hash.
pub(crate) async fn token<DB>(
    pool: &Pool<DB>,
    hash: &str,
) -> Result<Option<(String, Role)>, StoreError>
where
    DB: Database,
    for<'q> <DB as Database>::Arguments<'q>: IntoArguments<'q, DB>,
    for<'e> &'e Pool<DB>: Executor<'e, Database = DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    for<'r> (String, String): FromRow<'r, DB::Row>,
{
    let row: Option<(String, String)> = sqlx::query_as(SELECT_TOKEN)
        .bind(hash)
        .fetch_optional(pool)
        .await?;
    token_row(row)
}

/// Games by status, newest first.
pub(crate) async fn list<DB>(
    pool: &Pool<DB>,
    status: Option<Status>,
    limit: i64,
) -> Result<Vec<Summary>, StoreError>
where
    DB: Database,
    for<'q> <DB as Database>::Arguments<'q>: IntoArguments<'q, DB>,
    for<'e> &'e Pool<DB>: Executor<'e, Database = DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    for<'q> i64: Encode<'q, DB> + Type<DB>,
    for<'r> SummaryRow: FromRow<'r, DB::Row>,
{
    let rows: Vec<SummaryRow> = match status {
        Some(s) => {
            sqlx::query_as(LIST_STATUS)
                .bind(limit)
                .bind(s.as_str())
                .fetch_all(pool)
                .await?
        }
        None => sqlx::query_as(LIST_ALL).bind(limit).fetch_all(pool).await?,
    };
    rows.into_iter().map(summary).collect()
}

/// The steps of a game after `seq`, in order.
pub(crate) async fn events_after<DB>(
    pool: &Pool<DB>,
    id: &str,
    seq: i64,
) -> Result<Vec<Step>, StoreError>
where
    DB: Database,
    for<'q> <DB as Database>::Arguments<'q>: IntoArguments<'q, DB>,
    for<'e> &'e Pool<DB>: Executor<'e, Database = DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    for<'q> i64: Encode<'q, DB> + Type<DB>,
    for<'r> (i64, String): FromRow<'r, DB::Row>,
{
    let rows: Vec<(i64, String)> = sqlx::query_as(SELECT_EVENTS)
        .bind(id)
        .bind(seq)
        .fetch_all(pool)
        .await?;
    read_events(id, rows)
}

/// When a server was last alive.
pub(crate) async fn last_alive<DB>(pool: &Pool<DB>) -> Result<Option<i64>, StoreError>
where
    DB: Database,
    for<'q> <DB as Database>::Arguments<'q>: IntoArguments<'q, DB>,
    for<'e> &'e Pool<DB>: Executor<'e, Database = DB>,
    for<'r> (Option<i64>,): FromRow<'r, DB::Row>,
{
    let (ms,): (Option<i64>,) = sqlx::query_as(LAST_ALIVE).fetch_one(pool).await?;
    Ok(ms)
}

/// Whether a database error is a unique-key violation (the step was already journalled).
pub(super) fn is_conflict(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(e) if e.is_unique_violation())
}

pub(super) const SELECT_GAME: &str = "SELECT config, seats, created_ms FROM games WHERE id = $1";
pub(super) const SELECT_EVENTS: &str =
    "SELECT seq, event FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq";
/// A game's tokens; a rematch's game has its old game's arbiter token too (issue 35, item 8:
/// `rematches.rs`).
pub(super) const SELECT_TOKENS: &str = "SELECT hash, role FROM tokens WHERE game_id = $1 \
     UNION ALL SELECT arbiter_hash, 'arbiter' FROM rematches WHERE rematch_id = $1 AND arbiter_hash IS NOT NULL";
pub(super) const SELECT_TOKEN: &str = "SELECT game_id, role FROM tokens WHERE hash = $1";
pub(super) const INSERT_GAME: &str = "INSERT INTO games (id, config, seats, created_ms, seq, status, result, white, black) VALUES ($1, $2, $3, $4, 0, 'created', NULL, $5, $6)";
pub(super) const INSERT_TOKEN: &str =
    "INSERT INTO tokens (hash, game_id, role) VALUES ($1, $2, $3)";
pub(super) const INSERT_EVENT: &str =
    "INSERT INTO events (game_id, seq, event) VALUES ($1, $2, $3)";
/// Issue 35, item 5: a seat is renamed only while it has no name (`?`, empty) or keeps it.
pub(super) const UPDATE_NAMES: &str = "UPDATE games SET config = $1, white = $2, black = $3 \
     WHERE id = $4 AND (white = $2 OR TRIM(white) IN ('', '?')) \
     AND (black = $3 OR TRIM(black) IN ('', '?'))";
pub(super) const UPDATE_GAME: &str =
    "UPDATE games SET seq = $1, status = $2, result = $3 WHERE id = $4";
/// The lists leave out the games an arbiter withdrew (issue 35, item 3: migration 0007).
pub(super) const LIST_ALL: &str = "SELECT id, status, result, white, black, created_ms, seq FROM games \
     WHERE NOT EXISTS (SELECT 1 FROM withdrawn_games w WHERE w.game_id = games.id) \
     ORDER BY created_ms DESC, id LIMIT $1";
pub(super) const LIST_STATUS: &str = "SELECT id, status, result, white, black, created_ms, seq FROM games \
     WHERE status = $2 AND NOT EXISTS (SELECT 1 FROM withdrawn_games w WHERE w.game_id = games.id) \
     ORDER BY created_ms DESC, id LIMIT $1";
pub(super) const LAST_ALIVE: &str = "SELECT MAX(alive_ms) FROM servers";
pub(super) const HEARTBEAT: &str = "INSERT INTO servers (id, alive_ms) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET alive_ms = excluded.alive_ms";

pub(super) fn token_row(
    row: Option<(String, String)>,
) -> Result<Option<(String, Role)>, StoreError> {
    match row {
        Some((game, role)) => {
            let role = role_of(&game, &role)?;
            Ok(Some((game, role)))
        }
        None => Ok(None),
    }
}
