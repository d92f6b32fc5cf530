//! The PostgreSQL backend. Several server processes may share the database.
//!
//! - An append moves the game's row from the step before to the new one and inserts the step,
//!   or does nothing when the row is no longer at the step before (another process wrote
//!   first): then it is a [`StoreError::Conflict`], and the hub reads what it missed and tries
//!   again. The `(game, seq)` key refuses a second writer of the same step all the same. The
//!   appends waiting at one moment, of many games, go in one statement and one commit
//!   ([`APPEND_MANY`](super::pg_group_commit::APPEND_MANY), group commit, issue 36), each
//!   answered once that commit is durable; alone, an append is one round trip ([`APPEND`]),
//!   where a locked row took five (`BEGIN`, `SELECT ... FOR UPDATE`, `INSERT`, `UPDATE`,
//!   `COMMIT`); [`PgStore::lock`] is kept for callers that want the row locked.
//! - A game is created in one statement ([`CREATE`]): its row and its tokens.
//! - A step journalled is announced with `NOTIFY` after its commit, by the notes' sender
//!   ([`announce`], every note waiting in one statement, a transaction that writes nothing to
//!   flush), not while this process knows that no other is listening ([`Audience`]).
//! - Each process holds a lease in `leases`, renewed by its heartbeat and dated by the
//!   database's clock; each unfinished game has one owner in `owners`, taken over by a live
//!   process when its owner's lease runs out ([`crate::lease`]).

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use sqlx::postgres::{PgListener, PgPool, PgPoolOptions};
use sqlx::{Postgres, Transaction};
use tokio::sync::{mpsc, oneshot};

use super::migrations::{self, CREATE_TABLE, MIGRATIONS};
use super::pg_group_commit::{self, Pending};
use super::reads::{
    HEARTBEAT, INSERT_EVENT, SELECT_EVENTS, UPDATE_GAME, UPDATE_NAMES, is_conflict,
};
use super::*;

/// The channel on which each committed step is announced, as `GAME_ID:SEQ`; a process that
/// starts listening says so on it with [`HELLO`] and a tag of its own.
pub const CHANNEL: &str = "arbiter_events";

/// The start of the note by which a process that starts listening on [`CHANNEL`] asks the
/// others for their notes ([`Audience`]): `hello:TAG`, `TAG` the process's own.
const HELLO: &str = "hello:";

/// A key for the advisory lock held while migrating, so that two processes starting together do
/// not both migrate.
const MIGRATION_LOCK: i64 = 0x0a4b_1e45;

/// A PostgreSQL database.
#[derive(Clone, Debug)]
pub struct PgStore {
    pool: PgPool,
    /// The lease's own connection ([`LEASE_POOL`]): a renewal never waits behind the requests
    /// for one of the pool's (issue 36: 10,000 games created at once held all 32 past the
    /// renewal's timeout, the lease lapsed, and every game was read again).
    lease: PgPool,
    /// The process ids of the backends that send this process's notes ([`announce`]'s
    /// connection; the group commit's writers, whose statement noted its steps until issue
    /// 36's eighth pass, record theirs still), as
    /// PostgreSQL names them in each note: this process's listener leaves its own notes
    /// (issue 36: it took the lock of every game just moved here, one note a move, and the
    /// other processes' notes queued behind).
    notes_from: Arc<Backends>,
    notes: mpsc::UnboundedSender<String>,
    /// Whether another process may be listening for this one's notes.
    audience: Arc<Audience>,
    /// The group commit's queue (`pg_group_commit.rs`).
    appends: mpsc::Sender<Pending>,
    /// The notes' sender's pool (one connection), where the audience is also read
    /// ([`watch_audience`]).
    notes_pool: PgPool,
}

