//! Reading a written move in a position: which legal move it names, in which language.

use std::fmt;

use laws::Candidates;
use shakmaty::{Chess, Move, Position, Role, Square};

use crate::language::{Language, Languages};
use crate::written::{Body, Promotion, SyntaxError, Written};

/// A move read in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    /// The legal move the text names.
    pub mv: Move,
    /// The text's syntax.
    pub written: Written,
    /// The languages in which the text names this move (all the given ones when the text has
    /// no letter that depends on the language).
    pub languages: Languages,
    /// `x` was written on a move that captures nothing (C.9 allows the mark, not a false one).
    pub capture_mark_wrong: bool,
    /// `e.p.` was written on a move that is not an en passant capture (C.9.3).
    pub en_passant_mark_wrong: bool,
}

/// Why a text names no single legal move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Not notation at all.
    #[error("not a move: {0}")]
    Syntax(#[from] SyntaxError),
    /// Notation, but the symbol names no piece in the languages read.
    #[error("{symbol:?} names no piece in {languages}")]
    UnknownSymbol {
        /// The symbol.
        symbol: char,
        /// The languages tried.
        languages: Languages,
    },
    /// Notation, but no legal move in this position fits it.
    #[error("illegal here: no legal move is written {text:?}")]
    Illegal {
        /// The text, trimmed.
        text: String,
    },
    /// Notation that fits two or more legal moves; never silently one of them.
    #[error("ambiguous: {text:?} could be {}", CandidateList(.candidates))]
    Ambiguous {
        /// The text, trimmed.
        text: String,
        /// The moves it could be, with the languages that read it so.
        candidates: Vec<Candidate>,
    },
}

impl MoveError {
    /// The column (from 1) where the text stops being notation, for a syntax error.
    pub fn column(&self) -> Option<usize> {
        match self {
            MoveError::Syntax(e) => Some(e.column),
            _ => None,
        }
    }

    /// A stable code: `not_notation`, `unknown_piece`, `illegal_move`, `ambiguous_move`.
    pub fn code(&self) -> &'static str {
        match self {
            MoveError::Syntax(_) => "not_notation",
            MoveError::UnknownSymbol { .. } => "unknown_piece",
            MoveError::Illegal { .. } => "illegal_move",
            MoveError::Ambiguous { .. } => "ambiguous_move",
        }
    }
}

/// One legal move an ambiguous text could be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The move.
    pub mv: Move,
    /// The move in UCI, to name it plainly.
    pub uci: String,
    /// The languages that read the text as this move.
    pub languages: Languages,
}

struct CandidateList<'a>(&'a [Candidate]);

impl fmt::Display for CandidateList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" or ")?;
            }
            write!(f, "{} ({})", c.uci, c.languages)?;
        }
        Ok(())
    }
}

/// Reads `text` as a legal move of `pos`, trying each language of `languages` (figurines are read
/// in any).
///
/// Every form of Annex C is read, and the 1930 forms (`Cg—f3`, `C1—f3`, `Fc1 — f4`), long
/// algebraic and UCI. A text that two languages read as two different legal moves is
/// [`MoveError::Ambiguous`]; so is a promotion that does not name its piece.
///
/// ```
/// use notation::{read_move, Language, Languages};
/// use shakmaty::{Chess, Square};
///
/// let pos = Chess::default();
/// let reading = read_move(&pos, "Cf3", Languages::ANY)?; // a knight in French, Spanish, Italian
/// assert_eq!(reading.mv.to(), Square::F3);
/// assert!(reading.languages.contains(Language::French));
/// assert!(!reading.languages.contains(Language::English));
/// # Ok::<_, notation::MoveError>(())
/// ```
pub fn read_move(pos: &Chess, text: &str, languages: Languages) -> Result<Reading, MoveError> {
    let written = Written::parse(text)?;
    resolve(pos, written, text, languages)
}

