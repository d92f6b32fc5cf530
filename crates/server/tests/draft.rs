//! The round as arbiters run it (issue 35, items 2 and 4): the draft discarded and paired again,
//! absences for the round in draft (Art. 12.9.8, a requested bye), a player moved on the draft
//! with the C.04.1 warnings, and the arbiter's last step taken back — a publication only before
//! any move — replayed the same after a restart. On the store in memory, SQLite and PostgreSQL.

use crate::common::*;
use axum::Router;
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

async fn put_pairings(app: &Router, ev: &Ev, n: usize, body: Value) -> (StatusCode, Value) {
    let path = format!("/rounds/{n}/pairings");
    write_event(app, ev, Method::PUT, &path, body).await
}

fn codes_of(notes: &Value) -> Vec<String> {
    notes
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|n| n["code"].as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

/// Issue 35, item 2: a draft is discarded and paired again; once published it is not
/// (409 `round_published_no_discard`); without a draft, 404 `discard_no_draft`.
#[tokio::test]
async fn issue_35_a_draft_is_discarded_and_paired_again_a_published_round_is_not() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let ev = swiss(&app, 5).await;
        let (status, body) = post(&app, &ev, "/rounds/1/discard", json!({})).await;
        assert_error(&(status, body), StatusCode::NOT_FOUND, "no_round");
        let (status, first) = post(&app, &ev, "/rounds", json!({})).await;
        assert_eq!(status, StatusCode::CREATED, "{backend:?}: {first}");
        let (status, body) = post(
            &app,
            &ev,
            "/rounds/1/discard",
            json!({"reason": "ratings corrected"}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["next"], 1);
        assert_eq!(body["undo"]["step"]["type"], "discarded");
        let (_, hall) = arbiter_read(&app, &ev, "/hall").await;
        assert_eq!(hall["round"]["number"], 0, "no round paired: {hall}");
        let (status, again) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED, "{again}");
        assert_eq!(again["round"], 1);
        assert_eq!(
            pairs(&again),
            pairs(&first),
            "C.04.3: the same field, the same pairing"
        );
        let (status, body) = post(&app, &ev, "/rounds/1/discard", json!({})).await;
        assert_eq!(body["error"]["key"], "round_published_no_discard", "{body}");
        assert_error(&(status, body), StatusCode::CONFLICT, "round_published");
    }
}

/// Issue 35, item 2 (Art. 12.9.8, a requested bye): an absence for the round in draft is
/// taken; the Swiss draft is then out of date — the hall says so (`outdated`) and its
/// publication is refused (409 `draft_outdated`) — until it is paired again.
#[tokio::test]
async fn art_12_9_8_an_absence_for_the_round_in_draft_is_taken_and_the_draft_paired_again() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let ev = swiss(&app, 6).await;
        let (status, draft) = post(&app, &ev, "/rounds", json!({})).await;
        assert_eq!(status, StatusCode::CREATED, "{draft}");
        let (status, body) = post(
            &app,
            &ev,
            "/absences",
            json!({"player": 2, "kind": "bye", "bye": "half", "reason": "wedding"}),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{backend:?}: {body}");
        assert_eq!(body["absence"]["from"], 1, "the round in draft: {body}");
        let (_, hall) = arbiter_read(&app, &ev, "/hall").await;
        assert_eq!(hall["round"]["outdated"]["key"], "draft_outdated", "{hall}");
        let (status, body) = post(&app, &ev, "/rounds/1/publish", json!({})).await;
        assert_eq!(body["error"]["params"]["players"], "2", "{body}");
        assert_error(&(status, body), StatusCode::CONFLICT, "draft_outdated");
        let (status, _) = post(&app, &ev, "/rounds/1/discard", json!({})).await;
        assert_eq!(status, StatusCode::OK);
        let (status, again) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED, "{again}");
        assert!(
            pairs(&again).iter().all(|(w, b)| *w != 2 && *b != 2),
            "player 2 is on his bye: {again}"
        );
        assert_eq!(again["boards"].as_array().map(Vec::len), Some(2));
        assert!(
            again["bye"]["tpn"].as_u64().is_some_and(|t| t != 2),
            "C.04.1 c: five present, one pairing-allocated bye: {again}"
        );
    }
}