/// Whether a process's notes may have a listener (issue 36): a note is for the other
/// processes, and PostgreSQL delivers every note to every listener, this process's own too
/// (which leaves it: one delivery a move, and one `NOTIFY` statement every few moves, for
/// nobody). A process alone sends none.
///
/// "Alone" is known, never presumed: a renewal of the lease ([`Storage::renew_lease`]) reads
/// whether another process holds a valid lease, and a finding of none is trusted for
/// [`ALONE_FOR`] after the renewal was sent (the next renewal comes [`crate::lease::RENEW`]
/// later); without one (none yet, or the last too old, or failed) the notes are sent. A
/// process that starts listening says so on the channel ([`HELLO`]) before its first lease
/// may be seen, and each listener that hears it sends its notes for a lease's length
/// ([`crate::lease::TTL`]), by which time its renewals see the newcomer's lease. A step
/// committed between the newcomer's `LISTEN` and the moment the others hear its hello is not
/// announced to it, as a step committed before its `LISTEN` never was (a process that starts
/// reads its games from the journals first, then listens): a note is a hint, and a copy behind
/// its journal catches up at its next note, or at its next append (a conflict, read again).
#[derive(Debug)]
pub(super) struct Audience {
    /// This process's tag in its hello, told apart from the others'.
    tag: u64,
    state: Mutex<Heard>,
    /// The ids of the processes whose lease this store renews ([`Storage::renew_lease`]): one
    /// in a server, the others' leases are the audience ([`watch_audience`]).
    ids: Mutex<Vec<String>>,
}

#[derive(Debug, Default)]
struct Heard {
    /// When the last renewal that found no other process's valid lease was sent (`None` since
    /// one found another, or failed).
    alone: Option<Instant>,
    /// When another process's hello was last heard.
    hello: Option<Instant>,
}

/// How long a renewal's finding that no other process holds a valid lease is trusted, from
/// when the renewal was sent: two renewals' interval.
const ALONE_FOR: Duration = Duration::from_millis(1_000);

impl Audience {
    fn new() -> Audience {
        Audience {
            tag: rand::random(),
            state: Mutex::new(Heard::default()),
            ids: Mutex::new(Vec::new()),
        }
    }

    /// Records `id` as a process whose lease this store renews; whether it is the first (then
    /// the audience is to be watched, [`watch_audience`]).
    fn renews(&self, id: &str) -> bool {
        let mut ids = self.ids.lock().unwrap_or_else(|p| p.into_inner());
        if ids.iter().any(|known| known == id) {
            return false;
        }
        ids.push(id.to_owned());
        ids.len() == 1
    }

    fn ids(&self) -> Vec<String> {
        self.ids.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    fn heard(&self) -> std::sync::MutexGuard<'_, Heard> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Whether notes are to be sent now.
    pub(super) fn listened(&self) -> bool {
        let heard = self.heard();
        let now = Instant::now();
        let alone = heard
            .alone
            .is_some_and(|at| now.saturating_duration_since(at) < ALONE_FOR);
        let greeted = heard
            .hello
            .is_some_and(|at| now.saturating_duration_since(at) < crate::lease::TTL);
        !alone || greeted
    }

    /// A renewal sent at `sent` found `others` processes with a valid lease (`None`: it failed).
    fn renewed(&self, sent: Instant, others: Option<i64>) {
        self.heard().alone = (others == Some(0)).then_some(sent);
    }

    /// Another process's hello.
    fn greeted(&self) {
        self.heard().hello = Some(Instant::now());
    }

    /// This process's hello.
    fn hello(&self) -> String {
        format!("{HELLO}{:016x}", self.tag)
    }
}

/// The process ids of this process's backends that send notes ([`PgStore::notes_from`]): each
/// connection records its own when made; the last [`Backends::KEPT`] are kept (a connection
/// lost is made again under another id). A note is only a hint: should PostgreSQL give an old
/// id to another process's backend, a note of that backend would be left as this process's.
#[derive(Debug, Default)]
pub(super) struct Backends(Mutex<Vec<u32>>);

impl Backends {
    /// Ids kept at most.
    const KEPT: usize = 32;

    /// Records the id of the backend `conn` runs on.
    pub(super) async fn record(&self, conn: &mut sqlx::PgConnection) -> Result<(), sqlx::Error> {
        let (pid,): (i32,) = sqlx::query_as("SELECT pg_backend_pid()")
            .fetch_one(conn)
            .await?;
        let mut ids = self.0.lock().unwrap_or_else(|p| p.into_inner());
        if ids.len() >= Self::KEPT {
            ids.remove(0);
        }
        ids.push(u32::try_from(pid).unwrap_or(0));
        Ok(())
    }

