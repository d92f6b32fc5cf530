//! Movetext as PGN lays it out — tags, move numbers, comments, NAGs, draw offers, variations and
//! the result — read once for every notation: only the moves themselves are read by a
//! [`MoveReader`], algebraic ([`crate::pgn::read_games`]) or descriptive
//! ([`crate::descriptive::read_descriptive_games`]).

use shakmaty::{ByColor, Chess, Position, Role};

use crate::pgn::clock::{clock_ms, parse_clock};
use crate::pgn::game::{Game, GameResult, PlayedMove, Variation};
pub(crate) use crate::pgn::lexer::Word;
use crate::pgn::lexer::{LexError, Lexer, Spanned, Token};
use crate::pgn::reader::{Error, ErrorKind, FenFault, ReadOptions, Warning, WarningKind};

/// How deep variations may nest (a variation inside a variation inside ... the main line).
///
/// Real files nest a few levels. The reader keeps the variations it is reading on the heap, but
/// a game's variations are a tree that the writers, `Clone` and `Drop` follow by recursion, one
/// stack frame a level: this bound keeps the stack bounded on every thread (`arbiter check`
/// reads on threads with the default 2 MiB stack). A deeper variation is an error
/// ([`ErrorKind::TooDeep`]), never a stack overflow.
pub const MAX_VARIATION_DEPTH: usize = 256;

/// What a line of moves knows besides its position, kept move by move (descriptive notation:
/// where each piece began, [`crate::descriptive::Origins`]; algebraic: nothing).
pub(crate) trait Track: Clone {
    /// At the start of the game.
    fn start(pos: &Chess) -> Self;
    /// After `mv`, a legal move of the line's position.
    fn play(&mut self, mv: &shakmaty::Move);
}

impl Track for () {
    fn start(_: &Chess) {}
    fn play(&mut self, _: &shakmaty::Move) {}
}

/// The reading of moves: the one part of movetext that differs between notations.
pub(crate) trait MoveReader<'a> {
    /// What a line knows besides its position.
    type Track: Track;

    /// Reads what `word` begins where a move may stand (every word but a result, which the
    /// movetext reader takes first), on the lexer's cursor just after the word. A move is played
    /// in `line` ([`LineState::advance`]), pushed on `variation` (the moves of the line read so
    /// far), and `true`; anything else the notation writes there (a glyph, a move number) is
    /// taken care of and `false`. `ply` is the main line's ply of a move there.
    fn word(
        &mut self,
        word: Word<'a>,
        lexer: &mut Lexer<'a>,
        ply: Option<usize>,
        line: &mut LineState<Self::Track>,
        state: &mut GameState<'_>,
        variation: &mut Variation,
    ) -> Result<bool, Error>;
}

/// The games of a text, read with the moves of `M`.
pub(crate) struct Movetext<'a, M> {
    lexer: Lexer<'a>,
    options: ReadOptions,
    pending: Option<Spanned<'a>>,
    /// Whether the game being read has left its tag section.
    in_movetext: bool,
    moves: M,
    /// The most moves a main line read so far has held: room for as many is made at once in
    /// the next game's moves and positions (a file's games are alike in length), rather than
    /// each long game's vectors grown and copied over. It starts from the longest read on the
    /// thread before ([`LONGEST_SEEN`]).
    longest: usize,
}

/// The longest main line [`Movetext::longest`] keeps room for.
const LONGEST_KEPT: usize = 1000;

/// The room a new [`Movetext`] starts with: a game of eighty moves.
const LONGEST_AT_FIRST: usize = 160;

std::thread_local! {
    /// The most moves a main line read on this thread has held (up to [`LONGEST_KEPT`]), the
    /// room the next [`Movetext`] made on it starts with: a file read chunk by chunk, a reader a
    /// chunk (`arbiter check`), makes room for its long games once rather than once a chunk
    /// (issue 36: the vectors grown again in each 64 KB chunk were 0.8% of `check`'s
    /// instructions). Room only: no game reads differently for it.
    static LONGEST_SEEN: std::cell::Cell<usize> = const { std::cell::Cell::new(LONGEST_AT_FIRST) };
}

/// What is known of the game being read.
pub(crate) struct GameState<'p> {
    pub game: Game,
    pub options: ReadOptions,
    /// Where the main line's positions go, when the caller wants them.
    positions: Option<&'p mut Vec<Chess>>,
}

