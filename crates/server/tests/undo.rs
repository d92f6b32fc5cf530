//! Issue 35 (undo35): what the arbiter takes back, on the store in memory, SQLite and
//! PostgreSQL.
//!
//! - Item 1: a result declared in a game from the result screen or from the game's own console
//!   (`Step::Ruled`; Art. 12.1, 12.2.2, 11.10, a game declared lost 12.9.6) is the arbiter's
//!   last act, on one process or two over PostgreSQL; a declaration withdrawn from the console
//!   is no longer offered; its undo withdraws the declaration in the game (`withdraw_declaration`,
//!   Art. 12.1, 6.11.1) and every page — the game, the hall, the pairings, the standings, the
//!   TRF, the PGN — says the board has no result again; once the game moved on, it is not.
//! - Item 2: an absence that is not the last step is taken back while its round is not
//!   published (`POST /api/events/{id}/absences/present`).
//! - Item 3: the games of a publication taken back answer `410 game_withdrawn` and leave the
//!   lists of games.
//! - Item 5: of two players naming one seat at once, exactly one wins.

use crate::common::arbiter_read as read;
use crate::common::*;
use axum::Router;
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

/// A Swiss of four, round 1 published and started.
async fn started(app: &Router) -> (Ev, Value) {
    let ev = swiss(app, 4).await;
    let (status, round) = post(app, &ev, "/rounds", json!({"publish": true})).await;
    assert_eq!(status, StatusCode::CREATED, "{round}");
    let (status, _) = post(app, &ev, "/rounds/1/start", json!({})).await;
    assert_eq!(status, StatusCode::OK);
    (ev, round)
}

/// What an undo would take back now (`GET /api/events/{id}/undo`): `{"seq", "step", "with"}`.
async fn offered(app: &Router, ev: &Ev) -> Value {
    let (status, seen) = read(app, ev, "/undo").await;
    assert_eq!(status, StatusCode::OK, "{seen}");
    seen["undo"].clone()
}

/// The undo offers the ruling `result` on board `board` of round 1 (`{"type": "ruled"}`).
fn assert_ruled(undo: &Value, board: usize, result: &str) {
    let step = &undo["step"];
    assert_eq!(
        (
            &step["type"],
            &step["round"],
            &step["board"],
            &step["result"]
        ),
        (&json!("ruled"), &json!(1), &json!(board), &json!(result)),
        "{undo}"
    );
}

