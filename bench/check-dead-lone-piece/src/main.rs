// SPDX-License-Identifier: GPL-3.0-or-later
//! `check-dead-lone-piece`: the retrograde analysis behind `laws::alive_with_lone_piece` (Art.
//! 5.2.2, 6.9), and the function checked on every position it answers.
//!
//! For each material — a king with a queen, with a rook, with a pawn, against a lone king — every
//! legal position (the piece's side to move or the lone king's; White holds the piece) is marked
//! alive when it is checkmate given by the piece's side; then, pass after pass until nothing
//! changes, a position is marked alive when one of its legal moves leads to an alive one: a move
//! that takes nothing to a position of the same material, a pawn's promotion to a queen or a rook
//! to a position of those tables (computed first), a promotion to a knight or a bishop to none (a
//! lone minor piece never mates), the lone king's capture of the piece to none (two kings). What
//! is never marked is dead: no series of legal moves mates (Art. 5.2.2). Moves are shakmaty's.
//!
//! Then, for every legal position of the tables and each colour holding the piece (Black's the
//! position mirrored top to bottom), `laws::alive_with_lone_piece` is asked: it must never say
//! alive where the table says dead, and (the module's claim) must say alive wherever the table
//! does but on a checkmate, which it leaves to the search (exit status 1 and the first positions
//! if either fails). Prints, per material, the
//! positions, the passes, the dead ones by kind (stalemate; every move of the lone king a
//! capture; others) and the function's answers.

use std::process::ExitCode;

use laws::alive_with_lone_piece;
use laws::shakmaty::{
    Board, CastlingMode, Chess, Color, FromSetup, Move, Piece, Position, Role, Setup, Square,
};

const UNKNOWN: u8 = 1;
const ALIVE: u8 = 2;

/// The tables, by the piece's role: queen 0, rook 1, pawn 2.
fn table(role: Role) -> usize {
    match role {
        Role::Queen => 0,
        Role::Rook => 1,
        _ => 2,
    }
}

fn index(king: u32, piece: u32, lone: u32, lone_to_move: bool) -> usize {
    ((((king * 64 + piece) * 64 + lone) * 2) + u32::from(lone_to_move)) as usize
}

/// The position, the piece's side `strong` (Black's mirrored top to bottom).
fn chess(
    role: Role,
    king: u32,
    piece: u32,
    lone: u32,
    lone_to_move: bool,
    strong: Color,
) -> Option<Chess> {
    let at = |sq: u32| {
        let sq = Square::new(sq);
        if strong == Color::White {
            sq
        } else {
            sq.flip_vertical()
        }
    };
    let mut board = Board::empty();
    board.set_piece_at(at(king), strong.king());
    board.set_piece_at(
        at(piece),
        Piece {
            color: strong,
            role,
        },
    );
    board.set_piece_at(at(lone), (!strong).king());
    let mut setup = Setup::empty();
    setup.board = board;
    setup.turn = if lone_to_move { !strong } else { strong };
    Chess::from_setup(setup, CastlingMode::Standard).ok()
}

/// One material's states: (index, successors as (table, index)), and the marks.
struct Table {
    role: Role,
    states: Vec<(usize, Vec<(usize, usize)>)>,
    mark: Vec<u8>,
}

fn build(role: Role) -> Table {
    let mut mark = vec![0u8; 64 * 64 * 64 * 2];
    let mut states = Vec::new();
    for king in 0..64u32 {
        for piece in 0..64u32 {
            if role == Role::Pawn && !(8..56).contains(&piece) {
                continue;
            }
            for lone in 0..64u32 {
                if king == piece || king == lone || piece == lone {
                    continue;
                }
                for lone_to_move in [false, true] {
                    let Some(pos) = chess(role, king, piece, lone, lone_to_move, Color::White)
                    else {
                        continue;
                    };
                    let i = index(king, piece, lone, lone_to_move);
                    mark[i] = if pos.is_checkmate() && lone_to_move {
                        ALIVE
                    } else {
                        UNKNOWN
                    };
                    let mut next = Vec::new();
                    for m in pos.legal_moves() {
                        if m.is_capture() {
                            continue;
                        }
                        let Move::Normal {
                            role: moved,
                            to,
                            promotion,
                            ..
                        } = m
                        else {
                            continue;
                        };
                        let to = to as u32;
                        let (t, state) = match (moved, promotion) {
                            (Role::King, _) if lone_to_move => {
                                (table(role), index(king, piece, to, false))
                            }
                            (Role::King, _) => (table(role), index(to, piece, lone, true)),
                            (_, Some(Role::Queen | Role::Rook)) => (
                                table(promotion.unwrap_or(Role::Queen)),
                                index(king, to, lone, true),
                            ),
                            (_, Some(_)) => continue,
                            (_, None) => (table(role), index(king, to, lone, true)),
                        };
                        next.push((t, state));
                    }
                    states.push((i, next));
                }
            }
        }
    }
    Table { role, states, mark }
}

