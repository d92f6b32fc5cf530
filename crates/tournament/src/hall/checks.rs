//! The event's rules on the arbiter's acts, checked before a step is journalled: an absence
//! (Art. 12.9.8, 12.9.9, a requested bye), a player's entry against those before (C.04.A), an
//! edit that would renumber the players (C.04.2 B), a pairing written by hand (C.04.1).

use std::collections::BTreeSet;

use super::journal::{Absence, AbsenceKind, Pair, PlayerIn, Step, System};
use super::machine::Tournament;
use crate::StartingNumber;

/// The longest reason the arbiter writes (a pairing changed, an absence, a result recorded).
pub const MAX_REASON: usize = 500;

/// Why the event refuses an act. Each variant's `code` is the hall's refusal of that name
/// (the server says it in its words).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HallError {
    /// `absence_no_player`.
    #[error("player {player} is not in the event")]
    AbsenceNoPlayer {
        /// The number given.
        player: StartingNumber,
    },
    /// `absence_round_zero`.
    #[error("rounds are numbered from 1")]
    AbsenceRoundZero,
    /// `round_already_paired`: Art. 12.9.8, 12.9.9 act on later rounds.
    #[error("round {round} is already paired; the next is {next}")]
    RoundAlreadyPaired {
        /// The round given.
        round: usize,
        /// The next round to pair.
        next: usize,
    },
    /// `absence_past_last_round`.
    #[error("round {round} is past the last, {rounds}")]
    AbsencePastLastRound {
        /// The round given.
        round: usize,
        /// The rounds planned.
        rounds: usize,
    },
    /// `absence_to_the_end`.
    #[error("a withdrawal or an expulsion lasts to the end")]
    AbsenceToTheEnd,
    /// `suspension_needs_rounds` (Art. 12.9.8).
    #[error("a suspension needs its rounds")]
    SuspensionNeedsRounds,
    /// `bye_needs_points`.
    #[error("a bye needs its points")]
    ByeNeedsPoints,
    /// `absence_rounds_zero`.
    #[error("an absence of zero rounds")]
    AbsenceRoundsZero,
    /// `bye_in_round_robin` (C.05: the table pairs everyone).
    #[error("a round robin gives no requested bye")]
    ByeInRoundRobin,
    /// `player_gone`.
    #[error("player {player} left the event from round {round}")]
    PlayerGone {
        /// The player.
        player: StartingNumber,
        /// The first round missed.
        round: usize,
    },
    /// `absence_reason_length`.
    #[error("the reason is longer than {MAX_REASON} characters")]
    AbsenceReasonLength,
    /// `player_no_such`.
    #[error("no player {player}")]
    PlayerNoSuch {
        /// The number given.
        player: StartingNumber,
    },
    /// `player_edit_renumbers` (C.04.2 B).
    #[error("the edit of player {player} would change the starting numbers")]
    PlayerEditRenumbers {
        /// The player.
        player: StartingNumber,
    },
    /// `player_fide_id_twice` (C.04.A).
    #[error("FIDE id {fide_id} is entered already, as {name}")]
    PlayerFideIdTwice {
        /// The FIDE id.
        fide_id: u64,
        /// The player entered with it.
        name: String,
    },
    /// `pairing_unknown_player`.
    #[error("no player {player}")]
    PairingUnknownPlayer {
        /// The number.
        player: StartingNumber,
    },
    /// `pairing_player_twice`.
    #[error("player {player} is paired twice")]
    PairingPlayerTwice {
        /// The number.
        player: StartingNumber,
    },
    /// `pairing_player_absent`.
    #[error("player {player} is absent from round {round}")]
    PairingPlayerAbsent {
        /// The number.
        player: StartingNumber,
        /// The round.
        round: usize,
    },
    /// `pairing_players_left_out`.
    #[error("players {players} are left out")]
    PairingPlayersLeftOut {
        /// Their numbers, comma-separated.
        players: String,
    },
}

/// What the event warns of, without refusing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Warning {
    /// `player_maybe_twice`: the same name, rating and federation without a FIDE id.
    MaybeTwice {
        /// The name, trimmed.
        name: String,
    },
    /// `pairing_rematch` (C.04.1 b).
    Rematch {
        /// White.
        white: StartingNumber,
        /// Black.
        black: StartingNumber,
    },
    /// `pairing_changed_fide_rated` (C.04.2 A.6, C.04.A).
    ChangedFideRated,
}

impl PlayerIn {
    /// This player against those entered before him (issue 34, point 8): a FIDE id already
    /// entered is the same player entered twice, refused (two entries of one player would be
    /// paired together, and FIDE ids identify a player for rating, C.04.A); the same name,
    /// rating and federation where a FIDE id is missing may be two namesakes, so it is only a
    /// warning.
    pub fn against<'a>(
        &self,
        before: impl IntoIterator<Item = &'a PlayerIn>,
    ) -> Result<Option<Warning>, HallError> {
        let mut warning = None;
        let name = self.name.trim().to_lowercase();
        for other in before {
            if let (Some(id), Some(theirs)) = (self.fide_id, other.fide_id)
                && id == theirs
            {
                return Err(HallError::PlayerFideIdTwice {
                    fide_id: id,
                    name: other.name.trim().to_owned(),
                });
            }
            let unidentified = self.fide_id.is_none() || other.fide_id.is_none();
            if unidentified
                && warning.is_none()
                && other.name.trim().to_lowercase() == name
                && other.rating == self.rating
                && other.federation == self.federation
            {
                warning = Some(Warning::MaybeTwice {
                    name: self.name.trim().to_owned(),
                });
            }
        }
        Ok(warning)
    }
}

