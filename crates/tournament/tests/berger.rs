//! FIDE C.05 Annex 1: the Berger tables, against the tables typed from the handbook (3 to 16
//! players), against gacrux's `bergertables` (3 to 24 players, when python3 and gacrux are
//! installed), and by their properties (every pair once, colours balanced; the double round
//! robin's colours reversed and no three games running with one colour).

#![allow(clippy::unwrap_used)] // a test: a missing file is a failure

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

use tournament::{Pairing, RoundRobin};

/// The typed tables: field size (even) → lines.
fn typed() -> BTreeMap<u32, Vec<String>> {
    let text = include_str!("data/berger-c05-annex1.txt");
    let mut out: BTreeMap<u32, Vec<String>> = BTreeMap::new();
    let mut current = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        if let Some(n) = line.strip_prefix("players ") {
            current = n.parse().unwrap();
        } else {
            out.entry(current).or_default().push(line.to_owned());
        }
    }
    out
}

fn lines(rr: &RoundRobin) -> Vec<String> {
    (0..rr.rounds.len()).map(|r| rr.line(r).unwrap()).collect()
}

#[test]
fn c05_annex_1_even_fields_equal_the_published_tables() {
    let tables = typed();
    assert_eq!(tables.len(), 7);
    for (&n, published) in &tables {
        assert_eq!(
            lines(&RoundRobin::single(n).unwrap()),
            *published,
            "{n} players"
        );
    }
}

#[test]
fn c05_annex_1_odd_fields_give_the_highest_number_s_games_as_byes() {
    for (&n, published) in &typed() {
        let rr = RoundRobin::single(n - 1).unwrap();
        for (round, line) in published.iter().enumerate() {
            let bye_game = format!("-{n}");
            let mut expect_bye = None;
            let kept: Vec<&str> = line
                .split(' ')
                .filter(|g| {
                    let (w, b) = g.split_once('-').unwrap();
                    if w == n.to_string() {
                        expect_bye = Some(b.parse::<u16>().unwrap());
                        false
                    } else if g.ends_with(&bye_game) {
                        expect_bye = Some(w.parse::<u16>().unwrap());
                        false
                    } else {
                        true
                    }
                })
                .collect();
            assert_eq!(
                rr.line(round).unwrap(),
                kept.join(" "),
                "{} players, round {}",
                n - 1,
                round + 1
            );
            assert_eq!(rr.byes[round], expect_bye);
        }
    }
}

/// Every pair meets once, nobody twice in a round, whites and blacks differ by at most one (2 to
/// 64 players).
#[test]
fn c05_annex_1_tables_from_2_to_64_players_are_round_robins() {
    for n in 2..=64u16 {
        let rr = RoundRobin::single(u32::from(n)).unwrap();
        let even = n + n % 2;
        assert_eq!(rr.rounds.len(), usize::from(even - 1));
        let mut met = BTreeSet::new();
        let mut whites = vec![0i32; usize::from(n) + 1];
        let mut games = vec![0i32; usize::from(n) + 1];
        for round in &rr.rounds {
            let mut seen = BTreeSet::new();
            for p in round {
                assert!(
                    seen.insert(p.white) && seen.insert(p.black),
                    "{n}: twice in a round"
                );
                assert!(
                    met.insert((p.white.min(p.black), p.white.max(p.black))),
                    "{n}: a rematch"
                );
                whites[usize::from(p.white)] += 1;
                games[usize::from(p.white)] += 1;
                games[usize::from(p.black)] += 1;
            }
        }
        assert_eq!(met.len(), usize::from(n) * usize::from(n - 1) / 2);
        for x in 1..=usize::from(n) {
            let blacks = games[x] - whites[x];
            assert!((whites[x] - blacks).abs() <= 1, "{n} players: player {x}");
        }
    }
}

/// Double round robin: the second cycle is the table with colours reversed, the first cycle's
/// last two rounds swapped; every pair meets once with each colour; in an even field nobody
/// has the same colour three times running.
#[test]
fn c05_annex_1_double_round_robins_from_3_to_64_players() {
    for n in 3..=64u32 {
        let single = RoundRobin::single(n).unwrap();
        let double = RoundRobin::double(n).unwrap();
        let k = single.rounds.len();
        assert_eq!(double.rounds.len(), 2 * k);
        assert_eq!(double.rounds[k - 1], single.rounds[k - 2]);
        assert_eq!(double.rounds[k - 2], single.rounds[k - 1]);
        assert_eq!(double.rounds[..k - 2], single.rounds[..k - 2]);
        for (r, round) in single.rounds.iter().enumerate() {
            let reversed: Vec<Pairing> = round
                .iter()
                .map(|p| Pairing {
                    white: p.black,
                    black: p.white,
                })
                .collect();
            assert_eq!(double.rounds[k + r], reversed);
        }
        let mut pairs = BTreeSet::new();
        for p in double.rounds.iter().flatten() {
            assert!(
                pairs.insert((p.white, p.black)),
                "{n}: same pair, same colours twice"
            );
        }
        if n % 2 == 0 {
            for x in 1..=n as u16 {
                let colours: Vec<bool> = double
                    .rounds
                    .iter()
                    .map(|r| r.iter().any(|p| p.white == x))
                    .collect();
                assert!(
                    !colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                    "{n} players: player {x} has one colour three times running"
                );
            }
        }
    }
}

/// gacrux (PyPI; Otto Milvang, for FIDE's technical commission) builds the same tables.
#[test]
fn c05_annex_1_tables_agree_with_gacrux_from_3_to_24_players() {
    let script = "from gacrux.berger import bergertables\n\
for n in range(3, 25):\n\
    t = bergertables(n)\n\
    for r in sorted(t['pairing']):\n\
        print(n, ' '.join('%d-%d' % (t['pairing'][r][b]['white'], t['pairing'][r][b]['black']) for b in sorted(t['pairing'][r])))\n";
    let out = match Command::new("python3").arg("-c").arg(script).output() {
        Ok(o) if o.status.success() => String::from_utf8(o.stdout).unwrap(),
        _ => {
            eprintln!("left out: python3 with gacrux not found (pip install gacrux)");
            return;
        }
    };
    let mut theirs: BTreeMap<u32, Vec<String>> = BTreeMap::new();
    for line in out.lines() {
        let (n, games) = line.split_once(' ').unwrap();
        theirs
            .entry(n.parse().unwrap())
            .or_default()
            .push(games.to_owned());
    }
    assert_eq!(theirs.len(), 22);
    for (n, rounds) in theirs {
        // gacrux lists the odd field's bye as a game against N+1; ours lists it apart.
        let ours = RoundRobin::single(n + n % 2).unwrap();
        assert_eq!(lines(&ours), rounds, "{n} players");
    }
}
