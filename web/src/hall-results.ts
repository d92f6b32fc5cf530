/**
 * The result screen's rules (issue 35, item 3), pure: the keys an arbiter types for a board's
 * result, what an entry is (a declaration, a forfeit, a correction), and which boards the default
 * time offers for forfeit (Art. 6.7.1).
 *
 * Art. 6.7.1: « Tout joueur ou joueuse qui arrive devant son échiquier après le délai de forfait
 * perd la partie »; its commentary: « Le début de la ronde est le moment où l'annonce est faite par
 * l'arbitre » — here, the moment the arbiter started the clocks (Art. 6.6), the first of the
 * round's boards. A player who has made a move has arrived: never offered for forfeit.
 */

/** A result as the route takes it (`POST .../boards/{b}/result`). */
export type ResultCode = '1-0' | '0-1' | '1/2-1/2' | '+/-' | '-/+' | '-/-';

/** The keys of the result screen: `1` White wins, `0` Black wins, `=` a draw, `+` White wins by
 * forfeit, `-` Black wins by forfeit. */
export const RESULT_KEYS: Readonly<Record<string, ResultCode>> = { '1': '1-0', '0': '0-1', '=': '1/2-1/2', '+': '+/-', '-': '-/+' };

/** Every result the screen offers, in its order. */
export const RESULT_CODES: readonly ResultCode[] = ['1-0', '1/2-1/2', '0-1', '+/-', '-/+', '-/-'];

/** A result key's code; `null` for any other key. */
export function codeOfKey(key: string): ResultCode | null {
  return Object.prototype.hasOwnProperty.call(RESULT_KEYS, key) ? RESULT_KEYS[key] : null;
}

/** What the screen knows of a board. */
export interface BoardFacts {
  status: string;
  game: string | null;
  result: string | null;
  ply: number;
  to_move?: 'white' | 'black' | null;
}

type Side = 'white' | 'black';

/** Whether `side` has made a move: after two half-moves both have; after one, the side that
 * moved first (the side not on move); before any, neither. */
export function hasMoved(b: Pick<BoardFacts, 'ply' | 'to_move'>, side: Side): boolean {
  if (b.ply >= 2) return true;
  if (b.ply === 1) return (b.to_move ?? 'black') !== side;
  return false;
}

/** Who loses by a forfeit code: `+/-` Black, `-/+` White, `-/-` both; none for the others. */
export function forfeiting(code: ResultCode): Side[] {
  if (code === '+/-') return ['black'];
  if (code === '-/+') return ['white'];
  if (code === '-/-') return ['white', 'black'];
  return [];
}

/** The default time's state: the round's start (the first clock started), and what is left. */
export interface DefaultTime {
  /** When the round started (wall clock, ms), `null` before any clock started. */
  startMs: number | null;
  /** The event's default time (Art. 6.7.1), ms. */
  defaultMs: number;
}

/** Ms left before the default time passes (0 once passed); `null` before the round started. */
export function defaultLeft(d: DefaultTime, nowMs: number): number | null {
  if (d.startMs === null) return null;
  return Math.max(0, d.startMs + d.defaultMs - nowMs);
}

/** What an entry on a board is: the game's own ruling while it goes on (a forfeit: Art. 6.7.1;
 * a declared result: Art. 12.1), or a correction of a recorded result (journalled in the event,
 * with its reason). */
export type EntryKind = 'declare' | 'forfeit' | 'correction';

/** Why an entry is refused in the page, before anything is sent. */
export type EntryRefusal = 'unpublished' | 'notStarted' | 'moved' | 'tooEarly' | 'same' | 'key';

/** An entry judged. */
export type Judged = { ok: true; kind: EntryKind } | { ok: false; why: EntryRefusal; side?: Side };

/** Judges `code` on board `b` (Art. 6.7.1: a forfeit for absence only for a player who has not
 * moved, after the default time; a correction of a result already recorded). */
export function judge(b: BoardFacts, code: ResultCode, defaultPassed: boolean): Judged {
  if (!b.game || b.status === 'paired') return { ok: false, why: 'unpublished' };
  if (b.result) return b.result === code ? { ok: false, why: 'same' } : { ok: true, kind: 'correction' };
  const losing = forfeiting(code);
  if (losing.length === 0) return { ok: true, kind: 'declare' };
  if (b.status === 'created') return { ok: false, why: 'notStarted' };
  const moved = losing.find((side) => hasMoved(b, side));
  if (moved) return { ok: false, why: 'moved', side: moved };
  if (!defaultPassed) return { ok: false, why: 'tooEarly' };
  return { ok: true, kind: 'forfeit' };
}

/** The forfeits the default time offers on a board (Art. 6.7.1): once it has passed, on a game
 * under way, the player who has not moved — both, before any move. Never a player who moved. */
export function forfeitOffers(b: BoardFacts, defaultPassed: boolean): ResultCode[] {
  if (!defaultPassed || b.result || b.status !== 'started' || !b.game) return [];
  return (['-/+', '+/-', '-/-'] as ResultCode[]).filter((code) => judge(b, code, true).ok);
}
