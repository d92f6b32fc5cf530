//! Engine players. An engine seat is a player like any other: it is given the real clock
//! (`wtime btime winc binc movestogo`, a delay passed as the increment), its move goes through
//! the same checks as a person's, and if it crashes or hangs its clock runs on and it loses on
//! time as a player would (Art. 6.9) — the flag timer sees to that, and the server stays up.

use std::sync::Arc;
use std::time::Duration;

use game::Game;
use protocol::{Action, Seat, Side, State};

use crate::hub::Hub;
use crate::live::{Inner, Live, moves_of};
use crate::uci::{EngineSpec, Go, Uci};

/// How long past its flag an engine is waited for (the flag timer ends the game first).
const GRACE: Duration = Duration::from_secs(1);

/// How long an engine may think in a game without a clock.
const UNTIMED: Duration = Duration::from_secs(10);

/// Subscribes the engine seats to the hub's steps ([`Hub::steps`], issue 31 point 3: the hub
/// calls nobody): each step of a game this process owns wakes its engine on move; a game over
/// stops its engines, in every process. The task holds the hub weakly and ends with it.
pub(crate) fn subscribe(hub: &Arc<Hub>) {
    if tokio::runtime::Handle::try_current().is_err() {
        tracing::warn!("no runtime: the engine seats do not play");
        return;
    }
    // Only the steps of games with an engine seat: for the others `wake` does nothing (no
    // engine to start or stop), and a game's seats never change while it is held.
    let mut steps = hub.steps.subscribe_where(|step| has_engine(&step.live));
    let hub = Arc::downgrade(hub);
    tokio::spawn(async move {
        while let Some(step) = steps.recv().await {
            let Some(hub) = hub.upgrade() else {
                break;
            };
            let mut inner = step.live.inner.lock().await;
            if step.owner || inner.state.result.is_some() {
                wake(&hub, &step.live, &mut inner);
            }
        }
    });
}

/// After a step: if an engine is on move and may move, it starts thinking; if the game is over,
/// the engines are stopped.
fn wake(hub: &Arc<Hub>, live: &Arc<Live>, inner: &mut Inner) {
    let state = &inner.state;
    if state.result.is_some() {
        stop(live);
        return;
    }
    let paused = state.clock.as_ref().is_some_and(|c| c.paused);
    if !state.started || state.adjourned.is_some() || paused {
        return;
    }
    let side = state.to_move;
    let Seat::Engine { engine, level } = live.seat(side) else {
        return;
    };
    if inner.thinking == Some((side, state.ply)) {
        return;
    }
    let Some(program) = hub.engine_program(engine) else {
        tracing::warn!(game = %live.id, engine = %engine, "engine no longer configured");
        return;
    };
    inner.thinking = Some((side, state.ply));
    let (fen, moves, _) = moves_of(&inner.game);
    let (mut go, limit) = go_of(&inner.game, state, side);
    go.movetime = think_cap(*level);
    let task = Think {
        hub: Arc::clone(hub),
        live: Arc::clone(live),
        side,
        ply: state.ply,
        spec: EngineSpec {
            program: program.to_owned(),
            level: *level,
        },
        fen,
        moves,
        go,
        limit,
    };
    tokio::spawn(task.run());
}

/// The longest an engine below full strength thinks on a move: 150 ms a level (level 1: 0.15 s,
/// level 10: 1.5 s, level 19: 2.85 s); level 20 spends its clock as it sees fit.
///
/// This is the site's choice, not the Laws': an engine is a player and may use its clock as it
/// likes (Art. 6). But Stockfish's own time management spends about 25 s of a 3-minute blitz on
/// its first move whatever its `Skill Level`, which no one expects of a weak opponent; lichess's
/// levels cap the time per move in the same way.
pub(crate) fn think_cap(level: u8) -> Option<u64> {
    (level < crate::uci::MAX_LEVEL).then(|| 150 * u64::from(level.max(1)))
}

