//! `arbiter convert`: Annex C notations in and out, tags and comments kept, errors located.

use crate::common;

use std::process::Output;

use common::arbiter;

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

const ANNEX_C_13: &str = "1.e4 e5 2.Cf3 Cf6 3.d4 exd4 4.e5 Ce4 5.Dxd4 d5 6.exd6e.p. Cxd6 7. Fg5 Cc6 \
8.De3+ Fe7 9.Cbd2 0-0 10.0-0-0 Te8 11.Rb1 (=)";

#[test]
fn annex_c_move_list_converts_to_each_language() {
    let out = arbiter(&["convert", "--to", "en"], ANNEX_C_13);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        stdout(&out),
        "1. e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 Nxd6 7. Bg5 Nc6\n\
8. Qe3+ Be7 9. Nbd2 O-O 10. O-O-O Re8 11. Kb1 { (=) } *\n"
    );
    let out = arbiter(&["convert", "--to", "uci", "--from", "fr"], ANNEX_C_13);
    assert!(stdout(&out).starts_with("1. e2e4 e7e5 2. g1f3 g8f6"));
    let out = arbiter(&["convert", "--to", "figurine"], ANNEX_C_13);
    assert!(stdout(&out).contains("5. ♕xd4"));
    let out = arbiter(&["convert", "--to", "es", "--long"], ANNEX_C_13);
    assert!(stdout(&out).contains("2. Cg1f3 Cg8f6"));
    assert!(stdout(&out).contains("7. Ac1g5"));
}

#[test]
fn annex_c_pgn_keeps_tags_and_comments() {
    let pgn = "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n\
1. e4 {the king's pawn} e5 2. Nf3 $1 Nc6 (2... d6) 3. Bb5 1-0\n";
    let out = arbiter(&["convert", "--to", "fr"], pgn);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.starts_with("[Event \"Club\"]\n[Site \"?\"]"), "{text}");
    assert!(
        text.contains("1. e4 { the king's pawn } 1... e5 2. Cf3 $1 Cc6 (2... d6) 3. Fb5 1-0"),
        "{text}"
    );
}

#[test]
fn annex_c_3_pgn_reads_english_first_and_from_sets_the_language() {
    // `Rd1` here is a rook (English) or the king (French), both legal.
    let pgn = "[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n\n1. Rd1 *\n";
    // A PGN file is English SAN unless its moves say otherwise.
    let out = arbiter(&["convert", "--to", "uci"], pgn);
    assert!(stdout(&out).contains("1. a1d1"), "{}", stdout(&out));
    // Given the language, the other reading.
    let out = arbiter(&["convert", "--to", "uci", "--from", "fr"], pgn);
    assert!(stdout(&out).contains("1. e1d1"), "{}", stdout(&out));
}

#[test]
fn a_move_that_cannot_be_read_fails_with_its_place() {
    let out = arbiter(&["convert", "--to", "en"], "1. e4 e4 *");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 1, column 7"), "{err}");
    // What was read before it is written, not lost.
    assert!(stdout(&out).starts_with("1. e4"));
}

/// Annex C.13's example game as a French descriptive score (1930 Art. 5.3).
const ANNEX_C_13_DESCRIPTIVE_FR: &str = "1. P 4 R, P 4 R
2. C 3 FR, C 3 FR
3. P 4 D, P pr. P
4. P 5 R, C 5 R
5. D pr. P, P 4 D
6. P pr. P, C pr. PD
7. F 5 CR, C 3 F
8. D 3 R éch., F 2 R
9. CD 2 D, Roq TR
10. Roq TD, T 1 R
11. R 1 C { (=) }
*
";

#[test]
fn art_5_1930_a_move_list_becomes_a_descriptive_score_and_reads_back() {
    let out = arbiter(&["convert", "--to", "descriptive-fr"], ANNEX_C_13);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(stdout(&out), ANNEX_C_13_DESCRIPTIVE_FR);
    let out = arbiter(&["convert", "--to", "descriptive-en"], ANNEX_C_13);
    assert_eq!(
        stdout(&out),
        "1. P-K4, P-K4\n2. N-KB3, N-KB3\n3. P-Q4, PxP\n4. P-K5, N-K5\n5. QxP, P-Q4\n\
6. PxP, NxQP\n7. B-KN5, N-B3\n8. Q-K3ch, B-K2\n9. QN-Q2, O-O\n10. O-O-O, R-K1\n\
11. K-N1 { (=) }\n*\n"
    );
    // Read back, each gives the game as algebraic notation gives it.
    let algebraic = stdout(&arbiter(&["convert", "--to", "fr"], ANNEX_C_13));
    for (from, text) in [
        ("descriptive-fr", ANNEX_C_13_DESCRIPTIVE_FR.to_owned()),
        ("descriptive-en", stdout(&out)),
    ] {
        let back = arbiter(&["convert", "--from", from, "--to", "fr"], &text);
        assert!(
            back.status.success(),
            "{}",
            String::from_utf8_lossy(&back.stderr)
        );
        assert_eq!(stdout(&back), algebraic, "{from}");
    }
}

