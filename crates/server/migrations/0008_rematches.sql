-- 0008: the rematch of a friendly game (issue 35, item 8), kept by the store so that a restart
-- keeps an offer not yet accepted and every process sharing a PostgreSQL store sees the same
-- one. One row per game (`game_id`, the game played): who offered it (`by_side`) and the hash
-- of his seat's token in the game to come (`by_hash`, derived from his token in this game: the
-- token itself is never stored); once accepted, the new game (`rematch_id`) and the hash of
-- this game's arbiter token (`arbiter_hash`), which the new game takes as its arbiter's (the
-- arbiter keeps his link's token; only hashes are kept). A released migration never changes;
-- a new one gets the next number.
CREATE TABLE rematches (
    game_id      TEXT PRIMARY KEY REFERENCES games (id),
    by_side      TEXT NOT NULL,
    by_hash      TEXT NOT NULL,
    rematch_id   TEXT,
    arbiter_hash TEXT
);
CREATE INDEX rematches_rematch ON rematches (rematch_id);
