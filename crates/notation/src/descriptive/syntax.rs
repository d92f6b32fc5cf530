//! The syntax of a descriptive move, before any position is consulted: what piece, from where,
//! to where or taking what, in English (`N/1-Q2`, `PxP`) or in French (`T 4 CR—2 CR`, `C pr. F`).
//!
//! Parsing is greedy: [`parse_prefix`] reads one move and stops where the grammar stops, so
//! that a game text can hold French moves, which have spaces inside (`D 4 FR`), one after the
//! other without any separator but a space.

use std::fmt;

use shakmaty::{CastlingSide, Role};

use super::{DescriptiveCheck, DescriptiveLanguage};
use crate::written::{Annotation, is_dash};

/// A set of files, bit `i` for the file `a + i`.
pub(crate) type FileSet = u8;

/// Every file: nothing written.
pub(crate) const ANY_FILE: FileSet = 0xFF;

/// The queen's side: the files a to d (TD CD FD D; QR QN QB Q), the same for both players.
const QUEEN_WING: FileSet = 0x0F;
/// The king's side: the files e to h (R FR CR TR; K KB KN KR).
const KING_WING: FileSet = 0xF0;

/// The files named after a piece of the first rank (1930 Art. 5.3: "colonne de la T de la
/// Dame", ...): a rook, knight or bishop names two files, one on each wing; the queen and the
/// king one each.
pub(crate) fn kind_files(role: Role) -> FileSet {
    match role {
        Role::Rook => 0x81,
        Role::Knight => 0x42,
        Role::Bishop => 0x24,
        Role::Queen => 0x08,
        Role::King => 0x10,
        Role::Pawn => ANY_FILE,
    }
}

/// The wing a qualifier letter names: king's side or queen's side.
pub(crate) fn wing_files(side: CastlingSide) -> FileSet {
    match side {
        CastlingSide::KingSide => KING_WING,
        CastlingSide::QueenSide => QUEEN_WING,
    }
}

/// A unit as written: its kind and the files it may stand on (its qualifier: `KN` is a knight on
/// the king's side, `KBP` the pawn of the king's bishop's file, `BP` a pawn of either bishop's
/// file).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Unit {
    pub role: Role,
    pub files: FileSet,
}

/// A square, or part of one, as written: files (all when none is named) and the rank counted
/// from the moving player's side (1–8), if written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Place {
    pub files: FileSet,
    pub rank: Option<u8>,
}

impl Place {
    /// Nothing written.
    pub const ANY: Place = Place {
        files: ANY_FILE,
        rank: None,
    };
}

/// What the moving unit does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Action {
    /// It goes to an empty square (`-`, or nothing in French).
    Move(Place),
    /// It takes a unit (`x`, `pr.`), standing on the place given.
    Capture(Unit, Place),
}

/// The part of a written move that says which move it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    /// Castling, on the side written (`O-O`, `Roq TR`), or either (`Castles`).
    Castle(Option<CastlingSide>),
    /// Any other move.
    Normal {
        piece: Unit,
        from: Place,
        action: Action,
        promotion: Option<Role>,
    },
}

/// A descriptive move as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Pattern {
    pub shape: Shape,
    /// `e.p.` was written: only an en passant capture fits.
    pub en_passant: bool,
    pub check: Option<DescriptiveCheck>,
    pub annotation: Option<Annotation>,
}

/// Why a text is not a descriptive move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DescriptiveSyntax {
    /// Nothing was written.
    Empty,
    /// This character cannot stand here in a move.
    Unexpected(char),
    /// The text ends before the move does (`N-`, `C pr.`).
    Unfinished,
    /// The letters name no unit, file or square of the notation (`QK`, `PX`).
    BadName(String),
    /// Only a pawn is promoted.
    PieceCannotPromote,
}

impl fmt::Display for DescriptiveSyntax {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DescriptiveSyntax::Empty => f.write_str("nothing written"),
            DescriptiveSyntax::Unexpected(c) => write!(f, "{c:?} cannot stand here in a move"),
            DescriptiveSyntax::Unfinished => f.write_str("the move is not finished"),
            DescriptiveSyntax::BadName(name) => {
                write!(f, "{name:?} names no unit, file or square")
            }
            DescriptiveSyntax::PieceCannotPromote => f.write_str("only a pawn is promoted"),
        }
    }
}

/// A syntax error at a character index of the text parsed (from 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Stop {
    pub at: usize,
    pub reason: DescriptiveSyntax,
}

