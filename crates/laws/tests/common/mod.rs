//! Helpers shared by the behaviour tests (declared once, in `tests/main.rs`).
#![allow(dead_code)]

use laws::{Edition, Record, read_line};

/// A record from a position line, under the 2023 Laws.
pub fn line(text: &str) -> Record {
    line_in(text, Edition::Fide2023)
}

/// A record from a position line, under `edition`.
pub fn line_in(text: &str, edition: Edition) -> Record {
    read_line(text, edition).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays `moves` (UCI or SAN, space separated) on `record`.
pub fn play(record: &mut Record, moves: &str) {
    for m in moves.split_whitespace() {
        record.play_uci(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}
