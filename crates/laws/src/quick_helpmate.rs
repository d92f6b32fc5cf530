//! A quick helpmate search: in a few microseconds, on most positions, a series of legal moves by
//! which one side checkmates the other — the proof that a position is not dead (Art. 5.2.2) and
//! that a flag fall or a resignation loses (Art. 6.9, 5.1.2).
//!
//! It is incomplete by design and never the last word: when it finds nothing, the caller asks
//! chasolver's full search, which also proves the cases where no mate exists. What it finds is
//! always right, because it is built only of moves from shakmaty's legal move lists, played one
//! after the other, and it stops only on a position where the loser is in check with no legal
//! move.
//!
//! # How it looks
//!
//! A helpmate lets the loser cooperate, so the search follows a plan instead of trying
//! everything: the loser's king walks to a square on the edge of the board; the winner's king
//! walks to the square two steps in from it (the opposition); a queen or rook heads for the
//! edge line from which it can check; a winner without queen or rook pushes its pawns to promote
//! to a queen, fetching with its king an enemy pawn that blocks them. A winner with only knights
//! and bishops mates in a corner instead: the loser's king walks into it, the loser's pieces
//! (its pawns promote, to knights by preference) gather beside it as blockers, the winner's king
//! stands a knight's jump away and the minor pieces gather near, one guarding the square beside
//! the corner that the king leaves free. In both, the winner's pieces step off the squares from
//! which they would attack the loser's king's next steps towards its square, which would bar its
//! way. Each move is scored against the plan and the best one is
//! played, greedily, with a test for mate in one whenever the loser's king has little room. A
//! move into a repetition of the line or into a position without moves is passed over for the
//! next best. A few target squares are tried, within a budget of positions shared by all.
//!
//! Against a lone king, a side with only minor pieces (or a rook or queen the walk could not
//! use) is first given to the best-first search towards a corner mate pattern of
//! [`crate::pattern_mates`], which finds those mates where the greedy walk gets lost.
//!
//! Distances for the kings are counted in king moves around their own pawns and the squares
//! the enemy pawns attack, so that a king goes round a pawn chain rather than into it.

mod best_moves;

use crate::move_list::{MoveSink, generate, pinned};
use crate::pattern_mates::{Checks, Cornered, cornered_king, mate_in_one_among, pattern_helpmate};
use shakmaty::{
    Bitboard, ByRole, Chess, Color, File, Move, Piece, Position, Rank, Role, Square, attacks,
};

/// Positions the search may visit in all, over every plan tried. What it gives up on goes to
/// chasolver's full search, which takes far longer on the same positions: on the benchmark's
/// endings a line found late is still the cheaper proof.
const BUDGET: u32 = 700;

/// Squares tried as the loser's king's destination, best first.
const TARGETS: usize = 8;

/// A helpmate line by which `winner` checkmates its opponent from `pos`, if the quick search
/// finds one: every move legal in turn, the last one checkmate given by `winner`. `None` says
/// nothing about whether a helpmate exists.
pub(crate) fn quick_helpmate(pos: &Chess, winner: Color) -> Option<Vec<Move>> {
    let board = pos.board();
    let ours = board.by_color(winner);
    let kind = if (ours & (board.pawns() | board.rooks() | board.queens())).any() {
        Kind::Edge
    } else if (ours & (board.knights() | board.bishops())).any() {
        // Against a lone king, one minor piece or bishops of one colour never mate: nothing to
        // look for (the full search's fast check proves it at once).
        let minors = ours & (board.knights() | board.bishops());
        let one_colour = minors.is_subset(board.bishops())
            && (minors.is_subset(Bitboard::DARK_SQUARES)
                || minors.is_subset(Bitboard::LIGHT_SQUARES));
        if board.by_color(!winner).count() == 1 && (minors.count() == 1 || one_colour) {
            return None;
        }
        Kind::Corner
    } else {
        // A lone king never gives check.
        return None;
    };
    let mut search = Search::new(winner, kind);
    // Against a lone king, the corner patterns' search finds the minor pieces' mates far
    // sooner than the greedy walk; with blockers to bring, it is rarely quick enough to pay.
    let lone_king = board.by_color(!winner).count() == 1;
    // Without a legal move (stalemate: a mate already given is the caller's empty line) no line
    // begins, and the corner patterns would spend their whole budget to find none (issue 36: 39
    // of the 42 pattern searches on the searched positions of `bench/dead-answers`, whose games
    // ending in stalemate give their last position; asked only here, where it saves a search,
    // not of every position the walks start from, which find that out at their first step).
    let patterns = |pos: &Chess| {
        if crate::legal::can_move(pos) {
            pattern_helpmate(pos, winner, PATTERN_BUDGET)
        } else {
            None
        }
    };
    if kind == Kind::Corner
        && lone_king
        && let Some(line) = patterns(pos)
    {
        return Some(line);
    }
    for mate in search.targets(pos).take(TARGETS) {
        if search.visited >= kind.budget() {
            break;
        }
        let plan = search.plan(pos, mate)?;
        if search.walk(pos, plan) {
            return Some(search.line);
        }
    }
    // A rook or queen against a lone king where the walk went wrong (the loser's king next to
    // the piece, say): the corner patterns cover these too.
    if kind == Kind::Edge && lone_king && (ours & board.pawns()).is_empty() {
        return patterns(pos);
    }
    None
}

/// What taking a piece of the loser's adds to a move of the winner's in an edge plan (and to a
/// pawn's in a corner plan): enough to break ties, not to pull the winner's pieces off the plan
/// (issue 36: at 4, the winner's rooks and queens went after the loser's pieces in the crowded
/// last positions and the lines were longer).
const CAPTURE: i32 = 2;

/// Positions the pattern search may visit.
const PATTERN_BUDGET: u32 = 1000;

/// The plies a walk's buffers are first sized for: most lines found on the check corpus are
/// shorter (a few are longer and grow the buffers).
const LINE_CAPACITY: usize = 96;

/// The squares on the board's edge, the most candidates [`Search::targets`] ranks.
const EDGE_SQUARES: usize = 28;

/// The squares of [`Search::targets`], given out best first: the lowest rank, the lower square
/// of an equal rank (the order of sorting the pairs of rank and square). Most searches use the
/// first alone, so each is picked when asked for rather than all sorted.
struct Targets {
    /// Each candidate's rank above its square's index (`rank << 8 | square`), or
    /// [`Targets::GIVEN`] for a slot given out or never filled.
    keyed: [u64; EDGE_SQUARES],
}

impl Targets {
    /// An empty slot.
    const GIVEN: u64 = u64::MAX;
}

impl Iterator for Targets {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        let (at, best) = self
            .keyed
            .iter()
            .copied()
            .enumerate()
            .min_by_key(|&(_, key)| key)?;
        if best == Targets::GIVEN {
            return None;
        }
        if let Some(slot) = self.keyed.get_mut(at) {
            *slot = Targets::GIVEN;
        }
        Some(Square::new((best & 0xff) as u32))
    }
}

/// The two kinds of plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// The winner has a queen, a rook or a pawn to promote: the loser's king is mated on an
    /// edge square, the winner's king opposite it.
    Edge,
    /// The winner has only knights and bishops: the loser's king is mated in a corner, its own
    /// pieces (promoted pawns among them) blocking the squares beside it.
    Corner,
}

impl Kind {
    /// Positions the search may visit in all, over every plan tried: mates with minor pieces
    /// take longer lines.
    fn budget(self) -> u32 {
        match self {
            Kind::Edge => BUDGET,
            Kind::Corner => 3 * BUDGET,
        }
    }
}

/// The plan a walk follows.
#[derive(Clone, Debug)]
struct Plan {
    /// The edge square the loser's king walks to.
    mate: Square,
    /// The loser's king's distance to `mate`, square by square.
    loser_distance: [u8; 64],
    /// The winner's king's distance to its own destination, square by square.
    winner_distance: [u8; 64],
    /// The winner's king's destination: `winner_distance`'s source.
    king_goal: Square,
    /// `loser_distance` kept from the plan this one replaced, not made again with the pawns as
    /// they now stand, the loser's king standing on `mate` (see [`Search::plan_after`]).
    loser_stale: bool,
    /// The same for `winner_distance`, the winner's king standing on `king_goal`.
    winner_stale: bool,
    /// The winner has no queen or rook: its pawns go for promotion first.
    promote: bool,
    /// The squares in front of the pawns that are to promote (the winner's in an edge plan,
    /// the loser's in a corner plan), their way to promotion.
    pawn_ways: Bitboard,
    /// Where a queen or rook checks the king on `mate` along the edge, from afar.
    checking: Bitboard,
    /// In a corner plan, the square beside the corner that the winner's king will not guard.
    guard: Bitboard,
}

/// The squares from which each of the winner's piece types serves the plan (see
/// [`Search::reach`]).
#[derive(Clone, Copy, Default)]
struct Reach {
    queen: Bitboard,
    rook: Bitboard,
    knight: Bitboard,
    bishop: Bitboard,
    /// The squares from which each piece type of the winner's would bar the loser's king's way
    /// to the mating square (see [`Search::barring`]); empty for pawns and the king.
    barring: ByRole<Bitboard>,
}

struct Search {
    winner: Color,
    kind: Kind,
    /// Positions visited so far, over all walks.
    visited: u32,
    /// The moves of the current walk.
    line: Vec<Move>,
    /// The fingerprints of the positions of the current walk, its start first (for repetitions).
    stack: Vec<u64>,
    /// The fingerprints of `stack` since its last position reached by a capture or a pawn move
    /// (or its start), as a filter: a fingerprint not in it stands nowhere in the part of the
    /// walk [`Search::repeats`] looks through.
    since_reset: Filter,
}

