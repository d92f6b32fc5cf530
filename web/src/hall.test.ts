import './words-testing';
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
import { capitalised } from './words';

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
    'La ronde 1 est déjà appariée : une absence ne vaut que pour les rondes suivantes, à partir de la ronde 2 (art. 12.9.8, 12.9.9)',
  );
  assert.equal(
    refusalSaid(refusal, 'en'),
    'Round 1 is paired already: an absence takes later rounds only, from round 2 (Art. 12.9.8, 12.9.9)',
  );
  // A player withdrawn (« joueur retiré »), a round robin's forfeit (C.05 Annex 1).
  assert.match(refusalSaid({ code: 'player_gone', message: '', params: { player: 6, round: 2 } }, 'fr'), /^Le joueur n° 6 est déjà retiré du tournoi depuis la ronde 2$/);
  assert.match(refusalSaid({ code: 'bye_in_round_robin', message: 'x', key: 'bye_in_round_robin', params: {} }, 'fr'), /forfait/);
  // The Dutch system's own refusal (C.04.3), passed through with its fields.
  assert.match(refusalSaid({ code: 'no_legal_pairing', key: 'no_legal_pairing', message: 'x', params: {} }, 'fr'), /^Aucun appariement ne respecte/);
  // The sentence's key, not the wire code, chooses the sentence.
  assert.equal(refusalSaid({ code: 'round_published', key: 'round_published_no_change', message: 'x', params: { round: 3 } }, 'fr'),
    'La ronde 3 est publiée : ses parties se jouent, son appariement ne change plus');
});

test('issue 32: a refusal whose reason is a code of its own says the reason in French too', () => {
  // `trf_bad_scoring` (TRF tag 162): the English reason rides as `reason`, its code beside.
  const params = { column: 9, reason: "not one of W D L A P X: 'Q'", reason_code: 'scoring_not_a_result', letter: 'Q' };
  assert.equal(hallSentence('trf_bad_scoring', params, 'fr'), 'balise 162 (barème des points), colonne 9\u00a0: ce n\'est pas l\'une des lettres W D L A P X\u00a0: «\u00a0Q\u00a0»');
});

test('issue 26: unknown codes fall back to the server message; a game refusal is said by the game codes', () => {
  assert.equal(refusalSaid({ code: 'from_a_newer_server', message: 'something new', params: {} }, 'fr'), 'something new');
  // A hole without its param (the server's generic answer, with its detail in English only):
  // its English message on an English page, the French sentence without the detail.
  const bad = { code: 'bad_json', key: 'bad_json', message: 'the body does not read: expected value at line 1', params: {} };
  assert.equal(refusalSaid(bad, 'en'), 'The body does not read: expected value at line 1');
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
    const entry = hallCodes[key] as { params: string[] };
    const params = Object.fromEntries(entry.params.map((n) => [n, n === 'detail' ? 'x' : 7]));
    const fr = hallSentence(key, params, 'fr');
    assert.ok(fr && fr.trim().length > 0, key);
    assert.ok(!/\{\$?[a-z_]+\}/.test(fr ?? ''), `${key}: a hole left in « ${fr} »`);
    // Its English is the server's message (the page's bundle leaves it out: build.mjs); the
    // Rust side checks that both languages name the same params (crates/server hall_codes).
    if ((hallCodes[key] as { kind: string }).kind === 'refusal') {
      assert.equal(hallSentence(key, params, 'en'), null, `${key}: English in the page's bundle`);
      assert.equal(refusalSaid({ code: key, key, message: 'the English', params }, 'en'), 'The English');
    } else {
      assert.notEqual(fr, hallSentence(key, params, 'en'), `${key} is not French`);
    }
  }
});

import { decidedWords, noteSaid, warningsSaid } from './hall-i18n';

test('C.04.1, C.04.2: a changed pairing\'s warnings are said by their codes, in French and in English', () => {
  // The server's answer to `PUT .../pairings` in a FIDE-rated event where 1 and 4 met already.
  const rematch = {
    code: 'pairing_rematch',
    params: { white: 1, black: 4 },
    text: 'players 1 and 4 have met already (C.04.1 b: two players shall not play each other more than once)',
  };
  assert.equal(noteSaid(rematch, 'fr'),
    'Les joueurs n° 1 et n° 4 se sont déjà rencontrés (C.04.1 b : deux joueurs ne peuvent se rencontrer plus d\'une fois)');
  assert.equal(noteSaid(rematch, 'en'),
    'Players 1 and 4 have met already (C.04.1 b: two players shall not play each other more than once)');
  const fide = { code: 'pairing_changed_fide_rated', params: {}, text: 'the pairing of a FIDE-rated event was changed by hand; …' };
  assert.match(noteSaid(fide, 'fr'), /^L'appariement d'un tournoi comptant pour le classement FIDE a été modifié à la main/);
  // A code this page does not know (a newer server): the English.
  assert.equal(noteSaid({ code: 'from_a_newer_server', params: {}, text: 'something new' }, 'fr'), 'Something new');
});

