//! Events (a tournament's hall, issue 26) as stored: each event is a row holding its regulations
//! and the hash of its arbiter's token, and an append-only journal of what the arbiter did
//! (players entered, rounds paired, pairings changed, rounds published, results decided). Its
//! games are ordinary games (the `games` table), linked to the event by `tournament_games`.
//!
//! The SQL is migration 0002's and is the same for SQLite and PostgreSQL. A step is keyed by
//! `(tournament_id, seq)`, so two writers cannot both append the same step: the second gets
//! [`StoreError::Conflict`], as for a game's journal.
//!
//! With SQLite, events are written on a connection of their own (the game writer's group commit
//! is left as it is); WAL mode and the busy timeout serialise it with the game writer. Events
//! change at the arbiter's pace, a few writes a round. The transactions here (several steps, games
//! withdrawn) write in their first statement, which takes the write lock under the busy timeout
//! as `BEGIN IMMEDIATE` would; one that read first would begin with
//! `begin_immediate` (`sqlite.rs`), as `rounds.rs` and `rematches.rs` do.

use std::collections::HashMap;
use std::sync::Mutex;

use sqlx::{Database, Encode, Executor, FromRow, IntoArguments, Pool, Type};

use super::reads::is_conflict;
use super::*;

/// An event to create.
#[derive(Clone, Debug)]
pub struct NewEvent {
    /// Its id.
    pub id: String,
    /// Wall-clock time of creation, ms since the Unix epoch.
    pub created_ms: i64,
    /// Its regulations, as JSON.
    pub spec: String,
    /// The SHA-256 of its arbiter's token.
    pub token_hash: String,
}

/// An event as stored.
#[derive(Clone, Debug)]
pub struct StoredEvent {
    /// Its id.
    pub id: String,
    /// Creation time, ms since the Unix epoch.
    pub created_ms: i64,
    /// Its regulations, as JSON.
    pub spec: String,
    /// The SHA-256 of its arbiter's token.
    pub token_hash: String,
    /// Its journal, in order; step `i` is number `i + 1`, each as JSON.
    pub steps: Vec<String>,
}

/// What the hall needs of a database.
pub trait HallStorage: Send + Sync + fmt::Debug {
    /// Records a new event.
    fn create_event<'a>(&'a self, event: &'a NewEvent) -> BoxFuture<'a, Result<(), StoreError>>;

    /// Reads an event and its whole journal ([`StoreError::NotFound`] if there is none).
    fn load_event<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<StoredEvent, StoreError>>;

    /// The steps of an event's journal after step `seq`, in order (issue 31, point 4: what
    /// another process appended since this one read it).
    fn event_steps_after<'a>(
        &'a self,
        id: &'a str,
        seq: i64,
    ) -> BoxFuture<'a, Result<Vec<String>, StoreError>>;

    /// Appends step `seq` (one more than the last) to an event's journal: the steps' append
    /// ([`HallStorage::append_event_steps`]) with one.
    fn append_event_step<'a>(
        &'a self,
        id: &'a str,
        seq: i64,
        step: &'a str,
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(async move {
            let steps = [step.to_owned()];
            self.append_event_steps(id, seq, &steps).await
        })
    }

    /// Appends steps `seq`, `seq + 1`… (the first one more than the last) to an event's journal,
    /// all or none (one transaction): a write of several steps that lost the race to another
    /// process leaves nothing behind, and is decided again on the fresh journal (issue 31,
    /// point 4).
    fn append_event_steps<'a>(
        &'a self,
        id: &'a str,
        seq: i64,
        steps: &'a [String],
    ) -> BoxFuture<'a, Result<(), StoreError>>;

    /// Links a game to its event.
    fn link_game<'a>(
        &'a self,
        event: &'a str,
        game: &'a str,
    ) -> BoxFuture<'a, Result<(), StoreError>>;

    /// The event a game belongs to, if any.
    fn event_of_game<'a>(
        &'a self,
        game: &'a str,
    ) -> BoxFuture<'a, Result<Option<String>, StoreError>>;

    /// Marks games of event `event` withdrawn (issue 35, item 3: a round's publication taken
    /// back before any move): they stay stored, answered `410 game_withdrawn`, and the lists of
    /// games leave them out. Marking one twice is no error (two processes may both see it).
    fn withdraw_games<'a>(
        &'a self,
        event: &'a str,
        games: &'a [String],
    ) -> BoxFuture<'a, Result<(), StoreError>>;

    /// The event that withdrew game `game`, if it was withdrawn.
    fn withdrawn_by<'a>(
        &'a self,
        game: &'a str,
    ) -> BoxFuture<'a, Result<Option<String>, StoreError>>;

    /// Every event's id with its creation time, newest first.
    fn list_events(&self) -> BoxFuture<'_, Result<Vec<(String, i64)>, StoreError>>;

    /// The event whose arbiter's token has this hash, if any (for the rate limit: a token the
    /// server issued is a client of its own, [`crate::limits`]).
    fn event_of_token<'a>(
        &'a self,
        hash: &'a str,
    ) -> BoxFuture<'a, Result<Option<String>, StoreError>>;
}

