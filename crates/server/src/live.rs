//! A game held in memory: its `Game` (the replay of its journal), the number of its last
//! journalled step, and a broadcast of every new state to the streams that watch it.

use std::sync::Arc;
use std::time::Duration;

use game::Game;
use protocol::{BySide, Config, Seat, Seats, Side, State};
use serde::Serialize;
use tokio::sync::{Mutex, broadcast};
use tokio::task::AbortHandle;

use crate::store::{Role, Status};
use crate::uci::Uci;

/// How many states a slow stream may fall behind before it is sent the whole game again.
const BACKLOG: usize = 256;

/// A new journalled state, as sent to the streams.
#[derive(Debug)]
pub struct Update {
    /// The step's number in the journal.
    pub seq: i64,
    /// The state after it.
    pub state: State,
    /// The state as one JSON line (without the newline), written once for every stream.
    pub line: String,
}

/// A game in memory.
#[derive(Debug)]
pub struct Live {
    /// Its id.
    pub id: String,
    /// Wall-clock creation time, ms since the Unix epoch: event times count from it.
    pub created_ms: i64,
    /// Its seats.
    pub seats: Seats,
    /// Its tokens' hashes and roles.
    pub(crate) tokens: Vec<(String, Role)>,
    /// The same hashes read back into digests, compared at every request
    /// ([`Live::role_of_digest`]).
    digests: Vec<([u8; 32], Role)>,
    pub(crate) updates: broadcast::Sender<Arc<Update>>,
    pub(crate) inner: Mutex<Inner>,
    /// The engine playing each engine seat, started at its first move.
    pub(crate) engines: BySide<Mutex<Option<Uci>>>,
    /// Set once the game is back after a restart (its downtime paused, its timer and engines
    /// started) or was created here: a request waits for it before touching the game
    /// ([`crate::Hub::get`]).
    pub(crate) back: tokio::sync::OnceCell<()>,
}

/// What changes with each step.
#[derive(Debug)]
pub(crate) struct Inner {
    pub game: Game,
    /// The last journalled step.
    pub seq: i64,
    /// The state after it.
    pub state: State,
    /// The flag timer (Art. 6.8: the fall is seen when it happens, not at the next request).
    pub timer: Option<AbortHandle>,
    /// The engine thinking, and at which ply.
    pub thinking: Option<(Side, usize)>,
}

/// The whole game, as `GET /api/games/{id}` answers and a stream's first line says.
#[derive(Clone, Debug, Serialize)]
pub struct GameView {
    /// The game's id.
    pub id: String,
    /// `created`, `started`, `adjourned` or `finished`.
    pub status: &'static str,
    /// Steps journalled.
    pub seq: i64,
    /// Wall-clock creation time, ms since the Unix epoch.
    pub created_ms: i64,
    /// The config.
    pub config: Config,
    /// The seats.
    pub seats: Seats,
    /// The position the moves start from (X-FEN).
    pub start_fen: String,
    /// The moves played, in UCI.
    pub moves: Vec<String>,
    /// The same moves in SAN as the game recorded them (English letters, with check and mate
    /// marks, as in the PGN and `GET /api/games/{id}/moves`).
    pub san: Vec<String>,
    /// The state after the last step.
    pub state: State,
    /// The server's time when it wrote this view, ms since the game was created (the scale of
    /// `state.t`): a page shows a running clock as `state.clock` less `now_t - state.t`, without
    /// trusting its own wall clock. An addition to the contract.
    pub now_t: i64,
    /// `"game"`: each line of a game's stream says what it is by its `type` (issue 35, item
    /// 9) — `game` (this view), `state`, `board`, `rematch` — never by its keys. An addition.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// The event that published the game, with its round and board (issue 35, item 8),
    /// attached by the server from the hall's record of the game ([`crate::game_event`]): the
    /// game itself knows nothing above it. Absent for a game of no event. An addition.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<EventRef>,
    /// A rematch offered or agreed after the game ([`crate::rematch`]), as the stream's
    /// `rematch` line says it; absent when none. An addition.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rematch: Option<serde_json::Value>,
}

/// A game's place in the event that published it (issue 35, item 8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EventRef {
    /// The event's id.
    pub id: String,
    /// The event's name.
    pub name: String,
    /// The round, from 1.
    pub round: usize,
    /// The board, from 1.
    pub board: usize,
}

/// A value written as a stream line with its `type` (issue 35, item 9): `{"type": kind, ...}`.
#[derive(Serialize)]
pub struct Tagged<'a, T: Serialize> {
    /// What the line is.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// Its fields.
    #[serde(flatten)]
    pub value: &'a T,
}

