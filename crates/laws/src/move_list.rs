//! Every legal move of a position, written into a buffer the caller keeps: exactly shakmaty's
//! `Position::legal_moves`, in the same order, without its 2 KB list returned by value and
//! copied, and with the king's steps tested against one map of the enemy's attacks rather than
//! each square asked in turn.
//!
//! The quick helpmate walk (Art. 5.2.2, 6.9) asks for the moves of every position it visits, and
//! its choice among moves of equal score depends on their order: so the order is shakmaty's, and
//! a property test compares the two lists on random positions, in check and out of it. A position
//! with an en passant square is handed to shakmaty itself (an en passant capture may uncover
//! the king along its rank).

use shakmaty::{Bitboard, CastlingSide, Chess, Color, File, Move, Position, Role, Square, attacks};

/// A pawn's promotions, in shakmaty's order.
const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// Where [`generate`] writes each legal move, in shakmaty's order: a move of a piece told by its
/// parts, as the generator knows them (no `Move` matched again to read them), any other move
/// (castling, or a move of shakmaty's own list) whole.
pub(crate) trait MoveSink {
    /// The move `Move::Normal { role, from, capture, to, promotion }`.
    fn normal(
        &mut self,
        role: Role,
        from: Square,
        to: Square,
        capture: Option<Role>,
        promotion: Option<Role>,
    );

    /// Any other move: castling, or one of the moves shakmaty generates itself.
    fn other(&mut self, m: Move);

    /// Each of `moves` in turn, as [`MoveSink::other`].
    fn others(&mut self, moves: &[Move]) {
        for &m in moves {
            self.other(m);
        }
    }
}

impl MoveSink for Vec<Move> {
    #[inline(always)]
    fn normal(
        &mut self,
        role: Role,
        from: Square,
        to: Square,
        capture: Option<Role>,
        promotion: Option<Role>,
    ) {
        self.push(Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        });
    }

    #[inline(always)]
    fn other(&mut self, m: Move) {
        self.push(m);
    }

    fn others(&mut self, moves: &[Move]) {
        self.extend_from_slice(moves);
    }
}

/// The legal moves of `pos` into `moves`, which is emptied first: shakmaty's
/// `Position::legal_moves`, the same moves in the same order (the walk writes them with their
/// scores through [`generate`]; the tests compare this list with shakmaty's).
#[cfg(test)]
pub(crate) fn legal_moves_into(pos: &Chess, moves: &mut Vec<Move>) {
    moves.clear();
    generate(pos, moves);
}

/// The legal moves of `pos`, each written to `sink` in shakmaty's order (see
/// `legal_moves_into`, the tests' list): a caller that scores each move reads its parts where they are made.
#[inline(always)]
pub(crate) fn generate<S: MoveSink>(pos: &Chess, sink: &mut S) {
    let board = pos.board();
    let turn = pos.turn();
    let Some(king) = board.king_of(turn) else {
        sink.others(&pos.legal_moves());
        return;
    };
    if pos.maybe_ep_square().is_some() {
        sink.others(&pos.legal_moves());
        return;
    }
    let occupied = board.occupied();
    let us = board.by_color(turn);
    // A piece of ours between the king and an enemy slider may move only along that line
    // (shakmaty's `slider_blockers` and `is_safe`).
    let push = Push {
        pinned: pinned(pos, king) & us,
        king,
        board,
    };
    let checkers = board.attacks_to(king, !turn, occupied);
    if checkers.any() {
        // In check, as shakmaty's `evasions`: the king's steps first, to squares no enemy piece
        // attacks and off the lines of the sliders that check it (the squares behind it on
        // those lines), then, against a single checker, the other pieces' moves that take it
        // or step between.
        let mut behind = Bitboard::EMPTY;
        for checker in checkers & board.sliders() {
            behind |= attacks::ray(checker, king) ^ checker;
        }
        for to in attacks::king_attacks(king) & !us & !behind {
            if board.attacks_to(to, !turn, occupied).is_empty() {
                sink.normal(Role::King, king, to, board.role_at(to), None);
            }
        }
        if let Some(checker) = checkers.single_square() {
            pieces(
                pos,
                &push,
                attacks::between(king, checker).with(checker),
                sink,
            );
        }
        return;
    }
    let target = !us;
    pieces(pos, &push, target, sink);

    // The king's steps to squares the enemy does not attack (the board as it stands: out of
    // check, no enemy line runs through the king's square), then castling.
    let attacked = attacked_by(pos, !turn, occupied);
    for to in attacks::king_attacks(king) & target & !attacked {
        sink.normal(Role::King, king, to, board.role_at(to), None);
    }
    if pos.castles().has_color(turn) {
        for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
            castle(pos, king, side, sink);
        }
    }
}