std::thread_local! {
    /// Scratch: the scored moves of a walk's position and of the position tried after it, kept
    /// from walk to walk and from search to search on a thread (taken out while a walk runs):
    /// made once rather than once a search (issue 36: a search a game in `arbiter check`).
    static BUFFERS: std::cell::Cell<Option<Box<[Scored; 2]>>> = const { std::cell::Cell::new(None) };
}

impl Search {
    /// A search for `winner`'s mate by a plan of `kind`, nothing visited yet.
    fn new(winner: Color, kind: Kind) -> Search {
        Search {
            winner,
            kind,
            visited: 0,
            // Sized once for a walk's usual length: grown push by push, the buffers cost more in
            // reallocation than the walk's own bookkeeping (issue 36: 6% of the searches on the
            // check corpus's rich positions). The moves' buffers, of a fixed size, are the
            // thread's (`BUFFERS`).
            line: Vec::with_capacity(LINE_CAPACITY),
            stack: Vec::with_capacity(LINE_CAPACITY + 1),
            since_reset: Filter::default(),
        }
    }

    /// Squares a king of `color` may be routed over: not its own pawns, not attacked by the
    /// enemy pawns.
    fn passable(&self, pos: &Chess, color: Color) -> Bitboard {
        let board = pos.board();
        let theirs = (board.pawns() & board.by_color(!color)).0;
        // Their pawns' attacks, all at once: one rank forward (for them), one file aside, never
        // wrapping round from the a-file to the h-file or back.
        const NOT_A: u64 = !0x0101_0101_0101_0101;
        const NOT_H: u64 = !0x8080_8080_8080_8080;
        let forward = match color {
            Color::White => theirs >> 8,
            Color::Black => theirs << 8,
        };
        let attacked = Bitboard(((forward << 1) & NOT_A) | ((forward >> 1) & NOT_H));
        !(board.pawns() & board.by_color(color)) & !attacked
    }

    /// Squares for the loser's king, best first: the ones both kings reach soonest. On the edge
    /// for an edge plan; for a corner plan the corners, only those of the bishops' colour when
    /// the winner has bishops of one colour and no knight (a bishop checks a corner of its own
    /// colour).
    fn targets(&self, pos: &Chess) -> Targets {
        let mut targets = Targets {
            keyed: [Targets::GIVEN; EDGE_SQUARES],
        };
        let board = pos.board();
        let (Some(loser_king), Some(winner_king)) =
            (board.king_of(!self.winner), board.king_of(self.winner))
        else {
            return targets;
        };
        let candidates = match self.kind {
            Kind::Edge => Bitboard::EDGES,
            Kind::Corner => {
                let ours = board.by_color(self.winner);
                let bishops = ours & board.bishops();
                if (ours & board.knights()).any() {
                    Bitboard::CORNERS
                } else if bishops.is_subset(Bitboard::DARK_SQUARES) {
                    Bitboard::CORNERS & Bitboard::DARK_SQUARES
                } else if bishops.is_subset(Bitboard::LIGHT_SQUARES) {
                    Bitboard::CORNERS & Bitboard::LIGHT_SQUARES
                } else {
                    Bitboard::CORNERS
                }
            }
        };
        let loser = distances(loser_king, self.passable(pos, !self.winner));
        let winner = distances(winner_king, self.passable(pos, self.winner));
        for (slot, mate) in targets.keyed.iter_mut().zip(candidates) {
            let (Some(&l), Some(&w)) = (
                loser.get(mate as usize),
                winner.get(self.king_goal(mate) as usize),
            ) else {
                continue;
            };
            let (l, w) = (u64::from(l), u64::from(w));
            if l != u64::from(UNREACHABLE) && w != u64::from(UNREACHABLE) {
                *slot = ((l.max(w) * 4 + l) << 8) | mate as u64;
            }
        }
        targets
    }

    /// Where the winner's king stands for the mate on `mate`.
    fn king_goal(&self, mate: Square) -> Square {
        match self.kind {
            Kind::Edge => opposition(mate),
            Kind::Corner => beside_corner(mate, true),
        }
    }

    /// The plan towards `mate` from `pos`; `None` if the winner has nothing left to mate with.
    fn plan(&self, pos: &Chess, mate: Square) -> Option<Plan> {
        self.plan_after(pos, mate, None)
    }

    /// [`Search::plan`], made again in the walk (after a pawn move, say) in place of `old`,
    /// towards the same mating square, where given: a king's distance map is kept from `old`,
    /// not made again, while that king stands on its source square (the loser's on `mate`, the
    /// winner's on an unchanged destination), and marked stale. There every step of that king
    /// scores the same by either map (a step away from the source, whatever the squares it can
    /// cross: `closer` is -1 both ways), and nothing else reads the map while it stands there
    /// ([`Search::barring`], [`Search::loser_king_closer`], [`Search::loser_waiting`] compare
    /// its squares with the king's own, 0). [`Search::freshen`] makes a stale map once that
    /// king has left its square; the pawns are then as they stood here (a pawn move makes the
    /// plan again), so the map is the one made here would have been: the walk's lines are the
    /// same, and most of the maps a pawn's move would make are never made (issue 36).
    fn plan_after(&self, pos: &Chess, mate: Square, old: Option<&Plan>) -> Option<Plan> {
        let board = pos.board();
        let ours = board.by_color(self.winner);
        let our_pawns = ours & board.pawns();
        let promote =
            self.kind == Kind::Edge && (ours & (board.queens() | board.rooks())).is_empty();
        let nothing_left = match self.kind {
            Kind::Edge => promote && our_pawns.is_empty(),
            Kind::Corner => (ours & (board.knights() | board.bishops())).is_empty(),
        };
        if nothing_left {
            return None;
        }
        // The pawns that promote: the winner's for an edge plan, the loser's (to make blockers)
        // for a corner plan; the other side keeps off their way.
        let promoting = match self.kind {
            Kind::Edge => self.winner,
            Kind::Corner => !self.winner,
        };
        let forward = self.winner.fold_wb(8, -8);
        let pawn_ways = ways(board.pawns() & board.by_color(promoting), promoting);
        let winner_passable = self.winner_passable(pos, pawn_ways);
        let mut king_goal = match self.kind {
            Kind::Edge => opposition(mate),
            // Beside the corner two files in, or two ranks in when that stands in the way of
            // the pawns to promote.
            Kind::Corner => [beside_corner(mate, true), beside_corner(mate, false)]
                .into_iter()
                .find(|sq| !pawn_ways.contains(*sq))
                .unwrap_or(beside_corner(mate, true)),
        };
        let all_blocked = our_pawns.into_iter().all(|p| {
            p.offset(forward)
                .is_none_or(|n| board.occupied().contains(n))
        });
        if promote
            && all_blocked
            && let Some(king) = board.king_of(self.winner)
        {
            // No pawn can move: the king fetches the nearest enemy pawn standing in the way.
            let reach = distances(king, winner_passable);
            let blockers = pawn_ways & board.pawns() & board.by_color(!self.winner);
            if let Some(blocker) = blockers.into_iter().min_by_key(|b| reach[*b as usize]) {
                king_goal = blocker;
            }
        }
        let mut checking = Bitboard::EMPTY;
        if self.kind == Kind::Edge {
            for line in [
                Bitboard::from_rank(mate.rank()),
                Bitboard::from_file(mate.file()),
            ] {
                if (line & Bitboard::EDGES) == line {
                    checking |= line & !attacks::king_attacks(mate) & !Bitboard::from_square(mate);
                }
            }
        }
        let guard = match self.kind {
            Kind::Edge => Bitboard::EMPTY,
            Kind::Corner => attacks::king_attacks(mate) & !attacks::king_attacks(king_goal),
        };
        let (loser_distance, loser_stale) = match old {
            Some(old) if board.king_of(!self.winner) == Some(mate) => (old.loser_distance, true),
            _ => (distances(mate, self.passable(pos, !self.winner)), false),
        };
        let (winner_distance, winner_stale) = match old {
            Some(old)
                if old.king_goal == king_goal && board.king_of(self.winner) == Some(king_goal) =>
            {
                (old.winner_distance, true)
            }
            _ => (distances(king_goal, winner_passable), false),
        };
        Some(Plan {
            guard,
            mate,
            loser_distance,
            winner_distance,
            king_goal,
            loser_stale,
            winner_stale,
            promote,
            pawn_ways,
            checking,
        })
    }

    /// Squares the winner's king is routed over ([`Search::passable`]), in a corner plan off
    /// `pawn_ways`, the way of the loser's pawns to promotion.
    fn winner_passable(&self, pos: &Chess, pawn_ways: Bitboard) -> Bitboard {
        let passable = self.passable(pos, self.winner);
        match self.kind {
            Kind::Edge => passable,
            Kind::Corner => passable & !pawn_ways,
        }
    }

    /// `plan`'s stale distance maps ([`Search::plan_after`]) made for `pos`, a position of the
    /// walk since `plan` was made, where their king has left its source square.
    fn freshen(&self, pos: &Chess, plan: &mut Plan) {
        if !(plan.loser_stale || plan.winner_stale) {
            return;
        }
        let board = pos.board();
        if plan.loser_stale && board.king_of(!self.winner) != Some(plan.mate) {
            plan.loser_distance = distances(plan.mate, self.passable(pos, !self.winner));
            plan.loser_stale = false;
        }
        if plan.winner_stale && board.king_of(self.winner) != Some(plan.king_goal) {
            let passable = self.winner_passable(pos, plan.pawn_ways);
            plan.winner_distance = distances(plan.king_goal, passable);
            plan.winner_stale = false;
        }
    }

