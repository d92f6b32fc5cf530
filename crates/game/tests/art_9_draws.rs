//! Article 9 (the drawn game) and 11.12 through the event contract: draw offers, claims by
//! repetition and by fifty moves, with or without an intended move, wrong claims, and the
//! automatic draws of 9.6. Config + events in, states out.

use crate::common::json::{articles, outcome, replay, run, times};

/// `start`, then `sans` as completed moves, White first, one second apart.
fn game(sans: &[&str]) -> Vec<String> {
    let mut events = vec![r#"{"t":0,"type":"start"}"#.to_owned()];
    for (i, san) in sans.iter().enumerate() {
        let by = if i % 2 == 0 { "white" } else { "black" };
        let t = (i as u64 + 1) * 1000;
        events.push(format!(
            r#"{{"t":{t},"type":"move","by":"{by}","move":"{san}"}}"#
        ));
    }
    events
}

/// A standard game: penalties are two minutes.
const STANDARD: &str = r#"{"time_control":"5400+30"}"#;

/// The knights go out and back twice: the start position stands for the third time, White to
/// move.
const THREE_TIMES: [&str; 8] = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];

/// `events` followed by `extra`.
fn then(mut events: Vec<String>, extra: &[&str]) -> Vec<String> {
    events.extend(extra.iter().map(|e| (*e).to_owned()));
    events
}

