//! The facts behind a claim of perpetual check (1928 Par. 15.B, 1930 Art. 16.1.b): "lorsque le
//! joueur démontre qu'il peut donner échec perpétuel".
//!
//! The old Laws leave the ruling to the arbiter: the claimant *demonstrates*, and the arbiter
//! judges the demonstration. The program does not rule; it establishes what can be established
//! from the record and the board, for the arbiter to weigh:
//! - how many of the claimant's last moves in a row gave check, and how often the current
//!   position has stood (the repetition the checks bring about);
//! - whether the claimant can go on checking *whatever the opponent replies* — searched move by
//!   move, every reply of the opponent against the claimant's best checking move:
//!   [`ForcedChecks::Endless`] when every line of replies comes back to a position already met
//!   with the claimant to move (or into mate), a proof that the checks need never end;
//!   [`ForcedChecks::Escapes`] when the opponent has replies that leave the claimant without a
//!   check; [`ForcedChecks::AtLeast`] when the search stopped at its limit with the checks still
//!   going.
//!
//! A mating check counts as a check the opponent cannot escape: a claimant who could mate would
//! hardly claim a draw, but the fact reported, that the checks cannot be escaped, stays true.

use shakmaty::{Chess, Color, Move, Position};

use crate::Record;

/// What the program can establish about a perpetual-check claim by `claimant`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerpetualCheck {
    /// The player who claims (or would claim) the draw.
    pub claimant: Color,
    /// How many of the claimant's last moves in a row gave check (0: the last did not).
    pub checks_in_a_row: usize,
    /// How many times the current position has stood, counting itself, under the edition's
    /// sameness of positions (1930 Art. 16.1.c: the pieces and the player to move).
    pub repetitions: u32,
    /// Whether the claimant can keep on checking whatever the opponent plays.
    pub forced: ForcedChecks,
}

/// Whether the claimant can give check on each of its next moves whatever the opponent replies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForcedChecks {
    /// Yes, for ever: in every line of the opponent's replies, the claimant's checks come back to
    /// a position already met with the claimant to move (or give mate). The proof is complete.
    Endless,
    /// Yes for the next `moves` moves of the claimant's at least; the search stopped there, the
    /// checks still going (`moves` 0: not even one move could be searched).
    AtLeast {
        /// The claimant's moves proven to be checks whatever the replies.
        moves: u32,
    },
    /// No: whatever checks the claimant gives, the opponent has replies after which the claimant,
    /// to move, has no checking move; the claimant can keep checking for `moves` moves at most
    /// (0: it has no check now, or the opponent's next reply already stops the checks).
    Escapes {
        /// The claimant's moves that can be checks whatever the replies.
        moves: u32,
    },
}

/// Positions the search may visit in all, over every horizon tried.
const BUDGET: u32 = 20_000;

/// The furthest horizon searched, in moves of the claimant's.
const MAX_MOVES: u32 = 16;

/// The facts of a perpetual-check claim by `claimant` on the record's current position
/// (1928 Par. 15.B, 1930 Art. 16.1.b).
///
/// ```
/// use laws::{ForcedChecks, read_line, perpetual_check, Edition};
/// use shakmaty::Color;
///
/// // Black's queen checks from c1 and f4, the white king shuttles between h2 and h1: the
/// // position has stood twice, and White has no reply that ends the checks.
/// let record = read_line(
///     "fen 6k1/5ppp/8/8/8/7P/3q1PP1/6K1 b - - 0 1 moves d2c1 g1h2 c1f4 h2h1 f4c1 h1h2",
///     Edition::Fide1930,
/// )?;
/// let facts = perpetual_check(&record, Color::Black);
/// assert_eq!(facts.checks_in_a_row, 3);
/// assert_eq!(facts.repetitions, 2);
/// assert_eq!(facts.forced, ForcedChecks::Endless);
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn perpetual_check(record: &Record, claimant: Color) -> PerpetualCheck {
    PerpetualCheck {
        claimant,
        checks_in_a_row: checks_in_a_row(record, claimant),
        repetitions: record.repetitions(),
        forced: forced_checks(record.position(), claimant),
    }
}

/// How many of `claimant`'s last moves in a row gave check: the positions after them, the
/// opponent to move, have the opponent in check.
fn checks_in_a_row(record: &Record, claimant: Color) -> usize {
    record
        .positions()
        .iter()
        .skip(1)
        .rev()
        .filter(|pos| pos.turn() == !claimant)
        .take_while(|pos| pos.is_check())
        .count()
}

/// Whether `claimant` can keep on checking from `pos` whatever the opponent replies, searched
/// to growing horizons within the budget.
pub fn forced_checks(pos: &Chess, claimant: Color) -> ForcedChecks {
    let mut search = Search {
        budget: BUDGET,
        path: Vec::new(),
    };
    let mut proven = 0;
    for horizon in 1..=MAX_MOVES {
        let outcome = if pos.turn() == claimant {
            search.claimant_to_move(pos, horizon)
        } else {
            // The opponent's reply first: the claimant's moves after it are the horizon's.
            search.opponent_to_move(pos, horizon + 1)
        };
        match outcome {
            Some(Outcome::Endless) => return ForcedChecks::Endless,
            Some(Outcome::Escape) => return ForcedChecks::Escapes { moves: proven },
            Some(Outcome::Horizon) => proven = horizon,
            None => break,
        }
    }
    ForcedChecks::AtLeast { moves: proven }
}

