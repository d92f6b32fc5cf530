//! Issue 32: why `arbiter check` stopped reading a game — its `reason` — is the catalogue's
//! English of the error's own code and params (`game::reading_error`), never the notation
//! crate's `Display`, for every kind of reading error: each `notation::pgn::ErrorKind`, each
//! repair strict reading refuses (the reader's warnings, Annex C's forms), each reason a `FEN`
//! tag does not read. Every param the sentence names is given, in English and in French, and
//! the French is French. Where the sentence is the `Display`'s word for word, the test says so;
//! where it is not, it pins the new sentence (docs/words-diff.md lists them).

use std::collections::BTreeSet;

use game::codes::{self, Param, Params, REASONS};
use game::{audit, reading_error, reading_reason};
use laws::Edition;
use notation::descriptive::{DescriptiveLanguage, read_descriptive_games};
use notation::pgn::{ErrorKind, Game, ReadOptions, WarningKind, read_games};

/// What a reading error says.
struct Said {
    code: &'static str,
    params: Params,
    reason: String,
    display: String,
}

/// The text of a param, for the checks below.
fn text(params: &Params, name: &str) -> String {
    match params.get(name) {
        Some(Param::Text(t)) => t.clone(),
        Some(other) => other.to_string(),
        None => String::new(),
    }
}

/// Checks the error `kind` (of a game read, or built): the reason is its code's English from
/// its params; both languages render with every param the sentence names (Fluent reports a
/// hole without its param), the French differs from the English; a code without a choice in
/// its sentence is given every param it declares; a move's reason code is a reason of
/// `codes::REASONS` with every param it declares.
fn check_kind(kind: &ErrorKind, what: &str) -> Said {
    let (code, params) = reading_error(kind);
    let reason = reading_reason(kind);
    assert_eq!(reason, codes::render(code, &params), "{what}");
    crate::common::renders_in_every_language(code.name, &params, what);
    let french = codes::say(words::Lang::Fr, code.name, &params).expect("French");
    assert_ne!(french, reason, "{what}: no French");
    assert!(!reason.contains("{$") && !french.contains("{$"), "{what}");
    if !code.en.contains("->") {
        for p in code.params {
            assert!(params.contains_key(*p), "{what}: {} without {p}", code.name);
        }
    }
    if let Some(Param::Text(why_code)) = params.get("why_code") {
        let why = REASONS
            .iter()
            .find(|r| r.name == why_code)
            .unwrap_or_else(|| panic!("{what}: {why_code} is not a reason"));
        for p in why.params {
            assert!(params.contains_key(*p), "{what}: {why_code} without {p}");
        }
        // `why` is the reason's own sentence in the catalogue.
        assert_eq!(text(&params, "why"), codes::render(why, &params), "{what}");
    }
    Said {
        code: code.name,
        params,
        reason,
        display: kind.to_string(),
    }
}

/// The error of the first game of `pgn` read with `options`, checked; the audit's `reason` is
/// the same.
fn check_pgn(pgn: &str, options: ReadOptions) -> Said {
    let game: Game = read_games(pgn, options).next().expect("a game");
    let error = game
        .error
        .as_ref()
        .unwrap_or_else(|| panic!("{pgn}: an error"));
    let said = check_kind(&error.kind, pgn);
    let audited = audit(&game, Edition::Fide2023)
        .error
        .expect("the audit's error");
    assert_eq!(audited.reason, said.reason, "{pgn}");
    assert_eq!(audited.code, said.code, "{pgn}");
    assert_eq!(audited.params, said.params, "{pgn}");
    said
}

/// `pgn` read with `options` stops with `code`, whose choice (`why_code`, `fen_why`,
/// `warning_code`) is `sub`, and its reason is the `Display`'s sentence word for word.
fn same_words(pgn: &str, options: ReadOptions, code: &str, sub: &str) -> Said {
    let said = check_pgn(pgn, options);
    let chosen = ["why_code", "fen_why", "warning_code"]
        .iter()
        .map(|k| text(&said.params, k))
        .find(|v| !v.is_empty())
        .unwrap_or_default();
    assert!(
        said.code == code && chosen == sub && said.reason == said.display,
        "{pgn:?}: {} {chosen} (expected {code} {sub}): {:?} / {:?}",
        said.code,
        said.reason,
        said.display
    );
    said
}

