//! The weighted matching the pairing asks again and again, edge weights changed in between.
//!
//! The blossom algorithm itself is the project's warm-started solver (`blossom`, which holds
//! the weights); this spares the solver work it need not do, without changing what the pairing
//! decides:
//! - a pair fixed for good ([`Matcher::fix_pair`]) leaves the problem: the solver matches only
//!   the players still to pair (a fixed pair's only edge is the top weight between the two, so
//!   every maximum matching holds it and the rest is a maximum matching of the others);
//! - when the edges changed since the last answer all belong to one player `v`, and the change
//!   made `v`'s current partner strictly better than every other choice of `v` (and no edge
//!   appeared), the last answer is still a maximum matching and every maximum matching gives `v`
//!   that partner: the solver is not asked (the question "whom does `v` get now?" has the
//!   answer already);
//! - below the criteria, a few low bits hold a *hint* (the pairing's guess of the outcome, e.g.
//!   the natural S1–S2 pairs of C.04.3 3.3.1), so that among the maximum matchings of the criteria
//!   the solver returns the one nearest the guess and the check above answers most of the
//!   following questions without a solve. The hint never outweighs one unit of the criteria.

use super::blossom::Solver;
use super::weight::Packed;

/// The number of hint bits needed for hints up to `max_hint` on each of the `n / 2` edges of a
/// matching: their sum stays below one unit of the criteria.
pub(crate) fn hint_bits_for(n: usize, max_hint: usize) -> u32 {
    super::criteria::bits_for(n.saturating_mul(max_hint) / 2 + 1) + 1
}

/// A weight matrix over the players to pair (in pairing order) and its latest maximum-weight
/// matching.
pub(crate) struct Matcher<W: Packed> {
    n: usize,
    /// The solver, which holds the stored weights: the caller's weight shifted above the hint
    /// bits, plus the hint.
    solver: Solver<W>,
    /// Bits below the criteria for the hint.
    hint_bits: u32,
    /// The partner of a vertex fixed for good.
    fixed: Vec<Option<usize>>,
    /// The latest answer, while it is known to be a maximum matching of the weights as they
    /// were then (with `changes` since).
    last: Option<Vec<usize>>,
    /// Edges changed since `last`: (a, b, stored weight at the time of `last`), while they
    /// all touch one vertex (the only changes `last_still_holds` can answer).
    changes: Vec<(usize, usize, W)>,
    /// Whether the changes since `last` touch more than one vertex (then not recorded).
    scattered: bool,
    /// The vertices every recorded change touches (at most the two ends of the first).
    common: [Option<usize>; 2],
    /// Whether answers known without the solver are kept (otherwise every question after a
    /// change is the solver's).
    quick: bool,
}

thread_local! {
    /// Solver runs and answers kept without it, on this thread (for benchmarks).
    static STATS: std::cell::Cell<(usize, usize)> = const { std::cell::Cell::new((0, 0)) };
}

/// The number of times the matching solver ran, and of answers kept without it, on this thread
/// since it started (a pairing's own thread adds its counts to its caller's, see `dutch::pair`).
pub fn stats() -> (usize, usize) {
    STATS.with(|s| s.get())
}

/// Adds counts of solver runs and kept answers made on another thread to this thread's.
pub(crate) fn add_stats((runs, kept): (usize, usize)) {
    STATS.with(|s| s.set((s.get().0 + runs, s.get().1 + kept)));
}

impl<W: Packed> Matcher<W> {
    /// `n` vertices, no edges, `hint_bits` low bits for hints; `quick`: answers known without
    /// the solver are kept.
    pub fn new(n: usize, hint_bits: u32, quick: bool) -> Self {
        Matcher {
            n,
            solver: Solver::new(n),
            hint_bits,
            fixed: vec![None; n],
            last: None,
            changes: Vec::new(),
            scattered: false,
            common: [None, None],
            quick,
        }
    }

    fn weight(&self, a: usize, b: usize) -> W {
        self.solver.weight(a, b)
    }

    fn store(&mut self, a: usize, b: usize, stored: W) {
        let old = self.weight(a, b);
        if old == stored {
            return;
        }
        if self.last.is_some() && !self.scattered {
            if self.changes.is_empty() {
                self.common = [Some(a), Some(b)];
            }
            for c in &mut self.common {
                if c.is_some_and(|c| c != a && c != b) {
                    *c = None;
                }
            }
            if self.common.iter().any(Option::is_some) {
                self.changes.push((a.min(b), a.max(b), old));
            } else {
                self.scattered = true;
                self.changes = Vec::new();
            }
        }
        if stored.is_edge() {
            // A fixed vertex given an edge again is no longer fixed (the matrix is the truth).
            for v in [a, b] {
                if let Some(p) = self.fixed[v].take() {
                    self.fixed[p] = None;
                    self.solver.restore(v);
                    self.solver.restore(p);
                }
            }
        }
        self.solver.set_weight(a, b, stored);
    }

    /// Whether no weight changed since `last`.
    fn unchanged(&self) -> bool {
        self.changes.is_empty() && !self.scattered
    }

    fn clear_changes(&mut self) {
        self.changes.clear();
        self.scattered = false;
    }

    /// Sets the weight of the edge between `a` and `b` (zero or less: no edge), no hint.
    pub fn set(&mut self, a: usize, b: usize, weight: W) {
        self.set_hinted(a, b, weight, 0);
    }

