//! `audit` (what `arbiter check` reports) on draws recorded after a run of checks under the old
//! Laws: a perpetual check (1928 Par. 15.B, 1930 Art. 16.1.b) rather than an agreement before
//! Black's 30th move (1928 15.D, 1930 16.1.d).

use game::{Audit, audit};
use laws::Edition;
use notation::pgn::{ReadOptions, read_games};

fn audited(pgn: &str, edition: Edition) -> Audit {
    let game = read_games(pgn, ReadOptions::default())
        .next()
        .expect("one game");
    audit(&game, edition)
}

fn articles(a: &Audit) -> Vec<&str> {
    a.findings.iter().map(|f| f.article.as_str()).collect()
}

/// Black's queen checks from c1 and f4 while the white king goes between h2 and h1; drawn.
const QUEEN_PERPETUAL: &str = r#"[FEN "6k1/5ppp/8/8/8/7P/3q1PP1/6K1 b - - 0 20"]
[SetUp "1"]
[Result "1/2-1/2"]

20... Qc1+ 21. Kh2 Qf4+ 22. Kh1 Qc1+ 23. Kh2 Qf4+ 1/2-1/2
"#;

#[test]
fn art_16_1_b_1930_a_perpetual_check_is_no_early_agreement() {
    let a = audited(QUEEN_PERPETUAL, Edition::Fide1930);
    assert!(a.valid);
    assert_eq!(articles(&a), vec!["1930 16.1.b"], "{:?}", a.findings);
    let text = &a.findings[0].text;
    assert!(
        text.contains("black's last 4 moves each gave check"),
        "{text}"
    );
    assert!(text.contains("stood 2 times"), "{text}");
    assert!(text.contains("black can check for ever"), "{text}");
    assert!(text.ends_with(": a draw by perpetual check"), "{text}");
}

#[test]
fn par_15_b_1928_the_same_under_the_draft() {
    let a = audited(QUEEN_PERPETUAL, Edition::Fide1928);
    assert_eq!(articles(&a), vec!["1928 15.B"], "{:?}", a.findings);
}

#[test]
fn par_15_b_1928_checks_the_king_could_stop_leave_the_agreement_warning() {
    // Hamppe–Meitner, Vienna 1872: the king could take the bishop (19.Kxb7) and so stop the
    // checks (into a mating attack, but the rule is about checks): the draw was agreed early.
    let pgn = "[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nc3 Bc5 3. Na4 Bxf2+ 4. Kxf2 Qh4+ 5. Ke3 \
               Qf4+ 6. Kd3 d5 7. Kc3 Qxe4 8. Kb3 Na6 9. a3 Qxa4+ 10. Kxa4 Nc5+ 11. Kb4 a5+ \
               12. Kxc5 Ne7 13. Bb5+ Kd8 14. Bc6 b6+ 15. Kb5 Nxc6 16. Kxc6 Bb7+ 17. Kb5 Ba6+ \
               18. Kc6 Bb7+ 1/2-1/2\n";
    let a = audited(pgn, Edition::Fide1928);
    assert_eq!(
        articles(&a),
        vec!["1928 15.B", "1928 15.D"],
        "{:?}",
        a.findings
    );
    let text = &a.findings[0].text;
    assert!(text.contains("white can stop the checks"), "{text}");
    assert!(
        text.ends_with("so the draw is judged as an agreement"),
        "{text}"
    );
}

#[test]
fn art_16_1_b_1930_one_check_is_no_series() {
    let pgn = r#"[FEN "6k1/5ppp/8/8/8/7P/3q1PP1/6K1 b - - 0 20"]
[SetUp "1"]
[Result "1/2-1/2"]

20... Qc1+ 1/2-1/2
"#;
    let a = audited(pgn, Edition::Fide1930);
    assert_eq!(articles(&a), vec!["1930 16.1.d"], "{:?}", a.findings);
}

#[test]
fn art_5_2_3_the_2023_laws_have_no_perpetual_check_rule() {
    let a = audited(QUEEN_PERPETUAL, Edition::Fide2023);
    assert!(
        a.findings
            .iter()
            .all(|f| !f.article.as_str().contains("16.1.b")),
        "{:?}",
        a.findings
    );
}
