//! Clock times in PGN comments: `[%clk 1:23:45]` (time left) and `[%emt 0:00:12]` (time used).

/// Reads `H:MM:SS`, `H:MM:SS.f` or `MM:SS` as milliseconds.
///
/// ```
/// assert_eq!(notation::pgn::parse_clock("1:23:45"), Some(5_025_000));
/// assert_eq!(notation::pgn::parse_clock("0:00:07.5"), Some(7_500));
/// assert_eq!(notation::pgn::parse_clock("1:75:00"), None);
/// ```
pub fn parse_clock(text: &str) -> Option<u64> {
    let (whole, fraction) = match text.split_once('.') {
        Some((w, f)) => (w, f),
        None => (text, ""),
    };
    let mut parts = whole.split(':').rev();
    let seconds: u64 = parts.next()?.parse().ok()?;
    let minutes: u64 = match parts.next() {
        Some(m) => m.parse().ok()?,
        None => 0,
    };
    let hours: u64 = match parts.next() {
        Some(h) => h.parse().ok()?,
        None => 0,
    };
    if parts.next().is_some() || seconds >= 60 || minutes >= 60 {
        return None;
    }
    let mut millis = 0;
    let mut scale = 100;
    for c in fraction.chars() {
        millis += u64::from(c.to_digit(10)?) * scale;
        scale /= 10;
    }
    hours
        .checked_mul(3_600_000)?
        .checked_add(minutes * 60_000 + seconds * 1000 + millis)
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

    #[test]
    fn round_trip() {
        for ms in [0, 999, 1_000, 59_999, 3_600_000, 7_170_000, 12_345_678] {
            assert_eq!(parse_clock(&format_clock(ms)), Some(ms), "{ms}");
        }
        assert_eq!(parse_clock("abc"), None);
        assert_eq!(parse_clock("5:07"), Some(307_000));
    }
}
