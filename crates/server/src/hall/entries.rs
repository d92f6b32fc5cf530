//! Registration (issue 35): an entry corrected by the arbiter, and a list of players read from a
//! file the arbiter already has — a TRF, a CSV, or FIDE's rating list (text or XML) — to be
//! entered with `POST /api/events/{id}/players`.
//!
//! - `PUT /api/events/{id}/players/{tpn}` `{"name", "rating", "fide_id", "federation"}`: the
//!   entry now, journalled (`Step::Edited`); once a round is paired an edit that would change a
//!   starting number is refused (`player_edit_renumbers`, C.04.2 B). A withdrawal is an absence
//!   (`POST /api/events/{id}/absences`, `"kind": "withdrawal"`).
//! - `POST /api/players/read?format=trf|csv|fide` with the file as the body: `{"players":
//!   [{"name", "rating", "fide_id", "federation", "title", "birth_year"}], "errors": [ERROR +
//!   "line"]}` (a player of FIDE's list also has `rapid_rating` and `blitz_rating`, `rating`
//!   being the standard one) — nothing is stored; each row that does not read is an error with its line, the
//!   others are read. A file with no player at all is refused with its first error.

use std::sync::Arc;

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{FromRequestParts, Path, Query, State};
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use axum::routing::{post, put};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use tournament::StartingNumber;

use super::codes::{self as hall_codes, HallCode};
use super::extract::{Answer, ArbiterEvent};
use super::model::{PlayerIn, Step};
use super::write;
use crate::error::ApiError;
use crate::extract::{body_bytes, json_body};
use crate::fide::{ListError, read_list};
use crate::hub::Hub;
use protocol::events::Players;

/// The routes of registration.
pub fn router() -> Router<Arc<Hub>> {
    Router::new()
        .route("/api/events/{id}/players/{tpn}", put(edit))
        .route("/api/players/read", post(read))
}

#[derive(Deserialize)]
struct TpnParam {
    tpn: String,
}

/// The path's player `{tpn}`, a starting number from 1: read before the event, as the other
/// routes read their path's numbers first (404 `player_no_such` otherwise).
struct PlayerNumber(StartingNumber);

impl<S: Send + Sync> FromRequestParts<S> for PlayerNumber {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let Path(TpnParam { tpn }) = Path::<TpnParam>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        tpn.parse::<StartingNumber>()
            .ok()
            .filter(|&n| n > 0)
            .map(PlayerNumber)
            .ok_or_else(|| {
                hall_codes::PLAYER_NO_SUCH
                    .refuse(game::params! { "player" => tpn.as_str() })
                    .into_response()
            })
    }
}

async fn edit(
    State(hub): State<Arc<Hub>>,
    PlayerNumber(tpn): PlayerNumber,
    ArbiterEvent(live): ArbiterEvent,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let entry: PlayerIn = json_body::<Value>(body).and_then(|v| {
        serde_json::from_value(v).map_err(|_| hall_codes::PLAYER_UNREADABLE.bare())
    })?;
    super::model::check_player(&entry)?;
    let mut hall = live.fresh(&hub).await?;
    write(&hub, &live, &mut hall, |hall| {
        hall.check_edit(tpn, &entry)?;
        Ok((
            vec![Step::Edited {
                player: tpn,
                entry: entry.clone(),
            }],
            (),
        ))
    })
    .await?;
    Ok(Answer(Players {
        players: hall.players.clone(),
    })
    .into_response())
}

/// A player read from a file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReadPlayer {
    /// "Lastname, Firstname".
    pub name: String,
    /// Rating.
    pub rating: Option<u16>,
    /// FIDE id.
    pub fide_id: Option<u64>,
    /// Federation.
    pub federation: Option<String>,
    /// Title (`GM`, `WFM`, ...).
    pub title: Option<String>,
    /// Year of birth.
    pub birth_year: Option<u16>,
    /// FIDE's list only: the rapid rating (`rating` is the standard one).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rapid_rating: Option<Option<u16>>,
    /// FIDE's list only: the blitz rating.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub blitz_rating: Option<Option<u16>>,
}

impl ReadPlayer {
    /// The entry as `POST /api/events/{id}/players` takes it.
    pub fn entry(&self) -> PlayerIn {
        PlayerIn {
            name: self.name.clone(),
            rating: self.rating,
            fide_id: self.fide_id,
            federation: self.federation.clone(),
        }
    }
}

