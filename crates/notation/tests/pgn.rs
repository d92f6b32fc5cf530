//! PGN reading and writing (the PGN standard's export format; Annex C.12 draw offers; `[%clk]`).

use std::path::PathBuf;

use notation::pgn::{
    ErrorKind, Game, GameResult, MAX_VARIATION_DEPTH, PlayedMove, ReadOptions, WarningKind,
    WriteOptions, read_games, write_game,
};
use notation::{Language, MoveError};

fn data(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A move with the place it was written at forgotten: what must survive a round trip.
fn essence(moves: &[PlayedMove]) -> Vec<PlayedMove> {
    moves
        .iter()
        .map(|m| {
            let mut m = m.clone();
            m.line = 0;
            m.column = 0;
            for v in &mut m.variations {
                v.moves = essence(&v.moves);
            }
            m
        })
        .collect()
}

/// Reading, writing and reading again gives the same game; writing it again gives the same text.
fn assert_round_trip(game: &Game) {
    let written = write_game(game, &WriteOptions::default());
    // A tag pair is one line whatever its length; movetext lines are at most 80 characters.
    assert!(
        written
            .lines()
            .all(|l| l.starts_with('[') || l.chars().count() <= 80),
        "lines of at most 80 characters:\n{written}"
    );
    let again = read_games(&written, ReadOptions::strict())
        .next()
        .expect("the written game");
    assert!(again.error.is_none(), "{:?}\n{written}", again.error);
    assert_eq!(essence(&again.moves), essence(&game.moves), "{written}");
    assert_eq!(again.comments, game.comments);
    // A missing result is written `*` (a repair the reader warned about).
    let result = |g: &Game| g.recorded_result().unwrap_or(GameResult::Unknown);
    assert_eq!(result(&again), result(game));
    for (name, value) in &game.tags {
        if name != "Result" {
            assert_eq!(again.tag(name), Some(value.as_str()), "tag {name}");
        }
    }
    assert_eq!(write_game(&again, &WriteOptions::default()), written);
}

#[test]
fn pgn_every_game_of_the_corpus_round_trips() {
    let mut count = 0;
    for file in ["annotated.pgn", "national.pgn"] {
        for game in read_games(&data(file), ReadOptions::default()) {
            assert!(game.error.is_none(), "{file}: {:?}", game.error);
            assert_round_trip(&game);
            count += 1;
        }
    }
    // The arbiter's check corpus, where present.
    let check = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../cli/tests/data/check");
    if let Ok(entries) = std::fs::read_dir(&check) {
        for entry in entries.flatten() {
            let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
            for game in read_games(&text, ReadOptions::default()) {
                if game.error.is_none() {
                    assert_round_trip(&game);
                    count += 1;
                }
            }
        }
    }
    assert!(count >= 7, "{count}");
}

#[test]
fn pgn_tags_comments_nags_variations_and_clocks() {
    let games: Vec<Game> = read_games(&data("annotated.pgn"), ReadOptions::default()).collect();
    assert_eq!(games.len(), 3);
    let immortal = &games[0];
    assert_eq!(immortal.tag("White"), Some("Anderssen, Adolf"));
    assert_eq!(immortal.comments, ["The Immortal Game."]);
    assert_eq!(immortal.moves.len(), 45);
    assert_eq!(immortal.moves[7].nags, [6]);
    assert_eq!(immortal.moves[7].clock_ms, Some(3_540_000));
    assert_eq!(immortal.moves[34].nags, [3], "18. Bd6 !!");
    let variation = &immortal.moves[34].variations[0];
    assert_eq!(variation.moves.len(), 3);
    assert_eq!(variation.moves[0].comments, ["is sounder"]);
    assert_eq!(variation.moves[2].variations[0].moves.len(), 1);
    assert_eq!(immortal.result, Some(GameResult::WhiteWins));
    assert!(immortal.warnings.is_empty(), "{:?}", immortal.warnings);

    let clocks = &games[2];
    assert_eq!(clocks.moves[0].clock_ms, Some(5_425_000));
    assert_eq!(clocks.moves[0].elapsed_ms, Some(5_000));
    assert_eq!(clocks.moves[1].clock_ms, Some(5_420_500));
    // Annex C.12: `{(=)}`, `(=)` and `(=)` inside a comment are all draw offers.
    let offers: Vec<usize> = (0..clocks.moves.len())
        .filter(|&i| clocks.moves[i].draw_offer)
        .collect();
    assert_eq!(offers, [2, 4, 5]);
    assert_eq!(clocks.moves[6].comments, ["a rest-of-line comment"]);
}

#[test]
fn pgn_repairs_are_warned_and_strict_refuses_them() {
    let games: Vec<Game> = read_games(&data("national.pgn"), ReadOptions::default()).collect();
    assert_eq!(games.len(), 4);
    for game in &games {
        assert!(game.error.is_none(), "{:?}", game.error);
    }
    assert_eq!(games[0].languages.single(), Some(Language::French));
    assert_eq!(games[1].languages.single(), Some(Language::German));
    let repaired = |g: &Game| {
        g.warnings
            .iter()
            .filter(|w| matches!(w.kind, WarningKind::Repaired { .. }))
            .count()
    };
    assert!(repaired(&games[0]) >= 10);
    assert_eq!(repaired(&games[2]), 1, "the figurine");
    assert!(
        games[3]
            .warnings
            .iter()
            .any(|w| w.kind == WarningKind::MissingResult)
    );
    // Strict: national letters are no English SAN, and every other repair is refused.
    for game in read_games(&data("national.pgn"), ReadOptions::strict()) {
        assert!(matches!(
            game.error.map(|e| e.kind),
            Some(ErrorKind::Strict(_) | ErrorKind::Move { .. })
        ));
    }
}

#[test]
fn pgn_errors_carry_line_and_column_and_reading_goes_on() {
    let games: Vec<Game> = read_games(&data("errors.pgn"), ReadOptions::default()).collect();
    assert_eq!(games.len(), 5);
    let located = |g: &Game| {
        let e = g.error.as_ref().expect("an error");
        (e.line, e.column, e.ply)
    };
    assert_eq!(located(&games[0]), (4, 13, Some(3)));
    assert!(matches!(
        &games[0].error.as_ref().map(|e| &e.kind),
        Some(ErrorKind::Move {
            error: MoveError::Illegal { .. },
            ..
        })
    ));
    assert_eq!(located(&games[1]), (9, 7, Some(2)));
    assert!(matches!(
        &games[2].error.as_ref().map(|e| &e.kind),
        Some(ErrorKind::Move { error: MoveError::Ambiguous { candidates, .. }, .. }) if candidates.len() == 2
    ));
    assert!(matches!(
        &games[3].error.as_ref().map(|e| &e.kind),
        Some(ErrorKind::UnterminatedComment)
    ));
    assert!(games[4].error.is_none());
    assert_eq!(games[4].moves.len(), 1);
}

/// `levels` variations, each inside the one before: `1. e4 (1. d4 (1. d4 ... ) ) *`.
fn nested(levels: usize) -> String {
    format!(
        "[Event \"deep\"]\n\n1. e4 {} {} *\n",
        "(1. d4 ".repeat(levels),
        ")".repeat(levels)
    )
}

/// Regression: 200,000 nested variations overflowed the stack (the reader recurses once a
/// level). They are an error located at the variation too many; the next game still reads.
#[test]
fn pgn_variations_nested_too_deep_are_an_error_and_the_next_game_reads() {
    let text = format!("{}\n[Event \"next\"]\n\n1. e4 e5 *\n", nested(200_000));
    let games: Vec<Game> = read_games(&text, ReadOptions::default()).collect();
    assert_eq!(games.len(), 2);
    let error = games[0].error.as_ref().expect("too deep");
    assert_eq!(
        error.kind,
        ErrorKind::TooDeep {
            depth: MAX_VARIATION_DEPTH
        }
    );
    // The opening parenthesis of level 257: `1. e4 ` then 256 times `(1. d4 `.
    assert_eq!((error.line, error.column), (3, 7 + 7 * MAX_VARIATION_DEPTH));
    assert_eq!(games[0].moves.len(), 1);
    assert_eq!(games[1].tag("Event"), Some("next"));
    assert!(games[1].error.is_none(), "{:?}", games[1].error);
    assert_eq!(games[1].moves.len(), 2);
    // As deep as allowed reads, and writes back.
    let game = read_games(&nested(MAX_VARIATION_DEPTH), ReadOptions::default())
        .next()
        .expect("game");
    assert!(game.error.is_none(), "{:?}", game.error);
    let mut depth = 0;
    let mut moves = &game.moves;
    while let Some(variation) = moves.last().and_then(|m| m.variations.first()) {
        depth += 1;
        moves = &variation.moves;
    }
    assert_eq!(depth, MAX_VARIATION_DEPTH);
    assert_round_trip(&game);
}
