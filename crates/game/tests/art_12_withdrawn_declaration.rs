//! Issue 35, item 1: the arbiter withdraws his own last declaration of a result (`withdraw_
//! declaration`), on the grounds of Art. 12.1, 12.2.2, 11.10 and the commentary under 8.7 /
//! 5.2.3 (« le résultat n'est définitif que si l'arbitre le valide »): the game is as it was just
//! before the declaration, its clocks stopped at the declaration's moment (6.11.1) until the
//! arbiter restarts them (6.11.3). Only the game's last step is withdrawn.

use game::{Action, Config, Event, Game, Party, Ruling, State};
use laws::{GameResult, Reason};
use proptest::prelude::*;

use crate::common::{error_code, ev, last, mv, replay, states as run, with};

/// An arbiter's ruling at `t`.
fn arbiter(t: u64, fields: &str) -> String {
    ev(t, &format!(r#""type":"arbiter",{fields}"#))
}

/// The arbiter declares `result` at `t` (Art. 12.1).
fn declare(t: u64, result: &str) -> String {
    arbiter(
        t,
        &format!(r#""action":"declare_result","result":"{result}","reason":"arbiter""#),
    )
}

/// The arbiter withdraws his last declaration at `t`.
fn withdraw(t: u64) -> String {
    arbiter(t, r#""action":"withdraw_declaration""#)
}

const CONFIG: &str = r#"{"time_control":"5400+30","regulations":{"default_time_ms":600000}}"#;

/// `start` at 0, then 1. e4 e5, one move a second.
fn opening() -> Vec<String> {
    vec![
        ev(0, r#""type":"start""#),
        mv(1_000, "white", "e4"),
        mv(2_000, "black", "e5"),
    ]
}

fn codes(state: &State) -> Vec<&str> {
    state.notices.iter().map(|n| n.code.as_str()).collect()
}

#[test]
fn art_12_1_a_declared_result_withdrawn_leaves_the_game_as_before_it_clocks_stopped_at_the_declaration()
 {
    let before = run(CONFIG, &opening());
    let events = with(opening(), &[declare(12_000, "1-0"), withdraw(40_000)]);
    let states = run(CONFIG, &events);
    let declared = &states[states.len() - 2];
    assert!(declared.result.is_some(), "the declaration ends the game");
    let withdrawn = last(&states);
    assert_eq!(withdrawn.error, None);
    assert_eq!(withdrawn.result, None, "no result any more");
    assert_eq!(codes(withdrawn), ["declaration_withdrawn"]);
    assert_eq!(
        withdrawn.notices[0].params["result"],
        game::codes::Param::Text("1-0".into())
    );
    assert_eq!(withdrawn.notices[0].article, "12.1");
    let was = last(&before);
    assert_eq!((&withdrawn.fen, withdrawn.ply), (&was.fen, was.ply));
    // White's clock ran from 2 s to the declaration at 12 s; the 28 s since are nobody's.
    let clock = withdrawn.clock.as_ref().expect("a clock");
    let then = was.clock.as_ref().expect("a clock");
    assert_eq!(clock.white_ms, then.white_ms - 10_000);
    assert_eq!(clock.black_ms, then.black_ms);
    assert!(clock.paused, "stopped at the declaration (6.11.1)");
    assert_eq!(clock.running, None);
    // The arbiter restarts the clocks (6.11.3) and play goes on.
    let resumed = run(
        CONFIG,
        &with(
            events,
            &[ev(41_000, r#""type":"resume""#), mv(43_000, "white", "Nf3")],
        ),
    );
    let played = last(&resumed);
    assert_eq!((played.error.as_ref(), played.ply), (None, 3));
    let clock = played.clock.as_ref().expect("a clock");
    assert_eq!(clock.white_ms, then.white_ms - 10_000 - 2_000 + 30_000);
}

#[test]
fn art_6_7_1_a_forfeit_withdrawn_brings_the_absent_players_game_back_unplayed() {
    let states = run(
        CONFIG,
        &[
            ev(0, r#""type":"start""#),
            arbiter(600_001, r#""action":"forfeit","by":"white""#),
            withdraw(600_500),
        ],
    );
    let forfeited = &states[1];
    assert_eq!(
        forfeited.result.as_ref().map(|o| o.result.to_string()),
        Some("-/+".to_owned())
    );
    let back = last(&states);
    assert_eq!(
        (back.result.as_ref(), back.ply, back.started),
        (None, 0, true)
    );
    assert_eq!(
        back.notices[0].params["result"],
        game::codes::Param::Text("-/+".into())
    );
    assert!(back.clock.as_ref().is_some_and(|c| c.paused));
}

#[test]
fn art_12_1_only_the_last_step_is_withdrawn() {
    // Nothing declared.
    let states = run(CONFIG, &with(opening(), &[withdraw(3_000)]));
    assert_eq!(error_code(last(&states)), Some("nothing_to_withdraw"));
    assert_eq!(
        last(&states).error.as_ref().map(|e| e.key.as_str()),
        Some("no_declaration_to_withdraw")
    );
    // A result the game reached itself (a resignation) is the players', not the arbiter's.
    let states = run(
        CONFIG,
        &with(
            opening(),
            &[
                ev(3_000, r#""type":"resign","by":"black""#),
                withdraw(4_000),
            ],
        ),
    );
    assert_eq!(error_code(last(&states)), Some("nothing_to_withdraw"));
    // A declaration followed by another step (a second declaration, a correction) stands; the
    // correction is the last step, and withdrawing it brings the first back.
    let states = run(
        CONFIG,
        &with(
            opening(),
            &[
                declare(3_000, "1-0"),
                declare(4_000, "0-1"),
                withdraw(5_000),
                withdraw(6_000),
            ],
        ),
    );
    let once = &states[states.len() - 2];
    assert_eq!(
        once.result.as_ref().map(|o| o.result.to_string()),
        Some("1-0".to_owned()),
        "the first declaration is back"
    );
    assert_eq!(
        error_code(last(&states)),
        Some("nothing_to_withdraw"),
        "once only"
    );
    // A withdrawal after a move is refused: the declaration is no longer the last step.
    let states = run(
        CONFIG,
        &with(
            opening(),
            &[
                declare(3_000, "1-0"),
                withdraw(4_000),
                ev(5_000, r#""type":"resume""#),
                mv(6_000, "white", "Nf3"),
                withdraw(7_000),
            ],
        ),
    );
    assert_eq!(error_code(last(&states)), Some("nothing_to_withdraw"));
}

#[test]
fn art_6_8_a_tick_that_sees_nothing_keeps_the_declaration_withdrawable() {
    let states = run(
        CONFIG,
        &with(
            opening(),
            &[
                declare(3_000, "1/2-1/2"),
                ev(9_000, r#""type":"tick""#),
                withdraw(10_000),
            ],
        ),
    );
    assert_eq!(last(&states).error, None);
    assert_eq!(last(&states).result, None);
}

/// Art. 12.9.6, 12.9.8: a game declared lost as a penalty (`lose_game`, `expulsion`) is a
/// declaration of its result as `declare_result` is: [`Game::declaration`] names it while it
/// is the game's last step, and its withdrawal returns the game as it was; a penalty that
/// declares nothing (a warning, 12.9.1) is not one, and clears the declaration before it.
#[test]
fn art_12_9_6_a_game_declared_lost_as_a_penalty_is_a_declaration_withdrawn_as_any() {
    for kind in ["lose_game", "expulsion"] {
        let penalty = arbiter(
            3_000,
            &format!(r#""action":"penalty","against":"black","kind":"{kind}""#),
        );
        let (game, states) = replay(CONFIG, &with(opening(), std::slice::from_ref(&penalty)));
        assert_eq!(
            last(&states).result.as_ref().map(|o| o.result),
            Some(GameResult::WhiteWins),
            "{kind}"
        );
        assert_eq!(game.declaration(), Some(GameResult::WhiteWins), "{kind}");
        let states = run(CONFIG, &with(opening(), &[penalty, withdraw(4_000)]));
        assert_eq!(
            (
                last(&states).error.as_ref(),
                &last(&states).result,
                last(&states).ply
            ),
            (None, &None, 2),
            "{kind}"
        );
    }
    let (game, _) = replay(CONFIG, &with(opening(), &[declare(3_000, "0-1")]));
    assert_eq!(game.declaration(), Some(GameResult::BlackWins));
    let warned = arbiter(
        4_000,
        r#""action":"penalty","against":"black","kind":"warning""#,
    );
    let (game, states) = replay(CONFIG, &with(opening(), &[declare(3_000, "0-1"), warned]));
    assert_eq!(game.declaration(), None, "the warning came after it");
    assert_eq!(
        last(&states).result.as_ref().map(|o| o.result),
        Some(GameResult::BlackWins)
    );
    let (game, _) = replay(
        CONFIG,
        &with(opening(), &[ev(3_000, r#""type":"resign","by":"white""#)]),
    );
    assert_eq!(game.declaration(), None, "a resignation is the player's");
    assert!(
        !Ruling::Penalty {
            against: clock::Side::White,
            kind: game::PenaltyKind::Warning,
            ms: None,
            points: None
        }
        .declares_result()
    );
}

/// A game played `moves` plies of a fixed line, one a second from the start.
fn line(moves: usize) -> Vec<Event> {
    let sans = [
        "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
    ];
    let mut events = vec![Event::new(0, Action::Start)];
    for (i, san) in sans.iter().take(moves).enumerate() {
        events.push(Event::new(
            1_000 * (i as u64 + 1),
            Action::Move {
                by: if i % 2 == 0 {
                    clock::Side::White
                } else {
                    clock::Side::Black
                },
                text: (*san).to_owned(),
                offer_draw: false,
            },
        ));
    }
    events
}

proptest! {
    #![proptest_config(crate::proptest_config(64))]

    /// Art. 12.1, 6.11.1 as a property: whatever the arbiter declares, whenever, its withdrawal
    /// returns the board, the side on move and the result to what they were before it, each
    /// clock showing what it showed at the declaration and stopped; and the journal replayed
    /// gives the same state as the game played live.
    #[test]
    fn art_12_1_a_withdrawal_returns_to_the_game_before_the_declaration(
        moves in 0usize..10,
        declare_after in 1u64..50_000,
        withdraw_after in 0u64..50_000,
        which in 0usize..9,
    ) {
        let config: Config = serde_json::from_str(CONFIG).expect("the config");
        // A forfeit is for a player absent at the default time (Art. 6.7.1): before any move.
        let moves = if which >= 6 { 0 } else { moves };
        let mut events = line(moves);
        let t0 = if which >= 6 { 600_001 } else { 1_000 * moves as u64 };
        let declared_at = t0 + declare_after;
        let ruling = match which {
            0..=5 => Ruling::DeclareResult {
                result: GameResult::ALL[which % GameResult::ALL.len()],
                reason: Reason::Arbiter,
                article: None,
            },
            6 => Ruling::Forfeit { by: Party::White },
            7 => Ruling::Forfeit { by: Party::Black },
            _ => Ruling::Forfeit { by: Party::Both },
        };
        let (mut live, _) = Game::replay(config.clone(), &events).expect("a game");
        let before = live.state(declared_at, Vec::new(), None);
        events.push(Event::new(declared_at, Action::Arbiter(ruling)));
        events.push(Event::new(
            declared_at + withdraw_after,
            Action::Arbiter(Ruling::WithdrawDeclaration),
        ));
        let declared = live.apply(&events[events.len() - 2]);
        prop_assert_eq!(declared.error.as_ref(), None);
        prop_assert!(declared.result.is_some());
        let after = live.apply(&events[events.len() - 1]);
        prop_assert_eq!(after.error.as_ref(), None);
        prop_assert_eq!(&after.result, &None);
        prop_assert_eq!((&after.fen, after.ply, after.to_move), (&before.fen, before.ply, before.to_move));
        let (now, then) = (after.clock.expect("a clock"), before.clock.expect("a clock"));
        prop_assert_eq!((now.white_ms, now.black_ms), (then.white_ms, then.black_ms));
        prop_assert!(now.paused);
        let (_, replayed) = Game::replay(config, &events).expect("a game");
        prop_assert_eq!(replayed.last(), Some(&live.state(declared_at + withdraw_after, after.notices.clone(), None)));
    }
}
