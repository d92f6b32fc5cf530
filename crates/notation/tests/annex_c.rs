//! Annex C (2023), appendix E (1997) and 1930 Art. 5: every written form, read and written back.

use notation::pgn::{ReadOptions, WriteOptions, read_games, write_game};
use notation::{Language, Languages, MoveError, Notation, Reader, read_move, shakmaty, write_move};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Move, Position, Role, Square};

fn pos(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("fen")
        .into_position(CastlingMode::Standard)
        .expect("legal")
}

fn moves_of(movetext: &str) -> Vec<Move> {
    let game = read_games(movetext, ReadOptions::default())
        .next()
        .expect("a game");
    assert!(game.error.is_none(), "{movetext}: {:?}", game.error);
    game.moves.iter().map(|m| m.mv).collect()
}

/// Annex C.13's example game, as the 2023 French text prints it, three ways.
const SPELLING_1: &str = "1.e4 e5 2.Cf3 Cf6 3.d4 exd4 4.e5 Ce4 5.Dxd4 d5 6.exd6e.p. Cxd6 7. Fg5 Cc6 \
8.De3+ Fe7 9.Cbd2 0-0 10.0-0-0 Te8 11.Rb1 (=)";
const SPELLING_2: &str = "1.e4 e5 2.Cf3 Cf6 3.d4 ed4 4.e5 Ce4 5.Dd4 d5 6.ed6 Cd6 7.Fg5 Cc6 \
8.De3 Fe7 9.Cbd2 0-0 10.0-0-0 Te8 11.Rb1 (=)";
const SPELLING_3: &str = "1.e2e4 e7e5 2.Cg1f3 Cg8f6 3.d2d4 e5xd4 4.e4e5 Cf6e4 5.Dd1xd4 d7d5 \
6.e5xd6 e.p. Ce4xd6 7.Fc1g5 Cb8c6 8.Dd4d3 Ff8e7 9.Cb1d2 0-0 10.0-0-0 Tf8e8 11.Rb1 (=)";

#[test]
fn annex_c_13_the_example_game_reads_the_same_in_the_first_two_spellings() {
    let first = moves_of(SPELLING_1);
    assert_eq!(first.len(), 21);
    assert_eq!(first, moves_of(SPELLING_2));
    assert!(first[10].is_en_passant(), "6.exd6e.p.");
    assert!(first[17].is_castle() && first[18].is_castle());
}

/// The third spelling, as printed, has `8.Dd4d3` where the other two have `8.De3+`: a misprint
/// in the long form (d3 for e3). Read literally it is a legal move, so the game differs at that
/// ply and only there; an arbiter compares scoresheets the same way (Art. 8.1, D.2.9).
#[test]
fn annex_c_13_the_long_spelling_differs_only_by_its_misprint() {
    let first = moves_of(SPELLING_1);
    let third = moves_of(SPELLING_3);
    assert_eq!(third.len(), first.len());
    let differing: Vec<usize> = (0..first.len()).filter(|&i| first[i] != third[i]).collect();
    assert_eq!(differing, [14]);
    assert_eq!(third[14].to(), Square::D3);
    assert_eq!(first[14].to(), Square::E3);
    // Corrected, it reads as the others.
    let corrected = SPELLING_3.replace("Dd4d3", "Dd4e3");
    assert_eq!(moves_of(&corrected), first);
}

#[test]
fn annex_c_12_the_draw_offer_is_kept() {
    let game = read_games(SPELLING_1, ReadOptions::default())
        .next()
        .expect("game");
    let offers: Vec<usize> = (0..game.moves.len())
        .filter(|&i| game.moves[i].draw_offer)
        .collect();
    assert_eq!(offers, [20], "11.Rb1 (=)");
}

