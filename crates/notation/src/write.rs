//! Writing a move: the FIDE preferred form (C.10.3) in any language, long or short, figurine, UCI;
//! or descriptive notation (1930 Art. 5.3).

use std::fmt;
use std::str::FromStr;

use shakmaty::san::San;
use shakmaty::{CastlingSide, Chess, Move, Position, Square};

use crate::descriptive::{DescriptiveLanguage, write_descriptive_to};
use crate::language::Language;

/// How to write moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Algebraic notation (Annex C).
    Algebraic {
        /// The piece letters (or figurines).
        language: Language,
        /// The long form with the departure square (C.8: `Cg1f3`, `e2e4`), else the short form
        /// disambiguated as C.10 asks, file first (C.10.3).
        long: bool,
    },
    /// UCI: the two squares and a lowercase promotion letter (`e7e8q`); castling as the king's
    /// move (`e1g1`), or onto the rook in Chess960.
    Uci,
    /// Descriptive notation (1930 Art. 5.3, 1928 Par. 5): `N-KB3`, `C 3 FR`, in the shortest
    /// form that names the move alone (see [`crate::descriptive`]).
    Descriptive {
        /// English (`P-K4`) or French (`P 4 R`).
        language: DescriptiveLanguage,
    },
}

impl Notation {
    /// Short algebraic notation in `language`.
    pub fn short(language: Language) -> Notation {
        Notation::Algebraic {
            language,
            long: false,
        }
    }

    /// The PGN standard's SAN: short form, English letters.
    pub const SAN: Notation = Notation::Algebraic {
        language: Language::English,
        long: false,
    };
}

/// The command line's names: `en fr de es it nl figurine uci descriptive-en descriptive-fr`.
impl FromStr for Notation {
    type Err = crate::language::UnknownLanguage;

    fn from_str(s: &str) -> Result<Notation, Self::Err> {
        if s == "uci" {
            return Ok(Notation::Uci);
        }
        if let Ok(language) = s.parse::<DescriptiveLanguage>() {
            return Ok(Notation::Descriptive { language });
        }
        s.parse().map(Notation::short)
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notation::Uci => f.write_str("uci"),
            Notation::Descriptive { language } => f.write_str(language.code()),
            Notation::Algebraic { language, long } => {
                f.write_str(language.code())?;
                if *long {
                    f.write_str(" (long)")
                } else {
                    Ok(())
                }
            }
        }
    }
}

/// Writes `mv`, a legal move of `pos`, with its check or mate mark.
///
/// English follows the PGN standard (`O-O`, `e8=Q`, `#`); the other languages and figurines
/// follow Annex C (`0-0`, C.13; `e8D`, C.11; `#`, C.13.5).
///
/// ```
/// use notation::{write_move, Language, Notation};
/// use shakmaty::{Chess, Move, Role, Square};
///
/// let pos = Chess::default();
/// let nf3 = Move::Normal { role: Role::Knight, from: Square::G1, capture: None, to: Square::F3, promotion: None };
/// assert_eq!(write_move(&pos, nf3, Notation::short(Language::French)), "Cf3");
/// assert_eq!(write_move(&pos, nf3, Notation::Algebraic { language: Language::German, long: true }), "Sg1f3");
/// assert_eq!(write_move(&pos, nf3, Notation::short(Language::Figurine)), "♘f3");
/// assert_eq!(write_move(&pos, nf3, Notation::Uci), "g1f3");
/// ```
pub fn write_move(pos: &Chess, mv: Move, notation: Notation) -> String {
    let mut out = String::with_capacity(8);
    write_move_to(&mut out, pos, mv, notation);
    out
}

/// Like [`write_move`], appending to `out`.
pub fn write_move_to(out: &mut String, pos: &Chess, mv: Move, notation: Notation) {
    let (language, long) = match notation {
        Notation::Algebraic { language, long } => (language, long),
        Notation::Uci => {
            out.push_str(&mv.to_uci(pos.castles().mode()).to_string());
            return;
        }
        Notation::Descriptive { language } => {
            write_descriptive_to(out, pos, mv, language);
            return;
        }
    };
    write_body(out, pos, mv, language, long);
    let mut after = pos.clone();
    after.play_unchecked(crate::odds::as_played(pos, mv));
    if after.is_checkmate() {
        out.push('#');
    } else if after.is_check() {
        out.push('+');
    }
}

