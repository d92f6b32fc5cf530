//! The fake engine's choice, shared by the engine (`fake-uci`) and the load run's checker
//! (`hall`): a legal move that depends only on the position and the two clocks the engine was
//! given, so that the checker can tell, from the journal alone, that every engine move
//! journalled is the answer to the position and clocks it was journalled after (a move thought
//! for another position, journalled twice, would not be).

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position};

/// The position after `moves` (UCI) from `fen`; `None` if either does not read or a move is
/// illegal.
pub fn position(fen: &str, moves: &[&str]) -> Option<Chess> {
    let fen: Fen = fen.parse().ok()?;
    let mut pos: Chess = fen.into_position(CastlingMode::Standard).ok()?;
    for m in moves {
        let uci: UciMove = m.parse().ok()?;
        let m = uci.to_move(&pos).ok()?;
        pos = pos.play(m).ok()?;
    }
    Some(pos)
}

/// The key of a position: the placement, the side on move and the castling rights (the first
/// three fields of its FEN), which both the engine and the journal's states write alike.
pub fn key_of_fen(fen: &str) -> String {
    fen.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
}

/// The key of a position (see [`key_of_fen`]).
pub fn key(pos: &Chess) -> String {
    key_of_fen(&Fen::from_position(pos, EnPassantMode::Legal).to_string())
}

/// The move chosen in `pos` given clocks `wtime` and `btime` (ms), in UCI; `None` when there is
/// none (mate or stalemate).
pub fn choose(pos: &Chess, wtime: u64, btime: u64) -> Option<String> {
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(CastlingMode::Standard).to_string())
        .collect();
    if moves.is_empty() {
        return None;
    }
    moves.sort();
    let seed = format!("{} {wtime} {btime}", key(pos));
    let index = (fnv(seed.as_bytes()) % moves.len() as u64) as usize;
    moves.get(index).cloned()
}

/// FNV-1a, 64 bits: stable across builds and machines (unlike the standard library's hasher).
fn fnv(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}
