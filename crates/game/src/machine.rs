//! The game as a pure state machine: created from a [`Config`], fed [`Event`]s, reporting a
//! [`State`] after each. The state is a function of the configuration and the events: replaying
//! the same events gives the same states.
//!
//! This module holds [`Game`]'s fields and dispatches each event to the part that owns it
//! (issue 21, item 2): the start and the end in `course`, moves in `moves`, draws in `draws`,
//! the clock in `time`, touches in `touch`, rulings in `rulings`, the 1930 claims in
//! `judgement`; the state reported is built in `view`.

use std::sync::Arc;

use clock::{BySide, Clock, Side};
use laws::{CompetitionRules, Edition, Record};
use notation::{Languages, Notation, Reader, write_move};
use shakmaty::{Chess, Move, Position};

use crate::{
    Action, Config, ConfigError, Event, Notice, State,
    binding::Binding,
    codes,
    config::Rules,
    params,
    parts::{Desk, Irregularities, Offers, Refusal, Scoresheet, Touches, Undo, refuse, side_of},
    phase::Phase,
};

/// A game under the Laws, as a state machine of events.
///
/// ```
/// use game::{Action, Config, Event, Game};
/// use clock::Side;
///
/// let mut game = Game::new(Config::default())?;
/// game.apply(&Event::new(0, Action::Start));
/// for (t, by, text) in [(1, Side::White, "f3"), (2, Side::Black, "e5"), (3, Side::White, "g4")] {
///     game.apply(&Event::new(t, Action::Move { by, text: text.into(), offer_draw: false }));
/// }
/// let state = game.apply(&Event::new(4, Action::Move { by: Side::Black, text: "Qh4#".into(), offer_draw: false }));
/// let outcome = state.result.expect("mate ends the game (Art. 5.1.1)");
/// assert_eq!((outcome.result.as_str(), outcome.article.as_str()), ("0-1", "5.1.1"));
/// assert_eq!(outcome.points.black, 1.0);
/// # Ok::<_, game::ConfigError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    /// The configuration read, shared: it never changes while the game is played (a restart,
    /// 7.2.1, 7.3, is a new game), so a checkpoint (`undo`) does not copy it.
    pub(crate) rules: Arc<Rules>,
    pub(crate) record: Record,
    pub(crate) clock: Option<Clock>,
    /// Each player's notation: a language shown by one player's moves says nothing of the
    /// other's (Annex C.3 lets each write in their own).
    pub(crate) readers: BySide<Reader>,
    /// Where the game stands, with what belongs to that phase.
    pub(crate) phase: Phase,
    /// The scoresheet: the plies recorded and the moves each player completed.
    pub(crate) sheet: Scoresheet,
    /// The draw offers (Art. 9.1).
    pub(crate) offers: Offers,
    /// The irregularities: illegal moves penalised, one awaiting a claim.
    pub(crate) irregular: Irregularities,
    /// What the player on move must do with his next move (issue 33): touches, illegal moves,
    /// a wrong claim with a move, the opponent's designations — one owner.
    pub(crate) binding: Binding,
    /// The arbiter's desk: mate demands counting and points adjusted.
    pub(crate) desk: Desk,
    /// The physical board: an adjustment announced, the squares to put right (4.2.1, 7.4, 7.6).
    pub(crate) touches: Touches,
    /// Plies played when an adjourned game resumed (Guideline I.10).
    pub(crate) resumed_at_ply: Option<usize>,
    /// III.3.1.1 announced for the flags now down, or, where Guideline III does not apply, the
    /// clock paused for the arbiter to decide (see `judge_flags`).
    pub(crate) play_on_announced: bool,
    pub(crate) last_t: u64,
    /// The arbiter's declaration of a result (`declare_result`, `forfeit`, a game declared lost
    /// as a penalty: [`Ruling::declares_result`](crate::Ruling::declares_result)) while it is the
    /// game's last step (issue 35, item 1): when it was made, and the game as it stood just
    /// before it, to which [`Ruling::WithdrawDeclaration`](crate::Ruling::WithdrawDeclaration)
    /// returns. Any later step the journal keeps clears it (a tick that sees nothing is no
    /// step), so only the last step is ever withdrawn. Shared, so that the checkpoint of each
    /// event after the declaration (`undo`) does not copy a whole game.
    pub(crate) declared: Option<(u64, Arc<Game>)>,
    /// The last proof of life (Art. 5.2.2) found after a move, carried across the next one
    /// (issue 36): `board_ending`'s dead-position answers are `laws::dead_position`'s, with a
    /// search only where no proof carries. A cache: the answers do not depend on it.
    pub(crate) life: laws::LifeProof,
    /// What the acts of the event being applied rewrote in place, for a refusal after them
    /// (see `undo`): empty between events.
    pub(crate) undo: Undo,
}

