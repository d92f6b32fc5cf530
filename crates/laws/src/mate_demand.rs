//! "Mate me in fifty moves" (1928 Par. 15.F, 1930 Art. 16.1.f): at any moment a player may
//! demand that the opponent mate within fifty moves; if no mate comes in fifty moves, the game is
//! drawn. The count starts again after every capture and every pawn move.
//!
//! 1930 16.1.f adds an exception that the 1928 draft does not have: "pour certaines positions où
//! la théorie a démontré que plus de 50 coups sont nécessaires pour forcer la décision, il sera
//! accordé un nombre de coups double du nombre établi comme nécessaire par la théorie". The texts
//! list no such positions: which theory applies, and what number it establishes, is the arbiter's
//! to rule. So the program takes that number from the arbiter ([`MateDemand::new`]'s
//! `theory_moves`, or [`MateDemand::with_theory`] on a demand already made) and doubles it; it
//! never supplies one of its own. The number is capped at [`MAX_THEORY_MOVES`], so that a slip
//! of the arbiter's (or a value meant to break the count) cannot grant billions of moves.
//!
//! The draw "doit être réclamée au moment où existent les conditions" (1928 15, last paragraph;
//! 1930 16.2): the program says when the count has run out ([`DemandStatus::RunOut`]); the claim
//! is the demanding player's.

use shakmaty::{Color, Position};

use crate::{Article, Edition, MateDemandRule, Record};

/// The moves granted by the rule: fifty, "de part et d'autre" (by each player).
pub const MOVES: u32 = 50;

/// The most moves a theory count may be (1930 Art. 16.1.f: "le nombre établi comme nécessaire
/// par la théorie"): 549, the longest forced mate any analysis has established to this day (the
/// seven-piece Lomonosov tablebases, 2012). The theory of 1930 knew no ending needing even a
/// hundred, so no count an arbiter could rule then or now is refused, and the moves granted (at
/// most 1,098 by each player) stay far from any overflow.
pub const MAX_THEORY_MOVES: u32 = 549;

/// A standing demand to be mated within a number of moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MateDemand {
    demander: Color,
    at_ply: usize,
    limit: u32,
    article: Article,
    claim_moment: Article,
}

/// Where a demand stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DemandStatus {
    /// The count goes on: `moves_left` moves of each player's before it runs out.
    Counting {
        /// Moves (of each player) left before the draw can be claimed.
        moves_left: u32,
    },
    /// The count has run out without mate: the demanding player may claim the draw now.
    RunOut,
}

/// Why a demand cannot be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DemandError {
    /// The edition has no such rule (the 2023 and 1997 Laws have the fifty-move rule only).
    #[error("the {0} Laws have no demand to be mated in fifty moves")]
    NoSuchRule(Edition),
    /// A theory count was given under the 1928 draft, which has no exception to the fifty moves.
    #[error("the 1928 draft (Par. 15.F) grants no more than fifty moves, whatever the theory")]
    NoTheoryException,
    /// A theory count above [`MAX_THEORY_MOVES`]: no theory has established so many.
    #[error(
        "{0} moves: no theory has established a forced win that long (at most {MAX_THEORY_MOVES}, 1930 Art. 16.1.f)"
    )]
    TheoryOutOfRange(u32),
}

impl MateDemand {
    /// `demander` demands, on the record's current position, to be mated. `theory_moves`: the
    /// number of moves the arbiter rules that theory establishes as needed in this position
    /// (1930 16.1.f, at most [`MAX_THEORY_MOVES`]); the demand then runs for twice that number
    /// when it exceeds fifty.
    pub fn new(
        record: &Record,
        demander: Color,
        theory_moves: Option<u32>,
    ) -> Result<MateDemand, DemandError> {
        let edition = record.edition();
        let rule = rule(edition)?;
        Ok(MateDemand {
            demander,
            at_ply: record.ply(),
            limit: limit(edition, theory_moves)?,
            article: rule.demand,
            claim_moment: rule.claim_moment,
        })
    }

    /// The demand with the arbiter's ruling on theory made after it (1930 16.1.f): the moves
    /// granted become twice `theory_moves` when it exceeds fifty (else fifty), counted from the
    /// demand as before. `edition`: the record's.
    pub fn with_theory(
        self,
        edition: Edition,
        theory_moves: u32,
    ) -> Result<MateDemand, DemandError> {
        Ok(MateDemand {
            limit: limit(edition, Some(theory_moves))?,
            ..self
        })
    }

    /// The player who demanded to be mated.
    pub fn demander(&self) -> Color {
        self.demander
    }

