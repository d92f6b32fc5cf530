//! The event's state: its regulations and its journal replayed, with the results its games
//! tell ([`GameFact`]). Every view — the TRF event, the pairing checks, the PGN tags — reads
//! this state and nothing else.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use super::journal::{Absence, Decided, Pair, PlayerIn, Step, System};
use crate::{Colour, ScoringSystem, StartingNumber, TieBreak};

/// The event's regulations as the machine reads them (the server keeps the rest: the games'
/// config and seats).
#[derive(Clone, Debug, PartialEq)]
pub struct Regulations {
    /// The event's name (TRF tag 012).
    pub name: String,
    /// How it is paired.
    pub system: System,
    /// Rounds planned (a round robin has as many as its table).
    pub rounds: Option<usize>,
    /// A double round robin (C.05 Annex 1).
    pub double: bool,
    /// The tie-breaks in order (C.07), if they read.
    pub tiebreaks: Option<Vec<TieBreak>>,
    /// The first day, as written (TRF tag 042).
    pub start_date: Option<String>,
    /// The last day, as written (TRF tag 052).
    pub end_date: Option<String>,
    /// Town and hall (TRF tag 022).
    pub venue: Option<String>,
    /// A FIDE-rated event: a pairing changed by hand is announced.
    pub fide_rated: bool,
    /// The colour of round 1's top player (C.04.3 5.2.5), if it reads.
    pub colour: Option<Colour>,
    /// The points of each result (Art. 10; TRF tag 162).
    pub scoring: ScoringSystem,
}

/// A player of the event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Entrant {
    /// Starting number.
    pub tpn: StartingNumber,
    /// Name.
    pub name: String,
    /// FIDE rating.
    pub rating: Option<u16>,
    /// FIDE id.
    pub fide_id: Option<u64>,
    /// Federation.
    pub federation: Option<String>,
    /// FIDE title (TRF columns 11-13), when entered.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// The rounds already paired when the player entered (their earlier rounds are absences).
    pub entered_after: usize,
}

/// A round.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Round {
    /// Its number, from 1.
    pub number: usize,
    /// The boards.
    pub boards: Vec<Pair>,
    /// The bye.
    pub bye: Option<StartingNumber>,
    /// The explanation of the pairing.
    pub explanation: serde_json::Value,
    /// The changes the arbiter made, with their reasons and warnings.
    pub changes: Vec<serde_json::Value>,
    /// Whether it is published (its games created).
    pub published: bool,
    /// Each board's game, once published.
    pub games: Vec<String>,
    /// Results the arbiter recorded in the event, by board (0-based).
    pub decided: BTreeMap<usize, Decided>,
}

/// What a board's game says of its result: the game's own journal is its source (its ending,
/// the arbiter's ruling in it, a correction from its console).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameFact {
    /// `1-0`, `0-1`, `1/2-1/2`, `+/-`, `-/+`, `-/-`.
    pub result: String,
    /// The game lasted less than one move by each (TRF's unrated `W D L`).
    pub short: bool,
    /// The step of the game's journal that gave this result.
    pub seq: i64,
}

/// Where a board's result comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The board's game: its ending, a ruling or a correction journalled in the game.
    Game,
    /// The event's journal: the arbiter's correction from the event's route, or a forfeit at
    /// publication (Art. 6.7.1).
    Event,
}

/// A board's result as every view reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardResult<'a> {
    /// `1-0`, `0-1`, `1/2-1/2`, `+/-`, `-/+`, `-/-`.
    pub result: &'a str,
    /// Under one move by each (unrated): a game's only.
    pub short: bool,
    /// Where it comes from.
    pub source: Source,
    /// The event's record, when it is the source.
    pub decided: Option<&'a Decided>,
}

