//! Can a side still checkmate? The question behind Art. 5.2.2 (dead position), 6.9 (flag fall),
//! 5.1.2 (resignation) and 7.5.5 (illegal moves).
//!
//! "By any series of legal moves" means a *helpmate*: both sides cooperate. The answer comes from
//! `chasolver`, which decides it with proof: first its fast check, which can only prove that no
//! mate exists, then its full search, which either finds a helpmate line or proves there is none,
//! within its own node limits. When the search gives up, the answer is [`Mating::Unknown`], never a
//! guess.
//!
//! # Chess960 castling
//!
//! chasolver's board knows only standard castling (king on e1/e8, rooks on the a- and h-files).
//! A Chess960 castling right on other squares cannot be given to it, so it is removed before the
//! search. Removing a right only removes moves, which decides what can be trusted:
//! - a helpmate found without the right is a series of legal moves in the real position too, so a
//!   [`Mating::Possible`] verdict stands (and its line is replayed on the real position to check);
//! - a proof that no mate exists without the right says nothing about lines that castle, so in
//!   that case the answer is [`Mating::Unknown`] with [`UnknownWhy::Chess960Castling`].
//!
//! Such positions (every mate blocked, yet an unmoved king and rook keep a Chess960 right) are
//! rare; reporting them as unknown is honest and costs nothing elsewhere.

use std::panic::{AssertUnwindSafe, catch_unwind};

use chasolver::{Winnability, is_unwinnable_fast, winnability};
use shakmaty::{
    Bitboard, Chess, Color, EnPassantMode, Move, Position, Role, Square, fen::Fen, uci::UciMove,
};

/// Whether one side can still checkmate its opponent by some series of legal moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mating {
    /// It can: `helpmate` is a series of legal moves from the position that ends with that side
    /// giving checkmate (empty if the position is already checkmate given by that side).
    Possible {
        /// The helpmate line, already checked by replaying it.
        helpmate: Vec<Move>,
    },
    /// It cannot, proven.
    Impossible,
    /// Not decided: the search reached its limit, or the position could not be given to the
    /// solver faithfully.
    Unknown(UnknownWhy),
}

impl Mating {
    /// `Some(true)` if a mate is possible, `Some(false)` if proven impossible, `None` if unknown.
    pub fn as_option(&self) -> Option<bool> {
        match self {
            Mating::Possible { .. } => Some(true),
            Mating::Impossible => Some(false),
            Mating::Unknown(_) => None,
        }
    }
}

/// Why a [`Mating`] answer is unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnknownWhy {
    /// The full search hit its node limit.
    SearchLimit,
    /// No mate was found without a Chess960 castling right that the solver cannot represent.
    Chess960Castling,
    /// The solver could not read the position, failed, or gave a line that did not replay to
    /// mate; its answer is not used.
    Solver,
}

/// What both sides can still do: the facts behind a dead position (Art. 5.2.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatingPotential {
    /// Can White still checkmate Black?
    pub white: Mating,
    /// Can Black still checkmate White?
    pub black: Mating,
}

impl MatingPotential {
    /// Whether the position is dead (Art. 5.2.2: neither side can checkmate by any series of legal
    /// moves): `Some(true)` when both are proven impossible, `Some(false)` as soon as one side can
    /// mate, `None` otherwise.
    pub fn dead(&self) -> Option<bool> {
        match (self.white.as_option(), self.black.as_option()) {
            (Some(true), _) | (_, Some(true)) => Some(false),
            (Some(false), Some(false)) => Some(true),
            _ => None,
        }
    }

