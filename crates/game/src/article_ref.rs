//! An article as data: the edition of the Laws and the number in it (issue 32, item 2), sent
//! beside the article's text (`"1930 16.1.d"`) so that a page never splits the text.

use serde::{Deserialize, Serialize};

/// The edition the Laws are cited in when an article carries no year: the 2023 Laws (in force
/// from 1 January 2023), cited by number alone (`9.6.2`), their annexes and guidelines by their
/// own numbering (`A.4`, `III.4`).
pub const CURRENT_EDITION: &str = "2023";

/// `{"edition": "1930", "number": "16.1.d"}`: where a decision comes from, as two fields.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArticleRef {
    /// The year of the Laws' edition: `2023`, `1997`, `1930`, `1928`.
    pub edition: String,
    /// The article in that edition's own numbering: `9.6.2`, `A.5.3`, `16.1.d`, `15.C`.
    pub number: String,
}

impl ArticleRef {
    /// The edition and number of an article as the game writes it: `"1930 16.1.d"` (an older
    /// edition, its year first) or `"9.6.2"` (the 2023 Laws). `None` for an empty text.
    pub fn of(article: &str) -> Option<ArticleRef> {
        let article = article.trim();
        if article.is_empty() {
            return None;
        }
        let (edition, number) = match article.split_once(' ') {
            Some((year, rest))
                if year.len() == 4
                    && year.bytes().all(|b| b.is_ascii_digit())
                    && !rest.is_empty() =>
            {
                (year, rest.trim())
            }
            _ => (CURRENT_EDITION, article),
        };
        Some(ArticleRef {
            edition: edition.to_owned(),
            number: number.to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(a: &str) -> Option<(String, String)> {
        ArticleRef::of(a).map(|r| (r.edition, r.number))
    }

    #[test]
    fn art_1930_16_1_d_and_2023_9_6_2_as_edition_and_number() {
        let pair = |e: &str, n: &str| Some((e.to_owned(), n.to_owned()));
        assert_eq!(parts("1930 16.1.d"), pair("1930", "16.1.d"));
        assert_eq!(parts("1928 15.C"), pair("1928", "15.C"));
        assert_eq!(parts("1997 C.2"), pair("1997", "C.2"));
        assert_eq!(parts("9.6.2"), pair("2023", "9.6.2"));
        assert_eq!(parts("A.5.3"), pair("2023", "A.5.3"));
        assert_eq!(parts("Guideline III.4"), pair("2023", "Guideline III.4"));
        assert_eq!(parts(""), None);
    }

    #[test]
    fn the_wire_shape_is_edition_and_number() {
        let r = ArticleRef::of("1930 16.1.d").expect("an article");
        assert_eq!(
            serde_json::to_string(&r).expect("json"),
            r#"{"edition":"1930","number":"16.1.d"}"#
        );
    }

    /// A notice carries its article twice: the text as before, and `{edition, number}`; a
    /// notice read from a journal written before the addition reads without it.
    #[test]
    fn art_1930_16_1_d_a_notice_sends_its_article_as_data() {
        let code = crate::codes::every()
            .find(|c| c.kind == crate::codes::Kind::Notice)
            .expect("a notice code");
        let params: crate::codes::Params = crate::codes::holes(code.en)
            .into_iter()
            .map(|h| (h.to_owned(), crate::codes::Param::from("x")))
            .collect();
        let notice = crate::Notice::coded("1930 16.1.d", code, params);
        let json = serde_json::to_value(&notice).expect("json");
        assert_eq!(json["article"], "1930 16.1.d");
        assert_eq!(
            json["article_ref"],
            serde_json::json!({"edition": "1930", "number": "16.1.d"})
        );
        let mut old = json.clone();
        old.as_object_mut().expect("object").remove("article_ref");
        let read: crate::Notice = serde_json::from_value(old).expect("an old notice");
        assert_eq!(read.article_ref, None);
        assert_eq!(read.article, "1930 16.1.d");
    }
}