const INSERT: &str =
    "INSERT INTO tournaments (id, created_ms, spec, token_hash) VALUES ($1, $2, $3, $4)";
const SELECT: &str = "SELECT created_ms, spec, token_hash FROM tournaments WHERE id = $1";
const SELECT_STEPS: &str =
    "SELECT seq, step FROM tournament_steps WHERE tournament_id = $1 ORDER BY seq";
const SELECT_STEPS_AFTER: &str =
    "SELECT seq, step FROM tournament_steps WHERE tournament_id = $1 AND seq > $2 ORDER BY seq";
pub(super) const INSERT_STEP: &str =
    "INSERT INTO tournament_steps (tournament_id, seq, step) VALUES ($1, $2, $3)";
pub(super) const INSERT_LINK: &str =
    "INSERT INTO tournament_games (game_id, tournament_id) VALUES ($1, $2)";
const SELECT_LINK: &str = "SELECT tournament_id FROM tournament_games WHERE game_id = $1";
const LIST: &str = "SELECT id, created_ms FROM tournaments ORDER BY created_ms DESC, id";
const INSERT_WITHDRAWN: &str = "INSERT INTO withdrawn_games (game_id, tournament_id) VALUES ($1, $2) \
     ON CONFLICT (game_id) DO NOTHING";
const SELECT_WITHDRAWN: &str = "SELECT tournament_id FROM withdrawn_games WHERE game_id = $1";
const SELECT_BY_TOKEN: &str = "SELECT id FROM tournaments WHERE token_hash = $1";

/// The steps as read, checked for gaps.
fn steps_of(id: &str, rows: Vec<(i64, String)>) -> Result<Vec<String>, StoreError> {
    let mut steps = Vec::with_capacity(rows.len());
    for (i, (seq, text)) in rows.into_iter().enumerate() {
        if seq != i as i64 + 1 {
            return Err(StoreError::Corrupt {
                game: id.to_owned(),
                reason: format!("event step {} missing (found {seq})", i + 1),
            });
        }
        steps.push(text);
    }
    Ok(steps)
}

fn conflict(id: &str, seq: i64, e: sqlx::Error) -> StoreError {
    if is_conflict(&e) {
        StoreError::Conflict {
            game: id.to_owned(),
            seq,
        }
    } else {
        StoreError::Db(e)
    }
}

