//! Issue 21: the game and the PGN audit decide the same rules the same way.
//!
//! Random event streams under every edition (fide-2023, fide-1997, fide-1930, fide-1928) are fed
//! to [`game::Game`]: legal moves, draw offers and acceptances (often around move 30), claims,
//! resignations, flags falling as `t` runs on, illegal moves over the board. The game's own PGN
//! export ([`Game::to_pgn`]) is then read back and checked by [`game::audit_games_by`], the
//! reading `arbiter check` gives, under the edition the PGN names. Where both speak they must say
//! the same:
//!
//! - the ending the board decided (Art. 5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2 and their old forms):
//!   the same reason, article and ply; no board ending where the game ended otherwise;
//! - the cannot-mate exception on a flag or a resignation (Art. 6.9, 5.1.2; none under 1930
//!   Art. 19.5 and 1928 Par. 18): the record with the loss written (what the game would have
//!   recorded without the exception) is an error for the audit exactly when the game drew;
//! - agreement timing (Art. 5.2.3; 1930 Art. 16.1.d, 1928 Par. 15.D: "par convention mutuelle,
//!   après le 30ème coup des Noirs"): a draw the game agreed is no early agreement for the audit,
//!   and where the game refused an offer or an acceptance as too early, the record written as a
//!   draw at that moment is one for the audit, citing the same article.
//!
//! A stream is driven by a seeded generator that looks at the game's state after each event
//! (so that moves are legal, offers answered, obligations honoured); proptest picks the seeds
//! and the configurations, and a failure prints the seed, the events and the PGN.

use game::{Action, Config, Event, Game, Mode, PenaltyChoice, Severity, Side, State};
use laws::{Edition, Reason, read_fen};
use notation::pgn::{self, ReadOptions, WriteOptions, read_games, write_game};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use shakmaty::san::San;
use shakmaty::{Chess, Move, Position, Rank, Role, Square};

const EDITIONS: [Edition; 4] = [
    Edition::Fide2023,
    Edition::Fide1997,
    Edition::Fide1930,
    Edition::Fide1928,
];

/// Start positions numbered from move 1, where the cannot-mate exception can arise: a lone king
/// against pieces, pawns against a lone king, a knight against a rook, a bishop against pawns.
const FEW_PIECES: [&str; 4] = [
    "4k3/pppq4/8/8/8/8/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/3PPP2/4K3 w - - 0 1",
    "4k2r/8/8/8/8/8/8/1N2K3 w - - 0 1",
    "4k3/6pp/8/8/8/8/8/2B1K3 w - - 0 1",
];

/// Set positions whose moves before them are on nobody's scoresheet here: the standard array
/// numbered move 20, a middle game at move 25 with Black to move, a bishop against pawns with
/// Black to move at move 1 (White's move before it is not in the game).
const NUMBERED_LATE: [&str; 3] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 20",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 25",
    "4k3/6pp/8/8/8/8/8/2B1K3 b - - 0 1",
];

/// The time controls drawn from: none (no flag ever), standard, rapid (A.5 applies: an
/// illegal move stands unless claimed) and blitz (flags fall often).
const CONTROLS: [&str; 4] = ["-", "5400+30", "900+10", "180+2"];

/// What a test starts from.
#[derive(Clone, Copy, Debug)]
enum Start {
    /// The standard position (Art. 2.3), or one of [`FEW_PIECES`].
    FromMoveOne,
    /// One of [`NUMBERED_LATE`].
    NumberedLate,
}

/// One random game: its config, the events fed, the state after each, the game.
struct Played {
    seed: u64,
    config: Config,
    events: Vec<Event>,
    states: Vec<State>,
    game: Game,
    /// Each refusal of an offer or an acceptance as too early: the article it cited and the
    /// record written as a draw at that moment (see [`draw_now`]), with whether a claim would
    /// have stood on that position (the audit then reads the draw as a claim, not an agreement).
    early: Vec<(String, String, bool)>,
}

