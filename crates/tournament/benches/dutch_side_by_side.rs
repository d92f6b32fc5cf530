//! Side by side, in one run: the time to pair one round by the Dutch system (C.04.3) with this
//! engine and with caissify-pairings (PyPI), at 50, 200 and 1,000 players, and how it grows.
//!
//! The round is round 5 of a tournament simulated by this engine (seed 3, the generator's
//! forfeits, requested byes and withdrawals); both engines pair that same round, from the same
//! TRF. Ours is timed in process (the median of five runs, one at 1,000 players; the matching
//! solver's runs and the answers it kept without running are counted), caissify's in its own
//! Python process around its engine call only. Prints a table. Run with
//! `cargo bench -p arbiter-tournament --bench dutch_side_by_side [-- 50 200 1000]`; caissify is
//! left out, and said so, when python3 or caissify_pairings is missing.
//!
//! The table of 28 November 2026, after the D.1 ranks' fields were narrowed, on the final tree
//! of that day (`DUTCH_CAISSIFY_LIMIT=120 … -- 50 200 1000`, one run, a quiet 2-core machine;
//! caissify stopped at the limit at 1,000 players, as after 900 s in an earlier run):
//!
//! | players | arbiter s | solver runs | kept | caissify s | caissify / arbiter | arbiter growth |
//! |---|---|---|---|---|---|---|
//! | 50 | 0.003 | 16 | 16 | 0.615 | 230.5 | |
//! | 200 | 0.114 | 20 | 17 | 38.024 | 334.5 | ×42.6 for ×4.0 players |
//! | 1000 | 13.336 | 31 | 18 | > 900 (stopped, earlier run) | > 67 | ×117.3 for ×5.0 players |
//!
//! Before that change (the table's previous run): 18, 24 and 46 solver runs, 0.003 s, 0.124 s and
//! 17.152 s. Built both ways and run one after the other on the same 1,000-player round (the
//! same pairing): 18.6 and 16.5 s before, 14.3 and 13.2 s after, −21 %. Of the 46 runs of that
//! round before, 35 were step 4's (S1's opponents, D.1), 9 the first matching of each bracket,
//! one the bye's, one step 2's (an MDP's opponent); no exchange was decided by the solver (steps 1
//! and 3 asked nothing). Step 4's fields were 10 bits (the field's size) in 120 bits: 12 players
//! a matching. Now a field is as wide as the S2 players left need (at most 7 bits) and the room
//! takes the weight type's spare bits (168): 24 to 56 players a matching, 20 runs. A wider room
//! in a wider type did not pay: 256 bits (type of 768) 25 runs in as much time, 560 bits (1,152)
//! 20 runs in twice the time.
//!
//! Where the time goes: in the matching solver. Until issue 36 it was `integer_blossom`'s, which
//! starts from nothing at each call (O(n³) in the players not yet paired, slower as the weight
//! widens) on a (2n + 1)² table of wide weights (92-94 % of a round's instructions, 454 MB at
//! 1,000 players). The bracket procedure (`dutch::brackets`) asks it as few times as the answers
//! allow: several S1 players' opponents (D.1) in one matching, their ranks packed one above the
//! other below the criteria; no exchange solve when the best matching needs no exchange (D.2);
//! the next S1 player kept when the matching already gives the highest candidate left; and
//! hints (pairs across the residents' halves, natural pairs most) so that the matching proposes
//! what the procedure keeps. Before these, the same round took 51 solver runs and 2.3 s at 200
//! players. Since issue 36 the solver is the project's own (`dutch::blossom`): Edmonds' blossom
//! algorithm with duals after van Rantwijk, which keeps its matching, duals and blossoms from
//! one question to the next and repairs only what the changed edges touch (a pair fixed for good
//! whose two players were matched to each other costs nothing; a row of weights changed costs a
//! few O(n²) stages), each weight stored once: the 1,000-player round of seed 7 went from 20.6 s
//! of CPU and 454 MB to 5.0 s and 78 MB (bbpPairings, which updates one matching in place the
//! same way, 33-59 s and 72-106 MB).

// A benchmark binary: its output is the table.
#![allow(missing_docs)]

use std::process::Command;
use std::time::Instant;

use tournament::dutch::{Field, Simulation, matching_stats, pair, simulate};
use tournament::trf;