impl Game {
    /// A game set up by `config`, not yet started.
    pub fn new(config: Config) -> Result<Game, ConfigError> {
        let rules = Rules::new(config)?;
        let clock = rules
            .control
            .clone()
            .and_then(|c| Clock::new(c, rules.config.clock_mode).ok());
        let record = Record::new(rules.start.clone(), rules.castling, rules.edition());
        Ok(Game {
            rules: Arc::new(rules),
            record,
            clock,
            readers: BySide {
                white: Reader::new(Languages::ANY),
                black: Reader::new(Languages::ANY),
            },
            phase: Phase::NotStarted,
            sheet: Scoresheet::default(),
            offers: Offers::default(),
            irregular: Irregularities::default(),
            binding: Binding::default(),
            desk: Desk::default(),
            touches: Touches::default(),
            resumed_at_ply: None,
            play_on_announced: false,
            last_t: 0,
            declared: None,
            life: laws::LifeProof::default(),
            undo: Undo::default(),
        })
    }

    /// Replays `events` from `config`: the state after each.
    pub fn replay<'a>(
        config: Config,
        events: impl IntoIterator<Item = &'a Event>,
    ) -> Result<(Game, Vec<State>), ConfigError> {
        let mut game = Game::new(config)?;
        let states = events.into_iter().map(|e| game.apply(e)).collect();
        Ok((game, states))
    }

    /// Feeds one event and reports the state after it. A refused event changes nothing, its `t`
    /// included (issue 31, item 2): the game commits only on `Ok`, so a caller need not keep a
    /// copy to undo a refusal. The state's `error` says why; it is read at `t`, as the sender
    /// sees the board then, with no notice.
    ///
    /// One thing a refused event does not undo: a flag it found fallen. Art. 6.8 ("Un drapeau
    /// est considéré comme tombé quand l'arbitre le constate") makes every event a look at the
    /// clock; what that look finds is time passing, not the event — a move sent after the fall
    /// is refused because the game is over, and the game is over because of the fall. Then (and
    /// only then) the game keeps what the look decided, at `t`, with its notices.
    ///
    /// The undo is a checkpoint of the histories' lengths and a copy of the small parts (see
    /// the `undo` module), not a copy of the game: a move costs the same at the 400th ply as
    /// at the 40th (issue 36, item 3).
    pub fn apply(&mut self, event: &Event) -> State {
        let t = event.t;
        if t < self.last_t {
            return self.time_went_back(t);
        }
        let mut checkpoint = self.checkpoint();
        let mut notices = Vec::new();
        self.look(t, &event.action, &mut notices);
        // What the look decided, kept if the event itself is refused: the checkpoint is taken
        // again after it.
        let looked = (!notices.is_empty()).then(|| {
            self.commit();
            checkpoint = self.checkpoint();
            notices.clone()
        });
        let snapshot = self.declaration_snapshot(&event.action);
        match self.act(t, &event.action, &mut notices) {
            Ok(()) => {
                self.commit();
                self.taken(t, &event.action, snapshot, notices)
            }
            Err(error) => {
                self.rollback(checkpoint);
                match looked {
                    Some(notices) => {
                        self.last_t = t;
                        self.state(t, notices, Some(error))
                    }
                    None => self.state(t, Vec::new(), Some(error)),
                }
            }
        }
    }

    /// [`Game::apply`] as it was before issue 36: a copy of the whole game before the event,
    /// put back on a refusal. Kept as the reference the tests compare `apply` with (the states
    /// and the whole game, along random games); not for use elsewhere, it costs a copy of the
    /// history a move.
    #[doc(hidden)]
    pub fn apply_cloning(&mut self, event: &Event) -> State {
        let t = event.t;
        if t < self.last_t {
            return self.time_went_back(t);
        }
        let before = self.clone();
        let mut notices = Vec::new();
        self.look(t, &event.action, &mut notices);
        let looked = (!notices.is_empty()).then(|| (self.clone(), notices.clone()));
        let snapshot = self.declaration_snapshot(&event.action);
        match self.act(t, &event.action, &mut notices) {
            Ok(()) => {
                self.commit();
                self.taken(t, &event.action, snapshot, notices)
            }
            Err(error) => match looked {
                Some((game, notices)) => {
                    *self = game;
                    self.last_t = t;
                    self.state(t, notices, Some(error))
                }
                None => {
                    *self = before;
                    self.state(t, Vec::new(), Some(error))
                }
            },
        }
    }

    /// An event older than the last one, refused: nothing changes.
    fn time_went_back(&self, t: u64) -> State {
        let error = refuse(
            &codes::TIME_WENT_BACK,
            params! { "t" => t, "last_t" => self.last_t },
        );
        self.state(self.last_t, Vec::new(), Some(error))
    }

    /// The game as the arbiter's declaration finds it, flags looked at: what its withdrawal
    /// returns to (issue 35, item 1). `None` for any other action.
    fn declaration_snapshot(&self, action: &Action) -> Option<Arc<Game>> {
        let declaring = matches!(action, Action::Arbiter(r) if r.declares_result());
        declaring.then(|| {
            Arc::new(Game {
                declared: None,
                undo: Undo::default(),
                ..self.clone()
            })
        })
    }

    /// The event taken at `t`: the declaration it made kept for its withdrawal, or any earlier
    /// one let go (a tick is no step); the state after it.
    fn taken(
        &mut self,
        t: u64,
        action: &Action,
        snapshot: Option<Arc<Game>>,
        notices: Vec<Notice>,
    ) -> State {
        self.last_t = t;
        match snapshot {
            Some(game) => self.declared = Some((t, game)),
            None if matches!(action, Action::Tick) => {}
            None => self.declared = None,
        }
        self.state(t, notices, None)
    }

    /// Art. 6.8: a flag is noticed when somebody looks, at every event. Over the board, the move
    /// of the player whose flag fell is judged first (6.8 commentary: a result reached before the
    /// flag is noticed stands); a time claim looks for itself.
    pub(crate) fn look(&mut self, t: u64, action: &Action, notices: &mut Vec<Notice>) {
        let own_move = matches!(action, Action::Move { by, .. }
            if self.rules.config.mode == crate::Mode::Otb && self.running() == Some(*by));
        if !own_move && !matches!(action, Action::ClaimTime { .. }) {
            self.look_at_flags(t, notices);
        }
    }

    /// The event itself, once the flags were looked at.
    pub(crate) fn act(
        &mut self,
        t: u64,
        action: &Action,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        match action {
            Action::Start => self.start(t, notices),
            Action::Move {
                by,
                text,
                offer_draw,
            } => self.play(t, *by, text, *offer_draw, notices),
            Action::OfferDraw { by } => self.offer(*by, notices),
            Action::AcceptDraw { by } => self.accept(t, *by, notices),
            Action::DeclineDraw { by } => self.decline(*by, notices),
            Action::ClaimDraw { by, intended } => {
                self.claim_draw(t, *by, intended.as_deref(), notices)
            }
            Action::Resign { by } => self.resign(t, *by, notices),
            Action::ClaimTime { by } => self.claim_time(t, *by, notices),
            Action::ClaimIllegal { by } => self.claim_illegal(t, *by, notices),
            Action::Tick => Ok(()),
            Action::Pause { by, reason } => self.pause(t, *by, reason.as_deref(), notices),
            Action::Resume => self.resume(t, notices),
            Action::Adjourn { by, sealed_move } => self.adjourn(t, *by, sealed_move, notices),
            Action::ResumeAdjourned => self.resume_adjourned(t, notices),
            Action::ClaimPerpetual { by } => self.claim_perpetual(t, *by, notices),
            Action::DemandMate { by, theory_moves } => {
                self.demand_mate(*by, *theory_moves, notices)
            }
            Action::ChoosePenalty { by, choice } => self.choose_penalty(*by, *choice, notices),
            Action::Touch {
                by,
                square,
                withdrawn,
            } => self.touch(*by, square, *withdrawn, notices),
            Action::Adjust { by } => self.adjust(*by, notices),
            Action::ReleaseTouch { by } => self.release_touch(*by, notices),
            Action::ChooseTouched { by, square } => self.choose_touched(*by, square, notices),
            Action::ClaimBreach { by } => self.claim_breach(*by, notices),
            Action::BoardMismatch { squares, article } => {
                self.board_mismatch(squares, article.as_deref(), notices)
            }
            Action::Arbiter(ruling) => self.rule(t, ruling, notices),
        }
    }

    /// The side on move.
    pub(crate) fn to_move(&self) -> Side {
        side_of(self.record.position().turn())
    }

    /// Whose clock runs.
    pub(crate) fn running(&self) -> Option<Side> {
        self.clock
            .as_ref()
            .and_then(|c| c.reading(self.last_t).running)
    }

    /// Refuses anything but rulings once the game is over, before it starts, or while adjourned.
    pub(crate) fn require_play(&self) -> Result<(), Refusal> {
        if let Some(over) = self.phase.over() {
            return Err(refuse(
                &codes::GAME_IS_OVER_ARTICLE,
                params! {
                    "result" => over.ending.result.to_string(),
                    "reason" => over.ending.reason.to_string(),
                    "article" => over.article(),
                },
            ));
        }
        if !self.phase.started() {
            return Err(refuse(&codes::NOT_STARTED_START_FIRST, params! {}));
        }
        if self.phase.adjourned().is_some() {
            return Err(refuse(&codes::ADJOURNED, params! {}));
        }
        Ok(())
    }

    /// Refuses a move or claim while the clock is paused (Art. 6.11.3: the arbiter decides when
    /// play resumes).
    pub(crate) fn require_running_clock(&self) -> Result<(), Refusal> {
        if self
            .clock
            .as_ref()
            .is_some_and(|c| c.reading(self.last_t).paused)
        {
            return Err(refuse(&codes::PAUSED, params! {}));
        }
        Ok(())
    }

    /// The move number of the move now to be played.
    pub(crate) fn move_number(&self) -> u32 {
        self.record.position().fullmoves().get()
    }

    /// Writes `mv` in English SAN in the current position.
    pub(crate) fn san(&self, mv: Move) -> String {
        write_move(self.record.position(), mv, Notation::SAN)
    }

    /// The edition.
    pub(crate) fn edition(&self) -> Edition {
        self.rules.edition()
    }

    /// The edition's rules beside the board's: what the arbiter applies.
    pub(crate) fn competition(&self) -> &'static CompetitionRules {
        self.rules.competition()
    }

    /// The article the game cites for an act the 2023 Laws number `default`: the edition's own
    /// (`pick` of [`laws::OwnArticles`]) where it has its own numbering (issue 33, item 10).
    pub(crate) fn own_article(
        &self,
        default: &'static str,
        pick: impl Fn(&laws::OwnArticles) -> laws::Article,
    ) -> &'static str {
        self.competition()
            .own_articles
            .as_ref()
            .map_or(default, |own| pick(own).as_str())
    }

    /// The position now.
    pub(crate) fn position(&self) -> &Chess {
        self.record.position()
    }
}
