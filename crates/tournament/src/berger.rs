//! Round robins by the Berger tables (FIDE C.05, Annex 1).
//!
//! The tables are built the way the annex's tables run (and as Otto Milvang's "Berger
//! explained" states the rule behind them):
//!
//! - with N players (N even; an odd field adds a player N, and whoever meets N has the bye —
//!   "Where there is an odd number of players, the highest number counts as a bye"), round 1
//!   pairs board *b* as *b* – (N − *b* + 1), the lower number with White;
//! - each following round lists players 1 … N−1 by their board of the round before, White
//!   before Black; player N meets the last of that list, taking White and Black in turn (Black
//!   in round 1, White in round 2, …); the rest pair from the end of the list, the
//!   second-to-last with White against the last.
//!
//! A double round robin repeats the table with the colours reversed; "it is recommended that
//! the last two rounds of the first cycle be swapped", to keep anyone from three games running
//! with one colour across the two cycles (C.05 Annex 1), which [`RoundRobin::double`] does.

use game::codes::Params;

use crate::messages::{self, Coded, said_in_english};
use crate::player::StartingNumber;

/// A game of a table: White's and Black's numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pairing {
    /// White's number.
    pub white: StartingNumber,
    /// Black's number.
    pub black: StartingNumber,
}

/// A round-robin schedule: for each round, its games board by board, and who has the bye.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RoundRobin {
    /// The number of players (odd fields included: the bye is not a player).
    pub players: u16,
    /// Round by round, the games (a game against the odd field's bye is not listed).
    pub rounds: Vec<Vec<Pairing>>,
    /// Round by round, the player with the bye (odd fields only).
    pub byes: Vec<Option<StartingNumber>>,
}

/// A field the tables do not cover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BergerError {
    /// Fewer than 2 players, or more than 9,999 (TRF's largest starting number).
    Players(u32),
}

impl Coded for BergerError {
    fn message(&self) -> &'static words::Code {
        &messages::BERGER_BAD_PLAYER_COUNT
    }

    fn params(&self) -> Params {
        let BergerError::Players(players) = self;
        game::params! { "players" => *players }
    }
}

said_in_english!(BergerError);

impl BergerError {
    /// The stable snake_case code.
    pub fn code(&self) -> &'static str {
        self.message().error
    }
}

impl RoundRobin {
    /// The single round robin of C.05 Annex 1 for `players` players.
    pub fn single(players: u32) -> Result<RoundRobin, BergerError> {
        if !(2..=9999).contains(&players) {
            return Err(BergerError::Players(players));
        }
        let field = u16::try_from(players).map_err(|_| BergerError::Players(players))?;
        let n = field + field % 2;
        let boards = usize::from(n / 2);
        let mut table: Vec<Vec<Pairing>> = Vec::with_capacity(usize::from(n) - 1);
        let first: Vec<Pairing> = (1..=n / 2)
            .map(|b| Pairing {
                white: b,
                black: n - b + 1,
            })
            .collect();
        table.push(first);
        let mut n_white = true;
        for _ in 2..n {
            let Some(previous) = table.last() else {
                break;
            };
            let mut list: Vec<StartingNumber> = previous
                .iter()
                .flat_map(|p| [p.white, p.black])
                .filter(|&x| x != n)
                .collect();
            let mut round = Vec::with_capacity(boards);
            // The list holds N−1 players, an odd count: one meets N, then pairs from the end.
            if let Some(last) = list.pop() {
                round.push(if n_white {
                    Pairing {
                        white: n,
                        black: last,
                    }
                } else {
                    Pairing {
                        white: last,
                        black: n,
                    }
                });
            }
            n_white = !n_white;
            while let (Some(black), Some(white)) = (list.pop(), list.pop()) {
                round.push(Pairing { white, black });
            }
            table.push(round);
        }
        Ok(RoundRobin::with_byes(field, table))
    }

    /// The double round robin: the first cycle with its last two rounds swapped, then the table
    /// again with the colours reversed (C.05 Annex 1).
    pub fn double(players: u32) -> Result<RoundRobin, BergerError> {
        let single = RoundRobin::single(players)?;
        let field = single.players;
        let n = single.rounds.len();
        let mut first = single.rounds.clone();
        if n >= 2 {
            first.swap(n - 1, n - 2);
        }
        let second = single.rounds.iter().map(|round| {
            round
                .iter()
                .map(|p| Pairing {
                    white: p.black,
                    black: p.white,
                })
                .collect::<Vec<_>>()
        });
        let all: Vec<Vec<Pairing>> = first.into_iter().chain(second).collect();
        // `single` already dropped the bye's games; recompute the byes from the field.
        let mut rr = RoundRobin {
            players: field,
            rounds: all,
            byes: Vec::new(),
        };
        rr.byes = rr.rounds.iter().map(|r| bye_of(field, r)).collect();
        Ok(rr)
    }

    /// Drops the games against the odd field's bye and notes who had it.
    fn with_byes(field: u16, table: Vec<Vec<Pairing>>) -> RoundRobin {
        let bye = field + 1;
        let mut byes = Vec::with_capacity(table.len());
        let rounds = table
            .into_iter()
            .map(|round| {
                let mut had = None;
                let games: Vec<Pairing> = round
                    .into_iter()
                    .filter(|p| {
                        if field % 2 == 1 && (p.white == bye || p.black == bye) {
                            had = Some(if p.white == bye { p.black } else { p.white });
                            false
                        } else {
                            true
                        }
                    })
                    .collect();
                byes.push(had);
                games
            })
            .collect();
        RoundRobin {
            players: field,
            rounds,
            byes,
        }
    }

    /// A round as the command line prints it: `1-4 2-3` (White first, by board).
    pub fn line(&self, round: usize) -> Option<String> {
        let games = self.rounds.get(round)?;
        Some(
            games
                .iter()
                .map(|p| format!("{}-{}", p.white, p.black))
                .collect::<Vec<_>>()
                .join(" "),
        )
    }
}

/// The one player of an odd field missing from a round's games.
fn bye_of(field: u16, round: &[Pairing]) -> Option<StartingNumber> {
    if field.is_multiple_of(2) {
        return None;
    }
    (1..=field).find(|&x| !round.iter().any(|p| p.white == x || p.black == x))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c05_annex_1_four_players() {
        let rr = RoundRobin::single(4).unwrap();
        let lines: Vec<String> = (0..3).filter_map(|r| rr.line(r)).collect();
        assert_eq!(lines, ["1-4 2-3", "4-3 1-2", "2-4 3-1"]);
    }

    #[test]
    fn c05_annex_1_three_players_have_a_bye_each_round() {
        let rr = RoundRobin::single(3).unwrap();
        let lines: Vec<String> = (0..3).filter_map(|r| rr.line(r)).collect();
        assert_eq!(lines, ["2-3", "1-2", "3-1"]);
        assert_eq!(rr.byes, [Some(1), Some(3), Some(2)]);
    }

    #[test]
    fn too_few_or_too_many() {
        assert_eq!(
            RoundRobin::single(1).unwrap_err().code(),
            "berger_bad_player_count"
        );
        assert!(RoundRobin::single(10_000).is_err());
        assert_eq!(
            RoundRobin::single(2).unwrap().rounds,
            [vec![Pairing { white: 1, black: 2 }]]
        );
    }
}
