//! Computing one tie-break for every player of an event.

use std::collections::BTreeMap;

use super::rating_table::dp;
use super::{Cut, Edition, TieBreak, Value};
use crate::event::Event;
use crate::player::{Colour, StartingNumber};
use crate::points::Points;
use crate::result::ResultCode;
use crate::scoring::ScoringSystem;

/// What the tie-breaks are computed from.
#[derive(Clone, Copy, Debug)]
pub struct TieBreakInput<'a> {
    /// The event.
    pub event: &'a Event,
    /// Its scoring (Art. 10).
    pub scoring: ScoringSystem,
    /// The edition of C.07 that applies.
    pub edition: Edition,
    /// The rounds counted: 1 … `rounds`.
    pub rounds: usize,
    /// A tournament with pre-determined pairing (a round robin): an unplayed game counts as a
    /// game against the scheduled opponent in Buchholz, Sonneborn-Berger and direct encounter,
    /// and a round without an opponent (an odd field's bye) counts for nothing — no dummy
    /// opponent (C.07 16: the dummy opponent and the adjustments are the Swiss rules).
    pub round_robin: bool,
}

/// One round of one player, as the tie-breaks see it.
#[derive(Clone, Copy, Debug)]
struct Round {
    opponent: Option<StartingNumber>,
    colour: Option<Colour>,
    result: ResultCode,
    points: Points,
    /// A game played over the board (C.07: forfeits and byes are unplayed rounds).
    played: bool,
    /// Counted as a game against the opponent in BH, SB and DE: a game played, or in a round
    /// robin any scheduled game.
    encounter: bool,
    /// A voluntarily unplayed round (C.07 16.1: a requested bye — half-point or zero-point —,
    /// a forfeit loss, an absence). A pairing-allocated bye, a full-point bye and a forfeit win
    /// are not voluntary.
    voluntary: bool,
}

#[derive(Clone, Debug)]
struct Record {
    rounds: Vec<Round>,
    score: Points,
    rating: Option<u16>,
    /// The score the player counts for as someone's opponent (C.07 16.3).
    adjusted: Points,
    /// For Fore Buchholz (C.07 8.3): the player's own score with the game paired in the final
    /// round counted as a draw (the score itself when the final round is not counted or had no
    /// opponent).
    fore_score: Points,
    /// For Fore Buchholz: the score the player counts for as someone's opponent — `fore_score`
    /// when a game was paired in the final round (its draw is not a requested bye, so 16.3
    /// leaves the earlier rounds as they are), else `adjusted`.
    fore_adjusted: Points,
}

/// The players' rounds 1 … R.
pub(crate) struct Table {
    records: BTreeMap<StartingNumber, Record>,
    scoring: ScoringSystem,
    edition: Edition,
    rounds: usize,
    round_robin: bool,
    /// Every player of the field has a rating (C.07 Art. 10's preamble: the rating-based
    /// tie-breaks are not used otherwise).
    all_rated: bool,
    /// The rounds counted reach the event's final round (the rounds planned, else those played):
    /// Fore Buchholz then draws that round's games (C.07 8.3); before it, it is Buchholz.
    fore: bool,
    /// Koya's limit (C.07 9.2): 50 % of the maximum possible tournament score, doubled so that
    /// it stays whole (a score counts when twice it reaches this).
    koya_twice_limit: i64,
}

