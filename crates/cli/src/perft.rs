//! `arbiter perft DEPTH [--fen FEN]`.

use std::process::ExitCode;

use crate::CliError;

/// Arguments of `arbiter perft`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Plies to count to.
    depth: u32,
    /// The position (FEN, X-FEN or Shredder-FEN); the standard start position if absent.
    #[arg(long)]
    fen: Option<String>,
}

/// Prints the node count.
pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let pos = match &args.fen {
        Some(fen) => {
            laws::read_fen(fen)
                .map_err(|e| CliError::Usage(e.to_string()))?
                .0
        }
        None => laws::shakmaty::Chess::default(),
    };
    println!("{}", laws::perft(&pos, args.depth));
    Ok(ExitCode::SUCCESS)
}
