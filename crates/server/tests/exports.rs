//! Whatever the door takes, the exports give back (issue 34, "What it must show"): a property
//! test over the event and game routes' names and bodies — names drawn from letters, accents,
//! quotes, backslashes, brackets, braces, `%`, `;`, blanks and control characters, of any length
//! — where every event and game the routes accept is exported (the event's TRF and PGN, the
//! game's PGN) and read back by the readers `arbiter standings` and `arbiter check` use
//! (`tournament::trf::read`, `notation::pgn::read_games`) with the same event name, players,
//! ratings, federations, FIDE ids, pairings, results and points; and whatever they refuse is a
//! 4xx with the JSON error, for a name no line could hold.

use axum::Router;
use axum::http::{Method, StatusCode};
use proptest::prelude::*;
use serde_json::{Value, json};

use crate::common::*;

/// Whether a name holds a character no line may (what the door refuses).
fn unprintable(name: &str) -> bool {
    name.chars()
        .any(|c| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}'))
}

/// Names of every kind: mostly letters, with the characters that break lines and quoting.
fn name() -> impl Strategy<Value = String> {
    let chars = prop_oneof![
        8 => prop::char::range('a', 'z'),
        2 => prop::char::range('A', 'Z'),
        2 => Just(' '),
        1 => prop::sample::select(vec![
            'é', 'ß', 'Ł', 'ø', '"', '\\', '[', ']', '{', '}', '%', ';', '(', ')', '*', '.', '?',
            ',', '-', '\'', '人', '🙂',
        ]),
        1 => prop::sample::select(vec![
            '\n', '\r', '\t', '\u{0}', '\u{1b}', '\u{7f}', '\u{85}', '\u{2028}',
        ]),
    ];
    prop::collection::vec(chars, 0..40).prop_map(|v| v.into_iter().collect())
}

/// A player as entered: a name, maybe a rating, a federation and a FIDE id.
#[derive(Clone, Debug)]
struct Entry {
    name: String,
    rating: Option<u16>,
    federation: Option<&'static str>,
    fide_id: Option<u64>,
}

fn entry() -> impl Strategy<Value = Entry> {
    (
        name(),
        prop::option::of(1000u16..2900),
        prop::option::of(prop::sample::select(vec!["FRA", "NOR", "IND", "USA"])),
        prop::option::of(1u64..99_999_999_999),
    )
        .prop_map(|(name, rating, federation, fide_id)| Entry {
            name,
            rating,
            federation,
            fide_id,
        })
}

fn entry_json(e: &Entry) -> Value {
    let mut v = json!({"name": e.name});
    if let Some(r) = e.rating {
        v["rating"] = json!(r);
    }
    if let Some(f) = e.federation {
        v["federation"] = json!(f);
    }
    if let Some(id) = e.fide_id {
        v["fide_id"] = json!(id);
    }
    v
}

async fn text(app: &Router, uri: &str) -> String {
    let (status, bytes) = call_raw(app, Method::GET, uri, None, None).await;
    assert_eq!(status, StatusCode::OK, "{uri}");
    String::from_utf8(bytes).expect("UTF-8")
}

/// A refusal is a 4xx with the contract's JSON error.
fn refused(answer: &(StatusCode, Value)) {
    assert!(answer.0.is_client_error(), "{answer:?}");
    assert!(answer.1["error"]["code"].is_string(), "{answer:?}");
}

