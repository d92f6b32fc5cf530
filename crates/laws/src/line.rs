//! Position lines in the UCI style: `startpos moves e2e4 e7e5` or `fen <FEN> moves ...`, with
//! moves in UCI or English SAN. Accepted wherever a position is read.

use shakmaty::{
    Chess, Move, Position,
    san::{SanError, SanPlus},
    uci::UciMove,
};
use thiserror::Error;

use crate::{Edition, FenError, Record, read_fen};

/// Why a move token could not be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum MoveError {
    /// Neither UCI nor SAN.
    #[error("not a move in UCI or SAN")]
    NotAMove,
    /// A move, but not a legal one in this position (Art. 3.10.2).
    #[error("illegal in this position (Art. 3.10.2)")]
    Illegal,
    /// SAN that fits more than one legal move (Annex C.10 asks for disambiguation).
    #[error("ambiguous: more than one legal move fits (Annex C.10)")]
    Ambiguous,
}

/// Reads one move in UCI (`e2e4`, `e7e8q`, castling as `e1g1` or king-takes-rook `e1h1`) or in
/// English SAN (`Nf3`, `exd6`, `O-O`, `0-0`, `e8=Q+`), and checks it is legal in `pos`.
///
/// ```
/// use laws::read_move;
/// use shakmaty::{Chess, Position};
///
/// let pos = Chess::default();
/// assert_eq!(read_move(&pos, "Nf3")?, read_move(&pos, "g1f3")?);
/// assert!(read_move(&pos, "Ke2").is_err());
/// # Ok::<_, laws::MoveError>(())
/// ```
pub fn read_move(pos: &Chess, token: &str) -> Result<Move, MoveError> {
    let uci_illegal = match token.parse::<UciMove>() {
        Ok(uci) => match uci.to_move(pos) {
            Ok(m) => return Ok(m),
            Err(_) => true,
        },
        Err(_) => false,
    };
    // `0-0` and `0-0-0` are common spellings of castling (Annex C.13).
    let san_text = if token.starts_with("0-0") {
        token.replace('0', "O")
    } else {
        token.to_owned()
    };
    match san_text.parse::<SanPlus>() {
        Ok(san) => san.san.to_move(pos).map_err(|e| match e {
            SanError::AmbiguousSan => MoveError::Ambiguous,
            SanError::IllegalSan => MoveError::Illegal,
        }),
        Err(_) if uci_illegal => Err(MoveError::Illegal),
        Err(_) => Err(MoveError::NotAMove),
    }
}

/// A position line that could not be read; each variant says where (1-based column).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LineError {
    /// Nothing on the line.
    #[error("empty line: expected `startpos` or `fen <FEN>`")]
    Empty,
    /// The line starts with something else.
    #[error("column {column}: expected `startpos` or `fen`, found `{found}`")]
    BadStart {
        /// Where.
        column: usize,
        /// What was there.
        found: String,
    },
    /// The FEN is wrong.
    #[error("column {column}: {source}")]
    Fen {
        /// Where the FEN starts.
        column: usize,
        /// What is wrong.
        source: FenError,
    },
    /// Something other than `moves` after the position.
    #[error("column {column}: expected `moves`, found `{found}`")]
    ExpectedMoves {
        /// Where.
        column: usize,
        /// What was there.
        found: String,
    },
    /// A move that cannot be played.
    #[error("column {column}: move {index} `{token}` is {kind}")]
    Move {
        /// Where the move starts.
        column: usize,
        /// The move's 1-based place in the list.
        index: usize,
        /// The text of the move.
        token: String,
        /// Why.
        kind: MoveError,
    },
}

impl LineError {
    /// A stable snake_case code for machines: `empty_line`, `bad_line`, `bad_fen`,
    /// `illegal_position`, `bad_move`, `illegal_move`, `ambiguous_move`.
    pub fn code(&self) -> &'static str {
        match self {
            LineError::Empty => "empty_line",
            LineError::BadStart { .. } | LineError::ExpectedMoves { .. } => "bad_line",
            LineError::Fen {
                source: FenError::Syntax { .. },
                ..
            } => "bad_fen",
            LineError::Fen {
                source: FenError::Illegal { .. },
                ..
            } => "illegal_position",
            LineError::Move {
                kind: MoveError::NotAMove,
                ..
            } => "bad_move",
            LineError::Move {
                kind: MoveError::Illegal,
                ..
            } => "illegal_move",
            LineError::Move {
                kind: MoveError::Ambiguous,
                ..
            } => "ambiguous_move",
        }
    }
}

