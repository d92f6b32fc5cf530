//! PGN tokens with their line and column. Every byte of the input belongs to a token or to the
//! white space between them: nothing is dropped.

use std::borrow::Cow;

mod plain_word;

/// A PGN token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Token<'a> {
    /// `[Name "value"]`, the value unescaped.
    Tag {
        name: &'a str,
        value: Cow<'a, str>,
        /// The value as written between the outer quotes, when it holds quotes PGN does not
        /// escape (`""Socrates Expert""`, `"The "Big" Open"`): read by [`Lexer::tag`]'s forgiving
        /// rule, for the reader to warn of.
        unescaped_quotes: Option<&'a str>,
    },
    /// `{...}` or `; ...` to the end of the line, without the delimiters.
    Comment(&'a str),
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// `(=)`: a draw offer (Annex C.12).
    DrawOffer,
    /// `$n`.
    Nag(u8),
    /// A move number: `12.` or `12...`.
    Number,
    /// Anything else: a move, a result, a glyph, `e.p.`.
    Word(&'a str),
}

/// A token and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Spanned<'a> {
    pub token: Token<'a>,
    pub line: usize,
    pub column: usize,
    /// The byte offset in [`Lexer::text`].
    pub at: usize,
}

/// A word of movetext where a move may stand, and where it starts.
pub(crate) struct Word<'a> {
    pub text: &'a str,
    /// Line and column (from 1), as in [`crate::pgn::Error`].
    pub line: usize,
    pub column: usize,
    /// The byte offset in the lexer's text, to read from there with another grammar.
    pub at: usize,
}

/// What the lexer cannot read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LexError {
    /// `{` without `}`.
    UnterminatedComment,
    /// A tag pair that is not `[Name "value"]`.
    BadTag,
    /// `$` not followed by a number from 0 to 255.
    BadNag,
    /// A `]`, `}` or `"` outside a tag or comment.
    Stray(char),
}

pub(crate) struct Lexer<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    line: usize,
    column: usize,
    /// `;` may separate moves (see [`Lexer::with_separators`]).
    separators: bool,
}

/// The high bit of each of eight bytes.
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;

/// The bytes of `word` (eight bytes, little-endian) equal to `b`, by their high bit. Exact up to
/// the first of them: a borrow from it may mark bytes above it too, never one below.
fn bytes_equal(word: u64, b: u8) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let x = word ^ (ONES * u64::from(b));
    x.wrapping_sub(ONES) & !x & HIGH_BITS
}

fn is_delimiter(b: u8) -> bool {
    DELIMITERS[usize::from(b)]
}

/// [`is_delimiter`] as a table: one load per byte of a word.
const DELIMITERS: [bool; 256] = {
    let mut table = [false; 256];
    let delimiters = b" \t\n\r{}()[];\"$";
    let mut i = 0;
    while i < delimiters.len() {
        table[delimiters[i] as usize] = true;
        i += 1;
    }
    table
};

/// The ASCII bytes that are no delimiter, as a table: one load per byte of a move.
const ASCII_IN_WORD: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 0x80 {
        table[b] = !DELIMITERS[b];
        b += 1;
    }
    table
};

/// How many bytes at the start of `bytes` are ASCII that a word holds (`ASCII_IN_WORD`): four
/// at a time, each byte's class looked up and the first byte outside found by its bit, with no
/// branch a byte (issue 36: the byte loop's exit, at the end of a move of two to seven letters,
/// was mispredicted at about every word, an eighth of the samples of the movetext's reading).
/// Four, not eight: most moves end within the first four bytes after their first letter, and
/// eight lookups cost more than the branch saved. Fewer than four bytes left, byte by byte.
#[inline(always)]
fn ascii_run(bytes: &[u8]) -> usize {
    let mut run = 0;
    while let Some(Ok(chunk)) = bytes.get(run..run + 4).map(<&[u8; 4]>::try_from) {
        let mut outside = 0u32;
        for (i, &b) in chunk.iter().enumerate() {
            outside |= u32::from(!ASCII_IN_WORD[usize::from(b)]) << i;
        }
        if outside != 0 {
            return run + outside.trailing_zeros() as usize;
        }
        run += 4;
    }
    run + bytes
        .get(run..)
        .unwrap_or_default()
        .iter()
        .take_while(|&&b| ASCII_IN_WORD[usize::from(b)])
        .count()
}

