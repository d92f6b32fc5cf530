//! The store, the same tests against SQLite, PostgreSQL and the store in memory (one test per
//! backend, in the modules `sqlite`, `postgres` and `memory`; the memory store is not reopened):
//! round trips, steps in order, one writer per step, tokens by hash, lists by status,
//! heartbeats, reopening, replay; then a hub restarted on the store, two hubs sharing a
//! PostgreSQL database, and SQLite's writes waiting their turn behind another connection's.

use std::time::Duration;

use crate::common::*;
use axum::http::StatusCode;
use protocol::{Action, Config, Event, Journal, Seat, Seats, Side};
use server::store::{Append, NewGame, PgStore, Role, Status, Store, StoreError};
use server::{Hub, Options};

/// Makes one `#[tokio::test]` in module `$module` on `$backend` for each named
/// `async fn(Backend)`.
macro_rules! on_backend {
    ($module:ident, $backend:ident: $($name:ident),* $(,)?) => {
        mod $module {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(super::Backend::$backend).await
                }
            )*
        }
    };
}

/// The same tests on each durable backend, and on the store in memory where they do not reopen
/// the database.
macro_rules! every_backend {
    (durable: $($durable:ident),* $(,)?; all: $($name:ident),* $(,)?) => {
        on_backend!(sqlite, Sqlite: $($durable,)* $($name),*);
        on_backend!(postgres, Postgres: $($durable,)* $($name),*);
        on_backend!(memory, Memory: $($name),*);
    };
}

every_backend!(
    durable:
        reopening_the_store_keeps_everything,
        a_new_hub_on_the_same_store_shows_the_same_game;
    all:
        create_and_load_round_trip,
        appended_steps_load_in_order,
        appending_an_existing_step_is_a_conflict,
        two_writers_cannot_both_append_the_same_step,
        a_token_is_found_by_its_hash_only,
        games_are_listed_by_status,
        heartbeat_and_last_alive,
        a_journal_replays_to_the_same_states,
        many_games_append_at_once_each_answered_for_itself,
);

fn config() -> Config {
    Config {
        time_control: "300+2".to_owned(),
        white: "Alice".to_owned(),
        black: "Bob".to_owned(),
        ..Config::default()
    }
}

fn new_game(id: &str, created_ms: i64) -> NewGame {
    NewGame {
        id: id.to_owned(),
        config: config(),
        seats: Seats {
            white: Seat::Human,
            black: Seat::Engine {
                engine: "stockfish".to_owned(),
                level: 7,
            },
        },
        created_ms,
        tokens: vec![
            (server::tokens::hash(&format!("{id}-white")), Role::White),
            (server::tokens::hash(&format!("{id}-black")), Role::Black),
            (
                server::tokens::hash(&format!("{id}-arbiter")),
                Role::Arbiter,
            ),
        ],
    }
}

/// The opening's events: start (Art. 6.6), then e4 e5 Nf3 Nc6, a second apart.
fn opening() -> Vec<Event> {
    let mut events = vec![Event::new(10, Action::Start)];
    for (i, text) in ["e4", "e5", "Nf3", "Nc6"].iter().enumerate() {
        events.push(Event::new(
            1_000 * (i as u64 + 1),
            Action::Move {
                by: if i % 2 == 0 { Side::White } else { Side::Black },
                text: (*text).to_owned(),
                offer_draw: false,
            },
        ));
    }
    events
}

fn step(id: &str, seq: i64, event: Event, status: Status) -> Append {
    Append {
        game_id: id.to_owned(),
        seq,
        event,
        status,
        result: None,
    }
}

/// Appends a step as the hub does: in the writer's turn (SQLite through its writer task,
/// PostgreSQL under the row lock).
async fn append(store: &Store, a: Append) -> Result<(), StoreError> {
    let turn = store.turn(&a.game_id, a.seq - 1).await?;
    turn.writer.append(a).await
}

async fn append_all(store: &Store, id: &str, events: &[Event]) {
    for (i, event) in events.iter().enumerate() {
        let status = Status::Started;
        append(store, step(id, i as i64 + 1, event.clone(), status))
            .await
            .expect("appended");
    }
}

fn sorted(mut tokens: Vec<(String, Role)>) -> Vec<(String, String)> {
    tokens.sort_by(|a, b| a.0.cmp(&b.0));
    tokens
        .into_iter()
        .map(|(h, r)| (h, r.as_str().to_owned()))
        .collect()
}

