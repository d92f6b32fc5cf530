//! `arbiter status`: one JSON object per position line (the contract of ARCHITECTURE.md and of
//! the foundation issue; field names never change, new fields are optional additions).

use std::{
    io::{self, BufRead, BufWriter, Write},
    process::ExitCode,
};

use laws::{Edition, FenStyle, Mating, Record, UnknownWhy, read_line, write_fen};
use serde::Serialize;

use crate::{CliError, said};

/// Arguments of `arbiter status`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The edition of the Laws: fide-2023 (default), fide-1997, fide-1930, fide-1928.
    #[arg(long, default_value = "fide-2023")]
    edition: Edition,
    /// One position line instead of reading stdin.
    #[arg(long)]
    position: Option<String>,
    /// Add a `helpmate` field: for each side that can mate, a series of legal moves (UCI) ending
    /// in its checkmate, the proof behind `can_mate` (Art. 6.9, 5.2.2).
    #[arg(long)]
    helpmate: bool,
}

/// The answer for one line.
#[derive(Debug, Serialize)]
struct StatusLine {
    fen: String,
    turn: &'static str,
    legal_uci: Vec<String>,
    legal_san: Vec<String>,
    check: bool,
    checkmate: bool,
    stalemate: bool,
    /// Art. 5.2.2; `null` only when the helpmate search gave up.
    dead_position: Option<bool>,
    can_mate: ByColor<Option<bool>>,
    threefold_claim: bool,
    fifty_move_claim: bool,
    fivefold: bool,
    seventy_five_moves: bool,
    ending: Option<EndingJson>,
    /// Addition to the contract, present only when a `can_mate` is null: why it is undecided
    /// (`search_limit`, `chess960_castling` or `solver`; see `laws::UnknownWhy`).
    #[serde(skip_serializing_if = "Option::is_none")]
    undecided: Option<ByColorWhy>,
    /// Addition to the contract, with `--helpmate`: the line proving each `can_mate` that is true.
    #[serde(skip_serializing_if = "Option::is_none")]
    helpmate: Option<ByColor<Option<Vec<String>>>>,
}

/// One value per colour, as the contract writes it: `{"white": ..., "black": ...}`.
#[derive(Debug, Serialize)]
struct ByColor<T> {
    white: T,
    black: T,
}

#[derive(Debug, Serialize)]
struct ByColorWhy {
    #[serde(skip_serializing_if = "Option::is_none")]
    white: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    black: Option<&'static str>,
}

fn why(m: &Mating) -> Option<&'static str> {
    match m {
        Mating::Unknown(UnknownWhy::SearchLimit) => Some("search_limit"),
        Mating::Unknown(UnknownWhy::Chess960Castling) => Some("chess960_castling"),
        Mating::Unknown(UnknownWhy::Solver) => Some("solver"),
        Mating::Possible { .. } | Mating::Impossible => None,
    }
}

#[derive(Debug, Serialize)]
struct EndingJson {
    result: &'static str,
    reason: &'static str,
    article: &'static str,
}

#[derive(Debug, Serialize)]
struct ErrorLine {
    error: ErrorBody,
}

#[derive(Debug, Serialize)]
struct ErrorBody {
    code: &'static str,
    message: String,
}

/// Answers every line; exit status 1 if any line could not be read.
pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut failed = false;
    match &args.position {
        Some(line) => failed |= answer(Ok(line), &args, &mut out)?,
        None => {
            let mut input = io::stdin().lock();
            let mut bytes = Vec::new();
            let mut first = true;
            // Lines are read as bytes so that one line that is not UTF-8 is answered with an
            // error like any other bad line, and the lines after it are still answered.
            while input.read_until(b'\n', &mut bytes)? > 0 {
                let text = std::str::from_utf8(&bytes);
                let line = text.map(|t| {
                    let t = t.trim_end_matches(['\n', '\r']);
                    if first {
                        t.trim_start_matches('\u{feff}')
                    } else {
                        t
                    }
                });
                first = false;
                if !matches!(line, Ok(l) if l.trim().is_empty()) {
                    failed |= answer(line.map_err(|_| ()), &args, &mut out)?;
                }
                bytes.clear();
            }
        }
    }
    out.flush()?;
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Writes the answer for one line (`Err` if it was not UTF-8); `true` if the line was bad.
fn answer(line: Result<&str, ()>, args: &Args, out: &mut impl Write) -> Result<bool, CliError> {
    let (json, failed) = match line.map(|l| read_line(l, args.edition)) {
        Ok(Ok(record)) => (
            serde_json::to_string(&describe(&record, args.helpmate)),
            false,
        ),
        Ok(Err(err)) => (
            serde_json::to_string(&error_line(err.code(), err.to_string())),
            true,
        ),
        Err(()) => {
            let code = &said::LINE_NOT_UTF8;
            let message = said::english(code, &game::codes::Params::new());
            (
                serde_json::to_string(&error_line(code.error, message)),
                true,
            )
        }
    };
    let json = json.map_err(io::Error::other)?;
    writeln!(out, "{json}")?;
    Ok(failed)
}

fn error_line(code: &'static str, message: String) -> ErrorLine {
    ErrorLine {
        error: ErrorBody { code, message },
    }
}

fn describe(record: &Record, with_helpmate: bool) -> StatusLine {
    let pos = record.position();
    let mode = record.castling_mode();
    let status = record.status();
    let (legal_uci, legal_san) = laws::legal_moves_text(pos, mode).into_iter().unzip();
    let line = |m: &Mating| match m {
        Mating::Possible { helpmate } => Some(
            helpmate
                .iter()
                .map(|m| m.to_uci(mode).to_string())
                .collect(),
        ),
        _ => None,
    };
    StatusLine {
        fen: write_fen(pos, FenStyle::XFen),
        turn: match laws::shakmaty::Position::turn(pos) {
            laws::shakmaty::Color::White => "white",
            laws::shakmaty::Color::Black => "black",
        },
        legal_uci,
        legal_san,
        check: status.check,
        checkmate: status.checkmate,
        stalemate: status.stalemate,
        dead_position: status.mating.dead(),
        can_mate: ByColor {
            white: status.mating.white.as_option(),
            black: status.mating.black.as_option(),
        },
        threefold_claim: status.threefold_claim,
        fifty_move_claim: status.fifty_move_claim,
        fivefold: status.fivefold,
        seventy_five_moves: status.seventy_five_moves,
        ending: status.ending.map(|e| EndingJson {
            result: e.result.as_str(),
            reason: e.reason.as_str(),
            article: e.article.as_str(),
        }),
        undecided: {
            let (white, black) = (why(&status.mating.white), why(&status.mating.black));
            (white.is_some() || black.is_some()).then_some(ByColorWhy { white, black })
        },
        helpmate: with_helpmate.then(|| ByColor {
            white: line(&status.mating.white),
            black: line(&status.mating.black),
        }),
    }
}
