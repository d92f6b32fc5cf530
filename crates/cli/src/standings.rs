//! `arbiter standings FILE.trf [--tiebreaks CODES] [--after ROUND] [--edition 2024|2026]
//! [--round-robin | --swiss]`: one
//! JSON line a player, ranked: `{"rank","tpn","name","points","tiebreaks":{"BH/C1":..}}`,
//! points and tie-breaks as decimal strings (`"5.5"`), an undefined value (`ARO` without a game
//! played) as `null`.
//!
//! A file whose records contradict each other (a starting number given twice, an opponent not
//! in the field, a game on one player's line only) is refused with the line at fault and its
//! code (`repeated_starting_number`, `unknown_opponent`, `one_sided_game`), exit status 2,
//! nothing printed on standard output. Standard error says which rounds were counted
//! (`rounds_played: ...`): a last round holding only absences set in advance (a pairing
//! program's input) is not played, and its other players get no zero-point bye (C.07 16.1).

use std::io::Write;
use std::process::ExitCode;

use tournament::{Edition, TieBreak};

use crate::{CliError, said};

/// Arguments of `arbiter standings`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The TRF file (`-` for standard input).
    file: String,
    /// Tie-break codes in order, comma separated (`BH/C1,SB,DE`); by default the file's own
    /// (TRF-2026 tag 202), else BH/C1, BH, SB. Points always rank first.
    #[arg(long)]
    tiebreaks: Option<String>,
    /// Count rounds 1 to ROUND only (default: every round in the file).
    #[arg(long)]
    after: Option<usize>,
    /// The edition of FIDE's tie-break rules (C.07): 2024 or 2026; by default the one in force
    /// on the event's first day (tag 042), else 2026.
    #[arg(long)]
    edition: Option<u16>,
    /// Apply the rules for pre-determined pairing (a round robin): unplayed games count against
    /// the scheduled opponent, no dummy opponent. By default read from the file (tag 092/192, or
    /// every player meeting every other in the rounds planned).
    #[arg(long, conflicts_with = "swiss")]
    round_robin: bool,
    /// Apply the Swiss rules (dummy opponents, C.07 16), whatever the file suggests.
    #[arg(long)]
    swiss: bool,
}

/// Prints the standings.
pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let (event, _) = crate::trf::read_consistent_event(&args.file)?;
    let tiebreaks: Vec<TieBreak> = match &args.tiebreaks {
        Some(codes) => TieBreak::parse_list(codes)
            .map_err(|e| CliError::Usage(format!("{}: {e}", e.code())))?,
        None => match event.tiebreak_codes() {
            Some(codes) => TieBreak::parse_list(&codes.join(",")).map_err(|e| {
                let params = game::params! { "detail" => e.to_string() };
                CliError::Usage(format!(
                    "{}: {}",
                    e.code(),
                    said::english(&said::STANDINGS_TAG_202, &params)
                ))
            })?,
            None => TieBreak::DEFAULT[1..].to_vec(),
        },
    };
    let edition = match args.edition {
        None => None,
        Some(year) => Some(Edition::by_year(year).ok_or_else(|| {
            let code = &said::UNKNOWN_C07_EDITION;
            let params = game::params! { "year" => u32::from(year) };
            CliError::Usage(format!("{}: {}", code.error, said::english(code, &params)))
        })?),
    };
    let round_robin = if args.round_robin {
        true
    } else if args.swiss {
        false
    } else {
        event.is_round_robin()
    };
    let standings = event
        .standings_as(&tiebreaks, args.after, edition, round_robin)
        .map_err(|e| CliError::Usage(format!("{}: {e}", e.code())))?;
    eprintln!("arbiter: {}", rounds_note(&event, standings.rounds));
    let mut out = std::io::stdout().lock();
    for row in &standings.rows {
        writeln!(out, "{}", row.to_json())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The rounds `arbiter standings` counts, and why a recorded round is left out (C.07 16.1):
/// `rounds_played: 1-5 of 7 planned; counted: 1-5`, with `; round 6 holds only absences set
/// in advance: not played (…)` when the file ends with such a round.
pub fn rounds_note(event: &tournament::Event, counted: usize) -> String {
    let played = event.rounds_played();
    let recorded = event.rounds_recorded();
    let pending = recorded > played
        && event.players().any(|p| {
            p.rounds
                .get(played)
                .is_some_and(|e| e.result != tournament::ResultCode::Blank)
        });
    let none = || game::codes::Param::Text("none".to_owned());
    let mut params = game::params! { "played" => played, "counted" => counted };
    params.insert(
        "planned".to_owned(),
        event
            .planned_rounds()
            .map_or_else(none, game::codes::Param::from),
    );
    params.insert(
        "pending".to_owned(),
        if pending {
            game::codes::Param::from(played + 1)
        } else {
            none()
        },
    );
    said::english(&said::STANDINGS_ROUNDS, &params)
}