/// Reads an already parsed move (see [`read_move`]); `text` is only quoted in errors.
pub fn resolve(
    pos: &Chess,
    written: Written,
    text: &str,
    languages: Languages,
) -> Result<Reading, MoveError> {
    let languages = if languages.is_empty() {
        Languages::ANY
    } else {
        languages
    };
    // The (piece, promotion) meanings of the written symbols, with the languages giving each.
    let mut meanings: [(Option<Role>, Option<Role>, Languages); 7] =
        [(None, None, Languages::NONE); 7];
    let mut count = 0;
    let (piece_symbol, promotion) = symbols(&written.body);
    if piece_symbol.is_none() && promotion.is_none() {
        // Nothing written depends on the language (a pawn's move, castling, squares): one
        // meaning, which every language gives.
        meanings[0] = (None, None, languages);
        count = 1;
    } else {
        for language in languages.iter() {
            let piece = match piece_symbol {
                Some(symbol) => match language.role(symbol) {
                    Some(role) => Some(role),
                    None => continue,
                },
                None => None,
            };
            let promoted = match promotion {
                Some(p) => match promotion_role(language, p) {
                    Some(role) => Some(role),
                    None => continue,
                },
                None => None,
            };
            match meanings[..count]
                .iter()
                .position(|(r, p, _)| *r == piece && *p == promoted)
            {
                Some(at) => meanings[at].2 = meanings[at].2.with(language),
                None => {
                    meanings[count] = (piece, promoted, Languages::only(language));
                    count += 1;
                }
            }
        }
    }
    if count == 0 {
        let symbol = piece_symbol.or(promotion.map(|p| p.symbol)).unwrap_or('?');
        return Err(MoveError::UnknownSymbol { symbol, languages });
    }

    let mut found: Vec<Candidate> = Vec::new();
    let mut first: Option<(Move, Languages)> = None;
    // One list for every meaning, filled in place: a move list is a large array, not worth
    // making and moving again.
    let mut moves = Candidates::new();
    for (piece, promoted, langs) in &meanings[..count] {
        matching(pos, &written.body, *piece, *promoted, &mut moves);
        for &mv in &moves {
            match first {
                None => first = Some((mv, *langs)),
                Some((m, l)) if m == mv => first = Some((m, l.union(*langs))),
                Some((m, l)) => {
                    if found.is_empty() {
                        found.push(candidate(pos, m, l));
                    }
                    match found.iter_mut().find(|c| c.mv == mv) {
                        Some(c) => c.languages = c.languages.union(*langs),
                        None => found.push(candidate(pos, mv, *langs)),
                    }
                }
            }
        }
    }
    if !found.is_empty() {
        return Err(MoveError::Ambiguous {
            text: text.trim().to_owned(),
            candidates: found,
        });
    }
    let Some((mv, languages)) = first else {
        return Err(MoveError::Illegal {
            text: text.trim().to_owned(),
        });
    };
    Ok(Reading::of(mv, written, languages))
}

impl Reading {
    /// The reading of `written` as `mv` in `languages`, with the marks it gets wrong.
    fn of(mv: Move, written: Written, languages: Languages) -> Reading {
        let capture_mark_wrong = match written.body {
            Body::Piece { capture, .. }
            | Body::Pawn { capture, .. }
            | Body::Squares { capture, .. } => capture.is_some() && !mv.is_capture(),
            Body::Castle { .. } => false,
        };
        Reading {
            mv,
            written,
            languages,
            capture_mark_wrong,
            en_passant_mark_wrong: written.en_passant_mark && !mv.is_en_passant(),
        }
    }
}

