//! Sensor events become decisions: touches, completed moves, illegal moves at the press,
//! displaced pieces.
//!
//! How: the board is tracked square by square; a move is recognised by matching the whole
//! board against the legal successors of the game's position (one move, or two when the reply
//! was already made), never from the order of the updates, because a real board's scans show
//! pieces on their new square before they leave the old one, captures without the captured
//! square ever empty, slid pieces crossing squares, and legal positions nobody meant (a rook
//! slid from a1 to f1 passes d1). A move counts at the press (Art. 6.2.1), once the board has
//! caught up with it; the lifts are kept apart, in order, as the touches of Article 4.

use shakmaty::{Bitboard, Board, Chess, Color, Move, Piece, Position, Role, Square};
use shakmaty::{CastlingMode, san::San, uci::UciMove};

use crate::decision::{Decision, Fix};
use crate::matching::{after, diff, one_move, path};
use crate::sensor::{ClockSide, Sensed, SensorEvent};
use crate::touch::{Obligation, TouchRules, Touched, obligation_under};

/// The reconstruction's tuning, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// How long after a press the board may still be catching up (a piece released just before
    /// pressing is reported by the next scan, ~225 ms later).
    pub press_grace_ms: u64,
    /// How long a board must stay unchanged to count as settled, for a displaced piece (7.6)
    /// or a game-ending move (6.2.1.1).
    pub settle_ms: u64,
    /// Which Laws' touch-move rules bind the player (2023 Art. 4.3–4.5, or 1930 Art. 15).
    pub touch_rules: TouchRules,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            press_grace_ms: 500,
            settle_ms: 3000,
            touch_rules: TouchRules::Fide2023,
        }
    }
}

#[derive(Clone, Copy, Debug)]
struct Lift {
    scan: u64,
    touched: Touched,
}

#[derive(Clone, Copy, Debug)]
struct PendingPress {
    /// When the press came: the move it completes counts from then.
    t: u64,
    deadline: u64,
    side: ClockSide,
}

/// The reconstruction: feed it [`SensorEvent`]s in order, read the [`Decision`]s.
///
/// ```
/// use eboard::{Decision, Reconstructor, SensorEvent, Sensed, sensor::ClockSide};
/// use shakmaty::{Board, Chess, Color, Piece, Role, Square};
/// let mut r = Reconstructor::new(Chess::default());
/// let mut out = Vec::new();
/// r.feed(&SensorEvent::new(0, Sensed::Board { scan: 1, board: Board::new() }), &mut out);
/// let pawn = Piece { color: Color::White, role: Role::Pawn };
/// r.feed(&SensorEvent::new(900, Sensed::Square { scan: 2, square: Square::E2, piece: None }), &mut out);
/// r.feed(&SensorEvent::new(1100, Sensed::Square { scan: 3, square: Square::E4, piece: Some(pawn) }), &mut out);
/// r.feed(&SensorEvent::new(1300, Sensed::Press { side: ClockSide::Right }), &mut out);
/// let codes: Vec<_> = out.iter().map(|d| d.code()).collect();
/// assert_eq!(codes, ["board_ready", "touch", "move_completed"]);
/// assert!(matches!(&out[2], Decision::MoveCompleted { uci, .. } if uci == "e2e4"));
/// ```
#[derive(Clone, Debug)]
pub struct Reconstructor {
    settings: Settings,
    start: Chess,
    pos: Chess,
    started: bool,
    board: Board,
    seen_board: bool,
    connected: bool,
    lifts: Vec<Lift>,
    touched: Bitboard,
    chain: Vec<Move>,
    presses: Vec<PendingPress>,
    /// The move the board last showed made, and the scan that first showed it.
    made: Option<(Move, u64)>,
    /// The scan of the latest square reported.
    scan: u64,
    /// The clock's side White presses, learnt at the first press judged.
    white_side: Option<ClockSide>,
    mismatch: bool,
    last_change: u64,
    now: u64,
    ended: bool,
}

