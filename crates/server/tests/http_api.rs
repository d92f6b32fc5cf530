//! The game API through `app(...).oneshot`, without a socket, on SQLite and on PostgreSQL:
//! creating, reading, listing, exporting PGN, and who may send which event (Art. 6.6, 12).

use crate::common::*;
use axum::http::{Method, StatusCode};
use serde_json::Value;

const TIMED: &str =
    r#"{"config":{"time_control":"300+2","white":"Alice","black":"Bob"},"start":true}"#;
const NOT_STARTED: &str = r#"{"config":{"time_control":"300+2"}}"#;

fn is_token(text: &str) -> bool {
    text.len() == 32
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

#[tokio::test]
async fn create_answers_201_with_an_id_three_distinct_128_bit_tokens_and_the_urls() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let (status, body) = call(&app, Method::POST, "/api/games", None, Some(TIMED)).await;
        assert_eq!(status, StatusCode::CREATED, "{backend:?}: {body}");
        let id = body["id"].as_str().expect("an id");
        assert!(
            !id.is_empty() && id.bytes().all(|b| b.is_ascii_alphanumeric()),
            "{id}"
        );
        let tokens: Vec<&str> = ["white", "black", "arbiter"]
            .iter()
            .map(|r| body["tokens"][r].as_str().expect("a token"))
            .collect();
        assert!(
            tokens.iter().all(|t| is_token(t)),
            "{backend:?}: {tokens:?}"
        );
        assert!(
            tokens[0] != tokens[1] && tokens[1] != tokens[2] && tokens[0] != tokens[2],
            "three distinct tokens: {tokens:?}"
        );
        for (name, url) in [
            ("game", format!("/api/games/{id}")),
            ("pgn", format!("/api/games/{id}/pgn")),
            ("events", format!("/api/games/{id}/events")),
            ("stream", format!("/api/games/{id}/stream")),
            ("ws", format!("/api/games/{id}/ws")),
        ] {
            assert_eq!(
                body["urls"][name],
                url.as_str(),
                "{backend:?}: urls of {body}"
            );
        }
        // The game really exists, with its tokens' hashes only.
        let stored = fx.store.load(id).await.expect("stored");
        assert_eq!(stored.tokens.len(), 3);
        for token in &tokens {
            assert!(
                stored.tokens.iter().all(|(hash, _)| hash != token),
                "a token is never stored in clear"
            );
        }
        // A second game has other tokens.
        let other = create(&app, TIMED).await;
        assert!(!tokens.contains(&other.white.as_str()));
        assert_ne!(other.id, id);
    }
}

#[tokio::test]
async fn get_game_shows_the_state_config_moves_in_uci_and_san() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, TIMED).await;
        play(&app, &game, &["e4", "e5", "Nf3"]).await;
        let body = view(&app, &game.id).await;
        assert_eq!(body["id"], game.id.as_str());
        assert_eq!(body["status"], "started", "{backend:?}: {body}");
        assert_eq!(body["seq"], 4, "start and three moves");
        assert_eq!(body["config"]["time_control"], "300+2");
        assert_eq!(body["config"]["white"], "Alice");
        assert_eq!(body["config"]["black"], "Bob");
        assert_eq!(body["moves"], serde_json::json!(["e2e4", "e7e5", "g1f3"]));
        assert_eq!(body["san"], serde_json::json!(["e4", "e5", "Nf3"]));
        let state = &body["state"];
        assert_eq!(state["ply"], 3);
        assert_eq!(state["to_move"], "black");
        assert_eq!(state["started"], true);
        assert_eq!(state["last_move"]["san"], "Nf3");
        assert_eq!(state["clock"]["running"], "black");
        assert!(state["fen"].as_str().is_some_and(|f| f.contains(" b ")));
        assert!(state["result"].is_null());
    }
}

