//! `arbiter game`: a game fed events, one JSON line each, answering one state a line.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process::ExitCode;

use game::{Config, ErrorBody, Event, Game};
use protocol::to_line;

use crate::{CliError, said};

/// Arguments of `arbiter game`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game's configuration (JSON, as the contract's config); the defaults otherwise: the 2023
    /// Laws, no clock, online.
    #[arg(long)]
    config: Option<String>,
    /// Print the game as PGN at the end, with `[%clk]` and the termination.
    #[arg(long)]
    pgn: bool,
    /// The events, one JSON object a line; `-` (the default) reads stdin as it comes.
    #[arg(default_value = "-")]
    file: String,
}

pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let config: Config = match &args.config {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| CliError::Usage(format!("{path}: {e}")))?;
            serde_json::from_str(&text).map_err(|e| said::config_not_read(path, &e))?
        }
        None => Config::default(),
    };
    let mut game = Game::new(config).map_err(said::config_error)?;
    let input: Box<dyn BufRead> = if args.file == "-" {
        Box::new(BufReader::new(io::stdin().lock()))
    } else {
        Box::new(BufReader::new(
            File::open(&args.file).map_err(|e| CliError::Usage(format!("{}: {e}", args.file)))?,
        ))
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut last_t = 0;
    for (i, line) in input.split(b'\n').enumerate() {
        let bytes = line?;
        let text = String::from_utf8_lossy(&bytes);
        let trimmed = text.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with("//") {
            continue;
        }
        let state = match serde_json::from_str::<Event>(trimmed) {
            Ok(event) => {
                last_t = last_t.max(event.t);
                game.apply(&event)
            }
            // A line that is not an event changes nothing: the state says why.
            Err(e) => {
                let params = game::params! {
                    "line" => i + 1,
                    "column" => e.column().max(1),
                    "detail" => e.to_string(),
                };
                let code = &said::LINE_NOT_AN_EVENT;
                let mut error = ErrorBody::new(code.error, said::english(code, &params));
                error.key = code.key.to_owned();
                error.params = params;
                game.state(last_t, Vec::new(), Some(error))
            }
        };
        writeln!(out, "{}", to_line(&state))?;
        if args.file == "-" {
            // Interactive use: each state as soon as its event is read.
            out.flush()?;
        }
    }
    if args.pgn {
        write!(out, "{}", game.to_pgn())?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
