//! Writing PGN in the export format: the Seven Tag Roster first, lines of at most 80 characters,
//! clock times as `[%clk]`, draw offers as `{ (=) }`.

use shakmaty::{Chess, Position};

use crate::descriptive::{Origins, write_in_game};
use crate::pgn::clock::format_clock;
use crate::pgn::game::{Game, GameResult, PlayedMove, Variation};
use crate::write::{Notation, write_move_to};

/// How to write a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteOptions {
    /// The notation of the moves: SAN for export PGN; another for `arbiter convert`.
    pub notation: Notation,
    /// Write the tag pairs (the Seven Tag Roster first, completed with `?` where missing).
    pub tags: bool,
    /// The longest line, in characters (80 in the export format).
    pub max_line: usize,
}

impl Default for WriteOptions {
    fn default() -> WriteOptions {
        WriteOptions {
            notation: Notation::SAN,
            tags: true,
            max_line: 80,
        }
    }
}

const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// Writes a game as PGN (see [`WriteOptions`]), ending with a newline.
pub fn write_game(game: &Game, options: &WriteOptions) -> String {
    let mut out = String::with_capacity(256 + game.moves.len() * 8);
    let result = game.recorded_result().unwrap_or(GameResult::Unknown);
    if options.tags {
        for (name, default) in SEVEN_TAG_ROSTER {
            let value = match name {
                "Result" => result.as_str(),
                _ => game.tag(name).unwrap_or(default),
            };
            tag_pair(&mut out, name, value);
        }
        for (i, (name, value)) in game.tags.iter().enumerate() {
            // A roster tag was written above from its first occurrence; a second one (a file
            // that gives `Event` twice) is written too, not dropped.
            let in_roster = SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == name);
            let first = !game.tags[..i].iter().any(|(n, _)| n == name);
            if !in_roster || !first {
                tag_pair(&mut out, name, value);
            }
        }
        out.push('\n');
    }
    let mut units = Units::new(options.max_line);
    comments(&mut units, &game.comments);
    let origins = Origins::of(&game.start);
    line(
        &mut units,
        &game.start,
        origins,
        &game.moves,
        options.notation,
        true,
    );
    units.push(result.as_str().to_owned());
    out.push_str(&units.finish());
    out.push('\n');
    out
}

/// Whether a character may not stand in PGN text as it is: a control character (PGN standard
/// 4.1: no control character but the newline ends a line, and none in a string, 7) or a Unicode
/// line or paragraph separator, which a reader may take for a line end.
fn unprintable(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')
}

/// A tag pair on its line, whatever the name and value hold (issue 34): the value a PGN
/// string (standard 7: `"` as `\"`, `\` as `\\`), each control character a space, so a name
/// holding a line break never splits the tag nor forges another; the name a PGN symbol of
/// letters, digits and `_` (another character becomes `_`).
fn tag_pair(out: &mut String, name: &str, value: &str) {
    out.push('[');
    if name.is_empty() {
        out.push('_');
    }
    for c in name.chars() {
        out.push(if c.is_ascii_alphanumeric() || c == '_' {
            c
        } else {
            '_'
        });
    }
    out.push_str(" \"");
    for c in value.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(if unprintable(c) { ' ' } else { c });
    }
    out.push_str("\"]\n");
}

/// A comment's text with each control character a space: a comment never holds a line break
/// (a `;` comment would end there and the rest be read as moves).
fn printable(text: &str) -> String {
    text.chars()
        .map(|c| if unprintable(c) { ' ' } else { c })
        .collect()
}

fn comments(units: &mut Units, comments: &[String]) {
    for comment in comments {
        let comment = printable(comment);
        if comment.contains('}') {
            // Read from a `;` comment: braces cannot hold it, the rest of a line can.
            units.line_comment(&comment);
        } else {
            braced(
                units,
                comment.split_whitespace().map(str::to_owned).collect(),
            );
        }
    }
}