/// One case: an event named `event_name` with `entries`, round 1 paired, published and decided
/// by `results`; a game named `white` – `black`.
async fn case(
    event_name: String,
    entries: Vec<Entry>,
    results: Vec<u8>,
    white: String,
    black: String,
) {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());

    // A game: taken unless a name cannot be one line; its PGN reads back with its names.
    let body = json!({"config": {"white": white, "black": black}});
    let answer = call(
        &app,
        Method::POST,
        "/api/games",
        None,
        Some(&body.to_string()),
    )
    .await;
    if unprintable(&white) || unprintable(&black) {
        refused(&answer);
    } else {
        assert_eq!(answer.0, StatusCode::CREATED, "{}", answer.1);
        let id = answer.1["id"].as_str().expect("id");
        let pgn = text(&app, &format!("/api/games/{id}/pgn")).await;
        let games: Vec<_> =
            notation::pgn::read_games(&pgn, notation::pgn::ReadOptions::default()).collect();
        assert_eq!(games.len(), 1, "{pgn}");
        assert!(games[0].error.is_none(), "{pgn}: {:?}", games[0].error);
        assert_eq!(games[0].tag("White"), Some(white.as_str()), "{pgn}");
        assert_eq!(games[0].tag("Black"), Some(black.as_str()), "{pgn}");
    }

    // An event: taken unless its name is blank, too long or not one line.
    let spec = json!({"name": event_name, "system": "round_robin"});
    let answer = call(
        &app,
        Method::POST,
        "/api/events",
        None,
        Some(&spec.to_string()),
    )
    .await;
    let bad = event_name.trim().is_empty() || unprintable(&event_name);
    if bad {
        refused(&answer);
        return;
    }
    assert_eq!(answer.0, StatusCode::CREATED, "{}", answer.1);
    let id = answer.1["id"].as_str().expect("id").to_owned();
    let token = answer.1["token"].as_str().expect("token").to_owned();
    let players_uri = format!("/api/events/{id}/players");
    let mut taken: Vec<Entry> = Vec::new();
    for e in entries {
        let answer = call(
            &app,
            Method::POST,
            &players_uri,
            Some(&token),
            Some(&entry_json(&e).to_string()),
        )
        .await;
        let n = e.name.trim().chars().count();
        let twice = e
            .fide_id
            .is_some_and(|id| taken.iter().any(|t| t.fide_id == Some(id)));
        if n == 0 || n > 33 || unprintable(&e.name) || twice {
            refused(&answer);
        } else {
            assert_eq!(answer.0, StatusCode::CREATED, "{e:?}: {}", answer.1);
            taken.push(e);
        }
    }
    while taken.len() < 2 {
        let e = Entry {
            name: format!("Filler {}", taken.len()),
            rating: None,
            federation: None,
            fide_id: None,
        };
        let (status, body) = call(
            &app,
            Method::POST,
            &players_uri,
            Some(&token),
            Some(&entry_json(&e).to_string()),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        taken.push(e);
    }
    let (status, round) = call(
        &app,
        Method::POST,
        &format!("/api/events/{id}/rounds"),
        Some(&token),
        Some(r#"{"publish": true}"#),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{round}");
    let (status, body) = call(
        &app,
        Method::POST,
        &format!("/api/events/{id}/rounds/1/start"),
        Some(&token),
        None,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let boards = round["boards"].as_array().expect("boards").clone();
    let mut decided = Vec::new();
    for (i, b) in boards.iter().enumerate() {
        let result =
            ["1-0", "0-1", "1/2-1/2"][usize::from(results.get(i).copied().unwrap_or(0) % 3)];
        let (status, body) = call(
            &app,
            Method::POST,
            &format!("/api/events/{id}/rounds/1/boards/{}/result", i + 1),
            Some(&token),
            Some(&json!({ "result": result }).to_string()),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let tpn = |side: &str| b[side]["tpn"].as_u64().expect("tpn") as u16;
        decided.push((tpn("white"), tpn("black"), result));
    }
    // Entrants by starting number: a round robin numbers them in the order entered.
    let name_of = |tpn: u16| taken[usize::from(tpn) - 1].name.trim().to_owned();

    // The TRF, as `arbiter standings` reads it.
    let trf = text(&app, &format!("/api/events/{id}/trf")).await;
    let event = tournament::trf::read(&trf).unwrap_or_else(|e| panic!("{e}: {trf:?}"));
    assert_eq!(event.name(), Some(event_name.trim()), "{trf:?}");
    let players: Vec<_> = event.players().collect();
    assert_eq!(players.len(), taken.len(), "{trf:?}");
    for (i, (p, e)) in players.iter().zip(&taken).enumerate() {
        assert_eq!(usize::from(p.tpn), i + 1, "{trf:?}");
        assert_eq!(p.name, e.name.trim(), "{trf:?}");
        assert_eq!(p.rating, e.rating, "{trf:?}");
        assert_eq!(p.fide_id, e.fide_id, "{trf:?}");
        assert_eq!(p.federation, e.federation.unwrap_or(""), "{trf:?}");
    }
    for (w, b, result) in &decided {
        let (pw, pb) = match *result {
            "1-0" => ("1.0", "0.0"),
            "0-1" => ("0.0", "1.0"),
            _ => ("0.5", "0.5"),
        };
        let points = |tpn: u16| event.player(tpn).and_then(|p| p.points).map(|x| x.to_trf());
        assert_eq!(points(*w).as_deref(), Some(pw), "{trf:?}");
        assert_eq!(points(*b).as_deref(), Some(pb), "{trf:?}");
        let opponent = event
            .player(*w)
            .and_then(|p| p.rounds.first())
            .and_then(|r| r.opponent);
        assert_eq!(opponent, Some(*b), "{trf:?}");
    }

    // The event's PGN, as `arbiter check` reads it.
    let pgn = text(&app, &format!("/api/events/{id}/pgn")).await;
    let games: Vec<_> =
        notation::pgn::read_games(&pgn, notation::pgn::ReadOptions::default()).collect();
    assert_eq!(games.len(), decided.len(), "{pgn}");
    for (i, (g, (w, b, result))) in games.iter().zip(&decided).enumerate() {
        assert!(g.error.is_none(), "{pgn}: {:?}", g.error);
        assert_eq!(g.tag("Event"), Some(event_name.as_str()), "{pgn}");
        assert_eq!(
            g.tag("Round"),
            Some(format!("1.{}", i + 1).as_str()),
            "{pgn}"
        );
        assert_eq!(g.tag("White"), Some(name_of(*w).as_str()), "{pgn}");
        assert_eq!(g.tag("Black"), Some(name_of(*b).as_str()), "{pgn}");
        assert_eq!(g.tag("Result"), Some(*result), "{pgn}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// PGN standard 7, TRF (issue 34): what the routes take, the exports give back.
    #[test]
    fn pgn_7_trf_whatever_is_taken_reads_back_from_every_export(
        event_name in name(),
        entries in prop::collection::vec(entry(), 2..7),
        results in prop::collection::vec(any::<u8>(), 4),
        white in name(),
        black in name(),
    ) {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a runtime");
        runtime.block_on(case(event_name, entries, results, white, black));
    }
}

/// The names issue 34 found, on SQLite and PostgreSQL too: refused at the door, and a name
/// with quotes and backslashes read back the same from the PGN and the TRF.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pgn_7_trf_the_names_of_issue_34_on_every_store() {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let spec = json!({"name": "Club \"Open\" \\ 2026", "system": "round_robin"});
        let Ev { id, token } = event(&app, spec).await;
        let list = json!({"players": [{"name": "Zed \"Z\" \\"}, {"name": "Amy [1-0]"}]});
        let uri = format!("/api/events/{id}/players");
        let (status, body) = call(
            &app,
            Method::POST,
            &uri,
            Some(&token),
            Some(&list.to_string()),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let bad = json!({"name": "Zed\n[Black \"Nobody\"]"});
        refused(
            &call(
                &app,
                Method::POST,
                &uri,
                Some(&token),
                Some(&bad.to_string()),
            )
            .await,
        );
        let (status, body) = call(
            &app,
            Method::POST,
            &format!("/api/events/{id}/rounds"),
            Some(&token),
            Some(r#"{"publish": true}"#),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let pgn = text(&app, &format!("/api/events/{id}/pgn")).await;
        let game = notation::pgn::read_games(&pgn, notation::pgn::ReadOptions::default())
            .next()
            .expect("a game");
        assert!(game.error.is_none(), "{pgn}");
        assert_eq!(game.tag("Event"), Some("Club \"Open\" \\ 2026"), "{pgn}");
        let names = [game.tag("White"), game.tag("Black")];
        assert!(names.contains(&Some("Zed \"Z\" \\")), "{pgn}");
        let trf = text(&app, &format!("/api/events/{id}/trf")).await;
        let event = tournament::trf::read(&trf).expect("the TRF reads");
        let names: Vec<&str> = event.players().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Zed \"Z\" \\", "Amy [1-0]"], "{trf:?}");
    }
}
