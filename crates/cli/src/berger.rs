//! `arbiter berger N [--double]`: the round-robin table of FIDE C.05 Annex 1.

use std::io::Write;
use std::process::ExitCode;

use tournament::RoundRobin;

use crate::CliError;

/// Arguments of `arbiter berger`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The number of players (an odd field: whoever would meet the highest number has the bye,
    /// and that game is not printed).
    players: u32,
    /// A double round robin: the first cycle with its last two rounds swapped, then the table
    /// with the colours reversed.
    #[arg(long)]
    double: bool,
}

/// Prints one line a round: `white-black` pairs by number, board by board.
pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let table = if args.double {
        RoundRobin::double(args.players)
    } else {
        RoundRobin::single(args.players)
    }
    .map_err(|e| CliError::Usage(format!("{}: {e}", e.code())))?;
    let mut out = std::io::stdout().lock();
    for round in 0..table.rounds.len() {
        writeln!(out, "{}", table.line(round).unwrap_or_default())?;
    }
    Ok(ExitCode::SUCCESS)
}
