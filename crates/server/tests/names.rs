//! What the door takes (issue 34, points 6, 7, 8): a name is one line of text of a bounded
//! length, on game creation and on the event and player routes (400 with the JSON error,
//! nothing written); an event takes no seats nor config a game could not take, so that no
//! publication fails on them, and a publication refused leaves no game behind; a player's FIDE
//! id enters an event once (C.04.A: the id identifies the player), a namesake without an id is
//! a warning. On memory, SQLite and PostgreSQL.

use axum::Router;
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use server::Options;

use crate::common::*;

const STORES: [Backend; 3] = [Backend::Memory, Backend::Sqlite, Backend::Postgres];

async fn post(app: &Router, path: &str, token: Option<&str>, body: &Value) -> (StatusCode, Value) {
    call(app, Method::POST, path, token, Some(&body.to_string())).await
}

/// An event created from `spec` (201 expected): its id and token.
async fn event(app: &Router, spec: Value) -> (String, String) {
    let (status, body) = post(app, "/api/events", None, &spec).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    (
        body["id"].as_str().expect("id").to_owned(),
        body["token"].as_str().expect("token").to_owned(),
    )
}

/// PGN standard 7, TRF (issue 34, point 6): `POST /api/games` refuses a player's name holding a
/// control character (`Carlsen\n[Result "1-0"]`: a forged tag) or longer than 100 characters,
/// with a 400 and the JSON error `bad_name`, and stores no game; a name with quotes and
/// backslashes is taken, and its PGN reads back with that name.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pgn_7_a_games_names_are_one_line_of_bounded_length() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        for white in [
            "Carlsen\n[Result \"1-0\"]",
            "Carlsen\r",
            "Tab\there",
            "Nul\u{0}",
            "Line\u{2028}separator",
        ] {
            let body = json!({"config": {"white": white}});
            let answer = post(&app, "/api/games", None, &body).await;
            assert_error(&answer, StatusCode::BAD_REQUEST, "bad_name");
        }
        let long = "x".repeat(101);
        let answer = post(
            &app,
            "/api/games",
            None,
            &json!({"config": {"black": long}}),
        )
        .await;
        assert_error(&answer, StatusCode::BAD_REQUEST, "bad_name");
        let answer = post(
            &app,
            "/api/games",
            None,
            &json!({"config": {"time_control": "300+2\n[Result \"1-0\"]"}}),
        )
        .await;
        assert_error(&answer, StatusCode::BAD_REQUEST, "bad_name");
        assert_eq!(
            games_count(&fx.store).await,
            0,
            "{backend:?}: nothing stored"
        );
        let quoted = r#"O"Neil \ "The Rook""#;
        let game = create(&app, &json!({"config": {"white": quoted}}).to_string()).await;
        let pgn = pgn_of(&app, &game.id).await;
        let read = notation::pgn::read_games(&pgn, notation::pgn::ReadOptions::default())
            .next()
            .expect("a game");
        assert!(read.error.is_none(), "{pgn}");
        assert_eq!(read.tag("White"), Some(quoted), "{pgn}");
    }
}

