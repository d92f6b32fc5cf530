//! Helpmates built towards a mate pattern in a corner: the proof that a side with only minor
//! pieces (or one minor piece and the loser's own men as blockers) can still checkmate
//! (Art. 5.2.2, 6.9, 5.1.2), found where the greedy walk of [`crate::quick_helpmate`] is lost.
//!
//! # The patterns
//!
//! Seen from the corner a8 (the other seven corners and orientations are its symmetries), the
//! loser's king stands on a8 and the winner's king on b6, guarding a7 and b7. One piece of the
//! winner's checks the king (a bishop on the long diagonal, a knight on c7, a rook or queen on
//! the a-file or the eighth rank), and b8, the last free square, is taken away by the same
//! piece (a rook on the eighth rank), by a second piece of the winner's (a bishop on the b8–h2
//! diagonal, a knight on a6, c6 or d7, ...) or by one of the loser's own men standing on it as
//! a blocker (a pawn promotes to become one). Each pattern is a list of *tasks* — a piece to
//! bring to one of a set of squares — and its distance from a position is the number of moves
//! its pieces need on an empty board to reach their squares.
//!
//! # The search
//!
//! A best-first search over positions, both sides moving in turn, ordered by the moves played
//! plus three times the pattern's distance (`GREED`: 2 finds fewer mates, 4 and 5 fewer and
//! later, on the benchmark's minor pieces against a lone king). Every position is reached by
//! shakmaty's legal moves, and the search stops only on a position where the loser is in check
//! and has no legal move, so a line it returns is a proof. The patterns nearest the start are tried in turn, within a
//! budget of positions shared by all; what the search gives up on still goes to chasolver.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

use shakmaty::{
    Bitboard, Board, ByRole, Chess, Color, File, Move, MoveList, Piece, Position, Rank, Role,
    Square, attacks,
};

/// A distance no piece covers.
const NEVER: u8 = u8::MAX;

/// A pattern's distance when one of its tasks has no piece to do it.
const HOPELESS: u32 = u32::MAX;

/// The weight of the distance to the pattern against the moves played, in the search order.
const GREED: u64 = 3;

/// The largest distance from the pattern at which a mate in two by checks is looked for.
const FINISH: u32 = 4;

/// How many of the nearest patterns are searched, one after the other.
const PATTERNS_TRIED: usize = 4;

/// The roles a task may be done with, in the order of [`Task::tables`].
const ROLES: [Role; 4] = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen];

/// A helpmate line by which `winner` checkmates its opponent from `pos`, searched towards the
/// corner patterns nearest the position, visiting at most `budget` positions in all. Every move
/// is legal in turn and the last one is checkmate given by `winner`; `None` says nothing about
/// whether a helpmate exists.
pub(crate) fn pattern_helpmate(pos: &Chess, winner: Color, budget: u32) -> Option<Vec<Move>> {
    let board = pos.board();
    board.king_of(!winner)?;
    board.king_of(winner)?;
    let mut ranked: Vec<(u32, Pattern)> = Vec::new();
    for frame in Frame::all() {
        for shape in Shape::ALL {
            let pattern = Pattern::new(frame, shape, winner);
            let distance = pattern.distance(board);
            if distance != HOPELESS {
                ranked.push((distance, pattern));
            }
        }
    }
    ranked.sort_by_key(|(distance, _)| *distance);
    let mut walkers: Vec<Walker> = ranked
        .iter()
        .take(PATTERNS_TRIED)
        .map(|(_, pattern)| Walker::new(pos, pattern, winner))
        .collect();
    // The patterns are searched side by side, one position each in turn: which one leads to a
    // mate soonest is hard to tell in advance, and the searches differ in length by far more
    // than their number.
    let mut spent = 0;
    while spent < budget && !walkers.is_empty() {
        let mut i = 0;
        while i < walkers.len() {
            spent += 1;
            match walkers[i].step() {
                Step::Mate(line) => return Some(line),
                Step::Going => i += 1,
                Step::Lost => {
                    walkers.swap_remove(i);
                }
            }
        }
    }
    None
}

/// One of the eight symmetries of the board, taking the pattern's frame (corner a8, the
/// winner's king on b6) to the board.
#[derive(Clone, Copy, Debug)]
struct Frame {
    /// Files counted from the h-file instead of the a-file.
    flip_files: bool,
    /// Ranks counted from the first rank instead of the eighth.
    flip_ranks: bool,
    /// Files and ranks exchanged (the king on c7 instead of b6).
    transpose: bool,
}

impl Frame {
    /// The eight symmetries.
    fn all() -> impl Iterator<Item = Frame> {
        (0..8u8).map(|bits| Frame {
            flip_files: bits & 1 != 0,
            flip_ranks: bits & 2 != 0,
            transpose: bits & 4 != 0,
        })
    }

