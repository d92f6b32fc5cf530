//! A move as written, before any position is consulted: the syntax of Annex C and of the 1930
//! Art. 5 forms.
//!
//! [`Written::parse`] knows letters, squares and marks, not the pieces' languages (a `C` may be a
//! knight or nothing, depending on the language) and not legality: that is [`crate::read_move`].

use std::fmt;

use shakmaty::{CastlingSide, File, Rank, Square};

use crate::plain_san::PlainSan;

/// One move as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Written {
    /// What moves where.
    pub body: Body,
    /// `e.p.` was written (C.9.3, C.13.6).
    pub en_passant_mark: bool,
    /// The check or mate mark written, if any (C.13.4, C.13.5).
    pub check: Option<CheckMark>,
    /// The annotation glyph written, if any.
    pub annotation: Option<Annotation>,
    /// `(=)` was written after the move: a draw offer (C.12, Art. 9.1.2.1).
    pub draw_offer: bool,
}

/// The part of a written move that says which move it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Body {
    /// `0-0`, `O-O`, `0-0-0`, `O-O-O` (C.13.1, C.13.2).
    Castle {
        /// King's side (`0-0`) or queen's side (`0-0-0`).
        side: CastlingSide,
        /// Written with the digit zero, as Annex C does (the PGN standard writes the letter O).
        zeros: bool,
    },
    /// A piece move: its symbol, what is written of its departure square, the destination
    /// (C.8, C.9, C.10; `Cg—f3` and `C1—f3` of 1930 Art. 5).
    Piece {
        /// The piece letter or figurine, as written; its meaning depends on the language.
        symbol: char,
        /// The departure file, when written.
        from_file: Option<File>,
        /// The departure rank, when written.
        from_rank: Option<Rank>,
        /// The capture mark written, if any.
        capture: Option<CaptureMark>,
        /// The destination square.
        to: Square,
        /// A dash was written between departure and destination (`Cg1-f3`).
        dash: bool,
    },
    /// A pawn move in the short form: `e4`, `exd5`, `ed5`, `e:d5`, `d8D`, `exf8=C` (C.9.3, C.11).
    Pawn {
        /// The departure file (required for a capture, C.9.3).
        from_file: Option<File>,
        /// The capture mark written, if any.
        capture: Option<CaptureMark>,
        /// The destination square.
        to: Square,
        /// The promotion written, if any.
        promotion: Option<Promotion>,
    },
    /// A move written by its two squares, with no piece symbol: the long form of a pawn move
    /// (`e2e4`, `e2-e4`, `e5xd4`, C.8) or UCI (`g1f3`, `e7e8q`). The piece is the one standing on
    /// `from`.
    Squares {
        /// The departure square.
        from: Square,
        /// The capture mark written, if any.
        capture: Option<CaptureMark>,
        /// A dash was written between the squares.
        dash: bool,
        /// The destination square.
        to: Square,
        /// The promotion written, if any.
        promotion: Option<Promotion>,
    },
}

/// How a capture was marked (C.9: `x`; `:` in older and continental usage).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaptureMark {
    /// `x` (or `×`).
    X,
    /// `:` (1930 Art. 5).
    Colon,
}

/// A promotion as written (C.11): the new piece's symbol and how it is attached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Promotion {
    /// The piece symbol, as written (a letter of some language, a lowercase UCI letter, or a
    /// figurine).
    pub symbol: char,
    /// How the symbol was attached.
    pub style: PromotionStyle,
}

/// How a promotion's piece was attached to the move (C.11 and common usage).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PromotionStyle {
    /// `d8D` (C.11's own form) or UCI `e7e8q`.
    Attached,
    /// `d8=D` (the PGN standard's form).
    Equals,
    /// `d8(D)`.
    Parenthesised,
    /// `d8/D`.
    Slash,
}

/// A check or mate mark (C.13.4, C.13.5; `†` and `‡` in print).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CheckMark {
    /// `+`.
    Plus,
    /// `†`.
    Dagger,
    /// `++` (mate in Annex C.13.5).
    DoublePlus,
    /// `#`.
    Hash,
    /// `‡`.
    DoubleDagger,
}

impl CheckMark {
    /// Whether the mark claims mate rather than check.
    pub fn is_mate(self) -> bool {
        matches!(
            self,
            CheckMark::DoublePlus | CheckMark::Hash | CheckMark::DoubleDagger
        )
    }
}

