/**
 * What the arbiter takes back (issue 35, undo35), in the hall: an absence that is not the last
 * step taken back with a confirmation (item 2); a publication undone before any move, whose old
 * game link then says the arbiter withdrew the game (`410 game_withdrawn`, item 3) and leaves
 * the home page; a result entered from the result screen undone from the hall, the game and the
 * event's pages agreeing the board has no result again (item 1, Art. 12.1). At 1280×900 and
 * 390×844, in English and in French, axe-core clean.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { noViolations } from './axe';
import { VIEWPORTS, person } from './helpers';

/** A Swiss of six, two absences from round 1 recorded (a withdrawal, then a half-point bye). */
async function event(request: APIRequestContext): Promise<{ id: string; token: string }> {
  const created = await request.post('/api/events', {
    data: { name: 'Undo Open', system: 'swiss', rounds: 3, config: { time_control: '900+10' } },
  });
  expect(created.status()).toBe(201);
  const { id, token } = (await created.json()) as { id: string; token: string };
  const headers = { authorization: `Bearer ${token}` };
  const players = ['Anand, V', 'Bacrot, E', 'Carlsen, M', 'Dubov, D', 'Erigaisi, A', 'Firouzja, A']
    .map((name, i) => ({ name, rating: 2700 - 20 * i }));
  expect((await request.post(`/api/events/${id}/players`, { headers, data: { players } })).status()).toBe(201);
  for (const data of [{ player: 5, kind: 'withdrawal' }, { player: 6, kind: 'bye', bye: 'half' }]) {
    expect((await request.post(`/api/events/${id}/absences`, { headers, data })).status()).toBe(201);
  }
  return { id, token };
}

/** Confirms the open question. */
async function confirm(page: Page): Promise<void> {
  const dialog = page.locator('dialog.ask');
  await expect(dialog).toBeVisible();
  await dialog.locator('button.ask-ok').click();
  await expect(dialog).toBeHidden();
}

/** Round 1's boards as the arbiter reads them. */
async function boards(request: APIRequestContext, id: string, token: string): Promise<{ game: string | null; result: string | null }[]> {
  const answer = await request.get(`/api/events/${id}/pairings?round=1`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { boards: { game: string | null; result: string | null }[] }).boards;
}

for (const locale of ['en-GB', 'fr-FR']) {
  for (const size of VIEWPORTS) {
    test(`issue 35: an absence taken back, a publication undone and its game withdrawn, a result from the result screen undone (${locale}, ${size.name})`, async ({ browser, request }) => {
      test.setTimeout(120_000);
      const fr = locale === 'fr-FR';
      const { id, token } = await event(request);
      const { context, page } = await person(browser, locale, size);
      await page.goto(`/event/${id}/hall#arbiter=${token}`);

      // Item 2: the withdrawal (not the last step: the bye came after it) taken back.
      const listed = page.locator('ul.absences-list li');
      await expect(listed).toHaveCount(2);
      await expect(page.locator('button.present')).toHaveCount(2);
      await noViolations(page, `the absences (${locale}, ${size.name})`);
      await page.locator('button.present[data-player="5"]').click();
      await expect(page.locator('dialog.ask h2')).toHaveText(fr ? 'Retirer une absence' : 'Take back an absence');
      await noViolations(page, `the absence's confirmation (${locale}, ${size.name})`);
      await confirm(page);
      await expect(listed).toHaveCount(1);
      await expect(page.locator('button.present[data-player="6"]')).toBeVisible();
      await expect(page.locator('button.undo')).toContainText(fr ? 'le retour du joueur n° 5' : 'the return of player 5');

      // Paired and published; the publication undone before any move.
      await page.locator('button[data-action="pair"]').click();
      await expect(page.locator('tr.hall-board')).toHaveCount(2);
      await page.locator('button[data-action="publish"]').click();
      await confirm(page);
      await expect(page.locator('button.undo')).toContainText(fr ? 'la publication de la ronde 1' : 'the publication of round 1');
      const old = (await boards(request, id, token))[0].game ?? '';
      expect(old).not.toBe('');
      await page.locator('button.undo').click();
      await confirm(page);
      await expect(page.locator('button[data-action="publish"]')).toBeVisible();
      // Item 3: the old link says the arbiter withdrew the game, with the event's id.
      const gone = await request.get(`/api/games/${old}`);
      expect(gone.status()).toBe(410);
      const body = (await gone.json()) as { error: { code: string; params: { event: string } } };
      expect(body.error.code).toBe('game_withdrawn');
      expect(body.error.params.event).toBe(id);
      const home = await context.newPage();
      await home.goto('/');
      await expect(home.locator('section.games').first()).not.toContainText('…');
      await expect(home.locator(`a[href*="${old}"]`)).toHaveCount(0);
      await home.close();

      // Published again, the clocks started; board 1's result entered from the result screen.
      await page.locator('button[data-action="publish"]').click();
      await confirm(page);
      await page.locator('button.start-all').click();
      await expect(page.locator('td.hall-clock.ticking')).toHaveCount(2);
      await page.locator('button[data-screen="results"]').click();
      await expect(page).toHaveURL(/\?screen=results$/);
      const entry = page.locator('input.result-entry[data-board="1"]');
      await entry.focus();
      await page.keyboard.press('1');
      await expect(entry).toHaveValue('1-0');
      await page.locator('button.record-results').click();
      const dialog = page.locator('dialog.confirm');
      await expect(dialog).toBeVisible();
      await dialog.locator('button.confirm-ok').click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('tr.result-row[data-board="1"] td.recorded')).toContainText('1-0');
      const game = (await boards(request, id, token))[0].game ?? '';
      expect((await boards(request, id, token))[0].result).toBe('1-0');

      // Item 1: the hall offers it as the last act; undone once confirmed.
      await page.locator('button[data-screen="boards"]').click();
      const undo = page.locator('button.undo');
      await expect(undo).toContainText(fr ? 'le résultat 1-0 déclaré à l’échiquier 1, ronde 1' : 'the result 1-0 declared on board 1, round 1');
      await noViolations(page, `the hall offering the result's undo (${locale}, ${size.name})`);
      await undo.click();
      await confirm(page);
      await expect(page.locator('p.undone')).toContainText(fr ? 'déclaré à l’échiquier 1' : 'declared on board 1');
      await expect.poll(async () => (await boards(request, id, token))[0].result).toBeNull();
      const state = (await (await request.get(`/api/games/${game}`)).json()) as { state: { result: unknown; clock: { paused: boolean } } };
      expect(state.state.result).toBeNull();
      expect(state.state.clock.paused).toBe(true);
      const standings = (await (await request.get(`/api/events/${id}/standings`)).json()) as { standings: { points: string }[] };
      // Nobody has a point from a game: only the half-point bye player 6 asked for, and the
      // pairing-allocated bye of the odd fifth player (a point, C.04.1 3).
      expect(standings.standings.map((p) => p.points).filter((p) => p !== '0' && p !== '0.0').sort()).toEqual(['0.5', '1']);
      await page.locator('button[data-screen="results"]').click();
      await expect(page.locator('tr.result-row[data-board="1"] td.recorded')).not.toContainText('1-0');
      await noViolations(page, `the result screen after the undo (${locale}, ${size.name})`);
      await context.close();
    });
  }
}
