//! Descriptive notation, read and written, in English (`P-K4`, `N-KB3`, `PxP`, `O-O`) and in
//! French as the 1928 and 1930 texts define it (`D 4 FR`, `T 4 CR—2 CR`, `C pr. F`, `Roq TR`).
//!
//! # What the texts say
//! 1930 Art. 5.3 (and 1928 Par. 5, in nearly the same words): the pieces are named by their
//! initial; the rook, knight and bishop of the king are told from those of the queen by the
//! letters R and D; the eight files are named after the pieces that stand on them at the start
//! — TD CD FD D R FR CR TR — "de gauche à droite pour les Blancs et inversement pour les Noirs":
//! the same files for both players (the queen's rook's file is the a-file for White and for
//! Black), each seeing them from their own side. A move is the piece's initial and the square of
//! arrival (`D 4 FR`); when two like pieces can go to that square, the square of departure too
//! (`T 4 CR—2 CR`). Abbreviations: `Roq TR` (castling short), `Roq TD` (long), `pr.` (takes),
//! `éch.` (check), `mat` (mate).
//!
//! **Ranks.** 1928: numbered 1–8 "de bas en haut pour les blancs mais comptées en sens inverse
//! pour les noirs" — from Black's side for Black — and its example reads the fourth square
//! "vis à vis le joueur", counted from the player. 1930: "de bas en haut, tant pour les Blancs
//! que pour les Noirs". Read with one fixed "bottom" for both, the 1930 sentence would make
//! Black's `P 4 R` the square White calls 4 R, which no descriptive score ever meant, and it
//! would contradict the same paragraph's files, named "inversement pour les Noirs", that is as
//! Black sees the board. The 1930 "bas" is each player's own side, as in 1928: a rank `r`
//! written by Black is White's rank `9 − r` (Black's `P 4 R` is e5). Every square of a move —
//! arrival, departure, a captured unit's — is counted from the side of the player who moves.
//!
//! # Choices where the texts are silent
//! - **K and Q (R and D) qualifiers: the wing a piece began on, or the one it stands on.** The
//!   scores' tradition names a rook, knight or bishop after where it began: after `O-O`,
//!   `QR-K1` then `QR-Q1` is the rook of a1 going to e1, then to d1. A game read
//!   ([`read_descriptive_games`]) follows each piece from where it stood at the start of the
//!   score, and reads `QR` (`TD`) as either the rook that began on the queen's side or a rook
//!   standing on it (files a–d), `KN` (`CR`) likewise on the king's side (e–h): a move is taken
//!   when one legal move fits either reading; when the two readings name different legal
//!   moves (crossed rooks: the king's rook on c1, the queen's on f1, and `KR-Q1`), the text is
//!   [`DescriptiveError::Ambiguous`] with both, never one of them. A move read alone
//!   ([`read_descriptive`]) has no history: its qualifiers name the wing the piece stands on.
//!   Written, a qualifier is the wing the piece stands on, in a form the reader of the same
//!   context (a game, or a move alone) reads as that move alone, so a written move always reads
//!   back as itself. A piece promoted to has no wing but the one it stands on. Pawns are named by
//!   the file they stand on (`KBP`, `PFR`), as scores always did: a pawn that has captured
//!   changes its name.
//! - **A file name may be shortened** to its piece when the rank and the position leave one
//!   move: `B-N5` is a bishop to QN5 or KN5, `F 5 C` the same in French; `BP` a pawn on either
//!   bishop's file; `PxP` any pawn taking any pawn. A text is read among the legal moves
//!   (shakmaty's): one that fits exactly one legal move is that move, one that fits several is
//!   [`DescriptiveError::Ambiguous`] with every candidate, never one of them.
//! - **A dash (or, in French, nothing) means a move to an empty square; `x` (`pr.`) a capture.**
//!   `N-KB3` never names a capture, `NxP` never a quiet move.
//! - **`e.p.` is a condition**: `PxP e.p.` fits only an en passant capture; check and mate marks
//!   are kept but do not select moves (as with algebraic notation, [`crate::read_move`]).
//!
//! # Forms read
//! English (`English`): units `K Q R B N P`, the older `Kt` for the knight (`Kt-KB3`, `KKt`,
//! `QKtP`), qualified `KR QN KB`, pawns `P KP QP KBP QNP BP NP RP`; squares `KB3` and, where
//! shortened, `B3`; `N-KB3`, `PxP`, `BxN`, `QNxP`, `KPxQBP`; departure `N/1-Q2`, `N(1)-Q2`,
//! `N/KB3-Q2`; a captured unit's square `NxP/K5`; promotion `P-K8=Q`, `P-K8(Q)`, `P-K8/Q`,
//! `P-K8Q`, `PxR=N`; castling `O-O`, `O-O-O`, `0-0`, `0-0-0`, `Castles` (either side, if only
//! one is legal), `Castles(QR)`; marks `ch`, `check`, `dis ch`, `dbl ch`, `+`, `mate`, `#`,
//! `++`, `e.p.`, `ep`, `! ? !! ?? !? ?!`.
//!
//! French (`French`): units `R D T F C P`, qualified `TR TD CR CD FR FD`, pawns `P PR PD PFR
//! PCD …` and shortened `PF PC PT`; squares rank first, `4 FR`, `4FR`, shortened `5 C`; the
//! 1928 dots (`D. 4 FR`, `T. D.`); departure `T 4 CR—2 CR` (any dash, spaces or none), `C 1—2 D`;
//! captures `C pr. F`, `Pr.`, `prend`, `:`, `x`, with the captured unit's square `T pr. P 5 D`;
//! a qualifier after a space on the moving unit (`T R 2 D`); promotion `P 8 R = D`, `P 8 R(D)`;
//! castling `Roq TR`, `Roq TD`, `Roq T R`, `Roque TD`, `0-0`, `0-0-0`, `Roq` (if one side only);
//! marks `éch.`, `ech.`, `Ech.`, `échec`, `+`, `mat`, `Mat`, `#`, `e.p.`, `en passant`.
//!
//! # Forms written
//! The shortest form that reads back as exactly that move: candidates are tried from the
//! shortest (`PxP`, then `PxKP`, `KPxP`, … `N-B3`, then `N-KB3`, `KN-B3`, `N/1-B3`, …, the
//! departure square last, shortened where it can be: `N/B3-N5` before `N/KB3-N5`; a captured
//! unit's square likewise, `NxP/B5` before `NxP/KB5`), each read back through this module's
//! reader among the legal moves. French gives a departure square in full, and the arrival
//! with it (`T 4 CR—2 CR`, as the 1930 text prints it).
//! English writes `N`, `-`, `x`, `=Q`, `O-O`, `ch` attached and ` mate` after a space; French
//! writes as the 1930 text prints, `D 4 FR`, `T 4 CR—2 CR`, `C pr. F`, `P 8 R = D`, `Roq TR`,
//! ` éch.`, ` mat`. `e.p.` is not written (the capture is named without it).
//!
//! ```
//! use notation::descriptive::{read_descriptive, write_descriptive, DescriptiveLanguage};
//! use shakmaty::{Chess, Position};
//!
//! let mut pos = Chess::default();
//! for text in ["P 4 R", "P 4 R", "C 3 FR", "C 3 FD"] {
//!     let reading = read_descriptive(&pos, text, DescriptiveLanguage::French)?;
//!     pos.play_unchecked(reading.mv);
//! }
//! let mv = read_descriptive(&pos, "B-N5", DescriptiveLanguage::English)?.mv;
//! assert_eq!(mv.to(), shakmaty::Square::B5);
//! assert_eq!(write_descriptive(&pos, mv, DescriptiveLanguage::French), "F 5 C");
//! # Ok::<_, notation::descriptive::DescriptiveError>(())
//! ```

