//! Where each rook, knight and bishop began the score: the wing its K or Q (R or D) name comes
//! from in the scores' tradition, followed move by move through a game.

use shakmaty::{Bitboard, CastlingSide, Chess, Move, Position, Square};

use super::syntax::{FileSet, wing_files};
use crate::pgn::movetext::Track;

/// The files of the king's side, e to h, on every rank.
const KING_SIDE: Bitboard = Bitboard(0xF0F0_F0F0_F0F0_F0F0);

/// The wing each rook, knight and bishop of a game began on (1930 Art. 5.3: the rook, knight
/// and bishop "du Roi" and "de la Dame"): the rook that began on a1 is the queen's rook wherever
/// it goes. A piece is named after where it stood at the start of the score (the start
/// position, or the `FEN` tag's); a piece promoted to has no such name. Pawns are not followed:
/// they are named by the file they stand on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Origins {
    /// The squares of the pieces followed.
    followed: Bitboard,
    /// Those of them that began on the king's side.
    king_side: Bitboard,
}

impl Origins {
    /// At the start of a score: each rook, knight and bishop began on the wing it stands on.
    pub fn of(pos: &Chess) -> Origins {
        let board = pos.board();
        let followed = board.rooks() | board.knights() | board.bishops();
        Origins {
            followed,
            king_side: followed & KING_SIDE,
        }
    }

    /// The files of the wing the piece on `square` began on, or none (`0`) for a piece not
    /// followed (a pawn, a king, a queen, a piece promoted to, an empty square).
    pub fn wing(&self, square: Square) -> FileSet {
        if !self.followed.contains(square) {
            return 0;
        }
        wing_files(CastlingSide::from_king_side(
            self.king_side.contains(square),
        ))
    }

    /// The piece on `from`, if followed, now on `to`; whatever stood on `to` is gone.
    fn carry(&mut self, from: Square, to: Square) {
        let followed = self.followed.remove(from);
        let king_side = self.king_side.remove(from);
        self.followed.set(to, followed);
        self.king_side.set(to, king_side);
    }
}

impl Track for Origins {
    fn start(pos: &Chess) -> Origins {
        Origins::of(pos)
    }

    fn play(&mut self, mv: &Move) {
        Origins::play(self, mv);
    }
}

impl Origins {
    /// After `mv`, a legal move of the game: the piece moved keeps its wing, the one taken
    /// leaves.
    pub fn play(&mut self, mv: &Move) {
        match *mv {
            Move::Normal {
                from,
                to,
                promotion,
                ..
            } => {
                self.carry(from, to);
                if promotion.is_some() {
                    self.followed.discard(to);
                    self.king_side.discard(to);
                }
            }
            // The rook goes where castling puts it (a rook the king castles without, in an odds
            // game, is not there to follow).
            Move::Castle { king, rook } => {
                let side = CastlingSide::from_queen_side(rook < king);
                self.carry(rook, Square::from_coords(side.rook_to_file(), rook.rank()));
            }
            Move::EnPassant { .. } | Move::Put { .. } => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::descriptive::syntax::ANY_FILE;

    fn play(pos: &mut Chess, origins: &mut Origins, uci: &str) {
        let mv = uci
            .parse::<shakmaty::uci::UciMove>()
            .expect("uci")
            .to_move(pos)
            .expect("legal");
        origins.play(&mv);
        pos.play_unchecked(mv);
    }

    #[test]
    fn art_5_1930_the_queens_rook_stays_the_queens_rook() {
        let queen_side = wing_files(CastlingSide::QueenSide);
        let king_side = wing_files(CastlingSide::KingSide);
        assert_eq!(queen_side | king_side, ANY_FILE);
        let mut pos = Chess::default();
        let mut origins = Origins::of(&pos);
        assert_eq!(origins.wing(Square::A1), queen_side);
        assert_eq!(origins.wing(Square::G8), king_side);
        assert_eq!(origins.wing(Square::E1), 0);
        assert_eq!(origins.wing(Square::E2), 0);
        // 1. Nf3 d5 2. g3 Nf6 3. Bg2 e6 4. O-O Be7: the king's rook castled to f1, the king's
        // knight on f3.
        for uci in [
            "g1f3", "d7d5", "g2g3", "g8f6", "f1g2", "e7e6", "e1g1", "f8e7",
        ] {
            play(&mut pos, &mut origins, uci);
        }
        assert_eq!(origins.wing(Square::F1), king_side);
        assert_eq!(origins.wing(Square::F3), king_side);
        assert_eq!(origins.wing(Square::H1), 0);
        // 5. Na3 O-O 6. Nb5 a6 7. Nxc7: the queen's knight takes on c7 and stays the queen's.
        for uci in ["b1a3", "e8g8", "a3b5", "a7a6", "b5c7"] {
            play(&mut pos, &mut origins, uci);
        }
        assert_eq!(origins.wing(Square::C7), queen_side);
        // 7... Qxc7: the knight is gone, the queen is not followed.
        play(&mut pos, &mut origins, "d8c7");
        assert_eq!(origins.wing(Square::C7), 0);
        // Black's king's rook, castled to f8.
        assert_eq!(origins.wing(Square::F8), king_side);
    }

    #[test]
    fn art_5_1930_a_piece_promoted_to_has_no_wing() {
        let mut pos: Chess = "8/P7/8/8/8/8/8/k1K5 w - - 0 1"
            .parse::<shakmaty::fen::Fen>()
            .expect("fen")
            .into_position(shakmaty::CastlingMode::Standard)
            .expect("legal");
        let mut origins = Origins::of(&pos);
        play(&mut pos, &mut origins, "a7a8r");
        assert_eq!(origins.wing(Square::A8), 0);
    }
}
