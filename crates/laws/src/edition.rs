//! Editions of the Laws as data: what the board decides under each one.
//!
//! The table in ARCHITECTURE.md ("Rule editions") is the source; each parameter below names the
//! article it comes from. Only the board-side rules live here (repetition, move rule, automatic
//! draws, dead position, odds games); clock and competition rules belong to the `clock` and `game`
//! crates.

use std::{fmt, str::FromStr};

use crate::{Article, UnknownWord};

/// An edition of the FIDE Laws of Chess.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Edition {
    /// The Laws in force from 1 January 2023 (the default).
    #[default]
    Fide2023,
    /// The 2023 Laws with the 1997 appendices (rapid, blitz, quickplay finish, adjournment).
    /// On the board it decides exactly as 2023 does.
    Fide1997,
    /// The official Laws of 1930.
    Fide1930,
    /// The draft of 1928.
    Fide1928,
}

/// How two positions are compared for repetition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sameness {
    /// Art. 9.2.3: the same player to move, the same pieces on the same squares, and the same
    /// possible moves — castling rights count, and an en passant right counts only when an en
    /// passant capture is legal.
    Fide2023,
    /// 1930 Art. 16.1.c, 1928 Par. 15.C: the same position with the same player to move; the
    /// texts speak only of the pieces, so castling and en passant rights are not compared.
    PiecesAndTurn,
}

/// A draw the player to move may claim (Art. 9.2, 9.3 and their older forms).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClaimRule {
    /// How many occurrences (repetition) or half-moves (move rule) make the claim correct.
    pub threshold: u32,
    /// The article for a claim on the position on the board (9.2.2, 9.3.2).
    pub now: Article,
    /// The article for a claim by an intended move written first (9.2.1, 9.3.1), where the
    /// edition allows one.
    pub intended_move: Option<Article>,
    /// When the claim may be made, once the count has reached the threshold.
    pub timing: ClaimTiming,
}

/// When a claim may be made once its count (occurrences, half-moves) reached the threshold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClaimTiming {
    /// For as long as the condition holds (Art. 9.2.2, 9.3.2). A repetition claim under 1930
    /// Art. 16.1.c and 1928 Par. 15.C is also of this kind: it is made "à ce moment-là", while the
    /// repeated position stands, and is lost once the players move on — which the count of the
    /// position on the board already expresses.
    WhileItHolds,
    /// Only at the very moment the count reaches the threshold, never later (1930 Art. 16.2:
    /// "à l'instant où les conditions ... sont réalisées ; elle ne saurait être revendiquée plus
    /// tard"). The 1930 text has no restart of the count, so after that moment the claim is gone.
    AtTheMoment,
    /// At the moment the count reaches the threshold, after which the count starts again
    /// (1928 Par. 15.E: "Dans ce cas le compte recommence"; the last paragraph of Par. 15: claimed
    /// "au moment où existent les conditions"): so at every whole multiple of the threshold.
    AtEachCount,
}

impl ClaimTiming {
    /// Whether a claim may be made with `count` against `threshold`.
    pub fn allows(self, count: u32, threshold: u32) -> bool {
        match self {
            ClaimTiming::WhileItHolds => count >= threshold,
            ClaimTiming::AtTheMoment => count == threshold,
            ClaimTiming::AtEachCount => count >= threshold && count.is_multiple_of(threshold),
        }
    }
}

/// A draw the arbiter declares without a claim (Art. 9.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AutomaticRule {
    /// Occurrences (fivefold) or half-moves (seventy-five moves).
    pub threshold: u32,
    /// The article.
    pub article: Article,
}

/// The board-side rules of an edition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardRules {
    /// Checkmate ends the game (2023 Art. 5.1.1; 1930 Art. 10.1; 1928 Par. 1).
    pub checkmate: Article,
    /// Stalemate is a draw (2023 Art. 5.2.1; 1930 Art. 16.1.a; 1928 Par. 15.A).
    pub stalemate: Article,
    /// How positions are compared for repetition.
    pub sameness: Sameness,
    /// The repetition claim.
    pub repetition: ClaimRule,
    /// The fifty-move claim.
    pub fifty_moves: ClaimRule,
    /// Fivefold repetition (Art. 9.6.1), if the edition has it.
    pub fivefold: Option<AutomaticRule>,
    /// Seventy-five moves (Art. 9.6.2), if the edition has it.
    pub seventy_five_moves: Option<AutomaticRule>,
    /// A dead position ends the game at once (Art. 5.2.2), if the edition has the rule.
    pub dead_position: Option<Article>,
    /// Odds games (1930 Art. 22, 1928 Par. 22), if the edition has them.
    pub odds: Option<OddsArticles>,
    /// A draw when the player "démontre qu'il peut donner échec perpétuel" (1930 Art. 16.1.b;
    /// 1928 Par. 15.B), if the edition has the rule: a claim the arbiter judges, on the facts of
    /// [`crate::perpetual_check`]. The 2023 Laws have none: the checks end in a repetition.
    pub perpetual_check: Option<Article>,
    /// The "mate me in fifty moves" demand (1930 Art. 16.1.f; 1928 Par. 15.F), if the edition
    /// has it (see [`crate::MateDemand`]).
    pub mate_demand: Option<MateDemandRule>,
}