impl Played {
    /// Everything needed to replay a failure by hand.
    fn describe(&self) -> String {
        let events: Vec<String> = self
            .events
            .iter()
            .map(|e| serde_json::to_string(e).unwrap_or_default())
            .collect();
        format!(
            "seed {}\nconfig {}\nevents:\n{}\npgn:\n{}",
            self.seed,
            serde_json::to_string(&self.config).unwrap_or_default(),
            events.join("\n"),
            self.game.to_pgn()
        )
    }

    fn last(&self) -> &State {
        self.states.last().expect("the start at least")
    }
}

/// The config of a random game.
fn config(rng: &mut StdRng, edition: Edition, start: Start) -> Config {
    let start_fen = match start {
        Start::FromMoveOne if rng.gen_bool(0.4) => FEW_PIECES.choose(rng).map(|s| s.to_string()),
        Start::FromMoveOne => None,
        Start::NumberedLate => NUMBERED_LATE.choose(rng).map(|s| s.to_string()),
    };
    Config {
        edition,
        time_control: CONTROLS.choose(rng).copied().unwrap_or("-").to_owned(),
        mode: if rng.gen_bool(0.4) {
            Mode::Otb
        } else {
            Mode::Online
        },
        start_fen,
        ..Config::default()
    }
}

/// The position a state shows.
fn position(state: &State) -> Chess {
    read_fen(&state.fen).expect("the state's FEN reads").0
}

fn side_of(pos: &Chess) -> Side {
    match pos.turn() {
        shakmaty::Color::White => Side::White,
        shakmaty::Color::Black => Side::Black,
    }
}

/// A move text for a move by the player on move that is not legal here: one of his pieces to a
/// square it cannot legally reach (UCI), as an arbiter enters a completed illegal move
/// (Art. 7.5.1).
fn illegal_text(rng: &mut StdRng, pos: &Chess) -> Option<String> {
    let legal = pos.legal_moves();
    let ours: Vec<Square> = pos.us().into_iter().collect();
    for _ in 0..16 {
        let from = *ours.choose(rng)?;
        let to = Square::new(rng.gen_range(0..64u32));
        if to == from || pos.us().contains(to) || pos.board().role_at(to) == Some(Role::King) {
            continue;
        }
        if legal.iter().any(|m| m.from() == Some(from) && m.to() == to) {
            continue;
        }
        // A pawn reaching the last rank would read as a promotion without its piece.
        if pos.board().role_at(from) == Some(Role::Pawn)
            && matches!(to.rank(), Rank::First | Rank::Eighth)
        {
            continue;
        }
        return Some(format!("{from}{to}"));
    }
    None
}

fn san(pos: &Chess, mv: Move) -> String {
    San::from_move(pos, mv).to_string()
}

/// Whether the game's fullmove number is near Black's 30th move, where agreement timing is
/// decided (or, from a set position numbered late, near 30 moves played).
fn near_thirty(pos: &Chess, plies: usize, start: Start) -> bool {
    let number = match start {
        Start::FromMoveOne => pos.fullmoves().get() as usize,
        Start::NumberedLate => plies / 2 + 1,
    };
    (27..=33).contains(&number)
}

/// The record as the game would write it if the players had agreed a draw now: the PGN export
/// with the result `1/2-1/2`.
fn draw_now(game: &Game) -> String {
    let mut pgn = game.to_pgn_game();
    pgn.result = Some(pgn::GameResult::Draw);
    set_result_tag(&mut pgn, "1/2-1/2");
    write_game(&pgn, &WriteOptions::default())
}

fn set_result_tag(pgn: &mut pgn::Game, result: &str) {
    for (name, value) in &mut pgn.tags {
        if name == "Result" {
            *value = result.to_owned();
        }
    }
}

