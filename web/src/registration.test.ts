// Issue 35: the new event's body (`POST /api/events`) and the registration page's choices.
import './words-testing';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { entryOf, formatOf, ratingFor } from './entries';
import { DEFAULT_TIEBREAKS, TIEBREAKS, specOf } from './event-new';

const form = {
  name: ' Open ', system: 'swiss' as const, rounds: '7', double: false, tiebreaks: ['BH/C1', 'BH', 'SB'],
  start: '2026-05-01', end: '', venue: '  ', fideRated: true, preset: 'rapid', edition: 'fide-2023',
};

test('a Swiss event sends its rounds, the time control of the preset, no empty date or venue', () => {
  assert.deepEqual(specOf(form), {
    name: 'Open', system: 'swiss', rounds: 7, tiebreaks: ['BH/C1', 'BH', 'SB'], fide_rated: true,
    start_date: '2026-05-01', config: { time_control: '900+10', clock_mode: 'fischer', edition: 'fide-2023' },
  });
});

test('a round robin sends no rounds (its table decides, C.05), and double when asked', () => {
  const spec = specOf({ ...form, system: 'round_robin', double: true, venue: 'Paris', end: '2026-05-03' });
  assert.equal(spec.rounds, undefined);
  assert.equal(spec.double, true);
  assert.equal(spec.venue, 'Paris');
  assert.equal(spec.end_date, '2026-05-03');
});

test('C.07: the defaults offered are in the list of tie-breaks the server computes', () => {
  for (const codes of Object.values(DEFAULT_TIEBREAKS)) for (const c of codes) assert.ok((TIEBREAKS as readonly string[]).includes(c), c);
  assert.deepEqual(DEFAULT_TIEBREAKS.swiss, ['BH/C1', 'BH', 'SB']);
  assert.deepEqual(DEFAULT_TIEBREAKS.round_robin, ['DE', 'SB', 'WIN']);
});

test('a listed player is rated as the event is played: A.1 rapid, B.1 blitz, else standard', () => {
  const p = { rating: 2830, rapid_rating: 2823, blitz_rating: 2886 };
  assert.equal(ratingFor(p, '900+10'), 2823);
  assert.equal(ratingFor(p, '180+2'), 2886);
  assert.equal(ratingFor(p, '600'), 2886);
  assert.equal(ratingFor(p, '3600'), 2830);
  assert.equal(ratingFor(p, '40/5400+30:1800+30'), 2830);
  assert.equal(ratingFor(p, undefined), 2830);
});

test('a file’s format is guessed from its name', () => {
  assert.equal(formatOf('club.trf'), 'trf');
  assert.equal(formatOf('Players.CSV'), 'csv');
  assert.equal(formatOf('players_list_foa.txt'), 'fide');
  assert.equal(formatOf('players_list_xml_foa.xml'), 'fide');
  assert.equal(formatOf('report.txt'), 'trf');
});

test('an entry leaves empty fields out and writes the federation in capitals', () => {
  assert.deepEqual(entryOf(' Dupont, Jean ', '', '', 'fra'), { name: 'Dupont, Jean', federation: 'FRA' });
  assert.deepEqual(entryOf('A', '1850', '12345', ''), { name: 'A', rating: 1850, fide_id: 12345 });
});
