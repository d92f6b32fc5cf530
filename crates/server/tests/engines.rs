//! Engine seats: a UCI engine plays with the real clock; one that crashes or hangs loses on time
//! as a player would (Art. 6.9), and the server stays up.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use crate::common::*;
use axum::Router;
use axum::http::{Method, StatusCode};
use serde_json::Value;
use server::{Hub, Options, Rate};

/// A fake engine acting as `mode` (see tests/fake_engine.sh), as a symlink in `dir`.
fn fake(dir: &Path, mode: &str) -> PathBuf {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fake_engine.sh");
    let program = dir.join(mode);
    std::os::unix::fs::symlink(script, &program).expect("a symlink to the fake engine");
    program
}

async fn app_with_engines(engines: Vec<(String, String)>) -> (Fixture, Arc<Hub>, Router) {
    let fx = fixture(Backend::Memory).await;
    let hub = Hub::new(
        fx.store.clone(),
        Options {
            engines,
            ..Options::default()
        },
    );
    let app = server::app(
        Arc::clone(&hub),
        Rate {
            per_second: 10_000.0,
            burst: 10_000.0,
        },
    );
    (fx, hub, app)
}

/// Polls the game until `done` holds, or fails after `within`.
async fn wait_until(
    app: &Router,
    id: &str,
    within: Duration,
    done: impl Fn(&Value) -> bool,
) -> Value {
    let deadline = tokio::time::Instant::now() + within;
    loop {
        let (status, view) = call(app, Method::GET, &format!("/api/games/{id}"), None, None).await;
        assert_eq!(status, StatusCode::OK);
        if done(&view) {
            return view;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "not reached within {within:?}: {}",
            view["state"]
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stockfish_answers_a_persons_move_with_a_legal_move() {
    let (_fx, _hub, app) = app_with_engines(vec![("stockfish".into(), "stockfish".into())]).await;
    let game = create(
        &app,
        r#"{"config":{"time_control":"20+0"},"seats":{"white":"human","black":{"engine":"stockfish","level":1}},"start":true}"#,
    )
    .await;
    let (status, _) = send(
        &app,
        &game,
        &game.white,
        r#"{"type":"move","by":"white","move":"e4"}"#,
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let view = wait_until(&app, &game.id, Duration::from_secs(30), |v| {
        v["state"]["ply"] == 2
    })
    .await;
    assert_eq!(view["state"]["to_move"], "white");
    assert!(view["state"]["error"].is_null());
    assert_eq!(view["moves"].as_array().map(Vec::len), Some(2));
    // Its clock ran while it thought (Art. 6.2): Black's time went down.
    assert!(
        view["state"]["clock"]["black_ms"]
            .as_u64()
            .unwrap_or(u64::MAX)
            < 20_000
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_engines_play_a_game_to_its_end() {
    let (_fx, _hub, app) = app_with_engines(vec![("stockfish".into(), "stockfish".into())]).await;
    let game = create(
        &app,
        r#"{"config":{"time_control":"5+0"},"seats":{"white":{"engine":"stockfish","level":20},"black":{"engine":"stockfish","level":1}},"start":true}"#,
    )
    .await;
    // Ten seconds of clock in all: the game is over by then, by the board or by the flag. Five
    // seconds each, not two: a loaded machine once took two seconds to start Stockfish and load
    // its network, and White lost on time before its first move.
    let view = wait_until(&app, &game.id, Duration::from_secs(40), |v| {
        !v["state"]["result"].is_null()
    })
    .await;
    assert!(view["moves"].as_array().map_or(0, Vec::len) >= 2, "{view}");
    assert_eq!(view["status"], "finished");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn art_6_9_an_engine_that_crashes_loses_on_time_and_the_server_stays_up() {
    let dir = tempfile::tempdir().expect("tempdir");
    let crasher = fake(dir.path(), "exit-after-go");
    let (_fx, _hub, app) =
        app_with_engines(vec![("crasher".into(), crasher.display().to_string())]).await;
    let game = create(
        &app,
        r#"{"config":{"time_control":"1+0"},"seats":{"white":"human","black":{"engine":"crasher","level":5}},"start":true}"#,
    )
    .await;
    let (status, _) = send(
        &app,
        &game,
        &game.white,
        r#"{"type":"move","by":"white","move":"e4"}"#,
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let view = wait_until(&app, &game.id, Duration::from_secs(20), |v| {
        !v["state"]["result"].is_null()
    })
    .await;
    let result = &view["state"]["result"];
    assert_eq!(result["result"], "1-0");
    assert_eq!(result["reason"], "time_forfeit");
    assert_eq!(result["article"], "6.9");
    // The server still answers.
    let again = create(&app, r#"{"config":{"time_control":"60+0"}}"#).await;
    assert!(!again.id.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn art_6_9_an_engine_that_hangs_loses_on_time() {
    let dir = tempfile::tempdir().expect("tempdir");
    let hanger = fake(dir.path(), "hang-after-go");
    let (_fx, _hub, app) =
        app_with_engines(vec![("hanger".into(), hanger.display().to_string())]).await;
    let game = create(
        &app,
        r#"{"config":{"time_control":"1+0"},"seats":{"white":{"engine":"hanger","level":20},"black":"human"},"start":true}"#,
    )
    .await;
    let view = wait_until(&app, &game.id, Duration::from_secs(20), |v| {
        !v["state"]["result"].is_null()
    })
    .await;
    assert_eq!(view["state"]["result"]["result"], "0-1");
    assert_eq!(view["state"]["result"]["reason"], "time_forfeit");
    assert_eq!(view["state"]["ply"], 0);
}
