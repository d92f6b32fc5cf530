//! What the hall answers when it refuses a request (issue 26, its closing note): every refusal of
//! the event routes names one [`HallCode`] of [`HALL_ERRORS`] — its sentence's `key`, sent
//! beside the contract's error `code` as the game's refusals are (`game::codes`) — with its
//! `params`, and its English `message` is rendered from the code's template and those params.
//! The French is kept beside the English, here, once: `web/src/hall-codes.json` is this list
//! written out by a test (`ARBITER_BLESS=1 cargo test -p arbiter-server --test main hall_codes`),
//! and the hall page and the event's public pages say a refusal in their language from it.
//!
//! The list holds, besides the hall's own sentences, the codes of the `tournament` crate's
//! errors the routes pass through (the Dutch system's [`DutchError`], Berger's tables'
//! [`BergerError`], the tie-breaks' [`TieBreakCodeError`], the scoring's [`ScoringError`]), each
//! rendered from the error's own fields, and the server's generic answers a hall request can
//! meet (a body that does not read, the journal out of service). A game's own refusals (a ruling
//! the Laws do not allow now) keep the game's code and key, of `web/src/codes.json`.
//!
//! French follows the FIDE terms the arbiter reads: « appariement », « ronde », « forfait »,
//! « exempt », « joueur retiré », « départage ».

use axum::http::StatusCode;
use game::codes::{self, Code, Kind, Params};
use serde_json::{Map, Value, json};
use tournament::BergerError;
use tournament::ScoringError;
use tournament::dutch::DutchError;
use tournament::tiebreak::TieBreakCodeError;

use crate::error::ApiError;
use tournament::hall::{AbsenceKind, HallError, Warning};

/// One refusal of the hall: its sentence's key, the status and error code it is sent with, the
/// names of its params and its English and French templates (`{param}` holes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HallCode {
    /// Stable, snake_case: the error body's `key`.
    pub key: &'static str,
    /// The HTTP status it is answered with.
    pub status: StatusCode,
    /// The contract's error `code` it is sent under (several sentences share one).
    pub error: &'static str,
    /// The names of its params.
    pub params: &'static [&'static str],
    /// The English sentence.
    pub en: &'static str,
    /// The French sentence (it may leave out a param of free English, such as `detail`).
    pub fr: &'static str,
}

/// A hall sentence in one language, `values` in its holes, rendered as the game's codes are
/// (`game::codes::render`), for refusals and warnings alike.
fn sentence(
    key: &'static str,
    kind: Kind,
    error: &'static str,
    params: &'static [&'static str],
    template: &'static str,
    values: &Params,
) -> String {
    codes::render(
        &Code {
            name: key,
            kind,
            error,
            params,
            en: template,
        },
        values,
    )
}

impl HallCode {
    /// The English sentence with `params` in its holes.
    pub fn english(&self, params: &Params) -> String {
        sentence(
            self.key,
            Kind::Refusal,
            self.error,
            self.params,
            self.en,
            params,
        )
    }

    /// The French sentence with `params` in its holes.
    pub fn french(&self, params: &Params) -> String {
        sentence(
            self.key,
            Kind::Refusal,
            self.error,
            self.params,
            self.fr,
            params,
        )
    }

    /// The refusal: its status, `{"code", "message", "key", "params"}`.
    pub fn refuse(&self, params: Params) -> ApiError {
        let mut error = ApiError::new(self.status, self.error, self.english(&params));
        error.body.key = self.key.to_owned();
        error.body.params = params;
        error
    }

    /// The refusal of a sentence without params.
    pub fn bare(&self) -> ApiError {
        self.refuse(Params::new())
    }
}

macro_rules! hall_codes {
    ($($name:ident = $key:literal, $status:ident, $error:literal, [$($param:literal),*],
        $en:literal, $fr:literal;)+) => {
        $(
            #[doc = concat!("`", $key, "`: ", $en)]
            pub const $name: HallCode = HallCode {
                key: $key,
                status: StatusCode::$status,
                error: $error,
                params: &[$($param),*],
                en: $en,
                fr: $fr,
            };
        )+
        /// Every refusal the event routes answer, in one list: the source of
        /// `web/src/hall-codes.json`.
        pub const HALL_ERRORS: &[HallCode] = &[$($name),+];
    };
}

