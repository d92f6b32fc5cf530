//! Withdrawals and expulsions: a player leaves the later rounds, never the past ones.
//!
//! Art. 12.9.8 ("l'exclusion pour une ou plusieurs rondes") and 12.9.9 ("l'exclusion de la
//! compétition") are sanctions for what comes: a round already paired or played keeps its
//! result, which the arbiter settles on its own (a game declared lost, Art. 12.9.6, or a forfeit,
//! Art. 6.7). A withdrawal works the same way. TRF has no mark for a withdrawal: the rounds a
//! player misses are zero-point byes (`0000 - Z`), as bbpPairings' generator writes the rounds of
//! a player who retired.

use game::codes::Params;

use crate::event::Event;
use crate::messages::{self, Coded, said_in_english};
use crate::player::{RoundEntry, StartingNumber};
use crate::result::ResultCode;

/// Why a player leaves rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Absence {
    /// The player withdraws from the rest of the event.
    Withdrawal,
    /// Excluded for the given number of rounds (Art. 12.9.8).
    Suspension {
        /// How many rounds, from the first one excluded.
        rounds: usize,
    },
    /// Excluded from the competition (Art. 12.9.9).
    Expulsion,
}

impl Absence {
    /// The article, where the Laws give one.
    pub const fn article(self) -> Option<&'static str> {
        match self {
            Absence::Withdrawal => None,
            Absence::Suspension { .. } => Some("12.9.8"),
            Absence::Expulsion => Some("12.9.9"),
        }
    }
}

/// Why an absence cannot be recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AbsenceError {
    /// No player has this starting number.
    UnknownPlayer(StartingNumber),
    /// The round is paired or played already: only later rounds can be taken away.
    RoundAlreadyPaired {
        /// The player.
        tpn: StartingNumber,
        /// The first round asked for.
        round: usize,
    },
    /// A round between the last recorded one and the first one asked for would be left empty,
    /// which TRF reads as an absence too.
    Gap {
        /// The player.
        tpn: StartingNumber,
        /// The rounds recorded.
        recorded: usize,
        /// The first round asked for.
        round: usize,
    },
    /// The event does not say how many rounds it has (tag 142 or XXR), so "the rest of the
    /// event" has no end.
    RoundsUnknown,
    /// Round 0 or no round.
    NoRound,
}

impl Coded for AbsenceError {
    fn message(&self) -> &'static words::Code {
        match self {
            AbsenceError::UnknownPlayer(_) => &messages::ABSENCE_UNKNOWN_PLAYER,
            AbsenceError::RoundAlreadyPaired { .. } => &messages::ABSENCE_ROUND_ALREADY_PAIRED,
            AbsenceError::Gap { .. } => &messages::ABSENCE_LEAVES_A_GAP,
            AbsenceError::RoundsUnknown => &messages::ABSENCE_ROUNDS_UNKNOWN,
            AbsenceError::NoRound => &messages::ABSENCE_NO_ROUND,
        }
    }

    fn params(&self) -> Params {
        match self {
            AbsenceError::UnknownPlayer(tpn) => game::params! { "player" => u32::from(*tpn) },
            AbsenceError::RoundAlreadyPaired { tpn, round } => {
                game::params! { "player" => u32::from(*tpn), "round" => *round }
            }
            AbsenceError::Gap {
                tpn,
                recorded,
                round,
            } => game::params! {
                "player" => u32::from(*tpn),
                "recorded" => *recorded,
                "round" => *round,
            },
            AbsenceError::RoundsUnknown | AbsenceError::NoRound => game::params! {},
        }
    }
}

said_in_english!(AbsenceError);

impl AbsenceError {
    /// The stable snake_case code.
    pub fn code(&self) -> &'static str {
        self.message().error
    }
}

impl Event {
    /// Records that player `tpn` misses the rounds from `from` on (a withdrawal or expulsion: to
    /// the last planned round; a suspension: its number of rounds), as zero-point byes.
    ///
    /// `from` must be later than every round paired or played for the player: a round already
    /// written with an opponent or a result other than a zero-point bye stays as it is.
    pub fn record_absence(
        &mut self,
        tpn: StartingNumber,
        from: usize,
        absence: Absence,
    ) -> Result<(), AbsenceError> {
        if from == 0 {
            return Err(AbsenceError::NoRound);
        }
        let last = match absence {
            Absence::Suspension { rounds: 0 } => return Err(AbsenceError::NoRound),
            Absence::Suspension { rounds } => from + rounds - 1,
            Absence::Withdrawal | Absence::Expulsion => {
                self.planned_rounds().ok_or(AbsenceError::RoundsUnknown)?
            }
        };
        let player = self
            .player_mut(tpn)
            .ok_or(AbsenceError::UnknownPlayer(tpn))?;
        let recorded = player.rounds.len();
        if from > recorded + 1 {
            return Err(AbsenceError::Gap {
                tpn,
                recorded,
                round: from,
            });
        }
        // Rounds already written from `from` on must be empty of games and results.
        if player.rounds.iter().skip(from - 1).any(|r| {
            r.opponent.is_some() || !matches!(r.result, ResultCode::ZeroBye | ResultCode::Blank)
        }) {
            return Err(AbsenceError::RoundAlreadyPaired { tpn, round: from });
        }
        for round in from..=last {
            let entry = RoundEntry::unpaired(ResultCode::ZeroBye);
            match player.rounds.get_mut(round - 1) {
                Some(r) => *r = entry,
                None => player.rounds.push(entry),
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::{Colour, Player};

    fn event() -> Event {
        let mut e = Event::new();
        e.set_record("XXR", "5");
        let mut a = Player::new(1, "A");
        a.rounds
            .push(RoundEntry::game(2, Colour::White, ResultCode::Win));
        let mut b = Player::new(2, "B");
        b.rounds
            .push(RoundEntry::game(1, Colour::Black, ResultCode::Loss));
        e.push_player(a);
        e.push_player(b);
        e
    }

    #[test]
    fn art_12_9_9_expulsion_takes_the_later_rounds_only() {
        let mut e = event();
        e.record_absence(1, 2, Absence::Expulsion).unwrap();
        let a = e.player(1).unwrap();
        assert_eq!(a.rounds.len(), 5);
        assert_eq!(a.rounds[0].result, ResultCode::Win, "the past stays");
        assert!(
            a.rounds[1..]
                .iter()
                .all(|r| *r == RoundEntry::unpaired(ResultCode::ZeroBye))
        );
        let err = e.record_absence(2, 1, Absence::Expulsion).unwrap_err();
        assert_eq!(err.code(), "round_already_paired");
    }

    #[test]
    fn art_12_9_8_suspension_for_some_rounds() {
        let mut e = event();
        e.record_absence(2, 2, Absence::Suspension { rounds: 2 })
            .unwrap();
        assert_eq!(e.player(2).unwrap().rounds.len(), 3);
        assert_eq!(Absence::Suspension { rounds: 2 }.article(), Some("12.9.8"));
        assert_eq!(
            e.record_absence(2, 9, Absence::Withdrawal)
                .unwrap_err()
                .code(),
            "absence_leaves_a_gap"
        );
        assert_eq!(
            e.record_absence(7, 2, Absence::Withdrawal)
                .unwrap_err()
                .code(),
            "unknown_player"
        );
    }
}
