//! Legal moves to one square, and whether one move is legal: shakmaty's answers, found without
//! building a full move list in the common case.
//!
//! Every game read is played move by move, and each written move is looked up among the legal
//! moves of its piece to its square (Annex C: the move written `Nf3` is *the* legal knight move
//! to f3). shakmaty answers with a list of up to 270 moves returned by value; here every case
//! but one is decided directly with the same tests shakmaty makes (the piece's attacks, whether
//! the piece that could move is pinned, and in check shakmaty's evasions: the king off the
//! checking lines, another piece onto the single checker's line), and an en passant capture in
//! question, which may uncover the king along its rank, is handed to shakmaty itself (as is a
//! position without the mover's king). The answers, their order included, are shakmaty's:
//! property tests compare them on random positions, in check and out of it.

use shakmaty::{Bitboard, Chess, EnPassantMode, Move, Piece, Position, Role, Square, attacks};

/// The most legal moves that one piece type can make to one square: eight knights (or queens,
/// one on each line through the square); for pawns two captures and a push, each promoting
/// four ways, and two en passant captures.
const MOST: usize = 16;

/// A short list of moves, kept on the stack (see [`san_candidates`]).
#[derive(Clone, Copy, Debug)]
pub struct Candidates {
    moves: [Move; MOST],
    len: usize,
}

impl Candidates {
    /// No moves.
    pub fn new() -> Candidates {
        const NONE: Move = Move::Put {
            role: Role::Pawn,
            to: Square::A1,
        };
        Candidates {
            moves: [NONE; MOST],
            len: 0,
        }
    }

    /// Adds a move. By the geometry of the board no piece type has more than `MOST` (16) legal
    /// moves to one square; a move beyond that would be dropped, and never is.
    pub fn push(&mut self, m: Move) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = m;
            self.len += 1;
        }
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps the moves for which `keep` is true, in their order.
    #[inline]
    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            let m = self.moves[i];
            if keep(&m) {
                self.moves[kept] = m;
                kept += 1;
            }
        }
        self.len = kept;
    }

    /// The moves, as a slice.
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl Default for Candidates {
    fn default() -> Candidates {
        Candidates::new()
    }
}

