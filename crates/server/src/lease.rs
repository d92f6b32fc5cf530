//! One owner per game among the server processes that share a database (issue 26, point 5).
//!
//! Every process holding a game in memory may take its players' events; but only the game's
//! owner runs what the server does by itself: the flag timer (Art. 6.8: a flag is seen when it
//! falls) and the engine seats. Otherwise two processes would each notice a fall and each ask an
//! engine for the same move.
//!
//! # The choice: a leased row, not an advisory lock
//!
//! Each process holds a lease, a row of `leases` whose `until_ms` it pushes [`TTL`] ahead every
//! [`RENEW`]; each unfinished game names its owner in `owners`. A process that finds a game whose
//! owner's lease has run out (or with no owner) takes it over in one statement
//! ([`Storage::take_over`](crate::store::Storage::take_over)).
//! An advisory lock held on a dedicated connection would free a dead process's games as soon as
//! PostgreSQL sees its socket close, but:
//! - it ties ownership to one connection: a connection lost for a moment (a restart of
//!   PostgreSQL, a pooler between) loses every game, and PostgreSQL may free the locks before
//!   the process notices, so both processes would run the games until it does;
//! - each lock takes a slot of PostgreSQL's shared lock table (`max_locks_per_transaction ×
//!   max_connections`, 6,400 by default), so a process could not own many thousand games;
//! - it cannot be fenced by time.
//!
//! The lease is fenced by time: the database dates it by its own clock, so the processes' clocks
//! need not agree; a process counts its lease valid only until [`TTL`] less [`MARGIN`] after it
//! *sent* its last successful renewal (by its monotonic clock), which is before the database's
//! `until_ms`; a taker waits for the database's clock to pass `until_ms`. So the old owner stops
//! before the new one starts, unless a clock runs [`MARGIN`] fast over a [`TTL`]. Whatever
//! happens, the journal keeps the game sound: a step is journalled only after the step before
//! (`(game, seq)` is unique), an engine's move is journalled only at the ply it was asked for,
//! and a tick after the end is refused by the game.
//!
//! The price: a dead owner's games are taken over [`TTL`] after its last renewal (about 3 s),
//! not at once. In those seconds players still play through any process; a flag that falls is
//! seen at the takeover, and the game's clock says when it fell (Art. 6.8 is the clock's
//! reading); an engine on move waits, and its clock runs, as a player's does whose computer
//! stalls (the site's choice: the Laws know no "server down" for one side, and the whole server
//! being down is handled at restart, Art. 6.11.1).
//!
//! SQLite and the store in memory serve one process, which owns every game.