/// The SQL of both backends, written once over any pool.
macro_rules! sql_halls {
    ($db:ty) => {
        fn create_event<'a>(
            &'a self,
            event: &'a NewEvent,
        ) -> BoxFuture<'a, Result<(), StoreError>> {
            Box::pin(async move {
                sqlx::query(INSERT)
                    .bind(&event.id)
                    .bind(event.created_ms)
                    .bind(&event.spec)
                    .bind(&event.token_hash)
                    .execute(self.pool())
                    .await
                    .map_err(|e| conflict(&event.id, 0, e))?;
                Ok(())
            })
        }

        fn load_event<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<StoredEvent, StoreError>> {
            Box::pin(load::<$db>(self.pool(), id))
        }

        fn event_steps_after<'a>(
            &'a self,
            id: &'a str,
            seq: i64,
        ) -> BoxFuture<'a, Result<Vec<String>, StoreError>> {
            Box::pin(async move {
                let rows: Vec<(i64, String)> = sqlx::query_as(SELECT_STEPS_AFTER)
                    .bind(id)
                    .bind(seq)
                    .fetch_all(self.pool())
                    .await?;
                let mut steps = Vec::with_capacity(rows.len());
                for (i, (at, text)) in rows.into_iter().enumerate() {
                    if at != seq + 1 + i as i64 {
                        return Err(StoreError::Corrupt {
                            game: id.to_owned(),
                            reason: format!(
                                "event step {} missing (found {at})",
                                seq + 1 + i as i64
                            ),
                        });
                    }
                    steps.push(text);
                }
                Ok(steps)
            })
        }

        fn append_event_steps<'a>(
            &'a self,
            id: &'a str,
            seq: i64,
            steps: &'a [String],
        ) -> BoxFuture<'a, Result<(), StoreError>> {
            Box::pin(async move {
                let mut tx = self.pool().begin().await?;
                for (i, step) in steps.iter().enumerate() {
                    let at = seq + i as i64;
                    sqlx::query(INSERT_STEP)
                        .bind(id)
                        .bind(at)
                        .bind(step)
                        .execute(&mut *tx)
                        .await
                        .map_err(|e| conflict(id, at, e))?;
                }
                tx.commit().await?;
                Ok(())
            })
        }

        fn link_game<'a>(
            &'a self,
            event: &'a str,
            game: &'a str,
        ) -> BoxFuture<'a, Result<(), StoreError>> {
            Box::pin(async move {
                sqlx::query(INSERT_LINK)
                    .bind(game)
                    .bind(event)
                    .execute(self.pool())
                    .await
                    .map_err(|e| conflict(game, 0, e))?;
                Ok(())
            })
        }

        fn event_of_game<'a>(
            &'a self,
            game: &'a str,
        ) -> BoxFuture<'a, Result<Option<String>, StoreError>> {
            Box::pin(async move {
                let row: Option<(String,)> = sqlx::query_as(SELECT_LINK)
                    .bind(game)
                    .fetch_optional(self.pool())
                    .await?;
                Ok(row.map(|(id,)| id))
            })
        }

        fn withdraw_games<'a>(
            &'a self,
            event: &'a str,
            games: &'a [String],
        ) -> BoxFuture<'a, Result<(), StoreError>> {
            Box::pin(async move {
                let mut tx = self.pool().begin().await?;
                for game in games {
                    sqlx::query(INSERT_WITHDRAWN)
                        .bind(game)
                        .bind(event)
                        .execute(&mut *tx)
                        .await?;
                }
                tx.commit().await?;
                Ok(())
            })
        }

        fn withdrawn_by<'a>(
            &'a self,
            game: &'a str,
        ) -> BoxFuture<'a, Result<Option<String>, StoreError>> {
            Box::pin(async move {
                let row: Option<(String,)> = sqlx::query_as(SELECT_WITHDRAWN)
                    .bind(game)
                    .fetch_optional(self.pool())
                    .await?;
                Ok(row.map(|(id,)| id))
            })
        }

        fn list_events(&self) -> BoxFuture<'_, Result<Vec<(String, i64)>, StoreError>> {
            Box::pin(async move {
                let rows: Vec<(String, i64)> = sqlx::query_as(LIST).fetch_all(self.pool()).await?;
                Ok(rows)
            })
        }

        fn event_of_token<'a>(
            &'a self,
            hash: &'a str,
        ) -> BoxFuture<'a, Result<Option<String>, StoreError>> {
            Box::pin(async move {
                let row: Option<(String,)> = sqlx::query_as(SELECT_BY_TOKEN)
                    .bind(hash)
                    .fetch_optional(self.pool())
                    .await?;
                Ok(row.map(|(id,)| id))
            })
        }
    };
}