    /// The square `across` files and `down` ranks from the corner, on the board.
    fn square(self, across: u32, down: u32) -> Square {
        let (across, down) = if self.transpose {
            (down, across)
        } else {
            (across, down)
        };
        let file = if self.flip_files { 7 - across } else { across };
        let rank = if self.flip_ranks { down } else { 7 - down };
        Square::from_coords(File::new(file), Rank::new(rank))
    }
}

/// How the last free square beside the cornered king (b8 in the frame) is taken away.
#[derive(Clone, Copy, Debug)]
enum Shape {
    /// The checking piece guards it too (a rook or queen along the eighth rank).
    CheckerGuards,
    /// A second piece of the winner's guards it.
    SecondPiece,
    /// One of the loser's men stands on it.
    Blocker,
}

impl Shape {
    const ALL: [Shape; 3] = [Shape::CheckerGuards, Shape::SecondPiece, Shape::Blocker];
}

/// A piece to bring to one of a set of squares.
#[derive(Clone, Debug)]
struct Task {
    /// Whose piece does it.
    color: Color,
    /// For each role of [`ROLES`], the moves that piece needs to reach the squares on an empty
    /// board, square by square ([`NEVER`]: it cannot, or the role may not do the task).
    tables: [[u8; 64]; 4],
    /// The same for a pawn, which promotes first.
    pawns: [u8; 64],
}

impl Task {
    /// The task of standing on one of `targets`, for a piece of `color` and a role that
    /// `allowed` accepts.
    fn new(
        color: Color,
        targets: impl Fn(Role) -> Bitboard,
        allowed: impl Fn(Role) -> bool,
    ) -> Task {
        let mut tables = [[NEVER; 64]; 4];
        for (table, role) in tables.iter_mut().zip(ROLES) {
            if allowed(role) {
                *table = piece_distances(Piece { color, role }, targets(role));
            }
        }
        // A pawn: its steps to promotion, then as the best role it may promote to.
        let mut pawns = [NEVER; 64];
        for sq in Bitboard::FULL & !Bitboard::BACKRANKS {
            let (steps, promotion) = match color {
                Color::White => (
                    7 - sq.rank() as u8,
                    Square::from_coords(sq.file(), Rank::Eighth),
                ),
                Color::Black => (sq.rank() as u8, Square::from_coords(sq.file(), Rank::First)),
            };
            let best = tables
                .iter()
                .map(|t| t[promotion as usize])
                .min()
                .unwrap_or(NEVER);
            if best != NEVER {
                pawns[sq as usize] = steps + best;
            }
        }
        Task {
            color,
            tables,
            pawns,
        }
    }

    /// The nearest piece for the task that is not in `taken`, and its moves.
    fn nearest(&self, board: &Board, taken: Bitboard) -> Option<(u32, Square)> {
        let men = board.by_color(self.color) & !taken;
        let mut best: Option<(u8, Square)> = None;
        for (table, role) in [
            (&self.tables[0], board.knights()),
            (&self.tables[1], board.bishops()),
            (&self.tables[2], board.rooks()),
            (&self.tables[3], board.queens()),
            (&self.pawns, board.pawns()),
        ] {
            for sq in men & role {
                let moves = table[sq as usize];
                if moves != NEVER && best.is_none_or(|(b, _)| moves < b) {
                    best = Some((moves, sq));
                }
            }
        }
        best.map(|(moves, sq)| (u32::from(moves), sq))
    }
}

/// A mate pattern on the board: where the kings go and the tasks of the pieces.
#[derive(Clone, Debug)]
struct Pattern {
    /// The corner the loser's king is mated on.
    corner: Square,
    /// Where the winner's king stands.
    king: Square,
    /// One or two tasks: the check first.
    tasks: Vec<Task>,
}

impl Pattern {
    /// The pattern of `shape` in `frame`, `winner` mating.
    fn new(frame: Frame, shape: Shape, winner: Color) -> Pattern {
        let corner = frame.square(0, 0);
        let king = frame.square(1, 2);
        let free = frame.square(1, 0);
        // The checking piece stands where the king on the corner cannot take it: not beside
        // it unless the winner's king guards that square.
        let unsafe_squares = Bitboard::from_square(king)
            | Bitboard::from_square(corner)
            | (attacks::king_attacks(corner) & !attacks::king_attacks(king));
        let empty = Bitboard::EMPTY;
        let attackers = |role: Role, sq: Square| {
            attacks::attacks(
                sq,
                Piece {
                    color: winner,
                    role,
                },
                empty,
            )
        };
        let any = |_: Role| true;
        let mut tasks = Vec::with_capacity(2);
        match shape {
            Shape::CheckerGuards => tasks.push(Task::new(
                winner,
                |role| attackers(role, corner) & attackers(role, free) & !unsafe_squares,
                any,
            )),
            Shape::SecondPiece | Shape::Blocker => {
                tasks.push(Task::new(
                    winner,
                    |role| attackers(role, corner) & !unsafe_squares,
                    any,
                ));
            }
        }
        match shape {
            Shape::CheckerGuards => {}
            Shape::SecondPiece => tasks.push(Task::new(
                winner,
                |role| attackers(role, free) & !unsafe_squares,
                any,
            )),
            Shape::Blocker => tasks.push(Task::new(!winner, |_| Bitboard::from_square(free), any)),
        }
        Pattern {
            corner,
            king,
            tasks,
        }
    }