/// [`resolve`] in `language` alone, when the text names exactly one legal move there: the same
/// [`Reading`] (`languages` is `language`), found without the bookkeeping of several languages
/// and of the errors' details. `None` for everything else — a symbol the language does not
/// read, no legal move, several — where the caller asks [`resolve`] for the answer and its
/// error. The PGN reader's path for each move of a game written in English SAN (issue 36: the
/// audit at the speed of bare legality); `resolve_in_reads_as_resolve` compares the two.
///
/// `moves` is room for the candidates, kept by the caller from one move to the next (what it
/// holds is replaced). Inlined into the reader's loop, as `matching` into it: called once a
/// move, their calls' own work (registers saved and restored) was a tenth of theirs.
#[inline]
pub(crate) fn resolve_in(
    pos: &Chess,
    written: Written,
    language: Language,
    moves: &mut Candidates,
) -> Option<Reading> {
    let (piece_symbol, promotion) = symbols(&written.body);
    let piece = match piece_symbol {
        Some(symbol) => Some(language.role(symbol)?),
        None => None,
    };
    let promoted = match promotion {
        Some(p) => Some(promotion_role(language, p)?),
        None => None,
    };
    matching(pos, &written.body, piece, promoted, moves);
    let (&mv, rest) = moves.as_slice().split_first()?;
    if rest.iter().any(|&m| m != mv) {
        return None;
    }
    Some(Reading::of(mv, written, Languages::only(language)))
}

fn candidate(pos: &Chess, mv: Move, languages: Languages) -> Candidate {
    Candidate {
        mv,
        uci: mv.to_uci(pos.castles().mode()).to_string(),
        languages,
    }
}

fn symbols(body: &Body) -> (Option<char>, Option<Promotion>) {
    match *body {
        Body::Piece { symbol, .. } => (Some(symbol), None),
        Body::Pawn { promotion, .. } | Body::Squares { promotion, .. } => (None, promotion),
        Body::Castle { .. } => (None, None),
    }
}

/// The role a promotion symbol names in `language`: its letters, and UCI's lowercase English
/// letters.
fn promotion_role(language: Language, promotion: Promotion) -> Option<Role> {
    let role = match promotion.symbol {
        'q' => Some(Role::Queen),
        'r' => Some(Role::Rook),
        'b' => Some(Role::Bishop),
        'n' => Some(Role::Knight),
        symbol => language.role(symbol),
    }?;
    matches!(role, Role::Queen | Role::Rook | Role::Bishop | Role::Knight).then_some(role)
}

/// The legal moves that fit the written body, with `piece` and `promoted` as one language reads
/// its symbols, into `moves` (what it held is replaced).
#[inline]
fn matching(
    pos: &Chess,
    body: &Body,
    piece: Option<Role>,
    promoted: Option<Role>,
    moves: &mut Candidates,
) {
    let promotion_fits = |m: &Move| match promoted {
        Some(role) => m.promotion() == Some(role),
        None => true,
    };
    match *body {
        Body::Castle { side, .. } => *moves = pos.castling_moves(side).into_iter().collect(),
        Body::Piece {
            from_file,
            from_rank,
            to,
            ..
        } => {
            let role = piece.unwrap_or(Role::Pawn);
            if role == Role::Pawn {
                moves.clear();
                return;
            }
            laws::san_candidates_into(pos, role, to, moves);
            // The candidates are normal moves of `role` (`laws::san_candidates_into`): with no
            // departure written, only a king's could be castling, kept out below.
            if from_file.is_none() && from_rank.is_none() && role != Role::King {
                return;
            }
            moves.retain(|m| {
                m.from().is_some_and(|from| {
                    from_file.is_none_or(|f| f == from.file())
                        && from_rank.is_none_or(|r| r == from.rank())
                }) && m.role() == role
                    && !m.is_castle()
            });
            // `Ke1g1`, `Ke1-c1`: castling written as the king's move.
            if let (Role::King, true, Some(file), Some(rank)) =
                (role, moves.is_empty(), from_file, from_rank)
            {
                *moves = castling_by_squares(pos, Square::from_coords(file, rank), to);
            }
        }
        Body::Pawn { from_file, to, .. } => {
            laws::san_candidates_into(pos, Role::Pawn, to, moves);
            moves.retain(|m| {
                m.role() == Role::Pawn
                    && match from_file {
                        // C.9.3: a pawn capture names its file; without one, only a push.
                        None => !m.is_capture(),
                        Some(file) => m.is_capture() && m.from().is_some_and(|f| f.file() == file),
                    }
                    && promotion_fits(m)
            });
        }
        Body::Squares { from, to, .. } => {
            *moves = pos
                .legal_moves()
                .into_iter()
                .filter(|m| m.from() == Some(from) && m.to() == to && promotion_fits(m))
                .collect();
            if moves.is_empty() {
                *moves = castling_by_squares(pos, from, to);
            }
        }
    }
}

