//! Art. 5.2.2 asked after every move of a game: a proof of life carried from one position to the
//! next, so that the helpmate search runs only where no proof carries.
//!
//! A game asks after each move whether the position is dead ([`crate::dead_position`]); on a
//! board with many pieces the answer costs a helpmate search (issue 36: about a quarter of the
//! game server's CPU a move). Yet the position after a move is most often alive for the same
//! reason as the one before it. [`LifeProof`] keeps the last position proven alive and carries
//! the proof across the move played, exactly:
//!
//! - the move played is the first move of the helpmate line kept: the rest of the line is a
//!   proof for the new position;
//! - the move played is *reversible* (no capture, no pawn, no castling, castling rights and the
//!   en passant square as they were): the opponent makes a reversible move, the piece moved goes
//!   back, the opponent's piece goes back — three legal moves, replayed — and the position
//!   reached is the one proven alive before, every part of it compared (pieces, side to move,
//!   castling rights, en passant square). Those three moves followed by the proof of that
//!   position are a series of legal moves ending in checkmate: a proof for the new position.
//!
//! A proof is so a chain: each link replayed when it was made, ending in a helpmate line
//! replayed when it was found (by the same searches as [`crate::dead_position`]), or in a
//! position of two minor pieces against a lone king that the proven table of
//! [`crate::alive_with_minor_pair`] says alive. Where nothing carries, the position is asked of
//! [`crate::dead_position`]'s searches, and a line they find is kept for what follows.
//!
//! The answers are [`crate::dead_position`]'s: a position proven alive here has a series of
//! legal moves ending in checkmate, so no exact search proves it dead, and the searches are
//! asked wherever no proof carries. "Dead" is answered only by the searches, with their proof.
//! The property test `art_5_2_2_a_carried_proof_answers_as_the_search` holds the two equal on
//! random games (with jumps back to earlier positions), and `every_carried_proof_is_a_line_that
//! _mates` replays every proof kept whole (a chain up to [`LINE_CAP`] plies) to its mate.

use shakmaty::{Bitboard, Chess, EnPassantMode, Move, Position, Role};

use crate::mating::{Life, life};

/// The plies of a line kept whole: past this the proof is kept as its chain alone (the first
/// link's position), so that a long game does not grow its line without end.
const LINE_CAP: usize = 64;

/// The opponent's reversible moves tried, in a position, for the way back to the position
/// proven alive before.
const WAITING_TRIES: usize = 6;

/// The opponent's moves tried before the line kept, where the move played cannot be taken back.
const WAITED_TRIES: usize = 2;

/// The dead-position question (Art. 5.2.2) asked position after position along a game, with the
/// last proof of life carried across each move (see the module's note): the same answers as
/// [`crate::dead_position`], with a search only where no proof carries.
///
/// ```
/// use laws::{LifeProof, dead_position, read_fen};
/// use laws::shakmaty::{Chess, Position, Square, Move, Role};
///
/// let mut life = LifeProof::default();
/// let mut pos = Chess::default();
/// assert_eq!(life.dead_position(&pos), Some(false));
/// // A knight out: a reversible move; the answer is carried, not searched.
/// pos.play_unchecked(Move::Normal {
///     role: Role::Knight, from: Square::G1, capture: None, to: Square::F3, promotion: None,
/// });
/// assert_eq!(life.dead_position(&pos), dead_position(&pos));
/// // Art. 5.2.2: bishops of one colour only, dead, as the search proves it.
/// let (dead, _) = read_fen("8/8/3k4/3b4/8/3B4/3K4/8 w - - 0 1")?;
/// assert_eq!(life.dead_position(&dead), Some(true));
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct LifeProof {
    alive: Option<Alive>,
    /// Positions answered by a carried proof, and by a search (for measures and tests).
    counts: [u64; 2],
}

/// A position proven alive, and its helpmate line when it is kept whole.
#[derive(Clone, Debug)]
struct Alive {
    pos: Chess,
    /// A series of legal moves from `pos` ending in checkmate, or `None` where the proof is a
    /// chain too long to keep whole, or the minor pair's table (see [`LINE_CAP`]).
    line: Option<Vec<Move>>,
}

impl LifeProof {
    /// Whether `pos` is a dead position (Art. 5.2.2): [`crate::dead_position`]'s answer, found
    /// from the proof of life kept from the position asked before where it carries to `pos`.
    pub fn dead_position(&mut self, pos: &Chess) -> Option<bool> {
        if let Some(next) = self.alive.as_ref().and_then(|alive| alive.carried(pos)) {
            self.alive = Some(next);
            self.counts[0] += 1;
            return Some(false);
        }
        self.counts[1] += 1;
        let found = life(pos);
        if let Life::Alive(line) = &found {
            self.alive = Some(Alive {
                pos: pos.clone(),
                line: line.clone().filter(|l| l.len() <= LINE_CAP),
            });
        }
        found.dead()
    }