hall_codes! {
    // The store and the event.
    NO_EVENTS = "no_events", SERVICE_UNAVAILABLE, "no_events", [],
        "this store keeps no events",
        "ce serveur ne conserve aucun tournoi";
    NO_EVENT = "no_event", NOT_FOUND, "not_found", ["id"],
        "no event \"{id}\"",
        "il n'y a pas de tournoi « {id} »";
    NO_TOKEN = "no_token", UNAUTHORIZED, "unauthorized", [],
        "send `Authorization: Bearer TOKEN`",
        "il faut le lien de l'arbitre du tournoi (en-tête `Authorization: Bearer JETON`)";
    NOT_EVENT_ARBITER = "not_event_arbiter", UNAUTHORIZED, "unauthorized", [],
        "this token is not this event's arbiter's",
        "ce jeton n'est pas celui de l'arbitre de ce tournoi";
    EVENT_NOT_WRITTEN = "event_not_written", BAD_REQUEST, "bad_event", [],
        "the event's step could not be written as JSON",
        "l'étape du tournoi n'a pas pu être écrite en JSON";
    EVENT_BODY_NOT_OBJECT = "event_body_not_object", BAD_REQUEST, "bad_body", [],
        "an event is created with a JSON object {\"name\", \"system\", \"rounds\", ...}",
        "un tournoi se crée avec un objet JSON {\"name\", \"system\", \"rounds\", ...}";
    EVENT_UNREADABLE = "event_unreadable", BAD_REQUEST, "bad_body", ["detail"],
        "the body does not read: {detail}",
        "la description du tournoi ne se lit pas (champs : name, system, rounds, tiebreaks, config, ...)";
    EVENT_NAME_LENGTH = "event_name_length", BAD_REQUEST, "bad_event", [],
        "name: from 1 to 200 characters",
        "nom du tournoi : de 1 à 200 caractères";
    SWISS_NEEDS_ROUNDS = "swiss_needs_rounds", BAD_REQUEST, "bad_event", [],
        "a Swiss event needs its number of rounds (\"rounds\")",
        "un tournoi au système suisse donne son nombre de rondes (« rounds »)";
    EVENT_ROUNDS_RANGE = "event_rounds_range", BAD_REQUEST, "bad_event", ["rounds"],
        "rounds {rounds}: from 1 to 99",
        "{rounds} rondes : de 1 à 99";
    BOARD_SEATS_EMPTY = "board_seats_empty", BAD_REQUEST, "bad_event", [],
        "board_seats: at least one board's seats, or none",
        "board_seats : les places d'au moins un échiquier, ou rien";
    BAD_START_DATE = "bad_start_date", BAD_REQUEST, "bad_event", ["date"],
        "start_date \"{date}\": YYYY/MM/DD",
        "date de début « {date} » : AAAA/MM/JJ";
    BAD_INITIAL_COLOUR = "bad_initial_colour", BAD_REQUEST, "bad_event", ["colour"],
        "initial_colour \"{colour}\": white or black",
        "couleur initiale « {colour} » : white (les Blancs) ou black (les Noirs)";
    BAD_END_DATE = "bad_end_date", BAD_REQUEST, "bad_event", ["date"],
        "end_date \"{date}\": YYYY/MM/DD",
        "date de fin « {date} » : AAAA/MM/JJ";
    VENUE_LENGTH = "venue_length", BAD_REQUEST, "bad_event", [],
        "venue: at most 200 characters",
        "lieu : au plus 200 caractères";
    // Registration (issue 35): an entry corrected, a list of players read from a file.
    PLAYER_NO_SUCH = "player_no_such", NOT_FOUND, "no_player", ["player"],
        "no player {player}",
        "il n'y a pas de joueur n° {player}";
    PLAYER_EDIT_RENUMBERS = "player_edit_renumbers", CONFLICT, "player_edit_renumbers", ["player"],
        "a round is paired: this change of player {player} would change the starting numbers (C.04.2 B)",
        "une ronde est appariée : cette modification du joueur n° {player} changerait les numéros d'appariement (C.04.2 B)";
    LIST_FORMAT = "list_format", BAD_REQUEST, "bad_list", ["format"],
        "format \"{format}\": trf, csv or fide",
        "format « {format} » : trf, csv ou fide";
    LIST_NOT_TEXT = "list_not_text", BAD_REQUEST, "bad_list", [],
        "the file is not text (UTF-8 or Latin-1)",
        "le fichier n'est pas du texte (UTF-8 ou Latin-1)";
    LIST_NO_HEADER = "list_no_header", BAD_REQUEST, "bad_list", ["line"],
        "line {line}: no header line naming the columns",
        "ligne {line} : pas de ligne d'en-tête qui nomme les colonnes";
    LIST_MISSING_COLUMN = "list_missing_column", BAD_REQUEST, "bad_list", ["line", "column"],
        "line {line}: the header has no {column} column",
        "ligne {line} : l'en-tête n'a pas de colonne {column}";
    LIST_BAD_NUMBER = "list_bad_number", BAD_REQUEST, "bad_list", ["line", "column", "value"],
        "line {line}: {column} \"{value}\" is not a number in range",
        "ligne {line} : {column} « {value} » n'est pas un nombre admis";
    LIST_NO_NAME = "list_no_name", BAD_REQUEST, "bad_list", ["line"],
        "line {line}: no name",
        "ligne {line} : pas de nom";
    LIST_BAD_XML = "list_bad_xml", BAD_REQUEST, "bad_list", ["line", "detail"],
        "line {line}: XML: {detail}",
        "ligne {line} : le XML ne se lit pas ({detail})";
    LIST_BAD_TRF = "list_bad_trf", BAD_REQUEST, "bad_list", ["line", "detail"],
        "line {line}: {detail}",
        "ligne {line} : la ligne TRF ne se lit pas ({detail})";
    LIST_BAD_FIELD = "list_bad_field", BAD_REQUEST, "bad_list", ["line", "column"],
        "line {line}: the {column} column does not read",
        "ligne {line} : la colonne {column} ne se lit pas";
    LIST_NO_PLAYERS = "list_no_players", BAD_REQUEST, "bad_list", [],
        "the file names no player",
        "le fichier ne nomme aucun joueur";
    // Issue 34: every name one line of text; the seats and the config a game can take.
    EVENT_NAME_CONTROL = "event_name_control", BAD_REQUEST, "bad_event", ["field", "position"],
        "{field}: character {position} is a control character; a name is one line of text",
        "{field} : le caractère n° {position} est un caractère de contrôle ; un nom tient sur une ligne de texte";
    EVENT_UNKNOWN_ENGINE = "event_unknown_engine", BAD_REQUEST, "unknown_engine", ["seat", "engine", "known"],
        "{seat}: no engine \"{engine}\" here (known: {known}); no game of the event could take it",
        "{seat} : ce serveur n'a pas de moteur « {engine} » (connus : {known}) ; aucune partie du tournoi ne pourrait le prendre";
    EVENT_BAD_LEVEL = "event_bad_level", BAD_REQUEST, "bad_seat", ["seat", "level"],
        "{seat}: level {level} is not in 1..20",
        "{seat} : le niveau {level} n'est pas entre 1 et 20";
    // The players.
    PLAYER_UNREADABLE = "player_unreadable", BAD_REQUEST, "bad_player", [],
        "a player is {\"name\", \"rating\", \"fide_id\", \"federation\"}; several are {\"players\": [...]}",
        "un joueur s'écrit {\"name\", \"rating\", \"fide_id\", \"federation\"} ; plusieurs, {\"players\": [...]}";
    PLAYER_NAME_LENGTH = "player_name_length", BAD_REQUEST, "bad_player", [],
        "name: from 1 to 33 characters (TRF columns 15-47)",
        "nom du joueur : de 1 à 33 caractères (colonnes 15 à 47 du TRF)";
    PLAYER_RATING_RANGE = "player_rating_range", BAD_REQUEST, "bad_player", [],
        "rating: at most 3500",
        "classement Elo : au plus 3500";
    PLAYER_FIDE_ID_RANGE = "player_fide_id_range", BAD_REQUEST, "bad_player", [],
        "fide_id: at most 11 digits",
        "identifiant FIDE : au plus 11 chiffres";
    PLAYER_BAD_FEDERATION = "player_bad_federation", BAD_REQUEST, "bad_player", ["federation"],
        "federation \"{federation}\": FIDE's three capital letters",
        "fédération « {federation} » : les trois majuscules de la FIDE";
    PLAYER_BAD_TITLE = "player_bad_title", BAD_REQUEST, "bad_player", ["title"],
        "title \"{title}\": one of FIDE's titles (GM, IM, FM, CM, WGM, WIM, WFM, WCM; TRF-16's g, m, f, c, wg, wm, wf, wc)",
        "titre « {title} » : un des titres de la FIDE (GM, IM, FM, CM, WGM, WIM, WFM, WCM ; en TRF-16 g, m, f, c, wg, wm, wf, wc)";
    PLAYER_NAME_CONTROL = "player_name_control", BAD_REQUEST, "bad_player", ["position"],
        "name: character {position} is a control character; a name is one line of text",
        "nom du joueur : le caractère n° {position} est un caractère de contrôle ; un nom tient sur une ligne de texte";
    PLAYER_FIDE_ID_TWICE = "player_fide_id_twice", CONFLICT, "player_twice", ["fide_id", "name"],
        "FIDE id {fide_id} is entered already ({name}): a player enters an event once",
        "l'identifiant FIDE {fide_id} est déjà inscrit ({name}) : un joueur n'entre qu'une fois dans un tournoi";
    TOO_MANY_PLAYERS = "too_many_players", BAD_REQUEST, "bad_player", [],
        "at most 9999 players (TRF starting numbers)",
        "au plus 9999 joueurs (numéros d'appariement du TRF)";
    EVENT_STARTED = "event_started", CONFLICT, "event_started", [],
        "a round robin's table is fixed once round 1 is paired (C.05): no player can enter",
        "la grille d'un tournoi toutes rondes est fixée dès l'appariement de la ronde 1 (C.05) : aucun joueur ne peut plus entrer";
    // Pairing a round.
    ROUND_PAIRED_NOT_PUBLISHED = "round_paired_not_published", CONFLICT, "round_not_published", ["round"],
        "round {round} is paired but not published",
        "la ronde {round} est appariée mais pas publiée";
    ROUND_UNFINISHED = "round_unfinished", CONFLICT, "round_unfinished", ["round", "pending"],
        "round {round}: {pending} board(s) without a result",
        "ronde {round} : {pending} échiquier(s) sans résultat";
    EVENT_OVER = "event_over", CONFLICT, "event_over", ["rounds"],
        "the event has {rounds} rounds",
        "le tournoi compte {rounds} rondes : toutes sont appariées";
    TOO_FEW_PLAYERS = "too_few_players", CONFLICT, "too_few_players", [],
        "at least two players",
        "il faut au moins deux joueurs pour un appariement";
    // Changing a paired round (C.04.1), publishing it.
    PAIRING_NEEDS_REASON = "pairing_needs_reason", BAD_REQUEST, "bad_pairing", [],
        "a change of the pairing says why (\"reason\")",
        "une modification de l'appariement dit pourquoi (« reason »)";
    PAIRING_UNKNOWN_PLAYER = "pairing_unknown_player", BAD_REQUEST, "bad_pairing", ["player"],
        "no player {player}",
        "il n'y a pas de joueur n° {player}";
    PAIRING_PLAYER_TWICE = "pairing_player_twice", BAD_REQUEST, "bad_pairing", ["player"],
        "player {player} is paired twice",
        "le joueur n° {player} est apparié deux fois";
    PAIRING_PLAYER_ABSENT = "pairing_player_absent", BAD_REQUEST, "bad_pairing", ["player", "round"],
        "player {player} is absent from round {round} (withdrawn, excluded or on a bye)",
        "le joueur n° {player} est absent de la ronde {round} (retiré, exclu ou exempt)";
    PAIRING_PLAYERS_LEFT_OUT = "pairing_players_left_out", BAD_REQUEST, "bad_pairing", ["players"],
        "players left out of the round: {players}",
        "joueurs laissés hors de la ronde : {players}";
    ROUND_PUBLISHED = "round_published", CONFLICT, "round_published", ["round"],
        "round {round} is published already",
        "la ronde {round} est déjà publiée";
    ROUND_PUBLISHED_NO_CHANGE = "round_published_no_change", CONFLICT, "round_published", ["round"],
        "round {round} is published: its games are being played",
        "la ronde {round} est publiée : ses parties se jouent, son appariement ne change plus";
    // The draft (issue 35, item 2): discarded and paired again, out of date after an absence.
    DISCARD_NO_DRAFT = "discard_no_draft", NOT_FOUND, "no_round", ["round"],
        "no round {round} is paired: there is no draft to discard",
        "aucune ronde {round} n'est appariée : pas de projet d'appariement à abandonner";
    ROUND_PUBLISHED_NO_DISCARD = "round_published_no_discard", CONFLICT, "round_published", ["round"],
        "round {round} is published: its games exist, it is not discarded (an absent player loses by forfeit, Art. 6.7.1)",
        "la ronde {round} est publiée : ses parties existent, elle ne peut plus être abandonnée (un joueur absent perd par forfait, art. 6.7.1)";
    DRAFT_OUTDATED = "draft_outdated", CONFLICT, "draft_outdated", ["round", "players"],
        "the draft of round {round} no longer matches the absences (players {players}): pair it again, or change it by hand",
        "le projet d'appariement de la ronde {round} ne correspond plus aux absences (joueurs n° {players}) : appariez-la de nouveau, ou modifiez-la à la main";
    // Undo (issue 35, item 4): the arbiter's last step taken back.
    UNDO_NOTHING = "undo_nothing", CONFLICT, "undo_nothing", [],
        "there is no step to undo",
        "il n'y a aucune étape à annuler";
    UNDO_PUBLISHED_PLAYED = "undo_published_played", CONFLICT, "undo_published_played", ["round", "board"],
        "round {round} cannot be unpublished: a move is played on board {board} (the games are under way)",
        "la publication de la ronde {round} ne peut être annulée : un coup est joué à l'échiquier {board} (les parties ont commencé)";
    UNDO_NOT_LAST = "undo_not_last", CONFLICT, "undo_not_last", ["seq", "last"],
        "step {seq} is no longer the last: step {last} came after it; look again before undoing",
        "l'étape {seq} n'est plus la dernière : l'étape {last} l'a suivie ; vérifiez avant d'annuler";
    NO_ROUND = "no_round", NOT_FOUND, "no_round", ["round"],
        "no round {round} paired",
        "aucune ronde {round} n'est appariée";
    ROUND_NOT_PUBLISHED = "round_not_published", CONFLICT, "round_not_published", ["round"],
        "round {round} is not published",
        "la ronde {round} n'est pas publiée";
    ROUND_NOT_PUBLISHED_YET = "round_not_published_yet", NOT_FOUND, "round_not_published", ["round"],
        "round {round} is not published yet",
        "la ronde {round} n'est pas encore publiée";
    // Boards: forfeits (Art. 6.7.1), results.
    BAD_FORFEIT = "bad_forfeit", BAD_REQUEST, "bad_forfeit", ["player", "round"],
        "player {player} has no game in round {round}",
        "le joueur n° {player} n'a pas de partie à la ronde {round} : pas de forfait à prononcer";
    BAD_RESULT = "bad_result", BAD_REQUEST, "bad_result", ["result"],
        "result \"{result}\": 1-0, 0-1, 1/2-1/2, +/-, -/+ or -/-",
        "résultat « {result} » : 1-0, 0-1, 1/2-1/2, +/-, -/+ ou -/-";
    NO_BOARD = "no_board", NOT_FOUND, "no_board", ["board", "round"],
        "no board {board} in round {round}",
        "il n'y a pas d'échiquier {board} à la ronde {round}";
    NO_ITEM = "no_item", NOT_FOUND, "no_item", ["item"],
        "no open item \"{item}\" in the queue",
        "aucune demande « {item} » n'attend l'arbitre";
    // Absences (Art. 12.9.8, 12.9.9, withdrawals, requested byes).
    ABSENCE_UNREADABLE = "absence_unreadable", BAD_REQUEST, "bad_absence", ["detail"],
        "an absence is {\"player\", \"kind\", \"from\", \"rounds\", \"bye\", \"reason\"}: {detail}",
        "une absence s'écrit {\"player\", \"kind\", \"from\", \"rounds\", \"bye\", \"reason\"}";
    ABSENCE_NO_PLAYER = "absence_no_player", BAD_REQUEST, "bad_absence", ["player"],
        "no player {player}",
        "il n'y a pas de joueur n° {player}";
    ABSENCE_ROUND_ZERO = "absence_round_zero", BAD_REQUEST, "bad_absence", [],
        "rounds are numbered from 1",
        "les rondes sont numérotées à partir de 1";
    ROUND_ALREADY_PAIRED = "round_already_paired", CONFLICT, "round_already_paired", ["round", "next"],
        "round {round} is paired already: an absence takes later rounds only, from round {next} (Art. 12.9.8, 12.9.9)",
        "la ronde {round} est déjà appariée : une absence ne vaut que pour les rondes suivantes, à partir de la ronde {next} (art. 12.9.8, 12.9.9)";
    ABSENCE_PAST_LAST_ROUND = "absence_past_last_round", BAD_REQUEST, "bad_absence", ["round", "rounds"],
        "round {round}: the event has {rounds} rounds",
        "ronde {round} : le tournoi compte {rounds} rondes";
    ABSENCE_TO_THE_END = "absence_to_the_end", BAD_REQUEST, "bad_absence", [],
        "a withdrawal or an expulsion lasts to the end: no \"rounds\", no \"bye\"",
        "un abandon ou une exclusion de la compétition vaut jusqu'à la fin du tournoi : ni « rounds » ni « bye »";
    SUSPENSION_NEEDS_ROUNDS = "suspension_needs_rounds", BAD_REQUEST, "bad_absence", [],
        "a suspension (Art. 12.9.8) says for how many rounds (\"rounds\" from 1), no \"bye\"",
        "une exclusion pour une ou plusieurs rondes (art. 12.9.8) dit pour combien de rondes (« rounds » à partir de 1), sans « bye »";
    BYE_NEEDS_POINTS = "bye_needs_points", BAD_REQUEST, "bad_absence", [],
        "a bye says its points: \"bye\": \"half\", \"full\" or \"zero\"",
        "une exemption demandée (bye) dit ses points : « bye » vaut « half » (½ point), « full » (1 point) ou « zero » (0 point)";
    ABSENCE_ROUNDS_ZERO = "absence_rounds_zero", BAD_REQUEST, "bad_absence", [],
        "\"rounds\" from 1",
        "« rounds » : à partir de 1";
    BYE_IN_ROUND_ROBIN = "bye_in_round_robin", CONFLICT, "bye_in_round_robin", [],
        "a round robin's table pairs every player every round (C.05 Annex 1): a player who misses a round forfeits the game; record a suspension or a withdrawal",
        "la grille d'un tournoi toutes rondes apparie chaque joueur à chaque ronde (C.05, annexe 1) : le joueur qui manque une ronde perd sa partie par forfait ; enregistrez une exclusion ou un abandon";
    PLAYER_GONE = "player_gone", CONFLICT, "player_gone", ["player", "round"],
        "player {player} left the event from round {round} already",
        "le joueur n° {player} est déjà retiré du tournoi depuis la ronde {round}";
    ABSENCE_REASON_LENGTH = "absence_reason_length", BAD_REQUEST, "bad_absence", [],
        "reason: at most 500 characters",
        "motif : au plus 500 caractères";
    REASON_TEXT = "reason_text", BAD_REQUEST, "bad_reason", ["field"],
        "{field}: at most 500 characters, no control character (one line of text)",
        "{field} : au plus 500 caractères, sans caractère de contrôle (une ligne de texte)";
    // Paths and queries.
    BAD_ROUND_NUMBER = "bad_round_number", BAD_REQUEST, "bad_path", ["text"],
        "round \"{text}\": a number from 1",
        "ronde « {text} » : un nombre à partir de 1";
    BAD_BOARD_NUMBER = "bad_board_number", BAD_REQUEST, "bad_path", ["text"],
        "board \"{text}\": a number from 1",
        "échiquier « {text} » : un nombre à partir de 1";
    BAD_AFTER_NUMBER = "bad_after_number", BAD_REQUEST, "bad_path", ["text"],
        "after \"{text}\": a number from 1",
        "après la ronde « {text} » : un nombre à partir de 1";
    BAD_QUERY = "bad_query", BAD_REQUEST, "bad_query", ["detail"],
        "the query does not read: {detail}",
        "les paramètres de l'adresse ne se lisent pas (round, after)";
    // The tournament crate's errors, passed through: each from its error's fields.
    UNKNOWN_TIEBREAK = "unknown_tiebreak", BAD_REQUEST, "unknown_tiebreak", ["tiebreak"],
        "unknown tie-break code \"{tiebreak}\" (PTS, DE, EDE, WIN, WON, BPG, BWG, BH, FB, SB, KS, PS, ARO, TPR, APRO, with /C1, /M1 …)",
        "départage inconnu « {tiebreak} » (PTS, DE, EDE, WIN, WON, BPG, BWG, BH, FB, SB, KS, PS, ARO, TPR, APRO, avec /C1, /M1 …)";
    BERGER_BAD_PLAYER_COUNT = "berger_bad_player_count", BAD_REQUEST, "berger_bad_player_count", ["players"],
        "a round robin needs from 2 to 9999 players, not {players}",
        "un tournoi toutes rondes se joue à 2 joueurs au moins et 9999 au plus, pas {players}";
    TRF_BAD_SCORING = "trf_bad_scoring", CONFLICT, "trf_bad_scoring", ["column", "reason"],
        "tag 162, column {column}: {reason}",
        "balise 162 (barème des points), colonne {column} : elle ne se lit pas";
    REPEATED_STARTING_NUMBER = "repeated_starting_number", CONFLICT, "repeated_starting_number", ["number"],
        "starting number {number} is given twice",
        "le numéro d'appariement {number} est donné deux fois";
    UNKNOWN_OPPONENT = "unknown_opponent", CONFLICT, "unknown_opponent", ["number", "round", "opponent"],
        "player {number}'s round {round} names opponent {opponent}, who is not in the field",
        "la ronde {round} du joueur {number} nomme l'adversaire {opponent}, qui n'est pas dans le tournoi";
    ONE_SIDED_GAME = "one_sided_game", CONFLICT, "one_sided_game", ["number", "round", "opponent"],
        "player {number}'s round {round} against {opponent} is not recorded the same way by the opponent",
        "la partie de la ronde {round} du joueur {number} contre {opponent} n'est pas inscrite de la même façon chez l'adversaire";
    UNKNOWN_FORBIDDEN_PLAYER = "unknown_forbidden_player", CONFLICT, "unknown_forbidden_player", ["number"],
        "a forbidden pair names player {number}, who is not in the field",
        "une paire interdite nomme le joueur {number}, qui n'est pas dans le tournoi";
    BAD_FORBIDDEN_PAIRS = "bad_forbidden_pairs", CONFLICT, "bad_forbidden_pairs", ["line"],
        "the forbidden-pairs line `XXP {line}` does not list two or more starting numbers",
        "la ligne de paires interdites `XXP {line}` ne donne pas au moins deux numéros d'appariement";
    NO_LEGAL_PAIRING = "no_legal_pairing", CONFLICT, "no_legal_pairing", [],
        "no pairing satisfies the absolute criteria C1-C3 (C.04.3 C.4: the round cannot be completed)",
        "aucun appariement ne respecte les critères absolus C1-C3 (C.04.3 C.4 : la ronde ne peut être complétée)";
    GAME_WITHOUT_COLOUR = "game_without_colour", CONFLICT, "game_without_colour", ["number", "round"],
        "player {number}'s game of round {round} has no colour",
        "la partie de la ronde {round} du joueur {number} n'a pas de couleur";
    NO_SUCH_ROUND = "no_such_round", CONFLICT, "no_such_round", ["round", "played"],
        "round {round} cannot be paired: the file has {played} rounds played",
        "la ronde {round} ne peut être appariée : le fichier a {played} rondes jouées";
    FIELD_TOO_LARGE = "field_too_large", CONFLICT, "field_too_large", ["players"],
        "{players} players are more than this engine packs into one weight",
        "{players} joueurs, c'est plus que ce moteur ne range dans un seul poids";
    // The server's own answers a hall request can meet (`ErrorBody::new`: the key is the code,
    // without params: a page whose template has a hole left shows the server's English).
    BAD_JSON = "bad_json", BAD_REQUEST, "bad_json", ["detail"],
        "the body does not read: {detail}",
        "le corps de la requête n'est pas du JSON";
    BAD_BODY = "bad_body", BAD_REQUEST, "bad_body", ["detail"],
        "the body does not read: {detail}",
        "le corps de la requête ne se lit pas";
    TOO_LARGE = "too_large", PAYLOAD_TOO_LARGE, "too_large", ["detail"],
        "{detail}",
        "le corps de la requête est trop long";
    UNAUTHORIZED = "unauthorized", UNAUTHORIZED, "unauthorized", ["detail"],
        "{detail}",
        "aucun jeton, ou pas un jeton qui le permette";
    NOT_FOUND = "not_found", NOT_FOUND, "not_found", ["id"],
        "no game \"{id}\"",
        "cette partie n'existe pas";
    STORAGE = "storage", SERVICE_UNAVAILABLE, "storage", [],
        "the journal could not be written or read; nothing was acknowledged",
        "le journal n'a pas pu être écrit ni lu : rien n'a été enregistré";
    STORE_CONFLICT = "conflict", CONFLICT, "conflict", ["game", "seq"],
        "game {game}: step {seq} was journalled by another writer; send it again",
        "une autre instance a déjà journalisé cette étape : renvoyez la demande";
}

