/**
 * The hall (issue 26, "What it must show"): the event arbiter's page shows 20 live boards; a claim
 * made in one game (a player stopping the clocks to call the arbiter, Art. 6.11.2) appears in the
 * queue, and the arbiter rules on it from there (the clock restarted, Art. 6.11.3). Then the
 * public pairings, standings and crosstable pages, in English and in French, and axe-core without
 * a violation on each page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { noViolations } from './axe';
import { person, shot } from './helpers';

interface Link { board: number; game: string; white: string | null; black: string | null }

/** An event of 40 players, round 1 paired by the Dutch system and published: 20 boards. */
async function event(request: APIRequestContext): Promise<{ id: string; token: string; links: Link[] }> {
  const created = await request.post('/api/events', {
    data: { name: 'Hall Open', system: 'swiss', rounds: 5, config: { time_control: '900+10' } },
  });
  expect(created.status()).toBe(201);
  const { id, token } = (await created.json()) as { id: string; token: string };
  const auth = { authorization: `Bearer ${token}` };
  const players = Array.from({ length: 40 }, (_, i) => ({ name: `Player, ${String(i + 1).padStart(2, '0')}`, rating: 2400 - 10 * i, federation: 'FRA' }));
  expect((await request.post(`/api/events/${id}/players`, { headers: auth, data: { players } })).status()).toBe(201);
  const paired = await request.post(`/api/events/${id}/rounds`, { headers: auth, data: { publish: true } });
  expect(paired.status()).toBe(201);
  const { links } = (await paired.json()) as { links: Link[] };
  expect(links).toHaveLength(20);
  return { id, token, links };
}

test('the hall shows 20 live boards; a claim made in one game appears in the queue and the arbiter rules on it from there', async ({ browser, request }) => {
  const { id, token, links } = await event(request);
  const { context, page } = await person(browser, 'en-GB');
  await page.goto(`/event/${id}/hall#arbiter=${token}`);
  // The token left the address bar.
  await expect(page).toHaveURL(new RegExp(`/event/${id}/hall$`));
  const rows = page.locator('tr.hall-board');
  await expect(rows).toHaveCount(20);
  await expect(page.locator('.queue-empty')).toBeVisible();
  // Art. 6.6: every clock started from the hall; the boards are live.
  await page.locator('button.start-all').click();
  await expect(page.locator('td.hall-clock.ticking')).toHaveCount(20);
  await expect(page.locator('td.status', { hasText: 'playing' })).toHaveCount(20);
  // A running clock counts down in the hall.
  const first = page.locator('tr.hall-board[data-board="1"] td.hall-clock.white');
  const before = await first.textContent();
  await expect(first).not.toHaveText(before ?? '', { timeout: 5_000 });
  await noViolations(page, 'the hall');

  // Board 7's White calls the arbiter (Art. 6.11.2), from the seat's token.
  const board = links[6];
  const white = /#white=([0-9a-f]+)/.exec(board.white ?? '')?.[1] ?? '';
  const call = await request.post(`/api/games/${board.game}/events`, {
    headers: { authorization: `Bearer ${white}` },
    data: { type: 'pause', by: 'white' },
  });
  expect(call.status()).toBe(200);
  const item = page.locator(`li.queue-item[data-kind="call"][data-game="${board.game}"]`);
  await expect(item).toBeVisible();
  await expect(item).toContainText('Board 7');
  await expect(page.locator(`tr.hall-board[data-board="7"] td.hall-clock.ticking`)).toHaveCount(0);
  await expect(item.locator('a.open-console')).toHaveAttribute('href', `/game/${board.game}/arbiter#arbiter=${token}`);
  await shot(page, 'hall-call');
  // One click opens the game's console, where the event's token is the arbiter's.
  const [console_] = await Promise.all([context.waitForEvent('page'), item.locator('a.open-console').click()]);
  await expect(console_.locator('section.console button.resume')).toBeVisible();
  await console_.close();
  // The arbiter rules from the queue: the clock restarts (Art. 6.11.3); the item leaves it.
  await item.locator('button.resume').click();
  await expect(item).toHaveCount(0);
  await expect(page.locator('.queue-empty')).toBeVisible();
  await expect(page.locator(`tr.hall-board[data-board="7"] td.hall-clock.ticking`)).toHaveCount(1);
  // The console the queue opens takes the event's token: the arbiter rules on every game.
  const state = await request.get(`/api/games/${board.game}`);
  expect(((await state.json()) as { state: { clock: { paused: boolean } } }).state.clock.paused).toBe(false);
  await shot(page, 'hall-20-boards');
  await context.close();
});

