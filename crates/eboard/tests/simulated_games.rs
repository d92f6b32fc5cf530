//! Random legal games played by random hands on the simulated board, read back through the
//! bytes, the codec and the reconstruction: the same moves, the same touches.
//!
//! The hands capture in both orders (and without the captured square ever seen empty), castle
//! king first and rook first, promote with the pawn first or the new piece first, slide pieces
//! across squares, lift a piece and put it back (a touch, Art. 4.3.1), take a move back before
//! the press, press before the board has reported the move, and reply within one scan.

use eboard::dgt::{Feed, Orientation, Reader, Scans};
use eboard::simulate::{Hand, Simulator};
use eboard::{Decision, Reconstructor};
use proptest::prelude::*;
use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Move, Piece, Position, Role, Square, fen::Fen,
    uci::UciMove,
};

/// One step of a script: an action, and whether it is quick (within a scan).
type Step = (Hand, bool);

/// Builds the hands' script for a game, and what the board must give back: the moves and, for
/// each, the squares touched in order.
struct Script {
    steps: Vec<Step>,
    board: Board,
    moves: Vec<String>,
    touches: Vec<Vec<Square>>,
    current: Vec<Square>,
    pos: Chess,
}

impl Script {
    fn new(pos: &Chess) -> Script {
        Script {
            steps: Vec::new(),
            board: pos.board().clone(),
            moves: Vec::new(),
            touches: Vec::new(),
            current: Vec::new(),
            pos: pos.clone(),
        }
    }

    /// A touch is the first lift of a piece still where the game's position has it.
    fn lifting(&mut self, sq: Square) {
        if let Some(p) = self.board.piece_at(sq)
            && self.pos.board().piece_at(sq) == Some(p)
            && !self.current.contains(&sq)
        {
            self.current.push(sq);
        }
    }

    fn push(&mut self, hand: Hand, quick: bool, held: &mut Vec<Piece>) {
        match hand {
            Hand::Lift(sq) => {
                self.lifting(sq);
                if let Some(p) = self.board.remove_piece_at(sq) {
                    held.push(p);
                }
            }
            Hand::Remove(sq) => {
                self.lifting(sq);
                self.board.discard_piece_at(sq);
            }
            Hand::Place(sq) => {
                self.lifting(sq);
                if let Some(p) = held.pop() {
                    self.board.set_piece_at(sq, p);
                }
            }
            Hand::Drop(sq, p) => {
                self.lifting(sq);
                self.board.set_piece_at(sq, p);
            }
            Hand::Discard => {
                held.pop();
            }
            _ => {}
        }
        self.steps.push((hand, quick));
    }

