//! The bodies of the event routes (`/api/events`, ARCHITECTURE.md "Server", issue 26): what the
//! arbiter sends and what the hall answers, typed (issue 31, point 3).
//!
//! The answers were written as `json!` objects, whose keys serde_json writes in alphabetical
//! order at every depth: the server writes these types through a `serde_json::Value`, which
//! keeps that order, so that the bytes on the wire stay what they were (its `event_journal`
//! test records them); the fields of the answers built here are declared in that order too, so
//! that a client writing them directly writes the same.

use std::collections::BTreeMap;

use game::codes::Params;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tournament::StartingNumber;
use tournament::hall::{Absence, Decided, Entrant, Note, Pair, PlayerIn};

use crate::{ClockState, Side, State};

/// `POST /api/events/{id}/players`: one player (`{"name", "rating", "fide_id", "federation"}`)
/// or several (`{"players": [...]}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PlayersIn {
    /// Several players.
    Many {
        /// The players, in order.
        players: Vec<PlayerIn>,
    },
    /// One player.
    One(PlayerIn),
}

impl PlayersIn {
    /// The players, in order.
    pub fn into_vec(self) -> Vec<PlayerIn> {
        match self {
            PlayersIn::Many { players } => players,
            PlayersIn::One(p) => vec![p],
        }
    }
}

/// `POST /api/events/{id}/rounds`: `{"publish": false}` (an empty body too).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PairRound {
    /// Whether the round is published at once.
    #[serde(default)]
    pub publish: bool,
}

/// `PUT /api/events/{id}/rounds/{n}/pairings`: `{"boards": [{"white", "black"}], "bye",
/// "reason"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChangePairing {
    /// The boards as the arbiter pairs them.
    pub boards: Vec<Pair>,
    /// The bye.
    #[serde(default)]
    pub bye: Option<StartingNumber>,
    /// Why.
    pub reason: String,
}

/// `POST /api/events/{id}/rounds/{n}/forfeits`: `{"absent": [tpn, ...]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Forfeits {
    /// The players absent at the default time.
    pub absent: Vec<StartingNumber>,
}

/// `POST /api/events/{id}/rounds/{n}/boards/{b}/result`: `{"result": "1-0" | "0-1" |
/// "1/2-1/2" | "+/-" | "-/+" | "-/-", "reason": "..."}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DecideBoard {
    /// The result.
    pub result: String,
    /// Why.
    #[serde(default)]
    pub reason: Option<String>,
}

/// `POST /api/events` answered (201): the event's id, its arbiter's token (given once) and its
/// addresses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventCreated {
    /// The event's id.
    pub id: String,
    /// The arbiter's token.
    pub token: String,
    /// Its addresses.
    pub urls: EventUrls,
}

/// An event's addresses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventUrls {
    /// `GET /api/events/{id}`.
    pub event: String,
    /// The arbiter's hall page, with the token in its fragment.
    pub hall: String,
    /// The public page.
    pub public: String,
    /// The hall's stream.
    pub stream: String,
}

/// `GET /api/events/{id}`: the event as recorded, its regulations `S` as sent.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EventView<S> {
    /// The absences recorded, in order.
    pub absences: Vec<Absence>,
    /// When it was created, ms since the Unix epoch.
    pub created_ms: i64,
    /// Its id.
    pub id: String,
    /// Its players.
    pub players: Vec<Entrant>,
    /// Its rounds paired.
    pub rounds: Vec<RoundBrief>,
    /// How many rounds it plays.
    pub rounds_planned: usize,
    /// Its regulations.
    pub spec: S,
}

/// A round in brief.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundBrief {
    /// How many boards.
    pub boards: usize,
    /// Its number.
    pub number: usize,
    /// Whether it is published.
    pub published: bool,
}

/// `GET /api/events/{id}/players`, and a player's entry corrected
/// (`PUT /api/events/{id}/players/{tpn}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Players {
    /// The players.
    pub players: Vec<Entrant>,
}

