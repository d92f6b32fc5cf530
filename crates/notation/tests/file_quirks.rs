//! Real files that read badly (issue 22): a comment before the first tag pair, doubled quotes in a
//! tag value, an illegal move inside a variation. Each test is named by the file quirk it guards
//! against; each failed before the reader was fixed.

use notation::pgn::{
    ErrorKind, Game, ReadOptions, WarningKind, WriteOptions, begins_with_tags, read_games,
    write_game,
};
use proptest::prelude::*;
use shakmaty::{Chess, Position};

fn games(text: &str) -> Vec<Game> {
    read_games(text, ReadOptions::default()).collect()
}

fn codes(game: &Game) -> Vec<&'static str> {
    game.warnings.iter().map(|w| w.kind.code()).collect()
}

const FEN: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";

#[test]
fn pgn_a_comment_before_the_first_tag_pair_keeps_the_game_s_tags_and_fen() {
    // An ECO file's heading: before the fix the comment was a game of its own and the tags,
    // FEN included, were lost to `convert` (whose moves were then illegal).
    for heading in [
        "{ ECO file, 2,014 openings }\n",
        "; ECO file, 2,014 openings\n",
    ] {
        let text = format!(
            "{heading}[ECO \"A00\"]\n[Opening \"Rook ending\"]\n[FEN \"{FEN}\"]\n\n1. Ra8+ Kd7 *\n\n\
             [ECO \"B01\"]\n[Opening \"Scandinavian\"]\n\n1. e4 d5 *\n"
        );
        let read = games(&text);
        assert_eq!(read.len(), 2, "{heading:?}: no game of the comment alone");
        let first = &read[0];
        assert!(first.error.is_none(), "{:?}", first.error);
        assert_eq!(first.tag("ECO"), Some("A00"));
        assert_eq!(first.tag("Opening"), Some("Rook ending"));
        assert_eq!(first.tag("FEN"), Some(FEN));
        assert_eq!(first.start.board().to_string(), "4k3/8/8/8/8/8/8/R3K3");
        assert_eq!(first.moves.len(), 2);
        assert_eq!(first.comments, ["ECO file, 2,014 openings"]);
        assert_eq!(first.line, 1);
        assert!(first.warnings.is_empty(), "{:?}", first.warnings);
        assert_eq!(read[1].tag("Opening"), Some("Scandinavian"));
        assert!(begins_with_tags(&text));
        // Written back as PGN: the tags and the comment kept, and it reads the same.
        let written = write_game(first, &WriteOptions::default());
        assert!(written.contains(&format!("[FEN \"{FEN}\"]")), "{written}");
        let again = &games(&written)[0];
        assert_eq!(again.comments, first.comments);
        assert_eq!(again.moves.len(), 2);
    }
}

#[test]
fn pgn_a_comment_between_games_or_between_tags_belongs_to_the_game_that_follows() {
    let text = "[Event \"a\"]\n\n1. e4 *\n\n{ The next game, annotated }\n[Event \"b\"]\n\
                { between tags }\n[White \"W\"]\n\n1. d4 *\n";
    let read = games(text);
    assert_eq!(read.len(), 2);
    let second = &read[1];
    assert_eq!(second.tag("Event"), Some("b"));
    assert_eq!(second.tag("White"), Some("W"));
    assert_eq!(
        second.comments,
        ["The next game, annotated", "between tags"]
    );
    assert_eq!(second.moves.len(), 1);
    // A game of tags alone, a comment, then the next game's tags: the same tag again begins the
    // next game (a game has each tag once), as the tags did before a comment came between.
    let read = games("[Event \"a\"]\n{ no moves kept }\n[Event \"b\"]\n\n1. d4 *\n");
    assert_eq!(read.len(), 2);
    assert_eq!(read[0].tag("Event"), Some("a"));
    assert_eq!(read[0].comments, ["no moves kept"]);
    assert_eq!(read[1].tag("Event"), Some("b"));
    assert_eq!(read[1].moves.len(), 1);
    // A move list opening with a comment stays a move list.
    let list = &games("{ from a book } 1. e4 e5 *")[0];
    assert!(list.tags.is_empty());
    assert_eq!(list.comments, ["from a book"]);
    assert!(!begins_with_tags("{ from a book } 1. e4 e5 *"));
}

#[test]
fn pgn_doubled_quotes_in_a_tag_value_are_read_with_a_warning() {
    let text = "[Event \"Cup\"]\n[White \"\"Socrates Expert\"\"]\n[Black \"Hiarcs\"]\n\n\
                1. e4 e5 2. Nf3 Nc6 1-0\n";
    let game = &games(text)[0];
    assert!(game.error.is_none(), "{:?}", game.error);
    assert_eq!(game.moves.len(), 4, "the moves are read");
    assert_eq!(game.tag("White"), Some("Socrates Expert"));
    assert_eq!(game.tag("Black"), Some("Hiarcs"));
    assert_eq!(codes(game), ["tag_value_unescaped_quotes"]);
    let warning = &game.warnings[0];
    assert_eq!((warning.line, warning.column), (2, 1));
    assert_eq!(
        warning.kind,
        WarningKind::TagQuotes {
            name: "White".to_owned(),
            written: "\"Socrates Expert\"".to_owned(),
            value: "Socrates Expert".to_owned(),
        }
    );
    // Quotes inside a value stay; written back escaped, the value reads the same.
    let game = &games("[Event \"The \"Big\" Open\"]\n\n1. e4 *\n")[0];
    assert_eq!(game.tag("Event"), Some("The \"Big\" Open"));
    let written = write_game(game, &WriteOptions::default());
    assert!(
        written.contains("[Event \"The \\\"Big\\\" Open\"]"),
        "{written}"
    );
    assert_eq!(games(&written)[0].tag("Event"), Some("The \"Big\" Open"));
    // The PGN standard to the letter refuses the repair.
    let strict = read_games(text, ReadOptions::strict())
        .next()
        .expect("a game");
    assert!(matches!(
        strict.error.map(|e| e.kind),
        Some(ErrorKind::Strict(WarningKind::TagQuotes { .. }))
    ));
}

