//! The store in memory: the SQL stores' tables as maps, with their keys and the same answers
//! (a step journalled twice is a conflict, a journal with a gap does not read), for the tests that
//! need a hub but no disk. Nothing survives the process.
//!
//! Events, configs and seats are kept as the JSON the SQL stores write, so a game read back has
//! gone through the same serialisation as one read from a database.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

use super::*;

/// A store in memory; its clones share the same tables.
#[derive(Clone, Debug, Default)]
pub struct MemoryStore {
    tables: Arc<Mutex<Tables>>,
    halls: super::hall::MemoryHalls,
    /// The sensor journals (`sensors.rs`).
    pub(super) sensors: super::sensors::MemorySensors,
    /// The rematches (`rematches.rs`).
    pub(super) rematches: super::rematches::MemoryRematches,
}

#[derive(Debug, Default)]
struct Tables {
    games: HashMap<String, Row>,
    /// A token's hash: its game and role.
    tokens: HashMap<String, (String, Role)>,
    /// A server's id: when it was last alive.
    servers: HashMap<String, i64>,
}

/// A game's row and its journal.
#[derive(Debug)]
struct Row {
    config: String,
    seats: String,
    created_ms: i64,
    seq: i64,
    status: Status,
    result: Option<String>,
    white: String,
    black: String,
    /// The steps, in the order they were appended, each with its number.
    events: Vec<(i64, String)>,
}

impl MemoryStore {
    /// The tables; a writer that panicked left them whole (every change is made in one go).
    fn tables(&self) -> MutexGuard<'_, Tables> {
        self.tables.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Whether a game is stored (for the sensor journal, `sensors.rs`).
    pub(super) fn has_game(&self, id: &str) -> bool {
        self.tables().games.contains_key(id)
    }

    fn create_now(&self, game: &NewGame) -> Result<(), StoreError> {
        self.create_all(std::slice::from_ref(game))
    }

    /// Creates games, all or none: none is created if one's id or a token's hash is taken
    /// (the SQL stores roll the transaction back).
    pub(super) fn create_all(&self, games: &[NewGame]) -> Result<(), StoreError> {
        let mut rows = Vec::with_capacity(games.len());
        for game in games {
            rows.push(Row {
                config: write_json(&game.id, &game.config)?,
                seats: write_json(&game.id, &game.seats)?,
                created_ms: game.created_ms,
                seq: 0,
                status: Status::Created,
                result: None,
                white: game.config.white.clone(),
                black: game.config.black.clone(),
                events: Vec::new(),
            });
        }
        let mut tables = self.tables();
        // The keys of the SQL tables: a game's id, a token's hash, each once.
        let mut ids = std::collections::HashSet::new();
        let mut hashes = std::collections::HashSet::new();
        for game in games {
            let taken = tables.games.contains_key(&game.id)
                || !ids.insert(game.id.as_str())
                || game
                    .tokens
                    .iter()
                    .any(|(h, _)| tables.tokens.contains_key(h) || !hashes.insert(h.as_str()));
            if taken {
                return Err(StoreError::Conflict {
                    game: game.id.clone(),
                    seq: 0,
                });
            }
        }
        for (game, row) in games.iter().zip(rows) {
            tables.games.insert(game.id.clone(), row);
            for (hash, role) in &game.tokens {
                tables.tokens.insert(hash.clone(), (game.id.clone(), *role));
            }
        }
        Ok(())
    }

    /// Deletes the games never started, of no event, created before `before_ms` (the oldest
    /// `limit`), with their tokens and sensor rows; their ids.
    fn expire_now(&self, before_ms: i64, limit: i64) -> Vec<String> {
        self.halls.with(|halls| {
            let mut tables = self.tables();
            let mut old: Vec<(i64, String)> = tables
                .games
                .iter()
                .filter(|(id, row)| {
                    row.status == Status::Created
                        && row.created_ms < before_ms
                        && !halls.games.contains_key(*id)
                })
                .map(|(id, row)| (row.created_ms, id.clone()))
                .collect();
            old.sort();
            old.truncate(usize::try_from(limit).unwrap_or(0));
            let ids: Vec<String> = old.into_iter().map(|(_, id)| id).collect();
            for id in &ids {
                tables.games.remove(id);
            }
            tables.tokens.retain(|_, (game, _)| !ids.contains(game));
            let mut sensors = self.sensors.lock().unwrap_or_else(|p| p.into_inner());
            for id in &ids {
                sensors.remove(id);
            }
            ids
        })
    }

