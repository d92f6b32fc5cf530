//! How a game ends: the result, the reason from a closed list, and the article applied.

use std::{fmt, str::FromStr};

use thiserror::Error;

use crate::Article;

/// The result of a game as it is written on the scoresheet and in PGN.
///
/// Forfeit results (Art. 6.7, 11.8; written `+/-`, `-/+`, `-/-`) are distinct from results
/// reached on the board, because they score the same points but are not games played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `+/-`: White wins by forfeit.
    WhiteWinsByForfeit,
    /// `-/+`: Black wins by forfeit.
    BlackWinsByForfeit,
    /// `-/-`: both players lose by forfeit.
    DoubleForfeit,
}

impl GameResult {
    /// Every result, in the order of the contract.
    pub const ALL: [GameResult; 6] = [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
        GameResult::WhiteWinsByForfeit,
        GameResult::BlackWinsByForfeit,
        GameResult::DoubleForfeit,
    ];

    /// The win for `color`.
    pub const fn win_for(color: shakmaty::Color) -> GameResult {
        match color {
            shakmaty::Color::White => GameResult::WhiteWins,
            shakmaty::Color::Black => GameResult::BlackWins,
        }
    }

    /// The result as written: `1-0`, `0-1`, `1/2-1/2`, `+/-`, `-/+`, `-/-`.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::WhiteWinsByForfeit => "+/-",
            GameResult::BlackWinsByForfeit => "-/+",
            GameResult::DoubleForfeit => "-/-",
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A word that is not one of the closed list it was read against.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown {what} `{found}`")]
pub struct UnknownWord {
    /// What was being read (`result`, `reason`, `edition`).
    pub what: &'static str,
    /// The text that was found.
    pub found: String,
}

impl FromStr for GameResult {
    type Err = UnknownWord;

    fn from_str(s: &str) -> Result<GameResult, UnknownWord> {
        GameResult::ALL
            .into_iter()
            .find(|r| r.as_str() == s)
            .ok_or_else(|| UnknownWord {
                what: "result",
                found: s.to_owned(),
            })
    }
}

/// Why a game ended: the closed list of the contract (ARCHITECTURE.md, "The game as events").
///
/// The snake_case names are stored and exchanged; they never change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// Art. 5.1.1.
    Checkmate,
    /// Art. 5.2.1.
    Stalemate,
    /// Art. 5.2.2.
    DeadPosition,
    /// Art. 5.2.3.
    Agreement,
    /// Art. 9.2, on a correct claim.
    ThreefoldRepetition,
    /// Art. 9.3, on a correct claim.
    FiftyMoves,
    /// Art. 9.6.1, automatic.
    FivefoldRepetition,
    /// Art. 9.6.2, automatic.
    SeventyFiveMoves,
    /// Art. 5.1.2.
    Resignation,
    /// Art. 6.9.
    TimeForfeit,
    /// Art. 6.9, second sentence: the flag fell but the opponent cannot mate.
    TimeForfeitCannotMate,
    /// Art. 5.1.2, second sentence: resigned in a position the opponent cannot win.
    ResignationCannotMate,
    /// Art. 7.5.5.
    IllegalMoves,
    /// Guideline I.8.
    SealedMoveIllegal,
    /// Art. 6.7, 11.8.
    Forfeit,
    /// A result declared by the arbiter (Art. 12).
    Arbiter,
}

impl Reason {
    /// Every reason, in the order of the contract.
    pub const ALL: [Reason; 16] = [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::DeadPosition,
        Reason::Agreement,
        Reason::ThreefoldRepetition,
        Reason::FiftyMoves,
        Reason::FivefoldRepetition,
        Reason::SeventyFiveMoves,
        Reason::Resignation,
        Reason::TimeForfeit,
        Reason::TimeForfeitCannotMate,
        Reason::ResignationCannotMate,
        Reason::IllegalMoves,
        Reason::SealedMoveIllegal,
        Reason::Forfeit,
        Reason::Arbiter,
    ];

    /// The stored snake_case name.
    pub const fn as_str(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::DeadPosition => "dead_position",
            Reason::Agreement => "agreement",
            Reason::ThreefoldRepetition => "threefold_repetition",
            Reason::FiftyMoves => "fifty_moves",
            Reason::FivefoldRepetition => "fivefold_repetition",
            Reason::SeventyFiveMoves => "seventy_five_moves",
            Reason::Resignation => "resignation",
            Reason::TimeForfeit => "time_forfeit",
            Reason::TimeForfeitCannotMate => "time_forfeit_cannot_mate",
            Reason::ResignationCannotMate => "resignation_cannot_mate",
            Reason::IllegalMoves => "illegal_moves",
            Reason::SealedMoveIllegal => "sealed_move_illegal",
            Reason::Forfeit => "forfeit",
            Reason::Arbiter => "arbiter",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Reason {
    type Err = UnknownWord;

    fn from_str(s: &str) -> Result<Reason, UnknownWord> {
        Reason::ALL
            .into_iter()
            .find(|r| r.as_str() == s)
            .ok_or_else(|| UnknownWord {
                what: "reason",
                found: s.to_owned(),
            })
    }
}

/// The end of a game: what the result is, why, and which article says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ending {
    /// The result.
    pub result: GameResult,
    /// Why, from the closed list.
    pub reason: Reason,
    /// The article applied.
    pub article: Article,
}

impl Ending {
    /// A drawn ending.
    pub const fn draw(reason: Reason, article: Article) -> Ending {
        Ending {
            result: GameResult::Draw,
            reason,
            article,
        }
    }
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({}, Art. {})",
            self.result, self.reason, self.article
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_and_results_round_trip_through_their_names() {
        for r in Reason::ALL {
            assert_eq!(r.as_str().parse::<Reason>(), Ok(r));
        }
        for r in GameResult::ALL {
            assert_eq!(r.as_str().parse::<GameResult>(), Ok(r));
        }
        assert!("mate".parse::<Reason>().is_err());
    }
}
