//! How the crate's types are written for JSON lines: squares as `e2`, colours as `white`,
//! pieces as their FEN letter (`N`, `p`), a board as its FEN board field.

use serde::Serializer;
use shakmaty::{Bitboard, Board, Color, Piece, Square};

pub(crate) fn square<S: Serializer>(square: &Square, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(square)
}

pub(crate) fn squares<S: Serializer>(squares: &[Square], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(squares.iter().map(|sq| sq.to_string()))
}

pub(crate) fn color<S: Serializer>(color: &Color, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(match color {
        Color::White => "white",
        Color::Black => "black",
    })
}

pub(crate) fn piece<S: Serializer>(piece: &Piece, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_char(piece.char())
}

pub(crate) fn option_piece<S: Serializer>(piece: &Option<Piece>, s: S) -> Result<S::Ok, S::Error> {
    match piece {
        Some(p) => s.serialize_char(p.char()),
        None => s.serialize_none(),
    }
}

pub(crate) fn board<S: Serializer>(board: &Board, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(&board.board_fen())
}

pub(crate) fn bitboard<S: Serializer>(squares: &Bitboard, s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(squares.into_iter().map(|sq| sq.to_string()))
}
