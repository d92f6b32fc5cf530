//! Odds games (1930 Art. 22, 1928 Par. 22) as notation meets them: castling on the side of a
//! rook given (22.8), the one castling in which the king alone moves.
//!
//! `laws` writes that castling as shakmaty's [`Move::Castle`] from the king's square toward the
//! empty corner (`laws::OddsRules::castling_without_rook`). shakmaty would play such a move by
//! putting a rook on d1 (f1): every writer here plays moves through [`as_played`], which gives
//! the king's own move instead, so that the check marks and the moves after it are the game's.
//!
//! A PGN game names its odds in an `Odds` tag (`[Odds "rook"]`, in `laws::Odds`' words). The
//! PGN reader reads a castling that is no move of chess as castling without the rook given when
//! those odds, under the edition the game is read under (`pgn::Game::edition`), allow it now ([`read_castling_without_rook`]); a
//! reader that knows nothing of odds stops at it.

use laws::{Edition, Record};
use shakmaty::{ByColor, CastlingMode, CastlingSide, Chess, Move, Position, Role, Square};

use crate::Languages;
use crate::pgn::Game;
use crate::read::Reading;
use crate::written::{Body, Written};

/// The move shakmaty plays for `mv` in `pos`: `mv` itself, except castling toward a corner
/// where the mover has no rook — castling without the rook given, which only an odds game has
/// (1930 Art. 22.8) — which is the king's move two squares over. That move reaches the position
/// `laws::OddsRules::play` reaches: the king moved, the mover's castling rights gone, no rook
/// anywhere new.
#[inline]
pub(crate) fn as_played(pos: &Chess, mv: Move) -> Move {
    match mv {
        Move::Castle { king, rook } if pos.board().piece_at(rook) != Some(pos.turn().rook()) => {
            let side = shakmaty::CastlingSide::from_queen_side(rook < king);
            Move::Normal {
                role: Role::King,
                from: king,
                capture: None,
                to: Square::from_coords(side.king_to_file(), king.rank()),
                promotion: None,
            }
        }
        _ => mv,
    }
}

/// Castling on `side` in `pos`, when it is no legal move of chess there, read as castling
/// without the rook given (1930 Art. 22.8): when `game`'s `Odds` tag names rook odds, under the
/// edition the game is read under ([`Game::edition`] with `given`, the caller's: `arbiter
/// check` checks it under the same) an edition with odds games, and
/// `laws::OddsRules::castling_without_rook` allows it in `pos`, and the giver's king has not
/// moved (Art. 8): `kings_moved` says whose king has, in the line read up to `pos` and the lines
/// it branched from (each move's colour the position's it was played in); a king that moved
/// before the start position is not seen. `None` otherwise: the text stays the error it was.
/// Every notation's reader falls back on it: algebraic ([`read_castling_without_rook`]) and
/// descriptive.
pub(crate) fn castling_without_rook(
    game: &Game,
    given: Option<Edition>,
    pos: &Chess,
    side: CastlingSide,
    kings_moved: ByColor<bool>,
) -> Option<Move> {
    let edition = game.edition(given);
    let rules = game.odds(edition)?;
    if pos.turn() != rules.giver() || *kings_moved.get(rules.giver()) {
        return None;
    }
    // The position alone: the king stands on its square, the rook's square and the way to it.
    let record = Record::new(pos.clone(), CastlingMode::Standard, edition);
    rules.castling_without_rook(&record, side).ok()
}

