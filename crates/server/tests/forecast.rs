//! The forecast of a draw claim, `GET /api/games/{id}/claim?by=...&move=...` (issue 25, point 4):
//! the game's own decision on a clone (Art. 9.2, 9.3, 9.5.2, 9.5.3; 1930 Art. 16), with nothing
//! journalled, announced or changed, and the same answer as the real claim sent afterwards.

use crate::common::*;
use axum::http::{Method, StatusCode};
use serde_json::Value;

/// A standard game (90 min + 30 s: Art. 9.5.3's two minutes).
const STANDARD: &str = r#"{"config":{"time_control":"5400+30"},"start":true}"#;
/// A rapid game (15 min + 10 s: one minute, A.3).
const RAPID: &str = r#"{"config":{"time_control":"900+10"},"start":true}"#;
/// A game under the Laws of 1930, without a clock.
const FIDE_1930: &str = r#"{"config":{"edition":"fide-1930"},"start":true}"#;

/// The knights out and back twice: the start position (White on move) stands for the third time
/// after the eighth ply (Art. 9.2.2); after the seventh, Black's Ng8 would bring it (9.2.1).
const THREE_TIMES: [&str; 8] = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];

async fn forecast(app: &axum::Router, id: &str, query: &str) -> (StatusCode, Value) {
    call(
        app,
        Method::GET,
        &format!("/api/games/{id}/claim?{query}"),
        None,
        None,
    )
    .await
}

#[tokio::test]
async fn art_9_2_2_a_claim_on_the_position_reached_the_third_time_is_correct_and_nothing_is_journalled()
 {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = create(&app, STANDARD).await;
    play(&app, &game, &THREE_TIMES).await;
    let steps = journal_len(&fx.store, &game.id).await;
    let before = view(&app, &game.id).await;

    let (status, body) = forecast(&app, &game.id, "by=white").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["correct"], true, "{body}");
    assert_eq!(body["code"], "claim_correct");
    assert_eq!(body["article"], "9.2.2", "{body}");
    assert_eq!(body["reason"], "threefold_repetition", "{body}");
    assert_eq!(body["result"]["result"], "1/2-1/2");
    assert_eq!(body["penalty_ms"], 0);
    assert_eq!(body["move"], Value::Null);

    // Nothing journalled, nothing changed: the game is as it was.
    assert_eq!(journal_len(&fx.store, &game.id).await, steps);
    let after = view(&app, &game.id).await;
    assert_eq!(after["state"], before["state"]);
    assert_eq!(after["seq"], before["seq"]);
    assert_eq!(after["status"], "started");

    // The real claim meets what the forecast said.
    let (status, state) = send(
        &app,
        &game,
        &game.white,
        r#"{"type":"claim_draw","by":"white"}"#,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{state}");
    assert_eq!(state["result"], body["result"]);
}

