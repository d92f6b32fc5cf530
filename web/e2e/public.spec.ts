/**
 * Issue 35, items 6 and 8: an event's public pages as players read them — the entries before
 * round 1; every round's pairings with scores and ratings, the bye, a requested bye and a
 * withdrawal named (Art. 12.9.8, 12.9.9), each game linked; the standings after the last
 * complete round (C.07), the round in play marked; the crosstable and a round robin's grid, with
 * the key to every code and tie-break; a page per player with his games; the place in the
 * address (the back button returns); the game page names the event, round and board. Each state
 * checked by axe-core (every rule, experimental ones included) at 1280×900 and 390×844, in
 * English and French, and photographed (`ARBITER_SHOTS`; the copies in docs/screenshots).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { noViolations } from './axe';
import { fits, person, shot, VIEWPORTS } from './helpers';

interface Link { board: number; game: string; white: string | null; black: string | null }

const post = async (request: APIRequestContext, path: string, token: string, data: unknown): Promise<unknown> => {
  const r = await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(r.status(), `${path}: ${await r.text()}`).toBeLessThan(300);
  return r.json();
};

/** A Swiss of 10 (Dutch, C.04.3): round 1 played out (one game lost by forfeit, Art. 6.7.1);
 * no. 10 withdraws and no. 9 asks a half-point bye for round 2 (Art. 12.9.8, 12.9.9); round 2
 * paired, published, two of its four boards over. */
async function swiss(request: APIRequestContext, paired = true): Promise<{ id: string; token: string; round2: Link[] }> {
  const created = (await (await request.post('/api/events', {
    data: { name: 'Open de Lyon', system: 'swiss', rounds: 5, start_date: '2026-11-28', end_date: '2026-11-30', venue: 'Lyon', config: { time_control: '5400+30' } },
  })).json()) as { id: string; token: string };
  const { id, token } = created;
  const players = Array.from({ length: 10 }, (_, i) => ({ name: `Joueur, ${String.fromCharCode(65 + i)}${i}`, rating: 2300 - 37 * i, federation: i % 2 ? 'FRA' : 'GER' }));
  await post(request, `/api/events/${id}/players`, token, { players });
  if (!paired) return { id, token, round2: [] };
  await post(request, `/api/events/${id}/rounds`, token, { publish: true });
  await post(request, `/api/events/${id}/rounds/1/start`, token, {});
  for (const [board, result] of [[1, '1-0'], [2, '1/2-1/2'], [3, '0-1'], [4, '+/-'], [5, '1-0']] as const) {
    await post(request, `/api/events/${id}/rounds/1/boards/${board}/result`, token, { result });
  }
  await post(request, `/api/events/${id}/absences`, token, { player: 10, kind: 'withdrawal', reason: 'ill' });
  await post(request, `/api/events/${id}/absences`, token, { player: 9, kind: 'bye', bye: 'half' });
  const { links } = (await post(request, `/api/events/${id}/rounds`, token, { publish: true })) as { links: Link[] };
  await post(request, `/api/events/${id}/rounds/2/start`, token, {});
  await post(request, `/api/events/${id}/rounds/2/boards/1/result`, token, { result: '1/2-1/2' });
  await post(request, `/api/events/${id}/rounds/2/boards/3/result`, token, { result: '1-0' });
  return { id, token, round2: links };
}

/** A round robin of 6 (C.05, Berger): round 1 over. */
async function roundRobin(request: APIRequestContext): Promise<string> {
  const { id, token } = (await (await request.post('/api/events', {
    data: { name: 'Fermé de Lyon', system: 'round_robin', config: { time_control: '5400+30' } },
  })).json()) as { id: string; token: string };
  const players = Array.from({ length: 6 }, (_, i) => ({ name: `Fermé, ${i + 1}`, rating: 2400 - 25 * i, federation: 'FRA' }));
  await post(request, `/api/events/${id}/players`, token, { players });
  await post(request, `/api/events/${id}/rounds`, token, { publish: true });
  await post(request, `/api/events/${id}/rounds/1/start`, token, {});
  for (const [board, result] of [[1, '1-0'], [2, '1/2-1/2'], [3, '0-1']] as const) {
    await post(request, `/api/events/${id}/rounds/1/boards/${board}/result`, token, { result });
  }
  return id;
}

