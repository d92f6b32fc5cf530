//! `arbiter-pairing --dutch INPUT -p [OUTPUT]`: the FIDE Dutch system (C.04.3) on a TRF, with
//! bbpPairings' command line, so that a program that calls bbpPairings to pair a round (lichess'
//! Swiss tournaments do) can call this binary instead.
//!
//! It prints the pairing of the round after the last one in the file exactly as `arbiter pair
//! INPUT` prints it (the same engine, `tournament::dutch::pair_boards`, and the same text:
//! bbpPairings' `-p` form, the number of lines, then `WHITE BLACK` a board by starting number
//! in the published order of C.04.2 3.6, the pairing-allocated bye as `N 0`), to standard output
//! or to `OUTPUT` (a bare file name is put beside the input file, as bbpPairings does).
//!
//! Why a binary of its own (issue 36, peak memory): `arbiter` links the server, the PGN reader
//! and mimalloc; its own floor (5.7 MB: the binary's pages, its relocations) was above
//! bbpPairings' whole 50-player round (3.9 MB). This binary links the tournament crate alone on
//! the system allocator, and reads and pairs on the main thread (the solver recurses through
//! nested blossoms: the main thread's 8 MiB stack).
//!
//! The exit statuses are bbpPairings': 0 paired; 1 no pairing satisfies the absolute criteria
//! (C.04.3 C.1–C.4, `no_legal_pairing`); 3 the request is invalid (the arguments, a file that is
//! not a TRF or whose records contradict each other, a round the file cannot give, every planned
//! round played: `event_over`); 4 more players than the engine packs (`too_large`); 5 a file
//! cannot be read or written. The message on standard error starts with the stable code of the
//! catalogue, then the English and the French, as `arbiter pair` says it.
//!
//! Only `--dutch INPUT -p [OUTPUT]` is read; bbpPairings' other forms (`-c`, `-g`, `-l`,
//! `--burstein`) are refused with the usage (status 3).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use tournament::dutch::{self, DutchError, Field, RoundPairing};
use tournament::{Coded, Event, trf};

/// The synopsis printed with a refusal of the arguments.
const USAGE: &str = "usage: arbiter-pairing --dutch INPUT -p [OUTPUT]";

/// bbpPairings' exit statuses (its README, "Error codes").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    /// No pairing satisfies the absolute criteria.
    NoPairing = 1,
    /// Some part of the request is invalid.
    Invalid = 3,
    /// More players than the engine packs.
    TooLarge = 4,
    /// A file cannot be read or written.
    File = 5,
}

/// A refusal: its status and its message (starting with the stable code).
#[derive(Debug)]
struct Refusal {
    status: Status,
    message: String,
}

/// What the command line asks: the input, and the output file if one is named.
#[derive(Debug, PartialEq, Eq)]
struct Request {
    input: String,
    output: Option<PathBuf>,
}

/// Reads bbpPairings' pairing form, `--dutch INPUT -p [OUTPUT]` (the arguments after the
/// program's name); `None` for any other.
fn request(args: &[String]) -> Option<Request> {
    match args {
        [system, input, p] if system == "--dutch" && p == "-p" => Some(Request {
            input: input.clone(),
            output: None,
        }),
        [system, input, p, output] if system == "--dutch" && p == "-p" => Some(Request {
            input: input.clone(),
            output: Some(beside(Path::new(output), Path::new(input))),
        }),
        _ => None,
    }
}

/// The output file: a bare file name beside the input file (bbpPairings' rule), any other
/// path as it is.
fn beside(output: &Path, input: &Path) -> PathBuf {
    let bare = output.parent().is_none_or(|p| p.as_os_str().is_empty());
    match input.parent() {
        Some(dir) if bare => dir.join(output),
        _ => output.to_path_buf(),
    }
}

/// The file's text: UTF-8, or Latin-1 when it is not (as `arbiter pair` reads it).
fn read_text(path: &str) -> Result<String, Refusal> {
    let bytes = std::fs::read(path).map_err(|e| Refusal {
        status: Status::File,
        message: format!("trf_unreadable: {path}: {e}"),
    })?;
    Ok(match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
    })
}

/// The engine's refusal with bbpPairings' status.
fn dutch_error(e: DutchError) -> Refusal {
    let status = match e {
        DutchError::NoLegalPairing => Status::NoPairing,
        DutchError::TooLarge { .. } => Status::TooLarge,
        _ => Status::Invalid,
    };
    Refusal {
        status,
        message: format!("{}: {e} / {}", e.code(), e.say(words::Lang::Fr)),
    }
}

/// The refusal to pair after the last planned round when every planned round is played, as
/// `arbiter pair` refuses it (`event_over`, said from the catalogue's `planned_rounds_played`).
fn event_over(event: &Event) -> Option<Refusal> {
    let planned = event.planned_rounds()?;
    let played = event.rounds_played();
    (played >= planned).then(|| {
        let params = game::params! { "planned" => planned, "round" => played + 1 };
        let say = |lang| {
            game::codes::say(lang, "planned_rounds_played", &params)
                .unwrap_or_else(|| "planned_rounds_played".to_owned())
        };
        Refusal {
            status: Status::Invalid,
            message: format!(
                "event_over: {} / {}",
                say(words::Lang::En),
                say(words::Lang::Fr)
            ),
        }
    })
}

