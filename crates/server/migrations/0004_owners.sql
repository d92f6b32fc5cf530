-- 0004: one owner per game among the server processes sharing a database (issue 26, point 5).
-- `leases` holds each process's lease, renewed by its heartbeat: `until_ms` is the database's
-- own clock (ms since the Unix epoch) past which the process is presumed dead. `owners` names
-- the process that runs each game's flag timer and engine seats; a game whose owner holds no
-- valid lease is taken over by a live process. SQLite and the store in memory serve one process,
-- which owns every game: there these tables stay empty.
CREATE TABLE leases (
    server   TEXT PRIMARY KEY,
    until_ms BIGINT NOT NULL
);
CREATE TABLE owners (
    game_id TEXT PRIMARY KEY REFERENCES games (id),
    server  TEXT NOT NULL
);
CREATE INDEX owners_server ON owners (server);
