//! Whether a file's records agree with one another, and which of its rounds were played.
//!
//! A TRF states every game twice, once on each player's line. A file whose lines contradict
//! each other — a starting number given twice, an opponent who is not in the field, a game that
//! only one of its two players records — cannot be ranked or paired without guessing which line
//! is right, so it is refused with the line at fault ([`Event::check_records`]), by the
//! standings and the TRF round trip as by the Dutch pairing (whose own checks,
//! [`crate::dutch::DutchError`], use the same codes).
//!
//! A file written as the input of a pairing program may end with a round that holds only the
//! absences known in advance (TRF `H`, `Z`, `F` without an opponent: JaVaFo's own sample has one).
//! That round is not played yet: [`Event::rounds_played`] leaves it out, so that the standings do
//! not give its other players a zero-point bye (C.07 16.1).

use std::collections::BTreeMap;

use game::codes::Params;

use crate::event::{Event, Record};
use crate::messages::{self, Coded, said_in_english};
use crate::player::{RoundEntry, StartingNumber};
use crate::result::ResultCode;

/// Records of one file that contradict each other, with the line (1-based) at fault; its words
/// are the catalogue's ([`Coded`], `## [tournament file error]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Contradiction {
    /// Two player records carry the same starting number.
    RepeatedNumber {
        /// The number.
        number: StartingNumber,
        /// The line of the second record.
        line: usize,
        /// The line of the first.
        first: usize,
    },
    /// A round names an opponent who is not in the field.
    UnknownOpponent {
        /// The player.
        number: StartingNumber,
        /// The round (1-based).
        round: usize,
        /// The missing opponent.
        opponent: StartingNumber,
        /// The player's line.
        line: usize,
    },
    /// A game that the opponent's line does not record the same way: another opponent (or
    /// none), or the same colour for both.
    OneSidedGame {
        /// The player.
        number: StartingNumber,
        /// The round (1-based).
        round: usize,
        /// The opponent named.
        opponent: StartingNumber,
        /// The player's line.
        line: usize,
        /// The opponent's line.
        opponent_line: usize,
    },
}

impl Coded for Contradiction {
    fn message(&self) -> &'static words::Code {
        match self {
            Contradiction::RepeatedNumber { .. } => &messages::RECORDS_REPEATED_STARTING_NUMBER,
            Contradiction::UnknownOpponent { .. } => &messages::RECORDS_UNKNOWN_OPPONENT,
            Contradiction::OneSidedGame { .. } => &messages::RECORDS_ONE_SIDED_GAME,
        }
    }

    fn params(&self) -> Params {
        match self {
            Contradiction::RepeatedNumber {
                number,
                line,
                first,
            } => game::params! {
                "number" => u32::from(*number),
                "line" => *line,
                "first" => *first,
            },
            Contradiction::UnknownOpponent {
                number,
                round,
                opponent,
                line,
            } => game::params! {
                "number" => u32::from(*number),
                "round" => *round,
                "opponent" => u32::from(*opponent),
                "line" => *line,
            },
            Contradiction::OneSidedGame {
                number,
                round,
                opponent,
                line,
                opponent_line,
            } => game::params! {
                "number" => u32::from(*number),
                "round" => *round,
                "opponent" => u32::from(*opponent),
                "line" => *line,
                "opponent_line" => *opponent_line,
            },
        }
    }
}

said_in_english!(Contradiction);

impl Contradiction {
    /// The stable snake_case code (the Dutch pairing's codes for the same faults).
    pub fn code(&self) -> &'static str {
        self.message().error
    }

    /// The line at fault (1-based).
    pub const fn line(&self) -> usize {
        match self {
            Contradiction::RepeatedNumber { line, .. }
            | Contradiction::UnknownOpponent { line, .. }
            | Contradiction::OneSidedGame { line, .. } => *line,
        }
    }
}

/// An entry the pairing made: a game (played or forfeited) or the pairing-allocated bye (TRF
/// `U`, or `+` without an opponent).
fn paired(entry: &RoundEntry) -> bool {
    entry.opponent.is_some()
        || matches!(
            entry.result,
            ResultCode::PairingBye | ResultCode::ForfeitWin
        )
}

/// An empty block (no opponent, no colour, no result): nothing recorded.
fn empty(entry: &RoundEntry) -> bool {
    entry.opponent.is_none() && entry.colour.is_none() && entry.result == ResultCode::Blank
}

impl Event {
    /// The player records with their lines (1-based), in file order.
    fn players_with_lines(&self) -> impl Iterator<Item = (usize, &crate::Player)> {
        self.lines
            .iter()
            .enumerate()
            .filter_map(|(i, l)| match &l.record {
                Record::Player(p) => Some((i + 1, p)),
                Record::Other(_) => None,
            })
    }

    /// Checks that the records agree with one another: every starting number given once, every
    /// opponent named in the field, every game recorded on both lines (each naming the other,
    /// with different colours when both are written). The first contradiction found, in file
    /// order, is the answer.
    pub fn check_records(&self) -> Result<(), Contradiction> {
        let mut lines: BTreeMap<StartingNumber, (usize, &crate::Player)> = BTreeMap::new();
        for (line, p) in self.players_with_lines() {
            if let Some(&(first, _)) = lines.get(&p.tpn) {
                return Err(Contradiction::RepeatedNumber {
                    number: p.tpn,
                    line,
                    first,
                });
            }
            lines.insert(p.tpn, (line, p));
        }
        for (line, p) in self.players_with_lines() {
            for (i, e) in p.rounds.iter().enumerate() {
                let Some(opponent) = e.opponent else {
                    continue;
                };
                let round = i + 1;
                let Some(&(opponent_line, o)) = lines.get(&opponent) else {
                    return Err(Contradiction::UnknownOpponent {
                        number: p.tpn,
                        round,
                        opponent,
                        line,
                    });
                };
                let back = o.rounds.get(i);
                let same_colour = matches!(
                    (e.colour, back.and_then(|b| b.colour)),
                    (Some(a), Some(b)) if a == b
                );
                if opponent == p.tpn || back.and_then(|b| b.opponent) != Some(p.tpn) || same_colour
                {
                    return Err(Contradiction::OneSidedGame {
                        number: p.tpn,
                        round,
                        opponent,
                        line,
                        opponent_line,
                    });
                }
            }
        }
        Ok(())
    }

    /// The rounds played: those the records reach, less a last round that holds only absences
    /// set in advance (requested byes, TRF `H` `Z` `F` without an opponent) while some player
    /// has nothing in it — a pairing program's input for the round to come, not a round played.
    /// A last round where the pairing made an entry (a game, a forfeit, the pairing-allocated
    /// bye), or where every player has a record, is played.
    pub fn rounds_played(&self) -> usize {
        let players: Vec<_> = self.players().collect();
        let length = |p: &crate::Player| {
            p.rounds
                .iter()
                .rposition(|e| !empty(e))
                .map_or(0, |i| i + 1)
        };
        let longest = players.iter().map(|p| length(p)).max().unwrap_or(0);
        if longest == 0 {
            return 0;
        }
        let last_paired = players
            .iter()
            .any(|p| p.rounds.get(longest - 1).is_some_and(paired));
        let all_have_last = players.iter().all(|p| length(p) == longest);
        if last_paired || all_have_last {
            longest
        } else {
            longest - 1
        }
    }
}