    /// For each piece type of the winner's, the squares from which it reaches the plan's
    /// checking line (queen, rook) or the square it guards (knight, bishop), in `pos`: the same
    /// answer as asking each square in turn, attacks being symmetric.
    fn reach(&self, pos: &Chess, plan: &Plan) -> Reach {
        let board = pos.board();
        let ours = board.by_color(self.winner);
        let occupied = board.occupied();
        let union = |role: Role, targets: Bitboard| {
            if (ours & board.by_role(role)).is_empty() {
                return Bitboard::EMPTY;
            }
            attacking(
                Piece {
                    color: self.winner,
                    role,
                },
                targets,
                occupied,
            )
        };
        match self.kind {
            Kind::Edge => {
                // The checking squares a queen or rook can go to and check from, the lines as
                // they stand: not behind a piece, not one of the winner's own.
                let without_king = board
                    .king_of(!self.winner)
                    .map_or(occupied, |king| occupied ^ king);
                let open = plan.checking & attacks::rook_attacks(plan.mate, without_king) & !ours;
                Reach {
                    queen: union(Role::Queen, open),
                    rook: union(Role::Rook, open),
                    barring: self.barring(pos, plan),
                    ..Reach::default()
                }
            }
            Kind::Corner => Reach {
                knight: union(Role::Knight, plan.guard),
                bishop: union(Role::Bishop, plan.guard),
                barring: self.barring(pos, plan),
                ..Reach::default()
            },
        }
    }

    /// For each of the winner's piece types but the pawn and the king, the squares from which such a piece of
    /// the winner's would attack the squares by which the loser's king comes closer to the
    /// mating square, or stand on one, and so bar its way: empty once it is there. The mating
    /// square itself counts only once the king is beside it (issue 36: a queen or rook on the
    /// edge line it checks along attacks it from afar, and counted as barring it, kept off that
    /// line until the king came; a bishop standing on it kept the king off it for good).
    ///
    /// Without it a rook on the b-file keeps a king on d5 from ever reaching a5: the king's
    /// steps closer are illegal, and the walk spends its budget on the other moves.
    fn barring(&self, pos: &Chess, plan: &Plan) -> ByRole<Bitboard> {
        let board = pos.board();
        let none = ByRole {
            pawn: Bitboard::EMPTY,
            knight: Bitboard::EMPTY,
            bishop: Bitboard::EMPTY,
            rook: Bitboard::EMPTY,
            queen: Bitboard::EMPTY,
            king: Bitboard::EMPTY,
        };
        let Some(king) = board.king_of(!self.winner) else {
            return none;
        };
        if king == plan.mate {
            return none;
        }
        let here = plan.loser_distance[king as usize];
        let mut way = Bitboard::EMPTY;
        for sq in attacks::king_attacks(king) {
            if plan.loser_distance[sq as usize] < here {
                way.add(sq);
            }
        }
        let ours = board.by_color(self.winner);
        let bar = |role: Role| {
            let pieces = ours & board.by_role(role);
            if pieces.is_empty() {
                return Bitboard::EMPTY;
            }
            // Lines as they will be: the king gone from its square, the piece from its own (a
            // rook moving along the line it bars still bars it).
            let occupied = board.occupied() & !Bitboard::from_square(king) & !pieces;
            // A piece standing on the way bars it too (the loser takes nothing in the plan).
            way | attacking(
                Piece {
                    color: self.winner,
                    role,
                },
                way,
                occupied,
            )
        };
        // Each role asked once, by name: the pawn's and the king's are never read.
        ByRole {
            pawn: Bitboard::EMPTY,
            knight: bar(Role::Knight),
            bishop: bar(Role::Bishop),
            rook: bar(Role::Rook),
            queen: bar(Role::Queen),
            king: Bitboard::EMPTY,
        }
    }

    /// How well the winner's move `m` follows the plan (higher is better); `reach` is
    /// [`Search::reach`] of the position it is played in.
    #[inline(always)]
    fn winner_score(&self, plan: &Plan, reach: &Reach, m: Facts) -> i32 {
        let Facts {
            role,
            from,
            to,
            capture,
            promotion,
        } = m;
        // Whether a piece of `role` on `sq` bars the loser's king's way to the mating square.
        let bars = |sq: Square| i32::from(reach.barring.get(role).contains(sq));
        let mut score = match promotion {
            Some(Role::Queen) if plan.promote => 100,
            Some(Role::Queen) => 1,
            Some(_) => -20,
            None => 0,
        };
        match role {
            Role::Pawn if plan.promote => {
                score += 20 + self.winner.fold_wb(to.rank() as i32, 7 - to.rank() as i32);
            }
            Role::King => score += 5 * closer(&plan.winner_distance, from, to),
            Role::Queen | Role::Rook => {
                let ready = if role == Role::Queen {
                    reach.queen
                } else {
                    reach.rook
                };
                let checks_from = |sq: Square| i32::from(ready.contains(sq));
                score += 2 * (checks_from(to) - checks_from(from));
                score -= 3 * (bars(to) - bars(from));
            }
            Role::Knight | Role::Bishop if self.kind == Kind::Edge => {
                score -= 3 * (bars(to) - bars(from));
            }
            // Knights and bishops gather two squares from the corner, guarding the square
            // beside it that the king does not, off the way of the loser's pawns.
            Role::Knight | Role::Bishop => {
                let near = |sq: Square| near(plan, sq);
                score += 2 * ((near(from) - 2).abs() - (near(to) - 2).abs());
                let ready = if role == Role::Knight {
                    reach.knight
                } else {
                    reach.bishop
                };
                let guards = |sq: Square| i32::from(ready.contains(sq));
                score += 3 * (guards(to) - guards(from));
                score += 3 * i32::from(plan.pawn_ways.contains(from));
                score -= 3 * i32::from(plan.pawn_ways.contains(to));
                score -= 3 * (bars(to) - bars(from));
            }
            // A pawn's move is the winner's usual waiting move (most others score 0 too, and the
            // pawns come first in the full list's order, the least advanced first): scored by
            // the rank it reaches, 0 on the fourth, 1 less a rank behind, 1 more a rank ahead,
            // the pawn nearest promotion goes first and a pawn's first steps after the pieces'
            // neutral moves (issue 36: a new queen sooner, the lines where it stands opened; on
            // the check corpus's searched positions the walks 6.0% shorter and the searches
            // 5.8% cheaper than with every step at 0, the same answers; 0 on the third or the
            // fifth rank instead measured worse).
            Role::Pawn => {
                let advanced = self.winner.fold_wb(to.rank() as i32, 7 - to.rank() as i32);
                score += advanced - 3;
            }
        }
        match capture {
            // In a corner plan the loser's pieces are the blockers.
            Some(role) if self.kind == Kind::Corner && role != Role::Pawn => score -= 10,
            Some(_) => score += CAPTURE,
            None => {}
        }
        score
    }

    /// How well the loser's move `m` follows the plan (higher is better).
    #[inline(always)]
    fn loser_score(&self, plan: &Plan, m: Facts) -> i32 {
        let Facts {
            role,
            from,
            to,
            capture,
            promotion,
        } = m;
        let mut score = match (role, self.kind) {
            // In an edge plan a step closer outranks every move of a piece (at most 5, below).
            (Role::King, Kind::Edge) => LOSER_KING_CLOSER * closer(&plan.loser_distance, from, to),
            (Role::King, Kind::Corner) => 5 * closer(&plan.loser_distance, from, to),
            // Edge plan: pawn moves and promotions only spend what may be needed later as
            // waiting moves; pieces step out of the way of the winner's pawns, and away from
            // the mating square (`away`).
            (Role::Pawn, Kind::Edge) => -2,
            (_, Kind::Edge) => {
                3 * i32::from(plan.pawn_ways.contains(from))
                    - 3 * i32::from(plan.pawn_ways.contains(to))
                    + away(plan.mate, from, to)
            }
            // Corner plan: pawns promote to make blockers, pieces gather beside the corner.
            (Role::Pawn, Kind::Corner) => 1,
            (_, Kind::Corner) => 2 * (near(plan, from) - near(plan, to)),
        };
        match (promotion, self.kind) {
            (Some(_), Kind::Edge) => score -= 10,
            // A knight blocks without covering the lines the winner checks along.
            (Some(Role::Knight), Kind::Corner) => score += 10,
            (Some(Role::Bishop), Kind::Corner) => score += 6,
            (Some(_), Kind::Corner) => score += 2,
            (None, _) => {}
        }
        // The winner's material is what mates.
        if capture.is_some() {
            score -= 50;
        }
        score
    }

    /// Whether the winner still has on `board` a piece of the kind its plan mates with beside
    /// the pawns — a queen or rook for an edge plan, a knight or bishop for a corner plan — so
    /// that [`Search::plan`] made again after a capture of one of its pieces, the pawns as they
    /// were, gives the same plan: its `promote` is false before and after (an edge plan's
    /// winner's king then goes to the opposition, never to a pawn to fetch), nothing is missing
    /// to mate with, and every other part of the plan rests on the pawns and the mating square.
    fn keeps_mating_pieces(&self, board: &shakmaty::Board) -> bool {
        let mating = match self.kind {
            Kind::Edge => board.queens() | board.rooks(),
            Kind::Corner => board.knights() | board.bishops(),
        };
        (board.by_color(self.winner) & mating).any()
    }

    /// Whether `pos`, whose fingerprint is `print`, already stood in the current walk (since its
    /// last capture or pawn move): a rare false alarm only passes over a move, it never makes a
    /// line wrong.
    fn repeats(&self, pos: &Chess, print: u64) -> bool {
        // The positions looked through are those since the last capture or pawn move, all in
        // `since_reset`: most fingerprints are not, and need no look.
        if !self.since_reset.may_hold(print) {
            return false;
        }
        let back = (pos.halfmoves() as usize).min(self.stack.len());
        self.stack[self.stack.len() - back..].contains(&print)
    }