    /// Whether `pid` is one of this process's backends.
    fn holds(&self, pid: u32) -> bool {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .contains(&pid)
    }
}

/// A game's row, locked until this is appended to or dropped (which rolls back).
#[derive(Debug)]
pub struct PgLock {
    tx: Transaction<'static, Postgres>,
    game: String,
    /// The last step journalled, as the database holds it.
    pub seq: i64,
    notes: mpsc::UnboundedSender<String>,
}

/// One append in one statement: the game's row moves from step `$2 - 1` to step `$2` and the
/// step is inserted, or nothing happens when the row is not at `$2 - 1` (no row inserted: a
/// conflict, or no such game). Under PostgreSQL's default isolation (read committed) a second
/// writer of the same step waits for the first's row lock, then finds the row at `$2` and
/// inserts nothing; and the key `(game_id, seq)` refuses a second insert in any case.
pub const APPEND: &str = "WITH moved AS (UPDATE games SET seq = $2, status = $4, result = $5 WHERE id = $1 AND seq = $2 - 1 RETURNING id) INSERT INTO events (game_id, seq, event) SELECT id, $2, $3 FROM moved";

/// A game created in one statement: its row (`$1` id, `$2` config, `$3` seats, `$4` creation
/// time, `$5` White, `$6` Black), and its tokens (`$7` their hashes, `$8` their roles). The
/// tokens' key to the game is checked at the end of the statement, when the row is there.
const CREATE: &str = "WITH game AS (INSERT INTO games (id, config, seats, created_ms, seq, status, result, white, black) VALUES ($1, $2, $3, $4, 0, 'created', NULL, $5, $6) RETURNING id) INSERT INTO tokens (hash, game_id, role) SELECT t.hash, game.id, t.role FROM game, unnest($7::text[], $8::text[]) AS t(hash, role)";

/// Connections of the requests' pool a process holds at most. With the group commit's
/// ([`pg_group_commit::WRITERS`], whatever the number of games in flight), the lease's and
/// the notes', a process holds 34; two processes (and the tests' pools) stay under
/// PostgreSQL's default `max_connections` (100).
const POOL: u32 = 28;

/// How long a request waits for a connection before it is answered 503 (`storage`): load is
/// shed rather than queued without end.
const ACQUIRE: Duration = Duration::from_secs(5);

/// Connections of the lease's own pool ([`PgStore::lease`]): its renewal and takeover run one
/// after the other, on a connection that no request takes; it is made again if lost.
const LEASE_POOL: u32 = 1;

/// Of `$1` (games) at the steps `$2` seen in memory, those whose row is at a later step.
const AHEAD: &str = "SELECT g.id FROM unnest($1::text[], $2::bigint[]) AS h(id, seq) \
     JOIN games g ON g.id = h.id WHERE g.seq > h.seq";

/// The database's clock, ms since the Unix epoch: every lease is dated by it, so that the
/// processes' own clocks need not agree.
const DB_NOW_MS: &str = "(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT";

/// Renews a process's lease: `$1` the process, `$2` the lease's length in ms; answers how many
/// other processes hold a valid lease ([`Audience`]).
fn renew_sql() -> String {
    format!(
        "WITH renewed AS (INSERT INTO leases (server, until_ms) VALUES ($1, {DB_NOW_MS} + $2) \
         ON CONFLICT (server) DO UPDATE SET until_ms = excluded.until_ms RETURNING server) \
         SELECT count(*) FROM leases WHERE server <> $1 AND until_ms >= {DB_NOW_MS}"
    )
}

/// A game's owner after claiming it for `$2` unless it had one: `$1` the game.
const CLAIM: &str = "WITH claimed AS (INSERT INTO owners (game_id, server) VALUES ($1, $2) ON CONFLICT (game_id) DO NOTHING RETURNING server) SELECT server FROM claimed UNION ALL SELECT server FROM owners WHERE game_id = $1";

/// The unfinished games `$1` owns after taking over those whose owner holds no valid lease and
/// those without an owner (each listed once). Concurrent takers serialise on the rows of
/// `owners`: the second re-reads a row the first took, finds its owner alive, and leaves it.
///
/// A game without an owner is taken only once it is older than [`crate::lease::TTL`]: a game
/// is created, then claimed by its creator in a second statement, and a sweep between the two
/// used to take it from its living creator (which then neither ran its clock nor its engines,
/// and another process read it back before its first step). An orphan is a game whose creator
/// died before claiming it, and is taken as a dead owner's game is, a lease's length later.
fn take_over_sql() -> String {
    let grace = i64::try_from(crate::lease::TTL.as_millis()).unwrap_or(i64::MAX);
    format!(
        "WITH alive AS (SELECT server FROM leases WHERE until_ms >= {DB_NOW_MS}), \
         open_games AS (SELECT id, created_ms FROM games WHERE status IN ('created', 'started', 'adjourned')), \
         taken AS (UPDATE owners SET server = $1 WHERE game_id IN (SELECT id FROM open_games) \
           AND server <> $1 AND server NOT IN (SELECT server FROM alive) RETURNING game_id), \
         orphans AS (INSERT INTO owners (game_id, server) SELECT id, $1 FROM open_games g \
           WHERE NOT EXISTS (SELECT 1 FROM owners o WHERE o.game_id = g.id) \
           AND g.created_ms < {DB_NOW_MS} - {grace} \
           ON CONFLICT (game_id) DO NOTHING RETURNING game_id) \
         SELECT game_id FROM taken UNION ALL SELECT game_id FROM orphans \
         UNION ALL SELECT game_id FROM owners WHERE server = $1 AND game_id IN (SELECT id FROM open_games)"
    )
}

/// The games `$1` takes over now, without those it owned already ([`Storage::take_over_new`]):
/// the unfinished games whose owner holds no valid lease, found from `owners` (which names few
/// processes) before any game is read. The games without an owner (orphans: their creator died
/// between the creation and its claim) are left to the full listing ([`take_over_sql`], every
/// [`crate::lease::FULL_EVERY`] renewals). Issue 36, eighth pass: creating 10,000 games at
/// once, the claims waited seconds for a connection behind the creations, and each renewal
/// took the games a lease's length old and not yet claimed, the process's own and the other's
/// (2,713 and 2,376 at one renewal of each of two servers): the hub read each from its journal
/// before its next renewal (3-7 s), the lease lapsed meanwhile, the full renewal after it
/// restarted all 10,000 games (6-15 s more), and the other process, finding the lease lapsed,
/// took them all: the games went from one process to the other until the run's end.
fn take_over_new_sql() -> String {
    format!(
        "WITH alive AS (SELECT server FROM leases WHERE until_ms >= {DB_NOW_MS}) \
         UPDATE owners o SET server = $1 FROM games g \
           WHERE o.server <> $1 AND o.server NOT IN (SELECT server FROM alive) \
           AND g.id = o.game_id AND g.status IN ('created', 'started', 'adjourned') \
           RETURNING o.game_id"
    )
}

/// How many processes other than `$1` (this store's, [`Audience::ids`]) hold a valid lease.
fn others_sql() -> String {
    format!("SELECT count(*) FROM leases WHERE server <> ALL($1) AND until_ms >= {DB_NOW_MS}")
}

/// Whether another process holds a valid lease, read every [`crate::lease::RENEW`] on the
/// notes' connection (`notes`: the lease's is kept for the renewals, which have a deadline),
/// for as long as the store lives ([`Audience`]). The renewals of the lease
/// read it too, but they come from the hub's lease task, which also starts the games a renewal
/// hands over: issue 36, eighth pass, the hub spent 3-15 s starting 2,874 then 10,000 games
/// after one renewal, no renewal came meanwhile, the finding that this process was alone grew
/// older than [`ALONE_FOR`], and every batch went with its notes (for nobody), each commit
/// holding PostgreSQL's lock on the notes' queue through its WAL flush: the statements of the
/// one server's group commit took 50-140 ms at the median, against 3-20 ms once it was alone
/// again. This read does not wait for the hub.
async fn watch_audience(notes: PgPool, audience: std::sync::Weak<Audience>) {
    let mut every = tokio::time::interval(crate::lease::RENEW);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let sql = others_sql();
    loop {
        every.tick().await;
        let Some(audience) = audience.upgrade() else {
            return;
        };
        let ids = audience.ids();
        let sent = Instant::now();
        let others: Result<(i64,), sqlx::Error> =
            sqlx::query_as(&sql).bind(&ids).fetch_one(&notes).await;
        audience.renewed(sent, others.ok().map(|(n,)| n));
    }
}

impl PgStore {
    /// Connections of the requests' pool ([`POOL`]).
    pub const POOL: u32 = POOL;

