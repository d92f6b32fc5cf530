//! Bad input, one test per kind, on SQLite and PostgreSQL: each is a clear 4xx with the
//! contract's body `{"error": {"code", "message"}}`, and nothing is journalled or created.
//! Then a seeded random search: no body, however malformed, gives a 5xx or changes a journal
//! unless it is accepted.

use crate::common::*;
use axum::Router;
use axum::http::{Method, StatusCode};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

const TIMED: &str = r#"{"config":{"time_control":"300+2"},"start":true}"#;

/// A started game with one move (e4): two steps journalled.
struct Setup {
    fx: Fixture,
    app: Router,
    game: Created,
}

impl Setup {
    async fn new(backend: Backend) -> Setup {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let game = create(&app, TIMED).await;
        play(&app, &game, &["e4"]).await;
        Setup { fx, app, game }
    }

    /// The game's journal length and how many games there are.
    async fn snapshot(&self) -> (usize, usize) {
        (
            journal_len(&self.fx.store, &self.game.id).await,
            games_count(&self.fx.store).await,
        )
    }

    async fn events(&self, token: Option<&str>, body: &str) -> (StatusCode, Value) {
        call(
            &self.app,
            Method::POST,
            &format!("/api/games/{}/events", self.game.id),
            token,
            Some(body),
        )
        .await
    }

    /// Runs `answers` and checks that each is the error expected and that nothing changed.
    async fn expect_refused<F, Fut>(&self, status: StatusCode, code: &str, answers: F)
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Vec<(StatusCode, Value)>>,
    {
        let before = self.snapshot().await;
        for answer in answers().await {
            assert_error(&answer, status, code);
        }
        assert_eq!(self.snapshot().await, before, "journal and games unchanged");
    }
}

#[tokio::test]
async fn bad_json_is_400_bad_json() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        s.expect_refused(StatusCode::BAD_REQUEST, "bad_json", || async {
            vec![
                s.events(Some(&s.game.black), r#"{"type":"move","by":"black","#)
                    .await,
                s.events(Some(&s.game.black), "not json at all").await,
                s.events(Some(&s.game.black), "").await,
                call(&s.app, Method::POST, "/api/games", None, Some("{config:}")).await,
            ]
        })
        .await;
    }
}

#[tokio::test]
async fn an_unknown_event_type_or_a_malformed_event_is_400_bad_event() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        s.expect_refused(StatusCode::BAD_REQUEST, "bad_event", || async {
            let black = Some(s.game.black.as_str());
            vec![
                s.events(black, r#"{"type":"castle_twice","by":"black"}"#)
                    .await,
                s.events(black, r#"{"by":"black","move":"e5"}"#).await,
                s.events(black, r#"{"type":"move","by":"black"}"#).await,
                s.events(black, r#"{"type":"move","by":"grey","move":"e5"}"#)
                    .await,
                s.events(black, r#"[{"type":"resign","by":"black"}]"#).await,
                s.events(black, r#""resign""#).await,
                s.events(black, r#"{"t":1,"type":"resign","by":"black"}"#)
                    .await,
            ]
        })
        .await;
    }
}

#[tokio::test]
async fn a_wrong_token_is_401() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        let other = create(&s.app, TIMED).await;
        let hash = server::tokens::hash(&s.game.black);
        let resign = r#"{"type":"resign","by":"black"}"#;
        s.expect_refused(StatusCode::UNAUTHORIZED, "unauthorized", || async {
            vec![
                s.events(Some("0123456789abcdef0123456789abcdef"), resign)
                    .await,
                s.events(Some(&other.black), resign).await,
                s.events(Some(&other.arbiter), resign).await,
                s.events(Some(&hash), resign).await,
                s.events(Some(&s.game.black.to_uppercase()), resign).await,
            ]
        })
        .await;
    }
}

#[tokio::test]
async fn no_token_is_401() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        let resign = r#"{"type":"resign","by":"black"}"#;
        s.expect_refused(StatusCode::UNAUTHORIZED, "unauthorized", || async {
            vec![
                s.events(None, resign).await,
                s.events(Some(""), resign).await,
                s.events(None, r#"{"type":"start"}"#).await,
            ]
        })
        .await;
    }
}

/// Art. 12: a seat's token speaks for its colour only.
#[tokio::test]
async fn the_other_seats_move_is_403_not_your_seat() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        s.expect_refused(StatusCode::FORBIDDEN, "not_your_seat", || async {
            vec![
                s.events(Some(&s.game.white), &move_event("black", "e5"))
                    .await,
                s.events(Some(&s.game.white), r#"{"type":"offer_draw","by":"black"}"#)
                    .await,
            ]
        })
        .await;
    }
}

/// Art. 5.1.2: after a resignation the game is over; nothing more is played.
#[tokio::test]
async fn art_5_1_2_a_move_after_the_end_is_409_game_over() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        let (status, state) = s
            .events(Some(&s.game.black), r#"{"type":"resign","by":"black"}"#)
            .await;
        assert_eq!(status, StatusCode::OK, "{state}");
        s.expect_refused(StatusCode::CONFLICT, "game_over", || async {
            vec![
                s.events(Some(&s.game.black), &move_event("black", "e5"))
                    .await,
                s.events(Some(&s.game.black), r#"{"type":"resign","by":"black"}"#)
                    .await,
            ]
        })
        .await;
    }
}

/// A body over 64 KiB is refused before it is read as JSON.
#[tokio::test]
async fn a_huge_body_is_413_too_large() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        let pad = "x".repeat(server::MAX_BODY + 1);
        let event = json!({"type": "resign", "by": "black", "pad": pad}).to_string();
        let config = json!({"config": {"time_control": "300+2", "white": pad}}).to_string();
        s.expect_refused(StatusCode::PAYLOAD_TOO_LARGE, "too_large", || async {
            vec![
                s.events(Some(&s.game.black), &event).await,
                call(&s.app, Method::POST, "/api/games", None, Some(&config)).await,
            ]
        })
        .await;
    }
}

