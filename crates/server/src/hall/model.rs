//! An event as the hall keeps it: its regulations ([`Spec`]), and the replay of its journal of
//! arbiter's steps ([`Step`]) — players entered, rounds paired, pairings changed, rounds
//! published with their games, results decided — into a [`Hall`]. The event's standings, TRF and
//! crosstable are the `tournament` crate's, over the [`tournament::Event`] that
//! [`Hall::to_event`] builds from it and from its games' results.

use std::collections::{BTreeMap, BTreeSet};

use protocol::{Config, Seat};
use serde::{Deserialize, Serialize};
use tournament::{Colour, Player, ResultCode, RoundEntry, StartingNumber, TieBreak};

use super::codes as hall;
use crate::error::ApiError;

/// How the event is paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum System {
    /// The FIDE Dutch system (C.04.3), by `tournament::dutch`.
    Swiss,
    /// A round robin by the Berger tables (C.05 Annex 1).
    RoundRobin,
}

/// The event's regulations, as `POST /api/events` takes them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spec {
    /// The event's name (TRF tag 012).
    pub name: String,
    /// `swiss` or `round_robin`.
    pub system: System,
    /// Rounds planned (a Swiss event needs it; a round robin has as many as its table).
    #[serde(default)]
    pub rounds: Option<usize>,
    /// A double round robin (C.05 Annex 1: colours reversed, the first cycle's two last rounds
    /// swapped).
    #[serde(default)]
    pub double: bool,
    /// Tie-breaks by FIDE code, in order (C.07); by default `BH/C1, BH, SB` for a Swiss event,
    /// `DE, SB, WIN` for a round robin.
    #[serde(default)]
    pub tiebreaks: Option<Vec<String>>,
    /// The first day, `YYYY/MM/DD` or `YYYY-MM-DD`: the C.07 edition in force (TRF tag 042).
    #[serde(default)]
    pub start_date: Option<String>,
    /// The last day, `YYYY/MM/DD` or `YYYY-MM-DD` (TRF tag 052; issue 35).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_date: Option<String>,
    /// Where the event is played: town and hall (TRF tag 022; issue 35).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub venue: Option<String>,
    /// A FIDE-rated event: changing the Dutch system's pairing is announced with a warning.
    #[serde(default)]
    pub fide_rated: bool,
    /// The colour of the top-ranked player in round 1 (C.04.3 E.5: drawn by lot before the
    /// event); `white` unless said.
    #[serde(default)]
    pub initial_colour: Option<String>,
    /// The config of every game: time control, Laws, mode, regulations — its
    /// `regulations.scoring` is the event's scoring (Art. 10), its `default_time_ms` the
    /// default time (6.7.1). The players' names are the event's.
    #[serde(default)]
    pub config: Config,
    /// The seats of every game: `"human"` (each player gets a link) or an engine (a test event).
    #[serde(default)]
    pub seats: Seat,
    /// A test event's seats board by board, instead of `seats`: board `i` (from 1) takes entry
    /// `(i - 1) % len`, so that a load run mixes engine and human seats.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_seats: Option<Vec<protocol::Seats>>,
}

impl Spec {
    /// The seats of board `i` (from 1).
    pub fn seats_of(&self, board: usize) -> protocol::Seats {
        match &self.board_seats {
            Some(list) if !list.is_empty() => list[(board.saturating_sub(1)) % list.len()].clone(),
            _ => protocol::Seats {
                white: self.seats.clone(),
                black: self.seats.clone(),
            },
        }
    }
}

impl Spec {
    /// The tie-breaks, parsed.
    pub fn tiebreaks(&self) -> Result<Vec<TieBreak>, ApiError> {
        match &self.tiebreaks {
            Some(codes) => TieBreak::parse_list(&codes.join(",")).map_err(|e| hall::tiebreak(&e)),
            None => Ok(match self.system {
                System::Swiss => TieBreak::DEFAULT[1..].to_vec(),
                System::RoundRobin => {
                    TieBreak::parse_list("DE,SB,WIN").map_err(|e| hall::tiebreak(&e))?
                }
            }),
        }
    }

    /// The colour of round 1's top player.
    pub fn colour(&self) -> Result<Colour, ApiError> {
        match self.initial_colour.as_deref() {
            None | Some("white") => Ok(Colour::White),
            Some("black") => Ok(Colour::Black),
            Some(other) => {
                Err(hall::BAD_INITIAL_COLOUR.refuse(game::params! { "colour" => other }))
            }
        }
    }