/// `POST /api/events/{id}/players` answered (201): the players, and the warnings of a player
/// who may be entered twice (`warnings` in English, `warning_notes` by code).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayersEntered {
    /// The players.
    pub players: Vec<Entrant>,
    /// The warnings, by code.
    pub warning_notes: Vec<Note>,
    /// The warnings, in English.
    pub warnings: Vec<String>,
}

/// A player on a board, as the hall shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Seated {
    /// Starting number.
    pub tpn: StartingNumber,
    /// Name.
    pub name: String,
    /// Rating.
    pub rating: Option<u16>,
}

/// A board's compact summary: what the hall's stream sends, not every move.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoardSummary {
    /// The round.
    pub round: usize,
    /// The board, from 1.
    pub board: usize,
    /// The game's id (`null` before the round is published).
    pub game: Option<String>,
    /// White.
    pub white: Seated,
    /// Black.
    pub black: Seated,
    /// `created`, `started`, `adjourned`, `finished`, or `paired` before publication.
    pub status: &'static str,
    /// The result, once known (`1-0`, `+/-`, ...).
    pub result: Option<String>,
    /// Why the game ended (a word of the closed list).
    pub reason: Option<String>,
    /// Half-moves played.
    pub ply: usize,
    /// The player on move.
    pub to_move: Option<Side>,
    /// Both clocks, periods, flags, whose runs, paused; `null` without a clock.
    pub clock: Option<ClockState>,
    /// Wall-clock time of the state shown, ms since the Unix epoch: a running clock shows its
    /// time minus what has passed since.
    pub at_ms: i64,
    /// The game's journal step shown.
    pub seq: i64,
    /// The kinds of the items open on this board.
    pub open: Vec<&'static str>,
    /// The result the event recorded for this board, with why (a correction of the arbiter's;
    /// a round robin's absent player forfeited at publication, Art. 6.7.1, with its notes by
    /// code): what `result` shows then.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decided: Option<Decided>,
}

/// Something that needs the arbiter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Item {
    /// Stable id: `GAME-SEQ-KIND`.
    pub id: String,
    /// `claim`, `call`, `illegal`, `adjourned` or `flag`.
    pub kind: &'static str,
    /// The game.
    pub game: String,
    /// The round.
    pub round: usize,
    /// The board.
    pub board: usize,
    /// Who claims or calls, if a player.
    pub by: Option<Side>,
    /// The article.
    pub article: String,
    /// What happened, as the game's notice said it (English).
    pub text: String,
    /// The game notice's code, when a notice says it (`perpetual_check_claimed`,
    /// `player_pauses`, …): the hall page says the item by it in its own language. Absent for
    /// what the hall says itself (`adjourned`, a flag without a notice): the page says those by
    /// `kind`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// The notice's params, with its code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub params: Option<Params>,
    /// When it opened, ms since the Unix epoch.
    pub since_ms: i64,
}

/// A round's pairing as the hall shows it (`GET .../pairings`, and the answer of the routes
/// that pair, change or publish a round).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Pairing {
    /// Its boards: a published one as its game shows it, a paired one as paired.
    pub boards: Vec<BoardSummary>,
    /// The bye.
    pub bye: Option<Seated>,
    /// The changes the arbiter made, with their reasons and warnings.
    pub changes: Vec<Value>,
    /// How it was paired.
    pub explanation: Value,
    /// Each board's links, when the round was just published (given once).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub links: Option<Vec<BoardLinks>>,
    /// Whether it is published.
    pub published: bool,
    /// Its number.
    pub round: usize,
    /// The warnings of a change, by code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub warning_notes: Option<Vec<Note>>,
    /// The warnings of a change, in English.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub warnings: Option<Vec<String>>,
}

/// A published board's links: the seats' (given once: only the tokens' hashes are kept) and
/// the arbiter's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardLinks {
    /// The arbiter's page of the game.
    pub arbiter: String,
    /// Black's seat, when a person sits there.
    pub black: Option<String>,
    /// The board.
    pub board: usize,
    /// The game's id.
    pub game: String,
    /// White's seat, when a person sits there.
    pub white: Option<String>,
}

