/**
 * The pages as a newcomer sees them, in English and in French, and the board without a mouse:
 * moves typed in any notation (Annex C.3) and spoken in Annex D.2.1's words, at 1280×900 and on a
 * 390×844 phone. With `ARBITER_DOCS_SHOTS=1` the screenshots are also written to `docs/screenshots/` for the README.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { VIEWPORTS, createGame, fits, friendGame, line, linkOf, person, plies, shot } from './helpers';

const DOCS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

async function docShot(page: Page, name: string, fullPage = true): Promise<void> {
  await shot(page, name);
  if (process.env.ARBITER_DOCS_SHOTS === '1') {
    mkdirSync(DOCS, { recursive: true });
    await page.screenshot({ path: join(DOCS, `${name}.png`), fullPage });
  }
}

test('the home page lists the presets, the editions, and the games in play', async ({ browser }) => {
  const { context, page } = await person(browser, 'en-GB', VIEWPORTS[0]);
  await createGame(page, { preset: 'classical', name: 'Capablanca' });
  await page.goto('/');
  await expect(page.locator('input[name=preset]')).toHaveCount(5);
  await expect(page.locator('select[name=edition] option')).toHaveCount(4);
  await expect(page.locator('.games').first()).toContainText('Capablanca');
  await page.locator('input[name=preset][value=custom]').check();
  await expect(page.locator('fieldset.custom')).toBeVisible();
  await page.locator('input[name=preset][value=classical]').check();
  await fits(page, 'the home page');
  await docShot(page, 'home');
  await context.close();
});

test('a game in progress in English and in French; the arbiter console', async ({ browser }) => {
  const { white, black, contexts } = await friendGame(browser, { preset: 'classical', name: 'Alekhine' }, VIEWPORTS[0]);
  // The French player opens the same seat's link in a French browser, on a phone.
  const blackLink = await linkOf(white, 'black');
  const fr = await person(browser, 'fr-FR', VIEWPORTS[1]);
  await fr.page.goto(blackLink);
  await line(white, fr.page, ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6', 'b5a4', 'g8f6', 'e1g1', 'f8e7']);
  await white.locator('.actions button.offer-draw').click();
  await expect(fr.page.locator('.actions button.decline-draw')).toBeVisible();
  await fr.page.locator('.actions button.decline-draw').click();
  await line(white, fr.page, ['f1e1', 'b7b5', 'a4b3', 'd7d6']);
  await expect(fr.page.locator('.header button.lang')).toHaveText('English');
  await expect(fr.page.locator('ol.moves')).toContainText('Cf3');
  await expect(fr.page.locator('.notices')).toContainText('rejettent la proposition de nulle');
  await expect(white.locator('ol.moves')).toContainText('Nf3');
  // Issue 35 item 5: nothing scrolls sideways nor is cut, on the laptop and the French phone.
  await fits(white, 'a game in English');
  await fits(fr.page, 'a game in French on a phone');
  await docShot(white, 'game-en');
  await docShot(fr.page, 'game-fr');
  // What the phone's screen shows without scrolling: the board, both clocks, the move controls.
  await fr.page.evaluate(() => window.scrollTo(0, 0));
  await docShot(fr.page, 'game-phone', false);

  const arbiter = await person(browser, 'en-GB', VIEWPORTS[0]);
  await arbiter.page.goto(await linkOf(white, 'arbiter'));
  await expect(arbiter.page.locator('table.journal tbody tr')).toHaveCount(17);
  await arbiter.page.locator('section.console button.pause').click();
  await arbiter.page.locator('form.add-time input[name=seconds]').fill('300');
  await arbiter.page.locator('form.add-time button[type=submit]').click();
  await expect(arbiter.page.locator('table.journal')).toContainText('time added');
  await fits(arbiter.page, 'the arbiter’s console');
  await docShot(arbiter.page, 'arbiter-console');
  void black;
  for (const c of [...contexts, fr.context, arbiter.context]) await c.close();
});

for (const vp of VIEWPORTS) {
  test(`Annex C.3, D.2.1: without a mouse, moves typed in French and spoken in the Annex words — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, {}, vp);
    await white.locator('label.speech input').check();
    const typed = white.locator('input.typed');
    await typed.focus();
    await white.keyboard.type('Cf3');
    await white.keyboard.press('Enter');
    await expect(plies(white)).toHaveCount(1);
    await expect(white.locator('body')).toHaveAttribute('data-spoken', 'Springer Felix drei');
    // Black answers in long algebraic, from the keyboard too.
    await black.locator('input.typed').focus();
    await black.keyboard.type('d7-d5');
    await black.keyboard.press('Enter');
    await expect(plies(white)).toHaveCount(2);
    await expect(white.locator('body')).toHaveAttribute('data-spoken', 'Bauer David fünf');
    // On request, the clocks and the number of moves, spoken (Annex D.2.6.1, D.2.10.4).
    await white.locator('button.say-clocks').focus();
    await white.keyboard.press('Enter');
    await expect(white.locator('body')).toHaveAttribute('data-spoken', /^White \d+:\d\d\. Black \d+:\d\d\. Moves played: 1\.$/);
    // A move that cannot be played is refused with words, and nothing changes.
    await typed.focus();
    await white.keyboard.type('Dxd8');
    await white.keyboard.press('Enter');
    await expect(white.locator('.error[role=alert]').first()).not.toBeEmpty();
    await expect(plies(white)).toHaveCount(2);
    // Every control is reachable with Tab.
    await white.locator('.actions button.offer-draw').focus();
    await white.keyboard.press('Enter');
    await expect(black.locator('.actions button.accept-draw')).toBeVisible();
    await fits(white, `a game played from the keyboard (${vp.name})`);
    await shot(white, `keyboard-and-speech-${vp.name}`);
    for (const c of contexts) await c.close();
  });
}
