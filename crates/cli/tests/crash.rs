//! A crash under load: `kill -9` of `arbiter serve` while many games are moving, then a restart
//! on the same journal. Every acknowledged move is there, no unacknowledged one is half-written,
//! the time the server was down is charged to nobody (Art. 6.11.1), and every game plays on.

use std::sync::Arc;
use std::time::Duration;

use crate::server::{Game, create, play, random_move, start, view};
use serde_json::Value;
use tokio::sync::Mutex;

const GAMES: usize = 40;

#[derive(Default, Debug)]
struct Seen {
    /// Moves answered 200, in order.
    acked: Vec<String>,
    /// A move sent and not answered when the server died.
    pending: Option<String>,
    /// The game ended before the crash.
    over: bool,
}

async fn load(
    client: reqwest::Client,
    base: String,
    game: Game,
    seen: Arc<Mutex<Seen>>,
    seed: u64,
) {
    let mut fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_owned();
    let mut side = "white".to_owned();
    for i in 0.. {
        let Some(uci) = random_move(&fen, seed.wrapping_mul(31).wrapping_add(i)) else {
            return;
        };
        seen.lock().await.pending = Some(uci.clone());
        match play(&client, &base, &game, &side, &uci).await {
            Ok((200, state)) => {
                let mut s = seen.lock().await;
                s.acked.push(uci);
                s.pending = None;
                fen = state["fen"].as_str().expect("fen").to_owned();
                side = state["to_move"].as_str().expect("side").to_owned();
                if !state["result"].is_null() {
                    s.over = true;
                    return;
                }
            }
            Ok((status, body)) => panic!("game {}: {uci} answered {status}: {body}", game.id),
            // The server is gone: this move is unacknowledged.
            Err(_) => return,
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_mid_load_loses_no_acknowledged_move_and_every_game_plays_on() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("games.db").display().to_string();
    let mut first = start(&db);
    let base = first.base.clone();
    let client = reqwest::Client::new();
    let mut games = Vec::new();
    for _ in 0..GAMES {
        games.push(
            create(
                &client,
                &base,
                r#"{"config":{"time_control":"600+0"},"start":true}"#,
            )
            .await,
        );
    }
    let seen: Vec<Arc<Mutex<Seen>>> = (0..GAMES).map(|_| Arc::default()).collect();
    let tasks: Vec<_> = games
        .iter()
        .zip(&seen)
        .enumerate()
        .map(|(i, (g, s))| {
            tokio::spawn(load(
                client.clone(),
                base.clone(),
                g.clone(),
                Arc::clone(s),
                i as u64 + 1,
            ))
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(1500)).await;
    // SIGKILL: no shutdown, no flush.
    first.child.kill().expect("kill -9");
    first.child.wait().expect("dead");
    for task in tasks {
        task.await.expect("a load task");
    }
    let acked_total: usize = {
        let mut n = 0;
        for s in &seen {
            n += s.lock().await.acked.len();
        }
        n
    };
    assert!(
        acked_total > GAMES,
        "the load moved: {acked_total} acknowledged moves"
    );

    let second = start(&db);
    let base = second.base.clone();
    let mut pending_written = 0;
    for (game, seen) in games.iter().zip(&seen) {
        let seen = seen.lock().await;
        let view: Value = view(&client, &base, &game.id).await;
        let moves: Vec<String> = view["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .map(|m| m.as_str().expect("uci").to_owned())
            .collect();
        assert!(
            moves.len() >= seen.acked.len() && moves[..seen.acked.len()] == seen.acked[..],
            "game {}: every acknowledged move is journalled: {:?} vs {:?}",
            game.id,
            moves,
            seen.acked
        );
        assert!(
            moves.len() <= seen.acked.len() + 1,
            "game {}: at most the one move in flight beyond the acknowledged ones",
            game.id
        );
        if moves.len() == seen.acked.len() + 1 {
            // Written whole (committed before the answer was lost), never half.
            assert_eq!(moves.last(), seen.pending.as_ref());
            pending_written += 1;
        }
        let state = &view["state"];
        assert!(state["error"].is_null());
        if seen.over {
            continue;
        }
        // Art. 6.11.1: the clock was paused for the time the server was down, then resumed.
        let articles: Vec<&str> = state["notices"]
            .as_array()
            .expect("notices")
            .iter()
            .filter_map(|n| n["article"].as_str())
            .collect();
        assert_eq!(
            articles,
            ["6.11.3"],
            "game {}: resumed after the downtime",
            game.id
        );
        // Every game plays on.
        let side = state["to_move"].as_str().expect("side");
        let fen = state["fen"].as_str().expect("fen");
        let uci = random_move(fen, 7).expect("a legal move");
        let (status, after) = play(&client, &base, game, side, &uci)
            .await
            .expect("the restarted server answers");
        assert_eq!(status, 200, "game {}: {after}", game.id);
    }
    eprintln!(
        "{GAMES} games, {acked_total} acknowledged moves before kill -9, {pending_written} in-flight moves found committed"
    );
}