for (const vp of VIEWPORTS) {
  for (const locale of ['en-GB', 'fr-FR']) {
    const fr = locale === 'fr-FR';
    const tag = `${vp.name}${fr ? '-fr' : ''}`;
    test(`issue 35 item 6: the public pages of a Swiss as players read them, ${vp.width}×${vp.height}, ${locale}`, async ({ browser, request }) => {
      const { id, round2 } = await swiss(request);
      const { context, page } = await person(browser, locale, vp);

      // The pairings: the round in play by default, with every board, its scores and ratings.
      await page.goto(`/event/${id}`);
      await expect(page.locator('h1')).toHaveText('Open de Lyon');
      await expect(page.locator('.event-meta')).toContainText(fr ? /28\s?–\s?30 novembre 2026, Lyon/ : /28\s?–\s?30 November 2026, Lyon/);
      await expect(page.locator('table.pairings tbody tr')).toHaveCount(4);
      await expect(page.locator('section.pairings-page h2')).toContainText(fr ? 'Ronde 2 — en cours' : 'Round 2 — in play');
      // Who does not play round 2, and why: the withdrawal and the requested bye (Art. 12.9.8, 12.9.9).
      const away = page.locator('section.not-playing li');
      await expect(away).toHaveCount(2);
      await expect(away.nth(0)).toContainText(fr ? 'Joueur, I8 : exempt demandé, un demi-point' : 'Joueur, I8: half-point bye, requested');
      await expect(away.nth(1)).toContainText(fr ? 'Joueur, J9 : forfait général (ill)' : 'Joueur, J9: withdrawn (ill)');
      // Each game linked, each seat with its rating and its score before the round.
      await expect(page.locator('table.pairings a.game-link')).toHaveCount(4);
      await expect(page.locator('table.pairings a.game-link').first()).toHaveAttribute('href', `/game/${round2[0].game}?event=${id}`);
      await expect(page.locator('table.pairings tbody tr').first().locator('td.white .meta')).toContainText(/\(\d+\) \d{4} · (score (1|½|0)|(1|½|0) pt)/);
      await expect(page.locator('table.pairings tbody tr[data-board="1"] td.result')).toContainText('1/2-1/2');
      await noViolations(page, `the pairings of round 2 (${tag})`);
      await fits(page, `the pairings of round 2 (${tag})`);
      await shot(page, `event-public-pairings-${tag}`, { docs: true });

      // Round 1 in the address; the forfeit and the bye of the pairing named.
      await page.locator('nav.rounds a', { hasText: 'R1' }).click();
      await expect(page).toHaveURL(new RegExp(`/event/${id}\\?round=1$`));
      await expect(page.locator('table.pairings tbody tr')).toHaveCount(5);
      await expect(page.locator('table.pairings tbody tr[data-board="4"] td.result')).toContainText('+/-');
      await expect(page.locator('section.pairings-page h2')).not.toContainText(fr ? 'en cours' : 'in play');
      await noViolations(page, `the pairings of round 1 (${tag})`);
      await fits(page, `the pairings of round 1 (${tag})`);
      // The back button: round 2 again.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/event/${id}$`));
      await expect(page.locator('table.pairings tbody tr')).toHaveCount(4);

      // The standings: after round 1 (the last complete) by default; round 2 marked in play.
      await page.getByRole('button', { name: fr ? 'Classement' : 'Standings' }).click();
      await expect(page).toHaveURL(new RegExp(`/event/${id}\\?tab=standings$`));
      await expect(page.locator('section.standings-page h2')).toHaveText(fr ? 'Classement après la ronde 1' : 'Standings after round 1');
      await expect(page.locator('table.standings tbody tr')).toHaveCount(10);
      await expect(page.locator('table.standings thead')).toContainText('BH/C1');
      // The key names every tie-break (C.07).
      await expect(page.locator('section.key')).toContainText(fr ? 'Buchholz' : 'Buchholz, the lowest score cut');
      await noViolations(page, `the standings after round 1 (${tag})`);
      await fits(page, `the standings after round 1 (${tag})`);
      await shot(page, `event-public-standings-${tag}`, { docs: true });
      await page.locator('nav.rounds a', { hasText: 'R2' }).click();
      await expect(page).toHaveURL(new RegExp(`/event/${id}\\?tab=standings&after=2$`));
      await expect(page.locator('section.standings-page h2')).toHaveText(fr ? 'Classement après la ronde 2 — en cours, provisoire' : 'Standings after round 2 — in play, not final');
      await noViolations(page, `the standings with round 2 in play (${tag})`);
      await fits(page, `the standings with round 2 in play (${tag})`);
      await page.goBack();
      await expect(page.locator('section.standings-page h2')).toHaveText(fr ? 'Classement après la ronde 1' : 'Standings after round 1');

      // The crosstable (the wall chart), its cells and their key.
      await page.getByRole('button', { name: fr ? 'Grille américaine' : 'Crosstable' }).click();
      await expect(page).toHaveURL(new RegExp(`/event/${id}\\?tab=crosstable$`));
      await expect(page.locator('table.crosstable tbody tr')).toHaveCount(10);
      await expect(page.locator('table.crosstable td.cell').filter({ hasText: /^\d+w\+$/ })).toHaveCount(1);
      const key = page.locator('section.key');
      await expect(key).toContainText(fr ? 'gain par forfait (art. 6.7.1)' : 'win by forfeit (Art. 6.7.1)');
      await expect(key).toContainText(fr ? 'exempt, un demi-point' : 'half-point bye');
      await noViolations(page, `the crosstable (${tag})`);
      await fits(page, `the crosstable (${tag})`);
      await shot(page, `event-public-crosstable-${tag}`, { docs: true });

      // A player's page: his games, round by round, each linked; his next board.
      const name = page.locator('table.crosstable tbody tr').first().locator('a.player-link');
      const tpn = await name.getAttribute('data-tpn');
      await name.click();
      await expect(page).toHaveURL(new RegExp(`/event/${id}\\?player=${tpn}$`));
      await expect(page.locator('table.player-games tbody tr')).toHaveCount(2);
      // The address alone opens it (a link a player keeps).
      await page.reload();
      await expect(page.locator('table.player-games tbody tr')).toHaveCount(2);
      await expect(page.locator('.player-meta')).toContainText(fr ? 'rang 1' : 'rank 1');
      await noViolations(page, `a player's page (${tag})`);
      await fits(page, `a player's page (${tag})`);
      await shot(page, `player-${tag}`, { docs: true });
      // His game opened: the game page names the event, the round and the board (item 8).
      const game = page.locator('table.player-games a.game-link').first();
      const href = (await game.getAttribute('href')) ?? '';
      await game.click();
      await expect(page).toHaveURL(href);
      await expect(page.locator('p.game-event a').first()).toHaveText(
        fr ? /^Open de Lyon, ronde 1, échiquier \d$/ : /^Open de Lyon, round 1, board \d$/);
      await expect(page.locator('button.rematch')).toHaveCount(0);
      await noViolations(page, `a game of the event (${tag})`);
      await fits(page, `a game of the event (${tag})`);
      await page.locator('p.game-event a').first().click();
      await expect(page).toHaveURL(new RegExp(`/event/${id}\\?round=1$`));
      await expect(page.locator('table.pairings tbody tr')).toHaveCount(5);
      await context.close();
    });

    test(`issue 35 item 6: the entries before round 1, a round robin's grid, the events opened listed at home, ${vp.width}×${vp.height}, ${locale}`, async ({ browser, request }) => {
      const { id } = await swiss(request, false);
      const rr = await roundRobin(request);
      const { context, page } = await person(browser, locale, vp);
      await page.goto(`/event/${id}`);
      await expect(page.locator('table.entries-public tbody tr')).toHaveCount(10);
      await noViolations(page, `the entries before round 1 (${tag})`);
      await fits(page, `the entries before round 1 (${tag})`);
      await shot(page, `event-public-entries-${tag}`, { docs: true });
      await page.goto(`/event/${rr}?tab=crosstable`);
      await expect(page.locator('table.crosstable.grid tbody tr')).toHaveCount(6);
      await expect(page.locator('table.crosstable.grid td.diag')).toHaveCount(6);
      // Rows and columns by starting number: the diagonal is the diagonal.
      const diagonal = await page.locator('table.crosstable.grid tbody tr').evaluateAll((rows) =>
        rows.map((r) => [...r.querySelectorAll('td.g, td.diag')].findIndex((c) => c.classList.contains('diag'))));
      expect(diagonal).toEqual([0, 1, 2, 3, 4, 5]);
      await expect(page.locator('table.crosstable.grid td.g').filter({ hasText: /^(1|½|0)$/ })).toHaveCount(6);
      await expect(page.locator('table.crosstable.grid td.g').filter({ hasText: '½' })).toHaveCount(2);
      await noViolations(page, `a round robin's grid (${tag})`);
      await fits(page, `a round robin's grid (${tag})`);
      await shot(page, `event-public-grid-${tag}`, { docs: true });
      // The way back in: the home page lists the events opened here, newest first.
      await page.goto('/');
      const seen = page.locator('.events-seen li');
      await expect(seen).toHaveCount(2);
      await expect(seen.first().locator('a').first()).toHaveText('Fermé de Lyon');
      await expect(seen.first().locator('a').first()).toHaveAttribute('href', `/event/${rr}`);
      await expect(seen.nth(1).locator('a').first()).toHaveAttribute('href', `/event/${id}`);
      await noViolations(page, `the home page with the events opened (${tag})`);
      await fits(page, `the home page with the events opened (${tag})`);
      await context.close();
    });
  }
}

