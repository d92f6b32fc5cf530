// SPDX-License-Identifier: GPL-3.0-or-later
//! Reading descriptive notation (1930 Art. 5.3, 1928 Par. 5): the first byte picks a position,
//! the rest is the text, read as one move and as a whole score in English and in French.
//!
//! Never panics; a move read is legal, and written back in its shortest form reads as itself;
//! an ambiguity has at least two distinct legal candidates, each named by a text that reads as
//! it alone; every legal move of the position, written, reads back as itself.

#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use notation::descriptive::{
    DescriptiveError, DescriptiveLanguage, read_descriptive, read_descriptive_games,
    write_descriptive,
};
use shakmaty::Position;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let (pos, _) = common::position(selector);
    let text = String::from_utf8_lossy(rest);
    let legal = pos.legal_moves();
    for language in [DescriptiveLanguage::English, DescriptiveLanguage::French] {
        match read_descriptive(&pos, &text, language) {
            Ok(reading) => {
                assert!(legal.contains(&reading.mv), "{text:?} ({language}): illegal");
                let written = write_descriptive(&pos, reading.mv, language);
                assert_eq!(
                    read_descriptive(&pos, &written, language).map(|r| r.mv),
                    Ok(reading.mv),
                    "{text:?} ({language}) written {written:?}"
                );
            }
            Err(DescriptiveError::Ambiguous { candidates, .. }) => {
                assert!(candidates.len() >= 2, "{text:?}: one candidate");
                for c in &candidates {
                    assert!(legal.contains(&c.mv));
                    assert_eq!(
                        read_descriptive(&pos, &c.written, language).map(|r| r.mv),
                        Ok(c.mv),
                        "{text:?} ({language}): candidate {:?}",
                        c.written
                    );
                }
            }
            Err(_) => {}
        }
        for mv in &legal {
            let written = write_descriptive(&pos, *mv, language);
            assert_eq!(
                read_descriptive(&pos, &written, language).map(|r| r.mv),
                Ok(*mv),
                "{written:?} ({language})"
            );
        }
        for game in read_descriptive_games(&text, language) {
            let _ = game.error.map(|e| e.to_string());
        }
    }
});
