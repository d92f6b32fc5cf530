//! TRF's result codes: what a round gave a player (TRF-16 and TRF-2026, the `001` record).

/// A result code of a round (TRF column 99, 109, …). Letters are read in either case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResultCode {
    /// `1`: won over the board.
    Win,
    /// `=`: drawn over the board.
    Draw,
    /// `0`: lost over the board.
    Loss,
    /// `+`: won by forfeit (the opponent absent, Art. 6.7, or a forfeit of Art. 11.8 / 12.9).
    ForfeitWin,
    /// `-`: lost by forfeit; `-` on both sides is a double forfeit.
    ForfeitLoss,
    /// `W`: won a game that lasted less than one move (not rated).
    UnratedWin,
    /// `D`: drew a game that lasted less than one move (not rated).
    UnratedDraw,
    /// `L`: lost a game that lasted less than one move (not rated).
    UnratedLoss,
    /// `H`: half-point bye (requested).
    HalfBye,
    /// `F`: full-point bye.
    FullBye,
    /// `U`: the pairing-allocated bye (at most once a round).
    PairingBye,
    /// `Z`: zero-point bye (a known absence; also a withdrawn or expelled player's later rounds).
    ZeroBye,
    /// A blank: TRF-2026 reads it as `Z`; with an opponent, a game still to be played
    /// (the round being paired or played when a file is exchanged during the event).
    Blank,
}

impl ResultCode {
    /// Every code, in TRF-2026's table order (the blank last).
    pub const ALL: [ResultCode; 13] = [
        ResultCode::ForfeitLoss,
        ResultCode::ForfeitWin,
        ResultCode::UnratedWin,
        ResultCode::UnratedDraw,
        ResultCode::UnratedLoss,
        ResultCode::Win,
        ResultCode::Draw,
        ResultCode::Loss,
        ResultCode::HalfBye,
        ResultCode::FullBye,
        ResultCode::PairingBye,
        ResultCode::ZeroBye,
        ResultCode::Blank,
    ];

    /// The code's character as written (letters upper case).
    pub const fn trf_char(self) -> char {
        match self {
            ResultCode::Win => '1',
            ResultCode::Draw => '=',
            ResultCode::Loss => '0',
            ResultCode::ForfeitWin => '+',
            ResultCode::ForfeitLoss => '-',
            ResultCode::UnratedWin => 'W',
            ResultCode::UnratedDraw => 'D',
            ResultCode::UnratedLoss => 'L',
            ResultCode::HalfBye => 'H',
            ResultCode::FullBye => 'F',
            ResultCode::PairingBye => 'U',
            ResultCode::ZeroBye => 'Z',
            ResultCode::Blank => ' ',
        }
    }

    /// Reads a code (letters in either case); `None` for any other character.
    pub fn from_trf_char(c: char) -> Option<ResultCode> {
        let up = c.to_ascii_uppercase();
        ResultCode::ALL.into_iter().find(|r| r.trf_char() == up)
    }

    /// A game played over the board, rated (`1 = 0`) or not (`W D L`, under one move).
    pub const fn is_played(self) -> bool {
        matches!(
            self,
            ResultCode::Win
                | ResultCode::Draw
                | ResultCode::Loss
                | ResultCode::UnratedWin
                | ResultCode::UnratedDraw
                | ResultCode::UnratedLoss
        )
    }

    /// A forfeit, won or lost (`+ -`).
    pub const fn is_forfeit(self) -> bool {
        matches!(self, ResultCode::ForfeitWin | ResultCode::ForfeitLoss)
    }

    /// A bye or an absence without an opponent (`H F U Z`, blank).
    pub const fn is_bye(self) -> bool {
        matches!(
            self,
            ResultCode::HalfBye
                | ResultCode::FullBye
                | ResultCode::PairingBye
                | ResultCode::ZeroBye
                | ResultCode::Blank
        )
    }

    /// The result's kind for scoring: a win, a draw, a loss, or an absence, as TRF-2026's
    /// tag 162 groups the codes (`W`: "win OTB or by forfeit, or full-point-bye"; `D`: "draw OTB
    /// or half-point-bye"; `L`: "loss OTB"; `A`: "absence (zero-point-bye or forfeit loss)";
    /// `P`: "pairing-allocated-bye").
    pub const fn outcome(self) -> Outcome {
        match self {
            ResultCode::Win | ResultCode::UnratedWin | ResultCode::ForfeitWin => Outcome::Win,
            ResultCode::FullBye => Outcome::Win,
            ResultCode::Draw | ResultCode::UnratedDraw | ResultCode::HalfBye => Outcome::Draw,
            ResultCode::Loss | ResultCode::UnratedLoss => Outcome::Loss,
            ResultCode::ForfeitLoss | ResultCode::ZeroBye | ResultCode::Blank => Outcome::Absence,
            ResultCode::PairingBye => Outcome::PairingBye,
        }
    }
}

/// The groups of TRF-2026's tag 162, which a scoring system gives points to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// `W`: a win over the board or by forfeit, or a full-point bye.
    Win,
    /// `D`: a draw over the board, or a half-point bye.
    Draw,
    /// `L`: a loss over the board.
    Loss,
    /// `A`: an absence, a zero-point bye or a forfeit loss.
    Absence,
    /// `P`: the pairing-allocated bye.
    PairingBye,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_reads_back() {
        for r in ResultCode::ALL {
            assert_eq!(ResultCode::from_trf_char(r.trf_char()), Some(r));
        }
        assert_eq!(ResultCode::from_trf_char('u'), Some(ResultCode::PairingBye));
        assert_eq!(ResultCode::from_trf_char('x'), None);
    }
}
