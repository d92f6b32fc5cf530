//! `fake-uci`: a UCI engine for the load run (`hall`), cheap enough for hundreds at once. It
//! thinks for a random time within `ARBITER_FAKE_THINK_MS` (`MIN,MAX`, default `200,600`), then
//! plays the move [`fake::choose`] picks for the position and the clocks of its `go`. With
//! `ARBITER_FAKE_LOG=DIR`, it appends one line per search to `DIR/<pid>.log`, so that the run
//! can count the searches.

#[path = "../fake.rs"]
mod fake;

use std::io::{BufRead, Write};
use std::time::Duration;

use rand::Rng;

fn main() {
    let think = std::env::var("ARBITER_FAKE_THINK_MS")
        .ok()
        .and_then(|v| {
            let (a, b) = v.split_once(',')?;
            Some((a.trim().parse::<u64>().ok()?, b.trim().parse::<u64>().ok()?))
        })
        .unwrap_or((200, 600));
    let log = std::env::var_os("ARBITER_FAKE_LOG")
        .map(|dir| std::path::PathBuf::from(dir).join(format!("{}.log", std::process::id())));
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    let mut fen = String::new();
    let mut moves: Vec<String> = Vec::new();
    let mut rng = rand::thread_rng();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { return };
        let words: Vec<&str> = line.split_whitespace().collect();
        let reply = match words.first().copied() {
            Some("uci") => "id name Arbiter fake engine\noption name Skill Level type spin default 20 min 0 max 20\nuciok".to_owned(),
            Some("isready") => "readyok".to_owned(),
            Some("position") => {
                let at = words.iter().position(|w| *w == "moves");
                let head = &words[1..at.unwrap_or(words.len())];
                fen = match head.first().copied() {
                    Some("startpos") => {
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_owned()
                    }
                    _ => head.get(1..).unwrap_or_default().join(" "),
                };
                moves = at
                    .map(|i| words[i + 1..].iter().map(|w| (*w).to_owned()).collect())
                    .unwrap_or_default();
                continue;
            }
            Some("go") => {
                let value = |name: &str| {
                    words
                        .iter()
                        .position(|w| *w == name)
                        .and_then(|i| words.get(i + 1))
                        .and_then(|v| v.parse::<u64>().ok())
                        .unwrap_or(0)
                };
                let (wtime, btime) = (value("wtime"), value("btime"));
                let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
                let chosen = fake::position(&fen, &refs).and_then(|p| fake::choose(&p, wtime, btime));
                if let Some(path) = &log
                    && let Ok(mut f) = std::fs::OpenOptions::new().create(true).append(true).open(path)
                {
                    let _ = writeln!(f, "{fen} moves {} wtime {wtime} btime {btime}", moves.join(" "));
                }
                let (lo, hi) = (think.0.min(think.1), think.0.max(think.1));
                std::thread::sleep(Duration::from_millis(rng.gen_range(lo..=hi)));
                format!("bestmove {}", chosen.unwrap_or_else(|| "(none)".to_owned()))
            }
            Some("quit") => return,
            _ => continue,
        };
        if writeln!(out, "{reply}").and_then(|()| out.flush()).is_err() {
            return;
        }
    }
}