/// A sentence of the hall that is not a refusal: a warning given when the arbiter changes a
/// pairing, or a note that says why the event recorded a board's result. Its key, its kind
/// (`warning` or `note`), the names of its params and its English and French templates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HallWord {
    /// Stable, snake_case: the [`Note`]'s `code`.
    pub key: &'static str,
    /// `warning` or `note`.
    pub kind: &'static str,
    /// The names of its params.
    pub params: &'static [&'static str],
    /// The English sentence.
    pub en: &'static str,
    /// The French sentence.
    pub fr: &'static str,
}

impl HallWord {
    /// The English sentence with `params` in its holes.
    pub fn english(&self, params: &Params) -> String {
        sentence(self.key, Kind::Notice, "", self.params, self.en, params)
    }

    /// The French sentence with `params` in its holes.
    pub fn french(&self, params: &Params) -> String {
        sentence(self.key, Kind::Notice, "", self.params, self.fr, params)
    }

    /// The sentence said: its code, its params and its English.
    pub fn note(&self, params: Params) -> Note {
        Note {
            code: self.key.to_owned(),
            text: self.english(&params),
            params,
        }
    }
}

/// What the hall says that is not a refusal, as it is answered, journalled and streamed:
/// `{"code", "params", "text"}` (the event's machine keeps it as said: [`tournament::hall::Note`]).
pub use tournament::hall::Note;

