//! `arbiter check` on a corpus (data in `tests/data/check/`).
//!
//! - `handmade.pgn`: games each carrying what the Laws say about it in its own tags, read here:
//!   `[Group "5.2.2"]` (the test that checks it), `[ExpectValid "true"]`,
//!   `[ExpectEnding "dead_position 5.2.2 3"]` (reason, article, ply) or `"none"`,
//!   `[ExpectFindings "5.2.2:warning@3 9.2.2:info"]` (article:severity, optionally @ply, order
//!   insensitive) or `"none"`, `[ExpectError "ply 3"]`; the same tags suffixed with an edition
//!   (`ExpectEnding1930`, `ExpectFindings1928`, ...) for what that edition says.
//! - `random.pgn`: seeded random games from `bench/make_check_corpus.py --games 3000 --seed 11`,
//!   each with python-chess's verdict in `[ExpectPython "checkmate 5.1.1 57"]`.
//! - `bad_fen.pgn`: a game whose FEN tag is not a legal position, then a good game.
//!
//! Each file is run through the real binary once per edition and shared by the tests.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

use serde_json::Value;

use crate::common;

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/check")
        .join(name)
}

/// What `arbiter check` printed for one file under one edition: the JSON lines, and the exit code.
struct Run {
    lines: Vec<Value>,
    code: Option<i32>,
}

/// Runs `arbiter check --edition EDITION FILE` once per (file, edition) for the whole test binary.
fn check(file: &str, edition: &str) -> &'static Run {
    type Runs = Mutex<HashMap<(String, String), &'static OnceLock<Run>>>;
    static RUNS: OnceLock<Runs> = OnceLock::new();
    let cell: &'static OnceLock<Run> = RUNS
        .get_or_init(Default::default)
        .lock()
        .expect("lock")
        .entry((file.to_owned(), edition.to_owned()))
        .or_insert_with(|| Box::leak(Box::new(OnceLock::new())));
    cell.get_or_init(|| {
        let started = Instant::now();
        let out = Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .args(["check", "--edition", edition])
            .arg(data(file))
            .output()
            .expect("arbiter runs");
        eprintln!(
            "arbiter check --edition {edition} {file}: {:.2} s\n{}",
            started.elapsed().as_secs_f64(),
            String::from_utf8_lossy(&out.stderr)
        );
        let lines = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
            .collect();
        Run {
            lines,
            code: out.status.code(),
        }
    })
}

/// The tag pairs of each game of a PGN file, in order. A game's tag section starts at a tag line
/// that follows movetext (or the start of the file).
fn games_tags(text: &str) -> Vec<BTreeMap<String, String>> {
    let mut games: Vec<BTreeMap<String, String>> = Vec::new();
    let mut in_tags = false;
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') && line.ends_with(']') {
            if !in_tags {
                games.push(BTreeMap::new());
                in_tags = true;
            }
            let inner = &line[1..line.len() - 1];
            if let Some((name, value)) = inner.split_once(' ') {
                let value = value.trim().trim_matches('"');
                if let Some(game) = games.last_mut() {
                    game.insert(name.to_owned(), value.to_owned());
                }
            }
        } else if !line.is_empty() {
            in_tags = false;
        }
    }
    games
}

/// `reason article ply`, the article possibly in several words (`checkmate 1930 10.1 4`).
fn parse_ending(text: &str) -> Option<(String, String, u64)> {
    if text == "none" {
        return None;
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    assert!(words.len() >= 3, "bad ending expectation {text:?}");
    let ply = words[words.len() - 1]
        .parse()
        .unwrap_or_else(|_| panic!("bad ply in {text:?}"));
    Some((
        words[0].to_owned(),
        words[1..words.len() - 1].join(" "),
        ply,
    ))
}

/// Issue 32: an ending's or a finding's article comes twice, as its text (`1930 16.1.d`) and as
/// `{edition, number}`, the two saying the same (the 2023 Laws cited without their year).
fn assert_article_as_data(v: &Value) {
    let (edition, number) = (
        v["article_ref"]["edition"].as_str().unwrap_or_default(),
        v["article_ref"]["number"].as_str().unwrap_or_default(),
    );
    let text = if edition == "2023" {
        number.to_owned()
    } else {
        format!("{edition} {number}")
    };
    assert!(!number.is_empty(), "{v}");
    assert_eq!(v["article"].as_str(), Some(text.as_str()), "{v}");
}

fn ending_of(line: &Value) -> Option<(String, String, u64)> {
    let e = &line["ending"];
    if e.is_null() {
        return None;
    }
    assert_article_as_data(e);
    Some((
        e["reason"].as_str().expect("reason").to_owned(),
        e["article"].as_str().expect("article").to_owned(),
        e["ply"].as_u64().expect("ply"),
    ))
}

/// One expected finding: article, severity, and the ply if the expectation names one.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Expected {
    article: String,
    severity: String,
    ply: Option<u64>,
}