use std::collections::HashSet;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a renewed lease lasts (by the database's clock).
pub const TTL: Duration = Duration::from_millis(3_000);

/// How often a process renews its lease and looks for games to take over.
pub const RENEW: Duration = Duration::from_millis(500);

/// Every how many renewals one lists every game the process owns ([`Storage::take_over`]),
/// the others only the games it takes over then ([`Storage::take_over_new`], issue 36), as
/// long as the lease holds without a gap: so the games over are forgotten, and a game without
/// an owner (its creator died before claiming it) is taken a lease's length after its creation
/// or later, within 10 s.
///
/// [`Storage::take_over`]: crate::store::Storage::take_over
/// [`Storage::take_over_new`]: crate::store::Storage::take_over_new
pub const FULL_EVERY: u32 = 20;

/// How much sooner than the database a process gives up its own lease, against clocks that do
/// not run at quite the same rate and the time a renewal takes to reach the database.
pub const MARGIN: Duration = Duration::from_millis(500);

/// This process's lease and the games it owns.
#[derive(Debug)]
pub struct Lease {
    /// Whether other processes share the store; if not, this one owns everything.
    shared: bool,
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    /// Until when (monotonic) the lease is surely valid; `None`: never renewed yet.
    valid_until: Option<Instant>,
    /// The games this process owns while the lease is valid.
    games: HashSet<String>,
    /// Whether the lease ran out since it was last renewed (then every game must be started
    /// again: their timers stopped when they found the lease gone).
    lapsed: bool,
    /// The games claimed since the last full renewal was sent, and when: a full listing whose
    /// statement read the owners before a claim committed does not name that game, which is
    /// this process's all the same (see [`Lease::renewed`]).
    claims: Vec<(String, Instant)>,
}

/// What a renewal changed: the games to start (their timers and engines).
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Renewal {
    /// Games owned now that were not run here before (taken over, claimed, or owned again
    /// after the lease had run out).
    pub start: Vec<String>,
}

impl Lease {
    /// A lease for a process over a store that is `shared` or not.
    pub fn new(shared: bool) -> Lease {
        Lease {
            shared,
            state: Mutex::new(State {
                lapsed: true,
                ..State::default()
            }),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Whether this process runs game `id`'s flag timer and engines now.
    pub fn owns(&self, id: &str) -> bool {
        if !self.shared {
            return true;
        }
        let state = self.state();
        state.valid_until.is_some_and(|t| Instant::now() < t) && state.games.contains(id)
    }

    /// Whether the lease is valid now (always, without a shared store).
    pub fn valid(&self) -> bool {
        !self.shared || self.state().valid_until.is_some_and(|t| Instant::now() < t)
    }

    /// Records a game this process just claimed (it created it); whether it may run it now.
    pub fn claimed(&self, id: &str) -> bool {
        if !self.shared {
            return true;
        }
        let mut state = self.state();
        state.games.insert(id.to_owned());
        let now = Instant::now();
        state.claims.push((id.to_owned(), now));
        state.valid_until.is_some_and(|t| now < t)
    }

    /// Records a renewal sent at `sent` that succeeded, and the games the store says this
    /// process owns now; answers which of them to start.
    ///
    /// The games claimed at or after `sent` are owned too, listed or not: the listing's
    /// statement may have read the owners before their claims committed (a claim is recorded
    /// here after its commit, so a claim recorded before `sent` committed before the listing
    /// began and is in it unless another process has taken the game since). Without this, a
    /// game created while the first renewal ran was forgotten until the next full listing, up
    /// to [`FULL_EVERY`] renewals later, and its flag fell that late (Art. 6.8; the test
    /// `streams::art_6_8_flag_falls_on_time_postgres` saw it once under load).
    pub fn renewed(&self, sent: Instant, owned: Vec<String>) -> Renewal {
        let mut state = self.state();
        let was_valid = !state.lapsed && state.valid_until.is_some_and(|t| Instant::now() < t);
        state.claims.retain(|(_, at)| *at >= sent);
        let mut owned: HashSet<String> = owned.into_iter().collect();
        owned.extend(state.claims.iter().map(|(game, _)| game.clone()));
        let mut start: Vec<String> = if was_valid {
            owned.difference(&state.games).cloned().collect()
        } else {
            owned.iter().cloned().collect()
        };
        start.sort();
        state.games = owned;
        state.valid_until = sent.checked_add(TTL.saturating_sub(MARGIN));
        state.lapsed = false;
        Renewal { start }
    }

    /// Records a renewal sent at `sent` that succeeded, with the games the store says this
    /// process has just taken over ([`crate::store::Storage::take_over_new`]); answers which
    /// of them to start. `None` when the lease did not hold without a gap since the last
    /// renewal (then another process may have taken games from this one, and only a renewal
    /// with every game owned, [`Lease::renewed`], says which remain): nothing is recorded.
    pub fn renewed_new(&self, sent: Instant, taken: Vec<String>) -> Option<Renewal> {
        let mut state = self.state();
        let was_valid = !state.lapsed && state.valid_until.is_some_and(|t| Instant::now() < t);
        if !was_valid {
            return None;
        }
        let mut start: Vec<String> = taken
            .into_iter()
            .filter(|game| state.games.insert(game.clone()))
            .collect();
        start.sort();
        state.valid_until = sent.checked_add(TTL.saturating_sub(MARGIN));
        Some(Renewal { start })
    }

    /// Notes that a renewal failed: once the lease runs out, every game will be started again
    /// at the next renewal.
    pub fn failed(&self) {
        let mut state = self.state();
        if state.valid_until.is_none_or(|t| Instant::now() >= t) {
            state.lapsed = true;
        }
    }

    /// Gives the lease up at once (the process is stopping, or a test kills it): it owns nothing
    /// from now on.
    pub fn give_up(&self) {
        let mut state = self.state();
        state.valid_until = None;
        state.games.clear();
        state.claims.clear();
        state.lapsed = true;
    }

    /// How long a renewal may take before the lease is counted lost anyway.
    pub fn renewal_timeout() -> Duration {
        TTL.saturating_sub(MARGIN)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(names: &[&str]) -> Vec<String> {
        names.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn without_a_shared_store_the_process_owns_every_game() {
        let lease = Lease::new(false);
        assert!(lease.owns("any"));
        assert!(lease.valid());
    }

    #[test]
    fn a_shared_store_owns_only_the_games_named_while_the_lease_is_valid() {
        let lease = Lease::new(true);
        assert!(!lease.owns("a"), "nothing before the first renewal");
        let now = Instant::now();
        let first = lease.renewed(now, ids(&["a", "b"]));
        assert_eq!(first.start, ids(&["a", "b"]));
        assert!(lease.owns("a") && lease.owns("b") && !lease.owns("c"));
        // A second renewal starts only what is new.
        let second = lease.renewed(Instant::now(), ids(&["a", "b", "c"]));
        assert_eq!(second.start, ids(&["c"]));
        // A game taken by another process is no longer this one's.
        lease.renewed(Instant::now(), ids(&["b"]));
        assert!(!lease.owns("a") && lease.owns("b"));
    }

    #[test]
    fn a_lease_renewed_long_ago_has_run_out_and_every_game_starts_again() {
        let lease = Lease::new(true);
        let long_ago = Instant::now().checked_sub(TTL * 2);
        let Some(long_ago) = long_ago else {
            return; // A monotonic clock this young cannot go back: nothing to test.
        };
        lease.renewed(long_ago, ids(&["a"]));
        assert!(!lease.owns("a"), "the lease ran out");
        lease.failed();
        let again = lease.renewed(Instant::now(), ids(&["a"]));
        assert_eq!(
            again.start,
            ids(&["a"]),
            "its timer stopped: start it again"
        );
    }

    #[test]
    fn issue_36_a_renewal_with_the_games_taken_only_adds_them_and_needs_no_gap() {
        let lease = Lease::new(true);
        assert_eq!(
            lease.renewed_new(Instant::now(), ids(&["a"])),
            None,
            "never renewed: every game must be listed"
        );
        lease.renewed(Instant::now(), ids(&["a", "b"]));
        let next = lease.renewed_new(Instant::now(), ids(&["c", "a"]));
        assert_eq!(
            next,
            Some(Renewal { start: ids(&["c"]) }),
            "only what is new starts"
        );
        assert!(lease.owns("a") && lease.owns("b") && lease.owns("c"));
        lease.give_up();
        assert_eq!(lease.renewed_new(Instant::now(), ids(&["d"])), None);
        assert!(!lease.owns("d"), "nothing recorded after a gap");
    }

    #[test]
    fn art_6_8_a_game_claimed_while_a_full_listing_runs_stays_owned() {
        let lease = Lease::new(true);
        lease.renewed(Instant::now(), ids(&["a"]));
        // The listing is sent; the game "b" is claimed before its statement ends but after it
        // read the owners: the listing names only "a".
        let sent = Instant::now();
        assert!(
            lease.claimed("b"),
            "the lease is valid: the creator runs it at once"
        );
        let renewal = lease.renewed(sent, ids(&["a"]));
        assert!(
            lease.owns("b"),
            "still this process's: its flag timer must run"
        );
        assert_eq!(renewal.start, Vec::<String>::new(), "already running");
        // A later listing that does not name it (another process took it over) drops it.
        let later = Instant::now()
            .checked_add(Duration::from_millis(1))
            .expect("an instant");
        lease.renewed(later, ids(&["a"]));
        assert!(!lease.owns("b"));
    }

    #[test]
    fn art_6_8_a_game_claimed_before_the_first_renewal_starts_with_it() {
        let lease = Lease::new(true);
        let sent = Instant::now();
        assert!(!lease.claimed("a"), "no lease yet: not run at its creation");
        let first = lease.renewed(sent, Vec::new());
        assert_eq!(first.start, ids(&["a"]), "started by the first renewal");
        assert!(lease.owns("a"));
    }

    #[test]
    fn giving_up_owns_nothing() {
        let lease = Lease::new(true);
        lease.renewed(Instant::now(), ids(&["a"]));
        lease.give_up();
        assert!(!lease.owns("a"));
    }
}
