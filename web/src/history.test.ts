// The positions of the game for looking back, and the bound move's SAN (Art. 9.5.3). Whether a
// claim is correct is the server's forecast (crates/server/tests/forecast.rs), not the page's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { numbering, sanOf, steps } from './history';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

test('positions ply by ply, as far as the moves read', () => {
  const s = steps(START, ['e2e4', 'e7e5', 'zz']);
  assert.equal(s.length, 3);
  assert.equal(s[1].fen, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.equal(s[2].uci, 'e7e5');
});

test('art_9_5_3_the_bound_move_in_san', () => {
  assert.equal(sanOf(START, 'g1f3'), 'Nf3');
  assert.equal(sanOf(START, 'x'), 'x');
});

test('the movers and numbers of an ordinary game', () => {
  const h = steps(START, ['e2e4', 'e7e5', 'g1f3']);
  assert.deepEqual(h.map((s) => s.by), [null, 'white', 'black', 'white']);
  const n = numbering(START, h, 3);
  assert.deepEqual(n.map((x) => `${x.n}${x.by === 'white' ? '.' : '…'}${x.opens ? '+' : ''}`), ['1.+', '1…', '2.+']);
});

test('fide_1930_art_22_2_the_moves_in_a_row_numbered_as_played', () => {
  // Pawn and two moves: Black's f7 pawn is off the board; White plays e4 and d4 in a row, then
  // Black answers: 1. e4 2. d4 e6 3. Nf3.
  const odds = 'rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  const h = steps(odds, ['e2e4', 'd2d4', 'e7e6', 'g1f3']);
  assert.equal(h.length, 5, 'every move read, the second in a row too');
  assert.deepEqual(h.map((s) => s.by), [null, 'white', 'white', 'black', 'white']);
  const n = numbering(odds, h, 4);
  assert.deepEqual(n.map((x) => [x.n, x.by, x.opens]), [[1, 'white', true], [2, 'white', true], [2, 'black', false], [3, 'white', true]]);
});

test('black_first_from_a_set_position_and_numbers_past_what_reads', () => {
  const fen = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7';
  const h = steps(fen, ['e7e5']);
  const n = numbering(fen, h, 3);
  assert.deepEqual(n.map((x) => [x.n, x.by, x.opens]), [[7, 'black', true], [8, 'white', true], [8, 'black', false]]);
});
