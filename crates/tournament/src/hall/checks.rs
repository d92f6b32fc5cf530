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
    /// `discard_no_draft`: no round of that number is paired.
    #[error("round {round} is not paired")]
    DiscardNoDraft {
        /// The round given.
        round: usize,
    },
    /// `round_published_no_discard`: its games exist; a published round is not discarded.
    #[error("round {round} is published: it cannot be discarded")]
    DiscardPublished {
        /// The round.
        round: usize,
    },
    /// `draft_outdated`: the draft pairs a player absent from the round, or leaves out one who
    /// is back (an absence recorded, or taken back, after it was paired).
    #[error("the draft of round {round} no longer matches the absences: {players}")]
    DraftOutdated {
        /// The round.
        round: usize,
        /// The players concerned, comma-separated.
        players: String,
    },
    /// `undo_nothing`: no step of the arbiter to take back.
    #[error("nothing to undo")]
    UndoNothing,
    /// `undo_published_played`: a game of the round published has a move or a result.
    #[error("round {round} is under way: a move is played on board {board}")]
    UndoPublishedPlayed {
        /// The round.
        round: usize,
        /// The first board with a move.
        board: usize,
    },
    /// `undo_ruling_overtaken`: the result the arbiter declared in the board's game is no
    /// longer the game's last word (another step of the game came after it, or it is gone).
    #[error("round {round}, board {board}: the game has moved on since the result was declared")]
    UndoRulingOvertaken {
        /// The round.
        round: usize,
        /// The board.
        board: usize,
    },
    /// `absence_not_found`: no absence of that player from that round.
    #[error("no absence of player {player} from round {round}")]
    AbsenceNotFound {
        /// The player.
        player: StartingNumber,
        /// The round given.
        round: usize,
    },
    /// `absence_round_published`: the absence's first round is published; its boards are
    /// settled over the board (Art. 6.7.1, 12.9.8).
    #[error("round {round} is published: player {player}'s absence from it stands")]
    AbsenceRoundPublished {
        /// The player.
        player: StartingNumber,
        /// The round.
        round: usize,
    },
    /// `undo_not_last`: the step named is not the last act (another step came after it).
    #[error("step {seq} is not the last; the last is step {last}")]
    UndoNotLast {
        /// The step named.
        seq: i64,
        /// The last act.
        last: i64,
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
    /// `pairing_bye_again` (C.04.1 d): the pairing-allocated bye to a player who has had one,
    /// or a forfeit win.
    ByeAgain {
        /// The player.
        player: StartingNumber,
    },
    /// `pairing_colour_difference` (C.04.1 f): a player's colour difference past 2 either way.
    ColourDifference {
        /// The player.
        player: StartingNumber,
        /// Whites minus blacks after the round.
        difference: i64,
    },
    /// `pairing_colour_three` (C.04.1 g): a player's third game in a row with one colour.
    ColourThree {
        /// The player.
        player: StartingNumber,
    },
}

/// What an undo takes back (issue 35, item 4): the step, by its number in the journal, and
/// the step itself (the page says which before it asks for a confirmation).
#[derive(Clone, Debug, PartialEq)]
pub struct Undo {
    /// The step's number in the journal.
    pub seq: i64,
    /// The step.
    pub step: Step,
    /// The steps after it taken back with it (a publication's forfeits at publication).
    pub with: usize,
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
    /// Rounds not yet published only: Art. 12.9.8 and 12.9.9 exclude "pour une ou plusieurs
    /// rondes" and "de la compétition" from now on; a round published keeps its boards, and its
    /// games are settled on their own (a game declared lost, 12.9.6; a forfeit, 6.7). A
    /// requested bye, likewise, is given before the round is published.
    ///
    /// The round in draft (paired, not published) is open (issue 35, item 2), as an arbiter
    /// runs it: a player who sends word after the pairing was made but before it is posted is
    /// not paired against an empty chair. In a Swiss event the draft is then out of date — the
    /// Dutch system pairs those present, and one player fewer changes the brackets, the floats
    /// and the bye — so it is not silently patched: its publication is refused
    /// ([`Tournament::check_publish`], `draft_outdated`) until the arbiter pairs it again
    /// (discard, pair: the Dutch system's pairing, which is the rule) or changes it by hand
    /// (checked and journalled with its reason, as any change). A round robin keeps its
    /// table: the absent player's game is forfeited at publication (Art. 6.7.1, C.05).
    pub fn check_absence(&self, mut a: Absence) -> Result<Absence, HallError> {
        if self.player(a.player).is_none() {
            return Err(HallError::AbsenceNoPlayer { player: a.player });
        }
        let next = self.next_open_round();
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
        if self.regulations.system == System::Swiss {
            warnings.extend(self.swiss_warnings(&event, round, boards, bye));
        }
        if self.regulations.fide_rated {
            warnings.push(Warning::ChangedFideRated);
        }
        Ok(warnings)
    }

