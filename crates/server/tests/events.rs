//! Events (issue 26, "The server"): created with their regulations, players entered, rounds
//! paired by Berger's tables (C.05 Annex 1) or the Dutch system (C.04.3), changed and
//! published, games created for each board, results flowing into the standings, the event's
//! arbiter ruling on every game, the reads (pairings, standings, crosstable, TRF, PGN) and the
//! hall's stream. On the store in memory, SQLite and PostgreSQL; every bad request answers 4xx
//! with the contract's JSON body.

use crate::common::public_read as read;
use crate::common::*;
use axum::Router;
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

async fn enter(app: &Router, ev: &Ev, players: &[(&str, u16)]) {
    let list: Vec<Value> = players
        .iter()
        .map(|(n, r)| json!({"name": n, "rating": r, "federation": "FRA"}))
        .collect();
    let (status, body) = post(app, ev, "/players", json!({ "players": list })).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

fn games(round: &Value) -> Vec<String> {
    round["boards"]
        .as_array()
        .expect("boards")
        .iter()
        .map(|b| b["game"].as_str().expect("a game").to_owned())
        .collect()
}

/// C.05 Annex 1 and Art. 10.1: a round robin of four is paired by Berger's table, each
/// board is a game, results decided by the arbiter on the boards reach the standings, and the
/// next round follows the table.
#[tokio::test]
async fn c05_a_round_robin_is_paired_by_berger_and_its_results_make_the_standings() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let ev = event(
            &app,
            json!({"name": "Club RR", "system": "round_robin", "config": {"time_control": "300+2"}}),
        )
        .await;
        enter(
            &app,
            &ev,
            &[("A", 2000), ("B", 1900), ("C", 1800), ("D", 1700)],
        )
        .await;
        let (status, r1) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED, "{backend:?}: {r1}");
        // C.05 Annex 1, four players, round 1: 1-4, 2-3.
        assert_eq!(pairs(&r1), [(1, 4), (2, 3)], "{backend:?}");
        assert_eq!(r1["links"].as_array().map(Vec::len), Some(2));
        assert!(
            r1["links"][0]["white"]
                .as_str()
                .expect("a seat link")
                .contains("#white=")
        );
        let ids = games(&r1);
        // The round is not over: the next cannot be paired.
        let (status, body) = post(&app, &ev, "/rounds", json!({})).await;
        assert_error(&(status, body), StatusCode::CONFLICT, "round_unfinished");
        // Art. 6.6: the arbiter starts every clock of the round.
        let (status, body) = post(&app, &ev, "/rounds/1/start", json!({})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["started"], json!([1, 2]));
        assert_eq!(view(&app, &ids[0]).await["state"]["started"], true);
        // Board 1: the event's arbiter token rules in the game itself (Art. 12.1).
        let (status, body) = call(
            &app,
            Method::POST,
            &format!("/api/games/{}/events", ids[0]),
            Some(&ev.token),
            Some(
                r#"{"type":"arbiter","action":"declare_result","result":"1-0","reason":"arbiter"}"#,
            ),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {body}");
        // Board 2: a draw decided from the event.
        let (status, body) = post(
            &app,
            &ev,
            "/rounds/1/boards/2/result",
            json!({"result": "1/2-1/2"}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["in_game"], true);
        let standings = wait_standings(&app, &ev, |s| s[0]["points"] == "1").await;
        assert_eq!(standings[0]["tpn"], 1);
        assert_eq!(standings[0]["points"], "1");
        let points: Vec<&str> = standings
            .iter()
            .map(|r| r["points"].as_str().expect("points"))
            .collect();
        assert_eq!(points, ["1", "0.5", "0.5", "0"]);
        // The default tie-breaks of a round robin, by their FIDE codes, in order.
        let codes: Vec<&String> = standings[0]["tiebreaks"]
            .as_object()
            .expect("tiebreaks")
            .keys()
            .collect();
        assert_eq!(codes.len(), 3, "{codes:?}");
        // A result corrected after the game ended is the event's (journalled there).
        let (status, body) = post(
            &app,
            &ev,
            "/rounds/1/boards/1/result",
            json!({"result": "0-1", "reason": "scoresheets show Black won"}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["in_game"], false);
        let standings = wait_standings(&app, &ev, |s| s[0]["tpn"] == 4).await;
        assert_eq!(standings[0]["points"], "1");
        // Round 2 by the table: 4-3, 1-2.
        let (status, r2) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED, "{r2}");
        assert_eq!(pairs(&r2), [(4, 3), (1, 2)]);
        // A round robin takes no late entry.
        let (status, body) = post(&app, &ev, "/players", json!({"name": "Late"})).await;
        assert_error(&(status, body), StatusCode::CONFLICT, "event_started");
        // The crosstable, the TRF (which reads back) and the PGN.
        let (status, table) = read(&app, &ev, "/crosstable").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(table["rows"].as_array().map(Vec::len), Some(4));
        assert_eq!(table["rows"][0]["rounds"][0]["result"], "1");
        let (status, trf) = read_text(&app, &ev, "/trf").await;
        assert_eq!(status, StatusCode::OK);
        assert!(trf.contains("012 Club RR"), "{trf}");
        assert!(trf.contains("142 3"), "TRF-2026's planned rounds: {trf}");
        let again = tournament::trf::read(&trf).expect("our TRF reads back");
        assert_eq!(tournament::trf::write(&again), trf, "byte for byte");
        let (status, pgn) = read_text(&app, &ev, "/pgn").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(pgn.matches("[Event \"Club RR\"]").count(), 4, "{pgn}");
        assert!(pgn.contains("[Round \"1.1\"]") && pgn.contains("[Round \"2.2\"]"));
    }
}

