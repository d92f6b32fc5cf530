//! What can be wrong in a TRF, and where; its words are the catalogue's ([`Coded`],
//! `## [tournament file error]`).

use game::codes::Params;

use crate::messages::{self, Coded, said_in_english};

/// An error in a TRF, with its place: line and column (1-based, columns in characters).
#[derive(Clone, Debug, PartialEq, Eq)]
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

impl Coded for TrfError {
    fn message(&self) -> &'static words::Code {
        self.kind.message()
    }

    /// The kind's params (the place, `line` and `column`, are `trf_place`'s).
    fn params(&self) -> Params {
        self.kind.params()
    }

    /// The kind's sentence at its place (`trf_place`).
    fn say(&self, lang: words::Lang) -> String {
        let params = game::params! {
            "line" => self.line,
            "column" => self.column,
            "detail" => self.kind.say(lang),
        };
        game::codes::say(lang, messages::TRF_PLACE.key, &params)
            .unwrap_or_else(|| messages::TRF_PLACE.key.to_owned())
    }
}

/// What is wrong in a player record (`001`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrfErrorKind {
    /// Columns 5–8 do not hold a starting number from 1 to 9999.
    StartingNumber(String),
    /// Column 10 is not `m`, `w` (or `f`) or blank.
    Sex(char),
    /// A numeric field holds something else.
    Number {
        /// Which field (`rating`, `fide_id`, `rank`, `opponent`).
        field: &'static str,
        /// What is written there.
        text: String,
    },
    /// The points (columns 81–84) are not a decimal such as `11.5`.
    Points(String),
    /// A round's colour is not `w`, `b`, `-` or blank.
    Colour(char),
    /// A round's result is not one of TRF's codes.
    Result(char),
}

impl TrfErrorKind {
    /// The stable snake_case code.
    pub fn code(&self) -> &'static str {
        self.message().error
    }
}

impl Coded for TrfErrorKind {
    fn message(&self) -> &'static words::Code {
        match self {
            TrfErrorKind::StartingNumber(_) => &messages::TRF_BAD_STARTING_NUMBER,
            TrfErrorKind::Sex(_) => &messages::TRF_BAD_SEX,
            TrfErrorKind::Number { .. } => &messages::TRF_BAD_NUMBER,
            TrfErrorKind::Points(_) => &messages::TRF_BAD_POINTS,
            TrfErrorKind::Colour(_) => &messages::TRF_BAD_COLOUR,
            TrfErrorKind::Result(_) => &messages::TRF_BAD_RESULT,
        }
    }

    /// The text written, quoted as Rust's `{:?}` writes it; a number's field.
    fn params(&self) -> Params {
        match self {
            TrfErrorKind::StartingNumber(text) | TrfErrorKind::Points(text) => {
                game::params! { "text" => words::escaped(text) }
            }
            TrfErrorKind::Number { field, text } => {
                game::params! { "field" => *field, "text" => words::escaped(text) }
            }
            TrfErrorKind::Sex(c) | TrfErrorKind::Colour(c) | TrfErrorKind::Result(c) => {
                game::params! { "text" => words::escaped_char(*c) }
            }
        }
    }
}

said_in_english!(TrfError, TrfErrorKind);