    /// A Swiss round's basic rules (C.04.1) on the boards that differ from the draft as it
    /// stands (what the Dutch system or an earlier change made was warned of then, if at all):
    /// the bye to a player who had a pairing-allocated bye or a forfeit win (d), a colour
    /// difference past 2 either way (f), a third game in a row with one colour (g). Played
    /// games only count for colours (a forfeit has no colour that counts).
    fn swiss_warnings(
        &self,
        event: &crate::Event,
        round: usize,
        boards: &[Pair],
        bye: Option<StartingNumber>,
    ) -> Vec<Warning> {
        use crate::{Colour, ResultCode};
        let draft = self.round(round);
        let mut warnings = Vec::new();
        if let Some(tpn) = bye
            && draft.is_none_or(|r| r.bye != Some(tpn))
            && event.player(tpn).is_some_and(|p| {
                p.rounds.iter().any(|e| {
                    matches!(e.result, ResultCode::PairingBye | ResultCode::ForfeitWin)
                        || (e.opponent.is_none() && e.result == ResultCode::FullBye)
                })
            })
        {
            warnings.push(Warning::ByeAgain { player: tpn });
        }
        for b in boards {
            if draft.is_some_and(|r| r.boards.contains(b)) {
                continue;
            }
            for (tpn, colour) in [(b.white, Colour::White), (b.black, Colour::Black)] {
                let Some(p) = event.player(tpn) else {
                    continue;
                };
                let played: Vec<Colour> = p
                    .rounds
                    .iter()
                    .filter(|e| e.played_opponent().is_some())
                    .filter_map(|e| e.colour)
                    .collect();
                let whites = played.iter().filter(|c| **c == Colour::White).count();
                let blacks = played.len() - whites;
                let (w, bl) = match colour {
                    Colour::White => (whites + 1, blacks),
                    Colour::Black => (whites, blacks + 1),
                };
                let difference =
                    i64::try_from(w).unwrap_or(i64::MAX) - i64::try_from(bl).unwrap_or(i64::MAX);
                if difference.abs() > 2 {
                    warnings.push(Warning::ColourDifference {
                        player: tpn,
                        difference,
                    });
                }
                if played.len() >= 2 && played[played.len() - 2..].iter().all(|c| *c == colour) {
                    warnings.push(Warning::ColourThree { player: tpn });
                }
            }
        }
        warnings
    }

    /// The first round not yet published: the draft's, if a round is paired and not
    /// published, else the next to pair.
    pub fn next_open_round(&self) -> usize {
        match self.rounds.last() {
            Some(r) if !r.published => r.number,
            _ => self.rounds.len() + 1,
        }
    }

    /// Checks that the absence of player `tpn` from round `round` can be taken back (issue 35,
    /// item 2), whatever came after it: it exists, and its first round is not published (a
    /// round published keeps its boards: the absent player's game is settled over the board,
    /// Art. 6.7.1; an absence of later rounds only is recorded anew). A draft that left the
    /// player out is then out of date ([`Tournament::check_publish`]).
    pub fn check_present(&self, tpn: StartingNumber, round: usize) -> Result<(), HallError> {
        if self.absence_from(tpn, round).is_none() {
            return Err(HallError::AbsenceNotFound { player: tpn, round });
        }
        if self.round(round).is_some_and(|r| r.published) {
            return Err(HallError::AbsenceRoundPublished { player: tpn, round });
        }
        Ok(())
    }