    /// Connects and brings the schema up to date.
    pub async fn open(url: &str) -> Result<PgStore, StoreError> {
        let pool = PgPoolOptions::new()
            .max_connections(POOL)
            .acquire_timeout(ACQUIRE)
            .connect(url)
            .await
            .map_err(|e| StoreError::Url {
                url: redact(url),
                reason: e.to_string(),
            })?;
        // Made when first used, from the same options (and again if lost): the renewal's
        // timeout bounds its wait (`crate::lease::Lease::renewal_timeout`).
        let lease = PgPoolOptions::new()
            .max_connections(LEASE_POOL)
            .acquire_timeout(crate::lease::Lease::renewal_timeout())
            .connect_lazy_with(pool.connect_options().as_ref().clone());
        let notes_from = Arc::new(Backends::default());
        let announcer = {
            let notes_from = Arc::clone(&notes_from);
            PgPoolOptions::new()
                .max_connections(1)
                .acquire_timeout(ACQUIRE)
                .after_connect(move |conn, _| {
                    let notes_from = Arc::clone(&notes_from);
                    Box::pin(async move { notes_from.record(conn).await })
                })
                .connect_lazy_with(pool.connect_options().as_ref().clone())
        };
        let (notes, queue) = mpsc::unbounded_channel();
        let audience = Arc::new(Audience::new());
        tokio::spawn(announce(announcer.clone(), queue, Arc::clone(&audience)));
        let appends = pg_group_commit::start(
            pg_group_commit::writers(
                pool.connect_options().as_ref().clone(),
                Arc::clone(&notes_from),
            ),
            notes.clone(),
            Arc::clone(&audience),
        );
        let store = PgStore {
            pool,
            lease,
            notes_from,
            notes,
            audience,
            appends,
            notes_pool: announcer,
        };
        store.migrate().await?;
        Ok(store)
    }

