//! A file whose records contradict each other is refused with the line at fault (a starting
//! number given twice, an opponent not in the field, a game on one player's line only), and a
//! last round holding only absences set in advance (a pairing program's input) is not played:
//! the standings give its other players no zero-point bye (C.07 16.1).

#![allow(clippy::unwrap_used)] // a test: a value missing is a failure

use tournament::generate::{Generation, generate, generate_round_robin};
use tournament::{Coded, Contradiction, Event, TieBreak, trf};

/// A player record: number, points, rounds (`(opponent, colour, result)`, opponent 0 for none).
fn line(n: u16, points: &str, games: &[(u16, char, char)]) -> String {
    let mut l = format!(
        "001 {n:>4}      Test{n:04} Player{n:04}               {:>4}                             {points} {n:>4}",
        2600 - 100 * n
    );
    for (o, c, r) in games {
        let o = if *o == 0 {
            "0000".to_owned()
        } else {
            format!("{o:>4}")
        };
        l.push_str(&format!("  {o} {c} {r}"));
    }
    l + "\n"
}

fn event(lines: &[String]) -> Event {
    trf::read(&format!("012 Records\nXXR 3\n{}", lines.concat())).unwrap()
}

#[test]
fn trf_a_starting_number_given_twice_is_refused_with_both_lines() {
    let e = event(&[
        line(1, "1.0", &[(2, 'w', '1')]),
        line(2, "0.0", &[(1, 'b', '0')]),
        line(2, "0.0", &[]),
    ]);
    let err = e.check_records().unwrap_err();
    assert_eq!(
        err,
        Contradiction::RepeatedNumber {
            number: 2,
            line: 5,
            first: 4
        }
    );
    assert_eq!(err.code(), "repeated_starting_number");
    assert!(err.to_string().starts_with("line 5: "), "{err}");
    assert!(err.say(words::Lang::Fr).starts_with("ligne 5\u{a0}: "));
}

#[test]
fn trf_an_opponent_not_in_the_field_is_refused_with_its_line() {
    let e = event(&[
        line(1, "1.0", &[(2, 'w', '1')]),
        line(2, "1.0", &[(1, 'b', '0'), (99, 'w', '1')]),
    ]);
    let err = e.check_records().unwrap_err();
    assert_eq!(
        err,
        Contradiction::UnknownOpponent {
            number: 2,
            round: 2,
            opponent: 99,
            line: 4
        }
    );
    assert_eq!(err.code(), "unknown_opponent");
}

#[test]
fn trf_a_game_on_one_line_only_is_refused_with_both_lines() {
    // 3 records a game against 1 in round 1; 1's line says it met 2.
    let e = event(&[
        line(1, "1.0", &[(2, 'w', '1')]),
        line(2, "0.0", &[(1, 'b', '0')]),
        line(3, "1.0", &[(1, 'w', '1')]),
    ]);
    let err = e.check_records().unwrap_err();
    assert_eq!(
        err,
        Contradiction::OneSidedGame {
            number: 3,
            round: 1,
            opponent: 1,
            line: 5,
            opponent_line: 3
        }
    );
    assert_eq!(err.code(), "one_sided_game");
    // The same colour on both lines is no game either.
    let e = event(&[
        line(1, "1.0", &[(2, 'w', '1')]),
        line(2, "0.0", &[(1, 'w', '0')]),
    ]);
    assert_eq!(e.check_records().unwrap_err().code(), "one_sided_game");
}

#[test]
fn trf_consistent_files_pass_the_check() {
    for seed in 1..=20u64 {
        let e = generate(Generation {
            seed,
            players: 9 + (seed % 20) as u16,
            rounds: 7,
            forfeits: 80,
            byes: 80,
            withdrawals: 30,
            start: "2026/04/01",
        });
        assert_eq!(e.check_records(), Ok(()), "seed {seed}");
        let rr = generate_round_robin(
            seed,
            3 + (seed % 10) as u16,
            seed % 2 == 0,
            60,
            "2025/01/01",
        );
        assert_eq!(rr.check_records(), Ok(()), "round robin seed {seed}");
    }
}

/// Every file of the Dutch corpus (which `arbiter pair` reads) passes the check.
#[test]
fn trf_the_dutch_corpus_passes_the_check() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/data/dutch-pairings/corpus");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!("left out: {} not found", dir.display());
        return;
    };
    let mut checked = 0;
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|x| x != "trf") {
            continue;
        }
        let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
        let Ok(e) = trf::read(&text) else { continue };
        assert_eq!(e.check_records(), Ok(()), "{}", path.display());
        checked += 1;
    }
    eprintln!("{checked} corpus files checked");
    assert!(checked > 0);
}

/// JaVaFo's pairing input: round 2 holds only player 3's half-point bye, set in advance.
fn pairing_input() -> Event {
    event(&[
        line(1, "1.0", &[(2, 'w', '1')]),
        line(2, "0.0", &[(1, 'b', '0')]),
        line(3, "1.0", &[(0, '-', 'U'), (0, '-', 'H')]),
    ])
}

#[test]
fn c07_16_1_a_round_of_absences_set_in_advance_is_not_played() {
    let e = pairing_input();
    assert_eq!(e.rounds_recorded(), 2);
    assert_eq!(e.rounds_played(), 1);
    let tb = TieBreak::parse_list("BH,WIN").unwrap();
    // Three players and three rounds planned read as a round robin: say Swiss (C.07 16).
    let s = e.standings_as(&tb, None, None, false).unwrap();
    assert_eq!(s.rounds, 1);
    let row = |tpn| s.rows.iter().find(|r| r.tpn == tpn).unwrap();
    // 3's half-point bye of round 2 is not scored yet.
    assert_eq!(row(3).points.to_string(), "1");
    // 1 has no zero-point bye (no dummy opponent) in round 2: BH is 2's score alone (it was
    // 1.5 with round 2 counted).
    assert_eq!(row(1).tiebreaks[0].1.unwrap().to_string(), "0");
    // 3's pairing-allocated bye: a dummy with 3's own point, capped at a draw a round (2026
    // 16.4.2) — one round counted: 0.5.
    assert_eq!(row(3).tiebreaks[0].1.unwrap().to_string(), "0.5");
    // Once round 2 is paired (1-2 again, say), it is played.
    let full = event(&[
        line(1, "2.0", &[(2, 'w', '1'), (2, 'b', '1')]),
        line(2, "0.0", &[(1, 'b', '0'), (1, 'w', '0')]),
        line(3, "1.5", &[(0, '-', 'U'), (0, '-', 'H')]),
    ]);
    assert_eq!(full.rounds_played(), 2);
}