/// `POST .../rounds/{n}/start` answered: the boards whose clocks were started.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundStarted {
    /// The round.
    pub round: usize,
    /// The boards started.
    pub started: Vec<usize>,
}

/// `POST .../rounds/{n}/forfeits` answered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ForfeitsRuled {
    /// Each board forfeited.
    pub forfeits: Vec<BoardForfeit>,
    /// The round.
    pub round: usize,
}

/// A board forfeited.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardForfeit {
    /// The board.
    pub board: usize,
    /// Its game.
    pub game: String,
    /// The game's result then.
    pub result: Option<String>,
}

/// `POST .../boards/{b}/result` answered: the game's ruling while it goes on (`in_game`, with
/// the game's state), else the result recorded in the event.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoardDecided {
    /// The board.
    pub board: usize,
    /// Its game.
    pub game: String,
    /// Whether the game took the ruling.
    pub in_game: bool,
    /// The result recorded in the event (not `in_game`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// The round.
    pub round: usize,
    /// The game's state after the ruling (`in_game`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub state: Option<State>,
}

/// `POST /api/events/{id}/absences` answered (201): the absence, its article, and all of them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AbsenceRecorded {
    /// The absence recorded.
    pub absence: Absence,
    /// All the absences, in order.
    pub absences: Vec<Absence>,
    /// Its article (Art. 12.9.8, 12.9.9), if any.
    pub article: Option<&'static str>,
}

/// `GET /api/events/{id}/absences`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Absences {
    /// The absences, in order.
    pub absences: Vec<Absence>,
}

/// `POST .../queue/{item}/ack` answered: the queue left.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Queue {
    /// The open queue, oldest first.
    pub queue: Vec<Item>,
}

/// The hall as the arbiter's page shows it (`GET .../hall`, the stream's first line and its
/// line after each of the arbiter's steps): `"type": "hall"`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HallView {
    /// The absences recorded.
    pub absences: Vec<Absence>,
    /// The event.
    pub event: HallEvent,
    /// The server's wall clock, so a page counts running clocks down without trusting its own.
    pub now_ms: i64,
    /// The open queue, oldest first.
    pub queue: Vec<Item>,
    /// The current round.
    pub round: HallRound,
    /// `"hall"`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// What an undo would take back now (issue 35, item 4): `{"seq", "step", "with"}`, or
    /// `null`.
    pub undo: Value,
}

/// The event, as the hall's page heads it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HallEvent {
    /// The clock's mode, as the event's configuration says it.
    pub clock_mode: Option<Value>,
    /// The default time (Art. 6.7.1), ms.
    pub default_time_ms: u64,
    /// Whether it is FIDE-rated.
    pub fide_rated: bool,
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// How many players.
    pub players: usize,
    /// How many rounds it plays.
    pub rounds_planned: usize,
    /// Its pairing system.
    pub system: tournament::hall::System,
}

/// The current round, as the hall's page shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HallRound {
    /// Its boards.
    pub boards: Vec<BoardSummary>,
    /// The bye.
    pub bye: Option<Seated>,
    /// The changes the arbiter made.
    pub changes: Vec<Value>,
    /// How it was paired (`null` before any round).
    pub explanation: Value,
    /// Its number (0 before any round).
    pub number: usize,
    /// Why a draft may not be published as it stands (issue 35, item 2: a Swiss draft made
    /// before an absence of its round, `draft_outdated`), as the refusal's body; `null` else.
    pub outdated: Option<Value>,
    /// Whether it is published.
    pub published: bool,
}

/// A board's line of the hall's stream: its summary and the queue (`"type": "board"`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoardLine {
    /// The board.
    pub board: BoardSummary,
    /// The server's wall clock.
    pub now_ms: i64,
    /// The open queue, oldest first.
    pub queue: Vec<Item>,
    /// `"board"`.
    #[serde(rename = "type")]
    pub kind: &'static str,
}

