//! C.07 tie-breaks cross-checked with gacrux (PyPI; written for FIDE's technical commission) on
//! generated events — Swiss events, scored 1-½-0, 3-1-0, 3-2-1-0 or 2-1-0 (Art. 10.1 and its
//! commentary, TRF-2026 tag 162), with forfeits (one-sided and double), requested and
//! pairing-allocated byes, games under one move and withdrawals, and round robins by the
//! Berger tables (single and double, odd and even fields) with forfeits and withdrawals — in
//! both editions (events starting before and after 1 March 2026): every value of every
//! tie-break code, and the rank, must agree. The codes include Koya (`KS`, C.07 9.2), Fore
//! Buchholz (`FB`, 8.3, with its cut and median), the extended direct encounter (`EDE`, 13.3)
//! and the average performance rating of the opponents (`APRO`, 10.4); a few Swiss events hold
//! an unrated player, where the rating-based tie-breaks are undefined (C.07 10's preamble).
//! Runs when python3 with gacrux is installed (`pip install gacrux`), and says so plainly
//! otherwise.

#![allow(clippy::unwrap_used)] // a test: a failure to write a file is a failure

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;

use tournament::generate::{Generation, generate, generate_round_robin};
use tournament::tiebreak::Value;
use tournament::{Edition, Event, ScoringSystem, TieBreak, trf};

const CODES: &[&str] = &[
    "PTS", "DE", "WIN", "WON", "BPG", "BWG", "BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2", "SB",
    "SB/C1", "SB/M1", "PS", "PS/C1", "ARO", "ARO/C1", "TPR", "KS", "FB", "FB/C1", "FB/M1", "EDE",
    "APRO",
];

fn gacrux_present() -> bool {
    Command::new("python3")
        .args(["-c", "import gacrux.tiebreakchecker"])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// gacrux's decimal text as a value; `None` for its undefined (`-0`, `None`).
fn parse_value(text: &str) -> Option<Value> {
    if text == "-0" || text == "None" || text.is_empty() {
        return None;
    }
    let (neg, t) = match text.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, text),
    };
    let (int, frac) = t.split_once('.').unwrap_or((t, ""));
    let mut frac = frac.to_owned();
    while frac.len() < 2 {
        frac.push('0');
    }
    assert!(frac[2..].bytes().all(|b| b == b'0'), "{text}");
    let v: i64 = int.parse::<i64>().unwrap() * 100 + frac[..2].parse::<i64>().unwrap();
    Some(Value(if neg { -v } else { v }))
}

/// (file name, event, round robin).
fn events() -> Vec<(String, Event, bool)> {
    let mut out = Vec::new();
    let shapes = [(9u16, 5u16), (16, 7), (25, 9), (40, 9), (13, 11), (7, 5)];
    for seed in 1..=60u64 {
        let (players, rounds) = shapes[(seed as usize) % shapes.len()];
        for (edition, start) in [("2024", "2025/06/01"), ("2026", "2026/04/01")] {
            let g = Generation {
                seed,
                players,
                rounds,
                forfeits: [0, 40, 120][(seed % 3) as usize],
                byes: [30, 80, 150][(seed % 3) as usize],
                withdrawals: [0, 20, 50][(seed % 3) as usize],
                start,
            };
            let mut event = generate(g);
            // Art. 10.1's other systems (its commentary), as TRF-2026's tag 162 writes them.
            let system = [
                game::Scoring::OneHalfZero,
                game::Scoring::ThreeOneZero,
                game::Scoring::ThreeTwoOneZero,
                game::Scoring::TwoOneZero,
            ][(seed % 4) as usize];
            if system != game::Scoring::OneHalfZero {
                event.set_record("162", &ScoringSystem::from(system).to_tag_162());
                event.write_points().unwrap();
            }
            out.push((format!("g{seed}-{edition}.trf"), event, false));
        }
    }
    // C.07 10's preamble: a field with an unrated player (its rating removed).
    for seed in 61..=66u64 {
        for (edition, start) in [("2024", "2025/06/01"), ("2026", "2026/04/01")] {
            let mut event = generate(Generation {
                seed,
                players: 12,
                rounds: 5,
                forfeits: 40,
                byes: 60,
                withdrawals: 20,
                start,
            });
            let tpn = 1 + (seed % 12) as u16;
            event.player_mut(tpn).unwrap().rating = None;
            out.push((format!("u{seed}-{edition}.trf"), event, false));
        }
    }
    for seed in 1..=24u64 {
        let players = 3 + (seed % 12) as u16;
        let double = seed % 4 == 0;
        let forfeits = [0, 60, 150][(seed % 3) as usize];
        for (edition, start) in [("2024", "2025/06/01"), ("2026", "2026/04/01")] {
            let e = generate_round_robin(seed, players, double, forfeits, start);
            assert!(e.is_round_robin());
            out.push((format!("rr{seed}-{edition}.trf"), e, true));
        }
    }
    out
}

