//! `arbiter game`: the scenario files of `crates/game/tests/scenarios/` replayed through the
//! binary give exactly the states the `game` crate gives (which its own test checks against each
//! scenario's expectations); bad lines change nothing; `--pgn` ends with the game.

use crate::common;

use std::path::PathBuf;

use common::{arbiter, states_and_rest};
use game::{Config, Event, Game};
use serde_json::Value;

fn scenario_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../game/tests/scenarios")
}

fn run_game(config: &Value, events: &str, extra: &[&str]) -> (Vec<Value>, String) {
    let dir = std::env::temp_dir().join(format!("arbiter-game-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let path = dir.join(format!("config-{}.json", rand_name(events)));
    std::fs::write(&path, config.to_string()).expect("write config");
    let mut args = vec!["game", "--config", path.to_str().expect("utf-8 path")];
    args.extend_from_slice(extra);
    let out = arbiter(&args, events);
    states_and_rest(&out)
}

fn rand_name(seed: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    seed.hash(&mut h);
    h.finish()
}

#[test]
fn the_binary_replays_every_scenario_as_the_library_does() {
    let mut count = 0;
    for entry in std::fs::read_dir(scenario_dir()).expect("scenarios") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|x| x != "json") {
            continue;
        }
        let scenario: Value =
            serde_json::from_str(&std::fs::read_to_string(&path).expect("read")).expect("json");
        let config: Config = serde_json::from_value(scenario["config"].clone()).expect("config");
        let events: Vec<Event> =
            serde_json::from_value(scenario["events"].clone()).expect("events");
        let lines: String = events
            .iter()
            .map(|e| serde_json::to_string(e).expect("event") + "\n")
            .collect();
        let (states, pgn) = run_game(&scenario["config"], &lines, &["--pgn"]);
        let (game, expected) = Game::replay(config, &events).expect("replay");
        let expected: Vec<Value> = expected
            .iter()
            .map(|s| serde_json::to_value(s).expect("state"))
            .collect();
        assert_eq!(states, expected, "{}", path.display());
        assert_eq!(pgn, game.to_pgn(), "{}", path.display());
        count += 1;
    }
    assert!(count >= 20);
}

#[test]
fn a_bad_line_prints_a_state_with_its_error_and_changes_nothing() {
    let events = "{\"t\":0,\"type\":\"start\"}\n{\"t\":5,\"type\":\"move\",\"by\":\"white\",\"move\":\"e4\"}\nnot json\n{\"t\":6,\"type\":\"jump\"}\n{\"t\":7,\"type\":\"move\",\"by\":\"white\",\"move\":\"d4\"}\n{\"t\":8,\"type\":\"move\",\"by\":\"black\",\"move\":\"e4\"}\n{\"t\":1,\"type\":\"tick\"}\n";
    let (states, _) = run_game(&serde_json::json!({"time_control": "60+1"}), events, &[]);
    assert_eq!(states.len(), 7);
    assert_eq!(states[2]["error"]["code"], "bad_event");
    assert!(
        states[2]["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("line 3"))
    );
    assert_eq!(states[3]["error"]["code"], "bad_event");
    assert_eq!(states[4]["error"]["code"], "not_your_turn");
    assert_eq!(states[5]["error"]["code"], "illegal_move");
    assert_eq!(states[6]["error"]["code"], "time_went_back");
    for s in &states[2..] {
        assert_eq!(s["fen"], states[1]["fen"], "nothing changed");
        assert_eq!(s["ply"], 1);
    }
}

#[test]
fn pgn_ends_the_output_with_clocks_and_termination() {
    let events = "{\"t\":0,\"type\":\"start\"}\n{\"t\":3000,\"type\":\"move\",\"by\":\"white\",\"move\":\"f3\"}\n{\"t\":4000,\"type\":\"move\",\"by\":\"black\",\"move\":\"e5\"}\n{\"t\":5000,\"type\":\"move\",\"by\":\"white\",\"move\":\"g4\"}\n{\"t\":9000,\"type\":\"move\",\"by\":\"black\",\"move\":\"Dh4\"}\n";
    let (states, pgn) = run_game(
        &serde_json::json!({"time_control": "60+1", "white": "Fool", "black": "Mate"}),
        events,
        &["--pgn"],
    );
    assert_eq!(states[4]["result"]["reason"], "checkmate");
    assert!(pgn.contains("[White \"Fool\"]"), "{pgn}");
    assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
    assert!(pgn.contains("[Termination \"normal\"]"), "{pgn}");
    assert!(pgn.contains("[TimeControl \"60+1\"]"), "{pgn}");
    assert!(pgn.contains("2... Qh4#"), "{pgn}");
    assert!(pgn.contains("[%clk 0:00:58]"), "{pgn}");
    assert!(pgn.trim_end().ends_with("0-1"), "{pgn}");
}

#[test]
fn fide_1930_art_10_1_the_exported_game_is_checked_under_the_laws_it_was_played_under() {
    // The fool's mate under the 1930 Laws: the PGN names them, and `arbiter check` without
    // --edition reads the game under them, not under 2023's.
    let events = "{\"t\":0,\"type\":\"start\"}\n{\"t\":3000,\"type\":\"move\",\"by\":\"white\",\"move\":\"f3\"}\n{\"t\":4000,\"type\":\"move\",\"by\":\"black\",\"move\":\"e5\"}\n{\"t\":5000,\"type\":\"move\",\"by\":\"white\",\"move\":\"g4\"}\n{\"t\":9000,\"type\":\"move\",\"by\":\"black\",\"move\":\"Qh4\"}\n";
    let (_, pgn) = run_game(
        &serde_json::json!({"edition": "fide-1930", "time_control": "-"}),
        events,
        &["--pgn"],
    );
    assert!(pgn.contains("[Edition \"fide-1930\"]"), "{pgn}");
    let out = arbiter(&["check"], &pgn);
    let line: Value =
        serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}: {out:?}"));
    assert_eq!(line["ending"]["article"], "1930 10.1", "{line}");
}

#[test]
fn a_bad_config_stops_with_status_2() {
    let dir = std::env::temp_dir();
    let path = dir.join(format!("arbiter-bad-config-{}.json", std::process::id()));
    std::fs::write(&path, r#"{"time_control":"forty moves"}"#).expect("write");
    let out = arbiter(&["game", "--config", path.to_str().expect("utf-8")], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("time_control"));
}
