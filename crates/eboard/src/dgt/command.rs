//! What a host sends to a DGT board (and, through it, to a DGT 3000 clock).

/// The icons of a DGT XL display (a colon or a dot after the digits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ClockIcons {
    /// None.
    #[default]
    None,
    /// A colon.
    Colon,
    /// A dot.
    Dot,
}

impl ClockIcons {
    fn bits(self) -> u8 {
        match self {
            ClockIcons::None => 0,
            ClockIcons::Colon => 0x02,
            ClockIcons::Dot => 0x01,
        }
    }
}

/// Times to set on the clock and which side then runs (the SETNRUN clock command). Hours,
/// minutes and seconds are plain numbers, not BCD.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetAndRun {
    /// The left clock: hours, minutes, seconds.
    pub left: (u8, u8, u8),
    /// The right clock: hours, minutes, seconds.
    pub right: (u8, u8, u8),
    /// `Some(true)`: the left side runs; `Some(false)`: the right side; `None`: both stand.
    pub left_runs: Option<bool>,
}

/// A command from the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// 0x40: back to idle, cancelling any update mode.
    Reset,
    /// 0x41: answer with one clock reading (BWTIME).
    SendClock,
    /// 0x42: answer with a board dump.
    SendBoard,
    /// 0x43: report every square's change and the clock's readings from now on.
    SendUpdate,
    /// 0x44: report every square's change (no clock) from now on.
    SendUpdateBoard,
    /// 0x4b: report square changes, and clock readings only when the time changes.
    SendUpdateNice,
    /// 0x45: answer with the serial number.
    ReturnSerialNr,
    /// 0x55: answer with the long serial number.
    ReturnLongSerialNr,
    /// 0x46: answer with the bus address.
    ReturnBusAddress,
    /// 0x47: answer with the trademark text.
    SendTrademark,
    /// 0x4d: answer with the firmware version.
    SendVersion,
    /// 0x49: answer with the moves stored in the board's memory.
    SendEeMoves,
    /// 0x4c: answer with a Bluetooth board's battery status.
    SendBatteryStatus,
    /// The DGT 3000's text display: eight ASCII characters (padded with spaces, anything not
    /// printable ASCII written as a space), and a beep of `beep` × 64 ms.
    ClockText {
        /// The text, at most eight characters shown.
        text: String,
        /// The beep, in units of 64 ms.
        beep: u8,
    },
    /// The DGT XL's six-digit display, with icons and a beep.
    ClockDisplay {
        /// Six characters, left to right.
        text: String,
        /// Left icons.
        left: ClockIcons,
        /// Right icons.
        right: ClockIcons,
        /// The beep, in units of 64 ms.
        beep: u8,
    },
    /// Back to showing the times after a text.
    ClockEnd,
    /// Asks which clock button is pressed.
    ClockButton,
    /// Asks the clock's version.
    ClockVersion,
    /// Sets the times and runs one side.
    ClockSetAndRun(SetAndRun),
    /// A beep of `units` × 64 ms.
    ClockBeep {
        /// The length, in units of 64 ms.
        units: u8,
    },
    /// A Revelation II's LEDs from one square to another (board numbering 0–63), on or off.
    SetLeds {
        /// On or off.
        on: bool,
        /// The first square.
        from: u8,
        /// The last square.
        to: u8,
    },
}

/// The clock command's wrapper: `0x2b`, the length that follows, `0x03` (message start), the
/// clock command, its data, `0x00` (message end).
fn clock(command: u8, data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len() + 5);
    out.push(0x2b);
    // The length counts the start byte, the command, the data and the end byte: at most 14.
    out.push(u8::try_from(data.len() + 3).unwrap_or(u8::MAX));
    out.push(0x03);
    out.push(command);
    out.extend_from_slice(data);
    out.push(0x00);
    out
}

fn ascii<const N: usize>(text: &str) -> [u8; N] {
    let mut out = [b' '; N];
    for (slot, c) in out.iter_mut().zip(text.chars()) {
        if c.is_ascii_graphic() {
            *slot = c as u8;
        }
    }
    out
}

