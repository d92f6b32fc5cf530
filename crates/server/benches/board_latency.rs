//! From the press to the state on the stream (issue 23, "What it must show"): a simulated DGT
//! board plays a 40-ply game by hand (lifts, placements, captures in two steps, castling, each
//! move pressed); its bytes are posted to `POST /api/games/{id}/board` at the simulator's pace
//! (its times scaled by 0.6: a scan every 135 ms, still apart for the server's 100 ms scan
//! gap), as a relay at the table does, to a server on a real socket; a client reads the game's
//! NDJSON stream. For each press: the time from sending the press's bytes to the stream's line
//! with the move (the server decodes, reconstructs, journals the sensor row, submits the move,
//! journals it, and broadcasts). Printed as a table per store: memory, and SQLite (two fsynced
//! commits a press: the sensor row, then the move).
//!
//! Run: `cargo bench -p arbiter-server --bench board_latency` (release), or with `--profile dev`
//! for an unoptimised build.
//!
//! Measured (release, one run, 2026-11-28, 2 cores shared with five other builds, load average
//! about 20; two 40-ply games a store):
//!
//! | store | presses | p50 ms | p99 ms | max ms | mean ms |
//! |---|---|---|---|---|---|
//! | memory | 80 | 0.61 | 8.99 | 13.29 | 1.06 |
//! | sqlite | 80 | 14.61 | 334.35 | 342.19 | 43.96 |
//!
//! SQLite's median is the two fsynced commits of a press (the sensor row, then the move); its
//! tail is the shared machine's disk under other builds, not the reconstruction (memory's p99 is
//! 9 ms).

#![allow(missing_docs, clippy::unwrap_used)]

use std::sync::Arc;
use std::time::{Duration, Instant};

use base64::Engine as _;
use eboard::simulate::Simulator;
use futures_util::StreamExt;
use serde_json::{Value, json};
use server::store::Store;
use server::{Hub, Options, Rate};
use shakmaty::{Chess, Position, san::San};
use tokio::sync::mpsc;

const GAME: &str = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 \
                    c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6 Nbd2 Nxd6";

const SCALE: f64 = 0.6;

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let dir = std::env::temp_dir().join(format!("arbiter-board-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a directory");
    let db = dir.join("bench.db").display().to_string();
    println!("| store | presses | p50 ms | p99 ms | max ms | mean ms |");
    println!("|---|---|---|---|---|---|");
    for (name, url) in [("memory", None), ("sqlite", Some(db))] {
        let mut all = Vec::new();
        for _ in 0..2 {
            let store = runtime.block_on(async {
                match &url {
                    None => Store::memory(),
                    Some(u) => Store::open(u).await.expect("sqlite"),
                }
            });
            all.extend(runtime.block_on(one_game(store)));
        }
        all.sort_by(f64::total_cmp);
        let pct = |p: f64| all[((all.len() as f64 - 1.0) * p).round() as usize];
        let mean = all.iter().sum::<f64>() / all.len() as f64;
        println!(
            "| {name} | {} | {:.2} | {:.2} | {:.2} | {:.2} |",
            all.len(),
            pct(0.5),
            pct(0.99),
            all[all.len() - 1],
            mean
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The simulator's bytes of the game, grouped by moment.
fn moments() -> Vec<(u64, Vec<Vec<u8>>)> {
    let mut pos = Chess::default();
    let mut sim = Simulator::new(&pos);
    for san in GAME.split_whitespace() {
        let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
        sim.play_move(&pos, m);
        pos.play_unchecked(m);
    }
    let mut out: Vec<(u64, Vec<Vec<u8>>)> = Vec::new();
    for (t, bytes) in sim.finish() {
        match out.last_mut() {
            Some((last, group)) if *last == t => group.push(bytes),
            _ => out.push((t, vec![bytes])),
        }
    }
    out
}

/// One game: the latency of each press, ms.
async fn one_game(store: Store) -> Vec<f64> {
    let hub = Hub::new(store, Options::default());
    let app = server::app(
        Arc::clone(&hub),
        Rate {
            per_second: 1e6,
            burst: 1e6,
        },
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let served = tokio::spawn(async move { axum::serve(listener, app).await });
    let client = reqwest::Client::new();
    let created: Value = client
        .post(format!("http://{addr}/api/games"))
        .json(&json!({"config": {"mode": "otb", "time_control": "5400+30"}}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let id = created["id"].as_str().unwrap().to_owned();
    let token = created["tokens"]["white"].as_str().unwrap().to_owned();
    // Issue 34: the arbiter attaches the board for White's token to relay, and starts the clocks
    // himself (Art. 6.6: a board never starts a game).
    let arbiter = created["tokens"]["arbiter"].as_str().unwrap().to_owned();
    let attached = client
        .post(format!("http://{addr}/api/games/{id}/board"))
        .bearer_auth(&arbiter)
        .json(&json!({ "relay": "white" }))
        .send()
        .await
        .unwrap();
    assert!(attached.status().is_success(), "{}", attached.status());
    let started = client
        .post(format!("http://{addr}/api/games/{id}/events"))
        .bearer_auth(&arbiter)
        .json(&json!({ "type": "start" }))
        .send()
        .await
        .unwrap();
    assert!(started.status().is_success(), "{}", started.status());
    // The stream, read on its own task: each state line's ply and when it came.
    let (tx, mut rx) = mpsc::unbounded_channel();
    let stream = client
        .get(format!("http://{addr}/api/games/{id}/stream"))
        .send()
        .await
        .unwrap();
    tokio::spawn(async move {
        let mut body = stream.bytes_stream();
        let mut pending = String::new();
        while let Some(Ok(chunk)) = body.next().await {
            let at = Instant::now();
            pending.push_str(&String::from_utf8_lossy(&chunk));
            while let Some(i) = pending.find('\n') {
                let line: String = pending.drain(..=i).collect();
                if let Ok(v) = serde_json::from_str::<Value>(&line)
                    && v.get("fen").is_some()
                    && let Some(ply) = v["ply"].as_u64()
                {
                    let _ = tx.send((ply, at));
                }
            }
        }
    });
    let url = format!("http://{addr}/api/games/{id}/board");
    let mut latencies = Vec::new();
    let mut previous: Option<u64> = None;
    let mut plies = 0u64;
    for (i, (t, group)) in moments().into_iter().enumerate() {
        if let Some(p) = previous {
            let ms = (t.saturating_sub(p) as f64 * SCALE) as u64;
            tokio::time::sleep(Duration::from_millis(ms)).await;
        }
        previous = Some(t);
        // A clock message (0x8d) after the first moment is a press.
        let press = i > 0 && group.iter().any(|b| b.first() == Some(&0x8d));
        let lines: Vec<String> = group
            .iter()
            .map(|b| base64::engine::general_purpose::STANDARD.encode(b))
            .collect();
        let sent = Instant::now();
        let answer = client
            .post(&url)
            .bearer_auth(&token)
            .json(&json!({ "lines": lines }))
            .send()
            .await
            .unwrap();
        assert!(answer.status().is_success(), "{}", answer.status());
        if press {
            plies += 1;
            let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
            loop {
                match tokio::time::timeout_at(deadline, rx.recv()).await {
                    Ok(Some((ply, at))) if ply >= plies => {
                        latencies.push(at.duration_since(sent).as_secs_f64() * 1000.0);
                        break;
                    }
                    Ok(Some(_)) => {}
                    _ => panic!("ply {plies} not on the stream within 5 s"),
                }
            }
        }
    }
    served.abort();
    latencies
}
