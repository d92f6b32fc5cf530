//! C.07's Koya (KS, 9.2), Fore Buchholz (FB, 8.3), extended direct encounter (EDE, 13.3) and
//! average performance rating of the opponents (APRO, 10.4), and the rating-based tie-breaks in
//! a field with an unrated player (Art. 10's preamble), on small events computed by hand, in
//! both editions of C.07.

#![allow(clippy::unwrap_used)] // a test: a value missing is a failure

use std::collections::BTreeMap;

use tournament::tiebreak::Value;
use tournament::{Edition, Event, TieBreak, trf};

/// A player record: number, rating (blank when `None`), points, rounds (`(opponent, colour,
/// result)`, opponent 0 for none).
fn line(n: u16, rating: Option<u16>, points: &str, games: &[(u16, char, char)]) -> String {
    let rating = rating.map_or("    ".to_owned(), |r| format!("{r:>4}"));
    let mut l = format!(
        "001 {n:>4}      Test{n:04} Player{n:04}               {rating}                             {points} {n:>4}"
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

fn event(header: &str, lines: &[String]) -> Event {
    trf::read(&format!("{header}{}", lines.concat())).unwrap()
}

/// Every player's value of `code` under `edition`.
fn values(e: &Event, code: &str, edition: Edition) -> BTreeMap<u16, Option<String>> {
    let tb: TieBreak = code.parse().unwrap();
    let s = e.standings(&[tb], None, Some(edition)).unwrap();
    s.rows
        .iter()
        .map(|r| (r.tpn, r.tiebreaks[0].1.map(|v: Value| v.to_string())))
        .collect()
}

fn expect(e: &Event, code: &str, want: &[(u16, Option<&str>)]) {
    for edition in Edition::ALL {
        let got = values(e, code, edition);
        for &(tpn, v) in want {
            assert_eq!(
                got[&tpn].as_deref(),
                v,
                "{code} of player {tpn} under {}",
                edition.name
            );
        }
    }
}

/// Four players, two rounds, all games played: 1-2 1-0, 3-4 ½-½; 1-3 ½-½, 4-2 1-0.
/// Scores 1.5, 0, 1, 1.5; ratings 2000, 1800, 1900, 1700.
fn swiss(rating_of_4: Option<u16>) -> Event {
    event(
        "012 Hand\n092 Swiss (Dutch)\nXXR 2\n",
        &[
            line(1, Some(2000), "1.5", &[(2, 'w', '1'), (3, 'w', '=')]),
            line(2, Some(1800), "0.0", &[(1, 'b', '0'), (4, 'b', '0')]),
            line(3, Some(1900), "1.0", &[(4, 'w', '='), (1, 'b', '=')]),
            line(4, rating_of_4, "1.5", &[(3, 'b', '='), (2, 'w', '1')]),
        ],
    )
}

#[test]
fn c07_9_2_koya_counts_the_points_against_those_on_50_percent_or_more() {
    // The maximum is 2 points, the limit 1: players 1 (1.5), 3 (1) and 4 (1.5) count.
    let e = swiss(Some(1700));
    expect(
        &e,
        "KS",
        &[
            (1, Some("0.5")),
            (2, Some("0")),
            (3, Some("1")),
            (4, Some("0.5")),
        ],
    );
}

#[test]
fn c07_9_2_koya_in_an_odd_round_robin_counts_the_games_a_player_can_play() {
    // Three players, three rounds, one bye each: two games, a limit of 1 point. 1 beats 2 and 3,
    // 2 beats 3: 2 (1 point) reaches the limit — it would not at 1.5 (three rounds).
    let e = event(
        "012 Hand RR\n092 Round robin (Berger)\nXXR 3\n",
        &[
            line(
                1,
                Some(2000),
                "2.0",
                &[(0, '-', 'Z'), (2, 'w', '1'), (3, 'b', '1')],
            ),
            line(
                2,
                Some(1900),
                "1.0",
                &[(3, 'w', '1'), (1, 'b', '0'), (0, '-', 'Z')],
            ),
            line(
                3,
                Some(1800),
                "0.0",
                &[(2, 'b', '0'), (0, '-', 'Z'), (1, 'w', '0')],
            ),
        ],
    );
    assert!(e.is_round_robin());
    expect(&e, "KS", &[(1, Some("1")), (2, Some("0")), (3, Some("0"))]);
}

#[test]
fn c07_8_3_fore_buchholz_draws_every_game_of_the_final_round() {
    // Scores with round 2 drawn: 1 1.5, 2 0.5, 3 1, 4 1.
    let e = swiss(Some(1700));
    expect(
        &e,
        "FB",
        &[
            (1, Some("1.5")),
            (2, Some("2.5")),
            (3, Some("2.5")),
            (4, Some("1.5")),
        ],
    );
    expect(
        &e,
        "BH",
        &[
            (1, Some("1")),
            (2, Some("3")),
            (3, Some("3")),
            (4, Some("1")),
        ],
    );
    // After round 1 only, the final round is not counted: FB is BH.
    let tb = ["FB".parse().unwrap(), "BH".parse().unwrap()];
    let s = e.standings(&tb, Some(1), None).unwrap();
    assert!(s.rows.iter().all(|r| r.tiebreaks[0].1 == r.tiebreaks[1].1));
}

#[test]
fn c07_8_3_fore_buchholz_counts_a_final_round_forfeit_as_a_drawn_game() {
    // 1-2 1-0, 3-4 1-0; in round 2 1 wins by forfeit against 3, 2-4 ½-½.
    let e = event(
        "012 Hand\n092 Swiss (Dutch)\nXXR 2\n",
        &[
            line(1, Some(2000), "2.0", &[(2, 'w', '1'), (3, 'w', '+')]),
            line(2, Some(1800), "0.5", &[(1, 'b', '0'), (4, 'w', '=')]),
            line(3, Some(1900), "1.0", &[(4, 'w', '1'), (1, 'b', '-')]),
            line(4, Some(1700), "0.5", &[(3, 'b', '0'), (2, 'b', '=')]),
        ],
    );
    // BH: 2's 0.5 and a dummy for the forfeit — 1's own 2 (2024), capped at 3's 1 (2026, 16.4.1).
    assert_eq!(
        values(&e, "BH", Edition::C07_2024)[&1].as_deref(),
        Some("2.5")
    );
    assert_eq!(
        values(&e, "BH", Edition::C07_2026)[&1].as_deref(),
        Some("1.5")
    );
    // FB: the forfeit is a paired game of the final round, a draw: 3 counts 1.5, 2 counts 0.5.
    expect(&e, "FB", &[(1, Some("2")), (3, Some("2"))]);
}

#[test]
fn c07_10_4_apro_averages_the_opponents_performance_ratings() {
    // TPR: 1 and 4 score 75 % against 1850 (dp 193): 2043; 2 scores 0 %: 1050; 3 50 %: 1850.
    let e = swiss(Some(1700));
    expect(
        &e,
        "TPR",
        &[
            (1, Some("2043")),
            (2, Some("1050")),
            (3, Some("1850")),
            (4, Some("2043")),
        ],
    );
    expect(
        &e,
        "APRO",
        &[
            (1, Some("1450")),
            (2, Some("2043")),
            (3, Some("2043")),
            (4, Some("1450")),
        ],
    );
}

#[test]
fn c07_10_rating_tiebreaks_are_undefined_in_a_field_with_an_unrated_player() {
    let e = swiss(None);
    for code in ["ARO", "ARO/C1", "TPR", "APRO"] {
        expect(&e, code, &[(1, None), (2, None), (3, None), (4, None)]);
    }
    // The others still count.
    expect(&e, "BH", &[(1, Some("1"))]);
}

#[test]
fn c07_13_3_extended_direct_encounter_ranks_individuals_as_direct_encounter() {
    // 1-2 1-0, 3-4 1-0; 3-1 1-0, 2-4 1-0: 1 and 2 tied on 1 point, 1 won their game.
    let e = event(
        "012 Hand\n092 Swiss (Dutch)\nXXR 2\n",
        &[
            line(1, Some(2000), "1.0", &[(2, 'w', '1'), (3, 'b', '0')]),
            line(2, Some(1800), "1.0", &[(1, 'b', '0'), (4, 'w', '1')]),
            line(3, Some(1900), "2.0", &[(4, 'w', '1'), (1, 'w', '1')]),
            line(4, Some(1700), "0.0", &[(3, 'b', '0'), (2, 'b', '0')]),
        ],
    );
    expect(&e, "EDE", &[(1, Some("1")), (2, Some("2"))]);
    expect(&e, "DE", &[(1, Some("1")), (2, Some("2"))]);
    let s = e.standings(&["EDE".parse().unwrap()], None, None).unwrap();
    let order: Vec<u16> = s.rows.iter().map(|r| r.tpn).collect();
    assert_eq!(order, [3, 1, 2, 4]);
}

#[test]
fn c07_new_codes_read_and_write_back() {
    for code in ["KS", "FB", "FB/C1", "FB/M1", "EDE", "APRO"] {
        let tb: TieBreak = code.parse().unwrap();
        assert_eq!(tb.to_string(), code);
    }
    assert!("KS/C1".parse::<TieBreak>().is_err());
}
