//! What the hall answers when it refuses a request (issue 26, its closing note): every refusal of
//! the event routes names one [`HallCode`] of [`HALL_ERRORS`] — its sentence's `key`, sent
//! beside the contract's error `code` as the game's refusals are (`game::codes`) — with its
//! `params`, and its English `message` is rendered from the catalogue (`crates/words`, issue 32)
//! with those params. `web/src/hall-codes.json` is this list's keys, kinds and params written
//! out by a test (`ARBITER_BLESS=1 cargo test -p arbiter-server --test main hall_codes`); the
//! hall page and the event's public pages say a refusal in their language from the same
//! catalogue.
//!
//! # How a code is added
//!
//! A row here — `NAME = "key", STATUS, "error", ["param", …];` in `hall_codes!` (a refusal) or
//! `NAME = "key", "warning" | "note", ["param", …];` in `hall_words!` — and its words, one
//! message a language: `key = …` under `## [hall refusal]` (or `## [hall word]`) in
//! `crates/words/catalogue/en.ftl` and in `fr.ftl`, with `{ $param }` holes. The tests fail on a
//! row without its two messages, or a message naming a param its row does not give.
//!
//! The list holds, besides the hall's own sentences, the codes of the `tournament` crate's
//! errors the routes pass through (the Dutch system's [`DutchError`], Berger's tables'
//! [`BergerError`], the tie-breaks' [`TieBreakCodeError`], the scoring's [`ScoringError`]), each
//! rendered from the error's own fields, and the server's generic answers a hall request can
//! meet (a body that does not read, the journal out of service). A game's own refusals (a ruling
//! the Laws do not allow now) keep the game's code and key, of `web/src/codes.json`.
//!
//! French follows the FIDE terms the arbiter reads: « appariement », « ronde », « forfait »,
//! « exempt », « joueur retiré », « départage ».

use axum::http::StatusCode;
use game::codes::{self, Params};
use serde_json::{Map, Value, json};
use tournament::BergerError;
use tournament::dutch::DutchError;
use tournament::tiebreak::TieBreakCodeError;
use tournament::{Coded, ScoringError};

use crate::error::ApiError;
use tournament::hall::{AbsenceKind, HallError, Warning};

/// One refusal of the hall: its sentence's key, the status and error code it is sent with and
/// the names of its params; its words are the catalogue's (`crates/words`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HallCode {
    /// Stable, snake_case: the error body's `key`.
    pub key: &'static str,
    /// The HTTP status it is answered with.
    pub status: StatusCode,
    /// The contract's error `code` it is sent under (several sentences share one).
    pub error: &'static str,
    /// The names of its params.
    pub params: &'static [&'static str],
}

/// The sentence of `key` in `lang` with `params` in its holes (the key itself if the
/// catalogue has none, which the tests rule out).
fn sentence(lang: words::Lang, key: &str, params: &Params) -> String {
    codes::say(lang, key, params).unwrap_or_else(|| key.to_owned())
}

impl HallCode {
    /// The English sentence with `params` in its holes.
    pub fn english(&self, params: &Params) -> String {
        sentence(words::Lang::En, self.key, params)
    }

    /// The French sentence with `params` in its holes.
    pub fn french(&self, params: &Params) -> String {
        sentence(words::Lang::Fr, self.key, params)
    }

    /// The refusal: its status, `{"code", "message", "key", "params"}`.
    pub fn refuse(&self, params: Params) -> ApiError {
        let mut error = ApiError::new(self.status, self.error, self.english(&params));
        error.body.key = self.key.to_owned();
        error.body.params = params;
        error
    }

    /// The refusal of a sentence without params.
    pub fn bare(&self) -> ApiError {
        self.refuse(Params::new())
    }
}

macro_rules! hall_codes {
    ($($name:ident = $key:literal, $status:ident, $error:literal, [$($param:literal),*];)+) => {
        $(
            #[doc = concat!("`", $key, "`: its words are the catalogue's message `", $key, "`.")]
            pub const $name: HallCode = HallCode {
                key: $key,
                status: StatusCode::$status,
                error: $error,
                params: &[$($param),*],
            };
        )+
        /// Every refusal the event routes answer, in one list: the source of
        /// `web/src/hall-codes.json`.
        pub const HALL_ERRORS: &[HallCode] = &[$($name),+];
    };
}