async fn load<DB>(pool: &Pool<DB>, id: &str) -> Result<StoredEvent, StoreError>
where
    DB: Database,
    for<'q> <DB as Database>::Arguments<'q>: IntoArguments<'q, DB>,
    for<'e> &'e Pool<DB>: Executor<'e, Database = DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    for<'r> (i64, String, String): FromRow<'r, DB::Row>,
    for<'r> (i64, String): FromRow<'r, DB::Row>,
{
    let row: Option<(i64, String, String)> =
        sqlx::query_as(SELECT).bind(id).fetch_optional(pool).await?;
    let (created_ms, spec, token_hash) = row.ok_or_else(|| StoreError::NotFound(id.to_owned()))?;
    let rows: Vec<(i64, String)> = sqlx::query_as(SELECT_STEPS)
        .bind(id)
        .fetch_all(pool)
        .await?;
    Ok(StoredEvent {
        id: id.to_owned(),
        created_ms,
        spec,
        token_hash,
        steps: steps_of(id, rows)?,
    })
}

/// PostgreSQL: the store's own pool.
trait HasPool<DB: Database> {
    fn pool(&self) -> &Pool<DB>;
}

impl HasPool<sqlx::Postgres> for sqlx::PgPool {
    fn pool(&self) -> &sqlx::PgPool {
        self
    }
}

impl HallStorage for sqlx::PgPool {
    sql_halls!(sqlx::Postgres);
}

/// SQLite: a connection of its own that may write (the store's read pool is read-only and its
/// writer task is the games').
#[derive(Clone, Debug)]
pub struct SqliteHalls {
    pool: sqlx::SqlitePool,
}

impl SqliteHalls {
    /// A pool of one writing connection to the same file (opened when first used).
    pub fn new(options: sqlx::sqlite::SqliteConnectOptions) -> SqliteHalls {
        SqliteHalls {
            pool: sqlx::sqlite::SqlitePoolOptions::new()
                .max_connections(1)
                .connect_lazy_with(options),
        }
    }
}

impl SqliteHalls {
    /// The writing connection's pool (a round's publication and the expiry of games are written
    /// on it, each in one transaction: `rounds.rs`).
    pub(super) fn writer(&self) -> &sqlx::SqlitePool {
        &self.pool
    }
}

impl HasPool<sqlx::Sqlite> for SqliteHalls {
    fn pool(&self) -> &sqlx::SqlitePool {
        &self.pool
    }
}

impl HallStorage for SqliteHalls {
    sql_halls!(sqlx::Sqlite);
}

/// The same tables in memory.
#[derive(Clone, Debug, Default)]
pub struct MemoryHalls {
    tables: Arc<Mutex<HallTables>>,
}

#[derive(Debug, Default)]
pub(super) struct HallTables {
    pub(super) events: HashMap<String, StoredEvent>,
    /// A game's id: its event's.
    pub(super) games: HashMap<String, String>,
    /// A withdrawn game's id: the event that withdrew it (issue 35, item 3).
    pub(super) withdrawn: HashMap<String, String>,
}

impl MemoryHalls {
    pub(super) fn with<T>(&self, f: impl FnOnce(&mut HallTables) -> T) -> T {
        let mut tables = self.tables.lock().unwrap_or_else(|p| p.into_inner());
        f(&mut tables)
    }
}

