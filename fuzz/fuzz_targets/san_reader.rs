// SPDX-License-Identifier: GPL-3.0-or-later
//! Reading one move: the first byte picks a position, the rest is the text.
//!
//! Never panics; a move read is legal; a text read in any language and read in one language
//! never gives two different moves; every move read, written in every notation and read back in
//! that notation's language, is the same move.

#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use notation::{Language, Languages, MoveError, Written, read_move, write_move};
use shakmaty::{Chess, Move, Position};

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let (pos, _) = common::position(selector);
    let text = String::from_utf8_lossy(rest);
    let _ = Written::parse(&text);

    let any = read_move(&pos, &text, Languages::ANY);
    match &any {
        Ok(reading) => {
            assert!(
                !reading.languages.is_empty(),
                "{text:?}: read in no language"
            );
            check_move(&pos, &text, reading.mv);
            // Each language that reads the text so reads it so alone.
            for language in reading.languages.iter() {
                let alone = read_move(&pos, &text, Languages::only(language));
                assert_eq!(
                    alone.as_ref().map(|r| r.mv).ok(),
                    Some(reading.mv),
                    "{text:?}: read as {:?} in any language ({}) but {alone:?} in {language} alone",
                    reading.mv,
                    reading.languages,
                );
            }
        }
        Err(MoveError::Ambiguous { candidates, .. }) => {
            assert!(
                candidates.len() >= 2,
                "{text:?}: ambiguous with {candidates:?}"
            );
            for (i, c) in candidates.iter().enumerate() {
                assert!(pos.is_legal(c.mv), "{text:?}: illegal candidate {c:?}");
                assert!(
                    candidates[..i].iter().all(|d| d.mv != c.mv),
                    "{text:?}: a candidate twice: {candidates:?}"
                );
            }
        }
        Err(_) => {}
    }

    for language in Language::ALL {
        if let Ok(reading) = read_move(&pos, &text, Languages::only(language)) {
            check_move(&pos, &text, reading.mv);
            if let Ok(any) = &any {
                assert_eq!(
                    any.mv, reading.mv,
                    "{text:?}: {:?} in any language, {:?} in {language}",
                    any.mv, reading.mv
                );
            }
        }
    }
});

/// `mv`, read from `text`, is legal, and every notation writes it so that it reads back as itself.
fn check_move(pos: &Chess, text: &str, mv: Move) {
    assert!(pos.is_legal(mv), "{text:?}: read as illegal {mv:?}");
    for notation in common::notations() {
        let written = write_move(pos, mv, notation);
        let back = read_move(pos, &written, common::languages_of(notation));
        assert_eq!(
            back.as_ref().map(|r| r.mv).ok(),
            Some(mv),
            "{text:?} read as {mv:?}, written {written:?} in {notation}, read back as {back:?}"
        );
    }
}