/// A refusal of the event's machine in the hall's words, with its params.
pub fn refusal(e: &HallError) -> ApiError {
    match e {
        HallError::AbsenceNoPlayer { player } => {
            ABSENCE_NO_PLAYER.refuse(game::params! { "player" => u32::from(*player) })
        }
        HallError::AbsenceRoundZero => ABSENCE_ROUND_ZERO.bare(),
        HallError::RoundAlreadyPaired { round, next } => {
            ROUND_ALREADY_PAIRED.refuse(game::params! { "round" => *round, "next" => *next })
        }
        HallError::AbsencePastLastRound { round, rounds } => {
            ABSENCE_PAST_LAST_ROUND.refuse(game::params! { "round" => *round, "rounds" => *rounds })
        }
        HallError::AbsenceToTheEnd => ABSENCE_TO_THE_END.bare(),
        HallError::SuspensionNeedsRounds => SUSPENSION_NEEDS_ROUNDS.bare(),
        HallError::ByeNeedsPoints => BYE_NEEDS_POINTS.bare(),
        HallError::AbsenceRoundsZero => ABSENCE_ROUNDS_ZERO.bare(),
        HallError::ByeInRoundRobin => BYE_IN_ROUND_ROBIN.bare(),
        HallError::PlayerGone { player, round } => PLAYER_GONE.refuse(game::params! {
            "player" => u32::from(*player),
            "round" => *round,
        }),
        HallError::AbsenceReasonLength => ABSENCE_REASON_LENGTH.bare(),
        HallError::PlayerNoSuch { player } => {
            PLAYER_NO_SUCH.refuse(game::params! { "player" => u32::from(*player) })
        }
        HallError::PlayerEditRenumbers { player } => {
            PLAYER_EDIT_RENUMBERS.refuse(game::params! { "player" => u32::from(*player) })
        }
        HallError::PlayerFideIdTwice { fide_id, name } => {
            PLAYER_FIDE_ID_TWICE.refuse(game::params! {
                "fide_id" => fide_id.to_string(),
                "name" => name.as_str(),
            })
        }
        HallError::PairingUnknownPlayer { player } => {
            PAIRING_UNKNOWN_PLAYER.refuse(game::params! { "player" => u32::from(*player) })
        }
        HallError::PairingPlayerTwice { player } => {
            PAIRING_PLAYER_TWICE.refuse(game::params! { "player" => u32::from(*player) })
        }
        HallError::PairingPlayerAbsent { player, round } => {
            PAIRING_PLAYER_ABSENT.refuse(game::params! {
                "player" => u32::from(*player),
                "round" => *round,
            })
        }
        HallError::PairingPlayersLeftOut { players } => {
            PAIRING_PLAYERS_LEFT_OUT.refuse(game::params! { "players" => players.as_str() })
        }
        HallError::DiscardNoDraft { round } => {
            DISCARD_NO_DRAFT.refuse(game::params! { "round" => *round })
        }
        HallError::DiscardPublished { round } => {
            ROUND_PUBLISHED_NO_DISCARD.refuse(game::params! { "round" => *round })
        }
        HallError::DraftOutdated { round, players } => DRAFT_OUTDATED.refuse(game::params! {
            "round" => *round,
            "players" => players.as_str(),
        }),
        HallError::UndoNothing => UNDO_NOTHING.bare(),
        HallError::UndoPublishedPlayed { round, board } => {
            UNDO_PUBLISHED_PLAYED.refuse(game::params! { "round" => *round, "board" => *board })
        }
        HallError::UndoNotLast { seq, last } => UNDO_NOT_LAST.refuse(game::params! {
            "seq" => seq.to_string(),
            "last" => last.to_string(),
        }),
    }
}