/// The audit of a PGN text's one game, under the edition the text names (as `arbiter check`
/// reads it without `--edition`).
fn audit_text(text: &str) -> game::Audit {
    let games = read_games(text, ReadOptions::default());
    let mut audits: Vec<game::Audit> = game::audit_games_by(games, |g| g.edition(None))
        .map(|(_, audit)| audit)
        .collect();
    assert_eq!(audits.len(), 1, "one game in\n{text}");
    audits.remove(0)
}

/// The articles that bound an agreement in time.
fn is_agreement_timing(article: &str) -> bool {
    matches!(article, "5.2.3" | "1930 16.1.d" | "1928 15.D")
}

/// The article a refusal cites, if it is one of agreement timing.
fn timing_article(message: &str) -> Option<&'static str> {
    ["1930 16.1.d", "1928 15.D", "5.2.3"]
        .into_iter()
        .find(|a| message.contains(a))
}

/// What a stream has fed so far.
#[derive(Default)]
struct Log {
    events: Vec<Event>,
    states: Vec<State>,
    early: Vec<(String, String, bool)>,
}

impl Log {
    /// Feeds `event` to `game`, keeping the event, the state and any refusal of an offer or an
    /// agreement as too early.
    fn feed(&mut self, game: &mut Game, event: Event) {
        let state = game.apply(&event);
        let offer = matches!(
            event.action,
            Action::OfferDraw { .. }
                | Action::AcceptDraw { .. }
                | Action::Move {
                    offer_draw: true,
                    ..
                }
        );
        // A refusal of the offer or the agreement (an error), or of the offer made with a move
        // that stands (a 9.1.1 notice).
        let refusal = state
            .error
            .as_ref()
            .filter(|e| e.code == "offer_not_allowed")
            .map(|e| e.message.clone())
            .or_else(|| {
                state
                    .notices
                    .iter()
                    .find(|n| n.text.contains("the draw offer is not made"))
                    .map(|n| n.text.clone())
            });
        // An offer made with a move that ends the game (checkmate: Art. 5.1.1, 1930 Art. 10.1)
        // leaves nothing to agree: the record written as a draw at that moment contradicts the
        // board, and the audit says that (`result_contradicts_ending`), not that an agreement
        // came too early. Such a refusal is not one the property can hold the audit to.
        if offer
            && !game.is_over()
            && let Some(message) = refusal
            && let Some(article) = timing_article(&message)
        {
            let claim = game.record().claim_now().is_some();
            self.early.push((article.to_owned(), draw_now(game), claim));
        }
        self.events.push(event);
        self.states.push(state);
    }
}

/// Plays one random game: up to `steps` events after the start.
fn play(seed: u64, edition: Edition, start: Start, steps: usize) -> Played {
    let mut rng = StdRng::seed_from_u64(seed);
    let config = config(&mut rng, edition, start);
    let mut game = Game::new(config.clone()).expect("the config is valid");
    let mut log = Log::default();
    let mut t = 0u64;
    log.feed(&mut game, Event::new(0, Action::Start));
    for _ in 0..steps {
        if game.is_over() {
            break;
        }
        let action = next_action(&mut rng, &log, &config, start, &mut t);
        log.feed(&mut game, Event::new(t, action));
    }
    Played {
        seed,
        config,
        events: log.events,
        states: log.states,
        game,
        early: log.early,
    }
}

