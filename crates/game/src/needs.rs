//! What needs the arbiter in a state: typed items, each with its article, read from the state
//! by the game that wrote it ([`State::arbiter_needs`]). A hall's queue of items for the
//! arbiter is built from them; nobody outside the game reads a notice's article to find them.

use clock::Side;

use crate::codes::{self, Code};
use crate::{Notice, PendingClaim, Restore, State};

/// The notices that speak of a flag down, whatever article the game's edition cites (6.8, 6.9,
/// 6.4, A.5.3, III.3.1; 1997 B.8; 1930 Art. 19.5, 20.2; 1928 Par. 18).
const FLAG_NOTICES: [&Code; 7] = [
    &codes::FLAG_FELL,
    &codes::FLAG_CLAIMED,
    &codes::BOTH_FLAGS_FIRST_FELL,
    &codes::BOTH_FLAGS_UNKNOWN_FIRST,
    &codes::BOTH_FLAGS_PLAY_ON,
    &codes::BOTH_FLAGS_ARBITER_DECIDES,
    &codes::BOTH_FLAGS_NO_GUIDELINE_III,
];

/// Something in a game that needs the arbiter, as one state shows it.
#[derive(Clone, Debug, PartialEq)]
pub enum ArbiterNeed {
    /// A claim awaiting the arbiter's ruling (a perpetual check, 1930 Art. 16.1.b, 1928
    /// Par. 15.B), as the state holds it: play waits meanwhile.
    Claim(PendingClaim),
    /// A player paused the clock to call the arbiter (Art. 6.11.2; 1930 Art. 20.1.e): the
    /// notice that says so, in the state of the pause.
    Call(Notice),
    /// The clock stands paused in a game not over (a pause, an adjournment): the arbiter
    /// restarts it (6.11.3). A call stands as long as this does.
    Paused,
    /// An illegal move claimed that decided the game (1997 C.3: in blitz the claimant wins),
    /// for the arbiter to check: the claim's notice. Under the 2023 Laws an illegal move
    /// claimed (A.5.2) is corrected by the game at once (7.5.5) and nothing waits.
    IllegalMoveClaimed(Notice),
    /// The game is adjourned (Guideline I.1): the arbiter keeps the envelope until the
    /// resumption.
    Adjourned,
    /// A flag is down in a game that goes on or waits: the arbiter judges whether the opponent
    /// could mate (Art. 6.9) or, both flags down, decides (6.4, Guideline III). The side is
    /// White's when both are down; the notice is the one that speaks of the flag in this state,
    /// if any.
    Flag {
        /// Whose flag.
        side: Side,
        /// The notice that says it.
        notice: Option<Notice>,
    },
    /// The physical board differs from the game (Art. 7.4, 7.6): the squares to put right.
    BoardMismatch(Restore),
}

impl ArbiterNeed {
    /// The article that calls the arbiter. A claim, a call and an illegal move cite their
    /// edition's own article, as their notice does; a flag cites 6.9 (what the arbiter judges),
    /// an adjournment I.1, a pause 6.11.3 (the arbiter restarts the clock), a board that
    /// differs 7.6 or 7.4.1.
    pub fn article(&self) -> &str {
        match self {
            ArbiterNeed::Claim(claim) => &claim.article,
            ArbiterNeed::Call(notice) | ArbiterNeed::IllegalMoveClaimed(notice) => &notice.article,
            ArbiterNeed::Paused => "6.11.3",
            ArbiterNeed::Adjourned => "I.1",
            ArbiterNeed::Flag { .. } => "6.9",
            ArbiterNeed::BoardMismatch(restore) => &restore.article,
        }
    }

    /// The player who claims or calls, or whose flag is down, when the state names one.
    pub fn by(&self) -> Option<Side> {
        match self {
            ArbiterNeed::Claim(claim) => Some(claim.by),
            ArbiterNeed::Call(notice) | ArbiterNeed::IllegalMoveClaimed(notice) => {
                named_side(notice)
            }
            ArbiterNeed::Flag { side, .. } => Some(*side),
            ArbiterNeed::Paused | ArbiterNeed::Adjourned | ArbiterNeed::BoardMismatch(_) => None,
        }
    }
}

/// Who a notice names: its `by` or `side` param, read by name (never from its English text).
fn named_side(notice: &Notice) -> Option<Side> {
    ["by", "side"].iter().find_map(
        |name| match notice.params.get(*name)?.to_string().as_str() {
            "white" => Some(Side::White),
            "black" => Some(Side::Black),
            _ => None,
        },
    )
}

impl State {
    /// What needs the arbiter in this state, in a fixed order: a claim awaiting the ruling, a
    /// call made now, the clock paused, each illegal move claimed now, the adjournment, a flag
    /// down, a board that differs (see [`ArbiterNeed`]).
    ///
    /// ```
    /// use game::{Action, ArbiterNeed, Config, Event, Game, Side};
    ///
    /// let config: Config = serde_json::from_str(r#"{"time_control":"300+2"}"#)?;
    /// let events = [
    ///     Event::new(0, Action::Start),
    ///     Event::new(500, Action::Pause { by: Some(Side::White), reason: None }),
    /// ];
    /// let (_, states) = Game::replay(config, &events)?;
    /// let needs = states[1].arbiter_needs();
    /// assert!(matches!(&needs[0], ArbiterNeed::Call(_)));
    /// assert_eq!((needs[0].article(), needs[0].by()), ("6.11.2", Some(Side::White)));
    /// assert_eq!(needs[1], ArbiterNeed::Paused);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn arbiter_needs(&self) -> Vec<ArbiterNeed> {
        let over = self.result.is_some();
        let said = |code: &'static Code| {
            self.notices
                .iter()
                .filter(move |n| n.code == code.name)
                .cloned()
        };
        let mut needs = Vec::new();
        if let Some(claim) = &self.pending_claim {
            needs.push(ArbiterNeed::Claim(claim.clone()));
        }
        needs.extend(said(&codes::PLAYER_PAUSES).take(1).map(ArbiterNeed::Call));
        if !over && self.clock.as_ref().is_some_and(|c| c.paused) {
            needs.push(ArbiterNeed::Paused);
        }
        needs.extend(said(&codes::ILLEGAL_MOVE_CLAIMED).map(ArbiterNeed::IllegalMoveClaimed));
        if self.adjourned.is_some() {
            needs.push(ArbiterNeed::Adjourned);
        }
        let flag = self.clock.as_ref().and_then(|c| {
            if c.flag.white {
                Some(Side::White)
            } else if c.flag.black {
                Some(Side::Black)
            } else {
                None
            }
        });
        if let Some(side) = flag
            && !over
        {
            let notice = self
                .notices
                .iter()
                .find(|n| FLAG_NOTICES.iter().any(|c| n.code == c.name))
                .cloned();
            needs.push(ArbiterNeed::Flag { side, notice });
        }
        if let Some(restore) = &self.restore {
            needs.push(ArbiterNeed::BoardMismatch(restore.clone()));
        }
        needs
    }
}
