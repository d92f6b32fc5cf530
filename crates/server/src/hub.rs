//! The games the server holds: creating them, feeding them events (journalled before they are
//! acknowledged), seeing flags fall on time, and bringing games back after a restart.
//!
//! The rules are the `game` crate's; the hub only stamps the time, checks who may send what as
//! the game tells it ([`Action::actor`]), journals, and tells the streams.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::{Arc, Mutex as SyncMutex};
use std::time::Duration;

use futures_util::StreamExt;
use game::{Actor, Game};
use protocol::{Action, ConfigError, CreateGame, Event, Seat, Side, State};
use rand::Rng;

use crate::api_errors as api;
use crate::error::ApiError;
use crate::lease::{self, Lease};
use crate::live::{Inner, Live, Update};
use crate::services::{Feed, Services};
use crate::store::{Append, NewGame, Role, Status, Store, StoreError, StoredGame};
use crate::{now_ms, tokens};

/// How often a server notes that it is alive (to measure, after a crash, how long it was down).
pub const HEARTBEAT: Duration = Duration::from_secs(1);

/// With PostgreSQL, a gap in every process's heartbeats longer than this is downtime, not charged
/// to the player on move.
const DOWN_AFTER_MS: i64 = 2_500;

/// With PostgreSQL, how many times an event is tried when other processes journalled steps of
/// the same game meanwhile (each time after playing them).
const ATTEMPTS: usize = 5;

/// The server's options that the rules do not decide.
#[derive(Clone, Debug)]
pub struct Options {
    /// Engines a seat may name, each with the program that runs it.
    pub engines: Vec<(String, String)>,
    /// Keep-alive period of the streams.
    pub keepalive: Duration,
    /// The web board's build (`index.html` and `assets/`), served on the same origin; `None`:
    /// no web board, its pages answer 503 `web_not_built`.
    pub web: Option<PathBuf>,
    /// Serial devices of DGT boards plugged into the server, which the arbiter may attach to a
    /// game (`arbiter serve --board PATH`; [`crate::board`]). No other path is ever opened.
    pub boards: Vec<String>,
    /// The bounds on connections and request bodies ([`crate::connections`]).
    pub limits: crate::Limits,
    /// A game created and never started that belongs to no event is deleted this long after
    /// its creation ([`Hub::expire`]); `None`: never.
    pub expire_unstarted: Option<Duration>,
}

/// The default of [`Options::expire_unstarted`]: a day. A game is created to be played: the
/// web board's home page starts it at once, an arbiter a little before the round; one left a day
/// unstarted was abandoned (or made by a script: 20,000 in 15 s, issue 34). An event's games
/// wait for their round however long, and never expire.
pub const EXPIRE_UNSTARTED: Duration = Duration::from_secs(24 * 3600);

/// How many games the background replay brings back at once.
const RECOVER_AT_ONCE: usize = 32;

/// How many games one expiry deletes at most (one transaction; the sweeper comes back a minute
/// later for the rest).
const EXPIRE_BATCH: i64 = 5_000;

impl Default for Options {
    fn default() -> Options {
        Options {
            engines: vec![("stockfish".to_owned(), "stockfish".to_owned())],
            keepalive: Duration::from_secs(7),
            web: None,
            boards: Vec::new(),
            limits: crate::Limits::default(),
            expire_unstarted: Some(EXPIRE_UNSTARTED),
        }
    }
}

/// The games held by one server process.
#[derive(Debug)]
pub struct Hub {
    pub(crate) store: Store,
    /// The games held, by id: looked up at every request, with foldhash's hasher (seeded at
    /// random, as the standard one; the keys are ids this server made, never a client's
    /// choice) rather than SipHash (issue 36, seventh pass).
    games: SyncMutex<HashMap<String, Arc<Live>, foldhash::fast::RandomState>>,
    /// The options.
    pub options: Options,
    /// This process's id (in the heartbeat table, and the owner of its games).
    pub server_id: String,
    /// The services beside the games, found by type (the events held, the attached boards:
    /// [`Services`]).
    pub services: Services,
    /// Each journalled step of a game, told to whoever subscribes (the engine seats, subscribed
    /// by the composition, [`Hub::new`] in `lib.rs`): the hub calls nobody and knows nothing of
    /// them (issue 31, point 3).
    pub steps: Feed<GameStep>,
    /// This process's lease: which games' flag timers and engines it runs ([`crate::lease`]).
    pub lease: Lease,
    /// The digests of tokens known to be the server's, for the rate limit: those of the games
    /// held here are noted as they are admitted ([`Hub::admit`]).
    pub(crate) issued: tokens::Issued,
    /// The task renewing the lease, once started.
    lease_task: SyncMutex<Option<tokio::task::AbortHandle>>,
    /// After a restart that followed downtime: when the server was last alive and when it came
    /// back (ms since the Unix epoch); each running clock is paused over it as its game comes
    /// back ([`Hub::get`]).
    downtime: SyncMutex<Option<(i64, i64)>>,
    /// Whether the background replay after a restart is over ([`Hub::recover_in_background`]).
    replayed: std::sync::atomic::AtomicBool,
}

/// What a restart must bring back ([`Hub::begin_recovery`]): the games being played, newest
/// first. The others have no clock running and nothing beside them: they are read back when
/// first asked for.
#[derive(Debug)]
pub struct Recovery {
    /// The ids of the games started and not over.
    pub games: Vec<String>,
}

