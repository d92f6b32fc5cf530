//! Each rule decided from the sensors, by article, played by hands on the simulated board
//! (through its bytes and the codec) or fed as sensor events directly.

use eboard::dgt::{Feed, Orientation, Reader, Scans};
use eboard::simulate::{Hand, Simulator};
use eboard::touch::Obligation;
use eboard::{Decision, Fix, Reconstructor, Sensed, SensorEvent};
use shakmaty::{Board, CastlingMode, Chess, Color, Piece, Position, Role, Square, fen::Fen};

use Color::{Black, White};
use Hand::{Lift, Place, Press};

fn start(fen: &str) -> Chess {
    let fen: Fen = fen.parse().expect("fen");
    fen.into_position(CastlingMode::Standard).expect("position")
}

/// The hands' actions on a board set up as `pos`, read back; a few seconds pass at the end.
fn hands(pos: &Chess, actions: &[Hand]) -> Vec<Decision> {
    let mut sim = Simulator::new(pos);
    for a in actions {
        sim.act(*a);
    }
    sim.act(Hand::Wait(5000));
    read(pos, sim.finish())
}

fn read(pos: &Chess, bytes: Vec<(u64, Vec<u8>)>) -> Vec<Decision> {
    let mut reader = Reader::new();
    let mut feed = Feed::with(Some(Orientation::Normal), Scans::ByTime { gap_ms: 100 });
    let mut rec = Reconstructor::new(pos.clone());
    let mut out = Vec::new();
    let mut last = 0;
    for (t, chunk) in bytes {
        reader.push(&chunk);
        while let Some(message) = reader.next_message() {
            if let Ok(message) = message {
                for event in feed.message(t, &message) {
                    rec.feed(&event, &mut out);
                }
            }
        }
        last = t;
    }
    rec.tick(last + 10_000, &mut out);
    rec.finish(&mut out);
    out
}

fn completed(out: &[Decision]) -> Vec<(String, &'static str)> {
    out.iter()
        .filter_map(|d| match d {
            Decision::MoveCompleted { uci, article, .. } => Some((uci.clone(), *article)),
            _ => None,
        })
        .collect()
}

fn breaches(out: &[Decision]) -> Vec<Obligation> {
    out.iter()
        .filter_map(|d| match d {
            Decision::TouchMoveBreach { required, .. } => Some(*required),
            _ => None,
        })
        .collect()
}

fn piece(color: Color, role: Role) -> Piece {
    Piece { color, role }
}

const CASTLING: &str = "r3k2r/pppq1ppp/2n1bn2/3pp3/3PP3/2N1BN2/PPPQ1PPP/R3K2R w KQkq - 0 1";

#[test]
fn art_4_3_1_a_knight_lifted_and_put_back_must_be_moved() {
    let out = hands(
        &Chess::default(),
        &[
            Lift(Square::G1),
            Place(Square::G1),
            Lift(Square::E2),
            Place(Square::E4),
            Press(White),
        ],
    );
    assert_eq!(completed(&out), [("e2e4".to_owned(), "6.2.1")]);
    let b = breaches(&out);
    assert_eq!(b.len(), 1);
    assert!(matches!(
        b[0],
        Obligation::Move {
            square: Square::G1,
            article: "4.3.1",
            ..
        }
    ));
    // The touch itself is reported when seen, binding at once.
    assert!(out.iter().any(|d| matches!(
        d,
        Decision::Touch {
            square: Square::G1,
            by: White,
            ..
        }
    )));
}

#[test]
fn art_4_3_1_a_touched_piece_that_cannot_move_binds_nothing_and_4_5_leaves_any_move() {
    // The bishop on c1 cannot move at the start: the next piece touched binds, or nothing.
    let out = hands(
        &Chess::default(),
        &[
            Lift(Square::C1),
            Place(Square::C1),
            Lift(Square::D2),
            Place(Square::D4),
            Press(White),
        ],
    );
    assert_eq!(completed(&out), [("d2d4".to_owned(), "6.2.1")]);
    assert!(breaches(&out).is_empty());
    let rec = {
        let mut rec = Reconstructor::new(Chess::default());
        let mut o = Vec::new();
        rec.feed(
            &SensorEvent::new(
                0,
                Sensed::Board {
                    scan: 1,
                    board: Board::new(),
                },
            ),
            &mut o,
        );
        rec.feed(
            &SensorEvent::new(
                1,
                Sensed::Square {
                    scan: 2,
                    square: Square::C1,
                    piece: None,
                },
            ),
            &mut o,
        );
        rec
    };
    assert_eq!(rec.binds(), Obligation::Free { article: "4.5" });
    assert_eq!(rec.binds().article(), "4.5");
}

