//! Issue 31, item 2: the game tells, typed, what needs the arbiter (`State::arbiter_needs`,
//! each item with its article), who may send each event (`Action::actor`, Art. 12) and the
//! kind of a forfeit (`Outcome::forfeit`), so that no reader matches an article's text.

use game::{Action, Actor, ArbiterNeed, Forfeit, Side};

use crate::common::{ev, mv, states};

/// 1997 C.3: in blitz, an illegal move claimed wins the game, for the arbiter to check; the
/// item carries the claim's article and the claimant. Under the 2023 Laws an illegal move
/// claimed is corrected at once (A.5.2, 7.5.5): nothing waits for the arbiter.
#[test]
fn fide_1997_c_3_an_illegal_move_claimed_needs_the_arbiter() {
    let events = [
        ev(0, r#""type":"start""#),
        mv(1_000, "white", "e4"),
        mv(3_000, "black", "f8b4"),
        ev(4_000, r#""type":"claim_illegal","by":"white""#),
    ];
    let s = states(
        r#"{"edition":"fide-1997","time_control":"180","mode":"otb"}"#,
        &events,
    );
    assert!(
        s[2].arbiter_needs().is_empty(),
        "{:?}",
        s[2].arbiter_needs()
    );
    let needs = s[3].arbiter_needs();
    assert!(
        matches!(&needs[..], [ArbiterNeed::IllegalMoveClaimed(_)]),
        "{needs:?}"
    );
    assert_eq!(
        (needs[0].article(), needs[0].by()),
        ("1997 C.3", Some(Side::White))
    );
    let a_5_2 = states(
        r#"{"time_control":"900+10","mode":"otb","regulations":{"annex":"A.5"}}"#,
        &events,
    );
    assert!(a_5_2[3].error.is_none());
    assert!(
        a_5_2[3].arbiter_needs().is_empty(),
        "{:?}",
        a_5_2[3].arbiter_needs()
    );
}

/// Guideline I.1: an adjourned game needs the arbiter (the envelope) until it resumes.
#[test]
fn guideline_i_1_an_adjourned_game_needs_the_arbiter_until_it_resumes() {
    let s = states(
        r#"{"time_control":"40/7200+30:1800","mode":"otb"}"#,
        &[
            ev(0, r#""type":"start""#),
            mv(60_000, "white", "e4"),
            ev(
                90_000,
                r#""type":"adjourn","by":"black","sealed_move":"e5""#,
            ),
            ev(86_400_000, r#""type":"resume_adjourned""#),
        ],
    );
    // The clocks stop with the adjournment: the pause is there too (6.11.3 aside, I.9).
    assert_eq!(
        s[2].arbiter_needs(),
        [ArbiterNeed::Paused, ArbiterNeed::Adjourned]
    );
    assert_eq!(s[2].arbiter_needs()[1].article(), "I.1");
    assert!(
        s[3].arbiter_needs().is_empty(),
        "{:?}",
        s[3].arbiter_needs()
    );
}

/// Art. 7.6: a board that differs needs the arbiter until it matches again.
#[test]
fn art_7_6_a_board_that_differs_needs_the_arbiter() {
    let s = states(
        r#"{"time_control":"300+2","mode":"otb"}"#,
        &[
            ev(0, r#""type":"start""#),
            ev(
                1_000,
                r#""type":"board_mismatch","squares":[{"square":"e2","piece":"P"}]"#,
            ),
            ev(2_000, r#""type":"board_mismatch","squares":[]"#),
        ],
    );
    let needs = s[1].arbiter_needs();
    assert!(
        matches!(&needs[..], [ArbiterNeed::BoardMismatch(r)] if r.squares.len() == 1),
        "{needs:?}"
    );
    assert_eq!(needs[0].article(), "7.6");
    assert!(s[2].arbiter_needs().is_empty());
}

/// Guideline III.3.1.1: both flags found down (the arbiter sets both clocks to zero, 6.10.2) in
/// a period before the last, play goes on: the flag needs the arbiter (6.9), and the item
/// carries the notice that speaks of the flags, not the clock's (which an article's text,
/// `"6.10.2"`, would have picked).
#[test]
fn guideline_iii_3_1_1_both_flags_down_need_the_arbiter() {
    let s = states(
        r#"{"time_control":"40/5400:1800","regulations":{"guideline_iii":true}}"#,
        &[
            ev(0, r#""type":"start""#),
            mv(1_000, "white", "e4"),
            mv(2_000, "black", "e5"),
            ev(
                4_000,
                r#""type":"arbiter","action":"set_clock","white_ms":0,"black_ms":0"#,
            ),
        ],
    );
    let last = s.last().expect("states");
    assert!(last.result.is_none(), "{:?}", last.result);
    let flag = last
        .arbiter_needs()
        .into_iter()
        .find(|n| matches!(n, ArbiterNeed::Flag { .. }))
        .expect("a flag need");
    assert_eq!((flag.article(), flag.by()), ("6.9", Some(Side::White)));
    let ArbiterNeed::Flag { notice, .. } = flag else {
        unreachable!("matched above")
    };
    assert_eq!(
        notice.map(|n| n.code),
        Some("both_flags_play_on".to_owned())
    );
}

/// Art. 12: the players' own acts are theirs, the rest the arbiter's; a mate demand's theory
/// count is the arbiter's ruling (1930 Art. 16.1.f).
#[test]
fn art_12_who_may_send_each_event() {
    let player = |a: Action| a.actor();
    assert_eq!(
        player(Action::Move {
            by: Side::White,
            text: "e4".into(),
            offer_draw: false
        }),
        Actor::Player(Side::White)
    );
    assert_eq!(
        player(Action::Pause {
            by: Some(Side::Black),
            reason: None
        }),
        Actor::Player(Side::Black),
        "6.11.2: a player pauses to call the arbiter"
    );
    for arbiter in [
        Action::Start,
        Action::Resume,
        Action::ResumeAdjourned,
        Action::Tick,
        Action::ReleaseTouch { by: Side::White },
        Action::Touch {
            by: Side::White,
            square: "e2".into(),
            withdrawn: None,
        },
    ] {
        assert_eq!(arbiter.actor(), Actor::Arbiter, "{arbiter:?}");
    }
    let count = Action::DemandMate {
        by: Side::Black,
        theory_moves: Some(60),
    };
    assert_eq!(count.actor(), Actor::TheoryCount(Side::Black));
    assert_eq!(
        count.actor().article().map(|a| a.as_str()),
        Some("1930 16.1.f")
    );
    assert_eq!(Actor::Arbiter.article().map(|a| a.as_str()), Some("12"));
}

/// Art. 6.7.1 and 11.7: a forfeit for absence and one for refusing to comply are told apart.
#[test]
fn art_6_7_1_and_11_7_the_kind_of_a_forfeit() {
    let absent = states(
        r#"{"time_control":"300"}"#,
        &[
            ev(0, r#""type":"start""#),
            ev(1_000, r#""type":"arbiter","action":"forfeit","by":"white""#),
        ],
    );
    let refused = states(
        r#"{"time_control":"300"}"#,
        &[
            ev(0, r#""type":"start""#),
            mv(1_000, "white", "e4"),
            mv(2_000, "black", "e5"),
            ev(3_000, r#""type":"arbiter","action":"forfeit","by":"black""#),
        ],
    );
    let kind = |s: &[game::State]| {
        s.last()
            .and_then(|s| s.result.as_ref())
            .and_then(|o| o.forfeit())
    };
    assert_eq!(kind(&absent), Some(Forfeit::Absence));
    assert_eq!(kind(&refused), Some(Forfeit::Conduct));
    // 1930 Art. 19.4: the old Laws' refusal to comply is conduct too, under its own article.
    let old = states(
        r#"{"edition":"fide-1930","time_control":"300"}"#,
        &[
            ev(0, r#""type":"start""#),
            mv(1_000, "white", "e4"),
            mv(2_000, "black", "e5"),
            ev(3_000, r#""type":"arbiter","action":"forfeit","by":"black""#),
        ],
    );
    let outcome = old
        .last()
        .and_then(|s| s.result.clone())
        .expect("forfeited");
    assert_eq!(outcome.article, "1930 19.4");
    assert_eq!(outcome.forfeit(), Some(Forfeit::Conduct));
}