/// C.04.1 b and issue 35, item 2: a player moved between boards of the draft — the whole draft
/// sent to `PUT .../pairings` — is checked: a rematch is warned of by code.
#[tokio::test]
async fn c04_1_a_player_moved_on_the_draft_is_warned_of_a_rematch() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let ev = swiss(&app, 4).await;
    let (status, r1) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
    assert_eq!(status, StatusCode::CREATED, "{r1}");
    let (status, _) = post(&app, &ev, "/rounds/1/start", json!({})).await;
    assert_eq!(status, StatusCode::OK);
    for board in 1..=2 {
        let (status, body) = post(
            &app,
            &ev,
            &format!("/rounds/1/boards/{board}/result"),
            json!({"result": "1/2-1/2"}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let mut r2 = Value::Null;
    for _ in 0..100 {
        let (status, body) = post(&app, &ev, "/rounds", json!({})).await;
        if status == StatusCode::CREATED {
            r2 = body;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(r2["round"], 2, "{r2}");
    // Round 1's boards again: each player moved back to his first opponent.
    let boards: Vec<Value> = pairs(&r1)
        .into_iter()
        .map(|(w, b)| json!({"white": b, "black": w}))
        .collect();
    let (status, body) = put_pairings(
        &app,
        &ev,
        2,
        json!({"boards": boards, "bye": null, "reason": "moved"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let codes = codes_of(&body["warning_notes"]);
    assert_eq!(
        codes.iter().filter(|c| *c == "pairing_rematch").count(),
        2,
        "{body}"
    );
    // Swapped back: the last step undone, the draft is the Dutch system's again.
    let (status, body) = post(&app, &ev, "/undo", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["undone"]["step"]["type"], "changed");
    let (_, hall) = arbiter_read(&app, &ev, "/hall").await;
    assert_eq!(pairs(&hall["round"]), pairs(&r2));
}

/// Issue 35, item 4: the arbiter's last act is taken back as a step of its own — nothing to
/// undo at first (`undo_nothing`), a stale view (`undo_not_last`), a publication before any
/// move (the round a draft again; published again, new games), not after one
/// (`undo_published_played`), an absence, a correction of a result — and a restart replays
/// the journal, undos included, to the same event.
#[tokio::test]
async fn issue_35_undo_takes_back_the_last_act_and_a_restart_replays_it() {
    for backend in STORES {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let ev = event(
            &app,
            json!({"name": "Undo", "system": "swiss", "rounds": 3, "config": {"time_control": "600+5"}}),
        )
        .await;
        let (status, body) = post(&app, &ev, "/undo", json!({})).await;
        assert_error(&(status, body), StatusCode::CONFLICT, "undo_nothing");
        let ev = {
            let list: Vec<Value> = (0..4)
                .map(|i| json!({"name": format!("P{i}"), "rating": 2000 - i}))
                .collect();
            let (status, _) = post(&app, &ev, "/players", json!({ "players": list })).await;
            assert_eq!(status, StatusCode::CREATED);
            ev
        };
        let (status, first) = post(&app, &ev, "/rounds", json!({"publish": true})).await;
        assert_eq!(status, StatusCode::CREATED, "{first}");
        let (_, seen) = arbiter_read(&app, &ev, "/undo").await;
        assert_eq!(seen["undo"]["step"]["type"], "published", "{seen}");
        let seq = seen["undo"]["seq"].as_i64().expect("a step");
        let (status, body) = post(&app, &ev, "/undo", json!({"seq": seq - 1})).await;
        assert_error(&(status, body), StatusCode::CONFLICT, "undo_not_last");
        let (status, body) = post(
            &app,
            &ev,
            "/undo",
            json!({"seq": seq, "reason": "wrong list"}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {body}");
        let (_, hall) = arbiter_read(&app, &ev, "/hall").await;
        assert_eq!(hall["round"]["published"], false, "{hall}");
        assert_eq!(hall["round"]["boards"][0]["game"], Value::Null, "{hall}");
        let (status, body) = call(
            &app,
            Method::GET,
            &format!("/api/events/{}/pairings", ev.id),
            None,
            None,
        )
        .await;
        assert_error(
            &(status, body),
            StatusCode::NOT_FOUND,
            "round_not_published",
        );
        // Published again: new games; a move on board 1, and the publication stays.
        let (status, again) = post(&app, &ev, "/rounds/1/publish", json!({})).await;
        assert_eq!(status, StatusCode::OK, "{again}");
        assert_ne!(again["links"][0]["game"], first["links"][0]["game"]);
        let (status, _) = post(&app, &ev, "/rounds/1/start", json!({})).await;
        assert_eq!(status, StatusCode::OK);
        let board1 = seats(&again, 1);
        play(&app, &board1, &["e4"]).await;
        let (status, body) = post(&app, &ev, "/undo", json!({})).await;
        assert_eq!(body["error"]["params"]["board"], 1, "{body}");
        assert_error(
            &(status, body),
            StatusCode::CONFLICT,
            "undo_published_played",
        );
        // An absence from round 2, taken back.
        let (status, _) = post(
            &app,
            &ev,
            "/absences",
            json!({"player": 3, "kind": "withdrawal"}),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED);
        let (status, body) = post(&app, &ev, "/undo", json!({})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["undone"]["step"]["type"], "absent");
        assert_eq!(body["undone"]["step"]["player"], 3);
        let (_, absences) = call(
            &app,
            Method::GET,
            &format!("/api/events/{}/absences", ev.id),
            None,
            None,
        )
        .await;
        assert_eq!(absences["absences"], json!([]));
        // Results: board 1 from its game, board 2 from the event; then a correction undone.
        for board in 1..=2 {
            let (status, body) = post(
                &app,
                &ev,
                &format!("/rounds/1/boards/{board}/result"),
                json!({"result": "1-0"}),
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{body}");
        }
        let (status, body) = post(
            &app,
            &ev,
            "/rounds/1/boards/1/result",
            json!({"result": "0-1", "reason": "score sheets"}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["in_game"], false, "a correction, in the event: {body}");
        let (status, body) = post(&app, &ev, "/undo", json!({})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["undone"]["step"]["type"], "decided");
        let (_, hall) = arbiter_read(&app, &ev, "/hall").await;
        assert_eq!(hall["round"]["boards"][0]["result"], "1-0", "{hall}");
        let trf = |app: Router, id: String| async move {
            call_raw(
                &app,
                Method::GET,
                &format!("/api/events/{id}/trf"),
                None,
                None,
            )
            .await
            .1
        };
        let before = trf(app.clone(), ev.id.clone()).await;
        // A restart: the journal, undos included, replayed from the store.
        if !matches!(backend, Backend::Memory) {
            let (_hub, restarted) = app_of(fx.store.clone());
            let after = trf(restarted.clone(), ev.id.clone()).await;
            assert_eq!(
                String::from_utf8_lossy(&after),
                String::from_utf8_lossy(&before)
            );
            let (_, hall) = arbiter_read(&restarted, &ev, "/hall").await;
            assert_eq!(hall["round"]["published"], true);
            // The last act is now board 2's result, declared in its game from the result
            // screen (issue 35, item 1: `ruled`), which an undo would withdraw.
            assert_eq!(hall["undo"]["step"]["type"], "ruled", "{hall}");
            assert_eq!(hall["undo"]["step"]["board"], 2, "{hall}");
        }
    }
}
