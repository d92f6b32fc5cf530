//! A round's boards: the games of round *n* as the players' records hold them, each once,
//! White first, with the result of the game as a whole (Art. 6.7 and 11.8 forfeits `+/-`,
//! `-/+`, `-/-`; a game under one move; a game still to play), and who had a bye.

use game::codes::Params;

use crate::event::Event;
use crate::messages::{self, Coded, said_in_english};
use crate::player::{Colour, StartingNumber};
use crate::result::ResultCode;

/// The result of a game, both sides together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0` over the board (`1`/`0`, or `W`/`L` for a game under one move).
    WhiteWins {
        /// The game lasted less than one move (not rated: `W`/`L`).
        under_one_move: bool,
    },
    /// `½-½` (`=`/`=`, or `D`/`D`).
    Draw {
        /// The game lasted less than one move.
        under_one_move: bool,
    },
    /// `0-1`.
    BlackWins {
        /// The game lasted less than one move.
        under_one_move: bool,
    },
    /// `+/-`: Black forfeited (Art. 6.7.1: absent at the default time; or Art. 11.8 / 12.9.6).
    WhiteWinsByForfeit,
    /// `-/+`: White forfeited.
    BlackWinsByForfeit,
    /// `-/-`: both forfeited.
    DoubleForfeit,
    /// No result yet (blank codes): the game is to be played.
    Pending,
}

impl GameResult {
    /// As a crosstable writes it: `1-0`, `½-½`, `0-1`, `+/-`, `-/+`, `-/-`, `*`.
    pub const fn notation(self) -> &'static str {
        match self {
            GameResult::WhiteWins { .. } => "1-0",
            GameResult::Draw { .. } => "½-½",
            GameResult::BlackWins { .. } => "0-1",
            GameResult::WhiteWinsByForfeit => "+/-",
            GameResult::BlackWinsByForfeit => "-/+",
            GameResult::DoubleForfeit => "-/-",
            GameResult::Pending => "*",
        }
    }

    /// The two codes, White's and Black's, read together; `None` when they contradict each
    /// other (both won, a forfeit against a game played, …).
    pub fn from_codes(white: ResultCode, black: ResultCode) -> Option<GameResult> {
        use ResultCode as R;
        Some(match (white, black) {
            (R::Win, R::Loss) => GameResult::WhiteWins {
                under_one_move: false,
            },
            (R::UnratedWin, R::UnratedLoss) => GameResult::WhiteWins {
                under_one_move: true,
            },
            (R::Draw, R::Draw) => GameResult::Draw {
                under_one_move: false,
            },
            (R::UnratedDraw, R::UnratedDraw) => GameResult::Draw {
                under_one_move: true,
            },
            (R::Loss, R::Win) => GameResult::BlackWins {
                under_one_move: false,
            },
            (R::UnratedLoss, R::UnratedWin) => GameResult::BlackWins {
                under_one_move: true,
            },
            (R::ForfeitWin, R::ForfeitLoss) => GameResult::WhiteWinsByForfeit,
            (R::ForfeitLoss, R::ForfeitWin) => GameResult::BlackWinsByForfeit,
            (R::ForfeitLoss, R::ForfeitLoss) => GameResult::DoubleForfeit,
            (R::Blank, R::Blank) => GameResult::Pending,
            _ => return None,
        })
    }
}

/// A game of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// White's starting number.
    pub white: StartingNumber,
    /// Black's starting number.
    pub black: StartingNumber,
    /// The result.
    pub result: GameResult,
}

/// A round: its games (by White's starting number; TRF keeps no board numbers) and the players
/// without a game (byes and absences), with their codes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RoundPairings {
    /// The games.
    pub boards: Vec<Board>,
    /// Players without a game: the pairing-allocated bye `U`, requested byes `H F Z`, blanks.
    pub unpaired: Vec<(StartingNumber, ResultCode)>,
}

/// Two records of one round that do not agree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundError {
    /// A player's opponent is not in the event.
    UnknownOpponent {
        /// The round.
        round: usize,
        /// The player.
        tpn: StartingNumber,
        /// The opponent written.
        opponent: StartingNumber,
    },
    /// The opponent's record names someone else, or the same colour, or a result that does not
    /// fit.
    Disagree {
        /// The round.
        round: usize,
        /// The player.
        tpn: StartingNumber,
        /// The opponent written.
        opponent: StartingNumber,
    },
}