#[test]
fn pgn_an_illegal_move_in_a_variation_leaves_the_main_line_read_to_its_end() {
    // `2. Ke3` is illegal in the variation (and `3. Nf3` after it, inside its own variation, is
    // passed over with it); the main line goes on to its result.
    let text = "[Event \"x\"]\n\n1. e4 e5 (1... c5 2. Ke3 (2. Nf3) d6) 2. Nf3 (2. Qh5 Nc6 3. Qxf7+) \
                Nc6 3. Bb5 a6 1-0\n";
    let game = &games(text)[0];
    assert!(game.error.is_none(), "{:?}", game.error);
    assert_eq!(game.moves.len(), 6, "the main line read to its end");
    assert_eq!(game.recorded_result().map(|r| r.as_str()), Some("1-0"));
    // The variation keeps the moves before the one that cannot be read.
    let cut = &game.moves[1].variations;
    assert_eq!(cut.len(), 1);
    assert_eq!(cut[0].moves.len(), 1);
    assert!(cut[0].moves[0].variations.is_empty());
    // The next variation is read whole.
    assert_eq!(game.moves[2].variations[0].moves.len(), 3);
    assert_eq!(codes(game), ["variation_move_unreadable"]);
    let warning = &game.warnings[0];
    assert_eq!((warning.line, warning.column, warning.ply), (3, 22, None));
    assert!(
        warning.to_string().contains("\"Ke3\""),
        "{warning}: names the move"
    );
    // A variation whose first move cannot be read leaves nothing behind it.
    let game = &games("1. e4 e5 (1... e4) 2. Nf3 *")[0];
    assert!(game.error.is_none());
    assert!(game.moves[1].variations.is_empty());
    assert_eq!(game.moves.len(), 3);
    // Strict reading keeps it the game's error, as a move of the main line.
    let strict = read_games(text, ReadOptions::strict())
        .next()
        .expect("a game");
    let error = strict.error.expect("an error");
    assert!(matches!(error.kind, ErrorKind::Move { .. }), "{error}");
    // A variation still open when the game ends is still an error.
    let open = &games("1. e4 e5 (1... c5 2. Ke3 d6 1-0\n")[0];
    assert!(matches!(
        open.error.as_ref().map(|e| &e.kind),
        Some(ErrorKind::UnclosedVariation)
    ));
}

#[test]
fn pgn_a_tag_given_twice_is_written_twice() {
    // Not dropped by the writer (`arbiter convert` must lose no tag).
    let game = &games("[Event \"a\"]\n[Event \"b\"]\n[Annotator \"x\"]\n\n1. e4 *\n")[0];
    let written = write_game(game, &WriteOptions::default());
    assert!(written.starts_with("[Event \"a\"]\n"), "{written}");
    assert!(written.contains("[Event \"b\"]\n"), "{written}");
    assert!(written.contains("[Annotator \"x\"]\n"), "{written}");
}

/// A random game's moves in SAN, from a seed.
fn random_game(seed: u64, plies: usize) -> Vec<String> {
    let mut pos = Chess::default();
    let mut state = seed | 1;
    let mut sans = Vec::new();
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let mv = moves[(state % moves.len() as u64) as usize];
        sans.push(shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut pos, mv).to_string());
    }
    sans
}

proptest! {
    #![proptest_config(crate::proptest_config(200))]

    /// An annotation cannot change the game: a variation holding a move that cannot be read,
    /// put after any move of a game, leaves the main line as read without it.
    #[test]
    fn pgn_a_broken_variation_anywhere_leaves_the_main_line_as_it_is(
        seed in any::<u64>(),
        plies in 1usize..60,
        at in any::<prop::sample::Index>(),
        broken in prop::sample::select(vec!["Ke9", "Qxh9", "e5e5", "Ke3", "O-O-O", "zz"]),
    ) {
        let sans = random_game(seed, plies);
        let at = at.index(sans.len());
        let plain = sans.join(" ");
        let mut annotated = sans.clone();
        annotated[at] = format!("{} ( {} {broken} (e4) {}) {{ after }}", sans[at], sans[at], sans[at]);
        let annotated = annotated.join(" ");
        let expected = &games(&format!("{plain} *"))[0];
        let read = &games(&format!("{annotated} *"))[0];
        prop_assert!(expected.error.is_none());
        prop_assert!(read.error.is_none(), "{:?} in {}", read.error, annotated);
        let main = |g: &Game| g.moves.iter().map(|m| m.mv).collect::<Vec<_>>();
        prop_assert_eq!(main(read), main(expected));
        prop_assert_eq!(&read.moves[at].comments, &vec!["after".to_owned()]);
    }
}
