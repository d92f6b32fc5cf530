//! Reading PGN (`read_games`, what `arbiter check` and `convert` spend half their time in) on
//! seeded random games in the layout of a lichess export: ten tags, a comment before the moves,
//! a `[%clk]` comment after every move. With the quirks of issue 22 or without them, so that a
//! forgiving rule's cost shows: a heading comment before each game's tags, a doubled-quoted tag,
//! a variation with an illegal move.
//!
//! Run: `cargo bench -p arbiter-notation --bench read_pgn`. Throughput is in bytes of PGN.

#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use notation::pgn::{ReadOptions, read_games};
use rand::{Rng, SeedableRng, rngs::StdRng};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Position};

/// `games` seeded random games as PGN; `quirks` adds issue 22's file quirks to each.
fn corpus(games: usize, quirks: bool) -> String {
    let mut rng = StdRng::seed_from_u64(22);
    let mut text = String::new();
    for n in 0..games {
        if quirks {
            text.push_str(&format!("{{ Game {n} of the archive }}\n"));
        }
        let white = if quirks {
            format!("\"\"Engine {n}\"\"")
        } else {
            format!("Engine {n}")
        };
        text.push_str(&format!(
            "[Event \"Rated blitz game\"]\n[Site \"https://lichess.org/{n:08}\"]\n[Date \"2024.01.01\"]\n\
             [Round \"-\"]\n[White \"{white}\"]\n[Black \"Player {n}\"]\n[Result \"*\"]\n\
             [WhiteElo \"1500\"]\n[BlackElo \"1500\"]\n[TimeControl \"180+2\"]\n\n{{ A game }} "
        ));
        let mut pos = Chess::default();
        let plies = rng.gen_range(20..120);
        for ply in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            if pos.turn().is_white() {
                text.push_str(&format!("{}. ", pos.fullmoves()));
            }
            let mv = moves[rng.gen_range(0..moves.len())];
            if quirks && ply == 10 {
                // An alternative with an illegal second move (the same move again).
                let before = SanPlus::from_move(pos.clone(), mv).to_string();
                text.push_str(&format!("{before} ( {before} {before} ) "));
            }
            let san = SanPlus::from_move_and_play_unchecked(&mut pos, mv);
            text.push_str(&format!("{san} {{ [%clk 0:02:{:02}] }} ", ply % 60));
        }
        text.push_str("*\n\n");
    }
    text
}

fn read(c: &mut Criterion) {
    let mut group = c.benchmark_group("read_pgn");
    group.sample_size(20);
    for (name, quirks) in [("lichess_layout", false), ("with_issue_22_quirks", true)] {
        let text = corpus(500, quirks);
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| {
                read_games(&text, ReadOptions::default())
                    .map(|g| g.moves.len())
                    .sum::<usize>()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, read);
criterion_main!(benches);
