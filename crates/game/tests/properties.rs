//! Property tests: random legal games with random event interleavings never reach a state the
//! Laws forbid, and the state is a function of the config and the events.

use game::{Action, Config, Event, Game, Mode, PenaltyKind, Ruling, Side, State};
use laws::{Edition, read_fen};
use proptest::prelude::*;
use shakmaty::Position;

/// One step of a random game: what kind of event, and the numbers that pick its details.
#[derive(Clone, Debug)]
struct Step {
    kind: u8,
    pick: u16,
    dt: u32,
}

fn step() -> impl Strategy<Value = Step> {
    (0u8..100, any::<u16>(), 0u32..40_000).prop_map(|(kind, pick, dt)| Step { kind, pick, dt })
}

fn config(edition: u8, mode: bool, tc: u8, min_moves: u8) -> Config {
    let mut c = Config {
        edition: Edition::ALL[usize::from(edition) % 4],
        mode: if mode { Mode::Otb } else { Mode::Online },
        time_control: ["-", "60+1", "300", "40/5400+30:1800+30", "180+2"][usize::from(tc) % 5]
            .to_owned(),
        ..Config::default()
    };
    c.regulations.draw_offer_min_moves = u32::from(min_moves % 4);
    c
}

fn side(pick: u16) -> Side {
    if pick.is_multiple_of(2) {
        Side::White
    } else {
        Side::Black
    }
}

/// The event a step makes in the game as it stands.
fn event(game: &Game, state: &State, t: u64, s: &Step) -> Event {
    let pos = read_fen(&state.fen).expect("the state's FEN reads").0;
    let legal = pos.legal_moves();
    let by = state.to_move;
    let action = match s.kind {
        0..=54 if !legal.is_empty() => {
            let m = legal[usize::from(s.pick) % legal.len()];
            Action::Move {
                by,
                text: m.to_uci(game.record().castling_mode()).to_string(),
                offer_draw: s.pick.is_multiple_of(11),
            }
        }
        55..=59 => Action::Move {
            by: side(s.pick),
            text: ["e2e5", "Ke3", "--", "Nf6", "a1a8", "e8", "Qxh7#"][usize::from(s.pick) % 7]
                .to_owned(),
            offer_draw: false,
        },
        60..=64 => Action::OfferDraw { by: side(s.pick) },
        65..=67 => Action::AcceptDraw { by: side(s.pick) },
        68..=70 => Action::DeclineDraw { by: side(s.pick) },
        71..=74 => Action::ClaimDraw {
            by: side(s.pick),
            intended: legal
                .get(usize::from(s.pick) % legal.len().max(1))
                .map(|m| m.to_uci(game.record().castling_mode()).to_string()),
        },
        75 => Action::Resign { by: side(s.pick) },
        76..=78 => Action::ClaimTime { by: side(s.pick) },
        79..=80 => Action::ClaimIllegal { by: side(s.pick) },
        81..=84 => Action::Tick,
        85 => Action::Pause {
            by: None,
            reason: None,
        },
        86..=87 => Action::Resume,
        88 => Action::Adjourn {
            by,
            sealed_move: legal.first().map_or("e4".to_owned(), |m| {
                m.to_uci(game.record().castling_mode()).to_string()
            }),
        },
        89..=90 => Action::ResumeAdjourned,
        91 => Action::Arbiter(Ruling::AddTime {
            to: side(s.pick),
            ms: u64::from(s.pick) * 10,
        }),
        92 => Action::Arbiter(Ruling::Penalty {
            against: side(s.pick),
            kind: [
                PenaltyKind::Warning,
                PenaltyKind::TakeTime,
                PenaltyKind::IllegalMove,
            ][usize::from(s.pick) % 3],
            ms: None,
            points: None,
        }),
        _ => Action::Tick,
    };
    Event::new(t, action)
}

/// The parts of a state an event may change.
fn substance(s: &State) -> (usize, String, Option<Side>, String, String) {
    (
        s.ply,
        s.fen.clone(),
        s.draw_offer,
        format!("{:?}", s.result),
        format!("{:?}{:?}{:?}", s.illegal_moves, s.adjourned, s.must_move),
    )
}

proptest! {
    #![proptest_config(crate::proptest_config(96))]

    #[test]
    fn random_event_streams_never_reach_a_forbidden_state(
        edition in 0u8..4, otb in any::<bool>(), tc in 0u8..5, min_moves in 0u8..4,
        steps in proptest::collection::vec(step(), 1..160),
    ) {
        let config = config(edition, otb, tc, min_moves);
        let mut game = Game::new(config.clone()).expect("the config is valid");
        let mut events = vec![Event::new(0, Action::Start)];
        let mut state = game.apply(&events[0]);
        let mut t = 0u64;
        let mut ended: Option<State> = None;
        for s in &steps {
            t += u64::from(s.dt);
            let e = event(&game, &state, t, s);
            let before = state.clone();
            state = game.apply(&e);
            events.push(e.clone());

            // A refused event changes nothing (a flag noticed on the way is time passing, not
            // the event: only when no result appeared).
            if state.error.is_some() && state.result == before.result {
                prop_assert_eq!(substance(&state), substance(&before), "{:?}", e);
            }
            // Nothing is played after the end; the result stands.
            if let Some(end) = &ended {
                prop_assert_eq!(state.ply, end.ply);
                prop_assert_eq!(&state.fen, &end.fen);
                prop_assert_eq!(&state.result, &end.result);
                prop_assert!(state.clock.as_ref().is_none_or(|c| c.running.is_none()));
            }
            if state.result.is_some() && ended.is_none() {
                ended = Some(state.clone());
            }
            // The clock: a flag down shows zero; only the player on move's clock runs.
            if let Some(c) = &state.clock {
                if c.flag.white { prop_assert_eq!(c.white_ms, 0); }
                if c.flag.black { prop_assert_eq!(c.black_ms, 0); }
                if let Some(running) = c.running {
                    prop_assert_eq!(running, state.to_move);
                }
            }
            // An offer stands only from a side that may offer (5.2.3, 9.1.1; 1930 16.1.d).
            if let Some(offerer) = state.draw_offer {
                prop_assert!(state.result.is_none());
                let pos = read_fen(&state.fen).expect("fen").0;
                let full = pos.fullmoves().get();
                if matches!(config.edition, Edition::Fide1930 | Edition::Fide1928) {
                    // Black has completed `full - 1` moves (the start is the standard one).
                    prop_assert!(full > 30, "{offerer}'s offer before Black's 30th move ({full})");
                }
            }
            // An agreement only once each side has moved (5.2.3); an offer may come earlier
            // (9.1.2.1).
            if state.result.as_ref().is_some_and(|r| r.reason == laws::Reason::Agreement) {
                prop_assert!(state.ply >= 2, "a draw agreed before each side moved");
            }
            // At most one illegal move is penalised without ending the game (7.5.5).
            if state.result.is_none() {
                prop_assert!(state.illegal_moves.white < 2 && state.illegal_moves.black < 2);
            }
        }
        // The same events give the same states.
        let (_, replayed) = Game::replay(config, &events).expect("replays");
        prop_assert_eq!(replayed.last(), Some(&state));
    }
}
