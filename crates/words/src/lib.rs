//! The arbiter's words (issue 32): one catalogue per language, `catalogue/en.ftl` and
//! `catalogue/fr.ftl`, in Project Fluent's syntax, read by its maintained Rust library
//! (`fluent-bundle`) here and by `@fluent/bundle` in the page (`web/src/words.ts`). The files
//! are taken into the binary at compile time ([`include_str!`]); nothing is read at run time.
//!
//! Every message id is a stable code a crate emits with its params (`{code, params}`); only the
//! edges say it in words: the page in its language, the CLI and the API in English ([`render`]
//! with [`Lang::En`]), byte for byte the English said before the catalogue.
//!
//! # How a code is added
//!
//! One place per language: a message in `catalogue/en.ftl` under the group comment of its crate
//! and kind (`## [game notice]`, `## [game refusal]`, `## [hall refusal]`, …), and the same id in
//! `catalogue/fr.ftl`. A game code's Rust constant is generated from `en.ftl` (the game crate's
//! `build.rs`); a refusal names its contract error code as the attribute `.error`, and a code
//! that gives params its English does not name lists them as `.params`. The tests of this crate
//! fail on a code without French, a French template naming a param the code does not give, or a
//! file that does not parse.
//!
//! # Numbers
//!
//! fluent-rs's `NUMBER` does not format by locale, so a number with a fraction is passed to the
//! bundle as a string already formatted for the language ([`Arg::Float`]: `0.5`, `0,5`); whole
//! numbers are passed as numbers (so plural selection works) and print without grouping.
//!
//! # Functions
//!
//! The catalogue's functions, the same in `web/src/words.ts`: `SECONDS($ms)` (whole seconds),
//! `CLOCK($ms)` (`h:mm:ss`, PGN `%clk`), `WORDS($code)` (`_` as spaces), `CAP($text)` (first
//! letter capital), `ARTICLE($article)` (an article as a French reader cites it: `art. 9.2`,
//! `1930, art. 16.1.c`).

use std::collections::BTreeMap;
use std::sync::{LazyLock, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::FluentNumber;
use fluent_bundle::{FluentArgs, FluentError, FluentResource, FluentValue};
use fluent_syntax::ast;

/// The English catalogue, as written.
pub const EN: &str = include_str!("../catalogue/en.ftl");
/// The French catalogue, as written.
pub const FR: &str = include_str!("../catalogue/fr.ftl");

/// The edition the server cites without a year (`9.6.2`): the 2023 Laws.
const CURRENT_EDITION: &str = "2023";

/// A language of the catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English: the CLI's and the API's words.
    En,
    /// French.
    Fr,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// `en` or `fr`.
    pub fn as_str(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// The catalogue's text in this language.
    pub fn source(self) -> &'static str {
        match self {
            Lang::En => EN,
            Lang::Fr => FR,
        }
    }
}

/// One param's value, as a crate gives it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Arg<'a> {
    /// A whole number.
    Int(i64),
    /// A number with a fraction (points): formatted for the language before it is put in.
    Float(f64),
    /// A text (a side, a square, a move, a name).
    Text(&'a str),
}

impl Arg<'_> {
    fn value(self, lang: Lang) -> FluentValue<'static> {
        match self {
            // Whole numbers as numbers (plural selection); fluent-rs prints them plain.
            Arg::Int(n) => FluentValue::Number(FluentNumber::from(n)),
            Arg::Float(x) => FluentValue::String(float(x, lang).into()),
            Arg::Text(s) => FluentValue::String(s.to_owned().into()),
        }
    }
}

/// A number with a fraction as the language writes it: `0.5` in English, `0,5` in French
/// (fluent-rs's `NUMBER` ignores the locale).
pub fn float(x: f64, lang: Lang) -> String {
    let text = x.to_string();
    match lang {
        Lang::En => text,
        Lang::Fr => text.replace('.', ","),
    }
}

/// `SECONDS($ms)`: whole seconds of milliseconds.
fn seconds<'a>(positional: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::Number(n)) => {
            FluentValue::Number(FluentNumber::from((n.value / 1000.0).floor()))
        }
        Some(other) => other.clone(),
        None => FluentValue::Error,
    }
}

/// `CLOCK($ms)`: a clock reading, `h:mm:ss` (PGN `%clk`).
fn clock<'a>(positional: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::Number(n)) if n.value >= 0.0 => {
            // Milliseconds are whole and well within u64.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            let ms = n.value as u64;
            FluentValue::String(notation::pgn::format_clock(ms).into())
        }
        Some(other) => other.clone(),
        None => FluentValue::Error,
    }
}

fn text<'a>(value: Option<&FluentValue<'a>>) -> Option<String> {
    match value? {
        FluentValue::String(s) => Some(s.to_string()),
        FluentValue::Number(n) => Some(n.as_string().into_owned()),
        _ => None,
    }
}

