//! An arbiter's reading of a recorded game (`arbiter check`).

use std::fmt;

use laws::{
    Article, Edition, Ending, ForcedChecks, Mating, Reason, Record, can_mate, dead_by_material,
    dead_position, perpetual_check,
};
use notation::pgn::{Game, GameResult, Games};
use shakmaty::{Chess, Color, Move, Position};

use crate::{
    codes::{
        AGREED_BEFORE_BLACK_30, AGREED_BEFORE_EACH_MOVED, Code, DEAD_POSITION_UNDECIDED,
        FIFTY_MOVES_NOT_CLAIMED, MOVES_AFTER_ENDING, PERPETUAL_CHECK_DRAW,
        PERPETUAL_CHECK_ESCAPABLE, PERPETUAL_CHECK_TO_JUDGE, PGN_BAD_FEN, PGN_BAD_NAG, PGN_BAD_TAG,
        PGN_COMMENT_NEVER_CLOSED, PGN_ILLEGAL_MOVE, PGN_MOVE_UNREADABLE, PGN_NOT_STRICT,
        PGN_TOO_DEEP, PGN_UNEXPECTED, PGN_VARIATION_NEVER_CLOSED, Params, RESIGNATION_CANNOT_MATE,
        RESIGNATION_MATE_UNDECIDED, RESULT_CONTRADICTS_ENDING, THREEFOLD_NOT_CLAIMED,
        TIME_LOSS_CANNOT_MATE, TIME_LOSS_MATE_UNDECIDED, render,
    },
    params,
    parts::side_of,
    perpetual::{facts_params, facts_text},
    reasons::Why,
};

/// What an arbiter reads in a recorded game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Audit {
    /// The `White` tag.
    pub white: Option<String>,
    /// The `Black` tag.
    pub black: Option<String>,
    /// The result recorded (termination marker, else `Result` tag).
    pub recorded_result: Option<GameResult>,
    /// The plies read (up to the first error).
    pub plies: usize,
    /// Whether every move could be read and was legal.
    pub valid: bool,
    /// The first move or text that could not be read.
    pub error: Option<AuditError>,
    /// What ended the game on the board, and at which ply.
    pub ending: Option<AuditEnding>,
    /// What the arbiter notes.
    pub findings: Vec<Finding>,
}

/// Where and why reading stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuditError {
    /// The ply of the main line (from 1) of the move that could not be read, if a move.
    pub ply: Option<usize>,
    /// The move as written, if the error is a move.
    pub text: Option<String>,
    /// Why, in English: the catalogue's sentence of `code` rendered from `params` (issue 32;
    /// [`reading_error`]), never the notation crate's `Display`.
    pub reason: String,
    /// Its stable code, one of the `pgn_*` findings of [`crate::codes::FINDINGS`] (issue 21: a
    /// page or a tool reads why by code, in its own language).
    pub code: &'static str,
    /// The facts, named as the code's params; a move's reason is `why` with its `why_code`
    /// ([`crate::codes::REASONS`]) and that reason's params.
    pub params: Params,
    /// Line (from 1).
    pub line: usize,
    /// Column (from 1).
    pub column: usize,
}

/// The ending the board decided, and the ply after which it stood (0: the start position).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuditEnding {
    /// The ending, with its article.
    pub ending: Ending,
    /// The ply after which the position ended the game.
    pub ply: usize,
}

/// How much a finding matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// The record contradicts the Laws: the result should be another.
    Error,
    /// Something an arbiter would want to look at.
    Warning,
    /// For information: a right left unused.
    Info,
}

impl Severity {
    /// `error`, `warning` or `info`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "info",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One thing the arbiter notes, with the article it rests on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The article.
    pub article: Article,
    /// The ply it is about (0: the start position), if one.
    pub ply: Option<usize>,
    /// How much it matters.
    pub severity: Severity,
    /// In plain words: the English of `code` with `params` ([`crate::codes::render`]).
    pub text: String,
    /// Its stable code, one of the findings of [`crate::codes::every`] (issue 21: a page or a
    /// tool reads the finding by code, in its own language).
    pub code: &'static str,
    /// The facts of the finding, named as the code's params.
    pub params: Params,
}

impl Finding {
    /// A finding of `code`, its text rendered from `params`.
    fn new(
        article: Article,
        ply: Option<usize>,
        severity: Severity,
        code: &'static Code,
        params: Params,
    ) -> Finding {
        Finding {
            article,
            ply,
            severity,
            text: render(code, &params),
            code: code.name,
            params,
        }
    }
}

/// Reads a recorded game as an arbiter would, under `edition`.
///
/// - `ending`: the first ply at which the board ended the game — checkmate (5.1.1), stalemate
///   (5.2.1), a dead position (5.2.2, where the edition has it), fivefold repetition (9.6.1),
///   seventy-five moves (9.6.2). A dead position stays dead whatever follows, so the helpmate
///   search runs on the last position (the one before the board's ending) and, only if it is
///   dead, backwards for the first dead one: a few searches per game, not one per ply, and none
///   before a checkmate, which the moves leading to it prove possible.
/// - findings: moves recorded after that ending; a recorded result that contradicts it; a loss
///   on time (`Termination "time forfeit"` or the loser's `[%clk]` at zero) where the winner
///   could not mate (6.9: a draw; 2023 and 1997 only — 1930 Art. 19.5 and 1928 Par. 18 keep the
///   loss); any other decisive result without a board ending is read as a resignation, and a
///   resignation where the winner could not mate is a draw (5.1.2; 2023, and 1997 which shares its
///   board rules); a draw agreed before each player moved (5.2.3); a threefold or
///   fifty-move claim (9.2, 9.3) that could have been made on the position reached and was not;
///   a draw agreed before Black's 30th move (1930 16.1.d, 1928 15.D) — unless it came after a
///   run of checks that the opponent could not escape, a perpetual check (1930 16.1.b, 1928
///   15.B), reported as an info finding with the facts of [`laws::perpetual_check`].
///
/// A claim by intended move (9.2.1, 9.3.1) with a move other than the one played is not looked
/// for: the record cannot say which move a player would have written.
pub fn audit(game: &Game, edition: Edition) -> Audit {
    audit_line(game, &mut Scratch::default(), false, edition)
}

/// [`audit_games_by`] for a caller that needs each game only while it makes something of it
/// and its audit (`each`: `arbiter check`'s line of output), the game dropped right after: a
/// game whose moves hold nothing on the heap (no NAG, comment or variation, most games) has
/// its moves freed whole rather than dropped one by one, what the audit's first look at them
/// found out already (issue 36: a second pass over the moves, by then out of the cache, was a
/// fifth of `arbiter check`'s cache misses).
///
/// ```
/// use game::audit_games_each;
/// use laws::Edition;
/// use notation::pgn::{ReadOptions, read_games};
///
/// let text = "[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";
/// let games = read_games(text, ReadOptions::default());
/// let plies: Vec<_> = audit_games_each(games, |_| Edition::Fide2023, |_, audit| audit.plies)
///     .collect();
/// assert_eq!(plies, [7]);
/// ```
pub fn audit_games_each<'a, T>(
    mut games: Games<'a>,
    edition_of: impl Fn(&Game) -> Edition + 'a,
    mut each: impl FnMut(&Game, Audit) -> T + 'a,
) -> impl Iterator<Item = T> + 'a {
    let mut scratch = Scratch::default();
    std::iter::from_fn(move || {
        let mut game = games.next_with_positions_into(&mut scratch.positions)?;
        let audit = audit_line(&game, &mut scratch, true, edition_of(&game));
        let made = each(&game, audit);
        if scratch.bare {
            // Nothing of the moves is on the heap but their vector (`Scratch::bare`, found as
            // the moves were taken): each forgotten, the vector freed.
            std::mem::take(&mut game.moves)
                .into_iter()
                .for_each(std::mem::forget);
        }
        Some(made)
    })
}

