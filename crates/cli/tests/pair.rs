//! `arbiter pair`'s contract (issue 24): the `-p` form, `--round`, `--json` with explanations,
//! `--check`, and `--generate`. Each test runs the real binary.

use crate::common;

use std::path::PathBuf;
use std::process::Output;

use serde_json::Value;

fn data(name: &str) -> Option<PathBuf> {
    common::shared_data(&format!("dutch-pairings/{name}"))
}

fn run(args: &[&str]) -> Output {
    common::arbiter(args, "")
}

fn text(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// C.04.3 as the reference prints it with `-p`: the count, then the boards, the bye last.
#[test]
fn c_04_3_pair_prints_the_reference_form() {
    let Some(trf) = data("rounds/1004-r5.trf") else {
        return;
    };
    let Some(expected) = data("rounds/1004-r5.expected") else {
        return;
    };
    let out = run(&["pair", trf.to_str().unwrap_or_default()]);
    assert!(out.status.success());
    let expected = std::fs::read_to_string(expected)
        .unwrap_or_default()
        .replace('\r', "\n");
    assert_eq!(text(&out).trim_end(), expected.trim_end());
}

/// `--round N` pairs round N of a whole tournament from rounds 1 … N−1 (the round's requested
/// byes kept, its games dropped): round 2 of corpus 1001 is the reference's answer.
#[test]
fn c_04_3_pair_round_of_a_finished_tournament() {
    let Some(trf) = data("corpus/1001.trf") else {
        return;
    };
    let out = run(&["pair", trf.to_str().unwrap_or_default(), "--round", "2"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(text(&out), "5\n9 1\n2 3\n4 6\n5 8\n7 0\n");
}

/// C.04.1 (pairings explainable): `--json` gives each board its notes with stable codes and
/// articles, and the bye its own.
#[test]
fn c_04_1_pair_json_explains_each_board() {
    let Some(trf) = data("rounds/1001-r2.trf") else {
        return;
    };
    let out = run(&["pair", trf.to_str().unwrap_or_default(), "--json"]);
    assert!(out.status.success());
    let v: Value = serde_json::from_str(&text(&out)).expect("one JSON object");
    assert_eq!(v["round"], 2);
    assert_eq!(v["bye"], 7);
    let boards = v["boards"].as_array().expect("boards");
    assert_eq!(boards.len(), 4);
    assert_eq!(
        (boards[0]["white"].as_u64(), boards[0]["black"].as_u64()),
        (Some(9), Some(1))
    );
    // Board 3: 4 (½) meets 6 (0): a float between score groups, said so.
    let codes: Vec<&str> = boards[2]["notes"]
        .as_array()
        .expect("notes")
        .iter()
        .filter_map(|n| n["code"].as_str())
        .collect();
    assert!(codes.contains(&"score_difference"), "{codes:?}");
    // Every note: its parameters by name, and the sentence in English and in French.
    let notes = boards
        .iter()
        .flat_map(|b| b["notes"].as_array().into_iter().flatten())
        .chain(v["bye_notes"].as_array().into_iter().flatten());
    for n in notes {
        assert!(n["params"].is_object(), "{n}");
        let (en, fr) = (n["text"].as_str(), n["text_fr"].as_str());
        assert!(en.is_some_and(|t| !t.is_empty()), "{n}");
        assert!(fr.is_some_and(|t| !t.is_empty()) && fr != en, "{n}");
    }
    let float = boards[2]["notes"]
        .as_array()
        .expect("notes")
        .iter()
        .find(|n| n["code"] == "score_difference")
        .cloned()
        .unwrap_or_default();
    assert_eq!(float["params"]["higher"], "4");
    assert_eq!(float["params"]["lower_points"], "0");
    assert!(
        float["text_fr"]
            .as_str()
            .unwrap_or_default()
            .starts_with("4 (0,5 points) flotte vers le bas pour rencontrer 6 (0 points)"),
        "{float}"
    );
    assert!(
        v["bye_notes"]
            .as_array()
            .expect("bye notes")
            .iter()
            .any(|n| n["code"] == "pairing_allocated_bye")
    );
}

/// C.04.A (a pairings checker): the reference's own tournament checks clean; a round changed
/// by hand is reported, with exit status 1.
#[test]
fn c_04_a_pair_check_reports_the_rounds_paired_differently() {
    let Some(trf) = data("corpus/1003.trf") else {
        return;
    };
    let clean = run(&["pair", "--check", trf.to_str().unwrap_or_default()]);
    assert_eq!(clean.status.code(), Some(0), "{}", text(&clean));
    assert!(text(&clean).ends_with("0 of 5 rounds paired differently\n"));

    let generated = run(&[
        "pair",
        "--generate",
        "--seed",
        "5",
        "--players",
        "12",
        "--rounds",
        "3",
    ]);
    assert!(generated.status.success());
    let mut lines: Vec<String> = text(&generated)
        .replace('\r', "\n")
        .lines()
        .map(str::to_string)
        .collect();
    // Exchange the colours of round 1 on the first board: a colour the Dutch system would not give.
    let first = lines
        .iter()
        .position(|l| l.starts_with("001"))
        .expect("players");
    let opponent: usize = lines[first][91..95]
        .trim()
        .parse()
        .expect("opponent in round 1");
    let other = lines
        .iter()
        .position(|l| l.starts_with("001") && l[4..8].trim() == opponent.to_string())
        .expect("opponent line");
    for i in [first, other] {
        let c = if &lines[i][96..97] == "w" { "b" } else { "w" };
        lines[i].replace_range(96..97, c);
    }
    let path = std::env::temp_dir().join(format!("arbiter-pair-check-{}.trf", std::process::id()));
    std::fs::write(&path, lines.join("\n") + "\n").expect("temp file");
    let changed = run(&["pair", "--check", path.to_str().unwrap_or_default()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(changed.status.code(), Some(1), "{}", text(&changed));
    assert!(
        text(&changed).starts_with("round 1: paired_differently"),
        "{}",
        text(&changed)
    );
}

/// `--generate`: a seeded tournament, the same for the same seed, that the checker accepts.
#[test]
fn c_04_3_pair_generate_is_seeded_and_checks_clean() {
    let args = [
        "pair",
        "--generate",
        "--seed",
        "11",
        "--players",
        "15",
        "--rounds",
        "5",
    ];
    let a = run(&args);
    let b = run(&args);
    assert!(a.status.success());
    assert_eq!(a.stdout, b.stdout);
    let t = text(&a);
    assert_eq!(
        t.replace('\r', "\n")
            .lines()
            .filter(|l| l.starts_with("001"))
            .count(),
        15
    );
    let path =
        std::env::temp_dir().join(format!("arbiter-pair-generate-{}.trf", std::process::id()));
    std::fs::write(&path, &a.stdout).expect("temp file");
    let check = run(&["pair", "--check", path.to_str().unwrap_or_default()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(check.status.code(), Some(0), "{}", text(&check));
}

/// A bad file is an error with the reader's code, not a panic: exit status 3 (the file), as for
/// a text that is not a TRF.
#[test]
fn pair_rejects_a_missing_file_with_status_3() {
    let out = run(&["pair", "/nonexistent/file.trf"]);
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).contains("trf_unreadable"));
    // Not a TRF (the reader's code), and a TRF whose records contradict each other (the
    // engine's code): the file's failure both times.
    let garbage = common::arbiter(&["pair", "-"], "001 xx\n");
    assert_eq!(garbage.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&garbage.stderr).contains("trf_bad_starting_number"));
    let stranger = common::arbiter(&["pair", "-"], &player_line(1, "1.0", &[(9, 'w', '1')]));
    assert_eq!(stranger.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&stranger.stderr).contains("unknown_opponent"));
}

/// A player line of a small TRF, with its games (`(opponent, colour, result)`).
fn player_line(n: u16, points: &str, games: &[(u16, char, char)]) -> String {
    let mut line = format!(
        "001 {n:>4}      Test{n:04} Player{n:04}               {:>4}                             {points} {n:>4}",
        2600 - 100 * n
    );
    for (o, c, r) in games {
        line.push_str(&format!("  {o:>4} {c} {r}"));
    }
    line + "\n"
}

/// Bad arguments exit with status 2: clap's own refusals, and a `--round` the file cannot give
/// (no_such_round).
#[test]
fn pair_bad_arguments_exit_with_status_2() {
    let unknown = run(&["pair", "--no-such-flag", "x.trf"]);
    assert_eq!(unknown.status.code(), Some(2));
    let together = run(&["pair", "--generate", "--check"]);
    assert_eq!(together.status.code(), Some(2));
    let trf = format!(
        "012 Two rounds\nXXR 3\n{}{}",
        player_line(1, "1.0", &[(2, 'w', '1')]),
        player_line(2, "0.0", &[(1, 'b', '0')])
    );
    let path = std::env::temp_dir().join(format!("arbiter-pair-args-{}.trf", std::process::id()));
    std::fs::write(&path, &trf).expect("temp file");
    let far = run(&["pair", path.to_str().unwrap_or_default(), "--round", "9"]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(
        far.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&far.stderr)
    );
    assert!(String::from_utf8_lossy(&far.stderr).contains("no_such_round"));
}

/// C.04.3 C.1 and C.4: two players who have met cannot meet again, so a field of those two has
/// no pairing: exit status 4, with the refusal's code; the same field with a third player pairs.
#[test]
fn c_04_3_c4_no_legal_pairing_exits_with_status_4() {
    let two = format!(
        "012 Met already\nXXR 3\n{}{}",
        player_line(1, "1.0", &[(2, 'w', '1')]),
        player_line(2, "0.0", &[(1, 'b', '0')])
    );
    let path = std::env::temp_dir().join(format!("arbiter-pair-none-{}.trf", std::process::id()));
    std::fs::write(&path, &two).expect("temp file");
    let none = run(&["pair", path.to_str().unwrap_or_default()]);
    let stderr = String::from_utf8_lossy(&none.stderr).into_owned();
    assert_eq!(none.status.code(), Some(4), "{stderr}");
    assert!(stderr.contains("no_legal_pairing"), "{stderr}");
    assert!(text(&none).is_empty());
    // 3 had the pairing-allocated bye of round 1 (C.2: not again): 1 meets 3, the bye to 2.
    let mut bye = player_line(3, "1.0", &[]);
    bye.pop();
    let three = format!("{two}{bye}  0000 - U\n");
    std::fs::write(&path, &three).expect("temp file");
    let paired = run(&["pair", path.to_str().unwrap_or_default()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(
        paired.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&paired.stderr)
    );
    // 1 had White in round 1, so Black now (C.04.3 E.1); 3 has no colour yet.
    assert_eq!(text(&paired), "2\n3 1\n2 0\n");
}

/// Issue 33: on a finished event (every planned round played) `arbiter pair` says the event is
/// over — exit status 7, `event_over` — not that no pairing exists (exit 4,
/// `no_legal_pairing`). A round of the schedule can still be paired again with `--round`, and a
/// file that plans no number of rounds is left to the engine.
#[test]
fn c_04_1_pair_on_a_finished_event_says_the_event_is_over() {
    let mut bye = player_line(3, "1.0", &[]);
    bye.pop();
    let one = format!(
        "012 One round\nXXR 1\n{}{}{bye}  0000 - U\n",
        player_line(1, "1.0", &[(2, 'w', '1')]),
        player_line(2, "0.0", &[(1, 'b', '0')]),
    );
    let over = common::arbiter(&["pair", "-"], &one);
    let stderr = String::from_utf8_lossy(&over.stderr).into_owned();
    assert_eq!(over.status.code(), Some(7), "{stderr}");
    assert!(
        stderr.contains("event_over") && stderr.contains("every planned round (1) is played"),
        "{stderr}"
    );
    assert!(text(&over).is_empty());
    let beyond = common::arbiter(&["pair", "-", "--round", "2"], &one);
    assert_eq!(beyond.status.code(), Some(7));
    // Round 1 paired again from nothing: three players, a bye.
    let again = common::arbiter(&["pair", "-", "--round", "1"], &one);
    assert_eq!(
        again.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
    // No planned number of rounds: the engine decides (here 1-3 pairs, 2 gets the bye).
    let open = one.replace("XXR 1\n", "");
    let paired = common::arbiter(&["pair", "-"], &open);
    assert_eq!(paired.status.code(), Some(0));
}

/// `arbiter pair --help` lists the exit statuses.
#[test]
fn pair_help_documents_the_exit_statuses() {
    let help = run(&["pair", "--help"]);
    assert_eq!(help.status.code(), Some(0));
    let t = text(&help).replace('\n', " ");
    for part in [
        "Exit status: 0",
        "2 bad arguments",
        "3 the file cannot be read",
        "4 no pairing satisfies the absolute criteria",
        "5 more players",
        "6 the output",
        "7 every planned round",
    ] {
        assert!(t.contains(part), "{part}: {t}");
    }
}

/// C.04.1.b: the file's `XXP` lines are forbidden pairs, never paired; a bad line is refused
/// with its code.
#[test]
fn c_04_1_b_pair_honours_the_files_forbidden_pairs() {
    let mut trf = String::from("012 Forbidden\nXXR 3\n");
    for n in 1..=8 {
        trf.push_str(&format!(
            "001 {n:>4}      Test{n:04} Player{n:04}               {:>4}                             0.0 {n:>4}\n",
            2600 - 100 * n
        ));
    }
    let path = std::env::temp_dir().join(format!("arbiter-pair-xxp-{}.trf", std::process::id()));
    std::fs::write(&path, &trf).expect("temp file");
    let free = run(&["pair", path.to_str().unwrap_or_default()]);
    assert_eq!(text(&free), "4\n1 5\n6 2\n3 7\n8 4\n");
    std::fs::write(&path, trf.replace("XXR 3\n", "XXR 3\nXXP 1 5\n")).expect("temp file");
    let forbidden = run(&["pair", path.to_str().unwrap_or_default()]);
    let boards = text(&forbidden);
    assert!(
        !boards.lines().any(|l| l == "1 5" || l == "5 1"),
        "{boards}"
    );
    assert!(boards.lines().any(|l| l == "1 6"), "{boards}");
    std::fs::write(&path, trf.replace("XXR 3\n", "XXR 3\nXXP 1\n")).expect("temp file");
    let bad = run(&["pair", path.to_str().unwrap_or_default()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(bad.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("bad_forbidden_pairs"));
}