/// An annotation glyph written after a move; each has a PGN NAG.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Annotation {
    /// `!` ($1).
    Good,
    /// `?` ($2).
    Mistake,
    /// `!!` ($3).
    Brilliant,
    /// `??` ($4).
    Blunder,
    /// `!?` ($5).
    Interesting,
    /// `?!` ($6).
    Dubious,
}

impl Annotation {
    /// The PGN Numeric Annotation Glyph of this annotation (1–6).
    pub fn nag(self) -> u8 {
        match self {
            Annotation::Good => 1,
            Annotation::Mistake => 2,
            Annotation::Brilliant => 3,
            Annotation::Blunder => 4,
            Annotation::Interesting => 5,
            Annotation::Dubious => 6,
        }
    }

    /// The glyph as written.
    pub fn glyph(self) -> &'static str {
        match self {
            Annotation::Good => "!",
            Annotation::Mistake => "?",
            Annotation::Brilliant => "!!",
            Annotation::Blunder => "??",
            Annotation::Interesting => "!?",
            Annotation::Dubious => "?!",
        }
    }

    /// The annotation a glyph as written stands for (`!`, `?!`, ...).
    pub(crate) fn from_glyph(glyph: &str) -> Option<Annotation> {
        Some(match glyph {
            "!" => Annotation::Good,
            "?" => Annotation::Mistake,
            "!!" => Annotation::Brilliant,
            "??" => Annotation::Blunder,
            "!?" => Annotation::Interesting,
            "?!" => Annotation::Dubious,
            _ => return None,
        })
    }
}

/// Why a text is not a move at all, and where (column counted in characters from 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: {reason}")]
pub struct SyntaxError {
    /// The column (in characters, from 1) where the text stops being notation.
    pub column: usize,
    /// Why.
    pub reason: SyntaxReason,
}

/// Why a text is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyntaxReason {
    /// Nothing was written.
    Empty,
    /// This character cannot stand here in a move.
    Unexpected(char),
    /// The text ends before the destination square.
    NoDestination,
    /// Castling is written with two (`0-0`) or three (`0-0-0`) zeros or letters O.
    BadCastling,
    /// Only a pawn is promoted (C.11).
    PieceCannotPromote,
    /// The promotion names no piece a pawn can become.
    BadPromotion(char),
}

impl fmt::Display for SyntaxReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyntaxReason::Empty => f.write_str("nothing written"),
            SyntaxReason::Unexpected(c) => write!(f, "{c:?} cannot stand here in a move"),
            SyntaxReason::NoDestination => f.write_str("no destination square"),
            SyntaxReason::BadCastling => {
                f.write_str("castling is written 0-0 or 0-0-0 (C.13), or O-O, O-O-O")
            }
            SyntaxReason::PieceCannotPromote => f.write_str("only a pawn is promoted (C.11)"),
            SyntaxReason::BadPromotion(c) => write!(f, "{c:?} is not a piece to promote to"),
        }
    }
}

/// Characters read as a dash: `-`, the hyphen, the en and em dashes and the minus sign.
pub(crate) fn is_dash(c: char) -> bool {
    matches!(c, '-' | '‐' | '‑' | '–' | '—' | '−')
}

fn capture_mark(c: char) -> Option<CaptureMark> {
    match c {
        'x' | '×' => Some(CaptureMark::X),
        ':' => Some(CaptureMark::Colon),
        _ => None,
    }
}

/// Whether `c` may be a piece symbol in some language (or a figurine).
pub(crate) fn is_piece_symbol(c: char) -> bool {
    matches!(
        c,
        'K' | 'Q' | 'R' | 'B' | 'N' | 'D' | 'T' | 'F' | 'C' | 'L' | 'S' | 'A' | 'P'
    ) || matches!(c, '♔'..='♟')
}

fn file_of(c: char) -> Option<File> {
    match c {
        'a'..='h' => File::try_from(c as u32 - 'a' as u32).ok(),
        _ => None,
    }
}

fn rank_of(c: char) -> Option<Rank> {
    match c {
        '1'..='8' => Rank::try_from(c as u32 - '1' as u32).ok(),
        _ => None,
    }
}