impl GameState<'_> {
    /// Records a repair, or refuses it under [`ReadOptions::strict`].
    pub fn warn(
        &mut self,
        line: usize,
        column: usize,
        ply: Option<usize>,
        kind: WarningKind,
    ) -> Result<(), Error> {
        if self.options.strict {
            return Err(Error {
                line,
                column,
                ply,
                kind: ErrorKind::Strict(kind),
            });
        }
        self.game.warnings.push(Warning {
            line,
            column,
            ply,
            kind,
        });
        Ok(())
    }
}

/// Where a line of moves is: its position and what else it tracks, and the same before its last
/// move (where a variation starts).
pub(crate) struct LineState<T> {
    pub pos: Chess,
    pub track: T,
    /// The positions before the line's moves: every one from the line's start when `keep_all`
    /// (the main line of a caller who wants its positions: they are then the caller's, one
    /// copy a move, not a copy for the variation point and another for the caller), else the
    /// one before the last move only (none before the first).
    before: Vec<Chess>,
    /// Whether `before` keeps every position ([`LineState::into_positions`]).
    keep_all: bool,
    track_before_last: T,
    /// Whose king has moved (castling included) since the game's start: in the line, and in
    /// the lines it branched from before it did. Each move's colour is the position's it was
    /// played in. Castling without the rook given (1930 Art. 22.8) asks it (Art. 8).
    pub kings_moved: ByColor<bool>,
    kings_moved_before_last: ByColor<bool>,
    /// 0 for the main line, 1 for its variations, and so on.
    pub depth: usize,
    /// The ply number of the next move, counted on the main line only.
    next_ply: usize,
}

impl<T: Track> LineState<T> {
    /// A line from `pos`, at `depth`, whose next move is the main line's ply `next_ply`; with
    /// `keep` (room for them), keeping every position of the line
    /// ([`LineState::into_positions`]).
    fn new(
        pos: Chess,
        track: T,
        kings_moved: ByColor<bool>,
        depth: usize,
        next_ply: usize,
        keep: Option<Vec<Chess>>,
    ) -> LineState<T> {
        let keep_all = keep.is_some();
        let mut before = keep.unwrap_or_default();
        before.clear();
        LineState {
            pos,
            track_before_last: track.clone(),
            track,
            before,
            keep_all,
            kings_moved,
            kings_moved_before_last: kings_moved,
            depth,
            next_ply,
        }
    }

    /// The position before the line's last move; `None` before its first.
    pub fn before_last(&self) -> Option<&Chess> {
        self.before.last()
    }

    /// The positions of a line kept whole ([`LineState::new`]'s `keep`): its start, then the
    /// position after each of its first `moves` moves (a move played but not kept, under a
    /// strict reading that refused its repair, is left out).
    fn into_positions(self, moves: usize) -> Vec<Chess> {
        let mut positions = self.before;
        positions.push(self.pos);
        positions.truncate(moves + 1);
        positions
    }

    /// Plays `mv`, a legal move of the line's position, in place. Inlined: it runs every ply,
    /// from one caller a notation on the way of most moves.
    #[inline(always)]
    pub fn advance(&mut self, mv: shakmaty::Move) {
        // `mv.role() == Role::King`, without its table of every kind of move.
        let king = matches!(
            mv,
            shakmaty::Move::Normal {
                role: Role::King,
                ..
            } | shakmaty::Move::Castle { .. }
                | shakmaty::Move::Put {
                    role: Role::King,
                    ..
                }
        );
        self.advance_moving(mv, king);
    }

    /// [`LineState::advance`] for a caller that knows whether `mv` moves the king (castling
    /// included): the PGN reader's shortcut read the piece's letter, and asks no more of the
    /// move.
    #[inline(always)]
    pub fn advance_moving(&mut self, mv: shakmaty::Move, king: bool) {
        match self.before.first_mut() {
            Some(before) if !self.keep_all => before.clone_from(&self.pos),
            _ => self.before.push(self.pos.clone()),
        }
        self.track_before_last.clone_from(&self.track);
        self.track.play(&mv);
        self.kings_moved_before_last = self.kings_moved;
        // Without a branch, which mispredicted as king moves and others alternate (issue 36).
        *self.kings_moved.get_mut(self.pos.turn()) |= king;
        self.pos.play_unchecked(mv);
    }
}

