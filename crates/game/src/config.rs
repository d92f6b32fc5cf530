//! A game's configuration: the edition, the time control, the mode of play and the competition's
//! regulations (ARCHITECTURE.md, "The game as events").

use clock::{Category, ClockMode, Limits, TimeControl, classify};
use laws::{CompetitionRules, Edition, Odds, OddsRules, TimeClasses, read_fen};
use serde::{Deserialize, Serialize};
use shakmaty::{CastlingMode, Chess};
use thiserror::Error;

use crate::codes::{self, Params};
use crate::reasons::Why;
use crate::{ErrorBody, text};

/// How moves reach the arbiter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Played on a server: an illegal move is refused with an error and changes nothing.
    #[default]
    Online,
    /// Over the board, entered by an arbiter or an electronic board: an illegal move can be
    /// completed, and Art. 7.5 (or the edition's rule) is applied.
    Otb,
}

/// How a game scores (Art. 10.1 and its commentary).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Scoring {
    /// 1 for a win, ½ for a draw, 0 for a loss (Art. 10.1, the default).
    #[default]
    OneHalfZero,
    /// 3–1–0 (Art. 10.1 commentary).
    ThreeOneZero,
    /// 3 for a win, 2 for a draw, 1 for a loss, 0 for a forfeit (Art. 10.1 commentary).
    ThreeTwoOneZero,
    /// 2–1–0 (Art. 10.1 commentary).
    TwoOneZero,
}

impl Scoring {
    /// Every system.
    pub const ALL: [Scoring; 4] = [
        Scoring::OneHalfZero,
        Scoring::ThreeOneZero,
        Scoring::ThreeTwoOneZero,
        Scoring::TwoOneZero,
    ];

    /// The contract's name: `1-½-0`, `3-1-0`, `3-2-1-0`, `2-1-0`.
    pub const fn name(self) -> &'static str {
        match self {
            Scoring::OneHalfZero => "1-½-0",
            Scoring::ThreeOneZero => "3-1-0",
            Scoring::ThreeTwoOneZero => "3-2-1-0",
            Scoring::TwoOneZero => "2-1-0",
        }
    }

    /// Points for a win, a draw, a loss on the board, and a loss by forfeit.
    pub const fn points(self) -> [f64; 4] {
        match self {
            Scoring::OneHalfZero => [1.0, 0.5, 0.0, 0.0],
            Scoring::ThreeOneZero => [3.0, 1.0, 0.0, 0.0],
            Scoring::ThreeTwoOneZero => [3.0, 2.0, 1.0, 0.0],
            Scoring::TwoOneZero => [2.0, 1.0, 0.0, 0.0],
        }
    }
}

impl std::fmt::Display for Scoring {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Scoring {
    type Err = laws::UnknownWord;

    fn from_str(s: &str) -> Result<Scoring, laws::UnknownWord> {
        // `1-1/2-0` is accepted for keyboards without `½`.
        let s = if s == "1-1/2-0" { "1-½-0" } else { s };
        Scoring::ALL
            .into_iter()
            .find(|x| x.name() == s)
            .ok_or_else(|| laws::UnknownWord {
                what: "scoring",
                found: s.to_owned(),
            })
    }
}

/// Which part of Annex A or B governs a rapid or blitz game (A.6, B.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Annex {
    /// A.4: the Competition Rules apply (an arbiter for at most three games, every game
    /// recorded).
    #[serde(rename = "A.4")]
    A4,
    /// A.5: otherwise (an illegal move stands unless claimed before the opponent moves, A.5.2).
    #[serde(rename = "A.5")]
    A5,
    /// B.2: the Competition Rules apply to a blitz game (an arbiter for each game).
    #[serde(rename = "B.2")]
    B2,
    /// B.3: otherwise, A.2, A.3 and A.5 govern the blitz game.
    #[serde(rename = "B.3")]
    B3,
}

impl Annex {
    /// Whether the Competition Rules apply in full (A.4, B.2), rather than A.5.
    pub const fn full_supervision(self) -> bool {
        matches!(self, Annex::A4 | Annex::B2)
    }
}