    /// Checks a discard of round `round`'s draft (issue 35, item 2): the round is paired and
    /// not published (its games do not exist yet; once published, its boards are settled
    /// over the board: 6.7.1, 12.9.6).
    pub fn check_discard(&self, round: usize) -> Result<(), HallError> {
        match self.round(round) {
            None => Err(HallError::DiscardNoDraft { round }),
            Some(r) if r.published => Err(HallError::DiscardPublished { round }),
            Some(_) => Ok(()),
        }
    }

    /// Checks that round `round`'s draft can be published as it stands: in a Swiss event, it
    /// pairs nobody absent from the round and leaves out nobody present (C.04.1: the players
    /// present are paired; an absence recorded after the draft was made calls for a new
    /// pairing: see [`Tournament::check_absence`]).
    pub fn check_publish(&self, round: usize) -> Result<(), HallError> {
        let Some(r) = self.round(round) else {
            return Ok(());
        };
        match self.check_pairing(round, &r.boards, r.bye) {
            Err(HallError::PairingPlayerAbsent { player, .. }) => Err(HallError::DraftOutdated {
                round,
                players: player.to_string(),
            }),
            Err(HallError::PairingPlayersLeftOut { players }) => {
                Err(HallError::DraftOutdated { round, players })
            }
            _ => Ok(()),
        }
    }

    /// What an undo would take back now (issue 35, item 4): the arbiter's last act — the last
    /// step that counts, or a publication with the forfeits recorded at it. `played(round,
    /// board)` says whether a board's game has a move or a result: a publication is taken back
    /// only before any (its games are then left unplayed, and the round is a draft again);
    /// after a move, the round is settled over the board. `expected`, if given, is the step
    /// the arbiter saw as the last (another tab may have acted since).
    pub fn check_undo(
        &self,
        expected: Option<i64>,
        played: impl Fn(usize, usize) -> bool,
    ) -> Result<Undo, HallError> {
        let history = self.history();
        let Some(mut at) = history.len().checked_sub(1) else {
            return Err(HallError::UndoNothing);
        };
        let forfeit_at_publication = |step: &Step| {
            matches!(step, Step::Decided { decided, .. }
                if decided.game_seq.is_none() && !decided.notes.is_empty())
        };
        let mut k = at;
        while k > 0 && forfeit_at_publication(&history[k].1) {
            k -= 1;
        }
        if k < at
            && let Step::Published { round, .. } = &history[k].1
            && history[k + 1..]
                .iter()
                .all(|(_, s)| matches!(s, Step::Decided { round: r, .. } if r == round))
        {
            at = k;
        }
        let (seq, step) = &history[at];
        if let Some(expected) = expected
            && expected != *seq
        {
            return Err(HallError::UndoNotLast {
                seq: expected,
                last: *seq,
            });
        }
        // A result declared in a game (issue 35, item 1) is withdrawn only while it is the
        // game's last word: the game's fact is the declaration's own step (its journal then
        // refuses the withdrawal itself if anything came after: `no_declaration_to_withdraw`).
        if let Step::Ruled {
            round,
            board,
            game_seq,
            ..
        } = step
            && self
                .game_fact(*round, *board)
                .is_none_or(|f| f.seq != *game_seq)
        {
            return Err(HallError::UndoRulingOvertaken {
                round: *round,
                board: *board,
            });
        }
        if let Step::Published { round, .. } = step
            && let Some(r) = self.round(*round)
        {
            let played = (1..=r.boards.len()).find(|&b| {
                played(*round, b)
                    || (self.game_fact(*round, b).is_some() && !r.decided.contains_key(&(b - 1)))
            });
            if let Some(board) = played {
                return Err(HallError::UndoPublishedPlayed {
                    round: *round,
                    board,
                });
            }
        }
        Ok(Undo {
            seq: *seq,
            step: step.clone(),
            with: history.len() - at - 1,
        })
    }
}
