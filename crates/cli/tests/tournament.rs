//! The tournament commands' contracts (issue 26, part 2): `arbiter berger`, `arbiter standings`,
//! `arbiter trf`. Each test runs the real binary.

use crate::common;

use std::path::PathBuf;
use std::process::Output;

use common::{arbiter, player_line};
use serde_json::Value;

fn corpus(name: &str) -> Option<PathBuf> {
    common::shared_data(&format!("dutch-pairings/{name}"))
}

fn run_bytes(args: &[&str]) -> Output {
    arbiter(args, "")
}

fn stdout(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn c05_annex_1_berger_prints_one_line_a_round() {
    let out = arbiter(&["berger", "4"], "");
    assert_eq!(stdout(&out), "1-4 2-3\n4-3 1-2\n2-4 3-1\n");
    let out = arbiter(&["berger", "10"], "");
    let text = stdout(&out);
    assert_eq!(text.lines().next(), Some("1-10 2-9 3-8 4-7 5-6"));
    assert_eq!(text.lines().nth(8), Some("5-10 6-4 7-3 8-2 9-1"));
    // Odd: the game against the highest number is the bye and is not printed.
    let out = arbiter(&["berger", "3"], "");
    assert_eq!(stdout(&out), "2-3\n1-2\n3-1\n");
}

#[test]
fn c05_annex_1_berger_double_swaps_the_first_cycle_s_last_rounds_and_reverses_colours() {
    let out = arbiter(&["berger", "4", "--double"], "");
    assert_eq!(
        stdout(&out),
        "1-4 2-3\n2-4 3-1\n4-3 1-2\n4-1 3-2\n3-4 2-1\n4-2 1-3\n"
    );
}

#[test]
fn berger_refuses_a_field_of_one_with_a_code() {
    let out = arbiter(&["berger", "1"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("berger_bad_player_count"));
}

#[test]
fn trf_round_trips_a_corpus_file_byte_for_byte() {
    let Some(path) = corpus("corpus/1001.trf") else {
        return;
    };
    let out = run_bytes(&["trf", path.to_str().unwrap()]);
    assert!(out.status.success());
    assert_eq!(out.stdout, std::fs::read(&path).unwrap());
}

#[test]
fn trf_converts_between_the_editions() {
    let Some(path) = corpus("rounds/1001-r2.trf") else {
        return;
    };
    let p = path.to_str().unwrap();
    let to26 = stdout(&run_bytes(&["trf", p, "--to", "2026"]));
    assert!(
        to26.contains("\n142 3\n") && to26.contains("\n152 W\n"),
        "{to26}"
    );
    assert!(!to26.contains("XXR") && !to26.contains("XXC"));
    let out = arbiter(&["trf", "-", "--to", "16"], &to26);
    let back = stdout(&out);
    assert!(
        back.contains("XXR 3") && back.contains("XXC white1"),
        "{back}"
    );
    assert!(!back.contains("\n142 ") && !back.contains("\n152 "));
}

#[test]
fn trf_keeps_a_latin1_file_byte_for_byte() {
    let mut bytes = b"012 Open de Montr\xe9al\r001    1      M\xfcller, Hans                      2100                             0.0    1\r".to_vec();
    bytes.extend_from_slice(b"XXR 5\r");
    let dir = std::env::temp_dir().join(format!("arbiter-trf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("latin1.trf");
    std::fs::write(&path, &bytes).unwrap();
    let out = run_bytes(&["trf", path.to_str().unwrap()]);
    std::fs::remove_dir_all(&dir).ok();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(out.stdout, bytes);
}

#[test]
fn trf_reports_a_bad_record_with_its_code_line_and_column() {
    let out = arbiter(&["trf", "-"], "012 x\n001 abcd\n");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("trf_bad_starting_number") && err.contains("line 2, column 5"),
        "{err}"
    );
}

fn json_lines(text: &str) -> Vec<Value> {
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

#[test]
fn c07_standings_print_one_ranked_json_line_a_player() {
    let Some(path) = corpus("corpus/1001.trf") else {
        return;
    };
    let lines = json_lines(&stdout(&run_bytes(&["standings", path.to_str().unwrap()])));
    assert_eq!(lines.len(), 9);
    // By points: 3, 2.5, then the three players on 2 by BH/C1.
    let first = &lines[0];
    assert_eq!(first["rank"], 1);
    assert_eq!(first["tpn"], 1);
    assert_eq!(first["name"], "Test0001 Player0001");
    assert_eq!(first["points"], "3");
    let keys: Vec<&String> = first["tiebreaks"].as_object().unwrap().keys().collect();
    assert_eq!(keys.len(), 3);
    assert_eq!(first["tiebreaks"]["BH/C1"], "4");
    assert_eq!(first["tiebreaks"]["BH"], "5");
    assert_eq!(first["tiebreaks"]["SB"], "5");
    assert_eq!(lines[1]["tpn"], 4);
    assert_eq!(lines[1]["points"], "2.5");
    let ranks: Vec<i64> = lines.iter().map(|l| l["rank"].as_i64().unwrap()).collect();
    assert!(ranks.windows(2).all(|w| w[0] <= w[1]));
}

#[test]
fn c07_standings_take_the_codes_and_the_round_asked_for() {
    let Some(path) = corpus("corpus/1001.trf") else {
        return;
    };
    let p = path.to_str().unwrap();
    let text = stdout(&run_bytes(&[
        "standings",
        p,
        "--tiebreaks",
        "SB,DE,TPR",
        "--after",
        "1",
    ]));
    let lines = json_lines(&text);
    // The order of the codes is kept in each line (serde_json's map would sort them: read the
    // text).
    for line in text.lines() {
        let at = |k: &str| line.find(&format!("\"{k}\":")).unwrap();
        assert!(at("SB") < at("DE") && at("DE") < at("TPR"), "{line}");
    }
    assert_eq!(lines.len(), 9);
    // After round 1: three winners and the pairing-allocated bye on 1, a draw (4-8), three
    // losers.
    let points: Vec<&str> = lines
        .iter()
        .map(|l| l["points"].as_str().unwrap())
        .collect();
    assert_eq!(points, ["1", "1", "1", "1", "0.5", "0.5", "0", "0", "0"]);
    let out = run_bytes(&["standings", p, "--tiebreaks", "XYZ"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown_tiebreak"));
}

#[test]
fn c07_standings_read_the_file_s_own_tiebreaks_from_tag_202() {
    let text = "012 Club\n042 2025/05/01\n202 PTS, BH/M1, WIN\n\
001    1      A                                 2000                             1.0    1     2 w 1\n\
001    2      B                                 1900                             0.0    2     1 b 0\n";
    let out = arbiter(&["standings", "-"], text);
    let raw = stdout(&out);
    let lines = json_lines(&raw);
    assert_eq!(lines[0]["tpn"], 1);
    let first = raw.lines().next().unwrap();
    assert!(
        first.contains("\"tiebreaks\":{\"PTS\":\"1\",\"BH/M1\":"),
        "{first}"
    );
    assert_eq!(lines[0]["tiebreaks"]["WIN"], "1");
}

#[test]
fn c07_standings_of_a_round_robin_count_a_forfeit_against_the_scheduled_opponent() {
    // Three players, a round robin: 1 beat 2, 3 lost to 1 by forfeit, 2 drew 3. As a round robin
    // the forfeit counts as a game against 3; as a Swiss event it is a dummy opponent (C.07 16.4).
    let text = "012 RR\n092 Round robin\nXXR 3\n\
001    1      A                                 2000                             2.0    1     2 w 1     3 b +  0000 - Z\n\
001    2      B                                 1900                             0.5    2     1 b 0  0000 - Z     3 w =\n\
001    3      C                                 1800                             0.5    3  0000 - Z     1 w -     2 b =\n";
    let rr = json_lines(&stdout(&arbiter(
        &["standings", "-", "--tiebreaks", "BH"],
        text,
    )));
    let swiss = json_lines(&stdout(&arbiter(
        &["standings", "-", "--tiebreaks", "BH", "--swiss"],
        text,
    )));
    assert_eq!(rr[0]["tpn"], 1);
    // Round robin: opponents 2 (0.5) and 3 (0.5); the bye counts nothing.
    assert_eq!(rr[0]["tiebreaks"]["BH"], "1");
    // Swiss (2026 by default, no date): 2 (0.5) + the forfeit's dummy (own 2, capped by 3's 0.5)
    // + the bye's dummy (own 2, capped by a draw a round: 1.5).
    assert_eq!(swiss[0]["tiebreaks"]["BH"], "2.5");
    // C.07 2024: the dummy opponent has the player's own score, uncapped: 0.5 + 2 + 2.
    let old = json_lines(&stdout(&arbiter(
        &[
            "standings",
            "-",
            "--tiebreaks",
            "BH",
            "--swiss",
            "--edition",
            "2024",
        ],
        text,
    )));
    assert_eq!(old[0]["tiebreaks"]["BH"], "4.5");
    let bad = arbiter(&["standings", "-", "--edition", "2019"], text);
    assert!(String::from_utf8_lossy(&bad.stderr).contains("unknown_edition"));
}

/// Three files whose records contradict each other, with the code and line each is refused
/// with: a starting number given twice, an opponent not in the field, a game on one line only.
fn contradictory_files() -> Vec<(String, &'static str, &'static str)> {
    let head = "012 Contradictions\nXXR 3\n";
    vec![
        (
            format!(
                "{head}{}{}{}",
                player_line(1, "1.0", &[(2, 'w', '1')]),
                player_line(2, "0.0", &[(1, 'b', '0')]),
                player_line(2, "0.0", &[])
            ),
            "repeated_starting_number",
            "line 5:",
        ),
        (
            format!(
                "{head}{}{}",
                player_line(1, "1.0", &[(2, 'w', '1')]),
                player_line(2, "1.0", &[(1, 'b', '0'), (99, 'w', '1')])
            ),
            "unknown_opponent",
            "line 4:",
        ),
        (
            format!(
                "{head}{}{}{}",
                player_line(1, "1.0", &[(2, 'w', '1')]),
                player_line(2, "0.0", &[(1, 'b', '0')]),
                player_line(3, "1.0", &[(1, 'w', '1')])
            ),
            "one_sided_game",
            "line 5:",
        ),
    ]
}

/// Issue 31: `arbiter standings` and `arbiter trf` refuse a file whose records contradict each
/// other as `arbiter pair` does: the code and the line on standard error, a non-zero exit,
/// nothing written.
#[test]
fn trf_and_standings_refuse_contradictory_records_with_the_line_and_write_nothing() {
    for (file, code, line) in contradictory_files() {
        for command in [
            &["standings", "-"][..],
            &["trf", "-"][..],
            &["trf", "-", "--to", "2026"][..],
        ] {
            let out = arbiter(command, &file);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{command:?} {code}: {err}");
            assert!(
                err.contains(code) && err.contains(line),
                "{command:?}: {err}"
            );
            assert!(out.stdout.is_empty(), "{command:?} wrote {:?}", out.stdout);
        }
        // `arbiter pair` refuses the same files (its exit status for a bad file, 3).
        let out = arbiter(&["pair", "-"], &file);
        assert_eq!(out.status.code(), Some(3), "pair {code}");
    }
}

/// C.07 16.1 and issue 31: a last round holding only absences set in advance (a pairing
/// program's input, as JaVaFo's sample ends) is not played: its other players get no
/// zero-point bye, the absent player's bye is not scored yet, and standard error says which
/// rounds were counted.
#[test]
fn c07_16_1_standings_leave_out_a_round_of_absences_set_in_advance() {
    let file = format!(
        "012 Pairing input\nXXR 3\n{}{}{}",
        player_line(1, "1.0", &[(2, 'w', '1')]),
        player_line(2, "0.0", &[(1, 'b', '0')]),
        player_line(3, "1.0", &[(0, '-', 'U'), (0, '-', 'H')])
    );
    let out = arbiter(&["standings", "-", "--tiebreaks", "BH", "--swiss"], &file);
    let lines = json_lines(&stdout(&out));
    let row = |tpn: i64| lines.iter().find(|l| l["tpn"] == tpn).unwrap();
    assert_eq!(row(3)["points"], "1");
    // 1's BH is 2's score alone: no dummy opponent for a round not played (1.5 when round 2
    // was counted).
    assert_eq!(row(1)["tiebreaks"]["BH"], "0");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("rounds_played: 1 of 3 planned; counted: 1")
            && err.contains("round 2 holds only absences set in advance"),
        "{err}"
    );
}

/// C.07 9.2, 8.3, 13.3, 10.4: `arbiter standings` takes KS, FB, EDE and APRO.
#[test]
fn c07_standings_take_koya_fore_buchholz_ede_and_apro() {
    let file = format!(
        "012 Four\n092 Swiss (Dutch)\nXXR 2\n{}{}{}{}",
        player_line(1, "1.5", &[(2, 'w', '1'), (3, 'w', '=')]),
        player_line(2, "0.0", &[(1, 'b', '0'), (4, 'b', '0')]),
        player_line(3, "1.0", &[(4, 'w', '='), (1, 'b', '=')]),
        player_line(4, "1.5", &[(3, 'b', '='), (2, 'w', '1')])
    );
    let out = arbiter(&["standings", "-", "--tiebreaks", "KS,FB,EDE,APRO"], &file);
    let lines = json_lines(&stdout(&out));
    let row = |tpn: i64| lines.iter().find(|l| l["tpn"] == tpn).unwrap();
    assert_eq!(row(3)["tiebreaks"]["KS"], "1");
    assert_eq!(row(2)["tiebreaks"]["FB"], "2.5");
    assert_eq!(row(1)["tiebreaks"]["EDE"], "0");
    assert!(row(1)["tiebreaks"]["APRO"].is_string());
}
