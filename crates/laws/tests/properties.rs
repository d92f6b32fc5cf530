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

/// The answers a record gives on its current position, for comparing two records.
fn answers(record: &Record) -> impl PartialEq + std::fmt::Debug {
    (
        record.positions().to_vec(),
        record.moves().to_vec(),
        record.ply(),
        record.position().clone(),
        record.repetitions(),
        record.claim_now(),
        record.automatic_ending(),
        record.threefold_claim(),
        record.fifty_move_claim(),
    )
}

/// A random game under `odds` (1930 Art. 22): the receiver's moves in a row at the start, so
/// that the player to move does not alternate from the first position.
fn random_odds_game(seed: u64, plies: usize, odds: &laws::OddsRules) -> Record {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut record = odds.record(Edition::Fide1930);
    for _ in 0..plies {
        let moves: Vec<_> = record
            .position()
            .legal_moves()
            .into_iter()
            .filter(|&m| odds.check(&record, m).is_ok())
            .collect();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.gen_range(0..moves.len())];
        if odds.play(&mut record, m).is_err() {
            break;
        }
    }
    record
}

/// A random game of `plies` (`back`: how often a move goes back where it came from), plain
/// under `edition`, or under the 1930 Laws with the odds numbered `odds` (1930 Art. 22.2:
/// pawn and two moves, three moves, knight and two moves).
fn plain_or_odds_game(
    seed: u64,
    plies: usize,
    back: f64,
    edition: Edition,
    odds: Option<usize>,
) -> Record {
    match odds {
        Some(i) => {
            let name = ["pawn and two moves", "three moves", "knight and two moves"][i];
            let odds = name
                .parse::<laws::Odds>()
                .expect("odds")
                .under(Edition::Fide1930)
                .expect("1930 odds");
            random_odds_game(seed, plies, &odds)
        }
        None => random_game(
            seed,
            plies,
            back,
            Chess::default(),
            CastlingMode::Standard,
            edition,
        ),
    }
}

proptest! {
    #![proptest_config(crate::proptest_config(64))]

    /// A record that adopts a whole line (`Record::adopt`, the PGN reader's positions taken
    /// without a copy) answers at every ply as the record built move by move does: the
    /// positions and moves so far, the repetitions (Art. 9.2), the claims (9.2, 9.3) and the
    /// endings of the board (5.1.1, 5.2.1, 9.6), in plain games and in odds games whose receiver
    /// moves several times in a row (1930 Art. 22.2); and a move pushed part-way drops the
    /// adopted moves not reached.
    #[test]
    fn a_record_adopting_a_line_answers_as_one_built_move_by_move(
        seed in any::<u64>(), plies in 0usize..160, back in 0.0f64..0.9, edition in edition(),
        odds in proptest::option::of(0usize..3), cut in 0usize..160,
    ) {
        let whole = plain_or_odds_game(seed, plies, back, edition, odds);
        let edition = whole.edition();
        let mut adopted = Record::adopt(
            whole.positions().to_vec(),
            whole.moves().to_vec(),
            CastlingMode::Standard,
            edition,
        )
        .expect("one more position than moves");
        let mut pushed = Record::new(whole.positions()[0].clone(), CastlingMode::Standard, edition);
        prop_assert_eq!(answers(&adopted), answers(&pushed));
        let cut = cut.min(whole.ply());
        for (i, (&m, next)) in whole.moves().iter().zip(&whole.positions()[1..]).enumerate() {
            if i == cut {
                // A move pushed on the adopted record: the line goes on from here.
                let sideline = next.clone();
                adopted.push_legal(m, sideline.clone());
                pushed.push_legal(m, sideline);
                prop_assert_eq!(answers(&adopted), answers(&pushed));
                prop_assert!(!adopted.advance());
                break;
            }
            prop_assert!(adopted.advance());
            pushed.push_legal(m, next.clone());
            prop_assert_eq!(answers(&adopted), answers(&pushed));
        }
        if cut == whole.ply() {
            prop_assert!(!adopted.advance());
            prop_assert_eq!(answers(&adopted), answers(&whole));
        }
    }
}

