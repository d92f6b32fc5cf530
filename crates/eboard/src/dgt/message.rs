//! The messages a DGT board sends, decoded.

use shakmaty::Piece;

/// The number of squares of a board dump, numbered in the board's own coordinates: 0 = a8,
/// 1 = b8 … 7 = h8, 8 = a7 … 63 = h1.
pub const SQUARES: usize = 64;

/// One message from the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The whole board (id 0x06), in the board's own numbering (see [`SQUARES`]).
    BoardDump(Box<[Option<Piece>; SQUARES]>),
    /// One square's new content (id 0x0e): the square in the board's own numbering (0–63).
    FieldUpdate {
        /// The square, 0 = a8 … 63 = h1 in the board's own coordinates.
        index: u8,
        /// What is on it now.
        piece: Option<Piece>,
    },
    /// The clock's times and status (id 0x0d, BWTIME).
    Clock(ClockReading),
    /// The clock's answer to a clock command (id 0x0d with the hours nibble 0x0a).
    ClockAck(ClockAck),
    /// Any other message, kept whole: the id (without the high bit) and the bytes after the
    /// 3-byte header.
    Other {
        /// The message id, high bit cleared.
        id: u8,
        /// The bytes after the header.
        payload: Vec<u8>,
    },
}

/// One side of the clock as displayed: time and flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ClockTime {
    /// Hours (0–9).
    pub hours: u8,
    /// Minutes (0–59).
    pub minutes: u8,
    /// Seconds (0–59).
    pub seconds: u8,
    /// The final flag (flag nibble bit 0x01): the last period's time is over.
    pub final_flag: bool,
    /// The time-per-move indicator (0x02).
    pub time_per_move: bool,
    /// The flag (0x04): a period's time is over.
    pub flag: bool,
}

impl ClockTime {
    /// The displayed time in milliseconds.
    pub fn ms(&self) -> u64 {
        (u64::from(self.hours) * 3600 + u64::from(self.minutes) * 60 + u64::from(self.seconds))
            * 1000
    }
}

/// The BWTIME status byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ClockStatus(pub u8);

impl ClockStatus {
    /// 0x01: the clock is running.
    pub fn running(self) -> bool {
        self.0 & 0x01 != 0
    }
    /// 0x02: the lever is high on the right, i.e. the left player pressed last (the lever of a
    /// DGT clock goes down on the side that presses).
    pub fn right_high(self) -> bool {
        self.0 & 0x02 != 0
    }
    /// 0x04: the clock's battery is low.
    pub fn battery_low(self) -> bool {
        self.0 & 0x04 != 0
    }
    /// 0x08: the left player is to move.
    pub fn left_to_move(self) -> bool {
        self.0 & 0x08 != 0
    }
    /// 0x10: the right player is to move.
    pub fn right_to_move(self) -> bool {
        self.0 & 0x10 != 0
    }
    /// 0x20: no clock is connected.
    pub fn no_clock(self) -> bool {
        self.0 & 0x20 != 0
    }
}

/// A clock reading (BWTIME): the right clock, the left clock, the status byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ClockReading {
    /// The right-hand side of the clock.
    pub right: ClockTime,
    /// The left-hand side of the clock.
    pub left: ClockTime,
    /// The status byte (running, lever, side to move).
    pub status: ClockStatus,
}

/// The clock's acknowledgement of a command, its four bytes reassembled (each carries a
/// seventh bit elsewhere in the message, as the public header describes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockAck(pub [u8; 4]);

impl ClockAck {
    /// The command acknowledged (the second byte): 0x88 for a button, 0x09 the version…
    pub fn command(&self) -> u8 {
        self.0[1]
    }

