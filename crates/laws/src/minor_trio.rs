//! Three minor pieces against a lone king: alive by a short line into the pair's proven table
//! (Art. 5.2.2, 6.9).
//!
//! A king with three knights or bishops against a lone king mates by some series of legal moves
//! from nearly every position, yet the helpmate searches take long on them: the quick walk and
//! the corner patterns look for the mate with all three pieces, and where they miss, chasolver's
//! full search decides (issue 36: two such positions of the check corpus's first 1,000 games
//! took 9% of all its searches' instructions). One piece fewer, the position is one of
//! [`alive_with_minor_pair`]'s, proven alive or dead by retrograde analysis. So a line of legal
//! moves of at most three plies — the lone king's step if it is to move, a move of the pieces'
//! side, the lone king taking one of the three pieces — that ends in a position the pair's table
//! proves alive is itself a proof of life: that position has a helpmate, and the line leads to
//! it. Only a line is looked for, never a proof of death: `false` says nothing, and the searches
//! decide as before.

use shakmaty::{Chess, Color, Position};

use crate::capture_line::alive_by_capture;
use crate::minor_pair::alive_with_minor_pair;

/// Whether `pos` is proven alive (Art. 5.2.2) by a line of at most three plies ending with the
/// lone king taking one of three minor pieces, into a position [`alive_with_minor_pair`] proves
/// alive (see the module's note). `true` is certain; `false` says nothing (another material, or
/// no such line).
///
/// Costs a few hundred moves generated and played, where the searches it saves take
/// milliseconds on these positions.
pub(crate) fn alive_with_minor_trio(pos: &Chess) -> bool {
    Color::ALL
        .into_iter()
        .find(|&c| trio(pos, c))
        .is_some_and(|strong| alive_by_capture(pos, strong, alive_with_minor_pair))
}

/// Whether `strong` has a king and exactly three minor pieces, and its opponent a lone king.
fn trio(pos: &Chess, strong: Color) -> bool {
    let board = pos.board();
    let ours = board.by_color(strong);
    board.by_color(!strong).count() == 1
        && ours.count() == 4
        && (ours & (board.knights() | board.bishops())).count() == 3
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng, rngs::StdRng};
    use shakmaty::{EnPassantMode, Role, fen::Fen};

    use super::*;
    use crate::mating::dead_position_searched;
    use crate::minor_pair::tests::against_lone_king;

    /// The men of `pos` other than the kings.
    fn men(pos: &Chess) -> shakmaty::Bitboard {
        pos.board().occupied() & !pos.board().kings()
    }

    use crate::fen::test_position as pos;

    /// Art. 5.2.2: the two positions of the check corpus that led to this shortcut (two bishops
    /// on one colour and a knight, against a lone king): alive, as the searches prove.
    #[test]
    fn art_5_2_2_three_minors_are_proven_alive_by_a_capture() {
        for fen in [
            "5B2/2B5/8/8/2kN4/8/4K3/8 b - - 10 74",
            "7k/8/3b4/7K/5bn1/8/8/8 w - - 8 81",
        ] {
            let p = pos(fen);
            assert_eq!(men(&p).count(), 3, "{fen}");
            assert!(alive_with_minor_trio(&p), "{fen}");
            assert_eq!(dead_position_searched(&p), Some(false), "{fen}");
        }
    }

    /// Other material is never answered: two minors (the pair's table), a rook among three
    /// pieces, a pawn on the lone king's side.
    #[test]
    fn art_5_2_2_other_material_is_left_to_the_search() {
        for fen in [
            "8/8/3k4/8/8/2NB4/3K4/8 b - - 0 1",
            "8/8/3k4/8/8/1NRB4/3K4/8 b - - 0 1",
            "8/8/3k4/3p4/8/1NNB4/3K4/8 b - - 0 1",
        ] {
            assert!(!alive_with_minor_trio(&pos(fen)), "{fen}");
        }
    }

    fn random_position(rng: &mut StdRng) -> Option<Chess> {
        against_lone_king(rng, 3, |rng| {
            if rng.gen_bool(0.5) {
                Role::Knight
            } else {
                Role::Bishop
            }
        })
    }

    /// Art. 5.2.2: wherever the shortcut says alive, the searches without it (the quick
    /// search, the corner patterns, chasolver's exact search) never prove the position dead —
    /// on random positions of three minor pieces against a lone king, either side to move; and
    /// it answers a good share of them (most random positions are alive, and a piece can
    /// mostly be offered to the lone king at once).
    #[test]
    fn minor_trio_alive_agrees_with_the_search() {
        let mut rng = StdRng::seed_from_u64(5220);
        let (mut asked, mut said_alive) = (0, 0);
        while asked < 120 {
            let Some(p) = random_position(&mut rng) else {
                continue;
            };
            asked += 1;
            if alive_with_minor_trio(&p) {
                said_alive += 1;
                let fen = Fen::from_position(&p, EnPassantMode::Legal);
                assert_ne!(dead_position_searched(&p), Some(true), "{fen}");
            }
        }
        assert!(said_alive >= asked / 3, "{said_alive} of {asked}");
    }
}
