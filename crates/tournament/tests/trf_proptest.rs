//! TRF properties: reading what was written gives the same event; any text that reads is
//! written back byte for byte; no text makes the reader panic.

use proptest::prelude::*;
use tournament::{
    Colour, Ending, Event, Line, Player, Points, Record, ResultCode, RoundEntry, Sex, trf,
};

fn text(chars: &'static str, max: usize) -> impl Strategy<Value = String> {
    proptest::collection::vec(
        proptest::sample::select(chars.chars().collect::<Vec<_>>()),
        0..=max,
    )
    .prop_map(|v| v.into_iter().collect::<String>())
}

/// A field's text: no blank at either end (the columns' padding).
fn field(chars: &'static str, max: usize) -> impl Strategy<Value = String> {
    text(chars, max).prop_map(|s| s.trim().to_owned())
}

fn entry() -> impl Strategy<Value = RoundEntry> {
    (
        proptest::option::of(1u16..=9999),
        proptest::option::of(prop_oneof![Just(Colour::White), Just(Colour::Black)]),
        proptest::sample::select(ResultCode::ALL.to_vec()),
    )
        .prop_map(|(opponent, colour, result)| RoundEntry {
            opponent,
            colour,
            result,
        })
}

fn player() -> impl Strategy<Value = Player> {
    (
        1u16..=9999,
        proptest::option::of(prop_oneof![Just(Sex::Male), Just(Sex::Female)]),
        field("GIMFWCgmfwc", 3),
        field("abcXYZ ,.-'éüØ漢", 33),
        proptest::option::of(0u16..=9999),
        field("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3),
        proptest::option::of(0u64..=99_999_999_999),
        field("0123456789/", 10),
        (
            proptest::option::of((0i64..=999).prop_map(Points)),
            proptest::option::of(0u16..=9999),
            proptest::collection::vec(entry(), 0..12),
        ),
    )
        .prop_map(
            |(
                tpn,
                sex,
                title,
                name,
                rating,
                federation,
                fide_id,
                birth_date,
                (points, rank, rounds),
            )| Player {
                tpn,
                sex,
                title,
                name,
                rating,
                federation,
                fide_id,
                birth_date,
                points,
                rank,
                rounds,
            },
        )
}

fn other() -> impl Strategy<Value = String> {
    text("0123456789 XRCabc#é;-", 40).prop_filter("not a player record", |s| {
        !(s.starts_with("001") && (s.len() == 3 || s[3..].starts_with(' ')))
    })
}

fn event() -> impl Strategy<Value = Event> {
    let line = (
        prop_oneof![
            player().prop_map(Record::Player),
            other().prop_map(Record::Other)
        ],
        prop_oneof![Just(Ending::Cr), Just(Ending::Lf), Just(Ending::CrLf)],
    )
        .prop_map(|(record, ending)| Line::new(record, ending));
    (proptest::collection::vec(line, 0..20), any::<bool>()).prop_map(|(mut lines, open_end)| {
        // `\r` then an empty line ended by `\n` is `\r\n` on disk: no file tells them apart.
        for i in 1..lines.len() {
            if lines[i - 1].ending == Ending::Cr
                && lines[i].ending == Ending::Lf
                && matches!(&lines[i].record, Record::Other(t) if t.is_empty())
            {
                lines[i].ending = Ending::Cr;
            }
        }
        // Only the last line may lack a line end, and then it must hold something.
        if open_end
            && let Some(last) = lines.last_mut()
            && !matches!(&last.record, Record::Other(t) if t.is_empty())
        {
            last.ending = Ending::None;
        }
        Event { lines }
    })
}

proptest! {
    #![proptest_config(crate::proptest_config(400))]

    #[test]
    fn reading_what_was_written_gives_the_same_event(e in event()) {
        let text = trf::write(&e);
        let back = trf::read(&text).map_err(|err| TestCaseError::fail(format!("{err}\n{text}")))?;
        prop_assert_eq!(&back, &e);
        prop_assert_eq!(trf::write(&back), text);
    }

    #[test]
    fn any_text_that_reads_is_written_back_byte_for_byte(s in "(001 {0,6}[0-9 ]{0,4}[ -~é]{0,120}|[ -~\r\n]{0,60})([\r\n]{1,2}(001[ -~]{0,130}|[ -~]{0,20})){0,6}") {
        if let Ok(e) = trf::read(&s) {
            prop_assert_eq!(trf::write(&e), s);
        }
    }

    #[test]
    fn no_text_makes_the_reader_panic(s in any::<String>()) {
        let _ = trf::read(&s);
    }
}
