//! Touch-move on a sensing board: the lifts the board saw, in order, are the touches of
//! Article 4, and what they bind the player on move to is decided once, in `laws`
//! ([`laws::touch`]: 2023 Art. 4.3–4.5, 1930 Art. 15, 1928 Par. 14) — the same decision the
//! game makes of its `touch` events.
//!
//! Whether a touch was deliberate (4.2.2, 4.4.2 "délibérément"), announced as adjusting (4.2.1)
//! or made "with the intention of moving or capturing" (4.3) no sensor can tell: the obligation
//! computed here is what the Laws say if each lift was such a touch, and the arbiter rules on a
//! claim (4.8). On a peg board (Annex D) a lift is a piece taken out of its securing hole, the
//! touch of D.2.2.

use serde::Serialize;
use shakmaty::{Bitboard, Chess, Square};

pub use laws::touch::{Obligation, TouchRules, Touched, captured_square, obligation};

use crate::wire;

/// What the touches bind the player on move to under `rules` ([`TouchRules::obligation`]).
pub fn obligation_under(rules: TouchRules, pos: &Chess, touches: &[Touched]) -> Obligation {
    rules.obligation(pos, touches)
}

/// The 1930 Laws' Art. 15 ([`TouchRules::Fide1930`]).
pub fn obligation_1930(pos: &Chess, touches: &[Touched]) -> Obligation {
    TouchRules::Fide1930.obligation(pos, touches)
}

/// An [`Obligation`] as the board's JSON lines write it: `{"rule": "move", "square": "g1",
/// "article": "4.3.1", "no_castling_with": null}`, `{"rule": "opponent_chooses",
/// "move_one_of": ["b1", "g1"], "capture_one_of": [], "article": "1930 15.d"}`…
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wire(pub Obligation);

impl Serialize for Wire {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Mirror::from(self.0).serialize(s)
    }
}

/// Serializes an [`Obligation`] field (`serialize_with`).
pub(crate) fn serialize<S: serde::Serializer>(o: &Obligation, s: S) -> Result<S::Ok, S::Error> {
    Wire(*o).serialize(s)
}

/// A square as it is written (`e2`), for optional fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
struct SquareRef(#[serde(serialize_with = "wire::square")] Square);

/// The JSON shape of [`Obligation`], unchanged since it was defined here.
#[derive(Serialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
enum Mirror {
    Unbound,
    Free,
    Move {
        #[serde(serialize_with = "wire::square")]
        square: Square,
        article: &'static str,
        no_castling_with: Option<SquareRef>,
    },
    Capture {
        #[serde(serialize_with = "wire::square")]
        square: Square,
        article: &'static str,
    },
    CaptureWith {
        #[serde(serialize_with = "wire::square")]
        piece: Square,
        #[serde(serialize_with = "wire::square")]
        target: Square,
    },
    Castle {
        #[serde(serialize_with = "wire::square")]
        rook: Square,
    },
    KingMove {
        #[serde(serialize_with = "wire::square")]
        king: Square,
    },
    OpponentChooses {
        #[serde(serialize_with = "wire::bitboard")]
        move_one_of: Bitboard,
        #[serde(serialize_with = "wire::bitboard")]
        capture_one_of: Bitboard,
        article: &'static str,
    },
}

impl From<Obligation> for Mirror {
    fn from(o: Obligation) -> Mirror {
        match o {
            Obligation::Unbound => Mirror::Unbound,
            Obligation::Free { .. } => Mirror::Free,
            Obligation::Move {
                square,
                article,
                no_castling_with,
                ..
            } => Mirror::Move {
                square,
                article,
                no_castling_with: no_castling_with.map(SquareRef),
            },
            Obligation::Capture { square, article } => Mirror::Capture { square, article },
            Obligation::CaptureWith { piece, target, .. } => Mirror::CaptureWith { piece, target },
            Obligation::Castle { rook } => Mirror::Castle { rook },
            Obligation::KingMove { king } => Mirror::KingMove { king },
            Obligation::OpponentChooses {
                move_one_of,
                capture_one_of,
                article,
            } => Mirror::OpponentChooses {
                move_one_of,
                capture_one_of,
                article,
            },
        }
    }
}
