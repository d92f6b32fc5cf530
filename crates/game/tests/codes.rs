//! The codes of what the arbiter says (issue 21, item 3): every notice and refusal names a code
//! of `game::codes::ALL`, whose English template and params are written to `web/src/codes.json`
//! for the page's dictionaries. A code added in Rust without its line in the JSON file fails
//! here, and the page's typed dictionary then fails to build until it has its French.

use std::collections::BTreeSet;
use std::path::PathBuf;

use game::codes::{self, ALL, Kind};

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
    assert_eq!(object.len(), ALL.len());
    for code in ALL {
        let entry = &object[code.name];
        assert_eq!(entry["kind"], code.kind.as_str());
        assert_eq!(entry["en"], code.en);
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
    for code in ALL {
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
            Kind::Notice => assert!(code.error.is_empty(), "{}", code.name),
            Kind::Refusal => assert!(!code.error.is_empty(), "{}", code.name),
        }
    }
}

#[test]
fn every_code_constant_is_in_all() {
    let source = include_str!("../src/codes.rs");
    let constants = source
        .lines()
        .filter(|l| l.starts_with("pub const ") && l.contains(": Code ="))
        .count();
    assert_eq!(
        constants,
        ALL.len(),
        "a `pub const X: Code` is missing from ALL"
    );
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