/// The next event of a stream, looking at the last state; `t` runs on.
fn next_action(rng: &mut StdRng, log: &Log, config: &Config, start: Start, t: &mut u64) -> Action {
    let state = log.states.last().expect("a state");
    let pos = position(state);
    let to_move = side_of(&pos);
    // Time passes: a few seconds a move, now and then a long think.
    *t += if rng.gen_bool(0.03) {
        rng.gen_range(60_000..900_000)
    } else {
        rng.gen_range(200..9_000)
    };
    let either = |rng: &mut StdRng| if rng.gen_bool(0.5) { to_move } else { !to_move };
    if state.clock.as_ref().is_some_and(|c| c.paused) {
        return Action::Resume;
    }
    if let Some(chooser) = state.must_move.as_ref().and_then(|m| m.chooser) {
        let choice = if rng.gen_bool(0.5) {
            PenaltyChoice::Capture
        } else {
            PenaltyChoice::TouchedPiece
        };
        return Action::ChoosePenalty {
            by: chooser,
            choice,
        };
    }
    // A flag shown down and not yet acted on (A.5.3, 1997 rapid and blitz: the opponent must
    // claim): the opponent usually sees it.
    if let Some(flags) = state.clock.as_ref().map(|c| c.flag)
        && flags.white != flags.black
        && rng.gen_bool(0.7)
    {
        let by = if flags.white {
            Side::Black
        } else {
            Side::White
        };
        return Action::ClaimTime { by };
    }
    if let Some(offerer) = state.draw_offer
        && rng.gen_bool(0.6)
    {
        return if rng.gen_bool(0.7) {
            Action::AcceptDraw { by: !offerer }
        } else {
            Action::DeclineDraw { by: !offerer }
        };
    }
    let near = near_thirty(&pos, state.ply, start);
    let legal = pos.legal_moves();
    let roll: f64 = rng.gen_range(0.0..1.0);
    if roll < 0.015 {
        Action::Resign { by: either(rng) }
    } else if roll < 0.03 {
        let intended = if rng.gen_bool(0.3) {
            legal.choose(rng).map(|m| san(&pos, *m))
        } else {
            None
        };
        Action::ClaimDraw {
            by: to_move,
            intended,
        }
    } else if roll < 0.04 {
        Action::ClaimTime { by: either(rng) }
    } else if roll < 0.05 {
        Action::Tick
    } else if roll < 0.06 {
        Action::ClaimIllegal { by: to_move }
    } else if roll < (if near { 0.25 } else { 0.07 }) {
        Action::OfferDraw { by: either(rng) }
    } else if config.mode == Mode::Otb && roll < 0.09 {
        match illegal_text(rng, &pos) {
            Some(text) => Action::Move {
                by: to_move,
                text,
                offer_draw: false,
            },
            None => Action::Tick,
        }
    } else {
        // A move the player is bound to (9.5.3, 4.3 after 7.5.1, 1930 Art. 17), else any.
        let bound = state
            .must_move
            .as_ref()
            .filter(|m| m.by == to_move)
            .and_then(|m| m.uci.clone());
        let text = bound.unwrap_or_else(|| {
            legal
                .choose(rng)
                .map(|m| san(&pos, *m))
                .unwrap_or_else(|| "--".to_owned())
        });
        Action::Move {
            by: to_move,
            text,
            offer_draw: rng.gen_bool(if near { 0.25 } else { 0.02 }),
        }
    }
}