/// Reads one move from `chars[start..]` (no leading spaces) and returns it with the index just
/// after its last character; spaces after it are not consumed.
pub(crate) fn parse_prefix(
    chars: &[char],
    start: usize,
    language: DescriptiveLanguage,
) -> Result<(Pattern, usize), Stop> {
    let mut p = Parser { chars, at: start };
    if p.peek().is_none() {
        return Err(p.stop(DescriptiveSyntax::Empty));
    }
    let shape = match language {
        DescriptiveLanguage::English => english(&mut p)?,
        DescriptiveLanguage::French => french(&mut p)?,
    };
    let mut pattern = Pattern {
        shape,
        en_passant: false,
        check: None,
        annotation: None,
    };
    marks(&mut p, &mut pattern, language);
    Ok((pattern, p.at))
}

/// A cursor over the characters of a text.
struct Parser<'a> {
    chars: &'a [char],
    at: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn peek_at(&self, offset: usize) -> Option<char> {
        self.chars.get(self.at + offset).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += 1;
        Some(c)
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn eat_if(&mut self, test: impl Fn(char) -> bool) -> Option<char> {
        let c = self.peek().filter(|c| test(*c))?;
        self.at += 1;
        Some(c)
    }

    /// Eats `word` if the text continues with it and no letter follows it.
    fn eat_word(&mut self, word: &str) -> bool {
        let mut at = self.at;
        for w in word.chars() {
            if self.chars.get(at) != Some(&w) {
                return false;
            }
            at += 1;
        }
        if self.chars.get(at).is_some_and(|c| c.is_alphabetic()) {
            return false;
        }
        self.at = at;
        true
    }

    fn skip_spaces(&mut self) -> bool {
        let start = self.at;
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
        self.at > start
    }

    fn skip_dots(&mut self) {
        while self.eat('.') {}
    }

    fn stop(&self, reason: DescriptiveSyntax) -> Stop {
        Stop {
            at: self.at,
            reason,
        }
    }

    /// The error for the character here: unexpected, or the text's end.
    fn unexpected(&self) -> Stop {
        match self.peek() {
            Some(c) => self.stop(DescriptiveSyntax::Unexpected(c)),
            None => self.stop(DescriptiveSyntax::Unfinished),
        }
    }
}

fn is_capture_mark(c: char) -> bool {
    matches!(c, 'x' | '×' | ':')
}

fn rank_digit(c: char) -> Option<u8> {
    match c {
        '1'..='8' => Some(c as u8 - b'0'),
        _ => None,
    }
}

/// `O-O`, `0-0`, `O-O-O`, `0-0-0`, dashes of any kind, spaces allowed around them (`0 — 0` in
/// the 1930 text).
fn castling_with_zeros(p: &mut Parser<'_>) -> Result<Option<CastlingSide>, Stop> {
    let Some(zero) = p.peek().filter(|c| matches!(c, 'O' | '0')) else {
        return Ok(None);
    };
    // `O` alone could begin nothing else, but only a dash after it makes it castling.
    let mut probe = Parser {
        chars: p.chars,
        at: p.at + 1,
    };
    probe.skip_spaces();
    if !probe.peek().is_some_and(is_dash) {
        return Ok(None);
    }
    p.bump();
    let mut count = 1;
    loop {
        let save = p.at;
        p.skip_spaces();
        if p.eat_if(is_dash).is_none() {
            p.at = save;
            break;
        }
        p.skip_spaces();
        if !p.eat(zero) {
            return Err(p.unexpected());
        }
        count += 1;
    }
    match count {
        2 => Ok(Some(CastlingSide::KingSide)),
        3 => Ok(Some(CastlingSide::QueenSide)),
        _ => Err(p.stop(DescriptiveSyntax::BadName("castling".to_owned()))),
    }
}

// ---------------------------------------------------------------------------------------------
// English: `P-K4`, `N-KB3`, `KR-Q1`, `N/1-Q2`, `N(1)-Q2`, `QNxP`, `PxP e.p.`, `P-K8=Q`.

/// The English letters: `K Q R B N P`, and `Kt`, the knight of the older books.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Letter {
    K,
    Q,
    R,
    B,
    N,
    P,
}

fn english_letters(p: &mut Parser<'_>) -> Vec<Letter> {
    let mut letters = Vec::new();
    loop {
        let letter = match p.peek() {
            Some('K') if p.peek_at(1) == Some('t') => {
                p.at += 1;
                Letter::N
            }
            Some('K') => Letter::K,
            Some('Q') => Letter::Q,
            Some('R') => Letter::R,
            Some('B') => Letter::B,
            Some('N') => Letter::N,
            Some('P') => Letter::P,
            _ => return letters,
        };
        p.at += 1;
        letters.push(letter);
    }
}

fn english_role(letter: Letter) -> Role {
    match letter {
        Letter::K => Role::King,
        Letter::Q => Role::Queen,
        Letter::R => Role::Rook,
        Letter::B => Role::Bishop,
        Letter::N => Role::Knight,
        Letter::P => Role::Pawn,
    }
}

