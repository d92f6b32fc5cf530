//! Reading PGN: the algebraic moves of a movetext, and what the reader repaired or could not
//! read. The movetext around the moves (tags, comments, NAGs, variations, clocks and draw
//! offers, the result) is [`crate::pgn::movetext`]'s, shared with descriptive scores.

use std::fmt;

use laws::{Candidates, Edition};
use shakmaty::Chess;

use crate::descriptive::DescriptiveError;
use crate::language::{Language, Languages};
use crate::pgn::game::{Game, GameResult, PlayedMove, Variation};
use crate::pgn::lexer::{LexError, Lexer, Token};
use crate::pgn::movetext::{GameState, LineState, MoveReader, Movetext, Word};
use crate::plain_san::PlainSan;
use crate::read::{MoveError, Reading, resolve, resolve_in};
use crate::write::{Notation, write_move};
use crate::written::{Annotation, Body, CaptureMark, CheckMark, PromotionStyle, Written};

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
        /// What differs from SAN: the English of one [`Repair`] ([`Repair::text`]), whose code
        /// [`WarningKind::repair`] gives back.
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

    /// What a [`WarningKind::Repaired`] repaired, as a stable code ([`Repair::code`]); `None`
    /// for the other kinds.
    pub fn repair(&self) -> Option<Repair> {
        match self {
            WarningKind::Repaired { why, .. } => Repair::of_text(why),
            _ => None,
        }
    }
}

/// What makes a move's text differ from the PGN standard's SAN, as a stable code (issue 32: the
/// words are the catalogue's, `repair-why` in `crates/words/catalogue/*.ftl`); its
/// [`Repair::text`] is the English kept in [`WarningKind::Repaired`]'s `why`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Repair {
    /// `0-0`, `0-0-0` (C.13 writes them so; PGN writes `O-O`).
    CastlingZeros,
    /// A figurine for the piece (Annex C.2).
    Figurine,
    /// A piece letter of another language than English (Annex C.2, C.3).
    NationalLetters,
    /// A piece's move in the long form with a dash (`Ng1-f3`, Annex C.8).
    LongFormDash,
    /// `:` for a capture.
    CaptureColon,
    /// A capture without its `x` (C.9 allows it).
    CaptureWithoutX,
    /// A promotion without `=` (`e8Q`, C.11).
    PromotionWithoutEquals,
    /// Long algebraic (`e2-e4`) or UCI (`e2e4`).
    LongAlgebraic,
    /// `x` on a move that captures nothing.
    CaptureMarkWrong,
    /// `e.p.` on a move that is not en passant.
    EnPassantMarkWrong,
    /// `e.p.` written (C.9.3; PGN leaves it out).
    EnPassantWritten,
    /// A check or mate mark that says the wrong thing (`+` for mate, `#` for a check).
    CheckMarkWrong,
    /// A check mark on a move that does not check.
    CheckMarkNotCheck,
    /// A check or mate mark other than `+` or `#` (`ch`, `++`, ...).
    CheckMarkOther,
}

impl Repair {
    /// Every repair.
    pub const ALL: [Repair; 14] = [
        Repair::CastlingZeros,
        Repair::Figurine,
        Repair::NationalLetters,
        Repair::LongFormDash,
        Repair::CaptureColon,
        Repair::CaptureWithoutX,
        Repair::PromotionWithoutEquals,
        Repair::LongAlgebraic,
        Repair::CaptureMarkWrong,
        Repair::EnPassantMarkWrong,
        Repair::EnPassantWritten,
        Repair::CheckMarkWrong,
        Repair::CheckMarkNotCheck,
        Repair::CheckMarkOther,
    ];