/// Results reach the standings as the games end: polled, since the hall follows each game
/// as it goes.
async fn wait_standings(app: &Router, ev: &Ev, ok: impl Fn(&Vec<Value>) -> bool) -> Vec<Value> {
    let mut last = Vec::new();
    for _ in 0..100 {
        let (status, body) = read(app, ev, "/standings").await;
        assert_eq!(status, StatusCode::OK, "{body}");
        last = body["standings"].as_array().cloned().expect("standings");
        if ok(&last) {
            return last;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    panic!("standings never reached what was expected: {last:?}");
}

/// C.04.3 and issue 24 point 4: a Swiss round is paired by the Dutch engine and shown to the
/// arbiter with its explanation; the public sees it only once published; a change is journalled
/// with its reason and, in a FIDE-rated event, a warning; 6.7.1 forfeits the absent.
#[tokio::test]
async fn c04_3_a_swiss_round_is_paired_explained_changed_with_a_warning_and_published() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let ev = event(
            &app,
            json!({"name": "Open", "system": "swiss", "rounds": 3, "fide_rated": true,
                   "tiebreaks": ["BH/C1", "SB"], "start_date": "2026-03-10",
                   "config": {"time_control": "300+2"}}),
        )
        .await;
        // Entered in any order: numbered by rating (C.04.2 B).
        enter(
            &app,
            &ev,
            &[
                ("F", 1500),
                ("A", 2400),
                ("C", 2200),
                ("B", 2300),
                ("E", 1600),
                ("D", 2100),
            ],
        )
        .await;
        let (_, players) = read(&app, &ev, "/players").await;
        assert_eq!(players["players"][0]["name"], "A");
        assert_eq!(players["players"][5]["name"], "F");
        let (status, r1) = post(&app, &ev, "/rounds", json!({})).await;
        assert_eq!(status, StatusCode::CREATED, "{r1}");
        // C.04.3: round 1 pairs the top half against the bottom half, 1-4, 5-2, 3-6.
        assert_eq!(pairs(&r1), [(1, 4), (5, 2), (3, 6)], "{backend:?}");
        assert_eq!(r1["published"], false);
        assert_eq!(r1["explanation"]["system"], "swiss");
        assert_eq!(
            r1["explanation"]["boards"].as_array().map(Vec::len),
            Some(3)
        );
        // Each note in English and French, its params by name, its article in the 2026
        // numbering of C.04.3 (5.2.5, not E.5).
        let boards = r1["explanation"]["boards"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        for n in boards
            .iter()
            .flat_map(|b| b["notes"].as_array().cloned().unwrap_or_default())
        {
            let fr = n["text_fr"].as_str().unwrap_or_default();
            assert!(!fr.is_empty() && Some(fr) != n["text"].as_str(), "{n}");
            assert!(n["params"].is_object(), "{n}");
            let number = n["article"]
                .as_str()
                .unwrap_or_default()
                .trim_start_matches("C.04.3 ");
            assert!(number.starts_with(|c: char| c.is_ascii_digit()), "{n}");
        }
        // Not published: the public does not see it, the arbiter does.
        let (status, body) = read(&app, &ev, "/pairings").await;
        assert_error(
            &(status, body),
            StatusCode::NOT_FOUND,
            "round_not_published",
        );
        // A change: journalled, with the FIDE-rated warning.
        let change = json!({"boards": [{"white": 1, "black": 4}, {"white": 2, "black": 5}, {"white": 3, "black": 6}],
                            "reason": "player 5 asked for the other colour (medical)"});
        let (status, body) = call(
            &app,
            Method::PUT,
            &format!("/api/events/{}/rounds/1/pairings", ev.id),
            Some(&ev.token),
            Some(&change.to_string()),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        // `warnings`: the contract's English strings, unchanged (C.04.2 A.6, C.04.A).
        assert_eq!(
            body["warnings"],
            json!([
                "fide_rated: the pairing of a FIDE-rated event was changed by hand; the change is journalled and must be justified to the rating officer (C.04.2 A.6, C.04.A)"
            ]),
            "{body}"
        );
        // Beside them, `warning_notes`: the same warnings by code, with params and English.
        let fide = &body["warning_notes"][0];
        assert_eq!(fide["code"], "pairing_changed_fide_rated", "{body}");
        assert_eq!(fide["params"], json!({}));
        assert!(
            fide["text"]
                .as_str()
                .is_some_and(|t| t.starts_with("the pairing of a FIDE-rated event was changed")),
            "{body}"
        );
        assert_eq!(body["warning_notes"].as_array().map(Vec::len), Some(1));
        assert_eq!(body["changes"].as_array().map(Vec::len), Some(1));
        assert_eq!(
            body["changes"][0]["warnings"], body["warnings"],
            "journalled as answered"
        );
        assert_eq!(
            body["changes"][0]["warning_notes"], body["warning_notes"],
            "journalled as answered"
        );
        // A change that leaves a player out, or pairs one twice, is refused.
        for bad in [
            json!({"boards": [{"white": 1, "black": 4}, {"white": 2, "black": 5}], "reason": "x"}),
            json!({"boards": [{"white": 1, "black": 1}, {"white": 2, "black": 5}, {"white": 3, "black": 6}], "reason": "x"}),
            json!({"boards": [{"white": 1, "black": 4}], "reason": ""}),
            json!({"boards": [{"white": 1, "black": 99}], "reason": "x"}),
        ] {
            let answer = call(
                &app,
                Method::PUT,
                &format!("/api/events/{}/rounds/1/pairings", ev.id),
                Some(&ev.token),
                Some(&bad.to_string()),
            )
            .await;
            assert_error(&answer, StatusCode::BAD_REQUEST, "bad_pairing");
        }
        let (status, body) = post(&app, &ev, "/rounds/1/publish", json!({})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(pairs(&body), [(1, 4), (2, 5), (3, 6)]);
        let (status, public) = read(&app, &ev, "/pairings?round=1").await;
        assert_eq!(status, StatusCode::OK, "{public}");
        assert_eq!(public["published"], true);
        // Published: no more changes.
        let answer = call(
            &app,
            Method::PUT,
            &format!("/api/events/{}/rounds/1/pairings", ev.id),
            Some(&ev.token),
            Some(&change.to_string()),
        )
        .await;
        assert_error(&answer, StatusCode::CONFLICT, "round_published");
        // Art. 6.7.1: player 6 is absent at the default time (0 here): 3 wins by forfeit.
        let (status, body) = post(&app, &ev, "/rounds/1/forfeits", json!({"absent": [6]})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["forfeits"][0]["result"], "+/-");
        post(&app, &ev, "/rounds/1/start", json!({})).await;
        for (board, result) in [(1, "1-0"), (2, "0-1")] {
            let (status, body) = post(
                &app,
                &ev,
                &format!("/rounds/1/boards/{board}/result"),
                json!({ "result": result }),
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{body}");
        }
        let standings = wait_standings(&app, &ev, |s| {
            s.iter().filter(|r| r["points"] == "1").count() == 3
        })
        .await;
        let keys: Vec<&String> = standings[0]["tiebreaks"]
            .as_object()
            .expect("tiebreaks")
            .keys()
            .collect();
        assert_eq!(keys, ["BH/C1", "SB"]);
        // Round 2 by the Dutch engine: winners meet winners; the forfeit is no game
        // (C.04.1 b), so 3 and 6 may still meet later.
        let (status, r2) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED, "{r2}");
        let r2 = pairs(&r2);
        assert_eq!(r2.len(), 3);
        let winners = [1_u64, 5, 3];
        assert!(
            r2.iter()
                .any(|(w, b)| winners.contains(w) && winners.contains(b)),
            "{r2:?}"
        );
        for (w, b) in &r2 {
            assert!(
                ![(1, 4), (4, 1), (2, 5), (5, 2)].contains(&(*w, *b)),
                "no rematch: {r2:?}"
            );
        }
        let (status, trf) = read_text(&app, &ev, "/trf").await;
        assert_eq!(status, StatusCode::OK);
        let event = tournament::trf::read(&trf).expect("reads");
        let six = event.player(6).expect("player 6");
        assert_eq!(six.rounds[0].result, tournament::ResultCode::ForfeitLoss);
        assert!(trf.contains("202 BH/C1,SB"), "{trf}");
        assert!(trf.contains("042 2026/03/10"), "{trf}");
    }
}

/// Who may do what, and every bad request answered 4xx with a JSON error body.
#[tokio::test]
async fn bad_requests_to_events_answer_4xx_with_a_json_error_and_change_nothing() {
    for backend in [Backend::Memory, Backend::Sqlite] {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        for (body, code) in [
            ("not json", "bad_json"),
            ("[1]", "bad_body"),
            (r#"{"name":"X","system":"swiss"}"#, "bad_event"),
            (r#"{"name":"X","system":"knockout","rounds":3}"#, "bad_body"),
            (r#"{"name":"","system":"round_robin"}"#, "bad_event"),
            (r#"{"name":"X","system":"swiss","rounds":0}"#, "bad_event"),
            (
                r#"{"name":"X","system":"swiss","rounds":3,"tiebreaks":["XYZ"]}"#,
                "unknown_tiebreak",
            ),
            (
                r#"{"name":"X","system":"swiss","rounds":3,"start_date":"tomorrow"}"#,
                "bad_event",
            ),
            (
                r#"{"name":"X","system":"swiss","rounds":3,"config":{"time_control":"abc"}}"#,
                "",
            ),
            (
                r#"{"name":"X","system":"swiss","rounds":3,"colour":"white"}"#,
                "bad_body",
            ),
        ] {
            let (status, answer) = call(&app, Method::POST, "/api/events", None, Some(body)).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {answer}");
            assert!(answer["error"]["code"].is_string(), "{answer}");
            if !code.is_empty() {
                assert_eq!(answer["error"]["code"], code, "{body}: {answer}");
            }
        }
        let ev = event(&app, json!({"name": "E", "system": "swiss", "rounds": 2})).await;
        // No token, another token: 401.
        let (status, body) = call(
            &app,
            Method::POST,
            &format!("/api/events/{}/players", ev.id),
            None,
            Some(r#"{"name":"A"}"#),
        )
        .await;
        assert_error(&(status, body), StatusCode::UNAUTHORIZED, "unauthorized");
        let (status, body) = call(
            &app,
            Method::POST,
            &format!("/api/events/{}/rounds", ev.id),
            Some("0123456789abcdef0123456789abcdef"),
            Some("{}"),
        )
        .await;
        assert_error(&(status, body), StatusCode::UNAUTHORIZED, "unauthorized");
        for (body, code) in [
            (json!({"name": ""}), "bad_player"),
            (json!({"name": "A", "rating": 9000}), "bad_player"),
            (json!({"name": "A", "federation": "france"}), "bad_player"),
            (json!({"nom": "A"}), "bad_player"),
        ] {
            let answer = post(&app, &ev, "/players", body).await;
            assert_error(&answer, StatusCode::BAD_REQUEST, code);
        }
        let answer = post(&app, &ev, "/rounds", json!({})).await;
        assert_error(&answer, StatusCode::CONFLICT, "too_few_players");
        let answer = post(&app, &ev, "/rounds", json!({"publish": "yes"})).await;
        assert_error(&answer, StatusCode::BAD_REQUEST, "bad_body");
        let answer = post(&app, &ev, "/rounds/x/publish", json!({})).await;
        assert_error(&answer, StatusCode::BAD_REQUEST, "bad_path");
        let answer = post(&app, &ev, "/rounds/1/publish", json!({})).await;
        assert_error(&answer, StatusCode::NOT_FOUND, "no_round");
        let answer = read(&app, &ev, "/pairings?round=zero").await;
        assert_error(&answer, StatusCode::BAD_REQUEST, "bad_path");
        let answer = read(&app, &ev, "/standings?after=-1").await;
        assert_error(&answer, StatusCode::BAD_REQUEST, "bad_path");
        let answer = post(&app, &ev, "/queue/nothing/ack", json!({})).await;
        assert_error(&answer, StatusCode::NOT_FOUND, "no_item");
        let answer = call(
            &app,
            Method::GET,
            "/api/events/nosuch1/standings",
            None,
            None,
        )
        .await;
        assert_error(&answer, StatusCode::NOT_FOUND, "not_found");
        let answer = call(&app, Method::GET, "/api/events/bad$id", None, None).await;
        assert_eq!(answer.0, StatusCode::NOT_FOUND);
        enter(&app, &ev, &[("A", 2000), ("B", 1900)]).await;
        let (status, _) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED);
        for (body, code) in [
            (json!({"result": "2-0"}), "bad_result"),
            (json!({"result": "1-0", "extra": 1}), "bad_body"),
        ] {
            let answer = post(&app, &ev, "/rounds/1/boards/1/result", body).await;
            assert_error(&answer, StatusCode::BAD_REQUEST, code);
        }
        let answer = post(
            &app,
            &ev,
            "/rounds/1/boards/7/result",
            json!({"result": "1-0"}),
        )
        .await;
        assert_error(&answer, StatusCode::NOT_FOUND, "no_board");
        let answer = post(&app, &ev, "/rounds/1/forfeits", json!({"absent": [9]})).await;
        assert_error(&answer, StatusCode::BAD_REQUEST, "bad_forfeit");
        // Art. 6.6: a result is declared in a game started only; the game's own refusal.
        let answer = post(
            &app,
            &ev,
            "/rounds/1/boards/1/result",
            json!({"result": "1-0"}),
        )
        .await;
        assert_error(&answer, StatusCode::CONFLICT, "not_started");
        // The event's token is no token for another game.
        let other = create(&app, r#"{"config":{"time_control":"300+2"}}"#).await;
        let answer = call(
            &app,
            Method::POST,
            &format!("/api/games/{}/events", other.id),
            Some(&ev.token),
            Some(r#"{"type":"start"}"#),
        )
        .await;
        assert_error(&answer, StatusCode::UNAUTHORIZED, "unauthorized");
    }
}

/// The order of the event routes' refusals, where a request is wrong in two ways: a path not in
/// UTF-8 (axum's own 400, `bad_path`, given the contract's JSON body by `error::json_errors`)
/// first; then the path's numbers and a read's query; then
/// an unknown event (404); then the arbiter's token (401); the body last. A round number that
/// is a query's (`pairings?round=`) is read after the event.
#[tokio::test]
async fn hall_refusals_come_in_their_order() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let ev = event(&app, json!({"name": "E", "system": "swiss", "rounds": 2})).await;
    // Each row: method, path, token (`-` none, `w` another than the event's), body (`-` none),
    // and the key of the refusal expected.
    for row in [
        // Unknown event before the token, the token before the body.
        "POST /api/events/nosuch1/players - x no_event",
        "GET /api/events/nosuch1/hall w - no_event",
        "POST /api/events/nosuch1/queue/q1/ack - - no_event",
        "POST /api/events/{id}/players - x no_token",
        "POST /api/events/{id}/players w x not_event_arbiter",
        r#"POST /api/events/{id}/rounds - {"publish":1} no_token"#,
        "POST /api/events/{id}/absences w [ not_event_arbiter",
        "PUT /api/events/{id}/rounds/1/pairings - x no_token",
        "POST /api/events/{id}/rounds/1/publish - - no_token",
        "POST /api/events/{id}/rounds/1/start w - not_event_arbiter",
        "POST /api/events/{id}/rounds/1/forfeits - x no_token",
        "POST /api/events/{id}/rounds/1/boards/1/result w x not_event_arbiter",
        "POST /api/events/{id}/queue/q1/ack - - no_token",
        "GET /api/events/{id}/hall - - no_token",
        // The path's numbers before the event, the round's before the board's.
        "POST /api/events/nosuch1/rounds/x/publish - - bad_round_number",
        "POST /api/events/nosuch1/rounds/0/start - - bad_round_number",
        "PUT /api/events/nosuch1/rounds/x/pairings - x bad_round_number",
        "POST /api/events/nosuch1/rounds/x/forfeits - x bad_round_number",
        "POST /api/events/nosuch1/rounds/x/boards/y/result - x bad_round_number",
        "POST /api/events/nosuch1/rounds/1/boards/y/result - x bad_board_number",
        // A read's query before the event; `after` once the query reads.
        "GET /api/events/nosuch1/pairings?round=1&round=2 - - bad_query",
        "GET /api/events/nosuch1/standings?after=-1 - - bad_after_number",
        "GET /api/events/nosuch1/standings?after=x&after=y - - bad_query",
        // The pairings' round is read after the event.
        "GET /api/events/nosuch1/pairings?round=zero - - no_event",
        "GET /api/events/{id}/pairings?round=zero - - bad_round_number",
        // A path not in UTF-8 is axum's refusal (`bad_path`), before any of the hall's.
        "POST /api/events/%FF/rounds/x/publish - x axum",
        "POST /api/events/%FF/players - x axum",
        "GET /api/events/%FF/pairings?round=1&round=2 - - axum",
        "GET /api/events/%FF/standings?after=-1 - - axum",
        "POST /api/events/{id}/queue/%FF/ack - - axum",
    ] {
        let [method, uri, token, body, key] = row.split(' ').collect::<Vec<_>>()[..] else {
            panic!("{row}: five words");
        };
        let uri = uri.replace("{id}", &ev.id);
        let method: Method = method.parse().expect("a method");
        let token = (token == "w").then_some("0123456789abcdef0123456789abcdef");
        let body = (body != "-").then_some(body);
        let (status, bytes) = call_raw(&app, method, &uri, token, body).await;
        let text = String::from_utf8_lossy(&bytes);
        let answer: Value = serde_json::from_slice(&bytes).expect("a JSON error");
        if key == "axum" {
            assert_eq!(status, StatusCode::BAD_REQUEST, "{row}: {text}");
            assert_eq!(answer["error"]["code"], "bad_path", "{row}: {text}");
            assert!(
                answer["error"]["message"]
                    .as_str()
                    .is_some_and(|m| m.starts_with("Invalid URL: Invalid UTF-8 in `")),
                "{row}: {text}"
            );
            continue;
        }
        let code = hall_codes::find(key).expect("a listed key");
        assert_eq!(status, code.status, "{row}: {text}");
        assert_eq!(answer["error"]["key"], key, "{row}: {text}");
    }
}

/// The event survives a restart: a new hub over the same SQLite file reads it back from its
/// journal, with its rounds and games, and goes on.
#[tokio::test]
async fn an_event_is_read_back_from_its_journal_after_a_restart() {
    let fx = fixture(Backend::Sqlite).await;
    let ev = {
        let (_hub, app) = app_of(fx.store.clone());
        let ev = event(&app, json!({"name": "Kept", "system": "round_robin"})).await;
        enter(&app, &ev, &[("A", 2000), ("B", 1900), ("C", 1800)]).await;
        let (status, _) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED);
        ev
    };
    let store = server::store::Store::open(&fx.url).await.expect("reopen");
    let (_hub, app) = app_of(store);
    let (status, body) = read(&app, &ev, "").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["players"].as_array().map(Vec::len), Some(3));
    assert_eq!(body["rounds"][0]["published"], true);
    let (_, pairing) = read(&app, &ev, "/pairings?round=1").await;
    // C.05 Annex 1, three players (played as four): round 1 is 2-3, player 1 has the bye.
    assert_eq!(pairs(&pairing), [(2, 3)]);
    assert_eq!(pairing["bye"]["tpn"], 1);
    // The event's token still rules on its games.
    let game = games(&pairing)[0].clone();
    let (status, body) = call(
        &app,
        Method::POST,
        &format!("/api/games/{game}/events"),
        Some(&ev.token),
        Some(r#"{"type":"start"}"#),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

/// Reads NDJSON lines from a streaming body until one satisfies `ok` (5 s at most).
async fn line_until(
    body: &mut axum::body::Body,
    buffer: &mut String,
    ok: impl Fn(&Value) -> bool,
) -> Value {
    use http_body_util::BodyExt;
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        while let Some(at) = buffer.find('\n') {
            let line: String = buffer.drain(..=at).collect();
            if line.trim().is_empty() {
                continue;
            }
            let value: Value = serde_json::from_str(line.trim()).expect("a JSON line");
            if ok(&value) {
                return value;
            }
        }
        let frame = tokio::time::timeout_at(deadline, body.frame())
            .await
            .expect("a line in time")
            .expect("the stream goes on")
            .expect("a frame");
        if let Ok(data) = frame.into_data() {
            buffer.push_str(std::str::from_utf8(&data).expect("UTF-8"));
        }
    }
}

async fn open_stream(app: &Router, ev: &Ev, token: Option<&str>) -> axum::body::Body {
    let mut request = axum::http::Request::get(format!("/api/events/{}/stream", ev.id));
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let response = tower::ServiceExt::oneshot(
        app.clone(),
        request.body(axum::body::Body::empty()).expect("a request"),
    )
    .await
    .expect("an answer");
    assert_eq!(response.status(), StatusCode::OK);
    response.into_body()
}

/// Art. 6.11.2 in the hall: a player's call reaches the event's stream as a compact board
/// summary (clocks, not moves) with the queue; the public stream carries no queue; the arbiter
/// restarts the clock with the event's token (6.11.3), and the queue empties.
#[tokio::test]
async fn art_6_11_2_a_call_reaches_the_hall_stream_and_the_queue_empties_when_ruled_on() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let ev = event(
        &app,
        json!({"name": "Stream", "system": "round_robin", "config": {"time_control": "600+5"}}),
    )
    .await;
    enter(&app, &ev, &[("A", 2000), ("B", 1900)]).await;
    let (_, r1) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
    let game = games(&r1)[0].clone();
    let white = r1["links"][0]["white"]
        .as_str()
        .and_then(|l| l.split("#white=").nth(1))
        .expect("white's token")
        .to_owned();
    let mut arbiter = open_stream(&app, &ev, Some(&ev.token)).await;
    let mut public = open_stream(&app, &ev, None).await;
    let (mut a, mut p) = (String::new(), String::new());
    let first = line_until(&mut arbiter, &mut a, |v| v["type"] == "hall").await;
    assert_eq!(first["round"]["boards"][0]["status"], "created");
    assert_eq!(first["queue"], json!([]));
    let first_public = line_until(&mut public, &mut p, |v| v["type"] == "hall").await;
    assert!(first_public.get("queue").is_none(), "{first_public}");
    post(&app, &ev, "/rounds/1/start", json!({})).await;
    let (status, body) = call(
        &app,
        Method::POST,
        &format!("/api/games/{game}/events"),
        Some(&white),
        Some(r#"{"type":"pause","by":"white"}"#),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let line = line_until(&mut arbiter, &mut a, |v| {
        v["type"] == "board" && v["queue"].as_array().is_some_and(|q| !q.is_empty())
    })
    .await;
    let board = &line["board"];
    assert_eq!(board["game"], game.as_str());
    assert_eq!(board["clock"]["paused"], true);
    assert!(
        board.get("moves").is_none() && board.get("fen").is_none(),
        "compact: {board}"
    );
    assert_eq!(board["open"], json!(["call"]));
    let item = &line["queue"][0];
    assert_eq!(item["kind"], "call");
    assert_eq!(item["by"], "white");
    assert_eq!(item["article"], "6.11.2");
    let public_line = line_until(&mut public, &mut p, |v| v["type"] == "board").await;
    assert!(public_line.get("queue").is_none(), "{public_line}");
    // The hall's view shows it too.
    let (_, hall) = call(
        &app,
        Method::GET,
        &format!("/api/events/{}/hall", ev.id),
        Some(&ev.token),
        None,
    )
    .await;
    assert_eq!(hall["queue"][0]["id"], item["id"]);
    // 6.11.3: the event's arbiter restarts the clock; the call leaves the queue.
    let (status, body) = call(
        &app,
        Method::POST,
        &format!("/api/games/{game}/events"),
        Some(&ev.token),
        Some(r#"{"type":"resume"}"#),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let line = line_until(&mut arbiter, &mut a, |v| {
        v["type"] == "board" && v["queue"] == json!([])
    })
    .await;
    assert_eq!(line["board"]["clock"]["paused"], false);
}

/// A test event with engine seats: nobody acts, yet each game's result reaches the standings as
/// the game ends — here White's engine never answers and loses on time (Art. 6.9), on every
/// board of the round.
#[tokio::test]
async fn art_6_9_a_test_event_of_engines_scores_its_games_as_they_end() {
    let dir = tempfile::tempdir().expect("a directory");
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fake_engine.sh");
    let program = dir.path().join("hang-after-go");
    std::os::unix::fs::symlink(script, &program).expect("a symlink to the fake engine");
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_with(
        fx.store.clone(),
        server::Options {
            engines: vec![("fake".to_owned(), program.display().to_string())],
            ..server::Options::default()
        },
    );
    let ev = event(
        &app,
        json!({"name": "Engines", "system": "round_robin", "config": {"time_control": "1"},
               "seats": {"engine": "fake", "level": 1}}),
    )
    .await;
    enter(&app, &ev, &[("E1", 0), ("E2", 0), ("E3", 0), ("E4", 0)]).await;
    let (status, r1) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
    assert_eq!(status, StatusCode::CREATED, "{r1}");
    assert_eq!(
        r1["links"][0]["white"],
        Value::Null,
        "an engine seat has no link"
    );
    post(&app, &ev, "/rounds/1/start", json!({})).await;
    // Round 1 is 1-4, 2-3: both Whites lose on time.
    let standings = wait_standings(&app, &ev, |s| {
        s.iter().filter(|r| r["points"] == "1").count() == 2
    })
    .await;
    let mut winners: Vec<u64> = standings
        .iter()
        .filter(|r| r["points"] == "1")
        .map(|r| r["tpn"].as_u64().expect("tpn"))
        .collect();
    winners.sort_unstable();
    assert_eq!(winners, [3, 4]);
    let (_, pairing) = read(&app, &ev, "/pairings?round=1").await;
    for board in pairing["boards"].as_array().expect("boards") {
        assert_eq!(board["result"], "0-1", "{board}");
        assert_eq!(board["reason"], "time_forfeit", "{board}");
    }
}

/// Starts a published round and sets its results from the event (each game under way: the
/// arbiter's declared result, Art. 12.1; `""` leaves a board as it is), then waits for the standings to count them.
async fn settle(app: &Router, ev: &Ev, round: usize, results: &[&str]) {
    // Art. 6.6: the clocks started first (a result is declared in a game under way).
    let (status, body) = post(app, ev, &format!("/rounds/{round}/start"), json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    for (i, result) in results.iter().enumerate() {
        if result.is_empty() {
            // Settled already (recorded by the event).
            continue;
        }
        let (status, body) = post(
            app,
            ev,
            &format!("/rounds/{round}/boards/{}/result", i + 1),
            json!({ "result": result }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "board {}: {body}", i + 1);
    }
    for _ in 0..100 {
        let (_, hall) = call(
            app,
            Method::GET,
            &format!("/api/events/{}/pairings?round={round}", ev.id),
            None,
            None,
        )
        .await;
        if hall["boards"]
            .as_array()
            .is_some_and(|b| b.iter().all(|b| !b["result"].is_null()))
        {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    panic!("round {round}'s results never reached the event");
}

async fn pairing_board(app: &Router, ev: &Ev, round: usize, board: usize) -> Value {
    let (status, pairing) = read(app, ev, &format!("/pairings?round={round}")).await;
    assert_eq!(status, StatusCode::OK, "{pairing}");
    pairing["boards"][board - 1].clone()
}

fn points_of(standings: &[Value], tpn: u64) -> String {
    standings
        .iter()
        .find(|r| r["tpn"] == tpn)
        .and_then(|r| r["points"].as_str())
        .expect("a ranked player")
        .to_owned()
}

/// Art. 12.9.8, 12.9.9 ("l'exclusion pour une ou plusieurs rondes", "l'exclusion de la
/// compétition"), withdrawals and requested byes through the server: later rounds only,
/// journalled, left out of the next Swiss round's pairing (C.04.3), scored in the standings and
/// the TRF (`Z`, `H`), and read back after a restart.
#[tokio::test]
async fn art_12_9_8_12_9_9_withdrawals_exclusions_and_byes_take_later_rounds_of_a_swiss_event() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let ev = event(
            &app,
            json!({"name": "Open", "system": "swiss", "rounds": 3,
                   "tiebreaks": ["BH/C1", "SB"], "config": {"time_control": "300+2"}}),
        )
        .await;
        enter(
            &app,
            &ev,
            &[
                ("A", 2400),
                ("B", 2300),
                ("C", 2200),
                ("D", 2100),
                ("E", 1600),
                ("F", 1500),
            ],
        )
        .await;
        let (status, r1) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED, "{r1}");
        assert_eq!(pairs(&r1), [(1, 4), (5, 2), (3, 6)], "{backend:?}");
        // Round 1 is paired: it is no longer the absences' (later rounds only).
        let answer = post(
            &app,
            &ev,
            "/absences",
            json!({"player": 6, "kind": "withdrawal", "from": 1}),
        )
        .await;
        assert_error(&answer, StatusCode::CONFLICT, "round_already_paired");
        settle(&app, &ev, 1, &["1-0", "0-1", "1/2-1/2"]).await;
        // Player 6 withdraws from round 2 on (the next round unless said).
        let (status, body) = post(
            &app,
            &ev,
            "/absences",
            json!({"player": 6, "kind": "withdrawal", "reason": "ill"}),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        assert_eq!(body["absence"]["from"], 2);
        // Player 5 asks for a half-point bye in round 2.
        let (status, body) = post(
            &app,
            &ev,
            "/absences",
            json!({"player": 5, "kind": "bye", "bye": "half"}),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        assert_eq!(body["absence"]["rounds"], 1);
        assert_eq!(body["absences"].as_array().map(Vec::len), Some(2));
        // Refused: a bye without its points, a second departure, a suspension without its
        // length, an unknown player, a round past the end, and no token.
        for (bad, status, code) in [
            (
                json!({"player": 4, "kind": "bye"}),
                StatusCode::BAD_REQUEST,
                "bad_absence",
            ),
            (
                json!({"player": 6, "kind": "expulsion", "from": 3}),
                StatusCode::CONFLICT,
                "player_gone",
            ),
            (
                json!({"player": 4, "kind": "suspension"}),
                StatusCode::BAD_REQUEST,
                "bad_absence",
            ),
            (
                json!({"player": 9, "kind": "withdrawal"}),
                StatusCode::BAD_REQUEST,
                "bad_absence",
            ),
            (
                json!({"player": 4, "kind": "withdrawal", "from": 4}),
                StatusCode::BAD_REQUEST,
                "bad_absence",
            ),
            (
                json!({"player": 4, "kind": "leave"}),
                StatusCode::BAD_REQUEST,
                "bad_absence",
            ),
        ] {
            let answer = post(&app, &ev, "/absences", bad.clone()).await;
            assert_error(&answer, status, code);
        }
        let answer = call(
            &app,
            Method::POST,
            &format!("/api/events/{}/absences", ev.id),
            None,
            Some(r#"{"player": 4, "kind": "withdrawal"}"#),
        )
        .await;
        assert_error(&answer, StatusCode::UNAUTHORIZED, "unauthorized");
        let (_, listed) = read(&app, &ev, "/absences").await;
        assert_eq!(listed["absences"].as_array().map(Vec::len), Some(2));

        // Round 2 pairs the four players present (C.04.3): no bye, neither 5 nor 6.
        let (status, r2) = post(&app, &ev, "/rounds", json!({})).await;
        assert_eq!(status, StatusCode::CREATED, "{r2}");
        let r2pairs = pairs(&r2);
        let mut paired: Vec<u64> = r2pairs.iter().flat_map(|(w, b)| [*w, *b]).collect();
        paired.sort_unstable();
        assert_eq!(paired, [1, 2, 3, 4], "{backend:?}: {r2}");
        assert!(r2["bye"].is_null(), "{r2}");
        // A change that pairs the withdrawn player is refused; one that leaves out only the
        // absent is accepted.
        let bad = json!({"boards": [{"white": 1, "black": 2}, {"white": 3, "black": 6}, {"white": 4, "black": 5}], "reason": "x"});
        let answer = call(
            &app,
            Method::PUT,
            &format!("/api/events/{}/rounds/2/pairings", ev.id),
            Some(&ev.token),
            Some(&bad.to_string()),
        )
        .await;
        assert_error(&answer, StatusCode::BAD_REQUEST, "bad_pairing");
        let (status, body) = post(&app, &ev, "/rounds/2/publish", json!({})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        // The rounds missed count at once: 5 lost round 1 and has the half point of round 2
        // (H); 6 drew round 1 and scores nothing in round 2 (Z).
        let standings = wait_standings(&app, &ev, |s| points_of(s, 5) == "0.5").await;
        assert_eq!(points_of(&standings, 6), "0.5");
        let (_, table) = read(&app, &ev, "/crosstable").await;
        let row = |tpn: u64| {
            table["rows"]
                .as_array()
                .and_then(|rows| rows.iter().find(|r| r["tpn"] == tpn))
                .cloned()
                .expect("a row")
        };
        assert_eq!(row(5)["rounds"][1]["result"], "H");
        assert_eq!(row(6)["rounds"][1]["result"], "Z");
        assert!(row(6)["rounds"][1]["opponent"].is_null());
        let (_, trf) = read_text(&app, &ev, "/trf").await;
        let read_back = tournament::trf::read(&trf).expect("reads");
        assert_eq!(
            read_back.player(5).expect("5").rounds[1].result,
            tournament::ResultCode::HalfBye
        );
        assert_eq!(
            read_back.player(6).expect("6").rounds[1].result,
            tournament::ResultCode::ZeroBye
        );

        // Round 3, on a new hub over the same store (the absences read back from the journal):
        // 5 is back, 6 is gone: five players, one pairing-allocated bye, never 6.
        let (_hub, app) = app_of(fx.store.clone());
        let (_, listed) = read(&app, &ev, "/absences").await;
        assert_eq!(listed["absences"].as_array().map(Vec::len), Some(2));
        settle(&app, &ev, 2, &["1-0", "1/2-1/2"]).await;
        let (status, r3) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED, "{r3}");
        let mut paired: Vec<u64> = pairs(&r3).iter().flat_map(|(w, b)| [*w, *b]).collect();
        paired.extend(r3["bye"]["tpn"].as_u64());
        paired.sort_unstable();
        assert_eq!(paired, [1, 2, 3, 4, 5], "{backend:?}: {r3}");
    }
}

/// C.05 Annex 1 and Art. 12.9.8: a round robin keeps its table; a player excluded for a round
/// loses that round's game by forfeit (6.7.1), which the standings count; a requested bye has
/// no place in the table.
#[tokio::test]
async fn art_12_9_8_a_round_robin_forfeits_the_game_of_a_player_excluded_for_a_round() {
    for backend in [Backend::Memory, Backend::Sqlite] {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let ev = event(
            &app,
            json!({"name": "Club RR", "system": "round_robin", "config": {"time_control": "300+2"}}),
        )
        .await;
        enter(
            &app,
            &ev,
            &[("A", 2000), ("B", 1900), ("C", 1800), ("D", 1700)],
        )
        .await;
        let (status, _) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED);
        settle(&app, &ev, 1, &["1/2-1/2", "1/2-1/2"]).await;
        let answer = post(
            &app,
            &ev,
            "/absences",
            json!({"player": 4, "kind": "bye", "bye": "half"}),
        )
        .await;
        assert_error(&answer, StatusCode::CONFLICT, "bye_in_round_robin");
        let (status, body) = post(
            &app,
            &ev,
            "/absences",
            json!({"player": 4, "kind": "suspension", "rounds": 1, "reason": "Art. 12.9.8"}),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        assert_eq!(body["article"], "12.9.8");
        // Round 2 by the table: 4-3, 1-2; board 1's game is forfeited by White at once.
        let (status, r2) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED, "{r2}");
        assert_eq!(pairs(&r2), [(4, 3), (1, 2)]);
        let standings = wait_standings(&app, &ev, |s| points_of(s, 3) == "1.5").await;
        assert_eq!(points_of(&standings, 4), "0.5");
        let (_, table) = read(&app, &ev, "/crosstable").await;
        let four = table["rows"]
            .as_array()
            .and_then(|rows| rows.iter().find(|r| r["tpn"] == 4))
            .cloned()
            .expect("a row");
        assert_eq!(four["rounds"][1]["result"], "-", "{four}");
        let board = pairing_board(&app, &ev, 2, 1).await;
        assert!(board["result"] == "-/+", "recorded at publication");
        // Why, by code (Art. 6.7.1 and 12.9.8), for a page to say it in its language.
        let note = &board["decided"]["notes"][0];
        assert_eq!(note["code"], "absent_suspension", "{board}");
        assert_eq!(note["params"], json!({"player": 4, "round": 2}));
        assert_eq!(
            note["text"],
            "player 4 absent from round 2: suspension (Art. 12.9.8)"
        );
        assert_eq!(board["decided"]["reason"], note["text"]);
        let params: game::codes::Params =
            serde_json::from_value(note["params"].clone()).expect("params");
        assert_eq!(
            hall_codes::ABSENT_SUSPENSION.french(&params),
            "le joueur n° 4 est absent de la ronde 2\u{a0}: exclu pour une ou plusieurs rondes (art. 12.9.8)"
        );
        // Its game is not started with the others.
        let (status, body) = post(&app, &ev, "/rounds/2/start", json!({})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["started"], json!([2]));
        // Art. 6.7.1: in the event's PGN, the game never played carries the forfeit: Black
        // wins (`0-1`), said in a comment with the article and why.
        let (status, pgn) = read_text(&app, &ev, "/pgn").await;
        assert_eq!(status, StatusCode::OK);
        let forfeited = pgn
            .split("[Event ")
            .find(|g| g.contains("[Round \"2.1\"]"))
            .expect("board 2.1 in the PGN");
        assert!(forfeited.contains("[Result \"0-1\"]"), "{forfeited}");
        assert!(
            forfeited.contains("[Termination \"forfeit\"]"),
            "{forfeited}"
        );
        let words = forfeited.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            words.contains("{ -/+ (forfeit, Art. 6.7.1): player 4 absent from round 2"),
            "{forfeited}"
        );
        assert!(forfeited.trim_end().ends_with("0-1"), "{forfeited}");
        let played = pgn
            .split("[Event ")
            .find(|g| g.contains("[Round \"2.2\"]"))
            .expect("board 2.2 in the PGN");
        assert!(played.contains("[Result \"*\"]"), "still playing: {played}");
        // Round 3 by the table: 4 plays again.
        settle(&app, &ev, 2, &["", "1-0"]).await;
        let (status, r3) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED, "{r3}");
        let (_, pairing) = read(&app, &ev, "/pairings?round=3").await;
        assert!(
            pairing["boards"]
                .as_array()
                .expect("boards")
                .iter()
                .all(|b| b["result"].is_null()),
            "nobody absent in round 3: {pairing}"
        );
    }
}

// ---- What the hall says when it refuses (issue 26, its closing note) ----

use server::hall::codes::{self as hall_codes, HALL_ERRORS, HALL_WORDS, HallCode};

fn hall_codes_json() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../web/src/hall-codes.json")
}

/// The page's words for the hall's refusals are `HALL_ERRORS`, written out: a sentence added or
/// changed in Rust without its JSON fails here (regenerate with `ARBITER_BLESS=1 cargo test -p
/// arbiter-server --test main hall_codes`).
#[test]
fn hall_codes_web_json_is_hall_errors() {
    let path = hall_codes_json();
    let written = hall_codes::to_json();
    if std::env::var_os("ARBITER_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&path, &written).expect("web/src/hall-codes.json is writable");
        return;
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == written,
        "{} is not server::hall::codes::HALL_ERRORS: regenerate it with `ARBITER_BLESS=1 cargo test -p arbiter-server --test main hall_codes`",
        path.display()
    );
    let value: Value = serde_json::from_str(&on_disk).expect("JSON");
    assert_eq!(
        value.as_object().map(|o| o.len()),
        Some(HALL_ERRORS.len() + HALL_WORDS.len())
    );
}

#[test]
fn hall_codes_are_snake_case_unique_with_their_holes_as_params_and_real_french() {
    let mut keys = std::collections::BTreeSet::new();
    for code in HALL_ERRORS {
        assert!(keys.insert(code.key), "{} twice", code.key);
        for name in [code.key, code.error] {
            assert!(
                name.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'),
                "{name} is not snake_case"
            );
        }
        // The tournament crate's errors the routes pass through are that crate's codes
        // (`## [tournament error]`, `tournament::messages::ERRORS`).
        let group = if tournament::messages::ERRORS
            .iter()
            .any(|c| c.key == code.key)
        {
            "tournament error"
        } else {
            "hall refusal"
        };
        catalogue_has(code.key, group, code.params, false);
        assert!(code.status.is_client_error() || code.status.is_server_error());
    }
    // The warnings and notes: keys apart from the refusals', holes as params, real French.
    for word in HALL_WORDS {
        assert!(keys.insert(word.key), "{} twice", word.key);
        assert!(
            word.key
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'),
            "{} is not snake_case",
            word.key
        );
        assert!(["warning", "note"].contains(&word.kind), "{}", word.key);
        catalogue_has(word.key, "hall word", word.params, true);
    }
    // No message of the hall's groups without its row.
    let (en, _) = words::entries(words::Lang::En);
    for entry in en.iter().filter(|e| e.group.starts_with("hall ")) {
        assert!(keys.contains(entry.id.as_str()), "{}: no row", entry.id);
    }
}

/// Issue 32: `key` is a message of both catalogues under `group`, naming only `params`, its
/// French its own (and naming every param, when `every`).
fn catalogue_has(key: &str, group: &str, params: &[&str], every: bool) {
    let mut texts = Vec::new();
    for lang in words::Lang::ALL {
        let (entries, errors) = words::entries(lang);
        assert!(errors.is_empty(), "{errors:?}");
        let entry = entries
            .iter()
            .find(|e| e.id == key)
            .unwrap_or_else(|| panic!("{key}: no {} words", lang.as_str()));
        if lang == words::Lang::En {
            assert_eq!(entry.group, group, "{key}");
        }
        for v in &entry.variables {
            assert!(params.contains(&v.as_str()), "{key}: {v} is not a param");
        }
        if every && lang == words::Lang::Fr {
            for p in params {
                assert!(
                    entry.variables.iter().any(|v| v == p),
                    "{key}: the French leaves out {p}"
                );
            }
        }
        texts.push(entry.source.clone());
    }
    assert!(texts[0] != texts[1], "{key}: no French");
}

/// Every refusal the hall's own code makes is a `HallCode`: no `ApiError` is built from a
/// literal code and message in `crates/server/src/hall/*.rs` outside the list's module.
#[test]
fn hall_codes_every_refusal_of_the_hall_routes_is_in_the_list() {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/hall");
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).expect("src/hall") {
        let path = entry.expect("an entry").path();
        if path.extension().is_none_or(|e| e != "rs") || path.ends_with("codes.rs") {
            continue;
        }
        files += 1;
        let text = std::fs::read_to_string(&path).expect("a source file");
        for (i, line) in text.lines().enumerate() {
            for made in [
                "ApiError::new(",
                "ApiError::bad_request(",
                "ApiError::forbidden(",
                "ApiError::unauthorized(",
                "ApiError::not_found(",
                "conflict(",
            ] {
                assert!(
                    !line.contains(made),
                    "{}:{}: a refusal made without its HallCode: {line}",
                    path.display(),
                    i + 1
                );
            }
        }
    }
    assert!(files >= 4, "{files} files read in {}", dir.display());
}

/// The tournament crate's errors the routes pass through, each variant made: its code is in
/// the list, its English is the error's own sentence and, for the Dutch system, its French the
/// crate's catalogue's (`tournament::Coded::say`). A new variant does not build here until it is listed.
#[test]
fn hall_codes_the_tournament_errors_passed_through_are_in_the_list() {
    use tournament::dutch::DutchError;
    use tournament::tiebreak::TieBreakCodeError;
    use tournament::{BergerError, ScoringError, ScoringReason};
    fn exhaustive(e: &DutchError) {
        match e {
            DutchError::RepeatedNumber { .. }
            | DutchError::UnknownOpponent { .. }
            | DutchError::OneSidedGame { .. }
            | DutchError::UnknownForbidden { .. }
            | DutchError::BadForbiddenPairs { .. }
            | DutchError::NoLegalPairing
            | DutchError::NoColour { .. }
            | DutchError::NoSuchRound { .. }
            | DutchError::TooLarge { .. } => {}
        }
    }
    let dutch = [
        DutchError::RepeatedNumber { number: 7 },
        DutchError::UnknownOpponent {
            number: 3,
            round: 2,
            opponent: 41,
        },
        DutchError::OneSidedGame {
            number: 3,
            round: 2,
            opponent: 4,
        },
        DutchError::UnknownForbidden { number: 12 },
        DutchError::BadForbiddenPairs { line: "5".into() },
        DutchError::NoLegalPairing,
        DutchError::NoColour {
            number: 9,
            round: 1,
        },
        DutchError::NoSuchRound {
            round: 6,
            played: 3,
        },
        DutchError::TooLarge { players: 100_000 },
    ];
    let listed = |code: &str| -> &'static HallCode {
        hall_codes::find(code).unwrap_or_else(|| panic!("{code} is not in HALL_ERRORS"))
    };
    for e in &dutch {
        exhaustive(e);
        let code = listed(e.code());
        let error = hall_codes::dutch(e);
        assert_eq!(error.body.code, e.code());
        assert_eq!(error.body.key, e.code());
        assert_eq!(error.status, StatusCode::CONFLICT);
        assert_eq!(error.body.message, e.to_string(), "{}", e.code());
        assert_eq!(
            code.french(&error.body.params),
            tournament::Coded::say(e, words::Lang::Fr),
            "{}",
            e.code()
        );
    }
    let berger = BergerError::Players(1);
    listed(berger.code());
    assert_eq!(hall_codes::berger(&berger).body.message, berger.to_string());
    let tiebreak = TieBreakCodeError("XYZ".into());
    listed(tiebreak.code());
    let error = hall_codes::tiebreak(&tiebreak);
    assert_eq!(error.body.message, tiebreak.to_string());
    assert_eq!(
        listed(tiebreak.code()).french(&error.body.params),
        "départage inconnu «\u{a0}XYZ\u{a0}» (PTS, DE, EDE, WIN, WON, BPG, BWG, BH, FB, SB, KS, PS, ARO, TPR, APRO, avec /C1, /M1 …)"
    );
    // A code with a quote: the message is the error's `Display`, the param quoted as it quotes.
    let quoted = TieBreakCodeError("X\"Y".into());
    let error = hall_codes::tiebreak(&quoted);
    assert_eq!(error.body.message, quoted.to_string());
    assert_eq!(error.body.params, tournament::Coded::params(&quoted));
    // The scoring's reason is a code of its own (`reason_code`, its params beside), said in
    // the language of the whole.
    let scoring = ScoringError {
        column: 9,
        reason: ScoringReason::NotAResult('Q'),
    };
    let error = hall_codes::scoring(&scoring);
    assert_eq!(error.body.message, scoring.to_string());
    assert_eq!(
        error.body.message,
        "tag 162, column 9: not one of W D L A P X: 'Q'"
    );
    assert_eq!(
        error.body.params["reason_code"],
        "scoring_not_a_result".into()
    );
    assert_eq!(error.body.params["letter"], "Q".into());
    assert_eq!(
        tournament::Coded::say(&scoring, words::Lang::Fr),
        "balise 162 (barème des points), colonne 9\u{a0}: ce n'est pas l'une des lettres W D L A P X\u{a0}: «\u{a0}Q\u{a0}»"
    );
    listed(scoring.code());
}

/// An event's `config` refused (a time control that does not read, a start position that is
/// no FEN, an annex that does not fit the category, odds the edition does not know): the
/// game's own refusal, `config_refused` under the error's code, with the exact reason as
/// `detail_code` and its params, so that the hall's pages say it in their language (the
/// game's codes, `web/src/codes.json`), never only « the configuration is refused ».
#[tokio::test]
async fn hall_codes_an_event_config_refused_carries_the_exact_reason() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    for (config, code, reason, params) in [
        (
            json!({"time_control": "90+x"}),
            "bad_time_control",
            "time_control_unreadable",
            json!({"control": "90+x", "column": 4}),
        ),
        (
            json!({"time_control": "300", "start_fen": "8/8/8/8/8/8/8/8 w - - 0 1"}),
            "bad_start_fen",
            "start_fen_illegal",
            json!({"fen": "8/8/8/8/8/8/8/8 w - - 0 1"}),
        ),
        (
            json!({"time_control": "5400+30", "regulations": {"annex": "A.4"}}),
            "bad_annex",
            "annex_not_for_category",
            json!({"annex": "A.4", "category": "standard"}),
        ),
    ] {
        let spec = json!({"name": "Open", "system": "swiss", "rounds": 5, "config": config});
        let (status, body) = call(
            &app,
            Method::POST,
            "/api/events",
            None,
            Some(&spec.to_string()),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        let error = &body["error"];
        assert_eq!(error["code"], code, "{body}");
        assert_eq!(error["key"], "config_refused", "{body}");
        assert_eq!(error["params"]["detail_code"], reason, "{body}");
        for (name, value) in params.as_object().expect("params") {
            assert_eq!(error["params"][name], *value, "{name}: {body}");
        }
        // The English is the game's sentence, as before; the key and the reason are the
        // game's codes, said by the page (`codes.json`, `codes.ts`).
        assert_eq!(error["message"], error["params"]["detail"], "{body}");
        for key in ["config_refused", reason] {
            assert!(game::codes::find(key).is_some(), "{key}");
        }
    }
}

/// Issue 26: a refusal of the hall carries its code, its sentence's key and the params the
/// sentence needs, and its English is the key's template with them (Art. 12.9.8, 12.9.9: an
/// absence takes later rounds only).
#[tokio::test]
async fn hall_codes_a_refusal_carries_its_code_key_and_params() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let ev = event(
        &app,
        json!({"name": "Open", "system": "swiss", "rounds": 3, "config": {"time_control": "300+2"}}),
    )
    .await;
    enter(
        &app,
        &ev,
        &[("A", 2400), ("B", 2300), ("C", 2200), ("D", 2100)],
    )
    .await;
    let (status, _) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
    assert_eq!(status, StatusCode::CREATED);
    let answer = post(
        &app,
        &ev,
        "/absences",
        json!({"player": 4, "kind": "withdrawal", "from": 1}),
    )
    .await;
    assert_error(&answer, StatusCode::CONFLICT, "round_already_paired");
    let error = &answer.1["error"];
    assert_eq!(error["key"], "round_already_paired");
    assert_eq!(error["params"], json!({"round": 1, "next": 2}));
    assert_eq!(
        error["message"],
        "round 1 is paired already: an absence takes later rounds only, from round 2 (Art. 12.9.8, 12.9.9)"
    );
    let code = hall_codes::find("round_already_paired").expect("listed");
    let params: game::codes::Params =
        serde_json::from_value(error["params"].clone()).expect("params");
    assert_eq!(
        code.french(&params),
        "la ronde 1 est déjà appariée\u{a0}: une absence ne vaut que pour les rondes suivantes, à partir de la ronde 2 (art. 12.9.8, 12.9.9)"
    );
    // Two sentences under one wire code: each its key.
    let answer = post(&app, &ev, "/rounds", json!({})).await;
    assert_error(&answer, StatusCode::CONFLICT, "round_unfinished");
    assert_eq!(
        answer.1["error"]["params"],
        json!({"round": 1, "pending": 2})
    );
    let answer = post(&app, &ev, "/rounds/1/publish", json!({})).await;
    assert_error(&answer, StatusCode::CONFLICT, "round_published");
    assert_eq!(answer.1["error"]["key"], "round_published");
    // A game's own refusal keeps the game's key (web/src/codes.json): Art. 6.6.
    let answer = post(
        &app,
        &ev,
        "/rounds/1/boards/1/result",
        json!({"result": "1-0"}),
    )
    .await;
    assert_error(&answer, StatusCode::CONFLICT, "not_started");
    let key = answer.1["error"]["key"].as_str().expect("a key").to_owned();
    assert!(game::codes::find(&key).is_some(), "{key}");
    // Every refusal met here is in one of the two lists.
    for (path, body) in [
        ("/absences", json!({"player": 99, "kind": "withdrawal"})),
        ("/absences", json!({"player": 1, "kind": "bye"})),
        ("/rounds/x/publish", json!({})),
        ("/rounds/1/forfeits", json!({"absent": [9]})),
        ("/rounds/1/boards/9/result", json!({"result": "1-0"})),
        ("/queue/nothing/ack", json!({})),
    ] {
        let (status, answer) = post(&app, &ev, path, body).await;
        assert!(status.is_client_error(), "{path}: {answer}");
        let key = answer["error"]["key"].as_str().expect("a key");
        let code = hall_codes::find(key).unwrap_or_else(|| panic!("{path}: {key} not listed"));
        assert_eq!(answer["error"]["code"], code.error, "{path}");
        assert_eq!(status, code.status, "{path}");
    }
}