/// Reads a position line into a record judged under `edition`.
///
/// ```
/// use laws::{read_line, Edition};
///
/// let record = read_line("startpos moves e2e4 e5 Nf3", Edition::Fide2023)?;
/// assert_eq!(record.ply(), 3);
/// let err = read_line("startpos moves e2e4 e2e4", Edition::Fide2023).unwrap_err();
/// assert_eq!(err.code(), "illegal_move");
/// # Ok::<_, laws::LineError>(())
/// ```
pub fn read_line(line: &str, edition: Edition) -> Result<Record, LineError> {
    let mut tokens = tokens_with_columns(line).peekable();
    let (column, first) = tokens.next().ok_or(LineError::Empty)?;
    let mut record = match first {
        "startpos" => Record::new(Chess::default(), shakmaty::CastlingMode::Standard, edition),
        "fen" => {
            let mut fields = Vec::new();
            let fen_column = tokens.peek().map_or(column + 3, |(c, _)| *c);
            // A FEN has at most six fields; what follows must be `moves`.
            while fields.len() < 6 {
                let Some((_, t)) = tokens.next_if(|(_, t)| *t != "moves") else {
                    break;
                };
                fields.push(t);
            }
            let (pos, mode) = read_fen(&fields.join(" ")).map_err(|source| LineError::Fen {
                column: fen_column,
                source,
            })?;
            Record::new(pos, mode, edition)
        }
        other => {
            return Err(LineError::BadStart {
                column,
                found: crate::excerpt(other),
            });
        }
    };
    match tokens.next() {
        None => return Ok(record),
        Some((_, "moves")) => {}
        Some((column, found)) => {
            return Err(LineError::ExpectedMoves {
                column,
                found: crate::excerpt(found),
            });
        }
    }
    for (index, (column, token)) in tokens.enumerate() {
        let err = |kind| LineError::Move {
            column,
            index: index + 1,
            token: crate::excerpt(token),
            kind,
        };
        let m = read_move(record.position(), token).map_err(err)?;
        record.play(m).map_err(|_| err(MoveError::Illegal))?;
    }
    Ok(record)
}

/// Whitespace-separated tokens with their 1-based column (in characters), in one pass.
fn tokens_with_columns(line: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut chars = line.char_indices().peekable();
    let mut column = 0;
    std::iter::from_fn(move || {
        // Skip white space, counting columns.
        while chars.next_if(|(_, c)| c.is_whitespace()).is_some() {
            column += 1;
        }
        let (start, _) = *chars.peek()?;
        let token_column = column + 1;
        let mut end = line.len();
        while let Some((i, c)) = chars.peek().copied() {
            if c.is_whitespace() {
                end = i;
                break;
            }
            chars.next();
            column += 1;
        }
        Some((token_column, &line[start..end]))
    })
}

/// The legal moves of `pos` as `(uci, san)`: UCI as the castling mode writes it, SAN in English
/// with `+` and `#`.
pub fn legal_moves_text(pos: &Chess, mode: shakmaty::CastlingMode) -> Vec<(String, String)> {
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            (
                m.to_uci(mode).to_string(),
                SanPlus::from_move(pos.clone(), m).to_string(),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_point_at_the_bad_token() {
        let err = read_line("startpos moves e2e4 e7e5 Ke3", Edition::Fide2023).unwrap_err();
        assert_eq!(
            err,
            LineError::Move {
                column: 26,
                index: 3,
                token: "Ke3".into(),
                kind: MoveError::Illegal
            }
        );
        let err = read_line("  fen 8/8/8 w - - 0 1", Edition::Fide2023).unwrap_err();
        assert!(matches!(err, LineError::Fen { column: 7, .. }), "{err:?}");
        assert_eq!(
            read_line("", Edition::Fide2023).unwrap_err(),
            LineError::Empty
        );
        assert_eq!(
            read_line("start", Edition::Fide2023).unwrap_err().code(),
            "bad_line"
        );
        assert_eq!(
            read_line("startpos e2e4", Edition::Fide2023)
                .unwrap_err()
                .code(),
            "bad_line"
        );
        assert_eq!(
            read_line("startpos moves zz", Edition::Fide2023)
                .unwrap_err()
                .code(),
            "bad_move"
        );
    }

    #[test]
    fn annex_c_10_ambiguous_san_is_refused() {
        let err = read_line(
            "fen 4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1 moves Ne2",
            Edition::Fide2023,
        )
        .unwrap_err();
        assert_eq!(err.code(), "ambiguous_move");
    }

    #[test]
    fn castling_in_every_accepted_spelling() {
        let fen = "fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves";
        for m in ["e1g1", "e1h1", "O-O", "0-0"] {
            let r = read_line(&format!("{fen} {m}"), Edition::Fide2023).expect(m);
            assert!(r.moves()[0].is_castle(), "{m}");
        }
    }
}