/// A warning of the event's machine in the hall's words.
pub fn warning(w: &Warning) -> Note {
    match w {
        Warning::MaybeTwice { name } => {
            PLAYER_MAYBE_TWICE.note(game::params! { "name" => name.as_str() })
        }
        Warning::Rematch { white, black } => PAIRING_REMATCH.note(game::params! {
            "white" => u32::from(*white),
            "black" => u32::from(*black),
        }),
        Warning::ChangedFideRated => PAIRING_CHANGED_FIDE_RATED.note(game::params! {}),
        Warning::ByeAgain { player } => {
            PAIRING_BYE_AGAIN.note(game::params! { "player" => u32::from(*player) })
        }
        Warning::ColourDifference { player, difference } => {
            PAIRING_COLOUR_DIFFERENCE.note(game::params! {
                "player" => u32::from(*player),
                "difference" => difference.to_string(),
            })
        }
        Warning::ColourThree { player } => {
            PAIRING_COLOUR_THREE.note(game::params! { "player" => u32::from(*player) })
        }
    }
}

/// A warning as the contract's `warnings` string, unchanged since before the hall had codes:
/// its old prefix (`rematch: `, `fide_rated: `) and its English. The codes are sent beside, in
/// `warning_notes`.
pub fn warning_line(note: &Note) -> String {
    let prefix = if note.code == PAIRING_REMATCH.key {
        "rematch"
    } else if note.code == PAIRING_CHANGED_FIDE_RATED.key {
        "fide_rated"
    } else {
        return note.text.clone();
    };
    format!("{prefix}: {}", note.text)
}

