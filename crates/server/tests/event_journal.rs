//! The event API's answers over a recorded journal (issue 31, "What it must show"): a Swiss
//! event and a round robin driven through the routes — players entered and corrected, an
//! absence, a pairing changed, rounds published, results from the games, from the event's
//! route and from a game's console, a forfeit at publication — with every read answered after
//! each step. The answers, their ids and times masked, are one text: with
//! `ARBITER_EVENT_SNAPSHOT=<file>` set, written there, so that two versions of the server can be
//! compared byte for byte (`diff`). The writes' answers are recorded too, after the reads; and
//! each JSON answer says whether its bytes are serde_json's canonical form of its value (keys in
//! alphabetical order at every depth, as `json!` wrote them): with the values equal, the same
//! form on both sides means the same bytes (issue 31: the hall's bodies typed, their bytes
//! unchanged).

use crate::common::*;
use axum::Router;
use axum::http::Method;
use serde_json::{Value, json};

/// The writes' answers, in order, their event's id masked (one test records them).
static WRITES: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

async fn write(app: &Router, ev: &Ev, method: Method, path: &str, body: Value) -> Value {
    let (status, bytes) = call_raw(
        app,
        method.clone(),
        &format!("/api/events/{}{path}", ev.id),
        Some(&ev.token),
        Some(&body.to_string()),
    )
    .await;
    let raw = String::from_utf8(bytes).expect("text");
    let answer: Value = serde_json::from_str(&raw).expect("a JSON answer");
    assert!(status.is_success(), "{path}: {status} {answer}");
    let mut masked = answer.clone();
    mask_json(&mut masked);
    let text = format!(
        "=== write: {method} {path} {status} ({})\n{}\n",
        form(&raw),
        serde_json::to_string_pretty(&masked).expect("JSON")
    )
    .replace(&ev.id, "EV");
    WRITES.lock().expect("the writes").push(mask_seats(&text));
    answer
}

/// Whether a JSON answer's bytes are serde_json's canonical form of its value.
fn form(raw: &str) -> &'static str {
    match serde_json::from_str::<Value>(raw) {
        Ok(v) if serde_json::to_string(&v).is_ok_and(|text| text == raw) => "canonical bytes",
        Ok(_) => "bytes as written",
        Err(_) => "not JSON",
    }
}

/// The seats' tokens in a board's links masked.
fn mask_seats(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    loop {
        let next = ["#white=", "#black="]
            .iter()
            .filter_map(|m| rest.find(m).map(|at| at + m.len()))
            .min();
        let Some(at) = next else {
            break;
        };
        out.push_str(&rest[..at]);
        out.push('~');
        rest = &rest[at..];
        rest = rest.find('"').map_or("", |end| &rest[end..]);
    }
    out.push_str(rest);
    out
}

/// Every game's id seen so far, in order, to be named `G1`, `G2`… in the text.
#[derive(Default)]
struct Recorder {
    games: Vec<String>,
    text: String,
}

impl Recorder {
    fn mask(&self, ev: &Ev, text: &str) -> String {
        let mut out = text.replace(&ev.id, "EV");
        for (i, g) in self.games.iter().enumerate() {
            out = out.replace(g.as_str(), &format!("G{}", i + 1));
        }
        out.lines().map(mask_line).collect::<Vec<_>>().join("\n")
    }

    /// Every read of the event, after step `label`.
    async fn reads(&mut self, app: &Router, ev: &Ev, label: &str) {
        let (_, view) = call(
            app,
            Method::GET,
            &format!("/api/events/{}", ev.id),
            None,
            None,
        )
        .await;
        let rounds = view["rounds"].as_array().map_or(0, Vec::len);
        for n in 1..=rounds {
            let (_, pairing) = call(
                app,
                Method::GET,
                &format!("/api/events/{}/pairings?round={n}", ev.id),
                Some(&ev.token),
                None,
            )
            .await;
            for b in pairing["boards"].as_array().into_iter().flatten() {
                if let Some(g) = b["game"].as_str()
                    && !self.games.iter().any(|known| known == g)
                {
                    self.games.push(g.to_owned());
                }
            }
        }
        let mut paths = vec![
            String::new(),
            "/players".to_owned(),
            "/absences".to_owned(),
            "/standings".to_owned(),
            "/crosstable".to_owned(),
            "/trf".to_owned(),
            "/pgn".to_owned(),
            "/hall".to_owned(),
        ];
        for n in 1..=rounds {
            paths.push(format!("/pairings?round={n}"));
            paths.push(format!("/standings?after={n}"));
        }
        for path in paths {
            let (status, bytes) = call_raw(
                app,
                Method::GET,
                &format!("/api/events/{}{path}", ev.id),
                Some(&ev.token),
                None,
            )
            .await;
            let body = String::from_utf8(bytes).expect("text");
            let kind = form(&body);
            let body = match serde_json::from_str::<Value>(&body) {
                Ok(mut v) => {
                    mask_json(&mut v);
                    serde_json::to_string_pretty(&v).expect("JSON")
                }
                Err(_) => body,
            };
            let masked = self.mask(ev, &body);
            let header = if kind == "not JSON" {
                format!("=== {label}: GET {path} {status}")
            } else {
                format!("=== {label}: GET {path} {status} ({kind})")
            };
            self.text.push_str(&format!("{header}\n{masked}\n"));
        }
    }
}

