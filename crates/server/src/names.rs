//! What the door takes of a name (issue 34): one line of bounded length, no control
//! character. Every route that takes a name (a game's players, an event's entries, a reason
//! written by the arbiter) checks it here; this module imports no route module.

use crate::api_errors as api;
use crate::error::ApiError;

/// The longest player's name a game takes, in characters (a PGN string holds 255, PGN
/// standard 7; a FIDE name is far shorter).
pub const MAX_NAME: usize = 100;

/// The first character of `text` that no name may hold: a control character (C0, DEL, C1: a
/// line break among them would split a PGN tag or a TRF record, issue 34) or a Unicode line or
/// paragraph separator. Answers its position (in characters) and itself.
pub fn forbidden_char(text: &str) -> Option<(usize, char)> {
    text.chars()
        .enumerate()
        .find(|(_, c)| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}'))
}

/// A name as a game takes it: at most `max` characters, no control character
/// (`bad_name`, 400, naming the field and what is wrong).
pub fn check_name(field: &str, text: &str, max: usize) -> Result<(), ApiError> {
    if let Some((at, c)) = forbidden_char(text) {
        return Err(api::ERROR_NAME_CONTROL.refuse(game::params! {
            "field" => field,
            "position" => at + 1,
            "character" => format!("{c:?}"),
        }));
    }
    let n = text.chars().count();
    if n > max {
        return Err(api::ERROR_NAME_LENGTH.refuse(game::params! {
            "field" => field,
            "max" => max,
            "given" => n,
        }));
    }
    Ok(())
}
