//! The clock itself: a pure state machine of Article 6. Every call takes `now`, milliseconds on
//! the caller's time line; nothing here reads the system clock.

use crate::{BySide, ClockError, ClockMode, Side, TimeControl};

/// Guideline III.4: the increment both players get once the arbiter grants the request.
pub const III_4_INCREMENT_MS: u64 = 5_000;
/// Guideline III.4: the time the requester's opponent gets.
pub const III_4_OPPONENT_MS: u64 = 120_000;

/// Milliseconds as a signed amount; amounts beyond `i64` (300 million years) saturate.
fn signed(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

/// A flag that fell (Art. 6.1): whose, when, and how far the player had come (Art. 6.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FlagFall {
    /// Whose flag.
    pub side: Side,
    /// When it fell, in ms on the caller's time line.
    pub at_ms: u64,
    /// The period it fell in, counted from 1.
    pub period: usize,
    /// Moves the player had completed in that period.
    pub moves_in_period: u32,
    /// Moves the period asks for; `None` when all the remaining moves must be made in it.
    pub moves_required: Option<u32>,
    /// Moves the player had completed in the whole game.
    pub moves: u32,
}

impl FlagFall {
    /// Whether the player had completed the moves the period asks for (Art. 6.4). A flag that
    /// falls in a period always means they had not: completing them starts the next period.
    pub fn required_moves_completed(&self) -> bool {
        self.moves_required
            .is_some_and(|required| self.moves_in_period >= required)
    }
}

/// Both flags down (Guideline III.3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BothFlags {
    /// The clock knows which fell first: Art. 6.9 applies to that player.
    FirstFell(Side),
    /// It cannot be established which fell first, in a period that is not the last: the game
    /// goes on (III.3.1.1).
    PlayOn,
    /// It cannot be established which fell first, in a period where all remaining moves must be
    /// made: the game is drawn (III.3.1.2).
    Draw,
}

impl BothFlags {
    /// The article applied.
    pub fn article(self) -> &'static str {
        match self {
            BothFlags::FirstFell(_) => "6.9",
            BothFlags::PlayOn => "III.3.1.1",
            BothFlags::Draw => "III.3.1.2",
        }
    }
}

/// What the clock shows at a moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reading {
    /// The displays, never below zero.
    pub remaining_ms: BySide<u64>,
    /// Whose clock runs; `None` before the start and while paused.
    pub running: Option<Side>,
    /// Whether the arbiter has paused the clock (Art. 6.11).
    pub paused: bool,
    /// The period each player is in, from 1.
    pub period: BySide<usize>,
    /// Moves each player still has to complete to reach the next control; `None` in a period for
    /// the rest of the game.
    pub moves_to_control: BySide<Option<u32>>,
    /// Delay still left on the current move (delay modes), for the player on move.
    pub delay_left_ms: BySide<u64>,
    /// Whose flag is down (Art. 6.1: "–" on an electronic clock): it stays down until a new
    /// period begins or the arbiter corrects the clock.
    pub flag: BySide<bool>,
}

/// Where a player's time stands; amounts are kept so that, between moves,
/// `main = allotted + bonus + adjusted - used` holds exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Account {
    /// Main time at the start of the player's current or next move; below zero once the flag
    /// has fallen and play went on (a mechanical clock's hand passes its flag: III.3.1.1).
    pub main_ms: i64,
    /// Time of every period begun (Art. 6.3.2: unused time carries over).
    pub allotted_ms: i64,
    /// Fischer increments received, and delay not charged to the main time.
    pub bonus_ms: i64,
    /// The arbiter's additions (positive) and deductions (negative): Art. 6.10.2, 7.5.5, 9.5.3,
    /// 12.9.2, 12.9.3, A.3, III.4.
    pub adjusted_ms: i64,
    /// Time the player's clock has run on completed moves.
    pub used_ms: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
