//! Reading PGN: tags, movetext with comments, NAGs, variations, clocks and draw offers.

use std::fmt;

use shakmaty::{Chess, Position};

use crate::language::{Language, Languages};
use crate::pgn::clock::parse_clock;
use crate::pgn::game::{Game, GameResult, PlayedMove, Variation};
use crate::pgn::lexer::{LexError, Lexer, Spanned, Token};
use crate::read::{MoveError, Reading, resolve};
use crate::write::{Notation, write_move};
use crate::written::{Annotation, Body, CaptureMark, PromotionStyle, Written};

/// How deep variations may nest (a variation inside a variation inside ... the main line).
///
/// Real files nest a few levels; the readers follow variations by recursion, one stack frame a
/// level, and this bound keeps the stack bounded on every thread (`arbiter check` reads on
/// threads with the default 2 MiB stack): a deeper variation is an error
/// ([`ErrorKind::TooDeep`]), never a stack overflow.
pub const MAX_VARIATION_DEPTH: usize = 256;

/// How to read PGN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadOptions {
    /// Refuse every repair (national letters, `0-0`, long forms, wrong marks, a missing result):
    /// the first one is the game's error.
    pub strict: bool,
    /// The languages the moves may be written in (narrowed game by game, move by move).
    pub languages: Languages,
    /// While a game has not shown its language, read a text English SAN would read in English
    /// (the PGN standard's letters) rather than call it ambiguous. Off, a text two languages read
    /// as two moves is an error until the game's other moves settle the language.
    pub prefer_english: bool,
}

impl Default for ReadOptions {
    /// Forgiving, any language: English, the PGN standard's, is tried first while the game has
    /// not shown another.
    fn default() -> ReadOptions {
        ReadOptions {
            strict: false,
            languages: Languages::ANY,
            prefer_english: true,
        }
    }
}

impl ReadOptions {
    /// The PGN standard to the letter: English SAN, every repair an error.
    pub fn strict() -> ReadOptions {
        ReadOptions {
            strict: true,
            languages: Languages::only(Language::English),
            prefer_english: true,
        }
    }
}

/// Something the reader repaired, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    /// Line (from 1).
    pub line: usize,
    /// Column (from 1, in characters).
    pub column: usize,
    /// The ply of the main line (from 1), when the warning is about a move of it.
    pub ply: Option<usize>,
    /// What was repaired.
    pub kind: WarningKind,
}

/// What the reader repaired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WarningKind {
    /// A move not written as the PGN standard's SAN (national letters, `0-0`, a long form,
    /// `:` for a capture, `d8D`, a wrong mark...), read as `san`.
    Repaired {
        /// The text as written.
        text: String,
        /// The move in SAN.
        san: String,
        /// What differs from SAN.
        why: &'static str,
    },
    /// No game termination marker: the `Result` tag (or `*`) stands for it.
    MissingResult,
    /// The termination marker was spelt `text` (`½-½`, `1/2`).
    ResultSpelling {
        /// The text as written.
        text: String,
    },
    /// The `Result` tag and the termination marker differ.
    ResultMismatch {
        /// The tag's value.
        tag: String,
        /// The marker.
        marker: GameResult,
    },
    /// A draw offer, glyph or NAG with no move before it was ignored.
    Detached {
        /// The text as written.
        text: String,
    },
}

impl fmt::Display for WarningKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WarningKind::Repaired { text, san, why } => {
                write!(f, "{text:?} read as {san} ({why})")
            }
            WarningKind::MissingResult => f.write_str("no result at the end of the movetext"),
            WarningKind::ResultSpelling { text } => write!(f, "result written {text:?}"),
            WarningKind::ResultMismatch { tag, marker } => {
                write!(
                    f,
                    "the Result tag says {tag} but the movetext ends {marker}"
                )
            }
            WarningKind::Detached { text } => write!(f, "{text:?} follows no move: ignored"),
        }
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.kind
        )
    }
}

