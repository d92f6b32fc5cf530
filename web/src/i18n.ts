/**
 * Every word of the web board in English and in French: the catalogue's `## [page]` group
 * (`crates/words/catalogue/en.ftl`, `fr.ftl`; issue 32), said by `words.ts`. A key is written
 * as before (`t('home.new')`); its message is `page-home-new` (`words.ts` `pageId`). The type of a key,
 * `Key`, is read from `en.ftl` by the build (`page-keys.ts`): a key the catalogue does not have
 * does not build, and the catalogue's test fails on a message without French.
 *
 * The language is the browser's first (French if it starts with `fr`, English otherwise), or the
 * one chosen with the switch, kept in `localStorage` (`lang.ts`). Its catalogue is fetched before
 * the page draws anything (`main.ts`); the other language's when the switch asks for it
 * (`useLang`).
 */
import { format } from './clock';
import { chosenLang, LANG_KEY, type Lang } from './lang';
import { writeJson } from './storage';
import { hasLabel, label, loadWords } from './words';
import type { PageKey } from './page-keys';

export { initialLang, type Lang } from './lang';

/** A key of the board's labels (`page-…` in the catalogue). */
export type Key = PageKey;

let lang: Lang = 'en';

/** Reads the language from storage and the browser (call once at start). */
export function loadLang(): Lang {
  lang = chosenLang();
  document.documentElement.lang = lang;
  return lang;
}

/** The current language. */
export const currentLang = (): Lang => lang;

/** Chooses a language and keeps the choice (its catalogue already here: `useLang`). */
export function setLang(next: Lang): void {
  lang = next;
  document.documentElement.lang = lang;
  writeJson(LANG_KEY, next);
}

/** Fetches the catalogue of `next` (a script of its own, `words.ts`), then chooses it; fails,
 * keeping the language as it was, when the catalogue cannot be fetched. */
export async function useLang(next: Lang): Promise<void> {
  await loadWords(next);
  setLang(next);
}

/** A label in the current language (or `in_`), with `params` in its holes (a number said by
 * the language: « 0,5 »; a plural by the catalogue). */
export function t(key: Key, params: Record<string, string | number> = {}, in_: Lang = lang): string {
  return label(in_, 'page', key, params) ?? key;
}

/** Whether a string is a key of the board's labels (for codes that come from the server). */
export const isKey = (key: string): key is Key => hasLabel('page', key);

/** The edition the server cites without a year (`9.6.2`): the 2023 Laws (`game::CURRENT_EDITION`). */
export const CURRENT_EDITION = '2023';

/** An article as a reader expects it: `Art. 9.2.1`, `1930, Art. 16.1.c`, `Guideline III.4` —
 * from its `{edition, number}` when the server sent them (issue 32), else from its text (a
 * journal older than them). */
export function article(code: string, ref?: { edition: string; number: string } | null): string {
  const parts = ref ?? articleParts(code);
  const cited = /^\d/.test(parts.number) ? t('article', { article: parts.number }) : parts.number;
  return parts.edition === CURRENT_EDITION ? cited : t('article.edition', { edition: parts.edition, article: cited });
}

/** The edition and number of an article's text, for a journal written before the server sent
 * them (`1930 16.1.c` → 1930 and 16.1.c; `9.2.1` → the 2023 Laws). */
export function articleParts(code: string): { edition: string; number: string } {
  const old = /^(\d{4}) (.+)$/.exec(code);
  return old ? { edition: old[1], number: old[2] } : { edition: CURRENT_EDITION, number: code };
}

/** A code of the server's, `claim_perpetual`, as words when the dictionaries have none. */
export const plainWords = (code: string): string => code.replace(/_/g, ' ');

/** The words of a result: "Black wins: checkmate". */
export function resultWords(result: string, reason: string): string {
  const r = `result.${result}`;
  const why = `reason.${reason}`;
  const head = isKey(r) ? t(r) : result;
  return isKey(why) ? t('result.because', { result: head, reason: t(why) }) : head;
}

/** A colon as each language sets it: `: ` in English, ` : ` in French. */
export const colon = (): string => t('colon');

/** The words of a refusal: ours when we know the code, the server's otherwise. */
export function errorWords(code: string, message: string): string {
  const key = `error.${code}`;
  return isKey(key) ? t(key) : message;
}

/** Why a move typed in the field is refused, in the page's language, quoting the move and
 * naming the notation the page writes (issue 25: the player sees which letters are meant);
 * null for a refusal that is not about the move's writing. */
export function typedError(code: string, move: string, notation: string): string | null {
  const key = `typed.${code}`;
  const name = `notation.${notation}`;
  if (!isKey(key)) return null;
  return t(key, { move, notation: isKey(name) ? t(name) : notation });
}

/** A clock's time in the page's language: its tenths under ten seconds after the language's
 * decimal sign (« 9,4 » in French, as every number the page says). */
export const clockShown = (ms: number): string => format(ms, new Intl.NumberFormat(lang).format(0.5).charAt(1));