/// `WORDS($code)`: a snake_case code as words.
fn words<'a>(positional: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    text(positional.first()).map_or(FluentValue::Error, |s| {
        FluentValue::String(s.replace('_', " ").into())
    })
}

/// `CAP($text)`: the first letter a capital.
fn cap<'a>(positional: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    text(positional.first()).map_or(FluentValue::Error, |s| {
        let mut chars = s.chars();
        let mut out = String::with_capacity(s.len());
        if let Some(first) = chars.next() {
            out.extend(first.to_uppercase());
            out.push_str(chars.as_str());
        }
        FluentValue::String(out.into())
    })
}

/// An article's text as a French reader cites it: `9.2` → `art. 9.2`, `1930 16.1.c` → `1930,
/// art. 16.1.c`, `Guideline III.4` as it is.
pub fn article_fr(article: &str) -> String {
    let (edition, number) = match article.split_once(' ') {
        Some((year, rest)) if year.len() == 4 && year.bytes().all(|b| b.is_ascii_digit()) => {
            (year, rest)
        }
        _ => (CURRENT_EDITION, article),
    };
    let cited = if number.starts_with(|c: char| c.is_ascii_digit()) {
        format!("art. {number}")
    } else {
        number.to_owned()
    };
    if edition == CURRENT_EDITION {
        cited
    } else {
        format!("{edition}, {cited}")
    }
}

/// `ARTICLE($article)`.
fn article<'a>(positional: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    text(positional.first()).map_or(FluentValue::Error, |s| {
        FluentValue::String(article_fr(&s).into())
    })
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id = unic_langid::LanguageIdentifier::from_parts(
        unic_langid::subtags::Language::from_bytes(lang.as_str().as_bytes()).unwrap_or_default(),
        None,
        None,
        &[],
    );
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // The English must stay byte for byte what it was: no bidi isolation marks.
    bundle.set_use_isolating(false);
    // The names are the catalogue's own, each added once to a new bundle.
    let _ = bundle.add_function("SECONDS", seconds);
    let _ = bundle.add_function("CLOCK", clock);
    let _ = bundle.add_function("WORDS", words);
    let _ = bundle.add_function("CAP", cap);
    let _ = bundle.add_function("ARTICLE", article);
    bundle
}

/// One language's catalogue cut into its entries, each parsed the first time a message asks
/// for it (issue 36: `arbiter check` says a dozen messages of the catalogue's 1,200, and parsing
/// the whole English catalogue was 1.5% of its instructions on a thousand games).
///
/// An entry is cut where Fluent's own parser resumes after a fault: at a line that starts with
/// a letter, `#` or `-`. A message's bundle holds its entry and those of the messages it refers
/// to (`{ duration-ms }`), theirs in turn: the same resolution as the whole file's bundle
/// (ids are unique in a file, tested; a second one would be ignored here as there).
struct Catalogue {
    lang: Lang,
    /// Each entry's text, in the file's order.
    entries: Vec<&'static str>,
    /// The entries by their message id: an open-addressed table of entry indices plus one (0:
    /// empty), at the id's hash ([`slot_of`]), the first entry of an id kept.
    slots: Vec<u32>,
    /// Each entry's bundle, made the first time its message is asked.
    bundles: Vec<OnceLock<FluentBundle<FluentResource>>>,
}

