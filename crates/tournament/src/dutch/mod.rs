//! The FIDE Dutch pairing system (C.04.3, the edition applied from 1 February 2026), with the
//! basic rules of C.04.1 and the general handling rules of C.04.2.
//!
//! A tour:
//! - [`Field`] is what the engine is given: the [`Entrant`]s with one [`RoundRecord`] per round
//!   played, who is absent from the round to pair, the number of rounds and the initial colour;
//! - [`pair`] pairs the next round and returns a [`RoundPairing`]: [`Board`]s in the published
//!   order (C.04.2 3.6 as the reference program orders them), the pairing-allocated bye, and for
//!   each a list of [`Note`]s saying which criteria had to give way and why;
//! - inside, the criteria of C.04.3 2 are packed into one wide integer per pair (`criteria`),
//!   and the brackets are paired from the top on a maximum-weight matching of the whole field
//!   (`brackets`, on the project's warm-started blossom solver, `blossom`).
//!
//! ```
//! use tournament::dutch::{pair, Colour, Entrant, Field};
//!
//! let entrants = (1..=5).map(|number| Entrant { number, history: vec![], absent: false }).collect();
//! let field = Field { total_rounds: 3, initial_colour: Colour::White, entrants, forbidden: vec![] };
//! let round = pair(&field).unwrap();
//! // Round 1 (C.04.3 B.1 (2017 numbering), 5.2.5): the top half against the bottom half,
//! // the bye to the last.
//! let boards: Vec<(u16, u16)> = round.boards.iter().map(|b| (b.white, b.black)).collect();
//! assert_eq!(boards, vec![(1, 3), (4, 2)]);
//! assert_eq!(round.bye, Some(5));
//! ```

mod blossom;
mod brackets;
mod colour;
mod criteria;
mod error;
mod explain;
mod field;
mod from_event;
mod matcher;
mod simulate;
mod standing;
mod weight;

pub use matcher::stats as matching_stats;
pub use simulate::{Simulation, simulate};

use std::collections::HashSet;

pub use crate::Colour;
use crate::StartingNumber;
pub use colour::ColourRule;
pub use error::DutchError;
pub use explain::{CODES as NOTE_CODES, Lang, Note, render as render_note};
pub use field::{Entrant, Field, GameResult, HalfPoints, RoundRecord};
pub use standing::Float;

use criteria::{Layout, Method};
use standing::Standing;
use weight::{Limbs, Packed};

/// One board of the round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// White's starting number.
    pub white: StartingNumber,
    /// Black's starting number.
    pub black: StartingNumber,
    /// The rule of C.04.3 5.2 that gave the colours.
    pub colour_rule: ColourRule,
    /// Why this board is what it is.
    pub notes: Vec<Note>,
}

/// A round's pairing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundPairing {
    /// The round paired (1-based).
    pub round: usize,
    /// The boards, in the order they are published.
    pub boards: Vec<Board>,
    /// The player given the pairing-allocated bye, if any (C.04.1 3).
    pub bye: Option<StartingNumber>,
    /// Why that player.
    pub bye_notes: Vec<Note>,
}

/// Pairs the round after the last one in `field` by the Dutch system.
///
/// The pairing runs on a thread of its own, which ends with it (the solver recurses through
/// nested blossoms: the thread is given the main thread's usual stack). The solver
/// (`blossom`) holds a 4-byte number an edge and each distinct weight once, and frees
/// everything with the pairing; before it, `integer_blossom` kept (2n + 1)² edges of the
/// weight's width in a pool local to the thread (454 MB for a 1,000-player round, issue 36).
/// When no thread can be started, the pairing runs on the caller's.
pub fn pair(field: &Field) -> Result<RoundPairing, DutchError> {
    std::thread::scope(|scope| {
        let spawned = std::thread::Builder::new()
            .name("dutch-pairing".into())
            .stack_size(PAIRING_STACK)
            // The solver's counters of that thread go back to the caller's (`matching_stats`).
            .spawn_scoped(scope, || {
                (
                    pair_by(field, Method::Quick, Notes::Written),
                    matcher::stats(),
                )
            });
        match spawned {
            Ok(handle) => {
                let (answer, runs) = handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
                matcher::add_stats(runs);
                answer
            }
            // No thread could be started: here, then.
            Err(_) => pair_by(field, Method::Quick, Notes::Written),
        }
    })
}

/// The pairing of [`pair`] (the same boards, colours, board order and bye) without the notes
/// (every `notes` and `bye_notes` empty), on the caller's thread: for a caller that prints the
/// boards only from a thread with a main thread's stack (8 MiB; the solver recurses through
/// nested blossoms), as `arbiter pair` does.
///
/// Why (issue 36, peak memory): the notes are rendered from the words catalogue, whose first
/// use parses both languages' files (190 kB of Fluent) into bundles, and a thread of its own
/// gives the allocator a second heap. A 50-player round printed as bbpPairings' `-p` form has
/// no use for either.
pub fn pair_boards(field: &Field) -> Result<RoundPairing, DutchError> {
    pair_by(field, Method::Quick, Notes::Omitted)
}

/// Whether a pairing's notes are written (rendered from the catalogue) or left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Notes {
    /// Every board's and the bye's notes, in both languages.
    Written,
    /// No notes.
    Omitted,
}

/// The stack of the pairing's thread: the main thread's usual 8 MiB (the solver recurses
/// through nested blossoms).
const PAIRING_STACK: usize = 8 << 20;

