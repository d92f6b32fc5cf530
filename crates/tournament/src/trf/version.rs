//! TRF-16 and TRF-2026: the same player records, different header tags.
//!
//! TRF-2026 gives tags to what TRF-16 files carried in the extensions of the pairing programs
//! (JaVaFo's "TRFx", read by bbpPairings too): the number of rounds (`142`, TRFx `XXR`) and the
//! initial colour (`152` `W`/`B`, TRFx `XXC white1`/`black1`). Converting moves these between
//! the two spellings and leaves every other line as it is.

use crate::event::Event;

/// An edition of the format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Version {
    /// TRF-16 (C.04 Annex 2, 2016), with the TRFx extensions `XXR` and `XXC`.
    Trf16,
    /// TRF-2026 (approved by the FIDE Council on 12/05/2025).
    Trf2026,
}

impl Version {
    /// The tags that only TRF-2026 defines.
    const TAGS_2026: [&'static str; 15] = [
        "142", "152", "162", "172", "182", "192", "202", "212", "222", "240", "250", "260", "299",
        "310", "362",
    ];

    /// The edition a file is written in: TRF-2026 when it uses one of its new tags.
    pub fn of(event: &Event) -> Version {
        if Version::TAGS_2026
            .iter()
            .any(|t| event.records(t).next().is_some())
        {
            Version::Trf2026
        } else {
            Version::Trf16
        }
    }
}

impl std::str::FromStr for Version {
    type Err = String;

    /// `16` or `2026` (also `TRF16`, `TRF-2026`, `26`).
    fn from_str(s: &str) -> Result<Version, String> {
        let t = s.to_ascii_uppercase().replace(['-', ' '], "");
        match t.trim_start_matches("TRF") {
            "16" | "2016" => Ok(Version::Trf16),
            "26" | "2026" => Ok(Version::Trf2026),
            _ => Err(format!("unknown TRF version {s:?} (16 or 2026)")),
        }
    }
}

/// Rewrites the header tags of `event` in the spelling of `to`; a no-op when it is already
/// written so.
pub fn convert(event: &mut Event, to: Version) {
    let rounds = event.planned_rounds();
    let colour = event.initial_colour();
    match to {
        Version::Trf2026 => {
            if let Some(n) = rounds
                && event.records("142").next().is_none()
            {
                event.set_record("142", &n.to_string());
                event.remove_records("XXR");
            }
            if let Some(c) = colour
                && event.records("152").next().is_none()
            {
                let v = match c {
                    crate::Colour::White => "W",
                    crate::Colour::Black => "B",
                };
                event.set_record("152", v);
                event.remove_records("XXC");
            }
        }
        Version::Trf16 => {
            if let Some(n) = rounds
                && event.records("XXR").next().is_none()
            {
                event.set_record("XXR", &n.to_string());
            }
            event.remove_records("142");
            if let Some(c) = colour
                && event.records("XXC").next().is_none()
            {
                let v = match c {
                    crate::Colour::White => "white1",
                    crate::Colour::Black => "black1",
                };
                event.set_record("XXC", v);
            }
            event.remove_records("152");
        }
    }
}
