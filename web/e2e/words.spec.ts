/**
 * Words (issue 25, point 7): no raw code on any page — a game lost on time says "the flag fell",
 * never "(time_forfeit)" — and time controls in words; and a French page is French everywhere:
 * the walk through the home page, a game with its notices and the arbiter's console fails on any
 * English label of the page (issue 32: the catalogue's `## [page]` group) or English sentence of
 * the notices the game writes. Each test runs
 * at 1280×900 and on a 390×844 phone (issue 25's two screens).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FluentResource } from '@fluent/bundle';
import { readFileSync } from 'node:fs';
import { VIEWPORTS, createGame, fits, friendGame, line, linkOf, person, recordSounds, shot, sounds } from './helpers';

/** A game of a few seconds a player (six by default), created from the home page's custom
 * control. */
async function shortGame(page: Page, minutes = '0.1'): Promise<string> {
  await page.goto('/');
  await page.locator('input[name=preset][value=custom]').check();
  await page.locator('fieldset.custom .period').nth(1).locator('button').click();
  await page.locator('input[name=moves0]').fill('');
  await page.locator('input[name=minutes0]').fill(minutes);
  await page.locator('input[name=increment0]').fill('0');
  await page.locator('form.new-game button[type=submit]').click();
  await page.waitForURL(/\/game\/[A-Za-z0-9]+$/);
  return page.url().split('/').pop() ?? '';
}

/** Words that look like a program's code: `time_forfeit`, `not_your_turn`. */
const CODE = /\b[a-z]+(?:_[a-z0-9]+)+\b/;

async function noCode(page: Page, where: string): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text.match(CODE)?.[0] ?? null, `a raw code on ${where}`).toBeNull();
}