/// Who sends an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sender {
    /// A token's holder.
    Token(Role),
    /// The server itself: flag timer, engines, recovery.
    Server,
}

/// A game's step, as the hub's [`Hub::steps`] tells it: after each journalled step, and when a
/// game comes back or is taken over.
#[derive(Clone, Debug)]
pub struct GameStep {
    /// The game.
    pub live: Arc<Live>,
    /// Its step.
    pub seq: i64,
    /// Whether this process owns the game ([`crate::lease`]): runs its timer and engines.
    pub owner: bool,
}

impl Hub {
    /// A hub over a store; nobody subscribes to its steps yet ([`Hub::new`] subscribes the
    /// engines).
    pub(crate) fn assemble(store: Store, options: Options) -> Arc<Hub> {
        let lease = Lease::new(store.shared());
        let hub = Arc::new(Hub {
            store,
            games: SyncMutex::new(HashMap::default()),
            options,
            server_id: format!("{:016x}", rand::thread_rng().r#gen::<u64>()),
            services: Services::default(),
            steps: Feed::default(),
            lease,
            issued: tokens::Issued::default(),
            lease_task: SyncMutex::new(None),
            downtime: SyncMutex::new(None),
            replayed: std::sync::atomic::AtomicBool::new(false),
        });
        // With a shared store, the lease is kept from the start (inside a runtime), so that a hub
        // runs the timers and engines of its games whether or not it is served.
        if tokio::runtime::Handle::try_current().is_ok() {
            hub.spawn_lease();
        }
        hub
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Creates a game: checks the config and seats, journals nothing but the game's row, and,
    /// if asked, starts it at once (Art. 6.6).
    pub async fn create(
        self: &Arc<Self>,
        body: CreateGame,
    ) -> Result<(Arc<Live>, protocol::Tokens), ApiError> {
        let (new, tokens, game) = self.prepare(body.config, body.seats)?;
        self.store.create(&new).await?;
        let live = self.admit(new, game).await;
        if body.start {
            self.submit(&live, Action::Start, Sender::Server).await?;
        }
        Ok((live, tokens))
    }

    /// A game to create, checked (config and seats, as `POST /api/games` checks them), with its
    /// tokens (given once; the game keeps their hashes): nothing is stored yet.
    pub(crate) fn prepare(
        &self,
        config: protocol::Config,
        seats: protocol::Seats,
    ) -> Result<(NewGame, protocol::Tokens, Game), ApiError> {
        let game = Game::new(config.clone()).map_err(config_error)?;
        for side in [Side::White, Side::Black] {
            let seat = match side {
                Side::White => &seats.white,
                Side::Black => &seats.black,
            };
            if let Seat::Engine { engine, level } = seat {
                if !self.options.engines.iter().any(|(name, _)| name == engine) {
                    return Err(api::ERROR_UNKNOWN_ENGINE.refuse(game::params! {
                        "side" => side,
                        "engine" => api::escaped(engine),
                        "known" => self.engine_names(),
                    }));
                }
                if !(1..=20).contains(level) {
                    return Err(api::ERROR_BAD_LEVEL.refuse(game::params! {
                        "side" => side,
                        "level" => *level,
                    }));
                }
            }
        }
        let tokens = protocol::Tokens {
            white: tokens::generate(),
            black: tokens::generate(),
            arbiter: tokens::generate(),
        };
        let hashes = vec![
            (tokens::hash(&tokens.white), Role::White),
            (tokens::hash(&tokens.black), Role::Black),
            (tokens::hash(&tokens.arbiter), Role::Arbiter),
        ];
        let new = NewGame {
            id: new_id(),
            config,
            seats,
            created_ms: now_ms(),
            tokens: hashes,
        };
        Ok((new, tokens, game))
    }

    /// Holds a game just stored ([`Hub::prepare`], then the store): in memory, and, with a
    /// shared store, owned by this process.
    pub(crate) async fn admit(self: &Arc<Self>, new: NewGame, game: Game) -> Arc<Live> {
        // The process that creates a game owns it, unless another took it in the meantime (it
        // had no owner for a moment: a takeover names every unfinished game without one).
        if self.store.shared() {
            match self.store.claim(&new.id, &self.server_id).await {
                Ok(true) => {
                    self.lease.claimed(&new.id);
                }
                Ok(false) => {}
                Err(e) => {
                    tracing::warn!(game = %new.id, error = %e, "not claimed; a process will take it over")
                }
            }
        }
        // Its tokens are the server's: the rate limit need not ask the store at each seat's
        // first request (issue 36, eighth pass).
        for (digest, _) in tokens::digests(&new.tokens) {
            self.issued.insert(digest);
        }
        let state = game.state(0, Vec::new(), None);
        let live = Arc::new(Live::new(
            new.id.clone(),
            new.created_ms,
            new.seats,
            new.tokens,
            game,
            0,
            state,
        ));
        let _ = live.back.set(());
        let live = self.insert(live);
        tracing::info!(game = %live.id, "created");
        live
    }

    fn engine_names(&self) -> String {
        let names: Vec<&str> = self
            .options
            .engines
            .iter()
            .map(|(n, _)| n.as_str())
            .collect();
        names.join(", ")
    }

    /// The program of a named engine.
    pub(crate) fn engine_program(&self, name: &str) -> Option<&str> {
        self.options
            .engines
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, p)| p.as_str())
    }