/// A game is read back as it was created: config, seats, creation time, tokens' hashes.
async fn create_and_load_round_trip(backend: Backend) {
    let fx = fixture(backend).await;
    let game = new_game("round1", 1_700_000_000_123);
    fx.store.create(&game).await.expect("created");
    let stored = fx.store.load("round1").await.expect("loaded");
    assert_eq!(stored.id, "round1");
    assert_eq!(stored.config, game.config);
    assert_eq!(stored.seats, game.seats);
    assert_eq!(stored.created_ms, game.created_ms);
    assert!(stored.events.is_empty());
    assert_eq!(sorted(stored.tokens), sorted(game.tokens.clone()));
    assert!(
        matches!(fx.store.load("nothere").await, Err(StoreError::NotFound(id)) if id == "nothere"),
        "{backend:?}: an unknown game is NotFound"
    );
    // The same id cannot be created twice.
    assert!(fx.store.create(&game).await.is_err(), "{backend:?}");
}

/// Steps are read back in the order of their numbers, with their times.
async fn appended_steps_load_in_order(backend: Backend) {
    let fx = fixture(backend).await;
    fx.store
        .create(&new_game("order1", 1))
        .await
        .expect("created");
    fx.store
        .create(&new_game("order2", 2))
        .await
        .expect("created");
    let events = opening();
    // Interleave two games' appends: each journal keeps its own order.
    for (i, event) in events.iter().enumerate() {
        let seq = i as i64 + 1;
        append(
            &fx.store,
            step("order1", seq, event.clone(), Status::Started),
        )
        .await
        .expect("order1");
        if i < 2 {
            append(
                &fx.store,
                step("order2", seq, event.clone(), Status::Started),
            )
            .await
            .expect("order2");
        }
    }
    let stored = fx.store.load("order1").await.expect("loaded");
    assert_eq!(stored.events, events, "{backend:?}");
    assert_eq!(
        fx.store.load("order2").await.expect("loaded").events,
        events[..2]
    );
}

/// `events (game_id, seq)` is the key: a step already journalled cannot be written again, and
/// the first stays as it was.
async fn appending_an_existing_step_is_a_conflict(backend: Backend) {
    let fx = fixture(backend).await;
    fx.store
        .create(&new_game("conf1", 1))
        .await
        .expect("created");
    let events = opening();
    append_all(&fx.store, "conf1", &events[..2]).await;
    let again = step("conf1", 2, events[2].clone(), Status::Started);
    match append(&fx.store, again).await {
        Err(StoreError::Conflict { game, seq }) => assert_eq!((game.as_str(), seq), ("conf1", 2)),
        other => panic!("{backend:?}: expected a conflict, got {other:?}"),
    }
    let stored = fx.store.load("conf1").await.expect("loaded");
    assert_eq!(
        stored.events,
        events[..2],
        "{backend:?}: the first step 2 stands"
    );
    // The game row was not moved on by the refused step.
    let listed = fx.store.list(None, 10).await.expect("list");
    assert_eq!(listed[0].seq, 2, "{backend:?}: {listed:?}");
}

