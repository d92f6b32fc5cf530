//! Issue 31, item 2: a refused event changes nothing, its `t` included (the README: "a refused
//! event changes nothing"), so that a host need not keep a copy of the game to undo a refusal.
//! The one thing a refusal keeps is what its look at the clock found (Art. 6.8: "Un drapeau est
//! considéré comme tombé quand l'arbitre le constate"): then the game is exactly as a `tick` at
//! the event's time would have left it, with the same notices.
//!
//! A property over every action and every ruling (a `match` below fails to compile when one is
//! added), every edition, both modes and several time controls.

use game::{
    Action, Config, Event, Game, Misplaced, Mode, Party, PenaltyChoice, PenaltyKind, Ruling, Side,
    State,
};
use laws::{Edition, GameResult, Reason, read_fen};
use proptest::prelude::*;
use shakmaty::Position;

/// The number of [`Action`] variants and [`Ruling`] variants, as [`variant`] numbers them.
pub(crate) const VARIANTS: usize = 33;

/// Each action's number, a ruling's counted apart: exhaustive, so a new action or ruling must be
/// given a number (and so a place in [`action`]).
pub(crate) fn variant(action: &Action) -> usize {
    match action {
        Action::Start => 0,
        Action::Move { .. } => 1,
        Action::OfferDraw { .. } => 2,
        Action::AcceptDraw { .. } => 3,
        Action::DeclineDraw { .. } => 4,
        Action::ClaimDraw { .. } => 5,
        Action::Resign { .. } => 6,
        Action::ClaimTime { .. } => 7,
        Action::ClaimIllegal { .. } => 8,
        Action::Tick => 9,
        Action::Pause { .. } => 10,
        Action::Resume => 11,
        Action::Adjourn { .. } => 12,
        Action::ResumeAdjourned => 13,
        Action::ClaimPerpetual { .. } => 14,
        Action::DemandMate { .. } => 15,
        Action::ChoosePenalty { .. } => 16,
        Action::Touch { .. } => 17,
        Action::Adjust { .. } => 18,
        Action::ReleaseTouch { .. } => 19,
        Action::ChooseTouched { .. } => 20,
        Action::ClaimBreach { .. } => 21,
        Action::BoardMismatch { .. } => 22,
        Action::Arbiter(ruling) => match ruling {
            Ruling::SetClock { .. } => 23,
            Ruling::AddTime { .. } => 24,
            Ruling::Penalty { .. } => 25,
            Ruling::DeclareResult { .. } => 26,
            Ruling::Forfeit { .. } => 27,
            Ruling::GrantIii4 { .. } => 28,
            Ruling::ColoursReversed => 29,
            Ruling::WrongStartPosition => 30,
            Ruling::RejectClaim => 31,
            Ruling::WithdrawDeclaration => 32,
        },
    }
}

fn side(pick: u16) -> Side {
    if pick.is_multiple_of(2) {
        Side::White
    } else {
        Side::Black
    }
}

