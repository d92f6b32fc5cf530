//! What the game reports after each event: the contract's state (ARCHITECTURE.md).
//!
//! `{"t","ply","fen","to_move","clock":{...},"draw_offer","illegal_moves","result","notices",
//! "error"}`, with a few optional fields added after them (the contract allows additions, never
//! renames).

use clock::{BySide, Side};
use laws::{GameResult, Reason};
use serde::{Deserialize, Serialize};

use crate::codes::{self, Code, Kind, Params};
use crate::text;

/// The state of a game after an event.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The event's time, ms.
    pub t: u64,
    /// Half-moves played.
    pub ply: usize,
    /// The position (X-FEN).
    pub fen: String,
    /// The player on move.
    pub to_move: Side,
    /// The clock; `null` in a game without one.
    pub clock: Option<ClockState>,
    /// A draw offer standing, and whose (Art. 9.1.2).
    pub draw_offer: Option<Side>,
    /// Completed illegal moves each player has been penalised for (Art. 7.5.5).
    pub illegal_moves: BySide<u32>,
    /// The result once the game has ended.
    pub result: Option<Outcome>,
    /// What the arbiter announces after this event, each with its article.
    pub notices: Vec<Notice>,
    /// Why the event was refused; a refused event changes nothing.
    pub error: Option<ErrorBody>,
    /// Whether the game has started (Art. 6.6).
    #[serde(default)]
    pub started: bool,
    /// The game's category (A.1, B.1): `standard`, `rapid` or `blitz`.
    #[serde(default)]
    pub category: String,
    /// The last move, in SAN and UCI.
    #[serde(default)]
    pub last_move: Option<LastMove>,
    /// The envelope of an adjourned game (Guideline I.2), while it is adjourned.
    #[serde(default)]
    pub adjourned: Option<Envelope>,
    /// A move the player on move is bound to play, and why (Art. 9.5.3, 4.3 after 7.5.1,
    /// 1930 Art. 17; over the board, the pieces he touched: 4.3–4.4, 1930 Art. 15, with `rule`).
    #[serde(default)]
    pub must_move: Option<Obligation>,
    /// A "mate me in fifty moves" demand standing, and its count (1930 Art. 16.1.f, 1928
    /// Par. 15.F). Each player may have one standing ([`State::mate_demands`]); this field, kept
    /// as it was when one demand stood at a time, is the first of them made (the only one when
    /// one stands).
    #[serde(default)]
    pub mate_demand: Option<Demand>,
    /// Each player's "mate me in fifty moves" demand standing, `{"white","black"}`, each `null`
    /// or as [`State::mate_demand`]: "chacun des joueurs peut, à n'importe quel moment" demand
    /// it (1930 Art. 16.1.f), each with his own count. Added beside `mate_demand` rather than
    /// in its place, so that its readers go on reading it.
    #[serde(default)]
    pub mate_demands: BySide<Option<Demand>>,
    /// A claim awaiting the arbiter's ruling (a perpetual check, 1930 Art. 16.1.b, 1928
    /// Par. 15.B); play waits meanwhile.
    #[serde(default)]
    pub pending_claim: Option<PendingClaim>,
    /// Over the board, the squares of the physical board to put right (Art. 7.4, 7.6), as the
    /// last `board_mismatch` gave them; absent when the board matches the game (an extension
    /// of the contract).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restore: Option<Restore>,
}

/// The squares of the physical board to put right (see [`State::restore`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Restore {
    /// `7.6` or `7.4.1`.
    pub article: String,
    /// Each square with the piece it must hold.
    pub squares: Vec<crate::Misplaced>,
}

/// The clock as shown (Art. 6.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockState {
    /// White's display.
    pub white_ms: u64,
    /// Black's display.
    pub black_ms: u64,
    /// Whose clock runs; `null` before the start, while paused and after the end.
    pub running: Option<Side>,
    /// The period each player is in, from 1 (Art. 6.3.1).
    pub period: BySide<usize>,
    /// Moves each player must still complete before the next control; `null` in a period for
    /// the rest of the game.
    pub moves_to_control: BySide<Option<u32>>,
    /// Whether the clock is paused (Art. 6.11).
    #[serde(default)]
    pub paused: bool,
    /// Delay left on the current move (Bronstein and simple delay).
    #[serde(default)]
    pub delay_left_ms: BySide<u64>,
    /// Whose flag is down (Art. 6.1).
    #[serde(default)]
    pub flag: BySide<bool>,
}

