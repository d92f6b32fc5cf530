//! The standings: players ranked by points, then by the event's tie-breaks in their order
//! (C.07 Art. 2 and 4: "an ordered list of tie-breaks").

use std::cmp::Ordering;
use std::collections::BTreeMap;

use crate::event::Event;
use crate::player::StartingNumber;
use crate::points::Points;
use crate::scoring::ScoringError;
use crate::tiebreak::compute::Table;
use crate::tiebreak::{Date, Edition, TieBreak, TieBreakInput, Value, compute};

/// One player's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// Rank: 1 + the number of players ahead (players equal on points and every tie-break share
    /// a rank).
    pub rank: u32,
    /// Starting number.
    pub tpn: StartingNumber,
    /// Name.
    pub name: String,
    /// Points (Art. 10).
    pub points: Points,
    /// The tie-breaks' values, in the event's order (`None`: not defined for this player).
    pub tiebreaks: Vec<(TieBreak, Option<Value>)>,
}

impl Standing {
    /// The line of the contract (`arbiter standings`, `GET /api/events/{id}/standings`):
    /// `{"rank","tpn","name","points","tiebreaks":{"BH/C1":..}}`, points and values as decimal
    /// strings, `null` for a tie-break not defined for the player. Written by hand so that the
    /// tie-breaks keep the event's order.
    pub fn to_json(&self) -> String {
        let mut line = format!(
            "{{\"rank\":{},\"tpn\":{},\"name\":{},\"points\":\"{}\",\"tiebreaks\":{{",
            self.rank,
            self.tpn,
            serde_json::Value::String(self.name.clone()),
            self.points
        );
        for (i, (tb, value)) in self.tiebreaks.iter().enumerate() {
            if i > 0 {
                line.push(',');
            }
            match value {
                Some(v) => line.push_str(&format!("\"{tb}\":\"{v}\"")),
                None => line.push_str(&format!("\"{tb}\":null")),
            }
        }
        line.push_str("}}");
        line
    }
}

/// The ranked players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standings {
    /// The edition of C.07 applied.
    pub edition: Edition,
    /// The rounds counted.
    pub rounds: usize,
    /// Best first.
    pub rows: Vec<Standing>,
}

impl Event {
    /// The event's first day (tag 042), if written.
    pub fn start_date(&self) -> Option<Date> {
        self.record("042").and_then(Date::parse)
    }

    /// The tie-breaks the file names (TRF-2026 tag 202), if it names any this crate knows.
    pub fn tiebreaks(&self) -> Option<Vec<TieBreak>> {
        let codes = self.tiebreak_codes()?;
        codes.iter().map(|c| c.parse().ok()).collect()
    }

    /// Whether the pairing was pre-determined (a round robin): tag 092 or 192 names a round
    /// robin (`robin`, `berger`, `RR`) — or, naming neither that nor a Swiss system, every player
    /// meets every other in the rounds planned (players = rounds + 1 or rounds, or twice over).
    pub fn is_round_robin(&self) -> bool {
        let kind = [self.record("092"), self.record("192")]
            .into_iter()
            .flatten()
            .map(str::to_ascii_uppercase)
            .collect::<Vec<_>>()
            .join(" ");
        if kind.contains("SWISS") || kind.contains("DUTCH") {
            return false;
        }
        if kind.contains("ROBIN")
            || kind.contains("BERGER")
            || kind.split_whitespace().any(|w| w == "RR")
        {
            return true;
        }
        let players = self.players().count();
        let rounds = self
            .planned_rounds()
            .unwrap_or_else(|| self.rounds_played());
        players > 1
            && (players == rounds + 1
                || players == rounds
                || 2 * players == rounds + 2
                || 2 * players == rounds)
    }

    /// The standings after round `after` (all played rounds when `None` or beyond), ranked by points
    /// then `tiebreaks`, under `edition` (by default the one in force on the event's first
    /// day, tag 042).
    ///
    /// Whether the event is a round robin is read from the file ([`Event::is_round_robin`]);
    /// [`Event::standings_as`] says it instead.
    pub fn standings(
        &self,
        tiebreaks: &[TieBreak],
        after: Option<usize>,
        edition: Option<Edition>,
    ) -> Result<Standings, ScoringError> {
        self.standings_as(tiebreaks, after, edition, self.is_round_robin())
    }

