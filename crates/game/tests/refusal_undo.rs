//! Issue 36, item 3: [`Game::apply`] undoes a refused event from a checkpoint (the histories'
//! lengths and a copy of the game's small parts) instead of a copy of the whole game. Along
//! random games it must agree, event by event, with [`Game::apply_cloning`], the former `apply`
//! that copies the game before each event, kept as the reference: the same state reported, the
//! same game after (`Debug`: every part, the record and the scoresheet included), and a refused
//! event (its look at the clock aside, Art. 6.8) leaves the game exactly as it was (issue 31).
//!
//! The events are those of `refusal_changes_nothing` (every action and ruling, legal and
//! illegal moves, in every edition, both modes and several time controls), with more of those
//! that rewrite the game's history rather than add to it: illegal moves naming their squares
//! (Art. 7.5.1; under A.5.2 they stand, and the record goes on from them), their claims by the
//! player on move (7.5.5: the position before them restored), a declaration of the result with
//! its withdrawal (issue 35), a restart (7.2.1, 7.3). The run is seeded, and checks at its end
//! that each of these happened, and that every action was refused at least once.

use std::cell::RefCell;

use game::{Action, Event, Game, Party, PenaltyKind, Ruling, State};
use laws::{GameResult, Reason, read_fen};
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, TestCaseError, TestRng, TestRunner};
use shakmaty::{Position, Square};

use crate::refusal_changes_nothing::{VARIANTS, action, config, variant, whole};

/// Kinds of step beyond `refusal_changes_nothing`'s `action` (0 to 47).
const ILLEGAL_WITH_SQUARES: usize = 48;
const DECLARE_AND_WITHDRAW: usize = 56;
const CLAIM_ILLEGAL_ON_MOVE: usize = 60;
const KINDS: usize = 66;

/// The actions of a step of kind `kind`, picked by `pick` in the game as it stands.
fn actions(game: &Game, state: &State, kind: usize, pick: u16) -> Vec<Action> {
    let p = usize::from(pick);
    match kind {
        k if k < ILLEGAL_WITH_SQUARES => vec![action(game, state, k, pick)],
        k if k < DECLARE_AND_WITHDRAW => vec![illegal_move(state, pick)],
        k if k < CLAIM_ILLEGAL_ON_MOVE => {
            let declaration = match p % 4 {
                0 => Ruling::DeclareResult {
                    result: GameResult::ALL[p % GameResult::ALL.len()],
                    reason: Reason::ALL[(p / 5) % Reason::ALL.len()],
                    article: None,
                },
                1 => Ruling::Forfeit {
                    by: [Party::White, Party::Black, Party::Both][p % 3],
                },
                2 => Ruling::Penalty {
                    against: state.to_move,
                    kind: PenaltyKind::LoseGame,
                    ms: None,
                    points: None,
                },
                _ => Ruling::Penalty {
                    against: !state.to_move,
                    kind: PenaltyKind::Expulsion,
                    ms: None,
                    points: None,
                },
            };
            vec![
                Action::Arbiter(declaration),
                Action::Arbiter(Ruling::WithdrawDeclaration),
            ]
        }
        _ => vec![Action::ClaimIllegal { by: state.to_move }],
    }
}

/// A move of a piece of the side on move to a square none of its legal moves reaches, in UCI:
/// an illegal move whose squares are known (Art. 7.5.1; A.5.2 lets it stand).
fn illegal_move(state: &State, pick: u16) -> Action {
    let Ok((pos, _)) = read_fen(&state.fen) else {
        return Action::Tick;
    };
    let legal = pos.legal_moves();
    let p = usize::from(pick);
    let Some(from) = legal.get(p % legal.len().max(1)).and_then(|m| m.from()) else {
        return Action::Tick;
    };
    let to = (0..64)
        .map(|i| Square::new(((p / 7 + i * 37) % 64) as u32))
        .find(|to| {
            *to != from
                && !legal
                    .iter()
                    .any(|m| m.from() == Some(from) && m.to() == *to)
        });
    match to {
        Some(to) => Action::Move {
            by: state.to_move,
            text: format!("{from}{to}"),
            offer_draw: false,
        },
        None => Action::Tick,
    }
}

/// What the run met, for its check at the end.
#[derive(Default)]
struct Seen {
    /// Refused events (without notices) of each action and ruling, as `variant` numbers them.
    refused: Vec<usize>,
    /// Refused events while an illegal move stood (A.5.2), or while a declaration could still
    /// be withdrawn.
    refused_while_standing: usize,
    refused_while_declared: usize,
    /// Refused events whose look at the clock found a flag (Art. 6.8).
    refused_with_a_look: usize,
    /// Notices of the acts that rewrite the history.
    stands: usize,
    corrected: usize,
    withdrawn: usize,
    restarted: usize,
    offers: usize,
}