    /// A stable snake_case code, the catalogue's key of its words.
    pub fn code(self) -> &'static str {
        match self {
            Repair::CastlingZeros => "castling_zeros",
            Repair::Figurine => "figurine",
            Repair::NationalLetters => "national_letters",
            Repair::LongFormDash => "long_form_dash",
            Repair::CaptureColon => "capture_colon",
            Repair::CaptureWithoutX => "capture_without_x",
            Repair::PromotionWithoutEquals => "promotion_without_equals",
            Repair::LongAlgebraic => "long_algebraic",
            Repair::CaptureMarkWrong => "capture_mark_wrong",
            Repair::EnPassantMarkWrong => "en_passant_mark_wrong",
            Repair::EnPassantWritten => "en_passant_written",
            Repair::CheckMarkWrong => "check_mark_wrong",
            Repair::CheckMarkNotCheck => "check_mark_not_check",
            Repair::CheckMarkOther => "check_mark_other",
        }
    }

    /// Its English, as [`WarningKind::Repaired`]'s `why` and `Display` say it (for Rust
    /// embedders; the outputs say the catalogue's words by [`Repair::code`]).
    pub fn text(self) -> &'static str {
        match self {
            Repair::CastlingZeros => "castling written with zeros",
            Repair::Figurine => "figurine",
            Repair::NationalLetters => "national piece letters",
            Repair::LongFormDash => "long form with a dash",
            Repair::CaptureColon => "capture written ':'",
            Repair::CaptureWithoutX => "capture without 'x'",
            Repair::PromotionWithoutEquals => "promotion without '='",
            Repair::LongAlgebraic => "long algebraic or UCI",
            Repair::CaptureMarkWrong => "'x' on a move that captures nothing",
            Repair::EnPassantMarkWrong => "'e.p.' on a move that is not en passant",
            Repair::EnPassantWritten => "'e.p.' written",
            Repair::CheckMarkWrong => "wrong check or mate mark",
            Repair::CheckMarkNotCheck => "check mark on a move that does not check",
            Repair::CheckMarkOther => "check or mate mark other than '+' or '#'",
        }
    }

    /// The repair whose [`Repair::text`] is `why`.
    pub fn of_text(why: &str) -> Option<Repair> {
        Repair::ALL.into_iter().find(|r| r.text() == why)
    }
}

/// Why a FEN does not read, as the typed facts of the chess library (shakmaty) that
/// [`laws::read_fen`] turns into its sentence: too few or too many fields, a field that does not
/// read, or a position no legal game can be in (and each reason it cannot). Issue 32: an output
/// says them by code from the catalogue (`pgn_bad_fen`), not by the library's English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenFault {
    /// Not 4 to 6 fields (the board, side to move, castling, en passant, then optionally the
    /// two move counters): the fields there are.
    Fields(usize),
    /// A field that does not read.
    Syntax(shakmaty::fen::ParseFenError),
    /// Not a position a legal game can be in: every reason found (none: a reason the library
    /// does not name).
    Illegal(shakmaty::PositionErrorKinds),
}

impl FenFault {
    /// Why `text` does not read as [`laws::read_fen`] reads it (the same steps: trimmed, 4 to 6
    /// fields, shakmaty's FEN, then its position in the castling mode the FEN needs); for a text
    /// that reads, `Illegal` with no reason (never asked: only a FEN `read_fen` refused is).
    pub fn of(text: &str) -> FenFault {
        let text = text.trim();
        let fields = text.split_whitespace().count();
        if !(4..=6).contains(&fields) {
            return FenFault::Fields(fields);
        }
        let fen: shakmaty::fen::Fen = match text.parse() {
            Ok(fen) => fen,
            Err(e) => return FenFault::Syntax(e),
        };
        let mode = shakmaty::CastlingMode::detect(fen.as_setup());
        match fen.into_position::<Chess>(mode) {
            Ok(_) => FenFault::Illegal(shakmaty::PositionErrorKinds::empty()),
            Err(e) => FenFault::Illegal(e.kinds()),
        }
    }

