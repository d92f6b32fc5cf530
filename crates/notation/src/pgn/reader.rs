//! Reading PGN: the algebraic moves of a movetext, and what the reader repaired or could not
//! read. The movetext around the moves (tags, comments, NAGs, variations, clocks and draw
//! offers, the result) is [`crate::pgn::movetext`]'s, shared with descriptive scores.

use std::fmt;

use laws::{Candidates, Edition};
use shakmaty::{Chess, Position};

use crate::descriptive::DescriptiveError;
use crate::language::{Language, Languages};
use crate::pgn::game::{Game, GameResult, PlayedMove, Variation};
use crate::pgn::lexer::{LexError, Lexer, Token};
use crate::pgn::movetext::{GameState, LineState, MoveReader, Movetext, Word};
use crate::read::{MoveError, Reading, resolve, resolve_in};
use crate::write::{Notation, write_move};
use crate::written::{Annotation, Body, CaptureMark, PromotionStyle, Written};

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
    /// The edition of the Laws every game is read under, over its `Edition` tag (as
    /// `arbiter check --edition` gives it); `None`: each game's own ([`Game::edition`]). Only
    /// castling without the rook given (1930 Art. 22.8) reads differently under another.
    pub edition: Option<Edition>,
}

impl Default for ReadOptions {
    /// Forgiving, any language: English, the PGN standard's, is tried first while the game has
    /// not shown another.
    fn default() -> ReadOptions {
        ReadOptions {
            strict: false,
            languages: Languages::ANY,
            prefer_english: true,
            edition: None,
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
            edition: None,
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
    /// A tag value written with quotes PGN does not escape (`[White ""Socrates Expert""]`,
    /// `[Event "The "Big" Open"]`), read to the quote that the `]` follows, less one pair of
    /// quotes around the whole (see the lexer's forgiving rule).
    TagQuotes {
        /// The tag's name.
        name: String,
        /// The value as written between the outer quotes.
        written: String,
        /// The value read.
        value: String,
    },
    /// A move of a variation could not be read (not notation, illegal, ambiguous): the
    /// variation keeps the moves before it, the rest of it is passed over, and the game goes on
    /// to its end. Under [`ReadOptions::strict`] it stays the game's error.
    ///
    /// An arbiter audits the game, not its annotations: the scoresheet records the moves played
    /// (Art. 8.1.1) and nothing else than the game's record (Art. 8.1.4: "La feuille de partie
    /// n'est utilisée que pour enregistrer les coups, les temps des pendules, les propositions
    /// de nulle..."). A variation is an annotator's move never made on the board: no rule on
    /// illegal moves (Art. 7.5) applies to it, and a wrong one says nothing of the game.
    VariationMove {
        /// Why the move could not be read (its text is inside).
        error: Box<ErrorKind>,
    },
    /// The `Edition` tag names no edition of the Laws: it was ignored, and the game read under
    /// `read_under` ([`Game::edition`]). Not a repair: never an error, even under
    /// [`ReadOptions::strict`] (the tag is not the PGN standard's).
    UnknownEdition {
        /// The tag's value.
        tag: String,
        /// The edition the game is read under instead.
        read_under: Edition,
    },
}

impl WarningKind {
    /// A stable snake_case name for the kind, for programs and translations.
    pub fn code(&self) -> &'static str {
        match self {
            WarningKind::Repaired { .. } => "move_repaired",
            WarningKind::MissingResult => "missing_result",
            WarningKind::ResultSpelling { .. } => "result_spelling",
            WarningKind::ResultMismatch { .. } => "result_mismatch",
            WarningKind::Detached { .. } => "detached",
            WarningKind::TagQuotes { .. } => "tag_value_unescaped_quotes",
            WarningKind::VariationMove { .. } => "variation_move_unreadable",
            WarningKind::UnknownEdition { .. } => "unknown_edition",
        }
    }
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
            WarningKind::TagQuotes {
                name,
                written,
                value,
            } => write!(
                f,
                "the {name} tag's value is written \"{written}\" with quotes PGN does not escape: read as {value:?}"
            ),
            WarningKind::VariationMove { error } => write!(
                f,
                "in a variation, {error}: the rest of the variation is passed over, the game read on"
            ),
            WarningKind::UnknownEdition { tag, read_under } => write!(
                f,
                "the Edition tag {tag:?} names no edition of the Laws: ignored, the game is read under {read_under}"
            ),
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
    /// A move of a descriptive score that cannot be read: not notation, illegal, or ambiguous.
    #[error("{text:?}: {error}")]
    DescriptiveMove {
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
    /// `$` without a number from 0 to 255.
    #[error("a NAG is $ and a number from 0 to 255")]
    BadNag,
    /// A token that cannot stand there.
    #[error("{0:?} cannot stand here")]
    Unexpected(String),
    /// A variation still open at the end of the game.
    #[error("variation never closed")]
    UnclosedVariation,
    /// A variation opened deeper than [`MAX_VARIATION_DEPTH`](crate::pgn::MAX_VARIATION_DEPTH) levels.
    #[error("variations nested more than {depth} levels deep")]
    TooDeep {
        /// The deepest nesting read ([`MAX_VARIATION_DEPTH`](crate::pgn::MAX_VARIATION_DEPTH)).
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
pub struct Games<'a>(Movetext<'a, Algebraic>);

/// Reads the games of a PGN text. A game that cannot be read to its end comes with its
/// [`Game::error`] and the moves before it; reading goes on with the next game.
pub fn read_games(text: &str, options: ReadOptions) -> Games<'_> {
    Games(Movetext::new(
        Lexer::new(text),
        options,
        Algebraic::default(),
    ))
}

/// Whether `text` is PGN with tags: its first token but comments (and escape lines, and a byte
/// order mark) is a tag pair, even one that cannot be read. A file may open with a comment (an
/// ECO file's heading: `{ ... }` or `; ...` before its first tag pair), and is PGN all the same.
///
/// ```
/// use notation::pgn::begins_with_tags;
///
/// assert!(begins_with_tags("{ ECO }\n; B00\n[ECO \"B00\"]\n\n1. e4 *"));
/// assert!(!begins_with_tags("{ a move list } 1. e4 e5"));
/// ```
pub fn begins_with_tags(text: &str) -> bool {
    let mut lexer = Lexer::new(text);
    loop {
        match lexer.next_token() {
            Some(Ok(t)) if matches!(t.token, Token::Comment(_)) => {}
            Some(Ok(t)) => return matches!(t.token, Token::Tag { .. }),
            Some(Err((LexError::BadTag, ..))) => return true,
            _ => return false,
        }
    }
}

impl Iterator for Games<'_> {
    type Item = Game;

    fn next(&mut self) -> Option<Game> {
        self.0.next_game(None)
    }
}

impl Games<'_> {
    /// The next game, and the positions of its main line as the reader played them: the start
    /// position, then the position after each move of [`Game::moves`] (one more than the moves).
    /// For a caller that would otherwise play the moves again.
    pub fn next_with_positions(&mut self) -> Option<(Game, Vec<Chess>)> {
        let mut positions = Vec::new();
        let game = self.0.next_game(Some(&mut positions))?;
        Some((game, positions))
    }
}

