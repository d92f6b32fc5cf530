// SPDX-License-Identifier: GPL-3.0-or-later
//! `check-core FILE [GAMES] [--stage STAGE]`: reads the games of FILE (the first GAMES of them)
//! and audits each as `arbiter check` does (each game under its own edition), writing nothing
//! but the counts: the work of `arbiter check --jobs 1` but the JSON lines and the summary.
//!
//! `--stage` stops the work early, so that CPU times measured side by side (interleaved, as
//! `bench/check_side_by_side.py` does) say what each stage costs (issue 36):
//! - `read`: the games read and every move checked, no position kept (the reader alone);
//! - `positions`: the same, each game's positions kept as the audit gets them;
//! - `last`: the same, and `laws::dead_position` (Art. 5.2.2) asked of each game's last
//!   position — the search every game not ended by checkmate needs;
//! - `audit` (the default): the whole audit.

use std::process::ExitCode;

use game::audit_games_by;
use notation::pgn::{ReadOptions, read_games};

/// How far `check-core` goes (see the module's note).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    Read,
    Positions,
    Last,
    Audit,
}

impl Stage {
    fn parse(text: &str) -> Option<Stage> {
        Some(match text {
            "read" => Stage::Read,
            "positions" => Stage::Positions,
            "last" => Stage::Last,
            "audit" => Stage::Audit,
            _ => return None,
        })
    }
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let usage = || {
        eprintln!("usage: check-core FILE [GAMES] [--stage read|positions|last|audit]");
        ExitCode::from(2)
    };
    let mut path = None;
    let mut limit = usize::MAX;
    let mut stage = Stage::Audit;
    while let Some(arg) = args.next() {
        if arg == "--stage" {
            match args.next().as_deref().and_then(Stage::parse) {
                Some(s) => stage = s,
                None => return usage(),
            }
        } else if path.is_none() {
            path = Some(arg);
        } else {
            match arg.parse() {
                Ok(n) => limit = n,
                Err(_) => return usage(),
            }
        }
    }
    let Some(path) = path else {
        return usage();
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let (mut games, mut plies, mut findings, mut endings) = (0, 0, 0, 0);
    let mut read = read_games(&text, ReadOptions::default());
    match stage {
        Stage::Audit => {
            for (_, audit) in audit_games_by(read, |game| game.edition(None)).take(limit) {
                games += 1;
                plies += audit.plies;
                findings += audit.findings.len();
                endings += usize::from(audit.ending.is_some());
            }
        }
        Stage::Read => {
            for game in read.by_ref().take(limit) {
                games += 1;
                plies += game.moves.len();
            }
        }
        Stage::Positions | Stage::Last => {
            while games < limit
                && let Some((game, positions)) = read.next_with_positions()
            {
                games += 1;
                plies += game.moves.len();
                if stage == Stage::Last
                    && let Some(last) = positions.last()
                    && laws::dead_position(last) == Some(true)
                {
                    endings += 1;
                }
            }
        }
    }
    println!(
        "{{\"games\":{games},\"plies\":{plies},\"endings\":{endings},\"findings\":{findings}}}"
    );
    ExitCode::SUCCESS
}
