import './words-testing';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  cellText, codesUsed, datesWords, covers, grid, lastComplete, notPlaying, placeUrl, readPlace, resultFor,
  type Absence, type Crosstable, type Pairing,
} from './event-data';
import type { BoardSummary } from './hall';

const seat = (tpn: number) => ({ tpn, name: `P${tpn}`, rating: null });
const board = (n: number, w: number, b: number, result: string | null): BoardSummary => ({
  round: 1, board: n, game: `g${n}`, white: seat(w), black: seat(b), status: result ? 'finished' : 'started',
  result, ply: 0, clock: null, at_ms: 0, open: [],
});
const round = (n: number, results: (string | null)[], published = true): Pairing => ({
  round: n, published, bye: null, boards: results.map((r, i) => board(i + 1, 2 * i + 1, 2 * i + 2, r)),
});
const absence = (a: Partial<Absence>): Absence => ({ player: 1, kind: 'withdrawal', from: 1, rounds: null, bye: null, reason: null, ...a });

test('issue 35: the standings are "after round N" of the last round complete, each round before it complete too', () => {
  assert.equal(lastComplete([]), 0);
  assert.equal(lastComplete([round(1, ['1-0', null])]), 0);
  assert.equal(lastComplete([round(1, ['1-0', '+/-']), round(2, ['1/2-1/2', null])]), 1);
  assert.equal(lastComplete([round(2, ['1-0']), round(1, ['0-1'])]), 2);
  // A round paired and not published is not complete, whatever its boards.
  assert.equal(lastComplete([round(1, ['1-0']), round(2, [], false)]), 1);
});

test('Art. 12.9.8, 12.9.9: which rounds an absence covers — a withdrawal and an expulsion every round from theirs, an exclusion and a bye theirs only', () => {
  assert.ok(!covers(absence({ kind: 'withdrawal', from: 3 }), 2));
  assert.ok(covers(absence({ kind: 'withdrawal', from: 3 }), 7));
  assert.ok(covers(absence({ kind: 'expulsion', from: 2 }), 5));
  assert.ok(covers(absence({ kind: 'suspension', from: 2, rounds: 2 }), 3));
  assert.ok(!covers(absence({ kind: 'suspension', from: 2, rounds: 2 }), 4));
  assert.ok(covers(absence({ kind: 'bye', bye: 'half', from: 2 }), 2));
  assert.ok(!covers(absence({ kind: 'bye', bye: 'half', from: 2 }), 3));
});

test('issue 35: the players without a board in a round — the pairing bye, then the absences by number, each once', () => {
  const p: Pairing = { ...round(2, [null]), bye: seat(5) };
  const away = notPlaying(p, [
    absence({ player: 7, kind: 'withdrawal', from: 2 }),
    absence({ player: 6, kind: 'bye', bye: 'half', from: 2 }),
    absence({ player: 5, kind: 'bye', bye: 'zero', from: 2 }),
    absence({ player: 1, kind: 'bye', bye: 'full', from: 2 }), // seated all the same: not listed
    absence({ player: 8, kind: 'bye', bye: 'full', from: 3 }),
  ]);
  assert.deepEqual(away.map((a) => [a.tpn, a.why]), [[5, 'pairing_bye'], [6, 'absence'], [7, 'absence']]);
});

test('TRF-2026: a crosstable cell is the opponent, the colour and the result code (6wW, 10w+, H); the key lists the codes used', () => {
  assert.equal(cellText({ round: 1, opponent: 6, colour: 'w', result: 'W' }), '6wW');
  assert.equal(cellText({ round: 1, opponent: 10, colour: 'w', result: '+' }), '10w+');
  assert.equal(cellText({ round: 1, opponent: null, colour: null, result: 'H' }), 'H');
  const x: Crosstable = {
    rounds: 1, tiebreaks: [],
    rows: [
      { rank: 1, tpn: 1, name: 'A', rating: null, federation: '', points: '1', rounds: [{ round: 1, opponent: 2, colour: 'w', result: '+' }] },
      { rank: 2, tpn: 2, name: 'B', rating: null, federation: '', points: '0', rounds: [{ round: 1, opponent: 1, colour: 'b', result: '-' }] },
      { rank: 2, tpn: 3, name: 'C', rating: null, federation: '', points: '0.5', rounds: [{ round: 1, opponent: null, colour: null, result: 'H' }] },
    ],
  };
  assert.deepEqual(codesUsed(x), ['+', '-', 'H']);
});

