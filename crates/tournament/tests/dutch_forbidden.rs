//! Forbidden pairs from the TRF (`XXP`, the JaVaFo extension read as TRF-2026's forbidden
//! pairs): C.04.1.b makes them absolute, as a rematch (C.04.3 C.1) — never paired, whatever
//! the other criteria lose.

use tournament::dutch::{DutchError, Field, Simulation, pair, simulate};
use tournament::trf;

/// Eight players, round 1 to pair, with the given extra lines.
fn eight(extra: &str) -> String {
    let mut s = String::from("012 Forbidden pairs\nXXR 3\nXXC white1\n");
    s.push_str(extra);
    for n in 1..=8 {
        s.push_str(&format!(
            "001 {n:>4}      Test{n:04} Player{n:04}               {:>4}                             0.0 {n:>4}\n",
            2600 - 100 * n
        ));
    }
    s
}

fn boards(text: &str) -> Result<Vec<(u16, u16)>, DutchError> {
    let event = trf::read(text).map_err(|_| DutchError::NoLegalPairing)?;
    let field = Field::from_event(&event, None)?;
    Ok(pair(&field)?
        .boards
        .iter()
        .map(|b| (b.white, b.black))
        .collect())
}

fn met(boards: &[(u16, u16)], a: u16, b: u16) -> bool {
    boards.contains(&(a, b)) || boards.contains(&(b, a))
}

#[test]
fn c_04_1_b_a_forbidden_pair_is_never_paired_and_d_1_transposes_s2() {
    // C.04.3 B/D.1, round 1: S1 = 1–4 against S2 = 5–8, 1-5 first.
    let free = boards(&eight("")).expect("pairs");
    assert_eq!(free, vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
    // With 1-5 forbidden, the first transposition of S2 (6, 5, 7, 8): 1-6, 2-5.
    let forbidden = boards(&eight("XXP 1 5\n")).expect("pairs");
    assert!(!met(&forbidden, 1, 5), "{forbidden:?}");
    assert!(
        met(&forbidden, 1, 6) && met(&forbidden, 2, 5),
        "{forbidden:?}"
    );
    assert!(
        met(&forbidden, 3, 7) && met(&forbidden, 4, 8),
        "{forbidden:?}"
    );
}

#[test]
fn c_04_1_b_a_line_of_three_forbids_every_two_of_them() {
    let b = boards(&eight("XXP 1 5 6\n")).expect("pairs");
    for (x, y) in [(1, 5), (1, 6), (5, 6)] {
        assert!(!met(&b, x, y), "{x}-{y} forbidden: {b:?}");
    }
    assert_eq!(b.len(), 4, "everybody paired: {b:?}");
}

#[test]
fn c_04_1_b_a_bad_forbidden_line_is_refused_with_its_code() {
    for line in ["XXP 1\n", "XXP 1 x\n", "XXP\n", "XXP 0 3\n"] {
        let e = boards(&eight(line)).expect_err(line);
        assert_eq!(e.code(), "bad_forbidden_pairs", "{line}");
    }
    let e = boards(&eight("XXP 1 99\n")).expect_err("unknown player");
    assert_eq!(e.code(), "unknown_forbidden_player");
}

#[test]
fn c_04_1_b_forbidden_pairs_hold_in_later_rounds_of_simulated_tournaments() {
    // Every pair a round would make, forbidden in turn: the round is paired without it (or
    // found unpairable), never with it.
    for seed in 1..=6u64 {
        let event = simulate(Simulation {
            seed,
            players: 14,
            rounds: 4,
            ..Simulation::default()
        })
        .expect("simulates");
        let mut field = Field::from_event(&event, Some(3)).expect("reads");
        let free = pair(&field).expect("pairs");
        for b in &free.boards {
            field.forbidden = vec![(b.white, b.black)];
            match pair(&field) {
                Ok(p) => assert!(
                    !p.boards
                        .iter()
                        .any(|x| (x.white, x.black) == (b.white, b.black)
                            || (x.white, x.black) == (b.black, b.white)),
                    "seed {seed}: {}-{} paired although forbidden",
                    b.white,
                    b.black
                ),
                Err(e) => assert_eq!(e.code(), "no_legal_pairing"),
            }
        }
    }
}