/// The game's ending and the audit of its export agree: a board ending is the audit's ending,
/// with the same reason, article and ply; any other ending, or none, leaves the audit without
/// one. The record reads back whole and with the game's result.
fn check_ending(played: &Played) -> Result<(), TestCaseError> {
    let text = played.game.to_pgn();
    let audit = audit_text(&text);
    let why = played.describe();
    prop_assert!(
        audit.valid,
        "the export reads back: {:?}\n{why}",
        audit.error
    );
    let last = played.last();
    // Plies before the PGN's start (an illegal move that stood, A.5.2): the game counts them,
    // the record starts after them.
    let offset = last.ply - audit.plies;
    let board = |r: Reason| {
        matches!(
            r,
            Reason::Checkmate
                | Reason::Stalemate
                | Reason::DeadPosition
                | Reason::FivefoldRepetition
                | Reason::SeventyFiveMoves
        )
    };
    match (&last.result, audit.ending) {
        (Some(outcome), Some(ending)) if board(outcome.reason) => {
            prop_assert_eq!(outcome.reason, ending.ending.reason, "{}", why);
            prop_assert_eq!(
                outcome.article.as_str(),
                ending.ending.article.as_str(),
                "{}",
                why
            );
            // A.5.2: an illegal move stands only once the opponent has made his move; the game
            // can announce what it left on the board (a dead position) at that move, while the
            // record, which starts after the move that stood (`rebased`), holds the position
            // from its first line. Both say the same: the position arose by the move that stood.
            let stood_dead = offset > 0
                && ending.ply == 0
                && outcome.reason == Reason::DeadPosition
                && last.ply == offset + 1;
            if !stood_dead {
                prop_assert_eq!(last.ply, ending.ply + offset, "{}", why);
            }
        }
        (Some(outcome), None) if board(outcome.reason) => {
            return Err(TestCaseError::fail(format!(
                "the game ended by {} and the audit saw no ending\n{why}",
                outcome.reason
            )));
        }
        (_, Some(ending)) => {
            return Err(TestCaseError::fail(format!(
                "the audit saw {} (Art. {}) at ply {}, the game {:?}\n{why}",
                ending.ending.reason,
                ending.ending.article,
                ending.ply,
                last.result.as_ref().map(|o| (o.reason, o.article.clone()))
            )));
        }
        (_, None) => {}
    }
    let written = audit.recorded_result.map(|r| r.as_str().to_owned());
    let expected = match &last.result {
        Some(o) => match o.result {
            laws::GameResult::WhiteWins | laws::GameResult::WhiteWinsByForfeit => "1-0",
            laws::GameResult::BlackWins | laws::GameResult::BlackWinsByForfeit => "0-1",
            laws::GameResult::Draw => "1/2-1/2",
            laws::GameResult::DoubleForfeit => "*",
        },
        None => "*",
    };
    prop_assert_eq!(written.as_deref(), Some(expected), "{}", why);
    Ok(())
}

/// The cannot-mate exception (Art. 6.9, 5.1.2): after a flag or a resignation, the record with
/// the loss written is an error for the audit exactly when the game drew instead, citing the
/// article the game applied; the game's own record is never such an error.
fn check_cannot_mate(played: &Played) -> Result<(), TestCaseError> {
    let why = played.describe();
    let exception = |audit: &game::Audit| {
        audit
            .findings
            .iter()
            .find(|f| {
                f.severity == Severity::Error && matches!(f.article.as_str(), "6.9" | "5.1.2")
            })
            .map(|f| f.article.as_str().to_owned())
    };
    let actual = audit_text(&played.game.to_pgn());
    prop_assert_eq!(exception(&actual), None, "the game's own record\n{}", why);
    let last = played.last();
    let Some(outcome) = &last.result else {
        return Ok(());
    };
    let drew = match outcome.reason {
        Reason::Resignation | Reason::TimeForfeit => false,
        Reason::ResignationCannotMate | Reason::TimeForfeitCannotMate => true,
        _ => return Ok(()),
    };
    // Who resigned, or whose flag fell.
    let loser = match played.events.last().map(|e| &e.action) {
        Some(Action::Resign { by }) => *by,
        _ => {
            let Some(flags) = last.clock.as_ref().map(|c| c.flag) else {
                return Ok(());
            };
            match (flags.white, flags.black) {
                (true, false) => Side::White,
                (false, true) => Side::Black,
                // Both flags down (III.3.1, A.5.3...): not this rule.
                _ => return Ok(()),
            }
        }
    };
    let mut pgn = played.game.to_pgn_game();
    let (result, tag) = match loser {
        Side::White => (pgn::GameResult::BlackWins, "0-1"),
        Side::Black => (pgn::GameResult::WhiteWins, "1-0"),
    };
    pgn.result = Some(result);
    set_result_tag(&mut pgn, tag);
    let text = write_game(&pgn, &WriteOptions::default());
    let audit = audit_text(&text);
    let found = exception(&audit);
    prop_assert_eq!(
        found.is_some(),
        drew,
        "the game: {} (Art. {}); the audit of the record with {} written: {:?}\n{}\n{}",
        outcome.reason,
        outcome.article,
        tag,
        audit.findings,
        text,
        why
    );
    if let Some(article) = found {
        prop_assert_eq!(article.as_str(), outcome.article.as_str(), "{}", why);
    }
    Ok(())
}

