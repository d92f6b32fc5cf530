//! `arbiter check`: an arbiter's reading of PGN files, one JSON object per game (the contract of
//! the notation issue), a summary table on stderr, exit status 1 when a game is invalid.

use std::collections::BTreeMap;
use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Instant;

#[cfg(test)]
use game::audit_games_by;
use game::{Audit, audit_games_each, codes::Params};
use laws::Edition;
use notation::pgn::{Game as PgnGame, ReadOptions, Warning, WarningKind, read_games};
#[cfg(test)]
use serde::Serialize;

use crate::input::{decode_after, open};
use crate::{CliError, said};

/// Arguments of `arbiter check`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The edition of the Laws the games were played under: fide-2023, fide-1997, fide-1930,
    /// fide-1928. Without it, each game's `Edition` tag names its own (an archive of games
    /// played under different Laws), else fide-1930 for a game with an `Odds` tag, else
    /// fide-2023 (`notation::pgn::Game::edition`, the reader's own rule).
    #[arg(long)]
    edition: Option<Edition>,
    /// Read the PGN standard to the letter: English SAN only, every repair an error.
    #[arg(long)]
    strict: bool,
    /// Threads to use (default: all cores).
    #[arg(long)]
    jobs: Option<usize>,
    /// PGN files; `-` (the default) reads stdin.
    files: Vec<String>,
}

/// One game's line of output, but its number: the threads that read the games do not know it,
/// so the `game` field is written in front of it when the lines are put in order
/// ([`write_numbered`]). The contract's shape, as serde_json writes it: [`Json`] writes the same
/// bytes by hand, and the tests hold the two together.
#[cfg(test)]
#[derive(Debug, Serialize)]
struct GameLine<'a> {
    white: Option<&'a str>,
    black: Option<&'a str>,
    recorded_result: Option<&'static str>,
    plies: usize,
    valid: bool,
    error: Option<ErrorJson<'a>>,
    ending: Option<EndingJson>,
    findings: Vec<FindingJson<'a>>,
    /// Addition to the contract, only when there is one: what the reader ignored or read
    /// another way that bears on its reading: an `Edition` tag that names no edition (and the
    /// edition read under instead), a tag value with quotes PGN does not escape (and the value
    /// read), a variation passed over from a move that cannot be read (the main line is read
    /// to its end all the same).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    warnings: Vec<String>,
    /// Addition to the contract, with `warnings`: the stable snake_case code of each, in the
    /// same order (`unknown_edition`, `tag_value_unescaped_quotes`, `variation_move_unreadable`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    warning_codes: Vec<&'static str>,
    /// Addition to the contract, only when several files are read: the file of the game.
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
}

#[cfg(test)]
#[derive(Debug, Serialize)]
struct ErrorJson<'a> {
    ply: Option<usize>,
    #[serde(rename = "move")]
    text: Option<&'a str>,
    reason: &'a str,
    line: usize,
    column: usize,
    /// Addition to the contract (issue 21): why reading stopped, as a stable code
    /// (`web/src/codes.json`, kind `finding`, `pgn_*`) ...
    code: &'static str,
    /// ... and its params, from which `reason` is the English rendering (a move's reason is
    /// `why` with its `why_code`).
    params: &'a Params,
}

#[cfg(test)]
#[derive(Debug, Serialize)]
struct EndingJson {
    result: &'static str,
    reason: &'static str,
    article: &'static str,
    /// Addition (issue 32): the article as `{edition, number}`.
    article_ref: Option<game::ArticleRef>,
    ply: usize,
}

#[cfg(test)]
#[derive(Debug, Serialize)]
struct FindingJson<'a> {
    article: &'static str,
    /// Addition (issue 32): the article as `{edition, number}`.
    article_ref: Option<game::ArticleRef>,
    ply: Option<usize>,
    severity: &'static str,
    text: &'a str,
    /// Addition to the contract (issue 21): the finding's stable code (`web/src/codes.json`,
    /// kind `finding`) ...
    code: &'static str,
    /// ... and its params, from which `text` is the English rendering.
    params: &'a Params,
}

/// The tallies for the summary.
#[derive(Default)]
struct Tally {
    invalid: usize,
    endings: BTreeMap<&'static str, usize>,
    findings: BTreeMap<(&'static str, &'static str), usize>,
}

pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let started = Instant::now();
    let files = if args.files.is_empty() {
        vec!["-".to_owned()]
    } else {
        args.files.clone()
    };
    let jobs = args
        .jobs
        .or_else(|| std::thread::available_parallelism().ok().map(|n| n.get()))
        .unwrap_or(1)
        .max(1);
    let options = ReadOptions {
        edition: args.edition,
        ..if args.strict {
            ReadOptions::strict()
        } else {
            ReadOptions::default()
        }
    };
    // Each chunk's lines are written as soon as those before it are: nothing is held but the
    // chunks checked ahead of one still being checked (issue 36: holding every game's report to
    // the end cost a page of fresh memory every few games, and the time to fault it in).
    let output = Mutex::new(Output::new(BufWriter::with_capacity(BLOCK, io::stdout())));
    for path in &files {
        let file = (files.len() > 1).then_some(path.as_str());
        let work = Work {
            jobs,
            options,
            file,
        };
        // Read as it comes, chunk by chunk, each thread reading the chunk it checks next: the
        // text is never held whole (an archive of gigabytes needs no gigabytes for it). From a
        // chunk that is not UTF-8 on, the rest is read as `convert` reads a file (`Feeder`).
        work.run(&mut *open(path)?, path, &output)?;
    }
    let Output {
        mut out,
        games,
        total,
        ..
    } = output.into_inner().unwrap_or_else(PoisonError::into_inner);
    out.flush()?;
    summary(&total, games, started.elapsed().as_secs_f64(), args.edition);
    Ok(if total.invalid > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// A chunk's games checked: their lines of output one after the other, each but the game's
/// number (written in the thread that read them, into one buffer: issue 36, a string a game and
/// the audits kept to the output were allocations and copies a game), where each ends, and
/// their tallies.
struct Checked {
    lines: Json,
    ends: Vec<usize>,
    tally: Tally,
}

impl Checked {
    /// Room for the lines of `games_bytes` of games (a line is about two fifths of its game).
    fn with_room(games_bytes: usize) -> Checked {
        Checked {
            lines: Json(String::with_capacity(games_bytes / 2)),
            ends: Vec::new(),
            tally: Tally::default(),
        }
    }

    /// Adds a game's line, and its audit to the tallies.
    fn add(&mut self, audit: &Audit, game: &PgnGame, line_offset: usize, file: Option<&str>) {
        let reported = |w: &&Warning| {
            matches!(
                w.kind,
                WarningKind::UnknownEdition { .. }
                    | WarningKind::TagQuotes { .. }
                    | WarningKind::VariationMove { .. }
            )
        };
        // Most games have no warning to report: nothing to gather then.
        let (warnings, warning_codes): (Vec<String>, Vec<&'static str>) =
            if game.warnings.iter().any(|w| reported(&w)) {
                game.warnings
                    .iter()
                    .filter(reported)
                    .map(|w| {
                        let said = said::warning(&Warning {
                            line: w.line + line_offset,
                            ..w.clone()
                        });
                        (said, w.kind.code())
                    })
                    .unzip()
            } else {
                (Vec::new(), Vec::new())
            };
        self.lines
            .game_line(audit, &warnings, &warning_codes, line_offset, file);
        self.ends.push(self.lines.0.len());
        self.tally.add(audit);
    }

    /// The lines, each but its number.
    fn lines(&self) -> impl Iterator<Item = &str> {
        let text = self.lines.0.as_str();
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts
            .zip(&self.ends)
            .map(move |(start, &end)| text.get(start..end).unwrap_or_default())
    }
}

/// A game's line of output written by hand, byte for byte what serde_json writes of
/// [`GameLine`] (issue 36: the format's machinery, its structs and maps, was about 7,000
/// instructions a game, 3% of `arbiter check`'s run): compact, fields in the struct's order, strings
/// escaped as serde_json escapes them, numbers as it writes them (a float by serde_json itself).
struct Json(String);

impl Json {
    fn game_line(
        &mut self,
        a: &Audit,
        warnings: &[String],
        warning_codes: &[&str],
        line_offset: usize,
        file: Option<&str>,
    ) {
        self.0.push_str("{\"white\":");
        self.opt_str(a.white.as_deref());
        self.0.push_str(",\"black\":");
        self.opt_str(a.black.as_deref());
        self.0.push_str(",\"recorded_result\":");
        self.opt_str(a.recorded_result.map(|r| r.as_str()));
        self.0.push_str(",\"plies\":");
        self.int(a.plies as u64);
        self.0.push_str(if a.valid {
            ",\"valid\":true,\"error\":"
        } else {
            ",\"valid\":false,\"error\":"
        });
        match &a.error {
            None => self.0.push_str("null"),
            Some(e) => {
                self.0.push_str("{\"ply\":");
                self.opt_int(e.ply);
                self.0.push_str(",\"move\":");
                self.opt_str(e.text.as_deref());
                self.0.push_str(",\"reason\":");
                self.str(&e.reason);
                self.0.push_str(",\"line\":");
                self.int((e.line + line_offset) as u64);
                self.0.push_str(",\"column\":");
                self.int(e.column as u64);
                self.0.push_str(",\"code\":");
                self.str(e.code);
                self.0.push_str(",\"params\":");
                self.params(&e.params);
                self.0.push('}');
            }
        }
        self.0.push_str(",\"ending\":");
        match &a.ending {
            None => self.0.push_str("null"),
            Some(e) => {
                self.0.push_str("{\"result\":");
                self.str(e.ending.result.as_str());
                self.0.push_str(",\"reason\":");
                self.str(e.ending.reason.as_str());
                self.article(e.ending.article.as_str());
                self.0.push_str(",\"ply\":");
                self.int(e.ply as u64);
                self.0.push('}');
            }
        }
        self.0.push_str(",\"findings\":[");
        for (i, f) in a.findings.iter().enumerate() {
            if i > 0 {
                self.0.push(',');
            }
            self.0.push_str("{\"article\":");
            self.str(f.article.as_str());
            self.article_ref(f.article.as_str());
            self.0.push_str(",\"ply\":");
            self.opt_int(f.ply);
            self.0.push_str(",\"severity\":");
            self.str(f.severity.as_str());
            self.0.push_str(",\"text\":");
            self.str(&f.text);
            self.0.push_str(",\"code\":");
            self.str(f.code);
            self.0.push_str(",\"params\":");
            self.params(&f.params);
            self.0.push('}');
        }
        self.0.push(']');
        if !warnings.is_empty() {
            self.0.push_str(",\"warnings\":");
            self.strs(warnings.iter().map(String::as_str));
        }
        if !warning_codes.is_empty() {
            self.0.push_str(",\"warning_codes\":");
            self.strs(warning_codes.iter().copied());
        }
        if let Some(file) = file {
            self.0.push_str(",\"file\":");
            self.str(file);
        }
        self.0.push('}');
    }

    /// `,"article":"…","article_ref":…` of an ending.
    fn article(&mut self, article: &'static str) {
        self.0.push_str(",\"article\":");
        self.str(article);
        self.article_ref(article);
    }

    /// `,"article_ref":{"edition":"…","number":"…"}` or `null` ([`game::ArticleRef::of`]),
    /// each article's written once a thread and kept: the articles are the Laws' few.
    fn article_ref(&mut self, article: &'static str) {
        thread_local! {
            static WRITTEN: std::cell::RefCell<Vec<(&'static str, String)>> =
                const { std::cell::RefCell::new(Vec::new()) };
        }
        WRITTEN.with_borrow_mut(|written| {
            // The same article is the same constant: found by its address (a copy of the same
            // words elsewhere would only be written once more, the same bytes).
            let same =
                |a: &str| std::ptr::eq(a.as_ptr(), article.as_ptr()) && a.len() == article.len();
            if let Some((_, json)) = written.iter().find(|(a, _)| same(a)) {
                self.0.push_str(json);
                return;
            }
            let mut json = Json(String::new());
            json.0.push_str(",\"article_ref\":");
            match game::ArticleRef::of(article) {
                None => json.0.push_str("null"),
                Some(r) => {
                    json.0.push_str("{\"edition\":");
                    json.str(&r.edition);
                    json.0.push_str(",\"number\":");
                    json.str(&r.number);
                    json.0.push('}');
                }
            }
            self.0.push_str(&json.0);
            written.push((article, json.0));
        });
    }

    fn strs<'s>(&mut self, items: impl Iterator<Item = &'s str>) {
        self.0.push('[');
        for (i, item) in items.enumerate() {
            if i > 0 {
                self.0.push(',');
            }
            self.str(item);
        }
        self.0.push(']');
    }

    fn params(&mut self, params: &Params) {
        self.0.push('{');
        for (i, (name, value)) in params.iter().enumerate() {
            if i > 0 {
                self.0.push(',');
            }
            self.str(name);
            self.0.push(':');
            match value {
                game::codes::Param::Int(n) => {
                    if *n < 0 {
                        self.0.push('-');
                    }
                    self.int(n.unsigned_abs());
                }
                game::codes::Param::Float(x) => self
                    .0
                    .push_str(&serde_json::to_string(x).unwrap_or_default()),
                game::codes::Param::Text(text) => self.str(text),
            }
        }
        self.0.push('}');
    }

    /// A whole number in decimal, as serde_json (and `Display`) writes it.
    fn int(&mut self, n: u64) {
        let mut digits = [0u8; 20];
        let digits = decimal(n, &mut digits);
        self.0.extend(digits.iter().map(|&d| char::from(d)));
    }

    fn opt_int(&mut self, n: Option<usize>) {
        match n {
            Some(n) => self.int(n as u64),
            None => self.0.push_str("null"),
        }
    }

    fn opt_str(&mut self, text: Option<&str>) {
        match text {
            Some(text) => self.str(text),
            None => self.0.push_str("null"),
        }
    }

    /// A JSON string as serde_json writes it: `"` and `\\` escaped, the control characters as
    /// `\b`, `\t`, `\n`, `\f`, `\r` or `\u00xx`, everything else as it is.
    fn str(&mut self, text: &str) {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        self.0.push('"');
        let bytes = text.as_bytes();
        // Most texts need no escape: looked for eight bytes at a time, then copied whole.
        let plain = |b: u8| b >= 0x20 && b != b'"' && b != b'\\';
        if needs_no_escape(bytes) {
            self.0.push_str(text);
            self.0.push('"');
            return;
        }
        let mut from = 0;
        for (at, &b) in bytes.iter().enumerate() {
            if plain(b) {
                continue;
            }
            self.0.push_str(&text[from..at]);
            from = at + 1;
            match b {
                b'"' => self.0.push_str("\\\""),
                b'\\' => self.0.push_str("\\\\"),
                0x08 => self.0.push_str("\\b"),
                0x0c => self.0.push_str("\\f"),
                b'\n' => self.0.push_str("\\n"),
                b'\r' => self.0.push_str("\\r"),
                b'\t' => self.0.push_str("\\t"),
                _ => {
                    self.0.push_str("\\u00");
                    self.0.push(char::from(HEX[usize::from(b >> 4)]));
                    self.0.push(char::from(HEX[usize::from(b & 0xf)]));
                }
            }
        }
        self.0.push_str(&text[from..]);
        self.0.push('"');
    }
}

/// `n`'s decimal digits, written at the end of `digits`, as serde_json (and `Display`) write
/// a whole number.
fn decimal(n: u64, digits: &mut [u8; 20]) -> &[u8] {
    let mut at = digits.len();
    let mut n = n;
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    &digits[at..]
}

/// Whether `bytes` hold no byte JSON escapes (a control character, `"`, `\\`), eight at a time:
/// a byte of a word is below 0x20, or equal to one of the two, exactly where the word's test
/// below sets that byte's high bit (the borrow of a lower byte aside, which only comes from a
/// byte found already).
fn needs_no_escape(bytes: &[u8]) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let zero_byte = |x: u64| x.wrapping_sub(ONES) & !x;
    let mut words = bytes.chunks_exact(8);
    let mut found = 0;
    for word in &mut words {
        let mut eight = [0u8; 8];
        eight.copy_from_slice(word);
        let x = u64::from_le_bytes(eight);
        found |= (x.wrapping_sub(ONES * 0x20) & !x)
            | zero_byte(x ^ (ONES * u64::from(b'"')))
            | zero_byte(x ^ (ONES * u64::from(b'\\')));
    }
    found & HIGH == 0
        && words
            .remainder()
            .iter()
            .all(|&b| b >= 0x20 && b != b'"' && b != b'\\')
}

/// Writes a game's line of output with its number as the first field: `{"game":N,...}`. Its
/// pieces are written as they are, the number as serde_json writes one (issue 36: a format's
/// machinery a game was a tenth of the output's work).
fn write_numbered(out: &mut impl Write, game: usize, line: &str) -> io::Result<()> {
    const PREFIX: &[u8] = b"{\"game\":";
    let mut digits = [0u8; 20];
    let digits = decimal(game as u64, &mut digits);
    let mut head = [0u8; PREFIX.len() + 20];
    let len = PREFIX.len() + digits.len();
    head[..PREFIX.len()].copy_from_slice(PREFIX);
    head[PREFIX.len()..len].copy_from_slice(digits);
    out.write_all(&head[..len])?;
    match line.strip_prefix('{') {
        Some(rest) if rest != "}" => {
            out.write_all(b",")?;
            out.write_all(rest.as_bytes())?;
        }
        _ => out.write_all(b"}")?,
    }
    out.write_all(b"\n")
}

impl Tally {
    fn add(&mut self, audit: &Audit) {
        if !audit.valid {
            self.invalid += 1;
        }
        if let Some(e) = audit.ending {
            *self.endings.entry(e.ending.reason.as_str()).or_default() += 1;
        }
        for f in &audit.findings {
            *self
                .findings
                .entry((f.article.as_str(), f.severity.as_str()))
                .or_default() += 1;
        }
    }

    /// Adds the tallies of `other`.
    fn merge(&mut self, other: Tally) {
        self.invalid += other.invalid;
        for (reason, n) in other.endings {
            *self.endings.entry(reason).or_default() += n;
        }
        for (key, n) in other.findings {
            *self.findings.entry(key).or_default() += n;
        }
    }
}

/// The summary table, on stderr.
fn summary(total: &Tally, games: usize, seconds: f64, edition: Option<Edition>) {
    let rate = if seconds > 0.0 {
        games as f64 / seconds
    } else {
        0.0
    };
    let none = Params::new();
    let edition = match edition {
        Some(edition) => edition.to_string(),
        None => said::english(
            &said::CHECK_EDITION_DEFAULT,
            &game::params! {
                "odds" => Edition::Fide1930.to_string(),
                "default" => Edition::default().to_string(),
            },
        ),
    };
    // Seconds and games a second as the summary always wrote them: 2 decimals and none.
    let head = game::params! {
        "edition" => edition,
        "games" => games,
        "seconds" => format!("{seconds:.2}"),
        "rate" => format!("{rate:.0}"),
    };
    eprintln!("{}", said::english(&said::CHECK_SUMMARY, &head));
    // The table's markup (Markdown) is not words: its labels are the catalogue's.
    let row = |label: String, count: &dyn std::fmt::Display| eprintln!("| {label} | {count} |");
    row(
        said::english(&said::CHECK_COLUMN_WHAT, &none),
        &said::english(&said::CHECK_COLUMN_COUNT, &none),
    );
    eprintln!("|---|---:|");
    row(
        said::english(&said::CHECK_VALID_GAMES, &none),
        &(games - total.invalid),
    );
    row(
        said::english(&said::CHECK_INVALID_GAMES, &none),
        &total.invalid,
    );
    for (reason, count) in &total.endings {
        let params = game::params! { "reason" => *reason };
        row(said::english(&said::CHECK_ENDING, &params), count);
    }
    for ((article, severity), count) in &total.findings {
        let params = game::params! { "article" => *article, "severity" => *severity };
        row(said::english(&said::CHECK_FINDING, &params), count);
    }
}

/// The output of `check`, in the input's order: a chunk's lines are written as soon as every
/// chunk before it is, numbered through every input; the tally for the summary.
struct Output<W: Write> {
    out: W,
    /// The games written, through every input.
    games: usize,
    total: Tally,
    /// The input's next chunk to write.
    next: usize,
    /// Chunks checked before one ahead of them was (more than one thread).
    waiting: BTreeMap<usize, Checked>,
}

impl<W: Write> Output<W> {
    fn new(out: W) -> Output<W> {
        Output {
            out,
            games: 0,
            total: Tally::default(),
            next: 0,
            waiting: BTreeMap::new(),
        }
    }

    /// A new input: its chunks are numbered from 0.
    fn start_input(&mut self) {
        self.next = 0;
        self.waiting.clear();
    }

    /// The reports of the input's chunk `index`: written now if every chunk before it has
    /// been, with those waiting for it; else kept until then.
    fn deliver(&mut self, index: usize, checked: Checked) -> io::Result<()> {
        if index != self.next {
            self.waiting.insert(index, checked);
            return Ok(());
        }
        self.write(checked)?;
        while let Some(checked) = self.waiting.remove(&self.next) {
            self.write(checked)?;
        }
        Ok(())
    }

    fn write(&mut self, checked: Checked) -> io::Result<()> {
        for line in checked.lines() {
            self.games += 1;
            write_numbered(&mut self.out, self.games, line)?;
        }
        self.total.merge(checked.tally);
        self.next += 1;
        Ok(())
    }
}

/// What the threads of `check` share for one input.
struct Work<'a> {
    jobs: usize,
    /// How to read, with the edition given on the command line, over every game's own.
    options: ReadOptions,
    file: Option<&'a str>,
}