impl Coded for RoundError {
    fn message(&self) -> &'static words::Code {
        match self {
            RoundError::UnknownOpponent { .. } => &messages::ROUND_UNKNOWN_OPPONENT,
            RoundError::Disagree { .. } => &messages::ROUND_RECORDS_DISAGREE,
        }
    }

    fn params(&self) -> Params {
        let (RoundError::UnknownOpponent {
            round,
            tpn,
            opponent,
        }
        | RoundError::Disagree {
            round,
            tpn,
            opponent,
        }) = self;
        game::params! {
            "round" => *round,
            "player" => u32::from(*tpn),
            "opponent" => u32::from(*opponent),
        }
    }
}

said_in_english!(RoundError);

impl RoundError {
    /// The stable snake_case code.
    pub fn code(&self) -> &'static str {
        self.message().error
    }
}

impl Event {
    /// Round `round` (1-based) as boards and byes, checking that both players of each game
    /// wrote it alike (opponents, opposite colours, results that fit).
    pub fn round_pairings(&self, round: usize) -> Result<RoundPairings, RoundError> {
        let mut out = RoundPairings::default();
        for p in self.players() {
            let Some(e) = p.round(round) else {
                continue;
            };
            let Some(o) = e.opponent else {
                out.unpaired.push((p.tpn, e.result));
                continue;
            };
            let other = self.player(o).ok_or(RoundError::UnknownOpponent {
                round,
                tpn: p.tpn,
                opponent: o,
            })?;
            let disagree = RoundError::Disagree {
                round,
                tpn: p.tpn,
                opponent: o,
            };
            let back = other.round(round).ok_or(disagree.clone())?;
            if back.opponent != Some(p.tpn) {
                return Err(disagree);
            }
            // Each game once: from White's record (or the lower number's when no colour is
            // written).
            let (white, black, wr, br) = match (e.colour, back.colour) {
                (Some(Colour::White), Some(Colour::Black)) => (p.tpn, o, e.result, back.result),
                (Some(Colour::Black), Some(Colour::White)) => continue,
                (None, None) if p.tpn < o => (p.tpn, o, e.result, back.result),
                (None, None) => continue,
                _ => return Err(disagree),
            };
            let result = GameResult::from_codes(wr, br).ok_or(disagree)?;
            out.boards.push(Board {
                white,
                black,
                result,
            });
        }
        out.boards.sort_by_key(|b| (b.white.min(b.black), b.white));
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::{Player, RoundEntry};

    fn event(w: ResultCode, b: ResultCode) -> Event {
        let mut e = Event::new();
        let mut p1 = Player::new(1, "A");
        p1.rounds.push(RoundEntry::game(2, Colour::Black, b));
        let mut p2 = Player::new(2, "B");
        p2.rounds.push(RoundEntry::game(1, Colour::White, w));
        let mut p3 = Player::new(3, "C");
        p3.rounds.push(RoundEntry::unpaired(ResultCode::PairingBye));
        e.push_player(p1);
        e.push_player(p2);
        e.push_player(p3);
        e
    }

    #[test]
    fn art_6_7_forfeits_read_as_one_result() {
        let r = event(ResultCode::ForfeitLoss, ResultCode::ForfeitLoss)
            .round_pairings(1)
            .unwrap();
        assert_eq!(
            r.boards,
            [Board {
                white: 2,
                black: 1,
                result: GameResult::DoubleForfeit
            }]
        );
        assert_eq!(r.unpaired, [(3, ResultCode::PairingBye)]);
        let r = event(ResultCode::ForfeitWin, ResultCode::ForfeitLoss)
            .round_pairings(1)
            .unwrap();
        assert_eq!(r.boards[0].result.notation(), "+/-");
        let r = event(ResultCode::UnratedDraw, ResultCode::UnratedDraw)
            .round_pairings(1)
            .unwrap();
        assert_eq!(
            r.boards[0].result,
            GameResult::Draw {
                under_one_move: true
            }
        );
    }

    #[test]
    fn records_that_disagree_are_refused() {
        let err = event(ResultCode::Win, ResultCode::Win)
            .round_pairings(1)
            .unwrap_err();
        assert_eq!(err.code(), "round_records_disagree");
    }

    #[test]
    fn every_corpus_like_generated_round_reads() {
        let e = crate::generate::generate(crate::generate::Generation::default());
        for round in 1..=7 {
            let r = e.round_pairings(round).unwrap();
            assert_eq!(r.boards.len() * 2 + r.unpaired.len(), 20);
        }
    }
}
