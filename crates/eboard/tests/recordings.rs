//! The three real DGT recordings of `../shared/data/dgt-recordings` (arnsholt/dgtdriver's test
//! resources) reconstruct to exactly their expected moves: the press completes each move
//! (Art. 6.2.1), and game 2, which ends with a move on the board and no press, gives its last
//! move from the board at the end of the recording.

use std::path::PathBuf;

use base64::Engine as _;
use eboard::dgt::{Feed, Reader, Scans};
use eboard::{Decision, Reconstructor};
use shakmaty::{CastlingMode, Chess, Position, san::San, uci::UciMove};

fn data(name: &str) -> Option<String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/data/dgt-recordings")
        .join(name);
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(_) => {
            eprintln!("left out: ../shared/data/dgt-recordings/{name} not found");
            None
        }
    }
}

/// Each line one base64 message; each message one second after the one before.
fn replay(inbytes: &str) -> (Vec<Decision>, Chess) {
    let mut reader = Reader::new();
    let mut feed = Feed::with(None, Scans::EachMessage);
    let mut rec = Reconstructor::new(Chess::default());
    let mut out = Vec::new();
    for (i, line) in inbytes.lines().enumerate() {
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(line.trim())
            .expect("base64");
        reader.push(&bytes);
        while let Some(message) = reader.next_message() {
            let message = message.expect("a well-formed message");
            for event in feed.message(i as u64 * 1000, &message) {
                rec.feed(&event, &mut out);
            }
        }
    }
    assert!(reader.finish().is_none());
    rec.finish(&mut out);
    let pos = rec.position().clone();
    (out, pos)
}

fn moves(decisions: &[Decision]) -> Vec<String> {
    decisions
        .iter()
        .filter_map(|d| match d {
            Decision::MoveCompleted { uci, .. } | Decision::MoveNotPressed { uci, .. } => {
                Some(uci.clone())
            }
            _ => None,
        })
        .collect()
}

fn uci_tokens(text: &str) -> Vec<String> {
    text.split_whitespace()
        .filter(|w| {
            let b = w.as_bytes();
            b.len() >= 4 && b[0].is_ascii_lowercase() && b[1].is_ascii_digit()
        })
        .map(str::to_owned)
        .collect()
}

fn san_to_uci(text: &str) -> Vec<String> {
    let mut pos = Chess::default();
    let mut out = Vec::new();
    for word in text.split_whitespace() {
        if ["1-0", "0-1", "1/2-1/2", "*"].contains(&word) {
            continue;
        }
        let word = word.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        if word.is_empty() {
            continue;
        }
        let san: San = word.parse().expect("SAN");
        let m = san.to_move(&pos).expect("legal");
        out.push(UciMove::from_move(m, CastlingMode::Standard).to_string());
        pos.play_unchecked(m);
    }
    out
}

fn check(inbytes: &str, expected: Vec<String>, fen: &str, pressed: usize) {
    let (Some(inbytes), Some(_)) = (data(inbytes), Some(())) else {
        return;
    };
    let (decisions, pos) = replay(&inbytes);
    let got = moves(&decisions);
    assert_eq!(got.len(), expected.len());
    for (i, (g, e)) in got.iter().zip(&expected).enumerate() {
        assert_eq!(g, e, "ply {}", i + 1);
    }
    let completed = decisions
        .iter()
        .filter(|d| {
            matches!(
                d,
                Decision::MoveCompleted {
                    article: "6.2.1",
                    ..
                }
            )
        })
        .count();
    assert_eq!(completed, pressed, "moves completed by a press");
    assert_eq!(
        shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal).to_string(),
        fen
    );
    assert!(
        !decisions.iter().any(|d| matches!(
            d,
            Decision::IllegalMove { .. }
                | Decision::IllegalPosition { .. }
                | Decision::PressWithoutMove { .. }
                | Decision::SetupWrong { .. }
        )),
        "no illegal move and no wrong set-up in a real game"
    );
}

#[test]
fn art_6_2_1_recording_1_gives_its_57_plies_each_at_its_press() {
    let Some(expected) = data("1.uci") else {
        return;
    };
    check(
        "1.inbytes",
        uci_tokens(&expected),
        "r5k1/p1p2rpR/1p3BQ1/2p1p3/4P3/3P3P/bPn3P1/6K1 b - - 5 29",
        57,
    );
}

#[test]
fn art_6_2_1_recording_2_turned_round_gives_98_pressed_plies_and_the_last_from_the_board() {
    let Some(expected) = data("2.uci") else {
        return;
    };
    check(
        "2.inbytes",
        uci_tokens(&expected),
        "2R5/4bppk/1p1p3Q/5R1P/4P3/5P2/r4q1P/7K b - - 6 50",
        98,
    );
}

#[test]
fn art_6_2_1_recording_johan_gives_its_43_plies() {
    let Some(expected) = data("johan.pgn") else {
        return;
    };
    check(
        "johan.inbytes",
        san_to_uci(&expected),
        "3r1rk1/3n1b1p/2Q3p1/p4P2/1p1P4/4N1P1/PqP1NPBP/2R2RK1 b - - 0 22",
        43,
    );
}
