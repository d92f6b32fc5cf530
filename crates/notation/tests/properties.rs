//! Properties: writing then reading any legal move in any language gives the same move; reading
//! with every language never silently picks a different move; PGN round trips.

use notation::pgn::{ReadOptions, WriteOptions, read_games, write_game};
use notation::{Language, Languages, MoveError, Notation, read_move, shakmaty, write_move};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use shakmaty::{Chess, Position};

/// A position after `plies` random legal moves from the start (fewer if the game ends).
fn random_position(seed: u64, plies: usize) -> Chess {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut pos = Chess::default();
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.gen_range(0..moves.len())];
        pos.play_unchecked(m);
    }
    pos
}

fn notations() -> Vec<Notation> {
    let mut all = vec![Notation::Uci];
    for language in Language::ALL {
        for long in [false, true] {
            all.push(Notation::Algebraic { language, long });
        }
    }
    all
}

proptest! {
    #![proptest_config(crate::proptest_config(400))]

    #[test]
    fn written_then_read_is_the_same_move(seed in any::<u64>(), plies in 0usize..160) {
        let pos = random_position(seed, plies);
        for m in pos.legal_moves() {
            for notation in notations() {
                let text = write_move(&pos, m, notation);
                let languages = match notation {
                    Notation::Algebraic { language, .. } => Languages::only(language),
                    // Not among `notations()`: descriptive has its own reader
                    // (tests/descriptive.rs).
                    Notation::Uci | Notation::Descriptive { .. } => {
                        Languages::only(Language::English)
                    }
                };
                let read = read_move(&pos, &text, languages);
                prop_assert_eq!(read.map(|r| r.mv), Ok(m), "{} in {}", text, notation);
                // Read with every language, it is this move or declared ambiguous, never
                // silently another move.
                match read_move(&pos, &text, Languages::ANY) {
                    Ok(r) => prop_assert_eq!(r.mv, m, "{} read with any language", text),
                    Err(MoveError::Ambiguous { candidates, .. }) => {
                        prop_assert!(candidates.iter().any(|c| c.mv == m));
                    }
                    Err(e) => prop_assert!(false, "{} in {}: {}", text, notation, e),
                }
            }
        }
    }

    #[test]
    fn any_text_never_panics(text in "\\PC{0,12}", seed in any::<u64>(), plies in 0usize..40) {
        let pos = random_position(seed, plies);
        let _ = read_move(&pos, &text, Languages::ANY);
    }

    #[test]
    fn pgn_of_random_games_round_trips(seed in any::<u64>(), plies in 0usize..200) {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut pos = Chess::default();
        let mut text = String::from("[Event \"prop\"]\n\n");
        for ply in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.gen_range(0..moves.len())];
            if ply % 2 == 0 {
                text.push_str(&format!("{}. ", ply / 2 + 1));
            }
            text.push_str(&write_move(&pos, m, Notation::SAN));
            if rng.gen_bool(0.2) {
                text.push_str(&format!(" {{[%clk 0:{:02}:{:02}]}}", rng.gen_range(0..60), rng.gen_range(0..60)));
            }
            if rng.gen_bool(0.05) {
                text.push_str(" (=)");
            }
            if rng.gen_bool(0.05) {
                text.push_str(" $6 {a comment}");
            }
            text.push(' ');
            pos.play_unchecked(m);
        }
        text.push_str("*\n");
        let game = read_games(&text, ReadOptions::strict()).next().expect("game");
        prop_assert!(game.error.is_none(), "{:?}\n{}", game.error, text);
        let written = write_game(&game, &WriteOptions::default());
        prop_assert!(written.lines().all(|l| l.chars().count() <= 80));
        let again = read_games(&written, ReadOptions::strict()).next().expect("game");
        prop_assert!(again.error.is_none(), "{:?}\n{}", again.error, written);
        prop_assert_eq!(&again.moves, &game.moves.iter().map(|m| {
            let mut m = m.clone();
            // Positions of the text differ; the rest must not.
            m.line = 0; m.column = 0; m
        }).collect::<Vec<_>>().iter().zip(&again.moves).map(|(a, b)| {
            let mut a = a.clone(); a.line = b.line; a.column = b.column; a
        }).collect::<Vec<_>>());
        prop_assert_eq!(write_game(&again, &WriteOptions::default()), written);
    }
}
