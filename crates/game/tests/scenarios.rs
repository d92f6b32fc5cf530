//! The scenario files of `tests/scenarios/`: a config, events, and what the states after some
//! of them must hold, each file named for the article or the `reason` it shows. Every `reason`
//! of the contract's closed list and every edition has at least one. `arbiter game` replays the
//! same files (crates/cli/tests/game.rs).

use std::collections::BTreeSet;
use std::path::PathBuf;

use game::{Config, Event, Game};
use laws::{Edition, Reason};
use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
struct Scenario {
    name: String,
    article: String,
    config: Config,
    events: Vec<Event>,
    expect: Vec<Expect>,
}

#[derive(Deserialize)]
struct Expect {
    /// Index of the event (from 0) after which the state is checked.
    event: usize,
    /// Fields the state must have: objects match key by key, arrays by containing a match for
    /// each expected element.
    state: Value,
}

fn scenarios() -> Vec<Scenario> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("the scenarios directory")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p).expect("a scenario file");
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
        })
        .collect()
}

/// Whether `actual` has every field of `expected` (see [`Expect::state`]).
pub fn matches(expected: &Value, actual: &Value) -> bool {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => e
            .iter()
            .all(|(k, v)| a.get(k).is_some_and(|x| matches(v, x))),
        (Value::Array(e), Value::Array(a)) => e.iter().all(|v| a.iter().any(|x| matches(v, x))),
        (Value::Number(e), Value::Number(a)) => e.as_f64() == a.as_f64(),
        _ => expected == actual,
    }
}

#[test]
fn every_scenario_replays_to_its_expected_states() {
    let all = scenarios();
    assert!(all.len() >= 20, "only {} scenarios", all.len());
    for s in &all {
        let (_, states) =
            Game::replay(s.config.clone(), &s.events).unwrap_or_else(|e| panic!("{}: {e}", s.name));
        assert_eq!(states.len(), s.events.len());
        for x in &s.expect {
            let state = serde_json::to_value(&states[x.event]).expect("a state is JSON");
            assert!(
                matches(&x.state, &state),
                "scenario {} (Art. {}), after event {}:\nexpected {}\n     got {}",
                s.name,
                s.article,
                x.event,
                x.state,
                state
            );
        }
        // The state is a function of the config and the events.
        let (_, again) = Game::replay(s.config.clone(), &s.events).expect("replays");
        assert_eq!(states, again, "scenario {} replays differently", s.name);
    }
}

#[test]
fn the_scenarios_cover_every_reason_and_every_edition() {
    let all = scenarios();
    let mut reasons = BTreeSet::new();
    let mut editions = BTreeSet::new();
    for s in &all {
        editions.insert(s.config.edition.name());
        for x in &s.expect {
            if let Some(r) = x.state.pointer("/result/reason").and_then(Value::as_str) {
                reasons.insert(r.to_owned());
            }
        }
    }
    for r in Reason::ALL {
        assert!(
            reasons.contains(r.as_str()),
            "no scenario ends by {}",
            r.as_str()
        );
    }
    for e in Edition::ALL {
        assert!(
            editions.contains(e.name()),
            "no scenario under {}",
            e.name()
        );
    }
}
