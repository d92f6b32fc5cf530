//! A game's moves as a reader asks for them: in the notation of their language (Annex C.2, C.3:
//! letters or figurines, short and long), spoken aloud (Annex D.2.1), with the mover's clock and
//! the draw offers (Art. 9.1.2.2), for `GET /api/games/{id}/moves`.

use notation::pgn::Game as PgnGame;
use notation::{Language, Notation, Voice, announce, write_move};
use serde::Serialize;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

/// The moves of a game, each written several ways.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Moves {
    /// The language of `text` and `long` (`en fr de es it nl figurine`).
    pub notation: &'static str,
    /// The voice of `spoken` (`de fr en`).
    pub voice: &'static str,
    /// The moves, in order.
    pub plies: Vec<Ply>,
}

/// One move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Ply {
    /// Its number, from 1 (White's first move is ply 1 in the standard position).
    pub ply: usize,
    /// The move in UCI (castling onto the rook in Chess960), as `GET /api/games/{id}` lists it.
    pub uci: String,
    /// The PGN standard's SAN: English letters, check and mate marks.
    pub san: String,
    /// The short form in the asked language (Annex C.2, C.3; C.10.3 to disambiguate).
    pub text: String,
    /// The long form in the asked language, with the departure square (Annex C.8).
    pub long: String,
    /// The announcement in the asked voice (Annex D.2.1).
    pub spoken: String,
    /// The mover's clock after the move, in ms (`null` without a clock).
    pub clock_ms: Option<u64>,
    /// Whether the move carried a draw offer, `(=)` (Art. 9.1.2.2).
    pub offer: bool,
}

/// The moves of `game` (a game as PGN: its start and its played moves, all legal), replayed
/// from its start.
pub fn moves(game: &PgnGame, language: Language, voice: Voice) -> Moves {
    let mut pos: Chess = game.start.clone();
    let mut plies = Vec::with_capacity(game.moves.len());
    for (i, played) in game.moves.iter().enumerate() {
        let mv = played.mv;
        plies.push(Ply {
            ply: i + 1,
            uci: UciMove::from_move(mv, pos.castles().mode()).to_string(),
            san: write_move(&pos, mv, Notation::SAN),
            text: write_move(&pos, mv, Notation::short(language)),
            long: write_move(
                &pos,
                mv,
                Notation::Algebraic {
                    language,
                    long: true,
                },
            ),
            spoken: announce(&pos, mv, voice),
            clock_ms: played.clock_ms,
            offer: played.draw_offer,
        });
        // The moves come from the game's record, which holds only legal moves.
        pos.play_unchecked(mv);
    }
    Moves {
        notation: language.code(),
        voice: voice.code(),
        plies,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use notation::pgn::PlayedMove;
    use shakmaty::{Role, Square};

    #[test]
    fn annex_c_and_d_2_1_a_knight_move_written_and_spoken() {
        let nf3 = shakmaty::Move::Normal {
            role: Role::Knight,
            from: Square::G1,
            capture: None,
            to: Square::F3,
            promotion: None,
        };
        let mut played = PlayedMove::new(nf3, 0, 0);
        played.clock_ms = Some(299_000);
        played.draw_offer = true;
        let game = PgnGame {
            tags: Vec::new(),
            start: Chess::default(),
            comments: Vec::new(),
            moves: vec![played],
            result: None,
            languages: notation::Languages::only(Language::English),
            warnings: Vec::new(),
            error: None,
            line: 1,
        };
        let moves = moves(&game, Language::French, Voice::German);
        assert_eq!(moves.notation, "fr");
        assert_eq!(moves.voice, "de");
        let ply = &moves.plies[0];
        assert_eq!(
            (ply.ply, ply.uci.as_str(), ply.san.as_str()),
            (1, "g1f3", "Nf3")
        );
        assert_eq!((ply.text.as_str(), ply.long.as_str()), ("Cf3", "Cg1f3"));
        assert_eq!(ply.spoken, "Springer Felix drei");
        assert_eq!((ply.clock_ms, ply.offer), (Some(299_000), true));
    }
}