impl Command {
    /// The bytes on the wire.
    ///
    /// ```
    /// use eboard::dgt::Command;
    /// assert_eq!(Command::SendBoard.to_bytes(), [0x42]);
    /// assert_eq!(Command::ClockEnd.to_bytes(), [0x2b, 0x03, 0x03, 0x03, 0x00]);
    /// let text = Command::ClockText { text: "j'adoube".into(), beep: 0 }.to_bytes();
    /// assert_eq!(&text[..4], &[0x2b, 0x0c, 0x03, 0x0c]);
    /// assert_eq!(&text[4..12], b"j'adoube");
    /// ```
    pub fn to_bytes(&self) -> Vec<u8> {
        match self {
            Command::Reset => vec![0x40],
            Command::SendClock => vec![0x41],
            Command::SendBoard => vec![0x42],
            Command::SendUpdate => vec![0x43],
            Command::SendUpdateBoard => vec![0x44],
            Command::SendUpdateNice => vec![0x4b],
            Command::ReturnSerialNr => vec![0x45],
            Command::ReturnLongSerialNr => vec![0x55],
            Command::ReturnBusAddress => vec![0x46],
            Command::SendTrademark => vec![0x47],
            Command::SendVersion => vec![0x4d],
            Command::SendEeMoves => vec![0x49],
            Command::SendBatteryStatus => vec![0x4c],
            Command::ClockText { text, beep } => {
                let mut data = ascii::<8>(text).to_vec();
                data.push(*beep);
                clock(0x0c, &data)
            }
            Command::ClockDisplay {
                text,
                left,
                right,
                beep,
            } => {
                let t = ascii::<6>(text);
                // The XL takes each half's characters right to left.
                let icons = (right.bits() & 0x07) | ((left.bits() << 3) & 0x38);
                clock(0x01, &[t[2], t[1], t[0], t[5], t[4], t[3], icons, *beep])
            }
            Command::ClockEnd => clock(0x03, &[]),
            Command::ClockButton => clock(0x08, &[]),
            Command::ClockVersion => clock(0x09, &[]),
            Command::ClockSetAndRun(s) => {
                let side = match s.left_runs {
                    Some(true) => 0x01,
                    Some(false) => 0x02,
                    None => 0x04,
                };
                clock(
                    0x0a,
                    &[
                        s.left.0, s.left.1, s.left.2, s.right.0, s.right.1, s.right.2, side,
                    ],
                )
            }
            Command::ClockBeep { units } => clock(0x0b, &[*units]),
            Command::SetLeds { on, from, to } => {
                vec![0x60, 0x04, u8::from(*on), from & 0x3f, to & 0x3f, 0x00]
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_commands_count_their_length_after_the_length_byte() {
        for command in [
            Command::ClockText {
                text: "é long text".into(),
                beep: 2,
            },
            Command::ClockDisplay {
                text: "123456".into(),
                left: ClockIcons::Colon,
                right: ClockIcons::Dot,
                beep: 0,
            },
            Command::ClockEnd,
            Command::ClockButton,
            Command::ClockVersion,
            Command::ClockBeep { units: 3 },
            Command::ClockSetAndRun(SetAndRun {
                left: (0, 5, 0),
                right: (0, 5, 0),
                left_runs: Some(false),
            }),
        ] {
            let bytes = command.to_bytes();
            assert_eq!(bytes[0], 0x2b);
            assert_eq!(usize::from(bytes[1]), bytes.len() - 2, "{command:?}");
            assert_eq!(bytes[2], 0x03);
            assert_eq!(bytes.last(), Some(&0x00));
        }
        let text = Command::ClockText {
            text: "é long text".into(),
            beep: 2,
        }
        .to_bytes();
        assert_eq!(&text[4..12], b"  long t");
        let xl = Command::ClockDisplay {
            text: "123456".into(),
            left: ClockIcons::None,
            right: ClockIcons::None,
            beep: 0,
        }
        .to_bytes();
        assert_eq!(&xl[4..10], b"321654");
    }
}
