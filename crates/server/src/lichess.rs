//! The lichess Board API, the part a board client needs, at lichess's own paths: an existing
//! lichess client plays here with only its base URL changed (<https://lichess.org/api#tag/Board>).
//!
//! | lichess route | here |
//! |---|---|
//! | `GET /api/board/game/stream/{id}` | `gameFull`, then a `gameState` for each journalled step; the stream closes after the final one |
//! | `POST /api/board/game/{id}/move/{uci}?offeringDraw=` | `move` (Art. 6.2.1), with a draw offer if asked (9.1.2.1) |
//! | `POST /api/board/game/{id}/draw/{yes\|no}` | `yes`: `accept_draw` if the opponent's offer stands (5.2.3), else `offer_draw` (9.1.2.1); `no`: `decline_draw` |
//! | `POST /api/board/game/{id}/claim-draw` | `claim_draw` (9.2, 9.3), judged at once (9.5) |
//! | `POST /api/board/game/{id}/resign` | `resign` (5.1.2) |
//! | `GET /api/stream/event` | `gameStart` once the game is started (6.6), `gameFinish` when it ends |
//! | `GET /api/account` | the token's seat: `{"id": "<game>-white", "username": "<White's name>"}` |
//!
//! Where lichess and this server differ, this is what was decided:
//! - **Accounts are seats.** A lichess token is a user's; here each game gives a token to each
//!   seat and one to the arbiter. The "user" of a seat token is that seat: id `<game>-white` or
//!   `<game>-black`, named as the config names the player; the arbiter is `<game>-arbiter`.
//! - **Errors keep this server's body** `{"error": {"code", "message"}}`, where lichess writes
//!   `{"error": "..."}`. The statuses are 4xx as on lichess, more precise: 400 for a request that
//!   does not read (a move that is not UCI), 401 for a missing or foreign token, 403 for the
//!   arbiter's token on a player's route, 404 for no such game, and 409 for an event the game
//!   refuses (an illegal move, a move out of turn), which lichess answers 400.
//! - **The arbiter has no seat.** The move, draw, claim and resignation routes refuse its token
//!   (403 `no_seat`): the arbiter rules through `POST /api/games/{id}/events`. It may watch the
//!   board stream and read `/api/account`, but not the event stream, which reports a colour.
//! - **Spectators may watch the board stream without a token**, as they may watch
//!   `/api/games/{id}/stream`; a token, if given, must be one of the game's (401 otherwise).
//! - **`claim-draw` is the Laws' claim.** On lichess it claims a draw when the opponent has left;
//!   here it is the claim of Art. 9.2 or 9.3 by the player on move: a correct claim draws
//!   (9.5.2); an incorrect one is journalled and answered 200 like any event, the game goes on,
//!   the opponent gets two minutes (one in rapid and blitz, A.3) and the claim counts as a draw
//!   offer (9.5.3, 9.1.2.3). A claim out of turn, before the start or after the end is refused
//!   (409).
//! - **Status words** follow lichess's use of them: checkmate is `mate`, resignation `resign`,
//!   stalemate `stalemate`; a fallen flag is `outoftime`, with no winner when the opponent cannot
//!   mate (Art. 6.9, as lichess writes "time out, draw"); every other draw (agreement, claims,
//!   automatic 9.6 draws, dead position, a resignation in a position the opponent cannot win) is
//!   `draw`; a forfeit for absence (6.7, Guideline I.10) is `noStart`; a forfeit for a device or
//!   a rule of Art. 11 is `cheat`; losses for illegal moves (7.5.5), an illegal sealed move (I.8)
//!   and results declared by the arbiter are `unknownFinish`. Not started: `created`; being
//!   played, paused or adjourned: `started`. Nothing is ever `aborted`.
//! - **A game without a clock** has `"clock": null`, speed `correspondence`, and `wtime` and
//!   `btime` at 2147483647 (lichess's "no limit").
//! - **Increments.** `winc`/`binc` are the Fischer increment of the period each player is in;
//!   under a delay mode (Bronstein or simple delay, Art. 6.3) they are 0, and `delay_ms` tells
//!   the delay left on the current move.
//! - **Additions** to lichess's `gameState` (a client that ignores unknown fields is unaffected):
//!   `period` (Art. 6.3.1), `moves_to_control`, `delay_ms`, `paused` (6.11), `adjourned`
//!   (Guideline I, only when true), `notices` (the arbiter's announcements since the previous
//!   line, each with its article) and `result` (result, reason and article, once over). `gameFull`
//!   adds `time_control`, `clock_mode` and `category` (A.1, B.1).