/// The audit of every game of `games` (see [`audit`]), each with the positions the reader played
/// rather than its moves played again: the same answers, with half the work of the legality
/// checks.
///
/// ```
/// use game::audit_games;
/// use laws::Edition;
/// use notation::pgn::{ReadOptions, read_games};
///
/// let text = "[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";
/// let audits: Vec<_> = audit_games(read_games(text, ReadOptions::default()), Edition::Fide2023)
///     .map(|(_, audit)| audit)
///     .collect();
/// assert_eq!(audits[0].ending.map(|e| e.ply), Some(7));
/// ```
pub fn audit_games(games: Games<'_>, edition: Edition) -> impl Iterator<Item = (Game, Audit)> + '_ {
    audit_games_by(games, move |_| edition)
}

/// [`audit_games`], each game under the edition `edition_of` gives for it: an archive of games
/// played under different Laws, each naming its own (`arbiter check` gives
/// [`notation::pgn::Game::edition`], the rule the reader read the game under).
///
/// ```
/// use game::audit_games_by;
/// use notation::pgn::{ReadOptions, read_games};
///
/// // Agreed drawn after 5 moves: early under the 1930 Laws (Art. 16.1.d), not under 2023's.
/// let text = "[Edition \"fide-1930\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2\n";
/// let by_tag = |game: &notation::pgn::Game| game.edition(None);
/// let audits: Vec<_> = audit_games_by(read_games(text, ReadOptions::default()), by_tag)
///     .map(|(_, audit)| audit)
///     .collect();
/// assert_eq!(audits[0].findings[0].article.as_str(), "1930 16.1.d");
/// ```
pub fn audit_games_by<'a>(
    mut games: Games<'a>,
    edition_of: impl Fn(&Game) -> Edition + 'a,
) -> impl Iterator<Item = (Game, Audit)> + 'a {
    // One game's buffers, kept for the next (issue 36: a fresh vector of positions, of moves
    // and of fingerprints a game were the audit's allocations, and copies where they grew).
    let mut scratch = Scratch::default();
    std::iter::from_fn(move || {
        let game = games.next_with_positions_into(&mut scratch.positions)?;
        let audit = audit_line(&game, &mut scratch, true, edition_of(&game));
        Some((game, audit))
    })
}

/// The buffers of a game's audit, kept from one game to the next ([`audit_games_by`]): the
/// positions of its main line (the reader's), its moves, and the fingerprints of its
/// recurrences.
#[derive(Default)]
struct Scratch {
    positions: Vec<Chess>,
    moves: Vec<Move>,
    recurrences: Recurrences,
    /// Whether the last game's moves hold nothing on the heap (no NAG, comment or variation),
    /// found as its moves were taken ([`audit_games_each`]).
    bare: bool,
}

/// Why the reader stopped, as a code and its params (issue 21), whose English in the catalogue
/// is `arbiter check`'s `reason` ([`reading_reason`]; issue 32). A move's reason is the same
/// `why`/`why_code` a refused move carries (`reasons::Why`), `why` the reason's sentence in the
/// catalogue; a bad `FEN` tag gives the FEN, its fields and why it does not read
/// ([`notation::pgn::FenFault`]); a repair refused by strict reading gives the reader's warning
/// by its code (`warning_code`) and its facts, a repaired move's by its `repair` code.
///
/// The notation crate keeps its `Display` for Rust embedders (a `std::error::Error` has one);
/// no output of the CLI or the server takes words from it: they are this code's, in the
/// catalogue, with every fact the `Display` said as a param.
pub fn reading_error(kind: &notation::pgn::ErrorKind) -> (&'static Code, Params) {
    use notation::pgn::ErrorKind;
    let unreadable = |text: &str, why: Why| {
        let mut params = why.params;
        params.insert("written".to_owned(), text.into());
        params.insert("why".to_owned(), why.text.into());
        params.insert("why_code".to_owned(), why.code.name.into());
        (&PGN_MOVE_UNREADABLE, params)
    };
    match kind {
        ErrorKind::Move { text, error } => unreadable(text, Why::of_move(error)),
        ErrorKind::DescriptiveMove { text, error } => unreadable(text, Why::of_descriptive(error)),
        ErrorKind::UnterminatedComment => (&PGN_COMMENT_NEVER_CLOSED, params! {}),
        ErrorKind::BadTag => (&PGN_BAD_TAG, params! {}),
        ErrorKind::BadNag => (&PGN_BAD_NAG, params! {}),
        ErrorKind::Unexpected(token) => (&PGN_UNEXPECTED, params! { "token" => token.as_str() }),
        ErrorKind::UnclosedVariation => (&PGN_VARIATION_NEVER_CLOSED, params! {}),
        ErrorKind::TooDeep { depth } => (&PGN_TOO_DEEP, params! { "depth" => *depth }),
        ErrorKind::BadFen {
            fen, fields, fault, ..
        } => {
            let errors = fault.position_errors();
            let position_errors = if errors.is_empty() {
                "none".to_owned()
            } else {
                errors.join(", ")
            };
            (
                &PGN_BAD_FEN,
                params! {
                    "fen" => fen.as_str(),
                    "fields" => *fields,
                    "fen_why" => fault.code(),
                    "position_errors" => position_errors,
                },
            )
        }
        ErrorKind::Strict(warning) => {
            let mut params = warning_facts(warning);
            params.insert("warning_code".to_owned(), warning.code().into());
            (&PGN_NOT_STRICT, params)
        }
    }
}

/// [`reading_error`]'s English: the catalogue's sentence of its code and params (`arbiter
/// check`'s `reason`; for a variation's move that cannot be read, the words a warning says).
pub fn reading_reason(kind: &notation::pgn::ErrorKind) -> String {
    let (code, params) = reading_error(kind);
    render(code, &params)
}

