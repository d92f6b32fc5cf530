//! Why each board is what it is, in words a player reads (C.04.1 9: the pairing rules must be
//! explainable).
//!
//! Every note has a stable code, the article it rests on, the players it is about, its
//! parameters by name, and a rendering in English and in French ([`render`], [`CODES`]): the
//! sentence is made from the code and the parameters by the catalogue of words
//! (`crates/words/catalogue/*.ftl`, group `[dutch note]`), so that a reader in another language (the
//! web page, the hall) can make it again from the same two. Each sentence names the criterion
//! that had to give way by its number (`C12`) and in words.
//!
//! The articles are those of C.04.3 as applied from 1 February 2026 (handbook chapter
//! C0403202602), numbered 1.x–5.x with the criteria tagged [C1]–[C21], and of C.04.1 in the same
//! edition (articles 1–9). The table from the 2017 numbering the notes cited before:
//!
//! | note | 2017 | 2026 |
//! |---|---|---|
//! | a float between score groups | A.4.b | 1.4.2 |
//! | the pairing-allocated bye | C.04.1.c | C.04.1 3 (C.04.3 1.5) |
//! | absolute colour preferences ([C3]) | C.3 | 2.1.3 |
//! | no second bye ([C2]) | C.2 | 2.1.2 |
//! | the bye's score ([C5]) | C.5 | 2.3.1 |
//! | colour preferences ([C12]), strong ones ([C13]) | C.12, C.13 | 2.4.7, 2.4.8 |
//! | repeated floats ([C14]–[C17]) | C.14–C.17 | 2.4.9–2.4.12 |
//! | the colour allocation rules | E.1–E.5 | 5.2.1–5.2.5 |
//!
//! (The notes' letters C.12–C.17 and C.5 were already the 2025 tags; A.4.b, C.04.1.c and E.1–E.5
//! were the 2017 text's.)

use super::colour::{ColourRule, ranks_below};
use super::standing::{Float, Standing};
use crate::Colour;

/// One reason, about one board or the bye.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// The stable snake_case code (one of [`CODES`]).
    pub code: &'static str,
    /// The article of C.04.3 (or C.04.1) it rests on, in the 2026 numbering (`C.04.3 2.4.7`).
    pub article: &'static str,
    /// The starting numbers of the players it is about.
    pub players: Vec<crate::StartingNumber>,
    /// The parameters of the sentence, by name (numbers, scores as `1.5`, colours as
    /// `white`/`black`, `rounds_ago` as `1`/`2`).
    pub params: Vec<(&'static str, String)>,
    /// The English rendering.
    pub text: String,
    /// The French rendering.
    pub text_fr: String,
}

/// A language the notes are written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    /// English.
    En,
    /// French.
    Fr,
}

/// Every code a note may have.
pub const CODES: &[&str] = &[
    "score_difference",
    "repeated_downfloat",
    "repeated_upfloat",
    "absolute_colour_preference_unmet",
    "topscorer_absolute_colour_exception",
    "strong_colour_preference_unmet",
    "colour_preference_unmet",
    "colours_by_preference",
    "colours_by_stronger_preference",
    "colours_alternated",
    "colours_to_higher_ranked",
    "colours_by_initial_colour",
    "pairing_allocated_bye",
    "bye_lowest_score",
    "bye_above_lowest_score",
];

fn half(score: u32) -> String {
    if score.is_multiple_of(2) {
        format!("{}", score / 2)
    } else {
        format!("{}.5", score / 2)
    }
}

fn colour_param(c: Colour) -> String {
    match c {
        Colour::White => "white".to_string(),
        Colour::Black => "black".to_string(),
    }
}

/// The sentence of `code` with `params`, in `lang`, from the catalogue (`crates/words`, group
/// `[dutch note]`, issue 32); `None` for an unknown code or a missing parameter. Whole numbers
/// go in as numbers (starting numbers, `rounds_ago`), points with a fraction as numbers the
/// catalogue writes by the language (`1.5`, `1,5`).
pub fn render(code: &str, params: &[(&str, String)], lang: Lang) -> Option<String> {
    let lang = match lang {
        Lang::En => words::Lang::En,
        Lang::Fr => words::Lang::Fr,
    };
    let args = params.iter().map(|(name, value)| {
        let arg = if let Ok(n) = value.parse::<i64>() {
            words::Arg::Int(n)
        } else if let Ok(x) = value.parse::<f64>() {
            words::Arg::Float(x)
        } else {
            words::Arg::Text(value.as_str())
        };
        (*name, arg)
    });
    words::render_checked(lang, code, args)
}

