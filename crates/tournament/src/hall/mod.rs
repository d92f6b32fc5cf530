//! The event as it runs (issue 31): a pure machine, as `game::Game` is a game's. Its
//! regulations ([`Regulations`]) and its journal of the arbiter's steps ([`Step`]: players
//! entered and corrected, absences, a round paired, a pairing changed, published, a board's
//! result recorded) replayed into one state ([`Tournament`]), with the results its games tell
//! ([`GameFact`]: the game's own journal is their source). Each board's result is one fact
//! ([`Tournament::result`]) that every view reads: the TRF event ([`Tournament::to_event`]),
//! from which the standings and the crosstable are ranked, the pairing checks
//! ([`Tournament::check_pairing`]) and the PGN tags ([`Tournament::pgn_tags`]). A result the
//! arbiter declares in a board's game, from any console, is put in the order of his acts
//! ([`Tournament::ruling`]) for his undo to offer.
//!
//! No I/O, no clock: the server keeps the journal in its store, streams the state and serves
//! it.

mod checks;
mod journal;
mod machine;
mod rulings;
mod views;

pub use checks::{HallError, MAX_REASON, Undo, Warning};
pub use journal::{Absence, AbsenceKind, ByePoints, Decided, Note, Pair, PlayerIn, Step, System};
pub use machine::{BoardResult, Entrant, GameFact, Regulations, Round, Source, Tournament};
pub use views::codes;

#[cfg(test)]
mod draft_tests;
#[cfg(test)]
mod tests;
