//! What the Dutch system reads off a player's past rounds (C.04.3 1.2, 1.4, 1.6, 1.7, 1.8 and
//! 2.1.2): score, colour difference and preference, floats, and whether the pairing-allocated bye may be
//! given.

use std::collections::HashSet;

use super::field::{Field, HalfPoints, RoundRecord};
use crate::{Colour, StartingNumber};

/// A float a player received in a past round (C.04.3 1.4.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Float {
    /// Paired with a lower score, or given points without playing.
    Down,
    /// Paired with a higher score.
    Up,
    /// Neither.
    None,
}

/// One player's pairing card.
#[derive(Debug, Clone)]
pub(crate) struct Standing {
    /// Index in [`Field::entrants`].
    pub entrant: usize,
    /// Starting number.
    pub number: StartingNumber,
    /// Place in the initial ranking list, 0 first (C.04.2 2).
    pub rank: usize,
    /// Score in half points.
    pub score: u32,
    /// Games actually played.
    pub played_games: usize,
    /// |games with White − games with Black| (C.04.3 1.6).
    pub imbalance: u32,
    /// The colour preference (1.7), if any.
    pub preference: Option<Colour>,
    /// The colour of the two latest games played, when they had the same colour (1.7.1).
    pub repeated: Option<Colour>,
    /// A strong preference (1.7.2): a colour difference of ±1, not absolute.
    pub strong: bool,
    /// May receive the pairing-allocated bye (C.04.3 2.1.2; C.04.1 4).
    pub bye_eligible: bool,
    /// Floats of the previous round and of the round before it.
    pub floats: [Float; 2],
    /// Opponents already met over the board (C.04.3 2.1.1).
    pub met: HashSet<StartingNumber>,
    /// Colours of played games, latest last.
    pub colours: Vec<Colour>,
}

impl Standing {
    /// An absolute colour preference (1.7.1): colour difference beyond ±1, or the same colour
    /// twice in a row.
    pub fn absolute(&self) -> bool {
        self.imbalance > 1 || self.repeated.is_some()
    }
}

/// The score of a history less its last `back` rounds.
fn score_before(history: &[RoundRecord], back: usize) -> u32 {
    let upto = history.len().saturating_sub(back);
    history[..upto].iter().map(|r| r.points().0).sum()
}