/// Castling written as a king's move: to its destination (`e1g1`) or onto its rook (`e1h1`, as
/// UCI writes Chess960 castling).
fn castling_by_squares(pos: &Chess, from: Square, to: Square) -> Candidates {
    let mut moves = Candidates::new();
    for m in pos.legal_moves() {
        if let Move::Castle { king, rook } = m {
            let side = m.castling_side();
            let target = side.map(|s| s.king_to(pos.turn()));
            if king == from && (rook == to || target == Some(to)) {
                moves.push(m);
            }
        }
    }
    moves
}

/// Reads the moves of one game, narrowing the languages move by move (Annex C.3: each player
/// writes in the language of their country; a game's text keeps to one).
///
/// ```
/// use notation::{Language, Languages, Reader};
/// use shakmaty::{Chess, Position};
///
/// let mut reader = Reader::new(Languages::ANY);
/// let mut pos = Chess::default();
/// for text in ["e4", "e5", "Cf3", "Cc6", "Fb5"] {
///     let reading = reader.read(&pos, text)?;
///     pos.play_unchecked(reading.mv);
/// }
/// assert_eq!(reader.languages().single(), Some(Language::French));
/// # Ok::<_, notation::MoveError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Reader {
    languages: Languages,
}

impl Reader {
    /// A reader that may meet any of `languages`.
    pub fn new(languages: Languages) -> Reader {
        Reader { languages }
    }

    /// The languages still possible after the moves read so far.
    pub fn languages(&self) -> Languages {
        self.languages
    }

    /// Reads one move (see [`read_move`]) and keeps only the languages that read it.
    pub fn read(&mut self, pos: &Chess, text: &str) -> Result<Reading, MoveError> {
        let written = Written::parse(text)?;
        self.resolve(pos, written, text)
    }

    /// Like [`Reader::read`], for an already parsed move.
    pub fn resolve(
        &mut self,
        pos: &Chess,
        written: Written,
        text: &str,
    ) -> Result<Reading, MoveError> {
        let reading = resolve(pos, written, text, self.languages)?;
        let narrowed = self.languages.intersection(reading.languages);
        if !narrowed.is_empty() {
            self.languages = narrowed;
        }
        Ok(reading)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .expect("fen")
            .into_position(CastlingMode::Standard)
            .expect("legal")
    }

    #[test]
    fn annex_c_3_rf3_is_ambiguous_between_a_rook_and_a_king() {
        // R is a rook in English and a king in French: both can go to f3 here.
        let p = pos("4k3/8/8/8/8/8/4K3/5R2 w - - 0 1");
        let e = read_move(&p, "Rf3", Languages::ANY).expect_err("two readings");
        let MoveError::Ambiguous { candidates, .. } = e else {
            panic!("{e}")
        };
        let mut ucis: Vec<_> = candidates.iter().map(|c| c.uci.as_str()).collect();
        ucis.sort();
        assert_eq!(ucis, ["e2f3", "f1f3"]);
        // Given the language, one reading.
        let r = read_move(&p, "Rf3", Languages::only(Language::French)).expect("king");
        assert_eq!(r.mv.role(), Role::King);
    }

    #[test]
    fn annex_c_10_disambiguation_ambiguous_when_missing() {
        let p = pos("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1");
        assert!(matches!(
            read_move(&p, "Nf3", Languages::ANY),
            Err(MoveError::Ambiguous { .. })
        ));
        for text in ["N1f3", "Ng1f3", "C1—f3", "S1f3"] {
            let r = read_move(&p, text, Languages::ANY).expect(text);
            assert_eq!(r.mv.from(), Some(Square::G1), "{text}");
        }
    }