macro_rules! hall_words {
    ($($name:ident = $key:literal, $kind:literal, [$($param:literal),*], $en:literal, $fr:literal;)+) => {
        $(
            #[doc = concat!("`", $key, "` (", $kind, "): ", $en)]
            pub const $name: HallWord = HallWord {
                key: $key,
                kind: $kind,
                params: &[$($param),*],
                en: $en,
                fr: $fr,
            };
        )+
        /// Every sentence of the hall that is not a refusal, in one list: written into
        /// `web/src/hall-codes.json` beside [`HALL_ERRORS`].
        pub const HALL_WORDS: &[HallWord] = &[$($name),+];
    };
}

hall_words! {
    // The arbiter changes a paired round (C.04.1): the warnings.
    PAIRING_REMATCH = "pairing_rematch", "warning", ["white", "black"],
        "players {white} and {black} have met already (C.04.1 b: two players shall not play each other more than once)",
        "les joueurs n° {white} et n° {black} se sont déjà rencontrés (C.04.1 b : deux joueurs ne peuvent se rencontrer plus d'une fois)";
    PAIRING_CHANGED_FIDE_RATED = "pairing_changed_fide_rated", "warning", [],
        "the pairing of a FIDE-rated event was changed by hand; the change is journalled and must be justified to the rating officer (C.04.2 A.6, C.04.A)",
        "l'appariement d'un tournoi comptant pour le classement FIDE a été modifié à la main : la modification est journalisée et doit être justifiée auprès du responsable du classement (C.04.2 A.6, C.04.A)";
    // Issue 35, item 2: a player moved on the draft, against the basic rules (C.04.1).
    PAIRING_BYE_AGAIN = "pairing_bye_again", "warning", ["player"],
        "player {player} has had a pairing-allocated bye or a forfeit win already (C.04.1 d: such a player shall not receive the pairing-allocated bye)",
        "le joueur n° {player} a déjà été exempté par l'appariement ou a déjà gagné par forfait (C.04.1 d : il ne peut être exempté de nouveau)";
    PAIRING_COLOUR_DIFFERENCE = "pairing_colour_difference", "warning", ["player", "difference"],
        "player {player}'s colour difference would be {difference} (C.04.1 f: not greater than 2 nor less than -2)",
        "l'écart de couleurs du joueur n° {player} serait de {difference} (C.04.1 f : ni plus de 2, ni moins de -2)";
    PAIRING_COLOUR_THREE = "pairing_colour_three", "warning", ["player"],
        "player {player} would have the same colour three times in a row (C.04.1 g)",
        "le joueur n° {player} aurait la même couleur trois fois de suite (C.04.1 g)";
    // A round robin's board whose player is absent from the round: the forfeit recorded at
    // publication (Art. 6.7.1), and why, one note an absent player.
    ABSENT_WITHDRAWAL = "absent_withdrawal", "note", ["player", "round"],
        "player {player} absent from round {round}: withdrawal",
        "le joueur n° {player} est absent de la ronde {round} : joueur retiré du tournoi (abandon)";
    ABSENT_SUSPENSION = "absent_suspension", "note", ["player", "round"],
        "player {player} absent from round {round}: suspension (Art. 12.9.8)",
        "le joueur n° {player} est absent de la ronde {round} : exclu pour une ou plusieurs rondes (art. 12.9.8)";
    ABSENT_EXPULSION = "absent_expulsion", "note", ["player", "round"],
        "player {player} absent from round {round}: expulsion (Art. 12.9.9)",
        "le joueur n° {player} est absent de la ronde {round} : exclu de la compétition (art. 12.9.9)";
    ABSENT_BYE = "absent_bye", "note", ["player", "round"],
        "player {player} absent from round {round}: bye",
        "le joueur n° {player} est absent de la ronde {round} : exempt à sa demande (bye)";
    // Issue 34: a player entered again without a FIDE id to tell the two apart.
    PLAYER_MAYBE_TWICE = "player_maybe_twice", "warning", ["name"],
        "{name} is entered already with the same rating and federation, without a FIDE id to tell them apart: the same player entered twice?",
        "{name} est déjà inscrit avec le même classement et la même fédération, sans identifiant FIDE pour les distinguer : le même joueur inscrit deux fois ?";
}

