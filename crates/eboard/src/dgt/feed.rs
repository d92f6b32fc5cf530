//! DGT messages become sensor events: squares in the game's coordinates, scans numbered,
//! the clock lever's changes as presses.

use shakmaty::{Board, Color, File, Piece, Rank, Square};

use super::message::{ClockReading, Message, SQUARES};
use crate::sensor::{ClockSide, Sensed, SensorEvent};

/// How the board stands between the players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Orientation {
    /// The board's square 0 is a8 (its "rank 1" side at White's).
    #[default]
    Normal,
    /// Turned round: the board's square `i` is the game's square `63 - i` (its "rank 1" side at
    /// Black's). Nothing in the Laws forbids it: a board turned round keeps a light square at
    /// each player's right (Art. 2.1); only its inner numbering is the other way.
    Turned,
}

impl Orientation {
    /// The game's square for the board's index (0–63; larger indices wrap).
    pub fn square(self, index: u8) -> Square {
        let i = usize::from(index) % SQUARES;
        let i = match self {
            Orientation::Normal => i,
            Orientation::Turned => SQUARES - 1 - i,
        };
        // i < 64: both coordinates are in 0..8.
        Square::from_coords(File::new((i % 8) as u32), Rank::new(7 - (i / 8) as u32))
    }

    /// The board's index of a game square.
    pub fn index(self, square: Square) -> u8 {
        let i = (7 - u32::from(square.rank())) * 8 + u32::from(square.file());
        let i = i as u8;
        match self {
            Orientation::Normal => i,
            Orientation::Turned => 63 - i,
        }
    }

    /// The orientation a dump shows: turned round when more white pieces stand on the board's
    /// indices 0–31 (its far half) than on 32–63.
    pub fn detect(dump: &[Option<Piece>; SQUARES]) -> Orientation {
        let white = |range: std::ops::Range<usize>| {
            dump[range]
                .iter()
                .filter(|p| p.is_some_and(|p| p.color == Color::White))
                .count()
        };
        if white(0..32) > white(32..64) {
            Orientation::Turned
        } else {
            Orientation::Normal
        }
    }
}

/// How scans are told apart: the DGT protocol carries no scan number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scans {
    /// Reports less than `gap_ms` apart belong to one scan (a live board, the simulator): a
    /// scan's updates come as one burst, ~225 ms after the last.
    ByTime {
        /// The largest gap inside one scan.
        gap_ms: u64,
    },
    /// Each report is its own scan (a recording without times).
    EachMessage,
}

/// Turns a board's messages into [`SensorEvent`]s.
///
/// The orientation is found from the first dump unless it was given; the clock's lever bit is
/// remembered so that each change on a running clock becomes a [`Sensed::Press`] of the side
/// now low (on a stopped clock the lever starts it).
#[derive(Clone, Debug)]
pub struct Feed {
    orientation: Option<Orientation>,
    scans: Scans,
    scan: u64,
    last_report: Option<u64>,
    scan_squares: Vec<u8>,
    lever_right_high: Option<bool>,
    running: Option<bool>,
}

impl Feed {
    /// A feed for a live board (scans apart by more than 100 ms), orientation from the first dump.
    pub fn new() -> Feed {
        Feed::with(None, Scans::ByTime { gap_ms: 100 })
    }

    /// A feed with a known orientation (or `None` to detect it) and a way to tell scans apart.
    pub fn with(orientation: Option<Orientation>, scans: Scans) -> Feed {
        Feed {
            orientation,
            scans,
            scan: 0,
            last_report: None,
            scan_squares: Vec::new(),
            lever_right_high: None,
            running: None,
        }
    }

    /// The orientation in use, once known.
    pub fn orientation(&self) -> Option<Orientation> {
        self.orientation
    }