    /// The moves granted: fifty, or twice the theory's count.
    pub fn limit(&self) -> u32 {
        self.limit
    }

    /// The article the demand stands on.
    pub fn article(&self) -> Article {
        self.article
    }

    /// The article on the moment the draw is claimed, and never later (1930 Art. 16.2; 1928
    /// Par. 15, its last paragraph).
    pub fn claim_moment(&self) -> Article {
        self.claim_moment
    }

    /// The moves (of each player) counted so far: since the demand or the last capture or pawn
    /// move, whichever came later. A move is counted when both players have made it: half the
    /// plies, rounded down.
    pub fn moves_counted(&self, record: &Record) -> u32 {
        u32::try_from(self.plies_counted(record) / 2).unwrap_or(u32::MAX)
    }

    /// The half-moves counted so far: since the demand or the last capture or pawn move,
    /// whichever came later ([`MateDemand::moves_counted`] is half of them, rounded down).
    pub fn plies_counted(&self, record: &Record) -> usize {
        let since_demand = record.ply().saturating_sub(self.at_ply);
        let since_reset = record.position().halfmoves() as usize;
        since_demand.min(since_reset)
    }

    /// Whether the count ran out with the last move made: the moment at which the draw may be
    /// claimed, "à l'instant où les conditions envisagées sous e) et f) sont réalisées ; elle ne
    /// saurait être revendiquée plus tard" (1930 Art. 16.2; 1928 Par. 15, last paragraph: "au
    /// moment où existent les conditions ... et ne saurait être revendiquée ensuite"). One move
    /// later the moment has passed, though [`MateDemand::status`] still says
    /// [`DemandStatus::RunOut`].
    pub fn claim_open(&self, record: &Record) -> bool {
        // In u64: twice the limit fits whatever the platform's usize.
        u64::try_from(self.plies_counted(record)).is_ok_and(|p| p == 2 * u64::from(self.limit))
    }

    /// Where the demand stands on the record's current position.
    pub fn status(&self, record: &Record) -> DemandStatus {
        let counted = self.moves_counted(record);
        if counted >= self.limit {
            DemandStatus::RunOut
        } else {
            DemandStatus::Counting {
                moves_left: self.limit - counted,
            }
        }
    }
}

/// Where `edition` rules the demand, if it has one.
fn rule(edition: Edition) -> Result<MateDemandRule, DemandError> {
    edition
        .rules()
        .mate_demand
        .ok_or(DemandError::NoSuchRule(edition))
}

