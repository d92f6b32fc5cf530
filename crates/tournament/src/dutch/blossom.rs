//! A maximum-weight matching solver that keeps its work between questions: Edmonds' blossom
//! algorithm with duals, as van Rantwijk's `mwmatching` writes it (Galil's presentation,
//! O(n³)), on integer weights of any width, warm-started after weight changes.
//!
//! Why the project writes its own: the Dutch engine asks the matching of the same field again
//! and again (hundreds of times a round at 1,000 players), each time after a few edges changed
//! (one player's row raised, a pair fixed for good). No maintained crate answers such a
//! sequence without starting over: `integer-blossom` (the solver used until issue 36) starts
//! cold at every call (O(n³) each time) and works on a (2n + 1)² table of the weight's width
//! (454 MB at 1,000 players); the general crates take floating or 64-bit weights, and the
//! pairing's weights are integers of hundreds to thousands of bits. This solver keeps the
//! matching, the vertex duals and the blossoms of the last answer, repairs only what the
//! changed edges touch (see [`Solver::solve`]), and stores a 4-byte number an edge into a
//! table of the distinct weights (`Solver::intern`) with O(n) more: the next answer costs a few augmenting stages of O(n²) instead of
//! a whole run. It is cross-checked against `integer-blossom` (a dev-dependency) on 100,000
//! random graphs and sequences of changes (`tests` below), every answer also checked against
//! its own optimality certificate (feasible duals, complementary slackness).
//!
//! Duals are kept doubled, as in `mwmatching`: the slack of an edge `(i, j)` is
//! `u_i + u_j - 2 w_ij` plus twice the duals of the blossoms holding both ends, so that integer
//! weights keep every dual an integer.
//!
//! The warm start: a vertex `v` whose edges changed is taken out of every blossom (a blossom's
//! dual is moved onto its vertices, which keeps every edge feasible and every edge inside tight;
//! only the edge from the blossom's base to its mate stops being tight, so that pair is
//! unmatched), its dual raised until its edges are feasible again, and its matched edge dropped
//! when no longer tight. The result is a feasible dual solution and a matching of tight edges
//! whose free vertices may have different duals, where `mwmatching` starts with all free duals
//! equal. The stages then grow trees only from the free vertices of the highest dual (the
//! others wait until the roots' dual has come down to theirs, or until a tree reaches them: an
//! augmenting path), and a matched vertex of a tree whose dual reaches zero gives the tree's
//! root its matching along the alternating path and is left free with a zero dual (the weight
//! does not go down). Every stage leaves one fewer free vertex of positive dual, and when none
//! is left every optimality condition of the linear programme holds.

use std::cmp::Ordering;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::ops::{Add, AddAssign, Sub, SubAssign};

/// What the solver needs of an integer weight: exact sums, differences and order, doubling and
/// an exact halving of even values.
pub trait Weight:
    Copy + Ord + Hash + Add<Output = Self> + Sub<Output = Self> + AddAssign + SubAssign
{
    /// Zero.
    const ZERO: Self;
    /// One.
    const ONE: Self;
    /// `2 self`.
    fn double(self) -> Self;
    /// `self / 2` (exact for the even values the solver halves).
    fn half(self) -> Self;
    /// How `a + b - c` compares with `d`, the sum taken exactly. A type of many machine words
    /// answers from the top word down and stops at the first word that decides (see
    /// `Limbs::cmp_sum`): the solver's slacks and the bounds they are compared with share
    /// their high words, so most comparisons are decided without the weight's whole width.
    #[inline]
    fn cmp_sum(a: &Self, b: &Self, c: &Self, d: &Self) -> Ordering {
        (*a + *b - *c).cmp(d)
    }
    /// `a + b - c`, the solver's slack (a type of many machine words sums it in one pass over
    /// its words, without the intermediate sum).
    #[inline]
    fn sum_sub(a: &Self, b: &Self, c: &Self) -> Self {
        *a + *b - *c
    }
}

/// The machine integers as weights (the solver's tests and narrow brackets).
macro_rules! machine_weight {
    ($($t:ty),*) => {$(
        impl Weight for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            fn double(self) -> Self {
                self * 2
            }
            fn half(self) -> Self {
                self / 2
            }
        }
    )*};
}

machine_weight!(i128, i64);

