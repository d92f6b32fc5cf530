//! The game as export-format PGN, with `[%clk]`, draw offers and the termination.

use laws::{GameResult, Reason};
use notation::pgn::{self, PlayedMove, WriteOptions, write_game};
use shakmaty::{CastlingMode, Chess, Position};

use crate::{Mode, machine::Game};

impl Game {
    /// The game as a PGN game: the Seven Tag Roster, `TimeControl`, `Termination`, a `FEN` when
    /// the start is not the standard one, each move with the mover's clock after it (`[%clk]`)
    /// and its draw offer (`(=)`, Art. 9.1.2.2), and the ending with its article as a comment.
    ///
    /// A game played under other Laws than fide-2023's names them in an `Edition` tag
    /// (`[Edition "fide-1930"]`), which `arbiter check` reads. An odds game (1930 Art. 22) also
    /// names its `Odds` (`[Odds "rook"]`). It
    /// starts after the receiver's moves in a row (22.2), which its opening comment gives, since
    /// PGN lets no player move twice running; castling without the rook given (22.8) is written
    /// `O-O-O` (`O-O`), with a comment. A PGN reader that knows the `Odds` tag, as
    /// `notation::pgn::read_games` does, replays the whole game; any other stops at that
    /// castling, which is no move of chess, and replays every move before it.
    pub fn to_pgn_game(&self) -> pgn::Game {
        let skip = self.sheet.rebased_at.unwrap_or(0);
        let positions = self.record.positions();
        // An odds game's moves in a row at the start (1930 Art. 22.2) are no PGN movetext: the
        // game is given from the position after them, and they in the opening comment.
        let opening = match &self.rules.odds {
            Some(odds) if skip == 0 => usize::from(odds.moves_in_a_row()).min(positions.len() - 1),
            _ => 0,
        };
        let start = positions[opening].clone();
        let config = &self.rules.config;
        let result = match self.phase.end().map(|e| e.result) {
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
        // The Laws the game was played under, for a reader (`arbiter check` among them) that
        // would otherwise read it under the default, fide-2023's.
        if self.edition() != laws::Edition::default() {
            tags.push(("Edition".to_owned(), self.edition().to_string()));
        }
        if let Some(odds) = &self.rules.odds {
            tags.push(("Odds".to_owned(), odds.odds().to_string()));
        }
        // A start numbered other than 1 is written too, though its pieces stand as usual: its
        // move number carries the moves made before it (1930 Art. 16.1.d, 5.2.3:
        // `laws::AgreementTiming`), which a reader would otherwise lose.
        if start != Chess::default() || start.fullmoves().get() != 1 || skip > 0 {
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
            let given: Vec<&str> = self.sheet.plies[..opening]
                .iter()
                .map(|p| p.san.as_str())
                .collect();
            comments.push(crate::odds::pgn_comment(odds, &given));
        }
        if skip > 0 {
            let before: Vec<&str> = self.sheet.plies[..skip]
                .iter()
                .map(|p| p.san.as_str())
                .collect();
            comments.push(format!(
                "A.5.2: an illegal move stood at ply {skip}; the moves before: {}",
                before.join(" ")
            ));
        }
        let mut moves: Vec<PlayedMove> = self
            .recorded_moves()
            .skip(opening)
            .map(|recorded| {
                let mut played = PlayedMove::new(recorded.mv, 0, 0);
                played.clock_ms = recorded.clock_ms;
                played.draw_offer = recorded.offer;
                played
                    .comments
                    .extend(self.rules.odds.as_ref().and_then(|odds| {
                        crate::odds::pgn_castling_comment(odds, recorded.before, recorded.mv)
                    }));
                played
            })
            .collect();
        // The ending as announced: the article the arbiter cited, if one (`Over::article`).
        let said = self.phase.over().map(|over| {
            let end = &over.ending;
            format!("{} ({}, Art. {})", end.result, end.reason, over.article())
        });
        if let (Some(said), Some(last)) = (&said, moves.last_mut()) {
            last.comments.push(said.clone());
        } else if let Some(said) = said {
            comments.push(said);
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
        match self.phase.end().map(|e| e.reason) {
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