/// Moves in algebraic notation, a word each: PGN's SAN, the forms of Annex C in any language,
/// long algebraic, UCI; a glyph (`!`) or `e.p.` written apart from its move.
#[derive(Default)]
pub(crate) struct Algebraic {
    /// Room for the legal moves a text may name, kept from one move to the next.
    candidates: Candidates,
}

impl<'a> MoveReader<'a> for Algebraic {
    type Track = ();

    fn word(
        &mut self,
        word: Word<'a>,
        _lexer: &mut Lexer<'a>,
        ply: Option<usize>,
        line: &mut LineState<()>,
        state: &mut GameState<'_>,
        variation: &mut Variation,
    ) -> Result<bool, Error> {
        let (text, l, c) = (word.text, word.line, word.column);
        let detached = |state: &mut GameState<'_>| {
            let kind = WarningKind::Detached {
                text: text.to_owned(),
            };
            state.warn(l, c, None, kind)
        };
        // A glyph starts with `!` or `?`, `e.p.` with `e`: a move written otherwise is none of
        // them.
        let first = text.as_bytes().first().copied().unwrap_or(b'-');
        if let Some(glyph) = matches!(first, b'!' | b'?')
            .then(|| Annotation::from_glyph(text))
            .flatten()
        {
            match variation.moves.last_mut() {
                Some(m) => m.nags.push(glyph.nag()),
                None => detached(state)?,
            }
            return Ok(false);
        }
        if first == b'e' && matches!(text, "e.p." | "ep" | "e.p") {
            // `exd6 e.p.` with a space (Annex C.13's third spelling).
            match (variation.moves.last(), &line.before_last) {
                (Some(m), Some(_)) if m.mv.is_en_passant() => {}
                _ => detached(state)?,
            }
            return Ok(false);
        }
        play(&word, ply, line, state, variation, &mut self.candidates)?;
        Ok(true)
    }
}

/// Reads and plays one move of a line, and puts it at the end of `variation`, the line's moves.
fn play(
    at: &Word<'_>,
    ply: Option<usize>,
    line: &mut LineState<()>,
    state: &mut GameState<'_>,
    variation: &mut Variation,
    candidates: &mut Candidates,
) -> Result<(), Error> {
    let (word, l, c) = (at.text, at.line, at.column);
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
        candidates,
    )
    .or_else(|error| {
        // Castling without the rook given, under the game's Odds tag (1930 Art. 22.8).
        crate::odds::read_castling_without_rook(
            &state.game,
            state.options.edition,
            &line.pos,
            written,
            line.kings_moved,
        )
        .ok_or(error)
    })
    .map_err(move_error)?;
    let mv = reading.mv;
    // The move is legal: the line goes on from here, its position played in place (an error
    // below ends the game, and the line with it).
    line.advance(crate::odds::as_played(&line.pos, mv));
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
    variation.moves.push(played);
    Ok(())
}

/// Reads a move, English first while the game's languages allow it (the PGN standard's letters),
/// then in every language still possible; narrows the game's languages to the reading's.
fn read_in_languages(
    pos: &Chess,
    written: Written,
    text: &str,
    languages: &mut Languages,
    prefer_english: bool,
    candidates: &mut Candidates,
) -> Result<Reading, MoveError> {
    let english = Languages::only(Language::English);
    // English first wherever the general path below would take an English reading that names
    // one legal move: the PGN standard's SAN, most moves of most files, read without trying
    // other languages (`resolve_in` gives `resolve`'s reading for it).
    if languages.contains(Language::English)
        && (prefer_english || *languages == english)
        && let Some(reading) = resolve_in(pos, written, Language::English, candidates)
    {
        if depends_on_language(&written) {
            *languages = english;
        }
        return Ok(reading);
    }
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