/// How the game ended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// `1-0`, `0-1`, `1/2-1/2`, `+/-`, `-/+`, `-/-`.
    #[serde(with = "text")]
    pub result: GameResult,
    /// A word of the closed list.
    #[serde(with = "text")]
    pub reason: Reason,
    /// The article applied.
    pub article: String,
    /// The article as data, `{"edition","number"}` (an addition, issue 32): absent from a
    /// journal written before it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub article_ref: Option<crate::ArticleRef>,
    /// Points by the competition's scoring (Art. 10).
    pub points: BySide<f64>,
}

/// An announcement, with the article behind it: `{"article","text","code","params"}`, the text
/// being the English rendering of the code and params ([`codes`](crate::codes)).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notice {
    /// The article.
    pub article: String,
    /// The article as data, `{"edition","number"}` (an addition, issue 32): absent from a
    /// journal written before it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub article_ref: Option<crate::ArticleRef>,
    /// What is announced, in English: `code`'s template with `params` in it.
    pub text: String,
    /// Stable, snake_case: a code of [`codes::ALL`](crate::codes::ALL).
    #[serde(default)]
    pub code: String,
    /// The code's params (a JSON object).
    #[serde(default)]
    pub params: Params,
}

impl Notice {
    /// A notice of `code` with `params`, its text rendered from them.
    pub fn coded(article: impl Into<String>, code: &Code, params: Params) -> Notice {
        debug_assert_eq!(code.kind, Kind::Notice, "{} is a notice", code.name);
        debug_assert!(
            codes::holes(code.en)
                .iter()
                .all(|h| params.contains_key(*h)),
            "{}: every hole has its param",
            code.name
        );
        let article: String = article.into();
        Notice {
            article_ref: crate::ArticleRef::of(&article),
            article,
            text: codes::render(code, &params),
            code: code.name.to_owned(),
            params,
        }
    }
}

/// Why an event was refused: a stable code and a sentence (the contract's error body), and
/// (added) the sentence's own code `key` ([`codes`](crate::codes)) with its `params`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorBody {
    /// Stable, snake_case.
    pub code: String,
    /// For people, in English: `key`'s template with `params` in it.
    pub message: String,
    /// The code of the sentence in [`codes::ALL`](crate::codes::ALL); the same as `code` where
    /// the error code has one sentence, and for errors made outside the game.
    #[serde(default)]
    pub key: String,
    /// The sentence's params (a JSON object).
    #[serde(default)]
    pub params: Params,
}

impl ErrorBody {
    /// An error with a sentence of its own and no params (errors made outside the game: the
    /// server's, the command line's); its key is its code.
    pub fn new(code: &str, message: impl Into<String>) -> ErrorBody {
        ErrorBody {
            code: code.to_owned(),
            message: message.into(),
            key: code.to_owned(),
            params: Params::new(),
        }
    }

    /// A refusal of the game: `code` with `params`, its message rendered from them, sent under
    /// the code's error code.
    pub fn coded(code: &Code, params: Params) -> ErrorBody {
        ErrorBody::coded_as(code.error, code, params)
    }

    /// The same, sent under `error` (a notation or config error's own code, for codes whose
    /// [`Code::error`] is `*`).
    pub fn coded_as(error: &str, code: &Code, params: Params) -> ErrorBody {
        debug_assert_eq!(code.kind, Kind::Refusal, "{} is a refusal", code.name);
        debug_assert!(
            codes::holes(code.en)
                .iter()
                .all(|h| params.contains_key(*h)),
            "{}: every hole has its param",
            code.name
        );
        ErrorBody {
            code: error.to_owned(),
            message: codes::render(code, &params),
            key: code.name.to_owned(),
            params,
        }
    }
}

