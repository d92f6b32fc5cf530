//! Descriptive scores: games read from a text (PGN tag pairs and movetext, or a bare list of
//! moves) and written one full move per line.
//!
//! # The text read
//! PGN's layout, read by the same reader as PGN's ([`crate::pgn::movetext`]), with descriptive
//! moves: optional tag pairs (`[White "Alekhine"]`, a `FEN` tag for another start), then moves
//! with their numbers (`12.`, `12...`, `12…`, `12`), comments in braces (their `[%clk]`,
//! `[%emt]` and draw offers `(=)` read as PGN's are), NAGs (`$1`), glyphs, variations in
//! parentheses and a result (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`). A French move has spaces
//! inside (`D 4 FR`): moves are told apart by the notation's grammar, not by spaces, so
//! `1. P 4 R P 4 R 2. C 3 FR C 3 FD`, one move a line, and the periodicals' `1. P4R, P4R;
//! 2. C3FR, C3FD` all read. Commas and semicolons between moves are separators; a semicolon
//! starts a PGN rest-of-line comment only when that line holds a `}` (a comment braces cannot
//! hold, as [`crate::pgn::write_game`] writes one). In French, a move number after a captured
//! unit needs its dot (`P pr. P 5. D 4 FR`): without it, `5 D` could be the captured unit's
//! square; a number followed by a move is read as a number (`P pr. P 5 D 4 FR`).
//!
//! # The text written
//! [`write_descriptive_score`] writes a score as the old books print one: one full move a line,
//! White's move and Black's separated by a comma (`1. P 4 R, P 4 R`), comments, NAGs and
//! variations after their move, the result on its own line.

use shakmaty::{CastlingSide, Chess, Position};

use super::origins::Origins;
use super::syntax::{Shape, parse_prefix};
use super::write::write_in_game;
use super::{DescriptiveError, DescriptiveLanguage, DescriptiveReading, read};
use crate::language::Languages;
use crate::pgn::lexer::Lexer;
use crate::pgn::movetext::{GameState, LineState, MoveReader, Movetext, Word};
use crate::pgn::{
    Error, ErrorKind, Game, GameResult, PlayedMove, ReadOptions, Variation, format_clock,
};

/// The games of a descriptive score text, one at a time.
pub struct DescriptiveGames<'a>(Movetext<'a, DescriptiveMoves>);

/// Reads the games of a text in descriptive notation (see the module's doc for the layout),
/// as [`crate::pgn::read_games`] reads PGN: a game that cannot be read to its end comes with its
/// [`Game::error`] (a move's is [`ErrorKind::DescriptiveMove`]) and the moves before it; reading
/// goes on with the next game. The games' `languages` are empty, no algebraic letters being
/// read.
///
/// ```
/// use notation::descriptive::{read_descriptive_games, DescriptiveLanguage};
///
/// let text = "1. P 4 R, P 4 R\n2. C 3 FR, C 3 FD\n3. F 5 C, P 3 TD\n*\n";
/// let game = read_descriptive_games(text, DescriptiveLanguage::French).next().expect("a game");
/// assert!(game.error.is_none());
/// assert_eq!(game.moves.len(), 6);
/// ```
pub fn read_descriptive_games(text: &str, language: DescriptiveLanguage) -> DescriptiveGames<'_> {
    let lexer = Lexer::with_separators(text);
    let moves = DescriptiveMoves {
        language,
        chars: lexer.text().chars().collect(),
        seen: (0, 0),
    };
    let options = ReadOptions {
        strict: false,
        languages: Languages::NONE,
        prefer_english: false,
        edition: None,
    };
    DescriptiveGames(Movetext::new(lexer, options, moves))
}

impl Iterator for DescriptiveGames<'_> {
    type Item = Game;

    fn next(&mut self) -> Option<Game> {
        self.0.next_game(None)
    }
}

/// Moves in descriptive notation, read by its grammar from where a word starts, however many
/// words the move holds; the forms of move numbers PGN does not have (`12`, `12…`, `12)`); the
/// separators `,` and `;`.
struct DescriptiveMoves {
    language: DescriptiveLanguage,
    /// The lexer's text, as characters: the grammar's input.
    chars: Vec<char>,
    /// A byte offset in the text and the index of its character, where the last word started
    /// (words come in order: each is found from the one before).
    seen: (usize, usize),
}

impl DescriptiveMoves {
    /// The index in [`DescriptiveMoves::chars`] of the character at byte `at` of `text`.
    fn char_index(&mut self, text: &str, at: usize) -> usize {
        let (byte, index) = self.seen;
        let index = match text.get(byte..at) {
            Some(between) if at >= byte => index + between.chars().count(),
            _ => text.char_indices().take_while(|(i, _)| *i < at).count(),
        };
        self.seen = (at, index);
        index
    }

