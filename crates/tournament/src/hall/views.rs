//! The event's views that are functions of its state alone: the TRF event (from which the
//! standings and the crosstable are ranked), and each board's PGN tags.

use super::journal::{Absence, System};
use super::machine::{Entrant, Round, Tournament};
use crate::{Colour, Player, ResultCode, RoundEntry};

impl Tournament {
    /// The TRF event of the published rounds, each board's result as [`Tournament::result`]
    /// gives it, with the regulations as TRF-2026 tags.
    pub fn to_event(&self) -> crate::Event {
        self.to_event_until(0)
    }

    /// [`Tournament::to_event`], with the absences recorded for the rounds after the published
    /// ones up to round `until` (as unpaired rounds: `H`, `F` or `Z`), so that the pairing of
    /// the next round leaves those players out (C.04.3: a player with a result already in the
    /// round to pair is not paired).
    pub fn to_event_until(&self, until: usize) -> crate::Event {
        let rules = &self.regulations;
        let mut event = crate::Event::new();
        event.set_record("012", &rules.name);
        if let Some(date) = &rules.start_date {
            event.set_record("042", &date.replace('-', "/"));
        }
        if let Some(venue) = &rules.venue {
            event.set_record("022", venue);
        }
        if let Some(date) = &rules.end_date {
            event.set_record("052", &date.replace('-', "/"));
        }
        event.set_record(
            "092",
            match rules.system {
                System::Swiss => "Swiss Dutch (C.04.3)",
                System::RoundRobin => "Round robin (C.05 Annex 1)",
            },
        );
        event.set_record("142", &self.planned_rounds().to_string());
        if let Some(c) = rules.colour {
            event.set_record("152", if c == Colour::White { "W" } else { "B" });
        }
        if rules.scoring != crate::ScoringSystem::default() {
            event.set_record("162", &rules.scoring.to_tag_162());
        }
        if let Some(tbs) = &rules.tiebreaks {
            let codes: Vec<String> = tbs.iter().map(ToString::to_string).collect();
            event.set_record("202", &codes.join(","));
        }
        let published: Vec<&Round> = self.rounds.iter().filter(|r| r.published).collect();
        for p in &self.players {
            let mut player = Player::new(p.tpn, p.name.clone());
            player.rating = p.rating;
            player.fide_id = p.fide_id;
            player.federation = p.federation.clone().unwrap_or_default();
            player.title = p.title.clone().unwrap_or_default();
            for round in &published {
                let absent = self.absence(p.tpn, round.number);
                player.rounds.push(self.entry(round, p, absent));
            }
            let next = published.len() + 1;
            if until >= next
                && let Some(a) = self.absence(p.tpn, next)
            {
                // The round to pair only: a later round written here would read as played.
                player.rounds.push(RoundEntry::unpaired(a.code()));
            }
            event.push_player(player);
        }
        if let Ok(scoring) = event.scoring() {
            for player in event.players_mut() {
                player.points = Some(player.score(&scoring, usize::MAX));
            }
        }
        event
    }

    /// A player's entry for a published round.
    fn entry(&self, round: &Round, p: &Entrant, absent: Option<&Absence>) -> RoundEntry {
        if round.number <= p.entered_after {
            // Not yet in the event: an absence (C.04.2 B: a late entrant scores nothing in the
            // rounds before entering, unless the regulations say otherwise).
            return RoundEntry::unpaired(ResultCode::ZeroBye);
        }
        for (i, b) in round.boards.iter().enumerate() {
            let (colour, opponent) = if b.white == p.tpn {
                (Colour::White, b.black)
            } else if b.black == p.tpn {
                (Colour::Black, b.white)
            } else {
                continue;
            };
            let result = self
                .result(round.number, i + 1)
                .and_then(|r| codes(r.result, r.short));
            let code = match result {
                Some((w, bl)) => {
                    if colour == Colour::White {
                        w
                    } else {
                        bl
                    }
                }
                None => ResultCode::Blank,
            };
            return RoundEntry::game(opponent, colour, code);
        }
        if let Some(a) = absent
            && round.bye != Some(p.tpn)
        {
            // Withdrawn, excluded (Art. 12.9.8, 12.9.9) or on a requested bye: not paired.
            return RoundEntry::unpaired(a.code());
        }
        if round.bye == Some(p.tpn) {
            return match round_robin_bye(round) {
                // C.05 Annex 1: in an odd round robin the player the table pairs with the bye
                // is simply free that round: no game, no point (recorded as an empty round,
                // which TRF-2026 reads as a zero-point bye).
                true => RoundEntry::unpaired(ResultCode::Blank),
                false => RoundEntry::unpaired(ResultCode::PairingBye),
            };
        }
        RoundEntry::unpaired(ResultCode::ZeroBye)
    }

