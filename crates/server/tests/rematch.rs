//! Issue 35, item 8: the rematch kept by the store. An offer not yet accepted survives a restart
//! (SQLite, PostgreSQL); two processes over one PostgreSQL see the same offer, its acceptance on
//! either creates one game, both players get their seats from either, and a watcher on the
//! other process sees each change on the game's stream; acceptances at the same moment create
//! one game (in memory, SQLite, and over two processes); the new game's arbiter token goes to
//! whoever holds the old game's, never to a seat's token or to nobody's.

use std::sync::Arc;
use std::time::Duration;

use crate::common::*;
use axum::Router;
use axum::body::{Body, BodyDataStream};
use axum::http::{Method, Request, StatusCode};
use futures_util::StreamExt;
use serde_json::{Value, json};
use server::Hub;
use server::store::Store;
use tower::ServiceExt;

/// A friendly game between two people, started.
const FRIENDLY: &str =
    r#"{"config":{"time_control":"300+2","white":"Ann","black":"Bob"},"start":true}"#;

/// An act only the arbiter may do (Art. 6.11.2, 12.1).
const ADD_TIME: &str = r#"{"type":"arbiter","action":"add_time","to":"white","ms":60000}"#;

async fn rematch(
    app: &Router,
    id: &str,
    method: Method,
    token: Option<&str>,
) -> (StatusCode, Value) {
    call(
        app,
        method,
        &format!("/api/games/{id}/rematch"),
        token,
        None,
    )
    .await
}

/// A friendly game, over: Black resigned (Art. 5.1.2).
async fn over(app: &Router) -> Created {
    let game = create(app, FRIENDLY).await;
    let (status, body) = send(app, &game, &game.black, r#"{"type":"resign","by":"black"}"#).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    game
}

/// An event sent to game `id` with `token`: its status.
async fn act(app: &Router, id: &str, token: &str, event: &str) -> StatusCode {
    let uri = format!("/api/games/{id}/events");
    call(app, Method::POST, &uri, Some(token), Some(event))
        .await
        .0
}

/// A game's NDJSON stream, opened.
async fn open_stream(app: &Router, id: &str) -> BodyDataStream {
    let request = Request::get(format!("/api/games/{id}/stream"))
        .body(Body::empty())
        .expect("a request");
    let response = app.clone().oneshot(request).await.expect("an answer");
    assert_eq!(response.status(), StatusCode::OK);
    response.into_body().into_data_stream()
}

/// The next `rematch` line of a stream (other lines skipped), within `limit`.
async fn next_rematch(body: &mut BodyDataStream, buffer: &mut Vec<u8>, limit: Duration) -> Value {
    tokio::time::timeout(limit, async {
        loop {
            while let Some(end) = buffer.iter().position(|b| *b == b'\n') {
                let line: Vec<u8> = buffer.drain(..=end).collect();
                let text = String::from_utf8_lossy(&line[..end]).trim().to_owned();
                if text.is_empty() {
                    continue;
                }
                let value: Value = serde_json::from_str(&text).expect("a JSON line");
                if value["type"] == "rematch" {
                    return value;
                }
            }
            let chunk = body
                .next()
                .await
                .expect("the stream goes on")
                .expect("a chunk");
            buffer.extend_from_slice(&chunk);
        }
    })
    .await
    .expect("a rematch line in time")
}

/// Two hubs (two processes) over one fresh PostgreSQL database, each listening for the other's
/// steps and rematches.
async fn two_processes() -> (Store, [(Arc<Hub>, Router); 2]) {
    let url = fresh_pg().await;
    let a = app_of(Store::open(&url).await.expect("A's pool"));
    let b = app_of(Store::open(&url).await.expect("B's pool"));
    for (hub, _) in [&a, &b] {
        hub.spawn_listener().await.expect("listens for steps");
        server::rematch::listen(hub)
            .await
            .expect("listens for rematches");
    }
    let store = Store::open(&url).await.expect("a pool to count with");
    (store, [a, b])
}

/// Issue 35, item 8: an offer not yet accepted is kept by the store — after a restart (a new
/// hub over the same SQLite file, and over the same PostgreSQL database) it stands, is
/// accepted, and the new game's seats and arbiter hold after a second restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_35_item_8_a_rematch_offer_survives_a_restart() {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let fx = fixture(backend).await;
        let game = {
            let (_hub, app) = app_of(fx.store.clone());
            let game = over(&app).await;
            let (status, body) = rematch(&app, &game.id, Method::POST, Some(&game.white)).await;
            assert_eq!(status, StatusCode::ACCEPTED, "{backend:?}: {body}");
            game
        };
        // The restart: a new process opens the same database.
        let (_hub, app) = app_of(Store::open(&fx.url).await.expect("reopened"));
        let offer = json!({"type": "rematch", "by": "white", "game": null});
        assert_eq!(view(&app, &game.id).await["rematch"], offer, "{backend:?}");
        let (status, body) = rematch(&app, &game.id, Method::GET, None).await;
        assert_eq!((status, &body["rematch"]), (StatusCode::OK, &offer));
        let (status, accepted) = rematch(&app, &game.id, Method::POST, Some(&game.black)).await;
        assert_eq!(status, StatusCode::CREATED, "{backend:?}: {accepted}");
        let new = accepted["id"].as_str().expect("the new game").to_owned();
        let (status, offerer) = rematch(&app, &game.id, Method::POST, Some(&game.white)).await;
        assert_eq!((status, &offerer["id"]), (StatusCode::OK, &json!(new)));
        // Once more after a second restart: the seats' tokens and the arbiter's, read back.
        let (_hub, app) = app_of(Store::open(&fx.url).await.expect("reopened again"));
        let seat = |v: &Value| v["token"].as_str().expect("a seat token").to_owned();
        assert_eq!(offerer["side"], "black", "Ann had White");
        assert_eq!(
            act(&app, &new, &seat(&accepted), &move_event("white", "e4")).await,
            StatusCode::OK
        );
        assert_eq!(
            act(&app, &new, &seat(&offerer), &move_event("black", "e5")).await,
            StatusCode::OK
        );
        assert_eq!(
            act(&app, &new, &game.arbiter, ADD_TIME).await,
            StatusCode::OK,
            "{backend:?}: the old arbiter rules the new game"
        );
        let (_, again) = rematch(&app, &game.id, Method::POST, Some(&game.white)).await;
        assert_eq!(
            again["token"], offerer["token"],
            "the same seat, derived again"
        );
    }
}

