//! The brackets, paired one after another from the top (C.04.3 3, with the criteria of 2 and the
//! order of 4), on the weighted matching of all players at once.
//!
//! Every step asks the matching of the whole field, so a bracket is never paired in a way that
//! leaves the rest of the field unpairable (2.2.1 [C4], 2.4.3 [C8]). For each bracket, in this
//! order:
//! 1. which moved-down players (MDPs) are paired in it, the higher ones first (3.1.3, 4.4);
//! 2. their opponents, the highest possible resident first (4.2);
//! 3. in the remainder, the fewest exchanges between S1 and S2, then the smallest differences of
//!    the exchanged players' numbers (4.3), the lowest players of S1 and the highest of S2 first;
//! 4. the opponents of S1, each the highest S2 player the criteria allow (4.2).
//!
//! Each choice is made by raising the weight of the wanted edge by less than any criterion's
//! field, and asking whether the matching still takes it.
//!
//! The questions are asked as few times as the answers allow (`Method::Quick`; the plain
//! method, one matching a question, is kept for the test that holds the two equal): several S1
//! players' opponents are chosen by one matching, their preferences packed one above the other
//! below the criteria, each in as few bits as the S2 players left need, in all the room the
//! weight's type has below the criteria; where the matching as it stands already answers (no
//! exchange needed, the next S1 player already given the highest candidate left), the solver is
//! not asked; and the residents' natural pairs are hinted from the start, so that the matching
//! proposes them.

use super::criteria::{self, ByeContext, Layout, Method, Place};
use super::error::DutchError;
use super::matcher::Matcher;
use super::standing::Standing;
use super::weight::Packed;

/// The low bits of the matching weights kept for hints (at most 3 an edge).
pub(crate) fn hint_bits(n: usize) -> u32 {
    super::matcher::hint_bits_for(n, 3)
}