for (const locale of ['en-GB', 'fr-FR']) {
  test(`the event's public pages in ${locale}: pairings, standings, crosstable, without an axe-core violation`, async ({ browser, request }) => {
    const { id, token } = await event(request);
    const fr = locale === 'fr-FR';
    const { context, page } = await person(browser, locale);
    await page.goto(`/event/${id}`);
    await expect(page.locator('h1')).toHaveText('Hall Open');
    await expect(page.locator('table.pairings tbody tr')).toHaveCount(20);
    await noViolations(page, 'the pairings');
    await page.getByRole('button', { name: fr ? 'Classement' : 'Standings' }).click();
    await expect(page.locator('table.standings tbody tr')).toHaveCount(40);
    await expect(page.locator('table.standings thead')).toContainText('BH/C1');
    await noViolations(page, 'the standings');
    await page.getByRole('button', { name: fr ? 'Grille américaine' : 'Crosstable' }).click();
    await expect(page.locator('table.crosstable tbody tr')).toHaveCount(40);
    await noViolations(page, 'the crosstable');
    // The hall in the same language.
    await page.goto(`/event/${id}/hall#arbiter=${token}`);
    await expect(page.locator('tr.hall-board')).toHaveCount(20);
    await expect(page.locator('#boards-title')).toContainText(fr ? 'Échiquiers' : 'Boards');
    await noViolations(page, 'the hall before the clocks start');
    await context.close();
  });
}

test('issue 24 point 4: the arbiter sees the draft and its explanation, changes a board (journalled, warned in a FIDE-rated event) and publishes', async ({ browser, request }) => {
  const created = await request.post('/api/events', {
    data: { name: 'Rated Open', system: 'swiss', rounds: 3, fide_rated: true, config: { time_control: '900+10' } },
  });
  const { id, token } = (await created.json()) as { id: string; token: string };
  const auth = { authorization: `Bearer ${token}` };
  const players = Array.from({ length: 8 }, (_, i) => ({ name: `Rated, ${i + 1}`, rating: 2300 - 20 * i }));
  expect((await request.post(`/api/events/${id}/players`, { headers: auth, data: { players } })).status()).toBe(201);
  const { context, page } = await person(browser, 'en-GB');
  await page.goto(`/event/${id}/hall#arbiter=${token}`);
  await page.getByRole('button', { name: 'Pair the next round' }).click();
  await expect(page.locator('tr.hall-board')).toHaveCount(4);
  // Issue 32: headed by the system's own text, C.04.3 for a Swiss event (C.05 Annex 1 for a round robin).
  await expect(page.locator('.explanation summary')).toHaveText('Why these pairings (C.04.3)');
  const board1 = page.locator('tr.hall-board[data-board="1"] td.player').first();
  const white = await board1.textContent();
  // No reason, no change.
  await page.getByRole('button', { name: 'Swap the colours of board 1' }).click();
  await expect(page.locator('p.error')).toHaveText('Say why the pairing is changed first.');
  await page.locator('input.reason').fill('colour allocation error on the pairing card');
  await page.getByRole('button', { name: 'Swap the colours of board 1' }).click();
  await expect(page.locator('div.warnings')).toContainText('The pairing of a FIDE-rated event was changed by hand');
  await expect(board1).not.toHaveText(white ?? '');
  await noViolations(page, 'the hall with a draft');
  await page.getByRole('button', { name: 'Publish the round' }).click();
  // Issue 35, item 2: published once confirmed.
  await page.locator('dialog.ask button.ask-ok').click();
  await expect(page.locator('td.status', { hasText: 'not started' })).toHaveCount(4);
  const pairings = (await (await request.get(`/api/events/${id}/pairings`)).json()) as { changes: unknown[]; published: boolean };
  expect(pairings.published).toBe(true);
  expect(pairings.changes).toHaveLength(1);
  await context.close();
});