    #[test]
    fn annex_c_11_promotion_must_name_its_piece() {
        let p = pos("k7/3P4/8/8/8/8/8/4K3 w - - 0 1");
        assert!(matches!(
            read_move(&p, "d8", Languages::ANY),
            Err(MoveError::Ambiguous { candidates, .. }) if candidates.len() == 4
        ));
        let r = read_move(&p, "d8D", Languages::ANY).expect("queen");
        assert_eq!(r.mv.promotion(), Some(Role::Queen));
        let r = read_move(&p, "d7d8n", Languages::ANY).expect("uci");
        assert_eq!(r.mv.promotion(), Some(Role::Knight));
    }

    #[test]
    fn illegal_and_unknown() {
        let p = Chess::default();
        assert!(matches!(
            read_move(&p, "e5", Languages::ANY),
            Err(MoveError::Illegal { .. })
        ));
        assert!(matches!(
            read_move(&p, "Nf3", Languages::only(Language::French)),
            Err(MoveError::UnknownSymbol { symbol: 'N', .. })
        ));
        // A pawn capture must name its file (C.9.3).
        let p = pos("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
        assert!(read_move(&p, "d5", Languages::ANY).is_err());
        assert!(read_move(&p, "ed5", Languages::ANY).is_ok());
    }

    #[test]
    fn castling_as_a_king_move() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        for text in ["0-0", "O-O", "e1g1", "e1h1", "Ke1g1", "Re1-g1"] {
            let langs = if text.starts_with('R') {
                Languages::only(Language::French)
            } else {
                Languages::ANY
            };
            let r = read_move(&p, text, langs).expect(text);
            assert!(r.mv.is_castle(), "{text}");
        }
    }

    /// Annex C (the PGN standard's SAN and its other forms): `resolve_in`, the reader's path
    /// for a move read in one language, gives `resolve`'s reading in that language whenever it
    /// gives one, and gives one for every move written in SAN (English) — on random positions,
    /// for every legal move written in SAN and in the other languages' letters, with marks
    /// right and wrong, cut short and grown by a character.
    #[test]
    fn resolve_in_reads_as_resolve() {
        use rand::{Rng, SeedableRng, rngs::StdRng};
        use shakmaty::san::SanPlus;
        let mut rng = StdRng::seed_from_u64(36);
        let (mut compared, mut read) = (0, 0);
        for _ in 0..60 {
            let mut p = Chess::default();
            for _ in 0..rng.gen_range(0..200) {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mut texts = Vec::new();
                for m in &moves {
                    let san = SanPlus::from_move(p.clone(), *m).to_string();
                    texts.push(san.replace('N', "C").replace('B', "F"));
                    texts.push(san.replace('+', ""));
                    texts.push(format!("{san}+"));
                    texts.push(san.replace('x', ""));
                    texts.push(san.chars().skip(1).collect());
                    texts.push(san);
                }
                for text in &texts {
                    let Ok(written) = Written::parse(text) else {
                        continue;
                    };
                    for language in [Language::English, Language::French, Language::German] {
                        let general = resolve(&p, written, text, Languages::only(language));
                        let quick = resolve_in(&p, written, language, &mut Candidates::new());
                        compared += 1;
                        match (&general, quick) {
                            (Ok(g), Some(q)) => {
                                read += 1;
                                assert_eq!(g, &q, "{text:?} in {language:?}");
                            }
                            (Err(_), None) => {}
                            (Ok(_), None) => panic!("{text:?} in {language:?}: not read quickly"),
                            (Err(e), Some(q)) => panic!("{text:?} in {language:?}: {e} but {q:?}"),
                        }
                    }
                }
                let m = moves[rng.gen_range(0..moves.len())];
                p.play_unchecked(m);
            }
        }
        assert!(read > compared / 4, "{read} of {compared}");
    }
}
