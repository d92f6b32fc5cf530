//! The movetext's common shapes read in one pass (issue 36): white space, move numbers and a
//! word starting with a letter (` e5`, `\n12. Nf3`), the token of most plies; anything else is
//! left to the general path ([`Lexer::next_token_but_numbers`]), which reads it to the same.

use crate::pgn::lexer::{Lexer, Word, ascii_run};

impl<'a> Lexer<'a> {
    /// The next token of a movetext when it is a word that starts with a letter (a move,
    /// mostly), after white space and move numbers only: the common shapes (` e5`,
    /// `\n12. Nf3`) read in one pass, the cursor moved past the word, as
    /// [`Lexer::next_token_but_numbers`] reads them. `None`, the cursor untouched, for anything
    /// else, which that general path then reads: another token, an escape line, a word that
    /// starts otherwise or holds characters beyond ASCII, the end of the text.
    #[inline(always)]
    pub(crate) fn next_plain_word(&mut self) -> Option<Word<'a>> {
        let bytes = self.text.as_bytes();
        let (mut at, mut line, mut column) = (self.pos, self.line, self.column);
        loop {
            let b = *bytes.get(at)?;
            // A space, then a letter: the bytes of most plies, asked first.
            if b == b' ' {
                at += 1;
                column += 1;
                continue;
            }
            if b.is_ascii_alphabetic() {
                break;
            }
            match b {
                b'\t' | b'\r' => column += 1,
                b'\n' => {
                    line += 1;
                    column = 1;
                }
                b'0'..=b'9' => {
                    // A move number, `12.` or `12...`: digits and dots, one column each.
                    let mut end = at + 1;
                    while bytes.get(end).is_some_and(u8::is_ascii_digit) {
                        end += 1;
                    }
                    if bytes.get(end) != Some(&b'.') {
                        // A word that starts with a digit (`0-0`, `1-0`).
                        return None;
                    }
                    while bytes.get(end) == Some(&b'.') {
                        end += 1;
                    }
                    column += end - at;
                    at = end;
                    continue;
                }
                _ => return None,
            }
            at += 1;
        }
        // ASCII up to a delimiter, one column a byte; a character beyond ASCII is the general
        // path's to count.
        let length = 1 + ascii_run(bytes.get(at + 1..)?);
        let end = at + length;
        if bytes.get(end).is_some_and(|b| !b.is_ascii()) {
            return None;
        }
        let text = self.text.get(at..end)?;
        self.pos = end;
        self.line = line;
        self.column = column + length;
        Some(Word {
            text,
            line,
            column,
            at,
        })
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};
    use shakmaty::{Chess, Position};

    use crate::pgn::lexer::{LexError, Lexer, Spanned, Token};
    use crate::{Language, Notation, write_move};

    type Lexed<'a> = Option<Result<Spanned<'a>, (LexError, usize, usize)>>;

    /// Reads `mixed` to its end as the movetext does (the fast path, else the general one),
    /// checking each token against `general`'s (the general path alone) and the cursors after
    /// it: the same tokens, errors and places. A fast path that answers nothing leaves the
    /// cursor where it was.
    fn same_tokens(mut general: Lexer<'_>, mut mixed: Lexer<'_>) -> Result<(), TestCaseError> {
        loop {
            let before = (mixed.pos, mixed.line, mixed.column);
            let expected: Lexed<'_> = general.next_token_but_numbers();
            let found: Lexed<'_> = match mixed.next_plain_word() {
                Some(word) => Some(Ok(Spanned {
                    token: Token::Word(word.text),
                    line: word.line,
                    column: word.column,
                    at: word.at,
                })),
                None => {
                    prop_assert_eq!((mixed.pos, mixed.line, mixed.column), before);
                    mixed.next_token_but_numbers()
                }
            };
            prop_assert_eq!(&found, &expected);
            prop_assert_eq!(
                (mixed.pos, mixed.line, mixed.column),
                (general.pos, general.line, general.column)
            );
            if expected.is_none() {
                return Ok(());
            }
        }
    }

    /// A random game's movetext as files write it, in `notation`, with what surrounds moves:
    /// numbers with or without a space, black's `12...`, comments, NAGs and glyphs,
    /// variations, escape lines, tabs and CRLF line breaks, a result.
    fn random_movetext(seed: u64, plies: usize, notation: Notation) -> String {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut pos = Chess::default();
        let mut text = String::new();
        let breaks = ["\n", "\r\n", " ", " ", " ", "\t", "\n%escape 1. e4\n", "  "];
        for ply in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.gen_range(0..moves.len())];
            let number = ply / 2 + 1;
            match (ply % 2, rng.gen_range(0..6)) {
                (0, 0) => text.push_str(&format!("{number}.")),
                (0, _) => text.push_str(&format!("{number}. ")),
                (_, 0) => text.push_str(&format!("{number}... ")),
                _ => {}
            }
            text.push_str(&write_move(&pos, m, notation));
            match rng.gen_range(0..20) {
                0 => text.push('!'),
                1 => text.push_str(" $1"),
                2 => text.push_str(" {[%clk 0:01:02]}"),
                3 => text.push_str(" { a comment\nover two lines }"),
                4 => text.push_str(" (1... e5 2. Nf3)"),
                5 => text.push_str(" ; to the end of the line\n"),
                6 => text.push_str(" (=)"),
                _ => {}
            }
            text.push_str(breaks[rng.gen_range(0..breaks.len())]);
            pos.play_unchecked(m);
        }
        text.push_str(["1-0", "0-1", "1/2-1/2", "*", "½-½", ""][rng.gen_range(0..6)]);
        text
    }

    proptest! {
        /// The fast path answers as the general path on any text of movetext's characters
        /// (moves, numbers, every delimiter, escapes, characters beyond ASCII): the same
        /// tokens, errors and places, or nothing.
        #[test]
        fn a_plain_word_reads_as_the_general_path(
            text in r#"[0-9.a-hNBRQKOx+#=!?\- \t\r\n{}()$;%\[\]"é♘½/*]{0,60}"#
        ) {
            same_tokens(Lexer::new(&text), Lexer::new(&text))?;
            same_tokens(Lexer::with_separators(&text), Lexer::with_separators(&text))?;
        }

        /// The same on random games, written in SAN, with figurines, in national letters, in
        /// long algebraic and UCI.
        #[test]
        fn a_plain_word_reads_as_the_general_path_on_random_games(
            seed in any::<u64>(),
            plies in 0usize..120,
            notation in prop::sample::select(vec![
                Notation::SAN,
                Notation::Uci,
                Notation::Algebraic { language: Language::Figurine, long: false },
                Notation::Algebraic { language: Language::French, long: false },
                Notation::Algebraic { language: Language::German, long: true },
            ]),
        ) {
            let text = random_movetext(seed, plies, notation);
            same_tokens(Lexer::new(&text), Lexer::new(&text))?;
        }
    }

    /// The files of the crate's tests, read through both paths.
    #[test]
    fn a_plain_word_reads_as_the_general_path_on_the_test_files() {
        for text in [
            include_str!("../../../tests/data/annotated.pgn"),
            include_str!("../../../tests/data/errors.pgn"),
            include_str!("../../../tests/data/national.pgn"),
        ] {
            let checked = same_tokens(Lexer::new(text), Lexer::new(text));
            assert!(checked.is_ok(), "{checked:?}");
        }
    }
}