/// Marks alive until nothing changes, the tables before `at` final; the passes.
fn solve(tables: &mut [Table], at: usize) -> usize {
    let mut passes = 0;
    loop {
        passes += 1;
        let mut changed = Vec::new();
        {
            let t = &tables[at];
            for (i, next) in &t.states {
                if t.mark[*i] == ALIVE {
                    continue;
                }
                if next.iter().any(|&(tt, j)| tables[tt].mark[j] == ALIVE) {
                    changed.push(*i);
                }
            }
        }
        if changed.is_empty() {
            return passes;
        }
        for i in changed {
            tables[at].mark[i] = ALIVE;
        }
    }
}

fn main() -> ExitCode {
    let mut tables: Vec<Table> = [Role::Queen, Role::Rook, Role::Pawn]
        .into_iter()
        .map(build)
        .collect();
    println!(
        "| material | legal positions | passes | dead | of them stalemate | every move a capture \
         | other | alive answered without a search (both colours) | checkmates left to the search \
         | wrong | missed |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut failures = 0;
    for at in 0..tables.len() {
        let passes = solve(&mut tables, at);
        let t = &tables[at];
        let (mut dead, mut stalemate, mut captures, mut other) = (0, 0, 0, 0);
        let (mut alive, mut answered, mut mates) = (0u64, 0u64, 0u64);
        let (mut wrong, mut missed) = (Vec::new(), Vec::new());
        for (i, _) in &t.states {
            let i = *i;
            let lone_to_move = i % 2 == 1;
            let lone = ((i / 2) % 64) as u32;
            let piece = ((i / 128) % 64) as u32;
            let king = (i / 8192) as u32;
            let is_alive = t.mark[i] == ALIVE;
            if is_alive {
                alive += 1;
            } else {
                dead += 1;
                let pos = chess(t.role, king, piece, lone, lone_to_move, Color::White);
                let moves = pos.map(|p| p.legal_moves()).unwrap_or_default();
                if moves.is_empty() {
                    stalemate += 1;
                } else if moves.iter().all(|m| m.is_capture()) {
                    captures += 1;
                } else {
                    other += 1;
                }
            }
            for strong in Color::ALL {
                let Some(pos) = chess(t.role, king, piece, lone, lone_to_move, strong) else {
                    continue;
                };
                let said = alive_with_lone_piece(&pos);
                let fen = || laws::write_fen(&pos, laws::FenStyle::XFen);
                if said && !is_alive {
                    wrong.push(fen());
                } else if said {
                    answered += 1;
                } else if pos.is_checkmate() {
                    // Mate on the board, alive: left to the search, which sees it at once.
                    mates += 1;
                } else if is_alive {
                    missed.push(fen());
                }
            }
        }
        println!(
            "| K+{:?} vs K | {} | {} | {} | {} | {} | {} | {:.1}% | {} | {} | {} |",
            t.role,
            t.states.len(),
            passes,
            dead,
            stalemate,
            captures,
            other,
            answered as f64 / (2 * alive) as f64 * 100.0,
            mates,
            wrong.len(),
            missed.len()
        );
        for w in wrong.iter().take(10) {
            println!("  wrong: {w}");
        }
        for m in missed.iter().take(10) {
            println!("  missed: {m}");
        }
        failures += wrong.len() + missed.len();
    }
    if failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
