/**
 * Issue 35, item 7: the spectators' live page of an event, `/event/{id}?view=live` — every board of
 * the round with its small board, both clocks and the last move, as lichess's broadcasts show
 * them — follows the event's public stream without the arbiter's link: two boards' moves, made
 * through the API by the players' seats, appear on it within 1 s. The event's PGN (the broadcast
 * feed) is linked from the page, reads with `arbiter check` and carries the tags lichess's
 * broadcasts read (`Date`, `Site`, `Round`, each side's `Elo`, `FideId` and `Title`) and
 * `[Termination "forfeit"]` on a forfeit. axe-core (every rule, experimental ones included) at 1280×900
 * and 390×844, in English and French; screenshots (`ARBITER_SHOTS`; the copies in docs/screenshots).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { noViolations } from './axe';
import { arbiter, fits, followLink, person, shot, VIEWPORTS } from './helpers';


interface Link { board: number; game: string; white: string | null; black: string | null }

/** An event of 8 players, round 1 published and its clocks started (Art. 6.6): 4 boards. */
async function event(request: APIRequestContext): Promise<{ id: string; links: Link[] }> {
  const { id, token } = (await (await request.post('/api/events', {
    data: { name: 'Blitz de Lyon', system: 'swiss', rounds: 5, config: { time_control: '300+2' } },
  })).json()) as { id: string; token: string };
  const auth = { authorization: `Bearer ${token}` };
  const players = Array.from({ length: 8 }, (_, i) => ({ name: `Blitz, ${i + 1}`, rating: 2500 - 50 * i, federation: 'FRA' }));
  expect((await request.post(`/api/events/${id}/players`, { headers: auth, data: { players } })).status()).toBe(201);
  const paired = await request.post(`/api/events/${id}/rounds`, { headers: auth, data: { publish: true } });
  expect(paired.status()).toBe(201);
  const { links } = (await paired.json()) as { links: Link[] };
  expect((await request.post(`/api/events/${id}/rounds/1/start`, { headers: auth, data: {} })).status()).toBe(200);
  return { id, links };
}

const seat = (link: string | null): string => /#(?:white|black)=([0-9a-f]+)/.exec(link ?? '')?.[1] ?? '';

/** A move by a seat, through the API. */
async function move(request: APIRequestContext, game: string, token: string, by: 'white' | 'black', san: string): Promise<void> {
  const r = await request.post(`/api/games/${game}/events`, { headers: { authorization: `Bearer ${token}` }, data: { type: 'move', by, move: san } });
  expect(r.status(), await r.text()).toBe(200);
}

test('issue 35 item 7: two boards’ moves appear on the public live page within 1 s, with the clocks', async ({ browser, request }) => {
  const { id, links } = await event(request);
  // A spectator: no arbiter's link, no seat.
  const { context, page } = await person(browser, 'en-GB');
  await page.goto(`/event/${id}?view=live`);
  const cards = page.locator('li.live-card');
  await expect(cards).toHaveCount(4);
  await expect(page.locator('.link-state')).toHaveText('Live');
  await expect(page.locator('a.pgn-link')).toHaveAttribute('href', `/api/events/${id}/pgn`);
  // Every card has its board (chessground, view only) and White's clock running (Art. 6.6).
  await expect(page.locator('li.live-card .board.mini cg-board')).toHaveCount(4);
  await expect(page.locator('li.live-card .live-clock.ticking[data-side="white"]')).toHaveCount(4);
  const [one, two] = [links[0], links[2]];
  const card1 = page.locator(`li.live-card[data-board="${one.board}"]`);
  const card2 = page.locator(`li.live-card[data-board="${two.board}"]`);
  // White moves on two boards; each move is on the page within 1 s of the answer.
  for (const [link, card, san, text] of [[one, card1, 'e4', '1. e4'], [two, card2, 'd4', '1. d4']] as const) {
    const sent = Date.now();
    await move(request, link.game, seat(link.white), 'white', san);
    await expect(card.locator('.live-last')).toHaveText(text, { timeout: 1_000 });
    // What it took, from the request sent to the move on the page (for the record, not asserted
    // beyond the 1 s above: speed belongs to benchmarks).
    console.log(`live page: ${san} on board ${link.board} shown ${Date.now() - sent} ms after the request`);
  }
  // Then Black on both, at once: both within 1 s.
  await Promise.all([
    move(request, one.game, seat(one.black), 'black', 'c5'),
    move(request, two.game, seat(two.black), 'black', 'Nf6'),
  ]);
  await expect(card1.locator('.live-last')).toHaveText('1… c5', { timeout: 1_000 });
  await expect(card2.locator('.live-last')).toHaveText('1… Nf6', { timeout: 1_000 });
  // The last move is marked on the small board, and the pieces moved.
  await expect(card1.locator('cg-board square.last-move')).toHaveCount(2);
  await expect(card1.locator('.board.mini')).toHaveAttribute('aria-label', /^Board 1: Blitz, \d – Blitz, \d, last move 1… c5$/);
  // White's clock stopped on the boards where Black is to move... and Black's runs.
  await expect(card1.locator('.live-clock.ticking[data-side="black"]')).toHaveCount(0);
  await expect(card1.locator('.live-clock.ticking[data-side="white"]')).toHaveCount(1);
  // The card links to the game, which names its event.
  await expect(card1.locator('a.live-watch')).toHaveAttribute('href', `/game/${one.game}?event=${id}`);
  await context.close();
});

