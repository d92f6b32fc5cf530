/**
 * The round as arbiters run it (issue 35, items 2 and 4), in the hall: the draft discarded and
 * paired again, a player moved (the pairing-allocated bye given to another, C.04.1), a bye
 * requested for the round in draft (the Swiss draft then out of date until paired again), the
 * publication confirmed in a dialog, the players' links with a copy button and a QR code (its
 * library loaded on demand, not in the first load), the pairings
 * printed, and the publication undone before any move, confirmed. At 1280×900 and 390×844, in
 * English and in French, axe-core clean with the dialog open and shut.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { noViolations } from './axe';
import { VIEWPORTS, person, shot } from './helpers';

/** A Swiss event of 7 players (one bye a round), not yet paired. */
async function event(request: APIRequestContext): Promise<{ id: string; token: string }> {
  const created = await request.post('/api/events', {
    data: { name: 'Draft Open', system: 'swiss', rounds: 4, config: { time_control: '900+10' } },
  });
  expect(created.status()).toBe(201);
  const { id, token } = (await created.json()) as { id: string; token: string };
  const players = ['Anand, V', 'Bacrot, E', 'Carlsen, M', 'Dubov, D', 'Erigaisi, A', 'Firouzja, A', 'Giri, A']
    .map((name, i) => ({ name, rating: 2700 - 20 * i, federation: 'FRA' }));
  const entered = await request.post(`/api/events/${id}/players`, { headers: { authorization: `Bearer ${token}` }, data: { players } });
  expect(entered.status()).toBe(201);
  return { id, token };
}

/** Who is on the bye, by the draft's words (`Bye: NAME`). */
const byeText = (page: Page) => page.locator('.hall-boards p.bye');

/** Confirms the open question. */
async function confirm(page: Page): Promise<void> {
  const dialog = page.locator('dialog.ask');
  await expect(dialog).toBeVisible();
  await dialog.locator('button.ask-ok').click();
  await expect(dialog).toBeHidden();
}

