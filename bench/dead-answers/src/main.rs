// SPDX-License-Identifier: GPL-3.0-or-later
//! `dead-answers fens FILE.pgn`: the positions `arbiter check` hands to `laws::dead_position`
//! (Art. 5.2.2), as `bench/check-searches` selects them (the last position of a game not ended
//! by checkmate; where the last positions are dead by material alone, the one before them), one
//! FEN a line, after its kind (`last` or `capture`) and a tab.
//!
//! `dead-answers plies FILE.pgn`: `laws::dead_position` of every position of every game, in
//! the order of play, as a server asks it after each move; the answers counted.
//!
//! `dead-answers lines FILE.fen`: each side's helpmate line from `laws::can_mate` (its length
//! in plies, `no` or `?`); `dead-answers solver FILE.fen`: the same from chasolver's full search
//! alone (issue 36: on the crowded last positions the quick search's lines are 25 plies or so,
//! chasolver's longer, and chasolver costs twice the instructions).
//!
//! `dead-answers moves FILE.fen`: the same lines move by move (UCI), to compare two builds'
//! lines themselves.
//!
//! `dead-answers answer FILE.fen`: `laws::dead_position` of each FEN of FILE (a line as `fens`
//! writes it, or a bare FEN), one answer a line (`alive`, `dead`, `unknown`) after the FEN: two
//! builds' outputs compare with `cmp`, and under `valgrind --tool=callgrind` the run is the
//! searches and little else.

use std::io::Write;

use notation::pgn::{ReadOptions, read_games};

#[path = "../../check-searches/src/searched.rs"]
mod searched;
use searched::{Searched, searched};

fn fens(text: &str, out: &mut impl Write) -> std::io::Result<()> {
    let mut games = read_games(text, ReadOptions::default());
    while let Some((_, positions)) = games.next_with_positions() {
        let Some((kind, pos)) = searched(&positions) else {
            continue;
        };
        let kind = match kind {
            Searched::Last => "last",
            Searched::BeforeCapture => "capture",
        };
        writeln!(
            out,
            "{kind}\t{}",
            laws::write_fen(pos, laws::FenStyle::default())
        )?;
    }
    Ok(())
}

fn answer(text: &str, out: &mut impl Write) -> std::io::Result<()> {
    for line in text.lines() {
        let fen = line.rsplit('\t').next().unwrap_or(line).trim();
        if fen.is_empty() {
            continue;
        }
        let verdict = match laws::read_fen(fen) {
            Ok((pos, _)) => match laws::dead_position(&pos) {
                Some(true) => "dead",
                Some(false) => "alive",
                None => "unknown",
            },
            Err(_) => "unreadable",
        };
        writeln!(out, "{fen}\t{verdict}")?;
    }
    Ok(())
}

/// Each side's helpmate line as `laws::can_mate` gives it: its length in plies, or `-`.
fn lines(text: &str, out: &mut impl Write) -> std::io::Result<()> {
    for line in text.lines() {
        let fen = line.rsplit('\t').next().unwrap_or(line).trim();
        let Ok((pos, _)) = laws::read_fen(fen) else {
            continue;
        };
        let mut lengths = Vec::new();
        for color in laws::shakmaty::Color::ALL {
            lengths.push(match laws::can_mate(&pos, color) {
                laws::Mating::Possible { helpmate } => helpmate.len().to_string(),
                laws::Mating::Impossible => "no".to_owned(),
                laws::Mating::Unknown(_) => "?".to_owned(),
            });
        }
        writeln!(out, "{fen}\t{}", lengths.join("\t"))?;
    }
    Ok(())
}

/// Each side's helpmate line as `laws::can_mate` gives it, move by move (UCI), or `no` / `?`:
/// two builds' outputs compared with `cmp` show the same lines, not only the same lengths.
fn moves(text: &str, out: &mut impl Write) -> std::io::Result<()> {
    for line in text.lines() {
        let fen = line.rsplit('\t').next().unwrap_or(line).trim();
        let Ok((pos, _)) = laws::read_fen(fen) else {
            continue;
        };
        let mut sides = Vec::new();
        for color in laws::shakmaty::Color::ALL {
            sides.push(match laws::can_mate(&pos, color) {
                laws::Mating::Possible { helpmate } => helpmate
                    .iter()
                    .map(|m| m.to_uci(laws::shakmaty::CastlingMode::Chess960).to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
                laws::Mating::Impossible => "no".to_owned(),
                laws::Mating::Unknown(_) => "?".to_owned(),
            });
        }
        writeln!(out, "{fen}\t{}", sides.join("\t"))?;
    }
    Ok(())
}

/// chasolver's full search alone, for the side to move and the other: the length of its line.
fn solver(text: &str, out: &mut impl Write) -> std::io::Result<()> {
    for line in text.lines() {
        let fen = line.rsplit('\t').next().unwrap_or(line).trim();
        let Ok(board) = fen.parse::<chess::Board>() else {
            continue;
        };
        let mut lengths = Vec::new();
        for color in [chess::Color::White, chess::Color::Black] {
            lengths.push(match chasolver::winnability(&board, color) {
                Some(chasolver::Winnability::Winnable { helpmate }) => helpmate.len().to_string(),
                Some(chasolver::Winnability::Unwinnable) => "no".to_owned(),
                None => "?".to_owned(),
            });
        }
        writeln!(out, "{fen}\t{}", lengths.join("\t"))?;
    }
    Ok(())
}

/// `laws::dead_position` of every position of each game, in the order of play (what a server
/// asks after every move, Art. 5.2.2): the number of positions of each answer.
fn plies(text: &str, out: &mut impl Write) -> std::io::Result<()> {
    let mut games = read_games(text, ReadOptions::default());
    let mut counts = [0u64; 3];
    while let Some((_, positions)) = games.next_with_positions() {
        for pos in &positions {
            let at = match laws::dead_position(pos) {
                Some(true) => 0,
                Some(false) => 1,
                None => 2,
            };
            counts[at] += 1;
        }
    }
    writeln!(
        out,
        "dead {} alive {} unknown {}",
        counts[0], counts[1], counts[2]
    )
}

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [mode, path] = args.as_slice() else {
        eprintln!("usage: dead-answers fens FILE.pgn | dead-answers answer FILE.fen");
        return std::process::ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let done = match mode.as_str() {
        "fens" => fens(&text, &mut out),
        "answer" => answer(&text, &mut out),
        "lines" => lines(&text, &mut out),
        "moves" => moves(&text, &mut out),
        "plies" => plies(&text, &mut out),
        "solver" => solver(&text, &mut out),
        _ => {
            eprintln!("unknown mode {mode}");
            return std::process::ExitCode::from(2);
        }
    };
    match done.and_then(|()| out.flush()) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            std::process::ExitCode::FAILURE
        }
    }
}
