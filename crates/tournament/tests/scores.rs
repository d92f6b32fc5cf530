//! Art. 10.1: the points the event counts equal the points bbpPairings wrote in column 81–84 of
//! every player of the 150 corpus tournaments (1-½-0, the pairing-allocated bye a point).

#![allow(clippy::unwrap_used)] // a test: a missing file is a failure

use std::path::PathBuf;

use tournament::{ScoringSystem, trf};

#[test]
fn art_10_1_scores_equal_the_corpus_points() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/data/dutch-pairings/corpus");
    if !dir.exists() {
        eprintln!("left out: ../shared/data/dutch-pairings/corpus not found");
        return;
    }
    let scoring = ScoringSystem::default();
    let mut players = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let event = trf::read(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(event.scoring(), Ok(scoring));
        for p in event.players() {
            assert_eq!(
                Some(p.score(&scoring, usize::MAX)),
                p.points,
                "{} player {}",
                path.display(),
                p.tpn
            );
            players += 1;
        }
    }
    assert!(players > 3000, "{players}");
}