/// Writes the move without its check mark.
fn write_body(out: &mut String, pos: &Chess, mv: Move, language: Language, long: bool) {
    if let Some(side) = mv.castling_side() {
        out.push_str(match (language, side) {
            (Language::English, CastlingSide::KingSide) => "O-O",
            (Language::English, CastlingSide::QueenSide) => "O-O-O",
            (_, CastlingSide::KingSide) => "0-0",
            (_, CastlingSide::QueenSide) => "0-0-0",
        });
        return;
    }
    let (role, from_file, from_rank, capture, to, promotion) = if long {
        let from = mv.from().unwrap_or(Square::A1);
        (
            mv.role(),
            Some(from.file()),
            Some(from.rank()),
            mv.is_capture(),
            mv.to(),
            mv.promotion(),
        )
    } else {
        match San::from_move(pos, mv) {
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => (role, file, rank, capture, to, promotion),
            // Castling was written above; drops do not exist in chess.
            San::Castle(_) | San::Put { .. } | San::Null => return,
        }
    };
    // Pawns have no symbol (C.4): `symbol` gives none.
    if let Some(symbol) = language.symbol(role) {
        out.push(symbol);
    }
    if let Some(file) = from_file {
        out.push(file.char());
    }
    if let Some(rank) = from_rank {
        out.push(rank.char());
    }
    if capture {
        out.push('x');
    }
    out.push(to.file().char());
    out.push(to.rank().char());
    if let Some(role) = promotion {
        if language == Language::English {
            out.push('=');
        }
        if let Some(symbol) = language.symbol(role) {
            out.push(symbol);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Languages;
    use crate::read::read_move;
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .expect("fen")
            .into_position(CastlingMode::Standard)
            .expect("legal")
    }

    #[test]
    fn annex_c_10_3_file_first() {
        // Knights on h2 and d4 both reach f3: the file is enough (C.10.3.3).
        let p = pos("4k3/8/8/8/3N4/8/7N/4K3 w - - 0 1");
        let m = read_move(&p, "Nhf3", Languages::ANY).expect("move").mv;
        assert_eq!(write_move(&p, m, Notation::short(Language::French)), "Chf3");
        // Knights on g5 and g1: the rank (C.10.3.2).
        let p = pos("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1");
        let m = read_move(&p, "N1f3", Languages::ANY).expect("move").mv;
        assert_eq!(write_move(&p, m, Notation::short(Language::French)), "C1f3");
    }

    #[test]
    fn annex_c_11_promotion_attached_and_pgn_equals() {
        let p = pos("k7/3P4/8/8/8/8/8/4K3 w - - 0 1");
        let m = read_move(&p, "d8D", Languages::ANY).expect("move").mv;
        assert_eq!(write_move(&p, m, Notation::short(Language::French)), "d8D+");
        assert_eq!(write_move(&p, m, Notation::SAN), "d8=Q+");
        assert_eq!(write_move(&p, m, Notation::Uci), "d7d8q");
    }

    #[test]
    fn annex_c_13_castling_with_zeros() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let m = read_move(&p, "0-0-0", Languages::ANY).expect("move").mv;
        assert_eq!(
            write_move(&p, m, Notation::short(Language::German)),
            "0-0-0"
        );
        assert_eq!(write_move(&p, m, Notation::SAN), "O-O-O");
        assert_eq!(write_move(&p, m, Notation::Uci), "e1c1");
    }

    #[test]
    fn notation_names() {
        assert_eq!("uci".parse::<Notation>(), Ok(Notation::Uci));
        assert_eq!(
            "nl".parse::<Notation>(),
            Ok(Notation::short(Language::Dutch))
        );
        assert!("klingon".parse::<Notation>().is_err());
        for language in DescriptiveLanguage::ALL {
            let notation = Notation::Descriptive { language };
            assert_eq!(notation.to_string().parse::<Notation>(), Ok(notation));
        }
    }
}