    /// One greedy walk along `plan` from `start`; true when `self.line` mates.
    fn walk(&mut self, start: &Chess, mut plan: Plan) -> bool {
        self.line.clear();
        self.stack.clear();
        let print = fingerprint(start);
        self.stack.push(print);
        self.since_reset = Filter::default();
        self.since_reset.add(print);
        // The walk's position and the one tried after it, exchanged by reference when a move
        // is chosen rather than copied.
        let mut pos = start.clone();
        let mut spare = start.clone();
        // The moves of `pos` and their scores, and those of the position tried next, in
        // the thread's buffers, exchanged by reference too.
        let mut buffers = BUFFERS
            .take()
            .unwrap_or_else(|| Box::new([Scored::EMPTY, Scored::EMPTY]));
        let [now, next] = &mut *buffers;
        self.moves_scored(&pos, &plan, now, true);
        let found = self.steps(&mut pos, &mut spare, now, next, &mut plan);
        BUFFERS.set(Some(buffers));
        found
    }

    /// The legal moves of `pos` into `into`, each scored against `plan` as it is generated (see
    /// [`Search::winner_score`] and [`Search::loser_score`]): each move's parts are read where
    /// they are made, and the side to move is asked once for all of them.
    ///
    /// With `lazy`, in an edge plan, only the moves the walk tries first may be written, marked
    /// [`Scored::partial`] (see [`Search::loser_king_closer`], [`Search::loser_waiting`] and
    /// [`Search::best_moves`], which also looks for the winner's mate in one first);
    /// [`Search::refill`] writes the others when they are passed over.
    fn moves_scored(&self, pos: &Chess, plan: &Plan, into: &mut Scored, lazy: bool) {
        into.len = 0;
        into.partial = false;
        into.cornered = None;
        into.mate = None;
        let lazy = lazy && self.kind == Kind::Edge;
        if pos.turn() == self.winner {
            let reach = self.reach(pos, plan);
            // In an edge plan, the moves the walk tries first, and the mate in one it looks
            // for first (`best_moves`).
            if lazy && self.best_moves(pos, plan, &reach, into) {
                return;
            }
            into.len = 0;
            into.partial = false;
            into.may_check = [0; MOST_MOVES / 64];
            // Where the loser's king is short of room, the moves that may check it are marked
            // as they are written, for the test for mate in one (`Search::steps`).
            into.cornered = cornered_king(pos, self.winner);
            let checks = into.cornered.map(|c| Checks::against(pos, c));
            let mut sink = ScoringSink {
                into,
                score: WinnerScore {
                    search: self,
                    plan,
                    reach: &reach,
                    checks: checks.as_ref(),
                },
            };
            generate(pos, &mut sink);
        } else if !(lazy
            && (self.loser_king_closer(pos, plan, into) || self.loser_waiting(pos, plan, into)))
        {
            self.loser_moves_scored(pos, plan, into);
        }
    }

    /// Every legal move of the loser's in `pos` into `into`, each scored against `plan`.
    fn loser_moves_scored(&self, pos: &Chess, plan: &Plan, into: &mut Scored) {
        into.len = 0;
        into.partial = false;
        generate(
            pos,
            &mut ScoringSink {
                into,
                score: LoserScore { search: self, plan },
            },
        );
    }

    /// In an edge plan, the loser's king's legal steps closer to the mating square onto empty
    /// squares into `into` (marked [`Scored::partial`]), and true, when there are any: they
    /// alone score 5 ([`Search::loser_score`]), every other move of the loser's at most 3, and
    /// they come in the full list's order (the king's squares upwards, castling after them), so
    /// the walk tries them first either way. False, `into` left empty, when there are none:
    /// the caller generates every move.
    ///
    /// Most of a walk's plies of the loser are such a step (issue 36): its other moves,
    /// generated and scored only when these are all passed over ([`Search::steps`]), are most of
    /// the cost of a crowded position.
    fn loser_king_closer(&self, pos: &Chess, plan: &Plan, into: &mut Scored) -> bool {
        let board = pos.board();
        let Some(king) = board.king_of(pos.turn()) else {
            return false;
        };
        let occupied = board.occupied();
        let here = plan.loser_distance[king as usize];
        let mut closer = Bitboard::EMPTY;
        for to in attacks::king_attacks(king) & !occupied {
            if plan.loser_distance[to as usize] < here {
                closer.add(to);
            }
        }
        let without = occupied ^ king;
        for to in closer {
            if let Some(m) = king_step(board, pos.turn(), king, to, without) {
                into.push(m, LOSER_KING_CLOSER);
            }
        }
        into.partial = into.len > 0;
        into.partial
    }

    /// In an edge plan where the loser's king has no legal step closer to the mating square
    /// onto an empty square ([`Search::loser_king_closer`]), the loser out of check and without
    /// castling rights: its best move into `into` (marked [`Scored::partial`]), and true, when
    /// it is a knight's, bishop's, rook's or queen's move to an empty square scoring 0 or more.
    /// Those score 3 for leaving the way of the winner's pawns, 3 less for going onto it, and
    /// the change in their distance from the mating square within 2 either way
    /// ([`Search::loser_score`], [`away`]); every other move scores less than 0 (a pawn's, a
    /// capture, the king's steps farther) or is one of the king's steps scoring 0, listed
    /// after the pieces' moves: so the first move of the highest score among the pieces' moves
    /// to empty squares, in the full list's order (knights, bishops, rooks, queens, each from
    /// its square upwards to the squares upwards), is the walk's first choice either way when
    /// that score is 0 or more. Below 0, the king's first step onto an empty square as far from
    /// the mating square as it stands (0) is, when it has one, and else that piece's move when it
    /// scores -1 (above a pawn's -2). False, `into` left empty, otherwise.
    ///
    /// Each piece's best score and its first square are read off its destinations by the bands
    /// of distance from the mating square ([`within`]), not move by move. The loser waits so
    /// while the winner's king walks and its pieces come (issue 36).
    fn loser_waiting(&self, pos: &Chess, plan: &Plan, into: &mut Scored) -> bool {
        let board = pos.board();
        let turn = pos.turn();
        let Some(king) = board.king_of(turn) else {
            return false;
        };
        let occupied = board.occupied();
        if pos.castles().has_color(turn) || board.attacks_to(king, !turn, occupied).any() {
            return false;
        }
        let us = board.by_color(turn);
        let ways = plan.pawn_ways;
        // The highest score a piece's move may have: 3 only from the way, 2 for going away.
        let most = 2 + if (us & ways & !board.pawns() & !board.kings()).any() {
            3
        } else {
            0
        };
        let pinned = pinned(pos, king) & us;
        let mate = plan.mate;
        let mut best: Option<(i32, Move)> = None;
        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            let piece = Piece { color: turn, role };
            for from in board.by_role(role) & us {
                let mut to = attacks::attacks(from, piece, occupied) & !occupied;
                if pinned.contains(from) {
                    to &= attacks::ray(king, from);
                }
                if to.is_empty() {
                    continue;
                }
                let from_way = 3 * i32::from(ways.contains(from));
                let d = from.distance(mate) as i32;
                // The squares whose distance from the mating square is `k` or less.
                let near = |k: i32| {
                    if k < 0 {
                        Bitboard::EMPTY
                    } else {
                        within(mate, k as u32)
                    }
                };
                // The destinations whose distance changes by `change` ([`away`]'s bands).
                let band = |change: i32| match change {
                    2 => !near(d + 1),
                    -2 => near(d - 2),
                    -1..=1 => near(d + change) & !near(d + change - 1),
                    _ => Bitboard::EMPTY,
                };
                // The highest score first: off the way by the change, or onto it by 3 more.
                let Some((score, sq)) = (-5..=2).rev().find_map(|change| {
                    let squares = to & ((band(change) & !ways) | (band(change + 3) & ways));
                    squares.first().map(|sq| (from_way + change, sq))
                }) else {
                    continue;
                };
                if best.is_none_or(|(top, _)| score > top) {
                    let m = Move::Normal {
                        role,
                        from,
                        capture: None,
                        to: sq,
                        promotion: None,
                    };
                    if score == most {
                        into.push(m, score);
                        into.partial = true;
                        return true;
                    }
                    best = Some((score, m));
                }
            }
        }
        if let Some((score, m)) = best
            && score >= 0
        {
            into.push(m, score);
            into.partial = true;
            return true;
        }
        // Below 0, the pieces' moves come after the king's first step as far from the mating
        // square as it stands, onto an empty square (0; listed after them); without one, after
        // a pawn's move (-2; listed before them) unless they score -1.
        let here = plan.loser_distance[king as usize];
        let without = occupied ^ king;
        for to in attacks::king_attacks(king) & !occupied {
            if plan.loser_distance[to as usize] == here
                && let Some(m) = king_step(board, turn, king, to, without)
            {
                into.push(m, 0);
                into.partial = true;
                return true;
            }
        }
        match best {
            Some((-1, m)) => {
                into.push(m, -1);
                into.partial = true;
                true
            }
            _ => false,
        }
    }

    /// `now`, a [`Scored::partial`] list of `pos` whose moves were all passed over, replaced by
    /// every legal move of `pos`, those of the partial list marked passed over again: the moves
    /// left to try, in the order the full list would have given them. Returns how many are left.
    /// (A partial list holds only moves of the highest score, which the walk tries first in
    /// the full list's order too.)
    fn refill(&self, pos: &Chess, plan: &Plan, now: &mut Scored) -> usize {
        // At most `TRIED` moves (`Search::best_moves` writes no more).
        let mut tried = [None; TRIED];
        for (slot, &m) in tried.iter_mut().zip(now.moves()) {
            *slot = Some(m);
        }
        self.moves_scored(pos, plan, now, false);
        let mut left = now.len;
        for index in 0..now.len {
            if let Some(&m) = now.moves().get(index)
                && tried.contains(&Some(m))
            {
                now.pass(index);
                left -= 1;
            }
        }
        left
    }

    /// The steps of [`Search::walk`] from `pos`, whose legal moves and their scores against
    /// `plan` are `now`; `next` and `next_buffers` are scratch for the position tried after it
    /// and its scored moves (the two positions exchanged by reference at each step).
    fn steps<'p>(
        &mut self,
        mut pos: &'p mut Chess,
        mut next: &'p mut Chess,
        mut now: &'p mut Scored,
        mut next_buffers: &'p mut Scored,
        plan: &mut Plan,
    ) -> bool {
        while self.visited < self.kind.budget() {
            self.visited += 1;
            if let Some(m) = now.mate {
                self.line.push(m);
                return true;
            }
            if pos.turn() == self.winner
                && let Some(cornered) = now.cornered
                && let Some(m) = mate_in_one_among(pos, now.moves(), &now.may_check, cornered)
            {
                self.line.push(m);
                return true;
            }
            // The best move that leads somewhere: not back into the walk, not to a position
            // without moves (stalemate, or a mate given the wrong way) — unless that is the mate.
            // A position of the walk had moves, so one that repeats is never that mate: it is
            // passed over before its moves are generated.
            let mut chosen = None;
            let mut new_plan = None;
            // A move tried is marked passed over rather than removed: the others keep their
            // order, which breaks ties.
            let mut left = now.len;
            loop {
                if left == 0 {
                    if !now.partial {
                        break;
                    }
                    // The loser's king's steps closer all passed over: its other moves.
                    left = self.refill(pos, plan, now);
                    if left == 0 {
                        break;
                    }
                }
                let Some(best) = first_best(now.scores()) else {
                    break;
                };
                now.pass(best);
                left -= 1;
                let Some(&m) = now.moves().get(best) else {
                    break;
                };
                next.clone_from(pos);
                next.play_unchecked(m);
                let print = fingerprint(next);
                if self.repeats(next, print) {
                    continue;
                }
                // The plan rests on the pawns (the ways, the squares a king may cross) and on
                // the winner's pieces: a pawn move, a promotion or a pawn taken changes it, so it
                // is made again, towards the same edge. The winner taking one of the loser's
                // pieces leaves it as it was, and so does a piece of the winner's taken while the
                // winner keeps what the plan mates with (`keeps_mating_pieces`: made again, it
                // would be the same plan, issue 36); otherwise it is made again too. It is made
                // before the next position's moves, which are scored against it as they are
                // generated.
                let replan = next.board().pawns() != pos.board().pawns()
                    || (pos.turn() != self.winner
                        && m.is_capture()
                        && !self.keeps_mating_pieces(next.board()));
                new_plan = if replan {
                    self.plan_after(next, plan.mate, Some(plan))
                } else {
                    None
                };
                // Nothing left to mate with (`replan` and no new plan): the walk ends here, unless
                // this move mates, and the moves are asked only whether there are any (scored
                // against the old plan, their scores never read; no third copy of the generator).
                let scoring = match new_plan.as_mut() {
                    Some(new) => new,
                    None => &mut *plan,
                };
                self.freshen(next, scoring);
                self.moves_scored(next, scoring, next_buffers, true);
                if next_buffers.len == 0 {
                    if pos.turn() == self.winner && next.is_check() {
                        self.line.push(m);
                        return true;
                    }
                    continue;
                }
                chosen = Some((m, print, replan));
                break;
            }
            let Some((m, print, replan)) = chosen else {
                return false;
            };
            if replan {
                match new_plan {
                    Some(p) => *plan = p,
                    None => return false,
                }
            }
            self.line.push(m);
            self.stack.push(print);
            if next.halfmoves() == 0 {
                // A capture or a pawn move: no position before it is looked through again.
                self.since_reset = Filter::default();
            }
            self.since_reset.add(print);
            std::mem::swap(&mut pos, &mut next);
            std::mem::swap(&mut now, &mut next_buffers);
        }
        false
    }
}

