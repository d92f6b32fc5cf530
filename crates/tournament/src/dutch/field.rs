//! What the pairing engine is given: the players of the event, what each did in the rounds
//! already played, and who is absent from the round to be paired.

use std::collections::HashMap;

use super::error::DutchError;
use crate::{Colour, StartingNumber};

/// A game's result from one player's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    /// The player won.
    Win,
    /// A draw.
    Draw,
    /// The player lost.
    Loss,
}

/// Points in half points, so that no floating point is needed: a win is 2, a draw 1 (Laws Art.
/// 10.1 with the usual 1 / ½ / 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct HalfPoints(pub u32);

impl HalfPoints {
    /// The points of a win.
    pub const WIN: HalfPoints = HalfPoints(2);
    /// The points of a draw.
    pub const DRAW: HalfPoints = HalfPoints(1);
}

/// What one player did in one round already played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundRecord {
    /// A game was played (C.04.1: only played games count for colours and rematches).
    Played {
        /// The opponent's starting number.
        opponent: StartingNumber,
        /// The colour this player had.
        colour: Colour,
        /// The result from this player's side.
        result: GameResult,
    },
    /// The player was paired but the game was not played (a forfeit, C.04.2 3.5: such a game
    /// does not count as played, so the two may meet again).
    Forfeit {
        /// The opponent's starting number.
        opponent: StartingNumber,
        /// Whether this player won by forfeit.
        won: bool,
    },
    /// The pairing-allocated bye (C.04.1 3), given by the pairing.
    PairingAllocatedBye,
    /// The player was not paired: a requested bye or an absence, with the points it gave
    /// (TRF `H` ½, `F` 1, `Z` or absent 0).
    Unpaired {
        /// The points the round gave.
        points: HalfPoints,
    },
}

impl RoundRecord {
    /// The points this round gave the player.
    pub fn points(self) -> HalfPoints {
        match self {
            RoundRecord::Played { result, .. } => match result {
                GameResult::Win => HalfPoints::WIN,
                GameResult::Draw => HalfPoints::DRAW,
                GameResult::Loss => HalfPoints(0),
            },
            RoundRecord::Forfeit { won, .. } => {
                if won {
                    HalfPoints::WIN
                } else {
                    HalfPoints(0)
                }
            }
            RoundRecord::PairingAllocatedBye => HalfPoints::WIN,
            RoundRecord::Unpaired { points } => points,
        }
    }

    /// The opponent of a played game, if a game was played.
    pub fn played_opponent(self) -> Option<StartingNumber> {
        match self {
            RoundRecord::Played { opponent, .. } => Some(opponent),
            _ => None,
        }
    }
}

/// One player as the pairing sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    /// The starting number (C.04.2 2: the pairing number; the order of the initial ranking list).
    pub number: StartingNumber,
    /// One record per round already played, round 1 first.
    pub history: Vec<RoundRecord>,
    /// Absent from the round to be paired (a requested bye, a withdrawal): not paired
    /// (C.04.2 3.2, 3.3: only players present are paired).
    pub absent: bool,
}

/// The event as the Dutch system pairs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    /// The number of rounds the event will have (needed for the last-round exceptions of C.04.3
    /// 2.1.3, and for the topscorers, 1.8).
    pub total_rounds: u32,
    /// The colour the first player of the initial ranking list has in round 1 (C.04.3 5.2.5,
    /// TRF-2026 `XXC`); White unless the event says otherwise.
    pub initial_colour: Colour,
    /// The players.
    pub entrants: Vec<Entrant>,
    /// Pairs that must not meet in the round being paired (C.04.1 2 covers rematches; these are
    /// further pairs the regulations forbid, e.g. players of one club, TRF-2026 `XXP`).
    pub forbidden: Vec<(StartingNumber, StartingNumber)>,
}

impl Field {
    /// The number of rounds already played (the longest history).
    pub fn played_rounds(&self) -> usize {
        self.entrants
            .iter()
            .map(|e| e.history.len())
            .max()
            .unwrap_or(0)
    }

    /// Checks the field and maps starting numbers to entrant indices: every history has the same
    /// length, every opponent exists, and games are recorded on both sides.
    pub(crate) fn index(&self) -> Result<HashMap<StartingNumber, usize>, DutchError> {
        let mut index = HashMap::new();
        for (i, e) in self.entrants.iter().enumerate() {
            if index.insert(e.number, i).is_some() {
                return Err(DutchError::RepeatedNumber { number: e.number });
            }
        }
        for e in &self.entrants {
            for (round, record) in e.history.iter().enumerate() {
                let opponent = match *record {
                    RoundRecord::Played { opponent, .. }
                    | RoundRecord::Forfeit { opponent, .. } => opponent,
                    _ => continue,
                };
                let Some(&o) = index.get(&opponent) else {
                    return Err(DutchError::UnknownOpponent {
                        number: e.number,
                        round: round + 1,
                        opponent,
                    });
                };
                let back = self.entrants[o].history.get(round).copied();
                let consistent = match (record, back) {
                    (
                        RoundRecord::Played { colour, .. },
                        Some(RoundRecord::Played {
                            opponent: b,
                            colour: c,
                            ..
                        }),
                    ) => b == e.number && *colour != c,
                    (
                        RoundRecord::Forfeit { .. },
                        Some(RoundRecord::Forfeit { opponent: b, .. }),
                    ) => b == e.number,
                    _ => false,
                };
                if !consistent {
                    return Err(DutchError::OneSidedGame {
                        number: e.number,
                        round: round + 1,
                        opponent,
                    });
                }
            }
        }
        for &(a, b) in &self.forbidden {
            for n in [a, b] {
                if !index.contains_key(&n) {
                    return Err(DutchError::UnknownForbidden { number: n });
                }
            }
        }
        Ok(index)
    }
}

impl Field {
    /// The initial colour read back from the history, for a file that does not state it (no
    /// TRF `XXC`): in the first round with a game, the first player of the initial ranking list
    /// who had been paired by then had the initial colour if their rank among those paired is
    /// odd (1st, 3rd, ...), the other colour if even (C.04.3 5.2.5 run backwards).
    pub fn inferred_initial_colour(&self) -> Option<Colour> {
        let first = self
            .entrants
            .iter()
            .filter_map(|e| {
                e.history
                    .iter()
                    .position(|r| matches!(r, RoundRecord::Played { .. }))
            })
            .min()?;
        let mut order: Vec<&Entrant> = self.entrants.iter().collect();
        order.sort_by_key(|e| e.number);
        let mut rank = 0usize;
        for e in order {
            let paired = e
                .history
                .iter()
                .take(first + 1)
                .any(|r| !matches!(r, RoundRecord::Unpaired { .. }));
            if !paired {
                continue;
            }
            if let Some(RoundRecord::Played { colour, .. }) = e.history.get(first) {
                return Some(if rank % 2 == 1 {
                    colour.opposite()
                } else {
                    *colour
                });
            }
            rank += 1;
        }
        None
    }
}