/// Why a game could not be read to its end, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct Error {
    /// Line (from 1).
    pub line: usize,
    /// Column (from 1, in characters).
    pub column: usize,
    /// The ply of the main line (from 1) the error is about, when it is a move of it.
    pub ply: Option<usize>,
    /// What is wrong.
    pub kind: ErrorKind,
}

/// What is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ErrorKind {
    /// A move that cannot be read: not notation, illegal, or ambiguous.
    #[error("{text:?}: {error}")]
    Move {
        /// The text as written.
        text: String,
        /// Why.
        error: MoveError,
    },
    /// A `{` comment never closed.
    #[error("comment never closed")]
    UnterminatedComment,
    /// A tag pair that is not `[Name "value"]`.
    #[error("a tag pair is written [Name \"value\"]")]
    BadTag,
    /// `$` without a number from 0 to 255.
    #[error("a NAG is $ and a number from 0 to 255")]
    BadNag,
    /// A token that cannot stand there.
    #[error("{0:?} cannot stand here")]
    Unexpected(String),
    /// A variation still open at the end of the game.
    #[error("variation never closed")]
    UnclosedVariation,
    /// A variation opened deeper than [`MAX_VARIATION_DEPTH`] levels.
    #[error("variations nested more than {depth} levels deep")]
    TooDeep {
        /// The deepest nesting read ([`MAX_VARIATION_DEPTH`]).
        depth: usize,
    },
    /// The `FEN` tag is not a legal position.
    #[error("FEN tag: {0}")]
    BadFen(String),
    /// A repair refused by [`ReadOptions::strict`].
    #[error("not strict PGN: {0}")]
    Strict(WarningKind),
}

/// The games of a PGN text, one at a time.
pub struct Games<'a> {
    lexer: Lexer<'a>,
    options: ReadOptions,
    pending: Option<Spanned<'a>>,
    /// Whether the game being read has left its tag section.
    in_movetext: bool,
}

/// Reads the games of a PGN text. A game that cannot be read to its end comes with its
/// [`Game::error`] and the moves before it; reading goes on with the next game.
pub fn read_games(text: &str, options: ReadOptions) -> Games<'_> {
    Games {
        lexer: Lexer::new(text),
        options,
        pending: None,
        in_movetext: false,
    }
}

impl<'a> Iterator for Games<'a> {
    type Item = Game;

    fn next(&mut self) -> Option<Game> {
        self.next_game(None)
    }
}

impl<'a> Games<'a> {
    /// The next game, and the positions of its main line as the reader played them: the start
    /// position, then the position after each move of [`Game::moves`] (one more than the moves).
    /// For a caller that would otherwise play the moves again.
    pub fn next_with_positions(&mut self) -> Option<(Game, Vec<Chess>)> {
        let mut positions = Vec::new();
        let game = self.next_game(Some(&mut positions))?;
        Some((game, positions))
    }

    /// The next game; its main line's positions into `positions` when given.
    fn next_game(&mut self, positions: Option<&mut Vec<Chess>>) -> Option<Game> {
        let first = match self.pending.take() {
            Some(token) => Ok(token),
            None => self.lexer.next_token()?,
        };
        let line = match &first {
            Ok(t) => t.line,
            Err((_, line, _)) => *line,
        };
        let mut state = GameState {
            game: Game {
                tags: Vec::new(),
                start: Chess::default(),
                comments: Vec::new(),
                moves: Vec::new(),
                result: None,
                languages: self.options.languages,
                warnings: Vec::new(),
                error: None,
                line,
            },
            options: self.options,
            positions,
        };
        if let Err(error) = self.read_game(first, &mut state) {
            if state.game.error.is_none() {
                state.game.error = Some(error);
            }
            self.pending = None;
            self.lexer.skip_to_next_game(self.in_movetext);
        }
        if let Some(positions) = state.positions
            && positions.is_empty()
        {
            // Not even the tags could be read: the line is the start position alone.
            positions.push(state.game.start.clone());
        }
        Some(state.game)
    }
}