fn lex_error((error, line, column): (LexError, usize, usize)) -> Error {
    let kind = match error {
        LexError::UnterminatedComment => ErrorKind::UnterminatedComment,
        LexError::BadTag => ErrorKind::BadTag,
        LexError::BadNag => ErrorKind::BadNag,
        LexError::Stray(c) => ErrorKind::Unexpected(c.to_string()),
    };
    Error {
        line,
        column,
        ply: None,
        kind,
    }
}

/// The result a word writes, if it writes one (`1-0`, `0-1`, `1/2-1/2`, `*`, and `½-½`, `1/2`).
fn result_word(word: &str) -> Option<GameResult> {
    // A result starts with `1`, `0`, `½` (0xC2 0xBD) or `*`: a move written otherwise is none.
    match word.as_bytes().first() {
        Some(b'0' | b'1' | b'*' | 0xC2) => GameResult::parse(word),
        _ => None,
    }
}

/// Puts `alternative`, a variation read, in the move of `line` it replaces (its last).
fn attach(line: &mut Variation, alternative: Variation) {
    if let Some(m) = line.moves.last_mut() {
        m.variations.push(alternative);
    }
}

impl<'a, M: MoveReader<'a>> Movetext<'a, M> {
    pub(crate) fn new(lexer: Lexer<'a>, options: ReadOptions, moves: M) -> Movetext<'a, M> {
        Movetext {
            lexer,
            options,
            pending: None,
            in_movetext: false,
            moves,
            longest: LONGEST_SEEN.get(),
        }
    }

    /// The next game; its main line's positions into `positions` when given: the start
    /// position, then the position after each move of [`Game::moves`].
    pub(crate) fn next_game(&mut self, positions: Option<&mut Vec<Chess>>) -> Option<Game> {
        let first = match self.pending.take() {
            Some(token) => Ok(token),
            None => self.lexer.next_token()?,
        };
        let line = match &first {
            Ok(t) => t.line,
            Err((_, line, _)) => *line,
        };
        let mut state = GameState {
            game: Game {
                tags: Vec::new(),
                start: Chess::default(),
                comments: Vec::new(),
                moves: Vec::new(),
                result: None,
                languages: self.options.languages,
                warnings: Vec::new(),
                error: None,
                line,
            },
            options: self.options,
            positions,
        };
        if let Err(error) = self.read_game(first, &mut state) {
            if state.game.error.is_none() {
                state.game.error = Some(error);
            }
            self.pending = None;
            self.lexer.skip_to_next_game(self.in_movetext);
        }
        if let Some(positions) = state.positions
            && positions.is_empty()
        {
            // Not even the tags could be read: the line is the start position alone.
            positions.push(state.game.start.clone());
        }
        Some(state.game)
    }

    /// The next token: the one put back, else the lexer's. Its error is the lexer's, made an
    /// [`Error`] where it is met (`lex_error`): the token goes on its way small.
    fn token(&mut self) -> Option<Result<Spanned<'a>, (LexError, usize, usize)>> {
        match self.pending.take() {
            Some(token) => Some(Ok(token)),
            None => self.lexer.next_token(),
        }
    }

    /// [`Movetext::token`] but move numbers, passed over (a line of moves has nothing to do
    /// with them).
    fn movetext_token(&mut self) -> Option<Result<Spanned<'a>, (LexError, usize, usize)>> {
        match self.pending.take() {
            Some(Spanned {
                token: Token::Number,
                ..
            }) => self.lexer.next_token_but_numbers(),
            Some(token) => Some(Ok(token)),
            None => self.lexer.next_token_but_numbers(),
        }
    }

    fn read_game(
        &mut self,
        first: Result<Spanned<'a>, (LexError, usize, usize)>,
        state: &mut GameState<'_>,
    ) -> Result<(), Error> {
        self.in_movetext = false;
        let mut token = Some(first.map_err(lex_error)?);
        // Where the `Edition` tag is, to say so if it names no edition.
        let mut edition_at = None;
        // Comments of the tag section: before the first tag pair or between two. They are the
        // game's, read as comments before its first move (below): a file that opens with a
        // comment (`{...}` or `;`, an ECO file's heading) keeps its first game's tags, FEN
        // included, and makes no game of its own.
        let mut tag_comments: Vec<(&'a str, usize, usize)> = Vec::new();
        loop {
            match &token {
                Some(Spanned {
                    token: Token::Comment(text),
                    line,
                    column,
                    ..
                }) => tag_comments.push((text, *line, *column)),
                // After a comment, a tag the game has already begins the next game (each tag
                // once a game): this one had only tags.
                Some(Spanned {
                    token: Token::Tag { name, .. },
                    ..
                }) if !tag_comments.is_empty() && state.game.tag(name).is_some() => break,
                Some(Spanned {
                    token:
                        Token::Tag {
                            name,
                            value,
                            unescaped_quotes,
                        },
                    line,
                    column,
                    ..
                }) => {
                    if *name == "FEN" {
                        match laws::read_fen(value) {
                            Ok((pos, _)) => state.game.start = pos,
                            Err(e) => {
                                let fen = match &e {
                                    laws::FenError::Syntax { fen, .. }
                                    | laws::FenError::Illegal { fen, .. } => fen.clone(),
                                };
                                return Err(Error {
                                    line: *line,
                                    column: *column,
                                    ply: None,
                                    kind: ErrorKind::BadFen {
                                        text: e.to_string(),
                                        fen,
                                        fields: value.split_whitespace().count(),
                                        fault: FenFault::of(value),
                                    },
                                });
                            }
                        }
                    }
                    if *name == "Edition" {
                        edition_at = Some((*line, *column));
                    }
                    if let Some(written) = unescaped_quotes {
                        let kind = WarningKind::TagQuotes {
                            name: (*name).to_owned(),
                            written: (*written).to_owned(),
                            value: value.clone().into_owned(),
                        };
                        state.warn(*line, *column, None, kind)?;
                    }
                    state
                        .game
                        .tags
                        .push(((*name).to_owned(), value.clone().into_owned()));
                }
                _ => break,
            }
            token = match self.token() {
                Some(t) => Some(t.map_err(lex_error)?),
                None => None,
            };
        }
        self.pending = token;
        self.in_movetext = true;
        if let (Some((line, column)), Some(tag)) = (edition_at, state.game.tag("Edition"))
            && tag.parse::<laws::Edition>().is_err()
        {
            // Not a repair (the tag is not the PGN standard's): a warning even when strict.
            let kind = WarningKind::UnknownEdition {
                tag: tag.to_owned(),
                read_under: state.game.edition(state.options.edition),
            };
            state.game.warnings.push(Warning {
                line,
                column,
                ply: None,
                kind,
            });
        }
        let mut main = Variation {
            comments: Vec::new(),
            // Room for a long game's moves at once, rather than growing move by move.
            moves: Vec::with_capacity(self.longest),
        };
        for (text, l, c) in tag_comments {
            comment(text, l, c, state, &mut main)?;
        }
        // The caller's positions are the main line's, kept whole as it is read.
        let keep = state.positions.as_deref_mut().map(|positions| {
            let mut kept = std::mem::take(positions);
            kept.clear();
            kept.reserve(self.longest + 1);
            kept
        });
        let mut line = LineState::new(
            state.game.start.clone(),
            M::Track::start(&state.game.start),
            ByColor::default(),
            0,
            1,
            keep,
        );
        let read = self.movetext(&mut line, state, &mut main);
        if let Some(positions) = state.positions.as_deref_mut() {
            *positions = line.into_positions(main.moves.len());
        }
        // Up to a bound: one freak game of thousands of moves does not make every later game
        // hold room for it.
        self.longest = self.longest.max(main.moves.len().min(LONGEST_KEPT));
        LONGEST_SEEN.set(LONGEST_SEEN.get().max(self.longest));
        state.game.moves = main.moves;
        state.game.comments = main.comments;
        read?;
        if let (Some(tag), Some(marker)) = (state.game.tag("Result"), state.game.result)
            && GameResult::parse(tag) != Some(marker)
        {
            let (l, c) = self.lexer.position();
            let kind = WarningKind::ResultMismatch {
                tag: tag.to_owned(),
                marker,
            };
            state.warn(l, c, None, kind)?;
        }
        Ok(())
    }

    /// Reads the main line up to its end (the result, the next game, or the end of the text),
    /// with its variations. A variation left open by an error keeps the moves read before it, in
    /// the move it follows.
    fn movetext(
        &mut self,
        main: &mut LineState<M::Track>,
        state: &mut GameState<'_>,
        main_moves: &mut Variation,
    ) -> Result<(), Error> {
        let mut open = Vec::new();
        let read = self.lines(main, state, main_moves, &mut open);
        while let Some((_, alternative)) = open.pop() {
            attach(
                open.last_mut().map_or(&mut *main_moves, |(_, v)| v),
                alternative,
            );
        }
        read
    }

    /// The loop of [`Movetext::movetext`]: `open` holds the variations being read, innermost
    /// last, each with the line it is (on the heap: nesting costs no stack).
    fn lines(
        &mut self,
        main: &mut LineState<M::Track>,
        state: &mut GameState<'_>,
        main_moves: &mut Variation,
        open: &mut Vec<(LineState<M::Track>, Variation)>,
    ) -> Result<(), Error> {
        loop {
            let (line, variation) = match open.last_mut() {
                Some((line, variation)) => (line, variation),
                None => (&mut *main, &mut *main_moves),
            };
            match self.line(line, state, variation)? {
                End::Game => return Ok(()),
                End::Opens(inner) => open.push((*inner, Variation::default())),
                End::Closes => {
                    if let Some((_, alternative)) = open.pop() {
                        attach(
                            open.last_mut().map_or(&mut *main_moves, |(_, v)| v),
                            alternative,
                        );
                    }
                }
                End::CutShort => {
                    if let Some((_, alternative)) = open.pop()
                        && !(alternative.moves.is_empty() && alternative.comments.is_empty())
                    {
                        attach(
                            open.last_mut().map_or(&mut *main_moves, |(_, v)| v),
                            alternative,
                        );
                    }
                }
            }
        }
    }

    /// Reads the tokens of `line` up to the end of the game, or up to a variation opening or
    /// closing.
    fn line(
        &mut self,
        line: &mut LineState<M::Track>,
        state: &mut GameState<'_>,
        variation: &mut Variation,
    ) -> Result<End<M::Track>, Error> {
        loop {
            // The common shapes first (white space, a move number, a word starting with a
            // letter: never a result), read in one pass; anything else the general way. Either
            // way a word where a move may stand is read at one place below: the move's reading
            // is inlined there once.
            let plain = match self.pending {
                None => self.lexer.next_plain_word(),
                Some(_) => None,
            };
            let word = match plain {
                Some(word) => word,
                None => match self.general_token(line, state, variation)? {
                    Some(Ok(word)) => word,
                    Some(Err(end)) => return Ok(end),
                    None => continue,
                },
            };
            if self.move_word(word, line, state, variation)? {
                return Ok(End::CutShort);
            }
        }
    }

    /// The next token of `line` read the general way ([`Movetext::line`]'s path for what is not
    /// a plain word): `Some(Ok(word))` for a word where a move may stand, `Some(Err(end))` where
    /// the line ends, `None` for anything else, taken care of.
    #[allow(clippy::type_complexity)]
    #[inline(never)]
    fn general_token(
        &mut self,
        line: &mut LineState<M::Track>,
        state: &mut GameState<'_>,
        variation: &mut Variation,
    ) -> Result<Option<Result<Word<'a>, End<M::Track>>>, Error> {
        let Some(token) = self.movetext_token() else {
            let (l, c) = self.lexer.position();
            if line.depth > 0 {
                return Err(Error {
                    line: l,
                    column: c,
                    ply: None,
                    kind: ErrorKind::UnclosedVariation,
                });
            }
            state.warn(l, c, None, WarningKind::MissingResult)?;
            return Ok(Some(Err(End::Game)));
        };
        let spanned = token.map_err(lex_error)?;
        let (l, c) = (spanned.line, spanned.column);
        let error = |kind| Error {
            line: l,
            column: c,
            ply: None,
            kind,
        };
        let unexpected = |text: &str| error(ErrorKind::Unexpected(text.to_owned()));
        match spanned.token {
            Token::Number => {}
            Token::Tag { .. } => {
                if line.depth > 0 {
                    return Err(error(ErrorKind::UnclosedVariation));
                }
                // The next game begins: this one had no result.
                self.pending = Some(spanned);
                state.warn(l, c, None, WarningKind::MissingResult)?;
                return Ok(Some(Err(End::Game)));
            }
            Token::Comment(text) => comment(text, l, c, state, variation)?,
            Token::Nag(nag) => match variation.moves.last_mut() {
                Some(m) => m.nags.push(nag),
                None => return Err(unexpected(&format!("${nag}"))),
            },
            Token::DrawOffer => match variation.moves.last_mut() {
                Some(m) => m.draw_offer = true,
                None => state.warn(l, c, None, WarningKind::Detached { text: "(=)".into() })?,
            },
            Token::Open => {
                let (Some(before), Some(_)) = (line.before_last(), variation.moves.last()) else {
                    return Err(unexpected("("));
                };
                if line.depth >= MAX_VARIATION_DEPTH {
                    return Err(error(ErrorKind::TooDeep { depth: line.depth }));
                }
                return Ok(Some(Err(End::Opens(Box::new(LineState::new(
                    before.clone(),
                    line.track_before_last.clone(),
                    line.kings_moved_before_last,
                    line.depth + 1,
                    0,
                    None,
                ))))));
            }
            Token::Close => {
                if line.depth == 0 {
                    return Err(unexpected(")"));
                }
                return Ok(Some(Err(End::Closes)));
            }
            Token::Word(text) => {
                if let Some(result) = result_word(text) {
                    if line.depth > 0 {
                        return Err(error(ErrorKind::UnclosedVariation));
                    }
                    if text != result.as_str() {
                        let kind = WarningKind::ResultSpelling {
                            text: text.to_owned(),
                        };
                        state.warn(l, c, None, kind)?;
                    }
                    state.game.result = Some(result);
                    return Ok(Some(Err(End::Game)));
                }
                return Ok(Some(Ok(Word {
                    text,
                    line: l,
                    column: c,
                    at: spanned.at,
                })));
            }
        }
        Ok(None)
    }

    /// Reads `word`, no result, where a move may stand in `line`; `true` if it is a move of a
    /// variation that cannot be read, the rest of the variation passed over (the line ends
    /// there, [`End::CutShort`]).
    #[inline(always)]
    fn move_word(
        &mut self,
        word: Word<'a>,
        line: &mut LineState<M::Track>,
        state: &mut GameState<'_>,
        variation: &mut Variation,
    ) -> Result<bool, Error> {
        let ply = (line.depth == 0).then_some(line.next_ply);
        let played = match self
            .moves
            .word(word, &mut self.lexer, ply, line, state, variation)
        {
            Ok(played) => played,
            // A move of a variation that cannot be read: a warning, and the game read on (see
            // `unreadable_variation`).
            Err(e) if line.depth > 0 && !state.options.strict => {
                self.unreadable_variation(e, state)?;
                return Ok(true);
            }
            Err(e) => return Err(e),
        };
        if played && line.depth == 0 {
            line.next_ply += 1;
        }
        Ok(false)
    }
}

