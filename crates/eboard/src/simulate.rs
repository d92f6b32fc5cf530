//! A simulated DGT board and clock: hand actions become the bytes a real board sends, with
//! its timing (a scan every 225 ms reporting each square changed since the last one; a clock
//! message at each press). Pure: the time is the simulator's own count of milliseconds.
//!
//! A hand can hold several pieces (a captured piece and one's own); [`Hand::Place`] puts down
//! the piece taken last. Putting a piece on an occupied square sweeps the occupant off the
//! board in the same motion (a capture the board never sees empty).

use shakmaty::{Board, Chess, Color, Move, Piece, Position, Square};

use crate::dgt::{Orientation, id, piece_code};

/// One action of the players' hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hand {
    /// The piece on the square is lifted into the hand (nothing happens on an empty square).
    Lift(Square),
    /// The piece lifted last is put down on the square (nothing happens with an empty hand).
    Place(Square),
    /// The piece on the square is taken off the board and put aside (a captured piece).
    Remove(Square),
    /// A piece from beside the board is put on the square (a promotion's new piece).
    Drop(Square, Piece),
    /// The piece lifted last is put aside (a pawn promoted without touching its new square).
    Discard,
    /// The player of this colour presses the clock.
    Press(Color),
    /// Time passes.
    Wait(u64),
    /// The board is unplugged: it reports nothing until plugged back.
    Unplug,
    /// The board is plugged back: the host asks for a dump and gets one.
    Replug,
}

/// The simulated board and clock.
#[derive(Clone, Debug)]
pub struct Simulator {
    board: Board,
    reported: Board,
    hand: Vec<Piece>,
    now: u64,
    next_scan: u64,
    out: Vec<(u64, Vec<u8>)>,
    orientation: Orientation,
    white_left: bool,
    right_high: bool,
    left_ms: u64,
    right_ms: u64,
    last_press: u64,
    plugged: bool,
}

impl Simulator {
    /// A DGT board's scan period.
    pub const SCAN_MS: u64 = 225;
    /// How long an ordinary hand action takes: more than a scan, so each is seen.
    pub const STEP_MS: u64 = 300;
    /// How long a quick action takes: well within a scan.
    pub const QUICK_MS: u64 = 20;

    /// A board set up as `pos`, White on the clock's right, the board the right way round; it
    /// sends a dump and a clock reading (White's clock running) at 0 ms.
    pub fn new(pos: &Chess) -> Simulator {
        Simulator::with(pos, Orientation::Normal, false)
    }

    /// A board in `orientation`, White at the clock's left when `white_left`.
    pub fn with(pos: &Chess, orientation: Orientation, white_left: bool) -> Simulator {
        let mut sim = Simulator {
            board: pos.board().clone(),
            reported: pos.board().clone(),
            hand: Vec::new(),
            now: 0,
            next_scan: Self::SCAN_MS / 2,
            out: Vec::new(),
            orientation,
            white_left,
            // White to move: Black's side was pressed last, so White's side is high.
            right_high: !white_left,
            left_ms: 300_000,
            right_ms: 300_000,
            last_press: 0,
            plugged: true,
        };
        sim.dump();
        // White's clock started (Art. 6.6).
        sim.clock(true);
        sim
    }

    /// The simulator's time, ms.
    pub fn now(&self) -> u64 {
        self.now
    }

    /// The board as it physically stands.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// An action taking [`Self::STEP_MS`].
    pub fn act(&mut self, hand: Hand) {
        self.act_for(hand, Self::STEP_MS);
    }

    /// An action taking [`Self::QUICK_MS`].
    pub fn act_quickly(&mut self, hand: Hand) {
        self.act_for(hand, Self::QUICK_MS);
    }

