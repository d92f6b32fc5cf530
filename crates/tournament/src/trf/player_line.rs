//! The player record, `001`: fixed columns (TRF-16 and TRF-2026 lay it out alike).
//!
//! | columns | field |
//! |---|---|
//! | 1–3 | `001` |
//! | 5–8 | starting number |
//! | 10 | sex |
//! | 11–13 | title |
//! | 15–47 | name |
//! | 49–52 | FIDE rating |
//! | 54–56 | federation |
//! | 58–68 | FIDE id |
//! | 70–79 | birth date |
//! | 81–84 | points |
//! | 86–89 | rank |
//! | 92–95, 97, 99 | round 1: opponent, colour, result; round *n* ten columns further |

use super::error::{TrfError, TrfErrorKind};
use crate::player::{Colour, Player, RoundEntry, Sex};
use crate::points::Points;
use crate::result::ResultCode;

/// The first column of round 1's block.
const ROUNDS_AT: usize = 92;
/// The width of a round's block.
const ROUND_WIDTH: usize = 10;

/// The characters of a line, read by TRF's 1-based columns.
struct Columns<'a> {
    chars: &'a [char],
    line: usize,
}

impl Columns<'_> {
    /// Columns `from..=to`, as far as the line reaches.
    fn text(&self, from: usize, to: usize) -> String {
        let len = self.chars.len();
        let a = (from - 1).min(len);
        let b = to.min(len);
        self.chars[a..b].iter().collect()
    }

    /// One column, a blank past the end.
    fn at(&self, col: usize) -> char {
        self.chars.get(col - 1).copied().unwrap_or(' ')
    }

    fn error(&self, column: usize, kind: TrfErrorKind) -> TrfError {
        TrfError {
            line: self.line,
            column,
            kind,
        }
    }

    /// A number right or left aligned in `from..=to`; `None` when blank.
    fn number<T: std::str::FromStr>(
        &self,
        from: usize,
        to: usize,
        field: &'static str,
    ) -> Result<Option<T>, TrfError> {
        let text = self.text(from, to);
        let t = text.trim();
        if t.is_empty() {
            return Ok(None);
        }
        if !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(self.error(
                from,
                TrfErrorKind::Number {
                    field,
                    text: text.clone(),
                },
            ));
        }
        t.parse().map(Some).map_err(|_| {
            self.error(
                from,
                TrfErrorKind::Number {
                    field,
                    text: text.clone(),
                },
            )
        })
    }
}

/// Reads a `001` record; `line` (1-based) is for errors.
pub fn parse_player(text: &str, line: usize) -> Result<Player, TrfError> {
    let chars: Vec<char> = text.chars().collect();
    let c = Columns {
        chars: &chars,
        line,
    };
    let tpn_text = c.text(5, 8);
    let tpn = match tpn_text.trim().parse::<u16>() {
        Ok(n) if (1..=9999).contains(&n) && tpn_text.trim().bytes().all(|b| b.is_ascii_digit()) => {
            n
        }
        _ => return Err(c.error(5, TrfErrorKind::StartingNumber(tpn_text))),
    };
    let sex = match c.at(10) {
        ' ' => None,
        'm' | 'M' => Some(Sex::Male),
        'w' | 'W' | 'f' | 'F' => Some(Sex::Female),
        other => return Err(c.error(10, TrfErrorKind::Sex(other))),
    };
    let points = {
        let t = c.text(81, 84);
        if t.trim().is_empty() {
            None
        } else {
            Some(
                t.parse::<Points>()
                    .map_err(|_| c.error(81, TrfErrorKind::Points(t.clone())))?,
            )
        }
    };
    let mut player = Player {
        tpn,
        sex,
        title: c.text(11, 13).trim().to_owned(),
        name: c.text(15, 47).trim().to_owned(),
        rating: c.number(49, 52, "rating")?,
        federation: c.text(54, 56).trim().to_owned(),
        fide_id: c.number(58, 68, "fide_id")?,
        birth_date: c.text(70, 79).trim().to_owned(),
        points,
        rank: c.number(86, 89, "rank")?,
        rounds: Vec::new(),
    };
    // Trailing blanks are padding, not a round.
    let used = chars.len() - chars.iter().rev().take_while(|&&ch| ch == ' ').count();
    let mut at = ROUNDS_AT;
    while at <= used {
        let opponent = c.number::<u16>(at, at + 3, "opponent")?.filter(|&n| n != 0);
        let colour = match c.at(at + 5) {
            'w' | 'W' => Some(Colour::White),
            'b' | 'B' => Some(Colour::Black),
            '-' | ' ' => None,
            other => return Err(c.error(at + 5, TrfErrorKind::Colour(other))),
        };
        let r = c.at(at + 7);
        let result =
            ResultCode::from_trf_char(r).ok_or_else(|| c.error(at + 7, TrfErrorKind::Result(r)))?;
        player.rounds.push(RoundEntry {
            opponent,
            colour,
            result,
        });
        at += ROUND_WIDTH;
    }
    Ok(player)
}

