-- 0003: the sensor journal of an electronic board attached to a game over the board (issue 23).
-- Each row is what the board sent at one moment (its bytes, base64), or a moment the board's
-- reading decided something without bytes (a press's grace over, a board settled), with the time
-- the server stamped (ms since the game's creation, the scale of the game's events) and the
-- decisions it led to, as JSON: the evidence for each move the board submitted to the game.
-- Replaying the rows in order gives the same decisions. A released migration never changes.
CREATE TABLE sensors (
    game_id   TEXT NOT NULL REFERENCES games (id),
    seq       BIGINT NOT NULL,
    t         BIGINT NOT NULL,
    kind      TEXT NOT NULL,
    data      TEXT NOT NULL,
    decisions TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