    /// A stable code: `fields`, the field that does not read (`invalid_fen`, `invalid_board`,
    /// `invalid_pocket`, `invalid_turn`, `invalid_castling`, `invalid_ep_square`,
    /// `invalid_remaining_checks`, `invalid_halfmove_clock`, `invalid_fullmoves`), or
    /// `illegal_position`.
    pub fn code(&self) -> &'static str {
        use shakmaty::fen::ParseFenError as P;
        match self {
            FenFault::Fields(_) => "fields",
            FenFault::Syntax(e) => match e {
                P::InvalidFen => "invalid_fen",
                P::InvalidBoard => "invalid_board",
                P::InvalidPocket => "invalid_pocket",
                P::InvalidTurn => "invalid_turn",
                P::InvalidCastling => "invalid_castling",
                P::InvalidEpSquare => "invalid_ep_square",
                P::InvalidRemainingChecks => "invalid_remaining_checks",
                P::InvalidHalfmoveClock => "invalid_halfmove_clock",
                P::InvalidFullmoves => "invalid_fullmoves",
            },
            FenFault::Illegal(_) => "illegal_position",
        }
    }

    /// The reasons a position is illegal, as codes in the library's order (`empty_board`,
    /// `missing_king`, `too_many_kings`, `pawns_on_backrank`, `invalid_castling_rights`,
    /// `invalid_ep_square`, `opposite_check`, `impossible_check`, `too_much_material`,
    /// `variant_rule_violated`); empty for a fault that is not `Illegal`.
    pub fn position_errors(&self) -> Vec<&'static str> {
        use shakmaty::PositionErrorKinds as K;
        let FenFault::Illegal(kinds) = self else {
            return Vec::new();
        };
        [
            (K::EMPTY_BOARD, "empty_board"),
            (K::MISSING_KING, "missing_king"),
            (K::TOO_MANY_KINGS, "too_many_kings"),
            (K::PAWNS_ON_BACKRANK, "pawns_on_backrank"),
            (K::INVALID_CASTLING_RIGHTS, "invalid_castling_rights"),
            (K::INVALID_EP_SQUARE, "invalid_ep_square"),
            (K::OPPOSITE_CHECK, "opposite_check"),
            (K::IMPOSSIBLE_CHECK, "impossible_check"),
            (K::TOO_MUCH_MATERIAL, "too_much_material"),
            (K::VARIANT, "variant_rule_violated"),
        ]
        .into_iter()
        .filter(|(kind, _)| kinds.contains(*kind))
        .map(|(_, code)| code)
        .collect()
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
///
/// Its `Display` (and [`Error`]'s, [`WarningKind`]'s) is English for Rust embedders, as a
/// `std::error::Error` has one; no output of the CLI or the server takes words from it (issue
/// 32): they say a reading error by its code and params, in the catalogue's words
/// (`crates/words/catalogue`, `game::audit::reading_error`: `arbiter check`'s `reason`), and
/// the facts this sentence holds are all fields here (a move's reason typed, a FEN's
/// [`FenFault`], a repair's [`Repair`]).
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
    #[error("FEN tag: {text}")]
    BadFen {
        /// [`laws::read_fen`]'s sentence (its error's `Display`).
        text: String,
        /// The FEN as that sentence quotes it (its first 60 characters, then `…`).
        fen: String,
        /// Its fields (apart by whitespace): a FEN has 4 to 6.
        fields: usize,
        /// Why, typed.
        fault: FenFault,
    },
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

    /// [`Games::next_with_positions`] into `positions`, whose contents are replaced and whose
    /// room is kept: a caller reading game after game reads every game's positions into the
    /// same buffer, not into a fresh one each time (issue 36). Left as it was when there is no
    /// game left (then empty).
    pub fn next_with_positions_into(&mut self, positions: &mut Vec<Chess>) -> Option<Game> {
        // Emptied first: a game whose tags cannot be read leaves the buffer to the reader's
        // rule for an empty one (the start position alone).
        positions.clear();
        self.0.next_game(Some(positions))
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

    /// Inlined in the movetext's loop: the call, its arguments and its result cost a ply more
    /// than the reading of a plain move's text (issue 36).
    #[inline(always)]
    fn word(
        &mut self,
        word: Word<'a>,
        _lexer: &mut Lexer<'a>,
        ply: Option<usize>,
        line: &mut LineState<()>,
        state: &mut GameState<'_>,
        variation: &mut Variation,
    ) -> Result<bool, Error> {
        // A glyph starts with `!` or `?`, `e.p.` with `e`: a move written otherwise is none of
        // them.
        let text = word.text;
        let first = text.as_bytes().first().copied().unwrap_or(b'-');
        if (matches!(first, b'!' | b'?')
            || (first == b'e' && matches!(text, "e.p." | "ep" | "e.p")))
            && let Some(read) = apart_from_move(&word, line, state, variation)
        {
            return read.map(|()| false);
        }
        play(&word, ply, line, state, variation, &mut self.candidates)?;
        Ok(true)
    }
}