hall_codes! {
    // The store and the event.
    NO_EVENTS = "no_events", SERVICE_UNAVAILABLE, "no_events", [];
    NO_EVENT = "no_event", NOT_FOUND, "not_found", ["id"];
    NO_TOKEN = "no_token", UNAUTHORIZED, "unauthorized", [];
    NOT_EVENT_ARBITER = "not_event_arbiter", UNAUTHORIZED, "unauthorized", [];
    EVENT_NOT_WRITTEN = "event_not_written", BAD_REQUEST, "bad_event", [];
    EVENT_BODY_NOT_OBJECT = "event_body_not_object", BAD_REQUEST, "bad_body", [];
    EVENT_UNREADABLE = "event_unreadable", BAD_REQUEST, "bad_body", ["detail"];
    EVENT_NAME_LENGTH = "event_name_length", BAD_REQUEST, "bad_event", [];
    SWISS_NEEDS_ROUNDS = "swiss_needs_rounds", BAD_REQUEST, "bad_event", [];
    EVENT_ROUNDS_RANGE = "event_rounds_range", BAD_REQUEST, "bad_event", ["rounds"];
    BOARD_SEATS_EMPTY = "board_seats_empty", BAD_REQUEST, "bad_event", [];
    BAD_START_DATE = "bad_start_date", BAD_REQUEST, "bad_event", ["date"];
    BAD_INITIAL_COLOUR = "bad_initial_colour", BAD_REQUEST, "bad_event", ["colour"];
    BAD_END_DATE = "bad_end_date", BAD_REQUEST, "bad_event", ["date"];
    VENUE_LENGTH = "venue_length", BAD_REQUEST, "bad_event", [];
    // Registration (issue 35): an entry corrected, a list of players read from a file.
    PLAYER_NO_SUCH = "player_no_such", NOT_FOUND, "no_player", ["player"];
    PLAYER_EDIT_RENUMBERS = "player_edit_renumbers", CONFLICT, "player_edit_renumbers", ["player"];
    LIST_FORMAT = "list_format", BAD_REQUEST, "bad_list", ["format"];
    LIST_NOT_TEXT = "list_not_text", BAD_REQUEST, "bad_list", [];
    LIST_NO_HEADER = "list_no_header", BAD_REQUEST, "bad_list", ["line"];
    LIST_MISSING_COLUMN = "list_missing_column", BAD_REQUEST, "bad_list", ["line", "column"];
    LIST_BAD_NUMBER = "list_bad_number", BAD_REQUEST, "bad_list", ["line", "column", "value"];
    LIST_NO_NAME = "list_no_name", BAD_REQUEST, "bad_list", ["line"];
    LIST_BAD_XML = "list_bad_xml", BAD_REQUEST, "bad_list", ["line", "detail"];
    LIST_BAD_TRF = "list_bad_trf", BAD_REQUEST, "bad_list", ["line", "detail"];
    LIST_BAD_FIELD = "list_bad_field", BAD_REQUEST, "bad_list", ["line", "column"];
    LIST_NO_PLAYERS = "list_no_players", BAD_REQUEST, "bad_list", [];
    // Issue 34: every name one line of text; the seats and the config a game can take.
    EVENT_NAME_CONTROL = "event_name_control", BAD_REQUEST, "bad_event", ["field", "position"];
    EVENT_UNKNOWN_ENGINE = "event_unknown_engine", BAD_REQUEST, "unknown_engine", ["seat", "engine", "known"];
    EVENT_BAD_LEVEL = "event_bad_level", BAD_REQUEST, "bad_seat", ["seat", "level"];
    // The players.
    PLAYER_UNREADABLE = "player_unreadable", BAD_REQUEST, "bad_player", [];
    PLAYER_NAME_LENGTH = "player_name_length", BAD_REQUEST, "bad_player", [];
    PLAYER_RATING_RANGE = "player_rating_range", BAD_REQUEST, "bad_player", [];
    PLAYER_FIDE_ID_RANGE = "player_fide_id_range", BAD_REQUEST, "bad_player", [];
    PLAYER_BAD_FEDERATION = "player_bad_federation", BAD_REQUEST, "bad_player", ["federation"];
    PLAYER_BAD_TITLE = "player_bad_title", BAD_REQUEST, "bad_player", ["title"];
    PLAYER_NAME_CONTROL = "player_name_control", BAD_REQUEST, "bad_player", ["position"];
    PLAYER_FIDE_ID_TWICE = "player_fide_id_twice", CONFLICT, "player_twice", ["fide_id", "name"];
    TOO_MANY_PLAYERS = "too_many_players", BAD_REQUEST, "bad_player", [];
    EVENT_STARTED = "event_started", CONFLICT, "event_started", [];
    // Pairing a round.
    ROUND_PAIRED_NOT_PUBLISHED = "round_paired_not_published", CONFLICT, "round_not_published", ["round"];
    ROUND_UNFINISHED = "round_unfinished", CONFLICT, "round_unfinished", ["round", "pending"];
    EVENT_OVER = "event_over", CONFLICT, "event_over", ["rounds"];
    TOO_FEW_PLAYERS = "too_few_players", CONFLICT, "too_few_players", [];
    // Changing a paired round (C.04.1), publishing it.
    PAIRING_NEEDS_REASON = "pairing_needs_reason", BAD_REQUEST, "bad_pairing", [];
    PAIRING_UNKNOWN_PLAYER = "pairing_unknown_player", BAD_REQUEST, "bad_pairing", ["player"];
    PAIRING_PLAYER_TWICE = "pairing_player_twice", BAD_REQUEST, "bad_pairing", ["player"];
    PAIRING_PLAYER_ABSENT = "pairing_player_absent", BAD_REQUEST, "bad_pairing", ["player", "round"];
    PAIRING_PLAYERS_LEFT_OUT = "pairing_players_left_out", BAD_REQUEST, "bad_pairing", ["players"];
    ROUND_PUBLISHED = "round_published", CONFLICT, "round_published", ["round"];
    ROUND_PUBLISHED_NO_CHANGE = "round_published_no_change", CONFLICT, "round_published", ["round"];
    // The draft (issue 35, item 2): discarded and paired again, out of date after an absence.
    DISCARD_NO_DRAFT = "discard_no_draft", NOT_FOUND, "no_round", ["round"];
    ROUND_PUBLISHED_NO_DISCARD = "round_published_no_discard", CONFLICT, "round_published", ["round"];
    DRAFT_OUTDATED = "draft_outdated", CONFLICT, "draft_outdated", ["round", "players"];
    // Undo (issue 35, item 4): the arbiter's last step taken back.
    UNDO_NOTHING = "undo_nothing", CONFLICT, "undo_nothing", [];
    UNDO_PUBLISHED_PLAYED = "undo_published_played", CONFLICT, "undo_published_played", ["round", "board"];
    UNDO_NOT_LAST = "undo_not_last", CONFLICT, "undo_not_last", ["seq", "last"];
    // Issue 35 (undo35): a result declared in a game taken back, an absence taken back, a
    // game of a publication taken back.
    UNDO_RULING_OVERTAKEN = "undo_ruling_overtaken", CONFLICT, "undo_ruling_overtaken", ["round", "board"];
    ABSENCE_NOT_FOUND = "absence_not_found", NOT_FOUND, "absence_not_found", ["player", "round"];
    ABSENCE_ROUND_PUBLISHED = "absence_round_published", CONFLICT, "round_published", ["player", "round"];
    PRESENT_UNREADABLE = "present_unreadable", BAD_REQUEST, "bad_body", ["detail"];
    GAME_WITHDRAWN = "game_withdrawn", GONE, "game_withdrawn", ["game", "event"];
    NO_ROUND = "no_round", NOT_FOUND, "no_round", ["round"];
    ROUND_NOT_PUBLISHED = "round_not_published", CONFLICT, "round_not_published", ["round"];
    ROUND_NOT_PUBLISHED_YET = "round_not_published_yet", NOT_FOUND, "round_not_published", ["round"];
    // Boards: forfeits (Art. 6.7.1), results.
    BAD_FORFEIT = "bad_forfeit", BAD_REQUEST, "bad_forfeit", ["player", "round"];
    BAD_RESULT = "bad_result", BAD_REQUEST, "bad_result", ["result"];
    NO_BOARD = "no_board", NOT_FOUND, "no_board", ["board", "round"];
    NO_ITEM = "no_item", NOT_FOUND, "no_item", ["item"];
    // Absences (Art. 12.9.8, 12.9.9, withdrawals, requested byes).
    ABSENCE_UNREADABLE = "absence_unreadable", BAD_REQUEST, "bad_absence", ["detail"];
    ABSENCE_NO_PLAYER = "absence_no_player", BAD_REQUEST, "bad_absence", ["player"];
    ABSENCE_ROUND_ZERO = "absence_round_zero", BAD_REQUEST, "bad_absence", [];
    ROUND_ALREADY_PAIRED = "round_already_paired", CONFLICT, "round_already_paired", ["round", "next"];
    ABSENCE_PAST_LAST_ROUND = "absence_past_last_round", BAD_REQUEST, "bad_absence", ["round", "rounds"];
    ABSENCE_TO_THE_END = "absence_to_the_end", BAD_REQUEST, "bad_absence", [];
    SUSPENSION_NEEDS_ROUNDS = "suspension_needs_rounds", BAD_REQUEST, "bad_absence", [];
    BYE_NEEDS_POINTS = "bye_needs_points", BAD_REQUEST, "bad_absence", [];
    ABSENCE_ROUNDS_ZERO = "absence_rounds_zero", BAD_REQUEST, "bad_absence", [];
    BYE_IN_ROUND_ROBIN = "bye_in_round_robin", CONFLICT, "bye_in_round_robin", [];
    PLAYER_GONE = "player_gone", CONFLICT, "player_gone", ["player", "round"];
    ABSENCE_REASON_LENGTH = "absence_reason_length", BAD_REQUEST, "bad_absence", [];
    REASON_TEXT = "reason_text", BAD_REQUEST, "bad_reason", ["field"];
    // Paths and queries.
    BAD_ROUND_NUMBER = "bad_round_number", BAD_REQUEST, "bad_path", ["text"];
    BAD_BOARD_NUMBER = "bad_board_number", BAD_REQUEST, "bad_path", ["text"];
    BAD_AFTER_NUMBER = "bad_after_number", BAD_REQUEST, "bad_path", ["text"];
    BAD_QUERY = "bad_query", BAD_REQUEST, "bad_query", ["detail"];
    // The tournament crate's errors, passed through: each from its error's fields.
    UNKNOWN_TIEBREAK = "unknown_tiebreak", BAD_REQUEST, "unknown_tiebreak", ["tiebreak"];
    BERGER_BAD_PLAYER_COUNT = "berger_bad_player_count", BAD_REQUEST, "berger_bad_player_count", ["players"];
    TRF_BAD_SCORING = "trf_bad_scoring", CONFLICT, "trf_bad_scoring", ["column", "reason", "reason_code"];
    REPEATED_STARTING_NUMBER = "repeated_starting_number", CONFLICT, "repeated_starting_number", ["number"];
    UNKNOWN_OPPONENT = "unknown_opponent", CONFLICT, "unknown_opponent", ["number", "round", "opponent"];
    ONE_SIDED_GAME = "one_sided_game", CONFLICT, "one_sided_game", ["number", "round", "opponent"];
    UNKNOWN_FORBIDDEN_PLAYER = "unknown_forbidden_player", CONFLICT, "unknown_forbidden_player", ["number"];
    BAD_FORBIDDEN_PAIRS = "bad_forbidden_pairs", CONFLICT, "bad_forbidden_pairs", ["line"];
    NO_LEGAL_PAIRING = "no_legal_pairing", CONFLICT, "no_legal_pairing", [];
    GAME_WITHOUT_COLOUR = "game_without_colour", CONFLICT, "game_without_colour", ["number", "round"];
    NO_SUCH_ROUND = "no_such_round", CONFLICT, "no_such_round", ["round", "played"];
    FIELD_TOO_LARGE = "field_too_large", CONFLICT, "field_too_large", ["players"];
    // The server's own answers a hall request can meet (`ErrorBody::new`: the key is the code,
    // without params: a page whose template has a hole left shows the server's English).
    BAD_JSON = "bad_json", BAD_REQUEST, "bad_json", ["detail"];
    BAD_BODY = "bad_body", BAD_REQUEST, "bad_body", ["detail"];
    TOO_LARGE = "too_large", PAYLOAD_TOO_LARGE, "too_large", ["detail"];
    UNAUTHORIZED = "unauthorized", UNAUTHORIZED, "unauthorized", ["detail"];
    NOT_FOUND = "not_found", NOT_FOUND, "not_found", ["id"];
    STORAGE = "storage", SERVICE_UNAVAILABLE, "storage", [];
    STORE_CONFLICT = "conflict", CONFLICT, "conflict", ["game", "seq"];
}