/// A piece of an input holding whole games: its place among the pieces, its text, and the
/// count of lines before it.
struct Chunk {
    index: usize,
    text: String,
    lines_before: usize,
}

/// The bytes read at a time; a chunk is this much, cut back to the last game that begins in it.
/// Many more chunks than threads: the games that need a long helpmate search are not spread
/// evenly, and a thread left with the last big chunk would keep the others waiting.
const BLOCK: usize = 1 << 16;

/// Where an input is read from: the input itself, or, from its first piece that is not UTF-8
/// on, the rest of it read whole as text (see [`Feeder`]).
enum Source<'a> {
    Input(&'a mut (dyn Read + Send)),
    Decoded(io::Cursor<Vec<u8>>),
}

impl Read for Source<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Source::Input(input) => input.read(buf),
            Source::Decoded(text) => text.read(buf),
        }
    }
}

/// An input read as it comes and cut into chunks of whole games (cut where a `[` opens a line
/// after an empty line), each with its place and its count of lines before it. The threads
/// take the chunks from one feeder in turn (each reads the chunk it checks: the text is in its
/// own cache), and give back the buffers of the chunks checked: the same few buffers are read
/// into, not fresh memory each time (issue 36: a page fault every few games).
///
/// From a chunk that is not UTF-8 on, the rest of the input is read whole and read as
/// `convert` reads a file ([`decode_after`]: each byte no part of a UTF-8 character as its
/// Latin-1 character, the note on stderr naming the input and the line), and cut as before:
/// the chunks before it read the same as in the whole input read that way (they are UTF-8),
/// and a game reads the same whatever chunk holds it.
struct Feeder<'a> {
    source: Source<'a>,
    /// The input's name, for the note on a text that is not UTF-8.
    path: &'a str,
    /// Bytes read and not yet given: the start of a game cut off at the end of a block.
    pending: Vec<u8>,
    place: Place,
    /// Buffers given back, emptied.
    spares: Vec<Vec<u8>>,
    /// The whole input has been given.
    done: bool,
}