/// A cursor over the characters of a move text, counting columns from 1.
struct Cursor<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    column: usize,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str, column: usize) -> Cursor<'a> {
        Cursor {
            chars: text.chars().peekable(),
            column,
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        self.column += 1;
        Some(c)
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    fn error(&mut self, reason: SyntaxReason) -> SyntaxError {
        SyntaxError {
            column: self.column,
            reason,
        }
    }

    fn unexpected(&mut self) -> SyntaxError {
        match self.peek() {
            Some(c) => self.error(SyntaxReason::Unexpected(c)),
            None => self.error(SyntaxReason::NoDestination),
        }
    }

    fn rest_starts_with(&self, prefix: &str) -> bool {
        let mut chars = self.chars.clone();
        prefix.chars().all(|p| chars.next() == Some(p))
    }

    fn skip(&mut self, n: usize) {
        for _ in 0..n {
            self.bump();
        }
    }
}

/// The squares part of a move: `[file][rank][sep]file rank`.
struct Coordinates {
    from_file: Option<File>,
    from_rank: Option<Rank>,
    capture: Option<CaptureMark>,
    dash: bool,
    to: Square,
}

fn coordinates(cursor: &mut Cursor<'_>) -> Result<Coordinates, SyntaxError> {
    // Up to four coordinates (file or rank), with at most one separator (dash or capture mark)
    // before the last two; spaces are allowed around a dash, as the 1930 text prints `Fc1 — f4`.
    let mut items: [Option<char>; 4] = [None; 4];
    let mut count = 0;
    let mut capture = None;
    let mut dash = false;
    let mut separator_at = None;
    while let Some(mut c) = cursor.peek() {
        if c.is_whitespace() {
            // Spaces only around a dash: `Fc1 — f4`.
            let save = (cursor.chars.clone(), cursor.column);
            cursor.skip_spaces();
            let next = cursor.peek();
            let joins = match next {
                Some(n) if is_dash(n) => separator_at.is_none() && count > 0,
                Some(_) => dash && separator_at == Some(count),
                None => false,
            };
            if !joins {
                (cursor.chars, cursor.column) = save;
                break;
            }
            match next {
                Some(n) => c = n,
                None => break,
            }
        }
        if c == 'e' && (cursor.rest_starts_with("e.") || cursor.rest_starts_with("ep")) {
            // `e.p.` after the destination.
            break;
        }
        if (file_of(c).is_some() || rank_of(c).is_some()) && count < 4 {
            items[count] = Some(c);
            count += 1;
            cursor.bump();
        } else if separator_at.is_none() && (is_dash(c) || capture_mark(c).is_some()) {
            if count == 0 && is_dash(c) {
                break;
            }
            if is_dash(c) {
                dash = true;
            } else {
                capture = capture_mark(c);
            }
            separator_at = Some(count);
            cursor.bump();
        } else {
            break;
        }
    }
    if count < 2 {
        return Err(cursor.unexpected());
    }
    let (Some(to_file), Some(to_rank)) = (
        items[count - 2].and_then(file_of),
        items[count - 1].and_then(rank_of),
    ) else {
        return Err(cursor.error(SyntaxReason::NoDestination));
    };
    if separator_at.is_some_and(|at| at != count - 2) {
        return Err(cursor.error(SyntaxReason::NoDestination));
    }
    let (from_file, from_rank) = match &items[..count - 2] {
        [] => (None, None),
        [Some(c)] => (file_of(*c), rank_of(*c)),
        [Some(f), Some(r)] => match (file_of(*f), rank_of(*r)) {
            (Some(file), Some(rank)) => (Some(file), Some(rank)),
            _ => return Err(cursor.error(SyntaxReason::NoDestination)),
        },
        _ => return Err(cursor.error(SyntaxReason::NoDestination)),
    };
    Ok(Coordinates {
        from_file,
        from_rank,
        capture,
        dash,
        to: Square::from_coords(to_file, to_rank),
    })
}

fn promotion(cursor: &mut Cursor<'_>) -> Result<Option<Promotion>, SyntaxError> {
    let style = match cursor.peek() {
        Some('=') => PromotionStyle::Equals,
        Some('(') if !cursor.rest_starts_with("(=)") => PromotionStyle::Parenthesised,
        Some('/') => PromotionStyle::Slash,
        Some(c) if is_piece_symbol(c) || matches!(c, 'q' | 'r' | 'b' | 'n') => {
            PromotionStyle::Attached
        }
        _ => return Ok(None),
    };
    if style != PromotionStyle::Attached {
        cursor.bump();
    }
    let symbol = match cursor.peek() {
        Some(c) if is_piece_symbol(c) || matches!(c, 'q' | 'r' | 'b' | 'n') => c,
        Some(c) => return Err(cursor.error(SyntaxReason::BadPromotion(c))),
        None => return Err(cursor.error(SyntaxReason::BadPromotion(' '))),
    };
    cursor.bump();
    if style == PromotionStyle::Parenthesised && !cursor.eat(')') {
        return Err(cursor.unexpected());
    }
    Ok(Some(Promotion { symbol, style }))
}