    fn load_now(&self, id: &str) -> Result<StoredGame, StoreError> {
        // A rematch's game: its old game's arbiter token too, read before the tables are
        // locked (an acceptance locks the rematches, then the tables).
        let arbiters = self.rematch_arbiters(id);
        let tables = self.tables();
        let row = tables
            .games
            .get(id)
            .ok_or_else(|| StoreError::NotFound(id.to_owned()))?;
        let mut events = row.events.clone();
        events.sort_by_key(|(seq, _)| *seq);
        let tokens = tables
            .tokens
            .iter()
            .filter(|(_, (game, _))| game == id)
            .map(|(hash, (_, role))| (hash.clone(), role.as_str().to_owned()))
            .chain(arbiters)
            .collect();
        stored(
            id,
            (row.config.clone(), row.seats.clone(), row.created_ms),
            events,
            tokens,
        )
    }

    fn list_now(&self, status: Option<Status>, limit: i64) -> Vec<Summary> {
        // The games an arbiter withdrew are left out (issue 35, item 3), as the SQL does.
        let withdrawn: std::collections::HashSet<String> =
            self.halls.with(|h| h.withdrawn.keys().cloned().collect());
        let tables = self.tables();
        let mut rows: Vec<(&String, &Row)> = tables
            .games
            .iter()
            .filter(|(id, row)| status.is_none_or(|s| s == row.status) && !withdrawn.contains(*id))
            .collect();
        // As the SQL lists them: newest first, then by id.
        rows.sort_by(|a, b| b.1.created_ms.cmp(&a.1.created_ms).then(a.0.cmp(b.0)));
        rows.into_iter()
            .take(usize::try_from(limit).unwrap_or(0))
            .map(|(id, row)| Summary {
                id: id.clone(),
                status: row.status.as_str(),
                result: row.result.clone(),
                white: row.white.clone(),
                black: row.black.clone(),
                created_ms: row.created_ms,
                seq: row.seq,
            })
            .collect()
    }

    fn append_now(&self, a: &Append) -> Result<(), StoreError> {
        let event = write_json(&a.game_id, &a.event)?;
        let mut tables = self.tables();
        let row = tables
            .games
            .get_mut(&a.game_id)
            .ok_or_else(|| StoreError::NotFound(a.game_id.clone()))?;
        if row.events.iter().any(|(seq, _)| *seq == a.seq) {
            return Err(StoreError::Conflict {
                game: a.game_id.clone(),
                seq: a.seq,
            });
        }
        row.events.push((a.seq, event));
        row.seq = a.seq;
        row.status = a.status;
        row.result.clone_from(&a.result);
        Ok(())
    }

    fn events_after_now(&self, id: &str, seq: i64) -> Result<Vec<Step>, StoreError> {
        let rows: Vec<(i64, String)> = {
            let tables = self.tables();
            let mut rows: Vec<(i64, String)> = tables
                .games
                .get(id)
                .map(|row| {
                    row.events
                        .iter()
                        .filter(|(s, _)| *s > seq)
                        .cloned()
                        .collect()
                })
                .unwrap_or_default();
            rows.sort_by_key(|(s, _)| *s);
            rows
        };
        read_events(id, rows)
    }
}

/// Every answer is ready at once: the futures only wrap it.
impl Storage for MemoryStore {
    fn halls(&self) -> Option<&dyn HallStorage> {
        Some(&self.halls)
    }

    fn create<'a>(&'a self, game: &'a NewGame) -> BoxFuture<'a, Result<(), StoreError>> {
        let done = self.create_now(game);
        Box::pin(async move { done })
    }

    fn load<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<StoredGame, StoreError>> {
        let game = self.load_now(id);
        Box::pin(async move { game })
    }

