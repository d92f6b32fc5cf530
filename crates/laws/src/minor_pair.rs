//! Two minor pieces against a lone king: alive without a search, in all but a few positions near
//! a corner (Art. 5.2.2, 6.9).
//!
//! A king with a knight and a bishop, two knights, or two bishops on squares of different
//! colours, against a lone king, can checkmate by some series of legal moves (a helpmate, the
//! question of Art. 5.2.2 and 6.9) from nearly every position — yet not from all, so no rule of
//! material may say so (`art_5_2_2_a_forced_capture_of_the_rook_leaves_a_dead_position` shows
//! what such a rule gets wrong). What does hold was found by retrograde analysis of every legal
//! position of these three materials, the pieces' side to move or the lone king's
//! (`bench/check-dead-minors`: 12.6M positions with two knights, 24.5M with a knight and a
//! bishop, 6.0M with two bishops; a position is alive when it is checkmate given by the pieces'
//! side, or when a move that takes nothing leads to an alive one, until nothing changes):
//!
//! 1. with the pieces' side to move, every position is alive unless the lone king stands in
//!    the set [`Pair::corner`] names (no square for two knights; the four corners for two
//!    bishops; the corners and the squares beside them on the edges, twelve in all, for a
//!    knight and a bishop);
//! 2. with the lone king to move, outside that set, a position is alive exactly when the king
//!    has a legal move that takes nothing (else it is stalemate, or every move takes a piece and
//!    leaves one minor piece, with which no series of legal moves mates).
//!
//! [`alive_with_minor_pair`] answers `true` only where 1 or 2 says so, or where the lone king
//! has a legal move that takes nothing to a square outside the set (a position of 1 follows).
//! Its `true` is therefore the helpmate search's answer, without the search; its `false` says
//! nothing, and the search decides as before. `bench/check-dead-minors` checks the function
//! itself on every one of those positions against the retrograde table (no position where it
//! says alive is dead); `minor_pair_alive_agrees_with_the_search` compares it with the search
//! on random positions.

use shakmaty::{Bitboard, Chess, Color, Position, Square};

/// The minor pieces beside the king, as far as the exceptions go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pair {
    /// Two knights.
    Knights,
    /// A knight and a bishop.
    KnightBishop,
    /// Two bishops on squares of different colours.
    Bishops,
}

impl Pair {
    /// The squares of the lone king where, with the pieces' side to move, some positions are
    /// dead (`bench/check-dead-minors` lists them): the retrograde analysis found none for two
    /// knights, the corners for two bishops, the corners and their neighbours on the edges for
    /// a knight and a bishop.
    fn corner(self) -> Bitboard {
        let corners = Bitboard::CORNERS;
        match self {
            Pair::Knights => Bitboard::EMPTY,
            Pair::Bishops => corners,
            Pair::KnightBishop => {
                corners
                    | Bitboard::from_iter([
                        Square::B1,
                        Square::A2,
                        Square::G1,
                        Square::H2,
                        Square::A7,
                        Square::B8,
                        Square::H7,
                        Square::G8,
                    ])
            }
        }
    }
}

/// The pair of minor pieces of `strong`, when `strong` has a king and exactly two minor pieces
/// that can mate together and nothing else, and its opponent a lone king.
fn pair(pos: &Chess, strong: Color) -> Option<Pair> {
    let board = pos.board();
    if board.by_color(!strong).count() != 1 || board.by_color(strong).count() != 3 {
        return None;
    }
    let ours = board.by_color(strong);
    let knights = (board.knights() & ours).count();
    let bishops = board.bishops() & ours;
    match (knights, bishops.count()) {
        (2, 0) => Some(Pair::Knights),
        (1, 1) => Some(Pair::KnightBishop),
        (0, 2) => {
            let light = (bishops & Bitboard::LIGHT_SQUARES).count();
            (light == 1).then_some(Pair::Bishops)
        }
        _ => None,
    }
}

