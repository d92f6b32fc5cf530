//! The rematches of friendly games (issue 35, item 8), kept by the store (migration
//! `0008_rematches.sql`): a restart keeps an offer not yet accepted, and the processes that share
//! a PostgreSQL store see the same offer and create one game between them.
//!
//! What every implementation promises:
//! - One row per game played: an offer is recorded only if none stands
//!   ([`RematchStorage::offer_rematch`]); a withdrawal takes back only an offer not yet accepted.
//! - An acceptance is one transaction ([`RematchStorage::accept_rematch`]): the new game's row
//!   and tokens, and the rematch's row naming it, written only if the offer still stands
//!   unaccepted (or, for an engine's acceptance, if no row stands) — a conditional update, as
//!   `PUT /api/games/{id}/name` renames a seat ([`super::Storage::set_names`]). Of two
//!   acceptances at once, on one process or two, exactly one creates a game; the other writes
//!   nothing and is told so. The new game's seat tokens are derived from the old ones
//!   ([`crate::tokens::derive`]): two acceptances would insert the same hashes, which the
//!   tokens' key refuses as well.
//! - No token is stored, only hashes: the offerer's seat in the game to come (`by_hash`), and
//!   the old game's arbiter's (`arbiter_hash`), which the new game's arbiter token is: a game
//!   read back ([`super::Storage::load`]) has it among its tokens.
//! - With PostgreSQL each change is announced on [`REMATCH_CHANNEL`] (the game's id), after its
//!   commit, so that every process tells its own streams ([`RematchStorage::listen_rematches`]).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use futures_util::future::BoxFuture;
use futures_util::stream::BoxStream;
use protocol::Side;
use sqlx::postgres::PgListener;
use sqlx::{Database, Encode, Executor, FromRow, IntoArguments, Pool, SqliteConnection, Type};

use super::reads::is_conflict;
use super::sqlite::PooledWrite;
use super::{MemoryStore, NewGame, PgStore, SqliteStore, StoreError};

/// The PostgreSQL channel on which each change of a rematch is announced, as the game's id.
pub const REMATCH_CHANNEL: &str = "arbiter_rematches";

/// A game's rematch as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredRematch {
    /// Who offered it.
    pub by: Side,
    /// The hash of the offerer's seat token in the game to come.
    pub by_hash: String,
    /// The new game, once accepted.
    pub game: Option<String>,
}

/// A rematch accepted ([`RematchStorage::accept_rematch`]).
#[derive(Clone, Debug)]
pub struct Acceptance {
    /// The game played.
    pub game: String,
    /// Who offered the rematch.
    pub by: Side,
    /// The hash of the offerer's seat token in the new game.
    pub by_hash: String,
    /// Whether an offer stands (a player's acceptance of it); `false`: none was recorded (an
    /// engine accepts the player's offer at once).
    pub offered: bool,
    /// The new game, with its seats' token hashes.
    pub new: NewGame,
    /// The hash of the old game's arbiter token: the new game's arbiter's.
    pub arbiter_hash: Option<String>,
}

/// The games whose rematch another process changed ([`RematchStorage::listen_rematches`]); an
/// error is a lost connection, after which the stream goes on once it is back.
pub type RematchNotes = BoxStream<'static, Result<String, StoreError>>;

/// What the rematch needs of a database. Every [`super::Storage`] is one.
pub trait RematchStorage {
    /// Game `game`'s rematch, if one was offered.
    fn rematch<'a>(
        &'a self,
        game: &'a str,
    ) -> BoxFuture<'a, Result<Option<StoredRematch>, StoreError>>;

    /// Records `by`'s offer of a rematch of `game`, unless a rematch stands already: whether
    /// it was recorded.
    fn offer_rematch<'a>(
        &'a self,
        game: &'a str,
        by: Side,
        by_hash: &'a str,
    ) -> BoxFuture<'a, Result<bool, StoreError>>;

    /// Takes back the offer of a rematch of `game` if it is not accepted: whether one was.
    fn withdraw_rematch<'a>(&'a self, game: &'a str) -> BoxFuture<'a, Result<bool, StoreError>>;

    /// Creates the new game and records it as the rematch, in one transaction, if the offer
    /// still stands unaccepted (`offered`) or no rematch stands (not `offered`): whether it did.
    /// `false` writes nothing.
    fn accept_rematch<'a>(
        &'a self,
        accept: &'a Acceptance,
    ) -> BoxFuture<'a, Result<bool, StoreError>>;

    /// The games whose rematch any process changed; `None` when no other process can.
    fn listen_rematches(&self) -> BoxFuture<'_, Result<Option<RematchNotes>, StoreError>> {
        Box::pin(async { Ok(None) })
    }
}

