/**
 * Issue 35, item 8: the game page of an event's game names the event, the round and the board
 * from the server's own word (the game's view carries `event`; nothing in the address), links
 * back to the round's pairings and offers no rematch; after a friendly game, a rematch is one
 * offer the opponent accepts or declines — one new game for both, colours reversed, never a
 * game each; the invited player chooses his name. At 1280×900 and 390×844, in English and French, each state checked by axe-core.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { noViolations } from './axe';
import { friendGame, person, shot, VIEWPORTS } from './helpers';

interface Link { board: number; game: string; white: string | null; black: string | null }

const post = async (request: APIRequestContext, path: string, token: string, data: unknown): Promise<unknown> => {
  const r = await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(r.status(), `${path}: ${await r.text()}`).toBeLessThan(300);
  return r.json();
};

/** A round robin of four, round 1 published and started: its id and the boards' seat links. */
async function published(request: APIRequestContext): Promise<{ id: string; token: string; links: Link[] }> {
  const { id, token } = (await (await request.post('/api/events', {
    data: { name: 'Fermé de Lyon', system: 'round_robin', config: { time_control: '5400+30' } },
  })).json()) as { id: string; token: string };
  const players = ['Ann', 'Bob', 'Cid', 'Dan'].map((name, i) => ({ name, rating: 2000 - 50 * i }));
  await post(request, `/api/events/${id}/players`, token, { players });
  const { links } = (await post(request, `/api/events/${id}/rounds`, token, { publish: true })) as { links: Link[] };
  await post(request, `/api/events/${id}/rounds/1/start`, token, {});
  return { id, token, links };
}

