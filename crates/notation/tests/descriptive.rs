//! Descriptive notation (1930 Art. 5.3, 1928 Par. 5): every example of the texts, the English
//! tradition's forms, shortened forms refused where they fit two moves, and round trips
//! algebraic → descriptive → algebraic on thousands of random games in both languages.

use notation::descriptive::{
    DescriptiveError, DescriptiveLanguage, DescriptiveSyntax, read_descriptive,
    read_descriptive_games, write_descriptive, write_descriptive_score,
};
use notation::pgn::{
    ErrorKind, MAX_VARIATION_DEPTH, ReadOptions, WriteOptions, read_games, write_game,
};
use notation::{Language, Languages, Notation, read_move, shakmaty, write_move};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use shakmaty::fen::Fen;
use shakmaty::{Chess, Move, Position, Square};

const EN: DescriptiveLanguage = DescriptiveLanguage::English;
const FR: DescriptiveLanguage = DescriptiveLanguage::French;

fn pos(fen: &str) -> Chess {
    laws::read_fen(fen).expect("a legal FEN").0
}

/// The position after `moves`, written in `language`.
fn after(moves: &[&str], language: DescriptiveLanguage) -> Chess {
    let mut p = Chess::default();
    for text in moves {
        let reading =
            read_descriptive(&p, text, language).unwrap_or_else(|e| panic!("{text}: {e}"));
        p.play_unchecked(reading.mv);
    }
    p
}

fn uci(p: &Chess, mv: Move) -> String {
    mv.to_uci(p.castles().mode()).to_string()
}

/// `text` names the move `expected` (UCI) in `p`.
fn reads(p: &Chess, text: &str, language: DescriptiveLanguage, expected: &str) {
    let reading = read_descriptive(p, text, language).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(uci(p, reading.mv), expected, "{text}");
}

