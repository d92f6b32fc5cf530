/**
 * A time control in words, as players say it (issue 25, "Words"): the PGN `TimeControl` the
 * server holds (`40/5400+30:1800+30`, periods joined by `:`, Art. 6.1) read back as
 * "40 moves in 90 min, then 30 min, +30 s a move from move 1". The clock's mode is named only
 * when it does something: no "Fischer increment" in a control without one.
 */
import type { Lang } from './i18n';

/** One period of a control. */
export interface Period {
  /** Moves to make in the period; null for the rest of the game. */
  moves: number | null;
  seconds: number;
  increment: number;
  /** A sandglass (`*180`): the PGN standard's third form. */
  sandglass?: boolean;
}

/** Reads a PGN `TimeControl`; null for `-`, `?` or anything unreadable. */
export function parseControl(text: string): Period[] | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed === '-' || trimmed === '?') return null;
  const periods: Period[] = [];
  for (const part of trimmed.split(':')) {
    const glass = /^\*(\d+)$/.exec(part);
    if (glass) {
      periods.push({ moves: null, seconds: Number(glass[1]), increment: 0, sandglass: true });
      continue;
    }
    const m = /^(?:(\d+)\/)?(\d+)(?:\+(\d+))?$/.exec(part);
    if (!m) return null;
    periods.push({ moves: m[1] ? Number(m[1]) : null, seconds: Number(m[2]), increment: m[3] ? Number(m[3]) : 0 });
  }
  return periods;
}

const WORDS = {
  en: {
    moves: (n: number) => `${n} moves in`,
    then: ', then ',
    rest: '',
    increment: (s: string) => `+${s} a move from move 1`,
    bronstein: (s: string) => `Bronstein delay of ${s} a move`,
    delay: (s: string) => `a delay of ${s} a move`,
    glass: (s: string) => `sandglass of ${s}`,
    none: 'no clock',
  },
  fr: {
    moves: (n: number) => `${n} coups en`,
    then: ', puis ',
    rest: '',
    increment: (s: string) => `+${s} par coup dès le 1er coup`,
    bronstein: (s: string) => `délai Bronstein de ${s} par coup`,
    delay: (s: string) => `délai de ${s} par coup`,
    glass: (s: string) => `sablier de ${s}`,
    none: 'sans pendule',
  },
} as const;

/** A duration as players say it: `2 h`, `90 min`, `1 h 30 min`, `30 s`, `1 min 30 s`. */
export function duration(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0 && seconds / 3600 <= 3) return `${seconds / 3600} h`;
  if (seconds >= 60 && seconds % 60 === 0) return `${seconds / 60} min`;
  if (seconds > 60) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${seconds} s`;
}

/**
 * The control in words. `mode` is the clock's (`fischer`, `bronstein`, `delay`): a bonus of the
 * same size in every period is said once, at the end, as players say it; different bonuses are
 * said with their period.
 */
export function controlWords(text: string, mode: string, lang: Lang): string {
  const w = WORDS[lang];
  const periods = parseControl(text);
  if (!periods) return text.trim() === '-' ? w.none : text;
  const bonus = (s: number) => {
    const d = duration(s);
    return mode === 'bronstein' ? w.bronstein(d) : mode === 'delay' ? w.delay(d) : w.increment(d);
  };
  const same = periods.every((p) => p.increment === periods[0].increment);
  const parts = periods.map((p) => {
    if (p.sandglass) return w.glass(duration(p.seconds));
    const head = p.moves ? `${w.moves(p.moves)} ${duration(p.seconds)}` : duration(p.seconds);
    return !same && p.increment > 0 ? `${head} (${bonus(p.increment)})` : head;
  });
  const words = parts.join(w.then);
  return same && periods[0].increment > 0 ? `${words}, ${bonus(periods[0].increment)}` : words;
}
