//! What the arbiter says, as stable codes with parameters (issue 21, item 3; lila's i18n keys
//! with arguments, `ui/game/src/view/status.ts`): every [`Notice`](crate::Notice) and every
//! refusal ([`ErrorBody`](crate::ErrorBody)) the game makes names one [`Code`] of [`ALL`] and
//! carries its [`Params`]; its English `text` (`message`) is [`render`]ed from the code's
//! template and those params, so the sentence and the params cannot disagree.
//!
//! A template writes a param as `{name}`; two params are formatted on the way: `{name|minutes}`
//! (milliseconds as "one minute", "two minutes" or "N s") and `{name|clock}` (milliseconds as
//! `h:mm:ss`). Params are JSON: sides as `"white"`/`"black"`, squares as `"e4"`, a move as both
//! `…_san` (English SAN) and `…_uci`, numbers as numbers. A page in another language renders its
//! own sentence from the code and the params (`web/src/codes.json` is [`every`] code written
//! out by a test).
//!
//! A param a page could not translate — why a move or a clock operation was refused, in the
//! words of the notation, laws or clock crate (`why`, `detail`) — comes with a second param,
//! `why_code` or `detail_code`, whose value is a code of [`REASONS`]
//! with its own params beside (`move_text`, `square`, …): the page says the reason in its own
//! words from them.
//!
//! A refusal's wire `code` is the contract's error code, older than these codes and kept as it
//! was ([`Code::error`]); several sentences share some error codes (`offer_not_allowed` has
//! four), so the refusal's own code — the key of its sentence — travels beside it as
//! `ErrorBody::key`.

use std::collections::BTreeMap;
use std::fmt;

use clock::Side;
use serde::{Deserialize, Serialize};
use shakmaty::Square;

/// Whether a code is announced ([`Notice`](crate::Notice)), refuses an event
/// ([`ErrorBody`](crate::ErrorBody)), says why inside another's params
/// ([`REASONS`]) or is a finding of `arbiter check` ([`FINDINGS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An announcement, with its article.
    Notice,
    /// A refusal: the event changes nothing.
    Refusal,
    /// Why a move, a clock operation or a configuration was refused, inside the params of a
    /// notice or a refusal: the value of its `why_code` or `detail_code` param, beside the
    /// English `why` or `detail` (issue 21: no free English in params a page must translate).
    Reason,
    /// What an arbiter notes reading a recorded game ([`Finding`](crate::Finding)).
    Finding,
}

impl Kind {
    /// `notice`, `refusal`, `reason` or `finding`.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Notice => "notice",
            Kind::Refusal => "refusal",
            Kind::Reason => "reason",
            Kind::Finding => "finding",
        }
    }
}

/// One thing the arbiter can say: its stable code, its kind, the names of its params and its
/// English template.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Code {
    /// Stable, snake_case; a notice's `code`, a refusal's `key`.
    pub name: &'static str,
    /// Notice or refusal.
    pub kind: Kind,
    /// For a refusal, the contract's error `code` it is sent under; `*` when that code comes
    /// from the error refused (a notation or config error's own code); empty for a notice.
    pub error: &'static str,
    /// The names of its params, in the order the template first uses them.
    pub params: &'static [&'static str],
    /// The English sentence, with `{param}` holes.
    pub en: &'static str,
}

/// One param's value: a text (side, square, move, name) or a number.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Param {
    /// A whole number.
    Int(i64),
    /// A number with a fraction (points, Art. 10).
    Float(f64),
    /// A text.
    Text(String),
}

// Params never hold NaN (points and counts only), so equality is total.
impl Eq for Param {}

impl fmt::Display for Param {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Param::Int(n) => write!(f, "{n}"),
            Param::Float(x) => write!(f, "{x}"),
            Param::Text(s) => f.write_str(s),
        }
    }
}

impl Param {
    fn as_ms(&self) -> Option<u64> {
        match self {
            Param::Int(n) => u64::try_from(*n).ok(),
            _ => None,
        }
    }
}

impl From<Side> for Param {
    fn from(side: Side) -> Param {
        Param::Text(side.as_str().to_owned())
    }
}

impl From<Square> for Param {
    fn from(square: Square) -> Param {
        Param::Text(square.to_string())
    }
}

impl From<&str> for Param {
    fn from(text: &str) -> Param {
        Param::Text(text.to_owned())
    }
}

impl From<String> for Param {
    fn from(text: String) -> Param {
        Param::Text(text)
    }
}

impl From<u8> for Param {
    fn from(n: u8) -> Param {
        Param::Int(i64::from(n))
    }
}

impl From<u32> for Param {
    fn from(n: u32) -> Param {
        Param::Int(i64::from(n))
    }
}

