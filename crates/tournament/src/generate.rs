//! Random tournaments, seeded and pure, for tests: Swiss-like events with forfeits (one-sided
//! and double), requested byes (half-point, zero-point, full-point), pairing-allocated byes,
//! games under one move, and withdrawals.
//!
//! The pairing is a simple greedy one (by score, avoiding rematches when it can); it is not the
//! Dutch system and need not be: the tie-breaks and the TRF only need varied, consistent
//! events. The random numbers are SplitMix64, written out so that a seed gives the same event
//! on every platform.

use crate::event::Event;
use crate::player::{Colour, Player, RoundEntry, StartingNumber};
use crate::points::Points;
use crate::result::ResultCode;
use crate::scoring::ScoringSystem;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Generation {
    /// The seed.
    pub seed: u64,
    /// Players (2 to 9999).
    pub players: u16,
    /// Rounds.
    pub rounds: u16,
    /// Per mille of games forfeited.
    pub forfeits: u16,
    /// Per mille of players asking for a bye in a round.
    pub byes: u16,
    /// Per mille of players withdrawing in a round.
    pub withdrawals: u16,
    /// The first day, written as tag 042 (`YYYY/MM/DD`); it picks the C.07 edition.
    pub start: &'static str,
}

impl Default for Generation {
    fn default() -> Generation {
        Generation {
            seed: 1,
            players: 20,
            rounds: 7,
            forfeits: 60,
            byes: 60,
            withdrawals: 20,
            start: "2026/04/01",
        }
    }
}

/// SplitMix64: the same numbers on every platform, for this generator and the Dutch
/// engine's simulated tournaments alike.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    /// The next 64 random bits.
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    /// True `per_mille` times in a thousand.
    pub(crate) fn chance(&mut self, per_mille: u16) -> bool {
        self.below(1000) < u64::from(per_mille)
    }
}

