//! Reading a TRF's text.

use super::error::TrfError;
use super::player_line::{format_player, parse_player};
use crate::event::{AsRead, Ending, Event, Line, Record};

/// Reads a TRF. Lines may end with `\r` (TRF's rule), `\n` or `\r\n`, each line its own;
/// lines whose first three characters are `001` are player records, every other line is kept as
/// written.
///
/// ```
/// let text = "012 Club Open\r001    1      Doe, Jane                         2100                             1.0    1     2 w 1\r";
/// let event = tournament::trf::read(text)?;
/// assert_eq!(event.name(), Some("Club Open"));
/// assert_eq!(event.players().count(), 1);
/// assert_eq!(tournament::trf::write(&event), text);
/// # Ok::<(), tournament::trf::TrfError>(())
/// ```
pub fn read(text: &str) -> Result<Event, TrfError> {
    let mut event = Event::new();
    let mut rest = text;
    let mut number = 0;
    while !rest.is_empty() {
        number += 1;
        let (line, ending, next) = match rest.find(['\r', '\n']) {
            None => (rest, Ending::None, ""),
            Some(i) => {
                let tail = &rest[i..];
                if tail.starts_with("\r\n") {
                    (&rest[..i], Ending::CrLf, &rest[i + 2..])
                } else if tail.starts_with('\r') {
                    (&rest[..i], Ending::Cr, &rest[i + 1..])
                } else {
                    (&rest[..i], Ending::Lf, &rest[i + 1..])
                }
            }
        };
        rest = next;
        let record_line = if is_player(line) {
            let player = parse_player(line, number)?;
            let usual = format_player(&player);
            Line {
                as_read: AsRead((usual != line).then(|| line.to_owned())),
                record: Record::Player(player),
                ending,
            }
        } else {
            Line::new(Record::Other(line.to_owned()), ending)
        };
        event.lines.push(record_line);
    }
    Ok(event)
}

/// A player record: `001` then a blank or the end.
fn is_player(line: &str) -> bool {
    line.strip_prefix("001")
        .is_some_and(|rest| rest.is_empty() || rest.starts_with(' '))
}