/// Two writers append the same step at once: exactly one wins; the other gets a conflict.
/// SQLite: two appends through the single writer (in memory: under the tables' lock). PostgreSQL: two row locks; the second waits
/// for the first to commit, then sees the new step number, and its stale step is refused.
async fn two_writers_cannot_both_append_the_same_step(backend: Backend) {
    let fx = fixture(backend).await;
    fx.store
        .create(&new_game("race1", 1))
        .await
        .expect("created");
    let events = opening();
    append_all(&fx.store, "race1", &events[..1]).await;
    let mine = step("race1", 2, events[1].clone(), Status::Started);
    let mut theirs = step("race1", 2, events[2].clone(), Status::Started);
    theirs.event.t = 1_500;
    match backend {
        Backend::Sqlite | Backend::Memory => {
            let s = &fx.store;
            let (first, second) = tokio::join!(s.turn("race1", 1), s.turn("race1", 1));
            let (first, second) = (first.expect("a turn"), second.expect("a turn"));
            let (a, b) = tokio::join!(
                first.writer.append(mine.clone()),
                second.writer.append(theirs.clone())
            );
            let conflicts = [&a, &b]
                .iter()
                .filter(|r| matches!(r, Err(StoreError::Conflict { seq: 2, .. })))
                .count();
            assert_eq!(conflicts, 1, "{a:?} {b:?}");
            assert!(a.is_ok() != b.is_ok(), "one wins: {a:?} {b:?}");
        }
        Backend::Postgres => {
            // The row lock itself, on a second connection pool to the same database.
            let p = PgStore::open(&fx.url).await.expect("opened");
            let first = p.lock("race1").await.expect("locked");
            assert_eq!(first.seq, 1);
            let other = p.clone();
            let second = tokio::spawn(async move { other.lock("race1").await });
            tokio::time::sleep(Duration::from_millis(100)).await;
            assert!(
                !second.is_finished(),
                "the second writer waits for the row lock"
            );
            first.append(&mine).await.expect("the first writer appends");
            let second = second.await.expect("joined").expect("locked in turn");
            assert_eq!(second.seq, 2, "the second writer sees the first one's step");
            match second.append(&theirs).await {
                Err(StoreError::Conflict { seq: 2, .. }) => {}
                other => panic!("expected a conflict, got {other:?}"),
            }
        }
    }
    let stored = fx.store.load("race1").await.expect("loaded");
    assert_eq!(stored.events.len(), 2, "{backend:?}: one step 2, not two");
}

/// A token is found by its SHA-256 only, never by itself.
async fn a_token_is_found_by_its_hash_only(backend: Backend) {
    let fx = fixture(backend).await;
    fx.store
        .create(&new_game("tok1", 1))
        .await
        .expect("created");
    fx.store
        .create(&new_game("tok2", 2))
        .await
        .expect("created");
    for (token, game, role) in [
        ("tok1-white", "tok1", Role::White),
        ("tok1-arbiter", "tok1", Role::Arbiter),
        ("tok2-black", "tok2", Role::Black),
    ] {
        let found = fx
            .store
            .token(&server::tokens::hash(token))
            .await
            .expect("looked up");
        assert_eq!(found, Some((game.to_owned(), role)), "{backend:?}: {token}");
        assert_eq!(fx.store.token(token).await.expect("looked up"), None);
    }
    let unknown = server::tokens::hash("nobody");
    assert_eq!(fx.store.token(&unknown).await.expect("looked up"), None);
}

/// Games are listed by the status their last step left, newest first, within the limit.
async fn games_are_listed_by_status(backend: Backend) {
    let fx = fixture(backend).await;
    for (i, id) in ["listc", "lists", "listf", "lista"].iter().enumerate() {
        fx.store
            .create(&new_game(id, 1_000 + i as i64))
            .await
            .expect("created");
    }
    let events = opening();
    append_all(&fx.store, "lists", &events[..2]).await;
    append(
        &fx.store,
        step("listf", 1, events[0].clone(), Status::Started),
    )
    .await
    .expect("start");
    let resign = Event::new(2_000, Action::Resign { by: Side::White });
    let mut end = step("listf", 2, resign, Status::Finished);
    end.result = Some("0-1".to_owned());
    append(&fx.store, end).await.expect("resigned");
    append(
        &fx.store,
        step("lista", 1, events[0].clone(), Status::Adjourned),
    )
    .await
    .expect("adjourned");
    let ids = |list: Vec<server::store::Summary>| -> Vec<String> {
        list.into_iter().map(|s| s.id).collect()
    };
    let list = |status| fx.store.list(status, 100);
    assert_eq!(
        ids(list(Some(Status::Created)).await.expect("list")),
        ["listc"]
    );
    assert_eq!(
        ids(list(Some(Status::Started)).await.expect("list")),
        ["lists"]
    );
    assert_eq!(
        ids(list(Some(Status::Adjourned)).await.expect("list")),
        ["lista"]
    );
    let finished = list(Some(Status::Finished)).await.expect("list");
    assert_eq!(finished.len(), 1, "{backend:?}");
    assert_eq!(finished[0].id, "listf");
    assert_eq!(finished[0].status, "finished");
    assert_eq!(finished[0].result.as_deref(), Some("0-1"));
    assert_eq!(finished[0].seq, 2);
    assert_eq!(
        (finished[0].white.as_str(), finished[0].black.as_str()),
        ("Alice", "Bob")
    );
    assert_eq!(
        ids(list(None).await.expect("list")),
        ["lista", "listf", "lists", "listc"],
        "{backend:?}: newest first"
    );
    assert_eq!(
        ids(fx.store.list(None, 2).await.expect("list")),
        ["lista", "listf"]
    );
}

