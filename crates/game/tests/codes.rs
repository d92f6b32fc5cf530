//! The codes of what the arbiter says (issue 21, item 3): every notice and refusal names a code
//! of `game::codes::ALL`, whose English template and params are written to `web/src/codes.json`
//! for the page's dictionaries. A code added in Rust without its line in the JSON file fails
//! here, and the page's typed dictionary then fails to build until it has its French.

use std::collections::BTreeSet;
use std::path::PathBuf;

use game::codes::REASONS;
use game::codes::{self, ALL, Code, Kind, Param, Params};

use crate::common::{ev, mv, states};

fn codes_json() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../web/src/codes.json")
}

#[test]
fn web_codes_json_is_all_the_codes() {
    let path = codes_json();
    let written = codes::to_json();
    if std::env::var_os("ARBITER_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&path, &written).expect("web/src/codes.json is writable");
        return;
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == written,
        "{} is not game::codes::ALL: regenerate it with `ARBITER_BLESS=1 cargo test -p arbiter-game --test main codes`",
        path.display()
    );
}

#[test]
fn codes_json_is_json_keyed_by_code() {
    let value: serde_json::Value = serde_json::from_str(&codes::to_json()).expect("JSON");
    let object = value.as_object().expect("an object keyed by code");
    // The findings of `arbiter check` are the CLI's: the page's list leaves them out.
    assert_eq!(object.len(), codes::every().count() - codes::FINDINGS.len());
    for code in codes::every() {
        if code.kind == Kind::Finding {
            assert!(object.get(code.name).is_none(), "{}", code.name);
            continue;
        }
        let entry = &object[code.name];
        assert_eq!(entry["kind"], code.kind.as_str());
        assert!(entry.get("en").is_none(), "the words are the catalogue's");
        let params: Vec<&str> = entry["params"]
            .as_array()
            .expect("params")
            .iter()
            .map(|p| p.as_str().expect("a name"))
            .collect();
        assert_eq!(params, code.params);
    }
}

#[test]
fn every_code_is_snake_case_unique_and_its_holes_are_its_params() {
    let mut names = BTreeSet::new();
    for code in codes::every() {
        assert!(names.insert(code.name), "{} twice", code.name);
        assert!(
            code.name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'),
            "{} is not snake_case",
            code.name
        );
        for hole in codes::holes(code.en) {
            assert!(
                code.params.contains(&hole),
                "{}: the hole {{{hole}}} is not a param",
                code.name
            );
        }
        match code.kind {
            Kind::Notice | Kind::Reason | Kind::Finding => {
                assert!(code.error.is_empty(), "{}", code.name)
            }
            Kind::Refusal => assert!(!code.error.is_empty(), "{}", code.name),
        }
    }
}

/// Issue 32: the constants are the catalogue's `[game …]` messages, none kept by hand; each
/// code has French, and renders in both languages without a missing param when given its params.
#[test]
fn every_code_is_a_message_of_the_catalogue_with_french() {
    let (entries, errors) = words::entries(words::Lang::En);
    assert!(errors.is_empty(), "{errors:?}");
    let game: Vec<&words::Entry> = entries
        .iter()
        .filter(|e| e.is_code() && e.group.starts_with("game "))
        .collect();
    assert_eq!(game.len(), codes::every().count());
    for entry in game {
        let code = codes::find(&entry.id).expect("a constant for each message");
        assert_eq!(code.kind.as_str(), &entry.group["game ".len()..]);
        let params: Params = code
            .params
            .iter()
            .map(|p| ((*p).to_owned(), Param::from("white")))
            .collect();
        for lang in words::Lang::ALL {
            let args = params.iter().map(|(k, v)| {
                let Param::Text(t) = v else { unreachable!() };
                (k.as_str(), words::Arg::Text(t.as_str()))
            });
            let errors = words::render_errors(lang, code.name, args);
            assert!(errors.is_empty(), "{}: {errors:?}", lang.as_str());
        }
    }
    assert!(codes::FINDINGS.iter().all(|c| c.kind == Kind::Finding));
    assert!(REASONS.iter().all(|c| c.kind == Kind::Reason));
}

/// The codes whose params hold another crate's English sentence (`why`, `detail`).
fn carriers() -> impl Iterator<Item = &'static Code> {
    ALL.iter()
        .filter(|c| c.params.contains(&"why") || c.params.contains(&"detail"))
}

#[test]
fn issue_21_a_reasons_params_sit_beside_its_carriers_without_a_clash() {
    let taken: BTreeSet<&str> = carriers()
        .flat_map(|c| c.params.iter().copied())
        .chain(["why_code", "detail_code"])
        .collect();
    assert!(carriers().count() >= 10);
    for reason in REASONS {
        for p in reason.params {
            assert!(
                !taken.contains(p),
                "{}: its param {p} is a param of a code that carries reasons",
                reason.name
            );
        }
    }
}

/// Each `why`/`detail` of `params` comes with its reason code, of REASONS, and the reason's
/// params; returns the reason codes seen.
fn reasons_of(params: &Params, seen: &mut BTreeSet<&'static str>) {
    for key in ["why", "detail"] {
        if !params.contains_key(key) {
            continue;
        }
        let Some(Param::Text(name)) = params.get(&format!("{key}_code")) else {
            panic!("`{key}` without `{key}_code`: {params:?}");
        };
        let reason = REASONS
            .iter()
            .find(|r| r.name == name)
            .unwrap_or_else(|| panic!("{name} is not a reason"));
        for p in reason.params {
            assert!(
                params.contains_key(*p),
                "{name}: no param {p} in {params:?}"
            );
        }
        seen.insert(reason.name);
    }
}

