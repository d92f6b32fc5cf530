//! Article 6.9 (and 5.1.2, 7.5.5): can the opponent checkmate by any series of legal moves?
//! The 2023 commentary's table under Art. 6.9, row by row, and the helpmate lines behind "yes".

use crate::common;

use common::line;
use laws::{
    Mating, can_mate,
    shakmaty::{Chess, Color, Position},
};

/// `flagged` ran out of time; the opponent's pieces decide (Art. 6.9 commentary table).
fn opponent_can_mate(fen: &str, flagged: Color) -> bool {
    let r = line(&format!("fen {fen}"));
    match can_mate(r.position(), !flagged) {
        Mating::Possible { helpmate } => {
            assert_mates(r.position(), &helpmate, !flagged);
            true
        }
        Mating::Impossible => false,
        Mating::Unknown(why) => panic!("{fen}: the search gave up ({why:?})"),
    }
}

/// A helpmate line, replayed, is legal and ends with `winner` giving checkmate.
fn assert_mates(start: &Chess, line: &[laws::shakmaty::Move], winner: Color) {
    let mut pos = start.clone();
    for &m in line {
        pos = pos
            .play(m)
            .expect("every move of the helpmate line is legal");
    }
    assert!(pos.is_checkmate(), "the line ends in checkmate");
    assert_eq!(pos.turn(), !winner, "the mated side is the loser");
}

#[test]
fn art_6_9_table_king_queen_against_king_knight_or_bishop_is_a_draw() {
    // White (K+Q) lost on time; Black has K+N, then K+B.
    assert!(!opponent_can_mate(
        "8/8/8/3k4/8/3n4/8/2QK4 w - - 0 1",
        Color::White
    ));
    assert!(!opponent_can_mate(
        "8/8/8/3k4/8/3b4/8/2QK4 w - - 0 1",
        Color::White
    ));
}

#[test]
fn art_6_9_table_king_rook_against_king_knight_the_knight_can_mate() {
    assert!(opponent_can_mate(
        "8/8/8/3k4/8/3n4/8/2RK4 w - - 0 1",
        Color::White
    ));
}

#[test]
fn art_6_9_table_king_rook_against_king_bishop_is_a_draw() {
    assert!(!opponent_can_mate(
        "8/8/8/3k4/8/3b4/8/2RK4 w - - 0 1",
        Color::White
    ));
}

#[test]
fn art_6_9_table_king_knight_against_king_knight_wins() {
    assert!(opponent_can_mate(
        "8/8/8/3k4/8/3n4/8/2NK4 w - - 0 1",
        Color::White
    ));
}

#[test]
fn art_6_9_table_king_knight_against_king_bishop_wins() {
    assert!(opponent_can_mate(
        "8/8/8/3k4/8/3b4/8/2NK4 w - - 0 1",
        Color::White
    ));
}

#[test]
fn art_6_9_table_king_bishop_against_king_knight_wins() {
    assert!(opponent_can_mate(
        "8/8/8/3k4/8/3n4/8/2BK4 w - - 0 1",
        Color::White
    ));
}

#[test]
fn art_6_9_table_king_bishop_against_king_bishop_of_the_other_colour_wins() {
    // c1 is dark, d3 is light.
    assert!(opponent_can_mate(
        "8/8/8/3k4/8/3b4/8/2BK4 w - - 0 1",
        Color::White
    ));
}

#[test]
fn art_6_9_table_king_bishop_against_king_bishop_of_the_same_colour_is_a_draw() {
    // c1 and e3 are both dark.
    assert!(!opponent_can_mate(
        "8/8/8/3k4/8/4b3/8/2BK4 w - - 0 1",
        Color::White
    ));
}

#[test]
fn art_6_9_table_king_pawn_against_king_knight_wins() {
    assert!(opponent_can_mate(
        "8/8/8/3k4/8/3n4/4P3/3K4 w - - 0 1",
        Color::White
    ));
}

#[test]
fn art_6_9_lone_king_can_never_mate() {
    assert!(!opponent_can_mate(
        "8/8/8/3k4/8/8/8/QQQK4 w - - 0 1",
        Color::White
    ));
}

#[test]
fn art_6_9_commentary_no_move_left_means_no_mate_left() {
    // Black is stalemated: White's queen cannot mate by any series of legal moves, because there is
    // none. The commentary: a position that leads by force to stalemate is a draw on flag fall.
    let r = line("fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(r.position().is_stalemate());
    assert_eq!(can_mate(r.position(), Color::White), Mating::Impossible);
}

#[test]
fn art_6_9_commentary_forced_line_into_the_flagged_side_s_mate_is_a_draw() {
    // Black's only legal move walks into mate by White's pawn: Black can never mate White
    // (White flagged; the forced continuation ends in White's favour).
    let r = line("fen k7/2K5/1P6/8/8/8/8/8 w - - 0 1");
    assert_eq!(can_mate(r.position(), Color::Black), Mating::Impossible);
}