/// Art. 5.1.1: Fool's mate ends the game; the PGN has the moves, the result tag and the result.
#[tokio::test]
async fn art_5_1_1_pgn_of_a_finished_game_has_the_moves_and_the_result_tag() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, TIMED).await;
        let state = play(&app, &game, &["f3", "e5", "g4", "Qh4#"]).await;
        assert_eq!(state["result"]["result"], "0-1", "{state}");
        assert_eq!(state["result"]["reason"], "checkmate");
        assert_eq!(state["result"]["article"], "5.1.1");
        let (status, bytes) = call_raw(
            &app,
            Method::GET,
            &format!("/api/games/{}/pgn", game.id),
            None,
            None,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let pgn = String::from_utf8(bytes).expect("PGN is text");
        assert!(pgn.contains("[Result \"0-1\"]"), "{backend:?}: {pgn}");
        assert!(pgn.contains("[White \"Alice\"]"), "{pgn}");
        assert!(pgn.contains("[TimeControl \"300+2\"]"), "{pgn}");
        for text in ["1. f3", "e5", "2. g4", "Qh4#"] {
            assert!(pgn.contains(text), "{text} in {pgn}");
        }
        assert!(
            pgn.trim_end().ends_with("0-1"),
            "the movetext ends with the result: {pgn}"
        );
    }
}

#[tokio::test]
async fn list_games_by_status_created_started_finished_and_a_bad_status_is_400() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let created = create(&app, NOT_STARTED).await;
        let started = create(&app, TIMED).await;
        let finished = create(&app, TIMED).await;
        let (status, _) = send(
            &app,
            &finished,
            &finished.white,
            r#"{"type":"resign","by":"white"}"#,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let ids = |body: &Value| -> Vec<String> {
            body["games"]
                .as_array()
                .expect("a list")
                .iter()
                .map(|g| g["id"].as_str().expect("an id").to_owned())
                .collect()
        };
        for (word, game) in [
            ("created", &created),
            ("started", &started),
            ("finished", &finished),
        ] {
            let (status, body) = call(
                &app,
                Method::GET,
                &format!("/api/games?status={word}"),
                None,
                None,
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{backend:?} {word}: {body}");
            assert_eq!(
                ids(&body),
                vec![game.id.clone()],
                "{backend:?} {word}: {body}"
            );
            assert_eq!(body["games"][0]["status"], word);
        }
        let (_, body) = call(&app, Method::GET, "/api/games?status=finished", None, None).await;
        assert_eq!(body["games"][0]["result"], "0-1", "{body}");
        let (status, body) = call(&app, Method::GET, "/api/games", None, None).await;
        assert_eq!(status, StatusCode::OK);
        let mut all = ids(&body);
        all.sort();
        let mut expected = vec![created.id, started.id, finished.id];
        expected.sort();
        assert_eq!(all, expected, "{backend:?}: no status lists every game");
        let (_, body) = call(&app, Method::GET, "/api/games?limit=2", None, None).await;
        assert_eq!(ids(&body).len(), 2, "the limit is kept");
        let answer = call(&app, Method::GET, "/api/games?status=sleeping", None, None).await;
        assert_error(&answer, StatusCode::BAD_REQUEST, "bad_query");
    }
}

/// Art. 12 (the arbiter rules) and 6.11.2: a seat's token acts only for its own colour.
#[tokio::test]
async fn a_seat_acts_only_for_its_own_colour_403_not_your_seat() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, TIMED).await;
        let before = journal_len(&fx.store, &game.id).await;
        for (token, event) in [
            (&game.black, move_event("white", "e4")),
            (&game.white, move_event("black", "e5")),
            (&game.black, r#"{"type":"resign","by":"white"}"#.to_owned()),
            (&game.white, r#"{"type":"pause","by":"black"}"#.to_owned()),
        ] {
            let answer = send(&app, &game, token, &event).await;
            assert_error(&answer, StatusCode::FORBIDDEN, "not_your_seat");
        }
        assert_eq!(
            journal_len(&fx.store, &game.id).await,
            before,
            "{backend:?}"
        );
        // Its own colour it may play.
        let (status, _) = send(&app, &game, &game.white, &move_event("white", "e4")).await;
        assert_eq!(status, StatusCode::OK);
    }
}

/// Art. 6.2.1: the players move in turn; a seat's move out of turn is refused.
#[tokio::test]
async fn art_6_2_a_move_out_of_turn_is_409_not_your_turn() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, TIMED).await;
        let answer = send(&app, &game, &game.black, &move_event("black", "e5")).await;
        assert_error(&answer, StatusCode::CONFLICT, "not_your_turn");
        play(&app, &game, &["e4"]).await;
        let answer = send(&app, &game, &game.white, &move_event("white", "d4")).await;
        assert_error(&answer, StatusCode::CONFLICT, "not_your_turn");
        assert_eq!(
            journal_len(&fx.store, &game.id).await,
            2,
            "{backend:?}: start, e4"
        );
    }
}

