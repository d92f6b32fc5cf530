// Time controls in words (issue 25, "Words"): as players say them, in English and French.
import './words-testing';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { controlWords, duration, parseControl } from './timecontrol';

test('Art. 6.1: the FIDE classical control in words, its increment said once', () => {
  assert.equal(controlWords('40/5400+30:1800+30', 'fischer', 'en'), '40 moves in 90 min, then 30 min, +30 s a move from move 1');
  assert.equal(controlWords('40/5400+30:1800+30', 'fischer', 'fr'), '40 coups en 90 min, puis 30 min, +30 s par coup dès le 1er coup');
});

test('no increment named where there is none (1930 Art. 20.1.a: 30 moves in 2 h, then 15 an hour)', () => {
  assert.equal(controlWords('30/7200:15/3600', 'fischer', 'en'), '30 moves in 2 h, then 15 moves in 1 h');
  assert.ok(!/increment|a move from/.test(controlWords('900', 'fischer', 'en')));
  assert.equal(controlWords('900', 'fischer', 'en'), '15 min');
});

test('rapid and blitz, a delay, increments that differ by period, no clock', () => {
  assert.equal(controlWords('900+10', 'fischer', 'en'), '15 min, +10 s a move from move 1');
  assert.equal(controlWords('180+2', 'fischer', 'fr'), '3 min, +2 s par coup dès le 1er coup');
  assert.equal(controlWords('300+5', 'delay', 'en'), '5 min, a delay of 5 s a move');
  assert.equal(controlWords('300+5', 'bronstein', 'en'), '5 min, Bronstein delay of 5 s a move');
  assert.equal(controlWords('40/6000:1800+30', 'fischer', 'en'), '40 moves in 100 min, then 30 min (+30 s a move from move 1)');
  assert.equal(controlWords('-', 'fischer', 'en'), 'no clock');
  assert.equal(controlWords('*180', 'fischer', 'en'), 'sandglass of 3 min');
});

test('durations and unreadable controls', () => {
  assert.equal(duration(7200), '2 h');
  assert.equal(duration(5400), '90 min');
  assert.equal(duration(90), '1 min 30 s');
  assert.equal(duration(6), '6 s');
  assert.equal(parseControl('40/x'), null);
  assert.equal(controlWords('40/x', 'fischer', 'en'), '40/x');
});
