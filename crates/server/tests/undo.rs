//! Issue 35 (undo35): what the arbiter takes back, on the store in memory, SQLite and
//! PostgreSQL.
//!
//! - Item 1: a result declared in a game from the result screen (`Step::Ruled`) is the
//!   arbiter's last act; its undo withdraws the declaration in the game (`withdraw_declaration`,
//!   Art. 12.1, 6.11.1) and every page — the game, the hall, the pairings, the standings, the
//!   TRF, the PGN — says the board has no result again; once the game moved on, it is not.
//! - Item 2: an absence that is not the last step is taken back while its round is not
//!   published (`POST /api/events/{id}/absences/present`).
//! - Item 3: the games of a publication taken back answer `410 game_withdrawn` and leave the
//!   lists of games.
//! - Item 5: of two players naming one seat at once, exactly one wins.

use crate::common::*;
use axum::Router;
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

const STORES: [Backend; 3] = [Backend::Memory, Backend::Sqlite, Backend::Postgres];

async fn read(app: &Router, ev: &Ev, path: &str) -> (StatusCode, Value) {
    call(
        app,
        Method::GET,
        &format!("/api/events/{}{path}", ev.id),
        Some(&ev.token),
        None,
    )
    .await
}

async fn text(app: &Router, ev: &Ev, path: &str) -> String {
    let (status, bytes) = call_raw(
        app,
        Method::GET,
        &format!("/api/events/{}{path}", ev.id),
        None,
        None,
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    String::from_utf8_lossy(&bytes).into_owned()
}

/// A Swiss of four, round 1 published and started.
async fn started(app: &Router) -> (Ev, Value) {
    let ev = event(
        app,
        json!({"name": "Undo", "system": "swiss", "rounds": 3, "config": {"time_control": "600+5"}}),
    )
    .await;
    let list: Vec<Value> = (0..4)
        .map(|i| json!({"name": format!("P{i}"), "rating": 2000 - i}))
        .collect();
    let (status, _) = post(app, &ev, "/players", json!({ "players": list })).await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, round) = post(app, &ev, "/rounds", json!({"publish": true})).await;
    assert_eq!(status, StatusCode::CREATED, "{round}");
    let (status, _) = post(app, &ev, "/rounds/1/start", json!({})).await;
    assert_eq!(status, StatusCode::OK);
    (ev, round)
}

fn game_of(round: &Value, board: usize) -> Created {
    let link = &round["links"][board - 1];
    let token = |side: &str| {
        link[side]
            .as_str()
            .and_then(|u| u.split_once(&format!("#{side}=")))
            .map(|(_, t)| t.to_owned())
            .expect("a seat link")
    };
    Created {
        id: link["game"].as_str().expect("a game").to_owned(),
        white: token("white"),
        black: token("black"),
        arbiter: String::new(),
    }
}

