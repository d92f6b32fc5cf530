//! The steps of an event's journal, as they are written (JSON, one step a line of the store):
//! the arbiter's acts, each checked before it is journalled and replayed as it was written.

use serde::{Deserialize, Serialize};

use crate::{ResultCode, StartingNumber};

/// How the event is paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum System {
    /// The FIDE Dutch system (C.04.3), by `tournament::dutch`.
    Swiss,
    /// A round robin by the Berger tables (C.05 Annex 1).
    RoundRobin,
}

/// What the hall says that is not a refusal, as it is answered, journalled and streamed:
/// `{"code", "params", "text"}`, the text being the English of the code's template with the
/// params (the shape of a game's notice and of a queue item). The words are the server's
/// catalogue's; the event keeps what was said, as it was said.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    /// The word's key.
    pub code: String,
    /// The sentence's params.
    #[serde(default)]
    pub params: game::codes::Params,
    /// The English.
    pub text: String,
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
    /// FIDE title as TRF writes it in columns 11-13 of the player's `001` record (C.04 Annex
    /// 2: `GM`, `IM`, `WGM`, … or TRF-16's `g`, `m`, `wg`, …) and FIDE's rating list in its
    /// `Tit` column; written into the PGN's `WhiteTitle`/`BlackTitle` (issue 35, item 7).
    /// Absent from journals written before it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

/// A board as paired: White's and Black's starting numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pair {
    /// White's starting number.
    pub white: StartingNumber,
    /// Black's starting number.
    pub black: StartingNumber,
}

/// A result the arbiter recorded in the event on a board: a correction after its game ended,
/// or a forfeit at publication on a board whose game cannot take it (a round robin's absent
/// player: Art. 6.7.1).
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
    pub notes: Vec<Note>,
    /// The length of the board's game journal when the arbiter recorded it (issue 31): a later
    /// step of the game that changes its result (a correction from the game's console) then
    /// takes over. Absent from a forfeit at publication (the game never starts) and from
    /// journals written before issue 31, where the event's record stands over the game's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_seq: Option<i64>,
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
        warning_notes: Option<Vec<Note>>,
    },
    /// The round is published: its games are created, one a board.
    Published {
        /// The round.
        round: usize,
        /// Each board's game id.
        games: Vec<String>,
    },
    /// A result recorded by the arbiter in the event (a correction, a forfeit at publication).
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
    /// The arbiter discards the draft of a round — paired, not published — to pair it again
    /// (issue 35, item 2): the round is no longer paired, and the next pairing pairs it anew.
    /// Refused once the round is published (its games exist: `round_published_no_discard`).
    Discarded {
        /// The round.
        round: usize,
        /// Why, as the arbiter wrote it.
        reason: String,
    },
    /// The arbiter takes back a step (issue 35, item 4): the event is as it was before step
    /// `seq` of this journal, as if it had never been journalled — with the steps after it
    /// that belong to it (a publication's forfeits at publication). Checked before it is
    /// journalled ([`super::Tournament::check_undo`]): only the last act, and a publication
    /// only before any move of its games. The step taken back stays in the journal, read as
    /// it was written; replay stays pure (the journal up to here, without the steps taken
    /// back).
    Undone {
        /// The number of the step taken back (1 for the journal's first line).
        seq: i64,
        /// Why, as the arbiter wrote it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    /// The arbiter declared a result in a board's game (issue 35, item 1): a forfeit (Art.
    /// 6.7.1, 11.7, 11.8), a result declared (12.1) or a game declared lost as a penalty
    /// (12.9.6, 12.9.8: `game::Ruling::declares_result`), from the result screen or from the
    /// game's own console, with the event's or the game's arbiter token
    /// ([`super::Tournament::ruling`]), journalled in the game as the game's own ruling. This step says nothing of the result (the game's journal
    /// is its source, [`super::GameFact`]); it puts the ruling in the order of the arbiter's
    /// acts, so that an undo offers it when it is his last act, and its undo withdraws the
    /// declaration in the game (`game::Ruling::WithdrawDeclaration`), only while it is still
    /// the game's last step (`game_seq`).
    Ruled {
        /// The round.
        round: usize,
        /// The board (1-based).
        board: usize,
        /// The result declared.
        result: String,
        /// The step of the game's journal that holds the declaration.
        game_seq: i64,
    },
    /// The arbiter withdrew, from the game's own console, a declaration this journal holds as
    /// [`Step::Ruled`] (issue 35, item 1: `game::Ruling::WithdrawDeclaration`, Art. 12.1,
    /// 12.2.2, 11.10): the ruling is gone from the game, so it leaves the order of the arbiter's
    /// acts, and the event's undo no longer offers it ([`super::Tournament::ruling_withdrawn`]).
    /// It is no act of its own: an undo does not offer it (a ruling is declared again from the
    /// game). `game_seq` is the game's step of the withdrawal; the board's last ruling before it
    /// is the one withdrawn.
    RulingWithdrawn {
        /// The round.
        round: usize,
        /// The board (1-based).
        board: usize,
        /// The step of the game's journal that withdrew the declaration.
        game_seq: i64,
    },
    /// The arbiter takes back an absence that is not his last act (issue 35, item 2): the last
    /// absence recorded of `player` from round `round` no longer counts. Allowed while that
    /// round is not published ([`super::Tournament::check_present`]); a round in draft that
    /// left the player out is then out of date (`draft_outdated`) until it is paired again.
    Present {
        /// The player.
        player: StartingNumber,
        /// The absence's first round.
        round: usize,
        /// Why, as the arbiter wrote it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    /// The arbiter corrected a player's entry (issue 35): name, rating, FIDE id, federation.
    /// Once a round is paired, an edit that would change a starting number is refused
    /// ([`super::Tournament::check_edit`]).
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
