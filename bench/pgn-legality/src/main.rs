// SPDX-License-Identifier: GPL-3.0-or-later
//! Bare PGN legality baseline: pgn-reader parses, shakmaty plays every
//! mainline SAN.  Prints one JSON line with the counts.
//!
//! ```text
//! pgn-legality [--threads N] FILE    count games / plies / games with an illegal move
//! pgn-legality --tokens FILE         print every Visitor callback (what the reader passes on)
//! ```
//!
//! `--threads N` splits the file text at game boundaries (a `[` line after a
//! blank line) into N parts read by N threads; `--threads 0` = all cores.
//! A game stops at its first illegal (or unparsable-for-shakmaty) move, like
//! python-chess's reader does.

use std::{
    io::{self, Write},
    ops::ControlFlow,
    process::ExitCode,
    thread,
};

use pgn_reader::{Nag, Outcome, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

/// What one game contributes to the totals.
#[derive(Default, Clone, Copy)]
struct Counts {
    games: u64,
    plies: u64,
    invalid_games: u64,
}

impl std::ops::AddAssign for Counts {
    fn add_assign(&mut self, o: Counts) {
        self.games += o.games;
        self.plies += o.plies;
        self.invalid_games += o.invalid_games;
    }
}

/// Plays the mainline; breaks off the game at the first illegal move.
struct Legality;

impl Visitor for Legality {
    type Tags = Option<Chess>; // position from a FEN tag, if any
    type Movetext = (Chess, u64); // position, plies played
    type Output = Counts;

    fn begin_tags(&mut self) -> ControlFlow<Counts, Self::Tags> {
        ControlFlow::Continue(None)
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Counts> {
        if name == b"FEN" {
            let pos = Fen::from_ascii(value.as_bytes())
                .ok()
                .and_then(|fen| fen.into_position(CastlingMode::Standard).ok());
            match pos {
                Some(pos) => *tags = Some(pos),
                None => {
                    return ControlFlow::Break(Counts {
                        games: 1,
                        plies: 0,
                        invalid_games: 1,
                    });
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Counts, Self::Movetext> {
        ControlFlow::Continue((tags.unwrap_or_default(), 0))
    }

    fn san(&mut self, (pos, plies): &mut Self::Movetext, san_plus: SanPlus) -> ControlFlow<Counts> {
        match san_plus.san.to_move(pos) {
            Ok(m) => {
                pos.play_unchecked(m);
                *plies += 1;
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(Counts {
                games: 1,
                plies: *plies,
                invalid_games: 1,
            }),
        }
    }

    fn end_game(&mut self, (_, plies): Self::Movetext) -> Counts {
        Counts {
            games: 1,
            plies,
            invalid_games: 0,
        }
    }
}

/// Writes one line to stdout; breaks off (instead of panicking) when stdout
/// is closed, e.g. piped into `head`.
fn say(line: std::fmt::Arguments<'_>) -> ControlFlow<()> {
    match writeln!(io::stdout().lock(), "{line}") {
        Ok(()) => ControlFlow::Continue(()),
        Err(_) => ControlFlow::Break(()),
    }
}

/// Prints every callback, to see which tokens reach a Visitor.
struct Tokens;

impl Visitor for Tokens {
    type Tags = ();
    type Movetext = ();
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), ()> {
        say(format_args!("begin_tags"))
    }
    fn tag(&mut self, _: &mut (), name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        say(format_args!(
            "tag {} {:?}",
            String::from_utf8_lossy(name),
            value.decode_utf8_lossy()
        ))
    }
    fn begin_movetext(&mut self, _: ()) -> ControlFlow<(), ()> {
        say(format_args!("begin_movetext"))
    }
    fn san(&mut self, _: &mut (), san_plus: SanPlus) -> ControlFlow<()> {
        say(format_args!("san {san_plus}"))
    }
    fn nag(&mut self, _: &mut (), nag: Nag) -> ControlFlow<()> {
        say(format_args!("nag {nag}"))
    }
    fn comment(&mut self, _: &mut (), comment: RawComment<'_>) -> ControlFlow<()> {
        say(format_args!(
            "comment {:?}",
            String::from_utf8_lossy(comment.as_bytes())
        ))
    }
    fn begin_variation(&mut self, _: &mut ()) -> ControlFlow<(), Skip> {
        say(format_args!("begin_variation"))?;
        ControlFlow::Continue(Skip(false))
    }
    fn end_variation(&mut self, _: &mut ()) -> ControlFlow<()> {
        say(format_args!("end_variation"))
    }
    fn outcome(&mut self, _: &mut (), outcome: Outcome) -> ControlFlow<()> {
        say(format_args!("outcome {outcome}"))
    }
    fn end_game(&mut self, _: ()) {
        let _ = say(format_args!("end_game"));
    }
}

/// Counts for every game in `data`.
fn count(data: &[u8]) -> io::Result<Counts> {
    let mut reader = Reader::new(data);
    let mut total = Counts::default();
    while let Some(c) = reader.read_game(&mut Legality)? {
        total += c;
    }
    Ok(total)
}

/// First game start at or after `from`: a line starting with `[` whose
/// previous line is blank (or the end of the data).
fn next_game_start(data: &[u8], from: usize) -> usize {
    let mut i = from;
    while let Some(off) = data[i..].windows(2).position(|w| w == b"\n[") {
        let nl = i + off; // index of the '\n' before '['
        let line_start = data[..nl]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        if data[line_start..nl].iter().all(u8::is_ascii_whitespace) {
            return nl + 1;
        }
        i = nl + 1;
    }
    data.len()
}

/// Splits `data` into at most `n` parts at game boundaries and counts them in
/// parallel.
fn count_parallel(data: &[u8], n: usize) -> io::Result<Counts> {
    let mut cuts = vec![0];
    for k in 1..n {
        let from = (data.len() * k / n).max(*cuts.last().unwrap_or(&0));
        cuts.push(next_game_start(data, from));
    }
    cuts.push(data.len());
    cuts.dedup();
    thread::scope(|s| {
        let handles: Vec<_> = cuts
            .windows(2)
            .map(|w| s.spawn(move || count(&data[w[0]..w[1]])))
            .collect();
        let mut total = Counts::default();
        for h in handles {
            total += h
                .join()
                .map_err(|_| io::Error::other("worker thread panicked"))??;
        }
        Ok(total)
    })
}

fn run() -> Result<(), String> {
    let usage = "usage: pgn-legality [--threads N] [--tokens] FILE";
    let (mut threads, mut tokens, mut file) = (1usize, false, None);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--threads" => {
                let v = args.next().ok_or(usage)?;
                threads = v.parse().map_err(|_| format!("bad --threads {v}"))?;
            }
            "--tokens" => tokens = true,
            "-h" | "--help" => return Err(usage.into()),
            _ if file.is_none() => file = Some(a),
            _ => return Err(usage.into()),
        }
    }
    let file = file.ok_or(usage)?;
    let data = std::fs::read(&file).map_err(|e| format!("{file}: {e}"))?;

    if tokens {
        return Reader::new(&data[..])
            .visit_all_games(&mut Tokens)
            .map_err(|e| e.to_string());
    }
    if threads == 0 {
        threads = thread::available_parallelism().map_or(1, |n| n.get());
    }
    let c = if threads == 1 {
        count(&data)
    } else {
        count_parallel(&data, threads)
    };
    let c = c.map_err(|e| format!("{file}: {e}"))?;
    println!(
        r#"{{"games":{},"plies":{},"invalid_games":{},"threads":{threads}}}"#,
        c.games, c.plies, c.invalid_games
    );
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}