use std::sync::Arc;

use axum::Json;
use axum::Router;
use axum::body::Body;
use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{Path, Query, State as HubState};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use laws::{GameResult, Reason};
use protocol::{Action, BySide, Notice, Outcome, Seat, Side, State};
use serde::{Deserialize, Serialize};
use shakmaty::CastlingMode;
use shakmaty::uci::UciMove;

use crate::api_errors as api;
use crate::error::ApiError;
use crate::hub::{Hub, Sender};
use crate::live::{Feed, FeedItem, GameView, Inner, Live, Update, moves_of};
use crate::store::Role;
use crate::tokens;

/// `wtime` and `btime` of a game without a clock: lichess's "no limit".
pub const NO_CLOCK_MS: u64 = 2_147_483_647;

/// The standard start position, which lichess writes `startpos`.
const STANDARD_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The routes of the lichess Board API subset.
pub fn router() -> Router<Arc<Hub>> {
    Router::new()
        .route("/api/board/game/stream/{id}", get(stream_game))
        .route("/api/board/game/{id}/move/{uci}", post(make_move))
        .route("/api/board/game/{id}/draw/{accept}", post(draw))
        .route("/api/board/game/{id}/claim-draw", post(claim_draw))
        .route("/api/board/game/{id}/resign", post(resign))
        .route("/api/stream/event", get(stream_events))
        .route("/api/account", get(account))
}

/// The lichess status word of a state (see the module's documentation).
pub fn status_word(state: &State) -> &'static str {
    let Some(outcome) = &state.result else {
        return if state.started { "started" } else { "created" };
    };
    match outcome.reason {
        Reason::Checkmate => "mate",
        Reason::Resignation => "resign",
        Reason::Stalemate => "stalemate",
        Reason::TimeForfeit | Reason::TimeForfeitCannotMate => "outoftime",
        Reason::Agreement
        | Reason::ThreefoldRepetition
        | Reason::FiftyMoves
        | Reason::FivefoldRepetition
        | Reason::SeventyFiveMoves
        | Reason::DeadPosition
        | Reason::ResignationCannotMate => "draw",
        // The game tells the kind of forfeit (its article read there, not here).
        Reason::Forfeit => match outcome.forfeit() {
            Some(game::Forfeit::Conduct) => "cheat",
            _ => "noStart",
        },
        Reason::IllegalMoves | Reason::SealedMoveIllegal | Reason::Arbiter => "unknownFinish",
    }
}

/// Lichess's number for a status word (scalachess's `Status` ids).
fn status_id(word: &str) -> u32 {
    match word {
        "created" => 10,
        "started" => 20,
        "aborted" => 25,
        "mate" => 30,
        "resign" => 31,
        "stalemate" => 32,
        "timeout" => 33,
        "draw" => 34,
        "outoftime" => 35,
        "cheat" => 36,
        "noStart" => 37,
        _ => 38,
    }
}

/// The winner of a decisive result (a forfeit win included); none for a draw or a double
/// forfeit.
pub fn winner(outcome: &Outcome) -> Option<Side> {
    match outcome.result {
        GameResult::WhiteWins | GameResult::WhiteWinsByForfeit => Some(Side::White),
        GameResult::BlackWins | GameResult::BlackWinsByForfeit => Some(Side::Black),
        GameResult::Draw | GameResult::DoubleForfeit => None,
    }
}

