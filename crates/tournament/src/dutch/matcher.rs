//! The weighted matching the pairing asks again and again, edge weights changed in between.
//!
//! The blossom algorithm itself is `integer_blossom`'s; this only keeps the weight matrix.

use super::weight::Packed;

/// A weight matrix over the players to pair (in pairing order) and its latest maximum-weight
/// matching.
pub(crate) struct Matcher<W: Packed> {
    n: usize,
    weights: Vec<W>,
}

impl<W: Packed> Matcher<W> {
    /// `n` vertices, no edges.
    pub fn new(n: usize) -> Self {
        Matcher {
            n,
            weights: vec![W::ZERO; n * n],
        }
    }

    /// Sets the weight of the edge between `a` and `b` (zero or less: no edge).
    pub fn set(&mut self, a: usize, b: usize, weight: W) {
        if a == b {
            return;
        }
        self.weights[a * self.n + b] = weight;
        self.weights[b * self.n + a] = weight;
    }

    /// A maximum-weight matching: `mate[v]` is `v`'s partner, or `v` itself when unmatched.
    pub fn solve(&self) -> Vec<usize> {
        integer_blossom::max_weight_matching(&self.weights, self.n)
            .into_iter()
            .enumerate()
            .map(|(v, m)| m.unwrap_or(v))
            .collect()
    }

    /// Pairs `a` with `b` for good: their edge gets `top`, every other edge of theirs none.
    pub fn fix_pair(&mut self, a: usize, b: usize, top: W) {
        for v in 0..self.n {
            if v != a {
                self.set(a, v, if v == b { top } else { W::ZERO });
            }
            if v != b {
                self.set(b, v, if v == a { top } else { W::ZERO });
            }
        }
    }
}
