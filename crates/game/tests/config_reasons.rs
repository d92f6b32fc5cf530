//! Issue 32: why a configuration cannot start a game — the refusal's `detail` — is the
//! catalogue's English of its reason code and params (`time_control_unreadable` with
//! `control_why`, `start_fen_*` with `fen_why` and the FEN's facts, the odds' and the annex's),
//! never the game crate's `Display`; and it says, word for word, what that `Display` said
//! (so the API's and the CLI's words did not change). Every param the sentence names is given,
//! in English and in French, and the French is French. Time controls: PGN standard 9.6.1 as
//! Art. 6 reads it; odds: 1930 Art. 22; annexes: A.4, A.5, B.2, B.3.

use game::codes::{self, Param, Params};
use game::{Config, ConfigError, Game};
use laws::{Edition, Odds};

/// The refusal of `config`, which must not start a game.
fn refused(config: Config, what: &str) -> ConfigError {
    match Game::new(config) {
        Ok(_) => panic!("{what}: started"),
        Err(e) => e,
    }
}

/// Checks the refusal of `e`: its `detail` is the English of `detail_code` from the params,
/// the same words as the error's `Display`; both languages render with every param named.
fn check(e: &ConfigError, what: &str) -> (String, Params) {
    let body = e.refusal();
    let params = body.params;
    let Some(Param::Text(detail)) = params.get("detail") else {
        panic!("{what}: no detail in {params:?}")
    };
    let Some(Param::Text(code)) = params.get("detail_code") else {
        panic!("{what}: no detail_code")
    };
    let reason = codes::REASONS
        .iter()
        .find(|r| r.name == code)
        .unwrap_or_else(|| panic!("{what}: {code} is not a reason"));
    assert_eq!(*detail, e.to_string(), "{what}: the words of the Display");
    assert_eq!(
        *detail,
        codes::render(reason, &params),
        "{what}: the catalogue's"
    );
    crate::common::renders_in_every_language(reason.name, &params, what);
    let french = codes::say(words::Lang::Fr, reason.name, &params).expect("French");
    assert_ne!(french, *detail, "{what}: no French");
    assert!(
        !french.contains("{$") && !french.contains('`'),
        "{what}: {french}"
    );
    (french, params)
}

fn with_control(control: &str) -> Config {
    Config {
        time_control: control.to_owned(),
        ..Config::default()
    }
}

fn with_fen(fen: &str) -> Config {
    Config {
        time_control: "5400+30".to_owned(),
        start_fen: Some(fen.to_owned()),
        ..Config::default()
    }
}

#[test]
fn pgn_9_6_1_every_time_control_that_does_not_read_says_why_by_code() {
    let mut seen = std::collections::BTreeSet::new();
    for (control, why) in [
        ("?", "unknown"),
        ("", "empty"),
        ("0/60", "moves"),
        ("x/60", "moves"),
        ("*60", "sandclock"),
        ("40/*60", "sandclock"),
        ("60:40/60", "rest_not_last"),
        ("1.2345", "seconds"),
        ("90+x", "increment_seconds"),
        ("40/5400+30:x", "seconds"),
        ("0", "no_time"),
        ("99999999999999999999", "seconds"),
    ] {
        let e = refused(with_control(control), control);
        let (french, params) = check(&e, control);
        assert_eq!(
            params.get("control_why"),
            Some(&Param::Text(why.to_owned())),
            "{control}"
        );
        assert!(french.starts_with("la cadence"), "{control}: {french}");
        seen.insert(why);
    }
    assert_eq!(
        seen.len(),
        clock::TimeControlFault::ALL.len(),
        "every fault said"
    );
}

#[test]
fn a_start_fen_that_does_not_read_says_which_field_or_why_the_position_is_illegal() {
    let mut seen = std::collections::BTreeSet::new();
    for (fen, why) in [
        ("8/8/8 w", "fields"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
            "fields",
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "invalid_board",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "invalid_turn",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1",
            "invalid_castling",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
            "invalid_ep_square",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
            "invalid_halfmove_clock",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x",
            "invalid_fullmoves",
        ),
        ("8/8/8/8/8/8/8/8 w - - 0 1", "illegal_position"),
        ("4k3/8/8/8/8/8/8/8 w - - 0 1", "illegal_position"),
        ("4k3/8/8/8/8/8/8/4KK2 w - - 0 1", "illegal_position"),
        ("4k2P/8/8/8/8/8/8/4K3 w - - 0 1", "illegal_position"),
        ("4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1", "illegal_position"),
        // Longer than the 60 characters the sentence quotes: the fault is the whole text's.
        (
            "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 5 6",
            "fields",
        ),
        (
            "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 x",
            "invalid_fullmoves",
        ),
    ] {
        let e = refused(with_fen(fen), fen);
        let (french, params) = check(&e, fen);
        assert_eq!(
            params.get("fen_why"),
            Some(&Param::Text(why.to_owned())),
            "{fen}"
        );
        assert!(french.starts_with('«'), "{fen}: {french}");
        seen.insert(why);
    }
    assert!(seen.len() >= 8, "{seen:?}");
}

#[test]
fn fide_1930_art_22_odds_and_the_annexes_refused_say_why() {
    let odds: Odds = "queen's rook".parse().expect("odds");
    let bishop: Odds = "bishop".parse().expect("odds");
    for (config, what) in [
        (
            Config {
                time_control: "5400+30".to_owned(),
                odds: Some(odds),
                ..Config::default()
            },
            "odds under the 2023 Laws",
        ),
        (
            Config {
                time_control: "5400+30".to_owned(),
                edition: Edition::Fide1928,
                odds: Some(bishop),
                ..Config::default()
            },
            "a bishop without its side under the 1928 draft (1930 Art. 22.7 names one)",
        ),
        (
            Config {
                time_control: "5400+30".to_owned(),
                edition: Edition::Fide1930,
                odds: Some(odds),
                start_fen: Some("4k3/8/8/8/8/8/8/4K3 w - - 0 1".to_owned()),
                ..Config::default()
            },
            "odds with a start position",
        ),
        (
            Config {
                time_control: "5400+30".to_owned(),
                regulations: game::Regulations {
                    annex: Some(game::Annex::A4),
                    ..game::Regulations::default()
                },
                ..Config::default()
            },
            "annex A.4 in a standard game",
        ),
    ] {
        let e = refused(config, what);
        check(&e, what);
    }
}
