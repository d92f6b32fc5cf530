//! An electronic board attached to a game over the board (issue 23, point 5): a DGT board's
//! bytes become the game's moves, with the Laws' evidence journalled beside the game's events.
//!
//! # How a board is attached (contract additions)
//! - `POST /api/games/{id}/board` `{"lines": ["<base64>", ...]}`: what the board sent, one
//!   DGT message (or any run of bytes) a line, as `arbiter board --replay` reads it and
//!   `../shared/data/dgt-recordings` holds it. The arbiter's token (the game's, or the event's
//!   arbiter's for a game of his event) attaches the board at its first call; the server stamps
//!   the time.
//! - `POST /api/games/{id}/board` `{"relay": "white" | "black", "lines": [...]}` (lines
//!   optional): the arbiter attaches the board and allows that seat's token to post its bytes
//!   (a laptop at the table relays the board). A seat's token posts a board's bytes only for a
//!   board the arbiter attached naming it (`board_not_allowed` otherwise, issue 34): a seat
//!   never attaches a board by itself.
//! - `POST /api/games/{id}/board` `{"device": "/dev/ttyACM0"}`: the arbiter attaches a board
//!   plugged into the server itself, one of the devices `arbiter serve --board PATH` declared
//!   (an arbitrary path is never opened). The server reads it (9600 baud), asks for a dump, the
//!   clock and updates, and opens it again every second after it fails (unplugged).
//! - `DELETE /api/games/{id}/board`: the arbiter (the game's or the event's) detaches it.
//! - `GET /api/games/{id}/board`: the board's view; the game's stream and WebSocket carry the
//!   same view as a line `{"type":"board", ...}` at each change (only for a game with a board,
//!   so a client that never met a board sees nothing new).
//!
//! # What a board may do (issue 34, point 1)
//! A board is attached by the arbiter, and its decisions carry his rights, never more, and
//! only a board's: the moves it sees completed (either side's: both players play on it), the
//! touches (Art. 4.3) and the squares to put right (7.4, 7.6). A board never starts a game —
//! the board set up right is shown `started` and the arbiter starts the clock (Art. 6.6) —
//! and never rules: any other event it would send is refused (`board_not_entitled`) and shown.
//! The seat that relays it only carries its bytes: what they decide is the board's, under the
//! arbiter's allowance, not the seat's (whose own token still plays only its own side through
//! `/events`).
//!
//! The game must be over the board (`"mode":"otb"`): only there can an illegal move be completed
//! and Art. 7.5 applied.
//!
//! # What the board decides, and what the game receives
//! The bytes go through the pure `eboard` crate ([`eboard::dgt::Reader`], [`Feed`],
//! [`Reconstructor`]); [`eboard::bridge`] turns its decisions into the game's events, the same
//! translation as `arbiter board`'s. Of its decisions:
//! - `board_ready` is shown, not played (Art. 2.3: the pieces stand as they must; the arbiter
//!   starts the clock, 6.6; `setup_wrong` names the squares to put right);
//! - `move_completed` is the player on move's `move` event, stamped with the press's time
//!   (Art. 6.2.1; 6.2.1.2 when completed by his next move without a press);
//! - `illegal_move` is the same `move` event with the move the board shows: the game's
//!   over-the-board path applies Art. 7.5.1 (7.5.2 for a pawn not replaced, which becomes a
//!   queen); `press_without_move` is the `--` move (7.5.3);
//! - `touch` is the player on move's `touch` event (Art. 4.3, 4.4; 1930 Art. 15): the game
//!   decides what it binds him to (`laws::touch`, the same decision as the board's) and refuses
//!   a move that breaks it, and a touch loses the claims of 9.4 and 4.8. A lift seen while a
//!   move stands made on the board (a piece put down elsewhere, not yet pressed) may be the
//!   opponent's reply begun before the press: it is held until the move is completed, and then
//!   goes to whoever the reconstruction gives it (the mover's, before his move; the
//!   opponent's, after it). Lifts of one batch go in the reconstruction's order (4.3.3: the own
//!   piece first when one scan saw both);
//! - a board's move the game refuses because it breaks a binding (`bound_move`: Art. 4.3, 4.3
//!   after 7.5.1; 1930 Art. 15, 17) does not stand: the reconstruction goes back to the game's
//!   position (a sensor row `resync` with its FEN, replayed like the others) and names the
//!   squares to put back (`board_mismatch`, article 4.3);
//! - `board_mismatch` (7.4, 7.6) is the game's `board_mismatch` with the squares to restore, and
//!   `board_restored` the same event with none: the game's state shows them (`restore`);
//! - the others (a displaced piece at the start, a board unplugged) are shown, not played: what
//!   no sensor can tell (intention, "j'adoube", which hand) stays the arbiter's, through the
//!   game's own events (`adjust`, `release_touch`, `claim_breach`).
//!
//! # Evidence and replay
//! Every moment the board sent something, or decided something without bytes (a press's grace
//! over, a board settled), is a row of the game's sensor journal ([`SensorRow`]): the time, the
//! bytes, and the decisions as JSON, durable before the move it decided reaches the game. The
//! rows replay ([`replay`]) through a fresh reconstruction to the same decisions; after a
//! restart the board's session is rebuilt from them (its moves are already in the game's
//! journal), so nothing is lost.

