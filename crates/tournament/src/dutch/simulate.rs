//! Random Swiss tournaments paired by this engine, seeded and pure, for tests and for
//! `arbiter pair --generate`: every round is paired by [`pair`](super::pair), then given
//! random results, forfeits, requested byes and withdrawals.

use super::error::DutchError;
use super::field::Field;
use super::pair;
use crate::generate::{Rng, push_standings};
use crate::{Colour, Event, Player, ResultCode, RoundEntry, StartingNumber};

/// What to simulate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Simulation {
    /// The seed.
    pub seed: u64,
    /// Players (2 to 9999).
    pub players: u16,
    /// Rounds.
    pub rounds: u16,
    /// Per mille of games forfeited.
    pub forfeits: u16,
    /// Per mille of players asking for a bye in a round (half-point or zero-point).
    pub byes: u16,
    /// Per mille of players withdrawing in a round.
    pub withdrawals: u16,
}

impl Default for Simulation {
    fn default() -> Self {
        Simulation {
            seed: 1,
            players: 24,
            rounds: 7,
            forfeits: 30,
            byes: 40,
            withdrawals: 10,
        }
    }
}

/// Simulates a tournament; the event has `XXR` and `XXC white1`, points and ranks filled in.
pub fn simulate(s: Simulation) -> Result<Event, DutchError> {
    let mut rng = Rng(s.seed);
    let n = s.players.max(2);
    let mut ratings: Vec<u16> = (0..n).map(|_| 1400 + rng.below(1201) as u16).collect();
    ratings.sort_by(|a, b| b.cmp(a));
    let mut players: Vec<Player> = (1..=n)
        .map(|tpn| {
            let mut p = Player::new(tpn, format!("Player{tpn:04}, Test"));
            p.rating = Some(ratings[usize::from(tpn - 1)]);
            p
        })
        .collect();
    let rounds = usize::from(s.rounds.max(1));
    let mut withdrawn = vec![false; players.len()];
    let header = |event: &mut Event| {
        event.set_record("012", &format!("Dutch simulation {}", s.seed));
        event.set_record("XXR", &rounds.to_string());
        event.set_record("XXC", "white1");
    };
    for round in 0..rounds {
        // Requested byes and withdrawals are known before the pairing (C.04.2 3.2, 3.3).
        for (i, p) in players.iter_mut().enumerate() {
            if !withdrawn[i] && round > 0 && rng.chance(s.withdrawals) {
                withdrawn[i] = true;
            }
            if withdrawn[i] {
                p.rounds.push(RoundEntry::unpaired(ResultCode::ZeroBye));
            } else if rng.chance(s.byes) {
                let code = if rng.chance(600) {
                    ResultCode::HalfBye
                } else {
                    ResultCode::ZeroBye
                };
                p.rounds.push(RoundEntry::unpaired(code));
            }
        }
        let mut event = Event::new();
        header(&mut event);
        for p in &players {
            event.push_player(p.clone());
        }
        let field = Field::from_event(&event, Some(round + 1))?;
        let pairing = match pair(&field) {
            Ok(p) => p,
            // Too many absent or met: the remaining rounds are not played.
            Err(DutchError::NoLegalPairing) => break,
            Err(e) => return Err(e),
        };
        let index = |tpn: StartingNumber| usize::from(tpn - 1);
        for b in &pairing.boards {
            let (rw, rb) = if rng.chance(s.forfeits) {
                match rng.below(3) {
                    0 => (ResultCode::ForfeitWin, ResultCode::ForfeitLoss),
                    1 => (ResultCode::ForfeitLoss, ResultCode::ForfeitWin),
                    _ => (ResultCode::ForfeitLoss, ResultCode::ForfeitLoss),
                }
            } else {
                match rng.below(100) {
                    0..=39 => (ResultCode::Win, ResultCode::Loss),
                    40..=69 => (ResultCode::Draw, ResultCode::Draw),
                    _ => (ResultCode::Loss, ResultCode::Win),
                }
            };
            players[index(b.white)]
                .rounds
                .push(RoundEntry::game(b.black, Colour::White, rw));
            players[index(b.black)]
                .rounds
                .push(RoundEntry::game(b.white, Colour::Black, rb));
        }
        if let Some(bye) = pairing.bye {
            players[index(bye)]
                .rounds
                .push(RoundEntry::unpaired(ResultCode::PairingBye));
        }
    }
    let mut event = Event::new();
    header(&mut event);
    push_standings(&mut event, players);
    Ok(event)
}
