// Every word in French and English; articles and results in plain words; the game's notices.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DICTIONARIES, article, initialLang, resultWords, t } from './i18n';

test('the language: the switch first, then the browser, English otherwise', () => {
  assert.equal(initialLang('fr', ['en-GB']), 'fr');
  assert.equal(initialLang(null, ['fr-CA', 'en']), 'fr');
  assert.equal(initialLang(null, ['de-DE', 'en-US']), 'en');
  assert.equal(initialLang(null, ['de-DE']), 'en');
  assert.equal(initialLang('xx', ['fr']), 'fr');
});

test('no word is empty or left untranslated by mistake', () => {
  for (const [key, en] of Object.entries(DICTIONARIES.en)) {
    const fr = DICTIONARIES.fr[key as keyof typeof DICTIONARIES.fr];
    assert.ok(en.trim() && fr.trim(), key);
    const en_params = en.match(/\{\w+\}/g)?.sort().join() ?? '';
    const fr_params = fr.match(/\{\w+\}/g)?.sort().join() ?? '';
    assert.equal(fr_params, en_params, `the placeholders of ${key}`);
  }
});

test('articles as arbiters write them', () => {
  assert.equal(article('9.2.1.1'), 'Art. 9.2.1.1');
  assert.equal(article('1930 16.1.c'), '1930, Art. 16.1.c');
  assert.equal(article('Guideline III.4'), 'Guideline III.4');
  // Issue 32: from the server's `{edition, number}` when sent, without reading the text.
  assert.equal(article('', { edition: '1930', number: '16.1.d' }), '1930, Art. 16.1.d');
  assert.equal(article('', { edition: '2023', number: '9.6.2' }), 'Art. 9.6.2');
  assert.equal(article('', { edition: '1928', number: '15.C' }), '1928, Art. 15.C');
  assert.equal(t('article', { article: '5.1.1' }, 'fr'), 'art. 5.1.1');
});

test('Art. 5.1.1, 9.2: results in plain words', () => {
  assert.equal(resultWords('0-1', 'checkmate'), 'Black wins: checkmate');
  assert.equal(resultWords('1/2-1/2', 'threefold_repetition'), 'Draw: the same position for the third time, claimed');
});
