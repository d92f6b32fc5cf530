//! `arbiter pair FILE [--round N] [--check] [--json]`: the FIDE Dutch system (C.04.3) on a TRF.
//!
//! Prints round N's pairing as bbpPairings' `-p` does: the number of lines, then `WHITE BLACK`
//! a board by starting number, the pairing-allocated bye as `N 0`. `--json` adds each board's
//! explanation. `--check` pairs every round of the file again and lists those the Dutch system
//! would have paired differently (C.04.A: a pairings checker); exit status 1 if any.
//! `arbiter pair --generate --seed S --players N --rounds R` prints a random tournament paired
//! by this engine (TRF).
//!
//! Each note of `--json` carries its stable `code`, its `params` by name, and the sentence in
//! English (`text`) and French (`text_fr`): both languages in one answer rather than a `--lang`
//! switch, so that a reader (the hall, the web page) shows either without asking twice. The
//! file's `XXP` lines are forbidden pairs (C.04.1.b), honoured and checked like rematches.
//!
//! The exit status tells the kind of failure (the table is [`EXIT_STATUS`], printed by
//! `arbiter pair --help`): 0 done, 1 `--check` found rounds paired differently, 2 bad arguments,
//! 3 the file cannot be read or is not a tournament the engine can read, 4 no pairing satisfies
//! the absolute criteria (C.04.3 C.1–C.4), 5 more players than the engine packs, 6 the output
//! could not be written, 7 every planned round is played: the event is over (`event_over`).
//! The message on standard error starts with the refusal's stable code.

use std::collections::BTreeSet;
use std::io::Write;
use std::process::ExitCode;

use serde_json::{Value, json};
use tournament::dutch::{self, Field, Note, RoundPairing, Simulation};
use tournament::{Coded, Colour, Event, ResultCode, StartingNumber, trf};

use crate::trf::read_event;
use crate::{CliError, said};

/// The exit statuses of `arbiter pair`, one per kind of outcome (shown by `--help`).
pub const EXIT_STATUS: &str = "Exit status: 0 paired (or --check: every round as the Dutch \
system pairs it); 1 --check: some rounds paired differently; 2 bad arguments (including a \
--round the file cannot give: no_such_round); 3 the file cannot be read, is not a TRF, or its \
records contradict each other (trf_unreadable, the reader's codes, repeated_number, \
unknown_opponent, one_sided_game, unknown_forbidden, bad_forbidden_pairs, no_colour); 4 no \
pairing satisfies the absolute criteria, C.04.3 C.1-C.4 (no_legal_pairing): the arbiter decides; \
5 more players than the engine packs into one weight (too_large); 6 the output could not be \
written; 7 every planned round (tag 142 or XXR) is played: the event is over, there is no round \
to pair (event_over). The message on standard error starts with the code.";

/// The kinds of failure, each its own exit status (see [`EXIT_STATUS`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Failure {
    /// An argument is wrong (clap's own usage errors exit 2 too).
    Arguments = 2,
    /// The file cannot be read, is not a TRF, or its records contradict each other.
    File = 3,
    /// No pairing satisfies the absolute criteria (C.04.3 C.1–C.4).
    NoPairing = 4,
    /// More players than the engine packs into one weight.
    TooLarge = 5,
    /// Writing the answer failed.
    Output = 6,
    /// Every planned round is played: the event is over.
    EventOver = 7,
}

/// A failure: its kind and the message (starting with the stable code).
#[derive(Debug)]
struct Refusal {
    kind: Failure,
    message: String,
}

impl From<std::io::Error> for Refusal {
    /// Only the output is written through `?` on an I/O error.
    fn from(e: std::io::Error) -> Self {
        Refusal {
            kind: Failure::Output,
            message: format!("output_failed: {e}"),
        }
    }
}

/// Arguments of `arbiter pair`.
#[derive(Debug, clap::Args)]
#[command(after_help = EXIT_STATUS)]
pub struct Args {
    /// The TRF file (`-` for standard input); not with --generate.
    #[arg(required_unless_present = "generate")]
    file: Option<String>,
    /// The round to pair (default: the round after the last one in the file).
    #[arg(long)]
    round: Option<usize>,
    /// List the rounds of the file that the Dutch system would have paired differently.
    #[arg(long, conflicts_with = "round")]
    check: bool,
    /// JSON instead of text (with the explanation of each board).
    #[arg(long)]
    json: bool,
    /// Print a random tournament paired by the Dutch system (TRF).
    #[arg(long, conflicts_with_all = ["file", "check", "round"])]
    generate: bool,
    /// The generator's seed.
    #[arg(long, default_value_t = 1, requires = "generate")]
    seed: u64,
    /// The generator's number of players.
    #[arg(long, default_value_t = 24, requires = "generate")]
    players: u16,
    /// The generator's number of rounds.
    #[arg(long, default_value_t = 7, requires = "generate")]
    rounds: u16,
    /// The generator's games forfeited, per mille.
    #[arg(long, default_value_t = 30, requires = "generate")]
    forfeits: u16,
    /// The generator's players asking for a bye in a round (half or zero point), per mille; a
    /// bye in the first rounds is a late entry.
    #[arg(long, default_value_t = 40, requires = "generate")]
    byes: u16,
    /// The generator's players withdrawing in a round, per mille.
    #[arg(long, default_value_t = 10, requires = "generate")]
    withdrawals: u16,
}