/// A sentence of the hall that is not a refusal: a warning given when the arbiter changes a
/// pairing, or a note that says why the event recorded a board's result. Its key, its kind
/// (`warning` or `note`) and the names of its params; its words are the catalogue's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HallWord {
    /// Stable, snake_case: the [`Note`]'s `code`.
    pub key: &'static str,
    /// `warning` or `note`.
    pub kind: &'static str,
    /// The names of its params.
    pub params: &'static [&'static str],
}

impl HallWord {
    /// The English sentence with `params` in its holes.
    pub fn english(&self, params: &Params) -> String {
        sentence(words::Lang::En, self.key, params)
    }

    /// The French sentence with `params` in its holes.
    pub fn french(&self, params: &Params) -> String {
        sentence(words::Lang::Fr, self.key, params)
    }

    /// The sentence said: its code, its params and its English.
    pub fn note(&self, params: Params) -> Note {
        Note {
            code: self.key.to_owned(),
            text: self.english(&params),
            params,
        }
    }
}

/// What the hall says that is not a refusal, as it is answered, journalled and streamed:
/// `{"code", "params", "text"}` (the event's machine keeps it as said: [`tournament::hall::Note`]).
pub use tournament::hall::Note;

/// A refusal of the event's machine in the hall's words, with its params.
pub fn refusal(e: &HallError) -> ApiError {
    match e {
        HallError::AbsenceNoPlayer { player } => {
            ABSENCE_NO_PLAYER.refuse(game::params! { "player" => u32::from(*player) })
        }
        HallError::AbsenceRoundZero => ABSENCE_ROUND_ZERO.bare(),
        HallError::RoundAlreadyPaired { round, next } => {
            ROUND_ALREADY_PAIRED.refuse(game::params! { "round" => *round, "next" => *next })
        }
        HallError::AbsencePastLastRound { round, rounds } => {
            ABSENCE_PAST_LAST_ROUND.refuse(game::params! { "round" => *round, "rounds" => *rounds })
        }
        HallError::AbsenceToTheEnd => ABSENCE_TO_THE_END.bare(),
        HallError::SuspensionNeedsRounds => SUSPENSION_NEEDS_ROUNDS.bare(),
        HallError::ByeNeedsPoints => BYE_NEEDS_POINTS.bare(),
        HallError::AbsenceRoundsZero => ABSENCE_ROUNDS_ZERO.bare(),
        HallError::ByeInRoundRobin => BYE_IN_ROUND_ROBIN.bare(),
        HallError::PlayerGone { player, round } => PLAYER_GONE.refuse(game::params! {
            "player" => u32::from(*player),
            "round" => *round,
        }),
        HallError::AbsenceReasonLength => ABSENCE_REASON_LENGTH.bare(),
        HallError::PlayerNoSuch { player } => {
            PLAYER_NO_SUCH.refuse(game::params! { "player" => u32::from(*player) })
        }
        HallError::PlayerEditRenumbers { player } => {
            PLAYER_EDIT_RENUMBERS.refuse(game::params! { "player" => u32::from(*player) })
        }
        HallError::PlayerFideIdTwice { fide_id, name } => {
            PLAYER_FIDE_ID_TWICE.refuse(game::params! {
                "fide_id" => fide_id.to_string(),
                "name" => name.as_str(),
            })
        }
        HallError::PairingUnknownPlayer { player } => {
            PAIRING_UNKNOWN_PLAYER.refuse(game::params! { "player" => u32::from(*player) })
        }
        HallError::PairingPlayerTwice { player } => {
            PAIRING_PLAYER_TWICE.refuse(game::params! { "player" => u32::from(*player) })
        }
        HallError::PairingPlayerAbsent { player, round } => {
            PAIRING_PLAYER_ABSENT.refuse(game::params! {
                "player" => u32::from(*player),
                "round" => *round,
            })
        }
        HallError::PairingPlayersLeftOut { players } => {
            PAIRING_PLAYERS_LEFT_OUT.refuse(game::params! { "players" => players.as_str() })
        }
        HallError::DiscardNoDraft { round } => {
            DISCARD_NO_DRAFT.refuse(game::params! { "round" => *round })
        }
        HallError::DiscardPublished { round } => {
            ROUND_PUBLISHED_NO_DISCARD.refuse(game::params! { "round" => *round })
        }
        HallError::DraftOutdated { round, players } => DRAFT_OUTDATED.refuse(game::params! {
            "round" => *round,
            "players" => players.as_str(),
        }),
        HallError::UndoNothing => UNDO_NOTHING.bare(),
        HallError::UndoPublishedPlayed { round, board } => {
            UNDO_PUBLISHED_PLAYED.refuse(game::params! { "round" => *round, "board" => *board })
        }
        HallError::UndoNotLast { seq, last } => UNDO_NOT_LAST.refuse(game::params! {
            "seq" => seq.to_string(),
            "last" => last.to_string(),
        }),
        HallError::UndoRulingOvertaken { round, board } => {
            UNDO_RULING_OVERTAKEN.refuse(game::params! { "round" => *round, "board" => *board })
        }
        HallError::AbsenceNotFound { player, round } => ABSENCE_NOT_FOUND.refuse(game::params! {
            "player" => u32::from(*player),
            "round" => *round,
        }),
        HallError::AbsenceRoundPublished { player, round } => {
            ABSENCE_ROUND_PUBLISHED.refuse(game::params! {
                "player" => u32::from(*player),
                "round" => *round,
            })
        }
    }
}