/// Why player `player` has no game in round `round` (Art. 6.7.1: the forfeit recorded at a
/// round robin's publication), by the kind of the absence.
pub fn absent(player: tournament::StartingNumber, round: usize, kind: AbsenceKind) -> Note {
    let word = match kind {
        AbsenceKind::Withdrawal => &ABSENT_WITHDRAWAL,
        AbsenceKind::Suspension => &ABSENT_SUSPENSION,
        AbsenceKind::Expulsion => &ABSENT_EXPULSION,
        AbsenceKind::Bye => &ABSENT_BYE,
    };
    word.note(game::params! { "player" => u32::from(player), "round" => round })
}

/// The word whose key is `key`.
pub fn find_word(key: &str) -> Option<&'static HallWord> {
    HALL_WORDS.iter().find(|w| w.key == key)
}

/// The code whose key is `key`.
pub fn find(key: &str) -> Option<&'static HallCode> {
    HALL_ERRORS.iter().find(|c| c.key == key)
}

/// A pass-through code, found by its (static) key; a key missing from the list is a bug of this
/// module, caught by its tests, and then answers the generic `bad_body`.
fn by_key(key: &str) -> &'static HallCode {
    find(key).unwrap_or(&BAD_BODY)
}

/// The Dutch system's refusal (C.04.3), with the error's fields as params.
pub fn dutch(e: &DutchError) -> ApiError {
    let params = match e {
        DutchError::RepeatedNumber { number } | DutchError::UnknownForbidden { number } => {
            game::params! { "number" => u32::from(*number) }
        }
        DutchError::UnknownOpponent {
            number,
            round,
            opponent,
        }
        | DutchError::OneSidedGame {
            number,
            round,
            opponent,
        } => game::params! {
            "number" => u32::from(*number),
            "round" => *round,
            "opponent" => u32::from(*opponent),
        },
        DutchError::BadForbiddenPairs { line } => game::params! { "line" => line.as_str() },
        DutchError::NoLegalPairing => game::params! {},
        DutchError::NoColour { number, round } => {
            game::params! { "number" => u32::from(*number), "round" => *round }
        }
        DutchError::NoSuchRound { round, played } => {
            game::params! { "round" => *round, "played" => *played }
        }
        DutchError::TooLarge { players } => game::params! { "players" => *players },
    };
    by_key(e.code()).refuse(params)
}