/// Issue 35, item 1 (Art. 12.1, 6.11.1): a result entered from the result screen on a game
/// under way is the arbiter's last act; the undo withdraws it in the game, and the game page
/// and every event page agree that the board has no result; play goes on once the arbiter
/// restarts the clocks. A declaration the game has moved on from is not taken back.
#[tokio::test]
async fn art_12_1_a_result_ruled_in_a_game_is_undone_on_every_page() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let (ev, round) = started(&app).await;
        let board1 = game_of(&round, 1);
        play(&app, &board1, &["e4"]).await;
        let (status, body) = post(
            &app,
            &ev,
            "/rounds/1/boards/1/result",
            json!({"result": "1-0"}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {body}");
        assert_eq!(body["in_game"], true, "{body}");
        assert_eq!(
            view(&app, &board1.id).await["state"]["result"]["result"],
            "1-0"
        );
        // The GET says what an undo would take back.
        let (_, seen) = read(&app, &ev, "/undo").await;
        let step = &seen["undo"]["step"];
        assert_eq!(
            (
                &step["type"],
                &step["round"],
                &step["board"],
                &step["result"]
            ),
            (&json!("ruled"), &json!(1), &json!(1), &json!("1-0")),
            "{backend:?}: {seen}"
        );
        let seq = seen["undo"]["seq"].as_i64().expect("a step");
        let (status, body) = post(&app, &ev, "/undo", json!({"seq": seq})).await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {body}");
        assert_eq!(body["undone"]["step"]["type"], "ruled");
        // The game: no result, its move kept, its clocks stopped at the declaration.
        let game = view(&app, &board1.id).await;
        assert_eq!(game["state"]["result"], Value::Null, "{game}");
        assert_eq!(game["state"]["ply"], 1);
        assert_eq!(game["state"]["clock"]["paused"], true, "{game}");
        // The event's pages.
        let (_, hall) = read(&app, &ev, "/hall").await;
        assert_eq!(hall["round"]["boards"][0]["result"], Value::Null, "{hall}");
        let (_, pairings) = read(&app, &ev, "/pairings?round=1").await;
        assert_eq!(pairings["boards"][0]["result"], Value::Null, "{pairings}");
        let (_, standings) = read(&app, &ev, "/standings").await;
        let points: Vec<&Value> = standings["standings"]
            .as_array()
            .expect("standings")
            .iter()
            .map(|p| &p["points"])
            .collect();
        assert!(
            points.iter().all(|p| *p == "0" || *p == "0.0"),
            "{standings}"
        );
        let trf = text(&app, &ev, "/trf").await;
        assert!(!trf.contains(" w 1") && !trf.contains(" b 0"), "{trf}");
        let pgn = text(&app, &ev, "/pgn").await;
        assert!(!pgn.contains("[Result \"1-0\"]"), "{pgn}");
        // The arbiter restarts the clocks (6.11.3); play goes on.
        let (status, body) = send(&app, &board1, &ev.token, r#"{"type":"resume"}"#).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let (status, body) = send(&app, &board1, &board1.black, &move_event("black", "e5")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        // A declaration the game moved on from (a correction from its console) is not
        // withdrawn by the event's undo.
        let board2 = game_of(&round, 2);
        let (status, _) = post(
            &app,
            &ev,
            "/rounds/1/boards/2/result",
            json!({"result": "1/2-1/2"}),
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        declare_from_console(&app, &ev.token, &board2.id, "0-1").await;
        let (status, body) = post(&app, &ev, "/undo", json!({})).await;
        assert_error(
            &(status, body),
            StatusCode::CONFLICT,
            "undo_ruling_overtaken",
        );
        assert_eq!(
            view(&app, &board2.id).await["state"]["result"]["result"],
            "0-1"
        );
    }
}

/// Issue 35, item 2: an absence that is not the last step is taken back while its round is not
/// published — the draft then out of date until paired again — and refused after
/// (`absence_round_published`); an absence that does not exist is `absence_not_found`. The
/// step is undone as any.
#[tokio::test]
async fn art_12_9_8_an_absence_not_the_last_step_is_taken_back_before_its_round_is_published() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let ev = event(
            &app,
            json!({"name": "Present", "system": "swiss", "rounds": 3, "config": {"time_control": "600+5"}}),
        )
        .await;
        let list: Vec<Value> = (0..6)
            .map(|i| json!({"name": format!("P{i}"), "rating": 2000 - i}))
            .collect();
        let (status, _) = post(&app, &ev, "/players", json!({ "players": list })).await;
        assert_eq!(status, StatusCode::CREATED);
        for (player, body) in [
            (3, json!({"player": 3, "kind": "withdrawal"})),
            (4, json!({"player": 4, "kind": "bye", "bye": "half"})),
        ] {
            let (status, body) = post(&app, &ev, "/absences", body).await;
            assert_eq!(status, StatusCode::CREATED, "{player}: {body}");
        }
        let (status, drafted) = post(&app, &ev, "/rounds", json!({})).await;
        assert_eq!(status, StatusCode::CREATED, "{drafted}");
        // Player 3's withdrawal, two steps back, taken back: the draft (without him) is out
        // of date.
        let (status, body) = post(
            &app,
            &ev,
            "/absences/present",
            json!({"player": 3, "round": 1}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {body}");
        let left: Vec<&Value> = body["absences"]
            .as_array()
            .expect("absences")
            .iter()
            .map(|a| &a["player"])
            .collect();
        assert_eq!(left, [&json!(4)]);
        assert_eq!(body["undo"]["step"]["type"], "present", "{body}");
        let (status, body) = post(&app, &ev, "/rounds/1/publish", json!({})).await;
        assert_error(&(status, body), StatusCode::CONFLICT, "draft_outdated");
        let (status, body) = post(
            &app,
            &ev,
            "/absences/present",
            json!({"player": 3, "round": 1}),
        )
        .await;
        assert_error(&(status, body), StatusCode::NOT_FOUND, "absence_not_found");
        let (status, body) = post(&app, &ev, "/absences/present", json!({"player": 3})).await;
        assert_eq!(body["error"]["key"], "present_unreadable", "{body}");
        assert_error(&(status, body), StatusCode::BAD_REQUEST, "bad_body");
        // Paired again and published: player 4's bye of round 1 stands.
        let (status, _) = post(&app, &ev, "/rounds/1/discard", json!({})).await;
        assert_eq!(status, StatusCode::OK);
        let (status, body) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let (status, body) = post(
            &app,
            &ev,
            "/absences/present",
            json!({"player": 4, "round": 1}),
        )
        .await;
        assert_eq!(body["error"]["key"], "absence_round_published", "{body}");
        assert_error(&(status, body), StatusCode::CONFLICT, "round_published");
    }
}

/// Issue 35, item 3: a publication taken back before any move leaves its games stored; their
/// links answer `410 game_withdrawn` with the event's id (after a restart too), and the lists of
/// games leave them out.
#[tokio::test]
async fn issue_35_a_withdrawn_games_link_says_so() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let ev = event(
            &app,
            json!({"name": "Gone", "system": "swiss", "rounds": 3, "config": {"time_control": "600+5"}}),
        )
        .await;
        let list: Vec<Value> = (0..4)
            .map(|i| json!({"name": format!("P{i}"), "rating": 2000 - i}))
            .collect();
        let (status, _) = post(&app, &ev, "/players", json!({ "players": list })).await;
        assert_eq!(status, StatusCode::CREATED);
        let (status, round) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED, "{round}");
        let old = game_of(&round, 1);
        let listed = |app: Router| async move {
            let (_, body) = call(
                &app,
                Method::GET,
                "/api/games?status=created&limit=100",
                None,
                None,
            )
            .await;
            body["games"]
                .as_array()
                .expect("games")
                .iter()
                .filter_map(|g| g["id"].as_str().map(str::to_owned))
                .collect::<Vec<String>>()
        };
        assert!(listed(app.clone()).await.contains(&old.id));
        let (status, body) = post(&app, &ev, "/undo", json!({})).await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {body}");
        let gone = |app: Router, path: String, token: Option<String>| async move {
            call(&app, Method::GET, &path, token.as_deref(), None).await
        };
        for (path, token) in [
            (format!("/api/games/{}", old.id), None),
            (format!("/api/games/{}", old.id), Some(old.white.clone())),
            (format!("/api/games/{}/pgn", old.id), None),
        ] {
            let answer = gone(app.clone(), path.clone(), token).await;
            assert_eq!(
                answer.1["error"]["params"]["event"],
                ev.id.as_str(),
                "{path}"
            );
            assert_error(&answer, StatusCode::GONE, "game_withdrawn");
        }
        assert!(!listed(app.clone()).await.contains(&old.id));
        if !matches!(backend, Backend::Memory) {
            let (_hub2, restarted) = app_of(fx.store.clone());
            let answer = gone(restarted.clone(), format!("/api/games/{}", old.id), None).await;
            assert_error(&answer, StatusCode::GONE, "game_withdrawn");
        }
        // Published again: the new games are the round's, and answer.
        let (status, again) = post(&app, &ev, "/rounds/1/publish", json!({})).await;
        assert_eq!(status, StatusCode::OK, "{again}");
        let new = game_of(&again, 1);
        assert_eq!(view(&app, &new.id).await["id"], new.id.as_str());
    }
}

