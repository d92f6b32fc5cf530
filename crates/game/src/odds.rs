//! Odds games in play (1930 Art. 22, 1928 Par. 22): what the players are told, castling without
//! the rook given as the players write it, and the game's PGN. The rules themselves are
//! `laws::OddsRules`'.

use clock::Side;
use laws::{ClockCount, OddsRules};
use notation::{Body, Written};
use shakmaty::{CastlingSide, Chess, Color, File, Move, Position, Role, Square};

use crate::{
    Notice, codes,
    machine::Game,
    params,
    parts::{Read, side_of},
    reasons::Why,
};

impl Game {
    /// What the players are told when an odds game starts ([`start_notices`]); nothing in a
    /// game without odds.
    pub(crate) fn announce_odds(&self, notices: &mut Vec<Notice>) {
        if let Some(odds) = &self.rules.odds {
            start_notices(odds, notices);
        }
    }

    /// Castling on the side of the rook given, by its giver (1930 Art. 22.8): written as
    /// castling on that side in any form the notation reads (`O-O-O`, `0-0-0`, with the check
    /// marks), or by the king's squares (`e1c1`, or `e1a1` as king takes rook). `None` when the
    /// text is not that, so that it is read as any other move.
    pub(crate) fn read_castling_without_rook(&self, text: &str) -> Option<Read> {
        let odds = self.rules.odds.as_ref()?;
        let corner = odds.absent_rook()?;
        let pos = self.record.position();
        if pos.turn() != odds.giver() {
            return None;
        }
        let home = Square::from_coords(File::E, pos.turn().backrank());
        let side = match Written::parse(text.trim()).ok()?.body {
            Body::Castle { side, .. } => side,
            Body::Squares {
                from,
                to,
                promotion: None,
                ..
            } if from == home && pos.board().king_of(pos.turn()) == Some(home) => {
                let side = CastlingSide::from_queen_side(to.file() < File::E);
                (to.rank() == home.rank() && (to == side.king_to(pos.turn()) || to == corner))
                    .then_some(side)?
            }
            _ => return None,
        };
        if odds.castling_without_rook_side(
            pos,
            Move::Castle {
                king: home,
                rook: corner,
            },
        ) != Some(side)
        {
            return None;
        }
        Some(match odds.castling_without_rook(&self.record, side) {
            Ok(mv) => Read::Legal(mv),
            Err(e) => Read::Illegal {
                from: Some(home),
                to: None,
                why: Why::of_odds(&e),
            },
        })
    }
}

/// What the players are told when an odds game starts: who gives what, who has the move, the
/// moves in a row, castling without the rook.
///
/// Who has the move with a pawn alone given is this project's reading of 22.5 and 22.6: 22.5
/// gives the move to "celui qui fait avantage d'une pièce" unless the move is part of the odds,
/// and says nothing of a pawn; 22.6 sets "l'avantage d'un pion" apart from "d'un pion et d'un ou
/// plusieurs traits", so with a pawn alone no move is given, and its giver keeps the move as the
/// giver of a piece does. The notice says so: "the giver of a pawn or a piece keeps the move".
pub(crate) fn start_notices(odds: &OddsRules, notices: &mut Vec<Notice>) {
    let articles = odds.articles();
    let giver = side_of(odds.giver());
    let receiver = side_of(odds.receiver());
    if let Some((piece, square)) = odds.removed() {
        notices.push(match piece.role {
            Role::Pawn => Notice::coded(
                articles.pawn.as_str(),
                &codes::ODDS_PAWN_GIVEN,
                params! { "giver" => giver, "square" => square },
            ),
            role => Notice::coded(
                articles.piece.as_str(),
                &codes::ODDS_PIECE_GIVEN,
                params! { "giver" => giver, "piece" => role_name(role), "square" => square },
            ),
        });
    }
    let first = side_of(Color::White);
    notices.push(Notice::coded(
        articles.white_moves_first.as_str(),
        if odds.odds().moves() == 0 {
            &codes::ODDS_START_GIVER_KEEPS_MOVE
        } else {
            &codes::ODDS_START_MOVE_GIVEN
        },
        params! {
            "odds" => odds.odds().to_string(),
            "giver" => giver,
            "receiver" => receiver,
            "first" => first,
            "article" => articles.giver_moves_first.as_str(),
        },
    ));
    let given = odds.moves_in_a_row();
    if given >= 2 {
        notices.push(Notice::coded(
            articles.moves_at_start.as_str(),
            &codes::ODDS_MOVES_IN_A_ROW,
            params! {
                "receiver" => receiver,
                "given" => given,
                "middle_line_article" => articles.middle_line.as_str(),
                "giver" => giver,
                "clock_article" => articles.clock.as_str(),
            },
        ));
    }
    if let Some(corner) = odds.absent_rook() {
        notices.push(Notice::coded(
            articles.castling.as_str(),
            &codes::ODDS_CASTLING_ALLOWED,
            params! { "giver" => giver, "square" => corner },
        ));
    }
}

