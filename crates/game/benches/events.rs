//! Events per second through `game` on long games with a clock, and what the per-move
//! dead-position check (Art. 5.2.2) costs.
//!
//! Games: 40 seeded random legal games of up to 300 plies (until the board ends them), each
//! move an event at 1–3 s intervals with a tick between moves, under `40/5400+30:1800+30`.
//! Groups, in events (throughput):
//! - `fide-2023`: every rule, the dead-position check after every move;
//! - `fide-1930`: the same events under an edition without the dead-position rule (nor 9.6), so
//!   no check: the difference is the check's cost;
//! - `can_mate_both_sides`: the check alone on every position the games reach (in positions).
//!
//! Run: `cargo bench -p arbiter-game --bench events`.

#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use game::{Action, Config, Event, Game, Side};
use laws::{Edition, Mating, can_mate};
use rand::{Rng, SeedableRng, rngs::StdRng};
use shakmaty::{Chess, Color, Position};

struct Corpus {
    games: Vec<Vec<Event>>,
    positions: Vec<Chess>,
}

fn corpus() -> Corpus {
    let mut rng = StdRng::seed_from_u64(2023);
    let mut games = Vec::new();
    let mut positions = Vec::new();
    for _ in 0..40 {
        let mut pos = Chess::default();
        let mut t = 0u64;
        let mut events = vec![Event::new(0, Action::Start)];
        for _ in 0..300 {
            let legal = pos.legal_moves();
            if legal.is_empty() || pos.is_insufficient_material() || pos.halfmoves() >= 150 {
                break;
            }
            let m = legal[rng.gen_range(0..legal.len())];
            t += rng.gen_range(1_000..3_000);
            events.push(Event::new(t - 500, Action::Tick));
            let by = if pos.turn().is_white() {
                Side::White
            } else {
                Side::Black
            };
            events.push(Event::new(
                t,
                Action::Move {
                    by,
                    text: m.to_uci(shakmaty::CastlingMode::Standard).to_string(),
                    offer_draw: false,
                },
            ));
            pos.play_unchecked(m);
            positions.push(pos.clone());
        }
        games.push(events);
    }
    Corpus { games, positions }
}

fn config(edition: Edition) -> Config {
    Config {
        edition,
        time_control: "40/5400+30:1800+30".to_owned(),
        ..Config::default()
    }
}

fn bench(c: &mut Criterion) {
    let corpus = corpus();
    let events: usize = corpus.games.iter().map(Vec::len).sum();
    let mut group = c.benchmark_group("events");
    group.sample_size(10);
    group.throughput(Throughput::Elements(events as u64));
    for edition in [Edition::Fide2023, Edition::Fide1930] {
        group.bench_function(edition.name(), |b| {
            b.iter(|| {
                let mut ended = 0;
                for g in &corpus.games {
                    let (game, _) = Game::replay(config(edition), g).expect("config");
                    ended += usize::from(game.is_over());
                }
                ended
            })
        });
    }
    group.finish();
    let mut group = c.benchmark_group("dead_position_check");
    group.sample_size(10);
    group.throughput(Throughput::Elements(corpus.positions.len() as u64));
    group.bench_function("can_mate_both_sides", |b| {
        b.iter(|| {
            corpus
                .positions
                .iter()
                .filter(|p| {
                    matches!(can_mate(p, Color::White), Mating::Impossible)
                        && matches!(can_mate(p, Color::Black), Mating::Impossible)
                })
                .count()
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