/// `GET /api/events/{id}/crosstable`: each player's line, ranked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Crosstable {
    /// The rounds recorded.
    pub rounds: usize,
    /// The lines, by rank then starting number.
    pub rows: Vec<CrossRow>,
    /// The tie-breaks, in the event's order.
    pub tiebreaks: Vec<String>,
}

/// A player's line of the crosstable.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CrossRow {
    /// Federation.
    pub federation: String,
    /// Name.
    pub name: String,
    /// Points, as a decimal.
    pub points: Option<String>,
    /// Rank.
    pub rank: u32,
    /// Rating.
    pub rating: Option<u16>,
    /// Each round's game.
    pub rounds: Vec<CrossRound>,
    /// Starting number.
    pub tpn: StartingNumber,
}

/// A round of a player's line: the opponent, the colour and the result as TRF writes them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CrossRound {
    /// `w`, `b`, or none.
    pub colour: Option<String>,
    /// The opponent's starting number.
    pub opponent: Option<StartingNumber>,
    /// The result's TRF code.
    pub result: String,
    /// The round.
    pub round: usize,
}

/// How a round robin's round was paired (C.05 Annex 1): its Berger table, in both languages.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BergerExplanation {
    /// `C.05 Annex 1`.
    pub article: String,
    /// `round_robin`.
    pub system: String,
    /// In English.
    pub text: String,
    /// In French.
    pub text_fr: String,
}

/// How a Swiss round was paired (C.04.3): each board's colour rule and notes, the bye's notes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DutchExplanation {
    /// `C.04.3`.
    pub article: String,
    /// Each board.
    pub boards: Vec<DutchBoard>,
    /// The bye.
    pub bye: Option<StartingNumber>,
    /// Why the bye went to that player.
    pub bye_notes: Vec<PairingNote>,
    /// `swiss`.
    pub system: String,
}

/// A board of a Swiss round, explained.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DutchBoard {
    /// Black's starting number.
    pub black: StartingNumber,
    /// The board, from 1.
    pub board: usize,
    /// The article of the rule that gave the colours.
    pub colour_article: String,
    /// Why these two play each other.
    pub notes: Vec<PairingNote>,
    /// White's starting number.
    pub white: StartingNumber,
}

/// A note of the pairing's explanation (C.04.3), in both languages, with its params.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairingNote {
    /// Its article.
    pub article: String,
    /// Its code.
    pub code: String,
    /// Its params.
    pub params: BTreeMap<String, Value>,
    /// The players it is about.
    pub players: Vec<StartingNumber>,
    /// In English.
    pub text: String,
    /// In French.
    pub text_fr: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The answers' keys in the order `json!` wrote them (alphabetical): the bytes on the wire
    /// do not change with the types.
    #[test]
    fn answers_write_their_keys_as_json_did() {
        let created = EventCreated {
            id: "e".into(),
            token: "t".into(),
            urls: EventUrls {
                event: "/api/events/e".into(),
                hall: "/event/e/hall#arbiter=t".into(),
                public: "/event/e".into(),
                stream: "/api/events/e/stream".into(),
            },
        };
        let typed = serde_json::to_string(&created).expect("JSON");
        let value: Value = serde_json::from_str(&typed).expect("JSON");
        assert_eq!(typed, value.to_string());
        let links = BoardLinks {
            arbiter: "/game/g/arbiter".into(),
            black: None,
            board: 1,
            game: "g".into(),
            white: Some("/game/g#white=x".into()),
        };
        let typed = serde_json::to_string(&links).expect("JSON");
        let value: Value = serde_json::from_str(&typed).expect("JSON");
        assert_eq!(typed, value.to_string());
    }

    #[test]
    fn one_player_or_several() {
        let one: PlayersIn = serde_json::from_str(r#"{"name": "A"}"#).expect("one");
        assert_eq!(one.into_vec().len(), 1);
        let many: PlayersIn =
            serde_json::from_str(r#"{"players": [{"name": "A"}, {"name": "B"}]}"#).expect("many");
        assert_eq!(many.into_vec().len(), 2);
    }
}