/// The moves of every piece of the player to move but the king to squares of `target` (every
/// square not its own, or, in check, those that take or block the single checker), in
/// shakmaty's order (`gen_non_king`), each written to `sink` if its pin allows it.
#[inline(always)]
fn pieces<S: MoveSink>(pos: &Chess, push: &Push, target: Bitboard, sink: &mut S) {
    pawns(pos, push, target, sink);
    let board = pos.board();
    let turn = pos.turn();
    let occupied = board.occupied();
    let us = board.by_color(turn);
    // The pieces, in shakmaty's order: knights, bishops, rooks, queens.
    for from in board.knights() & us {
        for to in attacks::knight_attacks(from) & target {
            push.to(sink, from, to, Role::Knight, None);
        }
    }
    for from in board.bishops() & us {
        for to in attacks::bishop_attacks(from, occupied) & target {
            push.to(sink, from, to, Role::Bishop, None);
        }
    }
    for from in board.rooks() & us {
        for to in attacks::rook_attacks(from, occupied) & target {
            push.to(sink, from, to, Role::Rook, None);
        }
    }
    for from in board.queens() & us {
        for to in attacks::queen_attacks(from, occupied) & target {
            push.to(sink, from, to, Role::Queen, None);
        }
    }
}

/// The pawns' legal moves of the player to move in `pos`, out of check and with no en passant
/// square, in [`generate`]'s order, into `sink`; `king` is that player's king, `pinned` its
/// pinned pieces ([`pinned`]). The quick helpmate's best moves (issue 36) write the pawns'
/// moves alone so.
#[inline(always)]
pub(crate) fn pawn_moves<S: MoveSink>(pos: &Chess, king: Square, pinned: Bitboard, sink: &mut S) {
    let board = pos.board();
    let push = Push {
        pinned,
        king,
        board,
    };
    pawns(pos, &push, !board.by_color(pos.turn()), sink);
}

/// The pawns' moves of [`pieces`], in shakmaty's order.
#[inline(always)]
fn pawns<S: MoveSink>(pos: &Chess, push: &Push, target: Bitboard, sink: &mut S) {
    let board = pos.board();
    let turn = pos.turn();
    let occupied = board.occupied();
    let us = board.by_color(turn);
    let them = board.by_color(!turn);
    // Pawns, as shakmaty's `gen_pawn_moves`: captures towards the a-file, then towards the
    // h-file (the plain captures, then the promoting ones), single steps, promotions, double
    // steps.
    let pawns = board.pawns() & us;
    let forward = turn.fold_wb(8, -8);
    for (step, from_files) in [
        // Shifted without wrapping round the board's side: a capture towards the a-file never
        // starts on the a-file, one towards the h-file never on the h-file.
        (turn.fold_wb(7, -9), !Bitboard::from_file(File::A)),
        (turn.fold_wb(9, -7), !Bitboard::from_file(File::H)),
    ] {
        let captures = (pawns & from_files).shift(step) & them & target;
        for to in captures & !Bitboard::BACKRANKS {
            push.to(sink, offset(to, -step), to, Role::Pawn, None);
        }
        for to in captures & Bitboard::BACKRANKS {
            for promotion in PROMOTIONS {
                push.to(sink, offset(to, -step), to, Role::Pawn, Some(promotion));
            }
        }
    }
    let single = pawns.shift(forward) & !occupied;
    for to in single & target & !Bitboard::BACKRANKS {
        push.to(sink, offset(to, -forward), to, Role::Pawn, None);
    }
    for to in single & target & Bitboard::BACKRANKS {
        for promotion in PROMOTIONS {
            push.to(sink, offset(to, -forward), to, Role::Pawn, Some(promotion));
        }
    }
    let double = single.shift(forward) & turn.fold_wb(Bitboard::SOUTH, Bitboard::NORTH) & !occupied;
    for to in double & target {
        push.to(sink, offset(to, -2 * forward), to, Role::Pawn, None);
    }
}

/// A move of a piece written to a sink if its pin allows it.
struct Push<'a> {
    /// Pieces of ours between our king and an enemy slider.
    pinned: Bitboard,
    king: Square,
    board: &'a shakmaty::Board,
}

impl Push<'_> {
    /// The move of the `role` on `from` to `to` (promoting to `promotion`) into `sink`, unless
    /// it is pinned and leaves the line of its pin.
    #[inline(always)]
    fn to<S: MoveSink>(
        &self,
        sink: &mut S,
        from: Square,
        to: Square,
        role: Role,
        promotion: Option<Role>,
    ) {
        if !self.pinned.contains(from) || attacks::aligned(from, to, self.king) {
            sink.normal(role, from, to, self.board.role_at(to), promotion);
        }
    }
}

/// `sq` moved by `delta` squares, which the caller knows stays on the board.
fn offset(sq: Square, delta: i32) -> Square {
    sq.offset(delta).unwrap_or(sq)
}

