//! FIDE's rating list as stored (migration `0006_fide_players.sql`, issue 35): read once from the
//! file FIDE publishes ([`crate::fide::list`]) and looked up by name or FIDE id as the arbiter
//! types.
//!
//! A lookup by name is a range scan of an index on a folded key (`name_key`, `given_key`:
//! [`crate::fide::fold`]), at most [`LOOKUP_LIMIT`] rows from each, so that it costs the same on
//! 1.7 million rows as on a hundred (the test `fide_lookup_of_1_7_million_rows_answers_in_under_50_ms`
//! measures it). An import replaces the whole list in one transaction: a lookup during an import
//! sees the old list, and a failed import leaves it whole.

use futures_util::future::BoxFuture;
use sqlx::QueryBuilder;
use tokio::sync::mpsc;

use super::{PgStore, SqliteStore, StoreError};
use crate::fide::{ListedPlayer, fold, given_first};

/// The most rows a lookup answers.
pub const LOOKUP_LIMIT: i64 = 20;

/// Rows a statement inserts at once (12 columns: 9,600 parameters, under SQLite's 32,766).
const BATCH_ROWS: usize = 800;

/// What a lookup asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// A FIDE id.
    Id(u64),
    /// The start of a name, folded ([`crate::fide::fold`]): surname first or given names first.
    Name(String),
}

/// What the rating list needs of a database.
pub trait RatingListStorage: Send + Sync {
    /// Replaces the whole list by the rows received (in batches) until the sender is dropped,
    /// in one transaction; answers how many rows were stored. A FIDE id met twice keeps its
    /// last row.
    fn replace_list(
        &self,
        rows: mpsc::Receiver<Vec<ListedPlayer>>,
    ) -> BoxFuture<'_, Result<u64, StoreError>>;

    /// The players whose folded name starts with the query (by surname or by given name), or
    /// whose id is the query; at most `limit` (up to [`LOOKUP_LIMIT`]), by name.
    fn lookup<'a>(
        &'a self,
        query: &'a Lookup,
        limit: i64,
    ) -> BoxFuture<'a, Result<Vec<ListedPlayer>, StoreError>>;

    /// How many players the list holds.
    fn list_size(&self) -> BoxFuture<'_, Result<i64, StoreError>>;
}

const COLUMNS: &str = "fide_id, name, federation, sex, title, rating, rapid_rating, blitz_rating, birth_year, inactive";

type Row = (
    i64,
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<i64>,
    Option<i64>,
    Option<i64>,
    Option<i64>,
    i64,
);

fn player_of(r: Row) -> ListedPlayer {
    let small = |v: Option<i64>| v.and_then(|v| u16::try_from(v).ok());
    ListedPlayer {
        fide_id: u64::try_from(r.0).unwrap_or(0),
        name: r.1,
        federation: r.2,
        sex: r.3,
        title: r.4,
        rating: small(r.5),
        rapid_rating: small(r.6),
        blitz_rating: small(r.7),
        birth_year: small(r.8),
        inactive: r.9 != 0,
    }
}

/// The INSERT of a batch, the same SQL for both databases (the newest row of an id wins: the
/// list is replaced as a whole, so the conflict is within one file).
macro_rules! insert_batch {
    ($db:ty, $batch:expr) => {{
        let mut q = QueryBuilder::<$db>::new(
            "INSERT INTO fide_players (fide_id, name, name_key, given_key, federation, sex, title, \
             rating, rapid_rating, blitz_rating, birth_year, inactive) ",
        );
        q.push_values($batch, |mut b, p: &ListedPlayer| {
            let wide = |v: Option<u16>| v.map(i64::from);
            b.push_bind(i64::try_from(p.fide_id).unwrap_or(i64::MAX))
                .push_bind(p.name.clone())
                .push_bind(fold(&p.name))
                .push_bind(given_first(&p.name))
                .push_bind(p.federation.clone())
                .push_bind(p.sex.clone())
                .push_bind(p.title.clone())
                .push_bind(wide(p.rating))
                .push_bind(wide(p.rapid_rating))
                .push_bind(wide(p.blitz_rating))
                .push_bind(wide(p.birth_year))
                .push_bind(i64::from(p.inactive));
        });
        q.push(ON_CONFLICT);
        q
    }};
}

/// The list replaced whole in one transaction (`begin` opens it on the store's writer): every
/// row deleted, then the batches received inserted in statements of bounded size; the number
/// stored. One body for both databases, as [`insert_batch!`]. With SQLite the first statement
/// writes, so it takes the write lock under the busy timeout as `BEGIN IMMEDIATE` would (a read
/// first would need `begin_immediate`, `sqlite.rs`).
macro_rules! replace_all {
    ($db:ty, $begin:expr, $rows:expr) => {{
        let mut tx = $begin.await?;
        sqlx::query("DELETE FROM fide_players")
            .execute(&mut *tx)
            .await?;
        let mut stored = 0;
        while let Some(batch) = $rows.recv().await {
            for chunk in statements(batch) {
                insert_batch!($db, &chunk).build().execute(&mut *tx).await?;
                stored += chunk.len() as u64;
            }
        }
        tx.commit().await?;
        Ok(stored)
    }};
}

const ON_CONFLICT: &str = " ON CONFLICT (fide_id) DO UPDATE SET name = excluded.name, \
     name_key = excluded.name_key, given_key = excluded.given_key, \
     federation = excluded.federation, sex = excluded.sex, title = excluded.title, \
     rating = excluded.rating, rapid_rating = excluded.rapid_rating, \
     blitz_rating = excluded.blitz_rating, birth_year = excluded.birth_year, \
     inactive = excluded.inactive";

