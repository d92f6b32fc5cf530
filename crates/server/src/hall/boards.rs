//! What the hall shows of each game: a compact summary (status, both clocks, periods, flags,
//! result) and the items that need the arbiter, opened and closed as the game's states go by:
//!
//! - `claim`: a claim awaiting the arbiter's ruling (`pending_claim`: perpetual check, 1930
//!   Art. 16.1.b, 1928 Par. 15.B);
//! - `call`: a player paused the clock to call the arbiter (Art. 6.11.2), until the clock runs
//!   again or the game ends;
//! - `illegal`: an illegal move claimed that decided the game (1997 C.3), for the arbiter to
//!   check, until acknowledged;
//! - `adjourned`: the game is adjourned (Guideline I), until resumed;
//! - `flag`: a flag is down and the game goes on or waits: the arbiter must judge (Art. 6.9 —
//!   whether the opponent could mate — or, both flags down, 6.4 and Guideline III).
//!
//! Each item is read from the game's typed facts (`State::arbiter_needs`, each with its
//! article), never from a notice's article. Each item is dated by the wall-clock time of the
//! step that opened it, so the queue is oldest first.

use game::ArbiterNeed;
use protocol::{Notice, Side, State};

// The summary, the player seated and the item are the wire's (`protocol::events`).
pub use protocol::events::{BoardSummary, Item, Seated};

/// A board followed: its summary and its items.
#[derive(Clone, Debug)]
pub struct Watch {
    /// The summary.
    pub summary: BoardSummary,
    /// Items open or waiting for acknowledgement.
    pub items: Vec<Item>,
    game_created_ms: i64,
}

impl Watch {
    /// A board of a published round, before its game's first state is seen.
    pub fn new(summary: BoardSummary, game_created_ms: i64) -> Watch {
        Watch {
            summary,
            items: Vec::new(),
            game_created_ms,
        }
    }

