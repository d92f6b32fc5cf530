//! Why a move, a clock operation or a configuration was refused, as codes (issue 21: no free
//! English in params). The notation, laws and clock crates explain their errors in English
//! (`Display`); the game keeps that sentence as the `why` or `detail` param — the English `text`
//! is rendered from it, unchanged — and adds `why_code` or `detail_code`: one code of
//! [`REASONS`] for each kind of error, with the facts the sentence holds as params of their own
//! (the move as written, a square, a column), so that a page writes the reason in its language.
//! The reasons themselves are a table of [`crate::codes`] (`REASONS`), a leaf every module uses.
//!
//! A reason's params sit beside the params of the notice or refusal that carries it; their names
//! are none of those (a test checks it).

use clock::ClockError;
use laws::{CastlingBar, FenError, IllegalMove, OddsError, OddsMoveError};
use notation::{MoveError, SyntaxReason, descriptive::DescriptiveError};

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

/// Why something was refused: the English sentence of the crate that refused it, and its
/// reason code with the facts as params.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Why {
    /// The English sentence, as the refusing crate writes it (the `why`/`detail` param).
    pub text: String,
    /// Its reason.
    pub code: &'static Code,
    /// The reason's params.
    pub params: Params,
}

impl Why {
    /// No legal move is written so (SAN or descriptive alike).
    fn no_legal_move(text: String, written: &str) -> Why {
        Why::new(
            text,
            &NO_LEGAL_MOVE_WRITTEN,
            params! { "move_text" => written },
        )
    }

    /// Several legal moves are written so: the candidates, in UCI (SAN or descriptive alike).
    fn ambiguous<'a>(text: String, written: &str, ucis: impl Iterator<Item = &'a str>) -> Why {
        Why::new(
            text,
            &AMBIGUOUS_CANDIDATES,
            params! {
                "move_text" => written,
                "candidates_uci" => ucis.collect::<Vec<_>>().join(", "),
            },
        )
    }

    fn new(text: String, code: &'static Code, params: Params) -> Why {
        Why { text, code, params }
    }

    /// A move text that names no single legal move (notation's reading).
    pub fn of_move(e: &MoveError) -> Why {
        let text = e.to_string();
        match e {
            MoveError::Syntax(s) => {
                let (code, params) = match &s.reason {
                    SyntaxReason::Empty => (&SYNTAX_EMPTY, params! {}),
                    SyntaxReason::Unexpected(c) => (
                        &SYNTAX_UNEXPECTED,
                        params! { "character" => c.to_string(), "column" => s.column },
                    ),
                    SyntaxReason::NoDestination => (&SYNTAX_NO_DESTINATION, params! {}),
                    SyntaxReason::BadCastling => (&SYNTAX_BAD_CASTLING, params! {}),
                    SyntaxReason::PieceCannotPromote => (&SYNTAX_PIECE_CANNOT_PROMOTE, params! {}),
                    SyntaxReason::BadPromotion(c) => (
                        &SYNTAX_BAD_PROMOTION,
                        params! { "character" => c.to_string() },
                    ),
                };
                Why::new(text, code, params)
            }
            MoveError::UnknownSymbol { symbol, .. } => Why::new(
                text,
                &UNKNOWN_SYMBOL,
                params! { "character" => symbol.to_string() },
            ),
            MoveError::Illegal { text: written } => Why::no_legal_move(text, written),
            MoveError::Ambiguous {
                text: written,
                candidates,
            } => Why::ambiguous(text, written, candidates.iter().map(|c| c.uci.as_str())),
        }
    }

    /// A descriptive move that names no single legal move (1930 Art. 5.1: the descriptive
    /// system): not notation from a column, no legal move written so, or several.
    pub fn of_descriptive(e: &DescriptiveError) -> Why {
        let text = e.to_string();
        match e {
            DescriptiveError::Syntax { column, .. } => Why::new(
                text,
                &DESCRIPTIVE_NOT_NOTATION,
                params! { "column" => *column },
            ),
            DescriptiveError::Illegal { text: written } => Why::no_legal_move(text, written),
            DescriptiveError::Ambiguous {
                text: written,
                candidates,
            } => Why::ambiguous(text, written, candidates.iter().map(|c| c.uci.as_str())),
        }
    }

    /// A move the record cannot play (Art. 3.10.2).
    pub fn of_illegal(e: &IllegalMove) -> Why {
        Why::new(
            e.to_string(),
            &ILLEGAL_IN_POSITION,
            params! { "move_uci" => e.uci.as_str() },
        )
    }

    /// A move an odds game does not allow (1930 Art. 22).
    pub fn of_odds(e: &OddsMoveError) -> Why {
        let text = e.to_string();
        match e {
            OddsMoveError::Illegal(illegal) => Why {
                text,
                ..Why::of_illegal(illegal)
            },
            OddsMoveError::PastMiddleLine { to, article } => Why::new(
                text,
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
                Why::new(text, code, params)
            }
            OddsMoveError::Unplayable { uci } => Why::new(
                text,
                &ODDS_UNPLAYABLE,
                params! { "move_uci" => uci.as_str() },
            ),
        }
    }

    /// A sealed move that names a promotion without its piece (I.8.1; Art. 3.7.5.1).
    pub fn promotion_not_named(sealed: &str) -> Why {
        let params = params! { "move_text" => sealed };
        let text = crate::codes::render(&PROMOTION_NOT_NAMED, &params);
        Why::new(text, &PROMOTION_NOT_NAMED, params)
    }

    /// The clock pressed without a move (Art. 7.5.3).
    pub fn no_move_made() -> Why {
        Why::new(
            crate::codes::render(&NO_MOVE_MADE, &params! {}),
            &NO_MOVE_MADE,
            params! {},
        )
    }

    /// A clock operation the clock's state does not allow.
    pub fn of_clock(e: &ClockError) -> Why {
        let text = e.to_string();
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
        Why::new(text, code, params)
    }

    /// A configuration that cannot start a game.
    pub fn of_config(e: &ConfigError) -> Why {
        let text = e.to_string();
        let (code, params) = match e {
            ConfigError::TimeControl(tc) => (
                &TIME_CONTROL_UNREADABLE,
                params! { "control" => tc.text.as_str(), "column" => tc.column },
            ),
            ConfigError::StartFen(FenError::Syntax { fen, .. }) => {
                (&START_FEN_NOT_FEN, params! { "fen" => fen.as_str() })
            }
            ConfigError::StartFen(FenError::Illegal { fen, .. }) => {
                (&START_FEN_ILLEGAL, params! { "fen" => fen.as_str() })
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
        Why::new(text, code, params)
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
