//! Properties of the event's machine (issue 31): a journal replayed twice gives one state, and
//! the standings of its TRF event are those of the TRF file it writes, read back (as `arbiter
//! standings` reads it).

use proptest::prelude::*;

use super::*;
use crate::{Colour, ScoringSystem, TieBreak};

/// A journal's inputs: the event's steps, and what its games say.
#[derive(Clone, Debug)]
enum Input {
    Step(Step),
    Game(usize, usize, Option<GameFact>),
}

/// Reads choices from proptest's bytes (zeros once they run out).
struct Choices<'a>(&'a [u8], usize);

impl Choices<'_> {
    fn pick(&mut self, n: usize) -> usize {
        let byte = self.0.get(self.1).copied().unwrap_or(0);
        self.1 += 1;
        usize::from(byte) % n.max(1)
    }
}

fn regulations(system: System) -> Regulations {
    Regulations {
        name: "Property".into(),
        system,
        rounds: Some(5),
        double: false,
        tiebreaks: TieBreak::parse_list("BH/C1,BH,SB").ok(),
        start_date: Some("2026-01-10".into()),
        end_date: None,
        venue: None,
        fide_rated: false,
        colour: Some(Colour::White),
        scoring: ScoringSystem::default(),
    }
}

const RESULTS: [&str; 6] = ["1-0", "0-1", "1/2-1/2", "+/-", "-/+", "-/-"];

/// A journal: players entered (some edited), then rounds paired (some changed), published,
/// their boards' results from the games, the event, or both (corrections), with absences in
/// between. Steps are drawn as the arbiter could send them, not all of them valid: the machine
/// skips what does not apply.
fn journal(bytes: &[u8]) -> (System, Vec<Input>) {
    let mut c = Choices(bytes, 0);
    let system = if c.pick(2) == 0 {
        System::Swiss
    } else {
        System::RoundRobin
    };
    let players = 2 + c.pick(9);
    let mut inputs = Vec::new();
    for i in 0..players {
        let player = PlayerIn {
            name: format!("Player {i}"),
            rating: Some(1500 + u16::try_from(c.pick(100)).unwrap_or(0) * 10),
            fide_id: (c.pick(2) == 0).then_some(1000 + i as u64),
            federation: None,
            title: None,
        };
        inputs.push(Input::Step(Step::Player { player }));
    }
    if c.pick(3) == 0 {
        inputs.push(Input::Step(Step::Edited {
            player: 1,
            entry: PlayerIn {
                name: "Edited".into(),
                rating: Some(2800),
                fide_id: None,
                federation: Some("FRA".into()),
                title: None,
            },
        }));
    }
    let rounds = c.pick(5);
    let mut seq = 1_i64;
    for round in 1..=rounds {
        if c.pick(4) == 0 {
            let kind = [
                AbsenceKind::Withdrawal,
                AbsenceKind::Suspension,
                AbsenceKind::Bye,
            ][c.pick(3)];
            inputs.push(Input::Step(Step::Absent {
                absence: Absence {
                    player: u16::try_from(1 + c.pick(players)).unwrap_or(1),
                    kind,
                    from: Some(round),
                    rounds: (kind != AbsenceKind::Withdrawal).then_some(1),
                    bye: (kind == AbsenceKind::Bye).then_some(ByePoints::Half),
                    reason: None,
                },
            }));
        }
        let mut order: Vec<u16> = (1..=u16::try_from(players).unwrap_or(2)).collect();
        for i in (1..order.len()).rev() {
            order.swap(i, c.pick(i + 1));
        }
        let boards: Vec<Pair> = order
            .chunks_exact(2)
            .map(|p| Pair {
                white: p[0],
                black: p[1],
            })
            .collect();
        let bye = (order.len() % 2 == 1).then(|| order[order.len() - 1]);
        inputs.push(Input::Step(Step::Paired {
            round,
            boards: boards.clone(),
            bye,
            explanation: serde_json::json!({"system": if system == System::Swiss { "swiss" } else { "round_robin" }}),
        }));
        if c.pick(3) == 0 && !boards.is_empty() {
            let mut changed = boards.clone();
            changed[0] = Pair {
                white: boards[0].black,
                black: boards[0].white,
            };
            inputs.push(Input::Step(Step::Changed {
                round,
                boards: changed,
                bye,
                reason: "colours".into(),
                warnings: Vec::new(),
                warning_notes: None,
            }));
        }
        let games = (1..=boards.len())
            .map(|b| format!("g{round}.{b}"))
            .collect();
        inputs.push(Input::Step(Step::Published { round, games }));
        for board in 1..=boards.len() {
            seq += 1;
            let fact = GameFact {
                result: RESULTS[c.pick(3)].to_owned(),
                short: c.pick(4) == 0,
                seq,
            };
            match c.pick(5) {
                0 => {}
                1 => inputs.push(Input::Game(round, board, Some(fact))),
                2 => {
                    inputs.push(Input::Game(round, board, Some(fact)));
                    inputs.push(Input::Step(Step::Decided {
                        round,
                        board,
                        decided: Decided {
                            result: RESULTS[c.pick(6)].to_owned(),
                            reason: Some("correction".into()),
                            notes: Vec::new(),
                            game_seq: Some(seq),
                        },
                    }));
                    if c.pick(2) == 0 {
                        seq += 1;
                        let again = GameFact {
                            result: RESULTS[c.pick(3)].to_owned(),
                            short: false,
                            seq,
                        };
                        inputs.push(Input::Game(round, board, Some(again)));
                    }
                }
                _ => inputs.push(Input::Step(Step::Decided {
                    round,
                    board,
                    decided: Decided {
                        result: RESULTS[c.pick(6)].to_owned(),
                        reason: None,
                        notes: Vec::new(),
                        game_seq: None,
                    },
                })),
            }
        }
    }
    (system, inputs)
}