#[tokio::test]
async fn art_9_2_1_a_claim_with_the_move_written_is_judged_on_the_position_after_it() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = create(&app, STANDARD).await;
    play(&app, &game, &THREE_TIMES[..7]).await;

    // With Ng8 written: the start position the third time (9.2.1).
    let (status, body) = forecast(&app, &game.id, "by=black&move=Ng8").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        (&body["correct"], &body["article"], &body["move"]),
        (
            &Value::Bool(true),
            &Value::from("9.2.1"),
            &Value::from("Ng8")
        ),
        "{body}"
    );
    // In long algebraic too, as any reader of the game reads it (Annex C.8).
    let (_, long) = forecast(&app, &game.id, "by=black&move=f6g8").await;
    assert_eq!(long["correct"], true, "{long}");

    // Without the move: the position reached has stood twice only — not correct, and 9.5.3
    // says what it costs: two more minutes to White.
    let (status, body) = forecast(&app, &game.id, "by=black").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["correct"], false, "{body}");
    assert_eq!(body["code"], "claim_not_correct");
    assert_eq!(body["article"], "9.5.3", "{body}");
    // The notices the claim would bring, with their codes (issue 21): the ruling and the draw
    // offer the claim counts as (9.1.2.3).
    let codes: Vec<&str> = body["notices"]
        .as_array()
        .map(|n| n.iter().filter_map(|n| n["code"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(
        codes,
        ["claim_incorrect_time_added", "claim_counts_as_offer"],
        "{body}"
    );
    assert_eq!(body["penalty_ms"], 120_000, "{body}");
    assert_eq!(body["reason"], Value::Null);
    assert_eq!(body["must_move"], Value::Null, "{body}");

    // With another move written: not correct, and Black would be bound to play it (9.5.3).
    let (_, body) = forecast(&app, &game.id, "by=black&move=Nc6").await;
    assert_eq!(body["correct"], false, "{body}");
    assert_eq!(body["must_move"]["uci"], "b8c6", "{body}");
    assert_eq!(body["must_move"]["by"], "black", "{body}");
    assert_eq!(body["penalty_ms"], 120_000, "{body}");

    // The real claim is judged the same: the game goes on, White has two more minutes.
    let (status, state) = send(
        &app,
        &game,
        &game.black,
        r#"{"type":"claim_draw","by":"black","move":"Nc6"}"#,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{state}");
    assert_eq!(state["result"], Value::Null);
    assert_eq!(state["must_move"], body["must_move"]);
    assert_eq!(state["notices"], body["notices"]);
}

#[tokio::test]
async fn annex_a_3_a_wrong_claim_in_rapid_costs_one_minute() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = create(&app, RAPID).await;
    play(&app, &game, &["e4", "e5"]).await;
    let (status, body) = forecast(&app, &game.id, "by=white").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["correct"], false);
    assert_eq!(body["article"], "9.5.3, A.3", "{body}");
    assert_eq!(body["penalty_ms"], 60_000, "{body}");
}

#[tokio::test]
async fn fide_1930_art_16_a_wrong_claim_costs_nothing_and_either_player_may_claim() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = create(&app, FIDE_1930).await;
    play(&app, &game, &["e4", "e5"]).await;
    // Black, not on move: the 1930 text does not say who claims (16.1.c, 16.1.e).
    let (status, body) = forecast(&app, &game.id, "by=black").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["correct"], false, "{body}");
    assert_eq!(body["penalty_ms"], 0, "{body}");
    assert!(
        body["article"]
            .as_str()
            .is_some_and(|a| a.starts_with("1930")),
        "{body}"
    );
    // And the repetition, claimed by the player who has just completed it.
    play(
        &app,
        &game,
        &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"],
    )
    .await;
    let (_, body) = forecast(&app, &game.id, "by=black").await;
    assert_eq!(body["correct"], true, "{body}");
    assert_eq!(body["reason"], "threefold_repetition", "{body}");
}

#[tokio::test]
async fn a_claim_the_game_would_refuse_is_refused_with_its_code_and_nothing_changes() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = create(&app, STANDARD).await;
    play(&app, &game, &["e4"]).await;
    let steps = journal_len(&fx.store, &game.id).await;
    // Art. 9.2, 9.3: only the player on move claims under the 2023 Laws.
    let answer = forecast(&app, &game.id, "by=white").await;
    assert_error(&answer, StatusCode::CONFLICT, "not_your_turn");
    // A move that does not read.
    let answer = forecast(&app, &game.id, "by=black&move=Zz9").await;
    assert_eq!(answer.0, StatusCode::CONFLICT, "{}", answer.1);
    assert_eq!(journal_len(&fx.store, &game.id).await, steps);
    let (_, state) = send(
        &app,
        &game,
        &game.white,
        r#"{"type":"claim_draw","by":"white"}"#,
    )
    .await;
    assert_eq!(state["error"]["code"], "not_your_turn");
}

#[tokio::test]
async fn a_forecast_without_a_side_or_of_an_unknown_game_is_a_4xx() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = create(&app, STANDARD).await;
    assert_error(
        &forecast(&app, &game.id, "").await,
        StatusCode::BAD_REQUEST,
        "bad_query",
    );
    assert_error(
        &forecast(&app, &game.id, "by=red").await,
        StatusCode::BAD_REQUEST,
        "bad_query",
    );
    assert_error(
        &forecast(&app, "nosuchgame", "by=white").await,
        StatusCode::NOT_FOUND,
        "not_found",
    );
}