#[test]
fn annex_c_13_the_example_game_writes_back_in_each_spelling() {
    let game = read_games(SPELLING_1, ReadOptions::default())
        .next()
        .expect("game");
    let options = |language, long| WriteOptions {
        notation: Notation::Algebraic { language, long },
        tags: false,
        max_line: 200,
    };
    let short = write_game(&game, &options(Language::French, false));
    assert_eq!(
        short.trim_end(),
        "1. e4 e5 2. Cf3 Cf6 3. d4 exd4 4. e5 Ce4 5. Dxd4 d5 6. exd6 Cxd6 7. Fg5 Cc6 \
8. De3+ Fe7 9. Cbd2 0-0 10. 0-0-0 Te8 11. Rb1 { (=) } *"
    );
    let long = write_game(&game, &options(Language::French, true));
    assert_eq!(
        long.trim_end(),
        "1. e2e4 e7e5 2. Cg1f3 Cg8f6 3. d2d4 e5xd4 4. e4e5 Cf6e4 5. Dd1xd4 d7d5 \
6. e5xd6 Ce4xd6 7. Fc1g5 Cb8c6 8. Dd4e3+ Ff8e7 9. Cb1d2 0-0 10. 0-0-0 Tf8e8 \
11. Rc1b1 { (=) } *"
    );
    // What is written reads back to the same moves, in every notation.
    for language in Language::ALL {
        for long in [false, true] {
            let text = write_game(&game, &options(language, long));
            assert_eq!(moves_of(&text), moves_of(SPELLING_1), "{language} {long}");
        }
    }
}

