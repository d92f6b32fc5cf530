//! The winner's first choices at a walk's step in an edge plan, without every legal move
//! written and scored (issue 36).
//!
//! The walk plays the first move of the highest score in the full list's order (pawns,
//! knights, bishops, rooks, queens, the king's steps, castling: [`crate::move_list`]), and,
//! where the loser's king is short of room, first the first move of that list that mates at
//! once. A knight's, bishop's, rook's or queen's move scores against an edge plan
//! ([`Search::winner_score`]) by whether it leaves or reaches a square from which it reaches the
//! checking line or bars the loser's king's way, and whether it takes: so the highest score of
//! each piece's moves, and the squares it reaches with it, are read off those sets at once,
//! without a move written. Only the first [`TRIED`] moves of the highest score of all are
//! written, in the full list's order: the very moves the walk tries first, in the order it
//! tries them (the others come from the full list, [`Search::refill`], once these are passed
//! over). The test for mate in one looks at the moves that may check ([`Checks::may_check`]) in
//! the same order, piece by piece, and finds the move the full list's test finds
//! ([`crate::pattern_mates::mate_in_one_among`]). The pawns', the king's and castling moves,
//! few, are scored one by one.
//!
//! The property test `a_partial_list_is_the_full_lists_first_choices` compares the moves, and
//! the mate, with the full list's on every position of random games; as those seldom have a
//! mate in one, `art_5_1_1_the_best_moves_find_the_full_lists_mate_in_one` compares the mates
//! on the positions one move before the end of quick helpmates.

use shakmaty::{Bitboard, CastlingSide, Chess, Move, Position, Role, Square, attacks};

use super::{
    CAPTURE, Facts, Kind, MOST_MOVES, Plan, Reach, Scored, ScoringSink, Search, TRIED, WinnerScore,
};
use crate::move_list::{MoveSink, attacked_by, castle, pawn_moves, pinned};
use crate::pattern_mates::{Checks, Cornered, cornered_king, mate_in_one_among, mates_now};

// The sets of `class_best` weigh a capture as the squares that reach the checking line: 2.
const _: () = assert!(CAPTURE == 2);

/// A knight, bishop, rook or queen of the winner's, with the highest score of its moves and the
/// destinations that have it.
#[derive(Clone, Copy)]
struct PieceBest {
    role: Role,
    from: Square,
    score: i32,
    to: Bitboard,
}

impl Search {
    /// In an edge plan, `winner` to move in `pos` and out of check, no en passant square: the
    /// first [`TRIED`] of its legal moves of the highest score against `plan` (`reach` being
    /// [`Search::reach`] of `pos`) into `into`, in the full list's order, marked
    /// [`Scored::partial`], and true; or, where the loser's king is short of room and a move
    /// mates it at once, the first such move of the full list's test, alone, also in
    /// [`Scored::mate`]. False, `into` to be written whole, otherwise (no legal move, say).
    pub(super) fn best_moves(
        &self,
        pos: &Chess,
        plan: &Plan,
        reach: &Reach,
        into: &mut Scored,
    ) -> bool {
        debug_assert_eq!(self.kind, Kind::Edge);
        let board = pos.board();
        let turn = pos.turn();
        let Some(king) = board.king_of(turn) else {
            return false;
        };
        let occupied = board.occupied();
        if pos.maybe_ep_square().is_some() || board.attacks_to(king, !turn, occupied).any() {
            return false;
        }
        let us = board.by_color(turn);
        let them = board.by_color(!turn);
        let pinned = pinned(pos, king) & us;
        let cornered = cornered_king(pos, self.winner);
        let checks = cornered.map(|c| (Checks::against(pos, c), c));

        // The pawns' moves, scored one by one into `into` as the full list writes them (those
        // that may check the cornered king marked), and tried for mate first: the full list's
        // first moves.
        into.len = 0;
        into.may_check = [0; MOST_MOVES / 64];
        let mut pawns = ScoringSink {
            into: &mut *into,
            score: WinnerScore {
                search: self,
                plan,
                reach,
                checks: checks.as_ref().map(|(checks, _)| checks),
            },
        };
        pawn_moves(pos, king, pinned, &mut pawns);
        if let Some(cornered) = cornered
            && let Some(m) = mate_in_one_among(pos, into.moves(), &into.may_check, cornered)
        {
            return mates(into, m);
        }
        let pawn_count = into.len;
        let mut best = into.scores().iter().copied().max().unwrap_or(i32::MIN);

        // The pieces, in the full list's order, each with the highest score of its moves.
        let mut pieces = [PieceBest {
            role: Role::Knight,
            from: Square::A1,
            score: 0,
            to: Bitboard::EMPTY,
        }; 16];
        let mut count = 0;
        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            let piece = shakmaty::Piece { color: turn, role };
            for from in board.by_role(role) & us {
                let mut to = attacks::attacks(from, piece, occupied) & !us;
                if pinned.contains(from) {
                    to &= attacks::ray(king, from);
                }
                if to.is_empty() {
                    continue;
                }
                if let Some((checks, cornered)) = &checks
                    && let Some(m) = piece_mate(pos, checks, *cornered, role, from, to)
                {
                    return mates(into, m);
                }
                let (score, to) = class_best(reach, them, role, from, to);
                best = best.max(score);
                if let Some(slot) = pieces.get_mut(count) {
                    *slot = PieceBest {
                        role,
                        from,
                        score,
                        to,
                    };
                    count += 1;
                }
            }
        }