/// `text` fits the moves `expected` (UCI, any order) and is refused as ambiguous.
fn ambiguous(p: &Chess, text: &str, language: DescriptiveLanguage, expected: &[&str]) {
    match read_descriptive(p, text, language) {
        Err(DescriptiveError::Ambiguous { candidates, .. }) => {
            let mut found: Vec<&str> = candidates.iter().map(|c| c.uci.as_str()).collect();
            found.sort_unstable();
            let mut expected = expected.to_vec();
            expected.sort_unstable();
            assert_eq!(found, expected, "{text}");
            // Each candidate is named with the form that would have named it alone.
            for c in &candidates {
                assert_eq!(
                    read_descriptive(p, &c.written, language).map(|r| r.mv),
                    Ok(c.mv),
                    "{}",
                    c.written
                );
            }
        }
        other => panic!("{text}: {other:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// The texts' examples.

#[test]
fn art_5_1930_d_4_fr_is_the_queen_to_the_fourth_square_of_the_kings_bishops_file() {
    // "Exemple : D 4 FR = la D est jouée à la 4e case de la colonne du F du Roi."
    let p = pos("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1");
    reads(&p, "D 4 FR", FR, "d4f4");
    reads(&p, "D 4 FD", FR, "d4c4");
    // The file's short name fits both: refused.
    ambiguous(&p, "D 4 F", FR, &["d4c4", "d4f4"]);
    assert_eq!(
        write_descriptive(&p, read_descriptive(&p, "D 4 FR", FR).expect("move").mv, FR),
        "D 4 FR"
    );
    // In a game: 1. P 4 R P 4 R 2. D 3 FR C 3 FD 3. D 4 FR.
    let p = after(&["P 4 R", "P 4 R", "D 3 FR", "C 3 FD"], FR);
    reads(&p, "D 4 FR", FR, "f3f4");
}

#[test]
fn par_5_1928_d_4_fr_counts_the_fourth_square_from_the_player() {
    // "D. 4 FR signifie: la Dame est jouée à la quatrième case (vis à vis le joueur) de la
    // colonne du Fou de son Roi"; ranks "comptées en sens inverse pour les noirs".
    let p = pos("4k3/8/8/3q4/8/8/8/4K3 b - - 0 1");
    reads(&p, "D. 4 FR", FR, "d5f5");
    reads(&p, "D 4 FR", FR, "d5f5");
    reads(&p, "Q-KB4", EN, "d5f5");
}

#[test]
fn art_5_1930_ranks_are_counted_from_each_players_side_and_files_named_alike() {
    // Files "de gauche à droite pour les Blancs et inversement pour les Noirs": the same
    // names, each player seeing them from their side; ranks 1-8 "de bas en haut, tant pour les
    // Blancs que pour les Noirs", each from their own side.
    let p = Chess::default();
    reads(&p, "P 4 R", FR, "e2e4");
    reads(&p, "C 3 FR", FR, "g1f3");
    let p = after(&["P 4 R"], FR);
    reads(&p, "P 4 R", FR, "e7e5");
    reads(&p, "C 3 FR", FR, "g8f6");
    reads(&p, "C 3 FD", FR, "b8c6");
    reads(&p, "P-K4", EN, "e7e5");
    reads(&p, "N-QB3", EN, "b8c6");
}

#[test]
fn art_5_1930_t_4_cr_2_cr_names_the_departure_when_two_rooks_can_go() {
    // "T 4 CR — 2 CR = celle des deux T qui se trouve à la 4e case de la colonne du CR est
    // transférée à la 2e case de la même colonne."
    let p = pos("4k3/8/8/8/6R1/8/8/4K1R1 w - - 0 1");
    ambiguous(&p, "T 2 CR", FR, &["g1g2", "g4g2"]);
    for text in ["T 4 CR — 2 CR", "T 4 CR—2 CR", "T4CR-2CR"] {
        reads(&p, text, FR, "g4g2");
    }
    reads(&p, "T 1 CR—2 CR", FR, "g1g2");
    let mv = read_descriptive(&p, "T 4 CR — 2 CR", FR).expect("move").mv;
    assert_eq!(write_descriptive(&p, mv, FR), "T 4 CR—2 CR");
    assert_eq!(write_descriptive(&p, mv, EN), "R/4-N2");
}

#[test]
fn par_5_1928_t_4_cr_2_cr_with_its_dot() {
    // "T. 4 CR—2 CR: Celle des deux Tours, qui se trouve à la quatrième case du Cavalier du Roi,
    // est jouée à la deuxième case de cette colonne."
    let p = pos("4k3/8/8/8/6R1/8/8/4K1R1 w - - 0 1");
    reads(&p, "T. 4 CR—2 CR", FR, "g4g2");
    // For Black, the fourth square of the king's knight's file is g5.
    let p = pos("4k1r1/8/8/6r1/8/8/8/4K3 b - - 0 1");
    reads(&p, "T. 4 CR—2 CR", FR, "g5g7");
}

#[test]
fn art_5_1930_roq_tr_and_roq_td() {
    // "Roq TR = roque avec la TR (petit roque). Roq TD = roque avec la TD (grand roque)."
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    reads(&p, "Roq TR", FR, "e1g1");
    reads(&p, "Roq TD", FR, "e1c1");
    reads(&p, "O-O", EN, "e1g1");
    reads(&p, "O-O-O", EN, "e1c1");
    reads(&p, "0-0-0", EN, "e1c1");
    reads(&p, "Castles(QR)", EN, "e1c1");
    ambiguous(&p, "Castles", EN, &["e1g1", "e1c1"]);
    let black = pos("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    reads(&black, "Roq TR", FR, "e8g8");
    reads(&black, "Roq TD", FR, "e8c8");
}

#[test]
fn par_5_1928_roq_t_d_and_roq_t_r() {
    // "Roq T D = roque avec la Tour de la Dame (grand roque). Roq T R = … (petit roque)."
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    reads(&p, "Roq T D", FR, "e1c1");
    reads(&p, "Roq T R", FR, "e1g1");
}

#[test]
fn art_5_1930_pr_ech_and_mat_in_a_game() {
    // "pr. = prend. éch. = échec. mat = échec et mat." The scholar's mate, as written.
    let moves = ["P 4 R", "P 4 R", "F 4 F", "C 3 FD", "D 5 T", "C 3 F"];
    let p = after(&moves, FR);
    // Three pawns can be taken: `D pr. P` is refused, `D pr. PF` names f7.
    ambiguous(&p, "D pr. P", FR, &["h5e5", "h5f7", "h5h7"]);
    let mate = read_descriptive(&p, "D pr. PF mat", FR).expect("mate");
    assert_eq!(uci(&p, mate.mv), "h5f7");
    assert_eq!(
        mate.check,
        Some(notation::descriptive::DescriptiveCheck::Mate)
    );
    assert_eq!(write_descriptive(&p, mate.mv, FR), "D pr. PF mat");
    assert_eq!(write_descriptive(&p, mate.mv, EN), "QxBP mate");
    reads(&p, "D pr. PFR", FR, "h5f7");
    reads(&p, "D : PF", FR, "h5f7");
    reads(&p, "D pr. P 7 FR", FR, "h5f7");
    // 1928 Par. 5 capitalises: `Pr.`, `Ech.`, `Mat`.
    reads(&p, "D Pr. PF Mat", FR, "h5f7");
    let check = read_descriptive(&p, "D pr. P 5 R éch.", FR).expect("check");
    assert_eq!(uci(&p, check.mv), "h5e5");
    assert_eq!(
        check.check,
        Some(notation::descriptive::DescriptiveCheck::Check)
    );
    assert_eq!(write_descriptive(&p, check.mv, FR), "D pr. PR éch.");
    assert_eq!(write_descriptive(&p, check.mv, EN), "QxKPch");
    reads(&p, "D pr. PR Ech.", FR, "h5e5");
}

// ---------------------------------------------------------------------------------------------
// The English tradition.

#[test]
fn art_5_1930_english_forms_of_the_tradition() {
    let p = Chess::default();
    for text in ["N-KB3", "Kt-KB3", "KN-B3", "N/1-KB3", "N(KN1)-B3"] {
        reads(&p, text, EN, "g1f3");
    }
    reads(&p, "P-K4", EN, "e2e4");
    reads(&p, "P-Q4", EN, "d2d4");
    // 1. P-K4 P-Q4 2. PxP.
    let p = after(&["P-K4", "P-Q4"], EN);
    reads(&p, "PxP", EN, "e4d5");
    reads(&p, "KPxQP", EN, "e4d5");
    // The Exchange Ruy Lopez: BxN.
    let p = after(&["P-K4", "P-K4", "N-KB3", "N-QB3", "B-N5", "P-QR3"], EN);
    reads(&p, "BxN", EN, "b5c6");
    reads(&p, "BxQN", EN, "b5c6");
    // 1. P-K4 P-KB4 2. Q-R5ch.
    let p = after(&["P-K4", "P-KB4"], EN);
    let check = read_descriptive(&p, "Q-R5ch", EN).expect("check");
    assert_eq!(uci(&p, check.mv), "d1h5");
    assert_eq!(write_descriptive(&p, check.mv, EN), "Q-R5ch");
    // KR-Q1: rooks on a1 and f1 both reach d1.
    let p = pos("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1");
    ambiguous(&p, "R-Q1", EN, &["a1d1", "f1d1"]);
    reads(&p, "KR-Q1", EN, "f1d1");
    reads(&p, "QR-Q1", EN, "a1d1");
    // N/1-Q2: knights on b1 and b3, both on the queen's side, both reach d2.
    let p = pos("4k3/8/8/8/8/1N6/8/1N2K3 w - - 0 1");
    ambiguous(&p, "QN-Q2", EN, &["b1d2", "b3d2"]);
    for text in ["N/1-Q2", "N(1)-Q2", "N/QN1-Q2"] {
        reads(&p, text, EN, "b1d2");
    }
    reads(&p, "N/3-Q2", EN, "b3d2");
    let mv = read_descriptive(&p, "N/1-Q2", EN).expect("move").mv;
    assert_eq!(write_descriptive(&p, mv, EN), "N/1-Q2");
    // QNxP: knights on c3 and g3 both take the pawn on e4.
    let p = pos("4k3/8/8/8/4p3/2N3N1/8/4K3 w - - 0 1");
    ambiguous(&p, "NxP", EN, &["c3e4", "g3e4"]);
    reads(&p, "QNxP", EN, "c3e4");
    reads(&p, "KNxP", EN, "g3e4");
    reads(&p, "QKtxP", EN, "c3e4");
    // P-K8=Q and its other spellings; without the piece, four moves fit.
    let p = pos("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
    for text in ["P-K8=Q", "P-K8(Q)", "P-K8/Q", "P-K8Q", "P-K8=Qch"] {
        reads(&p, text, EN, "e7e8q");
    }
    reads(&p, "P-K8=N", EN, "e7e8n");
    reads(&p, "P 8 R = C", FR, "e7e8n");
    reads(&p, "P 8 R(T)", FR, "e7e8r");
    ambiguous(&p, "P-K8", EN, &["e7e8q", "e7e8r", "e7e8b", "e7e8n"]);
    // PxP e.p.: with a pawn on f6 as well, `e.p.` (or the pawn's file) decides.
    let p = pos("4k3/8/5p2/3pP3/8/8/8/4K3 w - d6 0 2");
    ambiguous(&p, "PxP", EN, &["e5d6", "e5f6"]);
    reads(&p, "PxP e.p.", EN, "e5d6");
    reads(&p, "PxPep", EN, "e5d6");
    reads(&p, "PxQP", EN, "e5d6");
    reads(&p, "PxBP", EN, "e5f6");
    reads(&p, "P pr. P e.p.", FR, "e5d6");
    reads(&p, "P pr. P en passant", FR, "e5d6");
    assert!(matches!(
        read_descriptive(&pos("4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1"), "PxP e.p.", EN),
        Err(DescriptiveError::Illegal { .. })
    ));
}

// ---------------------------------------------------------------------------------------------
// Shortened forms: accepted exactly when they name one move.

#[test]
fn art_5_1930_shortened_forms_are_refused_where_they_fit_two_moves() {
    // PxP with two pawn captures.
    let p = pos("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1");
    ambiguous(&p, "PxP", EN, &["c4d5", "e4d5"]);
    ambiguous(&p, "P pr. P", FR, &["c4d5", "e4d5"]);
    reads(&p, "KPxP", EN, "e4d5");
    reads(&p, "BPxP", EN, "c4d5");
    reads(&p, "PR pr. P", FR, "e4d5");
    reads(&p, "PF pr. P", FR, "c4d5");
    // With one pawn capture left, PxP is that capture.
    let p = pos("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    reads(&p, "PxP", EN, "e4d5");
    // B-N5 when both bishops reach a knight's fifth square (b5 and g5).
    let p = pos("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1");
    ambiguous(&p, "B-N5", EN, &["c1g5", "f1b5"]);
    ambiguous(&p, "F 5 C", FR, &["c1g5", "f1b5"]);
    reads(&p, "B-QN5", EN, "f1b5");
    reads(&p, "B-KN5", EN, "c1g5");
    reads(&p, "QB-N5", EN, "c1g5");
    reads(&p, "F 5 CD", FR, "f1b5");
    reads(&p, "FD 5 C", FR, "c1g5");
    // With one bishop able to, B-N5 is accepted.
    let p = after(&["P-K4", "P-K4", "N-KB3", "N-QB3"], EN);
    reads(&p, "B-N5", EN, "f1b5");
    // N-B3 when two knights reach KB3 and QB3: the start.
    let p = Chess::default();
    ambiguous(&p, "N-B3", EN, &["b1c3", "g1f3"]);
    ambiguous(&p, "C 3 F", FR, &["b1c3", "g1f3"]);
    reads(&p, "N-QB3", EN, "b1c3");
    reads(&p, "C 3 FD", FR, "b1c3");
}

#[test]
fn art_5_1930_errors_say_not_notation_illegal_or_ambiguous_and_where() {
    let p = Chess::default();
    let e = read_descriptive(&p, "N-KB9", EN).expect_err("no rank 9");
    assert_eq!(e.column(), Some(5));
    assert_eq!(e.code(), "not_notation");
    let e = read_descriptive(&p, "QK-B3", EN).expect_err("no unit QK");
    assert!(
        matches!(
            e,
            DescriptiveError::Syntax {
                column: 1,
                reason: DescriptiveSyntax::BadName(_)
            }
        ),
        "{e}"
    );
    let e = read_descriptive(&p, "P-K4 junk", EN).expect_err("more");
    assert_eq!(e.column(), Some(6));
    let e = read_descriptive(&p, "D 4 XR", FR).expect_err("no file XR");
    assert_eq!(e.column(), Some(5));
    let e = read_descriptive(&p, "P-K5", EN).expect_err("illegal");
    assert_eq!(e.code(), "illegal_move");
    assert_eq!(
        e.to_string(),
        "illegal here: no legal move is written \"P-K5\""
    );
    let e = read_descriptive(&p, "N-B3", EN).expect_err("ambiguous");
    assert_eq!(e.code(), "ambiguous_move");
    assert_eq!(
        e.to_string(),
        "ambiguous: \"N-B3\" could be N-QB3 (b1c3) or N-KB3 (g1f3)"
    );
    // A dash is a move to an empty square, `x` a capture: neither reads as the other.
    let p = after(&["P-K4", "P-Q4"], EN);
    assert!(read_descriptive(&p, "P-Q5", EN).is_err());
    assert!(read_descriptive(&p, "PxQ5", EN).is_err());
}

/// The main line of the first game of `text` (a score in `language`), read to its end.
fn score_moves(text: &str, language: DescriptiveLanguage) -> Vec<String> {
    let game = read_descriptive_games(text, language)
        .next()
        .expect("a game");
    assert!(game.error.is_none(), "{text}: {:?}", game.error);
    let mut p = game.start.clone();
    game.moves
        .iter()
        .map(|m| {
            let text = uci(&p, m.mv);
            p.play_unchecked(m.mv);
            text
        })
        .collect()
}

#[test]
fn art_5_1930_the_queens_rook_keeps_its_name_after_castling() {
    // After O-O, QR-K1 is a1 to e1, then QR-Q1 is e1 to d1: the queen's rook, on the king's
    // side now (no rook stands on files a to d).
    let start = "[FEN \"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1\"]\n";
    let english = format!("{start}1. O-O K-Q2 2. QR-K1 K-QB3 3. QR-Q1 *");
    assert_eq!(
        score_moves(&english, EN),
        ["e1g1", "e8d7", "a1e1", "d7c6", "e1d1"]
    );
    let french = format!("{start}1. Roq TR R 2 D 2. TD 1 R R 3 FD 3. TD 1 D *");
    assert_eq!(score_moves(&french, FR), score_moves(&english, EN));
    // Written back, each move reads as itself.
    let game = read_descriptive_games(&english, EN).next().expect("game");
    for language in [EN, FR] {
        let score = write_descriptive_score(&game, language);
        assert_eq!(
            score_moves(&format!("{start}{score}"), language),
            score_moves(&english, EN)
        );
    }
    // A move read alone has no history: its qualifier is the wing the rook stands on.
    let p = pos("8/8/2k5/8/8/8/8/3R1RK1 w - - 0 4");
    reads(&p, "QR-Q2", EN, "d1d2");
    let p = pos("8/8/2k5/8/8/8/8/4RRK1 w - - 0 4");
    assert!(matches!(
        read_descriptive(&p, "QR-Q1", EN),
        Err(DescriptiveError::Illegal { .. })
    ));
}

#[test]
fn par_5_1928_crossed_rooks_the_two_readings_of_kr_are_ambiguous() {
    // The king's rook goes h1-c1, the queen's a1-a2-f2-f1: KR-Q1 is the king's rook (c1) by
    // where it began, the rook on f1 by the wing it stands on. Both reach d1: never one of
    // them silently.
    let start = "[FEN \"4k3/8/8/8/8/4K3/8/R6R w - - 0 1\"]\n";
    let moves = "1. R-QR2 K-Q1 2. R-QB1 K-K1 3. R-KB2 K-Q1 4. R/2-KB1 K-K1";
    assert_eq!(
        score_moves(&format!("{start}{moves} *"), EN),
        [
            "a1a2", "e8d8", "h1c1", "d8e8", "a2f2", "e8d8", "f2f1", "d8e8"
        ]
    );
    let game = read_descriptive_games(&format!("{start}{moves} 5. KR-Q1 *"), EN)
        .next()
        .expect("game");
    assert_eq!(game.moves.len(), 8);
    let error = game.error.expect("ambiguous");
    assert_eq!((error.line, error.column, error.ply), (2, 62, Some(9)));
    let ErrorKind::DescriptiveMove {
        error: DescriptiveError::Ambiguous { candidates, .. },
        ..
    } = error.kind
    else {
        panic!("{:?}", error.kind);
    };
    let mut found: Vec<&str> = candidates.iter().map(|c| c.uci.as_str()).collect();
    found.sort_unstable();
    assert_eq!(found, ["c1d1", "f1d1"]);
    // QR-Q1 too; the departure square names either rook.
    for (text, expected) in [("R/QB1-Q1", "c1d1"), ("R/KB1-Q1", "f1d1")] {
        let score = format!("{start}{moves} 5. {text} *");
        assert_eq!(score_moves(&score, EN)[8], expected, "{text}");
    }
    let score = format!("{start}{moves} 5. QR-Q1 *");
    assert!(
        read_descriptive_games(&score, EN)
            .next()
            .expect("game")
            .error
            .is_some()
    );
    // The candidates as written (what should have been written), and the game written back,
    // read as themselves in the game.
    for candidate in &candidates {
        let score = format!("{start}{moves} 5. {} *", candidate.written);
        assert_eq!(
            score_moves(&score, EN)[8],
            candidate.uci,
            "{}",
            candidate.written
        );
    }
    for uci_text in ["c1d1", "f1d1"] {
        let mut game = read_descriptive_games(&format!("{start}{moves} *"), EN)
            .next()
            .expect("game");
        let mut p = game.start.clone();
        for m in &game.moves {
            p.play_unchecked(m.mv);
        }
        let mv = uci_text
            .parse::<shakmaty::uci::UciMove>()
            .expect("uci")
            .to_move(&p)
            .expect("legal");
        game.moves.push(notation::pgn::PlayedMove::new(mv, 0, 0));
        for language in [EN, FR] {
            let score = write_descriptive_score(&game, language);
            assert_eq!(
                score_moves(&format!("{start}{score}"), language)[8],
                uci_text,
                "{score}"
            );
        }
    }
}

/// Regression: 200,000 nested variations overflowed the stack. They are an error located at
/// the variation too many; the next game still reads; as deep as allowed reads.
#[test]
fn art_5_1930_a_score_nested_too_deep_is_an_error_and_the_next_game_reads() {
    let nested = |levels: usize| {
        format!(
            "[Event \"deep\"]\n1. P 4 R {} {} *\n",
            "(1. P 4 D ".repeat(levels),
            ")".repeat(levels)
        )
    };
    let text = format!("{}[Event \"next\"]\n1. P 4 R, P 4 R *\n", nested(200_000));
    let games: Vec<_> = read_descriptive_games(&text, FR).collect();
    assert_eq!(games.len(), 2);
    let error = games[0].error.as_ref().expect("too deep");
    assert_eq!(
        error.kind,
        ErrorKind::TooDeep {
            depth: MAX_VARIATION_DEPTH
        }
    );
    // The opening parenthesis of level 257: `1. P 4 R ` then 256 times `(1. P 4 D `.
    assert_eq!(
        (error.line, error.column),
        (2, 10 + 10 * MAX_VARIATION_DEPTH)
    );
    assert_eq!(games[1].tag("Event"), Some("next"));
    assert!(games[1].error.is_none(), "{:?}", games[1].error);
    assert_eq!(games[1].moves.len(), 2);
    let deepest = read_descriptive_games(&nested(MAX_VARIATION_DEPTH), FR)
        .next()
        .expect("game");
    assert!(deepest.error.is_none(), "{:?}", deepest.error);
    let score = write_descriptive_score(&deepest, FR);
    assert!(score.starts_with("1. P 4 R (1. P 4 D (1. P 4 D"), "{score}");
}

// ---------------------------------------------------------------------------------------------
// Round trips.

/// Plays a random game from the start (up to `plies`), returning its moves.
fn random_game(rng: &mut StdRng, plies: usize) -> Vec<Move> {
    let mut p = Chess::default();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = p.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.gen_range(0..legal.len())];
        p.play_unchecked(mv);
        moves.push(mv);
    }
    moves
}

#[test]
fn art_5_1930_algebraic_to_descriptive_to_algebraic_on_thousands_of_random_games() {
    const GAMES: u64 = 2_000;
    let mut rng = StdRng::seed_from_u64(19_300_005);
    let (mut plies, mut captures, mut castles, mut promotions, mut en_passant) = (0, 0, 0, 0, 0);
    let mut longest = [0usize; 2];
    for _ in 0..GAMES {
        let moves = random_game(&mut rng, 120);
        let mut p = Chess::default();
        for &mv in &moves {
            let san = write_move(&p, mv, Notation::SAN);
            let read = read_move(&p, &san, Languages::only(Language::English))
                .expect("SAN")
                .mv;
            assert_eq!(read, mv);
            for (i, language) in [EN, FR].into_iter().enumerate() {
                let text = write_descriptive(&p, read, language);
                longest[i] = longest[i].max(text.chars().count());
                // No ambiguity introduced: the text names this move and no other.
                let back = read_descriptive(&p, &text, language).unwrap_or_else(|e| {
                    panic!(
                        "{text} ({language}) in {}: {e}",
                        Fen::from_position(&p, shakmaty::EnPassantMode::Legal)
                    )
                });
                // The same move, so the same SAN (SAN names one move).
                assert_eq!(back.mv, read, "{text} ({language}) for {san}");
            }
            plies += 1;
            captures += usize::from(mv.is_capture());
            castles += usize::from(mv.is_castle());
            promotions += usize::from(mv.is_promotion());
            en_passant += usize::from(mv.is_en_passant());
            p.play_unchecked(mv);
        }
    }
    eprintln!(
        "{GAMES} games, {plies} plies ({captures} captures, {castles} castlings, {promotions} promotions, \
{en_passant} en passant), longest text: {} (en), {} (fr) characters",
        longest[0], longest[1]
    );
    assert!(plies > 100_000 && castles > 0 && promotions > 0 && en_passant > 0);
}

#[test]
fn art_5_1930_random_scores_round_trip_as_pgn_and_as_a_score_in_both_languages() {
    let mut rng = StdRng::seed_from_u64(1928);
    for _ in 0..150 {
        let moves = random_game(&mut rng, 160);
        let mut p = Chess::default();
        let mut san = String::from("[Event \"random\"]\n\n");
        for (i, &mv) in moves.iter().enumerate() {
            if i % 2 == 0 {
                san.push_str(&format!("{}. ", i / 2 + 1));
            }
            san.push_str(&write_move(&p, mv, Notation::SAN));
            san.push(' ');
            if i % 17 == 3 {
                san.push_str("{[%clk 0:10:00] a comment} ");
            }
            if i % 23 == 5 {
                san.push_str("(=) ");
            }
            p.play_unchecked(mv);
        }
        san.push_str("*\n");
        let game = read_games(&san, ReadOptions::strict())
            .next()
            .expect("game");
        assert!(game.error.is_none(), "{:?}", game.error);
        for language in [EN, FR] {
            let options = WriteOptions {
                notation: Notation::Descriptive { language },
                ..WriteOptions::default()
            };
            let pgn = write_game(&game, &options);
            let read = read_descriptive_games(&pgn, language).next().expect("game");
            assert!(read.error.is_none(), "{:?}\n{pgn}", read.error);
            assert_eq!(
                read.moves,
                game.moves
                    .iter()
                    .zip(&read.moves)
                    .map(|(a, b)| {
                        let mut a = a.clone();
                        a.line = b.line;
                        a.column = b.column;
                        a
                    })
                    .collect::<Vec<_>>()
            );
            assert_eq!(read.tag("Event"), Some("random"));
            let score = write_descriptive_score(&game, language);
            let again = read_descriptive_games(&score, language)
                .next()
                .expect("game");
            assert!(again.error.is_none(), "{:?}\n{score}", again.error);
            assert_eq!(write_descriptive_score(&again, language), score);
            assert_eq!(again.moves.len(), game.moves.len());
        }
    }
}

/// A position after `plies` random legal moves from the start (fewer if the game ends).
fn random_position(seed: u64, plies: usize) -> Chess {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut p = Chess::default();
    for _ in 0..plies {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.gen_range(0..moves.len())];
        p.play_unchecked(m);
    }
    p
}

proptest! {
    #![proptest_config(crate::proptest_config(1000))]

    /// Every legal move of a random position, written in either language, reads back as itself
    /// and no other move.
    #[test]
    fn art_5_1930_every_legal_move_written_then_read_is_the_same_move(seed in any::<u64>(), plies in 0usize..160) {
        let p = random_position(seed, plies);
        for mv in p.legal_moves() {
            for language in [EN, FR] {
                let text = write_descriptive(&p, mv, language);
                let back = read_descriptive(&p, &text, language).map(|r| r.mv);
                prop_assert_eq!(back, Ok(mv), "{} ({})", text, language);
            }
        }
    }

    #[test]
    fn art_5_1930_any_text_never_panics(text in "\\PC{0,16}", seed in any::<u64>(), plies in 0usize..60) {
        let p = random_position(seed, plies);
        for language in [EN, FR] {
            let _ = read_descriptive(&p, &text, language);
            let _ = read_descriptive_games(&text, language).count();
        }
    }

    #[test]
    fn art_5_1930_descriptive_looking_text_never_panics(
        text in "[PKQRBNTDFCxpr.\\-/()=0-9 ]{0,14}",
        seed in any::<u64>(),
        plies in 0usize..60,
    ) {
        let p = random_position(seed, plies);
        for language in [EN, FR] {
            if let Ok(reading) = read_descriptive(&p, &text, language) {
                prop_assert!(p.legal_moves().contains(&reading.mv));
            }
            let _ = read_descriptive_games(&text, language).count();
        }
    }
}

#[test]
fn par_5_1928_the_squares_of_the_board_have_one_name_each_side() {
    // Every square, for each side, is named once in full: KB3 for White is f3, for Black f6.
    let white = pos("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    let black = pos("3qk3/8/8/8/8/8/8/4K3 b - - 0 1");
    reads(&white, "Q-KB3", EN, "d1f3");
    reads(&black, "Q-KB3", EN, "d8f6");
    reads(&white, "D 3 FR", FR, "d1f3");
    reads(&black, "D 3 FR", FR, "d8f6");
    // And each is written alike, each side counting from its own (shortened: the queen
    // reaches no other bishop's third square).
    let to_f3 = read_descriptive(&white, "Q-KB3", EN).expect("move").mv;
    let to_f6 = read_descriptive(&black, "Q-KB3", EN).expect("move").mv;
    assert_eq!((to_f3.to(), to_f6.to()), (Square::F3, Square::F6));
    for (language, text) in [(EN, "Q-B3"), (FR, "D 3 F")] {
        assert_eq!(write_descriptive(&white, to_f3, language), text);
        assert_eq!(write_descriptive(&black, to_f6, language), text);
    }
}

#[test]
fn art_5_1930_the_forms_the_module_documents_are_read() {
    // French: a departure rank alone, a qualifier after a space, `Roque`, `prend`, `x`,
    // `échec`, `Roq` when one side only is legal.
    let p = pos("4k3/8/8/8/8/1N6/8/1N2K3 w - - 0 1");
    reads(&p, "C 1—2 D", FR, "b1d2");
    reads(&p, "C 3 CD—2 D", FR, "b3d2");
    let p = pos("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1");
    // Rooks on a1 and f1, both reaching d1: the qualifier attached, after a space, with dots.
    reads(&p, "T R 1 D", FR, "f1d1");
    reads(&p, "TR 1 D", FR, "f1d1");
    reads(&p, "T. D. 1 D", FR, "a1d1");
    let p = pos("r3k2r/8/8/8/8/8/8/4K2R w Kkq - 0 1");
    reads(&p, "Roq", FR, "e1g1");
    reads(&p, "Castles", EN, "e1g1");
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    reads(&p, "Roque TD", FR, "e1c1");
    let p = after(&["P 4 R", "P 4 D", "P pr. P"], FR);
    for text in [
        "D prend P",
        "D x P",
        "D × P",
        "D pr P",
        "D : P échec",
        "D pr. P éch",
        "D pr. P +",
    ] {
        reads(&p, text, FR, "d8d5");
    }
    // English: `dis ch`, `dbl ch`, `check`, `+`, `#`, glyphs.
    let p = after(&["P-K4", "P-Q4", "PxP"], EN);
    for text in [
        "QxP",
        "QxP check",
        "QxP dis ch",
        "QxP dbl ch",
        "QxP+",
        "QxP!?",
        "QxP ?",
    ] {
        reads(&p, text, EN, "d8d5");
    }
}