/// The action of number `kind` (legal moves weighted in beside), its details picked by `pick`
/// in the game as it stands.
pub(crate) fn action(game: &Game, state: &State, kind: usize, pick: u16) -> Action {
    let pos = read_fen(&state.fen).expect("the state's FEN reads").0;
    let legal = pos.legal_moves();
    let uci = |i: usize| {
        legal
            .get(i % legal.len().max(1))
            .map(|m| m.to_uci(game.record().castling_mode()).to_string())
    };
    let by = if pick.is_multiple_of(3) {
        state.to_move
    } else {
        side(pick)
    };
    let p = usize::from(pick);
    let square = ["e2", "e7", "g1", "d8", "a1", "h5", "zz"][p % 7].to_owned();
    match kind {
        0 => Action::Start,
        1 => Action::Move {
            by,
            text: ["e2e5", "Ke3", "--", "Nf6", "a1a8", "e8", "Qxh7#"][p % 7].to_owned(),
            offer_draw: pick.is_multiple_of(5),
        },
        2 => Action::OfferDraw { by },
        3 => Action::AcceptDraw { by },
        4 => Action::DeclineDraw { by },
        5 => Action::ClaimDraw {
            by,
            intended: pick.is_multiple_of(2).then(|| uci(p)).flatten(),
        },
        6 => Action::Resign { by },
        7 => Action::ClaimTime { by },
        8 => Action::ClaimIllegal { by },
        9 => Action::Tick,
        10 => Action::Pause {
            by: pick.is_multiple_of(2).then_some(by),
            reason: pick
                .is_multiple_of(5)
                .then(|| "the lights went out".to_owned()),
        },
        11 => Action::Resume,
        12 => Action::Adjourn {
            by,
            sealed_move: uci(p).unwrap_or_else(|| "e4".to_owned()),
        },
        13 => Action::ResumeAdjourned,
        14 => Action::ClaimPerpetual { by },
        15 => Action::DemandMate {
            by,
            theory_moves: pick.is_multiple_of(2).then_some(u32::from(pick % 200)),
        },
        16 => Action::ChoosePenalty {
            by,
            choice: if pick.is_multiple_of(2) {
                PenaltyChoice::Capture
            } else {
                PenaltyChoice::TouchedPiece
            },
        },
        17 => Action::Touch {
            by,
            square,
            withdrawn: [None, Some(true), Some(false)][p % 3],
        },
        18 => Action::Adjust { by },
        19 => Action::ReleaseTouch { by },
        20 => Action::ChooseTouched { by, square },
        21 => Action::ClaimBreach { by },
        22 => Action::BoardMismatch {
            squares: if pick.is_multiple_of(2) {
                Vec::new()
            } else {
                vec![Misplaced {
                    square,
                    piece: Some("P".to_owned()),
                }]
            },
            article: [None, Some("7.4.1".to_owned()), Some("9.9".to_owned())][p % 3].clone(),
        },
        23 => Action::Arbiter(Ruling::SetClock {
            white_ms: u64::from(pick) * 50,
            black_ms: u64::from(pick.rotate_left(3)) * 50,
        }),
        24 => Action::Arbiter(Ruling::AddTime {
            to: by,
            ms: u64::from(pick) * 10,
        }),
        25 => Action::Arbiter(Ruling::Penalty {
            against: by,
            kind: [
                PenaltyKind::Warning,
                PenaltyKind::AddTime,
                PenaltyKind::TakeTime,
                PenaltyKind::AddPoints,
                PenaltyKind::TakePoints,
                PenaltyKind::LoseGame,
                PenaltyKind::Fine,
                PenaltyKind::Expulsion,
                PenaltyKind::IllegalMove,
            ][p % 9],
            ms: pick.is_multiple_of(2).then_some(u64::from(pick) * 100),
            points: pick.is_multiple_of(3).then_some(f64::from(pick % 4) * 0.5),
        }),
        26 => Action::Arbiter(Ruling::DeclareResult {
            result: GameResult::ALL[p % GameResult::ALL.len()],
            reason: Reason::ALL[(p / 7) % Reason::ALL.len()],
            article: pick.is_multiple_of(2).then(|| "12.1".to_owned()),
        }),
        27 => Action::Arbiter(Ruling::Forfeit {
            by: [Party::White, Party::Black, Party::Both][p % 3],
        }),
        28 => Action::Arbiter(Ruling::GrantIii4 { requester: by }),
        29 => Action::Arbiter(Ruling::ColoursReversed),
        30 => Action::Arbiter(Ruling::WrongStartPosition),
        31 => Action::Arbiter(Ruling::RejectClaim),
        32 => Action::Arbiter(Ruling::WithdrawDeclaration),
        _ => match uci(p) {
            Some(text) => Action::Move {
                by: state.to_move,
                text,
                offer_draw: pick.is_multiple_of(13),
            },
            None => Action::Tick,
        },
    }
}

pub(crate) fn config(edition: usize, otb: bool, tc: usize, iii: bool) -> Config {
    let mut c = Config {
        edition: Edition::ALL[edition % Edition::ALL.len()],
        mode: if otb { Mode::Otb } else { Mode::Online },
        time_control: ["-", "60+1", "300", "40/5400+30:1800+30", "180+2", "900"][tc % 6].to_owned(),
        ..Config::default()
    };
    c.regulations.guideline_iii = iii;
    c
}

