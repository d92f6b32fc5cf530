//! Guideline II: Chess960 — start positions and castling (II.3).

use crate::common;

use common::line;
use laws::{
    StartNumber, read_fen, read_move,
    shakmaty::{CastlingMode, Color, Position, Role, Square},
};

/// Where the king and the castling rook stand after playing `m` from `fen`.
fn after_castling(fen: &str, m: &str) -> (Square, Square) {
    let r = line(&format!("fen {fen} moves {m}"));
    let board = r.position().board();
    let king = board.king_of(Color::White).expect("a king");
    let rooks = board.by_piece(Role::Rook.of(Color::White));
    let rook = [Square::D1, Square::F1]
        .into_iter()
        .find(|s| rooks.contains(*s))
        .expect("a castled rook");
    (king, rook)
}

#[test]
fn guideline_ii_fen_with_rooks_off_the_corners_is_read_as_chess960() {
    let (_, mode) =
        read_fen("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1").expect("x-fen");
    assert_eq!(mode, CastlingMode::Chess960);
    let (_, mode) = read_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").expect("fen");
    assert_eq!(mode, CastlingMode::Standard);
}

#[test]
fn guideline_ii_3_2_6_king_and_rook_end_on_the_standard_squares() {
    let fen = "4k3/8/8/8/8/8/8/1R2K1R1 w KQ - 0 1";
    assert_eq!(after_castling(fen, "O-O"), (Square::G1, Square::F1));
    assert_eq!(after_castling(fen, "O-O-O"), (Square::C1, Square::D1));
    // UCI writes Chess960 castling as the king taking its own rook.
    assert_eq!(after_castling(fen, "e1g1"), (Square::G1, Square::F1));
    assert_eq!(after_castling(fen, "e1b1"), (Square::C1, Square::D1));
}

#[test]
fn guideline_ii_3_2_4_castling_that_moves_only_the_rook() {
    // The king already stands on g1: castling short moves the rook alone.
    assert_eq!(
        after_castling("k7/8/8/8/8/8/8/4R1KR w H - 0 1", "O-O"),
        (Square::G1, Square::F1)
    );
}

#[test]
fn guideline_ii_3_2_2_castling_by_transposition() {
    // King f1, rook g1: they exchange squares.
    assert_eq!(
        after_castling("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "O-O"),
        (Square::G1, Square::F1)
    );
}

#[test]
fn guideline_ii_3_2_7_squares_between_must_be_empty_but_for_king_and_rook() {
    // A knight on f1 stands on the king's path.
    let r = line("fen 4k3/8/8/8/8/8/8/1R2KNR1 w KQ - 0 1");
    assert!(read_move(r.position(), "O-O").is_err());
    assert!(read_move(r.position(), "O-O-O").is_ok());
}

#[test]
fn art_3_8_2_2_no_castling_through_an_attacked_square_in_chess960() {
    // A black rook on f8 attacks f1, which the king must cross.
    let r = line("fen 4kr2/8/8/8/8/8/8/1R2K1R1 w KQ - 0 1");
    assert!(read_move(r.position(), "O-O").is_err());
    assert!(read_move(r.position(), "O-O-O").is_ok());
}

#[test]
fn guideline_ii_3_1_castling_only_once() {
    let r = line("fen 4k3/8/8/8/8/8/8/1R2K1R1 w KQ - 0 1 moves O-O");
    assert!(
        r.position()
            .castles()
            .castling_rights()
            .intersect(laws::shakmaty::Rank::First)
            .is_empty()
    );
}

#[test]
fn guideline_ii_1_a_chess960_game_from_its_start_number_is_played_like_chess() {
    let start = StartNumber::new(0).expect("0").position();
    let mut r = laws::Record::new(start, CastlingMode::Chess960, laws::Edition::Fide2023);
    for m in ["g2g3", "g7g6"] {
        r.play_uci(m).expect("legal");
    }
    assert_eq!(r.ply(), 2);
    assert_eq!(r.status().mating.dead(), Some(false));
}

#[test]
fn art_6_9_a_lone_king_cannot_mate_even_when_the_opponent_keeps_a_chess960_right() {
    let r = line("fen 4k3/8/8/8/8/8/8/6KR w K - 0 1");
    let s = r.status();
    assert_eq!(s.mating.black, laws::Mating::Impossible);
}
