//! A queen, a rook or a pawn against a king with one piece: alive by a short line in which that
//! piece is taken, into the lone piece's proven table (Art. 5.2.2, 6.9).
//!
//! A king with a queen, a rook or a pawn mates a lone king by some series of legal moves from
//! every position [`alive_with_lone_piece`] proves alive (a retrograde analysis of every such
//! position). Against a king with one piece more — a knight, a bishop, a pawn, any piece — the
//! helpmate searches take long: the side with more material is asked first, and where that is
//! the defender's knight or bishop its corner walk, with the other side's piece as a blocker,
//! runs to its budget before the other side's walk is tried (issue 36: on the check corpus's
//! first 1,000 games, a pawn against a knight or a bishop cost some 350,000 instructions a
//! position before a capture, the dearest material of them). Yet the defender's piece may be
//! given up: a line of legal moves of at most three plies — a move of the side with the queen,
//! rook or pawn if it is to move, the defender's move, and the capture of the defender's piece
//! — that ends in a position the lone piece's table proves alive is itself a proof of life: that
//! position has a helpmate, and the line leads to it. Only a line is looked for, never a proof
//! of death: where none is found the searches decide as before.

use shakmaty::{Bitboard, Board, Chess, Color, Move, Position, Role, attacks};

use crate::lone_piece::alive_with_lone_piece;

/// Whether `pos` is proven alive (Art. 5.2.2) by a line of at most three plies in which a king
/// with a queen, a rook or a pawn takes its opponent's one piece, into a position
/// [`alive_with_lone_piece`] proves alive (see the module's note). `true` is certain; `false`
/// says nothing (another material, or no such line).
///
/// Costs a few dozen moves generated and played where the line is found (most such positions:
/// the defender's piece steps where it is taken), a few hundred at most, where the searches it
/// saves walk tens of plies for each side; another material is turned away by counting the
/// pieces.
pub(crate) fn alive_by_taking_the_last_defender(pos: &Chess) -> bool {
    last_defender_line(pos).is_some()
}

/// The line behind [`alive_by_taking_the_last_defender`]: legal moves from `pos`, the last one
/// the capture of the defender's piece, into a position [`alive_with_lone_piece`] proves alive.
pub(crate) fn last_defender_line(pos: &Chess) -> Option<Vec<Move>> {
    if pos.board().occupied().count() != 4 {
        return None;
    }
    Color::ALL
        .into_iter()
        .filter(|&strong| duel(pos, strong))
        .find_map(|strong| taking_line(pos, strong))
}

/// Whether `strong` has a king and one queen, rook or pawn, and its opponent a king and one
/// piece (the position's four men).
fn duel(pos: &Chess, strong: Color) -> bool {
    let board = pos.board();
    let ours = board.by_color(strong);
    ours.count() == 2
        && board.by_color(!strong).count() == 2
        && (ours & (board.queens() | board.rooks() | board.pawns())).any()
}

/// `pos` after the legal move `m`.
fn after(pos: &Chess, m: Move) -> Chess {
    let mut next = pos.clone();
    next.play_unchecked(m);
    next
}

/// A line of at most three plies from `pos` ending with `strong` taking the defender's piece
/// into a position the lone piece's table proves alive.
fn taking_line(pos: &Chess, strong: Color) -> Option<Vec<Move>> {
    if pos.turn() != strong {
        return offered_and_taken(pos, strong).map(|line| line.to_vec());
    }
    let moves = pos.legal_moves();
    // The piece taken at once (the only thing `strong` can take is the defender's piece).
    if let Some(&take) = moves
        .iter()
        .find(|m| m.is_capture() && alive_with_lone_piece(&after(pos, **m)))
    {
        return Some(vec![take]);
    }
    // Any other move first, then the piece given up and taken.
    moves.iter().filter(|m| !m.is_capture()).find_map(|&first| {
        let [offer, take] = offered_and_taken(&after(pos, first), strong)?;
        Some(vec![first, offer, take])
    })
}

/// The defender to move in `pos`: a move of its (no capture: its piece taking `strong`'s would
/// leave no table to go to) after which its piece stands attacked, and `strong`'s capture of it
/// into a position the lone piece's table proves alive.
fn offered_and_taken(pos: &Chess, strong: Color) -> Option<[Move; 2]> {
    pos.legal_moves()
        .iter()
        .filter(|m| !m.is_capture())
        .find_map(|&offer| {
            let next = after(pos, offer);
            let board = next.board();
            // The defender's piece after its move (a pawn may have promoted).
            let piece = (board.by_color(!strong) & !board.kings()).first()?;
            // Only what `strong` attacks can be taken: nothing to generate otherwise.
            if !attacked_by(board, strong).contains(piece) {
                return None;
            }
            let take = next
                .legal_moves()
                .iter()
                .copied()
                .find(|m| m.is_capture() && alive_with_lone_piece(&after(&next, *m)))?;
            Some([offer, take])
        })
}