/// What a line of the search came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// Back to a position met before with the claimant to move, or mate: the checks go on.
    Endless,
    /// The horizon, the claimant still checking.
    Horizon,
    /// The claimant, to move, has no check.
    Escape,
}

struct Search {
    budget: u32,
    /// The positions of the current line with the claimant to move.
    path: Vec<Chess>,
}

impl Search {
    /// Spends one position of the budget; `None` when it is spent.
    fn visit(&mut self) -> Option<()> {
        self.budget = self.budget.checked_sub(1)?;
        Some(())
    }

    /// The claimant to move, `moves` of its moves left to search: the best of its checks.
    fn claimant_to_move(&mut self, pos: &Chess, moves: u32) -> Option<Outcome> {
        if self.path.contains(pos) {
            return Some(Outcome::Endless);
        }
        if moves == 0 {
            return Some(Outcome::Horizon);
        }
        self.visit()?;
        let checks: Vec<(Move, Chess)> = pos
            .legal_moves()
            .into_iter()
            .filter_map(|m| {
                let mut next = pos.clone();
                next.play_unchecked(m);
                next.is_check().then_some((m, next))
            })
            .collect();
        let mut best = Outcome::Escape;
        self.path.push(pos.clone());
        for (_, next) in &checks {
            let outcome = self.opponent_to_move(next, moves);
            match outcome {
                Some(Outcome::Endless) => {
                    best = Outcome::Endless;
                    break;
                }
                Some(Outcome::Horizon) => best = Outcome::Horizon,
                Some(Outcome::Escape) => {}
                None => {
                    self.path.pop();
                    return None;
                }
            }
        }
        self.path.pop();
        Some(best)
    }

    /// The opponent to move (in check, but for the first position of a search): the worst of
    /// its replies for the claimant.
    fn opponent_to_move(&mut self, pos: &Chess, moves: u32) -> Option<Outcome> {
        self.visit()?;
        let replies = pos.legal_moves();
        if replies.is_empty() {
            // Mate given by the claimant, or (at the start of a search only) a stalemate: the
            // game is over, nothing is escaped.
            return Some(if pos.is_check() {
                Outcome::Endless
            } else {
                Outcome::Escape
            });
        }
        let mut worst = Outcome::Endless;
        for m in replies {
            let mut next = pos.clone();
            next.play_unchecked(m);
            match self.claimant_to_move(&next, moves - 1)? {
                Outcome::Escape => return Some(Outcome::Escape),
                Outcome::Horizon => worst = Outcome::Horizon,
                Outcome::Endless => {}
            }
        }
        Some(worst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Edition, read_line};

    fn record(line: &str) -> Record {
        read_line(line, Edition::Fide1930).expect("line")
    }

    #[test]
    fn art_16_1_b_1930_a_queen_checks_for_ever() {
        // Black's queen on c1 and f4, the king between h1 and h2: every reply of White's comes
        // back to a position already met (the same answer from a separate python-chess search).
        let r = record("fen 6k1/5ppp/8/8/8/7P/3q1PP1/6K1 b - - 0 1 moves d2c1 g1h2 c1f4 h2h1");
        let facts = perpetual_check(&r, Color::Black);
        assert_eq!(facts.checks_in_a_row, 2);
        assert_eq!(facts.repetitions, 1);
        assert_eq!(facts.forced, ForcedChecks::Endless);
        // Qe1+ instead lets the king out: White has replies after which Black, a few moves
        // on, has no check left (python-chess finds the same).
        let r = record("fen 6k1/5ppp/8/8/8/7P/3q1PP1/6K1 b - - 0 1 moves d2e1");
        assert!(matches!(
            perpetual_check(&r, Color::Black).forced,
            ForcedChecks::Escapes { .. }
        ));
    }

    #[test]
    fn art_16_1_b_1930_the_king_escapes_the_checks() {
        // A lone rook against a king in the open: it checks twice whatever the king does, then
        // the king finds a square no check reaches (the same answer from python-chess).
        let r = record("fen 6k1/8/8/8/8/8/4r3/6K1 b - - 0 1");
        let facts = perpetual_check(&r, Color::Black);
        assert_eq!(facts.checks_in_a_row, 0);
        assert_eq!(facts.forced, ForcedChecks::Escapes { moves: 2 });
    }

    #[test]
    fn art_16_1_b_1930_the_opponent_replies_first() {
        // White to move against Black's claim: the count starts after White's reply.
        let r = record("fen 6k1/5ppp/8/8/8/7P/3q1PP1/6K1 b - - 0 1 moves d2c1");
        assert_eq!(
            perpetual_check(&r, Color::Black).forced,
            ForcedChecks::Endless
        );
        // A side with a king and pawns only never checks whatever Black plays.
        assert_eq!(
            perpetual_check(&r, Color::White).forced,
            ForcedChecks::Escapes { moves: 0 }
        );
    }

    #[test]
    fn art_16_1_b_1930_no_check_at_all() {
        // Black has only its king: no check now, none ever.
        let r = record("fen 6k1/8/8/8/8/8/8/Q5K1 b - - 0 1");
        assert_eq!(
            perpetual_check(&r, Color::Black).forced,
            ForcedChecks::Escapes { moves: 0 }
        );
    }

    #[test]
    fn art_16_1_b_1930_a_mating_check_cannot_be_escaped() {
        // Back-rank mate in one: Re1# ends the checks with mate.
        let r = record("fen 6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1");
        assert_eq!(
            perpetual_check(&r, Color::White).forced,
            ForcedChecks::Endless
        );
    }
}
