//! `arbiter convert`: a PGN file or a plain move list from one notation to another, algebraic
//! (Annex C) or descriptive (1930 Art. 5.3, 1928 Par. 5).

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use notation::descriptive::{DescriptiveLanguage, read_descriptive_games, write_descriptive_score};
use notation::pgn::{Game, ReadOptions, WriteOptions, read_games, write_game};
use notation::{Language, Languages, Notation};

use crate::CliError;
use crate::input::read_text;

/// Arguments of `arbiter convert`.
///
/// A text that begins with `[` is PGN and is written as PGN, tags and comments kept; any other
/// is a move list. Descriptive notation (`--to`/`--from descriptive-en`, `descriptive-fr`):
/// each move is written in the shortest form that names it alone (`P-K4`, `N-KB3`, `PxP`,
/// `QR-Q1`, `N/1-Q2`; `P 4 R`, `C 3 FR`, `P pr. P`, `T 4 CR—2 CR`, `Roq TR`). A move list
/// becomes a score as the old books print one, one full move a line, White's and Black's moves
/// separated by a comma (`1. P 4 R, P 4 R`); a PGN file keeps PGN's layout, French moves with
/// their inner spaces (`1. P 4 R P 4 R 2. C 3 FR C 3 FD`): the reader tells moves apart by the
/// notation's grammar, not by spaces, so both read back. Read, a descriptive text may be laid
/// out either way, or as the periodicals' `1. P4R, P4R; 2. C3FR, C3FD`; a shortened form
/// (`PxP`, `B-N5`) is read only where it names one legal move, otherwise the game stops there
/// with an error naming the candidates.
#[derive(Debug, clap::Args)]
#[command(
    after_long_help = "Descriptive notation (1930 Art. 5.3, 1928 Par. 5): \
--to descriptive-en|descriptive-fr writes each move in the shortest form that names it alone \
(P-K4, N-KB3, PxP, QR-Q1, N/1-Q2; P 4 R, C 3 FR, P pr. P, T 4 CR—2 CR, Roq TR). A move list \
becomes a score, one full move a line, White's and Black's moves separated by a comma \
(1. P 4 R, P 4 R); a PGN file (a text beginning with '[') stays PGN, French moves keeping their \
inner spaces (1. P 4 R P 4 R 2. C 3 FR C 3 FD). --from descriptive-en|descriptive-fr reads \
either layout, or 1. P4R, P4R; 2. C3FR, C3FD: moves are told apart by the notation's grammar, \
not by spaces (in French, give a move number after a captured unit its dot: P pr. P 5. D 4 FR). \
A shortened form (PxP, B-N5) is read only where it names one legal move; otherwise the game \
stops there with an error naming the candidates."
)]
pub struct Args {
    /// The notation to write: en fr de es it nl figurine uci descriptive-en descriptive-fr.
    #[arg(long)]
    to: Notation,
    /// The notation read: en fr de es it nl figurine uci descriptive-en descriptive-fr, or auto
    /// (default) to detect the algebraic language game by game where unambiguous (Annex C.3).
    #[arg(long, default_value = "auto")]
    from: String,
    /// Write the long algebraic form with the departure square (Annex C.8: `Cg1f3`, `e2e4`).
    /// UCI is written so already (accepted, changes nothing); refused with descriptive.
    #[arg(long)]
    long: bool,
    /// A PGN file or a move list; `-` (the default) reads stdin.
    #[arg(default_value = "-")]
    file: String,
}

/// A game read, and why it stopped early if it did (taken out of the game, which is written
/// with the moves before it).
fn take_error(mut game: Game) -> (Game, Option<String>) {
    let error = game.error.take().map(|e| e.to_string());
    (game, error)
}

pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let notation = match args.to {
        Notation::Algebraic { language, .. } => Notation::Algebraic {
            language,
            long: args.long,
        },
        Notation::Descriptive { .. } if args.long => {
            return Err(CliError::Usage(format!(
                "--long writes long algebraic notation, not {}",
                args.to
            )));
        }
        // UCI names the departure square already: `--long` changes nothing, and is accepted as
        // it always was.
        other => other,
    };
    let text = read_text(&args.file)?;
    let is_pgn = text
        .trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('[');
    // Each game read, with why it stopped early if it did.
    let games: Box<dyn Iterator<Item = (Game, Option<String>)> + '_> =
        match args.from.parse::<DescriptiveLanguage>() {
            Ok(language) => Box::new(read_descriptive_games(&text, language).map(take_error)),
            Err(_) => {
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
                    // A PGN file is English SAN unless its moves say otherwise; a bare move list
                    // has no such default, and a move two languages read differently is an error.
                    prefer_english: is_pgn,
                    // Each game under its own tags (`Game::edition`).
                    edition: None,
                };
                Box::new(read_games(&text, read).map(take_error))
            }
        };
    let write = WriteOptions {
        notation,
        tags: is_pgn,
        max_line: 80,
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let mut failed = false;
    for (index, (game, error)) in games.enumerate() {
        if index > 0 {
            out.write_all(b"\n")?;
        }
        let written = match notation {
            Notation::Descriptive { language } if !is_pgn => {
                write_descriptive_score(&game, language)
            }
            _ => write_game(&game, &write),
        };
        out.write_all(written.as_bytes())?;
        if let Some(error) = error {
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
