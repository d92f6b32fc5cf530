//! Art. 4.3–4.5 (1930 Art. 15, 1928 Par. 14) decided once: the pieces lifted on a sensing board
//! and the same touches given to the game as `touch` events bind the player alike — for every
//! legal move, the board reports a breach exactly when the game refuses the move.

use eboard::{Decision, Reconstructor, Sensed, SensorEvent, Settings};
use game::{Action, Config, Event, Game, Mode, Side};
use laws::Edition;
use proptest::prelude::*;
use shakmaty::{Chess, Color, EnPassantMode, Position, fen::Fen, uci::UciMove};

/// A position after `choices` pick legal moves from the start (stopping at a game's end).
fn position(choices: &[u16]) -> Chess {
    let mut pos = Chess::default();
    for c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[usize::from(*c) % moves.len()];
        pos.play_unchecked(m);
    }
    pos
}

fn side(c: Color) -> Side {
    match c {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

proptest! {
    #![proptest_config(crate::proptest_config(96))]

    #[test]
    fn art_4_3_the_board_and_the_game_bind_alike(
        choices in proptest::collection::vec(any::<u16>(), 0..30),
        lifts in proptest::collection::vec((any::<u8>(), any::<bool>()), 1..5),
        edition in prop_oneof![Just(Edition::Fide2023), Just(Edition::Fide1930), Just(Edition::Fide1928)],
    ) {
        let pos = position(&choices);
        prop_assume!(!pos.is_game_over());
        let rules = edition.competition().touch_rules;
        let settings = Settings { touch_rules: rules, ..Settings::default() };
        let mut rec = Reconstructor::with_settings(pos.clone(), settings);
        let mut out = Vec::new();
        rec.feed(&SensorEvent::new(0, Sensed::Board { scan: 1, board: pos.board().clone() }), &mut out);
        prop_assert!(rec.started());
        // Lift pieces (some within the same scan as the one before), then put them back: a
        // touch each (4.3), no move.
        let occupied: Vec<_> = pos.board().occupied().into_iter().collect();
        let mut scan = 1;
        let mut lifted = Vec::new();
        for (i, (pick, same_scan)) in lifts.iter().enumerate() {
            let square = occupied[usize::from(*pick) % occupied.len()];
            if lifted.contains(&square) {
                continue;
            }
            if !same_scan || i == 0 {
                scan += 1;
            }
            lifted.push(square);
            rec.feed(&SensorEvent::new(100 * scan, Sensed::Square { scan, square, piece: None }), &mut out);
        }
        for square in &lifted {
            scan += 1;
            let piece = pos.board().piece_at(*square);
            rec.feed(&SensorEvent::new(100 * scan, Sensed::Square { scan, square: *square, piece }), &mut out);
        }
        let moved = out.iter().any(|d| matches!(d, Decision::MoveCompleted { .. }));
        prop_assert!(!moved, "lifts put back make no move");
        // The same touches, in the board's order (4.3.3: own piece first within a scan), as
        // the game's events.
        let fen = Fen::from_position(&pos, EnPassantMode::Legal).to_string();
        let config = Config { edition, mode: Mode::Otb, start_fen: Some(fen), ..Config::default() };
        let mut game = Game::new(config).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let start = game.apply(&Event::new(0, Action::Start));
        prop_assert!(start.error.is_none(), "{:?}", start.error);
        let by = side(pos.turn());
        for touched in rec.touched() {
            let state = game.apply(&Event::new(1, Action::Touch {
                by,
                square: touched.square.to_string(),
                withdrawn: None,
            }));
            prop_assert!(state.error.is_none(), "{:?}", state.error);
        }
        let binds = rec.binds();
        for m in pos.legal_moves() {
            let uci = UciMove::from_standard(m).to_string();
            let mut tried = game.clone();
            let state = tried.apply(&Event::new(2, Action::Move { by, text: uci.clone(), offer_draw: false }));
            let refused = state.error.as_ref().is_some_and(|e| e.key.starts_with("touch_bound"));
            prop_assert_eq!(
                refused,
                !binds.allows(m),
                "{} after {:?} under {:?}: the board binds {:?}, the game says {:?}",
                uci, lifted, edition, binds, state.error
            );
        }
    }
}