impl<'a> Feeder<'a> {
    fn new(source: &'a mut (dyn Read + Send), path: &'a str) -> Feeder<'a> {
        Feeder {
            source: Source::Input(source),
            path,
            pending: Vec::new(),
            place: Place::default(),
            spares: Vec::new(),
            done: false,
        }
    }

    /// The buffer of a chunk checked, to read a later one into.
    fn give_back(&mut self, text: String) {
        let mut buffer = text.into_bytes();
        buffer.clear();
        self.spares.push(buffer);
    }

    /// The next chunk, `None` at the end of the input.
    fn next_chunk(&mut self) -> io::Result<Option<Chunk>> {
        while !self.done {
            // Room for the whole block first: read into a buffer that grows as it fills, a
            // block would be copied over several times.
            let start = self.pending.len();
            self.pending.reserve(BLOCK);
            let read = (&mut self.source)
                .take(BLOCK as u64)
                .read_to_end(&mut self.pending)?;
            self.done = read == 0;
            let cut = if self.done {
                self.pending.len()
            } else {
                // Only the bytes just read can hold a game start the earlier ones did not.
                match last_game_start(&self.pending, start) {
                    Some(cut) => cut,
                    None => continue,
                }
            };
            if cut == 0 {
                continue;
            }
            // The game cut off goes to a buffer with room for the next block already.
            let mut rest = self.spares.pop().unwrap_or_default();
            rest.reserve(self.pending.len() - cut + BLOCK);
            rest.extend_from_slice(&self.pending[cut..]);
            self.pending.truncate(cut);
            let bytes = std::mem::replace(&mut self.pending, rest);
            let text = match String::from_utf8(bytes) {
                Ok(text) => text,
                Err(e) => {
                    let mut bytes = e.into_bytes();
                    bytes.append(&mut self.pending);
                    self.source.read_to_end(&mut bytes)?;
                    let text = decode_after(bytes, self.path, self.place.lines);
                    self.source = Source::Decoded(io::Cursor::new(text.into_bytes()));
                    self.done = false;
                    continue;
                }
            };
            let chunk = Chunk {
                index: self.place.index,
                lines_before: self.place.lines,
                text,
            };
            self.place.index += 1;
            self.place.lines += count_newlines(chunk.text.as_bytes());
            return Ok(Some(chunk));
        }
        Ok(None)
    }
}

