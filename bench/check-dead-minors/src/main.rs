// SPDX-License-Identifier: GPL-3.0-or-later
//! `check-dead-minors`: the retrograde analysis behind `laws::alive_with_minor_pair` (Art.
//! 5.2.2, 6.9), and the function checked on every position it answers.
//!
//! For each material — a king with two knights, with a knight and a bishop, with two bishops on
//! squares of different colours, against a lone king — every legal position (the pieces' side
//! to move or the lone king's) is marked alive when it is checkmate given by the pieces' side;
//! then, pass after pass until nothing changes, a position is marked alive when one of its
//! legal moves that takes nothing leads to an alive one (a capture leaves one minor piece, with
//! which no series of legal moves mates; the lone king never mates). What is never marked is
//! dead: no series of legal moves mates (Art. 5.2.2).
//!
//! Then, for every legal position of the table and each colour holding the pieces, the
//! position is built as a `shakmaty::Chess` and `laws::alive_with_minor_pair` asked: it must
//! never say alive where the table says dead (exit status 1 and the first positions if it
//! does). Prints, per material, the positions, the dead ones by kind (the lone king to move
//! and stalemated; every move of it a capture; others), the lone king's squares in the dead
//! positions that are neither, and how many alive positions the function answers.

use std::collections::BTreeSet;
use std::process::ExitCode;

use laws::alive_with_minor_pair;
use laws::shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, FromSetup, Piece, Role, Setup, Square, attacks,
};

/// A position: the pieces' side's king and two pieces, the lone king, whose turn.
#[derive(Clone, Copy)]
struct State {
    king: u32,
    a: u32,
    b: u32,
    lone: u32,
    lone_to_move: bool,
}

/// One material: the two pieces' roles, and whether they are two bishops on different colours.
struct Material {
    name: &'static str,
    a: Role,
    b: Role,
}

impl Material {
    fn index(s: State) -> usize {
        (((((s.king * 64 + s.a) * 64 + s.b) * 64 + s.lone) * 2) + u32::from(s.lone_to_move))
            as usize
    }

    /// Two identical pieces are kept in square order: one index for both placements.
    fn canonical(&self, s: State) -> State {
        if self.a == self.b && s.a > s.b {
            State {
                a: s.b,
                b: s.a,
                ..s
            }
        } else {
            s
        }
    }

    fn attacks(role: Role, from: u32, occupied: Bitboard) -> Bitboard {
        let from = Square::new(from);
        match role {
            Role::Knight => attacks::knight_attacks(from),
            Role::Bishop => attacks::bishop_attacks(from, occupied),
            _ => attacks::king_attacks(from),
        }
    }

    fn occupied(s: State) -> Bitboard {
        [s.king, s.a, s.b, s.lone]
            .into_iter()
            .map(|sq| Bitboard::from(Square::new(sq)))
            .fold(Bitboard::EMPTY, |acc, b| acc | b)
    }

    /// Whether the pieces' side attacks `target` with `occupied`, leaving out a piece taken
    /// there.
    fn attacked(&self, s: State, target: u32, occupied: Bitboard) -> bool {
        let t = Square::new(target);
        attacks::king_attacks(Square::new(s.king)).contains(t)
            || (s.a != target && Self::attacks(self.a, s.a, occupied).contains(t))
            || (s.b != target && Self::attacks(self.b, s.b, occupied).contains(t))
    }

    fn legal(&self, s: State) -> bool {
        let squares = [s.king, s.a, s.b, s.lone];
        let distinct = (0..4).all(|i| (i + 1..4).all(|j| squares[i] != squares[j]));
        distinct
            && !attacks::king_attacks(Square::new(s.king)).contains(Square::new(s.lone))
            && (s.lone_to_move || !self.attacked(s, s.lone, Self::occupied(s)))
    }

    /// The positions after each legal move that takes nothing (into `out`); whether the side
    /// to move has any legal move, and whether it is checkmate given by the pieces' side.
    fn successors(&self, s: State, out: &mut Vec<State>) -> (bool, bool) {
        out.clear();
        if s.lone_to_move {
            let in_check = self.attacked(s, s.lone, Self::occupied(s));
            let mut any = false;
            for to in attacks::king_attacks(Square::new(s.lone)) {
                let to = to as u32;
                if to == s.king {
                    continue;
                }
                let occupied = (Self::occupied(s) & !Bitboard::from(Square::new(s.lone)))
                    | Bitboard::from(Square::new(to));
                if self.attacked(s, to, occupied) {
                    continue;
                }
                any = true;
                if to != s.a && to != s.b {
                    out.push(State {
                        lone: to,
                        lone_to_move: false,
                        ..s
                    });
                }
            }
            (any, in_check && !any)
        } else {
            let occupied = Self::occupied(s);
            let own = occupied & !Bitboard::from(Square::new(s.lone));
            let lone_zone = attacks::king_attacks(Square::new(s.lone));
            for to in attacks::king_attacks(Square::new(s.king)) & !own & !lone_zone {
                let to = to as u32;
                if to != s.lone {
                    out.push(State {
                        king: to,
                        lone_to_move: true,
                        ..s
                    });
                }
            }
            for to in Self::attacks(self.a, s.a, occupied) & !occupied {
                out.push(State {
                    a: to as u32,
                    lone_to_move: true,
                    ..s
                });
            }
            for to in Self::attacks(self.b, s.b, occupied) & !occupied {
                out.push(State {
                    b: to as u32,
                    lone_to_move: true,
                    ..s
                });
            }
            (!out.is_empty(), false)
        }
    }