    /// The hands make `m`, with the style's choices, and press (or not, for the last).
    fn play(&mut self, m: Move, style: u32, quick: bool) {
        let by = self.pos.turn();
        let mut held = Vec::new();
        let bit = |n: u32| style & (1 << n) != 0;
        let mut h = |s: &mut Script, hand| s.push(hand, quick, &mut held);
        // A piece lifted and put back first: a touch, not a move.
        if bit(0) && !quick {
            let other = (self.pos.board().by_color(by)
                & !Bitboard::from(m.from().unwrap_or(m.to())))
            .into_iter()
            .nth((style >> 8) as usize % 16);
            if let Some(sq) = other {
                h(self, Hand::Lift(sq));
                h(self, Hand::Place(sq));
            }
        }
        // A move taken back before the press.
        if bit(1) && !quick {
            let quiet = self.pos.legal_moves().into_iter().find(|q| {
                matches!(
                    q,
                    Move::Normal {
                        capture: None,
                        promotion: None,
                        ..
                    }
                ) && *q != m
            });
            if let Some(Move::Normal { from, to, .. }) = quiet {
                h(self, Hand::Lift(from));
                h(self, Hand::Place(to));
                h(self, Hand::Lift(to));
                h(self, Hand::Place(from));
            }
        }
        match m {
            Move::Castle { king, rook } => {
                let side = m.castling_side().expect("castling");
                let (k_to, r_to) = (side.king_to(by), side.rook_to(by));
                if bit(2) {
                    h(self, Hand::Lift(rook));
                    h(self, Hand::Place(r_to));
                    h(self, Hand::Lift(king));
                    h(self, Hand::Place(k_to));
                } else {
                    h(self, Hand::Lift(king));
                    if bit(3) {
                        // The king slides across the square between.
                        let mid = Square::from_coords(r_to.file(), king.rank());
                        h(self, Hand::Place(mid));
                        h(self, Hand::Lift(mid));
                    }
                    h(self, Hand::Place(k_to));
                    h(self, Hand::Lift(rook));
                    h(self, Hand::Place(r_to));
                }
            }
            Move::EnPassant { from, to } => {
                let captured = Square::from_coords(to.file(), from.rank());
                // Within one scan the own piece counts first (4.3.3): quick hands lift it first.
                if bit(2) && !quick {
                    h(self, Hand::Remove(captured));
                    h(self, Hand::Lift(from));
                } else {
                    h(self, Hand::Lift(from));
                    h(self, Hand::Remove(captured));
                }
                h(self, Hand::Place(to));
            }
            Move::Normal {
                from,
                to,
                capture,
                promotion,
                role,
            } => {
                let new = promotion.map(|role| Piece { color: by, role });
                if let Some(new) = new {
                    if quick {
                        // Within one scan an own piece counts as lifted first (Art. 4.3.3):
                        // the script lifts it first.
                        h(self, Hand::Lift(from));
                        if capture.is_some() {
                            h(self, Hand::Remove(to));
                        }
                        h(self, Hand::Discard);
                        h(self, Hand::Drop(to, new));
                    } else {
                        if capture.is_some() {
                            h(self, Hand::Remove(to));
                        }
                        if bit(2) {
                            // The new piece first, then the pawn taken away (Art. 4.6.2).
                            h(self, Hand::Drop(to, new));
                            h(self, Hand::Lift(from));
                            h(self, Hand::Discard);
                        } else if bit(3) {
                            // The pawn to the square, then replaced.
                            h(self, Hand::Lift(from));
                            h(self, Hand::Place(to));
                            h(self, Hand::Remove(to));
                            h(self, Hand::Drop(to, new));
                        } else {
                            // The pawn lifted and put aside, the new piece put down (4.6.1).
                            h(self, Hand::Lift(from));
                            h(self, Hand::Discard);
                            h(self, Hand::Drop(to, new));
                        }
                    }
                } else {
                    let captured_first = capture.is_some() && bit(2) && !quick;
                    if captured_first {
                        h(self, Hand::Remove(to));
                    }
                    h(self, Hand::Lift(from));
                    if capture.is_some() && !captured_first && bit(3) {
                        h(self, Hand::Remove(to));
                    }
                    // A slide across empty squares between, for line pieces.
                    if bit(4) && !quick && matches!(role, Role::Rook | Role::Bishop | Role::Queen) {
                        for mid in shakmaty::attacks::between(from, to) {
                            h(self, Hand::Place(mid));
                            h(self, Hand::Lift(mid));
                        }
                    }
                    // Without a Remove, the capture sweeps the piece off as the own lands.
                    h(self, Hand::Place(to));
                }
            }
            Move::Put { .. } => unreachable!("no drops in chess"),
        }
        self.steps.push((Hand::Press(by), quick || bit(5)));
        self.moves
            .push(UciMove::from_move(m, CastlingMode::Standard).to_string());
        self.touches.push(std::mem::take(&mut self.current));
        self.pos.play_unchecked(m);
        debug_assert_eq!(&self.board, self.pos.board());
    }
}

fn pick(pos: &Chess, seed: u32) -> Option<Move> {
    let legal = pos.legal_moves();
    if legal.is_empty() {
        return None;
    }
    // Now and then prefer what the hands find hard: castling, promotion, capture.
    let special: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| m.is_castle() || m.is_promotion() || m.is_capture())
        .collect();
    if seed & 1 == 1 && !special.is_empty() {
        return Some(special[(seed >> 1) as usize % special.len()]);
    }
    Some(legal[(seed >> 1) as usize % legal.len()])
}