/// An event as it runs: its regulations and its journal of steps replayed into one state, with
/// the results its games tell. A pure machine, as `game::Game` is a game's: no I/O, no clock.
///
/// Named `Tournament`, not `Event`: [`crate::Event`] is the TRF file's type, a public name that
/// stays; this is the event's journal replayed, of which a TRF [`crate::Event`] is one view
/// ([`Tournament::to_event`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    /// Its regulations.
    pub regulations: Regulations,
    /// The players, in starting-number order.
    pub players: Vec<Entrant>,
    /// The rounds paired.
    pub rounds: Vec<Round>,
    /// Queue items dealt with.
    pub acknowledged: BTreeSet<String>,
    /// The absences recorded, in order (withdrawals, exclusions, requested byes).
    pub absences: Vec<Absence>,
    /// Steps journalled.
    pub seq: i64,
    /// The steps that did not apply on replay (by number): checked before they are journalled,
    /// none should be.
    pub skipped: Vec<i64>,
    entered: Vec<(PlayerIn, usize)>,
    /// `entered`'s index of each starting number's player, in starting-number order.
    order: Vec<usize>,
    /// What each published board's game says, by (round, board from 1).
    games: BTreeMap<(usize, usize), GameFact>,
    /// The steps that count, with their numbers: every step applied, without those taken back
    /// ([`Step::Undone`]) and without the `Undone` steps themselves, nor the rulings withdrawn
    /// from a game's console ([`Step::RulingWithdrawn`]). An undo replays them.
    pub(super) history: Vec<(i64, Step)>,
}

impl Tournament {
    /// A new event.
    pub fn new(regulations: Regulations) -> Tournament {
        Tournament {
            regulations,
            players: Vec::new(),
            rounds: Vec::new(),
            acknowledged: BTreeSet::new(),
            absences: Vec::new(),
            seq: 0,
            skipped: Vec::new(),
            entered: Vec::new(),
            order: Vec::new(),
            games: BTreeMap::new(),
            history: Vec::new(),
        }
    }

    /// Applies a journalled step. Steps are checked before they are journalled; one that does
    /// not apply on replay is skipped and its number kept in [`Tournament::skipped`].
    pub fn apply(&mut self, step: &Step) {
        self.seq += 1;
        let applied = match step {
            Step::Undone { seq, .. } => self.undo(*seq),
            Step::RulingWithdrawn {
                round,
                board,
                game_seq,
            } => self.forget_ruling(*round, *board, *game_seq),
            other => {
                let applied = self.effect(other);
                if applied {
                    self.history.push((self.seq, other.clone()));
                }
                applied
            }
        };
        if !applied {
            self.skipped.push(self.seq);
        }
    }

    /// The steps that count now, with their numbers (issue 35, item 4): those applied and not
    /// taken back, in order.
    pub fn history(&self) -> &[(i64, Step)] {
        &self.history
    }

    /// Takes back step `seq` and the steps after it (those [`Tournament::check_undo`] allows:
    /// a publication's forfeits): the state becomes the replay of the steps before it, from
    /// the regulations, with the journal's count, the skipped steps and what the games of the
    /// rounds still published say. Pure: the same journal gives the same state.
    fn undo(&mut self, seq: i64) -> bool {
        let Some(at) = self.history.iter().position(|(s, _)| *s == seq) else {
            return false;
        };
        let mut fresh = Tournament::new(self.regulations.clone());
        for (s, step) in &self.history[..at] {
            if fresh.effect(step) {
                fresh.history.push((*s, step.clone()));
            }
        }
        fresh.seq = self.seq;
        fresh.skipped = std::mem::take(&mut self.skipped);
        fresh.games = std::mem::take(&mut self.games);
        let published: BTreeSet<usize> = fresh
            .rounds
            .iter()
            .filter(|r| r.published)
            .map(|r| r.number)
            .collect();
        fresh
            .games
            .retain(|(round, _), _| published.contains(round));
        *self = fresh;
        true
    }

