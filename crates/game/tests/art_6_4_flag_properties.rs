//! Issue 22, item 1, as a property: whether a flag that fell is noticed at a `tick` or only at
//! the next move must not change the game's result (Art. 6.4 and its commentary: "un drapeau
//! (ou un « – ») apparaît sur la pendule dans le cas où un joueur/une joueuse n'a pas achevé 40
//! coups dans le temps imparti"; 6.9). Random games of several periods with few moves each, the
//! moves at random moments so that flags fall before, at and after the controls, are replayed
//! three ways: with no tick, with ticks at random moments, and with a tick every second. The
//! results agree.

use game::{Action, Config, Event, Game, Mode, Side, State};
use laws::Edition;
use proptest::prelude::*;

/// Quiet moves that neither capture, check, repeat nor end the game, in the order played.
const WHITE: [&str; 12] = [
    "a3", "h3", "b3", "g3", "a4", "h4", "b4", "g4", "c3", "d3", "e3", "c4",
];
const BLACK: [&str; 12] = [
    "a6", "h6", "b6", "g6", "a5", "h5", "b5", "g5", "c6", "d6", "e6", "c5",
];

/// A time control of two or three periods of one to four moves, five to thirty seconds each,
/// then the rest of the game, with or without an increment.
fn time_control() -> impl Strategy<Value = String> {
    (
        prop::collection::vec((1u32..5, 5u32..30), 1..3),
        5u32..30,
        prop_oneof![Just(0u32), 1u32..4],
    )
        .prop_map(|(periods, last, increment)| {
            let plus = |s: u32| {
                if increment == 0 {
                    format!("{s}")
                } else {
                    format!("{s}+{increment}")
                }
            };
            let mut parts: Vec<String> = periods
                .iter()
                .map(|(moves, seconds)| format!("{moves}/{}", plus(*seconds)))
                .collect();
            parts.push(plus(last));
            parts.join(":")
        })
}

/// `start` at 0, then the moves, each `dt` ms after the previous event.
fn moves(dts: &[u32]) -> Vec<Event> {
    let mut events = vec![Event::new(0, Action::Start)];
    let mut t = 0u64;
    for (i, dt) in dts.iter().enumerate() {
        t += u64::from(*dt);
        let (by, text) = if i % 2 == 0 {
            (Side::White, WHITE[i / 2])
        } else {
            (Side::Black, BLACK[i / 2])
        };
        events.push(Event::new(
            t,
            Action::Move {
                by,
                text: text.to_owned(),
                offer_draw: false,
            },
        ));
    }
    events
}

/// `events` with a tick at each of `ticks` (ms), before an event at the same moment.
fn with_ticks(events: &[Event], ticks: impl IntoIterator<Item = u64>) -> Vec<Event> {
    let mut ticks: Vec<u64> = ticks.into_iter().collect();
    ticks.sort_unstable();
    let mut out = Vec::new();
    let mut pending = ticks.into_iter().peekable();
    for e in events {
        while let Some(t) = pending.next_if(|t| *t <= e.t) {
            if t > 0 {
                out.push(Event::new(t, Action::Tick));
            }
        }
        out.push(e.clone());
    }
    out.extend(pending.map(|t| Event::new(t, Action::Tick)));
    out
}

/// A game's end as compared: (result, reason, article) if over, and (White's, Black's) flag.
type Ending = (Option<(String, String, String)>, (bool, bool));

/// The result and the flags at the end.
fn ending(config: &Config, events: &[Event]) -> Ending {
    let (_, states) = Game::replay(config.clone(), events).expect("a valid config");
    let last: &State = states.last().expect("events");
    for s in &states {
        // Only a move after the end may be refused: the quiet moves are legal.
        if let Some(e) = &s.error {
            assert_eq!(e.code, "game_over", "{e:?}");
        }
    }
    let flags = last
        .clock
        .as_ref()
        .map_or((false, false), |c| (c.flag.white, c.flag.black));
    (
        last.result.as_ref().map(|o| {
            (
                o.result.to_string(),
                o.reason.to_string(),
                o.article.clone(),
            )
        }),
        flags,
    )
}

proptest! {
    #![proptest_config(crate::proptest_config(400))]

    #[test]
    fn art_6_4_a_flag_noticed_late_or_at_once_gives_the_same_result(
        tc in time_control(),
        edition in 0usize..3,
        otb in any::<bool>(),
        dts in prop::collection::vec(0u32..15_000, 1..24),
        random_ticks in prop::collection::vec(0u64..400_000, 0..12),
        tail in 0u64..20_000,
    ) {
        let config = Config {
            edition: [Edition::Fide2023, Edition::Fide1930, Edition::Fide1928][edition],
            mode: if otb { Mode::Otb } else { Mode::Online },
            time_control: tc,
            ..Config::default()
        };
        let mut events = moves(&dts);
        let end = events.last().map_or(0, |e| e.t) + tail;
        events.push(Event::new(end, Action::Tick));
        let every_second = with_ticks(&events, (1..=end / 1000).map(|s| s * 1000));
        let random = with_ticks(&events, random_ticks.into_iter().filter(|t| *t <= end));
        let reference = ending(&config, &every_second);
        prop_assert_eq!(&ending(&config, &events), &reference, "no tick");
        prop_assert_eq!(&ending(&config, &random), &reference, "random ticks");
    }
}