/// Art. 6.6: the arbiter starts the game (White's clock); a seat may not.
#[tokio::test]
async fn art_6_6_only_the_arbiter_token_may_start() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, NOT_STARTED).await;
        for token in [&game.white, &game.black] {
            let answer = send(&app, &game, token, r#"{"type":"start"}"#).await;
            assert_error(&answer, StatusCode::FORBIDDEN, "arbiter_only");
        }
        assert_eq!(journal_len(&fx.store, &game.id).await, 0, "{backend:?}");
        let (status, state) = send(&app, &game, &game.arbiter, r#"{"type":"start"}"#).await;
        assert_eq!(status, StatusCode::OK, "{state}");
        assert_eq!(state["started"], true);
        assert_eq!(
            state["clock"]["running"], "white",
            "Art. 6.6: White's clock is started"
        );
        assert_eq!(journal_len(&fx.store, &game.id).await, 1);
        assert_eq!(view(&app, &game.id).await["status"], "started");
    }
}

/// Art. 6.11.2: a player may pause the clocks to call the arbiter; Art. 6.11.3: the arbiter
/// restarts them, never the player who paused (his opponent may in a game without an arbiter:
/// issue 34, `rights.rs`).
#[tokio::test]
async fn art_6_11_3_only_the_arbiter_token_may_resume() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, TIMED).await;
        let (status, state) =
            send(&app, &game, &game.white, r#"{"type":"pause","by":"white"}"#).await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {state}");
        assert_eq!(state["clock"]["paused"], true);
        let len = journal_len(&fx.store, &game.id).await;
        let answer = send(&app, &game, &game.white, r#"{"type":"resume"}"#).await;
        assert_error(&answer, StatusCode::FORBIDDEN, "arbiter_only");
        let answer = send(&app, &game, &game.white, r#"{"type":"pause"}"#).await;
        assert_error(&answer, StatusCode::FORBIDDEN, "arbiter_only");
        assert_eq!(journal_len(&fx.store, &game.id).await, len);
        let (status, state) = send(&app, &game, &game.arbiter, r#"{"type":"resume"}"#).await;
        assert_eq!(status, StatusCode::OK, "{state}");
        assert_eq!(state["clock"]["paused"], false);
        assert_eq!(state["clock"]["running"], "white");
    }
}

/// 1930 Art. 17.b: after White's illegal capture the choice between the legal capture and another
/// move of the touched piece is Black's, made from Black's seat; White's seat cannot make it.
#[tokio::test]
async fn fide_1930_art_17_b_the_opponent_chooses_from_his_own_seat() {
    const OLD: &str =
        r#"{"config":{"edition":"fide-1930","time_control":"5400+30","mode":"otb"},"start":true}"#;
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, OLD).await;
        for (token, by, san) in [
            (&game.white, "white", "e4"),
            (&game.black, "black", "d5"),
            (&game.white, "white", "Qxd5"),
        ] {
            let (status, state) = send(&app, &game, token, &move_event(by, san)).await;
            assert_eq!(status, StatusCode::OK, "{backend:?}: {state}");
        }
        let choose = r#"{"type":"choose_penalty","by":"black","choice":"capture"}"#;
        let answer = send(&app, &game, &game.white, choose).await;
        assert_error(&answer, StatusCode::FORBIDDEN, "not_your_seat");
        let (status, state) = send(&app, &game, &game.black, choose).await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {state}");
        assert_eq!(state["must_move"]["capture_on"], "d5", "{state}");
        assert!(state["must_move"].get("chooser").is_none(), "{state}");
    }
}