/// Berger's tables refused the field (C.05 Annex 1).
pub fn berger(e: &BergerError) -> ApiError {
    let BergerError::Players(players) = e;
    by_key(e.code()).refuse(game::params! { "players" => *players })
}

/// A tie-break code that is not one.
pub fn tiebreak(e: &TieBreakCodeError) -> ApiError {
    by_key(e.code()).refuse(game::params! { "tiebreak" => e.0.as_str() })
}

/// A scoring (TRF tag 162) that does not read.
pub fn scoring(e: &ScoringError) -> ApiError {
    by_key(e.code()).refuse(game::params! {
        "column" => e.column,
        "reason" => e.reason.as_str(),
    })
}

/// A game's configuration refused (the event's `config`): the game's own refusal,
/// `config_refused` under the error's code, its exact reason as `detail_code` with its params
/// (the time control and the column where it stops reading, the FEN, the annex…): the page says
/// it by the game's codes (`web/src/codes.json`), as the game page does.
pub fn config(e: &game::ConfigError) -> ApiError {
    ApiError {
        status: StatusCode::BAD_REQUEST,
        body: e.refusal(),
    }
}

/// [`HALL_ERRORS`] and [`HALL_WORDS`] as the JSON object of `web/src/hall-codes.json`: keyed
/// by key, sorted, a refusal `{"en", "error", "fr", "kind": "refusal", "params"}`, a word
/// `{"en", "fr", "kind", "params"}`, two-space indent, a newline at the end.
pub fn to_json() -> String {
    let mut object = Map::new();
    for code in HALL_ERRORS {
        object.insert(
            code.key.to_owned(),
            json!({"en": code.en, "error": code.error, "fr": code.fr, "kind": "refusal",
                   "params": code.params}),
        );
    }
    for word in HALL_WORDS {
        object.insert(
            word.key.to_owned(),
            json!({"en": word.en, "fr": word.fr, "kind": word.kind, "params": word.params}),
        );
    }
    let mut text = serde_json::to_string_pretty(&Value::Object(object)).unwrap_or_default();
    text.push('\n');
    text
}