    /// The DGT 3000 button pressed (0–4) when this acknowledges a button query, or the pair
    /// "0 and 4" as 0x11. The codes are those the open drivers observed.
    pub fn button(&self) -> Option<u8> {
        if self.0[1] != 0x88 {
            return None;
        }
        match (self.0[2], self.0[3]) {
            (_, 49) => Some(0),
            (_, 52) => Some(1),
            (_, 51) => Some(2),
            (_, 50) => Some(3),
            (69, 53) => Some(0x11),
            (_, 53) => Some(4),
            _ => None,
        }
    }
}

/// Why seven BWTIME bytes are no clock reading: the offset (within the seven) of the byte that
/// is not BCD or whose value is out of range.
pub(crate) fn clock_of(data: &[u8; 7]) -> Result<Message, usize> {
    if data[0] & 0x0f == 0x0a || data[3] & 0x0f == 0x0a {
        let ack = [
            (data[1] & 0x7f) | ((data[3] << 3) & 0x80),
            (data[2] & 0x7f) | ((data[3] << 2) & 0x80),
            (data[4] & 0x7f) | ((data[0] << 3) & 0x80),
            (data[5] & 0x7f) | ((data[0] << 2) & 0x80),
        ];
        return Ok(Message::ClockAck(ClockAck(ack)));
    }
    let right = time_of(&data[0..3])?;
    let left = time_of(&data[3..6]).map_err(|i| i + 3)?;
    Ok(Message::Clock(ClockReading {
        right,
        left,
        status: ClockStatus(data[6]),
    }))
}

fn time_of(bytes: &[u8]) -> Result<ClockTime, usize> {
    let flags = bytes[0] >> 4;
    let hours = bytes[0] & 0x0f;
    if hours > 9 {
        return Err(0);
    }
    let minutes = bcd(bytes[1]).filter(|m| *m < 60).ok_or(1usize)?;
    let seconds = bcd(bytes[2]).filter(|s| *s < 60).ok_or(2usize)?;
    Ok(ClockTime {
        hours,
        minutes,
        seconds,
        final_flag: flags & 0x01 != 0,
        time_per_move: flags & 0x02 != 0,
        flag: flags & 0x04 != 0,
    })
}

fn bcd(byte: u8) -> Option<u8> {
    let (high, low) = (byte >> 4, byte & 0x0f);
    (high < 10 && low < 10).then_some(high * 10 + low)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reading_gives_both_sides_and_the_lever() {
        // 0:03:02 on both sides, running, lever high on the right, right to move.
        let Ok(Message::Clock(r)) = clock_of(&[0x00, 0x03, 0x02, 0x00, 0x03, 0x02, 0x13]) else {
            panic!("not a reading")
        };
        assert_eq!(r.right.ms(), 182_000);
        assert_eq!(r.left.ms(), 182_000);
        assert!(r.status.running() && r.status.right_high() && r.status.right_to_move());
        assert!(!r.status.left_to_move());
        let Ok(Message::Clock(r)) = clock_of(&[0x10, 0x00, 0x00, 0x01, 0x59, 0x59, 0x08]) else {
            panic!("not a reading")
        };
        assert!(r.right.final_flag && !r.right.flag);
        assert_eq!(r.left.ms(), 7_199_000);
        assert!(!r.status.running());
    }

    #[test]
    fn digits_that_are_not_bcd_are_refused_with_their_place() {
        assert_eq!(clock_of(&[0, 0x6a, 0, 0, 0, 0, 0]), Err(1));
        assert_eq!(clock_of(&[0, 0, 0, 0, 0, 0x60, 0]), Err(5));
    }

    #[test]
    fn a_button_acknowledgement_is_not_a_reading() {
        // ack1 = 0x88 (button), ack3 = 49: button 0. Hours nibble 0x0a marks an ack; bit 0x20 of the fourth byte is ack1's high bit.
        let Ok(Message::ClockAck(ack)) = clock_of(&[0x0a, 0x10, 0x08, 0x2a, 5, 49, 0]) else {
            panic!("not an acknowledgement")
        };
        assert_eq!(ack.command(), 0x88);
        assert_eq!(ack.button(), Some(0));
    }
}
