/**
 * Two people in two browser contexts play by clicking: a promotion with the choice of piece
 * (Art. 3.7.5.1), a draw offer declined then accepted (Art. 9.1.2, 5.2.3), a threefold claim with
 * the intended move (Art. 9.2.1.1), and a resignation (Art. 5.1.2). At 1280×900 and on a
 * 390×844 phone (issue 25).
 */
import { expect, test } from '@playwright/test';
import { VIEWPORTS, clickMove, friendGame, line, play, plies, shot } from './helpers';

for (const vp of VIEWPORTS) {
  test(`Art. 3.7.5.1 promotion by clicking, then Art. 9.1.2 a draw offer declined and one accepted (Art. 5.2.3) — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, {}, vp);
    // 1.h4 g5 2.hxg5 Nf6 3.gxf6 Bg7 4.fxg7 d6, and 5.gxh8 with the pawn's choice: a knight.
    await line(white, black, ['h2h4', 'g7g5', 'h4g5', 'g8f6', 'g5f6', 'f8g7', 'f6g7', 'd7d6']);
    await play(white, 'white', 'g7h8', 'knight');
    await expect(plies(black).last()).toHaveText('gxh8=N');
    await expect(white.locator('.board piece.knight.white').first()).toBeVisible();

    // Black offers a draw; White declines (9.1.2.3): the game goes on.
    await black.locator('.actions button.offer-draw').click();
    await expect(white.locator('.actions button.accept-draw')).toBeVisible();
    await white.locator('.actions button.decline-draw').click();
    await expect(white.locator('.actions button.accept-draw')).toHaveCount(0);
    await expect(black.locator('.notices')).toContainText('declines');
    await play(black, 'black', 'c8g4');

    // White offers with the move; Black accepts: drawn by agreement (5.2.3).
    await white.locator('.actions button.offer-draw').click();
    await play(white, 'white', 'h8g6');
    await expect(black.locator('.actions button.accept-draw')).toBeVisible();
    await black.locator('.actions button.accept-draw').click();
    for (const page of [white, black]) {
      await expect(page.locator('.status .result')).toHaveAttribute('data-reason', 'agreement');
      await expect(page.locator('.status .result')).toContainText('1/2-1/2');
    }
    await expect(white.locator('ol.moves .offer')).not.toHaveCount(0);
    await shot(white, `promotion-and-draw-white-${vp.name}`);
    await shot(black, `promotion-and-draw-black-${vp.name}`);
    for (const c of contexts) await c.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`Art. 9.2.1.1 a threefold claim with the intended move, written and not played — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, {}, vp);
    await line(white, black, ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8']);
    // 5.Nf3 would make the position after 1.Nf3 and 3.Nf3 appear a third time.
    // White's page must show Black's last move before the count is kept: `line` waits for each
    // move on the page that makes it only, and under load the other page may lag behind.
    await expect(plies(white)).toHaveCount(8);
    const before = await plies(white).count();
    await white.locator('.actions button.claim-with-move').click();
    await expect(white.locator('.actions .armed')).toBeVisible();
    await clickMove(white, 'g1', 'f3');
    for (const page of [white, black]) {
      await expect(page.locator('.status .result')).toHaveAttribute('data-reason', 'threefold_repetition');
      await expect(page.locator('.status .result')).toContainText('9.2');
    }
    // The intended move is not played (9.2.1.1: written on the scoresheet, not made on the board).
    await expect(plies(white)).toHaveCount(before);
    await shot(white, `threefold-claim-${vp.name}`);
    for (const c of contexts) await c.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`Art. 5.1.2 resignation ends the game for both players — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, {}, vp);
    await line(white, black, ['e2e4', 'e7e5', 'd1h5']);
    await black.locator('.actions button.resign').click();
    await black.locator('.actions button.resign').click();
    for (const page of [white, black]) {
      await expect(page.locator('.status .result')).toHaveAttribute('data-reason', 'resignation');
      await expect(page.locator('.status .result')).toContainText('1-0');
    }
    await shot(black, `resignation-${vp.name}`);
    for (const c of contexts) await c.close();
  });
}
