//! The web board on the same origin (ARCHITECTURE.md, "Server": the web UI is served by the same
//! binary), and the two reads it needs beyond the contract: the moves in any notation and voice
//! (Annex C.2, C.3, D.2.1, with clocks and Art. 9.1.2.2 offers) and the journal, for the
//! arbiter's console (Art. 12, 6.11).

use std::path::Path;

use crate::common::*;
use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Method, Request, StatusCode, header};
use server::Options;

const INDEX: &str = "<!doctype html><title>Arbiter</title><div id=app></div>";
const SCRIPT: &str = "console.log('the board');";
const SCRIPT_BR: &[u8] = b"\x8b\x0b\x80brotli-bytes\x03";
const SCRIPT_GZ: &[u8] = b"\x1f\x8b\x08gzip-bytes";

/// A fake build of the front end: `index.html` and one hashed asset with its compressed copies.
fn fake_build() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::write(dir.path().join("index.html"), INDEX).expect("index.html");
    let assets = dir.path().join("assets");
    std::fs::create_dir(&assets).expect("assets/");
    std::fs::write(assets.join("app-abc.js"), SCRIPT).expect("app-abc.js");
    std::fs::write(assets.join("app-abc.js.br"), SCRIPT_BR).expect("app-abc.js.br");
    std::fs::write(assets.join("app-abc.js.gz"), SCRIPT_GZ).expect("app-abc.js.gz");
    dir
}

/// An app on a store in memory with the web board in `web`.
async fn web_app(web: Option<&Path>) -> (Fixture, Router) {
    let fx = fixture(Backend::Memory).await;
    let options = Options {
        web: web.map(Path::to_path_buf),
        ..Options::default()
    };
    let (_hub, app) = app_with(fx.store.clone(), options);
    (fx, app)
}

/// A GET with extra headers: status, headers and raw body.
async fn get(
    app: &Router,
    uri: &str,
    headers: &[(&str, &str)],
) -> (StatusCode, HeaderMap, Vec<u8>) {
    let mut request = Request::builder().method(Method::GET).uri(uri);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    answer(app, request.body(Body::empty()).expect("a request")).await
}

fn header_of(headers: &HeaderMap, name: header::HeaderName) -> &str {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
}

fn json_of(answer: (StatusCode, HeaderMap, Vec<u8>)) -> (StatusCode, serde_json::Value) {
    let (status, _, body) = answer;
    (
        status,
        serde_json::from_slice(&body).unwrap_or(serde_json::Value::Null),
    )
}

#[tokio::test]
async fn the_page_is_served_at_the_root_at_a_game_and_at_its_arbiter_console() {
    let build = fake_build();
    let (_fx, app) = web_app(Some(build.path())).await;
    // Unknown ids too: the page itself asks the API and shows "no such game".
    for uri in [
        "/",
        "/game/x",
        "/game/x/arbiter",
        "/game/Zz9noSuch",
        "/event/new",
        "/event/x",
        "/event/x/players",
        "/event/x/player/3",
        "/event/x/live",
        "/event/x/hall",
    ] {
        let (status, headers, body) = get(&app, uri, &[]).await;
        assert_eq!(status, StatusCode::OK, "{uri}");
        assert_eq!(body, INDEX.as_bytes(), "{uri}");
        assert_eq!(
            header_of(&headers, header::CONTENT_TYPE),
            "text/html; charset=utf-8",
            "{uri}"
        );
        assert_eq!(
            header_of(&headers, header::CACHE_CONTROL),
            "no-cache",
            "{uri}"
        );
    }
}