test('Art. 12.9.8, 12.9.9: the arbiter records a withdrawal and a requested bye from the hall; the next round pairs the others', async ({ browser, request }) => {
  const created = await request.post('/api/events', {
    data: { name: 'Small Open', system: 'swiss', rounds: 3, config: { time_control: '900+10' } },
  });
  const { id, token } = (await created.json()) as { id: string; token: string };
  const auth = { authorization: `Bearer ${token}` };
  const players = Array.from({ length: 6 }, (_, i) => ({ name: `Small, ${i + 1}`, rating: 2300 - 20 * i }));
  expect((await request.post(`/api/events/${id}/players`, { headers: auth, data: { players } })).status()).toBe(201);
  expect((await request.post(`/api/events/${id}/rounds`, { headers: auth, data: { publish: true } })).status()).toBe(201);
  // Art. 6.6 then 12.1: the clocks started, each game's result declared by the arbiter.
  expect((await request.post(`/api/events/${id}/rounds/1/start`, { headers: auth, data: {} })).status()).toBe(200);
  for (const board of [1, 2, 3]) {
    const decided = await request.post(`/api/events/${id}/rounds/1/boards/${board}/result`, { headers: auth, data: { result: '1/2-1/2' } });
    expect(decided.status()).toBe(200);
  }
  const { context, page } = await person(browser, 'en-GB');
  await page.goto(`/event/${id}/hall#arbiter=${token}`);
  await expect(page.locator('tr.hall-board')).toHaveCount(3);
  const form = page.locator('form.absence');
  await form.locator('input[name="player"]').fill('6');
  await form.locator('select[name="kind"]').selectOption('withdrawal');
  await form.locator('input[name="reason"]').fill('ill');
  await form.getByRole('button', { name: 'Record (journalled)' }).click();
  await expect(form.locator('ul.absences-list li')).toHaveCount(1);
  await expect(form.locator('ul.absences-list li')).toContainText('6: Withdrawal, from round 2 (ill)');
  await form.locator('input[name="player"]').fill('5');
  await form.locator('select[name="kind"]').selectOption('bye.half');
  await form.getByRole('button', { name: 'Record (journalled)' }).click();
  await expect(form.locator('ul.absences-list li')).toHaveCount(2);
  // A round already paired is not the absences': refused, and said.
  await form.locator('input[name="player"]').fill('4');
  await form.locator('input[name="from"]').fill('1');
  await form.getByRole('button', { name: 'Record (journalled)' }).click();
  await expect(page.locator('p.error')).toHaveText('Round 1 is paired already: an absence takes later rounds only, from round 2 (Art. 12.9.8, 12.9.9)');
  await noViolations(page, 'the hall with absences');
  await page.getByRole('button', { name: 'Pair the next round' }).click();
  await expect(page.locator('tr.hall-board')).toHaveCount(2);
  const text = (await page.locator('section.hall-boards').textContent()) ?? '';
  expect(text).not.toContain('Small, 5');
  expect(text).not.toContain('Small, 6');
  await context.close();
});