/// The engine's refusal: its stable code, the English, and the French; its kind of failure.
fn dutch_error(e: dutch::DutchError) -> Refusal {
    use dutch::DutchError as E;
    let kind = match e {
        E::NoSuchRound { .. } => Failure::Arguments,
        E::NoLegalPairing => Failure::NoPairing,
        E::TooLarge { .. } => Failure::TooLarge,
        E::RepeatedNumber { .. }
        | E::UnknownOpponent { .. }
        | E::OneSidedGame { .. }
        | E::UnknownForbidden { .. }
        | E::BadForbiddenPairs { .. }
        | E::NoColour { .. } => Failure::File,
    };
    Refusal {
        kind,
        message: format!("{}: {e} / {}", e.code(), e.say(words::Lang::Fr)),
    }
}

/// Runs `arbiter pair`: a failure is said on standard error and given its own exit status
/// ([`EXIT_STATUS`]).
pub fn run(args: Args) -> Result<ExitCode, CliError> {
    Ok(match pair(args) {
        Ok(code) => code,
        Err(refusal) => {
            eprintln!("arbiter: {}", refusal.message);
            ExitCode::from(refusal.kind as u8)
        }
    })
}

/// The file read as a tournament, or why not (a failure of kind [`Failure::File`]).
fn read_file(path: &str) -> Result<Event, Refusal> {
    read_event(path)
        .map(|(event, _)| event)
        .map_err(|e| Refusal {
            kind: Failure::File,
            message: match e {
                CliError::Io(io) => format!("trf_unreadable: {path}: {io}"),
                CliError::Usage(m) => m,
            },
        })
}

