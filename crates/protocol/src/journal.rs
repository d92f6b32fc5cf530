//! A game as stored: its configuration, then its events, one JSON object a line.

use thiserror::Error;

use crate::{Config, ConfigError, Event, LineError, State, read_events, to_line};
use game::Game;

/// A game's journal: the state is its replay.
#[derive(Clone, Debug, PartialEq)]
pub struct Journal {
    /// The configuration the game was created with.
    pub config: Config,
    /// Every event accepted or refused, in order.
    pub events: Vec<Event>,
}

/// Why a journal does not read.
#[derive(Debug, Error)]
pub enum JournalError {
    /// The first line is not a configuration.
    #[error("line 1: not a game configuration: {0}")]
    Config(serde_json::Error),
    /// The configuration cannot start a game.
    #[error("the configuration cannot start a game: {0}")]
    Rules(#[from] ConfigError),
    /// An event line does not read.
    #[error(transparent)]
    Event(#[from] LineError),
    /// The journal is empty.
    #[error("an empty journal has no configuration")]
    Empty,
}

impl Journal {
    /// Writes the journal: the config on the first line, then an event a line.
    pub fn to_jsonl(&self) -> String {
        let mut out = to_line(&self.config);
        out.push('\n');
        for e in &self.events {
            out.push_str(&to_line(e));
            out.push('\n');
        }
        out
    }

    /// Reads a journal written by [`Journal::to_jsonl`].
    pub fn from_jsonl(text: &str) -> Result<Journal, JournalError> {
        let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
        if first.trim().is_empty() {
            return Err(JournalError::Empty);
        }
        let config: Config = serde_json::from_str(first).map_err(JournalError::Config)?;
        let events = read_events(rest)
            .map(|r| {
                r.map_err(|mut e| {
                    e.line += 1;
                    e
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Journal { config, events })
    }

    /// The state after each event.
    pub fn replay(&self) -> Result<Vec<State>, ConfigError> {
        Ok(Game::replay(self.config.clone(), &self.events)?.1)
    }

    /// The game after every event.
    pub fn game(&self) -> Result<Game, ConfigError> {
        Ok(Game::replay(self.config.clone(), &self.events)?.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Action, Side};

    #[test]
    fn a_journal_round_trips_and_replays_to_the_same_states() {
        let config: Config =
            serde_json::from_str(r#"{"time_control":"60+1","white":"A","black":"B"}"#)
                .expect("config");
        let journal = Journal {
            config,
            events: vec![
                Event::new(0, Action::Start),
                Event::new(
                    700,
                    Action::Move {
                        by: Side::White,
                        text: "e4".into(),
                        offer_draw: false,
                    },
                ),
                Event::new(90_000, Action::Tick),
            ],
        };
        let back = Journal::from_jsonl(&journal.to_jsonl()).expect("reads back");
        assert_eq!(back, journal);
        let (a, b) = (journal.replay().expect("a"), back.replay().expect("b"));
        assert_eq!(a, b);
        let end = a[2].result.as_ref().expect("Black's flag fell (Art. 6.9)");
        assert_eq!((end.result.as_str(), end.article.as_str()), ("1-0", "6.9"));
    }

    #[test]
    fn a_bad_journal_says_where() {
        assert!(matches!(Journal::from_jsonl(""), Err(JournalError::Empty)));
        assert!(matches!(
            Journal::from_jsonl("[1]\n"),
            Err(JournalError::Config(_))
        ));
        match Journal::from_jsonl("{}\n{\"t\":0,\"type\":\"start\"}\n{\"t\":1}\n") {
            Err(JournalError::Event(e)) => assert_eq!(e.line, 3),
            other => panic!("expected a line error, got {other:?}"),
        }
    }
}