impl Table {
    pub(crate) fn new(input: &TieBreakInput<'_>) -> Table {
        let scoring = input.scoring;
        let final_round = input
            .event
            .planned_rounds()
            .unwrap_or(0)
            .max(input.event.rounds_played());
        let fore = input.rounds > 0 && input.rounds >= final_round;
        let mut records = BTreeMap::new();
        for p in input.event.players() {
            let rounds: Vec<Round> = (1..=input.rounds)
                .map(|r| {
                    let e = p
                        .round(r)
                        .copied()
                        .unwrap_or(crate::RoundEntry::unpaired(ResultCode::ZeroBye));
                    let points = scoring.points(e.result);
                    let played = e.result.is_played() && e.opponent.is_some();
                    let voluntary = !played
                        && matches!(
                            e.result,
                            ResultCode::HalfBye
                                | ResultCode::ZeroBye
                                | ResultCode::ForfeitLoss
                                | ResultCode::Blank
                        );
                    Round {
                        opponent: e.opponent,
                        colour: e.colour,
                        result: e.result,
                        points,
                        played,
                        encounter: if input.round_robin {
                            e.opponent.is_some()
                        } else {
                            played
                        },
                        voluntary,
                    }
                })
                .collect();
            let score: Points = rounds.iter().map(|r| r.points).sum();
            // C.07 16.3: in an opponent's score, the requested byes that are followed only by
            // voluntarily unplayed rounds (or fall in the last round) — the rounds after the
            // last one not voluntarily unplayed, without a scheduled opponent — count as draws.
            let last_not_voluntary = rounds.iter().rposition(|r| !r.voluntary);
            let adjusted = rounds
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    let after_last = last_not_voluntary.is_none_or(|l| i > l);
                    if after_last && r.opponent.is_none() {
                        // A round robin has no such adjustment: the round counts nothing.
                        if input.round_robin {
                            Points::ZERO
                        } else {
                            scoring.draw
                        }
                    } else {
                        r.points
                    }
                })
                .sum();
            // C.07 8.3: "as if all paired games for the final round had ended in draws".
            let last_game = fore
                .then(|| rounds.last())
                .flatten()
                .filter(|r| r.opponent.is_some());
            let (fore_score, fore_adjusted) = match last_game {
                Some(r) => {
                    let s = score - r.points + scoring.draw;
                    (s, s)
                }
                None => (score, adjusted),
            };
            records.insert(
                p.tpn,
                Record {
                    rounds,
                    score,
                    rating: p.rating,
                    adjusted,
                    fore_score,
                    fore_adjusted,
                },
            );
        }
        let all_rated = input
            .event
            .players()
            .all(|p| p.rating.is_some_and(|r| r > 0));
        Table {
            koya_twice_limit: koya_twice_limit(input, &records),
            records,
            scoring,
            edition: input.edition,
            rounds: input.rounds,
            round_robin: input.round_robin,
            all_rated,
            fore,
        }
    }

    pub(crate) fn score(&self, tpn: StartingNumber) -> Points {
        self.records.get(&tpn).map_or(Points::ZERO, |r| r.score)
    }

    pub(crate) fn players(&self) -> impl Iterator<Item = StartingNumber> + '_ {
        self.records.keys().copied()
    }

    /// The encounters of `tpn` in rounds 1 … R (games played; in a round robin every scheduled
    /// game): opponent and points scored.
    pub(crate) fn encounters(&self, tpn: StartingNumber) -> Vec<(StartingNumber, Points)> {
        self.records.get(&tpn).map_or_else(Vec::new, |rec| {
            rec.rounds
                .iter()
                .filter(|r| r.encounter)
                .filter_map(|r| Some((r.opponent?, r.points)))
                .collect()
        })
    }

    /// The points of a win.
    pub(crate) fn win(&self) -> Points {
        self.scoring.win
    }

    /// A round robin (pre-determined pairing).
    pub(crate) fn round_robin(&self) -> bool {
        self.round_robin
    }

    fn adjusted(&self, tpn: StartingNumber) -> Points {
        self.records.get(&tpn).map_or(Points::ZERO, |r| r.adjusted)
    }

    fn rating(&self, tpn: StartingNumber) -> Option<u16> {
        self.records.get(&tpn).and_then(|r| r.rating)
    }

    /// One round's contribution to Buchholz: the opponent's score, or the dummy opponent's
    /// (C.07 16.4) for an unplayed round; and whether the round was voluntarily unplayed.
    fn opponent_score(&self, rec: &Record, r: &Round) -> Option<(Points, bool)> {
        self.opponent_score_as(rec, r, false, false)
    }

    /// [`Table::opponent_score`], for Fore Buchholz when `fore` (C.07 8.3): every score as if
    /// the final round's paired games were draws, and a game paired in that round (`last`)
    /// counts as a game against its opponent even when it was forfeited — it is a draw.
    fn opponent_score_as(
        &self,
        rec: &Record,
        r: &Round,
        fore: bool,
        last: bool,
    ) -> Option<(Points, bool)> {
        let fore = fore && self.fore;
        let adjusted = |o| {
            if fore {
                self.fore_adjusted(o)
            } else {
                self.adjusted(o)
            }
        };
        if (r.encounter || (fore && last))
            && let Some(o) = r.opponent
        {
            return Some((adjusted(o), false));
        }
        if self.round_robin {
            // An odd round robin's bye: nothing to count.
            return None;
        }
        // 16.4: a game against a dummy opponent with the participant's own score…
        let mut dummy = if fore { rec.fore_score } else { rec.score };
        if self.edition.dummy_score_capped {
            dummy = match r.opponent {
                // 16.4.1 (2026): … after a forfeit, at most the scheduled opponent's score;
                Some(o) => dummy.min(adjusted(o)),
                // 16.4.2 (2026): … otherwise at most a draw's points in every round.
                None => dummy.min(Points(self.scoring.draw.0 * self.rounds as i64)),
            };
        }
        Some((dummy, r.voluntary))
    }

    fn fore_adjusted(&self, tpn: StartingNumber) -> Points {
        self.records
            .get(&tpn)
            .map_or(Points::ZERO, |r| r.fore_adjusted)
    }
}

