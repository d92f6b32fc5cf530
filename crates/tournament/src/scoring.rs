//! Points for each result: the scoring systems of Art. 10.1 (and its commentary), as TRF-2026's
//! tag 162 writes them.
//!
//! Art. 10.1: "A moins que le règlement d'une compétition spécifie autre chose, un joueur […]
//! qui gagne sa partie, ou gagne par forfait, marque un point (1), […] qui perd sa partie, ou
//! perd par forfait, ne marque pas de point (0) et […] qui fait match nul marque un demi-point
//! (½)." Its commentary names 3-1-0, 3-2-1-0 (0 for a forfeit) and 2-1-0; the `game` crate
//! holds that list ([`game::Scoring`]) and this module gives each its points in tenths.

use game::codes::Params;

use crate::messages::{self, Coded, said_in_english};
use crate::points::Points;
use crate::result::{Outcome, ResultCode};

/// Points for each group of results of TRF-2026's tag 162.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ScoringSystem {
    /// `W`: a win over the board or by forfeit, or a full-point bye.
    pub win: Points,
    /// `D`: a draw over the board, or a half-point bye.
    pub draw: Points,
    /// `L`: a loss over the board.
    pub loss: Points,
    /// `A`: an absence: a zero-point bye or a forfeit loss.
    pub absence: Points,
    /// `P`: the pairing-allocated bye (TRF-2026's default: as a win).
    pub pairing_bye: Points,
    /// `X`: a result not known yet, such as an adjourned game (TRF-2026's default: as a draw).
    pub unknown: Points,
}

impl Default for ScoringSystem {
    /// 1-½-0 (Art. 10.1), the pairing-allocated bye as a win.
    fn default() -> ScoringSystem {
        ScoringSystem::from(game::Scoring::OneHalfZero)
    }
}

impl From<game::Scoring> for ScoringSystem {
    /// The system of Art. 10.1 or its commentary; a forfeit loss, a zero-point bye and an
    /// absence score as a forfeit ("0 pt pour le forfait" in 3-2-1-0).
    fn from(s: game::Scoring) -> ScoringSystem {
        let [win, draw, loss, absence] = match s {
            game::Scoring::OneHalfZero => [10, 5, 0, 0],
            game::Scoring::ThreeOneZero => [30, 10, 0, 0],
            game::Scoring::ThreeTwoOneZero => [30, 20, 10, 0],
            game::Scoring::TwoOneZero => [20, 10, 0, 0],
        };
        ScoringSystem {
            win: Points(win),
            draw: Points(draw),
            loss: Points(loss),
            absence: Points(absence),
            pairing_bye: Points(win),
            unknown: Points(draw),
        }
    }
}

/// A tag 162 that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoringError {
    /// The column (1-based, counted in the whole line `162 …`).
    pub column: usize,
    /// What is wrong.
    pub reason: ScoringReason,
}

/// Why a tag 162 does not read: a code of its own (`scoring_…`), said inside the error's
/// sentence as its `reason`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScoringReason {
    /// The four columns after a result letter are not points such as `11.5`: the text.
    NotPoints(String),
    /// A letter that is none of W D L A P X.
    NotAResult(char),
}

impl Coded for ScoringReason {
    fn message(&self) -> &'static words::Code {
        match self {
            ScoringReason::NotPoints(_) => &messages::SCORING_NOT_POINTS,
            ScoringReason::NotAResult(_) => &messages::SCORING_NOT_A_RESULT,
        }
    }

    /// The text or the letter as written, quoted as Rust's `{:?}` writes it.
    fn params(&self) -> Params {
        match self {
            ScoringReason::NotPoints(text) => game::params! { "text" => words::escaped(text) },
            ScoringReason::NotAResult(letter) => {
                game::params! { "letter" => words::escaped_char(*letter) }
            }
        }
    }
}

said_in_english!(ScoringReason);

impl Coded for ScoringError {
    fn message(&self) -> &'static words::Code {
        &messages::TRF_BAD_SCORING
    }

    /// The column, and the reason: its English as `reason`, its code as `reason_code`, its
    /// own params beside.
    fn params(&self) -> Params {
        let mut params = game::params! {
            "column" => self.column,
            "reason" => self.reason.say(words::Lang::En),
            "reason_code" => self.reason.message().key,
        };
        params.extend(self.reason.params());
        params
    }

    fn reason(&self) -> Option<&dyn Coded> {
        Some(&self.reason)
    }
}

said_in_english!(ScoringError);

impl ScoringError {
    /// The stable snake_case code.
    pub fn code(&self) -> &'static str {
        self.message().error
    }
}

impl ScoringSystem {
    /// The points a result code gives.
    pub const fn points(&self, result: ResultCode) -> Points {
        match result.outcome() {
            Outcome::Win => self.win,
            Outcome::Draw => self.draw,
            Outcome::Loss => self.loss,
            Outcome::Absence => self.absence,
            Outcome::PairingBye => self.pairing_bye,
        }
    }

