//! `arbiter convert`: Annex C notations in and out, tags and comments kept, errors located.

mod common;

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
