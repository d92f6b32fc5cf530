//! The laws crate's behaviour tests, as one test binary (one link instead of one per file, as
//! ripgrep's `tests/tests.rs`), a module per article group:
//!
//! | module | articles |
//! |---|---|
//! | `art_5_endings` | Art. 5: checkmate, stalemate, dead positions (5.1.1, 5.2.1, 5.2.2) |
//! | `art_6_9_can_mate` | Art. 6.9 (5.1.2, 7.5.5): can the opponent checkmate by any series of legal moves |
//! | `art_9_draws` | Art. 9.2, 9.3, 9.6 and the 1930/1928 forms of the same rules |
//! | `guideline_ii_chess960` | Guideline II: Chess960 start positions and castling (II.3) |
//! | `perft` | move generation self-test (perft counts, standard and Chess960) |
//! | `properties` | invariants over random legal games (proptest), a record adopted or rewound answering as one built move by move |
//!
//! A module's proptest regressions stay beside its file (`properties.proptest-regressions`):
//! every `proptest!` block takes its config from [`proptest_config`].

mod common;

mod art_5_endings;
mod art_6_9_can_mate;
mod art_9_draws;
mod guideline_ii_chess960;
mod perft;
mod properties;

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