impl Reconstructor {
    /// A reconstruction of a game from `start`, with the default settings.
    pub fn new(start: Chess) -> Reconstructor {
        Reconstructor::with_settings(start, Settings::default())
    }

    /// A reconstruction with its settings.
    pub fn with_settings(start: Chess, settings: Settings) -> Reconstructor {
        Reconstructor {
            settings,
            pos: start.clone(),
            start,
            started: false,
            board: Board::empty(),
            seen_board: false,
            connected: true,
            lifts: Vec::new(),
            touched: Bitboard::EMPTY,
            chain: Vec::new(),
            presses: Vec::new(),
            white_side: None,
            made: None,
            scan: 0,
            mismatch: false,
            last_change: 0,
            now: 0,
            ended: false,
        }
    }

    /// The game's position: after the moves completed.
    pub fn position(&self) -> &Chess {
        &self.pos
    }

    /// The board as sensed.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Whether the board was once set up as the start position.
    pub fn started(&self) -> bool {
        self.started
    }

    /// What the touches so far bind the player on move to.
    pub fn binds(&self) -> Obligation {
        obligation_under(self.settings.touch_rules, &self.pos, &self.touches())
    }

    /// The pieces the player on move has touched since the last completed move, in order
    /// (Art. 4.3.3: an own piece first when both colours were lifted in one scan).
    pub fn touched(&self) -> Vec<Touched> {
        self.touches()
    }

    /// The clock's side White presses, once a press has told it (the first press judged is the
    /// player on move's).
    pub fn white_side(&self) -> Option<ClockSide> {
        self.white_side
    }

    /// Whether the board differs from the game beyond pieces in hand and a move or two made
    /// (Art. 7.4, 7.6), as last decided: `true` from a [`Decision::BoardMismatch`] or an illegal
    /// move at the press until [`Decision::BoardRestored`].
    pub fn mismatched(&self) -> bool {
        self.mismatch
    }

    /// What each square must hold to put the board right, as it stands now: before the game
    /// started, the start position (Art. 2.3); after a mismatch or an illegal move at the press,
    /// the game's position with the moves made on the board and not yet completed (7.4, 7.5.1,
    /// 7.6); otherwise nothing. It shrinks as the pieces are put back.
    pub fn restore(&self) -> Vec<Fix> {
        if !self.seen_board {
            return Vec::new();
        }
        if !self.started {
            return fixes(&self.board, self.start.board());
        }
        if !self.mismatch {
            return Vec::new();
        }
        let target = after(&self.pos, &self.chain);
        fixes(&self.board, target.board())
    }

    /// The game refused the move the board completed — a move that breaks what the touches
    /// bound the player to, which the arbiter does not let stand (Art. 4.3; the 4.9
    /// commentary: "son intervention est obligatoire"): the game's position is `pos` again,
    /// the touches and presses of the move are forgotten, and the board must be put back to it
    /// (`article`), reported as [`Decision::BoardMismatch`] when it differs.
    pub fn resync(&mut self, pos: Chess, article: &'static str, out: &mut Vec<Decision>) {
        self.pos = pos;
        self.lifts.clear();
        self.touched = Bitboard::EMPTY;
        self.chain.clear();
        self.made = None;
        self.presses.clear();
        self.ended = self.pos.is_game_over();
        self.mismatch = false;
        if self.board != *self.pos.board() {
            self.mismatch = true;
            out.push(Decision::BoardMismatch {
                article,
                restore: fixes(&self.board, self.pos.board()),
            });
        }
    }

    /// Whether the board reports (no [`Sensed::Disconnected`] since its last dump).
    pub fn connected(&self) -> bool {
        self.connected
    }

    fn touches(&self) -> Vec<Touched> {
        self.lifts.iter().map(|l| l.touched).collect()
    }

