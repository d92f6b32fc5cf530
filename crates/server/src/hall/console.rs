//! A result the arbiter declares in a board's game, in the order of his acts (issue 35, item 1),
//! wherever he declared it: from the event's result screen and its default-time forfeits
//! ([`super::routes`]), or from the game's own console (`POST /api/games/{id}/events`, with the
//! event's arbiter token or the game's own: [`after_console`]). The decisions are the rules
//! crates': which rulings declare a result (`game::Ruling::declares_result`: Art. 12.1, 6.7.1,
//! 11.7, 11.8, 12.9.6, 12.9.8), whether it is still the game's last step
//! (`game::Game::declaration`), and the event's step ([`tournament::hall::Tournament::ruling`],
//! [`tournament::hall::Tournament::ruling_withdrawn`]); here the game is read and the step
//! journalled through [`super::write`] (decided again on the fresh journal when another process
//! wrote first).
//!
//! A declaration withdrawn from the game's console (`withdraw_declaration`: Art. 12.1, 12.2.2,
//! 11.10) is journalled too ([`Step::RulingWithdrawn`](super::model::Step::RulingWithdrawn)): the event's undo then never offers a
//! ruling that is gone.

use std::sync::Arc;

use protocol::{Action, Ruling};

use super::{HallLive, write};
use crate::error::ApiError;
use crate::hub::Hub;
use crate::live::Live;

/// What the game says after the arbiter's ruling: its last step, its state, and the result he
/// declared while that declaration is still the game's last step.
struct Read {
    seq: i64,
    state: protocol::State,
    declared: Option<String>,
}

async fn read(g: &Live) -> Read {
    let inner = g.inner.lock().await;
    Read {
        seq: inner.seq,
        state: inner.state.clone(),
        declared: inner.game.declaration().map(|r| r.to_string()),
    }
}

/// Journals in event `live` the arbiter's declaration just made in its game `g` ([`Step::Ruled`](super::model::Step::Ruled),
/// decided by the machine), once the game holds it as its last step; nothing when the game
/// moved on meanwhile (the declaration can no longer be withdrawn) or it is no board of the
/// event. The board's fact is the game's at once, so that the undo offers it.
pub async fn declared(hub: &Arc<Hub>, live: &Arc<HallLive>, g: &Live) -> Result<(), ApiError> {
    let read = read(g).await;
    let Some(result) = read.declared else {
        return Ok(());
    };
    live.seen(&g.id, read.seq, &read.state);
    let mut hall = live.synced(hub).await?;
    write(hub, live, &mut hall, |hall| {
        Ok((
            hall.ruling(&g.id, &result, read.seq).into_iter().collect(),
            (),
        ))
    })
    .await
}

/// Journals in event `live` the arbiter's declaration just withdrawn from its game `g`'s
/// console ([`Step::RulingWithdrawn`](super::model::Step::RulingWithdrawn), decided by the machine); the board's fact is the game's at
/// once.
async fn withdrawn(hub: &Arc<Hub>, live: &Arc<HallLive>, g: &Live) -> Result<(), ApiError> {
    let read = read(g).await;
    live.seen(&g.id, read.seq, &read.state);
    let mut hall = live.synced(hub).await?;
    write(hub, live, &mut hall, |hall| {
        Ok((
            hall.ruling_withdrawn(&g.id, read.seq).into_iter().collect(),
            (),
        ))
    })
    .await?;
    live.observe_now(&mut hall);
    Ok(())
}

/// After `action`, accepted in game `g` from its own console: a ruling that declares a result,
/// or withdraws one, in a game of an event is journalled in the event (see the module). The
/// game's step stands whatever the event's journal answers: a failure to journal it is logged,
/// and the event's undo then does not offer that ruling.
pub async fn after_console(hub: &Arc<Hub>, g: &Live, action: &Action) {
    let Action::Arbiter(ruling) = action else {
        return;
    };
    let withdrawal = matches!(ruling, Ruling::WithdrawDeclaration);
    if !withdrawal && !ruling.declares_result() {
        return;
    }
    let Some(halls) = hub.store().halls() else {
        return;
    };
    let event = match halls.event_of_game(&g.id).await {
        Ok(Some(event)) => event,
        Ok(None) => return,
        Err(e) => {
            tracing::warn!(game = %g.id, "the event of a game ruled on cannot be read: {e}");
            return;
        }
    };
    let journalled = match super::get(hub, &event).await {
        Ok(live) if withdrawal => withdrawn(hub, &live, g).await,
        Ok(live) => declared(hub, &live, g).await,
        Err(e) => Err(e),
    };
    if let Err(e) = journalled {
        tracing::warn!(event = %event, game = %g.id, "a ruling from the game's console is not in the event's journal: {e:?}");
    }
}