/// A message id's hash (FNV-1a): where [`Catalogue::slots`] looks for it first.
fn slot_of(id: &str, slots: usize) -> usize {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in id.bytes() {
        hash = (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    (hash as usize) & (slots - 1)
}

/// The id an entry starts with: letters, digits, `-` and `_`.
fn entry_id(entry: &str) -> &str {
    let end = entry
        .bytes()
        .position(|b| !(b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))
        .unwrap_or(entry.len());
    &entry[..end]
}

impl Catalogue {
    fn new(lang: Lang) -> Catalogue {
        let source = lang.source();
        let bytes = source.as_bytes();
        let mut entries = Vec::new();
        let mut start: Option<usize> = None;
        let mut at = 0;
        while at < bytes.len() {
            let first = bytes[at];
            if first.is_ascii_alphabetic() || first == b'#' || first == b'-' {
                if let Some(begin) = start.take() {
                    entries.push(&source[begin..at]);
                }
                if first.is_ascii_alphabetic() {
                    start = Some(at);
                }
            }
            at = bytes[at..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(bytes.len(), |n| at + n + 1);
        }
        if let Some(begin) = start {
            entries.push(&source[begin..]);
        }
        // At most half full: a search seldom looks at more than two slots.
        let size = (entries.len() * 2).next_power_of_two().max(16);
        let mut slots = vec![0u32; size];
        for (index, entry) in entries.iter().enumerate() {
            let id = entry_id(entry);
            let mut slot = slot_of(id, size);
            loop {
                match slots[slot] {
                    0 => {
                        slots[slot] = u32::try_from(index + 1).unwrap_or(u32::MAX);
                        break;
                    }
                    // A second entry of an id is ignored, as a bundle ignores it.
                    taken if entries.get(taken as usize - 1).map(|e| entry_id(e)) == Some(id) => {
                        break;
                    }
                    _ => slot = (slot + 1) & (size - 1),
                }
            }
        }
        let bundles = entries.iter().map(|_| OnceLock::new()).collect();
        Catalogue {
            lang,
            entries,
            slots,
            bundles,
        }
    }

    /// The index of message `id`'s entry.
    fn index(&self, id: &str) -> Option<usize> {
        let size = self.slots.len();
        let mut slot = slot_of(id, size);
        loop {
            let taken = *self.slots.get(slot)? as usize;
            let index = taken.checked_sub(1)?;
            if self.entries.get(index).map(|e| entry_id(e)) == Some(id) {
                return Some(index);
            }
            slot = (slot + 1) & (size - 1);
        }
    }

    /// The bundle that holds message `code`, if the catalogue has it.
    fn bundle(&self, code: &str) -> Option<&FluentBundle<FluentResource>> {
        let index = self.index(code)?;
        let slot = self.bundles.get(index)?;
        Some(slot.get_or_init(|| {
            let mut bundle = bundle(self.lang);
            let mut asked = vec![index];
            let mut added: Vec<usize> = Vec::new();
            while let Some(index) = asked.pop() {
                if added.contains(&index) {
                    continue;
                }
                added.push(index);
                let Some(entry) = self.entries.get(index) else {
                    continue;
                };
                // An entry that does not parse keeps what does; the tests fail on it.
                let resource =
                    FluentResource::try_new((*entry).to_owned()).unwrap_or_else(|(r, _)| r);
                let mut names = Names::default();
                for e in resource.entries() {
                    if let ast::Entry::Message(m) = e
                        && let Some(value) = &m.value
                    {
                        names.pattern(value);
                    }
                }
                asked.extend(names.messages.iter().filter_map(|m| self.index(m)));
                let _ = bundle.add_resource(resource);
            }
            bundle
        }))
    }
}

/// Each language's catalogue, cut into entries the first time that language is asked: a process
/// that says only English (`arbiter check`, the CLI) never reads the French catalogue.
static CATALOGUES: [LazyLock<Catalogue>; 2] = [
    LazyLock::new(|| Catalogue::new(Lang::En)),
    LazyLock::new(|| Catalogue::new(Lang::Fr)),
];

/// `code` in `lang` formatted with `args`, and the errors met (a missing param, an unknown
/// function); `None` when the catalogue has no such message.
fn format<'a>(
    lang: Lang,
    code: &str,
    args: impl IntoIterator<Item = (&'a str, Arg<'a>)>,
) -> Option<(String, Vec<FluentError>)> {
    let bundle = CATALOGUES[lang as usize].bundle(code)?;
    let pattern = bundle.get_message(code)?.value()?;
    let args: Vec<(&str, Arg<'_>)> = args.into_iter().collect();
    if let Some(text) = plain(pattern, &args, lang) {
        return Some((text, Vec::new()));
    }
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(name, value.value(lang));
    }
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned();
    Some((text, errors))
}

/// A pattern of text and params alone (no select, no function, no reference to another
/// message), each param given, written with `args` as fluent-rs writes it with this crate's
/// bundles (no isolation marks, no transform, no formatter): a text as it is, a float as
/// [`float`] writes it, a whole number as its `f64` is written, which is its digits below 2^53
/// (issue 36: `arbiter check` renders a finding's sentence in about one game of two, and
/// fluent-rs built its arguments and wrote every number through an `f64` for it). `None` for any other
/// pattern, which fluent-rs writes. The last of two params of one name is the one used, as
/// [`FluentArgs::set`] keeps the last.
fn plain(pattern: &ast::Pattern<&str>, args: &[(&str, Arg<'_>)], lang: Lang) -> Option<String> {
    // fluent-rs's own limit of placeables a pattern, beyond which it reports an error.
    const MOST_PLACEABLES: usize = 100;
    const EXACT: u64 = 1 << 53;
    let mut out = String::new();
    let mut placeables = 0;
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => out.push_str(value),
            ast::PatternElement::Placeable {
                expression: ast::Expression::Inline(ast::InlineExpression::VariableReference { id }),
            } => {
                placeables += 1;
                if placeables > MOST_PLACEABLES {
                    return None;
                }
                let (_, arg) = args.iter().rev().find(|(name, _)| *name == id.name)?;
                match *arg {
                    Arg::Int(n) if n.unsigned_abs() < EXACT => {
                        use std::fmt::Write as _;
                        let _ = write!(out, "{n}");
                    }
                    Arg::Float(x) => out.push_str(&float(x, lang)),
                    Arg::Text(text) => out.push_str(text),
                    Arg::Int(_) => return None,
                }
            }
            ast::PatternElement::Placeable { .. } => return None,
        }
    }
    Some(out)
}

/// The sentence of `code` in `lang` with `args` in its holes; `None` when the catalogue has no
/// such message. A hole whose param is missing is written `{$name}` (Fluent's own mark), which
/// the tests rule out for the crates' own calls.
pub fn render<'a>(
    lang: Lang,
    code: &str,
    args: impl IntoIterator<Item = (&'a str, Arg<'a>)>,
) -> Option<String> {
    format(lang, code, args).map(|(text, _)| text)
}

/// The sentence of `code` in `lang` with `args`, or `None` when the catalogue has no such
/// message or a hole has no param.
pub fn render_checked<'a>(
    lang: Lang,
    code: &str,
    args: impl IntoIterator<Item = (&'a str, Arg<'a>)>,
) -> Option<String> {
    format(lang, code, args).and_then(|(text, errors)| errors.is_empty().then_some(text))
}