fn english_wing(letter: Letter) -> Option<CastlingSide> {
    match letter {
        Letter::K => Some(CastlingSide::KingSide),
        Letter::Q => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

/// The files a file name names: nothing (every file), `R N B` (two files), `K Q`, or a wing and
/// a piece (`KB`, `QR`).
fn english_files(letters: &[Letter]) -> Option<FileSet> {
    match *letters {
        [] => Some(ANY_FILE),
        [one] if one != Letter::P => Some(kind_files(english_role(one))),
        [wing, piece] if matches!(piece, Letter::R | Letter::N | Letter::B) => {
            Some(wing_files(english_wing(wing)?) & kind_files(english_role(piece)))
        }
        _ => None,
    }
}

fn name_of(letters: &[Letter]) -> String {
    letters
        .iter()
        .map(|l| match l {
            Letter::K => 'K',
            Letter::Q => 'Q',
            Letter::R => 'R',
            Letter::B => 'B',
            Letter::N => 'N',
            Letter::P => 'P',
        })
        .collect()
}

/// A unit: `P`, `KP`, `BP`, `KBP`, `N`, `KN`, `Q`, `K`.
fn english_unit(p: &mut Parser<'_>) -> Result<Unit, Stop> {
    let start = p.at;
    let letters = english_letters(p);
    let bad = || Stop {
        at: start,
        reason: DescriptiveSyntax::BadName(name_of(&letters)),
    };
    match letters.split_last() {
        None => Err(p.unexpected()),
        Some((Letter::P, file)) => Ok(Unit {
            role: Role::Pawn,
            files: english_files(file).ok_or_else(bad)?,
        }),
        Some((&piece, [])) => Ok(Unit {
            role: english_role(piece),
            files: ANY_FILE,
        }),
        Some((&piece, [wing])) if matches!(piece, Letter::R | Letter::N | Letter::B) => Ok(Unit {
            role: english_role(piece),
            files: wing_files(english_wing(*wing).ok_or_else(bad)?),
        }),
        Some(_) => Err(bad()),
    }
}

/// A square or part of one: a file name and a rank (`KB3`, `B3`), or a rank alone when
/// `rank_alone` (`N/1-Q2`).
fn english_place(p: &mut Parser<'_>, rank_alone: bool) -> Result<Place, Stop> {
    let start = p.at;
    let letters = english_letters(p);
    if letters.is_empty() && !rank_alone {
        return Err(p.unexpected());
    }
    let files = english_files(&letters).ok_or(Stop {
        at: start,
        reason: DescriptiveSyntax::BadName(name_of(&letters)),
    })?;
    let rank = p
        .peek()
        .and_then(rank_digit)
        .ok_or_else(|| p.unexpected())?;
    p.at += 1;
    Ok(Place {
        files,
        rank: Some(rank),
    })
}

/// `/1`, `/KB3`, `(1)`, `(KB3)`: where a unit stands; `None` (and nothing eaten) if the text
/// does not continue so.
fn english_where(p: &mut Parser<'_>) -> Option<Place> {
    let save = p.at;
    let place = if p.eat('/') {
        english_place(p, true).ok()
    } else if p.eat('(') {
        english_place(p, true).ok().filter(|_| p.eat(')'))
    } else {
        None
    };
    if place.is_none() {
        p.at = save;
    }
    place
}

fn english_promotion_letter(p: &mut Parser<'_>) -> Option<Role> {
    let save = p.at;
    let letters = english_letters(p);
    match letters[..] {
        [letter @ (Letter::Q | Letter::R | Letter::B | Letter::N)] => Some(english_role(letter)),
        _ => {
            p.at = save;
            None
        }
    }
}

/// A promotion after the destination, the piece read by `letter`: `=Q` / `= D` (spaces
/// allowed), `(Q)`, `/Q`, and with `attached` the letter alone right after the square (English
/// `P-K8Q`).
fn promotion(
    p: &mut Parser<'_>,
    letter: fn(&mut Parser<'_>) -> Option<Role>,
    attached: bool,
) -> Result<Option<Role>, Stop> {
    let save = p.at;
    p.skip_spaces();
    if p.eat('=') {
        p.skip_spaces();
        return letter(p).map(Some).ok_or_else(|| p.unexpected());
    }
    p.at = save;
    if p.eat('(') {
        if let Some(role) = letter(p)
            && p.eat(')')
        {
            return Ok(Some(role));
        }
    } else if p.eat('/') {
        if let Some(role) = letter(p) {
            return Ok(Some(role));
        }
    } else if attached && let Some(role) = letter(p) {
        return Ok(Some(role));
    }
    p.at = save;
    Ok(None)
}

/// A move of `piece` from `from` doing `action`, with the promotion written after it in either
/// language (`letter` reads its piece letter; `attached`: a letter right after the square is
/// one); only a pawn promotes (Art. 3.7.5).
fn normal(
    p: &mut Parser<'_>,
    piece: Unit,
    from: Place,
    action: Action,
    letter: fn(&mut Parser<'_>) -> Option<Role>,
    attached: bool,
) -> Result<Shape, Stop> {
    let before = p.at;
    let promotion = promotion(p, letter, attached)?;
    if promotion.is_some() && piece.role != Role::Pawn {
        return Err(Stop {
            at: before,
            reason: DescriptiveSyntax::PieceCannotPromote,
        });
    }
    Ok(Shape::Normal {
        piece,
        from,
        action,
        promotion,
    })
}

fn english(p: &mut Parser<'_>) -> Result<Shape, Stop> {
    if let Some(side) = castling_with_zeros(p)? {
        return Ok(Shape::Castle(Some(side)));
    }
    if p.eat_word("Castles") || p.eat_word("castles") {
        let save = p.at;
        p.skip_spaces();
        let side = if p.eat('(') {
            let letters = english_letters(p);
            let side = match letters[..] {
                [Letter::K] | [Letter::K, Letter::R] => Some(CastlingSide::KingSide),
                [Letter::Q] | [Letter::Q, Letter::R] => Some(CastlingSide::QueenSide),
                _ => None,
            };
            side.filter(|_| p.eat(')'))
        } else {
            None
        };
        if side.is_none() {
            p.at = save;
        }
        return Ok(Shape::Castle(side));
    }
    let piece = english_unit(p)?;
    let from = english_where(p).unwrap_or(Place::ANY);
    p.skip_spaces();
    let (action, attached) = match p.peek() {
        Some(c) if is_dash(c) => {
            p.bump();
            p.skip_spaces();
            (Action::Move(english_place(p, false)?), true)
        }
        Some(c) if is_capture_mark(c) => {
            p.bump();
            p.skip_spaces();
            let target = english_unit(p)?;
            let place = english_where(p).unwrap_or(Place::ANY);
            (Action::Capture(target, place), false)
        }
        _ => return Err(p.unexpected()),
    };
    normal(p, piece, from, action, english_promotion_letter, attached)
}

// ---------------------------------------------------------------------------------------------
// French (1930 Art. 5.3, 1928 Par. 5): `D 4 FR`, `T 4 CR—2 CR`, `Roq TR`, `C pr. F`, `éch.`.

fn french_role(c: char) -> Option<Role> {
    Some(match c {
        'R' => Role::King,
        'D' => Role::Queen,
        'T' => Role::Rook,
        'F' => Role::Bishop,
        'C' => Role::Knight,
        'P' => Role::Pawn,
        _ => return None,
    })
}

fn french_wing(c: char) -> Option<CastlingSide> {
    match c {
        'R' => Some(CastlingSide::KingSide),
        'D' => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

/// Letters of a French name, attached, each possibly followed by a dot (`CR`, `C.R.`, `T. D.`
/// only where `spaced`), at most `max`.
fn french_letters(p: &mut Parser<'_>, max: usize, spaced: bool) -> String {
    let mut name = String::new();
    while name.chars().count() < max {
        let save = p.at;
        if spaced && !name.is_empty() {
            p.skip_spaces();
        }
        match p.peek() {
            Some(c @ ('R' | 'D' | 'T' | 'F' | 'C')) if !(c == 'R' && p.peek_at(1) == Some('o')) => {
                p.at += 1;
                name.push(c);
                p.skip_dots();
            }
            _ => {
                p.at = save;
                break;
            }
        }
    }
    name
}

/// The files a French file name names: `TD CD FD D R FR CR TR`, or `T C F` for either wing.
fn french_files(name: &str) -> Option<FileSet> {
    let mut chars = name.chars();
    match (chars.next(), chars.next()) {
        (None, _) => Some(ANY_FILE),
        (Some(one), None) => french_role(one).map(kind_files),
        (Some(piece @ ('T' | 'C' | 'F')), Some(wing)) => {
            Some(kind_files(french_role(piece)?) & wing_files(french_wing(wing)?))
        }
        _ => None,
    }
}

/// A unit: `P`, `PR`, `PFR`, `PF`, `C`, `CR`, `T. D.`, `D`, `R`. Where `spaced_qualifier`, the
/// qualifier may stand after a space (`T R 2 D`) if a square or `pr.` follows it: for the
/// moving unit only, since a captured unit may end the move.
fn french_unit(p: &mut Parser<'_>, spaced_qualifier: bool) -> Result<Unit, Stop> {
    let start = p.at;
    let Some(role) = p.peek().and_then(french_role) else {
        return Err(p.unexpected());
    };
    p.at += 1;
    p.skip_dots();
    let max = if role == Role::Pawn { 2 } else { 1 };
    let mut qualifier = if matches!(role, Role::King | Role::Queen) {
        String::new()
    } else {
        french_letters(p, max, false)
    };
    if qualifier.is_empty() && spaced_qualifier && !matches!(role, Role::King | Role::Queen) {
        let save = p.at;
        p.skip_spaces();
        let spaced = french_letters(p, max, true);
        let mut probe = Parser {
            chars: p.chars,
            at: p.at,
        };
        probe.skip_spaces();
        let followed = probe.peek().and_then(rank_digit).is_some() || french_capture(&mut probe);
        if !spaced.is_empty() && followed {
            qualifier = spaced;
        } else {
            p.at = save;
        }
    }
    let bad = || Stop {
        at: start,
        reason: DescriptiveSyntax::BadName(format!("{}{qualifier}", french_initial(role))),
    };
    let files = match role {
        Role::Pawn => french_files(&qualifier).ok_or_else(bad)?,
        _ => match qualifier.chars().next() {
            None => ANY_FILE,
            Some(wing) => wing_files(french_wing(wing).ok_or_else(bad)?),
        },
    };
    Ok(Unit { role, files })
}

fn french_initial(role: Role) -> char {
    match role {
        Role::King => 'R',
        Role::Queen => 'D',
        Role::Rook => 'T',
        Role::Bishop => 'F',
        Role::Knight => 'C',
        Role::Pawn => 'P',
    }
}

/// A square as the French texts write it, rank first: `4 FR`, `4FR`, `5 C` (either knight's
/// file). With `rank_alone`, the rank may stand alone (`C 1—2 D`).
fn french_square(p: &mut Parser<'_>, rank_alone: bool) -> Result<Option<Place>, Stop> {
    let save = p.at;
    p.skip_spaces();
    let Some(rank) = p.peek().and_then(rank_digit) else {
        p.at = save;
        return Ok(None);
    };
    p.at += 1;
    let after_rank = p.at;
    p.skip_spaces();
    let name_at = p.at;
    let name = french_letters(p, 2, false);
    if name.is_empty() {
        p.at = after_rank;
        if rank_alone {
            return Ok(Some(Place {
                files: ANY_FILE,
                rank: Some(rank),
            }));
        }
        return Err(p.unexpected());
    }
    let files = french_files(&name).ok_or(Stop {
        at: name_at,
        reason: DescriptiveSyntax::BadName(name),
    })?;
    Ok(Some(Place {
        files,
        rank: Some(rank),
    }))
}

/// `pr.`, `pr`, `Pr.`, `prend`, `:`, `x`, `×`: a capture.
fn french_capture(p: &mut Parser<'_>) -> bool {
    if p.eat_word("prend") || p.eat_word("pr") || p.eat_word("Pr") {
        p.eat('.');
        return true;
    }
    p.eat_if(is_capture_mark).is_some()
}

/// Whether a French square follows, after spaces: a rank digit and a file name.
fn square_follows(p: &Parser<'_>) -> bool {
    let mut probe = Parser {
        chars: p.chars,
        at: p.at,
    };
    probe.skip_spaces();
    if probe.peek().and_then(rank_digit).is_none() {
        return false;
    }
    probe.at += 1;
    probe.skip_spaces();
    !french_letters(&mut probe, 2, false).is_empty()
}

/// Whether a rank digit here begins a move rather than a captured unit's square: a digit and a
/// French name followed by another digit is a move number and a move (`P pr. P 5 D 4 FR`: move
/// 5 is `D 4 FR`), unless that digit is itself a move number (`12.`).
fn square_begins_a_move(p: &Parser<'_>) -> bool {
    let mut probe = Parser {
        chars: p.chars,
        at: p.at,
    };
    probe.skip_spaces();
    if probe.peek().and_then(rank_digit).is_none() {
        return false;
    }
    probe.at += 1;
    probe.skip_spaces();
    if french_letters(&mut probe, 2, false).is_empty() {
        return false;
    }
    probe.skip_spaces();
    if probe.peek().and_then(rank_digit).is_none() {
        return false;
    }
    while probe.peek().is_some_and(|c| c.is_ascii_digit()) {
        probe.at += 1;
    }
    probe.peek() != Some('.')
}

fn french(p: &mut Parser<'_>) -> Result<Shape, Stop> {
    if let Some(side) = castling_with_zeros(p)? {
        return Ok(Shape::Castle(Some(side)));
    }
    if p.eat_word("Roq") || p.eat_word("Roque") || p.eat_word("roq") || p.eat_word("roque") {
        p.skip_dots();
        let save = p.at;
        p.skip_spaces();
        // `TR`, `TD`, `T R`, `T. D.`: the rook castled with.
        let name = french_letters(p, 2, true);
        let side = match name.as_str() {
            "TR" => Some(CastlingSide::KingSide),
            "TD" => Some(CastlingSide::QueenSide),
            _ => None,
        }
        // `Roq` then `TR 2 D` (the next move, a rook's) is not castling with that rook; `Roq TD
        // 15.` and `Roq TD 5 D 4 FR` (move 5, `D 4 FR`) are.
        .filter(|_| !square_follows(p) || square_begins_a_move(p));
        if side.is_none() {
            p.at = save;
        }
        return Ok(Shape::Castle(side));
    }
    let piece = french_unit(p, true)?;
    let first = french_square(p, true)?;
    let save = p.at;
    p.skip_spaces();
    let (from, action) = if p.peek().is_some_and(is_dash) {
        p.bump();
        let to = french_square(p, false)?.ok_or_else(|| {
            let mut q = Parser {
                chars: p.chars,
                at: p.at,
            };
            q.skip_spaces();
            q.unexpected()
        })?;
        (first.unwrap_or(Place::ANY), Action::Move(to))
    } else if french_capture(p) {
        p.skip_spaces();
        let target = french_unit(p, false)?;
        p.skip_dots();
        // A digit here that does not begin a square (a file name after it) is a move number.
        let place = if square_begins_a_move(p) {
            None
        } else {
            let save = p.at;
            french_square(p, false).ok().flatten().or_else(|| {
                p.at = save;
                None
            })
        };
        (
            first.unwrap_or(Place::ANY),
            Action::Capture(target, place.unwrap_or(Place::ANY)),
        )
    } else {
        p.at = save;
        match first {
            Some(to) if to.files != ANY_FILE => (Place::ANY, Action::Move(to)),
            _ => {
                p.skip_spaces();
                return Err(p.unexpected());
            }
        }
    };
    normal(p, piece, from, action, french_promotion_letter, false)
}

fn french_promotion_letter(p: &mut Parser<'_>) -> Option<Role> {
    let role = match p.peek()? {
        'D' => Role::Queen,
        'T' => Role::Rook,
        'F' => Role::Bishop,
        'C' => Role::Knight,
        _ => return None,
    };
    p.at += 1;
    p.skip_dots();
    Some(role)
}

// ---------------------------------------------------------------------------------------------
// Marks after a move, in either language.

enum Mark {
    Check(DescriptiveCheck),
    EnPassant,
    Annotation(Annotation),
}

fn mark(p: &mut Parser<'_>, language: DescriptiveLanguage) -> Option<Mark> {
    for glyph in ["!!", "??", "!?", "?!", "!", "?"] {
        let save = p.at;
        if glyph.chars().all(|c| p.eat(c)) {
            return Annotation::from_glyph(glyph).map(Mark::Annotation);
        }
        p.at = save;
    }
    if p.eat('#') || p.eat('‡') {
        return Some(Mark::Check(DescriptiveCheck::Mate));
    }
    if p.peek() == Some('+') && p.peek_at(1) == Some('+') {
        p.at += 2;
        return Some(Mark::Check(DescriptiveCheck::Mate));
    }
    if p.eat('+') || p.eat('†') {
        return Some(Mark::Check(DescriptiveCheck::Check));
    }
    for word in ["e.p.", "e. p.", "en passant", "ep", "e.p"] {
        let save = p.at;
        let mut ok = true;
        for c in word.chars() {
            if !p.eat(c) {
                ok = false;
                break;
            }
        }
        if ok && !p.peek().is_some_and(char::is_alphabetic) {
            return Some(Mark::EnPassant);
        }
        p.at = save;
    }
    let (checks, mates): (&[&str], &[&str]) = match language {
        DescriptiveLanguage::English => (
            &[
                "dis. ch.", "dis ch", "dbl. ch.", "dbl ch", "check", "ch.", "ch",
            ],
            &["mate"],
        ),
        DescriptiveLanguage::French => (
            &["échec", "éch", "Éch", "ech", "Ech", "ÉCH", "ECH"],
            &["mat", "Mat"],
        ),
    };
    for word in mates {
        if p.eat_word(word) {
            p.eat('.');
            return Some(Mark::Check(DescriptiveCheck::Mate));
        }
    }
    for word in checks {
        let save = p.at;
        let mut ok = true;
        for c in word.chars() {
            if !p.eat(c) {
                ok = false;
                break;
            }
        }
        if ok && !p.peek().is_some_and(char::is_alphabetic) {
            p.eat('.');
            return Some(Mark::Check(DescriptiveCheck::Check));
        }
        p.at = save;
    }
    None
}

fn marks(p: &mut Parser<'_>, pattern: &mut Pattern, language: DescriptiveLanguage) {
    loop {
        let save = p.at;
        p.skip_spaces();
        match mark(p, language) {
            Some(Mark::Check(check)) => {
                // `ch` then `mate` keeps the stronger.
                if pattern.check != Some(DescriptiveCheck::Mate) {
                    pattern.check = Some(check);
                }
            }
            Some(Mark::EnPassant) => pattern.en_passant = true,
            Some(Mark::Annotation(a)) => pattern.annotation = Some(a),
            None => {
                p.at = save;
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str, language: DescriptiveLanguage) -> Result<Pattern, Stop> {
        let chars: Vec<char> = text.chars().collect();
        let (pattern, end) = parse_prefix(&chars, 0, language)?;
        if end != chars.len() {
            return Err(Stop {
                at: end,
                reason: DescriptiveSyntax::Unexpected(chars[end]),
            });
        }
        Ok(pattern)
    }

    fn normal(text: &str, language: DescriptiveLanguage) -> (Unit, Place, Action, Option<Role>) {
        match parse(text, language)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"))
            .shape
        {
            Shape::Normal {
                piece,
                from,
                action,
                promotion,
            } => (piece, from, action, promotion),
            Shape::Castle(_) => panic!("{text}: castling"),
        }
    }

    const EN: DescriptiveLanguage = DescriptiveLanguage::English;
    const FR: DescriptiveLanguage = DescriptiveLanguage::French;

    #[test]
    fn art_5_1930_d_4_fr_is_the_queen_to_the_fourth_of_the_kings_bishops_file() {
        let (piece, from, action, _) = normal("D 4 FR", FR);
        assert_eq!(piece.role, Role::Queen);
        assert_eq!(from, Place::ANY);
        assert_eq!(
            action,
            Action::Move(Place {
                files: 0x20,
                rank: Some(4)
            })
        );
        // 1928 Par. 5 prints `D. 4 FR`.
        assert_eq!(normal("D. 4 FR", FR), normal("D 4 FR", FR));
        assert_eq!(normal("D4FR", FR), normal("D 4 FR", FR));
    }

    #[test]
    fn art_5_1930_t_4_cr_2_cr_gives_the_departure_square() {
        let (piece, from, action, _) = normal("T 4 CR — 2 CR", FR);
        assert_eq!(piece.role, Role::Rook);
        assert_eq!(
            from,
            Place {
                files: 0x40,
                rank: Some(4)
            }
        );
        assert_eq!(
            action,
            Action::Move(Place {
                files: 0x40,
                rank: Some(2)
            })
        );
        for text in ["T 4 CR—2 CR", "T. 4 CR—2 CR", "T 4 CR - 2 CR", "T4CR–2CR"] {
            assert_eq!(normal(text, FR), normal("T 4 CR — 2 CR", FR), "{text}");
        }
    }

    #[test]
    fn art_5_1930_roq_tr_and_roq_td() {
        for (text, side) in [
            ("Roq TR", CastlingSide::KingSide),
            ("Roq TD", CastlingSide::QueenSide),
            ("Roq T R", CastlingSide::KingSide),
            ("Roq T D", CastlingSide::QueenSide),
            ("Roq. T. D.", CastlingSide::QueenSide),
            ("0-0", CastlingSide::KingSide),
            ("0 — 0 — 0", CastlingSide::QueenSide),
        ] {
            let pattern = parse(text, FR).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(pattern.shape, Shape::Castle(Some(side)), "{text}");
        }
    }

    #[test]
    fn art_5_1930_pr_ech_and_mat() {
        let (_, _, action, _) = normal("C pr. F éch.", FR);
        assert_eq!(
            action,
            Action::Capture(
                Unit {
                    role: Role::Bishop,
                    files: ANY_FILE
                },
                Place::ANY
            )
        );
        let p = parse("C pr. F éch.", FR).expect("check");
        assert_eq!(p.check, Some(DescriptiveCheck::Check));
        let p = parse("D 7 TR mat", FR).expect("mate");
        assert_eq!(p.check, Some(DescriptiveCheck::Mate));
        // 1928 Par. 5 capitalises them: `Pr.`, `Ech.`, `Mat`.
        let p = parse("C Pr. F Ech.", FR).expect("1928");
        assert_eq!(p.check, Some(DescriptiveCheck::Check));
        assert!(parse("D 7 TR Mat", FR).is_ok());
    }

    #[test]
    fn art_5_1930_english_forms() {
        let (piece, from, action, promotion) = normal("N/1-Q2", EN);
        assert_eq!(piece.role, Role::Knight);
        assert_eq!(from.rank, Some(1));
        assert_eq!(
            action,
            Action::Move(Place {
                files: 0x08,
                rank: Some(2)
            })
        );
        assert_eq!(promotion, None);
        assert_eq!(normal("N(1)-Q2", EN), normal("N/1-Q2", EN));
        assert_eq!(normal("Kt/1-Q2", EN), normal("N/1-Q2", EN));
        let (piece, ..) = normal("KR-Q1", EN);
        assert_eq!(piece.files, KING_WING);
        let (_, _, action, _) = normal("B-N5", EN);
        assert_eq!(
            action,
            Action::Move(Place {
                files: 0x42,
                rank: Some(5)
            })
        );
        let (piece, _, action, _) = normal("QNxKBP", EN);
        assert_eq!(piece.files, QUEEN_WING);
        assert_eq!(
            action,
            Action::Capture(
                Unit {
                    role: Role::Pawn,
                    files: 0x20
                },
                Place::ANY
            )
        );
        for text in ["P-K8=Q", "P-K8(Q)", "P-K8/Q", "P-K8Q", "P - K8 = Q"] {
            assert_eq!(normal(text, EN).3, Some(Role::Queen), "{text}");
        }
        assert_eq!(normal("PxR=N", EN).3, Some(Role::Knight));
        let p = parse("PxP e.p.", EN).expect("ep");
        assert!(p.en_passant);
        let p = parse("Q-R5ch", EN).expect("check");
        assert_eq!(p.check, Some(DescriptiveCheck::Check));
        let p = parse("Q-R7 mate", EN).expect("mate");
        assert_eq!(p.check, Some(DescriptiveCheck::Mate));
        let p = parse("NxP/K5", EN).expect("target square");
        assert!(matches!(
            p.shape,
            Shape::Normal {
                action: Action::Capture(_, Place { rank: Some(5), .. }),
                ..
            }
        ));
        assert_eq!(
            parse("O-O-O", EN).map(|p| p.shape),
            Ok(Shape::Castle(Some(CastlingSide::QueenSide)))
        );
        assert_eq!(
            parse("Castles", EN).map(|p| p.shape),
            Ok(Shape::Castle(None))
        );
    }

    #[test]
    fn art_5_1930_not_notation_says_where() {
        let stop = parse("N-", EN).expect_err("unfinished");
        assert_eq!((stop.at, stop.reason), (2, DescriptiveSyntax::Unfinished));
        let stop = parse("QK-B3", EN).expect_err("no such unit");
        assert_eq!(stop.at, 0);
        assert!(matches!(stop.reason, DescriptiveSyntax::BadName(_)));
        let stop = parse("N-B3=Q", EN).expect_err("a knight does not promote");
        assert_eq!(stop.reason, DescriptiveSyntax::PieceCannotPromote);
        let stop = parse("D 4 XR", FR).expect_err("no file XR");
        assert_eq!(stop.at, 4);
        let stop = parse("", FR).expect_err("empty");
        assert_eq!(stop.reason, DescriptiveSyntax::Empty);
    }

    #[test]
    fn art_5_1930_greedy_reading_stops_where_the_move_does() {
        let chars: Vec<char> = "P 4 R P 4 R".chars().collect();
        let (_, end) = parse_prefix(&chars, 0, FR).expect("first");
        assert_eq!(end, 5);
        // A captured unit then a move number and a move: the digit is not the unit's square.
        let chars: Vec<char> = "P pr. P 5 D 4 FR".chars().collect();
        let (_, end) = parse_prefix(&chars, 0, FR).expect("capture");
        assert_eq!(end, 7);
        // But a captured unit's square is read before a dotted move number.
        let chars: Vec<char> = "T pr. P 5 D 12. D 4 FR".chars().collect();
        let (_, end) = parse_prefix(&chars, 0, FR).expect("capture");
        assert_eq!(end, 11);
        let chars: Vec<char> = "C pr. F 13. R 2 D".chars().collect();
        let (_, end) = parse_prefix(&chars, 0, FR).expect("capture");
        assert_eq!(end, 7);
        // `Roq` then the king's rook's move.
        let chars: Vec<char> = "Roq TR 2 D".chars().collect();
        let (p, end) = parse_prefix(&chars, 0, FR).expect("castling");
        assert_eq!((p.shape, end), (Shape::Castle(None), 3));
        // `Roq TD` then a move number.
        for text in ["Roq TD 15. P 4 R", "Roq TD 5 D 4 FR", "Roq TD"] {
            let chars: Vec<char> = text.chars().collect();
            let (p, end) = parse_prefix(&chars, 0, FR).expect("castling");
            let side = Some(CastlingSide::QueenSide);
            assert_eq!((p.shape, end), (Shape::Castle(side), 6), "{text}");
        }
        let chars: Vec<char> = "P-K4 P-K4".chars().collect();
        let (_, end) = parse_prefix(&chars, 0, EN).expect("first");
        assert_eq!(end, 4);
    }
}
