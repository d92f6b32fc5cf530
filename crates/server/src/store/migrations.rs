//! The schema, as numbered migrations. Each is applied once, in order, inside a transaction, and
//! recorded in `schema_migrations`; a released migration never changes.

/// One migration.
pub(crate) struct Migration {
    /// Its number, from 1.
    pub version: i64,
    /// Its SQL (several statements).
    pub sql: &'static str,
}

/// Every migration, in order. The SQL is the same for SQLite and PostgreSQL.
pub(crate) const MIGRATIONS: &[Migration] = &[Migration {
    version: 1,
    sql: include_str!("../../migrations/0001_journal.sql"),
}];

/// The table that records which migrations have run.
pub(crate) const CREATE_TABLE: &str = "CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, applied_ms BIGINT NOT NULL)";