    /// The answer for `color`.
    pub fn of(&self, color: Color) -> &Mating {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// Both sides' mating potential in `pos` (Art. 5.2.2).
pub fn mating_potential(pos: &Chess) -> MatingPotential {
    // The position is handed to the solver once for both questions.
    let board = SolverBoard::of(pos);
    MatingPotential {
        white: board.can_mate(pos, Color::White),
        black: board.can_mate(pos, Color::Black),
    }
}

/// Whether `color` can checkmate its opponent from `pos` by any series of legal moves
/// (Art. 6.9, 5.1.2, 7.5.5).
///
/// ```
/// use laws::{can_mate, Mating};
/// use shakmaty::{fen::Fen, CastlingMode, Chess, Color};
///
/// // Art. 6.9 commentary: K+Q against K+N — the knight's side cannot mate.
/// let pos: Chess = "8/8/8/3k4/8/3n4/8/2QK4 w - - 0 1"
///     .parse::<Fen>()?
///     .into_position(CastlingMode::Standard)?;
/// assert_eq!(can_mate(&pos, Color::Black), Mating::Impossible);
/// assert!(matches!(can_mate(&pos, Color::White), Mating::Possible { .. }));
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn can_mate(pos: &Chess, color: Color) -> Mating {
    SolverBoard::of(pos).can_mate(pos, color)
}

/// A position as chasolver's board, and whether a Chess960 castling right had to be left out.
struct SolverBoard {
    board: Option<chess::Board>,
    stripped: bool,
}

impl SolverBoard {
    fn of(pos: &Chess) -> SolverBoard {
        let (fen, stripped) = solver_fen(pos);
        SolverBoard {
            board: fen.parse::<chess::Board>().ok(),
            stripped,
        }
    }

    fn can_mate(&self, pos: &Chess, color: Color) -> Mating {
        // A lone king never gives check, so never mates: certain without any search, and so
        // also where a Chess960 right keeps the solver's "no" from being trusted.
        if pos.board().by_color(color).count() == 1 {
            return Mating::Impossible;
        }
        let Some(board) = &self.board else {
            return Mating::Unknown(UnknownWhy::Solver);
        };
        let winner = match color {
            Color::White => chess::Color::White,
            Color::Black => chess::Color::Black,
        };
        // chasolver is not ours; a failure inside it must not take the caller down.
        let verdict = catch_unwind(AssertUnwindSafe(|| {
            if is_unwinnable_fast(board, winner) {
                Some(Winnability::Unwinnable)
            } else {
                winnability(board, winner)
            }
        }));
        match verdict {
            Ok(Some(Winnability::Winnable { helpmate })) => match replay(pos, color, &helpmate) {
                Some(line) => Mating::Possible { helpmate: line },
                None => Mating::Unknown(UnknownWhy::Solver),
            },
            Ok(Some(Winnability::Unwinnable)) if self.stripped => {
                Mating::Unknown(UnknownWhy::Chess960Castling)
            }
            Ok(Some(Winnability::Unwinnable)) => Mating::Impossible,
            Ok(None) => Mating::Unknown(UnknownWhy::SearchLimit),
            Err(_) => Mating::Unknown(UnknownWhy::Solver),
        }
    }
}

/// The position as a FEN chasolver's board reads, and whether a castling right had to be left out.
fn solver_fen(pos: &Chess) -> (String, bool) {
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    let rights = setup.castling_rights;
    let mut kept = Bitboard::EMPTY;
    for color in Color::ALL {
        let king_home = color.fold_wb(Square::E1, Square::E8);
        if pos.board().king_of(color) != Some(king_home) {
            continue;
        }
        for rook in [
            color.fold_wb(Square::A1, Square::A8),
            color.fold_wb(Square::H1, Square::H8),
        ] {
            if rights.contains(rook) {
                kept.add(rook);
            }
        }
    }
    setup.castling_rights = kept;
    setup.halfmoves = 0;
    let fen = Fen::try_from_setup(setup).unwrap_or_else(|lossy| lossy.ignore());
    (fen.to_string(), kept != rights)
}

/// Replays chasolver's line on our own position: every move must be legal and the last one must
/// be checkmate given by `color`. Returns the line in our move type.
fn replay(pos: &Chess, color: Color, helpmate: &[chess::ChessMove]) -> Option<Vec<Move>> {
    let mut board = pos.clone();
    let mut line = Vec::with_capacity(helpmate.len());
    for m in helpmate {
        let m = solver_move(*m).to_move(&board).ok()?;
        board.play_unchecked(m);
        line.push(m);
    }
    (board.is_checkmate() && board.turn() == !color).then_some(line)
}

/// chasolver's move as UCI. Both libraries number squares from a1 = 0 to h8 = 63.
fn solver_move(m: chess::ChessMove) -> UciMove {
    let square = |s: chess::Square| Square::new(u32::from(s.to_int()));
    UciMove::Normal {
        from: square(m.get_source()),
        to: square(m.get_dest()),
        promotion: m.get_promotion().map(|p| match p {
            chess::Piece::Pawn => Role::Pawn,
            chess::Piece::Knight => Role::Knight,
            chess::Piece::Bishop => Role::Bishop,
            chess::Piece::Rook => Role::Rook,
            chess::Piece::Queen => Role::Queen,
            chess::Piece::King => Role::King,
        }),
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::CastlingMode;

    use super::*;

    fn pos(fen: &str, mode: CastlingMode) -> Chess {
        fen.parse::<Fen>()
            .expect("fen")
            .into_position(mode)
            .expect("legal")
    }

    #[test]
    fn art_5_2_2_lone_kings_are_dead() {
        let p = pos("8/8/4k3/8/8/3K4/8/8 w - - 0 1", CastlingMode::Standard);
        assert_eq!(mating_potential(&p).dead(), Some(true));
    }

    #[test]
    fn art_5_2_2_start_position_is_alive_and_the_line_mates() {
        let p = Chess::default();
        for color in Color::ALL {
            let Mating::Possible { helpmate } = can_mate(&p, color) else {
                panic!("{color:?} can mate from the start position");
            };
            let mut b = p.clone();
            for m in helpmate {
                b = b.play(m).expect("legal line");
            }
            assert!(b.is_checkmate());
            assert_eq!(b.turn(), !color);
        }
    }

    #[test]
    fn guideline_ii_chess960_rights_are_removed_but_winnable_verdicts_stand() {
        // Chess960 start position 0 (BBQNNRKR): rights on the f- and h-files.
        let p = pos(
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
            CastlingMode::Chess960,
        );
        let (_, stripped) = solver_fen(&p);
        assert!(stripped);
        assert!(matches!(
            can_mate(&p, Color::White),
            Mating::Possible { .. }
        ));
    }
}
