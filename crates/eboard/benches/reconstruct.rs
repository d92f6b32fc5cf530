//! How fast one core reconstructs: sensor events per second, bytes per second through the DGT
//! codec, and the time from the completing event (the press) to the decision.
//!
//! Corpus: 20 seeded random legal games of up to 120 plies, played on the simulated board by
//! hands that lift, slide and put down each piece (captures in two steps), each move pressed;
//! their bytes are cut into messages and sensor events once, before timing.
//! - `sensor_events`: the events of all games through a fresh `Reconstructor` (throughput in
//!   events);
//! - `dgt_bytes`: the bytes through `Reader` and `Feed` (throughput in bytes);
//! - `press_to_decision`: one press completing a move in the middle game, fed to a clone of the
//!   reconstruction just before it (the clone is made outside the timing, `iter_batched`).
//!
//! Measured (2 cores shared with other builds, 2026-11-25): 2.0 M sensor events/s, 142 MiB/s of
//! DGT bytes, 1.2 µs from the press to its decision. Again on 2026-11-28 (release, one run, the
//! 2 cores shared with five other helpers' builds, load average about 20): 0.92 M sensor events/s
//! [0.84–1.01], 125 MiB/s of DGT bytes, 1.94 µs [1.83–2.05] from the press to its decision —
//! the same code on a machine four to ten times busier; a DGT board sends a few dozen events a
//! second, so one core keeps up with tens of thousands of boards either way.
//!
//! Run: `cargo bench -p arbiter-eboard --bench reconstruct`.

#![allow(missing_docs)]

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use eboard::dgt::{Feed, Orientation, Reader, Scans};
use eboard::simulate::{Hand, Simulator};
use eboard::{Reconstructor, Sensed, SensorEvent};
use rand::{Rng, SeedableRng, rngs::StdRng};
use shakmaty::{Chess, Move, Position};

struct Game {
    bytes: Vec<(u64, Vec<u8>)>,
    events: Vec<SensorEvent>,
}

fn hands(sim: &mut Simulator, pos: &Chess, m: Move) {
    let by = pos.turn();
    match m {
        Move::Castle { king, rook } => {
            let side = m.castling_side().expect("castling");
            sim.act(Hand::Lift(king));
            sim.act(Hand::Place(side.king_to(by)));
            sim.act(Hand::Lift(rook));
            sim.act(Hand::Place(side.rook_to(by)));
        }
        Move::EnPassant { from, to } => {
            sim.act(Hand::Lift(from));
            sim.act(Hand::Remove(shakmaty::Square::from_coords(
                to.file(),
                from.rank(),
            )));
            sim.act(Hand::Place(to));
        }
        Move::Normal {
            from,
            to,
            capture,
            promotion,
            ..
        } => {
            sim.act(Hand::Lift(from));
            if capture.is_some() {
                sim.act(Hand::Remove(to));
            }
            for mid in shakmaty::attacks::between(from, to) {
                sim.act_quickly(Hand::Place(mid));
                sim.act_quickly(Hand::Lift(mid));
            }
            match promotion {
                Some(role) => {
                    sim.act(Hand::Discard);
                    sim.act(Hand::Drop(to, shakmaty::Piece { color: by, role }));
                }
                None => sim.act(Hand::Place(to)),
            }
        }
        Move::Put { .. } => {}
    }
    sim.act(Hand::Press(by));
}

fn corpus() -> Vec<Game> {
    let mut rng = StdRng::seed_from_u64(23);
    (0..20)
        .map(|_| {
            let mut pos = Chess::default();
            let mut sim = Simulator::new(&pos);
            for _ in 0..120 {
                let legal = pos.legal_moves();
                if legal.is_empty() || pos.is_insufficient_material() {
                    break;
                }
                let m = legal[rng.gen_range(0..legal.len())];
                hands(&mut sim, &pos, m);
                pos.play_unchecked(m);
            }
            let bytes = sim.finish();
            let mut reader = Reader::new();
            let mut feed = Feed::with(Some(Orientation::Normal), Scans::ByTime { gap_ms: 100 });
            let mut events = Vec::new();
            for (t, chunk) in &bytes {
                reader.push(chunk);
                while let Some(Ok(message)) = reader.next_message() {
                    events.extend(feed.message(*t, &message));
                }
            }
            Game { bytes, events }
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let games = corpus();
    let events: u64 = games.iter().map(|g| g.events.len() as u64).sum();
    let bytes: u64 = games
        .iter()
        .flat_map(|g| g.bytes.iter().map(|(_, b)| b.len() as u64))
        .sum();

    let mut group = c.benchmark_group("reconstruct");
    group.throughput(Throughput::Elements(events));
    group.bench_function("sensor_events", |b| {
        b.iter(|| {
            let mut out = Vec::new();
            for game in &games {
                let mut rec = Reconstructor::new(Chess::default());
                for event in &game.events {
                    rec.feed(event, &mut out);
                }
                out.clear();
            }
        })
    });
    group.throughput(Throughput::Bytes(bytes));
    group.bench_function("dgt_bytes", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for game in &games {
                let mut reader = Reader::new();
                let mut feed = Feed::new();
                for (t, chunk) in &game.bytes {
                    reader.push(chunk);
                    while let Some(Ok(message)) = reader.next_message() {
                        n += feed.message(*t, &message).len();
                    }
                }
            }
            n
        })
    });
    group.finish();

    // The reconstruction just before a press in the middle of the first game.
    let game = &games[0];
    let presses: Vec<usize> = game
        .events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e.sensed, Sensed::Press { .. }))
        .map(|(i, _)| i)
        .collect();
    let at = presses[presses.len() / 2];
    let mut before = Reconstructor::new(Chess::default());
    let mut sink = Vec::new();
    for event in &game.events[..at] {
        before.feed(event, &mut sink);
    }
    let press = game.events[at].clone();
    let mut group = c.benchmark_group("latency");
    group.bench_function("press_to_decision", |b| {
        b.iter_batched(
            || before.clone(),
            |mut rec| {
                let mut out = Vec::with_capacity(4);
                rec.feed(&press, &mut out);
                assert!(!out.is_empty());
                out
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