/// `5.1.1:error 6.9:error@4 1930 16.1.d:warning`: a word without `:` is the first word of an
/// article written in two (`1930 16.1.d`).
fn parse_findings(text: &str) -> Vec<Expected> {
    if text == "none" {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut prefix = String::new();
    for word in text.split_whitespace() {
        let Some((article, rest)) = word.split_once(':') else {
            prefix.push_str(word);
            prefix.push(' ');
            continue;
        };
        let (severity, ply) = match rest.split_once('@') {
            Some((s, p)) => (s, Some(p.parse().expect("ply after @"))),
            None => (rest, None),
        };
        out.push(Expected {
            article: format!("{prefix}{article}"),
            severity: severity.to_owned(),
            ply,
        });
        prefix.clear();
    }
    assert!(prefix.is_empty(), "dangling word in {text:?}");
    out.sort();
    out
}

/// Whether the findings printed match the expected ones, as multisets (a ply is compared only
/// where the expectation names one).
fn findings_match(expected: &[Expected], line: &Value) -> bool {
    let mut actual: Vec<Expected> = line["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .inspect(|f| assert_article_as_data(f))
        .map(|f| Expected {
            article: f["article"].as_str().expect("article").to_owned(),
            severity: f["severity"].as_str().expect("severity").to_owned(),
            ply: f["ply"].as_u64(),
        })
        .collect();
    if actual.len() != expected.len() {
        return false;
    }
    for want in expected.iter().filter(|e| e.ply.is_some()) {
        match actual.iter().position(|a| a == want) {
            Some(i) => {
                actual.remove(i);
            }
            None => return false,
        }
    }
    for want in expected.iter().filter(|e| e.ply.is_none()) {
        match actual
            .iter()
            .position(|a| a.article == want.article && a.severity == want.severity)
        {
            Some(i) => {
                actual.remove(i);
            }
            None => return false,
        }
    }
    true
}

/// The handmade games, each with its line of output under `edition`.
fn handmade(edition: &str) -> Vec<(BTreeMap<String, String>, &'static Value)> {
    let text = std::fs::read_to_string(data("handmade.pgn")).expect("handmade.pgn");
    let tags = games_tags(&text);
    let run = check("handmade.pgn", edition);
    assert_eq!(
        tags.len(),
        run.lines.len(),
        "one line of output per handmade game"
    );
    tags.into_iter().zip(run.lines.iter()).collect()
}

/// The tag `name` with the edition's suffix (`ExpectEnding1930`), or for fide-2023 the plain one.
fn expectation<'a>(
    tags: &'a BTreeMap<String, String>,
    name: &str,
    suffix: &str,
) -> Option<&'a str> {
    tags.get(&format!("{name}{suffix}")).map(String::as_str)
}

