//! Who may send each event (Art. 12, 6.11.2): the players' own acts, sent from their seats, and
//! the arbiter's. A program hosting a game reads [`Action::actor`] and checks the sender
//! against it; it keeps no table of its own.
//!
//! Whose turn it is is not decided here: a seat's move out of turn reaches the game, which
//! refuses it (`not_your_turn`, Art. 1.2, 6.2.1) as it refuses any other move it does not allow.

use clock::Side;
use laws::{Article, Edition};

use crate::Action;

/// Who may send an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Actor {
    /// The player of this colour, as a player may act: a move, offers, claims, a perpetual
    /// check claimed and mate in fifty demanded under the old Laws, resignation, adjournment,
    /// a pause to call the arbiter (6.11.2), the choices the old Laws give the opponent, an
    /// adjustment announced (4.2.1) and a breach of Article 4 claimed (4.8). The arbiter may
    /// send it too.
    Player(Side),
    /// The arbiter only (Art. 12): the start and the restart of the clocks (6.6, 6.11.3), the
    /// rulings, the resumption of an adjourned game (I.9), a contact ruled accidental (4.2.2),
    /// and what the arbiter or an attached board reports over the board (touches, a board
    /// that differs: 4.3, 7.4, 7.6).
    Arbiter,
    /// A mate demand of the player of this colour carrying the theory count (1930
    /// Art. 16.1.f): the demand is the player's, the count the arbiter's ruling on what theory
    /// establishes, so only the arbiter sends it.
    TheoryCount(Side),
}

impl Actor {
    /// The article that gives the event to its sender: `12` for the arbiter's (the arbiter's
    /// duties), the mate demand's article whose theory exception the arbiter rules
    /// (`1930 16.1.f`, read from `laws`) for a theory count; `None` for a player's own act,
    /// which each event's own article describes.
    pub fn article(self) -> Option<Article> {
        match self {
            Actor::Player(_) => None,
            Actor::Arbiter => Some(Article("12")),
            Actor::TheoryCount(_) => Edition::ALL
                .iter()
                .filter_map(|e| e.rules().mate_demand)
                .find(|d| d.theory_exception)
                .map(|d| d.demand),
        }
    }
}

impl Action {
    /// Who may send this event (Art. 12, 6.11.2): see [`Actor`].
    ///
    /// ```
    /// use game::{Action, Actor, Side};
    /// assert_eq!(Action::Resign { by: Side::Black }.actor(), Actor::Player(Side::Black));
    /// assert_eq!(Action::Start.actor(), Actor::Arbiter);
    /// assert_eq!(Action::Pause { by: None, reason: None }.actor(), Actor::Arbiter);
    /// ```
    pub fn actor(&self) -> Actor {
        match self {
            Action::DemandMate {
                by,
                theory_moves: Some(_),
            } => Actor::TheoryCount(*by),
            Action::Move { by, .. }
            | Action::OfferDraw { by }
            | Action::AcceptDraw { by }
            | Action::DeclineDraw { by }
            | Action::ClaimDraw { by, .. }
            | Action::Resign { by }
            | Action::ClaimTime { by }
            | Action::ClaimIllegal { by }
            | Action::Adjourn { by, .. }
            | Action::ClaimPerpetual { by }
            | Action::DemandMate { by, .. }
            // 1930 Art. 17.b (1928 Par. 16.c): the choice after an illegal capture is the
            // opponent's own, made from his seat; the game refuses it from anyone else.
            | Action::ChoosePenalty { by, .. }
            // Issue 23: a player announces adjusting (Art. 4.2.1), designates the touched
            // piece (1930 Art. 15.c–e) and claims a breach of Article 4 (4.8) from his seat; a
            // touch is the arbiter's or the board's to report, and only the arbiter rules a
            // contact accidental (4.2.2).
            | Action::Adjust { by }
            | Action::ChooseTouched { by, .. }
            | Action::ClaimBreach { by }
            // 6.11.2: a player pauses the clock to call the arbiter.
            | Action::Pause { by: Some(by), .. } => Actor::Player(*by),
            Action::Start
            | Action::Tick
            | Action::Pause { by: None, .. }
            | Action::Resume
            | Action::ResumeAdjourned
            | Action::Touch { .. }
            | Action::ReleaseTouch { .. }
            | Action::BoardMismatch { .. }
            | Action::Arbiter(_) => Actor::Arbiter,
        }
    }
}
