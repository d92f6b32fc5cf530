/**
 * The page's language, chosen before anything is drawn: the one chosen with the switch (kept in
 * `localStorage`), else the browser's first that the catalogue has (French if it starts with
 * `fr`, English if `en`), English otherwise.
 *
 * Read by the page (`i18n.ts` `loadLang`) and, before it, by the first script the page runs
 * (`lang-first.ts`), which starts fetching that language's catalogue — a script of its own
 * (`words.ts` `loadWords`) — while the page's script is still arriving, when the page the server
 * sent does not name it already. One function for both, so that the catalogue fetched is the one
 * the page asks for. The server makes the same choice from `Accept-Language`, without the
 * switch's (crates/server/src/web.rs `page_lang`).
 */
import { readJson } from './storage';

/** A language of the page (and of the catalogue, `crates/words/catalogue/{en,fr}.ftl`). */
export type Lang = 'en' | 'fr';

/** Where the switch keeps the language chosen (as JSON: `"fr"`). */
export const LANG_KEY = 'arbiter.lang';

/** The language chosen with the switch, else the browser's. */
export function initialLang(stored: string | null, browser: readonly string[]): Lang {
  if (stored === 'en' || stored === 'fr') return stored;
  for (const tag of browser) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'fr') return 'fr';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** The page's language in this browser now: [`initialLang`] of the stored choice and the
 * browser's languages. */
export const chosenLang = (): Lang => initialLang(readJson<string | null>(LANG_KEY, null), navigator.languages ?? [navigator.language]);