fn castling(cursor: &mut Cursor<'_>) -> Result<Body, SyntaxError> {
    let mut count = 0;
    let mut zeros = true;
    loop {
        match cursor.peek() {
            Some(c @ ('0' | 'O' | 'o')) => {
                zeros &= c == '0';
                count += 1;
                cursor.bump();
            }
            _ => return Err(cursor.error(SyntaxReason::BadCastling)),
        }
        // A dash, possibly with spaces around it (`0 — 0` in the 1930 text), joins the next one.
        let save = (cursor.chars.clone(), cursor.column);
        cursor.skip_spaces();
        if cursor.peek().is_some_and(is_dash) {
            cursor.bump();
            cursor.skip_spaces();
        } else {
            (cursor.chars, cursor.column) = save;
            break;
        }
    }
    let side = match count {
        2 => CastlingSide::KingSide,
        3 => CastlingSide::QueenSide,
        _ => return Err(cursor.error(SyntaxReason::BadCastling)),
    };
    Ok(Body::Castle { side, zeros })
}

/// The PGN standard's SAN in its usual forms (`e4`, `exd5`, `e8=Q`, `Nf3`, `Nbd7`, `R1xa3`,
/// `Qh4xe1`, `O-O`, `O-O-O`, each with `+` or `#` or neither), read byte by byte: most moves of
/// most files. `None` for anything else, which the full reader then reads; for the texts it
/// reads, the answer is the full reader's.
fn plain_san(text: &[u8]) -> Option<Written> {
    let (body, check) = match text.split_last()? {
        (b'+', body) => (body, Some(CheckMark::Plus)),
        (b'#', body) => (body, Some(CheckMark::Hash)),
        _ => (text, None),
    };
    let side = match *body {
        [b'O', b'-', b'O'] => CastlingSide::KingSide,
        [b'O', b'-', b'O', b'-', b'O'] => CastlingSide::QueenSide,
        // A piece's move or a pawn's: read once, in `PlainSan` (the PGN reader's shortcut too).
        _ => return PlainSan::parse(text).map(PlainSan::written),
    };
    Some(Written {
        body: Body::Castle { side, zeros: false },
        en_passant_mark: false,
        check,
        annotation: None,
        draw_offer: false,
    })
}

impl Written {
    /// Reads the syntax of a move text. Leading and trailing spaces are ignored.
    #[inline]
    pub fn parse(text: &str) -> Result<Written, SyntaxError> {
        match plain_san(text.as_bytes()) {
            Some(written) => Ok(written),
            None => Written::parse_any(text),
        }
    }

    /// [`Written::parse`] without the shortcut for plain SAN. Out of line: inlined, its work
    /// made every call of `parse` save and restore registers for it (issue 36).
    #[cold]
    #[inline(never)]
    fn parse_any(text: &str) -> Result<Written, SyntaxError> {
        let trimmed = text.trim_start();
        let column = text[..text.len() - trimmed.len()].chars().count() + 1;
        let mut cursor = Cursor::new(trimmed.trim_end(), column);
        let Some(first) = cursor.peek() else {
            return Err(cursor.error(SyntaxReason::Empty));
        };
        let body = if matches!(first, '0' | 'O' | 'o') {
            castling(&mut cursor)?
        } else if is_piece_symbol(first) && first != '♙' && first != '♟' {
            cursor.bump();
            // 1928 Par. 5 prints a space after the piece's initial: `F c1—f4`, `F f4`, `C gf3`.
            cursor.skip_spaces();
            let at = cursor.column;
            let c = coordinates(&mut cursor)?;
            if cursor.peek().is_some_and(|p| p == '=' || p == '/')
                || (cursor.peek().is_some_and(is_piece_symbol))
            {
                return Err(SyntaxError {
                    column: cursor.column.max(at),
                    reason: SyntaxReason::PieceCannotPromote,
                });
            }
            Body::Piece {
                symbol: first,
                from_file: c.from_file,
                from_rank: c.from_rank,
                capture: c.capture,
                to: c.to,
                dash: c.dash,
            }
        } else {
            if first == '♙' || first == '♟' {
                cursor.bump();
            }
            let c = coordinates(&mut cursor)?;
            let promotion = promotion(&mut cursor)?;
            match (c.from_file, c.from_rank) {
                (Some(file), Some(rank)) => Body::Squares {
                    from: Square::from_coords(file, rank),
                    capture: c.capture,
                    dash: c.dash,
                    to: c.to,
                    promotion,
                },
                (from_file, None) if !(c.dash && from_file.is_some()) => Body::Pawn {
                    from_file,
                    capture: c.capture,
                    to: c.to,
                    promotion,
                },
                _ => return Err(cursor.error(SyntaxReason::NoDestination)),
            }
        };
        let mut written = Written {
            body,
            en_passant_mark: false,
            check: None,
            annotation: None,
            draw_offer: false,
        };
        suffixes(&mut cursor, &mut written)?;
        Ok(written)
    }
}

