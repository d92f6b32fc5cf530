//! Why a move, a clock operation or a configuration was refused, as codes (issue 21: no free
//! English in params). The notation, laws and clock crates explain their errors in English
//! (`Display`, kept for Rust embedders); the game says each by one code of [`REASONS`] for each
//! kind of error, with the facts the sentence holds as params of their own (the move as written,
//! a square, a column, the languages read), as `why_code` or `detail_code`, and its English —
//! the `why` or `detail` param — is that code's sentence in the catalogue rendered from those
//! params (issue 32: no output takes words from another crate's `Display`), so that a page
//! writes the same reason in its language. Where the catalogue's sentence was made to say what
//! the `Display` said (a move's reasons, the odds', the clock's), the words are the same.
//! The reasons themselves are a table of [`crate::codes`] (`REASONS`), a leaf every module uses.
//!
//! A reason's params sit beside the params of the notice or refusal that carries it; their names
//! are none of those (a test checks it).

use clock::ClockError;
use laws::{CastlingBar, FenError, IllegalMove, OddsError, OddsMoveError};
use notation::{
    MoveError, SyntaxReason,
    descriptive::{DescriptiveError, DescriptiveSyntax},
};

use crate::{
    ConfigError,
    codes::{
        AMBIGUOUS_CANDIDATES, ANNEX_NOT_FOR_CATEGORY, CASTLING_CORNER_OCCUPIED, CASTLING_IN_CHECK,
        CASTLING_KING_MOVED, CASTLING_LANDS_ATTACKED, CASTLING_NO_ROOK_GIVEN,
        CASTLING_PASSES_ATTACKED, CASTLING_PATH_OCCUPIED, CLOCK_ALREADY_STARTED, CLOCK_NONE,
        CLOCK_NOT_ALLOWED, CLOCK_NOT_PAUSED, CLOCK_NOT_RUNNING, CLOCK_NOT_STARTED, CLOCK_PAUSED,
        CLOCK_TIME_WENT_BACK, Code, DESCRIPTIVE_NOT_NOTATION, III_2_2_NO_INCREMENT_OR_DELAY,
        III_4_INCREMENT_ALREADY, III_4_NOT_ON_MOVE, III_4_TWO_MINUTES, ILLEGAL_IN_POSITION,
        NO_LEGAL_MOVE_WRITTEN, NO_MOVE_MADE, ODDS_NO_DEFAULT_BISHOP, ODDS_NOT_IN_EDITION,
        ODDS_UNPLAYABLE, ODDS_WITH_START_FEN, PAST_MIDDLE_LINE, PROMOTION_NOT_NAMED, Param, Params,
        START_FEN_ILLEGAL, START_FEN_NOT_FEN, SYNTAX_BAD_CASTLING, SYNTAX_BAD_PROMOTION,
        SYNTAX_EMPTY, SYNTAX_NO_DESTINATION, SYNTAX_PIECE_CANNOT_PROMOTE, SYNTAX_UNEXPECTED,
        TIME_CONTROL_UNREADABLE, UNKNOWN_SYMBOL,
    },
    params,
};

/// Why something was refused: its reason code with the facts as params, and its English.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Why {
    /// The English sentence (the `why`/`detail` param): the code's, rendered from the params
    /// (a configuration's too, [`Why::of_config`]).
    pub text: String,
    /// Its reason.
    pub code: &'static Code,
    /// The reason's params.
    pub params: Params,
}

impl Why {
    /// No legal move is written so (SAN or descriptive alike).
    fn no_legal_move(written: &str) -> Why {
        Why::new(&NO_LEGAL_MOVE_WRITTEN, params! { "move_text" => written })
    }

    /// Several legal moves are written so: the candidates, each in UCI and as read (`read`: the
    /// UCI and the languages that read it, or in descriptive notation the move as it should be
    /// written and its UCI), SAN or descriptive alike.
    fn ambiguous(written: &str, candidates: &[(&str, String)]) -> Why {
        let ucis: Vec<&str> = candidates.iter().map(|(uci, _)| *uci).collect();
        let read: Vec<&str> = candidates.iter().map(|(_, read)| read.as_str()).collect();
        // Two at least (an ambiguity); the last is said after « or ».
        let (last, rest) = read.split_last().unwrap_or((&"", &[]));
        Why::new(
            &AMBIGUOUS_CANDIDATES,
            params! {
                "move_text" => written,
                "candidates_uci" => ucis.join(", "),
                "candidates_read" => rest.join(", "),
                "candidate_read_last" => *last,
            },
        )
    }

