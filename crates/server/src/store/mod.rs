//! Storage that loses nothing: each game is an append-only journal of its events.
//!
//! The hub sees storage only through the [`Storage`] trait, held as a [`Store`] (a shared
//! `Arc<dyn Storage>`, injected into the hub as axum's dependency-injection example injects its
//! repository). Three implementations:
//! - [`SqliteStore`], the default: one file, WAL mode, `synchronous = FULL`, one writer task that
//!   commits many games' appends in one transaction (group commit);
//! - [`PgStore`]: PostgreSQL, which several server processes may share: an append journals the
//!   step only if the game's row is still at the step before (else [`StoreError::Conflict`], and
//!   the hub catches up and tries again), the appends waiting at one moment are committed in one
//!   statement (group commit, `pg_group_commit.rs`), a committed step is
//!   announced to the other processes, and each game has one owner process at a time, which
//!   alone runs its flag timer and engine seats ([`Storage::renew_lease`], [`crate::lease`]);
//! - [`MemoryStore`]: the same tables in memory, for tests that need no disk (it keeps nothing
//!   across a restart of the process).
//!
//! What every implementation promises:
//! - A game row holds its config, seats and the number of its last journalled event (`seq`).
//! - `(game, seq)` is unique, so two writers can never both append the same step of a game: the
//!   second gets [`StoreError::Conflict`].
//! - An append returns only once it is durable: SQLite commits with `synchronous = FULL` (the
//!   commit is fsynced), PostgreSQL on `COMMIT` with its default `synchronous_commit = on`; the
//!   memory store is as durable as the process.
//! - The SQL schema comes from numbered migrations (`migrations/NNNN_name.sql`), applied once
//!   each and never changed after release.
//!
//! SQL lives in this module's `sqlite`, `postgres`, `reads` and `migrations` files and nowhere
//! else.

pub mod fide;
pub mod hall;
mod memory;
mod migrations;
mod pg_group_commit;
mod pg_trace;
mod postgres;
mod reads;
pub mod rematches;
mod rounds;
mod sensors;
mod sqlite;

pub use fide::{Lookup, RatingListStorage};
pub use hall::{HallStorage, NewEvent, StoredEvent};
pub use memory::MemoryStore;
pub use postgres::{PgLock, PgStore};
pub use rematches::{Acceptance, RematchStorage, StoredRematch};
pub use sensors::{SensorRow, SensorStorage};
pub use sqlite::SqliteStore;

use std::fmt;
use std::ops::Deref;
use std::path::Path;
use std::sync::Arc;

use futures_util::future::BoxFuture;
use futures_util::stream::BoxStream;
use protocol::{Config, Event, Seats};
use thiserror::Error;

/// What can go wrong in storage.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The database failed.
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    /// A group commit's statement failed on its connection (issue 36): every append it carried
    /// gets this, and none is acknowledged.
    #[error("database (group commit): {0}")]
    Batch(Arc<sqlx::Error>),
    /// A migration failed.
    #[error("migration {version}: {source}")]
    Migration {
        /// The migration's number.
        version: i64,
        /// Why.
        source: sqlx::Error,
    },
    /// Somebody else already appended this step of the game.
    #[error("game {game}: step {seq} is already journalled")]
    Conflict {
        /// The game.
        game: String,
        /// The step.
        seq: i64,
    },
    /// No such game.
    #[error("no game {0}")]
    NotFound(String),
    /// A stored row does not read back (it was not written by this program).
    #[error("game {game}: stored data does not read: {reason}")]
    Corrupt {
        /// The game.
        game: String,
        /// What does not read.
        reason: String,
    },
    /// The writer task has stopped (the server is shutting down).
    #[error("the storage writer has stopped")]
    Closed,
    /// The database URL is not one we can open.
    #[error("cannot open {url:?}: {reason}")]
    Url {
        /// The URL as given.
        url: String,
        /// Why.
        reason: String,
    },
}

/// Who a token speaks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// White's seat.
    White,
    /// Black's seat.
    Black,
    /// The arbiter (Art. 12).
    Arbiter,
}

impl Role {
    /// Its stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::White => "white",
            Role::Black => "black",
            Role::Arbiter => "arbiter",
        }
    }

    /// The seat's side: White's and Black's tokens are a seat's, the arbiter's none (the one
    /// place a role becomes a side: seat names, a seat's own actions).
    pub fn seat(self) -> Option<protocol::Side> {
        match self {
            Role::White => Some(protocol::Side::White),
            Role::Black => Some(protocol::Side::Black),
            Role::Arbiter => None,
        }
    }

    /// Reads a stored name.
    pub fn parse(text: &str) -> Option<Role> {
        match text {
            "white" => Some(Role::White),
            "black" => Some(Role::Black),
            "arbiter" => Some(Role::Arbiter),
            _ => None,
        }
    }
}