/// Twice Koya's limit (C.07 9.2), in tenths: 50 % of the maximum possible tournament score is
/// half a win's points times the games a participant could play — the rounds counted, less, in a
/// round robin, the byes of an odd field (a round in each cycle) and one game for every
/// participant never paired (entered, then gone before round 1). The reading of gacrux (written
/// for FIDE's technical commission).
fn koya_twice_limit(input: &TieBreakInput<'_>, records: &BTreeMap<StartingNumber, Record>) -> i64 {
    let mut games = input.rounds as i64;
    if input.round_robin {
        let n = records.len();
        if n > 0 && input.rounds.is_multiple_of(n) {
            games -= (input.rounds / n) as i64;
        }
        let never_paired = records
            .values()
            .filter(|rec| {
                !rec.rounds
                    .iter()
                    .any(|r| r.opponent.is_some() || r.result == ResultCode::PairingBye)
            })
            .count();
        games -= never_paired as i64;
    }
    input.scoring.win.0.saturating_mul(games)
}

/// An element that a cut may remove.
#[derive(Clone, Copy, Debug)]
struct Contribution {
    /// What orders significance: the opponent's score.
    score: i64,
    /// What is summed.
    value: i64,
    voluntary: bool,
}

/// C.07 14 and 16.5: removes `cut.low` least significant contributions — a voluntarily
/// unplayed round's contribution goes first unless the least significant value is higher
/// ("cut the higher of these two values") — then `cut.high` most significant; sums the rest.
fn sum_with_cut(mut items: Vec<Contribution>, cut: Cut, rounds: usize) -> i64 {
    let low = usize::from(cut.low).min(rounds);
    let high = usize::from(cut.high).min(rounds - low);
    for _ in 0..low {
        if items.is_empty() {
            break;
        }
        // Stable: among equals, the earliest round.
        let least = (0..items.len())
            .min_by_key(|&i| (items[i].score, items[i].value, i))
            .unwrap_or(0);
        let least_voluntary = (0..items.len())
            .filter(|&i| items[i].voluntary)
            .min_by_key(|&i| (items[i].value, items[i].score, i));
        let at = match least_voluntary {
            Some(v) if items[least].value <= items[v].value => v,
            _ => least,
        };
        items.remove(at);
    }
    for _ in 0..high {
        if items.is_empty() {
            break;
        }
        let most = (0..items.len())
            .min_by_key(|&i| (-items[i].score, -items[i].value, i))
            .unwrap_or(0);
        items.remove(most);
    }
    // Saturating: a file can state absurd points (tag 162 allows 999.9 a win).
    items
        .iter()
        .fold(0i64, |acc, c| acc.saturating_add(c.value))
}

/// The value of tie-break `tb` for every player (`None` where it is not defined: `ARO`, `TPR`
/// and `APRO` without a rated opponent met over the board, or in a field holding an unrated
/// player). `DE` and `EDE` depend on the ranking; see [`crate::Standings`].
pub fn compute(tb: TieBreak, input: &TieBreakInput<'_>) -> BTreeMap<StartingNumber, Option<Value>> {
    let table = Table::new(input);
    table
        .records
        .iter()
        .map(|(&tpn, rec)| (tpn, value(&table, tb, rec)))
        .collect()
}