/// A set of fingerprints that may answer "perhaps" for one never added, never "no" for one
/// added: a bit for each, chosen by the fingerprint's top bits.
#[derive(Clone, Copy, Default)]
struct Filter([u64; 16]);

impl Filter {
    /// The word and the bit of `print`.
    fn slot(print: u64) -> (usize, u64) {
        let bit = (print >> 54) as usize;
        (bit >> 6, 1 << (bit & 63))
    }

    /// `print` added.
    fn add(&mut self, print: u64) {
        let (word, bit) = Filter::slot(print);
        if let Some(w) = self.0.get_mut(word) {
            *w |= bit;
        }
    }

    /// Whether `print` may have been added (`false`: certainly not).
    fn may_hold(&self, print: u64) -> bool {
        let (word, bit) = Filter::slot(print);
        self.0.get(word).is_none_or(|w| w & bit != 0)
    }
}

/// The most moves a position's buffer holds: shakmaty's own bound, its move list's capacity (a
/// legal position has at most 218).
const MOST_MOVES: usize = 256;

/// A position's legal moves and each one's score against the plan, in the same order: one count
/// for both arrays, so that writing a move and its score checks one bound.
/// The most moves a partial list holds ([`Scored::partial`]): the first of the highest score.
const TRIED: usize = 8;

struct Scored {
    moves: [Move; MOST_MOVES],
    scores: [i32; MOST_MOVES],
    /// How many of each are written.
    len: usize,
    /// Only the loser's king's steps closer to the mating square are written, the best of its
    /// moves ([`Search::loser_king_closer`]): the others are to be generated once these are
    /// all passed over.
    partial: bool,
    /// In the winner's moves, the loser's king when it is short of room
    /// ([`crate::pattern_mates::cornered_king`]), else `None`.
    cornered: Option<Cornered>,
    /// Where `cornered` is some, the moves that may check that king directly
    /// ([`Checks::may_check`]): bit `i % 64` of word `i / 64` for the move at `i`.
    may_check: [u64; MOST_MOVES / 64],
    /// In the winner's moves, the first of the full list's order that mates at once, found by
    /// [`Search::best_moves`] (then the only move written).
    mate: Option<Move>,
}

impl Scored {
    /// No moves.
    const EMPTY: Scored = Scored {
        moves: [Move::Put {
            role: Role::Pawn,
            to: Square::A1,
        }; MOST_MOVES],
        scores: [0; MOST_MOVES],
        len: 0,
        partial: false,
        cornered: None,
        may_check: [0; MOST_MOVES / 64],
        mate: None,
    };

    /// The moves written.
    fn moves(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// Their scores.
    fn scores(&self) -> &[i32] {
        &self.scores[..self.len]
    }

    /// The move at `index` marked passed over (its score below every real one).
    fn pass(&mut self, index: usize) {
        if let Some(score) = self.scores.get_mut(index) {
            *score = PASSED;
        }
    }

    /// The move to be written next marked as one that may check the cornered king.
    #[inline(always)]
    fn mark_next(&mut self) {
        if let Some(word) = self.may_check.get_mut(self.len / 64) {
            *word |= 1 << (self.len % 64);
        }
    }

    /// `m` and its score written after the others (never more than [`MOST_MOVES`]: a position
    /// has fewer legal moves).
    #[inline(always)]
    fn push(&mut self, m: Move, score: i32) {
        if let (Some(slot), Some(value)) =
            (self.moves.get_mut(self.len), self.scores.get_mut(self.len))
        {
            *slot = m;
            *value = score;
            self.len += 1;
        }
    }
}

/// How a move scores against a plan, from its parts.
trait Score {
    /// The score of the move whose parts are `m`.
    fn score(&self, m: Facts) -> i32;

    /// Whether the move whose parts are `m` is to be marked as one that may check the loser's
    /// cornered king (see [`Scored::may_check`]): never but in the winner's moves.
    #[inline(always)]
    fn may_check(&self, _: Facts) -> bool {
        false
    }
}

/// [`Search::winner_score`] in a position whose [`Search::reach`] is `reach`.
struct WinnerScore<'a> {
    search: &'a Search,
    plan: &'a Plan,
    reach: &'a Reach,
    /// The checking squares against the loser's king where it is short of room.
    checks: Option<&'a Checks>,
}

impl Score for WinnerScore<'_> {
    #[inline(always)]
    fn score(&self, m: Facts) -> i32 {
        self.search.winner_score(self.plan, self.reach, m)
    }

    #[inline(always)]
    fn may_check(&self, m: Facts) -> bool {
        self.checks
            .is_some_and(|checks| checks.may_check(m.role, m.from, m.to, m.promotion))
    }
}

/// [`Search::loser_score`].
struct LoserScore<'a> {
    search: &'a Search,
    plan: &'a Plan,
}

impl Score for LoserScore<'_> {
    #[inline(always)]
    fn score(&self, m: Facts) -> i32 {
        self.search.loser_score(self.plan, m)
    }
}

/// Where [`generate`] writes the moves of [`Search::moves_scored`]: each move into `into`, its
/// score beside it.
struct ScoringSink<'a, S> {
    into: &'a mut Scored,
    score: S,
}

impl<S: Score> MoveSink for ScoringSink<'_, S> {
    #[inline(always)]
    fn normal(
        &mut self,
        role: Role,
        from: Square,
        to: Square,
        capture: Option<Role>,
        promotion: Option<Role>,
    ) {
        let facts = Facts {
            role,
            from,
            to,
            capture,
            promotion,
        };
        let score = self.score.score(facts);
        if self.score.may_check(facts) {
            self.into.mark_next();
        }
        self.into.push(
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            },
            score,
        );
    }

    #[inline(always)]
    fn other(&mut self, m: Move) {
        let facts = Facts::of(m);
        let score = self.score.score(facts);
        if self.score.may_check(facts) {
            self.into.mark_next();
        }
        self.into.push(m, score);
    }
}

/// The squares from which `piece` attacks one of `targets`, lines blocked by `occupied`: the
/// same answer as asking each square in turn, attacks being symmetric.
#[inline(always)]
fn attacking(piece: Piece, targets: Bitboard, occupied: Bitboard) -> Bitboard {
    targets.into_iter().fold(Bitboard::EMPTY, |b, sq| {
        b | attacks::attacks(sq, piece, occupied)
    })
}

