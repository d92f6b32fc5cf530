//! The server's behaviour tests, as one test binary (one link instead of one per file, as
//! ripgrep's `tests/tests.rs`), a module per concern:
//!
//! | module | concern |
//! |---|---|
//! | `http_api` | the game API without a socket: create, read, list, PGN, who may send what (Art. 6.6, 12) |
//! | `bad_input` | every way a request can be wrong answers 4xx and changes nothing |
//! | `store` | the journal on SQLite, PostgreSQL and in memory: order, one writer per step, replay; SQLite's writes wait behind another connection's, never "database is locked" at once |
//! | `lease` | one owner per game on a shared PostgreSQL: the owner dies, another takes over, the flag falls once |
//! | `streams` | NDJSON streams and WebSockets on a real socket; flags falling on time (Art. 6.8) |
//! | `lichess` | the lichess Board API subset at lichess's own paths |
//! | `game_page` | issue 35, items 8 and 9: a game names its event, round and board; the stream's lines tagged; a rematch one offer the opponent accepts |
//! | `rematch` | issue 35, item 8: the rematch kept by the store — an offer survives a restart, two processes over PostgreSQL make one game, acceptances at once one game, the arbiter's token to the old arbiter only |
//! | `forecast` | the forecast of a draw claim on a clone of the game, nothing journalled (Art. 9.2, 9.3, 9.5) |
//! | `draft` | the round as arbiters run it (issue 35, items 2 and 4): a draft discarded and paired again, absences in draft, moves warned of (C.04.1), the last step undone |
//! | `undo` | issue 35 (undo35, console35): a result ruled in a game — from the result screen or the game's own console, on one process or two — undone on every page (Art. 12.1, 6.11.1), an absence taken back before its round is published, a withdrawn game's link (410), two names at once |
//! | `events` | events (issue 26): rounds paired, published as games, results into the standings, the reads |
//! | `fide` | registration (issue 35): FIDE's rating list looked up in under 50 ms on 1.7 million rows, files of players read, an entry corrected (C.04.2 B) |
//! | `engines` | engine seats playing through UCI, and losing on time when they fail (Art. 6.9) |
//! | `uci` | the UCI driver against Stockfish and fake engines |
//! | `web` | the web board's routes, moves in every notation and voice (Annex C, D) |
//! | `connections` | issue 34: heads, bodies and idle connections timed out, connections capped by address and in all, a lean WebSocket, the rate limit keyed on issued tokens |
//! | `restart` | issue 34: games never started expire, a restart brings games back on demand with their downtime paused, a publication all or nothing |
//! | `board` | an electronic board attached to a game over the board: its moves, touches, sensor journal (Art. 2.3, 4.3, 6.2.1, 7.5) |
//! | `rights` | who acts where (issue 34): a board's rights, the sealed move, the arbiter's moves, a pause without an arbiter (Art. 6.6, 6.11, 12; Guideline I) |
//! | `names` | what the door takes (issue 34): names one line of bounded length, seats a game can take, a FIDE id once an event |
//! | `exports` | whatever the routes take, the PGN and TRF give back (a property test, issue 34) |
//! | `api_errors` | issue 32: the server's own refusals are catalogue codes, said in English and French with their params |
//! | `layers` | issue 31: the server matches no article text (the game's typed facts), and its modules import each other in no new circle |
//!
//! Tests about a durable store run on SQLite and PostgreSQL (`ARBITER_TEST_PG`); the others run
//! on the store in memory.

mod common;

mod api_errors;
mod bad_input;
mod board;
mod connections;
mod draft;
mod engines;
mod event_journal;
mod event_truth;
mod events;
mod exports;
mod fide;
mod forecast;
mod game_page;
mod http_api;
mod layers;
mod lease;
mod lichess;
mod names;
mod rematch;
mod restart;
mod rights;
mod store;
mod streams;
mod uci;
mod undo;
mod web;