    /// One event; the decisions it leads to are appended to `out`.
    pub fn feed(&mut self, event: &SensorEvent, out: &mut Vec<Decision>) {
        let t = event.t.max(self.now);
        self.now = t;
        // What fell due before this event was due on the board as it stood.
        self.deadlines(t, out);
        match &event.sensed {
            Sensed::Board { scan, board } => self.dump(t, *scan, board, out),
            Sensed::Square {
                scan,
                square,
                piece,
            } => self.square(t, *scan, *square, *piece, out),
            Sensed::Press { side } => self.pressed(t, *side, out),
            Sensed::Disconnected => {
                if self.connected {
                    self.connected = false;
                    out.push(Decision::BoardDisconnected);
                }
            }
            Sensed::Clock { .. } | Sensed::Button { .. } => {}
        }
        self.deadlines(t, out);
    }

    /// Time passes with nothing sensed (a driver calls it now and then).
    pub fn tick(&mut self, t: u64, out: &mut Vec<Decision>) {
        self.now = self.now.max(t);
        self.deadlines(self.now, out);
    }

    /// The end of the stream: a press still waiting is judged, and a move on the board without
    /// a press is reported (not completed, Art. 6.2.1) and taken into the position.
    pub fn finish(&mut self, out: &mut Vec<Decision>) {
        while !self.presses.is_empty() {
            self.judge_press(out);
        }
        if !self.started {
            return;
        }
        // The board may be a move or two on without the chain having seen it (one scan).
        if let Some(moves) = path(&self.pos, &self.board) {
            self.chain = moves;
        }
        for m in std::mem::take(&mut self.chain) {
            let by = self.pos.turn();
            let (uci, san) = names(&self.pos, m);
            self.pos.play_unchecked(m);
            out.push(Decision::MoveNotPressed { by, uci, san });
        }
    }

    fn dump(&mut self, t: u64, _scan: u64, board: &Board, out: &mut Vec<Decision>) {
        let was_connected = std::mem::replace(&mut self.connected, true);
        let first = !self.seen_board;
        self.seen_board = true;
        self.board = board.clone();
        self.last_change = t;
        if !self.started {
            self.check_start(first, out);
            return;
        }
        if !was_connected || !first {
            let same = self.board == *self.pos.board();
            out.push(Decision::BoardReconnected { same });
        }
        self.changed(t, out);
    }

    fn check_start(&mut self, report: bool, out: &mut Vec<Decision>) {
        if self.board == *self.start.board() {
            self.started = true;
            out.push(Decision::BoardReady);
        } else if report {
            out.push(Decision::SetupWrong {
                restore: fixes(&self.board, self.start.board()),
            });
        }
    }

    fn square(
        &mut self,
        t: u64,
        scan: u64,
        square: Square,
        piece: Option<Piece>,
        out: &mut Vec<Decision>,
    ) {
        if !self.seen_board {
            return;
        }
        let old = self.board.piece_at(square);
        if old == piece {
            return;
        }
        self.scan = scan;
        match piece {
            Some(p) => self.board.set_piece_at(square, p),
            None => self.board.discard_piece_at(square),
        }
        self.last_change = t;
        if !self.started {
            self.check_start(false, out);
            return;
        }
        // A lift (or a piece replaced within one scan: it was lifted too) of a piece still on
        // its square in the game's position is a touch; a piece lifted again, or lifted from a
        // square it only crossed, is not a new one.
        if let Some(old) = old
            && !self.touched.contains(square)
            && self.pos.board().piece_at(square) == Some(old)
        {
            self.touch(scan, Touched { square, piece: old }, out);
        }
        self.changed(t, out);
    }

    fn touch(&mut self, scan: u64, touched: Touched, out: &mut Vec<Decision>) {
        let me = self.pos.turn();
        self.touched.add(touched.square);
        // Art. 4.3.3: when it cannot be told which came first, the own piece did. Within one
        // scan the order of the reports means nothing.
        let mut at = self.lifts.len();
        if touched.piece.color == me {
            while at > 0
                && self.lifts[at - 1].scan == scan
                && self.lifts[at - 1].touched.piece.color != me
            {
                at -= 1;
            }
        }
        self.lifts.insert(at, Lift { scan, touched });
        out.push(Decision::Touch {
            by: me,
            square: touched.square,
            piece: touched.piece,
            binds: self.binds(),
        });
    }

