// The page's forecast of a draw claim (Art. 9.2, 9.3) and its positions for looking back.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { forecast, identity, sanOf, steps } from './history';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const DANCE = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8'];

test('positions ply by ply, as far as the moves read', () => {
  const s = steps(START, ['e2e4', 'e7e5', 'zz']);
  assert.equal(s.length, 3);
  assert.equal(s[1].fen, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.equal(s[2].uci, 'e7e5');
});

test('art_9_2_2_a_claim_is_correct_when_the_position_has_appeared_three_times', () => {
  const h = steps(START, DANCE);
  assert.deepEqual(forecast(h), { correct: true, article: '9.2.2' });
  assert.deepEqual(forecast(h.slice(0, 8)), { correct: false });
});

test('art_9_2_1_a_claim_with_the_move_written_counts_the_position_after_it', () => {
  const h = steps(START, DANCE.slice(0, 7));
  // 4…Ng8 would bring the starting position for the third time.
  assert.deepEqual(forecast(h, 'f6g8'), { correct: true, article: '9.2.1' });
  assert.deepEqual(forecast(h, 'e7e5'), { correct: false });
  assert.deepEqual(forecast(h, 'e2e4'), { correct: false }, 'an illegal move proves nothing');
});

test('art_9_2_3_1_a_capture_en_passant_that_could_be_made_makes_the_position_different', () => {
  // After 1.e4 (no black pawn to capture) the e3 square is not part of the identity.
  const a = steps(START, ['e2e4'])[1].fen;
  assert.equal(identity(a), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -');
  // With a black pawn on d4 the capture can be made: the square counts.
  const b = steps('rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3', ['e2e4'])[1].fen;
  assert.match(identity(b), / e3$/);
});

test('art_9_3_2_fifty_moves_each_without_a_capture_or_a_pawn_move', () => {
  const fen = '8/8/4k3/8/8/4K3/8/R7 w - - 99 80';
  assert.deepEqual(forecast(steps(fen, [])), { correct: false });
  assert.deepEqual(forecast(steps(fen, []), 'a1a2'), { correct: true, article: '9.3.1' });
  assert.deepEqual(forecast(steps(fen, ['a1a2'])), { correct: true, article: '9.3.2' });
});

test('art_9_5_3_the_bound_move_in_san', () => {
  assert.equal(sanOf(START, 'g1f3'), 'Nf3');
  assert.equal(sanOf(START, 'x'), 'x');
});