    /// Reads tag 162's value (the text from column 5): a result letter at column 6 and its points
    /// at columns 7–10, then every nine columns another pair. Groups not named keep their
    /// default; `P` defaults to `W` and `X` to `D` as given.
    pub fn from_tag_162(value: &str) -> Result<ScoringSystem, ScoringError> {
        let chars: Vec<char> = value.chars().collect();
        let mut s = ScoringSystem::default();
        let (mut p_set, mut x_set) = (false, false);
        // Column 6 of the line is index 1 of the value (which starts at column 5).
        let mut at = 1;
        while at < chars.len() {
            let code = chars[at];
            let end = (at + 5).min(chars.len());
            let text: String = chars[at + 1..end].iter().collect();
            let column = at + 5;
            if code == ' ' && text.trim().is_empty() {
                at += 9;
                continue;
            }
            let points: Points = text.parse().map_err(|_| ScoringError {
                column: column + 1,
                reason: ScoringReason::NotPoints(text.clone()),
            })?;
            match code.to_ascii_uppercase() {
                'W' => s.win = points,
                'D' => s.draw = points,
                'L' => s.loss = points,
                'A' => s.absence = points,
                'P' => {
                    s.pairing_bye = points;
                    p_set = true;
                }
                'X' => {
                    s.unknown = points;
                    x_set = true;
                }
                other => {
                    return Err(ScoringError {
                        column,
                        reason: ScoringReason::NotAResult(other),
                    });
                }
            }
            at += 9;
        }
        if !p_set {
            s.pairing_bye = s.win;
        }
        if !x_set {
            s.unknown = s.draw;
        }
        Ok(s)
    }

    /// Tag 162's value (from column 5), every group written.
    pub fn to_tag_162(&self) -> String {
        let mut out = String::new();
        let groups = [
            ('W', self.win),
            ('D', self.draw),
            ('L', self.loss),
            ('A', self.absence),
            ('P', self.pairing_bye),
            ('X', self.unknown),
        ];
        for (i, (c, p)) in groups.into_iter().enumerate() {
            if i > 0 {
                out.push_str("    ");
            } else {
                out.push(' ');
            }
            out.push(c);
            out.push_str(&format!("{:>4}", p.to_trf()));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn art_10_1_one_half_zero_is_the_default() {
        let s = ScoringSystem::default();
        assert_eq!(s.points(ResultCode::Win), Points::ONE);
        assert_eq!(s.points(ResultCode::ForfeitWin), Points::ONE);
        assert_eq!(s.points(ResultCode::Draw), Points::HALF);
        assert_eq!(s.points(ResultCode::HalfBye), Points::HALF);
        assert_eq!(s.points(ResultCode::Loss), Points::ZERO);
        assert_eq!(s.points(ResultCode::ForfeitLoss), Points::ZERO);
        assert_eq!(s.points(ResultCode::PairingBye), Points::ONE);
        assert_eq!(s.points(ResultCode::FullBye), Points::ONE);
        assert_eq!(s.points(ResultCode::ZeroBye), Points::ZERO);
    }

    #[test]
    fn art_10_1_commentary_three_two_one_zero_scores_a_loss_above_a_forfeit() {
        let s = ScoringSystem::from(game::Scoring::ThreeTwoOneZero);
        assert_eq!(s.points(ResultCode::Loss), Points::whole(1));
        assert_eq!(s.points(ResultCode::UnratedLoss), Points::whole(1));
        assert_eq!(s.points(ResultCode::ForfeitLoss), Points::ZERO);
        assert_eq!(s.points(ResultCode::Draw), Points::whole(2));
        assert_eq!(s.points(ResultCode::Win), Points::whole(3));
    }

    #[test]
    fn every_system_of_the_game_crate_has_its_points() {
        for g in game::Scoring::ALL {
            let s = ScoringSystem::from(g);
            // Art. 10.2: a drawn game gives no more in all than a decided one.
            assert!(s.draw + s.draw <= s.win + s.loss, "{g}");
            assert!(s.win > s.draw && s.draw > s.absence, "{g}");
            assert_eq!(ScoringSystem::from_tag_162(&s.to_tag_162()), Ok(s), "{g}");
        }
    }

    #[test]
    fn tag_162_reads_by_columns() {
        // "162  W 3.0    D 1.0": W at column 6, its points at 7-10, D at 15, 16-19.
        let s = ScoringSystem::from_tag_162(" W 3.0    D 1.0").unwrap();
        assert_eq!((s.win, s.draw, s.loss), (Points(30), Points(10), Points(0)));
        assert_eq!(s.pairing_bye, Points(30));
        assert_eq!(s.unknown, Points(10));
        let e = ScoringSystem::from_tag_162(" Q 3.0").unwrap_err();
        assert_eq!(e.column, 6);
        assert!(ScoringSystem::from_tag_162(" W x.0").is_err());
    }
}