/// A move as written in SAN and UCI.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    /// English SAN.
    pub san: String,
    /// UCI.
    pub uci: String,
}

/// The envelope of an adjourned game (Guideline I.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Envelope {
    /// I.2.1.
    pub white: String,
    /// I.2.1.
    pub black: String,
    /// I.2.2: the position before the sealed move.
    pub fen: String,
    /// I.2.3: time used by each player, ms.
    pub used_ms: BySide<u64>,
    /// I.2.4: who sealed.
    pub sealed_by: Side,
    /// I.2.5: the number of the sealed move.
    pub move_number: u32,
    /// I.2.6: a draw offer standing at the adjournment.
    pub draw_offer: Option<Side>,
}

/// A move the player on move is bound to (see [`State::must_move`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Obligation {
    /// Who is bound.
    pub by: Side,
    /// The move (UCI) for 9.5.3; absent when any move of the piece will do.
    pub uci: Option<String>,
    /// The square of the piece that must move (4.3 after 7.5.1; 1930 Art. 17).
    pub piece_on: String,
    /// The article.
    pub article: String,
    /// 1930 Art. 17.b, 1928 Par. 16.c, after an illegal capture: the square of the opponent's
    /// piece that must be captured legally, by any piece — or, while `chooser` is set, that may
    /// have to be, if the opponent chooses so. Absent otherwise (an extension of the contract).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capture_on: Option<String>,
    /// 1930 Art. 17.b: the opponent, whose choice it is ("au choix de l'adversaire") between the
    /// capture on `capture_on` and another legal move of the piece on `piece_on`; he chooses with
    /// `choose_penalty`, and until then `by` may not move. Absent otherwise (an extension of the
    /// contract).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chooser: Option<Side>,
    /// Touch-move (Art. 4.3, 4.4; 1930 Art. 15): the rule the touches bind by — `move`,
    /// `capture` (`capture_on` the piece to take, by any piece; `piece_on` the same square),
    /// `capture_with` (the piece on `piece_on` takes the one on `capture_on`), `castle` (`uci`
    /// the castling; `piece_on` the rook), `king_move`, `opponent_chooses`. Absent for the
    /// other bindings (an extension of the contract).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// Touch-move: the squares touched on this move, in order (an extension of the contract).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub touched: Vec<String>,
    /// 1930 Art. 15.c–e (1928 Par. 14.c–e): the own pieces of which the opponent may designate
    /// the one to move (`choose_touched`); until he does, a move of one of them, or a capture of
    /// one of `capture_one_of`, honours the rule (an extension of the contract).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub move_one_of: Vec<String>,
    /// 1930 Art. 15.c, 15.e: the opponent's pieces of which he may designate the one to capture
    /// (an extension of the contract).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub capture_one_of: Vec<String>,
}

/// A "mate me in fifty moves" demand and its count (see [`State::mate_demand`],
/// [`State::mate_demands`]):
/// `{"by","limit","moves_left","article"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Demand {
    /// The player who demanded to be mated.
    pub by: Side,
    /// The moves granted: fifty, or twice what theory establishes (1930 Art. 16.1.f).
    pub limit: u32,
    /// The moves (by each player) left before the count runs out; 0: it has run out with the
    /// last move, and `by` may claim the draw now, at this moment only (1930 Art. 16.2).
    pub moves_left: u32,
    /// The article: `1930 16.1.f` or `1928 15.F`.
    pub article: String,
}

/// A claim awaiting the arbiter's ruling (see [`State::pending_claim`]):
/// `{"by","claim","article","text"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingClaim {
    /// Who claims.
    pub by: Side,
    /// What is claimed: `perpetual_check`.
    pub claim: String,
    /// The article: `1930 16.1.b` or `1928 15.B`.
    pub article: String,
    /// The facts the program established for the arbiter, as the claim's notice gave them.
    pub text: String,
    /// The claim notice's code (`perpetual_check_claimed`), an addition: `text` is its English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// The claim notice's params (by, facts, checks_in_a_row, repetitions, forced,
    /// forced_moves), an addition.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub params: Option<Params>,
}
