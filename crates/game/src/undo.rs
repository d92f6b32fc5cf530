//! How [`Game::apply`] undoes a refused event (issue 31, item 2: a refused event changes
//! nothing, its `t` included) without copying the game's history (issue 36, item 3).
//!
//! # The choice
//!
//! `apply` used to copy the whole game before each event and put the copy back on a refusal.
//! The copy held the history — every position of the record (`laws::Record`), every line of
//! the scoresheet, each with two strings — so a move cost more the longer the game: in
//! `bench/game-moves` (games of random legal moves cut at 200 plies, then at 400), the copy and
//! its drop were 56% of `apply`'s instructions, then 77%. Three ways out were weighed:
//!
//! - **A checkpoint of lengths** (chosen): the histories only grow while a game is played, so
//!   what a refused event must undo is their new ends, and what stood before them is left as it
//!   was. A [`Checkpoint`] keeps the record's [`laws::RecordMark`] (a few counts), the
//!   scoresheet's length and its last line's offer (Art. 9.1.2.2 writes a draw offer with the
//!   offerer's last move, the one edit of a line once written), and a copy of everything else,
//!   which is small and bounded (the clock, the phase, the offers, what binds the next move, …).
//!   Undoing truncates the histories back and puts the small parts back. Its cost does not
//!   depend on the game's length, and the readers of the record (the audit of `arbiter check`
//!   above all) are untouched: `Record` keeps its vectors and slices.
//! - **Histories in shared chunks** (copy-on-write per block, `Arc`'d): a copy costs a block
//!   count rather than a position count, so it still grows with the game, and `Record` would
//!   lose the contiguous slices its readers walk (`Record::positions`, the repetition window).
//! - **A persistent vector** (`imbl`): a copy is cheap, but every read of a position goes
//!   through a tree and `Record` would lose its slices all the same, on the audit's hot path as
//!   on the game's; and a dependency for what a few counts do.
//!
//! The few acts that rewrite a history rather than add to it keep what they rewrite, in
//! `parts::Undo`, so that a refusal after them still finds it: an illegal move that stands
//! (A.5.2: the record goes on from the position it left) and its correction (7.5.5: the
//! record and the scoresheet go back to the position before it), a restart (7.2.1, 7.3) and a
//! declaration withdrawn (issue 35: the whole game replaced). Each goes through
//! [`Game::replace_record`], [`Game::truncate_plies`] or [`Game::replace_game`]; nothing else
//! assigns the record, shortens the scoresheet or replaces the game. They are rare, and keep by
//! moving what they replace (a truncated scoresheet is copied). What a checkpoint copies is
//! kept small where it could grow: the rules are shared (`Arc`), and so are the game kept for
//! a declaration's withdrawal and the record kept for an illegal move's correction. Those two
//! are still copies of a history, made once where they were made before (the declaration, the
//! illegal move), and copied again once where they are used while the checkpoint shares them
//! (the withdrawal, the correction): a few events of a game, not every move.
//!
//! `checkpoint` names every field of [`Game`] (and of the scoresheet), and `rollback` every
//! field of the checkpoint, so a new field does not compile until it is given its place here.
//! The tests compare, along random games, every state and the whole game (`Debug`) with
//! [`Game::apply_cloning`], the former `apply` that copies, kept as the reference
//! (`tests/refusal_undo.rs`); and roll back whatever whole events' acts did, taken or refused,
//! as if they were one refused event's (below).

use std::sync::Arc;

use clock::{BySide, Clock};
use laws::{LifeProof, Record, RecordMark};
use notation::Reader;

use crate::{
    binding::Binding,
    config::Rules,
    machine::Game,
    parts::{Desk, Irregularities, Offers, Scoresheet, Touches, Undo},
    phase::Phase,
};