struct GameState<'p> {
    game: Game,
    options: ReadOptions,
    /// Where the main line's positions go, when the caller wants them.
    positions: Option<&'p mut Vec<Chess>>,
}

impl GameState<'_> {
    fn warn(
        &mut self,
        line: usize,
        column: usize,
        ply: Option<usize>,
        kind: WarningKind,
    ) -> Result<(), Error> {
        if self.options.strict {
            return Err(Error {
                line,
                column,
                ply,
                kind: ErrorKind::Strict(kind),
            });
        }
        self.game.warnings.push(Warning {
            line,
            column,
            ply,
            kind,
        });
        Ok(())
    }
}

fn lex_error((error, line, column): (LexError, usize, usize)) -> Error {
    let kind = match error {
        LexError::UnterminatedComment => ErrorKind::UnterminatedComment,
        LexError::BadTag => ErrorKind::BadTag,
        LexError::BadNag => ErrorKind::BadNag,
        LexError::Stray(c) => ErrorKind::Unexpected(c.to_string()),
    };
    Error {
        line,
        column,
        ply: None,
        kind,
    }
}

/// Where a line of moves is: its position, and the position before its last move (where a
/// variation starts).
struct LineState {
    pos: Chess,
    before_last: Option<Chess>,
    depth: usize,
    /// The ply number of the next move, counted on the main line only.
    next_ply: usize,
}