    fn token<'a>(
        &'a self,
        hash: &'a str,
    ) -> BoxFuture<'a, Result<Option<(String, Role)>, StoreError>> {
        let found = self.tables().tokens.get(hash).cloned();
        Box::pin(async move { Ok(found) })
    }

    fn list(
        &self,
        status: Option<Status>,
        limit: i64,
    ) -> BoxFuture<'_, Result<Vec<Summary>, StoreError>> {
        let games = self.list_now(status, limit);
        Box::pin(async move { Ok(games) })
    }

    fn set_names<'a>(
        &'a self,
        id: &'a str,
        config: &'a Config,
    ) -> BoxFuture<'a, Result<bool, StoreError>> {
        // Checked and written under the tables' lock: one operation, as the SQL's update.
        let open = |now: &str, new: &str| now == new || matches!(now.trim(), "" | "?");
        let done = write_json(id, config).and_then(|text| {
            let mut tables = self.tables();
            let row = tables
                .games
                .get_mut(id)
                .ok_or_else(|| StoreError::NotFound(id.to_owned()))?;
            if !open(&row.white, &config.white) || !open(&row.black, &config.black) {
                return Ok(false);
            }
            row.config = text;
            row.white = config.white.clone();
            row.black = config.black.clone();
            Ok(true)
        });
        Box::pin(async move { done })
    }

    fn heartbeat<'a>(&'a self, id: &'a str, now_ms: i64) -> BoxFuture<'a, Result<(), StoreError>> {
        self.tables().servers.insert(id.to_owned(), now_ms);
        Box::pin(async { Ok(()) })
    }

    fn last_alive(&self) -> BoxFuture<'_, Result<Option<i64>, StoreError>> {
        let last = self.tables().servers.values().copied().max();
        Box::pin(async move { Ok(last) })
    }

    fn turn<'a>(&'a self, _id: &'a str, _seen: i64) -> BoxFuture<'a, Result<Turn, StoreError>> {
        // One process: nobody else journals, and appends are checked under the tables' lock.
        let writer = Box::new(self.clone());
        Box::pin(async move {
            Ok(Turn {
                missed: Vec::new(),
                writer,
            })
        })
    }

    fn events_after<'a>(
        &'a self,
        id: &'a str,
        seq: i64,
    ) -> BoxFuture<'a, Result<Vec<Step>, StoreError>> {
        let steps = self.events_after_now(id, seq);
        Box::pin(async move { steps })
    }

    fn publish<'a>(
        &'a self,
        event: &'a str,
        seq: i64,
        steps: &'a [String],
        games: &'a [NewGame],
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        let done = self.publish_now(event, seq, steps, games);
        Box::pin(async move { done })
    }

    fn expire_unstarted(
        &self,
        before_ms: i64,
        limit: i64,
    ) -> BoxFuture<'_, Result<Vec<String>, StoreError>> {
        let ids = self.expire_now(before_ms, limit);
        Box::pin(async move { Ok(ids) })
    }
}

impl MemoryStore {
    /// A round's publication, all or nothing (`rounds.rs`).
    fn publish_now(
        &self,
        event: &str,
        seq: i64,
        steps: &[String],
        games: &[NewGame],
    ) -> Result<(), StoreError> {
        super::rounds::publish_memory(self, &self.halls, event, seq, steps, games)
    }
}

impl Writer for MemoryStore {
    fn append(self: Box<Self>, step: Append) -> BoxFuture<'static, Result<(), StoreError>> {
        let done = self.append_now(&step);
        Box::pin(async move { done })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::{Action, Seat};

    fn game(id: &str) -> NewGame {
        NewGame {
            id: id.to_owned(),
            config: Config::default(),
            seats: Seats {
                white: Seat::Human,
                black: Seat::Human,
            },
            created_ms: 1,
            tokens: vec![(format!("{id}-hash"), Role::Arbiter)],
        }
    }

    fn step(id: &str, seq: i64) -> Append {
        Append {
            game_id: id.to_owned(),
            seq,
            event: Event::new(seq as u64, Action::Tick),
            status: Status::Started,
            result: None,
        }
    }

    /// As the SQL stores: a journal with a missing step does not read back, a step for no game
    /// is refused, and a game or a token hash already taken is not created again.
    #[tokio::test]
    async fn a_gap_an_unknown_game_and_a_taken_key_are_refused_as_the_sql_stores_refuse_them() {
        let store = MemoryStore::default();
        store.create(&game("g1")).await.expect("created");
        assert!(store.create(&game("g1")).await.is_err(), "the same id");
        let mut other = game("g2");
        other.tokens = game("g1").tokens;
        assert!(store.create(&other).await.is_err(), "the same token hash");
        assert!(matches!(
            store.load("g2").await,
            Err(StoreError::NotFound(_))
        ));
        assert!(matches!(
            store.append_now(&step("nothere", 1)),
            Err(StoreError::NotFound(_))
        ));
        store.append_now(&step("g1", 1)).expect("step 1");
        store
            .append_now(&step("g1", 3))
            .expect("step 3, written as SQL writes it");
        assert!(matches!(
            store.load("g1").await,
            Err(StoreError::Corrupt { .. })
        ));
        let after = store.events_after("g1", 1).await.expect("read");
        assert_eq!(after.iter().map(|(s, _)| *s).collect::<Vec<_>>(), [3]);
    }
}
