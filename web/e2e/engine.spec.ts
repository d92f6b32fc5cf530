/** A game against the engine (Stockfish from Debian's packages) reaches its first engine move. */
import { expect, test } from '@playwright/test';
import { createGame, play, plies, person, shot } from './helpers';

test('a game against Stockfish: the engine answers the first move', async ({ browser }) => {
  const { context, page } = await person(browser);
  await createGame(page, { engine: 1, colour: 'white', preset: 'blitz' });
  await expect(page.locator('.clock.running')).toHaveCount(1);
  await play(page, 'white', 'e2e4');
  await expect(plies(page)).toHaveCount(2, { timeout: 30_000 });
  await shot(page, 'engine-first-move');
  await context.close();
});