    /// The standings, for a round robin (pre-determined pairing) or a Swiss event as
    /// `round_robin` says.
    pub fn standings_as(
        &self,
        tiebreaks: &[TieBreak],
        after: Option<usize>,
        edition: Option<Edition>,
        round_robin: bool,
    ) -> Result<Standings, ScoringError> {
        // Rounds past the last played one hold nothing to count; a last round holding only
        // absences set in advance is not played yet ([`Event::rounds_played`]): its other
        // players get no zero-point bye (C.07 16.1).
        let played = self.rounds_played();
        let rounds = after.map_or(played, |a| a.min(played));
        let edition = edition.unwrap_or_else(|| Edition::in_force(self.start_date()));
        let input = TieBreakInput {
            event: self,
            scoring: self.scoring()?,
            edition,
            rounds,
            round_robin,
        };
        let table = Table::new(&input);
        let names: BTreeMap<StartingNumber, String> =
            self.players().map(|p| (p.tpn, p.name.clone())).collect();
        let mut rows: Vec<Standing> = table
            .players()
            .map(|tpn| Standing {
                rank: 1,
                tpn,
                name: names.get(&tpn).cloned().unwrap_or_default(),
                points: table.score(tpn),
                tiebreaks: Vec::with_capacity(tiebreaks.len()),
            })
            .collect();
        for &tb in tiebreaks {
            if matches!(
                tb,
                TieBreak::DirectEncounter | TieBreak::ExtendedDirectEncounter
            ) {
                direct_encounter(&table, tb, &mut rows);
            } else {
                let values = compute(tb, &input);
                for row in &mut rows {
                    row.tiebreaks
                        .push((tb, values.get(&row.tpn).copied().flatten()));
                }
            }
        }
        rows.sort_by(|a, b| compare(a, b).then(a.tpn.cmp(&b.tpn)));
        let ranks: Vec<u32> = (0..rows.len())
            .map(|i| {
                let ahead = rows[..i]
                    .iter()
                    .rev()
                    .position(|r| compare(r, &rows[i]) == Ordering::Less)
                    .map_or(0, |back| i - back);
                u32::try_from(ahead + 1).unwrap_or(u32::MAX)
            })
            .collect();
        for (row, rank) in rows.iter_mut().zip(ranks) {
            row.rank = rank;
        }
        Ok(Standings {
            edition,
            rounds,
            rows,
        })
    }
}

/// `Less` when `a` ranks ahead of `b`: more points, then each tie-break in order (higher is
/// better; for `DE` lower is better; an undefined value last).
fn compare(a: &Standing, b: &Standing) -> Ordering {
    b.points.cmp(&a.points).then_with(|| {
        a.tiebreaks
            .iter()
            .zip(&b.tiebreaks)
            .map(|((tb, x), (_, y))| compare_values(*tb, *x, *y))
            .find(|o| o.is_ne())
            .unwrap_or(Ordering::Equal)
    })
}

fn compare_values(tb: TieBreak, x: Option<Value>, y: Option<Value>) -> Ordering {
    match (x, y) {
        (Some(x), Some(y))
            if matches!(
                tb,
                TieBreak::DirectEncounter | TieBreak::ExtendedDirectEncounter
            ) =>
        {
            x.cmp(&y)
        }
        (Some(x), Some(y)) => y.cmp(&x),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    }
}

