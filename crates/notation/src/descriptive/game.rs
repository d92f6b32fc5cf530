//! Descriptive scores: games read from a text (PGN tag pairs and movetext, or a bare list of
//! moves) and written one full move per line.
//!
//! # The text read
//! PGN's layout, with descriptive moves: optional tag pairs (`[White "Alekhine"]`, a `FEN` tag
//! for another start), then moves with their numbers (`12.`, `12...`, `12`), comments in braces
//! (their `[%clk]`, `[%emt]` and draw offers `(=)` read as PGN's are), NAGs (`$1`), glyphs,
//! variations in parentheses and a result (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`). A French move
//! has spaces inside (`D 4 FR`): moves are told apart by the notation's grammar, not by spaces,
//! so `1. P 4 R P 4 R 2. C 3 FR C 3 FD`, one move a line, and the periodicals' `1. P4R, P4R;
//! 2. C3FR, C3FD` all read. Commas and semicolons between moves are separators; a semicolon
//! starts a PGN rest-of-line comment only when that line holds a `}` (a comment braces cannot
//! hold, as [`crate::pgn::write_game`] writes one). In French, a move number after a captured
//! unit needs its dot (`P pr. P 5. D 4 FR`): without it, `5 D` could be the captured unit's
//! square; a number followed by a move is read as a number (`P pr. P 5 D 4 FR`).
//!
//! # The text written
//! [`write_descriptive_score`] writes a score as the old books print one: one full move a line,
//! White's move and Black's separated by a comma (`1. P 4 R, P 4 R`), comments, NAGs and
//! variations after their move, the result on its own line.

use shakmaty::{Chess, Position};

use super::syntax::parse_prefix;
use super::write::write_descriptive_to;
use super::{DescriptiveError, DescriptiveLanguage, read};
use crate::language::Languages;
use crate::pgn::{
    Game, GameResult, MAX_VARIATION_DEPTH, PlayedMove, Variation, format_clock, parse_clock,
};

/// A game read from a descriptive score.
#[derive(Clone, Debug)]
pub struct DescriptiveGame {
    /// The game: tags, start position, moves with their comments, clocks, draw offers and
    /// variations, result. Its `error` and `warnings` stay empty (see [`DescriptiveGame::error`]);
    /// its `languages` is empty, no algebraic letters being read.
    pub game: Game,
    /// Why reading stopped early, if it did: the moves before the error are kept.
    pub error: Option<DescriptiveGameError>,
}

/// Why a descriptive score could not be read to its end, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct DescriptiveGameError {
    /// Line (from 1).
    pub line: usize,
    /// Column (from 1, in characters).
    pub column: usize,
    /// The ply of the main line (from 1) the error is about, when it is a move of it.
    pub ply: Option<usize>,
    /// What is wrong.
    pub kind: DescriptiveGameErrorKind,
}

/// What is wrong in a descriptive score.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DescriptiveGameErrorKind {
    /// A move that cannot be read: not notation, illegal, or ambiguous.
    #[error("{text:?}: {error}")]
    Move {
        /// The text as written (up to where it stops being notation, for a syntax error).
        text: String,
        /// Why.
        error: DescriptiveError,
    },
    /// A `{` comment never closed.
    #[error("comment never closed")]
    UnterminatedComment,
    /// A tag pair that is not `[Name "value"]`.
    #[error("a tag pair is written [Name \"value\"]")]
    BadTag,
    /// The `FEN` tag is not a legal position.
    #[error("FEN tag: {0}")]
    BadFen(String),
    /// A variation still open at the end of the game.
    #[error("variation never closed")]
    UnclosedVariation,
    /// A variation opened deeper than [`MAX_VARIATION_DEPTH`] levels.
    #[error("variations nested more than {depth} levels deep")]
    TooDeep {
        /// The deepest nesting read ([`MAX_VARIATION_DEPTH`]).
        depth: usize,
    },
    /// Something that cannot stand there.
    #[error("{0:?} cannot stand here")]
    Unexpected(String),
}

/// The games of a descriptive score text, one at a time.
#[derive(Clone, Debug)]
pub struct DescriptiveGames {
    chars: Vec<char>,
    at: usize,
    line: usize,
    column: usize,
    language: DescriptiveLanguage,
}

