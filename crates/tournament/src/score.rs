//! A player's score: the sum of the points of their rounds (Art. 10), after any round.

use crate::event::Event;
use crate::player::{Player, StartingNumber};
use crate::points::Points;
use crate::scoring::{ScoringError, ScoringSystem};

impl Player {
    /// Points after round `after` (all recorded rounds when `after` is past them) by `scoring`.
    pub fn score(&self, scoring: &ScoringSystem, after: usize) -> Points {
        self.rounds
            .iter()
            .take(after)
            .map(|r| scoring.points(r.result))
            .sum()
    }
}

impl Event {
    /// The event's scoring: TRF-2026's tag 162 when present, else 1-½-0 (Art. 10.1).
    pub fn scoring(&self) -> Result<ScoringSystem, ScoringError> {
        match self.records("162").next() {
            Some(v) => ScoringSystem::from_tag_162(v),
            None => Ok(ScoringSystem::default()),
        }
    }

    /// Writes each player's points (TRF columns 81–84) from their results by the event's
    /// scoring ([`Event::scoring`]), every recorded round counted.
    pub fn write_points(&mut self) -> Result<(), ScoringError> {
        let scoring = self.scoring()?;
        for p in self.players_mut() {
            p.points = Some(p.score(&scoring, usize::MAX));
        }
        Ok(())
    }

    /// A player's points after round `after` by `scoring`; `None` for an unknown player.
    pub fn score(
        &self,
        tpn: StartingNumber,
        scoring: &ScoringSystem,
        after: usize,
    ) -> Option<Points> {
        self.player(tpn).map(|p| p.score(scoring, after))
    }
}
