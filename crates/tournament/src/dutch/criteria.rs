//! The Dutch criteria packed into one edge weight, most important first (C.04.3 2.1.1–2.4.16,
//! [C1]–[C21]).
//!
//! A pair's weight is a row of fields; a maximum-weight matching maximises the first field, then
//! the second, and so on, because each field is wider than any sum the fields below it can reach.
//! The layout follows the order of the 2025 text:
//!
//! | field | criterion |
//! |---|---|
//! | completion, bye eligibility | 2.1.1–2.2.1 ([C1]–[C4]; absolute; an incompatible pair has no edge at all) |
//! | pairs in the current bracket, their scores | 2.4.1, 2.4.2 ([C6], [C7]: maximise pairs; minimise the score of the floaters) |
//! | pairs in the next bracket, their scores | 2.4.3 ([C8]: so the next bracket can be completed) |
//! | unplayed games of the bye assignee | 2.4.4 ([C9]) |
//! | colour: topscorers' difference, topscorers' runs, preferences, strong preferences | 2.4.5–2.4.8 ([C10]–[C13]) |
//! | repeated floats, one and two rounds back | 2.4.9–2.4.12 ([C14]–[C17]) |
//! | scores of repeated floaters | 2.4.13–2.4.16 ([C18]–[C21]) |
//! | room for the order of exchanges, or the ranks of several S1 players' opponents | 4.3, 4.2 (filled in by the bracket procedure) |
//!
//! The way of packing is the one bbpPairings uses (its edge weight has the same fields); it is
//! written here from the C.04.3 text.

use std::collections::{HashMap, HashSet};

use super::standing::{Float, Standing};
use super::weight::Packed;
use crate::Colour;

/// Number of bits needed to write `value` (0 for 0).
pub(crate) fn bits_for(value: usize) -> u32 {
    usize::BITS - value.leading_zeros()
}

/// How the brackets are paired: the same pairing either way (a test holds them equal).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Method {
    /// The procedure as written: one matching for each question, every answer from the solver.
    Plain,
    /// Several S1 players' opponents in one matching, and answers known without the solver
    /// taken as they are (see `brackets` and `matcher`).
    Quick,
}

/// The most bits the room below the criteria is given, before the weight's spare bits, for
/// deciding several S1 players' opponents in one matching.
const CHUNK_ROOM: u32 = 128;

/// The widths of the fields and where each score group's bit lies.
#[derive(Clone)]
pub(crate) struct Layout {
    /// Bits for a count of players of one score group.
    pub group_bits: u32,
    /// Bits for one flag per player of every score group together.
    pub scores_bits: u32,
    /// The room below the criteria: the exchange order of 4.3, or the ranks of 4.2's opponents
    /// of as many S1 players as it holds (see `brackets`).
    pub room_bits: u32,
    /// How the brackets are paired (the same pairing either way).
    pub method: Method,
    /// Each score's place in the score fields (lower scores lower).
    pub shift: HashMap<u32, u32>,
    /// Rounds already played.
    pub played: usize,
    /// C.04.3 2.1.3: the last round, where topscorers may meet despite absolute colours.
    pub last_round: bool,
    /// A topscorer (1.8) has more than this score, in half points (over 50 % of the maximum).
    pub top_threshold: u32,
    /// Pairs that must not meet: numbers, both ways.
    pub forbidden: HashSet<(crate::StartingNumber, crate::StartingNumber)>,
}

impl Layout {
    /// The layout for players sorted by score (highest first).
    pub fn new(
        sorted: &[&Standing],
        played: usize,
        total_rounds: usize,
        forbidden: HashSet<(crate::StartingNumber, crate::StartingNumber)>,
        method: Method,
    ) -> Self {
        let mut shift = HashMap::new();
        let mut scores_bits = 0u32;
        let mut largest = 0usize;
        let mut i = sorted.len();
        while i > 0 {
            let score = sorted[i - 1].score;
            let mut j = i;
            while j > 0 && sorted[j - 1].score == score {
                j -= 1;
            }
            let size = i - j;
            shift.insert(score, scores_bits);
            scores_bits += bits_for(size);
            largest = largest.max(size);
            i = j;
        }
        let group_bits = bits_for(largest);
        // A few S1 players at a time: one matching instead of one each, for a wider weight.
        // Small fields keep the narrow weight they had (16 players or fewer: one at a time).
        let rank_bits = bits_for(sorted.len()).max(1);
        let chunk_room = if method == Method::Plain {
            0
        } else {
            (sorted.len() as u32 / 16).min(CHUNK_ROOM / rank_bits) * rank_bits
        };
        // Steps 1 and 2 of `brackets` (which MDPs are paired, 3.1.3 and 4.4; their opponents,
        // 4.2) add to the MDPs' edges below the criteria too: at most R + 1 for each MDP already chosen and
        // len + R for the one whose opponent is being chosen (R residents, len players in the
        // bracket and the next score group), less than n·(n + 1) + 2n in all for n players. The
        // room holds that sum, so that no choice below can outweigh a criterion above.
        let n = sorted.len();
        let mdp_room = bits_for(n * (n + 1) + 2 * n);
        let room_bits = (3 * group_bits + 1)
            .max(rank_bits)
            .max(chunk_room)
            .max(mdp_room);
        Layout {
            group_bits,
            scores_bits,
            room_bits,
            method,
            shift,
            played,
            last_round: played + 1 >= total_rounds,
            top_threshold: played as u32,
            forbidden,
        }
    }