    /// Checks what can be checked before any player enters.
    pub fn check(&self) -> Result<(), ApiError> {
        if self.name.trim().is_empty() || self.name.chars().count() > 200 {
            return Err(hall::EVENT_NAME_LENGTH.bare());
        }
        // Issue 34: a name is one line: a line break would forge a TRF record or a PGN tag.
        one_line("name", &self.name)?;
        one_line("config.time_control", &self.config.time_control)?;
        if let Some(fen) = &self.config.start_fen {
            one_line("config.start_fen", fen)?;
        }
        match (self.system, self.rounds) {
            (System::Swiss, None) => {
                return Err(hall::SWISS_NEEDS_ROUNDS.bare());
            }
            (_, Some(n)) if !(1..=99).contains(&n) => {
                return Err(hall::EVENT_ROUNDS_RANGE.refuse(game::params! { "rounds" => n }));
            }
            _ => {}
        }
        if self.board_seats.as_ref().is_some_and(Vec::is_empty) {
            return Err(hall::BOARD_SEATS_EMPTY.bare());
        }
        if let Some(date) = &self.start_date
            && tournament::tiebreak::Date::parse(date).is_none()
        {
            return Err(hall::BAD_START_DATE.refuse(game::params! { "date" => date.as_str() }));
        }
        if let Some(date) = &self.end_date
            && tournament::tiebreak::Date::parse(date).is_none()
        {
            return Err(hall::BAD_END_DATE.refuse(game::params! { "date" => date.as_str() }));
        }
        if self.venue.as_ref().is_some_and(|v| v.chars().count() > 200) {
            return Err(hall::VENUE_LENGTH.bare());
        }
        self.tiebreaks()?;
        self.colour()?;
        game::Game::new(self.config.clone()).map_err(|e| hall::config(&e))?;
        Ok(())
    }
}

impl Spec {
    /// Checks the seats against the engines this server has (issue 34, point 7): every board's
    /// seats as `POST /api/games` checks a game's (`unknown_engine`, a level out of 1..20), at
    /// the event's creation, so that no publication fails on them later.
    pub fn check_seats(&self, engines: &[(String, String)]) -> Result<(), ApiError> {
        let mut all: Vec<(String, &Seat)> = vec![("seats".to_owned(), &self.seats)];
        for (i, seats) in self.board_seats.iter().flatten().enumerate() {
            all.push((format!("board_seats[{i}].white"), &seats.white));
            all.push((format!("board_seats[{i}].black"), &seats.black));
        }
        for (name, seat) in all {
            let Seat::Engine { engine, level } = seat else {
                continue;
            };
            if !engines.iter().any(|(known, _)| known == engine) {
                let known: Vec<&str> = engines.iter().map(|(n, _)| n.as_str()).collect();
                return Err(hall::EVENT_UNKNOWN_ENGINE.refuse(game::params! {
                    "seat" => name.as_str(),
                    "engine" => engine.as_str(),
                    "known" => known.join(", "),
                }));
            }
            if !(1..=20).contains(level) {
                return Err(hall::EVENT_BAD_LEVEL.refuse(game::params! {
                    "seat" => name.as_str(),
                    "level" => u32::from(*level),
                }));
            }
        }
        Ok(())
    }
}

/// 400 `event_name_control` when `text` holds a control character (issue 34).
fn one_line(field: &str, text: &str) -> Result<(), ApiError> {
    match crate::names::forbidden_char(text) {
        Some((at, _)) => Err(hall::EVENT_NAME_CONTROL.refuse(game::params! {
            "field" => field,
            "position" => at + 1,
        })),
        None => Ok(()),
    }
}

/// The longest reason the arbiter writes (a pairing changed, an absence, a result recorded).
pub const MAX_REASON: usize = 500;

/// A reason as the arbiter writes it: at most [`MAX_REASON`] characters, one line (issue 34: it
/// goes into the event's PGN as a comment). 400 `reason_text` naming the field otherwise.
pub fn check_reason(field: &str, text: &str) -> Result<(), ApiError> {
    if text.chars().count() > MAX_REASON || crate::names::forbidden_char(text).is_some() {
        return Err(hall::REASON_TEXT.refuse(game::params! { "field" => field }));
    }
    Ok(())
}

/// A player as entered (`POST /api/events/{id}/players`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerIn {
    /// "Lastname, Firstname".
    pub name: String,
    /// FIDE rating.
    #[serde(default)]
    pub rating: Option<u16>,
    /// FIDE id.
    #[serde(default)]
    pub fide_id: Option<u64>,
    /// Federation, three letters.
    #[serde(default)]
    pub federation: Option<String>,
}

