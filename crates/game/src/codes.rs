//! What the arbiter says, as stable codes with parameters (issue 21, item 3; lila's i18n keys
//! with arguments, `ui/game/src/view/status.ts`): every [`Notice`](crate::Notice) and every
//! refusal ([`ErrorBody`](crate::ErrorBody)) the game makes names one [`Code`] of [`ALL`] and
//! carries its [`Params`]; its English `text` (`message`) is [`render`]ed from the code's
//! template and those params, so the sentence and the params cannot disagree.
//!
//! The words are not here (issue 32): each code is a message of the catalogue,
//! `crates/words/catalogue/en.ftl` and `fr.ftl` (Project Fluent), and its constant here is
//! generated from the English file by this crate's `build.rs` — its name, kind, error code and
//! params. To add a code, write its message under the group of its kind in `en.ftl` (`##
//! [game notice]`, `[game refusal]` with `.error`, `[game reason]`, `[game finding]`) and its
//! French in `fr.ftl`; the constant `NAME_IN_CAPITALS` and its place in [`ALL`], [`REASONS`]
//! or [`FINDINGS`] follow. Params are JSON: sides as `"white"`/`"black"`, squares as `"e4"`, a
//! move as both `…_san` (English SAN) and `…_uci`, numbers as numbers. A page renders its own
//! sentence from the code, the params and the same catalogue (`web/src/codes.json` is [`every`]
//! code's kind and params but `arbiter check`'s findings, written out by a test).
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
    /// The names of its params: those its English names, in order of first use, then those
    /// listed in its `.params`.
    pub params: &'static [&'static str],
    /// Its English sentence as the catalogue writes it (Fluent syntax, `{ $param }` holes).
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

impl Param {
    /// The value as the catalogue takes it.
    fn arg(&self) -> words::Arg<'_> {
        match self {
            Param::Int(n) => words::Arg::Int(*n),
            Param::Float(x) => words::Arg::Float(*x),
            Param::Text(s) => words::Arg::Text(s),
        }
    }
}

/// The sentence of the code named `name` in `lang` with `params` in its holes, from the
/// catalogue (`crates/words`); `None` for a name the catalogue does not have.
pub fn say(lang: words::Lang, name: &str, params: &Params) -> Option<String> {
    words::render(
        lang,
        name,
        params.iter().map(|(k, v)| (k.as_str(), v.arg())),
    )
}

/// The English sentence of `code` with `params` in its holes (the CLI's and the API's `text`
/// and `message`). A hole whose param is missing is written `{$name}`, which the tests of
/// [`ALL`] rule out for the game's own calls.
pub fn render(code: &Code, params: &Params) -> String {
    say(words::Lang::En, code.name, params).unwrap_or_else(|| code.name.to_owned())
}

/// The code named `name`, among [`every`] code.
pub fn find(name: &str) -> Option<&'static Code> {
    every().find(|c| c.name == name)
}

/// Every code the game says: [`ALL`] (notices and refusals), then the reasons inside their
/// params ([`REASONS`]) and the findings of `arbiter check` ([`FINDINGS`]).
/// `web/src/codes.json` is this list but the findings ([`to_json`]).
pub fn every() -> impl Iterator<Item = &'static Code> {
    ALL.iter().chain(REASONS).chain(FINDINGS)
}

/// The params a template names (`{ $name }`, in a select or a function's arguments alike),
/// in order of first use; the fragments it refers to are not followed (a code's own
/// [`Code::params`] are).
pub fn holes(template: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = template;
    while let Some(dollar) = rest.find('$') {
        let after = &rest[dollar + 1..];
        let end = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .unwrap_or(after.len());
        let name = &after[..end];
        if !name.is_empty() && !out.contains(&name) {
            out.push(name);
        }
        rest = &after[end..];
    }
    out
}

/// The codes the page says, as the JSON object of `web/src/codes.json`: [`every`] code but the
/// findings of `arbiter check` ([`FINDINGS`]: the CLI's alone, no route sends one, and the
/// page's bundle leaves their words out), keyed by code, sorted, each `{"kind", "params"}` (its
/// words are the catalogue's, `crates/words/catalogue`) (and `"error"`, the wire code, for a
/// refusal), two-space indent, a newline at the end.
pub fn to_json() -> String {
    let mut sorted: Vec<&Code> = every().filter(|c| c.kind != Kind::Finding).collect();
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

// The constants, `ALL`, `REASONS` and `FINDINGS`: generated from the English catalogue's
// `[game …]` groups by this crate's build.rs (issue 32).
include!(concat!(env!("OUT_DIR"), "/codes.rs"));