/// Pieces standing alone between `king` and an enemy rook, bishop or queen on its line
/// (shakmaty's `slider_blockers`).
pub(crate) fn pinned(pos: &Chess, king: Square) -> Bitboard {
    let board = pos.board();
    let snipers = ((attacks::rook_attacks(king, Bitboard::EMPTY) & board.rooks_and_queens())
        | (attacks::bishop_attacks(king, Bitboard::EMPTY) & board.bishops_and_queens()))
        & board.by_color(!pos.turn());
    let mut blockers = Bitboard::EMPTY;
    for sniper in snipers {
        let between = attacks::between(king, sniper) & board.occupied();
        if !between.more_than_one() {
            blockers |= between;
        }
    }
    blockers
}

/// Every square a piece of `color` attacks on the board, lines blocked by `occupied`: a square
/// is in it exactly when `Board::attacks_to` that square finds an attacker.
pub(crate) fn attacked_by(pos: &Chess, color: Color, occupied: Bitboard) -> Bitboard {
    let board = pos.board();
    let theirs = board.by_color(color);
    // The pawns' attacks all at once: one rank forward (for them), one file aside, never
    // wrapping round from the a-file to the h-file or back.
    let pawns = (board.pawns() & theirs).0;
    let forward = match color {
        Color::White => pawns << 8,
        Color::Black => pawns >> 8,
    };
    const NOT_A: u64 = !0x0101_0101_0101_0101;
    const NOT_H: u64 = !0x8080_8080_8080_8080;
    let mut attacked = Bitboard(((forward << 1) & NOT_A) | ((forward >> 1) & NOT_H));
    for sq in board.knights() & theirs {
        attacked |= attacks::knight_attacks(sq);
    }
    for sq in board.bishops_and_queens() & theirs {
        attacked |= attacks::bishop_attacks(sq, occupied);
    }
    for sq in board.rooks_and_queens() & theirs {
        attacked |= attacks::rook_attacks(sq, occupied);
    }
    for sq in board.kings() & theirs {
        attacked |= attacks::king_attacks(sq);
    }
    attacked
}

/// Castling to `side`, if legal (shakmaty's `gen_castling_moves`): the way empty, the king's
/// squares and its destination unattacked.
pub(crate) fn castle<S: MoveSink>(pos: &Chess, king: Square, side: CastlingSide, sink: &mut S) {
    let turn = pos.turn();
    let Some(rook) = pos.castles().rook(turn, side) else {
        return;
    };
    let board = pos.board();
    if (pos.castles().path(turn, side) & board.occupied()).any() {
        return;
    }
    let king_to = side.king_to(turn);
    let without = board.occupied() ^ king ^ rook ^ side.rook_to(turn);
    if board.attacks_to(king_to, !turn, without).any() {
        return;
    }
    let occupied = board.occupied() ^ king;
    for sq in attacks::between(king, king_to).with(king) {
        if board.attacks_to(sq, !turn, occupied).any() {
            return;
        }
    }
    sink.other(Move::Castle { king, rook });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quick_helpmate::tests::random_game;

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 400,
            ..proptest::prelude::ProptestConfig::default()
        })]

        /// Every position of a random game (in check or not, castling rights kept or lost,
        /// promotions, pins): the same moves as shakmaty's, in the same order.
        #[test]
        fn legal_moves_into_is_shakmatys_list(
            seed in proptest::prelude::any::<u64>(),
            plies in 0usize..200,
        ) {
            let mut moves = Vec::new();
            for pos in random_game(seed, plies) {
                legal_moves_into(&pos, &mut moves);
                proptest::prop_assert_eq!(&moves[..], &pos.legal_moves()[..], "{:?}", pos);
            }
        }
    }

    /// Chess960 (Guideline VI): castling from every start, the king and rook anywhere on the
    /// back rank, along random games from each start.
    #[test]
    fn chess960_castling_as_shakmaty() {
        use rand::{Rng, SeedableRng, rngs::StdRng};
        let mut rng = StdRng::seed_from_u64(960);
        let mut moves = Vec::new();
        let mut castles = 0;
        for n in 0..960 {
            let mut pos = crate::chess960::StartNumber::new(n)
                .expect("a start number")
                .position();
            for _ in 0..60 {
                legal_moves_into(&pos, &mut moves);
                assert_eq!(&moves[..], &pos.legal_moves()[..], "{n}: {pos:?}");
                if moves.is_empty() {
                    break;
                }
                castles += moves
                    .iter()
                    .filter(|m| matches!(m, Move::Castle { .. }))
                    .count();
                let m = moves[rng.gen_range(0..moves.len())];
                pos.play_unchecked(m);
            }
        }
        assert!(castles > 100, "castling seen {castles} times");
    }

    #[test]
    fn pins_promotions_and_castling_as_shakmaty() {
        for fen in [
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
            "4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1",
            "4k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1",
            "r1n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/r3K2R w K - 0 1",
            "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
            "4k3/8/8/2b5/8/8/8/R3K2R w KQ - 0 1",
        ] {
            let pos = crate::fen::test_position(fen);
            let mut moves = Vec::new();
            legal_moves_into(&pos, &mut moves);
            assert_eq!(&moves[..], &pos.legal_moves()[..], "{fen}");
        }
    }
}
