//! Time to pair one round by the Dutch system: round 5 of simulated tournaments of 50 and 200
//! players (1,000 is measured by `benches/dutch_side_by_side.rs`, too slow for criterion's
//! repetitions). The same rounds are timed beside caissify-pairings by that bench.

// criterion_group! generates functions without doc comments.
#![allow(missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use tournament::dutch::{Field, Simulation, pair, simulate};

fn round_five(players: u16) -> Field {
    let event = simulate(Simulation {
        seed: 3,
        players,
        rounds: 4,
        ..Simulation::default()
    })
    .expect("simulates");
    Field::from_event(&event, None).expect("reads")
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("dutch_pair_one_round");
    group.sample_size(10);
    for players in [50u16, 200] {
        let field = round_five(players);
        group.bench_function(format!("{players}_players"), |b| {
            b.iter(|| pair(&field).expect("pairs"))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
