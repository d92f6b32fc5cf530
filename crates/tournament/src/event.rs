//! The event: its players and the other records of its TRF, in file order.

use crate::player::{Colour, Player, StartingNumber};

/// How a line of the file ended; kept so that a file is written back byte for byte.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Ending {
    /// `\n`.
    #[default]
    Lf,
    /// `\r` alone: TRF's own rule ("each line shall have a CR as last character").
    Cr,
    /// `\r\n`.
    CrLf,
    /// Nothing: the file's last line had no line end.
    None,
}

impl Ending {
    /// The characters written.
    pub const fn as_str(self) -> &'static str {
        match self {
            Ending::Lf => "\n",
            Ending::Cr => "\r",
            Ending::CrLf => "\r\n",
            Ending::None => "",
        }
    }
}

/// What a line holds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Record {
    /// A player (`001`).
    Player(Player),
    /// Any other line (tournament tags `012`…`362`, TRFx's `XXR`/`XXC`/…, comments `###`,
    /// national ratings, blank lines, lines this crate does not know), kept verbatim.
    Other(String),
}

/// One line of the file: a record and its line end.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Line {
    /// The record.
    pub record: Record,
    /// How it ended.
    pub ending: Ending,
    /// A player record's text as read, when this crate would lay it out differently; written
    /// back instead of the usual layout while it still reads as `record`.
    pub as_read: AsRead,
}

impl Line {
    /// A line with this record and line end.
    pub fn new(record: Record, ending: Ending) -> Line {
        Line {
            record,
            ending,
            as_read: AsRead::default(),
        }
    }
}

/// The text of a line as it was read, kept to write it back byte for byte.
///
/// It is not part of what the line means: any two are equal (and hash alike), so that an event
/// read back from what was written equals the event written.
#[derive(Clone, Debug, Default)]
pub struct AsRead(pub Option<String>);

impl PartialEq for AsRead {
    fn eq(&self, _: &AsRead) -> bool {
        true
    }
}

impl Eq for AsRead {}

impl std::hash::Hash for AsRead {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// A chess event as a TRF holds it: every line in order, players parsed, other lines kept.
///
/// Equality is equality of every record and line end: two events read from the same bytes are
/// equal, and writing an event then reading it back gives an equal event.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Event {
    /// The lines, in file order.
    pub lines: Vec<Line>,
}

impl Event {
    /// An empty event.
    pub fn new() -> Event {
        Event::default()
    }

    /// The players, in file order.
    pub fn players(&self) -> impl Iterator<Item = &Player> {
        self.lines.iter().filter_map(|l| match &l.record {
            Record::Player(p) => Some(p),
            Record::Other(_) => None,
        })
    }

    /// The players, to change them.
    pub fn players_mut(&mut self) -> impl Iterator<Item = &mut Player> {
        self.lines.iter_mut().filter_map(|l| match &mut l.record {
            Record::Player(p) => Some(p),
            Record::Other(_) => None,
        })
    }

    /// The player with starting number `tpn` (the first, if the file repeats one).
    pub fn player(&self, tpn: StartingNumber) -> Option<&Player> {
        self.players().find(|p| p.tpn == tpn)
    }

    /// The player with starting number `tpn`, to change.
    pub fn player_mut(&mut self, tpn: StartingNumber) -> Option<&mut Player> {
        self.players_mut().find(|p| p.tpn == tpn)
    }

    /// The line end most lines use (`\r` for TRF's own rule when the event is empty).
    pub fn usual_ending(&self) -> Ending {
        let count = |e: Ending| self.lines.iter().filter(|l| l.ending == e).count();
        [Ending::Cr, Ending::Lf, Ending::CrLf]
            .into_iter()
            .max_by_key(|&e| count(e))
            .filter(|&e| count(e) > 0)
            .unwrap_or(Ending::Cr)
    }

    /// Appends a line with the file's usual line end (a last line without one gets it first).
    pub fn push(&mut self, record: Record) {
        let ending = self.usual_ending();
        if let Some(last) = self.lines.last_mut()
            && last.ending == Ending::None
        {
            last.ending = ending;
        }
        self.lines.push(Line::new(record, ending));
    }

    /// Appends a player.
    pub fn push_player(&mut self, player: Player) {
        self.push(Record::Player(player));
    }

