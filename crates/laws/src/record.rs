//! A game's record: every position from the start, and what the Laws say about the last one.

use shakmaty::{CastlingMode, Chess, Color, Move, Position};
use thiserror::Error;

use crate::{
    ClaimRule, Edition, Ending, GameResult, MatingPotential, Reason, can_move,
    mating::mating_potential, repetition::same_position,
};

/// A move that is not legal in the position it was played in (Art. 3.10.2).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{uci} is not a legal move in this position (Art. 3.10.2)")]
pub struct IllegalMove {
    /// The move, in UCI.
    pub uci: String,
}

/// The positions of a game from its start, under one edition of the Laws.
///
/// Repetition is judged as the edition says: under the 2023 Laws two positions are the same
/// exactly as Art. 9.2.3 defines (see [`crate::FideKey`]); under 1930 and 1928 by the pieces and
/// the player to move ([`crate::PiecesKey`]). Only positions since the last capture or pawn move
/// can repeat, so only those are compared, and only with positions where the same player had the
/// move; no key is built or stored per move.
///
/// The player to move alternates from one position to the next, except at the start of an odds
/// game where the receiver of several moves plays them in a row (1930 Art. 22.2, see
/// [`crate::OddsRules`]): the record notes where alternation begins, and compares the positions
/// before it one by one.
///
/// ```
/// use laws::{Edition, Reason, Record};
///
/// let mut record = Record::standard(Edition::Fide2023);
/// for uci in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"] {
///     record.play_uci(uci)?;
/// }
/// // Black writes Nf6-g8 on the scoresheet and claims: the start position would stand a third
/// // time (Art. 9.2.1).
/// assert!(record.threefold_claim());
/// let intended = laws::read_move(record.position(), "Ng8")?;
/// let ending = record.judge_claim(Some(intended)).expect("a correct claim");
/// assert_eq!((ending.reason, ending.article.as_str()), (Reason::ThreefoldRepetition, "9.2.1"));
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Record {
    edition: Edition,
    mode: CastlingMode,
    /// The positions, the start first: those of the record, then `ahead` more adopted
    /// ([`Record::adopt`]) and not reached yet.
    positions: Vec<Chess>,
    /// The moves: those of the record, then `ahead` more adopted, one for one with `positions`.
    moves: Vec<Move>,
    /// How many adopted moves and positions at the end of `moves` and `positions` the record
    /// has not reached yet ([`Record::advance`]): 0 but in a record made by [`Record::adopt`].
    ahead: usize,
    /// Index of the first position after the last capture or pawn move: none before it can recur.
    window: usize,
    /// Index from which the player to move alternates position by position: 0, except in an
    /// odds game whose receiver played several moves in a row at the start (1930 Art. 22.2).
    /// Only where it is past `window` does it count: below, it may stand for any index below
    /// ([`Record::advance_to`] looks no further back than the window).
    alternates_from: usize,
    /// Positions that stood before the record's start and can still recur: those since the last
    /// capture or pawn move of the record an illegal move that stood left (A.5.2, see
    /// [`Record::continue_after_illegal`]). They count only while no capture or pawn move has
    /// been made since (`window` is 0).
    earlier: Vec<Chess>,
}

impl Record {
    /// A record starting from `start`.
    pub fn new(start: Chess, mode: CastlingMode, edition: Edition) -> Record {
        Record {
            edition,
            mode,
            positions: vec![start],
            moves: Vec::new(),
            ahead: 0,
            window: 0,
            alternates_from: 0,
            earlier: Vec::new(),
        }
    }

    /// A record that goes on from `next`, a position an illegal move left on the board and that
    /// stands (A.5.2: "le coup illégal subsiste et la partie continue" once the opponent has moved),
    /// keeping for repetition (Art. 9.2, 9.6.1) the positions of this record that can still recur:
    /// those since its last capture or pawn move, unless the illegal move itself captured or moved
    /// a pawn (its halfmove clock is 0). Art. 9.2.3 compares positions, not the way they were
    /// reached; a position that stood before the illegal move stood on the board all the same.
    /// The new record's moves and [`Record::positions`] start at `next`.
    pub fn continue_after_illegal(&self, next: Chess) -> Record {
        let mut record = Record::new(next, self.mode, self.edition);
        if record.position().halfmoves() != 0 {
            let mut earlier = if self.window == 0 {
                self.earlier.clone()
            } else {
                Vec::new()
            };
            earlier.extend(self.positions()[self.window..].iter().cloned());
            record.earlier = earlier;
        }
        record
    }

