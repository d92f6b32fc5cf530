//! `arbiter convert`: a PGN file or a plain move list from one notation to another.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use notation::pgn::{ReadOptions, WriteOptions, read_games, write_game};
use notation::{Language, Languages, Notation};

use crate::CliError;
use crate::input::read_text;

/// Arguments of `arbiter convert`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The notation to write: en fr de es it nl figurine uci.
    #[arg(long)]
    to: Notation,
    /// The notation read: en fr de es it nl figurine uci, or auto (default) to detect it game by
    /// game where unambiguous (Annex C.3).
    #[arg(long, default_value = "auto")]
    from: String,
    /// Write the long form with the departure square (Annex C.8: `Cg1f3`, `e2e4`).
    #[arg(long)]
    long: bool,
    /// A PGN file or a move list; `-` (the default) reads stdin.
    #[arg(default_value = "-")]
    file: String,
}

pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let text = read_text(&args.file)?;
    let is_pgn = text
        .trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('[');
    let languages = match args.from.as_str() {
        "auto" => Languages::ANY,
        "uci" => Languages::only(Language::English),
        code => Languages::only(
            code.parse::<Language>()
                .map_err(|e| CliError::Usage(e.to_string()))?,
        ),
    };
    let read = ReadOptions {
        strict: false,
        languages,
        // A PGN file is English SAN unless its moves say otherwise; a bare move list has no
        // such default, and a move two languages read differently is an error.
        prefer_english: is_pgn,
    };
    let notation = match args.to {
        Notation::Algebraic { language, .. } => Notation::Algebraic {
            language,
            long: args.long,
        },
        Notation::Uci => Notation::Uci,
    };
    let write = WriteOptions {
        notation,
        tags: is_pgn,
        max_line: 80,
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let mut failed = false;
    for (index, game) in read_games(&text, read).enumerate() {
        if index > 0 {
            out.write_all(b"\n")?;
        }
        out.write_all(write_game(&game, &write).as_bytes())?;
        if let Some(error) = &game.error {
            failed = true;
            eprintln!(
                "arbiter convert: game {}: {error}; converted up to there",
                index + 1
            );
        }
    }
    out.flush()?;
    Ok(if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
