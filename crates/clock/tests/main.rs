//! The clock's behaviour tests, as one test binary (one link instead of one per file, as
//! ripgrep's `tests/tests.rs`), a module per article group:
//!
//! | module | articles |
//! |---|---|
//! | `art_6_clock` | Art. 6 and the annexes on the clock, with times computed by hand |
//! | `properties` | invariants over random controls and random move times (proptest) |
//!
//! A module's proptest regressions stay beside its file (`properties.proptest-regressions`):
//! every `proptest!` block takes its config from [`proptest_config`].

mod art_6_clock;
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