    /// The reason `code` with `params`, its English the catalogue's.
    fn new(code: &'static Code, params: Params) -> Why {
        Why {
            text: crate::codes::render(code, &params),
            code,
            params,
        }
    }

    /// A move text that names no single legal move (notation's reading).
    pub fn of_move(e: &MoveError) -> Why {
        match e {
            MoveError::Syntax(s) => {
                let (code, character) = match &s.reason {
                    SyntaxReason::Empty => (&SYNTAX_EMPTY, None),
                    SyntaxReason::Unexpected(c) => (&SYNTAX_UNEXPECTED, Some(*c)),
                    SyntaxReason::NoDestination => (&SYNTAX_NO_DESTINATION, None),
                    SyntaxReason::BadCastling => (&SYNTAX_BAD_CASTLING, None),
                    SyntaxReason::PieceCannotPromote => (&SYNTAX_PIECE_CANNOT_PROMOTE, None),
                    SyntaxReason::BadPromotion(c) => (&SYNTAX_BAD_PROMOTION, Some(*c)),
                };
                let mut params = params! { "column" => s.column };
                if let Some(c) = character {
                    params.insert("character".to_owned(), c.to_string().into());
                }
                Why::new(code, params)
            }
            MoveError::UnknownSymbol { symbol, languages } => Why::new(
                &UNKNOWN_SYMBOL,
                params! {
                    "character" => symbol.to_string(),
                    "languages" => languages.to_string(),
                },
            ),
            MoveError::Illegal { text: written } => Why::no_legal_move(written),
            MoveError::Ambiguous {
                text: written,
                candidates,
            } => {
                let read: Vec<(&str, String)> = candidates
                    .iter()
                    .map(|c| (c.uci.as_str(), format!("{} ({})", c.uci, c.languages)))
                    .collect();
                Why::ambiguous(written, &read)
            }
        }
    }

    /// A descriptive move that names no single legal move (1930 Art. 5.1: the descriptive
    /// system): not notation from a column, no legal move written so, or several.
    pub fn of_descriptive(e: &DescriptiveError) -> Why {
        match e {
            DescriptiveError::Syntax { column, reason } => {
                // Every param the sentence names, the character and the letters empty where the
                // reason has none.
                let (syntax, character, letters) = match reason {
                    DescriptiveSyntax::Empty => ("empty", String::new(), ""),
                    DescriptiveSyntax::Unexpected(c) => ("unexpected", c.to_string(), ""),
                    DescriptiveSyntax::Unfinished => ("unfinished", String::new(), ""),
                    DescriptiveSyntax::BadName(name) => ("bad_name", String::new(), name.as_str()),
                    DescriptiveSyntax::PieceCannotPromote => {
                        ("piece_cannot_promote", String::new(), "")
                    }
                };
                Why::new(
                    &DESCRIPTIVE_NOT_NOTATION,
                    params! {
                        "column" => *column,
                        "descriptive_syntax" => syntax,
                        "character" => character,
                        "letters" => letters,
                    },
                )
            }
            DescriptiveError::Illegal { text: written } => Why::no_legal_move(written),
            DescriptiveError::Ambiguous {
                text: written,
                candidates,
            } => {
                let read: Vec<(&str, String)> = candidates
                    .iter()
                    .map(|c| (c.uci.as_str(), format!("{} ({})", c.written, c.uci)))
                    .collect();
                Why::ambiguous(written, &read)
            }
        }
    }

    /// A move the record cannot play (Art. 3.10.2).
    pub fn of_illegal(e: &IllegalMove) -> Why {
        Why::new(
            &ILLEGAL_IN_POSITION,
            params! { "move_uci" => e.uci.as_str() },
        )
    }

