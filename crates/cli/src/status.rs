//! `arbiter status`: one JSON object per position line (the contract of ARCHITECTURE.md and of
//! the foundation issue; field names never change, new fields are optional additions).

use std::{
    io::{self, BufRead, BufWriter, Write},
    process::ExitCode,
};

use laws::{Edition, FenStyle, LineError, Mating, Record, read_line, write_fen};
use serde::Serialize;

use crate::CliError;

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
    can_mate: ByColor,
    threefold_claim: bool,
    fifty_move_claim: bool,
    fivefold: bool,
    seventy_five_moves: bool,
    ending: Option<EndingJson>,
    /// Addition to the contract, with `--helpmate`: the line proving each `can_mate` that is true.
    #[serde(skip_serializing_if = "Option::is_none")]
    helpmate: Option<ByColorLine>,
}

#[derive(Debug, Serialize)]
struct ByColor {
    white: Option<bool>,
    black: Option<bool>,
}

#[derive(Debug, Serialize)]
struct ByColorLine {
    white: Option<Vec<String>>,
    black: Option<Vec<String>>,
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
        Some(line) => failed |= answer(line, &args, &mut out)?,
        None => {
            for line in io::stdin().lock().lines() {
                let line = line?;
                if line.trim().is_empty() {
                    continue;
                }
                failed |= answer(&line, &args, &mut out)?;
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

/// Writes the answer for one line; `true` if the line was bad.
fn answer(line: &str, args: &Args, out: &mut impl Write) -> Result<bool, CliError> {
    let (json, failed) = match read_line(line, args.edition) {
        Ok(record) => (
            serde_json::to_string(&describe(&record, args.helpmate)),
            false,
        ),
        Err(err) => (serde_json::to_string(&error_line(&err)), true),
    };
    let json = json.map_err(io::Error::other)?;
    writeln!(out, "{json}")?;
    Ok(failed)
}

fn error_line(err: &LineError) -> ErrorLine {
    ErrorLine {
        error: ErrorBody {
            code: err.code(),
            message: err.to_string(),
        },
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
        helpmate: with_helpmate.then(|| ByColorLine {
            white: line(&status.mating.white),
            black: line(&status.mating.black),
        }),
    }
}