    /// The length in bytes of the characters `from..to`.
    fn bytes(&self, from: usize, to: usize) -> usize {
        self.chars
            .get(from..to)
            .unwrap_or(&[])
            .iter()
            .map(|c| c.len_utf8())
            .sum()
    }

    /// Whether a `0` at `at` begins castling (`0-0`, `0 — 0`) rather than a move number.
    fn castling_at(&self, at: usize) -> bool {
        self.chars.get(at) == Some(&'0')
            && self.chars[at + 1..]
                .iter()
                .find(|c| !c.is_whitespace())
                .is_some_and(|c| crate::written::is_dash(*c))
    }
}

impl<'a> MoveReader<'a> for DescriptiveMoves {
    /// A score names a piece after where it began.
    type Track = Origins;

    fn word(
        &mut self,
        word: Word<'a>,
        lexer: &mut Lexer<'a>,
        ply: Option<usize>,
        line: &mut LineState<Origins>,
        state: &mut GameState<'_>,
        variation: &mut Variation,
    ) -> Result<bool, Error> {
        let start = self.char_index(lexer.text(), word.at);
        let resume = |lexer: &mut Lexer<'a>, length: usize| {
            lexer.resume(word.at, word.line, word.column, length);
        };
        match self.chars.get(start) {
            // A separator (`1. P4R, P4R; 2. C3FR`), or a space PGN does not know (a no-break
            // space): passed.
            Some(c) if matches!(c, ',' | ';') || c.is_whitespace() => {
                resume(lexer, c.len_utf8());
                return Ok(false);
            }
            Some(c) if c.is_ascii_digit() && !self.castling_at(start) => {
                let mut end = start;
                while self.chars.get(end).is_some_and(char::is_ascii_digit) {
                    end += 1;
                }
                while self
                    .chars
                    .get(end)
                    .is_some_and(|c| matches!(c, '.' | '…' | ')'))
                {
                    end += 1;
                }
                resume(lexer, self.bytes(start, end));
                return Ok(false);
            }
            _ => {}
        }
        let error = |line, column, text: String, error| Error {
            line,
            column,
            ply,
            kind: ErrorKind::DescriptiveMove { text, error },
        };
        let (pattern, end) = match parse_prefix(&self.chars, start, self.language) {
            Ok(read) => read,
            Err(stop) => {
                // Where the text stops being notation, and the move up to the next space.
                let (mut l, mut c) = (word.line, word.column);
                for &ch in self.chars.get(start..stop.at).unwrap_or(&[]) {
                    if ch == '\n' {
                        (l, c) = (l + 1, 1);
                    } else {
                        c += 1;
                    }
                }
                let word_end = self.chars[stop.at.min(self.chars.len())..]
                    .iter()
                    .position(|c| c.is_whitespace())
                    .map_or(self.chars.len(), |n| stop.at + n);
                let reason = DescriptiveError::Syntax {
                    column: stop.at.saturating_sub(start) + 1,
                    reason: stop.reason,
                };
                let text = self.chars[start..word_end].iter().collect();
                return Err(error(l, c, text, reason));
            }
        };
        let text: String = self.chars[start..end].iter().collect();
        let reading = read::resolve(&line.pos, &line.track, &pattern, &text, self.language)
            .or_else(|e| {
                // Castling without the rook given, under the game's Odds tag (1930 Art. 22.8),
                // as the algebraic reader reads it.
                let Shape::Castle(written) = pattern.shape else {
                    return Err(e);
                };
                let sides = written.map_or(CastlingSide::ALL.to_vec(), |side| vec![side]);
                sides
                    .into_iter()
                    .find_map(|side| {
                        crate::odds::castling_without_rook(
                            &state.game,
                            state.options.edition,
                            &line.pos,
                            side,
                            line.kings_moved,
                        )
                    })
                    .map(|mv| DescriptiveReading {
                        mv,
                        check: pattern.check,
                        en_passant_mark: pattern.en_passant,
                        annotation: pattern.annotation,
                    })
                    .ok_or(e)
            })
            .map_err(|e| error(word.line, word.column, text.clone(), e))?;
        resume(lexer, self.bytes(start, end));
        // Castling without the rook given is the king's move alone (`crate::odds::as_played`).
        line.advance(crate::odds::as_played(&line.pos, reading.mv));
        let mut played = PlayedMove::new(reading.mv, word.line, word.column);
        if let Some(annotation) = reading.annotation {
            played.nags.push(annotation.nag());
        }
        variation.moves.push(played);
        Ok(true)
    }
}