use std::collections::HashMap;
use std::io::{Read as _, Write as _};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex as SyncMutex};
use std::time::Duration;

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use base64::Engine as _;
use eboard::bridge::{Bridge, Submit, refused_for_binding};
use eboard::dgt::{Command, Feed, Reader, Scans};
use eboard::touch::Wire;
use eboard::{Decision, Reconstructor, Sensed, SensorEvent, Settings};
use protocol::Action;
use serde::Deserialize;
use serde_json::{Value, json};
use shakmaty::{Color, Position as _};
use tokio::sync::{Mutex, broadcast, mpsc};
use tokio::task::AbortHandle;

use crate::api_errors as api;
use crate::error::ApiError;
use crate::extract::{json_body, role};
use crate::hub::{Hub, Sender};
use crate::live::Live;
use crate::store::{Role, SensorRow};

/// How often time passes for an attached board when it sends nothing (a press's grace, a board
/// settling: Art. 6.2.1, 7.6).
const TICK: Duration = Duration::from_millis(250);

/// How many board lines a slow stream may fall behind (it then skips to the newest).
const BACKLOG: usize = 64;

/// The routes of a game's board.
pub fn router() -> Router<Arc<Hub>> {
    Router::new().route(
        "/api/games/{id}/board",
        post(attach).get(view).delete(detach),
    )
}

/// The boards of the games a hub holds.
#[derive(Debug, Default)]
pub struct Boards {
    slots: SyncMutex<HashMap<String, Arc<Slot>>>,
}

/// One game's board: its session (once attached) and the lines sent to its streams.
#[derive(Debug)]
struct Slot {
    lines: broadcast::Sender<Arc<str>>,
    session: Mutex<Option<Session>>,
}

/// Where an attached board's bytes come from.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Source {
    /// Posted as base64 lines by the arbiter, or by the seat he allowed to relay them.
    Upload {
        /// The seat whose token may post the bytes besides the arbiter's.
        relay: Option<Role>,
    },
    /// Read by the server from a serial device.
    Device(String),
}

/// An attached board: the pure pipeline from bytes to decisions, and what it shows.
#[derive(Debug)]
pub struct Session {
    source: Source,
    reader: Reader,
    feed: Feed,
    rec: Reconstructor,
    /// The last row of the sensor journal.
    seq: i64,
    /// The time of the last row or tick (ms since the game's creation): the times fed are never
    /// earlier, so a replay of the rows gives the same decisions.
    t: u64,
    clock: Option<Value>,
    restore_article: Option<&'static str>,
    last: Vec<Value>,
    refused: Vec<Value>,
    read_errors: u64,
    ticker: Option<AbortHandle>,
    stop: Option<Arc<AtomicBool>>,
    /// The translation of its decisions into the game's events (the same as `arbiter board`'s).
    bridge: Bridge,
}

/// What the board's rows are made of.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Input {
    Bytes(Vec<u8>),
    Tick,
    Disconnected,
    /// The game refused the move the board completed (a binding broken, Art. 4.3): the
    /// reconstruction goes back to the game's position, this FEN.
    Resync(String),
}