/// A row that does not read: its line and the refusal that says why.
#[derive(Debug)]
pub struct RowError {
    /// The line (1-based).
    pub line: usize,
    /// Why.
    pub error: ApiError,
}

impl RowError {
    fn new(line: usize, code: &HallCode, params: game::codes::Params) -> RowError {
        RowError {
            line,
            error: code.refuse(params),
        }
    }

    fn json(&self) -> Value {
        let mut v = serde_json::to_value(&self.error.body).unwrap_or(Value::Null);
        if let Some(o) = v.as_object_mut() {
            o.insert("line".into(), json!(self.line));
        }
        v
    }
}

/// `?format=`.
#[derive(Deserialize)]
struct FormatQuery {
    #[serde(default)]
    format: String,
}

async fn read(
    Query(FormatQuery { format }): Query<FormatQuery>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let bytes = body_bytes(body)?;
    let (players, errors) = match format.as_str() {
        "trf" => read_trf(&text_of(&bytes)?),
        "csv" => read_csv(&text_of(&bytes)?),
        "fide" => read_fide(&bytes),
        other => {
            return Err(hall_codes::LIST_FORMAT.refuse(game::params! { "format" => other }));
        }
    };
    if players.is_empty() {
        return Err(match errors.into_iter().next() {
            Some(e) => e.error,
            None => hall_codes::LIST_NO_PLAYERS.bare(),
        });
    }
    let errors: Vec<Value> = errors.iter().map(RowError::json).collect();
    Ok(Json(json!({"players": players, "errors": errors})).into_response())
}

