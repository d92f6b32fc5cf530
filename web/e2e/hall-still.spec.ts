/**
 * Issue 35, items 3 and 5: the hall that stays still, and its result screen.
 *
 * - Item 5: focus stays on a button across 10 s of live updates (moves arriving on other boards,
 *   clocks counting); a click pressed for 150 ms while updates arrive is never lost (50 of 50);
 *   the rows are updated, never rebuilt; the queue's ages count on; a wrong or truncated arbiter
 *   link is said at once and no control shows; at 390 px nothing is cut (no sideways scroll).
 * - Item 3: one screen for every board of the round, typed with the keys `1`, `0`, `=`, `+`,
 *   `-`; a confirmation (a modal dialog) before anything is recorded; Art. 6.7.1: the default time
 *   counted from the round's start (the clocks started), after it the absent offered for
 *   forfeit, never a player who has moved; a past round corrected from the same screen with its
 *   reason (journalled in the event).
 *
 * axe-core (every rule, experimental included) finds nothing on each state visited, at 1280×900
 * and 390×844, in English and French.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { noViolations } from './axe';
import { person, shot, VIEWPORTS } from './helpers';

interface Link { board: number; game: string; white: string | null; black: string | null }
interface Made { id: string; token: string; links: Link[] }

/** An event of `players` players, round 1 paired by the Dutch system and published (the
 * default time of Art. 6.7.1 as given). */
async function event(request: APIRequestContext, players: number, defaultMs: number, name = 'Still Open'): Promise<Made> {
  const created = await request.post('/api/events', {
    data: { name, system: 'swiss', rounds: 3, config: { time_control: '900+10', regulations: { default_time_ms: defaultMs } } },
  });
  expect(created.status()).toBe(201);
  const { id, token } = (await created.json()) as { id: string; token: string };
  const auth = { authorization: `Bearer ${token}` };
  const list = Array.from({ length: players }, (_, i) => ({ name: `Still, ${String(i + 1).padStart(2, '0')}`, rating: 2400 - 10 * i, federation: 'FRA' }));
  expect((await request.post(`/api/events/${id}/players`, { headers: auth, data: { players: list } })).status()).toBe(201);
  const paired = await request.post(`/api/events/${id}/rounds`, { headers: auth, data: { publish: true } });
  expect(paired.status()).toBe(201);
  const { links } = (await paired.json()) as { links: Link[] };
  return { id, token, links };
}

const seat = (link: string | null): string => /#(?:white|black)=([0-9a-f]+)/.exec(link ?? '')?.[1] ?? '';

/** 32 legal half-moves without a capture nor a repeated position: pawns only. */
const PAWNS = ['a3', 'a6', 'b3', 'b6', 'c3', 'c6', 'd3', 'd6', 'e3', 'e6', 'f3', 'f6', 'g3', 'g6', 'h3', 'h6',
  'a4', 'a5', 'b4', 'b5', 'c4', 'c5', 'd4', 'd5', 'e4', 'e5', 'f4', 'f5', 'g4', 'g5', 'h4', 'h5'];

async function move(request: APIRequestContext, link: Link, ply: number): Promise<void> {
  const side = ply % 2 === 0 ? 'white' : 'black';
  const answer = await request.post(`/api/games/${link.game}/events`, {
    headers: { authorization: `Bearer ${seat(side === 'white' ? link.white : link.black)}` },
    data: { type: 'move', by: side, move: PAWNS[ply] },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Moves on the given boards, one every `everyMs`, until stopped: the hall's live updates. */
function traffic(request: APIRequestContext, boards: Link[], everyMs: number): { stop: () => Promise<number> } {
  let running = true;
  let sent = 0;
  const plies = new Map<string, number>();
  const loop = (async () => {
    let i = 0;
    while (running) {
      const link = boards[i % boards.length];
      const ply = plies.get(link.game) ?? 0;
      if (ply < PAWNS.length) {
        await move(request, link, ply);
        plies.set(link.game, ply + 1);
        sent++;
      }
      i++;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return { stop: async () => { running = false; await loop; return sent; } };
}

/** Counts the rows the hall replaced or removed (a row rebuilt would be both). */
async function watchRows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { rowsGone: number };
    w.rowsGone = 0;
    const body = document.querySelector('table.boards tbody');
    if (!body) throw new Error('no boards');
    new MutationObserver((records) => {
      for (const r of records) w.rowsGone += [...r.removedNodes].filter((n) => n.nodeName === 'TR').length;
    }).observe(body, { childList: true });
  });
}

/** Whether the page scrolls sideways, and the first element cut at the right edge. */
async function cut(page: Page): Promise<string> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) return `page ${document.documentElement.scrollWidth} > ${width}`;
    for (const el of document.querySelectorAll<HTMLElement>('.hall *')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > width + 0.5) return `${el.tagName}.${el.className} right ${Math.round(r.right)} > ${width}`;
    }
    return '';
  });
}

