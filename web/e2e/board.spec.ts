/**
 * The game page as players expect it (issue 25), at 1280×900 and on a 390×844 phone: the clocks
 * directly above and below the board, all of it in the window; the move list following the last
 * move; ←/→/Home/End and a click showing earlier positions while the game goes on; the board's
 * letters legible on both colours; the board played from the keyboard square by square with
 * Annex D's words.
 */
import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS, clickMove, clickSquare, friendGame, line, plies, shot } from './helpers';

type Box = { x: number; y: number; width: number; height: number };

async function box(page: Page, selector: string): Promise<Box> {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not shown`);
  return b;
}

/** Board, both clocks and the move controls inside the window without scrolling, and nothing
 * wider than the screen. */
async function fitsTheWindow(page: Page, width: number, height: number): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const top = await box(page, '.clock.top');
  const board = await box(page, '.board');
  const bottom = await box(page, '.clock.bottom');
  const nav = await box(page, '.nav');
  // Directly above and below: no more than a few pixels between clock and board.
  expect(board.y - (top.y + top.height)).toBeLessThanOrEqual(8);
  expect(board.y - (top.y + top.height)).toBeGreaterThanOrEqual(0);
  expect(bottom.y - (board.y + board.height)).toBeLessThanOrEqual(8);
  expect(bottom.y - (board.y + board.height)).toBeGreaterThanOrEqual(0);
  for (const b of [top, board, bottom, nav]) {
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.y + b.height).toBeLessThanOrEqual(height);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(width);
  }
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(width);
}

/** The WCAG contrast of the board's letters with the squares they stand on. */
async function letterContrasts(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };
    // The squares' colours as the stylesheet paints them: a1 dark, b1 light (white at the bottom).
    const dark = [0x9c, 0x6b, 0x44];
    const light = [0xf0, 0xd9, 0xb5];
    const files = [...document.querySelectorAll('.board coords.files coord')];
    const ranks = [...document.querySelectorAll('.board coords.ranks coord')];
    const onDark = (i: number) => i % 2 === 0; // a1, c1, … and rank 1, 3, … of the a-file
    return [...files, ...ranks].map((el, i) => {
      const index = i < files.length ? i : i - files.length;
      return ratio(rgb(getComputedStyle(el).color), onDark(index) ? dark : light);
    });
  });
}

for (const vp of VIEWPORTS) {
  test(`issue 25 at ${vp.width}×${vp.height}: clocks on the board, all in the window; the list follows; ←/→ look back`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, { preset: 'classical' }, vp);
    for (const page of [white, black]) await fitsTheWindow(page, vp.width, vp.height);
    // One's own clock at the bottom, the opponent's on top, on both pages.
    await expect(white.locator('.clock.bottom')).toHaveAttribute('data-side', 'white');
    await expect(black.locator('.clock.bottom')).toHaveAttribute('data-side', 'black');

    // Thirty plies: the list must scroll, and it follows the last move.
    const moves = ['g1f3', 'g8f6', 'f3g1', 'f6g8'];
    const thirty: string[] = [];
    for (let i = 0; i < 24; i += 1) thirty.push(moves[i % 4]);
    // Two knights' dance, broken by pawn moves so that no position comes a fifth time.
    thirty.splice(8, 0, 'a2a3', 'a7a6');
    thirty.splice(18, 0, 'h2h3', 'h7h6');
    await line(white, black, thirty);
    for (const page of [white, black]) {
      const record = await box(page, '.record');
      const last = await box(page, 'ol.moves .ply:not(.empty) >> nth=-1');
      expect(last.y).toBeGreaterThanOrEqual(record.y - 1);
      expect(last.y + last.height).toBeLessThanOrEqual(record.y + record.height + 1);
      await fitsTheWindow(page, vp.width, vp.height);
    }
    await shot(white, `layout-${vp.name}-white`);

    // ← shows the position before the last move; Home the start; End the present.
    const present = await white.locator('.board').getAttribute('data-fen');
    await white.locator('h1').click();
    await white.keyboard.press('ArrowLeft');
    await expect(white.locator('.board')).not.toHaveAttribute('data-fen', present ?? '');
    await expect(white.locator('ol.moves .ply[aria-current=true]')).toHaveAttribute('data-ply', String(thirty.length - 1));
    await white.keyboard.press('Home');
    await expect(white.locator('.board')).toHaveAttribute('data-fen', /^rnbqkbnr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/RNBQKBNR w/);
    await white.keyboard.press('ArrowRight');
    await expect(white.locator('.board')).toHaveAttribute('data-fen', /^rnbqkbnr\/pppppppp\/8\/8\/8\/5N2\/PPPPPPPP\/RNBQKB1R b/);
    await white.keyboard.press('End');
    await expect(white.locator('.board')).toHaveAttribute('data-fen', present ?? '');

    // A move clicked shows that position; the game goes on underneath (the clocks run), and the
    // next move played brings the page back to the present.
    await black.locator('ol.moves .ply[data-ply="9"]').click();
    await expect(black.locator('.board')).toHaveAttribute('data-fen', /^rnbqkbnr\/pppppppp\/8\/8\/8\/P7\/1PPPPPPP\/RNBQKBNR b/);
    await expect(black.locator('.nav .looking-back')).toBeVisible();
    await shot(black, `looking-back-${vp.name}`);
    await line(white, black, ['e2e4']);
    await expect(black.locator('.board')).toHaveAttribute('data-fen', /\/4P3\/.* b /);
    await expect(black.locator('.nav .looking-back')).toHaveCount(0);
    await expect(plies(black)).toHaveCount(thirty.length + 1);

    // The letters on their squares, legible on both colours (WCAG AA, 4.5).
    for (const ratio of await letterContrasts(white)) expect(ratio).toBeGreaterThanOrEqual(4.5);
    for (const c of contexts) await c.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`issue 25, Annex D: the board played from the keyboard square by square, with a flip and sounds — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, {}, vp);
    // The words are Annex D.2.1's when the page speaks German (the default voice).
    const board = white.locator('.board');
    await board.focus();
    await expect(board).toHaveAttribute('data-said', 'Eva zwei weiß Bauer');
    await white.keyboard.press('Enter');
    await expect(board).toHaveAttribute('data-said', /Eva zwei weiß Bauer/);
    await white.keyboard.press('ArrowUp');
    await white.keyboard.press('ArrowUp');
    await expect(board).toHaveAttribute('data-said', 'Eva vier');
    await white.keyboard.press('Enter');
    await expect(plies(white)).toHaveCount(1);
    await expect(plies(black)).toHaveText(['e4']);
    // The move, and only it, is announced to a screen reader; the list itself is not a live region.
    await expect(black.locator('.announce')).toHaveText('1. e4');
    await expect(black.locator('ol.moves')).not.toHaveAttribute('aria-live', /./);
    // The move sounded on the other page (sounds on by default, a switch turns them off).
    await expect(black.locator('body')).toHaveAttribute('data-sound', 'move');
    await black.locator('.nav .sound input').uncheck();
    await black.reload();
    await expect(black.locator('.nav .sound input')).not.toBeChecked();
    // Black answers from the keyboard on a board turned round; the flip is remembered only here.
    const bb = black.locator('.board');
    await expect(bb).toHaveAttribute('data-orientation', 'black');
    await black.locator('.nav button.flip').click();
    await expect(bb).toHaveAttribute('data-orientation', 'white');
    await expect(black.locator('.clock.bottom')).toHaveAttribute('data-side', 'white');
    await black.locator('.nav button.flip').click();
    await bb.focus();
    // From e2 (the cursor's start) to e7: up five ranks on a board seen from Black's side is down.
    for (let i = 0; i < 5; i += 1) await black.keyboard.press('ArrowDown');
    await expect(bb).toHaveAttribute('data-said', 'Eva sieben schwarz Bauer');
    await black.keyboard.press('Enter');
    await black.keyboard.press('ArrowUp');
    await black.keyboard.press('ArrowUp');
    await black.keyboard.press('Enter');
    await expect(plies(white)).toHaveText(['e4', 'e5']);
    await shot(black, `keyboard-board-${vp.name}`);
    for (const c of contexts) await c.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`issue 25: a press plays the square under the finger after the board has moved down the page — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    // The page read a press against where the board had been when last drawn (see `Board`'s
    // constructor): here a line above the board grows between the two presses, and the board
    // moves down without a scroll or a change of size. The old page played no move here, at
    // both sizes; the same stale rectangle after a scroll not yet announced is what made a
    // phone's move right after a button under the board do nothing in CI.
    const { white, contexts } = await friendGame(browser, {}, vp);
    await clickSquare(white, 'e2');
    await expect(white.locator('.board square.selected')).toHaveCount(1);
    await white.evaluate(() => {
      const line = document.createElement('p');
      line.style.height = '100px';
      line.style.margin = '0';
      document.querySelector('.board-wrap')?.before(line);
    });
    await clickSquare(white, 'e4');
    await expect(plies(white)).toHaveText(['e4']);
    for (const c of contexts) await c.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`issue 25: a premove online is played as soon as it is the player’s move; over the board there is none — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, {}, vp);
    // Black gets 1…e5 ready while White thinks.
    await clickMove(black, 'e7', 'e5');
    await expect(plies(black)).toHaveCount(0);
    // White's move; Black's premove follows at once (so the list goes from none to two plies).
    await clickMove(white, 'e2', 'e4');
    await expect(plies(white)).toHaveText(['e4', 'e5']);
    for (const c of contexts) await c.close();

    const otb = await friendGame(browser, { mode: 'otb' }, vp);
    await clickSquare(otb.black, 'e7');
    await clickSquare(otb.black, 'e5');
    await line(otb.white, otb.black, ['e2e4']);
    await expect(plies(otb.black)).toHaveCount(1);
    await otb.black.waitForTimeout(500);
    await expect(plies(otb.black)).toHaveCount(1);
    for (const c of otb.contexts) await c.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`issue 25: board and piece themes — chessground’s brown board and cburnett pieces, or others — kept for the next game — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, { preset: 'rapid' }, vp);
    const board = white.locator('.board');
    await expect(board).toHaveAttribute('data-theme', 'brown');
    await expect(board).toHaveAttribute('data-pieces', 'cburnett');
    const image = () => white.locator('.board piece.white.king').first().evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(await image()).toMatch(/^url\(/);
    await white.locator('select.theme').selectOption('blue');
    await white.locator('select.pieces').selectOption('glyphs');
    await expect(board).toHaveAttribute('data-theme', 'blue');
    const light = await white.locator('.board cg-board').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(light).toBe('rgb(222, 227, 230)');
    expect(await image()).toBe('none');
    const glyph = await white.locator('.board piece.white.king').first().evaluate((el) => getComputedStyle(el, '::before').content);
    expect(glyph).toContain('♚');
    await shot(white, `themes-blue-glyphs-${vp.name}`);
    // Remembered: the next page opens with them.
    await white.reload();
    await expect(white.locator('.board')).toHaveAttribute('data-theme', 'blue');
    await expect(white.locator('.board')).toHaveAttribute('data-pieces', 'glyphs');
    await expect(black.locator('.board')).toHaveAttribute('data-theme', 'brown');
    for (const c of contexts) await c.close();
  });
}