/// Where a game stands, as listed by `GET /api/games?status=`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Created, not started (Art. 6.6).
    Created,
    /// Being played (also while paused).
    Started,
    /// Adjourned (Guideline I).
    Adjourned,
    /// Over: the result is known.
    Finished,
}

impl Status {
    /// Every status, for error messages.
    pub const ALL: [Status; 4] = [
        Status::Created,
        Status::Started,
        Status::Adjourned,
        Status::Finished,
    ];

    /// Its name on the wire and in the database.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Created => "created",
            Status::Started => "started",
            Status::Adjourned => "adjourned",
            Status::Finished => "finished",
        }
    }

    /// Reads a name.
    pub fn parse(text: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// The status a state shows.
    pub fn of(state: &protocol::State) -> Status {
        if state.result.is_some() {
            Status::Finished
        } else if state.adjourned.is_some() {
            Status::Adjourned
        } else if state.started {
            Status::Started
        } else {
            Status::Created
        }
    }
}

/// A game to create.
#[derive(Clone, Debug)]
pub struct NewGame {
    /// Its id.
    pub id: String,
    /// Its config.
    pub config: Config,
    /// Its seats.
    pub seats: Seats,
    /// Wall-clock time of creation, ms since the Unix epoch: event times count from it.
    pub created_ms: i64,
    /// The hashes of its tokens, with their roles.
    pub tokens: Vec<(String, Role)>,
}

/// One step of a game's journal, with what the game's row shows after it.
#[derive(Clone, Debug)]
pub struct Append {
    /// The game.
    pub game_id: String,
    /// The step's number: one more than the last.
    pub seq: i64,
    /// The event.
    pub event: Event,
    /// The game's status after it.
    pub status: Status,
    /// The result after it (`1-0`, ...), if over.
    pub result: Option<String>,
}

/// A game as stored.
#[derive(Clone, Debug)]
pub struct StoredGame {
    /// Its id.
    pub id: String,
    /// Its config.
    pub config: Config,
    /// Its seats.
    pub seats: Seats,
    /// Creation time, ms since the Unix epoch.
    pub created_ms: i64,
    /// Its journal, in order; event `i` is step `i + 1`.
    pub events: Vec<Event>,
    /// Its tokens' hashes.
    pub tokens: Vec<(String, Role)>,
}

/// A line of the game list.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Summary {
    /// The game's id.
    pub id: String,
    /// Its status.
    pub status: &'static str,
    /// Its result, if over.
    pub result: Option<String>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Creation time, ms since the Unix epoch.
    pub created_ms: i64,
    /// Steps journalled.
    pub seq: i64,
}

/// A journal's step as another process wrote it: its number and its event.
pub type Step = (i64, Event);

/// The steps other processes journal, as `(game, seq)` notes ([`Storage::listen`]); an error is
/// a lost connection, after which the stream goes on once it is back.
pub type Notes = BoxStream<'static, Result<(String, i64), StoreError>>;

/// What the hub needs of a database: games with their tokens, each game's journal, and the
/// servers' heartbeats (and beside them a board's sensor journal and a game's rematch). The futures are boxed so that the hub holds any implementation as
/// `Arc<dyn Storage>` ([`Store`]).
pub trait Storage: SensorStorage + RematchStorage + Send + Sync + fmt::Debug {
    /// Records a new game with its tokens' hashes.
    fn create<'a>(&'a self, game: &'a NewGame) -> BoxFuture<'a, Result<(), StoreError>>;

    /// Reads a game and its whole journal.
    fn load<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<StoredGame, StoreError>>;

