//! Edge weights wide enough to hold every Dutch criterion at once.
//!
//! The criteria are packed into one integer, the most important in the highest bits, each in a
//! field wide enough that no sum of lower fields can carry into it; a maximum-weight matching then
//! honours them lexicographically. With 48 players that takes a few hundred bits, with a thousand
//! a few thousand, so the weight is an integer of as many 64-bit words as the field needs
//! ([`Limbs`]), its arithmetic written on machine words.

use std::ops::{Add, AddAssign, Sub, SubAssign};

pub use super::blossom::Weight;

/// A signed integer of `BYTES` bytes, as an edge weight for `integer_blossom`: the reference
/// the tests hold [`Limbs`] to (`bnum`'s arithmetic).
#[cfg(test)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Wide<const BYTES: usize>(bnum::Int<BYTES>);

#[cfg(test)]
impl<const BYTES: usize> std::fmt::Debug for Wide<BYTES> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
impl<const BYTES: usize> Add for Wide<BYTES> {
    type Output = Self;
    fn add(self, rhs: Self) -> Self {
        Wide(self.0 + rhs.0)
    }
}

#[cfg(test)]
impl<const BYTES: usize> Sub for Wide<BYTES> {
    type Output = Self;
    fn sub(self, rhs: Self) -> Self {
        Wide(self.0 - rhs.0)
    }
}

#[cfg(test)]
impl<const BYTES: usize> AddAssign for Wide<BYTES> {
    fn add_assign(&mut self, rhs: Self) {
        self.0 = self.0 + rhs.0;
    }
}

#[cfg(test)]
impl<const BYTES: usize> SubAssign for Wide<BYTES> {
    fn sub_assign(&mut self, rhs: Self) {
        self.0 = self.0 - rhs.0;
    }
}

#[cfg(test)]
impl<const BYTES: usize> Wide<BYTES> {
    /// The solver's infinity: a quarter of the largest value, so that doubling it and adding
    /// two weights stays in range.
    const INF: Self = Wide(bnum::Int::<BYTES>::MAX.shr(2));
}

#[cfg(test)]
impl<const BYTES: usize> Weight for Wide<BYTES> {
    const ZERO: Self = <Self as integer_blossom::Weight>::ZERO;
    const ONE: Self = <Self as integer_blossom::Weight>::ONE;
    fn double(self) -> Self {
        <Self as integer_blossom::Weight>::double(self)
    }
    fn half(self) -> Self {
        <Self as integer_blossom::Weight>::half(self)
    }
}

#[cfg(test)]
const fn byte_one<const BYTES: usize>() -> [u8; BYTES] {
    let mut b = [0u8; BYTES];
    b[0] = 1;
    b
}

#[cfg(test)]
impl<const BYTES: usize> integer_blossom::Weight for Wide<BYTES> {
    const ZERO: Self = Wide(bnum::Int::<BYTES>::from_le_bytes([0; BYTES]));
    const ONE: Self = Wide(bnum::Int::<BYTES>::from_le_bytes(byte_one::<BYTES>()));
    fn inf() -> Self {
        Self::INF
    }
    fn double(self) -> Self {
        Wide(self.0.shl(1))
    }
    fn half(self) -> Self {
        // As the primitive integers' `/ 2`: towards zero, not the arithmetic shift's floor (a
        // shift and a correction, not bnum's division, which the solver's profile showed).
        let floor = Wide(self.0.shr(1));
        if self.0.is_negative() && self.0.bit(0) {
            floor + <Self as integer_blossom::Weight>::ONE
        } else {
            floor
        }
    }
}

