//! HTTP bodies of the server's contract (ARCHITECTURE.md, "Server").

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::{Config, ErrorBody};

/// `POST /api/games`: `{"config": CONFIG, "seats": {"white": SEAT, "black": SEAT}}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CreateGame {
    /// The game's configuration.
    #[serde(default)]
    pub config: Config,
    /// Who sits at each side.
    #[serde(default)]
    pub seats: Seats,
    /// Whether the server starts the game (the first player's clock, Art. 6.6) as soon as it is
    /// created; otherwise the arbiter sends `start`. An addition to the contract.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub start: bool,
}

/// The two seats.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Seats {
    /// White's seat.
    pub white: Seat,
    /// Black's seat.
    pub black: Seat,
}

/// A seat: `"human"`, or `{"engine": "stockfish", "level": 1..20}`.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Seat {
    /// A person, with the seat's token.
    #[default]
    #[serde(with = "human")]
    Human,
    /// A UCI engine.
    Engine {
        /// Its name (`stockfish`).
        engine: String,
        /// Its strength, 1 to 20.
        level: u8,
    },
}

mod human {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str("human")
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<(), D::Error> {
        let word = String::deserialize(deserializer)?;
        if word == "human" {
            Ok(())
        } else {
            Err(D::Error::custom(format!(
                "a seat is \"human\" or {{\"engine\", \"level\"}}, not {word:?}"
            )))
        }
    }
}

/// The answer to `POST /api/games` (201): `{"id", "tokens": {"white", "black", "arbiter"},
/// "urls": {...}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CreatedGame {
    /// The game's id.
    pub id: String,
    /// The secret tokens of the seats and the arbiter.
    pub tokens: Tokens,
    /// Where to play, watch and rule.
    pub urls: BTreeMap<String, String>,
}

/// A game's secret tokens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tokens {
    /// White's.
    pub white: String,
    /// Black's.
    pub black: String,
    /// The arbiter's.
    pub arbiter: String,
}

/// Every 4xx answer: `{"error": {"code", "message"}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorResponse {
    /// The error.
    pub error: ErrorBody,
}

impl ErrorResponse {
    /// An error answer.
    pub fn new(code: &str, message: impl Into<String>) -> ErrorResponse {
        ErrorResponse {
            error: ErrorBody::new(code, message),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_read_as_the_contract_writes_them() {
        let body: CreateGame = serde_json::from_str(
            r#"{"config":{"time_control":"300+3"},"seats":{"white":"human","black":{"engine":"stockfish","level":5}}}"#,
        )
        .expect("a create body");
        assert_eq!(body.seats.white, Seat::Human);
        assert_eq!(
            body.seats.black,
            Seat::Engine {
                engine: "stockfish".into(),
                level: 5
            }
        );
        assert_eq!(body.config.time_control, "300+3");
        let json = serde_json::to_string(&body.seats).expect("writes");
        assert_eq!(
            json,
            r#"{"white":"human","black":{"engine":"stockfish","level":5}}"#
        );
        assert!(serde_json::from_str::<Seat>(r#""robot""#).is_err());
    }

    #[test]
    fn errors_have_the_contract_shape() {
        // The contract's `code` and `message`, then what issue 21 added after them (additions
        // only): the sentence's `key` and its `params`.
        let json = serde_json::to_string(&ErrorResponse::new("not_found", "no such game"))
            .expect("writes");
        assert_eq!(
            json,
            r#"{"error":{"code":"not_found","message":"no such game","key":"not_found","params":{}}}"#
        );
    }
}