const SELECT: &str = "SELECT by_side, by_hash, rematch_id FROM rematches WHERE game_id = $1";
const OFFER: &str = "INSERT INTO rematches (game_id, by_side, by_hash) VALUES ($1, $2, $3) \
     ON CONFLICT (game_id) DO NOTHING RETURNING game_id";
const WITHDRAW: &str =
    "DELETE FROM rematches WHERE game_id = $1 AND rematch_id IS NULL RETURNING game_id";
/// The conditional update that accepts a standing offer: of two, one finds it unaccepted.
const ACCEPT_OFFER: &str = "UPDATE rematches SET rematch_id = $4, arbiter_hash = $5 \
     WHERE game_id = $1 AND by_side = $2 AND by_hash = $3 AND rematch_id IS NULL RETURNING game_id";
/// An engine's acceptance: no offer was recorded; of two, one inserts the row.
const ACCEPT_UNOFFERED: &str = "INSERT INTO rematches (game_id, by_side, by_hash, rematch_id, arbiter_hash) \
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id) DO NOTHING RETURNING game_id";
type Row = (String, String, Option<String>);

fn side_name(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

fn read_row(game: &str, row: Option<Row>) -> Result<Option<StoredRematch>, StoreError> {
    let Some((by, by_hash, rematch)) = row else {
        return Ok(None);
    };
    let by = match by.as_str() {
        "white" => Side::White,
        "black" => Side::Black,
        _ => {
            return Err(StoreError::Corrupt {
                game: game.to_owned(),
                reason: format!("rematch offered by {by:?}"),
            });
        }
    };
    Ok(Some(StoredRematch {
        by,
        by_hash,
        game: rematch,
    }))
}

/// Game `game`'s rematch, read on `pool` (either backend: the same SQL).
async fn select<DB>(pool: &Pool<DB>, game: &str) -> Result<Option<StoredRematch>, StoreError>
where
    DB: Database,
    for<'q> <DB as Database>::Arguments<'q>: IntoArguments<'q, DB>,
    for<'e> &'e Pool<DB>: Executor<'e, Database = DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    for<'r> Row: FromRow<'r, DB::Row>,
{
    let row: Option<Row> = sqlx::query_as(SELECT)
        .bind(game)
        .fetch_optional(pool)
        .await?;
    read_row(game, row)
}

/// Runs an offer (`by` and his hash given) or a withdrawal on `pool`: whether its
/// `RETURNING game_id` says it changed the row.
async fn change<DB>(
    pool: &Pool<DB>,
    sql: &str,
    game: &str,
    by: Option<(Side, &str)>,
) -> Result<bool, StoreError>
where
    DB: Database,
    for<'q> <DB as Database>::Arguments<'q>: IntoArguments<'q, DB>,
    for<'e> &'e Pool<DB>: Executor<'e, Database = DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    for<'r> (String,): FromRow<'r, DB::Row>,
{
    let mut query = sqlx::query_as::<DB, (String,)>(sql).bind(game);
    if let Some((side, hash)) = by {
        query = query.bind(side_name(side)).bind(hash);
    }
    Ok(query.fetch_optional(pool).await?.is_some())
}

/// Records an acceptance on `conn`, inside the transaction that created its game: whether the
/// offer still stood (or, for an engine's, no row did).
async fn record<DB>(conn: &mut DB::Connection, accept: &Acceptance) -> Result<bool, StoreError>
where
    DB: Database,
    for<'q> <DB as Database>::Arguments<'q>: IntoArguments<'q, DB>,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    for<'q> Option<&'q str>: Encode<'q, DB> + Type<DB>,
    for<'r> (String,): FromRow<'r, DB::Row>,
{
    let sql = if accept.offered {
        ACCEPT_OFFER
    } else {
        ACCEPT_UNOFFERED
    };
    let row = sqlx::query_as::<DB, (String,)>(sql)
        .bind(accept.game.as_str())
        .bind(side_name(accept.by))
        .bind(accept.by_hash.as_str())
        .bind(accept.new.id.as_str())
        .bind(accept.arbiter_hash.as_deref())
        .fetch_optional(&mut *conn)
        .await?;
    Ok(row.is_some())
}

/// A key taken while creating the new game: another acceptance created it (the seats' derived
/// hashes are the same), so this one writes nothing.
fn lost(e: &StoreError) -> bool {
    matches!(e, StoreError::Db(e) if is_conflict(e))
}

/// SQLite: read on the read pool, written on the events' writing connection (`hall.rs`), the
/// acceptance inside `BEGIN IMMEDIATE` (`sqlite.rs`).
impl RematchStorage for SqliteStore {
    fn rematch<'a>(
        &'a self,
        game: &'a str,
    ) -> BoxFuture<'a, Result<Option<StoredRematch>, StoreError>> {
        Box::pin(select(self.read_pool(), game))
    }

    fn offer_rematch<'a>(
        &'a self,
        game: &'a str,
        by: Side,
        by_hash: &'a str,
    ) -> BoxFuture<'a, Result<bool, StoreError>> {
        Box::pin(change(
            self.halls_writer(),
            OFFER,
            game,
            Some((by, by_hash)),
        ))
    }

    fn withdraw_rematch<'a>(&'a self, game: &'a str) -> BoxFuture<'a, Result<bool, StoreError>> {
        Box::pin(change(self.halls_writer(), WITHDRAW, game, None))
    }

    fn accept_rematch<'a>(
        &'a self,
        accept: &'a Acceptance,
    ) -> BoxFuture<'a, Result<bool, StoreError>> {
        Box::pin(async move {
            let mut conn = PooledWrite::begin(self.halls_writer()).await?;
            let done = async {
                let conn: &mut SqliteConnection = &mut conn;
                super::sqlite::create(conn, &accept.new).await?;
                if record::<sqlx::Sqlite>(conn, accept).await? {
                    Ok(())
                } else {
                    Err(StoreError::Conflict {
                        game: accept.game.clone(),
                        seq: 0,
                    })
                }
            }
            .await;
            match conn.finish(done).await {
                Ok(()) => Ok(true),
                Err(StoreError::Conflict { .. }) => Ok(false),
                Err(e) if lost(&e) => Ok(false),
                Err(e) => Err(e),
            }
        })
    }
}