/// Times and clocks, which differ from run to run, masked.
fn mask_json(v: &mut Value) {
    match v {
        Value::Object(map) => {
            for (k, x) in map.iter_mut() {
                // `t`: a game's event time, in a ruling's answer (its state).
                if k.ends_with("_ms") || k == "clock" || k == "t" {
                    *x = json!("~");
                } else {
                    mask_json(x);
                }
            }
        }
        Value::Array(list) => list.iter_mut().for_each(mask_json),
        _ => {}
    }
}

/// A PGN line's times masked: the date and time tags, `[%clk …]`.
fn mask_line(line: &str) -> String {
    let trimmed = line.trim_start();
    if trimmed.starts_with('[')
        && let Some(name) = trimmed[1..].split_whitespace().next()
        && (name.ends_with("Date") || name.ends_with("Time") || name == "GameId")
        && !name.starts_with("Event")
    {
        return format!("[{name} \"~\"]");
    }
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find("[%clk ") {
        out.push_str(&rest[..at]);
        out.push_str("[%clk ~]");
        rest = rest[at..].find(']').map_or("", |end| &rest[at + end + 1..]);
    }
    out.push_str(rest);
    out
}

async fn settle(app: &Router, ev: &Ev, round: usize, results: &[&str]) {
    write(
        app,
        ev,
        Method::POST,
        &format!("/rounds/{round}/start"),
        json!({}),
    )
    .await;
    for (i, result) in results.iter().enumerate() {
        if result.is_empty() {
            continue;
        }
        write(
            app,
            ev,
            Method::POST,
            &format!("/rounds/{round}/boards/{}/result", i + 1),
            json!({ "result": result }),
        )
        .await;
    }
    for _ in 0..200 {
        let (_, pairing) = call(
            app,
            Method::GET,
            &format!("/api/events/{}/pairings?round={round}", ev.id),
            None,
            None,
        )
        .await;
        if pairing["boards"]
            .as_array()
            .is_some_and(|b| b.iter().all(|b| !b["result"].is_null()))
        {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    panic!("round {round}'s results never reached the event");
}

/// Art. 12.1: the arbiter corrects a game's result from its console (the game's route).
async fn console(app: &Router, ev: &Ev, game: &str, result: &str) {
    declare_from_console(app, &ev.token, game, result).await;
    // The hall follows its games as they change.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
}

/// A Swiss event of seven (C.04.3) and a round robin of five (C.05 Annex 1), every read after
/// every step: the answers over one recorded journal.
pub async fn record(app: &Router) -> String {
    let mut rec = Recorder::default();
    let ev = event(
        app,
        json!({"name": "Journal Open", "system": "swiss", "rounds": 3, "fide_rated": true,
               "start_date": "2026-03-01", "end_date": "2026-03-03", "venue": "Lyon",
               "config": {"time_control": "300+2"}}),
    )
    .await;
    let players: Vec<Value> = [
        ("Alpha, Ann", 2300, Some(1001_u64)),
        ("Bravo, Bob", 2250, Some(1002)),
        ("Charlie, Cy", 2200, None),
        ("Delta, Di", 2100, Some(1004)),
        ("Echo, Ed", 2050, None),
        ("Foxtrot, Fay", 1990, Some(1006)),
        ("Golf, Gus", 1900, None),
    ]
    .iter()
    .map(|(n, r, id)| json!({"name": n, "rating": r, "fide_id": id, "federation": "FRA"}))
    .collect();
    write(
        app,
        &ev,
        Method::POST,
        "/players",
        json!({ "players": players }),
    )
    .await;
    rec.reads(app, &ev, "swiss entered").await;
    write(
        app,
        &ev,
        Method::PUT,
        "/players/5",
        json!({"name": "Echo, Edward", "rating": 2050, "federation": "FRA"}),
    )
    .await;
    write(
        app,
        &ev,
        Method::POST,
        "/absences",
        json!({"player": 7, "kind": "bye", "bye": "half", "from": 2, "reason": "exam"}),
    )
    .await;
    let r1 = write(app, &ev, Method::POST, "/rounds", json!({})).await;
    rec.reads(app, &ev, "swiss round 1 paired").await;
    let boards: Vec<Value> = r1["boards"]
        .as_array()
        .expect("boards")
        .iter()
        .map(|b| json!({"white": b["black"]["tpn"], "black": b["white"]["tpn"]}))
        .collect();
    write(
        app,
        &ev,
        Method::PUT,
        "/rounds/1/pairings",
        json!({"boards": boards, "bye": r1["bye"]["tpn"], "reason": "colours drawn again"}),
    )
    .await;
    write(app, &ev, Method::POST, "/rounds/1/publish", json!({})).await;
    rec.reads(app, &ev, "swiss round 1 published").await;
    settle(app, &ev, 1, &["1-0", "0-1", "1/2-1/2"]).await;
    rec.reads(app, &ev, "swiss round 1 played").await;
    write(
        app,
        &ev,
        Method::POST,
        "/rounds/1/boards/1/result",
        json!({"result": "0-1", "reason": "scoresheets"}),
    )
    .await;
    rec.reads(app, &ev, "swiss round 1 corrected from the event")
        .await;
    write(app, &ev, Method::POST, "/rounds", json!({"publish": true})).await;
    settle(app, &ev, 2, &["1/2-1/2", "1-0", "0-1"]).await;
    rec.reads(app, &ev, "swiss round 2 played").await;
    let g = board_game(app, &ev, 2, 1).await;
    console(app, &ev, &g, "1-0").await;
    rec.reads(app, &ev, "swiss round 2 corrected from the console")
        .await;
    write(
        app,
        &ev,
        Method::POST,
        "/absences",
        json!({"player": 6, "kind": "withdrawal"}),
    )
    .await;
    write(app, &ev, Method::POST, "/rounds", json!({"publish": true})).await;
    settle(app, &ev, 3, &["1-0", "+/-", "1/2-1/2"]).await;
    rec.reads(app, &ev, "swiss over").await;

    let rr = event(
        app,
        json!({"name": "Journal RR", "system": "round_robin", "config": {"time_control": "300+2"}}),
    )
    .await;
    let players: Vec<Value> = ["E1", "E2", "E3", "E4", "E5"]
        .iter()
        .enumerate()
        .map(|(i, n)| json!({"name": n, "rating": 2000 - 10 * i}))
        .collect();
    write(
        app,
        &rr,
        Method::POST,
        "/players",
        json!({ "players": players }),
    )
    .await;
    write(app, &rr, Method::POST, "/rounds", json!({"publish": true})).await;
    settle(app, &rr, 1, &["1/2-1/2", "1-0"]).await;
    rec.reads(app, &rr, "rr round 1 played").await;
    let g = board_game(app, &rr, 1, 1).await;
    console(app, &rr, &g, "0-1").await;
    rec.reads(app, &rr, "rr round 1 corrected from the console")
        .await;
    write(
        app,
        &rr,
        Method::POST,
        "/absences",
        json!({"player": 2, "kind": "suspension", "rounds": 1, "reason": "Art. 12.9.8"}),
    )
    .await;
    let r2 = write(app, &rr, Method::POST, "/rounds", json!({"publish": true})).await;
    let results: Vec<&str> = r2["boards"]
        .as_array()
        .expect("boards")
        .iter()
        .map(|b| if b["result"].is_null() { "0-1" } else { "" })
        .collect();
    settle(app, &rr, 2, &results).await;
    rec.reads(app, &rr, "rr round 2 played").await;
    let writes = std::mem::take(&mut *WRITES.lock().expect("the writes"));
    for w in writes {
        let masked = rec.mask(&rr, &w);
        rec.text.push_str(&masked);
        rec.text.push('\n');
    }
    rec.text
}

/// Issue 31: the answers over a recorded journal, written for comparison when asked; each read
/// answers, and the text names every round of both events.
#[tokio::test]
async fn issue_31_the_event_api_answers_over_a_recorded_journal() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let text = record(&app).await;
    assert!(text.contains("=== swiss over: GET /pairings?round=3 200 OK"));
    assert!(text.contains("=== rr round 2 played: GET /trf 200 OK"));
    assert!(!text.contains(" 500 "), "no read fails");
    if let Some(path) = std::env::var_os("ARBITER_EVENT_SNAPSHOT") {
        std::fs::write(&path, &text).expect("the snapshot written");
    }
}