    /// Sets the weight of the edge between `a` and `b` with a hint (a small preference below
    /// every criterion).
    pub fn set_hinted(&mut self, a: usize, b: usize, weight: W, hint: u64) {
        if a == b {
            return;
        }
        let stored = if weight.is_edge() {
            weight.shl(self.hint_bits) + W::small(hint)
        } else {
            W::ZERO
        };
        self.store(a, b, stored);
    }

    /// Whether the last answer still holds (see the module's doc), and so is the answer.
    fn last_still_holds(&self) -> bool {
        let Some(last) = &self.last else {
            return false;
        };
        if self.unchanged() {
            return true;
        }
        if !self.quick || self.scattered {
            return false;
        }
        // The one vertex every change touches.
        let (a0, b0, _) = self.changes[0];
        let v = if self.changes.iter().all(|&(a, b, _)| a == a0 || b == a0) {
            a0
        } else if self.changes.iter().all(|&(a, b, _)| a == b0 || b == b0) {
            b0
        } else {
            return false;
        };
        let mv = last[v];
        if mv == v {
            return false;
        }
        // The gain of each changed edge of v (its first recorded old value is the old one).
        let mut gains: Vec<Option<W>> = vec![None; self.n];
        for &(a, b, old) in &self.changes {
            let x = if a == v { b } else { a };
            if gains[x].is_some() {
                continue;
            }
            let new = self.weight(v, x);
            if new.is_edge() && !old.is_edge() {
                return false;
            }
            gains[x] = Some(new - old);
        }
        let mine = gains[mv].unwrap_or(W::ZERO);
        if !self.weight(v, mv).is_edge() || mine <= W::ZERO {
            return false;
        }
        (0..self.n).all(|x| {
            x == v || x == mv || !self.weight(v, x).is_edge() || gains[x].unwrap_or(W::ZERO) < mine
        })
    }

    /// A maximum-weight matching: `mate[v]` is `v`'s partner, or `v` itself when unmatched.
    pub fn solve(&mut self) -> Vec<usize> {
        if self.last_still_holds() {
            self.clear_changes();
            if let Some(last) = &self.last {
                STATS.with(|s| s.set((s.get().0, s.get().1 + 1)));
                return last.clone();
            }
        }
        STATS.with(|s| s.set((s.get().0 + 1, s.get().1)));
        self.solver.solve();
        let mate: Vec<usize> = (0..self.n)
            .map(|v| self.fixed[v].or(self.solver.mate(v)).unwrap_or(v))
            .collect();
        self.clear_changes();
        self.last = Some(mate.clone());
        mate
    }

    /// The latest answer, when no weight changed since.
    pub fn current(&self) -> Option<&[usize]> {
        if self.unchanged() {
            self.last.as_deref()
        } else {
            None
        }
    }

    /// Takes `mate` as the answer for the weights as they now are, without the solver.
    ///
    /// The caller proves that `mate` is a maximum-weight matching of the current weights up to
    /// the hint bits (no matching is better in the criteria or in the room below them): the
    /// bracket procedure does so where a change of weights is known not to change the best
    /// matchings (see `brackets`). The solver's answers are maximal up to hints too, as far as
    /// the pairing can tell: a hint only chooses among matchings it treats alike.
    pub fn assume(&mut self, mate: &[usize]) {
        STATS.with(|s| s.set((s.get().0, s.get().1 + 1)));
        self.clear_changes();
        self.last = Some(mate.to_vec());
    }

    /// Pairs `a` with `b` for good: both leave the problem (as if their edge had the top
    /// weight and every other edge of theirs none).
    pub fn fix_pair(&mut self, a: usize, b: usize) {
        // When the last answer holds `a`–`b` and nothing changed since, it stays a maximum
        // matching of the others.
        let keep = self.quick && self.unchanged() && self.last.as_ref().is_some_and(|l| l[a] == b);
        for v in [a, b] {
            if let Some(p) = self.fixed[v].take() {
                self.fixed[p] = None;
            }
        }
        self.solver.remove_pair(a, b);
        self.clear_changes();
        if !keep {
            self.last = None;
        }
        self.fixed[a] = Some(b);
        self.fixed[b] = Some(a);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dutch::weight::Limbs;

    type W = Limbs<4>;

    #[test]
    fn a_fixed_pair_leaves_the_problem_and_keeps_its_partner() {
        let mut m: Matcher<W> = Matcher::new(4, 2, true);
        for (a, b, w) in [(0, 1, 5), (2, 3, 5), (0, 2, 1), (1, 3, 1)] {
            m.set(a, b, W::small(w));
        }
        let mate = m.solve();
        assert_eq!(mate, vec![1, 0, 3, 2]);
        m.fix_pair(0, 1);
        let again = m.solve();
        assert_eq!(again, vec![1, 0, 3, 2]);
    }

    #[test]
    fn a_raise_of_the_current_partner_is_answered_without_the_solver() {
        let mut m: Matcher<W> = Matcher::new(4, 2, true);
        for a in 0..4 {
            for b in a + 1..4 {
                m.set(a, b, W::small(10));
            }
        }
        let mate = m.solve();
        let p = mate[0];
        m.set(0, p, W::small(11));
        let before = stats();
        assert_eq!(m.solve(), mate);
        assert_eq!(stats(), (before.0, before.1 + 1), "kept, not solved");
        // A raise of another partner needs the solver, and is taken.
        let q = (1..4).find(|&x| x != p).unwrap_or(1);
        m.set(0, q, W::small(13));
        assert_eq!(m.solve()[0], q);
        assert_eq!(stats().0, before.0 + 1, "solved");
    }
}