/// The heartbeat notes each server's last sign of life; `last_alive` is the latest of all.
async fn heartbeat_and_last_alive(backend: Backend) {
    let fx = fixture(backend).await;
    assert_eq!(
        fx.store.last_alive().await.expect("read"),
        None,
        "{backend:?}"
    );
    fx.store.heartbeat("a", 1_000).await.expect("beat");
    assert_eq!(fx.store.last_alive().await.expect("read"), Some(1_000));
    fx.store.heartbeat("b", 5_000).await.expect("beat");
    fx.store.heartbeat("a", 3_000).await.expect("beat");
    assert_eq!(fx.store.last_alive().await.expect("read"), Some(5_000));
    fx.store.heartbeat("a", 9_000).await.expect("beat");
    assert_eq!(fx.store.last_alive().await.expect("read"), Some(9_000));
}

/// Everything acknowledged survives closing the store and opening the same URL again.
async fn reopening_the_store_keeps_everything(backend: Backend) {
    let fx = fixture(backend).await;
    // `..` keeps the temporary directory alive with what is left of `fx`.
    let Fixture { store, url, .. } = fx;
    let game = new_game("reopen1", 42);
    store.create(&game).await.expect("created");
    let events = opening();
    append_all(&store, "reopen1", &events).await;
    store.heartbeat("srv", 77_000).await.expect("beat");
    drop(store);
    let store = Store::open(&url).await.expect("reopened");
    let stored = store.load("reopen1").await.expect("loaded");
    assert_eq!(stored.events, events, "{backend:?}");
    assert_eq!(stored.config, game.config);
    assert_eq!(stored.seats, game.seats);
    assert_eq!(stored.created_ms, 42);
    assert_eq!(sorted(stored.tokens), sorted(game.tokens));
    let hash = server::tokens::hash("reopen1-black");
    assert_eq!(
        store.token(&hash).await.expect("looked up"),
        Some(("reopen1".to_owned(), Role::Black))
    );
    let listed = store.list(Some(Status::Started), 10).await.expect("list");
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].seq, 5);
    assert_eq!(store.last_alive().await.expect("read"), Some(77_000));
    // The journal goes on where it was.
    let next = Event::new(
        6_000,
        Action::Move {
            by: Side::White,
            text: "Bb5".to_owned(),
            offer_draw: false,
        },
    );
    append(&store, step("reopen1", 6, next, Status::Started))
        .await
        .expect("appended after reopening");
    let again = step("reopen1", 6, events[0].clone(), Status::Started);
    assert!(matches!(
        append(&store, again).await,
        Err(StoreError::Conflict { seq: 6, .. })
    ));
}

/// The state is the replay of the journal: the states computed while playing are the states
/// of the stored journal replayed (ARCHITECTURE.md, "The game as events").
async fn a_journal_replays_to_the_same_states(backend: Backend) {
    let fx = fixture(backend).await;
    let game = new_game("replay1", 1);
    fx.store.create(&game).await.expect("created");
    let mut live = game::Game::new(game.config.clone()).expect("a game");
    let mut events = opening();
    events.push(Event::new(4_500, Action::OfferDraw { by: Side::White }));
    events.push(Event::new(4_600, Action::DeclineDraw { by: Side::Black }));
    events.push(Event::new(
        5_000,
        Action::Move {
            by: Side::White,
            text: "Bb5".to_owned(),
            offer_draw: false,
        },
    ));
    events.push(Event::new(6_000, Action::Resign { by: Side::Black }));
    let mut played = Vec::new();
    for (i, event) in events.iter().enumerate() {
        let state = live.apply(event);
        assert!(state.error.is_none(), "step {}: {:?}", i + 1, state.error);
        let mut a = step(
            "replay1",
            i as i64 + 1,
            event.clone(),
            server::store::Status::of(&state),
        );
        a.result = state.result.as_ref().map(|o| o.result.to_string());
        append(&fx.store, a).await.expect("appended");
        played.push(state);
    }
    assert_eq!(
        played
            .last()
            .and_then(|s| s.result.as_ref())
            .map(|o| o.result.to_string()),
        Some("1-0".to_owned())
    );
    let stored = fx.store.load("replay1").await.expect("loaded");
    let journal = Journal {
        config: stored.config,
        events: stored.events,
    };
    let replayed = journal.replay().expect("replays");
    assert_eq!(replayed, played, "{backend:?}");
    // And through the journal's text form too.
    let again = Journal::from_jsonl(&journal.to_jsonl()).expect("reads");
    assert_eq!(again.replay().expect("replays"), played);
}

