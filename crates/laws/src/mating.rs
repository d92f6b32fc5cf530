//! Can a side still checkmate? The question behind Art. 5.2.2 (dead position), 6.9 (flag fall),
//! 5.1.2 (resignation) and 7.5.5 (illegal moves).
//!
//! "By any series of legal moves" means a *helpmate*: both sides cooperate. The answer is decided
//! with proof, in three steps, the cheap ones first:
//! 1. a lone king never mates;
//! 2. our quick helpmate search (`quick_helpmate`) follows a plan — the loser's king to the edge,
//!    the winner's king opposite, a queen or rook on the edge line, pawns promoted first — and
//!    in a few microseconds finds a line on most positions where a mate exists; a line it finds
//!    is made of legal moves and ends in checkmate, so it is a proof; when it finds none, that
//!    proves nothing and
//! 3. `chasolver` decides: first its fast check, which can only prove that no mate exists, then
//!    its full search, which either finds a helpmate line or proves there is none, within its
//!    own node limits.
//!
//! When the search gives up, the answer is [`Mating::Unknown`], never a guess.
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

use std::cell::OnceCell;
use std::panic::{AssertUnwindSafe, catch_unwind};

use chasolver::{Winnability, is_unwinnable_fast, winnability};
use shakmaty::{
    Bitboard, Chess, Color, EnPassantMode, Move, Position, Role, Square, fen::Fen, uci::UciMove,
};

use crate::last_defender::alive_by_taking_the_last_defender;
use crate::lone_piece::alive_with_lone_piece;
use crate::minor_pair::alive_with_minor_pair;
use crate::minor_trio::alive_with_minor_trio;
use crate::piece_pair::alive_with_piece_pair;
use crate::quick_helpmate::quick_helpmate;

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
    // The position is handed to the solver at most once for both questions.
    let board = SolverBoard::new(pos);
    MatingPotential {
        white: board.can_mate(Color::White),
        black: board.can_mate(Color::Black),
    }
}

/// Whether `pos` is a dead position (Art. 5.2.2): neither player can checkmate the opponent's
/// king by any series of legal moves. `Some(true)` when both are proven unable, `Some(false)` as
/// soon as one side is proven able, `None` when the search could not decide.
///
/// The same answer as `mating_potential(pos).dead()`, found with less work: a queen, a rook or a
/// pawn against a lone king is answered without a search where [`alive_with_lone_piece`] proves
/// the position alive, two minor pieces where [`alive_with_minor_pair`] does (retrograde
/// analyses of every such position found the few dead ones; see those functions), three where a
/// short line leads into that table, two pieces of which one is a queen, a rook or a pawn where
/// one leads into the lone piece's; otherwise it stops at the first side that can mate, and gives both sides the
/// quick search (the side with more material first) before either gets chasolver's full search
/// — a position is alive as soon as either side can mate, and the quick search often finds the
/// one side's mate where the other side's would take the full search long.
///
/// ```
/// use laws::{dead_position, read_fen};
///
/// // Art. 5.2.2: bishops of one colour only.
/// let (pos, _) = read_fen("8/8/3k4/3b4/8/3B4/3K4/8 w - - 0 1")?;
/// assert_eq!(dead_position(&pos), Some(true));
/// // A bishop against a pawn: the pawn can still promote and mate.
/// let (pos, _) = read_fen("8/8/3k4/3p4/8/3B4/3K4/8 w - - 0 1")?;
/// assert_eq!(dead_position(&pos), Some(false));
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn dead_position(pos: &Chess) -> Option<bool> {
    // A queen, rook or pawn against a lone king, where the player to move has a move that takes
    // nothing (`crate::lone_piece`); two minor pieces against a lone king: proven alive without
    // a search in all but a few positions by a corner (`crate::minor_pair`'s note says why its
    // `true` is the search's answer); three of them where a short line leads into that table
    // (`crate::minor_trio`); two pieces, one a queen, a rook or a pawn, where a short line
    // leads into the lone piece's table (`crate::piece_pair`); a queen, rook or pawn against a
    // king and one piece, where a short line takes that piece into the same table
    // (`crate::last_defender`); the rest is searched.
    if alive_without_search(pos) {
        return Some(false);
    }
    dead_position_searched(pos)
}