/// TRF (issue 34, point 6): the event's name and a player's are one line (`Club Open\r001 ...`
/// would forge a player record; `Zed\n[Black "Nobody"]` split his own), refused with a 400 and
/// the hall's code; so is a reason holding one, or longer than 500 characters; nothing is
/// journalled.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn trf_an_events_names_and_reasons_are_one_line() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let spec = json!({"name": "Club Open\r001    9      Forged                            2900", "system": "round_robin"});
        let answer = post(&app, "/api/events", None, &spec).await;
        assert_eq!(answer.0, StatusCode::BAD_REQUEST, "{}", answer.1);
        assert_eq!(
            answer.1["error"]["key"], "event_name_control",
            "{}",
            answer.1
        );
        let spec = json!({"name": "Club", "system": "round_robin",
            "config": {"time_control": "5400+30\r"}});
        let answer = post(&app, "/api/events", None, &spec).await;
        assert_eq!(
            answer.1["error"]["key"], "event_name_control",
            "{}",
            answer.1
        );
        let (id, token) = event(&app, json!({"name": "Club", "system": "round_robin"})).await;
        let players = format!("/api/events/{id}/players");
        for name in ["Zed\n[Black \"Nobody\"]", "Zed\r001", "Zed\u{1b}[31m"] {
            let answer = post(&app, &players, Some(&token), &json!({"name": name})).await;
            assert_eq!(answer.0, StatusCode::BAD_REQUEST, "{}", answer.1);
            assert_eq!(
                answer.1["error"]["key"], "player_name_control",
                "{}",
                answer.1
            );
        }
        // One bad name in a list: nobody of the list enters.
        let list = json!({"players": [{"name": "Ann"}, {"name": "Bob\n"}]});
        let answer = post(&app, &players, Some(&token), &list).await;
        assert_eq!(answer.0, StatusCode::BAD_REQUEST, "{}", answer.1);
        let (_, body) = call(&app, Method::GET, &players, None, None).await;
        assert_eq!(body["players"], json!([]), "{backend:?}");
        let list = json!({"players": [{"name": "Ann"}, {"name": "Bob"}, {"name": "Cid"}, {"name": "Dan"}]});
        let (status, _) = post(&app, &players, Some(&token), &list).await;
        assert_eq!(status, StatusCode::CREATED);
        let (status, body) = post(
            &app,
            &format!("/api/events/{id}/rounds"),
            Some(&token),
            &json!({}),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let boards = body["boards"].clone();
        let pairs: Vec<Value> = boards
            .as_array()
            .expect("boards")
            .iter()
            .map(|b| json!({"white": b["white"]["tpn"], "black": b["black"]["tpn"]}))
            .collect();
        for reason in ["medical\r\n[Result \"1-0\"]".to_owned(), "x".repeat(501)] {
            let change = json!({"boards": pairs, "reason": reason});
            let (status, body) = call(
                &app,
                Method::PUT,
                &format!("/api/events/{id}/rounds/1/pairings"),
                Some(&token),
                Some(&change.to_string()),
            )
            .await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
            assert_eq!(body["error"]["key"], "reason_text", "{body}");
        }
        let absence = json!({"player": 1, "kind": "withdrawal", "reason": "ill\n"});
        let answer = post(
            &app,
            &format!("/api/events/{id}/absences"),
            Some(&token),
            &absence,
        )
        .await;
        assert_eq!(answer.1["error"]["key"], "reason_text", "{}", answer.1);
    }
}