/// The game as it stood, to come back to on a refusal: the histories as their lengths, the
/// rest as a copy (see the module).
pub(crate) struct Checkpoint {
    rules: Arc<Rules>,
    record: RecordMark,
    clock: Option<Clock>,
    readers: BySide<Reader>,
    phase: Phase,
    plies: usize,
    /// Whether the last line written carried a draw offer (Art. 9.1.2.2).
    last_offer: Option<bool>,
    moves: BySide<u32>,
    rebased_at: Option<usize>,
    offers: Offers,
    irregular: Irregularities,
    binding: Binding,
    desk: Desk,
    touches: Touches,
    resumed_at_ply: Option<usize>,
    play_on_announced: bool,
    last_t: u64,
    declared: Option<(u64, Arc<Game>)>,
    life: LifeProof,
}

impl Game {
    /// The game as it stands, to come back to with [`Game::rollback`].
    pub(crate) fn checkpoint(&self) -> Checkpoint {
        let Game {
            rules,
            record,
            clock,
            readers,
            phase,
            sheet,
            offers,
            irregular,
            binding,
            desk,
            touches,
            resumed_at_ply,
            play_on_announced,
            last_t,
            declared,
            life,
            undo: _,
        } = self;
        let Scoresheet {
            plies,
            moves,
            rebased_at,
        } = sheet;
        Checkpoint {
            rules: Arc::clone(rules),
            record: record.mark(),
            clock: clock.clone(),
            readers: readers.clone(),
            phase: phase.clone(),
            plies: plies.len(),
            last_offer: plies.last().map(|p| p.offer),
            moves: *moves,
            rebased_at: *rebased_at,
            offers: offers.clone(),
            irregular: irregular.clone(),
            binding: binding.clone(),
            desk: desk.clone(),
            touches: touches.clone(),
            resumed_at_ply: *resumed_at_ply,
            play_on_announced: *play_on_announced,
            last_t: *last_t,
            declared: declared.clone(),
            life: life.clone(),
        }
    }

    /// Comes back to `checkpoint`, taken of this game in this event: the histories cut back to
    /// their lengths then (from what the event's rewrites kept, if any), the rest put back.
    pub(crate) fn rollback(&mut self, checkpoint: Checkpoint) {
        let Checkpoint {
            rules,
            record: mark,
            clock,
            readers,
            phase,
            plies: lines,
            last_offer,
            moves,
            rebased_at,
            offers,
            irregular,
            binding,
            desk,
            touches,
            resumed_at_ply,
            play_on_announced,
            last_t,
            declared,
            life,
        } = checkpoint;
        let Undo {
            record: kept_record,
            plies: kept_plies,
        } = std::mem::take(&mut self.undo);
        if let Some(record) = kept_record {
            self.record = record;
        }
        // The record is the one marked, only played on since: every rewrite of it kept it
        // first (see the module), and a game's record has no adopted moves ahead.
        let rewound = self.record.rewind(mark);
        debug_assert!(rewound, "the record the checkpoint marked");
        if let Some(plies) = kept_plies {
            self.sheet.plies = plies;
        }
        self.sheet.plies.truncate(lines);
        if let (Some(offer), Some(last)) = (last_offer, self.sheet.plies.last_mut()) {
            last.offer = offer;
        }
        self.sheet.moves = moves;
        self.sheet.rebased_at = rebased_at;
        self.rules = rules;
        self.clock = clock;
        self.readers = readers;
        self.phase = phase;
        self.offers = offers;
        self.irregular = irregular;
        self.binding = binding;
        self.desk = desk;
        self.touches = touches;
        self.resumed_at_ply = resumed_at_ply;
        self.play_on_announced = play_on_announced;
        self.last_t = last_t;
        self.declared = declared;
        self.life = life;
    }

    /// The event is taken: what its rewrites kept is dropped.
    pub(crate) fn commit(&mut self) {
        self.undo = Undo::default();
    }

    /// Replaces the record (A.5.2, 7.5.5), keeping the one replaced for a refusal.
    pub(crate) fn replace_record(&mut self, record: Record) {
        let replaced = std::mem::replace(&mut self.record, record);
        self.undo.record.get_or_insert(replaced);
    }

    /// Cuts the scoresheet back to `len` lines (7.5.5), keeping them for a refusal.
    pub(crate) fn truncate_plies(&mut self, len: usize) {
        if self.undo.plies.is_none() {
            self.undo.plies = Some(self.sheet.plies.clone());
        }
        self.sheet.plies.truncate(len);
    }

