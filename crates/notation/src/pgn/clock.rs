//! Clock times in PGN comments: `[%clk 1:23:45]` (time left) and `[%emt 0:00:12]` (time used).

/// Reads `H:MM:SS`, `H:MM:SS.f` or `MM:SS` as milliseconds.
///
/// ```
/// assert_eq!(notation::pgn::parse_clock("1:23:45"), Some(5_025_000));
/// assert_eq!(notation::pgn::parse_clock("0:00:07.5"), Some(7_500));
/// assert_eq!(notation::pgn::parse_clock("1:75:00"), None);
/// ```
pub fn parse_clock(text: &str) -> Option<u64> {
    clock_ms(text.as_bytes())
}

/// [`parse_clock`] on the bytes of a text: a comment's command is read as bytes, and needs no
/// `str` made again from them.
pub(crate) fn clock_ms(text: &[u8]) -> Option<u64> {
    if let Some(millis) = plain_clock(text) {
        return Some(millis);
    }
    // Byte by byte: a game file has one of these after every move.
    let (whole, fraction) = match text.iter().position(|&b| b == b'.') {
        Some(dot) => (&text[..dot], &text[dot + 1..]),
        None => (text, &[][..]),
    };
    // Up to three fields, hours first when there are three.
    let mut fields = [0u64; 3];
    let mut count = 0;
    for part in whole.split(|&b| b == b':') {
        // Each field reads as `u64::from_str` would: ASCII digits, one leading `+` allowed.
        let part = part.strip_prefix(b"+").unwrap_or(part);
        if count == 3 || part.is_empty() {
            return None;
        }
        let mut value: u64 = 0;
        for &b in part {
            if !b.is_ascii_digit() {
                return None;
            }
            value = value.checked_mul(10)?.checked_add(u64::from(b - b'0'))?;
        }
        fields[count] = value;
        count += 1;
    }
    let (hours, minutes, seconds) = match count {
        1 => (0, 0, fields[0]),
        2 => (0, fields[0], fields[1]),
        _ => (fields[0], fields[1], fields[2]),
    };
    if seconds >= 60 || minutes >= 60 {
        return None;
    }
    let mut millis = 0;
    let mut scale = 100;
    for &b in fraction {
        if !b.is_ascii_digit() {
            return None;
        }
        millis += u64::from(b - b'0') * scale;
        scale /= 10;
    }
    hours
        .checked_mul(3_600_000)?
        .checked_add(minutes * 60_000 + seconds * 1000 + millis)
}

/// The usual `H:MM:SS` or `HH:MM:SS`, read at once; `None` for anything else, which
/// [`parse_clock`] then reads field by field.
fn plain_clock(text: &[u8]) -> Option<u64> {
    let digit = |b: u8| b.is_ascii_digit().then(|| u64::from(b - b'0'));
    let (hours, rest) = match *text {
        [h, b':', ref rest @ ..] => (digit(h)?, rest),
        [h1, h2, b':', ref rest @ ..] => (digit(h1)? * 10 + digit(h2)?, rest),
        _ => return None,
    };
    let [m1, m2, b':', s1, s2] = *rest else {
        return None;
    };
    let minutes = digit(m1)? * 10 + digit(m2)?;
    let seconds = digit(s1)? * 10 + digit(s2)?;
    (minutes < 60 && seconds < 60).then_some(hours * 3_600_000 + minutes * 60_000 + seconds * 1000)
}

/// Writes milliseconds as `H:MM:SS`, with tenths when the time has them (`0:00:07.5`).
///
/// ```
/// assert_eq!(notation::pgn::format_clock(5_025_000), "1:23:45");
/// assert_eq!(notation::pgn::format_clock(7_500), "0:00:07.5");
/// ```
pub fn format_clock(ms: u64) -> String {
    let hours = ms / 3_600_000;
    let minutes = ms / 60_000 % 60;
    let seconds = ms / 1000 % 60;
    let rest = ms % 1000;
    let mut out = format!("{hours}:{minutes:02}:{seconds:02}");
    if rest != 0 {
        let tenths = format!("{rest:03}");
        out.push('.');
        out.push_str(tenths.trim_end_matches('0'));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// A lone clock command is taken as read when its value reads as a time
        /// (`movetext::only_a_clock`): no space, `]` or other character than ASCII may then be
        /// in it.
        #[test]
        fn a_time_holds_only_digits_colons_dots_and_pluses(
            text in proptest::collection::vec(
                prop_oneof![
                    Just(b'0'), Just(b'5'), Just(b'9'), Just(b':'), Just(b'.'), Just(b'+'),
                    any::<u8>(),
                ],
                0..12,
            )
        ) {
            if clock_ms(&text).is_some() {
                prop_assert!(text.iter().all(|b| b.is_ascii_digit() || b":.+".contains(b)));
            }
        }
    }

    #[test]
    fn round_trip() {
        for ms in [0, 999, 1_000, 59_999, 3_600_000, 7_170_000, 12_345_678] {
            assert_eq!(parse_clock(&format_clock(ms)), Some(ms), "{ms}");
        }
        assert_eq!(parse_clock("abc"), None);
        assert_eq!(parse_clock("5:07"), Some(307_000));
        assert_eq!(parse_clock("07"), Some(7_000));
        assert_eq!(parse_clock("+1:00"), Some(60_000));
        for h in [0, 1, 9, 10, 99] {
            for m in [0, 5, 59, 60, 75] {
                for sec in [0, 7, 59, 60, 99] {
                    let want =
                        (m < 60 && sec < 60).then_some(h * 3_600_000 + m * 60_000 + sec * 1000);
                    assert_eq!(parse_clock(&format!("{h}:{m:02}:{sec:02}")), want);
                    assert_eq!(parse_clock(&format!("{h:02}:{m:02}:{sec:02}")), want);
                }
            }
        }
        for bad in [
            "",
            ":",
            "+",
            "1::00",
            "1:00:00:00",
            "1:-5:00",
            "++1:00",
            "1:00.x",
            "0:60",
        ] {
            assert_eq!(parse_clock(bad), None, "{bad}");
        }
    }
}