/// Where an edition rules the "mate me in fifty moves" demand (see [`crate::MateDemand`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MateDemandRule {
    /// The demand, and the draw when the count runs out (1930 Art. 16.1.f; 1928 Par. 15.F).
    pub demand: Article,
    /// The moment of the claim, "à l'instant où les conditions ... sont réalisées" and never
    /// later (1930 Art. 16.2; 1928 Par. 15, its last paragraph, cited `1928 15`).
    pub claim_moment: Article,
    /// Whether theory's count replaces the fifty moves where it needs more (1930 16.1.f's
    /// "exception ... pour certaines positions"); the 1928 draft has no such exception.
    pub theory_exception: bool,
}

/// Where an edition rules odds games (see [`crate::OddsRules`]).
///
/// The 1928 draft gives Par. 22 as unnumbered paragraphs, so each of its rules is cited as
/// `1928 22`; the 1930 Laws number them 22.1 to 22.8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OddsArticles {
    /// The article on odds games as a whole (1930 Art. 22; 1928 Par. 22).
    pub odds: Article,
    /// White has the first move (1930 Art. 4.2; 1928 Par. 4), so whoever has the move plays
    /// White.
    pub white_moves_first: Article,
    /// The receiver of one or more moves plays them at the start, at his first turn (1930 22.2).
    pub moves_at_start: Article,
    /// Several moves count as that many for the time control, and the giver's first move as
    /// that many too (1930 22.3).
    pub clock: Article,
    /// The receiver of two or more moves does not go past the middle line while making them
    /// (1930 22.4).
    pub middle_line: Article,
    /// The giver of a piece has the move, unless the move is part of the odds (1930 22.5).
    pub giver_moves_first: Article,
    /// Pawn odds take the king's bishop's pawn (1930 22.6).
    pub pawn: Article,
    /// Rook, bishop or knight odds take the queen's-side piece unless agreed otherwise (1930
    /// 22.7).
    pub piece: Article,
    /// Whether the rule of [`OddsArticles::piece`] names the bishop: the 1930 text does; the 1928
    /// draft names only "la tour et le cavalier de la Dame", so the players must say which bishop.
    pub default_bishop: bool,
    /// The giver of rook odds may castle on that side as if the rook were there, if no other
    /// piece stands on its square (1930 22.8).
    pub castling: Article,
    /// Castling's own conditions: king and rook unmoved, nothing between them, the king not in
    /// check and not passing through an attacked square (1930 Art. 8; 1928 Par. 8).
    pub castling_conditions: Article,
    /// A player may not put his own king in check (1930 Art. 9.3; 1928 Par. 8).
    pub no_self_check: Article,
}

const RULES_2023: BoardRules = BoardRules {
    checkmate: Article("5.1.1"),
    stalemate: Article("5.2.1"),
    sameness: Sameness::Fide2023,
    repetition: ClaimRule {
        threshold: 3,
        now: Article("9.2.2"),
        intended_move: Some(Article("9.2.1")),
        timing: ClaimTiming::WhileItHolds,
    },
    fifty_moves: ClaimRule {
        threshold: 100,
        now: Article("9.3.2"),
        intended_move: Some(Article("9.3.1")),
        timing: ClaimTiming::WhileItHolds,
    },
    fivefold: Some(AutomaticRule {
        threshold: 5,
        article: Article("9.6.1"),
    }),
    seventy_five_moves: Some(AutomaticRule {
        threshold: 150,
        article: Article("9.6.2"),
    }),
    dead_position: Some(Article("5.2.2")),
    // The 2023 Laws have no article on odds games: a game starts from the position of Art. 2.3
    // and the players move alternately (Art. 1.2).
    odds: None,
    perpetual_check: None,
    mate_demand: None,
};

const RULES_1930: BoardRules = BoardRules {
    checkmate: Article("1930 10.1"),
    stalemate: Article("1930 16.1.a"),
    sameness: Sameness::PiecesAndTurn,
    repetition: ClaimRule {
        threshold: 3,
        now: Article("1930 16.1.c"),
        intended_move: None,
        timing: ClaimTiming::WhileItHolds,
    },
    fifty_moves: ClaimRule {
        threshold: 100,
        now: Article("1930 16.1.e"),
        intended_move: None,
        timing: ClaimTiming::AtTheMoment,
    },
    fivefold: None,
    seventy_five_moves: None,
    dead_position: None,
    odds: Some(OddsArticles {
        odds: Article("1930 22"),
        white_moves_first: Article("1930 4.2"),
        moves_at_start: Article("1930 22.2"),
        clock: Article("1930 22.3"),
        middle_line: Article("1930 22.4"),
        giver_moves_first: Article("1930 22.5"),
        pawn: Article("1930 22.6"),
        piece: Article("1930 22.7"),
        default_bishop: true,
        castling: Article("1930 22.8"),
        castling_conditions: Article("1930 8"),
        no_self_check: Article("1930 9.3"),
    }),
    perpetual_check: Some(Article("1930 16.1.b")),
    mate_demand: Some(MateDemandRule {
        demand: Article("1930 16.1.f"),
        claim_moment: Article("1930 16.2"),
        theory_exception: true,
    }),
};