    /// The board changed: follow the moves made on it, not yet completed.
    fn changed(&mut self, t: u64, out: &mut Vec<Decision>) {
        if self.board == *self.pos.board() {
            // Nothing made, or a move taken back before the press.
            self.chain.clear();
            self.made = None;
        } else if let Some(m) = one_move(&self.pos, &self.board) {
            if self.made.is_none_or(|(made, _)| made != m) {
                self.made = Some((m, self.scan));
            }
            self.chain = vec![m];
        } else if let Some(&first) = self.chain.first() {
            let p1 = after(&self.pos, &[first]);
            if let Some(r) = one_move(&p1, &self.board) {
                self.chain = vec![first, r];
            } else if let [_, second] = self.chain[..] {
                let p2 = after(&p1, &[second]);
                if let Some(next) = one_move(&p2, &self.board) {
                    // Art. 6.2.1.2: the player made his next move without having pressed after
                    // the one before: that one is completed now.
                    self.complete(t, first, "6.2.1.2", out);
                    self.chain = vec![second, next];
                }
            }
        }
        if self.mismatch && self.explained() {
            self.mismatch = false;
            out.push(Decision::BoardRestored);
        }
        if !self.presses.is_empty() {
            self.try_press(t, out);
        }
    }

    /// The board is the game's position, a move or two on, or that with pieces in hand.
    fn explained(&self) -> bool {
        let target = after(&self.pos, &self.chain);
        let changed = diff(target.board(), &self.board);
        changed.is_empty() || (changed & self.board.occupied()).is_empty()
    }

    fn pressed(&mut self, t: u64, side: ClockSide, out: &mut Vec<Decision>) {
        if !self.started || self.ended {
            return;
        }
        // Each press waiting completes one move: the next one is by the other player.
        let expected = if self.presses.len().is_multiple_of(2) {
            self.pos.turn()
        } else {
            !self.pos.turn()
        };
        if let Some(white_side) = self.white_side {
            let by = if side == white_side {
                Color::White
            } else {
                Color::Black
            };
            if by != expected {
                // The lever put back by the player not on move (after an illegal move, Art.
                // 7.5.1, or by the arbiter): it completes nothing.
                return;
            }
        }
        // A press while another waits for the board (a reply and its press within one scan)
        // waits behind it: each press completes one move, in order.
        self.presses.push(PendingPress {
            t,
            deadline: t + self.settings.press_grace_ms,
            side,
        });
        self.try_press(t, out);
    }

    /// A press counts the move the board shows, as soon as the board shows one.
    fn try_press(&mut self, t: u64, out: &mut Vec<Decision>) {
        while let Some(&press) = self.presses.first() {
            if let Some(moves) = path(&self.pos, &self.board)
                && let Some((&first, rest)) = moves.split_first()
            {
                // Two moves on from one press may be a board still moving: a piece captured
                // and the capturer recaptured (Qxa1 bxa1) leaves the same squares as a queen in
                // hand and a pawn taken off (Qxb2 under way). Two presses waiting, or the grace
                // over, and it is the reply already made.
                if rest.len() > self.presses.len() - 1 && t < press.deadline {
                    return;
                }
                self.presses.remove(0);
                self.learn_side(press.side);
                self.complete(press.t, first, "6.2.1", out);
                self.chain = rest.to_vec();
                continue;
            }
            if t >= press.deadline {
                self.judge_press(out);
                continue;
            }
            return;
        }
    }

    /// The press being judged is the player on move's: it tells which side of the clock is his.
    fn learn_side(&mut self, side: ClockSide) {
        if self.white_side.is_none() {
            let other = match side {
                ClockSide::Left => ClockSide::Right,
                ClockSide::Right => ClockSide::Left,
            };
            self.white_side = Some(if self.pos.turn() == Color::White {
                side
            } else {
                other
            });
        }
    }