test('issue 26: a refusal and a warning show in the hall in French, by their codes (Art. 12.9.8, 12.9.9: a draft out of date; C.04.2 A.6)', async ({ browser, request }) => {
  const created = await request.post('/api/events', {
    data: { name: 'Open de Paris', system: 'swiss', rounds: 3, fide_rated: true, config: { time_control: '900+10' } },
  });
  const { id, token } = (await created.json()) as { id: string; token: string };
  const auth = { authorization: `Bearer ${token}` };
  const players = Array.from({ length: 4 }, (_, i) => ({ name: `Joueur, ${i + 1}`, rating: 2000 - 20 * i }));
  expect((await request.post(`/api/events/${id}/players`, { headers: auth, data: { players } })).status()).toBe(201);
  expect((await request.post(`/api/events/${id}/rounds`, { headers: auth, data: {} })).status()).toBe(201);
  const { context, page } = await person(browser, 'fr-FR');
  await page.goto(`/event/${id}/hall#arbiter=${token}`);
  await expect(page.locator('tr.hall-board')).toHaveCount(2);
  // The draft changed by hand in a FIDE-rated event: the warning, by its code, in French.
  await page.locator('input.reason').fill('erreur de couleur sur la feuille d’appariement');
  await page.getByRole('button', { name: 'Inverser les couleurs de l’échiquier 1' }).click();
  await expect(page.locator('div.warnings li')).toHaveText(
    'L\'appariement d\'un tournoi comptant pour le classement FIDE a été modifié à la main : la modification est journalisée et doit être justifiée auprès du responsable du classement (C.04.2 A.6, C.04.A)',
  );
  // Issue 35, item 2: a withdrawal from the round in draft is taken; the Swiss draft is then out
  // of date, said by its code, in French.
  const form = page.locator('form.absence');
  await form.locator('input[name="player"]').fill('4');
  await form.locator('select[name="kind"]').selectOption('withdrawal');
  await form.locator('input[name="from"]').fill('1');
  await form.getByRole('button', { name: 'Enregistrer (journalisé)' }).click();
  await expect(page.locator('p.outdated')).toHaveText(
    'Le projet d\'appariement de la ronde 1 ne correspond plus aux absences (joueurs n° 4) : appariez-la de nouveau, ou modifiez-la à la main',
  );
  await context.close();
});

test('Art. 6.7.1, 12.9.8: a round robin\'s board forfeited at publication says why in the hall, in French, by its code', async ({ browser, request }) => {
  const created = await request.post('/api/events', {
    data: { name: 'Toutes rondes', system: 'round_robin', config: { time_control: '900+10' } },
  });
  const { id, token } = (await created.json()) as { id: string; token: string };
  const auth = { authorization: `Bearer ${token}` };
  const players = Array.from({ length: 4 }, (_, i) => ({ name: `Grille, ${i + 1}`, rating: 2000 - 20 * i }));
  expect((await request.post(`/api/events/${id}/players`, { headers: auth, data: { players } })).status()).toBe(201);
  expect((await request.post(`/api/events/${id}/rounds`, { headers: auth, data: { publish: true } })).status()).toBe(201);
  expect((await request.post(`/api/events/${id}/rounds/1/start`, { headers: auth, data: {} })).status()).toBe(200);
  for (const board of [1, 2]) {
    const decided = await request.post(`/api/events/${id}/rounds/1/boards/${board}/result`, { headers: auth, data: { result: '1/2-1/2' } });
    expect(decided.status()).toBe(200);
  }
  // Player 4 excluded for round 2 (Art. 12.9.8): the table pairs 4-3, forfeited at publication.
  const absent = await request.post(`/api/events/${id}/absences`, { headers: auth, data: { player: 4, kind: 'suspension', rounds: 1 } });
  expect(absent.status()).toBe(201);
  expect((await request.post(`/api/events/${id}/rounds`, { headers: auth, data: { publish: true } })).status()).toBe(201);
  const { context, page } = await person(browser, 'fr-FR');
  await page.goto(`/event/${id}/hall#arbiter=${token}`);
  const forfeited = page.locator('tr.hall-board[data-board="1"] td.result');
  await expect(forfeited).toContainText('-/+');
  await expect(forfeited.locator('.decided-why')).toHaveText(
    'Le joueur n° 4 est absent de la ronde 2 : exclu pour une ou plusieurs rondes (art. 12.9.8)',
  );
  await noViolations(page, 'the hall with a forfeit at publication');
  await context.close();
});