/// A glyph (`!`) or `e.p.` written apart from its move, `word`, read as the last move's of
/// `variation`: a warning where it follows none. `None` where `word` is not one (a text that
/// starts with `!` or `?` but is no glyph: [`play`]'s error).
#[cold]
#[inline(never)]
fn apart_from_move(
    word: &Word<'_>,
    line: &LineState<()>,
    state: &mut GameState<'_>,
    variation: &mut Variation,
) -> Option<Result<(), Error>> {
    let (text, l, c) = (word.text, word.line, word.column);
    let detached = |state: &mut GameState<'_>| {
        let kind = WarningKind::Detached {
            text: text.to_owned(),
        };
        state.warn(l, c, None, kind)
    };
    if let Some(glyph) = Annotation::from_glyph(text) {
        return Some(match variation.moves.last_mut() {
            Some(m) => {
                m.nags.push(glyph.nag());
                Ok(())
            }
            None => detached(state),
        });
    }
    if matches!(text, "e.p." | "ep" | "e.p") {
        // `exd6 e.p.` with a space (Annex C.13's third spelling).
        return Some(match (variation.moves.last(), line.before_last()) {
            (Some(m), Some(_)) if m.mv.is_en_passant() => Ok(()),
            _ => detached(state),
        });
    }
    None
}

/// Reads and plays one move of a line, and puts it at the end of `variation`, the line's moves.
///
/// The path of a move in SAN (most moves of most files) is kept lean: what it never needs — a
/// text that is no notation, a reading in other languages than English, castling without the
/// rook, a repair's warning — is in functions of their own, called only when needed (issue 36:
/// a large function saves and restores more registers at every call).
fn play(
    at: &Word<'_>,
    ply: Option<usize>,
    line: &mut LineState<()>,
    state: &mut GameState<'_>,
    variation: &mut Variation,
    candidates: &mut Candidates,
) -> Result<(), Error> {
    let (word, l, c) = (at.text, at.line, at.column);
    // The shortcut first: plain English SAN naming one legal move, its capture marked as it is
    // (`PlainSan`), where the game reads English first. It changes nothing until it has the
    // move; a text it refuses is read below from the start.
    if english_first(state.game.languages, state.options.prefer_english)
        && let Some(plain) = PlainSan::parse(word.as_bytes())
        && let Some(mv) = plain.resolve(&line.pos, candidates)
    {
        if plain.depends_on_language() {
            state.game.languages = Languages::only(Language::English);
        }
        // A normal move or en passant: played as it is (`odds::as_played` changes castling only),
        // a move of the king where the text's letter is `K` (the candidates are moves of its
        // piece).
        line.advance_moving(mv, plain.moves_king());
        // Most moves have no mark, and nothing to ask of the position after them.
        if plain.check.is_some()
            && let Some(why) = check_mark_repair(plain.check, &line.pos)
        {
            warn_repaired(at, ply, line, state, mv, why.text())?;
        }
        // Written in its place, after room is made: built first, it would be written on the
        // stack and copied (the room made is a call).
        variation
            .moves
            .extend(std::iter::once_with(|| PlayedMove::new(mv, l, c)));
        return Ok(());
    }
    play_written(at, ply, line, state, variation, candidates)
}