    /// An action, then `ms` pass.
    pub fn act_for(&mut self, hand: Hand, ms: u64) {
        self.scan_until(self.now);
        match hand {
            Hand::Lift(sq) => {
                if let Some(p) = self.board.remove_piece_at(sq) {
                    self.hand.push(p);
                }
            }
            Hand::Place(sq) => {
                if let Some(p) = self.hand.pop() {
                    self.board.set_piece_at(sq, p);
                }
            }
            Hand::Remove(sq) => self.board.discard_piece_at(sq),
            Hand::Drop(sq, p) => self.board.set_piece_at(sq, p),
            Hand::Discard => {
                self.hand.pop();
            }
            Hand::Press(color) => {
                let left = (color == Color::White) == self.white_left;
                let spent = self.now - self.last_press;
                self.last_press = self.now;
                if left {
                    self.left_ms = self.left_ms.saturating_sub(spent);
                } else {
                    self.right_ms = self.right_ms.saturating_sub(spent);
                }
                // The lever goes down on the side pressed.
                self.right_high = left;
                self.clock(true);
            }
            Hand::Wait(extra) => self.now += extra,
            Hand::Unplug => self.plugged = false,
            Hand::Replug => {
                self.plugged = true;
                self.reported = self.board.clone();
                self.dump();
            }
        }
        self.now += ms;
    }

    /// The hands make `m`, legal in `pos`, the ordinary way, then press the clock: lift the
    /// piece, take a captured piece off, put the piece down (a promoted pawn is set aside and the
    /// new piece put on its square, Art. 4.6.1), the king then the rook when castling (4.4.2).
    pub fn play_move(&mut self, pos: &Chess, m: Move) {
        let by = pos.turn();
        match m {
            Move::Castle { king, rook } => {
                if let Some(side) = m.castling_side() {
                    self.act(Hand::Lift(king));
                    self.act(Hand::Place(side.king_to(by)));
                    self.act(Hand::Lift(rook));
                    self.act(Hand::Place(side.rook_to(by)));
                }
            }
            Move::EnPassant { from, to } => {
                self.act(Hand::Lift(from));
                self.act(Hand::Remove(Square::from_coords(to.file(), from.rank())));
                self.act(Hand::Place(to));
            }
            Move::Normal {
                from,
                to,
                capture,
                promotion,
                ..
            } => {
                self.act(Hand::Lift(from));
                if capture.is_some() {
                    self.act(Hand::Remove(to));
                }
                match promotion {
                    Some(role) => {
                        self.act(Hand::Discard);
                        self.act(Hand::Drop(to, Piece { color: by, role }));
                    }
                    None => self.act(Hand::Place(to)),
                }
            }
            Move::Put { .. } => {}
        }
        self.act(Hand::Press(by));
    }

    /// The bytes sent, with the time each was sent, after the board's last scans.
    pub fn finish(mut self) -> Vec<(u64, Vec<u8>)> {
        self.scan_until(self.now + 2 * Self::SCAN_MS);
        self.out
    }

    /// Every scan up to `t`.
    fn scan_until(&mut self, t: u64) {
        while self.next_scan <= t {
            let at = self.next_scan;
            self.next_scan += Self::SCAN_MS;
            if !self.plugged {
                continue;
            }
            let mut indices: Vec<(u8, Square)> = crate::matching::diff(&self.reported, &self.board)
                .into_iter()
                .map(|sq| (self.orientation.index(sq), sq))
                .collect();
            indices.sort_unstable();
            for (index, sq) in indices {
                let code = piece_code(self.board.piece_at(sq));
                self.out
                    .push((at, vec![0x80 | id::FIELD_UPDATE, 0, 5, index, code]));
            }
            self.reported = self.board.clone();
        }
    }

    fn dump(&mut self) {
        let mut bytes = vec![0x80 | id::BOARD_DUMP, 0, 67];
        for index in 0..64u8 {
            bytes.push(piece_code(
                self.board.piece_at(self.orientation.square(index)),
            ));
        }
        self.out.push((self.now, bytes));
    }

    fn clock(&mut self, running: bool) {
        let time = |ms: u64| {
            let s = ms / 1000;
            let bcd = |v: u64| ((v / 10) << 4 | (v % 10)) as u8;
            [(s / 3600).min(9) as u8, bcd(s / 60 % 60), bcd(s % 60)]
        };
        let mut status = 0u8;
        if running {
            status |= 0x01;
        }
        if self.right_high {
            status |= 0x02 | 0x10;
        } else {
            status |= 0x08;
        }
        let mut bytes = vec![0x80 | id::BWTIME, 0, 10];
        bytes.extend(time(self.right_ms));
        bytes.extend(time(self.left_ms));
        bytes.push(status);
        self.out.push((self.now, bytes));
    }
}
