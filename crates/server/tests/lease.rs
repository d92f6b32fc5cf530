//! One owner per game on a shared PostgreSQL (issue 26, point 5): two hubs share a database,
//! only the owner of a game runs its flag timer; the owner dies, the other takes the game over
//! within a few seconds, and the flag falls exactly once (Art. 6.8, 6.9).
//!
//! Needs PostgreSQL named by `ARBITER_TEST_PG`; without it the test says it was left out.

use std::time::{Duration, Instant};

use crate::common::*;
use protocol::{Action, CreateGame};
use server::lease;
use server::store::Store;
use server::{Hub, Options};

/// Whether `ARBITER_TEST_PG` names a PostgreSQL server; if not, says plainly that the test was
/// left out.
fn pg_given(test: &str) -> bool {
    if std::env::var_os("ARBITER_TEST_PG").is_some() {
        return true;
    }
    eprintln!("{test}: LEFT OUT: ARBITER_TEST_PG is not set (this test needs PostgreSQL)");
    false
}

/// Waits until `check` holds, at most `limit`; how long it took, or `None`.
async fn until(limit: Duration, mut check: impl FnMut() -> bool) -> Option<Duration> {
    let from = Instant::now();
    while from.elapsed() < limit {
        if check() {
            return Some(from.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    None
}

/// Art. 6.8: a flag falls when it falls; issue 26 point 5: it is noticed once, by the game's one
/// owner. A creates the game and owns it, B holds a copy but runs no timer. A dies (it stops
/// renewing its lease and gives it up, as a process killed with `kill -9` stops renewing); B
/// takes the game over within the lease's length, and its timer journals the fall: the journal
/// holds the start and one tick, nothing else, and nothing more comes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_the_owner_dies_the_other_takes_the_game_over_and_the_flag_falls_once() {
    if !pg_given("postgres_the_owner_dies_the_other_takes_the_game_over_and_the_flag_falls_once") {
        return;
    }
    let url = fresh_pg().await;
    let hub_a = Hub::new(
        Store::open(&url).await.expect("A's pool"),
        Options::default(),
    );
    let hub_b = Hub::new(
        Store::open(&url).await.expect("B's pool"),
        Options::default(),
    );
    hub_a.spawn_lease();
    hub_b.spawn_lease();
    hub_b.spawn_listener().await.expect("B listens");
    assert!(
        until(Duration::from_secs(5), || hub_a.lease.valid()
            && hub_b.lease.valid())
        .await
        .is_some(),
        "both leases within 5 s"
    );
    // Six seconds for the whole game (Art. 6.1), White on move from the start.
    let body: CreateGame =
        serde_json::from_str(r#"{"config":{"time_control":"6"},"start":true}"#).expect("a body");
    let (live, _) = hub_a.create(body).await.expect("created on A");
    let id = live.id.clone();
    assert!(hub_a.lease.owns(&id), "the creator owns the game");
    hub_b.get(&id).await.expect("B holds a copy");
    assert!(!hub_b.lease.owns(&id), "B runs no timer for it");
    // B's renewals do not take a game whose owner is alive.
    tokio::time::sleep(lease::RENEW * 3).await;
    assert!(hub_a.lease.owns(&id) && !hub_b.lease.owns(&id));

    // A dies.
    hub_a.stop_lease();
    assert!(!hub_a.lease.owns(&id));
    let took = until(lease::TTL + lease::RENEW * 4, || hub_b.lease.owns(&id))
        .await
        .expect("B takes the game over within a few seconds");
    eprintln!("B took the game over {took:?} after A died");
    assert!(
        took >= Duration::from_millis(1_000),
        "not before A's lease ran out: {took:?}"
    );

    // The fall, at 6 s, journalled by B's timer once.
    let store = hub_b.store().clone();
    let deadline = Instant::now() + Duration::from_secs(12);
    let stored = loop {
        let stored = store.load(&id).await.expect("stored");
        if stored.events.len() >= 2 || Instant::now() > deadline {
            break stored;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(
        stored.events.len(),
        2,
        "start and the fall: {:?}",
        stored.events
    );
    assert!(matches!(stored.events[0].action, Action::Start));
    assert!(matches!(stored.events[1].action, Action::Tick));
    let (_, states) = game::Game::replay(stored.config.clone(), &stored.events).expect("replays");
    let result = states[1].result.as_ref().expect("over");
    assert_eq!(result.reason, laws::Reason::TimeForfeit, "Art. 6.9");
    assert_eq!(result.result.to_string(), "0-1");
    // Nothing more: neither A's old timer nor a second notice.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(journal_len(&store, &id).await, 2, "the flag fell once");
    let view = hub_a.get(&id).await.expect("A still serves the game");
    let _ = view;
}

/// The flake of `store::postgres_two_hubs_share_a_game_through_the_turn_and_the_notes` (and of
/// "the creator owns the game" above): a game is created, then claimed by its creator in a
/// second statement; another process's sweep between the two took it as an orphan, so the
/// creator did not own it and the taker read it back before its first step. A game without an
/// owner is now taken only once it is a lease's length old: its creator claims it first; an
/// orphan whose creator died before claiming it is still taken, a lease's length later.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_a_game_just_created_is_its_creators_to_claim_not_an_orphan_to_take() {
    if !pg_given("postgres_a_game_just_created_is_its_creators_to_claim_not_an_orphan_to_take") {
        return;
    }
    let url = fresh_pg().await;
    let store = Store::open(&url).await.expect("a pool");
    let ttl = i64::try_from(lease::TTL.as_millis()).expect("ms");
    for server in ["creator", "taker"] {
        store.renew_lease(server, ttl).await.expect("a lease");
    }
    // Created; the other process sweeps before the creator claims it.
    store.create(&new_game("fresh001")).await.expect("created");
    let swept = store.take_over("taker").await.expect("a sweep");
    assert!(
        !swept.contains(&"fresh001".to_owned()),
        "a game a moment old is not an orphan: {swept:?}"
    );
    assert!(
        store.claim("fresh001", "creator").await.expect("a claim"),
        "its creator owns it"
    );
    // A creator that died between the two statements: its game is taken a lease's length later.
    store.create(&new_game("orphan01")).await.expect("created");
    assert!(
        !store
            .take_over("taker")
            .await
            .expect("a sweep")
            .contains(&"orphan01".to_owned())
    );
    tokio::time::sleep(lease::TTL + Duration::from_millis(200)).await;
    for server in ["creator", "taker"] {
        store.renew_lease(server, ttl).await.expect("renewed");
    }
    let swept = store.take_over("taker").await.expect("a sweep");
    assert!(
        swept.contains(&"orphan01".to_owned()),
        "the orphan is taken: {swept:?}"
    );
    assert!(
        !swept.contains(&"fresh001".to_owned()),
        "the creator's game stays its own while its lease is renewed: {swept:?}"
    );
}

/// Issue 36: creating 10,000 games at once held every connection of the requests' pool, a
/// renewal of the lease waited for one past its timeout, and the lease lapsed. The lease now has
/// a connection of its own: with every connection of the pool taken (each by a locked row), a
/// request waits, and the renewal, the takeover and the catch-up's query still answer in time.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_issue_36_the_lease_is_renewed_while_every_request_connection_is_taken() {
    if !pg_given("postgres_issue_36_the_lease_is_renewed_while_every_request_connection_is_taken") {
        return;
    }
    use server::store::{PgStore, Storage};
    let url = fresh_pg().await;
    let pg = PgStore::open(&url).await.expect("a pool");
    let ids: Vec<String> = (0..PgStore::POOL).map(|i| format!("full{i:04}")).collect();
    for id in &ids {
        pg.create(&new_game(id)).await.expect("created");
    }
    let mut locks = Vec::new();
    for id in &ids {
        locks.push(pg.lock(id).await.expect("a row locked, a connection held"));
    }
    assert!(
        tokio::time::timeout(Duration::from_millis(300), pg.load(&ids[0]))
            .await
            .is_err(),
        "every connection of the pool is taken: a request waits"
    );
    let ttl = i64::try_from(lease::TTL.as_millis()).expect("ms");
    let in_time = lease::Lease::renewal_timeout();
    let renewed = tokio::time::timeout(in_time, async {
        pg.renew_lease("alone", ttl).await?;
        let all = pg.take_over("alone").await?;
        let new = pg.take_over_new("alone").await?;
        let seen: Vec<(String, i64)> = ids.iter().map(|id| (id.clone(), 0)).collect();
        let ahead = pg.ahead(&seen).await?;
        Ok::<_, server::store::StoreError>((all, new, ahead))
    })
    .await;
    let (all, new, ahead) = renewed
        .expect("renewed within the renewal's timeout")
        .expect("renewed");
    assert!(
        all.is_empty() && new.is_empty(),
        "games a moment old are nobody's to take"
    );
    assert!(ahead.is_empty(), "every game at step 0, as seen: {ahead:?}");
    drop(locks);
    pg.load(&ids[0]).await.expect("the pool answers again");
}

/// A game's row for the store's own tests, created now, without tokens.
fn new_game(id: &str) -> server::store::NewGame {
    server::store::NewGame {
        id: id.to_owned(),
        config: protocol::Config::default(),
        seats: protocol::Seats::default(),
        created_ms: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX)),
        tokens: Vec::new(),
    }
}

/// Issue 36: after a lapse of its lease a process owns again every game it holds, and each
/// read its journal (one query a game: 10,000 at once). Now one query finds the copies behind
/// their journal, and only those read it. A holds three games; B plays a move in the second
/// (A, not listening, does not see it); A's lease lapses and is renewed: the second game alone
/// is read, and A's copy shows B's move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_issue_36_after_a_lapse_only_the_games_behind_read_their_journal() {
    if !pg_given("postgres_issue_36_after_a_lapse_only_the_games_behind_read_their_journal") {
        return;
    }
    let url = fresh_pg().await;
    let reads = Arc::new(StdMutex::new(Vec::new()));
    let counted = Counting {
        inner: Store::open(&url).await.expect("A's pool"),
        reads: Arc::clone(&reads),
    };
    let (hub_a, app_a) = app_of(Store::new(counted));
    let (hub_b, app_b) = app_of(Store::open(&url).await.expect("B's pool"));
    hub_a.spawn_lease();
    hub_b.spawn_lease();
    assert!(
        until(Duration::from_secs(5), || hub_a.lease.valid()
            && hub_b.lease.valid())
        .await
        .is_some(),
        "both leases within 5 s"
    );
    let body = r#"{"config":{"time_control":"-"},"start":true}"#;
    let mut games = Vec::new();
    for _ in 0..3 {
        games.push(create(&app_a, body).await);
    }
    assert!(games.iter().all(|g| hub_a.lease.owns(&g.id)));
    play(&app_b, &games[1], &["e4"]).await;
    assert_eq!(
        view(&app_a, &games[1].id).await["seq"],
        1,
        "A has not seen it"
    );
    reads.lock().expect("reads").clear();

    // A's lease lapses, and is renewed: every game is A's to run again.
    hub_a.stop_lease();
    hub_a.spawn_lease();
    assert!(
        until(Duration::from_secs(5), || games
            .iter()
            .all(|g| hub_a.lease.owns(&g.id)))
        .await
        .is_some(),
        "A owns its games again"
    );
    assert!(
        until(Duration::from_secs(5), || !reads
            .lock()
            .expect("reads")
            .is_empty())
        .await
        .is_some(),
        "the game behind is read"
    );
    tokio::time::sleep(lease::RENEW * 2).await;
    assert_eq!(
        *reads.lock().expect("reads"),
        vec![games[1].id.clone()],
        "only the game behind its journal read it"
    );
    let seen = view(&app_a, &games[1].id).await;
    assert_eq!(seen["seq"], 2, "A caught up with B's move: {seen}");
    assert_eq!(seen["moves"], serde_json::json!(["e2e4"]), "{seen}");
    for g in [&games[0], &games[2]] {
        assert_eq!(view(&app_a, &g.id).await["seq"], 1);
    }
}

