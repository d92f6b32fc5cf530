// The clocks as shown between two states (Art. 6.1; delay modes, Art. 6 and the PGN TimeControl).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { format, shown } from './clock';
import type { ClockState } from './types';

const clock = (over: Partial<ClockState> = {}): ClockState => ({
  white_ms: 60_000,
  black_ms: 30_000,
  running: 'white',
  period: { white: 1, black: 1 },
  moves_to_control: { white: 40, black: 40 },
  paused: false,
  delay_left_ms: { white: 5_000, black: 5_000 },
  flag: { white: false, black: false },
  ...over,
});

test('Art. 6.1: only the running clock counts down', () => {
  assert.equal(shown(clock(), 'white', 'fischer', 1_500, false).ms, 58_500);
  assert.equal(shown(clock(), 'black', 'fischer', 1_500, false).ms, 30_000);
});

test('Art. 6.11: a paused clock and a finished game stand still', () => {
  assert.equal(shown(clock({ paused: true }), 'white', 'fischer', 9_000, false).ms, 60_000);
  assert.equal(shown(clock(), 'white', 'fischer', 9_000, true).ms, 60_000);
});

test('simple delay: the delay is spent before the main time', () => {
  const a = shown(clock(), 'white', 'delay', 3_000, false);
  assert.deepEqual([a.ms, a.delayMs], [60_000, 2_000]);
  const b = shown(clock(), 'white', 'delay', 8_000, false);
  assert.deepEqual([b.ms, b.delayMs], [57_000, 0]);
});

test('Bronstein: the main time runs at once, the delay shows what will be given back', () => {
  const a = shown(clock(), 'white', 'bronstein', 3_000, false);
  assert.deepEqual([a.ms, a.delayMs], [57_000, 2_000]);
});

test('a clock never shows less than zero', () => {
  assert.equal(shown(clock(), 'white', 'fischer', 100_000, false).ms, 0);
});

test('times read as on a clock', () => {
  assert.equal(format(5_400_000), '1:30:00');
  assert.equal(format(245_000), '4:05');
  assert.equal(format(9_460), '9.4');
  assert.equal(format(-5), '0.0');
});