/// Issue 32 (the first load no slower than before the catalogue): a build with a page in each
/// language sends the one of the browser's language, which names that language's catalogue; a
/// build without them (an older one) still sends `index.html`.
#[tokio::test]
async fn the_page_is_sent_in_the_browsers_language_when_the_build_has_one() {
    let build = fake_build();
    std::fs::write(build.path().join("index.en.html"), "<html lang=\"en\">").expect("en");
    std::fs::write(build.path().join("index.fr.html"), "<html lang=\"fr\">").expect("fr");
    let (_fx, app) = web_app(Some(build.path())).await;
    for (accept, page) in [
        (None, "<html lang=\"en\">"),
        (Some("fr-FR,fr;q=0.9,en;q=0.8"), "<html lang=\"fr\">"),
        (Some("de-DE,en;q=0.5"), "<html lang=\"en\">"),
        (Some("de-DE"), "<html lang=\"en\">"),
        (Some("en-GB,fr;q=0.9"), "<html lang=\"en\">"),
    ] {
        let headers: Vec<(&str, &str)> =
            accept.map(|a| ("accept-language", a)).into_iter().collect();
        let (status, answer, body) = get(&app, "/event/x/hall", &headers).await;
        assert_eq!(status, StatusCode::OK, "{accept:?}");
        assert_eq!(body, page.as_bytes(), "{accept:?}");
        assert_eq!(
            header_of(&answer, header::VARY),
            "accept-language",
            "{accept:?}"
        );
    }
    std::fs::remove_file(build.path().join("index.fr.html")).expect("remove");
    std::fs::remove_file(build.path().join("index.en.html")).expect("remove");
    let (_, _, body) = get(&app, "/", &[("accept-language", "fr")]).await;
    assert_eq!(body, INDEX.as_bytes());
}

#[tokio::test]
async fn a_new_build_of_the_page_is_seen_without_a_restart() {
    let build = fake_build();
    let (_fx, app) = web_app(Some(build.path())).await;
    std::fs::write(build.path().join("index.html"), "<p>rebuilt</p>").expect("rewrite");
    let (_, _, body) = get(&app, "/", &[]).await;
    assert_eq!(body, b"<p>rebuilt</p>");
}

#[tokio::test]
async fn assets_are_immutable_and_sent_precompressed_when_the_client_takes_it() {
    let build = fake_build();
    let (_fx, app) = web_app(Some(build.path())).await;

    let (status, headers, body) = get(&app, "/assets/app-abc.js", &[]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, SCRIPT.as_bytes());
    assert!(
        header_of(&headers, header::CONTENT_TYPE).contains("javascript"),
        "{headers:?}"
    );
    assert_eq!(header_of(&headers, header::CONTENT_ENCODING), "");
    assert_eq!(
        header_of(&headers, header::CACHE_CONTROL),
        "public, max-age=31536000, immutable"
    );

    let (status, headers, body) = get(
        &app,
        "/assets/app-abc.js",
        &[("accept-encoding", "gzip, deflate, br")],
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, SCRIPT_BR, "the .br copy");
    assert_eq!(header_of(&headers, header::CONTENT_ENCODING), "br");
    assert!(header_of(&headers, header::CONTENT_TYPE).contains("javascript"));
    assert_eq!(
        header_of(&headers, header::CACHE_CONTROL),
        "public, max-age=31536000, immutable"
    );

    let (status, headers, body) =
        get(&app, "/assets/app-abc.js", &[("accept-encoding", "gzip")]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, SCRIPT_GZ, "the .gz copy");
    assert_eq!(header_of(&headers, header::CONTENT_ENCODING), "gzip");
}

#[tokio::test]
async fn an_unknown_asset_and_an_unknown_api_route_are_json_404s() {
    let build = fake_build();
    let (_fx, app) = web_app(Some(build.path())).await;
    for uri in [
        "/assets/app-zzz.js",
        "/assets/../index.html",
        "/api/nope",
        "/api/games/x/nope",
    ] {
        let answer = get(&app, uri, &[]).await;
        let cache = header_of(&answer.1, header::CACHE_CONTROL).to_owned();
        let answer = json_of(answer);
        assert!(
            matches!(answer.0, StatusCode::NOT_FOUND | StatusCode::BAD_REQUEST),
            "{uri}: {answer:?}"
        );
        if answer.0 == StatusCode::NOT_FOUND {
            assert_error(&answer, StatusCode::NOT_FOUND, "not_found");
        }
        assert!(
            !cache.contains("immutable"),
            "{uri}: an error is not cached"
        );
    }
}

#[tokio::test]
async fn without_a_build_the_pages_answer_503_web_not_built() {
    let empty = tempfile::tempdir().expect("a temporary directory");
    let (_fx, missing) = web_app(Some(empty.path())).await;
    let (_fx2, none) = web_app(None).await;
    for app in [&missing, &none] {
        for uri in ["/", "/game/x", "/game/x/arbiter"] {
            let answer = json_of(get(app, uri, &[]).await);
            assert_error(&answer, StatusCode::SERVICE_UNAVAILABLE, "web_not_built");
            assert_eq!(
                answer.1["error"]["message"],
                "the web board is not built: run `npm --prefix web ci && npm --prefix web run build`"
            );
        }
    }
    // The API does not depend on the build.
    let (status, _) = call(&none, Method::GET, "/api/games", None, None).await;
    assert_eq!(status, StatusCode::OK);
}

