//! The electronic board's behaviour tests, as one test binary (one link instead of one per
//! file, as ripgrep's `tests/tests.rs`), a module per concern:
//!
//! | module | articles |
//! |---|---|
//! | `articles` | each rule decided from the sensors, by article (Art. 4, 6.2.1, 7.4–7.6) |
//! | `bridge` | 2.3, 4.3.1, 6.2.1: the decisions as the game's events (`eboard::bridge`, the server's and `arbiter board`'s one translation) |
//! | `recordings` | the real DGT recordings of `../shared/data/dgt-recordings` (Art. 6.2.1) |
//! | `touch_and_game` | 4.3–4.5, 1930 Art. 15: the board's lifts and the game's `touch` events bind alike (proptest) |
//! | `simulated_games` | random games played by random hands on the simulated board (proptest) |
//!
//! A module's proptest regressions stay beside its file
//! (`simulated_games.proptest-regressions`): every `proptest!` block takes its config from
//! [`proptest_config`].

mod articles;
mod bridge;
mod recordings;
mod simulated_games;
mod touch_and_game;

/// proptest's config for this binary's properties: `cases` cases, and the regressions kept
/// beside the module's file (`properties.proptest-regressions`). proptest's default
/// (`SourceParallel`) looks up from the source file for a `lib.rs` or `main.rs`: finding this
/// `main.rs`, it would read and write `proptest-regressions/<file>.txt` beside `tests/`, and
/// the regressions recorded when each file was its own binary would no longer be replayed.
fn proptest_config(cases: u32) -> proptest::test_runner::Config {
    proptest::test_runner::Config {
        cases,
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::WithSource("proptest-regressions"),
        )),
        ..proptest::test_runner::Config::default()
    }
}