        // The king's steps and castling, scored one by one (`Search::winner_score`).
        let mut king_moves = [(PLACEHOLDER, 0); 10];
        let mut king_count = 0;
        let steps = attacks::king_attacks(king) & !us & !attacked_by(pos, !turn, occupied);
        for to in steps {
            let capture = board.role_at(to);
            let score = self.winner_score(
                plan,
                reach,
                Facts {
                    role: Role::King,
                    from: king,
                    to,
                    capture,
                    promotion: None,
                },
            );
            if let Some(slot) = king_moves.get_mut(king_count) {
                *slot = (
                    Move::Normal {
                        role: Role::King,
                        from: king,
                        capture,
                        to,
                        promotion: None,
                    },
                    score,
                );
                king_count += 1;
            }
            best = best.max(score);
        }
        if pos.castles().has_color(turn) {
            let mut castles = Castles::default();
            for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                castle(pos, king, side, &mut castles);
            }
            for &m in castles.moves.iter().flatten() {
                let score = self.winner_score(plan, reach, Facts::of(m));
                if let Some(slot) = king_moves.get_mut(king_count) {
                    *slot = (m, score);
                    king_count += 1;
                }
                best = best.max(score);
            }
        }

        // The first moves of the highest score, in the full list's order: the pawns' kept in
        // place.
        into.len = 0;
        for index in 0..pawn_count {
            if into.len < TRIED
                && let (Some(&m), Some(&score)) = (into.moves.get(index), into.scores.get(index))
                && score == best
            {
                into.push(m, score);
            }
        }
        for piece in &pieces[..count] {
            if piece.score != best {
                continue;
            }
            for to in piece.to {
                if into.len >= TRIED {
                    break;
                }
                into.push(
                    Move::Normal {
                        role: piece.role,
                        from: piece.from,
                        capture: board.role_at(to),
                        to,
                        promotion: None,
                    },
                    best,
                );
            }
        }
        for &(m, score) in &king_moves[..king_count] {
            if score == best && into.len < TRIED {
                into.push(m, score);
            }
        }
        into.partial = true;
        into.len > 0
    }
}

/// `m`, a mate in one, written alone into `into` (see [`Scored::mate`]); true.
fn mates(into: &mut Scored, m: Move) -> bool {
    into.len = 0;
    into.push(m, 0);
    into.mate = Some(m);
    into.partial = true;
    true
}

/// A move never played: the pawns' and the king's lists' empty slots.
const PLACEHOLDER: Move = Move::Put {
    role: Role::Pawn,
    to: Square::A1,
};

