//! A result the arbiter declares in a board's game, in the order of his acts (issue 35, item 1).
//!
//! The arbiter declares a board's result in its game — a result declared (Art. 12.1), a forfeit
//! (6.7.1, 11.7, 11.8), a game declared lost as a penalty (12.9.6, 12.9.8, 12.9.9) — from the
//! event's result screen or from the game's own console, with the event's arbiter token or the
//! game's: the game journals it as its own ruling (its result is the game's journal's, a
//! [`super::GameFact`]), and the event journals [`Step::Ruled`] so that the event's undo offers
//! it when it is his last act, wherever he made it. Its undo withdraws it in the game (the
//! Laws' grounds for a ruling taken back are the game's, `game::Ruling::WithdrawDeclaration`:
//! Art. 12.1, 12.2.2, 11.10).
//!
//! A declaration withdrawn from the game's own console is gone: the event journals
//! [`Step::RulingWithdrawn`], and its [`Step::Ruled`] leaves the order of acts, so that the
//! undo never offers a ruling that no longer is.

use super::journal::Step;
use super::machine::Tournament;

impl Tournament {
    /// The board of a published round whose game is `game`: (round, board from 1).
    pub fn board_of(&self, game: &str) -> Option<(usize, usize)> {
        self.rounds.iter().filter(|r| r.published).find_map(|r| {
            r.games
                .iter()
                .position(|g| g == game)
                .map(|i| (r.number, i + 1))
        })
    }

    /// The step that puts in the order of the arbiter's acts the result `result` he declared in
    /// game `game`, the declaration being the game's step `game_seq` (Art. 12.1; see the
    /// module): [`Step::Ruled`]. `None` when the game is no board of a published round of this
    /// event, or when that declaration is already journalled.
    pub fn ruling(&self, game: &str, result: &str, game_seq: i64) -> Option<Step> {
        let (round, board) = self.board_of(game)?;
        let journalled = self.history.iter().any(|(_, s)| {
            matches!(s, Step::Ruled { round: r, board: b, game_seq: g, .. }
                if (*r, *b, *g) == (round, board, game_seq))
        });
        (!journalled).then(|| Step::Ruled {
            round,
            board,
            result: result.to_owned(),
            game_seq,
        })
    }

    /// The step that takes out of the order of the arbiter's acts the declaration he withdrew
    /// from game `game`'s own console, the withdrawal being the game's step `game_seq`:
    /// [`Step::RulingWithdrawn`]. `None` when the game is no board of this event, or when no
    /// ruling of its board counts (it was declared before the event journalled rulings, or the
    /// event's undo took it back).
    pub fn ruling_withdrawn(&self, game: &str, game_seq: i64) -> Option<Step> {
        let (round, board) = self.board_of(game)?;
        self.last_ruling(round, board, game_seq)?;
        Some(Step::RulingWithdrawn {
            round,
            board,
            game_seq,
        })
    }

    /// [`Step::RulingWithdrawn`]'s effect: the board's last ruling before the game's step
    /// `game_seq` leaves the steps that count; `false` if there is none.
    pub(super) fn forget_ruling(&mut self, round: usize, board: usize, game_seq: i64) -> bool {
        match self.last_ruling(round, board, game_seq) {
            Some(at) => {
                self.history.remove(at);
                true
            }
            None => false,
        }
    }

    /// Where in the steps that count stands the last [`Step::Ruled`] of board `board` of round
    /// `round` made before the game's step `before`.
    fn last_ruling(&self, round: usize, board: usize, before: i64) -> Option<usize> {
        self.history.iter().rposition(|(_, s)| {
            matches!(s, Step::Ruled { round: r, board: b, game_seq, .. }
                if (*r, *b) == (round, board) && *game_seq < before)
        })
    }
}