/// Agreement timing (Art. 5.2.3; 1930 Art. 16.1.d; 1928 Par. 15.D): a draw the game agreed is
/// no early agreement for the audit; a refusal as too early is one for the audit of the record
/// written as a draw at that moment, citing the same article — unless a claim would have stood
/// on that position (the audit then reads the draw as a claim) or the audit reads it as a
/// perpetual check (1930 Art. 16.1.b, 1928 Par. 15.B), which it says in a finding.
fn check_agreement(played: &Played) -> Result<(), TestCaseError> {
    let why = played.describe();
    if let Some(outcome) = &played.last().result
        && outcome.reason == Reason::Agreement
    {
        let audit = audit_text(&played.game.to_pgn());
        let early: Vec<_> = audit
            .findings
            .iter()
            .filter(|f| is_agreement_timing(f.article.as_str()))
            .collect();
        prop_assert!(
            early.is_empty(),
            "the game agreed the draw (Art. {}); the audit: {:?}\n{why}",
            outcome.article,
            early
        );
    }
    for (article, text, claim) in &played.early {
        if *claim {
            continue;
        }
        let audit = audit_text(text);
        let perpetual = audit
            .findings
            .iter()
            .any(|f| matches!(f.article.as_str(), "1930 16.1.b" | "1928 15.B"));
        if perpetual {
            continue;
        }
        prop_assert!(
            audit
                .findings
                .iter()
                .any(|f| f.article.as_str() == article.as_str() && f.severity == Severity::Warning),
            "the game refused the agreement as too early (Art. {article}); the audit of the \
             record written as a draw then: {:?}\n{text}\n{why}",
            audit.findings
        );
    }
    Ok(())
}

/// `cases` cases, the regressions beside this file (`events_pgn_audit.proptest-regressions`)
/// whether it is its own test binary or a module of `tests/main.rs` (where proptest's default
/// would put them in `proptest-regressions/` beside `tests/`).
fn config_of(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::WithSource("proptest-regressions"),
        )),
        ..ProptestConfig::default()
    }
}

fn edition() -> impl Strategy<Value = Edition> {
    prop::sample::select(EDITIONS.to_vec())
}

proptest! {
    // Each case is a whole game of up to 160 events and two or three audits: kept modest for CI.
    #![proptest_config(config_of(48))]

    /// The same ending (reason, article, ply) for the game and the audit of its record
    /// (Art. 5.1.1, 5.2.1, 5.2.2, 9.6; 1930 Art. 10.1, 16.1; 1928 Par. 10, 15).
    #[test]
    fn art_5_9_6_the_game_and_the_audit_of_its_record_end_alike(
        seed in any::<u64>(),
        edition in edition(),
    ) {
        check_ending(&play(seed, edition, Start::FromMoveOne, 160))?;
    }

    /// Art. 6.9 and 5.1.2 (none under 1930 Art. 19.5, 1928 Par. 18): a flag or a resignation
    /// where the winner cannot mate is a draw for the game exactly when the audit calls the loss
    /// an error.
    #[test]
    fn art_6_9_5_1_2_the_cannot_mate_exception_is_decided_alike(
        seed in any::<u64>(),
        edition in edition(),
    ) {
        check_cannot_mate(&play(seed, edition, Start::FromMoveOne, 160))?;
    }

    /// Art. 5.2.3, 1930 Art. 16.1.d, 1928 Par. 15.D, from the standard position and set
    /// positions numbered from move 1.
    #[test]
    fn art_5_2_3_1930_16_1_d_agreement_timing_is_decided_alike(
        seed in any::<u64>(),
        edition in edition(),
    ) {
        check_agreement(&play(seed, edition, Start::FromMoveOne, 160))?;
    }
}