impl From<u64> for Param {
    fn from(n: u64) -> Param {
        Param::Int(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<usize> for Param {
    fn from(n: usize) -> Param {
        Param::Int(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<f64> for Param {
    fn from(x: f64) -> Param {
        Param::Float(x)
    }
}

/// A code's params: a JSON object, keys sorted.
pub type Params = BTreeMap<String, Param>;

/// Builds [`Params`] from `name => value` pairs.
#[macro_export]
#[doc(hidden)]
macro_rules! params {
    () => { $crate::codes::Params::new() };
    ($($name:literal => $value:expr),+ $(,)?) => {{
        let mut params = $crate::codes::Params::new();
        $( params.insert($name.to_owned(), $crate::codes::Param::from($value)); )+
        params
    }};
}

/// The English sentence of `code` with `params` in its holes. A hole whose param is missing is
/// left as written (`{name}`), which the tests of [`ALL`] rule out for the game's own calls.
pub fn render(code: &Code, params: &Params) -> String {
    let mut out = String::with_capacity(code.en.len() + 16);
    let mut rest = code.en;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            out.push_str(&rest[open..]);
            return out;
        };
        let hole = &after[..close];
        let (name, format) = hole.split_once('|').unwrap_or((hole, ""));
        match (params.get(name), format) {
            (Some(value), "minutes") => match value.as_ms() {
                Some(ms) => out.push_str(&minutes(ms)),
                None => out.push_str(&value.to_string()),
            },
            (Some(value), "clock") => match value.as_ms() {
                Some(ms) => out.push_str(&notation::pgn::format_clock(ms)),
                None => out.push_str(&value.to_string()),
            },
            (Some(value), "words") => out.push_str(&value.to_string().replace('_', " ")),
            (Some(value), "cap") => {
                let text = value.to_string();
                let mut chars = text.chars();
                if let Some(first) = chars.next() {
                    out.extend(first.to_uppercase());
                    out.push_str(chars.as_str());
                }
            }
            (Some(value), _) => out.push_str(&value.to_string()),
            (None, _) => {
                out.push('{');
                out.push_str(hole);
                out.push('}');
            }
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// Two minutes, one minute, or seconds (`{ms|minutes}`).
pub(crate) fn minutes(ms: u64) -> String {
    match ms {
        60_000 => "one minute".to_owned(),
        120_000 => "two minutes".to_owned(),
        _ => format!("{} s", ms / 1000),
    }
}

/// The code named `name`, among [`every`] code.
pub fn find(name: &str) -> Option<&'static Code> {
    every().find(|c| c.name == name)
}

/// Every code the game says: [`ALL`] (notices and refusals), then the reasons inside their
/// params ([`REASONS`]) and the findings of `arbiter check` ([`FINDINGS`]).
/// `web/src/codes.json` is this list.
pub fn every() -> impl Iterator<Item = &'static Code> {
    ALL.iter().chain(REASONS).chain(FINDINGS)
}

/// The holes of a template, in order, without their format (`{ms|minutes}` is `ms`).
pub fn holes(template: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        let hole = &after[..close];
        let name = hole.split_once('|').map_or(hole, |(n, _)| n);
        if !out.contains(&name) {
            out.push(name);
        }
        rest = &after[close + 1..];
    }
    out
}

/// [`every`] code as the JSON object of `web/src/codes.json`: keyed by code, sorted, each
/// `{"kind", "params", "en"}` (and `"error"`, the wire code, for a refusal), two-space indent,
/// a newline at the end.
pub fn to_json() -> String {
    let mut sorted: Vec<&Code> = every().collect();
    sorted.sort_by_key(|c| c.name);
    let quote = |s: &str| {
        let mut q = String::from("\"");
        for ch in s.chars() {
            match ch {
                '"' => q.push_str("\\\""),
                '\\' => q.push_str("\\\\"),
                '\n' => q.push_str("\\n"),
                c => q.push(c),
            }
        }
        q.push('"');
        q
    };
    let mut out = String::from("{\n");
    for (i, code) in sorted.iter().enumerate() {
        out.push_str(&format!("  {}: {{\n", quote(code.name)));
        out.push_str(&format!("    \"en\": {},\n", quote(code.en)));
        if code.kind == Kind::Refusal {
            out.push_str(&format!("    \"error\": {},\n", quote(code.error)));
        }
        out.push_str(&format!("    \"kind\": {},\n", quote(code.kind.as_str())));
        if code.params.is_empty() {
            out.push_str("    \"params\": []\n");
        } else {
            out.push_str("    \"params\": [\n");
            for (j, p) in code.params.iter().enumerate() {
                let comma = if j + 1 < code.params.len() { "," } else { "" };
                out.push_str(&format!("      {}{comma}\n", quote(p)));
            }
            out.push_str("    ]\n");
        }
        let comma = if i + 1 < sorted.len() { "," } else { "" };
        out.push_str(&format!("  }}{comma}\n"));
    }
    out.push_str("}\n");
    out
}

/// A reason (see [`Kind::Reason`]).
pub(crate) const fn reason(
    name: &'static str,
    params: &'static [&'static str],
    en: &'static str,
) -> Code {
    Code {
        name,
        kind: Kind::Reason,
        error: "",
        params,
        en,
    }
}

/// A finding of `arbiter check` (see [`Kind::Finding`]).
pub(crate) const fn finding(
    name: &'static str,
    params: &'static [&'static str],
    en: &'static str,
) -> Code {
    Code {
        name,
        kind: Kind::Finding,
        error: "",
        params,
        en,
    }
}

const fn notice(name: &'static str, params: &'static [&'static str], en: &'static str) -> Code {
    Code {
        name,
        kind: Kind::Notice,
        error: "",
        params,
        en,
    }
}

const fn refusal(
    name: &'static str,
    error: &'static str,
    params: &'static [&'static str],
    en: &'static str,
) -> Code {
    Code {
        name,
        kind: Kind::Refusal,
        error,
        params,
        en,
    }
}

// The reasons (issue 21: no free English in params; `crate::reasons` reads them from the
// errors): one constant a reason, and `REASONS`.

/// Reason `syntax_empty`: nothing written.
pub const SYNTAX_EMPTY: Code = reason("syntax_empty", &[], "nothing written");

/// Reason `syntax_unexpected`: a character that cannot stand in a move.
pub const SYNTAX_UNEXPECTED: Code = reason(
    "syntax_unexpected",
    &["character", "column"],
    "'{character}' cannot stand here in a move (column {column})",
);

/// Reason `descriptive_not_notation`: a descriptive move that stops being notation (1930
/// Art. 5.1: « le système descriptif et le système algébrique »).
pub const DESCRIPTIVE_NOT_NOTATION: Code = reason(
    "descriptive_not_notation",
    &["column"],
    "not descriptive notation from column {column}",
);

/// Reason `syntax_no_destination`: the text ends before the destination square.
pub const SYNTAX_NO_DESTINATION: Code =
    reason("syntax_no_destination", &[], "no destination square");

/// Reason `syntax_bad_castling`: castling written otherwise than C.13 writes it.
pub const SYNTAX_BAD_CASTLING: Code = reason(
    "syntax_bad_castling",
    &[],
    "castling is written 0-0 or 0-0-0 (C.13), or O-O, O-O-O",
);

/// Reason `syntax_piece_cannot_promote`: a piece other than a pawn promoted (C.11).
pub const SYNTAX_PIECE_CANNOT_PROMOTE: Code = reason(
    "syntax_piece_cannot_promote",
    &[],
    "only a pawn is promoted (C.11)",
);

/// Reason `syntax_bad_promotion`: the promotion names no piece a pawn can become.
pub const SYNTAX_BAD_PROMOTION: Code = reason(
    "syntax_bad_promotion",
    &["character"],
    "'{character}' is not a piece to promote to",
);

/// Reason `unknown_symbol`: the symbol names no piece in the languages read.
pub const UNKNOWN_SYMBOL: Code = reason(
    "unknown_symbol",
    &["character"],
    "'{character}' names no piece in the notations read",
);

/// Reason `no_legal_move_written`: notation, but no legal move is written so here.
pub const NO_LEGAL_MOVE_WRITTEN: Code = reason(
    "no_legal_move_written",
    &["move_text"],
    "illegal here: no legal move is written \"{move_text}\"",
);

/// Reason `ambiguous_candidates`: notation that fits two or more legal moves.
pub const AMBIGUOUS_CANDIDATES: Code = reason(
    "ambiguous_candidates",
    &["move_text", "candidates_uci"],
    "ambiguous: \"{move_text}\" could be {candidates_uci}",
);

/// Reason `illegal_in_position`: a move that is not legal in the position (Art. 3.10.2).
pub const ILLEGAL_IN_POSITION: Code = reason(
    "illegal_in_position",
    &["move_uci"],
    "{move_uci} is not a legal move in this position",
);

/// Reason `past_middle_line`: a move given by odds past the middle line (1930 Art. 22.4).
pub const PAST_MIDDLE_LINE: Code = reason(
    "past_middle_line",
    &["square", "rule_article"],
    "{square} is past the middle line: the receiver of several moves stays on his half of the board while making them (Art. {rule_article})",
);

/// Reason `castling_no_rook_given` (1930 Art. 22.8).
pub const CASTLING_NO_ROOK_GIVEN: Code = reason(
    "castling_no_rook_given",
    &["rule_article"],
    "castling without the rook given is not possible: no rook was given on that side (Art. {rule_article})",
);

/// Reason `castling_king_moved` (1930 Art. 8, 22.8).
pub const CASTLING_KING_MOVED: Code = reason(
    "castling_king_moved",
    &["rule_article"],
    "castling without the rook given is not possible: the king has already moved (Art. {rule_article})",
);

/// Reason `castling_corner_occupied` (1930 Art. 22.8).
pub const CASTLING_CORNER_OCCUPIED: Code = reason(
    "castling_corner_occupied",
    &["square", "rule_article"],
    "castling without the rook given is not possible: another piece stands on {square}, the rook's square (Art. {rule_article})",
);

/// Reason `castling_path_occupied` (1930 Art. 8).
pub const CASTLING_PATH_OCCUPIED: Code = reason(
    "castling_path_occupied",
    &["square", "rule_article"],
    "castling without the rook given is not possible: {square}, between the king and the rook's square, is occupied (Art. {rule_article})",
);

/// Reason `castling_in_check` (1930 Art. 8).
pub const CASTLING_IN_CHECK: Code = reason(
    "castling_in_check",
    &["rule_article"],
    "castling without the rook given is not possible: the king is in check (Art. {rule_article})",
);

/// Reason `castling_passes_attacked` (1930 Art. 8).
pub const CASTLING_PASSES_ATTACKED: Code = reason(
    "castling_passes_attacked",
    &["square", "rule_article"],
    "castling without the rook given is not possible: the king would pass through {square}, which is attacked (Art. {rule_article})",
);

/// Reason `castling_lands_attacked` (1930 Art. 9.3).
pub const CASTLING_LANDS_ATTACKED: Code = reason(
    "castling_lands_attacked",
    &["square", "rule_article"],
    "castling without the rook given is not possible: the king would be in check on {square} (Art. {rule_article})",
);

/// Reason `odds_unplayable`: after the move the same player could not move again.
pub const ODDS_UNPLAYABLE: Code = reason(
    "odds_unplayable",
    &["move_uci"],
    "after {move_uci} the same player could not move again",
);

/// Reason `promotion_not_named` (Art. 3.7.5.1; a sealed move, I.8.1).
pub const PROMOTION_NOT_NAMED: Code = reason(
    "promotion_not_named",
    &["move_text"],
    "`{move_text}`: a promotion must name the new piece",
);

/// Reason `no_move_made` (Art. 7.5.3): the clock pressed without a move.
pub const NO_MOVE_MADE: Code = reason("no_move_made", &[], "pressed the clock without moving");

/// Reason `clock_time_went_back`: a time before the clock's last event.
pub const CLOCK_TIME_WENT_BACK: Code = reason(
    "clock_time_went_back",
    &["now_t", "clock_t"],
    "time {now_t} ms is before the clock's last event at {clock_t} ms",
);

/// Reason `clock_not_started` (Art. 6.6).
pub const CLOCK_NOT_STARTED: Code = reason(
    "clock_not_started",
    &[],
    "the clock has not been started (Art. 6.6)",
);

/// Reason `clock_already_started`.
pub const CLOCK_ALREADY_STARTED: Code =
    reason("clock_already_started", &[], "the clock is already running");

/// Reason `clock_not_running` (Art. 6.2.1).
pub const CLOCK_NOT_RUNNING: Code = reason(
    "clock_not_running",
    &["clock_side"],
    "{clock_side}'s clock is not running: only the player on move presses (Art. 6.2.1)",
);

/// Reason `clock_paused` (Art. 6.11).
pub const CLOCK_PAUSED: Code = reason("clock_paused", &[], "the clock is paused (Art. 6.11)");

/// Reason `clock_not_paused`.
pub const CLOCK_NOT_PAUSED: Code = reason("clock_not_paused", &[], "the clock is not paused");

/// Reason `clock_none`.
pub const CLOCK_NONE: Code = reason("clock_none", &[], "this game is played without a clock");

/// Reason `iii_4_not_on_move` (Guideline III.4).
pub const III_4_NOT_ON_MOVE: Code = reason(
    "iii_4_not_on_move",
    &[],
    "III.4: only the player on move may ask",
);

/// Reason `iii_4_increment_already` (Guideline III.4).
pub const III_4_INCREMENT_ALREADY: Code = reason(
    "iii_4_increment_already",
    &[],
    "III.4: the increment was already introduced",
);

/// Reason `iii_2_2_no_increment_or_delay` (Guideline III.2.2).
pub const III_2_2_NO_INCREMENT_OR_DELAY: Code = reason(
    "iii_2_2_no_increment_or_delay",
    &[],
    "III.2.2: only for games without increment or delay",
);

/// Reason `iii_4_two_minutes` (Guideline III.4).
pub const III_4_TWO_MINUTES: Code = reason(
    "iii_4_two_minutes",
    &[],
    "III.4: the player must have less than two minutes",
);

/// Reason `clock_not_allowed`: another operation the Laws do not allow on the clock (the
/// clock crate's sentence, in `why`/`detail`, says which).
pub const CLOCK_NOT_ALLOWED: Code = reason(
    "clock_not_allowed",
    &[],
    "the Laws do not allow this on the clock",
);

/// Reason `time_control_unreadable`: a `time_control` that does not read.
pub const TIME_CONTROL_UNREADABLE: Code = reason(
    "time_control_unreadable",
    &["control", "column"],
    "time_control: time control `{control}` does not read at column {column}",
);

/// Reason `start_fen_not_fen`.
pub const START_FEN_NOT_FEN: Code = reason(
    "start_fen_not_fen",
    &["fen"],
    "start_fen: `{fen}` is not a FEN",
);

/// Reason `start_fen_illegal`.
pub const START_FEN_ILLEGAL: Code = reason(
    "start_fen_illegal",
    &["fen"],
    "start_fen: `{fen}` is not a legal position",
);

/// Reason `odds_not_in_edition` (1930 Art. 22).
pub const ODDS_NOT_IN_EDITION: Code = reason(
    "odds_not_in_edition",
    &["edition"],
    "odds: the {edition} Laws have no odds games (no article like 1930 Art. 22)",
);

/// Reason `odds_no_default_bishop`.
pub const ODDS_NO_DEFAULT_BISHOP: Code = reason(
    "odds_no_default_bishop",
    &["rule_article"],
    "odds: Art. {rule_article} names no default bishop: say which bishop",
);

/// Reason `odds_with_start_fen` (1930 Art. 22.6, 22.7).
pub const ODDS_WITH_START_FEN: Code = reason(
    "odds_with_start_fen",
    &[],
    "odds: the odds make the start position (1930 Art. 22.6, 22.7): leave start_fen out",
);

/// Reason `annex_not_for_category` (A.4, A.5 for rapid, B.2, B.3 for blitz).
pub const ANNEX_NOT_FOR_CATEGORY: Code = reason(
    "annex_not_for_category",
    &["annex", "category"],
    "regulations.annex {annex} does not apply to a {category} game",
);

/// Every reason, the values of a `why_code` or `detail_code` param (read from the errors by
/// `crate::reasons`).
pub const REASONS: &[Code] = &[
    SYNTAX_EMPTY,
    DESCRIPTIVE_NOT_NOTATION,
    SYNTAX_UNEXPECTED,
    SYNTAX_NO_DESTINATION,
    SYNTAX_BAD_CASTLING,
    SYNTAX_PIECE_CANNOT_PROMOTE,
    SYNTAX_BAD_PROMOTION,
    UNKNOWN_SYMBOL,
    NO_LEGAL_MOVE_WRITTEN,
    AMBIGUOUS_CANDIDATES,
    ILLEGAL_IN_POSITION,
    PAST_MIDDLE_LINE,
    CASTLING_NO_ROOK_GIVEN,
    CASTLING_KING_MOVED,
    CASTLING_CORNER_OCCUPIED,
    CASTLING_PATH_OCCUPIED,
    CASTLING_IN_CHECK,
    CASTLING_PASSES_ATTACKED,
    CASTLING_LANDS_ATTACKED,
    ODDS_UNPLAYABLE,
    PROMOTION_NOT_NAMED,
    NO_MOVE_MADE,
    CLOCK_TIME_WENT_BACK,
    CLOCK_NOT_STARTED,
    CLOCK_ALREADY_STARTED,
    CLOCK_NOT_RUNNING,
    CLOCK_PAUSED,
    CLOCK_NOT_PAUSED,
    CLOCK_NONE,
    III_4_NOT_ON_MOVE,
    III_4_INCREMENT_ALREADY,
    III_2_2_NO_INCREMENT_OR_DELAY,
    III_4_TWO_MINUTES,
    CLOCK_NOT_ALLOWED,
    TIME_CONTROL_UNREADABLE,
    START_FEN_NOT_FEN,
    START_FEN_ILLEGAL,
    ODDS_NOT_IN_EDITION,
    ODDS_NO_DEFAULT_BISHOP,
    ODDS_WITH_START_FEN,
    ANNEX_NOT_FOR_CATEGORY,
];

// The findings of `arbiter check` (`crate::audit`): one constant a finding, and `FINDINGS`.

/// Finding `threefold_not_claimed` (Art. 9.2; 1930 16.1.c).
pub const THREEFOLD_NOT_CLAIMED: Code = finding(
    "threefold_not_claimed",
    &["ply"],
    "after ply {ply} the position stood for the third time: a draw could be claimed; play went on",
);

/// Finding `fifty_moves_not_claimed` (Art. 9.3; 1930 16.1.e).
pub const FIFTY_MOVES_NOT_CLAIMED: Code = finding(
    "fifty_moves_not_claimed",
    &["ply"],
    "after ply {ply} fifty moves were made by each player without a capture or pawn move: a draw could be claimed; play went on",
);

/// Finding `dead_position_undecided` (Art. 5.2.2).
pub const DEAD_POSITION_UNDECIDED: Code = finding(
    "dead_position_undecided",
    &[],
    "the helpmate search could not decide whether the last position is dead",
);

/// Finding `moves_after_ending`: plies recorded after the board ended the game.
pub const MOVES_AFTER_ENDING: Code = finding(
    "moves_after_ending",
    &["extra_plies", "ending_reason", "ply"],
    "{extra_plies} more plies recorded after the game ended by {ending_reason|words} at ply {ply}",
);

/// Finding `result_contradicts_ending`: the recorded result is not the board's.
pub const RESULT_CONTRADICTS_ENDING: Code = finding(
    "result_contradicts_ending",
    &["recorded", "result", "ending_reason", "ply"],
    "recorded {recorded}, but the game ended {result} by {ending_reason|words} at ply {ply}",
);

/// Finding `agreed_before_each_moved` (Art. 5.2.3).
pub const AGREED_BEFORE_EACH_MOVED: Code = finding(
    "agreed_before_each_moved",
    &[],
    "a draw by agreement before each player made a move",
);

/// Finding `agreed_before_black_30` (1930 Art. 16.1.d, 1928 Par. 15.D).
pub const AGREED_BEFORE_BLACK_30: Code = finding(
    "agreed_before_black_30",
    &[],
    "a draw by agreement before Black's 30th move",
);

/// Finding `time_loss_cannot_mate` (Art. 6.9).
pub const TIME_LOSS_CANNOT_MATE: Code = finding(
    "time_loss_cannot_mate",
    &["loser", "winner"],
    "{loser|cap} lost on time, but {winner|cap} could not checkmate by any series of legal moves: the game is drawn",
);

/// Finding `resignation_cannot_mate` (Art. 5.1.2).
pub const RESIGNATION_CANNOT_MATE: Code = finding(
    "resignation_cannot_mate",
    &["loser", "winner"],
    "{loser|cap} resigned, but {winner|cap} could not checkmate by any series of legal moves: the game is drawn",
);

/// Finding `time_loss_mate_undecided` (Art. 6.9).
pub const TIME_LOSS_MATE_UNDECIDED: Code = finding(
    "time_loss_mate_undecided",
    &["loser", "winner"],
    "{loser|cap} lost on time; whether {winner|cap} could still checkmate was not decided by the helpmate search",
);

/// Finding `resignation_mate_undecided` (Art. 5.1.2).
pub const RESIGNATION_MATE_UNDECIDED: Code = finding(
    "resignation_mate_undecided",
    &["loser", "winner"],
    "{loser|cap} resigned; whether {winner|cap} could still checkmate was not decided by the helpmate search",
);

/// Finding `perpetual_check_draw` (1930 Art. 16.1.b, 1928 Par. 15.B): the checks could not be
/// escaped.
pub const PERPETUAL_CHECK_DRAW: Code = finding(
    "perpetual_check_draw",
    &[
        "facts",
        "by",
        "checks_in_a_row",
        "repetitions",
        "forced",
        "forced_moves",
    ],
    "{facts}: a draw by perpetual check",
);

/// Finding `perpetual_check_to_judge`: the checks went on as far as the search looked.
pub const PERPETUAL_CHECK_TO_JUDGE: Code = finding(
    "perpetual_check_to_judge",
    &[
        "facts",
        "by",
        "checks_in_a_row",
        "repetitions",
        "forced",
        "forced_moves",
    ],
    "{facts}: the arbiter judges the perpetual check",
);

/// Finding `perpetual_check_escapable`: the opponent could stop the checks.
pub const PERPETUAL_CHECK_ESCAPABLE: Code = finding(
    "perpetual_check_escapable",
    &[
        "facts",
        "by",
        "checks_in_a_row",
        "repetitions",
        "forced",
        "forced_moves",
    ],
    "{facts}: so the draw is judged as an agreement",
);

/// Finding `pgn_move_unreadable`: reading stopped at a move that names no single legal move
/// (Annex C; a descriptive score, 1930 Art. 5.1), `why_code` its reason ([`REASONS`]).
pub const PGN_MOVE_UNREADABLE: Code = finding(
    "pgn_move_unreadable",
    &["written", "why"],
    "\"{written}\": {why}",
);

/// Finding `pgn_illegal_move`: a move the reader gave that the record cannot play.
pub const PGN_ILLEGAL_MOVE: Code = finding("pgn_illegal_move", &[], "illegal move");

/// Finding `pgn_comment_never_closed`: a `{` comment never closed.
pub const PGN_COMMENT_NEVER_CLOSED: Code =
    finding("pgn_comment_never_closed", &[], "comment never closed");

/// Finding `pgn_bad_tag`: a tag pair that is not `[Name "value"]`.
pub const PGN_BAD_TAG: Code = finding("pgn_bad_tag", &[], "a tag pair is written [Name \"value\"]");

/// Finding `pgn_bad_nag`: `$` without a number from 0 to 255.
pub const PGN_BAD_NAG: Code = finding("pgn_bad_nag", &[], "a NAG is $ and a number from 0 to 255");

/// Finding `pgn_unexpected`: a token that cannot stand there.
pub const PGN_UNEXPECTED: Code = finding(
    "pgn_unexpected",
    &["token"],
    "\"{token}\" cannot stand here",
);

/// Finding `pgn_variation_never_closed`: a variation still open at the end of the game.
pub const PGN_VARIATION_NEVER_CLOSED: Code =
    finding("pgn_variation_never_closed", &[], "variation never closed");

/// Finding `pgn_too_deep`: variations nested deeper than the reader reads.
pub const PGN_TOO_DEEP: Code = finding(
    "pgn_too_deep",
    &["depth"],
    "variations nested more than {depth} levels deep",
);

/// Finding `pgn_bad_fen`: the `FEN` tag is not a legal position (the reader's English says
/// why, in the error's `reason`).
pub const PGN_BAD_FEN: Code = finding("pgn_bad_fen", &[], "FEN tag: not a legal position");

/// Finding `pgn_not_strict`: a repair refused by strict reading (the reader's English says
/// which, in the error's `reason`).
pub const PGN_NOT_STRICT: Code = finding("pgn_not_strict", &[], "not strict PGN");

/// Every finding of `arbiter check` ([`Finding`](crate::Finding)), and why reading a
/// game stopped ([`AuditError`](crate::AuditError)).
pub const FINDINGS: &[Code] = &[
    THREEFOLD_NOT_CLAIMED,
    FIFTY_MOVES_NOT_CLAIMED,
    DEAD_POSITION_UNDECIDED,
    MOVES_AFTER_ENDING,
    RESULT_CONTRADICTS_ENDING,
    AGREED_BEFORE_EACH_MOVED,
    AGREED_BEFORE_BLACK_30,
    TIME_LOSS_CANNOT_MATE,
    RESIGNATION_CANNOT_MATE,
    TIME_LOSS_MATE_UNDECIDED,
    RESIGNATION_MATE_UNDECIDED,
    PERPETUAL_CHECK_DRAW,
    PERPETUAL_CHECK_TO_JUDGE,
    PERPETUAL_CHECK_ESCAPABLE,
    PGN_MOVE_UNREADABLE,
    PGN_ILLEGAL_MOVE,
    PGN_COMMENT_NEVER_CLOSED,
    PGN_BAD_TAG,
    PGN_BAD_NAG,
    PGN_UNEXPECTED,
    PGN_VARIATION_NEVER_CLOSED,
    PGN_TOO_DEEP,
    PGN_BAD_FEN,
    PGN_NOT_STRICT,
];

// The table: one constant a code, and `ALL`.

/// Refusal `agreement_after_black_30` (error code `offer_not_allowed`).
pub const AGREEMENT_AFTER_BLACK_30: Code = refusal(
    "agreement_after_black_30",
    "offer_not_allowed",
    &["article"],
    "Art. {article}: a draw by agreement only after Black's 30th move",
);

/// Refusal `offers_forbidden` (error code `offer_not_allowed`).
pub const OFFERS_FORBIDDEN: Code = refusal(
    "offers_forbidden",
    "offer_not_allowed",
    &[],
    "Art. 9.1.1: the regulations forbid draws by agreement",
);

/// Refusal `offer_too_early` (error code `offer_not_allowed`).
pub const OFFER_TOO_EARLY: Code = refusal(
    "offer_too_early",
    "offer_not_allowed",
    &["moves"],
    "Art. 9.1.1: no draw offer before move {moves}",
);

/// Refusal `agreement_before_both_moved` (error code `offer_not_allowed`).
pub const AGREEMENT_BEFORE_BOTH_MOVED: Code = refusal(
    "agreement_before_both_moved",
    "offer_not_allowed",
    &[],
    "Art. 5.2.3: a draw by agreement needs each player to have made a move",
);

/// Refusal `offer_stands_already` (error code `offer_pending`).
pub const OFFER_STANDS_ALREADY: Code = refusal(
    "offer_stands_already",
    "offer_pending",
    &["by"],
    "{by}'s offer stands already (9.1.2.1)",
);

/// Refusal `offer_pending` (error code `offer_pending`).
pub const OFFER_PENDING: Code = refusal(
    "offer_pending",
    "offer_pending",
    &["offerer"],
    "{offerer}'s offer stands: accept or decline it",
);

/// Notice `draw_offered`.
pub const DRAW_OFFERED: Code = notice("draw_offered", &["by"], "{by} offers a draw (=)");

/// Refusal `no_offer` (error code `no_offer`).
pub const NO_OFFER: Code = refusal(
    "no_offer",
    "no_offer",
    &["offerer"],
    "{offerer} has no draw offer standing",
);

/// Notice `draw_declined`.
pub const DRAW_DECLINED: Code = notice(
    "draw_declined",
    &["by", "offerer"],
    "{by} declines {offerer}'s draw offer",
);

/// Notice `claim_incorrect`.
pub const CLAIM_INCORRECT: Code = notice(
    "claim_incorrect",
    &["by"],
    "{by}'s claim is not correct: the game goes on",
);

/// Refusal `claim_not_on_move` (error code `not_your_turn`).
pub const CLAIM_NOT_ON_MOVE: Code = refusal(
    "claim_not_on_move",
    "not_your_turn",
    &[],
    "only the player on move, whose clock runs, may claim (Art. 9.2, 9.3)",
);

/// Refusal `no_intended_move` (error code `no_intended_move`).
pub const NO_INTENDED_MOVE: Code = refusal(
    "no_intended_move",
    "no_intended_move",
    &["edition"],
    "the {edition} edition knows no claim by an intended move: play it, then claim",
);

/// Notice `claim_correct`.
pub const CLAIM_CORRECT: Code = notice(
    "claim_correct",
    &["by", "ending_article"],
    "{by}'s claim is correct (Art. {ending_article})",
);

/// Notice `claim_incorrect_time_added`.
pub const CLAIM_INCORRECT_TIME_ADDED: Code = notice(
    "claim_incorrect_time_added",
    &["by", "opponent", "ms"],
    "{by}'s claim is not correct: the game goes on, {opponent} gets {ms|minutes} more",
);

/// Notice `must_play_intended`.
pub const MUST_PLAY_INTENDED: Code = notice(
    "must_play_intended",
    &["by", "move_san", "move_uci"],
    "{by} must play the intended move {move_san}",
);

/// Notice `intended_move_illegal`.
pub const INTENDED_MOVE_ILLEGAL: Code = notice(
    "intended_move_illegal",
    &["text"],
    "the intended move `{text}` is illegal: another move of the same piece must be played",
);

/// Notice `claim_counts_as_offer`.
pub const CLAIM_COUNTS_AS_OFFER: Code = notice(
    "claim_counts_as_offer",
    &["by"],
    "the claim counts as {by}'s draw offer",
);

/// Refusal `game_is_over` (error code `game_over`).
pub const GAME_IS_OVER: Code = refusal(
    "game_is_over",
    "game_over",
    &["result", "reason"],
    "the game is over: {result} ({reason})",
);

/// Refusal `not_started` (error code `not_started`).
pub const NOT_STARTED: Code = refusal(
    "not_started",
    "not_started",
    &[],
    "the game has not started (Art. 6.6)",
);

/// Refusal `not_notation` (error code `not_notation`).
pub const NOT_NOTATION: Code = refusal("not_notation", "not_notation", &["detail"], "{detail}");

/// Refusal `unknown_piece` (error code `unknown_piece`).
pub const UNKNOWN_PIECE: Code = refusal("unknown_piece", "unknown_piece", &["detail"], "{detail}");

/// Refusal `illegal_move` (error code `illegal_move`).
pub const ILLEGAL_MOVE: Code = refusal("illegal_move", "illegal_move", &["why"], "{why}");

/// Refusal `ambiguous_move` (error code `ambiguous_move`).
pub const AMBIGUOUS_MOVE: Code =
    refusal("ambiguous_move", "ambiguous_move", &["detail"], "{detail}");

/// Refusal `clock` (error code `clock`).
pub const CLOCK: Code = refusal("clock", "clock", &["detail"], "{detail}");

/// Refusal `config_refused` (error code `*`).
pub const CONFIG_REFUSED: Code = refusal("config_refused", "*", &["detail"], "{detail}");

/// Refusal `time_went_back` (error code `time_went_back`).
pub const TIME_WENT_BACK: Code = refusal(
    "time_went_back",
    "time_went_back",
    &["t", "last_t"],
    "t = {t} ms is before the previous event's {last_t} ms",
);

/// Refusal `already_started` (error code `already_started`).
pub const ALREADY_STARTED: Code = refusal(
    "already_started",
    "already_started",
    &[],
    "the game has already started",
);

/// Notice `game_starts`.
pub const GAME_STARTS: Code = notice(
    "game_starts",
    &["category", "category_article", "first"],
    "the game starts: {category} (Art. {category_article}); {first}'s clock runs",
);

/// Notice `game_starts_time_limit`.
pub const GAME_STARTS_TIME_LIMIT: Code = notice(
    "game_starts_time_limit",
    &["control", "first", "clock_mode"],
    "the game starts with the time limit {control}; {first}'s clock runs",
);

/// Notice `game_starts_no_time_limit`.
pub const GAME_STARTS_NO_TIME_LIMIT: Code = notice(
    "game_starts_no_time_limit",
    &["first"],
    "the game starts without a time limit; {first} moves",
);

/// Refusal `game_is_over_article` (error code `game_over`).
pub const GAME_IS_OVER_ARTICLE: Code = refusal(
    "game_is_over_article",
    "game_over",
    &["result", "reason", "article"],
    "the game is over: {result} ({reason}, Art. {article})",
);

/// Refusal `not_started_start_first` (error code `not_started`).
pub const NOT_STARTED_START_FIRST: Code = refusal(
    "not_started_start_first",
    "not_started",
    &[],
    "the game has not started (Art. 6.6: `start` first)",
);

/// Refusal `adjourned` (error code `adjourned`).
pub const ADJOURNED: Code = refusal(
    "adjourned",
    "adjourned",
    &[],
    "the game is adjourned (Guideline I): `resume_adjourned` first",
);

/// Refusal `paused` (error code `paused`).
pub const PAUSED: Code = refusal(
    "paused",
    "paused",
    &[],
    "the clock is paused (Art. 6.11.3: the arbiter decides when play resumes)",
);

/// Notice `game_over`.
pub const GAME_OVER: Code = notice(
    "game_over",
    &["result", "reason"],
    "game over: {result} ({reason})",
);

/// Notice `cannot_mate_draw`.
pub const CANNOT_MATE_DRAW: Code = notice(
    "cannot_mate_draw",
    &["side"],
    "{side} cannot checkmate by any series of legal moves: the game is drawn",
);

/// Refusal `no_perpetual_check_rule` (error code `no_such_rule`).
pub const NO_PERPETUAL_CHECK_RULE: Code = refusal(
    "no_perpetual_check_rule",
    "no_such_rule",
    &["edition"],
    "the {edition} Laws have no draw by perpetual check (1930 Art. 16.1.b): the checks end in a repetition, claimed under Art. 9.2, or in a draw by agreement",
);

/// Refusal `claim_pending` (error code `claim_pending`).
pub const CLAIM_PENDING: Code = refusal(
    "claim_pending",
    "claim_pending",
    &["by"],
    "{by}'s claim of perpetual check awaits the arbiter's ruling",
);

/// Refusal `no_checks` (error code `no_checks`).
pub const NO_CHECKS: Code = refusal(
    "no_checks",
    "no_checks",
    &["by", "opponent", "article"],
    "{by}'s last move gave no check, and {opponent} can stop any check {by} gives now: no perpetual check to demonstrate (Art. {article}); play goes on",
);

/// Notice `perpetual_check_claimed`.
pub const PERPETUAL_CHECK_CLAIMED: Code = notice(
    "perpetual_check_claimed",
    &[
        "by",
        "facts",
        "checks_in_a_row",
        "repetitions",
        "forced",
        "forced_moves",
    ],
    "{by} claims a draw by perpetual check, for the arbiter to judge: {facts}",
);

/// Notice `clocks_stopped_for_ruling`.
pub const CLOCKS_STOPPED_FOR_RULING: Code = notice(
    "clocks_stopped_for_ruling",
    &[],
    "the clocks are stopped until the arbiter has ruled",
);

/// Notice `play_waits_for_ruling`.
pub const PLAY_WAITS_FOR_RULING: Code = notice(
    "play_waits_for_ruling",
    &[],
    "play waits for the arbiter's ruling",
);

/// Refusal `claim_pending_no_move` (error code `claim_pending`).
pub const CLAIM_PENDING_NO_MOVE: Code = refusal(
    "claim_pending_no_move",
    "claim_pending",
    &["by", "article"],
    "{by}'s claim of perpetual check awaits the arbiter's ruling (Art. {article}): no move until then",
);

/// Refusal `no_claim` (error code `no_claim`).
pub const NO_CLAIM: Code = refusal(
    "no_claim",
    "no_claim",
    &[],
    "no claim awaits the arbiter's ruling",
);

/// Notice `perpetual_check_rejected`.
pub const PERPETUAL_CHECK_REJECTED: Code = notice(
    "perpetual_check_rejected",
    &["by"],
    "the arbiter rejects {by}'s claim of perpetual check: play goes on",
);

/// Notice `clocks_restart`.
pub const CLOCKS_RESTART: Code = notice("clocks_restart", &[], "the clocks restart");

/// Notice `perpetual_check_upheld`.
pub const PERPETUAL_CHECK_UPHELD: Code = notice(
    "perpetual_check_upheld",
    &["by"],
    "the arbiter upholds {by}'s claim: a draw by perpetual check",
);

/// Refusal `demand_pending` (error code `demand_pending`).
pub const DEMAND_PENDING: Code = refusal(
    "demand_pending",
    "demand_pending",
    &["by", "article"],
    "{by}'s demand to be mated stands (Art. {article}): one demand a player, for a second would only restart the count of the first",
);

/// Notice `demand_ruled_doubled`.
pub const DEMAND_RULED_DOUBLED: Code = notice(
    "demand_ruled_doubled",
    &["by", "theory", "limit"],
    "the arbiter rules on {by}'s demand: theory needs {theory} moves to force the win here, as the arbiter rules: twice as many are granted, counted from the demand",
);

/// Notice `demand_ruled_fifty`.
pub const DEMAND_RULED_FIFTY: Code = notice(
    "demand_ruled_fifty",
    &["by", "theory", "limit"],
    "the arbiter rules on {by}'s demand: theory's {theory} moves are not more than fifty: the fifty moves stand, counted from the demand",
);

/// Notice `mate_demanded`.
pub const MATE_DEMANDED: Code = notice(
    "mate_demanded",
    &["by", "opponent", "limit"],
    "{by} demands that {opponent} mate within {limit} moves: unless mate comes within {limit} moves by each player, counted from now and again from each capture or pawn move, the game is drawn on {by}'s claim at the moment the count runs out",
);

/// Notice `theory_doubled`.
pub const THEORY_DOUBLED: Code = notice(
    "theory_doubled",
    &["theory", "limit"],
    "theory needs {theory} moves to force the win here, as the arbiter rules: twice as many are granted",
);

/// Notice `theory_fifty`.
pub const THEORY_FIFTY: Code = notice(
    "theory_fifty",
    &["theory", "limit"],
    "theory's {theory} moves are not more than fifty: the fifty moves stand",
);

/// Notice `demand_lapsed`.
pub const DEMAND_LAPSED: Code = notice(
    "demand_lapsed",
    &["by"],
    "{by} did not claim the draw at the moment the count ran out: it can no longer be claimed, and {by}'s demand has lapsed",
);

/// Notice `demand_run_out`.
pub const DEMAND_RUN_OUT: Code = notice(
    "demand_run_out",
    &["by", "limit"],
    "{limit} moves by each player without mate since {by}'s demand (or the last capture or pawn move): {by} may claim the draw now, at this moment only",
);

/// Notice `demand_count_restarts`.
pub const DEMAND_COUNT_RESTARTS: Code = notice(
    "demand_count_restarts",
    &["by", "limit"],
    "a capture or pawn move: the count of {by}'s demand starts again, {limit} moves from now",
);

/// Notice `demand_claim_correct`.
pub const DEMAND_CLAIM_CORRECT: Code = notice(
    "demand_claim_correct",
    &["by", "limit"],
    "{by}'s claim is correct: {limit} moves by each player without mate since the demand or the last capture or pawn move",
);

/// Notice `demand_one_move_left`.
pub const DEMAND_ONE_MOVE_LEFT: Code = notice(
    "demand_one_move_left",
    &["by", "moves_left"],
    "{by}'s demand to be mated: {moves_left} more move by each player before the draw can be claimed",
);

/// Notice `demand_moves_left`.
pub const DEMAND_MOVES_LEFT: Code = notice(
    "demand_moves_left",
    &["by", "moves_left"],
    "{by}'s demand to be mated: {moves_left} more moves by each player before the draw can be claimed",
);

/// Refusal `no_mate_demand_rule` (error code `no_such_rule`).
pub const NO_MATE_DEMAND_RULE: Code = refusal(
    "no_mate_demand_rule",
    "no_such_rule",
    &["edition"],
    "the {edition} Laws have no demand to be mated in fifty moves",
);

/// Refusal `no_theory_exception` (error code `no_theory_exception`).
pub const NO_THEORY_EXCEPTION: Code = refusal(
    "no_theory_exception",
    "no_theory_exception",
    &[],
    "the 1928 draft (Par. 15.F) grants no more than fifty moves, whatever the theory",
);

/// Refusal `theory_out_of_range` (error code `theory_out_of_range`).
pub const THEORY_OUT_OF_RANGE: Code = refusal(
    "theory_out_of_range",
    "theory_out_of_range",
    &["theory", "max"],
    "{theory} moves: no theory has established a forced win that long (at most {max}, 1930 Art. 16.1.f)",
);

/// Refusal `not_your_turn` (error code `not_your_turn`).
pub const NOT_YOUR_TURN: Code = refusal(
    "not_your_turn",
    "not_your_turn",
    &["to_move"],
    "{to_move} is on move (Art. 1.2)",
);

/// Refusal `choice_pending` (error code `choice_pending`).
pub const CHOICE_PENDING: Code = refusal(
    "choice_pending",
    "choice_pending",
    &["article", "chooser", "by"],
    "Art. {article}: {chooser} chooses first what {by} must play (`choose_penalty`)",
);

/// Refusal `no_move` (error code `no_move`).
pub const NO_MOVE: Code = refusal(
    "no_move",
    "no_move",
    &[],
    "a press without a move is refused online (Art. 7.5.3 applies over the board)",
);

/// Notice `promotion_to_queen`.
pub const PROMOTION_TO_QUEEN: Code = notice(
    "promotion_to_queen",
    &[],
    "the pawn reached the last rank without a new piece: it is replaced by a queen, and the move is illegal",
);

/// Refusal `promotion_unnamed` (error code `ambiguous_move`).
pub const PROMOTION_UNNAMED: Code = refusal(
    "promotion_unnamed",
    "ambiguous_move",
    &[],
    "a promotion must name the new piece (Art. 3.7.5.1)",
);

/// Refusal `bound_capture` (error code `bound_move`).
pub const BOUND_CAPTURE: Code = refusal(
    "bound_capture",
    "bound_move",
    &["article", "square"],
    "Art. {article}: the piece on {square} must be captured legally",
);

/// Refusal `bound_intended` (error code `bound_move`).
pub const BOUND_INTENDED: Code = refusal(
    "bound_intended",
    "bound_move",
    &["article", "move_uci", "move_san"],
    "Art. {article}: the intended move {move_uci} must be played",
);

/// Refusal `bound_piece` (error code `bound_move`).
pub const BOUND_PIECE: Code = refusal(
    "bound_piece",
    "bound_move",
    &["article", "square"],
    "Art. {article}: the piece on {square} must be moved",
);

/// Notice `illegal_move_replaced`.
pub const ILLEGAL_MOVE_REPLACED: Code = notice(
    "illegal_move_replaced",
    &["by"],
    "{by}'s illegal move was not claimed; it is replaced",
);

/// Notice `illegal_move_stands`.
pub const ILLEGAL_MOVE_STANDS: Code = notice(
    "illegal_move_stands",
    &["by"],
    "{by}'s illegal move was not claimed before this move: it stands",
);

/// Notice `offer_declined_by_move`.
pub const OFFER_DECLINED_BY_MOVE: Code = notice(
    "offer_declined_by_move",
    &["by", "offerer"],
    "{by} moved: {offerer}'s draw offer is declined",
);

/// Notice `draw_offered_with_move`.
pub const DRAW_OFFERED_WITH_MOVE: Code = notice(
    "draw_offered_with_move",
    &["by"],
    "{by} offers a draw with the move (=)",
);

/// Notice `illegal_move_taken_back`.
pub const ILLEGAL_MOVE_TAKEN_BACK: Code = notice(
    "illegal_move_taken_back",
    &["why", "by"],
    "illegal move ({why}): it is taken back",
);

/// Notice `illegal_move_stands_unless_claimed`.
pub const ILLEGAL_MOVE_STANDS_UNLESS_CLAIMED: Code = notice(
    "illegal_move_stands_unless_claimed",
    &["by", "why", "opponent"],
    "{by}'s move is illegal ({why}); it stands unless {opponent} claims before moving",
);

/// Notice `illegal_move_claimable`.
pub const ILLEGAL_MOVE_CLAIMABLE: Code = notice(
    "illegal_move_claimable",
    &["by", "why", "opponent"],
    "{by}'s move is illegal ({why}) and cannot stand on the board: {opponent} may claim the game now",
);

/// Notice `illegal_move_restored`.
pub const ILLEGAL_MOVE_RESTORED: Code = notice(
    "illegal_move_restored",
    &["by", "why"],
    "illegal move by {by} ({why}): the position before it is restored",
);

/// Notice `piece_must_move_article`.
pub const PIECE_MUST_MOVE_ARTICLE: Code = notice(
    "piece_must_move_article",
    &["square", "article", "by"],
    "the piece on {square} must be moved ({article})",
);

/// Notice `piece_must_move`.
pub const PIECE_MUST_MOVE: Code = notice(
    "piece_must_move",
    &["square", "by"],
    "the piece on {square} must be moved (touch-move, Art. 4.3)",
);

/// Notice `capture_or_move_choice`.
pub const CAPTURE_OR_MOVE_CHOICE: Code = notice(
    "capture_or_move_choice",
    &["by", "capture_on", "piece_on", "opponent"],
    "{by} must capture the piece on {capture_on} legally or make another legal move with the piece on {piece_on}: the choice is {opponent}'s",
);

/// Notice `must_capture`.
pub const MUST_CAPTURE: Code = notice(
    "must_capture",
    &["by", "capture_on", "piece_on", "opponent"],
    "{by} must capture the piece on {capture_on} legally (the piece on {piece_on} has no legal move)",
);

/// Notice `must_move_piece_instead`.
pub const MUST_MOVE_PIECE_INSTEAD: Code = notice(
    "must_move_piece_instead",
    &["by", "piece_on", "capture_on", "opponent"],
    "{by} must make another legal move with the piece on {piece_on} (the piece on {capture_on} cannot be captured legally)",
);

/// Notice `illegal_capture_no_consequence`.
pub const ILLEGAL_CAPTURE_NO_CONSEQUENCE: Code = notice(
    "illegal_capture_no_consequence",
    &["capture_on", "piece_on", "by", "opponent"],
    "neither a legal capture on {capture_on} nor a legal move of the piece on {piece_on} is possible: the error has no consequence",
);

/// Refusal `no_choice` (error code `no_choice`).
pub const NO_CHOICE: Code = refusal(
    "no_choice",
    "no_choice",
    &["by"],
    "{by} has no choice to make (1930 Art. 17.b)",
);

/// Notice `chosen_capture`.
pub const CHOSEN_CAPTURE: Code = notice(
    "chosen_capture",
    &["by", "offender", "square"],
    "{by} chooses: {offender} must capture the piece on {square} legally",
);

/// Notice `chosen_move`.
pub const CHOSEN_MOVE: Code = notice(
    "chosen_move",
    &["by", "offender", "square"],
    "{by} chooses: {offender} must make another legal move with the piece on {square}",
);

/// Notice `first_illegal_move`.
pub const FIRST_ILLEGAL_MOVE: Code = notice(
    "first_illegal_move",
    &["by", "article", "opponent", "ms"],
    "{by}'s first illegal move ({article}): {opponent} gets {ms|minutes} more",
);

/// Refusal `no_illegal_move` (error code `no_illegal_move`).
pub const NO_ILLEGAL_MOVE: Code = refusal(
    "no_illegal_move",
    "no_illegal_move",
    &["opponent"],
    "{opponent}'s last move is not an illegal move standing under A.5.2",
);

/// Notice `illegal_move_claimed`.
pub const ILLEGAL_MOVE_CLAIMED: Code = notice(
    "illegal_move_claimed",
    &["by"],
    "{by} claims the illegal move before moving",
);

/// Notice `illegal_move_corrected`.
pub const ILLEGAL_MOVE_CORRECTED: Code = notice(
    "illegal_move_corrected",
    &["by"],
    "{by}'s illegal move is corrected: the position before it is restored",
);

/// Notice `offer_not_made`.
pub const OFFER_NOT_MADE: Code = notice(
    "offer_not_made",
    &["reason", "reason_code"],
    "the move stands; the draw offer is not made: {reason}",
);

/// Notice `odds_pawn_given`.
pub const ODDS_PAWN_GIVEN: Code = notice(
    "odds_pawn_given",
    &["giver", "square"],
    "odds: {giver} gives the king's bishop's pawn, which is off the board",
);

/// Notice `odds_piece_given`.
pub const ODDS_PIECE_GIVEN: Code = notice(
    "odds_piece_given",
    &["giver", "piece", "square"],
    "odds: {giver} gives the {piece} on {square}, which is off the board",
);

/// Notice `odds_start_giver_keeps_move`.
pub const ODDS_START_GIVER_KEEPS_MOVE: Code = notice(
    "odds_start_giver_keeps_move",
    &["odds", "giver", "receiver", "first", "article"],
    "odds \"{odds}\": {giver} gives them, {receiver} receives them; {first} has the move: the giver of a pawn or a piece keeps the move (Art. {article})",
);

/// Notice `odds_start_move_given`.
pub const ODDS_START_MOVE_GIVEN: Code = notice(
    "odds_start_move_given",
    &["odds", "giver", "receiver", "first", "article"],
    "odds \"{odds}\": {giver} gives them, {receiver} receives them; {first} has the move: the move is part of the odds (Art. {article})",
);

/// Notice `odds_moves_in_a_row`.
pub const ODDS_MOVES_IN_A_ROW: Code = notice(
    "odds_moves_in_a_row",
    &[
        "receiver",
        "given",
        "middle_line_article",
        "giver",
        "clock_article",
    ],
    "{receiver} plays {given} moves in a row, none past the middle line (Art. {middle_line_article}); they count as {given} moves for the time control, and so does {giver}'s first (Art. {clock_article})",
);

/// Notice `odds_castling_allowed`.
pub const ODDS_CASTLING_ALLOWED: Code = notice(
    "odds_castling_allowed",
    &["giver", "square"],
    "{giver} may castle on the side of the rook given as if it stood on {square}, while no other piece stands there",
);

/// Notice `odds_moves_again`.
pub const ODDS_MOVES_AGAIN: Code = notice(
    "odds_moves_again",
    &["by", "made", "given", "article"],
    "{by} has made {made} of the {given} moves given and moves again, on his half of the board (Art. {article})",
);

/// Notice `odds_first_move_counts`.
pub const ODDS_FIRST_MOVE_COUNTS: Code = notice(
    "odds_first_move_counts",
    &["by", "moves"],
    "{by}'s first move counts as {moves} moves for the time control",
);

/// Notice `odds_castles_without_rook`.
pub const ODDS_CASTLES_WITHOUT_ROOK: Code = notice(
    "odds_castles_without_rook",
    &["by", "castling_side"],
    "{by} castles on the {castling_side}'s side without the rook given: only the king moves",
);

/// Notice `clocks_set`.
pub const CLOCKS_SET: Code = notice(
    "clocks_set",
    &["white_ms", "black_ms"],
    "the arbiter sets the clocks: White {white_ms|clock}, Black {black_ms|clock}",
);

/// Notice `time_given`.
pub const TIME_GIVEN: Code = notice(
    "time_given",
    &["to", "ms"],
    "the arbiter gives {to} {ms|minutes} more",
);

/// Notice `result_declared`.
pub const RESULT_DECLARED: Code = notice(
    "result_declared",
    &["result", "reason"],
    "the arbiter declares the result {result} ({reason})",
);

/// Refusal `iii_4_not_in_blitz` (error code `not_allowed`).
pub const III_4_NOT_IN_BLITZ: Code = refusal(
    "iii_4_not_in_blitz",
    "not_allowed",
    &[],
    "III.2.2: Guideline III.4 never applies to blitz",
);

/// Refusal `iii_not_announced` (error code `not_allowed`).
pub const III_NOT_ANNOUNCED: Code = refusal(
    "iii_not_announced",
    "not_allowed",
    &[],
    "III.2.1: the regulations did not announce Guideline III (regulations.guideline_iii)",
);

/// Refusal `iii_not_in_edition` (error code `not_allowed`).
pub const III_NOT_IN_EDITION: Code = refusal(
    "iii_not_in_edition",
    "not_allowed",
    &["edition"],
    "Guideline III is the 2023 Laws'; the {edition} edition has none",
);

/// Refusal `iii_4_refused` (error code `not_allowed`).
pub const III_4_REFUSED: Code = refusal("iii_4_refused", "not_allowed", &["detail"], "{detail}");

/// Notice `iii_4_granted`.
pub const III_4_GRANTED: Code = notice(
    "iii_4_granted",
    &["requester", "opponent"],
    "a 5-second increment for both players from now on; {opponent} gets two more minutes",
);

/// Notice `colours_stay`.
pub const COLOURS_STAY: Code = notice(
    "colours_stay",
    &[],
    "ten moves or more have been made: the game goes on with the colours as they are",
);

/// Notice `colours_reversed`.
pub const COLOURS_REVERSED: Code = notice(
    "colours_reversed",
    &[],
    "the colours were reversed: a new game is played with the colours correct",
);

/// Refusal `start_position_too_late` (error code `too_late`).
pub const START_POSITION_TOO_LATE: Code = refusal(
    "start_position_too_late",
    "too_late",
    &[],
    "A.5.1.2: after ten moves by each player no claim about the initial position can be made",
);

/// Notice `start_position_wrong`.
pub const START_POSITION_WRONG: Code = notice(
    "start_position_wrong",
    &[],
    "the initial position was incorrect: the game is annulled and a new game played",
);

/// Refusal `no_clock` (error code `no_clock`).
pub const NO_CLOCK: Code = refusal("no_clock", "no_clock", &[], "the game has no clock");

/// Refusal `result_stands` (error code `game_over`).
pub const RESULT_STANDS: Code = refusal(
    "result_stands",
    "game_over",
    &["result"],
    "the game is over ({result}): its result stands (Art. 7.2.1, 7.3)",
);

/// Notice `warned`.
pub const WARNED: Code = notice("warned", &["against"], "{against} is warned");

/// Notice `penalty_time_added`.
pub const PENALTY_TIME_ADDED: Code = notice(
    "penalty_time_added",
    &["against", "opponent", "ms"],
    "penalty on {against}: {opponent} gets {ms|minutes} more",
);

/// Notice `penalty_time_taken`.
pub const PENALTY_TIME_TAKEN: Code = notice(
    "penalty_time_taken",
    &["against", "ms"],
    "penalty on {against}: {ms|minutes} less",
);

/// Refusal `bad_points` (error code `bad_ruling`).
pub const BAD_POINTS: Code = refusal(
    "bad_points",
    "bad_ruling",
    &["step", "scoring"],
    "12.9.4, 12.9.5, 10.2: `points` must be a positive multiple of {step} under {scoring}",
);

/// Notice `penalty_points`.
pub const PENALTY_POINTS: Code = notice(
    "penalty_points",
    &["against", "side", "delta"],
    "penalty on {against}: {side}'s points change by {delta}",
);

/// Notice `fined`.
pub const FINED: Code = notice("fined", &["against"], "{against} is fined");

/// Notice `already_penalised`.
pub const ALREADY_PENALISED: Code = notice(
    "already_penalised",
    &["against"],
    "{against}'s move was already penalised as illegal: two irregularities in one move count as one",
);

/// Refusal `game_is_over_result` (error code `game_over`).
pub const GAME_IS_OVER_RESULT: Code = refusal(
    "game_is_over_result",
    "game_over",
    &["result"],
    "the game is over: {result}",
);

/// Refusal `default_time_not_passed` (error code `too_early`).
pub const DEFAULT_TIME_NOT_PASSED: Code = refusal(
    "default_time_not_passed",
    "too_early",
    &["default_ms"],
    "Art. 6.7.1: the default time ({default_ms|clock}) has not passed",
);

/// Refusal `seal_not_on_move` (error code `not_your_turn`).
pub const SEAL_NOT_ON_MOVE: Code = refusal(
    "seal_not_on_move",
    "not_your_turn",
    &[],
    "Guideline I.1.1: the player on move seals the move",
);

/// Notice `move_sealed`.
pub const MOVE_SEALED: Code = notice(
    "move_sealed",
    &["by", "move_number"],
    "{by} seals move {move_number}; the game is adjourned",
);

/// Refusal `not_adjourned` (error code `not_adjourned`).
pub const NOT_ADJOURNED: Code = refusal(
    "not_adjourned",
    "not_adjourned",
    &[],
    "the game is not adjourned",
);

/// Notice `envelope_opened`.
pub const ENVELOPE_OPENED: Code = notice(
    "envelope_opened",
    &["move_san", "move_uci"],
    "the envelope is opened: {move_san}",
);

/// Notice `offer_after_sealing_stands`.
pub const OFFER_AFTER_SEALING_STANDS: Code = notice(
    "offer_after_sealing_stands",
    &["offerer"],
    "{offerer}'s offer, made after the move was sealed, stands",
);

/// Notice `sealed_move_unplayable`.
pub const SEALED_MOVE_UNPLAYABLE: Code = notice(
    "sealed_move_unplayable",
    &["sealed", "detail"],
    "the sealed move `{sealed}` cannot be played: {detail}",
);

/// Notice `both_flags_down`.
pub const BOTH_FLAGS_DOWN: Code = notice("both_flags_down", &[], "both flags are down");

/// Notice `both_flags_first_fell`.
pub const BOTH_FLAGS_FIRST_FELL: Code = notice(
    "both_flags_first_fell",
    &["side"],
    "both flags are down; {side}'s fell first",
);

/// Notice `both_flags_unknown_first`.
pub const BOTH_FLAGS_UNKNOWN_FIRST: Code = notice(
    "both_flags_unknown_first",
    &[],
    "both flags are down and which fell first cannot be established",
);

/// Notice `both_flags_play_on`.
pub const BOTH_FLAGS_PLAY_ON: Code = notice(
    "both_flags_play_on",
    &[],
    "both flags are down in a period with a control ahead: the game goes on",
);

/// Notice `both_flags_arbiter_decides`.
pub const BOTH_FLAGS_ARBITER_DECIDES: Code = notice(
    "both_flags_arbiter_decides",
    &[],
    "both flags are down and which fell first cannot be established: the clock is paused, the arbiter decides",
);

/// Notice `both_flags_no_guideline_iii`.
pub const BOTH_FLAGS_NO_GUIDELINE_III: Code = notice(
    "both_flags_no_guideline_iii",
    &[],
    "both flags are down and which fell first cannot be established; Guideline III does not apply (III.2): the clock is paused, the arbiter decides",
);

/// Notice `flag_fell`.
pub const FLAG_FELL: Code = notice("flag_fell", &["side"], "{side}'s flag has fallen");

/// Refusal `no_flag` (error code `no_flag`).
pub const NO_FLAG: Code = refusal(
    "no_flag",
    "no_flag",
    &["opponent"],
    "{opponent}'s flag has not fallen (Art. 6.8)",
);

/// Refusal `both_flags` (error code `both_flags`).
pub const BOTH_FLAGS: Code = refusal(
    "both_flags",
    "both_flags",
    &[],
    "both flags are down: no claim on time (A.5.3); the arbiter decides",
);

/// Notice `flag_claimed`.
pub const FLAG_CLAIMED: Code = notice(
    "flag_claimed",
    &["by", "opponent"],
    "{by} claims {opponent}'s flag",
);

/// Notice `resigns`.
pub const RESIGNS: Code = notice("resigns", &["by"], "{by} resigns");

/// Refusal `no_clock_to_pause` (error code `no_clock`).
pub const NO_CLOCK_TO_PAUSE: Code = refusal(
    "no_clock_to_pause",
    "no_clock",
    &[],
    "the game has no clock to pause",
);

/// Notice `player_pauses`.
pub const PLAYER_PAUSES: Code = notice(
    "player_pauses",
    &["side"],
    "{side} pauses the clock to call the arbiter (6.11.4: the arbiter judges whether it was justified)",
);

/// Notice `arbiter_pauses_because`.
pub const ARBITER_PAUSES_BECAUSE: Code = notice(
    "arbiter_pauses_because",
    &["reason"],
    "the arbiter pauses the clock: {reason}",
);

/// Notice `arbiter_pauses`.
pub const ARBITER_PAUSES: Code = notice("arbiter_pauses", &[], "the arbiter pauses the clock");

/// Refusal `no_clock_to_resume` (error code `no_clock`).
pub const NO_CLOCK_TO_RESUME: Code = refusal(
    "no_clock_to_resume",
    "no_clock",
    &[],
    "the game has no clock to resume",
);

/// Notice `arbiter_resumes`.
pub const ARBITER_RESUMES: Code = notice("arbiter_resumes", &[], "the arbiter resumes play");

/// Refusal `not_otb` (issue 23: touch-move and the physical board).
pub const NOT_OTB: Code = refusal(
    "not_otb",
    "not_over_the_board",
    &["article"],
    "Art. {article}: only over the board: an online game has no pieces to touch or displace",
);

/// Refusal `touch_not_on_move` (issue 23: touch-move and the physical board).
pub const TOUCH_NOT_ON_MOVE: Code = refusal(
    "touch_not_on_move",
    "not_your_turn",
    &["article", "to_move"],
    "Art. {article}: only the player on move is bound by touching a piece; {to_move} is on move",
);

/// Refusal `adjust_not_on_move` (issue 23: touch-move and the physical board).
pub const ADJUST_NOT_ON_MOVE: Code = refusal(
    "adjust_not_on_move",
    "not_your_turn",
    &["article", "to_move"],
    "Art. {article}: only the player on move may adjust pieces; {to_move} is on move",
);

/// Refusal `bad_square` (issue 23: touch-move and the physical board).
pub const BAD_SQUARE: Code = refusal(
    "bad_square",
    "bad_square",
    &["square"],
    "{square} is not a square",
);

/// Refusal `no_piece_there` (issue 23: touch-move and the physical board).
pub const NO_PIECE_THERE: Code = refusal(
    "no_piece_there",
    "no_piece",
    &["square"],
    "there is no piece on {square}",
);

/// Refusal `touch_bound_move` (issue 23: touch-move and the physical board).
pub const TOUCH_BOUND_MOVE: Code = refusal(
    "touch_bound_move",
    "bound_move",
    &["article", "square"],
    "Art. {article}: the piece on {square} was touched and must be moved",
);

/// Refusal `touch_bound_capture` (issue 23: touch-move and the physical board).
pub const TOUCH_BOUND_CAPTURE: Code = refusal(
    "touch_bound_capture",
    "bound_move",
    &["article", "square"],
    "Art. {article}: the piece on {square} was touched and must be captured",
);

/// Refusal `touch_bound_capture_with` (issue 23: touch-move and the physical board).
pub const TOUCH_BOUND_CAPTURE_WITH: Code = refusal(
    "touch_bound_capture_with",
    "bound_move",
    &["article", "target", "square"],
    "Art. {article}: the piece on {target} must be captured with the piece on {square}",
);

/// Refusal `touch_bound_castle` (issue 23: touch-move and the physical board).
pub const TOUCH_BOUND_CASTLE: Code = refusal(
    "touch_bound_castle",
    "bound_move",
    &["article", "square"],
    "Art. {article}: the king, then the rook on {square} were touched: castle with that rook",
);

/// Refusal `touch_bound_king` (issue 23: touch-move and the physical board).
pub const TOUCH_BOUND_KING: Code = refusal(
    "touch_bound_king",
    "bound_move",
    &["article", "square"],
    "Art. {article}: castling with that rook is illegal: the king on {square} must make another legal move",
);

/// Refusal `touch_bound_one_of` (issue 23: touch-move and the physical board).
pub const TOUCH_BOUND_ONE_OF: Code = refusal(
    "touch_bound_one_of",
    "bound_move",
    &["article", "pieces", "targets"],
    "Art. {article}: the move must be one the opponent may designate: move a piece on {pieces} or capture a piece on {targets}",
);

/// Refusal `no_touch` (issue 23: touch-move and the physical board).
pub const NO_TOUCH: Code = refusal(
    "no_touch",
    "no_touch",
    &["by"],
    "{by} has touched no piece on this move",
);

/// Refusal `no_touch_choice` (issue 23: touch-move and the physical board).
pub const NO_TOUCH_CHOICE: Code = refusal(
    "no_touch_choice",
    "no_choice",
    &["by"],
    "no touched piece is {by}'s to designate",
);

/// Refusal `not_designable` (issue 23: touch-move and the physical board).
pub const NOT_DESIGNABLE: Code = refusal(
    "not_designable",
    "no_choice",
    &["article", "square", "by"],
    "Art. {article}: {square} is not among the pieces {by} may designate",
);

/// Refusal `touched_before_claim` (issue 23: touch-move and the physical board).
pub const TOUCHED_BEFORE_CLAIM: Code = refusal(
    "touched_before_claim",
    "claim_lost",
    &["article", "by", "square"],
    "Art. {article}: {by} touched the piece on {square} and lost the right to claim a draw under 9.2 or 9.3 on this move",
);

/// Refusal `claim_lost` (issue 23: touch-move and the physical board).
pub const CLAIM_LOST: Code = refusal(
    "claim_lost",
    "claim_lost",
    &["article", "by", "square", "opponent"],
    "Art. {article}: {by} touched the piece on {square} and lost the right to claim {opponent}'s breach of Article 4",
);

/// Refusal `no_move_to_claim` (issue 23: touch-move and the physical board).
pub const NO_MOVE_TO_CLAIM: Code = refusal(
    "no_move_to_claim",
    "no_move",
    &["opponent"],
    "{opponent} has made no move to claim against",
);

/// Notice `touch_must_move` (issue 23: touch-move and the physical board).
pub const TOUCH_MUST_MOVE: Code = notice(
    "touch_must_move",
    &["by", "square"],
    "{by} touched the piece on {square} and must move it",
);

/// Notice `touch_must_capture` (issue 23: touch-move and the physical board).
pub const TOUCH_MUST_CAPTURE: Code = notice(
    "touch_must_capture",
    &["by", "square"],
    "{by} touched the piece on {square} and must capture it",
);

/// Notice `touch_must_capture_with` (issue 23: touch-move and the physical board).
pub const TOUCH_MUST_CAPTURE_WITH: Code = notice(
    "touch_must_capture_with",
    &["by", "target", "square"],
    "{by} must capture the piece on {target} with the piece on {square}",
);

/// Notice `touch_must_castle` (issue 23: touch-move and the physical board).
pub const TOUCH_MUST_CASTLE: Code = notice(
    "touch_must_castle",
    &["by", "square"],
    "{by} touched the king, then the rook on {square}, and must castle with it",
);

/// Notice `touch_must_move_king` (issue 23: touch-move and the physical board).
pub const TOUCH_MUST_MOVE_KING: Code = notice(
    "touch_must_move_king",
    &["by", "square"],
    "{by} cannot castle with that rook: the king on {square} must make another legal move",
);

/// Notice `touch_opponent_designates` (issue 23: touch-move and the physical board).
pub const TOUCH_OPPONENT_DESIGNATES: Code = notice(
    "touch_opponent_designates",
    &["opponent", "by", "pieces", "targets"],
    "{opponent} may designate the piece {by} must move (on {pieces}) or capture (on {targets})",
);

/// Notice `touch_binds_nothing` (issue 23: touch-move and the physical board).
pub const TOUCH_BINDS_NOTHING: Code = notice(
    "touch_binds_nothing",
    &["by", "square"],
    "{by} touched the piece on {square}; no piece touched can be moved or captured: any legal move",
);

/// Notice `touch_peg_in_hole` (issue 23: touch-move and the physical board).
pub const TOUCH_PEG_IN_HOLE: Code = notice(
    "touch_peg_in_hole",
    &["square"],
    "on the peg board the piece on {square} stayed in its hole: it is not touched",
);

/// Notice `adjust_announced` (issue 23: touch-move and the physical board).
pub const ADJUST_ANNOUNCED: Code = notice(
    "adjust_announced",
    &["by"],
    "{by} announces adjusting: the next piece touched is adjusted, not played",
);

/// Notice `adjusted` (issue 23: touch-move and the physical board).
pub const ADJUSTED: Code = notice(
    "adjusted",
    &["by", "square"],
    "{by} adjusts the piece on {square}",
);

/// Notice `adjust_opponent_forbidden` (1930 Art. 14.2: adjusting the opponent's pieces is
/// forbidden; the contact counts as a touch).
pub const ADJUST_OPPONENT_FORBIDDEN: Code = notice(
    "adjust_opponent_forbidden",
    &["by", "square"],
    "{by} may adjust only their own pieces: the piece on {square} is the opponent's, and touching it counts as a touch",
);

/// Notice `touch_released` (issue 23: touch-move and the physical board).
pub const TOUCH_RELEASED: Code = notice(
    "touch_released",
    &["by"],
    "the arbiter rules {by}'s contact accidental: the pieces touched bind no more",
);

/// Notice `demand_void` (1930 Art. 18.3, 1928 Par. 17: the opponent demanded an illegal move as
/// the penalty; his demand is void and he loses the right to the penalty).
pub const DEMAND_VOID: Code = notice(
    "demand_void",
    &["by", "square", "offender"],
    "{by} designates the piece on {square}, which cannot be played legally: the demand is void, and {by} loses the right to claim the penalty; {offender} may make any legal move",
);

/// Notice `touch_designated` (issue 23: touch-move and the physical board).
pub const TOUCH_DESIGNATED: Code = notice(
    "touch_designated",
    &["by", "square"],
    "{by} designates the piece on {square}",
);

/// Notice `board_differs` (issue 23: touch-move and the physical board).
pub const BOARD_DIFFERS: Code = notice(
    "board_differs",
    &["squares"],
    "the board differs from the game: restore {squares}",
);

/// Notice `board_matches` (issue 23: touch-move and the physical board).
pub const BOARD_MATCHES: Code = notice("board_matches", &[], "the board matches the game again");

/// Notice `breach_claimed` (issue 23: touch-move and the physical board).
pub const BREACH_CLAIMED: Code = notice(
    "breach_claimed",
    &["by", "opponent"],
    "{by} claims that {opponent} broke Article 4 on the last move: the arbiter rules",
);

/// Every code, notices and refusals.
pub const ALL: &[Code] = &[
    AGREEMENT_AFTER_BLACK_30,
    OFFERS_FORBIDDEN,
    OFFER_TOO_EARLY,
    AGREEMENT_BEFORE_BOTH_MOVED,
    OFFER_STANDS_ALREADY,
    OFFER_PENDING,
    DRAW_OFFERED,
    NO_OFFER,
    DRAW_DECLINED,
    CLAIM_INCORRECT,
    CLAIM_NOT_ON_MOVE,
    NO_INTENDED_MOVE,
    CLAIM_CORRECT,
    CLAIM_INCORRECT_TIME_ADDED,
    MUST_PLAY_INTENDED,
    INTENDED_MOVE_ILLEGAL,
    CLAIM_COUNTS_AS_OFFER,
    GAME_IS_OVER,
    NOT_STARTED,
    NOT_NOTATION,
    UNKNOWN_PIECE,
    ILLEGAL_MOVE,
    AMBIGUOUS_MOVE,
    CLOCK,
    CONFIG_REFUSED,
    TIME_WENT_BACK,
    ALREADY_STARTED,
    GAME_STARTS,
    GAME_STARTS_TIME_LIMIT,
    GAME_STARTS_NO_TIME_LIMIT,
    GAME_IS_OVER_ARTICLE,
    NOT_STARTED_START_FIRST,
    ADJOURNED,
    PAUSED,
    GAME_OVER,
    CANNOT_MATE_DRAW,
    NO_PERPETUAL_CHECK_RULE,
    CLAIM_PENDING,
    NO_CHECKS,
    PERPETUAL_CHECK_CLAIMED,
    CLOCKS_STOPPED_FOR_RULING,
    PLAY_WAITS_FOR_RULING,
    CLAIM_PENDING_NO_MOVE,
    NO_CLAIM,
    PERPETUAL_CHECK_REJECTED,
    CLOCKS_RESTART,
    PERPETUAL_CHECK_UPHELD,
    DEMAND_PENDING,
    DEMAND_RULED_DOUBLED,
    DEMAND_RULED_FIFTY,
    MATE_DEMANDED,
    THEORY_DOUBLED,
    THEORY_FIFTY,
    DEMAND_LAPSED,
    DEMAND_RUN_OUT,
    DEMAND_COUNT_RESTARTS,
    DEMAND_CLAIM_CORRECT,
    DEMAND_ONE_MOVE_LEFT,
    DEMAND_MOVES_LEFT,
    NO_MATE_DEMAND_RULE,
    NO_THEORY_EXCEPTION,
    THEORY_OUT_OF_RANGE,
    NOT_YOUR_TURN,
    CHOICE_PENDING,
    NO_MOVE,
    PROMOTION_TO_QUEEN,
    PROMOTION_UNNAMED,
    BOUND_CAPTURE,
    BOUND_INTENDED,
    BOUND_PIECE,
    ILLEGAL_MOVE_REPLACED,
    ILLEGAL_MOVE_STANDS,
    OFFER_DECLINED_BY_MOVE,
    DRAW_OFFERED_WITH_MOVE,
    ILLEGAL_MOVE_TAKEN_BACK,
    ILLEGAL_MOVE_STANDS_UNLESS_CLAIMED,
    ILLEGAL_MOVE_CLAIMABLE,
    ILLEGAL_MOVE_RESTORED,
    PIECE_MUST_MOVE_ARTICLE,
    PIECE_MUST_MOVE,
    CAPTURE_OR_MOVE_CHOICE,
    MUST_CAPTURE,
    MUST_MOVE_PIECE_INSTEAD,
    ILLEGAL_CAPTURE_NO_CONSEQUENCE,
    NO_CHOICE,
    CHOSEN_CAPTURE,
    CHOSEN_MOVE,
    FIRST_ILLEGAL_MOVE,
    NO_ILLEGAL_MOVE,
    ILLEGAL_MOVE_CLAIMED,
    ILLEGAL_MOVE_CORRECTED,
    OFFER_NOT_MADE,
    ODDS_PAWN_GIVEN,
    ODDS_PIECE_GIVEN,
    ODDS_START_GIVER_KEEPS_MOVE,
    ODDS_START_MOVE_GIVEN,
    ODDS_MOVES_IN_A_ROW,
    ODDS_CASTLING_ALLOWED,
    ODDS_MOVES_AGAIN,
    ODDS_FIRST_MOVE_COUNTS,
    ODDS_CASTLES_WITHOUT_ROOK,
    CLOCKS_SET,
    TIME_GIVEN,
    RESULT_DECLARED,
    III_4_NOT_IN_BLITZ,
    III_NOT_ANNOUNCED,
    III_NOT_IN_EDITION,
    III_4_REFUSED,
    III_4_GRANTED,
    COLOURS_STAY,
    COLOURS_REVERSED,
    START_POSITION_TOO_LATE,
    START_POSITION_WRONG,
    NO_CLOCK,
    RESULT_STANDS,
    WARNED,
    PENALTY_TIME_ADDED,
    PENALTY_TIME_TAKEN,
    BAD_POINTS,
    PENALTY_POINTS,
    FINED,
    ALREADY_PENALISED,
    GAME_IS_OVER_RESULT,
    DEFAULT_TIME_NOT_PASSED,
    SEAL_NOT_ON_MOVE,
    MOVE_SEALED,
    NOT_ADJOURNED,
    ENVELOPE_OPENED,
    OFFER_AFTER_SEALING_STANDS,
    SEALED_MOVE_UNPLAYABLE,
    BOTH_FLAGS_DOWN,
    BOTH_FLAGS_FIRST_FELL,
    BOTH_FLAGS_UNKNOWN_FIRST,
    BOTH_FLAGS_PLAY_ON,
    BOTH_FLAGS_ARBITER_DECIDES,
    BOTH_FLAGS_NO_GUIDELINE_III,
    FLAG_FELL,
    NO_FLAG,
    BOTH_FLAGS,
    FLAG_CLAIMED,
    RESIGNS,
    NO_CLOCK_TO_PAUSE,
    PLAYER_PAUSES,
    ARBITER_PAUSES_BECAUSE,
    ARBITER_PAUSES,
    NO_CLOCK_TO_RESUME,
    ARBITER_RESUMES,
    NOT_OTB,
    TOUCH_NOT_ON_MOVE,
    ADJUST_NOT_ON_MOVE,
    BAD_SQUARE,
    NO_PIECE_THERE,
    TOUCH_BOUND_MOVE,
    TOUCH_BOUND_CAPTURE,
    TOUCH_BOUND_CAPTURE_WITH,
    TOUCH_BOUND_CASTLE,
    TOUCH_BOUND_KING,
    TOUCH_BOUND_ONE_OF,
    NO_TOUCH,
    NO_TOUCH_CHOICE,
    NOT_DESIGNABLE,
    TOUCHED_BEFORE_CLAIM,
    CLAIM_LOST,
    NO_MOVE_TO_CLAIM,
    TOUCH_MUST_MOVE,
    TOUCH_MUST_CAPTURE,
    TOUCH_MUST_CAPTURE_WITH,
    TOUCH_MUST_CASTLE,
    TOUCH_MUST_MOVE_KING,
    TOUCH_OPPONENT_DESIGNATES,
    TOUCH_BINDS_NOTHING,
    TOUCH_PEG_IN_HOLE,
    ADJUST_ANNOUNCED,
    ADJUSTED,
    ADJUST_OPPONENT_FORBIDDEN,
    TOUCH_RELEASED,
    TOUCH_DESIGNATED,
    DEMAND_VOID,
    BOARD_DIFFERS,
    BOARD_MATCHES,
    BREACH_CLAIMED,
];