const CAISSIFY: &str = r#"
import sys, time
from caissify_pairings.fpc import (
    DutchEngine, TRFParser, _build_engine_players, _build_previous_pairings, _infer_initial_color,
)
text = open(sys.argv[1]).read().replace("\r\n", "\n").replace("\r", "\n")
rnd, total = int(sys.argv[2]), int(sys.argv[3])
parsed = TRFParser(text).parse()
pm = {p["starting_number"]: p for p in parsed["players"]}
players = _build_engine_players(pm, rnd)
prev = _build_previous_pairings(pm, rnd)
colour = _infer_initial_color(pm)
t = time.perf_counter()
DutchEngine(players=players, previous_pairings=prev, round_number=rnd, total_rounds=total,
            initial_color=colour).generate_pairings()
print(time.perf_counter() - t)
"#;

/// caissify's time on the round, or why there is none: not installed, or still pairing after
/// `limit` seconds (then stopped).
fn caissify_seconds(
    path: &std::path::Path,
    round: usize,
    total: usize,
    limit: f64,
) -> Result<f64, String> {
    let mut child = Command::new("python3")
        .args(["-c", CAISSIFY])
        .arg(path)
        .arg(round.to_string())
        .arg(total.to_string())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .map_err(|_| "left out: python3 not found".to_string())?;
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => {
                if !status.success() {
                    return Err("left out: caissify_pairings not found or failed".to_string());
                }
                break;
            }
            Ok(None) if start.elapsed().as_secs_f64() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("> {limit:.0} (stopped)"));
            }
            Ok(None) => std::thread::sleep(std::time::Duration::from_millis(50)),
            Err(e) => return Err(e.to_string()),
        }
    }
    let mut out = String::new();
    if let Some(mut o) = child.stdout.take() {
        use std::io::Read;
        let _ = o.read_to_string(&mut out);
    }
    out.trim()
        .parse()
        .map_err(|_| "no time printed".to_string())
}

fn main() {
    // Sizes as arguments; caissify's limit in seconds from DUTCH_CAISSIFY_LIMIT (default 900).
    let sizes: Vec<u16> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let limit: f64 = std::env::var("DUTCH_CAISSIFY_LIMIT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(900.0);
    // `cargo bench` passes `--bench`; `cargo test --all-targets` (the README's test command)
    // runs this binary without it, as a smoke test: the smallest size only, so that the test
    // command never waits for a 1,000-player round.
    let benching = std::env::args().any(|a| a == "--bench");
    let sizes = match (sizes.is_empty(), benching) {
        (false, _) => sizes,
        (true, true) => vec![50, 200, 1000],
        (true, false) => vec![50],
    };
    let rounds = 5u16;
    println!(
        "| players | arbiter s | solver runs | kept | caissify s | caissify / arbiter | arbiter growth |"
    );
    println!("|---|---|---|---|---|---|---|");
    let mut previous: Option<(f64, f64)> = None;
    for n in sizes {
        let event = match simulate(Simulation {
            seed: 3,
            players: n,
            rounds,
            ..Simulation::default()
        }) {
            Ok(e) => e,
            Err(e) => {
                println!("| {n} | {e} | | | | | |");
                continue;
            }
        };
        // The round to pair is the last: drop its games (its requested byes stay).
        let field = match Field::from_event(&event, Some(usize::from(rounds))) {
            Ok(f) => f,
            Err(e) => {
                println!("| {n} | {e} | | | | | |");
                continue;
            }
        };
        let runs = if n >= 1000 { 1 } else { 5 };
        let mut times = Vec::new();
        let before = matching_stats();
        for _ in 0..runs {
            let t = Instant::now();
            let p = pair(&field);
            times.push(t.elapsed().as_secs_f64());
            if let Err(e) = p {
                println!("| {n} | {e} | | | | | |");
            }
        }
        let after = matching_stats();
        times.sort_by(f64::total_cmp);
        let ours = times[times.len() / 2];
        let solves = (after.0 - before.0) / runs;
        let kept = (after.1 - before.1) / runs;
        // The same round for caissify: the whole file, round 5 paired from rounds 1–4.
        let path = std::env::temp_dir().join(format!("dutch-side-by-side-{n}.trf"));
        let theirs = std::fs::write(&path, trf::write(&event))
            .map_err(|e| e.to_string())
            .and_then(|()| {
                caissify_seconds(&path, usize::from(rounds), usize::from(rounds), limit)
            });
        let _ = std::fs::remove_file(&path);
        let growth = previous
            .map(|(pn, pt)| format!("×{:.1} for ×{:.1} players", ours / pt, f64::from(n) / pn))
            .unwrap_or_default();
        match theirs {
            Ok(t) => println!(
                "| {n} | {ours:.3} | {solves} | {kept} | {t:.3} | {:.1} | {growth} |",
                t / ours
            ),
            Err(why) => println!("| {n} | {ours:.3} | {solves} | {kept} | {why} | | {growth} |"),
        }
        previous = Some((f64::from(n), ours));
    }
}