/// The errors met rendering `code` in `lang` with `args` (a missing param, an unknown
/// function): empty when it renders cleanly.
pub fn render_errors<'a>(
    lang: Lang,
    code: &str,
    args: impl IntoIterator<Item = (&'a str, Arg<'a>)>,
) -> Vec<String> {
    match format(lang, code, args) {
        None => vec![format!("{}: no message {code}", lang.as_str())],
        Some((_, errors)) => errors.iter().map(|e| format!("{code}: {e}")).collect(),
    }
}

/// A code of a crate's errors or messages (`## [tournament error]`, `## [cli message]`, …): the
/// catalogue's message id, the contract's wire code it is sent under and the names of the params
/// it gives. Its constants are generated by the crate's `build.rs` ([`generate`]); its words are
/// the catalogue's alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Code {
    /// The catalogue's message id (snake_case).
    pub key: &'static str,
    /// The contract's code it is sent under: `.error` when written, else the key.
    pub error: &'static str,
    /// The names of the params it gives: those its English names, then its `.params`.
    pub params: &'static [&'static str],
}

/// The faults of the codes of `group` (a message in `en.ftl` under `## [group]`): a code
/// without French, or whose French names a param the code does not give.
pub fn group_faults(group: &str) -> Vec<String> {
    let (en, _) = entries(Lang::En);
    let (fr, _) = entries(Lang::Fr);
    let mut faults = Vec::new();
    for entry in en.iter().filter(|e| e.is_code() && e.group == group) {
        let Some(french) = fr.iter().find(|f| f.id == entry.id) else {
            faults.push(format!("{}: no French", entry.id));
            continue;
        };
        let given = entry.params();
        for v in french.variables.iter().filter(|v| !given.contains(v)) {
            faults.push(format!("{}: the French names {v}, not given", entry.id));
        }
    }
    faults
}

/// For a crate's `build.rs`: the Rust source of one [`Code`] constant per code of `group` in
/// `en.ftl` (named by its id in capitals, its comment and English as its doc) and of the list
/// `list` of them all, in the catalogue's order. Fails (the build with it) on a file that does
/// not parse and on [`group_faults`]: no list is kept by hand, no code goes without French.
pub fn generate(group: &str, list: &str) -> Result<String, Vec<String>> {
    let (en, errors) = entries(Lang::En);
    let (_, fr_errors) = entries(Lang::Fr);
    let mut faults: Vec<String> = errors.into_iter().chain(fr_errors).collect();
    faults.extend(group_faults(group));
    if !faults.is_empty() {
        return Err(faults);
    }
    let mut out = String::new();
    let mut names = Vec::new();
    for entry in en.iter().filter(|e| e.is_code() && e.group == group) {
        let constant = entry.id.to_uppercase();
        for line in &entry.comment {
            out.push_str(&format!("/// {line}\n"));
        }
        out.push_str(&format!("/// `{}`: {:?}\n", entry.id, entry.source));
        let error = entry
            .attributes
            .get("error")
            .map_or(entry.id.as_str(), |e| e.trim());
        let params: Vec<String> = entry.params().iter().map(|p| format!("{p:?}")).collect();
        out.push_str(&format!(
            "pub const {constant}: words::Code = words::Code {{ key: {:?}, error: {error:?}, params: &[{}] }};\n\n",
            entry.id,
            params.join(", ")
        ));
        names.push(constant);
    }
    out.push_str(&format!(
        "/// Every code of `## [{group}]`, in the catalogue's order.\npub const {list}: &[words::Code] = &[{}];\n",
        names.join(", ")
    ));
    Ok(out)
}

/// A text as Rust's `{:?}` writes it inside its quotes (`"` and `\` escaped, a control
/// character as `\u{…}`): the form the English quotes a file's or a client's text in.
pub fn escaped(text: &str) -> String {
    let quoted = format!("{text:?}");
    // `{:?}` of a str opens and closes with `"`, one byte each.
    quoted[1..quoted.len() - 1].to_owned()
}

