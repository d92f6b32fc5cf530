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

/** The address of each language's catalogue, a classic script of its own
 * (`/assets/words-fr-….js`), given by the build (web/build.mjs: strings, which esbuild writes in
 * place, where an object would be a chunk of its own). */
declare const ARBITER_CATALOGUE_EN: string;
declare const ARBITER_CATALOGUE_FR: string;

/** Adds `lang`'s catalogue script to the page, marked `data-catalogue` and, until it has run or
 * failed, `data-pending` (so that the page's module awaits a script on its way rather than add
 * another: `words.ts` `fetchCatalogue`). Used by the first script (`lang-first.ts`) and the page. */
export function addCatalogueScript(lang: Lang): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = lang === 'fr' ? ARBITER_CATALOGUE_FR : ARBITER_CATALOGUE_EN;
  script.dataset.catalogue = lang;
  script.dataset.pending = '';
  script.fetchPriority = 'high';
  const settled = (): void => {
    delete script.dataset.pending;
  };
  script.addEventListener('load', settled, { once: true });
  script.addEventListener('error', settled, { once: true });
  document.head.appendChild(script);
  return script;
}