    /// The number of bits the widest weight takes, with its top field.
    pub fn total_bits(&self) -> u32 {
        let s = self.group_bits;
        let g = self.scores_bits;
        let mut t = 2 + s + g + s + g + 2 * s + 4 * s + self.room_bits;
        if self.played >= 1 {
            t += 2 * s + 2 * g;
        }
        if self.played >= 2 {
            t += 2 * s + 2 * g;
        }
        t
    }

    /// This layout with `spare` more bits of room below the criteria, e.g. the bits the weight
    /// type chosen has beyond the layout's need: more room, more S1 players' opponents decided
    /// by one matching (see `brackets`), the criteria above unchanged.
    pub fn widened(&self, spare: u32) -> Layout {
        Layout {
            room_bits: self.room_bits + spare,
            ..self.clone()
        }
    }

    /// The place of `score`'s bit in a score field (lower scores lower).
    #[inline]
    fn score_bit(&self, score: u32) -> u32 {
        self.shift.get(&score).copied().unwrap_or(0)
    }

    /// C.04.3 2.1.1 and 2.1.3: the two may meet — not already met (or forbidden), and not both
    /// with an absolute preference for the same colour, unless this is the last round and one
    /// of them is a topscorer (2.1.3's exception, 1.8).
    pub fn compatible(&self, a: &Standing, b: &Standing) -> bool {
        if a.met.contains(&b.number) || self.forbidden.contains(&(a.number, b.number)) {
            return false;
        }
        !a.absolute()
            || !b.absolute()
            || a.preference != b.preference
            || (self.last_round && (a.score > self.top_threshold || b.score > self.top_threshold))
    }

    /// The weight that decides only who gets the bye when the number of players is odd: every
    /// pair compatible, the bye to an eligible player (2.1.2 [C2]) of the lowest possible score
    /// (2.3.1 [C5]).
    pub fn bye_probe<W: Packed>(&self, a: &Standing, b: &Standing, top_score: u32) -> W {
        if !self.compatible(a, b) {
            return W::ZERO;
        }
        // Three fields, each added at its place: the completion above the score bits above
        // the top-score flag.
        let mut w = W::ZERO;
        let g = self.group_bits;
        w.add_at(
            1 + u64::from(!a.bye_eligible) + u64::from(!b.bye_eligible),
            self.scores_bits + g,
        );
        w.add_at(
            u64::from(self.score_bit(a.score) + self.score_bit(b.score)),
            g,
        );
        w.add_at(u64::from(a.score >= top_score), 0);
        w
    }

