//! Who has White on a board (C.04.3 5).

use super::standing::Standing;
use crate::Colour;

/// Whether `a` ranks below `b` (C.04.3 1.2: score, then the pairing number).
pub(crate) fn ranks_below(a: &Standing, b: &Standing) -> bool {
    (a.score, std::cmp::Reverse(a.rank)) < (b.score, std::cmp::Reverse(b.rank))
}

/// Why a colour was given, by the rule of 5.2 that decided it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourRule {
    /// 5.2.1: both preferences granted.
    BothPreferences,
    /// 5.2.2: the stronger preference granted.
    StrongerPreference,
    /// 5.2.3: the colours alternated against the latest round where they differed.
    Alternation,
    /// 5.2.4: the higher-ranked player's preference granted.
    HigherRanked,
    /// 5.2.5: no preference on either side: by the initial colour and the rank (odd or even).
    InitialColour,
}

impl ColourRule {
    /// The article: C.04.3 5.2.1–5.2.5 as applied from 1 February 2026 (E.1–E.5 in 2017).
    pub fn article(self) -> &'static str {
        match self {
            ColourRule::BothPreferences => "C.04.3 5.2.1",
            ColourRule::StrongerPreference => "C.04.3 5.2.2",
            ColourRule::Alternation => "C.04.3 5.2.3",
            ColourRule::HigherRanked => "C.04.3 5.2.4",
            ColourRule::InitialColour => "C.04.3 5.2.5",
        }
    }
}

/// 5.2.1–5.2.4 without the rank: the colour `p` gets against `o`, if the preferences and the
/// history decide it.
fn by_preferences(p: &Standing, o: &Standing) -> Option<(Colour, ColourRule)> {
    let compatible =
        p.preference.is_none() || o.preference.is_none() || p.preference != o.preference;
    if compatible {
        if let Some(c) = p.preference {
            return Some((c, ColourRule::BothPreferences));
        }
        return o
            .preference
            .map(|c| (c.opposite(), ColourRule::BothPreferences));
    }
    // 5.2.2: the stronger preference: absolute over strong over mild; of two absolutes, the
    // wider colour difference.
    if p.absolute() && (p.imbalance > o.imbalance || !o.absolute()) {
        return p.preference.map(|c| (c, ColourRule::StrongerPreference));
    }
    if o.absolute() && (o.imbalance > p.imbalance || !p.absolute()) {
        return o
            .preference
            .map(|c| (c.opposite(), ColourRule::StrongerPreference));
    }
    if p.strong && !o.strong {
        return p.preference.map(|c| (c, ColourRule::StrongerPreference));
    }
    if o.strong && !p.strong {
        return o
            .preference
            .map(|c| (c.opposite(), ColourRule::StrongerPreference));
    }
    // 5.2.3: alternate against the latest round in which they had different colours.
    let mut a = p.colours.iter().rev();
    let mut b = o.colours.iter().rev();
    loop {
        match (a.next(), b.next()) {
            (Some(x), Some(y)) if x == y => continue,
            (Some(_), Some(y)) => return Some((*y, ColourRule::Alternation)),
            _ => return None,
        }
    }
}

/// The colour `p` gets against `o` (C.04.3 5.2.1–5.2.5), and the rule that decided it.
pub(crate) fn colour_of(p: &Standing, o: &Standing, initial: Colour) -> (Colour, ColourRule) {
    if let Some(decided) = by_preferences(p, o) {
        return decided;
    }
    let p_lower = ranks_below(p, o);
    match p.preference {
        // 5.2.5: the higher-ranked player gets the initial colour if their rank is odd (1st,
        // 3rd, ...), the other colour if even.
        None => {
            let c = if p_lower {
                if o.rank % 2 == 1 {
                    initial
                } else {
                    initial.opposite()
                }
            } else if p.rank % 2 == 1 {
                initial.opposite()
            } else {
                initial
            };
            (c, ColourRule::InitialColour)
        }
        // 5.2.4: the higher-ranked player's preference.
        Some(mine) => {
            let c = if p_lower {
                o.preference
                    .map(Colour::opposite)
                    .unwrap_or(mine.opposite())
            } else {
                mine
            };
            (c, ColourRule::HigherRanked)
        }
    }
}