#[test]
fn a_record_adopts_only_one_more_position_than_moves() {
    let start = Chess::default();
    let adopt = |positions: Vec<Chess>| {
        Record::adopt(
            positions,
            Vec::new(),
            CastlingMode::Standard,
            Edition::Fide2023,
        )
        .is_some()
    };
    assert!(adopt(vec![start.clone()]));
    assert!(!adopt(Vec::new()));
    assert!(!adopt(vec![start.clone(), start]));
}

proptest! {
    #![proptest_config(crate::proptest_config(64))]

    /// A record rewound to a mark (`Record::rewind`, issue 36: how a game undoes a refused
    /// move without copying its positions) answers as it did at the mark, and as a record built
    /// move by move up to it: the positions and moves, the repetitions (Art. 9.2), the claims
    /// (9.2, 9.3) and the endings of the board (5.1.1, 5.2.1, 9.6); in plain games and in odds
    /// games (1930 Art. 22.2: the player to move does not alternate at the start), with the
    /// mark before, at or after the captures and pawn moves that move the repetition window.
    #[test]
    fn a_record_rewound_to_a_mark_answers_as_at_the_mark(
        seed in any::<u64>(), plies in 0usize..160, back in 0.0f64..0.9, edition in edition(),
        odds in proptest::option::of(0usize..3), at in 0usize..160,
    ) {
        let whole = plain_or_odds_game(seed, plies, back, edition, odds);
        let edition = whole.edition();
        let at = at.min(whole.ply());
        let mut record = Record::new(whole.positions()[0].clone(), CastlingMode::Standard, edition);
        let mut mark = record.mark();
        // `answers` borrows the record: what it answers at the mark is kept as text.
        let mut at_mark = format!("{:?}", answers(&record));
        for (i, (&m, next)) in whole.moves().iter().zip(&whole.positions()[1..]).enumerate() {
            record.push_legal(m, next.clone());
            if i + 1 == at {
                mark = record.mark();
                at_mark = format!("{:?}", answers(&record));
            }
        }
        prop_assert_eq!(answers(&record), answers(&whole));
        prop_assert!(record.rewind(mark));
        prop_assert_eq!(format!("{:?}", answers(&record)), at_mark);
        prop_assert_eq!(record.mark(), mark);
        let mut rebuilt = Record::new(whole.positions()[0].clone(), CastlingMode::Standard, edition);
        for (&m, next) in whole.moves()[..at].iter().zip(&whole.positions()[1..]) {
            rebuilt.push_legal(m, next.clone());
        }
        prop_assert_eq!(answers(&record), answers(&rebuilt));
        // Played on again from the mark, it answers as the whole game does.
        for (&m, next) in whole.moves()[at..].iter().zip(&whole.positions()[at + 1..]) {
            record.push_legal(m, next.clone());
        }
        prop_assert_eq!(answers(&record), answers(&whole));
    }
}

/// A mark cannot be come back to where adopted moves were ahead (`Record::adopt`: playing on
/// drops them), nor from a record with fewer positions than the mark (another record's mark).
#[test]
fn a_record_rewinds_only_to_a_mark_it_can_come_back_to() {
    let mut long = Record::standard(Edition::Fide2023);
    for uci in ["e2e4", "e7e5", "g1f3"] {
        long.play_uci(uci).expect("legal");
    }
    let mut short = Record::standard(Edition::Fide2023);
    assert!(
        !short.rewind(long.mark()),
        "a mark of more moves than it holds"
    );
    assert_eq!(short.ply(), 0);
    let mut adopted = Record::adopt(
        long.positions().to_vec(),
        long.moves().to_vec(),
        CastlingMode::Standard,
        Edition::Fide2023,
    )
    .expect("one more position than moves");
    let mark = adopted.mark();
    assert!(adopted.advance());
    assert!(!adopted.rewind(mark), "a mark taken with moves ahead");
    assert_eq!(adopted.ply(), 1, "left as it was");
}
