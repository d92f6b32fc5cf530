//! Where the game stands (issue 21, item 2): not started, being played, waiting for the
//! arbiter's ruling on a claim, adjourned, or over. What belongs to one phase lives inside it —
//! the claim awaiting the ruling, the sealed move and its envelope, the ending — so that no
//! impossible combination (an adjourned game that is over, a claim pending before the start)
//! can be written, and ending the game clears them by replacing the phase.
//!
//! A pause of the clock (Art. 6.11) is the clock's own state (`clock::Clock`), read from it: the
//! game goes on being played, and the clock says whether it runs. Lichess's `Status` and
//! scalachess's `Game` keep the clock apart in the same way.

use clock::Side;
use laws::{GameResult, Reason};

use crate::state::{Envelope, PendingClaim};

/// Where the game stands.
#[derive(Clone, Debug)]
pub(crate) enum Phase {
    /// Set up, not started (Art. 6.6).
    NotStarted,
    /// Being played (the clock may be paused, Art. 6.11).
    Playing,
    /// A claim awaits the arbiter's ruling; moves wait (1930 Art. 16.1.b, 20.1.e).
    ClaimPending(Judgement),
    /// Adjourned, the sealed move in its envelope (Guideline I; 1930 Art. 21).
    Adjourned(Adjournment),
    /// Over; `started` tells whether it had started (a forfeit may end it before, Art. 6.7.1).
    Over { end: End, started: bool },
}

impl Phase {
    /// Whether the game has started (Art. 6.6), over or not.
    pub fn started(&self) -> bool {
        match self {
            Phase::NotStarted => false,
            Phase::Over { started, .. } => *started,
            _ => true,
        }
    }

    /// The ending, once the game is over.
    pub fn end(&self) -> Option<&End> {
        match self {
            Phase::Over { end, .. } => Some(end),
            _ => None,
        }
    }

    /// The adjournment, while the game is adjourned.
    pub fn adjourned(&self) -> Option<&Adjournment> {
        match self {
            Phase::Adjourned(a) => Some(a),
            _ => None,
        }
    }

    /// The claim awaiting the arbiter's ruling.
    pub fn judgement(&self) -> Option<&Judgement> {
        match self {
            Phase::ClaimPending(j) => Some(j),
            _ => None,
        }
    }

    /// The claim awaiting the ruling, taken: play goes on.
    pub fn take_judgement(&mut self) -> Option<Judgement> {
        match std::mem::replace(self, Phase::Playing) {
            Phase::ClaimPending(j) => Some(j),
            other => {
                *self = other;
                None
            }
        }
    }

    /// The adjournment, taken: the game is being played again (Guideline I.9).
    pub fn take_adjournment(&mut self) -> Option<Adjournment> {
        match std::mem::replace(self, Phase::Playing) {
            Phase::Adjourned(a) => Some(a),
            other => {
                *self = other;
                None
            }
        }
    }
}

/// The game's end, as announced.
#[derive(Clone, Debug)]
pub(crate) struct End {
    pub result: GameResult,
    pub reason: Reason,
    pub article: String,
}

/// An adjourned game (Guideline I).
#[derive(Clone, Debug)]
pub(crate) struct Adjournment {
    pub by: Side,
    pub sealed: String,
    pub envelope: Envelope,
}

/// A claim awaiting the arbiter's ruling: a perpetual check.
#[derive(Clone, Debug)]
pub(crate) struct Judgement {
    pub by: Side,
    pub article: &'static str,
    /// The facts, as the notice gave them.
    pub facts: String,
}

impl Judgement {
    /// The state's `pending_claim`.
    pub fn state(&self) -> PendingClaim {
        PendingClaim {
            by: self.by,
            claim: "perpetual_check".to_owned(),
            article: self.article.to_owned(),
            text: self.facts.clone(),
        }
    }
}
