-- 0005: FIDE's rating list, read once from the file FIDE publishes (`arbiter fide import FILE`,
-- issue 35) and looked up by name or FIDE id as the arbiter types. `name_key` is the name folded
-- ("carlsen magnus": lower case, no accents or punctuation), `given_key` the same with the given
-- names first ("magnus carlsen"); both are indexed so that a prefix is a range scan of an index,
-- not a scan of 1.7 million rows. An import replaces the whole list. A released migration never
-- changes.
CREATE TABLE fide_players (
    fide_id      BIGINT PRIMARY KEY,
    name         TEXT NOT NULL,
    name_key     TEXT NOT NULL,
    given_key    TEXT NOT NULL,
    federation   TEXT,
    sex          TEXT,
    title        TEXT,
    rating       BIGINT,
    rapid_rating BIGINT,
    blitz_rating BIGINT,
    birth_year   BIGINT,
    inactive     BIGINT NOT NULL
);
CREATE INDEX fide_players_name ON fide_players (name_key);
CREATE INDEX fide_players_given ON fide_players (given_key);
