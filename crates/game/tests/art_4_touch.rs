//! Article 4 over the board (touch-move, 4.2–4.5, 4.8), 9.4, Annex D.2.2–D.2.3, the 1930 Laws'
//! Art. 14, 15, 18.1 and the 1928 draft's Par. 14, 17, and the board that differs from the game
//! (7.4, 7.6): driven only through the event contract.

use game::State;

use crate::common::{ev, mv, replay as run};

const OTB: &str = r#"{"mode":"otb"}"#;
const OTB_1930: &str = r#"{"mode":"otb","edition":"fide-1930"}"#;
const OTB_1928: &str = r#"{"mode":"otb","edition":"fide-1928"}"#;

fn touch(t: u64, by: &str, square: &str) -> String {
    ev(
        t,
        &format!(r#""type":"touch","by":"{by}","square":"{square}""#),
    )
}

fn with_fen(fen: &str, edition: &str) -> String {
    format!(r#"{{"mode":"otb","edition":"{edition}","start_fen":"{fen}"}}"#)
}

/// The refusal's sentence code (`key`), if refused.
fn key(state: &State) -> Option<&str> {
    state.error.as_ref().map(|e| e.key.as_str())
}

/// The binding shown: (rule, piece_on, article).
fn bound(state: &State) -> Option<(String, String, String)> {
    state.must_move.as_ref().map(|m| {
        (
            m.rule.clone().unwrap_or_default(),
            m.piece_on.clone(),
            m.article.clone(),
        )
    })
}

fn b(rule: &str, square: &str, article: &str) -> Option<(String, String, String)> {
    Some((rule.to_owned(), square.to_owned(), article.to_owned()))
}

fn notice_codes(state: &State) -> Vec<&str> {
    state.notices.iter().map(|n| n.code.as_str()).collect()
}

// --- 4.3 ---------------------------------------------------------------------------------------

#[test]
fn art_4_3_1_a_touched_knight_must_be_moved() {
    let (_, s) = run(
        OTB,
        &[
            ev(0, r#""type":"start""#),
            touch(1000, "white", "g1"),
            mv(2000, "white", "e4"),
            mv(3000, "white", "Nf3"),
        ],
    );
    assert_eq!(bound(&s[1]), b("move", "g1", "4.3.1"));
    assert_eq!(notice_codes(&s[1]), ["touch_must_move"]);
    assert_eq!(
        s[1].must_move.as_ref().map(|m| m.touched.clone()),
        Some(vec!["g1".to_owned()])
    );
    // The pawn move breaks the binding: refused, nothing changes.
    assert_eq!(key(&s[2]), Some("touch_bound_move"));
    assert_eq!(
        s[2].error.as_ref().map(|e| e.code.as_str()),
        Some("bound_move")
    );
    assert_eq!(s[2].ply, 0);
    assert_eq!(key(&s[3]), None);
    assert_eq!(s[3].ply, 1);
    // The touches are spent with the move (4.3: "lors de ce coup").
    assert_eq!(s[3].must_move, None);
}

#[test]
fn art_4_3_1_the_first_touched_piece_that_can_be_moved_binds() {
    // The rook on a1 cannot move; the knight touched after it can (4.3.1: "la première pièce
    // touchée pouvant être déplacée").
    let (_, s) = run(
        OTB,
        &[
            ev(0, r#""type":"start""#),
            touch(1000, "white", "a1"),
            touch(1500, "white", "b1"),
            touch(1600, "white", "g1"),
        ],
    );
    assert_eq!(
        bound(&s[1]),
        None,
        "a rook that cannot move binds nothing (4.5)"
    );
    assert_eq!(notice_codes(&s[1]), ["touch_binds_nothing"]);
    assert_eq!(s[1].notices[0].article, "4.5");
    assert_eq!(bound(&s[2]), b("move", "b1", "4.3.1"));
    assert_eq!(
        bound(&s[3]),
        b("move", "b1", "4.3.1"),
        "the first that can move"
    );
}

#[test]
fn art_4_3_2_an_opponents_piece_touched_must_be_captured() {
    let (_, s) = run(
        OTB,
        &[
            ev(0, r#""type":"start""#),
            mv(1000, "white", "e4"),
            mv(2000, "black", "d5"),
            touch(3000, "white", "d5"),
            mv(4000, "white", "Nf3"),
            mv(5000, "white", "exd5"),
        ],
    );
    assert_eq!(bound(&s[3]), b("capture", "d5", "4.3.2"));
    assert_eq!(
        s[3].must_move.as_ref().and_then(|m| m.capture_on.clone()),
        Some("d5".to_owned())
    );
    assert_eq!(key(&s[4]), Some("touch_bound_capture"));
    assert_eq!(key(&s[5]), None);
}

#[test]
fn art_4_3_3_pieces_of_both_colours_capture_with_the_first_own_else_the_first_that_can() {
    let opening = [
        ev(0, r#""type":"start""#),
        mv(1000, "white", "e4"),
        mv(2000, "black", "d5"),
    ];
    // The pawn on e4 and the pawn on d5: exd5.
    let (_, s) = run(
        OTB,
        &[
            opening.to_vec(),
            vec![
                touch(3000, "white", "d5"),
                touch(3100, "white", "e4"),
                mv(3200, "white", "e5"),
                mv(3300, "white", "Qh5"),
                mv(3400, "white", "exd5"),
            ],
        ]
        .concat(),
    );
    assert_eq!(bound(&s[4]), b("capture_with", "e4", "4.3.3"));
    assert_eq!(key(&s[5]), Some("touch_bound_capture_with"));
    assert_eq!(key(&s[6]), Some("touch_bound_capture_with"));
    assert_eq!(key(&s[7]), None);
    // The knight on g1 cannot take d5: the first touched that can be moved or captured, the
    // knight (touched first).
    let (_, s) = run(
        OTB,
        &[
            opening.to_vec(),
            vec![
                touch(3000, "white", "g1"),
                touch(3100, "white", "d5"),
                mv(3200, "white", "exd5"),
                mv(3300, "white", "Nf3"),
            ],
        ]
        .concat(),
    );
    assert_eq!(bound(&s[4]), b("move", "g1", "4.3.3"));
    assert_eq!(key(&s[5]), Some("touch_bound_move"));
    assert_eq!(key(&s[6]), None);
}

// --- 4.4, 4.5 ----------------------------------------------------------------------------------

const CASTLES: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

#[test]
fn art_4_4_1_king_then_rook_binds_to_castle_on_that_side() {
    let (_, s) = run(
        &with_fen(CASTLES, "fide-2023"),
        &[
            ev(0, r#""type":"start""#),
            touch(1000, "white", "e1"),
            touch(1100, "white", "h1"),
            mv(1200, "white", "Kf1"),
            mv(1300, "white", "O-O-O"),
            mv(1400, "white", "O-O"),
        ],
    );
    assert_eq!(bound(&s[2]), b("castle", "h1", "4.4.1"));
    assert_eq!(
        s[2].must_move.as_ref().and_then(|m| m.uci.clone()),
        Some("e1g1".to_owned())
    );
    assert_eq!(key(&s[3]), Some("touch_bound_castle"));
    assert_eq!(key(&s[4]), Some("touch_bound_castle"));
    assert_eq!(key(&s[5]), None);
}

#[test]
fn art_4_4_2_rook_then_king_forbids_castling_on_that_side() {
    let (_, s) = run(
        &with_fen(CASTLES, "fide-2023"),
        &[
            ev(0, r#""type":"start""#),
            touch(1000, "white", "h1"),
            touch(1100, "white", "e1"),
            mv(1200, "white", "O-O"),
            mv(1300, "white", "Rh7"),
        ],
    );
    assert_eq!(bound(&s[2]), b("move", "h1", "4.4.2"));
    assert_eq!(key(&s[3]), Some("touch_bound_move"));
    assert_eq!(key(&s[4]), None);
}

#[test]
fn art_4_4_3_king_then_a_rook_it_cannot_castle_with_binds_to_another_king_move() {
    // No king-side castling right.
    let (_, s) = run(
        &with_fen("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "fide-2023"),
        &[
            ev(0, r#""type":"start""#),
            touch(1000, "white", "e1"),
            touch(1100, "white", "h1"),
            mv(1200, "white", "Rh7"),
            mv(1300, "white", "O-O-O"),
        ],
    );
    assert_eq!(bound(&s[2]), b("king_move", "e1", "4.4.3"));
    assert_eq!(key(&s[3]), Some("touch_bound_king"));
    // "éventuellement le roque impliquant l'autre tour".
    assert_eq!(key(&s[4]), None);
}

#[test]
fn art_4_5_no_touched_piece_can_move_any_legal_move() {
    let (_, s) = run(
        OTB,
        &[
            ev(0, r#""type":"start""#),
            touch(1000, "white", "a1"),
            touch(1100, "white", "d1"),
            mv(1200, "white", "e4"),
        ],
    );
    assert_eq!(bound(&s[2]), None);
    assert_eq!(s[2].notices[0].article, "4.5");
    assert_eq!(key(&s[3]), None);
}

// --- 4.2 ---------------------------------------------------------------------------------------

#[test]
fn art_4_2_1_an_announced_adjustment_binds_nothing_and_covers_one_touch() {
    let (_, s) = run(
        OTB,
        &[
            ev(0, r#""type":"start""#),
            ev(500, r#""type":"adjust","by":"black""#),
            ev(1000, r#""type":"adjust","by":"white""#),
            touch(1100, "white", "b1"),
            touch(1200, "white", "g1"),
            mv(1300, "white", "Nc3"),
            mv(1400, "white", "Nf3"),
        ],
    );
    // "Seul le joueur ou la joueuse ayant le trait peut recentrer".
    assert_eq!(key(&s[1]), Some("adjust_not_on_move"));
    assert_eq!(
        s[1].error.as_ref().map(|e| e.params["article"].to_string()),
        Some("4.2.1".into())
    );
    assert_eq!(notice_codes(&s[2]), ["adjust_announced"]);
    assert_eq!(notice_codes(&s[3]), ["adjusted"]);
    assert_eq!(bound(&s[3]), None, "the adjusted knight binds nothing");
    // The next touch, not announced, binds: 4.3 applies ("S'il/elle ne le fait pas, les règles
    // normales de la pièce touchée s'appliquent").
    assert_eq!(bound(&s[4]), b("move", "g1", "4.3.1"));
    assert_eq!(key(&s[5]), Some("touch_bound_move"));
    assert_eq!(key(&s[6]), None);
}

#[test]
fn art_4_2_2_the_arbiter_rules_a_contact_accidental_and_the_binding_goes() {
    let (_, s) = run(
        OTB,
        &[
            ev(0, r#""type":"start""#),
            ev(500, r#""type":"release_touch","by":"white""#),
            touch(1000, "white", "g1"),
            ev(1100, r#""type":"release_touch","by":"white""#),
            mv(1200, "white", "e4"),
        ],
    );
    assert_eq!(key(&s[1]), Some("no_touch"));
    assert_eq!(bound(&s[2]), b("move", "g1", "4.3.1"));
    assert_eq!(notice_codes(&s[3]), ["touch_released"]);
    assert_eq!(s[3].notices[0].article, "4.2.2");
    assert_eq!(bound(&s[3]), None);
    assert_eq!(key(&s[4]), None);
}

// --- What a touch cannot be --------------------------------------------------------------------

#[test]
fn art_4_3_online_has_no_touches_and_only_the_player_on_move_is_bound() {
    let (_, s) = run(
        r#"{"mode":"online"}"#,
        &[ev(0, r#""type":"start""#), touch(1000, "white", "g1")],
    );
    assert_eq!(key(&s[1]), Some("not_otb"));
    assert_eq!(
        s[1].error.as_ref().map(|e| e.code.as_str()),
        Some("not_over_the_board")
    );
    let (_, s) = run(
        OTB,
        &[
            touch(0, "white", "g1"),
            ev(0, r#""type":"start""#),
            touch(1000, "black", "g8"),
            touch(1100, "white", "e4"),
            touch(1200, "white", "k9"),
        ],
    );
    assert_eq!(key(&s[0]), Some("not_started_start_first"));
    // 4.3: "si le joueur ou la joueuse au trait touche".
    assert_eq!(key(&s[2]), Some("touch_not_on_move"));
    assert_eq!(key(&s[3]), Some("no_piece_there"));
    assert_eq!(key(&s[4]), Some("bad_square"));
}

// --- 9.4 ---------------------------------------------------------------------------------------

#[test]
fn art_9_4_a_draw_claim_after_a_touch_is_refused_on_that_move() {
    let claim = |t| ev(t, r#""type":"claim_draw","by":"white""#);
    let (_, s) = run(
        OTB,
        &[
            ev(0, r#""type":"start""#),
            touch(1000, "white", "g1"),
            claim(1100),
            mv(1200, "white", "Nf3"),
            mv(1300, "black", "Nf6"),
            claim(1400),
        ],
    );
    assert_eq!(key(&s[2]), Some("touched_before_claim"));
    assert_eq!(
        s[2].error.as_ref().map(|e| e.code.as_str()),
        Some("claim_lost")
    );
    assert_eq!(
        s[2].error.as_ref().map(|e| e.params["article"].to_string()),
        Some("9.4".into())
    );
    // On the next move the right is back ("lors de ce coup"): the claim is heard (and found
    // incorrect, 9.5.3).
    assert_ne!(key(&s[5]), Some("touched_before_claim"));
    assert!(
        s[5].notices.iter().any(|n| n.article.starts_with("9.")),
        "{:?}",
        s[5].notices
    );
}

#[test]
fn art_9_4_the_1930_laws_tie_the_claim_to_its_moment_not_to_a_touch() {
    let (_, s) = run(
        OTB_1930,
        &[
            ev(0, r#""type":"start""#),
            touch(1000, "white", "g1"),
            ev(1100, r#""type":"claim_draw","by":"white""#),
        ],
    );
    assert_ne!(key(&s[2]), Some("touched_before_claim"));
}

// --- 4.8, 1930 Art. 18.1 -------------------------------------------------------------------------

#[test]
fn art_4_8_a_breach_of_article_4_claimed_before_touching_a_piece_only() {
    let claim = |t| ev(t, r#""type":"claim_breach","by":"black""#);
    let (_, s) = run(
        OTB,
        &[
            ev(0, r#""type":"start""#),
            ev(500, r#""type":"claim_breach","by":"white""#),
            mv(1000, "white", "e4"),
            claim(1100),
            touch(1200, "black", "e7"),
            claim(1300),
            ev(1400, r#""type":"release_touch","by":"black""#),
            claim(1500),
        ],
    );
    assert_eq!(key(&s[1]), Some("no_move_to_claim"));
    assert_eq!(notice_codes(&s[3]), ["breach_claimed"]);
    assert_eq!(s[3].notices[0].article, "4.8");
    // "dès l'instant où il/elle touche une pièce avec l'intention de la déplacer ou de la prendre".
    assert_eq!(key(&s[5]), Some("claim_lost"));
    assert_eq!(
        s[5].error.as_ref().map(|e| e.params["square"].to_string()),
        Some("e7".into())
    );
    // A contact the arbiter rules accidental (4.2.2) was no touch with that intention.
    assert_eq!(notice_codes(&s[7]), ["breach_claimed"]);
}

#[test]
fn fide_1930_art_18_1_and_1928_par_17_a_penalty_is_demanded_before_touching_a_piece() {
    for (config, article) in [(OTB_1930, "1930 18.1"), (OTB_1928, "1928 17")] {
        let (_, s) = run(
            config,
            &[
                ev(0, r#""type":"start""#),
                mv(1000, "white", "e4"),
                touch(1100, "black", "e7"),
                ev(1200, r#""type":"claim_breach","by":"black""#),
            ],
        );
        assert_eq!(key(&s[3]), Some("claim_lost"), "{config}");
        assert_eq!(
            s[3].error.as_ref().map(|e| e.params["article"].to_string()),
            Some(article.into())
        );
    }
}

// --- 1930 Art. 15, 1928 Par. 14 ----------------------------------------------------------------

#[test]
fn fide_1930_art_15_d_the_opponent_designates_which_touched_piece_moves() {
    let (_, s) = run(
        OTB_1930,
        &[
            ev(0, r#""type":"start""#),
            touch(1000, "white", "g1"),
            touch(1100, "white", "b1"),
            mv(1200, "white", "e4"),
            ev(
                1300,
                r#""type":"choose_touched","by":"white","square":"b1""#,
            ),
            ev(
                1400,
                r#""type":"choose_touched","by":"black","square":"e2""#,
            ),
            ev(
                1500,
                r#""type":"choose_touched","by":"black","square":"b1""#,
            ),
            mv(1600, "white", "Nf3"),
            mv(1700, "white", "Nc3"),
        ],
    );
    // One piece: 15.a.
    assert_eq!(bound(&s[1]), b("move", "g1", "1930 15.a"));
    let m = s[2].must_move.as_ref().expect("15.d");
    assert_eq!(m.rule.as_deref(), Some("opponent_chooses"));
    assert_eq!(m.article, "1930 15.d");
    assert_eq!(m.move_one_of, ["b1", "g1"]);
    assert_eq!(notice_codes(&s[2]), ["touch_opponent_designates"]);
    assert_eq!(key(&s[3]), Some("touch_bound_one_of"));
    assert_eq!(
        key(&s[4]),
        Some("no_touch_choice"),
        "the offender does not choose"
    );
    assert_eq!(key(&s[5]), Some("not_designable"));
    assert_eq!(notice_codes(&s[6]), ["touch_designated"]);
    assert_eq!(bound(&s[6]), b("move", "b1", "1930 15.d"));
    assert_eq!(key(&s[7]), Some("touch_bound_move"));
    assert_eq!(key(&s[8]), None);
}

#[test]
fn fide_1930_art_15_before_the_opponent_designates_a_move_he_could_demand_stands() {
    let (_, s) = run(
        OTB_1930,
        &[
            ev(0, r#""type":"start""#),
            touch(1000, "white", "g1"),
            touch(1100, "white", "b1"),
            mv(1200, "white", "Na3"),
        ],
    );
    assert_eq!(key(&s[3]), None);
}

#[test]
fn fide_1930_art_15_c_own_and_opponents_piece_the_opponent_demands_either() {
    // 1.e4 e5: the white knight on g1 cannot take e5: "l'adversaire peut exiger soit que son
    // partenaire joue la pièce touchée, soit qu'il prenne régulièrement la pièce adverse".
    // The pawn e5 cannot be taken at all: only the knight is left to demand.
    let (_, s) = run(
        OTB_1930,
        &[
            ev(0, r#""type":"start""#),
            mv(1000, "white", "e4"),
            mv(2000, "black", "e5"),
            touch(3000, "white", "g1"),
            touch(3100, "white", "e5"),
        ],
    );
    let m = s[4].must_move.as_ref().expect("15.c");
    assert_eq!(
        (m.rule.as_deref(), m.article.as_str()),
        (Some("opponent_chooses"), "1930 15.c")
    );
    assert_eq!(m.move_one_of, ["g1"]);
    assert!(m.capture_one_of.is_empty());
}

#[test]
fn fide_1928_par_14_d_cites_the_draft() {
    let (_, s) = run(
        OTB_1928,
        &[
            ev(0, r#""type":"start""#),
            touch(1000, "white", "g1"),
            touch(1100, "white", "b1"),
        ],
    );
    assert_eq!(
        s[2].must_move.as_ref().map(|m| m.article.as_str()),
        Some("1928 14.d")
    );
}

// --- Annex D ----------------------------------------------------------------------------------

#[test]
fn annex_d_2_2_on_the_peg_board_a_piece_is_touched_once_out_of_its_hole() {
    let config = r#"{"mode":"otb","regulations":{"peg_board":"white"}}"#;
    let peg = |t, by: &str, square: &str, out: bool| {
        ev(
            t,
            &format!(r#""type":"touch","by":"{by}","square":"{square}","withdrawn":{out}"#),
        )
    };
    let (_, s) = run(
        config,
        &[
            ev(0, r#""type":"start""#),
            peg(1000, "white", "g1", false),
            mv(1100, "white", "e4"),
            peg(2000, "black", "g8", false),
            mv(2100, "black", "e5"),
            peg(3000, "white", "g1", true),
            mv(3100, "white", "d4"),
        ],
    );
    // D.2.2: the peg stayed in its hole: not a touch.
    assert_eq!(notice_codes(&s[1]), ["touch_peg_in_hole"]);
    assert_eq!(s[1].notices[0].article, "D.2.2");
    assert_eq!(bound(&s[1]), None);
    assert_eq!(key(&s[2]), None);
    // D.2.5: the sighted player's touch follows the normal Laws.
    assert_eq!(bound(&s[3]), b("move", "g8", "4.3.1"));
    assert_eq!(key(&s[4]), Some("touch_bound_move"));
    // Sighted Black is bound: replay the rest with Black's knight move.
    let (_, s) = run(
        config,
        &[
            ev(0, r#""type":"start""#),
            mv(1100, "white", "e4"),
            mv(2100, "black", "Nf6"),
            peg(3000, "white", "g1", true),
            mv(3100, "white", "d4"),
            mv(3200, "white", "Nf3"),
        ],
    );
    // Out of its hole: touched (D.2.2), and 4.3.1 binds.
    assert_eq!(bound(&s[3]), b("move", "g1", "4.3.1"));
    assert_eq!(key(&s[4]), Some("touch_bound_move"));
    // D.2.3, D.2.4: the move made (captured piece removed, piece in another hole, announced) is
    // the `move` event; the clock follows it.
    assert_eq!(key(&s[5]), None);
    assert_eq!(s[5].ply, 3);
}

#[test]
fn annex_d_2_2_the_config_field_reads_and_writes() {
    let config: game::Config =
        serde_json::from_str(r#"{"regulations":{"peg_board":"both"}}"#).expect("config");
    assert_eq!(config.regulations.peg_board, Some(game::Party::Both));
    let written = serde_json::to_string(&game::Config::default()).expect("json");
    assert!(
        !written.contains("peg_board"),
        "absent unless set: {written}"
    );
}

// --- 7.4, 7.6 ----------------------------------------------------------------------------------

#[test]
fn art_7_6_the_board_that_differs_is_shown_until_it_matches_again() {
    let mismatch = r#""type":"board_mismatch","squares":[{"square":"e2","piece":"P"},{"square":"e4","piece":null}]"#;
    let (_, s) = run(
        OTB,
        &[
            ev(0, r#""type":"start""#),
            ev(1000, mismatch),
            ev(2000, r#""type":"board_mismatch","squares":[]"#),
        ],
    );
    let restore = s[1].restore.as_ref().expect("7.6");
    assert_eq!(restore.article, "7.6");
    assert_eq!(restore.squares.len(), 2);
    assert_eq!(restore.squares[1].piece, None);
    assert_eq!(notice_codes(&s[1]), ["board_differs"]);
    assert_eq!(s[1].notices[0].params["squares"].to_string(), "e2 P, e4 -");
    assert_eq!(s[2].restore, None);
    assert_eq!(notice_codes(&s[2]), ["board_matches"]);
    let (_, s) = run(r#"{"mode":"online"}"#, &[ev(0, mismatch)]);
    assert_eq!(key(&s[0]), Some("not_otb"));
}

#[test]
fn fide_1930_art_14_1_and_1928_par_13_adjusting_announced_cites_the_edition() {
    for (config, article) in [
        (OTB_1930, "1930 14.1"),
        (OTB_1928, "1928 13"),
        (OTB, "4.2.1"),
    ] {
        let (_, s) = run(
            config,
            &[
                ev(0, r#""type":"start""#),
                ev(1000, r#""type":"adjust","by":"white""#),
                touch(1100, "white", "g1"),
            ],
        );
        assert_eq!(s[1].notices[0].article, article, "{config}");
        assert_eq!(notice_codes(&s[2]), ["adjusted"]);
        assert_eq!(s[2].must_move, None);
    }
}

#[test]
fn fide_1930_art_14_2_adjusting_the_opponents_piece_is_forbidden_and_the_contact_binds() {
    // 1930 Art. 14.2: "Il est interdit d'adouber les pièces du partenaire": after 1.e4 d5,
    // White announces adjusting and touches Black's pawn on d5: no adjustment, a touch, and
    // Art. 15.b binds White to take it.
    let (_, s) = run(
        OTB_1930,
        &[
            ev(0, r#""type":"start""#),
            mv(1000, "white", "e4"),
            mv(2000, "black", "d5"),
            ev(3000, r#""type":"adjust","by":"white""#),
            touch(3100, "white", "d5"),
            mv(4000, "white", "Nf3"),
            mv(5000, "white", "exd5"),
        ],
    );
    assert_eq!(notice_codes(&s[4])[0], "adjust_opponent_forbidden");
    assert_eq!(s[4].notices[0].article, "1930 14.2");
    assert_eq!(
        bound(&s[4]).map(|(rule, on, _)| (rule, on)),
        Some(("capture".to_owned(), "d5".to_owned()))
    );
    assert!(key(&s[5]).is_some(), "Nf3 breaks the binding: refused");
    assert_eq!(key(&s[6]), None);
    // Its own pieces it adjusts as before (14.1).
    let (_, own) = run(
        OTB_1930,
        &[
            ev(0, r#""type":"start""#),
            mv(1000, "white", "e4"),
            mv(2000, "black", "d5"),
            ev(3000, r#""type":"adjust","by":"white""#),
            touch(3100, "white", "e4"),
        ],
    );
    assert_eq!(notice_codes(&own[4]), ["adjusted"]);
    assert_eq!(bound(&own[4]), None);
}

#[test]
fn art_4_2_1_and_1928_par_13_the_opponents_piece_may_be_adjusted() {
    // 2023 Art. 4.2.1: "une ou plusieurs pièces"; 1928 Par. 13: "de ses pièces ou des pièces
    // ennemies en donnant avis préalable à l'adversaire".
    for (config, article) in [(OTB, "4.2.1"), (OTB_1928, "1928 13")] {
        let (_, s) = run(
            config,
            &[
                ev(0, r#""type":"start""#),
                mv(1000, "white", "e4"),
                mv(2000, "black", "d5"),
                ev(3000, r#""type":"adjust","by":"white""#),
                touch(3100, "white", "d5"),
            ],
        );
        assert_eq!(notice_codes(&s[4]), ["adjusted"], "{config}");
        assert_eq!(s[4].notices[0].article, article);
        assert_eq!(bound(&s[4]), None, "{config}");
    }
}