/// The file as text: UTF-8, else Latin-1 (every byte a character), refused if it holds NUL.
fn text_of(bytes: &[u8]) -> Result<String, ApiError> {
    if bytes.contains(&0) {
        return Err(hall_codes::LIST_NOT_TEXT.bare());
    }
    Ok(match std::str::from_utf8(bytes) {
        Ok(s) => s.trim_start_matches('\u{feff}').to_owned(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    })
}

/// Each player read is checked as an entry would be, so that the page adds only what the
/// event will take.
fn checked(line: usize, p: ReadPlayer, players: &mut Vec<ReadPlayer>, errors: &mut Vec<RowError>) {
    match super::model::check_player(&p.entry()) {
        Ok(()) => players.push(p),
        Err(error) => errors.push(RowError { line, error }),
    }
}

/// A TRF's player lines (`001`), by the `tournament` crate's reader; a line that does not read
/// stops the reading (TRF's lines depend on each other), with its line and reason.
pub fn read_trf(text: &str) -> (Vec<ReadPlayer>, Vec<RowError>) {
    let mut players = Vec::new();
    let mut errors = Vec::new();
    match tournament::trf::read(text) {
        Err(e) => errors.push(RowError::new(
            e.line,
            &hall_codes::LIST_BAD_TRF,
            game::params! { "line" => e.line, "detail" => e.to_string() },
        )),
        Ok(event) => {
            for (i, p) in event.players().enumerate() {
                let federation = p.federation.trim();
                checked(
                    i + 1,
                    ReadPlayer {
                        name: p.name.trim().to_owned(),
                        rating: p.rating.filter(|&r| r > 0),
                        fide_id: p.fide_id.filter(|&id| id > 0),
                        federation: (!federation.is_empty())
                            .then(|| federation.to_ascii_uppercase()),
                        title: crate::fide::list::title(&p.title),
                        birth_year: p
                            .birth_date
                            .get(..4)
                            .and_then(|y| y.parse().ok())
                            .filter(|&y| y > 0),
                        rapid_rating: None,
                        blitz_rating: None,
                    },
                    &mut players,
                    &mut errors,
                );
            }
        }
    }
    (players, errors)
}

/// FIDE's rating list, text or XML ([`crate::fide::list`]).
pub fn read_fide(bytes: &[u8]) -> (Vec<ReadPlayer>, Vec<RowError>) {
    let mut players = Vec::new();
    let mut errors = Vec::new();
    read_list(bytes, |line, r| match r {
        Ok(p) => {
            checked(
                line,
                ReadPlayer {
                    name: p.name,
                    rating: p.rating,
                    fide_id: Some(p.fide_id),
                    federation: p.federation,
                    title: p.title,
                    birth_year: p.birth_year,
                    rapid_rating: Some(p.rapid_rating),
                    blitz_rating: Some(p.blitz_rating),
                },
                &mut players,
                &mut errors,
            );
        }
        Err(e) => errors.push(list_error(&e)),
    });
    (players, errors)
}

/// A reading error of FIDE's list as the hall's refusal.
pub fn list_error(e: &ListError) -> RowError {
    let line = e.line();
    match e {
        ListError::NoHeader { .. } => RowError::new(
            line,
            &hall_codes::LIST_NO_HEADER,
            game::params! { "line" => line },
        ),
        ListError::MissingColumn { column, .. } => RowError::new(
            line,
            &hall_codes::LIST_MISSING_COLUMN,
            game::params! { "line" => line, "column" => *column },
        ),
        ListError::BadNumber { column, value, .. } => RowError::new(
            line,
            &hall_codes::LIST_BAD_NUMBER,
            game::params! { "line" => line, "column" => column.as_str(), "value" => value.as_str() },
        ),
        ListError::NoName { .. } => RowError::new(
            line,
            &hall_codes::LIST_NO_NAME,
            game::params! { "line" => line },
        ),
        ListError::Xml { reason, .. } => RowError::new(
            line,
            &hall_codes::LIST_BAD_XML,
            game::params! { "line" => line, "detail" => *reason },
        ),
        ListError::Io { reason, .. } => RowError::new(
            line,
            &hall_codes::LIST_BAD_XML,
            game::params! { "line" => line, "detail" => reason.as_str() },
        ),
    }
}

/// Which column of a CSV holds what, from its header (English or French names, any case).
#[derive(Default)]
struct CsvColumns {
    name: Option<usize>,
    surname: Option<usize>,
    given: Option<usize>,
    rating: Option<usize>,
    fide_id: Option<usize>,
    federation: Option<usize>,
    title: Option<usize>,
    born: Option<usize>,
}

/// A CSV as a spreadsheet writes it: a header row, `,` or `;` or a tab between fields (the one
/// the header uses most), fields in double quotes when they hold one (`""` a quote). The
/// columns are found by their names: `name` (or `surname` and `first name`; `nom`, `prénom`),
/// `rating` (`elo`), `fide_id` (`fide`, `id`), `federation` (`fed`, `country`), `title`,
/// `birth_year` (`born`, `naissance`).
pub fn read_csv(text: &str) -> (Vec<ReadPlayer>, Vec<RowError>) {
    let mut players = Vec::new();
    let mut errors = Vec::new();
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let Some((header_index, header)) = lines.next() else {
        return (players, errors);
    };
    let sep = [',', ';', '\t']
        .into_iter()
        .max_by_key(|s| header.matches(*s).count())
        .unwrap_or(',');
    let mut c = CsvColumns::default();
    for (i, name) in fields(header, sep).iter().enumerate() {
        let key = crate::fide::fold(name).replace(' ', "");
        let slot = match key.as_str() {
            "name" | "player" | "joueur" | "nomcomplet" | "fullname" => &mut c.name,
            "surname" | "lastname" | "nom" | "familyname" => &mut c.surname,
            "firstname" | "givenname" | "prenom" | "given" => &mut c.given,
            "rating" | "elo" | "fiderating" | "classement" => &mut c.rating,
            "fideid" | "fide" | "id" | "idfide" | "fidenumber" => &mut c.fide_id,
            "federation" | "fed" | "country" | "pays" => &mut c.federation,
            "title" | "titre" => &mut c.title,
            "birthyear" | "born" | "birth" | "naissance" | "anneedenaissance" | "bday" => {
                &mut c.born
            }
            _ => continue,
        };
        slot.get_or_insert(i);
    }
    if c.name.is_none() && c.surname.is_none() {
        errors.push(RowError::new(
            header_index + 1,
            &hall_codes::LIST_MISSING_COLUMN,
            game::params! { "line" => header_index + 1, "column" => "name" },
        ));
        return (players, errors);
    }
    for (index, line) in lines {
        let n = index + 1;
        let f = fields(line, sep);
        let get = |k: Option<usize>| -> &str { k.and_then(|k| f.get(k)).map_or("", |s| s.trim()) };
        let name = match (get(c.name), get(c.surname), get(c.given)) {
            (name, _, _) if !name.is_empty() => name.to_owned(),
            ("", surname, "") => surname.to_owned(),
            ("", surname, given) => format!("{surname}, {given}"),
            _ => String::new(),
        };
        if name.is_empty() {
            errors.push(RowError::new(
                n,
                &hall_codes::LIST_NO_NAME,
                game::params! { "line" => n },
            ));
            continue;
        }
        let number = |k: Option<usize>, column: &str, errors: &mut Vec<RowError>| {
            let text = get(k);
            if text.is_empty() {
                return Ok(None);
            }
            text.parse::<u64>().map(Some).map_err(|_| {
                errors.push(RowError::new(
                    n,
                    &hall_codes::LIST_BAD_FIELD,
                    game::params! { "line" => n, "column" => column },
                ));
            })
        };
        let Ok(rating) = number(c.rating, "rating", &mut errors) else {
            continue;
        };
        let Ok(fide_id) = number(c.fide_id, "fide_id", &mut errors) else {
            continue;
        };
        let Ok(born) = number(c.born, "birth_year", &mut errors) else {
            continue;
        };
        let federation = get(c.federation).to_ascii_uppercase();
        checked(
            n,
            ReadPlayer {
                name,
                rating: rating
                    .filter(|&r| r > 0)
                    .map(|r| u16::try_from(r).unwrap_or(u16::MAX)),
                fide_id: fide_id.filter(|&id| id > 0),
                federation: (!federation.is_empty()).then_some(federation),
                title: crate::fide::list::title(get(c.title)),
                birth_year: born.and_then(|y| u16::try_from(y).ok()).filter(|&y| y > 0),
                rapid_rating: None,
                blitz_rating: None,
            },
            &mut players,
            &mut errors,
        );
    }
    (players, errors)
}

/// A CSV line's fields.
fn fields(line: &str, sep: char) -> Vec<String> {
    let mut out = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch {
            '"' if quoted && chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            '"' => quoted = !quoted,
            c if c == sep && !quoted => out.push(std::mem::take(&mut field)),
            c => field.push(c),
        }
    }
    out.push(field);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registration_csv_reads_english_or_french_headers_and_reports_bad_rows_by_line() {
        let csv = "Nom;Prénom;Elo;FIDE;Fédération\n\
                   Dupont;Jean;1850;12345678;fra\n\
                   \"Le Gall, Jr\";Anne;abc;;FRA\n\
                   Martin;Paul;;;\n";
        let (players, errors) = read_csv(csv);
        assert_eq!(players.len(), 2);
        assert_eq!(players[0].name, "Dupont, Jean");
        assert_eq!(players[0].rating, Some(1850));
        assert_eq!(players[0].fide_id, Some(12_345_678));
        assert_eq!(players[0].federation.as_deref(), Some("FRA"));
        assert_eq!(players[1].name, "Martin, Paul");
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].line, 3);
        assert_eq!(errors[0].error.body.key, "list_bad_field");
    }

    #[test]
    fn registration_csv_without_a_name_column_is_refused_at_its_header() {
        let (players, errors) = read_csv("rating,fed\n2000,FRA\n");
        assert!(players.is_empty());
        assert_eq!(errors[0].line, 1);
        assert_eq!(errors[0].error.body.key, "list_missing_column");
    }

    #[test]
    fn registration_trf_player_lines_are_read_c04_annex_2() {
        let trf = "012 Test Open\n\
001    1 mm   Smith, John                       2400 ENG     1234567 1990/01/01  0.0    1\n\
001    2      Dupont, Jean                      1850 FRA             1985        0.0    2\n";
        let (players, errors) = read_trf(trf);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(players.len(), 2);
        assert_eq!(players[0].name, "Smith, John");
        assert_eq!(players[0].title.as_deref(), Some("IM"));
        assert_eq!(players[0].fide_id, Some(1_234_567));
        assert_eq!(players[0].birth_year, Some(1990));
        assert_eq!(players[1].fide_id, None);
    }

    #[test]
    fn registration_fide_list_rows_keep_their_errors_beside_the_players() {
        let list = "ID Number      Name                 Fed SRtng B-day Flag\n\
                    1503014        Carlsen, Magnus      NOR 2830  1990\n\
                    12x45          Somebody, Else       FRA 2000  1990\n";
        let (players, errors) = read_fide(list.as_bytes());
        assert_eq!(players.len(), 1);
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].line, 3);
        assert_eq!(errors[0].error.body.key, "list_bad_number");
        assert_eq!(
            errors[0].error.body.message,
            "line 3: ID Number \"12x45\" is not a number in range"
        );
    }
}