/// A store that records which games' journals are read after a step ([`Storage::events_after`])
/// and otherwise does what the store under it does.
#[derive(Debug)]
struct Counting {
    inner: Store,
    reads: Arc<StdMutex<Vec<String>>>,
}

use futures_util::future::BoxFuture;
use server::store::rematches::RematchNotes;
use server::store::{
    Acceptance, HallStorage, NewGame, Notes, RatingListStorage, RematchStorage, SensorRow,
    SensorStorage, Status, Step, Storage, StoreError, StoredGame, StoredRematch, Summary, Turn,
};
use std::sync::{Arc, Mutex as StdMutex};

impl Storage for Counting {
    fn create<'a>(&'a self, game: &'a NewGame) -> BoxFuture<'a, Result<(), StoreError>> {
        self.inner.create(game)
    }
    fn load<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<StoredGame, StoreError>> {
        self.inner.load(id)
    }
    fn set_names<'a>(
        &'a self,
        id: &'a str,
        config: &'a protocol::Config,
    ) -> BoxFuture<'a, Result<bool, StoreError>> {
        self.inner.set_names(id, config)
    }
    fn token<'a>(
        &'a self,
        hash: &'a str,
    ) -> BoxFuture<'a, Result<Option<(String, server::store::Role)>, StoreError>> {
        self.inner.token(hash)
    }
    fn list(
        &self,
        status: Option<Status>,
        limit: i64,
    ) -> BoxFuture<'_, Result<Vec<Summary>, StoreError>> {
        self.inner.list(status, limit)
    }
    fn heartbeat<'a>(&'a self, id: &'a str, now_ms: i64) -> BoxFuture<'a, Result<(), StoreError>> {
        self.inner.heartbeat(id, now_ms)
    }
    fn last_alive(&self) -> BoxFuture<'_, Result<Option<i64>, StoreError>> {
        self.inner.last_alive()
    }
    fn turn<'a>(&'a self, id: &'a str, seen: i64) -> BoxFuture<'a, Result<Turn, StoreError>> {
        self.inner.turn(id, seen)
    }
    fn events_after<'a>(
        &'a self,
        id: &'a str,
        seq: i64,
    ) -> BoxFuture<'a, Result<Vec<Step>, StoreError>> {
        self.reads.lock().expect("reads").push(id.to_owned());
        self.inner.events_after(id, seq)
    }
    fn publish<'a>(
        &'a self,
        event: &'a str,
        seq: i64,
        steps: &'a [String],
        games: &'a [NewGame],
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        self.inner.publish(event, seq, steps, games)
    }
    fn expire_unstarted(
        &self,
        before_ms: i64,
        limit: i64,
    ) -> BoxFuture<'_, Result<Vec<String>, StoreError>> {
        self.inner.expire_unstarted(before_ms, limit)
    }
    fn shared(&self) -> bool {
        self.inner.shared()
    }
    fn listen(&self) -> BoxFuture<'_, Result<Option<Notes>, StoreError>> {
        self.inner.listen()
    }
    fn halls(&self) -> Option<&dyn HallStorage> {
        self.inner.halls()
    }
    fn ratings(&self) -> Option<&dyn RatingListStorage> {
        self.inner.ratings()
    }
    fn renew_lease<'a>(
        &'a self,
        id: &'a str,
        ttl_ms: i64,
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        self.inner.renew_lease(id, ttl_ms)
    }
    fn claim<'a>(&'a self, game: &'a str, id: &'a str) -> BoxFuture<'a, Result<bool, StoreError>> {
        self.inner.claim(game, id)
    }
    fn take_over<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<Vec<String>, StoreError>> {
        self.inner.take_over(id)
    }
    fn take_over_new<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<Vec<String>, StoreError>> {
        self.inner.take_over_new(id)
    }
    fn ahead<'a>(
        &'a self,
        held: &'a [(String, i64)],
    ) -> BoxFuture<'a, Result<Vec<String>, StoreError>> {
        self.inner.ahead(held)
    }
}