impl<'a, M: MoveReader<'a>> Movetext<'a, M> {
    /// After `error`, a move of a variation that cannot be read (not notation, illegal,
    /// ambiguous): warns of it and passes over the rest of the variation, its own variations
    /// with it, to the `)` that closes it, where the line it branched from goes on.
    ///
    /// Why not an error of the game, as a move of the main line is: an arbiter audits the
    /// game, not its annotations. The scoresheet records the moves played (Art. 8.1.1, "chaque
    /// joueur et joueuse doit enregistrer ses propres coups et ceux de son adversaire") and
    /// serves nothing else than the game's record (Art. 8.1.4: "La feuille de partie n'est
    /// utilisée que pour enregistrer les coups, les temps des pendules, les propositions de
    /// nulle..."); a variation is an annotator's move that was never made on the board, so no
    /// article about illegal moves (7.5) can apply to it, and a wrong one says nothing about the
    /// game. The main line is read to its end; the variation keeps its moves before the one that
    /// cannot be read, so nothing readable is lost. Under [`ReadOptions::strict`] it stays the
    /// game's error (the PGN standard has no unreadable moves anywhere).
    fn unreadable_variation(
        &mut self,
        error: Error,
        state: &mut GameState<'_>,
    ) -> Result<(), Error> {
        let kind = WarningKind::VariationMove {
            error: Box::new(error.kind),
        };
        state.warn(error.line, error.column, None, kind)?;
        let mut depth = 0usize;
        loop {
            let Some(token) = self.token() else {
                let (line, column) = self.lexer.position();
                return Err(Error {
                    line,
                    column,
                    ply: None,
                    kind: ErrorKind::UnclosedVariation,
                });
            };
            let spanned = token.map_err(lex_error)?;
            let unclosed = Error {
                line: spanned.line,
                column: spanned.column,
                ply: None,
                kind: ErrorKind::UnclosedVariation,
            };
            match spanned.token {
                Token::Open => depth += 1,
                Token::Close if depth == 0 => return Ok(()),
                Token::Close => depth -= 1,
                // What ends a game ends it inside a variation too: the variation was never
                // closed (as when it is read).
                Token::Tag { .. } => return Err(unclosed),
                Token::Word(text) if result_word(text).is_some() => return Err(unclosed),
                _ => {}
            }
        }
    }
}