fn replay(system: System, inputs: &[Input]) -> Tournament {
    let mut t = Tournament::new(regulations(system));
    for input in inputs {
        match input {
            Input::Step(step) => t.apply(step),
            Input::Game(round, board, fact) => t.observe(*round, *board, fact.clone()),
        }
    }
    t
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Issue 31: one journal, one state — replayed twice, through JSON or not, the event is
    /// the same, and so are its views (its TRF event, each board's result).
    #[test]
    fn issue_31_a_journal_replayed_twice_gives_one_state(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        let (system, inputs) = journal(&bytes);
        let once = replay(system, &inputs);
        let twice = replay(system, &inputs);
        prop_assert_eq!(&once, &twice);
        let through_json: Vec<Input> = inputs
            .iter()
            .map(|i| match i {
                Input::Step(step) => {
                    let text = serde_json::to_string(step).expect("a step writes");
                    Input::Step(serde_json::from_str(&text).expect("and reads back"))
                }
                other => other.clone(),
            })
            .collect();
        prop_assert_eq!(&once, &replay(system, &through_json));
        prop_assert_eq!(
            crate::trf::write(&once.to_event()),
            crate::trf::write(&twice.to_event())
        );
        prop_assert_eq!(once.skipped.len(), 0, "every step drawn applies");
    }

    /// C.07 and issue 31: the standings of the event are those of its TRF file read back, as
    /// `arbiter standings` ranks it (the same tie-breaks, the file's TRF-2026 form).
    #[test]
    fn c07_the_standings_are_those_of_the_events_trf_read_back(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        let (system, inputs) = journal(&bytes);
        let t = replay(system, &inputs);
        let tiebreaks = t.regulations.tiebreaks.clone().unwrap_or_default();
        let round_robin = system == System::RoundRobin;
        let mut event = t.to_event();
        crate::trf::convert(&mut event, crate::trf::Version::Trf2026);
        let direct = event.standings_as(&tiebreaks, None, None, round_robin);
        let text = crate::trf::write(&event);
        let read = crate::trf::read(&text).expect("the event's TRF reads");
        let from_file = read.standings_as(&tiebreaks, None, None, round_robin);
        prop_assert!(direct.is_ok(), "the event ranks: {:?}", direct);
        prop_assert_eq!(direct.ok(), from_file.ok(), "{}", text);
    }
}

