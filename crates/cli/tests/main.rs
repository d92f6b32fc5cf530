//! The command line's behaviour tests, as one test binary (one link instead of one per file, as
//! ripgrep's `tests/tests.rs`), a module per command or concern. Each runs the real `arbiter`
//! binary (`CARGO_BIN_EXE_arbiter`).
//!
//! | module | concern |
//! |---|---|
//! | `berserk` | a real lichess client (berserk) plays on `arbiter serve` |
//! | `board` | `arbiter board`: DGT recordings replayed, `--events`, `simulate` (Art. 6.2.1) |
//! | `board_device` | `arbiter board --device`: a simulated DGT board on a pseudo-terminal |
//! | `board_serve` | a simulated DGT board on a pseudo-terminal drives `arbiter serve` (issue 23) |
//! | `check_chunks` | `arbiter check`'s output does not depend on chunks, threads or stdin |
//! | `check_corpus` | `arbiter check` on the corpora of `tests/data/check/`, per edition |
//! | `commands` | `arbiter status`, `perft`, `chess960` contracts |
//! | `convert` | `arbiter convert`: Annex C notations in and out |
//! | `crash` | `kill -9` of `arbiter serve` under load, then a restart (Art. 6.11.1) |
//! | `crosscheck_python_chess` | `arbiter status` against python-chess |
//! | `descriptors` | issue 34: idle sockets at 128 descriptors leave others served; out of descriptors, the server sheds |
//! | `game` | `arbiter game`: every scenario replayed as the library does, `--pgn` |
//! | `historical` | the historical corpus (`corpus/historical.pgn`) under 1930/1928 |
//! | `odds` | `arbiter game` playing odds games (1930 Art. 22, 1928 Par. 22) |
//! | `pair` | `arbiter pair`'s contract (C.04.3, issue 24) |
//! | `reading_quirks` | `arbiter convert` and `check` on real files that read badly (issue 22) |
//! | `said` | issue 32: the CLI's words are the catalogue's, byte for byte as before; no sentence outside `said.rs` |
//! | `tournament` | `arbiter berger`, `standings`, `trf` contracts (issue 26) |
//! | `two_processes` | two `arbiter serve` processes on one PostgreSQL database |
//! | `web` | the web board end to end (issue 7) |
//!
//! `common` (running the binary, the shared test data) and `server` (a real `arbiter serve`
//! process) are declared here once; a module uses them as `crate::common`, `crate::server`.
//! A new test file is a new `mod` line here, with `use crate::common;` in place of
//! `mod common;`.

mod common;
mod server;

mod berserk;
mod board;
mod board_device;
mod board_serve;
mod check_chunks;
mod check_corpus;
mod commands;
mod convert;
mod crash;
mod crosscheck_python_chess;
mod descriptors;
mod game;
mod historical;
mod odds;
mod pair;
mod reading_quirks;
mod said;
mod tournament;
mod two_processes;
mod web;
