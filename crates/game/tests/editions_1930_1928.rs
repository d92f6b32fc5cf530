//! The old editions: the FIDE Laws of 1930 (Art. 9.6, 16–21) and the 1928 draft (Par. 15–18,
//! 21), driven only through the event contract: a `Config` and `Event`s in, a `State` after each.

use game::{Side, State};

use crate::common::{articles, clocks, error_code, ev, last, mv, outcome, states as run, with};

/// `start` at 0, then the moves of `sans` alternately from the side `first`, one a second.
fn line(first: &str, sans: &str) -> Vec<String> {
    let mut events = vec![ev(0, r#""type":"start""#)];
    let other = if first == "white" { "black" } else { "white" };
    for (i, san) in sans.split_whitespace().enumerate() {
        let by = if i % 2 == 0 { first } else { other };
        events.push(mv(1000 * (i as u64 + 1), by, san));
    }
    events
}

/// `n` moves each, knights out and back (the old editions have no automatic repetition draw).
fn knight_moves(n: usize) -> String {
    ["Nf3", "Nf6", "Ng1", "Ng8"]
        .iter()
        .cycle()
        .take(2 * n)
        .copied()
        .collect::<Vec<_>>()
        .join(" ")
}

fn edition(name: &str) -> String {
    format!(r#"{{"edition":"{name}","time_control":"5400+30","mode":"otb"}}"#)
}

fn edition_from(name: &str, fen: &str, time_control: &str) -> String {
    format!(
        r#"{{"edition":"{name}","time_control":"{time_control}","mode":"otb","start_fen":"{fen}"}}"#
    )
}

// --- 1930 Art. 16, 1928 Par. 15: draws --------------------------------------------------------

/// A draw by agreement tried after White's 30th move and after Black's.
fn agreement_at_move_30(name: &str, article: &str) {
    // 29 moves each, then White's 30th: Black has not made his 30th move.
    let mut events = line("white", &knight_moves(29));
    events.push(mv(60_000, "white", "Ng1"));
    events.push(ev(61_000, r#""type":"offer_draw","by":"white""#));
    events.push(mv(62_000, "black", "Ng8"));
    events.push(ev(63_000, r#""type":"offer_draw","by":"white""#));
    events.push(ev(64_000, r#""type":"accept_draw","by":"black""#));
    let states = run(&edition(name), &events);
    let early = &states[60];
    assert_eq!(error_code(early), Some("offer_not_allowed"), "{name}");
    assert!(
        early
            .error
            .as_ref()
            .is_some_and(|e| e.message.contains(article)),
        "{:?}",
        early.error
    );
    assert_eq!(early.draw_offer, None);
    // After Black's 30th move.
    assert_eq!(states[62].draw_offer, Some(Side::White));
    assert_eq!(
        outcome(last(&states)),
        ("1/2-1/2".into(), "agreement".into(), article.into())
    );
}

#[test]
fn fide_1930_art_16_1_d_a_draw_by_agreement_only_after_black_s_30th_move() {
    agreement_at_move_30("fide-1930", "1930 16.1.d");
    // Black may offer with his 30th move itself: the offer is accepted after it.
    let mut events = line("white", &knight_moves(29));
    events.push(mv(60_000, "white", "Ng1"));
    events.push(ev(
        61_000,
        r#""type":"move","by":"black","move":"Ng8","offer_draw":true"#,
    ));
    events.push(ev(62_000, r#""type":"accept_draw","by":"white""#));
    let states = run(&edition("fide-1930"), &events);
    assert_eq!(outcome(last(&states)).2, "1930 16.1.d");
}

#[test]
fn fide_1928_par_15_d_a_draw_by_agreement_only_after_black_s_30th_move() {
    agreement_at_move_30("fide-1928", "1928 15.D");
}

/// Kings out and back: the castling rights are lost, the pieces stand as at the start.
const KINGS_OUT_AND_BACK: &str = "Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8";
const ROOKS_AND_KINGS: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

#[test]
fn fide_1930_art_16_1_c_repetition_is_the_same_pieces_with_the_same_player_to_move() {
    // The start, and the same pieces after the kings went out and back twice: three times with
    // White to move. 1930 knows no castling rights in a repetition (2023 9.2.3 does).
    let claim = ev(10_000, r#""type":"claim_draw","by":"white""#);
    let events = with(
        line("white", KINGS_OUT_AND_BACK),
        std::slice::from_ref(&claim),
    );
    let states = run(
        &edition_from("fide-1930", ROOKS_AND_KINGS, "5400+30"),
        &events,
    );
    assert_eq!(
        outcome(last(&states)),
        (
            "1/2-1/2".into(),
            "threefold_repetition".into(),
            "1930 16.1.c".into()
        )
    );
    // Under the 2023 Laws the first position differs (castling rights): the claim is wrong.
    let states = run(
        &edition_from("fide-2023", ROOKS_AND_KINGS, "5400+30"),
        &events,
    );
    assert!(last(&states).result.is_none());
    assert!(articles(last(&states)).contains(&"9.5.3"));
}

/// Issue 22 (debatable). 1930 Art. 16.1.c, "La nullité devra être réclamée à ce moment là",
/// and 16.1.e, "au cas où un joueur démontrera que 50 coups ont été faits", do not restrict the
/// claim to the player on move (1928 Par. 15.C, 15.E alike): Black, whose move has just made the
/// third repetition or the hundredth half-move, claims, and the claim is correct.
fn the_player_who_completed_it_claims(name: &str, repetition: &str, fifty: &str) {
    let claim = ev(10_000, r#""type":"claim_draw","by":"black""#);
    let states = run(
        &edition_from(name, ROOKS_AND_KINGS, "5400+30"),
        &with(
            line("white", KINGS_OUT_AND_BACK),
            std::slice::from_ref(&claim),
        ),
    );
    let s = last(&states);
    assert!(s.error.is_none(), "{name}: {:?}", s.error);
    assert_eq!(
        outcome(s),
        (
            "1/2-1/2".into(),
            "threefold_repetition".into(),
            repetition.into()
        ),
        "{name}"
    );
    // Black's king move makes the hundredth half-move; Black claims.
    let config = edition_from(name, "8/8/4k3/8/8/3K4/8/R7 b - - 99 80", "5400+30");
    let states = run(
        &config,
        &with(
            line("black", "Ke7"),
            &[ev(2_000, r#""type":"claim_draw","by":"black""#)],
        ),
    );
    let s = last(&states);
    assert!(s.error.is_none(), "{name}: {:?}", s.error);
    assert_eq!(
        outcome(s),
        ("1/2-1/2".into(), "fifty_moves".into(), fifty.into()),
        "{name}"
    );
    // Not before: Black claims on a position that has stood twice: not correct, no penalty,
    // and no 2023 article cited.
    let states = run(
        &edition_from(name, ROOKS_AND_KINGS, "5400+30"),
        &with(
            line("white", "Ke2 Ke7 Ke1 Ke8"),
            &[ev(5_000, r#""type":"claim_draw","by":"black""#)],
        ),
    );
    let s = last(&states);
    assert!(s.error.is_none(), "{name}: {:?}", s.error);
    assert!(s.result.is_none());
    assert!(
        articles(s)
            .iter()
            .all(|a| a.starts_with(name.trim_start_matches("fide-"))),
        "{name}: {:?}",
        s.notices
    );
}

#[test]
fn fide_1930_art_16_1_c_and_e_the_player_who_completed_the_repetition_or_the_fifty_moves_may_claim()
{
    the_player_who_completed_it_claims("fide-1930", "1930 16.1.c", "1930 16.1.e");
}

#[test]
fn fide_1928_par_15_c_and_e_the_player_who_completed_the_repetition_or_the_fifty_moves_may_claim() {
    the_player_who_completed_it_claims("fide-1928", "1928 15.C", "1928 15.E");
}

#[test]
fn fide_1930_art_16_1_c_the_repetition_is_claimed_at_that_moment_or_never() {
    // The third time, White plays on (Ra2) instead of claiming; after Black's reply the claim
    // is lost. The old editions have no penalty for a wrong claim.
    let events = with(
        line("white", KINGS_OUT_AND_BACK),
        &[
            mv(10_000, "white", "Ra2"),
            mv(11_000, "black", "Rb8"),
            ev(12_000, r#""type":"claim_draw","by":"white""#),
        ],
    );
    let states = run(
        &edition_from("fide-1930", ROOKS_AND_KINGS, "5400+30"),
        &events,
    );
    let s = last(&states);
    assert!(s.result.is_none());
    assert_eq!(articles(s), ["1930 16.1.c"]);
    assert_eq!(
        clocks(s),
        (clocks(&states[10]).0 - 1_000, clocks(&states[10]).1)
    );
    assert_eq!(s.draw_offer, None);
}

#[test]
fn fide_1930_art_16_1_e_fifty_moves_claimed_at_that_instant_or_never() {
    // 99 half-moves without capture or pawn move; Black's king move makes 100.
    let config = edition_from("fide-1930", "8/8/4k3/8/8/3K4/8/R7 b - - 99 80", "5400+30");
    let states = run(
        &config,
        &with(
            line("black", "Ke7"),
            &[ev(2_000, r#""type":"claim_draw","by":"white""#)],
        ),
    );
    assert_eq!(
        outcome(last(&states)),
        ("1/2-1/2".into(), "fifty_moves".into(), "1930 16.1.e".into())
    );
    // One move more each, and it can no longer be claimed (16.2). (The claim does not say what
    // it claims; the machine answers it with the repetition article.)
    let states = run(
        &config,
        &with(
            line("black", "Ke7 Ra2 Ke6"),
            &[ev(4_000, r#""type":"claim_draw","by":"white""#)],
        ),
    );
    let s = last(&states);
    assert!(s.result.is_none());
    assert!(
        articles(s).iter().all(|a| a.starts_with("1930 16.1.")),
        "{:?}",
        s.notices
    );
}

// --- 1930 Art. 17, 18, 9.6; 1928 Par. 16, 17: irregular moves ---------------------------------

const AFTER_E4_E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

/// An irregular queen move twice, then a knight move, then the queen: the move is taken back
/// under `article`, and the queen bound under `bound` (1930 Art. 17.a, 1928 Par. 16.a).
fn irregular_queen(name: &str, article: &str, bound: &str) {
    let events = with(
        line("white", "e4 e5"),
        &[
            mv(3_000, "white", "Qa4"),
            mv(4_000, "white", "Qa4"),
            mv(5_000, "white", "Nf3"),
            mv(6_000, "white", "Qf3"),
        ],
    );
    let states = run(&edition(name), &events);
    let s = &states[3];
    assert_eq!(articles(s), [article, bound], "{name}");
    // The old Laws' article, not the 2023 touch-move rule.
    assert!(!s.notices[1].text.contains("4.3"), "{}", s.notices[1].text);
    assert_eq!((s.fen.as_str(), s.to_move), (AFTER_E4_E5, Side::White));
    let bound_article = bound;
    let bound = s.must_move.as_ref().expect("the queen is bound");
    assert_eq!(
        (bound.piece_on.as_str(), bound.article.as_str()),
        ("d1", bound_article)
    );
    // No time penalty, and no count of illegal moves: a second one does not lose.
    assert_eq!(clocks(s), (5_459_000 - 1_000, 5_459_000));
    assert_eq!(s.illegal_moves.white, 0);
    assert!(states[4].result.is_none());
    assert_eq!(states[4].illegal_moves.white, 0);
    assert_eq!(error_code(&states[5]), Some("bound_move"));
    let s = last(&states);
    assert!(s.error.is_none());
    assert_eq!(s.last_move.as_ref().map(|m| m.san.as_str()), Some("Qf3"));
}

#[test]
fn fide_1930_art_17_an_irregular_move_is_taken_back_and_the_same_piece_played_without_penalty() {
    irregular_queen("fide-1930", "1930 17", "1930 17.a");
}

#[test]
fn fide_1928_par_16_an_irregular_move_is_taken_back_and_the_same_piece_played() {
    irregular_queen("fide-1928", "1928 16", "1928 16.a");
}

/// 1.e4 d5, then White's queen takes on d5 through its own pawn (illegal): taken back. The pawn
/// on e4 can take d5 legally and the queen has other moves: Black chooses (`choose_penalty`),
/// then `tail` is played.
fn illegal_capture(name: &str, tail: &[String]) -> Vec<State> {
    let events = with(
        with(line("white", "e4 d5"), &[mv(3_000, "white", "Qxd5")]),
        tail,
    );
    run(&edition(name), &events)
}

fn choose(t: u64, by: &str, choice: &str) -> String {
    ev(
        t,
        &format!(r#""type":"choose_penalty","by":"{by}","choice":"{choice}""#),
    )
}

/// Issue 22, item 6. 1930 Art. 17.b: "S'il s'agit d'une capture, le joueur devra ou bien prendre
/// la pièce adverse de façon régulière ou faire un autre coup légal avec la pièce touchée, au
/// choix de l'adversaire." (1928 Par. 16.c alike.)
fn illegal_capture_opponent_chooses(name: &str, article: &str) {
    // Before Black chooses, White may play nothing; Black chooses the capture: the queen may not
    // move elsewhere, the pawn takes.
    let states = illegal_capture(
        name,
        &[
            mv(4_000, "white", "exd5"),
            choose(5_000, "white", "capture"),
            choose(6_000, "black", "capture"),
            mv(7_000, "white", "Qh5"),
            mv(8_000, "white", "exd5"),
        ],
    );
    let s = &states[3];
    let bound = s.must_move.as_ref().expect("a choice is open");
    assert_eq!(bound.chooser, Some(Side::Black), "{name}");
    assert_eq!(bound.capture_on.as_deref(), Some("d5"));
    assert_eq!(bound.piece_on, "d1");
    assert_eq!(bound.article, article);
    assert!(
        s.notices
            .iter()
            .any(|n| n.article == article && n.text.contains("the choice is black's")),
        "{:?}",
        s.notices
    );
    assert_eq!(error_code(&states[4]), Some("choice_pending"));
    assert_eq!(
        error_code(&states[5]),
        Some("no_choice"),
        "White does not choose"
    );
    assert!(states[6].error.is_none());
    let chosen = states[6].must_move.as_ref().expect("still bound");
    assert_eq!(
        (chosen.chooser, chosen.capture_on.as_deref()),
        (None, Some("d5"))
    );
    assert_eq!(error_code(&states[7]), Some("bound_move"));
    let s = last(&states);
    assert!(s.error.is_none(), "{:?}", s.error);
    assert_eq!(s.last_move.as_ref().map(|m| m.san.as_str()), Some("exd5"));
    assert!(s.must_move.is_none());

    // Black chooses the touched piece: the capture by the pawn is refused, a queen move is not.
    let states = illegal_capture(
        name,
        &[
            choose(4_000, "black", "touched_piece"),
            mv(5_000, "white", "exd5"),
            mv(6_000, "white", "Qf3"),
        ],
    );
    assert_eq!(error_code(&states[5]), Some("bound_move"));
    let s = last(&states);
    assert!(s.error.is_none(), "{:?}", s.error);
    assert_eq!(s.last_move.as_ref().map(|m| m.san.as_str()), Some("Qf3"));
}

#[test]
fn fide_1930_art_17_b_after_an_illegal_capture_the_opponent_chooses_capture_or_the_touched_piece() {
    illegal_capture_opponent_chooses("fide-1930", "1930 17.b");
}

#[test]
fn fide_1928_par_16_c_after_an_illegal_capture_the_opponent_chooses_capture_or_the_piece() {
    illegal_capture_opponent_chooses("fide-1928", "1928 16.c");
}

/// 1930 Art. 17.b with one way only: the touched piece has no legal move, the capture is
/// imposed without a choice.
#[test]
fn fide_1930_art_17_b_only_the_capture_possible_is_imposed() {
    // The bishop on f1, hemmed in by its pawns on e2 and g2, jumps over e2 to take on a6
    // (illegal); it has no legal move, but the pawn on b5 can take on a6.
    let config = edition_from(
        "fide-1930",
        "rnbqk2r/8/b7/1P6/8/8/4P1P1/4KB2 w - - 0 1",
        "5400+30",
    );
    let states = run(
        &config,
        &with(
            line("white", ""),
            &[
                mv(1_000, "white", "Bxa6"),
                mv(2_000, "white", "e3"),
                mv(3_000, "white", "bxa6"),
            ],
        ),
    );
    let bound = states[1].must_move.as_ref().expect("bound");
    assert_eq!(
        (bound.chooser, bound.capture_on.as_deref()),
        (None, Some("a6"))
    );
    assert_eq!(error_code(&states[2]), Some("bound_move"));
    assert!(last(&states).error.is_none());
}

#[test]
fn fide_1930_art_17_a_a_piece_with_no_legal_move_leaves_the_error_without_consequence() {
    // The bishop on f1 cannot move at the start: nothing binds White.
    let states = run(
        &edition("fide-1930"),
        &with(line("white", ""), &[mv(1_000, "white", "Bf1-b5")]),
    );
    let s = last(&states);
    assert_eq!(articles(s), ["1930 17"]);
    assert!(s.must_move.is_none());
    assert_eq!(s.illegal_moves.white, 0);
}

#[test]
fn fide_1930_art_9_6_a_move_that_does_not_parry_check_is_taken_back_and_the_piece_parries() {
    // The rook on e8 checks the king on e1; the knight on g1 moves elsewhere: taken back, and
    // the knight must move, here to e2 where it parries.
    let config = edition_from("fide-1930", "4r2k/8/8/8/8/8/8/R3K1N1 w - - 0 1", "5400+30");
    let states = run(
        &config,
        &with(
            line("white", ""),
            &[
                mv(1_000, "white", "Nf3"),
                mv(2_000, "white", "Kd2"),
                mv(3_000, "white", "Ne2"),
            ],
        ),
    );
    let s = &states[1];
    assert_eq!(articles(s)[0], "1930 17");
    assert_eq!(
        s.must_move.as_ref().map(|b| b.piece_on.as_str()),
        Some("g1")
    );
    assert_eq!(clocks(s).1, 5_430_000, "no time penalty");
    assert_eq!(error_code(&states[2]), Some("bound_move"));
    assert_eq!(
        last(&states).last_move.as_ref().map(|m| m.uci.as_str()),
        Some("g1e2")
    );
}

#[test]
fn fide_1930_art_18_2_a_penalty_move_is_never_castling() {
    // The king moved irregularly must move (Art. 17.a), but "le coup prescrit comme pénalité ne
    // sera jamais le roque" (18.2): castling does not pay the penalty; a king move does.
    let config = edition_from(
        "fide-1930",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "5400+30",
    );
    let states = run(
        &config,
        &with(
            line("white", ""),
            &[
                mv(1_000, "white", "Ke1-e3"),
                mv(2_000, "white", "O-O"),
                mv(3_000, "white", "Kf1"),
            ],
        ),
    );
    assert_eq!(
        states[1].must_move.as_ref().map(|b| b.piece_on.as_str()),
        Some("e1")
    );
    assert_eq!(
        error_code(&states[2]),
        Some("bound_move"),
        "castling was accepted as the penalty move"
    );
    assert_eq!(
        last(&states).last_move.as_ref().map(|m| m.uci.as_str()),
        Some("e1f1")
    );
}

// --- 1930 Art. 19, 20.2; 1928 Par. 18: time and resignation -----------------------------------

/// White's flag falls with a rook against a bare king: Black cannot mate.
fn flag_against_a_bare_king(name: &str) -> State {
    let config = edition_from(name, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "60");
    let states = run(
        &config,
        &[ev(0, r#""type":"start""#), ev(61_000, r#""type":"tick""#)],
    );
    last(&states).clone()
}

#[test]
fn fide_1930_art_19_5_overstepping_the_time_loses_even_when_the_opponent_cannot_mate() {
    assert_eq!(
        outcome(&flag_against_a_bare_king("fide-1930")),
        ("0-1".into(), "time_forfeit".into(), "1930 19.5".into())
    );
    // 2023 Art. 6.9: a draw.
    assert_eq!(
        outcome(&flag_against_a_bare_king("fide-2023")),
        (
            "1/2-1/2".into(),
            "time_forfeit_cannot_mate".into(),
            "6.9".into()
        )
    );
}

#[test]
fn fide_1928_par_18_overstepping_the_time_loses_even_when_the_opponent_cannot_mate() {
    assert_eq!(
        outcome(&flag_against_a_bare_king("fide-1928")),
        ("0-1".into(), "time_forfeit".into(), "1928 18".into())
    );
}

#[test]
fn fide_1930_art_19_a_resignation_always_loses() {
    // Black resigns though White, with a bare king, could never mate him.
    let fen = "4k3/8/8/8/8/8/8/r3K3 w - - 0 1";
    let events = [
        ev(0, r#""type":"start""#),
        ev(1_000, r#""type":"resign","by":"black""#),
    ];
    let states = run(&edition_from("fide-1930", fen, "5400+30"), &events);
    assert_eq!(
        outcome(last(&states)),
        ("1-0".into(), "resignation".into(), "1930 19".into())
    );
    let states = run(&edition_from("fide-2023", fen, "5400+30"), &events);
    assert_eq!(
        outcome(last(&states)),
        (
            "1/2-1/2".into(),
            "resignation_cannot_mate".into(),
            "5.1.2".into()
        )
    );
}

// --- 1930 Art. 21, 17.c; 1928 Par. 21: adjournment ----------------------------------------------

#[test]
fn fide_1930_art_21_the_player_on_move_seals_and_the_opponent_s_clock_starts_at_resumption() {
    let events = with(
        line("white", "e4 e5"),
        &[
            ev(
                5_000,
                r#""type":"adjourn","by":"black","sealed_move":"Nc6""#,
            ),
            ev(
                6_000,
                r#""type":"adjourn","by":"white","sealed_move":"Nf3""#,
            ),
            ev(86_400_000, r#""type":"resume_adjourned""#),
            mv(86_410_000, "black", "Nc6"),
        ],
    );
    let states = run(&edition("fide-1930"), &events);
    assert_eq!(error_code(&states[3]), Some("not_your_turn"));
    let adjourned = &states[4];
    assert_eq!(articles(adjourned), ["1930 21"]);
    let envelope = adjourned.adjourned.as_ref().expect("adjourned");
    assert_eq!(
        (envelope.fen.as_str(), envelope.sealed_by),
        (AFTER_E4_E5, Side::White)
    );
    let resumed = &states[5];
    assert_eq!(
        resumed.last_move.as_ref().map(|m| m.san.as_str()),
        Some("Nf3")
    );
    assert_eq!(
        resumed.clock.as_ref().and_then(|c| c.running),
        Some(Side::Black)
    );
    assert_eq!(clocks(last(&states)).1, clocks(resumed).1 - 10_000 + 30_000);
}

#[test]
fn fide_1930_art_17_c_an_irregular_sealed_move_loses() {
    // Even against a bare king: the old editions know no "cannot mate" exception.
    let config = edition_from("fide-1930", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "5400+30");
    let events = [
        ev(0, r#""type":"start""#),
        ev(
            1_000,
            r#""type":"adjourn","by":"white","sealed_move":"Ke3""#,
        ),
        ev(86_400_000, r#""type":"resume_adjourned""#),
    ];
    let states = run(&config, &events);
    assert_eq!(
        outcome(last(&states)),
        (
            "0-1".into(),
            "sealed_move_illegal".into(),
            "1930 17.c".into()
        )
    );
}

#[test]
fn fide_1928_par_21_adjournment() {
    let events = with(
        line("white", "e4 e5"),
        &[
            ev(
                6_000,
                r#""type":"adjourn","by":"white","sealed_move":"Nf3""#,
            ),
            ev(86_400_000, r#""type":"resume_adjourned""#),
        ],
    );
    let states = run(&edition("fide-1928"), &events);
    assert_eq!(articles(&states[3]), ["1928 21"]);
    assert_eq!(
        last(&states).last_move.as_ref().map(|m| m.san.as_str()),
        Some("Nf3")
    );
}

// --- Notices: the old Laws' own articles ------------------------------------------------------

/// Issue 22 (debatable): a 1930 or 1928 game cites its own Laws, not the 2023 ones: the start
/// (1930 Art. 20.1, 1928 Par. 20: "Si la partie se joue avec une limite de temps"; no A.1/B.1
/// category, no 6.6), and a result the arbiter declares without naming an article (1930
/// Art. 24.2.a, 1928 Par. 24.a: the dispute goes "à un arbitre, qui décidera sur-le-champ et sans
/// appel"; not 12.1).
fn old_laws_cite_their_own_articles(name: &str, start: &str, ruling: &str) {
    let events = with(
        line("white", "e4 e5"),
        &[ev(
            3_000,
            r#""type":"arbiter","action":"declare_result","result":"1/2-1/2","reason":"arbiter""#,
        )],
    );
    let states = run(&edition(name), &events);
    assert_eq!(articles(&states[0]), [start], "{name}");
    let text = &states[0].notices[0].text;
    assert!(
        !text.contains("A.1") && !text.contains("B.1") && !text.contains("6.3.1"),
        "{name}: {text}"
    );
    assert!(text.contains("5400+30"), "{name}: {text}");
    assert_eq!(outcome(last(&states)).2, ruling, "{name}");
    assert!(articles(last(&states)).iter().all(|a| *a == ruling));
    // Without a clock.
    let states = run(&format!(r#"{{"edition":"{name}"}}"#), &line("white", ""));
    assert_eq!(articles(&states[0]), [start], "{name}");
    assert!(states[0].notices[0].text.contains("without a time limit"));
}

#[test]
fn fide_1930_art_20_1_and_24_2_the_start_and_the_arbiter_s_result_cite_the_1930_laws() {
    old_laws_cite_their_own_articles("fide-1930", "1930 20.1", "1930 24.2");
}

#[test]
fn fide_1928_par_20_and_24_the_start_and_the_arbiter_s_result_cite_the_1928_draft() {
    old_laws_cite_their_own_articles("fide-1928", "1928 20", "1928 24");
}