/// A character as Rust's `{:?}` writes it inside its quotes (`'` and `\` escaped).
pub fn escaped_char(c: char) -> String {
    let quoted = format!("{c:?}");
    // `{:?}` of a char opens and closes with `'`, one byte each.
    quoted[1..quoted.len() - 1].to_owned()
}

/// One message of a catalogue, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its id: a code (snake_case) or a fragment (with a hyphen).
    pub id: String,
    /// The group it is written under: `game notice`, `hall refusal`, `fragment`, … (the text
    /// between brackets of the last `## [...]` comment above it).
    pub group: String,
    /// Its comment, one string a line.
    pub comment: Vec<String>,
    /// Its attributes (`.error`, `.params`), name and text.
    pub attributes: BTreeMap<String, String>,
    /// The params its sentence names, in order of first use, through the fragments it uses.
    pub variables: Vec<String>,
    /// The text of its value as written in the file (Fluent syntax).
    pub source: String,
}

impl Entry {
    /// Whether it is a code (snake_case), not a fragment.
    pub fn is_code(&self) -> bool {
        !self.id.contains('-')
    }

    /// The params it gives: those it names, then those listed in `.params`.
    pub fn params(&self) -> Vec<String> {
        let mut out = self.variables.clone();
        if let Some(extra) = self.attributes.get("params") {
            for p in extra.split_whitespace() {
                if !out.iter().any(|v| v == p) {
                    out.push(p.to_owned());
                }
            }
        }
        out
    }
}

fn pattern_text(pattern: &ast::Pattern<&str>) -> String {
    pattern
        .elements
        .iter()
        .map(|e| match e {
            ast::PatternElement::TextElement { value } => (*value).to_owned(),
            ast::PatternElement::Placeable { .. } => String::new(),
        })
        .collect()
}

/// What a pattern names: its variables, and the messages it refers to.
#[derive(Default)]
struct Names {
    variables: Vec<String>,
    messages: Vec<String>,
}

impl Names {
    fn pattern(&mut self, pattern: &ast::Pattern<&str>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                self.expression(expression);
            }
        }
    }

    fn expression(&mut self, expression: &ast::Expression<&str>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                self.inline(selector);
                for variant in variants {
                    self.pattern(&variant.value);
                }
            }
            ast::Expression::Inline(inline) => self.inline(inline),
        }
    }

    fn inline(&mut self, inline: &ast::InlineExpression<&str>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                if !self.variables.iter().any(|v| v == id.name) {
                    self.variables.push(id.name.to_owned());
                }
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    self.inline(a);
                }
                for a in &arguments.named {
                    self.inline(&a.value);
                }
            }
            ast::InlineExpression::MessageReference { id, .. } => {
                self.messages.push(id.name.to_owned());
            }
            ast::InlineExpression::Placeable { expression } => self.expression(expression),
            ast::InlineExpression::StringLiteral { .. }
            | ast::InlineExpression::NumberLiteral { .. }
            | ast::InlineExpression::TermReference { .. } => {}
        }
    }
}

/// The text of message `id`'s value in `source`, as written.
fn value_source(source: &str, id: &str) -> String {
    let head = format!("{id} =");
    let mut lines = source.lines().skip_while(|l| !l.starts_with(&head));
    let Some(first) = lines.next() else {
        return String::new();
    };
    let mut out = first[head.len()..].trim_start().to_owned();
    for line in lines {
        if !line.starts_with(' ') || line.trim_start().starts_with('.') {
            break;
        }
        out.push('\n');
        out.push_str(line);
    }
    out.trim_end().to_owned()
}

/// Every message of the catalogue in `lang`, in the order written; with the parser's errors,
/// if any. (Read once a language: the tests that ask for every note of the 898 Dutch reference
/// rounds ask often.)
pub fn entries(lang: Lang) -> (Vec<Entry>, Vec<String>) {
    static READ: LazyLock<[(Vec<Entry>, Vec<String>); 2]> =
        LazyLock::new(|| [read_entries(Lang::En), read_entries(Lang::Fr)]);
    READ[lang as usize].clone()
}