/// Reads the games of a text in descriptive notation (see the module's doc for the layout).
/// A game that cannot be read to its end comes with its error and the moves before it; reading
/// goes on with the next game (the next line that begins with `[`).
///
/// ```
/// use notation::descriptive::{read_descriptive_games, DescriptiveLanguage};
///
/// let text = "1. P 4 R, P 4 R\n2. C 3 FR, C 3 FD\n3. F 5 C, P 3 TD\n*\n";
/// let read = read_descriptive_games(text, DescriptiveLanguage::French).next().expect("a game");
/// assert!(read.error.is_none());
/// assert_eq!(read.game.moves.len(), 6);
/// ```
pub fn read_descriptive_games(text: &str, language: DescriptiveLanguage) -> DescriptiveGames {
    DescriptiveGames {
        chars: text.chars().collect(),
        at: 0,
        line: 1,
        column: 1,
        language,
    }
}

/// Where a line of moves is: its position, the position before its last move (where a
/// variation starts), its depth and the main line's next ply.
struct LineState {
    pos: Chess,
    before_last: Option<Chess>,
    depth: usize,
    next_ply: usize,
}

impl Iterator for DescriptiveGames {
    type Item = DescriptiveGame;

    fn next(&mut self) -> Option<DescriptiveGame> {
        while self
            .peek()
            .is_some_and(|c| c.is_whitespace() || c == '\u{feff}')
        {
            self.bump();
        }
        self.peek()?;
        let mut game = Game {
            tags: Vec::new(),
            start: Chess::default(),
            comments: Vec::new(),
            moves: Vec::new(),
            result: None,
            languages: Languages::NONE,
            warnings: Vec::new(),
            error: None,
            line: self.line,
        };
        let error = self.read_game(&mut game).err();
        if error.is_some() {
            self.skip_to_next_game();
        }
        Some(DescriptiveGame { game, error })
    }
}

impl DescriptiveGames {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn peek_at(&self, offset: usize) -> Option<char> {
        self.chars.get(self.at + offset).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += 1;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn advance_to(&mut self, at: usize) {
        while self.at < at && self.bump().is_some() {}
    }

    /// The line and column of the character at `at` (not before the cursor).
    fn locate(&self, at: usize) -> (usize, usize) {
        let (mut line, mut column) = (self.line, self.column);
        for &c in self.chars.get(self.at..at).unwrap_or(&[]) {
            if c == '\n' {
                line += 1;
                column = 1;
            } else {
                column += 1;
            }
        }
        (line, column)
    }

    fn starts_with(&self, text: &str) -> bool {
        text.chars()
            .enumerate()
            .all(|(i, c)| self.peek_at(i) == Some(c))
    }

    fn error(&self, kind: DescriptiveGameErrorKind) -> DescriptiveGameError {
        DescriptiveGameError {
            line: self.line,
            column: self.column,
            ply: None,
            kind,
        }
    }

    fn skip_to_next_game(&mut self) {
        while let Some(c) = self.bump() {
            if c == '\n' && self.peek() == Some('[') {
                return;
            }
        }
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    fn read_game(&mut self, game: &mut Game) -> Result<(), DescriptiveGameError> {
        loop {
            self.skip_spaces();
            if self.peek() != Some('[') {
                break;
            }
            let (name, value) = self.tag()?;
            if name == "FEN" {
                match laws::read_fen(&value) {
                    Ok((pos, _)) => game.start = pos,
                    Err(e) => {
                        return Err(self.error(DescriptiveGameErrorKind::BadFen(e.to_string())));
                    }
                }
            }
            game.tags.push((name, value));
        }
        let mut line = LineState {
            pos: game.start.clone(),
            before_last: None,
            depth: 0,
            next_ply: 1,
        };
        let mut main = Variation::default();
        let read = self.movetext(&mut line, &mut main, &mut game.result);
        game.moves = main.moves;
        game.comments = main.comments;
        read
    }

    /// `[Name "value"]`, with `\"` and `\\` escaped in the value.
    fn tag(&mut self) -> Result<(String, String), DescriptiveGameError> {
        let bad = self.error(DescriptiveGameErrorKind::BadTag);
        self.bump();
        self.skip_spaces();
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
            name.push(c);
            self.bump();
        }
        self.skip_spaces();
        if name.is_empty() || self.bump() != Some('"') {
            return Err(bad);
        }
        let mut value = String::new();
        loop {
            match self.bump() {
                Some('"') => break,
                Some('\\') if matches!(self.peek(), Some('"' | '\\')) => {
                    value.extend(self.bump());
                }
                Some('\n') | None => return Err(bad),
                Some(c) => value.push(c),
            }
        }
        self.skip_spaces();
        if self.bump() != Some(']') {
            return Err(bad);
        }
        Ok((name, value))
    }

