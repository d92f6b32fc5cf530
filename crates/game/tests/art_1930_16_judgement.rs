//! The old Laws' rules that need an arbiter's judgement, driven through the event contract: the
//! claim of perpetual check (1930 Art. 16.1.b, 1928 Par. 15.B), on which the arbiter rules, and
//! the "mate me in fifty moves" demand (1930 Art. 16.1.f, 16.2; 1928 Par. 15.F), whose count the
//! game keeps and whose draw the demanding player claims at the moment the count runs out.

use game::{Side, State};

use crate::common::{articles, clocks, error_code, ev, last, mv, outcome, states as run};

/// Black's queen against the king in the corner: Qc1+ and Qf4+ for ever (checked with
/// python-chess and `laws::perpetual_check`).
const PERPETUAL: &str = "6k1/5ppp/8/8/8/7P/3q1PP1/6K1 b - - 0 1";
/// A lone rook: two checks, then the king finds a square no check reaches.
const LONE_ROOK: &str = "6k1/8/8/8/8/8/4r3/6K1 b - - 0 1";

fn config(edition: &str, fen: &str, time_control: &str) -> String {
    format!(
        r#"{{"edition":"{edition}","time_control":"{time_control}","mode":"otb","start_fen":"{fen}"}}"#
    )
}