    fn insert(&self, live: Arc<Live>) -> Arc<Live> {
        let mut games = self.games.lock().unwrap_or_else(|p| p.into_inner());
        Arc::clone(games.entry(live.id.clone()).or_insert(live))
    }

    fn held(&self, id: &str) -> Option<Arc<Live>> {
        let games = self.games.lock().unwrap_or_else(|p| p.into_inner());
        games.get(id).cloned()
    }

    /// A game, from memory or else from its journal (then its flag timer and engines start).
    /// After a restart, a game read back is brought back before anyone touches it: its clock
    /// paused over the downtime ([`Hub::begin_recovery`]), its timer and engines started; a
    /// second request for it meanwhile waits for that, not for the other games.
    pub async fn get(self: &Arc<Self>, id: &str) -> Result<Arc<Live>, ApiError> {
        let live = match self.held(id) {
            Some(live) => live,
            None => self.load(id).await?,
        };
        // Boxed: run once a game, after a restart, and large (it submits); every request's
        // future would carry its size (issue 36).
        live.back
            .get_or_init(|| Box::pin(self.bring_back(&live)))
            .await;
        Ok(live)
    }

    /// A game read back from its journal: its clock paused over the downtime if the server was
    /// down while it ran, then its timer and engines started.
    async fn bring_back(self: &Arc<Self>, live: &Arc<Live>) {
        let downtime = *self.downtime.lock().unwrap_or_else(|p| p.into_inner());
        if let Some((down, back)) = downtime {
            self.pause_for_downtime(live, down, back).await;
        }
        self.activate(live).await;
    }

    /// Replays a game's journal into memory, without starting its timer or engines.
    async fn load(&self, id: &str) -> Result<Arc<Live>, ApiError> {
        if !valid_id(id) {
            return Err(ApiError::not_found(id));
        }
        let stored = self.store.load(id).await?;
        let live = Arc::new(replay(stored)?);
        Ok(self.insert(live))
    }

    /// Starts what runs beside a game: its flag timer and its engines.
    async fn activate(self: &Arc<Self>, live: &Arc<Live>) {
        let mut inner = live.inner.lock().await;
        self.after_step(live, &mut inner);
    }

    /// Feeds an event from `sender` to a game, stamped with the server's time, and answers the
    /// state once the event is journalled and durable. A refused event changes nothing and
    /// writes nothing.
    pub async fn submit(
        self: &Arc<Self>,
        live: &Arc<Live>,
        action: Action,
        sender: Sender,
    ) -> Result<State, ApiError> {
        self.submit_at(live, action, sender, None).await
    }

    pub(crate) async fn submit_at(
        self: &Arc<Self>,
        live: &Arc<Live>,
        action: Action,
        sender: Sender,
        at: Option<u64>,
    ) -> Result<State, ApiError> {
        self.submit_checked(live, action, sender, at, None).await
    }

    /// An engine's move, journalled only if the game is still at the ply the engine was asked
    /// about and this process still owns the game: a move thought for another position, or by
    /// a process that lost the game to another, is dropped, so no engine move is journalled
    /// twice (issue 26, point 5).
    pub(crate) async fn submit_engine_move(
        self: &Arc<Self>,
        live: &Arc<Live>,
        action: Action,
        ply: usize,
    ) -> Result<State, ApiError> {
        self.submit_checked(live, action, Sender::Server, None, Some(ply))
            .await
    }

    async fn submit_checked(
        self: &Arc<Self>,
        live: &Arc<Live>,
        action: Action,
        sender: Sender,
        at: Option<u64>,
        engine_ply: Option<usize>,
    ) -> Result<State, ApiError> {
        let mut inner = live.inner.lock().await;
        let mut attempt = 0;
        loop {
            attempt += 1;
            let last = attempt >= ATTEMPTS;
            // The writer's turn on the journal; first play what other processes journalled
            // meanwhile, as far as the turn knows (PostgreSQL's turn is optimistic: its append
            // says if the copy here was behind).
            let turn = self.store.turn(&live.id, inner.seq).await?;
            if !turn.missed.is_empty() {
                self.catch_up(live, &mut inner, turn.missed);
            }
            permitted(sender, &action)?;
            if let Some(ply) = engine_ply
                && (inner.state.ply != ply
                    || inner.state.result.is_some()
                    || !self.lease.owns(&live.id))
            {
                return Err(stale_engine_move());
            }
            let now = at.unwrap_or_else(|| since(live.created_ms, now_ms()));
            let event = Event::new(now.max(inner.game.last_t()), action.clone());
            let state = inner.game.apply(&event);
            if let Some(error) = &state.error {
                // A refused event changes nothing in the game (`Game::apply`), but for what its
                // look at the clock found (Art. 6.8: a flag is down when somebody sees it), told
                // by the refusal's notices: that look is a tick at the event's time, journalled
                // as one so that the journal and the game here agree.
                if !state.notices.is_empty() {
                    let seen = State {
                        error: None,
                        ..state.clone()
                    };
                    let append = Append {
                        game_id: live.id.clone(),
                        seq: inner.seq + 1,
                        status: Status::of(&seen),
                        result: seen.result.as_ref().map(|o| o.result.to_string()),
                        event: Event::new(event.t, Action::Tick),
                    };
                    let seq = append.seq;
                    match turn.writer.append(append).await {
                        Ok(()) => self.publish(live, &mut inner, seq, seen),
                        // Back to the journal, whatever it holds.
                        Err(_) => Box::pin(self.rewind(live, &mut inner)).await,
                    }
                }
                // With a shared store the copy here may be behind another process's steps
                // (a reply refused as out of turn because the move before it is not here yet):
                // play them and try again.
                if self.store.shared() && !last {
                    let missed = self.store.events_after(&live.id, inner.seq).await?;
                    if !missed.is_empty() {
                        // Play the missed steps on the journal's game.
                        Box::pin(self.reread(live, &mut inner)).await?;
                        continue;
                    }
                }
                return Err(ApiError::refused(error.clone()));
            }
            // A tick that saw nothing is not a step: nothing to journal or announce.
            if matches!(event.action, Action::Tick)
                && state.notices.is_empty()
                && state.result == inner.state.result
            {
                self.schedule_flag(live, &mut inner);
                return Ok(state);
            }
            let append = Append {
                game_id: live.id.clone(),
                seq: inner.seq + 1,
                status: Status::of(&state),
                result: state.result.as_ref().map(|o| o.result.to_string()),
                event,
            };
            let seq = append.seq;
            match turn.writer.append(append).await {
                Ok(()) => {
                    self.publish(live, &mut inner, seq, state.clone());
                    return Ok(state);
                }
                Err(StoreError::Conflict { .. }) if !last => {
                    // Another process journalled this step first: back to the journal, play its
                    // steps, and try again on top of them.
                    Box::pin(self.reread(live, &mut inner)).await?;
                }
                Err(error) => {
                    // The game in memory went a step further than its journal: go back to the
                    // journal.
                    Box::pin(self.rewind(live, &mut inner)).await;
                    return Err(error.into());
                }
            }
        }
    }