/// The facts of a warning of the PGN reader, named as the catalogue's `warning_…` messages name
/// them (a text of the game quoted as Rust's `{:?}` writes it, as the reader's sentence did): a
/// repaired move's `repair` ([`notation::pgn::Repair`]'s code), a variation's move that cannot
/// be read by its reading error, in English (`variation_error`, [`reading_reason`]) and by code
/// (`variation_error_code`).
pub fn warning_facts(kind: &notation::pgn::WarningKind) -> Params {
    use notation::pgn::WarningKind;
    match kind {
        WarningKind::Repaired { text, san, why } => params! {
            "text" => words::escaped(text),
            "san" => san.as_str(),
            // Every `why` the reader writes is a repair's; another would be said as it is.
            "repair" => kind.repair().map_or(*why, |r| r.code()),
        },
        WarningKind::MissingResult => params! {},
        WarningKind::ResultSpelling { text } | WarningKind::Detached { text } => {
            params! { "text" => words::escaped(text) }
        }
        WarningKind::ResultMismatch { tag, marker } => {
            params! { "tag" => tag.as_str(), "marker" => marker.to_string() }
        }
        WarningKind::TagQuotes {
            name,
            written,
            value,
        } => params! {
            "name" => name.as_str(),
            "written" => written.as_str(),
            "value" => words::escaped(value),
        },
        WarningKind::VariationMove { error } => {
            let (code, params) = reading_error(error);
            params! {
                "variation_error" => render(code, &params),
                "variation_error_code" => code.name,
            }
        }
        WarningKind::UnknownEdition { tag, read_under } => params! {
            "tag" => words::escaped(tag),
            "edition" => read_under.to_string(),
        },
    }
}

