/**
 * Issue 35, "What it must show": a whole event from the home page, by clicks and typing only —
 * the test makes no API call of its own (it reads what the browser downloads: the TRF and the
 * PGN the public page links to). A Swiss of 12 (4 rounds) and a round robin of 6 (5 rounds):
 *
 * - created from the home page's "New event" (system, rounds, time control, tie-breaks, dates,
 *   venue, FIDE-rated, the default time of Art. 6.7.1 set short: 6 s);
 * - players imported from a TRF (`e2e/data/club.trf`) and from FIDE's rating list as FIDE
 *   publishes it (`e2e/data/players_list_foa.txt`, which the server read first with
 *   `arbiter fide import`, as `crates/cli/tests/web.rs` does);
 * - each round paired; round 1's draft discarded and paired again, its publication undone
 *   (item 4) and published again; in round 2 a player moved between boards (C.04.1, warned in
 *   a FIDE-rated event); in the Swiss, a half-point bye requested for round 3 while it is a
 *   draft (Art. 12.9.9: the draft out of date, paired again) and in round 4 the pairing's bye
 *   given to another player on the draft; every publication confirmed; the clocks started
 *   (Art. 6.6); in round 1 no forfeit offered before the default time, and the absent player
 *   forfeited once it passed (Art. 6.7.1) — the other boards' results entered meanwhile; every
 *   result entered from the result screen with the keys `1`, `=`, `0` and confirmed; a past result corrected with its reason; a withdrawal (Art. 12.9.8) recorded;
 * - and at the end the public standings, the crosstable and the TRF equal what
 *   `arbiter standings` computes from the event's TRF (the CLI run on the downloaded file), and
 *   the event's PGN (the broadcast feed) reads with `arbiter check` and carries `Date`, `Site`,
 *   `Round`, `WhiteElo`, `BlackElo`, `WhiteFideId`, `BlackFideId`, `WhiteTitle` and
 *   `[Termination "forfeit"]` on the forfeit.
 *
 * axe-core (every rule, experimental ones included: `axe.ts`) finds nothing on every page and
 * state visited, and no page is wider than the screen. The whole matrix: each event at 1280×900
 * and 390×844, in English and in French — eight runs of the one walk below, in parallel (two
 * workers share them with the other files). Four of them (each event at both sizes, one
 * language each) also write the README's screenshots with `ARBITER_DOCS_SHOTS=1`.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { noViolations } from './axe';
import { arbiter, fits, followLink, person, shot, VIEWPORTS, type ShotOptions, type Viewport } from './helpers';

const CLUB_TRF = new URL('./data/club.trf', import.meta.url).pathname;
const FIDE_LIST = new URL('./data/players_list_foa.txt', import.meta.url).pathname;

/** One run of the matrix. */
interface Run {
  system: 'swiss' | 'round_robin';
  locale: 'en-GB' | 'fr-FR';
  vp: Viewport & { name: string };
}

/** Every event at every size in every language. */
const RUNS: Run[] = (['swiss', 'round_robin'] as const).flatMap((system) =>
  VIEWPORTS.flatMap((vp) => (['en-GB', 'fr-FR'] as const).map((locale) => ({ system, locale, vp }))));
/** The runs whose screenshots the README shows: each event at both sizes, in both languages. */
const DOCS = new Set(['swiss-desktop-en', 'swiss-phone-fr', 'rr-desktop-fr', 'rr-phone-en']);

// The eight runs share the two workers with the other files, not one worker after another.
test.describe.configure({ mode: 'parallel' });

/** The words the test clicks by, in each language (the pages' own, from `hall-i18n.ts`). */
const WORDS = {
  en: { withdraw: 'Withdraw', enter: 'Enter' },
  fr: { withdraw: 'Retirer', enter: 'Inscrire' },
} as const;

/** A result key by board and round: a mix of wins, draws and losses. */
const keyFor = (round: number, board: number): '1' | '=' | '0' => (['1', '=', '0'] as const)[(round + board) % 3];
const codeOfKey = { '1': '1-0', '=': '1/2-1/2', '0': '0-1' } as const;

/** A number as the pages write it (`2½`, `1.5`, `1,5`), as a number. */
const num = (text: string): number => Number(text.trim().replace('½', '.5').replace(/^\.5$/, '0.5').replace(',', '.'));

/** The players' `001` records of a TRF: number, name, points (columns 81-84), rank (86-89) and
 * each round's entry (from column 92, ten columns: opponent, colour, result). */