impl Input {
    fn kind(&self) -> &'static str {
        match self {
            Input::Bytes(_) => "bytes",
            Input::Tick => "tick",
            Input::Disconnected => "disconnected",
            Input::Resync(_) => "resync",
        }
    }
}

impl Session {
    /// A board attached to a game standing at `fen` (the start, or the position reached when
    /// attached mid-game: the board must show it for the game to go on, Art. 2.3, 7.4).
    fn new(source: Source, fen: &str, edition: laws::Edition) -> Result<Session, ApiError> {
        let (start, _) = laws::read_fen(fen).map_err(|e| {
            api::ERROR_BAD_POSITION.refuse(game::params! { "detail" => e.to_string() })
        })?;
        let settings = Settings {
            touch_rules: eboard::bridge::touch_rules(edition),
            ..Settings::default()
        };
        Ok(Session {
            source,
            reader: Reader::new(),
            feed: Feed::with(None, Scans::ByTime { gap_ms: 100 }),
            rec: Reconstructor::with_settings(start, settings),
            seq: 0,
            t: 0,
            clock: None,
            restore_article: None,
            last: Vec::new(),
            refused: Vec::new(),
            read_errors: 0,
            ticker: None,
            stop: None,
            bridge: Bridge::new(),
        })
    }

    /// The pure step: an input at `t` becomes decisions (the same live and in a replay).
    fn apply(&mut self, t: u64, input: &Input) -> Vec<Decision> {
        let mut out = Vec::new();
        match input {
            Input::Bytes(bytes) => {
                self.reader.push(bytes);
                while let Some(read) = self.reader.next_message() {
                    match read {
                        Ok(message) => {
                            for event in self.feed.message(t, &message) {
                                self.sensed(&event, &mut out);
                            }
                        }
                        // Garbage is skipped by the reader (resync on a byte with the high
                        // bit set); it is counted and shown, never fatal.
                        Err(_) => self.read_errors += 1,
                    }
                }
            }
            Input::Tick => self.rec.tick(t, &mut out),
            Input::Resync(fen) => {
                if let Ok((pos, _)) = laws::read_fen(fen) {
                    self.bridge.resync(&mut self.rec, pos, &mut out);
                }
            }
            Input::Disconnected => {
                // What was half read is gone with the connection.
                self.reader = Reader::new();
                self.sensed(&SensorEvent::new(t, Sensed::Disconnected), &mut out);
            }
        }
        for decision in &out {
            match decision {
                Decision::SetupWrong { .. }
                | Decision::BoardMismatch { .. }
                | Decision::IllegalMove { .. }
                | Decision::IllegalPosition { .. } => {
                    self.restore_article = Some(decision.article());
                }
                Decision::BoardReady | Decision::BoardRestored => self.restore_article = None,
                _ => {}
            }
        }
        out
    }

    fn sensed(&mut self, event: &SensorEvent, out: &mut Vec<Decision>) {
        if let Sensed::Clock {
            left_ms,
            right_ms,
            running,
            left_flag,
            right_flag,
        } = &event.sensed
        {
            self.clock = Some(json!({
                "left_ms": left_ms, "right_ms": right_ms, "running": running,
                "left_flag": left_flag, "right_flag": right_flag, "t": event.t,
            }));
        }
        self.rec.feed(event, out);
    }

    /// The board as the web page shows it: a line of the stream.
    pub fn view(&self) -> Value {
        let to_move = color(self.rec.position().turn());
        let touched: Vec<Value> = self
            .rec
            .touched()
            .iter()
            .map(|t| json!({"square": t.square.to_string(), "piece": t.piece.char().to_string()}))
            .collect();
        let restore: Vec<Value> = self
            .rec
            .restore()
            .iter()
            .map(|f| json!({"square": f.square.to_string(), "piece": f.piece.map(|p| p.char().to_string())}))
            .collect();
        let restore_article = if restore.is_empty() {
            None
        } else if !self.rec.started() {
            Some("2.3")
        } else {
            self.restore_article.or(Some("7.6"))
        };
        let (source, by, relay, device) = match &self.source {
            Source::Upload { relay } => (
                "upload",
                Some(Role::Arbiter.as_str()),
                relay.map(Role::as_str),
                None,
            ),
            Source::Device(path) => ("device", None, None, Some(path.as_str())),
        };
        let mut clock = self.clock.clone();
        if let (Some(Value::Object(map)), Some(side)) = (&mut clock, self.rec.white_side()) {
            let white = match side {
                eboard::sensor::ClockSide::Left => "left",
                eboard::sensor::ClockSide::Right => "right",
            };
            map.insert("white".into(), json!(white));
        }
        json!({
            "type": "board",
            "seq": self.seq,
            "t": self.t,
            "source": source,
            "by": by,
            "relay": relay,
            "device": device,
            "connected": self.rec.connected(),
            "started": self.rec.started(),
            "board": self.rec.board().board_fen().to_string(),
            "to_move": to_move,
            "touched": touched,
            "binds": Wire(self.rec.binds()),
            "restore": restore,
            "restore_article": restore_article,
            "clock": clock,
            "decisions": self.last,
            "refused": self.refused,
            "read_errors": self.read_errors,
        })
    }
}

