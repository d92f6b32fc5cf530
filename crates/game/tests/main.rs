//! The game's behaviour tests, as one test binary (one link instead of one per file, as
//! ripgrep's `tests/tests.rs`), a module per article group:
//!
//! | module | articles |
//! |---|---|
//! | `art_5_endings` | 1.2, 1.3, 3.10.2, 5: who moves, endings on the board |
//! | `art_6_clock` | 6: the clock, flags, periods, pauses |
//! | `art_6_4_flag_properties` | 6.4, 6.9 as a property: when a flag is noticed |
//! | `art_4_touch` | 4.2–4.5, 4.8, 7.4, 7.6, 9.4, D.2.2–D.2.5; 1930 Art. 15, 18.1; 1928 Par. 14, 17: touch-move over the board |
//! | `art_7_irregularities` | 6.7, 7, A.5.2, 1997 C.3 |
//! | `art_9_draws` | 9, 11.12: offers, claims, automatic draws |
//! | `art_10_12_scoring_and_rulings` | 10, 11.7–11.8, 12, 6.10.2 |
//! | `art_12_withdrawn_declaration` | 12.1, 12.2.2, 11.10, 6.11.1, 6.7.1: the arbiter withdraws his own last declaration (issue 35) |
//! | `arbiter_facts` | issue 31: what needs the arbiter (A.5.2, 6.9, 7.6, I.1, III.3.1.1), who may send each event (12), a forfeit's kind (6.7.1, 11.7) |
//! | `annex_a_b_rapid_blitz` | Annex A, Annex B, 1997 Annex B.6–B.8 |
//! | `guideline_i_adjournment` | Guideline I: adjourned games |
//! | `guideline_iii` | Guideline III.3.1: both flags down |
//! | `next_move_binding` | 4.3, 4.4, 7.5.1, 7.5.3, 9.5.3; 1930 Art. 15, 17, 18; 1928 Par. 14, 16, 17: what binds the next move (issue 33) |
//! | `edition_as_data` | issue 21: no decision in `game/src` asks which edition it is |
//! | `editions_1930_1928` | 1930 Art. 9.6, 16–21; 1928 Par. 15–18, 21 |
//! | `art_1930_16_judgement` | 1930 Art. 16.1.b, 16.1.f; 1928 Par. 15.B, 15.F |
//! | `art_1930_22_odds` | 1930 Art. 22, 1928 Par. 22 |
//! | `codes` | the codes of notices and refusals, and `web/src/codes.json` |
//! | `config_reasons` | issue 32: why a configuration is refused, said from its code (time controls, start FEN, 1930 Art. 22 odds, annexes) |
//! | `events_pgn_audit` | events → the game's PGN → the audit: the same ending and findings (5.2.3, 6.9, 1930 16.1.d) |
//! | `audit_perpetual` | the audit on perpetual checks under the old Laws |
//! | `pgn_export` | the game as export-format PGN |
//! | `reading_errors` | issue 32: why `arbiter check` stopped reading, said from its code (Annex C, 1930 Art. 5.1, the FEN tag, strict reading) |
//! | `properties` | random games never reach a state the Laws forbid |
//! | `refusal_changes_nothing` | issue 31: a refused event changes nothing, its `t` included (6.8 aside), over every action and edition |
//! | `refusal_undo` | issue 36: `apply` undoes a refusal from a checkpoint as the former copying `apply` did (A.5.2, 7.5.5, 7.2.1, 12.1 withdrawn) |
//! | `scenarios` | the scenario files of `tests/scenarios/` |

mod common;

mod annex_a_b_rapid_blitz;
mod arbiter_facts;
mod art_10_12_scoring_and_rulings;
mod art_12_withdrawn_declaration;
mod art_1930_16_judgement;
mod art_1930_22_odds;
mod art_4_touch;
mod art_5_endings;
mod art_6_4_flag_properties;
mod art_6_clock;
mod art_7_irregularities;
mod art_9_draws;
mod audit_perpetual;
mod codes;
mod config_reasons;
mod edition_as_data;
mod editions_1930_1928;
mod events_pgn_audit;
mod guideline_i_adjournment;
mod guideline_iii;
mod next_move_binding;
mod pgn_export;
mod properties;
mod reading_errors;
mod refusal_changes_nothing;
mod refusal_undo;
mod scenarios;

/// proptest's config for this binary's properties: `cases` cases, and the regressions kept
/// beside the module's file (`art_6_4_flag_properties.proptest-regressions`). proptest's default
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
