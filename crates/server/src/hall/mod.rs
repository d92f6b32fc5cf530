//! The hall (issue 26): events — a tournament's regulations, players and rounds — run by one
//! arbiter over many games.
//!
//! - An event is a journal of the arbiter's steps ([`model::Step`]), kept by the store's
//!   [`HallStorage`](crate::store::HallStorage); the event in memory ([`HallLive`]) is its
//!   replay.
//! - A round is paired by the Berger tables (round robin, C.05 Annex 1) or the Dutch system
//!   (Swiss, C.04.3, `tournament::dutch`), shown to the arbiter with its explanation, changed by
//!   hand if need be (journalled, with a warning in a FIDE-rated event), then published: each
//!   board becomes an ordinary game, created through the hub as `POST /api/games` creates one.
//! - The event's rules are the `tournament` crate's machine ([`tournament::hall::Tournament`],
//!   issue 31): the journal replayed, with what each board's game says (a [`GameFact`], read
//!   from the game's own journal as it changes, its corrections included); each board's result
//!   is one fact that pairings, standings, crosstable, TRF and PGN read.
//! - One truth on every process (issue 31, point 4): before it answers, a request brings its
//!   event up to the stored journal ([`HallLive::fresh`]: the steps another process appended),
//!   so that a process never serves a stale event; a write is a decision on the hall
//!   ([`write`]) that, when another process journalled first, is decided again on the event
//!   brought up to its journal and written then — never a `409 conflict` that sending again
//!   would cure. A decision the fresh state refuses (the round another process paired first)
//!   is answered with that refusal.
//! - The event's arbiter token rules on every game of the event ([`game_role`]); a route reads
//!   its event, for anyone or for the arbiter only, by [`extract`]'s extractors.
//! - Each published game is followed ([`boards::Watch`]): its compact summary and what needs the
//!   arbiter go to the event's stream.

pub mod boards;
pub mod codes;
pub mod console;
pub mod draft;
pub mod entries;
pub mod extract;
pub mod model;
pub mod routes;
pub mod withdrawn;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex as SyncMutex};

use axum::http::{HeaderMap, header};
use protocol::events::{BoardLine, BoardLinks, HallEvent, HallRound, HallView};
use rand::Rng;
use serde_json::Value;
use tokio::sync::{Mutex, MutexGuard, broadcast};

use crate::error::ApiError;
use crate::hub::Hub;
use crate::store::{HallStorage, NewEvent, Role};
use crate::{now_ms, tokens};
use boards::{BoardSummary, Item, Seated, Watch};
use model::{Hall, Spec, Step};
use tournament::hall::GameFact;

/// How many lines a slow stream of the hall may fall behind before it is sent the hall again.
const BACKLOG: usize = 1024;

/// How many times a write that lost the race to another process is decided again on the fresh
/// journal before it gives up (`409 conflict`): each loss means another process wrote, so only
/// a storm of writers to one event reaches it.
const ATTEMPTS: u32 = 64;

/// The events one server process holds in memory.
#[derive(Debug, Default)]
pub struct Halls {
    events: SyncMutex<HashMap<String, Arc<HallLive>>>,
    /// Writes that lost the race to another process and were decided again.
    retried: AtomicU64,
}

/// An event in memory.
#[derive(Debug)]
pub struct HallLive {
    /// Its id.
    pub id: String,
    token_hash: String,
    /// The replay of its journal; held while a step is journalled.
    pub hall: Mutex<Hall>,
    /// Each published board's watch, by game id.
    watches: SyncMutex<HashMap<String, Watch>>,
    /// The stream's lines (without their newline).
    lines: broadcast::Sender<Arc<String>>,
    /// What each published game says of its result, by game id, as its watch last saw it.
    facts: SyncMutex<HashMap<String, GameFact>>,
}

/// The halls of a store, or 503 when it keeps none.
pub(crate) fn storage(hub: &Hub) -> Result<&dyn HallStorage, ApiError> {
    hub.store().halls().ok_or_else(|| codes::NO_EVENTS.bare())
}