/// [`audit`], with the positions of the game's main line in `scratch` when `read` (the reader's:
/// the start, then one after each move; the moves are then not checked again). The record
/// reads them in `scratch`'s buffers and gives them back.
fn audit_line(game: &Game, scratch: &mut Scratch, read: bool, edition: Edition) -> Audit {
    let mode = game.start.castles().mode();
    // The reader's positions, when they match its moves one for one: the record adopts them
    // whole (no copy a ply) and reaches them where it is asked something (`Record::advance_to`);
    // else it plays the moves itself.
    let adopted = read
        .then(|| {
            let positions = std::mem::take(&mut scratch.positions);
            let mut moves = std::mem::take(&mut scratch.moves);
            moves.clear();
            // The only pass over the moves (each about 136 bytes): what the audit and the
            // game's drop need of them, taken at once.
            let mut held = 0;
            moves.extend(game.moves.iter().map(|played| {
                held |= played.nags.capacity()
                    | played.comments.capacity()
                    | played.variations.capacity();
                played.mv
            }));
            scratch.bare = held == 0;
            Record::adopt(positions, moves, mode, edition)
        })
        .flatten();
    let read = adopted.is_some();
    let mut record = adopted.unwrap_or_else(|| {
        let mut record = Record::new(game.start.clone(), mode, edition);
        record.reserve(game.moves.len());
        record
    });
    let mut findings = Vec::new();
    let plies = game.moves.len();
    let rules = edition.rules();
    // Castling without the rook given (1930 Art. 22.8), which the reader reads under the Odds
    // tag, is played again as the odds play it: the same answer with or without the reader's
    // positions.
    let odds = game.odds(edition);
    // The start position's ending. A move the reader found legal there and played proves it is
    // neither checkmate nor stalemate (5.1.1, 5.2.1), and one position stands once (9.6.1): only
    // the seventy-five-move rule (9.6.2, a FEN's halfmove clock) is left to ask then. (An odds
    // game's moves are the odds' own: asked as before.)
    let start_may_end = !read
        || plies == 0
        || odds.is_some()
        || rules.fivefold.is_some_and(|r| r.threshold <= 1)
        || rules
            .seventy_five_moves
            .is_some_and(|r| record.position().halfmoves() >= r.threshold);
    let mut ending: Option<AuditEnding> = if start_may_end {
        record
            .automatic_ending()
            .map(|ending| AuditEnding { ending, ply: 0 })
    } else {
        None
    };
    // The claims noted (9.2, 9.3): each is noted once.
    let (mut threefold_noted, mut fifty_noted) = (false, false);
    // The fingerprints of the positions since the last capture or pawn move (see `Recurrences`):
    // the repetition count's first test. They are counted only once the halfmove clock reaches 8
    // (below that no position can stand a third time), from the first position not counted yet:
    // a window that a capture or a pawn move closes sooner is never fingerprinted, and the
    // count where it is asked is the one every position added as it came would give.
    let recurrences = &mut scratch.recurrences;
    recurrences.clear();
    let mut counted = 0;
    // The final position's repetitions, once counted (the claim on it below).
    let mut final_repetitions = None;
    // Below eight half-moves since a capture or a pawn move, a position has stood at most
    // twice: no claim (9.2, 9.3), and no automatic ending but checkmate and stalemate, asked
    // of the last position only, where the edition's thresholds are the Laws' (fivefold
    // repetition, 9.6.1; seventy-five moves, 9.6.2).
    let quiet_below_8 = rules.fivefold.is_none_or(|r| r.threshold > 2)
        && rules.seventy_five_moves.is_none_or(|r| r.threshold >= 8);
    let mut error = game.error.as_ref().map(|e| {
        let (code, params) = reading_error(&e.kind);
        AuditError {
            ply: e.ply,
            text: match &e.kind {
                notation::pgn::ErrorKind::Move { text, .. } => Some(text.clone()),
                _ => None,
            },
            reason: render(code, &params),
            code: code.name,
            params,
            line: e.line,
            column: e.column,
        }
    });
    // What the scan over the reader's line found at the ply it stopped at: that position's
    // halfmove clock and whether it may have stood three times, its fingerprints counted.
    let mut scanned: Option<(u32, bool)> = None;
    // By index: with the reader's positions the moves themselves are not looked at again.
    let mut next = 0;
    while next < plies {
        if read && quiet_below_8 && ending.is_none() {
            // The reader's line is legal throughout: the plies where nothing is asked (no
            // recurrence, no claim, no automatic ending: most of them) are passed over in one
            // tight loop (issue 36), their fingerprints counted as below, up to the next ply
            // where something may be (`Recurrences::next_asked`), or the last.
            let fifty = if fifty_noted {
                u32::MAX
            } else {
                rules.fifty_moves.threshold
            };
            let stop_at = rules
                .seventy_five_moves
                .map_or(fifty, |r| r.threshold.min(fifty));
            next =
                match recurrences.next_asked(record.line(), next + 1, plies, &mut counted, stop_at)
                {
                    Some((ply, halfmoves, said)) => {
                        scanned = Some((halfmoves, said));
                        ply - 1
                    }
                    None => plies - 1,
                };
        }
        let index = next;
        next += 1;
        let legal = read || {
            let mv = game.moves[index].mv;
            match &odds {
                Some(odds)
                    if odds
                        .castling_without_rook_side(record.position(), mv)
                        .is_some() =>
                {
                    odds.play(&mut record, mv).is_ok()
                }
                _ => record.play(mv).is_ok(),
            }
        };
        if !legal {
            let played = &game.moves[index];
            // The reader only gives legal moves; kept as an error rather than trusted. The
            // position before it was not looked at for checkmate or stalemate yet (see below).
            if ending.is_none() {
                ending = record
                    .automatic_ending()
                    .map(|ending| AuditEnding { ending, ply: index });
            }
            error.get_or_insert(AuditError {
                ply: Some(index + 1),
                text: None,
                reason: render(&PGN_ILLEGAL_MOVE, &params! {}),
                code: PGN_ILLEGAL_MOVE.name,
                params: params! {},
                line: played.line,
                column: played.column,
            });
            break;
        }
        let ply = index + 1;
        if ending.is_some() {
            continue;
        }
        // The cheap facts first, from the line itself (the record's positions, those it has
        // not reached yet included: one more than the moves played in every case). A legal
        // move played from a position proves it is neither checkmate nor stalemate (5.1.1,
        // 5.2.1), so only the last position (or one whose next move cannot be played, above)
        // needs its moves generated.
        let positions = &record.line()[..=ply];
        let (halfmoves, counted_here) = match scanned.take() {
            Some((halfmoves, said)) => (halfmoves, Some(said)),
            None => (positions[ply].halfmoves(), None),
        };
        // Each recurrence of a position takes at least four plies without a capture or a pawn
        // move, so three occurrences (9.2) need eight of them: below that the count is 1 or 2.
        let may_recur = if let Some(said) = counted_here {
            said
        } else if halfmoves >= 8 {
            recurrences.count_to(positions, &mut counted, ply)
        } else {
            if halfmoves == 0 {
                // Every position before this one leaves the window here.
                counted = ply;
            }
            if ply < plies && quiet_below_8 {
                // Nothing to count, to claim or to end here (most plies: issue 36).
                continue;
            }
            false
        };
        let repetitions = if halfmoves >= 8 && may_recur {
            // Positions the same by Art. 9.2.3 (or 1930's rule) have the same pieces on the same
            // squares and the same player to move, so the same fingerprint: fewer than three
            // like this one since the last capture or pawn move mean fewer than three
            // occurrences, and the thresholds asked below (3 and 5) are not reached. Only then
            // are the positions compared, those of the same fingerprint only.
            recurrences.repetitions(positions, &record)
        } else {
            1
        };
        if ply == plies {
            final_repetitions = Some(repetitions);
        }
        let automatic = ply == plies
            || rules.fivefold.is_some_and(|r| repetitions >= r.threshold)
            || rules
                .seventy_five_moves
                .is_some_and(|r| halfmoves >= r.threshold);
        // A claim needs a third repetition or a hundred half-moves (9.2, 9.3; 1930 16.1). Once
        // a reason has been noted, the claim is looked at again only where it could give the
        // other: the repetition claim comes first, so with it noted and fewer than a hundred
        // half-moves the answer can only be one already noted (a quiet ending holds a hundred
        // half-moves for fifty plies, a shuffle repeats for as long: a search of the legal
        // moves each ply, for nothing).
        let fifty_claim = rules.fifty_moves.threshold;
        let may_repeat =
            repetitions >= 3 && !(threefold_noted && (fifty_noted || halfmoves < fifty_claim));
        let may_fifty = halfmoves >= fifty_claim && !fifty_noted;
        let claim_asked = ply < plies && (may_repeat || may_fifty);
        if !automatic && !claim_asked {
            continue;
        }
        // The record reaches the ply it is asked about, at once.
        let reached = record.advance_to(ply);
        debug_assert!(reached, "ply {ply} of {plies}");
        // The count is exact from 3 on, below 3 where it is less: the rules' answers, whose
        // thresholds are 3 and 5.
        if automatic && let Some(e) = record.automatic_ending_counted(repetitions) {
            ending = Some(AuditEnding { ending: e, ply });
            continue;
        }
        if claim_asked && let Some(claim) = record.claim_now_counted(repetitions) {
            let (noted, code) = match claim.reason {
                Reason::ThreefoldRepetition => (&mut threefold_noted, &THREEFOLD_NOT_CLAIMED),
                _ => (&mut fifty_noted, &FIFTY_MOVES_NOT_CLAIMED),
            };
            if *noted {
                continue;
            }
            *noted = true;
            findings.push(Finding::new(
                claim.article,
                Some(ply),
                Severity::Info,
                code,
                params! { "ply" => ply },
            ));
        }
    }
    // The reader's line reached to its end (a line played move by move is there already, or
    // stopped at an illegal move).
    let at_end = record.advance_to(plies);
    debug_assert!(at_end || !read);
    let recorded = game.recorded_result();
    let winner = match recorded {
        Some(GameResult::WhiteWins) => Color::White,
        Some(GameResult::BlackWins) => Color::Black,
        _ => Color::White,
    };
    let positions = record.positions();
    let mut final_potential = Potential::new(record.position());
    if let Some(article) = rules.dead_position {
        // The positions that may be dead: those before the board's ending, or all. Before a
        // checkmate none is: the moves that follow it are a helpmate (5.2.2).
        let last = match ending {
            Some(e) if e.ending.reason == Reason::Checkmate => None,
            Some(e) => e.ply.checked_sub(1),
            None => positions.len().checked_sub(1),
        };
        if let Some(last) = last {
            let last_dead = match recorded {
                // The recorded winner first: the same answer serves Art. 6.9 and 5.1.2 below.
                Some(GameResult::WhiteWins | GameResult::BlackWins)
                    if last + 1 == positions.len() =>
                {
                    final_potential.dead(winner)
                }
                _ => dead_position(&positions[last]),
            };
            match first_dead(&positions[..=last], last_dead) {
                DeadSearch::Dead(ply) => {
                    ending = Some(AuditEnding {
                        ending: Ending::draw(Reason::DeadPosition, article),
                        ply,
                    });
                    // The dead position ended the game at once (5.2.2): nothing was left to
                    // claim from that ply on.
                    findings.retain(|f| f.ply.is_none_or(|p| p < ply));
                }
                DeadSearch::Undecided if ending.is_none() => findings.push(Finding::new(
                    article,
                    Some(last),
                    Severity::Info,
                    &DEAD_POSITION_UNDECIDED,
                    params! {},
                )),
                _ => {}
            }
        }
    }
    if let Some(AuditEnding { ending: e, ply }) = ending {
        if ply < plies {
            findings.push(Finding::new(
                e.article,
                Some(ply),
                Severity::Warning,
                &MOVES_AFTER_ENDING,
                params! {
                    "extra_plies" => plies - ply,
                    "ending_reason" => e.reason.as_str(),
                    "ply" => ply,
                },
            ));
        }
        if let Some(r) = recorded.filter(|r| *r != GameResult::Unknown)
            && r.as_str() != e.result.as_str()
        {
            findings.push(Finding::new(
                e.article,
                Some(ply),
                Severity::Error,
                &RESULT_CONTRADICTS_ENDING,
                params! {
                    "recorded" => r.to_string(),
                    "result" => e.result.as_str(),
                    "ending_reason" => e.reason.as_str(),
                    "ply" => ply,
                },
            ));
        }
    } else if error.is_none() {
        // A claim on the final position would have been correct: then an early draw is a
        // claim, not an agreement.
        let claim_stands = match final_repetitions {
            Some(repetitions) => record.claim_now_counted(repetitions),
            None => record.claim_now(),
        }
        .is_some();
        after_the_board(
            game,
            &record,
            recorded,
            &mut final_potential,
            claim_stands,
            plies,
            &mut findings,
        );
    }
    // The buffers, for the next game.
    (scratch.positions, scratch.moves) = record.into_line();
    Audit {
        white: game.tag("White").map(str::to_owned),
        black: game.tag("Black").map(str::to_owned),
        recorded_result: recorded,
        plies,
        valid: error.is_none(),
        error,
        ending,
        findings,
    }
}