    /// The result written here, if one is (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`), with its length.
    fn result_here(&self) -> Option<(GameResult, usize)> {
        for (text, result) in [
            ("1-0", GameResult::WhiteWins),
            ("0-1", GameResult::BlackWins),
            ("1/2-1/2", GameResult::Draw),
            ("½-½", GameResult::Draw),
            ("*", GameResult::Unknown),
        ] {
            let len = text.chars().count();
            if self.starts_with(text) && !self.peek_at(len).is_some_and(char::is_alphanumeric) {
                return Some((result, len));
            }
        }
        None
    }

    /// Whether the rest of this line holds a `}`: a `;` here is then a PGN comment.
    fn line_comment_here(&self) -> bool {
        self.chars[self.at..]
            .iter()
            .take_while(|c| **c != '\n')
            .any(|c| *c == '}')
    }

    /// Reads the main line up to its end (the result, the next game's tags or the end of the
    /// text), with its variations. A variation left open by an error keeps the moves read before
    /// it, in the move it follows.
    fn movetext(
        &mut self,
        main: &mut LineState,
        main_moves: &mut Variation,
        result: &mut Option<GameResult>,
    ) -> Result<(), DescriptiveGameError> {
        let mut open = Vec::new();
        let read = self.lines(main, main_moves, result, &mut open);
        while let Some((_, alternative)) = open.pop() {
            attach(
                open.last_mut().map_or(&mut *main_moves, |(_, v)| v),
                alternative,
            );
        }
        read
    }

    /// The loop of [`DescriptiveGames::movetext`]: `open` holds the variations being read,
    /// innermost last, each with the line it is (on the heap: nesting costs no stack).
    fn lines(
        &mut self,
        main: &mut LineState,
        main_moves: &mut Variation,
        result: &mut Option<GameResult>,
        open: &mut Vec<(LineState, Variation)>,
    ) -> Result<(), DescriptiveGameError> {
        loop {
            let (line, variation) = match open.last_mut() {
                Some((line, variation)) => (line, variation),
                None => (&mut *main, &mut *main_moves),
            };
            while self.peek().is_some_and(|c| {
                c.is_whitespace() || c == ',' || (c == ';' && !self.line_comment_here())
            }) {
                self.bump();
            }
            let Some(c) = self.peek() else {
                if line.depth > 0 {
                    return Err(self.error(DescriptiveGameErrorKind::UnclosedVariation));
                }
                return Ok(());
            };
            if let Some((found, len)) = self.result_here() {
                if line.depth > 0 {
                    return Err(self.error(DescriptiveGameErrorKind::UnclosedVariation));
                }
                self.advance_to(self.at + len);
                *result = Some(found);
                return Ok(());
            }
            match c {
                '{' => {
                    let start = self.error(DescriptiveGameErrorKind::UnterminatedComment);
                    self.bump();
                    let mut text = String::new();
                    loop {
                        match self.bump() {
                            Some('}') => break,
                            Some(c) => text.push(c),
                            None => return Err(start),
                        }
                    }
                    comment_into(&text, variation);
                }
                ';' => {
                    self.bump();
                    let mut text = String::new();
                    while let Some(c) = self.peek().filter(|c| *c != '\n') {
                        text.push(c);
                        self.bump();
                    }
                    comment_into(&text, variation);
                }
                '$' => {
                    let at = self.error(DescriptiveGameErrorKind::Unexpected("$".to_owned()));
                    self.bump();
                    let mut digits = String::new();
                    while let Some(d) = self.peek().filter(char::is_ascii_digit) {
                        digits.push(d);
                        self.bump();
                    }
                    match (digits.parse::<u8>(), variation.moves.last_mut()) {
                        (Ok(nag), Some(m)) => m.nags.push(nag),
                        _ => return Err(at),
                    }
                }
                '(' if self.starts_with("(=)") => {
                    let at = self.error(DescriptiveGameErrorKind::Unexpected("(=)".to_owned()));
                    self.advance_to(self.at + 3);
                    match variation.moves.last_mut() {
                        Some(m) => m.draw_offer = true,
                        None => return Err(at),
                    }
                }
                '(' => {
                    let (Some(before), Some(_)) =
                        (line.before_last.clone(), variation.moves.last())
                    else {
                        return Err(self.error(DescriptiveGameErrorKind::Unexpected("(".into())));
                    };
                    if line.depth >= MAX_VARIATION_DEPTH {
                        return Err(
                            self.error(DescriptiveGameErrorKind::TooDeep { depth: line.depth })
                        );
                    }
                    self.bump();
                    let inner = LineState {
                        pos: before,
                        before_last: None,
                        depth: line.depth + 1,
                        next_ply: 0,
                    };
                    open.push((inner, Variation::default()));
                }
                ')' => {
                    let Some((_, alternative)) = open.pop() else {
                        return Err(self.error(DescriptiveGameErrorKind::Unexpected(")".into())));
                    };
                    self.bump();
                    attach(
                        open.last_mut().map_or(&mut *main_moves, |(_, v)| v),
                        alternative,
                    );
                }
                '[' => {
                    if line.depth > 0 {
                        return Err(self.error(DescriptiveGameErrorKind::UnclosedVariation));
                    }
                    // The next game's tags: this one had no result.
                    return Ok(());
                }
                '0'..='9' if !self.castling_here() => {
                    while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                        self.bump();
                    }
                    while self.peek().is_some_and(|c| matches!(c, '.' | '…' | ')')) {
                        self.bump();
                    }
                }
                _ => self.play(line, variation)?,
            }
        }
    }