/// A generated event: header lines (`012`, `042`, `XXR`), one `001` line a player with points
/// and rank filled in.
pub fn generate(g: Generation) -> Event {
    let mut rng = Rng(g.seed);
    let n = g.players.max(2);
    let rounds = usize::from(g.rounds.max(1));
    let scoring = ScoringSystem::default();
    let mut players: Vec<Player> = (1..=n)
        .map(|tpn| {
            let mut p = Player::new(tpn, format!("Player{tpn:04}, Test"));
            p.rating = Some(u16::try_from(1400 + rng.below(1201)).unwrap_or(1400));
            p
        })
        .collect();
    // Starting numbers by rating, as events number them.
    players.sort_by_key(|p| std::cmp::Reverse(p.rating));
    for (i, p) in players.iter_mut().enumerate() {
        p.tpn = StartingNumber::try_from(i + 1).unwrap_or(StartingNumber::MAX);
    }
    let mut withdrawn = vec![false; usize::from(n)];
    for round in 0..rounds {
        let score =
            |p: &Player| -> Points { p.rounds.iter().map(|r| scoring.points(r.result)).sum() };
        let mut available = Vec::new();
        for i in 0..players.len() {
            if !withdrawn[i] && round > 0 && rng.chance(g.withdrawals) {
                withdrawn[i] = true;
            }
            if withdrawn[i] {
                players[i]
                    .rounds
                    .push(RoundEntry::unpaired(ResultCode::ZeroBye));
            } else if rng.chance(g.byes) {
                let bye = match rng.below(10) {
                    0..=5 => ResultCode::HalfBye,
                    6..=8 => ResultCode::ZeroBye,
                    _ => ResultCode::FullBye,
                };
                players[i].rounds.push(RoundEntry::unpaired(bye));
            } else {
                available.push(i);
            }
        }
        available.sort_by(|&a, &b| score(&players[b]).cmp(&score(&players[a])).then(a.cmp(&b)));
        if available.len() % 2 == 1 {
            // The pairing-allocated bye: the lowest who has not had one.
            let pick = available
                .iter()
                .rposition(|&i| {
                    !players[i]
                        .rounds
                        .iter()
                        .any(|r| r.result == ResultCode::PairingBye)
                })
                .unwrap_or(available.len() - 1);
            let i = available.remove(pick);
            players[i]
                .rounds
                .push(RoundEntry::unpaired(ResultCode::PairingBye));
        }
        while let Some(a) = available.first().copied() {
            available.remove(0);
            let tpn_of = |i: usize| players[i].tpn;
            let fresh = available.iter().position(|&b| {
                !players[a]
                    .rounds
                    .iter()
                    .any(|r| r.opponent == Some(tpn_of(b)))
            });
            let b = available.remove(fresh.unwrap_or(0));
            let whites = |i: usize| {
                players[i]
                    .rounds
                    .iter()
                    .filter(|r| r.colour == Some(Colour::White))
                    .count() as i64
                    - players[i]
                        .rounds
                        .iter()
                        .filter(|r| r.colour == Some(Colour::Black))
                        .count() as i64
            };
            let (w, bl) = if whites(a) < whites(b) || (whites(a) == whites(b) && rng.chance(500)) {
                (a, b)
            } else {
                (b, a)
            };
            let (rw, rb) = if rng.chance(g.forfeits) {
                match rng.below(3) {
                    0 => (ResultCode::ForfeitWin, ResultCode::ForfeitLoss),
                    1 => (ResultCode::ForfeitLoss, ResultCode::ForfeitWin),
                    _ => (ResultCode::ForfeitLoss, ResultCode::ForfeitLoss),
                }
            } else {
                let under_one_move = rng.chance(20);
                match (rng.below(100), under_one_move) {
                    (0..=39, false) => (ResultCode::Win, ResultCode::Loss),
                    (40..=69, false) => (ResultCode::Draw, ResultCode::Draw),
                    (_, false) => (ResultCode::Loss, ResultCode::Win),
                    (0..=39, true) => (ResultCode::UnratedWin, ResultCode::UnratedLoss),
                    (40..=69, true) => (ResultCode::UnratedDraw, ResultCode::UnratedDraw),
                    (_, true) => (ResultCode::UnratedLoss, ResultCode::UnratedWin),
                }
            };
            let (tw, tb) = (players[w].tpn, players[bl].tpn);
            players[w]
                .rounds
                .push(RoundEntry::game(tb, Colour::White, rw));
            players[bl]
                .rounds
                .push(RoundEntry::game(tw, Colour::Black, rb));
        }
    }
    let mut event = Event::new();
    event.set_record("012", &format!("Generated tournament {}", g.seed));
    event.set_record("042", g.start);
    event.set_record("XXR", &rounds.to_string());
    push_standings(&mut event, players);
    event
}

/// Adds the players to `event` with their points and rank as a file states them: points by the
/// default scoring, rank by points then starting number. For this generator and the Dutch
/// engine's simulated tournaments alike.
pub(crate) fn push_standings(event: &mut Event, mut players: Vec<Player>) {
    let scoring = ScoringSystem::default();
    let totals: Vec<Points> = players
        .iter()
        .map(|p| p.rounds.iter().map(|r| scoring.points(r.result)).sum())
        .collect();
    let mut order: Vec<usize> = (0..players.len()).collect();
    order.sort_by(|&a, &b| totals[b].cmp(&totals[a]).then(a.cmp(&b)));
    for (rank, &i) in order.iter().enumerate() {
        players[i].rank = u16::try_from(rank + 1).ok();
    }
    for (mut p, total) in players.into_iter().zip(totals) {
        p.points = Some(total);
        event.push_player(p);
    }
}