/// A warning of the event's machine in the hall's words.
pub fn warning(w: &Warning) -> Note {
    match w {
        Warning::MaybeTwice { name } => {
            PLAYER_MAYBE_TWICE.note(game::params! { "name" => name.as_str() })
        }
        Warning::Rematch { white, black } => PAIRING_REMATCH.note(game::params! {
            "white" => u32::from(*white),
            "black" => u32::from(*black),
        }),
        Warning::ChangedFideRated => PAIRING_CHANGED_FIDE_RATED.note(game::params! {}),
        Warning::ByeAgain { player } => {
            PAIRING_BYE_AGAIN.note(game::params! { "player" => u32::from(*player) })
        }
        Warning::ColourDifference { player, difference } => {
            PAIRING_COLOUR_DIFFERENCE.note(game::params! {
                "player" => u32::from(*player),
                "difference" => difference.to_string(),
            })
        }
        Warning::ColourThree { player } => {
            PAIRING_COLOUR_THREE.note(game::params! { "player" => u32::from(*player) })
        }
    }
}

/// A warning as the contract's `warnings` string, unchanged since before the hall had codes:
/// its old prefix (`rematch: `, `fide_rated: `) and its English. The codes are sent beside, in
/// `warning_notes`.
pub fn warning_line(note: &Note) -> String {
    let prefix = if note.code == PAIRING_REMATCH.key {
        "rematch"
    } else if note.code == PAIRING_CHANGED_FIDE_RATED.key {
        "fide_rated"
    } else {
        return note.text.clone();
    };
    format!("{prefix}: {}", note.text)
}