impl PlayerIn {
    /// Checks the fields against TRF's columns.
    pub fn check(&self) -> Result<(), ApiError> {
        let n = self.name.trim().chars().count();
        if n == 0 || n > 33 {
            return Err(hall::PLAYER_NAME_LENGTH.bare());
        }
        // Issue 34: a line break would split the player's TRF record and PGN tags.
        if let Some((at, _)) = crate::names::forbidden_char(&self.name) {
            return Err(hall::PLAYER_NAME_CONTROL.refuse(game::params! { "position" => at + 1 }));
        }
        if self.rating.is_some_and(|r| r > 3500) {
            return Err(hall::PLAYER_RATING_RANGE.bare());
        }
        if self.fide_id.is_some_and(|id| id > 99_999_999_999) {
            return Err(hall::PLAYER_FIDE_ID_RANGE.bare());
        }
        if let Some(f) = &self.federation
            && !(f.len() == 3 && f.bytes().all(|b| b.is_ascii_uppercase()))
        {
            return Err(
                hall::PLAYER_BAD_FEDERATION.refuse(game::params! { "federation" => f.as_str() })
            );
        }
        Ok(())
    }
}

impl PlayerIn {
    /// This player against those entered before him (issue 34, point 8): a FIDE id already
    /// entered is the same player entered twice, refused (409 `player_fide_id_twice`: two
    /// entries of one player would be paired together, and FIDE ids identify a player for
    /// rating, C.04.A); the same name, rating and federation where a FIDE id is missing may be
    /// two namesakes, so it is only a warning (`player_maybe_twice`).
    pub fn against<'a>(
        &self,
        before: impl IntoIterator<Item = &'a PlayerIn>,
    ) -> Result<Option<hall::Note>, ApiError> {
        let mut warning = None;
        let name = self.name.trim().to_lowercase();
        for other in before {
            if let (Some(id), Some(theirs)) = (self.fide_id, other.fide_id)
                && id == theirs
            {
                return Err(hall::PLAYER_FIDE_ID_TWICE.refuse(game::params! {
                    "fide_id" => id.to_string(),
                    "name" => other.name.trim(),
                }));
            }
            let unidentified = self.fide_id.is_none() || other.fide_id.is_none();
            if unidentified
                && warning.is_none()
                && other.name.trim().to_lowercase() == name
                && other.rating == self.rating
                && other.federation == self.federation
            {
                warning = Some(
                    hall::PLAYER_MAYBE_TWICE.note(game::params! { "name" => self.name.trim() }),
                );
            }
        }
        Ok(warning)
    }
}

/// A board as paired: White's and Black's starting numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pair {
    /// White's starting number.
    pub white: StartingNumber,
    /// Black's starting number.
    pub black: StartingNumber,
}

/// A result the arbiter recorded on a board after its game ended (a correction), or on a board
/// whose game cannot take it (a round robin's absent player, forfeited at publication: Art.
/// 6.7.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decided {
    /// `1-0`, `0-1`, `1/2-1/2`, `+/-`, `-/+`, `-/-`.
    pub result: String,
    /// Why, as the arbiter wrote it; for a forfeit at publication, the English of `notes`.
    #[serde(default)]
    pub reason: Option<String>,
    /// Why the hall recorded it, by code (one note an absent player: `absent_suspension`…),
    /// for a page to say it in its language. Absent from what the arbiter decided, and from
    /// journals written before the hall had codes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<hall::Note>,
}

/// One step of an event's journal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Step {
    /// A player enters.
    Player {
        /// The player.
        player: PlayerIn,
    },
    /// A round is paired (not yet published), with the pairing's explanation (C.04.1).
    Paired {
        /// The round.
        round: usize,
        /// The boards, in order.
        boards: Vec<Pair>,
        /// The pairing-allocated bye (or, in a round robin, the player the table leaves out).
        bye: Option<StartingNumber>,
        /// Why each board is what it is (the Dutch engine's notes), as JSON.
        #[serde(default)]
        explanation: serde_json::Value,
    },
    /// The arbiter changed the pairing before publishing it.
    Changed {
        /// The round.
        round: usize,
        /// The boards now.
        boards: Vec<Pair>,
        /// The bye now.
        bye: Option<StartingNumber>,
        /// Why, as the arbiter wrote it.
        reason: String,
        /// The warnings given, as English strings (`rematch: …`, `fide_rated: …`): the
        /// contract's, unchanged.
        warnings: Vec<String>,
        /// The same warnings by code (`pairing_rematch`, `pairing_changed_fide_rated`), with
        /// their params and English, for a page to say them in its language. `None` in a
        /// journal written before the hall had codes.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        warning_notes: Option<Vec<hall::Note>>,
    },
    /// The round is published: its games are created, one a board.
    Published {
        /// The round.
        round: usize,
        /// Each board's game id.
        games: Vec<String>,
    },
    /// A result recorded by the arbiter on a board whose game had ended.
    Decided {
        /// The round.
        round: usize,
        /// The board (1-based).
        board: usize,
        /// The result.
        decided: Decided,
    },
    /// An item of the queue the arbiter has dealt with.
    Acknowledged {
        /// The item's id.
        item: String,
    },
    /// A player misses later rounds: a withdrawal, a suspension (Art. 12.9.8), an expulsion
    /// (Art. 12.9.9), or a bye the player asked for (half, full or zero point).
    Absent {
        /// The absence.
        absence: Absence,
    },
    /// The arbiter corrected a player's entry (issue 35): name, rating, FIDE id, federation.
    /// Once a round is paired, an edit that would change a starting number is refused
    /// ([`Hall::check_edit`]).
    Edited {
        /// The player's starting number when edited.
        player: StartingNumber,
        /// The entry now.
        entry: PlayerIn,
    },
}