/// A restart: a new hub over the same database (reopened from its URL) shows the game as it
/// was, and the game goes on.
async fn a_new_hub_on_the_same_store_shows_the_same_game(backend: Backend) {
    let fx = fixture(backend).await;
    let (hub, app) = app_of(fx.store.clone());
    let game = create(
        &app,
        r#"{"config":{"time_control":"300+2","white":"Alice"},"start":true}"#,
    )
    .await;
    play(&app, &game, &["d4", "d5", "c4"]).await;
    let mut before = view(&app, &game.id).await;
    drop((hub, app));

    let store = Store::open(&fx.url).await.expect("reopened");
    let hub = Hub::new(store.clone(), Options::default());
    let live = hub.get(&game.id).await.expect("the game comes back");
    let mut after = serde_json::to_value(live.view().await).expect("a view");
    // `now_t` is the time of the answer, not of the game: both were written at their moment.
    let written = |v: &mut serde_json::Value| v.as_object_mut().and_then(|o| o.remove("now_t"));
    assert!(written(&mut before).is_some() && written(&mut after).is_some());
    assert_eq!(
        after, before,
        "{backend:?}: the same game after the restart"
    );
    assert_eq!(after["moves"], serde_json::json!(["d2d4", "d7d5", "c2c4"]));

    // Through a new app on the new hub: the tokens still work and the game goes on.
    let app = server::app(hub, server::Rate::default());
    let (status, state) = send(&app, &game, &game.black, &move_event("black", "e6")).await;
    assert_eq!(status, StatusCode::OK, "{state}");
    assert_eq!(state["ply"], 4);
    assert_eq!(
        journal_len(&store, &game.id).await,
        5,
        "start and four moves"
    );
    let (status, _) = send(&app, &game, &game.black, &move_event("black", "Nf6")).await;
    assert_eq!(
        status,
        StatusCode::CONFLICT,
        "out of turn after the restart too"
    );
}

/// Two server processes on one PostgreSQL database, as two hubs on two pools. A hub that missed
/// a step the other journalled plays it first, in its writer's turn, before the event it was
/// sent (else Black's reply would be out of turn in its copy); a hub that listens sees the
/// other's steps through the notes, without being asked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_two_hubs_share_a_game_through_the_turn_and_the_notes() {
    let fx = fixture(Backend::Postgres).await;
    let (hub_a, app_a) = app_of(fx.store.clone());
    hub_a.spawn_listener().await.expect("listening");
    let (_hub_b, app_b) = app_of(Store::open(&fx.url).await.expect("a second pool"));
    let game = create(
        &app_a,
        r#"{"config":{"time_control":"300+2"},"start":true}"#,
    )
    .await;
    assert_eq!(view(&app_b, &game.id).await["seq"], 1, "B holds the game");
    play(&app_a, &game, &["e4"]).await;
    // B, which does not listen, has not seen e4; Black's reply through B comes after it.
    let (status, state) = send(&app_b, &game, &game.black, &move_event("black", "e5")).await;
    assert_eq!(status, StatusCode::OK, "{state}");
    assert_eq!(state["ply"], 2);
    let b = view(&app_b, &game.id).await;
    assert_eq!(b["moves"], serde_json::json!(["e2e4", "e7e5"]));
    assert_eq!(b["seq"], 3);
    // A listens: the note of B's step brings its copy up to date.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    loop {
        let a = view(&app_a, &game.id).await;
        if a["seq"] == 3 {
            assert_eq!(a["moves"], b["moves"]);
            assert_eq!(a["state"], b["state"]);
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "A never saw step 3: {a}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(journal_len(&fx.store, &game.id).await, 3);
}