/// A note from its code and parameters, rendered in both languages.
fn note(
    code: &'static str,
    article: &'static str,
    players: Vec<crate::StartingNumber>,
    params: Vec<(&'static str, String)>,
) -> Note {
    let text = render(code, &params, Lang::En).unwrap_or_default();
    let text_fr = render(code, &params, Lang::Fr).unwrap_or_default();
    Note {
        code,
        article,
        players,
        params,
        text,
        text_fr,
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
        notes.push(note(
            "score_difference",
            "C.04.3 1.4.2",
            vec![higher.number, lower.number],
            vec![
                ("higher", higher.number.to_string()),
                ("higher_points", half(higher.score)),
                ("lower", lower.number.to_string()),
                ("lower_points", half(lower.score)),
            ],
        ));
        for (back, (down, up)) in [
            ("C.04.3 2.4.9", "C.04.3 2.4.10"),
            ("C.04.3 2.4.11", "C.04.3 2.4.12"),
        ]
        .iter()
        .enumerate()
        {
            let ago = (back + 1).to_string();
            if higher.floats[back] == Float::Down {
                notes.push(note(
                    "repeated_downfloat",
                    down,
                    vec![higher.number],
                    vec![
                        ("player", higher.number.to_string()),
                        ("rounds_ago", ago.clone()),
                    ],
                ));
            }
            if lower.floats[back] == Float::Up {
                notes.push(note(
                    "repeated_upfloat",
                    up,
                    vec![lower.number],
                    vec![("player", lower.number.to_string()), ("rounds_ago", ago)],
                ));
            }
        }
    }
    for (p, got) in [(white, Colour::White), (black, Colour::Black)] {
        let Some(wanted) = p.preference else { continue };
        if wanted == got {
            continue;
        }
        let (code, article) = if p.absolute() {
            if last_round {
                ("topscorer_absolute_colour_exception", "C.04.3 2.1.3")
            } else {
                ("absolute_colour_preference_unmet", "C.04.3 2.1.3")
            }
        } else if p.strong {
            ("strong_colour_preference_unmet", "C.04.3 2.4.8")
        } else {
            ("colour_preference_unmet", "C.04.3 2.4.7")
        };
        notes.push(note(
            code,
            article,
            vec![p.number],
            vec![
                ("player", p.number.to_string()),
                ("wanted", colour_param(wanted)),
                ("got", colour_param(got)),
            ],
        ));
    }
    let code = match rule {
        ColourRule::BothPreferences => "colours_by_preference",
        ColourRule::StrongerPreference => "colours_by_stronger_preference",
        ColourRule::Alternation => "colours_alternated",
        ColourRule::HigherRanked => "colours_to_higher_ranked",
        ColourRule::InitialColour => "colours_by_initial_colour",
    };
    notes.push(note(
        code,
        rule.article(),
        vec![white.number, black.number],
        vec![
            ("white", white.number.to_string()),
            ("black", black.number.to_string()),
        ],
    ));
    notes
}

/// The notes of the pairing-allocated bye.
pub(crate) fn bye_notes(p: &Standing, lowest_group: bool) -> Vec<Note> {
    vec![
        note(
            "pairing_allocated_bye",
            "C.04.1 3",
            vec![p.number],
            vec![("player", p.number.to_string())],
        ),
        note(
            if lowest_group {
                "bye_lowest_score"
            } else {
                "bye_above_lowest_score"
            },
            "C.04.3 2.3.1",
            vec![p.number],
            vec![("player", p.number.to_string()), ("points", half(p.score))],
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parameters that fill every sentence.
    fn sample() -> Vec<(&'static str, String)> {
        [
            ("higher", "3"),
            ("higher_points", "2.5"),
            ("lower", "11"),
            ("lower_points", "2"),
            ("player", "7"),
            ("rounds_ago", "2"),
            ("wanted", "white"),
            ("got", "black"),
            ("points", "1.5"),
            ("white", "3"),
            ("black", "11"),
        ]
        .into_iter()
        .map(|(k, v)| (k, v.to_string()))
        .collect()
    }

    #[test]
    fn c_04_1_every_code_has_its_english_and_its_french() {
        for code in CODES {
            let en = render(code, &sample(), Lang::En).unwrap_or_default();
            let fr = render(code, &sample(), Lang::Fr).unwrap_or_default();
            assert!(!en.is_empty(), "{code}: no English");
            assert!(!fr.is_empty(), "{code}: no French");
            assert_ne!(en, fr, "{code}: the French is the English");
            assert!(!fr.contains('{') && !en.contains('{'), "{code}: a hole");
        }
        assert_eq!(render("no_such_code", &sample(), Lang::Fr), None);
    }

    #[test]
    fn c_04_1_french_writes_the_decimal_comma_and_the_colours_in_words() {
        let fr = render("bye_lowest_score", &sample(), Lang::Fr).unwrap_or_default();
        assert!(fr.starts_with("7 (1,5 points)"), "{fr}");
        let fr = render("colour_preference_unmet", &sample(), Lang::Fr).unwrap_or_default();
        assert_eq!(
            fr,
            "7 avait une préférence pour les Blancs mais joue avec les Noirs\u{a0}: les deux joueurs voulaient la même couleur (critère C12\u{a0}: le moins possible de joueurs privés de leur préférence de couleur)"
        );
    }

    /// The criterion tag each code names in its sentence, if it is one of [C1]–[C21].
    fn tag(code: &str, rounds_ago: &str) -> Option<&'static str> {
        Some(match (code, rounds_ago) {
            ("score_difference", _) => "C6",
            ("repeated_downfloat", "1") => "C14",
            ("repeated_upfloat", "1") => "C15",
            ("repeated_downfloat", _) => "C16",
            ("repeated_upfloat", _) => "C17",
            ("absolute_colour_preference_unmet" | "topscorer_absolute_colour_exception", _) => "C3",
            ("strong_colour_preference_unmet", _) => "C13",
            ("colour_preference_unmet", _) => "C12",
            ("bye_lowest_score" | "bye_above_lowest_score", _) => "C5",
            _ => return None,
        })
    }

    #[test]
    fn c_04_3_2026_every_criterion_note_names_its_criterion_in_both_languages() {
        for ago in ["1", "2"] {
            let mut params = sample();
            params.retain(|(k, _)| *k != "rounds_ago");
            params.push(("rounds_ago", ago.to_string()));
            for code in CODES {
                let Some(tag) = tag(code, ago) else { continue };
                let en = render(code, &params, Lang::En).unwrap_or_default();
                let fr = render(code, &params, Lang::Fr).unwrap_or_default();
                assert!(en.contains(&format!("(criterion {tag}")), "{code}: {en}");
                assert!(fr.contains(&format!("(critère {tag}")), "{code}: {fr}");
            }
        }
    }

    fn card(number: u16, score: u32, preference: Option<Colour>, floats: [Float; 2]) -> Standing {
        Standing {
            entrant: 0,
            number,
            rank: usize::from(number),
            score,
            played_games: 2,
            imbalance: 0,
            preference,
            repeated: None,
            strong: false,
            bye_eligible: true,
            floats,
            met: Default::default(),
            colours: Vec::new(),
        }
    }

    /// The 2026 numbering (C.04.3 as applied from 1 February 2026, articles 1–5; C.04.1
    /// articles 1–9): no note cites the 2017 letters (A.4.b, C.04.1.c, E.1) any more.
    #[test]
    fn c_04_3_2026_the_notes_cite_the_articles_numbered_1_to_5() {
        let numbered = |a: &str| {
            let (chapter, number) = a.split_once(' ').unwrap_or_default();
            let parts: Vec<&str> = number.split('.').collect();
            (chapter == "C.04.3" || chapter == "C.04.1")
                && parts.iter().all(|p| p.parse::<u32>().is_ok())
                && parts
                    .first()
                    .and_then(|p| p.parse::<u32>().ok())
                    .is_some_and(|n| (1..=9).contains(&n))
        };
        let down = [Float::Down, Float::Down];
        let up = [Float::Up, Float::Up];
        // 3 (2 points, floated down twice) has White against 11 (1 point, floated up twice),
        // both wanting White.
        let white = card(3, 4, Some(Colour::White), down);
        let black = card(11, 2, Some(Colour::White), up);
        let mut notes = board_notes(&white, &black, ColourRule::HigherRanked, false);
        notes.extend(bye_notes(&card(7, 1, None, [Float::None; 2]), true));
        let articles: Vec<(&str, &str)> = notes.iter().map(|n| (n.code, n.article)).collect();
        for (code, article) in [
            ("score_difference", "C.04.3 1.4.2"),
            ("repeated_downfloat", "C.04.3 2.4.9"),
            ("repeated_upfloat", "C.04.3 2.4.10"),
            ("repeated_downfloat", "C.04.3 2.4.11"),
            ("repeated_upfloat", "C.04.3 2.4.12"),
            ("colour_preference_unmet", "C.04.3 2.4.7"),
            ("colours_to_higher_ranked", "C.04.3 5.2.4"),
            ("pairing_allocated_bye", "C.04.1 3"),
            ("bye_lowest_score", "C.04.3 2.3.1"),
        ] {
            assert!(
                articles.contains(&(code, article)),
                "{code} {article}: {articles:?}"
            );
        }
        for n in &notes {
            assert!(numbered(n.article), "{}: {}", n.code, n.article);
            assert!(!n.text.is_empty() && !n.text_fr.is_empty(), "{}", n.code);
        }
    }
}