/// `start` at 0, then `moves` alternately from `first`, one a second.
fn line(first: Side, moves: &[&str]) -> Vec<String> {
    let mut events = vec![ev(0, r#""type":"start""#)];
    let mut by = first;
    for (i, m) in moves.iter().enumerate() {
        events.push(mv(1000 * (i as u64 + 1), by.as_str(), m));
        by = !by;
    }
    events
}

fn claim_perpetual(t: u64, by: &str) -> String {
    ev(t, &format!(r#""type":"claim_perpetual","by":"{by}""#))
}

fn demand_mate(t: u64, by: &str) -> String {
    ev(t, &format!(r#""type":"demand_mate","by":"{by}""#))
}

fn claim_draw(t: u64, by: &str) -> String {
    ev(t, &format!(r#""type":"claim_draw","by":"{by}""#))
}

fn ruling(t: u64, fields: &str) -> String {
    ev(t, &format!(r#""type":"arbiter",{fields}"#))
}

/// The text of the state's notice citing `article`.
fn notice<'a>(state: &'a State, article: &str) -> &'a str {
    state
        .notices
        .iter()
        .find(|n| n.article == article)
        .map(|n| n.text.as_str())
        .unwrap_or_else(|| panic!("no notice citing {article}: {:?}", state.notices))
}

fn paused(state: &State) -> bool {
    state.clock.as_ref().is_some_and(|c| c.paused)
}

// --- 1930 Art. 16.1.b, 1928 Par. 15.B: perpetual check --------------------------------------

#[test]
fn fide_1930_art_16_1_b_a_perpetual_check_is_claimed_and_the_arbiter_declares_the_draw() {
    let mut events = line(Side::Black, &["Qc1+", "Kh2", "Qf4+", "Kh1", "Qc1+", "Kh2"]);
    events.extend([
        claim_perpetual(7_000, "black"),
        mv(8_000, "black", "Qf4+"),
        ruling(
            9_000,
            r#""action":"declare_result","result":"1/2-1/2","reason":"arbiter""#,
        ),
    ]);
    let states = run(&config("fide-1930", PERPETUAL, "5400+30"), &events);
    let claimed = &states[7];
    assert_eq!(claimed.error, None);
    assert!(claimed.result.is_none(), "the claim does not end the game");
    let facts = notice(claimed, "1930 16.1.b");
    for fact in [
        "black claims a draw by perpetual check, for the arbiter to judge: ",
        "black's last 3 moves each gave check",
        "the position has stood 2 times",
        "whatever white replies, black can check for ever",
    ] {
        assert!(facts.contains(fact), "{fact:?} in {facts:?}");
    }
    // 1930 Art. 20.1.e: the clocks stop until the arbiter has ruled.
    assert!(notice(claimed, "1930 20.1.e").contains("clocks are stopped"));
    assert!(paused(claimed));
    let pending = claimed.pending_claim.as_ref().expect("a claim awaits");
    assert_eq!(
        (pending.by, pending.claim.as_str(), pending.article.as_str()),
        (Side::Black, "perpetual_check", "1930 16.1.b")
    );
    assert!(pending.text.contains("can check for ever"));
    // The pending claim keeps its notice's code and params while it waits, so a page reads its
    // facts in its own language after the notice has gone by (issue 25 point 7).
    assert_eq!(pending.code.as_deref(), Some("perpetual_check_claimed"));
    let params = pending.params.as_ref().expect("the claim's params");
    assert_eq!(
        params.get("by").map(|p| p.to_string()),
        Some("black".to_owned())
    );
    assert_eq!(
        game::codes::render(&game::codes::PERPETUAL_CHECK_CLAIMED, params),
        facts
    );
    // Play waits for the ruling.
    assert_eq!(error_code(&states[8]), Some("claim_pending"));
    // A draw declared without an article upholds the claim under its article; the reason is the
    // arbiter's (the closed list has no perpetual check).
    let ruled = last(&states);
    assert_eq!(
        outcome(ruled),
        ("1/2-1/2".into(), "arbiter".into(), "1930 16.1.b".into())
    );
    assert!(notice(ruled, "1930 16.1.b").contains("upholds black's claim"));
    assert_eq!(ruled.pending_claim, None);
}

#[test]
fn fide_1930_art_16_1_b_the_king_can_escape_the_arbiter_rejects_and_play_goes_on() {
    // Qe1+ instead of Qc1+: White has replies after which the checks run out.
    let mut events = line(Side::Black, &["Qe1+"]);
    events.extend([
        claim_perpetual(2_000, "black"),
        ruling(62_000, r#""action":"reject_claim""#),
        mv(63_000, "white", "Kh2"),
        ruling(64_000, r#""action":"reject_claim""#),
    ]);
    let states = run(&config("fide-1930", PERPETUAL, "5400+30"), &events);
    let facts = notice(&states[2], "1930 16.1.b");
    assert!(facts.contains("white can stop the checks"), "{facts}");
    assert!(facts.contains("black's last move gave check"), "{facts}");
    assert!(paused(&states[2]));
    // The arbiter took a minute: charged to nobody, then the clocks restart.
    let rejected = &states[3];
    assert!(notice(rejected, "1930 16.1.b").contains("rejects black's claim"));
    assert_eq!(notice(rejected, "1930 20.1.e"), "the clocks restart");
    assert_eq!(clocks(rejected), clocks(&states[2]));
    assert_eq!(
        rejected.clock.as_ref().and_then(|c| c.running),
        Some(Side::White)
    );
    assert_eq!(rejected.pending_claim, None);
    assert_eq!(states[4].error, None, "White plays on");
    assert!(states[4].result.is_none());
    // Nothing awaits a ruling any more.
    assert_eq!(error_code(&states[5]), Some("no_claim"));
}

#[test]
fn fide_1928_par_15_b_the_lone_rook_checks_twice_and_resume_rejects_the_claim() {
    let events = [
        ev(0, r#""type":"start""#),
        claim_perpetual(1_000, "black"),
        claim_perpetual(2_000, "black"),
        ev(3_000, r#""type":"resume""#),
        mv(4_000, "black", "Re1+"),
    ];
    let states = run(&config("fide-1928", LONE_ROOK, "5400+30"), &events);
    let claimed = &states[1];
    let facts = notice(claimed, "1928 15.B");
    assert!(facts.contains("black's last move gave no check"), "{facts}");
    assert!(
        facts.contains("white can stop the checks: whatever black plays, black can keep checking for 2 more moves at most"),
        "{facts}"
    );
    // The 1928 draft's Par. 20 does not stop the clocks; its Par. 24 holds the game until the
    // arbiter's decision.
    assert!(notice(claimed, "1928 24").contains("clocks are stopped"));
    assert_eq!(error_code(&states[2]), Some("claim_pending"));
    // The arbiter restarts the clocks: that is the ruling that play goes on.
    let resumed = &states[3];
    assert!(notice(resumed, "1928 15.B").contains("rejects black's claim"));
    assert_eq!(resumed.pending_claim, None);
    assert!(!paused(resumed));
    assert_eq!(states[4].error, None);
}

#[test]
fn fide_1930_art_16_1_b_a_claim_without_a_check_to_demonstrate_is_refused() {
    // White has given no check and has none Black cannot stop at once: nothing to demonstrate,
    // and the clocks go on running. Black, whose queen checks for ever, may claim.
    let events = [
        ev(0, r#""type":"start""#),
        claim_perpetual(1_000, "white"),
        claim_perpetual(2_000, "black"),
    ];
    let states = run(&config("fide-1930", PERPETUAL, "5400+30"), &events);
    let refused = &states[1];
    assert_eq!(error_code(refused), Some("no_checks"));
    assert!(
        refused
            .error
            .as_ref()
            .is_some_and(|e| e.message.contains("Art. 1930 16.1.b")),
        "{:?}",
        refused.error
    );
    assert!(!paused(refused));
    assert_eq!(refused.pending_claim, None);
    assert_eq!(states[2].error, None);
    assert!(paused(&states[2]));
    // Under the 1928 draft alike.
    let states = run(&config("fide-1928", PERPETUAL, "5400+30"), &events);
    assert_eq!(error_code(&states[1]), Some("no_checks"));
}

#[test]
fn fide_1930_art_16_1_b_without_a_clock_play_waits_for_the_ruling() {
    let events = [
        ev(0, r#""type":"start""#),
        mv(1_000, "black", "Qc1+"),
        claim_perpetual(2_000, "black"),
        mv(3_000, "white", "Kh2"),
        ev(4_000, r#""type":"resume""#),
        mv(5_000, "white", "Kh2"),
    ];
    let states = run(&config("fide-1930", PERPETUAL, "-"), &events);
    assert_eq!(
        notice(&states[2], "1930 20.1.e"),
        "play waits for the arbiter's ruling"
    );
    // White to move, the claim made by Black before White's reply: the facts start from it.
    assert!(notice(&states[2], "1930 16.1.b").contains("can check for ever"));
    assert_eq!(error_code(&states[3]), Some("claim_pending"));
    assert_eq!(states[4].error, None);
    assert_eq!(states[5].error, None);
}

#[test]
fn fide_1930_art_16_1_b_an_arbiter_may_declare_another_result_under_another_article() {
    let events = [
        ev(0, r#""type":"start""#),
        mv(1_000, "black", "Qc1+"),
        claim_perpetual(2_000, "black"),
        ruling(
            3_000,
            r#""action":"declare_result","result":"0-1","reason":"arbiter","article":"12.1""#,
        ),
    ];
    let states = run(&config("fide-1930", PERPETUAL, "5400+30"), &events);
    let s = last(&states);
    assert_eq!(outcome(s), ("0-1".into(), "arbiter".into(), "12.1".into()));
    assert!(!articles(s).contains(&"1930 16.1.b"), "{:?}", s.notices);
}

#[test]
fn art_9_2_the_2023_and_1997_laws_have_no_perpetual_check_and_no_mate_demand() {
    for edition in ["fide-2023", "fide-1997"] {
        let events = [
            ev(0, r#""type":"start""#),
            mv(1_000, "black", "Qc1+"),
            claim_perpetual(2_000, "black"),
            demand_mate(3_000, "white"),
            ruling(4_000, r#""action":"reject_claim""#),
        ];
        let states = run(&config(edition, PERPETUAL, "5400+30"), &events);
        assert_eq!(error_code(&states[2]), Some("no_such_rule"), "{edition}");
        assert!(
            states[2]
                .error
                .as_ref()
                .is_some_and(|e| e.message.contains("9.2")),
            "{:?}",
            states[2].error
        );
        assert!(!paused(&states[2]));
        assert_eq!(error_code(&states[3]), Some("no_such_rule"), "{edition}");
        assert_eq!(states[3].mate_demand, None);
        assert_eq!(error_code(&states[4]), Some("no_claim"), "{edition}");
    }
}

// --- 1930 Art. 16.1.f, 16.2; 1928 Par. 15.F: mate in fifty moves ------------------------------

/// White: Kh1, Rb1, a2; Black: Kh8 and a pawn on b7 the rook can take.
const ROOK_AND_PAWN: &str = "7k/1p6/8/8/8/8/P7/1R5K w - - 0 1";

/// `n` moves each of rook and king shuffling, without capture or pawn move: the rook between
/// `squares` (from the first), the black king between h8 and g8.
fn shuffle(n: usize, rook: [&'static str; 2]) -> Vec<&'static str> {
    let cycle = [rook[1], "Kg8", rook[0], "Kh8"];
    cycle.iter().copied().cycle().take(2 * n).collect()
}

/// The white rook on a tour of 25 squares, the black king between g8 and h8: no position stands
/// three times in a hundred moves (checked with python-chess), so that no repetition claim
/// (1930 Art. 16.1.c) muddles a claim judged after them. From [`ROOK_ON_A3`].
fn tour(plies: usize) -> Vec<String> {
    const SQUARES: [&str; 25] = [
        "b3", "c3", "d3", "e3", "f3", "f2", "f4", "e4", "d4", "c4", "b4", "a4", "a5", "b5", "c5",
        "d5", "e5", "f5", "f6", "e6", "d6", "c6", "b6", "a6", "a3",
    ];
    (0..plies)
        .map(|i| match (i % 2, (i / 2) % 2) {
            (0, _) => format!("R{}", SQUARES[(i / 2) % 25]),
            (_, 0) => "Kg8".to_owned(),
            _ => "Kh8".to_owned(),
        })
        .collect()
}

/// [`ROOK_AND_PAWN`] with the rook on a3.
const ROOK_ON_A3: &str = "7k/1p6/8/8/8/R7/P7/7K w - - 0 1";

/// Events: start, `before` moves, Black's demand, then `after` moves; each move a second.
fn demanded<S: AsRef<str>>(before: &[&str], demand: &str, after: &[S]) -> Vec<String> {
    let mut events = line(Side::White, before);
    let mut t = 1000 * (before.len() as u64) + 500;
    events.push(ev(t, demand));
    let mut by = if before.len().is_multiple_of(2) {
        Side::White
    } else {
        Side::Black
    };
    for m in after {
        t += 1000;
        events.push(mv(t, by.as_str(), m.as_ref()));
        by = !by;
    }
    events
}

fn moves_left(state: &State) -> Option<u32> {
    state.mate_demand.as_ref().map(|d| d.moves_left)
}

#[test]
fn fide_1930_art_16_1_f_the_count_runs_out_and_the_demanding_player_claims_the_draw() {
    // Ten moves each first (the 16.1.e count is then 20 moves ahead of the demand's), then Black
    // demands, White to move, and fifty moves each are made without mate.
    let before = shuffle(10, ["Rb1", "Rc1"]);
    let after = shuffle(50, ["Rb1", "Rc1"]);
    let mut events = demanded(&before, r#""type":"demand_mate","by":"black""#, &after);
    let t = 200_000;
    events.push(demand_mate(t, "black"));
    events.push(claim_draw(t + 1, "black"));
    let states = run(&config("fide-1930", ROOK_AND_PAWN, "-"), &events);
    let demand = &states[21];
    assert!(
        notice(demand, "1930 16.1.f").contains("black demands that white mate within 50 moves"),
        "{:?}",
        demand.notices
    );
    let shown = demand.mate_demand.as_ref().expect("the demand stands");
    assert_eq!(
        (
            shown.by,
            shown.limit,
            shown.moves_left,
            shown.article.as_str()
        ),
        (Side::Black, 50, 50, "1930 16.1.f")
    );
    // Each move by both players counts one.
    assert_eq!(moves_left(&states[21 + 2]), Some(49));
    assert_eq!(moves_left(&states[21 + 99]), Some(1));
    // Black's 50th move: the count has run out, White to move; Black claims at once.
    let run_out = &states[21 + 100];
    assert_eq!(moves_left(run_out), Some(0));
    assert!(notice(run_out, "1930 16.2").contains("black may claim the draw now"));
    assert_eq!(run_out.to_move, Side::White);
    // One demand a player: a second by Black would only restart the count.
    assert_eq!(error_code(&states[21 + 101]), Some("demand_pending"));
    let drawn = last(&states);
    assert_eq!(
        outcome(drawn),
        ("1/2-1/2".into(), "fifty_moves".into(), "1930 16.1.f".into())
    );
    assert_eq!(drawn.mate_demand, None);
}

#[test]
fn fide_1930_art_16_1_f_each_player_may_demand_while_the_other_s_demand_stands() {
    // "Chacun des joueurs peut, à n'importe quel moment": Black demands at the start, White
    // ten moves later; Black's demand, restarted by a pawn move, does not keep White's out.
    let after = shuffle(10, ["Rb1", "Rc1"]);
    let mut events = demanded(&[], r#""type":"demand_mate","by":"black""#, &after);
    events.push(demand_mate(30_000, "white"));
    events.extend([
        mv(31_000, "white", "a3"),
        mv(32_000, "black", "Kg8"),
        demand_mate(33_000, "white"),
        demand_mate(34_000, "black"),
    ]);
    let states = run(&config("fide-1930", ROOK_AND_PAWN, "-"), &events);
    let both = &states[22];
    assert_eq!(both.error, None);
    assert!(notice(both, "1930 16.1.f").contains("white demands that black mate within 50 moves"));
    let each = |state: &State| {
        (
            state.mate_demands.white.as_ref().map(|d| d.moves_left),
            state.mate_demands.black.as_ref().map(|d| d.moves_left),
        )
    };
    assert_eq!(each(both), (Some(50), Some(40)));
    // `mate_demand`, as before there were two, shows the first demand made: Black's.
    assert_eq!(both.mate_demand.as_ref().map(|d| d.by), Some(Side::Black));
    // The pawn move starts both counts again, each with its notice.
    let pawn = &states[23];
    let restarted: Vec<&str> = pawn
        .notices
        .iter()
        .filter(|n| n.text.contains("starts again"))
        .map(|n| n.text.as_str())
        .collect();
    assert_eq!(restarted.len(), 2, "{restarted:?}");
    assert_eq!(each(&states[24]), (Some(50), Some(50)));
    // A second demand by either player while his own stands is refused.
    assert_eq!(error_code(&states[25]), Some("demand_pending"));
    assert_eq!(error_code(&states[26]), Some("demand_pending"));
}

#[test]
fn fide_1930_art_16_2_each_player_claims_at_the_moment_his_own_count_runs_out() {
    // Black demands before White's first move, White after it: Black's count runs out one
    // move before White's, and each claims on his own count only.
    let plies = tour(101);
    let mut events = vec![
        ev(0, r#""type":"start""#),
        demand_mate(500, "black"),
        mv(1_000, "white", &plies[0]),
        demand_mate(1_500, "white"),
    ];
    let mut by = Side::Black;
    for (i, m) in plies.iter().enumerate().skip(1).take(99) {
        events.push(mv(1_000 * (i as u64 + 1), by.as_str(), m));
        by = !by;
    }
    events.extend([
        claim_draw(200_000, "white"),
        mv(201_000, "white", &plies[100]),
        claim_draw(202_000, "white"),
    ]);
    // Ten half-moves already made without capture or pawn move: the moment of the 1930
    // Art. 16.1.e claim (a hundred of them) has passed when the demands' counts run out.
    let fen = ROOK_ON_A3.replace(" 0 1", " 10 1");
    let states = run(&config("fide-1930", &fen, "-"), &events);
    let black_runs_out = &states[102];
    assert_eq!(black_runs_out.ply, 100);
    assert_eq!(
        black_runs_out
            .mate_demands
            .black
            .as_ref()
            .map(|d| d.moves_left),
        Some(0)
    );
    assert_eq!(
        black_runs_out
            .mate_demands
            .white
            .as_ref()
            .map(|d| d.moves_left),
        Some(1)
    );
    // White, on move, claims on his own count: one move early, not correct.
    let early = &states[103];
    assert!(early.result.is_none());
    assert!(notice(early, "1930 16.1.f").contains("white's demand to be mated: 1 more move"));
    // White's move: Black's moment has passed, White's has come.
    let moved = &states[104];
    let texts: Vec<&str> = moved.notices.iter().map(|n| n.text.as_str()).collect();
    assert!(
        texts
            .iter()
            .any(|t| t.contains("black's demand has lapsed")),
        "{texts:?}"
    );
    assert!(
        texts
            .iter()
            .any(|t| t.contains("white may claim the draw now")),
        "{texts:?}"
    );
    assert_eq!(moved.mate_demands.black, None);
    assert_eq!(moved.mate_demand.as_ref().map(|d| d.by), Some(Side::White));
    assert_eq!(
        outcome(last(&states)),
        ("1/2-1/2".into(), "fifty_moves".into(), "1930 16.1.f".into())
    );
}

#[test]
fn fide_1930_art_16_1_f_the_count_starts_again_after_a_capture_or_a_pawn_move() {
    let mut after = shuffle(10, ["Rb1", "Rc1"]);
    after.extend(["Rxb7", "Kg8", "Rc7", "Kh8", "Rb7", "Kg8"]);
    let events = demanded(&[], r#""type":"demand_mate","by":"black""#, &after);
    let states = run(&config("fide-1930", ROOK_AND_PAWN, "-"), &events);
    assert_eq!(moves_left(&states[1 + 20]), Some(40));
    // Rxb7: the count starts again.
    let capture = &states[1 + 21];
    assert_eq!(
        capture.last_move.as_ref().map(|m| m.san.as_str()),
        Some("Rxb7")
    );
    assert!(notice(capture, "1930 16.1.f").contains("starts again, 50 moves from now"));
    assert_eq!(moves_left(capture), Some(50));
    assert_eq!(moves_left(&states[1 + 22]), Some(50));
    assert_eq!(moves_left(&states[1 + 24]), Some(49));
    // A pawn move too.
    let mut after = shuffle(10, ["Rb1", "Rc1"]);
    after.extend(["a3", "Kg8"]);
    let events = demanded(&[], r#""type":"demand_mate","by":"black""#, &after);
    let states = run(&config("fide-1930", ROOK_AND_PAWN, "-"), &events);
    assert!(notice(&states[1 + 21], "1930 16.1.f").contains("starts again"));
    assert_eq!(moves_left(last(&states)), Some(50));
}

#[test]
fn fide_1930_art_16_2_a_claim_before_the_count_runs_out_or_after_its_moment_is_not_correct() {
    // Twenty moves each after the demand: Black claims, not on move, then on move. The claim
    // not on move is judged as any claim (1930 Art. 16.1.c does not restrict it to the player on
    // move): on the rook's tour no position repeats, so that only the count is at stake.
    let mut events = demanded(&[], r#""type":"demand_mate","by":"black""#, &tour(40));
    events.push(claim_draw(100_000, "black"));
    let states = run(&config("fide-1930", ROOK_ON_A3, "5400+30"), &events);
    let early = last(&states);
    assert!(early.result.is_none());
    assert_eq!(early.error, None);
    assert!(notice(early, "1930 16.1.f").contains("30 more moves"));
    assert!(
        early
            .notices
            .iter()
            .any(|n| n.text == "black's claim is not correct: the game goes on")
    );
    // On move, the claim is judged as any other (1930 Art. 16.1.c, 16.1.e): not correct.
    let after = shuffle(20, ["Rb1", "Rc1"]);
    let mut events = demanded(&[], r#""type":"demand_mate","by":"black""#, &after[..3]);
    events.push(claim_draw(100_000, "black"));
    let states = run(&config("fide-1930", ROOK_AND_PAWN, "5400+30"), &events);
    let on_move = last(&states);
    assert_eq!(on_move.to_move, Side::Black);
    assert!(on_move.result.is_none());
    assert!(notice(on_move, "1930 16.1.f").contains("49 more moves"));
    assert!(notice(on_move, "1930 16.1.c").contains("not correct"));

    // The count runs out; White moves before Black claims: the moment has passed.
    let mut events = demanded(&[], r#""type":"demand_mate","by":"black""#, &tour(101));
    events.push(claim_draw(200_000, "black"));
    events.push(demand_mate(200_001, "black"));
    let states = run(&config("fide-1930", ROOK_ON_A3, "-"), &events);
    assert_eq!(moves_left(&states[1 + 100]), Some(0));
    let passed = &states[1 + 101];
    assert!(notice(passed, "1930 16.2").contains("did not claim the draw"));
    assert_eq!(passed.mate_demand, None);
    let late = &states[1 + 102];
    assert!(late.result.is_none(), "{:?}", late.result);
    assert!(notice(late, "1930 16.1.c").contains("not correct"));
    // The demand has lapsed: a new one may be made, and counts from now.
    assert_eq!(moves_left(last(&states)), Some(50));
}

#[test]
fn fide_1930_art_16_1_f_a_mate_within_the_count_ends_the_game_as_usual() {
    let events = [
        ev(0, r#""type":"start""#),
        demand_mate(500, "black"),
        mv(1_000, "white", "Ra8#"),
    ];
    let states = run(
        &config("fide-1930", "7k/8/6K1/8/8/8/8/R7 w - - 0 1", "-"),
        &events,
    );
    let mated = last(&states);
    assert_eq!(outcome(mated).1, "checkmate");
    assert_eq!(mated.mate_demand, None);
}

#[test]
fn fide_1930_art_16_1_f_twice_the_moves_theory_establishes() {
    let events = [
        ev(0, r#""type":"start""#),
        ev(
            500,
            r#""type":"demand_mate","by":"black","theory_moves":66"#,
        ),
    ];
    let states = run(&config("fide-1930", ROOK_AND_PAWN, "-"), &events);
    let demand = last(&states).mate_demand.as_ref().expect("the demand");
    assert_eq!((demand.limit, demand.moves_left), (132, 132));
    assert!(
        last(&states)
            .notices
            .iter()
            .any(|n| n.text.contains("theory needs 66 moves") && n.article == "1930 16.1.f")
    );
    // Theory needing fifty moves or fewer leaves the fifty.
    let events = [
        ev(0, r#""type":"start""#),
        ev(
            500,
            r#""type":"demand_mate","by":"black","theory_moves":33"#,
        ),
    ];
    let states = run(&config("fide-1930", ROOK_AND_PAWN, "-"), &events);
    assert_eq!(
        last(&states).mate_demand.as_ref().map(|d| d.limit),
        Some(50)
    );
}

#[test]
fn fide_1930_art_16_1_f_the_arbiter_rules_on_theory_after_the_demand() {
    // Black demands; ten moves later the arbiter rules that theory needs 66 moves here: the
    // demand grants 132, counted from the demand, not from the ruling.
    let after = shuffle(10, ["Rb1", "Rc1"]);
    let mut events = demanded(&[], r#""type":"demand_mate","by":"black""#, &after);
    events.push(ev(
        30_000,
        r#""type":"demand_mate","by":"black","theory_moves":66"#,
    ));
    let states = run(&config("fide-1930", ROOK_AND_PAWN, "-"), &events);
    let ruled = last(&states);
    assert_eq!(ruled.error, None);
    let demand = ruled.mate_demand.as_ref().expect("the demand");
    assert_eq!((demand.limit, demand.moves_left), (132, 122));
    assert!(
        notice(ruled, "1930 16.1.f").contains("the arbiter rules on black's demand"),
        "{:?}",
        ruled.notices
    );
}

#[test]
fn fide_1930_art_16_1_f_no_theory_count_beyond_the_longest_win_known() {
    // A count no theory ever established (laws::MAX_THEORY_MOVES, 549) is refused, and changes
    // nothing: neither a new demand nor a standing one.
    let too_long =
        |by: &str| format!(r#""type":"demand_mate","by":"{by}","theory_moves":4294967295"#);
    let events = [
        ev(0, r#""type":"start""#),
        ev(500, &too_long("black")),
        demand_mate(600, "black"),
        ev(700, &too_long("black")),
        ev(
            800,
            r#""type":"demand_mate","by":"white","theory_moves":550"#,
        ),
        ev(
            900,
            r#""type":"demand_mate","by":"white","theory_moves":549"#,
        ),
    ];
    let states = run(&config("fide-1930", ROOK_AND_PAWN, "-"), &events);
    for i in [1, 3, 4] {
        assert_eq!(error_code(&states[i]), Some("theory_out_of_range"), "{i}");
    }
    assert_eq!(states[1].mate_demand, None);
    assert_eq!(states[3].mate_demand.as_ref().map(|d| d.limit), Some(50));
    assert_eq!(
        last(&states).mate_demands.white.as_ref().map(|d| d.limit),
        Some(1098)
    );
}

#[test]
fn fide_1928_par_15_f_fifty_moves_and_no_theory_exception() {
    let with_theory = [
        ev(0, r#""type":"start""#),
        ev(
            500,
            r#""type":"demand_mate","by":"black","theory_moves":66"#,
        ),
    ];
    let states = run(&config("fide-1928", ROOK_AND_PAWN, "-"), &with_theory);
    assert_eq!(error_code(last(&states)), Some("no_theory_exception"));
    assert_eq!(last(&states).mate_demand, None);

    let after = shuffle(50, ["Rb1", "Rc1"]);
    let mut events = demanded(&[], r#""type":"demand_mate","by":"black""#, &after);
    events.push(claim_draw(200_000, "black"));
    let states = run(&config("fide-1928", ROOK_AND_PAWN, "-"), &events);
    assert_eq!(
        states[1].mate_demand.as_ref().map(|d| d.article.as_str()),
        Some("1928 15.F")
    );
    assert!(notice(&states[1 + 100], "1928 15").contains("may claim the draw now"));
    assert_eq!(
        outcome(last(&states)),
        ("1/2-1/2".into(), "fifty_moves".into(), "1928 15.F".into())
    );
}
