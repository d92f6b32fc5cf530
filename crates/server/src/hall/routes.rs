//! The event routes (issue 26, "The server"): create an event, enter players, pair, change,
//! publish and run rounds, rule on boards; read pairings, standings, crosstable, TRF, PGN; and
//! follow the hall's stream. Writes need the event's arbiter token; reads are public, except a
//! round not yet published, which only the arbiter sees.
//!
//! A handler names its event, and the path's numbers, by the extractors of [`super::extract`]:
//! the order of its arguments is the order of its refusals.

use std::sync::Arc;

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use protocol::events::{
    AbsenceRecorded, Absences, BergerExplanation, BoardDecided, BoardForfeit, ChangePairing,
    CrossRound, CrossRow, Crosstable, DecideBoard, DutchBoard, DutchExplanation, EventCreated,
    EventUrls, EventView, Forfeits, ForfeitsRuled, PairRound, Pairing, PairingNote, Players,
    PlayersEntered, PlayersIn, Queue, RoundBrief, RoundStarted,
};
use protocol::{Action, Party, Ruling};
use serde::Deserialize;
use serde_json::{Value, json};
use tournament::dutch::{self, Field, Note};
use tournament::{RoundRobin, StartingNumber};

use super::codes as hall_codes;
use super::extract::{
    Answer, ArbiterEvent, BoardNumber, Event, QueryAfter, QueryRound, RoundNumber, number,
};
use super::model::{self, Absence, Decided, Pair, PlayerIn, Spec, Step, System};
use super::{HallLive, no_round, write};
use crate::error::ApiError;
use crate::extract::json_body;
use crate::hub::{Hub, Sender};
use crate::store::Role;

/// The routes of events.
pub fn router() -> Router<Arc<Hub>> {
    Router::new()
        .route("/api/events", post(create))
        .route("/api/events/{id}", get(view))
        .route("/api/events/{id}/players", post(add_players).get(players))
        .route("/api/events/{id}/rounds", post(pair_next))
        .route("/api/events/{id}/rounds/{n}/pairings", put(change))
        .route("/api/events/{id}/rounds/{n}/publish", post(publish))
        .route("/api/events/{id}/rounds/{n}/start", post(start_round))
        .route("/api/events/{id}/rounds/{n}/forfeits", post(forfeits))
        .route(
            "/api/events/{id}/rounds/{n}/boards/{b}/result",
            post(decide),
        )
        .route("/api/events/{id}/absences", post(absent).get(absences))
        .route("/api/events/{id}/queue/{item}/ack", post(acknowledge))
        .route("/api/events/{id}/hall", get(hall_view))
        .route("/api/events/{id}/pairings", get(pairings))
        .route("/api/events/{id}/standings", get(standings))
        .route("/api/events/{id}/crosstable", get(crosstable))
        .route("/api/events/{id}/trf", get(trf))
        .route("/api/events/{id}/pgn", get(pgn))
        .route("/api/events/{id}/stream", get(stream))
}

async fn create(
    State(hub): State<Arc<Hub>>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let value: Value = json_body(body)?;
    if !value.is_object() {
        return Err(hall_codes::EVENT_BODY_NOT_OBJECT.bare());
    }
    let spec: Spec = serde_json::from_value(value).map_err(|e| {
        hall_codes::EVENT_UNREADABLE.refuse(game::params! { "detail" => e.to_string() })
    })?;
    // Issue 34, point 7: the seats checked as `POST /api/games` checks a game's, before the
    // event exists (the config and the names are `Spec::check`'s, in `super::create`).
    spec.check_seats(&hub.options.engines)?;
    let (live, token) = super::create(&hub, spec).await?;
    let id = &live.id;
    let urls = EventUrls {
        event: format!("/api/events/{id}"),
        stream: format!("/api/events/{id}/stream"),
        hall: format!("/event/{id}/hall#arbiter={token}"),
        public: format!("/event/{id}"),
    };
    let created = EventCreated {
        id: id.clone(),
        token,
        urls,
    };
    Ok((StatusCode::CREATED, Answer(created)).into_response())
}

async fn view(State(hub): State<Arc<Hub>>, Event(live): Event) -> Result<Response, ApiError> {
    let hall = live.fresh(&hub).await?;
    let rounds = hall
        .rounds
        .iter()
        .map(|r| RoundBrief {
            number: r.number,
            published: r.published,
            boards: r.boards.len(),
        })
        .collect();
    Ok(Answer(EventView {
        id: hall.id.clone(),
        created_ms: hall.created_ms,
        spec: &hall.spec,
        rounds_planned: hall.planned_rounds(),
        players: hall.players.clone(),
        rounds,
        absences: hall.absences.clone(),
    })
    .into_response())
}