#[test]
fn art_4_3_2_an_opponents_piece_touched_must_be_captured() {
    // 1. e4 d5: White lifts the d5 pawn, puts it back, and plays Nf3.
    let pos = start("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    let out = hands(
        &pos,
        &[
            Lift(Square::D5),
            Place(Square::D5),
            Lift(Square::G1),
            Place(Square::F3),
            Press(White),
        ],
    );
    assert_eq!(completed(&out), [("g1f3".to_owned(), "6.2.1")]);
    assert!(matches!(
        breaches(&out)[..],
        [Obligation::Capture {
            square: Square::D5,
            article: "4.3.3"
        }]
    ));
    // Capturing it is what the Laws ask.
    let out = hands(
        &pos,
        &[
            Lift(Square::D5),
            Place(Square::D5),
            Lift(Square::E4),
            Hand::Remove(Square::D5),
            Place(Square::D5),
            Press(White),
        ],
    );
    assert_eq!(completed(&out), [("e4d5".to_owned(), "6.2.1")]);
    assert!(breaches(&out).is_empty());
}

#[test]
fn art_4_3_3_own_and_opponents_pieces_lifted_in_one_scan_the_own_counts_first() {
    let pos = start("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    let mut rec = Reconstructor::new(pos.clone());
    let mut out = Vec::new();
    rec.feed(
        &SensorEvent::new(
            0,
            Sensed::Board {
                scan: 1,
                board: pos.board().clone(),
            },
        ),
        &mut out,
    );
    // One scan reports d5 (Black's) before e4 (White's): their order means nothing.
    for square in [Square::D5, Square::E4] {
        rec.feed(
            &SensorEvent::new(
                300,
                Sensed::Square {
                    scan: 2,
                    square,
                    piece: None,
                },
            ),
            &mut out,
        );
    }
    let white_pawn = piece(White, Role::Pawn);
    rec.feed(
        &SensorEvent::new(
            600,
            Sensed::Square {
                scan: 3,
                square: Square::D5,
                piece: Some(white_pawn),
            },
        ),
        &mut out,
    );
    rec.feed(
        &SensorEvent::new(
            700,
            Sensed::Press {
                side: eboard::sensor::ClockSide::Right,
            },
        ),
        &mut out,
    );
    let Some(Decision::MoveCompleted { touches, uci, .. }) = out
        .iter()
        .find(|d| matches!(d, Decision::MoveCompleted { .. }))
    else {
        panic!("no move: {out:?}")
    };
    assert_eq!(uci, "e4d5");
    assert_eq!(touches, &[Square::E4, Square::D5]);
    assert!(breaches(&out).is_empty());
}

#[test]
fn art_4_4_1_king_then_rook_binds_to_castle() {
    let pos = start(CASTLING);
    let out = hands(
        &pos,
        &[
            Lift(Square::E1),
            Place(Square::E1),
            Lift(Square::H1),
            Place(Square::H1),
            Lift(Square::E1),
            Place(Square::F1),
            Press(White),
        ],
    );
    assert_eq!(completed(&out), [("e1f1".to_owned(), "6.2.1")]);
    assert_eq!(breaches(&out), [Obligation::Castle { rook: Square::H1 }]);
    // Castling king first honours it (4.7.2: made when the rook is released).
    let out = hands(
        &pos,
        &[
            Lift(Square::E1),
            Place(Square::G1),
            Lift(Square::H1),
            Place(Square::F1),
            Press(White),
        ],
    );
    assert_eq!(completed(&out), [("e1g1".to_owned(), "6.2.1")]);
    assert!(breaches(&out).is_empty());
}

#[test]
fn art_4_4_2_rook_then_king_forbids_castling_on_that_side() {
    let pos = start(CASTLING);
    let out = hands(
        &pos,
        &[
            Lift(Square::H1),
            Place(Square::F1),
            Lift(Square::E1),
            Place(Square::G1),
            Press(White),
        ],
    );
    // The board shows castling, and castling it is (the move is legal, Art. 4.7.2).
    assert_eq!(completed(&out), [("e1g1".to_owned(), "6.2.1")]);
    let b = breaches(&out);
    assert!(matches!(
        b[..],
        [Obligation::Move {
            square: Square::H1,
            article: "4.4.2",
            ..
        }]
    ));
}

#[test]
fn art_4_4_3_king_then_a_rook_it_cannot_castle_with_binds_to_another_king_move() {
    // White's queenside castling is gone (no Q right): king then a1 rook binds to a king move.
    let pos = start("r3k2r/pppq1ppp/2n1bn2/3pp3/3PP3/2N1BN2/PPPQ1PPP/R3K2R w Kkq - 0 1");
    let out = hands(
        &pos,
        &[
            Lift(Square::E1),
            Place(Square::E1),
            Lift(Square::A1),
            Place(Square::B1),
            Press(White),
        ],
    );
    assert_eq!(completed(&out), [("a1b1".to_owned(), "6.2.1")]);
    assert_eq!(breaches(&out), [Obligation::KingMove { king: Square::E1 }]);
}

#[test]
fn art_4_7_a_move_taken_back_before_the_press_is_not_the_move() {
    let out = hands(
        &Chess::default(),
        &[
            Lift(Square::E2),
            Place(Square::E4),
            Lift(Square::E4),
            Place(Square::E3),
            Press(White),
        ],
    );
    assert_eq!(completed(&out), [("e2e3".to_owned(), "6.2.1")]);
}

#[test]
fn art_6_2_1_a_press_before_the_board_reported_the_move_waits_for_it() {
    let mut sim = Simulator::new(&Chess::default());
    sim.act(Lift(Square::G1));
    sim.act_quickly(Place(Square::F3));
    let pressed_at = sim.now();
    sim.act(Press(White));
    let out = read(&Chess::default(), sim.finish());
    let Some(Decision::MoveCompleted { t, uci, .. }) = out
        .iter()
        .find(|d| matches!(d, Decision::MoveCompleted { .. }))
    else {
        panic!("{out:?}")
    };
    assert_eq!((uci.as_str(), *t), ("g1f3", pressed_at));
}

#[test]
fn art_6_2_1_2_a_move_not_pressed_is_completed_by_the_players_next_move() {
    let out = hands(
        &Chess::default(),
        &[
            Lift(Square::E2),
            Place(Square::E4),
            Lift(Square::E7),
            Place(Square::E5),
            Lift(Square::G1),
            Place(Square::F3),
        ],
    );
    assert_eq!(completed(&out), [("e2e4".to_owned(), "6.2.1.2")]);
    // The two moves after it were made and not pressed when the stream ends.
    let unpressed: Vec<_> = out
        .iter()
        .filter_map(|d| match d {
            Decision::MoveNotPressed { uci, .. } => Some(uci.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(unpressed, ["e7e5", "g1f3"]);
}

#[test]
fn art_6_2_1_1_mate_is_completed_without_a_press_once_the_board_settles() {
    // Fool's mate: 1. f3 e5 2. g4 Qh4#.
    let pos = start("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    let out = hands(&pos, &[Lift(Square::D8), Place(Square::H4)]);
    assert_eq!(completed(&out), [("d8h4".to_owned(), "6.2.1.1")]);
}

#[test]
fn art_7_5_1_an_illegal_move_at_the_press_is_restored() {
    let out = hands(
        &Chess::default(),
        &[Lift(Square::E2), Place(Square::E5), Press(White)],
    );
    let Some(Decision::IllegalMove {
        uci,
        article,
        restore,
        by,
        ..
    }) = out
        .iter()
        .find(|d| matches!(d, Decision::IllegalMove { .. }))
    else {
        panic!("{out:?}")
    };
    assert_eq!((uci.as_str(), *article, *by), ("e2e5", "7.5.1", White));
    assert_eq!(
        restore,
        &[
            Fix {
                square: Square::E2,
                piece: Some(piece(White, Role::Pawn))
            },
            Fix {
                square: Square::E5,
                piece: None
            }
        ]
    );
    // Put right and played again: the game goes on, touch-move on the same pawn (7.5.1, 4.3).
    let out = hands(
        &Chess::default(),
        &[
            Lift(Square::E2),
            Place(Square::E5),
            Press(White),
            Lift(Square::E5),
            Place(Square::E2),
            // Black puts the lever back: a press by the player not on move completes nothing.
            Press(Black),
            Lift(Square::G1),
            Place(Square::F3),
            Press(White),
        ],
    );
    assert!(out.iter().any(|d| matches!(d, Decision::BoardRestored)));
    assert_eq!(completed(&out), [("g1f3".to_owned(), "6.2.1")]);
    assert!(matches!(
        breaches(&out)[..],
        [Obligation::Move {
            square: Square::E2,
            ..
        }]
    ));
}

#[test]
fn art_7_5_1_castling_through_check_is_an_illegal_king_move() {
    // The bishop on a6 attacks f1 through the empty e2: castling kingside is illegal.
    let pos = start("rn1qkb1r/pppp1ppp/b4n2/4p3/4P3/5N2/PPPP2PP/RNBQK2R w KQkq - 0 4");
    let out = hands(
        &pos,
        &[
            Lift(Square::E1),
            Place(Square::G1),
            Lift(Square::H1),
            Place(Square::F1),
            Press(White),
        ],
    );
    assert!(
        out.iter().any(
            |d| matches!(d, Decision::IllegalMove { uci, article: "7.5.1", .. } if uci == "e1g1")
        ),
        "{out:?}"
    );
}

#[test]
fn art_7_5_2_a_pawn_left_on_the_last_rank_becomes_a_queen_and_the_move_is_illegal() {
    let pos = start("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1");
    let out = hands(&pos, &[Lift(Square::E7), Place(Square::E8), Press(White)]);
    let Some(Decision::IllegalMove {
        uci,
        article,
        restore,
        ..
    }) = out
        .iter()
        .find(|d| matches!(d, Decision::IllegalMove { .. }))
    else {
        panic!("{out:?}")
    };
    assert_eq!((uci.as_str(), *article), ("e7e8", "7.5.2"));
    assert_eq!(
        restore,
        &[Fix {
            square: Square::E8,
            piece: Some(piece(White, Role::Queen))
        }]
    );
}

#[test]
fn art_7_5_3_a_press_without_a_move() {
    let out = hands(&Chess::default(), &[Press(White)]);
    assert!(matches!(
        out[..],
        [
            Decision::BoardReady,
            Decision::PressWithoutMove { by: White, .. }
        ]
    ));
    // A piece lifted and put back, then the press: still no move.
    let out = hands(
        &Chess::default(),
        &[Lift(Square::G1), Place(Square::G1), Press(White)],
    );
    assert!(
        out.iter()
            .any(|d| matches!(d, Decision::PressWithoutMove { by: White, .. }))
    );
}

#[test]
fn art_7_6_a_displaced_piece_is_named_once_the_board_settles_and_restored() {
    let mut sim = Simulator::new(&Chess::default());
    sim.act(Lift(Square::E2));
    sim.act(Place(Square::E4));
    sim.act(Press(White));
    // Black's queen knocked from d8 to d6 and left there.
    sim.act(Lift(Square::D8));
    sim.act(Place(Square::D6));
    sim.act(Hand::Wait(4000));
    sim.act(Lift(Square::D6));
    sim.act(Place(Square::D8));
    sim.act(Hand::Wait(1000));
    let out = read(&Chess::default(), sim.finish());
    let Some(Decision::BoardMismatch { restore, article }) = out
        .iter()
        .find(|d| matches!(d, Decision::BoardMismatch { .. }))
    else {
        panic!("{out:?}")
    };
    assert_eq!(*article, "7.6");
    assert_eq!(
        restore,
        &[
            Fix {
                square: Square::D6,
                piece: None
            },
            Fix {
                square: Square::D8,
                piece: Some(piece(Black, Role::Queen))
            }
        ]
    );
    assert!(out.iter().any(|d| matches!(d, Decision::BoardRestored)));
}

#[test]
fn art_2_3_a_board_set_up_wrong_does_not_start_until_put_right() {
    // King and queen swapped on both sides.
    let wrong = start("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1");
    let mut sim = Simulator::new(&wrong);
    // Moves made on a wrong set-up count for nothing.
    sim.act(Lift(Square::E2));
    sim.act(Place(Square::E4));
    sim.act(Lift(Square::E4));
    sim.act(Place(Square::E2));
    for (a, b) in [(Square::D1, Square::E1), (Square::D8, Square::E8)] {
        sim.act(Lift(a));
        sim.act(Lift(b));
        sim.act(Place(a));
        sim.act(Place(b));
    }
    sim.act(Lift(Square::D2));
    sim.act(Place(Square::D4));
    sim.act(Press(White));
    let out = read(&Chess::default(), sim.finish());
    let codes: Vec<_> = out.iter().map(|d| d.code()).collect();
    assert_eq!(
        codes,
        ["setup_wrong", "board_ready", "touch", "move_completed"]
    );
    let Decision::SetupWrong { restore } = &out[0] else {
        panic!()
    };
    assert_eq!(restore.len(), 4);
}

#[test]
fn a_board_unplugged_mid_game_and_plugged_back_loses_nothing_and_says_so() {
    let mut rec = Reconstructor::new(Chess::default());
    let mut out = Vec::new();
    let mut board = Board::new();
    rec.feed(
        &SensorEvent::new(
            0,
            Sensed::Board {
                scan: 1,
                board: board.clone(),
            },
        ),
        &mut out,
    );
    rec.feed(&SensorEvent::new(5_000, Sensed::Disconnected), &mut out);
    // Unseen meanwhile: 1. e4 played on the board.
    board.discard_piece_at(Square::E2);
    board.set_piece_at(Square::E4, piece(White, Role::Pawn));
    rec.feed(
        &SensorEvent::new(
            9_000,
            Sensed::Board {
                scan: 2,
                board: board.clone(),
            },
        ),
        &mut out,
    );
    rec.feed(
        &SensorEvent::new(
            9_500,
            Sensed::Press {
                side: eboard::sensor::ClockSide::Right,
            },
        ),
        &mut out,
    );
    let codes: Vec<_> = out.iter().map(|d| d.code()).collect();
    assert_eq!(
        codes,
        [
            "board_ready",
            "board_disconnected",
            "board_reconnected",
            "move_completed"
        ]
    );
    assert_eq!(out[2], Decision::BoardReconnected { same: false });
    // Plugged back with nothing changed: the same.
    rec.feed(&SensorEvent::new(10_000, Sensed::Disconnected), &mut out);
    rec.feed(
        &SensorEvent::new(
            11_000,
            Sensed::Board {
                scan: 3,
                board: board.clone(),
            },
        ),
        &mut out,
    );
    assert_eq!(out.last(), Some(&Decision::BoardReconnected { same: true }));
}

#[test]
fn garbage_and_a_truncated_message_on_the_line_lose_no_move() {
    let mut sim = Simulator::new(&Chess::default());
    sim.act(Lift(Square::E2));
    sim.act(Place(Square::E4));
    sim.act(Press(White));
    sim.act(Lift(Square::E7));
    sim.act(Place(Square::E5));
    sim.act(Press(Black));
    let mut bytes = sim.finish();
    // Line noise before the dump, and a field update cut in half before the last scans.
    bytes.insert(0, (0, vec![0x01, 0x7f, 0x22]));
    let at = bytes.len() - 1;
    bytes.insert(at, (bytes[at].0, vec![0x8e, 0x00, 0x05, 0x10]));
    let out = read(&Chess::default(), bytes);
    let moves: Vec<_> = completed(&out).into_iter().map(|(m, _)| m).collect();
    assert_eq!(moves, ["e2e4", "e7e5"]);
}

/// The hands' actions read back under the 1930 touch rules.
fn hands_1930(pos: &Chess, actions: &[Hand]) -> Vec<Decision> {
    let mut sim = Simulator::new(pos);
    for a in actions {
        sim.act(*a);
    }
    let settings = eboard::Settings {
        touch_rules: eboard::touch::TouchRules::Fide1930,
        ..eboard::Settings::default()
    };
    let mut reader = Reader::new();
    let mut feed = Feed::with(Some(Orientation::Normal), Scans::ByTime { gap_ms: 100 });
    let mut rec = Reconstructor::with_settings(pos.clone(), settings);
    let mut out = Vec::new();
    for (t, chunk) in sim.finish() {
        reader.push(&chunk);
        while let Some(Ok(message)) = reader.next_message() {
            for event in feed.message(t, &message) {
                rec.feed(&event, &mut out);
            }
        }
    }
    rec.finish(&mut out);
    out
}

#[test]
fn art_1930_15_d_several_own_pieces_touched_the_opponent_designates_one() {
    // Knight and e-pawn lifted and put back: either may be the one the opponent designates.
    let touched = [
        Lift(Square::G1),
        Place(Square::G1),
        Lift(Square::E2),
        Place(Square::E2),
    ];
    let with = |last: [Hand; 2]| {
        let mut actions = touched.to_vec();
        actions.extend(last);
        actions.push(Press(White));
        hands_1930(&Chess::default(), &actions)
    };
    let out = with([Lift(Square::E2), Place(Square::E4)]);
    assert_eq!(completed(&out), [("e2e4".to_owned(), "6.2.1")]);
    assert!(breaches(&out).is_empty());
    // Any piece lifted to move is touched too, and may be the one he designates: what the board
    // says is what he may choose from, after the first two touches.
    let out = with([Lift(Square::D2), Place(Square::D4)]);
    assert!(breaches(&out).is_empty());
    let binds: Vec<Obligation> = out
        .iter()
        .filter_map(|d| match d {
            Decision::Touch { binds, .. } => Some(*binds),
            _ => None,
        })
        .collect();
    let Obligation::OpponentChooses {
        move_one_of,
        article,
        ..
    } = binds[1]
    else {
        panic!("{binds:?}")
    };
    assert_eq!(article, "1930 15.d");
    assert_eq!(
        move_one_of.into_iter().collect::<Vec<_>>(),
        [Square::G1, Square::E2]
    );
    // Under 2023 the first touched, the knight, had to move (4.3.1).
    let out = hands(
        &Chess::default(),
        &[
            Lift(Square::G1),
            Place(Square::G1),
            Lift(Square::E2),
            Place(Square::E2),
            Lift(Square::E2),
            Place(Square::E4),
            Press(White),
        ],
    );
    assert!(matches!(
        breaches(&out)[..],
        [Obligation::Move {
            square: Square::G1,
            ..
        }]
    ));
}

#[test]
fn art_1930_15_c_an_own_piece_that_cannot_take_the_touched_one_the_opponent_demands() {
    // 1. e4 d5: White lifts the knight g1 and the pawn d5; the knight cannot take it. The
    // opponent may demand the knight moved or the pawn taken (exd5): either honours the rule.
    let pos = start("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    let touched = [
        Lift(Square::G1),
        Place(Square::G1),
        Lift(Square::D5),
        Place(Square::D5),
    ];
    let mut actions = touched.to_vec();
    actions.extend([
        Lift(Square::E4),
        Hand::Remove(Square::D5),
        Place(Square::D5),
        Press(White),
    ]);
    let out = hands_1930(&pos, &actions);
    assert_eq!(completed(&out), [("e4d5".to_owned(), "6.2.1")]);
    assert!(breaches(&out).is_empty());
    let mut actions = touched.to_vec();
    actions.extend([Lift(Square::B1), Place(Square::C3), Press(White)]);
    let out = hands_1930(&pos, &actions);
    assert!(matches!(
        breaches(&out)[..],
        [Obligation::OpponentChooses {
            article: "1930 15.c",
            ..
        }]
    ));
}

#[test]
fn art_4_3_1_touches_before_the_move_stay_the_movers_whatever_their_order() {
    // The knight touched, then the other knight, then the first one moved: both touches are
    // White's, none passes to Black.
    let out = hands(
        &Chess::default(),
        &[
            Lift(Square::G1),
            Place(Square::G1),
            Lift(Square::B1),
            Place(Square::B1),
            Lift(Square::G1),
            Place(Square::F3),
            Press(White),
        ],
    );
    let Some(Decision::MoveCompleted { touches, .. }) = out
        .iter()
        .find(|d| matches!(d, Decision::MoveCompleted { .. }))
    else {
        panic!("{out:?}")
    };
    assert_eq!(touches, &[Square::G1, Square::B1]);
    assert!(
        !out.iter()
            .any(|d| matches!(d, Decision::Touch { by: Black, .. }))
    );
    assert!(breaches(&out).is_empty());
}