    /// A move an odds game does not allow (1930 Art. 22).
    pub fn of_odds(e: &OddsMoveError) -> Why {
        match e {
            OddsMoveError::Illegal(illegal) => Why::of_illegal(illegal),
            OddsMoveError::PastMiddleLine { to, article } => Why::new(
                &PAST_MIDDLE_LINE,
                params! { "square" => *to, "rule_article" => article.as_str() },
            ),
            OddsMoveError::Castling { bar, article } => {
                let (code, square) = match bar {
                    CastlingBar::NoRookGiven => (&CASTLING_NO_ROOK_GIVEN, None),
                    CastlingBar::KingMoved => (&CASTLING_KING_MOVED, None),
                    CastlingBar::CornerOccupied(sq) => (&CASTLING_CORNER_OCCUPIED, Some(*sq)),
                    CastlingBar::PathOccupied(sq) => (&CASTLING_PATH_OCCUPIED, Some(*sq)),
                    CastlingBar::InCheck => (&CASTLING_IN_CHECK, None),
                    CastlingBar::PassesAttacked(sq) => (&CASTLING_PASSES_ATTACKED, Some(*sq)),
                    CastlingBar::LandsAttacked(sq) => (&CASTLING_LANDS_ATTACKED, Some(*sq)),
                };
                let mut params = params! { "rule_article" => article.as_str() };
                if let Some(sq) = square {
                    params.insert("square".to_owned(), sq.into());
                }
                Why::new(code, params)
            }
            OddsMoveError::Unplayable { uci } => {
                Why::new(&ODDS_UNPLAYABLE, params! { "move_uci" => uci.as_str() })
            }
        }
    }

    /// A sealed move that names a promotion without its piece (I.8.1; Art. 3.7.5.1).
    pub fn promotion_not_named(sealed: &str) -> Why {
        Why::new(&PROMOTION_NOT_NAMED, params! { "move_text" => sealed })
    }

    /// The clock pressed without a move (Art. 7.5.3).
    pub fn no_move_made() -> Why {
        Why::new(&NO_MOVE_MADE, params! {})
    }

    /// A clock operation the clock's state does not allow.
    pub fn of_clock(e: &ClockError) -> Why {
        let (code, params) = match e {
            ClockError::TimeWentBack { last, now } => (
                &CLOCK_TIME_WENT_BACK,
                params! { "now_t" => *now, "clock_t" => *last },
            ),
            ClockError::NotStarted => (&CLOCK_NOT_STARTED, params! {}),
            ClockError::AlreadyStarted => (&CLOCK_ALREADY_STARTED, params! {}),
            ClockError::NotRunning(side) => (&CLOCK_NOT_RUNNING, params! { "clock_side" => *side }),
            ClockError::Paused => (&CLOCK_PAUSED, params! {}),
            ClockError::NotPaused => (&CLOCK_NOT_PAUSED, params! {}),
            ClockError::NoClock => (&CLOCK_NONE, params! {}),
            // The clock names the Guideline in its sentence; each sentence it has is a code.
            ClockError::NotAllowed(why) => {
                let code = [
                    &III_4_NOT_ON_MOVE,
                    &III_4_INCREMENT_ALREADY,
                    &III_2_2_NO_INCREMENT_OR_DELAY,
                    &III_4_TWO_MINUTES,
                ]
                .into_iter()
                .find(|c| crate::codes::render(c, &params! {}) == *why)
                .unwrap_or(&CLOCK_NOT_ALLOWED);
                (code, params! {})
            }
        };
        Why::new(code, params)
    }

    /// A configuration that cannot start a game, by code with every fact its sentence says:
    /// a time control's text, column and why (`control_why`, [`clock::TimeControlFault`]'s
    /// code), a FEN's first 60 characters, fields and why (`fen_why`, `position_errors`, as
    /// `pgn_bad_fen` says them), the odds' edition or article, the annex and the category. Its
    /// English is the catalogue's, the words the config error's `Display` says (a test checks
    /// both agree).
    pub fn of_config(e: &ConfigError) -> Why {
        let (code, params) = match e {
            ConfigError::TimeControl(tc) => (
                &TIME_CONTROL_UNREADABLE,
                params! {
                    "control" => tc.text.as_str(),
                    "column" => tc.column,
                    "control_why" => tc.reason.code(),
                },
            ),
            ConfigError::StartFen {
                error,
                fault,
                fields,
            } => {
                let (code, fen) = match error {
                    FenError::Syntax { fen, .. } => (&START_FEN_NOT_FEN, fen),
                    FenError::Illegal { fen, .. } => (&START_FEN_ILLEGAL, fen),
                };
                let errors = fault.position_errors();
                let position_errors = if errors.is_empty() {
                    "none".to_owned()
                } else {
                    errors.join(", ")
                };
                (
                    code,
                    params! {
                        "fen" => fen.as_str(),
                        "fields" => *fields,
                        "fen_why" => fault.code(),
                        "position_errors" => position_errors,
                    },
                )
            }
            ConfigError::Odds(OddsError::NotInEdition { edition }) => (
                &ODDS_NOT_IN_EDITION,
                params! { "edition" => edition.to_string() },
            ),
            ConfigError::Odds(OddsError::NoDefaultBishop { article }) => (
                &ODDS_NO_DEFAULT_BISHOP,
                params! { "rule_article" => article.as_str() },
            ),
            ConfigError::OddsWithStartFen => (&ODDS_WITH_START_FEN, params! {}),
            ConfigError::Annex { annex, category } => (
                &ANNEX_NOT_FOR_CATEGORY,
                params! { "annex" => *annex, "category" => category.to_string() },
            ),
        };
        Why::new(code, params)
    }