// ---------------------------------------------------------------------------------------------
// What does not change during a game, as lichess shows it.

/// `{"key", "name", "short"}`.
#[derive(Clone, Debug, Serialize)]
struct Variant {
    key: &'static str,
    name: &'static str,
    short: &'static str,
}

/// A player of `gameFull`: `{"id", "name", "title": null}`, with `aiLevel` for an engine seat.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Player {
    id: String,
    name: String,
    title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ai_level: Option<u8>,
}

/// `{"initial", "increment"}` in ms: the first period.
#[derive(Clone, Copy, Debug, Serialize)]
struct ClockJson {
    initial: u64,
    increment: u64,
}

/// A game's facts that do not change.
#[derive(Clone, Debug)]
struct Facts {
    id: String,
    created_ms: i64,
    variant: Variant,
    /// `bullet`, `blitz`, ... by lichess's estimate of the first period.
    speed: &'static str,
    /// The name of the speed (`Blitz`).
    perf: &'static str,
    clock: Option<ClockJson>,
    /// The time control, which knows the period a player is in (Art. 6.3.1).
    control: Option<clock::TimeControl>,
    /// Whether the bonus is an increment (Fischer) rather than a delay.
    fischer: bool,
    time_control: String,
    clock_mode: &'static str,
    players: BySide<Player>,
}

impl Facts {
    fn of(live: &Live, inner: &Inner) -> Facts {
        let config = inner.game.config();
        let control = inner.game.clock().map(|c| c.control().clone());
        let first = control
            .as_ref()
            .and_then(|c| c.periods().first())
            .map(|p| (p.time_ms(), p.bonus_ms()));
        let fischer = config.clock_mode.name() == "fischer";
        let clock = first.map(|(initial, bonus)| ClockJson {
            initial,
            increment: if fischer { bonus } else { 0 },
        });
        let (speed, perf) = speed(first);
        let variant = if inner.game.record().castling_mode() == CastlingMode::Chess960 {
            Variant {
                key: "chess960",
                name: "Chess960",
                short: "960",
            }
        } else if config.start_fen.is_some() {
            Variant {
                key: "fromPosition",
                name: "From Position",
                short: "FEN",
            }
        } else {
            Variant {
                key: "standard",
                name: "Standard",
                short: "Std",
            }
        };
        let player = |side: Side, name: &str| Player {
            id: user_id(&live.id, side_role(side)),
            name: name.to_owned(),
            title: None,
            ai_level: match live.seat(side) {
                Seat::Engine { level, .. } => Some(*level),
                Seat::Human => None,
            },
        };
        Facts {
            id: live.id.clone(),
            created_ms: live.created_ms,
            variant,
            speed,
            perf,
            clock,
            control,
            fischer,
            time_control: config.time_control.clone(),
            clock_mode: config.clock_mode.name(),
            players: BySide {
                white: player(Side::White, &config.white),
                black: player(Side::Black, &config.black),
            },
        }
    }

    /// The increment of the period `side` is in (1-based, as the state counts them).
    fn increment(&self, side: Side, state: &State) -> u64 {
        if !self.fischer {
            return 0;
        }
        let period = state.clock.as_ref().map_or(1, |c| *c.period.get(side));
        self.control
            .as_ref()
            .and_then(|c| c.period(period.saturating_sub(1)))
            .map_or(0, |p| p.bonus_ms())
    }
}

/// Lichess's speed of a game by its first period: the time plus 40 increments, in seconds.
fn speed(first: Option<(u64, u64)>) -> (&'static str, &'static str) {
    let Some((time_ms, bonus_ms)) = first else {
        return ("correspondence", "Correspondence");
    };
    let estimate = (time_ms + 40 * bonus_ms) / 1000;
    match estimate {
        0..=29 => ("ultraBullet", "UltraBullet"),
        30..=179 => ("bullet", "Bullet"),
        180..=479 => ("blitz", "Blitz"),
        480..=1499 => ("rapid", "Rapid"),
        1500..=21599 => ("classical", "Classical"),
        _ => ("correspondence", "Correspondence"),
    }
}

