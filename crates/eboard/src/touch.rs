//! Touch-move: what the pieces touched bind the player on move to (Art. 4.3–4.5).
//!
//! The touches are the lifts the board saw, in order. Whether a touch was deliberate (4.2.2,
//! 4.4.2 "délibérément"), announced as adjusting (4.2.1) or made "with the intention of
//! moving or capturing" (4.3) no sensor can tell: the obligation computed here is what the
//! Laws say if each lift was such a touch, and the arbiter rules on a claim (4.8).

use serde::Serialize;
use shakmaty::{Chess, Move, Piece, Position, Role, Square};

use crate::wire;

/// What the touches bind the player on move to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum Obligation {
    /// Nothing touched yet: any legal move (Art. 4.3 applies from the first touch).
    Unbound,
    /// Pieces touched, none of which can be moved or captured: any legal move (Art. 4.5).
    Free,
    /// Move this piece (Art. 4.3.1; 4.3.3 as the first touched piece that can move; 4.4.2 for
    /// a rook touched before the king, then without castling with it).
    Move {
        /// The piece's square.
        #[serde(serialize_with = "wire::square")]
        square: Square,
        /// 4.3.1, 4.3.3 or 4.4.2.
        article: &'static str,
        /// Castling with this rook is not allowed (4.4.2).
        no_castling_with: Option<SquareRef>,
    },
    /// Capture this piece (Art. 4.3.2; 4.3.3 as the first touched piece that can be captured).
    Capture {
        /// The piece's square.
        #[serde(serialize_with = "wire::square")]
        square: Square,
        /// 4.3.2 or 4.3.3.
        article: &'static str,
    },
    /// Capture the first opponent's piece touched with the first own piece touched (Art. 4.3.3).
    CaptureWith {
        /// The own piece's square.
        #[serde(serialize_with = "wire::square")]
        piece: Square,
        /// The opponent's piece's square.
        #[serde(serialize_with = "wire::square")]
        target: Square,
    },
    /// King, then rook: castle with that rook (Art. 4.4.1).
    Castle {
        /// The rook's square.
        #[serde(serialize_with = "wire::square")]
        rook: Square,
    },
    /// King, then a rook it cannot castle with: another legal king move (Art. 4.4.3).
    KingMove {
        /// The king's square.
        #[serde(serialize_with = "wire::square")]
        king: Square,
    },
}

/// A square as it is written (`e2`), for optional fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SquareRef(#[serde(serialize_with = "wire::square")] pub Square);

impl Obligation {
    /// The article it rests on.
    pub fn article(&self) -> &'static str {
        match self {
            Obligation::Unbound => "4.3",
            Obligation::Free => "4.5",
            Obligation::Move { article, .. } | Obligation::Capture { article, .. } => article,
            Obligation::CaptureWith { .. } => "4.3.3",
            Obligation::Castle { .. } => "4.4.1",
            Obligation::KingMove { .. } => "4.4.3",
        }
    }

    /// Whether the legal move `m` honours it.
    pub fn allows(&self, m: Move) -> bool {
        match *self {
            Obligation::Unbound | Obligation::Free => true,
            Obligation::Move {
                square,
                no_castling_with,
                ..
            } => {
                let castles_with_it = matches!(
                    (m, no_castling_with),
                    (Move::Castle { rook, .. }, Some(SquareRef(r))) if rook == r
                );
                !castles_with_it && moves_piece_on(m, square)
            }
            Obligation::Capture { square, .. } => captured_square(m) == Some(square),
            Obligation::CaptureWith { piece, target } => {
                m.from() == Some(piece) && captured_square(m) == Some(target)
            }
            Obligation::Castle { rook } => matches!(m, Move::Castle { rook: r, .. } if r == rook),
            Obligation::KingMove { king } => m.from() == Some(king),
        }
    }
}

/// The square of the piece a move captures (the pawn's own square for en passant).
pub fn captured_square(m: Move) -> Option<Square> {
    match m {
        Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
        Move::Normal {
            capture: Some(_),
            to,
            ..
        } => Some(to),
        _ => None,
    }
}

/// Whether `m` moves the piece standing on `square` (castling moves the king and the rook).
fn moves_piece_on(m: Move, square: Square) -> bool {
    match m {
        Move::Castle { king, rook } => king == square || rook == square,
        _ => m.from() == Some(square),
    }
}

/// One touch: a square and the piece lifted from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Touched {
    /// The square.
    pub square: Square,
    /// The piece.
    pub piece: Piece,
}

/// What the touches, in order, bind the player on move in `pos` to.
///
/// ```
/// use eboard::touch::{Obligation, Touched, obligation};
/// use shakmaty::{Chess, Color, Piece, Role, Square};
/// let knight = Piece { color: Color::White, role: Role::Knight };
/// let bound = obligation(&Chess::default(), &[Touched { square: Square::G1, piece: knight }]);
/// assert_eq!(bound.article(), "4.3.1");
/// assert!(matches!(bound, Obligation::Move { square: Square::G1, .. }));
/// ```
pub fn obligation(pos: &Chess, touches: &[Touched]) -> Obligation {
    if touches.is_empty() {
        return Obligation::Unbound;
    }
    let me = pos.turn();
    let legal = pos.legal_moves();
    let own: Vec<Touched> = touches
        .iter()
        .copied()
        .filter(|t| t.piece.color == me)
        .collect();
    let theirs: Vec<Touched> = touches
        .iter()
        .copied()
        .filter(|t| t.piece.color != me)
        .collect();
    let can_move = |sq: Square, except: Option<Square>| {
        legal.iter().any(|m| {
            Obligation::Move {
                square: sq,
                article: "",
                no_castling_with: except.map(SquareRef),
            }
            .allows(*m)
        })
    };
    let can_capture = |sq: Square| legal.iter().any(|m| captured_square(*m) == Some(sq));

    // Art. 4.4: the king and a rook, the first two own pieces touched.
    let mut no_castling_with = None;
    if let [first, second, ..] = own[..] {
        let is = |t: Touched, role| {
            t.piece.role == role && pos.board().piece_at(t.square) == Some(t.piece)
        };
        if is(first, Role::King) && is(second, Role::Rook) {
            if legal
                .iter()
                .any(|m| matches!(m, Move::Castle { rook, .. } if *rook == second.square))
            {
                return Obligation::Castle {
                    rook: second.square,
                };
            }
            if legal.iter().any(|m| m.from() == Some(first.square)) {
                return Obligation::KingMove { king: first.square };
            }
            return Obligation::Free;
        }
        if is(first, Role::Rook) && is(second, Role::King) {
            no_castling_with = Some(first.square);
        }
    }

    let article = |plain: &'static str| {
        if no_castling_with.is_some() {
            "4.4.2"
        } else if own.is_empty() || theirs.is_empty() {
            plain
        } else {
            "4.3.3"
        }
    };
    if let (Some(mine), Some(target)) = (own.first(), theirs.first()) {
        let with = legal
            .iter()
            .any(|m| m.from() == Some(mine.square) && captured_square(*m) == Some(target.square));
        if with {
            return Obligation::CaptureWith {
                piece: mine.square,
                target: target.square,
            };
        }
    }
    for t in touches.iter().copied() {
        if t.piece.color == me {
            if can_move(t.square, no_castling_with) {
                return Obligation::Move {
                    square: t.square,
                    article: article("4.3.1"),
                    no_castling_with: no_castling_with.map(SquareRef),
                };
            }
        } else if can_capture(t.square) {
            return Obligation::Capture {
                square: t.square,
                article: article("4.3.2"),
            };
        }
    }
    Obligation::Free
}
