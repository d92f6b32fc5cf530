//! `arbiter check`: an arbiter's reading of PGN files, one JSON object per game (the contract of
//! the notation issue), a summary table on stderr, exit status 1 when a game is invalid.

use std::collections::BTreeMap;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use game::{Audit, audit_games};
use laws::Edition;
use notation::pgn::{ReadOptions, read_games};
use serde::Serialize;

use crate::CliError;
use crate::input::read_text;

/// Arguments of `arbiter check`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The edition of the Laws the games were played under: fide-2023 (default), fide-1997,
    /// fide-1930, fide-1928.
    #[arg(long, default_value = "fide-2023")]
    edition: Edition,
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
/// ([`write_numbered`]).
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
    /// Addition to the contract, only when several files are read: the file of the game.
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
}

#[derive(Debug, Serialize)]
struct ErrorJson<'a> {
    ply: Option<usize>,
    #[serde(rename = "move")]
    text: Option<&'a str>,
    reason: &'a str,
    line: usize,
    column: usize,
}

#[derive(Debug, Serialize)]
struct EndingJson {
    result: &'static str,
    reason: &'static str,
    article: &'static str,
    ply: usize,
}

#[derive(Debug, Serialize)]
struct FindingJson<'a> {
    article: &'static str,
    ply: Option<usize>,
    severity: &'static str,
    text: &'a str,
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
    let options = if args.strict {
        ReadOptions::strict()
    } else {
        ReadOptions::default()
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let mut total = Tally::default();
    let mut games = 0;
    for path in &files {
        let text = read_text(path)?;
        // Many more chunks than threads: the games that need a long helpmate search are not
        // spread evenly, and a thread left with the last big chunk would keep the others waiting.
        let chunks = chunks(&text, jobs * 32);
        let next = AtomicUsize::new(0);
        let file = (files.len() > 1).then_some(path.as_str());
        let mut results: Vec<(usize, Vec<Report>)> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..jobs)
                .map(|_| {
                    scope.spawn(|| {
                        let mut done = Vec::new();
                        loop {
                            let index = next.fetch_add(1, Ordering::Relaxed);
                            let Some(&(start, end, line_offset)) = chunks.get(index) else {
                                break;
                            };
                            let games = read_games(&text[start..end], options);
                            let reports = audit_games(games, args.edition)
                                .map(|(_, a)| Report::new(a, line_offset, file))
                                .collect();
                            done.push((index, reports));
                        }
                        done
                    })
                })
                .collect();
            workers
                .into_iter()
                .flat_map(|w| w.join().unwrap_or_default())
                .collect()
        });
        results.sort_by_key(|(index, _)| *index);
        for report in results.into_iter().flat_map(|(_, r)| r) {
            games += 1;
            write_numbered(&mut out, games, &report.line)?;
            total.add(&report.audit);
        }
    }
    out.flush()?;
    summary(&total, games, started.elapsed().as_secs_f64(), args.edition);
    Ok(if total.invalid > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// One game read: the audit, and its line of output but for the game's number (serialized in
/// the thread that read it).
struct Report {
    audit: Audit,
    line: String,
}

impl Report {
    fn new(audit: Audit, line_offset: usize, file: Option<&str>) -> Report {
        let a = &audit;
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
            }),
            ending: a.ending.map(|e| EndingJson {
                result: e.ending.result.as_str(),
                reason: e.ending.reason.as_str(),
                article: e.ending.article.as_str(),
                ply: e.ply,
            }),
            findings: a
                .findings
                .iter()
                .map(|f| FindingJson {
                    article: f.article.as_str(),
                    ply: f.ply,
                    severity: f.severity.as_str(),
                    text: &f.text,
                })
                .collect(),
            file,
        };
        let line =
            serde_json::to_string(&line).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"));
        Report { audit, line }
    }
}

/// Writes a game's line of output with its number as the first field: `{"game":N,...}`.
fn write_numbered(out: &mut impl Write, game: usize, line: &str) -> io::Result<()> {
    match line.strip_prefix('{') {
        Some(rest) if rest != "}" => writeln!(out, "{{\"game\":{game},{rest}"),
        _ => writeln!(out, "{{\"game\":{game}}}"),
    }
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
}

/// The summary table, on stderr.
fn summary(total: &Tally, games: usize, seconds: f64, edition: Edition) {
    let rate = if seconds > 0.0 {
        games as f64 / seconds
    } else {
        0.0
    };
    eprintln!("arbiter check ({edition}): {games} games in {seconds:.2} s ({rate:.0} games/s)");
    eprintln!("| what | count |");
    eprintln!("|---|---:|");
    eprintln!("| valid games | {} |", games - total.invalid);
    eprintln!("| invalid games | {} |", total.invalid);
    for (reason, count) in &total.endings {
        eprintln!("| ending: {reason} | {count} |");
    }
    for ((article, severity), count) in &total.findings {
        eprintln!("| finding: Art. {article} ({severity}) | {count} |");
    }
}

/// Splits a PGN text into about `wanted` chunks at game boundaries (a `[` opening a line after an
/// empty line), with each chunk's count of lines before it.
fn chunks(text: &str, wanted: usize) -> Vec<(usize, usize, usize)> {
    let bytes = text.as_bytes();
    let target = (text.len() / wanted.max(1)).max(1 << 16);
    let mut out = Vec::new();
    let mut start = 0;
    let mut lines_before = 0;
    while start < text.len() {
        let mut end = (start + target).min(text.len());
        while end < text.len() {
            let after_blank_line =
                bytes[..end].ends_with(b"\n\n") || bytes[..end].ends_with(b"\n\r\n");
            if bytes[end] == b'[' && after_blank_line {
                break;
            }
            end += 1;
        }
        out.push((start, end, lines_before));
        lines_before += count_newlines(&bytes[start..end]);
        start = end;
    }
    out
}

/// The line breaks in `bytes`, eight bytes at a time: the chunks are counted before the threads
/// start, so this pass over the whole file is not shared out.
fn count_newlines(bytes: &[u8]) -> usize {
    const LOW: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const NEWLINES: u64 = 0x0a0a_0a0a_0a0a_0a0a;
    let mut words = bytes.chunks_exact(8);
    let mut count = 0;
    for word in &mut words {
        let mut eight = [0u8; 8];
        eight.copy_from_slice(word);
        // A byte of `x` is zero exactly where `word` has a line break; its high bit in `t` is
        // then the only one clear (no carry crosses bytes: each byte adds at most 0x7f + 0x7f).
        let x = u64::from_le_bytes(eight) ^ NEWLINES;
        let t = ((x & LOW) + LOW) | x;
        count += (!t & HIGH).count_ones() as usize;
    }
    count + words.remainder().iter().filter(|&&b| b == b'\n').count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newlines_are_counted_eight_bytes_at_a_time_as_one_by_one() {
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
    }
}