fn side_role(side: Side) -> Role {
    match side {
        Side::White => Role::White,
        Side::Black => Role::Black,
    }
}

/// The "user" of a token: `<game>-white`, `<game>-black` or `<game>-arbiter`.
fn user_id(game: &str, role: Role) -> String {
    format!("{game}-{}", role.as_str())
}

/// The lichess start position: `startpos` for the standard one, else the FEN.
fn initial_fen(start_fen: &str) -> String {
    if start_fen == STANDARD_START {
        "startpos".to_owned()
    } else {
        start_fen.to_owned()
    }
}

// ---------------------------------------------------------------------------------------------
// The board stream.

/// A `gameState` line: lichess's fields, then ours.
#[derive(Debug, Serialize)]
struct GameState<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    moves: String,
    wtime: u64,
    btime: u64,
    winc: u64,
    binc: u64,
    status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    winner: Option<Side>,
    wdraw: bool,
    bdraw: bool,
    period: Option<BySide<usize>>,
    moves_to_control: Option<BySide<Option<u32>>>,
    delay_ms: Option<BySide<u64>>,
    paused: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    adjourned: bool,
    notices: Vec<Notice>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<&'a Outcome>,
}

fn game_state<'a>(
    facts: &Facts,
    moves: &[String],
    state: &'a State,
    mut notices: Vec<Notice>,
) -> GameState<'a> {
    notices.extend(state.notices.iter().cloned());
    let clock = state.clock.as_ref();
    GameState {
        kind: "gameState",
        moves: moves.join(" "),
        wtime: clock.map_or(NO_CLOCK_MS, |c| c.white_ms),
        btime: clock.map_or(NO_CLOCK_MS, |c| c.black_ms),
        winc: facts.increment(Side::White, state),
        binc: facts.increment(Side::Black, state),
        status: status_word(state),
        winner: state.result.as_ref().and_then(winner),
        wdraw: state.draw_offer == Some(Side::White),
        bdraw: state.draw_offer == Some(Side::Black),
        period: clock.map(|c| c.period),
        moves_to_control: clock.map(|c| c.moves_to_control),
        delay_ms: clock.map(|c| c.delay_left_ms),
        paused: clock.is_some_and(|c| c.paused),
        adjourned: state.adjourned.is_some(),
        notices,
        result: state.result.as_ref(),
    }
}

/// The `perf` of `gameFull`.
#[derive(Debug, Serialize)]
struct Perf {
    name: &'static str,
}

/// The first line of the board stream.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct GameFull<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    id: &'a str,
    rated: bool,
    variant: &'a Variant,
    speed: &'static str,
    perf: Perf,
    created_at: i64,
    white: &'a Player,
    black: &'a Player,
    initial_fen: String,
    clock: Option<ClockJson>,
    state: GameState<'a>,
    #[serde(rename = "time_control")]
    time_control: &'a str,
    #[serde(rename = "clock_mode")]
    clock_mode: &'static str,
    category: &'a str,
}

/// The board stream's state: what was sent, and what is still owed.
struct BoardStream {
    feed: Feed,
    facts: Facts,
    /// The start position told in the last `gameFull` (`None` before the first).
    start_fen: Option<String>,
    /// Notices of steps overtaken by later ones before they were sent.
    notices: Vec<Notice>,
    /// The final state has been sent: the stream ends.
    done: bool,
}

impl BoardStream {
    /// The next line (with its newline), or `None` at the end.
    async fn next_line(&mut self) -> Option<String> {
        if self.done {
            return None;
        }
        loop {
            let mut line = match self.feed.next().await? {
                FeedItem::KeepAlive => String::new(),
                FeedItem::Full(view) => self.line_of_view(&view),
                FeedItem::State(update) => match self.line_of_update(&update).await {
                    Some(line) => line,
                    None => continue,
                },
            };
            line.push('\n');
            return Some(line);
        }
    }