/// [`play`] past its shortcut: the move's text parsed whole ([`Written`]), read in English first
/// where the game allows, else in its other languages or as castling without the rook, and its
/// repair found. Out of line (castling, national letters, every repair and error come here):
/// inlined, its work made every move of the shortcut save and restore registers for it.
#[cold]
#[inline(never)]
fn play_written(
    at: &Word<'_>,
    ply: Option<usize>,
    line: &mut LineState<()>,
    state: &mut GameState<'_>,
    variation: &mut Variation,
    candidates: &mut Candidates,
) -> Result<(), Error> {
    let (word, l, c) = (at.text, at.line, at.column);
    let written = match Written::parse(word) {
        Ok(written) => written,
        Err(e) => return Err(move_error(at, ply, e.into())),
    };
    let reading = match english_reading(
        &line.pos,
        written,
        &mut state.game.languages,
        state.options.prefer_english,
        candidates,
    ) {
        Some(reading) => reading,
        None => read_otherwise(at, ply, line, state, written)?,
    };
    let mv = reading.mv;
    // The move is legal: the line goes on from here, its position played in place (an error
    // below ends the game, and the line with it).
    line.advance(crate::odds::as_played(&line.pos, mv));
    if let Some(why) = repair(&reading, &line.pos) {
        warn_repaired(at, ply, line, state, mv, why)?;
    }
    // Written in place, in one piece: the move of most texts has nothing around it.
    variation.moves.push(PlayedMove {
        draw_offer: reading.written.draw_offer,
        ..PlayedMove::new(mv, l, c)
    });
    if let (Some(annotation), Some(played)) =
        (reading.written.annotation, variation.moves.last_mut())
    {
        played.nags.push(annotation.nag());
    }
    Ok(())
}

/// The error of the move written at `at`: `error`, at its column in the text.
#[cold]
#[inline(never)]
fn move_error(at: &Word<'_>, ply: Option<usize>, error: MoveError) -> Error {
    let column = at.column + error.column().map_or(0, |col| col - 1);
    Error {
        line: at.line,
        column,
        ply,
        kind: ErrorKind::Move {
            text: at.text.to_owned(),
            error,
        },
    }
}

/// Warns that the move `mv` written at `at`, just played in `line`, is not the PGN standard's
/// SAN (`why`), giving it in SAN.
#[cold]
#[inline(never)]
fn warn_repaired(
    at: &Word<'_>,
    ply: Option<usize>,
    line: &LineState<()>,
    state: &mut GameState<'_>,
    mv: shakmaty::Move,
    why: &'static str,
) -> Result<(), Error> {
    let before = line.before_last().unwrap_or(&line.pos);
    let kind = WarningKind::Repaired {
        text: at.text.to_owned(),
        san: write_move(before, mv, Notation::SAN),
        why,
    };
    state.warn(at.line, at.column, ply, kind)
}

/// The reading of a move in English alone, where the game's languages allow English first
/// (the PGN standard's letters) and the text names one legal move there, the game's languages
/// narrowed to English where the text's letters depend on the language. `None` where the move is
/// read further ([`read_in_other_languages`]).
#[inline(always)]
fn english_reading(
    pos: &Chess,
    written: Written,
    languages: &mut Languages,
    prefer_english: bool,
    candidates: &mut Candidates,
) -> Option<Reading> {
    let english = Languages::only(Language::English);
    // English first wherever the general path below would take an English reading that names
    // one legal move: the PGN standard's SAN, most moves of most files, read without trying
    // other languages (`resolve_in` gives `resolve`'s reading for it).
    if !english_first(*languages, prefer_english) {
        return None;
    }
    let reading = resolve_in(pos, written, Language::English, candidates)?;
    if depends_on_language(&written) {
        *languages = english;
    }
    Some(reading)
}

/// Whether a move is read in English first, before any other language: where the game's
/// languages hold English and the reader prefers it, or English alone is left.
#[inline(always)]
fn english_first(languages: Languages, prefer_english: bool) -> bool {
    languages.contains(Language::English)
        && (prefer_english || languages == Languages::only(Language::English))
}

