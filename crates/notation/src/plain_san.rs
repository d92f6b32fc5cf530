//! A move written in the PGN standard's SAN with English letters, read byte by byte: most moves
//! of most files (issue 36: the audit at the speed of bare legality). Read here once, for two
//! users: [`crate::Written::parse`]'s shortcut ([`PlainSan::written`], castling read beside it),
//! and the PGN reader's shortcut, which names the one legal move the text names with its capture
//! marked as it is.
//!
//! The reader's general path parses a text into a [`crate::written::Written`] (every form of
//! Annex C), reads its symbols in a language, gathers the legal moves that fit, and looks for
//! every repair a text may need. For `e4`, `Nf3`, `exd5`, `Nbd7`, `R1xa3`, `e8=Q+` and the like,
//! read in English where the game allows English first, the answer is known from the bytes and
//! the candidates alone: [`PlainSan::parse`] reads the bytes `Written::parse`'s own shortcut reads
//! (castling aside), [`PlainSan::resolve`] finds the move `read::resolve_in` finds in English, and
//! refuses (`None`: the general path reads the text, to the same answer and its warning or error)
//! every text it would not read, or would read with a repair other than a check mark's.

use laws::Candidates;
use shakmaty::{Chess, File, Move, Rank, Role, Square};

use crate::written::{Body, CaptureMark, CheckMark, Promotion, PromotionStyle, Written};

/// A move written in plain English SAN: a piece's move or a pawn's, castling left to the general
/// path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PlainSan {
    /// The piece moved (`K`, `Q`, `R`, `B`, `N`, or a pawn: no letter).
    role: Role,
    /// The departure file, when written (a pawn's capture writes it).
    from_file: Option<File>,
    /// The departure rank, when written (a piece's only).
    from_rank: Option<Rank>,
    /// `x` was written.
    capture: bool,
    /// The destination square.
    to: Square,
    /// The promotion written (`=Q`): a pawn's only.
    promotion: Option<Role>,
    /// The check or mate mark written (`+`, `#`), if any.
    pub check: Option<CheckMark>,
}

/// The file a byte writes, `a` to `h`.
#[inline(always)]
fn file(b: u8) -> Option<File> {
    (b'a'..=b'h')
        .contains(&b)
        .then(|| File::new(u32::from(b - b'a')))
}

/// The rank a byte writes, `1` to `8`.
#[inline(always)]
fn rank(b: u8) -> Option<Rank> {
    (b'1'..=b'8')
        .contains(&b)
        .then(|| Rank::new(u32::from(b - b'1')))
}

/// The square two bytes write (`e4`).
#[inline(always)]
fn square(f: u8, r: u8) -> Option<Square> {
    Some(Square::from_coords(file(f)?, rank(r)?))
}

/// The piece an English letter names (the PGN standard's letters).
#[inline(always)]
fn english_role(b: u8) -> Option<Role> {
    // One load from a table: a `match` here compiled to a table of jumps, an indirect branch
    // that mispredicted as the pieces moved changed from ply to ply (issue 36).
    ENGLISH_ROLES[usize::from(b)]
}

/// [`english_role`]'s answers, by byte.
const ENGLISH_ROLES: [Option<Role>; 256] = {
    let mut roles = [None; 256];
    roles[b'K' as usize] = Some(Role::King);
    roles[b'Q' as usize] = Some(Role::Queen);
    roles[b'R' as usize] = Some(Role::Rook);
    roles[b'B' as usize] = Some(Role::Bishop);
    roles[b'N' as usize] = Some(Role::Knight);
    roles
};