struct Player {
    account: Account,
    /// Index of the current period.
    period: usize,
    moves_in_period: u32,
    moves: u32,
    /// Time already spent on the current move before the running stretch began (pauses).
    spent_ms: u64,
    /// The flag is down now (recorded in the history).
    down: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum State {
    Ready,
    Running { side: Side, since: u64 },
    Paused { side: Side },
}

/// A chess clock (Art. 6.1): two displays, one running at a time, under a time control and a
/// [`ClockMode`].
///
/// ```
/// use clock::{Clock, ClockMode, Side, TimeControl};
///
/// // Fischer: 90 minutes for 40 moves, then 30 minutes, 30 seconds a move from move 1.
/// let tc: TimeControl = "40/5400+30:1800+30".parse()?;
/// let mut clock = Clock::new(tc, ClockMode::Fischer)?;
/// // The first move's increment is added before the game starts (Art. 6.3 commentary).
/// assert_eq!(clock.reading(0).remaining_ms.white, 5_430_000);
/// clock.start(0)?;
/// clock.press(Side::White, 10_000)?; // 10 s for the first move, then +30 s
/// assert_eq!(clock.reading(10_000).remaining_ms.white, 5_450_000);
/// assert_eq!(clock.reading(10_000).running, Some(Side::Black));
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Clock {
    control: TimeControl,
    mode: ClockMode,
    players: BySide<Player>,
    state: State,
    last_ms: u64,
    /// Guideline III.4 granted: a 5-second increment for both from then on.
    iii_4: bool,
    flags: Vec<FlagFall>,
}

impl Clock {
    /// A clock set for `control`. A game without a clock (`-`) has no clock to set.
    pub fn new(control: TimeControl, mode: ClockMode) -> Result<Clock, ClockError> {
        let first = *control.period(0).ok_or(ClockError::NoClock)?;
        let mut player = Player::default();
        player.account.allotted_ms = signed(first.time_ms());
        if mode == ClockMode::Fischer {
            // "L'incrément pour le premier coup est ajouté avant le début de la partie."
            player.account.bonus_ms = signed(first.bonus_ms());
        }
        player.account.main_ms = player
            .account
            .allotted_ms
            .saturating_add(player.account.bonus_ms);
        Ok(Clock {
            control,
            mode,
            players: BySide {
                white: player,
                black: player,
            },
            state: State::Ready,
            last_ms: 0,
            iii_4: false,
            flags: Vec::new(),
        })
    }

    /// The time control.
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// The mode.
    pub fn mode(&self) -> ClockMode {
        self.mode
    }

    /// A player's account (see [`Account`]).
    pub fn account(&self, side: Side) -> Account {
        self.players.get(side).account
    }

    /// Moves completed by `side`.
    pub fn moves(&self, side: Side) -> u32 {
        self.players.get(side).moves
    }

    /// Every flag fall recorded so far, in order.
    pub fn flags(&self) -> &[FlagFall] {
        &self.flags
    }

    /// Starts White's clock (Art. 6.6).
    pub fn start(&mut self, now: u64) -> Result<(), ClockError> {
        self.start_side(Side::White, now)
    }

    /// Starts `side`'s clock: White's in a game from the start (Art. 6.6), the player on move's
    /// in a game from a set position with Black to move.
    pub fn start_side(&mut self, side: Side, now: u64) -> Result<(), ClockError> {
        self.check_time(now)?;
        if self.state != State::Ready {
            return Err(ClockError::AlreadyStarted);
        }
        self.state = State::Running { side, since: now };
        self.last_ms = now;
        Ok(())
    }

    /// `side` completes a move by pressing the clock (Art. 6.2.1): its clock stops, the
    /// opponent's starts. Returns a flag fall that happened during the move, if any — a press
    /// after the flag fell does not raise it again (Art. 6.1); whether the game is lost is
    /// for the game to decide (Art. 6.8, 6.9).
    pub fn press(&mut self, side: Side, now: u64) -> Result<Option<FlagFall>, ClockError> {
        self.press_counting(side, now, 1)
    }