test('C.05: a round robin\'s grid — each row player\'s results against each column, rows and columns by number, the diagonal empty, both games of a double round robin', () => {
  const x: Crosstable = {
    rounds: 2, tiebreaks: [],
    rows: [
      { rank: 1, tpn: 2, name: 'B', rating: null, federation: '', points: '1.5', rounds: [{ round: 1, opponent: 1, colour: 'b', result: '1' }, { round: 2, opponent: 1, colour: 'w', result: '=' }] },
      { rank: 2, tpn: 1, name: 'A', rating: null, federation: '', points: '0.5', rounds: [{ round: 1, opponent: 2, colour: 'w', result: '0' }, { round: 2, opponent: 2, colour: 'b', result: '=' }] },
    ],
  };
  assert.deepEqual(grid(x).map((r) => [r.row.tpn, r.cells]), [[1, [null, ['0', '½']]], [2, [['1', '½'], null]]]);
});

test('issue 35: a board\'s result from each side, forfeits included (Art. 6.7.1)', () => {
  assert.equal(resultFor('1-0', 'black'), '0');
  assert.equal(resultFor('1/2-1/2', 'white'), '½');
  assert.equal(resultFor('+/-', 'white'), '+');
  assert.equal(resultFor('-/+', 'white'), '−');
  assert.equal(resultFor(null, 'white'), '');
});

test('issue 35: the tab, the round and the player are in the address, and read back from it', () => {
  const places = [
    { tab: 'pairings', round: null, after: null, player: null },
    { tab: 'pairings', round: 3, after: null, player: null },
    { tab: 'standings', round: null, after: 2, player: null },
    { tab: 'crosstable', round: null, after: null, player: null },
    { tab: 'player', round: null, after: null, player: 12 },
  ] as const;
  for (const place of places) {
    const url = new URL(placeUrl('Ev1', place), 'http://x');
    assert.deepEqual(readPlace(url.pathname, url.search), place, url.href);
  }
  assert.equal(placeUrl('Ev1', places[2]), '/event/Ev1?tab=standings&after=2');
  // The path form is read too; a number that is no number is none.
  assert.equal(readPlace('/event/Ev1/player/4', '').player, 4);
  assert.equal(readPlace('/event/Ev1', '?round=x').round, null);
});

test('issue 35 item 6: an event\'s dates as each language writes them, by the platform\'s locale data', () => {
  const squeeze = (s: string): string => s.replace(/\s/g, ' ');
  assert.equal(squeeze(datesWords('2026-11-28', '2026-11-30', 'fr')).replace(/ – /, '–'), '28–30 novembre 2026');
  assert.match(squeeze(datesWords('2026-11-28', '2026-12-02', 'fr')), /^28 novembre – 2 décembre 2026$/);
  assert.match(squeeze(datesWords('2026-11-28', '2026-11-30', 'en')), /^28 ?– ?30 November 2026$/);
  assert.equal(squeeze(datesWords('2026-11-28', null, 'en')), '28 November 2026');
  assert.equal(squeeze(datesWords('2026-11-28', '2026-11-28', 'fr')), '28 novembre 2026');
  // Not a day, or an end before the start: the text as given, never a wrong date.
  assert.equal(datesWords('2026-11-30', '2026-11-28', 'en'), '2026-11-30 – 2026-11-28');
  assert.equal(datesWords(null, null, 'en'), '');
});
