//! What can be wrong in a TRF, and where.

use thiserror::Error;

/// An error in a TRF, with its place: line and column (1-based, columns in characters).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct TrfError {
    /// The line (1-based).
    pub line: usize,
    /// The column (1-based, in characters).
    pub column: usize,
    /// What is wrong.
    pub kind: TrfErrorKind,
}

impl TrfError {
    /// The stable snake_case code of the error.
    pub fn code(&self) -> &'static str {
        self.kind.code()
    }
}

/// What is wrong in a player record (`001`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TrfErrorKind {
    /// Columns 5–8 do not hold a starting number from 1 to 9999.
    #[error("the starting number (columns 5-8) is not a number from 1 to 9999: {0:?}")]
    StartingNumber(String),
    /// Column 10 is not `m`, `w` (or `f`) or blank.
    #[error("the sex (column 10) is not m, w or blank: {0:?}")]
    Sex(char),
    /// A numeric field holds something else.
    #[error("the {field} is not a number: {text:?}")]
    Number {
        /// Which field (`rating`, `FIDE id`, `rank`, `opponent`).
        field: &'static str,
        /// What is written there.
        text: String,
    },
    /// The points (columns 81–84) are not a decimal such as `11.5`.
    #[error("the points (columns 81-84) are not a decimal such as 11.5: {0:?}")]
    Points(String),
    /// A round's colour is not `w`, `b`, `-` or blank.
    #[error("the colour is not w, b, - or blank: {0:?}")]
    Colour(char),
    /// A round's result is not one of TRF's codes.
    #[error("the result is not one of TRF's codes (+ - W D L 1 = 0 H F U Z or blank): {0:?}")]
    Result(char),
}

impl TrfErrorKind {
    /// The stable snake_case code.
    pub fn code(&self) -> &'static str {
        match self {
            TrfErrorKind::StartingNumber(_) => "trf_bad_starting_number",
            TrfErrorKind::Sex(_) => "trf_bad_sex",
            TrfErrorKind::Number { .. } => "trf_bad_number",
            TrfErrorKind::Points(_) => "trf_bad_points",
            TrfErrorKind::Colour(_) => "trf_bad_colour",
            TrfErrorKind::Result(_) => "trf_bad_result",
        }
    }
}
