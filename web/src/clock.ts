/**
 * The clocks as the page shows them between two states from the server. The server's state gives
 * each display at its time `t` and whose clock runs (Art. 6.1); the page counts down from there
 * with its own monotonic clock, as the delay mode asks: a simple delay (`delay`) spends the delay
 * before the main time, Bronstein and Fischer spend the main time at once (the Bronstein
 * refund and the Fischer increment come with the next state, when the move is completed).
 */
import type { ClockState, Side } from './types';

/** What one side's clock shows now. */
export interface Shown {
  ms: number;
  delayMs: number;
  running: boolean;
}

/** The displays `elapsed` ms after the state was true. */
export function shown(clock: ClockState, side: Side, mode: string, elapsed: number, over: boolean): Shown {
  const base = side === 'white' ? clock.white_ms : clock.black_ms;
  const delay = clock.delay_left_ms?.[side] ?? 0;
  const running = clock.running === side && !clock.paused && !over;
  if (!running) return { ms: base, delayMs: delay, running: false };
  const spent = Math.max(0, elapsed);
  if (mode === 'delay') {
    const fromDelay = Math.min(delay, spent);
    return { ms: Math.max(0, base - (spent - fromDelay)), delayMs: delay - fromDelay, running };
  }
  return { ms: Math.max(0, base - spent), delayMs: Math.max(0, delay - spent), running };
}

/** A time as a clock shows it: `1:29:59`, `4:05`, and tenths under ten seconds (`9.4`; with
 * `point` the language's decimal sign, `9,4` in French: `i18n.ts` `clockShown`). */
export function format(ms: number, point = '.'): string {
  const total = Math.max(0, ms);
  if (total < 10_000) {
    const tenths = Math.floor(total / 100);
    return `${Math.floor(tenths / 10)}${point}${tenths % 10}`;
  }
  const seconds = Math.floor(total / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