    /// The events one message at `t` gives (none for messages that say nothing about the game,
    /// such as a version).
    pub fn message(&mut self, t: u64, message: &Message) -> Vec<SensorEvent> {
        match message {
            Message::BoardDump(dump) => {
                let orientation = *self
                    .orientation
                    .get_or_insert_with(|| Orientation::detect(dump));
                let mut board = Board::empty();
                for (i, piece) in dump.iter().enumerate() {
                    if let Some(piece) = piece {
                        board.set_piece_at(orientation.square(i as u8), *piece);
                    }
                }
                let scan = self.next_scan(t, None);
                vec![SensorEvent::new(t, Sensed::Board { scan, board })]
            }
            Message::FieldUpdate { index, piece } => {
                let orientation = self.orientation.unwrap_or_default();
                let scan = self.next_scan(t, Some(*index));
                vec![SensorEvent::new(
                    t,
                    Sensed::Square {
                        scan,
                        square: orientation.square(*index),
                        piece: *piece,
                    },
                )]
            }
            Message::Clock(reading) => self.clock(t, reading),
            Message::ClockAck(ack) => ack
                .button()
                .map(|button| SensorEvent::new(t, Sensed::Button { button }))
                .into_iter()
                .collect(),
            Message::Other { .. } => Vec::new(),
        }
    }

    fn clock(&mut self, t: u64, reading: &ClockReading) -> Vec<SensorEvent> {
        let mut out = Vec::with_capacity(2);
        let right_high = reading.status.right_high();
        let was_running = self.running.replace(reading.status.running());
        // A lever moved on a stopped clock starts it (Art. 6.6: the opponent's press starts
        // White's clock), it completes no move.
        if let Some(before) = self.lever_right_high.replace(right_high)
            && before != right_high
            && was_running != Some(false)
        {
            // The lever goes down on the side pressed: right high means the left pressed.
            let side = if right_high {
                ClockSide::Left
            } else {
                ClockSide::Right
            };
            out.push(SensorEvent::new(t, Sensed::Press { side }));
        }
        out.push(SensorEvent::new(
            t,
            Sensed::Clock {
                left_ms: reading.left.ms(),
                right_ms: reading.right.ms(),
                running: reading.status.running(),
                left_flag: reading.left.flag || reading.left.final_flag,
                right_flag: reading.right.flag || reading.right.final_flag,
            },
        ));
        out
    }

    /// The scan a report at `t` belongs to; a square reported twice cannot be in one scan.
    fn next_scan(&mut self, t: u64, index: Option<u8>) -> u64 {
        let same = match (self.scans, self.last_report) {
            (Scans::ByTime { gap_ms }, Some(last)) => {
                t.saturating_sub(last) <= gap_ms
                    && index.is_some_and(|i| !self.scan_squares.contains(&i))
            }
            _ => false,
        };
        if !same {
            self.scan += 1;
            self.scan_squares.clear();
        }
        if let Some(i) = index {
            self.scan_squares.push(i);
        }
        self.last_report = Some(t);
        self.scan
    }
}

impl Default for Feed {
    fn default() -> Feed {
        Feed::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reading(status: u8) -> Message {
        Message::Clock(ClockReading {
            status: super::super::ClockStatus(status),
            ..ClockReading::default()
        })
    }

    #[test]
    fn art_6_6_the_lever_starting_a_stopped_clock_is_no_press() {
        let mut feed = Feed::new();
        let presses = |events: Vec<SensorEvent>| {
            events
                .iter()
                .filter(|e| matches!(e.sensed, Sensed::Press { .. }))
                .count()
        };
        assert_eq!(presses(feed.message(0, &reading(0x08))), 0);
        // Black's press starts White's clock: stopped before, running after.
        assert_eq!(presses(feed.message(1, &reading(0x13))), 0);
        // White presses: the left side goes down, right high.
        assert_eq!(presses(feed.message(2, &reading(0x09))), 1);
        let events = feed.message(3, &reading(0x13));
        assert!(matches!(
            events[0].sensed,
            Sensed::Press {
                side: ClockSide::Left
            }
        ));
    }

    #[test]
    fn squares_in_both_orientations() {
        assert_eq!(Orientation::Normal.square(0), Square::A8);
        assert_eq!(Orientation::Normal.square(63), Square::H1);
        assert_eq!(Orientation::Normal.square(52), Square::E2);
        assert_eq!(Orientation::Turned.square(0), Square::H1);
        assert_eq!(Orientation::Turned.square(11), Square::E2);
        for i in 0..64 {
            for o in [Orientation::Normal, Orientation::Turned] {
                assert_eq!(o.index(o.square(i)), i);
            }
        }
    }
}
