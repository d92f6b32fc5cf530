//! The schema, as numbered migrations. Each is applied once, in order, inside a transaction, and
//! recorded in `schema_migrations`; a released migration never changes.

use sqlx::{Database, Encode, Executor, FromRow, IntoArguments, Type};

use super::StoreError;

/// One migration.
pub(crate) struct Migration {
    /// Its number, from 1.
    pub version: i64,
    /// Its SQL (several statements).
    pub sql: &'static str,
}

/// Every migration, in order. The SQL is the same for SQLite and PostgreSQL.
pub(crate) const MIGRATIONS: &[Migration] = &[
    Migration {
        version: 1,
        sql: include_str!("../../migrations/0001_journal.sql"),
    },
    Migration {
        version: 2,
        sql: include_str!("../../migrations/0002_events.sql"),
    },
    Migration {
        version: 3,
        sql: include_str!("../../migrations/0003_sensors.sql"),
    },
    Migration {
        version: 4,
        sql: include_str!("../../migrations/0004_owners.sql"),
    },
    Migration {
        version: 5,
        sql: include_str!("../../migrations/0005_tokens_by_game.sql"),
    },
    Migration {
        version: 6,
        sql: include_str!("../../migrations/0006_fide_players.sql"),
    },
    Migration {
        version: 7,
        sql: include_str!("../../migrations/0007_withdrawn_games.sql"),
    },
    Migration {
        version: 8,
        sql: include_str!("../../migrations/0008_rematches.sql"),
    },
];

/// The table that records which migrations have run.
pub(crate) const CREATE_TABLE: &str = "CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, applied_ms BIGINT NOT NULL)";

/// Applies `m` on `conn` unless `schema_migrations` says it ran, and records it: the same for
/// both backends; the caller holds the transaction around it.
pub(crate) async fn apply<DB>(conn: &mut DB::Connection, m: &Migration) -> Result<(), StoreError>
where
    DB: Database,
    for<'q> <DB as Database>::Arguments<'q>: IntoArguments<'q, DB>,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    for<'q> i64: Encode<'q, DB> + Type<DB>,
    for<'r> (i64,): FromRow<'r, DB::Row>,
{
    let done: Option<(i64,)> =
        sqlx::query_as("SELECT version FROM schema_migrations WHERE version = $1")
            .bind(m.version)
            .fetch_optional(&mut *conn)
            .await?;
    if done.is_some() {
        return Ok(());
    }
    let fail = |source| StoreError::Migration {
        version: m.version,
        source,
    };
    sqlx::raw_sql(m.sql)
        .execute(&mut *conn)
        .await
        .map_err(fail)?;
    sqlx::query("INSERT INTO schema_migrations (version, applied_ms) VALUES ($1, $2)")
        .bind(m.version)
        .bind(crate::now_ms())
        .execute(&mut *conn)
        .await
        .map_err(fail)?;
    Ok(())
}