/// A move [`english_reading`] did not read: in every language still possible, else as castling
/// without the rook given (the game's `Odds` tag, 1930 Art. 22.8), else the move's error.
#[cold]
#[inline(never)]
fn read_otherwise(
    at: &Word<'_>,
    ply: Option<usize>,
    line: &LineState<()>,
    state: &mut GameState<'_>,
    written: Written,
) -> Result<Reading, Error> {
    read_in_other_languages(
        &line.pos,
        written,
        at.text,
        &mut state.game.languages,
        state.options.prefer_english,
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
    .map_err(|error| move_error(at, ply, error))
}

/// A move read past [`english_reading`]: in English by the general path where the game prefers
/// it, then in every language still possible; the game's languages narrowed to the reading's.
fn read_in_other_languages(
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

pub(crate) fn depends_on_language(written: &Written) -> bool {
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
    repair_of(reading, after).map(Repair::text)
}

/// [`repair`], as its code.
fn repair_of(reading: &Reading, after: &Chess) -> Option<Repair> {
    let w = &reading.written;
    let mv = reading.mv;
    let english = reading.languages.contains(Language::English);
    let why = match w.body {
        Body::Castle { zeros: true, .. } => Repair::CastlingZeros,
        Body::Piece {
            symbol: '♔'..='♟',
        ..
        } => Repair::Figurine,
        Body::Piece { .. } | Body::Pawn { .. } if !english => Repair::NationalLetters,
        Body::Piece { dash: true, .. } => Repair::LongFormDash,
        Body::Piece {
            capture: Some(CaptureMark::Colon),
            ..
        }
        | Body::Pawn {
            capture: Some(CaptureMark::Colon),
            ..
        } => Repair::CaptureColon,
        Body::Pawn { capture: None, .. } | Body::Piece { capture: None, .. } if mv.is_capture() => {
            Repair::CaptureWithoutX
        }
        Body::Pawn {
            promotion: Some(p), ..
        } if p.style != PromotionStyle::Equals => Repair::PromotionWithoutEquals,
        Body::Squares { .. } => Repair::LongAlgebraic,
        _ if reading.capture_mark_wrong => Repair::CaptureMarkWrong,
        _ if reading.en_passant_mark_wrong => Repair::EnPassantMarkWrong,
        _ if w.en_passant_mark => Repair::EnPassantWritten,
        _ => return check_mark_repair(w.check, after),
    };
    Some(why)
}

/// What makes a move's check or mate mark `check` differ from the PGN standard's, the move
/// having reached `after`: the last of [`repair_of`]'s questions, the only one a text read by
/// [`PlainSan`]'s shortcut may need.
#[inline]
fn check_mark_repair(check: Option<CheckMark>, after: &Chess) -> Option<Repair> {
    let mark = check?;
    // In check and whether mated, the checkers found once (`laws::check_state`).
    let state = laws::check_state(after);
    Some(match state {
        _ if mark.is_mate() != (state == Some(true)) => Repair::CheckMarkWrong,
        None => Repair::CheckMarkNotCheck,
        Some(_) if matches!(mark, CheckMark::Plus | CheckMark::Hash) => return None,
        Some(_) => Repair::CheckMarkOther,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Position;

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
    fn positions_are_the_main_line_played_again() {
        // What `arbiter check` audits instead of playing the moves again (Art. 3, 4): the
        // start, then the position after each move of the main line, whatever else the text
        // holds — variations (read from the position before their move), an illegal move
        // (Art. 7.5) that ends the reading, and a strict reading that refuses a repair of a
        // move it had played (a check mark on a move that gives none).
        let cases = [
            (
                "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) d6) 2. Nf3 Nc6 (2... d6) 3. Bb5 a6 1-0",
                ReadOptions::default(),
                6,
                false,
            ),
            ("1. e4 e5 2. Ke3 Nc6 1-0", ReadOptions::default(), 2, true),
            (
                "1. e4 e5 2. Nf3 Nc6 3. Bb5+ a6 *",
                ReadOptions::strict(),
                4,
                true,
            ),
        ];
        for (text, options, plies, error) in cases {
            let mut games = read_games(text, options);
            let (game, positions) = games.next_with_positions().expect("a game");
            assert_eq!(
                (game.moves.len(), game.error.is_some()),
                (plies, error),
                "{text}"
            );
            let mut pos = game.start.clone();
            let mut expected = vec![pos.clone()];
            for m in &game.moves {
                pos.play_unchecked(m.mv);
                expected.push(pos.clone());
            }
            assert_eq!(positions, expected, "{text}");
        }
    }

    #[test]
    fn positions_read_into_one_buffer_are_each_games_own() {
        // A long game, then a short one, a game whose tag cannot be read (the start alone), a
        // FEN start: the buffer holds each game's positions only, as a fresh one would.
        let text = "[A \"1\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 *\n\n\
                    [B \"2\"]\n\n1. d4 *\n\n[C \"3\n\n1. c4 *\n\n\
                    [FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *\n";
        let mut fresh = read_games(text, ReadOptions::default());
        let mut reused = read_games(text, ReadOptions::default());
        let mut buffer = Vec::new();
        let mut games = 0;
        while let Some((game, positions)) = fresh.next_with_positions() {
            let again = reused
                .next_with_positions_into(&mut buffer)
                .expect("as many games");
            assert_eq!(
                (again.moves, again.error.is_some()),
                (game.moves, game.error.is_some())
            );
            assert_eq!(buffer, positions, "game {games}");
            games += 1;
        }
        assert!(games >= 4, "{games} games");
        assert!(reused.next_with_positions_into(&mut buffer).is_none());
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
    fn every_repair_has_its_code_and_its_text_gives_it_back() {
        let mut codes: Vec<&str> = Repair::ALL.iter().map(|r| r.code()).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), Repair::ALL.len(), "a code twice");
        for repair in Repair::ALL {
            assert_eq!(Repair::of_text(repair.text()), Some(repair));
            let kind = WarningKind::Repaired {
                text: "x".into(),
                san: "y".into(),
                why: repair.text(),
            };
            assert_eq!(kind.repair(), Some(repair));
        }
        // Annex C.2, C.13: the reader's own repairs, by code.
        let repairs = |text: &str| -> Vec<&str> {
            one(text)
                .warnings
                .iter()
                .filter_map(|w| w.kind.repair())
                .map(Repair::code)
                .collect()
        };
        assert_eq!(repairs("1. e4 e5 2. Cf3 *"), ["national_letters"]);
        assert_eq!(
            repairs("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 *"),
            ["castling_zeros"]
        );
    }

    #[test]
    fn a_bad_fen_tag_says_why_as_laws_reads_it() {
        // The fault is the one `laws::read_fen` met: too few fields, a field that does not
        // read, an illegal position (each reason).
        let fault = |fen: &str| {
            let g = one(&format!("[FEN \"{fen}\"]\n\n*"));
            match g.error.map(|e| e.kind) {
                Some(ErrorKind::BadFen {
                    text,
                    fen: quoted,
                    fields,
                    fault,
                }) => {
                    let laws = laws::read_fen(fen).expect_err("refused");
                    assert_eq!(text, laws.to_string());
                    assert!(text.contains(&quoted), "{text} quotes {quoted}");
                    assert_eq!(fields, fen.split_whitespace().count());
                    fault
                }
                other => panic!("{fen}: {other:?}"),
            }
        };
        assert_eq!(fault("8/8/8 w").code(), "fields");
        assert_eq!(
            fault("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1").code(),
            "invalid_board"
        );
        assert_eq!(
            fault("4k3/8/8/8/8/8/8/4K3 x - - 0 1").code(),
            "invalid_turn"
        );
        let missing = fault("8/8/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(missing.code(), "illegal_position");
        assert_eq!(missing.position_errors(), ["missing_king"]);
        let two = fault("4k3/8/8/8/8/8/8/P3K2P w - - 0 1");
        assert_eq!(two.position_errors(), ["pawns_on_backrank"]);
        assert!(FenFault::Fields(3).position_errors().is_empty());
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