    /// The pool (for the sensor journal, `sensors.rs`).
    pub(super) fn pool(&self) -> &PgPool {
        &self.pool
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("SELECT pg_advisory_xact_lock($1)")
            .bind(MIGRATION_LOCK)
            .execute(&mut *tx)
            .await?;
        sqlx::query(CREATE_TABLE).execute(&mut *tx).await?;
        for m in MIGRATIONS {
            migrations::apply::<Postgres>(&mut tx, m).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Locks a game's row for an append (other processes wait until this commits or rolls back).
    pub async fn lock(&self, id: &str) -> Result<PgLock, StoreError> {
        let mut tx = self.pool.begin().await?;
        let row: Option<(i64,)> = sqlx::query_as("SELECT seq FROM games WHERE id = $1 FOR UPDATE")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        let (seq,) = row.ok_or_else(|| StoreError::NotFound(id.to_owned()))?;
        Ok(PgLock {
            tx,
            game: id.to_owned(),
            seq,
            notes: self.notes.clone(),
        })
    }

    /// A connection listening on `CHANNEL`, where each committed step is announced; once it
    /// listens, the other processes are asked for their notes ([`Audience`]).
    pub async fn listener(&self) -> Result<PgListener, StoreError> {
        let mut listener = PgListener::connect_with(&self.pool).await?;
        listener.listen(CHANNEL).await?;
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(self.audience.hello())
            .execute(&self.pool)
            .await?;
        Ok(listener)
    }
}

/// PostgreSQL may be shared by several server processes: a turn locks the game's row and brings
/// the steps the others journalled meanwhile; committed steps are announced on [`CHANNEL`].
impl Storage for PgStore {
    fn halls(&self) -> Option<&dyn HallStorage> {
        Some(&self.pool)
    }

    fn ratings(&self) -> Option<&dyn RatingListStorage> {
        Some(self)
    }

    fn create<'a>(&'a self, game: &'a NewGame) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(create_on(&self.pool, game))
    }

    fn load<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<StoredGame, StoreError>> {
        Box::pin(reads::load(&self.pool, id))
    }

    fn token<'a>(
        &'a self,
        hash: &'a str,
    ) -> BoxFuture<'a, Result<Option<(String, Role)>, StoreError>> {
        Box::pin(reads::token(&self.pool, hash))
    }