/// A quick hash of a weight's machine words for the weights' table (the weights are the
/// solver's own, not an adversary's: no need of SipHash's defence, which cost more than the
/// lookup).
#[derive(Default)]
pub(crate) struct WordHasher(u64);

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(c);
            self.write_u64(u64::from_le_bytes(word));
        }
        for &b in chunks.remainder() {
            self.write_u64(u64::from(b));
        }
    }
    #[inline]
    fn write_u64(&mut self, word: u64) {
        // FxHash's step: rotate, mix in the word, multiply.
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// No vertex, blossom or edge.
const NONE: usize = usize::MAX;
/// An edge `(v, w)` with `v` on the side it was reached from.
type Edge = (usize, usize);
const NO_EDGE: Edge = (NONE, NONE);

/// Labels: S (outer), T (inner), and the mark `scan_blossom` leaves.
const FREE: u8 = 0;
const S: u8 = 1;
const T: u8 = 2;
const MARK: u8 = 4;

/// A graph on `n` vertices with its latest maximum-weight matching and the duals proving it.
///
/// An edge is a positive weight; zero or less is no edge. Vertices can be taken out of the
/// problem as a matched pair ([`Solver::remove_pair`]) and put back ([`Solver::restore`]).
pub struct Solver<W: Weight> {
    n: usize,
    /// The weights as numbers into `values`, the whole square row by row (`ids[a n + b]`, the
    /// same both ways): 4 bytes an edge, `0` for no edge. See [`Solver::intern`].
    ids: Vec<u32>,
    /// The distinct weights in use, doubled (`values[0]` is zero, no edge): the slack of an
    /// edge is `u_i + u_j - values[id]`, two sums of the weight's width instead of three.
    values: Vec<W>,
    /// A weight's number in `values`.
    lookup: HashMap<W, u32, BuildHasherDefault<WordHasher>>,
    /// The length of `values` at which the numbers no longer used are dropped.
    compact_at: usize,
    /// Whether the vertex is in the problem.
    active: Vec<bool>,
    /// The vertices in the problem in increasing order, as of the current `solve`: the scans
    /// pass over the pairs taken out (most of the field by a round's last brackets).
    live: Vec<usize>,
    /// Edges changed since the last answer.
    changed: Vec<(u32, u32)>,
    /// Vertices put back since the last answer.
    restored: Vec<usize>,
    /// `mate[v]`: `v`'s partner, or `NONE`.
    mate: Vec<usize>,
    /// Duals (doubled) of vertices `0..n` and blossoms `n..2n`.
    dual: Vec<W>,
    /// The blossom immediately holding a vertex or blossom, or `NONE` at the top.
    parent: Vec<usize>,
    /// A blossom's sub-blossoms around its cycle, the base's first.
    childs: Vec<Vec<usize>>,
    /// `edges[b][i]` joins `childs[b][i]` (first end) and `childs[b][i + 1]` (second end).
    edges: Vec<Vec<Edge>>,
    /// A blossom's base vertex (`NONE` for an unused blossom number).
    base: Vec<usize>,
    /// The top-level blossom holding a vertex.
    inblossom: Vec<usize>,
    /// Blossom numbers free for use.
    unused: Vec<usize>,
    // The stage's state.
    label: Vec<u8>,
    labeledge: Vec<Edge>,
    bestedge: Vec<Edge>,
    /// The edge and the `epoch` of the slack of `bestedge[x]` last computed (the scan compares
    /// every new edge with the best one so far; recomputing the best's slack each time, three
    /// sums of the weight's width, was half of a 1,000-player round's time), and whether that
    /// slack is above zero (beside the check, which the scan makes for most edges: in the
    /// table of slacks, 80 bytes apart at 1,000 players, it cost the scan a cache line).
    bestslack: Vec<(Edge, u64, bool)>,
    /// The slack of `bestslack[x]`'s edge, apart from the edge and epoch so that the check of
    /// those reads 32 bytes, not the weight's width.
    bestslack_value: Vec<W>,
    /// Counts the changes of the vertices' duals: a cached slack is valid in its epoch only.
    epoch: u64,
    /// A top-level S-blossom's least-slack edges to other S-blossoms (one each).
    bestedges: Vec<Option<Vec<Edge>>>,
    /// Edges known tight in this stage, a bit per ordered pair: `v`'s row of `n` bits in the
    /// words `v * row_words ..` (whole words a row, so that the scan reads a row's words).
    allowed: Vec<u64>,
    /// The words of a row of `allowed`.
    row_words: usize,
    /// The words of `allowed` set in this stage (cleared at the next, not the whole square).
    allowed_words: Vec<usize>,
    queue: Vec<usize>,
    /// Scratch for `add_blossom`.
    bestedgeto: Vec<Edge>,
    /// The slack of `bestedgeto[b]`, scratch for `add_blossom`.
    bestedgeto_slack: Vec<W>,
    /// Whether `bestedgeto_slack[b]` holds the slack of `bestedgeto[b]` (computed only when an
    /// edge to another vertex of `b` is compared with it).
    bestedgeto_known: Vec<bool>,
    /// Scratch for `add_blossom`: the S-vertices outside the new blossom.
    outside: Vec<usize>,
    /// `vrank[id]`: the place of `values[id]` in increasing order among the distinct weights
    /// (from 1; `0` for no edge), so that two weights compare as two small numbers (the scan's
    /// pre-test, [`Solver::scan_skip`]). Brought up to date at the start of each `solve`.
    vrank: Vec<u32>,
    /// The numbers of `values` in increasing order of weight (`vrank`'s inverse).
    order: Vec<u32>,
    /// How many numbers of `values` are ranked in `order` and `vrank`.
    ranked: usize,
    /// The scan's pre-test, a vertex's 8 bytes (see [`Solver::pretest`]): an S-vertex holds
    /// `(srank, S_FIRST + its top-level blossom)`, `srank` its dual's place among the
    /// S-vertices' duals (an S-vertex's dual and the stage's dual changes summed, `shift`, are
    /// constant for the whole stage: the order of the S-vertices' duals does not change); a
    /// vertex the scan weighs for itself (free, not labelled) whose best edge `(x, w)` is up to
    /// date and of positive slack holds `(srank of x, vrank of the best edge's weight)`; a
    /// vertex out of the problem or labelled T in a T-blossom `QUICK_PASS`; any other
    /// `QUICK_NONE`. Kept up to date where the labels, the top-level blossoms, the best edges
    /// and the duals change.
    quick: Vec<(u32, u32)>,
    /// The stage's distinct S-vertex keys (dual plus `shift`) in increasing order, each with
    /// its `srank`: numbers with gaps, so that a new key takes a number between its neighbours'.
    skeys: Vec<(W, u32)>,
    /// The stage's dual changes summed.
    shift: W,
    /// `add_blossom`'s pre-test, a vertex `y` outside the new blossom: `(srank of x, vrank of
    /// w_xy)` of an edge `(x, y)` that was the least-slack edge to `y`'s blossom at some point
    /// of the listing (the least slack only goes down): an edge `(z, y)` with `srank z >=` the
    /// first and a weight of no greater rank has no smaller slack, and changes nothing.
    /// `QUICK_NONE` outside a listing.
    reach: Vec<(u32, u32)>,
    /// The vertices whose `reach` is set in this listing.
    reached: Vec<usize>,
}

/// `quick`'s second number for an S-vertex is `S_FIRST` plus its top-level blossom (no weight's
/// rank is that high): the scan passes over the vertices of its own blossom by that number.
const S_FIRST: u32 = 1 << 31;
/// `quick` for a vertex without a pre-test (a bound of zero passes no edge: every rank of an
/// edge is at least 1).
const QUICK_NONE: (u32, u32) = (u32::MAX, 0);
/// `quick` for a vertex the scan passes over whatever its edge: out of the problem (the scan's
/// pre-test reads every vertex, not only the live ones), or labelled T in a T-blossom. Passes
/// every edge not known tight (every place is at least 0, every rank below `S_FIRST - 1`).
const QUICK_PASS: (u32, u32) = (0, S_FIRST - 1);

impl<W: Weight> Solver<W> {
    /// `n` vertices, no edges.
    pub fn new(n: usize) -> Self {
        Solver {
            n,
            ids: vec![0; n * n],
            values: vec![W::ZERO],
            lookup: HashMap::default(),
            compact_at: Self::slack_values(n, 1),
            active: vec![true; n],
            live: (0..n).collect(),
            changed: Vec::new(),
            restored: Vec::new(),
            mate: vec![NONE; n],
            dual: vec![W::ZERO; 2 * n],
            parent: vec![NONE; 2 * n],
            childs: vec![Vec::new(); 2 * n],
            edges: vec![Vec::new(); 2 * n],
            base: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            inblossom: (0..n).collect(),
            unused: (n..2 * n).rev().collect(),
            label: vec![FREE; 2 * n],
            labeledge: vec![NO_EDGE; 2 * n],
            bestedge: vec![NO_EDGE; 2 * n],
            bestslack: vec![(NO_EDGE, 0, false); 2 * n],
            bestslack_value: vec![W::ZERO; 2 * n],
            epoch: 0,
            bestedges: vec![None; 2 * n],
            allowed: Vec::new(),
            row_words: n.div_ceil(64),
            allowed_words: Vec::new(),
            queue: Vec::new(),
            bestedgeto: vec![NO_EDGE; 2 * n],
            bestedgeto_slack: vec![W::ZERO; 2 * n],
            bestedgeto_known: vec![false; 2 * n],
            outside: Vec::new(),
            vrank: vec![0],
            order: Vec::new(),
            ranked: 1,
            quick: vec![QUICK_NONE; n],
            skeys: Vec::new(),
            shift: W::ZERO,
            reach: vec![QUICK_NONE; n],
            reached: Vec::new(),
        }
    }

    /// How many distinct weights `values` may hold, `live` of them in use, before those no
    /// longer used are dropped: room for `32 n` new ones (a bracket's rows raised a few times),
    /// so that the O(n²) pass that drops them is rare.
    fn slack_values(n: usize, live: usize) -> usize {
        live + (32 * n).max(4096)
    }

    /// The number of the weight `w` in `values`, added if new (`0`: zero or less, no edge).
    ///
    /// Why numbers: the solver's scan reads a row of weights for every vertex it labels, and with
    /// the weights themselves stored (80 to 100 bytes each at 1,000 players) two thirds of a
    /// round's time went to cache misses on that read (perf, 500 players). A pairing's weights
    /// take few distinct values (the criteria's fields are flags and score groups; the bracket
    /// procedure's raises add a row at a time), so each edge holds a 4-byte number and the values
    /// sit once in a small table.
    fn intern(&mut self, w: W) -> u32 {
        if w <= W::ZERO {
            return 0;
        }
        if let Some(&id) = self.lookup.get(&w) {
            return id;
        }
        if self.values.len() >= self.compact_at {
            self.compact();
        }
        let id = self.values.len() as u32;
        self.values.push(w.double());
        self.lookup.insert(w, id);
        id
    }

    /// Drops the values no edge uses any more and numbers the others again (in their order).
    fn compact(&mut self) {
        let mut renumber = vec![0u32; self.values.len()];
        for &id in &self.ids {
            renumber[id as usize] = 1;
        }
        // No edge stays no edge.
        renumber[0] = 0;
        let mut values = vec![W::ZERO];
        for (id, slot) in renumber.iter_mut().enumerate().skip(1) {
            if *slot != 0 {
                *slot = values.len() as u32;
                values.push(self.values[id]);
            }
        }
        for id in &mut self.ids {
            *id = renumber[*id as usize];
        }
        self.lookup.clear();
        for (id, &w) in values.iter().enumerate().skip(1) {
            self.lookup.insert(w.half(), id as u32);
        }
        self.compact_at = Self::slack_values(self.n, values.len());
        self.values = values;
        // Numbered again: ranked again from the start at the next `solve`.
        self.order.clear();
        self.ranked = 1;
    }

    /// Brings `vrank` and `order` up to date with the weights numbered since the last call:
    /// the new numbers sorted by weight and merged into `order` (the weights do not change
    /// during a `solve`, so the ranks hold for the whole of it).
    fn rank_values(&mut self) {
        let len = self.values.len();
        if self.ranked == len {
            return;
        }
        let values = &self.values;
        let mut fresh: Vec<u32> = (self.ranked as u32..len as u32).collect();
        fresh.sort_unstable_by(|&a, &b| values[a as usize].cmp(&values[b as usize]));
        let old = std::mem::take(&mut self.order);
        let mut merged = Vec::with_capacity(old.len() + fresh.len());
        let (mut i, mut j) = (0, 0);
        while i < old.len() && j < fresh.len() {
            if values[old[i] as usize] < values[fresh[j] as usize] {
                merged.push(old[i]);
                i += 1;
            } else {
                merged.push(fresh[j]);
                j += 1;
            }
        }
        merged.extend_from_slice(&old[i..]);
        merged.extend_from_slice(&fresh[j..]);
        self.vrank.clear();
        self.vrank.resize(len, 0);
        for (place, &id) in merged.iter().enumerate() {
            self.vrank[id as usize] = place as u32 + 1;
        }
        self.order = merged;
        self.ranked = len;
    }

    /// Makes `v` an S-vertex of the scan's pre-test: its key (dual plus `shift`) numbered
    /// among the stage's S-vertex keys.
    fn mark_s(&mut self, v: usize) {
        let key = self.dual[v] + self.shift;
        let rank = match self.skey_rank(&key) {
            Some(rank) => rank,
            None => {
                // No number left between the neighbours: every key numbered again, evenly.
                self.renumber_skeys();
                self.skey_rank(&key).unwrap_or(0)
            }
        };
        self.quick[v] = (rank, S_FIRST + self.inblossom[v] as u32);
    }

    /// The number of the S-vertex key `key`, added between its neighbours' if new (`None`: no
    /// number left between them).
    fn skey_rank(&mut self, key: &W) -> Option<u32> {
        match self.skeys.binary_search_by(|(k, _)| k.cmp(key)) {
            Ok(at) => Some(self.skeys[at].1),
            Err(at) => {
                let lo = if at == 0 { 0 } else { self.skeys[at - 1].1 };
                let hi = self.skeys.get(at).map_or(u32::MAX - 1, |e| e.1);
                if hi - lo < 2 {
                    return None;
                }
                let rank = lo + (hi - lo) / 2;
                self.skeys.insert(at, (*key, rank));
                Some(rank)
            }
        }
    }

    /// Numbers the stage's S-vertex keys again, evenly spread, and every S-vertex's `srank`
    /// with them; the free vertices' pre-tests (which hold an S-vertex's number) are dropped.
    fn renumber_skeys(&mut self) {
        let count = self.skeys.len() as u64;
        for (i, entry) in self.skeys.iter_mut().enumerate() {
            entry.1 = ((i as u64 + 1) * (u64::from(u32::MAX) - 1) / (count + 1)) as u32;
        }
        for k in 0..self.live.len() {
            let v = self.live[k];
            if self.quick[v].1 >= S_FIRST {
                let key = self.dual[v] + self.shift;
                if let Ok(at) = self.skeys.binary_search_by(|(k, _)| k.cmp(&key)) {
                    self.quick[v].0 = self.skeys[at].1;
                }
            }
        }
        self.quick_forget_bests();
    }

    /// The pre-test of the vertex `x` after its best edge became `(p, x)` of slack `slack`:
    /// kept when the scan weighs edges for `x` itself (not labelled, outside the S-blossoms)
    /// and the slack is positive (see `quick`).
    #[inline]
    fn quick_best(&mut self, x: usize, p: usize, positive: bool) {
        if self.quick[x].1 >= S_FIRST {
            return;
        }
        self.quick[x] = if positive
            && self.label[x] == FREE
            && self.label[self.inblossom[x]] & S == 0
            && self.quick[p].1 >= S_FIRST
        {
            (
                self.quick[p].0,
                self.vrank[self.ids[p * self.n + x] as usize],
            )
        } else {
            QUICK_NONE
        };
    }

    /// Drops the pre-test of `v` unless an S-vertex's.
    #[inline]
    fn quick_drop(&mut self, v: usize) {
        if self.quick[v].1 < S_FIRST {
            self.quick[v] = QUICK_NONE;
        }
    }

    /// Drops the pre-tests that hold a best edge (the duals changed, or the S-vertices'
    /// places were numbered again); those of the S-vertices, and those that pass every edge,
    /// hold.
    fn quick_forget_bests(&mut self) {
        for q in &mut self.quick {
            if q.1 < QUICK_PASS.1 {
                *q = QUICK_NONE;
            }
        }
    }

    /// The weight of the edge between `a` and `b` (`a != b`); zero for no edge.
    #[inline]
    pub fn weight(&self, a: usize, b: usize) -> W {
        self.doubled(a, b).half()
    }

    /// Twice the weight of the edge between `a` and `b`.
    #[inline]
    fn doubled(&self, a: usize, b: usize) -> W {
        *self.doubled_ref(a, b)
    }

    /// Twice the weight of the edge between `a` and `b`, in the table.
    #[inline]
    fn doubled_ref(&self, a: usize, b: usize) -> &W {
        &self.values[self.ids[a * self.n + b] as usize]
    }

    /// Sets the weight of the edge between `a` and `b` (zero or less: no edge).
    pub fn set_weight(&mut self, a: usize, b: usize, w: W) {
        if a == b {
            return;
        }
        let id = self.intern(w);
        let k = a * self.n + b;
        if self.ids[k] != id {
            self.ids[k] = id;
            self.ids[b * self.n + a] = id;
            self.changed.push((a as u32, b as u32));
        }
    }

    /// Takes `a` and `b` out of the problem as a pair: the next answers match the others.
    pub fn remove_pair(&mut self, a: usize, b: usize) {
        for v in [a, b] {
            if self.active[v] {
                self.make_trivial(v);
            }
        }
        if self.mate[a] != b {
            for v in [a, b] {
                self.unmatch(v);
            }
        }
        self.mate[a] = b;
        self.mate[b] = a;
        self.active[a] = false;
        self.active[b] = false;
    }

    /// Puts `v` back into the problem, unmatched.
    pub fn restore(&mut self, v: usize) {
        if !self.active[v] {
            let m = self.mate[v];
            if m != NONE && !self.active[m] && self.mate[m] == v {
                self.mate[m] = NONE;
            }
            self.mate[v] = NONE;
            self.active[v] = true;
            self.restored.push(v);
        }
    }

    /// `v`'s partner in the latest answer (or in its removed pair), if any.
    pub fn mate(&self, v: usize) -> Option<usize> {
        (self.mate[v] != NONE).then_some(self.mate[v])
    }

    fn unmatch(&mut self, v: usize) {
        let m = self.mate[v];
        if m != NONE {
            self.mate[m] = NONE;
            self.mate[v] = NONE;
        }
    }

    #[inline]
    fn is_edge(&self, a: usize, b: usize) -> bool {
        self.ids[a * self.n + b] != 0
    }

    #[inline]
    fn slack(&self, (v, w): Edge) -> W {
        W::sum_sub(&self.dual[v], &self.dual[w], self.doubled_ref(v, w))
    }

    /// How the slack of `(v, w)` compares with the slack of `(x, w)`, both at the current duals,
    /// when the two edges have the same weight (`same_weight`): `u_v + u_w - 2 w` against
    /// `u_x + u_w - 2 w` is `u_v` against `u_x`, two duals instead of four terms summed. The
    /// answer for the last `x` asked is kept in `cache` (the duals do not change while a
    /// vertex is scanned or a blossom's edges are listed).
    ///
    /// Why (issue 36): of a 1,000-player round's slack comparisons, 23 M of the scan's 37 M
    /// and 17 M of `add_blossom`'s 19 M set an edge against the best one so far to the same
    /// vertex with the same weight (a score group's edges to the players below share a
    /// handful of values), and `cmp_sum` read the weight's whole width for most of them: the
    /// slacks agree down to their low words.
    #[inline]
    fn cmp_duals(&self, v: usize, x: usize, cache: &mut (usize, usize, Ordering)) -> Ordering {
        if cache.0 != v || cache.1 != x {
            *cache = (v, x, self.dual[v].cmp(&self.dual[x]));
        }
        cache.2
    }

    /// Whether the edges `(v, w)` and `(x, w)` have the same weight (the same number in the
    /// table of distinct weights).
    #[inline]
    fn same_weight(&self, v: usize, x: usize, w: usize) -> bool {
        self.ids[v * self.n + w] == self.ids[x * self.n + w]
    }

    /// The first vertex `w >= from` that the scan of the S-vertex `v` must look at (`n`: none):
    /// every vertex passed over is one the scan's body would pass over without changing
    /// anything. Stops, for the body to decide, at an edge known tight, at one that may be
    /// tight or below the best slack, and where the best slack's cache is out of date (the
    /// body brings it up to date).
    ///
    /// Two passes: the pre-test ([`Solver::pretest`]) passes over, by two comparisons of small
    /// numbers a vertex, the edges whose slack is no smaller than an up-to-date positive best
    /// slack of what they would serve; where it cannot tell, the tests of the body
    /// ([`Solver::passes_over`]) decide, from the vertex's labels to the slacks' comparison.
    ///
    /// Why (issue 36, eleventh pass): 2,000 players looked at 551 M pairs a round here, and
    /// each pair cost a chain of dependent loads (the vertex from `live`, its top blossom, that
    /// blossom's label, the best edge of what it serves and its cached slack, the best edge's
    /// weight number from another row) before a comparison of duals or of sums of the weight's
    /// width; 94 % of them end in a slack no smaller than the best's, and most of those are
    /// told by the dominance of the two numbers the pre-test reads.
    #[inline]
    fn scan_skip(&self, v: usize, from: usize, cache: &mut (usize, usize, Ordering)) -> usize {
        let n = self.n;
        let bv = self.inblossom[v];
        // The pre-test's numbers for this vertex: its own dual's place among the S-vertices',
        // and, for the edges to S-vertices, the best edge of its blossom `(x, y)` when up to
        // date and positive and `u_v >= u_x`: an edge `(v, w)` with `u_w >= u_y` and a weight
        // no greater than `w_xy` has no smaller slack.
        let vs = self.quick[v].0;
        let segment = {
            let best = self.bestedge[bv];
            let (edge, at, positive) = self.bestslack[bv];
            if best != NO_EDGE && edge == best && at == self.epoch && positive {
                let (x, y) = best;
                let (qx, qy) = (self.quick[x], self.quick[y]);
                if qx.1 >= S_FIRST && qy.1 >= S_FIRST && vs >= qx.0 {
                    (qy.0, self.vrank[self.ids[x * n + y] as usize])
                } else {
                    QUICK_NONE
                }
            } else {
                QUICK_NONE
            }
        };
        let mut from = from;
        loop {
            let w = self.pretest(v, from, vs, segment);
            if w >= n || !self.passes_over(v, w, cache) {
                return w;
            }
            from = w + 1;
        }
    }

    /// The first vertex `w >= from` whose edge from the S-vertex `v` the pre-test cannot pass
    /// over (`n`: none), `vs` the place of `v`'s dual, `segment` the numbers of the best edge
    /// of `v`'s blossom (see [`Solver::scan_skip`]). An edge is passed over when there is none,
    /// or when it is not known tight and, with `quick[w] = (a, b)`:
    /// - `w` an S-vertex (`b = S_FIRST` plus its blossom): of `v`'s own blossom; or `a` (its
    ///   dual's place) at least the best edge's far
    ///   end's and the edge's weight no greater than the best edge's (`segment`): its slack is
    ///   no smaller than that best's;
    /// - otherwise: `vs` at least `a` (the place of the near end of `w`'s own best edge) and
    ///   the edge's weight no greater than `b` (the best's rank): the same.
    ///
    /// The vertices out of the problem hold a pre-test that passes every edge (`QUICK_OUT`).
    /// A read-only loop over whole words of the tight bits and slices of the same length.
    #[inline]
    fn pretest(&self, v: usize, from: usize, vs: u32, (seg_y, seg_r): (u32, u32)) -> usize {
        let n = self.n;
        let own = S_FIRST + self.inblossom[v] as u32;
        let row = &self.ids[v * n..(v + 1) * n];
        let quick = &self.quick[..n];
        let words = &self.allowed[v * self.row_words..(v + 1) * self.row_words];
        let vrank = &self.vrank[..];
        let mut start = from;
        while start < n {
            let word = start / 64;
            let end = n.min(64 * (word + 1));
            let tight_bits = words.get(word).copied().unwrap_or(0);
            for (j, (&id, &(a, b))) in row[start..end].iter().zip(&quick[start..end]).enumerate() {
                let w = start + j;
                if id == 0 {
                    continue;
                }
                let tight = tight_bits >> (w % 64) & 1;
                let r = vrank.get(id as usize).copied().unwrap_or(u32::MAX);
                let (p, q, bound) = if b >= S_FIRST {
                    (a, seg_y, seg_r)
                } else {
                    (vs, a, b)
                };
                if b == own || (tight == 0 && p >= q && r <= bound) {
                    debug_assert!(self.passed_over(v, w), "pre-test passed over {v}-{w}");
                    continue;
                }
                return w;
            }
            start = end;
        }
        n
    }

    /// The scan's tests of the edge `(v, w)` before its body, as they were before the pre-test:
    /// whether the body would pass over `w` without a change.
    #[inline]
    fn passes_over(&self, v: usize, w: usize, cache: &mut (usize, usize, Ordering)) -> bool {
        if w == v || !self.active[w] {
            return true;
        }
        let n = self.n;
        let bv = self.inblossom[v];
        let bw = self.inblossom[w];
        let lbw = self.label[bw];
        if bv == bw || (lbw == T && self.label[w] != FREE) {
            return true;
        }
        if self.is_allowed(v, w) {
            return false;
        }
        let id = self.ids[v * n + w];
        if id == 0 {
            return true;
        }
        let (dv, dual) = (&self.dual[v], &self.dual[..]);
        let value = &self.values[id as usize];
        let serves = if lbw == S {
            bv
        } else if self.label[w] == FREE {
            w
        } else {
            return W::cmp_sum(dv, &dual[w], value, &W::ZERO) == Ordering::Greater;
        };
        let best = self.bestedge[serves];
        let (edge, at, positive) = self.bestslack[serves];
        if best == NO_EDGE || edge != best || at != self.epoch || !positive {
            return false;
        }
        let (x, y) = best;
        let order = if y == w && self.ids[x * n + w] == id {
            self.cmp_duals(v, x, cache)
        } else if x == v && self.ids[v * n + y] == id {
            dual[w].cmp(&dual[y])
        } else {
            W::cmp_sum(dv, &dual[w], value, &self.bestslack_value[serves])
        };
        order != Ordering::Less
    }

    /// Whether the scan of `v` passes over `w` without a change, the slacks summed in full
    /// (the pre-test's check in the tests).
    fn passed_over(&self, v: usize, w: usize) -> bool {
        if !self.active[w] {
            return !self.is_edge(v, w) || !self.is_allowed(v, w);
        }
        let (bv, bw) = (self.inblossom[v], self.inblossom[w]);
        if w == v || bv == bw || (self.label[bw] == T && self.label[w] != FREE) {
            return true;
        }
        if self.is_allowed(v, w) || !self.is_edge(v, w) {
            return !self.is_allowed(v, w);
        }
        let serves = if self.label[bw] == S {
            bv
        } else if self.label[w] == FREE {
            w
        } else {
            return false;
        };
        let best = self.bestedge[serves];
        if best == NO_EDGE {
            return false;
        }
        let (edge, at, positive) = self.bestslack[serves];
        let best_slack = self.slack(best);
        edge == best
            && at == self.epoch
            && positive
            && best_slack == self.bestslack_value[serves]
            && best_slack > W::ZERO
            && self.slack((v, w)) >= best_slack
    }

    /// How the slack of the edge `(v, w)` compares with `bound`, without the slack's whole
    /// width when its high words decide ([`Weight::cmp_sum`]).
    #[inline]
    fn cmp_slack(&self, (v, w): Edge, bound: &W) -> Ordering {
        W::cmp_sum(&self.dual[v], &self.dual[w], self.doubled_ref(v, w), bound)
    }

    /// How the slack of `bestedge[x]` (not `NO_EDGE`) compares with `bound`: the cached slack
    /// when it is up to date (two numbers compared, no sum), else from the high words down.
    #[inline]
    fn cmp_best(&self, x: usize, bound: &W) -> Ordering {
        let (edge, at, _) = self.bestslack[x];
        if edge == self.bestedge[x] && at == self.epoch {
            self.bestslack_value[x].cmp(bound)
        } else {
            self.cmp_slack(self.bestedge[x], bound)
        }
    }

    /// Brings `bestslack[x]` up to date with `bestedge[x]` (not `NO_EDGE`) and the duals.
    #[inline(always)]
    fn refresh_best(&mut self, x: usize) {
        let (edge, at, _) = self.bestslack[x];
        if edge != self.bestedge[x] || at != self.epoch {
            self.recompute_best(x);
        }
    }

    /// `refresh_best`'s slack computed (rare: the check above is on every edge the scan weighs).
    #[inline(never)]
    fn recompute_best(&mut self, x: usize) {
        let e = self.bestedge[x];
        let slack = self.slack(e);
        self.set_best(x, e, slack);
    }

    /// Records `e` as `x`'s best edge with its slack at the current duals.
    #[inline]
    fn set_best(&mut self, x: usize, e: Edge, slack: W) {
        let positive = slack > W::ZERO;
        self.bestedge[x] = e;
        self.bestslack[x] = (e, self.epoch, positive);
        self.bestslack_value[x] = slack;
        if x < self.n {
            self.quick_best(x, e.0, positive);
        }
    }

    /// The slack of `bestedge[x]` (not `NO_EDGE`), from the cache when the duals have not
    /// changed since it was computed.
    #[inline]
    fn best_slack(&mut self, x: usize) -> W {
        self.refresh_best(x);
        self.bestslack_value[x]
    }

    /// The vertices of `b` (a vertex or a blossom), around each cycle from the base, appended
    /// to `out`. Recursive, the depth the blossoms' nesting: without a stack of its own to
    /// allocate at each call (a 1,000-player round called it millions of times).
    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
            return;
        }
        for &c in &self.childs[b] {
            self.leaves(c, out);
        }
    }

    /// Sets the top-level blossom of every vertex of `b` (a vertex or a blossom) to `top`.
    fn set_top(&mut self, b: usize, top: usize) {
        if b < self.n {
            self.inblossom[b] = top;
            if self.quick[b].1 >= S_FIRST {
                self.quick[b].1 = S_FIRST + top as u32;
            }
            return;
        }
        for i in 0..self.childs[b].len() {
            let c = self.childs[b][i];
            self.set_top(c, top);
        }
    }

    /// Takes `v` out of every blossom, each blossom's dual moved onto its vertices, the pair at
    /// its base unmatched (see the module's doc).
    fn make_trivial(&mut self, v: usize) {
        let mut leaves = Vec::new();
        while self.inblossom[v] >= self.n {
            let b = self.inblossom[v];
            leaves.clear();
            self.leaves(b, &mut leaves);
            let z = self.dual[b];
            for &l in &leaves {
                self.dual[l] += z;
            }
            let base = self.base[b];
            self.unmatch(base);
            self.dissolve(b);
        }
    }

    /// Makes a top-level blossom's sub-blossoms top-level and frees its number.
    fn dissolve(&mut self, b: usize) {
        let childs = std::mem::take(&mut self.childs[b]);
        let mut leaves = Vec::new();
        for &s in &childs {
            self.parent[s] = NONE;
            leaves.clear();
            self.leaves(s, &mut leaves);
            for &l in &leaves {
                self.inblossom[l] = s;
            }
        }
        self.childs[b] = childs;
        self.childs[b].clear();
        self.edges[b].clear();
        self.base[b] = NONE;
        self.dual[b] = W::ZERO;
        self.label[b] = FREE;
        self.labeledge[b] = NO_EDGE;
        self.bestedge[b] = NO_EDGE;
        self.bestedges[b] = None;
        self.unused.push(b);
    }

    /// Repairs the last answer after the changes (see the module's doc).
    fn apply_changes(&mut self) {
        let mut cover: Vec<usize> = std::mem::take(&mut self.restored);
        if !self.changed.is_empty() {
            let mut count = vec![0u32; self.n];
            for &(a, b) in &self.changed {
                count[a as usize] += 1;
                count[b as usize] += 1;
            }
            let mut chosen = vec![false; self.n];
            for &v in &cover {
                chosen[v] = true;
            }
            for &(a, b) in &self.changed {
                let (a, b) = (a as usize, b as usize);
                if chosen[a] || chosen[b] {
                    continue;
                }
                let v = if count[a] >= count[b] { a } else { b };
                chosen[v] = true;
                cover.push(v);
            }
            self.changed.clear();
        }
        let mut seen = Vec::new();
        for v in cover {
            if !self.active[v] {
                continue;
            }
            self.make_trivial(v);
            let need = self.least_feasible_dual(v, &mut seen);
            let m = self.mate[v];
            if m != NONE
                && self.active[m]
                && self.is_edge(v, m)
                && W::cmp_sum(self.doubled_ref(v, m), &W::ZERO, &self.dual[m], &need)
                    == Ordering::Equal
            {
                // The matched edge is one of those that set `need`: at `need` (down, when
                // the dual was above) it is tight and every edge of `v` feasible, so `v`
                // keeps its partner and needs no stage.
                self.dual[v] = need;
                continue;
            }
            if need > self.dual[v] {
                self.dual[v] = need;
            }
            if m != NONE && (!self.is_edge(v, m) || self.slack((v, m)) != W::ZERO) {
                self.unmatch(v);
            }
        }
    }

    /// The least dual of `v` at which every edge of `v` is feasible: the largest
    /// `2 w_vx - u_x` over the live vertices `x` (zero at least).
    ///
    /// An edge of the same weight as one already weighed, to a vertex of no smaller dual, gives
    /// no more than that one gave (and the maximum only grows): it is passed over without the
    /// weight's width. `seen` (scratch) holds, for each weight met, the vertex of the least dual
    /// weighed with it. The same value as weighing every edge (issue 36, tenth pass: a bracket's
    /// rows changed at once made this a sum of the weight's width for each pair of the bracket;
    /// a row holds a handful of distinct weights).
    fn least_feasible_dual(&self, v: usize, seen: &mut Vec<(u32, usize)>) -> W {
        const KEPT: usize = 32;
        seen.clear();
        let n = self.n;
        let row = &self.ids[v * n..(v + 1) * n];
        let mut need = W::ZERO;
        for &x in &self.live {
            let id = row[x];
            if x == v || id == 0 {
                continue;
            }
            match seen.iter().position(|&(i, _)| i == id) {
                Some(at) => {
                    if self.dual[x] >= self.dual[seen[at].1] {
                        continue;
                    }
                    seen[at].1 = x;
                }
                None if seen.len() < KEPT => seen.push((id, x)),
                None => {}
            }
            let value = &self.values[id as usize];
            if W::cmp_sum(value, &W::ZERO, &self.dual[x], &need) == Ordering::Greater {
                need = *value - self.dual[x];
            }
        }
        need
    }

    fn allow(&mut self, v: usize, w: usize) {
        let bits = 64 * self.row_words;
        for k in [v * bits + w, w * bits + v] {
            let word = &mut self.allowed[k / 64];
            if *word == 0 {
                self.allowed_words.push(k / 64);
            }
            *word |= 1 << (k % 64);
        }
    }

    fn is_allowed(&self, v: usize, w: usize) -> bool {
        let k = v * 64 * self.row_words + w;
        self.allowed[k / 64] >> (k % 64) & 1 == 1
    }

    fn assign_label(&mut self, w: usize, t: u8, v: usize) {
        let mut w = w;
        let mut t = t;
        let mut v = v;
        loop {
            let b = self.inblossom[w];
            self.label[w] = t;
            self.label[b] = t;
            // A T-vertex of a T-blossom: passed over by every scan (S: marked below).
            self.quick[w] = QUICK_PASS;
            let e = if v == NONE { NO_EDGE } else { (v, w) };
            self.labeledge[w] = e;
            self.labeledge[b] = e;
            self.bestedge[w] = NO_EDGE;
            self.bestedge[b] = NO_EDGE;
            if t == S {
                let mut leaves = std::mem::take(&mut self.queue);
                let from = leaves.len();
                self.leaves(b, &mut leaves);
                for &l in &leaves[from..] {
                    self.mark_s(l);
                }
                self.queue = leaves;
                return;
            }
            let base = self.base[b];
            w = self.mate[base];
            t = S;
            v = base;
        }
    }

    /// The base of the blossom that the edge `(v, w)` between two S-vertices closes, or `NONE`
    /// when it joins two trees (an augmenting path).
    fn scan_blossom(&mut self, v: usize, w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        let (mut v, mut w) = (v, w);
        while v != NONE {
            let b = self.inblossom[v];
            if self.label[b] & MARK != 0 {
                base = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = S | MARK;
            if self.labeledge[b] == NO_EDGE {
                v = NONE;
            } else {
                let t = self.labeledge[b].0;
                let bt = self.inblossom[t];
                v = self.labeledge[bt].0;
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = S;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, v: usize, w: usize) {
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unused.pop().unwrap_or(NONE);
        debug_assert!(b != NONE, "at most n/2 blossoms at once");
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut edgs = vec![(v, w)];
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            edgs.push(self.labeledge[bv]);
            let v2 = self.labeledge[bv].0;
            bv = self.inblossom[v2];
        }
        path.push(bb);
        path.reverse();
        edgs.reverse();
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            let (x, y) = self.labeledge[bw];
            edgs.push((y, x));
            bw = self.inblossom[x];
        }
        self.label[b] = S;
        self.labeledge[b] = self.labeledge[bb];
        self.dual[b] = W::ZERO;
        self.childs[b] = path.clone();
        self.edges[b] = edgs;
        // The vertices of the former T-blossoms become S-vertices to scan, in the order of the
        // new blossom's vertices; then every vertex's top-level blossom is the new one. The
        // vertices are not listed (a stage's blossoms grow one sub-blossom at a time to most
        // of the field: the list, a push each, was 5 % of a 1,000-player round).
        let mut queue = std::mem::take(&mut self.queue);
        let from = queue.len();
        for &c in &path {
            if self.label[c] == T {
                self.leaves(c, &mut queue);
            }
        }
        for &l in &queue[from..] {
            self.mark_s(l);
        }
        self.queue = queue;
        self.set_top(b, b);
        // The least-slack edge from the new blossom to each other S-blossom.
        let mut touched: Vec<usize> = Vec::new();
        let mut sub = Vec::new();
        // The vertices a sub-vertex's edge can serve: outside the new blossom, in a top-level
        // S-blossom, in increasing order (as the scan of every live vertex met them, so that
        // ties are settled as before). Listed once for the blossom's vertices (a stage's trees
        // hold a few dozen S-vertices of a thousand: the pass over every live vertex for each
        // vertex of the new blossom, and the list of all its edges, were a quarter of a
        // 1,000-player round).
        let mut outside = std::mem::take(&mut self.outside);
        outside.clear();
        let mut listed = false;
        let mut cache = (NONE, NONE, Ordering::Equal);
        for &c in &path {
            if let Some(list) = self.bestedges[c].take() {
                for (i, j) in list {
                    let (i, j) = if self.inblossom[j] == b {
                        (j, i)
                    } else {
                        (i, j)
                    };
                    self.offer_blossom_edge(b, (i, j), &mut touched, &mut cache);
                }
            } else {
                if !listed {
                    listed = true;
                    // The S-vertices by their pre-test's tag (every vertex of a top-level
                    // S-blossom holds one, with its blossom), in one pass.
                    let own = S_FIRST + b as u32;
                    for (y, q) in self.quick.iter().enumerate() {
                        debug_assert_eq!(
                            q.1 >= S_FIRST,
                            self.active[y] && self.label[self.inblossom[y]] == S,
                            "the pre-test's S-vertices"
                        );
                        if q.1 >= S_FIRST && q.1 != own {
                            outside.push(y);
                        }
                    }
                }
                sub.clear();
                self.leaves(c, &mut sub);
                for &x in &sub {
                    let mut next = 0;
                    loop {
                        let k = self.blossom_skip(x, &outside, next, &mut cache);
                        let Some(&y) = outside.get(k) else {
                            break;
                        };
                        next = k + 1;
                        self.offer_blossom_edge(b, (x, y), &mut touched, &mut cache);
                    }
                }
            }
            self.bestedge[c] = NO_EDGE;
        }
        self.outside = outside;
        let mine: Vec<Edge> = touched.iter().map(|&t| self.bestedgeto[t]).collect();
        // The least slack of all: each edge compared with the best so far from the high words
        // down, the slack summed in full only for a new best.
        let mut best = NO_EDGE;
        let mut best_slack = W::ZERO;
        for &t in &touched {
            let e = self.bestedgeto[t];
            // From the same vertex as the best so far with the same weight, the far ends' duals
            // decide (as in the scan): no sum of the weight's width.
            let below = best == NO_EDGE
                || if e.0 == best.0
                    && self.ids[e.0 * self.n + e.1] == self.ids[e.0 * self.n + best.1]
                {
                    self.dual[e.1] < self.dual[best.1]
                } else {
                    self.cmp_slack(e, &best_slack) == Ordering::Less
                };
            if below {
                best = e;
                best_slack = if self.bestedgeto_known[t] {
                    self.bestedgeto_slack[t]
                } else {
                    self.slack(e)
                };
            }
        }
        for t in touched {
            self.bestedgeto[t] = NO_EDGE;
        }
        for &y in &self.reached {
            self.reach[y] = QUICK_NONE;
        }
        self.reached.clear();
        self.bestedges[b] = Some(mine);
        if best == NO_EDGE {
            self.bestedge[b] = NO_EDGE;
        } else {
            self.set_best(b, best, best_slack);
        }
    }

    /// `add_blossom`'s step for one edge `(i, j)` from the new blossom `b` (`i` inside): kept as
    /// the least-slack edge to `j`'s top-level blossom when that is an S-blossom other than `b`
    /// and the edge's slack is below the best so far (the first of equal slacks kept). Against
    /// the best so far to the same vertex `j`, `(x, j)`, the two slacks share `u_j`: with the
    /// same weight the duals `u_i` and `u_x` decide ([`Solver::cmp_duals`], `cache`), otherwise
    /// `u_i + 2 w_xj - 2 w_ij` against `u_x` ([`Weight::cmp_sum`], from the high words down).
    /// No slack is summed in full unless an edge to another vertex of the same blossom is
    /// compared (issue 36: the first edge to each S-blossom had its slack summed, 8.9 M slacks
    /// of the weight's width in a 1,000-player round, most never read).
    #[inline]
    fn offer_blossom_edge(
        &mut self,
        b: usize,
        (i, j): Edge,
        touched: &mut Vec<usize>,
        cache: &mut (usize, usize, Ordering),
    ) {
        let bj = self.inblossom[j];
        if bj != b && self.label[bj] == S {
            let current = self.bestedgeto[bj];
            if current == NO_EDGE {
                touched.push(bj);
                self.bestedgeto[bj] = (i, j);
                self.bestedgeto_known[bj] = false;
                self.note_reach(i, j);
                return;
            }
            let (x, y) = current;
            let below = if y == j {
                if self.same_weight(i, x, j) {
                    self.cmp_duals(i, x, cache)
                } else {
                    W::cmp_sum(
                        &self.dual[i],
                        self.doubled_ref(x, j),
                        self.doubled_ref(i, j),
                        &self.dual[x],
                    )
                }
            } else if x == i && self.ids[i * self.n + j] == self.ids[i * self.n + y] {
                // From the same vertex with the same weight: the far ends' duals decide.
                self.dual[j].cmp(&self.dual[y])
            } else {
                if !self.bestedgeto_known[bj] {
                    self.bestedgeto_slack[bj] = self.slack(current);
                    self.bestedgeto_known[bj] = true;
                }
                self.cmp_slack((i, j), &self.bestedgeto_slack[bj])
            };
            if below == Ordering::Less {
                self.bestedgeto[bj] = (i, j);
                self.bestedgeto_known[bj] = false;
                self.note_reach(i, j);
            }
        }
    }

    /// Notes `(i, j)`, the least-slack edge to `j`'s blossom now, in `reach[j]` (`i` an
    /// S-vertex: the new blossom's).
    #[inline]
    fn note_reach(&mut self, i: usize, j: usize) {
        let (a, tag) = self.quick[i];
        if tag < S_FIRST {
            return;
        }
        if self.reach[j] == QUICK_NONE {
            self.reached.push(j);
        }
        self.reach[j] = (a, self.vrank[self.ids[i * self.n + j] as usize]);
    }

    /// The first place `k >= from` in `outside` (S-vertices outside the new blossom, in top-level
    /// S-blossoms) whose edge from `x` `offer_blossom_edge` must look at: those passed over are
    /// no edge, or an edge of the same weight as the best so far to the same vertex whose near
    /// end's dual is not below the best's (`cmp_duals`, as `offer_blossom_edge` compares them),
    /// which would change nothing. Reads only, the tables borrowed once (see `scan_skip`).
    #[inline]
    fn blossom_skip(
        &self,
        x: usize,
        outside: &[usize],
        from: usize,
        cache: &mut (usize, usize, Ordering),
    ) -> usize {
        let n = self.n;
        let row = &self.ids[x * n..(x + 1) * n];
        let (ids, inblossom, bestedgeto) =
            (&self.ids[..], &self.inblossom[..], &self.bestedgeto[..]);
        let (reach, vrank) = (&self.reach[..], &self.vrank[..]);
        // `x` is a vertex of the new blossom: an S-vertex (else no place: every place is at
        // least 1, nothing passed over).
        let xs = if self.quick[x].1 >= S_FIRST {
            self.quick[x].0
        } else {
            0
        };
        for (k, &y) in outside.iter().enumerate().skip(from) {
            let id = row[y];
            if id == 0 {
                continue;
            }
            // The pre-test (see `reach`): no smaller slack than an edge that was the best.
            let (a, r) = reach.get(y).copied().unwrap_or(QUICK_NONE);
            if xs >= a && vrank.get(id as usize).is_some_and(|&rank| rank <= r) {
                debug_assert!(
                    {
                        let current = bestedgeto[inblossom[y]];
                        current != NO_EDGE && self.slack((x, y)) >= self.slack(current)
                    },
                    "blossom pre-test passed over {x}-{y}"
                );
                continue;
            }
            let (cx, cy) = bestedgeto[inblossom[y]];
            if cy == y && ids[cx * n + y] == id && self.cmp_duals(x, cx, cache) != Ordering::Less {
                continue;
            }
            return k;
        }
        outside.len()
    }

    fn child_index(&self, b: usize, t: usize) -> isize {
        self.childs[b].iter().position(|&c| c == t).unwrap_or(0) as isize
    }

    fn at<X: Copy>(list: &[X], j: isize) -> X {
        list[j.rem_euclid(list.len() as isize) as usize]
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.childs[b].clone();
        let mut leaves = Vec::new();
        if !endstage {
            // Labels and top-level blossoms change: the pre-tests of its vertices go.
            self.leaves(b, &mut leaves);
            for &l in &leaves {
                self.quick_drop(l);
            }
        }
        for &s in &childs {
            self.parent[s] = NONE;
            if s >= self.n {
                if endstage && self.dual[s] == W::ZERO {
                    self.expand_blossom(s, endstage);
                } else {
                    leaves.clear();
                    self.leaves(s, &mut leaves);
                    for &l in &leaves {
                        self.inblossom[l] = s;
                    }
                }
            } else {
                self.inblossom[s] = s;
            }
        }
        if !endstage && self.label[b] == T {
            let len = childs.len() as isize;
            let entrychild = self.inblossom[self.labeledge[b].1];
            let mut j = self.child_index(b, entrychild);
            let jstep: isize = if j & 1 == 1 {
                j -= len;
                1
            } else {
                -1
            };
            let (mut v, mut w) = self.labeledge[b];
            while j != 0 {
                let (p, q) = if jstep == 1 {
                    Self::at(&self.edges[b], j)
                } else {
                    let (q, p) = Self::at(&self.edges[b], j - 1);
                    (p, q)
                };
                self.label[w] = FREE;
                self.label[q] = FREE;
                self.assign_label(w, T, v);
                self.allow(p, q);
                j += jstep;
                (v, w) = if jstep == 1 {
                    Self::at(&self.edges[b], j)
                } else {
                    let (x, y) = Self::at(&self.edges[b], j - 1);
                    (y, x)
                };
                self.allow(v, w);
                j += jstep;
            }
            let bw = Self::at(&childs, j);
            self.label[w] = T;
            self.label[bw] = T;
            self.quick[w] = QUICK_PASS;
            self.labeledge[w] = (v, w);
            self.labeledge[bw] = (v, w);
            self.bestedge[bw] = NO_EDGE;
            j += jstep;
            while Self::at(&childs, j) != entrychild {
                let bv = Self::at(&childs, j);
                if self.label[bv] == S {
                    j += jstep;
                    continue;
                }
                let mut found = NONE;
                leaves.clear();
                self.leaves(bv, &mut leaves);
                for &l in &leaves {
                    if self.label[l] != FREE {
                        found = l;
                        break;
                    }
                }
                if found != NONE {
                    self.label[found] = FREE;
                    let m = self.mate[self.base[bv]];
                    self.label[m] = FREE;
                    let from = self.labeledge[found].0;
                    self.assign_label(found, T, from);
                }
                j += jstep;
            }
        }
        self.childs[b].clear();
        self.edges[b].clear();
        self.base[b] = NONE;
        self.dual[b] = W::ZERO;
        self.label[b] = FREE;
        self.labeledge[b] = NO_EDGE;
        self.bestedge[b] = NO_EDGE;
        self.bestedges[b] = None;
        self.parent[b] = NONE;
        self.unused.push(b);
    }

    /// Swaps matched and unmatched edges along the even path from `v` to the base of `b`: `v`
    /// becomes the base.
    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.childs[b].len() as isize;
        let i = self.child_index(b, t);
        let mut j = i;
        let jstep: isize = if i & 1 == 1 {
            j -= len;
            1
        } else {
            -1
        };
        while j != 0 {
            j += jstep;
            let t1 = Self::at(&self.childs[b], j);
            let (w, x) = if jstep == 1 {
                Self::at(&self.edges[b], j)
            } else {
                let (x, w) = Self::at(&self.edges[b], j - 1);
                (w, x)
            };
            if t1 >= self.n {
                self.augment_blossom(t1, w);
            }
            j += jstep;
            let t2 = Self::at(&self.childs[b], j);
            if t2 >= self.n {
                self.augment_blossom(t2, x);
            }
            self.mate[w] = x;
            self.mate[x] = w;
        }
        let i = i as usize;
        self.childs[b].rotate_left(i);
        self.edges[b].rotate_left(i);
        self.base[b] = self.base[self.childs[b][0]];
    }

    /// Flips the alternating path from the S-vertex `s` to its tree's root, `s` given `j`
    /// (`NONE`: left free).
    fn augment_side(&mut self, s: usize, j: usize) {
        let (mut s, mut j) = (s, j);
        loop {
            let bs = self.inblossom[s];
            if bs >= self.n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = j;
            if self.labeledge[bs] == NO_EDGE {
                return;
            }
            let t = self.labeledge[bs].0;
            let bt = self.inblossom[t];
            let (s2, j2) = self.labeledge[bt];
            if bt >= self.n {
                self.augment_blossom(bt, j2);
            }
            self.mate[j2] = s2;
            s = s2;
            j = j2;
        }
    }

    /// The free vertices' duals: of the top-level blossoms with a free base not yet labelled,
    /// the largest.
    fn waiting_level(&self) -> Option<W> {
        let mut best: Option<W> = None;
        for k in 0..self.live.len() {
            let v = self.live[k];
            if self.active[v]
                && self.mate[v] == NONE
                && self.label[self.inblossom[v]] == FREE
                && self.dual[v] > W::ZERO
                && best.is_none_or(|b| self.dual[v] > b)
            {
                best = Some(self.dual[v]);
            }
        }
        best
    }

    /// A maximum-weight matching of the active vertices: `mate(v)`.
    pub fn solve(&mut self) {
        self.live.clear();
        self.live.extend((0..self.n).filter(|&v| self.active[v]));
        self.rank_values();
        self.apply_changes();
        // Duals changed (the repairs, or pairs taken out since the last answer).
        self.epoch += 1;
        let n = self.n;
        self.allowed.resize(n * self.row_words, 0);
        loop {
            // A stage: trees from the free vertices of the highest dual.
            self.label.fill(FREE);
            self.labeledge.fill(NO_EDGE);
            self.bestedge.fill(NO_EDGE);
            for b in n..2 * n {
                self.bestedges[b] = None;
            }
            for k in self.allowed_words.drain(..) {
                self.allowed[k] = 0;
            }
            for (q, &active) in self.quick.iter_mut().zip(&self.active) {
                *q = if active { QUICK_NONE } else { QUICK_PASS };
            }
            self.skeys.clear();
            self.shift = W::ZERO;
            self.queue.clear();
            let Some(mut level) = self.waiting_level() else {
                break;
            };
            self.label_roots(level);
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if augmented {
                        break;
                    }
                    if !self.active[v] {
                        continue;
                    }
                    // No dual changes during the scan.
                    let dv = self.dual[v];
                    let mut cache = (NONE, NONE, Ordering::Equal);
                    let mut next = 0;
                    loop {
                        // The vertices the body below would pass over without a change are
                        // passed over first, in a loop that only reads (`scan_skip`).
                        let w = self.scan_skip(v, next, &mut cache);
                        if w >= n {
                            break;
                        }
                        next = w + 1;
                        if w == v {
                            continue;
                        }
                        let bv = self.inblossom[v];
                        let bw = self.inblossom[w];
                        if bv == bw || (self.label[bw] == T && self.label[w] != FREE) {
                            // A vertex of a T-blossom already reached: the edge changes
                            // nothing (its tightness is found again when needed).
                            continue;
                        }
                        let mut kslack = W::ZERO;
                        if !self.is_allowed(v, w) {
                            let id = self.ids[v * n + w];
                            if id == 0 {
                                continue;
                            }
                            // An edge neither tight nor below the best slack of the vertex it
                            // would serve changes nothing: compared from the high words down
                            // ([`Weight::cmp_sum`]), most edges are passed over without the
                            // weight's whole width.
                            let serves = if self.label[bw] == S {
                                bv
                            } else if self.label[w] == FREE {
                                w
                            } else {
                                NONE
                            };
                            if serves == NONE {
                                let value = &self.values[id as usize];
                                if W::cmp_sum(&dv, &self.dual[w], value, &W::ZERO)
                                    == Ordering::Greater
                                {
                                    continue;
                                }
                            } else if self.bestedge[serves] != NO_EDGE {
                                self.refresh_best(serves);
                                let (x, y) = self.bestedge[serves];
                                // Not below a positive best slack: not tight either. The best
                                // edge to `w` itself with the same weight: the duals decide.
                                if self.bestslack[serves].2
                                    && if y == w && self.ids[x * n + w] == id {
                                        self.cmp_duals(v, x, &mut cache)
                                    } else if x == v && self.ids[v * n + y] == id {
                                        // From `v` too, with the same weight: the far ends'
                                        // duals decide.
                                        self.dual[w].cmp(&self.dual[y])
                                    } else {
                                        let value = &self.values[id as usize];
                                        let best = &self.bestslack_value[serves];
                                        W::cmp_sum(&dv, &self.dual[w], value, best)
                                    } != Ordering::Less
                                {
                                    continue;
                                }
                            }
                            kslack = W::sum_sub(&dv, &self.dual[w], &self.values[id as usize]);
                            if kslack <= W::ZERO {
                                self.allow(v, w);
                            }
                        }
                        if self.is_allowed(v, w) {
                            if self.label[bw] == FREE {
                                if self.mate[self.base[bw]] == NONE {
                                    // A free vertex waiting below the roots' dual: an
                                    // augmenting path.
                                    self.augment_side(v, w);
                                    if bw >= n {
                                        self.augment_blossom(bw, w);
                                    }
                                    self.mate[w] = v;
                                    augmented = true;
                                    break;
                                }
                                self.assign_label(w, T, v);
                            } else if self.label[bw] == S {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, v, w);
                                } else {
                                    self.augment_side(v, w);
                                    self.augment_side(w, v);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == FREE {
                                self.label[w] = T;
                                self.labeledge[w] = (v, w);
                                self.quick[w] = QUICK_PASS;
                            }
                        } else if self.label[bw] == S {
                            if self.bestedge[bv] == NO_EDGE || kslack < self.best_slack(bv) {
                                self.set_best(bv, (v, w), kslack);
                            }
                        } else if self.label[w] == FREE
                            && (self.bestedge[w] == NO_EDGE || kslack < self.best_slack(w))
                        {
                            self.set_best(w, (v, w), kslack);
                        }
                    }
                }
                if augmented {
                    break;
                }
                // The dual change.
                let waiting = self.waiting_level();
                let mut delta = match waiting {
                    Some(w) => level - w,
                    None => level,
                };
                let mut kind = 1;
                let mut dedge = NO_EDGE;
                let mut dblossom = NONE;
                for k in 0..self.live.len() {
                    let v = self.live[k];
                    if self.active[v]
                        && self.mate[v] != NONE
                        && self.label[self.inblossom[v]] == S
                        && self.dual[v] < delta
                    {
                        delta = self.dual[v];
                        kind = 5;
                        dblossom = v;
                    }
                }
                for k in 0..self.live.len() {
                    let v = self.live[k];
                    if self.active[v]
                        && self.label[self.inblossom[v]] == FREE
                        && self.bestedge[v] != NO_EDGE
                    {
                        // Compared from the high words down; the slack in full only when below.
                        if self.cmp_best(v, &delta) == Ordering::Less {
                            delta = self.best_slack(v);
                            kind = 2;
                            dedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    let top = if b < n {
                        self.active[b] && self.parent[b] == NONE
                    } else {
                        self.base[b] != NONE && self.parent[b] == NONE
                    };
                    if !top {
                        continue;
                    }
                    if self.label[b] == S && self.bestedge[b] != NO_EDGE {
                        // Half the slack below `delta`: the slack (not negative) below
                        // `2 delta`, compared from the high words down.
                        if self.cmp_best(b, &delta.double()) == Ordering::Less {
                            delta = self.best_slack(b).half();
                            kind = 3;
                            dedge = self.bestedge[b];
                        }
                    } else if b >= n && self.label[b] == T && self.dual[b] < delta {
                        delta = self.dual[b];
                        kind = 4;
                        dblossom = b;
                    }
                }
                for k in 0..self.live.len() {
                    let v = self.live[k];
                    if !self.active[v] {
                        continue;
                    }
                    match self.label[self.inblossom[v]] {
                        S => self.dual[v] -= delta,
                        T => self.dual[v] += delta,
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE && self.parent[b] == NONE {
                        match self.label[b] {
                            S => self.dual[b] += delta,
                            T => self.dual[b] -= delta,
                            _ => {}
                        }
                    }
                }
                level -= delta;
                self.epoch += 1;
                // The S-vertices' keys hold; the best slacks changed (or went to zero).
                self.shift += delta;
                self.quick_forget_bests();
                match kind {
                    1 => {
                        if waiting.is_none() {
                            break;
                        }
                        self.label_roots(level);
                    }
                    2 | 3 => {
                        let (v, w) = dedge;
                        self.allow(v, w);
                        self.queue.push(v);
                    }
                    4 => self.expand_blossom(dblossom, false),
                    _ => {
                        // A matched S-vertex at zero: the root takes its matching.
                        self.augment_side(dblossom, NONE);
                        augmented = true;
                        break;
                    }
                }
            }
            if !augmented {
                break;
            }
            for b in n..2 * n {
                if self.base[b] != NONE
                    && self.parent[b] == NONE
                    && self.label[b] == S
                    && self.dual[b] == W::ZERO
                {
                    self.expand_blossom(b, true);
                }
            }
        }
        for k in self.allowed_words.drain(..) {
            self.allowed[k] = 0;
        }
    }

    /// Labels S the free vertices at `level` not yet in a tree.
    fn label_roots(&mut self, level: W) {
        for k in 0..self.live.len() {
            let v = self.live[k];
            if self.active[v]
                && self.mate[v] == NONE
                && self.label[self.inblossom[v]] == FREE
                && self.dual[v] == level
            {
                self.assign_label(v, S, NONE);
            }
        }
    }

    /// Checks the answer's optimality certificate: every dual feasible, every matched edge
    /// tight, every free vertex at zero, every blossom with a positive dual full. For tests.
    #[cfg(test)]
    pub(crate) fn verify(&self) -> Result<(), String> {
        let n = self.n;
        let chain = |v: usize| {
            let mut c = vec![v];
            while self.parent[*c.last().unwrap_or(&v)] != NONE {
                let p = self.parent[*c.last().unwrap_or(&v)];
                c.push(p);
            }
            c
        };
        for v in 0..n {
            if !self.active[v] {
                continue;
            }
            if self.dual[v] < W::ZERO {
                return Err(format!("dual of {v} negative"));
            }
            if self.mate[v] == NONE && self.dual[v] != W::ZERO {
                return Err(format!("free {v} with a positive dual"));
            }
            if self.mate[v] != NONE && (!self.active[self.mate[v]] || self.mate[self.mate[v]] != v)
            {
                return Err(format!("mate of {v} not symmetric"));
            }
            for w in v + 1..n {
                if !self.active[w] || !self.is_edge(v, w) {
                    continue;
                }
                let mut s = self.slack((v, w));
                let (cv, cw) = (chain(v), chain(w));
                for b in &cv {
                    if *b >= n && cw.contains(b) {
                        s += self.dual[*b].double();
                    }
                }
                if s < W::ZERO {
                    return Err(format!("edge {v}-{w} infeasible"));
                }
                if self.mate[v] == w && s != W::ZERO {
                    return Err(format!("matched {v}-{w} not tight"));
                }
            }
            if self.mate[v] != NONE && !self.is_edge(v, self.mate[v]) {
                return Err(format!("{v} matched on no edge"));
            }
        }
        for b in n..2 * n {
            if self.base[b] != NONE && self.dual[b] < W::ZERO {
                return Err(format!("blossom {b} with a negative dual"));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dutch::weight::{Limbs, Packed};

    /// A small xorshift generator: the cases are reproducible from the seed in the message.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    /// A random weight of the test's kind: small (many ties), of any size, or near the top of
    /// the range the engine uses (its weights keep 8 bits of headroom below the width).
    fn weight<W: Packed>(rng: &mut Rng, kind: u64) -> W {
        let top = W::BITS - 9;
        match kind {
            0 => W::small(rng.below(4)),
            1 => W::small(rng.below(1000)),
            2 => W::small(rng.next() >> 1).shl(rng.below(u64::from(top - 63)) as u32),
            _ => {
                // Near the top: the highest bit of the range set, a few low bits varying.
                let high = W::small(1).shl(top - 1);
                if rng.below(4) == 0 {
                    W::ZERO
                } else {
                    high + W::small(rng.below(16)).shl(rng.below(u64::from(top - 8)) as u32)
                }
            }
        }
    }

    /// The total weight of a matching given as `mate[v]` (`v` itself: unmatched).
    fn total<W: Packed>(w: &dyn Fn(usize, usize) -> W, mate: &[usize]) -> W {
        let mut t = W::ZERO;
        for (v, &m) in mate.iter().enumerate() {
            if m != v && v < m {
                t += w(v, m);
            }
        }
        t
    }

    /// `integer_blossom`'s answer for the active vertices, as `mate[v]`.
    fn reference<W: Packed + integer_blossom::Weight>(
        s: &Solver<W>,
        active: &[bool],
    ) -> Vec<usize> {
        let n = s.n;
        let idx: Vec<usize> = (0..n).filter(|&v| active[v]).collect();
        let k = idx.len();
        let mut m = vec![<W as Weight>::ZERO; k * k];
        for i in 0..k {
            for j in i + 1..k {
                let w = s.weight(idx[i], idx[j]);
                m[i * k + j] = if w > <W as Weight>::ZERO {
                    w
                } else {
                    <W as Weight>::ZERO
                };
            }
        }
        let answer = integer_blossom::max_weight_matching(&m, k);
        let mut mate: Vec<usize> = (0..n).collect();
        for (i, a) in answer.into_iter().enumerate() {
            if let Some(j) = a {
                mate[idx[i]] = idx[j];
            }
        }
        mate
    }

    /// Checks the solver's answer: a matching of edges among the active vertices, the weight of
    /// `integer_blossom`'s, with a valid optimality certificate.
    fn check<W: Packed + integer_blossom::Weight + std::fmt::Debug>(
        s: &Solver<W>,
        active: &[bool],
        case: &str,
    ) {
        let n = s.n;
        let mine: Vec<usize> = (0..n)
            .map(|v| if active[v] { s.mate(v).unwrap_or(v) } else { v })
            .collect();
        for v in 0..n {
            let m = mine[v];
            if m != v {
                assert!(active[m], "{case}: {v} matched to a removed vertex");
                assert_eq!(mine[m], v, "{case}: not a matching");
                assert!(
                    s.weight(v, m) > <W as Weight>::ZERO,
                    "{case}: matched on no edge"
                );
            }
        }
        let theirs = reference(s, active);
        let w = |a: usize, b: usize| s.weight(a, b);
        assert_eq!(total(&w, &mine), total(&w, &theirs), "{case}: total weight");
        if let Err(e) = s.verify() {
            panic!("{case}: certificate: {e}");
        }
    }

    /// Random graphs, then random changes on the same solver (one vertex's edges raised or
    /// lowered, edges added or removed, pairs taken out and put back), each answer compared with
    /// `integer_blossom` started cold.
    fn cross_check<W: Packed + integer_blossom::Weight + std::fmt::Debug>(
        seed: u64,
        graphs: usize,
        max_n: u64,
    ) -> usize {
        let mut rng = Rng(seed);
        let mut answers = 0;
        for g in 0..graphs {
            let n = 1 + rng.below(max_n) as usize;
            let kind = rng.below(4);
            let density = 1 + rng.below(4);
            let mut s: Solver<W> = Solver::new(n);
            let mut active = vec![true; n];
            for a in 0..n {
                for b in a + 1..n {
                    if rng.below(4) < density {
                        let w = weight::<W>(&mut rng, kind);
                        s.set_weight(a, b, w);
                    }
                }
            }
            s.solve();
            let case = format!("seed {seed}, graph {g}, n {n}");
            check(&s, &active, &case);
            answers += 1;
            let steps = rng.below(4);
            for step in 0..steps {
                match rng.below(3) {
                    0 => {
                        // One vertex's row changed (the engine's usual question).
                        let v = rng.below(n as u64) as usize;
                        for x in 0..n {
                            if x != v && rng.below(2) == 0 {
                                let w = weight::<W>(&mut rng, kind);
                                s.set_weight(v, x, w);
                            }
                        }
                    }
                    1 => {
                        // A few edges anywhere.
                        for _ in 0..1 + rng.below(4) {
                            let a = rng.below(n as u64) as usize;
                            let b = rng.below(n as u64) as usize;
                            let w = weight::<W>(&mut rng, kind);
                            s.set_weight(a, b, w);
                        }
                    }
                    _ => {
                        // A pair taken out (matched in the answer, or any two vertices), or
                        // every removed vertex put back.
                        let live: Vec<usize> = (0..n).filter(|&v| active[v]).collect();
                        if live.len() >= 2 && rng.below(3) != 0 {
                            let a = live[rng.below(live.len() as u64) as usize];
                            let b = match s.mate(a) {
                                Some(m) if rng.below(2) == 0 => m,
                                _ => loop {
                                    let b = live[rng.below(live.len() as u64) as usize];
                                    if b != a {
                                        break b;
                                    }
                                },
                            };
                            s.remove_pair(a, b);
                            active[a] = false;
                            active[b] = false;
                        } else {
                            for (v, live) in active.iter_mut().enumerate() {
                                if !*live {
                                    s.restore(v);
                                    *live = true;
                                }
                            }
                        }
                    }
                }
                s.solve();
                check(&s, &active, &format!("{case}, step {step}"));
                answers += 1;
            }
        }
        answers
    }

    /// The project's solver against `integer-blossom` on 100,000 random graphs (and the changes
    /// after them): the same total weight, a valid matching and a valid optimality certificate
    /// every time. 128-bit weights and 256-bit words, small weights with many ties, weights of
    /// every size and weights near the top of the range.
    #[test]
    fn c_04_3_the_warm_started_solver_finds_integer_blossoms_weight_on_100_000_graphs() {
        let mut answers = cross_check::<i128>(1, 70_000, 16);
        answers += cross_check::<Limbs<4>>(2, 20_000, 20);
        answers += cross_check::<i128>(3, 10_000, 30);
        assert!(answers >= 100_000 + 100_000, "{answers} answers checked");
    }

    /// The scan's and `add_blossom`'s shortcut: two edges of the same weight compared by the
    /// duals of their differing ends ([`Solver::cmp_duals`], and the far ends' duals for two
    /// edges from the same vertex) order their slacks as the slacks summed in full do, on
    /// random duals of every size (equal, a unit apart, a word apart) and few distinct weights
    /// (most pairs of edges share one), for 128-bit weights and 256-bit words.
    fn same_weight_edges_compare_by_duals<W: Packed + std::fmt::Debug>(seed: u64) -> usize {
        let mut rng = Rng(seed);
        let mut compared = 0;
        for _ in 0..200 {
            let n = 2 + rng.below(12) as usize;
            let mut s: Solver<W> = Solver::new(n);
            let kind = rng.below(4);
            let few: Vec<W> = (0..1 + rng.below(3))
                .map(|_| weight::<W>(&mut rng, kind))
                .collect();
            for a in 0..n {
                for b in a + 1..n {
                    s.set_weight(a, b, few[rng.below(few.len() as u64) as usize]);
                }
            }
            let base = weight::<W>(&mut rng, kind);
            for dual in s.dual.iter_mut().take(n) {
                *dual = match rng.below(4) {
                    0 => base,
                    1 => base + W::small(rng.below(3)),
                    2 => base + W::small(1).shl(rng.below(100) as u32),
                    _ => weight::<W>(&mut rng, kind),
                };
            }
            let mut cache = (NONE, NONE, Ordering::Equal);
            for v in 0..n {
                for x in 0..n {
                    for w in 0..n {
                        if w == v || w == x || !s.is_edge(v, w) {
                            continue;
                        }
                        if s.same_weight(v, x, w) {
                            let full = s.slack((v, w)).cmp(&s.slack((x, w)));
                            assert_eq!(s.cmp_duals(v, x, &mut cache), full, "{v} {x} {w}");
                            assert_eq!(s.cmp_slack((v, w), &s.slack((x, w))), full);
                            compared += 1;
                        }
                        // Two edges from `v`, to `w` and to `x`, of the same weight.
                        if x != v && s.ids[v * n + w] == s.ids[v * n + x] {
                            let full = s.slack((v, w)).cmp(&s.slack((v, x)));
                            assert_eq!(s.dual[w].cmp(&s.dual[x]), full, "{v} {w} {x}");
                            compared += 1;
                        }
                    }
                }
            }
        }
        compared
    }

    #[test]
    fn c_04_3_edges_of_the_same_weight_compare_by_their_duals() {
        let compared = same_weight_edges_compare_by_duals::<i128>(5)
            + same_weight_edges_compare_by_duals::<Limbs<4>>(6);
        assert!(compared > 10_000, "{compared} pairs of edges compared");
    }

    /// The table of distinct weights drops those no longer used when it fills, and every edge
    /// keeps its weight (no edge stays none) through the renumbering.
    #[test]
    fn c_04_3_weights_survive_the_tables_compaction() {
        let n = 4;
        let mut s: Solver<i128> = Solver::new(n);
        s.set_weight(2, 3, 7);
        let rounds = 3 * Solver::<i128>::slack_values(n, 1);
        for w in 1..=rounds as i128 {
            s.set_weight(0, 1, 100 + w);
        }
        assert!(
            s.values.len() < rounds / 2,
            "compacted: {} values",
            s.values.len()
        );
        assert_eq!(s.weight(0, 1), 100 + rounds as i128);
        assert_eq!(s.weight(2, 3), 7);
        for (a, b) in [(0, 2), (0, 3), (1, 2), (1, 3)] {
            assert_eq!(s.weight(a, b), 0, "{a}-{b} stays no edge");
            assert!(!s.is_edge(a, b));
        }
        s.solve();
        assert_eq!((s.mate(0), s.mate(2)), (Some(1), Some(3)));
        assert!(s.verify().is_ok());
    }

    #[test]
    fn a_triangle_and_a_pendant_edge() {
        let mut s: Solver<i128> = Solver::new(4);
        for (a, b, w) in [(0, 1, 6), (1, 2, 10), (0, 2, 5), (2, 3, 7)] {
            s.set_weight(a, b, w);
        }
        s.solve();
        assert_eq!(s.mate(0), Some(1));
        assert_eq!(s.mate(2), Some(3));
        s.set_weight(1, 2, 20);
        s.solve();
        assert_eq!(s.mate(1), Some(2));
        assert!(s.verify().is_ok());
    }
}
