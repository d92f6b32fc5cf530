//! One queen, rook or pawn against a lone king: alive without a search wherever the player to
//! move has a move that takes nothing (Art. 5.2.2, 6.9).
//!
//! A king with a queen, a rook or a pawn against a lone king can checkmate by some series of
//! legal moves (a helpmate, the question of Art. 5.2.2 and 6.9) from nearly every position, yet
//! not from all (`art_5_2_2_a_forced_capture_of_the_rook_leaves_a_dead_position` shows a
//! material rule going wrong), so the quick helpmate search has proven each one with a line of
//! some twenty plies — a quarter of the positions `arbiter check` searched on its corpus (most of
//! them the position before a capture that left too little to mate: the proof of life its first
//! dead ply needs). What does hold was found by retrograde analysis of every legal position of
//! these three materials, either side to move (`bench/check-dead-lone-piece`: a position is alive
//! when it is checkmate given by the piece's side, or when a legal move leads to an alive one, a
//! pawn's promotion leading into the tables of the queen and the rook, a knight or a bishop
//! never mating alone; until nothing changes): **a position that is not checkmate is dead
//! exactly when the player to move has no legal move that takes nothing** — stalemate, or the
//! lone king's every move takes the piece (368,452 positions with a queen, 3,292 of them dead;
//! 399,112 with a rook, 480 dead; 331,352 with a pawn, 32 dead; no other dead position).
//!
//! [`alive_with_lone_piece`] answers `true` where the player to move has such a move, and only
//! for these materials without a castling right (the table has none); a checkmate, alive, is
//! left to the search, which sees it at once. Its `true` is therefore
//! the helpmate search's answer, without the search; its `false` says nothing, and the search
//! decides as before. `bench/check-dead-lone-piece` checks the function on every position of
//! the table, each colour holding the piece; `lone_piece_alive_agrees_with_the_search` compares
//! it with the search on random positions.

use shakmaty::{Bitboard, Chess, Color, Piece, Position, Role, attacks};

use crate::legal::king_steps;

/// Whether `pos` is proven alive (Art. 5.2.2: a side can still checkmate by some series of legal
/// moves) by the retrograde analysis of the module's note, where one side has a king and one
/// queen, rook or pawn, the other a lone king, and no castling right is left. `true` is certain
/// (the helpmate search would find the mate); `false` says nothing: another material, a
/// castling right, or a position without a move that takes nothing, which the search decides.
///
/// Costs a few bitboard operations: the helpmate search it saves walks some twenty plies.
///
/// ```
/// use laws::{alive_with_lone_piece, dead_position, read_fen};
///
/// // A pawn against a lone king: it promotes and mates, by some series of legal moves.
/// let (pos, _) = read_fen("8/8/3k4/8/8/3P4/3K4/8 b - - 0 1")?;
/// assert!(alive_with_lone_piece(&pos));
/// assert_eq!(dead_position(&pos), Some(false));
/// // The lone king's only move takes the rook: dead, and not claimed alive.
/// let (pos, _) = read_fen("8/8/8/8/8/3K4/1R6/k7 b - - 0 1")?;
/// assert!(!alive_with_lone_piece(&pos));
/// assert_eq!(dead_position(&pos), Some(true));
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn alive_with_lone_piece(pos: &Chess) -> bool {
    let board = pos.board();
    let lone = |color: Color| board.by_color(color).count() == 1;
    let strong = match (lone(Color::White), lone(Color::Black)) {
        (false, true) => Color::White,
        (true, false) => Color::Black,
        _ => return false,
    };
    let ours = board.by_color(strong);
    let piece = board.queens() | board.rooks() | board.pawns();
    if ours.count() != 2 || (ours & piece).count() != 1 {
        return false;
    }
    if pos.castles().castling_rights() != Bitboard::EMPTY {
        return false;
    }
    // The piece's side never takes (there is nothing to take but a king); the lone king takes
    // only the piece.
    has_quiet_move(pos, strong)
}