/// 1930 Art. 16.1.b, 16.1.f: a seat claims perpetual check and demands mate in fifty moves for
/// its own colour; play waits until the arbiter rules (1930 Art. 20.1.e), and only the arbiter
/// rules, on the claim and on the theory count of the demand.
#[tokio::test]
async fn fide_1930_art_16_1_b_a_seat_claims_perpetual_check_and_only_the_arbiter_rules() {
    // White's queen checks from c8 and f5 for ever (1930 Art. 16.1.b: something to demonstrate).
    const OLD: &str = r#"{"config":{"edition":"fide-1930","time_control":"300+2","start_fen":"6k1/3Q1pp1/7p/8/8/8/5PPP/6K1 w - - 0 1"},"start":true}"#;
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, OLD).await;
        let claim = r#"{"type":"claim_perpetual","by":"white"}"#;
        let answer = send(&app, &game, &game.black, claim).await;
        assert_error(&answer, StatusCode::FORBIDDEN, "not_your_seat");
        // 1930 Art. 16.1.f: the theory count is the arbiter's ruling, never a seat's.
        let theory = r#"{"type":"demand_mate","by":"black","theory_moves":66}"#;
        let answer = send(&app, &game, &game.black, theory).await;
        assert_error(&answer, StatusCode::FORBIDDEN, "arbiter_only");
        let demand = r#"{"type":"demand_mate","by":"black"}"#;
        let (status, state) = send(&app, &game, &game.black, demand).await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {state}");
        assert_eq!(state["mate_demand"]["moves_left"], 50);
        let (status, state) = send(&app, &game, &game.arbiter, theory).await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {state}");
        assert_eq!(state["mate_demand"]["limit"], 132);
        let (status, state) = send(&app, &game, &game.white, claim).await;
        assert_eq!(status, StatusCode::OK, "{state}");
        assert_eq!(state["pending_claim"]["claim"], "perpetual_check");
        assert_eq!(state["clock"]["paused"], true);
        let answer = send(&app, &game, &game.white, &move_event("white", "Qc8+")).await;
        assert_error(&answer, StatusCode::CONFLICT, "claim_pending");
        let reject = r#"{"type":"arbiter","action":"reject_claim"}"#;
        for token in [&game.white, &game.black] {
            let answer = send(&app, &game, token, reject).await;
            assert_error(&answer, StatusCode::FORBIDDEN, "arbiter_only");
        }
        let (status, state) = send(&app, &game, &game.arbiter, reject).await;
        assert_eq!(status, StatusCode::OK, "{state}");
        assert_eq!(state["pending_claim"], Value::Null);
        assert_eq!(state["clock"]["running"], "white");
        play(&app, &game, &["Qc8+"]).await;
    }
}

/// Art. 12.5 and 12.1: the arbiter rules (more time, a declared result); a seat may not.
#[tokio::test]
async fn art_12_only_the_arbiter_sends_rulings_and_the_arbiter_rules() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, TIMED).await;
        let add = r#"{"type":"arbiter","action":"add_time","to":"white","ms":60000}"#;
        let declare =
            r#"{"type":"arbiter","action":"declare_result","result":"1-0","reason":"arbiter"}"#;
        for token in [&game.white, &game.black] {
            for ruling in [add, declare] {
                let answer = send(&app, &game, token, ruling).await;
                assert_error(&answer, StatusCode::FORBIDDEN, "arbiter_only");
            }
        }
        assert_eq!(
            journal_len(&fx.store, &game.id).await,
            1,
            "{backend:?}: start only"
        );
        let before = view(&app, &game.id).await["state"]["clock"].clone();
        let (status, state) = send(&app, &game, &game.arbiter, add).await;
        assert_eq!(status, StatusCode::OK, "{state}");
        let shown = |clock: &Value, side: &str| clock[side].as_u64().expect("a clock");
        let (white_before, white_after) = (
            shown(&before, "white_ms"),
            shown(&state["clock"], "white_ms"),
        );
        assert!(
            white_after > white_before + 59_000 && white_after <= white_before + 60_000,
            "a minute more for White (less the time that ran): {white_before} -> {white_after}"
        );
        assert_eq!(
            shown(&state["clock"], "black_ms"),
            shown(&before, "black_ms"),
            "Black's clock is not touched"
        );
        let (status, state) = send(&app, &game, &game.arbiter, declare).await;
        assert_eq!(status, StatusCode::OK, "{state}");
        assert_eq!(state["result"]["result"], "1-0");
        assert_eq!(state["result"]["reason"], "arbiter");
        assert_eq!(state["result"]["article"], "12.1");
        assert_eq!(journal_len(&fx.store, &game.id).await, 3);
        assert_eq!(view(&app, &game.id).await["status"], "finished");
    }
}

