// Time controls from the home page's form (PGN TimeControl; 1930 Art. 20.1.a) and seat links.
import './words-testing';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { details, parseClock, pendingClaimWords, stamp } from './arbiter';
import { PRESETS, controlOf } from './home';
import { parseFragment, seatLink } from './tokens';

test('the presets are the controls players know', () => {
  assert.equal(PRESETS.classical.control, '40/5400+30:1800+30');
  assert.equal(PRESETS.rapid.control, '900+10');
  assert.equal(PRESETS.blitz.control, '180+2');
  assert.equal(PRESETS.fide1930.control, '30/7200:15/3600');
  assert.equal(PRESETS.fide1930.edition, 'fide-1930');
});

test('custom periods become a PGN TimeControl', () => {
  assert.equal(controlOf([{ moves: 40, minutes: 90, increment: 30 }, { moves: null, minutes: 30, increment: 30 }]), '40/5400+30:1800+30');
  assert.equal(controlOf([{ moves: null, minutes: 5, increment: 0 }]), '300');
});

test('a seat link carries its token after #, and only well-formed tokens are read back', () => {
  const link = seatLink('http://x', 'abc', 'black', 'T0k-en_1');
  assert.equal(link, 'http://x/game/abc#black=T0k-en_1');
  assert.deepEqual(parseFragment('#black=T0k-en_1'), { black: 'T0k-en_1' });
  assert.deepEqual(parseFragment('#arbiter=x<script>&white=ok'), { white: 'ok' });
  assert.equal(seatLink('http://x', 'abc', 'arbiter', 'a'), 'http://x/game/abc/arbiter#arbiter=a');
});

test('the arbiter sets clocks as h:mm:ss, m:ss or minutes', () => {
  assert.equal(parseClock('1:30:00'), 5_400_000);
  assert.equal(parseClock('4:05'), 245_000);
  assert.equal(parseClock('15'), 900_000);
  assert.equal(parseClock('x'), null);
});

test('the journal shows each event at its time since the game was created', () => {
  assert.equal(stamp(10_018), '0:10.018');
  assert.equal(stamp(754_250), '12:34.250');
  assert.equal(stamp(3_723_004), '1:02:03.004');
});

test('Art. 12.9: the journal says each ruling in words', () => {
  assert.equal(
    details({ seq: 5, t: 1, type: 'arbiter', action: 'penalty', against: 'black', kind: 'add_time' }),
    'ruling: penalty, against: Black, kind: More time for the opponent (12.9.2)',
  );
  assert.equal(details({ seq: 2, t: 1, type: 'move', by: 'white', move: 'e4', offer_draw: true }), 'by: White, move: e4, with a draw offer');
});

test('1930 Art. 16.1.b: the facts of a pending perpetual-check claim are said by code, never English on a French page', () => {
  const params = { by: 'white', facts: "white's last move gave check", checks_in_a_row: 1, repetitions: 1, forced: 'escapes', forced_moves: 0 };
  const claim = { by: 'white' as const, claim: 'perpetual_check', article: '1930 16.1.b', text: "white's last move gave check; the position stands for the first time" };
  // The state's own code and params (the optional addition): French by code.
  const fr = pendingClaimWords({ ...claim, code: 'perpetual_check_claimed', params }, null, 'san', 'fr');
  assert.match(fr, /^Les Blancs réclament la nulle par échec perpétuel/);
  assert.match(fr, /le dernier coup des Blancs a donné échec/);
  assert.doesNotMatch(fr, /gave check/);
  // Without them, the claim's notice seen go by; without that, English only on an English page.
  const notice = { article: '1930 16.1.b', text: 'White claims', code: 'perpetual_check_claimed', params };
  assert.equal(pendingClaimWords(claim, notice, 'san', 'fr'), fr);
  assert.equal(pendingClaimWords(claim, null, 'san', 'fr'), '');
  assert.match(pendingClaimWords(claim, null, 'san', 'en'), /^White's last move gave check/);
});