    fn list(
        &self,
        status: Option<Status>,
        limit: i64,
    ) -> BoxFuture<'_, Result<Vec<Summary>, StoreError>> {
        Box::pin(reads::list(&self.pool, status, limit))
    }

    fn set_names<'a>(
        &'a self,
        id: &'a str,
        config: &'a Config,
    ) -> BoxFuture<'a, Result<bool, StoreError>> {
        Box::pin(async move {
            let done = sqlx::query(UPDATE_NAMES)
                .bind(write_json(id, config)?)
                .bind(&config.white)
                .bind(&config.black)
                .bind(id)
                .execute(&self.pool)
                .await?;
            Ok(done.rows_affected() == 1)
        })
    }

    fn heartbeat<'a>(&'a self, id: &'a str, now_ms: i64) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(async move {
            sqlx::query(HEARTBEAT)
                .bind(id)
                .bind(now_ms)
                .execute(&self.pool)
                .await?;
            Ok(())
        })
    }

    fn last_alive(&self) -> BoxFuture<'_, Result<Option<i64>, StoreError>> {
        Box::pin(reads::last_alive(&self.pool))
    }

    /// Optimistic: reads and locks nothing; the append, in the group commit, checks that the
    /// game's row is still at `seen`.
    fn turn<'a>(&'a self, id: &'a str, seen: i64) -> BoxFuture<'a, Result<Turn, StoreError>> {
        let _ = (id, seen);
        let writer = PgAppend {
            appends: self.appends.clone(),
        };
        Box::pin(async move {
            Ok(Turn {
                missed: Vec::new(),
                writer: Box::new(writer),
            })
        })
    }

    fn events_after<'a>(
        &'a self,
        id: &'a str,
        seq: i64,
    ) -> BoxFuture<'a, Result<Vec<Step>, StoreError>> {
        Box::pin(reads::events_after(&self.pool, id, seq))
    }

    fn shared(&self) -> bool {
        true
    }

    fn publish<'a>(
        &'a self,
        event: &'a str,
        seq: i64,
        steps: &'a [String],
        games: &'a [NewGame],
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(super::rounds::publish_pg(
            &self.pool, event, seq, steps, games,
        ))
    }

    fn expire_unstarted(
        &self,
        before_ms: i64,
        limit: i64,
    ) -> BoxFuture<'_, Result<Vec<String>, StoreError>> {
        Box::pin(super::rounds::expire_pg(&self.pool, before_ms, limit))
    }

    fn renew_lease<'a>(
        &'a self,
        id: &'a str,
        ttl_ms: i64,
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(async move {
            if self.audience.renews(id) {
                tokio::spawn(watch_audience(
                    self.notes_pool.clone(),
                    Arc::downgrade(&self.audience),
                ));
            }
            let sent = Instant::now();
            let others: Result<(i64,), sqlx::Error> = sqlx::query_as(&renew_sql())
                .bind(id)
                .bind(ttl_ms)
                .fetch_one(&self.lease)
                .await;
            if let Some(trace) = super::pg_trace::tracer() {
                trace.lease(
                    "renew",
                    sent,
                    others
                        .as_ref()
                        .map_or(0, |(n,)| usize::try_from(*n).unwrap_or(0)),
                );
            }
            self.audience
                .renewed(sent, others.as_ref().ok().map(|(n,)| *n));
            others?;
            Ok(())
        })
    }

    fn claim<'a>(&'a self, game: &'a str, id: &'a str) -> BoxFuture<'a, Result<bool, StoreError>> {
        Box::pin(async move {
            let owner: Option<(String,)> = sqlx::query_as(CLAIM)
                .bind(game)
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
            Ok(owner.is_some_and(|(owner,)| owner == id))
        })
    }

    fn take_over<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<Vec<String>, StoreError>> {
        Box::pin(async move {
            let sent = Instant::now();
            let rows: Vec<(String,)> = sqlx::query_as(&take_over_sql())
                .bind(id)
                .fetch_all(&self.lease)
                .await?;
            if let Some(trace) = super::pg_trace::tracer() {
                trace.lease("take_over", sent, rows.len());
            }
            Ok(rows.into_iter().map(|(game,)| game).collect())
        })
    }

    fn take_over_new<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<Vec<String>, StoreError>> {
        Box::pin(async move {
            let sent = Instant::now();
            let rows: Vec<(String,)> = sqlx::query_as(&take_over_new_sql())
                .bind(id)
                .fetch_all(&self.lease)
                .await?;
            if let Some(trace) = super::pg_trace::tracer() {
                trace.lease("take_over_new", sent, rows.len());
            }
            Ok(rows.into_iter().map(|(game,)| game).collect())
        })
    }

    fn ahead<'a>(
        &'a self,
        held: &'a [(String, i64)],
    ) -> BoxFuture<'a, Result<Vec<String>, StoreError>> {
        Box::pin(async move {
            if held.is_empty() {
                return Ok(Vec::new());
            }
            let rows: Vec<(String,)> = sqlx::query_as(AHEAD)
                .bind(held.iter().map(|(id, _)| id.as_str()).collect::<Vec<_>>())
                .bind(held.iter().map(|(_, seq)| *seq).collect::<Vec<_>>())
                .fetch_all(&self.lease)
                .await?;
            Ok(rows.into_iter().map(|(game,)| game).collect())
        })
    }

    fn listen(&self) -> BoxFuture<'_, Result<Option<Notes>, StoreError>> {
        Box::pin(async move {
            let listener = self.listener().await?;
            let own = (Arc::clone(&self.notes_from), Arc::clone(&self.audience));
            let notes =
                futures_util::stream::unfold((listener, own), |(mut listener, own)| async move {
                    loop {
                        match listener.recv().await {
                            // This process's own note: it made the step, and knows it
                            // ([`Backends`]).
                            Ok(note) if own.0.holds(note.process_id()) => {}
                            Ok(note) => {
                                if let Some(tag) = note.payload().strip_prefix(HELLO) {
                                    if tag != format!("{:016x}", own.1.tag) {
                                        own.1.greeted();
                                    }
                                } else if let Some(step) = note_of(note.payload()) {
                                    return Some((Ok(step), (listener, own)));
                                }
                            }
                            Err(e) => return Some((Err(StoreError::Db(e)), (listener, own))),
                        }
                    }
                });
            Ok(Some(Box::pin(notes) as Notes))
        })
    }
}

