// SPDX-License-Identifier: GPL-3.0-or-later
//! `game-moves [--games N] [--seed S] [--max-plies P] [--edition E]`: N seeded random games
//! applied move by move through `game::Game`, as the game server applies a player's move
//! (issue 36, item 3): each move a legal move picked uniformly at random, as `bench/load`'s
//! clients pick it, sent as UCI text with the side on move; no clock; a game that reaches P
//! plies is left there (the load tool resigns it). The states are built as the server builds
//! them (`Game::apply` returns one per event).
//!
//! Prints the moves applied, the time spent in `Game::apply` (and per move), and a digest of
//! every game's outcome (its plies and the ending's reason and article): two builds that answer
//! alike print the same digest, so `diff` compares them. Under `valgrind --tool=callgrind` the
//! run is the moves applied and little else (the games' moves are picked with shakmaty from a
//! position kept beside the game).

use std::time::{Duration, Instant};

use game::{Action, Config, Event, Game, Side};
use laws::shakmaty::{CastlingMode, Chess, Position};

/// A small, seeded generator (SplitMix64): the same games on every build, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

struct Options {
    games: usize,
    seed: u64,
    max_plies: usize,
    edition: String,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        games: 200,
        seed: 1,
        max_plies: 200,
        edition: "fide-2023".to_owned(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag}: a value is needed"))?;
        let number = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--games" => o.games = number()? as usize,
            "--seed" => o.seed = number()?,
            "--max-plies" => o.max_plies = number()? as usize,
            "--edition" => o.edition = value,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(o)
}

fn main() -> std::process::ExitCode {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("game-moves: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    let Ok(edition) = o.edition.parse() else {
        eprintln!("game-moves: unknown edition {}", o.edition);
        return std::process::ExitCode::from(2);
    };
    let mut rng = Rng(o.seed);
    let mut moves = 0u64;
    let mut spent = Duration::ZERO;
    let mut digest = String::new();
    let mut endings = std::collections::BTreeMap::<String, u64>::new();
    for _ in 0..o.games {
        let config = Config {
            edition,
            ..Config::default()
        };
        let Ok(mut game) = Game::new(config) else {
            eprintln!("game-moves: the configuration is refused");
            return std::process::ExitCode::from(2);
        };
        let mut t = 0;
        game.apply(&Event::new(t, Action::Start));
        let mut pos = Chess::default();
        let mut ending = "none".to_owned();
        let mut plies = 0;
        for _ in 0..o.max_plies {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[rng.below(legal.len())];
            let by = if pos.turn().is_white() {
                Side::White
            } else {
                Side::Black
            };
            t += 1000;
            let event = Event::new(
                t,
                Action::Move {
                    by,
                    text: m.to_uci(CastlingMode::Standard).to_string(),
                    offer_draw: false,
                },
            );
            let start = Instant::now();
            let state = game.apply(&event);
            spent += start.elapsed();
            moves += 1;
            plies += 1;
            if let Some(error) = state.error {
                eprintln!("game-moves: a legal move refused: {error:?}");
                return std::process::ExitCode::from(1);
            }
            pos.play_unchecked(m);
            if let Some(outcome) = state.result {
                ending = format!(
                    "{:?} {:?} {}",
                    outcome.result, outcome.reason, outcome.article
                );
                break;
            }
        }
        *endings.entry(ending.clone()).or_default() += 1;
        digest.push_str(&format!("{plies} {} {ending}\n", game.is_over()));
    }
    let micros = spent.as_secs_f64() * 1e6;
    println!(
        "games {} moves {moves} apply {:.1} ms, {:.2} µs a move",
        o.games,
        micros / 1e3,
        micros / moves.max(1) as f64
    );
    for (ending, n) in &endings {
        println!("  {n:>6}  {ending}");
    }
    // FNV-1a of every game's outcome, in order.
    let hash = digest.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    println!("digest {hash:016x}");
    std::process::ExitCode::SUCCESS
}