/// A comment as units: the braces stay on the first and last words, so that a line break never
/// leaves a brace alone.
fn braced(units: &mut Units, words: Vec<String>) {
    let count = words.len();
    for (i, word) in words.into_iter().enumerate() {
        let mut unit = String::with_capacity(word.len() + 4);
        if i == 0 {
            unit.push_str("{ ");
        }
        unit.push_str(&word);
        if i + 1 == count {
            unit.push_str(" }");
        }
        units.push(unit);
    }
}

/// Writes a line of moves from `start` (its pieces having begun where `origins` says, for
/// descriptive notation); `numbered` asks for the move number before the first.
fn line(
    units: &mut Units,
    start: &Chess,
    mut origins: Origins,
    moves: &[PlayedMove],
    notation: Notation,
    _main: bool,
) {
    let mut pos = start.clone();
    let mut need_number = true;
    for played in moves {
        let number = pos.fullmoves().get();
        let mut text = String::with_capacity(12);
        if pos.turn().is_white() {
            text.push_str(&format!("{number}. "));
        } else if need_number {
            text.push_str(&format!("{number}... "));
        }
        match notation {
            Notation::Descriptive { language } => {
                write_in_game(&mut text, &pos, &origins, played.mv, language);
            }
            _ => write_move_to(&mut text, &pos, played.mv, notation),
        }
        units.push(text);
        need_number = false;
        for nag in &played.nags {
            units.push(format!("${nag}"));
        }
        let commands =
            played.clock_ms.is_some() || played.elapsed_ms.is_some() || played.draw_offer;
        if commands || !played.comments.is_empty() {
            need_number = true;
        }
        if commands {
            let mut words = Vec::new();
            if let Some(ms) = played.clock_ms {
                words.push(format!("[%clk {}]", format_clock(ms)));
            }
            if let Some(ms) = played.elapsed_ms {
                words.push(format!("[%emt {}]", format_clock(ms)));
            }
            if played.draw_offer {
                words.push("(=)".to_owned());
            }
            braced(units, words);
        }
        comments(units, &played.comments);
        for variation in &played.variations {
            variation_units(units, &pos, origins, variation, notation);
            need_number = true;
        }
        origins.play(&played.mv);
        let mv = crate::odds::as_played(&pos, played.mv);
        pos.play_unchecked(mv);
    }
}

fn variation_units(
    units: &mut Units,
    before: &Chess,
    origins: Origins,
    variation: &Variation,
    notation: Notation,
) {
    units.open();
    comments(units, &variation.comments);
    line(units, before, origins, &variation.moves, notation, false);
    units.close();
}

/// Words of movetext, wrapped into lines of at most `max` characters.
struct Units {
    max: usize,
    out: String,
    line_len: usize,
    open_pending: usize,
}

impl Units {
    fn new(max: usize) -> Units {
        Units {
            max,
            out: String::new(),
            line_len: 0,
            open_pending: 0,
        }
    }

    fn push(&mut self, unit: String) {
        let mut unit = unit;
        if self.open_pending > 0 {
            unit.insert_str(0, &"(".repeat(self.open_pending));
            self.open_pending = 0;
        }
        let len = unit.chars().count();
        if self.line_len > 0 && self.line_len + 1 + len > self.max {
            self.out.push('\n');
            self.line_len = 0;
        }
        if self.line_len > 0 {
            self.out.push(' ');
            self.line_len += 1;
        }
        self.out.push_str(&unit);
        self.line_len += len;
    }

    /// A `;` comment: it runs to the end of its line, so a new line follows it.
    fn line_comment(&mut self, text: &str) {
        self.push(format!("; {text}"));
        self.out.push('\n');
        self.line_len = 0;
    }

    fn open(&mut self) {
        self.open_pending += 1;
    }

    fn close(&mut self) {
        if self.open_pending > 0 {
            // An empty variation.
            self.open_pending -= 1;
            self.push("()".to_owned());
            return;
        }
        if self.line_len + 1 > self.max {
            self.out.push('\n');
            self.line_len = 0;
        }
        self.out.push(')');
        self.line_len += 1;
    }