    /// Plays steps that another process journalled.
    fn catch_up(self: &Arc<Self>, live: &Arc<Live>, inner: &mut Inner, steps: Vec<(i64, Event)>) {
        for (seq, event) in steps {
            if seq != inner.seq + 1 {
                continue;
            }
            let state = inner.game.apply(&event);
            self.publish(live, inner, seq, state);
        }
    }

    /// Puts the game in memory back to its journal's step `inner.seq` (undoing what an event
    /// not journalled did to it), then plays the steps journalled after it, telling the
    /// streams of each.
    async fn reread(self: &Arc<Self>, live: &Arc<Live>, inner: &mut Inner) -> Result<(), ApiError> {
        let mut stored = self.store.load(&live.id).await?;
        let seen = usize::try_from(inner.seq)
            .unwrap_or(0)
            .min(stored.events.len());
        let later: Vec<(i64, Event)> = stored
            .events
            .split_off(seen)
            .into_iter()
            .zip(inner.seq + 1..)
            .map(|(event, seq)| (seq, event))
            .collect();
        let again = replay(stored)?.inner.into_inner();
        inner.game = again.game;
        inner.seq = again.seq;
        inner.state = again.state;
        self.catch_up(live, inner, later);
        Ok(())
    }

    /// Brings a game in memory up to its journal (after a NOTIFY from another process).
    pub async fn refresh(self: &Arc<Self>, id: &str, seq: i64) -> Result<(), StoreError> {
        if !self.store.shared() {
            return Ok(());
        }
        let Some(live) = self.held(id) else {
            return Ok(());
        };
        let mut inner = live.inner.lock().await;
        if inner.seq >= seq {
            return Ok(());
        }
        let missed = self.store.events_after(id, inner.seq).await?;
        self.catch_up(&live, &mut inner, missed);
        Ok(())
    }

    /// Renames the players of a held game (issue 35, item 8: the invited player names
    /// himself): the config stored with the new names, then the game in memory read again from
    /// its journal with it (the names are its record's tags; its state does not change).
    /// `false` when the store's conditional update found a seat named meanwhile (issue 35,
    /// item 5: by another request or process); the game is read again either way.
    pub(crate) async fn rename(
        self: &Arc<Self>,
        live: &Arc<Live>,
        config: &protocol::Config,
    ) -> Result<bool, ApiError> {
        let mut inner = live.inner.lock().await;
        let renamed = self.store.set_names(&live.id, config).await?;
        self.rewind(live, &mut inner).await;
        Ok(renamed)
    }

    async fn rewind(self: &Arc<Self>, live: &Arc<Live>, inner: &mut Inner) {
        match self
            .store
            .load(&live.id)
            .await
            .map_err(ApiError::from)
            .and_then(replay)
        {
            Ok(fresh) => {
                let again = fresh.inner.into_inner();
                inner.game = again.game;
                inner.seq = again.seq;
                inner.state = again.state;
            }
            Err(error) => {
                tracing::error!(game = %live.id, error = %error.body.message, "cannot reread the journal; the game is dropped from memory");
                let mut games = self.games.lock().unwrap_or_else(|p| p.into_inner());
                games.remove(&live.id);
            }
        }
    }

