/**
 * Annex D is ours (issue 25, point 8): axe-core finds no violation, of any impact, on the home
 * page, a game's page and the arbiter's console — in English and in French, at 1280×900 and on a
 * 390×844 phone.
 */
import { expect, test } from '@playwright/test';
import { noViolations } from './axe';
import { VIEWPORTS, friendGame, line, linkOf, person } from './helpers';

for (const vp of VIEWPORTS) {
  for (const locale of ['en-GB', 'fr-FR']) {
    test(`axe-core at ${vp.width}×${vp.height} in ${locale}: home, game and console pages without a violation`, async ({ browser }) => {
      const { white, black, contexts } = await friendGame(browser, { preset: 'classical' }, vp, locale);
      const game = white.url();
      await white.goto('/');
      await expect(white.locator('.games').first()).not.toContainText('…');
      await noViolations(white, 'the home page');
      await white.goto(game);
      await expect(white.locator('.board cg-board')).toBeVisible();
      await line(white, black, ['e2e4', 'e7e5', 'g1f3']);
      await noViolations(white, 'a seat’s game page');
      await noViolations(black, 'the other seat’s game page');
      const arbiter = await person(browser, locale, vp);
      await arbiter.page.goto(await linkOf(white, 'arbiter'));
      await expect(arbiter.page.locator('table.journal tbody tr')).not.toHaveCount(0);
      await noViolations(arbiter.page, 'the arbiter’s console');
      for (const c of [...contexts, arbiter.context]) await c.close();
    });
  }
}

for (const locale of ['en-GB', 'fr-FR']) {
  test(`a page whose module is still on its way has its heading and says it is coming (${locale})`, async ({ browser }) => {
    // The organiser's forms are chunks of their own (main.ts `later`): held here until the page
    // has been looked at, as on a slow network. Meanwhile the page names itself with its one h1
    // and a status, and axe finds nothing (`page-has-heading-one` among its rules).
    const { context, page } = await person(browser, locale);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The chunks the first load shares with the page are named in its HTML (modulepreload):
    // those go through; the others are the lazily loaded pages' own.
    const first = await (await page.request.get('/')).text();
    await page.route('**/assets/lazy-*.js', async (route) => {
      const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      if (!first.includes(name)) await held;
      await route.continue();
    });
    // Not waiting for `load`: the held chunk keeps it from coming.
    await page.goto('/event/new', { waitUntil: 'commit' });
    await expect(page.locator('h1')).toHaveText(locale === 'fr-FR' ? 'Nouveau tournoi' : 'New event');
    await expect(page.getByRole('status')).toHaveText(locale === 'fr-FR' ? 'Chargement…' : 'Loading…');
    await noViolations(page, 'the new event page while its module loads');
    release();
    await expect(page.locator('form.new-event')).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await context.close();
  });
}
