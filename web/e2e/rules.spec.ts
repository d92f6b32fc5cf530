/**
 * Nobody freezes a game or rules on his own (issue 25, point 3), claims that cannot be a mistake
 * (Art. 9.5.3, point 4), the old Laws' claims from the page (1930 Art. 16.1.b, 16.1.f), and
 * after the game a new one with the colours reversed — at 1280×900 and on a 390×844 phone.
 */
import { expect, test } from '@playwright/test';
import { VIEWPORTS, clickMove, friendGame, line, linkOf, person, play, plies, shot } from './helpers';

/** Ruling controls: none of them may be on a seat's page. */
const RULING = 'section.console, button.pause, button.resume, button.resume-adjourned, form.add-time, form.set-clock, form.penalty, form.declare, form.forfeit';

for (const vp of VIEWPORTS) {
  test(`issue 25 at ${vp.width}×${vp.height}: a seat's page has no ruling controls; the arbiter's link apart; no adjournment in rapid; no pause online`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, { preset: 'rapid' }, vp);
    for (const page of [white, black]) {
      await expect(page.locator('.actions button.resign')).toBeVisible();
      await expect(page.locator(RULING)).toHaveCount(0);
      // Guideline I: adjournment belongs to standard games (never rapid or blitz here).
      await expect(page.locator('.actions button.seal')).toHaveCount(0);
      // Online nobody stands at the board: no pause that only freezes the game (Art. 6.11.2).
      await expect(page.locator('.actions button.call-arbiter')).toHaveCount(0);
    }
    // The creator holds the arbiter's link, shown apart and for what it is; the friend does not.
    await expect(white.locator('.arbiter-link h3')).toBeVisible();
    await expect(white.locator('.arbiter-link input[data-link=arbiter]')).toHaveValue(/\/arbiter#arbiter=/);
    await expect(black.locator('.arbiter-link')).toHaveCount(0);
    await expect(black.locator('input[data-link=white], input[data-link=black]')).toHaveCount(0);
    await shot(white, `seat-page-${vp.name}`);
    for (const c of contexts) await c.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`issue 25, Art. 6.11.2, 6.11.3: over the board a player calls the arbiter; both pages say how the game resumes — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, { preset: 'classical', mode: 'otb' }, vp);
    await expect(white.locator('.actions button.seal')).toBeVisible();
    await white.locator('.actions button.call-arbiter').click();
    for (const page of [white, black]) await expect(page.locator('.status .resumes')).toContainText('6.11.3');
    // The creator's browser holds the arbiter's link: the page leads there; the friend is told who.
    await expect(white.locator('.status a.open-arbiter')).toBeVisible();
    await expect(black.locator('.status a.open-arbiter')).toHaveCount(0);
    await white.locator('.status a.open-arbiter').click();
    await expect(white.locator('section.console button.resume')).toBeVisible();
    // The arbiter's page rules and does not play.
    await expect(white.locator('.actions button.resign')).toHaveCount(0);
    await white.locator('section.console button.resume').click();
    await expect(black.locator('.clock.running')).toHaveCount(1);
    await shot(black, `paused-and-resumed-${vp.name}`);
    for (const c of contexts) await c.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`Art. 9.5.3 at ${vp.width}×${vp.height}: a claim that is not correct is held, with its penalty named, until confirmed`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, { preset: 'rapid' }, vp);
    await line(white, black, ['g1f3', 'g8f6']);
    // A claim now: not correct; the page says so and names the price (one minute in rapid, A.3).
    await white.locator('.actions button.claim').click();
    await expect(white.locator('.actions .confirm')).toContainText('9.5.3');
    await expect(white.locator('.actions .confirm .penalty')).toContainText('1 min');
    await shot(white, `claim-warning-${vp.name}`);
    await white.locator('.actions button.cancel-claim').click();
    await expect(white.locator('.actions .confirm')).toHaveCount(0);
    await expect(white.locator('.notices')).not.toContainText('claim');

    // With the move written: the page warns before sending; confirmed, the arbiter's 9.5.3
    // applies and the page shows the written move as the only one to play.
    await white.locator('.actions button.claim-with-move').click();
    await clickMove(white, 'e2', 'e4');
    await expect(white.locator('.actions .confirm .warning')).toContainText('e4');
    await white.locator('.actions button.confirm-claim').click();
    await expect(white.locator('.notices')).toContainText('9.5.3');
    await expect(white.locator('.status .bound')).toContainText('e4');
    await expect(plies(white)).toHaveCount(2);
    await clickMove(white, 'e2', 'e4');
    await expect(plies(black)).toHaveCount(3);
    // The claim counted as a draw offer (Art. 9.1.2.3): the record writes it `(=)`.
    await expect(plies(black).last()).toHaveText(/^e4/);
    for (const c of contexts) await c.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`issue 25: a claim that is correct is said so before it is sent, and is sent at once (Art. 9.2.2) — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, { preset: 'rapid' }, vp);
    await line(white, black, ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8']);
    await expect(white.locator('.actions .claim-correct')).toContainText('9.2.2');
    await white.locator('.actions button.claim').click();
    for (const page of [white, black]) await expect(page.locator('.status .result')).toHaveAttribute('data-reason', 'threefold_repetition');
    // The result large, in words, with its article.
    await expect(white.locator('.status .result .words')).toHaveText(/Draw: the same position for the third time/);
    await expect(white.locator('.status .result .result-article')).toContainText('9.2');
    const size = await white.locator('.status .result .score').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(32);
    await shot(white, `result-large-${vp.name}`);

    // After the game: a rematch offered by one player and accepted by the other — one new
    // game with the same settings and the colours reversed (issue 35, item 8).
    const before = white.url();
    await white.locator('.actions button.rematch').click();
    await expect(white.locator('.actions .rematch-offered')).toBeVisible();
    await expect(black.locator('.actions .rematch-offered')).toBeVisible();
    await black.locator('.actions button.rematch').click();
    for (const page of [white, black]) {
      await page.waitForURL((url) => url.href !== before && /\/game\/[A-Za-z0-9]+$/.test(url.pathname));
    }
    expect(white.url()).toBe(black.url());
    await expect(white.locator('.clock.bottom')).toHaveAttribute('data-side', 'black');
    await expect(black.locator('.clock.bottom')).toHaveAttribute('data-side', 'white');
    await expect(white.locator('.more .meta')).toContainText('15 min, +10 s a move from move 1');
    await expect(linkOf(white, 'black')).resolves.toMatch(/#black=/);
    for (const c of contexts) await c.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`1930 Art. 16.1.b, 16.1.f: the perpetual-check claim and the mate demand from the page — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, { preset: 'fide1930' }, vp);
    await line(white, black, ['e2e4', 'f7f6']);
    await expect(white.locator('.actions button.claim-perpetual')).toBeVisible();
    await white.locator('.actions button.demand-mate').click();
    for (const page of [white, black]) await expect(page.locator('.notices')).toContainText('16.1.f');
    // 3.Qh5+: a check to demonstrate; White claims that it is perpetual, and the arbiter is called.
    await line(white, black, ['d1h5']);
    // The check sounded on the checked player's page (issue 25, point 6).
    await expect(black.locator('body')).toHaveAttribute('data-sound', 'check');
    await white.locator('.actions button.claim-perpetual').click();
    for (const page of [white, black]) await expect(page.locator('.notices')).toContainText('16.1.b');
    await shot(white, `fide1930-claims-${vp.name}`);
    // The arbiter rules in the console: the theory count of the demand, then the claim rejected
    // (1930 Art. 16.1.f, 20.1.e).
    const arbiter = await person(browser, 'en-GB', vp);
    await arbiter.page.goto(await linkOf(white, 'arbiter'));
    await expect(arbiter.page.locator('section.console .pending-claim')).toContainText('16.1.b');
    await expect(arbiter.page.locator('section.console form.theory')).toContainText('16.1.f');
    await arbiter.page.locator('section.console form.theory input[name=moves]').fill('20');
    await arbiter.page.locator('section.console form.theory button[type=submit]').click();
    await expect(arbiter.page.locator('section.console .done')).not.toBeEmpty();
    await arbiter.page.locator('section.console .pending-claim button.reject').click();
    await expect(arbiter.page.locator('section.console .pending-claim')).toHaveCount(0);
    await shot(arbiter.page, `fide1930-console-${vp.name}`);
    for (const c of [...contexts, arbiter.context]) await c.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`1930 Art. 17.b: after an illegal capture taken back, the opponent chooses from the page — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, { preset: 'fide1930', mode: 'otb' }, vp);
    await line(white, black, ['e2e4', 'd7d5']);
    // 2.Qxd5, through White's own pawn: illegal, taken back (1930 Art. 17); the pawn on e4 can
    // take d5 legally and the queen has other moves: the choice is Black's.
    await white.locator('input.typed').fill('Qxd5');
    await white.locator('input.typed').press('Enter');
    await expect(black.locator('.actions .choose-penalty')).toContainText('17.b');
    await expect(white.locator('.actions .choose-penalty')).toHaveCount(0);
    await expect(white.locator('.status .bound')).toContainText('d5');
    await shot(black, `fide1930-17b-choice-${vp.name}`);
    await black.locator('.actions button.choose-capture').click();
    await expect(black.locator('.actions .choose-penalty')).toHaveCount(0);
    for (const page of [white, black]) await expect(page.locator('.notices')).toContainText('must capture the piece on d5 legally');
    await expect(white.locator('.status .bound')).toContainText('You must capture the piece on d5 legally');
    await line(white, black, ['e4d5']);
    await expect(plies(black)).toHaveCount(3);
    // A capture sounds as one (issue 25, point 6).
    await expect(black.locator('body')).toHaveAttribute('data-sound', 'capture');
    for (const c of contexts) await c.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`1930 Art. 22.2: an odds game numbered as played, the moves given in a row — at ${vp.width}×${vp.height}`, async ({ browser, request }) => {
    const answer = await request.post('/api/games', {
      data: { config: { edition: 'fide-1930', time_control: '30/7200', odds: 'pawn and two moves' }, start: true },
    });
    expect(answer.status()).toBe(201);
    const created = (await answer.json()) as { id: string; tokens: { white: string; black: string } };
    const w = await person(browser, 'en-GB', vp);
    await w.page.goto(`/game/${created.id}#white=${created.tokens.white}`);
    const b = await person(browser, 'en-GB', vp);
    await b.page.goto(`/game/${created.id}#black=${created.tokens.black}`);
    await play(w.page, 'white', 'e2e4');
    await expect(plies(w.page)).toHaveCount(1);
    // White moves again (the receiver's moves in a row): the board says so through its FEN.
    await clickMove(w.page, 'd2', 'd4');
    await expect(plies(w.page)).toHaveCount(2);
    await play(b.page, 'black', 'e7e6');
    await expect(plies(w.page)).toHaveCount(3);
    const rows = w.page.locator('ol.moves li');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveText(/^1\.\s*e4$/);
    await expect(rows.nth(1)).toHaveText(/^2\.\s*d4\s*e6$/);
    await expect(w.page.locator('.announce')).toHaveText('2… e6');
    for (const c of [w.context, b.context]) await c.close();
  });
}

for (const vp of VIEWPORTS) {
  test(`Art. 9.5.3, 1930 Art. 16: the forecast names no penalty where the edition has none — at ${vp.width}×${vp.height}`, async ({ browser }) => {
    const { white, black, contexts } = await friendGame(browser, { preset: 'fide1930' }, vp);
    await line(white, black, ['e2e4', 'e7e5']);
    await white.locator('.actions button.claim').click();
    await expect(white.locator('.actions .confirm .penalty')).toContainText('no penalty');
    await expect(white.locator('.actions .confirm .penalty')).toContainText('1930');
    await white.locator('.actions button.cancel-claim').click();
    await expect(white.locator('.notices')).not.toContainText('claim');
    for (const c of contexts) await c.close();
  });
}