    /// A step's effect on the state; `false` if it does not apply.
    fn effect(&mut self, step: &Step) -> bool {
        match step {
            Step::Undone { .. } | Step::RulingWithdrawn { .. } => false,
            Step::Discarded { round, .. } => {
                let draft = self
                    .rounds
                    .last()
                    .is_some_and(|r| r.number == *round && !r.published);
                if draft {
                    self.rounds.pop();
                }
                draft
            }
            Step::Player { player } => {
                self.entered.push((player.clone(), self.rounds.len()));
                self.number();
                true
            }
            Step::Paired {
                round,
                boards,
                bye,
                explanation,
            } => {
                let next = *round == self.rounds.len() + 1;
                if next {
                    self.rounds.push(Round {
                        number: *round,
                        boards: boards.clone(),
                        bye: *bye,
                        explanation: explanation.clone(),
                        changes: Vec::new(),
                        published: false,
                        games: Vec::new(),
                        decided: BTreeMap::new(),
                    });
                }
                next
            }
            Step::Changed {
                round,
                boards,
                bye,
                reason,
                warnings,
                warning_notes,
            } => match self.round_mut(*round) {
                Some(r) => {
                    let mut change = serde_json::json!({
                        "from": {"boards": r.boards, "bye": r.bye},
                        "reason": reason,
                        "warnings": warnings,
                    });
                    if let Some(notes) = warning_notes {
                        change["warning_notes"] = serde_json::json!(notes);
                    }
                    r.changes.push(change);
                    r.boards.clone_from(boards);
                    r.bye = *bye;
                    true
                }
                None => false,
            },
            Step::Published { round, games } => match self.round_mut(*round) {
                Some(r) => {
                    r.games.clone_from(games);
                    r.published = true;
                    true
                }
                None => false,
            },
            Step::Decided {
                round,
                board,
                decided,
            } => match self.round_mut(*round) {
                Some(r) => {
                    r.decided.insert(board.saturating_sub(1), decided.clone());
                    true
                }
                None => false,
            },
            Step::Acknowledged { item } => {
                self.acknowledged.insert(item.clone());
                true
            }
            Step::Absent { absence } => {
                self.absences.push(absence.clone());
                true
            }
            Step::Ruled { round, board, .. } => self
                .round(*round)
                .is_some_and(|r| r.published && *board >= 1 && *board <= r.games.len()),
            Step::Present { player, round, .. } => match self.absence_from(*player, *round) {
                Some(i) => {
                    self.absences.remove(i);
                    true
                }
                None => false,
            },
            Step::Edited { player, entry } => {
                match self.order.get(usize::from(*player).wrapping_sub(1)) {
                    Some(&k) => {
                        self.entered[k].0 = entry.clone();
                        self.number();
                        true
                    }
                    None => false,
                }
            }
        }
    }

    /// What board `board` (from 1) of round `round`'s game says now (`None` while it goes on).
    /// Not a step of the event's journal: the game's own journal is its source.
    pub fn observe(&mut self, round: usize, board: usize, fact: Option<GameFact>) {
        match fact {
            Some(fact) => {
                self.games.insert((round, board), fact);
            }
            None => {
                self.games.remove(&(round, board));
            }
        }
    }

    /// What board `board` of round `round`'s game said last, if it ended.
    pub fn game_fact(&self, round: usize, board: usize) -> Option<&GameFact> {
        self.games.get(&(round, board))
    }