/// A signed integer of `L` 64-bit limbs (two's complement, least significant limb first), as an
/// edge weight for `integer_blossom`: the same integers as `bnum`'s of `8 L` bytes (a test holds
/// them equal bit for bit, so the solver takes the same steps and returns the same matching),
/// each operation written on whole machine words: a carry chain for sums and differences, the
/// top limb first for comparisons, equality without `memcmp`. Measured against `bnum` on the same
/// rounds (same pairings): 1.98 → 1.55 G instructions for a 200-player round (callgrind), 23.7 →
/// 20.6 s of CPU for a 1,000-player round.
#[derive(Clone, Copy, Eq)]
pub struct Limbs<const L: usize>([u64; L]);

impl<const L: usize> PartialEq for Limbs<L> {
    /// Word by word without a branch (the derived one called `memcmp`, 4 % of a round's
    /// instructions at 200 players).
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        let mut differ = 0u64;
        for i in 0..L {
            differ |= self.0[i] ^ other.0[i];
        }
        differ == 0
    }
}

impl<const L: usize> std::hash::Hash for Limbs<L> {
    /// Word by word, as equality compares (the solver numbers its distinct weights).
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        for limb in self.0 {
            state.write_u64(limb);
        }
    }
}

impl<const L: usize> Limbs<L> {
    /// Whether the value is below zero (the top bit of the top limb).
    fn negative(&self) -> bool {
        self.0[L - 1] >> 63 == 1
    }

    /// `self >> 1`, rounded towards minus infinity (the arithmetic shift).
    // Limb `i` takes a bit of limb `i + 1`: an index reads more plainly than iterators here.
    #[allow(clippy::needless_range_loop)]
    fn shr1(self) -> Self {
        let mut out = [0u64; L];
        for i in 0..L {
            let above = if i + 1 < L {
                self.0[i + 1] << 63
            } else {
                // The sign bit shifted in.
                self.0[i] & (1 << 63)
            };
            out[i] = (self.0[i] >> 1) | above;
        }
        Limbs(out)
    }
}

impl<const L: usize> std::fmt::Debug for Limbs<L> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "0x")?;
        for limb in self.0.iter().rev() {
            write!(f, "{limb:016x}")?;
        }
        Ok(())
    }
}

impl<const L: usize> Add for Limbs<L> {
    type Output = Self;
    /// One carry chain (`carrying_add`: the machine's add-with-carry, one instruction a word
    /// with the word's load; the chain written with two `overflowing_add`s and their flags
    /// joined took three times the instructions).
    #[inline]
    fn add(self, rhs: Self) -> Self {
        let mut out = [0u64; L];
        let mut carry = false;
        for (o, (x, y)) in out.iter_mut().zip(self.0.iter().zip(rhs.0.iter())) {
            (*o, carry) = x.carrying_add(*y, carry);
        }
        Limbs(out)
    }
}

impl<const L: usize> Sub for Limbs<L> {
    type Output = Self;
    /// One borrow chain (`borrowing_sub`, as [`Add`] above).
    #[inline]
    fn sub(self, rhs: Self) -> Self {
        let mut out = [0u64; L];
        let mut borrow = false;
        for (o, (x, y)) in out.iter_mut().zip(self.0.iter().zip(rhs.0.iter())) {
            (*o, borrow) = x.borrowing_sub(*y, borrow);
        }
        Limbs(out)
    }
}

impl<const L: usize> AddAssign for Limbs<L> {
    #[inline]
    fn add_assign(&mut self, rhs: Self) {
        *self = *self + rhs;
    }
}

impl<const L: usize> SubAssign for Limbs<L> {
    #[inline]
    fn sub_assign(&mut self, rhs: Self) {
        *self = *self - rhs;
    }
}

impl<const L: usize> Ord for Limbs<L> {
    #[inline]
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        // The top limb signed, the others unsigned, from the top down.
        let top = (self.0[L - 1] as i64).cmp(&(other.0[L - 1] as i64));
        if top.is_ne() {
            return top;
        }
        for i in (0..L - 1).rev() {
            let limb = self.0[i].cmp(&other.0[i]);
            if limb.is_ne() {
                return limb;
            }
        }
        std::cmp::Ordering::Equal
    }
}

