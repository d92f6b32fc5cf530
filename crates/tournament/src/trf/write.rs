//! Writing an event as a TRF.

use super::player_line::{format_player, parse_player};
use crate::event::{Event, Record};
use crate::player::Player;

/// Writes the event: each line then its own line end. A player record read in another layout is
/// written as it was read while it still reads as the same player; otherwise in the usual
/// layout (fields right- or left-aligned in their columns, round blocks from column 92).
///
/// Two events no file can tell apart read back as one: a line ended by `\r` then an empty line
/// ended by `\n` (that is `\r\n`), and an empty last line without a line end (nothing).
///
/// Whatever the event holds, every line written is one line, and a player record keeps its
/// columns (issue 34: a name holding `\r001 ...` must not forge a record): a line break inside a
/// line's text is written as a space; in a player record built from its fields, so is every
/// other control character, and a text longer than its columns (name 33, title 3, federation
/// 3, birth date 10) is cut to them, a number wider than its columns (rating, FIDE id, points,
/// rank) left blank, rather than shifting the fields after it.
pub fn write(event: &Event) -> String {
    let mut out = String::new();
    for line in &event.lines {
        match &line.record {
            Record::Other(text) => push_line(&mut out, text),
            Record::Player(p) => match &line.as_read.0 {
                Some(text) if parse_player(text, 0).as_ref() == Ok(p) => push_line(&mut out, text),
                _ => out.push_str(&format_player(&fitted(p))),
            },
        }
        out.push_str(line.ending.as_str());
    }
    out
}

/// A character a reader may take for a line end (TRF ends its lines with `\r`; `\n`, `\r\n`
/// are read too; the others end a line for Unicode-aware readers).
fn breaks_line(c: char) -> bool {
    matches!(
        c,
        '\r' | '\n' | '\u{b}' | '\u{c}' | '\u{85}' | '\u{2028}' | '\u{2029}'
    )
}

/// A line's text as it was, each character that would end it a space.
fn push_line(out: &mut String, text: &str) {
    out.extend(text.chars().map(|c| if breaks_line(c) { ' ' } else { c }));
}

/// A text field for its columns: control characters as spaces, blanks at its ends dropped (the
/// reader trims them), at most `width` characters.
fn field(text: &str, width: usize) -> String {
    let clean: String = text
        .chars()
        .map(|c| {
            if c.is_control() || breaks_line(c) {
                ' '
            } else {
                c
            }
        })
        .collect();
    clean
        .trim()
        .chars()
        .take(width)
        .collect::<String>()
        .trim_end()
        .to_owned()
}

/// A player whose every field fits its columns (see [`write`]).
fn fitted(p: &Player) -> Player {
    let mut p = p.clone();
    p.title = field(&p.title, 3);
    p.name = field(&p.name, 33);
    p.federation = field(&p.federation, 3);
    p.birth_date = field(&p.birth_date, 10);
    p.rating = p.rating.filter(|r| *r <= 9999);
    p.fide_id = p.fide_id.filter(|id| *id <= 99_999_999_999);
    p.points = p.points.filter(|x| x.to_trf().chars().count() <= 4);
    p.rank = p.rank.filter(|r| *r <= 9999);
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Event;
    use crate::trf::read;

    /// Issue 34: an event named `Club Open\r001 ...` and a player named with a line break and
    /// a record after it are written as one line each, and read back as the same players: no
    /// record is forged, none is split, no field shifts.
    #[test]
    fn trf_no_text_forges_or_splits_a_record() {
        let mut event = Event::new();
        event.set_record(
            "012",
            "Club Open\r001    9      Forged, Record                    2900",
        );
        let mut zed = Player::new(1, "Zed\n[Black \"Nobody\"]\r001    7      X");
        zed.rating = Some(2100);
        zed.federation = "FR\u{0}A".to_owned();
        event.push_player(zed);
        let mut long = Player::new(2, "A very long name that does not fit in thirty-three");
        long.rating = Some(1900);
        long.fide_id = Some(123_456_789_012);
        event.push_player(long);
        let text = write(&event);
        let back = read(&text).expect("the TRF written reads");
        let names: Vec<(u16, String, Option<u16>)> = back
            .players()
            .map(|p| (p.tpn, p.name.clone(), p.rating))
            .collect();
        assert_eq!(
            names,
            [
                (1, "Zed [Black \"Nobody\"] 001    7".to_owned(), Some(2100)),
                (
                    2,
                    "A very long name that does not fi".to_owned(),
                    Some(1900)
                ),
            ],
            "{text:?}"
        );
        assert_eq!(back.player(2).and_then(|p| p.fide_id), None);
        assert_eq!(text.matches('\r').count(), 3, "{text:?}");
        assert!(back.name().is_some_and(|n| n.starts_with("Club Open 001")));
    }
}