impl<'a> Games<'a> {
    fn token(&mut self) -> Option<Result<Spanned<'a>, Error>> {
        match self.pending.take() {
            Some(token) => Some(Ok(token)),
            None => self.lexer.next_token().map(|t| t.map_err(lex_error)),
        }
    }

    fn read_game(
        &mut self,
        first: Result<Spanned<'a>, (LexError, usize, usize)>,
        state: &mut GameState<'_>,
    ) -> Result<(), Error> {
        self.in_movetext = false;
        let mut token = Some(first.map_err(lex_error)?);
        // Tags.
        while let Some(Spanned {
            token: Token::Tag { name, value },
            line,
            column,
        }) = &token
        {
            if *name == "FEN" {
                match laws::read_fen(value) {
                    Ok((pos, _)) => state.game.start = pos,
                    Err(e) => {
                        return Err(Error {
                            line: *line,
                            column: *column,
                            ply: None,
                            kind: ErrorKind::BadFen(e.to_string()),
                        });
                    }
                }
            }
            state
                .game
                .tags
                .push(((*name).to_owned(), value.clone().into_owned()));
            token = match self.token() {
                Some(t) => Some(t?),
                None => None,
            };
        }
        self.pending = token;
        self.in_movetext = true;
        if let Some(positions) = state.positions.as_deref_mut() {
            positions.clear();
            positions.reserve(161);
            positions.push(state.game.start.clone());
        }
        let mut line = LineState {
            pos: state.game.start.clone(),
            before_last: None,
            depth: 0,
            next_ply: 1,
        };
        // Room for a long game's moves at once, rather than growing move by move.
        let mut main = Variation {
            comments: Vec::new(),
            moves: Vec::with_capacity(160),
        };
        let read = self.movetext(&mut line, state, &mut main);
        state.game.moves = main.moves;
        state.game.comments = main.comments;
        read?;
        if let (Some(tag), Some(marker)) = (state.game.tag("Result"), state.game.result)
            && GameResult::parse(tag) != Some(marker)
        {
            let (l, c) = self.lexer.position();
            let kind = WarningKind::ResultMismatch {
                tag: tag.to_owned(),
                marker,
            };
            state.warn(l, c, None, kind)?;
        }
        Ok(())
    }

    /// Reads the main line up to its end (the result, the next game, or the end of the text),
    /// with its variations. A variation left open by an error keeps the moves read before it, in
    /// the move it follows.
    fn movetext(
        &mut self,
        main: &mut LineState,
        state: &mut GameState<'_>,
        main_moves: &mut Variation,
    ) -> Result<(), Error> {
        let mut open = Vec::new();
        let read = self.lines(main, state, main_moves, &mut open);
        while let Some((_, alternative)) = open.pop() {
            attach(
                open.last_mut().map_or(&mut *main_moves, |(_, v)| v),
                alternative,
            );
        }
        read
    }

    /// The loop of [`Games::movetext`]: `open` holds the variations being read, innermost last,
    /// each with the line it is (on the heap: nesting costs no stack).
    fn lines(
        &mut self,
        main: &mut LineState,
        state: &mut GameState<'_>,
        main_moves: &mut Variation,
        open: &mut Vec<(LineState, Variation)>,
    ) -> Result<(), Error> {
        loop {
            let (line, variation) = match open.last_mut() {
                Some((line, variation)) => (line, variation),
                None => (&mut *main, &mut *main_moves),
            };
            let Some(token) = self.token() else {
                if line.depth > 0 {
                    let (l, c) = self.lexer.position();
                    return Err(Error {
                        line: l,
                        column: c,
                        ply: None,
                        kind: ErrorKind::UnclosedVariation,
                    });
                }
                let (l, c) = self.lexer.position();
                state.warn(l, c, None, WarningKind::MissingResult)?;
                return Ok(());
            };
            let Spanned {
                token,
                line: l,
                column: c,
            } = token?;
            let unexpected = |text: &str| Error {
                line: l,
                column: c,
                ply: None,
                kind: ErrorKind::Unexpected(text.to_owned()),
            };
            match token {
                Token::Number => {}
                Token::Tag { .. } => {
                    if line.depth > 0 {
                        return Err(Error {
                            line: l,
                            column: c,
                            ply: None,
                            kind: ErrorKind::UnclosedVariation,
                        });
                    }
                    // The next game begins: this one had no result.
                    self.pending = Some(Spanned {
                        token,
                        line: l,
                        column: c,
                    });
                    state.warn(l, c, None, WarningKind::MissingResult)?;
                    return Ok(());
                }
                Token::Comment(text) => {
                    let last = variation.moves.last_mut();
                    let has_last = last.is_some();
                    let (comment, offer) = comment_into(text, last);
                    if offer && !has_last {
                        state.warn(l, c, None, WarningKind::Detached { text: "(=)".into() })?;
                    }
                    if let Some(comment) = comment {
                        match variation.moves.last_mut() {
                            Some(m) => m.comments.push(comment),
                            None => variation.comments.push(comment),
                        }
                    }
                }
                Token::Nag(nag) => match variation.moves.last_mut() {
                    Some(m) => m.nags.push(nag),
                    None => return Err(unexpected(&format!("${nag}"))),
                },
                Token::DrawOffer => match variation.moves.last_mut() {
                    Some(m) => m.draw_offer = true,
                    None => state.warn(l, c, None, WarningKind::Detached { text: "(=)".into() })?,
                },
                Token::Open => {
                    let (Some(before), Some(_)) =
                        (line.before_last.clone(), variation.moves.last())
                    else {
                        return Err(unexpected("("));
                    };
                    if line.depth >= MAX_VARIATION_DEPTH {
                        return Err(Error {
                            line: l,
                            column: c,
                            ply: None,
                            kind: ErrorKind::TooDeep { depth: line.depth },
                        });
                    }
                    let inner = LineState {
                        pos: before,
                        before_last: None,
                        depth: line.depth + 1,
                        next_ply: 0,
                    };
                    open.push((inner, Variation::default()));
                }
                Token::Close => {
                    let Some((_, alternative)) = open.pop() else {
                        return Err(unexpected(")"));
                    };
                    attach(
                        open.last_mut().map_or(&mut *main_moves, |(_, v)| v),
                        alternative,
                    );
                }
                Token::Word(word) => {
                    // A result starts with `1`, `0`, `½` or `*`, a glyph with `!` or `?`, `e.p.`
                    // with `e`: a move written otherwise is none of them.
                    let first = word.as_bytes().first().copied().unwrap_or(b'-');
                    let result = match first {
                        b'0' | b'1' | b'*' | 0xC2 => GameResult::parse(word),
                        _ => None,
                    };
                    if let Some(result) = result {
                        if line.depth > 0 {
                            return Err(Error {
                                line: l,
                                column: c,
                                ply: None,
                                kind: ErrorKind::UnclosedVariation,
                            });
                        }
                        if word != result.as_str() {
                            let kind = WarningKind::ResultSpelling {
                                text: word.to_owned(),
                            };
                            state.warn(l, c, None, kind)?;
                        }
                        state.game.result = Some(result);
                        return Ok(());
                    }
                    if let Some(glyph) = matches!(first, b'!' | b'?')
                        .then(|| Annotation::from_glyph(word))
                        .flatten()
                    {
                        match variation.moves.last_mut() {
                            Some(m) => m.nags.push(glyph.nag()),
                            None => {
                                let kind = WarningKind::Detached {
                                    text: word.to_owned(),
                                };
                                state.warn(l, c, None, kind)?;
                            }
                        }
                        continue;
                    }
                    if matches!(word, "e.p." | "ep" | "e.p") {
                        // `exd6 e.p.` with a space (Annex C.13's third spelling).
                        match (variation.moves.last(), &line.before_last) {
                            (Some(m), Some(_)) if m.mv.is_en_passant() => {}
                            _ => {
                                let kind = WarningKind::Detached {
                                    text: word.to_owned(),
                                };
                                state.warn(l, c, None, kind)?;
                            }
                        }
                        continue;
                    }
                    let ply = (line.depth == 0).then_some(line.next_ply);
                    let played = self.play(word, l, c, ply, line, state)?;
                    variation.moves.push(played);
                    if line.depth == 0 {
                        line.next_ply += 1;
                    }
                }
            }
        }
    }

    /// Reads and plays one move of a line.
    fn play(
        &mut self,
        word: &str,
        l: usize,
        c: usize,
        ply: Option<usize>,
        line: &mut LineState,
        state: &mut GameState<'_>,
    ) -> Result<PlayedMove, Error> {
        let move_error = |error: MoveError| {
            let column = c + error.column().map_or(0, |col| col - 1);
            Error {
                line: l,
                column,
                ply,
                kind: ErrorKind::Move {
                    text: word.to_owned(),
                    error,
                },
            }
        };
        let written = Written::parse(word).map_err(|e| move_error(e.into()))?;
        let reading = read_in_languages(
            &line.pos,
            written,
            word,
            &mut state.game.languages,
            state.options.prefer_english,
        )
        .map_err(move_error)?;
        let mv = reading.mv;
        // The move is legal: the line goes on from here, its position played in place (an
        // error below ends the game, and the line with it).
        match &mut line.before_last {
            Some(before) => before.clone_from(&line.pos),
            None => line.before_last = Some(line.pos.clone()),
        }
        line.pos.play_unchecked(mv);
        if let Some(why) = repair(&reading, &line.pos) {
            let before = line.before_last.as_ref().unwrap_or(&line.pos);
            let kind = WarningKind::Repaired {
                text: word.to_owned(),
                san: write_move(before, mv, Notation::SAN),
                why,
            };
            state.warn(l, c, ply, kind)?;
        }
        let mut played = PlayedMove::new(mv, l, c);
        if let Some(annotation) = reading.written.annotation {
            played.nags.push(annotation.nag());
        }
        played.draw_offer = reading.written.draw_offer;
        if line.depth == 0
            && let Some(positions) = state.positions.as_deref_mut()
        {
            positions.push(line.pos.clone());
        }
        Ok(played)
    }
}