impl PlainSan {
    /// Reads `text` as plain SAN, as `Written::parse`'s shortcut reads it (the same forms, the
    /// same meaning); `None` for castling and every other text.
    #[inline(always)]
    pub(crate) fn parse(text: &[u8]) -> Option<PlainSan> {
        let (body, check) = match text.split_last()? {
            (b'+', body) => (body, Some(CheckMark::Plus)),
            (b'#', body) => (body, Some(CheckMark::Hash)),
            _ => (text, None),
        };
        let (&first, rest) = body.split_first()?;
        if let Some(role) = english_role(first) {
            let (from, capture, to) = match *rest {
                [b'x', ref to @ ..] => (&[][..], true, to),
                [_, b'x', ref to @ ..] => (&rest[..1], true, to),
                [_, _, b'x', ref to @ ..] => (&rest[..2], true, to),
                _ => {
                    let cut = rest.len().checked_sub(2)?;
                    (&rest[..cut], false, &rest[cut..])
                }
            };
            let &[to_file, to_rank] = to else {
                return None;
            };
            let (from_file, from_rank) = match *from {
                [] => (None, None),
                [c] => match (file(c), rank(c)) {
                    (None, None) => return None,
                    found => found,
                },
                [f, r] => (Some(file(f)?), Some(rank(r)?)),
                _ => return None,
            };
            return Some(PlainSan {
                role,
                from_file,
                from_rank,
                capture,
                to: square(to_file, to_rank)?,
                promotion: None,
                check,
            });
        }
        let (squares, promotion) = match *body {
            [ref squares @ .., b'=', symbol @ (b'Q' | b'R' | b'B' | b'N')] => {
                (squares, english_role(symbol))
            }
            ref squares => (squares, None),
        };
        let (from_file, capture, to_file, to_rank) = match *squares {
            [f, r] => (None, false, f, r),
            [from, b'x', f, r] => (Some(file(from)?), true, f, r),
            _ => return None,
        };
        Some(PlainSan {
            role: Role::Pawn,
            from_file,
            from_rank: None,
            capture,
            to: square(to_file, to_rank)?,
            promotion,
            check,
        })
    }

    /// The move's syntax as [`Written::parse`] gives it for the same text: the letters as
    /// written (English: `K`, `Q`, `R`, `B`, `N`), `x` as the capture mark, `=` before a
    /// promotion's letter.
    pub(crate) fn written(self) -> Written {
        let capture = self.capture.then_some(CaptureMark::X);
        let body = match self.role {
            Role::Pawn => Body::Pawn {
                from_file: self.from_file,
                capture,
                to: self.to,
                promotion: self.promotion.map(|role| Promotion {
                    symbol: role.upper_char(),
                    style: PromotionStyle::Equals,
                }),
            },
            role => Body::Piece {
                symbol: role.upper_char(),
                from_file: self.from_file,
                from_rank: self.from_rank,
                capture,
                to: self.to,
                dash: false,
            },
        };
        Written {
            body,
            en_passant_mark: false,
            check: self.check,
            annotation: None,
            draw_offer: false,
        }
    }

    /// The one legal move of `pos` the text names in English, when its capture mark says whether
    /// it captures (C.9): the move `read::resolve_in` reads in English, for which the reader's
    /// repairs find nothing to repair but perhaps the check mark. `None` otherwise (no legal
    /// move, several, a capture unmarked or marked on a move that takes nothing). `candidates`
    /// is room for the candidates, kept by the caller from one move to the next.
    #[inline(always)]
    pub(crate) fn resolve(&self, pos: &Chess, candidates: &mut Candidates) -> Option<Move> {
        let role = self.role;
        laws::san_candidates_into(pos, role, self.to, candidates);
        // The candidates are moves of `role`, castling never among them
        // (`laws::san_candidates_into`): only the departure written and a pawn's promotion
        // narrow them.
        if role == Role::Pawn {
            let (from_file, promotion) = (self.from_file, self.promotion);
            candidates.retain(|m| {
                let departure = match from_file {
                    // C.9.3: a pawn capture names its file; without one, only a push.
                    None => !m.is_capture(),
                    Some(file) => m.is_capture() && m.from().is_some_and(|f| f.file() == file),
                };
                departure && promotion.is_none_or(|p| m.promotion() == Some(p))
            });
        } else if self.from_file.is_some() || self.from_rank.is_some() {
            let (from_file, from_rank) = (self.from_file, self.from_rank);
            candidates.retain(|m| {
                m.from().is_some_and(|from| {
                    from_file.is_none_or(|f| f == from.file())
                        && from_rank.is_none_or(|r| r == from.rank())
                })
            });
        }
        let mv = match *candidates.as_slice() {
            // One candidate, as most texts name.
            [mv] => mv,
            [mv, ref rest @ ..] if rest.iter().all(|&m| m == mv) => mv,
            _ => return None,
        };
        (mv.is_capture() == self.capture).then_some(mv)
    }

    /// Whether the text names a move of the king (`K`): the move [`PlainSan::resolve`] finds
    /// is then the king's, and never otherwise (castling is not plain SAN).
    #[inline(always)]
    pub(crate) fn moves_king(&self) -> bool {
        self.role == Role::King
    }

    /// Whether the text's letters depend on the language: a piece's letter, or a promotion's.
    #[inline(always)]
    pub(crate) fn depends_on_language(&self) -> bool {
        self.role != Role::Pawn || self.promotion.is_some()
    }
}

#[cfg(test)]
mod tests {
    use laws::Candidates;
    use shakmaty::{Chess, Position, san::SanPlus};