    /// The result of board `board` (from 1) of round `round`, as every view reads it: the
    /// latest fact of the two journals. The event's record stands unless the game's result was
    /// given after it (a correction from the game's console after one from the event's route);
    /// a record of a journal from before issue 31, which does not say when it was made, stands.
    pub fn result(&self, round: usize, board: usize) -> Option<BoardResult<'_>> {
        let decided = self
            .round(round)
            .and_then(|r| r.decided.get(&board.checked_sub(1)?));
        let game = self.games.get(&(round, board));
        match (decided, game) {
            (Some(d), Some(g)) if d.game_seq.is_some_and(|s| g.seq > s) => Some(from_game(g)),
            (Some(d), _) => Some(BoardResult {
                result: d.result.as_str(),
                short: false,
                source: Source::Event,
                decided: Some(d),
            }),
            (None, Some(g)) => Some(from_game(g)),
            (None, None) => None,
        }
    }

    /// The event's record on a board when it is the board's result ([`Tournament::result`]).
    pub fn decided(&self, round: usize, board: usize) -> Option<&Decided> {
        self.result(round, board).and_then(|r| r.decided)
    }

    /// The players as entered, in the order entered.
    pub fn entered(&self) -> impl Iterator<Item = &PlayerIn> {
        self.entered.iter().map(|(p, _)| p)
    }

    /// The absence that keeps player `tpn` out of round `n`, if any (the last recorded one
    /// that covers the round).
    pub fn absence(&self, tpn: StartingNumber, n: usize) -> Option<&Absence> {
        self.absences
            .iter()
            .rev()
            .find(|a| a.player == tpn && a.covers(n))
    }

    /// The index in [`Tournament::absences`] of the last absence recorded of `tpn` from round
    /// `from` (what [`Step::Present`] takes back).
    pub fn absence_from(&self, tpn: StartingNumber, from: usize) -> Option<usize> {
        self.absences
            .iter()
            .rposition(|a| a.player == tpn && a.from == Some(from))
    }

    /// The round numbered `n`.
    pub fn round(&self, n: usize) -> Option<&Round> {
        n.checked_sub(1).and_then(|i| self.rounds.get(i))
    }

    fn round_mut(&mut self, n: usize) -> Option<&mut Round> {
        n.checked_sub(1).and_then(|i| self.rounds.get_mut(i))
    }

    /// The player with starting number `tpn`.
    pub fn player(&self, tpn: StartingNumber) -> Option<&Entrant> {
        self.players.iter().find(|p| p.tpn == tpn)
    }

    /// Each starting number's place in the order entered (for [`Tournament::check_edit`]).
    pub(super) fn order(&self) -> &[usize] {
        &self.order
    }

    /// The rounds planned: the regulations', or the round robin's table.
    pub fn planned_rounds(&self) -> usize {
        match self.regulations.system {
            System::Swiss => self.regulations.rounds.unwrap_or(0),
            System::RoundRobin => {
                let n = self.players.len() + self.players.len() % 2;
                let single = n.saturating_sub(1);
                if self.regulations.double {
                    2 * single
                } else {
                    single
                }
            }
        }
    }

    /// Gives the starting numbers. A round robin numbers its players in the order entered (the
    /// arbiter enters them in the order drawn, C.05). A Swiss event ranks the players entered
    /// before round 1 by rating, then name (C.04.2 B: the initial ranking list); players who
    /// enter later get the next numbers, in the order they enter.
    fn number(&mut self) {
        let mut order: Vec<usize> = (0..self.entered.len()).collect();
        if self.regulations.system == System::Swiss {
            order.sort_by(|&a, &b| {
                let (pa, ra) = &self.entered[a];
                let (pb, rb) = &self.entered[b];
                ra.cmp(rb)
                    .then(pb.rating.unwrap_or(0).cmp(&pa.rating.unwrap_or(0)))
                    .then(pa.name.cmp(&pb.name))
                    .then(a.cmp(&b))
            });
        }
        self.order.clone_from(&order);
        self.players = order
            .into_iter()
            .enumerate()
            .map(|(i, k)| {
                let (p, after) = &self.entered[k];
                Entrant {
                    tpn: StartingNumber::try_from(i + 1).unwrap_or(StartingNumber::MAX),
                    name: p.name.trim().to_owned(),
                    rating: p.rating,
                    fide_id: p.fide_id,
                    federation: p.federation.clone(),
                    title: p.title.clone(),
                    entered_after: *after,
                }
            })
            .collect();
    }
}

fn from_game(g: &GameFact) -> BoardResult<'_> {
    BoardResult {
        result: g.result.as_str(),
        short: g.short,
        source: Source::Game,
        decided: None,
    }
}