    /// A game's players' names changed in its config (issue 35, item 8: the invited player
    /// names himself): the stored config and the list's columns, in one conditional update
    /// (issue 35, item 5): each name changes only if the seat is still unnamed (`?` or empty)
    /// or keeps its name, so that of two players naming one seat at once exactly one wins,
    /// on every process. `Ok(false)` when the condition fails (a seat was named meanwhile).
    fn set_names<'a>(
        &'a self,
        id: &'a str,
        config: &'a Config,
    ) -> BoxFuture<'a, Result<bool, StoreError>>;

    /// The game and role a token's hash belongs to.
    fn token<'a>(
        &'a self,
        hash: &'a str,
    ) -> BoxFuture<'a, Result<Option<(String, Role)>, StoreError>>;

    /// Games by status, newest first.
    fn list(
        &self,
        status: Option<Status>,
        limit: i64,
    ) -> BoxFuture<'_, Result<Vec<Summary>, StoreError>>;

    /// Notes that server `id` is alive at `now_ms`.
    fn heartbeat<'a>(&'a self, id: &'a str, now_ms: i64) -> BoxFuture<'a, Result<(), StoreError>>;

    /// When a server was last known alive, if ever.
    fn last_alive(&self) -> BoxFuture<'_, Result<Option<i64>, StoreError>>;

    /// Takes the writer's turn on game `id`'s journal, whose copy in memory has seen step `seen`;
    /// the turn may bring steps other processes journalled after `seen`, and dropping it writes
    /// nothing. In a store of one process the hub, which holds the game while it writes, is the
    /// only writer, and the step's key refuses a second append of the same step all the same.
    /// PostgreSQL's turn is optimistic: it reads and locks nothing, and its append journals the
    /// step only if the game's row is still at `seen`, in one statement; else it is a
    /// [`StoreError::Conflict`], after which the hub reads the steps it missed
    /// ([`Storage::events_after`]) and tries again.
    fn turn<'a>(&'a self, id: &'a str, seen: i64) -> BoxFuture<'a, Result<Turn, StoreError>>;

    /// The steps of game `id` after `seq`, in order.
    fn events_after<'a>(
        &'a self,
        id: &'a str,
        seq: i64,
    ) -> BoxFuture<'a, Result<Vec<Step>, StoreError>>;

    /// Publishes a round of event `event` in one transaction (issue 34, point 9): creates
    /// `games` with their tokens, links each to the event, and appends `steps` to the event's
    /// journal as steps `seq`, `seq + 1`, ... All or nothing: a step already journalled, a key
    /// taken or a crash in the middle leaves no game, link or step behind (`rounds.rs`).
    fn publish<'a>(
        &'a self,
        event: &'a str,
        seq: i64,
        steps: &'a [String],
        games: &'a [NewGame],
    ) -> BoxFuture<'a, Result<(), StoreError>>;

    /// Deletes the games created before `before_ms` and never started that belong to no event,
    /// the oldest `limit` of them, with all their rows (issue 34, point 5); their ids.
    fn expire_unstarted(
        &self,
        before_ms: i64,
        limit: i64,
    ) -> BoxFuture<'_, Result<Vec<String>, StoreError>>;

    /// Whether other server processes may write to the same journals: then the hub listens for
    /// their steps, and a pause in this process's heartbeats is not downtime while another
    /// process was alive.
    fn shared(&self) -> bool {
        false
    }

    /// The notes of steps other processes journal; `None` when no other process can write.
    fn listen(&self) -> BoxFuture<'_, Result<Option<Notes>, StoreError>> {
        Box::pin(async { Ok(None) })
    }

    /// Where events (tournaments, [`hall`]) are kept; `None`: this store keeps none.
    fn halls(&self) -> Option<&dyn HallStorage> {
        None
    }

    /// Where FIDE's rating list is kept ([`fide`], issue 35); `None`: this store keeps none.
    fn ratings(&self) -> Option<&dyn RatingListStorage> {
        None
    }

    /// Renews server `id`'s lease for `ttl_ms` from now, by the database's clock (so that the
    /// processes' own clocks never need to agree). A store of one process keeps no lease: that
    /// process owns every game ([`crate::lease`]).
    fn renew_lease<'a>(
        &'a self,
        id: &'a str,
        ttl_ms: i64,
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        let _ = (id, ttl_ms);
        Box::pin(async { Ok(()) })
    }

    /// Makes server `id` the owner of game `game` unless it already has one; whether `id` is
    /// now its owner.
    fn claim<'a>(&'a self, game: &'a str, id: &'a str) -> BoxFuture<'a, Result<bool, StoreError>> {
        let _ = (game, id);
        Box::pin(async { Ok(true) })
    }

    /// Server `id`'s games, after taking over every unfinished game whose owner holds no valid
    /// lease, or that has no owner: the unfinished games `id` owns now. A store of one process
    /// names none (its process owns them all without asking).
    fn take_over<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<Vec<String>, StoreError>> {
        let _ = id;
        Box::pin(async { Ok(Vec::new()) })
    }

    /// The games server `id` takes over now from owners without a valid lease, as
    /// [`Storage::take_over`] takes them, without the games it already owned; a game without
    /// an owner is left to [`Storage::take_over`] (issue 36, eighth pass: the claims of games
    /// just created, late behind a burst of creations, were taken as orphans): what a renewal needs while the lease has held
    /// without a gap, when nobody can have taken a game from `id` (issue 36: listing every game
    /// owned, twice a second, scanned every unfinished game). The default names every game
    /// owned ([`Storage::take_over`]), which is never less.
    fn take_over_new<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<Vec<String>, StoreError>> {
        self.take_over(id)
    }

    /// Of `held`, games with the step their copy in memory has seen, those whose journal here
    /// holds a later step, in one query: the copies that must read the steps they missed
    /// before this process starts running them (issue 36: after a lapse of the lease, the
    /// catch-up read every held game's journal, one query a game). The default names every
    /// game of `held`, which is never less.
    fn ahead<'a>(
        &'a self,
        held: &'a [(String, i64)],
    ) -> BoxFuture<'a, Result<Vec<String>, StoreError>> {
        Box::pin(async move { Ok(held.iter().map(|(id, _)| id.clone()).collect()) })
    }
}

