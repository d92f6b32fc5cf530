//! The game as export-format PGN, with `[%clk]`, draw offers and the termination.

use laws::{GameResult, Reason};
use notation::pgn::{self, PlayedMove, WriteOptions, write_game};
use shakmaty::{CastlingMode, Chess};

use crate::{Mode, machine::Game};

impl Game {
    /// The game as a PGN game: the Seven Tag Roster, `TimeControl`, `Termination`, a `FEN` when
    /// the start is not the standard one, each move with the mover's clock after it (`[%clk]`)
    /// and its draw offer (`(=)`, Art. 9.1.2.2), and the ending with its article as a comment.
    pub fn to_pgn_game(&self) -> pgn::Game {
        let skip = self.rebased_at.unwrap_or(0);
        let positions = self.record.positions();
        // An odds game's moves in a row at the start (1930 Art. 22.2) are no PGN movetext: the
        // game is given from the position after them, and they in the opening comment.
        let opening = match &self.rules.odds {
            Some(odds) if skip == 0 => usize::from(odds.moves_in_a_row()).min(positions.len() - 1),
            _ => 0,
        };
        let start = positions[opening].clone();
        let config = &self.rules.config;
        let result = match self.end.as_ref().map(|e| e.result) {
            Some(GameResult::WhiteWins | GameResult::WhiteWinsByForfeit) => {
                pgn::GameResult::WhiteWins
            }
            Some(GameResult::BlackWins | GameResult::BlackWinsByForfeit) => {
                pgn::GameResult::BlackWins
            }
            Some(GameResult::Draw) => pgn::GameResult::Draw,
            Some(GameResult::DoubleForfeit) | None => pgn::GameResult::Unknown,
        };
        let mut tags = vec![
            ("Event".to_owned(), "?".to_owned()),
            ("Site".to_owned(), "?".to_owned()),
            ("Date".to_owned(), "????.??.??".to_owned()),
            ("Round".to_owned(), "?".to_owned()),
            ("White".to_owned(), config.white.clone()),
            ("Black".to_owned(), config.black.clone()),
            ("Result".to_owned(), result.as_str().to_owned()),
        ];
        if start != Chess::default() || skip > 0 {
            if self.record.castling_mode() == CastlingMode::Chess960 {
                tags.push(("Variant".to_owned(), "Chess960".to_owned()));
            }
            tags.push(("SetUp".to_owned(), "1".to_owned()));
            tags.push((
                "FEN".to_owned(),
                laws::write_fen(&start, laws::FenStyle::XFen),
            ));
        }
        tags.push(("TimeControl".to_owned(), config.time_control.clone()));
        tags.push(("Termination".to_owned(), self.termination().to_owned()));
        if config.mode == Mode::Otb {
            tags.push(("Mode".to_owned(), "OTB".to_owned()));
        }
        let mut comments = Vec::new();
        if let Some(odds) = &self.rules.odds {
            let given: Vec<&str> = self.plies[..opening]
                .iter()
                .map(|p| p.san.as_str())
                .collect();
            comments.push(crate::odds::pgn_comment(odds, &given));
        }
        if skip > 0 {
            let before: Vec<&str> = self.plies[..skip].iter().map(|p| p.san.as_str()).collect();
            comments.push(format!(
                "A.5.2: an illegal move stood at ply {skip}; the moves before: {}",
                before.join(" ")
            ));
        }
        let mut moves: Vec<PlayedMove> = self
            .record
            .moves()
            .iter()
            .zip(positions)
            .zip(&self.plies[skip..])
            .skip(opening)
            .map(|((mv, before), ply)| {
                // Castling without the rook given (1930 Art. 22.8) as the king's move.
                let (mv, comment) = match &self.rules.odds {
                    Some(odds) => crate::odds::pgn_move(odds, before, *mv),
                    None => (*mv, None),
                };
                let mut played = PlayedMove::new(mv, 0, 0);
                played.clock_ms = ply.clock_ms;
                played.draw_offer = ply.offer;
                played.comments.extend(comment);
                played
            })
            .collect();
        if let (Some(end), Some(last)) = (&self.end, moves.last_mut()) {
            last.comments.push(format!(
                "{} ({}, Art. {})",
                end.result, end.reason, end.article
            ));
        } else if let Some(end) = &self.end {
            comments.push(format!(
                "{} ({}, Art. {})",
                end.result, end.reason, end.article
            ));
        }
        pgn::Game {
            tags,
            start,
            comments,
            moves,
            result: Some(result),
            languages: notation::Languages::only(notation::Language::English),
            warnings: Vec::new(),
            error: None,
            line: 1,
        }
    }

    /// The game as export-format PGN text.
    pub fn to_pgn(&self) -> String {
        write_game(&self.to_pgn_game(), &WriteOptions::default())
    }

    /// The PGN `Termination` tag (PGN standard 9.8.1).
    fn termination(&self) -> &'static str {
        match self.end.as_ref().map(|e| e.reason) {
            None => "unterminated",
            Some(Reason::TimeForfeit | Reason::TimeForfeitCannotMate) => "time forfeit",
            Some(Reason::IllegalMoves | Reason::SealedMoveIllegal | Reason::Forfeit) => {
                "rules infraction"
            }
            Some(Reason::Arbiter) => "adjudication",
            Some(_) => "normal",
        }
    }
}