/// Checks every handmade game whose `Group` is `group` (all games when `None`) against the
/// expectations for `edition`; returns how many games were checked.
fn check_handmade(group: Option<&str>, edition: &str) -> usize {
    let suffix = match edition {
        "fide-2023" => "",
        "fide-1997" => "1997",
        "fide-1930" => "1930",
        "fide-1928" => "1928",
        other => panic!("unknown edition {other}"),
    };
    let text = std::fs::read_to_string(data("handmade.pgn")).expect("handmade.pgn");
    let file_lines: Vec<&str> = text.lines().collect();
    let mut failures = Vec::new();
    let mut checked = 0;
    for (tags, line) in handmade(edition) {
        if group.is_some_and(|g| tags.get("Group").map(String::as_str) != Some(g)) {
            continue;
        }
        let ending = expectation(&tags, "ExpectEnding", suffix);
        let findings = expectation(&tags, "ExpectFindings", suffix);
        if ending.is_none() && findings.is_none() {
            continue; // no expectation under this edition
        }
        checked += 1;
        let event = tags.get("Event").cloned().unwrap_or_default();
        let mut fail = |what: String| failures.push(format!("{event:?}: {what}\n  got {line}"));
        if let Some(valid) = tags.get("ExpectValid")
            && line["valid"].as_bool() != Some(valid == "true")
        {
            fail(format!("valid should be {valid}"));
        }
        if let Some(error) = tags.get("ExpectError") {
            let want: u64 = error
                .strip_prefix("ply ")
                .and_then(|p| p.parse().ok())
                .expect("ExpectError \"ply N\"");
            let e = &line["error"];
            if e["ply"].as_u64() != Some(want) {
                fail(format!("the error should be at ply {want}"));
            }
            // The line and column point into the move as written (at the faulty character of a
            // text that is no notation, at its start otherwise).
            let (l, c) = (e["line"].as_u64(), e["column"].as_u64());
            let written = e["move"].as_str().unwrap_or("");
            let chars: Vec<char> = l
                .and_then(|l| file_lines.get((l as usize).wrapping_sub(1)))
                .map(|t| t.chars().collect())
                .unwrap_or_default();
            let column = c.map_or(0, |c| c as usize);
            let inside = (0..written.chars().count()).any(|k| {
                column > k
                    && chars
                        .get(column - 1 - k..)
                        .is_some_and(|rest| rest.iter().collect::<String>().starts_with(written))
            });
            if written.is_empty() || !inside {
                fail(format!(
                    "line {l:?}, column {c:?} should fall inside the move {written:?}"
                ));
            }
        }
        if let Some(ending) = ending {
            let want = parse_ending(ending);
            if ending_of(line) != want {
                fail(format!("ending should be {want:?}"));
            }
        }
        if let Some(findings) = findings {
            let want = parse_findings(findings);
            if !findings_match(&want, line) {
                fail(format!("findings should be {want:?}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} games under {edition} disagree with their expectations:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked > 0, "no game checked for {group:?} under {edition}");
    checked
}

const GROUPS: [&str; 14] = [
    "5.1.1",
    "5.1.2",
    "5.2.1",
    "5.2.2",
    "6.9",
    "9.2",
    "9.3",
    "9.6.1",
    "9.6.2",
    "moves_after_ending",
    "notation",
    "editions",
    "disagreement 5.2.2",
    "5.2.3",
];

#[test]
fn every_handmade_game_has_a_group_and_expectations() {
    let run = check("handmade.pgn", "fide-2023");
    assert_eq!(run.code, Some(1), "handmade.pgn holds invalid games");
    for (tags, _) in handmade("fide-2023") {
        let group = tags.get("Group").map(String::as_str).unwrap_or("");
        assert!(GROUPS.contains(&group), "{tags:?}: unknown group");
        for name in ["ExpectValid", "ExpectEnding", "ExpectFindings"] {
            assert!(tags.contains_key(name), "{tags:?}: no {name}");
        }
        assert_eq!(
            tags.get("ExpectValid").map(String::as_str) == Some("false"),
            tags.contains_key("ExpectError"),
            "{tags:?}: an invalid game says where its error is"
        );
    }
}

#[test]
fn art_5_1_1_checkmate_ends_the_game_and_a_wrong_result_is_an_error() {
    check_handmade(Some("5.1.1"), "fide-2023");
}

#[test]
fn art_5_1_2_resigning_when_the_opponent_cannot_mate_is_a_draw() {
    check_handmade(Some("5.1.2"), "fide-2023");
}

#[test]
fn art_5_2_1_stalemate_ends_the_game_and_a_wrong_result_is_an_error() {
    check_handmade(Some("5.2.1"), "fide-2023");
}

#[test]
fn art_5_2_2_dead_position_found_at_its_ply() {
    check_handmade(Some("5.2.2"), "fide-2023");
}

#[test]
fn art_6_9_loss_on_time_when_the_winner_cannot_mate_is_a_draw() {
    check_handmade(Some("6.9"), "fide-2023");
}

#[test]
fn art_9_2_2_threefold_repetition_played_on_is_noted() {
    check_handmade(Some("9.2"), "fide-2023");
}

#[test]
fn art_9_3_2_fifty_moves_played_on_are_noted() {
    check_handmade(Some("9.3"), "fide-2023");
}

#[test]
fn art_9_6_1_fivefold_repetition_ends_the_game_at_the_fifth_occurrence() {
    check_handmade(Some("9.6.1"), "fide-2023");
}

#[test]
fn art_9_6_2_seventy_five_moves_end_the_game_and_a_mate_on_the_75th_stands() {
    check_handmade(Some("9.6.2"), "fide-2023");
}

#[test]
fn moves_recorded_after_the_board_ended_the_game_are_a_warning() {
    check_handmade(Some("moves_after_ending"), "fide-2023");
}

#[test]
fn notation_errors_are_located_and_national_letters_are_read() {
    check_handmade(Some("notation"), "fide-2023");
}

#[test]
fn editions_2023_draws_by_agreement_are_not_findings() {
    check_handmade(Some("editions"), "fide-2023");
}

#[test]
fn editions_1930_no_dead_position_and_no_agreement_before_blacks_30th_move() {
    // Every game with an `…1930` expectation: 1930 Art. 10.1, 16.1.a, c, d, e, 19.5.
    let checked = check_handmade(None, "fide-1930");
    assert!(checked >= 10, "{checked}");
}

#[test]
fn editions_1928_no_agreement_before_blacks_30th_move() {
    check_handmade(None, "fide-1928");
}

#[test]
fn editions_1997_decides_on_the_board_as_2023() {
    let y2023 = handmade("fide-2023");
    let y1997 = handmade("fide-1997");
    for ((tags, a), (_, b)) in y2023.iter().zip(&y1997) {
        assert_eq!(a["ending"], b["ending"], "{:?}", tags.get("Event"));
        assert_eq!(a["valid"], b["valid"], "{:?}", tags.get("Event"));
    }
}

/// The 1997 edition is "the 2023 Laws with the 1997 appendices" (edition.rs, ARCHITECTURE.md),
/// and those appendices say nothing of resignation: Art. 5.1.2's exception should hold.
#[test]
fn editions_1997_art_5_1_2_resigning_when_the_opponent_cannot_mate_is_a_draw() {
    check_handmade(None, "fide-1997");
}

/// Art. 5.2.2: a dead position ends the game at once, so nothing can be claimed after it.
#[test]
fn art_5_2_2_no_claim_is_noted_after_the_game_ended_in_a_dead_position() {
    check_handmade(Some("disagreement 5.2.2"), "fide-2023");
}

/// A tag section that cannot be read (here an illegal FEN) makes one invalid game; the next game
/// is read whole.
#[test]
fn notation_a_bad_fen_tag_spoils_one_game_only() {
    let run = check("bad_fen.pgn", "fide-2023");
    let lines = &run.lines;
    assert_eq!(lines.len(), 2, "{lines:#?}");
    assert_eq!(lines[0]["valid"], false);
    assert_eq!(lines[0]["error"]["line"], 7);
    assert_eq!(lines[1]["white"], "Second");
    assert_eq!(lines[1]["valid"], true);
}

/// Regression: 200,000 nested variations overflowed a reader thread's stack and aborted the
/// whole run. The game is invalid with its error (variations nested too deep, located), the next
/// game is read, and the exit status is 1 (an invalid game), not a crash.
#[test]
fn notation_variations_nested_too_deep_make_one_invalid_game_not_a_crash() {
    let levels = 200_000;
    let text = format!(
        "[White \"Deep\"]\n\n1. e4 {} {} *\n\n[White \"Next\"]\n\n1. e4 e5 *\n",
        "(1. d4 ".repeat(levels),
        ")".repeat(levels)
    );
    let out = common::arbiter(&["check", "--edition", "fide-2023", "-"], &text);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let lines: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect();
    assert_eq!(lines.len(), 2, "{lines:#?}\n{stderr}");
    assert_eq!(lines[0]["valid"], false);
    assert_eq!(lines[0]["error"]["line"], 3);
    assert_eq!(lines[0]["error"]["column"], 7 + 7 * 256);
    let reason = lines[0]["error"]["reason"].as_str().expect("reason");
    assert!(reason.contains("nested more than 256"), "{reason}");
    // Issue 21: the reason by code, with its params (additions to the line).
    assert_eq!(lines[0]["error"]["code"], "pgn_too_deep");
    assert_eq!(lines[0]["error"]["params"]["depth"], 256);
    assert_eq!(lines[1]["white"], "Next");
    assert_eq!(lines[1]["valid"], true);
}

/// How one random game's ending compares with python-chess's verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Agreement {
    /// Same reason and ply.
    Same,
    /// python-chess saw insufficient material at ply p, arbiter a dead position before it.
    DeadEarlier,
    /// python-chess's checkmate, stalemate, fivefold or 75 moves came after a dead position.
    DeadBeforeOtherEnding,
    /// python-chess's insufficient material at ply p is also a stalemate: arbiter names 5.2.1.
    StalemateAlsoDead,
    /// python-chess saw nothing in 300 plies; arbiter a dead position (e.g. blocked pawns).
    DeadUnseenByPython,
    /// Anything else: a disagreement.
    Disagree,
}

#[test]
fn random_games_agree_with_python_chess() {
    let started = Instant::now();
    let text = std::fs::read_to_string(data("random.pgn")).expect("random.pgn");
    let tags = games_tags(&text);
    let run = check("random.pgn", "fide-2023");
    assert_eq!(run.code, Some(0), "every random game is valid");
    assert_eq!(tags.len(), run.lines.len(), "one line per game");
    assert!(tags.len() >= 2000, "{} games", tags.len());

    let mut counts: BTreeMap<(String, Agreement), usize> = BTreeMap::new();
    let mut problems = Vec::new();
    for (index, (tags, line)) in tags.iter().zip(&run.lines).enumerate() {
        let game = index + 1;
        let python = tags.get("ExpectPython").expect("ExpectPython tag");
        let want = parse_ending(python);
        let got = ending_of(line);
        if line["valid"] != true {
            problems.push(format!("game {game}: invalid: {line}"));
            continue;
        }
        let agreement = match (&want, &got) {
            (None, None) => Agreement::Same,
            (None, Some((reason, _, _))) if reason == "dead_position" => {
                Agreement::DeadUnseenByPython
            }
            (Some(w), Some(g)) if w == g => Agreement::Same,
            (Some((wr, _, wp)), Some((gr, ga, gp))) if gr == "dead_position" && ga == "5.2.2" => {
                if wr == "dead_position" && gp <= wp {
                    Agreement::DeadEarlier
                } else if wr != "dead_position" && gp < wp {
                    Agreement::DeadBeforeOtherEnding
                } else {
                    Agreement::Disagree
                }
            }
            (Some((wr, _, wp)), Some((gr, ga, gp)))
                if wr == "dead_position" && gr == "stalemate" && ga == "5.2.1" && gp == wp =>
            {
                Agreement::StalemateAlsoDead
            }
            _ => Agreement::Disagree,
        };
        if agreement == Agreement::Disagree {
            problems.push(format!(
                "game {game}: python-chess {python:?}, arbiter {got:?}"
            ));
        }
        // The generator records the right result: no finding may call it wrong. Moves after the
        // ending (a warning) exist only where arbiter saw the end before python-chess did.
        for f in line["findings"].as_array().expect("findings") {
            let severity = f["severity"].as_str().unwrap_or("");
            let early = got
                .as_ref()
                .is_some_and(|(_, _, ply)| Some(*ply) < line["plies"].as_u64());
            if severity == "error" || (severity == "warning" && !early) {
                problems.push(format!("game {game}: unexpected finding {f}"));
            }
        }
        let verdict = python.split_whitespace().next().unwrap_or("").to_owned();
        *counts.entry((verdict, agreement)).or_default() += 1;
    }
    eprintln!("python-chess verdict / arbiter's agreement: games");
    for ((verdict, agreement), n) in &counts {
        eprintln!("  {verdict:20} {agreement:?}: {n}");
    }
    eprintln!(
        "random corpus: {} games checked in {:.2} s",
        tags.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(
        problems.is_empty(),
        "{} disagreements:\n{}",
        problems.len(),
        problems.join("\n")
    );
    // Every kind of ending is in the corpus.
    for verdict in [
        "checkmate",
        "stalemate",
        "dead_position",
        "fivefold_repetition",
        "seventy_five_moves",
        "none",
    ] {
        let same = counts
            .get(&(verdict.to_owned(), Agreement::Same))
            .copied()
            .unwrap_or(0);
        assert!(same >= 20, "only {same} games where both say {verdict}");
    }
    // A dead position before python-chess's insufficient material (a forced capture of the last
    // piece that could mate) or before its other endings is rare.
    let earlier: usize = counts
        .iter()
        .filter(|((_, a), _)| *a != Agreement::Same)
        .map(|(_, n)| n)
        .sum();
    assert!(
        earlier * 50 <= tags.len(),
        "{earlier} games where arbiter's ending differs from python-chess's: more than 2%"
    );
}

#[test]
fn art_5_2_3_a_draw_agreed_before_each_player_moved_is_a_warning() {
    check_handmade(Some("5.2.3"), "fide-2023");
}