/// Issue 35, item 8: two processes over one PostgreSQL. An offer made on A is seen on B (its
/// view, and a watcher of B's stream within a second); accepted on B, it creates exactly one
/// game, whose seats each player gets from either process, and A's watcher sees it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_35_item_8_postgres_an_offer_on_one_process_accepted_on_the_other_one_game() {
    let (store, [(_a, app_a), (_b, app_b)]) = two_processes().await;
    let game = over(&app_a).await;
    let mut watch_b = open_stream(&app_b, &game.id).await;
    let mut watch_a = open_stream(&app_a, &game.id).await;
    let (mut buf_a, mut buf_b) = (Vec::new(), Vec::new());
    let before = games_count(&store).await;

    let (status, body) = rematch(&app_a, &game.id, Method::POST, Some(&game.white)).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    let offer = json!({"type": "rematch", "by": "white", "game": null});
    let second = Duration::from_secs(1);
    assert_eq!(
        next_rematch(&mut watch_b, &mut buf_b, second).await,
        offer,
        "B's watcher"
    );
    assert_eq!(
        next_rematch(&mut watch_a, &mut buf_a, second).await,
        offer,
        "A's watcher"
    );
    assert_eq!(view(&app_b, &game.id).await["rematch"], offer);

    let (status, accepted) = rematch(&app_b, &game.id, Method::POST, Some(&game.black)).await;
    assert_eq!(status, StatusCode::CREATED, "{accepted}");
    let new = accepted["id"].as_str().expect("the new game").to_owned();
    let agreed = json!({"type": "rematch", "by": "white", "game": new});
    assert_eq!(next_rematch(&mut watch_b, &mut buf_b, second).await, agreed);
    assert_eq!(
        next_rematch(&mut watch_a, &mut buf_a, second).await,
        agreed,
        "A's watcher, told by B's note"
    );
    assert_eq!(games_count(&store).await, before + 1, "one game");

    // Each player's seat, from either process, the same each time.
    let (_, white_a) = rematch(&app_a, &game.id, Method::POST, Some(&game.white)).await;
    let (_, white_b) = rematch(&app_b, &game.id, Method::POST, Some(&game.white)).await;
    let (_, black_a) = rematch(&app_a, &game.id, Method::POST, Some(&game.black)).await;
    assert_eq!(white_a, white_b);
    assert_eq!(black_a["token"], accepted["token"]);
    assert_eq!(white_a["id"], json!(new));
    let seat = |v: &Value| v["token"].as_str().expect("a seat token").to_owned();
    assert_eq!(
        act(&app_a, &new, &seat(&accepted), &move_event("white", "d4")).await,
        StatusCode::OK
    );
    assert_eq!(
        act(&app_b, &new, &seat(&white_a), &move_event("black", "d5")).await,
        StatusCode::OK
    );
    // The arbiter's token, from either process.
    for app in [&app_a, &app_b] {
        let (_, body) = rematch(app, &game.id, Method::GET, Some(&game.arbiter)).await;
        assert_eq!(body["id"], json!(new));
        assert_eq!(
            act(app, &new, &game.arbiter, ADD_TIME).await,
            StatusCode::OK
        );
    }
    assert_eq!(games_count(&store).await, before + 1, "still one game");
}

