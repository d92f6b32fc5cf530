//! Issue 32: the server's own refusals are codes of the catalogue. Every code the server can
//! send outside the hall and the game is an `ApiCode` generated from `## [api error]` of
//! `crates/words/catalogue/en.ftl` (so it has its English by construction); here every one is
//! said in English and in French with its params, the two naming the same params, and no
//! handler builds a refusal from an English sentence of its own.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use game::codes::{Param, Params};
use server::api_errors::{self, API_ERRORS};

/// The group of the catalogue the server's refusals are written under.
const GROUP: &str = "api error";

fn sample(params: &[&str]) -> Params {
    params
        .iter()
        .map(|p| ((*p).to_owned(), Param::Text(format!("<{p}>"))))
        .collect()
}

#[test]
fn api_errors_every_code_is_said_in_english_and_french_with_its_params() {
    assert!(API_ERRORS.len() >= 60, "{} codes", API_ERRORS.len());
    let (en, _) = words::entries(words::Lang::En);
    let (fr, _) = words::entries(words::Lang::Fr);
    let mut keys = BTreeSet::new();
    for code in API_ERRORS {
        assert!(keys.insert(code.key), "{}: twice", code.key);
        assert!(
            code.key.starts_with("error_"),
            "{}: an `error_` id",
            code.key
        );
        assert!(
            code.error
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b == b'_'),
            "{}: the wire code {:?} is snake_case",
            code.key,
            code.error
        );
        if let Some(status) = code.status {
            assert!(
                status.is_client_error() || status.is_server_error(),
                "{}",
                code.key
            );
        }
        let params = sample(code.params);
        let args = || params.iter().map(|(k, v)| (k.as_str(), arg(v)));
        for lang in words::Lang::ALL {
            let errors = words::render_errors(lang, code.key, args());
            assert!(errors.is_empty(), "{}: {errors:?}", lang.as_str());
            let said = code.say(lang, &params);
            for p in code.params {
                assert!(
                    said.contains(&format!("<{p}>")) || lang == words::Lang::Fr,
                    "{}: the English says {p}: {said}",
                    code.key
                );
            }
        }
        let entry = |entries: &[words::Entry]| {
            entries
                .iter()
                .find(|e| e.id == code.key)
                .cloned()
                .unwrap_or_else(|| panic!("{}: not in the catalogue", code.key))
        };
        let (english, french) = (entry(&en), entry(&fr));
        assert_eq!(english.group, GROUP, "{}", code.key);
        let named = |e: &words::Entry| e.variables.iter().cloned().collect::<BTreeSet<_>>();
        let given: BTreeSet<String> = code.params.iter().map(|p| (*p).to_owned()).collect();
        assert_eq!(named(&english), given, "{}: the English's params", code.key);
        assert_eq!(named(&french), given, "{}: the French's params", code.key);
        assert_ne!(english.source, french.source, "{}: no French", code.key);
    }
    // Every message of the group is a code of the list (the build generates one from the other).
    for entry in en.iter().filter(|e| e.group == GROUP) {
        assert!(api_errors::find(&entry.id).is_some(), "{}", entry.id);
    }
}

fn arg(param: &Param) -> words::Arg<'_> {
    match param {
        Param::Int(n) => words::Arg::Int(*n),
        Param::Float(x) => words::Arg::Float(*x),
        Param::Text(s) => words::Arg::Text(s),
    }
}

/// The sentences whose English the catalogue's syntax could change, as the server wrote them
/// before the catalogue: braces, a number with a fraction, a plural, a literal `{id}`.
#[test]
fn api_errors_the_english_is_the_server_s_sentence_as_before() {
    let say = |code: &api_errors::ApiCode, params: Params| code.say(words::Lang::En, &params);
    assert_eq!(
        say(
            &api_errors::ERROR_REQUEST_TIMEOUT,
            game::params! { "seconds" => 10.0 }
        ),
        "the request's body did not arrive within 10 s"
    );
    assert_eq!(
        say(
            &api_errors::ERROR_REQUEST_TIMEOUT,
            game::params! { "seconds" => 0.25 }
        ),
        "the request's body did not arrive within 0.25 s"
    );
    assert_eq!(
        say(
            &api_errors::ERROR_REQUEST_TIMEOUT,
            game::params! { "seconds" => 0.25 }
        )
        .len(),
        format!("the request's body did not arrive within {} s", 0.25_f64).len()
    );
    assert_eq!(
        say(&api_errors::ERROR_NO_SEAT_STREAM, Params::new()),
        "the arbiter's token has no colour to report: watch /api/games/{id}/stream"
    );
    assert_eq!(
        say(&api_errors::ERROR_ATTACH_BODY, Params::new()),
        "attach a board with {\"lines\": [base64, ...]}, {\"relay\": \"white\"|\"black\", \"lines\": [...]} or {\"device\": PATH}"
    );
    assert_eq!(
        say(
            &api_errors::ERROR_NAME_LENGTH,
            game::params! { "field" => "name", "max" => 100_u32, "given" => 101_u32 }
        ),
        "name: at most 100 characters (101 given)"
    );
    assert_eq!(
        api_errors::ERROR_NAME_LENGTH.say(
            words::Lang::Fr,
            &game::params! { "field" => "nom", "max" => 100_u32, "given" => 101_u32 }
        ),
        "nom\u{a0}: au plus 100 caractères (101 donnés)"
    );
    assert_eq!(
        say(
            &api_errors::ERROR_BOARD_RELAY_NOT_ATTACHED,
            game::params! { "role" => "white" }
        ),
        "no board is attached for white's token to relay: the arbiter attaches it first, naming the seat that relays it ({\"relay\": \"white\"})"
    );
    assert_eq!(
        say(
            &api_errors::ERROR_NOT_YOUR_SEAT,
            game::params! { "seat" => "white", "by" => "black" }
        ),
        "this token is white's; it cannot act for black"
    );
    assert_eq!(
        api_errors::ERROR_NOT_YOUR_SEAT.say(
            words::Lang::Fr,
            &game::params! { "seat" => "white", "by" => "black" }
        ),
        "ce jeton est celui des Blancs\u{a0}; il ne peut pas agir pour les Noirs"
    );
}

/// No handler outside the hall's (`hall/`, checked by `events::hall_codes_…`) builds a refusal
/// from a literal code and an English sentence: every one is an `ApiCode` of the catalogue (the
/// rematch's too, since issue 35 item 8 moved them there).
#[test]
fn api_errors_no_handler_writes_its_own_english() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    walk(&src, &mut files);
    let mut read = 0;
    let mut found = Vec::new();
    for path in &files {
        let rel = path.strip_prefix(&src).expect("under src");
        let rel = rel.to_string_lossy().replace('\\', "/");
        // The constructors themselves, and the module with codes of its own: the hall's
        // (`hall::codes`).
        if rel.starts_with("hall/") || ["error.rs", "api_errors.rs"].contains(&rel.as_str()) {
            continue;
        }
        read += 1;
        let text = std::fs::read_to_string(path).expect("a source file");
        for (i, line) in text.lines().enumerate() {
            for made in [
                "ApiError::new(",
                "ApiError::bad_request(",
                "ApiError::forbidden(",
                "ApiError::unauthorized(",
                "ErrorBody::new(",
                "ErrorResponse::new(",
            ] {
                if line.contains(made) {
                    found.push(format!("{rel}:{}: {}", i + 1, line.trim()));
                }
            }
        }
    }
    assert!(read >= 20, "{read} files read under {}", src.display());
    assert!(found.is_empty(), "refusals without their code: {found:#?}");
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a directory") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}
