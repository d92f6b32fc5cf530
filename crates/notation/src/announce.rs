//! Moves spoken aloud, as Annex D.2.1 asks of games with blind and visually impaired players.
//!
//! Annex D.2.1: "Les coups doivent être annoncés clairement, répétés par l'adversaire et joués
//! sur son échiquier. Lors d'une promotion, le joueur ou la joueuse doit annoncer la pièce
//! choisie." The Annex suggests names for the files (Anna … Hector), German words for the ranks
//! (eins … acht), "Kurze Rochade" and "Lange Rochade" for castling, and German names for the
//! pieces (Koenig, Dame, Turm, Laufer, Springer, Bauer). [`Voice::German`] speaks exactly those
//! words; [`Voice::French`] and [`Voice::English`] are the same announcements in the languages
//! the arbiter may choose instead ("A moins que l'arbitre en décide autrement").

use std::fmt;
use std::str::FromStr;

use shakmaty::san::{San, Suffix};
use shakmaty::{CastlingSide, Chess, Move, Position, Rank, Role, Square};

/// The words of an announcement (Annex D.2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Voice {
    /// The Annex's own words: Koenig, Dame, Turm, Laufer, Springer, Bauer; eins … acht;
    /// "Kurze Rochade", "Lange Rochade" (Annex D.2.1).
    German,
    /// The French equivalents the Annex gives in brackets: Roi, Dame, Tour, Fou, Cavalier, Pion;
    /// un … huit; "Petit roque", "Grand roque".
    French,
    /// English equivalents: King, Queen, Rook, Bishop, Knight, Pawn; one … eight; "Short
    /// castling", "Long castling".
    English,
}

impl Voice {
    /// Every voice, the Annex's German first.
    pub const ALL: [Voice; 3] = [Voice::German, Voice::French, Voice::English];

    /// The code used on the command line: `de fr en`.
    pub fn code(self) -> &'static str {
        match self {
            Voice::German => "de",
            Voice::French => "fr",
            Voice::English => "en",
        }
    }

    fn words(self) -> &'static Words {
        match self {
            Voice::German => &GERMAN,
            Voice::French => &FRENCH,
            Voice::English => &ENGLISH,
        }
    }
}

impl fmt::Display for Voice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A voice code that is none of `de fr en`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown voice {0:?}: expected one of de, fr, en")]
pub struct UnknownVoice(pub String);

impl FromStr for Voice {
    type Err = UnknownVoice;

    fn from_str(s: &str) -> Result<Voice, UnknownVoice> {
        Voice::ALL
            .into_iter()
            .find(|voice| voice.code() == s)
            .ok_or_else(|| UnknownVoice(s.to_owned()))
    }
}

/// The files' names, the same in every voice: Annex D.2.1 suggests them "pour remplacer les
/// lettres correspondantes", and they are meant to be understood whatever the language.
const FILES: [&str; 8] = [
    "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
];

/// The vocabulary of one voice.
struct Words {
    /// Pawn, knight, bishop, rook, queen, king (the order of [`Role`]).
    pieces: [&'static str; 6],
    /// Ranks one to eight.
    ranks: [&'static str; 8],
    capture: &'static str,
    en_passant: &'static str,
    short_castling: &'static str,
    long_castling: &'static str,
    check: &'static str,
    checkmate: &'static str,
}

/// Annex D.2.1 verbatim, the pieces spelled in ASCII as the Annex does ("Koenig", "Laufer").
const GERMAN: Words = Words {
    pieces: ["Bauer", "Springer", "Laufer", "Turm", "Dame", "Koenig"],
    ranks: [
        "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
    ],
    capture: "schlägt",
    en_passant: "en passant",
    short_castling: "Kurze Rochade",
    long_castling: "Lange Rochade",
    check: "Schach",
    checkmate: "Schachmatt",
};

/// The Annex's French names, "Pion" capitalised since it always opens the announcement.
const FRENCH: Words = Words {
    pieces: ["Pion", "Cavalier", "Fou", "Tour", "Dame", "Roi"],
    ranks: [
        "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit",
    ],
    capture: "prend",
    en_passant: "en passant",
    short_castling: "Petit roque",
    long_castling: "Grand roque",
    check: "échec",
    checkmate: "échec et mat",
};

const ENGLISH: Words = Words {
    pieces: ["Pawn", "Knight", "Bishop", "Rook", "Queen", "King"],
    ranks: [
        "one", "two", "three", "four", "five", "six", "seven", "eight",
    ],
    capture: "takes",
    en_passant: "en passant",
    short_castling: "Short castling",
    long_castling: "Long castling",
    check: "check",
    checkmate: "checkmate",
};

impl Words {
    fn piece(&self, role: Role) -> &'static str {
        self.pieces[usize::from(role as u8) - 1]
    }

    fn rank(&self, rank: Rank) -> &'static str {
        self.ranks[rank.to_usize()]
    }