/// Locks `mutex`. A thread that panicked holding it is a bug whose panic [`Work::run`] raises
/// again once the others are done: the others go on with what it left, rather than each
/// panicking in turn.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Work<'_> {
    /// Reads `source` chunk by chunk while `jobs` threads (this one among them) check the
    /// chunks read, and writes their lines to `output` in the input's order. `path` names the
    /// input in the note on a text that is not UTF-8.
    fn run<W: Write + Send>(
        &self,
        source: &mut (dyn Read + Send),
        path: &str,
        output: &Mutex<Output<W>>,
    ) -> io::Result<()> {
        lock(output).start_input();
        let feeder = Mutex::new(Feeder::new(source, path));
        std::thread::scope(|scope| {
            let others: Vec<_> = (1..self.jobs)
                .map(|_| scope.spawn(|| self.check_chunks(&feeder, output)))
                .collect();
            let mut checked = self.check_chunks(&feeder, output);
            for other in others {
                // A thread's panic is raised here, on the thread that started it.
                let done = other
                    .join()
                    .unwrap_or_else(|p| std::panic::resume_unwind(p));
                checked = checked.and(done);
            }
            checked
        })
    }

    /// One thread's work: the chunks it takes from `feeder` until there are no more, each
    /// delivered to `output` and its buffer given back.
    fn check_chunks<W: Write>(
        &self,
        feeder: &Mutex<Feeder<'_>>,
        output: &Mutex<Output<W>>,
    ) -> io::Result<()> {
        let mut checked: Option<String> = None;
        loop {
            let chunk = {
                let mut feeder = lock(feeder);
                if let Some(text) = checked.take() {
                    feeder.give_back(text);
                }
                feeder.next_chunk()?
            };
            let Some(chunk) = chunk else {
                return Ok(());
            };
            let lines = self.check_chunk(&chunk);
            lock(output).deliver(chunk.index, lines)?;
            checked = Some(chunk.text);
        }
    }

    /// The lines of a chunk's games, in order, and their tallies.
    fn check_chunk(&self, chunk: &Chunk) -> Checked {
        let games = read_games(&chunk.text, self.options);
        // The edition as the reader took it: one rule for both (`Game::edition`).
        let edition = self.options.edition;
        let mut checked = Checked::with_room(chunk.text.len());
        audit_games_each(
            games,
            |game| game.edition(edition),
            |game, audit| checked.add(&audit, game, chunk.lines_before, self.file),
        )
        .for_each(drop);
        checked
    }
}

