//! The dead-position check (Art. 5.2.2) per position: laws' `mating_potential` (both sides: our
//! quick helpmate search, then chasolver's fast check and full search, with our FEN bridge and
//! line replay), laws' `dead_position` (stops at the first side that can mate), chasolver's
//! fast check and full search called directly, and as the nearest thing a peer computes,
//! shakmaty's insufficient-material test (which decides far fewer positions).
//!
//! Run: `cargo bench -p arbiter-laws --bench dead_position`. Throughput is in positions.

#![allow(missing_docs)]

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use laws::{
    dead_position, mating_potential, read_fen,
    shakmaty::{Chess, EnPassantMode, Position, fen::Fen},
};
use rand::{Rng, SeedableRng, rngs::StdRng};

/// Positions proven dead: the fast path decides them.
const DEAD: [&str; 6] = [
    "8/8/4k3/8/8/3K4/8/8 w - - 0 1",
    "8/8/3k4/3b4/8/3B4/3K4/8 w - - 0 1",
    "8/8/4k3/8/8/3KN3/8/8 b - - 0 1",
    "4k3/4b3/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4B3/4K3 w - - 0 1",
    "8/8/8/3k4/8/4b3/8/2BK4 w - - 0 1",
    "8/8/8/3k4/8/3b4/8/2RK4 w - - 0 1",
];

/// Positions alive only because minor pieces can still mate a lone king in a corner (two
/// bishops, bishop and knight, two knights), from the `check` benchmark's games: the quick
/// search's corner patterns settle them, where chasolver's full search takes milliseconds.
const MINOR_PIECES: [&str; 8] = [
    "6k1/8/6n1/8/8/1K6/8/6b1 w - - 8 54",
    "8/8/4B3/7N/8/8/3K3k/8 b - - 15 52",
    "1B4B1/6k1/8/8/8/5K2/8/8 b - - 2 50",
    "5k2/7b/8/8/8/8/8/4K1b1 w - - 15 75",
    "3N4/3k4/8/8/8/5K2/8/1N6 b - - 2 49",
    "8/2B5/8/5k2/8/2K2N2/8/7B b - - 8 60",
    "B7/4k3/8/8/8/4B3/K3N3/8 b - - 2 62",
    "8/8/8/6k1/8/K7/5n1n/8 w - - 23 73",
];

/// Positions from seeded random games, `plies` moves in.
fn random_positions(seed: u64, count: usize, plies: std::ops::Range<usize>) -> Vec<Chess> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let mut pos = Chess::default();
        let target = rng.gen_range(plies.clone());
        for _ in 0..target {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[rng.gen_range(0..moves.len())]);
        }
        if !pos.is_game_over() {
            out.push(pos);
        }
    }
    out
}

fn solver_board(pos: &Chess) -> chess::Board {
    let fen = Fen::from_position(pos, EnPassantMode::Legal).to_string();
    fen.parse().expect("standard positions are readable")
}

fn bench(c: &mut Criterion) {
    let dead: Vec<Chess> = DEAD.iter().map(|f| read_fen(f).expect("fen").0).collect();
    let minor: Vec<Chess> = MINOR_PIECES
        .iter()
        .map(|f| read_fen(f).expect("fen").0)
        .collect();
    let sets = [
        ("dead", dead),
        ("minor_pieces", minor),
        ("middlegame", random_positions(1, 64, 10..60)),
        ("endgame", random_positions(2, 64, 200..400)),
    ];
    let mut group = c.benchmark_group("dead_position");
    for (name, positions) in &sets {
        group.throughput(Throughput::Elements(positions.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("laws_mating_potential", name),
            positions,
            |b, ps| {
                b.iter(|| {
                    ps.iter()
                        .map(|p| mating_potential(p).dead())
                        .filter(|d| *d == Some(true))
                        .count()
                })
            },
        );
        group.bench_with_input(
            BenchmarkId::new("laws_dead_position", name),
            positions,
            |b, ps| b.iter(|| ps.iter().filter(|p| dead_position(p) == Some(true)).count()),
        );
        let boards: Vec<chess::Board> = positions.iter().map(solver_board).collect();
        group.bench_with_input(
            BenchmarkId::new("chasolver_fast_check", name),
            &boards,
            |b, bs| {
                b.iter(|| {
                    bs.iter()
                        .filter(|b| {
                            chasolver::is_unwinnable_fast(b, chess::Color::White)
                                && chasolver::is_unwinnable_fast(b, chess::Color::Black)
                        })
                        .count()
                })
            },
        );
        group.bench_with_input(
            BenchmarkId::new("chasolver_full_search", name),
            &boards,
            |b, bs| {
                b.iter(|| {
                    bs.iter()
                        .filter(|b| {
                            chasolver::winnability(b, chess::Color::White).is_some()
                                && chasolver::winnability(b, chess::Color::Black).is_some()
                        })
                        .count()
                })
            },
        );
        group.bench_with_input(
            BenchmarkId::new("shakmaty_insufficient_material", name),
            positions,
            |b, ps| b.iter(|| ps.iter().filter(|p| p.is_insufficient_material()).count()),
        );
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