macro_rules! hall_words {
    ($($name:ident = $key:literal, $kind:literal, [$($param:literal),*];)+) => {
        $(
            #[doc = concat!("`", $key, "` (", $kind, "): its words are the catalogue's message `", $key, "`.")]
            pub const $name: HallWord = HallWord {
                key: $key,
                kind: $kind,
                params: &[$($param),*],
            };
        )+
        /// Every sentence of the hall that is not a refusal, in one list: written into
        /// `web/src/hall-codes.json` beside [`HALL_ERRORS`].
        pub const HALL_WORDS: &[HallWord] = &[$($name),+];
    };
}

hall_words! {
    // The arbiter changes a paired round (C.04.1): the warnings.
    PAIRING_REMATCH = "pairing_rematch", "warning", ["white", "black"];
    PAIRING_CHANGED_FIDE_RATED = "pairing_changed_fide_rated", "warning", [];
    // Issue 35, item 2: a player moved on the draft, against the basic rules (C.04.1).
    PAIRING_BYE_AGAIN = "pairing_bye_again", "warning", ["player"];
    PAIRING_COLOUR_DIFFERENCE = "pairing_colour_difference", "warning", ["player", "difference"];
    PAIRING_COLOUR_THREE = "pairing_colour_three", "warning", ["player"];
    // A round robin's board whose player is absent from the round: the forfeit recorded at
    // publication (Art. 6.7.1), and why, one note an absent player.
    ABSENT_WITHDRAWAL = "absent_withdrawal", "note", ["player", "round"];
    ABSENT_SUSPENSION = "absent_suspension", "note", ["player", "round"];
    ABSENT_EXPULSION = "absent_expulsion", "note", ["player", "round"];
    ABSENT_BYE = "absent_bye", "note", ["player", "round"];
    // Issue 34: a player entered again without a FIDE id to tell the two apart.
    PLAYER_MAYBE_TWICE = "player_maybe_twice", "warning", ["name"];
    // A round robin's round as its table gives it (C.05 Annex 1): the pairing's explanation.
    BERGER_ROUND = "berger_round", "note", ["round", "players", "double"];
}