    /// Replaces the whole game (a restart, 7.2.1, 7.3; a declaration withdrawn, issue 35),
    /// keeping the histories replaced for a refusal.
    pub(crate) fn replace_game(&mut self, game: Game) {
        let replaced = std::mem::replace(self, game);
        let Undo { record, plies } = replaced.undo;
        self.undo = Undo {
            record: record.or(Some(replaced.record)),
            plies: plies.or(Some(replaced.sheet.plies)),
        };
    }
}

#[cfg(test)]
mod tests {
    use clock::Side;
    use laws::{GameResult, Reason};
    use proptest::prelude::*;
    use shakmaty::{CastlingMode, Position, Square};

    use crate::{Action, Config, Event, Mode, Ruling, State, machine::Game, parts::Ply};

    /// A game of a few moves, the last with a draw offer written beside it (Art. 9.1.2.2).
    fn played() -> Game {
        let mut game = Game::new(Config::default()).expect("the default config");
        game.apply(&Event::new(0, Action::Start));
        for (t, by, text) in [
            (1, Side::White, "e4"),
            (2, Side::Black, "e5"),
            (3, Side::White, "Nf3"),
        ] {
            let state = game.apply(&Event::new(
                t,
                Action::Move {
                    by,
                    text: text.into(),
                    offer_draw: false,
                },
            ));
            assert_eq!(state.error, None, "{text}");
        }
        game
    }

    fn line(san: &str) -> Ply {
        Ply {
            san: san.to_owned(),
            uci: san.to_owned(),
            clock_ms: None,
            offer: false,
        }
    }

    /// Issue 36: whatever an event's acts did before a refusal — moves added, the last line's
    /// offer written, the record replaced (A.5.2, 7.5.5), the scoresheet cut back (7.5.5), the
    /// whole game replaced (7.2.1, 7.3; issue 35) — the rollback leaves the game as the
    /// checkpoint found it.
    #[test]
    fn issue_36_a_rollback_undoes_every_rewrite_of_the_history() {
        let rewrites: [fn(&mut Game); 5] = [
            |g| {
                g.record.play_uci("b8c6").expect("legal");
                g.sheet.plies.push(line("Nc6"));
            },
            |g| g.mark_offer(Side::White),
            |g| {
                g.record.play_uci("b8c6").expect("legal");
                let fresh = Game::new(Config::default()).expect("the default config");
                g.replace_record(fresh.record.clone());
                g.record.play_uci("d2d4").expect("legal");
                g.truncate_plies(1);
                g.sheet.plies.push(line("d4"));
            },
            |g| {
                g.sheet.plies.push(line("Nc6"));
                g.replace_game(Game::new(Config::default()).expect("the default config"));
                g.record.play_uci("d2d4").expect("legal");
                g.replace_record(g.record.clone());
                g.truncate_plies(0);
            },
            |g| {
                g.truncate_plies(0);
                g.replace_game(Game::new(Config::default()).expect("the default config"));
                g.replace_game(Game::new(Config::default()).expect("the default config"));
            },
        ];
        for (i, rewrite) in rewrites.iter().enumerate() {
            let mut game = played();
            let before = format!("{game:?}");
            let checkpoint = game.checkpoint();
            rewrite(&mut game);
            assert_ne!(format!("{game:?}"), before, "rewrite {i} changes the game");
            game.rollback(checkpoint);
            assert_eq!(format!("{game:?}"), before, "rewrite {i} undone");
        }
    }