    /// Whether a `0` here begins castling (`0-0`) rather than a move number.
    fn castling_here(&self) -> bool {
        self.peek() == Some('0')
            && self.chars[self.at + 1..]
                .iter()
                .find(|c| !c.is_whitespace())
                .is_some_and(|c| crate::written::is_dash(*c))
    }

    /// Reads and plays one move of a line.
    fn play(
        &mut self,
        line: &mut LineState,
        variation: &mut Variation,
    ) -> Result<(), DescriptiveGameError> {
        let ply = (line.depth == 0).then_some(line.next_ply);
        let start = self.at;
        let (l, c) = (self.line, self.column);
        let (pattern, end) = match parse_prefix(&self.chars, start, self.language) {
            Ok(read) => read,
            Err(stop) => {
                let (line, column) = self.locate(stop.at);
                let word_end = self.chars[stop.at..]
                    .iter()
                    .position(|c| c.is_whitespace())
                    .map_or(self.chars.len(), |n| stop.at + n);
                return Err(DescriptiveGameError {
                    line,
                    column,
                    ply,
                    kind: DescriptiveGameErrorKind::Move {
                        text: self.chars[start..word_end].iter().collect(),
                        error: DescriptiveError::Syntax {
                            column: stop.at - start + 1,
                            reason: stop.reason,
                        },
                    },
                });
            }
        };
        let text: String = self.chars[start..end].iter().collect();
        let reading =
            read::resolve(&line.pos, &pattern, &text, self.language).map_err(|error| {
                DescriptiveGameError {
                    line: l,
                    column: c,
                    ply,
                    kind: DescriptiveGameErrorKind::Move {
                        text: text.clone(),
                        error,
                    },
                }
            })?;
        self.advance_to(end);
        match &mut line.before_last {
            Some(before) => before.clone_from(&line.pos),
            None => line.before_last = Some(line.pos.clone()),
        }
        line.pos.play_unchecked(reading.mv);
        let mut played = PlayedMove::new(reading.mv, l, c);
        if let Some(annotation) = reading.annotation {
            played.nags.push(annotation.nag());
        }
        variation.moves.push(played);
        if line.depth == 0 {
            line.next_ply += 1;
        }
        Ok(())
    }
}

/// Puts `alternative`, a variation read, in the move of `line` it replaces (its last).
fn attach(line: &mut Variation, alternative: Variation) {
    if let Some(m) = line.moves.last_mut() {
        m.variations.push(alternative);
    }
}