/// Issue 35, item 8: acceptances at the same moment create one game. Eight requests of the
/// invited player at once (in memory, SQLite, and over two PostgreSQL processes, four on each):
/// one creates the game (`201`), the others are answered it (`200`); and two players offering
/// at the same moment make one offer the other's request accepts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_35_item_8_acceptances_at_the_same_moment_create_one_game() {
    for backend in [Backend::Memory, Backend::Sqlite, Backend::Postgres] {
        // The fixture (its SQLite file's directory) lives to the end of the round.
        let mut _fixture = None;
        let (store, apps) = match backend {
            Backend::Postgres => {
                let (store, [(_, a), (_, b)]) = two_processes().await;
                (store, [a, b])
            }
            _ => {
                let fx = fixture(backend).await;
                let (_, app) = app_of(fx.store.clone());
                let store = fx.store.clone();
                _fixture = Some(fx);
                (store, [app.clone(), app])
            }
        };
        let game = over(&apps[0]).await;
        let before = games_count(&store).await;
        let (status, _) = rematch(&apps[0], &game.id, Method::POST, Some(&game.white)).await;
        assert_eq!(status, StatusCode::ACCEPTED);
        let tasks: Vec<_> = (0..8)
            .map(|i| {
                let app = apps[i % 2].clone();
                let (id, black) = (game.id.clone(), game.black.clone());
                tokio::spawn(async move { rematch(&app, &id, Method::POST, Some(&black)).await })
            })
            .collect();
        let mut answers = Vec::new();
        for task in tasks {
            answers.push(task.await.expect("a request"));
        }
        let created = answers
            .iter()
            .filter(|(s, _)| *s == StatusCode::CREATED)
            .count();
        assert_eq!(created, 1, "{backend:?}: {answers:?}");
        assert!(
            answers.iter().all(|(s, _)| s.is_success()),
            "{backend:?}: {answers:?}"
        );
        let ids: std::collections::HashSet<String> =
            answers.iter().map(|(_, b)| b["id"].to_string()).collect();
        assert_eq!(
            ids.len(),
            1,
            "{backend:?}: every answer names the same game"
        );
        assert_eq!(
            games_count(&store).await,
            before + 1,
            "{backend:?}: one game"
        );

        // Both players offer at the same moment: one offer, accepted by the other's request.
        let game = over(&apps[0]).await;
        let before = games_count(&store).await;
        let (white, black) = tokio::join!(
            rematch(&apps[0], &game.id, Method::POST, Some(&game.white)),
            rematch(&apps[1], &game.id, Method::POST, Some(&game.black)),
        );
        let mut statuses = [white.0, black.0];
        statuses.sort();
        assert_eq!(
            statuses,
            [StatusCode::CREATED, StatusCode::ACCEPTED],
            "{backend:?}: {white:?} {black:?}"
        );
        assert_eq!(
            games_count(&store).await,
            before + 1,
            "{backend:?}: one game"
        );
    }
}