/// A generated round robin by the Berger tables (C.05 Annex 1), double if asked: games with
/// random results, forfeits (`per mille`) and players who withdraw (their later games forfeited),
/// an odd field's bye written `0000 - Z`; header `092 Round robin (Berger)`, `042`, `XXR`.
pub fn generate_round_robin(
    seed: u64,
    players: u16,
    double: bool,
    forfeits: u16,
    start: &'static str,
) -> Event {
    let mut rng = Rng(seed ^ 0x5EED_0F0B_E26E_12AA);
    let n = players.max(2);
    let table = if double {
        crate::RoundRobin::double(u32::from(n))
    } else {
        crate::RoundRobin::single(u32::from(n))
    };
    let Ok(table) = table else {
        return Event::new();
    };
    let mut list: Vec<Player> = (1..=n)
        .map(|tpn| {
            let mut p = Player::new(tpn, format!("Player{tpn:04}, Test"));
            p.rating =
                Some(u16::try_from(2600 - u64::from(tpn) * 20 - rng.below(20)).unwrap_or(1400));
            p
        })
        .collect();
    let rounds = table.rounds.len();
    // Some players withdraw: from a round on, every game of theirs is lost by forfeit.
    let leaves: Vec<Option<usize>> = (0..n)
        .map(|_| (rng.chance(forfeits / 2)).then(|| 1 + rng.below(rounds as u64) as usize))
        .collect();
    for (r, games) in table.rounds.iter().enumerate() {
        for p in games {
            let (w, b) = (usize::from(p.white - 1), usize::from(p.black - 1));
            let gone = |i: usize| leaves[i].is_some_and(|from| r + 1 >= from);
            let (rw, rb) = match (gone(w), gone(b)) {
                (true, true) => (ResultCode::ForfeitLoss, ResultCode::ForfeitLoss),
                (true, false) => (ResultCode::ForfeitLoss, ResultCode::ForfeitWin),
                (false, true) => (ResultCode::ForfeitWin, ResultCode::ForfeitLoss),
                (false, false) if rng.chance(forfeits) => {
                    if rng.chance(500) {
                        (ResultCode::ForfeitWin, ResultCode::ForfeitLoss)
                    } else {
                        (ResultCode::ForfeitLoss, ResultCode::ForfeitWin)
                    }
                }
                (false, false) => match rng.below(100) {
                    0..=34 => (ResultCode::Win, ResultCode::Loss),
                    35..=69 => (ResultCode::Draw, ResultCode::Draw),
                    70..=72 => (ResultCode::UnratedDraw, ResultCode::UnratedDraw),
                    _ => (ResultCode::Loss, ResultCode::Win),
                },
            };
            list[w]
                .rounds
                .push(RoundEntry::game(p.black, Colour::White, rw));
            list[b]
                .rounds
                .push(RoundEntry::game(p.white, Colour::Black, rb));
        }
        if let Some(bye) = table.byes[r] {
            list[usize::from(bye - 1)]
                .rounds
                .push(RoundEntry::unpaired(ResultCode::ZeroBye));
        }
    }
    let scoring = ScoringSystem::default();
    let mut event = Event::new();
    event.set_record("012", &format!("Generated round robin {seed}"));
    event.set_record("042", start);
    event.set_record("092", "Round robin (Berger)");
    event.set_record("XXR", &rounds.to_string());
    for mut p in list {
        p.points = Some(p.rounds.iter().map(|r| scoring.points(r.result)).sum());
        event.push_player(p);
    }
    event
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_one_event() {
        let g = Generation::default();
        assert_eq!(generate(g), generate(g));
        assert_ne!(generate(g), generate(Generation { seed: 2, ..g }));
        let e = generate(g);
        assert_eq!(e.players().count(), 20);
        assert!(e.players().all(|p| p.rounds.len() == 7));
        // Each game is written on both sides.
        for p in e.players() {
            for (r, entry) in p.rounds.iter().enumerate() {
                if let Some(o) = entry.opponent {
                    let back = e.player(o).unwrap().rounds[r];
                    assert_eq!(back.opponent, Some(p.tpn));
                    assert_eq!(back.colour, entry.colour.map(Colour::opposite));
                }
            }
        }
    }

    #[test]
    fn a_generated_round_robin_follows_the_berger_table() {
        let e = generate_round_robin(3, 5, true, 100, "2026/04/01");
        assert!(e.is_round_robin());
        assert_eq!(e.players().count(), 5);
        let table = crate::RoundRobin::double(5).unwrap();
        for p in e.players() {
            assert_eq!(p.rounds.len(), table.rounds.len());
            for (r, entry) in p.rounds.iter().enumerate() {
                match entry.opponent {
                    Some(o) => assert!(
                        table.rounds[r]
                            .iter()
                            .any(|g| (g.white == p.tpn && g.black == o)
                                || (g.black == p.tpn && g.white == o))
                    ),
                    None => assert_eq!(table.byes[r], Some(p.tpn)),
                }
            }
        }
    }
}