    /// The grace is over and the board shows no move: Art. 7.5.
    fn judge_press(&mut self, out: &mut Vec<Decision>) {
        if self.presses.is_empty() {
            return;
        }
        let press = self.presses.remove(0);
        self.learn_side(press.side);
        if let Some(moves) = path(&self.pos, &self.board)
            && let Some((&first, rest)) = moves.split_first()
        {
            self.complete(press.t, first, "6.2.1", out);
            self.chain = rest.to_vec();
            return;
        }
        let by = self.pos.turn();
        if self.board == *self.pos.board() {
            out.push(Decision::PressWithoutMove { t: press.t, by });
            return;
        }
        match illegal_move(&self.pos, &self.board) {
            Some(Attempt::Unpromoted(m)) => {
                // Art. 7.5.2: the pawn becomes a queen; the move stands, and is illegal.
                let uci = UciMove::from_move(m, CastlingMode::Standard);
                let uci = match uci {
                    UciMove::Normal { from, to, .. } => format!("{from}{to}"),
                    other => other.to_string(),
                };
                self.complete_quietly(m);
                self.mismatch = true;
                out.push(Decision::IllegalMove {
                    t: press.t,
                    by,
                    uci,
                    article: "7.5.2",
                    restore: fixes(&self.board, self.pos.board()),
                });
            }
            Some(Attempt::Illegal { from, to }) => {
                // Art. 7.5.1: the position before is restored; 4.3 and 4.7 apply to the move
                // that replaces it, so the touches stay.
                self.mismatch = true;
                out.push(Decision::IllegalMove {
                    t: press.t,
                    by,
                    uci: format!("{from}{to}"),
                    article: "7.5.1",
                    restore: fixes(&self.board, self.pos.board()),
                });
            }
            None => {
                self.mismatch = true;
                out.push(Decision::IllegalPosition {
                    t: press.t,
                    by,
                    restore: fixes(&self.board, self.pos.board()),
                });
            }
        }
    }

    fn deadlines(&mut self, t: u64, out: &mut Vec<Decision>) {
        if self.presses.first().is_some_and(|p| t >= p.deadline) {
            self.try_press(t, out);
        }
        if !self.started || self.ended || t < self.last_change + self.settings.settle_ms {
            return;
        }
        // Art. 6.2.1.1: a move that ends the game needs no press, once the board has settled.
        if let [m] = self.chain[..] {
            let next = after(&self.pos, &[m]);
            if next.is_game_over() {
                self.complete(t, m, "6.2.1.1", out);
                self.chain.clear();
                return;
            }
        }
        if !self.mismatch && !self.explained() {
            self.mismatch = true;
            let target = after(&self.pos, &self.chain);
            out.push(Decision::BoardMismatch {
                article: "7.6",
                restore: fixes(&self.board, target.board()),
            });
        }
    }

    /// Completes `m` by the player on move: touch-move checked, touches handed on.
    fn complete(&mut self, t: u64, m: Move, article: &'static str, out: &mut Vec<Decision>) {
        let by = self.pos.turn();
        let required = self.binds();
        let (uci, san) = names(&self.pos, m);
        if !required.allows(m) {
            out.push(Decision::TouchMoveBreach {
                by,
                uci: uci.clone(),
                required,
            });
        }
        // Lifts after the last one of this move's own squares, elsewhere, are the opponent's
        // (a reply begun before the press was seen); the sensors cannot tell hands apart.
        let own = move_squares(m);
        let lifts = std::mem::take(&mut self.lifts);
        let (mine, later): (Vec<Lift>, Vec<Lift>) = match self.made.take() {
            // The board showed the move made from that scan on: lifts elsewhere since are the
            // opponent's.
            Some((made, scan)) if made == m => lifts
                .into_iter()
                .partition(|l| l.scan < scan || own.contains(l.touched.square)),
            // It went straight to the reply (one scan): the lifts after this move's last.
            _ => {
                let split = lifts
                    .iter()
                    .rposition(|l| own.contains(l.touched.square))
                    .map_or(0, |i| i + 1);
                let (mine, later) = lifts.split_at(split);
                (mine.to_vec(), later.to_vec())
            }
        };
        let touches = mine.iter().map(|l| l.touched.square).collect();
        out.push(Decision::MoveCompleted {
            t,
            by,
            uci,
            san,
            article,
            touches,
        });
        self.complete_quietly(m);
        for lift in later {
            if self.pos.board().piece_at(lift.touched.square) == Some(lift.touched.piece) {
                self.touch(lift.scan, lift.touched, out);
            }
        }
    }

