/**
 * What an event's public pages read (issue 35, item 6), typed as the routes answer it
 * (`crates/server/src/hall/routes.rs`), and what the pages work out of it without asking the
 * server more: which rounds are complete, who does not play a round and why, the TRF codes'
 * points. Pure: no DOM, no fetch (the controller fetches; `event-data.test.ts` tries these).
 */
import type { BoardSummary, Seated } from './hall';
import { currentLang } from './i18n';

/** An entry (`GET /api/events/{id}`'s `players`). */
export interface Entry {
  tpn: number;
  name: string;
  rating: number | null;
  federation: string | null;
  fide_id: number | null;
  entered_after: number;
}

/** A player's absence from rounds (Art. 12.9.8, 12.9.9; a requested bye). */
export interface Absence {
  player: number;
  kind: 'withdrawal' | 'suspension' | 'expulsion' | 'bye';
  from: number;
  rounds: number | null;
  bye: 'half' | 'full' | 'zero' | null;
  reason: string | null;
}

/** `GET /api/events/{id}`. */
export interface PublicEvent {
  id: string;
  spec: {
    name: string;
    system: 'swiss' | 'round_robin';
    double?: boolean;
    start_date?: string | null;
    end_date?: string | null;
    venue?: string | null;
    config?: { time_control?: string };
  };
  rounds_planned: number;
  players: Entry[];
  rounds: { number: number; published: boolean; boards: number }[];
  absences: Absence[];
}

/** `GET /api/events/{id}/pairings?round=N`. */
export interface Pairing {
  round: number;
  published: boolean;
  boards: BoardSummary[];
  bye: Seated | null;
}

/** A line of `GET /api/events/{id}/standings?after=N`. */
export interface StandingRow {
  rank: number;
  tpn: number;
  name: string;
  points: string;
  tiebreaks: Record<string, string | null>;
}

/** `GET /api/events/{id}/standings`. */
export interface Standings {
  rounds: number;
  standings: StandingRow[];
}

/** A round of a crosstable line: the opponent, the colour (`w`, `b`), the TRF result code. */
export interface CrossRound {
  round: number;
  opponent: number | null;
  colour: 'w' | 'b' | null;
  result: string;
}

/** A line of `GET /api/events/{id}/crosstable`. */
export interface CrossRow {
  rank: number;
  tpn: number;
  name: string;
  rating: number | null;
  federation: string;
  points: string | null;
  rounds: CrossRound[];
}

/** `GET /api/events/{id}/crosstable`. */
export interface Crosstable {
  rounds: number;
  tiebreaks: string[];
  rows: CrossRow[];
}

/** The TRF result codes (TRF-2026, the `tournament` crate's `ResultCode`), in the key's order. */
export const RESULT_CODES = ['1', '=', '0', '+', '-', 'W', 'D', 'L', 'H', 'F', 'U', 'Z'] as const;

/** A round is complete when it is published and every board has its result. */
export const roundComplete = (p: Pairing): boolean => p.published && p.boards.every((b) => b.result !== null);

/** The last complete round of rounds 1, 2, …, each complete before it (0 when none is): the
 * standings the page shows by default are "after round N" of it (issue 35). */
export function lastComplete(pairings: Pairing[]): number {
  let n = 0;
  for (const p of [...pairings].sort((a, b) => a.round - b.round)) {
    if (p.round !== n + 1 || !roundComplete(p)) break;
    n = p.round;
  }
  return n;
}

/** Whether absence `a` covers round `n`: a withdrawal and an expulsion (Art. 12.9.9) every round
 * from theirs; an exclusion for rounds (Art. 12.9.8) and a requested bye, theirs only. */
export function covers(a: Absence, n: number): boolean {
  if (n < a.from) return false;
  if (a.kind === 'withdrawal' || a.kind === 'expulsion') return true;
  return n < a.from + (a.rounds ?? 1);
}

/** Why a player does not sit at a board of round `n`: the pairing's bye, or an absence. */
export type NotPlaying = { tpn: number; why: 'pairing_bye' } | { tpn: number; why: 'absence'; absence: Absence };

/** The players of round `n` without a board: the pairing's bye, then each absence covering the
 * round, by starting number (a player once only). */
export function notPlaying(p: Pairing, absences: Absence[]): NotPlaying[] {
  const seated = new Set(p.boards.flatMap((b) => [b.white.tpn, b.black.tpn]));
  const out: NotPlaying[] = [];
  if (p.bye) out.push({ tpn: p.bye.tpn, why: 'pairing_bye' });
  for (const a of [...absences].sort((x, y) => x.player - y.player)) {
    if (!covers(a, p.round) || seated.has(a.player) || out.some((o) => o.tpn === a.player)) continue;
    out.push({ tpn: a.player, why: 'absence', absence: a });
  }
  return out;
}

/** The key of an absence's words: `withdrawal`, `suspension`, `expulsion`, `bye.half`, … */
export const absenceKind = (a: Absence): string => (a.kind === 'bye' ? `bye.${a.bye ?? 'zero'}` : a.kind);

/** The result codes used in a crosstable, in the key's order (the key lists those only). */
export function codesUsed(x: Crosstable): string[] {
  const used = new Set(x.rows.flatMap((r) => r.rounds.map((e) => e.result.trim())).filter(Boolean));
  return RESULT_CODES.filter((c) => used.has(c));
}

