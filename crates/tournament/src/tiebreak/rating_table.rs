//! FIDE's conversion from a percentage score to a rating difference, *dp* (FIDE Rating
//! Regulations, table 8.1.a), used by the tournament performance rating (C.07, TPR).

/// *dp* for a score of 50 % … 100 % (index = percentage − 50), typed from table 8.1.a; below
/// 50 % the table is the same with the sign changed.
const DP_FROM_50: [i16; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// *dp* for a score of `percent` % (0 to 100; more is read as 100).
pub fn dp(percent: u8) -> i16 {
    let p = percent.min(100);
    if p >= 50 {
        DP_FROM_50[usize::from(p - 50)]
    } else {
        -DP_FROM_50[usize::from(50 - p)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_8_1_a_is_symmetric_and_increasing() {
        assert_eq!(dp(100), 800);
        assert_eq!(dp(0), -800);
        assert_eq!(dp(50), 0);
        assert_eq!(dp(83), 273);
        assert_eq!(dp(17), -273);
        for p in 0..100 {
            assert!(dp(p) < dp(p + 1));
        }
    }
}