for (const vp of VIEWPORTS) {
  test(`issue 25: no raw code on any page, after a flag fell; the time control in words — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const a = await person(browser, 'en-GB', vp);
    await recordSounds(a.page);
    await shortGame(a.page);
    const blackLink = await linkOf(a.page, 'black');
    const b = await person(browser, 'en-GB', vp);
    await b.page.goto(blackLink);
    await a.page.locator('.actions button.start').click();
    // White's six seconds run out: the server sees the flag fall (Art. 6.9). No move is played
    // first: on a loaded machine, a move that has to reach the page inside those six seconds made
    // the test lose the race it was not testing.
    for (const page of [a.page, b.page]) {
      await expect(page.locator('.status .result')).toHaveAttribute('data-reason', 'time_forfeit', { timeout: 20_000 });
      await expect(page.locator('.status .result .words')).toContainText('the flag fell');
      await expect(page.locator('.more .meta')).toContainText('6 s');
      await expect(page.locator('.more .meta')).not.toContainText('Fischer');
      await noCode(page, 'a game lost on time');
    }
    await expect(a.page.locator('body')).not.toContainText('(time_forfeit)');
    // The clock's warnings on White's own page (issue 25, points 5 and 6): the clock marked low,
    // the low-time sound once under ten seconds, then the end's.
    await expect(a.page.locator('.clock[data-side=white]')).toHaveClass(/\blow\b/);
    await expect.poll(() => sounds(a.page)).toEqual(expect.arrayContaining(['low', 'end']));
    const heard = await sounds(a.page);
    expect(heard.indexOf('low')).toBeLessThan(heard.lastIndexOf('end'));
    const arbiter = await person(browser, 'en-GB', vp);
    await arbiter.page.goto(await linkOf(a.page, 'arbiter'));
    await expect(arbiter.page.locator('table.journal tbody tr')).not.toHaveCount(0);
    await noCode(arbiter.page, 'the arbiter’s console');
    await a.page.goto('/');
    await expect(a.page.locator('.games').nth(1)).not.toContainText('…');
    await noCode(a.page, 'the home page');
    await shot(b.page, `time-forfeit-${vp.name}`);
    for (const c of [a.context, b.context, arbiter.context]) await c.close();
  });
}

/** Every stretch of 16 characters or more between the holes of the English catalogue
 * (`crates/words/catalogue/en.ftl`, issue 32): the game's notices, refusals, reasons and findings,
 * the hall's refusals and notes, the pairing notes — its message values and their variants. */
function catalogueEnglish(): string[] {
  const whole = readFileSync(new URL('../../crates/words/catalogue/en.ftl', import.meta.url), 'utf8');
  // The codes' messages: the page's own labels, the last group, are `pageEnglish`'s.
  const page = whole.indexOf('\n## [page]');
  const source = page < 0 ? whole : whole.slice(0, page);
  const texts = [...source.matchAll(/^(?:[a-z][\w-]* = |\s+\*?\[\w+\] )(.*)$/gm)].map((m) => m[1]);
  expect(texts.length, 'the English catalogue read').toBeGreaterThan(300);
  return texts
    .flatMap((t) => t.split(/\{[^}]*\}?/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 16);
}

/** The texts of a message's pattern (`@fluent/bundle`'s runtime AST: a string, or an array of
 * strings and expressions, a selector's variants each a pattern). */
function texts(pattern: unknown, out: string[] = []): string[] {
  if (typeof pattern === 'string') out.push(pattern);
  else if (Array.isArray(pattern)) for (const p of pattern) texts(p, out);
  else if (pattern && typeof pattern === 'object') {
    const e = pattern as { type?: string; value?: unknown; variants?: { value: unknown }[] };
    if (e.type === 'str' && typeof e.value === 'string') out.push(e.value);
    for (const v of e.variants ?? []) texts(v.value, out);
  }
  return out;
}

/** The page's own labels of a catalogue (issue 32: `## [page]`, ids `page-…` and `hall-…`), id →
 * the stretches of text between their holes, trimmed. */
function pageLabels(lang: 'en' | 'fr', all = false): Map<string, string[]> {
  const source = readFileSync(new URL(`../../crates/words/catalogue/${lang}.ftl`, import.meta.url), 'utf8');
  const out = new Map<string, string[]>();
  for (const m of new FluentResource(source).body) {
    if (!('value' in m) || !(all || /^(page|hall)-/.test(m.id))) continue;
    out.set(m.id, texts(m.value).map((t) => t.replace(/^[\s\p{P}]+|[\s:;,(—–-]+$/gu, '')).filter((t) => /\p{L}/u.test(t)));
  }
  return out;
}

const wholeWord = (text: string, flags = 'u'): RegExp => new RegExp(`(?<![\\p{L}\\d])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, flags);

/** Every English label of the page a French page must not show (issue 32): each stretch of an
 * English label of three characters or more that no French message of the catalogue says (its
 * own French not counted when it is the English copied) — so a French label left in English is
 * found (« Standings » on a French page), and a word French shares is not (« Buchholz »,
 * « Notation », « partie standard », the switch's « English »). */
function pageEnglish(): string[] {
  // A label French writes as English does, and no other French message says.
  const SAME_IN_FRENCH = new Set(['Dates']);
  const en = pageLabels('en');
  const fr = new Map([...pageLabels('fr', true)].map(([id, parts]) => [id, parts.join('\n')] as const));
  expect(en.size, 'the page labels read').toBeGreaterThan(600);
  const out = new Set<string>();
  for (const [id, parts] of en) {
    // Its own French counts when it is not the English copied (« partie standard » says
    // « standard »).
    const own = fr.get(id) ?? '';
    const copied = own === parts.join('\n');
    for (const part of parts) {
      const word = wholeWord(part, 'iu');
      const said = [...fr].some(([other, text]) => (other !== id || !copied) && word.test(text));
      if (part.length >= 3 && !SAME_IN_FRENCH.has(part) && !said) out.add(part);
    }
  }
  return [...out];
}

/** The page's English labels, each matched as whole words (« Draw » is not in « Drawn »). */
const PAGE_ENGLISH = pageEnglish().map((en) => [en, wholeWord(en)] as const);

/** The English sentences of the catalogue's codes a French page must not show. */
const ENGLISH: string[] = catalogueEnglish();

async function french(page: Page, where: string, english: string[] = ENGLISH): Promise<void> {
  const text = await page.locator('body').innerText();
  const found = [...english.filter((en) => text.includes(en)), ...PAGE_ENGLISH.filter(([, re]) => re.test(text)).map(([en]) => en)];
  expect(found, `English on the French ${where}`).toEqual([]);
  expect(text.match(CODE)?.[0] ?? null, `a raw code on the French ${where}`).toBeNull();
  // Issue 32: French typography — « : » with its space (not « Échiquier 1: »), the decimal
  // comma in a score (« 0,5 », not « 0.5 »; an article, « art. 7.5 », is no score), and the skip
  // link in French only.
  expect(text.match(/[^\s\d:]:(?=\s)|\d:(?=\s)/)?.[0] ?? null, `a colon without its space on the French ${where}`).toBeNull();
  expect(text.match(ENGLISH_DECIMAL)?.[0] ?? null, `an English decimal point on the French ${where}`).toBeNull();
  await expect(page.locator('a.skip')).toHaveText('Aller au contenu principal');
  // Issue 35 item 5: nothing scrolls sideways nor is cut, at either size.
  await fits(page, `the French ${where}`);
}

/** A number with an English decimal point, as a score, a tie-break or a delay shows it (« 0.5 »,
 * « 9.25 », « 2.0 »), not an article (« art. 7.5 », « 1930, art. 16.1.c », « C.04.3 5.2.1 »),
 * a time control (« 40/5400+30 »), nor a clock's tenths (« 0:04.5 »). */
const ENGLISH_DECIMAL = /(?<![\d.:/+]|[Aa]rt\. |, |C\.0\d\.\d )\d+\.\d{1,2}(?![\d.])/;

for (const vp of VIEWPORTS) {
  test(`issue 25: a French page is French everywhere — home, a game with its notices, the console — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const a = await person(browser, 'fr-FR', vp);
    await a.page.goto('/');
    await french(a.page, 'home page');
    // Ten minutes a player from the custom control: the flag that ends the game is the arbiter's
    // doing below (Art. 6.10.2), not a race with the clock on a loaded machine.
    await shortGame(a.page, '10');
    await french(a.page, 'game page before the start');
    const b = await person(browser, 'fr-FR', vp);
    await b.page.goto(await linkOf(a.page, 'black'));
    await a.page.locator('.actions button.start').click();
    await expect(b.page.locator('.clock.running')).toHaveCount(1);
    // A typed move that is no move: refused in French, quoting it and naming the board's notation.
    await a.page.locator('input.typed').fill('Zz9');
    await a.page.locator('input.typed').press('Enter');
    await expect(a.page.locator('.error[role=alert]').first()).toContainText('« Zz9 »');
    await expect(a.page.locator('.error[role=alert]').first()).toContainText('R D T F C');
    await french(a.page, 'refused typed move');
    await a.page.locator('input.typed').fill('Dxd8');
    await a.page.locator('input.typed').press('Enter');
    await expect(a.page.locator('.error[role=alert]').first()).toContainText('« Dxd8 »');
    await french(a.page, 'refused typed move');
    // A draw offer declined, a wrong claim held and confirmed (9.5.3).
    await line(a.page, b.page, ['e2e4', 'e7e5', 'g1f3']);
    await b.page.locator('.actions button.offer-draw').click();
    await expect(a.page.locator('.actions button.decline-draw')).toBeVisible();
    await a.page.locator('.actions button.decline-draw').click();
    await expect(b.page.locator('.notices')).toContainText('rejettent la proposition de nulle');
    await b.page.locator('.actions button.claim').click();
    await expect(b.page.locator('.actions .confirm')).toContainText('9.5.3');
    await french(b.page, 'claim warning');
    await b.page.locator('.actions button.confirm-claim').click();
    await expect(b.page.locator('.notices')).toContainText('9.5.3');
    await french(b.page, 'game page after a wrong claim');
    // The arbiter sets Black's clock to one second (Art. 6.10.2): Black's flag falls (6.9).
    const arbiter = await person(browser, 'fr-FR', vp);
    await arbiter.page.goto(await linkOf(a.page, 'arbiter'));
    await expect(arbiter.page.locator('table.journal tbody tr')).not.toHaveCount(0);
    await french(arbiter.page, 'arbiter’s console during the game');
    await arbiter.page.locator('form.set-clock input[name=white]').fill('10:00');
    await arbiter.page.locator('form.set-clock input[name=black]').fill('0:01');
    await arbiter.page.locator('form.set-clock button[type=submit]').click();
    for (const page of [a.page, b.page]) {
      await expect(page.locator('.status .result')).toHaveAttribute('data-reason', 'time_forfeit', { timeout: 30_000 });
      await expect(page.locator('.status .result .words')).toContainText('drapeau');
      await french(page, 'game page after the flag');
    }
    await arbiter.page.reload();
    await expect(arbiter.page.locator('table.journal tbody tr')).not.toHaveCount(0);
    await french(arbiter.page, 'arbiter’s console after the flag');
    await a.page.goto('/');
    await expect(a.page.locator('.games').nth(1)).not.toContainText('…');
    await french(a.page, 'home page with a finished game');
    await shot(b.page, `french-time-forfeit-${vp.name}`);
    for (const c of [a.context, b.context, arbiter.context]) await c.close();
  });
}

for (const edition of ['fide-2023', 'fide-1997', 'fide-1930', 'fide-1928']) {
  for (const vp of VIEWPORTS) {
    test(`issue 25: a French game under ${edition} — the page, a refusal, a claim's forecast, an offer and the console in French — at ${vp.width}×${vp.height}`, async ({ browser }) => {
      const a = await person(browser, 'fr-FR', vp);
      await createGame(a.page, { preset: 'classical', edition });
      const b = await person(browser, 'fr-FR', vp);
      await b.page.goto(await linkOf(a.page, 'black'));
      await expect(b.page.locator('.board cg-board')).toBeVisible();
      await a.page.locator('.actions button.start').click();
      await expect(b.page.locator('.clock.running')).toHaveCount(1);
      await french(a.page, `${edition} game page at the start`);
      await line(a.page, b.page, ['e2e4', 'e7e5']);
      // A move the position does not allow: refused in the page's words.
      await a.page.locator('input.typed').fill('Dd8');
      await a.page.locator('input.typed').press('Enter');
      await expect(a.page.locator('.error[role=alert]').first()).toContainText('« Dd8 »');
      // A claim's forecast, in the edition's terms (9.5.3; the old Laws' own), then cancelled.
      await a.page.locator('.actions button.claim').click();
      await expect(a.page.locator('.actions .confirm')).toBeVisible();
      await french(a.page, `${edition} claim forecast`);
      await a.page.locator('.actions button.cancel-claim').click();
      await a.page.locator('.actions button.offer-draw').click();
      if (edition === 'fide-1930' || edition === 'fide-1928') {
        // No draw by agreement before Black's 30th move (1930 Art. 16.1.a; 1928 Par. 15.A): the
        // offer is refused, in French.
        await expect(a.page.locator('.error[role=alert]').first()).toContainText('30');
        await french(a.page, `${edition} offer refused`);
      } else {
        // A draw offer, declined.
        await expect(b.page.locator('.actions button.decline-draw')).toBeVisible();
        await french(b.page, `${edition} draw offer`);
        await b.page.locator('.actions button.decline-draw').click();
        await expect(a.page.locator('.notices')).toContainText('rejettent la proposition de nulle');
      }
      for (const page of [a.page, b.page]) await french(page, `${edition} game page`);
      const arbiter = await person(browser, 'fr-FR', vp);
      await arbiter.page.goto(await linkOf(a.page, 'arbiter'));
      await expect(arbiter.page.locator('table.journal tbody tr')).not.toHaveCount(0);
      await french(arbiter.page, `${edition} console`);
      for (const c of [a.context, b.context, arbiter.context]) await c.close();
    });
  }
}

/** An event of eight players (issue 26), round 1 paired and published unless `paired` is false. */
async function event(request: APIRequestContext, paired = true): Promise<{ id: string; token: string }> {
  const created = await request.post('/api/events', {
    data: { name: 'Open de Paris', system: 'swiss', rounds: 3, config: { time_control: '900+10' } },
  });
  expect(created.status()).toBe(201);
  const { id, token } = (await created.json()) as { id: string; token: string };
  const auth = { authorization: `Bearer ${token}` };
  const players = Array.from({ length: 8 }, (_, i) => ({ name: `Joueur, ${i + 1}`, rating: 2200 - 20 * i, federation: 'FRA', fide_id: 20_000_000 + i }));
  expect((await request.post(`/api/events/${id}/players`, { headers: auth, data: { players } })).status()).toBe(201);
  if (paired) expect((await request.post(`/api/events/${id}/rounds`, { headers: auth, data: { publish: true } })).status()).toBe(201);
  return { id, token };
}

for (const vp of VIEWPORTS) {
  test(`issue 25, 26, 35: the event’s pages in French — entries, players, pairings, standings, crosstable, a player’s page, live, the hall and its result screen — at ${vp.width}×${vp.height}`, async ({ browser, request }) => {
    const english = ENGLISH;
    const { context, page } = await person(browser, 'fr-FR', vp);
    // Before round 1: the public entries and the arbiter's players page.
    const before = await event(request, false);
    await page.goto(`/event/${before.id}`);
    await expect(page.locator('table.entries-public tbody tr')).toHaveCount(8);
    await french(page, 'entries before round 1', english);
    await page.goto(`/event/${before.id}/players#arbiter=${before.token}`);
    await expect(page.locator('table.entries-table tbody tr')).toHaveCount(8);
    await french(page, 'players page', english);
    const { id, token } = await event(request);
    await page.goto(`/event/${id}`);
    await expect(page.locator('table.pairings tbody tr')).toHaveCount(4);
    await french(page, 'pairings', english);
    await page.getByRole('button', { name: 'Classement' }).click();
    await expect(page.locator('table.standings tbody tr')).toHaveCount(8);
    await french(page, 'standings', english);
    await page.getByRole('button', { name: 'Grille américaine' }).click();
    await expect(page.locator('table.crosstable tbody tr')).toHaveCount(8);
    await french(page, 'crosstable', english);
    await page.goto(`/event/${id}/hall#arbiter=${token}`);
    await expect(page.locator('tr.hall-board')).toHaveCount(4);
    await french(page, 'hall', english);
    // The pairing explanation, opened: each note in French, its article in the 2026 numbering.
    await page.locator('section.explanation summary').click();
    await expect(page.locator('section.explanation li').first()).toContainText('(C.04.3 5.2.');
    await french(page, 'hall with the pairing explanation', english);
    await page.locator('button.start-all').click();
    await expect(page.locator('td.hall-clock.ticking')).toHaveCount(4);
    await french(page, 'hall with the clocks running', english);
    await page.locator('button[data-screen="results"]').click();
    await expect(page.locator('input.result-entry')).toHaveCount(4);
    await french(page, 'result screen', english);
    await page.goto(`/event/${id}?view=live`);
    await expect(page.locator('li.live-card')).toHaveCount(4);
    await french(page, 'live page', english);
    // Round 1 over, a draw among its results; round 2 published: the scores before it, the
    // standings after round 1 with their tie-breaks (« 0,5 », not « 0.5 »), a player's page.
    const auth = { authorization: `Bearer ${token}` };
    for (const [board, result] of [[1, '1-0'], [2, '1/2-1/2'], [3, '0-1'], [4, '1/2-1/2']] as const) {
      const r = await request.post(`/api/events/${id}/rounds/1/boards/${board}/result`, { headers: auth, data: { result } });
      expect(r.status(), await r.text()).toBe(200);
    }
    expect((await request.post(`/api/events/${id}/rounds`, { headers: auth, data: { publish: true } })).status()).toBe(201);
    await page.goto(`/event/${id}`);
    await expect(page.locator('h2')).toContainText('Ronde 2');
    await french(page, 'pairings of round 2', english);
    await page.goto(`/event/${id}?tab=standings`);
    await expect(page.locator('table.standings tbody tr')).toHaveCount(8);
    await french(page, 'standings after round 1', english);
    await page.goto(`/event/${id}?tab=crosstable`);
    await expect(page.locator('table.crosstable tbody tr')).toHaveCount(8);
    await french(page, 'crosstable after round 1', english);
    await page.goto(`/event/${id}?player=2`);
    await expect(page.locator('table.player-games tbody tr')).toHaveCount(2);
    await expect(page.locator('.player-meta')).toContainText('Identifiant FIDE 20000001');
    await french(page, 'player’s page', english);
    await shot(page, `french-player-${vp.name}`);
    await context.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`issue 21, 25: a fide-1930 game in French — the mate demand and the perpetual-check claim from the page read in French, and the arbiter rules on them in the console — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, { preset: 'fide1930' }, vp, 'fr-FR');
    await line(white, black, ['e2e4', 'f7f6']);
    // 1930 Art. 16.1.f: White demands to be mated in fifty moves.
    await white.locator('.actions button.demand-mate').click();
    for (const page of [white, black]) {
      await expect(page.locator('.notices')).toContainText('Les Blancs exigent que les Noirs les fassent mat en 50 coups');
      await expect(page.locator('.notices')).toContainText('1930, art. 16.1.f');
    }
    // 2.Qh5+: White claims that the check is perpetual (16.1.b); the clocks stop for the arbiter.
    await line(white, black, ['d1h5']);
    await white.locator('.actions button.claim-perpetual').click();
    for (const page of [white, black]) {
      await expect(page.locator('.notices')).toContainText('Les Blancs réclament la nulle par échec perpétuel');
      await expect(page.locator('.notices')).toContainText("La pendule est arrêtée jusqu'à la décision de l'arbitre");
      await french(page, '1930 game after the claims');
    }
    const arbiter = await person(browser, 'fr-FR', vp);
    await arbiter.page.goto(await linkOf(white, 'arbiter'));
    await expect(arbiter.page.locator('section.console .pending-claim')).toContainText('16.1.b');
    await expect(arbiter.page.locator('section.console .pending-claim')).toContainText('a donné échec');
    await french(arbiter.page, '1930 console with a claim to judge');
    // The arbiter rules: the theory count of the demand, then the claim rejected (16.1.f, 20.1.e).
    await arbiter.page.locator('section.console form.theory input[name=moves]').fill('20');
    await arbiter.page.locator('section.console form.theory button[type=submit]').click();
    await expect(arbiter.page.locator('.notices')).toContainText('les 50 coups sont maintenus');
    // The console opened afresh while the claim waits — its notice gone by: still French.
    await arbiter.page.reload();
    await expect(arbiter.page.locator('section.console .pending-claim h3')).toContainText('16.1.b');
    await french(arbiter.page, '1930 console reopened with the claim pending');
    await arbiter.page.locator('section.console .pending-claim button.reject').click();
    for (const page of [white, black, arbiter.page]) {
      await expect(page.locator('.notices')).toContainText("L'arbitre rejette la réclamation d'échec perpétuel des Blancs");
      await french(page, '1930 game after the ruling');
    }
    await shot(arbiter.page, `fide1930-french-console-${vp.name}`);
    for (const c of [...contexts, arbiter.context]) await c.close();
  });
}

test('issue 21, 25: a configuration the server refuses is said on the home page in French, with its exact reason', async ({ browser }) => {
  const a = await person(browser, 'fr-FR');
  await a.page.goto('/');
  await a.page.locator('input[name=preset][value=custom]').check();
  await a.page.locator('input[name=minutes0]').fill('0');
  await a.page.locator('input[name=increment0]').fill('0');
  await a.page.locator('form.new-game button[type=submit]').click();
  const alert = a.page.locator('form.new-game p.error[role=alert]');
  // The game's own `config_refused` with `time_control_unreadable` (column and control), not
  // the server's English message.
  await expect(alert).toContainText('La configuration de la partie est refusée');
  // The default custom control has two periods: the first, now of no time, is refused.
  await expect(alert).toContainText('la cadence « 40/0:1800+30 » ne se lit pas (colonne 1)');
  // And why, by its code (`control_why`, issue 32): not the English of the clock crate.
  await expect(alert).toContainText('une période doit donner du temps');
  await expect(alert).not.toContainText('a period must give some time');
  await a.context.close();
});