impl Writer for PgLock {
    fn append(self: Box<Self>, step: Append) -> BoxFuture<'static, Result<(), StoreError>> {
        Box::pin(async move { PgLock::append(*self, &step).await })
    }
}

/// The append of an optimistic turn: queued for the group commit (`pg_group_commit.rs`),
/// answered once its statement has committed.
struct PgAppend {
    appends: mpsc::Sender<Pending>,
}

impl Writer for PgAppend {
    fn append(self: Box<Self>, step: Append) -> BoxFuture<'static, Result<(), StoreError>> {
        Box::pin(async move {
            let (reply, answer) = oneshot::channel();
            let pending = Pending::new(&step, reply)?;
            self.appends
                .send(pending)
                .await
                .map_err(|_| StoreError::Closed)?;
            answer.await.map_err(|_| StoreError::Closed)?
        })
    }
}

/// Creates a game in one statement ([`CREATE`]) on `conn`: the pool, or a transaction that
/// writes more beside it (a rematch's acceptance, `rematches.rs`).
pub(super) async fn create_on<'e, E>(conn: E, game: &NewGame) -> Result<(), StoreError>
where
    E: sqlx::Executor<'e, Database = Postgres>,
{
    let hashes: Vec<&str> = game.tokens.iter().map(|(h, _)| h.as_str()).collect();
    let roles: Vec<&str> = game.tokens.iter().map(|(_, r)| r.as_str()).collect();
    reads::bind_game(sqlx::query(CREATE), game)?
        .bind(hashes)
        .bind(roles)
        .execute(conn)
        .await?;
    Ok(())
}

/// Reads a note `GAME_ID:SEQ`; anything else is no note of ours.
fn note_of(payload: &str) -> Option<(String, i64)> {
    let (id, seq) = payload.rsplit_once(':')?;
    Some((id.to_owned(), seq.parse().ok()?))
}