test('issue 35 item 5: focus stays on a button across 10 s of live updates; 50 clicks of 150 ms amid them, none lost; rows never rebuilt', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const made = await event(request, 16, 0);
  const auth = { authorization: `Bearer ${made.token}` };
  expect((await request.post(`/api/events/${made.id}/rounds/1/start`, { headers: auth, data: {} })).status()).toBe(200);
  // Board 1: White has moved, Black never does: "Black absent" stays offered (Art. 6.7.1).
  await move(request, made.links[0], 0);
  const { context, page } = await person(browser, 'en-GB');
  await page.goto(`/event/${made.id}/hall#arbiter=${made.token}`);
  await expect(page.locator('tr.hall-board')).toHaveCount(8);
  const offer = page.locator('tr.hall-board[data-board="1"] button.offer[data-code="+/-"]');
  await expect(offer).toBeVisible();
  // Never the player who moved: White on board 1 is not offered.
  await expect(page.locator('tr.hall-board[data-board="1"] button.offer[data-code="-/+"]')).toHaveCount(0);
  await watchRows(page);
  const moves = traffic(request, made.links.slice(1), 100);
  await offer.focus();
  await page.evaluate(() => { (document.activeElement as HTMLElement & { marked?: boolean }).marked = true; });
  const clock = page.locator('tr.hall-board[data-board="2"] td.hall-clock').first();
  const before = await clock.textContent();
  const samples: boolean[] = [];
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(500);
    samples.push(await page.evaluate(() => !!(document.activeElement as HTMLElement & { marked?: boolean }).marked));
  }
  expect(samples.every(Boolean), `focus kept at each of 20 looks over 10 s: ${samples.join(',')}`).toBe(true);
  await expect(clock).not.toHaveText(before ?? '');
  // 50 presses of 150 ms while moves and seconds arrive: each opens the confirmation.
  const box = await offer.boundingBox();
  if (!box) throw new Error('no box');
  let opened = 0;
  for (let i = 0; i < 50; i++) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(150);
    await page.mouse.up();
    const dialog = page.locator('dialog.confirm');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('li[data-board="1"]')).toContainText('+/-');
    opened++;
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  // Hover stays too: the pointer rests on the button through two seconds of updates.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(2_000);
  expect(await offer.evaluate((el) => el.matches(':hover'))).toBe(true);
  const sent = await moves.stop();
  expect(opened).toBe(50);
  expect(sent).toBeGreaterThan(40);
  // Nothing was recorded (each confirmation cancelled); the rows were updated, never rebuilt.
  await expect(page.locator('tr.hall-board[data-board="1"] td.result')).toHaveText('');
  expect(await page.evaluate(() => (window as unknown as { rowsGone: number }).rowsGone)).toBe(0);
  await context.close();
});

test('issue 35 item 5: the queue\'s age counts on', async ({ browser, request }) => {
  const made = await event(request, 4, 0);
  const auth = { authorization: `Bearer ${made.token}` };
  expect((await request.post(`/api/events/${made.id}/rounds/1/start`, { headers: auth, data: {} })).status()).toBe(200);
  const call = await request.post(`/api/games/${made.links[0].game}/events`, {
    headers: { authorization: `Bearer ${seat(made.links[0].white)}` }, data: { type: 'pause', by: 'white' },
  });
  expect(call.status()).toBe(200);
  const { context, page } = await person(browser, 'en-GB');
  await page.goto(`/event/${made.id}/hall#arbiter=${made.token}`);
  const age = page.locator('li.queue-item time');
  await expect(age).toHaveText(/^\d+ seconds? ago$/);
  const first = Number(/(\d+)/.exec((await age.textContent()) ?? '')?.[1]);
  await expect.poll(async () => Number(/(\d+)/.exec((await age.textContent()) ?? '')?.[1]), { timeout: 5_000 }).toBeGreaterThanOrEqual(first + 2);
  await context.close();
});