    /// A record from the standard start position (Art. 2.3).
    pub fn standard(edition: Edition) -> Record {
        Record::new(Chess::default(), CastlingMode::Standard, edition)
    }

    /// The edition the record is judged under.
    pub fn edition(&self) -> Edition {
        self.edition
    }

    /// Standard, or Chess960 (Guideline II) when the start position needs it.
    pub fn castling_mode(&self) -> CastlingMode {
        self.mode
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        // Invariant: `positions` starts with the start position, and holds the moves' positions
        // and `ahead` more (one for one with the moves).
        let current = self.positions.len() - 1 - self.ahead;
        &self.positions[current]
    }

    /// Every position, the start first.
    pub fn positions(&self) -> &[Chess] {
        &self.positions[..self.positions.len() - self.ahead]
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves[..self.moves.len() - self.ahead]
    }

    /// Number of half-moves played in this record.
    pub fn ply(&self) -> usize {
        self.moves.len() - self.ahead
    }

    /// Plays a legal move.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        let pos = self.position();
        if !crate::legal::is_legal(pos, m) {
            return Err(IllegalMove {
                uci: m.to_uci(self.mode).to_string(),
            });
        }
        let mut next = pos.clone();
        next.play_unchecked(m);
        self.push(m, next);
        Ok(())
    }

    /// Adds a move and the position it leads to, checking neither: for a caller that has just
    /// found `m` among the legal moves of [`Record::position`] and played it there to get `next`
    /// (a notation reader does both for every move it reads). Anything else makes every later
    /// answer of the record wrong; [`Record::play`] checks the move and plays it itself, and
    /// [`crate::OddsRules::play`] plays the moves of an odds game.
    pub fn push_legal(&mut self, m: Move, next: Chess) {
        self.push(m, next);
    }

    /// Adds `m` and `next`: the move, and the position after it as the rules in force make it
    /// (shakmaty's, or an odds game's, where the same player may move again, 1930 Art. 22.2).
    /// Adopted moves not reached yet ([`Record::adopt`]) are dropped first: the line goes on
    /// from the current position.
    pub(crate) fn push(&mut self, m: Move, next: Chess) {
        if self.ahead > 0 {
            self.positions.truncate(self.positions.len() - self.ahead);
            self.moves.truncate(self.moves.len() - self.ahead);
            self.ahead = 0;
        }
        self.positions.push(next);
        self.moves.push(m);
        self.reached(self.positions.len() - 1);
    }

    /// Notes what `positions[index]`, the position just reached, changes: where the player to
    /// move stops alternating (an odds game, 1930 Art. 22.2) and where the window of
    /// positions that can recur starts (after a capture or a pawn move, Art. 9.2.3).
    fn reached(&mut self, index: usize) {
        let Some((next, before)) = self.positions[..=index].split_last() else {
            return;
        };
        if before.last().is_some_and(|b| b.turn() == next.turn()) {
            self.alternates_from = index;
        }
        if next.halfmoves() == 0 {
            self.window = index;
        }
    }

    /// A record that adopts a whole line, `positions` (the start, then the position after each
    /// move) and `moves` (one fewer), without copying them: it starts at the first position, and
    /// each [`Record::advance`] plays the next move, with every answer then what a record
    /// built move by move with [`Record::push_legal`] would give. For a caller that has read
    /// and played a line already (the PGN reader keeps the positions of a game's main line):
    /// the moves must be legal and the positions theirs, as for [`Record::push_legal`].
    /// `None` when the counts do not match (no position, or not one more than the moves).
    pub fn adopt(
        positions: Vec<Chess>,
        moves: Vec<Move>,
        mode: CastlingMode,
        edition: Edition,
    ) -> Option<Record> {
        if positions.len() != moves.len() + 1 {
            return None;
        }
        Some(Record {
            edition,
            mode,
            ahead: moves.len(),
            positions,
            moves,
            window: 0,
            alternates_from: 0,
            earlier: Vec::new(),
        })
    }

    /// The positions and the moves the record holds (adopted ones not reached yet included),
    /// given back: a caller that audits game after game reads every game's line into the same
    /// buffers ([`Record::adopt`]), not into fresh ones each time (issue 36).
    pub fn into_line(self) -> (Vec<Chess>, Vec<Move>) {
        (self.positions, self.moves)
    }

    /// Plays the next adopted move ([`Record::adopt`]); `false` when there is none left.
    pub fn advance(&mut self) -> bool {
        if self.ahead == 0 {
            return false;
        }
        self.ahead -= 1;
        self.reached(self.positions.len() - 1 - self.ahead);
        true
    }

    /// Plays the adopted moves ([`Record::adopt`]) up to ply `ply`, each answer then what as
    /// many [`Record::advance`] would give, looking at the positions reached only from the end
    /// back to the last capture or pawn move (issue 36: a caller that asks the record something
    /// only now and then reaches each ply at next to no cost). `false`, the record unchanged,
    /// where `ply` is before the record's or beyond its adopted moves.
    pub fn advance_to(&mut self, ply: usize) -> bool {
        let now = self.ply();
        let Some(steps) = ply.checked_sub(now).filter(|&steps| steps <= self.ahead) else {
            return false;
        };
        // The window starts at the last position reached with a halfmove clock of 0, if one is.
        let reached = &self.positions[now + 1..=ply];
        if let Some(at) = reached.iter().rposition(|p| p.halfmoves() == 0) {
            self.window = now + 1 + at;
        }
        // The last player to move twice in a row, looked for back to the window only: no
        // position before it is compared, so one found there would change no answer.
        let from = self.window.max(now + 1);
        if let Some(at) = self.positions[from - 1..=ply]
            .windows(2)
            .rposition(|pair| pair[0].turn() == pair[1].turn())
        {
            self.alternates_from = from + at;
        }
        self.ahead -= steps;
        true
    }

    /// Every position the record holds, the start first: those reached ([`Record::positions`]),
    /// then the adopted ones not reached yet ([`Record::adopt`]), for a caller that looks ahead
    /// in a line it has read.
    pub fn line(&self) -> &[Chess] {
        &self.positions
    }

    /// Where the record stands, to come back to with [`Record::rewind`]: a few counts, not a
    /// copy of the positions (issue 36: a game undoes a refused event without copying its
    /// history).
    pub fn mark(&self) -> RecordMark {
        RecordMark {
            positions: self.positions.len(),
            ahead: self.ahead,
            window: self.window,
            alternates_from: self.alternates_from,
        }
    }

    /// Comes back to `mark`, a mark of this record: the moves played since (by
    /// [`Record::play`], [`Record::push_legal`], [`Record::play_uci`] or an odds game's moves)
    /// are dropped, and every answer is again what it was at the mark. Those only add moves
    /// after the ones that stood at the mark, so what is left is what stood then. `false`, the
    /// record unchanged, where the mark cannot be come back to: a mark taken while adopted moves
    /// were ahead ([`Record::adopt`]; playing on drops them), or one of more moves than the
    /// record holds (a mark of another record).
    pub fn rewind(&mut self, mark: RecordMark) -> bool {
        if mark.ahead != 0 || self.ahead != 0 || mark.positions > self.positions.len() {
            return false;
        }
        self.positions.truncate(mark.positions);
        self.moves.truncate(mark.positions.saturating_sub(1));
        self.window = mark.window;
        self.alternates_from = mark.alternates_from;
        true
    }

    /// Makes room for `plies` more moves at once, rather than move by move.
    pub fn reserve(&mut self, plies: usize) {
        self.positions.reserve(plies);
        self.moves.reserve(plies);
    }

    /// Plays a move written in UCI (Chess960 castling as king takes rook, or standard `e1g1`).
    pub fn play_uci(&mut self, uci: &str) -> Result<(), crate::MoveError> {
        let m = crate::read_move(self.position(), uci)?;
        self.play(m).map_err(|_| crate::MoveError::Illegal)
    }

    /// How many times the current position has stood on the board, counting itself.
    pub fn repetitions(&self) -> u32 {
        let current = self.position();
        // The window holds the current position itself: the count starts at one.
        self.same_turn_positions_in_window(current.turn())
            .filter(|p| self.same(p, current))
            .count() as u32
    }

    /// How many times the position after `m` would have stood on the board, counting itself.
    /// `m` must be legal.
    pub fn repetitions_after(&self, m: Move) -> u32 {
        let mut next = self.position().clone();
        next.play_unchecked(m);
        if next.halfmoves() == 0 {
            return 1;
        }
        1 + self
            .same_turn_positions_in_window(next.turn())
            .filter(|p| self.same(p, &next))
            .count() as u32
    }

    /// Positions in the window with `turn` to move. Where the player to move alternates, every
    /// other position from the first with `turn` to move; before that (the receiver's moves at the
    /// start of an odds game), each position is looked at.
    fn same_turn_positions_in_window(&self, turn: Color) -> impl Iterator<Item = &Chess> {
        let alternating = self.window.max(self.alternates_from);
        let positions = self.positions();
        let early = positions
            .get(self.window..alternating)
            .unwrap_or(&[])
            .iter()
            .filter(move |p| p.turn() == turn);
        let rest = positions.get(alternating..).unwrap_or(&[]);
        let first = usize::from(rest.first().is_some_and(|p| p.turn() != turn));
        // Positions from before an illegal move that stood (A.5.2), while they can still recur.
        let earlier = if self.window == 0 {
            &self.earlier[..]
        } else {
            &[]
        };
        earlier
            .iter()
            .filter(move |p| p.turn() == turn)
            .chain(early)
            .chain(rest.get(first..).unwrap_or(&[]).iter().step_by(2))
    }

    /// Whether two positions are the same under the edition's sameness (Art. 9.2.3; 1930
    /// Art. 16.1.c): what [`Record::repetitions`] counts, for a caller that has narrowed down
    /// the positions to compare by its own means.
    pub fn same(&self, a: &Chess, b: &Chess) -> bool {
        same_position(a, b, self.edition.rules().sameness)
    }

    /// Half-moves since the last capture or pawn move (from the start position's FEN counter on).
    pub fn halfmove_clock(&self) -> u32 {
        self.position().halfmoves()
    }

    /// A draw the player to move may claim on the position just reached (Art. 9.2.2, 9.3.2;
    /// 1930 Art. 16.1.c, 16.1.e), repetition first.
    pub fn claim_now(&self) -> Option<Ending> {
        self.claim_now_by(|| self.repetitions())
    }

    /// [`Record::claim_now`] for a caller that has counted the current position's repetitions
    /// already: `repetitions` is [`Record::repetitions`], or where that is below 3 any count
    /// below 3 (no edition's threshold is lower, Art. 9.2; 1930 Art. 16.1.c).
    pub fn claim_now_counted(&self, repetitions: u32) -> Option<Ending> {
        self.claim_now_by(|| repetitions)
    }

    /// [`Record::claim_now`], the repetitions counted by `repetitions` if asked.
    fn claim_now_by(&self, repetitions: impl FnOnce() -> u32) -> Option<Ending> {
        if self.mate_or_stalemate() {
            return None;
        }
        let rules = self.edition.rules();
        if rules
            .repetition
            .timing
            .allows(repetitions(), rules.repetition.threshold)
        {
            return Some(Ending::draw(
                Reason::ThreefoldRepetition,
                rules.repetition.now,
            ));
        }
        if fifty_reached(&rules.fifty_moves, self.halfmove_clock()) {
            return Some(Ending::draw(Reason::FiftyMoves, rules.fifty_moves.now));
        }
        None
    }

    /// A draw the player to move may claim by writing `m` first and declaring it (Art. 9.2.1,
    /// 9.3.1). `None` if the claim would be wrong, `m` is illegal, or the edition has no such
    /// claim (1930, 1928: the position must already stand on the board).
    pub fn claim_with_move(&self, m: Move) -> Option<Ending> {
        let rules = self.edition.rules();
        if !crate::legal::is_legal(self.position(), m) || self.mate_or_stalemate() {
            return None;
        }
        if let Some(article) = rules.repetition.intended_move
            && self.repetitions_after(m) >= rules.repetition.threshold
        {
            return Some(Ending::draw(Reason::ThreefoldRepetition, article));
        }
        if let Some(article) = rules.fifty_moves.intended_move {
            let after = if m.is_zeroing() {
                0
            } else {
                self.halfmove_clock().saturating_add(1)
            };
            if after >= rules.fifty_moves.threshold {
                return Some(Ending::draw(Reason::FiftyMoves, article));
            }
        }
        None
    }

    /// The arbiter's ruling on a draw claim (Art. 9.5): with an intended move written first, or on
    /// the position reached. `Some` ending if the claim is correct, `None` if it is not (then the
    /// opponent gets time and the intended move must be played, Art. 9.5.3 — the game's business).
    pub fn judge_claim(&self, intended: Option<Move>) -> Option<Ending> {
        match intended {
            // A claim with a written move that would already be correct on the board is correct.
            Some(m) => self.claim_with_move(m).or_else(|| self.claim_now()),
            None => self.claim_now(),
        }
    }

    /// Whether the player to move could claim a draw by repetition now, on the position reached or
    /// by writing a legal move first (Art. 9.2.1, 9.2.2).
    pub fn threefold_claim(&self) -> bool {
        let rule = &self.edition.rules().repetition;
        if self.mate_or_stalemate() {
            return false;
        }
        if rule.timing.allows(self.repetitions(), rule.threshold) {
            return true;
        }
        if rule.intended_move.is_none() {
            return false;
        }
        // Positions the opponent will have to move in; a move can complete a repetition only if
        // one of them has already stood `threshold - 1` times.
        let earlier: Vec<&Chess> = self
            .same_turn_positions_in_window(!self.position().turn())
            .collect();
        let needed = rule.threshold.saturating_sub(1) as usize;
        let stood_enough = earlier
            .iter()
            .any(|p| earlier.iter().filter(|q| self.same(p, q)).count() >= needed);
        if !stood_enough {
            return false;
        }
        self.position()
            .legal_moves()
            .into_iter()
            .any(|m| self.repetitions_after(m) >= rule.threshold)
    }

    /// Whether the player to move could claim a draw by the fifty-move rule now, on the position
    /// reached or by writing a legal move first (Art. 9.3.1, 9.3.2).
    pub fn fifty_move_claim(&self) -> bool {
        let rule = &self.edition.rules().fifty_moves;
        let clock = self.halfmove_clock();
        if self.mate_or_stalemate() {
            return false;
        }
        if fifty_reached(rule, clock) {
            return true;
        }
        rule.intended_move.is_some()
            && clock.saturating_add(1) >= rule.threshold
            && self
                .position()
                .legal_moves()
                .into_iter()
                .any(|m| !m.is_zeroing())
    }

    /// Checkmate and stalemate end the game at once (Art. 5.1.1, 5.2.1): nothing can be claimed.
    /// Either is the player to move without a legal move (in check or not): one test
    /// ([`crate::can_move`]), most often answered without generating the moves.
    fn mate_or_stalemate(&self) -> bool {
        !can_move(self.position())
    }

    /// Whether fivefold repetition ends the game in this position (Art. 9.6.1). False where the
    /// edition has no such rule, and where checkmate or stalemate ends it first.
    pub fn fivefold(&self) -> bool {
        self.fivefold_rule().is_some() && !self.mate_or_stalemate()
    }

    /// The edition's fivefold rule (Art. 9.6.1) when its threshold is reached here, whatever
    /// else the position holds.
    fn fivefold_rule(&self) -> Option<crate::AutomaticRule> {
        self.fivefold_rule_by(|| self.repetitions())
    }

    /// [`Record::fivefold_rule`], the repetitions counted by `repetitions` if asked.
    fn fivefold_rule_by(&self, repetitions: impl FnOnce() -> u32) -> Option<crate::AutomaticRule> {
        self.edition
            .rules()
            .fivefold
            .filter(|r| repetitions() >= r.threshold)
    }

    /// Whether the seventy-five-move rule ends the game in this position (Art. 9.6.2: if the last
    /// move gives checkmate, the mate stands). False where the edition has no such rule, and where
    /// checkmate or stalemate ends it first.
    pub fn seventy_five_moves(&self) -> bool {
        self.seventy_five_rule().is_some() && !self.mate_or_stalemate()
    }

    /// The edition's seventy-five-move rule (Art. 9.6.2) when its threshold is reached here,
    /// whatever else the position holds.
    fn seventy_five_rule(&self) -> Option<crate::AutomaticRule> {
        self.edition
            .rules()
            .seventy_five_moves
            .filter(|r| self.halfmove_clock() >= r.threshold)
    }

    /// The ending the board decides in this position without any search: checkmate (5.1.1),
    /// stalemate (5.2.1), fivefold repetition (9.6.1), seventy-five moves (9.6.2).
    pub fn automatic_ending(&self) -> Option<Ending> {
        self.automatic_ending_by(|| self.repetitions())
    }

    /// [`Record::automatic_ending`] for a caller that has counted the current position's
    /// repetitions already: `repetitions` is [`Record::repetitions`], or where that is below 3
    /// any count below 3 (no edition's fivefold threshold is lower, Art. 9.6.1).
    pub fn automatic_ending_counted(&self, repetitions: u32) -> Option<Ending> {
        self.automatic_ending_by(|| repetitions)
    }

    /// [`Record::automatic_ending`], the repetitions counted by `repetitions` if asked.
    fn automatic_ending_by(&self, repetitions: impl FnOnce() -> u32) -> Option<Ending> {
        let rules = self.edition.rules();
        let pos = self.position();
        // No legal move: checkmate in check, stalemate out of it; either comes first. Past this
        // test, [`Record::fivefold`] and [`Record::seventy_five_moves`] are their rules alone.
        if self.mate_or_stalemate() {
            return Some(if pos.is_check() {
                Ending {
                    result: GameResult::win_for(!pos.turn()),
                    reason: Reason::Checkmate,
                    article: rules.checkmate,
                }
            } else {
                Ending::draw(Reason::Stalemate, rules.stalemate)
            });
        }
        if let Some(rule) = self.fivefold_rule_by(repetitions) {
            return Some(Ending::draw(Reason::FivefoldRepetition, rule.article));
        }
        if let Some(rule) = self.seventy_five_rule() {
            return Some(Ending::draw(Reason::SeventyFiveMoves, rule.article));
        }
        None
    }

    /// Both sides' mating potential here: the search behind dead positions (Art. 5.2.2) and
    /// flag falls (6.9).
    pub fn mating_potential(&self) -> MatingPotential {
        mating_potential(self.position())
    }

    /// The ending the board decides in this position, given its mating potential: checkmate,
    /// stalemate, then a dead position (5.2.2, where the edition has the rule and the position is
    /// proven dead), then fivefold repetition and seventy-five moves.
    pub fn ending_with(&self, mating: &MatingPotential) -> Option<Ending> {
        let automatic = self.automatic_ending();
        if matches!(automatic, Some(e) if matches!(e.reason, Reason::Checkmate | Reason::Stalemate))
        {
            return automatic;
        }
        match self.edition.rules().dead_position {
            Some(article) if mating.dead() == Some(true) => {
                Some(Ending::draw(Reason::DeadPosition, article))
            }
            _ => automatic,
        }
    }

    /// Everything the Laws say about the current position, computed once.
    ///
    /// A game that the board has ended (checkmate, stalemate, dead position, fivefold repetition,
    /// seventy-five moves: each ends it "immediately") leaves nothing to claim, so both claim
    /// flags are false whenever [`Status::ending`] is set.
    pub fn status(&self) -> Status {
        let pos = self.position();
        let mating = self.mating_potential();
        let ending = self.ending_with(&mating);
        let open = ending.is_none();
        Status {
            check: pos.is_check(),
            checkmate: pos.is_checkmate(),
            stalemate: pos.is_stalemate(),
            threefold_claim: open && self.threefold_claim(),
            fifty_move_claim: open && self.fifty_move_claim(),
            fivefold: self.fivefold(),
            seventy_five_moves: self.seventy_five_moves(),
            ending,
            mating,
        }
    }
}