impl<const L: usize> PartialOrd for Limbs<L> {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

const fn limb_one<const L: usize>() -> [u64; L] {
    let mut l = [0u64; L];
    l[0] = 1;
    l
}

#[cfg(test)]
const fn limb_inf<const L: usize>() -> [u64; L] {
    // The largest value shifted right by two: every bit set but the top three.
    let mut l = [u64::MAX; L];
    l[L - 1] = u64::MAX >> 3;
    l
}

impl<const L: usize> Weight for Limbs<L> {
    const ZERO: Self = Limbs([0; L]);
    const ONE: Self = Limbs(limb_one::<L>());
    #[inline]
    fn double(self) -> Self {
        // One carry chain, cheaper than the general shift.
        self + self
    }
    #[inline]
    fn half(self) -> Self {
        // Towards zero, as the primitive integers' `/ 2`.
        let floor = self.shr1();
        if self.negative() && self.0[0] & 1 == 1 {
            floor + Self::ONE
        } else {
            floor
        }
    }
    /// The top limb first: with `A` the sum `a + b - c - d` of the top limbs (signed), the
    /// whole sum is `2^(64 (L - 1)) A + R` with `R` the same sum of the limbs below,
    /// `-2^(64 (L - 1) + 1) < R < 2^(64 (L - 1) + 1)` (two terms added, two taken away, each
    /// below `2^(64 (L - 1))`): `A >= 2` says above `d`, `A <= -2` below. In between (`A` one
    /// of -1, 0, 1) the whole sum is below `2^(64 L - 1)` in magnitude, so the sum taken modulo
    /// `2^(64 L)` (a carry chain and two borrow chains over every limb, no branch) is the sum
    /// itself: its sign and whether it is zero answer.
    ///
    /// Why not limb by limb, stopping at the first that decides (the previous version): the
    /// slacks the solver compares are large and close, most comparisons read every limb anyway,
    /// and the step per limb (three carries joined, a test, a branch) cost 115-134 instructions
    /// a comparison at 1,000 players (ten limbs) against about 60 for the chains (issue 36).
    #[inline]
    fn cmp_sum(a: &Self, b: &Self, c: &Self, d: &Self) -> std::cmp::Ordering {
        use std::cmp::Ordering::{Equal, Greater, Less};
        let top = |x: &Self| i128::from(x.0[L - 1] as i64);
        let acc = top(a) + top(b) - top(c) - top(d);
        if acc >= 2 {
            return Greater;
        }
        if acc <= -2 {
            return Less;
        }
        // Four limbs a step, each chain run over the four before the next (so that the
        // compiler keeps them in registers and uses the flags' add-with-carry and
        // subtract-with-borrow; interleaved limb by limb over many limbs, it saved and restored
        // the flags at every limb).
        let mut flags = (false, false, false);
        let mut any = 0u64;
        let mut last = 0u64;
        let mut i = 0;
        while i + 4 <= L {
            last = sum_step::<4>([&a.0, &b.0, &c.0, &d.0], i, &mut flags, &mut any);
            i += 4;
        }
        while i < L {
            last = sum_step::<1>([&a.0, &b.0, &c.0, &d.0], i, &mut flags, &mut any);
            i += 1;
        }
        if (last as i64) < 0 {
            Less
        } else if any != 0 {
            Greater
        } else {
            Equal
        }
    }
}

/// `K` limbs of `a + b - c - d` from limb `at` of each, with the three
/// chains' carries in and out in `flags`: the limbs' bits or'ed into `any`, the top limb
/// returned ([`Limbs`]' `cmp_sum`).
// Arrays in step: indexed, as the arithmetic is written.
#[allow(clippy::needless_range_loop)]
#[inline(always)]
fn sum_step<const K: usize>(
    [a, b, c, d]: [&[u64]; 4],
    at: usize,
    flags: &mut (bool, bool, bool),
    any: &mut u64,
) -> u64 {
    let r = at..at + K;
    let (a, b, c, d) = (&a[r.clone()], &b[r.clone()], &c[r.clone()], &d[r]);
    let mut t = [0u64; K];
    let (mut carry, mut borrow_c, mut borrow_d) = *flags;
    for i in 0..K {
        (t[i], carry) = a[i].carrying_add(b[i], carry);
    }
    for i in 0..K {
        (t[i], borrow_c) = t[i].borrowing_sub(c[i], borrow_c);
    }
    for i in 0..K {
        (t[i], borrow_d) = t[i].borrowing_sub(d[i], borrow_d);
    }
    *flags = (carry, borrow_c, borrow_d);
    let mut bits = 0;
    for x in t {
        bits |= x;
    }
    *any |= bits;
    t[K - 1]
}

/// The same integers for `integer_blossom`, the solver the project's own is cross-checked
/// against.
#[cfg(test)]
impl<const L: usize> integer_blossom::Weight for Limbs<L> {
    const ZERO: Self = Limbs([0; L]);
    const ONE: Self = Limbs(limb_one::<L>());
    /// The same infinity as [`Wide`]'s: a quarter of the largest value.
    fn inf() -> Self {
        Limbs(limb_inf::<L>())
    }
    fn double(self) -> Self {
        <Self as Weight>::double(self)
    }
    fn half(self) -> Self {
        <Self as Weight>::half(self)
    }
}

impl<const L: usize> Packed for Limbs<L> {
    const BITS: u32 = (L as u32) * 64;
    fn small(value: u64) -> Self {
        let mut l = [0u64; L];
        l[0] = value;
        Limbs(l)
    }
    #[inline]
    fn shl(self, bits: u32) -> Self {
        let words = (bits / 64) as usize;
        let rest = bits % 64;
        let mut out = [0u64; L];
        for i in (words..L).rev() {
            let from = i - words;
            let mut limb = self.0[from] << rest;
            if rest > 0 && from > 0 {
                limb |= self.0[from - 1] >> (64 - rest);
            }
            out[i] = limb;
        }
        Limbs(out)
    }
    #[inline]
    fn is_edge(&self) -> bool {
        !self.negative() && self.0.iter().any(|&l| l != 0)
    }
    #[inline]
    fn add_at(&mut self, value: u64, offset: u32) {
        // The one or two words the value falls in, then the carry, if any, up the words above
        // (none when the value fits its field, as the pairing's do).
        let i = (offset / 64) as usize;
        if i >= L {
            return;
        }
        let rest = offset % 64;
        let low = value << rest;
        // The bits shifted out of the low word (below 2^63: no overflow when the carry is added).
        let high = if rest == 0 { 0 } else { value >> (64 - rest) };
        let (sum, carried) = self.0[i].overflowing_add(low);
        self.0[i] = sum;
        let mut carry = high + u64::from(carried);
        let mut j = i + 1;
        while carry != 0 && j < L {
            let (sum, c) = self.0[j].overflowing_add(carry);
            self.0[j] = sum;
            carry = u64::from(c);
            j += 1;
        }
    }
}

/// What the pairing needs of a weight: small constants, shifts and a sign test.
pub trait Packed: Weight {
    /// The width in bits.
    const BITS: u32;
    /// A small non-negative number.
    fn small(value: u64) -> Self;
    /// `self << bits`.
    fn shl(self, bits: u32) -> Self;
    /// Whether the weight is an edge (positive).
    fn is_edge(&self) -> bool {
        *self > Self::ZERO
    }
    /// `self += value << offset` (the bits beyond the width dropped, as the shift drops them):
    /// a field's value added at its place, without a shift of the whole width.
    fn add_at(&mut self, value: u64, offset: u32) {
        if offset < Self::BITS {
            *self += Self::small(value).shl(offset);
        }
    }
}

#[cfg(test)]
impl<const BYTES: usize> Packed for Wide<BYTES> {
    const BITS: u32 = (BYTES as u32) * 8;
    fn small(value: u64) -> Self {
        let mut bytes = [0u8; BYTES];
        for (i, b) in value.to_le_bytes().iter().enumerate().take(BYTES) {
            bytes[i] = *b;
        }
        Wide(bnum::Int::<BYTES>::from_le_bytes(bytes))
    }
    fn shl(self, bits: u32) -> Self {
        Wide(self.0.shl(bits))
    }
}

/// The primitive 128-bit integer, for small fields (a few dozen players, few rounds): the same
/// packing, native arithmetic.
impl Packed for i128 {
    const BITS: u32 = 128;
    fn small(value: u64) -> Self {
        i128::from(value)
    }
    fn shl(self, bits: u32) -> Self {
        self << bits
    }
    #[inline]
    fn add_at(&mut self, value: u64, offset: u32) {
        if offset < 128 {
            *self = self.wrapping_add(i128::from(value).wrapping_shl(offset));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// The solver's halving (a shift and a correction) is the integers' `/ 2`, towards
        /// zero, for negative and positive weights of any width.
        #[test]
        fn half_is_division_by_two_towards_zero(x in proptest::num::i64::ANY, shift in 0u32..300) {
            type W = Wide<48>;
            let magnitude = W::small(x.unsigned_abs()).shl(shift);
            let w = if x < 0 { W::ZERO - magnitude } else { magnitude };
            proptest::prop_assert_eq!(w.half(), Wide(w.0 / W::small(2).0));
            let y = Wide::<24>::small(x.unsigned_abs());
            proptest::prop_assert_eq!((Wide::<24>::ZERO - y).half(), Wide::<24>::ZERO - Wide::<24>::small(x.unsigned_abs() / 2));
        }
    }

    /// A `Limbs<4>` and a `Wide<32>` (256 bits each) made of the same four words, the top one
    /// brought into a quarter of the range (as the solver's weights are: below its infinity), so
    /// that sums and differences do not overflow (`bnum` panics on overflow in tests).
    fn both(mut words: [u64; 4]) -> (Limbs<4>, Wide<32>) {
        words[3] = ((words[3] as i64) >> 2) as u64;
        let mut bytes = [0u8; 32];
        for (i, w) in words.iter().enumerate() {
            bytes[8 * i..8 * i + 8].copy_from_slice(&w.to_le_bytes());
        }
        (Limbs(words), Wide(bnum::Int::<32>::from_le_bytes(bytes)))
    }

    /// The words of a `Wide<32>`, to compare with a `Limbs<4>`.
    fn words(w: Wide<32>) -> [u64; 4] {
        let bytes = w.0.to_le_bytes();
        let mut out = [0u64; 4];
        for (i, o) in out.iter_mut().enumerate() {
            let mut b = [0u8; 8];
            b.copy_from_slice(&bytes[8 * i..8 * i + 8]);
            *o = u64::from_le_bytes(b);
        }
        out
    }

    /// Words that reach the edge cases often: zero, one, all ones, the sign bit alone.
    fn word() -> impl proptest::strategy::Strategy<Value = u64> {
        proptest::prop_oneof![
            proptest::num::u64::ANY,
            proptest::sample::select(vec![0, 1, u64::MAX, 1 << 63, (1 << 63) - 1]),
        ]
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(20_000))]
        /// The machine-word weight is the same integer arithmetic as the `bnum` one, bit for bit
        /// (so the solver, given either, makes the same steps and the same matching): sums,
        /// differences, order, halving towards zero, doubling, shifts, a value added at its
        /// place, the sign test, small values and the solver's infinity.
        #[test]
        fn c_04_3_c_packed_weights_on_words_are_the_bnum_integers(
            a in proptest::array::uniform4(word()),
            b in proptest::array::uniform4(word()),
            shift in 0u32..256,
            small in proptest::num::u64::ANY,
            c in proptest::array::uniform4(word()),
            near in 0u64..4,
        ) {
            let (la, wa) = both(a);
            let (lb, wb) = both(b);
            let (lc, wc) = both(c);
            // `a + b - c` compared top-down with any bound, and with bounds a few units or a
            // word's worth away from it (where the top words do not decide).
            let sum = wa + wb - wc;
            for bound in [
                wb,
                sum,
                sum + Wide::<32>::small(near),
                sum - Wide::<32>::small(near),
                sum + Wide::<32>::small(small).shl(shift % 128),
                sum - Wide::<32>::small(small).shl(shift % 128),
            ] {
                let mut limbs = [0u64; 4];
                limbs.copy_from_slice(&words(bound));
                proptest::prop_assert_eq!(
                    <Limbs<4> as Weight>::cmp_sum(&la, &lb, &lc, &Limbs(limbs)),
                    sum.cmp(&bound)
                );
            }
            proptest::prop_assert_eq!((la + lb).0, words(wa + wb));
            proptest::prop_assert_eq!((la - lb).0, words(wa - wb));
            proptest::prop_assert_eq!(<Limbs<4> as Weight>::sum_sub(&la, &lb, &lc).0, words(sum));
            proptest::prop_assert_eq!(la.cmp(&la), std::cmp::Ordering::Equal);
            proptest::prop_assert_eq!(la.cmp(&lc), wa.cmp(&wc));
            let mut s = la;
            s += lb;
            s -= lb;
            proptest::prop_assert_eq!(s, la);
            proptest::prop_assert_eq!(la.cmp(&lb), wa.cmp(&wb));
            proptest::prop_assert_eq!(la.half().0, words(wa.half()));
            proptest::prop_assert_eq!(la.double().0, words(wa.double()));
            proptest::prop_assert_eq!(la.shl(shift).0, words(wa.shl(shift)));
            // A value added at its place is the value shifted and added (the sum wrapping
            // as the words' carry chain does).
            let mut placed = la;
            placed.add_at(small, shift);
            proptest::prop_assert_eq!(placed, la + Limbs::<4>::small(small).shl(shift));
            let narrow = (a[0] as i128) << 60;
            let mut placed = narrow;
            Packed::add_at(&mut placed, small, shift % 128);
            proptest::prop_assert_eq!(
                placed,
                narrow.wrapping_add(<i128 as Packed>::small(small).shl(shift % 128))
            );
            proptest::prop_assert_eq!(la.is_edge(), wa.is_edge());
            proptest::prop_assert_eq!(Limbs::<4>::small(small).0, words(Wide::<32>::small(small)));
        }
    }