/// `written`, a castling that is no legal move of chess in `pos`, read as castling without the
/// rook given ([`castling_without_rook`]).
pub(crate) fn read_castling_without_rook(
    game: &Game,
    given: Option<Edition>,
    pos: &Chess,
    written: Written,
    kings_moved: ByColor<bool>,
) -> Option<Reading> {
    let Body::Castle { side, .. } = written.body else {
        return None;
    };
    Some(Reading {
        mv: castling_without_rook(game, given, pos, side, kings_moved)?,
        written,
        // Castling is written alike in every language.
        languages: Languages::ANY,
        capture_mark_wrong: false,
        en_passant_mark_wrong: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::{ReadOptions, read_games};
    use laws::Odds;

    const ROOK_ODDS: &str = "[Edition \"fide-1930\"]\n[Odds \"rook\"]\n[SetUp \"1\"]\n\
        [FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1\"]\n\n";

    fn one(text: &str) -> Game {
        read_games(text, ReadOptions::default())
            .next()
            .expect("a game")
    }

    #[test]
    fn art_1930_22_8_castling_without_the_rook_plays_as_laws_plays_it() {
        let rules = "rook"
            .parse::<Odds>()
            .expect("odds")
            .under(Edition::Fide1930)
            .expect("rules");
        let mut record = rules.record(Edition::Fide1930);
        for uci in [
            "d2d4", "d7d5", "b1c3", "b8c6", "c1f4", "c8f5", "d1d2", "d8d7",
        ] {
            let m = laws::read_move(record.position(), uci).expect("legal");
            rules.play(&mut record, m).expect("played");
        }
        let before = record.position().clone();
        let castle = rules
            .castling_without_rook(&record, shakmaty::CastlingSide::QueenSide)
            .expect("allowed");
        rules.play(&mut record, castle).expect("played");
        let mut ours = before.clone();
        ours.play_unchecked(as_played(&before, castle));
        assert_eq!(&ours, record.position());
        // Any other move, ordinary castling included, is played as shakmaty plays it.
        let pos = Chess::default();
        let e4 = laws::read_move(&pos, "e2e4").expect("legal");
        assert_eq!(as_played(&pos, e4), e4);
    }

    #[test]
    fn art_1930_22_8_no_rook_that_is_not_there_gives_check() {
        // Black's king on d8, the d-file open: a rook put on d1 would give check.
        let (pos, _) = laws::read_fen("3k4/8/8/8/8/8/8/4K2R w K - 0 1").expect("a position");
        let castle = Move::Castle {
            king: Square::E1,
            rook: Square::A1,
        };
        assert_eq!(
            crate::write_move(&pos, castle, crate::Notation::SAN),
            "O-O-O"
        );
        assert_eq!(
            crate::announce(&pos, castle, crate::Voice::English),
            "Long castling"
        );
    }

    #[test]
    fn art_1930_22_8_the_reader_plays_castling_without_the_rook_under_the_odds_tag() {
        let game = one(&format!(
            "{ROOK_ODDS}1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. O-O-O+ O-O-O 6. e3 *\n"
        ));
        assert!(game.error.is_none(), "{:?}", game.error);
        assert_eq!(game.moves.len(), 11);
        assert_eq!(
            game.moves[8].mv,
            Move::Castle {
                king: Square::E1,
                rook: Square::A1
            }
        );
        // The check mark is judged on the position: no rook on d1 gives check.
        assert!(
            game.warnings
                .iter()
                .any(|w| w.to_string().contains("check mark")),
            "{:?}",
            game.warnings
        );
    }

    #[test]
    fn art_1930_22_8_not_read_without_odds_after_the_king_moved_or_under_2023() {
        let line = "1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7";
        let fen =
            "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1\"]\n";
        for text in [
            // No Odds tag: a reader without odds knowledge stops at the castling.
            format!("{fen}\n{line} 5. O-O-O *\n"),
            // The king has moved and come back (1930 Art. 8).
            format!("{ROOK_ODDS}{line} 5. Kd1 e6 6. Ke1 Nf6 7. O-O-O *\n"),
            // The 2023 Laws have no odds games.
            format!("[Edition \"fide-2023\"]\n[Odds \"rook\"]\n{fen}\n{line} 5. O-O-O *\n"),
            // Castling on the side of the rook still there is chess's own, and not yet legal.
            format!("{ROOK_ODDS}{line} 5. O-O *\n"),
        ] {
            let game = one(&text);
            let error = game.error.expect("the castling is refused");
            assert!(error.to_string().contains("O-O"), "{error}");
        }
    }

    #[test]
    fn art_1930_22_8_read_under_the_caller_s_edition_else_the_tag_else_1930_for_odds() {
        let line = "1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. O-O-O *\n";
        let untagged = ROOK_ODDS.replace("[Edition \"fide-1930\"]\n", "");
        // The caller's edition first: under 2023's Laws, which have no odds games, no castling.
        let under = |edition: Option<Edition>, text: &str| {
            let options = ReadOptions {
                edition,
                ..ReadOptions::default()
            };
            read_games(text, options).next().expect("a game")
        };
        let text = format!("{ROOK_ODDS}{line}");
        assert!(under(Some(Edition::Fide2023), &text).error.is_some());
        assert!(under(Some(Edition::Fide1928), &text).error.is_none());
        // No Edition tag: an Odds tag means fide-1930.
        let game = under(None, &format!("{untagged}{line}"));
        assert!(game.error.is_none(), "{:?}", game.error);
        assert_eq!(game.edition(None), Edition::Fide1930);
        // A tag naming no edition is ignored, with a warning saying what was read instead.
        let game = under(None, &format!("[Edition \"fide-1929\"]\n{untagged}{line}"));
        assert!(game.error.is_none(), "{:?}", game.error);
        assert_eq!(
            game.warnings.iter().map(|w| &w.kind).collect::<Vec<_>>(),
            [&crate::pgn::WarningKind::UnknownEdition {
                tag: "fide-1929".to_owned(),
                read_under: Edition::Fide1930,
            }]
        );
        assert_eq!(game.warnings[0].line, 1);
        // Not a repair: strict reading warns of it too, and goes on.
        let strict = read_games(
            "[Edition \"fide-1929\"]\n[Result \"*\"]\n\n1. e4 *\n",
            ReadOptions::strict(),
        )
        .next()
        .expect("a game");
        assert!(strict.error.is_none(), "{:?}", strict.error);
        assert_eq!(strict.warnings.len(), 1);
    }

    #[test]
    fn art_1930_8_only_the_giver_s_own_king_moves_count_wherever_they_were_made() {
        let line = "1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7";
        // Black's king moved, not White's: White may castle.
        let game = one(&format!("{ROOK_ODDS}{line} 5. e3 Kd8 6. O-O-O *\n"));
        assert!(game.error.is_none(), "{:?}", game.error);
        assert_eq!(game.moves.len(), 11);
        // White's king moved in the main line before the variation branched off: seen there.
        let game = one(&format!(
            "{ROOK_ODDS}{line} 5. Kd1 e6 6. Ke1 Nf6 7. e3 (7. O-O-O) 7... Be7 *\n"
        ));
        assert!(
            variation_refused(&game),
            "the variation's castling is refused"
        );
        // In a variation that branched off before the king moved, castling is White's.
        let game = one(&format!(
            "{ROOK_ODDS}{line} 5. Kd1 (5. O-O-O Kd8) 5... e6 *\n"
        ));
        assert!(game.error.is_none(), "{:?}", game.error);
    }

    #[test]
    fn art_1930_22_8_a_king_that_moved_is_seen_in_the_variation_that_moved_it() {
        let game = one(&format!(
            "{ROOK_ODDS}1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 \
             5. O-O-O (5. Kd1 e6 6. Ke1 Nf6 7. O-O-O) 5... e6 *\n"
        ));
        assert!(
            variation_refused(&game),
            "the variation's castling is refused"
        );
    }

    /// Whether a move of a variation was refused: a warning, the main line read on to its end.
    fn variation_refused(game: &crate::pgn::Game) -> bool {
        game.error.is_none()
            && game.warnings.iter().any(|w| {
                matches!(&w.kind, crate::pgn::WarningKind::VariationMove { error }
                    if matches!(**error, crate::pgn::ErrorKind::Move { .. }))
            })
    }
}