    /// A journalled step: tell the streams, set the flag timer, tell the subscribers.
    fn publish(self: &Arc<Self>, live: &Arc<Live>, inner: &mut Inner, seq: i64, state: State) {
        inner.seq = seq;
        // Nobody may be watching: then the line is not written (issue 36: most moves of a
        // loaded server have no stream). A stream subscribes before it reads the game under
        // this lock ([`Live::feed`]), so one that comes later starts from this state.
        if live.updates.receiver_count() > 0 {
            // Tagged `state` (issue 35, item 9): the stream's lines say what they are.
            let line = protocol::to_line(&crate::live::Tagged {
                kind: "state",
                value: &state,
            });
            let update = Update {
                seq,
                state: state.clone(),
                line,
            };
            let _ = live.updates.send(Arc::new(update));
        }
        inner.state = state;
        self.after_step(live, inner);
    }

    /// What runs beside a game after a step: its flag timer, in the game's owner only
    /// ([`crate::lease`]; elsewhere any timer left is stopped); and the step told to the
    /// subscribers ([`Hub::steps`]), who know whether this process owns the game.
    fn after_step(self: &Arc<Self>, live: &Arc<Live>, inner: &mut Inner) {
        let owner = self.lease.owns(&live.id);
        if owner {
            self.schedule_flag(live, inner);
        } else if let Some(timer) = inner.timer.take() {
            timer.abort();
        }
        self.steps.tell(&GameStep {
            live: Arc::clone(live),
            seq: inner.seq,
            owner,
        });
    }