for (const locale of ['en-GB', 'fr-FR']) {
  for (const viewport of VIEWPORTS) {
    const fr = locale === 'fr-FR';
    const tag = `${viewport.name}-${fr ? 'fr' : 'en'}`;

    test(`issue 35 item 5, ${tag}: a wrong or truncated arbiter link is said at once and shows no control`, async ({ browser, request }) => {
      const made = await event(request, 4, 0, 'Wrong Link Open');
      const { context, page } = await person(browser, locale, viewport);
      for (const wrong of [made.token.slice(0, 12), `${made.token.slice(0, -1)}${made.token.endsWith('0') ? '1' : '0'}`]) {
        await page.goto(`/event/${made.id}/hall#arbiter=${wrong}`);
        const said = page.locator('p.error.access');
        await expect(said).toBeVisible({ timeout: 2_000 });
        await expect(said).toContainText(fr ? 'lien d’arbitre est faux ou tronqué' : 'arbiter link is wrong or cut short');
        await expect(page.locator('.hall button, .hall input, .hall select, .hall-controls, table.boards')).toHaveCount(0);
        await noViolations(page, `the hall with a wrong link (${tag})`);
      }
      await shot(page, `hall-wrong-link-${tag}`);
      await context.close();
    });

    test(`issue 35 items 3, 5, ${tag}: the hall and its result screen fit the screen; keys, confirmation, Art. 6.7.1 forfeits, a past round corrected with its reason`, async ({ browser, request }) => {
      test.setTimeout(150_000);
      const made = await event(request, 10, 20_000, fr ? 'Open de Lyon' : 'Results Open');
      const { context, page } = await person(browser, locale, viewport);
      await page.goto(`/event/${made.id}/hall#arbiter=${made.token}`);
      await expect(page.locator('tr.hall-board')).toHaveCount(5);
      await expect(page.locator('.default-time')).toContainText(fr ? 'compté depuis le début de la ronde' : 'counted from the start of the round');
      expect(await cut(page)).toBe('');
      await noViolations(page, `the hall before the clocks (${tag})`);
      // Art. 6.6: the clocks started from the hall; the default time counts from then.
      await page.locator('button.start-all').click();
      await expect(page.locator('td.hall-clock.ticking')).toHaveCount(5);
      await expect(page.locator('.default-time')).toContainText(fr ? 'encore' : 'left');
      // Board 5: White moves at once; board 4: both move.
      await move(request, made.links[4], 0);
      await move(request, made.links[3], 0);
      await move(request, made.links[3], 1);
      // Before the default time, no forfeit is offered.
      await expect(page.locator('button.offer')).toHaveCount(0);
      expect(await cut(page)).toBe('');
      await noViolations(page, `the hall, clocks running (${tag})`);

      await page.locator('button[data-screen="results"]').click();
      await expect(page).toHaveURL(/\?screen=results$/);
      const entry = (n: number) => page.locator(`input.result-entry[data-board="${n}"]`);
      await expect(entry(1)).toBeVisible();
      // Item 3: keys; the next board follows.
      await entry(1).focus();
      await page.keyboard.press('1');
      await expect(entry(1)).toHaveValue('1-0');
      await expect(entry(2)).toBeFocused();
      await page.keyboard.press('=');
      await expect(entry(2)).toHaveValue('1/2-1/2');
      await page.keyboard.press('0');
      await expect(entry(3)).toHaveValue('0-1');
      await expect(entry(4)).toBeFocused();
      // Board 4: both have moved: no forfeit for absence (Art. 6.7.1).
      await page.keyboard.press('+');
      await expect(entry(4)).toHaveValue('');
      await expect(page.locator('.hall p.error')).toContainText(fr ? 'ne sont pas absents (art. 6.7.1)' : 'is not absent (Art. 6.7.1)');
      // A key that is none of the five.
      await page.keyboard.press('x');
      await expect(page.locator('.hall p.error')).toContainText(fr ? 'Les touches sont 1, 0, =, + et -' : 'The keys are 1, 0, =, + and -');
      // Board 5: White moved; Black absent, but the default time has not passed.
      await entry(5).focus();
      await page.keyboard.press('-');
      await expect(page.locator('.hall p.error')).toContainText(fr ? 'ne sont pas absents' : 'is not absent');
      await page.keyboard.press('+');
      await expect(page.locator('.hall p.error')).toContainText(fr ? 'le délai de forfait n’est pas écoulé' : 'the default time has not passed');
      await expect(entry(5)).toHaveValue('');
      await noViolations(page, `the result screen, typing (${tag})`);
      // After the default time (20 s from the round's start): Black of board 5 is offered.
      await expect(page.locator('.default-time.passed')).toBeVisible({ timeout: 30_000 });
      // The boards screen offers the absent for forfeit: never a player who has moved.
      await page.locator('button[data-screen="boards"]').click();
      await expect(page.locator('tr.hall-board[data-board="1"] button.offer')).toHaveCount(3);
      await expect(page.locator('tr.hall-board[data-board="4"] button.offer')).toHaveCount(0);
      await expect(page.locator('tr.hall-board[data-board="5"] button.offer')).toHaveCount(1);
      await expect(page.locator('tr.hall-board[data-board="5"] button.offer')).toHaveAttribute('data-code', '+/-');
      expect(await cut(page)).toBe('');
      await noViolations(page, `the hall offering forfeits (${tag})`);
      await page.locator('button[data-screen="results"]').click();
      await entry(5).focus();
      await page.keyboard.press('+');
      await expect(entry(5)).toHaveValue('+/-');
      // Board 4 by the buttons: a draw.
      await page.locator('button.set-result[data-board="4"][data-code="1/2-1/2"]').click();
      await expect(entry(4)).toHaveValue('1/2-1/2');
      expect(await cut(page)).toBe('');
      await shot(page, `hall-results-${tag}`);
      // The confirmation lists each board and what it does; cancelled, nothing is recorded.
      await page.locator('button.record-results').click();
      const dialog = page.locator('dialog.confirm');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('li')).toHaveCount(5);
      await expect(dialog.locator('li[data-board="5"]')).toContainText(fr ? 'forfait (art. 6.7.1)' : 'forfeit (Art. 6.7.1)');
      await expect(dialog.locator('.confirm-reason')).toBeHidden();
      await noViolations(page, `the confirmation (${tag})`);
      await shot(page, `hall-confirm-${tag}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.locator('td.recorded').first()).not.toContainText('1-0');
      await page.locator('button.record-results').click();
      await dialog.locator('button.confirm-ok').click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('p.results-sent')).toContainText('5');
      const recorded = (n: number) => page.locator(`tr.result-row[data-board="${n}"] td.recorded`);
      await expect(recorded(1)).toContainText('1-0');
      await expect(recorded(5)).toContainText('+/-');
      const p1 = (await (await request.get(`/api/events/${made.id}/pairings?round=1`)).json()) as { boards: { result: string }[] };
      expect(p1.boards.map((b) => b.result)).toEqual(['1-0', '1/2-1/2', '0-1', '1/2-1/2', '+/-']);
      await noViolations(page, `the result screen, recorded (${tag})`);

      // Round 2 paired and published from the hall; round 1 corrected from the same screen.
      await page.locator('button[data-screen="boards"]').click();
      await page.locator('button[data-action="pair"]').click();
      await expect(page.locator('button[data-action="publish"]')).toBeVisible();
      await page.locator('button[data-action="publish"]').click();
      // Issue 35, item 2: published once confirmed.
      await page.locator('dialog.ask button.ask-ok').click();
      await expect(page.locator('td.status').first()).toHaveText(fr ? 'non commencée' : 'not started');
      await page.locator('button[data-screen="results"]').click();
      await page.locator('select#results-round').selectOption('1');
      await expect(page).toHaveURL(/round=1/);
      await expect(page.locator('.results-past')).toBeVisible();
      await expect(recorded(3)).toContainText('0-1');
      await entry(3).focus();
      await page.keyboard.press('1');
      await page.locator('button.record-results').click();
      await expect(dialog.locator('li[data-board="3"]')).toContainText(fr ? 'corrige 0-1' : 'corrects 0-1');
      // A correction needs its reason.
      await dialog.locator('button.confirm-ok').click();
      await expect(dialog.locator('.confirm-error')).toHaveText(fr ? 'Une correction demande son motif.' : 'A correction needs its reason.');
      await noViolations(page, `a correction asking its reason (${tag})`);
      await dialog.locator('input[name="reason"]').fill('score sheets signed 1-0');
      await dialog.locator('button.confirm-ok').click();
      await expect(dialog).toBeHidden();
      await expect(recorded(3)).toContainText('1-0');
      const corrected = (await (await request.get(`/api/events/${made.id}/pairings?round=1`)).json()) as { boards: { result: string; decided?: { reason?: string } }[] };
      expect(corrected.boards[2].result).toBe('1-0');
      expect(corrected.boards[2].decided?.reason).toBe('score sheets signed 1-0');
      expect(await cut(page)).toBe('');
      await noViolations(page, `a past round corrected (${tag})`);
      // The boards screen at this size: the shot of the hall.
      await page.locator('button[data-screen="boards"]').click();
      await expect(page.locator('tr.hall-board')).toHaveCount(5);
      expect(await cut(page)).toBe('');
      await shot(page, `hall-boards-${tag}`);
      await context.close();
    });
  }
}
