//! Article 6.7 (default time), Article 7 (irregularities: 7.1–7.5), A.5.2 and 1997 C.3, driven
//! only through the event contract: a `Config` and `Event`s in, a `State` after each.

use crate::common::{articles, clocks, error_code, ev, last, mv, outcome, points, replay as run};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const AFTER_E4_E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

/// `start` at 0, then the moves of `sans` alternately from White, one a second.
fn opening(sans: &str) -> Vec<String> {
    let mut events = vec![ev(0, r#""type":"start""#)];
    for (i, san) in sans.split_whitespace().enumerate() {
        let by = if i % 2 == 0 { "white" } else { "black" };
        events.push(mv(1000 * (i as u64 + 1), by, san));
    }
    events
}

/// Ten moves each, knights only, so that no position repeats five times.
const TEN_EACH: &str = "Nf3 Nf6 Nc3 Nc6 Nb5 Nb4 Nbd4 Nbd5 Nb3 Nb6 \
                        Nbd4 Nbd5 Nb5 Nb4 Nc3 Nc6 Nb1 Nb8 Ng1 Ng8";

// --- 6.7 Default time -------------------------------------------------------------------------

#[test]
fn art_6_7_1_a_player_absent_after_the_default_time_loses_by_forfeit() {
    let config = r#"{"time_control":"5400+30","regulations":{"default_time_ms":1800000}}"#;
    let events = [
        ev(0, r#""type":"start""#),
        mv(600_000, "white", "e4"),
        ev(
            1_000_000,
            r#""type":"arbiter","action":"forfeit","by":"black""#,
        ),
        ev(
            1_800_000,
            r#""type":"arbiter","action":"forfeit","by":"black""#,
        ),
    ];
    let (_, states) = run(config, &events);
    // Before the default time has passed nobody can be declared absent.
    assert_eq!(error_code(&states[2]), Some("too_early"));
    assert!(states[2].result.is_none());
    // At the default time, the absent Black loses by forfeit: +/-.
    let s = &states[3];
    assert_eq!(outcome(s), ("+/-".into(), "forfeit".into(), "6.7.1".into()));
    assert_eq!(points(s), (1.0, 0.0));
    assert_eq!(s.clock.as_ref().and_then(|c| c.running), None);
}

#[test]
fn art_6_7_1_with_a_zero_default_time_absent_players_lose_at_once() {
    // 6.7.1: no default time given means zero; the commentary: the arbiter declares the game
    // lost for the players not present at the start of the round. Both absent: -/-.
    let (_, states) = run(
        r#"{"time_control":"5400+30"}"#,
        &[ev(0, r#""type":"arbiter","action":"forfeit","by":"both""#)],
    );
    let s = last(&states);
    assert_eq!(outcome(s), ("-/-".into(), "forfeit".into(), "6.7.1".into()));
    assert_eq!(points(s), (0.0, 0.0));
    // One absent player: the opponent wins by forfeit.
    let (_, states) = run(
        r#"{"time_control":"5400+30"}"#,
        &[
            ev(0, r#""type":"start""#),
            ev(1, r#""type":"arbiter","action":"forfeit","by":"white""#),
        ],
    );
    assert_eq!(
        outcome(last(&states)),
        ("-/+".into(), "forfeit".into(), "6.7.1".into())
    );
    assert_eq!(points(last(&states)), (0.0, 1.0));
}

#[test]
fn art_6_7_2_white_loses_the_time_until_he_arrives() {
    // Neither player is present at the start: White's clock runs from the start.
    let config = r#"{"time_control":"5400+30","regulations":{"default_time_ms":1800000}}"#;
    let (_, states) = run(
        config,
        &[ev(0, r#""type":"start""#), mv(600_000, "white", "e4")],
    );
    assert_eq!(clocks(&states[0]), (5_430_000, 5_430_000));
    assert_eq!(
        states[0].clock.as_ref().and_then(|c| c.running),
        Some(game::Side::White)
    );
    // White arrives ten minutes late and moves at once: the ten minutes are his.
    assert_eq!(
        clocks(&states[1]),
        (5_430_000 - 600_000 + 30_000, 5_430_000)
    );
}

// --- 7.1–7.4 ------------------------------------------------------------------------------------

#[test]
fn art_7_1_after_a_restored_position_the_arbiter_decides_the_times_and_the_move_counter() {
    let config = r#"{"time_control":"40/5400+30:1800+30","mode":"otb"}"#;
    let mut events = opening("e4 e5");
    events.push(mv(30_000, "white", "Qa4"));
    events.push(ev(
        40_000,
        r#""type":"arbiter","action":"set_clock","white_ms":5000000,"black_ms":5500000"#,
    ));
    let (_, states) = run(config, &events);
    let restored = &states[3];
    assert_eq!(restored.fen, AFTER_E4_E5);
    // The move counter follows the restored position: White has completed one move.
    let c = restored.clock.as_ref().expect("a clock");
    assert_eq!(c.moves_to_control.white, Some(39));
    assert_eq!(c.moves_to_control.black, Some(39));
    // The arbiter sets the times he judges right (he may also leave them).
    let set = &states[4];
    assert_eq!(clocks(set), (5_000_000, 5_500_000));
    assert_eq!(articles(set), ["6.10.2"]);
    assert_eq!(set.fen, AFTER_E4_E5);
}

#[test]
fn art_7_2_1_a_wrong_initial_position_annuls_the_game_and_a_new_one_is_played() {
    let mut events = opening("e4 e5 Nf3");
    events.push(ev(
        10_000,
        r#""type":"arbiter","action":"wrong_start_position""#,
    ));
    events.push(ev(20_000, r#""type":"start""#));
    events.push(mv(21_000, "white", "d4"));
    let (_, states) = run(r#"{"time_control":"5400+30"}"#, &events);
    let annulled = &states[4];
    assert_eq!(articles(annulled), ["7.2.1"]);
    assert_eq!((annulled.ply, annulled.fen.as_str()), (0, START));
    assert!(!annulled.started);
    assert!(annulled.result.is_none());
    // The new game starts afresh, with full clocks.
    let new = last(&states);
    assert_eq!(new.ply, 1);
    assert_eq!(new.last_move.as_ref().map(|m| m.san.as_str()), Some("d4"));
    assert_eq!(clocks(new), (5_430_000 - 1000 + 30_000, 5_430_000));

    // The commentary: found after the game, the result stands.
    let mut events = opening("f3 e5 g4 Qh4#");
    events.push(ev(
        10_000,
        r#""type":"arbiter","action":"wrong_start_position""#,
    ));
    let (_, states) = run("{}", &events);
    assert_eq!(error_code(last(&states)), Some("game_over"));
    assert_eq!(outcome(last(&states)).1, "checkmate");
}

#[test]
fn art_7_3_colours_reversed_before_black_s_tenth_move_a_new_game_with_the_colours_correct() {
    let config = r#"{"time_control":"5400+30","white":"Ann","black":"Bob"}"#;
    // Nine moves by Black, ten by White.
    let sans: Vec<&str> = TEN_EACH.split_whitespace().take(19).collect();
    let mut events = opening(&sans.join(" "));
    events.push(ev(
        30_000,
        r#""type":"arbiter","action":"colours_reversed""#,
    ));
    let (game, states) = run(config, &events);
    let s = last(&states);
    assert_eq!(articles(s), ["7.3"]);
    assert_eq!((s.ply, s.fen.as_str(), s.started), (0, START, false));
    // The new game has the names the other way round.
    assert_eq!(
        (game.config().white.as_str(), game.config().black.as_str()),
        ("Bob", "Ann")
    );
    let pgn = game.to_pgn();
    assert!(
        pgn.contains("[White \"Bob\"]") && pgn.contains("[Black \"Ann\"]"),
        "{pgn}"
    );
}

#[test]
fn art_7_3_after_ten_moves_each_the_game_goes_on() {
    let config = r#"{"time_control":"5400+30","white":"Ann","black":"Bob"}"#;
    let mut events = opening(TEN_EACH);
    events.push(ev(
        30_000,
        r#""type":"arbiter","action":"colours_reversed""#,
    ));
    let (game, states) = run(config, &events);
    let s = last(&states);
    assert!(s.error.is_none());
    assert_eq!(articles(s), ["7.3"]);
    assert_eq!((s.ply, s.started), (20, true));
    assert!(s.result.is_none());
    assert_eq!(game.config().white, "Ann");

    // The commentary: a game ended before the tenth move keeps its result.
    let mut events = opening("f3 e5 g4 Qh4#");
    events.push(ev(
        10_000,
        r#""type":"arbiter","action":"colours_reversed""#,
    ));
    let (_, states) = run(config, &events);
    assert_eq!(error_code(last(&states)), Some("game_over"));
    assert_eq!(outcome(last(&states)).0, "0-1");
}

#[test]
fn art_7_4_2_a_player_pauses_the_clock_and_calls_the_arbiter() {
    let mut events = opening("e4");
    events.push(ev(5_000, r#""type":"pause","by":"black""#));
    events.push(mv(6_000, "black", "e5"));
    events.push(ev(
        65_000,
        r#""type":"arbiter","action":"penalty","against":"white","kind":"add_time","ms":30000"#,
    ));
    events.push(ev(70_000, r#""type":"resume""#));
    events.push(mv(75_000, "black", "e5"));
    let (_, states) = run(r#"{"time_control":"5400+30","mode":"otb"}"#, &events);
    let paused = &states[2];
    assert_eq!(articles(paused), ["6.11.2"]);
    let c = paused.clock.as_ref().expect("a clock");
    assert!(c.paused);
    assert_eq!(c.running, None);
    // Nothing is played while the clock is paused.
    assert_eq!(error_code(&states[3]), Some("paused"));
    // 7.4.3: the arbiter may penalise the player who displaced the pieces (12.9.2 here).
    assert_eq!(articles(&states[4]), ["12.9.2"]);
    assert_eq!(articles(&states[5]), ["6.11.3"]);
    // Black's clock stood still from 5 s to 70 s: he used 4 s before and 5 s after.
    assert_eq!(
        clocks(last(&states)),
        (5_459_000, 5_430_000 - 4_000 + 30_000 - 5_000 + 30_000)
    );
}

// --- 7.5 Illegal moves --------------------------------------------------------------------------

#[test]
fn art_7_5_1_an_illegal_move_is_taken_back_and_the_piece_moved_must_move() {
    let config = r#"{"time_control":"5400+30","mode":"otb"}"#;
    let mut events = opening("e4 e5");
    events.push(mv(3_000, "white", "Qa4"));
    events.push(mv(4_000, "white", "Nf3"));
    events.push(mv(5_000, "white", "Qf3"));
    let (_, states) = run(config, &events);
    let s = &states[3];
    assert_eq!(articles(s), ["7.5.1", "7.5.1", "7.5.5"]);
    // The position before the illegal move is restored, White is on move again.
    assert_eq!(
        (s.fen.as_str(), s.ply, s.to_move),
        (AFTER_E4_E5, 2, game::Side::White)
    );
    // 4.3 through 7.5.1: the queen touched must be moved.
    let bound = s.must_move.as_ref().expect("the queen is bound");
    assert_eq!(
        (
            bound.by,
            bound.piece_on.as_str(),
            bound.uci.as_deref(),
            bound.article.as_str()
        ),
        (game::Side::White, "d1", None, "7.5.1")
    );
    assert_eq!(error_code(&states[4]), Some("bound_move"));
    assert_eq!(
        states[5].last_move.as_ref().map(|m| m.san.as_str()),
        Some("Qf3")
    );
    assert!(states[5].must_move.is_none());

    // Online, an illegal move is refused and changes nothing.
    let mut events = opening("e4 e5");
    events.push(mv(3_000, "white", "Qa4"));
    let (_, states) = run(r#"{"time_control":"5400+30"}"#, &events);
    let s = last(&states);
    assert_eq!(error_code(s), Some("illegal_move"));
    assert_eq!((s.fen.as_str(), s.illegal_moves.white), (AFTER_E4_E5, 0));
    assert!(s.must_move.is_none());
}

#[test]
fn art_7_5_1_an_illegal_rook_move_written_in_english_binds_the_rook() {
    // "Rb2" with the only rook on a1: in English (the PGN standard's letters, which the reader
    // prefers) R is the rook, and the rook, which has legal moves, must be moved (4.3).
    let config =
        r#"{"time_control":"5400+30","mode":"otb","start_fen":"4k3/8/8/8/8/8/8/R3K3 w - - 0 1"}"#;
    let (_, states) = run(
        config,
        &[ev(0, r#""type":"start""#), mv(1_000, "white", "Rb2")],
    );
    let s = last(&states);
    assert_eq!(s.illegal_moves.white, 1);
    assert_eq!(
        s.must_move.as_ref().map(|b| b.piece_on.as_str()),
        Some("a1"),
        "{:?}",
        s.notices
    );
}

#[test]
fn art_7_5_2_a_pawn_left_on_the_last_rank_becomes_a_queen_and_the_move_is_illegal() {
    let config =
        r#"{"time_control":"5400+30","mode":"otb","start_fen":"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"}"#;
    let events = [ev(0, r#""type":"start""#), mv(1_000, "white", "b8")];
    let (_, states) = run(config, &events);
    let s = last(&states);
    assert!(s.error.is_none(), "{:?}", s.error);
    assert_eq!(s.fen, "1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(s.last_move.as_ref().map(|m| m.uci.as_str()), Some("b7b8q"));
    assert_eq!(articles(s), ["7.5.2", "7.5.5"]);
    assert_eq!(s.illegal_moves.white, 1);
    // White pressed (and got his increment); Black gets two minutes (7.5.5).
    assert_eq!(clocks(s), (5_430_000 - 1_000 + 30_000, 5_430_000 + 120_000));

    // Online the promotion must name its piece: refused.
    let config = r#"{"time_control":"5400+30","start_fen":"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"}"#;
    let (_, states) = run(config, &events);
    assert_eq!(error_code(last(&states)), Some("ambiguous_move"));
    assert_eq!(last(&states).ply, 0);
}

#[test]
fn art_7_5_3_pressing_the_clock_without_moving_is_an_illegal_move() {
    let mut events = opening("e4");
    events.push(mv(5_000, "black", "--"));
    let (_, states) = run(r#"{"time_control":"5400+30","mode":"otb"}"#, &events);
    let s = last(&states);
    assert_eq!(articles(s), ["7.5.3", "7.5.5"]);
    assert_eq!((s.ply, s.to_move), (1, game::Side::Black));
    assert_eq!(s.illegal_moves, game::BySide { white: 0, black: 1 });
    assert_eq!(clocks(s), (5_459_000 + 120_000, 5_430_000 - 4_000));

    // Online a press without a move is refused.
    let (_, states) = run(r#"{"time_control":"5400+30"}"#, &events);
    assert_eq!(error_code(last(&states)), Some("no_move"));
    assert_eq!(last(&states).illegal_moves.black, 0);
}

#[test]
fn art_7_5_4_a_move_made_with_both_hands_is_penalised_as_an_illegal_move() {
    let mut events = opening("e4");
    let two_hands =
        r#""type":"arbiter","action":"penalty","against":"white","kind":"illegal_move""#;
    events.push(ev(2_000, two_hands));
    events.push(mv(3_000, "black", "e5"));
    events.push(mv(4_000, "white", "Nf3"));
    events.push(ev(5_000, two_hands));
    let (_, states) = run(r#"{"time_control":"5400+30","mode":"otb"}"#, &events);
    let first = &states[2];
    assert_eq!(articles(first), ["7.5.5"]);
    assert!(
        first.notices[0].text.contains("7.5.4"),
        "{:?}",
        first.notices
    );
    // The move itself was legal: it stays on the board.
    assert_eq!(first.ply, 1);
    assert_eq!(first.illegal_moves.white, 1);
    assert_eq!(clocks(first), (5_459_000, 5_430_000 - 1_000 + 120_000));
    // The second such move loses.
    let s = last(&states);
    assert_eq!(
        outcome(s),
        ("0-1".into(), "illegal_moves".into(), "7.5.5".into())
    );
}

#[test]
fn art_7_5_5_the_first_illegal_move_gives_two_minutes_the_second_loses() {
    let mut events = opening("e4 e5");
    events.push(mv(3_000, "white", "Qa4"));
    events.push(mv(4_000, "white", "Qh5"));
    events.push(mv(5_000, "black", "Ke6"));
    events.push(mv(6_000, "black", "Ke6"));
    let (_, states) = run(r#"{"time_control":"5400+30","mode":"otb"}"#, &events);
    let first = &states[3];
    assert_eq!(first.illegal_moves.white, 1);
    assert_eq!(clocks(first), (5_459_000 - 1_000, 5_459_000 + 120_000));
    assert!(first.result.is_none());
    let black_first = &states[5];
    assert_eq!(
        black_first.illegal_moves,
        game::BySide { white: 1, black: 1 }
    );
    assert!(black_first.result.is_none());
    let s = last(&states);
    assert_eq!(
        outcome(s),
        ("1-0".into(), "illegal_moves".into(), "7.5.5".into())
    );
    assert_eq!(points(s), (1.0, 0.0));
    assert_eq!(s.illegal_moves.black, 2);
}

#[test]
fn art_7_5_5_the_second_illegal_move_draws_when_the_opponent_cannot_mate() {
    // White has a rook, Black a bare king: Black cannot mate by any series of legal moves.
    let config =
        r#"{"time_control":"5400+30","mode":"otb","start_fen":"4k3/8/8/8/8/8/8/R3K3 w - - 0 1"}"#;
    let events = [
        ev(0, r#""type":"start""#),
        mv(1_000, "white", "Rb2"),
        mv(2_000, "white", "Rc3"),
    ];
    let (_, states) = run(config, &events);
    assert_eq!(states[1].illegal_moves.white, 1);
    let s = last(&states);
    assert_eq!(
        outcome(s),
        ("1/2-1/2".into(), "illegal_moves".into(), "7.5.5".into())
    );
    assert_eq!(points(s), (0.5, 0.5));
}

// --- A.5.2 and 1997 C.3 -------------------------------------------------------------------------

/// Rapid (15 min + 10 s), Annex A.5, over the board.
const RAPID_A5: &str = r#"{"time_control":"900+10","mode":"otb","regulations":{"annex":"A.5"}}"#;

#[test]
fn a_5_2_an_illegal_move_claimed_before_the_opponent_moves_is_corrected_with_one_minute() {
    let mut events = opening("e4 e5");
    events.push(mv(3_000, "white", "Qa4"));
    events.push(ev(4_000, r#""type":"claim_illegal","by":"black""#));
    let (_, states) = run(RAPID_A5, &events);
    // The move stands on the board until the claim.
    let stood = &states[3];
    assert_eq!(articles(stood), ["A.5.2"]);
    assert_eq!(
        stood.fen,
        "rnbqkbnr/pppp1ppp/8/4p3/Q3P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2"
    );
    assert_eq!(
        (stood.to_move, stood.illegal_moves.white),
        (game::Side::Black, 0)
    );
    // The claim: the position before it is restored, the claimant gets one minute (A.3).
    let s = last(&states);
    assert_eq!(articles(s), ["A.5.2", "7.5.1", "7.5.5, A.3"]);
    assert_eq!(
        (s.fen.as_str(), s.ply, s.to_move),
        (AFTER_E4_E5, 2, game::Side::White)
    );
    assert_eq!(s.illegal_moves.white, 1);
    // The displayed times are left as they are (7.1), plus the minute.
    assert_eq!(clocks(s), (928_000, 919_000 - 1_000 + 60_000));
}

#[test]
fn a_5_2_once_the_opponent_has_moved_the_illegal_move_stands() {
    let mut events = opening("e4 e5");
    events.push(mv(3_000, "white", "Qa4"));
    events.push(mv(4_000, "black", "Nc6"));
    events.push(ev(5_000, r#""type":"claim_illegal","by":"black""#));
    events.push(mv(7_000, "white", "Qxa7"));
    let (_, states) = run(RAPID_A5, &events);
    assert_eq!(articles(&states[4]), ["A.5.2"]);
    assert_eq!(
        states[4].fen,
        "r1bqkbnr/pppp1ppp/2n5/4p3/Q3P3/8/PPPP1PPP/RNB1KBNR w KQkq - 2 3"
    );
    // Too late for a claim.
    assert_eq!(error_code(&states[5]), Some("no_illegal_move"));
    assert_eq!(states[5].illegal_moves.white, 0);
    // The game goes on from the position the illegal move made.
    let s = last(&states);
    assert!(s.error.is_none());
    assert_eq!(
        s.fen,
        "r1bqkbnr/Qppp1ppp/2n5/4p3/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0 3"
    );
    assert_eq!(s.illegal_moves.white, 0);
}

#[test]
fn a_5_2_the_arbiter_who_sees_the_illegal_move_applies_7_5_5_before_the_opponent_moves() {
    let mut events = opening("e4 e5");
    events.push(mv(3_000, "white", "Qa4"));
    events.push(ev(
        4_000,
        r#""type":"arbiter","action":"penalty","against":"white","kind":"illegal_move""#,
    ));
    let (_, states) = run(RAPID_A5, &events);
    let s = last(&states);
    assert_eq!(articles(s), ["A.5.2", "7.5.1", "7.5.5, A.3"]);
    assert_eq!(
        (s.fen.as_str(), s.to_move),
        (AFTER_E4_E5, game::Side::White)
    );
    assert_eq!(s.illegal_moves.white, 1);
    assert_eq!(clocks(s), (928_000, 919_000 - 1_000 + 60_000));
}

#[test]
fn a_5_2_the_move_replacing_a_claimed_illegal_move_is_bound_by_touch_move() {
    // A.5.2 applies 7.5.5 to "the situations of 7.5.1", which says that Articles 4.3 and 4.7
    // apply to the move replacing the illegal one: the queen must move, as in 7.5.1.
    let mut events = opening("e4 e5");
    events.push(mv(3_000, "white", "Qa4"));
    events.push(ev(4_000, r#""type":"claim_illegal","by":"black""#));
    events.push(mv(5_000, "white", "Nf3"));
    let (_, states) = run(RAPID_A5, &events);
    let restored = &states[4];
    let bound = restored.must_move.as_ref().map(|b| b.piece_on.as_str());
    assert_eq!(bound, Some("d1"), "the queen that moved illegally is bound");
    assert_eq!(error_code(last(&states)), Some("bound_move"));
}

/// Blitz under the 1997 Laws (five minutes), over the board.
const BLITZ_1997: &str = r#"{"edition":"fide-1997","time_control":"300","mode":"otb"}"#;

#[test]
fn fide_1997_c_3_the_opponent_claims_an_illegal_move_and_wins() {
    let mut events = opening("e4 e5");
    events.push(mv(3_000, "white", "Qa4"));
    events.push(ev(4_000, r#""type":"claim_illegal","by":"black""#));
    let (_, states) = run(BLITZ_1997, &events);
    assert_eq!(states[0].category, "blitz");
    assert_eq!(articles(&states[3]), ["1997 C.3"]);
    let s = last(&states);
    assert_eq!(
        outcome(s),
        ("0-1".into(), "illegal_moves".into(), "1997 C.3".into())
    );
    assert_eq!(points(s), (0.0, 1.0));

    // Once the opponent has moved, the illegal move can no longer be corrected.
    let mut events = opening("e4 e5");
    events.push(mv(3_000, "white", "Qa4"));
    events.push(mv(4_000, "black", "Nc6"));
    events.push(ev(5_000, r#""type":"claim_illegal","by":"black""#));
    let (_, states) = run(BLITZ_1997, &events);
    assert_eq!(error_code(last(&states)), Some("no_illegal_move"));
    assert!(last(&states).result.is_none());
}

#[test]
fn fide_1997_c_3_a_claimant_who_cannot_mate_gets_a_draw() {
    let config = r#"{"edition":"fide-1997","time_control":"300","mode":"otb","start_fen":"4k3/8/8/8/8/8/8/R3K3 w - - 0 1"}"#;
    let events = [
        ev(0, r#""type":"start""#),
        mv(1_000, "white", "Ra1-b2"),
        ev(2_000, r#""type":"claim_illegal","by":"black""#),
    ];
    let (_, states) = run(config, &events);
    assert_eq!(
        outcome(last(&states)),
        ("1/2-1/2".into(), "illegal_moves".into(), "1997 C.3".into())
    );
}

#[test]
fn fide_1997_c_3_a_move_that_leaves_the_king_in_check_can_be_claimed_too() {
    // White is in check from the rook on e2 and plays a rook move that does not parry it: the
    // commonest illegal move in blitz. 1997 C.3 knows no exception: Black may claim the game.
    let config = r#"{"edition":"fide-1997","time_control":"300","mode":"otb","start_fen":"4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1"}"#;
    let events = [
        ev(0, r#""type":"start""#),
        mv(1_000, "white", "Ra1-a8+"),
        ev(2_000, r#""type":"claim_illegal","by":"black""#),
    ];
    let (_, states) = run(config, &events);
    assert!(
        !articles(&states[1]).iter().any(|a| a.starts_with("7.5")),
        "the 2023 Art. 7.5 is no rule of the 1997 blitz appendix: {:?}",
        states[1].notices
    );
    assert_eq!(states[1].illegal_moves.white, 0, "no 2023 time penalty");
    let s = last(&states);
    assert_eq!(
        s.result
            .as_ref()
            .map(|o| (o.result.to_string(), o.article.clone())),
        Some(("0-1".to_owned(), "1997 C.3".to_owned()))
    );
}

/// Issue 22 (debatable), the 7.5.5 commentary: "quand 2 actions illégales se produisent lors d'un
/// même coup (par exemple, un roque illégal et joué à deux mains [...]), cela compte pour un (1)
/// seul coup illégal et la partie ne doit pas être déclarée terminée juste pour cela". White
/// castles illegally (the bishop is still on f1) with both hands: one illegal move, not two.
#[test]
fn art_7_5_5_two_irregularities_in_one_move_count_as_one_illegal_move() {
    let mut events = opening("e4 e5 Nf3 Nc6");
    events.push(mv(5_000, "white", "O-O"));
    let two_hands =
        r#""type":"arbiter","action":"penalty","against":"white","kind":"illegal_move""#;
    events.push(ev(5_500, two_hands));
    // The king, touched, must move (7.5.1, 4.3).
    events.push(mv(6_000, "white", "Ke2"));
    events.push(mv(7_000, "black", "Nf6"));
    // A second illegal move, in another move: that one loses.
    events.push(mv(8_000, "white", "Bb5"));
    let (_, states) = run(r#"{"time_control":"5400+30","mode":"otb"}"#, &events);
    let castled = &states[5];
    assert_eq!(castled.illegal_moves.white, 1);
    let hands = &states[6];
    assert!(hands.error.is_none());
    assert!(hands.result.is_none(), "{:?}", hands.result);
    assert_eq!(hands.illegal_moves.white, 1, "counted once");
    assert_eq!(clocks(hands).1, clocks(castled).1, "no second penalty");
    assert_eq!(articles(hands), ["7.5.5"]);
    assert!(states[7].error.is_none());
    let s = last(&states);
    assert_eq!(
        outcome(s),
        ("0-1".into(), "illegal_moves".into(), "7.5.5".into())
    );
}