/// Puts `alternative`, a variation read, in the move of `line` it replaces (its last).
fn attach(line: &mut Variation, alternative: Variation) {
    if let Some(m) = line.moves.last_mut() {
        m.variations.push(alternative);
    }
}

/// Reads a move, English first while the game's languages allow it (the PGN standard's letters),
/// then in every language still possible; narrows the game's languages to the reading's.
fn read_in_languages(
    pos: &Chess,
    written: Written,
    text: &str,
    languages: &mut Languages,
    prefer_english: bool,
) -> Result<Reading, MoveError> {
    let english = Languages::only(Language::English);
    let reading =
        if prefer_english && languages.contains(Language::English) && *languages != english {
            match resolve(pos, written, text, english) {
                Ok(reading) => Ok(reading),
                Err(_) => resolve(pos, written, text, *languages),
            }
        } else {
            resolve(pos, written, text, *languages)
        }?;
    if depends_on_language(&written) {
        let narrowed = languages.intersection(reading.languages);
        if !narrowed.is_empty() {
            *languages = narrowed;
        }
    }
    Ok(reading)
}

fn depends_on_language(written: &Written) -> bool {
    match written.body {
        Body::Piece { symbol, .. } => !matches!(symbol, '♔'..='♟'),
        Body::Pawn { promotion, .. } | Body::Squares { promotion, .. } => {
            promotion.is_some_and(|p| !matches!(p.symbol, '♔'..='♟' | 'q' | 'r' | 'b' | 'n'))
        }
        Body::Castle { .. } => false,
    }
}