    /// A whole game: `gameFull` first (and again if the record restarted from another position,
    /// A.5.2), else a `gameState`.
    fn line_of_view(&mut self, view: &GameView) -> String {
        let notices = std::mem::take(&mut self.notices);
        self.done = view.state.result.is_some();
        let state = game_state(&self.facts, &view.moves, &view.state, notices);
        if self.start_fen.as_deref() == Some(view.start_fen.as_str()) {
            return protocol::to_line(&state);
        }
        self.start_fen = Some(view.start_fen.clone());
        let facts = &self.facts;
        protocol::to_line(&GameFull {
            kind: "gameFull",
            id: &facts.id,
            rated: false,
            variant: &facts.variant,
            speed: facts.speed,
            perf: Perf { name: facts.perf },
            created_at: facts.created_ms,
            white: &facts.players.white,
            black: &facts.players.black,
            initial_fen: initial_fen(&view.start_fen),
            clock: facts.clock,
            state,
            time_control: &facts.time_control,
            clock_mode: facts.clock_mode,
            category: &view.state.category,
        })
    }

    /// A new step: its state with the moves as they stand after it. A step already overtaken
    /// by another (whose update follows) is not sent on its own; its notices go with the next.
    async fn line_of_update(&mut self, update: &Update) -> Option<String> {
        let live = Arc::clone(self.feed.live());
        let inner = live.inner.lock().await;
        if inner.seq > update.seq {
            self.notices.extend(update.state.notices.iter().cloned());
            return None;
        }
        let (start_fen, moves, _) = moves_of(&inner.game);
        if self.start_fen.as_deref() != Some(start_fen.as_str()) {
            let view = live.view_of(&inner);
            drop(inner);
            return Some(self.line_of_view(&view));
        }
        drop(inner);
        let notices = std::mem::take(&mut self.notices);
        self.done = update.state.result.is_some();
        Some(protocol::to_line(&game_state(
            &self.facts,
            &moves,
            &update.state,
            notices,
        )))
    }
}

/// An NDJSON answer from a stream of lines.
fn ndjson<S>(lines: S) -> Response
where
    S: futures_util::Stream<Item = Result<String, std::convert::Infallible>> + Send + 'static,
{
    (
        [(header::CONTENT_TYPE, "application/x-ndjson")],
        Body::from_stream(lines),
    )
        .into_response()
}

async fn stream_game(
    HubState(hub): HubState<Arc<Hub>>,
    path: Result<Path<String>, PathRejection>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let Path(id) = path.map_err(path_error)?;
    let live = hub.get(&id).await?;
    // Spectators may watch; a token that is shown must be one of the game's.
    if headers.contains_key(header::AUTHORIZATION) {
        crate::extract::role(&headers, &live)?;
    }
    let facts = {
        let inner = live.inner.lock().await;
        Facts::of(&live, &inner)
    };
    let feed = live.feed(hub.options.keepalive).await;
    let stream = BoardStream {
        feed,
        facts,
        start_fen: None,
        notices: Vec::new(),
        done: false,
    };
    let lines = futures_util::stream::unfold(stream, |mut stream| async move {
        let line = stream.next_line().await?;
        Some((Ok(line), stream))
    });
    Ok(ndjson(lines))
}

// ---------------------------------------------------------------------------------------------
// The player's actions.

/// `{"ok": true}`, lichess's answer to an action.
fn ok() -> Response {
    Json(serde_json::json!({ "ok": true })).into_response()
}

fn path_error(rejection: PathRejection) -> ApiError {
    api::ERROR_PATH_UNREADABLE.refuse(game::params! { "detail" => rejection.body_text() })
}