    /// Takes the state after step `seq`.
    pub fn step(&mut self, seq: i64, state: &State) {
        if seq <= self.summary.seq && seq != 0 {
            return;
        }
        let at = self
            .game_created_ms
            .saturating_add(i64::try_from(state.t).unwrap_or(i64::MAX));
        let s = &mut self.summary;
        s.seq = seq;
        s.status = crate::store::Status::of(state).as_str();
        s.result = state.result.as_ref().map(|o| o.result.to_string());
        s.reason = state.result.as_ref().map(|o| o.reason.to_string());
        s.ply = state.ply;
        s.to_move = Some(state.to_move);
        s.clock.clone_from(&state.clock);
        s.at_ms = at;
        let game = s.game.clone().unwrap_or_default();
        let (round, board) = (s.round, s.board);
        let open = |kind: &'static str, by: Option<Side>, article: &str, text: &str| Item {
            id: format!("{game}-{seq}-{kind}"),
            kind,
            game: game.clone(),
            round,
            board,
            by,
            article: article.to_owned(),
            text: text.to_owned(),
            code: None,
            params: None,
            since_ms: at,
        };
        // An item a notice says: its code and params go with it.
        let said = |kind: &'static str, by: Option<Side>, article: &str, n: &Notice| Item {
            code: Some(n.code.clone()),
            params: Some(n.params.clone()),
            ..open(kind, by, article, &n.text)
        };
        // What needs the arbiter, as the game tells it (`game::ArbiterNeed`, each with its
        // article): the queue opens and closes its items by them.
        let needs = state.arbiter_needs();
        let has = |want: fn(&ArbiterNeed) -> bool| needs.iter().any(want);
        let mut new = Vec::new();
        for need in &needs {
            match need {
                // A claim awaiting the ruling.
                ArbiterNeed::Claim(c) if !self.is_open("claim") => new.push(Item {
                    code: c.code.clone(),
                    params: c.params.clone(),
                    ..open("claim", need.by(), need.article(), &c.text)
                }),
                // A call (6.11.2): opened by its notice, closed when the clock runs again.
                ArbiterNeed::Call(n) if !self.is_open("call") => {
                    new.push(said("call", need.by(), need.article(), n));
                }
                // An illegal move claimed that decided the game (1997 C.3): stays until
                // acknowledged.
                ArbiterNeed::IllegalMoveClaimed(n) => {
                    new.push(said("illegal", need.by(), need.article(), n));
                }
                // Adjourned (Guideline I).
                ArbiterNeed::Adjourned if !self.is_open("adjourned") => new.push(open(
                    "adjourned",
                    None,
                    need.article(),
                    "the game is adjourned: the sealed move is in the envelope",
                )),
                // A flag down in a game not over: the arbiter judges.
                ArbiterNeed::Flag { side, notice } if !self.is_open("flag") => {
                    new.push(match notice {
                        Some(n) => said("flag", need.by(), need.article(), n),
                        None => open(
                            "flag",
                            need.by(),
                            need.article(),
                            &format!("{side}'s flag is down: does the opponent have mating material (Art. 6.9)?"),
                        ),
                    });
                }
                // A board that differs is the board's page's to show (Art. 7.4, 7.6); the
                // hall's queue has no kind for it yet.
                _ => {}
            }
        }
        if !has(|n| matches!(n, ArbiterNeed::Claim(_))) {
            self.close("claim");
        }
        if !has(|n| matches!(n, ArbiterNeed::Call(_) | ArbiterNeed::Paused)) {
            self.close("call");
        }
        if !has(|n| matches!(n, ArbiterNeed::Adjourned)) {
            self.close("adjourned");
        }
        if !has(|n| matches!(n, ArbiterNeed::Flag { .. })) {
            self.close("flag");
        }
        self.items.extend(new);
        let mut kinds: Vec<&'static str> = self.items.iter().map(|i| i.kind).collect();
        kinds.dedup();
        self.summary.open = kinds;
    }

    fn is_open(&self, kind: &str) -> bool {
        self.items.iter().any(|i| i.kind == kind)
    }

    fn close(&mut self, kind: &str) {
        self.items.retain(|i| i.kind != kind);
    }

    /// Forgets an item the arbiter dealt with.
    pub fn acknowledge(&mut self, id: &str) {
        self.items.retain(|i| i.id != id);
        let mut kinds: Vec<&'static str> = self.items.iter().map(|i| i.kind).collect();
        kinds.dedup();
        self.summary.open = kinds;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::{Action, Config, Event};

    fn watch() -> Watch {
        let seat = |tpn: u16| Seated {
            tpn,
            name: format!("P{tpn}"),
            rating: None,
        };
        Watch::new(
            BoardSummary {
                round: 1,
                board: 1,
                game: Some("g".into()),
                white: seat(1),
                black: seat(2),
                status: "created",
                result: None,
                reason: None,
                ply: 0,
                to_move: None,
                clock: None,
                at_ms: 0,
                seq: 0,
                open: Vec::new(),
                decided: None,
            },
            1_000,
        )
    }

    /// Art. 6.11.2: a player who pauses the clock calls the arbiter; the call stays in the
    /// queue until the arbiter restarts the clock (6.11.3).
    #[test]
    fn art_6_11_2_a_call_opens_with_the_pause_and_closes_with_the_resume() {
        let config: Config =
            serde_json::from_value(serde_json::json!({"time_control": "300+2"})).expect("config");
        let events = [
            Event::new(0, Action::Start),
            Event::new(
                500,
                Action::Pause {
                    by: Some(Side::White),
                    reason: None,
                },
            ),
            Event::new(9_000, Action::Resume),
        ];
        let (_, states) = game::Game::replay(config, &events).expect("replays");
        let mut w = watch();
        w.step(1, &states[0]);
        assert!(w.items.is_empty());
        w.step(2, &states[1]);
        assert_eq!(w.items.len(), 1, "{:?}", states[1].notices);
        assert_eq!(w.items[0].kind, "call");
        assert_eq!(w.items[0].by, Some(Side::White));
        assert_eq!(w.items[0].since_ms, 1_500, "dated by the step's wall time");
        assert_eq!(w.summary.open, ["call"]);
        w.step(3, &states[2]);
        assert!(w.items.is_empty(), "closed when the clock runs again");
    }
}
