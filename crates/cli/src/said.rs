//! The command line's own words, by code (issue 32): what `arbiter` prints beside a code is a
//! message of the catalogue (`crates/words`, `## [cli message]`) said in English from its
//! params — byte for byte the sentence the command printed before — and the crates' errors are
//! said from their own codes ([`tournament::Coded`], `game::codes`). The constants below are
//! generated from the catalogue by the crate's `build.rs`.
//!
//! A message is added under `## [cli message]` in `en.ftl` and `fr.ftl` (with `.error = <code>`
//! when the code printed is not the id), then said here by its constant. No other file of the
//! command line writes a sentence of its own (`tests/said.rs` scans them): what stays in Rust
//! is framing — the program's name before a sentence (`arbiter convert: …`), a code in brackets
//! after it, a path before the system's own words, a table's markup — and the words of the
//! libraries passed on as `detail` (serde's, the PGN reader's, the game's). clap's `--help`
//! texts are clap's to render, outside the catalogue.

use game::codes::{self, Params};
use notation::pgn::{Warning, WarningKind};
use server::fide::ListError;

/// The generated constants (every one is in `CLI_MESSAGES`, which the tests walk).
#[allow(dead_code)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/said.rs"));
}
pub use generated::*;

/// `code` in `lang` with `params` in its holes (the key itself if the catalogue has none, which
/// the build rules out).
pub fn say(lang: words::Lang, code: &words::Code, params: &Params) -> String {
    codes::say(lang, code.key, params).unwrap_or_else(|| code.key.to_owned())
}

/// `code` in English with `params`: the command line's words.
pub fn english(code: &words::Code, params: &Params) -> String {
    say(words::Lang::En, code, params)
}

/// `code` with `params` as `arbiter pair` and `trf` print a refusal: `code: English / French`
/// around the file named.
pub fn both(code: &words::Code, params: &Params) -> String {
    format!(
        "{}: {} / {}",
        code.error,
        english(code, params),
        say(words::Lang::Fr, code, params)
    )
}

/// A warning of the PGN reader as its code and params (a text of the game quoted as Rust's
/// `{:?}` writes it; `why`, `detail` and `edition` the reader's and the Laws' own words).
pub fn warning_kind(kind: &WarningKind) -> (&'static words::Code, Params) {
    match kind {
        // The repair by its code (`repair-why`, the catalogue's words), as `arbiter check`
        // says it (`game::warning_facts`), not the reader's own English.
        WarningKind::Repaired { .. } => (&WARNING_MOVE_REPAIRED, game::warning_facts(kind)),
        WarningKind::MissingResult => (&WARNING_MISSING_RESULT, Params::new()),
        WarningKind::ResultSpelling { text } => (
            &WARNING_RESULT_SPELLING,
            game::params! { "text" => words::escaped(text) },
        ),
        WarningKind::ResultMismatch { tag, marker } => (
            &WARNING_RESULT_MISMATCH,
            game::params! { "tag" => tag.as_str(), "marker" => marker.to_string() },
        ),
        WarningKind::Detached { text } => (
            &WARNING_DETACHED,
            game::params! { "text" => words::escaped(text) },
        ),
        WarningKind::TagQuotes {
            name,
            written,
            value,
        } => (
            &WARNING_TAG_QUOTES,
            game::params! {
                "name" => name.as_str(),
                "written" => written.as_str(),
                "value" => words::escaped(value),
            },
        ),
        // The variation's move by its reading error in the catalogue's words
        // (`game::reading_reason`), not the reader's `Display`.
        WarningKind::VariationMove { error } => (
            &WARNING_VARIATION_MOVE,
            game::params! { "detail" => game::reading_reason(error) },
        ),
        WarningKind::UnknownEdition { tag, read_under } => (
            &WARNING_UNKNOWN_EDITION,
            game::params! { "tag" => words::escaped(tag), "edition" => read_under.to_string() },
        ),
    }
}

/// A warning of the PGN reader in English, at its place (`line N, column M: …`).
pub fn warning(w: &Warning) -> String {
    let (code, params) = warning_kind(&w.kind);
    english(
        &WARNING_AT,
        &game::params! {
            "line" => w.line,
            "column" => w.column,
            "detail" => english(code, &params),
        },
    )
}

