// SPDX-License-Identifier: GPL-3.0-or-later
//! `check-core FILE [GAMES]`: reads the games of FILE (the first GAMES of them) and audits each
//! as `arbiter check` does (each game under its own edition), writing nothing but the counts:
//! the work of `arbiter check --jobs 1` but the JSON lines and the summary.

use std::process::ExitCode;

use game::audit_games_by;
use notation::pgn::{ReadOptions, read_games};

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: check-core FILE [GAMES]");
        return ExitCode::from(2);
    };
    let limit: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(usize::MAX);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let (mut games, mut plies, mut findings, mut endings) = (0, 0, 0, 0);
    let read = read_games(&text, ReadOptions::default());
    for (_, audit) in audit_games_by(read, |game| game.edition(None)).take(limit) {
        games += 1;
        plies += audit.plies;
        findings += audit.findings.len();
        endings += usize::from(audit.ending.is_some());
    }
    println!("{{\"games\":{games},\"plies\":{plies},\"endings\":{endings},\"findings\":{findings}}}");
    ExitCode::SUCCESS
}