/** A crosstable cell as chess-results writes it: opponent, colour, result (`6wW`, `10w+`, `H`). */
export const cellText = (e: CrossRound): string => `${e.opponent ?? ''}${e.colour ?? ''}${e.result.trim()}`;

/** The result of a round robin's grid cell, from the row player's side: `1`, `½`, `0`, `+`, `−`
 * (a double round robin's two games, one after the other). */
export const gridResult = (code: string): string => (code === '=' || code === 'D' ? '½' : code === '-' ? '−' : code === 'W' ? '1' : code === 'L' ? '0' : code.trim());

/** A round robin's grid: for each row player, for each opponent, the results of their games
 * (in round order; `null` on the diagonal). Rows and columns both by starting number, as the
 * Berger tables number the players (C.05): the diagonal is the diagonal. */
export function grid(x: Crosstable): { row: CrossRow; cells: (string[] | null)[] }[] {
  const rows = [...x.rows].sort((a, b) => a.tpn - b.tpn);
  const order = rows.map((r) => r.tpn);
  return rows.map((row) => ({
    row,
    cells: order.map((tpn) =>
      tpn === row.tpn
        ? null
        : row.rounds.filter((e) => e.opponent === tpn && e.result.trim() !== '').map((e) => gridResult(e.result))),
  }));
}

/** A player's board in round `p`, with his colour, if he has one. */
export function boardOf(p: Pairing, tpn: number): { board: BoardSummary; colour: 'white' | 'black' } | null {
  for (const b of p.boards) {
    if (b.white.tpn === tpn) return { board: b, colour: 'white' };
    if (b.black.tpn === tpn) return { board: b, colour: 'black' };
  }
  return null;
}

/** A board's result from each side: `1-0`, `0-1`, `1/2-1/2`, and the forfeits `+/-`, `-/+`,
 * `-/-` (Art. 6.7.1), and the unequal scores a regulation may give (`0-1/2`, Art. 6.9 in 1/2-0). */
const SIDES: Record<string, [string, string]> = {
  '1-0': ['1', '0'],
  '0-1': ['0', '1'],
  '1/2-1/2': ['½', '½'],
  '+/-': ['+', '−'],
  '-/+': ['−', '+'],
  '-/-': ['−', '−'],
  '0-0': ['0', '0'],
  '1/2-0': ['½', '0'],
  '0-1/2': ['0', '½'],
};

/** A result seen from one side: `1-0` from Black's is `0`; `+/-` from White's is `+`. */
export function resultFor(result: string | null, colour: 'white' | 'black'): string {
  if (!result) return '';
  const sides = SIDES[result];
  return sides ? sides[colour === 'white' ? 0 : 1] : result;
}

/** Where each public page is: the tab, the round of the pairings, the round the standings are
 * after, the player. Kept in the address (`?tab=standings&after=3`, `?player=4`),
 * so that a link says it and the back button goes back. */
export interface Place {
  tab: 'pairings' | 'standings' | 'crosstable' | 'player';
  round: number | null;
  after: number | null;
  player: number | null;
}

/** Reads the place from a path and a query. */
export function readPlace(path: string, search: string): Place {
  const q = new URLSearchParams(search);
  const num = (v: string | null | undefined) => {
    const n = Number(v);
    return v && Number.isInteger(n) && n > 0 ? n : null;
  };
  const player = /\/player\/(\d+)\/?$/.exec(path)?.[1] ?? q.get('player');
  if (player) return { tab: 'player', round: null, after: null, player: num(player) };
  const tab = q.get('tab');
  return {
    tab: tab === 'standings' || tab === 'crosstable' ? tab : 'pairings',
    round: num(q.get('round')),
    after: num(q.get('after')),
    player: null,
  };
}

/** The address of a place of event `id`. */
export function placeUrl(id: string, place: Place): string {
  // The query, not `/event/{id}/player/{n}`: the server answers the page at `/event/{id}` (its
  // page routes are a list, `crates/server/src/web.rs`); the path form is read too.
  if (place.tab === 'player' && place.player) return `/event/${id}?player=${place.player}`;
  const q = new URLSearchParams();
  if (place.tab !== 'pairings') q.set('tab', place.tab);
  if (place.tab === 'pairings' && place.round) q.set('round', String(place.round));
  if (place.tab === 'standings' && place.after) q.set('after', String(place.after));
  const s = q.toString();
  return `/event/${id}${s ? `?${s}` : ''}`;
}

/** An ISO day (`2026-11-28`) as a date at midnight UTC, or null when it is not one. */
function day(iso: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/** The event's dates as the page's language writes them, by the browser's own locale data
 * (`Intl`): « 28–30 novembre 2026 », "28–30 November 2026"; one day alone when the event has one;
 * the ISO text as given when it is not a day. */
export function datesWords(start: string | null | undefined, end: string | null | undefined, lang = currentLang()): string {
  const format = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const [from, to] = [day(start), day(end)];
  if (from && to && to >= from) return format.formatRange(from, to);
  if (from && !end) return format.format(from);
  return [start, end].filter(Boolean).join(' – ');
}