/// [`crate::pattern_mates::fingerprint`] of a position: its pieces and the player to move.
fn fingerprint(pos: &Chess) -> u64 {
    crate::pattern_mates::fingerprint(pos.board(), pos.turn())
}

/// The squares in front of `pawns` of `color`, up to the last rank.
fn ways(pawns: Bitboard, color: Color) -> Bitboard {
    // The square ahead of each pawn, then filled on up its file by one, two and four ranks at
    // once (what a shift pushes off the board was no square of the way).
    let fill = |step: fn(u64, u32) -> u64| {
        let mut b = step(pawns.0, 8);
        b |= step(b, 8);
        b |= step(b, 16);
        b |= step(b, 32);
        Bitboard(b)
    };
    match color {
        Color::White => fill(|b, n| b << n),
        Color::Black => fill(|b, n| b >> n),
    }
}

/// The score of a move already tried in a walk's step: below every real score.
const PASSED: i32 = i32::MIN;

/// The index of the first of the highest scores (ties go to the earlier move in shakmaty's
/// order, which lists the king's moves last).
fn first_best(scores: &[i32]) -> Option<usize> {
    // The highest score first, in one pass the compiler runs several lanes at a time, then the
    // first move that has it.
    let best = scores.iter().copied().max()?;
    scores.iter().position(|&score| score == best)
}

/// A move's parts, read once: shakmaty's accessors match the move again each, and a walk's step
/// scores every legal move.
#[derive(Clone, Copy, Debug)]
struct Facts {
    role: Role,
    /// The square it leaves (a drop's own square: it leaves nothing).
    from: Square,
    /// The square it goes to (for castling, the rook's, as shakmaty says).
    to: Square,
    capture: Option<Role>,
    promotion: Option<Role>,
}

impl Facts {
    /// The parts of `m`, as `Move::role`, `from` (or `to`), `to`, `capture`, `promotion` give
    /// them.
    #[inline(always)]
    fn of(m: Move) -> Facts {
        match m {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => Facts {
                role,
                from,
                to,
                capture,
                promotion,
            },
            Move::EnPassant { from, to } => Facts {
                role: Role::Pawn,
                from,
                to,
                capture: Some(Role::Pawn),
                promotion: None,
            },
            Move::Castle { king, rook } => Facts {
                role: Role::King,
                from: king,
                to: rook,
                capture: None,
                promotion: None,
            },
            Move::Put { role, to } => Facts {
                role,
                from: to,
                to,
                capture: None,
                promotion: None,
            },
        }
    }
}

/// One step closer to the square `map` counts towards from `from` to `to` (1), as far (0) or
/// farther (-1).
fn closer(map: &[u8; 64], from: Square, to: Square) -> i32 {
    (i32::from(map[from as usize]) - i32::from(map[to as usize])).clamp(-1, 1)
}

/// The step of the king of `turn` on `king` to the empty square `to` beside it, when legal:
/// no enemy piece attacks that square on `without`, the board's occupied squares less the king
/// (a line through its square stays open behind it).
#[inline(always)]
fn king_step(
    board: &shakmaty::Board,
    turn: Color,
    king: Square,
    to: Square,
    without: Bitboard,
) -> Option<Move> {
    board
        .attacks_to(to, !turn, without)
        .is_empty()
        .then_some(Move::Normal {
            role: Role::King,
            from: king,
            capture: None,
            to,
            promotion: None,
        })
}

/// What the loser's king's step closer to the mating square scores in an edge plan
/// ([`Search::loser_score`]), and as much less for a step farther: above every move of the
/// loser's pieces, which score at most 5 (3 for leaving the winner's pawns' way, 2 for going
/// away from the mating square), so that the steps closer are the walk's first choices
/// ([`Search::loser_king_closer`]).
const LOSER_KING_CLOSER: i32 = 6;

/// What a move of the loser's piece (not a pawn, not the king) from `from` to `to` adds to its
/// score in an edge plan: the change in its distance in king steps from the mating square
/// `mate`, within 2 either way. A piece of the loser's near that square can block it or come
/// between it and the winner's checking piece, or take that piece, where the mate needs the
/// square held and the line open: one that waits by going away leaves the mate to come
/// (issue 36: on the check corpus's searched positions the walks 5.5% shorter, 3.9% on seed
/// 21's, the answers the same; 1 for any step away, or the change within 1, measured less).
#[inline(always)]
fn away(mate: Square, from: Square, to: Square) -> i32 {
    (to.distance(mate) as i32 - from.distance(mate) as i32).clamp(-2, 2)
}

/// The squares at most `k` king steps from `center` (all of them from 7 on).
#[inline(always)]
fn within(center: Square, k: u32) -> Bitboard {
    WITHIN[center as usize][k.min(7) as usize]
}

/// [`within`]'s table: for each square, the squares at most 0, 1, .., 7 king steps from it.
static WITHIN: [[Bitboard; 8]; 64] = {
    let mut table = [[Bitboard::EMPTY; 8]; 64];
    let mut center = 0;
    while center < 64 {
        let (cf, cr) = ((center % 8) as i32, (center / 8) as i32);
        let mut k = 0;
        while k < 8 {
            let mut bits = 0u64;
            let mut sq: i32 = 0;
            while sq < 64 {
                let (f, r) = (sq % 8, sq / 8);
                let (df, dr) = ((f - cf).abs(), (r - cr).abs());
                if df <= k && dr <= k {
                    bits |= 1 << sq;
                }
                sq += 1;
            }
            table[center][k as usize] = Bitboard(bits);
            k += 1;
        }
        center += 1;
    }
    table
};

/// Chebyshev distance from `sq` to the plan's mating square, at least one (next to it is the
/// goal).
fn near(plan: &Plan, sq: Square) -> i32 {
    i32::from(sq.distance(plan.mate).max(1) as u8)
}

/// The square two steps in from an edge square (the winner's king there, with a rook or queen
/// checking along the edge, mates the king on it). For a corner, along its file.
fn opposition(edge: Square) -> Square {
    let step = |coordinate: u32| match coordinate {
        0 => 2,
        7 => 5,
        other => other,
    };
    let (file, rank) = (edge.file() as u32, edge.rank() as u32);
    if rank == 0 || rank == 7 {
        Square::from_coords(edge.file(), Rank::new(step(rank)))
    } else {
        Square::from_coords(File::new(step(file)), edge.rank())
    }
}

/// A square a knight's jump from a corner, two files in (c7 for a8) or two ranks in (b6): the
/// winner's king there guards two of the three squares beside the corner (b8 and b7, or a7 and
/// b7), leaving the third to the loser's own pieces.
fn beside_corner(corner: Square, two_files_in: bool) -> Square {
    let (near_file, far_file) = if corner.file() == File::A {
        (File::B, File::C)
    } else {
        (File::G, File::F)
    };
    let (near_rank, far_rank) = if corner.rank() == Rank::First {
        (Rank::Second, Rank::Third)
    } else {
        (Rank::Seventh, Rank::Sixth)
    };
    if two_files_in {
        Square::from_coords(far_file, near_rank)
    } else {
        Square::from_coords(near_file, far_rank)
    }
}

/// A square no king move reaches.
const UNREACHABLE: u32 = u8::MAX as u32;

/// King moves from `from` to every square over the `passable` ones (`u8::MAX`: never).
///
/// Counted for all squares at once rather than written square by square as each ring of the
/// flood is found (issue 36: the walk makes its plans again after each pawn move, and the loops
/// over each ring's squares, of unforeseeable lengths, cost more in mispredicted branches than
/// in work): each ring's squares are added to the bit planes of its number (bit j of a square's
/// distance in plane j; a distance is below 64), the planes turned into bytes once at the end.
/// The first fifteen rings, where most floods end, are unrolled, each ring's number known where
/// it is written, so that a ring costs an `or` for each bit of its number rather than a count
/// carried through every plane (issue 36, ply46); a flood that goes farther goes on ring by ring.
fn distances(from: Square, passable: Bitboard) -> [u8; 64] {
    let mut distance = [0u8; 64];
    let start = Bitboard::from_square(from).0;
    let mut flood = Flood {
        planes: [0; 6],
        open: passable.0 & !start,
        frontier: start,
    };
    // Written out: as a loop, `(1..=15).any(|k| flood.ring(k))`, the number is not known where
    // each ring is added (103.5M instructions on the first 2,000 searched positions, 96.0M so).
    let short = flood.ring(1)
        || flood.ring(2)
        || flood.ring(3)
        || flood.ring(4)
        || flood.ring(5)
        || flood.ring(6)
        || flood.ring(7)
        || flood.ring(8)
        || flood.ring(9)
        || flood.ring(10)
        || flood.ring(11)
        || flood.ring(12)
        || flood.ring(13)
        || flood.ring(14)
        || flood.ring(15);
    if !short {
        let mut ring = 16;
        while !flood.ring(ring) {
            ring += 1;
        }
    }
    let unreached = !start & (!passable.0 | flood.open);
    if short {
        let [a, b, c, d, ..] = flood.planes;
        planes_to_bytes(&[a, b, c, d], unreached, &mut distance);
    } else {
        planes_to_bytes(&flood.planes, unreached, &mut distance);
    }
    distance
}

/// The flood of [`distances`] under way: bit j of each square's distance in `planes[j]`, the
/// passable squares not reached yet (one mask kept rather than the passable squares and those
/// reached), those reached by the last ring.
struct Flood {
    planes: [u64; 6],
    open: u64,
    frontier: u64,
}

impl Flood {
    /// The next ring's squares: the passable squares beside the last ring's not reached before.
    #[inline(always)]
    fn next(&mut self) -> u64 {
        const NOT_A: u64 = !0x0101_0101_0101_0101;
        const NOT_H: u64 = !0x8080_8080_8080_8080;
        let b = self.frontier;
        let row = b | ((b << 1) & NOT_A) | ((b >> 1) & NOT_H);
        self.frontier = (row | (row << 8) | (row >> 8)) & self.open;
        self.open ^= self.frontier;
        self.frontier
    }

