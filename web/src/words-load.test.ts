// Each language's catalogue is a script of its own, fetched when the page needs that language
// (issue 32: the first load carries one catalogue); before it, the page can say only that the
// server cannot be reached, in both languages. This file does not import `words-testing.ts`:
// it starts with no catalogue, as the page does. Under node there is no page to add a script to:
// the catalogues come from their compiled modules (`catalogueSource`), counted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catalogueSource, hasCatalogue, hasWords, label, loadWords, words, type WordsLang } from './words';

const fetched: WordsLang[] = [];
catalogueSource(async (lang) => {
  fetched.push(lang);
  return (lang === 'en' ? await import('../../crates/words/catalogue/en.ftl') : await import('../../crates/words/catalogue/fr.ftl')).default;
});

test('before its catalogue, a language has only its first words: the server cannot be reached', () => {
  assert.equal(hasCatalogue('en'), false);
  assert.equal(hasCatalogue('fr'), false);
  assert.equal(label('en', 'page', 'error.network'), 'The server cannot be reached.');
  assert.equal(label('fr', 'page', 'error.network'), 'Le serveur est injoignable.');
  assert.equal(label('en', 'page', 'home.new'), null);
  assert.equal(words('fr', 'claim_perpetual'), null);
  assert.equal(hasWords('p-home-new'), false);
});

test('a catalogue fetched once says everything in its language, and only in it', async () => {
  await loadWords('fr');
  assert.equal(hasCatalogue('fr'), true);
  assert.equal(hasCatalogue('en'), false);
  assert.equal(label('fr', 'page', 'lang.switch'), 'English');
  assert.equal(label('en', 'page', 'lang.switch'), null);
  // Whether a key is the catalogue's does not wait for English.
  assert.equal(hasWords('p-home-new'), true);
  const again = loadWords('fr');
  await again;
  await loadWords('en');
  assert.deepEqual(fetched, ['fr', 'en'], 'each catalogue fetched once');
  assert.equal(label('en', 'page', 'lang.switch'), 'Français');
  assert.equal(label('fr', 'page', 'error.network'), 'Le serveur est injoignable.');
});
