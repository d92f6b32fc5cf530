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

import hallCodes from './hall-codes.json';
import { HALL_CODES, hallSentence, refusalSaid } from './hall-i18n';
import { Refused, failureWords } from './hall';

test('issue 26: a refusal of the hall is said by its code, in French and in English, with its params', () => {
  // Art. 12.9.8, 12.9.9: the server's body for an absence from a round already paired.
  const refusal = {
    code: 'round_already_paired',
    key: 'round_already_paired',
    message: 'round 1 is paired already: an absence takes later rounds only, from round 2 (Art. 12.9.8, 12.9.9)',
    params: { round: 1, next: 2 },
  };
  assert.equal(
    refusalSaid(refusal, 'fr'),
    'La ronde 1 est déjà appariée : une absence ne vaut que pour les rondes suivantes, à partir de la ronde 2 (art. 12.9.8, 12.9.9)',
  );
  assert.equal(
    refusalSaid(refusal, 'en'),
    'Round 1 is paired already: an absence takes later rounds only, from round 2 (Art. 12.9.8, 12.9.9)',
  );
  // A player withdrawn (« joueur retiré »), a round robin's forfeit (C.05 Annex 1).
  assert.match(refusalSaid({ code: 'player_gone', message: '', params: { player: 6, round: 2 } }, 'fr'), /^Le joueur n° 6 est déjà retiré du tournoi depuis la ronde 2$/);
  assert.match(refusalSaid({ code: 'bye_in_round_robin', message: 'x', key: 'bye_in_round_robin', params: {} }, 'fr'), /forfait/);
  // The Dutch system's own refusal (C.04.3), passed through with its fields.
  assert.match(refusalSaid({ code: 'no_legal_pairing', key: 'no_legal_pairing', message: 'x', params: {} }, 'fr'), /^Aucun appariement ne respecte/);
  // The sentence's key, not the wire code, chooses the sentence.
  assert.equal(refusalSaid({ code: 'round_published', key: 'round_published_no_change', message: 'x', params: { round: 3 } }, 'fr'),
    'La ronde 3 est publiée : ses parties se jouent, son appariement ne change plus');
});

test('issue 26: unknown codes fall back to the server message; a game refusal is said by the game codes', () => {
  assert.equal(refusalSaid({ code: 'from_a_newer_server', message: 'something new', params: {} }, 'fr'), 'something new');
  // A hole without its param (the server's generic answer, with its detail in English only):
  // its English message on an English page, the French sentence without the detail.
  const bad = { code: 'bad_json', key: 'bad_json', message: 'the body does not read: expected value at line 1', params: {} };
  assert.equal(refusalSaid(bad, 'en'), 'the body does not read: expected value at line 1');
  assert.equal(refusalSaid(bad, 'fr'), "Le corps de la requête n'est pas du JSON");
  // Art. 6.6: a result declared in a game not started: the game's refusal, by its key.
  const game = refusalSaid({ code: 'not_started', key: 'not_started', message: 'the game has not started', params: {} }, 'fr');
  assert.notEqual(game, 'the game has not started');
  assert.ok(game.length > 0);
  // What the pages show of a failed request.
  assert.match(failureWords(new Refused({ code: 'no_round', key: 'no_round', message: 'no round 4 paired', params: { round: 4 } })), /4/);
  assert.equal(failureWords(new Error('offline')), 'offline');
});

test('issue 26: every refusal of the hall has French that fills its holes, apart from its English', () => {
  assert.ok(HALL_CODES.length >= 50, `${HALL_CODES.length} codes`);
  for (const key of HALL_CODES) {
    const entry = hallCodes[key] as { params: string[]; en: string; fr: string };
    const params = Object.fromEntries(entry.params.map((n) => [n, n === 'detail' ? 'x' : 7]));
    const fr = hallSentence(key, params, 'fr');
    const en = hallSentence(key, params, 'en');
    assert.ok(fr && fr.trim().length > 0, key);
    assert.ok(en !== null, key);
    assert.ok(!/\{[a-z_]+\}/.test(fr ?? ''), `${key}: a hole left in « ${fr} »`);
    assert.notEqual(fr, en, `${key} is not French`);
  }
});