    /// Art. 6.8: a flag falls on time, not when the next request comes. A tick is sent the
    /// moment the flag of the player on move is due.
    fn schedule_flag(self: &Arc<Self>, live: &Arc<Live>, inner: &mut Inner) {
        if let Some(timer) = inner.timer.take() {
            timer.abort();
        }
        let Some(due) = inner.game.flag_due() else {
            return;
        };
        let now = since(live.created_ms, now_ms());
        // One ms after the due time, and never a busy loop.
        let wait = due.saturating_sub(now).saturating_add(1).max(5);
        let hub = Arc::clone(self);
        let game = Arc::clone(live);
        let task = tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(wait)).await;
            // The owner alone notices a fall on time: if the lease was lost meanwhile, the
            // process that took the game over has its own timer.
            if !hub.lease.owns(&game.id) {
                return;
            }
            if let Err(e) = hub.submit(&game, Action::Tick, Sender::Server).await {
                tracing::debug!(game = %game.id, code = %e.body.code, "tick refused");
            }
        });
        inner.timer = Some(task.abort_handle());
    }

    /// After a restart: notes whether the server was down while clocks ran (then each running
    /// clock is paused from the last sign of life to now as its game comes back, so the time the
    /// server was down is charged to nobody: Art. 6.11.1, the arbiter stops the clocks while the
    /// game cannot go on, and a notice says so), and lists the games being played. Games created
    /// and not started, adjourned or over have no clock running: they are read back when first
    /// asked for.
    pub async fn begin_recovery(&self) -> Result<Recovery, ApiError> {
        let now = now_ms();
        let last = self.store.last_alive().await?;
        // With a store of its own (SQLite, memory) this process is the only server: any gap since
        // the last heartbeat is downtime. With a shared one (PostgreSQL) another process may be
        // serving the games: only when no process has been alive for a while were they down.
        let threshold = if self.store.shared() {
            DOWN_AFTER_MS
        } else {
            0
        };
        if let Some(down) = last.filter(|alive| now - alive > threshold) {
            *self.downtime.lock().unwrap_or_else(|p| p.into_inner()) = Some((down, now));
        }
        let games = self
            .store
            .list(Some(Status::Started), i64::MAX)
            .await?
            .into_iter()
            .map(|summary| summary.id)
            .collect();
        Ok(Recovery { games })
    }

    /// Brings back the games being played, one after the other, in a task of its own, while the
    /// listener serves: a request for a game not yet back brings that one back first
    /// ([`Hub::get`]). Logs `journals replayed` with the count and the time taken.
    pub fn recover_in_background(self: &Arc<Self>, recovery: Recovery) {
        let hub = Arc::clone(self);
        tokio::spawn(async move {
            let began = std::time::Instant::now();
            let count = recovery.games.len();
            // Several at once: their downtime pauses share the store's group commits.
            futures_util::stream::iter(recovery.games)
                .for_each_concurrent(RECOVER_AT_ONCE, |id| {
                    let hub = Arc::clone(&hub);
                    async move {
                        if let Err(e) = hub.get(&id).await {
                            tracing::error!(game = %id, error = %e.body.message, "cannot replay");
                        }
                    }
                })
                .await;
            hub.replayed
                .store(true, std::sync::atomic::Ordering::Release);
            tracing::info!(
                games = count,
                ms = began.elapsed().as_millis() as u64,
                "journals replayed"
            );
        });
    }

    /// Whether the background replay started by [`Hub::recover_in_background`] is over.
    pub fn replayed(&self) -> bool {
        self.replayed.load(std::sync::atomic::Ordering::Acquire)
    }

    /// After a restart, as [`Hub::begin_recovery`] then each game brought back, awaited: the
    /// number of games being played.
    pub async fn recover(self: &Arc<Self>) -> Result<usize, ApiError> {
        let recovery = self.begin_recovery().await?;
        let count = recovery.games.len();
        for id in recovery.games {
            if let Err(e) = self.get(&id).await {
                tracing::error!(game = %id, error = %e.body.message, "cannot replay");
            }
        }
        Ok(count)
    }

    async fn pause_for_downtime(self: &Arc<Self>, live: &Arc<Live>, down_ms: i64, now: i64) {
        let running = {
            let inner = live.inner.lock().await;
            inner
                .state
                .clock
                .as_ref()
                .is_some_and(|c| c.running.is_some() && !c.paused)
                && inner.state.result.is_none()
        };
        if !running {
            return;
        }
        let from = since(live.created_ms, down_ms);
        let to = since(live.created_ms, now);
        let reason = format!(
            "the server was down for {:.1} s; that time is charged to nobody",
            (now - down_ms) as f64 / 1000.0
        );
        let pause = Action::Pause {
            by: None,
            reason: Some(reason),
        };
        match self
            .submit_at(live, pause, Sender::Server, Some(from))
            .await
        {
            Ok(state) if state.result.is_none() => {
                if let Err(e) = self
                    .submit_at(live, Action::Resume, Sender::Server, Some(to))
                    .await
                {
                    tracing::error!(game = %live.id, code = %e.body.code, "cannot resume after downtime");
                }
            }
            Ok(_) => {}
            Err(e) => {
                tracing::error!(game = %live.id, code = %e.body.code, "cannot pause for downtime")
            }
        }
    }

    /// Notes every [`HEARTBEAT`] that this server is alive, until the runtime stops; with a
    /// shared store, also keeps this process's lease ([`Hub::spawn_lease`]).
    pub fn spawn_heartbeat(self: &Arc<Self>) {
        self.spawn_lease();
        let hub = Arc::clone(self);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(HEARTBEAT);
            loop {
                every.tick().await;
                if let Err(e) = hub.store.heartbeat(&hub.server_id, now_ms()).await {
                    tracing::warn!(error = %e, "heartbeat not written");
                }
            }
        });
    }

    /// With a shared store: every [`lease::RENEW`], renews this process's lease, takes over the
    /// games of processes whose lease ran out, and starts the flag timers and engines of the
    /// games it owns now. Without one, does nothing: this process owns every game.
    pub fn spawn_lease(self: &Arc<Self>) {
        if !self.store.shared() {
            return;
        }
        let mut slot = self.lease_task.lock().unwrap_or_else(|p| p.into_inner());
        if slot.is_some() {
            return;
        }
        // A weak reference: the task ends with the hub (a hub dropped stops owning its games,
        // as a process that dies does).
        let hub = Arc::downgrade(self);
        let task = tokio::spawn(async move {
            let mut every = tokio::time::interval(lease::RENEW);
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            let mut renewals: u32 = 0;
            loop {
                every.tick().await;
                let Some(hub) = hub.upgrade() else { return };
                hub.renew_lease(renewals.is_multiple_of(lease::FULL_EVERY))
                    .await;
                renewals = renewals.wrapping_add(1);
            }
        });
        *slot = Some(task.abort_handle());
    }

    /// One renewal of the lease and takeover ([`Hub::spawn_lease`]): with `full`, or after a
    /// gap in the lease, listing every game this process owns; otherwise only those it takes
    /// over now (issue 36: the full list, twice a second, read every unfinished game).
    async fn renew_lease(self: &Arc<Self>, full: bool) {
        let sent = std::time::Instant::now();
        let ttl = i64::try_from(lease::TTL.as_millis()).unwrap_or(i64::MAX);
        let renewed = tokio::time::timeout(lease::Lease::renewal_timeout(), async {
            self.store.renew_lease(&self.server_id, ttl).await?;
            if !full && self.lease.valid() {
                let taken = self.store.take_over_new(&self.server_id).await?;
                // Recorded at once, if the lease held without a gap.
                if let Some(renewal) = self.lease.renewed_new(sent, taken) {
                    return Ok(Owned::Taken(renewal));
                }
            }
            self.store.take_over(&self.server_id).await.map(Owned::All)
        })
        .await;
        let owned = match renewed {
            Ok(Ok(Owned::All(owned))) => owned,
            Ok(Ok(Owned::Taken(renewal))) => {
                self.start_taken(renewal).await;
                return;
            }
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "lease not renewed");
                self.lease.failed();
                return;
            }
            Err(_) => {
                tracing::warn!("lease not renewed in time");
                self.lease.failed();
                return;
            }
        };
        let renewal = self.lease.renewed(sent, owned);
        self.start_taken(renewal).await;
    }

    /// Starts the games a renewal says this process now runs: those not held here are read
    /// from their journals; of those held, only the copies behind their journal read the steps
    /// they missed, found in one query ([`Storage::ahead`](crate::store::Storage::ahead);
    /// issue 36: after a lapse of the lease every held game is owned again, and each read its
    /// journal, one query a game).
    async fn start_taken(self: &Arc<Self>, renewal: lease::Renewal) {
        if renewal.start.is_empty() {
            return;
        }
        tracing::info!(
            games = renewal.start.len(),
            "games taken over or owned again"
        );
        let mut held = Vec::new();
        let mut seen = Vec::new();
        for id in renewal.start {
            match self.held(&id) {
                Some(live) => {
                    seen.push((id, live.inner.lock().await.seq));
                    held.push(live);
                }
                None => {
                    if let Err(e) = self.get(&id).await {
                        tracing::warn!(game = %id, code = %e.body.code, "cannot run a game taken over");
                    }
                }
            }
        }
        let ahead: HashSet<String> = match self.store.ahead(&seen).await {
            Ok(ahead) => ahead.into_iter().collect(),
            Err(e) => {
                tracing::warn!(error = %e, "cannot tell which games are behind; reading them all");
                seen.into_iter().map(|(id, _)| id).collect()
            }
        };
        for live in held {
            if let Err(e) = self.adopt(&live, ahead.contains(&live.id)).await {
                tracing::warn!(game = %live.id, code = %e.body.code, "cannot run a game taken over");
            }
        }
    }

    /// Starts the flag timer and engines of a game held here that this process has just come
    /// to own, after reading the steps it missed if its journal is `ahead`.
    async fn adopt(self: &Arc<Self>, live: &Arc<Live>, ahead: bool) -> Result<(), ApiError> {
        let mut inner = live.inner.lock().await;
        if ahead {
            let missed = self.store.events_after(&live.id, inner.seq).await?;
            self.catch_up(live, &mut inner, missed);
        }
        self.after_step(live, &mut inner);
        Ok(())
    }

    /// Stops renewing the lease and gives it up at once: this process runs no game's timer or
    /// engine from now on, and the others take its games over when its lease runs out in the
    /// database. For a process that stops, and for tests that make a process die.
    pub fn stop_lease(&self) {
        let task = self
            .lease_task
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take();
        if let Some(task) = task {
            task.abort();
        }
        self.lease.give_up();
    }

    /// Every minute, forgets the finished games and those never started that nobody watches
    /// (they are read back from their journal if asked for again), so that memory holds the
    /// games in play; and deletes the games never started past [`Options::expire_unstarted`]
    /// ([`Hub::expire`]).
    pub fn spawn_sweeper(self: &Arc<Self>) {
        let hub = Arc::downgrade(self);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(Duration::from_secs(60));
            loop {
                every.tick().await;
                let Some(hub) = hub.upgrade() else { return };
                if let Err(e) = hub.expire().await {
                    tracing::warn!(error = %e, "games never started not expired");
                }
                hub.forget_idle();
            }
        });
    }

    /// Forgets the games nobody watches that are over or not started.
    fn forget_idle(&self) {
        let held: Vec<Arc<Live>> = {
            let games = self.games.lock().unwrap_or_else(|p| p.into_inner());
            games.values().cloned().collect()
        };
        for live in held {
            let idle = live.inner.try_lock().is_ok_and(|inner| {
                inner.state.result.is_some() || (!inner.state.started && inner.timer.is_none())
            });
            // Two references: the map's and this loop's; a request holding it keeps it.
            if idle && live.updates.receiver_count() == 0 && Arc::strong_count(&live) <= 2 {
                let mut games = self.games.lock().unwrap_or_else(|p| p.into_inner());
                games.remove(&live.id);
            }
        }
    }

    /// Deletes the games created more than [`Options::expire_unstarted`] ago and never started
    /// that belong to no event (issue 34, point 5), and forgets them; how many.
    pub async fn expire(&self) -> Result<usize, StoreError> {
        let Some(after) = self.options.expire_unstarted else {
            return Ok(0);
        };
        let before = now_ms().saturating_sub(i64::try_from(after.as_millis()).unwrap_or(i64::MAX));
        let mut count = 0;
        loop {
            let ids = self.store.expire_unstarted(before, EXPIRE_BATCH).await?;
            count += ids.len();
            {
                let mut games = self.games.lock().unwrap_or_else(|p| p.into_inner());
                for id in &ids {
                    games.remove(id);
                }
            }
            if ids.len() < EXPIRE_BATCH as usize {
                break;
            }
            tokio::task::yield_now().await;
        }
        if count > 0 {
            tracing::info!(games = count, "games never started expired");
        }
        Ok(count)
    }

    /// With a shared store (PostgreSQL): listens for steps journalled by other processes and
    /// brings the games held here up to date, so their streams show them.
    pub async fn spawn_listener(self: &Arc<Self>) -> Result<(), StoreError> {
        let Some(mut notes) = self.store.listen().await? else {
            return Ok(());
        };
        let hub = Arc::clone(self);
        tokio::spawn(async move {
            while let Some(note) = notes.next().await {
                match note {
                    Ok((id, seq)) => {
                        if let Err(e) = hub.refresh(&id, seq).await {
                            tracing::warn!(game = %id, error = %e, "cannot catch up");
                        }
                    }
                    Err(e) => {
                        tracing::warn!(error = %e, "listener lost; reconnecting");
                        tokio::time::sleep(Duration::from_millis(200)).await;
                    }
                }
            }
        });
        Ok(())
    }
}

