//! Article 5: the end of the game on the board — checkmate, stalemate, dead positions.

use crate::common;

use common::{line, line_in};
use laws::{Edition, GameResult, Mating, Reason, can_mate, shakmaty::Color};

#[test]
fn art_5_1_1_checkmate_wins_at_once() {
    let r = line("startpos moves f3 e5 g4 Qh4#");
    let s = r.status();
    assert!(s.checkmate && s.check && !s.stalemate);
    let e = s.ending.expect("mate ends the game");
    assert_eq!(
        (e.result, e.reason, e.article.as_str()),
        (GameResult::BlackWins, Reason::Checkmate, "5.1.1")
    );
}

#[test]
fn art_5_1_1_scholars_mate_for_white() {
    let e = line("startpos moves e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#")
        .status()
        .ending
        .expect("mate");
    assert_eq!(
        (e.result, e.reason),
        (GameResult::WhiteWins, Reason::Checkmate)
    );
}

#[test]
fn art_5_2_1_stalemate_is_a_draw() {
    // Black to move, king on h8, not in check, no legal move.
    let s = line("fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").status();
    assert!(s.stalemate && !s.check);
    let e = s.ending.expect("stalemate ends the game");
    assert_eq!(
        (e.result, e.reason, e.article.as_str()),
        (GameResult::Draw, Reason::Stalemate, "5.2.1")
    );
}

#[test]
fn art_5_2_2_locked_pawn_wall_with_bishops_is_dead() {
    // Every pawn is blocked, the bishops run on squares the enemy pawns do not attack and cannot
    // cross the wall, the kings cannot pass it: nobody can ever mate.
    let s = line("fen 4k3/4b3/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4B3/4K3 w - - 0 1").status();
    assert_eq!(s.mating.dead(), Some(true));
    let e = s.ending.expect("a dead position ends the game");
    assert_eq!(
        (e.result, e.reason, e.article.as_str()),
        (GameResult::Draw, Reason::DeadPosition, "5.2.2")
    );
}

#[test]
fn art_5_2_2_the_same_wall_with_a_bishop_that_can_be_sacrificed_is_alive() {
    // A dark-squared white bishop can go to b4, be taken, and open the wall.
    let s = line("fen 4k3/4b3/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/3B4/4K3 w - - 0 1").status();
    assert_eq!(s.mating.dead(), Some(false));
    assert_eq!(s.ending, None);
}

#[test]
fn art_5_2_2_bishops_on_squares_of_the_same_colour_are_dead() {
    let s = line("fen 8/8/3k4/3b4/8/3B4/3K4/8 w - - 0 1").status();
    assert_eq!(s.mating.dead(), Some(true));
    assert_eq!(s.ending.map(|e| e.reason), Some(Reason::DeadPosition));
}

#[test]
fn art_5_2_2_bishops_on_squares_of_opposite_colours_are_not_dead() {
    let s = line("fen 8/8/3k4/4b3/8/3B4/3K4/8 w - - 0 1").status();
    assert_eq!(s.mating.dead(), Some(false));
    assert!(matches!(s.mating.white, Mating::Possible { .. }));
    assert!(matches!(s.mating.black, Mating::Possible { .. }));
    assert_eq!(s.ending, None);
}

#[test]
fn art_5_2_2_insufficient_material_is_dead() {
    // Art. 1.5 commentary: the simplest case is king against king.
    for fen in [
        "8/8/4k3/8/8/3K4/8/8 w - - 0 1",
        "8/8/4k3/8/8/3KN3/8/8 b - - 0 1",
        "8/8/4k3/8/8/3KB3/8/8 w - - 0 1",
    ] {
        assert_eq!(
            line(&format!("fen {fen}")).status().mating.dead(),
            Some(true),
            "{fen}"
        );
    }
}

#[test]
fn art_5_2_2_dead_position_reached_by_a_capture_ends_the_game() {
    // White takes the last black piece with its knight: king and knight against king.
    let s = line("fen 8/8/4k3/8/8/3K4/5N2/6q1 w - - 0 1 moves Nh3 Qg2 Nf4+ Ke5 Nxg2").status();
    assert_eq!(s.ending.map(|e| e.reason), Some(Reason::DeadPosition));
}

#[test]
fn art_5_2_2_the_1930_edition_has_no_dead_position_rule() {
    let r = line_in("fen 8/8/3k4/3b4/8/3B4/3K4/8 w - - 0 1", Edition::Fide1930);
    let s = r.status();
    // The fact is the same; the 1930 Laws do not end the game on it.
    assert_eq!(s.mating.dead(), Some(true));
    assert_eq!(s.ending, None);
}

#[test]
fn art_5_1_1_in_1930_checkmate_cites_article_10() {
    let r = line_in("startpos moves f3 e5 g4 Qh4#", Edition::Fide1930);
    assert_eq!(
        r.status().ending.map(|e| e.article.as_str()),
        Some("1930 10.1")
    );
}

#[test]
fn art_5_2_2_a_checkmated_side_cannot_mate_and_the_mating_side_already_has() {
    let r = line("startpos moves f3 e5 g4 Qh4#");
    let s = r.status();
    assert_eq!(s.mating.white, Mating::Impossible);
    assert_eq!(s.mating.black, Mating::Possible { helpmate: vec![] });
    assert_eq!(
        can_mate(r.position(), Color::Black),
        Mating::Possible { helpmate: vec![] }
    );
}