/// Writes a `001` record in the usual layout (no line end).
pub fn format_player(p: &Player) -> String {
    let mut s = String::with_capacity(ROUNDS_AT + ROUND_WIDTH * p.rounds.len());
    let opt = |v: Option<String>| v.unwrap_or_default();
    s.push_str("001 ");
    pad_left(&mut s, &p.tpn.to_string(), 4);
    s.push(' ');
    s.push(p.sex.map_or(' ', Sex::trf_char));
    pad_left(&mut s, &p.title, 3);
    s.push(' ');
    pad_right(&mut s, &p.name, 33);
    s.push(' ');
    pad_left(&mut s, &opt(p.rating.map(|r| r.to_string())), 4);
    s.push(' ');
    pad_right(&mut s, &p.federation, 3);
    s.push(' ');
    pad_left(&mut s, &opt(p.fide_id.map(|r| r.to_string())), 11);
    s.push(' ');
    pad_right(&mut s, &p.birth_date, 10);
    s.push(' ');
    pad_left(&mut s, &opt(p.points.map(Points::to_trf)), 4);
    s.push(' ');
    pad_left(&mut s, &opt(p.rank.map(|r| r.to_string())), 4);
    for r in &p.rounds {
        s.push_str("  ");
        match r.opponent {
            Some(n) => pad_left(&mut s, &n.to_string(), 4),
            None => s.push_str("0000"),
        }
        s.push(' ');
        s.push(r.colour.map_or('-', Colour::trf_char));
        s.push(' ');
        s.push(r.result.trf_char());
    }
    let trimmed = s.trim_end().len();
    s.truncate(trimmed);
    s
}

/// Right-aligned in `width` columns (longer text is written whole, and shifts what follows).
fn pad_left(s: &mut String, v: &str, width: usize) {
    for _ in v.chars().count()..width {
        s.push(' ');
    }
    s.push_str(v);
}

/// Left-aligned in `width` columns.
fn pad_right(s: &mut String, v: &str, width: usize) {
    s.push_str(v);
    for _ in v.chars().count()..width {
        s.push(' ');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = "001    1      Test0001 Player0001               2541                             3.0    1     5 w 1     9 b 1  0000 - U";

    #[test]
    fn a_corpus_line_reads_and_writes_back() {
        let p = parse_player(LINE, 1).unwrap();
        assert_eq!(p.tpn, 1);
        assert_eq!(p.name, "Test0001 Player0001");
        assert_eq!(p.rating, Some(2541));
        assert_eq!(p.points, Some(Points(30)));
        assert_eq!(p.rank, Some(1));
        assert_eq!(p.rounds.len(), 3);
        assert_eq!(
            p.rounds[0],
            RoundEntry::game(5, Colour::White, ResultCode::Win)
        );
        assert_eq!(p.rounds[2], RoundEntry::unpaired(ResultCode::PairingBye));
        assert_eq!(format_player(&p), LINE);
    }

    #[test]
    fn the_fide_example_layout_reads() {
        let line = "001    1 m GM Mirzoev,Azer                      2527 AZE    13400304 1978/02/21  4.0    1    26 w 1    13 b 1     8 w 1     4 b 1";
        let p = parse_player(line, 3).unwrap();
        assert_eq!(p.sex, Some(Sex::Male));
        assert_eq!(p.title, "GM");
        assert_eq!(p.federation, "AZE");
        assert_eq!(p.fide_id, Some(13400304));
        assert_eq!(p.birth_date, "1978/02/21");
        assert_eq!(p.points, Some(Points(40)));
        assert_eq!(p.rounds.len(), 4);
        assert_eq!(format_player(&p), line);
    }

    #[test]
    fn errors_name_line_and_column() {
        let e = parse_player("001 abcd", 7).unwrap_err();
        assert_eq!(
            (e.line, e.column, e.code()),
            (7, 5, "trf_bad_starting_number")
        );
        let mut bad = LINE.to_owned();
        bad.replace_range(98..99, "Q");
        let e = parse_player(&bad, 2).unwrap_err();
        assert_eq!((e.column, e.code()), (99, "trf_bad_result"));
    }

    #[test]
    fn a_blank_result_is_a_game_still_to_play() {
        let line = &LINE[..LINE.len() - 1];
        let p = parse_player(line, 1).unwrap();
        assert_eq!(p.rounds[2].result, ResultCode::Blank);
        assert_eq!(p.rounds.len(), 3);
    }
}