/// Why a player misses rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AbsenceKind {
    /// The player withdraws from the rest of the event.
    Withdrawal,
    /// Excluded "pour une ou plusieurs rondes" (Art. 12.9.8).
    Suspension,
    /// Excluded "de la compétition" (Art. 12.9.9).
    Expulsion,
    /// A bye the player asked for, before the round is paired (the event's regulations say
    /// which byes it grants and what they score).
    Bye,
}

/// What a requested bye scores (TRF `H`, `F`, `Z`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ByePoints {
    /// A half-point bye (`H`).
    Half,
    /// A full-point bye (`F`).
    Full,
    /// A zero-point bye (`Z`).
    Zero,
}

/// A player's absence from later rounds, as journalled (`POST /api/events/{id}/absences`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Absence {
    /// The player's starting number.
    pub player: StartingNumber,
    /// Why.
    pub kind: AbsenceKind,
    /// The first round missed; by default the next round not yet paired.
    #[serde(default)]
    pub from: Option<usize>,
    /// How many rounds: a suspension's (Art. 12.9.8) or a bye's (1 unless said); a withdrawal
    /// or an expulsion lasts to the end of the event.
    #[serde(default)]
    pub rounds: Option<usize>,
    /// A bye's points.
    #[serde(default)]
    pub bye: Option<ByePoints>,
    /// Why, as the arbiter wrote it.
    #[serde(default)]
    pub reason: Option<String>,
}

impl Absence {
    /// Whether the player misses round `n` (`from` is set once checked).
    pub fn covers(&self, n: usize) -> bool {
        let from = self.from.unwrap_or(usize::MAX);
        match self.kind {
            AbsenceKind::Withdrawal | AbsenceKind::Expulsion => n >= from,
            AbsenceKind::Suspension | AbsenceKind::Bye => {
                n >= from && n - from < self.rounds.unwrap_or(1)
            }
        }
    }

    /// The TRF code of a round missed: the bye's for a requested bye, else a zero-point bye
    /// (TRF has no mark for a withdrawal or an exclusion: `0000 - Z`).
    pub fn code(&self) -> ResultCode {
        match (self.kind, self.bye) {
            (AbsenceKind::Bye, Some(ByePoints::Half)) => ResultCode::HalfBye,
            (AbsenceKind::Bye, Some(ByePoints::Full)) => ResultCode::FullBye,
            _ => ResultCode::ZeroBye,
        }
    }

    /// The article, where the Laws give one.
    pub fn article(&self) -> Option<&'static str> {
        match self.kind {
            AbsenceKind::Suspension => Some("12.9.8"),
            AbsenceKind::Expulsion => Some("12.9.9"),
            AbsenceKind::Withdrawal | AbsenceKind::Bye => None,
        }
    }
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
    /// Results the arbiter recorded after the game ended, by board (0-based).
    pub decided: BTreeMap<usize, Decided>,
}

/// An event: its regulations and its journal replayed.
#[derive(Clone, Debug)]
pub struct Hall {
    /// Its id.
    pub id: String,
    /// Creation time, ms since the Unix epoch.
    pub created_ms: i64,
    /// Its regulations.
    pub spec: Spec,
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
    entered: Vec<(PlayerIn, usize)>,
    /// `entered`'s index of each starting number's player, in starting-number order.
    order: Vec<usize>,
}

impl Hall {
    /// A new event.
    pub fn new(id: String, created_ms: i64, spec: Spec) -> Hall {
        Hall {
            id,
            created_ms,
            spec,
            players: Vec::new(),
            rounds: Vec::new(),
            acknowledged: BTreeSet::new(),
            absences: Vec::new(),
            seq: 0,
            entered: Vec::new(),
            order: Vec::new(),
        }
    }