/// Where a [`Feeder`] is in an input: the next chunk's place among the chunks, and the lines
/// before it.
#[derive(Clone, Copy, Debug, Default)]
struct Place {
    index: usize,
    lines: usize,
}

/// Where the last game of `bytes` begins, looking for it at `from` or after (one at the very
/// start does not count): a `[` opening a line after an empty line.
fn last_game_start(bytes: &[u8], from: usize) -> Option<usize> {
    let mut end = bytes.len();
    while let Some(at) = bytes.get(from..end)?.iter().rposition(|&b| b == b'[') {
        let at = from + at;
        let before = &bytes[..at];
        if at > 0
            && (before.ends_with(b"\n\n") || before.ends_with(b"\n\r\n"))
            && !may_end_in_a_comment(before)
        {
            return Some(at);
        }
        end = at;
    }
    None
}

/// Whether `before`, the text before a game's `[`, may end in a comment: its last line that is
/// not blank holds a `;` or ends with `}`. Such a comment may be the comment the reader gives
/// the game that follows (a comment before a game's tags is the game's): a chunk is not cut
/// there, so that a game reads the same at a chunk's edge as anywhere else. Cautious: a comment
/// that closes a game without a result, or a `;` in a tag value, only makes a chunk longer.
fn may_end_in_a_comment(before: &[u8]) -> bool {
    let end = before
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(0, |at| at + 1);
    let text = &before[..end];
    let start = text
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |at| at + 1);
    let last = &text[start..];
    last.ends_with(b"}") || last.contains(&b';')
}