/// The engine's `go`: the clock as it stands, and how long to wait for it.
fn go_of(game: &Game, state: &State, side: Side) -> (Go, Duration) {
    let Some((clock, shown)) = game.clock().zip(state.clock.as_ref()) else {
        let go = Go {
            wtime: UNTIMED.as_millis() as u64,
            btime: UNTIMED.as_millis() as u64,
            winc: 0,
            binc: 0,
            movestogo: Some(1),
            movetime: None,
        };
        return (go, UNTIMED + GRACE);
    };
    // The period a player is in (counted from 1) is the clock's to find, past the written ones.
    let bonus = |period: usize| {
        clock
            .control()
            .period(period.saturating_sub(1))
            .map_or(0, |p| p.bonus_ms())
    };
    let go = Go {
        wtime: shown.white_ms,
        btime: shown.black_ms,
        winc: bonus(shown.period.white),
        binc: bonus(shown.period.black),
        movestogo: *shown.moves_to_control.get(side),
        movetime: None,
    };
    let left = match side {
        Side::White => shown.white_ms,
        Side::Black => shown.black_ms,
    } + shown.delay_left_ms.get(side);
    (go, Duration::from_millis(left) + GRACE)
}

struct Think {
    hub: Arc<Hub>,
    live: Arc<Live>,
    side: Side,
    ply: usize,
    spec: EngineSpec,
    fen: String,
    moves: Vec<String>,
    go: Go,
    limit: Duration,
}

impl Think {
    async fn run(self) {
        let answer = self.ask().await;
        match answer {
            Some(text) => {
                let action = Action::Move {
                    by: self.side,
                    text,
                    offer_draw: false,
                };
                let submitted = self
                    .hub
                    .submit_engine_move(&self.live, action, self.ply)
                    .await;
                if let Err(e) = submitted {
                    tracing::info!(game = %self.live.id, side = %self.side, code = %e.body.code, "engine move refused");
                }
            }
            None => {
                tracing::warn!(game = %self.live.id, side = %self.side, "engine gave no move; its clock runs (Art. 6.9)");
            }
        }
        let mut inner = self.live.inner.lock().await;
        if inner.thinking == Some((self.side, self.ply)) {
            inner.thinking = None;
        }
    }

    /// The engine's move, starting the engine if need be; a failed engine is stopped and will be
    /// started again at its next turn.
    async fn ask(&self) -> Option<String> {
        let mut slot = self.live.engines.get(self.side).lock().await;
        if slot.is_none() {
            match Uci::start(&self.spec).await {
                Ok(engine) => *slot = Some(engine),
                Err(e) => {
                    tracing::warn!(game = %self.live.id, error = %e, "engine does not start");
                    return None;
                }
            }
        }
        let engine = slot.as_mut()?;
        match engine
            .best_move(&self.fen, &self.moves, &self.go, self.limit)
            .await
        {
            Ok(text) => Some(text),
            Err(e) => {
                tracing::warn!(game = %self.live.id, error = %e, "engine failed");
                if let Some(engine) = slot.take() {
                    engine.quit().await;
                }
                None
            }
        }
    }
}

/// Stops a game's engines (after the end).
/// Whether a seat of the game is an engine's.
fn has_engine(live: &Live) -> bool {
    [Side::White, Side::Black]
        .iter()
        .any(|s| matches!(live.seat(*s), Seat::Engine { .. }))
}

fn stop(live: &Arc<Live>) {
    if !has_engine(live) {
        return;
    }
    let live = Arc::clone(live);
    tokio::spawn(async move {
        for side in [Side::White, Side::Black] {
            let engine = live.engines.get(side).lock().await.take();
            if let Some(engine) = engine {
                engine.quit().await;
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::think_cap;

    #[test]
    fn weaker_levels_think_briefly_and_full_strength_uses_its_clock() {
        assert_eq!(think_cap(1), Some(150));
        assert_eq!(think_cap(10), Some(1500));
        assert_eq!(think_cap(19), Some(2850));
        assert_eq!(think_cap(20), None);
    }
}