const TIMED: &str = r#"{"config":{"time_control":"300+2"},"start":true}"#;

/// e4 e5 Nf3 with a draw offer (Art. 9.1.2.2): the game, and the states after e5 and Nf3.
async fn three_plies_with_an_offer(
    app: &Router,
) -> (Created, serde_json::Value, serde_json::Value) {
    let game = create(app, TIMED).await;
    let after_e5 = play(app, &game, &["e4", "e5"]).await;
    let (status, after_nf3) = send(
        app,
        &game,
        &game.white,
        r#"{"type":"move","by":"white","move":"Nf3","offer_draw":true}"#,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{after_nf3}");
    (game, after_e5, after_nf3)
}

#[tokio::test]
async fn annex_c_2_c_3_moves_in_french_and_figurines_annex_d_2_1_spoken_in_german() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let (game, _, _) = three_plies_with_an_offer(&app).await;
        let uri = format!("/api/games/{}/moves?notation=fr&voice=de", game.id);
        let (status, body) = call(&app, Method::GET, &uri, None, None).await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {body}");
        assert_eq!(body["notation"], "fr");
        assert_eq!(body["voice"], "de");
        let plies = body["plies"].as_array().expect("plies");
        assert_eq!(plies.len(), 3, "{body}");
        let nf3 = &plies[2];
        assert_eq!(nf3["ply"], 3);
        assert_eq!(nf3["uci"], "g1f3");
        assert_eq!(nf3["san"], "Nf3");
        assert_eq!(nf3["text"], "Cf3", "Annex C.2: Cavalier");
        assert_eq!(nf3["long"], "Cg1f3", "Annex C.8: the long form");
        assert_eq!(nf3["spoken"], "Springer Felix drei", "Annex D.2.1's words");
        assert_eq!(plies[0]["spoken"], "Bauer Eva vier");
        assert_eq!(plies[0]["text"], "e4", "C.4: pawns have no letter");
        assert_eq!(plies[0]["long"], "e2e4");

        let uri = format!("/api/games/{}/moves?notation=figurine", game.id);
        let (status, body) = call(&app, Method::GET, &uri, None, None).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["notation"], "figurine");
        assert_eq!(body["voice"], "de", "the Annex's German by default");
        assert_eq!(body["plies"][2]["text"], "♘f3", "C.3: figurines");

        let uri = format!("/api/games/{}/moves?voice=fr", game.id);
        let (_, body) = call(&app, Method::GET, &uri, None, None).await;
        assert_eq!(body["notation"], "en", "English letters by default");
        assert_eq!(body["plies"][2]["text"], "Nf3");
        assert_eq!(body["plies"][2]["spoken"], "Cavalier Felix trois");
    }
}

#[tokio::test]
async fn art_9_1_2_2_the_offer_and_art_6_the_movers_clock_after_each_move() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let (game, after_e5, after_nf3) = three_plies_with_an_offer(&app).await;
        let uri = format!("/api/games/{}/moves", game.id);
        let (status, body) = call(&app, Method::GET, &uri, None, None).await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {body}");
        let plies = body["plies"].as_array().expect("plies");
        let offers: Vec<bool> = plies.iter().map(|p| p["offer"] == true).collect();
        assert_eq!(offers, [false, false, true], "{body}");
        for ply in plies {
            // 300 s, 2 s a move from move 1 (Fischer: move 1's increment counted at the
            // start, each next one at the press), less the few ms the test took.
            let clock = ply["clock_ms"].as_u64().expect("a clock");
            assert!(
                (290_000..=306_000).contains(&clock),
                "{backend:?}: {clock} in {ply}"
            );
        }
        // Exactly the mover's clock as it stopped: what the state showed after the move.
        assert_eq!(
            plies[1]["clock_ms"], after_e5["clock"]["black_ms"],
            "{after_e5}"
        );
        assert_eq!(
            plies[2]["clock_ms"], after_nf3["clock"]["white_ms"],
            "{after_nf3}"
        );
        // The PGN says the same: the offer as `(=)` after Nf3.
        let pgn = pgn_of(&app, &game.id).await;
        assert!(pgn.contains("(=)"), "{pgn}");
    }
}

