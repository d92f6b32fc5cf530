//! Odds games (1930 Art. 22, 1928 Par. 22) as notation meets them: castling on the side of a
//! rook given (22.8), the one castling in which the king alone moves.
//!
//! `laws` writes that castling as shakmaty's [`Move::Castle`] from the king's square toward the
//! empty corner (`laws::OddsRules::castle_without_rook`). shakmaty would play such a move by
//! putting a rook on d1 (f1): every writer here plays moves through [`as_played`], which gives
//! the king's own move instead, so that the check marks and the moves after it are the game's.

use shakmaty::{Chess, Move, Position, Role, Square};

/// The move shakmaty plays for `mv` in `pos`: `mv` itself, except castling toward a corner
/// where the mover has no rook — castling without the rook given, which only an odds game has
/// (1930 Art. 22.8) — which is the king's move two squares over. That move reaches the position
/// `laws::OddsRules::play` reaches: the king moved, the mover's castling rights gone, no rook
/// anywhere new.
pub(crate) fn as_played(pos: &Chess, mv: Move) -> Move {
    match mv {
        Move::Castle { king, rook } if pos.board().piece_at(rook) != Some(pos.turn().rook()) => {
            let side = shakmaty::CastlingSide::from_queen_side(rook < king);
            Move::Normal {
                role: Role::King,
                from: king,
                capture: None,
                to: Square::from_coords(side.king_to_file(), king.rank()),
                promotion: None,
            }
        }
        _ => mv,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use laws::{Edition, Odds};

    #[test]
    fn art_1930_22_8_castling_without_the_rook_plays_as_laws_plays_it() {
        let rules = "rook"
            .parse::<Odds>()
            .expect("odds")
            .under(Edition::Fide1930)
            .expect("rules");
        let mut record = rules.record(Edition::Fide1930);
        for uci in [
            "d2d4", "d7d5", "b1c3", "b8c6", "c1f4", "c8f5", "d1d2", "d8d7",
        ] {
            let m = laws::read_move(record.position(), uci).expect("legal");
            rules.play(&mut record, m).expect("played");
        }
        let before = record.position().clone();
        let castle = rules
            .castle_without_rook(&record, shakmaty::CastlingSide::QueenSide)
            .expect("allowed");
        rules.play(&mut record, castle).expect("played");
        let mut ours = before.clone();
        ours.play_unchecked(as_played(&before, castle));
        assert_eq!(&ours, record.position());
        // Any other move, ordinary castling included, is played as shakmaty plays it.
        let pos = Chess::default();
        let e4 = laws::read_move(&pos, "e2e4").expect("legal");
        assert_eq!(as_played(&pos, e4), e4);
    }

    #[test]
    fn art_1930_22_8_no_rook_that_is_not_there_gives_check() {
        // Black's king on d8, the d-file open: a rook put on d1 would give check.
        let (pos, _) = laws::read_fen("3k4/8/8/8/8/8/8/4K2R w K - 0 1").expect("a position");
        let castle = Move::Castle {
            king: Square::E1,
            rook: Square::A1,
        };
        assert_eq!(
            crate::write_move(&pos, castle, crate::Notation::SAN),
            "O-O-O"
        );
        assert_eq!(
            crate::announce(&pos, castle, crate::Voice::English),
            "Long castling"
        );
    }
}