proptest! {
    #![proptest_config(config_of(32))]

    /// Art. 5.2.3, 1930 Art. 16.1.d, 1928 Par. 15.D, from set positions numbered after move 1
    /// (`start_fen` at move 20 or 25).
    ///
    /// Issue 21 found the game counting the moves played since the start (`black < 30`) and the
    /// audit the position's move number (`fullmoves() <= 30`); both now count by the
    /// scoresheet's numbering (`laws::AgreementTiming`, `laws::moves_before`), and the game's
    /// PGN keeps a start numbered after move 1 (its FEN) so that the audit reads the same count.
    #[test]
    fn art_5_2_3_1930_16_1_d_agreement_timing_is_decided_alike_from_a_position_numbered_late(
        seed in any::<u64>(),
        edition in edition(),
    ) {
        check_agreement(&play(seed, edition, Start::NumberedLate, 160))?;
    }

    /// The ending and the cannot-mate exception from the same set positions numbered late.
    #[test]
    fn art_5_6_9_endings_and_cannot_mate_alike_from_a_position_numbered_late(
        seed in any::<u64>(),
        edition in edition(),
    ) {
        let played = play(seed, edition, Start::NumberedLate, 160);
        check_ending(&played)?;
        check_cannot_mate(&played)?;
    }
}

/// The streams reach what the properties check: board endings, agreements under every edition
/// (after Black's 30th move under the old Laws), refusals as too early, flags and resignations
/// with the cannot-mate exception (2023, 1997) and without it (a loss under 1930 and 1928 where
/// the winner could not mate). A property over streams that never reach a case would assert
/// nothing about it. The seeds are fixed: the counts are the same at every run.
#[test]
fn the_random_streams_reach_every_case_the_properties_check() {
    use std::collections::BTreeMap;
    let mut seen: BTreeMap<String, u32> = BTreeMap::new();
    let mut count = |key: String| *seen.entry(key).or_default() += 1;
    for seed in 0..400u64 {
        let edition = EDITIONS[(seed % 4) as usize];
        let start = if seed % 5 == 4 {
            Start::NumberedLate
        } else {
            Start::FromMoveOne
        };
        let played = play(seed, edition, start, 160);
        for (article, _, _) in &played.early {
            count(format!("{edition} refused as early ({article})"));
        }
        let Some(outcome) = &played.last().result else {
            continue;
        };
        count(format!("{edition} {}", outcome.reason));
        let board = matches!(
            outcome.reason,
            Reason::Checkmate
                | Reason::Stalemate
                | Reason::DeadPosition
                | Reason::FivefoldRepetition
                | Reason::SeventyFiveMoves
        );
        if board {
            count("board ending".to_owned());
        }
        let winner = match outcome.result {
            laws::GameResult::WhiteWins => Some(shakmaty::Color::White),
            laws::GameResult::BlackWins => Some(shakmaty::Color::Black),
            _ => None,
        };
        if let Some(winner) = winner
            && matches!(outcome.reason, Reason::Resignation | Reason::TimeForfeit)
            && laws::can_mate(played.game.record().position(), winner) == laws::Mating::Impossible
        {
            count(format!("{edition} a loss the winner could not have mated"));
        }
    }
    let report: Vec<String> = seen.iter().map(|(k, v)| format!("{v:4} {k}")).collect();
    let at_least = |key: &str, n: u32| {
        assert!(
            seen.get(key).copied().unwrap_or(0) >= n,
            "fewer than {n} `{key}` in 400 streams:\n{}",
            report.join("\n")
        )
    };
    at_least("board ending", 3);
    for edition in EDITIONS {
        at_least(&format!("{edition} agreement"), 5);
        at_least(&format!("{edition} resignation"), 5);
        at_least(&format!("{edition} time_forfeit"), 1);
    }
    at_least("fide-2023 refused as early (5.2.3)", 1);
    at_least("fide-1997 refused as early (5.2.3)", 1);
    at_least("fide-1930 refused as early (1930 16.1.d)", 20);
    at_least("fide-1928 refused as early (1928 15.D)", 20);
    for edition in ["fide-2023", "fide-1997"] {
        let drawn = seen
            .get(&format!("{edition} resignation_cannot_mate"))
            .copied()
            .unwrap_or(0)
            + seen
                .get(&format!("{edition} time_forfeit_cannot_mate"))
                .copied()
                .unwrap_or(0);
        assert!(
            drawn >= 1,
            "no cannot-mate draw under {edition}:\n{}",
            report.join("\n")
        );
    }
    for edition in ["fide-1930", "fide-1928"] {
        at_least(
            &format!("{edition} a loss the winner could not have mated"),
            1,
        );
    }
    // What the streams reached (shown with `--nocapture`).
    eprintln!("{}", report.join("\n"));
}