/// C.07 Art. 6, direct encounter, among the players tied on points and every tie-break before
/// it. The value is the place inside the tied group (1 the best, equal places shared), or 0 when
/// the encounters separate no one.
///
/// Only games played over the board count in a Swiss event (a forfeit is not an encounter), every
/// scheduled game in a round robin; two games against
/// the same opponent count as their average (6.1.2). When every tied player has met every other
/// (6.2), they are ordered by the points scored against each other; otherwise (a Swiss event), a
/// player is placed ahead only while their points exceed the most that any player still below
/// could reach by winning the encounters they did not have. The groups still tied are settled
/// again among themselves, until nothing changes.
///
/// `EDE` (C.07 13.3, extended direct encounter) applies this on the primary score, then on the
/// secondary one; a player's primary and secondary scores are both his points, so for an event
/// of individual players it gives the same places (gacrux computes it the same way), pushed
/// under its own code `tb`.
fn direct_encounter(table: &Table, tb: TieBreak, rows: &mut [Standing]) {
    let n = rows.len();
    let mut values = vec![0i64; n];
    let mut done = vec![false; n];
    for i in 0..n {
        if done[i] {
            continue;
        }
        let group: Vec<usize> = (i..n)
            .filter(|&j| !done[j] && compare(&rows[i], &rows[j]) == Ordering::Equal)
            .collect();
        for &j in &group {
            done[j] = true;
        }
        let tpns: Vec<StartingNumber> = group.iter().map(|&j| rows[j].tpn).collect();
        let places = places_by_encounters(table, &tpns);
        if places.iter().any(|&p| p != places[0]) {
            for (k, &j) in group.iter().enumerate() {
                values[j] = places[k];
            }
        }
    }
    for (row, v) in rows.iter_mut().zip(values) {
        row.tiebreaks.push((tb, Some(Value::whole(v))));
    }
}

/// A common multiple of the number of games against one opponent, so that averages stay whole.
const AVERAGE_SCALE: i64 = 2520;

/// The places (1-based, shared when equal) of `group` by direct encounters, refined inside
/// every smaller group still tied.
fn places_by_encounters(table: &Table, group: &[StartingNumber]) -> Vec<i64> {
    let k = group.len();
    if k < 2 {
        return vec![1; k];
    }
    // Per player: the average points against each opponent of the group, summed (scaled), and
    // how many of them were met.
    let per_player: Vec<(i64, usize)> = group
        .iter()
        .map(|&a| {
            let mut against: BTreeMap<StartingNumber, (i64, i64)> = BTreeMap::new();
            for (o, p) in table.encounters(a) {
                // A record naming its own player as opponent is no encounter.
                if o != a && group.contains(&o) {
                    let e = against.entry(o).or_insert((0, 0));
                    e.0 += p.0;
                    e.1 += 1;
                }
            }
            let sum = against
                .values()
                .map(|&(pts, cnt)| pts * AVERAGE_SCALE / cnt.max(1))
                .sum();
            (sum, against.len())
        })
        .collect();
    // In a round robin every pair is scheduled to meet: the encounters decide as they stand.
    let all_met = table.round_robin() || per_player.iter().all(|&(_, met)| met == k - 1);
    let win = table.win().0 * AVERAGE_SCALE;
    let most = |m: usize, (sum, met): (i64, usize)| sum + m.saturating_sub(met) as i64 * win;
    let mut order: Vec<usize> = (0..k).collect();
    order.sort_by(|&x, &y| {
        per_player[y]
            .0
            .cmp(&per_player[x].0)
            .then_with(|| most(k - 1, per_player[y]).cmp(&most(k - 1, per_player[x])))
            .then(group[x].cmp(&group[y]))
    });
    let mut places = vec![1i64; k];
    let mut place = 1i64;
    let mut unique = true;
    for pos in 1..k {
        let previous = per_player[order[pos - 1]].0;
        let this = per_player[order[pos]].0;
        let separated = if all_met {
            this != previous
        } else {
            let reach = order[pos..]
                .iter()
                .map(|&x| most(k - 1, per_player[x]))
                .max()
                .unwrap_or(0);
            let s = unique && previous > reach;
            unique = s;
            s
        };
        if separated {
            place = pos as i64 + 1;
        }
        places[order[pos]] = place;
    }
    // Settle the groups still tied among themselves.
    let mut refined = places.clone();
    let mut seen: Vec<i64> = places.clone();
    seen.sort_unstable();
    seen.dedup();
    if seen.len() > 1 {
        for p in seen {
            let members: Vec<usize> = (0..k).filter(|&x| places[x] == p).collect();
            if members.len() > 1 {
                let sub: Vec<StartingNumber> = members.iter().map(|&x| group[x]).collect();
                let inner = places_by_encounters(table, &sub);
                for (m, &x) in members.iter().enumerate() {
                    refined[x] = p + inner[m] - 1;
                }
            }
        }
    }
    refined
}
