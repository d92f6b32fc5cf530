/** What the end-to-end tests share: making a game from the home page, moving by clicking. */
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Download, type Locator, type Page, type Response } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where each test's screenshot goes. */
export const SHOTS = process.env.ARBITER_SHOTS ?? join(import.meta.dirname, '..', '..', 'target', 'e2e');

/** Where the README's screenshots are kept (`docs/screenshots/`). */
export const DOCS_SHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

/** How a screenshot is kept: `docs` also copies it to `docs/screenshots/` when the run asks
 * for the README's screenshots (`ARBITER_DOCS_SHOTS=1`). */
export interface ShotOptions { docs?: boolean }

/** Saves a screenshot of the page as `NAME.png` (and in `docs/screenshots/`, see [`ShotOptions`]). */
export async function shot(page: Page, name: string, options: ShotOptions = {}): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  if (options.docs && process.env.ARBITER_DOCS_SHOTS === '1') {
    mkdirSync(DOCS_SHOTS, { recursive: true });
    copyFileSync(path, join(DOCS_SHOTS, `${name}.png`));
  }
}

/** The two screens the issue names (issue 25): a laptop and a phone. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A screen size. */
export type Viewport = { width: number; height: number };

/** A browser context of its own: another person at another computer. */
export async function person(browser: Browser, locale = 'en-GB', viewport?: Viewport): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale, ...(viewport ? { viewport: { width: viewport.width, height: viewport.height } } : {}) });
  const page = await context.newPage();
  return { context, page };
}

/** Options of the home page's form. */
export interface NewGame {
  preset?: 'classical' | 'rapid' | 'blitz' | 'fide1930' | 'custom';
  colour?: 'white' | 'black';
  engine?: number;
  name?: string;
  edition?: string;
  mode?: 'online' | 'otb';
}

/** Creates a game from the home page; answers its id. */
export async function createGame(page: Page, options: NewGame = {}): Promise<string> {
  await page.goto('/');
  await page.locator(`input[name=preset][value=${options.preset ?? 'rapid'}]`).check();
  if (options.edition) await page.locator('select[name=edition]').selectOption(options.edition);
  if (options.mode) await page.locator(`input[name=mode][value=${options.mode}]`).check();
  await page.locator(`input[name=colour][value=${options.colour ?? 'white'}]`).check();
  if (options.engine) {
    await page.locator('input[name=opponent][value=engine]').check();
    await page.locator('input[name=level]').fill(String(options.engine));
  }
  if (options.name) await page.locator('input[name=name]').fill(options.name);
  await page.locator('form.new-game button[type=submit]').click();
  await page.waitForURL(/\/game\/[A-Za-z0-9]+$/);
  const id = page.url().split('/').pop() ?? '';
  await expect(page.locator('.board cg-board')).toBeVisible();
  return id;
}

/** The link of a seat (or `spectator`, `arbiter`) as the creator's page shows it. */
export async function linkOf(page: Page, role: string): Promise<string> {
  const input = page.locator(`input[data-link=${role}]`);
  await expect(input).toBeVisible();
  return input.inputValue();
}

/** Whose move the page's board shows. */
async function toMove(page: Page): Promise<string> {
  const fen = (await page.locator('.board').getAttribute('data-fen')) ?? '';
  return fen.split(' ')[1] === 'b' ? 'black' : 'white';
}

/** Plies in the page's move list. */
export const plies = (page: Page) => page.locator('ol.moves .ply:not(.empty)');

/** The centre of a square on the screen, as the page orients the board (scrolled into view). */
async function squareCenter(page: Page, square: string): Promise<{ x: number; y: number; size: number }> {
  await page.locator('.board').scrollIntoViewIfNeeded();
  const box = await page.locator('.board cg-board').boundingBox();
  if (!box) throw new Error('no board');
  const orientation = (await page.locator('.board .cg-wrap, .board.cg-wrap').first().getAttribute('class'))?.includes('orientation-black') ? 'black' : 'white';
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  const size = box.width / 8;
  const x = orientation === 'white' ? file : 7 - file;
  const y = orientation === 'white' ? 7 - rank : rank;
  return { x: box.x + (x + 0.5) * size, y: box.y + (y + 0.5) * size, size };
}

/** Clicks a square of the board, as the page orients it. */
export async function clickSquare(page: Page, square: string): Promise<void> {
  const { x, y } = await squareCenter(page, square);
  await page.mouse.click(x, y);
}

/** Whether the piece on `square` is the one lifted: the page marks its square `selected`.
 * Read in one step in the page: a locator's box would wait for a square that the next drawing
 * has just removed. */