fn pair(args: Args) -> Result<ExitCode, Refusal> {
    let mut out = std::io::stdout().lock();
    if args.generate {
        let sim = Simulation {
            seed: args.seed,
            players: args.players,
            rounds: args.rounds,
            forfeits: args.forfeits,
            byes: args.byes,
            withdrawals: args.withdrawals,
        };
        let event = dutch::simulate(sim).map_err(dutch_error)?;
        out.write_all(trf::write(&event).as_bytes())?;
        return Ok(ExitCode::SUCCESS);
    }
    let path = args.file.as_deref().unwrap_or("-");
    let event = read_file(path)?;
    if args.check {
        return check(&event, args.json, &mut out);
    }
    if let Some(over) = event_over(&event, args.round) {
        return Err(over);
    }
    let field = Field::from_event(&event, args.round).map_err(dutch_error)?;
    if args.json {
        let pairing = dutch::pair(&field).map_err(dutch_error)?;
        writeln!(out, "{}", pairing_json(&pairing))?;
    } else {
        // The boards only: no notes (no catalogue parsed) and no thread of its own (this is
        // the main thread): a 50-player round's peak memory (issue 36).
        let pairing = dutch::pair_boards(&field).map_err(dutch_error)?;
        out.write_all(printed(&pairing).as_bytes())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The refusal to pair a round after the last planned one when every planned round is played
/// (tag 142 or `XXR`): the event is over, which is not the engine's `no_legal_pairing` (no
/// pairing exists) but the end of the schedule. Checked before the engine is called; a file
/// that plans no number of rounds is paired as before.
fn event_over(event: &Event, round: Option<usize>) -> Option<Refusal> {
    let planned = event.planned_rounds()?;
    let played = event.rounds_played();
    let round = round.unwrap_or(played + 1);
    (played >= planned && round > planned).then(|| Refusal {
        kind: Failure::EventOver,
        message: said::both(
            &said::PLANNED_ROUNDS_PLAYED,
            &game::params! { "planned" => planned, "round" => round },
        ),
    })
}

/// bbpPairings' `-p` form.
fn printed(p: &RoundPairing) -> String {
    let mut s = format!("{}\n", p.boards.len() + usize::from(p.bye.is_some()));
    for b in &p.boards {
        s.push_str(&format!("{} {}\n", b.white, b.black));
    }
    if let Some(n) = p.bye {
        s.push_str(&format!("{n} 0\n"));
    }
    s
}

/// A note as JSON: its code, article and players, its parameters by name (so that a reader can
/// make the sentence again in its own language), and the sentence in English (`text`) and in
/// French (`text_fr`).
fn notes_json(notes: &[Note]) -> Value {
    notes
        .iter()
        .map(|n| {
            let params: serde_json::Map<String, Value> = n
                .params
                .iter()
                .map(|(k, v)| ((*k).to_string(), Value::String(v.clone())))
                .collect();
            json!({
                "code": n.code,
                "article": n.article,
                "players": n.players,
                "params": params,
                "text": n.text,
                "text_fr": n.text_fr,
            })
        })
        .collect()
}

fn pairing_json(p: &RoundPairing) -> Value {
    json!({
        "round": p.round,
        "boards": p.boards.iter().enumerate().map(|(i, b)| json!({
            "board": i + 1,
            "white": b.white,
            "black": b.black,
            "colour_article": b.colour_rule.article(),
            "notes": notes_json(&b.notes),
        })).collect::<Vec<_>>(),
        "bye": p.bye,
        "bye_notes": notes_json(&p.bye_notes),
    })
}

/// A round as recorded: boards (white, black) and pairing-allocated byes.
fn recorded(
    event: &Event,
    round: usize,
) -> (
    BTreeSet<(StartingNumber, StartingNumber)>,
    BTreeSet<StartingNumber>,
) {
    let mut boards = BTreeSet::new();
    let mut byes = BTreeSet::new();
    for p in event.players() {
        let Some(e) = p.rounds.get(round - 1) else {
            continue;
        };
        match (e.opponent, e.colour) {
            (Some(o), Some(Colour::White)) => {
                boards.insert((p.tpn, o));
            }
            (Some(o), None) if p.tpn < o => {
                boards.insert((p.tpn, o));
            }
            (None, _) if matches!(e.result, ResultCode::PairingBye) => {
                byes.insert(p.tpn);
            }
            _ => {}
        }
    }
    (boards, byes)
}

/// `--check`: every round of the file paired again.
fn check(event: &Event, as_json: bool, out: &mut impl Write) -> Result<ExitCode, Refusal> {
    let played = Field::from_event(event, None)
        .map_err(dutch_error)?
        .played_rounds();
    let mut differing: usize = 0;
    for round in 1..=played {
        let (boards, byes) = recorded(event, round);
        let field = Field::from_event(event, Some(round)).map_err(dutch_error)?;
        let verdict = dutch::pair(&field);
        let (same, dutch_boards, dutch_bye, error) = match &verdict {
            Ok(p) => {
                let mine: BTreeSet<_> = p.boards.iter().map(|b| (b.white, b.black)).collect();
                let bye: BTreeSet<_> = p.bye.into_iter().collect();
                (mine == boards && bye == byes, mine, bye, None)
            }
            Err(e) => (false, BTreeSet::new(), BTreeSet::new(), Some(e.code())),
        };
        if same {
            continue;
        }
        differing += 1;
        let only_file: Vec<_> = boards.difference(&dutch_boards).collect();
        let only_dutch: Vec<_> = dutch_boards.difference(&boards).collect();
        if as_json {
            writeln!(
                out,
                "{}",
                json!({
                    "round": round,
                    "code": error.unwrap_or("paired_differently"),
                    "file_only": only_file.iter().map(|(w, b)| [w, b]).collect::<Vec<_>>(),
                    "dutch_only": only_dutch.iter().map(|(w, b)| [w, b]).collect::<Vec<_>>(),
                    "file_bye": byes,
                    "dutch_bye": dutch_bye,
                })
            )?;
        } else {
            let show = |v: &[&(StartingNumber, StartingNumber)]| {
                v.iter()
                    .map(|(w, b)| format!("{w}-{b}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let line = match error {
                Some(code) => said::english(
                    &said::PAIR_CHECK_REFUSED,
                    &game::params! { "round" => round, "code" => code },
                ),
                None => said::english(
                    &said::PAIR_CHECK_DIFFERS,
                    &game::params! {
                        "round" => round,
                        "file" => show(&only_file),
                        "file_bye" => format!("{byes:?}"),
                        "dutch" => show(&only_dutch),
                        "dutch_bye" => format!("{dutch_bye:?}"),
                    },
                ),
            };
            writeln!(out, "{line}")?;
        }
    }
    if !as_json {
        let params = game::params! { "differing" => differing, "played" => played };
        writeln!(out, "{}", said::english(&said::PAIR_CHECK_SUMMARY, &params))?;
    }
    Ok(if differing == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