/// A start position that is not a legal FEN (Art. 2.1: the board has eight ranks).
#[tokio::test]
async fn a_bad_fen_in_the_config_is_400_bad_start_fen() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        s.expect_refused(StatusCode::BAD_REQUEST, "bad_start_fen", || async {
            let mut answers = Vec::new();
            for fen in ["rnbqkbnr/pppppppp/8/8 w KQkq - 0 1", "not a fen", ""] {
                let body = json!({"config": {"start_fen": fen}}).to_string();
                answers.push(call(&s.app, Method::POST, "/api/games", None, Some(&body)).await);
            }
            answers
        })
        .await;
    }
}

/// Art. 6.3: a time control the PGN `TimeControl` syntax cannot read.
#[tokio::test]
async fn a_bad_time_control_is_400_bad_time_control() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        s.expect_refused(StatusCode::BAD_REQUEST, "bad_time_control", || async {
            let mut answers = Vec::new();
            for tc in ["abc", "300+", "0/300", "?", ""] {
                let body = json!({"config": {"time_control": tc}}).to_string();
                answers.push(call(&s.app, Method::POST, "/api/games", None, Some(&body)).await);
            }
            answers
        })
        .await;
    }
}

/// Online mode: an illegal move (Art. 3) is refused and changes nothing (Art. 7.5 is for
/// over-the-board play).
#[tokio::test]
async fn an_illegal_move_online_is_409_illegal_move() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        s.expect_refused(StatusCode::CONFLICT, "illegal_move", || async {
            vec![
                s.events(Some(&s.game.black), &move_event("black", "e4"))
                    .await,
                s.events(Some(&s.game.black), &move_event("black", "Ke7"))
                    .await,
                s.events(Some(&s.game.black), &move_event("black", "e7e4"))
                    .await,
            ]
        })
        .await;
        let state = view(&s.app, &s.game.id).await;
        assert_eq!(state["state"]["ply"], 1, "{backend:?}");
    }
}

#[tokio::test]
async fn an_unknown_game_is_404() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        s.expect_refused(StatusCode::NOT_FOUND, "not_found", || async {
            let mut answers = Vec::new();
            for id in ["zzzzzzzz", "no-such-game", &"a".repeat(40)] {
                for tail in ["", "/pgn", "/stream"] {
                    let uri = format!("/api/games/{id}{tail}");
                    answers.push(call(&s.app, Method::GET, &uri, None, None).await);
                }
                let uri = format!("/api/games/{id}/events");
                let token = Some(s.game.black.as_str());
                let body = Some(r#"{"type":"resign","by":"black"}"#);
                answers.push(call(&s.app, Method::POST, &uri, token, body).await);
            }
            answers
        })
        .await;
    }
}