for (const vp of VIEWPORTS) {
  for (const locale of ['en-GB', 'fr-FR']) {
    const fr = locale === 'fr-FR';
    const tag = `${vp.name}${fr ? '-fr' : ''}`;
    test(`issue 35 item 7: the live page without an axe-core violation, ${vp.width}×${vp.height}, ${locale}`, async ({ browser, request }) => {
      const { id, links } = await event(request);
      for (const [i, line] of [['e4', 'e5'], ['d4', 'Nf6'], ['c4'], []].entries()) {
        const link = links[i];
        for (const [j, san] of line.entries()) await move(request, link.game, seat(j % 2 ? link.black : link.white), j % 2 ? 'black' : 'white', san);
      }
      const { context, page } = await person(browser, locale, vp);
      await page.goto(`/event/${id}?view=live`);
      await expect(page.locator('li.live-card')).toHaveCount(4);
      await expect(page.locator('li.live-card[data-board="1"] .live-last')).toHaveText('1… e5');
      await expect(page.locator('li.live-card[data-board="4"] .live-last')).toHaveText(fr ? 'aucun coup joué' : 'no move yet');
      await expect(page.locator('h1')).toHaveText(fr ? 'Blitz de Lyon — Ronde 1 en direct' : 'Blitz de Lyon — Round 1, live');
      await noViolations(page, `the live page (${tag})`);
      await fits(page, `the live page (${tag})`);
      await shot(page, `live-${tag}`, { docs: true });
      await context.close();
    });
  }
}

test('issue 35 item 7: the event\'s PGN feed, linked from the public page, reads with arbiter check and carries Date, Site, Round, Elo, FideId, Title and Termination "forfeit"', async ({ browser, request }) => {
  const { id, token } = (await (await request.post('/api/events', {
    data: { name: 'Open de Lyon', system: 'swiss', rounds: 3, start_date: '2026-06-12', venue: 'Lyon, salle des fêtes', config: { time_control: '900+10' } },
  })).json()) as { id: string; token: string };
  const auth = { authorization: `Bearer ${token}` };
  // Titles as TRF (columns 11-13: `g`, `wm`) and FIDE's list (`IM`) write them.
  const players = [
    { name: 'Titled, One', rating: 2600, fide_id: 1000001, federation: 'FRA', title: 'GM' },
    { name: 'Titled, Two', rating: 2500, fide_id: 1000002, federation: 'FRA', title: 'm' },
    { name: 'Titled, Three', rating: 2400, fide_id: 1000003, federation: 'GER', title: 'wg' },
    { name: 'Titled, Four', rating: 2300, fide_id: 1000004, federation: 'ESP', title: 'WIM' },
  ];
  expect((await request.post(`/api/events/${id}/players`, { headers: auth, data: { players } })).status()).toBe(201);
  // A title that is none of FIDE's is refused, by its code.
  const wrong = await request.post(`/api/events/${id}/players`, { headers: auth, data: { name: 'Wrong, Title', title: 'XYZ' } });
  expect(wrong.status()).toBe(400);
  expect(((await wrong.json()) as { error: { key: string } }).error.key).toBe('player_bad_title');
  const paired = await request.post(`/api/events/${id}/rounds`, { headers: auth, data: { publish: true } });
  const { links } = (await paired.json()) as { links: Link[] };
  expect((await request.post(`/api/events/${id}/rounds/1/start`, { headers: auth, data: {} })).status()).toBe(200);
  await move(request, links[0].game, seat(links[0].white), 'white', 'e4');
  await move(request, links[0].game, seat(links[0].black), 'black', 'c5');
  // Board 2: Black absent, forfeited by the arbiter (Art. 6.7.1).
  const forfeit = await request.post(`/api/events/${id}/rounds/1/boards/2/result`, { headers: auth, data: { result: '+/-' } });
  expect(forfeit.status(), await forfeit.text()).toBe(200);
  // The public page links the feed; the spectator follows the link.
  const { context, page } = await person(browser, 'en-GB');
  await page.goto(`/event/${id}`);
  const pgn = await followLink(page, page.locator('a.pgn-link'));
  await context.close();
  const file = join(mkdtempSync(join(tmpdir(), 'live-pgn-')), 'event.pgn');
  writeFileSync(file, pgn);
  const checked = arbiter(['check', file]);
  expect(checked.status, `arbiter check: ${checked.stdout} ${checked.stderr}`).toBe(0);
  const games = pgn.split(/\n(?=\[Event )/);
  expect(games).toHaveLength(2);
  const tags = (g: string) => new Map([...g.matchAll(/^\[(\w+) "([^"]*)"\]$/gm)].map((m) => [m[1], m[2]]));
  const [one, two] = games.map(tags);
  for (const t of [one, two]) {
    expect(t.get('Date')).toBe('2026.06.12');
    expect(t.get('Site')).toBe('Lyon, salle des fêtes');
    for (const side of ['White', 'Black']) {
      const who = players.find((p) => p.name === t.get(side));
      expect(who, `${side} of round ${t.get('Round')}`).toBeTruthy();
      expect(t.get(`${side}Elo`)).toBe(String(who?.rating));
      expect(t.get(`${side}FideId`)).toBe(String(who?.fide_id));
      // PGN names FIDE's titles in full: TRF-16's `m` is IM, `wg` WGM.
      expect(t.get(`${side}Title`)).toBe({ GM: 'GM', m: 'IM', wg: 'WGM', WIM: 'WIM' }[who?.title ?? '']);
    }
  }
  expect(one.get('Round')).toBe('1.1');
  expect(one.get('Termination') ?? 'none', 'a game in play is no forfeit').not.toBe('forfeit');
  expect(two.get('Round')).toBe('1.2');
  expect(two.get('Result')).toBe('1-0');
  expect(two.get('Termination')).toBe('forfeit');
});