impl Live {
    pub(crate) fn new(
        id: String,
        created_ms: i64,
        seats: Seats,
        tokens: Vec<(String, Role)>,
        game: Game,
        seq: i64,
        state: State,
    ) -> Live {
        let (updates, _) = broadcast::channel(BACKLOG);
        Live {
            id,
            created_ms,
            seats,
            digests: crate::tokens::digests(&tokens),
            tokens,
            updates,
            inner: Mutex::new(Inner {
                game,
                seq,
                state,
                timer: None,
                thinking: None,
            }),
            engines: BySide {
                white: Mutex::new(None),
                black: Mutex::new(None),
            },
            back: tokio::sync::OnceCell::new(),
        }
    }

    /// The role of a presented token (constant-time comparison of hashes).
    pub fn role_of(&self, token: &str) -> Option<Role> {
        // One comparison for a game's tokens, hashed here or by the rate limit.
        self.role_of_digest(&crate::tokens::digest(token))
    }

    /// The role of a presented token already hashed ([`crate::tokens::digest`]).
    pub fn role_of_digest(&self, digest: &[u8; 32]) -> Option<Role> {
        crate::tokens::role_of_digest(digest, &self.digests)
    }

    /// The seat of a side.
    pub fn seat(&self, side: Side) -> &Seat {
        match side {
            Side::White => &self.seats.white,
            Side::Black => &self.seats.black,
        }
    }

    /// The whole game now.
    pub async fn view(&self) -> GameView {
        let inner = self.inner.lock().await;
        self.view_of(&inner)
    }

    pub(crate) fn view_of(&self, inner: &Inner) -> GameView {
        let (start_fen, moves, san) = moves_of(&inner.game);
        GameView {
            id: self.id.clone(),
            status: Status::of(&inner.state).as_str(),
            seq: inner.seq,
            created_ms: self.created_ms,
            config: inner.game.config().clone(),
            seats: self.seats.clone(),
            start_fen,
            moves,
            san,
            state: inner.state.clone(),
            now_t: crate::now_ms().saturating_sub(self.created_ms),
            kind: "game",
            event: None,
            rematch: None,
        }
    }

    /// A feed of this game: the whole game first, then every new state, and a keep-alive
    /// every `keepalive`.
    pub async fn feed(self: &Arc<Self>, keepalive: Duration) -> Feed {
        // Subscribe before looking, so that no state falls between the two.
        let rx = self.updates.subscribe();
        let view = self.view().await;
        let start = tokio::time::Instant::now() + keepalive;
        Feed {
            seen: view.seq,
            first: Some(FeedItem::Full(Box::new(view))),
            rx,
            live: Arc::clone(self),
            keepalive: tokio::time::interval_at(start, keepalive),
        }
    }
}

/// The start position, and the moves in UCI and SAN, as the game's record holds them
/// ([`Game::recorded_moves`]): the server writes no move itself, so the list shows what the
/// scoresheet shows (SAN with its check and mate marks, castling without the rook given in an
/// odds game as the game writes it, 1930 Art. 22.8), and after an illegal move that stood
/// (A.5.2) it starts, as the record does, from the position that move left.
pub(crate) fn moves_of(game: &Game) -> (String, Vec<String>, Vec<String>) {
    let start = game
        .record()
        .positions()
        .first()
        .map_or_else(String::new, |p| laws::write_fen(p, laws::FenStyle::XFen));
    let (uci, san) = game
        .recorded_moves()
        .map(|m| (m.uci.to_owned(), m.san.to_owned()))
        .unzip();
    (start, uci, san)
}

/// What a feed gives.
#[derive(Debug)]
pub enum FeedItem {
    /// The whole game (first, and again after falling behind).
    Full(Box<GameView>),
    /// A new state.
    State(Arc<Update>),
    /// Nothing new: a keep-alive.
    KeepAlive,
}

/// A subscription to a game's states.
#[derive(Debug)]
pub struct Feed {
    rx: broadcast::Receiver<Arc<Update>>,
    seen: i64,
    first: Option<FeedItem>,
    live: Arc<Live>,
    keepalive: tokio::time::Interval,
}

impl Feed {
    /// The next item; `None` once the game is dropped from memory.
    pub async fn next(&mut self) -> Option<FeedItem> {
        if let Some(first) = self.first.take() {
            return Some(first);
        }
        loop {
            tokio::select! {
                update = self.rx.recv() => match update {
                    Ok(u) if u.seq <= self.seen => continue,
                    Ok(u) => {
                        self.seen = u.seq;
                        return Some(FeedItem::State(u));
                    }
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        let view = self.live.view().await;
                        self.seen = view.seq;
                        return Some(FeedItem::Full(Box::new(view)));
                    }
                    Err(broadcast::error::RecvError::Closed) => return None,
                },
                _ = self.keepalive.tick() => return Some(FeedItem::KeepAlive),
            }
        }
    }

    /// The game fed.
    pub fn live(&self) -> &Arc<Live> {
        &self.live
    }
}