impl HallStorage for MemoryHalls {
    fn create_event<'a>(&'a self, event: &'a NewEvent) -> BoxFuture<'a, Result<(), StoreError>> {
        let done = self.with(|t| {
            if t.events.contains_key(&event.id) {
                return Err(StoreError::Conflict {
                    game: event.id.clone(),
                    seq: 0,
                });
            }
            t.events.insert(
                event.id.clone(),
                StoredEvent {
                    id: event.id.clone(),
                    created_ms: event.created_ms,
                    spec: event.spec.clone(),
                    token_hash: event.token_hash.clone(),
                    steps: Vec::new(),
                },
            );
            Ok(())
        });
        Box::pin(async move { done })
    }

    fn load_event<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<StoredEvent, StoreError>> {
        let done = self.with(|t| {
            t.events
                .get(id)
                .cloned()
                .ok_or_else(|| StoreError::NotFound(id.to_owned()))
        });
        Box::pin(async move { done })
    }

    fn event_steps_after<'a>(
        &'a self,
        id: &'a str,
        seq: i64,
    ) -> BoxFuture<'a, Result<Vec<String>, StoreError>> {
        let done = self.with(|t| {
            let event = t
                .events
                .get(id)
                .ok_or_else(|| StoreError::NotFound(id.to_owned()))?;
            let from = usize::try_from(seq).unwrap_or(0).min(event.steps.len());
            Ok(event.steps[from..].to_vec())
        });
        Box::pin(async move { done })
    }

    fn append_event_steps<'a>(
        &'a self,
        id: &'a str,
        seq: i64,
        steps: &'a [String],
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        let done = self.with(|t| {
            let event = t
                .events
                .get_mut(id)
                .ok_or_else(|| StoreError::NotFound(id.to_owned()))?;
            if seq != event.steps.len() as i64 + 1 {
                return Err(StoreError::Conflict {
                    game: id.to_owned(),
                    seq,
                });
            }
            event.steps.extend(steps.iter().cloned());
            Ok(())
        });
        Box::pin(async move { done })
    }

    fn link_game<'a>(
        &'a self,
        event: &'a str,
        game: &'a str,
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        let done = self.with(|t| {
            if t.games.contains_key(game) {
                return Err(StoreError::Conflict {
                    game: game.to_owned(),
                    seq: 0,
                });
            }
            t.games.insert(game.to_owned(), event.to_owned());
            Ok(())
        });
        Box::pin(async move { done })
    }

    fn event_of_game<'a>(
        &'a self,
        game: &'a str,
    ) -> BoxFuture<'a, Result<Option<String>, StoreError>> {
        let done = self.with(|t| t.games.get(game).cloned());
        Box::pin(async move { Ok(done) })
    }

    fn withdraw_games<'a>(
        &'a self,
        event: &'a str,
        games: &'a [String],
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        self.with(|t| {
            for game in games {
                t.withdrawn
                    .entry(game.clone())
                    .or_insert_with(|| event.to_owned());
            }
        });
        Box::pin(async { Ok(()) })
    }

    fn withdrawn_by<'a>(
        &'a self,
        game: &'a str,
    ) -> BoxFuture<'a, Result<Option<String>, StoreError>> {
        let found = self.with(|t| t.withdrawn.get(game).cloned());
        Box::pin(async move { Ok(found) })
    }

    fn list_events(&self) -> BoxFuture<'_, Result<Vec<(String, i64)>, StoreError>> {
        let mut rows: Vec<(String, i64)> = self.with(|t| {
            t.events
                .values()
                .map(|e| (e.id.clone(), e.created_ms))
                .collect()
        });
        rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        Box::pin(async move { Ok(rows) })
    }

    fn event_of_token<'a>(
        &'a self,
        hash: &'a str,
    ) -> BoxFuture<'a, Result<Option<String>, StoreError>> {
        let found = self.with(|t| {
            t.events
                .values()
                .find(|e| e.token_hash == hash)
                .map(|e| e.id.clone())
        });
        Box::pin(async move { Ok(found) })
    }
}