    /// The positions answered so far by a carried proof, and by a search.
    pub fn counts(&self) -> (u64, u64) {
        (self.counts[0], self.counts[1])
    }

    /// The position last proven alive and its line, when kept whole (for the tests).
    #[cfg(test)]
    fn kept(&self) -> Option<(&Chess, Option<&[Move]>)> {
        self.alive
            .as_ref()
            .map(|alive| (&alive.pos, alive.line.as_deref()))
    }
}

impl Alive {
    /// A proof for `pos`, carried from this one, if one carries (see the module's note).
    fn carried(&self, pos: &Chess) -> Option<Alive> {
        if same(&self.pos, pos) {
            return Some(self.clone());
        }
        if pos.turn() == self.pos.turn() {
            return None;
        }
        // The move played was the line's first: its rest is the proof.
        if let Some(line) = &self.line
            && let Some((&first, rest)) = line.split_first()
        {
            let mut next = self.pos.clone();
            next.play_unchecked(first);
            if same(&next, pos) {
                return Some(Alive {
                    pos: pos.clone(),
                    line: Some(rest.to_vec()),
                });
            }
        }
        match self.way_back(pos) {
            Some(prefix) => self.extended(pos, &prefix),
            None => self.waited(pos),
        }
    }

    /// The proof for `pos` made of `prefix`, which leads back to `self.pos`, and `self`'s line.
    fn extended(&self, pos: &Chess, prefix: &[Move]) -> Option<Alive> {
        let line = self
            .line
            .as_ref()
            .filter(|line| line.len() + prefix.len() <= LINE_CAP)
            .map(|line| prefix.iter().chain(line).copied().collect());
        Some(Alive {
            pos: pos.clone(),
            line,
        })
    }

    /// Where the move played cannot be taken back (a pawn move, a capture): the line kept, after
    /// one move of the opponent's that stays off its squares, replayed whole from `pos` — a proof
    /// if it still mates.
    fn waited(&self, pos: &Chess) -> Option<Alive> {
        let line = self.line.as_ref()?;
        // The move played in place of the line's first.
        if let Some((_, rest)) = line.split_first()
            && mates(pos.clone(), rest)
        {
            return Some(Alive {
                pos: pos.clone(),
                line: Some(rest.to_vec()),
            });
        }
        let used = line.iter().fold(Bitboard::EMPTY, |b, m| b | squares_of(*m));
        let mut tries = 0;
        for waiting in pos.legal_moves() {
            if waiting.is_capture() || (squares_of(waiting) & used).any() {
                continue;
            }
            tries += 1;
            if tries > WAITED_TRIES {
                return None;
            }
            let mut b = pos.clone();
            b.play_unchecked(waiting);
            if mates(b, line) {
                let mut longer = Vec::with_capacity(line.len() + 1);
                longer.push(waiting);
                longer.extend_from_slice(line);
                return Some(Alive {
                    pos: pos.clone(),
                    line: (longer.len() <= LINE_CAP).then_some(longer),
                });
            }
        }
        None
    }

    /// Three legal moves from `pos` back to `self.pos`, where `pos` is `self.pos` after one
    /// reversible move: the opponent's reversible move, the piece moved back, the opponent's
    /// piece back — each checked legal as it is played, and the position reached compared whole.
    fn way_back(&self, pos: &Chess) -> Option<[Move; 3]> {
        let before = self.pos.board();
        let after = pos.board();
        let changed = before.occupied() ^ after.occupied();
        if changed.count() != 2 {
            return None;
        }
        let mover = self.pos.turn();
        let from = changed
            .into_iter()
            .find(|sq| before.piece_at(*sq).is_some())?;
        let to = changed
            .into_iter()
            .find(|sq| after.piece_at(*sq).is_some())?;
        let piece = before.piece_at(from)?;
        if piece.color != mover || piece.role == Role::Pawn || after.piece_at(to) != Some(piece) {
            return None;
        }
        let back = Move::Normal {
            role: piece.role,
            from: to,
            capture: None,
            to: from,
            promotion: None,
        };
        let mut tries = 0;
        for waiting in pos.legal_moves() {
            let Move::Normal {
                role,
                from: w_from,
                capture: None,
                to: w_to,
                promotion: None,
            } = waiting
            else {
                continue;
            };
            if role == Role::Pawn {
                continue;
            }
            tries += 1;
            if tries > WAITING_TRIES {
                return None;
            }
            let mut b = pos.clone();
            b.play_unchecked(waiting);
            if !b.is_legal(back) {
                continue;
            }
            b.play_unchecked(back);
            let undo = Move::Normal {
                role,
                from: w_to,
                capture: None,
                to: w_from,
                promotion: None,
            };
            if !b.is_legal(undo) {
                continue;
            }
            b.play_unchecked(undo);
            if same(&b, &self.pos) {
                return Some([waiting, back, undo]);
            }
        }
        None
    }
}