/// Issue 21's disagreement, as one game: under the 1930 Laws, from a position set up at move 25
/// with Black to move, after 25...a6 26.a3 h6 27.h3 b6 28.b3 g6 29.g3 d6 30.d3 Rb8 White offers
/// a draw. "Par convention mutuelle, après le 30ème coup des Noirs" (1930 Art. 16.1.d): by the
/// scoresheet's numbering Black has made his 30th move, and the game and the audit of the same
/// record both say so (`laws::AgreementTiming`).
#[test]
fn fide_1930_art_16_1_d_agreement_timing_from_a_position_set_up_at_move_25() {
    let config = Config {
        edition: Edition::Fide1930,
        start_fen: Some(NUMBERED_LATE[1].to_owned()),
        ..Config::default()
    };
    let mut game = Game::new(config).expect("a valid config");
    game.apply(&Event::new(0, Action::Start));
    let moves = [
        "a6", "a3", "h6", "h3", "b6", "b3", "g6", "g3", "d6", "d3", "Rb8",
    ];
    for (i, text) in moves.iter().enumerate() {
        let by = if i % 2 == 0 { Side::Black } else { Side::White };
        let state = game.apply(&Event::new(
            1 + i as u64,
            Action::Move {
                by,
                text: (*text).to_owned(),
                offer_draw: false,
            },
        ));
        assert_eq!(state.error, None, "{text}");
    }
    let offer = game.apply(&Event::new(100, Action::OfferDraw { by: Side::White }));
    let refused = offer
        .error
        .as_ref()
        .is_some_and(|e| e.message.contains("1930 16.1.d"));
    let audit = audit_text(&draw_now(&game));
    let early = audit
        .findings
        .iter()
        .any(|f| f.article.as_str() == "1930 16.1.d");
    assert_eq!(
        refused, early,
        "the game refused the offer: {refused}; the audit finds an early agreement: {early}"
    );
}

/// 1930 Art. 16.1.d with Art. 10.1: a draw offered too early with a move that mates (13. Ng5#
/// of this seed's stream) is refused as early, and the game ends by checkmate; the property of
/// agreement timing has nothing to compare there (found by the random streams once, kept).
#[test]
fn an_early_offer_made_with_a_mating_move_is_no_early_agreement_to_audit() {
    let played = play(
        8740472967189057730,
        Edition::Fide1930,
        Start::FromMoveOne,
        160,
    );
    let outcome = played.last().result.as_ref().expect("the game is over");
    assert_eq!(outcome.reason, Reason::Checkmate);
    assert!(played.early.is_empty(), "{:?}", played.early);
    check_agreement(&played).expect("the agreement property holds");
}
