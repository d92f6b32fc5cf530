// SPDX-License-Identifier: GPL-3.0-or-later
//! The position of a game that `arbiter check` hands to `laws::dead_position` first (Art.
//! 5.2.2), shared by `bench/check-searches` and `bench/dead-answers` (the latter includes this
//! file by its path): one selection for both tools, so that they time and answer the same
//! positions.

use laws::shakmaty::{Chess, Position};

/// Which position of a game is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Searched {
    /// The last position (no dead position by material at the end).
    Last,
    /// The position before the last ones, which a capture left dead by their material alone:
    /// its proof of life makes the first of them the first dead position.
    BeforeCapture,
}

/// The position `arbiter check`'s audit searches first in a game's `positions`, and which one
/// it is; `None` when the game ends in checkmate (before a mate nothing is dead), has no
/// position, or is dead by material from its start (no search at all).
pub fn searched(positions: &[Chess]) -> Option<(Searched, &Chess)> {
    let last = positions.last()?;
    if last.is_checkmate() {
        return None;
    }
    let dead_tail = positions
        .iter()
        .rev()
        .take_while(|p| laws::dead_by_material(p))
        .count();
    match dead_tail {
        0 => Some((Searched::Last, last)),
        n if n < positions.len() => {
            Some((Searched::BeforeCapture, &positions[positions.len() - n - 1]))
        }
        _ => None,
    }
}
