//! C.04.3 against the endorsed reference: every round of the 150 generated tournaments of
//! `../shared/data/dutch-pairings/` (bbpPairings v6.0.0's own answers, boards, colours and board
//! order), and bbpPairings' three Dutch regression cases.

use std::path::{Path, PathBuf};

use tournament::dutch::{Field, RoundPairing, pair};
use tournament::trf;

/// Reads a TRF text and the field of the round after its last.
fn field_from_trf(text: &str) -> Result<Field, String> {
    let event = trf::read(text).map_err(|e| e.to_string())?;
    Field::from_event(&event, None).map_err(|e| e.to_string())
}

fn data() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/dutch-pairings");
    if dir.is_dir() {
        Some(dir)
    } else {
        eprintln!("left out: ../shared/data/dutch-pairings not found");
        None
    }
}

/// The `-p` form: the number of lines, then `WHITE BLACK` per board, the bye as `N 0`.
fn printed(p: &RoundPairing) -> String {
    let mut out = format!("{}\n", p.boards.len() + usize::from(p.bye.is_some()));
    for b in &p.boards {
        out.push_str(&format!("{} {}\n", b.white, b.black));
    }
    if let Some(n) = p.bye {
        out.push_str(&format!("{n} 0\n"));
    }
    out
}

fn normalise(s: &str) -> String {
    s.replace("\r\n", "\n")
        .replace('\r', "\n")
        .trim_end()
        .to_string()
        + "\n"
}

fn sorted_lines(s: &str) -> Vec<String> {
    let mut v: Vec<String> = s.lines().skip(1).map(str::to_string).collect();
    v.sort();
    v
}

/// Issue 32: every note of a pairing is a code of the catalogue (`[dutch note]`) said in
/// English and in French, each naming only params the note gives; the faults found.
fn notes_unsaid(p: &RoundPairing) -> Vec<String> {
    let (en, _) = words::entries(words::Lang::En);
    let (fr, _) = words::entries(words::Lang::Fr);
    let mut faults = Vec::new();
    let notes = p.boards.iter().flat_map(|b| &b.notes).chain(&p.bye_notes);
    for note in notes {
        for entries in [&en, &fr] {
            let Some(entry) = entries.iter().find(|e| e.id == note.code) else {
                faults.push(format!("{}: not in the catalogue", note.code));
                continue;
            };
            for v in &entry.variables {
                if !note.params.iter().any(|(n, _)| n == v) {
                    faults.push(format!("{}: names {v}, not given", note.code));
                }
            }
        }
        if note.text.is_empty() || note.text_fr.is_empty() || note.text == note.text_fr {
            faults.push(format!("{}: not said in both languages", note.code));
        }
    }
    faults
}

struct Tally {
    exact: usize,
    same_boards: usize,
    total: usize,
    notes: usize,
    unsaid: Vec<String>,
    failures: Vec<String>,
}

fn run_rounds(dir: &Path) -> Tally {
    let mut names: Vec<PathBuf> = std::fs::read_dir(dir.join("rounds"))
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    names.retain(|p| p.extension().is_some_and(|e| e == "trf"));
    names.sort();
    let mut t = Tally {
        exact: 0,
        same_boards: 0,
        total: 0,
        notes: 0,
        unsaid: Vec::new(),
        failures: Vec::new(),
    };
    for trf in names {
        let expected =
            normalise(&std::fs::read_to_string(trf.with_extension("expected")).unwrap_or_default());
        let text = std::fs::read_to_string(&trf).unwrap_or_default();
        t.total += 1;
        let name = trf
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let got = match field_from_trf(&text).and_then(|f| pair(&f).map_err(|e| e.to_string())) {
            Ok(p) => {
                t.notes +=
                    p.boards.iter().map(|b| b.notes.len()).sum::<usize>() + p.bye_notes.len();
                for fault in notes_unsaid(&p) {
                    t.unsaid.push(format!("{name}: {fault}"));
                }
                printed(&p)
            }
            Err(e) => {
                t.failures.push(format!("{name}: error {e}"));
                continue;
            }
        };
        if got == expected {
            t.exact += 1;
            t.same_boards += 1;
        } else if sorted_lines(&got) == sorted_lines(&expected) {
            t.same_boards += 1;
            t.failures.push(format!("{name}: board order only"));
        } else {
            t.failures.push(format!(
                "{name}: got {:?} expected {:?}",
                sorted_lines(&got),
                sorted_lines(&expected)
            ));
        }
    }
    t
}

#[test]
fn c_04_3_every_round_of_the_150_tournaments_as_the_reference() {
    let Some(dir) = data() else { return };
    let t = run_rounds(&dir);
    for f in &t.failures {
        eprintln!("{f}");
    }
    eprintln!(
        "{} of {} rounds identical (boards, colours, order); {} with the same boards and colours",
        t.exact, t.total, t.same_boards
    );
    assert_eq!(t.total, 898);
    assert_eq!(
        t.same_boards, 898,
        "rounds paired differently: {:#?}",
        t.failures
    );
    assert_eq!(t.exact, 898);
    eprintln!(
        "{} notes, each said in English and French (issue 32)",
        t.notes
    );
    assert!(t.notes > 898, "the notes were checked");
    assert!(t.unsaid.is_empty(), "{:#?}", t.unsaid);
}

fn extra_case(name: &str) {
    let Some(dir) = data() else { return };
    let dir = dir.join("extra/bbppairings-cases");
    let input = std::fs::read_to_string(dir.join(format!("{name}.input"))).unwrap_or_default();
    let expected = normalise(
        &std::fs::read_to_string(dir.join(format!("{name}.output.expected"))).unwrap_or_default(),
    );
    let field = field_from_trf(&input).expect("the case reads");
    let got = printed(&pair(&field).expect("the case pairs"));
    assert_eq!(got, expected, "{name}");
}

/// C.04.3 C.5 (2025): minimise the score of the bye assignee — player 4, absent, does not
/// count, and the bye goes to the lowest score that can take it.
#[test]
fn c_04_3_c5_bye_to_the_lowest_score_reference_case() {
    extra_case("dutch_2025_C5");
}

/// C.04.3 C.9 (2025): minimise the unplayed games of the bye assignee — player 5, who missed
/// round 1, is not given the bye.
#[test]
fn c_04_3_c9_bye_to_the_fewest_unplayed_games_reference_case() {
    extra_case("dutch_2025_C9");
}

/// bbpPairings issue 7: round 15 of 60 players with forfeits in the history.
#[test]
fn c_04_1_b_forfeits_in_history_reference_case_issue_7() {
    extra_case("issue_7");
}
