// SPDX-License-Identifier: GPL-3.0-or-later
//! Converting games: the first byte picks a starting position, each further byte the next move
//! (`legal_moves()[b % len]`), until no move is left.
//!
//! The game's movetext in every notation (each language short and long, UCI), written move by
//! move and by `write_game`, reads back in that notation's language as the same moves, without
//! error; the SAN export reads strictly.

#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use notation::Notation;
use notation::pgn::{ReadOptions, WriteOptions, read_games, write_game};
use shakmaty::{Chess, Move, Position};

/// Keeps each run short: every ply is written and read 28 times (14 notations, two ways).
const MAX_PLIES: usize = 120;

fuzz_target!(|data: &[u8]| {
    let (selector, choices) = match data.split_first() {
        Some((&s, rest)) => (s, rest),
        None => (0, data),
    };
    let (start, fen) = common::position(selector);
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for &b in choices.iter().take(MAX_PLIES) {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[usize::from(b) % legal.len()];
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    let header = match fen {
        Some(fen) => format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n"),
        None => String::new(),
    };

    for notation in common::notations() {
        let options = ReadOptions {
            languages: common::languages_of(notation),
            ..ReadOptions::default()
        };
        // Written move by move.
        let text = format!("{header}{} *\n", movetext(&start, &moves, notation));
        let game = read_games(&text, options).next().expect("a game");
        assert!(
            game.error.is_none(),
            "{notation}:\n{text}\nerror: {:?}",
            game.error
        );
        assert_eq!(
            common::moves_of(&game.moves),
            moves,
            "{notation}:\n{text}\nother moves"
        );
        // Written by `write_game`, from the game just read.
        let out = write_game(
            &game,
            &WriteOptions {
                notation,
                ..WriteOptions::default()
            },
        );
        let back = read_games(&out, options).next().expect("a game");
        assert!(
            back.error.is_none(),
            "{notation}:\n{out}\nerror: {:?}",
            back.error
        );
        assert_eq!(
            common::moves_of(&back.moves),
            moves,
            "{notation}:\n{out}\nother moves"
        );
        if notation == Notation::SAN {
            let strict = read_games(&out, ReadOptions::strict())
                .next()
                .expect("a game");
            assert!(
                strict.error.is_none(),
                "{out}\nnot strict PGN: {:?}",
                strict.error
            );
            assert_eq!(
                common::moves_of(&strict.moves),
                moves,
                "{out}\nstrict: other moves"
            );
        }
    }
});

/// The moves from `start` as movetext in `notation`, numbered (`1. e4 e5`, `1... e5`).
fn movetext(start: &Chess, moves: &[Move], notation: Notation) -> String {
    let mut pos = start.clone();
    let mut out = String::new();
    for (i, &mv) in moves.iter().enumerate() {
        if !out.is_empty() {
            out.push(' ');
        }
        let number = pos.fullmoves().get();
        if pos.turn().is_white() {
            out.push_str(&format!("{number}. "));
        } else if i == 0 {
            out.push_str(&format!("{number}... "));
        }
        out.push_str(&notation::write_move(&pos, mv, notation));
        pos.play_unchecked(mv);
    }
    out
}