    /// [`Clock::press`] for a move that counts as `moves` moves for the time control (1930
    /// Art. 22.3: in an odds game the giver's first move, after several moves given, counts as
    /// that many). Each period completed on the way begins the next (Art. 6.3.2); the Fischer
    /// increment is added once, as for any press.
    pub fn press_counting(
        &mut self,
        side: Side,
        now: u64,
        moves: u32,
    ) -> Result<Option<FlagFall>, ClockError> {
        self.require_running(side, now)?;
        let fell = self.observe(now);
        let elapsed = self.elapsed(side, now);
        let bonus = self.current_bonus(side);
        let charged = match self.mode {
            ClockMode::Fischer => elapsed,
            ClockMode::Bronstein => elapsed - elapsed.min(bonus),
            ClockMode::Delay => elapsed.saturating_sub(bonus),
        };
        let keep_flag = self.keeps_flag(side);
        let iii_4 = self.iii_4;
        let mode = self.mode;
        let control = &self.control;
        let player = self.players.get_mut(side);
        let account = &mut player.account;
        account.used_ms = account.used_ms.saturating_add(signed(elapsed));
        account.bonus_ms = account.bonus_ms.saturating_add(signed(elapsed - charged));
        account.main_ms = account.main_ms.saturating_sub(signed(charged));
        player.spent_ms = 0;
        count_moves(player, control, moves, keep_flag);
        let account = &mut player.account;
        // Fischer: the increment for the next move (the first one's was given before the start).
        // A fallen flag stays down: no increment brings the time back (Art. 6.1).
        let mut increment = match mode {
            ClockMode::Fischer if !player.down => {
                control.period(player.period).map_or(0, |p| p.bonus_ms())
            }
            ClockMode::Fischer | ClockMode::Bronstein | ClockMode::Delay => 0,
        };
        if iii_4 && !player.down {
            increment = increment.saturating_add(III_4_INCREMENT_MS);
        }
        account.bonus_ms = account.bonus_ms.saturating_add(signed(increment));
        account.main_ms = account.main_ms.saturating_add(signed(increment));
        self.state = State::Running {
            side: !side,
            since: now,
        };
        self.last_ms = now;
        Ok(fell)
    }

    /// `side`, on move, completes a move without pressing the clock, because it moves again at
    /// once (1930 Art. 22.2, 22.3: the receiver of several moves in an odds game makes them all
    /// before pressing, and each counts for the time control). The clock keeps running; a period
    /// completed begins the next (Art. 6.3.2). Returns a flag fall noticed now, as `press` does.
    pub fn count_move(&mut self, side: Side, now: u64) -> Result<Option<FlagFall>, ClockError> {
        self.require_running(side, now)?;
        let fell = self.observe(now);
        let keep_flag = self.keeps_flag(side);
        count_moves(self.players.get_mut(side), &self.control, 1, keep_flag);
        self.last_ms = now;
        Ok(fell)
    }

    /// The arbiter pauses the clock (Art. 6.11.1; a player may, to call the arbiter, 6.11.2).
    pub fn pause(&mut self, now: u64) -> Result<Option<FlagFall>, ClockError> {
        self.check_time(now)?;
        let State::Running { side, .. } = self.state else {
            return Err(match self.state {
                State::Ready => ClockError::NotStarted,
                _ => ClockError::Paused,
            });
        };
        let fell = self.observe(now);
        let elapsed = self.elapsed(side, now);
        self.players.get_mut(side).spent_ms = elapsed;
        self.state = State::Paused { side };
        self.last_ms = now;
        Ok(fell)
    }

    /// The arbiter restarts the clock (Art. 6.11.3).
    pub fn resume(&mut self, now: u64) -> Result<(), ClockError> {
        self.check_time(now)?;
        let State::Paused { side } = self.state else {
            return Err(ClockError::NotPaused);
        };
        self.state = State::Running { side, since: now };
        self.last_ms = now;
        Ok(())
    }

    /// Brings the record up to `now` without touching the clock: a flag that has fallen since the
    /// last event is recorded and returned (Art. 6.8: noticed when looked at).
    pub fn observe_at(&mut self, now: u64) -> Result<Option<FlagFall>, ClockError> {
        self.check_time(now)?;
        self.last_ms = now;
        Ok(self.observe(now))
    }

    /// The arbiter sets both clocks (Art. 6.10.2): the main time each player keeps. In Bronstein
    /// mode the player on move still has the unused delay of the current move on the display, as
    /// under simple delay it waits before the main time. Setting both to zero is how an arbiter
    /// records finding both flags down without knowing which fell first (Guideline III.3.1).
    pub fn set_times(&mut self, white_ms: u64, black_ms: u64, now: u64) -> Result<(), ClockError> {
        self.check_time(now)?;
        self.last_ms = now;
        self.observe(now);
        for (side, value) in [(Side::White, white_ms), (Side::Black, black_ms)] {
            let kept = self.main_kept(side, now);
            self.adjust(side, signed(value).saturating_sub(kept), now);
        }
        Ok(())
    }