fn color(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A decision as the journal and the stream write it: its fields, its `type` (code) and
/// `article`.
pub fn decision_json(decision: &Decision) -> Value {
    let mut value = serde_json::to_value(decision).unwrap_or(Value::Null);
    if let Value::Object(map) = &mut value {
        map.entry("article").or_insert(json!(decision.article()));
    }
    value
}

/// A sensor journal read back through a fresh reconstruction: the session it rebuilds, and
/// the rows whose decisions differ from the ones journalled (none, unless the journal was
/// written by another version of the reconstruction).
pub fn replay(
    rows: &[SensorRow],
    edition: laws::Edition,
) -> Result<(Option<Session>, Vec<i64>), ApiError> {
    let mut session: Option<Session> = None;
    let mut differ = Vec::new();
    for row in rows {
        let t = u64::try_from(row.t).unwrap_or(0);
        match row.kind.as_str() {
            "attach" => {
                let attach: Value = serde_json::from_str(&row.data).map_err(|e| corrupt(row, e))?;
                let fen = attach["fen"].as_str().unwrap_or_default();
                let source = match (attach["device"].as_str(), attach["by"].as_str()) {
                    (Some(path), _) => Source::Device(path.to_owned()),
                    // Issue 34: the arbiter attaches, naming the seat that relays (`relay`).
                    // A row written before that by a seat's token (`"by": "white"`) is read as
                    // that seat relaying: its game was already going on the board.
                    (None, by) => Source::Upload {
                        relay: attach["relay"]
                            .as_str()
                            .or(by)
                            .and_then(Role::parse)
                            .filter(|r| *r != Role::Arbiter),
                    },
                };
                let mut fresh = Session::new(source, fen, edition)?;
                fresh.seq = row.seq;
                fresh.t = t;
                session = Some(fresh);
            }
            "detach" => session = None,
            kind => {
                let Some(s) = session.as_mut() else {
                    continue;
                };
                let input = match kind {
                    "bytes" => Input::Bytes(
                        base64::engine::general_purpose::STANDARD
                            .decode(&row.data)
                            .map_err(|e| corrupt(row, e))?,
                    ),
                    "tick" => Input::Tick,
                    "resync" => Input::Resync(row.data.clone()),
                    _ => Input::Disconnected,
                };
                s.t = s.t.max(t);
                let decisions: Vec<Value> = s.apply(t, &input).iter().map(decision_json).collect();
                let stored: Value =
                    serde_json::from_str(&row.decisions).map_err(|e| corrupt(row, e))?;
                if Value::Array(decisions.clone()) != stored {
                    differ.push(row.seq);
                }
                s.seq = row.seq;
                s.last = decisions;
            }
        }
    }
    Ok((session, differ))
}

fn corrupt(row: &SensorRow, e: impl std::fmt::Display) -> ApiError {
    api::ERROR_CORRUPT_SENSORS.refuse(game::params! {
        "row" => row.seq.to_string(),
        "detail" => e.to_string(),
    })
}

/// Milliseconds since the game's creation, now.
fn now_t(live: &Live) -> u64 {
    u64::try_from(crate::now_ms() - live.created_ms).unwrap_or(0)
}

impl Boards {
    fn slot(&self, id: &str) -> Arc<Slot> {
        let mut slots = self.slots.lock().unwrap_or_else(|p| p.into_inner());
        Arc::clone(slots.entry(id.to_owned()).or_insert_with(|| {
            Arc::new(Slot {
                lines: broadcast::channel(BACKLOG).0,
                session: Mutex::new(None),
            })
        }))
    }

    /// A stream's subscription to a game's board lines: the current view first if a board is
    /// attached, then each new one.
    pub async fn follow(&self, id: &str) -> BoardFeed {
        let slot = self.slot(id);
        let rx = slot.lines.subscribe();
        let first = slot
            .session
            .lock()
            .await
            .as_ref()
            .map(|s| Arc::from(s.view().to_string()));
        crate::services::LineFeed::new(first, rx)
    }
}

/// A subscription to a game's board lines ([`Boards::follow`]).
pub type BoardFeed = crate::services::LineFeed;

/// The session of a game's slot, rebuilt from its sensor journal if the server restarted since
/// the board was attached (time passes for it again; a device is read again once the arbiter
/// attaches it again).
async fn session_of<'a>(
    hub: &Arc<Hub>,
    live: &Arc<Live>,
    slot: &'a Arc<Slot>,
) -> Result<tokio::sync::MutexGuard<'a, Option<Session>>, ApiError> {
    let mut guard = slot.session.lock().await;
    if guard.is_none() {
        let rows = hub.store().sensors(&live.id).await?;
        if !rows.is_empty() {
            let edition = live.inner.lock().await.game.config().edition;
            let (session, differ) = replay(&rows, edition)?;
            if !differ.is_empty() {
                tracing::warn!(game = %live.id, rows = ?differ, "sensor rows replay to other decisions");
            }
            *guard = session;
            if let Some(s) = guard.as_mut() {
                s.ticker = Some(spawn_ticker(hub, live, slot));
            }
        }
    }
    Ok(guard)
}

