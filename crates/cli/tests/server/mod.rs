//! Running `arbiter serve` as a real process in tests, and talking to it over loopback.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

#[path = "../../../server/tests/common/pg.rs"]
mod pg;
#[allow(unused_imports)]
pub use pg::fresh_pg;

use serde_json::Value;
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position};

/// A running server process; killed when dropped.
pub struct Server {
    pub child: Child,
    pub base: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `arbiter serve --addr 127.0.0.1:0 --db DB` with loose rate limits, and waits for its
/// "listening on" line.
pub fn start(db: &str) -> Server {
    start_with(db, &[])
}

/// [`start`] with more arguments (`--web DIR`, ...).
pub fn start_with(db: &str, more: &[&str]) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--db",
            db,
            "--rate",
            "1000000",
            "--burst",
            "1000000",
        ])
        .args(more)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("arbiter serve starts");
    let stdout = child.stdout.take().expect("stdout");
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("the first line");
    let base = line
        .trim()
        .strip_prefix("listening on ")
        .unwrap_or_else(|| panic!("not a listening line: {line:?}"))
        .to_owned();
    Server { child, base }
}

/// A created game.
#[derive(Clone, Debug)]
pub struct Game {
    pub id: String,
    pub white: String,
    pub black: String,
    pub arbiter: String,
}

impl Game {
    /// The token of the side on move in a state.
    pub fn token_of(&self, side: &str) -> &str {
        if side == "white" {
            &self.white
        } else {
            &self.black
        }
    }
}

/// Creates a game.
pub async fn create(client: &reqwest::Client, base: &str, body: &str) -> Game {
    let response = client
        .post(format!("{base}/api/games"))
        .body(body.to_owned())
        .send()
        .await
        .expect("create answers");
    assert_eq!(response.status(), 201);
    let json: Value = response.json().await.expect("json");
    let s = |v: &Value| v.as_str().expect("a string").to_owned();
    Game {
        id: s(&json["id"]),
        white: s(&json["tokens"]["white"]),
        black: s(&json["tokens"]["black"]),
        arbiter: s(&json["tokens"]["arbiter"]),
    }
}

/// The whole game as GET /api/games/{id} gives it.
pub async fn view(client: &reqwest::Client, base: &str, id: &str) -> Value {
    let response = client
        .get(format!("{base}/api/games/{id}"))
        .send()
        .await
        .expect("get answers");
    assert_eq!(response.status(), 200);
    response.json().await.expect("json")
}

/// A random legal move (UCI) in a position, if any.
pub fn random_move(fen: &str, seed: u64) -> Option<String> {
    let pos: Chess = fen
        .parse::<Fen>()
        .ok()?
        .into_position(CastlingMode::Standard)
        .ok()?;
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let m = moves[(seed % moves.len() as u64) as usize];
    Some(UciMove::from_move(m, CastlingMode::Standard).to_string())
}

/// Sends a move for `by`; the answer's status and body (or an error if the server is gone).
pub async fn play(
    client: &reqwest::Client,
    base: &str,
    game: &Game,
    by: &str,
    uci: &str,
) -> Result<(u16, Value), reqwest::Error> {
    let response = client
        .post(format!("{base}/api/games/{}/events", game.id))
        .bearer_auth(game.token_of(by))
        .body(format!(r#"{{"type":"move","by":"{by}","move":"{uci}"}}"#))
        .send()
        .await?;
    let status = response.status().as_u16();
    let json = response.json().await?;
    Ok((status, json))
}
