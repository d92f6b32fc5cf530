/**
 * The arbiter's console: the arbiter pauses the clocks (Art. 6.11.1), adds time (6.10.2, 12.5),
 * and both players' clocks show it; then play resumes (6.11.3). An adjournment with a sealed move
 * (Guideline I.1), resumed by the arbiter opening the envelope (I.9.1). At 1280×900 and on a
 * 390×844 phone (issue 25).
 */
import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS, clickMove, friendGame, line, linkOf, person, plies, shot } from './helpers';

const ms = async (page: Page, side: string) => Number(await page.locator(`.clock[data-side=${side}]`).getAttribute('data-ms'));

for (const vp of VIEWPORTS) {
  test(`Art. 6.11.1, 6.10.2: the arbiter pauses and adds time; both players see it — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, { preset: 'rapid' }, vp);
    const arbiterLink = await linkOf(white, 'arbiter');
    const arbiter = await person(browser, 'en-GB', vp);
    await arbiter.page.goto(arbiterLink);
    await expect(arbiter.page.locator('section.console')).toBeVisible();
    await line(white, black, ['e2e4', 'e7e5']);

    await arbiter.page.locator('section.console button.pause').click();
    for (const page of [white, black]) await expect(page.locator('.status')).toContainText('paused');
    const before = { white: await ms(white, 'black'), black: await ms(black, 'black') };
    // The clocks stand still while paused.
    await white.waitForTimeout(400);
    expect(await ms(white, 'black')).toBe(before.white);

    await arbiter.page.locator('form.add-time select[name=to]').selectOption('black');
    await arbiter.page.locator('form.add-time input[name=seconds]').fill('120');
    await arbiter.page.locator('form.add-time button[type=submit]').click();
    for (const page of [white, black]) {
      await expect.poll(() => ms(page, 'black')).toBe(before.black + 120_000);
    }
    await expect(arbiter.page.locator('table.journal')).toContainText('time added');
    await shot(arbiter.page, `arbiter-console-${vp.name}`);
    await shot(black, `arbiter-added-time-black-${vp.name}`);

    await arbiter.page.locator('section.console button.resume').click();
    await expect(white.locator('.clock.running')).toHaveCount(1);
    await shot(white, `arbiter-added-time-white-${vp.name}`);
    for (const c of [...contexts, arbiter.context]) await c.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`Guideline I.1, I.9.1: a sealed move adjourns the game; the arbiter opens the envelope and it is played — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, { preset: 'classical' }, vp);
    const arbiter = await person(browser, 'en-GB', vp);
    await arbiter.page.goto(await linkOf(white, 'arbiter'));
    await line(white, black, ['e2e4', 'c7c5']);
    await white.locator('.actions button.seal').click();
    await expect(white.locator('.actions .armed')).toBeVisible();
    await clickMove(white, 'g1', 'f3');
    for (const page of [white, black]) await expect(page.locator('.status')).toContainText('adjourned');
    // The sealed move is in the envelope, not on the board: nobody sees it yet.
    await expect(plies(black)).toHaveCount(2);
    await expect(arbiter.page.locator('table.journal')).toContainText('adjournment');
    await arbiter.page.locator('section.console button.resume-adjourned').click();
    await expect(plies(black)).toHaveCount(3);
    await expect(plies(black).last()).toHaveText('Nf3');
    await expect(black.locator('.clock.running')).toHaveCount(1);
    await shot(black, `adjourned-and-resumed-${vp.name}`);
    for (const c of [...contexts, arbiter.context]) await c.close();
  });
}