/// Where a record stood ([`Record::mark`]), to come back to ([`Record::rewind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordMark {
    /// The positions held, the start included.
    positions: usize,
    /// Adopted moves not reached yet.
    ahead: usize,
    window: usize,
    alternates_from: usize,
}

/// Whether a move-rule claim on the position reached is correct with this clock.
fn fifty_reached(rule: &ClaimRule, clock: u32) -> bool {
    rule.timing.allows(clock, rule.threshold)
}

/// What the Laws say about one position of a game (see [`Record::status`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The player to move is in check (Art. 3.9.1).
    pub check: bool,
    /// The player to move is checkmated (Art. 5.1.1).
    pub checkmate: bool,
    /// The player to move is stalemated (Art. 5.2.1).
    pub stalemate: bool,
    /// Both sides' mating potential; dead position when neither can mate (Art. 5.2.2).
    pub mating: MatingPotential,
    /// A repetition claim is possible now or by an intended move (Art. 9.2); false once the game
    /// has ended.
    pub threefold_claim: bool,
    /// A fifty-move claim is possible now or by an intended move (Art. 9.3); false once the game
    /// has ended.
    pub fifty_move_claim: bool,
    /// Fivefold repetition ends the game here (Art. 9.6.1).
    pub fivefold: bool,
    /// The seventy-five-move rule ends the game here (Art. 9.6.2).
    pub seventy_five_moves: bool,
    /// What ends the game in this position, if anything.
    pub ending: Option<Ending>,
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng, rngs::StdRng};

    use super::*;

    /// A random line: an odds game's (1930 Art. 22.2, the receiver's moves in a row at the
    /// start) or a plain one, captures and pawn moves now and then among shuffles.
    fn random_line(seed: u64, plies: usize, odds: Option<usize>) -> Record {
        let mut rng = StdRng::seed_from_u64(seed);
        let odds = odds.map(|i| {
            ["pawn and two moves", "three moves", "knight and two moves"][i]
                .parse::<crate::Odds>()
                .expect("odds")
                .under(Edition::Fide1930)
                .expect("1930 odds")
        });
        let mut record = match &odds {
            Some(odds) => odds.record(Edition::Fide1930),
            None => Record::standard(Edition::Fide2023),
        };
        for _ in 0..plies {
            let moves: Vec<Move> = record
                .position()
                .legal_moves()
                .into_iter()
                .filter(|&m| odds.as_ref().is_none_or(|o| o.check(&record, m).is_ok()))
                .collect();
            let quiet: Vec<Move> = moves.iter().copied().filter(|m| !m.is_zeroing()).collect();
            if moves.is_empty() {
                break;
            }
            let m = if !quiet.is_empty() && rng.gen_bool(0.8) {
                quiet[rng.gen_range(0..quiet.len())]
            } else {
                moves[rng.gen_range(0..moves.len())]
            };
            let played = match &odds {
                Some(odds) => odds.play(&mut record, m).is_ok(),
                None => record.play(m).is_ok(),
            };
            if !played {
                break;
            }
        }
        record
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

        /// Issue 36: a record that reaches its adopted plies by jumps ([`Record::advance_to`])
        /// notes the same window of positions that can recur (Art. 9.2.3) and the same start of
        /// alternation (1930 Art. 22.2) as one that reaches them one by one, and answers the same.
        #[test]
        fn a_record_reaching_a_ply_at_once_is_the_one_reaching_it_move_by_move(
            seed in any::<u64>(), plies in 0usize..160, odds in proptest::option::of(0usize..3),
            jumps in proptest::collection::vec(0usize..40, 1..12),
        ) {
            let whole = random_line(seed, plies, odds);
            let adopt = || {
                Record::adopt(
                    whole.positions().to_vec(),
                    whole.moves().to_vec(),
                    whole.castling_mode(),
                    whole.edition(),
                )
                .expect("one more position than moves")
            };
            let (mut by_steps, mut by_jumps) = (adopt(), adopt());
            prop_assert_eq!(by_jumps.line(), whole.positions());
            for jump in jumps.into_iter().chain([usize::MAX]) {
                let target = by_jumps.ply().saturating_add(jump).min(whole.ply());
                prop_assert!(by_jumps.advance_to(target));
                while by_steps.ply() < target {
                    prop_assert!(by_steps.advance());
                }
                // Where alternation starts counts only from the window on.
                let alternating = |r: &Record| r.window.max(r.alternates_from);
                prop_assert_eq!(
                    (by_jumps.ply(), by_jumps.window, alternating(&by_jumps)),
                    (by_steps.ply(), by_steps.window, alternating(&by_steps))
                );
                prop_assert_eq!(by_jumps.repetitions(), by_steps.repetitions());
                prop_assert_eq!(by_jumps.claim_now(), by_steps.claim_now());
                prop_assert_eq!(by_jumps.automatic_ending(), by_steps.automatic_ending());
            }
            prop_assert_eq!(by_jumps.window, whole.window);
            prop_assert_eq!(
                by_jumps.window.max(by_jumps.alternates_from),
                whole.window.max(whole.alternates_from)
            );
            // Neither back nor beyond the line.
            prop_assert!(by_jumps.ply() == 0 || !by_jumps.advance_to(by_jumps.ply() - 1));
            prop_assert!(!by_jumps.advance_to(whole.ply() + 1));
        }
    }
}
