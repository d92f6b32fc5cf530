//! Two pieces against a lone king, one of them a queen, a rook or a pawn: alive by a short line
//! into the lone piece's proven table (Art. 5.2.2, 6.9).
//!
//! A king with a queen, a rook or a pawn and one more piece (K+Q+N, K+R+N, K+R+B, K+N+P, ...)
//! against a lone king mates by some series of legal moves from nearly every position, and the
//! quick helpmate search proves each with a walk of some twenty plies (issue 36: about 4% of
//! the searches' time on the check corpus's first 1,000 games). One piece fewer, the position is
//! one of [`alive_with_lone_piece`]'s, proven alive by retrograde analysis. So a line of legal
//! moves of at most three plies — the lone king's step if it is to move, a move of the pieces'
//! side, the lone king taking one of the two pieces — that ends in a position the lone piece's
//! table proves alive is itself a proof of life: that position has a helpmate, and the line
//! leads to it. As [`crate::minor_trio`] does for three minor pieces, only a line is looked
//! for, never a proof of death: `false` says nothing, and the searches decide as before.

use shakmaty::{Chess, Color, Position};

use crate::capture_line::alive_by_capture;
use crate::lone_piece::alive_with_lone_piece;

/// Whether `pos` is proven alive (Art. 5.2.2) by a line of at most three plies ending with the
/// lone king taking one of two pieces, one of them a queen, a rook or a pawn, into a position
/// [`alive_with_lone_piece`] proves alive (see the module's note). `true` is certain; `false`
/// says nothing (another material, or no such line).
///
/// Costs a few hundred moves generated and played at most, where the search it saves walks
/// some twenty plies; another material is turned away by counting the pieces.
pub(crate) fn alive_with_piece_pair(pos: &Chess) -> bool {
    Color::ALL
        .into_iter()
        .find(|&c| pair(pos, c))
        .is_some_and(|strong| alive_by_capture(pos, strong, alive_with_lone_piece))
}

/// Whether `strong` has a king and exactly two other pieces, one of them a queen, a rook or a
/// pawn, and its opponent a lone king.
fn pair(pos: &Chess, strong: Color) -> bool {
    let board = pos.board();
    let ours = board.by_color(strong);
    board.by_color(!strong).count() == 1
        && ours.count() == 3
        && (ours & (board.queens() | board.rooks() | board.pawns())).any()
}

#[cfg(test)]
pub(crate) mod tests {
    use rand::{Rng, SeedableRng, rngs::StdRng};
    use shakmaty::Role;

    use super::*;
    use crate::fen::test_position as pos;
    use crate::mating::dead_position_searched;
    use crate::minor_pair::tests::against_lone_king;

    /// A random position of two pieces, the first a queen, a rook or a pawn, the second any but
    /// a king, against a lone king (either side holding them, either to move), when one is legal.
    pub(crate) fn random_pair(rng: &mut StdRng) -> Option<Chess> {
        let heavy = [Role::Queen, Role::Rook, Role::Pawn];
        let any = [
            Role::Queen,
            Role::Rook,
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
        ];
        let mut first = true;
        against_lone_king(rng, 2, |rng| {
            let role = if first {
                heavy[rng.gen_range(0..heavy.len())]
            } else {
                any[rng.gen_range(0..any.len())]
            };
            first = false;
            role
        })
    }

    /// Art. 5.2.2: a rook and a knight, a queen and a bishop, a knight and a pawn against a lone
    /// king, the piece offered or taken at once: alive, as the searches prove.
    #[test]
    fn art_5_2_2_two_pieces_are_proven_alive_by_a_capture() {
        for fen in [
            "8/8/8/3k4/8/2N5/3R4/4K3 b - - 0 1",
            "8/8/8/3k4/8/2B5/2Q5/4K3 w - - 0 1",
            "8/8/8/3k4/8/2P5/1N6/4K3 w - - 0 1",
        ] {
            let p = pos(fen);
            assert!(alive_with_piece_pair(&p), "{fen}");
            assert_eq!(dead_position_searched(&p), Some(false), "{fen}");
        }
    }

    /// Other material is never answered: one piece (the lone piece's table), two minor pieces
    /// (the pair's table), three pieces, a pawn on the lone king's side.
    #[test]
    fn art_5_2_2_other_material_is_left_to_the_search() {
        for fen in [
            "8/8/3k4/8/8/3R4/3K4/8 b - - 0 1",
            "8/8/3k4/8/8/2NB4/3K4/8 b - - 0 1",
            "8/8/3k4/8/8/1NRB4/3K4/8 b - - 0 1",
            "8/8/3k4/3p4/8/2NR4/3K4/8 b - - 0 1",
        ] {
            assert!(!alive_with_piece_pair(&pos(fen)), "{fen}");
        }
    }

    /// Art. 5.2.2: wherever the shortcut says alive, the searches without it (the quick
    /// search, the corner patterns, chasolver's exact search) never prove the position dead —
    /// on random positions of two pieces, one a queen, a rook or a pawn, against a lone king,
    /// either side to move; and it answers a good share of them.
    #[test]
    fn piece_pair_alive_agrees_with_the_search() {
        let mut rng = StdRng::seed_from_u64(5222);
        let (mut asked, mut said_alive) = (0, 0);
        while asked < 200 {
            let Some(p) = random_pair(&mut rng) else {
                continue;
            };
            asked += 1;
            if alive_with_piece_pair(&p) {
                said_alive += 1;
                assert_ne!(
                    dead_position_searched(&p),
                    Some(true),
                    "{}",
                    shakmaty::fen::Fen::from_position(&p, shakmaty::EnPassantMode::Legal)
                );
            }
        }
        assert!(said_alive > asked / 4, "{said_alive} of {asked}");
    }
}
