//! The two players, as the clock knows them.

use std::{fmt, ops::Not};

/// White or Black: whose clock. With the `serde` feature it is written `"white"` or `"black"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
pub enum Side {
    /// The player of the white pieces, whose clock starts (Art. 6.6).
    White,
    /// The player of the black pieces.
    Black,
}

impl Side {
    /// Both sides, White first.
    pub const ALL: [Side; 2] = [Side::White, Side::Black];

    /// `"white"` or `"black"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

impl Not for Side {
    type Output = Side;

    fn not(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One value for each side; with the `serde` feature, `{"white": .., "black": ..}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BySide<T> {
    /// White's.
    pub white: T,
    /// Black's.
    pub black: T,
}

impl<T> BySide<T> {
    /// The value for `side`.
    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }

    /// The value for `side`, to change.
    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::White => &mut self.white,
            Side::Black => &mut self.black,
        }
    }

    /// Both values, White first.
    pub fn as_array(&self) -> [&T; 2] {
        [&self.white, &self.black]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_alternate() {
        assert_eq!(!Side::White, Side::Black);
        assert_eq!(Side::ALL.map(Side::as_str), ["white", "black"]);
    }
}