/// The server stamps each event's `t` (ms since creation); an event that brings its own is
/// refused and journals nothing.
#[tokio::test]
async fn the_server_stamps_t_and_an_event_with_t_is_400() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, TIMED).await;
        let answer = send(
            &app,
            &game,
            &game.white,
            r#"{"t":5,"type":"move","by":"white","move":"e4"}"#,
        )
        .await;
        assert_error(&answer, StatusCode::BAD_REQUEST, "bad_event");
        assert_eq!(journal_len(&fx.store, &game.id).await, 1, "{backend:?}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        let (status, state) = send(&app, &game, &game.white, &move_event("white", "e4")).await;
        assert_eq!(status, StatusCode::OK);
        let t = state["t"].as_u64().expect("a time");
        let stored = fx.store.load(&game.id).await.expect("stored");
        assert_eq!(stored.events.len(), 2);
        assert_eq!(stored.events[1].t, t, "the journal holds the stamped time");
        assert!(
            t >= stored.events[0].t + 20,
            "stamped by the server's clock: {t}"
        );
        let created = view(&app, &game.id).await["created_ms"]
            .as_i64()
            .expect("created_ms");
        let elapsed = server::now_ms() - created;
        assert!(
            i64::try_from(t).expect("small") <= elapsed,
            "{t} <= {elapsed}"
        );
    }
}

/// Art. 9.1.2.1: a draw is offered with a move; Art. 5.2.3: agreed, the game is drawn.
#[tokio::test]
async fn art_5_2_3_a_draw_offer_and_its_acceptance_end_the_game_drawn() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, TIMED).await;
        play(&app, &game, &["e4", "e5"]).await;
        let (status, state) = send(
            &app,
            &game,
            &game.white,
            r#"{"type":"move","by":"white","move":"Nf3","offer_draw":true}"#,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {state}");
        assert_eq!(state["draw_offer"], "white");
        // White cannot accept on Black's behalf.
        let answer = send(
            &app,
            &game,
            &game.white,
            r#"{"type":"accept_draw","by":"black"}"#,
        )
        .await;
        assert_error(&answer, StatusCode::FORBIDDEN, "not_your_seat");
        let (status, state) = send(
            &app,
            &game,
            &game.black,
            r#"{"type":"accept_draw","by":"black"}"#,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{state}");
        assert_eq!(state["result"]["result"], "1/2-1/2", "{state}");
        assert_eq!(state["result"]["reason"], "agreement");
        assert_eq!(state["result"]["article"], "5.2.3");
        assert_eq!(state["result"]["points"]["white"], 0.5);
        assert_eq!(state["result"]["points"]["black"], 0.5);
        let pgn = pgn_of(&app, &game.id).await;
        assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");
    }
}

/// Art. 5.1.2: a player who resigns loses.
#[tokio::test]
async fn art_5_1_2_resignation_ends_the_game() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, TIMED).await;
        play(&app, &game, &["e4"]).await;
        let (status, state) = send(
            &app,
            &game,
            &game.black,
            r#"{"type":"resign","by":"black"}"#,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {state}");
        assert_eq!(state["result"]["result"], "1-0");
        assert_eq!(state["result"]["reason"], "resignation");
        assert_eq!(state["result"]["article"], "5.1.2");
        assert!(
            state["clock"]["running"].is_null(),
            "the clocks stop: {state}"
        );
        let body = view(&app, &game.id).await;
        assert_eq!(body["status"], "finished");
        assert_eq!(body["state"]["result"]["result"], "1-0");
    }
}

/// Art. 6.6: until the arbiter starts the game (White's clock), no move is made.
#[tokio::test]
async fn art_6_6_a_game_not_started_refuses_moves_409_not_started() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, NOT_STARTED).await;
        assert_eq!(view(&app, &game.id).await["status"], "created");
        let answer = send(&app, &game, &game.white, &move_event("white", "e4")).await;
        assert_error(&answer, StatusCode::CONFLICT, "not_started");
        let answer = send(
            &app,
            &game,
            &game.white,
            r#"{"type":"resign","by":"white"}"#,
        )
        .await;
        assert_eq!(answer.0, StatusCode::CONFLICT, "{backend:?}: {}", answer.1);
        assert_eq!(journal_len(&fx.store, &game.id).await, 0);
        assert_eq!(view(&app, &game.id).await["state"]["ply"], 0);
    }
}

