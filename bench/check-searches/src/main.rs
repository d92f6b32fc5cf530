// SPDX-License-Identifier: GPL-3.0-or-later
//! `check-searches FILE [GAMES]`: where the dead-position searches of `arbiter check` go (issue
//! 36, Art. 5.2.2), position by position.
//!
//! For each game of FILE (the first GAMES), the positions `arbiter check` hands to
//! `laws::dead_position`, nearly: the last position of a game that did not end in checkmate
//! (the audit asks the one before the board's ending, stalemate, fivefold repetition or seventy-
//! five moves, which is as rich), and, where the last positions are dead by their material
//! alone (`laws::dead_by_material`), the position before them: the proof of life that the first
//! dead ply needs (`game::audit`'s `first_dead`). Each is searched REPS times (the environment
//! variable, 7 unless given) and its fastest time kept: on a loaded machine the minimum of a
//! few microseconds' work is steady where a sum is not. Prints the time by kind (where the
//! position stands, the game's `ExpectPython` tag, the answer), by material (the 40 costliest),
//! the 15 costliest positions with their FEN, and how much of the time the costliest 10, 30,
//! 100, 300 and 1,000 positions take. With the environment variable `EACH` set, every position
//! is also written to stderr, one a line: its fastest time in nanoseconds, where it stands, the
//! game's `ExpectPython`, the answer and its FEN, tab-separated (for sums of one's own).

use std::collections::BTreeMap;
use std::time::Instant;

use laws::shakmaty::{Chess, Color, Position, Role};
use notation::pgn::{ReadOptions, read_games};

mod searched;
use searched::{Searched, searched};

/// The material, as `KQR2vKRP`.
fn material(pos: &Chess) -> String {
    let board = pos.board();
    let mut text = String::new();
    for color in Color::ALL {
        text.push('K');
        for (role, letter) in [
            (Role::Queen, 'Q'),
            (Role::Rook, 'R'),
            (Role::Bishop, 'B'),
            (Role::Knight, 'N'),
            (Role::Pawn, 'P'),
        ] {
            let count = (board.by_role(role) & board.by_color(color)).count();
            if count > 0 {
                text.push(letter);
            }
            if count > 1 {
                text.push_str(&count.to_string());
            }
        }
        if color == Color::White {
            text.push('v');
        }
    }
    text
}

fn main() -> std::process::ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: check-searches FILE [GAMES]");
        return std::process::ExitCode::from(2);
    };
    let limit: usize = args
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(usize::MAX);
    let reps: usize = std::env::var("REPS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(7)
        .max(1);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    let mut games = read_games(&text, ReadOptions::default());
    let mut by_kind: BTreeMap<String, (u32, u128)> = BTreeMap::new();
    let mut by_material: BTreeMap<String, (u32, u128)> = BTreeMap::new();
    let mut each: Vec<(u128, String)> = Vec::new();
    let mut read = 0;
    while read < limit
        && let Some((game, positions)) = games.next_with_positions()
    {
        read += 1;
        let expect = game
            .tag("ExpectPython")
            .and_then(|t| t.split(' ').next())
            .unwrap_or("-")
            .to_owned();
        let Some((kind, pos)) = searched(&positions) else {
            continue;
        };
        let kind = match kind {
            Searched::Last => "last",
            Searched::BeforeCapture => "before the capture",
        };
        let mut answer = None;
        let mut fastest = u128::MAX;
        for _ in 0..reps {
            let started = Instant::now();
            answer = laws::dead_position(pos);
            fastest = fastest.min(started.elapsed().as_nanos());
        }
        let key = format!("{kind}, {expect}, {answer:?}");
        let entry = by_kind.entry(key).or_default();
        entry.0 += 1;
        entry.1 += fastest;
        let key = format!("{kind}, {}, {answer:?}", material(pos));
        let entry = by_material.entry(key.clone()).or_default();
        entry.0 += 1;
        entry.1 += fastest;
        let fen = laws::write_fen(pos, laws::FenStyle::default());
        if std::env::var_os("EACH").is_some() {
            eprintln!("{fastest}\t{kind}\t{expect}\t{answer:?}\t{fen}");
        }
        each.push((fastest, format!("{key}, {fen}")));
    }
    let total: u128 = each.iter().map(|e| e.0).sum();
    println!(
        "{read} games, {} positions searched, {} us in all (the fastest of {reps} runs each)\n",
        each.len(),
        total / 1000
    );
    println!("| where, the game's ExpectPython, the answer | positions | us |\n|---|---:|---:|");
    for (kind, (count, ns)) in &by_kind {
        println!("| {kind} | {count} | {} |", ns / 1000);
    }
    let mut materials: Vec<_> = by_material.into_iter().collect();
    materials.sort_by_key(|(_, (_, ns))| std::cmp::Reverse(*ns));
    println!("\n| where, material, the answer | positions | us |\n|---|---:|---:|");
    for (kind, (count, ns)) in materials.iter().take(40) {
        println!("| {kind} | {count} | {} |", ns / 1000);
    }
    each.sort_by_key(|e| std::cmp::Reverse(e.0));
    println!("\n| us | where, material, the answer, FEN |\n|---:|---|");
    for (ns, what) in each.iter().take(15) {
        println!("| {} | {what} |", ns / 1000);
    }
    println!();
    let mut sum = 0;
    for (rank, (ns, _)) in each.iter().enumerate() {
        sum += ns;
        if [10, 30, 100, 300, 1000].contains(&(rank + 1)) {
            println!(
                "the costliest {}: {:.0}% of the time (the {}th: {} us)",
                rank + 1,
                sum as f64 * 100.0 / total.max(1) as f64,
                rank + 1,
                ns / 1000
            );
        }
    }
    std::process::ExitCode::SUCCESS
}