impl PgStore {
    /// Announces that game `game`'s rematch changed, after the commit.
    async fn announce_rematch(&self, game: &str) {
        let sent = sqlx::query("SELECT pg_notify($1, $2)")
            .bind(REMATCH_CHANNEL)
            .bind(game)
            .execute(self.pool())
            .await;
        if let Err(e) = sent {
            tracing::warn!(game = %game, error = %e, "the rematch's note to other processes not sent");
        }
    }
}

/// PostgreSQL: each write in one statement, the acceptance in one transaction; each change
/// announced on [`REMATCH_CHANNEL`].
impl RematchStorage for PgStore {
    fn rematch<'a>(
        &'a self,
        game: &'a str,
    ) -> BoxFuture<'a, Result<Option<StoredRematch>, StoreError>> {
        Box::pin(select(self.pool(), game))
    }

    fn offer_rematch<'a>(
        &'a self,
        game: &'a str,
        by: Side,
        by_hash: &'a str,
    ) -> BoxFuture<'a, Result<bool, StoreError>> {
        Box::pin(async move {
            let offered = change(self.pool(), OFFER, game, Some((by, by_hash))).await?;
            if offered {
                self.announce_rematch(game).await;
            }
            Ok(offered)
        })
    }

    fn withdraw_rematch<'a>(&'a self, game: &'a str) -> BoxFuture<'a, Result<bool, StoreError>> {
        Box::pin(async move {
            let withdrawn = change(self.pool(), WITHDRAW, game, None).await?;
            if withdrawn {
                self.announce_rematch(game).await;
            }
            Ok(withdrawn)
        })
    }

    fn accept_rematch<'a>(
        &'a self,
        accept: &'a Acceptance,
    ) -> BoxFuture<'a, Result<bool, StoreError>> {
        Box::pin(async move {
            let mut tx = self.pool().begin().await?;
            match super::postgres::create_on(&mut *tx, &accept.new).await {
                Ok(()) => {}
                // Dropping the transaction rolls it back.
                Err(e) if lost(&e) => return Ok(false),
                Err(e) => return Err(e),
            }
            if !record::<sqlx::Postgres>(&mut tx, accept).await? {
                return Ok(false);
            }
            tx.commit().await?;
            self.announce_rematch(&accept.game).await;
            Ok(true)
        })
    }

    fn listen_rematches(&self) -> BoxFuture<'_, Result<Option<RematchNotes>, StoreError>> {
        Box::pin(async move {
            let mut listener = PgListener::connect_with(self.pool()).await?;
            listener.listen(REMATCH_CHANNEL).await?;
            let notes = futures_util::stream::unfold(listener, |mut listener| async move {
                let note = match listener.recv().await {
                    Ok(note) => Ok(note.payload().to_owned()),
                    Err(e) => Err(StoreError::Db(e)),
                };
                Some((note, listener))
            });
            Ok(Some(Box::pin(notes) as RematchNotes))
        })
    }
}