use std::fmt;
use std::str::FromStr;

use shakmaty::{Chess, Move};

mod game;
mod origins;
mod read;
mod syntax;
mod write;

pub use game::{DescriptiveGames, read_descriptive_games, write_descriptive_score};
pub use syntax::DescriptiveSyntax;
pub use write::{write_descriptive, write_descriptive_to};

use crate::written::Annotation;
pub(crate) use origins::Origins;
pub(crate) use write::write_in_game;

/// The language of a descriptive score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DescriptiveLanguage {
    /// `P-K4`, `N-KB3`, `PxP`, `Q-R5ch`, `O-O`: the English tradition.
    English,
    /// `P 4 R`, `C 3 FR`, `P pr. P`, `D 5 TR éch.`, `Roq TR`: 1930 Art. 5.3, 1928 Par. 5.
    French,
}

impl DescriptiveLanguage {
    /// Both languages, English first.
    pub const ALL: [DescriptiveLanguage; 2] =
        [DescriptiveLanguage::English, DescriptiveLanguage::French];

    /// The command line's name: `descriptive-en`, `descriptive-fr`.
    pub fn code(self) -> &'static str {
        match self {
            DescriptiveLanguage::English => "descriptive-en",
            DescriptiveLanguage::French => "descriptive-fr",
        }
    }
}

impl fmt::Display for DescriptiveLanguage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A name that is neither `descriptive-en` nor `descriptive-fr`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown descriptive notation {0:?}: expected descriptive-en or descriptive-fr")]
pub struct UnknownDescriptive(pub String);

impl FromStr for DescriptiveLanguage {
    type Err = UnknownDescriptive;

    fn from_str(s: &str) -> Result<DescriptiveLanguage, UnknownDescriptive> {
        DescriptiveLanguage::ALL
            .into_iter()
            .find(|language| language.code() == s)
            .ok_or_else(|| UnknownDescriptive(s.to_owned()))
    }
}