#[test]
fn issue_32_every_reading_error_kind_is_said_from_its_code_word_for_word() {
    let lenient = ReadOptions::default;
    let mut codes_seen = BTreeSet::new();
    let mut subs_seen = BTreeSet::new();
    let mut repairs_seen = BTreeSet::new();
    let mut record = |said: &Said| {
        codes_seen.insert(said.code);
        for k in ["why_code", "fen_why", "warning_code"] {
            let v = text(&said.params, k);
            if !v.is_empty() {
                subs_seen.insert(v);
            }
        }
    };
    // Annex C: a move that names no single legal move, by each reason (C.1, C.9, C.10, C.11,
    // C.13; a letter of no piece in the languages the game has shown, C.2).
    let cases: &[(&str, &str, &str)] = &[
        (
            "1. e4 e5 2. Ke3 *",
            "pgn_move_unreadable",
            "no_legal_move_written",
        ),
        ("1. e4 Cz6 *", "pgn_move_unreadable", "syntax_unexpected"),
        ("1. e4 N *", "pgn_move_unreadable", "syntax_no_destination"),
        ("1. O-O-O-O *", "pgn_move_unreadable", "syntax_bad_castling"),
        (
            "1. Ne8=Q *",
            "pgn_move_unreadable",
            "syntax_piece_cannot_promote",
        ),
        (
            "1. e4 e5 2. d8=X *",
            "pgn_move_unreadable",
            "syntax_bad_promotion",
        ),
        (
            "1. e4 e5 2. Cf3 Sc6 *",
            "pgn_move_unreadable",
            "unknown_symbol",
        ),
        (
            "1. e4 a6 2. Nc3 a5 3. Ne2 *",
            "pgn_move_unreadable",
            "ambiguous_candidates",
        ),
        // The movetext around the moves.
        ("1. e4 { never closed", "pgn_comment_never_closed", ""),
        ("[White x]\n\n1. e4 *", "pgn_bad_tag", ""),
        ("1. e4 $999 *", "pgn_bad_nag", ""),
        ("1. e4 (1. d4 *", "pgn_variation_never_closed", ""),
    ];
    for (pgn, code, sub) in cases {
        record(&same_words(pgn, lenient(), code, sub));
    }
    // A token that cannot stand there.
    let said = check_pgn("1. e4 e5 ] *", lenient());
    assert_eq!(said.code, "pgn_unexpected", "{}", said.reason);
    assert_eq!(said.reason, said.display);
    record(&said);
    // Variations nested deeper than the reader reads.
    let deep = format!(
        "1. e4 {} *",
        "(1. d4 ".repeat(notation::pgn::MAX_VARIATION_DEPTH + 1)
    );
    let said = same_words(&deep, lenient(), "pgn_too_deep", "");
    assert!(
        said.reason.contains("nested more than 256"),
        "{}",
        said.reason
    );
    record(&said);

    // Each reason a FEN tag does not read (laws::read_fen's, shakmaty's), word for word.
    let fens: &[(&str, &str)] = &[
        ("8/8/8 w", "fields"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", "fields"),
        ("4k3/8/8/8/8/8/8/4KX2 w - - 0 1", "invalid_board"),
        ("4k3/8/8/8/8/8/8/4K3 x - - 0 1", "invalid_turn"),
        ("4k3/8/8/8/8/8/8/4K3 w XYZ - 0 1", "invalid_castling"),
        ("4k3/8/8/8/8/8/8/4K3 w - z9 0 1", "invalid_ep_square"),
        ("4k3/8/8/8/8/8/8/4K3 w - - x 1", "invalid_halfmove_clock"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 x", "invalid_fullmoves"),
        ("8/8/8/8/8/8/8/8 w - - 0 1", "illegal_position"),
        ("8/8/8/8/8/8/8/4K3 w - - 0 1", "illegal_position"),
        ("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "illegal_position"),
        ("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "illegal_position"),
        ("4k3/8/8/8/8/8/8/4K3 w KQ - 0 1", "illegal_position"),
        ("4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "illegal_position"),
        ("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "illegal_position"),
        ("R6k/5N2/8/8/8/8/8/4K2R b - - 0 1", "illegal_position"),
        ("NNNNNNNN/NNN5/8/8/8/8/8/k3K3 w - - 0 1", "illegal_position"),
    ];
    let mut position_errors = BTreeSet::new();
    for (fen, why) in fens {
        let pgn = format!("[FEN \"{fen}\"]\n\n*");
        let said = same_words(&pgn, lenient(), "pgn_bad_fen", why);
        assert_eq!(text(&said.params, "fen"), *fen);
        let errors = text(&said.params, "position_errors");
        assert_eq!(errors == "none", *why != "illegal_position", "{fen}");
        position_errors.extend(errors.split(", ").map(str::to_owned));
        record(&said);
    }
    for expected in [
        "empty_board",
        "missing_king",
        "too_many_kings",
        "pawns_on_backrank",
        "invalid_castling_rights",
        "invalid_ep_square",
        "opposite_check",
        "impossible_check",
        "too_much_material",
    ] {
        assert!(
            position_errors.contains(expected),
            "{expected}: {position_errors:?}"
        );
    }

    // Each repair strict reading refuses (the PGN standard to the letter), word for word.
    let strict: &[(&str, &str)] = &[
        ("1. e4 e5 2. Cf3 *", "national_letters"),
        ("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 *", "castling_zeros"),
        ("1. ♘f3 *", "figurine"),
        ("1. Ng1-f3 *", "long_form_dash"),
        ("1. e4 d5 2. e:d5 *", "capture_colon"),
        ("1. e2e4 *", "long_algebraic"),
        ("1. Nxf3 *", "capture_mark_wrong"),
        ("1. e4+ *", "check_mark_not_check"),
        (
            "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ *",
            "check_mark_wrong",
        ),
        (
            "[FEN \"k7/4P3/8/8/8/8/8/K7 w - - 0 1\"]\n\n1. e8Q *",
            "promotion_without_equals",
        ),
    ];
    // Strict reading in any language: national letters are a repair, not an error of notation.
    let any = ReadOptions {
        strict: true,
        ..ReadOptions::default()
    };
    for (pgn, repair) in strict {
        let said = same_words(pgn, any, "pgn_not_strict", "move_repaired");
        assert_eq!(text(&said.params, "repair"), *repair, "{pgn}");
        repairs_seen.insert(*repair);
        record(&said);
    }
    let warnings: &[(&str, &str)] = &[
        ("1. e4 e5", "missing_result"),
        ("1. e4 e5 ½-½", "result_spelling"),
        ("[Result \"1-0\"]\n\n1. e4 e5 0-1", "result_mismatch"),
        (
            "[White \"\"Socrates\"\"]\n\n1. e4 *",
            "tag_value_unescaped_quotes",
        ),
    ];
    for (pgn, warning) in warnings {
        record(&same_words(
            pgn,
            ReadOptions::strict(),
            "pgn_not_strict",
            warning,
        ));
    }
    let detached = check_pgn("(=) 1. e4 *", ReadOptions::strict());
    assert_eq!(detached.reason, detached.display);
    record(&detached);

    // The kinds no file read here gives (the reader never makes them, or not under strict
    // reading): said from their code all the same.
    let built = [
        ErrorKind::Strict(WarningKind::VariationMove {
            error: Box::new(ErrorKind::BadNag),
        }),
        ErrorKind::Strict(WarningKind::UnknownEdition {
            tag: "fide-2099".into(),
            read_under: Edition::Fide2023,
        }),
        ErrorKind::Strict(WarningKind::Detached { text: "!".into() }),
        ErrorKind::Strict(WarningKind::Repaired {
            text: "exd6e.p.".into(),
            san: "exd6".into(),
            why: notation::pgn::Repair::EnPassantWritten.text(),
        }),
        ErrorKind::Strict(WarningKind::Repaired {
            text: "e4!!+".into(),
            san: "e4".into(),
            why: notation::pgn::Repair::CheckMarkOther.text(),
        }),
    ];
    for kind in &built {
        let said = check_kind(kind, &format!("{kind:?}"));
        assert_eq!(said.reason, said.display, "{kind:?}");
        record(&said);
    }
    for repair in notation::pgn::Repair::ALL {
        let kind = ErrorKind::Strict(WarningKind::Repaired {
            text: "x".into(),
            san: "y".into(),
            why: repair.text(),
        });
        let said = check_kind(&kind, repair.code());
        assert_eq!(said.reason, said.display, "{repair:?}");
    }

    // Every finding a reading error has was met (pgn_illegal_move is the audit's own, below).
    let reading: BTreeSet<&str> = codes::FINDINGS
        .iter()
        .map(|c| c.name)
        .filter(|n| n.starts_with("pgn_") && *n != "pgn_illegal_move")
        .collect();
    assert_eq!(codes_seen, reading);
    assert!(subs_seen.len() >= 24, "{subs_seen:?}");
    assert_eq!(repairs_seen.len(), strict.len(), "{repairs_seen:?}");
}

/// Where the catalogue's sentence is not the `Display`'s, the new words (docs/words-diff.md).
#[test]
fn issue_32_the_reasons_said_otherwise_than_the_display() {
    // Three candidates or more: « a, b or c » (the Display said « a or b or c »).
    let said = check_pgn(
        "[FEN \"k7/4P3/8/8/8/8/8/K7 w - - 0 1\"]\n\n1. e8 *",
        ReadOptions::default(),
    );
    assert_eq!(text(&said.params, "why_code"), "ambiguous_candidates");
    assert_eq!(said.display.matches(" or ").count(), 3, "{}", said.display);
    assert_eq!(said.reason.matches(" or ").count(), 1, "{}", said.reason);
    let (read, last) = (
        text(&said.params, "candidates_read"),
        text(&said.params, "candidate_read_last"),
    );
    assert_eq!(
        said.reason,
        format!("\"e8\": ambiguous: \"e8\" could be {read} or {last}")
    );
    assert_eq!(
        text(&said.params, "candidates_uci"),
        "e7e8q, e7e8r, e7e8b, e7e8n"
    );
    // A text with a quote: the sentence quotes it as written (the Display escaped it).
    let kind = ErrorKind::Unexpected("\"".into());
    let said = check_kind(&kind, "a quote");
    assert_eq!(said.reason, "\"\"\" cannot stand here");
    assert_eq!(said.display, "\"\\\"\" cannot stand here");
}

/// 1930 Art. 5.1: a descriptive score's move that names no single legal move, by each reason.
#[test]
fn fide_1930_art_5_1_a_descriptive_move_is_said_from_its_code() {
    let mut reasons = BTreeSet::new();
    for (text, language) in [
        ("1. P-K4 P-K4 2. K-K3 *", DescriptiveLanguage::English),
        ("1. P-K4 P-K4 2. N- *", DescriptiveLanguage::English),
        ("1. P-K4 P-K4 2. QK-B3 *", DescriptiveLanguage::English),
        ("1. P-K4 P-K4 2. N-B3 *", DescriptiveLanguage::English),
        ("1. P 4 R P 4 R 2. C 3 F *", DescriptiveLanguage::French),
    ] {
        let game = read_descriptive_games(text, language)
            .next()
            .expect("a game");
        let Some(error) = game.error.as_ref() else {
            continue;
        };
        let said = check_kind(&error.kind, text);
        assert_eq!(said.code, "pgn_move_unreadable", "{text}");
        reasons.insert(text_of_reason(&said));
        // The descriptive reasons are the Display's words but a 3-candidate list.
        if said.display.matches(" or ").count() < 2 {
            assert_eq!(said.reason, said.display, "{text}");
        }
    }
    assert!(reasons.len() >= 2, "{reasons:?}");
}

fn text_of_reason(said: &Said) -> String {
    text(&said.params, "why_code")
}