/// The competition's regulations, as far as the Laws leave a game's rules to them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Regulations {
    /// Art. 9.1.1: no draw offer or agreement before a player has completed this many moves
    /// (0: no restriction).
    pub draw_offer_min_moves: u32,
    /// Art. 9.1.1: `false` when the regulations forbid draws by agreement altogether (an
    /// extension of the contract; default `true`).
    pub draw_offers_allowed: bool,
    /// A.6, B.4: whether A.4/B.2 or A.5/B.3 governs a rapid or blitz game. `null`: A.5 (and
    /// B.3), the rule the Annexes give "otherwise".
    pub annex: Option<Annex>,
    /// Art. 10.1: how the game scores.
    #[serde(with = "text")]
    pub scoring: Scoring,
    /// Art. 6.7.1: the default time, in ms after the start, after which an absent player
    /// loses. 0 unless the regulations say otherwise.
    pub default_time_ms: u64,
    /// Guideline III.2.1: whether the regulations announced the Guidelines for games without
    /// increment ("ne doivent s'appliquer à une compétition que si leur utilisation a été
    /// annoncée au préalable"). Even then they govern only standard and rapid games without
    /// increment or delay (III.2.2). An extension of the contract: `false` by default, written
    /// only when set.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub guideline_iii: bool,
    /// Annex D: who plays on a special board for the visually impaired, whose pieces stand in
    /// securing holes (D.1.3, D.1.4.1) — `white`, `black` or `both`. On such a board "une pièce
    /// est considérée comme « touchée » lorsque la tige de celle-ci est retirée de l'ouverture de
    /// fixation" (D.2.2): that player's `touch` binds only with `withdrawn: true`, and a move is
    /// made when the captured piece is removed, the piece placed in another hole and the move
    /// announced (D.2.3) — the `move` event, which the opponent's clock follows (D.2.4). The
    /// sighted player's touches follow the normal Laws (D.2.5). An extension of the contract:
    /// absent by default, written only when set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub peg_board: Option<crate::Party>,
}

impl Default for Regulations {
    fn default() -> Regulations {
        Regulations {
            draw_offer_min_moves: 0,
            draw_offers_allowed: true,
            annex: None,
            scoring: Scoring::default(),
            default_time_ms: 0,
            guideline_iii: false,
            peg_board: None,
        }
    }
}

/// A game's configuration, exactly the contract's JSON:
/// `{"edition":"fide-2023","time_control":"40/5400+30:1800+30","clock_mode":"fischer",
/// "mode":"online","category":null,"regulations":{...},"start_fen":null,"white":"name",
/// "black":"name"}`. Every field may be left out; the defaults are the 2023 Laws, no clock,
/// online, the standard start position.
///
/// One field extends the contract: `odds` (see [`Config::odds`]), written only when set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    /// The edition of the Laws (`fide-2023`, `fide-1997`, `fide-1930`, `fide-1928`).
    #[serde(with = "text")]
    pub edition: Edition,
    /// The PGN `TimeControl` syntax (`40/5400+30:1800+30`, `300+2`); `-` for no clock.
    pub time_control: String,
    /// `fischer`, `bronstein` or `delay`.
    #[serde(with = "text")]
    pub clock_mode: ClockMode,
    /// `online` or `otb`.
    pub mode: Mode,
    /// `standard`, `rapid` or `blitz`; `null` to classify by the time control (A.1, B.1).
    #[serde(with = "text::option")]
    pub category: Option<Category>,
    /// The competition's regulations.
    pub regulations: Regulations,
    /// A start position other than the standard one (FEN, X-FEN or Shredder-FEN; Chess960
    /// positions by Guideline II).
    pub start_fen: Option<String>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Odds (1930 Art. 22, 1928 Par. 22), as a club organiser writes them: `knight`,
    /// `king's rook`, `queen`, `pawn`, `pawn and move`, `pawn and two moves`, `the move`,
    /// `three moves` ([`Odds`]). An extension of the contract; `null` or absent for none.
    ///
    /// The odds decide the colours: the giver of a pawn or a piece has the move and so plays
    /// White, the giver of the move or of moves plays Black (1930 Art. 4.2, 22.5) — `white` and
    /// `black` name the players accordingly. They make the start position, so `start_fen` must
    /// be left out, and they need `fide-1930` or `fide-1928`: the 2023 Laws (and the 1997
    /// appendices) have no article on odds games — a game under them starts from the position of
    /// Art. 2.3 with the players moving alternately, and an arbiter could cite nothing for the
    /// receiver's moves in a row or for castling without a rook. Such a config is refused
    /// (`bad_odds`) rather than played under rules the edition does not have; a position with a
    /// piece missing can still be set up there with `start_fen`, castling then only with rooks
    /// on the board.
    #[serde(with = "text::option", skip_serializing_if = "Option::is_none")]
    pub odds: Option<Odds>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            edition: Edition::default(),
            time_control: "-".to_owned(),
            clock_mode: ClockMode::Fischer,
            mode: Mode::Online,
            category: None,
            regulations: Regulations::default(),
            start_fen: None,
            white: "White".to_owned(),
            black: "Black".to_owned(),
            odds: None,
        }
    }
}