    fn complete_quietly(&mut self, m: Move) {
        self.pos.play_unchecked(m);
        self.lifts.clear();
        self.touched = Bitboard::EMPTY;
        self.made = None;
        if self.pos.is_game_over() {
            self.ended = true;
        }
    }
}

/// A move's squares: from, to, the captured pawn's for en passant, the rook's for castling.
fn move_squares(m: Move) -> Bitboard {
    let mut b = Bitboard::EMPTY;
    match m {
        Move::Castle { king, rook } => {
            b.add(king);
            b.add(rook);
        }
        Move::EnPassant { from, to } => {
            b.add(from);
            b.add(to);
            b.add(Square::from_coords(to.file(), from.rank()));
        }
        _ => {
            if let Some(from) = m.from() {
                b.add(from);
            }
            b.add(m.to());
        }
    }
    b
}

/// UCI and SAN.
fn names(pos: &Chess, m: Move) -> (String, String) {
    (
        UciMove::from_move(m, CastlingMode::Standard).to_string(),
        San::from_move(pos, m).to_string(),
    )
}

/// What each square of `board` must hold to become `target`.
fn fixes(board: &Board, target: &Board) -> Vec<Fix> {
    diff(board, target)
        .into_iter()
        .map(|square| Fix {
            square,
            piece: target.piece_at(square),
        })
        .collect()
}

enum Attempt {
    /// A pawn moved to the last rank and not replaced (Art. 7.5.2): the legal queen promotion.
    Unpromoted(Move),
    /// One piece of the player's moved where it may not (the king's move for castling).
    Illegal { from: Square, to: Square },
}

/// The illegal move the board shows, when one piece of the player on move (or the king, with
/// a rook beside it, for castling) left one square for another.
fn illegal_move(pos: &Chess, board: &Board) -> Option<Attempt> {
    let me = pos.turn();
    let changed = diff(pos.board(), board);
    let mine = |b: &Board, sq: Square| b.piece_at(sq).filter(|p| p.color == me);
    let left: Vec<Square> = changed
        .into_iter()
        .filter(|sq| mine(pos.board(), *sq).is_some() && mine(board, *sq) != mine(pos.board(), *sq))
        .collect();
    let arrived: Vec<Square> = changed
        .into_iter()
        .filter(|sq| mine(board, *sq).is_some())
        .collect();
    let king = Piece {
        color: me,
        role: Role::King,
    };
    let pick = if left.len() == 2 && arrived.len() == 2 {
        // Castling tried: the king's squares.
        let from = left
            .iter()
            .find(|sq| pos.board().piece_at(**sq) == Some(king));
        let to = arrived.iter().find(|sq| board.piece_at(**sq) == Some(king));
        from.zip(to).map(|(f, t)| (*f, *t))
    } else if left.len() == 1 && arrived.len() == 1 {
        // Only the arrival square and the departure square may differ, with an opponent's
        // piece gone from the arrival square at most.
        (changed.count() == 2).then(|| (left[0], arrived[0]))
    } else {
        None
    }?;
    let (from, to) = pick;
    let piece = pos.board().piece_at(from)?;
    if piece.role == Role::Pawn
        && board.piece_at(to) == Some(piece)
        && to.rank() == me.fold_wb(shakmaty::Rank::Eighth, shakmaty::Rank::First)
    {
        let queen = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.from() == Some(from) && m.to() == to && m.promotion() == Some(Role::Queen));
        if let Some(m) = queen {
            return Some(Attempt::Unpromoted(m));
        }
    }
    Some(Attempt::Illegal { from, to })
}
