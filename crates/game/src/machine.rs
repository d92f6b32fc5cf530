//! The game as a pure state machine: created from a [`Config`], fed [`Event`]s, reporting a
//! [`State`] after each. The state is a function of the configuration and the events: replaying
//! the same events gives the same states.

use clock::{BySide, Clock, Side};
use laws::{
    CompetitionRules, Edition, Ending, FenStyle, GameResult, Mating, Reason, Record, can_mate,
    write_fen,
};
use notation::{Languages, Notation, Reader, write_move};
use shakmaty::{Chess, Move, Position};

use crate::{
    Action, Config, ConfigError, ErrorBody, Event, Notice, Outcome, State, codes,
    config::Rules,
    params,
    parts::{
        Desk, Irregularities, Offers, Refusal, Scoresheet, Touches, clock_refusal, color_of,
        refuse, side_of, stop_clock,
    },
    phase::{ArticleText, Judgement, Phase},
    state::{ClockState, LastMove, Obligation},
};

/// A move of a game's record with what the scoresheet holds of it ([`Game::recorded_moves`]).
#[derive(Clone, Copy, Debug)]
pub struct RecordedMove<'a> {
    /// Its number among the game's half-moves, from 1 (the state's `ply` after it).
    pub ply: usize,
    /// The position it was played in.
    pub before: &'a Chess,
    /// The move.
    pub mv: Move,
    /// The move in SAN, as recorded.
    pub san: &'a str,
    /// The move in UCI.
    pub uci: &'a str,
    /// The mover's clock after the move, with a clock.
    pub clock_ms: Option<u64>,
    /// Whether the move carried a draw offer (Art. 9.1.2.2).
    pub offer: bool,
}

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
    pub(crate) rules: Rules,
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
    /// The irregularities: illegal moves penalised, one awaiting a claim, the bound piece.
    pub(crate) irregular: Irregularities,
    /// The arbiter's desk: mate demands counting and points adjusted.
    pub(crate) desk: Desk,
    /// Touch-move over the board: the pieces touched on this move (Art. 4.3; 1930 Art. 15).
    pub(crate) touches: Touches,
    /// Plies played when an adjourned game resumed (Guideline I.10).
    pub(crate) resumed_at_ply: Option<usize>,
    /// III.3.1.1 announced for the flags now down, or, where Guideline III does not apply, the
    /// clock paused for the arbiter to decide (see `judge_flags`).
    pub(crate) play_on_announced: bool,
    pub(crate) last_t: u64,
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
            rules,
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
            desk: Desk::default(),
            touches: Touches::default(),
            resumed_at_ply: None,
            play_on_announced: false,
            last_t: 0,
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

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.rules.config
    }

    /// The record of positions (from the start, or from an illegal move that stood, A.5.2).
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The moves of [`Game::record`], each with the position it was played in and what the
    /// scoresheet holds of it, numbered as the state's `ply` counts the game's half-moves: an
    /// odds game's moves in a row at the start (1930 Art. 22.2) are moves like any other, and
    /// castling without the rook given (22.8) is [`Move::Castle`] toward the empty corner, as
    /// `laws::OddsRules` plays it. After an illegal move that stood (A.5.2) the record, and so
    /// this list, starts from the position it left.
    pub fn recorded_moves(&self) -> impl Iterator<Item = RecordedMove<'_>> {
        let skip = self.sheet.rebased_at.unwrap_or(0);
        self.record
            .moves()
            .iter()
            .zip(self.record.positions())
            .zip(self.sheet.plies.get(skip..).unwrap_or_default())
            .enumerate()
            .map(move |(i, ((mv, before), ply))| RecordedMove {
                ply: skip + i + 1,
                before,
                mv: *mv,
                san: &ply.san,
                uci: &ply.uci,
                clock_ms: ply.clock_ms,
                offer: ply.offer,
            })
    }

    /// The moves each player has completed (Art. 6.2.1); an odds game's moves in a row at the
    /// start (1930 Art. 22.2) count for the side that made them.
    pub fn moves_completed(&self) -> BySide<u32> {
        self.sheet.moves
    }

    /// When the flag of the player whose clock runs will fall if nobody moves (Art. 6.1), ms on
    /// the events' time line; `None` when no clock runs (not started, paused, adjourned, over, or
    /// that flag is already down). A server sends a `tick` then, so that the fall is seen on time
    /// (Art. 6.8).
    pub fn flag_due(&self) -> Option<u64> {
        if self.phase.end().is_some() || self.phase.adjourned().is_some() {
            return None;
        }
        let clock = self.clock.as_ref()?;
        let side = clock.reading(self.last_t).running?;
        clock.flag_due(side)
    }

    /// The clock, if the game has one (its time control, periods and mode).
    pub fn clock(&self) -> Option<&clock::Clock> {
        self.clock.as_ref()
    }

    /// The time of the last event fed, ms: the next event may not be earlier.
    pub fn last_t(&self) -> u64 {
        self.last_t
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.phase.end().is_some()
    }

    /// Feeds one event and reports the state after it. A refused event changes nothing: the
    /// state's `error` says why.
    pub fn apply(&mut self, event: &Event) -> State {
        let t = event.t;
        if t < self.last_t {
            let error = refuse(
                &codes::TIME_WENT_BACK,
                params! { "t" => t, "last_t" => self.last_t },
            );
            return self.state(self.last_t, Vec::new(), Some(error));
        }
        let mut notices = Vec::new();
        let result = self.step(t, &event.action, &mut notices);
        self.last_t = t;
        match result {
            Ok(()) => self.state(t, notices, None),
            Err(error) => self.state(t, notices, Some(error)),
        }
    }

    fn step(&mut self, t: u64, action: &Action, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        // Art. 6.8: a flag is noticed when somebody looks, at every event. Over the board, the
        // move of the player whose flag fell is judged first (6.8 commentary: a result reached
        // before the flag is noticed stands); a time claim looks for itself.
        let own_move = matches!(action, Action::Move { by, .. }
            if self.rules.config.mode == crate::Mode::Otb && self.running() == Some(*by));
        if !own_move && !matches!(action, Action::ClaimTime { .. }) {
            self.look_at_flags(t, notices);
        }
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

    fn start(&mut self, t: u64, notices: &mut Vec<Notice>) -> Result<(), Refusal> {
        if self.phase.started() {
            return Err(refuse(&codes::ALREADY_STARTED, params! {}));
        }
        let first = self.to_move();
        if let Some(clock) = &mut self.clock {
            clock.start_side(first, t).map_err(clock_refusal)?;
        }
        self.phase = Phase::Playing;
        notices.push(self.start_notice(first));
        self.announce_odds(notices);
        // A set position may already be over (Art. 5.1.1, 5.2.1, 5.2.2).
        if let Some(ending) = self.board_ending() {
            self.finish_with(t, ending, notices);
        }
        Ok(())
    }

    /// The start's notice: the category and the article that classified it (6.6, A.1, B.1). The
    /// old Laws know no categories and no Art. 6.6: they cite their own clock rule, a time limit
    /// of 30 moves in two hours then 15 an hour unless the competition sets another (1930
    /// Art. 20.1.a, 20.1.b; 1928 Par. 20.a), or none without a clock.
    fn start_notice(&self, first: Side) -> Notice {
        let Some(article) = self.competition().start.map(|a| a.as_str()) else {
            return Notice::coded(
                "6.6",
                &codes::GAME_STARTS,
                params! {
                    "category" => self.rules.category.to_string(),
                    "category_article" => self.rules.category_article.to_string(),
                    "first" => first,
                },
            );
        };
        match &self.rules.control {
            Some(control) => Notice::coded(
                article,
                &codes::GAME_STARTS_TIME_LIMIT,
                params! { "control" => control.to_string(), "first" => first },
            ),
            None => Notice::coded(
                article,
                &codes::GAME_STARTS_NO_TIME_LIMIT,
                params! { "first" => first },
            ),
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

    /// Ends the game with `result` for `reason` under `article` — an article of the Laws, or
    /// the text the arbiter cited declaring the result (the ending then holds the edition's
    /// article on the arbiter's decision, Art. 12.1): see [`Game::finish_with`].
    pub(crate) fn finish(
        &mut self,
        t: u64,
        result: GameResult,
        reason: Reason,
        article: impl Into<ArticleText>,
        notices: &mut Vec<Notice>,
    ) {
        let (article, cited) = article.into().split(self.competition().arbiter_decides);
        let ending = Ending {
            result,
            reason,
            article,
        };
        self.end_parts(t, ending, cited, notices);
    }

    /// Ends the game with `ending` (one the board decided, or the rules).
    pub(crate) fn finish_with(&mut self, t: u64, ending: Ending, notices: &mut Vec<Notice>) {
        self.end_parts(t, ending, None, notices);
    }

    /// Nothing stays pending once the game is over; each part clears its own: the clock stops,
    /// the offer standing lapses (Art. 9.1.2.1), the bound piece and an illegal move awaiting a
    /// claim (A.5.2) go, the mate demands lapse, and the phase — with a claim awaiting the
    /// arbiter or an adjournment — becomes over, announcing the end.
    fn end_parts(
        &mut self,
        t: u64,
        ending: Ending,
        cited: Option<String>,
        notices: &mut Vec<Notice>,
    ) {
        stop_clock(&mut self.clock, t);
        self.offers.lapse();
        self.irregular.end();
        self.desk.end();
        notices.push(self.phase.finish(ending, cited));
    }

    /// Whether `side` can checkmate its opponent by some series of legal moves here (Art. 6.9,
    /// 5.1.2, 7.5.5). An undecided search counts as "can": only a proof that no mate exists turns
    /// a loss into a draw.
    pub(crate) fn can_mate(&self, side: Side) -> bool {
        !matches!(
            can_mate(self.record.position(), color_of(side)),
            Mating::Impossible
        )
    }

    /// A loss for `loser`, or a draw if the opponent cannot mate where the edition has the
    /// exception (`laws::CompetitionRules::cannot_mate_draws`: 2023 Art. 6.9, 5.1.2).
    pub(crate) fn lose_unless_cannot_mate(
        &mut self,
        t: u64,
        loser: Side,
        reasons: (Reason, Reason),
        article: &'static str,
        notices: &mut Vec<Notice>,
    ) {
        if self.competition().cannot_mate_draws && !self.can_mate(!loser) {
            notices.push(Notice::coded(
                article,
                &codes::CANNOT_MATE_DRAW,
                params! { "side" => !loser },
            ));
            self.finish(t, GameResult::Draw, reasons.1, article, notices);
        } else {
            self.finish(
                t,
                GameResult::win_for(color_of(!loser)),
                reasons.0,
                article,
                notices,
            );
        }
    }

    /// The position's X-FEN.
    pub fn fen(&self) -> String {
        write_fen(self.record.position(), FenStyle::XFen)
    }

    /// The state at `t` with `notices` and `error`.
    pub fn state(&self, t: u64, notices: Vec<Notice>, error: Option<ErrorBody>) -> State {
        let t = t.max(self.last_t);
        let clock = self.clock.as_ref().map(|c| {
            let r = c.reading(t);
            ClockState {
                white_ms: r.remaining_ms.white,
                black_ms: r.remaining_ms.black,
                running: r.running,
                period: r.period,
                moves_to_control: r.moves_to_control,
                paused: r.paused && self.phase.end().is_none(),
                delay_left_ms: r.delay_left_ms,
                flag: r.flag,
            }
        });
        let (mate_demand, mate_demands) = self.demand_state();
        State {
            t,
            ply: self.sheet.plies.len(),
            fen: self.fen(),
            to_move: self.to_move(),
            clock,
            draw_offer: self.offers.standing,
            illegal_moves: self.irregular.penalised,
            result: self.outcome(),
            notices,
            error,
            started: self.phase.started(),
            category: self.rules.category.name().to_owned(),
            last_move: self.sheet.plies.last().map(|p| LastMove {
                san: p.san.clone(),
                uci: p.uci.clone(),
            }),
            adjourned: self.phase.adjourned().map(|a| a.envelope.clone()),
            must_move: self
                .irregular
                .bound
                .as_ref()
                .map(|b| Obligation {
                    by: b.by,
                    uci: b
                        .intended
                        .map(|m| m.to_uci(self.record.castling_mode()).to_string()),
                    piece_on: b.piece_on.to_string(),
                    article: b.article.to_owned(),
                    capture_on: b.capture_on.map(|sq| sq.to_string()),
                    chooser: b.chooser,
                    rule: None,
                    touched: Vec::new(),
                    move_one_of: Vec::new(),
                    capture_one_of: Vec::new(),
                })
                .or_else(|| self.touch_must_move()),
            mate_demand,
            mate_demands,
            pending_claim: self.phase.judgement().map(Judgement::state),
            restore: self.restore_state(),
        }
    }

    /// The result with its points (Art. 10), once the game is over.
    ///
    /// The arbiter's point penalties (12.9.4, 12.9.5) change the points, not the result: they
    /// are "l'augmentation des points marqués par l'adversaire" and "la diminution des points
    /// marqués dans la partie", while the result is the game's, as the scoresheets and the PGN
    /// record it. So a `1-0` may score ½–0.
    pub fn outcome(&self) -> Option<Outcome> {
        let over = self.phase.over()?;
        let end = &over.ending;
        let [win, draw, loss, forfeit] = self.rules.config.regulations.scoring.points();
        let (white, black) = match end.result {
            GameResult::WhiteWins => (win, loss),
            GameResult::BlackWins => (loss, win),
            GameResult::Draw => (draw, draw),
            GameResult::WhiteWinsByForfeit => (win, forfeit),
            GameResult::BlackWinsByForfeit => (forfeit, win),
            // 11.8: "la partie sera déclarée perdue pour les deux adversaires": a game played
            // and lost by both, scored as two losses; `-/-` stays its written result (the
            // contract's closed list has no other for both players losing).
            GameResult::DoubleForfeit if over.article() == "11.8" => (loss, loss),
            GameResult::DoubleForfeit => (forfeit, forfeit),
        };
        // Art. 12.9.4, 12.9.5, 10.2: adjusted points stay between nothing and a win, and the
        // total never exceeds a game's maximum: what the opponent gains (12.9.4, "up to the
        // maximum") comes off the offender.
        let clamp = |p: f64| p.clamp(0.0, win);
        let mut white = clamp(white + self.desk.point_adjust.white);
        let mut black = clamp(black + self.desk.point_adjust.black);
        let maximum = (win + loss).max(2.0 * draw);
        let excess = white + black - maximum;
        if excess > 0.0 {
            if self.desk.point_adjust.white > self.desk.point_adjust.black {
                black = (black - excess).max(0.0);
            } else {
                white = (white - excess).max(0.0);
            }
        }
        Some(Outcome {
            result: end.result,
            reason: end.reason,
            article: over.article().to_owned(),
            points: BySide { white, black },
        })
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

    /// The position now.
    pub(crate) fn position(&self) -> &Chess {
        self.record.position()
    }
}