/// The marks after a move: `e.p.`, check and mate, annotation, `(=)`, each at most once.
fn suffixes(cursor: &mut Cursor<'_>, written: &mut Written) -> Result<(), SyntaxError> {
    loop {
        cursor.skip_spaces();
        let Some(c) = cursor.peek() else {
            return Ok(());
        };
        if !written.en_passant_mark && (cursor.rest_starts_with("e.p.")) {
            cursor.skip(4);
            written.en_passant_mark = true;
        } else if !written.en_passant_mark && cursor.rest_starts_with("ep") {
            cursor.skip(2);
            written.en_passant_mark = true;
        } else if !written.draw_offer && cursor.rest_starts_with("(=)") {
            cursor.skip(3);
            written.draw_offer = true;
        } else if written.check.is_none() && matches!(c, '+' | '#' | '†' | '‡') {
            cursor.bump();
            written.check = Some(match c {
                '+' if cursor.eat('+') => CheckMark::DoublePlus,
                '+' => CheckMark::Plus,
                '#' => CheckMark::Hash,
                '†' => CheckMark::Dagger,
                _ => CheckMark::DoubleDagger,
            });
        } else if written.annotation.is_none() && matches!(c, '!' | '?') {
            let mut glyph = String::with_capacity(2);
            glyph.push(c);
            cursor.bump();
            if let Some(next @ ('!' | '?')) = cursor.peek() {
                glyph.push(next);
                cursor.bump();
            }
            written.annotation = Annotation::from_glyph(&glyph);
        } else {
            return Err(cursor.error(SyntaxReason::Unexpected(c)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_san_reads_as_the_full_reader_does() {
        use rand::{Rng, SeedableRng, rngs::StdRng};
        use shakmaty::{Chess, Position, san::SanPlus};
        let mut rng = StdRng::seed_from_u64(7);
        let mut texts: Vec<String> = Vec::new();
        for _ in 0..40 {
            let mut pos = Chess::default();
            for _ in 0..rng.gen_range(0..160) {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for m in &moves {
                    texts.push(SanPlus::from_move(pos.clone(), *m).to_string());
                }
                let m = moves[rng.gen_range(0..moves.len())];
                pos.play_unchecked(m);
            }
        }
        // Each text cut short, grown by a character, and with a character replaced.
        let alphabet: Vec<char> = "abcdefghi0123456789KQRBNPxX=+#-O!?()./: epCDTF♘"
            .chars()
            .collect();
        let mut variants = Vec::new();
        for t in texts.iter().take(4000) {
            let chars: Vec<char> = t.chars().collect();
            for i in 0..=chars.len() {
                let mut cut = chars.clone();
                cut.truncate(i);
                variants.push(cut.iter().collect::<String>());
                let c = alphabet[rng.gen_range(0..alphabet.len())];
                let mut grown = chars.clone();
                grown.insert(i, c);
                variants.push(grown.iter().collect());
                if i < chars.len() {
                    let mut replaced = chars.clone();
                    replaced[i] = c;
                    variants.push(replaced.iter().collect());
                }
            }
        }
        texts.extend(variants);
        let mut read = 0;
        for t in &texts {
            if let Some(quick) = plain_san(t.as_bytes()) {
                read += 1;
                assert_eq!(Ok(quick), Written::parse_any(t), "{t:?}");
            }
        }
        assert!(read > texts.len() / 4, "{read} of {}", texts.len());
    }

    fn body(text: &str) -> Body {
        Written::parse(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"))
            .body
    }

    #[test]
    fn annex_c_8_short_and_long_piece_forms() {
        assert!(matches!(
            body("Cf3"),
            Body::Piece {
                symbol: 'C',
                from_file: None,
                from_rank: None,
                to: Square::F3,
                ..
            }
        ));
        for text in ["Cg1f3", "Cg1-f3", "Cg1—f3", "Cg1 — f3"] {
            assert!(
                matches!(
                    body(text),
                    Body::Piece {
                        from_file: Some(File::G),
                        from_rank: Some(Rank::First),
                        to: Square::F3,
                        ..
                    }
                ),
                "{text}"
            );
        }
    }

    #[test]
    fn art_5_1930_disambiguation_with_a_dash() {
        assert!(matches!(
            body("Cg—f3"),
            Body::Piece {
                from_file: Some(File::G),
                from_rank: None,
                dash: true,
                ..
            }
        ));
        assert!(matches!(
            body("C1—f3"),
            Body::Piece {
                from_file: None,
                from_rank: Some(Rank::First),
                ..
            }
        ));
    }

    #[test]
    fn annex_c_9_3_pawn_captures() {
        for text in ["exd6", "ed6", "e:d6"] {
            assert!(
                matches!(
                    body(text),
                    Body::Pawn {
                        from_file: Some(File::E),
                        to: Square::D6,
                        ..
                    }
                ),
                "{text}"
            );
        }
        for text in ["exd6 e.p.", "exd6e.p."] {
            let written = Written::parse(text).expect("notation");
            assert!(written.en_passant_mark, "{text}");
        }
    }

    #[test]
    fn annex_c_8_long_pawn_moves_are_squares() {
        for text in ["e2e4", "e2-e4", "e7—e5", "e5xd4"] {
            assert!(matches!(body(text), Body::Squares { .. }), "{text}");
        }
    }

    #[test]
    fn annex_c_11_promotions() {
        for (text, style) in [
            ("d8D", PromotionStyle::Attached),
            ("d8=D", PromotionStyle::Equals),
            ("d8(D)", PromotionStyle::Parenthesised),
            ("d8/D", PromotionStyle::Slash),
            ("e7e8q", PromotionStyle::Attached),
        ] {
            match body(text) {
                Body::Pawn {
                    promotion: Some(p), ..
                }
                | Body::Squares {
                    promotion: Some(p), ..
                } => assert_eq!(p.style, style, "{text}"),
                other => panic!("{text}: {other:?}"),
            }
        }
    }

    #[test]
    fn annex_c_13_castling_spellings() {
        for (text, side) in [
            ("0-0", CastlingSide::KingSide),
            ("O-O", CastlingSide::KingSide),
            ("0-0-0", CastlingSide::QueenSide),
            ("O-O-O+", CastlingSide::QueenSide),
            ("0 — 0", CastlingSide::KingSide),
        ] {
            assert!(
                matches!(body(text), Body::Castle { side: s, .. } if s == side),
                "{text}"
            );
        }
    }

    #[test]
    fn annex_c_12_and_13_marks() {
        let w = Written::parse("Qxf7++").expect("notation");
        assert_eq!(w.check, Some(CheckMark::DoublePlus));
        let w = Written::parse("Rb1 (=)").expect("notation");
        assert!(w.draw_offer);
        let w = Written::parse("Cf3†!?").expect("notation");
        assert_eq!(
            (w.check, w.annotation),
            (Some(CheckMark::Dagger), Some(Annotation::Interesting))
        );
        assert!(Written::parse("e8=Q‡").expect("n").check.is_some());
    }

    #[test]
    fn not_notation_says_where() {
        let e = Written::parse("Cz3").expect_err("not a move");
        assert_eq!(e.column, 2);
        let e = Written::parse("  e4 zz").expect_err("trailing text");
        assert_eq!(e.column, 6);
        assert_eq!(
            Written::parse("").expect_err("empty").reason,
            SyntaxReason::Empty
        );
        assert_eq!(
            Written::parse("Nf8=Q").expect_err("piece promotion").reason,
            SyntaxReason::PieceCannotPromote
        );
        assert!(Written::parse("0-0-0-0").is_err());
        assert!(Written::parse("e9").is_err());
    }
}
