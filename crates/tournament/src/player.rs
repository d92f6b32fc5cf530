//! A player of the event and what each round brought them: the fields of TRF's `001` record.

use crate::result::ResultCode;

/// A starting number (TRF: "starting-rank number", 1 to 9999): how the event names a player.
pub type StartingNumber = u16;

/// A colour in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// White (TRF `w`).
    White,
    /// Black (TRF `b`).
    Black,
}

impl Colour {
    /// The other colour.
    pub const fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// TRF's letter: `w` or `b`.
    pub const fn trf_char(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }
}

/// Sex as TRF records it (column 10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sex {
    /// `m`.
    Male,
    /// `w` (some programs write `f`; it is read as this and written `w`).
    Female,
}

impl Sex {
    /// TRF's letter: `m` or `w`.
    pub const fn trf_char(self) -> char {
        match self {
            Sex::Male => 'm',
            Sex::Female => 'w',
        }
    }
}

/// One round of a player's record: the scheduled opponent, the colour, the result code.
///
/// A pairing-allocated bye, a requested bye or an absence has no opponent (TRF `0000`) and no
/// colour (`-`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoundEntry {
    /// The scheduled opponent, `None` for TRF `0000` (or four blanks).
    pub opponent: Option<StartingNumber>,
    /// The colour, `None` for TRF `-` (or a blank).
    pub colour: Option<Colour>,
    /// The result code.
    pub result: ResultCode,
}

impl RoundEntry {
    /// A round without an opponent: a bye or an absence (`0000 - U`, `0000 - H`, …).
    pub const fn unpaired(result: ResultCode) -> RoundEntry {
        RoundEntry {
            opponent: None,
            colour: None,
            result,
        }
    }

    /// A game (played or forfeited) against `opponent` with `colour`.
    pub const fn game(opponent: StartingNumber, colour: Colour, result: ResultCode) -> RoundEntry {
        RoundEntry {
            opponent: Some(opponent),
            colour: Some(colour),
            result,
        }
    }

    /// The opponent of a game that was actually played over the board (C.07's "played game":
    /// `1 = 0` and the unrated `W D L` of a game under one move), `None` otherwise.
    pub fn played_opponent(&self) -> Option<StartingNumber> {
        if self.result.is_played() {
            self.opponent
        } else {
            None
        }
    }
}

/// A FIDE title as FIDE's rating list and PGN's `WhiteTitle`/`BlackTitle` write it (`GM`,
/// `IM`, `FM`, `CM`, `WGM`, `WIM`, `WFM`, `WCM`): TRF-16's letters in TRF columns 11-13 (`g`,
/// `m`, `f`, `c`, `wg`, `wm`, `wf`, `wc`) read as those; anything else (an empty field, an
/// arbiter's or trainer's title) none.
pub fn fide_title(title: &str) -> Option<&'static str> {
    Some(match title.trim().to_ascii_uppercase().as_str() {
        "GM" | "G" => "GM",
        "IM" | "M" => "IM",
        "FM" | "F" => "FM",
        "CM" | "C" => "CM",
        "WGM" | "WG" => "WGM",
        "WIM" | "WM" => "WIM",
        "WFM" | "WF" => "WFM",
        "WCM" | "WC" => "WCM",
        _ => return None,
    })
}

/// A player: the fixed part of a TRF `001` record and one entry for each round.
///
/// Text fields are kept as written, without the padding of their columns.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Player {
    /// Starting number (columns 5–8).
    pub tpn: StartingNumber,
    /// Sex (column 10).
    pub sex: Option<Sex>,
    /// Title as written (columns 11–13): `GM`, `IM`, `WGM`, … or TRF-16's `g`, `m`, `wg`, ….
    pub title: String,
    /// Name, "Lastname, Firstname" (columns 15–47).
    pub name: String,
    /// FIDE rating (columns 49–52).
    pub rating: Option<u16>,
    /// Federation, FIDE's three letters (columns 54–56).
    pub federation: String,
    /// FIDE identification number (columns 58–68).
    pub fide_id: Option<u64>,
    /// Birth date as written, `YYYY/MM/DD` or a year (columns 70–79).
    pub birth_date: String,
    /// Points as the file states them (columns 81–84), not recomputed.
    pub points: Option<crate::Points>,
    /// Rank as the file states it (columns 86–89).
    pub rank: Option<u16>,
    /// Round 1, round 2, … (from column 92, ten columns a round).
    pub rounds: Vec<RoundEntry>,
}

impl Player {
    /// A player with a starting number and a name, everything else empty.
    pub fn new(tpn: StartingNumber, name: impl Into<String>) -> Player {
        Player {
            tpn,
            name: name.into(),
            ..Player::default()
        }
    }

    /// The entry of round `round` (1-based), if the record reaches it.
    pub fn round(&self, round: usize) -> Option<&RoundEntry> {
        round.checked_sub(1).and_then(|i| self.rounds.get(i))
    }
}