#[test]
fn art_5_1930_a_pgn_file_stays_pgn_in_descriptive_notation() {
    let pgn = "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n\
1. e4 {the king's pawn} e5 2. Nf3 $1 Nc6 (2... d6) 3. Bb5 a6 4. Bxc6 dxc6 5. O-O 1-0\n";
    let out = arbiter(&["convert", "--to", "descriptive-fr"], pgn);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.starts_with("[Event \"Club\"]\n[Site \"?\"]"), "{text}");
    assert!(
        text.contains(
            "1. P 4 R { the king's pawn } 1... P 4 R 2. C 3 FR $1 C 3 FD (2... P 3 D)\n\
3. F 5 C P 3 TD 4. F pr. C PD pr. F 5. Roq TR 1-0"
        ),
        "{text}"
    );
    // Read back as descriptive, it is the same game.
    let back = arbiter(
        &["convert", "--from", "descriptive-fr", "--to", "en"],
        &text,
    );
    assert!(
        back.status.success(),
        "{}",
        String::from_utf8_lossy(&back.stderr)
    );
    assert_eq!(
        stdout(&back),
        stdout(&arbiter(&["convert", "--to", "en"], pgn))
    );
}

#[test]
fn par_5_1928_descriptive_scores_in_other_layouts_are_read() {
    // The periodicals' running text, without spaces, commas and semicolons between moves.
    let periodical = "1. P4R, P4R; 2. C3FR, C3FD; 3. F5C, P3TD; 4. F4T, C3F; 5. Roq, F2R";
    let out = arbiter(
        &["convert", "--from", "descriptive-fr", "--to", "en"],
        periodical,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        stdout(&out),
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n"
    );
    // English books: numbers without dots, `Kt` for the knight, the 1928 dots in French.
    let book = "1 P-K4 P-K4 2 Kt-KB3 Kt-QB3 3 B-Kt5 P-QR3 1/2-1/2";
    let out = arbiter(&["convert", "--from", "descriptive-en", "--to", "en"], book);
    assert_eq!(stdout(&out), "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2\n");
    let dots = "1. P. 4 R P. 4 R 2. C. 3 FR C. 3 FD";
    let out = arbiter(&["convert", "--from", "descriptive-fr", "--to", "en"], dots);
    assert_eq!(stdout(&out), "1. e4 e5 2. Nf3 Nc6 *\n");
}

#[test]
fn art_5_1930_an_ambiguous_shortened_descriptive_form_stops_the_game_with_its_candidates() {
    // `N-B3` at the start: the knights can go to QB3 and KB3.
    let out = arbiter(
        &["convert", "--from", "descriptive-en", "--to", "en"],
        "1. P-K4 P-Q4\n2. N-B3 N-KB3 *",
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "game 1: line 2, column 4: \"N-B3\": ambiguous: \"N-B3\" could be N-QB3 (b1c3) or N-KB3 (g1f3)"
        ),
        "{err}"
    );
    // What was read before it is written.
    assert_eq!(stdout(&out), "1. e4 d5 *\n");
    // Where it names one move, the shortened form is read: one bishop reaches a knight's fifth.
    let out = arbiter(
        &["convert", "--from", "descriptive-en", "--to", "en"],
        "1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 *",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(stdout(&out), "1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n");
}

#[test]
fn fide_1930_art_22_8_a_rook_odds_pgn_goes_to_descriptive_notation_and_back() {
    // The PGN of a rook odds game, as `arbiter game --pgn` writes it: castling without the rook
    // given (22.8) is read back from the descriptive score under the Odds tag, as from SAN.
    let pgn = "[Result \"*\"]\n[Edition \"fide-1930\"]\n[Odds \"rook\"]\n[SetUp \"1\"]\n\
        [FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1\"]\n\n\
        1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. O-O-O { castling without the queen's \
        rook given (Art. 1930 22.8) } 5... O-O-O 6. e3 Nf6 *\n";
    let algebraic = arbiter(&["convert", "--to", "en"], pgn);
    assert!(algebraic.status.success());
    for language in ["descriptive-en", "descriptive-fr"] {
        let descriptive = arbiter(&["convert", "--to", language], pgn);
        assert!(
            descriptive.status.success(),
            "{}",
            String::from_utf8_lossy(&descriptive.stderr)
        );
        let back = arbiter(
            &["convert", "--from", language, "--to", "en"],
            &stdout(&descriptive),
        );
        assert!(
            back.status.success(),
            "{language}: {}\n{}",
            String::from_utf8_lossy(&back.stderr),
            stdout(&descriptive)
        );
        assert_eq!(stdout(&back), stdout(&algebraic), "{language}");
        assert!(stdout(&back).contains("6. e3 Nf6"), "{}", stdout(&back));
    }
}

#[test]
fn art_5_1930_long_is_refused_with_descriptive_notation() {
    // Refused before any input is read (none is given: the command must not wait for it).
    let out = arbiter(&["convert", "--to", "descriptive-en", "--long"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--long"));
}

/// Regression: `--to uci --long` was accepted (UCI is long already) until descriptive notation
/// came, then refused; scripts using it must keep working.
#[test]
fn annex_c_8_long_is_accepted_with_uci_and_changes_nothing() {
    let long = arbiter(&["convert", "--to", "uci", "--long"], ANNEX_C_13);
    assert!(
        long.status.success(),
        "{}",
        String::from_utf8_lossy(&long.stderr)
    );
    let short = arbiter(&["convert", "--to", "uci"], ANNEX_C_13);
    assert_eq!(stdout(&long), stdout(&short));
    assert!(
        stdout(&long).starts_with("1. e2e4 e7e5 2. g1f3 g8f6"),
        "{}",
        stdout(&long)
    );
}
