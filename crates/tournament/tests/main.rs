//! The tournament crate's integration tests, as one test binary (one link instead of one per
//! file, as ripgrep's `tests/tests.rs` and this workspace's server), a module per concern:
//!
//! | module | concern |
//! |---|---|
//! | `berger` | C.05 Annex 1: the Berger tables, against the handbook and gacrux |
//! | `dutch_caissify` | C.04.3: the differential against caissify-pairings (PyPI) |
//! | `dutch_corpus` | C.04.3: the 898 reference rounds and bbpPairings' cases |
//! | `dutch_forbidden` | C.04.1.b: forbidden pairs from the TRF (`XXP`) |
//! | `dutch_properties` | C.04.3 C.1–C.3: property tests of the absolute criteria |
//! | `scores` | Art. 10.1: the points of the corpus tournaments |
//! | `standings_proptest` | C.07: standings invariants on generated events |
//! | `records` | TRF: contradictory records refused; a round of pre-set absences is not played |
//! | `tiebreaks_gacrux` | C.07: tie-breaks against gacrux |
//! | `tiebreaks_hand` | C.07: KS, FB, EDE, APRO and unrated fields on events computed by hand |
//! | `trf_proptest` | TRF: read what was written, byte for byte, never a panic |
//! | `trf_roundtrip` | TRF: the corpus files read and written back byte for byte |

mod berger;
mod dutch_caissify;
mod dutch_corpus;
mod dutch_forbidden;
mod dutch_properties;
mod records;
mod scores;
mod standings_proptest;
mod tiebreaks_gacrux;
mod tiebreaks_hand;
mod trf_proptest;
mod trf_roundtrip;

/// proptest's config for this binary's properties: `cases` cases, and the regressions kept
/// beside the module's file (`trf_proptest.proptest-regressions`): proptest's default would look
/// for them in `proptest-regressions/` beside `tests/` once the file is a module of `main.rs`.
fn proptest_config(cases: u32) -> proptest::test_runner::Config {
    proptest::test_runner::Config {
        cases,
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::WithSource("proptest-regressions"),
        )),
        ..proptest::test_runner::Config::default()
    }
}