impl std::ops::Deref for Candidates {
    type Target = [Move];

    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a Candidates {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl FromIterator<Move> for Candidates {
    fn from_iter<I: IntoIterator<Item = Move>>(iter: I) -> Candidates {
        let mut list = Candidates::new();
        for m in iter {
            list.push(m);
        }
        list
    }
}

/// The legal moves of pieces of type `role` to `to` in `pos`, castling excepted: exactly
/// shakmaty's `Position::san_candidates`, in the same order.
///
/// ```
/// use laws::san_candidates;
/// use shakmaty::{Chess, Role, Square};
///
/// let knights = san_candidates(&Chess::default(), Role::Knight, Square::F3);
/// assert_eq!(knights.len(), 1);
/// assert_eq!(knights[0].from(), Some(Square::G1));
/// ```
pub fn san_candidates(pos: &Chess, role: Role, to: Square) -> Candidates {
    let mut list = Candidates::new();
    san_candidates_into(pos, role, to, &mut list);
    list
}

/// [`san_candidates`] into `list`, which is emptied first: for a caller that reads many moves
/// with one list, rather than have a new one made and copied for each (the PGN reader asks once
/// per move; [`san_candidates`] stays for the question asked once, and is this function).
///
/// ```
/// use laws::{Candidates, san_candidates_into};
/// use shakmaty::{Chess, Role, Square};
///
/// let mut list = Candidates::new();
/// san_candidates_into(&Chess::default(), Role::Pawn, Square::E4, &mut list);
/// assert_eq!(list[0].from(), Some(Square::E2));
/// san_candidates_into(&Chess::default(), Role::Bishop, Square::E4, &mut list);
/// assert!(list.is_empty());
/// ```
#[inline]
pub fn san_candidates_into(pos: &Chess, role: Role, to: Square, list: &mut Candidates) {
    list.clear();
    // The king's step needs no checkers (see `king_step`): the position's checkers are found
    // only for the other pieces, which must capture or block a single checker.
    if role == Role::King {
        match king_step(pos, to) {
            Some(step) => {
                if let Some(m) = step {
                    list.push(m);
                }
            }
            None => shakmatys_candidates(pos, role, to, list),
        }
        return;
    }
    // An en passant capture may uncover the king along its rank: shakmaty decides those.
    let en_passant = role == Role::Pawn && pos.ep_square(EnPassantMode::Always) == Some(to);
    match Mover::of(pos) {
        Some(mover) if !en_passant => mover.candidates(role, to, list),
        _ => shakmatys_candidates(pos, role, to, list),
    }
}

/// shakmaty's own candidates, for what [`san_candidates_into`] does not decide itself (en
/// passant, a position without the mover's king). Out of line: its 2 KB move list would
/// otherwise be room every call makes.
#[cold]
#[inline(never)]
fn shakmatys_candidates(pos: &Chess, role: Role, to: Square, list: &mut Candidates) {
    for m in pos.san_candidates(role, to) {
        list.push(m);
    }
}

/// The king's legal step to `to` (castling apart), as shakmaty finds it, in check or not:
/// `Some(None)` where there is none, `None` where the player to move has no king (shakmaty
/// decides those). The king may step to a square beside it that no enemy piece reaches once
/// the king has left its own square (Art. 3.8.1, 3.9): a slider checking the king along a line
/// reaches the square behind it on that line, which shakmaty's evasions exclude by the line.
#[inline]
fn king_step(pos: &Chess, to: Square) -> Option<Option<Move>> {
    let board = pos.board();
    let turn = pos.turn();
    let king = board.king_of(turn)?;
    let step = (attacks::king_attacks(king).contains(to)
        && !board.by_color(turn).contains(to)
        && board
            .attacks_to(to, !turn, board.occupied().without(king))
            .is_empty())
    .then(|| normal(Role::King, king, board.role_at(to), to, None));
    Some(step)
}

/// Whether `m` is legal in `pos`: exactly shakmaty's `Position::is_legal`.
///
/// ```
/// use laws::is_legal;
/// use shakmaty::{Chess, Move, Role, Square};
///
/// let pos = Chess::default();
/// let nf3 = Move::Normal { role: Role::Knight, from: Square::G1, capture: None, to: Square::F3, promotion: None };
/// assert!(is_legal(&pos, nf3));
/// let ke2 = Move::Normal { role: Role::King, from: Square::E1, capture: None, to: Square::E2, promotion: None };
/// assert!(!is_legal(&pos, ke2));
/// ```
pub fn is_legal(pos: &Chess, m: Move) -> bool {
    let Move::Normal {
        role,
        from,
        capture,
        to,
        promotion,
    } = m
    else {
        return pos.is_legal(m);
    };
    let Some(mover) = Mover::of(pos).filter(|mover| mover.checkers.is_empty()) else {
        return pos.is_legal(m);
    };
    let board = pos.board();
    if board.piece_at(from)
        != Some(Piece {
            color: pos.turn(),
            role,
        })
        || board.role_at(to) != capture
    {
        return false;
    }
    mover.reaches(role, from, to, promotion)
}

/// Whether the player to move in `pos` is checkmated: exactly shakmaty's
/// `Position::is_checkmate`, without generating the moves: the king's steps out of check, then
/// the other pieces' answers to a single checker (see `piece_evades`).
///
/// ```
/// use laws::{is_checkmate, read_line, Edition};
///
/// let record = read_line("startpos moves f3 e5 g4 Qh4#", Edition::Fide2023)?;
/// assert!(is_checkmate(record.position()));
/// # Ok::<_, laws::LineError>(())
/// ```
pub fn is_checkmate(pos: &Chess) -> bool {
    check_state(pos) == Some(true)
}

/// Whether the player to move in `pos` is in check, and if so whether checkmated: `None` out of
/// check, `Some(true)` checkmated, `Some(false)` in check with a move (Art. 5.1.1, 3.9) — what
/// [`is_checkmate`] and shakmaty's `is_check` answer, the checkers found once for both (issue
/// 36: the PGN reader asks both of every move written with a check mark).
///
/// ```
/// use laws::{check_state, read_line, Edition};
///
/// let record = read_line("startpos moves f3 e5 g4 Qh4#", Edition::Fide2023)?;
/// assert_eq!(check_state(record.position()), Some(true));
/// let record = read_line("startpos moves e4 f5 Qh5+", Edition::Fide2023)?;
/// assert_eq!(check_state(record.position()), Some(false));
/// let record = read_line("startpos moves e4", Edition::Fide2023)?;
/// assert_eq!(check_state(record.position()), None);
/// # Ok::<_, laws::LineError>(())
/// ```
pub fn check_state(pos: &Chess) -> Option<bool> {
    let board = pos.board();
    let Some(king) = board.king_of(pos.turn()) else {
        return pos.is_check().then(|| pos.is_checkmate());
    };
    if board
        .attacks_to(king, !pos.turn(), board.occupied())
        .is_empty()
    {
        return None;
    }
    Some(!king_steps_away(pos, king) && !piece_evades(pos))
}

/// Whether a piece other than the king of the player to move, in check in `pos`, has a legal
/// move: exactly whether shakmaty's evasions hold one that is not the king's. Only a single
/// checker can be answered so (Art. 3.9: a double check leaves the king alone to move), by
/// taking it or stepping between it and the king (a pawn taking a checking pawn en passant
/// lands behind it); castling is never an evasion. So the pieces that reach those few squares,
/// read off the attack tables as [`Mover::candidates`] reads them, and not pinned
/// ([`Mover::safe`]), decide it without the full move list (issue 36: the quick helpmate search
/// asks it of every check it finds the king cannot step out of). The en passant capture is
/// shakmaty's to decide, as in [`san_candidates_into`].
fn piece_evades(pos: &Chess) -> bool {
    let Some(mover) = Mover::of(pos) else {
        return !pos.legal_moves().is_empty();
    };
    let Some(checker) = mover.checkers.single_square() else {
        return false;
    };
    let board = pos.board();
    let turn = pos.turn();
    let occupied = board.occupied();
    let ours = board.by_color(turn) & !board.kings();
    let pawns = ours & board.pawns();
    let pieces = ours & !board.pawns();
    // The pieces (not pawns) that move onto `to`: attacks are symmetric.
    let reaching = |to: Square| {
        pieces
            & ((attacks::knight_attacks(to) & board.knights())
                | (attacks::bishop_attacks(to, occupied) & board.bishops_and_queens())
                | (attacks::rook_attacks(to, occupied) & board.rooks_and_queens()))
    };
    // Taking the checker: a piece, or a pawn from beside it one rank behind.
    let takers = reaching(checker) | (attacks::pawn_attacks(!turn, checker) & pawns);
    if takers.into_iter().any(|from| mover.safe(from, checker)) {
        return true;
    }
    // Stepping between: a piece, or a pawn's push by one or (from its first rank) by two.
    let back = turn.fold_wb(-8, 8);
    let double_rank = turn.fold_wb(shakmaty::Rank::Fourth, shakmaty::Rank::Fifth);
    for to in attacks::between(mover.king, checker) {
        let mut froms = reaching(to);
        if let Some(behind) = to.offset(back) {
            if pawns.contains(behind) {
                froms.add(behind);
            } else if to.rank() == double_rank
                && !occupied.contains(behind)
                && let Some(start) = behind.offset(back)
                && pawns.contains(start)
            {
                froms.add(start);
            }
        }
        if froms.into_iter().any(|from| mover.safe(from, to)) {
            return true;
        }
    }
    pos.ep_square(EnPassantMode::Always).is_some_and(|ep| {
        let mut list = Candidates::new();
        shakmatys_candidates(pos, Role::Pawn, ep, &mut list);
        !list.is_empty()
    })
}

/// Whether the player to move in `pos` has a legal move: exactly `!pos.legal_moves().is_empty()`
/// (neither checkmated, Art. 5.1.1, nor stalemated, Art. 5.2.1), without generating the moves
/// when the king can step to a square no enemy piece reaches (issue 36: the audit asks it of
/// the last position of every game, and of every position a claim or an ending is looked at).
///
/// ```
/// use laws::{can_move, read_line, Edition};
///
/// let record = read_line("startpos moves f3 e5 g4 Qh4#", Edition::Fide2023)?;
/// assert!(!can_move(record.position()));
/// let record = read_line("startpos moves e4", Edition::Fide2023)?;
/// assert!(can_move(record.position()));
/// # Ok::<_, laws::LineError>(())
/// ```
pub fn can_move(pos: &Chess) -> bool {
    let flight = pos
        .board()
        .king_of(pos.turn())
        .is_some_and(|king| king_steps_away(pos, king));
    flight || !pos.legal_moves().is_empty()
}

/// Whether the king of the player to move, on `king`, has a square beside it that no enemy
/// piece reaches once the king has left its own: a legal king move (Art. 3.8.1, 3.9), found
/// without generating the moves.
fn king_steps_away(pos: &Chess, king: Square) -> bool {
    king_steps(pos, king, Bitboard::FULL).next().is_some()
}

/// The squares of `onto` to which the king of the player to move, on `king`, steps legally
/// (castling apart): the squares beside it not holding a piece of its own that no enemy piece
/// reaches once the king has left its own (Art. 3.8.1, 3.9; a slider checking along a line
/// reaches the square behind the king on it). In the order of the squares, asked one by one.
pub(crate) fn king_steps(
    pos: &Chess,
    king: Square,
    onto: Bitboard,
) -> impl Iterator<Item = Square> {
    let board = pos.board();
    let turn = pos.turn();
    let without_king = board.occupied() ^ Bitboard::from_square(king);
    (attacks::king_attacks(king) & !board.by_color(turn) & onto)
        .into_iter()
        .filter(move |&sq| board.attacks_to(sq, !turn, without_king).is_empty())
}

/// The player to move in a position: their king, and the enemy pieces checking it. Whether a
/// piece is pinned is asked only of the pieces that could move (see [`Mover::safe`]), rather
/// than found for every piece beforehand.
struct Mover<'a> {
    pos: &'a Chess,
    king: Square,
    checkers: Bitboard,
}

impl<'a> Mover<'a> {
    /// `None` when the player to move has no king: shakmaty decides those.
    fn of(pos: &'a Chess) -> Option<Mover<'a>> {
        let board = pos.board();
        let king = board.king_of(pos.turn())?;
        let checkers = board.attacks_to(king, !pos.turn(), board.occupied());
        Some(Mover {
            pos,
            king,
            checkers,
        })
    }

    /// A move from `from` to `to` that leaves the king no more exposed than before: a piece
    /// off the king's lines, a piece moving along the line it shares with the king, or one
    /// that no enemy slider pins (shakmaty's "slider blockers", asked of one square).
    fn safe(&self, from: Square, to: Square) -> bool {
        let line = attacks::ray(self.king, from);
        if line.is_empty() || line.contains(to) {
            return true;
        }
        let board = self.pos.board();
        // The enemy sliders of the line's kind on it (most often none): one beyond `from` with
        // nothing else between it and the king pins it.
        let sliders = if self.king.file() == from.file() || self.king.rank() == from.rank() {
            board.rooks_and_queens()
        } else {
            board.bishops_and_queens()
        };
        let occupied = board.occupied().without(from);
        !(sliders & line & board.by_color(!self.pos.turn()))
            .into_iter()
            .any(|sniper| {
                let between = attacks::between(self.king, sniper);
                between.contains(from) && (between & occupied).is_empty()
            })
    }

    /// Whether the piece of `role` on `from` (the mover's, checked by the caller, as is the
    /// capture) moves legally to `to` with `promotion`, the mover not in check. A normal move
    /// only: en passant is a move of its own kind.
    fn reaches(&self, role: Role, from: Square, to: Square, promotion: Option<Role>) -> bool {
        let pos = self.pos;
        let board = pos.board();
        let turn = pos.turn();
        if board.by_color(turn).contains(to) {
            return false;
        }
        let promotes = Bitboard::BACKRANKS.contains(to);
        match role {
            Role::King => {
                promotion.is_none()
                    && attacks::king_attacks(from).contains(to)
                    && board.attacks_to(to, !turn, board.occupied()).is_empty()
            }
            Role::Pawn => {
                let fits_promotion = match promotion {
                    None => !promotes,
                    Some(r) => {
                        promotes
                            && matches!(r, Role::Queen | Role::Rook | Role::Bishop | Role::Knight)
                    }
                };
                fits_promotion && pawn_reaches(pos, from, to) && self.safe(from, to)
            }
            _ => {
                promotion.is_none()
                    && attacks::attacks(from, Piece { color: turn, role }, board.occupied())
                        .contains(to)
                    && self.safe(from, to)
            }
        }
    }

    /// The moves of `role` to `to`, in shakmaty's order (no en passant, no king: see
    /// [`san_candidates_into`]). In check, as shakmaty's evasions: a piece captures the only
    /// checker or steps between it and the king.
    #[inline]
    fn candidates(&self, role: Role, to: Square, list: &mut Candidates) {
        let board = self.pos.board();
        let turn = self.pos.turn();
        if board.by_color(turn).contains(to) {
            return;
        }
        let capture = board.role_at(to);
        let ours = board.by_color(turn) & board.by_role(role);
        if self.checkers.any() {
            match self.checkers.single_square() {
                Some(checker)
                    if attacks::between(self.king, checker)
                        .with(checker)
                        .contains(to) => {}
                _ => return,
            }
        }
        if role == Role::Pawn {
            // As shakmaty generates them: captures from one side, then the other, then the
            // push by one, then by two; a promotion four ways (queen, rook, bishop, knight).
            let back = -turn.fold_wb(8, -8);
            let mut froms = [None; 4];
            if capture.is_some() {
                // White's north-west capture first (from the square right of `to`'s file),
                // then north-east; Black's south-west, then south-east.
                let (first, second) = turn.fold_wb((-7, -9), (9, 7));
                // A capture from a square beside `to`'s file, one rank behind.
                let beside = |offset: i32| {
                    to.offset(offset)
                        .filter(|from| from.file().distance(to.file()) == 1)
                        .filter(|from| ours.contains(*from))
                };
                froms[0] = beside(first);
                froms[1] = beside(second);
            } else {
                froms[2] = to.offset(back).filter(|from| ours.contains(*from));
                let double_rank = turn.fold_wb(shakmaty::Rank::Fourth, shakmaty::Rank::Fifth);
                if froms[2].is_none()
                    && to.rank() == double_rank
                    && let Some(middle) = to.offset(back)
                    && !board.occupied().contains(middle)
                {
                    froms[3] = middle.offset(back).filter(|from| ours.contains(*from));
                }
            }
            let promotes = Bitboard::BACKRANKS.contains(to);
            for from in froms.into_iter().flatten() {
                if !self.safe(from, to) {
                    continue;
                }
                if promotes {
                    for p in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                        list.push(normal(Role::Pawn, from, capture, to, Some(p)));
                    }
                } else {
                    list.push(normal(Role::Pawn, from, capture, to, None));
                }
            }
        } else {
            // Attacks are symmetric: the pieces that reach `to` are those `to` reaches (each
            // role's own lookup, not `attacks::attacks`'s call and match on the piece).
            // A knight, else a slider's lines, both looked up and kept by masks: a `match` on
            // the piece (or tests on it, which the compiler makes one) jumps through a table,
            // an indirect branch that mispredicted as the pieces moved changed from ply to ply
            // (issue 36). The pawn's moves are above, the king's `king_step`'s: neither is
            // asked here.
            let reach = if role == Role::Knight {
                attacks::knight_attacks(to)
            } else {
                let occupied = board.occupied();
                let keep = |kept: bool| Bitboard(u64::from(kept).wrapping_neg());
                (attacks::rook_attacks(to, occupied)
                    & keep(matches!(role, Role::Rook | Role::Queen)))
                    | (attacks::bishop_attacks(to, occupied)
                        & keep(matches!(role, Role::Bishop | Role::Queen)))
            };
            for from in reach & ours {
                if self.safe(from, to) {
                    list.push(normal(role, from, capture, to, None));
                }
            }
        }
    }
}

/// Whether the pawn of the player to move on `from` pushes or captures to `to` (en passant
/// apart), as shakmaty generates pawn moves.
fn pawn_reaches(pos: &Chess, from: Square, to: Square) -> bool {
    let board = pos.board();
    let turn = pos.turn();
    let forward = turn.fold_wb(8, -8);
    if attacks::pawn_attacks(turn, from).contains(to) {
        return board.by_color(!turn).contains(to);
    }
    if board.occupied().contains(to) {
        return false;
    }
    if from.offset(forward) == Some(to) {
        return true;
    }
    let double_rank = turn.fold_wb(shakmaty::Rank::Fourth, shakmaty::Rank::Fifth);
    from.offset(2 * forward) == Some(to)
        && to.rank() == double_rank
        && from
            .offset(forward)
            .is_some_and(|middle| !board.occupied().contains(middle))
}

fn normal(
    role: Role,
    from: Square,
    capture: Option<Role>,
    to: Square,
    promotion: Option<Role>,
) -> Move {
    Move::Normal {
        role,
        from,
        capture,
        to,
        promotion,
    }
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng, rngs::StdRng};
    use shakmaty::{CastlingMode, fen::Fen};

