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