/// One input on a game's board: decided, journalled, submitted to the game, shown.
async fn step(
    hub: &Arc<Hub>,
    live: &Arc<Live>,
    slot: &Arc<Slot>,
    input: Input,
) -> Result<Option<Value>, ApiError> {
    let mut guard = session_of(hub, live, slot).await?;
    let Some(session) = guard.as_mut() else {
        return Ok(None);
    };
    let t = now_t(live).max(session.t);
    session.t = t;
    let mut input = input;
    loop {
        let decisions = session.apply(t, &input);
        if input == Input::Tick && decisions.is_empty() {
            return Ok(None);
        }
        let values: Vec<Value> = decisions.iter().map(decision_json).collect();
        let row = SensorRow {
            seq: session.seq + 1,
            t: i64::try_from(t).unwrap_or(i64::MAX),
            kind: input.kind().to_owned(),
            data: match &input {
                Input::Bytes(bytes) => base64::engine::general_purpose::STANDARD.encode(bytes),
                Input::Resync(fen) => fen.clone(),
                _ => String::new(),
            },
            decisions: Value::Array(values.clone()).to_string(),
        };
        hub.store().append_sensors(&live.id, &row).await?;
        session.seq = row.seq;
        if matches!(input, Input::Resync(_)) {
            session.last.extend(values);
        } else {
            session.last = values;
            session.refused.clear();
        }
        let started = live.inner.lock().await.state.started;
        let mut resync = false;
        let submits = session.bridge.actions(&session.rec, &decisions, started);
        for Submit {
            at,
            action,
            decision: code,
        } in submits
        {
            match entitled(&action) {
                Entitled::Yes => {}
                // The arbiter starts the clock (Art. 6.6): the board only shows it is set up.
                Entitled::Shown => continue,
                Entitled::No => {
                    tracing::info!(game = %live.id, decision = code, "a board's event it is not entitled to send");
                    session.refused.push(json!({
                        "decision": code,
                        "code": "board_not_entitled",
                        "message": "a board sends only the moves, touches and squares to put right it sees; the arbiter starts and rules (Art. 6.6, 12)",
                    }));
                    continue;
                }
            }
            let is_move = matches!(action, Action::Move { .. });
            if let Err(e) = hub
                .submit_at(live, action, Sender::Server, Some(at.unwrap_or(t)))
                .await
            {
                tracing::info!(game = %live.id, code = %e.body.code, decision = code, "the game refused the board's event");
                // A move that breaks a binding (Art. 4.3; 4.3 after 7.5.1; 1930 Art. 15, 17)
                // does not stand: the board goes back to the game's position.
                resync |= is_move && refused_for_binding(&e.body.code);
                session.refused.push(
                    json!({"decision": code, "code": e.body.code, "message": e.body.message}),
                );
            }
        }
        if !resync {
            break;
        }
        input = Input::Resync(live.inner.lock().await.game.fen());
    }
    let view = session.view();
    // Nobody may be watching: that is fine.
    let _ = slot.lines.send(Arc::from(view.to_string()));
    Ok(Some(view))
}

