//! A game's moves as a reader asks for them: in the notation of their language (Annex C.2, C.3:
//! letters or figurines, short and long), spoken aloud (Annex D.2.1), with the mover's clock and
//! the draw offers (Art. 9.1.2.2), for `GET /api/games/{id}/moves`.

use game::Game;
use notation::{Language, Notation, Voice, announce, write_move};
use serde::Serialize;

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

/// The moves of `game`'s record ([`Game::recorded_moves`]), numbered as its states count plies:
/// an odds game's moves in a row at the start (1930 Art. 22.2) included, castling without the
/// rook given (22.8) written as castling.
pub fn moves(game: &Game, language: Language, voice: Voice) -> Moves {
    let plies = game
        .recorded_moves()
        .map(|m| Ply {
            ply: m.ply,
            uci: m.uci.to_owned(),
            san: m.san.to_owned(),
            text: write_move(m.before, m.mv, Notation::short(language)),
            long: write_move(
                m.before,
                m.mv,
                Notation::Algebraic {
                    language,
                    long: true,
                },
            ),
            spoken: announce(m.before, m.mv, voice),
            clock_ms: m.clock_ms,
            offer: m.offer,
        })
        .collect();
    Moves {
        notation: language.code(),
        voice: voice.code(),
        plies,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game::{Action, Config, Event, Side};

    #[test]
    fn annex_c_and_d_2_1_a_knight_move_written_and_spoken() {
        let config: Config = serde_json::from_str(r#"{"time_control":"300"}"#).expect("a config");
        let mut game = Game::new(config).expect("a game");
        game.apply(&Event::new(0, Action::Start));
        // A draw may be offered once each player has moved (Art. 5.2.3): with White's second move.
        for (t, by, text) in [
            (1, Side::White, "e4"),
            (2, Side::Black, "e5"),
            (3, Side::White, "Nf3"),
        ] {
            game.apply(&Event::new(
                t * 1_000,
                Action::Move {
                    by,
                    text: text.into(),
                    offer_draw: text == "Nf3",
                },
            ));
        }
        let moves = moves(&game, Language::French, Voice::German);
        assert_eq!(moves.notation, "fr");
        assert_eq!(moves.voice, "de");
        let ply = &moves.plies[2];
        assert_eq!(
            (ply.ply, ply.uci.as_str(), ply.san.as_str()),
            (3, "g1f3", "Nf3")
        );
        assert_eq!((ply.text.as_str(), ply.long.as_str()), ("Cf3", "Cg1f3"));
        assert_eq!(ply.spoken, "Springer Felix drei");
        assert_eq!((ply.clock_ms, ply.offer), (Some(298_000), true));
    }
}