    /// The arbiter gives `side` more time (Art. 7.5.5, 9.5.3, 12.9.2, A.3).
    pub fn add_time(&mut self, side: Side, ms: u64, now: u64) -> Result<(), ClockError> {
        self.check_time(now)?;
        self.last_ms = now;
        self.observe(now);
        self.adjust(side, signed(ms), now);
        Ok(())
    }

    /// The arbiter takes time from `side` (Art. 12.9.3). The main time stops at zero, and the flag
    /// falls if it reaches it — at once, even in the middle of a delay: the penalty takes the
    /// time, and the delay of the current move is no time of the player's.
    pub fn take_time(&mut self, side: Side, ms: u64, now: u64) -> Result<(), ClockError> {
        self.check_time(now)?;
        self.last_ms = now;
        self.observe(now);
        let kept = self.main_kept(side, now).max(0);
        self.adjust(side, -signed(ms.min(kept.unsigned_abs())), now);
        Ok(())
    }

    /// Guideline III.4, granted by the arbiter on `requester`'s request: from the next move on,
    /// both players get a 5-second increment, and the opponent gets two more minutes.
    ///
    /// Refused unless the requester is the player on move with less than two minutes (III.4), in a
    /// game without increment or delay (III.2.2, the Art. 6.3 commentary treats both alike), and
    /// only once.
    pub fn grant_iii_4(&mut self, requester: Side, now: u64) -> Result<(), ClockError> {
        self.check_time(now)?;
        if self.on_move() != Some(requester) {
            return Err(ClockError::NotAllowed(
                "III.4: only the player on move may ask",
            ));
        }
        if self.iii_4 {
            return Err(ClockError::NotAllowed(
                "III.4: the increment was already introduced",
            ));
        }
        if self.control.periods().iter().any(|p| p.bonus_ms() > 0) {
            return Err(ClockError::NotAllowed(
                "III.2.2: only for games without increment or delay",
            ));
        }
        if self.main_kept(requester, now) >= signed(III_4_OPPONENT_MS) {
            return Err(ClockError::NotAllowed(
                "III.4: the player must have less than two minutes",
            ));
        }
        self.last_ms = now;
        self.observe(now);
        self.iii_4 = true;
        self.adjust(!requester, signed(III_4_OPPONENT_MS), now);
        Ok(())
    }

    /// Both flags down: which rule applies (Guideline III.3.1), or `None` if at most one is down.
    ///
    /// The order is unknown when both fell at the same recorded moment (in practice: the arbiter
    /// set both clocks to zero on finding them so). Then the game is drawn only if both flags fell
    /// in a period where all the remaining moves must be made (III.3.1.2); if either fell in a
    /// period with a control still ahead, the game goes on (III.3.1.1).
    pub fn both_flags(&self) -> Option<BothFlags> {
        if !(self.players.white.down && self.players.black.down) {
            return None;
        }
        let last_fall = |side| self.flags.iter().rev().find(|f| f.side == side);
        let (white, black) = (last_fall(Side::White)?, last_fall(Side::Black)?);
        Some(if white.at_ms < black.at_ms {
            BothFlags::FirstFell(Side::White)
        } else if black.at_ms < white.at_ms {
            BothFlags::FirstFell(Side::Black)
        } else if white.moves_required.is_none() && black.moves_required.is_none() {
            BothFlags::Draw
        } else {
            BothFlags::PlayOn
        })
    }