fn read_entries(lang: Lang) -> (Vec<Entry>, Vec<String>) {
    let source = lang.source();
    let (resource, errors) = match fluent_syntax::parser::parse(source) {
        Ok(r) => (r, Vec::new()),
        Err((r, errors)) => (r, errors.iter().map(|e| format!("{e:?}")).collect()),
    };
    let mut group = String::new();
    let mut out = Vec::new();
    let mut refs: BTreeMap<String, (Vec<String>, Vec<String>)> = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::GroupComment(comment) => {
                let first = comment.content.first().copied().unwrap_or("");
                group = first
                    .strip_prefix('[')
                    .and_then(|rest| rest.split_once(']'))
                    .map(|(g, _)| g.to_owned())
                    .unwrap_or_default();
            }
            ast::Entry::Message(message) => {
                let mut names = Names::default();
                if let Some(value) = &message.value {
                    names.pattern(value);
                }
                refs.insert(
                    message.id.name.to_owned(),
                    (names.variables.clone(), names.messages.clone()),
                );
                out.push(Entry {
                    id: message.id.name.to_owned(),
                    group: group.clone(),
                    comment: message
                        .comment
                        .as_ref()
                        .map(|c| c.content.iter().map(|l| (*l).to_owned()).collect())
                        .unwrap_or_default(),
                    attributes: message
                        .attributes
                        .iter()
                        .map(|a| (a.id.name.to_owned(), pattern_text(&a.value)))
                        .collect(),
                    variables: Vec::new(),
                    source: value_source(source, message.id.name),
                });
            }
            _ => {}
        }
    }
    // Each message's variables, through the fragments it refers to (a referenced message
    // sees the caller's params).
    for entry in &mut out {
        let mut seen = Vec::new();
        let mut stack = vec![entry.id.clone()];
        let mut variables: Vec<String> = Vec::new();
        while let Some(id) = stack.pop() {
            if seen.contains(&id) {
                continue;
            }
            seen.push(id.clone());
            if let Some((vars, messages)) = refs.get(&id) {
                for v in vars {
                    if !variables.contains(v) {
                        variables.push(v.clone());
                    }
                }
                stack.extend(messages.iter().rev().cloned());
            }
        }
        entry.variables = variables;
    }
    (out, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`plain`] writes what fluent-rs writes (issue 36): every message of both catalogues, its
    /// params given as whole numbers (small, negative, at 2^53 and past it), floats and texts,
    /// one param twice (the last kept), and one left out (then fluent-rs writes it).
    #[test]
    fn plain_patterns_are_written_as_fluent_rs_writes_them() {
        let numbers = [0_i64, 7, -3, 157, (1 << 53) - 1, 1 << 53, i64::MIN];
        for lang in Lang::ALL {
            let (entries, _) = entries(lang);
            let mut written_plain = 0;
            for entry in entries.iter().filter(|e| !e.id.starts_with('-')) {
                let Some(bundle) = CATALOGUES[lang as usize].bundle(&entry.id) else {
                    continue;
                };
                let Some(pattern) = bundle.get_message(&entry.id).and_then(|m| m.value()) else {
                    continue;
                };
                let names: Vec<&str> = entry.variables.iter().map(String::as_str).collect();
                let mut cases: Vec<Vec<(&str, Arg<'_>)>> = Vec::new();
                for n in numbers {
                    cases.push(names.iter().map(|&v| (v, Arg::Int(n))).collect());
                }
                cases.push(names.iter().map(|&v| (v, Arg::Float(2.5))).collect());
                cases.push(names.iter().map(|&v| (v, Arg::Text("e4 «x»"))).collect());
                if let Some(&first) = names.first() {
                    let mut twice: Vec<(&str, Arg<'_>)> =
                        names.iter().map(|&v| (v, Arg::Int(1))).collect();
                    twice.push((first, Arg::Text("last")));
                    cases.push(twice);
                    cases.push(names.iter().skip(1).map(|&v| (v, Arg::Int(2))).collect());
                }
                for args in cases {
                    let Some(fast) = plain(pattern, &args, lang) else {
                        continue;
                    };
                    written_plain += 1;
                    let mut fluent_args = FluentArgs::new();
                    for &(name, value) in &args {
                        fluent_args.set(name, value.value(lang));
                    }
                    let mut errors = Vec::new();
                    let slow = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
                    assert!(errors.is_empty(), "{}: {errors:?}", entry.id);
                    assert_eq!(fast, slow, "{} {args:?}", entry.id);
                }
            }
            assert!(written_plain > 100, "{written_plain} written plain");
        }
    }

    #[test]
    fn both_catalogues_parse() {
        for lang in Lang::ALL {
            let (entries, errors) = entries(lang);
            assert!(errors.is_empty(), "{}: {errors:?}", lang.as_str());
            assert!(!entries.is_empty());
        }
    }

    /// Each message said from its own entry's bundle (`Catalogue`, issue 36) reads exactly as
    /// the whole file's bundle says it, every param given and none given: no entry cut short, no
    /// message it refers to left out (a term, which the cut does not carry, would fail here).
    #[test]
    fn every_message_reads_as_the_whole_catalogue_says_it() {
        for lang in Lang::ALL {
            let mut whole = bundle(lang);
            let resource =
                FluentResource::try_new(lang.source().to_owned()).unwrap_or_else(|(r, _)| r);
            let _ = whole.add_resource(resource);
            let (entries, _) = entries(lang);
            let mut compared = 0;
            for entry in &entries {
                let Some(pattern) = whole.get_message(&entry.id).and_then(|m| m.value()) else {
                    continue;
                };
                let parsed = CATALOGUES[lang as usize]
                    .bundle(&entry.id)
                    .expect("every message has its entry");
                let part = parsed
                    .get_message(&entry.id)
                    .and_then(|m| m.value())
                    .expect("its entry holds the message");
                let mut args = FluentArgs::new();
                for (at, name) in entry.variables.iter().enumerate() {
                    if at % 2 == 0 {
                        args.set(name.as_str(), FluentValue::from(7));
                    } else {
                        args.set(name.as_str(), FluentValue::from("e4"));
                    }
                }
                for given in [None, Some(&args)] {
                    let (mut a, mut b) = (Vec::new(), Vec::new());
                    let said_whole = whole.format_pattern(pattern, given, &mut a).into_owned();
                    let said_part = parsed.format_pattern(part, given, &mut b).into_owned();
                    assert_eq!(said_whole, said_part, "{}: {}", lang.as_str(), entry.id);
                    assert_eq!(a.len(), b.len(), "{}: {}", lang.as_str(), entry.id);
                }
                compared += 1;
            }
            assert!(compared > 500, "{}: {compared} messages", lang.as_str());
        }
    }

    #[test]
    fn ids_are_unique_in_each_file() {
        for lang in Lang::ALL {
            let (entries, _) = entries(lang);
            let mut ids: Vec<&str> = entries.iter().map(|e| e.id.as_str()).collect();
            ids.sort_unstable();
            let before = ids.len();
            ids.dedup();
            assert_eq!(before, ids.len(), "{}: an id twice", lang.as_str());
        }
    }

    /// Issue 32: every code has French, and French names no param the code does not give.
    #[test]
    fn every_code_has_french_naming_only_its_params() {
        let (en, _) = entries(Lang::En);
        let (fr, _) = entries(Lang::Fr);
        let mut missing = Vec::new();
        for code in en.iter().filter(|e| e.is_code()) {
            let french = fr
                .iter()
                .find(|f| f.id == code.id)
                .unwrap_or_else(|| panic!("{} has no French", code.id));
            let given = code.params();
            for v in &french.variables {
                if !given.contains(v) {
                    missing.push(format!("{}: French names {v}, not given", code.id));
                }
            }
        }
        assert!(missing.is_empty(), "{missing:#?}");
        for f in fr.iter().filter(|e| e.is_code()) {
            assert!(
                en.iter().any(|e| e.id == f.id),
                "{}: French without English",
                f.id
            );
        }
    }

    /// Issue 32: the page's own labels (`## [page]`, ids `page-…` for the board's `t`, `hall-…`
    /// for the hall's `ht`, web/src/words.ts `pageId`): each has French, and each language names
    /// the same params — a hole one language has and the other not fails here, not on a page.
    #[test]
    fn every_page_label_has_french_naming_the_same_params() {
        let (en, _) = entries(Lang::En);
        let (fr, _) = entries(Lang::Fr);
        let page = |entries: &[Entry]| -> BTreeMap<String, Vec<String>> {
            entries
                .iter()
                .filter(|e| e.group == "page")
                .map(|e| {
                    let mut vars = e.variables.clone();
                    vars.sort();
                    (e.id.clone(), vars)
                })
                .collect()
        };
        let (en_page, fr_page) = (page(&en), page(&fr));
        assert!(en_page.len() > 600, "{} page labels", en_page.len());
        let mut faults = Vec::new();
        for (id, vars) in &en_page {
            if !(id.starts_with("page-") || id.starts_with("hall-")) {
                faults.push(format!(
                    "{id}: a page label's id begins with page- or hall-"
                ));
            }
            match fr_page.get(id) {
                None => faults.push(format!("{id}: no French")),
                Some(fr_vars) if fr_vars != vars => {
                    faults.push(format!("{id}: English names {vars:?}, French {fr_vars:?}"));
                }
                Some(_) => {}
            }
        }
        for id in fr_page.keys().filter(|id| !en_page.contains_key(*id)) {
            faults.push(format!("{id}: French without English"));
        }
        // No other message takes their prefixes, nor the bundle's short ones (`p-`, `h-`:
        // web/build.mjs).
        for e in en.iter().chain(&fr).filter(|e| e.group != "page") {
            if ["page-", "hall-", "p-", "h-"]
                .iter()
                .any(|p| e.id.starts_with(p))
            {
                faults.push(format!("{}: the prefix of the page's labels", e.id));
            }
        }
        assert!(faults.is_empty(), "{faults:#?}");
    }

    /// A pattern's text, its placeables as U+FFFC (a string literal as its text), its
    /// selectors' variants one after another.
    fn flat(pattern: &ast::Pattern<&str>, out: &mut String) {
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => out.push_str(value),
                ast::PatternElement::Placeable { expression } => match expression {
                    ast::Expression::Inline(ast::InlineExpression::StringLiteral { value }) => {
                        out.push_str(value);
                    }
                    ast::Expression::Select { variants, .. } => {
                        for v in variants {
                            out.push('\u{FFFC}');
                            flat(&v.value, out);
                        }
                    }
                    ast::Expression::Inline(_) => out.push('\u{FFFC}'),
                },
            }
        }
    }

    /// The faults of French typography in `text`: an ordinary space, or none, before « : »,
    /// « ; », « ? », « ! », « » », or after « « » (the non-breaking space U+00A0 is the
    /// catalogue's, as the page's labels have it). Code in backquotes and a JSON key's colon
    /// (`"relay": …`) are not French; a colon inside a word (`h:mm`) is not punctuation.
    fn typography_faults(text: &str) -> Vec<String> {
        let mut faults = Vec::new();
        let mut prose = String::new();
        for (i, part) in text.split('`').enumerate() {
            if i % 2 == 0 {
                prose.push_str(part);
            } else {
                prose.push('\u{FFFC}');
            }
        }
        let chars: Vec<char> = prose.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            let before = i.checked_sub(1).and_then(|j| chars.get(j)).copied();
            let after = chars.get(i + 1).copied();
            let ends = after.is_none_or(|a| a.is_whitespace() || ")»,.".contains(a));
            let checked = match c {
                ':' | ';' | '?' | '!' => ends && before != Some('"'),
                '»' => true,
                '«' => {
                    if after != Some('\u{a0}') {
                        faults.push(format!("no U+00A0 after « in {text:?}"));
                    }
                    false
                }
                _ => false,
            };
            if checked && before.is_some() && before != Some('\u{a0}') {
                let what = if before == Some(' ') {
                    "an ordinary space"
                } else {
                    "no space"
                };
                faults.push(format!("{what} before {c} in {text:?}"));
            }
        }
        faults
    }

    /// French typography in every French message (all groups, the page's too): a
    /// non-breaking space (U+00A0) before « : », « ; », « ? », « ! » and inside « ».
    #[test]
    fn french_puts_a_non_breaking_space_before_double_punctuation_and_inside_guillemets() {
        let resource = match fluent_syntax::parser::parse(FR) {
            Ok(r) | Err((r, _)) => r,
        };
        let mut faults = Vec::new();
        let mut messages = 0;
        for entry in &resource.body {
            if let ast::Entry::Message(message) = entry
                && let Some(value) = &message.value
            {
                messages += 1;
                let mut text = String::new();
                flat(value, &mut text);
                for fault in typography_faults(&text) {
                    faults.push(format!("{}: {fault}", message.id.name));
                }
            }
        }
        assert!(messages > 1000, "{messages} messages read");
        assert!(faults.is_empty(), "{} faults: {faults:#?}", faults.len());
        // The check itself finds what it is for.
        assert_eq!(typography_faults("ronde 1 : exempt").len(), 1);
        assert_eq!(typography_faults("ronde 1: exempt").len(), 1);
        assert_eq!(typography_faults("« abc »").len(), 2);
        assert!(
            typography_faults("ronde 1\u{a0}: «\u{a0}h:mm\u{a0}» `Authorization: x` {\"a\": 1}")
                .is_empty()
        );
    }

    #[test]
    fn numbers_by_language() {
        assert_eq!(float(0.5, Lang::En), "0.5");
        assert_eq!(float(0.5, Lang::Fr), "0,5");
        assert_eq!(float(1.0, Lang::Fr), "1");
    }

    #[test]
    fn articles_as_a_french_reader_cites_them() {
        assert_eq!(article_fr("9.2"), "art. 9.2");
        assert_eq!(article_fr("1930 16.1.c"), "1930, art. 16.1.c");
        assert_eq!(article_fr("Guideline III.4"), "Guideline III.4");
    }

    /// C.05 Annex 1: the round robin's explanation, as the hall said it before the catalogue.
    #[test]
    fn c_05_the_berger_round_in_both_languages() {
        let say = |lang, double| {
            let args = [
                ("round", Arg::Int(3)),
                ("players", Arg::Int(6)),
                ("double", Arg::Text(double)),
            ];
            render_checked(lang, "berger_round", args).expect("berger_round")
        };
        assert_eq!(
            say(Lang::En, "no"),
            "round 3 of the Berger table for 6 players"
        );
        assert_eq!(
            say(Lang::En, "yes"),
            "round 3 of the Berger table for 6 players, double round robin"
        );
        assert_eq!(
            say(Lang::Fr, "yes"),
            "ronde 3 de la table de Berger pour 6 joueurs, à double tour"
        );
    }

    #[test]
    fn a_duration_and_a_plural_in_french() {
        let more = |ms| render(Lang::Fr, "more-ms", [("ms", Arg::Int(ms))]).expect("a fragment");
        assert_eq!(more(120_000), "deux minutes supplémentaires");
        assert_eq!(more(60_000), "une minute supplémentaire");
        assert_eq!(more(1_000), "1 s supplémentaire");
        assert_eq!(more(30_000), "30 s supplémentaires");
    }
}
