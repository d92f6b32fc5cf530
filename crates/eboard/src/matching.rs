//! Matching a whole board against the legal successors of a position, as the open drivers do:
//! a board read at one instant says nothing of the order of the hand's actions, only of where
//! the pieces stand.

use shakmaty::{Bitboard, Board, Chess, Move, Position, Square};

/// The squares whose content differs between two boards.
pub fn diff(a: &Board, b: &Board) -> Bitboard {
    let mut out = a.occupied() ^ b.occupied();
    for sq in a.occupied() & b.occupied() {
        if a.piece_at(sq) != b.piece_at(sq) {
            out.add(sq);
        }
    }
    out
}

/// Whether `m` changes one of the squares in `changed` (its own squares always change).
fn may_explain(m: Move, changed: Bitboard) -> bool {
    match m {
        Move::Castle { king, rook } => changed.contains(king) || changed.contains(rook),
        _ => m.from().is_some_and(|from: Square| changed.contains(from)),
    }
}

/// The legal move of `pos` that leaves exactly `board`, if any.
pub fn one_move(pos: &Chess, board: &Board) -> Option<Move> {
    let changed = diff(pos.board(), board);
    // A move changes two squares, three for en passant, four for castling.
    if changed.is_empty() || changed.count() > 4 {
        return None;
    }
    pos.legal_moves()
        .into_iter()
        .filter(|m| may_explain(*m, changed))
        .find(|m| {
            let mut after = pos.clone();
            after.play_unchecked(*m);
            after.board() == board
        })
}

/// The shortest path of at most two legal moves from `pos` to `board`: empty when the board
/// is `pos`'s own, `None` when it is none of them.
pub fn path(pos: &Chess, board: &Board) -> Option<Vec<Move>> {
    let changed = diff(pos.board(), board);
    if changed.is_empty() {
        return Some(Vec::new());
    }
    if let Some(m) = one_move(pos, board) {
        return Some(vec![m]);
    }
    if changed.count() > 8 {
        return None;
    }
    for m in pos.legal_moves() {
        if !may_explain(m, changed) {
            continue;
        }
        let mut after = pos.clone();
        after.play_unchecked(m);
        if let Some(r) = one_move(&after, board) {
            return Some(vec![m, r]);
        }
    }
    None
}

/// The position after `moves`.
pub fn after(pos: &Chess, moves: &[Move]) -> Chess {
    let mut pos = pos.clone();
    for m in moves {
        pos.play_unchecked(*m);
    }
    pos
}