    /// What the clock shows at `now` (which must not be before the last event to be meaningful;
    /// an earlier `now` shows the last event's reading).
    pub fn reading(&self, now: u64) -> Reading {
        let now = now.max(self.last_ms);
        let side_reading = |side: Side| {
            let player = self.players.get(side);
            let period = self.control.period(player.period);
            let to_control = period
                .and_then(|p| p.moves())
                .map(|m| m.saturating_sub(player.moves_in_period));
            let delay_left = match (self.mode, self.on_move()) {
                (ClockMode::Bronstein | ClockMode::Delay, Some(s)) if s == side => self
                    .current_bonus(side)
                    .saturating_sub(self.elapsed(side, now)),
                _ => 0,
            };
            // A flag down shows zero (Art. 6.1), even once a control reached too late has added
            // the next period's time (6.4 commentary: the flag stays, see `keeps_flag`).
            let shown = if player.down {
                0
            } else {
                self.main_now(side, now).max(0) as u64
            };
            (shown, player.period + 1, to_control, delay_left)
        };
        let (w, b) = (side_reading(Side::White), side_reading(Side::Black));
        Reading {
            remaining_ms: BySide {
                white: w.0,
                black: b.0,
            },
            running: match self.state {
                State::Running { side, .. } => Some(side),
                _ => None,
            },
            paused: matches!(self.state, State::Paused { .. }),
            period: BySide {
                white: w.1,
                black: b.1,
            },
            moves_to_control: BySide {
                white: w.2,
                black: b.2,
            },
            delay_left_ms: BySide {
                white: w.3,
                black: b.3,
            },
            flag: BySide {
                white: self.players.white.down,
                black: self.players.black.down,
            },
        }
    }

    /// When `side`'s flag falls if its clock keeps running; `None` if it is not running or its
    /// flag is already down.
    pub fn flag_due(&self, side: Side) -> Option<u64> {
        let State::Running {
            side: running,
            since,
        } = self.state
        else {
            return None;
        };
        let player = self.players.get(side);
        if running != side || player.down {
            return None;
        }
        // The display reaches zero once the move has used the main time, and in the delay modes
        // the delay too (simple delay: the main time waits; Bronstein: the delay is on the display).
        let available = player
            .account
            .main_ms
            .saturating_add(signed(self.current_bonus(side)));
        let left = available.saturating_sub(signed(player.spent_ms)).max(0);
        Some(since.saturating_add(left.unsigned_abs()))
    }

    /// Whether `side`'s flag, if down, stays down when its next control is reached (Art. 6.4
    /// commentary: "un drapeau (ou un « – ») apparaît sur la pendule dans le cas où un joueur/une
    /// joueuse n'a pas achevé 40 coups dans le temps imparti"). A flag that fell before the
    /// moves were completed marks them as not completed in time (6.9), however late they are
    /// completed: the next period's time does not pay the overdraft. Only after III.3.1.1 (both
    /// flags down, which first unknown, a control ahead: the game goes on) does the new period
    /// raise the flags again, as a mechanical clock's do.
    fn keeps_flag(&self, side: Side) -> bool {
        self.players.get(side).down && self.both_flags() != Some(BothFlags::PlayOn)
    }

    fn on_move(&self) -> Option<Side> {
        match self.state {
            State::Running { side, .. } | State::Paused { side } => Some(side),
            State::Ready => None,
        }
    }

    /// Refuses a time before the last event; nothing changes until an operation is accepted.
    fn check_time(&self, now: u64) -> Result<(), ClockError> {
        if now < self.last_ms {
            return Err(ClockError::TimeWentBack {
                last: self.last_ms,
                now,
            });
        }
        Ok(())
    }

    /// Refuses a move by `side` at `now` unless its clock is the one running (Art. 6.2.1: only
    /// the player on move completes a move), as [`Clock::press_counting`] and
    /// [`Clock::count_move`] both need.
    fn require_running(&self, side: Side, now: u64) -> Result<(), ClockError> {
        self.check_time(now)?;
        match self.state {
            State::Running { side: running, .. } if running == side => Ok(()),
            State::Paused { .. } => Err(ClockError::Paused),
            State::Ready => Err(ClockError::NotStarted),
            State::Running { .. } => Err(ClockError::NotRunning(side)),
        }
    }

    /// Time `side` has spent on its current move by `now`.
    fn elapsed(&self, side: Side, now: u64) -> u64 {
        let player = self.players.get(side);
        match self.state {
            State::Running { side: s, since } if s == side => {
                player.spent_ms.saturating_add(now.saturating_sub(since))
            }
            State::Paused { side: s } if s == side => player.spent_ms,
            _ => 0,
        }
    }

