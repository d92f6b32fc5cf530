//! TRF read and written back byte for byte on the 150 tournaments of the Dutch-pairings test
//! data (CR line ends, as bbpPairings writes them) and the 898 round inputs derived from them
//! (LF), with the counts of result codes the data's README states.

#![allow(clippy::unwrap_used)] // a test: a missing file is a failure

use std::collections::BTreeMap;
use std::path::PathBuf;

use tournament::{Event, Record, ResultCode, trf};

fn data(rel: &str) -> Option<PathBuf> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/data")
        .join(rel);
    if p.exists() {
        Some(p)
    } else {
        eprintln!("left out: ../shared/data/{rel} not found");
        None
    }
}

fn files(dir: &PathBuf, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    v.sort();
    v
}

/// Reads, writes, compares bytes; returns the event and how many player lines were kept as read
/// (laid out otherwise than this crate writes them).
fn round_trip(path: &PathBuf) -> (Event, usize) {
    let text = std::fs::read_to_string(path).unwrap();
    let event = trf::read(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(trf::write(&event), text, "{}", path.display());
    assert_eq!(trf::read(&trf::write(&event)).unwrap(), event);
    let kept = event.lines.iter().filter(|l| l.as_read.0.is_some()).count();
    (event, kept)
}

#[test]
fn trf_corpus_150_tournaments_round_trip_byte_for_byte() {
    let Some(dir) = data("dutch-pairings/corpus") else {
        return;
    };
    let paths = files(&dir, "trf");
    assert_eq!(paths.len(), 150);
    let mut codes: BTreeMap<char, usize> = BTreeMap::new();
    let mut kept_total = 0;
    for path in &paths {
        let text = std::fs::read_to_string(path).unwrap();
        assert!(!text.contains('\n'), "CR only");
        let (event, kept) = round_trip(path);
        kept_total += kept;
        assert!(event.name().unwrap().starts_with("AutoTest Tournament"));
        assert_eq!(event.record("092"), Some("FIDE_DUTCH_2025"));
        let rounds = event.rounds_recorded();
        for p in event.players() {
            assert_eq!(p.rounds.len(), rounds, "every player has a block a round");
            for r in &p.rounds {
                *codes.entry(r.result.trf_char()).or_default() += 1;
                // A game has an opponent and a colour; a bye neither.
                assert_eq!(
                    r.opponent.is_some(),
                    !r.result.is_bye(),
                    "{}",
                    path.display()
                );
                assert_eq!(r.colour.is_some(), r.opponent.is_some());
            }
        }
    }
    // The counts the data's README gives for the 150 files.
    let expect = [
        ('1', 7980),
        ('0', 7980),
        ('=', 7074),
        ('+', 1393),
        ('-', 1495),
        ('U', 431),
        ('H', 461),
        ('Z', 187),
    ];
    assert_eq!(codes, expect.into_iter().collect());
    // bbpPairings' layout is this crate's usual layout: nothing needed keeping as read.
    assert_eq!(kept_total, 0);
}

#[test]
fn trf_898_round_inputs_round_trip_byte_for_byte() {
    let Some(dir) = data("dutch-pairings/rounds") else {
        return;
    };
    let paths = files(&dir, "trf");
    assert_eq!(paths.len(), 898);
    let mut kept_total = 0;
    for path in &paths {
        let (event, kept) = round_trip(path);
        kept_total += kept;
        assert!(event.planned_rounds().is_some());
        assert_eq!(event.initial_colour(), Some(tournament::Colour::White));
    }
    assert_eq!(kept_total, 0);
}

#[test]
fn trf_bbppairings_cases_round_trip_byte_for_byte() {
    let Some(dir) = data("dutch-pairings/extra/bbppairings-cases") else {
        return;
    };
    let paths = files(&dir, "input");
    assert_eq!(paths.len(), 3);
    for path in &paths {
        round_trip(path);
    }
}

#[test]
fn trf_other_layouts_are_kept_as_read_until_changed() {
    // Lower-case result letter, points without a decimal, a trailing blank, CRLF, no final end.
    let text = "012 Test\r\n\
001    1      A                                 2000                               3    1     2 w u \r\n\
001    2      B                                 1900                             0.0    2     1 b 0";
    let mut event = trf::read(text).unwrap();
    assert_eq!(trf::write(&event), text);
    let a = event.player(1).unwrap();
    assert_eq!(a.rounds[0].result, ResultCode::PairingBye);
    assert_eq!(a.points, Some(tournament::Points(30)));
    // Once changed, the player is written in the usual layout.
    event.player_mut(1).unwrap().rating = Some(2001);
    let out = trf::write(&event);
    assert!(
        out.contains("2001                             3.0    1     2 w U\r\n"),
        "{out}"
    );
    assert!(matches!(event.lines[1].record, Record::Player(_)));
    assert_eq!(trf::read(&out).unwrap(), event);
}

/// Every round of the 150 tournaments reads as boards (`round_pairings`): both records of every
/// game agree (opponent, opposite colours, results that fit), and games and byes account for
/// every player. (`oracle.json` is not the corpus's own pairing: it was computed with `XXC
/// white1`, and some corpus files began with Black on top.)
#[test]
fn trf_corpus_rounds_read_as_boards() {
    let Some(dir) = data("dutch-pairings/corpus") else {
        return;
    };
    let mut rounds = 0;
    let mut boards = 0;
    let mut pabs = 0;
    for path in files(&dir, "trf") {
        let event = trf::read(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let players = event.players().count();
        for r in 1..=event.rounds_recorded() {
            let round = event
                .round_pairings(r)
                .unwrap_or_else(|e| panic!("{} round {r}: {e}", path.display()));
            assert_eq!(round.boards.len() * 2 + round.unpaired.len(), players);
            assert!(
                round
                    .boards
                    .iter()
                    .all(|b| b.result != tournament::GameResult::Pending)
            );
            pabs += round
                .unpaired
                .iter()
                .filter(|(_, c)| *c == ResultCode::PairingBye)
                .count();
            boards += round.boards.len();
            rounds += 1;
        }
    }
    // The README's totals: 898 rounds, 12,961 boards, 431 pairing-allocated byes.
    assert_eq!((rounds, boards, pabs), (898, 12_961, 431));
}
