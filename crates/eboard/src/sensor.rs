//! What a sensing board and its clock report, in the game's coordinates, with the time (ms)
//! given by whoever reads the device: the crate never reads a clock.

use serde::Serialize;
use shakmaty::{Board, Piece, Square};

use crate::wire;

/// One report from the board or its clock at `t` milliseconds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SensorEvent {
    /// Milliseconds, on the same scale as the game's events.
    pub t: u64,
    /// What was sensed.
    #[serde(flatten)]
    pub sensed: Sensed,
}

impl SensorEvent {
    /// An event at `t`.
    pub fn new(t: u64, sensed: Sensed) -> SensorEvent {
        SensorEvent { t, sensed }
    }
}

/// Which side of the clock (as the clock stands on the table, not which colour).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ClockSide {
    /// The left-hand side.
    Left,
    /// The right-hand side.
    Right,
}

/// What a board or clock reports, by `"type"`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Sensed {
    /// The whole board, as a dump reports it (at connection, or plugged back in).
    Board {
        /// The board's scan that saw it.
        scan: u64,
        /// The pieces.
        #[serde(serialize_with = "wire::board")]
        board: Board,
    },
    /// One square's new content. Several in one scan were seen at the same moment: their order
    /// among themselves means nothing.
    Square {
        /// The board's scan that saw it.
        scan: u64,
        /// The square, in the game's coordinates.
        #[serde(serialize_with = "wire::square")]
        square: Square,
        /// What is on it now.
        #[serde(serialize_with = "wire::option_piece")]
        piece: Option<Piece>,
    },
    /// The clock's lever moved: the player on `side` pressed.
    Press {
        /// The side pressed (its lever is now down).
        side: ClockSide,
    },
    /// The clock's display.
    Clock {
        /// The left side's time, ms.
        left_ms: u64,
        /// The right side's time, ms.
        right_ms: u64,
        /// Whether it runs.
        running: bool,
        /// A flag shows on the left.
        left_flag: bool,
        /// A flag shows on the right.
        right_flag: bool,
    },
    /// A button of the clock (DGT 3000: 0–4, left to right).
    Button {
        /// The button.
        button: u8,
    },
    /// The board stopped answering (unplugged, out of battery): the driver says so.
    Disconnected,
}