/// Where a tag value with unescaped quotes ends in `bytes` (from the value's start): the first
/// unescaped quote of the line followed by `]` (spaces between allowed).
fn tag_value_end(bytes: &[u8]) -> Option<usize> {
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'\n' => return None,
            // An escape: the next byte is not the value's end (nor a line break: no value holds one).
            b'\\' if bytes.get(i + 1) == Some(&b'\n') => return None,
            b'\\' => i += 1,
            b'"' => {
                let after = bytes.get(i + 1..)?;
                let spaces = after
                    .iter()
                    .take_while(|&&b| b == b' ' || b == b'\t')
                    .count();
                if after.get(spaces) == Some(&b']') {
                    return Some(i);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

impl<'a> Lexer<'a> {
    pub(crate) fn new(text: &'a str) -> Lexer<'a> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        Lexer {
            text,
            bytes: text.as_bytes(),
            pos: 0,
            line: 1,
            column: 1,
            separators: false,
        }
    }

    /// A lexer for descriptive scores, where `;` may also separate moves (the periodicals'
    /// `1. P4R, P4R; 2. C3FR, C3FD`): it starts a comment only when the rest of its line holds a
    /// `}` (a comment braces cannot hold, written so by [`crate::pgn::write_game`]), and is
    /// otherwise a word, for the reader of moves to pass (as it passes a `,`).
    pub(crate) fn with_separators(text: &'a str) -> Lexer<'a> {
        Lexer {
            separators: true,
            ..Lexer::new(text)
        }
    }

    /// The text read (without a leading byte order mark).
    pub(crate) fn text(&self) -> &'a str {
        self.text
    }

    /// Puts the cursor `length` bytes after a token that starts at byte `at`, `line`, `column`:
    /// past what another grammar read from there (a descriptive move, which may hold spaces and
    /// delimiters: `D 4 FR`, `N(1)-Q2`).
    pub(crate) fn resume(&mut self, at: usize, line: usize, column: usize, length: usize) {
        self.pos = at;
        self.line = line;
        self.column = column;
        self.skip(length);
    }

    /// Where the next token would start.
    pub(crate) fn position(&self) -> (usize, usize) {
        (self.line, self.column)
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn bump(&mut self) {
        if let Some(&b) = self.bytes.get(self.pos) {
            self.pos += 1;
            if b == b'\n' {
                self.line += 1;
                self.column = 1;
            } else if b & 0xC0 != 0x80 {
                // A character starts here (not a UTF-8 continuation byte).
                self.column += 1;
            }
        }
    }

    /// Moves over the next `length` bytes at once, keeping the line and column (what another
    /// grammar read, a comment's text over several lines or with other characters than ASCII).
    fn skip(&mut self, length: usize) {
        let end = (self.pos + length).min(self.bytes.len());
        let passed = &self.bytes[self.pos..end];
        self.pos = end;
        // What another grammar read (a descriptive move, [`Lexer::resume`]) is mostly one line
        // of ASCII: then the column moves by the length. (A comment comes here only when it is
        // not: [`Lexer::comment`] tells in its own pass.)
        if passed.is_ascii() && !passed.contains(&b'\n') {
            self.column += passed.len();
            return;
        }
        // Otherwise one pass: the line breaks, and the characters (not bytes: UTF-8
        // continuation bytes do not start one) since the last of them.
        for &b in passed {
            if b == b'\n' {
                self.line += 1;
                self.column = 1;
            } else {
                self.column += usize::from(b & 0xC0 != 0x80);
            }
        }
    }

    /// The text of a `{` comment, from the cursor to its `}` (left for the caller), the cursor
    /// moved there; `None`, the cursor untouched, if no `}` closes it.
    fn comment(&mut self) -> Option<&'a str> {
        let start = self.pos;
        let rest = &self.bytes[start..];
        // One pass finds the brace and whether the column simply moves by the length (most
        // comments hold one line of ASCII), eight bytes at a time.
        let mut plain = true;
        let mut length = None;
        let mut chunks = rest.chunks_exact(8);
        let mut at = 0;
        for chunk in &mut chunks {
            // Eight bytes exactly (`chunks_exact`), as `count_newlines` of `arbiter check` reads.
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(chunk);
            let word = u64::from_le_bytes(bytes);
            let braces = bytes_equal(word, b'}');
            let other = bytes_equal(word, b'\n') | (word & HIGH_BITS);
            if braces != 0 {
                // The first brace's byte, and the bytes before it.
                let first = braces.trailing_zeros() / 8;
                let before = (1u64 << (8 * first)) - 1;
                plain &= (other & before) == 0;
                length = Some(at + first as usize);
                break;
            }
            plain &= other == 0;
            at += 8;
        }
        if length.is_none() {
            for (i, &b) in chunks.remainder().iter().enumerate() {
                match b {
                    b'}' => {
                        length = Some(at + i);
                        break;
                    }
                    b'\n' | 0x80.. => plain = false,
                    _ => {}
                }
            }
        }
        let length = length?;
        if plain {
            self.pos += length;
            self.column += length;
        } else {
            self.skip(length);
        }
        Some(&self.text[start..self.pos])
    }

    /// Inlined: it runs before every token, mostly over one space.
    #[inline(always)]
    fn skip_space(&mut self) {
        loop {
            match self.peek() {
                Some(b' ' | b'\t' | b'\r') => {
                    self.pos += 1;
                    self.column += 1;
                }
                Some(b'\n') => {
                    self.pos += 1;
                    self.line += 1;
                    self.column = 1;
                }
                // An escape line: `%` in the first column, ignored to the end of the line.
                Some(b'%') if self.column == 1 => {
                    while self.peek().is_some_and(|b| b != b'\n') {
                        self.bump();
                    }
                }
                _ => return,
            }
        }
    }

    /// Whether the rest of the line holds a `}`.
    fn brace_on_this_line(&self) -> bool {
        self.bytes[self.pos..]
            .iter()
            .take_while(|&&b| b != b'\n')
            .any(|&b| b == b'}')
    }

    /// Skips to the start of the next game (the recovery after an error): a `[` opening a line
    /// once a line of movetext has been passed, so that the rest of a game's tag section (after a
    /// bad `FEN` tag, say) is not taken for another game. `in_movetext`: the error was met in the
    /// movetext already.
    pub(crate) fn skip_to_next_game(&mut self, in_movetext: bool) {
        let mut passed_movetext = in_movetext;
        while let Some(b) = self.peek() {
            if self.column == 1 {
                match b {
                    b'[' if passed_movetext => return,
                    b'[' | b'\n' | b'\r' | b' ' | b'\t' => {}
                    _ => passed_movetext = true,
                }
            }
            self.bump();
        }
    }

    /// The bytes from here while `f` holds, which never holds for a line break: the line stays,
    /// the column counts the characters passed.
    fn take_while(&mut self, f: impl Fn(u8) -> bool) -> &'a str {
        let start = self.pos;
        let mut end = start;
        let mut characters = 0;
        while let Some(&b) = self.bytes.get(end) {
            if b == b'\n' || !f(b) {
                break;
            }
            // Characters, not bytes: UTF-8 continuation bytes do not start one.
            characters += usize::from(b & 0xC0 != 0x80);
            end += 1;
        }
        self.column += characters;
        self.pos = end;
        &self.text[start..end]
    }

    /// A word: the bytes up to the next delimiter (a line break is one), the column moved by
    /// its characters.
    #[inline]
    fn word(&mut self) -> &'a str {
        let start = self.pos;
        let rest = self.bytes.get(start..).unwrap_or_default();
        // ASCII up to the delimiter, as a move is: a column a byte.
        let ascii = ascii_run(rest);
        let (mut length, mut characters) = (ascii, ascii);
        // Then characters beyond ASCII, if the word goes on: UTF-8 continuation bytes do not
        // start one.
        if rest.get(ascii).is_some_and(|b| !b.is_ascii()) {
            for &b in rest.get(ascii..).unwrap_or_default() {
                if is_delimiter(b) {
                    break;
                }
                characters += usize::from(b & 0xC0 != 0x80);
                length += 1;
            }
        }
        self.column += characters;
        self.pos = start + length;
        &self.text[start..self.pos]
    }

    /// A tag pair `[Name "value"]`, the cursor on its `[`.
    ///
    /// Forgiving, as real collections need: a value whose first unescaped quote is not followed
    /// by the `]` (quotes the writer did not escape: `[White ""Socrates Expert""]`,
    /// `[Event "The "Big" Open"]`) runs to the first quote of its line that is (spaces between
    /// allowed), and a value then wrapped whole in one more pair of quotes loses them: the
    /// doubled quotes of a writer that quoted a value already quoted. The name is Socrates
    /// Expert, not `"Socrates Expert"`; quotes inside a value (`The "Big" Open`) stay. The
    /// token says so (its `unescaped_quotes`), for the reader to warn.
    fn tag(&mut self) -> Result<Token<'a>, LexError> {
        self.bump(); // [
        self.skip_space();
        let name = self.take_while(|b| b.is_ascii_alphanumeric() || b == b'_');
        if name.is_empty() {
            return Err(LexError::BadTag);
        }
        self.skip_space();
        if self.peek() != Some(b'"') {
            return Err(LexError::BadTag);
        }
        self.bump();
        let start = self.pos;
        let (start_line, start_column) = (self.line, self.column);
        let mut escaped = false;
        loop {
            match self.peek() {
                None | Some(b'\n') => return Err(LexError::BadTag),
                Some(b'\\') => {
                    escaped = true;
                    self.bump();
                    // Only `\"` and `\\` are escapes; a line break is never part of a value.
                    if matches!(self.peek(), None | Some(b'\n' | b'\r')) {
                        return Err(LexError::BadTag);
                    }
                    self.bump();
                }
                Some(b'"') => break,
                Some(_) => self.bump(),
            }
        }
        let mut raw = &self.text[start..self.pos];
        self.bump(); // "
        self.skip_space();
        let mut unescaped_quotes = None;
        if self.peek() != Some(b']') {
            // Quotes the writer did not escape: the value ends at the first quote of the line
            // that the `]` follows.
            let end = tag_value_end(&self.bytes[start..]).ok_or(LexError::BadTag)?;
            let written = &self.text[start..start + end];
            unescaped_quotes = Some(written);
            raw = written
                .strip_prefix('"')
                .and_then(|inner| inner.strip_suffix('"'))
                .filter(|inner| !inner.is_empty())
                .unwrap_or(written);
            escaped = raw.contains('\\');
            // Back to the value's start, then past it and its closing quote: the line and
            // column counted as everywhere else.
            self.resume(start, start_line, start_column, end + 1);
            self.skip_space();
            if self.peek() != Some(b']') {
                return Err(LexError::BadTag);
            }
        }
        self.bump();
        let value = if escaped {
            let mut value = String::with_capacity(raw.len());
            let mut chars = raw.chars();
            while let Some(c) = chars.next() {
                if c == '\\' {
                    if let Some(next) = chars.next() {
                        value.push(next);
                    }
                } else {
                    value.push(c);
                }
            }
            Cow::Owned(value)
        } else {
            Cow::Borrowed(raw)
        };
        Ok(Token::Tag {
            name,
            value,
            unescaped_quotes,
        })
    }

    /// The next token, `None` at the end of the text.
    pub(crate) fn next_token(&mut self) -> Option<Result<Spanned<'a>, (LexError, usize, usize)>> {
        self.next(false)
    }

    /// The next token but move numbers (`12.`, `12...`), passed over: what the moves of a
    /// movetext are read from, where a number says nothing.
    pub(crate) fn next_token_but_numbers(
        &mut self,
    ) -> Option<Result<Spanned<'a>, (LexError, usize, usize)>> {
        self.next(true)
    }

    /// [`Lexer::next_token`], passing over move numbers if `skip_numbers`.
    #[inline(always)]
    fn next(
        &mut self,
        skip_numbers: bool,
    ) -> Option<Result<Spanned<'a>, (LexError, usize, usize)>> {
        let (line, column, at, token) = loop {
            self.skip_space();
            let (line, column, at) = (self.line, self.column, self.pos);
            let b = self.peek()?;
            let token = match b {
                b'[' => self.tag(),
                b'{' => {
                    self.bump();
                    match self.comment() {
                        Some(comment) => {
                            self.bump();
                            Ok(Token::Comment(comment))
                        }
                        // Resume right after the brace, so that the games after it are not lost
                        // to a comment that never closes.
                        None => Err(LexError::UnterminatedComment),
                    }
                }
                // A separator between descriptive moves, for the reader of moves to pass.
                b';' if self.separators && !self.brace_on_this_line() => {
                    Ok(Token::Word(self.take_while(|b| b == b';')))
                }
                b';' => {
                    self.bump();
                    Ok(Token::Comment(self.take_while(|b| b != b'\n')))
                }
                b'(' if self.bytes[self.pos..].starts_with(b"(=)") => {
                    for _ in 0..3 {
                        self.bump();
                    }
                    Ok(Token::DrawOffer)
                }
                b'(' => {
                    self.bump();
                    Ok(Token::Open)
                }
                b')' => {
                    self.bump();
                    Ok(Token::Close)
                }
                b'$' => {
                    self.bump();
                    let digits = self.take_while(|b| b.is_ascii_digit());
                    digits.parse().map(Token::Nag).map_err(|_| LexError::BadNag)
                }
                b']' | b'}' | b'"' => {
                    self.bump();
                    Err(LexError::Stray(b as char))
                }
                b'0'..=b'9' => {
                    // A move number `12.` / `12...`, or a word starting with a digit (`0-0`, `1-0`).
                    // Index loops, byte by byte: a move number is a few bytes, read half a
                    // ply (slices and iterators cost more than the bytes they pass).
                    let bytes = self.bytes;
                    let mut digits_end = self.pos + 1;
                    while bytes.get(digits_end).is_some_and(u8::is_ascii_digit) {
                        digits_end += 1;
                    }
                    if bytes.get(digits_end) == Some(&b'.') {
                        // Digits and dots: ASCII, one column each, no line break.
                        let mut end = digits_end + 1;
                        while bytes.get(end) == Some(&b'.') {
                            end += 1;
                        }
                        self.column += end - self.pos;
                        self.pos = end;
                        if skip_numbers {
                            continue;
                        }
                        Ok(Token::Number)
                    } else {
                        Ok(Token::Word(self.word()))
                    }
                }
                _ => Ok(Token::Word(self.word())),
            };
            break (line, column, at, token);
        };
        Some(
            token
                .map(|token| Spanned {
                    token,
                    line,
                    column,
                    at,
                })
                .map_err(|e| (e, line, column)),
        )
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    proptest! {
        /// A word's run of ASCII, counted four bytes at a time, is the run counted byte by
        /// byte, on any bytes (words longer than four, delimiters and bytes beyond ASCII
        /// anywhere, fewer than four left).
        #[test]
        fn ascii_runs_are_counted_as_byte_by_byte(
            bytes in prop::collection::vec(
                prop_oneof![
                    4 => prop::sample::select(b"abcdefghNBRQKx+#=-".to_vec()),
                    1 => any::<u8>(),
                ],
                0..40,
            )
        ) {
            let byte_by_byte = bytes
                .iter()
                .take_while(|&&b| ASCII_IN_WORD[usize::from(b)])
                .count();
            prop_assert_eq!(ascii_run(&bytes), byte_by_byte);
        }

        /// A comment read eight bytes at a time ends at the first brace, with the line and
        /// column of reading it byte by byte; without a brace the cursor stays.
        #[test]
        fn a_comment_ends_at_its_first_brace(text in "[a }\\n\\[%é♘]{0,40}") {
            let mut lexer = Lexer::new(&text);
            let found = lexer.comment();
            let mut reference = Lexer::new(&text);
            let expected = text.find('}').map(|length| {
                for _ in 0..length {
                    reference.bump();
                }
                &text[..length]
            });
            prop_assert_eq!(found, expected);
            prop_assert_eq!(
                (lexer.pos, lexer.line, lexer.column),
                (reference.pos, reference.line, reference.column)
            );
        }

        /// A word ends at its first delimiter with the line and column of reading it byte by
        /// byte: a column counts characters, not bytes (`♘f3`, Annex C.2's figurines).
        #[test]
        fn a_word_ends_at_its_first_delimiter(text in "[a-h1-8♘é\\-+ \r\n(){}]{0,20}") {
            let mut lexer = Lexer::new(&text);
            let found = lexer.word();
            let mut reference = Lexer::new(&text);
            let length = text.bytes().position(is_delimiter).unwrap_or(text.len());
            for _ in 0..length {
                reference.bump();
            }
            prop_assert_eq!(found, &text[..length]);
            prop_assert_eq!(
                (lexer.pos, lexer.line, lexer.column),
                (reference.pos, reference.line, reference.column)
            );
        }

        /// Move numbers passed over by the lexer (the movetext's reading) leave every other
        /// token, error and end as `next_token` gives them, each where it was.
        #[test]
        fn numbers_passed_over_leave_the_other_tokens_as_they_were(
            text in r#"[0-9.a-h1-8Nx+= \n{}()$;%\[\]"é]{0,40}"#
        ) {
            let mut all = Lexer::new(&text);
            let mut expected = Vec::new();
            while let Some(token) = all.next_token() {
                if !matches!(&token, Ok(Spanned { token: Token::Number, .. })) {
                    expected.push(token);
                }
            }
            let mut skipping = Lexer::new(&text);
            let mut found = Vec::new();
            while let Some(token) = skipping.next_token_but_numbers() {
                found.push(token);
            }
            prop_assert_eq!(found, expected);
            prop_assert_eq!(
                (skipping.pos, skipping.line, skipping.column),
                (all.pos, all.line, all.column)
            );
        }
    }

    #[test]
    fn annex_c_2_a_figurine_move_counts_as_three_columns() {
        let mut lexer = Lexer::new("♘f3 e5");
        let first = lexer.next_token().expect("a token").expect("a word");
        assert_eq!(first.column, 1);
        let second = lexer.next_token().expect("a token").expect("a word");
        assert_eq!((second.line, second.column), (1, 5));
    }

    fn tokens(text: &str) -> Vec<Token<'_>> {
        let mut lexer = Lexer::new(text);
        let mut out = Vec::new();
        while let Some(t) = lexer.next_token() {
            out.push(t.expect("token").token);
        }
        out
    }

    #[test]
    fn every_kind_of_token() {
        let t = tokens("[Event \"a \\\"b\\\"\"]\n1.e4 {c} e5 (1...c5) $1 11.Rb1 (=) ; end\n1-0");
        assert_eq!(
            t,
            vec![
                Token::Tag {
                    name: "Event",
                    value: Cow::Owned("a \"b\"".to_owned()),
                    unescaped_quotes: None,
                },
                Token::Number,
                Token::Word("e4"),
                Token::Comment("c"),
                Token::Word("e5"),
                Token::Open,
                Token::Number,
                Token::Word("c5"),
                Token::Close,
                Token::Nag(1),
                Token::Number,
                Token::Word("Rb1"),
                Token::DrawOffer,
                Token::Comment(" end"),
                Token::Word("1-0"),
            ]
        );
    }

    /// The line and column of each token of `text`.
    fn positions(text: &str) -> Vec<(usize, usize)> {
        let mut lexer = Lexer::new(text);
        let mut seen = Vec::new();
        while let Some(t) = lexer.next_token() {
            let t = t.expect("token");
            seen.push((t.line, t.column));
        }
        seen
    }

    #[test]
    fn positions_count_characters() {
        assert_eq!(positions("1. ♘f3\n  Cf6"), vec![(1, 1), (1, 4), (2, 3)]);
    }

    #[test]
    fn positions_after_comments_count_lines_and_characters() {
        // An ASCII comment on one line (the quick way), one spanning lines, one with
        // non-ASCII characters: each next token's line and column as counted by hand.
        assert_eq!(
            positions("{ [%clk 1:00:00] } e4 {a\nbc} e5 {é♘} Nf3"),
            vec![(1, 1), (1, 20), (1, 23), (2, 5), (2, 8), (2, 13)]
        );
    }

    fn tag<'a>(lexer: &mut Lexer<'a>) -> Spanned<'a> {
        lexer.next_token().expect("a token").expect("a tag")
    }

    /// Real collections write `[White ""Socrates Expert""]`: read as the name between the
    /// doubled quotes, the token saying what was written; quotes inside a value stay; the next
    /// token's place counted as always.
    #[test]
    fn pgn_doubled_quotes_in_a_tag_value_are_read() {
        let mut lexer =
            Lexer::new("[White \"\"Socrates Expert\"\"] [Event \"The \"Big\" Open\" ]\n1.");
        assert_eq!(
            tag(&mut lexer).token,
            Token::Tag {
                name: "White",
                value: Cow::Borrowed("Socrates Expert"),
                unescaped_quotes: Some("\"Socrates Expert\""),
            }
        );
        let event = tag(&mut lexer);
        assert_eq!((event.line, event.column), (1, 29));
        assert_eq!(
            event.token,
            Token::Tag {
                name: "Event",
                value: Cow::Borrowed("The \"Big\" Open"),
                unescaped_quotes: Some("The \"Big\" Open"),
            }
        );
        assert_eq!(tag(&mut lexer).column, 1);
        // Still no tag pair: no quote that a `]` follows on the line, or a line break inside.
        for bad in [
            "[White \"\"A\"\" x]",
            "[White \"A\"B\n\"]",
            "[White \"A\\\"]",
            "[White \"A\"B\\\n\"]",
        ] {
            let mut lexer = Lexer::new(bad);
            assert!(
                matches!(lexer.next_token(), Some(Err((LexError::BadTag, 1, 1)))),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn errors_are_located() {
        let mut lexer = Lexer::new("1. e4 {open");
        lexer.next_token();
        lexer.next_token();
        assert_eq!(
            lexer.next_token(),
            Some(Err((LexError::UnterminatedComment, 1, 7)))
        );
    }
}