/// [`pair`] by the given method.
pub(crate) fn pair_by(
    field: &Field,
    method: Method,
    notes: Notes,
) -> Result<RoundPairing, DutchError> {
    field.index()?;
    let played = field.played_rounds();
    let cards = standing::standings(field, played);
    let mut sorted: Vec<&Standing> = cards
        .iter()
        .filter(|c| !field.entrants[c.entrant].absent)
        .collect();
    // C.04.3 1.2: by score, then by the initial ranking list.
    sorted.sort_by(|a, b| b.score.cmp(&a.score).then(a.rank.cmp(&b.rank)));
    let mut forbidden = HashSet::new();
    for &(a, b) in &field.forbidden {
        forbidden.insert((a, b));
        forbidden.insert((b, a));
    }
    let layout = Layout::new(
        &sorted,
        played,
        field.total_rounds as usize,
        forbidden,
        method,
    );
    // The narrowest weight that holds every field, the hint bits and the solver's headroom
    // (its duals reach twice the largest weight): fewer bits, less memory for the solver.
    let need = layout.total_bits() + 8 + brackets::hint_bits(sorted.len());
    macro_rules! narrowest {
        ($($t:ty),*) => {
            $(if need <= <$t as Packed>::BITS {
                brackets::pair_sorted::<$t>(&sorted, &layout.widened(<$t as Packed>::BITS - need))
            } else)* {
                return Err(DutchError::TooLarge {
                    players: sorted.len(),
                });
            }
        };
    }
    // Steps of 64 to 128 bits up to 1,280 bits (most rounds), wider apart beyond: the solver's time
    // follows the width (at 1,536 bits a weight of 1,152 takes 0.44 of the time).
    let partner = narrowest!(
        i128,
        Limbs<3>,
        Limbs<4>,
        Limbs<5>,
        Limbs<6>,
        Limbs<8>,
        Limbs<10>,
        Limbs<12>,
        Limbs<14>,
        Limbs<16>,
        Limbs<18>,
        Limbs<20>,
        Limbs<24>,
        Limbs<32>,
        Limbs<40>,
        Limbs<48>,
        Limbs<64>,
        Limbs<96>,
        Limbs<128>
    )?;

    let mut boards = Vec::new();
    let mut bye = None;
    let mut bye_notes = Vec::new();
    // Colours: decided from the side of the player with the lower starting number.
    let mut by_number: Vec<usize> = (0..sorted.len()).collect();
    by_number.sort_by_key(|&v| sorted[v].number);
    for v in by_number {
        match partner[v] {
            Some(o) if sorted[v].number < sorted[o].number => {
                let (c, rule) = colour::colour_of(sorted[v], sorted[o], field.initial_colour);
                let (w, b) = if c == Colour::White {
                    (sorted[v], sorted[o])
                } else {
                    (sorted[o], sorted[v])
                };
                boards.push((w, b, rule));
            }
            Some(_) => {}
            None => {
                bye = Some(sorted[v].number);
                let lowest = sorted.last().map(|l| l.score) == Some(sorted[v].score);
                if notes == Notes::Written {
                    bye_notes = explain::bye_notes(sorted[v], lowest);
                }
            }
        }
    }
    // C.04.2 3.6 as the reference program orders boards: the higher player's score, then the
    // lower player's, then the higher player's rank.
    boards.sort_by(|x, y| {
        let key = |(w, b, _): &(&Standing, &Standing, ColourRule)| {
            let (h, l) = if colour::ranks_below(w, b) {
                (*b, *w)
            } else {
                (*w, *b)
            };
            (
                std::cmp::Reverse(h.score),
                std::cmp::Reverse(l.score),
                h.rank,
            )
        };
        key(x).cmp(&key(y))
    });
    let boards = boards
        .into_iter()
        .map(|(w, b, rule)| Board {
            white: w.number,
            black: b.number,
            colour_rule: rule,
            notes: match notes {
                Notes::Written => explain::board_notes(w, b, rule, layout.last_round),
                Notes::Omitted => Vec::new(),
            },
        })
        .collect();
    Ok(RoundPairing {
        round: played + 1,
        boards,
        bye,
        bye_notes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// C.04.3 (and C.04.2 3.6's board order): the boards-only pairing is the pairing, notes
    /// left out, on generated tournaments with forfeits, requested byes and withdrawals.
    #[test]
    fn c_04_3_the_boards_only_pairing_is_the_pairing_without_notes() {
        let mut rounds = 0;
        for (seed, players, total) in [(21, 31, 7), (22, 64, 6)] {
            let event = simulate(Simulation {
                seed,
                players,
                rounds: total,
                forfeits: 40,
                byes: 40,
                withdrawals: 10,
            })
            .expect("simulates");
            for round in 1..=usize::from(total) {
                let field = Field::from_event(&event, Some(round)).expect("reads");
                let full = pair(&field).expect("pairs");
                let boards = pair_boards(&field).expect("pairs");
                assert!(
                    boards.bye_notes.is_empty() && boards.boards.iter().all(|b| b.notes.is_empty())
                );
                let without_notes = RoundPairing {
                    bye_notes: Vec::new(),
                    boards: full
                        .boards
                        .iter()
                        .map(|b| Board {
                            notes: Vec::new(),
                            ..b.clone()
                        })
                        .collect(),
                    ..full
                };
                assert_eq!(boards, without_notes, "seed {seed}, round {round}");
                rounds += 1;
            }
        }
        assert_eq!(rounds, 13);
    }
}