/// Whether the player to move in `pos` (a king and one queen, rook or pawn for `strong`, a lone
/// king for the other side, no castling right) has a legal move that takes nothing: exactly
/// whether shakmaty's legal moves hold one, read off the board rather than from the full list
/// (issue 36: [`crate::piece_pair`] asks it of every position its short lines reach). A lone
/// king never checks nor pins (Art. 3.8.1, 3.9), so the piece's side moves its piece wherever
/// it reaches an empty square, a pawn its push by one (promoting on the last rank) whenever the
/// square ahead is empty, and either king onto an empty square beside it that no enemy piece
/// reaches once it has left its own.
fn has_quiet_move(pos: &Chess, strong: Color) -> bool {
    let board = pos.board();
    let turn = pos.turn();
    let Some(king) = board.king_of(turn) else {
        return pos.legal_moves().iter().any(|m| !m.is_capture());
    };
    let occupied = board.occupied();
    if king_steps(pos, king, !occupied).next().is_some() {
        return true;
    }
    if turn != strong {
        return false;
    }
    let Some(from) = (board.by_color(turn) & !board.kings()).first() else {
        return false;
    };
    match board.piece_at(from) {
        Some(Piece {
            role: Role::Pawn, ..
        }) => from
            .offset(turn.fold_wb(8, -8))
            .is_some_and(|ahead| !occupied.contains(ahead)),
        Some(piece) => (attacks::attacks(from, piece, occupied) & !occupied).any(),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng, rngs::StdRng};
    use shakmaty::{EnPassantMode, Role, fen::Fen};

    use super::*;
    use crate::mating::dead_position_searched;
    use crate::minor_pair::tests::against_lone_king;

    use crate::fen::test_position as pos;

    fn random_position(rng: &mut StdRng) -> Option<Chess> {
        against_lone_king(rng, 1, |rng| {
            [Role::Queen, Role::Rook, Role::Pawn][rng.gen_range(0..3)]
        })
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 400,
            ..proptest::prelude::ProptestConfig::default()
        })]

        /// Art. 5.2.2: wherever the shortcut says alive, the searches without it (the quick
        /// search, the corner patterns, chasolver's exact search) say alive too; where it says
        /// nothing on these materials but on a checkmate, the player to move has no move that
        /// takes nothing and the searches prove the position dead — on random positions of a queen, a rook or a
        /// pawn against a lone king, either side to move and holding the piece.
        #[test]
        fn lone_piece_alive_agrees_with_the_search(seed in proptest::prelude::any::<u64>()) {
            let mut rng = StdRng::seed_from_u64(seed);
            let Some(p) = random_position(&mut rng) else {
                return Ok(());
            };
            let fen = Fen::from_position(&p, EnPassantMode::Legal);
            let searched = dead_position_searched(&p);
            if alive_with_lone_piece(&p) || p.is_checkmate() {
                proptest::prop_assert_eq!(searched, Some(false), "{}", fen);
            } else {
                proptest::prop_assert_eq!(searched, Some(true), "{}", fen);
            }
        }
    }

    /// The player to move has a legal move that takes nothing exactly where shakmaty's legal
    /// moves hold one, on random positions of a queen, a rook or a pawn against a lone king,
    /// either side to move (both answers come up).
    #[test]
    fn art_3_a_quiet_move_is_found_where_the_full_list_has_one() {
        let mut rng = StdRng::seed_from_u64(3);
        let (mut asked, mut without) = (0, 0);
        while asked < 20_000 {
            let Some(p) = random_position(&mut rng) else {
                continue;
            };
            let board = p.board();
            let strong = if board.by_color(Color::White).count() == 2 {
                Color::White
            } else {
                Color::Black
            };
            let expected = p.legal_moves().iter().any(|m| !m.is_capture());
            assert_eq!(has_quiet_move(&p, strong), expected, "{p:?}");
            asked += 1;
            without += usize::from(!expected);
        }
        assert!(without > 20, "{without} of {asked} without a quiet move");
    }

    /// Dead positions of these materials (the player to move without a move that takes
    /// nothing) are never said alive, and the search proves them dead.
    #[test]
    fn art_5_2_2_without_a_quiet_move_it_is_left_to_the_search() {
        for fen in [
            // The lone king's only move takes the rook.
            "8/8/8/8/8/3K4/1R6/k7 b - - 0 1",
            // Stalemate: the lone king to move, the queen guarding every square.
            "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1",
            // Stalemate with a pawn.
            "k7/P7/1K6/8/8/8/8/8 b - - 0 1",
            // Colours exchanged.
            "K7/1r6/3k4/8/8/8/8/8 w - - 0 1",
        ] {
            let p = pos(fen);
            assert!(!alive_with_lone_piece(&p), "{fen}");
            assert_eq!(dead_position_searched(&p), Some(true), "{fen}");
        }
    }

    /// Other material, or a castling right, is never answered.
    #[test]
    fn art_5_2_2_other_material_is_left_to_the_search() {
        for fen in [
            "8/8/3k4/8/8/2NR4/3K4/8 b - - 0 1",
            "8/8/3k4/3p4/8/3R4/3K4/8 b - - 0 1",
            "8/8/3k4/8/8/8/8/R3K3 w Q - 0 1",
            "8/8/3k4/8/8/8/3N4/3K4 w - - 0 1",
        ] {
            assert!(!alive_with_lone_piece(&pos(fen)), "{fen}");
        }
    }
}