fn run(start: &Chess, orientation: Orientation, seeds: &[(u32, u32)]) -> Result<(), TestCaseError> {
    let mut script = Script::new(start);
    let mut pos = start.clone();
    let mut reply_quick = false;
    for (seed, style) in seeds {
        let Some(m) = pick(&pos, *seed) else { break };
        // A reply within one scan: the whole move made quickly, right after a quick press. The
        // move after it waits for a scan: a square filled and emptied again between two scans
        // is never seen, and two such moves in a row (a7-a6 then a6-a5 inside one scan) are
        // the same board as one (a7-a5), for any reader.
        let quick = reply_quick && !m.is_castle();
        script.play(m, *style, quick);
        if quick {
            script.steps.push((Hand::Wait(Simulator::SCAN_MS), false));
        }
        reply_quick = !quick && style & (1 << 5) != 0;
        pos.play_unchecked(m);
        if pos.is_game_over() {
            break;
        }
    }
    let mut sim = Simulator::with(
        start,
        orientation,
        seeds.first().is_some_and(|s| s.0 & 2 == 0),
    );
    for (hand, quick) in &script.steps {
        if *quick {
            sim.act_quickly(*hand);
        } else {
            sim.act(*hand);
        }
    }
    let mut reader = Reader::new();
    let mut feed = Feed::with(Some(orientation), Scans::ByTime { gap_ms: 100 });
    let mut rec = Reconstructor::new(start.clone());
    let mut out = Vec::new();
    for (t, bytes) in sim.finish() {
        reader.push(&bytes);
        while let Some(message) = reader.next_message() {
            let message = message.map_err(|e| TestCaseError::fail(e.to_string()))?;
            for event in feed.message(t, &message) {
                rec.feed(&event, &mut out);
            }
        }
    }
    rec.finish(&mut out);
    if std::env::var_os("EBOARD_DEBUG").is_some() {
        for d in &out {
            eprintln!("{d:?}");
        }
    }
    let mut moves = Vec::new();
    let mut touches = Vec::new();
    for d in &out {
        match d {
            Decision::MoveCompleted {
                uci, touches: t, ..
            } => {
                moves.push(uci.clone());
                touches.push(t.clone());
            }
            Decision::IllegalMove { .. }
            | Decision::IllegalPosition { .. }
            | Decision::PressWithoutMove { .. }
            | Decision::MoveNotPressed { .. }
            | Decision::SetupWrong { .. } => {
                return Err(TestCaseError::fail(format!(
                    "unexpected {d:?} in {:?}",
                    script.moves
                )));
            }
            _ => {}
        }
    }
    prop_assert_eq!(&moves, &script.moves);
    prop_assert_eq!(&touches, &script.touches, "moves {:?}", script.moves);
    Ok(())
}

fn start(fen: &str) -> Chess {
    let fen: Fen = fen.parse().expect("fen");
    fen.into_position(CastlingMode::Standard).expect("position")
}

const STARTS: [&str; 3] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/pppq1ppp/2n1bn2/3pp3/3PP3/2N1BN2/PPPQ1PPP/R3K2R w KQkq - 0 1",
    "1n2k1n1/PPP3PP/8/8/8/8/pp4pp/1N2K1N1 w - - 0 1",
];

proptest! {
    #![proptest_config(crate::proptest_config(256))]

    #[test]
    fn art_4_and_6_2_1_random_hands_give_back_the_same_moves_and_touches(
        which in 0usize..3,
        turned in any::<bool>(),
        seeds in proptest::collection::vec((any::<u32>(), any::<u32>()), 1..40),
    ) {
        let orientation = if turned { Orientation::Turned } else { Orientation::Normal };
        run(&start(STARTS[which]), orientation, &seeds)?;
    }
}

#[test]
fn regression_presses_queued_within_one_scan() {
    run(
        &start(STARTS[0]),
        Orientation::Normal,
        &[(0, 1043206112), (0, 1250518496), (0, 0), (0, 1083364700)],
    )
    .unwrap();
}

#[test]
fn regression_promotions_in_a_row() {
    run(
        &start(STARTS[2]),
        Orientation::Normal,
        &[
            (656981668, 2560752828),
            (1758124556, 0),
            (3190889593, 2000152486),
            (861537875, 0),
            (3392636738, 284105586),
            (0, 0),
            (1852212314, 1101558573),
            (474910370, 0),
            (1388704375, 2706379950),
            (3394166208, 0),
            (4057074065, 150715966),
            (343864124, 0),
            (2122981696, 309103564),
            (3500549114, 574559142),
            (3083790715, 1904490744),
        ],
    )
    .unwrap();
}

#[test]
fn art_4_4_castling_king_first_and_rook_first_both_give_castling() {
    let pos = start(STARTS[1]);
    // Style bit 2: rook first; bit 3: the king slides.
    for style in [0, 1 << 2, 1 << 3] {
        run(&pos, Orientation::Normal, &[(1, style)]).unwrap();
    }
}

#[test]
fn art_4_6_promotion_in_each_order() {
    let pos = start(STARTS[2]);
    for style in [0, 1 << 2, 1 << 3] {
        for seed in [1, 3, 5, 7, 9] {
            run(&pos, Orientation::Turned, &[(seed, style), (seed, style)]).unwrap();
        }
    }
}