/// Reads a comment at `line`, `column` into `variation`: into its last move, or before its first.
fn comment(
    text: &str,
    line: usize,
    column: usize,
    state: &mut GameState<'_>,
    variation: &mut Variation,
) -> Result<(), Error> {
    let last = variation.moves.last_mut();
    let has_last = last.is_some();
    let (comment, offer) = comment_into(text, last);
    if offer && !has_last {
        let kind = WarningKind::Detached { text: "(=)".into() };
        state.warn(line, column, None, kind)?;
    }
    if let Some(comment) = comment {
        match variation.moves.last_mut() {
            Some(m) => m.comments.push(comment),
            None => variation.comments.push(comment),
        }
    }
    Ok(())
}

/// Where [`Movetext::line`] stopped reading a line.
enum End<T> {
    /// At the end of the game.
    Game,
    /// Where a variation opens, the line it starts (boxed: the common case stays small).
    Opens(Box<LineState<T>>),
    /// Where the variation read closes.
    Closes,
    /// Where the variation read closes, passed over from a move that could not be read
    /// (`Movetext::unreadable_variation`): kept if anything of it was read.
    CutShort,
}

/// Where the first command `[%` of a comment starts (a byte search for `[`: cheaper than a
/// search for the two-byte pattern in the short comments of a game file).
fn command_start(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(at) = bytes.get(from..)?.iter().position(|&b| b == b'[') {
        let start = from + at;
        if bytes.get(start + 1) == Some(&b'%') {
            return Some(start);
        }
        from = start + 1;
    }
    None
}

