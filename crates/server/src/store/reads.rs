//! The reads, written once for both backends (the same SQL; only the pool's database differs).

use sqlx::{Database, Encode, Executor, FromRow, IntoArguments, Pool, Type};

use super::*;

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