/// What makes a move's text differ from the PGN standard's SAN, if anything.
fn repair(reading: &Reading, after: &Chess) -> Option<&'static str> {
    let w = &reading.written;
    let mv = reading.mv;
    let english = reading.languages.contains(Language::English);
    let why = match w.body {
        Body::Castle { zeros: true, .. } => "castling written with zeros",
        Body::Piece {
            symbol: '♔'..='♟',
        ..
        } => "figurine",
        Body::Piece { .. } | Body::Pawn { .. } if !english => "national piece letters",
        Body::Piece { dash: true, .. } => "long form with a dash",
        Body::Piece {
            capture: Some(CaptureMark::Colon),
            ..
        }
        | Body::Pawn {
            capture: Some(CaptureMark::Colon),
            ..
        } => "capture written ':'",
        Body::Pawn { capture: None, .. } | Body::Piece { capture: None, .. } if mv.is_capture() => {
            "capture without 'x'"
        }
        Body::Pawn {
            promotion: Some(p), ..
        } if p.style != PromotionStyle::Equals => "promotion without '='",
        Body::Squares { .. } => "long algebraic or UCI",
        _ if reading.capture_mark_wrong => "'x' on a move that captures nothing",
        _ if reading.en_passant_mark_wrong => "'e.p.' on a move that is not en passant",
        _ if w.en_passant_mark => "'e.p.' written",
        _ => match w.check {
            Some(mark) if mark.is_mate() != laws::is_checkmate(after) => "wrong check or mate mark",
            Some(_) if !after.is_check() => "check mark on a move that does not check",
            Some(crate::written::CheckMark::Plus | crate::written::CheckMark::Hash) | None => {
                return None;
            }
            Some(_) => "check or mate mark other than '+' or '#'",
        },
    };
    Some(why)
}

/// Where the first command `[%` of a comment starts (a byte search for `[`: cheaper than a
/// search for the two-byte pattern in the short comments of a game file).
fn command_start(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(at) = bytes.get(from..)?.iter().position(|&b| b == b'[') {
        let start = from + at;
        if bytes.get(start + 1) == Some(&b'%') {
            return Some(start);
        }
        from = start + 1;
    }
    None
}