const RULES_1928: BoardRules = BoardRules {
    checkmate: Article("1928 1"),
    stalemate: Article("1928 15.A"),
    sameness: Sameness::PiecesAndTurn,
    repetition: ClaimRule {
        threshold: 3,
        now: Article("1928 15.C"),
        intended_move: None,
        timing: ClaimTiming::WhileItHolds,
    },
    fifty_moves: ClaimRule {
        threshold: 100,
        now: Article("1928 15.E"),
        intended_move: None,
        timing: ClaimTiming::AtEachCount,
    },
    fivefold: None,
    seventy_five_moves: None,
    dead_position: None,
    // Par. 22's paragraphs are not numbered. They differ from 1930 Art. 22 in wording more than
    // in rule: the receiver's moves "comptent pour deux ou plusieurs coups" where 1930 says "pour
    // un nombre égal de coups" (the same count, less clearly put), he may not "franchir ... la
    // moitié de l'échiquier" (1930: "dépasser la ligne médiane"), and the default piece is named
    // for the rook and the knight only.
    odds: Some(OddsArticles {
        odds: Article("1928 22"),
        white_moves_first: Article("1928 4"),
        moves_at_start: Article("1928 22"),
        clock: Article("1928 22"),
        middle_line: Article("1928 22"),
        giver_moves_first: Article("1928 22"),
        pawn: Article("1928 22"),
        piece: Article("1928 22"),
        default_bishop: false,
        castling: Article("1928 22"),
        castling_conditions: Article("1928 8"),
        no_self_check: Article("1928 8"),
    }),
    perpetual_check: Some(Article("1928 15.B")),
    // Par. 15's last paragraph, unnumbered: cited `1928 15`.
    mate_demand: Some(MateDemandRule {
        demand: Article("1928 15.F"),
        claim_moment: Article("1928 15"),
        theory_exception: false,
    }),
};

impl Edition {
    /// Every edition, newest first.
    pub const ALL: [Edition; 4] = [
        Edition::Fide2023,
        Edition::Fide1997,
        Edition::Fide1930,
        Edition::Fide1928,
    ];

    /// The stored name: `fide-2023`, `fide-1997`, `fide-1930`, `fide-1928`.
    pub const fn name(self) -> &'static str {
        match self {
            Edition::Fide2023 => "fide-2023",
            Edition::Fide1997 => "fide-1997",
            Edition::Fide1930 => "fide-1930",
            Edition::Fide1928 => "fide-1928",
        }
    }

    /// What the board decides under this edition.
    ///
    /// The 1997 appendices speak of rapid play, blitz, quickplay finishes and adjournment, never
    /// of the board, so `fide-1997` shares the 2023 board rules.
    pub const fn rules(self) -> &'static BoardRules {
        match self {
            Edition::Fide2023 | Edition::Fide1997 => &RULES_2023,
            Edition::Fide1930 => &RULES_1930,
            Edition::Fide1928 => &RULES_1928,
        }
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Edition {
    type Err = UnknownWord;

    fn from_str(s: &str) -> Result<Edition, UnknownWord> {
        Edition::ALL
            .into_iter()
            .find(|e| e.name() == s)
            .ok_or_else(|| UnknownWord {
                what: "edition",
                found: s.to_owned(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn editions_round_trip_through_their_names() {
        for e in Edition::ALL {
            assert_eq!(e.name().parse::<Edition>(), Ok(e));
        }
        assert_eq!(Edition::default(), Edition::Fide2023);
        assert!("fide-2024".parse::<Edition>().is_err());
    }

    #[test]
    fn old_editions_have_no_automatic_draws_and_no_dead_position_rule() {
        for e in [Edition::Fide1930, Edition::Fide1928] {
            let r = e.rules();
            assert!(r.fivefold.is_none() && r.seventy_five_moves.is_none());
            assert!(r.dead_position.is_none());
            assert_eq!(r.sameness, Sameness::PiecesAndTurn);
            assert!(r.repetition.intended_move.is_none());
        }
    }

    #[test]
    fn art_16_1_b_16_1_f_1930_perpetual_check_and_the_mate_demand_are_the_old_laws_only() {
        for e in [Edition::Fide2023, Edition::Fide1997] {
            assert_eq!(e.rules().perpetual_check, None);
            assert_eq!(e.rules().mate_demand, None);
        }
        let articles = |e: Edition| {
            let r = e.rules();
            let demand = r.mate_demand.expect("the demand");
            (
                r.perpetual_check.map(Article::as_str),
                demand.demand.as_str(),
                demand.claim_moment.as_str(),
                demand.theory_exception,
            )
        };
        assert_eq!(
            articles(Edition::Fide1930),
            (Some("1930 16.1.b"), "1930 16.1.f", "1930 16.2", true)
        );
        assert_eq!(
            articles(Edition::Fide1928),
            (Some("1928 15.B"), "1928 15.F", "1928 15", false)
        );
    }
}