/// Results the board did not decide: losses on time, resignations, agreements.
fn after_the_board(
    game: &Game,
    record: &Record,
    recorded: Option<GameResult>,
    potential: &mut Potential<'_>,
    claim_stands: bool,
    plies: usize,
    findings: &mut Vec<Finding>,
) {
    let edition = record.edition();
    let competition = edition.competition();
    let winner = match recorded {
        Some(GameResult::WhiteWins) => Color::White,
        Some(GameResult::BlackWins) => Color::Black,
        Some(GameResult::Draw) => {
            // Art. 5.2.3 (a move from each player) and 1930 Art. 16.1.d (after Black's 30th
            // move) count by the scoresheet's numbering, as the game does: the moves before a
            // FEN start (its move number) and those recorded since (`laws::AgreementTiming`:
            // the reading kept).
            let white_first = game.start.turn() == Color::White;
            let (white_before, black_before) = laws::moves_before(&game.start);
            let recorded_by = |color: Color| {
                let first = if (color == Color::White) == white_first {
                    1
                } else {
                    0
                };
                (plies + first) / 2
            };
            let white_moves = recorded_by(Color::White) + white_before as usize;
            let black_moves = recorded_by(Color::Black) + black_before as usize;
            let each_moved = white_moves >= 1 && black_moves >= 1;
            if competition.agreement_timing.is_none() && !each_moved && !claim_stands {
                findings.push(Finding::new(
                    competition.agreement,
                    Some(plies),
                    Severity::Warning,
                    &AGREED_BEFORE_EACH_MOVED,
                    params! {},
                ));
            }
            if let Some(timing) = competition.agreement_timing
                && !timing.allows(u32::try_from(black_moves).unwrap_or(u32::MAX))
                && !claim_stands
                && !perpetual(record, edition, plies, findings)
            {
                findings.push(Finding::new(
                    timing.article,
                    Some(plies),
                    Severity::Warning,
                    &AGREED_BEFORE_BLACK_30,
                    params! {},
                ));
            }
            return;
        }
        _ => return,
    };
    let loser = !winner;
    let termination = game.tag("Termination").unwrap_or("").to_ascii_lowercase();
    let last_clock = game
        .moves
        .iter()
        .enumerate()
        .rev()
        .find(|(i, _)| mover(&game.start, *i) == loser)
        .and_then(|(_, m)| m.clock_ms);
    let on_time = termination.contains("time") || last_clock == Some(0);
    // 6.9, 5.1.2: the exception where the edition has it (`laws::CompetitionRules::
    // cannot_mate_draws`), as the game decides it.
    if !competition.cannot_mate_draws {
        return;
    }
    let (article, drawn, undecided) = if on_time {
        (
            competition.time_forfeit.as_str(),
            &TIME_LOSS_CANNOT_MATE,
            &TIME_LOSS_MATE_UNDECIDED,
        )
    } else if termination.is_empty() || termination == "normal" || termination.contains("resign") {
        (
            competition.resignation.as_str(),
            &RESIGNATION_CANNOT_MATE,
            &RESIGNATION_MATE_UNDECIDED,
        )
    } else {
        return;
    };
    let sides = || params! { "loser" => side_of(loser), "winner" => side_of(winner) };
    match potential.of(winner) {
        Mating::Impossible => findings.push(Finding::new(
            Article(article),
            Some(plies),
            Severity::Error,
            drawn,
            sides(),
        )),
        Mating::Unknown(_) => findings.push(Finding::new(
            Article(article),
            Some(plies),
            Severity::Info,
            undecided,
            sides(),
        )),
        Mating::Possible { .. } => {}
    }
}

/// A draw recorded after a run of checks, under the 1928 or 1930 Laws: a perpetual check (1928
/// Par. 15.B, 1930 Art. 16.1.b) rather than an agreement, if the checking side could keep on
/// checking. The program cannot see the demonstration the claimant made at the board; it gives
/// the arbiter what the record and the board establish (an info finding) and says whether the
/// draw may stand on perpetual check: true when the checks could not be escaped, or could not
/// be shown to be escapable within the search; false (no run of checks, or the opponent could
/// escape them) leaves the draw to be judged as an agreement.
fn perpetual(record: &Record, edition: Edition, plies: usize, findings: &mut Vec<Finding>) -> bool {
    let Some(article) = edition.rules().perpetual_check else {
        return false;
    };
    let pos = record.position();
    // The side that gave the last check: the one not to move, if the player to move is in check.
    if !pos.is_check() {
        return false;
    }
    let claimant = !pos.turn();
    let facts = perpetual_check(record, claimant);
    // One check is no series: two in a row at least before the draw is looked at as perpetual.
    if facts.checks_in_a_row < 2 {
        return false;
    }
    // The facts as a claim's notice gives them; what they make of the draw is the audit's.
    let (code, stands) = match facts.forced {
        ForcedChecks::Endless => (&PERPETUAL_CHECK_DRAW, true),
        ForcedChecks::AtLeast { .. } => (&PERPETUAL_CHECK_TO_JUDGE, true),
        ForcedChecks::Escapes { .. } => (&PERPETUAL_CHECK_ESCAPABLE, false),
    };
    let mut params = facts_params(&facts);
    params.insert("by".to_owned(), side_of(claimant).into());
    params.insert("facts".to_owned(), facts_text(&facts).into());
    findings.push(Finding::new(
        article,
        Some(plies),
        Severity::Info,
        code,
        params,
    ));
    stands
}

/// The fingerprints [`Recurrences`] makes room for at once: a window of 128 plies.
const WINDOW_ROOM: usize = 128;

/// How often fingerprints ([`fingerprint`]) stood since the last capture or pawn move: first
/// counted by their top eight bits, a counter a bucket, so that the count of a fingerprint is
/// never less than the times it stood (other fingerprints of its bucket count with it), one
/// byte a ply written; where a bucket reaches three, the fingerprints of the window are counted
/// exactly (issue 36: the bucket's false alarms each cost a comparison of the window's
/// positions, [`Record::repetitions`]).
///
/// The window is the positions since the last one with a halfmove clock of 0 (or since the
/// start): the halfmove clock grows by one a ply and is 0 after a capture or a pawn move, so it
/// holds every position the clock counts back to, and Art. 9.2.3's repetitions (the same pieces
/// on the same squares) cannot reach over a capture or a pawn move.
struct Recurrences {
    counts: [u8; 256],
    /// The fingerprints of the window, in order.
    prints: Vec<u64>,
}

impl Default for Recurrences {
    fn default() -> Recurrences {
        Recurrences {
            counts: [0; 256],
            // Room for a long window at once (issue 36: grown a push at a time, the vector was
            // five reallocations a game, the audit loop's only copies).
            prints: Vec::with_capacity(WINDOW_ROOM),
        }
    }
}

impl Recurrences {
    /// Empty, for a new game: its room kept.
    fn clear(&mut self) {
        if !self.prints.is_empty() {
            self.counts.fill(0);
            self.prints.clear();
        }
    }

