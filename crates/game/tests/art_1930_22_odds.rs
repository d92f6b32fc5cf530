//! Odds games (1930 Art. 22, 1928 Par. 22) through the event contract: a `Config` with `odds`
//! and `Event`s in, a `State` after each, and the game's PGN.

use game::{Config, ConfigError, Game, Side, State};
use notation::pgn::{ReadOptions, WriteOptions, read_games, write_game};
use shakmaty::{Move, Square};

use crate::common::{articles, error_code, ev, last, mv, replay, states as run};

/// `start` at 0, then `moves` as `(by, text)`, one a second.
fn events(moves: &[(&str, &str)]) -> Vec<String> {
    let mut events = vec![ev(0, r#""type":"start""#)];
    for (i, (by, text)) in moves.iter().enumerate() {
        events.push(mv(1000 * (i as u64 + 1), by, text));
    }
    events
}

/// `sans` alternately from White.
fn alternate(sans: &str) -> Vec<(&str, &str)> {
    sans.split_whitespace()
        .enumerate()
        .map(|(i, san)| (if i % 2 == 0 { "white" } else { "black" }, san))
        .collect()
}

fn config(edition: &str, odds: &str, mode: &str) -> String {
    format!(
        r#"{{"edition":"{edition}","time_control":"30/7200:15/3600","mode":"{mode}","odds":"{odds}","white":"Giver","black":"Receiver"}}"#
    )
}

fn moves_to_control(state: &State) -> (Option<u32>, Option<u32>) {
    let c = state.clock.as_ref().expect("a clock");
    (c.moves_to_control.white, c.moves_to_control.black)
}

/// The PGN with its lines joined, so that a phrase split by the line width is found.
fn one_line(pgn: &str) -> String {
    pgn.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn message(state: &State) -> &str {
    state.error.as_ref().map_or("", |e| e.message.as_str())
}

/// Rook odds, White's queen's side cleared: 1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7.
const CLEARED: &str = "d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7";

#[test]
fn fide_1930_art_22_7_knight_odds_start_without_the_queens_knight_and_white_moves_first() {
    let states = run(&config("fide-1930", "knight", "online"), &events(&[]));
    let start = &states[0];
    assert_eq!(
        start.fen,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1"
    );
    assert_eq!(start.to_move, Side::White);
    let found = articles(start);
    assert!(found.contains(&"1930 22.7"), "{found:?}");
    assert!(found.contains(&"1930 4.2"), "{found:?}");
}

#[test]
fn fide_1930_art_22_6_pawn_and_move_takes_blacks_f_pawn_and_white_moves_first() {
    let states = run(
        &config("fide-1930", "pawn and move", "online"),
        &events(&[("white", "e4"), ("black", "e5")]),
    );
    assert_eq!(
        states[0].fen,
        "rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert!(articles(&states[0]).contains(&"1930 22.6"));
    assert_eq!(states[1].to_move, Side::Black);
    assert_eq!(states[2].ply, 2);
}

#[test]
fn fide_1930_art_22_2_22_3_the_receiver_plays_his_two_moves_and_the_givers_first_counts_two() {
    let states = run(
        &config("fide-1930", "pawn and two moves", "online"),
        &events(&[
            ("white", "e4"),
            ("black", "e6"),
            ("white", "d4"),
            ("black", "e6"),
            ("white", "Nf3"),
        ]),
    );
    // After White's first move given: White again, his clock still running, one move counted.
    let first = &states[1];
    assert_eq!(first.to_move, Side::White);
    assert_eq!(
        first.fen,
        "rnbqkbnr/ppppp1pp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(
        first.clock.as_ref().and_then(|c| c.running),
        Some(Side::White)
    );
    assert_eq!(moves_to_control(first), (Some(29), Some(30)));
    assert!(articles(first).contains(&"1930 22.2"));
    // Black may not move yet.
    assert_eq!(error_code(&states[2]), Some("not_your_turn"));
    // The second: now Black.
    let second = &states[3];
    assert_eq!(second.to_move, Side::Black);
    assert_eq!(moves_to_control(second), (Some(28), Some(30)));
    assert_eq!(
        second.clock.as_ref().map(|c| c.white_ms),
        Some(7_200_000 - 3_000)
    );
    // Black's first move counts as two (22.3).
    let reply = &states[4];
    assert_eq!(error_code(reply), None);
    assert_eq!(moves_to_control(reply), (Some(28), Some(28)));
    assert!(articles(reply).contains(&"1930 22.3"));
    assert_eq!(
        reply.fen,
        "rnbqkbnr/pppp2pp/4p3/8/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 2"
    );
    assert_eq!(last(&states).ply, 4);
}

#[test]
fn fide_1930_art_22_4_a_move_past_the_middle_line_is_refused_online() {
    let states = run(
        &config("fide-1930", "pawn and two moves", "online"),
        &events(&[("white", "e4"), ("white", "e5"), ("white", "Bc4")]),
    );
    assert_eq!(error_code(&states[2]), Some("illegal_move"));
    assert!(
        message(&states[2]).contains("1930 22.4"),
        "{}",
        message(&states[2])
    );
    assert_eq!(states[2].ply, 1);
    assert_eq!(error_code(&states[3]), None);
    assert_eq!(states[3].to_move, Side::Black);
}

#[test]
fn fide_1930_art_17_a_move_past_the_middle_line_over_the_board_is_taken_back_and_the_piece_played()
{
    let states = run(
        &config("fide-1930", "pawn and two moves", "otb"),
        &events(&[
            ("white", "e4"),
            ("white", "Qh5"),
            ("white", "Nf3"),
            ("white", "Qg4"),
        ]),
    );
    let taken_back = &states[2];
    assert!(
        articles(taken_back).contains(&"1930 17"),
        "{:?}",
        articles(taken_back)
    );
    assert_eq!(taken_back.ply, 1);
    let bound = taken_back.must_move.as_ref().expect("the queen must move");
    assert_eq!(bound.piece_on, "d1");
    assert_eq!(error_code(&states[3]), Some("bound_move"));
    assert_eq!(error_code(&states[4]), None);
    assert_eq!(states[4].to_move, Side::Black);
    // A pawn that can only cross has no move to be bound to (1930 Art. 17.a).
    let states = run(
        &config("fide-1930", "pawn and two moves", "otb"),
        &events(&[("white", "e4"), ("white", "e5")]),
    );
    assert!(last(&states).must_move.is_none());
}

#[test]
fn fide_1930_art_22_8_rook_odds_castle_on_the_queens_side_without_the_rook() {
    let mut moves = alternate(CLEARED);
    moves.push(("white", "O-O-O"));
    let (game, states) = replay(&config("fide-1930", "rook", "online"), &events(&moves));
    assert_eq!(
        states[0].fen,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1"
    );
    assert!(articles(&states[0]).contains(&"1930 22.8"));
    let castled = last(&states);
    assert_eq!(error_code(castled), None, "{}", message(castled));
    assert_eq!(
        castled.fen,
        "r3kbnr/pppqpppp/2n5/3p1b2/3P1B2/2N5/PPPQPPPP/2K2BNR b kq - 7 5"
    );
    let written = castled.last_move.as_ref().expect("a move");
    assert_eq!(
        (written.san.as_str(), written.uci.as_str()),
        ("O-O-O", "e1c1")
    );
    assert!(articles(castled).contains(&"1930 22.8"));
    // The PGN: its edition and odds named, from the odds' start position, the castling written
    // as castling with a comment.
    let pgn = one_line(&game.to_pgn());
    for tag in [
        "[Edition \"fide-1930\"]",
        "[Odds \"rook\"]",
        "[SetUp \"1\"]",
        "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} in {pgn}");
    }
    assert!(
        pgn.contains("Odds (Art. 1930 22): rook, given by white"),
        "{pgn}"
    );
    assert!(pgn.contains("5. O-O-O {"), "{pgn}");
    assert!(
        pgn.contains("{ castling without the queen's rook given (Art. 1930 22.8) }"),
        "{pgn}"
    );
}

#[test]
fn fide_1930_art_22_8_the_pgn_of_a_rook_odds_game_reads_back_to_the_same_moves() {
    let mut moves = alternate(CLEARED);
    moves.extend([
        ("white", "O-O-O"),
        ("black", "O-O-O"),
        ("white", "e3"),
        ("black", "e6"),
        ("white", "Nf3"),
        ("black", "Nf6"),
    ]);
    let (game, states) = replay(&config("fide-1930", "rook", "online"), &events(&moves));
    assert!(states.iter().all(|s| s.error.is_none()), "{states:?}");
    let pgn = game.to_pgn();
    let read: Vec<_> = read_games(&pgn, ReadOptions::default()).collect();
    assert_eq!(read.len(), 1, "{pgn}");
    let read = &read[0];
    assert!(read.error.is_none(), "{:?} in {pgn}", read.error);
    assert!(read.warnings.is_empty(), "{:?} in {pgn}", read.warnings);
    let played: Vec<_> = read.moves.iter().map(|m| m.mv).collect();
    assert_eq!(played, game.record().moves(), "{pgn}");
    assert_eq!(
        read.moves[8].mv,
        Move::Castle {
            king: Square::E1,
            rook: Square::A1
        }
    );
    // The reader's last position is the game's, and writing what was read gives the same text.
    let mut positions = read_games(&pgn, ReadOptions::default());
    let (_, positions) = positions.next_with_positions().expect("a game");
    assert_eq!(positions.last(), Some(game.record().position()));
    assert_eq!(write_game(read, &WriteOptions::default()), pgn);
    // Without the Odds tag a reader knows no castling without the rook: it stops there,
    // every move before it read.
    let bare = pgn.replace("[Odds \"rook\"]\n", "");
    let read = read_games(&bare, ReadOptions::default())
        .next()
        .expect("a game");
    let error = read.error.expect("O-O-O is no move of chess here");
    assert_eq!(error.ply, Some(9), "{error}");
    assert_eq!(read.moves.len(), 8);
}

#[test]
fn fide_1930_art_22_8_audit_and_audit_games_agree_on_castling_without_the_rook() {
    // `audit` plays the moves again, `audit_games` takes the reader's positions: both read the
    // castling toward the empty corner as the odds play it, to the end of the game.
    let mut moves = alternate(CLEARED);
    moves.extend([
        ("white", "O-O-O"),
        ("black", "O-O-O"),
        ("white", "e3"),
        ("black", "e6"),
    ]);
    let (game, states) = replay(&config("fide-1930", "rook", "online"), &events(&moves));
    assert!(states.iter().all(|s| s.error.is_none()), "{states:?}");
    let pgn = game.to_pgn();
    let read = read_games(&pgn, ReadOptions::default())
        .next()
        .expect("a game");
    let replayed = game::audit(&read, laws::Edition::Fide1930);
    let (_, with_positions) = game::audit_games(
        read_games(&pgn, ReadOptions::default()),
        laws::Edition::Fide1930,
    )
    .next()
    .expect("a game");
    assert!(replayed.valid, "{:?}", replayed.error);
    assert_eq!(replayed.plies, 12);
    assert_eq!(replayed, with_positions);
}

#[test]
fn fide_1930_art_22_8_castling_is_read_in_every_spelling() {
    for text in ["0-0-0", "O-O-O", "e1c1", "e1a1", "0-0-0+"] {
        let mut moves = alternate(CLEARED);
        moves.push(("white", text));
        let states = run(&config("fide-1930", "rook", "online"), &events(&moves));
        assert_eq!(
            error_code(last(&states)),
            None,
            "{text}: {}",
            message(last(&states))
        );
        assert_eq!(
            last(&states).last_move.as_ref().map(|m| m.san.as_str()),
            Some("O-O-O"),
            "{text}"
        );
    }
}

#[test]
fn fide_1930_art_22_8_the_right_is_lost_once_the_king_has_moved() {
    let line = format!("{CLEARED} Kd1 e6 Ke1 Nf6");
    let mut moves = alternate(&line);
    moves.push(("white", "O-O-O"));
    let states = run(&config("fide-1930", "rook", "online"), &events(&moves));
    let refused = last(&states);
    assert_eq!(error_code(refused), Some("illegal_move"));
    assert!(
        message(refused).contains("the king has already moved"),
        "{}",
        message(refused)
    );
    assert!(message(refused).contains("1930 8"), "{}", message(refused));
}

#[test]
fn fide_1930_art_22_8_refused_while_another_piece_stands_on_the_rooks_square() {
    // Black's bishop comes to a1.
    let mut moves = alternate("b4 g6 e3 Bg7 Ne2 Ba1");
    moves.push(("white", "O-O-O"));
    let states = run(&config("fide-1930", "rook", "online"), &events(&moves));
    let refused = last(&states);
    assert_eq!(error_code(refused), Some("illegal_move"));
    assert!(
        message(refused).contains("a1, the rook's square"),
        "{}",
        message(refused)
    );
    assert!(
        message(refused).contains("1930 22.8"),
        "{}",
        message(refused)
    );
}

#[test]
fn fide_1930_art_8_refused_in_check_or_through_an_attacked_square() {
    for (line, why) in [
        ("d4 e6 Na3 Nc6 Bf4 Nf6 Qd3 Bb4+", "in check"),
        ("d4 d5 Nc3 Nc6 Bf4 Bg4 e3 e6 Qd2 a6", "pass through d1"),
        ("b3 g6 Bb2 Bh6 Nc3 e6 d4 Nc6 Qd3 Nf6", "in check on c1"),
    ] {
        let mut moves = alternate(line);
        moves.push(("white", "O-O-O"));
        let states = run(&config("fide-1930", "rook", "online"), &events(&moves));
        let refused = last(&states);
        assert_eq!(error_code(refused), Some("illegal_move"), "{line}");
        assert!(
            message(refused).contains(why),
            "{line}: {}",
            message(refused)
        );
    }
}

#[test]
fn fide_1930_art_22_8_black_gives_rook_and_move_and_castles_without_it() {
    let mut moves = alternate("e4 d5 d4 Bf5 Nc3 Nc6 Nf3 Qd7 Be2");
    moves.push(("black", "O-O-O"));
    let states = run(
        &config("fide-1930", "rook and move", "online"),
        &events(&moves),
    );
    assert_eq!(
        states[0].fen,
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1"
    );
    let castled = last(&states);
    assert_eq!(error_code(castled), None, "{}", message(castled));
    assert!(castled.fen.starts_with("2k2bnr/"), "{}", castled.fen);
}

#[test]
fn fide_1928_par_22_rook_odds_castling_cites_the_1928_draft() {
    let mut moves = alternate(CLEARED);
    moves.push(("white", "O-O-O"));
    let states = run(&config("fide-1928", "rook", "online"), &events(&moves));
    assert!(articles(&states[0]).contains(&"1928 22"));
    assert!(articles(last(&states)).contains(&"1928 22"));
    let mut moves = alternate("d4 d5 Bf4 Bf5 Qd2 Qd7");
    moves.push(("white", "O-O-O"));
    let states = run(&config("fide-1928", "rook", "online"), &events(&moves));
    assert!(
        message(last(&states)).contains("1928 8"),
        "{}",
        message(last(&states))
    );
}

#[test]
fn fide_1930_art_22_2_the_pgn_gives_the_moves_in_a_row_in_a_comment_and_starts_after_them() {
    let (game, _) = replay(
        &config("fide-1930", "pawn and two moves", "online"),
        &events(&[
            ("white", "e4"),
            ("white", "d4"),
            ("black", "e6"),
            ("white", "Nf3"),
        ]),
    );
    let pgn = one_line(&game.to_pgn());
    assert!(
        pgn.contains("[FEN \"rnbqkbnr/ppppp1pp/8/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 1\"]"),
        "{pgn}"
    );
    assert!(
        pgn.contains("white played e4 and d4 at the start (Art. 1930 22.2)"),
        "{pgn}"
    );
    assert!(pgn.contains("1... e6"), "{pgn}");
    assert!(pgn.contains("2. Nf3"), "{pgn}");
}

#[test]
fn fide_1930_art_22_odds_are_refused_under_the_2023_laws_and_with_a_start_position() {
    let refused = |json: &str| -> ConfigError {
        let config: Config = serde_json::from_str(json).expect("contract JSON");
        Game::new(config).expect_err("refused")
    };
    for edition in ["fide-2023", "fide-1997"] {
        let e = refused(&format!(r#"{{"edition":"{edition}","odds":"knight"}}"#));
        assert_eq!(e.code(), "bad_odds");
        assert!(e.to_string().contains("no odds games"), "{e}");
    }
    let e = refused(
        r#"{"edition":"fide-1930","odds":"knight","start_fen":"8/8/8/8/8/8/8/K6k w - - 0 1"}"#,
    );
    assert_eq!(e.code(), "bad_odds");
    // 1928 Par. 22 names no default bishop.
    let e = refused(r#"{"edition":"fide-1928","odds":"bishop"}"#);
    assert_eq!(e.code(), "bad_odds");
    assert!(e.to_string().contains("1928 22"), "{e}");
    // Words that are not odds do not read as a config.
    assert!(serde_json::from_str::<Config>(r#"{"odds":"two knights"}"#).is_err());
}

#[test]
fn fide_1930_art_22_the_odds_field_is_optional_and_written_back_only_when_set() {
    let config: Config = serde_json::from_str("{}").expect("config");
    assert_eq!(config.odds, None);
    let json = serde_json::to_string(&config).expect("json");
    assert!(!json.contains("odds"), "{json}");
    let config: Config =
        serde_json::from_str(r#"{"edition":"fide-1930","odds":"Pawn & 2 moves"}"#).expect("config");
    let json = serde_json::to_string(&config).expect("json");
    assert!(json.contains(r#""odds":"pawn and two moves""#), "{json}");
    let back: Config = serde_json::from_str(&json).expect("config");
    assert_eq!(back, config);
}

#[test]
fn fide_1930_art_22_8_castling_without_the_rook_may_be_the_sealed_move() {
    let mut events = events(&alternate(CLEARED));
    events.push(ev(
        9_000,
        r#""type":"adjourn","by":"white","sealed_move":"0-0-0""#,
    ));
    events.push(ev(10_000, r#""type":"resume_adjourned""#));
    let states = run(&config("fide-1930", "rook", "online"), &events);
    let opened = last(&states);
    assert_eq!(error_code(opened), None, "{}", message(opened));
    assert_eq!(
        opened.fen,
        "r3kbnr/pppqpppp/2n5/3p1b2/3P1B2/2N5/PPPQPPPP/2K2BNR b kq - 7 5"
    );
    // A sealed move past the middle line among the moves given cannot be played (1930 17.c).
    let mut events = self::events(&[("white", "e4")]);
    events.push(ev(
        2_000,
        r#""type":"adjourn","by":"white","sealed_move":"e5""#,
    ));
    events.push(ev(3_000, r#""type":"resume_adjourned""#));
    let states = run(
        &config("fide-1930", "pawn and two moves", "online"),
        &events,
    );
    let opened = last(&states);
    assert!(
        articles(opened).contains(&"1930 17.c"),
        "{:?}",
        opened.notices
    );
    assert_eq!(
        opened.result.as_ref().map(|r| r.reason.as_str()),
        Some("sealed_move_illegal")
    );
}