/// [`dead_position`] by the searches alone, without the shortcuts of [`alive_with_lone_piece`],
/// [`alive_with_minor_pair`], [`alive_with_minor_trio`], [`alive_with_piece_pair`] and
/// [`alive_by_taking_the_last_defender`] (their tests compare the two).
pub(crate) fn dead_position_searched(pos: &Chess) -> Option<bool> {
    searched_life(pos).dead()
}

/// What [`dead_position`] found, with its proof of life where there is one (Art. 5.2.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Life {
    /// Alive: a helpmate line from the position (legal moves ending in checkmate, replayed),
    /// or `None` where the minor pair's proven table says so without a line.
    Alive(Option<Vec<Move>>),
    /// Dead: neither side can mate, proven.
    Dead,
    /// Not decided.
    Unknown,
}

impl Life {
    /// As [`dead_position`] answers.
    pub(crate) fn dead(&self) -> Option<bool> {
        match self {
            Life::Alive(_) => Some(false),
            Life::Dead => Some(true),
            Life::Unknown => None,
        }
    }
}

/// [`dead_position`], with the proof of life it found: the same answer by the same searches.
pub(crate) fn life(pos: &Chess) -> Life {
    if alive_without_search(pos) {
        return Life::Alive(None);
    }
    searched_life(pos)
}

/// The proofs of life without a helpmate search (Art. 5.2.2): a queen, a rook or a pawn against
/// a lone king by the retrograde analysis behind [`alive_with_lone_piece`], two minor pieces by
/// the proven table of [`alive_with_minor_pair`], three by a short line into it
/// ([`alive_with_minor_trio`]), two pieces of which one is a queen, a rook or a pawn by a short
/// line into the lone piece's ([`alive_with_piece_pair`]), a queen, a rook or a pawn against a
/// king and one piece by a short line taking that piece into the same table
/// ([`alive_by_taking_the_last_defender`]). `true` is certain; `false` says nothing.
fn alive_without_search(pos: &Chess) -> bool {
    alive_with_lone_piece(pos)
        || alive_with_minor_pair(pos)
        || alive_with_minor_trio(pos)
        || alive_with_piece_pair(pos)
        || alive_by_taking_the_last_defender(pos)
}

/// [`dead_position_searched`], with the proof of life it found.
fn searched_life(pos: &Chess) -> Life {
    // Art. 5.2.2: where every legal move takes the last piece that could mate (the lone king
    // forced to take the queen, say), the position is dead with no search: the walk would spend
    // its budget on it before chasolver proves the same.
    if dead_after_every_move(pos) {
        return Life::Dead;
    }
    let board = SolverBoard::new(pos);
    let first = likelier_mater(pos);
    let order = [first, !first];
    let mut answers: [Option<Mating>; 2] = [None, None];
    for (answer, color) in answers.iter_mut().zip(order) {
        match board.without_solver(color) {
            Some(Mating::Possible { helpmate }) => return Life::Alive(Some(helpmate)),
            found => *answer = found,
        }
    }
    for (answer, color) in answers.iter_mut().zip(order) {
        if answer.is_none() {
            let mating = board.with_solver(color);
            if let Mating::Possible { helpmate } = mating {
                return Life::Alive(Some(helpmate));
            }
            *answer = Some(mating);
        }
    }
    let [Some(first_answer), Some(second_answer)] = answers else {
        return Life::Unknown;
    };
    let (white, black) = match first {
        Color::White => (first_answer, second_answer),
        Color::Black => (second_answer, first_answer),
    };
    match (MatingPotential { white, black }).dead() {
        Some(true) => Life::Dead,
        Some(false) => Life::Alive(None),
        None => Life::Unknown,
    }
}