/// Many games append at once (issue 36: PostgreSQL commits them together, in one statement,
/// SQLite in one transaction): each append is answered for itself. Every game's step is
/// journalled; of two appends of one game's same step sent together, one wins and the other is
/// a conflict; an append to a game that does not exist is refused and takes nobody with it.
async fn many_games_append_at_once_each_answered_for_itself(backend: Backend) {
    let fx = fixture(backend).await;
    let ids: Vec<String> = (0..200).map(|i| format!("many{i}")).collect();
    let store = &fx.store;
    let created = futures_util::future::join_all(
        ids.iter()
            .enumerate()
            .map(|(i, id)| async move { store.create(&new_game(id, i as i64)).await }),
    )
    .await;
    assert!(
        created.iter().all(Result::is_ok),
        "{backend:?}: {created:?}"
    );
    let events = opening();
    let starts = futures_util::future::join_all(
        ids.iter()
            .map(|id| append(&fx.store, step(id, 1, events[0].clone(), Status::Started))),
    )
    .await;
    assert!(starts.iter().all(Result::is_ok), "{backend:?}: {starts:?}");
    // Step 2 of every game, a second step 2 of the first game, and a game nobody created.
    let mut appends: Vec<Append> = ids
        .iter()
        .map(|id| step(id, 2, events[1].clone(), Status::Started))
        .collect();
    let mut rival = step(&ids[0], 2, events[1].clone(), Status::Started);
    rival.event.t += 1;
    appends.push(rival);
    appends.push(step("ghost", 1, events[0].clone(), Status::Started));
    let answers =
        futures_util::future::join_all(appends.into_iter().map(|a| append(&fx.store, a))).await;
    let (ghost, rest) = answers.split_last().expect("answers");
    assert!(ghost.is_err(), "{backend:?}: no such game: {ghost:?}");
    if matches!(backend, Backend::Postgres) {
        assert!(
            matches!(ghost, Err(StoreError::NotFound(id)) if id == "ghost"),
            "{ghost:?}"
        );
    }
    let (rival, rest) = rest.split_last().expect("answers");
    assert!(rest[1..].iter().all(Result::is_ok), "{backend:?}: {rest:?}");
    let first = &rest[0];
    assert!(
        first.is_ok() != rival.is_ok(),
        "{backend:?}: one step 2 of the first game wins: {first:?} {rival:?}"
    );
    let lost = if first.is_ok() { rival } else { first };
    assert!(
        matches!(lost, Err(StoreError::Conflict { seq: 2, .. })),
        "{backend:?}: {lost:?}"
    );
    for id in &ids {
        let stored = fx.store.load(id).await.expect("loaded");
        assert_eq!(stored.events.len(), 2, "{backend:?}: {id}");
        assert_eq!(stored.events[0], events[0], "{backend:?}: {id}");
    }
    let listed = fx.store.list(None, 1_000).await.expect("list");
    assert!(
        listed.iter().all(|s| s.seq == 2),
        "{backend:?}: every row moved to step 2 and no further"
    );
}

/// Issue 36: a process's listener left nothing out, and so took, for each of its own notes (one
/// a move), the lock of the game it had just moved, while the other processes' notes queued
/// behind. Now it hears the other processes' notes and not its own: A and B share a database;
/// A's steps reach B's listener, not A's; B's reach A's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_issue_36_a_process_hears_the_others_notes_not_its_own() {
    let fx = fixture(Backend::Postgres).await;
    let a = fx.store.clone();
    let b = Store::open(&fx.url).await.expect("a second pool");
    let mut heard_by_a = a.listen().await.expect("A listens").expect("notes");
    let mut heard_by_b = b.listen().await.expect("B listens").expect("notes");
    a.create(&new_game("notes001", 1)).await.expect("created");
    let events = opening();
    append(&a, step("notes001", 1, events[0].clone(), Status::Started))
        .await
        .expect("A appends");
    assert_eq!(
        next(&mut heard_by_b).await,
        Some(("notes001".to_owned(), 1)),
        "B hears A's step"
    );
    append(&b, step("notes001", 2, events[1].clone(), Status::Started))
        .await
        .expect("B appends");
    assert_eq!(
        next(&mut heard_by_a).await,
        Some(("notes001".to_owned(), 2)),
        "A hears B's step, and before it nothing of its own"
    );
    assert_eq!(
        next(&mut heard_by_b).await,
        None,
        "B hears nothing of its own"
    );
}

/// The next note heard within 1.5 s, if any.
async fn next(notes: &mut server::store::Notes) -> Option<(String, i64)> {
    use futures_util::StreamExt;
    tokio::time::timeout(Duration::from_millis(1_500), notes.next())
        .await
        .ok()
        .flatten()
        .map(|n| n.expect("a note"))
}