    /// Moves needed to reach the pattern from `board` on an empty board: both kings' and the
    /// tasks' ([`HOPELESS`] when a task has no piece left to do it).
    fn distance(&self, board: &Board) -> u32 {
        let winner = self.tasks.first().map_or(Color::White, |t| t.color);
        let (Some(loser_king), Some(winner_king)) = (board.king_of(!winner), board.king_of(winner))
        else {
            return HOPELESS;
        };
        let kings = loser_king.distance(self.corner) + winner_king.distance(self.king);
        let tasks = match self.tasks.as_slice() {
            [only] => only.nearest(board, Bitboard::EMPTY).map(|(moves, _)| moves),
            [first, second] => {
                let pair = |a: &Task, b: &Task| {
                    let (to_a, sq) = a.nearest(board, Bitboard::EMPTY)?;
                    let (to_b, _) = b.nearest(board, Bitboard::from_square(sq))?;
                    Some(to_a + to_b)
                };
                match (pair(first, second), pair(second, first)) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                }
            }
            _ => Some(0),
        };
        tasks.map_or(HOPELESS, |moves| kings + moves)
    }
}

/// Moves a `piece` needs on an empty board to reach one of `targets`, square by square.
fn piece_distances(piece: Piece, targets: Bitboard) -> [u8; 64] {
    let mut table = [NEVER; 64];
    let mut seen = targets;
    let mut frontier = targets;
    let mut step = 0u8;
    while frontier.any() {
        let mut next = Bitboard::EMPTY;
        for sq in frontier {
            table[sq as usize] = step;
            // Moves are symmetric on an empty board: the squares a piece reaches `sq` from
            // are the squares it attacks from `sq`.
            next |= attacks::attacks(sq, piece, Bitboard::EMPTY);
        }
        frontier = next & !seen;
        seen |= frontier;
        step = step.saturating_add(1);
    }
    table
}

/// A position waiting to be visited: reached from a visited one by one move.
#[derive(Clone, Copy)]
struct Pending {
    /// The visited position it comes from, in [`Walker`]'s list.
    parent: u32,
    /// The move that reaches it (`None` for the start).
    played: Option<Move>,
    /// Moves from the start.
    depth: u32,
    /// The pattern's distance from it.
    distance: u32,
}

/// A visited position and how it was reached.
struct Visited {
    pos: Chess,
    /// Moves from the start.
    depth: u32,
    /// The pattern's distance from it.
    distance: u32,
    parent: u32,
    played: Option<Move>,
}

/// The best-first search towards one pattern, visited one position at a time.
struct Walker<'a> {
    winner: Color,
    pattern: &'a Pattern,
    /// Fingerprints of the positions visited or queued.
    seen: HashSet<u64, BuildHasherDefault<Identity>>,
    /// The positions visited, the start first.
    visited: Vec<Visited>,
    /// The positions queued, in the order they were found.
    pending: Vec<Pending>,
    /// Keys of `pending`, cheapest first: moves plus [`GREED`] times the distance, then the
    /// distance, then the newest.
    queue: BinaryHeap<Reverse<u64>>,
}

/// What one step of a [`Walker`] found.
enum Step {
    /// A helpmate line.
    Mate(Vec<Move>),
    /// Nothing yet.
    Going,
    /// Nothing left to visit.
    Lost,
}

