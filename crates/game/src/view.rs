//! What the game shows of itself (issue 21, item 2): the contract's [`State`] after an event,
//! built from each part's state, the result with its points ([`Game::outcome`], scored by the
//! phase's [`Over::outcome`](crate::phase::Over)), the position, and the read-only accessors a
//! caller uses (the record's moves, the clock, when a flag falls).

use clock::BySide;
use laws::{FenStyle, Record, write_fen};
use shakmaty::{Chess, Move};

use crate::{
    Config, ErrorBody, Notice, Outcome, State,
    machine::Game,
    phase::Judgement,
    state::{ClockState, LastMove},
};

/// A move of a game's record with what the scoresheet holds of it ([`Game::recorded_moves`]).
#[derive(Clone, Copy, Debug)]
pub struct RecordedMove<'a> {
    /// Its number among the game's half-moves, from 1 (the state's `ply` after it).
    pub ply: usize,
    /// The position it was played in.
    pub before: &'a Chess,
    /// The move.
    pub mv: Move,
    /// The move in SAN, as recorded.
    pub san: &'a str,
    /// The move in UCI.
    pub uci: &'a str,
    /// The mover's clock after the move, with a clock.
    pub clock_ms: Option<u64>,
    /// Whether the move carried a draw offer (Art. 9.1.2.2).
    pub offer: bool,
}

impl Game {
    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.rules.config
    }

    /// The record of positions (from the start, or from an illegal move that stood, A.5.2).
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The moves of [`Game::record`], each with the position it was played in and what the
    /// scoresheet holds of it, numbered as the state's `ply` counts the game's half-moves: an
    /// odds game's moves in a row at the start (1930 Art. 22.2) are moves like any other, and
    /// castling without the rook given (22.8) is [`Move::Castle`] toward the empty corner, as
    /// `laws::OddsRules` plays it. After an illegal move that stood (A.5.2) the record, and so
    /// this list, starts from the position it left.
    pub fn recorded_moves(&self) -> impl Iterator<Item = RecordedMove<'_>> {
        let skip = self.sheet.rebased_at.unwrap_or(0);
        self.record
            .moves()
            .iter()
            .zip(self.record.positions())
            .zip(self.sheet.plies.get(skip..).unwrap_or_default())
            .enumerate()
            .map(move |(i, ((mv, before), ply))| RecordedMove {
                ply: skip + i + 1,
                before,
                mv: *mv,
                san: &ply.san,
                uci: &ply.uci,
                clock_ms: ply.clock_ms,
                offer: ply.offer,
            })
    }

    /// The moves each player has completed (Art. 6.2.1); an odds game's moves in a row at the
    /// start (1930 Art. 22.2) count for the side that made them.
    pub fn moves_completed(&self) -> BySide<u32> {
        self.sheet.moves
    }

    /// When the flag of the player whose clock runs will fall if nobody moves (Art. 6.1), ms on
    /// the events' time line; `None` when no clock runs (not started, paused, adjourned, over, or
    /// that flag is already down). A server sends a `tick` then, so that the fall is seen on time
    /// (Art. 6.8).
    pub fn flag_due(&self) -> Option<u64> {
        if self.phase.end().is_some() || self.phase.adjourned().is_some() {
            return None;
        }
        let clock = self.clock.as_ref()?;
        let side = clock.reading(self.last_t).running?;
        clock.flag_due(side)
    }

    /// The clock, if the game has one (its time control, periods and mode).
    pub fn clock(&self) -> Option<&clock::Clock> {
        self.clock.as_ref()
    }

    /// The time of the last event fed, ms: the next event may not be earlier.
    pub fn last_t(&self) -> u64 {
        self.last_t
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.phase.end().is_some()
    }

    /// The position's X-FEN.
    pub fn fen(&self) -> String {
        write_fen(self.record.position(), FenStyle::XFen)
    }

    /// The state at `t` with `notices` and `error`.
    pub fn state(&self, t: u64, notices: Vec<Notice>, error: Option<ErrorBody>) -> State {
        let t = t.max(self.last_t);
        let clock = self.clock.as_ref().map(|c| {
            let r = c.reading(t);
            ClockState {
                white_ms: r.remaining_ms.white,
                black_ms: r.remaining_ms.black,
                running: r.running,
                period: r.period,
                moves_to_control: r.moves_to_control,
                paused: r.paused && self.phase.end().is_none(),
                delay_left_ms: r.delay_left_ms,
                flag: r.flag,
            }
        });
        let (mate_demand, mate_demands) = self.demand_state();
        State {
            t,
            ply: self.sheet.plies.len(),
            fen: self.fen(),
            to_move: self.to_move(),
            clock,
            draw_offer: self.offers.standing,
            illegal_moves: self.irregular.penalised,
            result: self.outcome(),
            notices,
            error,
            started: self.phase.started(),
            category: self.rules.category.name().to_owned(),
            last_move: self.sheet.plies.last().map(|p| LastMove {
                san: p.san.clone(),
                uci: p.uci.clone(),
            }),
            adjourned: self.phase.adjourned().map(|a| a.envelope.clone()),
            must_move: self.must_move_state(),
            mate_demand,
            mate_demands,
            pending_claim: self.phase.judgement().map(Judgement::state),
            restore: self.restore_state(),
        }
    }

    /// The result with its points (Art. 10), once the game is over: the phase's ending scored
    /// by the competition's scoring, with the arbiter's point adjustments (12.9.4, 12.9.5; see
    /// `phase::Over::outcome`).
    pub fn outcome(&self) -> Option<Outcome> {
        self.phase.over().map(|over| {
            over.outcome(
                self.rules.config.regulations.scoring,
                self.desk.point_adjust,
            )
        })
    }
}