/// Where and why the PGN reader stopped, in English (`line N, column M: …`): the reading
/// error's code and params in the catalogue's words (`game::reading_reason`), as `arbiter
/// check` says it, not the reader's `Display`.
pub fn reading_error(error: &notation::pgn::Error) -> String {
    english(
        &WARNING_AT,
        &game::params! {
            "line" => error.line,
            "column" => error.column,
            "detail" => game::reading_reason(&error.kind),
        },
    )
}

/// The game's refusal of a configuration (`arbiter game`, `arbiter board`): `config: …`, the
/// game's own words after it.
pub fn config_error(error: game::ConfigError) -> crate::CliError {
    let params = game::params! { "detail" => error.to_string() };
    crate::CliError::Usage(english(&CONFIG_ERROR, &params))
}

/// A configuration file that is not JSON of a game's configuration (`arbiter game --config`,
/// `arbiter board --config`), serde's words after it.
pub fn config_not_read(path: &str, error: &serde_json::Error) -> crate::CliError {
    let params = game::params! { "path" => path, "detail" => error.to_string() };
    crate::CliError::Usage(english(&CONFIG_NOT_READ, &params))
}

/// A line of FIDE's rating list that does not read (`arbiter fide import`), as its message's
/// key and params: `server::fide::ListError`'s words, said from the catalogue — the hall's own
/// `list_…` refusals where the sentence is the same (the registration page reads the same
/// list), the CLI's `fide_…` where `arbiter fide import` says more (the columns looked for)
/// or other words (a file that cannot be read). A field is quoted as Rust's `{:?}` writes it;
/// `detail` is the XML reader's or the system's own words.
pub fn list_error_kind(error: &ListError) -> (&'static str, Params) {
    use server::hall::codes as hall;
    match error {
        ListError::NoHeader { line } => (FIDE_NO_HEADER.key, game::params! { "line" => *line }),
        ListError::MissingColumn { line, column } => (
            hall::LIST_MISSING_COLUMN.key,
            game::params! { "line" => *line, "column" => *column },
        ),
        ListError::BadNumber {
            line,
            column,
            value,
        } => (
            hall::LIST_BAD_NUMBER.key,
            game::params! {
                "line" => *line,
                "column" => column.as_str(),
                "value" => words::escaped(value),
            },
        ),
        ListError::NoName { line } => (hall::LIST_NO_NAME.key, game::params! { "line" => *line }),
        ListError::Xml { line, reason } => (
            hall::LIST_BAD_XML.key,
            game::params! { "line" => *line, "detail" => *reason },
        ),
        ListError::Io { line, reason } => (
            FIDE_UNREADABLE.key,
            game::params! { "line" => *line, "detail" => reason.as_str() },
        ),
    }
}