impl<'a> Walker<'a> {
    /// A search from `start` towards `pattern`.
    fn new(start: &Chess, pattern: &'a Pattern, winner: Color) -> Walker<'a> {
        let mut walker = Walker {
            winner,
            pattern,
            seen: HashSet::with_capacity_and_hasher(256, BuildHasherDefault::default()),
            visited: Vec::with_capacity(64),
            pending: Vec::with_capacity(256),
            queue: BinaryHeap::with_capacity(256),
        };
        walker.seen.insert(fingerprint(start.board(), start.turn()));
        walker.pending.push(Pending {
            parent: u32::MAX,
            played: None,
            depth: 0,
            distance: pattern.distance(start.board()),
        });
        walker.queue.push(Reverse(0xF_FFFF));
        walker.visited.push(Visited {
            pos: start.clone(),
            depth: 0,
            distance: pattern.distance(start.board()),
            parent: u32::MAX,
            played: None,
        });
        walker
    }

    /// Visits the next position: a mate found, or expands it.
    fn step(&mut self) -> Step {
        let Some(Reverse(key)) = self.queue.pop() else {
            return Step::Lost;
        };
        let Some(&next) = self.pending.get((0xF_FFFF - (key & 0xF_FFFF)) as usize) else {
            return Step::Lost;
        };
        let current = match (next.played, self.visited.get(next.parent as usize)) {
            (Some(m), Some(parent)) => {
                let mut pos = parent.pos.clone();
                pos.play_unchecked(m);
                self.visited.push(Visited {
                    pos,
                    depth: next.depth,
                    distance: next.distance,
                    parent: next.parent,
                    played: Some(m),
                });
                self.visited.len() - 1
            }
            // The start, already in place.
            _ => 0,
        };
        let Ok(current) = u32::try_from(current) else {
            return Step::Lost;
        };
        let node = &self.visited[current as usize];
        let pos = &node.pos;
        let moves = pos.legal_moves();
        if moves.is_empty() {
            if pos.is_check() && pos.turn() == !self.winner {
                return Step::Mate(line_to(&self.visited, current));
            }
            return Step::Going;
        }
        if pos.turn() == self.winner {
            let finish = match mate_in_one(pos, &moves, self.winner) {
                Some(m) => Some(vec![m]),
                None if node.distance <= FINISH => {
                    mate_in_two_by_checks(pos, &moves, self.winner).map(|f| f.to_vec())
                }
                None => None,
            };
            if let Some(finish) = finish {
                let mut line = line_to(&self.visited, current);
                line.extend(finish);
                return Step::Mate(line);
            }
        }
        self.expand(current, &moves);
        Step::Going
    }

    /// Queues the positions `moves` reach from the visited position `current` that are new and
    /// from which the pattern can still be reached.
    fn expand(&mut self, current: u32, moves: &MoveList) {
        let node = &self.visited[current as usize];
        let (board, turn, depth) = (node.pos.board(), node.pos.turn(), node.depth + 1);
        let king_goal = if turn == self.winner {
            self.pattern.king
        } else {
            self.pattern.corner
        };
        for &m in moves {
            let Some(after) = board_after(board, turn, m) else {
                continue;
            };
            // A position seen already is passed over whatever its distance: asked first, the
            // distance is counted only for new ones (and a hopeless one stays unrecorded, as
            // before).
            let print = fingerprint(&after, !turn);
            if self.seen.contains(&print) {
                continue;
            }
            let distance = match m {
                // Only the king's own distance changes.
                Move::Normal {
                    role: Role::King,
                    from,
                    to,
                    capture: None,
                    ..
                } => (node.distance + to.distance(king_goal))
                    .saturating_sub(from.distance(king_goal)),
                _ => self.pattern.distance(&after),
            };
            if distance == HOPELESS {
                continue;
            }
            self.seen.insert(print);
            let index = self.pending.len() as u64;
            if index > 0xF_FFFF {
                return;
            }
            self.pending.push(Pending {
                parent: current,
                played: Some(m),
                depth,
                distance,
            });
            let cost = u64::from(depth) + GREED * u64::from(distance);
            self.queue.push(Reverse(
                (cost << 40) | (u64::from(distance) << 20) | (0xF_FFFF - index),
            ));
        }
    }
}

/// The moves from the start to the visited position `at`.
fn line_to(visited: &[Visited], mut at: u32) -> Vec<Move> {
    let mut line = Vec::new();
    while let Some(node) = visited.get(at as usize) {
        let Some(m) = node.played else {
            break;
        };
        line.push(m);
        at = node.parent;
    }
    line.reverse();
    line
}

/// The pieces after `m` by `turn` (castling and drops are left to the full search: `None`).
fn board_after(board: &Board, turn: Color, m: Move) -> Option<Board> {
    let mut after = board.clone();
    match m {
        Move::Normal {
            role,
            from,
            to,
            promotion,
            ..
        } => {
            after.discard_piece_at(from);
            after.set_piece_at(
                to,
                Piece {
                    color: turn,
                    role: promotion.unwrap_or(role),
                },
            );
        }
        Move::EnPassant { from, to } => {
            after.discard_piece_at(from);
            after.discard_piece_at(Square::from_coords(to.file(), from.rank()));
            after.set_piece_at(
                to,
                Piece {
                    color: turn,
                    role: Role::Pawn,
                },
            );
        }
        Move::Castle { .. } | Move::Put { .. } => return None,
    }
    Some(after)
}

/// Three moves that end in checkmate by `winner`, who is to move in `pos` with `moves`: a check,
/// any reply, and a mate in one. Looked for only among direct checks, so cheap.
fn mate_in_two_by_checks(pos: &Chess, moves: &MoveList, winner: Color) -> Option<[Move; 3]> {
    let king = pos.board().king_of(!winner)?;
    let checks = Checks::new(pos, king);
    for &check in moves {
        if !checks.direct(pos, check) {
            continue;
        }
        let mut after_check = pos.clone();
        after_check.play_unchecked(check);
        for reply in after_check.legal_moves() {
            let mut after_reply = after_check.clone();
            after_reply.play_unchecked(reply);
            // The king's room is asked before the moves are generated: with more than two free
            // squares there is no mate in one to look for.
            let Some(cornered) = cornered_king(&after_reply, winner) else {
                continue;
            };
            let last_moves = after_reply.legal_moves();
            if let Some(mate) = mate_in_one_at(&after_reply, &last_moves, cornered) {
                return Some([check, reply, mate]);
            }
        }
    }
    None
}

/// A move of `winner`'s that checkmates now, looked for only when the loser's king has at most
/// two free squares, among the moves that check it with the piece moved.
pub(crate) fn mate_in_one(pos: &Chess, moves: &[Move], winner: Color) -> Option<Move> {
    mate_in_one_at(pos, moves, cornered_king(pos, winner)?)
}

/// The king of `winner`'s opponent when it has at most two free squares beside it (empty or
/// holding a piece of `winner`'s, not attacked by `winner` once the king has left its own
/// square), the only case [`mate_in_one`] looks further.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cornered {
    king: Square,
    /// Its free squares.
    flights: Bitboard,
}