/// Why a configuration cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ConfigError {
    /// The time control does not read.
    #[error("time_control: {0}")]
    TimeControl(#[from] clock::TimeControlError),
    /// The start position does not read: the laws crate's error, and why as the chess
    /// library's facts, read from the whole text (issue 32: the reason said by code).
    #[error("start_fen: {error}")]
    StartFen {
        /// The error, as the laws crate says it (the FEN's first 60 characters in it).
        error: laws::FenError,
        /// Why, by the chess library's facts.
        fault: notation::pgn::FenFault,
        /// The fields the text has (a FEN has 4 to 6).
        fields: usize,
    },
    /// The odds are not allowed under the edition (1930 Art. 22).
    #[error("odds: {0}")]
    Odds(#[from] laws::OddsError),
    /// Odds and a start position both given: the odds make the start position.
    #[error("odds: the odds make the start position (1930 Art. 22.6, 22.7): leave start_fen out")]
    OddsWithStartFen,
    /// The annex does not fit the category (A.4/A.5 are for rapid games, B.2/B.3 for blitz).
    #[error("regulations.annex {annex} does not apply to a {category} game")]
    Annex {
        /// The annex given.
        annex: &'static str,
        /// The game's category.
        category: Category,
    },
}

impl ConfigError {
    /// The stable error code.
    pub fn code(&self) -> &'static str {
        match self {
            ConfigError::TimeControl(_) => "bad_time_control",
            ConfigError::StartFen { .. } => "bad_start_fen",
            ConfigError::Annex { .. } => "bad_annex",
            ConfigError::Odds(_) | ConfigError::OddsWithStartFen => "bad_odds",
        }
    }

    /// The game's refusal of this configuration, sent under [`ConfigError::code`]: the
    /// sentence `config_refused` with the English reason as `detail` and, beside it, the
    /// reason's code as `detail_code` with its own params (the time control and the column
    /// where it stops reading, the FEN, the edition, the annex and the category), so that a
    /// page says the exact reason in its language (issue 21: no free English in params).
    pub fn refusal(&self) -> ErrorBody {
        ErrorBody::coded_as(
            self.code(),
            &codes::CONFIG_REFUSED,
            Why::of_config(self).into_params("detail", Params::new()),
        )
    }
}

/// A configuration read and checked: what the game's rules are.
#[derive(Clone, Debug)]
pub(crate) struct Rules {
    pub config: Config,
    pub control: Option<TimeControl>,
    pub category: Category,
    /// The article that classified the game (A.1, B.1, or the configuration).
    pub category_article: &'static str,
    pub start: Chess,
    pub castling: CastlingMode,
    /// The odds under the edition (1930 Art. 22), if any.
    pub odds: Option<OddsRules>,
}