/// What a board may send to its game (issue 34, point 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Entitled {
    /// Sent with the rights the arbiter who attached it lends: what a board sees.
    Yes,
    /// Shown, not sent: the arbiter does it (the start, Art. 6.6).
    Shown,
    /// Never a board's: a ruling, or anything else the arbiter alone sends (Art. 12).
    No,
}

/// A board reports what it sees: a move completed (either side's, Art. 6.2.1; 7.5 for an
/// illegal one), a touch (4.3), the squares to put right (7.4, 7.6). It never starts a game
/// (6.6: the arbiter starts the clock) and never rules.
fn entitled(action: &Action) -> Entitled {
    match action {
        Action::Move { .. } | Action::Touch { .. } | Action::BoardMismatch { .. } => Entitled::Yes,
        Action::Start => Entitled::Shown,
        _ => Entitled::No,
    }
}

/// Starts what runs beside an attached board: time passing for it.
fn spawn_ticker(hub: &Arc<Hub>, live: &Arc<Live>, slot: &Arc<Slot>) -> AbortHandle {
    let (hub, live, slot) = (Arc::clone(hub), Arc::clone(live), Arc::clone(slot));
    tokio::spawn(async move {
        let mut every = tokio::time::interval(TICK);
        loop {
            every.tick().await;
            if live.inner.lock().await.state.result.is_some() {
                return;
            }
            if let Err(e) = step(&hub, &live, &slot, Input::Tick).await {
                tracing::warn!(game = %live.id, code = %e.body.code, "board tick failed");
            }
        }
    })
    .abort_handle()
}

