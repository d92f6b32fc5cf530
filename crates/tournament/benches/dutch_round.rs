//! One round paired by the Dutch engine (C.04.3) from a TRF, timed in process: for before/after
//! measurements of the engine alone (no CLI, no server), under `/usr/bin/time -v` for its peak
//! memory or `perf stat` for its instructions.
//!
//! `cargo bench -p arbiter-tournament --bench dutch_round -- FILE [ROUND]` prints the seconds,
//! the solver runs and the answers kept without it, and the pairing in bbpPairings' `-p` form
//! (so that two builds' answers can be compared with `diff`).

// A benchmark binary: its output is the measurement.
#![allow(missing_docs)]

use std::time::Instant;

use tournament::dutch::{Field, matching_stats, pair};
use tournament::trf;

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let Some(path) = args.first() else {
        // `cargo test --all-targets` runs every bench once without arguments: say how to use it
        // and succeed, as a bench with nothing to measure.
        eprintln!("usage: dutch_round FILE [ROUND] (no file given: nothing measured)");
        return;
    };
    let round = args.get(1).and_then(|r| r.parse().ok());
    let text = std::fs::read_to_string(path).expect("the TRF reads");
    let event = trf::read(&text).expect("the TRF parses");
    let field = Field::from_event(&event, round).expect("a field");
    let started = Instant::now();
    let pairing = pair(&field).expect("pairs");
    let seconds = started.elapsed().as_secs_f64();
    let (runs, kept) = matching_stats();
    eprintln!("{seconds:.3} s (solver runs {runs}, kept {kept})");
    println!(
        "{}",
        pairing.boards.len() + usize::from(pairing.bye.is_some())
    );
    for b in &pairing.boards {
        println!("{} {}", b.white, b.black);
    }
    if let Some(bye) = pairing.bye {
        println!("{bye} 0");
    }
}