/// What a renewal of the lease read ([`Hub::renew_lease`]).
enum Owned {
    /// Every game the process owns, to be recorded.
    All(Vec<String>),
    /// The games it has just taken over, already recorded.
    Taken(lease::Renewal),
}

/// Who may send what (Art. 6.11.2, 12), as the game tells it ([`Action::actor`]): a seat acts
/// only for its own colour and only as a player may; only the arbiter starts, resumes, and
/// rules, the theory count of a mate demand included (1930 Art. 16.1.f).
fn permitted(sender: Sender, action: &Action) -> Result<(), ApiError> {
    let Sender::Token(role) = sender else {
        return Ok(());
    };
    let seat = match role {
        Role::Arbiter => return Ok(()),
        Role::White => Side::White,
        Role::Black => Side::Black,
    };
    let (by, theory) = match action.actor() {
        Actor::Player(by) => (by, false),
        Actor::TheoryCount(by) => (by, true),
        Actor::Arbiter => {
            return Err(api::ERROR_ARBITER_ONLY_EVENT.bare());
        }
    };
    if by != seat {
        return Err(api::ERROR_NOT_YOUR_SEAT.refuse(game::params! { "seat" => seat, "by" => by }));
    }
    // The theory count of 1930 Art. 16.1.f is the arbiter's ruling: a player demands, the
    // arbiter rules on what theory establishes.
    if theory {
        return Err(api::ERROR_THEORY_ARBITER_ONLY.bare());
    }
    Ok(())
}

