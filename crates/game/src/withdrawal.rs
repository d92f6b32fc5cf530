//! The arbiter withdraws his own last declaration of a result (issue 35, item 1):
//! [`Ruling::WithdrawDeclaration`](crate::Ruling::WithdrawDeclaration).
//!
//! # What the Laws allow
//!
//! No article of the Laws names a ruling taken back; the Laws leave it to the arbiter, on
//! these grounds:
//! - Art. 12.1 and 12.2.2: the arbiter sees that the Laws are observed and acts in the best
//!   interest of the competition. A result declared by mistake (the wrong board, the wrong
//!   key on the result screen) is not the Laws observed.
//! - The commentary under Art. 8.7 and 5.2.3 (2023 Laws, French text): « des erreurs peuvent
//!   être commises et […] le résultat n'est définitif que si l'arbitre le valide » — the
//!   arbiter's own validation is what makes a result final, so it is his to correct.
//! - Art. 11.10: any decision of the arbiter may be appealed and changed; the arbiter who sees
//!   his own mistake at once need not wait for the appeal.
//! - The Preamble: where no article describes a situation, the arbiter decides by analogy,
//!   « fondée sur le bon sens, la logique, l'équité ».
//!
//! # What it does, and what it does not
//!
//! # What is a declaration
//!
//! The arbiter's rulings that give the game its result ([`Ruling::declares_result`]): a result
//! declared (`declare_result`, Art. 12.1 and wherever the Laws leave the result to him), a
//! forfeit (6.7.1, 11.7, 11.8), and a game declared lost as a penalty (`penalty` of kind
//! `lose_game`, 12.9.6, or `expulsion`, 12.9.8 and 12.9.9, which lose the game as 12.9.6 does).
//! An event's hall puts each in the order of its arbiter's acts, from whichever console he
//! declared it (issue 35, item 1), so that the event's undo offers it ([`Game::declaration`]).
//!
//! Only the declaration that is the game's last step is withdrawn: nothing has happened in the
//! game since (no move, no claim, no other ruling), so returning to the game as it stood just
//! before it wrongs nobody. Once anything else is journalled, the declaration stands and is
//! corrected by a new ruling (`declare_result`), as the arbiter would over the board.
//!
//! The game returns to its state before the declaration, its clocks included, with one
//! difference the Laws require: the declaration stopped the clocks, and the time between the
//! declaration and its withdrawal is nobody's. The clocks are left paused at the moment of the
//! declaration (Art. 6.11.1: the arbiter stops the clocks); the arbiter restarts them
//! (`resume`, 6.11.3). A game declared before it started returns to not started.
//!
//! Replay stays pure: the declaration's step keeps the game before it, and the withdrawal's
//! step returns to it, on every replay of the same journal.

use laws::GameResult;

use crate::{
    Notice, PenaltyKind, Ruling, codes,
    machine::Game,
    params,
    parts::{Refusal, refuse, stop_clock},
};

impl Ruling {
    /// Whether this ruling declares the game's result, and so can be withdrawn while it is the
    /// game's last step (see the module): `declare_result` (Art. 12.1), `forfeit` (6.7.1, 11.7,
    /// 11.8), a `penalty` that declares the game lost (`lose_game`, 12.9.6; `expulsion`, 12.9.8,
    /// 12.9.9).
    pub fn declares_result(&self) -> bool {
        match self {
            Ruling::DeclareResult { .. } | Ruling::Forfeit { .. } => true,
            Ruling::Penalty { kind, .. } => {
                matches!(kind, PenaltyKind::LoseGame | PenaltyKind::Expulsion)
            }
            _ => false,
        }
    }
}

impl Game {
    /// The result the arbiter declared ([`Ruling::declares_result`]) while that declaration is
    /// the game's last step and can still be withdrawn (Art. 12.1, 12.2.2, 11.10); `None` once
    /// anything else came after it, or when the game's result is not the arbiter's declaration.
    /// An event journals it in the order of its arbiter's acts (issue 35, item 1).
    pub fn declaration(&self) -> Option<GameResult> {
        self.declared.as_ref()?;
        self.phase.end().map(|e| e.result)
    }

    /// Withdraws the arbiter's last declaration, if it is the game's last step.
    pub(crate) fn withdraw_declaration(
        &mut self,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        let Some((declared_at, before)) = self.declared.take() else {
            return Err(refuse(&codes::NO_DECLARATION_TO_WITHDRAW, params! {}));
        };
        let result = self
            .phase
            .end()
            .map(|e| e.result.to_string())
            .unwrap_or_default();
        // The checkpoint of this event shares the game kept: it is copied here, once.
        self.replace_game(std::sync::Arc::unwrap_or_clone(before));
        // The time up to the declaration is the player's on move; from it on, nobody's.
        stop_clock(&mut self.clock, declared_at);
        notices.push(Notice::coded(
            self.competition().arbiter_decides.as_str(),
            &codes::DECLARATION_WITHDRAWN,
            params! { "result" => result },
        ));
        Ok(())
    }
}