function trfPlayers(trf: string): { tpn: number; name: string; points: number; rank: number | null; rounds: { opp: number; colour: string; result: string }[] }[] {
  return trf.split(/\r\n|\r|\n/).filter((l) => l.startsWith('001 ')).map((l) => {
    const rounds = [];
    for (let at = 91; at + 8 <= l.length; at += 10) {
      const cell = l.slice(at, at + 10);
      rounds.push({ opp: Number(cell.slice(0, 4).trim() || '0'), colour: cell.slice(5, 6).trim(), result: cell.slice(7, 8).trim() });
    }
    const rank = l.slice(85, 89).trim();
    return { tpn: Number(l.slice(4, 8)), name: l.slice(14, 47).trim(), points: Number(l.slice(80, 84)), rank: rank ? Number(rank) : null, rounds };
  });
}

/** Answers yes to the hall's question (discard, publish, undo): a modal dialog. */
async function confirmAsk(page: Page): Promise<void> {
  const ask = page.locator('dialog.ask');
  await expect(ask).toBeVisible();
  await ask.locator('button.ask-ok').click();
  await expect(ask).toBeHidden();
}

/** A board's White or Black as the hall shows him (`7. Fournier, Nathan (1760)`): his number. */
async function seatOf(page: Page, board: number, side: 'white' | 'black'): Promise<string> {
  const text = (await page.locator(`tr.hall-board[data-board="${board}"] td.player.${side}`).textContent()) ?? '';
  return text.split('.')[0].trim();
}