    /// An action of kind `kind` in the game as it stands, its details picked by `pick`: legal
    /// moves most often (in UCI and in SAN, Annex C), then illegal moves naming their squares
    /// (7.5.1, A.5.2), offers (9.1), claims (9.2, 7.5.5), touches and adjustments (4.2, 4.3),
    /// the clock (6.11), adjournments (Guideline I), mate demands (1930 Art. 16.1.f), and
    /// sometimes the arbiter's declarations, their withdrawal and restarts (12.1, issue 35, 7.3).
    fn action(state: &State, kind: u8, pick: u16) -> Action {
        let by = state.to_move;
        let p = usize::from(pick);
        let Ok((pos, _)) = laws::read_fen(&state.fen) else {
            return Action::Tick;
        };
        let legal = pos.legal_moves();
        let Some(&m) = legal.get(p % legal.len().max(1)) else {
            return Action::Tick;
        };
        let uci = m.to_uci(CastlingMode::Standard).to_string();
        let from = m.from().unwrap_or(Square::A1);
        match kind {
            0..=4 => Action::Move {
                by,
                text: uci,
                offer_draw: pick.is_multiple_of(7),
            },
            5 => Action::Move {
                by,
                text: shakmaty::san::San::from_move(&pos, m).to_string(),
                offer_draw: false,
            },
            6 | 7 => Action::Move {
                by,
                text: format!("{from}{}", Square::new(((p / 3) % 64) as u32)),
                offer_draw: false,
            },
            8 => Action::OfferDraw {
                by: if pick.is_multiple_of(2) { by } else { !by },
            },
            9 => Action::ClaimIllegal { by },
            10 => Action::Touch {
                by,
                square: from.to_string(),
                withdrawn: None,
            },
            11 => Action::Adjust { by },
            12 => Action::ClaimDraw {
                by,
                intended: pick.is_multiple_of(2).then_some(uci),
            },
            13 => Action::Pause {
                by: None,
                reason: None,
            },
            14 => Action::Resume,
            15 => Action::Adjourn {
                by,
                sealed_move: uci,
            },
            16 => Action::ResumeAdjourned,
            17 => Action::DemandMate {
                by,
                theory_moves: None,
            },
            18 => Action::AcceptDraw { by },
            19 if pick.is_multiple_of(4) => Action::Arbiter(Ruling::DeclareResult {
                result: GameResult::ALL[p % GameResult::ALL.len()],
                reason: Reason::ALL[(p / 7) % Reason::ALL.len()],
                article: None,
            }),
            20 => Action::Arbiter(Ruling::WithdrawDeclaration),
            21 if pick.is_multiple_of(4) => Action::Arbiter(Ruling::ColoursReversed),
            _ => Action::Tick,
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { failure_persistence: None, ..ProptestConfig::with_cases(256) })]

        /// Issue 36: an event's acts may change any part of the game before it is refused —
        /// here, whole events' acts, taken or refused, one after the other, as one event's —
        /// and the rollback still leaves the game exactly as the checkpoint found it, every
        /// part (`Debug`) and the state reported.
        #[test]
        fn issue_36_a_rollback_undoes_whatever_the_acts_did(
            edition in 0usize..4, otb in any::<bool>(), tc in 0usize..4,
            before in proptest::collection::vec((0u8..23, any::<u16>()), 0..60),
            during in proptest::collection::vec((0u8..23, any::<u16>()), 1..30),
        ) {
            let config = Config {
                edition: laws::Edition::ALL[edition % laws::Edition::ALL.len()],
                mode: if otb { Mode::Otb } else { Mode::Online },
                time_control: ["-", "180+2", "900", "60+1"][tc].to_owned(),
                ..Config::default()
            };
            let mut game = Game::new(config).expect("a valid config");
            let mut state = game.apply(&Event::new(0, Action::Start));
            let mut t = 0;
            for (kind, pick) in before {
                t += 500;
                state = game.apply(&Event::new(t, action(&state, kind, pick)));
            }
            let whole = format!("{game:?}");
            let shown = game.state(game.last_t, Vec::new(), None);
            let checkpoint = game.checkpoint();
            let mut notices = Vec::new();
            for (kind, pick) in during {
                t += 500;
                let action = action(&game.state(t, Vec::new(), None), kind, pick);
                game.look(t, &action, &mut notices);
                // Taken or refused, what the act did stays until the rollback.
                let _ = game.act(t, &action, &mut notices);
            }
            game.rollback(checkpoint);
            prop_assert_eq!(format!("{game:?}"), whole);
            prop_assert_eq!(game.state(game.last_t, Vec::new(), None), shown);
        }
    }
}
