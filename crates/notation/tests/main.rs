//! The notation crate's behaviour tests, as one test binary (one link instead of one per file,
//! as ripgrep's `tests/tests.rs`), a module per article group:
//!
//! | module | articles |
//! |---|---|
//! | `annex_c` | Annex C (2023), appendix E (1997), 1930 Art. 5: every written form, read and written back |
//! | `annex_d` | Annex D.2.1: moves announced clearly |
//! | `descriptive` | descriptive notation (1930 Art. 5.3, 1928 Par. 5) |
//! | `file_quirks` | real PGN files that read badly (issue 22) |
//! | `pgn` | PGN reading and writing (export format, Annex C.12 draw offers, `[%clk]`) |
//! | `properties` | round trips of every legal move in every language (proptest) |
//!
//! A module's proptest regressions stay beside its file (`<file>.proptest-regressions`):
//! every `proptest!` block takes its config from [`proptest_config`].

mod annex_c;
mod annex_d;
mod descriptive;
mod file_quirks;
mod pgn;
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