/// Issue 34, point 7: an event whose seats no game could take (an engine this server does not
/// have, a level out of 1..20, on `seats` or any `board_seats`) is refused at its creation as
/// `POST /api/games` refuses the game; and a publication refused (the server restarted without
/// that engine) creates no game, however many boards come before the one that fails, and the
/// round is published once the engine is back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_34_an_event_takes_no_seat_a_game_cannot_and_a_refused_publication_leaves_no_game() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let engine = json!({"engine": "gnuchess", "level": 5});
        for (spec, key) in [
            (
                json!({"name": "T", "system": "round_robin", "seats": engine}),
                "event_unknown_engine",
            ),
            (
                json!({"name": "T", "system": "round_robin", "board_seats": [{"white": "human", "black": "human"}, {"white": "human", "black": engine}]}),
                "event_unknown_engine",
            ),
        ] {
            let answer = post(&app, "/api/events", None, &spec).await;
            assert_eq!(answer.0, StatusCode::BAD_REQUEST, "{}", answer.1);
            assert_eq!(answer.1["error"]["key"], key, "{}", answer.1);
            assert_eq!(answer.1["error"]["code"], "unknown_engine");
        }
        let with_fake = Options {
            engines: vec![("fake".to_owned(), "/bin/false".to_owned())],
            ..Options::default()
        };
        let (_hub, app) = app_with(fx.store.clone(), with_fake.clone());
        let bad_level =
            json!({"name": "T", "system": "round_robin", "seats": {"engine": "fake", "level": 25}});
        let answer = post(&app, "/api/events", None, &bad_level).await;
        assert_eq!(answer.1["error"]["key"], "event_bad_level", "{}", answer.1);
        // Board 1 human, board 2 the engine's: taken while the server has the engine.
        let spec = json!({"name": "T", "system": "round_robin",
            "board_seats": [{"white": "human", "black": "human"}, {"white": "human", "black": {"engine": "fake", "level": 3}}]});
        let (id, token) = event(&app, spec).await;
        let list = json!({"players": [{"name": "Ann"}, {"name": "Bob"}, {"name": "Cid"}, {"name": "Dan"}]});
        let (status, _) = post(
            &app,
            &format!("/api/events/{id}/players"),
            Some(&token),
            &list,
        )
        .await;
        assert_eq!(status, StatusCode::CREATED);
        let (status, body) = post(
            &app,
            &format!("/api/events/{id}/rounds"),
            Some(&token),
            &json!({}),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        // Restarted without the engine: the publication is refused, and no game is created.
        let (_hub, app) = app_of(fx.store.clone());
        let publish = format!("/api/events/{id}/rounds/1/publish");
        let answer = post(&app, &publish, Some(&token), &json!({})).await;
        assert_eq!(answer.0, StatusCode::BAD_REQUEST, "{}", answer.1);
        assert_eq!(answer.1["error"]["code"], "unknown_engine", "{}", answer.1);
        assert_eq!(
            games_count(&fx.store).await,
            0,
            "{backend:?}: no orphan game"
        );
        // The engine back: the round is published, its two games created.
        let (_hub, app) = app_with(fx.store.clone(), with_fake);
        let (status, body) = post(&app, &publish, Some(&token), &json!({})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(games_count(&fx.store).await, 2, "{backend:?}");
    }
}

/// C.04.A, C.04.2 (issue 34, point 8): a FIDE id entered twice in one event — in one list or
/// across two — is refused (409 `player_fide_id_twice`) and nobody of the list enters (two
/// entries of one player would be paired together); the same name, rating and federation
/// without a FIDE id enters with a warning (`player_maybe_twice`), since namesakes exist.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn c04_a_a_fide_id_enters_an_event_once() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let (id, token) = event(
            &app,
            json!({"name": "Open", "system": "swiss", "rounds": 5}),
        )
        .await;
        let players = format!("/api/events/{id}/players");
        let ann = json!({"name": "Ann", "rating": 2100, "fide_id": 1_503_014, "federation": "NOR"});
        let (status, body) = post(&app, &players, Some(&token), &ann).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        assert_eq!(body["warnings"], json!([]), "{body}");
        let again = json!({"name": "Anne", "rating": 2000, "fide_id": 1_503_014});
        let (status, body) = post(&app, &players, Some(&token), &again).await;
        assert_eq!(status, StatusCode::CONFLICT, "{body}");
        assert_eq!(body["error"]["key"], "player_fide_id_twice", "{body}");
        assert_eq!(body["error"]["code"], "player_twice", "{body}");
        let list = json!({"players": [
            {"name": "Bob", "fide_id": 42},
            {"name": "Bobby", "fide_id": 42},
        ]});
        let (status, body) = post(&app, &players, Some(&token), &list).await;
        assert_eq!(status, StatusCode::CONFLICT, "{body}");
        let (_, body) = call(&app, Method::GET, &players, None, None).await;
        assert_eq!(
            body["players"].as_array().map(Vec::len),
            Some(1),
            "{backend:?}: {body}"
        );
        // A namesake without an id: a warning, and he enters.
        let namesake = json!({"name": "ann", "rating": 2100, "federation": "NOR"});
        let (status, body) = post(&app, &players, Some(&token), &namesake).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        assert_eq!(
            body["warning_notes"][0]["code"], "player_maybe_twice",
            "{body}"
        );
        assert_eq!(body["players"].as_array().map(Vec::len), Some(2), "{body}");
        // Another rating: no warning.
        let other = json!({"name": "Ann", "rating": 1500, "federation": "NOR"});
        let (status, body) = post(&app, &players, Some(&token), &other).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        assert_eq!(body["warnings"], json!([]), "{body}");
    }
}