/// Pairs the players, sorted by score then rank. Returns each player's partner (by sorted
/// index), `None` for the pairing-allocated bye.
pub(crate) fn pair_sorted<W: Packed>(
    sorted: &[&Standing],
    layout: &Layout,
) -> Result<Vec<Option<usize>>, DutchError> {
    let n = sorted.len();
    if n == 0 {
        return Ok(Vec::new());
    }
    let score = |v: usize| sorted[v].score;
    let top_score = score(0);
    let s = layout.group_bits;
    let quick = layout.method == Method::Quick;
    let mut m: Matcher<W> = Matcher::new(n, hint_bits(n), quick);
    let mut bye = ByeContext::default();
    let odd = n % 2 == 1;

    // Can the round be paired at all, and which score must the bye have (2.2.1 [C4], 2.3.1 [C5])?
    for p in 0..n {
        for o in 0..p {
            let w = if odd {
                layout.bye_probe(sorted[p], sorted[o], top_score)
            } else {
                layout.edge(sorted[o], sorted[p], Place::Beyond, &bye)
            };
            m.set(p, o, w);
        }
    }
    let mate = m.solve();
    let unmatched: Vec<usize> = (0..n).filter(|&v| mate[v] == v).collect();
    if unmatched.len() > 1
        || unmatched.iter().any(|&v| !sorted[v].bye_eligible)
        || (odd && unmatched.is_empty())
    {
        return Err(DutchError::NoLegalPairing);
    }
    if odd {
        bye.score = score(unmatched[0]);
        bye.single_downfloater = bye.score >= top_score
            && (0..n)
                .take_while(|&v| score(v) >= top_score)
                .all(|v| score(mate[v]) >= top_score);
        let mut games: Vec<usize> = sorted
            .iter()
            .filter(|p| p.score == bye.score)
            .map(|p| p.played_games)
            .collect();
        games.sort_unstable_by(|a, b| b.cmp(a));
        for (rank, g) in games.into_iter().enumerate() {
            bye.unplayed_rank.insert(g, rank as u64);
        }
        for p in 0..n {
            for o in 0..p {
                m.set(p, o, layout.edge(sorted[o], sorted[p], Place::Beyond, &bye));
            }
        }
    }

    let mut partner: Vec<Option<usize>> = vec![None; n];
    let mut matched = vec![false; n];
    // The bracket's players by index: MDPs first, then residents, then the next score group.
    let mut players: Vec<usize> = Vec::new();
    let mut next_group = 0;
    while next_group < n && score(next_group) >= top_score {
        players.push(next_group);
        next_group += 1;
    }
    let mut mdps = 0usize;
    let mut first_resident = 0usize;

    while players.len() > 1 || next_group < n {
        let residents_end = players.len();
        let next_first = first_resident + (residents_end - mdps);
        let group_start = next_group;
        while next_group < n && score(next_group) >= score(group_start) {
            players.push(next_group);
            next_group += 1;
        }
        let len = players.len();
        let in_bracket = |v: usize| v >= first_resident && v < next_first;

        // Base weights of every pair with a resident or next-group player.
        // A pair's weight is kept once, in the lower triangle: the first index is the later
        // player's (every pair read or written below names the later player first).
        let mut base = vec![W::ZERO; len * len.saturating_sub(1) / 2];
        let at = |l: usize, sm: usize| {
            debug_assert!(l > sm);
            l * (l - 1) / 2 + sm
        };
        for l in mdps..len {
            for sm in 0..l {
                let place = if l < residents_end {
                    Place::Current
                } else {
                    Place::Next
                };
                base[at(l, sm)] = layout.edge(sorted[players[sm]], sorted[players[l]], place, &bye);
            }
        }
        // With a hint: a pair across the residents' halves, more for the natural pairs (3.3.1,
        // the i-th of the upper half with the i-th of the lower) and their neighbours, so that
        // among the best matchings the solver proposes those the procedure below most often
        // keeps (no exchange, S1's first choices). At 1,000 players the hint on every pair
        // across the halves, not only the natural ones, halved the time of a round: fewer
        // best matchings with a needless exchange, so fewer exchange solves.
        let half = (residents_end - mdps) / 2;
        let natural = |i: usize, j: usize| -> u64 {
            let (a, b) = (i.min(j) - mdps, i.max(j) - mdps);
            if !quick || j >= residents_end || a >= half || b < half {
                return 0;
            }
            match a.abs_diff(b - half) {
                0 => 3,
                1 => 2,
                _ => 1,
            }
        };
        for l in mdps..len {
            for sm in 0..l {
                let hint = if sm >= mdps { natural(sm, l) } else { 0 };
                m.set_hinted(players[l], players[sm], base[at(l, sm)], hint);
            }
        }
        // The base weight with the exchange criteria of 4.3 added (the fewest exchanges, then
        // the smallest differences of numbers).
        let exchange_weight =
            |base: &[W], sm: usize, l: usize, sm_rem: usize, rem_pairs: usize| -> W {
                let r = base[at(l, sm)];
                if !r.is_edge() {
                    return r;
                }
                let addend =
                    W::small(u64::from(sm_rem < rem_pairs)).shl(2 * s) - W::small(sm_rem as u64);
                r + addend.shl(1)
            };

        let mut mate = m.solve();

        // 1. Which MDPs are paired here (3.1.3, 4.4): of each score, as many as can be, the
        // highest.
        let mut group_score = 0u32;
        let mut remaining = 0usize;
        let mut remaining_matched = 0usize;
        for i in 0..mdps {
            let v = players[i];
            if i == 0 || score(v) < group_score {
                group_score = score(v);
                remaining = 0;
                remaining_matched = 0;
                let mut j = i;
                while j < mdps && score(players[j]) >= group_score {
                    remaining += 1;
                    if in_bracket(mate[players[j]]) {
                        remaining_matched += 1;
                    }
                    j += 1;
                }
            }
            if remaining_matched == 0 {
                continue;
            }
            if remaining <= remaining_matched {
                matched[v] = true;
                continue;
            }
            remaining -= 1;
            if !in_bracket(mate[v]) {
                for o in mdps..residents_end {
                    let w = base[at(o, i)];
                    if w.is_edge() {
                        m.set(v, players[o], w + W::ONE);
                    }
                }
                mate = m.solve();
            }
            if in_bracket(mate[v]) {
                matched[v] = true;
                remaining_matched -= 1;
                for o in mdps..residents_end {
                    let w = base[at(o, i)];
                    if w.is_edge() {
                        m.set(
                            v,
                            players[o],
                            w + W::small((residents_end - mdps) as u64) + W::ONE,
                        );
                    }
                }
            }
        }

        // 2. Their opponents: the highest resident possible (4.2).
        for i in 0..mdps {
            let v = players[i];
            if !matched[v] {
                continue;
            }
            let mut addend = len as u64;
            for o in (mdps..residents_end).rev() {
                let ov = players[o];
                if matched[ov] {
                    continue;
                }
                let w = base[at(o, i)];
                if w.is_edge() {
                    m.set(v, ov, w + W::small(addend));
                    addend += 1;
                }
            }
            mate = m.solve();
            pair_for_good(&mut m, &mut matched, v, mate[v]);
        }

        // 3. The remainder: residents not paired with an MDP.
        let mut remainder: Vec<usize> = Vec::new();
        let mut rem_pairs = 0usize;
        for (i, &v) in players.iter().enumerate().take(residents_end).skip(mdps) {
            if mate[v] < first_resident {
                continue;
            }
            remainder.push(i);
            if mate[v] < v {
                rem_pairs += 1;
            }
        }
        let first_group_end = rem_pairs; // index in `remainder` of the first S2 player
        let paired_down = |mate: &[usize], v: usize| mate[v] > v && mate[v] < next_first;
        // When the best matching as it stands pairs every S1 player of the remainder downwards
        // (no exchange), it is best with the exchange weights too: every best matching makes
        // the same number of pairs in the bracket (2.4.1 [C6]), the exchange weights give each pair
        // the weight of its upper player's place, and this one takes the first `rem_pairs`
        // places, the most any matching can. The solver need not be asked.
        let current: Option<Vec<usize>> = m.current().map(<[usize]>::to_vec);
        let no_exchange = quick
            && current.as_ref().is_some_and(|last| {
                remainder
                    .iter()
                    .take(first_group_end)
                    .all(|&i| paired_down(last, players[i]))
            });
        for (oi, &o) in remainder.iter().enumerate() {
            for (pi, &p) in remainder.iter().enumerate().take(oi) {
                m.set_hinted(
                    players[p],
                    players[o],
                    exchange_weight(&base, p, o, pi, rem_pairs),
                    natural(p, o),
                );
            }
        }
        if let (true, Some(last)) = (no_exchange, current) {
            m.assume(&last);
            mate = last;
        } else {
            mate = m.solve();
        }
        let boundary = remainder
            .get(first_group_end)
            .copied()
            .unwrap_or(usize::MAX);
        let exchanges = remainder
            .iter()
            .take_while(|&&i| i < boundary)
            .filter(|&&i| !paired_down(&mate, players[i]))
            .count();

        // S1 players to move to S2: the lowest first, where possible.
        let mut left = exchanges;
        let mut k = first_group_end;
        while k > 0 && left > 0 {
            k -= 1;
            let pi = remainder[k];
            let v = players[pi];
            if paired_down(&mate, v) {
                for &oi in &remainder[k + 1..] {
                    let w = exchange_weight(&base, pi, oi, k, rem_pairs);
                    if w.is_edge() {
                        m.set(v, players[oi], w - W::ONE);
                    }
                }
                mate = m.solve();
            }
            let exchange = !paired_down(&mate, v);
            if exchange {
                left -= 1;
            }
            for &oi in &remainder[k + 1..] {
                if exchange {
                    base[at(oi, pi)] = W::ZERO;
                }
                m.set(v, players[oi], exchange_weight(&base, pi, oi, k, rem_pairs));
            }
        }

        // S2 players to move to S1: the highest first, where possible.
        let mut left = exchanges;
        let mut k = first_group_end;
        while k < remainder.len() && left > 1 {
            let pi = remainder[k];
            let v = players[pi];
            let already = paired_down(&mate, v);
            if !already {
                for &oi in &remainder[k + 1..] {
                    let w = exchange_weight(&base, pi, oi, k, rem_pairs);
                    if w.is_edge() {
                        m.set(v, players[oi], w + W::ONE);
                    }
                }
                mate = m.solve();
            }
            if paired_down(&mate, v) {
                left -= 1;
                for &oi in &remainder[..k] {
                    base[at(pi, oi)] = W::ZERO;
                    m.set(v, players[oi], W::ZERO);
                }
                for o in residents_end..len {
                    base[at(o, pi)] = W::ZERO;
                    m.set(v, players[o], W::ZERO);
                }
            }
            if !already {
                for &oi in &remainder[k + 1..] {
                    m.set(v, players[oi], exchange_weight(&base, pi, oi, k, rem_pairs));
                }
            }
            k += 1;
        }

        // The exchanges are decided: only S1 (after exchanges) may pair downwards. The hint: the
        // natural pairs of 3.3.1 (the i-th of S1 with the i-th of S2), what step 4 most often
        // finds, so that the matching proposes them and step 4 needs few solves.
        // Whether the matching as it stands is the best for the weights as they stand: the
        // hints below change only what the best matchings are not told apart by (the edges
        // they take away are between two S1 or two S2 players, or upwards, which no best
        // matching uses once the exchanges are decided; the exchange weights they take off
        // add the same to every best matching, one S1 player's place each).
        let settled = quick && m.current().is_some();
        let mut place_in_half = vec![0usize; len];
        let (mut in_s1, mut in_s2) = (0usize, 0usize);
        for &pi in &remainder {
            if paired_down(&mate, players[pi]) {
                place_in_half[pi] = in_s1;
                in_s1 += 1;
            } else {
                place_in_half[pi] = in_s2;
                in_s2 += 1;
            }
        }
        for (a, &pi) in remainder.iter().enumerate() {
            let v = players[pi];
            for &oi in &remainder[a + 1..] {
                let ov = players[oi];
                if !paired_down(&mate, v) || paired_down(&mate, ov) {
                    base[at(oi, pi)] = W::ZERO;
                }
                let hint = match place_in_half[pi].abs_diff(place_in_half[oi]) {
                    0 => 2,
                    1 => 1,
                    _ => 0,
                };
                m.set_hinted(v, ov, base[at(oi, pi)], hint);
            }
        }

        if settled {
            m.assume(&mate);
        }

        // 4. Each S1 player's opponent: the highest S2 player possible (4.2), S1 in order. The
        // choice for one player is a lexicographic one given the choices of those before: several
        // S1 players are decided by one matching, each player's field (the rank of the candidate,
        // higher S2 players higher) above the next player's, so that the matching gives the first
        // the highest candidate any best pairing allows, then the second the highest given the
        // first's, and so on — what one matching a player would find in turn.
        //
        // A field is as wide as the largest rank needs, not more: an S1 player's only edges in
        // the remainder go to S2 players (those between two S1 players were taken away above), so
        // each rank is at most the number of S2 players not yet paired. With `b` bits for that
        // number, the fields below one player's sum to at most (2^b − 1)(1 + 2^b + …) < one unit
        // of that player's field, and all of them to less than one unit of the criteria: the
        // room holds room_bits / b players, more as S2 empties. The room is the layout's and the
        // weight type's spare bits (`Layout::widened`). At 1,000 players (the bench's round):
        // at most 7 bits (S2 of 111 players) instead of 10 for the field's size, in 168 bits
        // instead of 120, so 24 to 56 S1 players a matching instead of 12; step 4 took 20
        // solves instead of 35.
        //
        // When the best matching as it stands already gives the next S1 player the highest
        // candidate not yet taken, no matching does better for that player: it is the answer,
        // without the solver.
        let s1: Vec<usize> = remainder
            .iter()
            .copied()
            .filter(|&pi| paired_down(&mate, players[pi]))
            .collect();
        let mut is_s1 = vec![false; len];
        for &pi in &s1 {
            is_s1[pi] = true;
        }
        let first_candidate = |matched: &[bool], pi: usize| {
            remainder
                .iter()
                .copied()
                .find(|&oi| oi > pi && !matched[players[oi]] && base[at(oi, pi)].is_edge())
        };
        let mut next = 0usize;
        while next < s1.len() {
            let pi = s1[next];
            let v = players[pi];
            if matched[v] {
                next += 1;
                continue;
            }
            let kept = if quick {
                m.current().and_then(|last| {
                    let oi = first_candidate(&matched, pi)?;
                    (last[v] == players[oi]).then_some(last[v])
                })
            } else {
                None
            };
            if let Some(mv) = kept {
                pair_for_good(&mut m, &mut matched, v, mv);
                next += 1;
                continue;
            }
            // The ranks' width: the S2 players not yet paired (see above).
            let open_s2 = remainder
                .iter()
                .filter(|&&oi| !is_s1[oi] && !matched[players[oi]])
                .count();
            let rank_bits = criteria::bits_for(open_s2).max(1);
            let fields_per_matching = if quick {
                (layout.room_bits / rank_bits).max(1) as usize
            } else {
                1
            };
            let chunk: Vec<usize> = s1[next..]
                .iter()
                .copied()
                .filter(|&pi| !matched[players[pi]])
                .take(fields_per_matching)
                .collect();
            let fields = chunk.len() as u32;
            for (j, &pi) in chunk.iter().enumerate() {
                let v = players[pi];
                let field = (fields - 1 - j as u32) * rank_bits;
                // From 1: the lowest candidate is raised too (a partner taken is a strict gain);
                // only candidates with an edge have a rank.
                let mut rank = 1u64;
                for &oi in remainder.iter().rev() {
                    let ov = players[oi];
                    if oi <= pi || matched[ov] {
                        continue;
                    }
                    let w = base[at(oi, pi)];
                    if w.is_edge() {
                        let mut raised = w;
                        raised.add_at(rank, field);
                        m.set(v, ov, raised);
                        rank += 1;
                    }
                }
            }
            mate = m.solve();
            for &pi in &chunk {
                let v = players[pi];
                pair_for_good(&mut m, &mut matched, v, mate[v]);
            }
        }

        // The next bracket: the unpaired players of this one (now MDPs) and the next group.
        let mut next_players = Vec::new();
        let mut next_mdps = 0;
        bye.single_downfloater = odd && group_start < n && bye.score >= score(group_start);
        for (i, &v) in players.iter().enumerate() {
            if i < residents_end && matched[v] {
                partner[v] = Some(mate[v]);
                partner[mate[v]] = Some(v);
            } else {
                next_players.push(v);
                if i < residents_end {
                    next_mdps += 1;
                }
                if bye.single_downfloater && group_start < n && score(mate[v]) < score(group_start)
                {
                    bye.single_downfloater = false;
                }
            }
        }
        if group_start >= n && next_players.len() == players.len() && next_players.len() > 1 {
            // The last bracket could not be completed: cannot happen after the check above.
            return Err(DutchError::NoLegalPairing);
        }
        players = next_players;
        mdps = next_mdps;
        first_resident = next_first;
    }
    Ok(partner)
}

