//! Writing an event as a TRF.

use super::player_line::{format_player, parse_player};
use crate::event::{Event, Record};

/// Writes the event: each line then its own line end. A player record read in another layout is
/// written as it was read while it still reads as the same player; otherwise in the usual
/// layout (fields right- or left-aligned in their columns, round blocks from column 92).
///
/// Two events no file can tell apart read back as one: a line ended by `\r` then an empty line
/// ended by `\n` (that is `\r\n`), and an empty last line without a line end (nothing). A
/// player's field longer than its columns shifts the fields after it.
pub fn write(event: &Event) -> String {
    let mut out = String::new();
    for line in &event.lines {
        match &line.record {
            Record::Other(text) => out.push_str(text),
            Record::Player(p) => match &line.as_read.0 {
                Some(text) if parse_player(text, 0).as_ref() == Ok(p) => out.push_str(text),
                _ => out.push_str(&format_player(p)),
            },
        }
        out.push_str(line.ending.as_str());
    }
    out
}