/// A writer's turn on one game's journal ([`Storage::turn`]).
pub struct Turn {
    /// The steps other processes journalled since the hub's copy last looked, in order.
    pub missed: Vec<Step>,
    /// The append that the turn allows.
    pub writer: Box<dyn Writer>,
}

impl fmt::Debug for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Turn")
            .field("missed", &self.missed.len())
            .finish_non_exhaustive()
    }
}

/// The one append of a [`Turn`].
pub trait Writer: Send {
    /// Appends the step; returns once it is durable.
    fn append(self: Box<Self>, step: Append) -> BoxFuture<'static, Result<(), StoreError>>;
}

/// The storage a hub uses: any [`Storage`], shared.
#[derive(Clone, Debug)]
pub struct Store(Arc<dyn Storage>);

impl Store {
    /// Opens a database and brings its schema up to date: `postgres://...` is PostgreSQL;
    /// `sqlite://PATH`, `sqlite::memory:` or a plain path is an SQLite file.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Store::new(PgStore::open(url).await?))
        } else {
            let path = url.strip_prefix("sqlite://").unwrap_or(url);
            Ok(Store::new(SqliteStore::open(Path::new(path)).await?))
        }
    }

    /// An empty store in memory ([`MemoryStore`]).
    pub fn memory() -> Store {
        Store::new(MemoryStore::default())
    }

    /// A store over an implementation.
    pub fn new(storage: impl Storage + 'static) -> Store {
        Store(Arc::new(storage))
    }
}

impl Deref for Store {
    type Target = dyn Storage;

    fn deref(&self) -> &(dyn Storage + 'static) {
        &*self.0
    }
}

/// Reads stored JSON, naming the game if it does not read.
fn read_json<T: serde::de::DeserializeOwned>(
    game: &str,
    what: &str,
    text: &str,
) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt {
        game: game.to_owned(),
        reason: format!("{what}: {e}"),
    })
}

/// Writes JSON for storage. The wire types always serialise; a failure would be a bug, and is
/// reported as corrupt data rather than a panic.
fn write_json<T: serde::Serialize>(game: &str, value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt {
        game: game.to_owned(),
        reason: e.to_string(),
    })
}

fn status_of(game: &str, text: &str) -> Result<&'static str, StoreError> {
    Status::parse(text)
        .map(Status::as_str)
        .ok_or_else(|| StoreError::Corrupt {
            game: game.to_owned(),
            reason: format!("status {text:?}"),
        })
}

fn role_of(game: &str, text: &str) -> Result<Role, StoreError> {
    Role::parse(text).ok_or_else(|| StoreError::Corrupt {
        game: game.to_owned(),
        reason: format!("role {text:?}"),
    })
}

/// The columns of a game row, as both backends read them.
type GameRow = (String, String, i64);
/// The columns of a summary row.
type SummaryRow = (String, String, Option<String>, String, String, i64, i64);

/// Builds a stored game from its rows, checking that the journal has no gap.
fn stored(
    id: &str,
    (config, seats, created_ms): GameRow,
    events: Vec<(i64, String)>,
    tokens: Vec<(String, String)>,
) -> Result<StoredGame, StoreError> {
    let config: Config = read_json(id, "config", &config)?;
    let seats: Seats = read_json(id, "seats", &seats)?;
    let mut journal = Vec::with_capacity(events.len());
    for (i, (seq, text)) in events.into_iter().enumerate() {
        if seq != i as i64 + 1 {
            return Err(StoreError::Corrupt {
                game: id.to_owned(),
                reason: format!("step {} missing (found {seq})", i + 1),
            });
        }
        journal.push(read_json(id, "event", &text)?);
    }
    let tokens = tokens
        .into_iter()
        .map(|(hash, role)| Ok((hash, role_of(id, &role)?)))
        .collect::<Result<_, StoreError>>()?;
    Ok(StoredGame {
        id: id.to_owned(),
        config,
        seats,
        created_ms,
        events: journal,
        tokens,
    })
}

fn summary(
    (id, status, result, white, black, created_ms, seq): SummaryRow,
) -> Result<Summary, StoreError> {
    Ok(Summary {
        status: status_of(&id, &status)?,
        id,
        result,
        white,
        black,
        created_ms,
        seq,
    })
}

/// Reads stored steps, naming the game if one does not read.
fn read_events(game: &str, rows: Vec<(i64, String)>) -> Result<Vec<Step>, StoreError> {
    rows.into_iter()
        .map(|(seq, text)| Ok((seq, read_json(game, "event", &text)?)))
        .collect()
}