/// The name of a piece given.
fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// The comment on castling without the rook given (1930 Art. 22.8) in an odds game's PGN: the
/// move itself is written `O-O-O` (`O-O`), which a PGN reader plays only if it knows the odds
/// from the `Odds` tag, as `notation::pgn` does.
pub(crate) fn pgn_castling_comment(odds: &OddsRules, before: &Chess, mv: Move) -> Option<String> {
    let side = odds.castling_without_rook_side(before, mv)?;
    Some(format!(
        "castling without the {} rook given (Art. {})",
        side_name(side),
        odds.articles().castling
    ))
}

/// The comment that opens an odds game's PGN: the odds, and the moves given at the start that
/// the movetext leaves out (`opening`, SAN).
pub(crate) fn pgn_comment(odds: &OddsRules, opening: &[&str]) -> String {
    let articles = odds.articles();
    let mut text = format!(
        "Odds (Art. {}): {}, given by {}",
        articles.odds,
        odds.odds(),
        side_of(odds.giver())
    );
    if !opening.is_empty() {
        text.push_str(&format!(
            "; {} played {} at the start (Art. {}), before the position given",
            side_of(odds.receiver()),
            opening.join(" and "),
            articles.moves_at_start
        ));
    }
    text
}

/// What an odds game's move at `ply` by `by` tells the players (1930 Art. 22.2, 22.3, 22.8).
pub(crate) fn odds_notices(
    odds: &OddsRules,
    ply: usize,
    by: Side,
    without_rook: Option<CastlingSide>,
    notices: &mut Vec<Notice>,
) {
    let articles = odds.articles();
    let given = odds.moves_in_a_row();
    if odds.keeps_the_move(ply) {
        notices.push(Notice::coded(
            articles.moves_at_start.as_str(),
            &codes::ODDS_MOVES_AGAIN,
            params! {
                "by" => by,
                "made" => ply + 1,
                "given" => given,
                "article" => articles.middle_line.as_str(),
            },
        ));
    }
    if let ClockCount::Press(moves) = odds.clock_count(ply)
        && moves > 1
    {
        notices.push(Notice::coded(
            articles.clock.as_str(),
            &codes::ODDS_FIRST_MOVE_COUNTS,
            params! { "by" => by, "moves" => moves },
        ));
    }
    if let Some(side) = without_rook {
        notices.push(Notice::coded(
            articles.castling.as_str(),
            &codes::ODDS_CASTLES_WITHOUT_ROOK,
            params! {
                "by" => by,
                "castling_side" => match side {
                    CastlingSide::QueenSide => "queen",
                    CastlingSide::KingSide => "king",
                },
            },
        ));
    }
}

/// The side of the board a castling goes to, as the Laws name it: the queen's or the king's.
fn side_name(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::QueenSide => "queen's",
        CastlingSide::KingSide => "king's",
    }
}
