//! Edge weights wide enough to hold every Dutch criterion at once.
//!
//! The criteria are packed into one integer, the most important in the highest bits, each in a
//! field wide enough that no sum of lower fields can carry into it; a maximum-weight matching then
//! honours them lexicographically. With 48 players that takes a few hundred bits, with a thousand
//! a few thousand, so the weight is a `bnum` integer of the width the field needs.

use std::ops::{Add, AddAssign, Sub, SubAssign};

/// A signed integer of `BYTES` bytes, as an edge weight for `integer_blossom`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Wide<const BYTES: usize>(bnum::Int<BYTES>);

impl<const BYTES: usize> std::fmt::Debug for Wide<BYTES> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl<const BYTES: usize> Add for Wide<BYTES> {
    type Output = Self;
    fn add(self, rhs: Self) -> Self {
        Wide(self.0 + rhs.0)
    }
}

impl<const BYTES: usize> Sub for Wide<BYTES> {
    type Output = Self;
    fn sub(self, rhs: Self) -> Self {
        Wide(self.0 - rhs.0)
    }
}

impl<const BYTES: usize> AddAssign for Wide<BYTES> {
    fn add_assign(&mut self, rhs: Self) {
        self.0 = self.0 + rhs.0;
    }
}

impl<const BYTES: usize> SubAssign for Wide<BYTES> {
    fn sub_assign(&mut self, rhs: Self) {
        self.0 = self.0 - rhs.0;
    }
}

impl<const BYTES: usize> Wide<BYTES> {
    /// The solver's infinity: a quarter of the largest value, so that doubling it and adding
    /// two weights stays in range.
    const INF: Self = Wide(bnum::Int::<BYTES>::MAX.shr(2));
}

const fn byte_one<const BYTES: usize>() -> [u8; BYTES] {
    let mut b = [0u8; BYTES];
    b[0] = 1;
    b
}

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
            floor + Self::ONE
        } else {
            floor
        }
    }
}

/// What the pairing needs of a weight: small constants, shifts and a sign test.
pub trait Packed: integer_blossom::Weight {
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
}

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
}

#[cfg(test)]
mod tests {
    use super::*;
    use integer_blossom::Weight;

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

    #[test]
    fn wide_arithmetic_is_integer_arithmetic() {
        type W = Wide<64>;
        assert_eq!(W::small(5) + W::small(7), W::small(12));
        assert_eq!(W::small(1).shl(300).shl(0) - W::small(1).shl(300), W::ZERO);
        assert!(W::small(1).shl(400) > W::small(u64::MAX).shl(300));
        assert_eq!(W::ONE.double(), W::small(2));
        assert_eq!(W::small(9).half(), W::small(4));
        assert_eq!((W::ZERO - W::small(9)).half(), W::ZERO - W::small(4));
        assert!(W::inf() > W::small(1).shl(500));
    }
}
