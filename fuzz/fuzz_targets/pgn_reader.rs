// SPDX-License-Identifier: GPL-3.0-or-later
//! Reading PGN: the input as text, read forgivingly and strictly.
//!
//! Never panics; every move read (main line and variations) is legal where it stands; a game
//! read without error, written in the export format and read again, is one game, without error,
//! with the same moves, variations, NAGs, clocks and draw offers; and the export format reads
//! strictly (unless the reader dropped a detached draw offer: see below).

#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use notation::pgn::{ReadOptions, WarningKind, WriteOptions, read_games, write_game};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for options in [ReadOptions::default(), ReadOptions::strict()] {
        for game in read_games(&text, options) {
            common::assert_legal_game(&game);
            if game.error.is_some() {
                continue;
            }
            let out = write_game(&game, &WriteOptions::default());
            let back: Vec<_> = read_games(&out, ReadOptions::default()).collect();
            assert_eq!(
                back.len(),
                1,
                "one game written, {} read back:\n{out}",
                back.len()
            );
            let again = &back[0];
            assert!(
                again.error.is_none(),
                "written:\n{out}\nread back with error: {:?}",
                again.error
            );
            assert_eq!(
                common::moves_of(&again.moves),
                common::moves_of(&game.moves),
                "written:\n{out}\nread back with other moves"
            );
            assert_eq!(
                common::tree(&again.moves),
                common::tree(&game.moves),
                "written:\n{out}\nread back with other variations, NAGs, clocks or offers"
            );
            // A draw offer before any move is dropped with a warning, but a second `(=)` in the
            // same comment stays comment text, and written back it is a detached offer again:
            // only games without that repair must export as strict PGN.
            if game
                .warnings
                .iter()
                .any(|w| matches!(w.kind, WarningKind::Detached { .. }))
            {
                continue;
            }
            let strict: Vec<_> = read_games(&out, ReadOptions::strict()).collect();
            assert!(
                strict.len() == 1 && strict[0].error.is_none(),
                "written:\n{out}\nnot strict PGN: {:?}",
                strict.iter().map(|g| &g.error).collect::<Vec<_>>()
            );
        }
    }
});
