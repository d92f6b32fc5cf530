//! Which legal moves a written descriptive move fits.

use shakmaty::{Chess, Color, Move, MoveList, Position, Square};

use super::origins::Origins;
use super::syntax::{ANY_FILE, Action, FileSet, Pattern, Place, Shape, Unit};
use super::{
    DescriptiveCandidate, DescriptiveError, DescriptiveLanguage, DescriptiveReading,
    write::write_body,
};

/// The rank of `square` counted from `turn`'s side, 1 to 8 (1928 Par. 5: "comptées en sens
/// inverse pour les noirs"; 1930 Art. 5.3, "de bas en haut", each player's "bas" being their
/// own side: see the module's doc).
pub(crate) fn relative_rank(square: Square, turn: Color) -> u8 {
    let rank = u8::from(square.rank()) + 1;
    match turn {
        Color::White => rank,
        Color::Black => 9 - rank,
    }
}

fn in_files(files: FileSet, square: Square) -> bool {
    files & (1 << u8::from(square.file())) != 0
}

fn place_fits(place: Place, square: Square, turn: Color) -> bool {
    in_files(place.files, square) && place.rank.is_none_or(|r| r == relative_rank(square, turn))
}

/// Whether the unit on `square`, a `role`, is the `unit` written. A rook, knight or bishop
/// written with its wing (`KR`, `CD`) is either one standing on that wing or the one that began
/// on it (`origins`): a score names a piece after where it began, a position alone knows only
/// where it stands (see the module's doc).
fn unit_fits(unit: Unit, role: shakmaty::Role, square: Square, origins: &Origins) -> bool {
    unit.role == role
        && (in_files(unit.files, square)
            || (role != shakmaty::Role::Pawn
                && unit.files != ANY_FILE
                && origins.wing(square) == unit.files))
}

/// The square of the unit `mv` captures: its destination, or beside it for en passant.
pub(crate) fn captured_square(mv: &Move) -> Square {
    match *mv {
        Move::EnPassant { from, to } => Square::from_coords(to.file(), from.rank()),
        _ => mv.to(),
    }
}

/// Whether the legal move `mv` of the side `turn` fits `pattern`, the pieces having begun
/// where `origins` says.
pub(crate) fn fits(pattern: &Pattern, turn: Color, origins: &Origins, mv: &Move) -> bool {
    if pattern.en_passant && !mv.is_en_passant() {
        return false;
    }
    match pattern.shape {
        Shape::Castle(side) => mv
            .castling_side()
            .is_some_and(|s| side.is_none_or(|written| written == s)),
        Shape::Normal {
            piece,
            from,
            action,
            promotion,
        } => {
            let Some(origin) = mv.from() else {
                return false;
            };
            if mv.is_castle()
                || !unit_fits(piece, mv.role(), origin, origins)
                || !place_fits(from, origin, turn)
                || promotion.is_some_and(|role| mv.promotion() != Some(role))
            {
                return false;
            }
            match action {
                Action::Move(to) => !mv.is_capture() && place_fits(to, mv.to(), turn),
                Action::Capture(target, place) => mv.capture().is_some_and(|role| {
                    let square = captured_square(mv);
                    unit_fits(target, role, square, origins) && place_fits(place, square, turn)
                }),
            }
        }
    }
}

/// The legal moves of `legal` (those of `pos`, its pieces having begun where `origins` says)
/// that `pattern` fits.
pub(crate) fn fitting(
    pos: &Chess,
    origins: &Origins,
    legal: &MoveList,
    pattern: &Pattern,
) -> MoveList {
    let turn = pos.turn();
    legal
        .iter()
        .filter(|mv| fits(pattern, turn, origins, mv))
        .copied()
        .collect()
}

/// The one legal move `pattern` names in `pos` (its pieces having begun where `origins` says),
/// or why there is none; `text` is quoted in errors.
pub(crate) fn resolve(
    pos: &Chess,
    origins: &Origins,
    pattern: &Pattern,
    text: &str,
    language: DescriptiveLanguage,
) -> Result<DescriptiveReading, DescriptiveError> {
    let legal = pos.legal_moves();
    let found = fitting(pos, origins, &legal, pattern);
    match found.as_slice() {
        [] => Err(DescriptiveError::Illegal {
            text: text.to_owned(),
        }),
        [mv] => Ok(DescriptiveReading {
            mv: *mv,
            check: pattern.check,
            en_passant_mark: pattern.en_passant,
            annotation: pattern.annotation,
        }),
        several => Err(DescriptiveError::Ambiguous {
            text: text.to_owned(),
            candidates: several
                .iter()
                .map(|mv| DescriptiveCandidate {
                    mv: *mv,
                    uci: mv.to_uci(pos.castles().mode()).to_string(),
                    written: write_body(pos, origins, &legal, *mv, language),
                })
                .collect(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Role;

    #[test]
    fn par_5_1928_ranks_are_counted_from_each_players_side() {
        assert_eq!(relative_rank(Square::E4, Color::White), 4);
        assert_eq!(relative_rank(Square::E5, Color::Black), 4);
        assert_eq!(relative_rank(Square::A8, Color::Black), 1);
        assert_eq!(relative_rank(Square::H1, Color::Black), 8);
    }

    #[test]
    fn art_5_1930_e_p_names_the_pawn_taken_beside_the_arrival() {
        let mv = Move::EnPassant {
            from: Square::E5,
            to: Square::D6,
        };
        assert_eq!(captured_square(&mv), Square::D5);
        assert_eq!(mv.capture(), Some(Role::Pawn));
    }
}