/// One form of Annex C (or 1930 Art. 5) and the move it names in a position.
fn reads(fen: &str, text: &str, uci: &str) {
    let p = pos(fen);
    let reading = read_move(&p, text, Languages::ANY).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(
        reading.mv.to_uci(CastlingMode::Standard).to_string(),
        uci,
        "{text}"
    );
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn annex_c_8_short_and_long_forms() {
    for text in [
        "Cf3", "Cg1f3", "Cg1-f3", "Cg1—f3", "Cg1–f3", "Sf3", "Nf3", "♘f3", "♞f3", "g1f3",
    ] {
        reads(START, text, "g1f3");
    }
    for text in ["e4", "e2e4", "e2-e4", "e2—e4"] {
        reads(START, text, "e2e4");
    }
    let black = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    for text in ["e5", "e7—e5", "e7-e5", "e7e5"] {
        reads(black, text, "e7e5");
    }
}

#[test]
fn art_5_1930_fc1_f4_with_spaced_dash() {
    let p = "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2";
    for text in ["Fc1 — f4", "Fc1—f4", "Ff4", "Bf4", "Lf4", "Af4"] {
        reads(p, text, "c1f4");
    }
}

#[test]
fn art_5_1930_cg_f3_and_c1_f3_complete_the_short_form() {
    // "Si, par exemple, deux C se trouvent à g1 et d2, le coup Cg1 — f3 s'écrira en abrégé
    // Cg—f3. Si les C se trouvent à g1 et g5, le coup Cg1 — f3 sera abrégé C1—f3."
    let p = "4k3/8/8/8/8/8/3N4/2K3N1 w - - 0 1";
    for text in ["Cg1 — f3", "Cg—f3", "Cgf3"] {
        reads(p, text, "g1f3");
    }
    assert!(matches!(
        read_move(&pos(p), "Cf3", Languages::ANY),
        Err(MoveError::Ambiguous { .. })
    ));
    let p = "4k3/8/8/6N1/8/8/8/2K3N1 w - - 0 1";
    for text in ["Cg1 — f3", "C1—f3", "C1f3"] {
        reads(p, text, "g1f3");
    }
    assert!(matches!(
        read_move(&pos(p), "Cgf3", Languages::ANY),
        Err(MoveError::Ambiguous { .. })
    ));
}

#[test]
fn par_5_1928_algebraic_forms_with_a_space_after_the_initial() {
    // 1928 Par. 5 prints `F c1—f4`, abridged `F f4`; `C g1—f3`, abridged `C gf3` or `C1f3`.
    let p = "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2";
    for text in ["F c1—f4", "F f4", "Fc1—f4"] {
        reads(p, text, "c1f4");
    }
    reads(START.replace(" w ", " b ").as_str(), "e7—e5", "e7e5");
    let p = "4k3/8/8/8/8/8/3N4/2K3N1 w - - 0 1";
    for text in ["C g1—f3", "C gf3"] {
        reads(p, text, "g1f3");
    }
    let p = "4k3/8/8/6N1/8/8/8/2K3N1 w - - 0 1";
    reads(p, "C1f3", "g1f3");
}

#[test]
fn annex_c_9_captures_with_x_colon_or_nothing() {
    let p = "4k3/8/8/3p4/4P3/5N2/8/4K3 w - - 0 1";
    for text in ["exd5", "e:d5", "ed5", "e4xd5", "e4:d5"] {
        reads(p, text, "e4d5");
    }
    let p = "4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1";
    for text in ["Cxe5", "C:e5", "Ce5", "Nxe5", "Cf3xe5"] {
        reads(p, text, "f3e5");
    }
}

#[test]
fn annex_c_9_3_en_passant_forms() {
    let p = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
    for text in [
        "exd6",
        "ed6",
        "exd6 e.p.",
        "exd6e.p.",
        "e5xd6 e.p.",
        "exd6ep",
        "e5d6",
    ] {
        reads(p, text, "e5d6");
    }
}

#[test]
fn annex_c_10_disambiguation_by_file_rank_or_square() {
    // C.10.3.1: knights on g1 and e1.
    let p = "4k3/8/8/8/8/8/8/2K1N1N1 w - - 0 1";
    reads(p, "Cgf3", "g1f3");
    reads(p, "Cef3", "e1f3");
    reads(p, "Cg—f3", "g1f3");
    // C.10.3.2: knights on g5 and g1.
    let p = "4k3/8/8/6N1/8/8/8/2K3N1 w - - 0 1";
    reads(p, "C5f3", "g5f3");
    reads(p, "C1f3", "g1f3");
    reads(p, "C1—f3", "g1f3");
    // C.10.3.3: knights on h2 and d4.
    let p = "4k3/8/8/8/3N4/8/7N/2K5 w - - 0 1";
    reads(p, "Chf3", "h2f3");
    reads(p, "Cdf3", "d4f3");
    // C.10.3.4: with a capture on f3.
    let p = "4k3/8/8/8/3N4/5p2/7N/2K5 w - - 0 1";
    reads(p, "Chxf3", "h2f3");
    reads(p, "Cdxf3", "d4f3");
    // Without it, ambiguous, with both candidates.
    match read_move(&pos(p), "Cxf3", Languages::ANY) {
        Err(MoveError::Ambiguous { candidates, .. }) => assert_eq!(candidates.len(), 2),
        other => panic!("{other:?}"),
    }
}

#[test]
fn annex_c_11_promotion_forms() {
    let p = "k7/3P4/8/8/8/8/8/4K3 w - - 0 1";
    for text in [
        "d8D", "d8=D", "d8(D)", "d8/D", "d8=Q", "d8Q", "d7d8q", "d8♕", "d8=Q+", "d8D†",
    ] {
        reads(p, text, "d7d8q");
    }
    for text in ["d8C", "d8=N", "d8S", "d8P", "d8(C)"] {
        reads(p, text, "d7d8n");
    }
    let p = "k4n2/4P3/8/8/8/8/8/4K3 w - - 0 1";
    reads(p, "exf8C", "e7f8n");
    reads(p, "ef8=T", "e7f8r");
}

#[test]
fn annex_c_13_castling_spellings() {
    let p = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    for text in ["0-0", "O-O", "0—0", "o-o", "0-0+"] {
        reads(p, text, "e1g1");
    }
    for text in ["0-0-0", "O-O-O", "0 — 0 — 0"] {
        reads(p, text, "e1c1");
    }
}

#[test]
fn annex_c_13_check_mate_and_annotation_marks() {
    let p = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    for text in [
        "Ta8++", "Ta8#", "Ta8‡", "Ra8#", "Ra8+", "Ta8†", "Ta8!", "Ta8#!!", "Ta8?!", "Ta8??",
        "Ta8!?", "Ta8?",
    ] {
        reads(p, text, "a1a8");
    }
}

#[test]
fn annex_c_3_each_language_letters() {
    let p = "4k3/8/8/8/8/8/8/R1B1KQN1 w - - 0 1";
    let cases = [
        (Language::English, ["Kd2", "Qf2", "Ra2", "Bb2", "Nh3"]),
        (Language::French, ["Rd2", "Df2", "Ta2", "Fb2", "Ch3"]),
        (Language::German, ["Kd2", "Df2", "Ta2", "Lb2", "Sh3"]),
        (Language::Spanish, ["Rd2", "Df2", "Ta2", "Ab2", "Ch3"]),
        (Language::Italian, ["Rd2", "Df2", "Ta2", "Ab2", "Ch3"]),
        (Language::Dutch, ["Kd2", "Df2", "Ta2", "Lb2", "Ph3"]),
        (Language::Figurine, ["♔d2", "♕f2", "♖a2", "♗b2", "♘h3"]),
    ];
    let roles = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
    ];
    for (language, texts) in cases {
        for (text, role) in texts.iter().zip(roles) {
            let reading = read_move(&pos(p), text, Languages::only(language))
                .unwrap_or_else(|e| panic!("{language} {text}: {e}"));
            assert_eq!(reading.mv.role(), role, "{language} {text}");
        }
    }
}