/// Splits a batch as received into statements of [`BATCH_ROWS`], deduplicating ids within a
/// statement (an `ON CONFLICT` cannot touch a row twice in one PostgreSQL statement).
fn statements(mut batch: Vec<ListedPlayer>) -> Vec<Vec<ListedPlayer>> {
    let mut out = Vec::new();
    while !batch.is_empty() {
        let rest = batch.split_off(batch.len().min(BATCH_ROWS));
        let mut chunk = std::mem::replace(&mut batch, rest);
        let mut seen = std::collections::HashSet::new();
        chunk.reverse();
        chunk.retain(|p| seen.insert(p.fide_id));
        chunk.reverse();
        out.push(chunk);
    }
    out
}

/// The upper end of a prefix's range: every key that starts with `prefix` sorts below it
/// (byte order, SQLite's `BINARY`).
fn past(prefix: &str) -> String {
    format!("{prefix}\u{10FFFF}")
}

/// SQLite: the import writes on a connection of its own ([`SqliteRatings`]); lookups read on
/// the store's read pool.
impl RatingListStorage for SqliteStore {
    fn replace_list(
        &self,
        mut rows: mpsc::Receiver<Vec<ListedPlayer>>,
    ) -> BoxFuture<'_, Result<u64, StoreError>> {
        Box::pin(async move { replace_all!(sqlx::Sqlite, self.ratings.pool.begin(), rows) })
    }

    fn lookup<'a>(
        &'a self,
        query: &'a Lookup,
        limit: i64,
    ) -> BoxFuture<'a, Result<Vec<ListedPlayer>, StoreError>> {
        Box::pin(async move {
            let limit = limit.clamp(1, LOOKUP_LIMIT);
            let pool = self.read_pool();
            let rows: Vec<Row> = match query {
                Lookup::Id(id) => {
                    sqlx::query_as(&format!(
                        "SELECT {COLUMNS} FROM fide_players WHERE fide_id = $1"
                    ))
                    .bind(i64::try_from(*id).unwrap_or(-1))
                    .fetch_all(pool)
                    .await?
                }
                Lookup::Name(prefix) => {
                    let mut rows: Vec<Row> = Vec::new();
                    for key in ["name_key", "given_key"] {
                        let found: Vec<Row> = sqlx::query_as(&format!(
                            "SELECT {COLUMNS} FROM fide_players WHERE {key} >= $1 AND {key} < $2 \
                             ORDER BY {key} LIMIT $3"
                        ))
                        .bind(prefix)
                        .bind(past(prefix))
                        .bind(limit)
                        .fetch_all(pool)
                        .await?;
                        rows.extend(found);
                    }
                    rows
                }
            };
            Ok(merge(rows, limit))
        })
    }

    fn list_size(&self) -> BoxFuture<'_, Result<i64, StoreError>> {
        Box::pin(async move {
            let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM fide_players")
                .fetch_one(self.read_pool())
                .await?;
            Ok(n)
        })
    }
}

/// The two ranges' rows, each player once, by name then id, at most `limit`.
fn merge(rows: Vec<Row>, limit: i64) -> Vec<ListedPlayer> {
    let mut players: Vec<ListedPlayer> = rows.into_iter().map(player_of).collect();
    players.sort_by(|a, b| {
        fold(&a.name)
            .cmp(&fold(&b.name))
            .then(a.fide_id.cmp(&b.fide_id))
    });
    players.dedup_by_key(|p| p.fide_id);
    players.truncate(usize::try_from(limit).unwrap_or(0));
    players
}

/// PostgreSQL: one transaction on the shared pool; a prefix is `LIKE` (the database's collation
/// may not order the keys bytewise).
impl RatingListStorage for PgStore {
    fn replace_list(
        &self,
        mut rows: mpsc::Receiver<Vec<ListedPlayer>>,
    ) -> BoxFuture<'_, Result<u64, StoreError>> {
        Box::pin(async move { replace_all!(sqlx::Postgres, self.pool().begin(), rows) })
    }

    fn lookup<'a>(
        &'a self,
        query: &'a Lookup,
        limit: i64,
    ) -> BoxFuture<'a, Result<Vec<ListedPlayer>, StoreError>> {
        Box::pin(async move {
            let limit = limit.clamp(1, LOOKUP_LIMIT);
            let rows: Vec<Row> = match query {
                Lookup::Id(id) => {
                    sqlx::query_as(&format!(
                        "SELECT {COLUMNS} FROM fide_players WHERE fide_id = $1"
                    ))
                    .bind(i64::try_from(*id).unwrap_or(-1))
                    .fetch_all(self.pool())
                    .await?
                }
                Lookup::Name(prefix) => {
                    sqlx::query_as(&format!(
                        "SELECT {COLUMNS} FROM fide_players WHERE name_key LIKE $1 OR given_key LIKE $1 \
                         ORDER BY name_key LIMIT $2"
                    ))
                    .bind(format!("{prefix}%"))
                    .bind(limit)
                    .fetch_all(self.pool())
                    .await?
                }
            };
            Ok(merge(rows, limit))
        })
    }

    fn list_size(&self) -> BoxFuture<'_, Result<i64, StoreError>> {
        Box::pin(async move {
            let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM fide_players")
                .fetch_one(self.pool())
                .await?;
            Ok(n)
        })
    }
}

/// SQLite's connection that writes the list (the store's read pool is read-only and its writer
/// task is the games').
#[derive(Clone, Debug)]
pub struct SqliteRatings {
    pool: sqlx::SqlitePool,
}

impl SqliteRatings {
    /// A pool of one writing connection to the same file (opened when first used).
    pub fn new(options: sqlx::sqlite::SqliteConnectOptions) -> SqliteRatings {
        SqliteRatings {
            pool: sqlx::sqlite::SqlitePoolOptions::new()
                .max_connections(1)
                .connect_lazy_with(options),
        }
    }
}
