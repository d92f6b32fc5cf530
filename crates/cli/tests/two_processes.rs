//! Two `arbiter serve` processes on one PostgreSQL database serve the same games: either accepts
//! any event (the game's row is locked for each append), and a move sent to one shows on a
//! stream held by the other (LISTEN/NOTIFY).

use std::time::Duration;

use crate::server::{create, fresh_pg, play, random_move, start, view};
use futures_util::StreamExt;
use serde_json::Value;

/// Reads lines from an NDJSON stream until one satisfies `want`, or gives up after `within`.
async fn wait_for(
    lines: &mut (impl futures_util::Stream<Item = reqwest::Result<bytes::Bytes>> + Unpin),
    buffer: &mut String,
    within: Duration,
    want: impl Fn(&Value) -> bool,
) -> Option<Value> {
    let deadline = tokio::time::Instant::now() + within;
    loop {
        while let Some(end) = buffer.find('\n') {
            let line: String = buffer.drain(..=end).collect();
            if let Ok(value) = serde_json::from_str::<Value>(line.trim())
                && want(&value)
            {
                return Some(value);
            }
        }
        let chunk = tokio::time::timeout_at(deadline, lines.next())
            .await
            .ok()??;
        buffer.push_str(&String::from_utf8_lossy(&chunk.ok()?));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_sent_to_one_process_shows_on_a_stream_held_by_the_other() {
    let url = fresh_pg().await;
    let a = start(&url);
    let b = start(&url);
    let client = reqwest::Client::new();
    let game = create(
        &client,
        &a.base,
        r#"{"config":{"time_control":"600+5"},"start":true}"#,
    )
    .await;

    // A stream on B, a move on A.
    let response = client
        .get(format!("{}/api/games/{}/stream", b.base, game.id))
        .send()
        .await
        .expect("B streams");
    assert_eq!(response.status(), 200);
    let mut lines = response.bytes_stream();
    let mut buffer = String::new();
    // The whole game first; B reads what A wrote when the notification reaches it, so under
    // load its first view may come before the start is journalled there: the start (seq 1)
    // must show within the wait.
    let first = wait_for(&mut lines, &mut buffer, Duration::from_secs(5), |v| {
        v.get("state").is_some() && v["seq"] == 1
    })
    .await
    .expect("the whole game, its start journalled");
    assert_eq!(first["seq"], 1, "the start is journalled");
    let (status, _) = play(&client, &a.base, &game, "white", "e2e4")
        .await
        .expect("A answers");
    assert_eq!(status, 200);
    let seen = wait_for(&mut lines, &mut buffer, Duration::from_secs(5), |v| {
        v["ply"] == 1
    })
    .await
    .expect("B's stream shows the move sent to A");
    assert_eq!(seen["last_move"]["uci"], "e2e4");

    // Either process accepts any event: alternate them, each move on the other process.
    let mut fen = seen["fen"].as_str().expect("fen").to_owned();
    let mut side = "black".to_owned();
    for i in 0..20_u64 {
        let base = if i % 2 == 0 { &b.base } else { &a.base };
        let Some(uci) = random_move(&fen, i + 3) else {
            break;
        };
        let (status, state) = play(&client, base, &game, &side, &uci)
            .await
            .expect("answers");
        assert_eq!(status, 200, "move {i} on {base}: {state}");
        if !state["result"].is_null() {
            break;
        }
        fen = state["fen"].as_str().expect("fen").to_owned();
        side = state["to_move"].as_str().expect("side").to_owned();
    }
    let on_a = view(&client, &a.base, &game.id).await;
    // A process learns the other's moves by NOTIFY, a moment later: B's view may lag the last
    // move by that moment (a move sent to B would first bring it up to the journal).
    let mut on_b = view(&client, &b.base, &game.id).await;
    for _ in 0..50 {
        if on_b["seq"] == on_a["seq"] {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        on_b = view(&client, &b.base, &game.id).await;
    }
    assert_eq!(on_a["moves"], on_b["moves"], "both processes show one game");
    assert_eq!(on_a["seq"], on_b["seq"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_moves_on_two_processes_journal_each_step_once() {
    let url = fresh_pg().await;
    let a = start(&url);
    let b = start(&url);
    let client = reqwest::Client::new();
    let game = create(
        &client,
        &a.base,
        r#"{"config":{"time_control":"-"},"start":true}"#,
    )
    .await;
    // The same move sent to both processes at once: exactly one is accepted, the other refused
    // (it is no longer White's turn), and the journal has the step once.
    let (ra, rb) = tokio::join!(
        play(&client, &a.base, &game, "white", "e2e4"),
        play(&client, &b.base, &game, "white", "e2e4"),
    );
    let mut statuses = [ra.expect("A").0, rb.expect("B").0];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 409]);
    let on_b = view(&client, &b.base, &game.id).await;
    assert_eq!(on_b["moves"], serde_json::json!(["e2e4"]));
    assert_eq!(on_b["seq"], 2, "start and one move");
}