    fn finish(self) -> String {
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::{ReadOptions, read_games};

    #[test]
    fn export_format_lines_and_roster() {
        let text = "[White \"A\"]\n[Annotator \"me\"]\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 1/2-1/2";
        let game = read_games(text, ReadOptions::default())
            .next()
            .expect("game");
        let out = write_game(&game, &WriteOptions::default());
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "[Event \"?\"]");
        assert_eq!(lines[4], "[White \"A\"]");
        assert_eq!(lines[6], "[Result \"1/2-1/2\"]");
        assert_eq!(lines[7], "[Annotator \"me\"]");
        assert!(out.lines().all(|l| l.chars().count() <= 80));
        assert!(out.trim_end().ends_with("1/2-1/2"));
    }

    #[test]
    fn fuzz_regressions_round_trip() {
        // A `;` comment holding `}`; a `[%emt]` with an extra word; two offers in one comment.
        for text in [
            "1. e4 ; a } b\n*",
            "1. e4 {[%emt 1 :][%emt 0]} *",
            "1. e4 {(=) (=)} *",
        ] {
            let game = read_games(text, ReadOptions::default())
                .next()
                .expect("game");
            assert!(game.error.is_none(), "{text}: {:?}", game.error);
            let written = write_game(&game, &WriteOptions::default());
            let again = read_games(&written, ReadOptions::default())
                .next()
                .expect("game");
            assert!(again.error.is_none(), "{written}: {:?}", again.error);
            assert_eq!(again.moves[0].comments, game.moves[0].comments, "{written}");
            assert_eq!(
                again.moves[0].elapsed_ms, game.moves[0].elapsed_ms,
                "{written}"
            );
            assert_eq!(
                again.moves[0].draw_offer, game.moves[0].draw_offer,
                "{written}"
            );
        }
        // A backslash before a line break is no escape: the tag is refused, not rewritten.
        let game = read_games("[T \"\\\n\"]\n1. e4 *", ReadOptions::default())
            .next()
            .expect("game");
        assert!(game.error.is_some());
    }

    /// Issue 34: whatever a tag or a comment holds (a line break, a quote, a backslash, a
    /// control character), the written game reads back with one tag a tag and the same moves:
    /// no name forges a tag, no comment spills into the movetext.
    #[test]
    fn pgn_standard_7_no_tag_nor_comment_breaks_its_line() {
        let text = "1. e4 e5 *";
        let mut game = read_games(text, ReadOptions::default())
            .next()
            .expect("game");
        game.tags.push((
            "White".to_owned(),
            "Carlsen\n[Result \"1-0\"]\r\u{2028}\\ \"x\"\u{0}".to_owned(),
        ));
        game.tags.push(("Bad name]\n".to_owned(), "v".to_owned()));
        game.moves[0].comments.push("a } b\n2. Qh5 {".to_owned());
        game.comments.push("start\r\n[Black \"Nobody\"]".to_owned());
        let written = write_game(&game, &WriteOptions::default());
        assert!(
            written.chars().all(|c| c == '\n' || !unprintable(c)),
            "{written:?}"
        );
        let again = read_games(&written, ReadOptions::default())
            .next()
            .expect("game");
        assert!(again.error.is_none(), "{written}: {:?}", again.error);
        assert_eq!(again.moves.len(), 2, "{written}");
        assert_eq!(
            again.tag("White"),
            Some("Carlsen [Result \"1-0\"]  \\ \"x\" "),
            "{written}"
        );
        assert_eq!(again.tag("Result"), Some("*"), "{written}");
        assert_eq!(again.tag("Black"), Some("?"), "{written}");
        assert_eq!(again.tag("Bad_name__"), Some("v"), "{written}");
    }

    #[test]
    fn numbers_after_comments_and_variations() {
        let text = "1. e4 {best} e5 (1... c5) 2. Nf3 *";
        let game = read_games(text, ReadOptions::default())
            .next()
            .expect("game");
        let out = write_game(
            &game,
            &WriteOptions {
                tags: false,
                ..WriteOptions::default()
            },
        );
        assert_eq!(out, "1. e4 { best } 1... e5 (1... c5) 2. Nf3 *\n");
    }
}