    /// The weight of pairing `higher` with `lower` (`higher` before `lower` in the pairing
    /// order), given where `lower` stands: in the bracket being paired, in the next one, or
    /// further down.
    ///
    /// Each field's value is added at the field's place ([`Packed::add_at`]: the one or two
    /// machine words it falls in), from the top field down, a cursor counting the bits left
    /// below. The weight is the same integer as the one the fields shifted in one after another
    /// made (a sum of each value times two to its place); the shifts of the whole width, one a
    /// field, were a fifth of a 200-player round's instructions (issue 36).
    pub fn edge<W: Packed>(
        &self,
        higher: &Standing,
        lower: &Standing,
        place: Place,
        bye: &ByeContext,
    ) -> W {
        if !self.compatible(higher, lower) {
            return W::ZERO;
        }
        let s = self.group_bits;
        let g = self.scores_bits;
        let cur = place == Place::Current;
        let next = place == Place::Next;
        let candidate = |p: &Standing| p.bye_eligible && p.score <= bye.score;
        let mut w = W::ZERO;
        // The place of the next field down: the bits left below it.
        let mut below = self.total_bits();
        let mut field = |width: u32| {
            below -= width;
            below
        };
        // 2.2.1 [C4] completion with 2.1.2 [C2] and 2.3.1 [C5]: every player paired but at most
        // one, that one a bye candidate.
        let at = field(2);
        w.add_at(
            1 + u64::from(!candidate(higher)) + u64::from(!candidate(lower)),
            at,
        );
        // 2.4.1 [C6], 2.4.2 [C7]: maximise the pairs of the current bracket, then the scores
        // paired in it.
        let at = field(s);
        w.add_at(u64::from(cur), at);
        let at = field(g);
        if cur {
            w.add_at(1, at + self.score_bit(higher.score));
        }
        // 2.4.3 [C8]: the same for the next bracket.
        let at = field(s);
        w.add_at(u64::from(next), at);
        let at = field(g);
        if next {
            w.add_at(1, at + self.score_bit(higher.score));
        }
        // 2.4.4 [C9]: minimise the unplayed games of the bye assignee.
        let at = field(2 * s);
        if bye.single_downfloater {
            for p in [higher, lower] {
                if p.score == bye.score {
                    w.add_at(
                        bye.unplayed_rank.get(&p.played_games).copied().unwrap_or(0),
                        at,
                    );
                }
            }
        }
        // 2.4.5–2.4.8 ([C10]–[C13]), from `lower`'s side.
        let (p, o) = (lower, higher);
        let flags = [
            // 2.4.5 [C10]: topscorers' colour difference.
            p.imbalance <= 1 || o.imbalance <= 1 || p.preference != o.preference,
            // 2.4.6 [C11]: topscorers' same colour three times in a row.
            !p.absolute()
                || !o.absolute()
                || p.preference != o.preference
                || if p.imbalance == o.imbalance {
                    p.repeated.is_none() || p.repeated != o.repeated
                } else {
                    let lesser = if p.imbalance > o.imbalance { o } else { p };
                    lesser.repeated != p.preference.map(Colour::opposite)
                },
            // 2.4.7 [C12]: colour preferences.
            p.preference.is_none() || o.preference.is_none() || p.preference != o.preference,
            // 2.4.8 [C13]: strong colour preferences.
            (!p.strong && !p.absolute())
                || (!o.strong && !o.absolute())
                || (p.absolute() && o.absolute())
                || p.preference != o.preference,
        ];
        for flag in flags {
            let at = field(s);
            w.add_at(u64::from(cur && flag), at);
        }
        // 2.4.9–2.4.12 ([C14]–[C17]): repeated floats of the previous round and of the one before.
        for back in 0..self.played.min(2) {
            let at = field(s);
            if cur {
                w.add_at(u64::from(lower.floats[back] == Float::Down), at);
                w.add_at(
                    u64::from(higher.score <= lower.score && higher.floats[back] == Float::Down),
                    at,
                );
            }
            let at = field(s);
            if cur {
                w.add_at(
                    u64::from(!(higher.score > lower.score && lower.floats[back] == Float::Up)),
                    at,
                );
            }
        }
        // 2.4.13–2.4.16 ([C18]–[C21]): the scores of those repeated floaters.
        for back in 0..self.played.min(2) {
            let at = field(g);
            if cur {
                if lower.floats[back] == Float::Down {
                    w.add_at(1, at + self.score_bit(lower.score));
                }
                if higher.floats[back] == Float::Down {
                    w.add_at(1, at + self.score_bit(higher.score));
                }
            }
            let at = field(g);
            if cur && !(lower.floats[back] == Float::Up && higher.score > lower.score) {
                w.add_at(1, at + self.score_bit(higher.score));
            }
        }
        // Room for the exchange order (4.3) and the final choice of opponents: what is left
        // below is the room.
        debug_assert_eq!(field(0), self.room_bits);
        w
    }
}

/// Where the lower player of a pair stands relative to the bracket being paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Place {
    /// In the bracket being paired.
    Current,
    /// In the next score group.
    Next,
    /// Further down (or no bracket yet).
    Beyond,
}

/// What the bye's criteria need to know (2.3.1 [C5], 2.4.4 [C9]).
#[derive(Debug, Clone, Default)]
pub(crate) struct ByeContext {
    /// The lowest score the bye assignee can have.
    pub score: u32,
    /// Whether the bye assignee is the single downfloater of the bracket being paired, so that
    /// 2.4.4 [C9] applies here.
    pub single_downfloater: bool,
    /// Among the players of that score: played games → rank (more games, lower rank).
    pub unplayed_rank: HashMap<usize, u64>,
}