    use super::*;

    /// Positions from seeded random games, captures and promotions preferred now and then so
    /// that pins, promotions and en passant come up.
    fn positions(seed: u64, games: usize) -> Vec<Chess> {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut out = Vec::new();
        for _ in 0..games {
            let mut pos = Chess::default();
            for _ in 0..rng.gen_range(0..200) {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let sharp: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|m| m.is_capture() || m.is_promotion() || m.role() == Role::Pawn)
                    .collect();
                let m = if !sharp.is_empty() && rng.gen_bool(0.4) {
                    sharp[rng.gen_range(0..sharp.len())]
                } else {
                    moves[rng.gen_range(0..moves.len())]
                };
                pos.play_unchecked(m);
                out.push(pos.clone());
            }
        }
        for fen in [
            // Pins along a file and a diagonal, an en passant capture that would expose the king.
            "4k3/4r3/8/2b5/3pP3/8/5N2/4K3 b - e3 0 1",
            "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
            // Promotions, with captures, one pawn pinned.
            "1n2k3/P1P5/8/8/8/8/6p1/4K2R b K - 0 1",
            "r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1",
        ] {
            let pos = fen
                .parse::<Fen>()
                .expect("fen")
                .into_position(CastlingMode::Standard)
                .expect("legal");
            out.push(pos);
        }
        out
    }

    const ROLES: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    #[test]
    fn san_candidates_are_shakmatys_in_its_order() {
        for pos in positions(1, 60) {
            for role in ROLES {
                for to in Square::ALL {
                    let ours = san_candidates(&pos, role, to);
                    let theirs = pos.san_candidates(role, to);
                    assert_eq!(
                        ours.as_slice(),
                        theirs.as_slice(),
                        "{role:?} to {to:?} in {pos:?}"
                    );
                }
            }
        }
    }

    /// Checks of every kind come up one move on from random positions: double checks, a
    /// slider's check along which the king would step back, checks where a blocker is pinned.
    #[test]
    fn san_candidates_in_check_are_shakmatys_in_its_order() {
        let mut checks = 0;
        // One list for every answer, as a reader uses it: what one answer left never shows in
        // the next.
        let mut ours = Candidates::new();
        for pos in positions(7, 40) {
            for m in pos.legal_moves() {
                let mut next = pos.clone();
                next.play_unchecked(m);
                if !next.is_check() {
                    continue;
                }
                checks += 1;
                for role in ROLES {
                    for to in Square::ALL {
                        san_candidates_into(&next, role, to, &mut ours);
                        let theirs = next.san_candidates(role, to);
                        assert_eq!(
                            ours.as_slice(),
                            theirs.as_slice(),
                            "{role:?} to {to:?} in {next:?}"
                        );
                    }
                }
            }
        }
        assert!(checks > 100, "{checks}");
    }

    #[test]
    fn is_checkmate_is_shakmatys() {
        let mut mates = 0;
        for pos in positions(5, 200) {
            assert_eq!(is_checkmate(&pos), pos.is_checkmate(), "{pos:?}");
            assert_eq!(
                check_state(&pos),
                pos.is_check().then(|| pos.is_checkmate()),
                "{pos:?}"
            );
            mates += usize::from(pos.is_checkmate());
            // Every position one move on, checks and mates among them.
            for m in pos.legal_moves() {
                let mut next = pos.clone();
                next.play_unchecked(m);
                assert_eq!(is_checkmate(&next), next.is_checkmate(), "{next:?}");
                assert_eq!(
                    check_state(&next),
                    next.is_check().then(|| next.is_checkmate()),
                    "{next:?}"
                );
                mates += usize::from(next.is_checkmate());
            }
        }
        assert!(mates > 0);
    }

    /// Art. 5.1.1, 3.9: `is_checkmate` answers a check the king cannot step out of by the
    /// other pieces' captures and blocks alone (`piece_evades`); on every position in check
    /// two moves on from random games' positions, its answer is shakmaty's, and the cases that
    /// decide it come up: a piece's capture or block the only answer, a double check, and
    /// mate; an en passant capture of the checking pawn, which random games seldom give, is
    /// asked of a position made for it.
    #[test]
    fn art_5_1_1_a_check_is_answered_as_shakmaty_answers_it() {
        let (mut blocked, mut double, mut mates) = (0, 0, 0);
        for pos in positions(7, 120) {
            for m in pos.legal_moves() {
                let mut next = pos.clone();
                next.play_unchecked(m);
                for reply in next.legal_moves() {
                    let mut checked = next.clone();
                    checked.play_unchecked(reply);
                    if !checked.is_check() {
                        continue;
                    }
                    let mate = checked.is_checkmate();
                    assert_eq!(is_checkmate(&checked), mate, "{checked:?}");
                    let Some(king) = checked.board().king_of(checked.turn()) else {
                        continue;
                    };
                    if king_steps_away(&checked, king) {
                        continue;
                    }
                    mates += usize::from(mate);
                    double += usize::from(checked.checkers().count() > 1);
                    blocked += usize::from(!mate);
                }
            }
        }
        assert!(
            blocked > 1000 && double > 10 && mates > 10,
            "blocked {blocked}, double {double}, mates {mates}"
        );
        // Random games seldom give a check whose only answer is en passant: one made so (the
        // pawn just pushed to d5 checks the king on e4, which has nowhere to go, and exd6 is
        // the one legal move), and the same position without the right to take, mate.
        for (fen, mate) in [
            ("3r4/6n1/8/3pP3/3NK3/3PPP1n/8/k7 w - d6 0 1", false),
            ("3r4/6n1/8/3pP3/3NK3/3PPP1n/8/k7 w - - 0 1", true),
        ] {
            let checked: Chess = fen
                .parse::<Fen>()
                .expect("fen")
                .into_position(CastlingMode::Standard)
                .expect("legal");
            assert_eq!(checked.is_checkmate(), mate, "{fen}");
            assert_eq!(is_checkmate(&checked), mate, "{fen}");
        }
    }

    #[test]
    fn can_move_is_shakmatys() {
        let (mut stuck, mut flights) = (0, 0);
        for pos in positions(5, 200) {
            // Every position one move on too: checks, mates and stalemates among them.
            let next = pos.legal_moves().into_iter().map(|m| {
                let mut next = pos.clone();
                next.play_unchecked(m);
                next
            });
            for p in std::iter::once(pos.clone()).chain(next) {
                let moves = !p.legal_moves().is_empty();
                assert_eq!(can_move(&p), moves, "{p:?}");
                stuck += usize::from(!moves);
                let king = p.board().king_of(p.turn()).expect("a king");
                flights += usize::from(king_steps_away(&p, king));
            }
        }
        assert!(
            stuck > 0 && flights > 1000,
            "{stuck} stuck, {flights} flights"
        );
    }

    #[test]
    fn is_legal_is_shakmatys() {
        let mut rng = StdRng::seed_from_u64(2);
        for pos in positions(3, 60) {
            // Every legal move, and each of them altered one field at a time.
            for m in pos.legal_moves() {
                assert!(is_legal(&pos, m), "{m:?} in {pos:?}");
                if let Move::Normal {
                    role,
                    from,
                    capture,
                    to,
                    promotion,
                } = m
                {
                    let other_square = Square::new(rng.gen_range(0..64));
                    let other_role = ROLES[rng.gen_range(0..6)];
                    for variant in [
                        normal(other_role, from, capture, to, promotion),
                        normal(role, other_square, capture, to, promotion),
                        normal(role, from, capture, other_square, promotion),
                        normal(role, from, Some(other_role), to, promotion),
                        normal(role, from, None, to, promotion),
                        normal(role, from, capture, to, Some(other_role)),
                        normal(role, from, capture, to, None),
                    ] {
                        assert_eq!(
                            is_legal(&pos, variant),
                            pos.is_legal(variant),
                            "{variant:?} in {pos:?}"
                        );
                    }
                }
            }
            // Random moves, mostly illegal.
            for _ in 0..200 {
                let promotion = match rng.gen_range(0..8) {
                    0..=5 => None,
                    r => Some(ROLES[r - 5]),
                };
                let capture = match rng.gen_range(0..7) {
                    0 => None,
                    r => Some(ROLES[r - 1]),
                };
                let m = normal(
                    ROLES[rng.gen_range(0..6)],
                    Square::new(rng.gen_range(0..64)),
                    capture,
                    Square::new(rng.gen_range(0..64)),
                    promotion,
                );
                assert_eq!(is_legal(&pos, m), pos.is_legal(m), "{m:?} in {pos:?}");
            }
        }
    }
}