/// Issue 35, item 8: the new game's arbiter is whoever held the old game's arbiter token (a
/// friendly game's creator holds its arbiter link): `GET` with it names the new game and the
/// token for its link, which rules it (Art. 12.1). A seat's token, another game's token or none
/// never gets it, and no answer a player or a spectator reads carries it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_35_item_8_the_rematch_arbiter_token_goes_to_the_old_arbiter_only() {
    for backend in [Backend::Memory, Backend::Sqlite] {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = over(&app).await;
        let other = create(&app, FRIENDLY).await;
        // Before the rematch exists, the arbiter reads the offer only.
        let (_, offer) = rematch(&app, &game.id, Method::POST, Some(&game.white)).await;
        let (_, read) = rematch(&app, &game.id, Method::GET, Some(&game.arbiter)).await;
        assert_eq!(read, json!({"rematch": offer["rematch"]}));
        let (status, accepted) = rematch(&app, &game.id, Method::POST, Some(&game.black)).await;
        assert_eq!(status, StatusCode::CREATED);
        let new = accepted["id"].as_str().expect("the new game").to_owned();
        let (_, offerer) = rematch(&app, &game.id, Method::POST, Some(&game.white)).await;

        let (status, arbiter) = rematch(&app, &game.id, Method::GET, Some(&game.arbiter)).await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {arbiter}");
        assert_eq!(arbiter["id"], json!(new));
        let token = arbiter["token"]
            .as_str()
            .expect("the arbiter's token")
            .to_owned();
        assert_eq!(
            act(&app, &new, &token, ADD_TIME).await,
            StatusCode::OK,
            "{backend:?}"
        );

        // Nobody else: the seats, another game's arbiter, no token.
        for who in [
            Some(&game.white),
            Some(&game.black),
            Some(&other.arbiter),
            None,
        ] {
            let (status, body) =
                rematch(&app, &game.id, Method::GET, who.map(String::as_str)).await;
            assert_eq!(status, StatusCode::OK);
            assert_eq!(
                body,
                json!({"rematch": accepted["rematch"]}),
                "{backend:?}: {who:?}"
            );
        }
        // What the players and spectators read never carries it, nor the other seat's token.
        let white_seat = offerer["token"].as_str().expect("a seat").to_owned();
        let black_seat = accepted["token"].as_str().expect("a seat").to_owned();
        let (_, new_view) = call(&app, Method::GET, &format!("/api/games/{new}"), None, None).await;
        let readings = [
            accepted.to_string(),
            offerer.to_string(),
            view(&app, &game.id).await.to_string(),
            new_view.to_string(),
        ];
        for text in &readings {
            assert!(!text.contains(&token), "{backend:?}: {text}");
        }
        assert!(!accepted.to_string().contains(&white_seat));
        assert!(!offerer.to_string().contains(&black_seat));
        // A seat's new token is a seat's, not the arbiter's.
        assert_eq!(
            act(&app, &new, &black_seat, ADD_TIME).await,
            StatusCode::FORBIDDEN
        );
        assert_eq!(
            act(&app, &new, &white_seat, ADD_TIME).await,
            StatusCode::FORBIDDEN
        );
        // The old seats' tokens are not the new game's.
        assert_eq!(
            act(&app, &new, &game.white, &move_event("black", "e5")).await,
            StatusCode::UNAUTHORIZED
        );
    }
}
