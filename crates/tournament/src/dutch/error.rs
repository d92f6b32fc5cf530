//! Why a round could not be paired.

/// Why the Dutch system could not pair a round. Each variant has a stable snake_case code
/// ([`DutchError::code`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DutchError {
    /// Two players have the same starting number.
    #[error("starting number {number} is given twice")]
    RepeatedNumber {
        /// The number.
        number: crate::StartingNumber,
    },
    /// A round record names an opponent who is not in the field.
    #[error("player {number}'s round {round} names opponent {opponent}, who is not in the field")]
    UnknownOpponent {
        /// The player.
        number: crate::StartingNumber,
        /// The round (1-based).
        round: usize,
        /// The missing opponent.
        opponent: crate::StartingNumber,
    },
    /// A game is recorded by one player only, or with the same colour for both.
    #[error(
        "player {number}'s round {round} against {opponent} is not recorded the same way by the opponent"
    )]
    OneSidedGame {
        /// The player.
        number: crate::StartingNumber,
        /// The round (1-based).
        round: usize,
        /// The opponent.
        opponent: crate::StartingNumber,
    },
    /// A forbidden pair names a player who is not in the field.
    #[error("a forbidden pair names player {number}, who is not in the field")]
    UnknownForbidden {
        /// The number.
        number: crate::StartingNumber,
    },
    /// An `XXP` line (forbidden pairs) that does not list two or more starting numbers.
    #[error("the forbidden-pairs line `XXP {line}` does not list two or more starting numbers")]
    BadForbiddenPairs {
        /// The line's text after the tag.
        line: String,
    },
    /// No pairing satisfies the absolute criteria (C.04.3 2.1.1–2.1.3, and 2.2.1 [C4]
    /// completion): the arbiter has to decide (C.04.1 asks for an explanation; this is it).
    #[error(
        "no pairing satisfies the absolute criteria C1-C3 (C.04.3 2.1.1–2.1.3: the round cannot be completed)"
    )]
    NoLegalPairing,
    /// A game over the board is recorded without a colour.
    #[error("player {number}'s game of round {round} has no colour")]
    NoColour {
        /// The player.
        number: crate::StartingNumber,
        /// The round (1-based).
        round: usize,
    },
    /// The round asked for cannot be paired from the records.
    #[error("round {round} cannot be paired: the file has {played} rounds played")]
    NoSuchRound {
        /// The round asked for.
        round: usize,
        /// The rounds played in the file.
        played: usize,
    },
    /// The field is too large for the widest packed weight.
    #[error("{players} players are more than this engine packs into one weight")]
    TooLarge {
        /// How many players.
        players: usize,
    },
}

impl DutchError {
    /// The message in French (the English is the `Display`).
    pub fn message_fr(&self) -> String {
        match self {
            DutchError::RepeatedNumber { number } => {
                format!("le numéro d'appariement {number} est donné deux fois")
            }
            DutchError::UnknownOpponent {
                number,
                round,
                opponent,
            } => format!(
                "la ronde {round} du joueur {number} nomme l'adversaire {opponent}, qui n'est pas dans le tournoi"
            ),
            DutchError::OneSidedGame {
                number,
                round,
                opponent,
            } => format!(
                "la partie de la ronde {round} du joueur {number} contre {opponent} n'est pas inscrite de la même façon chez l'adversaire"
            ),
            DutchError::UnknownForbidden { number } => {
                format!("une paire interdite nomme le joueur {number}, qui n'est pas dans le tournoi")
            }
            DutchError::BadForbiddenPairs { line } => format!(
                "la ligne de paires interdites `XXP {line}` ne donne pas au moins deux numéros d'appariement"
            ),
            DutchError::NoLegalPairing => "aucun appariement ne respecte les critères absolus C1-C3 (C.04.3 2.1.1–2.1.3 : la ronde ne peut être complétée)".to_string(),
            DutchError::NoColour { number, round } => {
                format!("la partie de la ronde {round} du joueur {number} n'a pas de couleur")
            }
            DutchError::NoSuchRound { round, played } => format!(
                "la ronde {round} ne peut être appariée : le fichier a {played} rondes jouées"
            ),
            DutchError::TooLarge { players } => format!(
                "{players} joueurs, c'est plus que ce moteur ne range dans un seul poids"
            ),
        }
    }

    /// The stable code of the error.
    pub fn code(&self) -> &'static str {
        match self {
            DutchError::RepeatedNumber { .. } => "repeated_starting_number",
            DutchError::UnknownOpponent { .. } => "unknown_opponent",
            DutchError::OneSidedGame { .. } => "one_sided_game",
            DutchError::UnknownForbidden { .. } => "unknown_forbidden_player",
            DutchError::BadForbiddenPairs { .. } => "bad_forbidden_pairs",
            DutchError::NoLegalPairing => "no_legal_pairing",
            DutchError::TooLarge { .. } => "field_too_large",
            DutchError::NoColour { .. } => "game_without_colour",
            DutchError::NoSuchRound { .. } => "no_such_round",
        }
    }
}
