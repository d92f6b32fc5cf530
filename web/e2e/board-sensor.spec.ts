/**
 * The electronic board on the game page (issue 23): a DGT board's bytes, posted to
 * `POST /api/games/{id}/board` as a relay at the table does, show on the page: the knight
 * lifted is marked and binds as the game decides ("you must move this knight", Art. 4.3.1; gone
 * once the arbiter rules the contact accidental, 4.2.2), and a piece knocked onto
 * another square is a mismatch whose squares to put right are named and marked (Art. 7.6), in
 * English and in French.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { person, shot } from './helpers';

/** DGT piece codes (the protocol's header): white P R N B K Q = 1..6, black = 7..12. */
const CODE: Record<string, number> = { P: 1, R: 2, N: 3, B: 4, K: 5, Q: 6, p: 7, r: 8, n: 9, b: 10, k: 11, q: 12 };

/** The board's index of a square, the board the right way round (index 0 is a8). */
const index = (square: string): number => (8 - Number(square[1])) * 8 + (square.charCodeAt(0) - 97);

/** A board dump (message 0x86, length 67) of a FEN board field. */
function dump(board: string): number[] {
  const codes: number[] = [];
  for (const ch of board.replace(/\//g, '')) {
    if (/\d/.test(ch)) for (let i = 0; i < Number(ch); i++) codes.push(0);
    else codes.push(CODE[ch] ?? 0);
  }
  return [0x86, 0, 67, ...codes];
}

/** A field update (message 0x8e, length 5): the square now holds `piece` (empty: nothing). */
const field = (square: string, piece = ''): number[] => [0x8e, 0, 5, index(square), piece ? CODE[piece] : 0];

const b64 = (bytes: number[]): string => Buffer.from(bytes).toString('base64');

async function post(request: APIRequestContext, id: string, token: string, ...messages: number[][]): Promise<void> {
  const answer = await request.post(`/api/games/${id}/board`, {
    headers: { authorization: `Bearer ${token}` },
    data: { lines: messages.map(b64) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('the touched knight binds and a displaced rook is to be put right, on the game page', async ({ browser, request }) => {
  const created = await request.post('/api/games', { data: { config: { mode: 'otb', time_control: '5400+30' } } });
  expect(created.status()).toBe(201);
  const { id, tokens } = (await created.json()) as { id: string; tokens: { white: string; arbiter: string } };
  const { context, page } = await person(browser);
  const fr = await person(browser, 'fr-FR');
  await page.goto(`/game/${id}`);
  await fr.page.goto(`/game/${id}`);
  await expect(page.locator('.board cg-board')).toBeVisible();
  await expect(page.locator('section.sensor')).toBeHidden();

  // The arbiter attaches the board for White's laptop to relay, and starts the clock (Art. 6.6;
  // issue 34: a seat relays only a board the arbiter attached naming it, and a board never starts
  // the game). The board set up as the start (Art. 2.3); White lifts the g1 knight.
  const attached = await request.post(`/api/games/${id}/board`, {
    headers: { authorization: `Bearer ${tokens.arbiter}` },
    data: { relay: 'white' },
  });
  expect(attached.status(), await attached.text()).toBe(200);
  const started = await request.post(`/api/games/${id}/events`, {
    headers: { authorization: `Bearer ${tokens.arbiter}` },
    data: { type: 'start' },
  });
  expect(started.status(), await started.text()).toBe(200);
  await post(request, id, tokens.white, dump('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'));
  await post(request, id, tokens.white, field('g1'));
  const panel = page.locator('section.sensor');
  await expect(panel).toBeVisible();
  await expect(panel.locator('.sensor-touched')).toContainText('white knight g1');
  await expect(panel.locator('.sensor-must')).toContainText('You must move this knight (g1), Art. 4.3.1');
  await expect(page.locator('.sensor-mark.touched[data-square=g1]')).toBeVisible();
  await expect(fr.page.locator('section.sensor .sensor-must')).toContainText('Vous devez jouer ce cavalier (g1), art. 4.3.1');
  await shot(page, 'board-sensor-touched');

  // The binding is the game's (its state's must_move), not the board's: the lift went to the
  // game as a touch. When the arbiter rules the contact accidental (Art. 4.2.2, `release_touch`),
  // the game no longer binds White and the panel says so, though the board still saw the lift.
  const state = await (await request.get(`/api/games/${id}`)).json();
  expect(state.state.must_move).toMatchObject({ by: 'white', piece_on: 'g1', rule: 'move', article: '4.3.1' });
  const released = await request.post(`/api/games/${id}/events`, {
    headers: { authorization: `Bearer ${tokens.arbiter}` },
    data: { type: 'release_touch', by: 'white' },
  });
  expect(released.status(), await released.text()).toBe(200);
  await expect(panel.locator('.sensor-must')).toHaveCount(0);
  await expect(fr.page.locator('section.sensor .sensor-must')).toHaveCount(0);
  await expect(panel.locator('.sensor-touched')).toContainText('white knight g1');

  // Put back. Then the rook on a8 is knocked onto a5: once
  // the board has settled, the squares to put right are named and marked (Art. 7.6).
  await post(request, id, tokens.white, field('g1', 'N'));
  await page.waitForTimeout(150);
  await post(request, id, tokens.white, field('a8'));
  await page.waitForTimeout(150);
  await post(request, id, tokens.white, field('a5', 'r'));
  await expect(panel.locator('.sensor-restore')).toContainText('Put right (Art. 7.6)', { timeout: 20_000 });
  await expect(panel.locator('.sensor-restore')).toContainText('a8 black rook');
  await expect(panel.locator('.sensor-restore')).toContainText('a5 empty');
  await expect(page.locator('.sensor-mark.restore[data-square=a8]')).toBeVisible();
  await expect(page.locator('.sensor-mark.restore[data-square=a5]')).toBeVisible();
  await expect(fr.page.locator('section.sensor .sensor-restore')).toContainText('À rétablir (art. 7.6)');
  await shot(page, 'board-sensor-mismatch');

  // Put right: the marks go.
  await post(request, id, tokens.white, field('a5'));
  await page.waitForTimeout(150);
  await post(request, id, tokens.white, field('a8', 'r'));
  await expect(page.locator('.sensor-mark.restore')).toHaveCount(0);
  await context.close();
  await fr.context.close();
});