    /// How many times the last of `positions` has stood, as `record` (whose line they are, to
    /// the ply asked about) counts ([`Record::repetitions`]), where the window's fingerprints
    /// are those of the last positions, the current one's the last: only the positions of the
    /// same fingerprint are compared (the same position has the same fingerprint,
    /// [`fingerprint`]). The window is the record's, the positions since the last capture or
    /// pawn move (Art. 9.2.3), or since the start.
    fn repetitions(&self, positions: &[Chess], record: &Record) -> u32 {
        let (Some((&print, _)), Some(current)) = (self.prints.split_last(), positions.last())
        else {
            return 1;
        };
        let first = positions.len().saturating_sub(self.prints.len());
        self.prints
            .iter()
            .zip(&positions[first..])
            .filter(|&(&p, pos)| p == print && record.same(pos, current))
            .count() as u32
    }

    /// In `line`, a game's line read whole and legal (the reader's positions), from ply `from`
    /// up to the last ply `plies` (not included): the first ply where the audit loop may have
    /// something to ask, its position's halfmove clock and whether it may have stood three times
    /// ([`Recurrences::add`]); `None` where there is none before the last ply. Passed over on the
    /// way, as the loop would: a ply whose position's halfmove clock is below 8 (it stood at most
    /// twice, and the clock reaches no threshold; one of 0 starts a new window at `counted`),
    /// and one whose clock is below `stop_at` (the seventy-five-move rule's threshold, and the
    /// fifty-move claim's, `BoardRules::fifty_moves`, while it is not noted) whose position
    /// certainly stood fewer than three times. The positions from `counted` to the ply are
    /// counted, `counted` moved past it.
    fn next_asked(
        &mut self,
        line: &[Chess],
        from: usize,
        plies: usize,
        counted: &mut usize,
        stop_at: u32,
    ) -> Option<(usize, u32, bool)> {
        let passed = line.get(from..plies).unwrap_or(&[]);
        for (offset, position) in passed.iter().enumerate() {
            let ply = from + offset;
            let halfmoves = position.halfmoves();
            if halfmoves < 8 {
                if halfmoves == 0 {
                    *counted = ply;
                }
                continue;
            }
            let said = self.count_to(line, counted, ply);
            if said || halfmoves >= stop_at {
                return Some((ply, halfmoves, said));
            }
        }
        None
    }

    /// Counts the positions of `line` from `counted` to ply `ply`, `counted` then moved past it;
    /// whether the position at `ply` may have stood three times ([`Recurrences::add`]).
    fn count_to(&mut self, line: &[Chess], counted: &mut usize, ply: usize) -> bool {
        let mut said = false;
        for p in line.get(*counted..=ply).unwrap_or(&[]) {
            said = self.add(fingerprint(p), p.halfmoves());
        }
        *counted = ply + 1;
        said
    }

    /// Counts `print`, a position whose halfmove clock is `halfmoves`; whether it may have stood
    /// three times now (`false`: fewer than three, certainly).
    fn add(&mut self, print: u64, halfmoves: u32) -> bool {
        if halfmoves == 0 && !self.prints.is_empty() {
            // Zeroed in place (an assignment of a new array was a call to copy one).
            self.counts.fill(0);
            self.prints.clear();
        }
        self.prints.push(print);
        let count = &mut self.counts[(print >> 56) as usize];
        *count = count.saturating_add(1);
        *count >= 3 && self.prints.iter().filter(|&&p| p == print).count() >= 3
    }
}

/// A 64-bit fingerprint of the squares occupied, those of White's pieces, and the player to
/// move: equal for positions that Art. 9.2.3 (and 1930 Art. 16.1.c) call the same (the same
/// pieces on the same squares), seldom equal otherwise among the positions it is compared with,
/// those since the last capture or pawn move: they hold the same pieces, so two of them with
/// the same squares taken by each side differ only where pieces of one side of different kinds
/// have traded squares. The product's top eight bits, [`Recurrences`]' buckets, depend on
/// every square (issue 36: the seven bitboards each mixed in were a fifth of the audit loop).
fn fingerprint(pos: &Chess) -> u64 {
    const OCCUPIED: u64 = 0x9e37_79b9_7f4a_7c15;
    const WHITE: u64 = 0xc2b2_ae3d_27d4_eb4f;
    const TURN: u64 = 0x1656_67b1_9e37_79f9;
    let board = pos.board();
    board.occupied().0.wrapping_mul(OCCUPIED)
        ^ board.white().0.wrapping_mul(WHITE)
        ^ u64::from(pos.turn() == Color::White).wrapping_mul(TURN)
}

/// The colour that made the move at `index` of a line starting at `start`.
fn mover(start: &Chess, index: usize) -> Color {
    if index.is_multiple_of(2) {
        start.turn()
    } else {
        !start.turn()
    }
}

/// The mating potential of one position, searched at most once per side and in the order asked:
/// the final position's answers serve both the dead-position search and Art. 6.9 / 5.1.2.
struct Potential<'a> {
    pos: &'a Chess,
    white: Option<Mating>,
    black: Option<Mating>,
}

impl<'a> Potential<'a> {
    fn new(pos: &'a Chess) -> Potential<'a> {
        Potential {
            pos,
            white: None,
            black: None,
        }
    }

    fn of(&mut self, color: Color) -> &Mating {
        let pos = self.pos;
        let slot = match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        };
        slot.get_or_insert_with(|| can_mate(pos, color))
    }

    /// Whether the position is dead, asking `first` first and stopping at the first side that
    /// can mate.
    fn dead(&mut self, first: Color) -> Option<bool> {
        let mut unknown = false;
        for color in [first, !first] {
            match self.of(color) {
                Mating::Possible { .. } => return Some(false),
                Mating::Impossible => {}
                Mating::Unknown(_) => unknown = true,
            }
        }
        if unknown { None } else { Some(true) }
    }
}

enum DeadSearch {
    Dead(usize),
    Alive,
    Undecided,
}

/// The first dead position of a line (`last_dead`: whether its last one is).
///
/// Every position reachable from a dead one is dead (5.2.2), so if the last is alive all are;
/// and if a position is alive, all before it are. The games that end dead mostly became so
/// with their last moves (a capture leaving too little material), so the search goes backwards
/// from the end in growing steps until a position is not proven dead, then halves the gap:
/// alive positions, the costly ones to prove, are seldom asked about more than once or twice.
fn first_dead(positions: &[Chess], last_dead: Option<bool>) -> DeadSearch {
    let Some(last) = positions.len().checked_sub(1) else {
        return DeadSearch::Alive;
    };
    match last_dead {
        Some(false) => return DeadSearch::Alive,
        None => return DeadSearch::Undecided,
        Some(true) => {}
    }
    // A cheap sufficient test first: the positions at the end that are dead by their material
    // alone (a capture left too little to mate) need no search, and if the one before them is
    // proven alive, the first of them is the first dead position — the answer the search below
    // gives too, every position before an alive one being alive and none of them proven dead.
    // One proof of life, where the search below may ask several positions before the capture.
    let by_material = positions
        .iter()
        .rev()
        .take_while(|&pos| dead_by_material(pos))
        .count();
    // The answer already asked, kept for the search below (the same position is never searched
    // twice): the position before those dead by material, when it was not proven alive.
    let mut asked: Option<(usize, Option<bool>)> = None;
    if by_material > 0 {
        let first = positions.len() - by_material;
        if first == 0 {
            return DeadSearch::Dead(0);
        }
        let before = dead_position(&positions[first - 1]);
        if before == Some(false) {
            return DeadSearch::Dead(first);
        }
        asked = Some((first - 1, before));
    }
    // Positions from `first` on are dead by material: `dead_position` answers `Some(true)` on
    // them by the same tests.
    let first = positions.len() - by_material;
    let proven_dead = |at: usize| {
        if at >= first {
            return true;
        }
        let answer = match asked {
            Some((known, answer)) if known == at => answer,
            _ => dead_position(&positions[at]),
        };
        answer == Some(true)
    };
    // Invariant: positions[hi] is dead; positions[..lo] are not proven dead.
    let mut hi = last;
    let mut step = 1;
    let mut lo = 0;
    while hi > 0 {
        let probe = hi.saturating_sub(step);
        if proven_dead(probe) {
            hi = probe;
            step *= 2;
        } else {
            lo = probe + 1;
            break;
        }
    }
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if proven_dead(mid) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    DeadSearch::Dead(hi)
}