impl Tournament {
    /// Checks an absence before it is journalled, and sets its first round (the next round not
    /// yet paired, unless given) and a bye's length (one round, unless given). The reason's
    /// characters are the door's to check.
    ///
    /// Later rounds only: Art. 12.9.8 and 12.9.9 exclude "pour une ou plusieurs rondes" and
    /// "de la compétition" from now on; a round already paired keeps its boards, and its
    /// games are settled on their own (a game declared lost, 12.9.6; a forfeit, 6.7). A
    /// requested bye, likewise, is given before the round is paired.
    pub fn check_absence(&self, mut a: Absence) -> Result<Absence, HallError> {
        if self.player(a.player).is_none() {
            return Err(HallError::AbsenceNoPlayer { player: a.player });
        }
        let next = self.rounds.len() + 1;
        let from = a.from.unwrap_or(next);
        if from == 0 {
            return Err(HallError::AbsenceRoundZero);
        }
        if from < next {
            return Err(HallError::RoundAlreadyPaired { round: from, next });
        }
        if from > self.planned_rounds() {
            return Err(HallError::AbsencePastLastRound {
                round: from,
                rounds: self.planned_rounds(),
            });
        }
        match a.kind {
            AbsenceKind::Withdrawal | AbsenceKind::Expulsion => {
                if a.rounds.is_some() || a.bye.is_some() {
                    return Err(HallError::AbsenceToTheEnd);
                }
            }
            AbsenceKind::Suspension => {
                if a.bye.is_some() || a.rounds.is_none_or(|r| r < 1) {
                    return Err(HallError::SuspensionNeedsRounds);
                }
            }
            AbsenceKind::Bye => {
                if a.bye.is_none() {
                    return Err(HallError::ByeNeedsPoints);
                }
                if a.rounds == Some(0) {
                    return Err(HallError::AbsenceRoundsZero);
                }
                if self.regulations.system == System::RoundRobin {
                    return Err(HallError::ByeInRoundRobin);
                }
                a.rounds = Some(a.rounds.unwrap_or(1));
            }
        }
        if let Some(gone) = self.absences.iter().find(|g| {
            g.player == a.player
                && matches!(g.kind, AbsenceKind::Withdrawal | AbsenceKind::Expulsion)
                && g.from.is_some_and(|f| f <= from)
        }) {
            return Err(HallError::PlayerGone {
                player: a.player,
                round: gone.from.unwrap_or(0),
            });
        }
        if a.reason
            .as_ref()
            .is_some_and(|r| r.chars().count() > MAX_REASON)
        {
            return Err(HallError::AbsenceReasonLength);
        }
        a.from = Some(from);
        Ok(a)
    }

    /// Checks an edit of player `tpn`'s entry before it is journalled: the player exists, and,
    /// once a round is paired, every starting number stays (C.04.2 B: the initial ranking list
    /// is fixed when round 1 is paired; a name or a FIDE id may be corrected, not a rating that
    /// would reorder it).
    pub fn check_edit(&self, tpn: StartingNumber, entry: &PlayerIn) -> Result<(), HallError> {
        if self.player(tpn).is_none() {
            return Err(HallError::PlayerNoSuch { player: tpn });
        }
        if !self.rounds.is_empty() {
            let mut after = self.clone();
            after.apply(&Step::Edited {
                player: tpn,
                entry: entry.clone(),
            });
            if after.order() != self.order() {
                return Err(HallError::PlayerEditRenumbers { player: tpn });
            }
        }
        Ok(())
    }

    /// Checks a pairing the arbiter wrote: every number a player's, nobody twice, nobody
    /// against himself, and every player entered by this round on a board or the bye (a player
    /// left out would have no round at all). Answers the warnings: a rematch (C.04.1 b) and,
    /// in a FIDE-rated event, that the Dutch system's pairing was changed.
    pub fn check_pairing(
        &self,
        round: usize,
        boards: &[Pair],
        bye: Option<StartingNumber>,
    ) -> Result<Vec<Warning>, HallError> {
        let mut seen = BTreeSet::new();
        let mut once = |tpn: StartingNumber| -> Result<(), HallError> {
            if self.player(tpn).is_none() {
                return Err(HallError::PairingUnknownPlayer { player: tpn });
            }
            if !seen.insert(tpn) {
                return Err(HallError::PairingPlayerTwice { player: tpn });
            }
            Ok(())
        };
        for b in boards {
            once(b.white)?;
            once(b.black)?;
        }
        if let Some(b) = bye {
            once(b)?;
        }
        // A round robin keeps its table (an absent player's game is forfeited at
        // publication); a Swiss round pairs nobody who is absent from it.
        if self.regulations.system == System::Swiss
            && let Some(tpn) = seen.iter().find(|&&t| self.absence(t, round).is_some())
        {
            return Err(HallError::PairingPlayerAbsent {
                player: *tpn,
                round,
            });
        }
        let left: Vec<String> = self
            .players
            .iter()
            .filter(|p| {
                p.entered_after < round
                    && !seen.contains(&p.tpn)
                    && self.absence(p.tpn, round).is_none()
            })
            .map(|p| p.tpn.to_string())
            .collect();
        if !left.is_empty() {
            return Err(HallError::PairingPlayersLeftOut {
                players: left.join(", "),
            });
        }
        let mut warnings = Vec::new();
        let event = self.to_event();
        for b in boards {
            let met = event.player(b.white).is_some_and(|p| {
                p.rounds
                    .iter()
                    .any(|e| e.played_opponent() == Some(b.black))
            });
            if met {
                warnings.push(Warning::Rematch {
                    white: b.white,
                    black: b.black,
                });
            }
        }
        if self.regulations.fide_rated {
            warnings.push(Warning::ChangedFideRated);
        }
        Ok(warnings)
    }
}