/// A comment's text into the last move of `variation` (or before its first): `[%clk]` and
/// `[%emt]` commands become the move's clock fields, `(=)` its draw offer, the rest a comment
/// with its spaces collapsed.
fn comment_into(text: &str, variation: &mut Variation) {
    let mut last = variation.moves.last_mut();
    let mut kept = String::new();
    let mut rest = text;
    while let Some(start) = rest.find("[%") {
        kept.push_str(&rest[..start]);
        kept.push(' ');
        let Some(end) = rest[start..].find(']').map(|e| start + e) else {
            kept.push_str(&rest[start..]);
            rest = "";
            break;
        };
        let mut parts = rest[start + 2..end].split_whitespace();
        let (name, value, extra) = (parts.next(), parts.next(), parts.next());
        let time = value.and_then(parse_clock).filter(|_| extra.is_none());
        let read = match (name, time, last.as_deref_mut()) {
            (Some("clk"), Some(ms), Some(m)) => {
                m.clock_ms = Some(ms);
                true
            }
            (Some("emt"), Some(ms), Some(m)) => {
                m.elapsed_ms = Some(ms);
                true
            }
            _ => false,
        };
        if !read {
            kept.push_str(&rest[start..=end]);
        }
        kept.push(' ');
        rest = &rest[end + 1..];
    }
    kept.push_str(rest);
    let mut words: Vec<&str> = kept.split_whitespace().collect();
    let before = words.len();
    words.retain(|w| *w != "(=)");
    if words.len() != before
        && let Some(m) = last.as_deref_mut()
    {
        m.draw_offer = true;
    }
    if words.is_empty() {
        return;
    }
    let comment = words.join(" ");
    match last {
        Some(m) => m.comments.push(comment),
        None => variation.comments.push(comment),
    }
}

/// Writes a game as a descriptive score: one full move a line, `1. P 4 R, P 4 R` (see the
/// module's doc), ending with the result and a newline. Tags are not written (a score with tags
/// is PGN: [`crate::pgn::write_game`] with [`crate::Notation::Descriptive`]).
///
/// ```
/// use notation::descriptive::{write_descriptive_score, DescriptiveLanguage};
/// use notation::pgn::{read_games, ReadOptions};
///
/// let game = read_games("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *", ReadOptions::default()).next().expect("game");
/// assert_eq!(
///     write_descriptive_score(&game, DescriptiveLanguage::English),
///     "1. P-K4, P-K4\n2. N-KB3, N-QB3\n3. B-N5, P-QR3\n*\n"
/// );
/// assert_eq!(
///     write_descriptive_score(&game, DescriptiveLanguage::French),
///     "1. P 4 R, P 4 R\n2. C 3 FR, C 3 FD\n3. F 5 C, P 3 TD\n*\n"
/// );
/// ```
pub fn write_descriptive_score(game: &Game, language: DescriptiveLanguage) -> String {
    let mut out = String::with_capacity(32 + game.moves.len() * 10);
    for comment in &game.comments {
        write_comment(&mut out, comment);
        out.push('\n');
    }
    write_line(&mut out, &game.start, &game.moves, language, true);
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
    let result = game.recorded_result().unwrap_or(GameResult::Unknown);
    out.push_str(result.as_str());
    out.push('\n');
    out
}

fn write_comment(out: &mut String, comment: &str) {
    if comment.contains('}') {
        // Braces cannot hold it: PGN's rest-of-line comment, which the reader knows by its `}`.
        out.push_str("; ");
        out.push_str(comment);
        out.push('\n');
    } else {
        out.push_str("{ ");
        out.push_str(comment);
        out.push_str(" }");
    }
}

