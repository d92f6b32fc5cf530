//! The DGT piece codes: 0 empty, 1–6 white pawn, rook, knight, bishop, king, queen, 7–12 the
//! same in black. 13–15 are the "magic pieces" some boards report; they are no chess piece.

use shakmaty::{Color, Piece, Role};

const ROLES: [Role; 6] = [
    Role::Pawn,
    Role::Rook,
    Role::Knight,
    Role::Bishop,
    Role::King,
    Role::Queen,
];

/// The piece of a DGT code: `Ok(None)` for an empty square, `Err(code)` for a code that is no
/// chess piece (13–15 and above).
pub fn piece_of_code(code: u8) -> Result<Option<Piece>, u8> {
    match code {
        0 => Ok(None),
        1..=6 => Ok(Some(Piece {
            color: Color::White,
            role: ROLES[usize::from(code - 1)],
        })),
        7..=12 => Ok(Some(Piece {
            color: Color::Black,
            role: ROLES[usize::from(code - 7)],
        })),
        _ => Err(code),
    }
}

/// The DGT code of a square's content.
pub fn piece_code(piece: Option<Piece>) -> u8 {
    let Some(piece) = piece else { return 0 };
    let index = match piece.role {
        Role::Pawn => 1,
        Role::Rook => 2,
        Role::Knight => 3,
        Role::Bishop => 4,
        Role::King => 5,
        Role::Queen => 6,
    };
    match piece.color {
        Color::White => index,
        Color::Black => index + 6,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_round_trips_and_magic_pieces_are_refused() {
        for code in 0..=12u8 {
            let piece = piece_of_code(code).unwrap();
            assert_eq!(piece_code(piece), code);
        }
        assert_eq!(piece_of_code(13), Err(13));
        assert_eq!(piece_of_code(0x7f), Err(0x7f));
        assert_eq!(
            piece_of_code(5),
            Ok(Some(Piece {
                color: Color::White,
                role: Role::King
            }))
        );
        assert_eq!(
            piece_of_code(12),
            Ok(Some(Piece {
                color: Color::Black,
                role: Role::Queen
            }))
        );
    }
}