test('issue 35 item 6: the pairings, standings and wall chart print without the page’s controls', async ({ browser, request }) => {
  const { id } = await swiss(request);
  const { context, page } = await person(browser, 'en-GB');
  await page.emulateMedia({ media: 'print' });
  for (const tab of ['', '?tab=standings', '?tab=crosstable']) {
    await page.goto(`/event/${id}${tab}`);
    await expect(page.locator('.event-body table').first()).toBeVisible();
    await expect(page.locator('nav.tabs')).toBeHidden();
    await expect(page.locator('nav.rounds')).toHaveCount(tab === '?tab=crosstable' ? 0 : 1);
    await expect(page.locator('nav.rounds').first()).toBeHidden();
    await expect(page.locator('#header')).toBeHidden();
  }
  await context.close();
});

test('issue 35 item 6: a player’s page says his next board while his game of the round is not over, and links it', async ({ browser, request }) => {
  const { id, round2 } = await swiss(request);
  // Board 2 of round 2 is still being played (boards 1 and 3 are over).
  const pairings = (await (await request.get(`/api/events/${id}/pairings?round=2`)).json()) as { boards: { board: number; white: { tpn: number }; black: { name: string } }[] };
  const board2 = pairings.boards[1];
  const { context, page } = await person(browser, 'en-GB');
  await page.goto(`/event/${id}?player=${board2.white.tpn}`);
  await expect(page.locator('p.next-board')).toContainText(`Next: round 2, board 2, with White against ${board2.black.name}.`);
  await expect(page.locator('p.next-board a.game-link')).toHaveAttribute('href', `/game/${round2[1].game}?event=${id}`);
  await noViolations(page, 'a player’s page with his next board');
  await fits(page, 'a player’s page with his next board');
  await context.close();
});