/// The whole of a game, as its `Debug` writes it: every part, `last_t` included.
pub(crate) fn whole(game: &Game) -> String {
    format!("{game:?}")
}

#[test]
fn issue_31_every_action_and_ruling_is_generated() {
    let game = Game::new(Config::default()).expect("the default config");
    let state = game.state(0, Vec::new(), None);
    let mut seen = [false; VARIANTS];
    for kind in 0..VARIANTS {
        seen[variant(&action(&game, &state, kind, 1))] = true;
    }
    assert!(seen.iter().all(|s| *s), "{seen:?}");
}

/// The issue's own case: an event refused at t=5000 leaves the game's time where it was, so a
/// `start` at t=0 is taken (Art. 6.6), not refused `time_went_back`.
#[test]
fn issue_31_a_refused_event_leaves_the_time_where_it_was() {
    let mut game = Game::new(config(0, false, 1, false)).expect("a config");
    let before = whole(&game);
    let refused = game.apply(&Event::new(
        5_000,
        Action::Move {
            by: Side::White,
            text: "e4".to_owned(),
            offer_draw: false,
        },
    ));
    assert_eq!(
        refused.error.as_ref().map(|e| e.key.as_str()),
        Some("not_started_start_first")
    );
    assert_eq!(whole(&game), before, "nothing changed");
    assert_eq!(game.last_t(), 0);
    let started = game.apply(&Event::new(0, Action::Start));
    assert_eq!(started.error, None, "the start at t=0 is taken");
}

/// Art. 6.8: Black's move sent out of turn after White's flag fell is refused, and the look
/// it made at the clock stays: the game is over on time as a tick at that moment leaves it.
#[test]
fn art_6_8_a_refused_event_keeps_the_flag_its_look_found() {
    let mut game = Game::new(config(0, false, 2, false)).expect("300 s");
    game.apply(&Event::new(0, Action::Start));
    let before = game.clone();
    let refused = game.apply(&Event::new(
        301_000,
        Action::Move {
            by: Side::Black,
            text: "e5".to_owned(),
            offer_draw: false,
        },
    ));
    assert!(refused.error.is_some());
    let codes: Vec<&str> = refused.notices.iter().map(|n| n.code.as_str()).collect();
    assert!(codes.contains(&"flag_fell"), "{codes:?}");
    let mut ticked = before;
    let tick = ticked.apply(&Event::new(301_000, Action::Tick));
    assert_eq!(tick.notices, refused.notices);
    assert_eq!(tick.result, refused.result);
    assert_eq!(whole(&game), whole(&ticked));
}

proptest! {
    #![proptest_config(crate::proptest_config(256))]

    /// Art. 6.8 aside, a refused event leaves the game as it was, `t` included; with the look's
    /// notices, as a tick at its time leaves it.
    #[test]
    fn issue_31_a_refused_event_changes_nothing_but_what_its_look_at_the_clock_found(
        edition in 0usize..4, otb in any::<bool>(), tc in 0usize..6, iii in any::<bool>(),
        steps in proptest::collection::vec((0usize..48, any::<u16>(), -3_000i64..30_000), 1..120),
    ) {
        let mut game = Game::new(config(edition, otb, tc, iii)).expect("the config is valid");
        let mut state = game.apply(&Event::new(0, Action::Start));
        let mut t = 0u64;
        for (kind, pick, dt) in steps {
            t = t.saturating_add_signed(dt);
            let event = Event::new(t, action(&game, &state, kind, pick));
            let before = game.clone();
            let after = game.apply(&event);
            if after.error.is_some() {
                if after.notices.is_empty() {
                    prop_assert_eq!(whole(&game), whole(&before), "{:?} changed the game", event);
                    prop_assert_eq!(game.last_t(), before.last_t());
                } else {
                    let mut ticked = before.clone();
                    let tick = ticked.apply(&Event::new(event.t, Action::Tick));
                    prop_assert_eq!(tick.error, None);
                    prop_assert_eq!(&tick.notices, &after.notices, "{:?}", event);
                    prop_assert_eq!(whole(&game), whole(&ticked), "{:?}: more than the look", event);
                }
            }
            // A refused state shows the board at its time: the next event is picked from it.
            state = after;
        }
    }
}
