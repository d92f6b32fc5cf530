//! The game page's server side (issue 35, items 8 and 9): a game published by an event names
//! its event, round and board in its view and on its stream; the stream's lines say what they
//! are by their `type`; and a rematch is one offer the opponent accepts — one new game for
//! both, colours reversed — never a game each; the invited player names himself. On the store
//! in memory and SQLite (the name on PostgreSQL too).

use crate::common::*;
use axum::Router;
use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use futures_util::StreamExt;
use serde_json::{Value, json};
use tower::ServiceExt;

const STORES: [Backend; 2] = [Backend::Memory, Backend::Sqlite];

/// A friendly game, started, between two people.
const FRIENDLY: &str =
    r#"{"config":{"time_control":"300+2","white":"Ann","black":"Bob"},"start":true}"#;

/// The first lines of a game's NDJSON stream (keep-alives left out), read until `n` arrived,
/// with `during` run once the stream is open.
async fn stream_lines<F: std::future::Future<Output = ()>>(
    app: &Router,
    id: &str,
    n: usize,
    during: F,
) -> Vec<Value> {
    let request = Request::get(format!("/api/games/{id}/stream"))
        .body(Body::empty())
        .expect("a request");
    let response = app.clone().oneshot(request).await.expect("an answer");
    assert_eq!(response.status(), StatusCode::OK);
    let mut body = response.into_body().into_data_stream();
    let mut lines = Vec::new();
    let mut buffer = Vec::new();
    let mut during = Some(Box::pin(during));
    while lines.len() < n {
        let chunk = tokio::time::timeout(std::time::Duration::from_secs(5), async {
            loop {
                if let Some(d) = during.as_mut()
                    && !lines.is_empty()
                {
                    d.await;
                    during = None;
                }
                if let Some(chunk) = body.next().await {
                    return chunk;
                }
            }
        })
        .await
        .expect("a line in time")
        .expect("a chunk");
        buffer.extend_from_slice(&chunk);
        while let Some(end) = buffer.iter().position(|b| *b == b'\n') {
            let line: Vec<u8> = buffer.drain(..=end).collect();
            let text = String::from_utf8_lossy(&line[..end]).trim().to_owned();
            if !text.is_empty() {
                lines.push(serde_json::from_str(&text).expect("a JSON line"));
            }
        }
    }
    lines
}

/// A round robin of four, round 1 published: the event and its two games.
async fn published(app: &Router) -> (Ev, Vec<String>, Value) {
    let ev = event(
        app,
        json!({"name": "Club RR", "system": "round_robin", "config": {"time_control": "300+2"}}),
    )
    .await;
    let players: Vec<Value> = ["A", "B", "C", "D"]
        .iter()
        .map(|n| json!({"name": n}))
        .collect();
    let (status, body) = post(app, &ev, "/players", json!({ "players": players })).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (status, r1) = post(app, &ev, "/rounds", json!({"publish": true})).await;
    assert_eq!(status, StatusCode::CREATED, "{r1}");
    let games = r1["boards"]
        .as_array()
        .expect("boards")
        .iter()
        .map(|b| b["game"].as_str().expect("a game").to_owned())
        .collect();
    (ev, games, r1)
}

/// Issue 35, item 8: the game's view names the event that published it, the round and the
/// board (the hall's record of its games); a friendly game names none. Both say `"type":
/// "game"` (item 9).
#[tokio::test]
async fn issue_35_item_8_a_published_game_names_its_event_round_and_board() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let (ev, games, _) = published(&app).await;
        for (i, id) in games.iter().enumerate() {
            let game = view(&app, id).await;
            assert_eq!(game["type"], "game", "{backend:?}");
            assert_eq!(
                game["event"],
                json!({"id": ev.id, "name": "Club RR", "round": 1, "board": i + 1}),
                "{backend:?}: {game}"
            );
        }
        let friendly = create(&app, FRIENDLY).await;
        let game = view(&app, &friendly.id).await;
        assert_eq!(game["type"], "game");
        assert!(game.get("event").is_none(), "no event: {game}");
        // The stream's first line names the event too.
        let lines = stream_lines(&app, &games[1], 1, async {}).await;
        assert_eq!(lines[0]["type"], "game");
        assert_eq!(lines[0]["event"]["board"], 2, "{}", lines[0]);
        assert_eq!(lines[0]["event"]["round"], 1);
    }
}

