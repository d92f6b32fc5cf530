-- 0005: a game's tokens found by the game (issue 34, point 5). Reading a game back
-- (`SELECT hash, role FROM tokens WHERE game_id = $1`) and deleting an expired one scanned the
-- whole table: the restart's replay grew as the square of the games stored (50,000 games, 5,000
-- being played: 425 s). A released migration never changes; a new one gets the next number.
CREATE INDEX tokens_game ON tokens (game_id);