/// See [`Cornered`].
pub(crate) fn cornered_king(pos: &Chess, winner: Color) -> Option<Cornered> {
    let board = pos.board();
    let king = board.king_of(!winner)?;
    let around = attacks::king_attacks(king) & !board.by_color(!winner);
    // Every square `winner` attacks, the king gone from its own, at once: one map rather than
    // each square beside the king asked in turn (issue 36: asked of every position of the
    // walk's winner).
    let without_king = board.occupied() ^ Bitboard::from_square(king);
    let flights = around & !crate::move_list::attacked_by(pos, winner, without_king);
    (flights.count() <= 2).then_some(Cornered { king, flights })
}

/// [`mate_in_one`] against a king already known to be short of room.
fn mate_in_one_at(pos: &Chess, moves: &[Move], cornered: Cornered) -> Option<Move> {
    let checks = Checks::new(pos, cornered.king);
    moves
        .iter()
        .copied()
        .find(|&m| mates_now(pos, &checks, m, cornered))
}

/// [`mate_in_one`] against a king already known to be short of room, among the moves of
/// `moves` whose index is set in `candidates` (bit `i % 64` of word `i / 64`): the same move
/// where `candidates` holds every move [`Checks::may_check`] lets through (the walk marks them
/// as it generates the moves, issue 36), without a look at the others.
pub(crate) fn mate_in_one_among(
    pos: &Chess,
    moves: &[Move],
    candidates: &[u64],
    cornered: Cornered,
) -> Option<Move> {
    let checks = Checks::new(pos, cornered.king);
    for (w, &word) in candidates.iter().enumerate() {
        for bit in Bitboard(word) {
            let m = *moves.get(w * 64 + bit as usize)?;
            if mates_now(pos, &checks, m, cornered) {
                return Some(m);
            }
        }
    }
    None
}

/// Whether `m` checkmates the cornered king now: a direct check it cannot escape, answered by
/// the position made only where no cheaper test decides (Art. 5.1.1).
pub(crate) fn mates_now(pos: &Chess, checks: &Checks, m: Move, cornered: Cornered) -> bool {
    checks.direct(pos, m)
        && !escapes(pos, m, cornered)
        && !king_steps_after(pos, m, cornered.king)
        && {
            let mut next = pos.clone();
            next.play_unchecked(m);
            // It checks: mate exactly when no move is left.
            crate::legal::is_checkmate(&next)
        }
}

/// Whether, after `m`, a move of `winner`'s opponent's king on `king` is legal (Art. 3.8.1,
/// 3.9): a square beside it, empty or holding a piece of the mover's (the piece moved among
/// them), that no piece of the mover's attacks once the king has left its own — then `m` is no
/// mate, and the position after it need not be made (issue 36: most direct checks of a cornered
/// king in the walk are answered so). Asked of the board before `m`: the piece moved counts from
/// the square it reaches, the lines as they will be. `false` for castling and en passant (no
/// answer; the position is made).
fn king_steps_after(pos: &Chess, m: Move, king: Square) -> bool {
    let Move::Normal {
        role,
        from,
        to,
        promotion,
        ..
    } = m
    else {
        return false;
    };
    let board = pos.board();
    let mover = pos.turn();
    let moved = Bitboard::from_square(from);
    let occupied =
        (board.occupied() & !moved & !Bitboard::from_square(king)) | Bitboard::from_square(to);
    let covered = attacks::attacks(
        to,
        Piece {
            color: mover,
            role: promotion.unwrap_or(role),
        },
        occupied,
    );
    // The king's own pieces stay where they are; one on `to` is the piece taken.
    let own = board.by_color(!mover) & !Bitboard::from_square(to);
    (attacks::king_attacks(king) & !own & !covered)
        .into_iter()
        .any(|sq| (board.attacks_to(sq, mover, occupied) & !moved).is_empty())
}