/// The highest score against an edge plan of the moves of the winner's knight, bishop, rook or
/// queen of `role` on `from` to the squares of `to` (not empty), and the squares of `to` that
/// have it. [`Search::winner_score`] of such a move is the sum of 2 for a destination from
/// which a rook or queen reaches the checking line (2 less for leaving one), 3 less for one
/// from which it bars the loser's king's way (3 more for leaving one) and [`CAPTURE`] for a
/// capture: the eight ways of being in those sets or not, best first.
fn class_best(
    reach: &Reach,
    them: Bitboard,
    role: Role,
    from: Square,
    to: Bitboard,
) -> (i32, Bitboard) {
    let bars = *reach.barring.get(role);
    let ready = match role {
        Role::Queen => reach.queen,
        Role::Rook => reach.rook,
        _ => Bitboard::EMPTY,
    };
    let from_part = 3 * i32::from(bars.contains(from)) - 2 * i32::from(ready.contains(from));
    let free = to & !bars;
    let barring = to & bars;
    let ranked = [
        (4, free & ready & them),
        (2, free & (ready ^ them)),
        (1, barring & ready & them),
        (0, free & !ready & !them),
        (-1, barring & (ready ^ them)),
        (-3, barring & !ready & !them),
    ];
    for (score, squares) in ranked {
        if squares.any() {
            return (from_part + score, squares);
        }
    }
    (i32::MIN, Bitboard::EMPTY)
}

/// The first move of the piece of `role` on `from` to a square of `to` (its legal
/// destinations) that mates the cornered king at once, among those that may check it
/// ([`Checks::may_check`]: onto a checking square of its kind, or, for a bishop, rook or
/// queen, off one), in the full list's order.
fn piece_mate(
    pos: &Chess,
    checks: &Checks,
    cornered: Cornered,
    role: Role,
    from: Square,
    to: Bitboard,
) -> Option<Move> {
    let checking = checks.squares(role);
    let may = if role != Role::Knight && checking.contains(from) {
        to
    } else {
        to & checking
    };
    let board = pos.board();
    may.into_iter()
        .map(|sq| Move::Normal {
            role,
            from,
            capture: board.role_at(sq),
            to: sq,
            promotion: None,
        })
        .find(|&m| mates_now(pos, checks, m, cornered))
}

/// The castling moves of a position, at most one to each side.
#[derive(Default)]
struct Castles {
    moves: [Option<Move>; 2],
}

impl MoveSink for Castles {
    fn normal(&mut self, _: Role, _: Square, _: Square, _: Option<Role>, _: Option<Role>) {}

    fn other(&mut self, m: Move) {
        if let Some(slot) = self.moves.iter_mut().find(|slot| slot.is_none()) {
            *slot = Some(m);
        }
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Chess, Color, Position};

    use super::super::tests::random_position;
    use super::super::{Kind, Scored, Search, quick_helpmate};
    use crate::pattern_mates::mate_in_one_among;

    /// Art. 5.1.1 (the walk's test for mate in one, issue 36): on the positions a mate in one
    /// away that the quick helpmates of random positions pass through (their lines but the last
    /// move), the mate the best moves find first is the full list's, for every plan asked.
    #[test]
    fn art_5_1_1_the_best_moves_find_the_full_lists_mate_in_one() {
        let mut buffers = Box::new([Scored::EMPTY, Scored::EMPTY]);
        let [lazy, full] = &mut *buffers;
        let mut mates = 0;
        for seed in 0..400u64 {
            let start = random_position(seed, (seed % 60) as usize * 2);
            for winner in Color::ALL {
                let Some(line) = quick_helpmate(&start, winner) else {
                    continue;
                };
                let Some((_, before)) = line.split_last() else {
                    continue;
                };
                let mut pos: Chess = start.clone();
                for &m in before {
                    pos.play_unchecked(m);
                }
                assert_eq!(pos.turn(), winner);
                let search = Search::new(winner, Kind::Edge);
                for mate in search.targets(&pos).take(2) {
                    let Some(plan) = search.plan(&pos, mate) else {
                        continue;
                    };
                    search.moves_scored(&pos, &plan, lazy, true);
                    search.moves_scored(&pos, &plan, full, false);
                    let full_mate = full.cornered.and_then(|cornered| {
                        mate_in_one_among(&pos, full.moves(), &full.may_check, cornered)
                    });
                    if lazy.partial {
                        assert_eq!(lazy.mate, full_mate, "{pos:?}");
                    } else {
                        assert_eq!(lazy.mate, None);
                        assert_eq!(lazy.moves(), full.moves());
                    }
                    mates += usize::from(full_mate.is_some());
                }
            }
        }
        // The comparison is made where there is a mate to find, and often.
        assert!(mates >= 100, "{mates} mates compared");
    }
}
