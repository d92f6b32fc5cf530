//! One truth for an event (issue 31): a result corrected from a game's console or from the
//! event's route is one fact that the pairings, the standings, the crosstable, the TRF and the
//! PGN all read (Art. 12.1: the arbiter corrects; on memory, SQLite and PostgreSQL); and two
//! server processes on one PostgreSQL answer the same event, each writing to it (point 4).

use std::sync::Arc;
use std::time::Duration;

use crate::common::read_ok as read;
use crate::common::*;
use axum::Router;
use axum::http::StatusCode;
use serde_json::{Value, json};
use server::Hub;
use server::hall::Halls;

async fn enter(app: &Router, ev: &Ev, names: &[&str]) {
    let list: Vec<Value> = names
        .iter()
        .enumerate()
        .map(|(i, n)| json!({"name": n, "rating": 2000 - 10 * i}))
        .collect();
    let (status, body) = post(app, ev, "/players", json!({ "players": list })).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

/// Declares `result` in board `board`'s game of round `round`, from its console (the game's
/// route, the event's arbiter token: Art. 12.1), whether the game goes on or ended.
async fn console(app: &Router, ev: &Ev, round: usize, board: usize, result: &str) {
    let game = board_game(app, ev, round, board).await;
    declare_from_console(app, &ev.token, &game, result).await;
}

/// What each view says of board `board` of round `round`: the pairings' result, White's
/// crosstable and TRF codes, White's points in the standings, and the PGN's `Result`.
async fn views(app: &Router, ev: &Ev, round: usize, board: usize) -> Vec<String> {
    let pairing = read(app, ev, &format!("/pairings?round={round}")).await;
    let b = &pairing["boards"][board - 1];
    let white = b["white"]["tpn"].as_u64().expect("White");
    let result = b["result"].as_str().unwrap_or("none").to_owned();
    let table = read(app, ev, "/crosstable").await;
    let row = table["rows"]
        .as_array()
        .and_then(|rows| rows.iter().find(|r| r["tpn"] == white))
        .cloned()
        .expect("White's row");
    let cross = row["rounds"][round - 1]["result"]
        .as_str()
        .expect("a code")
        .to_owned();
    let trf = tournament::trf::read(&text(app, ev, "/trf").await).expect("the TRF reads");
    let code = trf
        .player(u16::try_from(white).expect("a number"))
        .expect("White in the TRF")
        .rounds[round - 1]
        .result
        .trf_char()
        .to_string();
    let standings = read(app, ev, &format!("/standings?after={round}")).await;
    let points = standings["standings"]
        .as_array()
        .and_then(|rows| rows.iter().find(|r| r["tpn"] == white))
        .and_then(|r| r["points"].as_str())
        .expect("White's points")
        .to_owned();
    let pgn = text(app, ev, "/pgn").await;
    let game = pgn
        .split("[Event ")
        .find(|g| g.contains(&format!("[Round \"{round}.{board}\"]")))
        .expect("the board in the PGN");
    let tag = game
        .lines()
        .find_map(|l| l.strip_prefix("[Result \""))
        .and_then(|l| l.strip_suffix("\"]"))
        .expect("a Result tag")
        .to_owned();
    vec![result, cross, code, points, tag]
}

/// The views of a board once they say `want` (the games are followed as they change).
async fn agree(app: &Router, ev: &Ev, round: usize, board: usize, want: &[&str]) {
    let mut seen = Vec::new();
    for _ in 0..150 {
        seen = views(app, ev, round, board).await;
        if seen == want {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("the views of board {round}.{board} say {seen:?}, not {want:?}");
}

/// Art. 12.1 and issue 31: a result corrected from the game's console and from the event's
/// route, in turns, is what every view of the event says — pairings, crosstable, TRF,
/// standings and PGN — on every store; and the next round is paired on it.
#[tokio::test]
async fn art_12_1_a_correction_from_the_console_or_the_event_reaches_every_view() {
    for backend in [Backend::Memory, Backend::Sqlite, Backend::Postgres] {
        if matches!(backend, Backend::Postgres) && std::env::var_os("ARBITER_TEST_PG").is_none() {
            eprintln!("PostgreSQL LEFT OUT: ARBITER_TEST_PG is not set");
            continue;
        }
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let ev = event(
            &app,
            json!({"name": "Truth RR", "system": "round_robin", "config": {"time_control": "300+2"}}),
        )
        .await;
        enter(&app, &ev, &["A", "B", "C", "D"]).await;
        let (status, body) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let (status, body) = post(&app, &ev, "/rounds/1/start", json!({})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        // Board 1 (1-4) ends in a draw, board 2 (2-3) in a win for White.
        console(&app, &ev, 1, 1, "1/2-1/2").await;
        console(&app, &ev, 1, 2, "1-0").await;
        // No move was played: TRF's unrated codes (`D`, `W`).
        agree(&app, &ev, 1, 1, &["1/2-1/2", "D", "D", "0.5", "1/2-1/2"]).await;
        // The scoresheets say White won: corrected from the game's console.
        console(&app, &ev, 1, 1, "1-0").await;
        agree(&app, &ev, 1, 1, &["1-0", "W", "W", "1", "1-0"]).await;
        // Then from the event's route, with the reason.
        let (status, body) = post(
            &app,
            &ev,
            "/rounds/1/boards/1/result",
            json!({"result": "0-1", "reason": "scoresheets show Black won"}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {body}");
        assert_eq!(body["in_game"], false);
        agree(&app, &ev, 1, 1, &["0-1", "0", "0", "0", "0-1"]).await;
        // And from the console again: the later fact stands.
        console(&app, &ev, 1, 1, "1/2-1/2").await;
        agree(&app, &ev, 1, 1, &["1/2-1/2", "D", "D", "0.5", "1/2-1/2"]).await;
        // The event read back from its journal says the same.
        let (_hub2, app2) = app_of(fx.store.clone());
        if !matches!(backend, Backend::Memory) {
            agree(&app2, &ev, 1, 1, &["1/2-1/2", "D", "D", "0.5", "1/2-1/2"]).await;
        }
        // The next round is paired on the results as corrected.
        let (status, body) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED, "{backend:?}: {body}");
    }
}

/// The reads two processes must agree on.
async fn answers(app: &Router, ev: &Ev, rounds: usize) -> Vec<String> {
    let mut all = vec![
        read(app, ev, "/standings").await.to_string(),
        read(app, ev, "/crosstable").await.to_string(),
        text(app, ev, "/trf").await,
        read(app, ev, "/players").await.to_string(),
    ];
    for n in 1..=rounds {
        let mut pairing = read(app, ev, &format!("/pairings?round={n}")).await;
        // The boards' live parts (clocks, times) are each process's view of the game now.
        for b in pairing["boards"].as_array_mut().into_iter().flatten() {
            for key in ["clock", "at_ms", "seq", "status", "ply", "to_move", "open"] {
                b.as_object_mut().map(|m| m.remove(key));
            }
        }
        all.push(pairing.to_string());
    }
    all
}

/// Until both processes answer the same.
async fn same(a: &Router, b: &Router, ev: &Ev, rounds: usize) -> Vec<String> {
    let (mut x, mut y) = (Vec::new(), Vec::new());
    for _ in 0..150 {
        x = answers(a, ev, rounds).await;
        y = answers(b, ev, rounds).await;
        if x == y {
            return x;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(x, y, "the two processes answer the same event");
    x
}

/// Issue 31, point 4: two processes on one PostgreSQL. B reads the event; A pairs, publishes
/// and records results; B answers the same pairings, standings, crosstable and TRF as A, and
/// B's writes (an absence, the next round paired and published, a correction) succeed and are
/// what A answers in turn.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_two_processes_answer_one_event_and_both_write_it() {
    let Some(_) = std::env::var_os("ARBITER_TEST_PG") else {
        eprintln!(
            "postgres_two_processes_answer_one_event_and_both_write_it: LEFT OUT: ARBITER_TEST_PG is not set (this test needs PostgreSQL)"
        );
        return;
    };
    let url = fresh_pg().await;
    let (hub_a, app_a) = process(&url).await;
    let (hub_b, app_b) = process(&url).await;
    let ev = event(
        &app_a,
        json!({"name": "Two halls", "system": "swiss", "rounds": 3,
               "config": {"time_control": "300+2"}}),
    )
    .await;
    enter(&app_a, &ev, &["A", "B", "C", "D", "E", "F"]).await;
    // B reads the event before its first round.
    let before = read(&app_b, &ev, "").await;
    assert_eq!(before["players"].as_array().map(Vec::len), Some(6));
    // A pairs and publishes round 1, starts it and records its results.
    let (status, r1) = post(&app_a, &ev, "/rounds", json!({"publish": true})).await;
    assert_eq!(status, StatusCode::CREATED, "{r1}");
    let round = read(&app_b, &ev, "/pairings?round=1").await;
    assert_eq!(
        round["boards"].as_array().map(Vec::len),
        Some(3),
        "B sees A's round: {round}"
    );
    let (status, body) = post(&app_a, &ev, "/rounds/1/start", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    for (board, result) in [(1, "1-0"), (2, "1/2-1/2"), (3, "0-1")] {
        let (status, body) = post(
            &app_a,
            &ev,
            &format!("/rounds/1/boards/{board}/result"),
            json!({ "result": result }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let a_said = same(&app_a, &app_b, &ev, 1).await;
    assert!(a_said[2].contains("012 Two halls"), "{}", a_said[2]);
    // B writes: a correction of round 1 (the event's record), an absence, round 2.
    let (status, body) = post(
        &app_b,
        &ev,
        "/rounds/1/boards/2/result",
        json!({"result": "1-0", "reason": "scoresheets"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "B corrects: {body}");
    let (status, body) = post(
        &app_b,
        &ev,
        "/absences",
        json!({"player": 6, "kind": "bye", "bye": "half"}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "B records an absence: {body}");
    let (status, r2) = post(&app_b, &ev, "/rounds", json!({"publish": true})).await;
    assert_eq!(status, StatusCode::CREATED, "B pairs round 2: {r2}");
    let both = same(&app_a, &app_b, &ev, 2).await;
    assert!(
        both[2]
            .split(['\n', '\r'])
            .any(|l| l.starts_with("001") && l.ends_with("0000 - H")),
        "the half-point bye in both TRFs: {}",
        both[2]
    );
    // A writes again on what B wrote: the round's clocks.
    let (status, body) = post(&app_a, &ev, "/rounds/2/start", json!({})).await;
    assert_eq!(status, StatusCode::OK, "A starts B's round: {body}");
    // Both write at once: each pair of entries races for the same step of the journal. The one
    // that loses is decided again on the fresh journal and written — B's write, like A's,
    // succeeds on its first sending, never `409 conflict`.
    let retried = |hubs: [&Arc<Hub>; 2]| -> u64 {
        hubs.iter()
            .map(|h| h.services.get::<Halls>().retried())
            .sum()
    };
    let mut late = Vec::new();
    for i in 0..200 {
        let (name_a, name_b) = (format!("Late{i}, A"), format!("Late{i}, B"));
        let (a, b) = tokio::join!(
            post(&app_a, &ev, "/players", json!({ "name": name_a })),
            post(&app_b, &ev, "/players", json!({ "name": name_b })),
        );
        assert_eq!(
            a.0,
            StatusCode::CREATED,
            "A's entry, first sending: {}",
            a.1
        );
        assert_eq!(
            b.0,
            StatusCode::CREATED,
            "B's entry, first sending: {}",
            b.1
        );
        late.extend([name_a, name_b]);
        if i >= 8 && retried([&hub_a, &hub_b]) > 0 {
            break;
        }
    }
    assert!(
        retried([&hub_a, &hub_b]) > 0,
        "the processes' writes raced at least once"
    );
    let both = same(&app_a, &app_b, &ev, 2).await;
    let players: Value = serde_json::from_str(&both[3]).expect("the players");
    let names: Vec<&str> = players["players"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| p["name"].as_str())
        .collect();
    for name in &late {
        assert_eq!(
            names.iter().filter(|n| *n == name).count(),
            1,
            "{name} entered once: {names:?}"
        );
    }
    assert_eq!(names.len(), 6 + late.len());
}
