// SPDX-License-Identifier: GPL-3.0-or-later
//! What the fuzz targets share: a few fixed positions and every notation.

#![allow(dead_code)]

use notation::pgn::{Game, PlayedMove, Variation};
use notation::{Language, Languages, Notation};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Move, Position};

/// The fixed positions a target's first byte chooses from: `(name, FEN, castling mode)`.
/// `None` for the FEN is the standard starting position.
pub const POSITIONS: [(&str, Option<&str>, CastlingMode); 7] = [
    ("start", None, CastlingMode::Standard),
    // A closed Ruy Lopez: knights on b1 and f3 both reach d2 (`Nbd2`), rooks and bishops about.
    (
        "middlegame",
        Some("r2qr1k1/1b1nbppp/p2p1n2/1pp5/3PP3/2P2N1P/PPB2PP1/RNBQR1K1 w - - 0 12"),
        CastlingMode::Standard,
    ),
    // Promotions with and without capture for both sides, en passant (`exd6`), both castlings.
    (
        "promotions-white",
        Some("r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1"),
        CastlingMode::Standard,
    ),
    (
        "promotions-black",
        Some("r3k2r/1P4P1/8/8/3Pp3/8/1p4p1/R3K2R b KQkq d3 0 1"),
        CastlingMode::Standard,
    ),
    // Chess960: the king on c1 between rooks on b1 and f1; queenside castling leaves the king
    // where it is.
    (
        "chess960-c1",
        Some("1rk2r2/ppp1pppp/2n5/3p4/3P4/2N5/PPP1PPPP/1RK2R2 w BFbf - 0 1"),
        CastlingMode::Chess960,
    ),
    // Chess960 (a perft position): king g1, rooks f1 and h1.
    (
        "chess960-g1",
        Some("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"),
        CastlingMode::Chess960,
    ),
    // Several queens and knights that reach the same squares: file, rank and square
    // disambiguation (C.10.3).
    (
        "disambiguation",
        Some("4k3/8/1Q3Q2/8/1Q1N1N2/8/3N1N2/4K3 w - - 0 1"),
        CastlingMode::Standard,
    ),
];

/// The position `selector` picks from [`POSITIONS`], with its FEN (`None` for the start).
pub fn position(selector: u8) -> (Chess, Option<&'static str>) {
    let (name, fen, mode) = POSITIONS[usize::from(selector) % POSITIONS.len()];
    let pos = match fen {
        None => Chess::default(),
        Some(fen) => fen
            .parse::<Fen>()
            .unwrap_or_else(|e| panic!("{name}: bad FEN: {e}"))
            .into_position(mode)
            .unwrap_or_else(|e| panic!("{name}: illegal FEN: {e}")),
    };
    (pos, fen)
}

/// Every notation: each language short and long, and UCI.
pub fn notations() -> impl Iterator<Item = Notation> {
    Language::ALL
        .into_iter()
        .flat_map(|language| {
            [false, true]
                .into_iter()
                .map(move |long| Notation::Algebraic { language, long })
        })
        .chain(std::iter::once(Notation::Uci))
}

/// The languages a text in `notation` is read back in: its own language, any for UCI.
pub fn languages_of(notation: Notation) -> Languages {
    match notation {
        Notation::Algebraic { language, .. } => Languages::only(language),
        Notation::Uci => Languages::ANY,
        // Not among `notations()`: descriptive is read by its own reader (`descriptive_reader`).
        Notation::Descriptive { .. } => Languages::ANY,
    }
}

/// The moves of a line.
pub fn moves_of(moves: &[PlayedMove]) -> Vec<Move> {
    moves.iter().map(|m| m.mv).collect()
}

/// A line's moves with their variations, recursively: what writing and reading back keeps.
#[derive(Debug, PartialEq, Eq)]
pub struct Tree {
    mv: Move,
    nags: Vec<u8>,
    clock_ms: Option<u64>,
    elapsed_ms: Option<u64>,
    draw_offer: bool,
    variations: Vec<Vec<Tree>>,
}

pub fn tree(moves: &[PlayedMove]) -> Vec<Tree> {
    moves
        .iter()
        .map(|m| Tree {
            mv: m.mv,
            nags: m.nags.clone(),
            clock_ms: m.clock_ms,
            elapsed_ms: m.elapsed_ms,
            draw_offer: m.draw_offer,
            variations: m
                .variations
                .iter()
                .map(|v: &Variation| tree(&v.moves))
                .collect(),
        })
        .collect()
}

/// Asserts that every move of `moves` (and of its variations) is legal where it is played.
pub fn assert_legal_line(start: &Chess, moves: &[PlayedMove]) {
    let mut pos = start.clone();
    for (i, played) in moves.iter().enumerate() {
        assert!(
            pos.is_legal(played.mv),
            "move {i} ({:?}) of a line read is illegal in {}",
            played.mv,
            Fen::from_position(&pos, shakmaty::EnPassantMode::Legal)
        );
        for variation in &played.variations {
            assert_legal_line(&pos, &variation.moves);
        }
        pos.play_unchecked(played.mv);
    }
}

/// The game's main line, checked legal from its start.
pub fn assert_legal_game(game: &Game) {
    assert_legal_line(&game.start, &game.moves);
}