/// Takes back the arbiter's last act as the page does: the step offered, confirmed by its
/// number (200 expected). The answer's `undone`.
async fn undo_offered(app: &Router, ev: &Ev) -> Value {
    let seq = offered(app, ev).await["seq"].as_i64().expect("a step");
    let (status, body) = post(app, ev, "/undo", json!({ "seq": seq })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["undone"].clone()
}

/// Round 1 of [`started`] has no result on any page: the game's, the hall's, the pairings', the
/// standings (nobody has a point), the TRF and the PGN.
async fn no_result_anywhere(app: &Router, ev: &Ev, game: &str, board: usize) {
    let game = view(app, game).await;
    assert_eq!(game["state"]["result"], Value::Null, "{game}");
    let hall = read_ok(app, ev, "/hall").await;
    assert_eq!(
        hall["round"]["boards"][board - 1]["result"],
        Value::Null,
        "{hall}"
    );
    let pairings = read_ok(app, ev, "/pairings?round=1").await;
    assert_eq!(
        pairings["boards"][board - 1]["result"],
        Value::Null,
        "{pairings}"
    );
    let standings = read_ok(app, ev, "/standings").await;
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
    let trf = text(app, ev, "/trf").await;
    assert!(!trf.contains(" 1.0 "), "nobody has a point: {trf}");
    let pgn = text(app, ev, "/pgn").await;
    assert!(
        !pgn.contains("[Result \"1-0\"]") && !pgn.contains("[Result \"0-1\"]"),
        "{pgn}"
    );
}

/// Board `board` of round 1 won by Black (`0-1`) on every page: the game's, the pairings', the
/// standings (one player with a point), the TRF and the PGN.
async fn black_won_everywhere(app: &Router, ev: &Ev, game: &str, board: usize) {
    let game = view(app, game).await;
    assert_eq!(game["state"]["result"]["result"], "0-1", "{game}");
    let pairings = read_ok(app, ev, "/pairings?round=1").await;
    assert_eq!(pairings["boards"][board - 1]["result"], "0-1", "{pairings}");
    let standings = read_ok(app, ev, "/standings").await;
    let winners = standings["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .filter(|p| p["points"] == "1" || p["points"] == "1.0")
        .count();
    assert_eq!(winners, 1, "{standings}");
    // TRF: Black's win, `W` for a game of less than a move each (unrated), and one point.
    let trf = text(app, ev, "/trf").await;
    assert!(trf.contains(" b 1") || trf.contains(" b W"), "{trf}");
    assert_eq!(trf.matches(" 1.0 ").count(), 1, "{trf}");
    let pgn = text(app, ev, "/pgn").await;
    assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
}

/// The arbiter's result for board `board` of round 1 from the result screen (200 expected).
async fn result_screen(app: &Router, ev: &Ev, board: usize, result: &str) -> Value {
    let (status, body) = post(
        app,
        ev,
        &format!("/rounds/1/boards/{board}/result"),
        json!({ "result": result }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

/// A penalty of Art. 12.9 of kind `kind` against White, from game `game`'s console.
async fn penalty_on_white(app: &Router, ev: &Ev, game: &str, kind: &str) {
    let fields = format!(r#""action":"penalty","against":"white","kind":"{kind}""#);
    arbiter_from_console(app, &ev.token, game, &fields).await;
}

/// The undo refused: the ruling it would take back is no longer the game's last step.
async fn assert_overtaken(app: &Router, ev: &Ev) {
    let (status, body) = post(app, ev, "/undo", json!({})).await;
    assert_error(
        &(status, body),
        StatusCode::CONFLICT,
        "undo_ruling_overtaken",
    );
}

/// Issue 35, item 1 (Art. 12.1, 6.11.1): a result entered from the result screen on a game
/// under way is the arbiter's last act; the undo withdraws it in the game, and the game page
/// and every event page agree that the board has no result; play goes on once the arbiter
/// restarts the clocks. A declaration the game has moved on from (a warning after it, 12.9.1)
/// is not taken back.
#[tokio::test]
async fn art_12_1_a_result_ruled_in_a_game_is_undone_on_every_page() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let (ev, round) = started(&app).await;
        let board1 = seats(&round, 1);
        play(&app, &board1, &["e4"]).await;
        let body = result_screen(&app, &ev, 1, "1-0").await;
        assert_eq!(body["in_game"], true, "{backend:?}: {body}");
        assert_eq!(
            view(&app, &board1.id).await["state"]["result"]["result"],
            "1-0"
        );
        // The GET says what an undo would take back.
        assert_ruled(&offered(&app, &ev).await, 1, "1-0");
        assert_eq!(undo_offered(&app, &ev).await["step"]["type"], "ruled");
        // The game: no result, its move kept, its clocks stopped at the declaration; the
        // event's pages agree.
        no_result_anywhere(&app, &ev, &board1.id, 1).await;
        let game = view(&app, &board1.id).await;
        assert_eq!(game["state"]["ply"], 1);
        assert_eq!(game["state"]["clock"]["paused"], true, "{game}");
        // The arbiter restarts the clocks (6.11.3); play goes on.
        let (status, body) = send(&app, &board1, &ev.token, r#"{"type":"resume"}"#).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let (status, body) = send(&app, &board1, &board1.black, &move_event("black", "e5")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        // A declaration the game moved on from (a warning from its console, 12.9.1, is no
        // declaration) is not withdrawn by the event's undo.
        let board2 = seats(&round, 2);
        result_screen(&app, &ev, 2, "1/2-1/2").await;
        penalty_on_white(&app, &ev, &board2.id, "warning").await;
        assert_ruled(&offered(&app, &ev).await, 2, "1/2-1/2");
        assert_overtaken(&app, &ev).await;
        assert_eq!(
            view(&app, &board2.id).await["state"]["result"]["result"],
            "1/2-1/2"
        );
    }
}

/// Issue 35, item 1 (Art. 12.1, 12.2.2, 11.10): a result the arbiter declares from the game's
/// own console (the game's route, the event's arbiter token) is his last act in the event as
/// one from the result screen: the event's undo offers it (`{"type": "ruled"}`) and takes it
/// back in the game, and the game, the pairings, the standings, the TRF and the PGN agree
/// before and after. A game declared lost as a penalty (12.9.6) is offered as well; a
/// declaration withdrawn from the game's console is gone, and the undo no longer offers it; a
/// correction from the console after the result screen's is the last act, and its undo brings
/// the result screen's back.
#[tokio::test]
async fn art_12_1_a_result_declared_from_the_games_console_is_undone_from_the_event() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let (ev, round) = started(&app).await;
        let published = offered(&app, &ev).await;
        assert_eq!(published["step"]["type"], "published", "{published}");
        let board1 = seats(&round, 1);
        play(&app, &board1, &["e4"]).await;
        declare_from_console(&app, &ev.token, &board1.id, "0-1").await;
        assert_ruled(&offered(&app, &ev).await, 1, "0-1");
        black_won_everywhere(&app, &ev, &board1.id, 1).await;
        let undone = undo_offered(&app, &ev).await;
        assert_eq!(undone["step"]["type"], "ruled", "{backend:?}: {undone}");
        no_result_anywhere(&app, &ev, &board1.id, 1).await;
        let game = view(&app, &board1.id).await;
        assert_eq!(
            (&game["state"]["ply"], &game["state"]["clock"]["paused"]),
            (&json!(1), &json!(true)),
            "{game}"
        );
        // Art. 12.9.6: the game declared lost as a penalty, from the console.
        let board2 = seats(&round, 2);
        penalty_on_white(&app, &ev, &board2.id, "lose_game").await;
        assert_ruled(&offered(&app, &ev).await, 2, "0-1");
        black_won_everywhere(&app, &ev, &board2.id, 2).await;
        // Withdrawn from the game's console: gone from the game and from the event's undo.
        arbiter_from_console(
            &app,
            &ev.token,
            &board2.id,
            r#""action":"withdraw_declaration""#,
        )
        .await;
        no_result_anywhere(&app, &ev, &board2.id, 2).await;
        let now = offered(&app, &ev).await;
        assert_eq!(now["step"]["type"], "published", "{backend:?}: {now}");
        // A correction from the console after the result screen's declaration is the last
        // act; its undo brings the result screen's back.
        result_screen(&app, &ev, 2, "1/2-1/2").await;
        declare_from_console(&app, &ev.token, &board2.id, "0-1").await;
        assert_ruled(&offered(&app, &ev).await, 2, "0-1");
        // Read back from its journal, the event offers the same.
        if !matches!(backend, Backend::Memory) {
            let (_hub2, restarted) = app_of(fx.store.clone());
            assert_ruled(&offered(&restarted, &ev).await, 2, "0-1");
        }
        undo_offered(&app, &ev).await;
        assert_eq!(
            view(&app, &board2.id).await["state"]["result"]["result"],
            "1/2-1/2"
        );
        let pairings = read_ok(&app, &ev, "/pairings?round=1").await;
        assert_eq!(pairings["boards"][1]["result"], "1/2-1/2", "{pairings}");
        // The result screen's declaration is no longer the game's to withdraw (the game
        // withdraws its last declaration once): the undo offers nothing, and says why.
        assert_eq!(offered(&app, &ev).await, Value::Null);
        assert_overtaken(&app, &ev).await;
    }
}

/// Issue 35, item 1, on two processes over one PostgreSQL (issue 31, point 4): A publishes;
/// B's arbiter declares a result from the game's console while A records an absence at the
/// same moment — both steps are journalled (a write that lost the race is decided again on the
/// fresh journal) — and A's undo offers B's ruling once the absence is taken back, withdraws it
/// in the game, and B's game page says the board has no result.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_a_ruling_from_another_processs_console_is_undone_here() {
    let url = fresh_pg().await;
    let (_hub_a, a) = process(&url).await;
    let (_hub_b, b) = process(&url).await;
    let (ev, round) = started(&a).await;
    let board1 = seats(&round, 1);
    play(&b, &board1, &["e4"]).await;
    let absence = json!({"player": 4, "kind": "withdrawal"});
    let ((status, body), ()) = tokio::join!(
        post(&a, &ev, "/absences", absence),
        declare_from_console(&b, &ev.token, &board1.id, "0-1"),
    );
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let mut undo = Value::Null;
    for _ in 0..150 {
        undo = offered(&a, &ev).await;
        if undo["step"]["type"] == "absent" {
            undo_offered(&a, &ev).await;
            continue;
        }
        if undo["step"]["type"] == "ruled" {
            break;
        }
        // A follows B's step in the game (NOTIFY) before it offers the ruling.
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_ruled(&undo, 1, "0-1");
    let undone = undo_offered(&a, &ev).await;
    assert_eq!(undone["step"]["type"], "ruled", "{undone}");
    for _ in 0..150 {
        if view(&b, &board1.id).await["state"]["result"] == Value::Null {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    no_result_anywhere(&b, &ev, &board1.id, 1).await;
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
        let ev = swiss(&app, 6).await;
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
        let ev = swiss(&app, 4).await;
        let (status, round) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED, "{round}");
        let old = seats(&round, 1);
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
        let new = seats(&again, 1);
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
