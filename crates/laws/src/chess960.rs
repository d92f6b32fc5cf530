//! Chess960 start positions (Guideline II.1, II.2), numbered 0–959 as is customary
//! (Scharnagl's numbering; 518 is the standard position).
//!
//! Castling itself (II.3) is played by `shakmaty` in its Chess960 mode: the king and rook end on
//! the same squares as in standard chess (II.3.2.5, II.3.2.6), every square between the king's and
//! the rook's start and end must be empty but for those two pieces, and the king may not start on,
//! pass through or land on an attacked square (II.3.2.7, 3.8.2.2).

use std::{fmt, str::FromStr};

use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, File, FromSetup, Piece, Position, Rank, Role,
    Setup, Square,
};
use thiserror::Error;

/// The number of a Chess960 start position, 0–959. Valid by construction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StartNumber(u16);

/// A number outside 0–959, or text that is not a number.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("`{0}` is not a Chess960 start position number (0-959)")]
pub struct BadStartNumber(pub String);

impl StartNumber {
    /// The standard chess position's number.
    pub const STANDARD: StartNumber = StartNumber(518);

    /// The number `n`, if it is in 0–959.
    pub const fn new(n: u16) -> Option<StartNumber> {
        if n < 960 { Some(StartNumber(n)) } else { None }
    }

    /// The number.
    pub const fn get(self) -> u16 {
        self.0
    }

    /// White's back rank from a1 to h1 (II.2: king between the rooks, bishops on squares of
    /// opposite colours). Black's mirrors it (II.2.3).
    pub fn back_rank(self) -> [Role; 8] {
        let mut rank: [Option<Role>; 8] = [None; 8];
        let n = usize::from(self.0);
        // The light-squared bishop goes on b, d, f or h; the dark-squared one on a, c, e or g.
        rank[2 * (n % 4) + 1] = Some(Role::Bishop);
        let n = n / 4;
        rank[2 * (n % 4)] = Some(Role::Bishop);
        let n = n / 4;
        place_on_nth_empty(&mut rank, n % 6, Role::Queen);
        // The ten ways to put two knights on the five squares left.
        const KNIGHTS: [(usize, usize); 10] = [
            (0, 1),
            (0, 2),
            (0, 3),
            (0, 4),
            (1, 2),
            (1, 3),
            (1, 4),
            (2, 3),
            (2, 4),
            (3, 4),
        ];
        let (first, second) = KNIGHTS[n / 6];
        // Place the second knight first so the first one's index still counts the same squares.
        place_on_nth_empty(&mut rank, second, Role::Knight);
        place_on_nth_empty(&mut rank, first, Role::Knight);
        // The three squares left take rook, king, rook in that order (II.2.1).
        for role in [Role::Rook, Role::King, Role::Rook] {
            place_on_nth_empty(&mut rank, 0, role);
        }
        rank.map(|r| r.unwrap_or(Role::Pawn))
    }

    /// The start position, with castling rights for both rooks of each side.
    pub fn position(self) -> Chess {
        let roles = self.back_rank();
        let mut board = Board::empty();
        let mut castling_rights = Bitboard::EMPTY;
        for (file, role) in File::ALL.into_iter().zip(roles) {
            for color in Color::ALL {
                let back = Square::from_coords(file, color.backrank());
                let pawns = Square::from_coords(file, color.fold_wb(Rank::Second, Rank::Seventh));
                board.set_piece_at(back, Piece { color, role });
                board.set_piece_at(
                    pawns,
                    Piece {
                        color,
                        role: Role::Pawn,
                    },
                );
                if role == Role::Rook {
                    castling_rights.add(back);
                }
            }
        }
        let setup = Setup {
            board,
            castling_rights,
            ..Setup::default()
        };
        // Invariant: every numbered position is legal — two kings, pawns on their second ranks,
        // and each king between two rooks that hold the castling rights (tested for all 960).
        Chess::from_setup(setup, CastlingMode::Chess960)
            .expect("a Chess960 start position is legal")
    }

    /// The number of `pos` if it is a Chess960 start position with all its castling rights and
    /// White to move, as at the start of a game.
    pub fn of(pos: &Chess) -> Option<StartNumber> {
        (0..960).map(StartNumber).find(|n| {
            let start = n.position();
            start.board() == pos.board()
                && pos.turn() == Color::White
                && start.castles().castling_rights() == pos.castles().castling_rights()
        })
    }
}

fn place_on_nth_empty(rank: &mut [Option<Role>; 8], n: usize, role: Role) {
    if let Some(slot) = rank.iter_mut().filter(|s| s.is_none()).nth(n) {
        *slot = Some(role);
    }
}

impl FromStr for StartNumber {
    type Err = BadStartNumber;

    fn from_str(s: &str) -> Result<StartNumber, BadStartNumber> {
        s.trim()
            .parse::<u16>()
            .ok()
            .and_then(StartNumber::new)
            .ok_or_else(|| BadStartNumber(s.to_owned()))
    }
}

impl fmt::Display for StartNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letters(n: u16) -> String {
        StartNumber::new(n)
            .expect("in range")
            .back_rank()
            .iter()
            .map(|r| r.upper_char())
            .collect()
    }

    #[test]
    fn guideline_ii_known_numbers() {
        assert_eq!(letters(518), "RNBQKBNR");
        assert_eq!(letters(0), "BBQNNRKR");
        assert_eq!(letters(959), "RKRNNQBB");
        assert_eq!(StartNumber::STANDARD.position(), Chess::default());
    }

    #[test]
    fn guideline_ii_2_every_start_position_keeps_the_constraints() {
        let mut seen = std::collections::HashSet::new();
        for n in 0..960 {
            let rank = StartNumber(n).back_rank();
            let at = |role| {
                rank.iter()
                    .enumerate()
                    .filter(move |(_, r)| **r == role)
                    .map(|(i, _)| i)
            };
            let rooks: Vec<_> = at(Role::Rook).collect();
            let king: Vec<_> = at(Role::King).collect();
            let bishops: Vec<_> = at(Role::Bishop).collect();
            assert_eq!((rooks.len(), king.len(), bishops.len()), (2, 1, 2));
            assert_eq!(at(Role::Knight).count(), 2);
            assert_eq!(at(Role::Queen).count(), 1);
            assert!(rooks[0] < king[0] && king[0] < rooks[1], "II.2.1 at {n}");
            assert_ne!(bishops[0] % 2, bishops[1] % 2, "II.2.2 at {n}");
            assert!(seen.insert(rank), "position {n} repeats another");
            assert_eq!(
                StartNumber::of(&StartNumber(n).position()),
                Some(StartNumber(n))
            );
        }
    }

    #[test]
    fn numbers_outside_the_range_are_refused() {
        assert!("960".parse::<StartNumber>().is_err());
        assert!("x".parse::<StartNumber>().is_err());
        assert_eq!("42".parse::<StartNumber>().map(StartNumber::get), Ok(42));
    }
}