impl Seen {
    fn note(&mut self, event: &Event, before: &Game, standing: bool, state: &State) {
        if state.error.is_some() {
            if state.notices.is_empty() {
                self.refused[variant(&event.action)] += 1;
            } else {
                self.refused_with_a_look += 1;
            }
            self.refused_while_standing += usize::from(standing);
            self.refused_while_declared += usize::from(before.declaration().is_some());
        }
        for notice in &state.notices {
            match notice.code.as_str() {
                "illegal_move_stands_unless_claimed" => self.stands += 1,
                "illegal_move_corrected" => self.corrected += 1,
                "declaration_withdrawn" => self.withdrawn += 1,
                "start_position_wrong" | "colours_reversed" => self.restarted += 1,
                "draw_offered" => self.offers += 1,
                _ => {}
            }
        }
    }
}

/// One random game: `apply` and the reference side by side.
fn run(
    (edition, otb, tc, iii): (usize, bool, usize, bool),
    steps: &[(usize, u16, i64)],
    seen: &RefCell<Seen>,
) -> Result<(), TestCaseError> {
    let config = config(edition, otb, tc, iii);
    let mut game = Game::new(config.clone()).expect("the config is valid");
    let mut reference = Game::new(config).expect("the config is valid");
    let start = Event::new(0, Action::Start);
    let mut state = game.apply(&start);
    prop_assert_eq!(&state, &reference.apply_cloning(&start));
    let mut t = 0u64;
    // An illegal move stands (A.5.2) until the next event taken.
    let mut standing = false;
    for &(kind, pick, dt) in steps {
        t = t.saturating_add_signed(dt);
        for action in actions(&game, &state, kind, pick) {
            let event = Event::new(t, action);
            let before = game.clone();
            let after = game.apply(&event);
            let expected = reference.apply_cloning(&event);
            prop_assert_eq!(&after, &expected, "{:?}", event);
            prop_assert_eq!(whole(&game), whole(&reference), "{:?}", event);
            if after.error.is_some() && after.notices.is_empty() {
                prop_assert_eq!(whole(&game), whole(&before), "{:?} changed the game", event);
            }
            seen.borrow_mut().note(&event, &before, standing, &after);
            if after.error.is_none() {
                standing = after
                    .notices
                    .iter()
                    .any(|n| n.code == "illegal_move_stands_unless_claimed");
            }
            state = after;
        }
    }
    Ok(())
}

#[test]
fn issue_36_apply_undoes_a_refusal_as_the_copying_reference_does() {
    let seen = RefCell::new(Seen {
        refused: vec![0; VARIANTS],
        ..Seen::default()
    });
    let strategy = (
        (0usize..4, any::<bool>(), 0usize..6, any::<bool>()),
        proptest::collection::vec((0usize..KINDS, any::<u16>(), -3_000i64..30_000), 1..120),
    );
    // Seeded, so that the check of what the run met below holds on every run.
    let mut runner = TestRunner::new_with_rng(
        proptest::test_runner::Config {
            failure_persistence: None,
            ..crate::proptest_config(256)
        },
        TestRng::deterministic_rng(RngAlgorithm::ChaCha),
    );
    if let Err(e) = runner.run(&strategy, |(setup, steps)| run(setup, &steps, &seen)) {
        panic!("{e}");
    }
    let seen = seen.into_inner();
    let never: Vec<usize> = (0..VARIANTS).filter(|v| seen.refused[*v] == 0).collect();
    assert!(never.is_empty(), "actions never refused: {never:?}");
    for (what, n) in [
        (
            "refused while an illegal move stands (A.5.2)",
            seen.refused_while_standing,
        ),
        (
            "refused while a declaration stands (issue 35)",
            seen.refused_while_declared,
        ),
        (
            "refused after a look at the clock found a flag (6.8)",
            seen.refused_with_a_look,
        ),
        ("illegal moves that stand (A.5.2)", seen.stands),
        ("illegal moves corrected (7.5.5)", seen.corrected),
        ("declarations withdrawn (issue 35)", seen.withdrawn),
        ("restarts (7.2.1, 7.3)", seen.restarted),
        ("draw offers (9.1.2)", seen.offers),
    ] {
        assert!(n > 0, "the run met no {what}");
    }
}