/// The comment of most game files: one `[%clk]` or `[%emt]` command between spaces, nothing
/// else. Read into `m` at once and `true`; `false` (with `m` untouched) for anything else, which
/// [`comment_into`] then reads the long way, to the same result.
fn only_a_clock(text: &str, m: &mut PlayedMove) -> bool {
    let body = text.trim_ascii().as_bytes();
    let (Some(inner), false) = (
        body.strip_prefix(b"[%").and_then(|b| b.strip_suffix(b"]")),
        body.is_empty(),
    ) else {
        return false;
    };
    let (Some(name), Some(value)) = (inner.get(..3), inner.get(4..)) else {
        return false;
    };
    if inner.get(3) != Some(&b' ')
        || value
            .iter()
            .any(|&b| b.is_ascii_whitespace() || b == b']' || !b.is_ascii())
    {
        return false;
    }
    // ASCII only, so a `str` again.
    let Some(ms) = std::str::from_utf8(value).ok().and_then(parse_clock) else {
        return false;
    };
    match name {
        b"clk" => m.clock_ms = Some(ms),
        b"emt" => m.elapsed_ms = Some(ms),
        _ => return false,
    }
    true
}

/// Splits a comment into its text (commands `[%clk]` and `[%emt]` and a draw offer `(=)` taken
/// out into `last`) and whether it held a draw offer. Spaces are collapsed, so a comment written
/// over several lines reads back the same. A comment holding only commands (the usual
/// `{ [%clk 1:23:45] }`) allocates nothing.
fn comment_into(text: &str, mut last: Option<&mut PlayedMove>) -> (Option<String>, bool) {
    if let Some(m) = last.as_deref_mut()
        && only_a_clock(text, m)
    {
        return (None, false);
    }
    // The text outside the commands read; white space only between words (collapsed below), so
    // it stays empty, unallocated, while there are no words.
    let mut rest = String::new();
    let keep = |rest: &mut String, piece: &str| {
        if piece.trim().is_empty() {
            if !rest.is_empty() {
                rest.push(' ');
            }
        } else {
            rest.push_str(piece);
        }
    };
    let mut remaining = text;
    while let Some(start) = command_start(remaining) {
        keep(&mut rest, &remaining[..start]);
        let Some(end) = remaining[start..].find(']') else {
            keep(&mut rest, &remaining[start..]);
            remaining = "";
            break;
        };
        let command = &remaining[start + 2..start + end];
        let mut parts = command.split_whitespace();
        let (name, value, extra) = (parts.next(), parts.next(), parts.next());
        // A command with anything more than its time is kept as text, not half read.
        let time = value.and_then(parse_clock).filter(|_| extra.is_none());
        let parsed = match (name, time, last.as_deref_mut()) {
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
        if !parsed {
            keep(&mut rest, &remaining[start..=start + end]);
        }
        remaining = &remaining[start + end + 1..];
    }
    keep(&mut rest, remaining);
    if rest.is_empty() {
        return (None, false);
    }
    let mut offer = false;
    let mut words: Vec<&str> = rest.split_whitespace().collect();
    let before = words.len();
    words.retain(|w| *w != "(=)");
    if words.len() != before {
        offer = true;
        if let Some(m) = last {
            m.draw_offer = true;
        }
    }
    let joined = words.join(" ");
    ((!joined.is_empty()).then_some(joined), offer)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Game {
        read_games(text, ReadOptions::default())
            .next()
            .expect("a game")
    }

    #[test]
    fn comments_give_clocks_and_offers() {
        let g = one("1. e4 {[%clk 1:00:00] [%emt 0:00:05] good} e5 {(=)} 2. Nf3 *");
        assert_eq!(g.moves[0].clock_ms, Some(3_600_000));
        assert_eq!(g.moves[0].elapsed_ms, Some(5_000));
        assert_eq!(g.moves[0].comments, ["good"]);
        assert!(g.moves[1].draw_offer);
        assert!(g.moves[1].comments.is_empty());
        assert_eq!(g.result, Some(GameResult::Unknown));
        assert!(g.warnings.is_empty(), "{:?}", g.warnings);
    }

    /// The long way of [`comment_into`], without the shortcut for a lone clock command.
    fn the_long_way(text: &str, m: &mut PlayedMove) -> (Option<String>, bool) {
        // A leading word keeps the shortcut out; it is then the only text left.
        let (rest, offer) = comment_into(&format!("x {text}"), Some(m));
        let rest = rest.and_then(|r| r.strip_prefix('x').map(|r| r.trim_start().to_owned()));
        (rest.filter(|r| !r.is_empty()), offer)
    }

    #[test]
    fn a_lone_clock_command_reads_as_the_long_way_does() {
        // PGN [%clk] / [%emt] (the de facto standard of game files): the shortcut for a comment
        // holding one command must give what the general reading gives, on every shape.
        for text in [
            " [%clk 1:26:18] ",
            "[%clk 1:26:18]",
            "\t[%emt 0:00:05]\n",
            "[%clk 0:00:07.5]",
            "[%clk 12:00]",
            "[%clk 1:75:00]",
            "[%clk  1:00:00]",
            "[%clk 1:00:00 x]",
            "[%clk]",
            "[%clk ]",
            "[%eval 0.25]",
            "[%clk 1:00:00] [%emt 0:00:01]",
            "[%clk 1:00:00] (=)",
            "[%clk 1:00:00]]",
            "[%CLK 1:00:00]",
            "[%clk 1:00:0é]",
        ] {
            let mut short = PlayedMove::new(
                shakmaty::Move::Put {
                    role: shakmaty::Role::Pawn,
                    to: shakmaty::Square::A1,
                },
                1,
                1,
            );
            let mut long = short.clone();
            let short_reading = comment_into(text, Some(&mut short));
            let long_reading = the_long_way(text, &mut long);
            assert_eq!(short_reading, long_reading, "{text:?}");
            assert_eq!(
                (short.clock_ms, short.elapsed_ms, short.draw_offer),
                (long.clock_ms, long.elapsed_ms, long.draw_offer),
                "{text:?}"
            );
        }
        let mut m = PlayedMove::new(
            shakmaty::Move::Put {
                role: shakmaty::Role::Pawn,
                to: shakmaty::Square::A1,
            },
            1,
            1,
        );
        assert_eq!(
            comment_into(" [%clk 1:26:18] ", Some(&mut m)),
            (None, false)
        );
        assert_eq!(m.clock_ms, Some(5_178_000));
    }

    #[test]
    fn variations_start_before_their_move() {
        let g = one("1. e4 e5 (1... c5 2. Nf3 (2. Nc3)) 2. Nf3 1-0");
        assert!(g.error.is_none(), "{:?}", g.error);
        assert_eq!(g.moves.len(), 3);
        let v = &g.moves[1].variations[0];
        assert_eq!(v.moves.len(), 2);
        assert_eq!(v.moves[1].variations[0].moves.len(), 1);
    }

    #[test]
    fn errors_carry_line_column_and_ply() {
        let g = one("[Event \"x\"]\n\n1. e4 e5\n2. Ke3 Nc6 1-0");
        let e = g.error.expect("illegal");
        assert_eq!((e.line, e.column, e.ply), (4, 4, Some(3)));
        assert_eq!(g.moves.len(), 2);
        let g = one("1. e4 Cz6 *");
        let e = g.error.expect("not notation");
        assert_eq!((e.line, e.column), (1, 8));
    }

    #[test]
    fn a_bad_game_does_not_stop_the_next() {
        let games: Vec<_> = read_games(
            "[A \"1\"]\n1. e5 *\n\n[A \"2\"]\n1. e4 *\n",
            ReadOptions::default(),
        )
        .collect();
        assert_eq!(games.len(), 2);
        assert!(games[0].error.is_some());
        assert!(games[1].error.is_none());
        assert_eq!(games[1].moves.len(), 1);
    }

    #[test]
    fn strict_refuses_repairs() {
        let text = "1. e4 e5 2. Cf3 *";
        assert!(one(text).error.is_none());
        let g = read_games(text, ReadOptions::strict())
            .next()
            .expect("game");
        assert!(g.error.is_some());
        let g = read_games("1. e4 e5", ReadOptions::strict())
            .next()
            .expect("game");
        assert!(matches!(
            g.error.map(|e| e.kind),
            Some(ErrorKind::Strict(WarningKind::MissingResult))
        ));
    }
}