/// The squares a move leaves and reaches.
fn squares_of(m: Move) -> Bitboard {
    let from = m.from().map_or(Bitboard::EMPTY, Bitboard::from_square);
    from | Bitboard::from_square(m.to())
}

/// Whether `line` is a series of legal moves from `pos` ending in checkmate.
fn mates(mut pos: Chess, line: &[Move]) -> bool {
    for &m in line {
        if !pos.is_legal(m) {
            return false;
        }
        pos.play_unchecked(m);
    }
    pos.is_checkmate()
}

/// The same position for every series of legal moves from it: the pieces, the side to move,
/// the castling rights and the en passant square (the move counters decide no move's legality).
fn same(a: &Chess, b: &Chess) -> bool {
    a.board() == b.board()
        && a.turn() == b.turn()
        && a.castles().castling_rights() == b.castles().castling_rights()
        && a.ep_square(EnPassantMode::Legal) == b.ep_square(EnPassantMode::Legal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dead_position;
    use crate::quick_helpmate::tests::random_position;

    /// The chain behind a carried proof, replayed whole: every move legal in turn, the last one
    /// checkmate (Art. 5.2.2's "series of legal moves").
    fn assert_line_mates(pos: &Chess, line: &[Move]) {
        let mut p = pos.clone();
        for &m in line {
            assert!(p.is_legal(m), "{m:?} illegal");
            p.play_unchecked(m);
        }
        assert!(p.is_checkmate(), "the line ends without mate");
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 200,
            ..proptest::prelude::ProptestConfig::default()
        })]

        /// Art. 5.2.2: along random games (every move, from the opening to bare kings, and
        /// now and then a jump back to an earlier position as an illegal move taken back does),
        /// the carried answer is `dead_position`'s on every position.
        #[test]
        fn art_5_2_2_a_carried_proof_answers_as_the_search(
            seed in proptest::prelude::any::<u64>(),
            plies in 0usize..300,
        ) {
            let mut life = LifeProof::default();
            let mut earlier = Vec::new();
            for ply in 0..plies {
                let pos = random_position(seed, ply);
                let fen = crate::write_fen(&pos, crate::FenStyle::default());
                proptest::prop_assert_eq!(life.dead_position(&pos), dead_position(&pos), "{}", fen);
                if ply % 37 == 36
                    && let Some(back) = earlier.get(ply / 2)
                {
                    proptest::prop_assert_eq!(life.dead_position(back), dead_position(back));
                }
                earlier.push(pos);
                if let Some((kept, Some(line))) = life.kept() {
                    assert_line_mates(kept, line);
                }
            }
        }
    }

    /// Every carried proof is a line that mates: the chain's links kept whole (under
    /// [`LINE_CAP`]) replay from the position they prove to checkmate, and the position a way
    /// back reaches is the one proven before.
    #[test]
    fn every_carried_proof_is_a_line_that_mates() {
        let mut carried = 0;
        for seed in 0..40 {
            let mut life = LifeProof::default();
            for ply in 0..120 {
                let pos = random_position(seed, ply);
                let searched_before = life.counts().1;
                let answer = life.dead_position(&pos);
                assert_eq!(answer, dead_position(&pos));
                if life.counts().1 == searched_before {
                    carried += 1;
                }
                // The proof kept is the last position's where it is alive.
                if let (Some(false), Some((kept, line))) = (answer, life.kept()) {
                    assert!(same(kept, &pos));
                    if let Some(line) = line {
                        assert_line_mates(kept, line);
                    }
                }
            }
        }
        assert!(carried > 1000, "{carried} answers carried");
    }

    #[test]
    fn art_5_2_2_a_knight_move_carries_the_proof() {
        let mut life = LifeProof::default();
        let mut pos = Chess::default();
        assert_eq!(life.dead_position(&pos), Some(false));
        pos.play_unchecked(Move::Normal {
            role: Role::Knight,
            from: shakmaty::Square::G1,
            capture: None,
            to: shakmaty::Square::F3,
            promotion: None,
        });
        assert_eq!(life.dead_position(&pos), Some(false));
        assert_eq!(life.counts(), (1, 1));
    }
}