    /// The text after the tag (from column 5) of every other line whose first three characters
    /// are `code` (`"012"`, `"XXR"`, `"202"`, …), in file order.
    pub fn records<'a>(&'a self, code: &str) -> impl Iterator<Item = &'a str> {
        self.lines.iter().filter_map(move |l| match &l.record {
            Record::Other(text) => tag_value(text, code),
            Record::Player(_) => None,
        })
    }

    /// The first record with this code, trimmed.
    pub fn record(&self, code: &str) -> Option<&str> {
        self.records(code).next().map(str::trim)
    }

    /// Sets the first record with this code to `value` (written from column 5), or appends one
    /// after the last non-player line before the first player.
    pub fn set_record(&mut self, code: &str, value: &str) {
        let text = format!("{code} {value}");
        for l in &mut self.lines {
            if let Record::Other(t) = &l.record
                && tag_value(t, code).is_some()
            {
                *l = Line::new(Record::Other(text), l.ending);
                return;
            }
        }
        let ending = self.usual_ending();
        let at = self
            .lines
            .iter()
            .position(|l| matches!(l.record, Record::Player(_)))
            .unwrap_or(self.lines.len());
        self.lines
            .insert(at, Line::new(Record::Other(text), ending));
    }

    /// Removes every record with this code.
    pub fn remove_records(&mut self, code: &str) {
        self.lines.retain(|l| match &l.record {
            Record::Other(t) => tag_value(t, code).is_none(),
            Record::Player(_) => true,
        });
    }

    /// The tournament's name (tag `012`).
    pub fn name(&self) -> Option<&str> {
        self.record("012")
    }

    /// The number of rounds planned: TRF-2026's tag `142`, else TRFx's `XXR`.
    pub fn planned_rounds(&self) -> Option<usize> {
        self.record("142")
            .or_else(|| self.record("XXR"))
            .and_then(|v| v.split_whitespace().next())
            .and_then(|v| v.parse().ok())
    }

    /// The number of rounds the players' records reach.
    pub fn rounds_recorded(&self) -> usize {
        self.players().map(|p| p.rounds.len()).max().unwrap_or(0)
    }

    /// The colour of the highest-ranked player in round 1 when the file states it: TRF-2026's
    /// tag `152` (`W`/`B`), else TRFx's `XXC` (`white1`/`black1`).
    pub fn initial_colour(&self) -> Option<Colour> {
        if let Some(v) = self.record("152") {
            return match v.chars().next().map(|c| c.to_ascii_uppercase()) {
                Some('W') => Some(Colour::White),
                Some('B') => Some(Colour::Black),
                _ => None,
            };
        }
        let v = self.record("XXC")?;
        v.split_whitespace()
            .find_map(|w| match w.to_ascii_lowercase().as_str() {
                "white1" => Some(Colour::White),
                "black1" => Some(Colour::Black),
                _ => None,
            })
    }

    /// The tie-break codes of TRF-2026's tag `202`, as written (comma separated).
    pub fn tiebreak_codes(&self) -> Option<Vec<String>> {
        let v = self.record("202")?;
        let codes: Vec<String> = v
            .split(',')
            .map(|c| c.trim().to_owned())
            .filter(|c| !c.is_empty())
            .collect();
        (!codes.is_empty()).then_some(codes)
    }
}

/// The value of a tagged line: the text from column 5 when its first three characters are `code`
/// (case-insensitive for letter codes) and the fourth is a space or the end.
fn tag_value<'a>(text: &'a str, code: &str) -> Option<&'a str> {
    let head = text.get(..code.len())?;
    if !head.eq_ignore_ascii_case(code) {
        return None;
    }
    let rest = &text[code.len()..];
    match rest.chars().next() {
        None => Some(""),
        Some(' ') => Some(&rest[1..]),
        Some(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_found_by_their_code() {
        assert_eq!(tag_value("XXR 9", "XXR"), Some("9"));
        assert_eq!(tag_value("XXR", "XXR"), Some(""));
        assert_eq!(tag_value("XXRX 9", "XXR"), None);
        assert_eq!(tag_value("012 Open", "012"), Some("Open"));
        assert_eq!(tag_value("01", "012"), None);
        assert_eq!(tag_value("é12", "012"), None);
    }
}