    use super::*;
    use crate::language::{Language, Languages};
    use crate::read::resolve_in;
    use crate::written::{Body, Written};

    /// `english_role`'s table is the PGN standard's letters (`K`, `Q`, `R`, `B`, `N`), and no
    /// other byte names a piece.
    #[test]
    fn english_roles_are_the_standards_letters() {
        for b in 0..=u8::MAX {
            let expected = Role::ALL
                .into_iter()
                .find(|role| role.upper_char() as u32 == u32::from(b) && *role != Role::Pawn);
            assert_eq!(english_role(b), expected, "{b}");
        }
    }

    /// The shortcut's answer is the general path's, on random positions of random games and on
    /// every legal move's SAN with its marks changed, dropped, its letters made French, its
    /// piece's letter dropped: where the shortcut reads a text, `resolve_in` in English reads the
    /// same move and the reader's repairs find nothing but perhaps a check mark to repair; where
    /// `resolve_in` reads a move with nothing to repair, the shortcut reads it too (castling
    /// aside).
    #[test]
    fn plain_san_reads_as_the_general_path() {
        use rand::{Rng, SeedableRng, rngs::StdRng};
        let mut rng = StdRng::seed_from_u64(39);
        let (mut compared, mut read) = (0, 0);
        for _ in 0..60 {
            let mut pos = Chess::default();
            for _ in 0..rng.gen_range(0..200) {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mut texts = Vec::new();
                for m in &moves {
                    let san = SanPlus::from_move(pos.clone(), *m).to_string();
                    texts.push(san.replace('N', "C").replace('B', "F"));
                    texts.push(san.replace('+', ""));
                    texts.push(format!("{san}+"));
                    texts.push(format!("{san}#"));
                    texts.push(san.replace('x', ""));
                    texts.push(san.replace("=Q", ""));
                    texts.push(san.chars().skip(1).collect());
                    if let Some(from) = m.from() {
                        texts.push(format!("{}{}x{}", san.get(..1).unwrap_or(""), from, m.to()));
                        texts.push(format!("{}{}{}", san.get(..1).unwrap_or(""), from, m.to()));
                        texts.push(format!("{}x{}", from.file().char(), m.to()));
                    }
                    texts.push(san);
                }
                for text in &texts {
                    let plain = PlainSan::parse(text.as_bytes());
                    let quick = plain.and_then(|plain| plain.resolve(&pos, &mut Candidates::new()));
                    let general = Written::parse(text).ok().and_then(|w| {
                        resolve_in(&pos, w, Language::English, &mut Candidates::new())
                    });
                    compared += 1;
                    match (quick, general) {
                        (Some(q), Some(g)) => {
                            read += 1;
                            assert_eq!(q, g.mv, "{text:?}");
                            // The reader's shortcut tells a king's move by the letter
                            // (`LineState::advance_moving`, Art. 3.8: the king's moves).
                            assert_eq!(
                                plain.is_some_and(|plain| plain.moves_king()),
                                q.role() == Role::King,
                                "{text:?}"
                            );
                            assert!(
                                !g.capture_mark_wrong && !g.en_passant_mark_wrong,
                                "{text:?}"
                            );
                            let w = g.written;
                            assert!(!matches!(w.body, Body::Castle { .. }), "{text:?}");
                            let unmarked = match w.body {
                                Body::Piece { capture, .. } | Body::Pawn { capture, .. } => {
                                    capture.is_none()
                                }
                                _ => true,
                            };
                            assert!(!(unmarked && g.mv.is_capture()), "{text:?}");
                            assert_eq!(plain.map(|plain| plain.check), Some(w.check), "{text:?}");
                            assert_eq!(
                                plain.is_some_and(|plain| plain.depends_on_language()),
                                crate::pgn::reader::depends_on_language(&w),
                                "{text:?}"
                            );
                            assert_eq!(g.languages, Languages::only(Language::English));
                        }
                        (Some(q), None) => panic!("{text:?}: read {q:?} quickly, not generally"),
                        (None, Some(g)) => {
                            // A text in another form than the shortcut's (castling, a mark
                            // other than `+` or `#`, a glyph, a long form...), or one it reads
                            // but refuses: castling by the king's squares, a capture marked
                            // wrongly.
                            if let Some(plain) = plain {
                                assert!(
                                    g.mv.is_castle() || plain.capture != g.mv.is_capture(),
                                    "{text:?}: {g:?}"
                                );
                            }
                        }
                        (None, None) => {}
                    }
                }
                let m = moves[rng.gen_range(0..moves.len())];
                pos.play_unchecked(m);
            }
        }
        assert!(read > compared / 5, "{read} of {compared}");
    }
}
