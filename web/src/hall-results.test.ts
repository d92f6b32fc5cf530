import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeOfKey, defaultLeft, forfeitOffers, hasMoved, judge, type BoardFacts } from './hall-results';

const board = (over: Partial<BoardFacts> = {}): BoardFacts => ({ status: 'started', game: 'g1', result: null, ply: 0, to_move: 'white', ...over });

test('issue 35 item 3: the result keys 1, 0, =, +, - and nothing else', () => {
  assert.equal(codeOfKey('1'), '1-0');
  assert.equal(codeOfKey('0'), '0-1');
  assert.equal(codeOfKey('='), '1/2-1/2');
  assert.equal(codeOfKey('+'), '+/-');
  assert.equal(codeOfKey('-'), '-/+');
  for (const other of ['2', 'x', 'Enter', 'toString', '']) assert.equal(codeOfKey(other), null);
});

test('Art. 6.7.1: who has moved, by the half-moves played', () => {
  assert.equal(hasMoved({ ply: 0, to_move: 'white' }, 'white'), false);
  assert.equal(hasMoved({ ply: 0, to_move: 'white' }, 'black'), false);
  assert.equal(hasMoved({ ply: 1, to_move: 'black' }, 'white'), true);
  assert.equal(hasMoved({ ply: 1, to_move: 'black' }, 'black'), false);
  assert.equal(hasMoved({ ply: 2, to_move: 'white' }, 'black'), true);
});

test('Art. 6.7.1: the default time counted from the round\'s start; nothing before it started', () => {
  assert.equal(defaultLeft({ startMs: null, defaultMs: 60_000 }, 5), null);
  assert.equal(defaultLeft({ startMs: 1_000, defaultMs: 60_000 }, 31_000), 30_000);
  assert.equal(defaultLeft({ startMs: 1_000, defaultMs: 60_000 }, 99_000), 0);
  assert.equal(defaultLeft({ startMs: 1_000, defaultMs: 0 }, 1_000), 0);
});

test('Art. 6.7.1: after the default time the absent are offered for forfeit, never a player who has moved', () => {
  assert.deepEqual(forfeitOffers(board(), false), []);
  assert.deepEqual(forfeitOffers(board(), true), ['-/+', '+/-', '-/-']);
  // White moved: only Black may be absent.
  assert.deepEqual(forfeitOffers(board({ ply: 1, to_move: 'black' }), true), ['+/-']);
  assert.deepEqual(forfeitOffers(board({ ply: 2 }), true), []);
  assert.deepEqual(forfeitOffers(board({ status: 'created' }), true), []);
  assert.deepEqual(forfeitOffers(board({ result: '1-0', status: 'finished' }), true), []);
  assert.deepEqual(judge(board({ ply: 1, to_move: 'black' }), '-/+', true), { ok: false, why: 'moved', side: 'white' });
  assert.deepEqual(judge(board(), '+/-', false), { ok: false, why: 'tooEarly' });
  assert.deepEqual(judge(board({ status: 'created' }), '+/-', true), { ok: false, why: 'notStarted' });
});

test('issue 35 item 3: a result on a game under way is declared, on a recorded one corrected', () => {
  assert.deepEqual(judge(board({ ply: 30 }), '1/2-1/2', false), { ok: true, kind: 'declare' });
  assert.deepEqual(judge(board({ result: '1-0', status: 'finished' }), '0-1', false), { ok: true, kind: 'correction' });
  assert.deepEqual(judge(board({ result: '1-0', status: 'finished' }), '1-0', false), { ok: false, why: 'same' });
  assert.deepEqual(judge(board({ result: '1-0', status: 'finished', ply: 40 }), '+/-', false), { ok: true, kind: 'correction' });
  assert.deepEqual(judge(board({ game: null, status: 'paired' }), '1-0', true), { ok: false, why: 'unpublished' });
});