    /// Ring number `k` added (its squares into the planes of `k`'s bits); true when there is
    /// none: the flood is over. Inlined: where `k` is a constant (the first fifteen rings of
    /// [`distances`]), the planes it adds to are chosen where it is compiled.
    #[inline(always)]
    fn ring(&mut self, k: u32) -> bool {
        let ring = self.next();
        if ring == 0 {
            return true;
        }
        for (j, plane) in self.planes.iter_mut().enumerate() {
            if k >> j & 1 != 0 {
                *plane |= ring;
            }
        }
        false
    }
}

/// Each byte `b` as eight bytes of 0 or 1, bit i of `b` to byte i (little-endian).
static BYTES: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut i = 0;
        while i < 8 {
            if b & (1 << i) != 0 {
                table[b] |= 1 << (8 * i);
            }
            i += 1;
        }
        b += 1;
    }
    table
};

/// The counts of `planes` (bit j of each square's in `planes[j]`) into `distance`, a square's
/// byte, `u8::MAX` for the `unreached` squares: each rank's eight bits spread to eight bytes
/// by [`BYTES`].
#[inline(always)]
fn planes_to_bytes<const N: usize>(planes: &[u64; N], unreached: u64, distance: &mut [u8; 64]) {
    let bytes = |b: u64| BYTES[(b & 0xff) as usize];
    for (rank, out) in distance.chunks_exact_mut(8).enumerate() {
        let shift = 8 * rank as u32;
        let mut word = bytes(unreached >> shift).wrapping_mul(0xff);
        for (j, plane) in planes.iter().enumerate() {
            word |= bytes(plane >> shift) << j;
        }
        out.copy_from_slice(&word.to_le_bytes());
    }
}

#[cfg(test)]
pub(crate) mod tests {

    use super::*;
    use crate::pattern_mates::tests::assert_mates;

    use crate::fen::test_position as pos;

    #[test]
    fn art_6_9_queen_and_rook_against_a_lone_king_mate_quickly() {
        for (fen, winner) in [
            ("6q1/k7/8/8/8/8/8/5K2 w - - 9 76", Color::Black),
            ("Q7/1k6/8/8/8/8/8/2K5 b - - 0 69", Color::White),
            ("4Q3/8/8/3k4/8/8/8/5K2 w - - 3 65", Color::White),
            ("8/8/8/8/4R3/7k/8/6K1 w - - 0 1", Color::White),
        ] {
            let p = pos(fen);
            let line = quick_helpmate(&p, winner).unwrap_or_else(|| panic!("{fen}"));
            assert_mates(&p, winner, &line);
        }
    }

    /// Art. 5.2.2: the loser's pieces wait by going away from the mating square, measured in
    /// king steps by `within`'s bands; the table is the kings' distance itself.
    #[test]
    fn art_5_2_2_the_bands_of_distance_are_the_kings_distance() {
        for center in Square::ALL {
            for k in 0..9 {
                for sq in Square::ALL {
                    assert_eq!(
                        within(center, k).contains(sq),
                        sq.distance(center) <= k,
                        "{center} {k} {sq}"
                    );
                }
            }
            for from in Square::ALL {
                for to in Square::ALL {
                    let change = to.distance(center) as i32 - from.distance(center) as i32;
                    assert_eq!(away(center, from, to), change.clamp(-2, 2));
                }
            }
        }
    }

    #[test]
    fn art_6_9_a_pawn_promotes_then_mates() {
        let p = pos("8/8/8/3k4/8/8/4P3/4K3 w - - 0 1");
        let line = quick_helpmate(&p, Color::White).expect("promote and mate");
        assert_mates(&p, Color::White, &line);
        assert!(line.iter().any(|m| m.promotion() == Some(Role::Queen)));
    }

    #[test]
    fn art_5_2_2_never_a_line_where_no_mate_exists() {
        for (fen, winner) in [
            // A lone king.
            ("8/8/4k3/8/8/3K4/8/8 w - - 0 1", Color::White),
            // Pawns locked for ever, bishops on one colour.
            (
                "4k3/4b3/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4B3/4K3 w - - 0 1",
                Color::White,
            ),
            // Only minor pieces: left to the full search.
            ("8/8/3k4/3b4/8/3B4/3K4/8 w - - 0 1", Color::White),
        ] {
            assert_eq!(quick_helpmate(&pos(fen), winner), None, "{fen}");
        }
    }

    /// A position from a seeded random game of `plies` moves, captures preferred half the time
    /// (so that endings with little material come up as often as middlegames; `mating`'s
    /// tests use it too).
    pub(crate) fn random_position(seed: u64, plies: usize) -> Chess {
        random_game(seed, plies).pop().unwrap_or_default()
    }