    /// The bonus for the move `side` is making: its period's, in the delay modes.
    fn current_bonus(&self, side: Side) -> u64 {
        let player = self.players.get(side);
        match self.mode {
            // Once the flag is down there is no bonus to give: the time is over (Art. 6.1).
            ClockMode::Bronstein | ClockMode::Delay if !player.down => self
                .control
                .period(player.period)
                .map_or(0, |p| p.bonus_ms()),
            ClockMode::Fischer | ClockMode::Bronstein | ClockMode::Delay => 0,
        }
    }

    /// The main time `side` would keep if its move ended at `now`: the display without the
    /// Bronstein delay not yet used. The arbiter's corrections act on it, alike in both delay
    /// modes.
    fn main_kept(&self, side: Side, now: u64) -> i64 {
        let main = self.players.get(side).account.main_ms;
        if self.on_move() != Some(side) {
            return main;
        }
        let elapsed = signed(self.elapsed(side, now));
        match self.mode {
            ClockMode::Fischer => main.saturating_sub(elapsed),
            ClockMode::Bronstein | ClockMode::Delay => {
                main.saturating_sub((elapsed - signed(self.current_bonus(side))).max(0))
            }
        }
    }

    /// The main time `side` shows at `now`, unclamped.
    fn main_now(&self, side: Side, now: u64) -> i64 {
        let main = self.players.get(side).account.main_ms;
        if self.on_move() != Some(side) {
            return main;
        }
        let elapsed = signed(self.elapsed(side, now));
        let bonus = signed(self.current_bonus(side));
        match self.mode {
            ClockMode::Fischer => main.saturating_sub(elapsed),
            // The bonus is added to the main time at the start of the move (Art. 6.3 commentary).
            ClockMode::Bronstein => main.saturating_add(bonus).saturating_sub(elapsed),
            ClockMode::Delay => main.saturating_sub((elapsed - bonus).max(0)),
        }
    }

    /// Records the running side's flag if it has fell by `now`.
    fn observe(&mut self, now: u64) -> Option<FlagFall> {
        let side = self.on_move()?;
        if self.players.get(side).down || self.main_now(side, now) > 0 {
            return None;
        }
        // A running clock fell at the moment its display reached zero; a paused one now.
        let at_ms = self.flag_due(side).map_or(now, |due| due.min(now));
        Some(self.record_fall(side, at_ms))
    }

    fn record_fall(&mut self, side: Side, at_ms: u64) -> FlagFall {
        let player = self.players.get_mut(side);
        player.down = true;
        let fall = FlagFall {
            side,
            at_ms,
            period: player.period + 1,
            moves_in_period: player.moves_in_period,
            moves_required: self.control.period(player.period).and_then(|p| p.moves()),
            moves: player.moves,
        };
        self.flags.push(fall);
        fall
    }

    fn adjust(&mut self, side: Side, delta: i64, now: u64) {
        let account = &mut self.players.get_mut(side).account;
        account.adjusted_ms = account.adjusted_ms.saturating_add(delta);
        account.main_ms = account.main_ms.saturating_add(delta);
        let shown = self.main_now(side, now);
        if shown > 0 {
            self.players.get_mut(side).down = false;
        } else if !self.players.get(side).down {
            self.record_fall(side, now);
        }
    }
}

/// Counts `moves` completed moves for `player`: completing a period's last move starts the next
/// period for this player alone, and what is left carries over (Art. 6.3.2). A flag down stays
/// down when `keep_flag` (see [`Clock::keeps_flag`]).
fn count_moves(player: &mut Player, control: &TimeControl, moves: u32, keep_flag: bool) {
    for _ in 0..moves {
        player.moves += 1;
        player.moves_in_period += 1;
        let period_moves = control.period(player.period).and_then(|p| p.moves());
        if period_moves == Some(player.moves_in_period) {
            player.period += 1;
            player.moves_in_period = 0;
            let time = signed(control.period(player.period).map_or(0, |p| p.time_ms()));
            let account = &mut player.account;
            account.allotted_ms = account.allotted_ms.saturating_add(time);
            account.main_ms = account.main_ms.saturating_add(time);
            // A new period is a new flag (Art. 6.4 commentary: the flag marks the control), unless
            // this one fell before the control was reached.
            if account.main_ms > 0 && !keep_flag {
                player.down = false;
            }
        }
    }
}