test('C.04.1, C.04.2: the answer keeps `warnings` as English strings; the page says `warning_notes`, else the strings', () => {
  // The server's answer: `warnings` as the contract always had them, `warning_notes` beside.
  const answer = {
    warnings: [
      'rematch: players 1 and 4 have met already (C.04.1 b: two players shall not play each other more than once)',
      'fide_rated: the pairing of a FIDE-rated event was changed by hand; the change is journalled and must be justified to the rating officer (C.04.2 A.6, C.04.A)',
    ],
    warning_notes: [
      { code: 'pairing_rematch', params: { white: 1, black: 4 }, text: 'players 1 and 4 have met already (C.04.1 b: two players shall not play each other more than once)' },
      { code: 'pairing_changed_fide_rated', params: {}, text: 'the pairing of a FIDE-rated event was changed by hand; the change is journalled and must be justified to the rating officer (C.04.2 A.6, C.04.A)' },
    ],
  };
  const fr = warningsSaid(answer, 'fr');
  assert.equal(fr.length, 2);
  assert.equal(fr[0], 'Les joueurs n° 1 et n° 4 se sont déjà rencontrés (C.04.1 b : deux joueurs ne peuvent se rencontrer plus d\'une fois)');
  assert.match(fr[1], /^L'appariement d'un tournoi comptant pour le classement FIDE a été modifié à la main/);
  assert.equal(warningsSaid(answer, 'en')[0], 'Players 1 and 4 have met already (C.04.1 b: two players shall not play each other more than once)');
  // No warning: nothing said, even though `warning_notes` is there (empty).
  assert.deepEqual(warningsSaid({ warnings: [], warning_notes: [] }, 'fr'), []);
  // A server or a journal older than the codes: no `warning_notes`, the strings as written.
  assert.deepEqual(warningsSaid({ warnings: [answer.warnings[1]] }, 'fr'), [answer.warnings[1]]);
});

test('Art. 6.7.1, 12.9.8: why a round robin\'s board was forfeited at publication, in French and in English', () => {
  const decided = {
    result: '-/+',
    reason: 'player 4 absent from round 2: suspension (Art. 12.9.8)',
    notes: [{ code: 'absent_suspension', params: { player: 4, round: 2 }, text: 'player 4 absent from round 2: suspension (Art. 12.9.8)' }],
  };
  assert.equal(decidedWords(decided, 'fr'), 'Le joueur n° 4 est absent de la ronde 2 : exclu pour une ou plusieurs rondes (art. 12.9.8)');
  assert.equal(decidedWords(decided, 'en'), 'Player 4 absent from round 2: suspension (Art. 12.9.8)');
  // Both absent (a double forfeit): both said; withdrawn (« joueur retiré »), expelled (12.9.9).
  const both = {
    result: '-/-',
    notes: [
      { code: 'absent_withdrawal', params: { player: 1, round: 3 }, text: 'x' },
      { code: 'absent_expulsion', params: { player: 2, round: 3 }, text: 'y' },
    ],
  };
  assert.equal(decidedWords(both, 'fr'),
    'Le joueur n° 1 est absent de la ronde 3 : retrait du tournoi (forfait général) ; le joueur n° 2 est absent de la ronde 3 : exclu de la compétition (art. 12.9.9)');
  // The arbiter's own words (a correction), a journal older than the codes: as written.
  assert.equal(decidedWords({ result: '1-0', reason: 'scoresheets signed 1-0' }, 'fr'), 'scoresheets signed 1-0');
  assert.equal(decidedWords(undefined, 'fr'), '');
});

test('issue 26: an event\'s config refused is said with its exact reason (the game\'s codes), not only « refused »', () => {
  // The server's body for `"config": {"time_control": "90+x"}` (game::ConfigError::refusal).
  const refusal = {
    code: 'bad_time_control',
    key: 'config_refused',
    message: 'time_control: time control `90+x`, column 4: expected seconds after `+`',
    params: { detail: 'time_control: time control `90+x`, column 4: expected seconds after `+`', detail_code: 'time_control_unreadable', control: '90+x', column: 4, control_why: 'increment_seconds' },
  };
  assert.equal(refusalSaid(refusal, 'fr'), 'La configuration de la partie est refusée : la cadence « 90+x » ne se lit pas (colonne 4) : des secondes sont attendues après « + »');
  // The English opens with the field as the contract spells it, never capitalised into
  // `Time_control` (`words.ts` `capitalised`); any other sentence starts with a capital.
  assert.equal(refusalSaid(refusal, 'en'), 'time_control: time control `90+x`, column 4: expected seconds after `+`');
  assert.equal(capitalised('round 2 is paired'), 'Round 2 is paired');
  assert.equal(capitalised('start_fen: not a FEN'), 'start_fen: not a FEN');
  assert.equal(capitalised('été'), 'Été');
});