/// Whether `pos` is proven alive (Art. 5.2.2: a side can still checkmate by some series of legal
/// moves) by the facts of the module's note, where one side has a king and two minor pieces that
/// can mate together (a knight and a bishop, two knights, two bishops on squares of different
/// colours) and the other a lone king. `true` is certain (the helpmate search would find the
/// mate); `false` says nothing: another material, or one of the few positions near a corner
/// where the search must decide.
///
/// Costs a few bitboard operations, and the lone king's legal moves when it is to move: the
/// helpmate search it saves takes milliseconds on these positions.
///
/// ```
/// use laws::{alive_with_minor_pair, dead_position, read_fen};
///
/// // Knight and bishop against a lone king in the middle: alive (Art. 5.2.2).
/// let (pos, _) = read_fen("8/8/3k4/8/8/2NB4/3K4/8 b - - 0 1")?;
/// assert!(alive_with_minor_pair(&pos));
/// assert_eq!(dead_position(&pos), Some(false));
/// // The lone king's only move takes the knight, leaving a bishop that never mates: dead, and
/// // not claimed alive.
/// let (pos, _) = read_fen("8/8/4B3/8/8/2K5/8/kN6 b - - 0 1")?;
/// assert!(!alive_with_minor_pair(&pos));
/// assert_eq!(dead_position(&pos), Some(true));
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn alive_with_minor_pair(pos: &Chess) -> bool {
    let Some((strong, pair)) = Color::ALL
        .into_iter()
        .find_map(|strong| pair(pos, strong).map(|p| (strong, p)))
    else {
        return false;
    };
    let board = pos.board();
    let Some(lone) = board.king_of(!strong) else {
        return false;
    };
    let corner = pair.corner();
    if pos.turn() == strong {
        // Fact 1.
        return !corner.contains(lone);
    }
    // The lone king to move: its moves that take nothing (a king's move never takes its own
    // men, and its opponent has only the pieces to lose).
    let quiet = pos
        .legal_moves()
        .into_iter()
        .filter(|m| !m.is_capture())
        .map(|m| m.to());
    if corner.contains(lone) {
        // To a square outside the set: fact 1 on the position that follows.
        quiet.into_iter().any(|to| !corner.contains(to))
    } else {
        // Fact 2.
        quiet.into_iter().next().is_some()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use rand::{Rng, SeedableRng, rngs::StdRng};
    use shakmaty::{Board, CastlingMode, EnPassantMode, FromSetup, Piece, Role, Setup, fen::Fen};

    use super::*;
    use crate::mating::dead_position_searched;

    /// A board filled at random, a piece at a time, each on a square drawn from those still
    /// free: the random positions of the Art. 5.2.2 shortcuts' tests.
    pub(crate) struct RandomBoard {
        board: Board,
        free: Vec<Square>,
    }

    impl RandomBoard {
        /// An empty board.
        pub(crate) fn new() -> RandomBoard {
            RandomBoard {
                board: Board::empty(),
                free: Square::ALL.to_vec(),
            }
        }

        /// `piece` on a free square drawn from `rng`.
        pub(crate) fn place(&mut self, piece: Piece, rng: &mut StdRng) {
            let at = self.free.swap_remove(rng.gen_range(0..self.free.len()));
            self.board.set_piece_at(at, piece);
        }

        /// The position of the board with either side to move, drawn from `rng`; `None` where
        /// it is not legal.
        pub(crate) fn position(self, rng: &mut StdRng) -> Option<Chess> {
            let mut setup = Setup::empty();
            setup.board = self.board;
            setup.turn = if rng.gen_bool(0.5) {
                Color::White
            } else {
                Color::Black
            };
            Chess::from_setup(setup, CastlingMode::Standard).ok()
        }
    }

    /// A random position of a king and `pieces` pieces (each `role` draws, just before it is
    /// placed) against a lone king, either colour strong, either side to move: the random
    /// positions of the tests of `minor_pair`, `minor_trio` and `lone_piece` (Art. 5.2.2).
    /// `None` where the drawn position is not legal.
    pub(crate) fn against_lone_king(
        rng: &mut StdRng,
        pieces: usize,
        mut role: impl FnMut(&mut StdRng) -> Role,
    ) -> Option<Chess> {
        let strong = if rng.gen_bool(0.5) {
            Color::White
        } else {
            Color::Black
        };
        let mut board = RandomBoard::new();
        board.place(strong.king(), rng);
        board.place((!strong).king(), rng);
        for _ in 0..pieces {
            let role = role(rng);
            board.place(
                Piece {
                    color: strong,
                    role,
                },
                rng,
            );
        }
        board.position(rng)
    }

    fn random_position(rng: &mut StdRng, roles: [Role; 2]) -> Option<Chess> {
        let mut next = roles.into_iter();
        against_lone_king(rng, 2, |_| next.next().unwrap_or(Role::Knight))
    }

    /// Art. 5.2.2: wherever the shortcut says alive, the helpmate search (quick search, corner
    /// patterns, chasolver) finds a mate too — on random positions of the three materials and
    /// of two bishops on one colour, which the shortcut must leave to the search (their
    /// material alone makes them dead). Most random positions are alive; a few, drawn near the
    /// corners, are left to the search.
    #[test]
    fn minor_pair_alive_agrees_with_the_search() {
        let mut rng = StdRng::seed_from_u64(522);
        let materials = [
            [Role::Knight, Role::Bishop],
            [Role::Knight, Role::Knight],
            [Role::Bishop, Role::Bishop],
        ];
        let mut said_alive = 0;
        let mut asked = 0;
        while asked < 90 {
            let roles = materials[asked % materials.len()];
            let Some(p) = random_position(&mut rng, roles) else {
                continue;
            };
            asked += 1;
            let fen = Fen::from_position(&p, EnPassantMode::Legal);
            if alive_with_minor_pair(&p) {
                said_alive += 1;
                assert_eq!(dead_position_searched(&p), Some(false), "{fen}");
            } else if p.has_insufficient_material(Color::White)
                && p.has_insufficient_material(Color::Black)
            {
                // Two bishops on one colour: dead by material, never said alive.
                assert_eq!(dead_position_searched(&p), Some(true), "{fen}");
            }
        }
        assert!(said_alive >= asked / 2, "{said_alive} of {asked}");
    }

    /// The dead positions the retrograde analysis found beside the corners (a few of those
    /// `bench/check-dead-minors` prints): never said alive, and dead by the search.
    #[test]
    fn art_5_2_2_the_dead_positions_by_a_corner_are_left_to_the_search() {
        for fen in [
            // The lone king to move: its one move that takes nothing leads to a dead position.
            "8/8/8/8/2N5/8/k1K5/1B6 b - - 0 1",
            "8/8/8/8/8/1K1N4/B7/1k6 b - - 0 1",
            // The pieces' side to move: every move stalemates the king or leaves it a capture
            // only.
            "8/8/8/8/8/8/B7/k1KN4 w - - 0 1",
            "8/8/8/8/8/8/2K5/kB1N4 w - - 0 1",
            "8/8/8/8/8/B7/B7/k1K5 w - - 0 1",
            "kBB5/8/K7/8/8/8/8/8 w - - 0 1",
            // Colours exchanged.
            "8/8/8/8/8/8/b7/K1kn4 b - - 0 1",
        ] {
            let pos: Chess = fen
                .parse::<Fen>()
                .expect("fen")
                .into_position(CastlingMode::Standard)
                .expect("legal");
            assert!(!alive_with_minor_pair(&pos), "{fen}");
            assert_eq!(dead_position_searched(&pos), Some(true), "{fen}");
        }
    }

    /// Other material is never answered.
    #[test]
    fn art_5_2_2_other_material_is_left_to_the_search() {
        for fen in [
            "8/8/3k4/8/8/2NR4/3K4/8 b - - 0 1",
            "8/8/3k4/8/8/2B1B3/3K4/8 b - - 0 1",
            "8/8/3k4/3p4/8/2NB4/3K4/8 b - - 0 1",
            "8/8/3k4/8/8/1NNB4/3K4/8 b - - 0 1",
        ] {
            let pos: Chess = fen
                .parse::<Fen>()
                .expect("fen")
                .into_position(CastlingMode::Standard)
                .expect("legal");
            assert!(!alive_with_minor_pair(&pos), "{fen}");
        }
    }
}
