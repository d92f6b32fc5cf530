//! A game's place in its event (issue 35, item 8): the event that published it, the round and
//! the board, read from the hall's record of its games (the store's link from game to event,
//! and the event's rounds), never from the game, which knows nothing above it. The game's view
//! (`GET /api/games/{id}`) and its stream's `game` lines carry it as `event`.

use std::sync::Arc;

use crate::hub::Hub;
use crate::live::EventRef;

/// The event, round and board of game `game`; `None` for a game of no event (or when the store
/// keeps no events, or the event cannot be read: the game page then simply names none).
pub async fn event_of(hub: &Arc<Hub>, game: &str) -> Option<EventRef> {
    let halls = hub.store().halls()?;
    let event = halls.event_of_game(game).await.ok()??;
    let live = crate::hall::get(hub, &event).await.ok()?;
    let hall = live.hall.lock().await;
    hall.rounds.iter().find_map(|r| {
        let at = r.games.iter().position(|g| g == game)?;
        Some(EventRef {
            id: hall.id.clone(),
            name: hall.spec.name.clone(),
            round: r.number,
            board: at + 1,
        })
    })
}
