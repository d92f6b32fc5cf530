// The electronic board's panel in words (Art. 4.3, 4.7): pieces named with their side, in the
// order and the agreement of each language.
import './words-testing';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sentences, type SensorView } from './sensor';
import type { Lang } from './i18n';

const view: SensorView = {
  type: 'board',
  seq: 1,
  t: 0,
  touched: [
    { square: 'a1', piece: 'R' },
    { square: 'd8', piece: 'q' },
    { square: 'g1', piece: 'N' },
    { square: 'e7', piece: 'p' },
  ],
  restore: [
    { square: 'h8', piece: 'r' },
    { square: 'e4', piece: null },
  ],
  restore_article: '7.6',
};

const said = (lang: Lang, code: string): string | undefined => sentences(view, lang).find((s) => s.code === code)?.text;

test('Art. 4.3: touched pieces named with their side, English order', () => {
  assert.equal(said('en', 'touched'), 'Touched: white rook a1, black queen d8, white knight g1, black pawn e7.');
});

test('Art. 4.3: touched pieces in French, the adjective after the noun and agreed (« tour blanche », « dame noire »)', () => {
  const text = said('fr', 'touched') ?? '';
  assert.match(text, /tour blanche a1, dame noire d8, cavalier blanc g1, pion noir e7/);
});

test('Art. 7.6: squares to restore, each with its piece and side, or empty', () => {
  assert.match(said('fr', 'restore') ?? '', /h8 tour noire, e4 vide/);
  assert.match(said('en', 'restore') ?? '', /h8 black rook, e4 empty/);
});
