//! `arbiter convert`: a PGN file or a plain move list from one notation to another, algebraic
//! (Annex C) or descriptive (1930 Art. 5.3, 1928 Par. 5).

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use notation::descriptive::{DescriptiveLanguage, read_descriptive_games, write_descriptive_score};
use notation::pgn::{
    Game, ReadOptions, WarningKind, WriteOptions, begins_with_tags, read_games, write_game,
};
use notation::{Language, Languages, Notation};

use crate::input::read_text;
use crate::{CliError, said};

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
    let error = game.error.take().map(|e| crate::said::reading_error(&e));
    (game, error)
}

/// Whether a warning of the reader is said on stderr: what the output does not carry as it was
/// written (a variation's moves passed over, a tag value read another way, an annotation with
/// no move, a `Result` tag the marker overrides, an `Edition` tag ignored). Not the repairs of
/// moves (the conversion rewrites every move anyway) nor a missing or respelt result.
fn reported(kind: &WarningKind) -> bool {
    !matches!(
        kind,
        WarningKind::Repaired { .. }
            | WarningKind::MissingResult
            | WarningKind::ResultSpelling { .. }
    )
}

pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let notation = match args.to {
        Notation::Algebraic { language, .. } => Notation::Algebraic {
            language,
            long: args.long,
        },
        Notation::Descriptive { .. } if args.long => {
            let params = game::params! { "notation" => args.to.to_string() };
            return Err(CliError::Usage(said::english(
                &said::CONVERT_LONG_NOT_ALGEBRAIC,
                &params,
            )));
        }
        // UCI names the departure square already: `--long` changes nothing, and is accepted as
        // it always was.
        other => other,
    };
    let text = read_text(&args.file)?;
    // PGN though it open with a comment (an ECO file's heading): judged by its first token but
    // comments, not its first byte.
    let is_pgn = begins_with_tags(&text);
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
    let mut out = BufWriter::new(io::stdout().lock());
    let mut failed = false;
    for (index, (game, error)) in games.enumerate() {
        if index > 0 {
            out.write_all(b"\n")?;
        }
        // A game with tags is written with them, wherever it stands in the text: nothing read is
        // dropped (its FEN least of all: without it the moves would be illegal).
        let pgn = is_pgn || !game.tags.is_empty();
        let written = match notation {
            Notation::Descriptive { language } if !pgn => write_descriptive_score(&game, language),
            _ => {
                let write = WriteOptions {
                    notation,
                    tags: pgn,
                    max_line: 80,
                };
                write_game(&game, &write)
            }
        };
        out.write_all(written.as_bytes())?;
        for warning in game.warnings.iter().filter(|w| reported(&w.kind)) {
            // A variation cut short has lost moves: the conversion is not whole.
            failed |= matches!(warning.kind, WarningKind::VariationMove { .. });
            let params = game::params! {
                "game" => index + 1,
                "detail" => said::warning(warning),
            };
            eprintln!(
                "arbiter convert: {} [{}]",
                said::english(&said::CONVERT_GAME_WARNING, &params),
                warning.kind.code()
            );
        }
        if let Some(error) = error {
            failed = true;
            let params = game::params! { "game" => index + 1, "detail" => error };
            eprintln!(
                "arbiter convert: {}",
                said::english(&said::CONVERT_GAME_STOPPED, &params)
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