#[tokio::test]
async fn an_unknown_route_is_404_with_a_json_body() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        s.expect_refused(StatusCode::NOT_FOUND, "not_found", || async {
            vec![
                call(&s.app, Method::GET, "/api/nothing", None, None).await,
                // `/` is the web board's page now (tests/web.rs); any other path is not.
                call(&s.app, Method::GET, "/nothing", None, None).await,
                call(
                    &s.app,
                    Method::POST,
                    // `/moves` is a GET route now: a POST there is 405, not 404.
                    &format!("/api/games/{}/plies", s.game.id),
                    Some(&s.game.black),
                    Some(r#"{"type":"resign","by":"black"}"#),
                )
                .await,
            ]
        })
        .await;
    }
}

#[tokio::test]
async fn a_wrong_method_is_405_with_a_json_body() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        let id = &s.game.id;
        s.expect_refused(
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
            || async {
                vec![
                    call(
                        &s.app,
                        Method::DELETE,
                        &format!("/api/games/{id}"),
                        None,
                        None,
                    )
                    .await,
                    call(&s.app, Method::PUT, "/api/games", None, Some(TIMED)).await,
                    call(
                        &s.app,
                        Method::GET,
                        &format!("/api/games/{id}/events"),
                        Some(&s.game.black),
                        None,
                    )
                    .await,
                    call(
                        &s.app,
                        Method::POST,
                        &format!("/api/games/{id}/pgn"),
                        None,
                        None,
                    )
                    .await,
                ]
            },
        )
        .await;
    }
}

/// A path that is not UTF-8 is refused by axum before any handler; it too answers with the
/// contract's JSON body (`error::json_errors`), on every route family.
#[tokio::test]
async fn what_axum_refuses_by_itself_answers_json_too() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        s.expect_refused(StatusCode::BAD_REQUEST, "bad_path", || async {
            vec![
                call(&s.app, Method::GET, "/api/games/%FF", None, None).await,
                call(&s.app, Method::GET, "/api/games/%C3%28/pgn", None, None).await,
                call(
                    &s.app,
                    Method::POST,
                    "/api/games/%FF/events",
                    Some(&s.game.black),
                    Some(r#"{"type":"resign","by":"black"}"#),
                )
                .await,
                call(&s.app, Method::GET, "/api/games/%FF/board", None, None).await,
                call(&s.app, Method::GET, "/api/games/%FF/claim", None, None).await,
                call(&s.app, Method::GET, "/api/events/%FF", None, None).await,
            ]
        })
        .await;
    }
}

#[tokio::test]
async fn a_bad_status_query_is_400_bad_query() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        s.expect_refused(StatusCode::BAD_REQUEST, "bad_query", || async {
            vec![
                call(&s.app, Method::GET, "/api/games?status=won", None, None).await,
                call(&s.app, Method::GET, "/api/games?status=STARTED", None, None).await,
                call(&s.app, Method::GET, "/api/games?limit=many", None, None).await,
            ]
        })
        .await;
    }
}

/// The WebSocket route answers like every other route: a plain GET without the upgrade
/// headers is a 4xx with the contract's JSON body, and an unknown game is 404 `not_found`
/// whatever the headers.
#[tokio::test]
async fn the_websocket_route_without_an_upgrade_is_a_json_4xx_and_404_for_an_unknown_game() {
    for backend in BACKENDS {
        let s = Setup::new(backend).await;
        let before = s.snapshot().await;
        let uri = format!("/api/games/{}/ws", s.game.id);
        let (status, body) = call(&s.app, Method::GET, &uri, None, None).await;
        assert!(
            status.is_client_error(),
            "{backend:?}: a plain GET is refused: {status}"
        );
        assert!(
            body["error"]["code"].is_string() && body["error"]["message"].is_string(),
            "{backend:?}: {uri} without an upgrade answers {status} without the JSON error body"
        );
        let answer = call(&s.app, Method::GET, "/api/games/zzzzzzzz/ws", None, None).await;
        assert_error(&answer, StatusCode::NOT_FOUND, "not_found");
        assert_eq!(s.snapshot().await, before);
    }
}

/// Fragments from which random bodies are glued: most are nonsense, some are events.
const PIECES: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ":",
    ",",
    "\"",
    "\"type\"",
    "\"move\"",
    "\"by\"",
    "\"white\"",
    "\"black\"",
    "\"resign\"",
    "\"start\"",
    "\"e5\"",
    "\"t\"",
    "1",
    "-1",
    "1e999",
    "null",
    "true",
    "\\u0000",
    "\u{fffd}",
    "\u{0}",
    " ",
    "\n",
    "9999999999999999999999",
];