#[test]
fn art_9_1_1_the_regulations_may_forbid_offers_before_a_number_of_moves() {
    let config = r#"{"time_control":"5400+30","regulations":{"draw_offer_min_moves":3}}"#;
    let s = run(
        config,
        &then(
            game(&["e4", "e5", "Nf3", "Nc6"]),
            &[
                r#"{"t":5000,"type":"offer_draw","by":"white"}"#,
                r#"{"t":6000,"type":"move","by":"white","move":"Bb5","offer_draw":true}"#,
                r#"{"t":7000,"type":"accept_draw","by":"black"}"#,
            ],
        ),
    );
    assert_eq!(s[5]["error"]["code"], "offer_not_allowed");
    assert!(s[5]["draw_offer"].is_null());
    // With the third move the offer is allowed.
    assert!(s[6]["error"].is_null());
    assert_eq!(s[6]["draw_offer"], "white");
    // The game has reached move 3: Black may agree before making his own third move (see
    // art_9_1_1_an_offer_made_with_the_boundary_move_can_be_accepted).
    assert!(s[7]["error"].is_null());
    assert_eq!(outcome(&s[7]), ("1/2-1/2", "agreement", "5.2.3"));

    // Not at all.
    let s = run(
        r#"{"time_control":"5400+30","regulations":{"draw_offers_allowed":false}}"#,
        &then(
            game(&["e4", "e5"]),
            &[r#"{"t":3000,"type":"offer_draw","by":"white"}"#],
        ),
    );
    assert_eq!(s[3]["error"]["code"], "offer_not_allowed");
    // The arbiter's consent: the arbiter declares the draw.
    let s = run(
        config,
        &then(
            game(&["e4", "e5"]),
            &[
                r#"{"t":3000,"type":"arbiter","action":"declare_result","result":"1/2-1/2","reason":"agreement","article":"9.1.1"}"#,
            ],
        ),
    );
    assert_eq!(outcome(&s[3]), ("1/2-1/2", "agreement", "9.1.1"));
}

#[test]
fn art_9_1_2_1_an_offer_stands_until_accepted_declined_or_answered_by_a_move() {
    let s = run(
        STANDARD,
        &then(
            game(&["e4", "e5"]),
            &[
                r#"{"t":3000,"type":"move","by":"white","move":"Nf3","offer_draw":true}"#,
                r#"{"t":3500,"type":"offer_draw","by":"white"}"#,
                r#"{"t":4000,"type":"move","by":"black","move":"Nc6"}"#,
                // An offer at another moment is still valid.
                r#"{"t":4500,"type":"offer_draw","by":"white"}"#,
                r#"{"t":5000,"type":"decline_draw","by":"black"}"#,
                r#"{"t":5500,"type":"accept_draw","by":"black"}"#,
                r#"{"t":6000,"type":"offer_draw","by":"black"}"#,
                r#"{"t":6500,"type":"resign","by":"white"}"#,
            ],
        ),
    );
    assert_eq!(s[3]["draw_offer"], "white");
    // It cannot be made twice (nor withdrawn: no event does it).
    assert_eq!(s[4]["error"]["code"], "offer_pending");
    assert_eq!(s[4]["draw_offer"], "white");
    // Black's move declines it.
    assert!(s[5]["draw_offer"].is_null());
    assert!(articles(&s[5]).contains(&"9.1.2.1"));
    assert_eq!(s[6]["draw_offer"], "white");
    assert_eq!(articles(&s[6]), ["9.1.2.1"]);
    assert!(s[7]["draw_offer"].is_null());
    assert_eq!(articles(&s[7]), ["9.1.2.1"]);
    assert_eq!(s[8]["error"]["code"], "no_offer");
    assert_eq!(s[9]["draw_offer"], "black");
    // The game ended otherwise: the offer lapses.
    assert_eq!(outcome(&s[10]), ("0-1", "resignation", "5.1.2"));
    assert!(s[10]["draw_offer"].is_null());
}

#[test]
fn art_9_1_2_2_the_offer_is_recorded_with_the_symbol() {
    let (game, s) = replay(
        STANDARD,
        &then(
            game(&["e4", "e5"]),
            &[
                r#"{"t":3000,"type":"move","by":"white","move":"Nf3","offer_draw":true}"#,
                r#"{"t":4000,"type":"move","by":"black","move":"Nc6"}"#,
                // Black offers after pressing, in White's time: still a valid offer (9.1.2.1).
                r#"{"t":4500,"type":"offer_draw","by":"black"}"#,
                r#"{"t":5000,"type":"move","by":"white","move":"Bb5"}"#,
            ],
        ),
    );
    assert_eq!(s[3]["draw_offer"], "white");
    assert!(articles(&s[3]).contains(&"9.1.2.2"));
    assert_eq!(s[5]["draw_offer"], "black");
    let pgn = game.to_pgn();
    let nf3 = pgn.find("2. Nf3").expect("2. Nf3 is written");
    let nc6 = pgn.find("2... Nc6").expect("2... Nc6 is written");
    assert!(
        pgn[nf3..nc6].contains("(=)"),
        "White's offer is written with 2. Nf3: {pgn}"
    );
    // Both offers are on the scoresheet: White's with 2. Nf3, Black's with 2... Nc6.
    assert_eq!(
        pgn.matches("(=)").count(),
        2,
        "every offer is recorded: {pgn}"
    );
}

#[test]
fn art_9_1_2_2_an_offer_before_moving_is_written_with_the_move_and_not_renewed_by_it() {
    let (game, s) = replay(
        STANDARD,
        &then(
            game(&["e4", "e5"]),
            &[
                // White offers before moving (valid, 9.1.2.1); Black declines; White then moves.
                r#"{"t":3000,"type":"offer_draw","by":"white"}"#,
                r#"{"t":3500,"type":"decline_draw","by":"black"}"#,
                r#"{"t":4000,"type":"move","by":"white","move":"Nf3"}"#,
            ],
        ),
    );
    assert_eq!(s[3]["draw_offer"], "white");
    assert!(s[4]["draw_offer"].is_null());
    // The declined offer stays declined: the move does not offer again.
    assert!(s[5]["draw_offer"].is_null(), "{}", s[5]);
    assert!(!articles(&s[5]).contains(&"9.1.2.2"));
    // The scoresheet still shows that an offer was made during this move (9.1.2.2).
    let pgn = game.to_pgn();
    assert_eq!(pgn.matches("(=)").count(), 1, "{pgn}");
    let nf3 = pgn.find("2. Nf3").expect("2. Nf3 is written");
    assert!(pgn[nf3..].contains("(=)"), "the mark is with 2. Nf3: {pgn}");
}

#[test]
fn art_9_1_2_3_a_claim_counts_as_a_draw_offer() {
    let s = run(
        STANDARD,
        &then(
            game(&["e4", "e5"]),
            &[
                r#"{"t":3000,"type":"claim_draw","by":"white"}"#,
                r#"{"t":4000,"type":"accept_draw","by":"black"}"#,
            ],
        ),
    );
    assert!(s[3]["result"].is_null(), "the claim is wrong");
    assert_eq!(s[3]["draw_offer"], "white");
    assert!(articles(&s[3]).contains(&"9.1.2.3"));
    assert_eq!(outcome(&s[4]), ("1/2-1/2", "agreement", "5.2.3"));
}

#[test]
fn art_9_2_the_same_position_three_times_not_necessarily_by_repeated_moves() {
    // The position after 1.Nc3 Nc6 2.Nf3 Nf6 stands three times, by three different move orders.
    let sans = [
        "Nc3", "Nc6", "Nf3", "Nf6", // first
        "Nb1", "Nb8", "Ng1", "Ng8", "Nf3", "Nf6", "Nc3", "Nc6", // second
        "Ng1", "Ng8", "Nb1", "Nb8", "Nc3", "Nf6", "Nf3", "Nc6", // third
    ];
    let s = run(
        STANDARD,
        &then(
            game(&sans),
            &[r#"{"t":30000,"type":"claim_draw","by":"white"}"#],
        ),
    );
    let claim = &s[21];
    assert!(claim["error"].is_null());
    assert_eq!(outcome(claim), ("1/2-1/2", "threefold_repetition", "9.2.2"));
    assert!(articles(claim).contains(&"9.5.2"));
    assert!(claim["clock"]["running"].is_null());
}

#[test]
fn art_9_2_1_claim_by_an_intended_move_written_first_and_not_played() {
    // Black declares 4...Ng8, which brings the start position a third time.
    let s = run(
        STANDARD,
        &then(
            game(&THREE_TIMES[..7]),
            &[r#"{"t":9000,"type":"claim_draw","by":"black","move":"Ng8"}"#],
        ),
    );
    let claim = &s[8];
    assert_eq!(outcome(claim), ("1/2-1/2", "threefold_repetition", "9.2.1"));
    assert_eq!(claim["ply"], 7, "the intended move is not played");
    assert_eq!(claim["to_move"], "black");
}

#[test]
fn art_9_2_2_claim_on_the_position_just_reached_by_the_player_on_move() {
    let s = run(
        STANDARD,
        &then(
            game(&THREE_TIMES),
            &[
                r#"{"t":9000,"type":"claim_draw","by":"black"}"#,
                r#"{"t":9500,"type":"claim_draw","by":"white"}"#,
            ],
        ),
    );
    assert!(
        s[8]["result"].is_null(),
        "the third occurrence is only claimable"
    );
    // Only the player on move may claim.
    assert_eq!(s[9]["error"]["code"], "not_your_turn");
    assert_eq!(
        outcome(&s[10]),
        ("1/2-1/2", "threefold_repetition", "9.2.2")
    );
    assert_eq!(s[10]["result"]["points"]["white"], 0.5);
}

#[test]
fn art_9_2_3_2_a_lost_castling_right_makes_a_different_position() {
    // After 1.e4 e5 the position has all castling rights; after the kings walk back it has none.
    let walk = [
        "e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7", "Ke1", "Ke8",
    ];
    let s = run(
        STANDARD,
        &then(
            game(&walk),
            &[r#"{"t":11000,"type":"claim_draw","by":"white"}"#],
        ),
    );
    // The same pieces on the same squares three times, but only twice without castling rights.
    let wrong = &s[11];
    assert!(wrong["result"].is_null());
    assert_eq!(articles(wrong)[0], "9.5.3");
    assert_eq!(times(wrong).1, times(&s[10]).1 + 120_000);

    let mut more = walk.to_vec();
    more.extend(["Ke2", "Ke7", "Ke1", "Ke8"]);
    let s = run(
        STANDARD,
        &then(
            game(&more),
            &[r#"{"t":15000,"type":"claim_draw","by":"white"}"#],
        ),
    );
    assert_eq!(
        outcome(&s[15]),
        ("1/2-1/2", "threefold_repetition", "9.2.2")
    );
}

#[test]
fn art_9_2_3_1_an_en_passant_capture_possible_at_the_start_makes_a_different_position() {
    // After 2...d5 White could take en passant (exd6); later, the same pieces stand without it.
    let walk = [
        "e4", "Nf6", "e5", "d5", "Nf3", "Ng8", "Ng1", "Nf6", "Nf3", "Ng8", "Ng1", "Nf6",
    ];
    let s = run(
        STANDARD,
        &then(
            game(&walk),
            &[r#"{"t":13000,"type":"claim_draw","by":"white"}"#],
        ),
    );
    assert!(s[13]["result"].is_null(), "twice only, without en passant");
    assert_eq!(articles(&s[13])[0], "9.5.3");

    let mut more = walk.to_vec();
    more.extend(["Nf3", "Ng8", "Ng1", "Nf6"]);
    let s = run(
        STANDARD,
        &then(
            game(&more),
            &[r#"{"t":17000,"type":"claim_draw","by":"white"}"#],
        ),
    );
    assert_eq!(
        outcome(&s[17]),
        ("1/2-1/2", "threefold_repetition", "9.2.2")
    );
}

/// White: king e1, rook a1, pawn e2; Black: king e8. `halfmoves` since the last capture or pawn
/// move, White to move.
fn fifty_config(halfmoves: u32) -> String {
    format!(
        r#"{{"time_control":"5400+30","start_fen":"4k3/8/8/8/8/8/4P3/R3K3 w - - {halfmoves} 80"}}"#
    )
}

#[test]
fn art_9_3_fifty_moves_each_without_pawn_move_or_capture_drawn_on_a_correct_claim() {
    let s = run(
        &fifty_config(97),
        &then(
            game(&["Ra2", "Kd8"]),
            &[
                r#"{"t":3000,"type":"claim_draw","by":"white"}"#,
                r#"{"t":4000,"type":"move","by":"white","move":"Ra3"}"#,
                r#"{"t":5000,"type":"claim_draw","by":"black"}"#,
            ],
        ),
    );
    // 99 half-moves: not yet.
    assert!(s[3]["result"].is_null());
    assert!(articles(&s[3]).contains(&"9.5.3"));
    assert_eq!(outcome(&s[5]), ("1/2-1/2", "fifty_moves", "9.3.2"));
}

#[test]
fn art_9_3_1_claim_by_an_intended_move_that_completes_the_fifty_moves() {
    let s = run(
        &fifty_config(99),
        &[
            r#"{"t":0,"type":"start"}"#,
            r#"{"t":1000,"type":"claim_draw","by":"white","move":"Ra2"}"#,
        ],
    );
    assert_eq!(outcome(&s[1]), ("1/2-1/2", "fifty_moves", "9.3.1"));
    assert_eq!(s[1]["ply"], 0, "the intended move is not played");

    // A pawn move as the intended move restarts the count: a wrong claim, and e3 must be played.
    let s = run(
        &fifty_config(99),
        &[
            r#"{"t":0,"type":"start"}"#,
            r#"{"t":1000,"type":"claim_draw","by":"white","move":"e3"}"#,
        ],
    );
    assert!(s[1]["result"].is_null());
    assert_eq!(s[1]["must_move"]["uci"], "e2e3");
    assert_eq!(s[1]["must_move"]["article"], "9.5.3");
}

#[test]
fn art_9_3_2_claim_once_fifty_moves_each_have_been_completed() {
    let s = run(
        &fifty_config(99),
        &then(
            game(&["Ra2"]),
            &[r#"{"t":2000,"type":"claim_draw","by":"black"}"#],
        ),
    );
    assert_eq!(outcome(&s[2]), ("1/2-1/2", "fifty_moves", "9.3.2"));
    assert!(articles(&s[2]).contains(&"9.5.2"));
}

#[test]
fn art_9_5_1_the_claimant_pauses_the_clock_and_claims() {
    // The Laws' procedure: the claimant pauses the clock, then claims; the claim is decided.
    let s = run(
        STANDARD,
        &then(
            game(&THREE_TIMES),
            &[
                r#"{"t":9000,"type":"pause","by":"white"}"#,
                r#"{"t":20000,"type":"claim_draw","by":"white"}"#,
            ],
        ),
    );
    assert_eq!(s[9]["clock"]["paused"], true);
    assert!(
        s[10]["error"].is_null(),
        "the claim made with the clock paused is heard: {}",
        s[10]["error"]
    );
    assert_eq!(
        outcome(&s[10]),
        ("1/2-1/2", "threefold_repetition", "9.2.2")
    );
}

#[test]
fn art_9_5_2_a_correct_claim_draws_the_game_at_once() {
    let s = run(
        STANDARD,
        &then(
            game(&THREE_TIMES),
            &[
                r#"{"t":9000,"type":"claim_draw","by":"white"}"#,
                r#"{"t":10000,"type":"move","by":"white","move":"e4"}"#,
                r#"{"t":100000000,"type":"tick"}"#,
            ],
        ),
    );
    assert_eq!(outcome(&s[9]), ("1/2-1/2", "threefold_repetition", "9.2.2"));
    assert_eq!(articles(&s[9])[0], "9.5.2");
    assert!(s[9]["clock"]["running"].is_null());
    assert_eq!(s[10]["error"]["code"], "game_over");
    // The clock stopped: no flag afterwards.
    assert_eq!(s[11]["clock"]["flag"]["white"], false);
    assert_eq!(
        outcome(&s[11]),
        ("1/2-1/2", "threefold_repetition", "9.2.2")
    );
}

#[test]
fn art_9_5_3_a_wrong_claim_gives_two_minutes_and_binds_the_intended_move() {
    let s = run(
        STANDARD,
        &then(
            game(&["Nf3", "Nf6", "Ng1"]),
            &[
                r#"{"t":4000,"type":"claim_draw","by":"black","move":"Ng8"}"#,
                r#"{"t":5000,"type":"move","by":"black","move":"e5"}"#,
                r#"{"t":6000,"type":"move","by":"black","move":"Ng8"}"#,
            ],
        ),
    );
    let wrong = &s[4];
    assert!(wrong["result"].is_null());
    assert!(articles(wrong).contains(&"9.5.3"));
    assert_eq!(
        times(wrong).0,
        times(&s[3]).0 + 120_000,
        "White gets 2 minutes"
    );
    assert_eq!(wrong["must_move"]["by"], "black");
    assert_eq!(wrong["must_move"]["uci"], "f6g8");
    assert_eq!(wrong["must_move"]["article"], "9.5.3");
    assert_eq!(s[5]["error"]["code"], "bound_move");
    assert_eq!(s[5]["ply"], 3);
    assert!(s[6]["error"].is_null());
    assert_eq!(s[6]["last_move"]["san"], "Ng8");
    assert!(s[6]["must_move"].is_null());
}

#[test]
fn art_9_6_1_fivefold_repetition_draws_without_a_claim() {
    let mut sans = THREE_TIMES.to_vec();
    sans.extend(["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
    let mut events = game(&sans);
    events.push(r#"{"t":16000,"type":"move","by":"black","move":"Ng8"}"#.to_owned());
    let s = run(STANDARD, &events);
    assert!(s[15]["result"].is_null(), "four times only");
    assert_eq!(outcome(&s[16]), ("1/2-1/2", "fivefold_repetition", "9.6.1"));
    assert!(s[16]["clock"]["running"].is_null());
}

#[test]
fn art_9_6_2_seventy_five_moves_draw_without_a_claim_but_a_mate_on_the_last_stands() {
    let s = run(
        r#"{"time_control":"5400+30","start_fen":"4k3/8/8/8/8/8/4P3/R3K3 w - - 148 120"}"#,
        &game(&["Ra2", "Kd8"]),
    );
    assert!(s[1]["result"].is_null(), "149 half-moves");
    assert_eq!(outcome(&s[2]), ("1/2-1/2", "seventy_five_moves", "9.6.2"));

    let s = run(
        r#"{"time_control":"5400+30","start_fen":"k7/8/1K6/8/8/8/8/7R w - - 149 120"}"#,
        &game(&["Rh8#"]),
    );
    assert_eq!(outcome(&s[1]), ("1-0", "checkmate", "5.1.1"));
}

#[test]
fn art_11_12_claims_are_checked_against_the_game_s_record() {
    // The record knows the start position stood twice only after 2...Ng8: a wrong claim.
    let s = run(
        STANDARD,
        &then(
            game(&THREE_TIMES[..4]),
            &[r#"{"t":5000,"type":"claim_draw","by":"white"}"#],
        ),
    );
    assert!(s[5]["result"].is_null());
    assert!(articles(&s[5]).contains(&"9.5.3"));
    assert_eq!(times(&s[5]).1, times(&s[4]).1 + 120_000);
}

/// Issue 22, item 3. The 9.5.3 commentary: "il est stipulé que le coup prévu doit être joué,
/// s'il s'agit d'un coup illégal, un autre coup doit être joué avec la même pièce". White claims
/// with Qh5, illegal (the e2 pawn is in the way): another queen move must follow.
#[test]
fn art_9_5_3_an_illegal_intended_move_binds_its_piece() {
    let s = run(
        STANDARD,
        &then(
            game(&["d4", "d5"]),
            &[
                r#"{"t":3000,"type":"claim_draw","by":"white","move":"Qh5"}"#,
                r#"{"t":4000,"type":"move","by":"white","move":"Nf3"}"#,
                r#"{"t":5000,"type":"move","by":"white","move":"Qd3"}"#,
            ],
        ),
    );
    let wrong = &s[3];
    assert!(wrong["result"].is_null());
    assert_eq!(
        times(wrong).1,
        times(&s[2]).1 + 120_000,
        "Black gets 2 minutes"
    );
    assert_eq!(wrong["must_move"]["by"], "white");
    assert_eq!(wrong["must_move"]["piece_on"], "d1");
    assert!(wrong["must_move"]["uci"].is_null());
    assert_eq!(wrong["must_move"]["article"], "9.5.3");
    assert_eq!(
        s[4]["error"]["code"], "bound_move",
        "another piece: refused"
    );
    assert!(s[5]["error"].is_null());
    assert_eq!(s[5]["last_move"]["san"], "Qd3");
    assert!(s[5]["must_move"].is_null());
}

/// Issue 22, item 5. Art. 9.1.1: "les deux adversaires ne peuvent pas proposer ou convenir
/// d'une partie nulle [...] en dessous d'un nombre défini de coups": one number bounds the offer
/// and the agreement. White's offer with the third move stands, and Black may accept it before
/// making his own third move.
#[test]
fn art_9_1_1_an_offer_made_with_the_boundary_move_can_be_accepted() {
    let config = r#"{"time_control":"5400+30","regulations":{"draw_offer_min_moves":3}}"#;
    let s = run(
        config,
        &then(
            game(&["e4", "e5", "Nf3", "Nc6"]),
            &[
                r#"{"t":6000,"type":"move","by":"white","move":"Bb5","offer_draw":true}"#,
                r#"{"t":7000,"type":"accept_draw","by":"black"}"#,
            ],
        ),
    );
    assert_eq!(s[5]["draw_offer"], "white");
    assert!(s[6]["error"].is_null(), "{}", s[6]["error"]);
    assert_eq!(outcome(&s[6]), ("1/2-1/2", "agreement", "5.2.3"));
    // Before the third move neither may offer: Black, with his second move, is refused.
    let s = run(
        config,
        &then(
            game(&["e4"]),
            &[r#"{"t":2000,"type":"move","by":"black","move":"e5","offer_draw":true}"#],
        ),
    );
    assert!(s[2]["draw_offer"].is_null());
    assert!(articles(&s[2]).contains(&"9.1.1"));
}
