-- 0007: the games of a round whose publication the arbiter took back before any move (issue 35,
-- item 3). They stay stored (their seat links were given out), and are answered `410
-- game_withdrawn` with their event's id; the lists of games leave them out.
-- A released migration never changes; a new one gets the next number.
CREATE TABLE withdrawn_games (
    game_id       TEXT PRIMARY KEY REFERENCES games (id),
    tournament_id TEXT NOT NULL REFERENCES tournaments (id)
);