fn value(table: &Table, tb: TieBreak, rec: &Record) -> Option<Value> {
    let win = table.scoring.win;
    let count = |f: &dyn Fn(&Round) -> bool| {
        Some(Value::whole(
            rec.rounds.iter().filter(|r| f(r)).count() as i64
        ))
    };
    match tb {
        TieBreak::Points => Some(Value::from_points(rec.score)),
        TieBreak::DirectEncounter | TieBreak::ExtendedDirectEncounter => None,
        // C.07 7.1: rounds that brought a win's points, played or not.
        TieBreak::Wins => count(&|r| r.points == win),
        // 7.2: games won over the board.
        TieBreak::GamesWon => count(&|r| r.played && r.points == win),
        // 7.3: games played with Black.
        TieBreak::BlackGames => count(&|r| r.played && r.colour == Some(Colour::Black)),
        // 7.4: games won with Black.
        TieBreak::BlackWins => {
            count(&|r| r.played && r.colour == Some(Colour::Black) && r.points == win)
        }
        TieBreak::Buchholz(cut) => {
            let items = rec
                .rounds
                .iter()
                .filter_map(|r| {
                    let (s, voluntary) = table.opponent_score(rec, r)?;
                    Some(Contribution {
                        score: s.0,
                        value: s.0.saturating_mul(10),
                        voluntary,
                    })
                })
                .collect();
            Some(Value(sum_with_cut(items, cut, table.rounds)))
        }
        // C.07 8.3: Buchholz as if the final round's paired games had ended in draws.
        TieBreak::ForeBuchholz(cut) => {
            let last = rec.rounds.len().saturating_sub(1);
            let items = rec
                .rounds
                .iter()
                .enumerate()
                .filter_map(|(i, r)| {
                    let (s, voluntary) = table.opponent_score_as(rec, r, true, i == last)?;
                    Some(Contribution {
                        score: s.0,
                        value: s.0.saturating_mul(10),
                        voluntary,
                    })
                })
                .collect();
            Some(Value(sum_with_cut(items, cut, table.rounds)))
        }
        // C.07 9.2: the points scored against the participants who scored at least 50 % of the
        // maximum possible tournament score. Every round with a scheduled opponent counts (in a
        // round robin a forfeit is a game against him, C.07 15.2); Art. 16 does not reach Koya.
        TieBreak::Koya => {
            let total = rec
                .rounds
                .iter()
                .filter_map(|r| {
                    let o = r.opponent?;
                    let theirs = table.score(o).0.saturating_mul(2);
                    (theirs >= table.koya_twice_limit).then_some(r.points.0)
                })
                .fold(0i64, i64::saturating_add);
            Some(Value(total.saturating_mul(10)))
        }
        TieBreak::SonnebornBerger(cut) => {
            let items = rec
                .rounds
                .iter()
                .filter_map(|r| {
                    let (s, voluntary) = table.opponent_score(rec, r)?;
                    Some(Contribution {
                        score: s.0,
                        // tenths × tenths = hundredths.
                        value: s.0.saturating_mul(r.points.0),
                        voluntary,
                    })
                })
                .collect();
            Some(Value(sum_with_cut(items, cut, table.rounds)))
        }
        TieBreak::Progressive(cut) => {
            let mut running = Points::ZERO;
            let mut total = 0;
            for (i, r) in rec.rounds.iter().enumerate() {
                running += r.points;
                if i >= usize::from(cut.low) {
                    total = running.0.saturating_mul(10).saturating_add(total);
                }
            }
            Some(Value(total))
        }
        TieBreak::AverageRatingOfOpponents(cut) => {
            if !table.all_rated {
                return None;
            }
            let (ratings, _) = rated_games(table, rec, cut);
            average(&ratings).map(Value::whole)
        }
        TieBreak::PerformanceRating => performance(table, rec).map(Value::whole),
        // C.07 10.4: the average of the TPR of the opponents met over the board, rounded half
        // up; an opponent without a TPR does not count.
        TieBreak::AveragePerformanceRatingOfOpponents => {
            let tprs: Vec<i64> = rec
                .rounds
                .iter()
                .filter(|r| r.played)
                .filter_map(|r| performance(table, table.records.get(&r.opponent?)?))
                .collect();
            average(&tprs).map(Value::whole)
        }
    }
}

/// The tournament performance rating (C.07 10.2): ARO plus the rating difference of the
/// percentage scored (rounded half up) over the games played against rated opponents; `None`
/// without one, or when the field holds an unrated player (Art. 10's preamble).
fn performance(table: &Table, rec: &Record) -> Option<i64> {
    if !table.all_rated {
        return None;
    }
    let (ratings, score_hundredths) = rated_games(table, rec, Cut::default());
    let aro = average(&ratings)?;
    let n = ratings.len() as i64;
    // The percentage, rounded half up.
    let percent = (2 * score_hundredths + n) / (2 * n);
    Some(aro + i64::from(dp(u8::try_from(percent.clamp(0, 100)).unwrap_or(100))))
}

/// The ratings of the opponents met over the board (after the cut: the lowest, then the
/// highest), and the score against them in hundredths of a game (a win 100, a draw 50: the
/// rating regulations' scale, whatever the event's scoring).
fn rated_games(table: &Table, rec: &Record, cut: Cut) -> (Vec<i64>, i64) {
    let mut games: Vec<(i64, i64)> = rec
        .rounds
        .iter()
        .filter(|r| r.played)
        .filter_map(|r| {
            let rating = table.rating(r.opponent?)?;
            let score = match r.result.outcome() {
                crate::Outcome::Win => 100,
                crate::Outcome::Draw => 50,
                _ => 0,
            };
            Some((i64::from(rating), score))
        })
        .collect();
    games.sort_by_key(|g| g.0);
    let low = usize::from(cut.low).min(games.len());
    games.drain(..low);
    let high = usize::from(cut.high).min(games.len());
    games.truncate(games.len() - high);
    let score = games.iter().map(|g| g.1).sum();
    (games.into_iter().map(|g| g.0).collect(), score)
}

/// The average, rounded half up; `None` for no ratings.
fn average(ratings: &[i64]) -> Option<i64> {
    let n = ratings.len() as i64;
    (n > 0).then(|| (2 * ratings.iter().sum::<i64>() + n) / (2 * n))
}