/// A game's journal replayed.
fn replay(stored: StoredGame) -> Result<Live, ApiError> {
    let (game, states) = Game::replay(stored.config, &stored.events).map_err(|e| {
        ApiError::from(StoreError::Corrupt {
            game: stored.id.clone(),
            reason: e.to_string(),
        })
    })?;
    if let Some((i, s)) = states.iter().enumerate().find(|(_, s)| s.error.is_some()) {
        tracing::warn!(game = %stored.id, step = i + 1, code = ?s.error.as_ref().map(|e| &e.code), "a journalled event is refused on replay");
    }
    let state = states
        .last()
        .cloned()
        .unwrap_or_else(|| game.state(0, Vec::new(), None));
    Ok(Live::new(
        stored.id,
        stored.created_ms,
        stored.seats,
        stored.tokens,
        game,
        stored.events.len() as i64,
        state,
    ))
}

/// An engine's move for a ply the game has left, or from a process that no longer owns the game:
/// dropped (only logged: no one sent it).
fn stale_engine_move() -> ApiError {
    api::ERROR_STALE_ENGINE_MOVE.bare()
}

/// 400 with the game's refusal of the configuration: its code, and the exact reason by code
/// (`config_refused`, `detail_code` and its params), as the event's `config` is refused.
fn config_error(error: ConfigError) -> ApiError {
    ApiError {
        status: axum::http::StatusCode::BAD_REQUEST,
        body: error.refusal(),
    }
}

/// Milliseconds from `created_ms` to `now_ms` (0 if the wall clock went back).
fn since(created_ms: i64, now_ms: i64) -> u64 {
    u64::try_from(now_ms - created_ms).unwrap_or(0)
}

/// A game id: 8 letters and digits, as lichess writes them.
fn new_id() -> String {
    const ALPHABET: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let mut rng = rand::rngs::OsRng;
    (0..8)
        .map(|_| char::from(ALPHABET[rng.gen_range(0..ALPHABET.len())]))
        .collect()
}

/// Whether a text can be a game id (so that nothing else reaches the database).
pub(crate) fn valid_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 32 && id.bytes().all(|b| b.is_ascii_alphanumeric())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::live::FeedItem;
    use crate::store::Store;

    /// Art. 6.8: the game notices a fallen flag at every event, a refused one too. A refused
    /// event changes nothing in the game but what that look found (`Game::apply`, issue 31):
    /// the look is journalled as the tick it is, at the event's time, so the game in memory
    /// and its journal agree — never a game over in memory whose journal replays to a game
    /// still running — and the hub keeps no copy of the game to undo the refusal.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn art_6_8_a_refused_event_after_the_flag_fell_changes_nothing_the_tick_journals_it() {
        let hub = Hub::new(Store::memory(), Options::default());
        let body: CreateGame =
            serde_json::from_str(r#"{"config":{"time_control":"1"},"start":true}"#)
                .expect("a body");
        let (live, _) = hub.create(body).await.expect("created");
        let mut feed = live.feed(Duration::from_secs(60)).await;
        assert!(matches!(feed.next().await, Some(FeedItem::Full(_))));
        // Black's move, stamped long after White's second ran out: refused by the game.
        let black = Action::Move {
            by: Side::Black,
            text: "e5".to_owned(),
            offer_draw: false,
        };
        let refused = hub
            .submit_at(&live, black, Sender::Token(Role::Black), Some(10_000))
            .await;
        assert!(refused.is_err(), "{refused:?}");
        {
            let inner = live.inner.lock().await;
            assert!(inner.game.is_over(), "the look saw the fall");
            assert_eq!(inner.game.last_t(), 10_000);
            assert_eq!(inner.seq, 2, "the start, then the look as a tick");
        }
        let stored = hub.store.load(&live.id).await.expect("stored");
        assert_eq!(stored.events.len(), 2, "the refused move is not journalled");
        assert_eq!(stored.events[1], Event::new(10_000, Action::Tick));
        let (_, replayed) = Game::replay(stored.config, &stored.events).expect("replays");
        let over = replayed.last().and_then(|s| s.result.as_ref());
        assert_eq!(
            over.map(|o| o.reason),
            Some(laws::Reason::TimeForfeit),
            "the journal replays to the same end"
        );
        // The streams are told of the fall (Art. 6.9: White loses).
        let update = tokio::time::timeout(Duration::from_secs(5), async {
            loop {
                if let Some(FeedItem::State(update)) = feed.next().await {
                    return update;
                }
            }
        })
        .await
        .expect("the fall told within 5 s");
        let result = update.state.result.as_ref().expect("over");
        assert_eq!(result.reason, laws::Reason::TimeForfeit);
        assert_eq!(update.seq, 2);
        assert_eq!(
            update.state.error, None,
            "the tick's state, not the refusal's"
        );
    }
}
