//! A minimal reader of the TRF lines the pairing needs (`001`, `XXR`, `XXC`), until the
//! tournament crate's own TRF reader replaces it.
//!
//! Temporary: the `tournament` module's TRF reader (branch `tournament`) is the one reader; this
//! goes once it is merged.

use super::field::{Colour, Entrant, Field, GameResult, HalfPoints, RoundRecord};

/// Why a TRF text could not be read for pairing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TrfInputError {
    /// A `001` line is too short or has a field that is not a number.
    #[error("line {line}, column {column}: {reason}")]
    Bad {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What is wrong.
        reason: &'static str,
    },
    /// The round asked for is not in the file.
    #[error("round {round} cannot be paired from this file (it has {played} rounds)")]
    NoSuchRound {
        /// The round asked for.
        round: usize,
        /// The rounds the file has.
        played: usize,
    },
}

#[derive(Debug, Clone, Copy)]
struct Block {
    opponent: Option<u32>,
    colour: Option<Colour>,
    result: u8,
}

impl Block {
    /// Paired by the pairing program (a game, a forfeit, a pairing-allocated bye).
    fn paired(&self) -> bool {
        self.opponent.is_some() || matches!(self.result, b'U' | b'+')
    }

    fn record(&self) -> RoundRecord {
        match self.opponent {
            Some(opponent) => match self.result {
                b'1' | b'W' => RoundRecord::Played { opponent, colour: self.colour.unwrap_or(Colour::White), result: GameResult::Win },
                b'=' | b'D' => RoundRecord::Played { opponent, colour: self.colour.unwrap_or(Colour::White), result: GameResult::Draw },
                b'0' | b'L' => RoundRecord::Played { opponent, colour: self.colour.unwrap_or(Colour::White), result: GameResult::Loss },
                b'+' => RoundRecord::Forfeit { opponent, won: true },
                _ => RoundRecord::Forfeit { opponent, won: false },
            },
            None => match self.result {
                b'U' | b'+' => RoundRecord::PairingAllocatedBye,
                b'F' => RoundRecord::Unpaired { points: HalfPoints::WIN },
                b'H' | b'=' | b'D' => RoundRecord::Unpaired { points: HalfPoints::DRAW },
                _ => RoundRecord::Unpaired { points: HalfPoints(0) },
            },
        }
    }
}

/// Reads a TRF text and returns the field for round `round` (default: the round after the last
/// one played): rounds before it as played, its requested byes as absences, its pairing-allocated
/// byes and games dropped.
pub fn field_from_trf(text: &str, round: Option<usize>) -> Result<Field, TrfInputError> {
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    let mut total_rounds = 0usize;
    let mut initial_colour = None;
    let mut players: Vec<(u32, Vec<Option<Block>>)> = Vec::new();
    for (ln, line) in text.lines().enumerate() {
        let bad = |column: usize, reason: &'static str| TrfInputError::Bad { line: ln + 1, column, reason };
        if let Some(rest) = line.strip_prefix("XXR") {
            total_rounds = rest.trim().parse().map_err(|_| bad(5, "XXR needs a number of rounds"))?;
        } else if let Some(rest) = line.strip_prefix("XXC") {
            initial_colour = Some(if rest.trim().starts_with("black") { Colour::Black } else { Colour::White });
        } else if line.starts_with("001") {
            let bytes = line.as_bytes();
            if !line.is_ascii() {
                return Err(bad(1, "a 001 line must be ASCII here"));
            }
            let number: u32 = line.get(4..8).unwrap_or("").trim().parse().map_err(|_| bad(5, "no starting number"))?;
            let mut blocks = Vec::new();
            let mut at = 91;
            while at < bytes.len() {
                let chunk = |a: usize, b: usize| line.get(at + a..(at + b).min(bytes.len())).unwrap_or("");
                let opp = chunk(0, 4).trim();
                let colour = match chunk(5, 6) {
                    "w" | "W" => Some(Colour::White),
                    "b" | "B" => Some(Colour::Black),
                    _ => None,
                };
                let result = chunk(7, 8).bytes().next().unwrap_or(b' ').to_ascii_uppercase();
                let opponent = if opp.is_empty() || opp == "0000" || opp == "0" {
                    None
                } else {
                    Some(opp.parse().map_err(|_| bad(at + 1, "opponent is not a number"))?)
                };
                if opponent.is_none() && result == b' ' && colour.is_none() {
                    blocks.push(None);
                } else {
                    blocks.push(Some(Block { opponent, colour, result }));
                }
                at += 10;
            }
            while blocks.last().is_some_and(|b| b.is_none()) {
                blocks.pop();
            }
            players.push((number, blocks));
        }
    }
    let longest = players.iter().map(|(_, b)| b.len()).max().unwrap_or(0);
    let last_paired = longest > 0
        && players.iter().any(|(_, b)| b.get(longest - 1).copied().flatten().is_some_and(|x| x.paired()));
    let all_have_last = players.iter().all(|(_, b)| b.len() == longest);
    let played = if longest == 0 || last_paired || all_have_last { longest } else { longest - 1 };
    let round = round.unwrap_or(played + 1);
    if round == 0 || round > played + 1 {
        return Err(TrfInputError::NoSuchRound { round, played });
    }
    let entrants = players
        .iter()
        .map(|(number, blocks)| {
            let history = (0..round - 1)
                .map(|r| blocks.get(r).copied().flatten().map(|b| b.record()).unwrap_or(RoundRecord::Unpaired { points: HalfPoints(0) }))
                .collect();
            let absent = blocks.get(round - 1).copied().flatten().is_some_and(|b| !b.paired());
            Entrant { number: *number, history, absent }
        })
        .collect();
    let mut field = Field { total_rounds: total_rounds.max(round) as u32, initial_colour: Colour::White, entrants, forbidden: Vec::new() };
    field.initial_colour = initial_colour.or_else(|| field.inferred_initial_colour()).unwrap_or(Colour::White);
    Ok(field)
}