impl Rules {
    pub fn new(config: Config) -> Result<Rules, ConfigError> {
        let control: TimeControl = config.time_control.trim().parse()?;
        let control = (!control.is_unlimited()).then_some(control);
        let limits = match config.edition.competition().time_classes {
            TimeClasses::Fide1997 => Limits::Fide1997,
            TimeClasses::Fide2023 => Limits::Fide2023,
        };
        let classified = control.as_ref().and_then(|c| classify(c, limits));
        let (category, category_article) = match (config.category, classified) {
            // Set by the regulations: the article that defines the category.
            (Some(c), _) => (
                c,
                match c {
                    Category::Standard => "6.3.1",
                    Category::Rapid => "A.1",
                    Category::Blitz => "B.1",
                },
            ),
            (None, Some(c)) => (c.category, c.article),
            (None, None) => (Category::Standard, "6.3.1"),
        };
        if let Some(annex) = config.regulations.annex {
            let fits = match annex {
                Annex::A4 | Annex::A5 => category == Category::Rapid,
                Annex::B2 | Annex::B3 => category == Category::Blitz,
            };
            if !fits {
                return Err(ConfigError::Annex {
                    annex: match annex {
                        Annex::A4 => "A.4",
                        Annex::A5 => "A.5",
                        Annex::B2 => "B.2",
                        Annex::B3 => "B.3",
                    },
                    category,
                });
            }
        }
        let odds = config
            .odds
            .map(|odds| odds.under(config.edition))
            .transpose()?;
        let (start, castling) = match (&config.start_fen, &odds) {
            (Some(_), Some(_)) => return Err(ConfigError::OddsWithStartFen),
            (Some(fen), None) => read_fen(fen).map_err(|error| ConfigError::StartFen {
                error,
                fault: notation::pgn::FenFault::of(fen),
                fields: fen.split_whitespace().count(),
            })?,
            (None, Some(odds)) => (odds.start().clone(), CastlingMode::Standard),
            (None, None) => (Chess::default(), CastlingMode::Standard),
        };
        Ok(Rules {
            config,
            control,
            category,
            category_article,
            start,
            castling,
            odds,
        })
    }

    pub fn edition(&self) -> Edition {
        self.config.edition
    }

    /// The edition's rules beside the board's: what the arbiter applies.
    pub fn competition(&self) -> &'static CompetitionRules {
        self.edition().competition()
    }

    /// Whether Guideline III governs the game: announced by the regulations (III.2.1), in a
    /// standard or rapid game, never blitz, without increment (III.2.2) — nor delay, which the
    /// Art. 6.3.2 commentary treats as an increment ("l'incrément et le temps différé sont
    /// traités de la même manière"). Only the 2023 Laws have Guideline III.
    pub fn guideline_iii(&self) -> bool {
        self.config.regulations.guideline_iii
            && self.competition().guideline_iii
            && self.category != Category::Blitz
            && self
                .control
                .as_ref()
                .is_some_and(|c| c.periods().iter().all(|p| p.bonus_ms() == 0))
    }

    /// Whether A.5 (or B.3) governs: a rapid or blitz game without full supervision.
    pub fn annex_a5(&self) -> bool {
        self.category != Category::Standard
            && !self
                .config
                .regulations
                .annex
                .is_some_and(Annex::full_supervision)
    }

    /// The time an illegal move or a wrong claim gives the opponent: two minutes (Art. 7.5.5,
    /// 9.5.3), one in rapid (A.3, whichever of A.4 and A.5 applies). In blitz A.3 applies
    /// through B.3 only: under B.2 the Competition Rules apply as written, two minutes.
    pub fn penalty(&self) -> (u64, &'static str) {
        match (self.category, self.config.regulations.annex) {
            (Category::Standard, _) | (Category::Blitz, Some(Annex::B2)) => (120_000, ""),
            (Category::Rapid, _) => (60_000, "A.3"),
            (Category::Blitz, _) => (60_000, "A.3 (B.3)"),
        }
    }
}
