//! The piece letters of each language (Annex C.2–C.3) and figurines.

use std::fmt;
use std::str::FromStr;

use shakmaty::Role;

/// A way of naming the pieces in algebraic notation.
///
/// Annex C.2 gives the French letters (R D T F C) and the English ones (K Q R B N); C.3 lets each
/// player use the letters of their country, and recommends figurines in print.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Language {
    /// K Q R B N (Annex C.2; the PGN standard's letters).
    English,
    /// R D T F C: Roi, Dame, Tour, Fou, Cavalier (Annex C.2).
    French,
    /// K D T L S: König, Dame, Turm, Läufer, Springer.
    German,
    /// R D T A C: Rey, Dama, Torre, Alfil, Caballo.
    Spanish,
    /// R D T A C: Re, Donna, Torre, Alfiere, Cavallo.
    Italian,
    /// K D T L P: Koning, Dame, Toren, Loper, Paard.
    Dutch,
    /// ♔ ♕ ♖ ♗ ♘ (either colour on input; the white figurines on output), as C.3 recommends
    /// for print.
    Figurine,
}

/// The pieces a letter can stand for, in order of the roles' values: king, queen, rook, bishop,
/// knight.
const LETTERED: [Role; 5] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
];

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 7] = [
        Language::English,
        Language::French,
        Language::German,
        Language::Spanish,
        Language::Italian,
        Language::Dutch,
        Language::Figurine,
    ];

    /// The languages written with letters (all but [`Language::Figurine`]).
    pub const LETTERED: [Language; 6] = [
        Language::English,
        Language::French,
        Language::German,
        Language::Spanish,
        Language::Italian,
        Language::Dutch,
    ];

    /// The code used on the command line: `en fr de es it nl figurine`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::German => "de",
            Language::Spanish => "es",
            Language::Italian => "it",
            Language::Dutch => "nl",
            Language::Figurine => "figurine",
        }
    }

    /// The symbols of [`LETTERED`]'s roles, in its order: one table read both ways, by
    /// [`Language::symbol`] and [`Language::role`].
    fn letters(self) -> [char; 5] {
        match self {
            Language::English => ['K', 'Q', 'R', 'B', 'N'],
            Language::French => ['R', 'D', 'T', 'F', 'C'],
            Language::German => ['K', 'D', 'T', 'L', 'S'],
            Language::Spanish | Language::Italian => ['R', 'D', 'T', 'A', 'C'],
            Language::Dutch => ['K', 'D', 'T', 'L', 'P'],
            Language::Figurine => ['♔', '♕', '♖', '♗', '♘'],
        }
    }

    /// The symbol written for `role` (king, queen, rook, bishop, knight); pawns have none (C.4).
    pub fn symbol(self, role: Role) -> Option<char> {
        LETTERED
            .iter()
            .position(|r| *r == role)
            .map(|index| self.letters()[index])
    }

    /// The role a symbol stands for in this language, if any. Figurines of either colour are read
    /// in every language, since they cannot be mistaken.
    pub fn role(self, symbol: char) -> Option<Role> {
        if let Some(role) = figurine_role(symbol) {
            return Some(role);
        }
        // The figurines' own symbols were all read above: a letter is no figurine.
        if self == Language::Figurine {
            return None;
        }
        self.letters()
            .iter()
            .position(|letter| *letter == symbol)
            .map(|index| LETTERED[index])
    }
}

/// The role of a figurine of either colour (♔♕♖♗♘♙ and ♚♛♜♝♞♟).
pub(crate) fn figurine_role(symbol: char) -> Option<Role> {
    Some(match symbol {
        '♔' | '♚' => Role::King,
        '♕' | '♛' => Role::Queen,
        '♖' | '♜' => Role::Rook,
        '♗' | '♝' => Role::Bishop,
        '♘' | '♞' => Role::Knight,
        '♙' | '♟' => Role::Pawn,
        _ => return None,
    })
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code that is none of `en fr de es it nl figurine`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}: expected one of en, fr, de, es, it, nl, figurine")]
pub struct UnknownLanguage(pub String);

impl FromStr for Language {
    type Err = UnknownLanguage;

    fn from_str(s: &str) -> Result<Language, UnknownLanguage> {
        Language::ALL
            .into_iter()
            .find(|language| language.code() == s)
            .ok_or_else(|| UnknownLanguage(s.to_owned()))
    }
}

/// A set of languages: those a move may be written in.
///
/// Reading with more than one language detects the language (Annex C.3 leaves it to the player):
/// a text is read in every language of the set, and it is ambiguous only if two languages read it
/// as two different legal moves. [`crate::Reader`] narrows the set move by move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Languages(u8);