/// Issue 35, item 5: two players naming one unnamed seat at once — on one server, then on two
/// servers over one store — exactly one wins; the other is told `409 name_chosen`.
#[tokio::test]
async fn issue_35_two_names_at_once_one_wins() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let (_hub2, other) = app_of(fx.store.clone());
        let apps = [app.clone(), app.clone(), app.clone(), other];
        for pair in [[0usize, 1], [2, 3]] {
            let game = create(
                &app,
                r#"{"config":{"time_control":"300+2","white":"Ann","black":"?"},"start":true}"#,
            )
            .await;
            // The second server reads the game first (it holds it in memory).
            assert_eq!(view(&apps[pair[1]], &game.id).await["config"]["black"], "?");
            let put = |app: Router, name: &'static str| {
                let id = game.id.clone();
                let token = game.black.clone();
                async move {
                    call(
                        &app,
                        Method::PUT,
                        &format!("/api/games/{id}/name"),
                        Some(&token),
                        Some(&format!(r#"{{"name":"{name}"}}"#)),
                    )
                    .await
                }
            };
            let (a, b) = tokio::join!(
                put(apps[pair[0]].clone(), "Bob"),
                put(apps[pair[1]].clone(), "Eve")
            );
            let won: Vec<&(StatusCode, Value)> = [&a, &b]
                .into_iter()
                .filter(|x| x.0 == StatusCode::OK)
                .collect();
            assert_eq!(won.len(), 1, "{backend:?}: {a:?} {b:?}");
            let lost = if a.0 == StatusCode::OK { &b } else { &a };
            assert_error(lost, StatusCode::CONFLICT, "name_chosen");
            let name = won[0].1["black"].clone();
            let (_hub3, fresh) = app_of(fx.store.clone());
            assert_eq!(
                view(&fresh, &game.id).await["config"]["black"],
                name,
                "{backend:?}"
            );
        }
    }
}