    #[test]
    fn c_04_3_c_packed_weights_on_words_have_the_bnum_constants() {
        assert_eq!(
            <Limbs<4> as integer_blossom::Weight>::inf().0,
            words(<Wide<32> as integer_blossom::Weight>::inf())
        );
        assert_eq!(Limbs::<4>::ONE.0, words(Wide::<32>::ONE));
        assert_eq!(Limbs::<4>::ZERO.0, words(Wide::<32>::ZERO));
        assert!(!Limbs::<4>::ZERO.is_edge());
        assert!(Limbs::<4>::ONE.is_edge());
        assert!(!(Limbs::<4>::ZERO - Limbs::<4>::ONE).is_edge());
    }

    #[test]
    fn wide_arithmetic_is_integer_arithmetic() {
        type W = Wide<64>;
        assert_eq!(W::small(5) + W::small(7), W::small(12));
        assert_eq!(W::small(1).shl(300).shl(0) - W::small(1).shl(300), W::ZERO);
        assert!(W::small(1).shl(400) > W::small(u64::MAX).shl(300));
        assert_eq!(W::ONE.double(), W::small(2));
        assert_eq!(W::small(9).half(), W::small(4));
        assert_eq!((W::ZERO - W::small(9)).half(), W::ZERO - W::small(4));
        assert!(<W as integer_blossom::Weight>::inf() > W::small(1).shl(500));
    }
}
