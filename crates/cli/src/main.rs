//! `arbiter`: the command line over the Arbiter libraries.
//!
//! `main` parses the arguments, calls [`run`] and turns its outcome into the exit status; each
//! command lives in its own module and only maps what the libraries answer to text.

#![forbid(unsafe_code)]

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod berger;
mod board;
mod check;
mod chess960;
mod convert;
mod fide;
mod game;
mod input;
mod pair;
mod perft;
mod said;
mod serve;
mod standings;
mod status;
mod trf;

/// Arbiter: the FIDE Laws of Chess as software.
#[derive(Debug, Parser)]
#[command(name = "arbiter", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// The game server (the main job): HTTP and WebSocket API, journals in SQLite or PostgreSQL,
    /// engine players. Prints `listening on http://ADDR` when ready.
    Serve(serve::Args),
    /// What the Laws say about positions: one JSON object per position line read.
    ///
    /// Lines are `startpos moves e2e4 e7e5 ...` or `fen <FEN> moves ...`, moves in UCI or English
    /// SAN, read from stdin one per line, or one from --position.
    Status(status::Args),
    /// An arbiter's reading of PGN files: one JSON object per game (ending, findings), a summary
    /// on stderr; exit status 1 when a game is invalid.
    Check(check::Args),
    /// Converts a PGN file or a move list from one notation to another (en fr de es it nl
    /// figurine uci, descriptive-en descriptive-fr), tags and comments kept.
    Convert(convert::Args),
    /// A game under the Laws, fed events (JSON lines) from a file or stdin: one state (JSON line)
    /// per event; `--pgn` prints the game as PGN at the end.
    Game(game::Args),
    /// A game driven by an electronic board: `--replay FILE` reads what a DGT board sent (raw
    /// bytes or one base64 message a line) and prints the game's states as `arbiter game` does;
    /// `--events` adds the sensor events and the board's decisions. `simulate` plays a PGN on a
    /// simulated board.
    Board(board::Args),
    /// Counts the leaf nodes of the legal move tree to DEPTH (a move generator's self-test).
    Perft(perft::Args),
    /// Prints a Chess960 start position's FEN (Guideline II), by number 0-959 or at random.
    Chess960(chess960::Args),
    /// Prints the round-robin table of FIDE C.05 Annex 1 (Berger): one line a round,
    /// `white-black` pairs by number.
    Berger(berger::Args),
    /// Ranks a TRF's players by points and FIDE tie-breaks (C.07): one JSON line a player.
    Standings(standings::Args),
    /// Reads a TRF and writes it back (byte for byte), or converts it with --to 2026 or --to 16.
    Trf(trf::Args),
    /// Pairs a Swiss round by the FIDE Dutch system (C.04.3): `N` then `WHITE BLACK` a board
    /// (`N 0` the bye), or --json with explanations; --check lists the rounds of the file the
    /// Dutch system would have paired differently; --generate prints a random tournament.
    Pair(pair::Args),
    /// FIDE's rating list in the server's database: `import FILE` reads the list as FIDE
    /// publishes it (fixed-width text or XML), `lookup TEXT` finds players by name or FIDE id.
    Fide(fide::Args),
}

/// mimalloc rather than the system's allocator: `arbiter check` allocates and frees a game's
/// tags, moves and positions on every thread at once. Built without transparent huge pages
/// (`no_thp`): with them, the pages it gave back were faulted in and zeroed again 2 MiB at a
/// time, a tenth of `check`'s time. Measured on bench/check_bench.py's 10,000 games, the same
/// code otherwise, median of 25 interleaved runs on 2 cores: 296 ms with the system's
/// allocator, 286 ms with this one.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(err) => {
            eprintln!("arbiter: {err}");
            ExitCode::from(2)
        }
    }
}

/// Runs one command; `Err` only for failures of the command itself (unreadable input, a closed
/// output), not for bad lines, which each command reports in its own output.
fn run(cli: Cli) -> Result<ExitCode, CliError> {
    match cli.command {
        Command::Serve(args) => serve::run(args),
        Command::Status(args) => status::run(args),
        Command::Check(args) => check::run(args),
        Command::Convert(args) => convert::run(args),
        Command::Game(args) => game::run(args),
        Command::Board(args) => board::run(args),
        Command::Perft(args) => perft::run(args),
        Command::Chess960(args) => chess960::run(args),
        Command::Berger(args) => berger::run(args),
        Command::Standings(args) => standings::run(args),
        Command::Trf(args) => trf::run(args),
        Command::Pair(args) => pair::run(args),
        Command::Fide(args) => fide::run(args),
    }
}

/// What stops a command as a whole.
#[derive(Debug, thiserror::Error)]
enum CliError {
    /// Reading input or writing output failed.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// An argument is wrong.
    #[error("{0}")]
    Usage(String),
}