/// Writes a game as a descriptive score: one full move a line, `1. P 4 R, P 4 R` (see the
/// module's doc), ending with the result and a newline. Tags are not written (a score with tags
/// is PGN: [`crate::pgn::write_game`] with [`crate::Notation::Descriptive`]).
///
/// ```
/// use notation::descriptive::{write_descriptive_score, DescriptiveLanguage};
/// use notation::pgn::{read_games, ReadOptions};
///
/// let game = read_games("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *", ReadOptions::default()).next().expect("game");
/// assert_eq!(
///     write_descriptive_score(&game, DescriptiveLanguage::English),
///     "1. P-K4, P-K4\n2. N-KB3, N-QB3\n3. B-N5, P-QR3\n*\n"
/// );
/// assert_eq!(
///     write_descriptive_score(&game, DescriptiveLanguage::French),
///     "1. P 4 R, P 4 R\n2. C 3 FR, C 3 FD\n3. F 5 C, P 3 TD\n*\n"
/// );
/// ```
pub fn write_descriptive_score(game: &Game, language: DescriptiveLanguage) -> String {
    let mut out = String::with_capacity(32 + game.moves.len() * 10);
    for comment in &game.comments {
        write_comment(&mut out, comment);
        out.push('\n');
    }
    let origins = Origins::of(&game.start);
    write_line(&mut out, &game.start, origins, &game.moves, language, true);
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
    let result = game.recorded_result().unwrap_or(GameResult::Unknown);
    out.push_str(result.as_str());
    out.push('\n');
    out
}

fn write_comment(out: &mut String, comment: &str) {
    if comment.contains('}') {
        // Braces cannot hold it: PGN's rest-of-line comment, which the reader knows by its `}`.
        out.push_str("; ");
        out.push_str(comment);
        out.push('\n');
    } else {
        out.push_str("{ ");
        out.push_str(comment);
        out.push_str(" }");
    }
}

