-- 0002: events (tournaments, issue 26): each event's regulations and arbiter token hash, its
-- append-only journal of the arbiter's steps, and which games belong to it.
-- A released migration never changes; a new one gets the next number.
CREATE TABLE tournaments (
    id         TEXT PRIMARY KEY,
    created_ms BIGINT NOT NULL,
    spec       TEXT NOT NULL,
    token_hash TEXT NOT NULL
);
-- (tournament_id, seq) is the primary key: two writers cannot both append the same step.
CREATE TABLE tournament_steps (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id),
    seq           BIGINT NOT NULL,
    step          TEXT NOT NULL,
    PRIMARY KEY (tournament_id, seq)
);
CREATE TABLE tournament_games (
    game_id       TEXT PRIMARY KEY REFERENCES games (id),
    tournament_id TEXT NOT NULL REFERENCES tournaments (id)
);
CREATE INDEX tournament_games_event ON tournament_games (tournament_id);
