//! The field of a round, read from the event's records (its TRF): the rounds before it as
//! played, its requested byes as absences (C.04.2 3.3), its games and pairing-allocated byes
//! dropped, since the pairing is to make them.

use super::error::DutchError;
use super::field::{Entrant, Field, GameResult, HalfPoints, RoundRecord};
use crate::{Colour, Event, ResultCode, RoundEntry};

/// An entry the pairing program made: a game (played or forfeited) or the pairing-allocated bye
/// (TRF `U`, or `+` without an opponent).
fn paired(entry: &RoundEntry) -> bool {
    entry.opponent.is_some()
        || matches!(
            entry.result,
            ResultCode::PairingBye | ResultCode::ForfeitWin
        )
}

/// An empty block (four blanks, no colour, no result): nothing recorded.
fn empty(entry: &RoundEntry) -> bool {
    entry.opponent.is_none() && entry.colour.is_none() && entry.result == ResultCode::Blank
}

/// What a recorded round means for the pairing (C.04.2 3.4, 3.5: a forfeit is not a game played).
fn record(
    entry: &RoundEntry,
    number: crate::StartingNumber,
    round: usize,
) -> Result<RoundRecord, DutchError> {
    Ok(match entry.opponent {
        Some(opponent) => {
            let result = match entry.result {
                ResultCode::Win | ResultCode::UnratedWin => Some(GameResult::Win),
                ResultCode::Draw | ResultCode::UnratedDraw => Some(GameResult::Draw),
                ResultCode::Loss | ResultCode::UnratedLoss => Some(GameResult::Loss),
                _ => None,
            };
            match (result, entry.colour) {
                (Some(result), Some(colour)) => RoundRecord::Played {
                    opponent,
                    colour,
                    result,
                },
                (Some(_), None) => return Err(DutchError::NoColour { number, round }),
                (None, _) => RoundRecord::Forfeit {
                    opponent,
                    won: entry.result == ResultCode::ForfeitWin,
                },
            }
        }
        None => match entry.result {
            ResultCode::PairingBye | ResultCode::ForfeitWin => RoundRecord::PairingAllocatedBye,
            ResultCode::FullBye | ResultCode::Win | ResultCode::UnratedWin => {
                RoundRecord::Unpaired {
                    points: HalfPoints::WIN,
                }
            }
            ResultCode::HalfBye | ResultCode::Draw | ResultCode::UnratedDraw => {
                RoundRecord::Unpaired {
                    points: HalfPoints::DRAW,
                }
            }
            _ => RoundRecord::Unpaired {
                points: HalfPoints(0),
            },
        },
    })
}

impl Field {
    /// The field for round `round` of `event` (default: the round after the last one played).
    ///
    /// The rounds played are those in which the pairing made at least one entry; a last round
    /// holding only requested byes (TRF `H`, `Z`, `F`) is the round to pair, and those players
    /// are absent from it. Scores count 1 / ½ / 0, the pairing-allocated bye a win (C.04.1 3).
    /// The initial colour is the file's (`XXC`, tag 152), else read back from round 1.
    pub fn from_event(event: &Event, round: Option<usize>) -> Result<Field, DutchError> {
        let players: Vec<_> = event.players().collect();
        let length = |p: &crate::Player| {
            p.rounds
                .iter()
                .rposition(|e| !empty(e))
                .map_or(0, |i| i + 1)
        };
        let longest = players.iter().map(|p| length(p)).max().unwrap_or(0);
        let last_paired = longest > 0
            && players
                .iter()
                .any(|p| p.rounds.get(longest - 1).is_some_and(paired));
        let all_have_last = players.iter().all(|p| length(p) == longest);
        let played = if longest == 0 || last_paired || all_have_last {
            longest
        } else {
            longest - 1
        };
        let round = round.unwrap_or(played + 1);
        if round == 0 || round > played + 1 {
            return Err(DutchError::NoSuchRound { round, played });
        }
        let mut entrants = Vec::with_capacity(players.len());
        for p in &players {
            let mut history = Vec::with_capacity(played);
            for r in 0..played {
                history.push(match p.rounds.get(r) {
                    Some(e) if !empty(e) => record(e, p.tpn, r + 1)?,
                    _ => RoundRecord::Unpaired {
                        points: HalfPoints(0),
                    },
                });
            }
            let absent = p
                .rounds
                .get(round - 1)
                .is_some_and(|e| !empty(e) && !paired(e));
            entrants.push(Entrant {
                number: p.tpn,
                history,
                absent,
            });
        }
        // The initial colour is read back from the whole file, before the later rounds go.
        let inferred = Field {
            total_rounds: 0,
            initial_colour: Colour::White,
            entrants: entrants.clone(),
            forbidden: Vec::new(),
        }
        .inferred_initial_colour();
        for e in &mut entrants {
            e.history.truncate(round - 1);
        }
        let total = event.planned_rounds().unwrap_or(0).max(round);
        let field = Field {
            total_rounds: u32::try_from(total).unwrap_or(u32::MAX),
            initial_colour: event.initial_colour().or(inferred).unwrap_or(Colour::White),
            entrants,
            forbidden: forbidden_pairs(event)?,
        };
        Ok(field)
    }
}

/// The forbidden pairs of the file: every `XXP` line (the JaVaFo extension of TRF-16, read by
/// pairing programs as TRF-2026's forbidden pairs) lists starting numbers that must not be
/// paired with one another (C.04.1.b (2017 numbering): a pair the regulations forbid is treated
/// as a rematch — absolute, C.04.3 2.1.1).
///
/// The common line names two players (`XXP 4 17`). A line naming more is read as a group every
/// two of whom are forbidden (players of one club or family), the reading that keeps the two-
/// player line as its simplest case; one number alone, or anything not a number, is refused
/// rather than guessed.
pub(crate) fn forbidden_pairs(
    event: &Event,
) -> Result<Vec<(crate::StartingNumber, crate::StartingNumber)>, DutchError> {
    let mut pairs = Vec::new();
    for line in event.records("XXP") {
        let numbers: Option<Vec<crate::StartingNumber>> = line
            .split_whitespace()
            .map(|t| t.parse().ok().filter(|&n: &crate::StartingNumber| n > 0))
            .collect();
        let numbers = match numbers {
            Some(n) if n.len() >= 2 => n,
            _ => {
                return Err(DutchError::BadForbiddenPairs {
                    line: line.trim().to_string(),
                });
            }
        };
        for (i, &a) in numbers.iter().enumerate() {
            for &b in &numbers[i + 1..] {
                if a != b {
                    pairs.push((a, b));
                }
            }
        }
    }
    Ok(pairs)
}