/// The squares `strong`'s king and its one other piece attack on `board`.
fn attacked_by(board: &Board, strong: Color) -> Bitboard {
    let occupied = board.occupied();
    (board.by_color(strong))
        .into_iter()
        .fold(Bitboard::EMPTY, |covered, sq| {
            covered
                | match board.role_at(sq) {
                    Some(Role::King) => attacks::king_attacks(sq),
                    Some(Role::Queen) => attacks::queen_attacks(sq, occupied),
                    Some(Role::Rook) => attacks::rook_attacks(sq, occupied),
                    Some(Role::Bishop) => attacks::bishop_attacks(sq, occupied),
                    Some(Role::Knight) => attacks::knight_attacks(sq),
                    Some(Role::Pawn) => attacks::pawn_attacks(strong, sq),
                    None => Bitboard::EMPTY,
                }
        })
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng, rngs::StdRng};
    use shakmaty::{EnPassantMode, Piece};

    use super::*;
    use crate::fen::test_position as pos;
    use crate::mating::{Mating, can_mate, dead_position_searched};
    use crate::minor_pair::tests::RandomBoard;

    /// A random legal position of four men: `strong`'s king and one queen, rook or pawn, the
    /// other king and one piece of any kind, either side to move.
    fn random_duel(rng: &mut StdRng) -> Option<Chess> {
        let strong = if rng.gen_bool(0.5) {
            Color::White
        } else {
            Color::Black
        };
        let heavy = [Role::Queen, Role::Rook, Role::Pawn];
        let any = [
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ];
        let mut board = RandomBoard::new();
        board.place(strong.king(), rng);
        board.place((!strong).king(), rng);
        let role = heavy[rng.gen_range(0..heavy.len())];
        board.place(
            Piece {
                color: strong,
                role,
            },
            rng,
        );
        let role = any[rng.gen_range(0..any.len())];
        board.place(
            Piece {
                color: !strong,
                role,
            },
            rng,
        );
        board.position(rng)
    }

    /// Art. 5.2.2: a pawn against a knight, a pawn against a bishop (positions before a
    /// capture in the check corpus, where the defender's piece is asked first and its corner
    /// walk runs long), a rook against a knight: the defender's piece is given up and taken,
    /// and the searches agree that the position is alive.
    #[test]
    fn art_5_2_2_the_defenders_last_piece_is_taken_into_the_table() {
        for fen in [
            "8/6k1/8/8/8/6N1/4p3/2K5 w - - 0 51",
            "8/8/4k3/3n4/5P2/1K6/8/8 b - - 14 41",
            "8/8/3b4/4P3/8/1k6/8/6K1 b - - 0 41",
            "1n6/8/8/8/3k4/2R3K1/8/8 b - - 14 35",
        ] {
            let p = pos(fen);
            let line = last_defender_line(&p).unwrap_or_else(|| panic!("{fen}"));
            assert!(line.len() <= 3, "{fen}");
            assert_eq!(dead_position_searched(&p), Some(false), "{fen}");
        }
    }

    /// Other material is never answered: a lone king (the lone piece's table), two pieces
    /// against one, minor pieces only.
    #[test]
    fn art_5_2_2_other_material_is_left_to_the_search() {
        for fen in [
            "8/8/3k4/8/8/3R4/3K4/8 b - - 0 1",
            "8/8/3k4/3n4/8/2NR4/3K4/8 b - - 0 1",
            "8/8/3k4/3n4/8/3B4/3K4/8 b - - 0 1",
        ] {
            assert!(!alive_by_taking_the_last_defender(&pos(fen)), "{fen}");
        }
    }

    /// Art. 5.2.2, 6.9: every line the shortcut returns is a series of legal moves that, with
    /// a helpmate of the position it reaches (found by the searches), ends in checkmate — and
    /// chasolver's exact search alone never proves dead a position it says alive; on random
    /// positions of a queen, rook or pawn against a king and one piece, either side to move.
    #[test]
    fn art_5_2_2_every_last_defender_line_mates_and_the_exact_search_agrees() {
        let mut rng = StdRng::seed_from_u64(5_226);
        let (mut asked, mut said_alive) = (0, 0);
        while asked < 300 {
            let Some(p) = random_duel(&mut rng) else {
                continue;
            };
            asked += 1;
            let fen = shakmaty::fen::Fen::from_position(&p, EnPassantMode::Legal);
            let Some(line) = last_defender_line(&p) else {
                continue;
            };
            said_alive += 1;
            assert!(line.len() <= 3, "{fen}");
            let mut b = p.clone();
            for &m in &line {
                assert!(b.is_legal(m), "{fen}: {m:?} illegal");
                b.play_unchecked(m);
            }
            assert!(alive_with_lone_piece(&b), "{fen}");
            // The table's position has a helpmate: the whole line mates.
            let winner = if b.board().by_color(Color::White).count() == 2 {
                Color::White
            } else {
                Color::Black
            };
            let Mating::Possible { helpmate } = can_mate(&b, winner) else {
                panic!("{fen}: the table's position has no helpmate found");
            };
            for m in helpmate {
                assert!(b.is_legal(m), "{fen}: {m:?} illegal");
                b.play_unchecked(m);
            }
            assert!(b.is_checkmate(), "{fen}");
            assert_eq!(b.turn(), !winner, "{fen}");
            // The exact search alone (no shortcut) never proves it dead.
            let board: chess::Board = fen.to_string().parse().expect("solver fen");
            let dead = [chess::Color::White, chess::Color::Black]
                .into_iter()
                .all(|side| {
                    matches!(
                        chasolver::winnability(&board, side),
                        Some(chasolver::Winnability::Unwinnable)
                    )
                });
            assert!(!dead, "{fen}: the exact search proves it dead");
        }
        assert!(said_alive > asked / 2, "{said_alive} of {asked}");
    }
}