/// Whether, after `m`, the cornered king can certainly still step to one of its free squares:
/// then `m` is no mate, and the position after it need not be made. Only the piece moved can
/// newly attack a free square — but for a line opened through the square it leaves, which is
/// why a free square in line with that square proves nothing here, nor the square it lands on
/// (the king may or may not take it).
fn escapes(pos: &Chess, m: Move, cornered: Cornered) -> bool {
    let Move::Normal {
        role,
        from,
        to,
        promotion,
        ..
    } = m
    else {
        return false;
    };
    // Lines as they will be: the piece moved, the king gone from its square.
    let occupied = (pos.board().occupied()
        ^ Bitboard::from_square(from)
        ^ Bitboard::from_square(cornered.king))
        | Bitboard::from_square(to);
    let covered = attacks::attacks(
        to,
        Piece {
            color: pos.turn(),
            role: promotion.unwrap_or(role),
        },
        occupied,
    );
    cornered.flights.into_iter().any(|flight| {
        flight != to && attacks::ray(from, flight).is_empty() && !covered.contains(flight)
    })
}

/// The squares from which each piece type of the player to move checks the king on one square:
/// asked once per position rather than once per move (see [`Checks::direct`]).
pub(crate) struct Checks {
    king: Square,
    /// By role, the squares from which a piece of that role, of the player to move, attacks
    /// `king` with the pieces as they stand (attacks are symmetric, so these are the squares a
    /// piece of the king's colour would attack from `king`).
    from: ByRole<Bitboard>,
}

impl Checks {
    /// The checking squares against `cornered`'s king for the player to move in `pos`.
    pub(crate) fn against(pos: &Chess, cornered: Cornered) -> Checks {
        Checks::new(pos, cornered.king)
    }

    /// Whether the move of a `role` from `from` to `to` (promoting to `promotion`) may check
    /// the king directly: every move [`Checks::direct`] says checks is let through (the piece
    /// lands on a checking square of its kind, or a bishop, rook or queen leaves one, perhaps
    /// along its line), and most others are not.
    #[inline(always)]
    pub(crate) fn may_check(
        &self,
        role: Role,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> bool {
        let role = promotion.unwrap_or(role);
        let checking = *self.from.get(role);
        checking.contains(to)
            || (matches!(role, Role::Bishop | Role::Rook | Role::Queen) && checking.contains(from))
    }

    /// The squares from which a piece of `role`, of the player to move, attacks the king.
    #[inline(always)]
    pub(crate) fn squares(&self, role: Role) -> Bitboard {
        *self.from.get(role)
    }

    /// The checking squares against `king` for the player to move in `pos`.
    fn new(pos: &Chess, king: Square) -> Checks {
        let occupied = pos.board().occupied();
        let bishop = attacks::bishop_attacks(king, occupied);
        let rook = attacks::rook_attacks(king, occupied);
        Checks {
            king,
            from: ByRole {
                pawn: attacks::pawn_attacks(!pos.turn(), king),
                knight: attacks::knight_attacks(king),
                bishop,
                rook,
                queen: bishop | rook,
                king: attacks::king_attacks(king),
            },
        }
    }

    /// Whether `m` puts the king in check with the piece it moves (discovered checks are not
    /// looked for): exactly [`checks_directly`], which it asks only when the piece leaves a
    /// square on one of the king's lines.
    ///
    /// The moved piece attacks the king from its new square when no piece stands between them
    /// once it has left its old square. With nothing between them now, it does; otherwise only
    /// its old square can be what stood between them, and that square is then the first on a
    /// line from the king.
    fn direct(&self, pos: &Chess, m: Move) -> bool {
        let (role, from, to) = match m {
            Move::Normal {
                role,
                from,
                to,
                promotion,
                ..
            } => (promotion.unwrap_or(role), from, to),
            Move::EnPassant { .. } | Move::Castle { .. } | Move::Put { .. } => return false,
        };
        let checking = *self.from.get(role);
        if checking.contains(to) {
            return true;
        }
        checking.contains(from)
            && matches!(role, Role::Bishop | Role::Rook | Role::Queen)
            && checks_directly(pos, m, self.king)
    }
}

/// Whether `m` puts the king on `king` in check with the piece it moves (discovered checks are
/// not looked for).
fn checks_directly(pos: &Chess, m: Move, king: Square) -> bool {
    let Some(from) = m.from() else {
        return false;
    };
    if m.is_castle() || m.is_en_passant() {
        return false;
    }
    let role = m.promotion().unwrap_or(m.role());
    let occupied =
        (pos.board().occupied() ^ Bitboard::from_square(from)) | Bitboard::from_square(m.to());
    attacks::attacks(
        m.to(),
        Piece {
            color: pos.turn(),
            role,
        },
        occupied,
    )
    .contains(king)
}

/// A 64-bit fingerprint of the pieces on `board` and the player to move.
pub(crate) fn fingerprint(board: &Board, turn: Color) -> u64 {
    let parts = [
        board.by_color(Color::White).0,
        board.pawns().0,
        board.knights().0,
        board.bishops().0,
        board.rooks().0,
        board.queens().0,
        board.kings().0,
        u64::from(turn == Color::White),
    ];
    parts.into_iter().fold(board.occupied().0, |hash, part| {
        (hash ^ part)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(29)
    })
}

/// A hasher that keeps a fingerprint as it is: fingerprints are already mixed.
#[derive(Default)]
struct Identity(u64);

impl Hasher for Identity {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use shakmaty::{CastlingMode, FromSetup, fen::Fen};