for (const run of RUNS) {
  const fr = run.locale === 'fr-FR';
  const words = WORDS[fr ? 'fr' : 'en'];
  const swiss = run.system === 'swiss';
  const tag = `${swiss ? 'swiss' : 'rr'}-${run.vp.name}-${fr ? 'fr' : 'en'}`;
  const docs: ShotOptions = { docs: DOCS.has(tag) };
  test(`issue 35: a whole ${swiss ? 'Swiss of 12' : 'round robin of 6'} from the home page by clicks and keys only, ${run.locale} at ${run.vp.width}×${run.vp.height}`, async ({ browser }) => {
    test.setTimeout(420_000);
    const { context, page } = await person(browser, run.locale, run.vp);
    // The withdrawal asks the browser's own confirmation.
    page.on('dialog', (d) => void d.accept());
    const look = async (where: string) => {
      await noViolations(page, `${where} (${tag})`);
      // Nothing scrolls sideways nor is cut, the page nor any box in it (helpers.ts `fits`).
      await fits(page, `${where} (${tag})`);
    };

    // The home page names events and opens the form.
    await page.goto('/');
    await look('the home page');
    await shot(page, `whole-home-${tag}`, docs);
    await page.locator('a.new-event').click();
    await expect(page).toHaveURL(/\/event\/new$/);
    // The form is a chunk of its own: the home page is gone at once (main.ts `later`), the form
    // drawn when it comes.
    await expect(page.locator('form.new-event')).toBeVisible();
    const rounds = swiss ? 4 : 5;
    const name = swiss ? `Open ${tag}` : `Fermé ${tag}`;
    await page.locator('input[name=name]').fill(name);
    await page.locator(`input[name=system][value=${run.system}]`).check();
    if (swiss) await page.locator('input[name=rounds]').fill(String(rounds));
    await page.locator('input[name=preset][value=rapid]').check();
    // Art. 6.7.1: the default time set short (0.1 min: 6 s from the round's start).
    await page.locator('input[name=default_time]').fill('0.1');
    await page.locator('input[name=start_date]').fill('2026-06-12');
    await page.locator('input[name=end_date]').fill('2026-06-14');
    await page.locator('input[name=venue]').fill('Lyon, salle des fêtes');
    await page.locator('input[name=fide_rated]').check();
    await look('the new event form');
    await shot(page, `whole-new-event-${tag}`, docs);
    await page.locator('form.new-event button[type=submit]').click();
    await expect(page).toHaveURL(/\/event\/[A-Za-z0-9]+\/players$/);
    const id = /\/event\/([A-Za-z0-9]+)\/players$/.exec(page.url())?.[1] ?? '';
    // The players page is a chunk of its own too: looked at once drawn, not while it is said to
    // be loading (main.ts `later`).
    await expect(page.locator('input[name=file]')).toBeVisible();
    await look('the empty players page');

    // Players from a TRF: four, all entered.
    const entries = page.locator('table.entries-table tbody tr');
    await page.locator('input[name=file]').setInputFiles(CLUB_TRF);
    await expect(page.locator('input[name=format][value=trf]')).toBeChecked();
    await page.locator('form.import button[type=submit]').click();
    await expect(page.locator('table.preview-table tbody tr')).toHaveCount(4);
    await look('the preview of a TRF');
    await page.locator('button.add-chosen').click();
    await expect(entries).toHaveCount(4);
    // Players from FIDE's list: all eight for the Swiss; two for the round robin.
    await page.locator('input[name=file]').setInputFiles(FIDE_LIST);
    await expect(page.locator('input[name=format][value=fide]')).toBeChecked();
    await page.locator('form.import button[type=submit]').click();
    const preview = page.locator('table.preview-table tbody tr');
    await expect(preview).toHaveCount(8);
    if (!swiss) {
      for (const who of ['Carlsen, Magnus', 'Carlier, Louise', 'Martin, Lucas', 'Bernard, Chloé', 'Dubois, Hugo', 'Moreau, Léa']) {
        await page.getByRole('checkbox', { name: `${words.enter} ${who}` }).uncheck();
      }
    }
    await look('the preview of FIDE’s list');
    await page.locator('button.add-chosen').click();
    const players = swiss ? 12 : 6;
    await expect(entries).toHaveCount(players);
    await look('the players page');
    await shot(page, `whole-players-${tag}`, docs);

    // The hall, from the players' page.
    await page.locator('a.open-hall').click();
    await expect(page).toHaveURL(new RegExp(`/event/${id}/hall$`));
    const hall = `/event/${id}/hall`;
    const dialog = page.locator('dialog.confirm');
    const rows = page.locator('tr.hall-board');
    const entry = (n: number) => page.locator(`input.result-entry[data-board="${n}"]`);
    const recorded = (n: number) => page.locator(`tr.result-row[data-board="${n}"] td.recorded`);
    let corrected = false;
    let forfeited = '';

    const began = Date.now();
    for (let round = 1; round <= rounds; round++) {
      console.log(`${tag}: round ${round} at ${Math.round((Date.now() - began) / 1000)} s`);
      await page.locator('button[data-screen="boards"]').click();
      // Art. 12.9.8: a player withdraws before round 3 (the Swiss) or 4 (the round robin), from
      // the players' page, after its confirmation.
      if (round === (swiss ? 3 : 4)) {
        await page.goto(`/event/${id}/players`);
        const leaving = (await entries.nth(players - 1).locator('span.name').textContent()) ?? '';
        await page.getByRole('button', { name: `${words.withdraw} ${leaving}` }).click();
        await expect(page.locator('tr.withdrawn')).toHaveCount(1);
        await expect(page.locator('tr.withdrawn')).toContainText(leaving);
        await look('the players page with a withdrawal');
        await page.goto(hall);
      }

      // Paired: the draft.
      await page.locator('button[data-action="pair"]').click();
      await expect(page.locator('button.publish')).toBeVisible();
      await expect(page.locator('#boards-title')).toContainText(String(round));
      await look(`the draft of round ${round}`);
      if (round === 1) {
        await shot(page, `whole-draft-${tag}`, docs);
        // Item 2: the draft discarded and paired again, once confirmed: the same pairing.
        const before = await page.locator('table.boards tbody').textContent();
        await page.locator('button.pair-again').click();
        await look('the question before a draft is discarded');
        await confirmAsk(page);
        await expect(page.locator('button.publish')).toBeVisible();
        expect(await page.locator('table.boards tbody').textContent()).toBe(before);
      }
      const reason = page.locator('input.reason');
      const move = page.locator('form.move');
      if (round === 2) {
        // Item 2: board 1's White and board 2's White change places (C.04.1, warned: the
        // event is FIDE-rated), with the reason.
        const [w1, w2] = [await seatOf(page, 1, 'white'), await seatOf(page, 2, 'white')];
        await reason.fill(fr ? 'demande des joueurs' : 'players asked');
        await move.locator('select[name="a"]').selectOption(w1);
        await move.locator('select[name="b"]').selectOption(w2);
        await move.locator('button[type="submit"]').click();
        await expect.poll(() => seatOf(page, 1, 'white')).toBe(w2);
        expect(await seatOf(page, 2, 'white')).toBe(w1);
        await expect(page.locator('div.warnings li').first()).toBeVisible();
        await look(`a player moved on the draft of round ${round}`);
      }
      if (swiss && round === 3) {
        // Art. 12.9.9: a half-point bye requested for the round in draft; the draft is then out
        // of date and paired again (confirmed) without the player.
        const form = page.locator('form.absence');
        await form.locator('input[name="player"]').fill('7');
        await form.locator('select[name="kind"]').selectOption('bye.half');
        await form.locator('input[name="from"]').fill('3');
        await form.locator('button[type=submit]').click();
        // Player 7's bye for round 3 listed (beside the withdrawal recorded before the round).
        await expect(form.locator('ul.absences-list li', { hasText: /^7\b/ })).toHaveCount(1);
        await expect(page.locator('p.outdated')).toBeVisible();
        await expect(page.locator('button.publish')).toBeDisabled();
        await look('the draft out of date after a bye');
        await page.locator('button.pair-again').click();
        await confirmAsk(page);
        await expect(page.locator('p.outdated')).toHaveCount(0);
        await expect(page.locator('table.boards td.player', { hasText: /^7\. / })).toHaveCount(0);
      }
      if (swiss && round === 4) {
        // Item 2: the pairing's bye (11 players) given to board 1's White, who takes it; the
        // player on the bye takes his seat.
        const [w1, bye] = [await seatOf(page, 1, 'white'), (await move.locator('select[name="b"] option').last().getAttribute('value')) ?? ''];
        // His name as the bye says it (`Bye: NAME`): the seat's text without number and rating.
        const w1Name = ((await page.locator('tr.hall-board[data-board="1"] td.player.white').textContent()) ?? '').replace(/^\d+\. /, '').replace(/ \(\d+\)$/, '');
        await reason.fill(fr ? 'arrivé en retard' : 'arrived late');
        await move.locator('select[name="a"]').selectOption(w1);
        await move.locator('select[name="b"]').selectOption(bye);
        await move.locator('button[type="submit"]').click();
        await expect.poll(() => seatOf(page, 1, 'white')).toBe(bye);
        await expect(page.locator('.hall-boards p.bye')).toContainText(w1Name);
        await look('the bye given on the draft');
      }
      // Published, once confirmed: the games are created.
      await page.locator('button.publish').click();
      if (round === 1) await look('the publication\'s confirmation');
      await confirmAsk(page);
      await expect(page.locator('button.publish')).toHaveCount(0);
      if (round === 1) {
        // Item 4: the publication undone before any move (confirmed), then published again.
        await expect(page.locator('button.undo')).toBeVisible();
        await page.locator('button.undo').click();
        await look('the question before an undo');
        await confirmAsk(page);
        await expect(page.locator('button.publish')).toBeVisible();
        await look('round 1 undone');
        await page.locator('button.publish').click();
        await confirmAsk(page);
        await expect(page.locator('button.publish')).toHaveCount(0);
      }
      const boards = await rows.count();
      expect(boards).toBeGreaterThan(0);
      // Boards decided at publication (a round robin's withdrawn player: Art. 6.7.1, 12.9.8).
      const open: number[] = [];
      for (let b = 1; b <= boards; b++) {
        if (((await page.locator(`tr.hall-board[data-board="${b}"] td.result`).textContent()) ?? '').trim() === '') open.push(b);
      }
      await look(`round ${round} published`);
      // Art. 6.6: every clock started.
      await page.locator('button.start-all').click();
      await expect(page.locator('td.hall-clock.ticking')).toHaveCount(open.length);
      await expect(page.locator('button.start-all')).toHaveCount(0);
      // Art. 6.7.1: no forfeit offered before the default time (6 s from the start).
      if (round === 1) await expect(page.locator('button.offer')).toHaveCount(0);
      await look(`round ${round}, clocks running`);
      // Round 1's last board waits for its absent player (Art. 6.7.1); the others are entered
      // while the default time runs.
      const late = round === 1 ? open.pop() : undefined;

      // Every other result from the result screen, with the keys.
      await page.locator('button[data-screen="results"]').click();
      const picker = page.locator('select#results-round');
      if (await picker.count()) await picker.selectOption(String(round));
      for (const b of open) {
        await entry(b).focus();
        await page.keyboard.press(keyFor(round, b));
        await expect(entry(b)).toHaveValue(codeOfKey[keyFor(round, b)]);
      }
      await look(`the result screen, round ${round} typed`);
      if (round === 1) await shot(page, `whole-results-${tag}`, docs);
      await page.locator('button.record-results').click();
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('li')).toHaveCount(open.length);
      await look(`the results' confirmation, round ${round}`);
      await dialog.locator('button.confirm-ok').click();
      await expect(dialog).toBeHidden();
      for (const b of open) await expect(recorded(b)).toContainText(codeOfKey[keyFor(round, b)]);

      if (late !== undefined) {
        // Art. 6.7.1: after the default time, the absent player of the last board (no move on
        // his board) is offered for forfeit; confirmed, recorded.
        await page.locator('button[data-screen="boards"]').click();
        await expect(page.locator('.default-time.passed')).toBeVisible({ timeout: 30_000 });
        const last = late;
        const offer = page.locator(`tr.hall-board[data-board="${last}"] button.offer[data-code="+/-"]`);
        await expect(offer).toBeVisible();
        await look('the hall offering forfeits');
        await offer.click();
        await expect(dialog).toBeVisible();
        await expect(dialog.locator(`li[data-board="${last}"]`)).toContainText('+/-');
        await look('the forfeit’s confirmation');
        await dialog.locator('button.confirm-ok').click();
        await expect(dialog).toBeHidden();
        await expect(page.locator(`tr.hall-board[data-board="${last}"] td.result`)).toContainText('+/-');
        forfeited = `${round}.${last}`;
        await shot(page, `whole-forfeit-${tag}`, docs);
      }

      // A past result corrected from the same screen, with its reason (round 1, in round 2).
      if (round === 2 && !corrected) {
        await picker.selectOption('1');
        await expect(page.locator('.results-past')).toBeVisible();
        const was = keyFor(1, 1);
        const now = was === '1' ? '0' : '1';
        await entry(1).focus();
        await page.keyboard.press(now);
        await page.locator('button.record-results').click();
        await expect(dialog.locator('li[data-board="1"]')).toContainText(codeOfKey[was]);
        await dialog.locator('button.confirm-ok').click();
        await expect(dialog.locator('.confirm-error')).toBeVisible();
        await dialog.locator('input[name="reason"]').fill(fr ? 'feuilles de partie signées' : 'score sheets signed');
        await look('a correction with its reason');
        await dialog.locator('button.confirm-ok').click();
        await expect(dialog).toBeHidden();
        await expect(recorded(1)).toContainText(codeOfKey[now]);
        await look('a past round corrected');
        corrected = true;
      }
    }
    expect(corrected).toBe(true);
    expect(forfeited).toBe(`1.${swiss ? 6 : 3}`);

    // The public pages: standings after the last round, the crosstable, the TRF and the PGN.
    await page.locator('button[data-screen="boards"]').click();
    await page.locator('.hall-head a[href$="/event/' + id + '"]').click();
    await expect(page).toHaveURL(new RegExp(`/event/${id}$`));
    await expect(page.locator('table.pairings tbody tr').first()).toBeVisible();
    await look('the public pairings');
    await page.locator('button[data-key="tab-standings"]').click();
    await expect(page.locator('table.standings tbody tr')).toHaveCount(players);
    await expect(page.locator('.standings-page h2')).toContainText(String(rounds));
    await look('the public standings');
    await shot(page, `whole-standings-${tag}`, docs);
    const standings = await page.locator('table.standings').evaluate((t) => ({
      head: [...t.querySelectorAll('thead th')].map((c) => (c.textContent ?? '').trim()),
      rows: [...t.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('td')].map((c) => (c.textContent ?? '').trim())),
    }));
    await page.locator('button[data-key="tab-crosstable"]').click();
    const cross = page.locator('table.crosstable tbody tr');
    await expect(cross).toHaveCount(players);
    await look('the public crosstable');
    await shot(page, `whole-crosstable-${tag}`, docs);
    const crossRows = await page.locator('table.crosstable').evaluate((t) =>
      [...t.querySelectorAll('tbody tr')].map((r) => ({ tpn: Number(r.getAttribute('data-tpn')), cells: [...r.querySelectorAll('td')].map((c) => (c.textContent ?? '').trim()), g: [...r.querySelectorAll('td.g, td.diag')].map((c) => (c.textContent ?? '').trim()) })));

    // The TRF as the page links it (read as the browser got it).
    const trf = await followLink(page, page.locator('a.trf-link'));
    await page.goBack();
    const dir = mkdtempSync(join(tmpdir(), 'whole-event-'));
    const trfFile = join(dir, 'event.trf');
    writeFileSync(trfFile, trf);
    const cli = arbiter(['standings', trfFile]).stdout.trim().split('\n').map((l) => JSON.parse(l) as { rank: number; tpn: number; name: string; points: string; tiebreaks: Record<string, string | null> });
    expect(cli).toHaveLength(players);
    // The standings equal the CLI's: rank, number, name, points and each tie-break, in order.
    const codes = standings.head.slice(6);
    expect(codes).toEqual(Object.keys(cli[0].tiebreaks));
    expect(standings.rows.map((r) => [num(r[0]), num(r[1]), r[2], num(r[5]), ...r.slice(6).map(num)])).toEqual(
      cli.map((c) => [c.rank, c.tpn, c.name, Number(c.points), ...codes.map((k) => Number(c.tiebreaks[k] ?? NaN))]));
    // The TRF's own points (columns 81-84) equal the CLI's.
    const records = trfPlayers(trf);
    expect(records).toHaveLength(players);
    for (const c of cli) {
      const rec = records.find((r) => r.tpn === c.tpn);
      expect(rec?.points, `TRF points of ${c.name}`).toBe(Number(c.points));
      // The rank (columns 86-89), when the file writes it.
      if (rec?.rank !== null) expect(rec?.rank, `TRF rank of ${c.name}`).toBe(c.rank);
    }
    expect(records.every((r) => r.rounds.length >= rounds), 'every round in the TRF').toBe(true);
    // The crosstable: its points and ranks the CLI's; each round's cell (the Swiss) or each
    // opponent's result (the round robin's grid) the TRF's.
    const gridOf = (code: string) => (code === '=' || code === 'D' ? '½' : code === '-' ? '−' : code === 'W' ? '1' : code === 'L' ? '0' : code);
    for (const row of crossRows) {
      const c = cli.find((x) => x.tpn === row.tpn);
      const rec = records.find((r) => r.tpn === row.tpn);
      expect(c && rec, `player ${row.tpn} in the CLI's standings and the TRF`).toBeTruthy();
      if (!c || !rec) continue;
      expect(num(row.cells[0]), `crosstable rank of ${c.name}`).toBe(c.rank);
      expect(num(row.cells[row.cells.length - 1 - (swiss ? 0 : codes.length)]), `crosstable points of ${c.name}`).toBe(Number(c.points));
      if (swiss) {
        const cells = row.cells.slice(5, 5 + rounds);
        expect(cells, `crosstable row of ${c.name}`).toEqual(rec.rounds.slice(0, rounds).map((e) => `${e.opp || ''}${e.colour === '-' ? '' : e.colour}${e.result}`));
      } else {
        const want = [...records].sort((a, b) => a.tpn - b.tpn).map((o) => (o.tpn === rec.tpn ? '×' : rec.rounds.filter((e) => e.opp === o.tpn && e.result).map((e) => gridOf(e.result)).join(' ')));
        expect(row.g, `grid row of ${c.name}`).toEqual(want);
      }
    }

    // The PGN (the broadcast feed): it reads with `arbiter check`, and carries the tags.
    const pgn = await followLink(page, page.locator('a.pgn-link'));
    const pgnFile = join(dir, 'event.pgn');
    writeFileSync(pgnFile, pgn);
    const checked = arbiter(['check', pgnFile]);
    expect(checked.status, `arbiter check: ${checked.stdout.slice(0, 2000)} ${checked.stderr.slice(0, 2000)}`).toBe(0);
    const games = pgn.split(/\n(?=\[Event )/);
    expect(games.length).toBeGreaterThanOrEqual(rounds * (players / 2 - 1));
    for (const t of ['Date "2026.06.12"', 'Site "Lyon, salle des fêtes"', 'Round "1.1"', 'WhiteElo "', 'BlackElo "', 'WhiteFideId "', 'BlackFideId "', 'WhiteTitle "', 'BlackTitle "']) {
      expect(pgn, `the tag ${t}`).toContain(`[${t}`);
    }
    const forfeit = games.find((g) => g.includes(`[Round "${forfeited}"]`)) ?? '';
    expect(forfeit).toContain('[Termination "forfeit"]');
    expect(forfeit).toContain('[Result "1-0"]');
    await context.close();
  });
}