#[cfg(test)]
mod tests {
    use laws::read_fen;
    use shakmaty::{Move, Role, Square};

    use super::*;

    #[test]
    fn each_game_is_audited_as_audit_games_by_audits_it_whatever_its_moves_hold() {
        use notation::pgn::{ReadOptions, read_games};
        // Bare moves, then a NAG, a comment, a variation, a clock: the moves dropped whole or
        // one by one (`Scratch::bare`), the audits the same (Art. 5.1.1 and 9.2 below).
        let text = "[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n\
                    [Result \"1-0\"]\n\n1. e4 $1 e5 {a comment} 2. Bc4 (2. d4) Nc6 \
                    { [%clk 0:01:00] } 3. Qh5 Nf6 4. Qxf7# 1-0\n\n\
                    [Result \"1/2-1/2\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2\n";
        let edition = |_: &Game| Edition::Fide2023;
        let by: Vec<Audit> = audit_games_by(read_games(text, ReadOptions::default()), edition)
            .map(|(_, audit)| audit)
            .collect();
        let mut moves = Vec::new();
        let each: Vec<Audit> = audit_games_each(
            read_games(text, ReadOptions::default()),
            edition,
            |game, audit| {
                moves.push(game.moves.len());
                audit
            },
        )
        .collect();
        assert_eq!(by.len(), 3);
        assert_eq!(each, by);
        assert_eq!(moves, [7, 7, 8]);
    }

    /// Issue 32: the reason is the catalogue's sentence of the error's code and params, the
    /// facts the notation crate's sentence held all among the params.
    #[test]
    fn a_reading_error_is_said_from_its_code_with_every_fact() {
        use notation::pgn::{ReadOptions, read_games};
        let error = |pgn: &str, options: ReadOptions| {
            let game = read_games(pgn, options).next().expect("a game");
            audit(&game, Edition::Fide2023).error.expect("an error")
        };
        // A FEN tag: the FEN, its fields, why.
        let e = error(
            "[FEN \"8/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n*",
            ReadOptions::default(),
        );
        assert_eq!(e.code, "pgn_bad_fen");
        assert_eq!(e.params["fen_why"], "illegal_position".into());
        assert_eq!(e.params["position_errors"], "missing_king".into());
        assert_eq!(e.params["fields"], 6_usize.into());
        assert_eq!(
            e.reason,
            "FEN tag: `8/8/8/8/8/8/8/4K3 w - - 0 1` is not a legal position: illegal position: missing king"
        );
        // Strict reading: the repair refused, by its code.
        let any = ReadOptions {
            strict: true,
            ..ReadOptions::default()
        };
        let e = error("1. e4 e5 2. Cf3 *", any);
        assert_eq!(e.code, "pgn_not_strict");
        assert_eq!(e.params["warning_code"], "move_repaired".into());
        assert_eq!(e.params["repair"], "national_letters".into());
        assert_eq!(
            e.reason,
            "not strict PGN: \"Cf3\" read as Nf3 (national piece letters)"
        );
        // A move: its reason's sentence is the catalogue's, with the column it stops at.
        let e = error("1. e4 N *", ReadOptions::default());
        assert_eq!(e.params["why_code"], "syntax_no_destination".into());
        assert_eq!(e.params["column"], 2_usize.into());
        assert_eq!(
            e.reason,
            "\"N\": not a move: column 2: no destination square"
        );
        assert_eq!(
            reading_reason(&ErrorKindForTest::BadNag),
            "a NAG is $ and a number from 0 to 255"
        );
    }

    use notation::pgn::ErrorKind as ErrorKindForTest;

    /// The starts of the shuffling games of the repetition tests: castling rights to lose on
    /// the way, a halfmove clock already at 40, the initial position.
    const SHUFFLE_STARTS: [&str; 3] = [
        "r3k2r/pp4pp/8/8/8/8/PP4PP/R3K2R w KQkq - 0 1",
        "4k3/8/3n4/8/8/2B5/8/R3K3 w Q - 40 60",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ];

