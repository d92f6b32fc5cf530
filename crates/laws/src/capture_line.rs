//! The short line into a proven table that [`crate::minor_trio`] and [`crate::piece_pair`] look
//! for (Art. 5.2.2, 6.9): at most three plies — the lone king's step if it is to move, a move of
//! the pieces' side, the lone king taking one of the pieces — ending in a position a table with
//! one piece fewer proves alive. Such a line is a proof of life: that position has a helpmate,
//! and the line leads to it. Only a line is looked for, never a proof of death.

use shakmaty::{Chess, Color, Position, attacks};

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
    let moves = pos.legal_moves();
    moves.iter().any(|&m| {
        let mut next = pos.clone();
        next.play_unchecked(m);
        // The lone king takes only what stands beside it: nothing to look at otherwise.
        (near & next.board().by_color(strong)).any() && taken_alive(&next, table)
    })
}

/// The lone king to move in `pos`: whether one of its captures leads to a position `table`
/// proves alive.
fn taken_alive(pos: &Chess, table: fn(&Chess) -> bool) -> bool {
    let moves = pos.legal_moves();
    moves.iter().filter(|m| m.is_capture()).any(|&m| {
        let mut next = pos.clone();
        next.play_unchecked(m);
        table(&next)
    })
}