#[test]
fn issue_21_no_free_english_in_params_every_why_and_detail_has_its_reason_code() {
    // Art. 3.10.2, 7.5.1 (2023, online: refused; over the board: the notice), 1930 Art. 17
    // (taken back), 22.4 (past the middle line), Annex C (not notation, a letter of no piece,
    // ambiguous), 6.2.1 and III.4 (the clock), 7.5.3 (a press without a move), Guideline I.8
    // (a sealed move that cannot be played).
    let online = r#"{"edition":"fide-2023","mode":"online","time_control":"300+2"}"#;
    let otb = r#"{"edition":"fide-2023","mode":"otb","time_control":"5400+30"}"#;
    let old = r#"{"edition":"fide-1930","mode":"otb","time_control":"40/7200"}"#;
    let odds = r#"{"edition":"fide-1930","time_control":"40/7200","odds":"two moves"}"#;
    let start = ev(0, r#""type":"start""#);
    let runs: Vec<(&str, Vec<String>)> = vec![
        (
            online,
            vec![
                start.clone(),
                mv(1, "white", "Ke2"),
                mv(2, "white", "e4!x"),
                mv(3, "white", "Zf3"),
                mv(4, "white", "e4"),
                mv(5, "black", "Nd7"),
                mv(6, "black", "e5"),
                mv(7, "white", "Nf3"),
                mv(8, "black", "Nc6"),
                mv(9, "white", "d3"),
                mv(10, "black", "Nf6"),
                mv(11, "white", "Nd2"),
                mv(12, "white", "Wd2"),
            ],
        ),
        (
            otb,
            vec![
                start.clone(),
                mv(1, "white", "Ke2"),
                mv(2, "white", "e4"),
                mv(3, "black", "--"),
            ],
        ),
        (old, vec![start.clone(), mv(1, "white", "Ke2")]),
        (
            odds,
            vec![start.clone(), mv(1, "white", "e4"), mv(2, "white", "e5")],
        ),
    ];
    let mut seen = BTreeSet::new();
    for (config, events) in runs {
        for state in states(config, &events) {
            for notice in &state.notices {
                reasons_of(&notice.params, &mut seen);
            }
            if let Some(error) = &state.error {
                reasons_of(&error.params, &mut seen);
            }
        }
    }
    for expected in [
        "no_legal_move_written",
        "syntax_unexpected",
        "ambiguous_candidates",
        "past_middle_line",
        "no_move_made",
    ] {
        assert!(seen.contains(expected), "{expected} not seen: {seen:?}");
    }
}

#[test]
fn the_text_is_rendered_from_the_code_and_its_params() {
    let code = codes::find("claim_incorrect_time_added").expect("a code");
    let mut params = codes::Params::new();
    params.insert("by".into(), "white".into());
    params.insert("opponent".into(), "black".into());
    params.insert("ms".into(), 120_000_u64.into());
    assert_eq!(
        codes::render(code, &params),
        "white's claim is not correct: the game goes on, black gets two minutes more"
    );
    let clocks = codes::find("clocks_set").expect("a code");
    let mut params = codes::Params::new();
    params.insert("white_ms".into(), 5_400_000_u64.into());
    params.insert("black_ms".into(), 61_500_u64.into());
    assert_eq!(
        codes::render(clocks, &params),
        "the arbiter sets the clocks: White 1:30:00, Black 0:01:01.5"
    );
}

/// Issue 21: why `arbiter check` stopped reading a game has a stable code, a finding of
/// `codes::FINDINGS`, with its params — a move's reason is the `why`/`why_code` a refused move
/// carries (Annex C.1, C.9: a move that names no single legal move) — and its English, kept in
/// `reason`, is the code's text rendered from them.
#[test]
fn issue_21_a_pgn_reading_error_has_its_code_and_params() {
    use game::audit;
    use laws::Edition;
    use notation::pgn::{ReadOptions, read_games};
    let cases = [
        (
            "1. e4 e5 2. Ke3 *",
            "pgn_move_unreadable",
            Some("no_legal_move_written"),
        ),
        ("1. e4 e5 2. N3 *", "pgn_move_unreadable", None),
        ("1. e4 { never closed", "pgn_comment_never_closed", None),
        ("1. e4 $999 *", "pgn_bad_nag", None),
        ("1. e4 (1. d4 *", "pgn_variation_never_closed", None),
    ];
    for (pgn, code, why_code) in cases {
        let read = read_games(pgn, ReadOptions::default())
            .next()
            .expect("a game");
        let report = audit(&read, Edition::Fide2023);
        let error = report.error.unwrap_or_else(|| panic!("{pgn}: an error"));
        assert_eq!(error.code, code, "{pgn}: {error:?}");
        let found = codes::FINDINGS
            .iter()
            .find(|c| c.name == error.code)
            .expect("a finding");
        assert_eq!(codes::render(found, &error.params), error.reason, "{pgn}");
        let mut seen = BTreeSet::new();
        reasons_of(&error.params, &mut seen);
        if let Some(why_code) = why_code {
            assert!(seen.contains(why_code), "{pgn}: {seen:?}");
        }
        if code == "pgn_move_unreadable" {
            assert!(!seen.is_empty(), "{pgn}: a move's reason has its why_code");
        }
    }
}