    fn square(&self, square: Square) -> [&'static str; 2] {
        [FILES[square.file().to_usize()], self.rank(square.rank())]
    }
}

/// Announces `mv`, a legal move in `pos`, as Annex D.2.1 asks.
///
/// The words, separated by single spaces, are:
/// - the piece moved, a pawn included ("Bauer"), so that every announcement says what moves;
/// - the departure file and/or rank when SAN needs them to tell two pieces apart, and the
///   departure file of a pawn that captures ("Springer Gustav Felix drei" for Ngf3, "Bauer Eva
///   schlägt David fünf" for exd5);
/// - "schlägt" (prend, takes) for a capture, then the destination square, file name and rank
///   word ("Springer Felix drei");
/// - "en passant" after an en passant capture;
/// - the chosen piece after a promotion, which Annex D.2.1 requires the player to announce
///   ("Bauer Eva acht Dame");
/// - "Schach" (échec, check) or "Schachmatt" (échec et mat, checkmate) when the move gives it.
///
/// Castling is "Kurze Rochade" or "Lange Rochade" (Petit/Grand roque, Short/Long castling); in
/// Chess960 the side is that of the rook relative to the king, whatever their squares.
pub fn announce(pos: &Chess, mv: Move, voice: Voice) -> String {
    let words = voice.words();
    let san = San::from_move(pos, mv);
    let mut after = pos.clone();
    after.play_unchecked(crate::odds::as_played(pos, mv));
    let suffix = Suffix::from_position(&after);
    let mut spoken: Vec<&'static str> = Vec::new();
    match san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            spoken.push(words.piece(role));
            spoken.extend(file.map(|file| FILES[file.to_usize()]));
            spoken.extend(rank.map(|rank| words.rank(rank)));
            if capture {
                spoken.push(words.capture);
            }
            spoken.extend(words.square(to));
            if mv.is_en_passant() {
                spoken.push(words.en_passant);
            }
            spoken.extend(promotion.map(|role| words.piece(role)));
        }
        San::Castle(CastlingSide::KingSide) => spoken.push(words.short_castling),
        San::Castle(CastlingSide::QueenSide) => spoken.push(words.long_castling),
        // Drops belong to Crazyhouse, not to the Laws; spoken like a move without departure.
        San::Put { role, to } => {
            spoken.push(words.piece(role));
            spoken.extend(words.square(to));
        }
        // A `Move` is never the null move.
        San::Null => {}
    }
    match suffix {
        Some(Suffix::Check) => spoken.push(words.check),
        Some(Suffix::Checkmate) => spoken.push(words.checkmate),
        None => {}
    }
    spoken.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Position;

    fn spoken(pos: &Chess, uci: &str, voice: Voice) -> String {
        let mv = uci
            .parse::<shakmaty::uci::UciMove>()
            .expect("UCI")
            .to_move(pos)
            .expect("legal move");
        announce(pos, mv, voice)
    }

    #[test]
    fn annex_d_2_1_german_words_per_role() {
        let roles = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ];
        let names: Vec<_> = roles.iter().map(|r| GERMAN.piece(*r)).collect();
        assert_eq!(
            names,
            ["Koenig", "Dame", "Turm", "Laufer", "Springer", "Bauer"]
        );
        assert_eq!(GERMAN.square(Square::A1), ["Anna", "eins"]);
        assert_eq!(GERMAN.square(Square::H8), ["Hector", "acht"]);
        assert_eq!(FRENCH.square(Square::E5), ["Eva", "cinq"]);
        assert_eq!(ENGLISH.square(Square::C7), ["Cesar", "seven"]);
    }

    #[test]
    fn annex_d_2_1_first_moves() {
        let pos = Chess::default();
        assert_eq!(spoken(&pos, "e2e4", Voice::German), "Bauer Eva vier");
        assert_eq!(spoken(&pos, "g1f3", Voice::French), "Cavalier Felix trois");
        assert_eq!(spoken(&pos, "b1c3", Voice::English), "Knight Cesar three");
        assert_eq!(pos.legal_moves().len(), 20);
    }

    #[test]
    fn codes_round_trip() {
        for voice in Voice::ALL {
            assert_eq!(voice.code().parse::<Voice>(), Ok(voice));
            assert_eq!(voice.to_string(), voice.code());
        }
        assert_eq!("xx".parse::<Voice>(), Err(UnknownVoice("xx".to_owned())));
    }
}