impl Languages {
    /// No language.
    pub const NONE: Languages = Languages(0);
    /// Every language with letters (figurines are read in any set).
    pub const ANY: Languages = Languages(0b0011_1111);

    /// The set holding only `language`.
    pub fn only(language: Language) -> Languages {
        Languages::NONE.with(language)
    }

    /// This set with `language` added.
    pub fn with(self, language: Language) -> Languages {
        Languages(self.0 | bit(language))
    }

    /// Whether `language` is in the set.
    pub fn contains(self, language: Language) -> bool {
        self.0 & bit(language) != 0
    }

    /// The languages both sets hold.
    pub fn intersection(self, other: Languages) -> Languages {
        Languages(self.0 & other.0)
    }

    /// The languages either set holds.
    pub fn union(self, other: Languages) -> Languages {
        Languages(self.0 | other.0)
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The languages of the set, in [`Language::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Language> {
        // The set's bits, lowest first: `bit` gives each language of `Language::ALL` the bit of
        // its index there.
        let mut bits = self.0;
        std::iter::from_fn(move || {
            let index = bits.trailing_zeros() as usize;
            bits &= bits.wrapping_sub(1);
            Language::ALL.get(index).copied()
        })
    }

    /// The single language of the set, if it holds exactly one (Spanish and Italian, whose
    /// letters are the same, count as one: Spanish is returned).
    pub fn single(self) -> Option<Language> {
        let mut set = self;
        if set.contains(Language::Spanish) && set.contains(Language::Italian) {
            set = Languages(set.0 & !bit(Language::Italian));
        }
        let mut languages = set.iter();
        match (languages.next(), languages.next()) {
            (Some(language), None) => Some(language),
            _ => None,
        }
    }
}

impl fmt::Display for Languages {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for language in self.iter() {
            if !first {
                f.write_str(", ")?;
            }
            first = false;
            f.write_str(language.code())?;
        }
        Ok(())
    }
}

impl From<Language> for Languages {
    fn from(language: Language) -> Languages {
        Languages::only(language)
    }
}

fn bit(language: Language) -> u8 {
    match language {
        Language::English => 1,
        Language::French => 1 << 1,
        Language::German => 1 << 2,
        Language::Spanish => 1 << 3,
        Language::Italian => 1 << 4,
        Language::Dutch => 1 << 5,
        // Figurines are read in every set; the bit lets a set name them for writing.
        Language::Figurine => 1 << 6,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn annex_c_2_french_and_english_letters() {
        let french: Vec<_> = LETTERED
            .iter()
            .filter_map(|r| Language::French.symbol(*r))
            .collect();
        assert_eq!(french, ['R', 'D', 'T', 'F', 'C']);
        let english: Vec<_> = LETTERED
            .iter()
            .filter_map(|r| Language::English.symbol(*r))
            .collect();
        assert_eq!(english, ['K', 'Q', 'R', 'B', 'N']);
        assert_eq!(Language::French.symbol(Role::Pawn), None);
    }

    #[test]
    fn annex_c_3_letters_read_back_in_each_language() {
        for language in Language::ALL {
            for role in LETTERED {
                let symbol = language.symbol(role).expect("pieces have symbols");
                assert_eq!(language.role(symbol), Some(role), "{language} {role:?}");
            }
        }
        assert_eq!(Language::English.role('♞'), Some(Role::Knight));
        assert_eq!(Language::English.role('C'), None);
    }

    #[test]
    fn role_is_the_inverse_of_symbol_for_every_character() {
        // The straightforward definition: the figurines of either colour, else the piece whose
        // symbol in this language the character is.
        for language in Language::ALL {
            for symbol in (0..=0x2FFF).filter_map(char::from_u32) {
                let expected = figurine_role(symbol).or_else(|| {
                    LETTERED
                        .into_iter()
                        .find(|role| language.symbol(*role) == Some(symbol))
                });
                assert_eq!(language.role(symbol), expected, "{language} {symbol:?}");
            }
        }
    }

    #[test]
    fn iter_lists_every_member_in_the_order_of_all() {
        for bits in 0..=0b0111_1111u8 {
            let set = Languages(bits);
            let expected: Vec<_> = Language::ALL
                .into_iter()
                .filter(|language| set.contains(*language))
                .collect();
            assert_eq!(set.iter().collect::<Vec<_>>(), expected, "{bits:#b}");
        }
    }

    #[test]
    fn codes_round_trip() {
        for language in Language::ALL {
            assert_eq!(language.code().parse::<Language>(), Ok(language));
        }
        assert!("xx".parse::<Language>().is_err());
    }

    #[test]
    fn spanish_and_italian_count_as_one() {
        let set = Languages::only(Language::Spanish).with(Language::Italian);
        assert_eq!(set.single(), Some(Language::Spanish));
        assert_eq!(Languages::ANY.single(), None);
    }
}
