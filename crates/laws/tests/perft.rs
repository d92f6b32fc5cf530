//! Move generation self-test: perft counts of the chessprogramming wiki's and Martin Sedlak's
//! standard positions and of Chess960 positions (Guideline II), read as data from `tests/data`
//! (sources in each file's header). FENs are read by `laws::read_fen`, so Chess960 detection and
//! Shredder-FEN reading are exercised too.

use laws::{FenStyle, StartNumber, perft, read_fen, shakmaty::CastlingMode, write_fen};

struct Case {
    id: String,
    epd: String,
    counts: Vec<(u32, u64)>,
}

fn cases(text: &str) -> Vec<Case> {
    let mut cases: Vec<Case> = Vec::new();
    for line in text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let (key, value) = line.split_once(' ').expect("`key value` lines");
        match key {
            "id" => cases.push(Case {
                id: value.to_owned(),
                epd: String::new(),
                counts: Vec::new(),
            }),
            "epd" => cases.last_mut().expect("id first").epd = value.to_owned(),
            "perft" => {
                let (depth, nodes) = value.split_once(' ').expect("perft DEPTH NODES");
                let count = (depth.parse().expect("depth"), nodes.parse().expect("nodes"));
                cases.last_mut().expect("id first").counts.push(count);
            }
            other => panic!("unknown key {other}"),
        }
    }
    cases
}

fn run(text: &str) -> usize {
    let cases = cases(text);
    for case in &cases {
        let (pos, _) = read_fen(&case.epd).unwrap_or_else(|e| panic!("{}: {e}", case.id));
        for &(depth, nodes) in &case.counts {
            assert_eq!(perft(&pos, depth), nodes, "{} at depth {depth}", case.id);
        }
    }
    cases.len()
}

#[test]
fn art_3_standard_positions_perft() {
    assert!(run(include_str!("data/standard.perft")) >= 7);
}

#[test]
fn guideline_ii_chess960_positions_perft() {
    assert!(run(include_str!("data/chess960.perft")) >= 10);
}

#[test]
fn guideline_ii_chess960_start_numbers_match_the_reference_positions() {
    // The reference file names start positions `start-N` by their Scharnagl number.
    let mut checked = 0;
    for case in cases(include_str!("data/chess960.perft")) {
        let Some(n) = case.id.strip_prefix("start-") else {
            continue;
        };
        let n: StartNumber = n.parse().expect("a number");
        assert_eq!(
            write_fen(&n.position(), FenStyle::Shredder),
            case.epd,
            "start position {n}"
        );
        let (pos, mode) = read_fen(&case.epd).expect("fen");
        assert_eq!(pos, n.position());
        assert_eq!(
            mode == CastlingMode::Standard,
            n == StartNumber::STANDARD,
            "{n}"
        );
        checked += 1;
    }
    assert!(checked >= 3);
}