    /// The PGN tags of board `board` (from 1) of round `round` that the event gives its game
    /// (issue 35, point 7; the tags lichess broadcasts read): `Event`, `Site`, `Date` (the
    /// first day, `YYYY.MM.DD`), `Round` (`round.board`), each player's `Elo`, `FideId` and
    /// `Title` when known, and, for a forfeit, `Termination "forfeit"`. In the order written.
    pub fn pgn_tags(&self, round: usize, board: usize) -> Vec<(&'static str, String)> {
        let rules = &self.regulations;
        let mut tags = vec![("Event", rules.name.clone())];
        if let Some(venue) = &rules.venue {
            tags.push(("Site", venue.clone()));
        }
        if let Some(date) = &rules.start_date {
            tags.push(("Date", date.replace(['-', '/'], ".")));
        }
        tags.push(("Round", format!("{round}.{board}")));
        let pair = self
            .round(round)
            .and_then(|r| r.boards.get(board.checked_sub(1)?));
        if let Some(pair) = pair {
            for (side, tpn) in [("White", pair.white), ("Black", pair.black)] {
                let Some(p) = self.player(tpn) else {
                    continue;
                };
                if let Some(elo) = p.rating {
                    tags.push((
                        if side == "White" {
                            "WhiteElo"
                        } else {
                            "BlackElo"
                        },
                        elo.to_string(),
                    ));
                }
                if let Some(id) = p.fide_id {
                    tags.push((
                        if side == "White" {
                            "WhiteFideId"
                        } else {
                            "BlackFideId"
                        },
                        id.to_string(),
                    ));
                }
                if let Some(title) = p.title.as_deref().and_then(crate::fide_title) {
                    tags.push((
                        if side == "White" {
                            "WhiteTitle"
                        } else {
                            "BlackTitle"
                        },
                        title.to_owned(),
                    ));
                }
            }
        }
        if self
            .result(round, board)
            .is_some_and(|r| matches!(r.result, "+/-" | "-/+" | "-/-"))
        {
            tags.push(("Termination", "forfeit".to_owned()));
        }
        tags
    }
}

/// Whether the round's bye is a round robin's (its explanation says so).
fn round_robin_bye(round: &Round) -> bool {
    round.explanation.get("system").and_then(|s| s.as_str()) == Some("round_robin")
}

/// The TRF codes of a result, White's then Black's; `short`: the game lasted less than one move
/// (TRF `W D L`, not rated).
pub fn codes(result: &str, short: bool) -> Option<(ResultCode, ResultCode)> {
    use ResultCode::*;
    Some(match (result, short) {
        ("1-0", false) => (Win, Loss),
        ("0-1", false) => (Loss, Win),
        ("1/2-1/2", false) => (Draw, Draw),
        ("1-0", true) => (UnratedWin, UnratedLoss),
        ("0-1", true) => (UnratedLoss, UnratedWin),
        ("1/2-1/2", true) => (UnratedDraw, UnratedDraw),
        ("+/-", _) => (ForfeitWin, ForfeitLoss),
        ("-/+", _) => (ForfeitLoss, ForfeitWin),
        ("-/-", _) => (ForfeitLoss, ForfeitLoss),
        _ => return None,
    })
}