/// The game and the seat of the request's token; the arbiter's token has none (403).
async fn seat(
    hub: &Arc<Hub>,
    id: &str,
    headers: &HeaderMap,
) -> Result<(Arc<Live>, Side), ApiError> {
    let live = hub.get(id).await?;
    let side = match crate::extract::role(headers, &live)? {
        Role::White => Side::White,
        Role::Black => Side::Black,
        Role::Arbiter => {
            return Err(api::ERROR_NO_SEAT_BOARD_API.refuse(game::params! { "id" => id }));
        }
    };
    Ok((live, side))
}

/// The query of a move.
#[derive(Debug, Deserialize)]
struct MoveQuery {
    #[serde(rename = "offeringDraw")]
    offering_draw: Option<String>,
}

/// A lichess boolean: `true` or `false` (an empty value is false).
fn flag(name: &str, value: Option<&str>) -> Result<bool, ApiError> {
    match value {
        None | Some("") | Some("false") => Ok(false),
        Some("true") => Ok(true),
        Some(other) => Err(api::ERROR_BAD_FLAG.refuse(game::params! {
            "name" => name,
            "value" => api::escaped(other),
        })),
    }
}

/// Checks that a move is written in UCI (400 `bad_uci` otherwise) and passes it on as written:
/// what move it is in the position — castling written king-to-destination (`e1g1`) or, as
/// lichess also writes it, king-takes-rook (`e1h1`) — is the game's reading, and a move that does
/// not fit the position is the game's refusal, with its reason.
fn uci_text(text: &str) -> Result<String, ApiError> {
    match UciMove::from_ascii(text.as_bytes()) {
        Ok(UciMove::Null) | Err(_) => {
            Err(api::ERROR_BAD_UCI.refuse(game::params! { "text" => api::escaped(text) }))
        }
        Ok(_) => Ok(text.to_owned()),
    }
}

async fn make_move(
    HubState(hub): HubState<Arc<Hub>>,
    path: Result<Path<(String, String)>, PathRejection>,
    query: Result<Query<MoveQuery>, QueryRejection>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let Path((id, text)) = path.map_err(path_error)?;
    let Query(query) = query.map_err(|e| {
        api::ERROR_QUERY_UNREADABLE.refuse(game::params! { "detail" => e.body_text() })
    })?;
    let offer_draw = flag("offeringDraw", query.offering_draw.as_deref())?;
    let (live, by) = seat(&hub, &id, &headers).await?;
    let text = uci_text(&text)?;
    let action = Action::Move {
        by,
        text,
        offer_draw,
    };
    hub.submit(&live, action, Sender::Token(side_role(by)))
        .await?;
    Ok(ok())
}

async fn draw(
    HubState(hub): HubState<Arc<Hub>>,
    path: Result<Path<(String, String)>, PathRejection>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let Path((id, accept)) = path.map_err(path_error)?;
    let accept = match accept.as_str() {
        "yes" | "true" => true,
        "no" | "false" => false,
        other => {
            return Err(api::ERROR_BAD_DRAW_ANSWER.refuse(game::params! { "answer" => other }));
        }
    };
    let (live, by) = seat(&hub, &id, &headers).await?;
    let action = if !accept {
        Action::DeclineDraw { by }
    } else if live.inner.lock().await.state.draw_offer == Some(!by) {
        Action::AcceptDraw { by }
    } else {
        Action::OfferDraw { by }
    };
    hub.submit(&live, action, Sender::Token(side_role(by)))
        .await?;
    Ok(ok())
}

async fn claim_draw(
    HubState(hub): HubState<Arc<Hub>>,
    path: Result<Path<String>, PathRejection>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let Path(id) = path.map_err(path_error)?;
    let (live, by) = seat(&hub, &id, &headers).await?;
    let action = Action::ClaimDraw { by, intended: None };
    hub.submit(&live, action, Sender::Token(side_role(by)))
        .await?;
    Ok(ok())
}