    fn chess(&self, s: State, strong: Color) -> Option<Chess> {
        let mut board = Board::empty();
        board.set_piece_at(Square::new(s.king), strong.king());
        board.set_piece_at(
            Square::new(s.a),
            Piece {
                color: strong,
                role: self.a,
            },
        );
        board.set_piece_at(
            Square::new(s.b),
            Piece {
                color: strong,
                role: self.b,
            },
        );
        board.set_piece_at(Square::new(s.lone), (!strong).king());
        let mut setup = Setup::empty();
        setup.board = board;
        setup.turn = if s.lone_to_move { !strong } else { strong };
        Chess::from_setup(setup, CastlingMode::Standard).ok()
    }

    /// Runs the analysis and the check; the number of positions where the function is wrong.
    fn run(&self) -> usize {
        const UNKNOWN: u8 = 1;
        const ALIVE: u8 = 2;
        let mut mark = vec![0u8; 64usize.pow(4) * 2];
        let mut states = Vec::new();
        let mut buf = Vec::new();
        for king in 0..64 {
            for a in 0..64 {
                for b in 0..64 {
                    if self.a == self.b && a > b {
                        continue;
                    }
                    if self.a == Role::Bishop
                        && self.b == Role::Bishop
                        && Square::new(a).is_light() == Square::new(b).is_light()
                    {
                        continue;
                    }
                    for lone in 0..64 {
                        for lone_to_move in [false, true] {
                            let s = State {
                                king,
                                a,
                                b,
                                lone,
                                lone_to_move,
                            };
                            if !self.legal(s) {
                                continue;
                            }
                            let (_, mate) = self.successors(s, &mut buf);
                            mark[Self::index(s)] = if mate { ALIVE } else { UNKNOWN };
                            states.push(s);
                        }
                    }
                }
            }
        }
        let mut passes = 0;
        loop {
            passes += 1;
            let mut changed = 0;
            for &s in &states {
                if mark[Self::index(s)] != UNKNOWN {
                    continue;
                }
                self.successors(s, &mut buf);
                if buf
                    .iter()
                    .any(|&t| mark[Self::index(self.canonical(t))] == ALIVE)
                {
                    mark[Self::index(s)] = ALIVE;
                    changed += 1;
                }
            }
            if changed == 0 {
                break;
            }
        }
        let (mut stalemate, mut captures, mut other) = (0, 0, 0);
        let mut squares = BTreeSet::new();
        let (mut alive, mut answered, mut refused, mut wrong) = (0u64, 0u64, 0u64, Vec::new());
        for &s in &states {
            let is_alive = mark[Self::index(s)] == ALIVE;
            if is_alive {
                alive += 1;
            } else {
                let (any, _) = self.successors(s, &mut buf);
                if s.lone_to_move && !any {
                    stalemate += 1;
                } else if s.lone_to_move && buf.is_empty() {
                    captures += 1;
                } else {
                    other += 1;
                    squares.insert(format!("{}", Square::new(s.lone)));
                }
            }
            for strong in Color::ALL {
                // shakmaty refuses a check no move can give (two knights' double check):
                // such a position never arises in a game, and never reaches the function.
                let Some(pos) = self.chess(s, strong) else {
                    refused += 1;
                    continue;
                };
                if alive_with_minor_pair(&pos) {
                    if is_alive {
                        answered += 1;
                    } else {
                        wrong.push(format!("{}", laws::write_fen(&pos, laws::FenStyle::XFen)));
                    }
                }
            }
        }
        println!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {:.1}% | {} |",
            self.name,
            states.len(),
            refused / 2,
            passes,
            states.len() as u64 - alive,
            stalemate,
            captures,
            other,
            squares.into_iter().collect::<Vec<_>>().join(" "),
            answered as f64 / (2 * alive - refused) as f64 * 100.0,
            wrong.len()
        );
        for w in wrong.iter().take(10) {
            println!("  wrong: {w}");
        }
        wrong.len()
    }
}

fn main() -> ExitCode {
    let materials = [
        Material {
            name: "K+N+N vs K",
            a: Role::Knight,
            b: Role::Knight,
        },
        Material {
            name: "K+B+N vs K",
            a: Role::Bishop,
            b: Role::Knight,
        },
        Material {
            name: "K+B+B vs K (bishops on both colours)",
            a: Role::Bishop,
            b: Role::Bishop,
        },
    ];
    println!(
        "| material | legal positions | of them refused by shakmaty (impossible checks) | passes | dead | of them stalemate | every move a capture \
         | other | the lone king's squares in the other dead | alive answered without a search \
         (both colours) | wrong |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|");
    let wrong: usize = materials.iter().map(Material::run).sum();
    if wrong == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