    /// `params` with this reason under `key` (`why` or `detail`): the English sentence as
    /// `key`, the reason's code as `key_code`, and the reason's own params.
    pub fn into_params(self, key: &str, mut params: Params) -> Params {
        params.insert(key.to_owned(), Param::Text(self.text));
        params.insert(format!("{key}_code"), Param::from(self.code.name));
        params.extend(self.params);
        params
    }
}

#[cfg(test)]
mod tests {
    use clock::{Clock, ClockMode, Side};
    use notation::Languages;

    use super::*;

    #[test]
    fn guideline_iii_4_each_refusal_of_the_clock_has_its_own_reason() {
        // III.4 and III.2.2 as the clock refuses them, each sentence its code: the clock's
        // sentences are matched, so a sentence reworded there falls back to
        // `clock_not_allowed` and fails here.
        let clock = |control: &str| {
            let mut clock =
                Clock::new(control.parse().expect("control"), ClockMode::Fischer).expect("a clock");
            clock.start(0).expect("started");
            clock
        };
        let why = |clock: &mut Clock, side: Side, now: u64| {
            let e = clock.grant_iii_4(side, now).expect_err("refused");
            Why::of_clock(&e).code.name
        };
        assert_eq!(why(&mut clock("300"), Side::Black, 1), "iii_4_not_on_move");
        assert_eq!(
            why(&mut clock("300+2"), Side::White, 1),
            "iii_2_2_no_increment_or_delay"
        );
        assert_eq!(why(&mut clock("300"), Side::White, 1), "iii_4_two_minutes");
        let mut granted = clock("300");
        granted.grant_iii_4(Side::White, 200_000).expect("granted");
        assert_eq!(
            why(&mut granted, Side::White, 200_001),
            "iii_4_increment_already"
        );
        // Art. 6.6 and 6.2.1: the clock's own states.
        let mut idle =
            Clock::new("300".parse().expect("control"), ClockMode::Fischer).expect("a clock");
        let e = idle.grant_iii_4(Side::White, 1).expect_err("not started");
        assert!(Why::of_clock(&e).code.kind == crate::codes::Kind::Reason);
        let e = ClockError::NotRunning(Side::Black);
        let why = Why::of_clock(&e);
        assert_eq!(
            crate::codes::render(why.code, &why.params),
            e.to_string(),
            "the reason's English is the clock's"
        );
    }

    /// Issue 32: a move's reason is its code's sentence in the catalogue, word for word the
    /// notation crate's (Annex C.1, C.10: not notation, no legal move, ambiguous).
    #[test]
    fn annex_c_a_moves_reason_is_the_catalogues_sentence_of_its_code() {
        use shakmaty::{Chess, Position};
        let mut pos = Chess::default();
        for san in ["Nc3", "a6"] {
            let m = notation::read_move(&pos, san, Languages::ANY).expect("legal");
            pos.play_unchecked(m.mv);
        }
        for text in ["Ne2", "Ke3", "N", "Q@", "O-O-O-O", "Zf3"] {
            let e = notation::read_move(&pos, text, Languages::ANY).expect_err("refused");
            let why = Why::of_move(&e);
            assert_eq!(why.text, e.to_string(), "{text}");
            assert_eq!(why.text, crate::codes::render(why.code, &why.params));
            for p in why.code.params {
                assert!(why.params.contains_key(*p), "{text}: {p}");
            }
        }
    }

    #[test]
    fn annex_c_a_symbol_of_no_piece_and_its_reason() {
        let e = MoveError::UnknownSymbol {
            symbol: 'Ж',
            languages: Languages::ANY,
        };
        let why = Why::of_move(&e);
        assert_eq!(why.code.name, "unknown_symbol");
        assert_eq!(why.params["character"], Param::from("Ж"));
        assert_eq!(why.text, e.to_string());
        let params = why.into_params("detail", params! { "by" => Side::White });
        assert_eq!(params["detail_code"], Param::from("unknown_symbol"));
        assert_eq!(params["by"], Param::from("white"));
    }
}