/// A check or mate mark written after a move (`ch`, `éch.`, `+`; `mate`, `mat`, `#`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DescriptiveCheck {
    /// Check: `ch`, `éch.`, `+`.
    Check,
    /// Mate: `mate`, `mat`, `#`, `++`.
    Mate,
}

/// A descriptive move read in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescriptiveReading {
    /// The one legal move the text names.
    pub mv: Move,
    /// The check or mate mark written, if any (not checked against the move).
    pub check: Option<DescriptiveCheck>,
    /// `e.p.` was written (the move is then an en passant capture).
    pub en_passant_mark: bool,
    /// The annotation glyph written, if any.
    pub annotation: Option<Annotation>,
}

/// Why a text names no single legal move in descriptive notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DescriptiveError {
    /// Not descriptive notation at all: where it stops being notation, and why.
    #[error("column {column}: {reason}")]
    Syntax {
        /// The column (in characters, from 1) where the text stops being notation.
        column: usize,
        /// Why.
        reason: DescriptiveSyntax,
    },
    /// Notation, but no legal move of the position fits it.
    #[error("illegal here: no legal move is written {text:?}")]
    Illegal {
        /// The text, trimmed.
        text: String,
    },
    /// Notation that fits two or more legal moves (a shortened form used where it is not
    /// unique); never silently one of them.
    #[error("ambiguous: {text:?} could be {}", CandidateList(.candidates))]
    Ambiguous {
        /// The text, trimmed.
        text: String,
        /// The moves it could be.
        candidates: Vec<DescriptiveCandidate>,
    },
}

impl DescriptiveError {
    /// The column (from 1) where the text stops being notation, for a syntax error.
    pub fn column(&self) -> Option<usize> {
        match self {
            DescriptiveError::Syntax { column, .. } => Some(*column),
            _ => None,
        }
    }

    /// A stable code: `not_notation`, `illegal_move`, `ambiguous_move` (as
    /// [`crate::MoveError::code`]).
    pub fn code(&self) -> &'static str {
        match self {
            DescriptiveError::Syntax { .. } => "not_notation",
            DescriptiveError::Illegal { .. } => "illegal_move",
            DescriptiveError::Ambiguous { .. } => "ambiguous_move",
        }
    }
}

/// One legal move an ambiguous text could be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescriptiveCandidate {
    /// The move.
    pub mv: Move,
    /// The move in UCI.
    pub uci: String,
    /// The move in the same notation, in its shortest unambiguous form (what should have been
    /// written).
    pub written: String,
}

struct CandidateList<'a>(&'a [DescriptiveCandidate]);

impl fmt::Display for CandidateList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" or ")?;
            }
            write!(f, "{} ({})", c.written, c.uci)?;
        }
        Ok(())
    }
}

/// Reads `text` as one legal move of `pos` in descriptive notation (see the module's doc for
/// the forms read). Without the game before it, a K or Q (R or D) qualifier names the wing the
/// piece stands on; [`read_descriptive_games`] also knows where each piece began.
///
/// ```
/// use notation::descriptive::{read_descriptive, DescriptiveError, DescriptiveLanguage};
/// use shakmaty::{fen::Fen, CastlingMode, Chess, Square};
///
/// // Pawns on e4 and c4 can both take the pawn on d5.
/// let pos: Chess = "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1".parse::<Fen>()?
///     .into_position(CastlingMode::Standard)?;
/// let english = DescriptiveLanguage::English;
/// assert!(matches!(read_descriptive(&pos, "PxP", english),
///     Err(DescriptiveError::Ambiguous { candidates, .. }) if candidates.len() == 2));
/// assert_eq!(read_descriptive(&pos, "KPxP", english)?.mv.from(), Some(Square::E4));
/// let french = read_descriptive(&pos, "P pr. P", DescriptiveLanguage::French);
/// assert_eq!(french.map_err(|e| e.code()), Err("ambiguous_move"));
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn read_descriptive(
    pos: &Chess,
    text: &str,
    language: DescriptiveLanguage,
) -> Result<DescriptiveReading, DescriptiveError> {
    let chars: Vec<char> = text.chars().collect();
    let start = chars
        .iter()
        .position(|c| !c.is_whitespace())
        .unwrap_or(chars.len());
    let (pattern, end) =
        syntax::parse_prefix(&chars, start, language).map_err(|stop| DescriptiveError::Syntax {
            column: stop.at + 1,
            reason: stop.reason,
        })?;
    if let Some(offset) = chars[end..].iter().position(|c| !c.is_whitespace()) {
        let at = end + offset;
        return Err(DescriptiveError::Syntax {
            column: at + 1,
            reason: DescriptiveSyntax::Unexpected(chars[at]),
        });
    }
    read::resolve(pos, &Origins::of(pos), &pattern, text.trim(), language)
}