async fn resign(
    HubState(hub): HubState<Arc<Hub>>,
    path: Result<Path<String>, PathRejection>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let Path(id) = path.map_err(path_error)?;
    let (live, by) = seat(&hub, &id, &headers).await?;
    hub.submit(&live, Action::Resign { by }, Sender::Token(side_role(by)))
        .await?;
    Ok(ok())
}

// ---------------------------------------------------------------------------------------------
// The token's own view: the event stream and the account.

/// The game and role of a bearer token, found by its hash (no game id in these paths).
async fn holder(hub: &Arc<Hub>, headers: &HeaderMap) -> Result<(Arc<Live>, Role), ApiError> {
    let token = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(tokens::bearer)
        .ok_or_else(|| api::ERROR_NO_TOKEN.bare())?;
    let (game, role) = hub
        .store()
        .token(&tokens::hash(token))
        .await?
        .ok_or_else(|| api::ERROR_TOKEN_NO_GAME.bare())?;
    let live = hub.get(&game).await?;
    Ok((live, role))
}

/// `{"id", "name"}` of lichess's status object.
#[derive(Debug, Serialize)]
struct StatusJson {
    id: u32,
    name: &'static str,
}

/// The opponent in an event.
#[derive(Debug, Serialize)]
struct Opponent<'a> {
    id: &'a str,
    username: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    ai: Option<u8>,
}

/// `{"bot", "board"}`: which lichess APIs may play the game.
#[derive(Debug, Serialize)]
struct Compat {
    bot: bool,
    board: bool,
}

/// The `game` of `gameStart` and `gameFinish`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct EventGame<'a> {
    id: &'a str,
    game_id: &'a str,
    full_id: &'a str,
    color: Side,
    fen: &'a str,
    has_moved: bool,
    is_my_turn: bool,
    last_move: &'a str,
    opponent: Opponent<'a>,
    source: &'static str,
    status: StatusJson,
    variant: &'a Variant,
    speed: &'static str,
    perf: String,
    rated: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    seconds_left: Option<u64>,
    compat: Compat,
    #[serde(skip_serializing_if = "Option::is_none")]
    winner: Option<Side>,
}

/// `{"type": "gameStart" | "gameFinish", "game": {...}}`.
#[derive(Debug, Serialize)]
struct GameEvent<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    game: EventGame<'a>,
}

/// A `gameStart` or `gameFinish` line for `side`, which has moved if the game counts a move of
/// its own (`has_moved`).
fn game_event(
    kind: &'static str,
    facts: &Facts,
    side: Side,
    state: &State,
    has_moved: bool,
) -> String {
    let opponent = facts.players.get(!side);
    let status = status_word(state);
    let over = state.result.is_some();
    protocol::to_line(&GameEvent {
        kind,
        game: EventGame {
            id: &facts.id,
            game_id: &facts.id,
            full_id: &facts.id,
            color: side,
            fen: &state.fen,
            has_moved,
            is_my_turn: !over && state.to_move == side,
            last_move: state.last_move.as_ref().map_or("", |m| m.uci.as_str()),
            opponent: Opponent {
                id: &opponent.id,
                username: &opponent.name,
                ai: opponent.ai_level,
            },
            source: "friend",
            status: StatusJson {
                id: status_id(status),
                name: status,
            },
            variant: &facts.variant,
            speed: facts.speed,
            perf: facts.speed.to_owned(),
            rated: false,
            seconds_left: state.clock.as_ref().map(|c| match side {
                Side::White => c.white_ms / 1000,
                Side::Black => c.black_ms / 1000,
            }),
            compat: Compat {
                bot: false,
                board: true,
            },
            winner: state.result.as_ref().and_then(winner),
        },
    })
}

/// The event stream's state: what has been announced.
struct EventStream {
    feed: Feed,
    facts: Facts,
    side: Side,
    started: bool,
    finished: bool,
}