    /// A shuffling game's next move from `pos`, after `played`: with probability `back` the
    /// move that takes the mover's own last move back (so that positions recur), else with
    /// probability `quiet` a random move that is no capture or pawn move, else any legal move;
    /// `None` where there is no legal move.
    fn shuffle_move(
        pos: &Chess,
        played: &[Move],
        rng: &mut rand::rngs::StdRng,
        back: f64,
        quiet: f64,
    ) -> Option<Move> {
        use rand::Rng;
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let last = played.len().checked_sub(2).map(|i| played[i]);
        let undo = moves.iter().copied().find(|m| {
            last.is_some_and(|b| {
                m.from() == Some(b.to()) && m.to() == b.from().expect("a normal move")
            })
        });
        let calm: Vec<Move> = moves.iter().copied().filter(|m| !m.is_zeroing()).collect();
        Some(match undo {
            Some(m) if rng.gen_bool(back) => m,
            _ if !calm.is_empty() && rng.gen_bool(quiet) => calm[rng.gen_range(0..calm.len())],
            _ => moves[rng.gen_range(0..moves.len())],
        })
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 64,
            ..proptest::prelude::ProptestConfig::default()
        })]

        /// Art. 9.2.3 (issue 36): the repetitions counted by comparing only the positions of the
        /// same fingerprint are the record's, which compares every position of the window.
        /// Shuffling games (a piece often goes back where it came from two plies before, so
        /// that positions recur), with castling rights lost on the way (the same pieces on the
        /// same squares, not the same position under the 2023 Laws, the same under 1930's) and
        /// now and then a capture or a pawn move (the window starts again).
        #[test]
        fn art_9_2_3_the_fingerprints_count_what_the_record_counts(
            seed in proptest::prelude::any::<u64>(),
            start in 0usize..3,
            old_laws in proptest::prelude::any::<bool>(),
        ) {
            use rand::{SeedableRng, rngs::StdRng};
            let fen = SHUFFLE_STARTS[start];
            let edition = if old_laws { Edition::Fide1930 } else { Edition::Fide2023 };
            let (pos, _) = read_fen(fen).expect("fen");
            let mut record = Record::new(pos, shakmaty::CastlingMode::Standard, edition);
            let mut recurrences = Recurrences::default();
            let mut rng = StdRng::seed_from_u64(seed);
            let mut played: Vec<Move> = Vec::new();
            let mut most = 0;
            for ply in 0..240 {
                let pos = record.position();
                recurrences.add(fingerprint(pos), pos.halfmoves());
                let counted = recurrences.repetitions(record.positions(), &record);
                proptest::prop_assert_eq!(counted, record.repetitions(), "ply {}", ply);
                most = most.max(counted);
                let Some(m) = shuffle_move(pos, &played, &mut rng, 0.7, 0.97) else {
                    break;
                };
                played.push(m);
                record.play(m).expect("a legal move");
            }
            proptest::prop_assert!(most >= 3, "most {}", most);
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 48,
            ..proptest::prelude::ProptestConfig::default()
        })]

        /// Art. 9.2, 9.3, 9.6 (issue 36): a game audited from the reader's positions, whose
        /// uneventful plies the audit passes over in one scan (`Recurrences::next_asked`), has
        /// the audit of the same game played move by move ([`audit`]): the same repetition and
        /// fifty-move claims noted at the same plies, the same fivefold and seventy-five-move
        /// endings, under the 2023 Laws and 1930's. Shuffling games, long quiet stretches among
        /// them, some from a FEN whose halfmove clock is already high.
        #[test]
        fn art_9_2_9_3_9_6_the_scanned_audit_is_the_audit_move_by_move(
            seed in proptest::prelude::any::<u64>(),
            start in 0usize..3,
            old_laws in proptest::prelude::any::<bool>(),
            quiet in 0.9f64..1.0,
        ) {
            use notation::pgn::{ReadOptions, read_games};
            use rand::{SeedableRng, rngs::StdRng};
            use shakmaty::san::SanPlus;
            let fen = SHUFFLE_STARTS[start];
            let edition = if old_laws { Edition::Fide1930 } else { Edition::Fide2023 };
            let (mut pos, _) = read_fen(fen).expect("fen");
            let mut rng = StdRng::seed_from_u64(seed);
            let mut played: Vec<Move> = Vec::new();
            let mut text = format!("[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n");
            for _ in 0..360 {
                let Some(m) = shuffle_move(&pos, &played, &mut rng, 0.5, quiet) else {
                    break;
                };
                text.push_str(&SanPlus::from_move(pos.clone(), m).to_string());
                text.push(' ');
                played.push(m);
                pos.play_unchecked(m);
            }
            text.push_str("*\n");
            let read: Vec<(Game, Audit)> =
                audit_games_by(read_games(&text, ReadOptions::default()), |_| edition).collect();
            proptest::prop_assert_eq!(read.len(), 1);
            for (game, scanned) in &read {
                proptest::prop_assert_eq!(game.moves.len(), played.len());
                proptest::prop_assert_eq!(scanned, &audit(game, edition));
            }
        }
    }

    #[test]
    fn art_9_2_recurrences_never_count_fewer_than_the_window_holds() {
        // Art. 9.2.3: the filter may say "three" too often (then the positions are compared),
        // never too seldom. Random fingerprints from a few values (so that they recur and share
        // buckets), each with a halfmove clock that grows by one or falls to 0, compared with
        // the count over the window of the last `halfmoves + 1` prints.
        use rand::{Rng, SeedableRng, rngs::StdRng};
        let mut rng = StdRng::seed_from_u64(92);
        let (mut maybe, mut three) = (0, 0);
        for _ in 0..200 {
            let values: Vec<u64> = (0..rng.gen_range(1..40)).map(|_| rng.r#gen()).collect();
            let mut recurrences = Recurrences::default();
            let mut prints = Vec::new();
            let mut halfmoves: u32 = rng.gen_range(0..60);
            for ply in 0..300 {
                if ply > 0 {
                    halfmoves = if rng.gen_bool(0.05) { 0 } else { halfmoves + 1 };
                }
                let print = values[rng.gen_range(0..values.len())];
                prints.push(print);
                let said = recurrences.add(print, halfmoves);
                let window = prints.len().saturating_sub(halfmoves as usize + 1);
                let alike = prints[window..].iter().filter(|&&p| p == print).count();
                if alike >= 3 {
                    three += 1;
                    assert!(
                        said,
                        "{alike} alike at ply {ply}, the filter said fewer than 3"
                    );
                }
                maybe += usize::from(said);
            }
        }
        assert!(
            three > 1000 && maybe >= three,
            "{three} threes, {maybe} maybes"
        );
    }

    /// The positions of a line from `fen`, `moves` given as (from, to) of normal moves.
    fn line(fen: &str, moves: &[(Square, Square)]) -> Vec<Chess> {
        let (mut pos, _) = read_fen(fen).expect("fen");
        let mut out = vec![pos.clone()];
        for &(from, to) in moves {
            let m = pos
                .legal_moves()
                .into_iter()
                .find(|m: &Move| {
                    m.from() == Some(from)
                        && m.to() == to
                        && m.promotion().is_none_or(|r| r == Role::Queen)
                })
                .expect("a legal move");
            pos.play_unchecked(m);
            out.push(pos.clone());
        }
        out
    }

    #[test]
    fn art_5_2_2_the_first_dead_position_is_found_going_back_from_the_end() {
        // The bishop takes the last knight (ply 1): king and bishop against a lone king, dead
        // from then on, whatever the kings and the bishop do.
        let positions = line(
            "4k3/8/8/8/1b6/2N5/8/3K4 b - - 0 1",
            &[
                (Square::B4, Square::C3),
                (Square::D1, Square::C2),
                (Square::C3, Square::B4),
                (Square::C2, Square::B3),
                (Square::B4, Square::A5),
                (Square::B3, Square::C4),
                (Square::E8, Square::E7),
            ],
        );
        let last_dead = dead_position(positions.last().expect("positions"));
        assert_eq!(last_dead, Some(true));
        assert!(matches!(
            first_dead(&positions, last_dead),
            DeadSearch::Dead(1)
        ));
        // Dead from the start.
        assert!(matches!(
            first_dead(&positions[1..], Some(true)),
            DeadSearch::Dead(0)
        ));
        // Alive at the end: alive all along.
        assert!(matches!(
            first_dead(&positions[..1], Some(false)),
            DeadSearch::Alive
        ));
    }

    #[test]
    fn art_5_2_2_a_position_dead_before_the_capture_is_found_beyond_the_material_test() {
        // The black king's one legal move takes the rook (ply 1), leaving a bishop that never
        // mates: dead by material from ply 1, and dead already at the start, where only the
        // search proves it (no series of legal moves mates from there either).
        let positions = line(
            "8/1K6/8/k7/1R6/8/1B6/8 b - - 0 1",
            &[
                (Square::A5, Square::B4),
                (Square::B7, Square::C7),
                (Square::B4, Square::C5),
            ],
        );
        assert!(!dead_by_material(&positions[0]));
        assert!(positions[1..].iter().all(dead_by_material));
        assert_eq!(dead_position(&positions[0]), Some(true));
        assert!(matches!(
            first_dead(&positions, Some(true)),
            DeadSearch::Dead(0)
        ));
    }
}
