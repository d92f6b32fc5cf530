//! Why a round could not be paired.

use game::codes::Params;

use crate::messages::{self, Coded, said_in_english};

/// Why the Dutch system could not pair a round. Each variant has a stable snake_case code
/// ([`DutchError::code`]) and its words in the catalogue ([`Coded`], `## [tournament error]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DutchError {
    /// Two players have the same starting number.
    RepeatedNumber {
        /// The number.
        number: crate::StartingNumber,
    },
    /// A round record names an opponent who is not in the field.
    UnknownOpponent {
        /// The player.
        number: crate::StartingNumber,
        /// The round (1-based).
        round: usize,
        /// The missing opponent.
        opponent: crate::StartingNumber,
    },
    /// A game is recorded by one player only, or with the same colour for both.
    OneSidedGame {
        /// The player.
        number: crate::StartingNumber,
        /// The round (1-based).
        round: usize,
        /// The opponent.
        opponent: crate::StartingNumber,
    },
    /// A forbidden pair names a player who is not in the field.
    UnknownForbidden {
        /// The number.
        number: crate::StartingNumber,
    },
    /// An `XXP` line (forbidden pairs) that does not list two or more starting numbers.
    BadForbiddenPairs {
        /// The line's text after the tag.
        line: String,
    },
    /// No pairing satisfies the absolute criteria (C.04.3 2.1.1–2.1.3, and 2.2.1 [C4]
    /// completion): the arbiter has to decide (C.04.1 asks for an explanation; this is it).
    NoLegalPairing,
    /// A game over the board is recorded without a colour.
    NoColour {
        /// The player.
        number: crate::StartingNumber,
        /// The round (1-based).
        round: usize,
    },
    /// The round asked for cannot be paired from the records.
    NoSuchRound {
        /// The round asked for.
        round: usize,
        /// The rounds played in the file.
        played: usize,
    },
    /// The field is too large for the widest packed weight.
    TooLarge {
        /// How many players.
        players: usize,
    },
}

impl Coded for DutchError {
    fn message(&self) -> &'static words::Code {
        match self {
            DutchError::RepeatedNumber { .. } => &messages::REPEATED_STARTING_NUMBER,
            DutchError::UnknownOpponent { .. } => &messages::UNKNOWN_OPPONENT,
            DutchError::OneSidedGame { .. } => &messages::ONE_SIDED_GAME,
            DutchError::UnknownForbidden { .. } => &messages::UNKNOWN_FORBIDDEN_PLAYER,
            DutchError::BadForbiddenPairs { .. } => &messages::BAD_FORBIDDEN_PAIRS,
            DutchError::NoLegalPairing => &messages::NO_LEGAL_PAIRING,
            DutchError::TooLarge { .. } => &messages::FIELD_TOO_LARGE,
            DutchError::NoColour { .. } => &messages::GAME_WITHOUT_COLOUR,
            DutchError::NoSuchRound { .. } => &messages::NO_SUCH_ROUND,
        }
    }

    fn params(&self) -> Params {
        match self {
            DutchError::RepeatedNumber { number } | DutchError::UnknownForbidden { number } => {
                game::params! { "number" => u32::from(*number) }
            }
            DutchError::UnknownOpponent {
                number,
                round,
                opponent,
            }
            | DutchError::OneSidedGame {
                number,
                round,
                opponent,
            } => game::params! {
                "number" => u32::from(*number),
                "round" => *round,
                "opponent" => u32::from(*opponent),
            },
            DutchError::BadForbiddenPairs { line } => game::params! { "line" => line.as_str() },
            DutchError::NoLegalPairing => game::params! {},
            DutchError::NoColour { number, round } => {
                game::params! { "number" => u32::from(*number), "round" => *round }
            }
            DutchError::NoSuchRound { round, played } => {
                game::params! { "round" => *round, "played" => *played }
            }
            DutchError::TooLarge { players } => game::params! { "players" => *players },
        }
    }
}

said_in_english!(DutchError);

impl DutchError {
    /// The stable code of the error (the contract's).
    pub fn code(&self) -> &'static str {
        self.message().error
    }
}