/// The comment of most game files: one `[%clk]` or `[%emt]` command between spaces, nothing
/// else. Read into `m` at once and `true`; `false` (with `m` untouched) for anything else, which
/// [`comment_into`] then reads the long way, to the same result.
fn only_a_clock(text: &str, m: &mut PlayedMove) -> bool {
    let body = text.trim_ascii().as_bytes();
    let (Some(inner), false) = (
        body.strip_prefix(b"[%").and_then(|b| b.strip_suffix(b"]")),
        body.is_empty(),
    ) else {
        return false;
    };
    let (Some(name), Some(value)) = (inner.get(..3), inner.get(4..)) else {
        return false;
    };
    if inner.get(3) != Some(&b' ') {
        return false;
    }
    // A time holds only digits, `:`, `.` and `+`: a value that reads as one has no space, no
    // `]` (a second command) and nothing but ASCII, and is the command's whole value.
    let Some(ms) = clock_ms(value) else {
        return false;
    };
    match name {
        b"clk" => m.clock_ms = Some(ms),
        b"emt" => m.elapsed_ms = Some(ms),
        _ => return false,
    }
    true
}

/// Splits a comment into its text (commands `[%clk]` and `[%emt]` and a draw offer `(=)` taken
/// out into `last`) and whether it held a draw offer. Spaces are collapsed, so a comment written
/// over several lines reads back the same. A comment holding only commands (the usual
/// `{ [%clk 1:23:45] }`) allocates nothing.
fn comment_into(text: &str, mut last: Option<&mut PlayedMove>) -> (Option<String>, bool) {
    if let Some(m) = last.as_deref_mut()
        && only_a_clock(text, m)
    {
        return (None, false);
    }
    // The text outside the commands read; white space only between words (collapsed below), so
    // it stays empty, unallocated, while there are no words.
    let mut rest = String::new();
    let keep = |rest: &mut String, piece: &str| {
        if piece.trim().is_empty() {
            if !rest.is_empty() {
                rest.push(' ');
            }
        } else {
            rest.push_str(piece);
        }
    };
    let mut remaining = text;
    while let Some(start) = command_start(remaining) {
        keep(&mut rest, &remaining[..start]);
        let Some(end) = remaining[start..].find(']') else {
            keep(&mut rest, &remaining[start..]);
            remaining = "";
            break;
        };
        let command = &remaining[start + 2..start + end];
        let mut parts = command.split_whitespace();
        let (name, value, extra) = (parts.next(), parts.next(), parts.next());
        // A command with anything more than its time is kept as text, not half read.
        let time = value.and_then(parse_clock).filter(|_| extra.is_none());
        let parsed = match (name, time, last.as_deref_mut()) {
            (Some("clk"), Some(ms), Some(m)) => {
                m.clock_ms = Some(ms);
                true
            }
            (Some("emt"), Some(ms), Some(m)) => {
                m.elapsed_ms = Some(ms);
                true
            }
            _ => false,
        };
        if !parsed {
            keep(&mut rest, &remaining[start..=start + end]);
        }
        remaining = &remaining[start + end + 1..];
    }
    keep(&mut rest, remaining);
    if rest.is_empty() {
        return (None, false);
    }
    let mut offer = false;
    let mut words: Vec<&str> = rest.split_whitespace().collect();
    let before = words.len();
    words.retain(|w| *w != "(=)");
    if words.len() != before {
        offer = true;
        if let Some(m) = last {
            m.draw_offer = true;
        }
    }
    let joined = words.join(" ");
    ((!joined.is_empty()).then_some(joined), offer)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The long way of [`comment_into`], without the shortcut for a lone clock command.
    fn the_long_way(text: &str, m: &mut PlayedMove) -> (Option<String>, bool) {
        // A leading word keeps the shortcut out; it is then the only text left.
        let (rest, offer) = comment_into(&format!("x {text}"), Some(m));
        let rest = rest.and_then(|r| r.strip_prefix('x').map(|r| r.trim_start().to_owned()));
        (rest.filter(|r| !r.is_empty()), offer)
    }

    fn a_move() -> PlayedMove {
        PlayedMove::new(
            shakmaty::Move::Put {
                role: shakmaty::Role::Pawn,
                to: shakmaty::Square::A1,
            },
            1,
            1,
        )
    }

    #[test]
    fn pgn_a_lone_clock_command_reads_as_the_long_way_does() {
        // PGN [%clk] / [%emt] (the de facto standard of game files): the shortcut for a comment
        // holding one command must give what the general reading gives, on every shape.
        for text in [
            " [%clk 1:26:18] ",
            "[%clk 1:26:18]",
            "\t[%emt 0:00:05]\n",
            "[%clk 0:00:07.5]",
            "[%clk 12:00]",
            "[%clk 1:75:00]",
            "[%clk  1:00:00]",
            "[%clk 1:00:00 x]",
            "[%clk]",
            "[%clk ]",
            "[%eval 0.25]",
            "[%clk 1:00:00] [%emt 0:00:01]",
            "[%clk 1:00:00] (=)",
            "[%clk 1:00:00]]",
            "[%CLK 1:00:00]",
            "[%clk 1:00:0é]",
        ] {
            let mut short = a_move();
            let mut long = short.clone();
            let short_reading = comment_into(text, Some(&mut short));
            let long_reading = the_long_way(text, &mut long);
            assert_eq!(short_reading, long_reading, "{text:?}");
            assert_eq!(
                (short.clock_ms, short.elapsed_ms, short.draw_offer),
                (long.clock_ms, long.elapsed_ms, long.draw_offer),
                "{text:?}"
            );
        }
        let mut m = a_move();
        assert_eq!(
            comment_into(" [%clk 1:26:18] ", Some(&mut m)),
            (None, false)
        );
        assert_eq!(m.clock_ms, Some(5_178_000));
    }

    #[test]
    fn pgn_results_and_their_other_spellings() {
        assert_eq!(result_word("1-0"), Some(GameResult::WhiteWins));
        assert_eq!(result_word("0-1"), Some(GameResult::BlackWins));
        assert_eq!(result_word("½-½"), Some(GameResult::Draw));
        assert_eq!(result_word("1/2"), Some(GameResult::Draw));
        assert_eq!(result_word("*"), Some(GameResult::Unknown));
        assert_eq!(result_word("0-0"), None);
        assert_eq!(result_word("e4"), None);
    }
}