/// Engine seats: only the engines the server knows, at a level from 1 to 20.
#[tokio::test]
async fn engine_seats_are_checked_unknown_engine_and_level_out_of_1_to_20_are_400() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let seats = |engine: &str, level: i64| {
            serde_json::json!({
                "config": {"time_control": "300+2"},
                "seats": {"white": "human", "black": {"engine": engine, "level": level}}
            })
            .to_string()
        };
        for (body, code) in [
            (seats("gnuchess", 5), "unknown_engine"),
            (seats("stockfish", 0), "bad_seat"),
            (seats("stockfish", 21), "bad_seat"),
        ] {
            let answer = call(&app, Method::POST, "/api/games", None, Some(&body)).await;
            assert_error(&answer, StatusCode::BAD_REQUEST, code);
        }
        assert_eq!(
            games_count(&fx.store).await,
            0,
            "{backend:?}: nothing created"
        );
        // The bounds themselves are levels (not started, so no engine runs).
        for level in [1, 20] {
            let created = create(&app, &seats("stockfish", level)).await;
            let body = view(&app, &created.id).await;
            assert_eq!(body["seats"]["black"]["level"], level);
            assert_eq!(body["seats"]["white"], "human");
        }
    }
}

/// The move lists are the game's record, not the server's writing: `san` is the SAN the game
/// recorded (with its check mark, as the PGN, `last_move` and `/moves` write it), and `moves`
/// the UCI it recorded. Guards against the server rebuilding SAN without the marks.
#[tokio::test]
async fn the_view_lists_the_moves_as_the_game_recorded_them() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = create(&app, TIMED).await;
    play(&app, &game, &["e4", "f5", "Qh5+"]).await;
    let body = view(&app, &game.id).await;
    assert_eq!(body["san"], serde_json::json!(["e4", "f5", "Qh5+"]));
    assert_eq!(body["moves"], serde_json::json!(["e2e4", "f7f5", "d1h5"]));
    assert_eq!(body["state"]["last_move"]["san"], "Qh5+");
    let (status, moves) = call(
        &app,
        Method::GET,
        &format!("/api/games/{}/moves", game.id),
        None,
        None,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{moves}");
    let pair =
        |a: &Value, b: &Value| (a.as_str().map(str::to_owned), b.as_str().map(str::to_owned));
    let recorded: Vec<_> = moves["plies"]
        .as_array()
        .expect("plies")
        .iter()
        .map(|p| pair(&p["uci"], &p["san"]))
        .collect();
    let listed: Vec<_> = (0..3)
        .map(|i| pair(&body["moves"][i], &body["san"][i]))
        .collect();
    assert_eq!(listed, recorded);
}

/// Art. 1.2, 6.2.1: whose turn it is is the game's decision alone. A seat's move out of turn is
/// answered with the game's own refusal (409, its code and message), and before the start
/// (Art. 6.6) a move is refused as the game refuses it, whoever's turn it would be.
#[tokio::test]
async fn art_1_2_a_move_out_of_turn_is_the_games_own_refusal() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = create(&app, TIMED).await;
    let answer = send(&app, &game, &game.black, &move_event("black", "e5")).await;
    assert_error(&answer, StatusCode::CONFLICT, "not_your_turn");
    let config: game::Config =
        serde_json::from_str(r#"{"time_control":"300+2"}"#).expect("a config");
    let mut alone = game::Game::new(config).expect("a game");
    alone.apply(&game::Event::new(0, game::Action::Start));
    let refused = alone.apply(&game::Event::new(
        1,
        game::Action::Move {
            by: game::Side::Black,
            text: "e5".to_owned(),
            offer_draw: false,
        },
    ));
    let error = refused.error.expect("the game refuses it");
    assert_eq!(answer.1["error"]["code"], error.code.as_str());
    assert_eq!(answer.1["error"]["message"], error.message.as_str());

    let waiting = create(&app, NOT_STARTED).await;
    for (by, token, text) in [
        ("black", &waiting.black, "e5"),
        ("white", &waiting.white, "e4"),
    ] {
        let answer = send(&app, &waiting, token, &move_event(by, text)).await;
        assert_error(&answer, StatusCode::CONFLICT, "not_started");
    }
    assert_eq!(journal_len(&fx.store, &waiting.id).await, 0);
}
