//! `arbiter trf FILE [--to 2026|16]`: reads a TRF and writes it back (a round trip, byte for
//! byte), or converts its header tags to the other edition of the format.
//!
//! Files are read as UTF-8 when they are, else as Latin-1 (one character a byte, as older
//! programs write them), and written back in the same encoding.
//!
//! A file whose records contradict each other (a starting number given twice, an opponent not
//! in the field, a game on one player's line only) is refused with the line at fault and its
//! code, exit status 2, nothing written — as `arbiter pair` and `arbiter standings` refuse it.

use std::io::Write;
use std::process::ExitCode;

use tournament::Coded;
use tournament::trf::{self, Version};

use crate::CliError;

/// Arguments of `arbiter trf`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The TRF file (`-` for standard input).
    file: String,
    /// Write the header tags in this edition: `2026` (tags 142, 152) or `16` (TRFx `XXR`,
    /// `XXC`).
    #[arg(long)]
    to: Option<Version>,
}

/// A file's text and whether it was Latin-1.
pub struct Text {
    /// The text.
    pub text: String,
    /// Read as Latin-1 (not UTF-8).
    pub latin1: bool,
}

/// Reads a file (`-`: standard input) as UTF-8, or Latin-1 when it is not UTF-8.
pub fn read_text(path: &str) -> Result<Text, CliError> {
    let bytes = if path == "-" {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin().lock(), &mut v)?;
        v
    } else {
        std::fs::read(path).map_err(|e| CliError::Usage(format!("trf_unreadable: {path}: {e}")))?
    };
    Ok(match String::from_utf8(bytes) {
        Ok(text) => Text {
            text,
            latin1: false,
        },
        Err(e) => Text {
            text: e.into_bytes().iter().map(|&b| char::from(b)).collect(),
            latin1: true,
        },
    })
}

/// Reads the event, with the reader's error (code, line, column) as the message.
pub fn read_event(path: &str) -> Result<(tournament::Event, bool), CliError> {
    let text = read_text(path)?;
    let event =
        trf::read(&text.text).map_err(|e| CliError::Usage(format!("{}: {path}: {e}", e.code())))?;
    Ok((event, text.latin1))
}

/// Reads the event and refuses one whose records contradict each other
/// ([`tournament::Event::check_records`]): `code: FILE: line N: …  / French`.
pub fn read_consistent_event(path: &str) -> Result<(tournament::Event, bool), CliError> {
    let (event, latin1) = read_event(path)?;
    event.check_records().map_err(|e| {
        CliError::Usage(format!(
            "{}: {path}: {e} / {}",
            e.code(),
            e.say(words::Lang::Fr)
        ))
    })?;
    Ok((event, latin1))
}

/// Writes the file back.
pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let (mut event, latin1) = read_consistent_event(&args.file)?;
    if let Some(to) = args.to {
        trf::convert(&mut event, to);
    }
    let text = trf::write(&event);
    let bytes: Vec<u8> = if latin1 {
        // Every character came from one byte, or was written by the converter (ASCII).
        text.chars()
            .map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?'))
            .collect()
    } else {
        text.into_bytes()
    };
    std::io::stdout().lock().write_all(&bytes)?;
    Ok(ExitCode::SUCCESS)
}
