//! Why each board is what it is, in words a player reads (C.04.1: pairings must be explainable).
//!
//! Every note has a stable code, the article it rests on, the players it is about, and an
//! English rendering.

use super::colour::{ColourRule, ranks_below};
use super::standing::{Float, Standing};
use crate::Colour;

/// One reason, about one board or the bye.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// The stable snake_case code.
    pub code: &'static str,
    /// The article of C.04.3 (or C.04.1) it rests on.
    pub article: &'static str,
    /// The starting numbers of the players it is about.
    pub players: Vec<crate::StartingNumber>,
    /// The English rendering.
    pub text: String,
}

fn half(score: u32) -> String {
    if score.is_multiple_of(2) {
        format!("{}", score / 2)
    } else {
        format!("{}.5", score / 2)
    }
}

fn colour_name(c: Colour) -> &'static str {
    match c {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

/// The notes of a board: `white` has White against `black`; `rule` decided the colours.
pub(crate) fn board_notes(
    white: &Standing,
    black: &Standing,
    rule: ColourRule,
    last_round: bool,
) -> Vec<Note> {
    let mut notes = Vec::new();
    let (higher, lower) = if ranks_below(white, black) {
        (black, white)
    } else {
        (white, black)
    };
    if higher.score != lower.score {
        notes.push(Note {
            code: "score_difference",
            article: "C.04.3 A.4.b",
            players: vec![higher.number, lower.number],
            text: format!(
                "{} ({} points) floats down to meet {} ({} points): their score groups could not be paired otherwise",
                higher.number,
                half(higher.score),
                lower.number,
                half(lower.score)
            ),
        });
        for (back, (down, up)) in [
            ("C.04.3 C.14", "C.04.3 C.15"),
            ("C.04.3 C.16", "C.04.3 C.17"),
        ]
        .iter()
        .enumerate()
        {
            let when = if back == 0 {
                "the previous round"
            } else {
                "two rounds ago"
            };
            if higher.floats[back] == Float::Down {
                notes.push(Note {
                    code: "repeated_downfloat",
                    article: down,
                    players: vec![higher.number],
                    text: format!(
                        "{} floats down again, as in {when}: no pairing avoided it",
                        higher.number
                    ),
                });
            }
            if lower.floats[back] == Float::Up {
                notes.push(Note {
                    code: "repeated_upfloat",
                    article: up,
                    players: vec![lower.number],
                    text: format!(
                        "{} floats up again, as in {when}: no pairing avoided it",
                        lower.number
                    ),
                });
            }
        }
    }
    for (p, got) in [(white, Colour::White), (black, Colour::Black)] {
        let Some(wanted) = p.preference else { continue };
        if wanted == got {
            continue;
        }
        let (code, article, kind) = if p.absolute() {
            if last_round {
                (
                    "topscorer_absolute_colour_exception",
                    "C.04.3 C.3",
                    "an absolute",
                )
            } else {
                (
                    "absolute_colour_preference_unmet",
                    "C.04.3 C.3",
                    "an absolute",
                )
            }
        } else if p.strong {
            ("strong_colour_preference_unmet", "C.04.3 C.13", "a strong")
        } else {
            ("colour_preference_unmet", "C.04.3 C.12", "a")
        };
        notes.push(Note {
            code,
            article,
            players: vec![p.number],
            text: format!(
                "{} had {kind} preference for {} but plays {}: both players wanted the same colour",
                p.number,
                colour_name(wanted),
                colour_name(got)
            ),
        });
    }
    let (code, text) = match rule {
        ColourRule::BothPreferences => (
            "colours_by_preference",
            "each player has the colour preferred, or no preference was hurt",
        ),
        ColourRule::StrongerPreference => (
            "colours_by_stronger_preference",
            "the stronger colour preference was granted",
        ),
        ColourRule::Alternation => (
            "colours_alternated",
            "the colours alternate against the latest round in which the two had different colours",
        ),
        ColourRule::HigherRanked => (
            "colours_to_higher_ranked",
            "the higher-ranked player's preference was granted",
        ),
        ColourRule::InitialColour => (
            "colours_by_initial_colour",
            "no preference: the colours follow the initial colour and the higher-ranked player's number",
        ),
    };
    notes.push(Note {
        code,
        article: rule.article(),
        players: vec![white.number, black.number],
        text: text.to_string(),
    });
    notes
}

/// The notes of the pairing-allocated bye.
pub(crate) fn bye_notes(p: &Standing, lowest_group: bool) -> Vec<Note> {
    let mut notes = vec![Note {
        code: "pairing_allocated_bye",
        article: "C.04.1.c",
        players: vec![p.number],
        text: format!(
            "{} is unpaired: the number of players to pair is odd",
            p.number
        ),
    }];
    notes.push(Note {
        code: if lowest_group { "bye_lowest_score" } else { "bye_above_lowest_score" },
        article: "C.04.3 C.5",
        players: vec![p.number],
        text: if lowest_group {
            format!("{} ({} points) is in the lowest score group that could take the bye, and has not had one (C.2)", p.number, half(p.score))
        } else {
            format!(
                "{} ({} points) takes the bye although lower scores exist: no player of a lower score could take it without breaking an absolute criterion",
                p.number,
                half(p.score)
            )
        },
    });
    notes
}