/// Whether `pos` is dead (Art. 5.2.2) by its material alone, with no search: each side has a lone
/// king, or material with which no series of legal moves mates (shakmaty's test, the material of
/// the 2023 Laws' commentary on 6.9 and 5.2.2) and no castling right the solver would leave out.
/// When true, [`dead_position`] answers `Some(true)` by the same tests; when false, it says
/// nothing (a blocked position is dead with any material).
///
/// Costs a few bitboard operations: a caller looking for the first dead position of a game
/// (`arbiter check`) walks back over the positions dead by material before any search.
///
/// ```
/// use laws::{dead_by_material, dead_position, read_fen};
///
/// // King and knight against king: dead (Art. 5.2.2), proven without a search.
/// let (pos, _) = read_fen("8/8/3k4/8/8/3N4/3K4/8 w - - 0 1")?;
/// assert!(dead_by_material(&pos));
/// assert_eq!(dead_position(&pos), Some(true));
/// // A rook can mate: not dead by material.
/// let (pos, _) = read_fen("8/8/3k4/8/8/8/3K4/R7 w - - 0 1")?;
/// assert!(!dead_by_material(&pos));
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn dead_by_material(pos: &Chess) -> bool {
    Color::ALL.into_iter().all(|color| {
        // `SolverBoard::without_solver`'s answers that need no search: a lone king, or
        // insufficient material where no Chess960 right is left out.
        pos.board().by_color(color).count() == 1
            || (pos.has_insufficient_material(color) && !solver_rights(pos).1)
    })
}

/// The most men of a position asked whether every move leaves it dead by material
/// ([`dead_after_every_move`]): one capture rarely leaves a position with more dead (bishops of
/// one colour only), and the question costs a move list where it fails.
const FEW_MEN: usize = 5;

/// Whether `pos` is dead (Art. 5.2.2) because every one of its legal moves is a capture into a
/// position dead by material alone ([`dead_by_material`], whose positions [`dead_position`]
/// answers dead): it has a legal move, so it is no checkmate, and every series of legal moves
/// from it passes through one of those positions, after which no series mates. `true` is
/// certain; `false` says nothing. Asked only of positions of at most [`FEW_MEN`] men, where it
/// costs one move list (and a position played for each capture).
fn dead_after_every_move(pos: &Chess) -> bool {
    if pos.board().occupied().count() > FEW_MEN {
        return false;
    }
    let moves = pos.legal_moves();
    !moves.is_empty()
        && moves.iter().all(|&m| {
            m.is_capture() && {
                let mut next = pos.clone();
                next.play_unchecked(m);
                dead_by_material(&next)
            }
        })
}

/// The side likelier to mate, so asked first: a side with a queen, a rook or a pawn before one
/// with only knights and bishops (whose quick search is a corner walk with the opponent's men as
/// blockers, long where it finds a line and spending a budget three times the edge walk's where
/// it finds none), else the side with more material (White when equal), by the usual piece
/// values.
fn likelier_mater(pos: &Chess) -> Color {
    let board = pos.board();
    let edge = |color: Color| {
        (board.by_color(color) & (board.queens() | board.rooks() | board.pawns())).any()
    };
    match (edge(Color::White), edge(Color::Black)) {
        (true, false) => return Color::White,
        (false, true) => return Color::Black,
        _ => {}
    }
    let material = |color: Color| {
        let ours = pos.board().by_color(color);
        [
            (Role::Pawn, 1),
            (Role::Knight, 3),
            (Role::Bishop, 3),
            (Role::Rook, 5),
            (Role::Queen, 9),
        ]
        .into_iter()
        .map(|(role, value)| (pos.board().by_role(role) & ours).count() * value)
        .sum::<usize>()
    };
    if material(Color::Black) > material(Color::White) {
        Color::Black
    } else {
        Color::White
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
    SolverBoard::new(pos).can_mate(color)
}

/// A position, and the same position as chasolver's board, made only when the solver is asked.
struct SolverBoard<'a> {
    pos: &'a Chess,
    solver: OnceCell<(Option<chess::Board>, bool)>,
}

