//! The DGT electronic board's serial protocol, as a pure codec: no port is opened here.
//!
//! - [`Command`]: what a host sends (a board dump request, the update modes, the clock's
//!   commands and the DGT 3000's display), as bytes by [`Command::to_bytes`].
//! - [`Reader`]: the board's messages from a byte stream fed in pieces of any size —
//!   length-framed, resynchronised on a byte with the high bit set — as [`Message`]s, or typed
//!   [`ReadError`]s naming the byte offset and the reason. It never panics, whatever the bytes.
//! - [`Feed`]: messages become [`crate::SensorEvent`]s in the game's coordinates (the board
//!   may be turned round), the clock lever's changes become presses.
//!
//! The protocol was learnt from DGT's public header (`dgtbrd13.h`) as the open drivers use it
//! (picochess `dgt/`, arnsholt/dgtdriver); this is our own code.

mod command;
mod feed;
mod message;
mod piece;
mod reader;

pub use command::{ClockIcons, Command, SetAndRun};
pub use feed::{Feed, Orientation, Scans};
pub use message::{ClockAck, ClockReading, ClockStatus, ClockTime, Message, SQUARES};
pub use piece::{piece_code, piece_of_code};
pub use reader::{ReadError, Reader};

/// Message ids from the board (the byte on the wire is `0x80 | id`).
pub mod id {
    /// The whole board (64 squares).
    pub const BOARD_DUMP: u8 = 0x06;
    /// The clock's times and status (BWTIME), or a clock acknowledgement.
    pub const BWTIME: u8 = 0x0d;
    /// One square's new content.
    pub const FIELD_UPDATE: u8 = 0x0e;
    /// The board's stored moves.
    pub const EE_MOVES: u8 = 0x0f;
    /// The bus address.
    pub const BUSADRES: u8 = 0x10;
    /// The serial number (5 digits).
    pub const SERIALNR: u8 = 0x11;
    /// The trademark text.
    pub const TRADEMARK: u8 = 0x12;
    /// The firmware version.
    pub const VERSION: u8 = 0x13;
    /// A Bluetooth board's battery.
    pub const BATTERY_STATUS: u8 = 0x20;
    /// The long serial number (10 digits).
    pub const LONG_SERIALNR: u8 = 0x22;
}