/// A line of FIDE's rating list that does not read, in English.
pub fn list_error(error: &ListError) -> String {
    let (key, params) = list_error_kind(error);
    codes::say(words::Lang::En, key, &params).unwrap_or_else(|| key.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use notation::pgn::GameResult;

    /// Every message of `## [cli message]` renders in both languages with the params it names.
    #[test]
    fn every_cli_message_renders_in_both_languages_with_its_params() {
        assert!(CLI_MESSAGES.len() >= 14, "{}", CLI_MESSAGES.len());
        for code in CLI_MESSAGES {
            let params: Params = code
                .params
                .iter()
                .map(|p| ((*p).to_owned(), codes::Param::Int(1)))
                .collect();
            for lang in words::Lang::ALL {
                // A hole without its param is written `{$name}` (Fluent's mark).
                let text = say(lang, code, &params);
                assert!(
                    !text.contains("{$"),
                    "{}: a hole left in {text:?}",
                    code.key
                );
            }
            assert_ne!(
                say(words::Lang::En, code, &params),
                say(words::Lang::Fr, code, &params),
                "{}: no French",
                code.key
            );
        }
    }

    /// The reader's warnings as the catalogue says them: byte for byte the reader's own
    /// sentences (`Warning`'s `Display`), every kind, with its code the reader's.
    #[test]
    fn the_warnings_are_said_as_the_reader_wrote_them() {
        let kinds = [
            WarningKind::Repaired {
                text: "0-0".into(),
                san: "O-O".into(),
                why: "castling written with zeros",
            },
            WarningKind::MissingResult,
            WarningKind::ResultSpelling {
                text: "½-½".into()
            },
            WarningKind::ResultMismatch {
                tag: "1-0".into(),
                marker: GameResult::Draw,
            },
            WarningKind::Detached { text: "=".into() },
            WarningKind::TagQuotes {
                name: "White".into(),
                written: "\"Socrates\"".into(),
                value: "\"Socrates\"".into(),
            },
            WarningKind::VariationMove {
                error: Box::new(notation::pgn::ErrorKind::UnclosedVariation),
            },
            WarningKind::UnknownEdition {
                tag: "fide-2099".into(),
                read_under: laws::Edition::default(),
            },
        ];
        for kind in kinds {
            let w = Warning {
                line: 12,
                column: 3,
                ply: None,
                kind,
            };
            assert_eq!(warning(&w), w.to_string());
            assert_eq!(warning_kind(&w.kind).0.error, w.kind.code());
        }
    }

    /// A line of FIDE's list that does not read, as `server::fide::ListError` wrote it: every
    /// kind, a value with a quote in it too.
    #[test]
    fn the_rating_list_s_rows_are_said_as_the_reader_wrote_them() {
        let errors = [
            ListError::NoHeader { line: 1 },
            ListError::MissingColumn {
                line: 1,
                column: "ID",
            },
            ListError::BadNumber {
                line: 3,
                column: "ID Number".into(),
                value: "12\"x\\45".into(),
            },
            ListError::NoName { line: 4 },
            ListError::Xml {
                line: 5,
                reason: "</player> without <player>",
            },
            ListError::Io {
                line: 6,
                reason: "stream did not contain valid UTF-8".into(),
            },
        ];
        for error in errors {
            assert_eq!(list_error(&error), error.to_string());
        }
    }

    /// The sentences no test of the binary reaches (a store without a rating list, the list's
    /// reader thread failing, a round `--check` cannot pair), as the commands wrote them before
    /// the catalogue.
    #[test]
    fn the_sentences_out_of_the_binary_s_tests_reach_as_before() {
        let (db, detail, round, code) = (
            "data/arbiter.db",
            "task 7 panicked",
            3_usize,
            "no_legal_pairing",
        );
        assert_eq!(
            english(&FIDE_NO_RATING_LIST, &game::params! { "db" => db }),
            format!("{db}: this store keeps no rating list")
        );
        assert_eq!(
            english(&FIDE_READER_STOPPED, &game::params! { "detail" => detail }),
            format!("the reader stopped: {detail}")
        );
        assert_eq!(
            english(
                &PAIR_CHECK_REFUSED,
                &game::params! { "round" => round, "code" => code }
            ),
            format!("round {round}: {code}")
        );
        for count in [1_usize, 2, 40] {
            assert_eq!(
                english(&FIDE_ROWS_LEFT_OUT, &game::params! { "count" => count }),
                format!("{count} more rows left out")
            );
        }
        // French: its plural and its typography.
        assert_eq!(
            say(
                words::Lang::Fr,
                &FIDE_ROWS_LEFT_OUT,
                &game::params! { "count" => 1_usize }
            ),
            "1 ligne de plus laissée de côté"
        );
        assert_eq!(
            say(
                words::Lang::Fr,
                &CHECK_FINDING,
                &game::params! { "article" => "1930 16.1.d", "severity" => "warning" }
            ),
            "constat\u{a0}: 1930, art. 16.1.d (warning)"
        );
    }

    /// A line that is not an event, as `protocol::LineError` wrote it.
    #[test]
    fn a_line_not_an_event_as_before() {
        let error = protocol::LineError {
            line: 3,
            column: 1,
            message: "expected value at line 1 column 1".into(),
        };
        let said = english(
            &LINE_NOT_AN_EVENT,
            &game::params! { "line" => 3_usize, "column" => 1_usize, "detail" => error.message.as_str() },
        );
        assert_eq!(said, error.to_string());
        assert_eq!(LINE_NOT_AN_EVENT.error, protocol::LineError::CODE);
    }
}