fn random_bytes(rng: &mut StdRng) -> Vec<u8> {
    let len = rng.gen_range(0..300);
    match rng.gen_range(0..3) {
        0 => (0..len).map(|_| rng.r#gen::<u8>()).collect(),
        1 => {
            let mut out = Vec::new();
            for _ in 0..rng.gen_range(0..24) {
                out.extend_from_slice(PIECES[rng.gen_range(0..PIECES.len())].as_bytes());
            }
            out
        }
        _ => {
            // A valid event with bytes flipped.
            let mut out = br#"{"type":"move","by":"black","move":"e5"}"#.to_vec();
            for _ in 0..rng.gen_range(1..4) {
                let i = rng.gen_range(0..out.len());
                out[i] = rng.r#gen::<u8>();
            }
            out
        }
    }
}

fn random_value(rng: &mut StdRng, depth: u32) -> Value {
    let pick = |rng: &mut StdRng, words: &[&str]| json!(words[rng.gen_range(0..words.len())]);
    match rng.gen_range(0..if depth > 2 { 6 } else { 8 }) {
        0 => Value::Null,
        1 => json!(rng.r#gen::<bool>()),
        2 => json!(rng.r#gen::<i64>()),
        3 => json!(rng.r#gen::<u64>()),
        4 => json!(rng.r#gen::<f64>() * 1e12),
        5 => pick(
            rng,
            &[
                "", "white", "black", "both", "e5", "Nf6", "O-O", "--", "1-0", "ÿ",
            ],
        ),
        6 => Value::Array(
            (0..rng.gen_range(0..4))
                .map(|_| random_value(rng, depth + 1))
                .collect(),
        ),
        _ => random_event(rng, depth + 1),
    }
}

/// An object shaped like an event, with random fields.
fn random_event(rng: &mut StdRng, depth: u32) -> Value {
    const TYPES: &[&str] = &[
        "start",
        "move",
        "offer_draw",
        "accept_draw",
        "decline_draw",
        "claim_draw",
        "resign",
        "claim_time",
        "claim_illegal",
        "tick",
        "pause",
        "resume",
        "adjourn",
        "resume_adjourned",
        "arbiter",
        "castle",
        "",
    ];
    const ACTIONS: &[&str] = &[
        "set_clock",
        "add_time",
        "penalty",
        "declare_result",
        "forfeit",
        "grant_iii_4",
        "colours_reversed",
        "wrong_start_position",
        "nothing",
    ];
    const FIELDS: &[&str] = &[
        "by",
        "move",
        "offer_draw",
        "to",
        "ms",
        "white_ms",
        "black_ms",
        "result",
        "reason",
        "article",
        "against",
        "kind",
        "points",
        "sealed_move",
        "requester",
        "t",
    ];
    let mut event = serde_json::Map::new();
    if rng.gen_bool(0.9) {
        event.insert("type".into(), json!(TYPES[rng.gen_range(0..TYPES.len())]));
    }
    if rng.gen_bool(0.3) {
        event.insert(
            "action".into(),
            json!(ACTIONS[rng.gen_range(0..ACTIONS.len())]),
        );
    }
    for _ in 0..rng.gen_range(0..4) {
        let field = FIELDS[rng.gen_range(0..FIELDS.len())];
        let value = if depth > 3 {
            Value::Null
        } else {
            random_value(rng, depth)
        };
        event.insert(field.into(), value);
    }
    Value::Object(event)
}

/// Sends `body` with `token` and checks the property: never a 5xx; refused (4xx, the contract's
/// error body) leaves the journal as it was; accepted (200, a state) adds at most one step.
async fn check_one(s: &Setup, game: &Created, token: Option<&str>, body: Vec<u8>) -> StatusCode {
    let before = journal_len(&s.fx.store, &game.id).await;
    let shown = String::from_utf8_lossy(&body).into_owned();
    let (status, answer) = call_bytes(
        &s.app,
        Method::POST,
        &format!("/api/games/{}/events", game.id),
        token,
        body,
    )
    .await;
    let after = journal_len(&s.fx.store, &game.id).await;
    let answer: Value = serde_json::from_slice(&answer).unwrap_or(Value::Null);
    assert!(
        !status.is_server_error(),
        "{status} for {shown:?}: {answer}"
    );
    if status.is_success() {
        assert!(answer["ply"].is_u64(), "a state for {shown:?}: {answer}");
        assert!(
            after == before || after == before + 1,
            "{shown:?}: {before} -> {after}"
        );
    } else {
        assert!(status.is_client_error(), "{status} for {shown:?}");
        assert!(answer["error"]["code"].is_string(), "{shown:?}: {answer}");
        assert_eq!(
            after, before,
            "refused ({status}), yet journalled: {shown:?}"
        );
    }
    status
}

/// Arbitrary bytes as an event body never give a 5xx and never change the journal (a seeded
/// loop over many bodies; the proptest below shrinks a failure to its smallest body).
#[tokio::test]
async fn arbitrary_bytes_as_an_event_never_give_a_5xx_nor_change_the_journal() {
    let s = Setup::new(Backend::Memory).await;
    let mut rng = StdRng::seed_from_u64(0x0a4b_1e45);
    let mut game = Created {
        id: s.game.id.clone(),
        white: s.game.white.clone(),
        black: s.game.black.clone(),
        arbiter: s.game.arbiter.clone(),
    };
    let mut accepted = 0;
    for i in 0..1500 {
        let tokens = [
            Some(game.white.as_str()),
            Some(game.black.as_str()),
            Some(game.arbiter.as_str()),
            None,
        ];
        let token = tokens[rng.gen_range(0..tokens.len())];
        let body = random_bytes(&mut rng);
        let pure_noise = std::str::from_utf8(&body).is_err();
        let status = check_one(&s, &game, token, body).await;
        if pure_noise {
            assert!(
                !status.is_success(),
                "iteration {i}: bytes that are not text accepted"
            );
        }
        if status.is_success() {
            accepted += 1;
        }
        if i % 100 == 99 {
            // Refresh the game now and then, in case a random body ended it.
            game = create(&s.app, TIMED).await;
        }
    }
    assert!(accepted < 100, "mostly refused: {accepted}");
}

/// Random JSON values shaped like events, from every token: never a 5xx; a refused one changes
/// nothing; an accepted one journals at most one step.
#[tokio::test]
async fn random_events_never_give_a_5xx_and_refused_ones_change_nothing() {
    let s = Setup::new(Backend::Memory).await;
    let mut rng = StdRng::seed_from_u64(6);
    let mut game = create(&s.app, TIMED).await;
    let (mut accepted, mut refused) = (0, 0);
    for i in 0..1500 {
        let tokens = [
            Some(game.white.as_str()),
            Some(game.black.as_str()),
            Some(game.arbiter.as_str()),
            None,
        ];
        let token = tokens[rng.gen_range(0..tokens.len())];
        let body = if rng.gen_bool(0.8) {
            random_event(&mut rng, 0)
        } else {
            random_value(&mut rng, 0)
        };
        let status = check_one(&s, &game, token, body.to_string().into_bytes()).await;
        if status.is_success() {
            accepted += 1;
        } else {
            refused += 1;
        }
        if i % 50 == 49 {
            game = create(&s.app, TIMED).await;
        }
    }
    assert!(
        refused > 0 && accepted > 0,
        "both kinds seen: {accepted} / {refused}"
    );
}

/// The same invariant under proptest, which shrinks a failing body: any bytes, from any token,
/// never a 5xx, and a refused body never changes the journal.
mod shrinking {
    use super::*;
    use proptest::prelude::*;
    use std::sync::OnceLock;

    fn shared() -> &'static (tokio::runtime::Runtime, Setup) {
        static SHARED: OnceLock<(tokio::runtime::Runtime, Setup)> = OnceLock::new();
        SHARED.get_or_init(|| {
            let runtime = tokio::runtime::Runtime::new().expect("a runtime");
            let setup = runtime.block_on(Setup::new(Backend::Memory));
            (runtime, setup)
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]
        #[test]
        fn any_bytes_from_any_token_never_5xx_and_refused_change_nothing(
            body in prop_oneof![
                proptest::collection::vec(any::<u8>(), 0..300),
                "\\{\"type\":\"[a-z_]{0,12}\",\"by\":\"(white|black|red)\"(,\"move\":\"[a-h1-8NBRQKx=+#O-]{0,7}\")?\\}"
                    .prop_map(String::into_bytes),
            ],
            who in 0_usize..4,
        ) {
            let (runtime, s) = shared();
            let tokens = [
                Some(s.game.white.as_str()),
                Some(s.game.black.as_str()),
                Some(s.game.arbiter.as_str()),
                None,
            ];
            runtime.block_on(check_one(s, &s.game, tokens[who], body));
        }
    }
}