impl EventStream {
    async fn next_line(&mut self) -> Option<String> {
        loop {
            let state = match self.feed.next().await? {
                FeedItem::KeepAlive => return Some("\n".to_owned()),
                FeedItem::Full(view) => view.state,
                FeedItem::State(update) => update.state.clone(),
            };
            let kind = if state.result.is_some() && !self.finished {
                "gameFinish"
            } else if state.started && state.result.is_none() && !self.started {
                "gameStart"
            } else {
                continue;
            };
            self.started = true;
            self.finished = kind == "gameFinish";
            // Whether this side has moved is the game's count (Art. 6.2.1), not the ply's
            // parity: an odds game's first moves are made in a row (1930 Art. 22.2).
            let has_moved = {
                let inner = self.feed.live().inner.lock().await;
                *inner.game.moves_completed().get(self.side) > 0
            };
            let mut line = game_event(kind, &self.facts, self.side, &state, has_moved);
            line.push('\n');
            return Some(line);
        }
    }
}

async fn stream_events(
    HubState(hub): HubState<Arc<Hub>>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let (live, role) = holder(&hub, &headers).await?;
    let side = match role {
        Role::White => Side::White,
        Role::Black => Side::Black,
        Role::Arbiter => {
            return Err(api::ERROR_NO_SEAT_STREAM.bare());
        }
    };
    let facts = {
        let inner = live.inner.lock().await;
        Facts::of(&live, &inner)
    };
    let feed = live.feed(hub.options.keepalive).await;
    let stream = EventStream {
        feed,
        facts,
        side,
        started: false,
        finished: false,
    };
    let lines = futures_util::stream::unfold(stream, |mut stream| async move {
        let line = stream.next_line().await?;
        Some((Ok(line), stream))
    });
    Ok(ndjson(lines))
}

/// `GET /api/account`: lichess's account, for a seat (or the arbiter).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Account {
    id: String,
    username: String,
    title: Option<String>,
    created_at: i64,
    /// The game being played, as lichess's `playing` link.
    playing: String,
    /// Ours: the game and the role of the token.
    game: String,
    role: &'static str,
}

async fn account(
    HubState(hub): HubState<Arc<Hub>>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let (live, role) = holder(&hub, &headers).await?;
    let username = {
        let inner = live.inner.lock().await;
        let config = inner.game.config();
        match role {
            Role::White => config.white.clone(),
            Role::Black => config.black.clone(),
            Role::Arbiter => "Arbiter".to_owned(),
        }
    };
    let body = Account {
        id: user_id(&live.id, role),
        username,
        title: None,
        created_at: live.created_ms,
        playing: format!("/game/{}", live.id),
        game: live.id.clone(),
        role: role.as_str(),
    };
    Ok((StatusCode::OK, Json(body)).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speeds_follow_lichess_estimate_of_time_plus_forty_increments() {
        assert_eq!(speed(None).0, "correspondence");
        assert_eq!(speed(Some((15_000, 0))).0, "ultraBullet");
        assert_eq!(speed(Some((60_000, 0))).0, "bullet");
        assert_eq!(
            speed(Some((120_000, 1_000))).0,
            "bullet",
            "2+1 is bullet on lichess"
        );
        assert_eq!(speed(Some((180_000, 0))).0, "blitz");
        assert_eq!(speed(Some((300_000, 2_000))).0, "blitz");
        assert_eq!(speed(Some((600_000, 0))).0, "rapid");
        assert_eq!(speed(Some((5_400_000, 30_000))).0, "classical");
    }

    #[test]
    fn the_standard_start_is_startpos() {
        assert_eq!(initial_fen(STANDARD_START), "startpos");
        let other = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
        assert_eq!(initial_fen(other), other);
    }

    #[test]
    fn lichess_flags_read_true_or_false_only() {
        assert_eq!(flag("offeringDraw", None), Ok(false));
        assert_eq!(flag("offeringDraw", Some("true")), Ok(true));
        assert_eq!(flag("offeringDraw", Some("false")), Ok(false));
        assert!(flag("offeringDraw", Some("yes please")).is_err());
    }
}