#[test]
fn c07_tiebreaks_agree_with_gacrux_on_generated_swiss_events_and_round_robins() {
    if !gacrux_present() {
        eprintln!("left out: python3 with gacrux not found (pip install gacrux)");
        return;
    }
    let dir = std::env::temp_dir().join(format!("arbiter-gacrux-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let events = events();
    // Every event after its last round, and every third one also half-way (`--after`).
    let mut items = Vec::new();
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for (i, (name, event, rr)) in events.iter().enumerate() {
        let path = dir.join(name);
        std::fs::write(&path, trf::write(event)).unwrap();
        let mode = if *rr { "p" } else { "s" };
        items.push(format!("{mode}:0:{}", path.display()));
        runs.push((i, 0));
        if i % 3 == 0 && event.rounds_recorded() >= 2 {
            let half = event.rounds_recorded() / 2;
            items.push(format!("{mode}:{half}:{}", path.display()));
            runs.push((i, half));
        }
    }
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/gacrux/tiebreaks.py");
    let status = Command::new("python3")
        .arg(&script)
        .arg(&dir)
        .arg(CODES.join(","))
        .args(&items)
        .status()
        .unwrap();
    assert!(status.success());
    let tiebreaks: Vec<TieBreak> = CODES.iter().map(|c| c.parse().unwrap()).collect();
    let mut compared = BTreeMap::from([(false, 0usize), (true, 0usize)]);
    let mut disagreements: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut partial = 0;
    for &(i, after) in &runs {
        let (name, event, rr) = &events[i];
        let name = &format!("{name}-{after}");
        let text = std::fs::read_to_string(dir.join(format!("{name}.txt"))).unwrap();
        let mut lines = text.lines();
        let header: Vec<&str> = lines.next().unwrap_or_default().split('\t').collect();
        assert!(
            header.len() == CODES.len() + 2,
            "{name}: gacrux wrote {text:?}\n{}",
            trf::write(event)
        );
        assert_eq!(&header[2..], CODES);
        let ours = event
            .standings_as(&tiebreaks, (after > 0).then_some(after), None, *rr)
            .unwrap();
        partial += usize::from(after > 0);
        let by_tpn: BTreeMap<u16, &tournament::Standing> =
            ours.rows.iter().map(|r| (r.tpn, r)).collect();
        for line in lines.filter(|l| !l.is_empty()) {
            let cols: Vec<&str> = line.split('\t').collect();
            let tpn: u16 = cols[0].parse().unwrap();
            let row = by_tpn[&tpn];
            for (k, code) in CODES.iter().enumerate() {
                let theirs = parse_value(cols[2 + k]);
                let mine = row.tiebreaks[k].1;
                *compared.get_mut(rr).unwrap() += 1;
                if theirs != mine {
                    disagreements
                        .entry((*code).to_owned())
                        .or_default()
                        .push(format!(
                            "{name} player {tpn}: gacrux {} arbiter {}",
                            cols[2 + k],
                            mine.map_or("none".to_owned(), |v| v.to_string())
                        ));
                }
            }
            let theirs_rank: u32 = cols[1].parse().unwrap();
            if theirs_rank != row.rank {
                disagreements
                    .entry("rank".to_owned())
                    .or_default()
                    .push(format!(
                        "{name} player {tpn}: gacrux {theirs_rank} arbiter {}",
                        row.rank
                    ));
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
    // The check means something: the editions differ on some of these events (C.07 2026
    // 16.4.1/16.4.2 cap the dummy opponent's score), and DE separates some tied players.
    let mut edition_differs = 0;
    let mut de_separates = 0;
    for (_, event, rr) in &events {
        let a = event
            .standings_as(&tiebreaks, None, Some(Edition::C07_2024), *rr)
            .unwrap();
        let b = event
            .standings_as(&tiebreaks, None, Some(Edition::C07_2026), *rr)
            .unwrap();
        edition_differs += a
            .rows
            .iter()
            .zip(&b.rows)
            .filter(|(x, y)| x.tiebreaks != y.tiebreaks)
            .count();
        de_separates += b
            .rows
            .iter()
            .filter(|r| r.tiebreaks[1].1 != Some(Value(0)))
            .count();
    }
    for (code, list) in &disagreements {
        eprintln!("{code}: {} disagreements, e.g.", list.len());
        for d in list.iter().take(6) {
            eprintln!("  {d}");
        }
    }
    eprintln!(
        "compared {} values in Swiss events and {} in round robins ({} events, {partial} of them also half-way); players whose values differ between the editions: {edition_differs}; separated by DE: {de_separates}",
        compared[&false],
        compared[&true],
        events.len()
    );
    assert!(compared[&false] > 10_000 && compared[&true] > 2_000);
    assert!(edition_differs > 0 && de_separates > 0);
    // The new codes mean something on these events: FB differs from BH, KS and APRO are not
    // all zero or undefined, EDE (first in its list: after DE nothing is left for it) separates
    // players exactly as DE does, and the unrated fields leave ARO undefined.
    let at = |code: &str| CODES.iter().position(|c| *c == code).unwrap();
    let mut fb_differs = 0;
    let mut ks_counts = 0;
    let mut apro_defined = 0;
    let mut ede_separates = 0;
    let mut aro_undefined = 0;
    let alone = |event: &Event, code: &str, rr: bool| {
        let s = event
            .standings_as(&[code.parse().unwrap()], None, None, rr)
            .unwrap();
        s.rows
            .iter()
            .map(|r| (r.tpn, r.tiebreaks[0].1))
            .collect::<BTreeMap<_, _>>()
    };
    for (name, event, rr) in &events {
        let (ede, de) = (alone(event, "EDE", *rr), alone(event, "DE", *rr));
        assert_eq!(ede, de, "{name}");
        ede_separates += ede.values().filter(|v| **v != Some(Value(0))).count();
        let s = event.standings_as(&tiebreaks, None, None, *rr).unwrap();
        for r in &s.rows {
            fb_differs += usize::from(r.tiebreaks[at("FB")].1 != r.tiebreaks[at("BH")].1);
            ks_counts += usize::from(r.tiebreaks[at("KS")].1.is_some_and(|v| v > Value(0)));
            apro_defined += usize::from(r.tiebreaks[at("APRO")].1.is_some());
            aro_undefined +=
                usize::from(name.starts_with('u') && r.tiebreaks[at("ARO")].1.is_none());
        }
    }
    eprintln!(
        "FB differs from BH for {fb_differs} players; KS above 0 for {ks_counts}; APRO defined for {apro_defined}; EDE separates {ede_separates}; ARO undefined in unrated fields for {aro_undefined}"
    );
    assert!(fb_differs > 0 && ks_counts > 0 && apro_defined > 0 && ede_separates > 0);
    assert!(aro_undefined > 0);
    assert!(
        disagreements.is_empty(),
        "disagreements with gacrux: {:?}",
        disagreements.keys().collect::<Vec<_>>()
    );
}

/// TPR's conversion table (FIDE Rating Regulations 8.1.a), typed here, equals gacrux's.
#[test]
fn tpr_dp_table_equals_gacrux_s() {
    if !gacrux_present() {
        eprintln!("left out: python3 with gacrux not found (pip install gacrux)");
        return;
    }
    let out = Command::new("python3")
        .args([
            "-c",
            "from gacrux import fidetables as f\nprint(' '.join(str(f.ScoreToDp[i]) for i in range(101)))",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let theirs: Vec<i16> = String::from_utf8(out.stdout)
        .unwrap()
        .split_whitespace()
        .map(|x| x.parse().unwrap())
        .collect();
    let ours: Vec<i16> = (0..=100u8).map(tournament::tiebreak::dp).collect();
    assert_eq!(ours, theirs);
}
