import assert from 'node:assert/strict';
import { test } from 'node:test';
import { itemWords } from './hall';

test('issue 21, 26: a queue item is said by its notice code in French, never its English text', () => {
  const call = { code: 'player_pauses', params: { side: 'black' }, text: 'black pauses the clock to call the arbiter' };
  const fr = itemWords(call, 'fr');
  assert.notEqual(fr, '');
  assert.doesNotMatch(fr, /pauses the clock/);
  // Without a code (the hall's own items), the kind's label says it in French; the English only
  // on an English page.
  assert.equal(itemWords({ text: 'the game is adjourned: the sealed move is in the envelope' }, 'fr'), '');
  assert.equal(itemWords({ text: 'the game is adjourned' }, 'en'), 'the game is adjourned');
});
