//! Property tests of the Dutch system's absolute criteria (C.04.3 C.1–C.3) and of the engine's
//! determinism, on tournaments simulated round by round with the engine (random results,
//! forfeits, requested byes and withdrawals).

use proptest::prelude::*;
use tournament::dutch::{Colour, Field, RoundPairing, Simulation, pair, simulate};
use tournament::{Event, ResultCode, StartingNumber};

/// The pairing of every round of an event, as the engine makes it from the rounds before.
fn rounds(event: &Event) -> Vec<(Field, RoundPairing)> {
    let played = Field::from_event(event, None)
        .expect("reads")
        .played_rounds();
    (1..=played)
        .filter_map(|r| {
            let field = Field::from_event(event, Some(r)).expect("reads");
            pair(&field).ok().map(|p| (field, p))
        })
        .collect()
}

fn simulation() -> impl Strategy<Value = Simulation> {
    (
        any::<u64>(),
        2u16..40,
        1u16..10,
        0u16..150,
        0u16..150,
        0u16..60,
    )
        .prop_map(
            |(seed, players, rounds, forfeits, byes, withdrawals)| Simulation {
                seed,
                players,
                rounds,
                forfeits,
                byes,
                withdrawals,
            },
        )
}

proptest! {
    #![proptest_config(crate::proptest_config(40))]

    /// C.04.3 C.1 (no rematch), C.2 (no second pairing-allocated bye, none after a win without
    /// playing), and every present player paired exactly once, absent ones not at all.
    #[test]
    fn c_04_3_c1_c2_no_rematch_one_bye_everyone_once(sim in simulation()) {
        let event = simulate(sim).expect("simulates");
        for (field, p) in rounds(&event) {
            let mut seen = std::collections::HashSet::new();
            for b in &p.boards {
                prop_assert!(seen.insert(b.white) && seen.insert(b.black));
                let white = field.entrants.iter().find(|e| e.number == b.white).expect("white");
                prop_assert!(
                    white.history.iter().all(|r| r.played_opponent() != Some(b.black)),
                    "rematch {} {} in round {}", b.white, b.black, p.round
                );
            }
            if let Some(n) = p.bye {
                prop_assert!(seen.insert(n));
                let e = field.entrants.iter().find(|e| e.number == n).expect("bye");
                prop_assert!(e.history.iter().all(|r| !matches!(r,
                    tournament::dutch::RoundRecord::PairingAllocatedBye
                    | tournament::dutch::RoundRecord::Forfeit { won: true, .. }
                    | tournament::dutch::RoundRecord::Unpaired { points: tournament::dutch::HalfPoints(2) })),
                    "second bye for {n} in round {}", p.round);
            }
            for e in &field.entrants {
                prop_assert_eq!(seen.contains(&e.number), !e.absent, "player {} in round {}", e.number, p.round);
            }
        }
    }

    /// C.04.3 C.3 (A.6.a): after every round, no colour difference beyond ±2 and no colour three
    /// times in a row — except for a topscorer, or the opponent of one, in the last round.
    #[test]
    fn c_04_3_c3_colour_difference_and_runs_within_the_rules(sim in simulation()) {
        let event = simulate(sim).expect("simulates");
        let total = event.planned_rounds().unwrap_or(0);
        for p in event.players() {
            let mut colours: Vec<Colour> = Vec::new();
            for (r, e) in p.rounds.iter().enumerate() {
                let played = matches!(e.result, ResultCode::Win | ResultCode::Draw | ResultCode::Loss);
                let (Some(c), true) = (e.colour, played) else { continue };
                colours.push(c);
                let whites = colours.iter().filter(|&&x| x == Colour::White).count() as i64;
                let diff = 2 * whites - colours.len() as i64;
                let run3 = colours.len() >= 3 && colours[colours.len() - 3..].iter().all(|&x| x == c);
                if diff.abs() > 2 || run3 {
                    // Only in the last round, and only for topscorers (C.3's exception).
                    prop_assert_eq!(r + 1, total, "player {} round {}: {:?}", p.tpn, r + 1, colours);
                }
            }
        }
    }

    /// The same field pairs the same way, whatever the order of its entrants.
    #[test]
    fn dutch_pairing_is_deterministic(sim in simulation(), rotate in 0usize..40) {
        let event = simulate(sim).expect("simulates");
        for (mut field, p) in rounds(&event) {
            prop_assert_eq!(&pair(&field).expect("pairs again"), &p);
            let k = rotate % field.entrants.len().max(1);
            field.entrants.rotate_left(k);
            prop_assert_eq!(&pair(&field).expect("pairs rotated"), &p);
        }
    }
}

/// A round-1 smoke test of E.5 and B.1 by hand: 1–5, 6–2, 3–7, 8–4 for eight players.
#[test]
fn c_04_3_e5_round_one_alternates_colours_down_the_boards() {
    let entrants = (1..=8)
        .map(|number: StartingNumber| tournament::dutch::Entrant {
            number,
            history: vec![],
            absent: false,
        })
        .collect();
    let field = Field {
        total_rounds: 5,
        initial_colour: Colour::White,
        entrants,
        forbidden: vec![],
    };
    let p = pair(&field).expect("pairs");
    let boards: Vec<(StartingNumber, StartingNumber)> =
        p.boards.iter().map(|b| (b.white, b.black)).collect();
    assert_eq!(boards, vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
    assert_eq!(p.bye, None);
}

/// Forbidden pairs (C.04.1.a with the regulations): 1 and 5 may not meet, so 1 meets 6.
#[test]
fn c_04_1_forbidden_pair_is_not_paired() {
    let entrants = (1..=8)
        .map(|number: StartingNumber| tournament::dutch::Entrant {
            number,
            history: vec![],
            absent: false,
        })
        .collect();
    let field = Field {
        total_rounds: 5,
        initial_colour: Colour::White,
        entrants,
        forbidden: vec![(1, 5)],
    };
    let p = pair(&field).expect("pairs");
    assert!(
        p.boards
            .iter()
            .all(|b| !((b.white == 1 && b.black == 5) || (b.white == 5 && b.black == 1)))
    );
    assert!(
        p.boards.iter().any(|b| (b.white, b.black) == (1, 6)),
        "{:?}",
        p.boards
    );
}
