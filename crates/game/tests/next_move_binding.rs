//! What the player on move must do with his next move (issue 33): touches (Art. 4.3, 4.4),
//! illegal moves (7.5.1, 7.5.3), wrong claims with a move (9.5.3) and the opponent's
//! designations (1930 Art. 15, 17, 18; 1928 Par. 14, 16, 17) feed one binding, decided in one
//! place. Each case fails on the program that kept the touch and the penalty apart.

use game::State;

use crate::common::{ev, mv, replay as run};

const OTB: &str = r#"{"mode":"otb"}"#;
const OTB_1930: &str = r#"{"mode":"otb","edition":"fide-1930"}"#;
const OTB_1928: &str = r#"{"mode":"otb","edition":"fide-1928"}"#;

fn touch(t: u64, by: &str, square: &str) -> String {
    ev(
        t,
        &format!(r#""type":"touch","by":"{by}","square":"{square}""#),
    )
}

fn start() -> String {
    ev(0, r#""type":"start""#)
}

fn with_fen(fen: &str, edition: &str) -> String {
    format!(r#"{{"mode":"otb","edition":"{edition}","start_fen":"{fen}"}}"#)
}

/// The refusal's sentence code (`key`), if refused.
fn key(state: &State) -> Option<&str> {
    state.error.as_ref().map(|e| e.key.as_str())
}

/// The square of the piece the state shows bound, and the article.
fn bound_on(state: &State) -> Option<(String, String)> {
    state
        .must_move
        .as_ref()
        .map(|m| (m.piece_on.clone(), m.article.clone()))
}

fn on(square: &str, article: &str) -> Option<(String, String)> {
    Some((square.to_owned(), article.to_owned()))
}

fn codes(state: &State) -> Vec<&str> {
    state.notices.iter().map(|n| n.code.as_str()).collect()
}

// --- Item 1: 4.4.2 ------------------------------------------------------------------------------

const CASTLES: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

#[test]
fn art_4_4_2_a_rook_touched_then_castling_on_its_side_is_refused() {
    // "touche délibérément une de ses tours puis son roi, il/elle n'a pas l'autorisation de
    // roquer de ce côté": castling touches the king after the rook ("le roque est un mouvement
    // de roi"), and the rook stays bound (4.3.1).
    let (_, s) = run(
        &with_fen(CASTLES, "fide-2023"),
        &[
            start(),
            touch(1000, "white", "h1"),
            mv(1100, "white", "O-O"),
            mv(1200, "white", "O-O-O"),
            mv(1300, "white", "Rh7"),
        ],
    );
    assert_eq!(bound_on(&s[1]), on("h1", "4.3.1"));
    assert_eq!(key(&s[2]), Some("touch_bound_move"), "O-O after the rook");
    assert_eq!(
        key(&s[3]),
        Some("touch_bound_move"),
        "O-O-O moves no h1 rook"
    );
    assert_eq!(key(&s[4]), None);
}

#[test]
fn art_4_4_1_a_king_touched_may_castle() {
    // The commentary: "le roque est un mouvement de roi".
    let (_, s) = run(
        &with_fen(CASTLES, "fide-2023"),
        &[
            start(),
            touch(1000, "white", "e1"),
            mv(1100, "white", "O-O"),
        ],
    );
    assert_eq!(key(&s[2]), None);
}

// --- Item 2: 7.5.1 after a touch ------------------------------------------------------------------

#[test]
fn art_7_5_1_a_touch_then_an_illegal_move_with_another_piece_the_first_touched_binds() {
    // "Les Articles 4.3 et 4.7 s'appliquent au coup remplaçant le coup illégal"; the
    // commentary: "la pièce à jouer doit être, si possible, la première touchée". 1.e4 e5:
    // White touches the knight, then moves the bishop f1-h3 through g2 and presses.
    let (_, s) = run(
        OTB,
        &[
            start(),
            mv(1000, "white", "e4"),
            mv(2000, "black", "e5"),
            touch(3000, "white", "g1"),
            mv(3100, "white", "f1h3"),
            mv(3200, "white", "Bc4"),
            mv(3300, "white", "Nf3"),
        ],
    );
    assert_eq!(s[4].illegal_moves.white, 1);
    assert_eq!(bound_on(&s[4]), on("g1", "4.3.1"));
    assert_eq!(key(&s[5]), Some("touch_bound_move"));
    assert_eq!(key(&s[6]), None);
}

#[test]
fn art_7_5_1_a_touch_then_an_illegal_move_with_a_piece_that_cannot_move() {
    // The bishop f1 cannot move at the start; the knight touched before it binds.
    let (_, s) = run(
        OTB,
        &[
            start(),
            touch(1000, "white", "g1"),
            mv(1100, "white", "Bc4"),
            mv(1200, "white", "e4"),
            mv(1300, "white", "Nh3"),
        ],
    );
    assert_eq!(s[2].illegal_moves.white, 1);
    assert_eq!(bound_on(&s[2]), on("g1", "4.3.1"));
    assert_eq!(key(&s[3]), Some("touch_bound_move"));
    assert_eq!(key(&s[4]), None);
}

// --- Item 3: 7.5.3 ------------------------------------------------------------------------------

#[test]
fn art_7_5_3_a_touch_then_the_clock_pressed_without_a_move_keeps_the_touch() {
    // "considéré comme un coup illégal et pénalisé comme tel": 7.5.1 applies, and 4.3 to the
    // move that replaces it; the knight touched stays bound.
    let (_, s) = run(
        OTB,
        &[
            start(),
            touch(1000, "white", "g1"),
            mv(1100, "white", "--"),
            mv(1200, "white", "e4"),
            mv(1300, "white", "Nf3"),
        ],
    );
    assert_eq!(s[2].illegal_moves.white, 1);
    assert_eq!(bound_on(&s[2]), on("g1", "4.3.1"));
    assert_eq!(key(&s[3]), Some("touch_bound_move"));
    assert_eq!(key(&s[4]), None);
}

// --- Item 4: 7.5.1 with 4.3.3 -------------------------------------------------------------------

#[test]
fn art_7_5_1_and_4_3_3_a_pinned_piece_that_captured_illegally_binds_the_captured_piece() {
    // The knight e2 is pinned by the rook e8; Nxd4 is illegal. "soit la pièce déplacée
    // illégalement soit la pièce capturée": the knight cannot move, the pawn d4 can be taken.
    let fen = "4r1k1/8/8/8/3p4/2P5/4N3/3QK3 w - - 0 1";
    let (_, s) = run(
        &with_fen(fen, "fide-2023"),
        &[
            start(),
            mv(1000, "white", "Nxd4"),
            mv(1100, "white", "Qd2"),
            mv(1200, "white", "Kf2"),
            mv(1300, "white", "cxd4"),
        ],
    );
    assert_eq!(s[1].illegal_moves.white, 1);
    let m = s[1].must_move.as_ref().expect("the captured pawn binds");
    assert_eq!(m.capture_on.as_deref(), Some("d4"));
    assert_eq!(m.article, "7.5.1");
    assert_eq!(key(&s[2]), Some("bound_capture"));
    assert_eq!(key(&s[3]), Some("bound_capture"));
    assert_eq!(key(&s[4]), None);
}

// --- Item 5: never every move refused -----------------------------------------------------------

#[test]
fn art_7_5_1_an_illegal_move_then_a_new_touch_the_first_touched_that_can_move_decides() {
    // The bishop moved illegally (f1-h3 through g2) can move: it was touched first, and the
    // knight touched after it binds nothing more (4.3.1).
    let (_, s) = run(
        OTB,
        &[
            start(),
            mv(1000, "white", "e4"),
            mv(2000, "black", "e5"),
            mv(3000, "white", "f1h3"),
            touch(3100, "white", "g1"),
            mv(3200, "white", "Nf3"),
            mv(3300, "white", "Bc4"),
        ],
    );
    assert_eq!(bound_on(&s[3]), on("f1", "7.5.1"));
    assert_eq!(bound_on(&s[4]), on("f1", "7.5.1"));
    assert_eq!(key(&s[5]), Some("bound_piece"));
    assert_eq!(key(&s[6]), None);
}

// --- Item 6: 9.5.3 and a touch ------------------------------------------------------------------

#[test]
fn art_9_5_3_a_wrong_claim_with_a_move_then_a_touch_the_intended_move_stays_playable() {
    // "ce coup doit être joué en respectant les Articles 3 et 4": the move written first binds;
    // the pawn touched after it cannot take its place.
    let (_, s) = run(
        OTB,
        &[
            start(),
            ev(1000, r#""type":"claim_draw","by":"white","move":"Nf3""#),
            touch(1100, "white", "e2"),
            mv(1200, "white", "e4"),
            mv(1300, "white", "Nf3"),
        ],
    );
    assert!(
        codes(&s[1]).contains(&"must_play_intended"),
        "{:?}",
        codes(&s[1])
    );
    assert_eq!(key(&s[3]), Some("bound_intended"));
    assert_eq!(key(&s[4]), None);
}

// --- Item 7: 9.5.3, the written move onto one's own piece ----------------------------------------

#[test]
fn art_9_5_3_an_illegal_written_move_onto_ones_own_piece_binds_the_piece_it_names() {
    // Nh7 with a pawn on h7: the knight f6 could reach h7 on an empty board, the knight b1
    // could not. "un autre coup doit être joué avec la même pièce".
    let fen = "k7/7P/5N2/8/8/8/8/1N2K3 w - - 0 1";
    let (_, s) = run(
        &with_fen(fen, "fide-2023"),
        &[
            start(),
            ev(1000, r#""type":"claim_draw","by":"white","move":"Nh7""#),
            mv(1100, "white", "Nc3"),
            mv(1200, "white", "Nd5"),
        ],
    );
    assert!(
        codes(&s[1]).contains(&"intended_move_illegal"),
        "{:?}",
        codes(&s[1])
    );
    assert_eq!(bound_on(&s[1]), on("f6", "9.5.3"));
    assert_eq!(key(&s[2]), Some("bound_piece"));
    assert_eq!(key(&s[3]), None);
}

// --- Item 8: 1930 Art. 18.1, 1928 Par. 17 -------------------------------------------------------

#[test]
fn fide_1930_art_18_1_and_1928_par_17_touching_an_opponents_piece_keeps_the_claim() {
    // "tant qu'il n'a touché aucune de ses pièces" (1930); "une des ses pièces" (1928).
    for (config, article) in [(OTB_1930, "1930 18.1"), (OTB_1928, "1928 17")] {
        let (_, s) = run(
            config,
            &[
                start(),
                mv(1000, "white", "e4"),
                touch(1100, "black", "e4"),
                ev(1200, r#""type":"claim_breach","by":"black""#),
            ],
        );
        assert_eq!(key(&s[3]), None, "{config}");
        assert_eq!(codes(&s[3]), ["breach_claimed"]);
        assert_eq!(s[3].notices[0].article, article);
    }
    // 2023 Art. 4.8: "dès l'instant où il/elle touche une pièce" — any piece.
    let (_, s) = run(
        OTB,
        &[
            start(),
            mv(1000, "white", "e4"),
            touch(1100, "black", "e4"),
            ev(1200, r#""type":"claim_breach","by":"black""#),
        ],
    );
    assert_eq!(key(&s[3]), Some("claim_lost"));
}

// --- Item 9: 1930 Art. 18.3 ---------------------------------------------------------------------

#[test]
fn fide_1930_art_18_3_and_1928_par_17_designating_a_piece_that_cannot_move_voids_the_demand() {
    // "Si l'adversaire exige comme pénalité un coup illégal, sa demande sera traitée comme non
    // avenue et il perdra le droit de réclamer la pénalité pour l'erreur commise."
    for (config, article) in [(OTB_1930, "1930 18.3"), (OTB_1928, "1928 17")] {
        let (_, s) = run(
            config,
            &[
                start(),
                touch(1000, "white", "g1"),
                touch(1100, "white", "a1"),
                ev(
                    1200,
                    r#""type":"choose_touched","by":"black","square":"a1""#,
                ),
                mv(1300, "white", "e4"),
            ],
        );
        assert!(s[2].must_move.is_some(), "{config}: 15.d");
        assert_eq!(key(&s[3]), None, "{config}");
        assert_eq!(codes(&s[3]), ["demand_void"], "{config}");
        assert_eq!(s[3].notices[0].article, article);
        assert_eq!(s[3].must_move, None, "{config}");
        assert_eq!(key(&s[4]), None, "{config}");
    }
}

// --- Item 10: the edition's own articles ----------------------------------------------------------

#[test]
fn fide_1930_art_15_and_1928_par_14_a_touch_that_binds_nothing_cites_the_edition() {
    for (config, article) in [(OTB_1930, "1930 15"), (OTB_1928, "1928 14"), (OTB, "4.5")] {
        let (_, s) = run(config, &[start(), touch(1000, "white", "a1")]);
        assert_eq!(codes(&s[1]), ["touch_binds_nothing"], "{config}");
        assert_eq!(s[1].notices[0].article, article, "{config}");
    }
}

// --- Debatable: 1928 Par. 13 ---------------------------------------------------------------------

#[test]
fn fide_1928_par_13_the_opponent_adjusts_with_the_players_permission() {
    // "L'adversaire a besoin de la permission du joueur pour faire autant": the arbiter enters the
    // opponent's `adjust` once permitted; his touch adjusts and binds nobody.
    let (_, s) = run(
        OTB_1928,
        &[
            start(),
            ev(1000, r#""type":"adjust","by":"black""#),
            touch(1100, "black", "e7"),
            mv(1200, "white", "e4"),
        ],
    );
    assert_eq!(key(&s[1]), None);
    assert_eq!(codes(&s[1]), ["adjust_announced"]);
    assert_eq!(s[1].notices[0].article, "1928 13");
    assert_eq!(key(&s[2]), None);
    assert_eq!(codes(&s[2]), ["adjusted"]);
    assert_eq!(s[2].must_move, None);
    assert_eq!(key(&s[3]), None);
    // 1930 Art. 14.1 ("Le joueur ayant le trait") and 2023 Art. 4.2.1: the player on move only.
    for config in [OTB_1930, OTB] {
        let (_, s) = run(
            config,
            &[start(), ev(1000, r#""type":"adjust","by":"black""#)],
        );
        assert_eq!(key(&s[1]), Some("adjust_not_on_move"), "{config}");
    }
}

// --- The property: never every move refused ---------------------------------------------------

mod never_every_move_refused {
    use game::{Action, Config, Event, Game, Mode, PenaltyChoice, State};
    use laws::{Edition, read_fen};
    use proptest::prelude::*;
    use shakmaty::{Position, Square};

    /// The event a step `(kind, pick)` makes in the game as it stands: touches, illegal moves,
    /// a clock pressed without a move, wrong claims with a legal or an illegal move, the
    /// opponent's designations and choices, the arbiter's release, and now and then a legal
    /// move to go on.
    fn event(game: &Game, state: &State, t: u64, kind: u8, pick: u16) -> Event {
        let pos = read_fen(&state.fen).expect("the state's FEN reads").0;
        let legal = pos.legal_moves();
        let by = state.to_move;
        let pick = usize::from(pick);
        let occupied: Vec<Square> = pos.board().occupied().into_iter().collect();
        let ours: Vec<Square> = pos.us().into_iter().collect();
        let any_square = Square::new((pick % 64) as u32);
        let uci = |i: usize| {
            legal
                .get(i % legal.len().max(1))
                .map(|m| m.to_uci(game.record().castling_mode()).to_string())
        };
        let action = match kind % 10 {
            0..=2 => Action::Touch {
                by,
                square: occupied[pick % occupied.len()].to_string(),
                withdrawn: None,
            },
            3 => Action::Move {
                by,
                text: match pick % 5 {
                    0 => "--".to_owned(),
                    _ => format!("{}{}", ours[pick % ours.len()], any_square),
                },
                offer_draw: false,
            },
            4 => Action::ClaimDraw {
                by,
                intended: match pick % 3 {
                    0 => uci(pick / 3),
                    1 => Some(format!("{}{}", ours[pick % ours.len()], any_square)),
                    _ => Some(["Nh7", "Bc4", "O-O", "Qxh7", "Ke2"][pick % 5].to_owned()),
                },
            },
            5 => Action::ChooseTouched {
                by: !by,
                square: match state.must_move.as_ref() {
                    Some(m) if !pick.is_multiple_of(3) => m
                        .move_one_of
                        .iter()
                        .chain(&m.capture_one_of)
                        .nth(pick % 4)
                        .cloned()
                        .unwrap_or_else(|| m.piece_on.clone()),
                    _ => occupied[pick % occupied.len()].to_string(),
                },
            },
            6 => Action::ChoosePenalty {
                by: !by,
                choice: if pick.is_multiple_of(2) {
                    PenaltyChoice::Capture
                } else {
                    PenaltyChoice::TouchedPiece
                },
            },
            7 => Action::ReleaseTouch { by },
            _ => match uci(pick) {
                Some(text) => Action::Move {
                    by,
                    text,
                    offer_draw: false,
                },
                None => Action::Tick,
            },
        };
        Event::new(t, action)
    }

    /// Whether some legal move of the player on move is accepted, when he has one (a choice
    /// the opponent still has to make, 1930 Art. 17.b, is made first, either way).
    fn some_move_accepted(game: &Game, state: &State, t: u64) -> Result<(), String> {
        if state.result.is_some() {
            return Ok(());
        }
        let mut game = game.clone();
        if let Some(chooser) = state.must_move.as_ref().and_then(|m| m.chooser) {
            let s = game.apply(&Event::new(
                t,
                Action::ChoosePenalty {
                    by: chooser,
                    choice: PenaltyChoice::Capture,
                },
            ));
            if s.error.is_some() {
                return Err(format!("the choice is refused: {:?}", s.error));
            }
        }
        let pos = read_fen(&state.fen).expect("the state's FEN reads").0;
        let legal = pos.legal_moves();
        if legal.is_empty() {
            return Ok(());
        }
        for m in &legal {
            let mut trial = game.clone();
            let s = trial.apply(&Event::new(
                t,
                Action::Move {
                    by: state.to_move,
                    text: m.to_uci(game.record().castling_mode()).to_string(),
                    offer_draw: false,
                },
            ));
            if s.error.is_none() {
                return Ok(());
            }
        }
        Err(format!(
            "every legal move refused in {} (must_move {:?})",
            state.fen, state.must_move
        ))
    }

    proptest! {
        #![proptest_config(crate::proptest_config(48))]

        #[test]
        fn art_4_7_5_9_5_3_and_1930_15_17_18_the_player_on_move_always_has_a_move(
            edition in 0usize..4,
            fen in 0usize..3,
            steps in proptest::collection::vec((any::<u8>(), any::<u16>()), 1..40),
        ) {
            let start_fen = [
                None,
                Some("r3k2r/pppq1ppp/2n2n2/1B1pp3/1b1PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1"),
                Some("4r1k1/8/8/8/3p4/2P5/4N3/3QK3 w - - 0 1"),
            ][fen];
            let config = Config {
                edition: [Edition::Fide2023, Edition::Fide1930, Edition::Fide1928, Edition::Fide1997][edition],
                mode: Mode::Otb,
                start_fen: start_fen.map(str::to_owned),
                ..Config::default()
            };
            let mut game = Game::new(config).expect("the config is valid");
            let mut state = game.apply(&Event::new(0, Action::Start));
            for (i, (kind, pick)) in steps.into_iter().enumerate() {
                let t = 1000 * (i as u64 + 1);
                let e = event(&game, &state, t, kind, pick);
                state = game.apply(&e);
                let checked = some_move_accepted(&game, &state, t);
                prop_assert!(checked.is_ok(), "after {:?}: {}", e.action, checked.unwrap_err());
            }
        }
    }
}

// --- Item 10 over every event: the edition's own articles ---------------------------------------

mod the_editions_own_articles {
    use std::collections::BTreeMap;

    use game::{
        Action, Config, Event, Game, Misplaced, Mode, Party, PenaltyChoice, PenaltyKind, Ruling,
        Side,
    };
    use laws::{Edition, read_fen};
    use shakmaty::{Position, Square};

    /// A small deterministic generator (xorshift): the same streams on every run.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 >> 16) as usize
        }
    }

    /// A random event of any kind the game takes over the board.
    fn event(game: &Game, rng: &mut Rng, t: u64) -> Event {
        let state = game.state(t, Vec::new(), None);
        let pos = read_fen(&state.fen).expect("the state's FEN reads").0;
        let legal = pos.legal_moves();
        let by = state.to_move;
        let side = |n: usize| {
            if n.is_multiple_of(2) {
                Side::White
            } else {
                Side::Black
            }
        };
        let n = rng.next();
        let occupied: Vec<Square> = pos.board().occupied().into_iter().collect();
        let uci = |i: usize| {
            legal
                .get(i % legal.len().max(1))
                .map(|m| m.to_uci(game.record().castling_mode()).to_string())
        };
        let action = match rng.next() % 46 {
            0..=9 => match uci(n) {
                Some(text) => Action::Move {
                    by,
                    text,
                    offer_draw: n.is_multiple_of(13),
                },
                None => Action::Tick,
            },
            10..=11 | 36..=39 => Action::Touch {
                by,
                square: occupied[n % occupied.len()].to_string(),
                withdrawn: None,
            },
            12 => Action::Move {
                by,
                text: ["--", "e2e5", "Nh7", "Bc4", "a1a8", "Qxh7#"][n % 6].to_owned(),
                offer_draw: false,
            },
            13 => Action::ClaimDraw {
                by: side(n),
                intended: if n.is_multiple_of(2) {
                    uci(n / 2)
                } else {
                    None
                },
            },
            14 => Action::ChooseTouched {
                by: !by,
                square: match state.must_move.as_ref() {
                    Some(m) if !n.is_multiple_of(4) => {
                        let all: Vec<&String> = m
                            .touched
                            .iter()
                            .chain(&m.move_one_of)
                            .chain(&m.capture_one_of)
                            .collect();
                        all.get(n % all.len().max(1))
                            .map_or(m.piece_on.clone(), |s| (*s).clone())
                    }
                    _ => occupied[n % occupied.len()].to_string(),
                },
            },
            15 => Action::ChoosePenalty {
                by: !by,
                choice: if n.is_multiple_of(2) {
                    PenaltyChoice::Capture
                } else {
                    PenaltyChoice::TouchedPiece
                },
            },
            16 => Action::OfferDraw { by: side(n) },
            17 => Action::AcceptDraw { by: side(n) },
            18 => Action::DeclineDraw { by: side(n) },
            19 => Action::ClaimTime { by: side(n) },
            20 => Action::ClaimIllegal { by: side(n) },
            21 => Action::ClaimBreach { by: side(n) },
            22 => Action::Adjust { by },
            23 => Action::ReleaseTouch { by },
            24 => Action::Pause {
                by: [None, Some(side(n))][n % 2],
                reason: [None, Some("light".to_owned())][(n / 2) % 2].clone(),
            },
            25 => Action::Resume,
            26 => Action::ClaimPerpetual { by: side(n) },
            27 => Action::DemandMate {
                by: side(n),
                theory_moves: None,
            },
            28 => Action::Arbiter(Ruling::Penalty {
                against: side(n),
                kind: [
                    PenaltyKind::Warning,
                    PenaltyKind::AddTime,
                    PenaltyKind::TakeTime,
                    PenaltyKind::AddPoints,
                    PenaltyKind::TakePoints,
                    PenaltyKind::LoseGame,
                    PenaltyKind::Fine,
                    PenaltyKind::Expulsion,
                    PenaltyKind::IllegalMove,
                ][n % 9],
                ms: None,
                points: Some(1.0),
            }),
            29 => Action::Arbiter(Ruling::SetClock {
                white_ms: 60_000,
                black_ms: 60_000,
            }),
            30 => Action::Arbiter(Ruling::AddTime {
                to: side(n),
                ms: 1000,
            }),
            31 => Action::Arbiter(Ruling::Forfeit {
                by: [Party::White, Party::Black, Party::Both][n % 3],
            }),
            32 => Action::Arbiter(Ruling::ColoursReversed),
            33 => Action::Arbiter(Ruling::WrongStartPosition),
            34 => Action::Adjourn {
                by,
                sealed_move: uci(n).unwrap_or_else(|| "e4".to_owned()),
            },
            35 => Action::ResumeAdjourned,
            40 => Action::Start,
            41 => Action::Tick,
            42 => Action::BoardMismatch {
                squares: vec![Misplaced {
                    square: occupied[n % occupied.len()].to_string(),
                    piece: None,
                }],
                article: None,
            },
            43 => Action::Arbiter(Ruling::DeclareResult {
                result: laws::GameResult::Draw,
                reason: laws::Reason::Arbiter,
                article: None,
            }),
            44 => Action::Arbiter(Ruling::RejectClaim),
            45 => Action::Arbiter(Ruling::GrantIii4 { requester: by }),
            _ => Action::Resign { by: side(n) },
        };
        Event::new(t, action)
    }

    #[test]
    fn fide_1930_and_1928_every_notice_cites_the_editions_own_article() {
        let mut seen: BTreeMap<(String, String), (String, String)> = BTreeMap::new();
        let mut codes: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
        for (edition, prefix) in [(Edition::Fide1930, "1930"), (Edition::Fide1928, "1928")] {
            for seed in 1..400u64 {
                let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
                let config = Config {
                    edition,
                    mode: Mode::Otb,
                    time_control: ["-", "300", "7200/40"][seed as usize % 3].to_owned(),
                    ..Config::default()
                };
                let mut game = Game::new(config).expect("the config is valid");
                let mut t = 0;
                game.apply(&Event::new(t, Action::Start));
                for _ in 0..120 {
                    t += 1000 + (rng.next() % 20_000) as u64;
                    let e = event(&game, &mut rng, t);
                    let state = game.apply(&e);
                    for n in &state.notices {
                        codes.insert(n.code.clone());
                        if !n.article.starts_with(prefix) {
                            seen.entry((prefix.to_owned(), n.code.clone()))
                                .or_insert((n.article.clone(), format!("{:?}", e.action)));
                        }
                    }
                }
            }
        }
        assert!(seen.is_empty(), "{seen:#?}");
        let notices = game::codes::ALL
            .iter()
            .filter(|c| c.kind == game::codes::Kind::Notice)
            .count();
        eprintln!(
            "{} of the {notices} notice codes said: {codes:?}",
            codes.len()
        );
        // The streams reach the notices of every part of the game under the old Laws: touches,
        // penalties, claims, the clock, the arbiter's rulings, adjournment.
        for code in [
            "touch_binds_nothing",
            "touch_opponent_designates",
            "demand_void",
            "illegal_move_taken_back",
            "arbiter_pauses",
            "clocks_set",
            "warned",
            "envelope_opened",
            "colours_reversed",
            "breach_claimed",
            "touch_released",
        ] {
            assert!(codes.contains(code), "{code} never said: {codes:?}");
        }
    }

    /// Issue 31, item 2: `Game::apply` commits only on `Ok`. Over random streams of every action
    /// under every edition, online and over the board, a refused event leaves the game exactly
    /// as it was (its whole inner state, its time included) — except where the look at the clock
    /// that every event is (Art. 6.8) found a flag fallen: then the event says so in its notices,
    /// and what the look decided stays.
    #[test]
    fn art_6_8_and_issue_31_a_refused_event_changes_nothing() {
        let mut refused = 0;
        for edition in Edition::ALL {
            for seed in 1..120u64 {
                let mut rng = Rng(seed.wrapping_mul(0x2545_F491_4F6C_DD1D));
                let config = Config {
                    edition,
                    mode: if seed % 3 == 0 {
                        Mode::Online
                    } else {
                        Mode::Otb
                    },
                    time_control: ["-", "300", "60+1", "7200/40"][seed as usize % 4].to_owned(),
                    ..Config::default()
                };
                let mut game = Game::new(config).expect("the config is valid");
                let mut t = 0;
                for i in 0..100 {
                    t += (rng.next() % 15_000) as u64;
                    let e = if i == 0 {
                        Event::new(t, Action::Start)
                    } else {
                        event(&game, &mut rng, t)
                    };
                    let before = format!("{game:?}");
                    let state = game.apply(&e);
                    if state.error.is_some() {
                        refused += 1;
                        if state.notices.is_empty() {
                            assert_eq!(
                                format!("{game:?}"),
                                before,
                                "{edition:?} seed {seed}: {:?} refused ({:?}) changed the game",
                                e.action,
                                state.error
                            );
                        }
                    }
                }
            }
        }
        assert!(
            refused > 1000,
            "only {refused} refusals: the streams test little"
        );
    }
}
