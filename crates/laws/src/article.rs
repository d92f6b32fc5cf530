//! Where a decision comes from.

use std::fmt;

/// A reference to the text that decides a case, written as arbiters cite it.
///
/// The 2023 Laws are cited by number alone (`5.1.1`, `9.6.2`), their annexes and guidelines by
/// their own numbering (`A.4`, `II.3`); older editions carry their year and use their own
/// numbering (`1930 16.1.c`, `1928 15.C`).
///
/// ```
/// use laws::Article;
/// assert_eq!(Article("9.6.2").to_string(), "9.6.2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Article(pub &'static str);

impl Article {
    /// The citation as text, e.g. `"9.2.2"` or `"1930 16.1.c"`.
    pub const fn as_str(self) -> &'static str {
        self.0
    }
}

impl fmt::Display for Article {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}