/// The moves a demand grants under `edition`, with the arbiter's theory count if any.
fn limit(edition: Edition, theory_moves: Option<u32>) -> Result<u32, DemandError> {
    let exception = rule(edition)?.theory_exception;
    match theory_moves {
        None => Ok(MOVES),
        Some(_) if !exception => Err(DemandError::NoTheoryException),
        Some(moves) if moves > MAX_THEORY_MOVES => Err(DemandError::TheoryOutOfRange(moves)),
        // "plus de 50 coups sont nécessaires": a theory count of fifty or less changes nothing.
        Some(moves) if moves > MOVES => Ok(2 * moves),
        Some(_) => Ok(MOVES),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read_line;

    /// Kings and a rook shuffling without capture or pawn move: `plies` half-moves from the
    /// start position of `fen`.
    fn shuffled(edition: Edition, plies: usize) -> Record {
        let cycle = ["a1a2", "h8g8", "a2a1", "g8h8"];
        let moves: Vec<&str> = cycle.iter().copied().cycle().take(plies).collect();
        let line = format!("fen 7k/8/8/8/8/8/8/R6K w - - 0 1 moves {}", moves.join(" "));
        read_line(&line, edition).expect("line")
    }

    #[test]
    fn art_16_1_f_1930_fifty_moves_from_the_demand() {
        let start = shuffled(Edition::Fide1930, 0);
        let demand = MateDemand::new(&start, Color::Black, None).expect("1930 has the rule");
        assert_eq!(demand.article().as_str(), "1930 16.1.f");
        assert_eq!(demand.limit(), 50);
        let r = shuffled(Edition::Fide1930, 99);
        assert_eq!(demand.status(&r), DemandStatus::Counting { moves_left: 1 });
        let r = shuffled(Edition::Fide1930, 100);
        assert_eq!(demand.status(&r), DemandStatus::RunOut);
    }

    #[test]
    fn art_16_2_1930_the_draw_is_claimed_at_the_moment_the_count_runs_out() {
        let start = shuffled(Edition::Fide1930, 0);
        let demand = MateDemand::new(&start, Color::Black, None).expect("1930 has the rule");
        assert!(!demand.claim_open(&shuffled(Edition::Fide1930, 99)));
        let at_the_moment = shuffled(Edition::Fide1930, 100);
        assert_eq!(demand.plies_counted(&at_the_moment), 100);
        assert!(demand.claim_open(&at_the_moment));
        // One move later: run out still, but the moment has passed.
        let later = shuffled(Edition::Fide1930, 101);
        assert_eq!(demand.status(&later), DemandStatus::RunOut);
        assert!(!demand.claim_open(&later));
    }

    #[test]
    fn art_16_1_f_1930_the_count_starts_again_after_a_capture_or_pawn_move() {
        // Demand at the start; ten moves later a pawn moves: the count is back to zero.
        let line = "fen 7k/8/8/8/8/8/P7/R6K w - - 0 1 moves a1b1 h8g8 b1a1 g8h8 a2a3 h8g8";
        let before =
            read_line("fen 7k/8/8/8/8/8/P7/R6K w - - 0 1", Edition::Fide1930).expect("start");
        let demand = MateDemand::new(&before, Color::Black, None).expect("demand");
        let r = read_line(line, Edition::Fide1930).expect("line");
        assert_eq!(demand.moves_counted(&r), 0);
        assert_eq!(demand.status(&r), DemandStatus::Counting { moves_left: 50 });
    }

    #[test]
    fn art_16_1_f_1930_the_count_starts_at_the_demand() {
        // Forty moves already made without capture or pawn move: the demand still grants fifty.
        let r = shuffled(Edition::Fide1930, 80);
        let demand = MateDemand::new(&r, Color::Black, None).expect("demand");
        let later = shuffled(Edition::Fide1930, 100);
        assert_eq!(
            demand.status(&later),
            DemandStatus::Counting { moves_left: 40 }
        );
    }

    #[test]
    fn art_16_1_f_1930_twice_what_theory_establishes() {
        let start = shuffled(Edition::Fide1930, 0);
        let demand = MateDemand::new(&start, Color::Black, Some(66)).expect("demand");
        assert_eq!(demand.limit(), 132);
        // Theory needing fifty moves or fewer leaves the rule's fifty.
        let demand = MateDemand::new(&start, Color::Black, Some(33)).expect("demand");
        assert_eq!(demand.limit(), 50);
    }

    #[test]
    fn art_16_1_f_1930_no_theory_count_beyond_the_longest_known_win() {
        let start = shuffled(Edition::Fide1930, 0);
        let longest = MateDemand::new(&start, Color::Black, Some(MAX_THEORY_MOVES)).expect("549");
        assert_eq!(longest.limit(), 1098);
        for moves in [MAX_THEORY_MOVES + 1, u32::MAX] {
            assert_eq!(
                MateDemand::new(&start, Color::Black, Some(moves)),
                Err(DemandError::TheoryOutOfRange(moves))
            );
            assert_eq!(
                longest.with_theory(Edition::Fide1930, moves),
                Err(DemandError::TheoryOutOfRange(moves))
            );
        }
        // The longest count still runs out, at twice its moves.
        assert!(!longest.claim_open(&shuffled(Edition::Fide1930, 100)));
        assert_eq!(
            longest.status(&shuffled(Edition::Fide1930, 100)),
            DemandStatus::Counting { moves_left: 1048 }
        );
    }

    #[test]
    fn art_16_1_f_1930_theory_ruled_after_the_demand_counts_from_the_demand() {
        let start = shuffled(Edition::Fide1930, 0);
        let demand = MateDemand::new(&start, Color::Black, None).expect("demand");
        let ruled = demand.with_theory(Edition::Fide1930, 66).expect("ruled");
        assert_eq!(ruled.limit(), 132);
        let r = shuffled(Edition::Fide1930, 100);
        assert_eq!(ruled.status(&r), DemandStatus::Counting { moves_left: 82 });
        assert_eq!(
            demand.with_theory(Edition::Fide1928, 66),
            Err(DemandError::NoTheoryException)
        );
    }

    #[test]
    fn par_15_f_1928_has_no_theory_exception_and_2023_no_demand() {
        let start = shuffled(Edition::Fide1928, 0);
        let demand = MateDemand::new(&start, Color::White, None).expect("1928 has the rule");
        assert_eq!(demand.article().as_str(), "1928 15.F");
        assert_eq!(
            MateDemand::new(&start, Color::White, Some(66)),
            Err(DemandError::NoTheoryException)
        );
        let modern = shuffled(Edition::Fide2023, 0);
        assert_eq!(
            MateDemand::new(&modern, Color::White, None),
            Err(DemandError::NoSuchRule(Edition::Fide2023))
        );
    }
}
