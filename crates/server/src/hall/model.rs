//! An event as the hall keeps it: its regulations ([`Spec`]: the event's, and its games'
//! config and seats), and its journal replayed by the `tournament` crate's machine
//! ([`tournament::hall::Tournament`], issue 31) into a [`Hall`]. The rules — the steps, the
//! numbering, the checks of absences, edits and pairings, each board's result, the TRF event —
//! are the machine's; what stays here is the door: the checks of what a request carries (names,
//! reasons, seats) and the words of the machine's refusals.

use std::ops::{Deref, DerefMut};

use protocol::{Config, Seat};
use serde::{Deserialize, Serialize};
use tournament::hall::{Regulations, Tournament};
use tournament::{Colour, TieBreak};

use super::codes as hall;
use crate::error::ApiError;

pub use tournament::hall::{
    Absence, AbsenceKind, ByePoints, Decided, Entrant, MAX_REASON, Pair, PlayerIn, Round, Step,
    System, codes,
};

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

/// A reason as the arbiter writes it: at most [`MAX_REASON`] characters, one line (issue 34: it
/// goes into the event's PGN as a comment). 400 `reason_text` naming the field otherwise.
pub fn check_reason(field: &str, text: &str) -> Result<(), ApiError> {
    if text.chars().count() > MAX_REASON || crate::names::forbidden_char(text).is_some() {
        return Err(hall::REASON_TEXT.refuse(game::params! { "field" => field }));
    }
    Ok(())
}

/// An optional reason as sent: trimmed, empty as none, and checked by [`check_reason`].
pub fn optional_reason(field: &str, reason: Option<String>) -> Result<Option<String>, ApiError> {
    let reason = reason
        .map(|r| r.trim().to_owned())
        .filter(|r| !r.is_empty());
    if let Some(text) = &reason {
        check_reason(field, text)?;
    }
    Ok(reason)
}

/// Checks a player's fields against TRF's columns (the door's: lengths, characters, ranges).
pub fn check_player(p: &PlayerIn) -> Result<(), ApiError> {
    let n = p.name.trim().chars().count();
    if n == 0 || n > 33 {
        return Err(hall::PLAYER_NAME_LENGTH.bare());
    }
    // Issue 34: a line break would split the player's TRF record and PGN tags.
    if let Some((at, _)) = crate::names::forbidden_char(&p.name) {
        return Err(hall::PLAYER_NAME_CONTROL.refuse(game::params! { "position" => at + 1 }));
    }
    if p.rating.is_some_and(|r| r > 3500) {
        return Err(hall::PLAYER_RATING_RANGE.bare());
    }
    if p.fide_id.is_some_and(|id| id > 99_999_999_999) {
        return Err(hall::PLAYER_FIDE_ID_RANGE.bare());
    }
    if let Some(f) = &p.federation
        && !(f.len() == 3 && f.bytes().all(|b| b.is_ascii_uppercase()))
    {
        return Err(
            hall::PLAYER_BAD_FEDERATION.refuse(game::params! { "federation" => f.as_str() })
        );
    }
    // TRF columns 11-13 (C.04 Annex 2): one of FIDE's titles, written into the PGN's
    // WhiteTitle/BlackTitle (issue 35, item 7).
    if let Some(t) = &p.title
        && !t.trim().is_empty()
        && tournament::fide_title(t).is_none()
    {
        return Err(hall::PLAYER_BAD_TITLE.refuse(game::params! { "title" => t.as_str() }));
    }
    Ok(())
}

/// [`PlayerIn::against`], in the hall's words: a FIDE id entered twice refused (409
/// `player_fide_id_twice`), a possible namesake a warning (`player_maybe_twice`).
pub fn against<'a>(
    p: &PlayerIn,
    before: impl IntoIterator<Item = &'a PlayerIn>,
) -> Result<Option<hall::Note>, ApiError> {
    p.against(before)
        .map(|w| w.as_ref().map(hall::warning))
        .map_err(|e| hall::refusal(&e))
}

impl Spec {
    /// The regulations the event's machine reads.
    pub fn regulations(&self) -> Regulations {
        Regulations {
            name: self.name.clone(),
            system: self.system,
            rounds: self.rounds,
            double: self.double,
            tiebreaks: self.tiebreaks().ok(),
            start_date: self.start_date.clone(),
            end_date: self.end_date.clone(),
            venue: self.venue.clone(),
            fide_rated: self.fide_rated,
            colour: self.colour().ok(),
            scoring: tournament::ScoringSystem::from(self.config.regulations.scoring),
        }
    }
}

/// An event in the server: its id, its creation time, its [`Spec`], and its machine (which it
/// reads through: `hall.players`, `hall.round(n)`, `hall.to_event()` are the machine's).
#[derive(Clone, Debug)]
pub struct Hall {
    /// Its id.
    pub id: String,
    /// Creation time, ms since the Unix epoch.
    pub created_ms: i64,
    /// Its regulations, as created.
    pub spec: Spec,
    machine: Tournament,
}

impl Deref for Hall {
    type Target = Tournament;

    fn deref(&self) -> &Tournament {
        &self.machine
    }
}

impl DerefMut for Hall {
    fn deref_mut(&mut self) -> &mut Tournament {
        &mut self.machine
    }
}

impl Hall {
    /// A new event.
    pub fn new(id: String, created_ms: i64, spec: Spec) -> Hall {
        let machine = Tournament::new(spec.regulations());
        Hall {
            id,
            created_ms,
            spec,
            machine,
        }
    }

    /// Applies a journalled step (checked before it was journalled); one that does not apply
    /// is skipped with a log line.
    pub fn apply(&mut self, step: &Step) {
        let skipped = self.machine.skipped.len();
        self.machine.apply(step);
        if self.machine.skipped.len() > skipped {
            tracing::warn!(event = %self.id, seq = self.machine.seq, "a step that does not apply; skipped");
        }
    }

    /// [`Tournament::check_absence`] in the hall's words, then the reason's characters.
    pub fn check_absence(&self, a: Absence) -> Result<Absence, ApiError> {
        let a = self
            .machine
            .check_absence(a)
            .map_err(|e| hall::refusal(&e))?;
        if let Some(reason) = &a.reason {
            check_reason("reason", reason)?;
        }
        Ok(a)
    }

    /// [`Tournament::check_edit`] in the hall's words.
    pub fn check_edit(
        &self,
        tpn: tournament::StartingNumber,
        entry: &PlayerIn,
    ) -> Result<(), ApiError> {
        self.machine
            .check_edit(tpn, entry)
            .map_err(|e| hall::refusal(&e))
    }

    /// [`Tournament::check_pairing`] in the hall's words: its warnings as notes.
    pub fn check_pairing(
        &self,
        round: usize,
        boards: &[Pair],
        bye: Option<tournament::StartingNumber>,
    ) -> Result<Vec<hall::Note>, ApiError> {
        let warnings = self
            .machine
            .check_pairing(round, boards, bye)
            .map_err(|e| hall::refusal(&e))?;
        Ok(warnings.iter().map(hall::warning).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tournament::ResultCode;

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
                title: None,
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