for (const locale of ['en-GB', 'fr-FR']) {
  for (const size of VIEWPORTS) {
    test(`issue 35: the draft discarded, a player moved, a bye in draft, publication confirmed, undone (${locale}, ${size.name})`, async ({ browser, request }) => {
      const fr = locale === 'fr-FR';
      const { id, token } = await event(request);
      const { context, page } = await person(browser, locale, size);
      const lazy: string[] = [];
      page.on('request', (r) => {
        if (/\/assets\/lazy-/.test(r.url())) lazy.push(r.url());
      });
      await page.goto(`/event/${id}/hall#arbiter=${token}`);
      await page.locator('button[data-action="pair"]').click();
      const rows = page.locator('tr.hall-board');
      await expect(rows).toHaveCount(3);
      await expect(byeText(page)).toBeVisible();
      await expect(page.locator('button.undo')).toBeVisible();
      await noViolations(page, `the draft (${locale}, ${size.name})`);

      // Discarded and paired again: the same field, the same pairing (C.04.3), two steps.
      const firstBye = await byeText(page).textContent();
      const firstSeq = await page.locator('button.undo').getAttribute('data-seq');
      await page.locator('button.pair-again').click();
      await expect(page.locator('dialog.ask h2')).toHaveText(fr ? 'Supprimer ce projet et apparier de nouveau' : 'Discard the draft and pair again');
      await confirm(page);
      // The hall has the new draft once the undo offers its pairing (a later step).
      await expect(page.locator('button.undo')).not.toHaveAttribute('data-seq', firstSeq ?? '');
      await expect(rows).toHaveCount(3);
      await expect(byeText(page)).toHaveText(firstBye ?? '');

      // A player moved: board 1's White takes the bye, the bye's player his seat.
      const white1 = await page.locator('tr.hall-board[data-board="1"] td.player.white').textContent();
      const move = page.locator('form.move');
      await page.locator('input.reason').fill(fr ? 'arrivé en retard' : 'arrived late');
      const options = move.locator('select[name="b"] option');
      const byeValue = await options.last().getAttribute('value');
      await move.locator('select[name="a"]').selectOption({ index: 0 });
      await move.locator('select[name="b"]').selectOption(byeValue ?? '');
      await move.locator('button[type="submit"]').click();
      const tpn1 = (white1 ?? '').split('.')[0];
      await expect(byeText(page)).toContainText((white1 ?? '').replace(/^\d+\. /, '').replace(/ \(\d+\)$/, ''));
      await expect(page.locator('tr.hall-board[data-board="1"] td.player.white')).not.toContainText(`${tpn1}.`);
      await expect(page.locator('p.error[role="alert"]')).toHaveText('');

      // Art. 12.9.8 / a requested bye for the round in draft: taken; the draft is out of date.
      const absence = page.locator('form.absence');
      await absence.locator('input[name="player"]').fill('2');
      await absence.locator('select[name="kind"]').selectOption('bye.half');
      await absence.locator('button[type="submit"]').click();
      await expect(page.locator('.absences-list li')).toHaveCount(1);
      await expect(page.locator('p.outdated')).toBeVisible();
      await expect(page.locator('button.publish')).toBeDisabled();
      await noViolations(page, `the draft out of date (${locale}, ${size.name})`);
      await page.locator('button.pair-again').click();
      await confirm(page);
      await expect(page.locator('p.outdated')).toHaveCount(0);
      await expect(rows).toHaveCount(3);
      await expect(page.locator('.hall-boards')).not.toContainText('2. Bacrot');

      // Printed: the pairings only.
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('.hall-controls')).toBeHidden();
      await expect(page.locator('table.boards')).toBeVisible();
      await page.emulateMedia({ media: 'screen' });

      // Published once confirmed: cancelled first, nothing published.
      await page.locator('button.publish').click();
      await expect(page.locator('dialog.ask h2')).toHaveText(fr ? 'Publier la ronde' : 'Publish the round');
      await noViolations(page, `the publication's confirmation (${locale}, ${size.name})`);
      await page.locator('dialog.ask button.ask-cancel').click();
      await expect(page.locator('button.publish')).toBeVisible();
      await page.locator('button.publish').click();
      await confirm(page);
      await expect(page.locator('button.publish')).toHaveCount(0);
      await expect(page.locator('tr.hall-board td.status').first()).toHaveText(fr ? 'non commencée' : 'not started');
      // Each player's link, once, with a copy button, and his page of the event.
      const links = page.locator('li.seat-link');
      await expect(links).toHaveCount(6);
      await expect(links.first().locator('a.seat-url')).toHaveAttribute('href', /\/game\/[A-Za-z0-9]+#(white|black)=/);
      await expect(links.first().locator('a.player-page')).toHaveAttribute('href', new RegExp(`/event/${id}/player/\\d+$`));
      await expect(links.first().locator('button.copy')).toBeVisible();
      await noViolations(page, `the published round and its links (${locale}, ${size.name})`);
      // Its QR code, drawn by a library loaded only now (not in the first load).
      // (The chunks loaded so far are the page's own: the code it shares with the organiser's
      // forms, which load on demand too, is a chunk the first load imports.)
      const before = [...lazy];
      await links.first().locator('button.qr').click();
      const qr = page.locator('dialog.qr');
      await expect(qr.locator('svg.qr-code path')).toHaveCount(1);
      await expect(qr.locator('.qr-url')).toContainText('/game/');
      const asked = lazy.filter((url) => !before.includes(url));
      expect(asked.length, 'the QR library, loaded on demand: one chunk no page loaded before').toBe(1);
      await noViolations(page, `a player's QR code (${locale}, ${size.name})`);
      await qr.locator('button.qr-close').click();
      await expect(qr).toBeHidden();
      await shot(page, `draft-published-${locale}-${size.name}`);

      // Undone before any move, confirmed: the round is a draft again.
      await expect(page.locator('button.undo')).toContainText(fr ? 'publication de la ronde 1' : 'publication of round 1');
      await page.locator('button.undo').click();
      await expect(page.locator('dialog.ask h2')).toHaveText(fr ? 'Annuler' : 'Undo');
      await confirm(page);
      await expect(page.locator('button.publish')).toBeVisible();
      await expect(page.locator('li.seat-link')).toHaveCount(0);
      await expect(page.locator('p.undone')).toBeVisible();
      const pairings = await request.get(`/api/events/${id}/pairings`);
      expect(pairings.status()).toBe(404);
      await noViolations(page, `the round undone (${locale}, ${size.name})`);
      await context.close();
    });
  }
}