impl SensorStorage for Counting {
    fn append_sensors<'a>(
        &'a self,
        game: &'a str,
        row: &'a SensorRow,
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        self.inner.append_sensors(game, row)
    }
    fn sensors<'a>(&'a self, game: &'a str) -> BoxFuture<'a, Result<Vec<SensorRow>, StoreError>> {
        self.inner.sensors(game)
    }
}

impl RematchStorage for Counting {
    fn rematch<'a>(
        &'a self,
        game: &'a str,
    ) -> BoxFuture<'a, Result<Option<StoredRematch>, StoreError>> {
        self.inner.rematch(game)
    }
    fn offer_rematch<'a>(
        &'a self,
        game: &'a str,
        by: protocol::Side,
        by_hash: &'a str,
    ) -> BoxFuture<'a, Result<bool, StoreError>> {
        self.inner.offer_rematch(game, by, by_hash)
    }
    fn withdraw_rematch<'a>(&'a self, game: &'a str) -> BoxFuture<'a, Result<bool, StoreError>> {
        self.inner.withdraw_rematch(game)
    }
    fn accept_rematch<'a>(
        &'a self,
        accept: &'a Acceptance,
    ) -> BoxFuture<'a, Result<bool, StoreError>> {
        self.inner.accept_rematch(accept)
    }
    fn listen_rematches(&self) -> BoxFuture<'_, Result<Option<RematchNotes>, StoreError>> {
        self.inner.listen_rematches()
    }
}