impl<'a> SolverBoard<'a> {
    fn new(pos: &'a Chess) -> SolverBoard<'a> {
        SolverBoard {
            pos,
            solver: OnceCell::new(),
        }
    }

    /// chasolver's board, and whether a Chess960 castling right had to be left out.
    fn solver(&self) -> (Option<&chess::Board>, bool) {
        let (board, stripped) = self.solver.get_or_init(|| {
            let (fen, stripped) = solver_fen(self.pos);
            (fen.parse::<chess::Board>().ok(), stripped)
        });
        (board.as_ref(), *stripped)
    }

    fn can_mate(&self, color: Color) -> Mating {
        self.without_solver(color)
            .unwrap_or_else(|| self.with_solver(color))
    }

    /// The answers that need no solver: a lone king never mates, a mate on the board is its own
    /// line, and a line found by the quick search is a proof. `None`: ask the solver.
    fn without_solver(&self, color: Color) -> Option<Mating> {
        let pos = self.pos;
        // A lone king never gives check, so never mates: certain without any search, and so
        // also where a Chess960 right keeps the solver's "no" from being trusted.
        if pos.board().by_color(color).count() == 1 {
            return Some(Mating::Impossible);
        }
        // Already mate given by `color`: the empty line.
        if pos.turn() == !color && pos.is_checkmate() {
            return Some(Mating::Possible {
                helpmate: Vec::new(),
            });
        }
        // Where shakmaty's material test says no mate can come, none can: a king with nothing,
        // or with one knight against a king and queens, or with bishops all on one colour
        // against no pawn, knight or bishop of the other colour (the material of the 2023 Laws'
        // commentary on 6.9 and 5.2.2: no series of legal moves mates with it, whatever the
        // opponent does). The solver's fast check proves the same on the same positions, at
        // the cost of a FEN written and read (`mating_agrees_with_the_solver_on_insufficient
        // _material` compares them); it is still asked where a Chess960 castling right would
        // be left out, whose "no" is then reported unknown (see the module's note).
        if pos.has_insufficient_material(color) {
            let stripped = solver_rights(pos).1;
            return (!stripped).then_some(Mating::Impossible);
        }
        quick_helpmate(pos, color).map(|helpmate| Mating::Possible { helpmate })
    }

    /// chasolver's answer: its fast check, then its full search.
    fn with_solver(&self, color: Color) -> Mating {
        let pos = self.pos;
        let (Some(board), stripped) = self.solver() else {
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
            Ok(Some(Winnability::Unwinnable)) if stripped => {
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
    let (kept, stripped) = solver_rights(pos);
    setup.castling_rights = kept;
    setup.halfmoves = 0;
    let fen = Fen::try_from_setup(setup).unwrap_or_else(|lossy| lossy.ignore());
    (fen.to_string(), stripped)
}

/// The castling rights chasolver's board can hold (a king on e1/e8 with a rook on the a- or
/// h-file), and whether a right of the position had to be left out.
fn solver_rights(pos: &Chess) -> (Bitboard, bool) {
    let rights = pos.castles().castling_rights();
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
    (kept, kept != rights)
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

    /// Art. 5.2.2, 6.9: where shakmaty's material test says a side cannot mate, the answer is
    /// given without the solver; the solver (fast check, then full search) must say the same on
    /// every such position: random placements of kings, minor pieces and queens (the material
    /// the test looks at), each side asked.
    #[test]
    fn art_6_9_mating_agrees_with_the_solver_on_insufficient_material() {
        use crate::minor_pair::tests::RandomBoard;
        use rand::{Rng, SeedableRng, rngs::StdRng};
        use shakmaty::Piece;

        let mut rng = StdRng::seed_from_u64(69);
        let extras = [
            Role::Knight,
            Role::Bishop,
            Role::Bishop,
            Role::Queen,
            Role::Knight,
        ];
        let mut asked = 0;
        while asked < 400 {
            let mut board = RandomBoard::new();
            board.place(Color::White.king(), &mut rng);
            board.place(Color::Black.king(), &mut rng);
            for _ in 0..rng.gen_range(1..=3) {
                let role = extras[rng.gen_range(0..extras.len())];
                let color = if rng.gen_bool(0.5) {
                    Color::White
                } else {
                    Color::Black
                };
                board.place(Piece { color, role }, &mut rng);
            }
            let Some(p) = board.position(&mut rng) else {
                continue;
            };
            // Art. 5.2.2: dead by material alone is dead as the search answers it.
            if dead_by_material(&p) {
                assert_eq!(
                    dead_position(&p),
                    Some(true),
                    "{}",
                    Fen::from_position(&p, EnPassantMode::Legal)
                );
            }
            for color in Color::ALL {
                if p.has_insufficient_material(color) && p.board().by_color(color).count() > 1 {
                    asked += 1;
                    let board = SolverBoard::new(&p);
                    assert_eq!(board.without_solver(color), Some(Mating::Impossible));
                    assert_eq!(
                        board.with_solver(color),
                        Mating::Impossible,
                        "{} {color:?}",
                        Fen::from_position(&p, EnPassantMode::Legal)
                    );
                }
            }
        }
    }

    /// Art. 5.2.2: a rook and a bishop against a lone king, yet dead: the king's one legal
    /// move takes the rook, and a bishop alone never mates. Material against a lone king does
    /// not prove a position alive without a search (found when such a shortcut was tried).
    #[test]
    fn art_5_2_2_a_forced_capture_of_the_rook_leaves_a_dead_position() {
        let p = pos("8/1K6/8/k7/1R6/8/1B6/8 b - - 0 1", CastlingMode::Standard);
        // Not dead by material (a rook mates): the search decides it.
        assert!(!dead_by_material(&p));
        assert_eq!(p.legal_moves().len(), 1);
        assert_eq!(can_mate(&p, Color::White), Mating::Impossible);
        assert_eq!(dead_position(&p), Some(true));
    }

    /// Art. 5.2.2: a pawn against a knight is asked of the pawn's side first (its edge walk,
    /// not the knight's corner walk), though the knight is worth more; otherwise the side with
    /// more material is; the answer is the same either way.
    #[test]
    fn art_5_2_2_a_side_with_a_pawn_rook_or_queen_is_asked_first() {
        let p = pos(
            "8/8/4k3/3n4/5P2/1K6/8/8 b - - 14 41",
            CastlingMode::Standard,
        );
        assert_eq!(likelier_mater(&p), Color::White);
        assert_eq!(dead_position_searched(&p), Some(false));
        let p = pos(
            "8/8/4k3/3r4/5P2/1K6/8/8 b - - 14 41",
            CastlingMode::Standard,
        );
        assert_eq!(likelier_mater(&p), Color::Black);
        let p = pos(
            "8/8/4k3/3n4/5B2/1K6/8/8 b - - 14 41",
            CastlingMode::Standard,
        );
        assert_eq!(likelier_mater(&p), Color::White);
    }

    /// Art. 5.2.2: the lone king's every move takes the queen (or the rook): dead with no
    /// search, as chasolver's exact search proves; where it has a quiet move, no answer.
    #[test]
    fn art_5_2_2_every_move_taking_the_last_mating_piece_is_dead() {
        for fen in [
            "8/8/8/8/kQ3K2/8/8/8 b - - 3 67",
            "8/8/8/8/8/8/6Qk/2K5 b - - 42 69",
            "8/8/6k1/8/8/8/q7/K7 w - - 15 67",
        ] {
            let p = pos(fen, CastlingMode::Standard);
            assert!(dead_after_every_move(&p), "{fen}");
            assert_eq!(dead_position(&p), Some(true), "{fen}");
            assert_eq!(dead_by_the_solver_alone(&p), Some(true), "{fen}");
        }
        for fen in [
            // The king may step aside: alive.
            "8/8/8/8/1Q3K2/k7/8/8 b - - 3 67",
            // Checkmate: no move at all.
            "8/8/8/8/8/8/5KQk/8 b - - 0 1",
        ] {
            assert!(
                !dead_after_every_move(&pos(fen, CastlingMode::Standard)),
                "{fen}"
            );
        }
    }

    /// Art. 5.2.2: wherever every legal move is a capture into a position dead by material,
    /// chasolver's exact search alone proves the position dead (never alive): random positions
    /// of a king against a king and one or two pieces beside it, either side to move.
    #[test]
    fn art_5_2_2_dead_after_every_move_agrees_with_the_exact_search() {
        use rand::{Rng, SeedableRng, rngs::StdRng};
        use shakmaty::{Board, FromSetup, Piece, Setup};

        let mut rng = StdRng::seed_from_u64(5_227);
        let roles = [
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ];
        let (mut tried, mut dead) = (0, 0);
        while dead < 60 {
            tried += 1;
            assert!(tried < 400_000, "{dead} dead of {tried}");
            let strong = if rng.gen_bool(0.5) {
                Color::White
            } else {
                Color::Black
            };
            let mut board = Board::empty();
            let lone = Square::new(rng.gen_range(0..64));
            board.set_piece_at(lone, (!strong).king());
            // The pieces beside the lone king, where it can take them.
            let near: Vec<Square> = shakmaty::attacks::king_attacks(lone).into_iter().collect();
            for _ in 0..rng.gen_range(1..=2) {
                let at = near[rng.gen_range(0..near.len())];
                let role = roles[rng.gen_range(0..roles.len())];
                board.set_piece_at(
                    at,
                    Piece {
                        color: strong,
                        role,
                    },
                );
            }
            let king = Square::new(rng.gen_range(0..64));
            if board.piece_at(king).is_some() {
                continue;
            }
            board.set_piece_at(king, strong.king());
            let mut setup = Setup::empty();
            setup.board = board;
            setup.turn = !strong;
            let Ok(p) = Chess::from_setup(setup, CastlingMode::Standard) else {
                continue;
            };
            if dead_after_every_move(&p) {
                dead += 1;
                assert_eq!(
                    dead_by_the_solver_alone(&p),
                    Some(true),
                    "{}",
                    Fen::from_position(&p, EnPassantMode::Legal)
                );
            }
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

    /// Art. 5.2.2 by chasolver's exact search alone, each side asked (its fast check, then its
    /// full search; no shortcut of ours): `None` when it gives up on a side it needed.
    fn dead_by_the_solver_alone(pos: &Chess) -> Option<bool> {
        let board = SolverBoard::new(pos);
        MatingPotential {
            white: board.with_solver(Color::White),
            black: board.with_solver(Color::Black),
        }
        .dead()
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 1000,
            ..proptest::prelude::ProptestConfig::default()
        })]

        /// Art. 5.2.2: `dead_position`, with every shortcut it takes (the minor pair's proven
        /// table, material, the quick helpmate search, the first side that mates), answers as
        /// chasolver's exact search alone does, on positions of random games from the opening
        /// to bare kings.
        #[test]
        fn art_5_2_2_the_shortcuts_answer_as_the_exact_search(
            seed in proptest::prelude::any::<u64>(),
            plies in 0usize..400,
        ) {
            let pos = crate::quick_helpmate::tests::random_position(seed, plies);
            let exact = dead_by_the_solver_alone(&pos);
            let fen = Fen::from_position(&pos, EnPassantMode::Legal);
            // Where the exact search gives up, our answer may only be a proof of life.
            match exact {
                Some(dead) => proptest::prop_assert_eq!(dead_position(&pos), Some(dead), "{}", fen),
                None => proptest::prop_assert_ne!(dead_position(&pos), Some(true), "{}", fen),
            }
        }
    }
}
