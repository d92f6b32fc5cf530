/**
 * Issue 32: the catalogue's words cross the wire in the page's language only. Each language's
 * catalogue is a chunk of its own (web/build.mjs); the page the server sends in the browser's
 * language names it among the chunks to preload (`index.fr.html`), and the page's first script
 * (`lang-first.ts`) asks for the language chosen with the switch when it is the other one; both
 * beside the page's module. The page draws nothing before its catalogue is here; the other
 * language's is fetched when the switch asks for it. A catalogue that cannot be fetched is said:
 * the server cannot be reached.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { VIEWPORTS, person } from './helpers';

/** The language of a catalogue chunk's text (the switch names the other language), or null for
 * another script. */
const catalogueOf = (text: string): 'en' | 'fr' | null => {
  // The build compiles a catalogue to `JSON.parse("{\"p-lang-switch\":\"Français\",…}")`.
  const m = /p-lang-switch\\?"\s*:\s*\\?"([^\n\\"]+)/.exec(text);
  return m ? (m[1] === 'Français' ? 'en' : 'fr') : null;
};

/** Records the catalogues the page fetches, in order. */
function catalogues(page: Page): ('en' | 'fr')[] {
  const seen: ('en' | 'fr')[] = [];
  page.on('response', async (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/assets/') || !url.pathname.endsWith('.js')) return;
    const lang = catalogueOf(await r.text().catch(() => ''));
    if (lang) seen.push(lang);
  });
  return seen;
}

/** Refuses every catalogue chunk (the network gone when it is asked for); lets the rest through. */
async function refuseCatalogues(route: Route): Promise<void> {
  const response = await route.fetch();
  if (catalogueOf(await response.text())) await route.abort('internetdisconnected');
  else await route.fulfill({ response });
}

/** Holds the page's module back two seconds: a catalogue asked for before it arrives was named
 * by the page or asked for by the first script, not by the module (which runs only once it and
 * its chunks are here). Half a second was too little on a loaded machine: the first script ran
 * 4 ms after the module arrived once (1,072 ms against 1,068 ms), the page parsed that late. */
async function holdModule(page: Page): Promise<void> {
  await page.route(/\/assets\/app-[A-Za-z0-9]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
}

/** `lang`'s catalogue script in the page: its address, how many times it was fetched, when it was
 * asked for, and when the page's module had arrived. */
const catalogueTiming = (page: Page, lang: string) =>
  page.evaluate((lang) => {
    const script = document.querySelector<HTMLScriptElement>(`script[data-catalogue="${lang}"]`);
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const app = entries.find((e) => /\/assets\/app-/.test(e.name));
    const catalogue = entries.filter((e) => e.name === script?.src);
    return { href: script?.src ?? null, fetched: catalogue.length, asked: catalogue[0]?.startTime ?? NaN, appHere: app?.responseEnd ?? NaN };
  }, lang);

const LANGS = [
  { locale: 'en-GB', lang: 'en', other: 'fr', switchTo: 'Français', back: 'English', tagline: 'An electronic arbiter', unreachable: 'The server cannot be reached.' },
  { locale: 'fr-FR', lang: 'fr', other: 'en', switchTo: 'English', back: 'Français', tagline: 'Un arbitre électronique', unreachable: 'Le serveur est injoignable.' },
] as const;

for (const l of LANGS) {
  test(`issue 32: a first visit in ${l.locale} fetches its language's catalogue only, asked for beside the page's script; the switch fetches the other`, async ({ browser }) => {
    const { context, page } = await person(browser, l.locale, VIEWPORTS[0]);
    const seen = catalogues(page);
    await holdModule(page);
    await page.goto('/');
    await expect(page.locator('form.new-game')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
    await expect(page.locator('.tagline')).toContainText(l.tagline);
    await expect(page.locator('button.lang')).toHaveText(l.switchTo);
    expect(seen).toEqual([l.lang]);
    const timing = await catalogueTiming(page, l.lang);
    expect(timing.href, 'the page named its catalogue').toMatch(/\/assets\/words-(en|fr)-[A-Za-z0-9]+\.js$/);
    expect(timing.fetched, 'the catalogue fetched once').toBe(1);
    expect(timing.asked, 'the catalogue asked for before the page\'s module arrived').toBeLessThan(timing.appHere);

    await page.locator('button.lang').click();
    await expect(page.locator('html')).toHaveAttribute('lang', l.other);
    await expect(page.locator('button.lang')).toHaveText(l.back);
    await expect(page.locator('form.new-game')).toBeVisible();
    expect(seen).toEqual([l.lang, l.other]);
    // Back again: the first catalogue is here already.
    await page.locator('button.lang').click();
    await expect(page.locator('button.lang')).toHaveText(l.switchTo);
    expect(seen).toEqual([l.lang, l.other]);
    await context.close();
  });

  test(`issue 32: a visitor who chose ${l.other} with the switch, in a ${l.locale} browser, gets ${l.other} from the first drawing, its catalogue asked for before the page's module arrived`, async ({ browser }) => {
    const { context, page } = await person(browser, l.locale, VIEWPORTS[1]);
    await context.addInitScript((lang) => localStorage.setItem('arbiter.lang', JSON.stringify(lang)), l.other);
    const seen = catalogues(page);
    await holdModule(page);
    await page.goto('/');
    await expect(page.locator('form.new-game')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', l.other);
    await expect(page.locator('button.lang')).toHaveText(l.back);
    // The browser's language's catalogue, named by the page the server chose, is preloaded too
    // (the server does not see the switch's choice, kept in the browser): bytes, not a wait.
    expect(seen).toContain(l.other);
    const timing = await catalogueTiming(page, l.other);
    expect(timing.fetched, 'the chosen catalogue fetched once').toBe(1);
    expect(timing.asked, 'the chosen catalogue asked for before the page\'s module arrived').toBeLessThan(timing.appHere);
    await context.close();
  });

  test(`issue 32: a catalogue that cannot be fetched is said, in ${l.locale}: the server cannot be reached`, async ({ browser }) => {
    const { context, page } = await person(browser, l.locale, VIEWPORTS[1]);
    // The first visit: nothing drawn but the page's own alert, in its language.
    await page.route('**/assets/*.js', refuseCatalogues);
    await page.goto('/');
    await expect(page.locator('#main [role=alert]')).toHaveText(l.unreachable);
    await expect(page.locator('form.new-game')).toHaveCount(0);
    await expect(page.locator('.tagline')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', l.lang);

    // The switch: the page stays as it was, in its language, and says why nothing changed.
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.locator('form.new-game')).toBeVisible();
    await page.route('**/assets/*.js', refuseCatalogues);
    await page.locator('button.lang').click();
    await expect(page.locator('#header [role=alert]')).toHaveText(l.unreachable);
    await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
    await expect(page.locator('button.lang')).toHaveText(l.switchTo);
    await expect(page.locator('form.new-game')).toBeVisible();
    await context.close();
  });
}