/// The pairing of the round after the last one in `text`.
fn pair(text: &str, path: &str) -> Result<RoundPairing, Refusal> {
    let event = trf::read(text).map_err(|e| Refusal {
        status: Status::Invalid,
        message: format!("{}: {path}: {e}", e.code()),
    })?;
    if let Some(over) = event_over(&event) {
        return Err(over);
    }
    let field = Field::from_event(&event, None).map_err(dutch_error)?;
    dutch::pair_boards(&field).map_err(dutch_error)
}

/// bbpPairings' `-p` form, as `arbiter pair` prints it.
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

/// Runs the request: the pairing written where asked.
fn run(req: &Request) -> Result<(), Refusal> {
    let text = read_text(&req.input)?;
    let pairing = pair(&text, &req.input)?;
    let out = printed(&pairing);
    let written = match &req.output {
        Some(path) => std::fs::write(path, out.as_bytes()),
        None => std::io::stdout().lock().write_all(out.as_bytes()),
    };
    written.map_err(|e| Refusal {
        status: Status::File,
        message: format!("output_failed: {e}"),
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let outcome = match request(&args) {
        Some(req) => run(&req),
        None => Err(Refusal {
            status: Status::Invalid,
            message: USAGE.to_owned(),
        }),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(refusal) => {
            eprintln!("arbiter-pairing: {}", refusal.message);
            ExitCode::from(refusal.status as u8)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tournament::dutch::Simulation;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|a| (*a).to_owned()).collect()
    }

    /// bbpPairings' pairing form is read, to standard output or to a file (a bare name beside
    /// the input); its other forms are refused.
    #[test]
    fn reads_bbp_pairings_command_line() {
        assert_eq!(
            request(&strings(&["--dutch", "dir/in.trf", "-p"])),
            Some(Request {
                input: "dir/in.trf".to_owned(),
                output: None
            })
        );
        assert_eq!(
            request(&strings(&["--dutch", "dir/in.trf", "-p", "out.txt"])),
            Some(Request {
                input: "dir/in.trf".to_owned(),
                output: Some(PathBuf::from("dir/out.txt"))
            })
        );
        assert_eq!(
            request(&strings(&["--dutch", "dir/in.trf", "-p", "/tmp/out.txt"]))
                .and_then(|r| r.output),
            Some(PathBuf::from("/tmp/out.txt"))
        );
        assert_eq!(
            request(&strings(&["--dutch", "in.trf", "-p", "out.txt"])).and_then(|r| r.output),
            Some(PathBuf::from("out.txt"))
        );
        for refused in [
            &["--burstein", "in.trf", "-p"][..],
            &["--dutch", "in.trf", "-c"],
            &["--dutch", "in.trf"],
            &["--dutch", "in.trf", "-p", "out", "-l"],
            &[],
        ] {
            assert_eq!(request(&strings(refused)), None, "{refused:?}");
        }
    }

    /// C.04.3: the round after a generated tournament's last (forfeits, requested byes,
    /// withdrawals) is paired from its TRF as the engine pairs the event's field, printed in
    /// bbpPairings' form; while every planned round is played it is refused as `event_over`
    /// (status 3), and a file that cannot be read with status 5.
    #[test]
    fn c_04_3_pairs_the_next_round_as_the_engine_and_refuses_after_the_last() {
        for (seed, players) in [(5, 23), (6, 40), (7, 61)] {
            let event = dutch::simulate(Simulation {
                seed,
                players,
                rounds: 5,
                forfeits: 40,
                byes: 40,
                withdrawals: 10,
            })
            .expect("simulates");
            let text = trf::write(&event);
            let over = pair(&text, "t.trf").expect_err("every planned round is played");
            assert_eq!(over.status, Status::Invalid);
            assert!(over.message.starts_with("event_over: "), "{}", over.message);
            // One more round planned: the sixth is paired.
            // The writer ends its lines with a carriage return, as the TRF files of the
            // FIDE's programs do.
            let planned: Vec<&str> = text
                .split(['\r', '\n'])
                .filter(|l| l.starts_with("XXR"))
                .collect();
            assert_eq!(
                planned,
                vec!["XXR 5"],
                "the generator plans its rounds with XXR"
            );
            let longer = text.replace("XXR 5", "XXR 6");
            let mine = pair(&longer, "t.trf").expect("pairs");
            let field = Field::from_event(&event, None).expect("reads");
            let expected = dutch::pair_boards(&field).expect("pairs");
            assert_eq!(mine, expected, "seed {seed}");
            let shown = printed(&mine);
            let lines: Vec<&str> = shown.lines().collect();
            assert_eq!(lines[0], (lines.len() - 1).to_string());
            assert_eq!(
                lines.len() - 1,
                expected.boards.len() + usize::from(expected.bye.is_some())
            );
            for (line, b) in lines[1..].iter().zip(&expected.boards) {
                assert_eq!(*line, format!("{} {}", b.white, b.black));
            }
            if let Some(bye) = expected.bye {
                assert_eq!(lines.last().copied(), Some(format!("{bye} 0").as_str()));
            }
        }
        let missing = read_text("/nonexistent/arbiter-pairing.trf").expect_err("no such file");
        assert_eq!(missing.status, Status::File);
        assert!(missing.message.starts_with("trf_unreadable: "));
    }
}
