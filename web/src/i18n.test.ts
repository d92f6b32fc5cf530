// Every word in French and English; articles and results in plain words; the game's notices.
import './words-testing';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FluentResource } from '@fluent/bundle';
import EN from '../../crates/words/catalogue/en.ftl';
import FR from '../../crates/words/catalogue/fr.ftl';
import { article, colon, initialLang, resultWords, setLang, t } from './i18n';
import { ht } from './hall-i18n';
import { BUNDLED, pageId, patternNames, type Compiled } from './words';

test('the language: the switch first, then the browser, English otherwise', () => {
  assert.equal(initialLang('fr', ['en-GB']), 'fr');
  assert.equal(initialLang(null, ['fr-CA', 'en']), 'fr');
  assert.equal(initialLang(null, ['de-DE', 'en-US']), 'en');
  assert.equal(initialLang(null, ['de-DE']), 'en');
  assert.equal(initialLang('xx', ['fr']), 'fr');
});

/** The page's labels of a catalogue (`## [page]`: ids `page-…`, `hall-…`, bundled as `p-…`,
 * `h-…`; the catalogue as the build compiles it, read back whole here), id → params. */
function labels(compiled: Compiled): Map<string, string> {
  const out = new Map<string, string>();
  const prefixes = Object.values(BUNDLED);
  const source = Object.entries(compiled).map(([id, message]) => `${id}=${message}\n`).join('');
  for (const m of new FluentResource(source).body) {
    if (!('value' in m) || !prefixes.some((p) => m.id.startsWith(p))) continue;
    out.set(m.id, [...new Set(patternNames(m.value, 'var'))].sort().join());
  }
  return out;
}

test('issue 32: every page label has French, naming the same params as its English', () => {
  const en = labels(EN);
  const fr = labels(FR);
  assert.ok(en.size > 600, `${en.size} labels read`);
  for (const [id, params] of en) {
    assert.ok(fr.has(id), `${id} has no French`);
    assert.equal(fr.get(id), params, `the params of ${id}`);
  }
  for (const id of fr.keys()) assert.ok(en.has(id), `${id}: French without English`);
});

test('issue 32: a key and its id, both ways', () => {
  assert.equal(pageId('page', 'home.new'), 'page-home-new');
  assert.equal(pageId('page', 'result.1/2-1/2'), 'page-result-1_S2_D1_S2');
  assert.equal(pageId('hall', 'pub.code.='), 'hall-pub-code-_E');
  assert.equal(pageId('hall', 'hall.offer.+/-'), 'hall-hall-offer-_P_S_D');
  assert.equal(t('result.+/-'), 'White wins by forfeit');
  assert.equal(t('result.-/+', {}, 'fr'), 'Les Noirs gagnent par forfait');
  assert.equal(t('home.edition.fide-1930'), 'FIDE Laws 1930');
});

test('issue 32: plurals and numbers by language, French punctuation', () => {
  // The page's root element, whose `lang` the switch sets (no DOM under node).
  const g = globalThis as { document?: unknown };
  g.document ??= { documentElement: { lang: 'en' } };
  setLang('fr');
  try {
    assert.equal(ht('reg.added', { n: 1 }), '1 joueur inscrit.');
    assert.equal(ht('reg.added', { n: 3 }), '3 joueurs inscrits.');
    assert.equal(ht('pub.wallChart', { n: 1 }), 'Grille après 1 ronde');
    assert.equal(t('game.toControl', { n: 0.5 }), '0,5 coup avant le contrôle');
    assert.equal(colon(), '\u00a0: ');
    assert.equal(resultWords('0-1', 'checkmate'), 'Les Noirs gagnent\u00a0: échec et mat');
    assert.equal(t('game.illegalCount', { n: 2 }), 'Coups illégaux\u00a0: 2');
  } finally {
    setLang('en');
  }
  assert.equal(ht('reg.added', { n: 1 }), '1 player entered.');
  assert.equal(ht('reg.found', { n: 2 }), '2 players found');
  assert.equal(t('game.toControl', { n: 1 }), '1 move to the control');
  assert.equal(ht('draft.publishAsk', { n: 2, boards: 1 }), 'Publish round 2? Its game is created and the pairings become public; players receive their links.');
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