    /// Every position of [`random_position`]'s game, its start first.
    pub(crate) fn random_game(seed: u64, plies: usize) -> Vec<Chess> {
        use rand::{Rng, SeedableRng, rngs::StdRng};
        let mut rng = StdRng::seed_from_u64(seed);
        let mut pos = Chess::default();
        let mut game = vec![pos.clone()];
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let captures: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
            let m = if !captures.is_empty() && rng.gen_bool(0.5) {
                captures[rng.gen_range(0..captures.len())]
            } else {
                moves[rng.gen_range(0..moves.len())]
            };
            pos.play_unchecked(m);
            game.push(pos.clone());
        }
        game
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 256,
            ..proptest::prelude::ProptestConfig::default()
        })]

        /// Art. 5.2.2, 6.9: a line from the quick search is a proof — legal move by move, ending
        /// in checkmate by the side asked about — and chasolver's full search, which decides
        /// with its own proofs, never says that side cannot mate.
        #[test]
        fn every_quick_line_mates_and_the_full_search_agrees(
            seed in proptest::prelude::any::<u64>(),
            plies in 0usize..300,
        ) {
            let pos = random_position(seed, plies);
            for winner in Color::ALL {
                let Some(line) = quick_helpmate(&pos, winner) else {
                    continue;
                };
                let mut p = pos.clone();
                for &m in &line {
                    proptest::prop_assert!(p.is_legal(m), "{m:?} illegal");
                    p.play_unchecked(m);
                }
                proptest::prop_assert!(p.is_checkmate());
                proptest::prop_assert_eq!(p.turn(), !winner);
                let fen = shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal);
                let board: chess::Board = fen.to_string().parse().map_err(|e| {
                    proptest::test_runner::TestCaseError::fail(format!("{fen}: {e:?}"))
                })?;
                let solver_winner = match winner {
                    Color::White => chess::Color::White,
                    Color::Black => chess::Color::Black,
                };
                proptest::prop_assert!(!chasolver::is_unwinnable_fast(&board, solver_winner));
                proptest::prop_assert_ne!(
                    chasolver::winnability(&board, solver_winner),
                    Some(chasolver::Winnability::Unwinnable),
                    "{}", fen
                );
            }
        }
    }

    #[test]
    fn ways_and_passable_squares_are_those_asked_pawn_by_pawn() {
        for seed in 0..300 {
            let pos = random_position(seed, (seed as usize * 37) % 300);
            let board = pos.board();
            for color in Color::ALL {
                let pawns = board.pawns() & board.by_color(color);
                let mut expected_ways = Bitboard::EMPTY;
                for pawn in pawns {
                    let mut sq = pawn;
                    while let Some(next) = sq.offset(color.fold_wb(8, -8)) {
                        expected_ways.add(next);
                        sq = next;
                    }
                }
                assert_eq!(ways(pawns, color), expected_ways);
                let mut attacked = Bitboard::EMPTY;
                for sq in board.pawns() & board.by_color(!color) {
                    attacked |= attacks::pawn_attacks(!color, sq);
                }
                assert_eq!(
                    Search::passable_for_test(&pos, color),
                    !pawns & !attacked,
                    "{pos:?}"
                );
            }
        }
    }

    proptest::proptest! {
        /// Art. 5.2.2: the walk's choice among the scores of a step is the first of the highest
        /// (ties to shakmaty's order), with moves already passed over among them, as a plain
        /// scan keeping the first strictly higher score finds it.
        #[test]
        fn first_best_is_the_first_of_the_highest(
            scores in proptest::collection::vec(
                proptest::prop_oneof![
                    -60i32..130,
                    proptest::prelude::Just(PASSED),
                ],
                0..80,
            ),
        ) {
            let mut expected: Option<(usize, i32)> = None;
            for (j, &score) in scores.iter().enumerate() {
                if expected.is_none_or(|(_, b)| score > b) {
                    expected = Some((j, score));
                }
            }
            proptest::prop_assert_eq!(first_best(&scores), expected.map(|(j, _)| j));
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 200,
            ..proptest::prelude::ProptestConfig::default()
        })]

        /// Art. 6.9, 5.2.2: on every position of a random game where the player to move is the
        /// winner, the walk's scored moves are shakmaty's legal moves, and the test for mate in
        /// one among the moves marked as they were generated finds the move `mate_in_one` finds
        /// among all of them.
        #[test]
        fn the_marked_moves_mate_in_one_as_all_the_moves_do(
            seed in proptest::prelude::any::<u64>(),
            plies in 0usize..300,
        ) {
            let mut buffers = Box::new([Scored::EMPTY, Scored::EMPTY]);
            let [scored, _] = &mut *buffers;
            for pos in random_game(seed, plies) {
                let winner = pos.turn();
                for kind in [Kind::Edge, Kind::Corner] {
                    let search = Search::for_test(winner, kind);
                    let Some(mate) = search.targets(&pos).next() else {
                        continue;
                    };
                    let Some(plan) = search.plan(&pos, mate) else {
                        continue;
                    };
                    search.moves_scored(&pos, &plan, scored, false);
                    let moves = pos.legal_moves();
                    proptest::prop_assert_eq!(scored.moves(), &moves[..]);
                    let found = scored
                        .cornered
                        .and_then(|c| mate_in_one_among(&pos, scored.moves(), &scored.may_check, c));
                    proptest::prop_assert_eq!(
                        found,
                        crate::pattern_mates::mate_in_one(&pos, &moves, winner),
                        "{:?}", pos
                    );
                }
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 200,
            ..proptest::prelude::ProptestConfig::default()
        })]

        /// Art. 5.2.2, 6.9 (the walk's choices, issue 36): on every position of a random game,
        /// for either side as the winner of an edge plan, the moves written lazily are all the
        /// moves when they are not marked partial, and otherwise the first moves of the highest
        /// score of the full list, in its order and with its scores: the moves the walk tries
        /// first either way, the others coming from the full list once these are passed over.
        #[test]
        fn a_partial_list_is_the_full_lists_first_choices(
            seed in proptest::prelude::any::<u64>(),
            plies in 0usize..300,
        ) {
            let mut buffers = Box::new([Scored::EMPTY, Scored::EMPTY]);
            let [lazy, full] = &mut *buffers;
            for pos in random_game(seed, plies) {
                for winner in Color::ALL {
                    let search = Search::for_test(winner, Kind::Edge);
                    for mate in search.targets(&pos).take(2) {
                        let Some(plan) = search.plan(&pos, mate) else {
                            continue;
                        };
                        search.moves_scored(&pos, &plan, lazy, true);
                        search.moves_scored(&pos, &plan, full, false);
                        proptest::prop_assert!(!full.partial);
                        proptest::prop_assert_eq!(full.mate, None);
                        // The winner's mate in one first: the one the full list's test finds.
                        let full_mate = full.cornered.and_then(|cornered| {
                            mate_in_one_among(&pos, full.moves(), &full.may_check, cornered)
                        });
                        if lazy.partial && pos.turn() == winner {
                            proptest::prop_assert_eq!(lazy.mate, full_mate, "{:?}", pos);
                            if lazy.mate.is_some() {
                                continue;
                            }
                        } else if !lazy.partial && pos.turn() == winner {
                            proptest::prop_assert_eq!(lazy.cornered, full.cornered);
                        }
                        if !lazy.partial {
                            proptest::prop_assert_eq!(lazy.moves(), full.moves());
                            proptest::prop_assert_eq!(lazy.scores(), full.scores());
                            continue;
                        }
                        let best = full.scores().iter().copied().max();
                        let firsts: Vec<(Move, i32)> = full
                            .moves()
                            .iter()
                            .copied()
                            .zip(full.scores().iter().copied())
                            .filter(|&(_, score)| Some(score) == best)
                            .take(lazy.len)
                            .collect();
                        let written: Vec<(Move, i32)> = lazy
                            .moves()
                            .iter()
                            .copied()
                            .zip(lazy.scores().iter().copied())
                            .collect();
                        proptest::prop_assert!(!written.is_empty());
                        // The winner's list holds every move of the highest score, or the
                        // first `TRIED` of them.
                        if pos.turn() == winner {
                            let all = full.scores().iter().filter(|&&s| Some(s) == best).count();
                            proptest::prop_assert_eq!(written.len(), all.min(TRIED), "{:?}", pos);
                        }
                        proptest::prop_assert_eq!(written, firsts, "{:?}", pos);
                    }
                }
            }
        }
    }

    proptest::proptest! {
        /// Art. 5.2.2 (the walk's repetitions): the filter of fingerprints never answers "no"
        /// for one added, so `repeats` finds every repetition its look through the walk finds.
        #[test]
        fn the_filter_holds_every_fingerprint_added(
            added in proptest::collection::vec(proptest::prelude::any::<u64>(), 0..200),
            other in proptest::prelude::any::<u64>(),
        ) {
            let mut filter = Filter::default();
            for &print in &added {
                filter.add(print);
            }
            for &print in &added {
                proptest::prop_assert!(filter.may_hold(print));
            }
            if Filter::default().may_hold(other) {
                proptest::prop_assert!(false, "an empty filter holds {}", other);
            }
        }
    }

    proptest::proptest! {
        /// The walk's distances (issue 36: counted in bit planes) are those of a flood written
        /// ring by ring, square by square: king moves over the passable squares, `u8::MAX` for
        /// a square never reached.
        #[test]
        fn distances_are_the_floods_ring_by_ring(
            from in 0u32..64,
            passable in proptest::prelude::any::<u64>(),
            dense in proptest::prelude::any::<u64>(),
        ) {
            // Half the time a board mostly passable, the other half about half of it.
            let passable = Bitboard(if from % 2 == 0 { passable | dense } else { passable });
            let from = Square::new(from);
            proptest::prop_assert_eq!(distances(from, passable), ring_by_ring(from, passable));
        }
    }

    /// King moves from `from` over `passable`, a flood written ring by ring, square by square.
    fn ring_by_ring(from: Square, passable: Bitboard) -> [u8; 64] {
        let mut expected = [u8::MAX; 64];
        expected[from as usize] = 0;
        let mut ring = vec![from];
        let mut step = 0u8;
        while !ring.is_empty() {
            step += 1;
            let mut next = Vec::new();
            for sq in ring {
                for to in attacks::king_attacks(sq) & passable {
                    if expected[to as usize] == u8::MAX {
                        expected[to as usize] = step;
                        next.push(to);
                    }
                }
            }
            ring = next;
        }
        expected
    }

    /// The distances of a flood of 16 rings or more (counted in six bit planes, issue 36):
    /// a winding way of walls open at alternate ends, from each of its squares.
    #[test]
    fn distances_along_a_winding_way() {
        // Ranks 2, 4 and 6 walled but for the h-, a- and h-square.
        let walls = Bitboard(0x0000_7f00_fe00_7f00);
        for from in Square::ALL {
            let d = distances(from, !walls);
            assert_eq!(d, ring_by_ring(from, !walls), "{from}");
        }
        let far = distances(Square::A1, !walls)[Square::A8 as usize];
        assert!((16..u8::MAX).contains(&far), "{far}");
    }

    #[test]
    fn distances_go_round_the_pawns() {
        // The white king on a1 and a wall of white pawns on the second rank but h2.
        let p = pos("4k3/8/8/8/8/8/PPPPPPP1/K7 w - - 0 1");
        let d = distances(Square::A1, Search::passable_for_test(&p, Color::White));
        assert_eq!(d[Square::H2 as usize], 7);
        assert_eq!(d[Square::A3 as usize], 14);
    }

    #[test]
    fn opposition_is_two_steps_in() {
        assert_eq!(opposition(Square::E8), Square::E6);
        assert_eq!(opposition(Square::A4), Square::C4);
        assert_eq!(opposition(Square::H1), Square::H3);
        assert_eq!(opposition(Square::D1), Square::D3);
    }

    impl Search {
        fn for_test(winner: Color, kind: Kind) -> Search {
            Search::new(winner, kind)
        }

        fn passable_for_test(pos: &Chess, color: Color) -> Bitboard {
            Search::for_test(color, Kind::Edge).passable(pos, color)
        }
    }

    #[test]
    fn art_5_2_2_a_piece_standing_on_the_kings_way_steps_off_it() {
        // Black's king on e7 walks to d8, White's king to d6. The rook once went to d8 itself,
        // the mating square, which it did not count as barring the king's way, and the walk
        // went round for 151 plies; now it stays off it (Rc7, Ra7, Ra8 mate).
        let p = pos("2R5/4k3/1K1p4/8/3P1p2/7r/B1P1P3/6b1 w - - 150 102");
        let line = quick_helpmate(&p, Color::White).expect("a helpmate by White");
        assert_mates(&p, Color::White, &line);
        assert!(line.len() <= 15, "{} plies", line.len());
    }

    #[test]
    fn art_5_2_2_a_checking_square_behind_a_piece_is_not_one_to_reach() {
        // Mate on e8 by a check along the eighth rank: White's own bishop on c8 shuts a8 and
        // b8 off from e8. The rook on b1 reaches b8, which gives no check: it is not on its
        // way; the rook on h1 reaches h8, which does.
        let p = pos("2B1k3/8/8/8/8/8/8/1R2K2R w - - 0 1");
        let search = Search::for_test(Color::White, Kind::Edge);
        let plan = search.plan(&p, Square::E8).expect("rooks to mate with");
        let reach = search.reach(&p, &plan);
        assert!(reach.rook.contains(Square::H1));
        assert!(!reach.rook.contains(Square::B1));
    }

    #[test]
    fn art_6_9_a_rook_steps_off_the_loser_kings_way() {
        // The white king on d5 walks to a5 by c5 or c4, b5 or b4: the rook on b7 bars every
        // way there along the b-file. It must step off the b-file first.
        let p = pos("5k2/1r6/8/3K4/8/8/8/8 w - - 4 57");
        let mut search = Search::for_test(Color::Black, Kind::Edge);
        let plan = search.plan(&p, Square::A5).expect("a rook to mate with");
        let mut black = p.clone();
        black.play_unchecked(Move::Normal {
            role: Role::King,
            from: Square::D5,
            capture: None,
            to: Square::C5,
            promotion: None,
        });
        let reach = search.reach(&black, &plan);
        // From b7 the rook attacks b5 and b4, the king's steps closer to a5.
        assert!(reach.barring.rook.contains(Square::B7));
        assert!(!reach.barring.rook.contains(Square::H7));
        let rook_to = |to: Square| Move::Normal {
            role: Role::Rook,
            from: Square::B7,
            capture: None,
            to,
            promotion: None,
        };
        assert!(
            search.winner_score(&plan, &reach, Facts::of(rook_to(Square::H7)))
                > search.winner_score(&plan, &reach, Facts::of(rook_to(Square::B8)))
        );
        // And the walk towards a5 now mates, well within the budget.
        assert!(search.walk(&p, plan));
        assert_mates(&p, Color::Black, &search.line);
        assert!(search.visited < 100, "{} positions", search.visited);
    }
}