/// Pairs `v` with `mv` for good: both matched, their edge fixed in the matching.
fn pair_for_good<W: Packed>(m: &mut Matcher<W>, matched: &mut [bool], v: usize, mv: usize) {
    matched[v] = true;
    matched[mv] = true;
    m.fix_pair(v, mv);
}

#[cfg(test)]
mod tests {
    use crate::dutch::criteria::Method;
    use crate::dutch::{Field, Notes, Simulation, pair_by, simulate};

    /// C.04.3 3–4: the quick method (several S1 players' opponents in one matching, answers
    /// known without the solver kept) pairs every round as the procedure written one question
    /// at a time does, boards, colours and bye, on simulated tournaments with forfeits,
    /// requested byes and withdrawals, at sizes where several S1 players share a matching.
    #[test]
    fn c_04_3_the_quick_method_pairs_as_the_plain_one() {
        let mut rounds = 0;
        let mut chunked = 0;
        for (seed, players, total) in [(11, 40, 7), (12, 57, 6), (13, 90, 6), (14, 130, 5)] {
            let event = simulate(Simulation {
                seed,
                players,
                rounds: total,
                forfeits: 60,
                byes: 50,
                withdrawals: 20,
            })
            .expect("simulates");
            for round in 1..=usize::from(total) {
                let field = Field::from_event(&event, Some(round)).expect("reads");
                let quick = pair_by(&field, Method::Quick, Notes::Written).expect("pairs");
                let plain = pair_by(&field, Method::Plain, Notes::Written).expect("pairs");
                assert_eq!(
                    quick, plain,
                    "seed {seed}, {players} players, round {round}"
                );
                rounds += 1;
                if players >= 32 {
                    chunked += 1;
                }
            }
        }
        assert_eq!(rounds, 24);
        assert!(
            chunked >= 20,
            "{chunked} rounds with several S1 players a matching"
        );
    }
}