/// Another connection to the SQLite file at `url`, inside `BEGIN IMMEDIATE`: it holds the
/// file's write lock until it commits.
async fn holding_the_write_lock(url: &str) -> sqlx::SqliteConnection {
    use sqlx::Connection;
    let mut other = sqlx::SqliteConnection::connect(&format!("sqlite://{url}"))
        .await
        .expect("another connection");
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut other)
        .await
        .expect("the other connection takes the write lock");
    other
}

/// The store's durability contract (`store/mod.rs`: an append returns once it is durable, and
/// the server answers `503 storage` only when it must): with SQLite, a write waits for another
/// connection's write to the same file (the events' connection publishing a round or expiring
/// games, `arbiter fide import`) for up to the busy timeout, rather than failing at once with
/// "database is locked". A board's sensor row (its attachment's first, `POST
/// /api/games/{id}/board`) is a write that first reads that its game exists: in a transaction
/// begun with a plain `BEGIN`, that read then write is an upgrade, which SQLite refuses at once,
/// without the busy timeout, while another connection holds the write lock (seen once in
/// `board_serve` under load: the attachment answered 503). Here another connection holds the
/// lock while the row and a move are sent; both are journalled once it commits.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_a_write_that_reads_first_waits_for_another_connections_write() {
    use server::store::SensorRow;
    let fx = fixture(Backend::Sqlite).await;
    fx.store
        .create(&new_game("locked01", 1))
        .await
        .expect("created");
    let mut other = holding_the_write_lock(&fx.url).await;
    let row = SensorRow {
        seq: 1,
        t: 5,
        kind: "attach".to_owned(),
        data: "{}".to_owned(),
        decisions: "[]".to_owned(),
    };
    let store = fx.store.clone();
    let attached = tokio::spawn(async move { store.append_sensors("locked01", &row).await });
    tokio::time::sleep(Duration::from_millis(300)).await;
    let store = fx.store.clone();
    let start = opening()[0].clone();
    let moved =
        tokio::spawn(
            async move { append(&store, step("locked01", 1, start, Status::Started)).await },
        );
    tokio::time::sleep(Duration::from_millis(300)).await;
    sqlx::query("COMMIT")
        .execute(&mut other)
        .await
        .expect("the other write committed");
    let attached = attached.await.expect("the row's task");
    assert!(
        attached.is_ok(),
        "the sensor row waits for the other write: {attached:?}"
    );
    let moved = moved.await.expect("the move's task");
    assert!(
        moved.is_ok(),
        "the step waits for the other write: {moved:?}"
    );
    let rows = fx.store.sensors("locked01").await.expect("sensor rows");
    assert_eq!(rows.len(), 1);
    assert_eq!(
        fx.store
            .load("locked01")
            .await
            .expect("loaded")
            .events
            .len(),
        1
    );
}

/// The same contract after a request is cancelled (its client gone) while the events'
/// connection waits for the write lock: the transaction it was beginning is rolled back, not
/// left open on the connection, holding the file's write lock until the process ends (every
/// move after it would fail with "database is locked" once the busy timeout ran out).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_a_write_cancelled_while_waiting_leaves_no_lock_behind() {
    let fx = fixture(Backend::Sqlite).await;
    let mut other = holding_the_write_lock(&fx.url).await;
    // The expiry of games never started, on the events' connection, waits for the lock; the
    // request that asked for it is dropped meanwhile.
    let cancelled = tokio::time::timeout(
        Duration::from_millis(300),
        fx.store.expire_unstarted(i64::MAX, 10),
    )
    .await;
    assert!(cancelled.is_err(), "it waited: {cancelled:?}");
    sqlx::query("COMMIT")
        .execute(&mut other)
        .await
        .expect("the other write committed");
    tokio::time::sleep(Duration::from_millis(300)).await;
    let created = tokio::time::timeout(
        Duration::from_secs(5),
        fx.store.create(&new_game("after01", 1)),
    )
    .await;
    assert!(
        matches!(created, Ok(Ok(()))),
        "the game writer is not locked out: {created:?}"
    );
    let expired = tokio::time::timeout(
        Duration::from_secs(5),
        fx.store.expire_unstarted(i64::MAX, 10),
    )
    .await;
    assert!(
        matches!(&expired, Ok(Ok(ids)) if ids == &["after01".to_owned()]),
        "the events' connection writes again: {expired:?}"
    );
}