/// Why player `player` has no game in round `round` (Art. 6.7.1: the forfeit recorded at a
/// round robin's publication), by the kind of the absence.
pub fn absent(player: tournament::StartingNumber, round: usize, kind: AbsenceKind) -> Note {
    let word = match kind {
        AbsenceKind::Withdrawal => &ABSENT_WITHDRAWAL,
        AbsenceKind::Suspension => &ABSENT_SUSPENSION,
        AbsenceKind::Expulsion => &ABSENT_EXPULSION,
        AbsenceKind::Bye => &ABSENT_BYE,
    };
    word.note(game::params! { "player" => u32::from(player), "round" => round })
}

/// The word whose key is `key`.
pub fn find_word(key: &str) -> Option<&'static HallWord> {
    HALL_WORDS.iter().find(|w| w.key == key)
}

/// The code whose key is `key`.
pub fn find(key: &str) -> Option<&'static HallCode> {
    HALL_ERRORS.iter().find(|c| c.key == key)
}

/// A pass-through code, found by its (static) key; a key missing from the list is a bug of this
/// module, caught by its tests, and then answers the generic `bad_body`.
fn by_key(key: &str) -> &'static HallCode {
    find(key).unwrap_or(&BAD_BODY)
}

/// A `tournament` crate's error the routes pass through, refused under its code with the
/// error's own params (`tournament::Coded`): its English `message` is its `Display`.
fn coded(e: &impl Coded) -> ApiError {
    by_key(e.message().error).refuse(e.params())
}