/// Writes a line of moves from `start` (its pieces having begun where `origins` says): a full
/// move a line for the main line (`main`), on one line inside a variation.
fn write_line(
    out: &mut String,
    start: &Chess,
    mut origins: Origins,
    moves: &[PlayedMove],
    language: DescriptiveLanguage,
    main: bool,
) {
    let mut pos = start.clone();
    for (i, played) in moves.iter().enumerate() {
        let number = pos.fullmoves().get();
        if pos.turn().is_white() {
            if i > 0 {
                out.push(if main { '\n' } else { ' ' });
            }
            out.push_str(&format!("{number}. "));
        } else if i == 0 {
            out.push_str(&format!("{number}... "));
        } else {
            out.push_str(", ");
        }
        write_in_game(out, &pos, &origins, played.mv, language);
        for nag in &played.nags {
            out.push_str(&format!(" ${nag}"));
        }
        let mut commands = Vec::new();
        if let Some(ms) = played.clock_ms {
            commands.push(format!("[%clk {}]", format_clock(ms)));
        }
        if let Some(ms) = played.elapsed_ms {
            commands.push(format!("[%emt {}]", format_clock(ms)));
        }
        if played.draw_offer {
            commands.push("(=)".to_owned());
        }
        if !commands.is_empty() {
            out.push(' ');
            write_comment(out, &commands.join(" "));
        }
        for comment in &played.comments {
            out.push(' ');
            write_comment(out, comment);
        }
        for variation in &played.variations {
            out.push_str(" (");
            for comment in &variation.comments {
                write_comment(out, comment);
                out.push(' ');
            }
            write_line(out, &pos, origins, &variation.moves, language, false);
            out.push(')');
        }
        origins.play(&played.mv);
        pos.play_unchecked(played.mv);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str, language: DescriptiveLanguage) -> Game {
        read_descriptive_games(text, language)
            .next()
            .expect("a game")
    }

    #[test]
    fn art_5_1930_a_score_with_tags_comments_variations_and_result() {
        let text = "[Event \"Club\"]\n[White \"A\"]\n\n1. P-K4 {best [%clk 1:59:00]} P-K4 (1... P-QB4 2. N-KB3) \
2. N-KB3 $1 N-QB3 (=) 1-0\n";
        let game = one(text, DescriptiveLanguage::English);
        assert!(game.error.is_none(), "{:?}", game.error);
        assert_eq!(game.tags.len(), 2);
        assert_eq!(game.moves.len(), 4);
        assert_eq!(game.moves[0].comments, ["best"]);
        assert_eq!(game.moves[0].clock_ms, Some(7_140_000));
        assert_eq!(game.moves[1].variations[0].moves.len(), 2);
        assert_eq!(game.moves[2].nags, [1]);
        assert!(game.moves[3].draw_offer);
        assert_eq!(game.result, Some(GameResult::WhiteWins));
        assert!(game.warnings.is_empty(), "{:?}", game.warnings);
        assert!(game.languages.is_empty());
    }

    #[test]
    fn art_1930_22_8_castling_without_the_rook_is_read_under_the_odds_tag() {
        let tags = "[Edition \"fide-1930\"]\n[Odds \"rook\"]\n[SetUp \"1\"]\n\
            [FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1\"]\n\n";
        let line = "1. P-Q4, P-Q4 2. N-QB3, N-QB3 3. B-B4, B-B4 4. Q-Q2, Q-Q2";
        // Written with its side, and as `Castles`, the side being the only one it can be.
        for castling in ["O-O-O", "Castles"] {
            let game = one(
                &format!("{tags}{line} 5. {castling}, O-O-O 6. P-K3 *\n"),
                DescriptiveLanguage::English,
            );
            assert!(game.error.is_none(), "{castling}: {:?}", game.error);
            assert_eq!(game.moves.len(), 11, "{castling}");
            assert_eq!(
                game.moves[8].mv,
                shakmaty::Move::Castle {
                    king: shakmaty::Square::E1,
                    rook: shakmaty::Square::A1
                }
            );
        }
        // Without the Odds tag it is no move.
        let game = one(
            &format!(
                "{}{line} 5. O-O-O *\n",
                tags.replace("[Odds \"rook\"]\n", "")
            ),
            DescriptiveLanguage::English,
        );
        assert_eq!(game.error.map(|e| e.ply), Some(Some(9)));
    }

    #[test]
    fn art_5_1930_the_score_written_reads_back() {
        let text = "{Opening} 1. P 4 R {le pion du roi}, P 4 R (1... P 4 FD 2. C 3 FR) \
2. C 3 FR $1, C 3 FD {[%clk 0:10:00] (=)} 3. F 5 C ; a } b\n 3... P 3 TD 1/2-1/2";
        let game = one(text, DescriptiveLanguage::French);
        assert!(game.error.is_none(), "{:?}", game.error);
        let written = write_descriptive_score(&game, DescriptiveLanguage::French);
        assert!(
            written.starts_with(
                "{ Opening }\n1. P 4 R { le pion du roi }, P 4 R (1... P 4 FD 2. C 3 FR)\n"
            ),
            "{written}"
        );
        let again = one(&written, DescriptiveLanguage::French);
        assert!(again.error.is_none(), "{:?}\n{written}", again.error);
        assert_eq!(
            write_descriptive_score(&again, DescriptiveLanguage::French),
            written
        );
        assert_eq!(again.moves[4].comments, ["a } b"]);
    }

    #[test]
    fn par_5_1928_move_numbers_as_the_old_scores_write_them() {
        // `12`, `12.`, `12...`, `12…`, `12)`; a no-break space between moves.
        for text in [
            "1 P 4 R P 4 R 2 C 3 FR",
            "1. P 4 R 1... P 4 R 2. C 3 FR",
            "1) P 4 R, P 4 R; 2) C 3 FR",
            "1. P 4 R 1… P 4 R\u{a0}2. C 3 FR",
            "1. P4R, P4R; 2. C3FR",
        ] {
            let game = one(text, DescriptiveLanguage::French);
            assert!(game.error.is_none(), "{text}: {:?}", game.error);
            assert_eq!(game.moves.len(), 3, "{text}");
        }
        // Castling written with zeros and spaces is no move number.
        let game = one(
            "1. P 4 R P 4 R 2. C 3 FR C 3 FD 3. F 4 F F 4 F 4. 0 — 0",
            DescriptiveLanguage::French,
        );
        assert!(game.error.is_none(), "{:?}", game.error);
        assert!(game.moves[6].mv.is_castle());
    }

    #[test]
    fn art_5_1930_errors_carry_line_column_and_ply() {
        let game = one(
            "1. P-K4 P-K4\n2. N-KB3 N-K3 *",
            DescriptiveLanguage::English,
        );
        let error = game.error.expect("illegal");
        assert_eq!((error.line, error.column, error.ply), (2, 10, Some(4)));
        assert_eq!(game.moves.len(), 3);
        let game = one("1. P-K4 P-X4 *", DescriptiveLanguage::English);
        let error = game.error.expect("not notation");
        assert_eq!((error.line, error.column), (1, 11));
        assert!(matches!(
            error.kind,
            ErrorKind::DescriptiveMove { ref text, error: DescriptiveError::Syntax { column: 3, .. } }
                if text == "P-X4"
        ));
        // A bad game does not stop the next.
        let games: Vec<_> = read_descriptive_games(
            "[A \"1\"]\n1. P-K5 *\n[A \"2\"]\n1. P-K4 *\n",
            DescriptiveLanguage::English,
        )
        .collect();
        assert_eq!(games.len(), 2);
        assert!(games[0].error.is_some());
        assert!(games[1].error.is_none());
    }
}