impl HallLive {
    fn new(id: String, token_hash: String, hall: Hall) -> HallLive {
        HallLive {
            id,
            token_hash,
            hall: Mutex::new(hall),
            watches: SyncMutex::new(HashMap::new()),
            lines: broadcast::channel(BACKLOG).0,
            facts: SyncMutex::new(HashMap::new()),
        }
    }

    fn watches(&self) -> std::sync::MutexGuard<'_, HashMap<String, Watch>> {
        self.watches.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Whether a request carries the event's arbiter token (compared by hash, in constant time).
    pub fn is_arbiter(&self, headers: &HeaderMap) -> bool {
        bearer(headers).is_some_and(|t| {
            tokens::role_of(t, &[(self.token_hash.clone(), Role::Arbiter)]).is_some()
        })
    }

    /// 401 unless the request carries the event's arbiter token.
    pub fn require_arbiter(&self, headers: &HeaderMap) -> Result<(), ApiError> {
        if bearer(headers).is_none() {
            return Err(codes::NO_TOKEN.bare());
        }
        if self.is_arbiter(headers) {
            Ok(())
        } else {
            Err(codes::NOT_EVENT_ARBITER.bare())
        }
    }

    fn facts(&self) -> std::sync::MutexGuard<'_, HashMap<String, GameFact>> {
        self.facts.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Records what game `game` says now, from its watch's summary: its result, with the step
    /// that gave it (kept while the result stays the same).
    fn tell(&self, game: &str, summary: &BoardSummary, seq: i64) {
        let mut facts = self.facts();
        match &summary.result {
            Some(result) => {
                let short = summary.ply < 2;
                let same = facts
                    .get(game)
                    .is_some_and(|f| &f.result == result && f.short == short);
                if !same {
                    facts.insert(
                        game.to_owned(),
                        GameFact {
                            result: result.clone(),
                            short,
                            seq,
                        },
                    );
                }
            }
            None => {
                facts.remove(game);
            }
        }
    }

    /// Takes game `game`'s state after step `seq` at once, without waiting for its follower
    /// (issue 35, item 1: a declaration withdrawn is the board's at once on every page).
    pub fn seen(&self, game: &str, seq: i64, state: &protocol::State) {
        let summary = {
            let mut watches = self.watches();
            let Some(w) = watches.get_mut(game) else {
                return;
            };
            w.step(seq, state);
            w.summary.clone()
        };
        self.tell(game, &summary, seq);
    }

    /// [`HallLive::observe`], for a route that changed a game (issue 35, item 1).
    pub fn observe_now(&self, hall: &mut Hall) {
        self.observe(hall);
        self.send(&self.view(hall));
    }

    /// Gives the machine what each published board's game says now.
    fn observe(&self, hall: &mut Hall) {
        let facts = self.facts();
        let boards: Vec<(usize, usize, Option<GameFact>)> = hall
            .rounds
            .iter()
            .flat_map(|r| {
                r.games
                    .iter()
                    .enumerate()
                    .map(|(i, g)| (r.number, i + 1, facts.get(g).cloned()))
            })
            .collect();
        drop(facts);
        for (round, board, fact) in boards {
            hall.observe(round, board, fact);
        }
    }