async fn players(State(hub): State<Arc<Hub>>, Event(live): Event) -> Result<Response, ApiError> {
    let hall = live.fresh(&hub).await?;
    Ok(Answer(Players {
        players: hall.players.clone(),
    })
    .into_response())
}

/// `{"name", "rating", "fide_id", "federation"}`, or `{"players": [...]}` for several
/// ([`PlayersIn`]). Answers the players, and the warnings (`warnings`: English;
/// `warning_notes`: by code) of a player who may be entered twice (issue 34: the same name,
/// rating and federation without a FIDE id). A FIDE id entered twice is refused, and then
/// nobody of the list enters.
async fn add_players(
    State(hub): State<Arc<Hub>>,
    ArbiterEvent(live): ArbiterEvent,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let value: Value = json_body(body)?;
    let many: Vec<PlayerIn> = serde_json::from_value::<PlayersIn>(value)
        .map_err(|_| hall_codes::PLAYER_UNREADABLE.bare())?
        .into_vec();
    for p in &many {
        model::check_player(p)?;
    }
    let mut hall = live.fresh(&hub).await?;
    let notes = write(&hub, &live, &mut hall, |hall| {
        if hall.spec.system == System::RoundRobin && !hall.rounds.is_empty() {
            return Err(hall_codes::EVENT_STARTED.bare());
        }
        if hall.players.len() + many.len() > 9999 {
            return Err(hall_codes::TOO_MANY_PLAYERS.bare());
        }
        // Issue 34, point 8: each against those entered and those before him in the list, all
        // checked before any is journalled; all journalled or none.
        let mut notes = Vec::new();
        for (i, p) in many.iter().enumerate() {
            if let Some(note) = model::against(p, hall.entered().chain(&many[..i]))? {
                notes.push(note);
            }
        }
        let steps = many
            .iter()
            .map(|p| Step::Player { player: p.clone() })
            .collect();
        Ok((steps, notes))
    })
    .await?;
    let warnings: Vec<String> = notes.iter().map(hall_codes::warning_line).collect();
    let entered = PlayersEntered {
        players: hall.players.clone(),
        warnings,
        warning_notes: notes,
    };
    Ok((StatusCode::CREATED, Answer(entered)).into_response())
}

/// A pairing's explanation as the round's step keeps it (its keys in alphabetical order, as
/// the journal always had them).
fn explained(explanation: &impl serde::Serialize) -> Result<Value, ApiError> {
    super::extract::sorted(explanation).ok_or_else(|| hall_codes::EVENT_NOT_WRITTEN.bare())
}

/// The pairing's notes, typed ([`PairingNote`]).
fn notes_json(notes: &[Note]) -> Vec<PairingNote> {
    notes
        .iter()
        .map(|n| PairingNote {
            code: n.code.to_string(),
            article: n.article.to_string(),
            players: n.players.clone(),
            text: n.text.clone(),
            text_fr: n.text_fr.clone(),
            params: n
                .params
                .iter()
                .map(|(k, v)| ((*k).to_string(), json!(v)))
                .collect(),
        })
        .collect()
}

