//! What the tests by article share: replaying JSON events through the contract, building events,
//! and reading the states back, either typed ([`State`]) or as JSON ([`json`]).

#![allow(dead_code)]

use game::{Config, Event, Game, State};

/// Replays `events` (JSON lines) under `config` (JSON): the game and the state after each event.
pub fn replay<S: AsRef<str>>(config: &str, events: &[S]) -> (Game, Vec<State>) {
    let config: Config = serde_json::from_str(config).expect("the config is contract JSON");
    let events: Vec<Event> = events
        .iter()
        .map(|e| serde_json::from_str(e.as_ref()).expect("the event is contract JSON"))
        .collect();
    Game::replay(config, &events).expect("the config is valid")
}

/// The states only.
pub fn states<S: AsRef<str>>(config: &str, events: &[S]) -> Vec<State> {
    replay(config, events).1
}

/// An event at `t` with the rest of its JSON fields.
pub fn ev(t: u64, fields: &str) -> String {
    format!(r#"{{"t":{t},{fields}}}"#)
}

/// A completed move.
pub fn mv(t: u64, by: &str, text: &str) -> String {
    ev(t, &format!(r#""type":"move","by":"{by}","move":"{text}""#))
}

/// Time passing.
pub fn tick(t: u64) -> String {
    ev(t, r#""type":"tick""#)
}

/// `events` followed by `more`.
pub fn with(mut events: Vec<String>, more: &[String]) -> Vec<String> {
    events.extend_from_slice(more);
    events
}

/// The last state.
pub fn last(states: &[State]) -> &State {
    states.last().expect("at least one event")
}

/// (result, reason, article) once the game is over.
pub fn outcome(state: &State) -> (String, String, String) {
    let o = state.result.as_ref().expect("the game is over");
    (
        o.result.to_string(),
        o.reason.to_string(),
        o.article.clone(),
    )
}

/// Each side's points once the game is over.
pub fn points(state: &State) -> (f64, f64) {
    let o = state.result.as_ref().expect("the game is over");
    (o.points.white, o.points.black)
}

/// The two displays, White's then Black's.
pub fn clocks(state: &State) -> (u64, u64) {
    let c = state.clock.as_ref().expect("a game with a clock");
    (c.white_ms, c.black_ms)
}

/// The articles of the state's notices.
pub fn articles(state: &State) -> Vec<&str> {
    state.notices.iter().map(|n| n.article.as_str()).collect()
}

/// The refusal's code, if the event was refused.
pub fn error_code(state: &State) -> Option<&str> {
    state.error.as_ref().map(|e| e.code.as_str())
}

/// The same, on states as the JSON the contract writes.
pub mod json {
    use serde_json::Value;

    /// The game and each state as JSON.
    pub fn replay<S: AsRef<str>>(config: &str, events: &[S]) -> (game::Game, Vec<Value>) {
        let (game, states) = super::replay(config, events);
        let states = states
            .iter()
            .map(|s| serde_json::to_value(s).expect("a state serialises"))
            .collect();
        (game, states)
    }

    /// Each state as JSON.
    pub fn run<S: AsRef<str>>(config: &str, events: &[S]) -> Vec<Value> {
        replay(config, events).1
    }

    /// The result, reason and article of a finished game.
    pub fn outcome(state: &Value) -> (&str, &str, &str) {
        let r = &state["result"];
        (
            r["result"].as_str().expect("a result"),
            r["reason"].as_str().expect("a reason"),
            r["article"].as_str().expect("an article"),
        )
    }

    /// The articles of the state's notices.
    pub fn articles(state: &Value) -> Vec<&str> {
        state["notices"]
            .as_array()
            .expect("notices")
            .iter()
            .filter_map(|n| n["article"].as_str())
            .collect()
    }

    /// The two displays, White's then Black's.
    pub fn times(state: &Value) -> (u64, u64) {
        let c = &state["clock"];
        (
            c["white_ms"].as_u64().expect("White's time"),
            c["black_ms"].as_u64().expect("Black's time"),
        )
    }
}

/// Checks that code `name` renders with `params` in every language of the catalogue without an
/// error (Fluent reports a hole without its param), as `what` (issue 32).
pub fn renders_in_every_language(name: &str, params: &game::codes::Params, what: &str) {
    use game::codes::Param;
    let args = || {
        params.iter().map(|(k, v)| {
            let arg = match v {
                Param::Int(n) => words::Arg::Int(*n),
                Param::Float(x) => words::Arg::Float(*x),
                Param::Text(t) => words::Arg::Text(t.as_str()),
            };
            (k.as_str(), arg)
        })
    };
    for lang in words::Lang::ALL {
        let errors = words::render_errors(lang, name, args());
        assert!(errors.is_empty(), "{what} ({}): {errors:?}", lang.as_str());
    }
}