    /// The hall, held, brought up to the stored journal (the steps another process appended:
    /// issue 31, point 4; the games of a round it published are followed) and to what its games
    /// say.
    pub async fn fresh(self: &Arc<Self>, hub: &Arc<Hub>) -> Result<MutexGuard<'_, Hall>, ApiError> {
        let mut hall = self.hall.lock().await;
        self.catch_up(hub, &mut hall).await?;
        self.observe(&mut hall);
        Ok(hall)
    }

    /// Applies the steps stored after the hall's last; follows the games of the rounds they
    /// publish.
    async fn catch_up(self: &Arc<Self>, hub: &Arc<Hub>, hall: &mut Hall) -> Result<(), ApiError> {
        let texts = storage(hub)?.event_steps_after(&self.id, hall.seq).await?;
        if texts.is_empty() {
            return Ok(());
        }
        let mut published = Vec::new();
        for text in &texts {
            let step = parse_step(&self.id, text)?;
            if let Step::Published { round, .. } = &step {
                published.push(*round);
            }
            hall.apply(&step);
        }
        tracing::info!(event = %self.id, steps = texts.len(), "event brought up to its journal");
        for summary in summaries(hall)
            .into_iter()
            .filter(|s| published.contains(&s.round))
        {
            follow(hub, self, summary).await;
        }
        self.send(&self.view(hall));
        Ok(())
    }

    /// After a write lost the race to another process: counted, and the hall brought up to the
    /// stored journal and to what its games say, to be decided on again.
    async fn lost(self: &Arc<Self>, hub: &Arc<Hub>, hall: &mut Hall) -> Result<(), ApiError> {
        hub.services
            .get::<Halls>()
            .retried
            .fetch_add(1, Ordering::Relaxed);
        self.catch_up(hub, hall).await?;
        self.observe(hall);
        Ok(())
    }

    /// [`HallLive::fresh`], its boards' results brought up to their games' now without waiting
    /// for the followers (a result just journalled counts at once for the next pairing and the
    /// standings).
    pub async fn synced(
        self: &Arc<Self>,
        hub: &Arc<Hub>,
    ) -> Result<MutexGuard<'_, Hall>, ApiError> {
        let mut hall = self.hall.lock().await;
        self.catch_up(hub, &mut hall).await?;
        self.sync(hub, &hall).await;
        self.observe(&mut hall);
        Ok(hall)
    }

    async fn sync(&self, hub: &Arc<Hub>, hall: &Hall) {
        let games: Vec<String> = hall
            .rounds
            .iter()
            .flat_map(|r| r.games.iter().cloned())
            .collect();
        for g in games {
            let open = self
                .watches()
                .get(&g)
                .is_some_and(|w| w.summary.result.is_none());
            if !open {
                continue;
            }
            let Ok(game) = hub.get(&g).await else {
                continue;
            };
            let (seq, state) = {
                let inner = game.inner.lock().await;
                (inner.seq, inner.state.clone())
            };
            if state.result.is_some()
                && let Some(w) = self.watches().get_mut(&g)
            {
                w.step(seq, &state);
                self.tell(&g, &w.summary, seq);
            }
        }
    }

    /// The open queue, oldest first, without what the arbiter acknowledged.
    pub fn queue(&self, hall: &Hall) -> Vec<Item> {
        let watches = self.watches();
        let mut items: Vec<Item> = watches
            .values()
            .flat_map(|w| w.items.iter().cloned())
            .filter(|i| !hall.acknowledged.contains(&i.id))
            .collect();
        items.sort_by(|a, b| a.since_ms.cmp(&b.since_ms).then(a.id.cmp(&b.id)));
        items
    }

    /// The boards of round `n`: a published board as its game shows it, a paired one as paired.
    pub fn boards(&self, hall: &Hall, n: usize) -> Vec<BoardSummary> {
        let Some(round) = hall.round(n) else {
            return Vec::new();
        };
        let watches = self.watches();
        round
            .boards
            .iter()
            .enumerate()
            .map(|(i, b)| {
                if let Some(w) = round.games.get(i).and_then(|g| watches.get(g)) {
                    let mut s = w.summary.clone();
                    // The event's record, where it is the board's result (issue 31: a later
                    // correction in the game takes over).
                    if let Some(d) = hall.decided(n, i + 1) {
                        s.result = Some(d.result.clone());
                        s.decided = Some(d.clone());
                    }
                    return s;
                }
                paired_summary(hall, n, i + 1, *b, round.games.get(i).cloned())
            })
            .collect()
    }

    /// The hall as the arbiter's page shows it: the event, the current round's boards, the
    /// queue. The stream's first line.
    pub fn view(&self, hall: &Hall) -> HallView {
        let current = hall.rounds.len();
        let round = hall.round(current);
        HallView {
            kind: "hall",
            event: HallEvent {
                id: hall.id.clone(),
                name: hall.spec.name.clone(),
                system: hall.spec.system,
                rounds_planned: hall.planned_rounds(),
                players: hall.players.len(),
                fide_rated: hall.spec.fide_rated,
                default_time_ms: hall.spec.config.regulations.default_time_ms,
                clock_mode: serde_json::to_value(&hall.spec.config)
                    .ok()
                    .and_then(|c| c.get("clock_mode").cloned()),
            },
            // The server's wall clock, so a page counts running clocks down without trusting
            // its own.
            now_ms: now_ms(),
            round: HallRound {
                number: current,
                published: round.is_some_and(|r| r.published),
                boards: self.boards(hall, current),
                bye: round.and_then(|r| r.bye).map(|tpn| seated(hall, tpn)),
                explanation: round.map_or(Value::Null, |r| r.explanation.clone()),
                changes: round.map_or(Vec::new(), |r| r.changes.clone()),
                // Issue 35, item 2: the draft no longer matches the absences (`draft_outdated`).
                outdated: round
                    .filter(|r| !r.published)
                    .and_then(|r| hall.check_publish(r.number).err())
                    .and_then(|e| serde_json::to_value(codes::refusal(&e).body).ok()),
            },
            // Issue 35, item 4: the arbiter's last act, which an undo takes back.
            undo: draft::last_act(hall),
            queue: self.queue(hall),
            absences: hall.absences.clone(),
        }
    }

    fn send(&self, line: &impl serde::Serialize) {
        // Its keys in alphabetical order, as the `json!` lines were (`extract::sorted`).
        let Some(line) = extract::sorted(line) else {
            return;
        };
        // Nobody may be watching: that is fine.
        let _ = self.lines.send(Arc::new(line.to_string()));
    }

    /// Follows the stream: the hall's view first, then a line at each change.
    pub fn subscribe(&self) -> broadcast::Receiver<Arc<String>> {
        self.lines.subscribe()
    }
}

fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(tokens::bearer)
}

fn seated(hall: &Hall, tpn: u16) -> Seated {
    let p = hall.player(tpn);
    Seated {
        tpn,
        name: p.map(|p| p.name.clone()).unwrap_or_default(),
        rating: p.and_then(|p| p.rating),
    }
}

fn paired_summary(
    hall: &Hall,
    round: usize,
    board: usize,
    b: model::Pair,
    game: Option<String>,
) -> BoardSummary {
    BoardSummary {
        round,
        board,
        game,
        white: seated(hall, b.white),
        black: seated(hall, b.black),
        status: "paired",
        result: None,
        reason: None,
        ply: 0,
        to_move: None,
        clock: None,
        at_ms: 0,
        seq: 0,
        open: Vec::new(),
        decided: None,
    }
}

/// Every published board, as paired (the games' states are read by [`follow`]).
fn summaries(hall: &Hall) -> Vec<BoardSummary> {
    let mut all = Vec::new();
    for r in &hall.rounds {
        for (i, (b, g)) in r.boards.iter().zip(&r.games).enumerate() {
            all.push(paired_summary(hall, r.number, i + 1, *b, Some(g.clone())));
        }
    }
    all
}

/// An event id: 8 letters and digits, as a game's.
fn new_id() -> String {
    const ALPHABET: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let mut rng = rand::rngs::OsRng;
    (0..8)
        .map(|_| char::from(ALPHABET[rng.gen_range(0..ALPHABET.len())]))
        .collect()
}

impl Halls {
    /// How many writes of this process lost the race to another process's and were decided
    /// again on the fresh journal (issue 31, point 4): never answered `409` for it.
    pub fn retried(&self) -> u64 {
        self.retried.load(Ordering::Relaxed)
    }

    fn held(&self, id: &str) -> Option<Arc<HallLive>> {
        let events = self.events.lock().unwrap_or_else(|p| p.into_inner());
        events.get(id).cloned()
    }