/// A rematch's row in memory.
#[derive(Clone, Debug)]
pub(super) struct MemoryRow {
    offer: StoredRematch,
    arbiter_hash: Option<String>,
}

/// The rematches in memory ([`MemoryStore`]), by the game played.
pub(super) type MemoryRematches = Arc<Mutex<HashMap<String, MemoryRow>>>;

impl MemoryStore {
    fn rematch_rows(&self) -> std::sync::MutexGuard<'_, HashMap<String, MemoryRow>> {
        self.rematches.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The arbiter token hashes a rematch's game takes from the old game (as `reads.rs`'s `SELECT_TOKENS` joins them).
    pub(super) fn rematch_arbiters(&self, id: &str) -> Vec<(String, String)> {
        self.rematch_rows()
            .values()
            .filter(|row| row.offer.game.as_deref() == Some(id))
            .filter_map(|row| row.arbiter_hash.clone())
            .map(|hash| (hash, "arbiter".to_owned()))
            .collect()
    }

    /// An acceptance under the rematches' lock: the condition checked, the game created (all or
    /// nothing, [`MemoryStore::create_all`]), the row written.
    fn accept_now(&self, accept: &Acceptance) -> Result<bool, StoreError> {
        if !self.has_game(&accept.game) {
            return Err(StoreError::NotFound(accept.game.clone()));
        }
        let mut rows = self.rematch_rows();
        let open = match rows.get(&accept.game) {
            Some(row) => {
                accept.offered
                    && row.offer.game.is_none()
                    && row.offer.by == accept.by
                    && row.offer.by_hash == accept.by_hash
            }
            None => !accept.offered,
        };
        if !open {
            return Ok(false);
        }
        match self.create_all(std::slice::from_ref(&accept.new)) {
            Ok(()) => {}
            Err(StoreError::Conflict { .. }) => return Ok(false),
            Err(e) => return Err(e),
        }
        let offer = StoredRematch {
            by: accept.by,
            by_hash: accept.by_hash.clone(),
            game: Some(accept.new.id.clone()),
        };
        rows.insert(
            accept.game.clone(),
            MemoryRow {
                offer,
                arbiter_hash: accept.arbiter_hash.clone(),
            },
        );
        Ok(true)
    }
}

/// In memory: the same rows and conditions, each change under the rematches' lock.
impl RematchStorage for MemoryStore {
    fn rematch<'a>(
        &'a self,
        game: &'a str,
    ) -> BoxFuture<'a, Result<Option<StoredRematch>, StoreError>> {
        let row = self.rematch_rows().get(game).map(|r| r.offer.clone());
        Box::pin(async move { Ok(row) })
    }

    fn offer_rematch<'a>(
        &'a self,
        game: &'a str,
        by: Side,
        by_hash: &'a str,
    ) -> BoxFuture<'a, Result<bool, StoreError>> {
        let done = if self.has_game(game) {
            let mut rows = self.rematch_rows();
            let free = !rows.contains_key(game);
            if free {
                let offer = StoredRematch {
                    by,
                    by_hash: by_hash.to_owned(),
                    game: None,
                };
                rows.insert(
                    game.to_owned(),
                    MemoryRow {
                        offer,
                        arbiter_hash: None,
                    },
                );
            }
            Ok(free)
        } else {
            Err(StoreError::NotFound(game.to_owned()))
        };
        Box::pin(async move { done })
    }

    fn withdraw_rematch<'a>(&'a self, game: &'a str) -> BoxFuture<'a, Result<bool, StoreError>> {
        let mut rows = self.rematch_rows();
        let standing = rows.get(game).is_some_and(|r| r.offer.game.is_none());
        if standing {
            rows.remove(game);
        }
        Box::pin(async move { Ok(standing) })
    }

    fn accept_rematch<'a>(
        &'a self,
        accept: &'a Acceptance,
    ) -> BoxFuture<'a, Result<bool, StoreError>> {
        let done = self.accept_now(accept);
        Box::pin(async move { done })
    }
}
