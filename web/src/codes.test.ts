// Every code of the game's list (codes.json, written by the game crate's test) has French, and
// every sentence renders its params: sides, squares, moves in the page's notation, durations,
// reasons in words (issue 21 item 3; issue 25 point 7).
import './words-testing';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import codes from './codes.json';
import { CODES, noticeWords, refusalWords, say } from './codes';

/** A value for each param name, as the game sends them. */
function sample(name: string): string | number {
  if (name.endsWith('_ms') || name === 'ms') return 120_000;
  if (name === 'move_san') return 'Nf3';
  if (name === 'move_uci') return 'g1f3';
  if (['square', 'capture_on', 'piece_on'].includes(name)) return 'e5';
  if (name === 'reason') return 'time_forfeit';
  if (name === 'category') return 'rapid';
  if (name === 'castling_side') return 'queen';
  if (name === 'forced') return 'endless';
  if (name === 'piece') return 'knight';
  if (name === 'result' || name === 'recorded') return '0-1';
  if (name === 'ending_reason') return 'dead_position';
  if (name === 'character') return 'Z';
  if (name === 'candidates_uci') return 'b1d2, f3d2';
  if (name.includes('article')) return '9.2';
  if (['by', 'side', 'opponent', 'against', 'offerer', 'chooser', 'to_move', 'first', 'giver', 'receiver', 'requester', 'to', 'offender', 'clock_side', 'loser', 'winner'].includes(name)) return 'black';
  if (['detail', 'why', 'facts', 'text', 'sealed', 'odds', 'control', 'edition', 'scoring', 'reason_code', 'move_text', 'fen', 'annex'].includes(name)) return 'x';
  return 7;
}