#[test]
fn annex_c_3_language_is_detected_when_unambiguous() {
    // `Rd2` is a king in French and a rook in English: here only a king can reach d2.
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let reading = read_move(&p, "Rd2", Languages::ANY).expect("only the king");
    assert_eq!(reading.mv.role(), Role::King);
    assert!(!reading.languages.contains(Language::English));
    // A game narrows the set move by move.
    let mut reader = Reader::new(Languages::ANY);
    let mut p = Chess::default();
    for text in ["d4", "d5", "Sf3", "Sf6"] {
        let r = reader.read(&p, text).expect(text);
        p.play_unchecked(r.mv);
    }
    assert_eq!(reader.languages().single(), Some(Language::German));
}

#[test]
fn errors_say_not_notation_illegal_or_ambiguous() {
    let p = Chess::default();
    let e = read_move(&p, "Zf3", Languages::ANY).expect_err("no such letter");
    assert_eq!(e.code(), "not_notation");
    let e = read_move(&p, "Cf4", Languages::ANY).expect_err("no knight reaches f4");
    assert_eq!(e.code(), "illegal_move");
    let e =
        read_move(&p, "Nf3", Languages::only(Language::French)).expect_err("N is no French letter");
    assert_eq!(e.code(), "unknown_piece");
    let e = read_move(&p, "e4 e5", Languages::ANY).expect_err("two moves");
    assert_eq!(e.column(), Some(4));
}

#[test]
fn annex_c_10_3_writing_prefers_the_file() {
    let p = pos("4k3/8/8/8/3N4/8/7N/2K5 w - - 0 1");
    let m = read_move(&p, "Nhf3", Languages::ANY).expect("move").mv;
    let written: Vec<String> = Language::ALL
        .into_iter()
        .map(|language| write_move(&p, m, Notation::short(language)))
        .collect();
    assert_eq!(
        written,
        ["Nhf3", "Chf3", "Shf3", "Chf3", "Chf3", "Phf3", "♘hf3"]
    );
    assert_eq!(
        write_move(
            &p,
            m,
            Notation::Algebraic {
                language: Language::English,
                long: true
            }
        ),
        "Nh2f3"
    );
    assert_eq!(write_move(&p, m, Notation::Uci), "h2f3");
}
