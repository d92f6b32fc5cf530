//! `arbiter chess960 N | --random [--shredder]`.

use std::process::ExitCode;

use laws::{FenStyle, StartNumber, write_fen};
use rand::Rng;

use crate::{CliError, said};

/// Arguments of `arbiter chess960`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The start position's number, 0-959 (518 is the standard position).
    #[arg(required_unless_present = "random", conflicts_with = "random")]
    number: Option<StartNumber>,
    /// Pick a start position at random (Guideline II.1); its number goes to stderr.
    #[arg(long)]
    random: bool,
    /// Write castling rights as Shredder-FEN (`HAha`) rather than X-FEN (`KQkq`).
    #[arg(long)]
    shredder: bool,
}

/// Prints the start position's FEN.
pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let number = match args.number {
        Some(n) => n,
        None => {
            let n = rand::thread_rng().gen_range(0..960u16);
            let n = StartNumber::new(n).ok_or_else(|| CliError::Usage(format!("{n}")))?;
            let params = game::params! { "number" => u32::from(n.get()) };
            eprintln!("{}", said::english(&said::CHESS960_RANDOM, &params));
            n
        }
    };
    let style = if args.shredder {
        FenStyle::Shredder
    } else {
        FenStyle::XFen
    };
    println!("{}", write_fen(&number.position(), style));
    Ok(ExitCode::SUCCESS)
}
