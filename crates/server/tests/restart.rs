//! Issue 34, points 5 and 9: what a restart finds, on the store in memory, SQLite and
//! PostgreSQL. A game never started that belongs to no event expires; after a restart a game
//! comes back when it is first asked for (or when the background replay reaches it), its clock
//! paused over the downtime either way (Art. 6.11.1); and a round's publication is all or
//! nothing.

use std::time::Duration;

use crate::common::*;
use axum::http::{Method, StatusCode};
use protocol::{Config, Seat, Seats};
use serde_json::json;
use server::store::{NewGame, Role, StoreError};
use server::{Hub, Options};

const STORES: [Backend; 3] = [Backend::Memory, Backend::Sqlite, Backend::Postgres];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_34_5_a_game_never_started_expires_a_started_one_or_an_events_does_not() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let options = Options {
            expire_unstarted: Some(Duration::from_millis(50)),
            ..Options::default()
        };
        let (hub, app) = app_with(fx.store.clone(), options);
        let idle = create(&app, r#"{"config":{"time_control":"300+2"}}"#).await;
        let played = create(&app, r#"{"config":{"time_control":"300+2"},"start":true}"#).await;
        let (status, ev) = call(
            &app,
            Method::POST,
            "/api/events",
            None,
            Some(&json!({"name": "Club RR", "system": "round_robin", "config": {"time_control": "300+2"}}).to_string()),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{backend:?}: {ev}");
        let (id, token) = (
            ev["id"].as_str().expect("id"),
            ev["token"].as_str().expect("token"),
        );
        let players =
            json!({"players": [{"name": "A", "rating": 2000}, {"name": "B", "rating": 1900}]});
        let (status, body) = call(
            &app,
            Method::POST,
            &format!("/api/events/{id}/players"),
            Some(token),
            Some(&players.to_string()),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{backend:?}: {body}");
        let (status, round) = call(
            &app,
            Method::POST,
            &format!("/api/events/{id}/rounds"),
            Some(token),
            Some(r#"{"publish":true}"#),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{backend:?}: {round}");
        let board = round["links"][0]["game"]
            .as_str()
            .expect("a board's game")
            .to_owned();

        tokio::time::sleep(Duration::from_millis(120)).await;
        let expired = hub.expire().await.expect("expired");
        assert_eq!(
            expired, 1,
            "{backend:?}: only the anonymous game never started"
        );
        assert!(
            matches!(fx.store.load(&idle.id).await, Err(StoreError::NotFound(_))),
            "{backend:?}: its rows are gone"
        );
        let (status, _) = call(
            &app,
            Method::GET,
            &format!("/api/games/{}", idle.id),
            None,
            None,
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{backend:?}");
        let (status, _) = send(&app, &idle, &idle.arbiter, r#"{"type":"start"}"#).await;
        assert!(
            status.is_client_error(),
            "{backend:?}: its token is gone with it: {status}"
        );
        view(&app, &played.id).await;
        view(&app, &board).await;
        assert_eq!(hub.expire().await.expect("again"), 0, "{backend:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_34_5_art_6_11_1_after_a_restart_a_game_comes_back_when_asked_its_downtime_paused() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let first = Hub::new(fx.store.clone(), Options::default());
        let mut ids = Vec::new();
        for _ in 0..12 {
            let body: protocol::CreateGame =
                serde_json::from_str(r#"{"config":{"time_control":"300+2"},"start":true}"#)
                    .expect("a body");
            let (live, _) = first.create(body).await.expect("created");
            ids.push(live.id.clone());
        }
        // The last sign of life: 10 s ago (longer than PostgreSQL's 2.5 s of grace). Then the
        // process dies (its lease given up).
        fx.store
            .heartbeat("gone", server::now_ms() - 10_000)
            .await
            .expect("heartbeat");
        first.stop_lease();
        drop(first);

        let hub = Hub::new(fx.store.clone(), Options::default());
        let recovery = hub.begin_recovery().await.expect("recovery");
        assert_eq!(
            recovery.games.len(),
            12,
            "{backend:?}: the games being played"
        );
        // Nothing replayed yet: each journal holds its start alone.
        for id in &ids {
            assert_eq!(journal_len(&fx.store, id).await, 1, "{backend:?}");
        }
        // One is asked for: it comes back at once, paused over the downtime, and the others wait.
        let asked = &ids[5];
        hub.get(asked).await.expect("back");
        let stored = fx.store.load(asked).await.expect("stored");
        assert_eq!(stored.events.len(), 3, "{backend:?}: start, pause, resume");
        assert!(matches!(
            stored.events[1].action,
            protocol::Action::Pause { by: None, .. }
        ));
        assert!(matches!(stored.events[2].action, protocol::Action::Resume));
        assert_eq!(
            journal_len(&fx.store, &ids[0]).await,
            1,
            "{backend:?}: not yet"
        );
        // A second request for it changes nothing more.
        hub.get(asked).await.expect("held");
        assert_eq!(journal_len(&fx.store, asked).await, 3, "{backend:?}");
        // The background replay brings back the rest, each paused once.
        hub.recover_in_background(recovery);
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        for id in &ids {
            while journal_len(&fx.store, id).await < 3 {
                assert!(
                    std::time::Instant::now() < deadline,
                    "{backend:?}: {id} not back"
                );
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            assert_eq!(journal_len(&fx.store, id).await, 3, "{backend:?}: {id}");
        }
        hub.stop_lease();
    }
}

/// A game to publish, as the hub prepares one.
fn new_game(id: &str) -> NewGame {
    NewGame {
        id: id.to_owned(),
        config: Config::default(),
        seats: Seats {
            white: Seat::Human,
            black: Seat::Human,
        },
        created_ms: server::now_ms(),
        tokens: vec![(format!("hash-of-{id}"), Role::Arbiter)],
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_34_9_a_publication_refused_in_the_middle_leaves_no_game_link_or_step() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let (status, ev) = call(
            &app,
            Method::POST,
            "/api/events",
            None,
            Some(&json!({"name": "Open", "system": "round_robin"}).to_string()),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{backend:?}: {ev}");
        let event = ev["id"].as_str().expect("id").to_owned();
        let halls = fx.store.halls().expect("events are kept");
        // The third board's game collides with a game already stored: the publication fails
        // there, after two boards were written.
        let taken = create(&app, r#"{"config":{"time_control":"300+2"}}"#).await;
        let games = [
            new_game("pubaaaa1"),
            new_game("pubaaaa2"),
            new_game(&taken.id),
        ];
        let steps = [r#"{"published":"round 1"}"#.to_owned()];
        let refused = fx.store.publish(&event, 1, &steps, &games).await;
        assert!(
            matches!(refused, Err(StoreError::Conflict { .. })),
            "{backend:?}: {refused:?}"
        );
        for id in ["pubaaaa1", "pubaaaa2"] {
            assert!(
                matches!(fx.store.load(id).await, Err(StoreError::NotFound(_))),
                "{backend:?}: {id} left behind"
            );
            assert_eq!(
                halls.event_of_game(id).await.expect("read"),
                None,
                "{backend:?}"
            );
        }
        assert_eq!(halls.event_of_game(&taken.id).await.expect("read"), None);
        assert!(
            halls
                .load_event(&event)
                .await
                .expect("event")
                .steps
                .is_empty(),
            "{backend:?}"
        );
        assert!(
            fx.store
                .token("hash-of-pubaaaa1")
                .await
                .expect("read")
                .is_none(),
            "{backend:?}: no token left behind"
        );
        // A step already journalled refuses it the same way.
        let games = [new_game("pubbbbb1")];
        fx.store
            .publish(&event, 1, &steps, &games)
            .await
            .expect("published");
        let again = fx
            .store
            .publish(&event, 1, &steps, &[new_game("pubbbbb2")])
            .await;
        assert!(
            matches!(again, Err(StoreError::Conflict { .. })),
            "{backend:?}"
        );
        assert!(matches!(
            fx.store.load("pubbbbb2").await,
            Err(StoreError::NotFound(_))
        ));
        // The whole round otherwise.
        assert_eq!(
            halls
                .event_of_game("pubbbbb1")
                .await
                .expect("read")
                .as_deref(),
            Some(event.as_str())
        );
        assert_eq!(
            halls.load_event(&event).await.expect("event").steps.len(),
            1
        );
        fx.store.load("pubbbbb1").await.expect("stored");
    }
}
