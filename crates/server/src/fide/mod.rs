//! FIDE's rating list (issue 35): read once from the file FIDE publishes ([`list`]) into the
//! database (`arbiter fide import FILE`, [`crate::store::RatingListStorage`]), and looked up by
//! name or FIDE id as the arbiter types a player's name in the event's registration page
//! (the route is [`crate::fide_lookup`]'s). This module reads and folds; it imports nothing of
//! the server, so the store below may use it and the routes above.

pub mod list;

pub use list::{ListError, ListedPlayer, read_list};

/// A name folded for lookup: lower case, Latin letters without their accents, every other
/// character a space, spaces single: `"Gómez, José-María"` → `"gomez jose maria"`.
pub fn fold(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut space = true;
    for c in name.chars().flat_map(char::to_lowercase) {
        let base = plain(c);
        if base.is_empty() && c.is_alphanumeric() {
            // Another script's letters are kept as they are.
            out.push(c);
            space = false;
        } else if base.is_empty() {
            if !space {
                out.push(' ');
                space = true;
            }
        } else {
            out.push_str(base);
            space = false;
        }
    }
    if out.ends_with(' ') {
        out.pop();
    }
    out
}

/// The name folded with the given names first: `"Carlsen, Magnus"` → `"magnus carlsen"`.
pub fn given_first(name: &str) -> String {
    match name.split_once(',') {
        Some((surname, given)) => fold(&format!("{given} {surname}")),
        None => fold(name),
    }
}

/// A lower-case Latin letter or digit without its accent; `""` for anything else.
fn plain(c: char) -> &'static str {
    match c {
        'a'..='z' | '0'..='9' => {
            const ALNUM: &str = "abcdefghijklmnopqrstuvwxyz0123456789";
            let i = ALNUM.find(c).unwrap_or(0);
            &ALNUM[i..i + 1]
        }
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'č' | 'ĉ' | 'ċ' => "c",
        'ď' | 'đ' | 'ð' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => "e",
        'ğ' | 'ĝ' | 'ġ' | 'ģ' => "g",
        'ì' | 'í' | 'î' | 'ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => "i",
        'ķ' => "k",
        'ĺ' | 'ļ' | 'ľ' | 'ł' => "l",
        'ñ' | 'ń' | 'ņ' | 'ň' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ŏ' | 'ő' => "o",
        'œ' => "oe",
        'ŕ' | 'ř' => "r",
        'ś' | 'ş' | 'š' | 'ș' => "s",
        'ß' => "ss",
        'ţ' | 'ť' | 'ț' => "t",
        'þ' => "th",
        'ù' | 'ú' | 'û' | 'ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => "u",
        'ý' | 'ÿ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fide_lookup_keys_fold_case_accents_and_punctuation() {
        assert_eq!(fold("Gómez, José-María"), "gomez jose maria");
        assert_eq!(fold("  CARLSEN,Magnus "), "carlsen magnus");
        assert_eq!(fold("Ødegaard, Ærøskøbing"), "odegaard aeroskobing");
        assert_eq!(given_first("Carlsen, Magnus"), "magnus carlsen");
        assert_eq!(given_first("Magnus Carlsen"), "magnus carlsen");
        assert_eq!(fold("Непомнящий, Ян"), "непомнящий ян");
    }
}
