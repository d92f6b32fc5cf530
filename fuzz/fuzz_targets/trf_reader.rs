// SPDX-License-Identifier: GPL-3.0-or-later
//! Reading TRF: the input as text.
//!
//! Never panics; a text that reads is written back byte for byte, and what is written reads as
//! the same event; the standings of what was read (every C.07 tie-break, both editions, after
//! every round) are computed without panicking and rank every player.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tournament::{Edition, TieBreak, trf};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(event) = trf::read(&text) else {
        return;
    };
    let out = trf::write(&event);
    assert_eq!(out, text, "written back differently");
    let again = trf::read(&out).expect("what was written reads");
    assert_eq!(again, event, "read back as another event");
    let all = TieBreak::parse_list(
        "PTS,DE,WIN,WON,BPG,BWG,BH,BH/C1,BH/C2,BH/M1,BH/M2,SB,SB/C1,SB/M1,PS,PS/C1,ARO,ARO/C1,TPR",
    )
    .expect("known codes");
    let players = event.players().map(|p| p.tpn).collect::<std::collections::BTreeSet<_>>().len();
    for edition in Edition::ALL {
        for after in [None, Some(1), Some(event.rounds_recorded() / 2)] {
            if let Ok(standings) = event.standings(&all, after, Some(edition)) {
                assert_eq!(standings.rows.len(), players);
                assert!(standings.rows.windows(2).all(|w| w[0].rank <= w[1].rank));
            }
        }
    }
});