    fn insert(&self, live: Arc<HallLive>) -> Arc<HallLive> {
        let mut events = self.events.lock().unwrap_or_else(|p| p.into_inner());
        Arc::clone(events.entry(live.id.clone()).or_insert(live))
    }
}

/// Creates an event: answers it and its arbiter's token (given once; only its hash is kept).
pub async fn create(hub: &Arc<Hub>, spec: Spec) -> Result<(Arc<HallLive>, String), ApiError> {
    spec.check()?;
    let store = storage(hub)?;
    let token = tokens::generate();
    let new = NewEvent {
        id: new_id(),
        created_ms: now_ms(),
        spec: serde_json::to_string(&spec).map_err(|_| codes::EVENT_NOT_WRITTEN.bare())?,
        token_hash: tokens::hash(&token),
    };
    store.create_event(&new).await?;
    let hall = Hall::new(new.id.clone(), new.created_ms, spec);
    let live =
        hub.services
            .get::<Halls>()
            .insert(Arc::new(HallLive::new(new.id, new.token_hash, hall)));
    tracing::info!(event = %live.id, "event created");
    Ok((live, token))
}

/// An event, from memory or else from its journal (then its games are followed again).
pub async fn get(hub: &Arc<Hub>, id: &str) -> Result<Arc<HallLive>, ApiError> {
    if let Some(live) = hub.services.get::<Halls>().held(id) {
        return Ok(live);
    }
    if !crate::hub::valid_id(id) {
        return Err(no_event(id));
    }
    let stored = storage(hub)?.load_event(id).await.map_err(|e| match e {
        crate::store::StoreError::NotFound(_) => no_event(id),
        other => other.into(),
    })?;
    let spec: Spec = serde_json::from_str(&stored.spec).map_err(|e| {
        ApiError::from(crate::store::StoreError::Corrupt {
            game: id.to_owned(),
            reason: format!("event spec: {e}"),
        })
    })?;
    let mut hall = Hall::new(stored.id.clone(), stored.created_ms, spec);
    for text in &stored.steps {
        hall.apply(&parse_step(id, text)?);
    }
    let games = summaries(&hall);
    let mine = Arc::new(HallLive::new(stored.id, stored.token_hash, hall));
    let live = hub.services.get::<Halls>().insert(Arc::clone(&mine));
    if !Arc::ptr_eq(&mine, &live) {
        // Another request read it back first, and follows its games.
        return Ok(live);
    }
    for summary in games {
        follow(hub, &live, summary).await;
    }
    Ok(live)
}

/// A stored step, read.
fn parse_step(id: &str, text: &str) -> Result<Step, ApiError> {
    serde_json::from_str(text).map_err(|e| {
        ApiError::from(crate::store::StoreError::Corrupt {
            game: id.to_owned(),
            reason: format!("event step: {e}"),
        })
    })
}

fn no_event(id: &str) -> ApiError {
    codes::NO_EVENT.refuse(game::params! { "id" => id })
}