async function lifted(page: Page, square: string): Promise<boolean> {
  const c = await squareCenter(page, square);
  const b = await page.evaluate(() => {
    const selected = document.querySelectorAll('.board square.selected');
    if (selected.length !== 1) return null;
    const r = selected[0].getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  if (!b) return false;
  return Math.abs(b.x + b.width / 2 - c.x) < c.size / 2 && Math.abs(b.y + b.height / 2 - c.y) < c.size / 2;
}

/** Presses `square` until `settled` answers `want` (pressed again at most twice more, each
 * press again written to the test's output as `again`, so that a run shows how often a press
 * was lost). */
async function pressUntil(page: Page, square: string, settled: () => Promise<boolean>, want: boolean, again: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await clickSquare(page, square);
    try {
      await expect.poll(settled, { timeout: 2_000 }).toBe(want);
      return;
    } catch (e) {
      if (attempt >= 2) throw e;
      console.log(again);
    }
  }
}

/** Makes a move by clicking as a player does: the piece, pressed again if it did not lift,
 * then the square it goes to, pressed again while the piece is still lifted there (each at
 * most twice more). The board must offer the piece (the player's move, or a premove online). */
export async function clickMove(page: Page, from: string, to: string): Promise<void> {
  const up = () => lifted(page, from);
  await pressUntil(page, from, up, true, `clickMove: the piece on ${from} did not lift; pressed again`);
  await pressUntil(page, to, up, false, `clickMove: the press on ${to} did not take the piece from ${from}; pressed again`);
}

/** Plays `uci` by clicking its two squares once the page shows it is `side`'s move, and waits
 * for the move list to grow. */
export async function play(page: Page, side: 'white' | 'black', uci: string, promote?: string): Promise<void> {
  await expect.poll(() => toMove(page), { timeout: 15_000 }).toBe(side);
  const before = await plies(page).count();
  // Clicked again, as a player would, when the move did not go (at most twice more).
  for (let attempt = 0; ; attempt++) {
    await clickMove(page, uci.slice(0, 2), uci.slice(2, 4));
    if (promote) await page.locator(`.promotion button[data-role=${promote}]`).click();
    try {
      await expect(plies(page)).toHaveCount(before + 1, { timeout: attempt < 2 ? 5_000 : 15_000 });
      return;
    } catch (e) {
      if (attempt >= 2 || (await toMove(page)) !== side || (await plies(page).count()) !== before) throw e;
      console.log(`play: ${uci} clicked and not played; clicked again`);
    }
  }
}

/** Plays a whole line alternately on the white and black pages. Before each move the page
 * must show every ply played so far: a page may learn whose move it is before its move list has
 * the last ply, and counting then would expect one ply too few. */
export async function line(white: Page, black: Page, moves: string[], first: 'white' | 'black' = 'white'): Promise<void> {
  let side = first;
  let played: number | null = null;
  for (const uci of moves) {
    const page = side === 'white' ? white : black;
    if (played !== null) await expect(plies(page)).toHaveCount(played, { timeout: 15_000 });
    await play(page, side, uci);
    played = await plies(page).count();
    side = side === 'white' ? 'black' : 'white';
  }
}

/** A friend game: the creator plays White; answers both pages and the id. */
export async function friendGame(browser: Browser, options: NewGame = {}, viewport?: Viewport, locale = 'en-GB') {
  const a = await person(browser, locale, viewport);
  const id = await createGame(a.page, { ...options, colour: 'white' });
  const link = await linkOf(a.page, 'black');
  const b = await person(browser, locale, viewport);
  await b.page.goto(link);
  await expect(b.page.locator('.board cg-board')).toBeVisible();
  await a.page.locator('.actions button.start').click();
  await expect(a.page.locator('.clock.running')).toHaveCount(1);
  return { id, white: a.page, black: b.page, contexts: [a.context, b.context] };
}

/** Keeps every sound the page makes (`body[data-sound]`, written at each sound) in order, from
 * the next page load on: a test reads them after the fact, without racing the page. */
export async function recordSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { sounds: string[] };
    w.sounds = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const value = (r.target as HTMLElement).dataset?.sound;
        if (r.attributeName === 'data-sound' && value) w.sounds.push(value);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-sound'] });
  });
}

/** The sounds the page has made since it was loaded (see [`recordSounds`]). */
export const sounds = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { sounds?: string[] }).sounds ?? []);

/** The `arbiter` command the server runs from: `ARBITER_BIN` (set by `crates/cli/tests/web.rs`),
 * else the workspace's debug build (`CARGO_TARGET_DIR` or `target/`). */
export function arbiterBin(): string {
  if (process.env.ARBITER_BIN) return process.env.ARBITER_BIN;
  const target = process.env.CARGO_TARGET_DIR ?? join(import.meta.dirname, '..', '..', 'target');
  const bin = join(target, 'debug', 'arbiter');
  if (!existsSync(bin)) throw new Error(`no arbiter command at ${bin}: set ARBITER_BIN`);
  return bin;
}

/** Runs the `arbiter` command line (as a user would, on a file the browser downloaded):
 * its exit status and output. */