for (const vp of VIEWPORTS) {
  for (const locale of ['en-GB', 'fr-FR']) {
    const fr = locale === 'fr-FR';
    const tag = `${vp.name}${fr ? '-fr' : ''}`;

    test(`issue 35 item 8: an event's game names its event, round and board and links back, ${vp.width}×${vp.height}, ${locale}`, async ({ browser, request }) => {
      const { id, token, links } = await published(request);
      const board2 = links.find((l) => l.board === 2);
      expect(board2?.black).toBeTruthy();
      const { context, page } = await person(browser, locale, vp);
      // The player's own seat link, as the arbiter handed it: no `?event=` in it.
      await page.goto(board2?.black ?? '');
      const line = page.locator('p.game-event');
      await expect(line.locator('a.event-round')).toHaveText(fr ? 'Fermé de Lyon, ronde 1, échiquier 2' : 'Fermé de Lyon, round 1, board 2');
      await expect(line.locator('a.event-round')).toHaveAttribute('href', `/event/${id}?round=1`);
      await expect(line.locator('a.event-live')).toHaveAttribute('href', `/event/${id}?view=live`);
      await noViolations(page, `an event's game (${tag})`);
      await shot(page, `game-event-${tag}`);
      // Over (the arbiter's decision): still no rematch — the next game is the next round's.
      await post(request, `/api/events/${id}/rounds/1/boards/2/result`, token, { result: '0-1' });
      await expect(page.locator('.status .result')).toBeVisible();
      await expect(page.locator('.actions button.rematch')).toHaveCount(0);
      // A spectator's address names it too.
      await page.goto(`/game/${board2?.game}`);
      await expect(page.locator('p.game-event a.event-round')).toContainText(fr ? 'ronde 1, échiquier 2' : 'round 1, board 2');
      await page.locator('p.game-event a.event-round').click();
      await expect(page).toHaveURL(new RegExp(`/event/${id}\\?round=1$`));
      await expect(page.locator('table.pairings tbody tr')).toHaveCount(2);
      await context.close();
    });

    test(`issue 35 item 8: the invited player chooses his name, once, and both pages show it, ${vp.width}×${vp.height}, ${locale}`, async ({ browser }) => {
      const { white, black, contexts } = await friendGame(browser, { preset: 'rapid', name: 'Ann' }, vp, locale);
      // The creator named himself; the friend's seat has no name yet: he is asked his.
      await expect(white.locator('form.choose-name')).toHaveCount(0);
      const form = black.locator('form.choose-name');
      await expect(form).toBeVisible();
      await expect(form.locator('label')).toContainText(fr ? 'Votre nom' : 'Your name');
      await noViolations(black, `the invited player's name asked (${tag})`);
      await shot(black, `game-name-${tag}`);
      await form.locator('input').fill('Bob');
      await form.locator('button[type=submit]').click();
      await expect(black.locator('form.choose-name')).toHaveCount(0);
      for (const page of [white, black]) await expect(page.locator('h1.players')).toHaveText('Ann – Bob');
      // The record's tags carry it.
      const pgn = await (await black.request.get(`${new URL(black.url()).origin}/api/games/${new URL(black.url()).pathname.split('/').pop()}/pgn`)).text();
      expect(pgn).toContain('[Black "Bob"]');
      for (const c of contexts) await c.close();
    });

    test(`issue 35 item 8: a rematch is one offer the opponent accepts — declined, offered again, accepted: one game, ${vp.width}×${vp.height}, ${locale}`, async ({ browser, request }) => {
      const { id, white, black, contexts } = await friendGame(browser, { preset: 'rapid' }, vp, locale);
      // A friendly game names no event.
      await expect(white.locator('p.game-event')).toHaveCount(0);
      await black.locator('.actions button.resign').click();
      await black.locator('.actions button.resign').click();
      for (const page of [white, black]) await expect(page.locator('.status .result')).toHaveAttribute('data-reason', 'resignation');

      // White offers; Black sees the offer and declines it; White's page is back to the offer.
      await white.locator('.actions button.rematch').click();
      await expect(white.locator('.actions .rematch-offered')).toHaveText(fr ? 'Revanche proposée : en attente de votre adversaire.' : 'Rematch offered: waiting for your opponent.');
      await expect(black.locator('.actions .rematch-offered')).toHaveText(fr ? 'Votre adversaire propose une revanche, couleurs inversées.' : 'Your opponent offers a rematch, colours reversed.');
      await noViolations(black, `a rematch offered (${tag})`);
      await shot(black, `game-rematch-offered-${tag}`);
      await black.locator('.actions button.rematch-decline').click();
      for (const page of [white, black]) await expect(page.locator('.actions .rematch-offered')).toHaveCount(0);
      await expect(white.locator('.actions button.rematch')).toBeVisible();

      // Offered again and accepted: both pages open the same new game, colours reversed.
      await white.locator('.actions button.rematch').click();
      await expect(black.locator('.actions .rematch-offered')).toBeVisible();
      await black.locator('.actions button.rematch').click();
      for (const page of [white, black]) await page.waitForURL((url) => url.pathname !== `/game/${id}` && /^\/game\/[A-Za-z0-9]+$/.test(url.pathname));
      expect(white.url()).toBe(black.url());
      await expect(white.locator('.clock.bottom')).toHaveAttribute('data-side', 'black');
      await expect(black.locator('.clock.bottom')).toHaveAttribute('data-side', 'white');
      // One game: the offer names the new game both pages opened (the server's count of games
      // is no proof, as other tests create games beside this one).
      const rematch = (await (await request.get(`/api/games/${id}/rematch`)).json()) as { rematch: { game: string | null } };
      expect(`/game/${rematch.rematch.game}`).toBe(new URL(white.url()).pathname);
      // The creator held the old game's arbiter link: he holds the new game's (the same token
      // rules it, as `GET .../rematch` with it answers); the invited player holds none.
      const newId = rematch.rematch.game as string;
      const links = (page: Page, game: string) => page.evaluate((g) => JSON.parse(localStorage.getItem(`arbiter.links.${g}`) ?? '{}') as { arbiter?: string }, game);
      const arbiter = (await links(white, id)).arbiter as string;
      expect(arbiter).toBeTruthy();
      expect((await links(white, newId)).arbiter).toBe(arbiter);
      expect((await links(black, newId)).arbiter).toBeUndefined();
      const asArbiter = await (await request.get(`/api/games/${id}/rematch`, { headers: { authorization: `Bearer ${arbiter}` } })).json();
      expect(asArbiter).toMatchObject({ id: newId, token: arbiter });
      // Each plays his own seat: the new White (Black before) moves first.
      await expect(black.locator('.role')).toContainText(fr ? 'Blancs' : 'White');
      await expect(white.locator('.role')).toContainText(fr ? 'Noirs' : 'Black');
      await noViolations(white, `the rematch (${tag})`);
      for (const c of contexts) await c.close();
    });
  }
}