/// Pairs the next round: Berger's table for a round robin, the Dutch system for a Swiss event.
/// Every board of the rounds before must have its result (C.04.1: a round is paired on the
/// scores of the rounds played).
async fn pair_next(
    State(hub): State<Arc<Hub>>,
    ArbiterEvent(live): ArbiterEvent,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let bytes = crate::extract::body_bytes(body)?;
    let body: PairRound = if bytes.iter().all(u8::is_ascii_whitespace) {
        PairRound::default()
    } else {
        json_body(Ok(bytes))?
    };
    let mut hall = live.synced(&hub).await?;
    let n = write(&hub, &live, &mut hall, |hall| {
        if body.publish {
            publishable(&hub, hall)?;
        }
        let n = hall.rounds.len() + 1;
        if let Some(last) = hall.rounds.last() {
            if !last.published {
                return Err(hall_codes::ROUND_PAIRED_NOT_PUBLISHED
                    .refuse(game::params! { "round" => last.number }));
            }
            let pending = live
                .boards(hall, last.number)
                .iter()
                .filter(|b| b.result.is_none())
                .count();
            if pending > 0 {
                return Err(hall_codes::ROUND_UNFINISHED.refuse(game::params! {
                    "round" => last.number,
                    "pending" => pending,
                }));
            }
        }
        if n > hall.planned_rounds() {
            return Err(
                hall_codes::EVENT_OVER.refuse(game::params! { "rounds" => hall.planned_rounds() })
            );
        }
        if hall.players.len() < 2 {
            return Err(hall_codes::TOO_FEW_PLAYERS.bare());
        }
        let (boards, bye, explanation) = match hall.spec.system {
            System::RoundRobin => {
                let count = u32::try_from(hall.players.len()).unwrap_or(u32::MAX);
                let table = if hall.spec.double {
                    RoundRobin::double(count)
                } else {
                    RoundRobin::single(count)
                }
                .map_err(|e| hall_codes::berger(&e))?;
                let boards: Vec<Pair> = table
                    .rounds
                    .get(n - 1)
                    .map(|r| {
                        r.iter()
                            .map(|p| Pair {
                                white: p.white,
                                black: p.black,
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                let bye = table.byes.get(n - 1).copied().flatten();
                // Its words are the catalogue's (`berger_round`, issue 32).
                let note = hall_codes::BERGER_ROUND.note(game::params! {
                    "round" => n,
                    "players" => u32::from(table.players),
                    "double" => if hall.spec.double { "yes" } else { "no" },
                });
                let explanation = explained(&BergerExplanation {
                    system: "round_robin".into(),
                    article: "C.05 Annex 1".into(),
                    text_fr: hall_codes::BERGER_ROUND.french(&note.params),
                    text: note.text,
                })?;
                (boards, bye, explanation)
            }
            System::Swiss => {
                // The absences recorded for round n leave those players out (Art. 12.9.8,
                // 12.9.9, requested byes).
                let event = hall.to_event_until(n);
                let field =
                    Field::from_event(&event, Some(n)).map_err(|e| hall_codes::dutch(&e))?;
                let pairing = dutch::pair(&field).map_err(|e| hall_codes::dutch(&e))?;
                let boards: Vec<Pair> = pairing
                    .boards
                    .iter()
                    .map(|b| Pair {
                        white: b.white,
                        black: b.black,
                    })
                    .collect();
                let explanation = explained(&DutchExplanation {
                    system: "swiss".into(),
                    article: "C.04.3".into(),
                    boards: pairing
                        .boards
                        .iter()
                        .enumerate()
                        .map(|(i, b)| DutchBoard {
                            board: i + 1,
                            white: b.white,
                            black: b.black,
                            colour_article: b.colour_rule.article().into(),
                            notes: notes_json(&b.notes),
                        })
                        .collect(),
                    bye: pairing.bye,
                    bye_notes: notes_json(&pairing.bye_notes),
                })?;
                (boards, pairing.bye, explanation)
            }
        };
        Ok((
            vec![Step::Paired {
                round: n,
                boards,
                bye,
                explanation,
            }],
            n,
        ))
    })
    .await?;
    let links = if body.publish {
        Some(super::publish(&hub, &live, &mut hall, n).await?)
    } else {
        None
    };
    let mut answer = pairing_json(&live, &hall, n)?;
    answer.links = links;
    Ok((StatusCode::CREATED, Answer(answer)).into_response())
}

/// Round `n`'s pairing as the hall shows it.
fn pairing_json(live: &HallLive, hall: &model::Hall, n: usize) -> Result<Pairing, ApiError> {
    let round = hall.round(n).ok_or_else(|| no_round(n))?;
    Ok(Pairing {
        round: n,
        published: round.published,
        boards: live.boards(hall, n),
        bye: round.bye.map(|tpn| super::seated(hall, tpn)),
        explanation: round.explanation.clone(),
        changes: round.changes.clone(),
        links: None,
        warnings: None,
        warning_notes: None,
    })
}

/// The arbiter changes a paired round before publishing it: journalled with the reason and
/// the warnings (a rematch; in a FIDE-rated event, any change of the Dutch system's pairing).
async fn change(
    State(hub): State<Arc<Hub>>,
    RoundNumber(n): RoundNumber,
    ArbiterEvent(live): ArbiterEvent,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let body: ChangePairing = json_body(body)?;
    if body.reason.trim().is_empty() {
        return Err(hall_codes::PAIRING_NEEDS_REASON.bare());
    }
    model::check_reason("reason", &body.reason)?;
    let mut hall = live.fresh(&hub).await?;
    let (notes, warnings) = write(&hub, &live, &mut hall, |hall| {
        let round = hall.round(n).ok_or_else(|| no_round(n))?;
        if round.published {
            return Err(
                hall_codes::ROUND_PUBLISHED_NO_CHANGE.refuse(game::params! { "round" => n })
            );
        }
        let notes = hall.check_pairing(n, &body.boards, body.bye)?;
        let warnings: Vec<String> = notes.iter().map(hall_codes::warning_line).collect();
        let step = Step::Changed {
            round: n,
            boards: body.boards.clone(),
            bye: body.bye,
            reason: body.reason.clone(),
            warnings: warnings.clone(),
            warning_notes: Some(notes.clone()),
        };
        Ok((vec![step], (notes, warnings)))
    })
    .await?;
    let mut answer = pairing_json(&live, &hall, n)?;
    answer.warnings = Some(warnings);
    answer.warning_notes = Some(notes);
    Ok(Answer(answer).into_response())
}

async fn publish(
    State(hub): State<Arc<Hub>>,
    RoundNumber(n): RoundNumber,
    ArbiterEvent(live): ArbiterEvent,
) -> Result<Response, ApiError> {
    let mut hall = live.fresh(&hub).await?;
    publishable(&hub, &hall)?;
    let links = super::publish(&hub, &live, &mut hall, n).await?;
    let mut answer = pairing_json(&live, &hall, n)?;
    answer.links = Some(links);
    Ok(Answer(answer).into_response())
}

/// Whether every game of a round can be created (issue 34, point 7): the event's config and
/// its seats, as `POST /api/games` checks them, before any game is created, so that a
/// publication refused for them leaves no game behind (the players' names were checked as they
/// entered). An event whose engine the server no longer has (restarted without it), or created
/// before the seats were checked at its creation, is refused here with nothing created.
fn publishable(hub: &Hub, hall: &model::Hall) -> Result<(), ApiError> {
    game::Game::new(hall.spec.config.clone()).map_err(|e| hall_codes::config(&e))?;
    hall.spec.check_seats(&hub.options.engines)
}

/// The games of a published round, with their boards.
async fn round_games(
    hub: &Arc<Hub>,
    live: &Arc<HallLive>,
    n: usize,
) -> Result<Vec<(usize, Pair, String)>, ApiError> {
    let hall = live.fresh(hub).await?;
    let round = hall.round(n).ok_or_else(|| no_round(n))?;
    if !round.published {
        return Err(hall_codes::ROUND_NOT_PUBLISHED.refuse(game::params! { "round" => n }));
    }
    Ok(round
        .boards
        .iter()
        .zip(&round.games)
        .enumerate()
        .map(|(i, (b, g))| (i + 1, *b, g.clone()))
        .collect())
}

/// Starts every clock of the round not started yet (Art. 6.6: the arbiter starts White's clock).
async fn start_round(
    State(hub): State<Arc<Hub>>,
    RoundNumber(n): RoundNumber,
    ArbiterEvent(live): ArbiterEvent,
) -> Result<Response, ApiError> {
    let mut started = Vec::new();
    // A board whose result the arbiter recorded in the event (an absent player's forfeit in a
    // round robin) has no game to play.
    let decided: Vec<usize> = {
        let hall = live.fresh(&hub).await?;
        hall.round(n)
            .map(|r| r.decided.keys().map(|i| i + 1).collect())
            .unwrap_or_default()
    };
    for (board, _, game) in round_games(&hub, &live, n).await? {
        if decided.contains(&board) {
            continue;
        }
        let g = hub.get(&game).await?;
        let not_started = {
            let inner = g.inner.lock().await;
            !inner.state.started && inner.state.result.is_none()
        };
        if not_started {
            hub.submit(&g, Action::Start, Sender::Token(Role::Arbiter))
                .await?;
            started.push(board);
        }
    }
    Ok(Answer(RoundStarted { round: n, started }).into_response())
}

/// Art. 6.7.1: at the default time, the players absent lose by forfeit; both absent, a double
/// forfeit. Each is the game's own ruling (`forfeit`), which refuses it before the default time.
async fn forfeits(
    State(hub): State<Arc<Hub>>,
    RoundNumber(n): RoundNumber,
    ArbiterEvent(live): ArbiterEvent,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let body: Forfeits = json_body(body)?;
    let games = round_games(&hub, &live, n).await?;
    for tpn in &body.absent {
        if !games
            .iter()
            .any(|(_, b, _)| b.white == *tpn || b.black == *tpn)
        {
            return Err(hall_codes::BAD_FORFEIT.refuse(game::params! {
                "player" => u32::from(*tpn),
                "round" => n,
            }));
        }
    }
    let mut done = Vec::new();
    for (board, b, game) in games {
        let (w, bl) = (
            body.absent.contains(&b.white),
            body.absent.contains(&b.black),
        );
        let by = match (w, bl) {
            (true, true) => Party::Both,
            (true, false) => Party::White,
            (false, true) => Party::Black,
            (false, false) => continue,
        };
        let g = hub.get(&game).await?;
        let state = hub
            .submit(
                &g,
                Action::Arbiter(Ruling::Forfeit { by }),
                Sender::Token(Role::Arbiter),
            )
            .await?;
        super::console::declared(&hub, &live, &g).await?;
        done.push(BoardForfeit {
            board,
            game,
            result: state.result.as_ref().map(|o| o.result.to_string()),
        });
    }
    Ok(Answer(ForfeitsRuled {
        round: n,
        forfeits: done,
    })
    .into_response())
}

/// The arbiter's decision on a board. While the game goes on, it is the game's ruling: a
/// forfeit (`+/-`, `-/+`, `-/-`: Art. 6.7.1, 11.7, 11.8) or a declared result (Art. 12.1),
/// journalled in the game. Once the game is over, the result is recorded in the event's journal
/// instead (a correction), and the standings follow it.
async fn decide(
    State(hub): State<Arc<Hub>>,
    RoundNumber(n): RoundNumber,
    BoardNumber(b): BoardNumber,
    ArbiterEvent(live): ArbiterEvent,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let body: DecideBoard = json_body(body)?;
    if let Some(reason) = &body.reason {
        model::check_reason("reason", reason)?;
    }
    let result: laws::GameResult = body.result.parse().map_err(|_| {
        hall_codes::BAD_RESULT.refuse(game::params! { "result" => body.result.as_str() })
    })?;
    let games = round_games(&hub, &live, n).await?;
    let (_, _, game) = games
        .get(b - 1)
        .cloned()
        .ok_or_else(|| hall_codes::NO_BOARD.refuse(game::params! { "board" => b, "round" => n }))?;
    let g = hub.get(&game).await?;
    let (over, game_seq) = {
        let inner = g.inner.lock().await;
        (inner.state.result.is_some(), inner.seq)
    };
    if !over {
        let ruling = match result {
            laws::GameResult::WhiteWinsByForfeit => Ruling::Forfeit { by: Party::Black },
            laws::GameResult::BlackWinsByForfeit => Ruling::Forfeit { by: Party::White },
            laws::GameResult::DoubleForfeit => Ruling::Forfeit { by: Party::Both },
            _ => Ruling::DeclareResult {
                result,
                reason: laws::Reason::Arbiter,
                article: None,
            },
        };
        let state = hub
            .submit(&g, Action::Arbiter(ruling), Sender::Token(Role::Arbiter))
            .await?;
        // Issue 35, item 1: the ruling is the arbiter's act, in the order of his acts, for an
        // undo to take back (it withdraws the declaration in the game).
        super::console::declared(&hub, &live, &g).await?;
        return Ok(Answer(BoardDecided {
            round: n,
            board: b,
            game,
            in_game: true,
            result: None,
            state: Some(state),
        })
        .into_response());
    }
    let mut hall = live.fresh(&hub).await?;
    let step = Step::Decided {
        round: n,
        board: b,
        decided: Decided {
            result: result.to_string(),
            reason: body.reason,
            notes: Vec::new(),
            game_seq: Some(game_seq),
        },
    };
    // The game's result was read above; the step stands on any fresh journal.
    write(&hub, &live, &mut hall, |_| Ok((vec![step.clone()], ()))).await?;
    Ok(Answer(BoardDecided {
        round: n,
        board: b,
        game,
        in_game: false,
        result: Some(result.to_string()),
        state: None,
    })
    .into_response())
}

/// `POST /api/events/{id}/absences` `{"player", "kind": "withdrawal" | "suspension" |
/// "expulsion" | "bye", "from", "rounds", "bye": "half" | "full" | "zero", "reason"}`: a player
/// misses later rounds (Art. 12.9.8, 12.9.9; a withdrawal; a requested bye). Journalled; the
/// next round's pairing leaves the player out (a Swiss round) or forfeits the game (a round
/// robin's table), and the standings and the TRF score the rounds missed (`Z`, `H`, `F`).
async fn absent(
    State(hub): State<Arc<Hub>>,
    ArbiterEvent(live): ArbiterEvent,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let value: Value = json_body(body)?;
    let absence: Absence = serde_json::from_value(value).map_err(|e| {
        hall_codes::ABSENCE_UNREADABLE.refuse(game::params! { "detail" => e.to_string() })
    })?;
    let mut hall = live.fresh(&hub).await?;
    let absence = write(&hub, &live, &mut hall, |hall| {
        let absence = hall.check_absence(absence.clone())?;
        Ok((
            vec![Step::Absent {
                absence: absence.clone(),
            }],
            absence,
        ))
    })
    .await?;
    let recorded = AbsenceRecorded {
        article: absence.article(),
        absence,
        absences: hall.absences.clone(),
    };
    Ok((StatusCode::CREATED, Answer(recorded)).into_response())
}

/// The absences recorded, in order.
async fn absences(State(hub): State<Arc<Hub>>, Event(live): Event) -> Result<Response, ApiError> {
    let hall = live.fresh(&hub).await?;
    Ok(Answer(Absences {
        absences: hall.absences.clone(),
    })
    .into_response())
}

/// The path's queue item, `{item}`.
#[derive(Deserialize)]
struct QueueItem {
    item: String,
}

async fn acknowledge(
    State(hub): State<Arc<Hub>>,
    ArbiterEvent(live): ArbiterEvent,
    Path(QueueItem { item }): Path<QueueItem>,
) -> Result<Response, ApiError> {
    let mut hall = live.fresh(&hub).await?;
    write(&hub, &live, &mut hall, |hall| {
        if !live.queue(hall).iter().any(|i| i.id == item) {
            return Err(hall_codes::NO_ITEM.refuse(game::params! { "item" => item.as_str() }));
        }
        Ok((vec![Step::Acknowledged { item: item.clone() }], ()))
    })
    .await?;
    Ok(Answer(Queue {
        queue: live.queue(&hall),
    })
    .into_response())
}

async fn hall_view(
    State(hub): State<Arc<Hub>>,
    ArbiterEvent(live): ArbiterEvent,
) -> Result<Response, ApiError> {
    let hall = live.fresh(&hub).await?;
    Ok(Answer(live.view(&hall)).into_response())
}

/// A round's pairings (default: the last one paired). A round not yet published is the
/// arbiter's to see.
async fn pairings(
    State(hub): State<Arc<Hub>>,
    QueryRound(round): QueryRound,
    Event(live): Event,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let hall = live.fresh(&hub).await?;
    let n = match round.as_deref() {
        Some(text) => number(text, &hall_codes::BAD_ROUND_NUMBER)?,
        None => hall.rounds.len(),
    };
    let round = hall.round(n).ok_or_else(|| no_round(n))?;
    if !round.published && !live.is_arbiter(&headers) {
        return Err(hall_codes::ROUND_NOT_PUBLISHED_YET.refuse(game::params! { "round" => n }));
    }
    Ok(Answer(pairing_json(&live, &hall, n)?).into_response())
}

/// The standings, as `arbiter standings` prints them (one object a player, tie-breaks in the
/// event's order, points and values as decimal strings), in `{"standings": [...]}`.
async fn standings(
    State(hub): State<Arc<Hub>>,
    QueryAfter(after): QueryAfter,
    Event(live): Event,
) -> Result<Response, ApiError> {
    let Ranked { standings, .. } = standings_of(&hub, &live, after).await?;
    let rows: Vec<String> = standings.rows.iter().map(|row| row.to_json()).collect();
    let body = format!(
        "{{\"edition\":{},\"rounds\":{},\"standings\":[{}]}}",
        Value::String(standings.edition.name.to_owned()),
        standings.rounds,
        rows.join(",")
    );
    Ok(([(header::CONTENT_TYPE, "application/json")], body).into_response())
}

/// An event ranked: as its results stand now, its tie-breaks and its standings.
struct Ranked {
    event: tournament::Event,
    tiebreaks: Vec<tournament::TieBreak>,
    standings: tournament::Standings,
}

/// The event ranked after round `after` (all rounds recorded when `None`) by its tie-breaks,
/// for a round robin or a Swiss event as it is (C.07).
async fn standings_of(
    hub: &Arc<Hub>,
    live: &Arc<HallLive>,
    after: Option<usize>,
) -> Result<Ranked, ApiError> {
    let hall = live.synced(hub).await?;
    let event = hall.to_event();
    let tiebreaks = hall.spec.tiebreaks()?;
    let standings = event
        .standings_as(
            &tiebreaks,
            after,
            None,
            hall.spec.system == System::RoundRobin,
        )
        .map_err(|e| hall_codes::scoring(&e))?;
    Ok(Ranked {
        event,
        tiebreaks,
        standings,
    })
}

/// The crosstable: each player's line, ranked, with every round's opponent, colour and result.
async fn crosstable(State(hub): State<Arc<Hub>>, Event(live): Event) -> Result<Response, ApiError> {
    let Ranked {
        event,
        tiebreaks,
        standings,
    } = standings_of(&hub, &live, None).await?;
    let rank_of =
        |tpn: StartingNumber| standings.rows.iter().find(|r| r.tpn == tpn).map(|r| r.rank);
    let mut rows: Vec<CrossRow> = event
        .players()
        .map(|p| CrossRow {
            rank: rank_of(p.tpn).unwrap_or(u32::MAX),
            tpn: p.tpn,
            name: p.name.clone(),
            rating: p.rating,
            federation: p.federation.clone(),
            points: p.points.map(|x| x.to_string()),
            rounds: p
                .rounds
                .iter()
                .enumerate()
                .map(|(i, e)| CrossRound {
                    round: i + 1,
                    opponent: e.opponent,
                    colour: e.colour.map(|c| c.trf_char().to_string()),
                    result: e.result.trf_char().to_string(),
                })
                .collect(),
        })
        .collect();
    rows.sort_by_key(|row| (row.rank, row.tpn));
    Ok(Answer(Crosstable {
        rounds: event.rounds_recorded(),
        tiebreaks: tiebreaks.iter().map(ToString::to_string).collect(),
        rows,
    })
    .into_response())
}

/// The event as TRF-2026, written by the `tournament` crate's writer (for rating, or another
/// pairing program).
async fn trf(State(hub): State<Arc<Hub>>, Event(live): Event) -> Result<Response, ApiError> {
    let hall = live.synced(&hub).await?;
    let mut event = hall.to_event();
    // Each player's rank (TRF columns 86-89, C.04 Annex 2) as the event's standings give it
    // (issue 35: the file says what `arbiter standings` computes from it); none when they do not
    // compute.
    let standings = hall.spec.tiebreaks().ok().and_then(|tiebreaks| {
        event
            .standings_as(
                &tiebreaks,
                None,
                None,
                hall.spec.system == System::RoundRobin,
            )
            .ok()
    });
    if let Some(standings) = standings {
        let ranks: std::collections::HashMap<_, _> =
            standings.rows.iter().map(|r| (r.tpn, r.rank)).collect();
        for player in event.players_mut() {
            player.rank = ranks.get(&player.tpn).and_then(|&r| u16::try_from(r).ok());
        }
    }
    tournament::trf::convert(&mut event, tournament::trf::Version::Trf2026);
    Ok((
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        tournament::trf::write(&event),
    )
        .into_response())
}

/// Every game of the event as one PGN, round by round, board by board, with the event's name
/// and `Round "round.board"`. A board whose result the event recorded while its game never
/// ended (a round robin's absent player, forfeited at publication: Art. 6.7.1) carries that
/// result ([`forfeited`]).
async fn pgn(State(hub): State<Arc<Hub>>, Event(live): Event) -> Result<Response, ApiError> {
    type Board = (String, Option<Decided>, Vec<(&'static str, String)>);
    let games: Vec<Board> = {
        let hall = live.fresh(&hub).await?;
        hall.rounds
            .iter()
            .flat_map(|r| {
                let hall = &hall;
                r.games.iter().enumerate().map(move |(i, g)| {
                    (
                        g.clone(),
                        hall.decided(r.number, i + 1).cloned(),
                        hall.pgn_tags(r.number, i + 1),
                    )
                })
            })
            .collect()
    };
    let mut out = String::new();
    for (game, decided, tags) in games {
        let g = hub.get(&game).await?;
        let text = {
            let inner = g.inner.lock().await;
            let mut written = inner.game.to_pgn_game();
            // The event's record, where it is the board's result (issue 31): a forfeit at
            // publication, or a correction from the event's route after the game ended.
            if let Some(decided) = &decided {
                forfeited(&mut written, decided);
            }
            // The tags set on the game, and written by the PGN writer, which escapes them
            // (issue 34: a name never forges a tag), rather than lines edited in its text; the
            // event's tags are its machine's (issue 35, point 7).
            for (tag, value) in tags {
                match written.tags.iter_mut().find(|(name, _)| name == tag) {
                    Some((_, old)) => *old = value,
                    None => written.tags.push((tag.to_owned(), value)),
                }
            }
            notation::pgn::write_game(&written, &notation::pgn::WriteOptions::default())
        };
        out.push_str(&text);
        if !out.ends_with("\n\n") {
            out.push('\n');
        }
    }
    Ok(([(header::CONTENT_TYPE, "application/x-chess-pgn")], out).into_response())
}

/// A game with the result the event recorded for its board (a forfeit at publication, a
/// correction from the event's route): the PGN result (`+/-` is `1-0`, `-/+` is `0-1`; a double
/// forfeit, `-/-`, stays `*`, as the game itself writes it: PGN has no result for a game nobody
/// won nor drew), its `Termination` (`"forfeit"` once the event's tags are set: issue 35, point
/// 7), and a comment that says the event's result, Art. 6.7.1 and the arbiter's reason.
fn forfeited(game: &mut notation::pgn::Game, decided: &Decided) {
    use notation::pgn::GameResult as Pgn;
    let Ok(result) = decided.result.parse::<laws::GameResult>() else {
        return;
    };
    let pgn = match result {
        laws::GameResult::WhiteWins | laws::GameResult::WhiteWinsByForfeit => Pgn::WhiteWins,
        laws::GameResult::BlackWins | laws::GameResult::BlackWinsByForfeit => Pgn::BlackWins,
        laws::GameResult::Draw => Pgn::Draw,
        laws::GameResult::DoubleForfeit => Pgn::Unknown,
    };
    let forfeit = matches!(
        result,
        laws::GameResult::WhiteWinsByForfeit
            | laws::GameResult::BlackWinsByForfeit
            | laws::GameResult::DoubleForfeit
    );
    game.result = Some(pgn);
    for (name, value) in &mut game.tags {
        match name.as_str() {
            "Result" => *value = pgn.as_str().to_owned(),
            "Termination" if forfeit => "rules infraction".clone_into(value),
            "Termination" => "adjudication".clone_into(value),
            _ => {}
        }
    }
    let why = decided
        .reason
        .as_deref()
        .map(|r| format!(": {r}"))
        .unwrap_or_default();
    let comment = if forfeit {
        format!("{} (forfeit, Art. 6.7.1){why}", decided.result)
    } else {
        format!("{} (recorded by the arbiter){why}", decided.result)
    };
    match game.moves.last_mut() {
        Some(last) => last.comments.push(comment),
        None => game.comments.push(comment),
    }
}

/// The hall's stream (NDJSON): the hall first (`"type": "hall"`: the event, the current
/// round's boards, the queue), then `"type": "board"` lines — one board's compact summary and
/// the queue — as games change, and the hall again after each step of the arbiter. Public
/// boards, but the queue and unpublished pairings are the arbiter's: without the event's
/// token, the stream carries no queue and no explanation.
async fn stream(
    State(hub): State<Arc<Hub>>,
    Event(live): Event,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let arbiter = live.is_arbiter(&headers);
    let updates = live.subscribe();
    let first = {
        let hall = live.fresh(&hub).await?;
        json!(live.view(&hall))
    };
    let keepalive = hub.options.keepalive;
    let state = (Some(first), updates, live, arbiter);
    let lines = futures_util::stream::unfold(
        state,
        move |(first, mut updates, live, arbiter)| async move {
            let mut line = if let Some(first) = first {
                redact(first, arbiter)
            } else {
                match tokio::time::timeout(keepalive, updates.recv()).await {
                    Err(_) => Value::Null,
                    Ok(Ok(text)) => {
                        serde_json::from_str(&text).map_or(Value::Null, |v| redact(v, arbiter))
                    }
                    Ok(Err(tokio::sync::broadcast::error::RecvError::Lagged(_))) => {
                        let hall = live.hall.lock().await;
                        redact(json!(live.view(&hall)), arbiter)
                    }
                    Ok(Err(tokio::sync::broadcast::error::RecvError::Closed)) => return None,
                }
            }
            .to_string();
            if line == "null" {
                line.clear();
            }
            line.push('\n');
            Some((
                Ok::<_, std::convert::Infallible>(line),
                (None, updates, live, arbiter),
            ))
        },
    );
    Ok((
        [(header::CONTENT_TYPE, "application/x-ndjson")],
        Body::from_stream(lines),
    )
        .into_response())
}

/// Takes the arbiter's parts out of a line for the public.
fn redact(mut line: Value, arbiter: bool) -> Value {
    if arbiter {
        return line;
    }
    if let Some(map) = line.as_object_mut() {
        map.remove("queue");
        if let Some(round) = map.get_mut("round").and_then(Value::as_object_mut) {
            let published = round.get("published").and_then(Value::as_bool) == Some(true);
            round.remove("explanation");
            round.remove("changes");
            if !published {
                round.insert("boards".into(), Value::Array(Vec::new()));
                round.insert("bye".into(), Value::Null);
            }
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_public_stream_has_no_queue() {
        let line = json!({"type": "hall", "queue": [1], "round": {"published": false, "boards": [1], "bye": 1, "explanation": 1}});
        let public = redact(line.clone(), false);
        assert!(public.get("queue").is_none());
        assert_eq!(public["round"]["boards"], json!([]));
        assert_eq!(redact(line.clone(), true), line);
    }
}
