//! Article 9: draws by claim (9.2 repetition, 9.3 fifty moves) and automatic draws (9.6), and the
//! 1930/1928 forms of the same rules.

use crate::common;

use common::{line, line_in, play};
use laws::{Edition, GameResult, Reason, read_move};

const SHUFFLE: &str = "Nf3 Nf6 Ng1 Ng8";

#[test]
fn art_9_2_2_threefold_claim_on_the_position_just_reached() {
    let mut r = line("startpos");
    play(&mut r, SHUFFLE);
    assert_eq!(r.repetitions(), 2);
    assert!(r.claim_now().is_none());
    play(&mut r, SHUFFLE);
    assert_eq!(r.repetitions(), 3);
    let e = r.claim_now().expect("third occurrence");
    assert_eq!(
        (e.result, e.reason, e.article.as_str()),
        (GameResult::Draw, Reason::ThreefoldRepetition, "9.2.2")
    );
    assert!(r.status().threefold_claim);
    // A claim, not an automatic ending.
    assert_eq!(r.status().ending, None);
}

#[test]
fn art_9_2_1_claim_with_an_intended_move_written_first() {
    let mut r = line("startpos");
    play(&mut r, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    // Black to move: Ng8 would make the start position stand a third time.
    assert!(r.claim_now().is_none());
    assert!(r.threefold_claim());
    let ng8 = read_move(r.position(), "Ng8").expect("legal");
    let e = r.judge_claim(Some(ng8)).expect("correct claim");
    assert_eq!(
        (e.reason, e.article.as_str()),
        (Reason::ThreefoldRepetition, "9.2.1")
    );
    // Another intended move does not repeat: the claim is wrong (9.5.3: the game goes on).
    let nh5 = read_move(r.position(), "Nh5").expect("legal");
    assert_eq!(r.judge_claim(Some(nh5)), None);
    assert_eq!(r.judge_claim(None), None);
}

#[test]
fn art_9_2_3_2_a_lost_castling_right_makes_the_repetition_a_different_position() {
    let mut r = line("fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    // The kings walk out and back: the same squares, but the castling rights are gone.
    play(&mut r, "Ke2 Ke7 Ke1 Ke8");
    assert_eq!(
        r.repetitions(),
        1,
        "the start had castling rights; this position has none"
    );
    play(&mut r, "Ke2 Ke7 Ke1 Ke8");
    assert_eq!(r.repetitions(), 2);
    assert!(!r.threefold_claim());
    // Under 1930 Art. 16.1.c only the pieces count: the third occurrence is already there.
    let mut old = line_in(
        "fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        Edition::Fide1930,
    );
    play(&mut old, "Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8");
    assert_eq!(old.repetitions(), 3);
    assert_eq!(
        old.claim_now().map(|e| e.article.as_str()),
        Some("1930 16.1.c")
    );
}

#[test]
fn art_9_2_3_1_an_en_passant_right_that_is_no_legal_capture_changes_nothing() {
    // After 1.e4 no black pawn can take en passant: the position after 1.e4 and the same position
    // reached again by knight moves are the same (9.2.3.1 speaks of a pawn that *could* be taken).
    let r = line("startpos moves e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8 Ng1");
    assert_eq!(r.repetitions(), 3);
    assert!(r.status().threefold_claim);
}

#[test]
fn art_9_2_3_1_a_legal_en_passant_capture_makes_a_different_position() {
    let start = "fen 4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1 moves e4";
    let mut r = line(start);
    play(&mut r, "Kd8 Kd1 Ke8 Ke1 Kd8 Kd1 Ke8 Ke1");
    // After 1.e4 ...dxe3 e.p. was possible; later it was not: two occurrences, not three.
    assert_eq!(r.repetitions(), 2);
    let mut old = line_in(start, Edition::Fide1930);
    play(&mut old, "Kd8 Kd1 Ke8 Ke1 Kd8 Kd1 Ke8 Ke1");
    assert_eq!(old.repetitions(), 3);
}

#[test]
fn art_9_2_the_repetition_need_not_come_from_repeated_moves() {
    // The same position reached by different knight routes.
    let r = line("startpos moves Nc3 Nc6 Nb1 Nb8 Nf3 Nf6 Ng1 Ng8");
    assert_eq!(r.repetitions(), 3);
}

#[test]
fn art_9_3_2_fifty_moves_completed_can_be_claimed() {
    let r = line("fen 8/8/4k3/8/8/3K4/8/R7 w - - 100 80");
    let e = r
        .claim_now()
        .expect("100 half-moves without capture or pawn move");
    assert_eq!(
        (e.reason, e.article.as_str()),
        (Reason::FiftyMoves, "9.3.2")
    );
    assert!(r.status().fifty_move_claim);
    // And later still, under 2023.
    assert!(line("fen 8/8/4k3/8/8/3K4/8/R7 w - - 120 80").fifty_move_claim());
}

#[test]
fn art_9_3_1_fifty_moves_by_an_intended_move() {
    let r = line("fen 8/8/4k3/8/8/3K4/8/R7 w - - 99 80");
    assert!(r.claim_now().is_none());
    assert!(r.fifty_move_claim());
    let ra2 = read_move(r.position(), "Ra2").expect("legal");
    let e = r.judge_claim(Some(ra2)).expect("the 100th half-move");
    assert_eq!(
        (e.reason, e.article.as_str()),
        (Reason::FiftyMoves, "9.3.1")
    );
    // At 98 no single move reaches it.
    assert!(!line("fen 8/8/4k3/8/8/3K4/8/R7 w - - 98 80").fifty_move_claim());
}

#[test]
fn art_9_3_1_a_pawn_move_or_capture_as_intended_move_restarts_the_count() {
    let r = line("fen 8/8/4k3/8/8/3K4/4P3/R7 w - - 99 80");
    let e2e4 = read_move(r.position(), "e4").expect("legal");
    assert_eq!(r.claim_with_move(e2e4), None);
}

#[test]
fn art_9_6_1_fivefold_repetition_ends_the_game() {
    let mut r = line("startpos");
    for _ in 0..3 {
        play(&mut r, SHUFFLE);
    }
    assert!(!r.fivefold());
    play(&mut r, SHUFFLE);
    assert_eq!(r.repetitions(), 5);
    assert!(r.fivefold());
    let e = r.status().ending.expect("automatic");
    assert_eq!(
        (e.result, e.reason, e.article.as_str()),
        (GameResult::Draw, Reason::FivefoldRepetition, "9.6.1")
    );
}

#[test]
fn art_9_6_2_seventy_five_moves_end_the_game() {
    let r = line("fen 7k/8/6K1/8/8/8/8/R7 w - - 149 120 moves Ra7");
    assert!(r.seventy_five_moves());
    let e = r.status().ending.expect("automatic");
    assert_eq!(
        (e.reason, e.article.as_str()),
        (Reason::SeventyFiveMoves, "9.6.2")
    );
}

#[test]
fn art_9_6_2_a_mate_on_the_150th_half_move_stands() {
    let r = line("fen 7k/8/6K1/8/8/8/8/R7 w - - 149 120 moves Ra8#");
    assert_eq!(r.halfmove_clock(), 150);
    assert!(!r.seventy_five_moves());
    let e = r.status().ending.expect("mate");
    assert_eq!(
        (e.result, e.reason),
        (GameResult::WhiteWins, Reason::Checkmate)
    );
}

#[test]
fn art_9_6_the_1930_edition_has_no_automatic_draws() {
    let mut r = line_in("startpos", Edition::Fide1930);
    for _ in 0..4 {
        play(&mut r, SHUFFLE);
    }
    assert!(!r.fivefold());
    assert_eq!(r.status().ending, None);
    assert!(
        !line_in("fen 7k/8/6K1/8/8/8/8/R7 w - - 160 120", Edition::Fide1930).seventy_five_moves()
    );
}

#[test]
fn art_1930_16_1_c_no_claim_by_an_intended_move() {
    let mut r = line_in("startpos", Edition::Fide1930);
    play(&mut r, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    assert!(!r.threefold_claim());
    let ng8 = read_move(r.position(), "Ng8").expect("legal");
    assert_eq!(r.claim_with_move(ng8), None);
}

#[test]
fn art_1930_16_2_the_fifty_move_claim_is_made_at_the_moment_or_never() {
    let at = |clock: u32| {
        line_in(
            &format!("fen 8/8/4k3/8/8/3K4/8/R7 w - - {clock} 80"),
            Edition::Fide1930,
        )
        .fifty_move_claim()
    };
    assert!(!at(99));
    assert!(at(100));
    assert!(!at(101), "1930 Art. 16.2: it cannot be claimed later");
    assert!(!at(200), "1930 has no restart of the count");
    // 1928 Par. 15.E: "Dans ce cas le compte recommence" — the next moment is at 100 more.
    let at_1928 = |clock: u32| {
        line_in(
            &format!("fen 8/8/4k3/8/8/3K4/8/R7 w - - {clock} 80"),
            Edition::Fide1928,
        )
        .fifty_move_claim()
    };
    assert!(at_1928(100) && !at_1928(101) && at_1928(200));
    let e = line_in("fen 8/8/4k3/8/8/3K4/8/R7 w - - 100 80", Edition::Fide1928).claim_now();
    assert_eq!(e.map(|e| e.article.as_str()), Some("1928 15.E"));
}

#[test]
fn art_9_2_only_positions_since_the_last_capture_or_pawn_move_can_repeat() {
    // A pawn move in between: the earlier positions cannot recur.
    let r = line("startpos moves Nf3 Nf6 Ng1 Ng8 e3 e6 Nf3 Nf6 Ng1 Ng8");
    assert_eq!(r.repetitions(), 2);
}

#[test]
fn art_5_1_1_and_5_2_1_nothing_can_be_claimed_once_mate_or_stalemate_ended_the_game() {
    for fen in [
        "7k/6Q1/6K1/8/8/8/8/8 b - - 100 90",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 100 90",
    ] {
        let r = line(&format!("fen {fen}"));
        assert!(!r.fifty_move_claim(), "{fen}");
        assert_eq!(r.claim_now(), None, "{fen}");
        let s = r.status();
        assert!(!s.fifty_move_claim && !s.threefold_claim);
        assert!(s.ending.is_some());
    }
}

#[test]
fn art_9_6_once_fivefold_ended_the_game_there_is_no_claim_left() {
    let mut r = line("startpos");
    for _ in 0..4 {
        play(&mut r, SHUFFLE);
    }
    let s = r.status();
    assert!(s.fivefold && !s.threefold_claim);
}

#[test]
fn art_9_3_1_an_intended_move_that_would_mate_still_completes_the_fifty_moves() {
    // 9.3.1 asks only that the written move complete the fifty moves; a correct claim draws at
    // once (9.5.2), so the move is never played. (python-chess answers no here: it requires a
    // legal move after the intended one.)
    let r = line("fen 8/8/pp6/kp6/rp6/8/2P2PPP/N5BK w - - 99 80");
    assert!(r.fifty_move_claim());
    let nb3 = read_move(r.position(), "Nb3").expect("legal");
    assert_eq!(
        r.claim_with_move(nb3).map(|e| e.article.as_str()),
        Some("9.3.1")
    );
}

/// A.5.2 with Art. 9.2.3: a record continued after an illegal move that stood keeps the positions
/// before it for repetition, until a capture or pawn move; an illegal move that captures or moves
/// a pawn keeps none.
#[test]
fn a_5_2_a_record_continued_after_an_illegal_move_keeps_the_positions_that_can_recur() {
    let mut r = line("startpos");
    play(&mut r, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1"); // the start position twice, then g1
    // Black's knight f6 "moves" to g8 by way of an illegal route: the position is the start
    // position, a third time, and the halfmove clock goes on.
    let mut setup = shakmaty::Position::to_setup(r.position(), shakmaty::EnPassantMode::Legal);
    let knight = setup
        .board
        .remove_piece_at(shakmaty::Square::F6)
        .expect("a knight");
    setup.board.set_piece_at(shakmaty::Square::G8, knight);
    setup.turn = shakmaty::Color::White;
    setup.halfmoves += 1;
    setup.fullmoves = setup.fullmoves.saturating_add(1);
    let start_again: shakmaty::Chess = setup
        .position(shakmaty::CastlingMode::Standard)
        .expect("a position");
    let c = r.continue_after_illegal(start_again);
    assert_eq!(c.ply(), 0, "its moves start after the illegal move");
    assert_eq!(c.repetitions(), 3);
    assert!(c.claim_now().is_some(), "Art. 9.2.2");
    // A pawn move since: none of them can recur.
    let mut d = c.clone();
    play(&mut d, "e2e4");
    assert_eq!(d.repetitions(), 1);
    // An illegal move that moves a pawn keeps none either.
    let mut setup = shakmaty::Position::to_setup(r.position(), shakmaty::EnPassantMode::Legal);
    setup.board.discard_piece_at(shakmaty::Square::E7);
    setup.board.set_piece_at(
        shakmaty::Square::E4,
        shakmaty::Piece {
            color: shakmaty::Color::Black,
            role: shakmaty::Role::Pawn,
        },
    );
    setup.turn = shakmaty::Color::White;
    setup.halfmoves = 0;
    let pawn: shakmaty::Chess = setup
        .position(shakmaty::CastlingMode::Standard)
        .expect("a position");
    let e = r.continue_after_illegal(pawn);
    let mut e2 = e.clone();
    play(&mut e2, "g1f3");
    assert_eq!(e.repetitions(), 1);
    assert_eq!(e2.repetitions(), 1);
}