    /// Applies a journalled step. Steps are checked before they are journalled
    /// ([`Hall::check`]); one that does not apply on replay is skipped with a log line.
    pub fn apply(&mut self, step: &Step) {
        self.seq += 1;
        match step {
            Step::Player { player } => {
                self.entered.push((player.clone(), self.rounds.len()));
                self.number();
            }
            Step::Paired {
                round,
                boards,
                bye,
                explanation,
            } => {
                if *round != self.rounds.len() + 1 {
                    tracing::warn!(event = %self.id, round, "paired step out of order; skipped");
                    return;
                }
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
            Step::Changed {
                round,
                boards,
                bye,
                reason,
                warnings,
                warning_notes,
            } => {
                if let Some(r) = self.round_mut(*round) {
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
                }
            }
            Step::Published { round, games } => {
                if let Some(r) = self.round_mut(*round) {
                    r.games.clone_from(games);
                    r.published = true;
                }
            }
            Step::Decided {
                round,
                board,
                decided,
            } => {
                if let Some(r) = self.round_mut(*round) {
                    r.decided.insert(board.saturating_sub(1), decided.clone());
                }
            }
            Step::Acknowledged { item } => {
                self.acknowledged.insert(item.clone());
            }
            Step::Absent { absence } => {
                self.absences.push(absence.clone());
            }
            Step::Edited { player, entry } => {
                match self.order.get(usize::from(*player).wrapping_sub(1)) {
                    Some(&k) => {
                        self.entered[k].0 = entry.clone();
                        self.number();
                    }
                    None => tracing::warn!(event = %self.id, player, "edit of no player; skipped"),
                }
            }
        }
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

    /// Checks an absence before it is journalled, and sets its first round (the next round not
    /// yet paired, unless given) and a bye's length (one round, unless given).
    ///
    /// Later rounds only: Art. 12.9.8 and 12.9.9 exclude "pour une ou plusieurs rondes" and
    /// "de la compétition" from now on; a round already paired keeps its boards, and its
    /// games are settled on their own (a game declared lost, 12.9.6; a forfeit, 6.7). A
    /// requested bye, likewise, is given before the round is paired.
    pub fn check_absence(&self, mut a: Absence) -> Result<Absence, ApiError> {
        if self.player(a.player).is_none() {
            return Err(
                hall::ABSENCE_NO_PLAYER.refuse(game::params! { "player" => u32::from(a.player) })
            );
        }
        let next = self.rounds.len() + 1;
        let from = a.from.unwrap_or(next);
        if from == 0 {
            return Err(hall::ABSENCE_ROUND_ZERO.bare());
        }
        if from < next {
            return Err(hall::ROUND_ALREADY_PAIRED
                .refuse(game::params! { "round" => from, "next" => next }));
        }
        if from > self.planned_rounds() {
            return Err(hall::ABSENCE_PAST_LAST_ROUND.refuse(game::params! {
                "round" => from,
                "rounds" => self.planned_rounds(),
            }));
        }
        match a.kind {
            AbsenceKind::Withdrawal | AbsenceKind::Expulsion => {
                if a.rounds.is_some() || a.bye.is_some() {
                    return Err(hall::ABSENCE_TO_THE_END.bare());
                }
            }
            AbsenceKind::Suspension => {
                if a.bye.is_some() || a.rounds.is_none_or(|r| r < 1) {
                    return Err(hall::SUSPENSION_NEEDS_ROUNDS.bare());
                }
            }
            AbsenceKind::Bye => {
                if a.bye.is_none() {
                    return Err(hall::BYE_NEEDS_POINTS.bare());
                }
                if a.rounds == Some(0) {
                    return Err(hall::ABSENCE_ROUNDS_ZERO.bare());
                }
                if self.spec.system == System::RoundRobin {
                    return Err(hall::BYE_IN_ROUND_ROBIN.bare());
                }
                a.rounds = Some(a.rounds.unwrap_or(1));
            }
        }
        if let Some(gone) = self.absences.iter().find(|g| {
            g.player == a.player
                && matches!(g.kind, AbsenceKind::Withdrawal | AbsenceKind::Expulsion)
                && g.from.is_some_and(|f| f <= from)
        }) {
            return Err(hall::PLAYER_GONE.refuse(game::params! {
                "player" => u32::from(a.player),
                "round" => gone.from.unwrap_or(0),
            }));
        }
        if let Some(reason) = &a.reason {
            if reason.chars().count() > MAX_REASON {
                return Err(hall::ABSENCE_REASON_LENGTH.bare());
            }
            check_reason("reason", reason)?;
        }
        a.from = Some(from);
        Ok(a)
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

    /// Checks an edit of player `tpn`'s entry before it is journalled: the player exists, and,
    /// once a round is paired, every starting number stays (C.04.2 B: the initial ranking list
    /// is fixed when round 1 is paired; a name or a FIDE id may be corrected, not a rating that
    /// would reorder it).
    pub fn check_edit(&self, tpn: StartingNumber, entry: &PlayerIn) -> Result<(), ApiError> {
        if self.player(tpn).is_none() {
            return Err(hall::PLAYER_NO_SUCH.refuse(game::params! { "player" => u32::from(tpn) }));
        }
        if !self.rounds.is_empty() {
            let mut after = self.clone();
            after.apply(&Step::Edited {
                player: tpn,
                entry: entry.clone(),
            });
            if after.order != self.order {
                return Err(hall::PLAYER_EDIT_RENUMBERS
                    .refuse(game::params! { "player" => u32::from(tpn) }));
            }
        }
        Ok(())
    }

    /// Gives the starting numbers. A round robin numbers its players in the order entered (the
    /// arbiter enters them in the order drawn, C.05). A Swiss event ranks the players entered
    /// before round 1 by rating, then name (C.04.2 B: the initial ranking list); players who
    /// enter later get the next numbers, in the order they enter.
    fn number(&mut self) {
        let mut order: Vec<usize> = (0..self.entered.len()).collect();
        if self.spec.system == System::Swiss {
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
                    entered_after: *after,
                }
            })
            .collect();
    }

    /// The rounds planned: the spec's, or the round robin's table.
    pub fn planned_rounds(&self) -> usize {
        match self.spec.system {
            System::Swiss => self.spec.rounds.unwrap_or(0),
            System::RoundRobin => {
                let n = self.players.len() + self.players.len() % 2;
                let single = n.saturating_sub(1);
                if self.spec.double { 2 * single } else { single }
            }
        }
    }

    /// The TRF event of the published rounds (`results` gives each published board's result
    /// code pair, `None` while its game goes on), with the regulations as TRF-2026 tags.
    pub fn to_event(
        &self,
        results: &dyn Fn(usize, usize) -> Option<(ResultCode, ResultCode)>,
    ) -> tournament::Event {
        self.to_event_until(results, 0)
    }

    /// [`Hall::to_event`], with the absences recorded for the rounds after the published ones
    /// up to round `until` (as unpaired rounds: `H`, `F` or `Z`), so that the pairing of the
    /// next round leaves those players out (C.04.3: a player with a result already in the
    /// round to pair is not paired).
    pub fn to_event_until(
        &self,
        results: &dyn Fn(usize, usize) -> Option<(ResultCode, ResultCode)>,
        until: usize,
    ) -> tournament::Event {
        let mut event = tournament::Event::new();
        event.set_record("012", &self.spec.name);
        if let Some(date) = &self.spec.start_date {
            event.set_record("042", &date.replace('-', "/"));
        }
        if let Some(venue) = &self.spec.venue {
            event.set_record("022", venue);
        }
        if let Some(date) = &self.spec.end_date {
            event.set_record("052", &date.replace('-', "/"));
        }
        event.set_record(
            "092",
            match self.spec.system {
                System::Swiss => "Swiss Dutch (C.04.3)",
                System::RoundRobin => "Round robin (C.05 Annex 1)",
            },
        );
        event.set_record("142", &self.planned_rounds().to_string());
        if let Ok(c) = self.spec.colour() {
            event.set_record("152", if c == Colour::White { "W" } else { "B" });
        }
        let scoring = tournament::ScoringSystem::from(self.spec.config.regulations.scoring);
        if scoring != tournament::ScoringSystem::default() {
            event.set_record("162", &scoring.to_tag_162());
        }
        if let Ok(tbs) = self.spec.tiebreaks() {
            let codes: Vec<String> = tbs.iter().map(ToString::to_string).collect();
            event.set_record("202", &codes.join(","));
        }
        let published: Vec<&Round> = self.rounds.iter().filter(|r| r.published).collect();
        for p in &self.players {
            let mut player = Player::new(p.tpn, p.name.clone());
            player.rating = p.rating;
            player.fide_id = p.fide_id;
            player.federation = p.federation.clone().unwrap_or_default();
            for round in &published {
                let absent = self.absence(p.tpn, round.number);
                player.rounds.push(entry(round, p, absent, results));
            }
            let next = published.len() + 1;
            if until >= next
                && let Some(a) = self.absence(p.tpn, next)
            {
                // The round to pair only: a later round written here would read as played.
                player.rounds.push(RoundEntry::unpaired(a.code()));
            }
            event.push_player(player);
        }
        if let Ok(scoring) = event.scoring() {
            for player in event.players_mut() {
                player.points = Some(player.score(&scoring, usize::MAX));
            }
        }
        event
    }
}

/// A player's entry for a published round.
fn entry(
    round: &Round,
    p: &Entrant,
    absent: Option<&Absence>,
    results: &dyn Fn(usize, usize) -> Option<(ResultCode, ResultCode)>,
) -> RoundEntry {
    if round.number <= p.entered_after {
        // Not yet in the event: an absence (C.04.2 B: a late entrant scores nothing in the
        // rounds before entering, unless the regulations say otherwise).
        return RoundEntry::unpaired(ResultCode::ZeroBye);
    }
    for (i, b) in round.boards.iter().enumerate() {
        let (colour, opponent) = if b.white == p.tpn {
            (Colour::White, b.black)
        } else if b.black == p.tpn {
            (Colour::Black, b.white)
        } else {
            continue;
        };
        let result = match (round.decided.get(&i), results(round.number, i + 1)) {
            (Some(d), _) => codes(&d.result, false),
            (None, r) => r,
        };
        let code = match result {
            Some((w, bl)) => {
                if colour == Colour::White {
                    w
                } else {
                    bl
                }
            }
            None => ResultCode::Blank,
        };
        return RoundEntry::game(opponent, colour, code);
    }
    if let Some(a) = absent
        && round.bye != Some(p.tpn)
    {
        // Withdrawn, excluded (Art. 12.9.8, 12.9.9) or on a requested bye: not paired.
        return RoundEntry::unpaired(a.code());
    }
    if round.bye == Some(p.tpn) {
        return match round_robin_bye(round) {
            // C.05 Annex 1: in an odd round robin the player the table pairs with the bye is
            // simply free that round: no game, no point (recorded as an empty round, which
            // TRF-2026 reads as a zero-point bye).
            true => RoundEntry::unpaired(ResultCode::Blank),
            false => RoundEntry::unpaired(ResultCode::PairingBye),
        };
    }
    RoundEntry::unpaired(ResultCode::ZeroBye)
}

/// Whether the round's bye is a round robin's (its explanation says so).
fn round_robin_bye(round: &Round) -> bool {
    round.explanation.get("system").and_then(|s| s.as_str()) == Some("round_robin")
}

/// The TRF codes of a result, White's then Black's; `short`: the game lasted less than one move
/// (TRF `W D L`, not rated).
pub fn codes(result: &str, short: bool) -> Option<(ResultCode, ResultCode)> {
    use ResultCode::*;
    Some(match (result, short) {
        ("1-0", false) => (Win, Loss),
        ("0-1", false) => (Loss, Win),
        ("1/2-1/2", false) => (Draw, Draw),
        ("1-0", true) => (UnratedWin, UnratedLoss),
        ("0-1", true) => (UnratedLoss, UnratedWin),
        ("1/2-1/2", true) => (UnratedDraw, UnratedDraw),
        ("+/-", _) => (ForfeitWin, ForfeitLoss),
        ("-/+", _) => (ForfeitLoss, ForfeitWin),
        ("-/-", _) => (ForfeitLoss, ForfeitLoss),
        _ => return None,
    })
}

/// Checks a pairing the arbiter wrote: every number a player's, nobody twice, nobody against
/// himself, and every player entered by this round on a board or the bye (a player left out
/// would have no round at all). Answers the warnings: a rematch (C.04.1 b) and, in a FIDE-rated
/// event, that the Dutch system's pairing was changed.
pub fn check_pairing(
    hall: &Hall,
    round: usize,
    boards: &[Pair],
    bye: Option<StartingNumber>,
    results: &dyn Fn(usize, usize) -> Option<(ResultCode, ResultCode)>,
) -> Result<Vec<hall::Note>, ApiError> {
    let mut seen = BTreeSet::new();
    let mut once = |tpn: StartingNumber| -> Result<(), ApiError> {
        if hall.player(tpn).is_none() {
            return Err(
                hall::PAIRING_UNKNOWN_PLAYER.refuse(game::params! { "player" => u32::from(tpn) })
            );
        }
        if !seen.insert(tpn) {
            return Err(
                hall::PAIRING_PLAYER_TWICE.refuse(game::params! { "player" => u32::from(tpn) })
            );
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
    // A round robin keeps its table (an absent player's game is forfeited at publication);
    // a Swiss round pairs nobody who is absent from it.
    if hall.spec.system == System::Swiss
        && let Some(tpn) = seen.iter().find(|&&t| hall.absence(t, round).is_some())
    {
        return Err(hall::PAIRING_PLAYER_ABSENT.refuse(game::params! {
            "player" => u32::from(*tpn),
            "round" => round,
        }));
    }
    let left: Vec<String> = hall
        .players
        .iter()
        .filter(|p| {
            p.entered_after < round
                && !seen.contains(&p.tpn)
                && hall.absence(p.tpn, round).is_none()
        })
        .map(|p| p.tpn.to_string())
        .collect();
    if !left.is_empty() {
        return Err(
            hall::PAIRING_PLAYERS_LEFT_OUT.refuse(game::params! { "players" => left.join(", ") })
        );
    }
    let mut warnings = Vec::new();
    let event = hall.to_event(results);
    for b in boards {
        let met = event.player(b.white).is_some_and(|p| {
            p.rounds
                .iter()
                .any(|e| e.played_opponent() == Some(b.black))
        });
        if met {
            warnings.push(hall::PAIRING_REMATCH.note(game::params! {
                "white" => u32::from(b.white),
                "black" => u32::from(b.black),
            }));
        }
    }
    if hall.spec.fide_rated {
        warnings.push(hall::PAIRING_CHANGED_FIDE_RATED.note(game::params! {}));
    }
    Ok(warnings)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(system: System) -> Spec {
        serde_json::from_value(serde_json::json!({
            "name": "Test", "system": system, "rounds": 3
        }))
        .expect("a spec")
    }

    fn player(name: &str, rating: u16) -> Step {
        Step::Player {
            player: PlayerIn {
                name: name.to_owned(),
                rating: Some(rating),
                fide_id: None,
                federation: None,
            },
        }
    }

    /// C.04.2 B: the initial ranking list orders by rating; a round robin keeps the drawn order.
    #[test]
    fn c04_2_b_a_swiss_event_numbers_its_players_by_rating_a_round_robin_by_entry() {
        let mut swiss = Hall::new("e".into(), 0, spec(System::Swiss));
        let mut rr = Hall::new("r".into(), 0, spec(System::RoundRobin));
        for s in [
            player("Low", 1500),
            player("High", 2500),
            player("Mid", 2000),
        ] {
            swiss.apply(&s);
            rr.apply(&s);
        }
        let names: Vec<&str> = swiss.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["High", "Mid", "Low"]);
        let names: Vec<&str> = rr.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Low", "High", "Mid"]);
        assert_eq!(
            rr.planned_rounds(),
            3,
            "C.05: 3 players play as 4, 3 rounds"
        );
    }

    /// Art. 10.1 and TRF: each result gives both players their codes; a forfeit is not a game.
    #[test]
    fn art_10_1_results_become_trf_codes() {
        assert_eq!(
            codes("1-0", false),
            Some((ResultCode::Win, ResultCode::Loss))
        );
        assert_eq!(
            codes("-/-", false),
            Some((ResultCode::ForfeitLoss, ResultCode::ForfeitLoss))
        );
        assert_eq!(
            codes("1/2-1/2", true),
            Some((ResultCode::UnratedDraw, ResultCode::UnratedDraw))
        );
        assert_eq!(codes("2-0", false), None);
    }

    /// C.04.1: the contract's `warnings` are the English strings they always were, prefix
    /// included (`rematch: `, `fide_rated: `); the codes are beside them, in `warning_notes`.
    #[test]
    fn c04_1_the_warnings_strings_are_unchanged_beside_their_codes() {
        let rematch =
            hall::PAIRING_REMATCH.note(game::params! { "white" => 1_u32, "black" => 4_u32 });
        assert_eq!(
            hall::warning_line(&rematch),
            "rematch: players 1 and 4 have met already (C.04.1 b: two players shall not play each other more than once)"
        );
        let fide = hall::PAIRING_CHANGED_FIDE_RATED.note(game::params! {});
        assert_eq!(
            hall::warning_line(&fide),
            "fide_rated: the pairing of a FIDE-rated event was changed by hand; the change is journalled and must be justified to the rating officer (C.04.2 A.6, C.04.A)"
        );
    }

    /// C.04.1: a journal written before the hall had codes reads back: its warnings are the
    /// strings, without `warning_notes` (absent from the round's `changes` too), its forfeits
    /// without notes; one written now keeps both, the codes and params beside the strings.
    #[test]
    fn c04_1_a_change_journalled_with_english_warnings_reads_back() {
        let old = r#"{"type": "changed", "round": 1, "boards": [{"white": 1, "black": 2}],
            "bye": null, "reason": "medical",
            "warnings": ["fide_rated: the pairing of a FIDE-rated event was changed by hand"]}"#;
        let Ok(Step::Changed {
            warnings,
            warning_notes,
            ..
        }) = serde_json::from_str::<Step>(old)
        else {
            panic!("an old change reads back");
        };
        assert_eq!(
            warnings,
            ["fide_rated: the pairing of a FIDE-rated event was changed by hand"]
        );
        assert_eq!(warning_notes, None);
        let old = r#"{"type": "decided", "round": 2, "board": 1,
            "decided": {"result": "-/+", "reason": "player 4 absent from round 2: suspension (Art. 12.9.8)"}}"#;
        let Ok(Step::Decided { decided, .. }) = serde_json::from_str::<Step>(old) else {
            panic!("an old forfeit reads back");
        };
        assert!(decided.notes.is_empty());
        let note = hall::PAIRING_REMATCH.note(game::params! { "white" => 1_u32, "black" => 2_u32 });
        let now = Step::Changed {
            round: 1,
            boards: vec![],
            bye: None,
            reason: "medical".into(),
            warnings: vec![hall::warning_line(&note)],
            warning_notes: Some(vec![note]),
        };
        let text = serde_json::to_string(&now).expect("JSON");
        let value: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        assert!(value["warnings"][0].is_string(), "{text}");
        assert_eq!(
            value["warning_notes"][0]["code"], "pairing_rematch",
            "{text}"
        );
        assert_eq!(serde_json::from_str::<Step>(&text).ok(), Some(now));
    }
}