test('issue_21_every_code_has_french_that_renders_its_params', () => {
  assert.ok(CODES.length >= 100, `${CODES.length} codes`);
  // The findings of `arbiter check` are the CLI's, left out of the page's bundle (below).
  for (const code of CODES.filter((c) => (codes[c] as { kind: string }).kind !== 'finding')) {
    const entry = codes[code] as { params: string[] };
    const params = Object.fromEntries(entry.params.map((n) => [n, sample(n)]));
    const fr = say(code, params, 'fr', 'fr');
    assert.ok(fr && fr.trim().length > 0, code);
    assert.ok(!/\{\$?\w+/.test(fr ?? ''), `${code}: a hole left in « ${fr} »`);
    assert.notEqual(fr, say(code, params, 'en', 'en'), `${code} is not French`);
    assert.ok(!/\bundefined\b|NaN/.test(fr ?? ''), `${code}: ${fr}`);
  }
});

test('art_9_5_3_a_notice_in_french_with_the_side_and_the_duration', () => {
  const notice = { article: '9.5.3', text: "white's claim is not correct: the game goes on, black gets two minutes more", code: 'claim_incorrect_time_added', params: { by: 'white', opponent: 'black', ms: 120_000 } };
  assert.equal(noticeWords(notice, 'fr', 'fr'), 'La réclamation des Blancs est incorrecte : la partie continue, les Noirs reçoivent deux minutes supplémentaires');
  assert.equal(noticeWords(notice, 'en', 'en'), notice.text.charAt(0).toUpperCase() + notice.text.slice(1));
});

test('annex_c_the_move_of_a_notice_in_the_pages_notation', () => {
  const params = { by: 'white', move_san: 'Nf3', move_uci: 'g1f3' };
  assert.equal(say('must_play_intended', params, 'fr', 'fr'), 'les Blancs doivent jouer le coup prévu Cf3');
  assert.equal(say('must_play_intended', params, 'figurine', 'en'), 'white must play the intended move ♘f3');
});

test('issue_25_no_raw_code_the_reason_in_words', () => {
  assert.equal(say('game_over', { result: '0-1', reason: 'time_forfeit' }, 'en', 'en'), 'game over: 0-1 (the flag fell)');
  assert.equal(say('game_over', { result: '0-1', reason: 'time_forfeit' }, 'en', 'fr'), 'fin de la partie : 0-1 (le drapeau est tombé)');
});

test('a_refusal_by_its_key_then_the_pages_words_then_the_message', () => {
  assert.equal(refusalWords({ code: 'offer_not_allowed', message: 'Art. 9.1.1: no draw offer before move 30', key: 'offer_too_early', params: { moves: 30 } }, 'en', 'fr'), 'Art. 9.1.1 : aucune proposition de nulle avant le coup 30');
  assert.equal(refusalWords({ code: 'something_new', message: 'as the server says' }, 'en', 'fr'), 'as the server says');
  // An unknown notice code: its English text.
  assert.equal(noticeWords({ text: 'a new notice', code: 'brand_new' }, 'en', 'fr'), 'A new notice');
});

// Issue 32: the server's own refusals (`error_…`, `crates/server/src/api_errors.rs`) said in the
// page's language by their key and params; a hole without its param leaves the server's message.
test('issue_32_the_servers_own_refusals_in_french_by_key', () => {
  assert.equal(refusalWords({ code: 'not_found', message: 'no game "abc"', key: 'error_no_game', params: { id: 'abc' } }, 'en', 'fr'), 'Il n\'y a pas de partie « abc »');
  assert.equal(refusalWords({ code: 'not_found', message: 'no game "abc"', key: 'error_no_game', params: { id: 'abc' } }, 'en', 'en'), 'No game "abc"');
  assert.equal(refusalWords({ code: 'name_chosen', message: 'this seat has its name already', key: 'error_name_chosen', params: {} }, 'en', 'fr'), 'Cette place a déjà son nom');
  assert.equal(refusalWords({ code: 'not_found', message: 'no game "abc"', key: 'error_no_game' }, 'en', 'fr'), 'no game "abc"');
});

test('the_facts_of_a_perpetual_check_from_the_params', () => {
  const fr = say('perpetual_check_claimed', { by: 'white', facts: 'x', checks_in_a_row: 3, repetitions: 2, forced: 'endless', forced_moves: 0 }, 'en', 'fr') ?? '';
  assert.match(fr, /^les Blancs réclament la nulle par échec perpétuel/);
  assert.match(fr, /chacun des 3 derniers coups des Blancs a donné échec/);
  assert.match(fr, /quoi que répondent les Noirs, les Blancs peuvent donner échec perpétuel/);
});

test('issue_21_the_reason_of_a_refusal_in_french_from_its_code_not_its_english', () => {
  // Art. 3.10.2: the notation's English sentence stays in `why`; the page reads `why_code`.
  const error = {
    code: 'illegal_move',
    key: 'illegal_move',
    message: 'illegal here: no legal move is written "Ke2"',
    params: { why: 'illegal here: no legal move is written "Ke2"', why_code: 'no_legal_move_written', move_text: 'Ke2' },
  };
  assert.equal(refusalWords(error, 'en', 'fr'), "Coup illégal : aucun coup légal ne s'écrit « Ke2 » dans cette position");
  assert.equal(refusalWords(error, 'en', 'en'), 'Illegal here: no legal move is written "Ke2"');
  // 1930 Art. 17: the reason inside a notice, in brackets.
  const notice = { text: '', code: 'illegal_move_taken_back', params: { by: 'white', why: 'x', why_code: 'past_middle_line', square: 'e5', rule_article: '1930 22.4' } };
  assert.match(noticeWords(notice, 'en', 'fr'), /^Coup illégal des Blancs \(e5 est au-delà de la ligne médiane : .*\(1930, art\. 22\.4\)\) : il est repris$/);
});

// The findings of `arbiter check` are the CLI's (crates/words renders them, in both languages,
// tested there): no route sends one, so the page's bundle leaves them out (build.mjs).
test('issue_32_the_findings_of_arbiter_check_are_not_in_the_pages_bundle', () => {
  const params = { loser: 'white', winner: 'black' };
  assert.equal(say('time_loss_cannot_mate', params, 'en', 'en'), null);
  assert.equal(say('moves_after_ending', { extra_plies: 3, ending_reason: 'dead_position', ply: 40 }, 'en', 'fr'), null);
  // A notice beside them is still said.
  assert.ok(say('perpetual_check_claimed', {}, 'en', 'fr'));
});

test('issue 25 point 7: the start notice says its time control in words, in both languages', () => {
  const params = { control: '40/5400+30:1800+30', first: 'white', clock_mode: 'fischer' };
  assert.equal(say('game_starts_time_limit', params, 'en', 'en'), "the game starts with the time limit 40 moves in 90 min, then 30 min, +30 s a move from move 1; white's clock runs");
  assert.match(say('game_starts_time_limit', params, 'en', 'fr') ?? '', /40 coups en 90 min, puis 30 min, \+30 s par coup dès le 1er coup/);
  // A delay is not an increment (6.3.2): the words follow the clock's mode.
  assert.doesNotMatch(say('game_starts_time_limit', { ...params, clock_mode: 'delay' }, 'en', 'en') ?? '', /a move from move 1/);
});