/// Writes a line of moves from `start`: a full move a line for the main line (`main`), on one
/// line inside a variation.
fn write_line(
    out: &mut String,
    start: &Chess,
    moves: &[PlayedMove],
    language: DescriptiveLanguage,
    main: bool,
) {
    let mut pos = start.clone();
    for (i, played) in moves.iter().enumerate() {
        let number = pos.fullmoves().get();
        if pos.turn().is_white() {
            if i > 0 {
                out.push(if main { '\n' } else { ' ' });
            }
            out.push_str(&format!("{number}. "));
        } else if i == 0 {
            out.push_str(&format!("{number}... "));
        } else {
            out.push_str(", ");
        }
        write_descriptive_to(out, &pos, played.mv, language);
        for nag in &played.nags {
            out.push_str(&format!(" ${nag}"));
        }
        let mut commands = Vec::new();
        if let Some(ms) = played.clock_ms {
            commands.push(format!("[%clk {}]", format_clock(ms)));
        }
        if let Some(ms) = played.elapsed_ms {
            commands.push(format!("[%emt {}]", format_clock(ms)));
        }
        if played.draw_offer {
            commands.push("(=)".to_owned());
        }
        if !commands.is_empty() {
            out.push(' ');
            write_comment(out, &commands.join(" "));
        }
        for comment in &played.comments {
            out.push(' ');
            write_comment(out, comment);
        }
        for variation in &played.variations {
            out.push_str(" (");
            for comment in &variation.comments {
                write_comment(out, comment);
                out.push(' ');
            }
            write_line(out, &pos, &variation.moves, language, false);
            out.push(')');
        }
        pos.play_unchecked(played.mv);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str, language: DescriptiveLanguage) -> DescriptiveGame {
        read_descriptive_games(text, language)
            .next()
            .expect("a game")
    }

    #[test]
    fn tags_comments_variations_and_result() {
        let text = "[Event \"Club\"]\n[White \"A\"]\n\n1. P-K4 {best [%clk 1:59:00]} P-K4 (1... P-QB4 2. N-KB3) \
2. N-KB3 $1 N-QB3 (=) 1-0\n";
        let read = one(text, DescriptiveLanguage::English);
        assert!(read.error.is_none(), "{:?}", read.error);
        let game = read.game;
        assert_eq!(game.tags.len(), 2);
        assert_eq!(game.moves.len(), 4);
        assert_eq!(game.moves[0].comments, ["best"]);
        assert_eq!(game.moves[0].clock_ms, Some(7_140_000));
        assert_eq!(game.moves[1].variations[0].moves.len(), 2);
        assert_eq!(game.moves[2].nags, [1]);
        assert!(game.moves[3].draw_offer);
        assert_eq!(game.result, Some(GameResult::WhiteWins));
    }

    #[test]
    fn the_score_written_reads_back() {
        let text = "{Opening} 1. P 4 R {le pion du roi}, P 4 R (1... P 4 FD 2. C 3 FR) \
2. C 3 FR $1, C 3 FD {[%clk 0:10:00] (=)} 3. F 5 C ; a } b\n 3... P 3 TD 1/2-1/2";
        let read = one(text, DescriptiveLanguage::French);
        assert!(read.error.is_none(), "{:?}", read.error);
        let written = write_descriptive_score(&read.game, DescriptiveLanguage::French);
        assert!(
            written.starts_with(
                "{ Opening }\n1. P 4 R { le pion du roi }, P 4 R (1... P 4 FD 2. C 3 FR)\n"
            ),
            "{written}"
        );
        let again = one(&written, DescriptiveLanguage::French);
        assert!(again.error.is_none(), "{:?}\n{written}", again.error);
        assert_eq!(
            write_descriptive_score(&again.game, DescriptiveLanguage::French),
            written
        );
        assert_eq!(again.game.moves[4].comments, ["a } b"]);
    }

    #[test]
    fn errors_carry_line_column_and_ply() {
        let read = one(
            "1. P-K4 P-K4\n2. N-KB3 N-K3 *",
            DescriptiveLanguage::English,
        );
        let error = read.error.expect("illegal");
        assert_eq!((error.line, error.column, error.ply), (2, 10, Some(4)));
        assert_eq!(read.game.moves.len(), 3);
        let read = one("1. P-K4 P-X4 *", DescriptiveLanguage::English);
        let error = read.error.expect("not notation");
        assert_eq!((error.line, error.column), (1, 11));
        // A bad game does not stop the next.
        let games: Vec<_> = read_descriptive_games(
            "[A \"1\"]\n1. P-K5 *\n[A \"2\"]\n1. P-K4 *\n",
            DescriptiveLanguage::English,
        )
        .collect();
        assert_eq!(games.len(), 2);
        assert!(games[0].error.is_some());
        assert!(games[1].error.is_none());
    }
}
