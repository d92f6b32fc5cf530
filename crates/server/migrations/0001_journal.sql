-- 0001: games, their append-only journals, the seats' token hashes, and the servers' heartbeats.
-- A released migration never changes; a new one gets the next number.
CREATE TABLE games (
    id         TEXT PRIMARY KEY,
    config     TEXT NOT NULL,
    seats      TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    seq        BIGINT NOT NULL DEFAULT 0,
    status     TEXT NOT NULL,
    result     TEXT,
    white      TEXT NOT NULL,
    black      TEXT NOT NULL
);
CREATE INDEX games_status ON games (status, created_ms);
-- (game_id, seq) is the primary key: two writers cannot both append the same step.
CREATE TABLE events (
    game_id TEXT NOT NULL REFERENCES games (id),
    seq     BIGINT NOT NULL,
    event   TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
CREATE TABLE tokens (
    hash    TEXT PRIMARY KEY,
    game_id TEXT NOT NULL REFERENCES games (id),
    role    TEXT NOT NULL
);
CREATE TABLE servers (
    id       TEXT PRIMARY KEY,
    alive_ms BIGINT NOT NULL
);