/// Reads every entrant's card. `played` is the number of rounds already played.
pub(crate) fn standings(field: &Field, played: usize) -> Vec<Standing> {
    // C.04.2 2 and C.04.3 5.2.5: the ranks count the players taking part — present now, or
    // paired in an earlier round. A player absent from the start (a late entry not yet
    // playing) does not shift the ranks of those below.
    let taking_part = |i: usize| {
        let e = &field.entrants[i];
        !e.absent
            || e.history
                .iter()
                .any(|r| !matches!(r, RoundRecord::Unpaired { .. }))
    };
    let mut order: Vec<usize> = (0..field.entrants.len())
        .filter(|&i| taking_part(i))
        .collect();
    order.sort_by_key(|&i| field.entrants[i].number);
    let mut rank = vec![usize::MAX; field.entrants.len()];
    for (r, &i) in order.iter().enumerate() {
        rank[i] = r;
    }
    let by_number: std::collections::HashMap<StartingNumber, usize> = field
        .entrants
        .iter()
        .enumerate()
        .map(|(i, e)| (e.number, i))
        .collect();
    let record = |i: usize, round: usize| -> RoundRecord {
        field.entrants[i]
            .history
            .get(round)
            .copied()
            .unwrap_or(RoundRecord::Unpaired {
                points: HalfPoints(0),
            })
    };
    let history = |i: usize| -> Vec<RoundRecord> { (0..played).map(|r| record(i, r)).collect() };

    field
        .entrants
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let h = history(i);
            let mut white = 0u32;
            let mut black = 0u32;
            let mut run = 0usize;
            let mut last: Option<Colour> = None;
            let mut colours = Vec::new();
            let mut met = HashSet::new();
            for r in &h {
                if let RoundRecord::Played {
                    colour, opponent, ..
                } = *r
                {
                    met.insert(opponent);
                    colours.push(colour);
                    match colour {
                        Colour::White => white += 1,
                        Colour::Black => black += 1,
                    }
                    run = if last == Some(colour) { run + 1 } else { 1 };
                    last = Some(colour);
                }
            }
            let imbalance = white.abs_diff(black);
            let fewer = if white > black {
                Colour::Black
            } else {
                Colour::White
            };
            // 1.7: absolute (difference beyond 1, or two in a row), strong (difference 1), mild
            // (the other colour of the last game).
            let preference = if imbalance > 1 {
                Some(fewer)
            } else if run > 1 {
                last.map(Colour::opposite)
            } else if imbalance > 0 {
                Some(fewer)
            } else {
                last.map(Colour::opposite)
            };
            let repeated = if run > 1 { last } else { None };
            let strong = !(imbalance > 1 || repeated.is_some()) && imbalance > 0;
            // C.04.3 2.1.2 with C.04.1 4: no second pairing-allocated bye, nor a bye for one who
            // already scored a win's points without playing (a forfeit win, a full-point bye).
            let bye_eligible = !h.iter().any(|r| match r {
                RoundRecord::PairingAllocatedBye => true,
                RoundRecord::Played { .. } => false,
                other => other.points() >= HalfPoints::WIN,
            });
            let float = |back: usize| -> Float {
                if back > played {
                    return Float::None;
                }
                match h[played - back] {
                    RoundRecord::Played { opponent, .. } => {
                        let mine = score_before(&h, back);
                        let theirs = by_number
                            .get(&opponent)
                            .map(|&o| score_before(&history(o), back))
                            .unwrap_or(mine);
                        match mine.cmp(&theirs) {
                            std::cmp::Ordering::Greater => Float::Down,
                            std::cmp::Ordering::Less => Float::Up,
                            std::cmp::Ordering::Equal => Float::None,
                        }
                    }
                    // 1.4.3: points without a game count as a downfloat.
                    other => {
                        if other.points().0 > 0 {
                            Float::Down
                        } else {
                            Float::None
                        }
                    }
                }
            };
            Standing {
                entrant: i,
                number: e.number,
                rank: rank[i],
                score: h.iter().map(|r| r.points().0).sum(),
                played_games: colours.len(),
                imbalance,
                preference,
                repeated,
                strong,
                bye_eligible,
                floats: [float(1), float(2)],
                met,
                colours,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dutch::field::{Entrant, GameResult};

    fn game(opponent: StartingNumber, colour: Colour, result: GameResult) -> RoundRecord {
        RoundRecord::Played {
            opponent,
            colour,
            result,
        }
    }

    fn field(history1: Vec<RoundRecord>, history2: Vec<RoundRecord>) -> Field {
        Field {
            total_rounds: 9,
            initial_colour: Colour::White,
            entrants: vec![
                Entrant {
                    number: 1,
                    history: history1,
                    absent: false,
                },
                Entrant {
                    number: 2,
                    history: history2,
                    absent: false,
                },
            ],
            forbidden: vec![],
        }
    }

    #[test]
    fn a_6_a_two_whites_in_a_row_is_an_absolute_preference_for_black() {
        let f = field(
            vec![
                game(2, Colour::White, GameResult::Win),
                game(2, Colour::White, GameResult::Draw),
            ],
            vec![
                game(1, Colour::Black, GameResult::Loss),
                game(1, Colour::Black, GameResult::Draw),
            ],
        );
        let s = standings(&f, 2);
        assert!(s[0].absolute());
        assert_eq!(s[0].preference, Some(Colour::Black));
        assert_eq!(s[1].preference, Some(Colour::White));
        assert_eq!(s[0].score, 3);
        assert!(!s[0].strong);
    }

    #[test]
    fn a_4_b_points_without_a_game_are_a_downfloat_and_end_bye_eligibility() {
        let f = field(
            vec![
                RoundRecord::Unpaired {
                    points: HalfPoints::DRAW,
                },
                RoundRecord::PairingAllocatedBye,
            ],
            vec![
                RoundRecord::Unpaired {
                    points: HalfPoints(0),
                },
                RoundRecord::Forfeit {
                    opponent: 1,
                    won: false,
                },
            ],
        );
        let s = standings(&f, 2);
        assert_eq!(s[0].floats, [Float::Down, Float::Down]);
        assert!(!s[0].bye_eligible, "C.2: no second pairing-allocated bye");
        assert_eq!(s[1].floats, [Float::None, Float::None]);
        assert!(s[1].bye_eligible);
        assert_eq!(
            s[1].preference, None,
            "a forfeit gives no colour (C.04.1.b)"
        );
    }
}