/// 1930 Art. 22.2: the receiver of two moves plays them in a row, so the list has them as
/// plies 1 and 2 and the giver's first move as ply 3, as the states count them.
#[tokio::test]
async fn fide_1930_art_22_2_the_moves_given_are_the_first_plies_of_the_list() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = create(
        &app,
        r#"{"config":{"edition":"fide-1930","time_control":"30/7200","odds":"pawn and two moves"},"start":true}"#,
    )
    .await;
    let mut state = serde_json::Value::Null;
    for (by, token, text) in [
        ("white", &game.white, "e4"),
        ("white", &game.white, "d4"),
        ("black", &game.black, "e6"),
    ] {
        let (status, after) = send(&app, &game, token, &move_event(by, text)).await;
        assert_eq!(status, StatusCode::OK, "{text}: {after}");
        state = after;
    }
    assert_eq!(state["ply"], 3, "{state}");
    let uri = format!("/api/games/{}/moves?notation=fr&voice=fr", game.id);
    let (status, body) = call(&app, Method::GET, &uri, None, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let plies = body["plies"].as_array().expect("plies");
    let listed: Vec<(u64, &str, &str)> = plies
        .iter()
        .map(|p| {
            (
                p["ply"].as_u64().unwrap_or(0),
                p["uci"].as_str().unwrap_or(""),
                p["san"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        listed,
        [(1, "e2e4", "e4"), (2, "d2d4", "d4"), (3, "e7e6", "e6")],
        "{body}"
    );
    assert_eq!(plies[2]["spoken"], "Pion Eva six");
    assert_eq!(
        plies[2]["clock_ms"], state["clock"]["black_ms"],
        "the mover's clock as the state showed it"
    );
}

/// 1930 Art. 22.8: the giver of rook odds castles without the rook: the list writes it as
/// castling, in every notation and voice, and no rook that is not there gives check.
#[tokio::test]
async fn fide_1930_art_22_8_castling_without_the_rook_is_listed_as_castling() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = create(
        &app,
        r#"{"config":{"edition":"fide-1930","odds":"rook"},"start":true}"#,
    )
    .await;
    let state = play(
        &app,
        &game,
        &[
            "d4", "d5", "Nc3", "Nc6", "Bf4", "Bf5", "Qd2", "Qd7", "O-O-O",
        ],
    )
    .await;
    assert_eq!(state["ply"], 9, "{state}");
    let uri = format!("/api/games/{}/moves?notation=fr&voice=en", game.id);
    let (status, body) = call(&app, Method::GET, &uri, None, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let castling = &body["plies"][8];
    assert_eq!(castling["ply"], 9, "{body}");
    assert_eq!(castling["uci"], "e1c1");
    assert_eq!(castling["san"], "O-O-O");
    assert_eq!(
        castling["text"], "0-0-0",
        "Annex C.13: castling written with zeros"
    );
    assert_eq!(castling["long"], "0-0-0");
    assert_eq!(castling["spoken"], "Long castling");
}

#[tokio::test]
async fn moves_with_an_unknown_notation_or_voice_are_400_and_of_an_unknown_game_404() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    let game = create(&app, TIMED).await;
    for (query, code) in [
        ("notation=xx", "bad_notation"),
        ("notation=", "bad_notation"),
        ("notation=uci", "bad_notation"),
        ("voice=nl", "bad_voice"),
        ("notation=fr&voice=klingon", "bad_voice"),
    ] {
        let uri = format!("/api/games/{}/moves?{query}", game.id);
        let answer = call(&app, Method::GET, &uri, None, None).await;
        assert_error(&answer, StatusCode::BAD_REQUEST, code);
    }
    // A game without moves yet: no plies.
    let uri = format!("/api/games/{}/moves", game.id);
    let (status, body) = call(&app, Method::GET, &uri, None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["plies"], serde_json::json!([]));
    for id in ["Zz9noSuch", "no-such-id"] {
        let uri = format!("/api/games/{id}/moves");
        let answer = call(&app, Method::GET, &uri, None, None).await;
        assert_error(&answer, StatusCode::NOT_FOUND, "not_found");
    }
}

#[tokio::test]
async fn the_journal_lists_each_event_with_its_step_and_time_art_6_11_pause_included() {
    for backend in BACKENDS {
        let fx = fixture(backend).await;
        let (_hub, app) = app_of(fx.store.clone());
        let (game, _, _) = three_plies_with_an_offer(&app).await;
        // Art. 6.11.2: a player pauses the clocks to call the arbiter; the arbiter resumes.
        let (status, state) =
            send(&app, &game, &game.black, r#"{"type":"pause","by":"black"}"#).await;
        assert_eq!(status, StatusCode::OK, "{state}");
        let (status, state) = send(&app, &game, &game.arbiter, r#"{"type":"resume"}"#).await;
        assert_eq!(status, StatusCode::OK, "{state}");

        // Public: no token needed.
        let uri = format!("/api/games/{}/journal", game.id);
        let (status, body) = call(&app, Method::GET, &uri, None, None).await;
        assert_eq!(status, StatusCode::OK, "{backend:?}: {body}");
        let events = body["events"].as_array().expect("events");
        let kinds: Vec<&str> = events
            .iter()
            .map(|e| e["type"].as_str().unwrap_or("?"))
            .collect();
        assert_eq!(
            kinds,
            ["start", "move", "move", "move", "pause", "resume"],
            "{body}"
        );
        let seqs: Vec<u64> = events.iter().filter_map(|e| e["seq"].as_u64()).collect();
        assert_eq!(seqs, [1, 2, 3, 4, 5, 6]);
        let times: Vec<u64> = events.iter().filter_map(|e| e["t"].as_u64()).collect();
        assert_eq!(times.len(), 6, "every event has its time: {body}");
        assert!(times.windows(2).all(|w| w[0] <= w[1]), "{times:?}");
        assert_eq!(events[1]["by"], "white");
        assert_eq!(events[1]["move"], "e4");
        assert_eq!(events[3]["offer_draw"], true, "Art. 9.1.2.1");
        assert_eq!(events[4]["by"], "black");
        // As many steps as the store holds, and as the game's `seq` says.
        assert_eq!(journal_len(&fx.store, &game.id).await, 6);
        assert_eq!(view(&app, &game.id).await["seq"], 6);
        // No token anywhere in it.
        let text = body.to_string();
        for token in [&game.white, &game.black, &game.arbiter] {
            assert!(!text.contains(token.as_str()));
        }
    }
}

#[tokio::test]
async fn the_journal_of_an_unknown_game_is_404() {
    let fx = fixture(Backend::Memory).await;
    let (_hub, app) = app_of(fx.store.clone());
    for id in ["Zz9noSuch", "no-such-id"] {
        let uri = format!("/api/games/{id}/journal");
        let answer = call(&app, Method::GET, &uri, None, None).await;
        assert_error(&answer, StatusCode::NOT_FOUND, "not_found");
    }
}

/// Issue 34, point 9: the page and its assets say no other page may frame them
/// (`frame-ancestors 'none'`, `X-Frame-Options: DENY`: the console and the hall hold the
/// arbiter's tokens), run only the origin's own scripts and styles, and are not sniffed; the
/// page's own script and stylesheet (content-hashed under `/assets/`) are still served.
#[tokio::test]
async fn issue_34_the_pages_cannot_be_framed_and_run_only_their_own_scripts() {
    let build = fake_build();
    let (_fx, app) = web_app(Some(build.path())).await;
    for uri in [
        "/",
        "/game/abc/arbiter",
        "/event/abc/hall",
        "/assets/app-abc.js",
    ] {
        let (status, headers, _) = get(&app, uri, &[]).await;
        assert_eq!(status, StatusCode::OK, "{uri}");
        let csp = header_of(&headers, header::CONTENT_SECURITY_POLICY);
        for part in [
            "frame-ancestors 'none'",
            "script-src 'self'",
            "style-src 'self'",
            "connect-src 'self'",
            "object-src 'none'",
        ] {
            assert!(csp.contains(part), "{uri}: {csp}");
        }
        assert!(!csp.contains("unsafe"), "{uri}: {csp}");
        assert_eq!(
            header_of(&headers, header::X_FRAME_OPTIONS),
            "DENY",
            "{uri}"
        );
        assert_eq!(
            header_of(&headers, header::X_CONTENT_TYPE_OPTIONS),
            "nosniff",
            "{uri}"
        );
        assert_eq!(
            header_of(&headers, header::REFERRER_POLICY),
            "no-referrer",
            "{uri}"
        );
    }
    // Not built: the 503 page is hardened too.
    let (_fx, bare) = web_app(None).await;
    let (status, headers, _) = get(&bare, "/", &[]).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(header_of(&headers, header::X_FRAME_OPTIONS), "DENY");
}
