//! What makes two positions "the same" for repetition, edition by edition.
//!
//! Each edition that compares positions differently has its own key type, so a 1930 key can never
//! be compared with a 2023 one by mistake; [`RepetitionKey`] holds either.

use shakmaty::{Bitboard, Board, Chess, Color, Position, Square};

use crate::Sameness;

/// A position as Art. 9.2.3 compares it.
///
/// Equal exactly when the same player has the move, the same pieces stand on the same squares and
/// the possible moves of all pieces are the same: castling rights are compared (9.2.3.2: a right
/// lost by moving the king or rook makes the position different), and an en passant right is
/// compared only when an en passant capture is actually legal (9.2.3.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FideKey {
    board: Board,
    turn: Color,
    castling_rights: Bitboard,
    en_passant: Option<Square>,
}

impl FideKey {
    /// The key of `pos`.
    pub fn of(pos: &Chess) -> FideKey {
        FideKey {
            board: pos.board().clone(),
            turn: pos.turn(),
            castling_rights: pos.castles().castling_rights(),
            en_passant: pos.legal_ep_square(),
        }
    }
}

/// A position as 1930 Art. 16.1.c and 1928 Par. 15.C compare it: the pieces on their squares and
/// the player to move, nothing else.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PiecesKey {
    board: Board,
    turn: Color,
}

impl PiecesKey {
    /// The key of `pos`.
    pub fn of(pos: &Chess) -> PiecesKey {
        PiecesKey {
            board: pos.board().clone(),
            turn: pos.turn(),
        }
    }
}

/// A position's key under one edition's sameness.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RepetitionKey {
    /// Art. 9.2.3.
    Fide(FideKey),
    /// 1930 Art. 16.1.c, 1928 Par. 15.C.
    Pieces(PiecesKey),
}

impl RepetitionKey {
    /// The key of `pos` under `sameness`.
    pub fn of(pos: &Chess, sameness: Sameness) -> RepetitionKey {
        match sameness {
            Sameness::Fide2023 => RepetitionKey::Fide(FideKey::of(pos)),
            Sameness::PiecesAndTurn => RepetitionKey::Pieces(PiecesKey::of(pos)),
        }
    }
}

/// Whether `a` and `b` are the same position under `sameness` (Art. 9.2.3; 1930 Art. 16.1.c):
/// exactly `RepetitionKey::of(a, sameness) == RepetitionKey::of(b, sameness)`, without building
/// the keys, the cheapest comparisons first.
pub(crate) fn same_position(a: &Chess, b: &Chess, sameness: Sameness) -> bool {
    a.turn() == b.turn()
        && a.board() == b.board()
        && match sameness {
            // shakmaty's equality of positions is Art. 9.2.3's: the board, the player to move,
            // the castling rights, and the en passant square only when a capture there is legal.
            Sameness::Fide2023 => a == b,
            Sameness::PiecesAndTurn => true,
        }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::test_position as pos;

    #[test]
    fn art_9_2_3_1_en_passant_right_counts_only_when_legal() {
        // After 1. e4 no black pawn can take en passant: the same position as without the ep square.
        let with_ep = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        let without = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assert_eq!(FideKey::of(&with_ep), FideKey::of(&without));
        // A legal en passant capture makes it a different position.
        let legal_ep = pos("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
        let no_ep = pos("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
        assert_ne!(FideKey::of(&legal_ep), FideKey::of(&no_ep));
        // The 1930 key does not see it.
        assert_eq!(PiecesKey::of(&legal_ep), PiecesKey::of(&no_ep));
    }

    #[test]
    fn art_9_2_3_2_lost_castling_right_makes_a_different_position() {
        let a = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let b = pos("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
        assert_ne!(FideKey::of(&a), FideKey::of(&b));
        assert_eq!(PiecesKey::of(&a), PiecesKey::of(&b));
    }
}