/// The line breaks in `bytes`: the chunks are counted as they are read, before a thread takes
/// them. Sixteen bytes side by side, each lane a byte counting its own line breaks for up to
/// 255 rows before the lanes are added up: a form the compiler turns into a comparison and a
/// subtraction of sixteen bytes at once (issue 36: eight bytes a word, with a carry trick, took
/// twice the instructions).
fn count_newlines(bytes: &[u8]) -> usize {
    const LANES: usize = 16;
    let mut count = 0;
    let mut rows = bytes.chunks_exact(LANES);
    loop {
        let mut lanes = [0u8; LANES];
        let mut taken = 0;
        for row in rows.by_ref().take(255) {
            for (lane, &b) in lanes.iter_mut().zip(row) {
                *lane += u8::from(b == b'\n');
            }
            taken += 1;
        }
        count += lanes.iter().map(|&n| usize::from(n)).sum::<usize>();
        if taken < 255 {
            break;
        }
    }
    count + rows.remainder().iter().filter(|&&b| b == b'\n').count()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The old way, kept as the contract's reference: serde_json on [`GameLine`].
    fn serde_line(
        a: &Audit,
        warnings: Vec<String>,
        warning_codes: Vec<&'static str>,
        line_offset: usize,
        file: Option<&str>,
    ) -> String {
        let line = GameLine {
            white: a.white.as_deref(),
            black: a.black.as_deref(),
            recorded_result: a.recorded_result.map(|r| r.as_str()),
            plies: a.plies,
            valid: a.valid,
            error: a.error.as_ref().map(|e| ErrorJson {
                ply: e.ply,
                text: e.text.as_deref(),
                reason: &e.reason,
                line: e.line + line_offset,
                column: e.column,
                code: e.code,
                params: &e.params,
            }),
            ending: a.ending.map(|e| EndingJson {
                result: e.ending.result.as_str(),
                reason: e.ending.reason.as_str(),
                article: e.ending.article.as_str(),
                article_ref: game::ArticleRef::of(e.ending.article.as_str()),
                ply: e.ply,
            }),
            findings: a
                .findings
                .iter()
                .map(|f| FindingJson {
                    article: f.article.as_str(),
                    article_ref: game::ArticleRef::of(f.article.as_str()),
                    ply: f.ply,
                    severity: f.severity.as_str(),
                    text: &f.text,
                    code: f.code,
                    params: &f.params,
                })
                .collect(),
            warnings,
            warning_codes,
            file,
        };
        serde_json::to_string(&line).expect("json")
    }

    #[test]
    fn the_json_line_written_by_hand_is_serde_jsons_byte_for_byte() {
        use game::codes::Param;
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/check");
        let mut audits = Vec::new();
        for entry in std::fs::read_dir(&dir).expect("tests/data/check") {
            let path = entry.expect("entry").path();
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            for strict in [false, true] {
                let options = if strict {
                    ReadOptions::strict()
                } else {
                    ReadOptions::default()
                };
                audits.extend(
                    audit_games_by(read_games(&text, options), |g| g.edition(None)).map(|(_, a)| a),
                );
            }
        }
        assert!(audits.len() > 20, "{} games", audits.len());
        // Every escape serde_json writes, a float param, names and files with quotes.
        let odd = "a\"b\\c\u{1}\u{8}\u{c}\n\r\t\u{1f}\u{7f}é♔ d";
        let mut made = audits[0].clone();
        made.white = Some(odd.to_owned());
        made.black = None;
        if let Some(f) = made.findings.first_mut() {
            f.params.insert("x".to_owned(), Param::Float(0.5));
            f.params.insert("y".to_owned(), Param::Float(1e21));
            f.params.insert("z".to_owned(), Param::Int(-3));
            f.text = odd.to_owned();
        }
        audits.push(made);
        for a in &audits {
            for (warnings, codes, file) in [
                (Vec::new(), Vec::new(), None),
                (
                    vec![odd.to_owned(), "w".to_owned()],
                    vec!["unknown_edition", "x"],
                    Some(odd),
                ),
            ] {
                let mut json = Json(String::new());
                json.game_line(a, &warnings, &codes, 7, file);
                assert_eq!(json.0, serde_line(a, warnings, codes, 7, file));
            }
        }
    }

    #[test]
    fn a_game_starts_at_a_bracket_after_an_empty_line_not_in_a_comment() {
        let text = b"[Event \"a\"]\n\n1. e4 { [%clk 1:00:00] } *\n\n[Event \"b\"]\r\n\r\n1. d4 *\n";
        let second = text
            .windows(2)
            .rposition(|w| w == b"[E")
            .expect("second game");
        assert_eq!(last_game_start(text, 0), Some(second));
        // Looked for only from `from` on: the first game's own start (0) never counts.
        assert_eq!(last_game_start(text, second + 1), None);
        assert_eq!(last_game_start(&text[..second], 0), None);
        let crlf = b"[A \"1\"]\r\n\r\n1. e4 *\r\n\r\n[B \"2\"]\r\n";
        let b = crlf.windows(2).position(|w| w == b"[B").expect("[B");
        assert_eq!(last_game_start(crlf, 0), Some(b));
    }

    #[test]
    fn pgn_comment_before_tags_never_cut_from_its_game() {
        // A comment before a game's tags is the game's (the reader's rule): no chunk starts
        // between them, `{...}` or `;`; a game that ends with its result still may.
        for text in [
            &b"[A \"1\"]\n\n1. e4 *\n\n{ The next game }\n\n[B \"2\"]\n\n1. d4 *\n"[..],
            b"[A \"1\"]\n\n1. e4 *\n\n; the next game\n\n[B \"2\"]\n\n1. d4 *\n",
        ] {
            assert_eq!(
                last_game_start(text, 1),
                None,
                "{}",
                String::from_utf8_lossy(text)
            );
        }
        let plain = b"[A \"1\"]\n\n1. e4 { fine } *\n\n[B \"2\"]\n\n1. d4 *\n";
        let b = plain.windows(2).position(|w| w == b"[B").expect("[B");
        assert_eq!(last_game_start(plain, 1), Some(b));
    }

    /// The chunks a [`Feeder`] gives `input` in, every buffer given back.
    fn fed(input: &[u8]) -> Vec<Chunk> {
        let mut input = input;
        let mut feeder = Feeder::new(&mut input, "x.pgn");
        let mut chunks: Vec<Chunk> = Vec::new();
        while let Some(chunk) = feeder.next_chunk().expect("read") {
            if let Some(last) = chunks.last() {
                feeder.give_back(last.text.clone());
            }
            chunks.push(chunk);
        }
        chunks
    }

    /// The chunks' texts joined, each chunk checked on the way: numbered in order, starting a
    /// game, with the lines of the chunks before it.
    fn joined(chunks: &[Chunk]) -> String {
        let mut joined = String::new();
        for (i, chunk) in chunks.iter().enumerate() {
            assert_eq!(chunk.index, i);
            assert!(chunk.text.starts_with("[Event"), "chunk {i} starts a game");
            assert_eq!(
                chunk.lines_before,
                joined.matches('\n').count(),
                "chunk {i}"
            );
            joined.push_str(&chunk.text);
        }
        joined
    }

    #[test]
    fn chunks_checked_out_of_order_are_written_in_the_inputs_order() {
        // Two threads may finish chunks out of order: each chunk's lines wait for those before
        // it, numbered through every input; a new input's chunks are numbered from 0 again.
        let checked = |names: &[usize]| {
            let mut checked = Checked::with_room(0);
            for n in names {
                let text = format!("[White \"{n}\"]\n\n1. e4 *\n");
                let (game, audit) =
                    audit_games_by(read_games(&text, ReadOptions::default()), |_| {
                        Edition::Fide2023
                    })
                    .next()
                    .expect("a game");
                checked.add(&audit, &game, 0, None);
            }
            checked
        };
        let mut output = Output::new(Vec::new());
        output.start_input();
        output.deliver(2, checked(&[4])).expect("kept");
        output.deliver(1, checked(&[2, 3])).expect("kept");
        assert!(output.out.is_empty(), "nothing before chunk 0");
        output.deliver(0, checked(&[1])).expect("written");
        output.start_input();
        output.deliver(0, checked(&[5])).expect("written");
        let text = String::from_utf8(output.out).expect("UTF-8");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 5);
        for (i, line) in lines.iter().enumerate() {
            let start = format!("{{\"game\":{},\"white\":\"{}\",", i + 1, i + 1);
            assert!(line.starts_with(&start), "{line}");
        }
        assert_eq!(output.games, 5);
        assert_eq!(output.next, 1);
    }

    #[test]
    fn a_long_input_is_sent_in_chunks_of_whole_games_with_their_lines() {
        let game = |n: usize| {
            format!("[Event \"{n}\"]\n[Result \"*\"]\n\n1. e4 {{ [%clk 1:00:00] }} e5 *\n\n")
        };
        let text: String = (0..6000).map(game).collect();
        assert!(text.len() > 3 * BLOCK);
        let chunks = fed(text.as_bytes());
        assert!(chunks.len() >= 3, "{} chunks", chunks.len());
        let joined = joined(&chunks);
        assert_eq!(joined, text);
    }

    #[test]
    fn an_input_not_utf8_reads_on_as_latin1_from_its_first_chunk_that_is_not() {
        // The chunks before the first byte that is not UTF-8 as they are; from the chunk
        // holding it on, the rest read as `convert` reads a file (`decode`): the chunks joined
        // are the whole input so read, with the same count of lines before each.
        let mut bytes = "[Event \"Müller\"]\n\n1. e4 *\n\n".as_bytes().repeat(5000);
        bytes.extend_from_slice(b"[Event \"caf\xe9\"]\n\n1. d4 *\n\n");
        bytes.extend_from_slice(&"[Event \"Šahović\"]\n\n1. c4 *\n\n".as_bytes().repeat(3000));
        let chunks = fed(&bytes);
        assert!(chunks.len() >= 3, "{} chunks", chunks.len());
        let joined = joined(&chunks);
        assert_eq!(joined, crate::input::decode(bytes, "x.pgn"));
        assert!(joined.contains("[Event \"café\"]") && joined.ends_with("1. c4 *\n\n"));
    }

    #[test]
    fn the_escapes_are_found_eight_bytes_at_a_time_as_one_by_one() {
        let one_by_one = |bytes: &[u8]| bytes.iter().all(|&b| b >= 0x20 && b != b'"' && b != b'\\');
        let mut bytes: Vec<u8> = (0..=255u8).collect();
        bytes.extend((0..=255u8).rev());
        for start in 0..bytes.len() {
            for len in [0, 1, 7, 8, 9, 15, 16, 17, 24, 40] {
                let part = &bytes[start..(start + len).min(bytes.len())];
                assert_eq!(needs_no_escape(part), one_by_one(part), "{part:?}");
            }
        }
        for b in 0..=255u8 {
            for at in 0..24 {
                let mut text = vec![b'a'; 24];
                text[at] = b;
                assert_eq!(needs_no_escape(&text), one_by_one(&text), "{b} at {at}");
                let mut high = vec![0xe9u8; 24];
                high[at] = b;
                assert_eq!(needs_no_escape(&high), one_by_one(&high), "{b} at {at}");
            }
        }
    }

    #[test]
    fn newlines_are_counted_sixteen_bytes_at_a_time_as_one_by_one() {
        let text: Vec<u8> = (0..1000u32)
            .map(|i| match i % 7 {
                0 | 3 => b'\n',
                1 => 0x8a,
                2 => 0x0b,
                _ => (i % 251) as u8,
            })
            .collect();
        for start in 0..9 {
            for end in [start, start + 1, 17, 64, 999, 1000] {
                let part = &text[start..end.max(start)];
                let want = part.iter().filter(|&&b| b == b'\n').count();
                assert_eq!(count_newlines(part), want);
            }
        }
        // Lanes full (255 line breaks each) and added up, block after block.
        for len in [255 * 16 - 1, 255 * 16, 255 * 16 + 1, 3 * 255 * 16 + 37] {
            assert_eq!(count_newlines(&vec![b'\n'; len]), len);
        }
    }
}