/// Reads a serial device in a thread of its own until `stop`: its bytes, and each failure
/// (unplugged) as a disconnection, after which it is opened again every second.
fn spawn_device(path: String, stop: Arc<AtomicBool>, tx: mpsc::Sender<Input>) {
    std::thread::spawn(move || {
        let mut buf = [0u8; 512];
        while !stop.load(Ordering::Relaxed) {
            let opened = serialport::new(&path, 9600)
                .timeout(Duration::from_millis(200))
                .open();
            let mut port = match opened {
                Ok(port) => port,
                Err(_) => {
                    std::thread::sleep(Duration::from_secs(1));
                    continue;
                }
            };
            let asked = [
                Command::SendBoard,
                Command::SendClock,
                Command::SendUpdateNice,
            ]
            .iter()
            .all(|c| port.write_all(&c.to_bytes()).is_ok());
            if !asked {
                std::thread::sleep(Duration::from_secs(1));
                continue;
            }
            loop {
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                match port.read(&mut buf) {
                    Ok(0) => {}
                    Ok(n) => {
                        if tx.blocking_send(Input::Bytes(buf[..n].to_vec())).is_err() {
                            return;
                        }
                    }
                    Err(e)
                        if matches!(
                            e.kind(),
                            std::io::ErrorKind::TimedOut | std::io::ErrorKind::Interrupted
                        ) => {}
                    Err(_) => break,
                }
            }
            // It was open and failed: unplugged, out of battery (Art. 12.1: the arbiter decides).
            if tx.blocking_send(Input::Disconnected).is_err() {
                return;
            }
            std::thread::sleep(Duration::from_secs(1));
        }
    });
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AttachBody {
    lines: Option<Vec<String>>,
    device: Option<String>,
    /// The seat the arbiter allows to post the board's bytes (`white` or `black`).
    relay: Option<String>,
}

fn no_board() -> ApiError {
    api::ERROR_NO_BOARD.bare()
}

/// The role of the request's token on a game's board: one of the game's tokens, else the
/// event's arbiter's for a game of his event (issue 34: he attaches and detaches the boards of
/// his event's games, whose own arbiter token nobody was given).
async fn board_role(hub: &Arc<Hub>, headers: &HeaderMap, live: &Live) -> Result<Role, ApiError> {
    match role(headers, live) {
        Ok(role) => Ok(role),
        Err(e) => crate::hall::game_role(hub, headers, &live.id)
            .await
            .ok_or(e),
    }
}

async fn attach(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let live = hub.get(&id).await?;
    let role = board_role(&hub, &headers, &live).await?;
    let body: AttachBody = json_body(body)?;
    let (otb, edition, fen) = {
        let inner = live.inner.lock().await;
        (
            inner.game.config().mode == game::Mode::Otb,
            inner.game.config().edition,
            inner.game.fen(),
        )
    };
    if !otb {
        return Err(api::ERROR_NOT_OVER_THE_BOARD.bare());
    }
    let relay = match body.relay.as_deref() {
        None => None,
        Some(_) if role != Role::Arbiter => {
            return Err(api::ERROR_BOARD_RELAY_ARBITER_ONLY.bare());
        }
        Some(text) => Some(
            Role::parse(text)
                .filter(|r| *r != Role::Arbiter)
                .ok_or_else(|| {
                    api::ERROR_BAD_RELAY.refuse(game::params! { "relay" => api::escaped(text) })
                })?,
        ),
    };
    let slot = hub.services.get::<Boards>().slot(&id);
    match (body.lines, body.device) {
        (lines, None) if lines.is_some() || relay.is_some() => {
            let lines = lines.unwrap_or_default();
            let mut chunks = Vec::with_capacity(lines.len());
            for (i, line) in lines.iter().enumerate() {
                let bytes = base64::engine::general_purpose::STANDARD
                    .decode(line.trim())
                    .map_err(|e| {
                        api::ERROR_BAD_BOARD_LINE.refuse(game::params! {
                            "line" => i + 1,
                            "detail" => e.to_string(),
                        })
                    })?;
                chunks.push(bytes);
            }
            {
                let mut guard = session_of(&hub, &live, &slot).await?;
                match guard.as_ref().map(|s| &s.source) {
                    None if role == Role::Arbiter => {
                        let mut session = Session::new(Source::Upload { relay }, &fen, edition)?;
                        let data = json!({
                            "by": Role::Arbiter.as_str(),
                            "relay": relay.map(Role::as_str),
                            "fen": fen,
                        });
                        (session.seq, session.t) = journal_attach(&hub, &live, data).await?;
                        session.ticker = Some(spawn_ticker(&hub, &live, &slot));
                        *guard = Some(session);
                    }
                    None => {
                        return Err(api::ERROR_BOARD_RELAY_NOT_ATTACHED
                            .refuse(game::params! { "role" => role.as_str() }));
                    }
                    Some(Source::Upload { relay: current })
                        if relay.is_some() && relay != *current =>
                    {
                        return Err(api::ERROR_BOARD_ATTACHED_OTHER_RELAY.bare());
                    }
                    Some(Source::Upload { .. }) if role == Role::Arbiter => {}
                    Some(Source::Upload { relay: current }) if *current == Some(role) => {}
                    Some(Source::Upload { .. }) => {
                        return Err(api::ERROR_BOARD_RELAY_NOT_ALLOWED
                            .refuse(game::params! { "role" => role.as_str() }));
                    }
                    Some(Source::Device(path)) => {
                        return Err(api::ERROR_BOARD_READ_BY_SERVER
                            .refuse(game::params! { "path" => path.as_str() }));
                    }
                }
            }
            let mut last = None;
            for bytes in chunks {
                if let Some(view) = step(&hub, &live, &slot, Input::Bytes(bytes)).await? {
                    last = Some(view);
                }
            }
            let view = match last {
                Some(v) => v,
                None => current(&hub, &live, &slot).await?,
            };
            Ok(Json(view).into_response())
        }
        (None, Some(device)) if relay.is_none() => {
            if role != Role::Arbiter {
                return Err(api::ERROR_BOARD_DEVICE_ARBITER_ONLY.bare());
            }
            if !hub.options.boards.contains(&device) {
                return Err(api::ERROR_UNKNOWN_DEVICE
                    .refuse(game::params! { "device" => api::escaped(&device) }));
            }
            {
                let mut guard = session_of(&hub, &live, &slot).await?;
                let stop = Arc::new(AtomicBool::new(false));
                match guard.as_mut() {
                    // Rebuilt from its journal after a restart: read the device again.
                    Some(s) if s.source == Source::Device(device.clone()) && s.stop.is_none() => {
                        s.stop = Some(Arc::clone(&stop));
                    }
                    Some(_) => {
                        return Err(api::ERROR_BOARD_ATTACHED.bare());
                    }
                    None => {
                        let mut session =
                            Session::new(Source::Device(device.clone()), &fen, edition)?;
                        let data = json!({"device": device, "fen": fen});
                        (session.seq, session.t) = journal_attach(&hub, &live, data).await?;
                        session.stop = Some(Arc::clone(&stop));
                        session.ticker = Some(spawn_ticker(&hub, &live, &slot));
                        *guard = Some(session);
                    }
                }
                let (tx, mut rx) = mpsc::channel(256);
                spawn_device(device, stop, tx);
                let (h, l, s) = (Arc::clone(&hub), Arc::clone(&live), Arc::clone(&slot));
                // The guard is dropped before the first input needs it.
                drop(guard);
                tokio::spawn(async move {
                    while let Some(input) = rx.recv().await {
                        if let Err(e) = step(&h, &l, &s, input).await {
                            tracing::warn!(game = %l.id, code = %e.body.code, "board input failed");
                        }
                    }
                });
            }
            Ok(Json(current(&hub, &live, &slot).await?).into_response())
        }
        _ => Err(api::ERROR_ATTACH_BODY.bare()),
    }
}

/// Journals the attachment (row `attach`: who, and the position the board must show); answers
/// the row's number and time.
async fn journal_attach(
    hub: &Arc<Hub>,
    live: &Arc<Live>,
    data: Value,
) -> Result<(i64, u64), ApiError> {
    let rows = hub.store().sensors(&live.id).await?;
    let seq = rows.last().map_or(0, |r| r.seq) + 1;
    let t = now_t(live).max(rows.last().map_or(0, |r| u64::try_from(r.t).unwrap_or(0)));
    let row = SensorRow {
        seq,
        t: i64::try_from(t).unwrap_or(i64::MAX),
        kind: "attach".to_owned(),
        data: data.to_string(),
        decisions: "[]".to_owned(),
    };
    hub.store().append_sensors(&live.id, &row).await?;
    Ok((seq, t))
}

async fn current(hub: &Arc<Hub>, live: &Arc<Live>, slot: &Arc<Slot>) -> Result<Value, ApiError> {
    let guard = session_of(hub, live, slot).await?;
    guard.as_ref().map(Session::view).ok_or_else(no_board)
}

async fn view(State(hub): State<Arc<Hub>>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let live = hub.get(&id).await?;
    let slot = hub.services.get::<Boards>().slot(&id);
    Ok(Json(current(&hub, &live, &slot).await?).into_response())
}

async fn detach(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let live = hub.get(&id).await?;
    if board_role(&hub, &headers, &live).await? != Role::Arbiter {
        return Err(api::ERROR_BOARD_DETACH_ARBITER_ONLY.bare());
    }
    let slot = hub.services.get::<Boards>().slot(&id);
    let mut guard = session_of(&hub, &live, &slot).await?;
    let Some(session) = guard.take() else {
        return Err(no_board());
    };
    if let Some(ticker) = &session.ticker {
        ticker.abort();
    }
    if let Some(stop) = &session.stop {
        stop.store(true, Ordering::Relaxed);
    }
    let t = now_t(&live).max(session.t);
    let row = SensorRow {
        seq: session.seq + 1,
        t: i64::try_from(t).unwrap_or(i64::MAX),
        kind: "detach".to_owned(),
        data: String::new(),
        decisions: "[]".to_owned(),
    };
    hub.store().append_sensors(&live.id, &row).await?;
    let line = json!({"type": "board", "seq": row.seq, "t": t, "detached": true});
    let _ = slot.lines.send(Arc::from(line.to_string()));
    Ok(Json(line).into_response())
}
