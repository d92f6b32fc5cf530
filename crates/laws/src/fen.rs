//! Reading and writing positions as FEN, X-FEN and Shredder-FEN.
//!
//! A FEN is read in standard mode unless its castling rights need Chess960 (a king or a rook with
//! a castling right off the standard squares): then it is read as Chess960 (Guideline II).
//! Positions are written with the en passant square only when an en passant capture is legal
//! (the Art. 9.2.3.1 view of the position), castling as X-FEN (`KQkq`, or a rook's file where the
//! outermost-rook letter would be ambiguous) or as Shredder-FEN (always the rooks' files).

use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Position, fen::Fen};
use thiserror::Error;

/// How castling rights are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum FenStyle {
    /// X-FEN: `KQkq` as in standard FEN, a file letter only where needed.
    #[default]
    XFen,
    /// Shredder-FEN: the rooks' files, upper case for White (`HAha`).
    Shredder,
}

/// A FEN that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FenError {
    /// Not FEN syntax.
    #[error("`{fen}` is not a FEN: {reason}")]
    Syntax {
        /// The text read.
        fen: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A FEN, but not a position a legal game can be in.
    #[error("`{fen}` is not a legal position: {reason}")]
    Illegal {
        /// The text read.
        fen: String,
        /// What is wrong with it.
        reason: String,
    },
}

/// Reads a FEN, X-FEN or Shredder-FEN, and tells which castling mode the position needs.
///
/// ```
/// use laws::read_fen;
/// use shakmaty::CastlingMode;
///
/// let (_, mode) = read_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
/// assert_eq!(mode, CastlingMode::Standard);
/// let (_, mode) = read_fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1")?;
/// assert_eq!(mode, CastlingMode::Chess960);
/// # Ok::<_, laws::FenError>(())
/// ```
pub fn read_fen(text: &str) -> Result<(Chess, CastlingMode), FenError> {
    let text = text.trim();
    // The side to move, castling and en passant fields are not guessed: a default would silently
    // give the move to White or take castling rights away. The move counters may be left out.
    let fields = text.split_whitespace().count();
    if !(4..=6).contains(&fields) {
        return Err(FenError::Syntax {
            fen: crate::excerpt(text),
            reason: format!(
                "{fields} fields; a FEN has the board, side to move, castling and en passant \
                 fields, then optionally the two move counters"
            ),
        });
    }
    let fen: Fen = text
        .parse()
        .map_err(|e: shakmaty::fen::ParseFenError| FenError::Syntax {
            fen: crate::excerpt(text),
            reason: e.to_string(),
        })?;
    let mode = CastlingMode::detect(fen.as_setup());
    let pos = fen.into_position(mode).map_err(|e| FenError::Illegal {
        fen: crate::excerpt(text),
        reason: e.to_string(),
    })?;
    Ok((pos, mode))
}

/// Writes `pos` as FEN, with the en passant square only when a capture is legal.
pub fn write_fen(pos: &Chess, style: FenStyle) -> String {
    let fen = Fen::from_position(pos, EnPassantMode::Legal).to_string();
    match style {
        FenStyle::XFen => fen,
        FenStyle::Shredder => {
            let mut fields: Vec<String> = fen.split(' ').map(str::to_owned).collect();
            if let Some(castling) = fields.get_mut(2) {
                *castling = shredder_castling(pos);
            }
            fields.join(" ")
        }
    }
}

fn shredder_castling(pos: &Chess) -> String {
    let rights = pos.castles().castling_rights();
    let mut out = String::new();
    for color in Color::ALL {
        // Files from h to a, as Shredder-FEN writes them (`HAha`).
        for rook in (rights & color.backrank()).into_iter().rev() {
            let c = rook.file().char();
            out.push(if color == Color::White {
                c.to_ascii_uppercase()
            } else {
                c
            });
        }
    }
    if out.is_empty() {
        out.push('-');
    }
    out
}

/// The position of `fen`, standard castling, for the crate's tests: a FEN that does not read or
/// is not a legal position is a mistake in the test.
#[cfg(test)]
pub(crate) fn test_position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("fen")
        .into_position(CastlingMode::Standard)
        .expect("legal")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_shows_en_passant_only_when_a_capture_is_legal() {
        let (pos, _) =
            read_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").expect("fen");
        assert_eq!(
            write_fen(&pos, FenStyle::XFen),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        );
    }

    #[test]
    fn guideline_ii_shredder_and_x_fen_read_the_same_position() {
        let (a, ma) =
            read_fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1").expect("shredder");
        let (b, mb) =
            read_fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1").expect("x-fen");
        assert_eq!((ma, mb), (CastlingMode::Chess960, CastlingMode::Chess960));
        assert_eq!(a, b);
        assert_eq!(
            write_fen(&a, FenStyle::Shredder),
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
        );
        assert_eq!(
            write_fen(&a, FenStyle::XFen),
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
        );
    }

    #[test]
    fn bad_fens_say_why() {
        assert!(matches!(
            read_fen("not a fen"),
            Err(FenError::Syntax { .. })
        ));
        // Both kings in check cannot be reached by legal moves (Art. 3.10.3 a).
        assert!(matches!(
            read_fen("4k3/8/8/8/8/8/8/4K2r w - - 0 1")
                .and_then(|_| read_fen("8/8/8/8/8/8/8/8 w - - 0 1")),
            Err(FenError::Illegal { .. })
        ));
    }
}
