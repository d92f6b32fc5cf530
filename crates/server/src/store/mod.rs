//! Storage that loses nothing: each game is an append-only journal of its events.
//!
//! - A game row holds its config, seats and the number of its last journalled event (`seq`).
//! - `events (game_id, seq)` is the primary key, so two writers can never both append the same
//!   step of a game: the second gets [`StoreError::Conflict`].
//! - An append returns only once its transaction is durable: SQLite in WAL mode with
//!   `synchronous = FULL` (the commit is fsynced), PostgreSQL on `COMMIT` with its default
//!   `synchronous_commit = on`.
//! - The schema comes from numbered migrations (`migrations/NNNN_name.sql`), applied once each
//!   and never changed after release.
//!
//! SQL lives here and nowhere else. [`Store`] is one of two backends; what differs between them is
//! how a writer is serialised: SQLite has one writer task that commits many games' appends in one
//! transaction (group commit), PostgreSQL locks the game's row for the time of an append
//! ([`PgStore::lock`]) so that several server processes can share games.

mod migrations;
mod postgres;
mod reads;
mod sqlite;

pub use postgres::{PgLock, PgStore};
pub use sqlite::SqliteStore;

use std::path::Path;

use protocol::{Config, Event, Seats};
use thiserror::Error;

/// What can go wrong in storage.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The database failed.
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
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

/// The database: SQLite (embedded, the default) or PostgreSQL.
#[derive(Clone, Debug)]
pub enum Store {
    /// An SQLite file.
    Sqlite(SqliteStore),
    /// A PostgreSQL database, which several server processes may share.
    Postgres(PgStore),
}

impl Store {
    /// Opens a database and brings its schema up to date: `postgres://...` is PostgreSQL;
    /// `sqlite://PATH`, `sqlite::memory:` or a plain path is an SQLite file.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Store::Postgres(PgStore::open(url).await?))
        } else {
            let path = url.strip_prefix("sqlite://").unwrap_or(url);
            Ok(Store::Sqlite(SqliteStore::open(Path::new(path)).await?))
        }
    }

    /// Records a new game with its tokens' hashes.
    pub async fn create(&self, game: &NewGame) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(s) => s.create(game).await,
            Store::Postgres(p) => p.create(game).await,
        }
    }

    /// Reads a game and its whole journal.
    pub async fn load(&self, id: &str) -> Result<StoredGame, StoreError> {
        match self {
            Store::Sqlite(s) => s.load(id).await,
            Store::Postgres(p) => p.load(id).await,
        }
    }

    /// The game and role a token's hash belongs to.
    pub async fn token(&self, hash: &str) -> Result<Option<(String, Role)>, StoreError> {
        match self {
            Store::Sqlite(s) => s.token(hash).await,
            Store::Postgres(p) => p.token(hash).await,
        }
    }

    /// Games by status, newest first.
    pub async fn list(
        &self,
        status: Option<Status>,
        limit: i64,
    ) -> Result<Vec<Summary>, StoreError> {
        match self {
            Store::Sqlite(s) => s.list(status, limit).await,
            Store::Postgres(p) => p.list(status, limit).await,
        }
    }

    /// Notes that server `id` is alive at `now_ms`.
    pub async fn heartbeat(&self, id: &str, now_ms: i64) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(s) => s.heartbeat(id, now_ms).await,
            Store::Postgres(p) => p.heartbeat(id, now_ms).await,
        }
    }

    /// When a server was last known alive, if ever.
    pub async fn last_alive(&self) -> Result<Option<i64>, StoreError> {
        match self {
            Store::Sqlite(s) => s.last_alive().await,
            Store::Postgres(p) => p.last_alive().await,
        }
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

/// Whether a database error is a unique-key violation (the step was already journalled).
fn is_conflict(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(e) if e.is_unique_violation())
}

const SELECT_GAME: &str = "SELECT config, seats, created_ms FROM games WHERE id = $1";
const SELECT_EVENTS: &str =
    "SELECT seq, event FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq";
const SELECT_TOKENS: &str = "SELECT hash, role FROM tokens WHERE game_id = $1";
const SELECT_TOKEN: &str = "SELECT game_id, role FROM tokens WHERE hash = $1";
const INSERT_GAME: &str = "INSERT INTO games (id, config, seats, created_ms, seq, status, result, white, black) VALUES ($1, $2, $3, $4, 0, 'created', NULL, $5, $6)";
const INSERT_TOKEN: &str = "INSERT INTO tokens (hash, game_id, role) VALUES ($1, $2, $3)";
const INSERT_EVENT: &str = "INSERT INTO events (game_id, seq, event) VALUES ($1, $2, $3)";
const UPDATE_GAME: &str = "UPDATE games SET seq = $1, status = $2, result = $3 WHERE id = $4";
const LIST_ALL: &str = "SELECT id, status, result, white, black, created_ms, seq FROM games ORDER BY created_ms DESC, id LIMIT $1";
const LIST_STATUS: &str = "SELECT id, status, result, white, black, created_ms, seq FROM games WHERE status = $2 ORDER BY created_ms DESC, id LIMIT $1";
const LAST_ALIVE: &str = "SELECT MAX(alive_ms) FROM servers";
const HEARTBEAT: &str = "INSERT INTO servers (id, alive_ms) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET alive_ms = excluded.alive_ms";

fn token_row(row: Option<(String, String)>) -> Result<Option<(String, Role)>, StoreError> {
    match row {
        Some((game, role)) => {
            let role = role_of(&game, &role)?;
            Ok(Some((game, role)))
        }
        None => Ok(None),
    }
}