export function arbiter(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(arbiterBin(), args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A board as publishing a round answers it: each seat's link. */
export interface SeatLinks { board: number; game: string; white: string | null; black: string | null }

/** A seat's token, from its link (`/game/ID#white=TOKEN`). */
export const seatToken = (link: string | null): string => /#(?:white|black)=([0-9a-f]+)/.exec(link ?? '')?.[1] ?? '';

/** 32 legal half-moves without a capture nor a repeated position: pawns only. */
export const PAWN_MOVES = ['a3', 'a6', 'b3', 'b6', 'c3', 'c6', 'd3', 'd6', 'e3', 'e6', 'f3', 'f6', 'g3', 'g6', 'h3', 'h6',
  'a4', 'a5', 'b4', 'b5', 'c4', 'c5', 'd4', 'd5', 'e4', 'e5', 'f4', 'f5', 'g4', 'g5', 'h4', 'h5'];

/** Half-move `ply` of [`PAWN_MOVES`] on a board, by its seat (through the API: the players'
 * side of a test about the arbiter's or a spectator's page). */
export async function pawnMove(request: APIRequestContext, link: SeatLinks, ply: number): Promise<void> {
  const side = ply % 2 === 0 ? 'white' : 'black';
  const answer = await request.post(`/api/games/${link.game}/events`, {
    headers: { authorization: `Bearer ${seatToken(side === 'white' ? link.white : link.black)}` },
    data: { type: 'move', by: side, move: PAWN_MOVES[ply] },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Moves on the given boards in turn, one every `everyMs`, until stopped (answers how many):
 * the live updates a page receives. */
export function liveMoves(request: APIRequestContext, boards: SeatLinks[], everyMs: number): { stop: () => Promise<number> } {
  let running = true;
  let sent = 0;
  const plies = new Map<string, number>();
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const link = boards[i % boards.length];
      const ply = plies.get(link.game) ?? 0;
      if (ply < PAWN_MOVES.length) {
        await pawnMove(request, link, ply);
        plies.set(link.game, ply + 1);
        sent++;
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return { stop: async () => { running = false; await loop; return sent; } };
}

/** Follows a link as a reader does and answers what the browser got: a text page it shows (a
 * TRF, `text/plain`), or a file it downloads (a PGN, `application/x-chess-pgn`). The page is
 * left where the link led (a download leaves it where it was). */
export async function followLink(page: Page, link: Locator): Promise<string> {
  const href = new URL((await link.getAttribute('href')) ?? '', page.url()).href;
  const got = new Promise<string>((resolve, reject) => {
    const stop = () => {
      page.off('download', onDownload);
      page.off('response', onResponse);
    };
    const onDownload = (d: Download) => {
      stop();
      d.path().then((path) => resolve(readFileSync(path, 'utf8')), reject);
    };
    const onResponse = (r: Response) => {
      if (r.url() !== href || !(r.headers()['content-type'] ?? '').startsWith('text/')) return;
      stop();
      r.text().then(resolve, reject);
    };
    page.on('download', onDownload);
    page.on('response', onResponse);
  });
  await link.click();
  return got;
}

/** What does not fit the window (issue 35 item 5: "both pages fit 390 px with nothing cut"):
 * the page wider than the window; an element that scrolls sideways (a table in a scrolling box
 * is no fit either); an element the window's edge cuts; an element whose hidden overflow cuts its
 * text (a text field's own value excepted). A box wholly left of the window is put there on purpose (a table's head kept for screen
 * readers) and counts not; nor does a screen-reader-only box (1 px). Answers at most ten, named
 * by tag and classes. */
export async function notFitting(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) out.push(`the page: ${root.scrollWidth} px wide in ${width}`);
    const name = (e: Element) => `${e.tagName.toLowerCase()}${[...e.classList].map((c) => `.${c}`).join('')}${e.textContent ? ` «${e.textContent.trim().slice(0, 30)}»` : ''}`;
    for (const e of document.body.querySelectorAll('*')) {
      const r = e.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || r.right <= 0) continue;
      const style = getComputedStyle(e);
      if (style.visibility === 'hidden') continue;
      if (r.left < -1 || r.right > width + 1) out.push(`${name(e)}: from ${Math.round(r.left)} to ${Math.round(r.right)} px in ${width}`);
      // A text field scrolls its own value (a link of 60 characters in a field with its copy
      // button): that is its nature, not a cut.
      else if (style.overflowX !== 'visible' && !e.matches('input, textarea, select') && e.scrollWidth > e.clientWidth + 1) {
        out.push(`${name(e)}: ${/auto|scroll/.test(style.overflowX) ? 'scrolls sideways' : 'cut'}, ${e.scrollWidth} px in ${e.clientWidth}`);
      }
      if (out.length >= 10) break;
    }
    return out;
  });
}

/** Fails when anything on the page does not fit the window ([`notFitting`]). */
export async function fits(page: Page, where: string): Promise<void> {
  expect(await notFitting(page), `what does not fit the window on ${where}`).toEqual([]);
}
