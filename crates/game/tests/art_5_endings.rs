//! Articles 1.2, 1.3, 3.10.2 and 5 through the event contract: who moves, what an illegal move
//! does online, and how the game ends on the board (checkmate, resignation, stalemate, dead
//! position, agreement). Config + events in, states out (ARCHITECTURE.md, "The game as events").

use crate::common::json::{articles, outcome, run};
use crate::common::mv;

const START: &str = r#"{"t":0,"type":"start"}"#;

#[test]
fn art_1_2_white_moves_first_then_the_players_alternate() {
    let s = run(
        r#"{"time_control":"300+0"}"#,
        &[
            START.to_owned(),
            mv(1000, "black", "e5"),
            mv(2000, "white", "e4"),
            mv(3000, "white", "d4"),
            mv(4000, "black", "e5"),
        ],
    );
    assert_eq!(s[1]["error"]["code"], "not_your_turn", "Black cannot begin");
    assert_eq!(s[1]["ply"], 0);
    assert!(s[2]["error"].is_null());
    assert_eq!(s[2]["ply"], 1);
    assert_eq!(
        s[3]["error"]["code"], "not_your_turn",
        "White cannot move twice"
    );
    assert_eq!(s[3]["ply"], 1);
    assert!(s[4]["error"].is_null());
    assert_eq!(
        s[4]["fen"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
}

#[test]
fn art_1_3_the_opponent_has_the_move_once_a_move_is_made() {
    let s = run(
        r#"{"time_control":"300+0"}"#,
        &[
            START.to_owned(),
            mv(1000, "white", "e4"),
            mv(2000, "black", "c5"),
        ],
    );
    assert_eq!(s[0]["to_move"], "white");
    assert_eq!(s[0]["clock"]["running"], "white");
    assert_eq!(s[1]["to_move"], "black");
    assert_eq!(s[1]["clock"]["running"], "black");
    assert_eq!(s[2]["to_move"], "white");
    assert_eq!(s[2]["clock"]["running"], "white");
}

#[test]
fn art_1_3_from_a_start_position_with_black_to_move_black_has_the_move_and_the_running_clock() {
    // A set-up position with Black to move: Black has the move, so Black's clock is the one that
    // runs (6.2.1); White's time must not pass while Black thinks.
    let s = run(
        r#"{"time_control":"300+0","start_fen":"8/8/8/3k4/8/8/8/QQQK4 b - - 0 1"}"#,
        &[
            START.to_owned(),
            r#"{"t":5000,"type":"tick"}"#.to_owned(),
            mv(6000, "black", "Kd6"),
        ],
    );
    assert_eq!(s[0]["to_move"], "black");
    assert_eq!(s[0]["clock"]["running"], "black");
    assert_eq!(s[1]["clock"]["black_ms"], 295_000);
    assert_eq!(s[1]["clock"]["white_ms"], 300_000);
    assert_eq!(s[2]["to_move"], "white");
    assert_eq!(s[2]["clock"]["running"], "white");
    assert_eq!(s[2]["clock"]["black_ms"], 294_000);
    assert_eq!(s[2]["clock"]["white_ms"], 300_000);
}

#[test]
fn art_3_10_2_online_an_illegal_move_is_refused_with_an_error_and_changes_nothing() {
    let s = run(
        r#"{"time_control":"300+0","mode":"online"}"#,
        &[
            START.to_owned(),
            mv(1000, "white", "e5"),
            mv(2000, "white", "Ke2"),
            mv(3000, "white", "e4"),
        ],
    );
    let start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for refused in [&s[1], &s[2]] {
        assert_eq!(refused["error"]["code"], "illegal_move");
        assert_eq!(refused["fen"], start_fen);
        assert_eq!(refused["ply"], 0);
        assert_eq!(refused["to_move"], "white");
        assert_eq!(refused["illegal_moves"]["white"], 0, "no penalty online");
        assert_eq!(refused["clock"]["running"], "white", "the clock still runs");
        assert!(refused["result"].is_null());
    }
    // White's own clock kept running through the refusals: 3 s for the first move.
    assert!(s[3]["error"].is_null());
    assert_eq!(s[3]["clock"]["white_ms"], 297_000);
}

#[test]
fn art_5_1_1_checkmate_wins_and_ends_the_game_at_once() {
    let s = run(
        r#"{"time_control":"300+0"}"#,
        &[
            START.to_owned(),
            mv(1000, "white", "f3"),
            mv(2000, "black", "e5"),
            mv(3000, "white", "g4"),
            mv(4000, "black", "Qh4#"),
            mv(5000, "white", "Kf2"),
        ],
    );
    let mate = &s[4];
    assert_eq!(outcome(mate), ("0-1", "checkmate", "5.1.1"));
    assert_eq!(mate["result"]["points"]["black"], 1.0);
    assert_eq!(mate["result"]["points"]["white"], 0.0);
    assert!(articles(mate).contains(&"5.1.1"));
    assert!(mate["clock"]["running"].is_null(), "the clock stops");
    assert_eq!(s[5]["error"]["code"], "game_over");
    assert_eq!(s[5]["ply"], 4);
}

#[test]
fn art_5_1_2_resigning_loses_unless_the_opponent_cannot_mate() {
    // White has three queens, Black a lone king.
    let config = r#"{"time_control":"300+0","start_fen":"8/8/8/3k4/8/8/8/QQQK4 w - - 0 1"}"#;
    let black_resigns = run(
        config,
        &[START, r#"{"t":1000,"type":"resign","by":"black"}"#],
    );
    assert_eq!(outcome(&black_resigns[1]), ("1-0", "resignation", "5.1.2"));
    assert_eq!(black_resigns[1]["result"]["points"]["white"], 1.0);
    assert!(black_resigns[1]["clock"]["running"].is_null());

    // White resigns, but a lone king cannot mate: a draw.
    let white_resigns = run(
        config,
        &[START, r#"{"t":1000,"type":"resign","by":"white"}"#],
    );
    assert_eq!(
        outcome(&white_resigns[1]),
        ("1/2-1/2", "resignation_cannot_mate", "5.1.2")
    );
    assert_eq!(white_resigns[1]["result"]["points"]["white"], 0.5);
    assert_eq!(white_resigns[1]["result"]["points"]["black"], 0.5);

    // From the standard position a resignation loses.
    let s = run(
        r#"{"time_control":"300+0"}"#,
        &[
            START.to_owned(),
            mv(1000, "white", "e4"),
            r#"{"t":2000,"type":"resign","by":"black"}"#.to_owned(),
        ],
    );
    assert_eq!(outcome(&s[2]), ("1-0", "resignation", "5.1.2"));
}

#[test]
fn art_5_2_1_stalemate_is_a_draw_and_ends_the_game_at_once() {
    let s = run(
        r#"{"time_control":"300+0","start_fen":"k7/8/1K6/8/8/8/8/2Q5 w - - 0 1"}"#,
        &[
            START.to_owned(),
            mv(1000, "white", "Qc7"),
            mv(2000, "black", "Kb8"),
        ],
    );
    assert_eq!(outcome(&s[1]), ("1/2-1/2", "stalemate", "5.2.1"));
    assert_eq!(s[1]["result"]["points"]["white"], 0.5);
    assert!(s[1]["clock"]["running"].is_null());
    assert_eq!(s[2]["error"]["code"], "game_over");
}

#[test]
fn art_5_2_2_a_dead_position_reached_by_a_capture_ends_the_game_at_once() {
    // Kxd2 leaves king and bishop against king: nobody can mate.
    let s = run(
        r#"{"time_control":"300+0","start_fen":"3k4/8/8/8/8/8/3r4/3K1B2 w - - 0 1"}"#,
        &[START.to_owned(), mv(1000, "white", "Kxd2")],
    );
    assert_eq!(outcome(&s[1]), ("1/2-1/2", "dead_position", "5.2.2"));
    assert_eq!(s[1]["ply"], 1);
    assert!(s[1]["clock"]["running"].is_null());

    // A pawn move locks the last file: with kings only behind a closed pawn wall, nobody can mate.
    let s = run(
        r#"{"time_control":"300+0","start_fen":"4k3/8/8/p1p1p1p1/P1P1P3/6P1/8/4K3 w - - 0 1"}"#,
        &[START.to_owned(), mv(1000, "white", "g4")],
    );
    assert_eq!(outcome(&s[1]), ("1/2-1/2", "dead_position", "5.2.2"));
}

#[test]
fn art_5_2_3_a_draw_by_agreement_once_each_player_has_moved() {
    let s = run(
        r#"{"time_control":"300+0"}"#,
        &[
            START.to_owned(),
            r#"{"t":500,"type":"offer_draw","by":"white"}"#.to_owned(),
            mv(1000, "white", "e4"),
            r#"{"t":1500,"type":"offer_draw","by":"white"}"#.to_owned(),
            mv(2000, "black", "e5"),
            r#"{"t":3000,"type":"move","by":"white","move":"Nf3","offer_draw":true}"#.to_owned(),
            r#"{"t":4000,"type":"accept_draw","by":"black"}"#.to_owned(),
        ],
    );
    // 5.2.3 bounds the agreement, not the offer (9.1.2.1: valid at any moment): White's offer
    // before any move stands, is written with 1.e4, and Black's move declines it.
    assert!(s[1]["error"].is_null());
    assert_eq!(s[1]["draw_offer"], "white");
    assert_eq!(s[3]["error"]["code"], "offer_pending");
    assert!(s[4]["draw_offer"].is_null());
    assert_eq!(s[5]["draw_offer"], "white");
    assert_eq!(outcome(&s[6]), ("1/2-1/2", "agreement", "5.2.3"));
    assert_eq!(s[6]["result"]["points"]["black"], 0.5);
    assert!(s[6]["clock"]["running"].is_null());
    assert!(s[6]["draw_offer"].is_null());
}

/// Issue 22 (debatable): 5.2.3, "sous réserve que chaque joueur ou joueuse ait joué au moins un
/// coup", bounds the agreement; 9.1.2.1, "Une offre à tout autre moment durant le jeu est
/// toujours valable", makes an offer before one's own first move valid. It can be accepted
/// once the offerer has moved.
#[test]
fn art_9_1_2_1_an_offer_before_one_s_own_first_move_is_valid_and_5_2_3_bounds_the_agreement() {
    let s = run(
        r#"{"time_control":"300+0"}"#,
        &[
            START.to_owned(),
            mv(1000, "white", "e4"),
            r#"{"t":1500,"type":"offer_draw","by":"black"}"#.to_owned(),
            r#"{"t":1600,"type":"accept_draw","by":"white"}"#.to_owned(),
            mv(2000, "black", "e5"),
            r#"{"t":3000,"type":"accept_draw","by":"white"}"#.to_owned(),
        ],
    );
    assert!(s[2]["error"].is_null(), "{}", s[2]["error"]);
    assert_eq!(s[2]["draw_offer"], "black");
    assert_eq!(
        s[3]["error"]["code"], "offer_not_allowed",
        "Black has not moved yet"
    );
    assert_eq!(
        s[4]["draw_offer"], "black",
        "the offerer's own move does not withdraw it"
    );
    assert_eq!(outcome(&s[5]), ("1/2-1/2", "agreement", "5.2.3"));
}