/// Issue 35, item 9: each line of a game's stream says what it is by its `type` — the whole
/// game (`game`), then each new state (`state`), and a rematch offered (`rematch`).
#[tokio::test]
async fn issue_35_item_9_the_stream_lines_are_tagged() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = create(&app, FRIENDLY).await;
    let moved = async {
        let (status, _) = send(&app, &game, &game.white, &move_event("white", "e4")).await;
        assert_eq!(status, StatusCode::OK);
        let (status, _) = send(
            &app,
            &game,
            &game.black,
            r#"{"type":"resign","by":"black"}"#,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let (status, _) = rematch(&app, &game.id, Method::POST, &game.white).await;
        assert_eq!(status, StatusCode::ACCEPTED);
    };
    let lines = stream_lines(&app, &game.id, 4, moved).await;
    let types: Vec<&str> = lines
        .iter()
        .map(|l| l["type"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(types, ["game", "state", "state", "rematch"], "{lines:?}");
    assert_eq!(lines[1]["ply"], 1);
    assert_eq!(lines[2]["result"]["reason"], "resignation");
    assert_eq!(
        lines[3],
        json!({"type": "rematch", "by": "white", "game": null})
    );
}

async fn rematch(app: &Router, id: &str, method: Method, token: &str) -> (StatusCode, Value) {
    call(
        app,
        method,
        &format!("/api/games/{id}/rematch"),
        Some(token),
        None,
    )
    .await
}

/// Issue 35, item 8: a rematch is offered by one player and accepted by the other — one new
/// game, the same settings, the colours reversed, each player given his own seat in it; an
/// offer can be withdrawn or declined; nobody else offers one, and not before the game ends
/// (Art. 5.1.2: resignation ends it).
#[tokio::test]
async fn issue_35_item_8_a_rematch_is_one_offer_the_opponent_accepts() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, FRIENDLY).await;
        let answer = rematch(&app, &game.id, Method::POST, &game.white).await;
        assert_error(&answer, StatusCode::CONFLICT, "rematch_game_not_over");
        let (status, _) = send(
            &app,
            &game,
            &game.black,
            r#"{"type":"resign","by":"black"}"#,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let answer = rematch(&app, &game.id, Method::POST, &game.arbiter).await;
        assert_error(&answer, StatusCode::FORBIDDEN, "rematch_players_only");
        let answer = rematch(&app, &game.id, Method::DELETE, &game.white).await;
        assert_error(&answer, StatusCode::CONFLICT, "rematch_none");
        let before = games_count(&fx.store).await;

        // Offered, offered again (the same offer), declined.
        for _ in 0..2 {
            let (status, body) = rematch(&app, &game.id, Method::POST, &game.white).await;
            assert_eq!(status, StatusCode::ACCEPTED, "{body}");
            assert_eq!(
                body["rematch"],
                json!({"type": "rematch", "by": "white", "game": null})
            );
        }
        assert_eq!(view(&app, &game.id).await["rematch"]["by"], "white");
        let (status, body) = rematch(&app, &game.id, Method::DELETE, &game.black).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert!(view(&app, &game.id).await.get("rematch").is_none());
        assert_eq!(games_count(&fx.store).await, before, "no game for an offer");

        // Offered by Black, accepted by White: one game.
        let (status, _) = rematch(&app, &game.id, Method::POST, &game.black).await;
        assert_eq!(status, StatusCode::ACCEPTED);
        let (status, accepted) = rematch(&app, &game.id, Method::POST, &game.white).await;
        assert_eq!(status, StatusCode::CREATED, "{accepted}");
        let new = accepted["id"].as_str().expect("the new game").to_owned();
        assert_eq!(
            accepted["side"], "black",
            "Ann had White: she has Black now"
        );
        assert_eq!(accepted["rematch"]["game"], new.as_str());
        // The offerer asks once more, and is given his seat in the same game.
        let (status, offerer) = rematch(&app, &game.id, Method::POST, &game.black).await;
        assert_eq!(status, StatusCode::OK, "{offerer}");
        assert_eq!(offerer["id"], new.as_str());
        assert_eq!(offerer["side"], "white");
        assert_ne!(offerer["token"], accepted["token"]);
        assert_eq!(
            games_count(&fx.store).await,
            before + 1,
            "one game for both"
        );
        let answer = rematch(&app, &game.id, Method::DELETE, &game.white).await;
        assert_error(&answer, StatusCode::CONFLICT, "rematch_accepted");

        // The new game: the same settings, the names reversed, started; each token its seat's.
        let fresh = view(&app, &new).await;
        assert_eq!(fresh["config"]["white"], "Bob");
        assert_eq!(fresh["config"]["black"], "Ann");
        assert_eq!(fresh["config"]["time_control"], "300+2");
        assert_eq!(fresh["state"]["started"], true);
        let seat = |v: &Value| v["token"].as_str().expect("a token").to_owned();
        let (status, body) = call(
            &app,
            Method::POST,
            &format!("/api/games/{new}/events"),
            Some(&seat(&accepted)),
            Some(&move_event("white", "e4")),
        )
        .await;
        assert_error(&(status, body), StatusCode::FORBIDDEN, "not_your_seat");
        let (status, body) = call(
            &app,
            Method::POST,
            &format!("/api/games/{new}/events"),
            Some(&seat(&offerer)),
            Some(&move_event("white", "e4")),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {body}");
    }
}

/// Issue 35, item 8: an event's game has no rematch — its next game is the next round's
/// pairing.
#[tokio::test]
async fn issue_35_item_8_an_event_game_has_no_rematch() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let (ev, games, r1) = published(&app).await;
    // A seat's token, from the link the publication answered (given once).
    let link = r1["links"][0]["white"].as_str().expect("a seat link");
    let token = link.split("#white=").nth(1).expect("a token").to_owned();
    let (status, body) = post(&app, &ev, "/rounds/1/start", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    declare_from_console(&app, &ev.token, &games[0], "1-0").await;
    let answer = rematch(&app, &games[0], Method::POST, &token).await;
    assert_error(&answer, StatusCode::CONFLICT, "rematch_event_game");
}

async fn name(app: &Router, id: &str, token: &str, body: &str) -> (StatusCode, Value) {
    call(
        app,
        Method::PUT,
        &format!("/api/games/{id}/name"),
        Some(token),
        Some(body),
    )
    .await
}

/// Issue 35, item 8: the invited player chooses his name — his own seat's, once, while it is
/// unnamed (`?`); checked as a game's names are (one line, bounded); kept in the game's record
/// (the PGN's tags, the list of games) after a restart too, and said on the stream.
#[tokio::test]
async fn issue_35_item_8_the_invited_player_chooses_his_name() {
    for backend in [Backend::Memory, Backend::Sqlite, Backend::Postgres] {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(
            &app,
            r#"{"config":{"time_control":"300+2","white":"Ann","black":"?"},"start":true}"#,
        )
        .await;
        let answer = name(&app, &game.id, &game.arbiter, r#"{"name":"Bob"}"#).await;
        assert_error(&answer, StatusCode::FORBIDDEN, "name_players_only");
        let answer = name(&app, &game.id, &game.white, r#"{"name":"Zoe"}"#).await;
        assert_error(&answer, StatusCode::CONFLICT, "name_chosen");
        let answer = name(&app, &game.id, &game.black, r#"{"name":"  "}"#).await;
        assert_error(&answer, StatusCode::BAD_REQUEST, "name_empty");
        let answer = name(&app, &game.id, &game.black, r#"{"name":"Bo\nb"}"#).await;
        assert_error(&answer, StatusCode::BAD_REQUEST, "bad_name");

        let named = async {
            let (status, body) = name(&app, &game.id, &game.black, r#"{"name":" Bob "}"#).await;
            assert_eq!(status, StatusCode::OK, "{backend:?}: {body}");
        };
        let lines = stream_lines(&app, &game.id, 2, named).await;
        assert_eq!(
            lines[1],
            json!({"type": "names", "white": "Ann", "black": "Bob"}),
            "{backend:?}"
        );
        assert_eq!(view(&app, &game.id).await["config"]["black"], "Bob");
        assert!(pgn_of(&app, &game.id).await.contains("[Black \"Bob\"]"));
        let answer = name(&app, &game.id, &game.black, r#"{"name":"Robert"}"#).await;
        assert_error(&answer, StatusCode::CONFLICT, "name_chosen");
        // The game goes on with its state untouched.
        let (status, body) = send(&app, &game, &game.white, &move_event("white", "e4")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        // Read back by another server on the same store (a restart): the name stays.
        let (_again, app2) = app_of(fx.store.clone());
        assert_eq!(view(&app2, &game.id).await["config"]["black"], "Bob");
        let (_, list) = call(&app2, Method::GET, "/api/games?limit=10", None, None).await;
        let row = list["games"]
            .as_array()
            .expect("games")
            .iter()
            .find(|g| g["id"] == game.id.as_str())
            .cloned()
            .expect("listed");
        assert_eq!(row["black"], "Bob", "{row}");
    }
}
