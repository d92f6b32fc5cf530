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
    let new_game = |id: &str| server::store::NewGame {
        id: id.to_owned(),
        config: protocol::Config::default(),
        seats: protocol::Seats::default(),
        created_ms: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX)),
        tokens: Vec::new(),
    };
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
