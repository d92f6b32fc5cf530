//! `eboard::bridge`: the board's decisions become the game's events, the one translation of
//! the server and `arbiter board` (Art. 2.3, 4.3, 6.2.1, 7.6). Each test plays hands on the
//! simulated board, translates its decisions, and feeds them to a `game::Game` as both drivers
//! do.

use eboard::bridge::{Bridge, refused_for_binding};
use eboard::dgt::{Feed, Reader};
use eboard::simulate::{Hand, Simulator};
use eboard::{Decision, Reconstructor};
use game::{Action, Config, Event, Game, Mode};
use shakmaty::{Chess, Color, Square};

/// The game's events the hands give, and the game after them (refused events left out, as the
/// server journals only what the game accepts; a move refused for a binding resyncs the board).
fn drive(hands: &[Hand]) -> (Vec<Action>, Game) {
    let mut sim = Simulator::new(&Chess::default());
    for hand in hands {
        sim.act(*hand);
    }
    let mut game = Game::new(Config {
        mode: Mode::Otb,
        ..Config::default()
    })
    .expect("a game");
    let (mut reader, mut feed) = (Reader::new(), Feed::new());
    let mut rec = Reconstructor::new(Chess::default());
    let mut bridge = Bridge::new();
    let mut accepted = Vec::new();
    let mut started = false;
    let mut step = |rec: &mut Reconstructor, decisions: Vec<Decision>, t: u64| {
        let mut decisions = decisions;
        loop {
            let mut resync = false;
            for submit in bridge.actions(rec, &decisions, started) {
                let at = submit.at.unwrap_or(t).max(game.last_t());
                let before = game.clone();
                let state = game.apply(&Event::new(at, submit.action.clone()));
                match &state.error {
                    Some(error) => {
                        game = before;
                        resync |= matches!(submit.action, Action::Move { .. })
                            && refused_for_binding(&error.code);
                    }
                    None => {
                        started = state.started;
                        accepted.push(submit.action);
                    }
                }
            }
            if !resync {
                return;
            }
            decisions = Vec::new();
            bridge.resync(rec, game.record().position().clone(), &mut decisions);
        }
    };
    for (t, bytes) in sim.finish() {
        reader.push(&bytes);
        while let Some(Ok(message)) = reader.next_message() {
            for event in feed.message(t, &message) {
                let mut decisions = Vec::new();
                rec.feed(&event, &mut decisions);
                step(&mut rec, decisions, t);
            }
        }
    }
    (accepted, game)
}

fn touch(by: game::Side, square: &str) -> Action {
    Action::Touch {
        by,
        square: square.to_owned(),
        withdrawn: None,
    }
}

fn mv(by: game::Side, uci: &str) -> Action {
    Action::Move {
        by,
        text: uci.to_owned(),
        offer_draw: false,
    }
}

/// Art. 2.3 (the board set up starts the game), 4.3.1 (a lift is a touch), 6.2.1 (the move at
/// the press): `start`, `touch e2`, `move e2e4`.
#[test]
fn art_4_3_1_a_lift_is_a_touch_before_the_move_completed_at_the_press() {
    use game::Side::White;
    let (actions, game) = drive(&[
        Hand::Lift(Square::E2),
        Hand::Place(Square::E4),
        Hand::Press(Color::White),
    ]);
    assert_eq!(
        actions,
        [Action::Start, touch(White, "e2"), mv(White, "e2e4")]
    );
    assert_eq!(game.record().moves().len(), 1);
}

/// Art. 6.2.1 ("un coup est achevé … quand il a appuyé sur sa pendule"): Black's lift while
/// White's move stands unpressed is held, and goes to the game as Black's touch once White's
/// move is completed — not as White's.
#[test]
fn art_6_2_1_a_reply_begun_before_the_press_is_the_opponents_touch() {
    use game::Side::{Black, White};
    let (actions, _) = drive(&[
        Hand::Lift(Square::E2),
        Hand::Place(Square::E4),
        Hand::Lift(Square::E7),
        Hand::Press(Color::White),
        Hand::Place(Square::E5),
        Hand::Press(Color::Black),
    ]);
    assert_eq!(
        actions,
        [
            Action::Start,
            touch(White, "e2"),
            mv(White, "e2e4"),
            touch(Black, "e7"),
            mv(Black, "e7e5"),
        ]
    );
}

/// Art. 4.3.1: the e2 pawn touched first, the d-pawn moved: the game refuses the move
/// (`bound_move`), the board goes back to the game's position and the squares to put back are
/// the game's `board_mismatch` (4.3).
#[test]
fn art_4_3_1_a_move_breaking_the_touch_is_refused_and_put_back() {
    use game::Side::White;
    let (actions, game) = drive(&[
        Hand::Lift(Square::E2),
        Hand::Place(Square::E2),
        Hand::Lift(Square::D2),
        Hand::Place(Square::D4),
        Hand::Press(Color::White),
    ]);
    assert_eq!(
        &actions[..3],
        [Action::Start, touch(White, "e2"), touch(White, "d2")]
    );
    let Some(Action::BoardMismatch { squares, article }) = actions.get(3) else {
        panic!("a board_mismatch after the refusal: {actions:?}");
    };
    assert_eq!(article.as_deref(), Some("4.3"));
    let squares: Vec<&str> = squares.iter().map(|m| m.square.as_str()).collect();
    assert_eq!(squares, ["d2", "d4"]);
    assert!(game.record().moves().is_empty());
}