/// Issue 31: the later of two facts on a board stands — a correction from the event's route
/// over the game's ending, then the game's console over that correction; a record from a
/// journal before issue 31 (no `game_seq`) stands over the game.
#[test]
fn issue_31_the_later_fact_on_a_board_stands() {
    let mut t = Tournament::new(regulations(System::RoundRobin));
    for name in ["A", "B"] {
        t.apply(&Step::Player {
            player: PlayerIn {
                name: name.into(),
                rating: None,
                fide_id: None,
                federation: None,
                title: None,
            },
        });
    }
    t.apply(&Step::Paired {
        round: 1,
        boards: vec![Pair { white: 1, black: 2 }],
        bye: None,
        explanation: serde_json::Value::Null,
    });
    t.apply(&Step::Published {
        round: 1,
        games: vec!["g".into()],
    });
    let fact = |result: &str, seq| GameFact {
        result: result.into(),
        short: false,
        seq,
    };
    t.observe(1, 1, Some(fact("1/2-1/2", 30)));
    assert_eq!(t.result(1, 1).map(|r| r.result), Some("1/2-1/2"));
    t.apply(&Step::Decided {
        round: 1,
        board: 1,
        decided: Decided {
            result: "0-1".into(),
            reason: None,
            notes: Vec::new(),
            game_seq: Some(30),
        },
    });
    let r = t.result(1, 1).expect("a result");
    assert_eq!((r.result, r.source), ("0-1", Source::Event));
    t.observe(1, 1, Some(fact("1-0", 31)));
    let r = t.result(1, 1).expect("a result");
    assert_eq!((r.result, r.source), ("1-0", Source::Game));
    assert_eq!(
        t.to_event().player(1).map(|p| p.rounds[0].result),
        Some(crate::ResultCode::Win)
    );
    t.apply(&Step::Decided {
        round: 1,
        board: 1,
        decided: Decided {
            result: "-/+".into(),
            reason: None,
            notes: Vec::new(),
            game_seq: None,
        },
    });
    let r = t.result(1, 1).expect("a result");
    assert_eq!((r.result, r.source), ("-/+", Source::Event));
    assert!(
        t.pgn_tags(1, 1)
            .contains(&("Termination", "forfeit".to_owned()))
    );
}

/// Issue 35, item 7: a player's title as entered (TRF columns 11-13, C.04 Annex 2; FIDE's list's
/// `Tit`) reaches the TRF's `001` record and the PGN's `WhiteTitle`/`BlackTitle`, TRF-16's
/// letters (`wm`) written as PGN names them (`WIM`); no title, no tag; a journal without the
/// field reads as before.
#[test]
fn issue_35_a_title_reaches_the_trf_and_the_pgn_tags() {
    let mut t = Tournament::new(regulations(System::RoundRobin));
    for (name, title) in [
        ("A", Some("GM")),
        ("B", Some("wm")),
        ("C", None),
        ("D", Some("x")),
    ] {
        t.apply(&Step::Player {
            player: PlayerIn {
                name: name.into(),
                rating: Some(2000),
                fide_id: None,
                federation: None,
                title: title.map(Into::into),
            },
        });
    }
    t.apply(&Step::Paired {
        round: 1,
        boards: vec![Pair { white: 1, black: 2 }, Pair { white: 3, black: 4 }],
        bye: None,
        explanation: serde_json::Value::Null,
    });
    let tags = t.pgn_tags(1, 1);
    assert!(tags.contains(&("WhiteTitle", "GM".to_owned())), "{tags:?}");
    assert!(tags.contains(&("BlackTitle", "WIM".to_owned())), "{tags:?}");
    let none = t.pgn_tags(1, 2);
    assert!(!none.iter().any(|(k, _)| k.ends_with("Title")), "{none:?}");
    let event = t.to_event();
    assert_eq!(event.player(1).map(|p| p.title.as_str()), Some("GM"));
    assert_eq!(event.player(3).map(|p| p.title.as_str()), Some(""));
    let old: PlayerIn = serde_json::from_str(r#"{"name":"Old","rating":1800}"#).expect("reads");
    assert_eq!(old.title, None);
    assert!(
        !serde_json::to_string(&old)
            .expect("writes")
            .contains("title")
    );
}