    use super::*;

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 200,
            ..proptest::prelude::ProptestConfig::default()
        })]

        /// Art. 3.9, 5.1.1: after each direct check of a random game's positions,
        /// `king_steps_after` says whether the checked king has a legal move of its own, as the
        /// position made and its legal moves say.
        #[test]
        fn king_steps_after_a_check_as_the_position_made_says(
            seed in proptest::prelude::any::<u64>(),
            plies in 0usize..200,
        ) {
            for pos in crate::quick_helpmate::tests::random_game(seed, plies) {
                let Some(king) = pos.board().king_of(!pos.turn()) else {
                    continue;
                };
                let checks = Checks::new(&pos, king);
                for m in pos.legal_moves() {
                    if !checks.direct(&pos, m) {
                        continue;
                    }
                    let mut next = pos.clone();
                    next.play_unchecked(m);
                    let steps = next.legal_moves().iter().any(|r| r.role() == Role::King);
                    let said = king_steps_after(&pos, m, king);
                    if m.is_en_passant() || m.is_castle() {
                        proptest::prop_assert!(!said);
                    } else {
                        proptest::prop_assert_eq!(said, steps, "{:?} {:?}", pos, m);
                    }
                }
            }
        }
    }

    /// Positions from games where the greedy walk found no mate and chasolver's full search had
    /// to: the line is legal move by move and ends with `winner` giving checkmate.
    fn assert_pattern_mates(fen: &str, winner: Color) {
        let start: Chess = fen
            .parse::<Fen>()
            .expect("fen")
            .into_position(CastlingMode::Standard)
            .expect("legal");
        let line = pattern_helpmate(&start, winner, 1000).unwrap_or_else(|| panic!("{fen}"));
        assert_mates(&start, winner, &line);
    }

    /// The line is legal move by move and ends with `winner` giving checkmate.
    pub(crate) fn assert_mates(start: &Chess, winner: Color, line: &[Move]) {
        let mut p = start.clone();
        for &m in line {
            assert!(p.is_legal(m), "{m:?} illegal");
            p.play_unchecked(m);
        }
        assert!(p.is_checkmate(), "no mate at the end");
        assert_eq!(p.turn(), !winner);
    }

    /// `Checks::direct`, asked once per position, answers as `checks_directly` does move by
    /// move: on every position of seeded random games (captures preferred half the time, so
    /// that open lines and promotions come up), for every legal move.
    #[test]
    fn direct_checks_are_the_same_as_asked_move_by_move() {
        use rand::{SeedableRng, rngs::StdRng};
        let mut rng = StdRng::seed_from_u64(5_2_2);
        let mut checks = 0;
        for _ in 0..200 {
            let mut pos = Chess::default();
            for _ in 0..300 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let Some(king) = pos.board().king_of(!pos.turn()) else {
                    break;
                };
                let table = Checks::new(&pos, king);
                for &m in &moves {
                    let direct = checks_directly(&pos, m, king);
                    assert_eq!(table.direct(&pos, m), direct, "{m:?} in {pos:?}");
                    checks += usize::from(direct);
                }
                pos.play_unchecked(capture_now_and_then(&mut rng, &moves));
            }
        }
        assert!(checks > 1000, "{checks} checks only");
    }

    /// One of `moves` (not empty) at random, a capture half the time when there is one: random
    /// games that thin out, so that cornered kings and mates come up.
    fn capture_now_and_then(rng: &mut rand::rngs::StdRng, moves: &[Move]) -> Move {
        use rand::Rng;
        let captures: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
        if !captures.is_empty() && rng.gen_bool(0.5) {
            captures[rng.gen_range(0..captures.len())]
        } else {
            moves[rng.gen_range(0..moves.len())]
        }
    }

    /// `mate_in_one`, with its checking squares asked once and its escapes looked for before
    /// a move is played, finds the same move as trying every direct check in turn: on every
    /// position of seeded random games, for both sides as the mating one.
    #[test]
    fn art_6_9_mate_in_one_is_the_first_direct_check_that_mates() {
        use rand::{SeedableRng, rngs::StdRng};
        let mut rng = StdRng::seed_from_u64(6_9);
        let (mut cornered, mut mates) = (0, 0);
        for _ in 0..300 {
            let mut pos = Chess::default();
            for _ in 0..300 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let winner = pos.turn();
                let plain = cornered_king(&pos, winner).and_then(|c| {
                    moves.iter().copied().find(|&m| {
                        checks_directly(&pos, m, c.king) && {
                            let mut next = pos.clone();
                            next.play_unchecked(m);
                            next.is_checkmate()
                        }
                    })
                });
                assert_eq!(mate_in_one(&pos, &moves, winner), plain, "{pos:?}");
                cornered += usize::from(cornered_king(&pos, winner).is_some());
                mates += usize::from(plain.is_some());
                pos.play_unchecked(capture_now_and_then(&mut rng, &moves));
            }
        }
        assert!(
            cornered > 1000 && mates > 20,
            "{cornered} cornered, {mates} mates"
        );
    }

    #[test]
    fn art_6_9_two_bishops_mate_in_the_corner() {
        assert_pattern_mates("8/8/8/4k3/3BB3/7K/8/8 b - - 11 72", Color::White);
    }

    #[test]
    fn art_6_9_bishop_and_knight_mate_in_the_corner() {
        assert_pattern_mates("8/4N3/8/6k1/8/3K4/1B6/8 w - - 61 79", Color::White);
    }

    #[test]
    fn art_6_9_two_knights_mate_in_the_corner() {
        assert_pattern_mates("8/8/5N2/5k2/8/5K2/2N5/8 b - - 9 69", Color::White);
    }

    #[test]
    fn art_6_9_a_rook_beside_its_king_still_mates() {
        // The loser's king can only take the rook unless the rook moves first.
        assert_pattern_mates("8/2k5/8/8/8/8/6r1/7K b - - 35 61", Color::Black);
    }

    #[test]
    fn art_6_9_a_knight_mates_with_the_losers_men_as_blockers() {
        assert_pattern_mates("8/4k3/7n/8/b2p4/7K/4N3/8 b - - 23 71", Color::White);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 128,
            ..proptest::prelude::ProptestConfig::default()
        })]

        /// Art. 5.2.2, 6.9: on random placements of a lone king against a king and two minor
        /// pieces, a line of the pattern search is a proof — legal move by move, ending in
        /// checkmate given by the side asked about — and chasolver never calls that side
        /// unable to mate.
        #[test]
        fn every_pattern_line_mates_and_the_full_search_agrees(
            squares in proptest::collection::vec(0u32..64, 4),
            roles in proptest::collection::vec(0usize..2, 2),
            white_to_move in proptest::prelude::any::<bool>(),
        ) {
            let mut board = Board::empty();
            let minor = |i: usize| if roles[i] == 0 { Role::Knight } else { Role::Bishop };
            let pieces = [
                Piece { color: Color::White, role: Role::King },
                Piece { color: Color::Black, role: Role::King },
                Piece { color: Color::White, role: minor(0) },
                Piece { color: Color::White, role: minor(1) },
            ];
            for (&sq, piece) in squares.iter().zip(pieces) {
                board.set_piece_at(Square::new(sq), piece);
            }
            let mut setup = shakmaty::Setup::empty();
            setup.board = board;
            setup.turn = if white_to_move { Color::White } else { Color::Black };
            // Squares that coincide, kings side by side, a side to move giving check: skipped.
            let Ok(pos) = Chess::from_setup(setup, CastlingMode::Standard) else {
                return Ok(());
            };
            if pos.is_game_over() {
                return Ok(());
            }
            let Some(line) = pattern_helpmate(&pos, Color::White, 1000) else {
                return Ok(());
            };
            let mut p = pos.clone();
            for &m in &line {
                proptest::prop_assert!(p.is_legal(m), "{m:?} illegal");
                p.play_unchecked(m);
            }
            proptest::prop_assert!(p.is_checkmate());
            proptest::prop_assert_eq!(p.turn(), Color::Black);
            let fen = Fen::from_position(&pos, shakmaty::EnPassantMode::Legal).to_string();
            let solver: chess::Board = fen.parse().map_err(|e| {
                proptest::test_runner::TestCaseError::fail(format!("{fen}: {e:?}"))
            })?;
            proptest::prop_assert_ne!(
                chasolver::winnability(&solver, chess::Color::White),
                Some(chasolver::Winnability::Unwinnable),
                "{}", fen
            );
        }
    }
}