/// The Dutch system's refusal (C.04.3), with the error's fields as params.
pub fn dutch(e: &DutchError) -> ApiError {
    coded(e)
}

/// Berger's tables refused the field (C.05 Annex 1).
pub fn berger(e: &BergerError) -> ApiError {
    coded(e)
}

/// A tie-break code that is not one (quoted as the error's `Display` quotes it).
pub fn tiebreak(e: &TieBreakCodeError) -> ApiError {
    coded(e)
}

/// A scoring (TRF tag 162) that does not read.
pub fn scoring(e: &ScoringError) -> ApiError {
    coded(e)
}

/// A game's configuration refused (the event's `config`): the game's own refusal,
/// `config_refused` under the error's code, its exact reason as `detail_code` with its params
/// (the time control and the column where it stops reading, the FEN, the annex…): the page says
/// it by the game's codes (`web/src/codes.json`), as the game page does.
pub fn config(e: &game::ConfigError) -> ApiError {
    ApiError {
        status: StatusCode::BAD_REQUEST,
        body: e.refusal(),
    }
}

/// [`HALL_ERRORS`] and [`HALL_WORDS`] as the JSON object of `web/src/hall-codes.json`: keyed
/// by key, sorted, a refusal `{"error", "kind": "refusal", "params"}`, a word `{"kind",
/// "params"}` (their words are the catalogue's), two-space indent, a newline at the end.
pub fn to_json() -> String {
    let mut object = Map::new();
    for code in HALL_ERRORS {
        object.insert(
            code.key.to_owned(),
            json!({"error": code.error, "kind": "refusal", "params": code.params}),
        );
    }
    for word in HALL_WORDS {
        object.insert(
            word.key.to_owned(),
            json!({"kind": word.kind, "params": word.params}),
        );
    }
    let mut text = serde_json::to_string_pretty(&Value::Object(object)).unwrap_or_default();
    text.push('\n');
    text
}