impl PgLock {
    /// The steps journalled after `seq` (by other processes), in order.
    pub async fn events_after(&mut self, seq: i64) -> Result<Vec<(i64, Event)>, StoreError> {
        let rows: Vec<(i64, String)> = sqlx::query_as(SELECT_EVENTS)
            .bind(&self.game)
            .bind(seq)
            .fetch_all(&mut *self.tx)
            .await?;
        read_events(&self.game, rows)
    }

    /// Appends the step, announces it, and commits: returns once the commit is durable.
    pub async fn append(mut self, a: &Append) -> Result<(), StoreError> {
        let event = write_json(&a.game_id, &a.event)?;
        let inserted = sqlx::query(INSERT_EVENT)
            .bind(&a.game_id)
            .bind(a.seq)
            .bind(event)
            .execute(&mut *self.tx)
            .await;
        match inserted {
            Err(e) if is_conflict(&e) => {
                return Err(StoreError::Conflict {
                    game: a.game_id.clone(),
                    seq: a.seq,
                });
            }
            other => other?,
        };
        sqlx::query(UPDATE_GAME)
            .bind(a.seq)
            .bind(a.status.as_str())
            .bind(&a.result)
            .bind(&a.game_id)
            .execute(&mut *self.tx)
            .await?;
        self.tx.commit().await?;
        // Announced after the commit, outside it: a NOTIFY inside the transaction would make
        // PostgreSQL serialise every commit. The note is only a hint: a process that misses it
        // catches up from the journal at its next append or note for that game.
        let _ = self.notes.send(format!("{}:{}", a.game_id, a.seq));
        Ok(())
    }
}

/// Sends the notes of committed steps, every note waiting in one statement, on the notes' own
/// connection (`pool`: one, held from one statement to the next; its backend's id is
/// [`PgStore::notes_from`]); leaves them while no other process listens ([`Audience`]).
async fn announce(
    pool: PgPool,
    mut queue: mpsc::UnboundedReceiver<String>,
    audience: Arc<Audience>,
) {
    let mut batch = Vec::new();
    let mut conn = pg_group_commit::Held::new(pool);
    while queue.recv_many(&mut batch, 1024).await > 0 {
        if !audience.listened() {
            batch.clear();
            continue;
        }
        let sent = match conn.get().await {
            Ok(c) => {
                sqlx::query("SELECT pg_notify($1, note) FROM unnest($2::text[]) AS note")
                    .bind(CHANNEL)
                    .bind(&batch)
                    .execute(c)
                    .await
            }
            Err(e) => Err(e),
        };
        if let Err(e) = sent {
            conn.after(&e);
            tracing::warn!(error = %e, notes = batch.len(), "notes to other processes not sent");
        }
        batch.clear();
    }
}

/// The URL without its password, for messages.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let user = &url[scheme + 3..at];
            let user = user.split(':').next().unwrap_or("");
            format!("{}{user}:***{}", &url[..scheme + 3], &url[at..])
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn issue_36_notes_are_sent_unless_a_recent_renewal_found_no_other_process() {
        let audience = Audience::new();
        assert!(audience.listened(), "nothing known yet: sent");
        audience.renewed(Instant::now(), Some(0));
        assert!(!audience.listened(), "alone, as a renewal just found");
        audience.renewed(Instant::now(), Some(1));
        assert!(audience.listened(), "another process holds a lease");
        audience.renewed(Instant::now(), Some(0));
        audience.renewed(Instant::now(), None);
        assert!(audience.listened(), "the last renewal failed: sent");
        if let Some(long_ago) = Instant::now().checked_sub(ALONE_FOR * 2) {
            audience.renewed(long_ago, Some(0));
            assert!(audience.listened(), "found alone too long ago: sent");
        }
        audience.renewed(Instant::now(), Some(0));
        audience.greeted();
        assert!(audience.listened(), "another process said it listens");
    }

    #[test]
    fn issue_36_two_processes_say_hello_apart() {
        let (a, b) = (Audience::new(), Audience::new());
        assert!(a.hello().starts_with(HELLO));
        assert_ne!(a.hello(), b.hello());
        assert_eq!(note_of("abc:12"), Some(("abc".to_owned(), 12)));
    }
}