/// A write to the event (issue 31, point 4): `decide` reads the hall and answers the steps to
/// journal (none, or several: all or none are written) and what the route answers; the steps
/// are journalled, applied and told to the stream, one view a step. When another process
/// journalled first, the hall is brought up to the stored journal and `decide` is asked again
/// on that fresh state — its refusal then is the answer, else its steps are written: a lost race
/// is never answered `409`.
pub async fn write<T>(
    hub: &Arc<Hub>,
    live: &Arc<HallLive>,
    hall: &mut Hall,
    mut decide: impl FnMut(&Hall) -> Result<(Vec<Step>, T), ApiError>,
) -> Result<T, ApiError> {
    let store = storage(hub)?;
    let mut attempt = 1;
    loop {
        let (steps, answer) = decide(hall)?;
        if steps.is_empty() {
            return Ok(answer);
        }
        let texts = steps
            .iter()
            .map(serde_json::to_string)
            .collect::<Result<Vec<String>, _>>()
            .map_err(|_| codes::EVENT_NOT_WRITTEN.bare())?;
        match store
            .append_event_steps(&live.id, hall.seq + 1, &texts)
            .await
        {
            Ok(()) => {
                for step in &steps {
                    hall.apply(step);
                    live.send(&live.view(hall));
                }
                return Ok(answer);
            }
            Err(e @ crate::store::StoreError::Conflict { .. }) if attempt < ATTEMPTS => {
                tracing::info!(event = %live.id, attempt, "another process wrote first: deciding again on the fresh journal ({e})");
                live.lost(hub, hall).await?;
                attempt += 1;
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// The role of a request's token on game `game`: the event's arbiter's token is the arbiter of
/// every game of the event (issue 26: one arbiter rules on every board of the hall).
pub async fn game_role(hub: &Arc<Hub>, headers: &HeaderMap, game: &str) -> Option<Role> {
    bearer(headers)?;
    let store = hub.store().halls()?;
    let event = store.event_of_game(game).await.ok()??;
    let live = get(hub, &event).await.ok()?;
    live.is_arbiter(headers).then_some(Role::Arbiter)
}

/// Publishes a paired round: its games, one a board, checked as `POST /api/games` checks a
/// game, then stored with their links to the event and the steps that publish the round (and
/// record the forfeits of a round robin's absent players) in one transaction
/// ([`crate::store::Storage::publish`]): all or nothing, so a crash or a refusal in the middle
/// leaves no game behind (issue 34, point 9). Then the games are held and followed. Answers each
/// board's seat links (given once: only the tokens' hashes are kept).
pub async fn publish(
    hub: &Arc<Hub>,
    live: &Arc<HallLive>,
    hall: &mut Hall,
    n: usize,
) -> Result<Vec<BoardLinks>, ApiError> {
    let mut attempt = 1;
    let prepared = loop {
        let round = hall.round(n).cloned().ok_or_else(|| no_round(n))?;
        if round.published {
            return Err(codes::ROUND_PUBLISHED.refuse(game::params! { "round" => n }));
        }
        // Issue 35, item 2: a draft made before an absence of its round is paired again (or
        // changed) before it is published.
        hall.check_publish(n).map_err(|e| codes::refusal(&e))?;
        storage(hub)?;
        let mut prepared = Vec::with_capacity(round.boards.len());
        for (i, b) in round.boards.iter().enumerate() {
            let mut config = hall.spec.config.clone();
            config.white = seated(hall, b.white).name;
            config.black = seated(hall, b.black).name;
            let seats = hall.spec.seats_of(i + 1);
            let human = (
                matches!(seats.white, protocol::Seat::Human),
                matches!(seats.black, protocol::Seat::Human),
            );
            let (new, tokens, game) = hub.prepare(config, seats)?;
            prepared.push((new, tokens, game, human));
        }
        let games: Vec<String> = prepared.iter().map(|(new, ..)| new.id.clone()).collect();
        let mut steps = vec![Step::Published {
            round: n,
            games: games.clone(),
        }];
        // A round robin pairs every player by its table: a player absent from the round
        // (withdrawn, excluded: Art. 12.9.8, 12.9.9) loses that game by forfeit (6.7.1), recorded
        // in the event at once, with the publication; the game is not started ([`routes`]' start
        // skips it).
        for (i, b) in round.boards.iter().enumerate() {
            let result = match (hall.absence(b.white, n), hall.absence(b.black, n)) {
                (Some(_), Some(_)) => "-/-",
                (Some(_), None) => "-/+",
                (None, Some(_)) => "+/-",
                (None, None) => continue,
            };
            let notes: Vec<codes::Note> = [b.white, b.black]
                .into_iter()
                .filter_map(|tpn| hall.absence(tpn, n).map(|a| codes::absent(tpn, n, a.kind)))
                .collect();
            let why: Vec<&str> = notes.iter().map(|note| note.text.as_str()).collect();
            let reason = Some(why.join("; "));
            steps.push(Step::Decided {
                round: n,
                board: i + 1,
                decided: model::Decided {
                    result: result.to_owned(),
                    reason,
                    notes,
                    game_seq: None,
                },
            });
        }
        let texts = steps
            .iter()
            .map(serde_json::to_string)
            .collect::<Result<Vec<String>, _>>()
            .map_err(|_| codes::EVENT_NOT_WRITTEN.bare())?;
        let news: Vec<crate::store::NewGame> =
            prepared.iter().map(|(new, ..)| new.clone()).collect();
        let written = hub
            .store()
            .publish(&live.id, hall.seq + 1, &texts, &news)
            .await;
        match written {
            Ok(()) => {
                for step in &steps {
                    hall.apply(step);
                }
                break prepared;
            }
            // Another process wrote first (issue 31, point 4): nothing was written, the round
            // is decided again on the fresh journal (published by the other: refused then).
            Err(crate::store::StoreError::Conflict { .. }) if attempt < ATTEMPTS => {
                live.lost(hub, hall).await?;
                attempt += 1;
            }
            Err(e) => return Err(e.into()),
        }
    };
    let mut links = Vec::with_capacity(prepared.len());
    for (i, (new, t, game, human)) in prepared.into_iter().enumerate() {
        let id = hub.admit(new, game).await.id.clone();
        links.push(BoardLinks {
            board: i + 1,
            white: human.0.then(|| format!("/game/{id}#white={}", t.white)),
            black: human.1.then(|| format!("/game/{id}#black={}", t.black)),
            arbiter: format!("/game/{id}/arbiter"),
            game: id,
        });
    }
    for summary in summaries(hall).into_iter().filter(|s| s.round == n) {
        follow(hub, live, summary).await;
    }
    live.send(&live.view(hall));
    Ok(links)
}

pub(crate) fn no_round(n: usize) -> ApiError {
    codes::NO_ROUND.refuse(game::params! { "round" => n })
}

/// Follows a published game: its summary and queue items from its journal, then from each new
/// state, each change sent to the event's stream. Stops once the game is over.
async fn follow(hub: &Arc<Hub>, live: &Arc<HallLive>, summary: BoardSummary) {
    let Some(game) = summary.game.clone() else {
        return;
    };
    let Ok(g) = hub.get(&game).await else {
        tracing::warn!(event = %live.id, game = %game, "a game of the event cannot be read");
        return;
    };
    // Subscribe first, then read the journal: no step falls between the two.
    let mut updates = g.updates.subscribe();
    let mut watch = Watch::new(summary, g.created_ms);
    // Published: the game exists, not started until its first step says otherwise.
    watch.summary.status = crate::store::Status::Created.as_str();
    if let Ok(stored) = hub.store().load(&game).await
        && let Ok((_, states)) = game::Game::replay(stored.config, &stored.events)
    {
        for (i, state) in states.iter().enumerate() {
            watch.step(i as i64 + 1, state);
            live.tell(&game, &watch.summary, i as i64 + 1);
        }
    }
    live.watches().insert(game.clone(), watch);
    // Followed after its end too: a result corrected in the game (its console) is the
    // board's (issue 31).
    let live = Arc::clone(live);
    tokio::spawn(async move {
        loop {
            let (seq, state) = match updates.recv().await {
                Ok(update) => (update.seq, update.state.clone()),
                Err(broadcast::error::RecvError::Lagged(_)) => {
                    let inner = g.inner.lock().await;
                    (inner.seq, inner.state.clone())
                }
                Err(broadcast::error::RecvError::Closed) => break,
            };
            let line = {
                let mut watches = live.watches();
                let Some(w) = watches.get_mut(&game) else {
                    break;
                };
                w.step(seq, &state);
                live.tell(&game, &w.summary, seq);
                w.summary.clone()
            };
            let queue = {
                let hall = live.hall.lock().await;
                live.queue(&hall)
            };
            live.send(&BoardLine {
                kind: "board",
                board: line,
                queue,
                now_ms: now_ms(),
            });
        }
    });
}
