//! The short line into a proven table that [`crate::minor_trio`] and [`crate::piece_pair`] look
//! for (Art. 5.2.2, 6.9): at most three plies — the lone king's step if it is to move, a move of
//! the pieces' side, the lone king taking one of the pieces — ending in a position a table with
//! one piece fewer proves alive. Such a line is a proof of life: that position has a helpmate,
//! and the line leads to it. Only a line is looked for, never a proof of death.

use shakmaty::{Bitboard, Chess, Color, Move, Position, Role, attacks};

use crate::legal::king_steps;

/// Whether a line of at most three plies from `pos` ends with the lone king (the side other
/// than `strong`) taking one of `strong`'s pieces, into a position `table` proves alive.
/// `true` is certain; `false` says nothing.
pub(crate) fn alive_by_capture(pos: &Chess, strong: Color, table: fn(&Chess) -> bool) -> bool {
    if pos.turn() == strong {
        return offered_and_taken(pos, strong, table);
    }
    // The lone king to move: it takes a piece at once, or steps aside first.
    let moves = pos.legal_moves();
    moves.iter().any(|&m| {
        let mut next = pos.clone();
        next.play_unchecked(m);
        if m.is_capture() {
            table(&next)
        } else {
            offered_and_taken(&next, strong, table)
        }
    })
}

/// `strong` to move in `pos`: whether one of its moves leaves the lone king a capture into a
/// position `table` proves alive.
fn offered_and_taken(pos: &Chess, strong: Color, table: fn(&Chess) -> bool) -> bool {
    let Some(lone) = pos.board().king_of(!strong) else {
        return false;
    };
    let near = attacks::king_attacks(lone);
    let ours = pos.board().by_color(strong);
    let moves = pos.legal_moves();
    moves.iter().any(|&m| {
        // The lone king takes only what stands beside it: a move that leaves nothing of
        // `strong`'s there is passed over before it is played (castling, which moves two
        // pieces, is played to see).
        let after = match m {
            Move::Normal { from, to, .. } | Move::EnPassant { from, to } => {
                Some(ours.without(from).with(to))
            }
            _ => None,
        };
        if after.is_some_and(|after| (near & after).is_empty()) {
            return false;
        }
        let mut next = pos.clone();
        next.play_unchecked(m);
        (near & next.board().by_color(strong)).any() && taken_alive(&next, table)
    })
}

/// The lone king to move in `pos`: whether one of its captures leads to a position `table`
/// proves alive. A lone king's captures are its steps onto a piece beside it that nothing of
/// the other side's reaches once the king has left its square (Art. 3.8.1, 3.9): read so, not
/// from the full move list (issue 36: this is asked after each move of the pieces' side that
/// leaves one beside the king).
fn taken_alive(pos: &Chess, table: fn(&Chess) -> bool) -> bool {
    let board = pos.board();
    let turn = pos.turn();
    let Some(king) = board.king_of(turn) else {
        return false;
    };
    if board.by_color(turn) != Bitboard::from_square(king) {
        // Not a lone king: its captures are the full list's.
        let moves = pos.legal_moves();
        return moves.iter().filter(|m| m.is_capture()).any(|&m| {
            let mut next = pos.clone();
            next.play_unchecked(m);
            table(&next)
        });
    }
    king_steps(pos, king, board.by_color(!turn)).any(|to| {
        let mut next = pos.clone();
        next.play_unchecked(Move::Normal {
            role: Role::King,
            from: king,
            capture: board.role_at(to),
            to,
            promotion: None,
        });
        table(&next)
    })
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng, rngs::StdRng};

    use super::*;
    use crate::lone_piece::alive_with_lone_piece;
    use crate::minor_pair::alive_with_minor_pair;
    use crate::minor_pair::tests::against_lone_king;
    use crate::piece_pair::tests::random_pair;

    /// The line as first written: every move of the full lists played, the lone king's
    /// captures among them.
    fn by_the_full_lists(pos: &Chess, strong: Color, table: fn(&Chess) -> bool) -> bool {
        let offered = |pos: &Chess| {
            let Some(lone) = pos.board().king_of(!strong) else {
                return false;
            };
            let near = attacks::king_attacks(lone);
            pos.legal_moves().iter().any(|&m| {
                let mut next = pos.clone();
                next.play_unchecked(m);
                (near & next.board().by_color(strong)).any()
                    && next
                        .legal_moves()
                        .iter()
                        .filter(|m| m.is_capture())
                        .any(|&m| {
                            let mut after = next.clone();
                            after.play_unchecked(m);
                            table(&after)
                        })
            })
        };
        if pos.turn() == strong {
            return offered(pos);
        }
        pos.legal_moves().iter().any(|&m| {
            let mut next = pos.clone();
            next.play_unchecked(m);
            if m.is_capture() {
                table(&next)
            } else {
                offered(&next)
            }
        })
    }

    /// Art. 5.2.2: the line into a proven table is found exactly where the full lists find it,
    /// for two pieces (one a queen, rook or pawn) and for three minor pieces against a lone
    /// king, both found and not found often.
    #[test]
    fn art_5_2_2_the_line_is_found_where_the_full_lists_find_it() {
        let mut rng = StdRng::seed_from_u64(36);
        let (mut found, mut asked) = (0, 0);
        let minors = [Role::Knight, Role::Bishop];
        while asked < 3000 {
            let trio = asked % 3 == 0;
            let position = if trio {
                against_lone_king(&mut rng, 3, |rng| minors[rng.gen_range(0..minors.len())])
            } else {
                random_pair(&mut rng)
            };
            let Some(pos) = position else {
                continue;
            };
            let table: fn(&Chess) -> bool = if trio {
                alive_with_minor_pair
            } else {
                alive_with_lone_piece
            };
            let strong = if pos.board().by_color(Color::White).count() > 1 {
                Color::White
            } else {
                Color::Black
            };
            asked += 1;
            let expected = by_the_full_lists(&pos, strong, table);
            assert_eq!(alive_by_capture(&pos, strong, table), expected, "{pos:?}");
            found += usize::from(expected);
        }
        assert!(found > 300 && found < 2700, "{found} of {asked}");
    }
}
