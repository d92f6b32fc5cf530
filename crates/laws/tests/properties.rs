//! Invariants over random legal games (proptest): the record's repetition counts and claims agree
//! with a naive reading of Art. 9.2 over the whole game, FEN writing and reading is lossless, and
//! every "can mate" verdict comes with a helpmate line that really mates.

use std::collections::HashMap;

use laws::{
    Edition, FenStyle, FideKey, Mating, PiecesKey, Record, StartNumber, can_mate, dead_position,
    mating_potential, read_fen,
    shakmaty::{CastlingMode, Chess, Color, Position},
    write_fen,
};
use proptest::prelude::*;
use rand::{Rng, SeedableRng, rngs::StdRng};

/// A random game of up to `plies` moves. With probability `back` a move is chosen that returns to
/// a position seen before, so that repetitions really happen.
fn random_game(
    seed: u64,
    plies: usize,
    back: f64,
    start: Chess,
    mode: CastlingMode,
    edition: Edition,
) -> Record {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut record = Record::new(start, mode, edition);
    let mut seen: HashMap<FideKey, usize> = HashMap::new();
    for _ in 0..plies {
        let pos = record.position().clone();
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let repeating: Vec<_> = moves
            .iter()
            .copied()
            .filter(|&m| {
                let mut next = pos.clone();
                next.play_unchecked(m);
                seen.contains_key(&FideKey::of(&next))
            })
            .collect();
        let m = if !repeating.is_empty() && rng.gen_bool(back) {
            repeating[rng.gen_range(0..repeating.len())]
        } else {
            moves[rng.gen_range(0..moves.len())]
        };
        record.play(m).expect("a legal move");
        *seen.entry(FideKey::of(record.position())).or_default() += 1;
    }
    record
}

/// Art. 9.2 read literally over the whole game: how often has this position stood on the board?
fn naive_count(positions: &[Chess], pos: &Chess, edition: Edition) -> u32 {
    positions
        .iter()
        .filter(|p| match edition {
            Edition::Fide2023 | Edition::Fide1997 => FideKey::of(p) == FideKey::of(pos),
            Edition::Fide1930 | Edition::Fide1928 => PiecesKey::of(p) == PiecesKey::of(pos),
        })
        .count() as u32
}

fn edition() -> impl Strategy<Value = Edition> {
    prop_oneof![Just(Edition::Fide2023), Just(Edition::Fide1930)]
}

proptest! {
    #![proptest_config(crate::proptest_config(96))]

    #[test]
    fn art_9_2_repetition_counts_and_claims_match_a_naive_reading(
        seed in any::<u64>(), plies in 0usize..160, back in 0.0f64..0.9, edition in edition()
    ) {
        let record = random_game(seed, plies, back, Chess::default(), CastlingMode::Standard, edition);
        let positions = record.positions();
        let pos = record.position();
        prop_assert_eq!(record.repetitions(), naive_count(positions, pos, edition));
        let now = record.repetitions() >= 3;
        let by_move = edition.rules().repetition.intended_move.is_some()
            && pos.legal_moves().into_iter().any(|m| {
                let mut next = pos.clone();
                next.play_unchecked(m);
                naive_count(positions, &next, edition) + 1 >= 3
            });
        let over = pos.is_checkmate() || pos.is_stalemate();
        prop_assert_eq!(record.threefold_claim(), !over && (now || by_move));
        prop_assert_eq!(record.fivefold(), edition == Edition::Fide2023
            && record.repetitions() >= 5 && !pos.is_checkmate() && !pos.is_stalemate());
    }

    #[test]
    fn fen_written_then_read_is_the_same_position(seed in any::<u64>(), plies in 0usize..200, n in 0u16..960) {
        let start = StartNumber::new(n).expect("in range").position();
        let record = random_game(seed, plies, 0.2, start, CastlingMode::Chess960, Edition::Fide2023);
        let pos = record.position();
        for style in [FenStyle::XFen, FenStyle::Shredder] {
            let fen = write_fen(pos, style);
            let (back, _) = read_fen(&fen).map_err(|e| TestCaseError::fail(format!("{fen}: {e}")))?;
            prop_assert_eq!(&back, pos, "{}", fen);
            prop_assert_eq!(back.halfmoves(), pos.halfmoves());
            prop_assert_eq!(back.fullmoves(), pos.fullmoves());
            prop_assert_eq!(write_fen(&back, style), fen);
        }
    }
}

proptest! {
    #![proptest_config(crate::proptest_config(48))]

    #[test]
    fn art_6_9_every_possible_mate_comes_with_a_line_that_mates(seed in any::<u64>(), plies in 20usize..400) {
        let record = random_game(seed, plies, 0.0, Chess::default(), CastlingMode::Standard, Edition::Fide2023);
        let pos = record.position();
        for color in Color::ALL {
            if let Mating::Possible { helpmate } = can_mate(pos, color) {
                let mut b = pos.clone();
                for m in helpmate {
                    b = b.play(m).map_err(|_| TestCaseError::fail("illegal move in the helpmate line"))?;
                }
                prop_assert!(b.is_checkmate());
                prop_assert_eq!(b.turn(), !color);
            }
        }
    }
}

proptest! {
    #![proptest_config(crate::proptest_config(64))]

    /// Art. 5.2.2: asking only whether a position is dead gives the answer both sides' full
    /// mating potential gives, on positions from middlegame to bare endings.
    #[test]
    fn art_5_2_2_dead_position_agrees_with_both_sides_potential(seed in any::<u64>(), plies in 0usize..400) {
        let record = random_game(seed, plies, 0.0, Chess::default(), CastlingMode::Standard, Edition::Fide2023);
        let pos = record.position();
        prop_assert_eq!(dead_position(pos), mating_potential(pos).dead());
    }
}

proptest! {
    #![proptest_config(crate::proptest_config(512))]

    /// Bad input never panics: any text, and valid lines with one character changed, give a
    /// record or a typed error whose column lies on the line.
    #[test]
    fn reading_any_line_never_panics(
        text in ".{0,120}",
        base in prop_oneof![
            Just("startpos moves e2e4 e7e5 Ng1f3 Nb8c6 Bf1b5 a7a6 O-O"),
            Just("fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1g1 e8c8"),
            Just("fen bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1 moves g1h1"),
        ],
        at in 0usize..80,
        with in any::<char>(),
    ) {
        let _ = laws::read_line(&text, Edition::Fide2023);
        let mut chars: Vec<char> = base.chars().collect();
        let at = at % chars.len();
        chars[at] = with;
        let mutated: String = chars.into_iter().collect();
        if let Err(err) = laws::read_line(&mutated, Edition::Fide2023) {
            let column = match &err {
                laws::LineError::Empty => 1,
                laws::LineError::BadStart { column, .. }
                | laws::LineError::Fen { column, .. }
                | laws::LineError::ExpectedMoves { column, .. }
                | laws::LineError::Move { column, .. } => *column,
            };
            prop_assert!(column >= 1 && column <= mutated.chars().count().max(1), "{err} in {mutated}");
        }
    }
}
