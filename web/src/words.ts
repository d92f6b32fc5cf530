/**
 * The page's one renderer of words (issue 32): the catalogue every crate reads,
 * `crates/words/catalogue/en.ftl` and `fr.ftl` (Project Fluent), bundled as text and said by
 * `@fluent/bundle`. A code and its params in, a sentence in the page's language out.
 *
 * Each language's catalogue is a chunk of its own (`web/build.mjs`), fetched when the page needs
 * that language (`loadWords`): the first load carries the page's language only, asked for by the
 * page's first script (`lang-first.ts`) beside the page's module; the other language comes when
 * the switch asks for it. The page draws nothing before its language's catalogue is here
 * (`main.ts`). Until then, and should it never come, the page has only the words it needs to say
 * so (`page-error-network`, in both languages, in the page's script: the catalogue's `?first`
 * part, `web/build.mjs`).
 *
 * Numbers are formatted by the language (« 0,5 »), without grouping (a year, a rating, a
 * number of milliseconds is never « 1 930 »). The catalogue's functions are the same as the Rust
 * side's (`crates/words/src/lib.rs`): `SECONDS`, `CLOCK`, `WORDS`, `CAP`, `ARTICLE`.
 */
import { FluentBundle, FluentNumber, FluentResource, type FluentValue, type FluentVariable } from '@fluent/bundle';
import FIRST_EN from '../../crates/words/catalogue/en.ftl?first';
import FIRST_FR from '../../crates/words/catalogue/fr.ftl?first';

/** A language of the catalogue. */
export type WordsLang = 'en' | 'fr';

/** The edition the server cites without a year: the 2023 Laws. */
const CURRENT_EDITION = '2023';

/** A number as the catalogue prints it: by the language, never grouped. */
export const num = (n: number): FluentNumber => new FluentNumber(n, { useGrouping: false, maximumFractionDigits: 3 });

const value = (v: FluentValue | undefined): unknown => (v instanceof FluentNumber ? v.valueOf() : typeof v === 'string' ? v : v?.valueOf());

/** `1:30:00`, `0:00:04.5`: a clock reading (PGN `%clk`). */
export function clockWords(ms: number): string {
  const whole = Math.max(0, Math.floor(ms));
  const h = Math.floor(whole / 3_600_000);
  const m = Math.floor(whole / 60_000) % 60;
  const s = Math.floor(whole / 1000) % 60;
  const rest = whole % 1000;
  const base = `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return rest ? `${base}.${String(rest).padStart(3, '0').replace(/0+$/, '')}` : base;
}

/** An article as a French reader cites it: `9.2` → `art. 9.2`, `1930 16.1.c` → `1930, art. 16.1.c`. */
export function articleFr(article: string): string {
  const space = article.indexOf(' ');
  const year = space === 4 ? article.slice(0, 4) : '';
  const [edition, number] = year && [...year].every((c) => c >= '0' && c <= '9') ? [year, article.slice(5)] : [CURRENT_EDITION, article];
  const cited = number.charAt(0) >= '0' && number.charAt(0) <= '9' ? `art. ${number}` : number;
  return edition === CURRENT_EDITION ? cited : `${edition}, ${cited}`;
}

const FUNCTIONS: Record<string, (positional: FluentValue[], named: Record<string, FluentValue>) => FluentValue> = {
  SECONDS: ([ms]) => (typeof value(ms) === 'number' ? num(Math.floor((value(ms) as number) / 1000)) : String(value(ms) ?? '')),
  CLOCK: ([ms]) => (typeof value(ms) === 'number' ? clockWords(value(ms) as number) : String(value(ms) ?? '')),
  WORDS: ([text]) => String(value(text) ?? '').replace(/_/g, ' '),
  CAP: ([text]) => {
    const s = String(value(text) ?? '');
    return s.charAt(0).toUpperCase() + s.slice(1);
  },
  ARTICLE: ([text]) => articleFr(String(value(text) ?? '')),
};

function bundle(lang: WordsLang, source: string): FluentBundle {
  const b = new FluentBundle(lang, { useIsolating: false, functions: FUNCTIONS });
  b.addResource(new FluentResource(source));
  return b;
}

/** Each language's words: its catalogue once here, its first words until then. */
const BUNDLES: Record<WordsLang, FluentBundle> = { en: bundle('en', FIRST_EN), fr: bundle('fr', FIRST_FR) };

/** The catalogues here, as the build wrote them. */
const SOURCES: Partial<Record<WordsLang, string>> = {};

/** Each language's catalogue, a chunk of its own (`import()`; web/build.mjs names them for the
 * page's first script, `lang-first.ts`). */
const CATALOGUES: Record<WordsLang, () => Promise<{ default: string }>> = {
  en: () => import('../../crates/words/catalogue/en.ftl'),
  fr: () => import('../../crates/words/catalogue/fr.ftl'),
};

const loading: Partial<Record<WordsLang, Promise<void>>> = {};

/** Gives the page `lang`'s catalogue (`source`: its text as the build wrote it). */
export function provideWords(lang: WordsLang, source: string): void {
  SOURCES[lang] = source;
  BUNDLES[lang] = bundle(lang, source);
}

/** Fetches `lang`'s catalogue, once; resolves when the page can say everything in `lang`, fails
 * when the chunk cannot be fetched (then a later call tries again). */
export function loadWords(lang: WordsLang): Promise<void> {
  if (SOURCES[lang] !== undefined) return Promise.resolve();
  return (loading[lang] ??= CATALOGUES[lang]().then(
    (m) => provideWords(lang, m.default),
    (e: unknown) => {
      delete loading[lang];
      throw e;
    },
  ));
}

/** Whether `lang`'s catalogue is here. */
export const hasCatalogue = (lang: WordsLang): boolean => SOURCES[lang] !== undefined;

/** A param's value as the page gives it. */
export type Arg = string | number;

/** Whether the catalogue has a message `id`, in a language that is here (the page's labels are
 * the same in both languages, which i18n.test.ts checks; the server's refusals are bundled in
 * French only, build.mjs). */
export const hasWords = (id: string): boolean => BUNDLES.en.hasMessage(id) || BUNDLES.fr.hasMessage(id);

/** The message ids of the catalogue in `lang` (codes and fragments); none before it is here. */
export function wordIds(lang: WordsLang): string[] {
  return [...(SOURCES[lang] ?? '').matchAll(/^([a-z][a-z0-9_-]*) ?=/gm)].map((m) => m[1]);
}

/** The sentence of `id` in `lang` with `args` in its holes; null when the catalogue has none (or
 * is not here yet: `loadWords`), or, when `strict`, when a hole has no param. */
export function words(lang: WordsLang, id: string, args: Readonly<Record<string, Arg>> = {}, strict = false): string | null {
  const b = BUNDLES[lang];
  const message = b.getMessage(id);
  if (!message?.value) return null;
  const fluentArgs: Record<string, FluentVariable> = {};
  for (const [k, v] of Object.entries(args)) fluentArgs[k] = typeof v === 'number' ? num(v) : v;
  const errors: Error[] = [];
  const text = b.formatPattern(message.value, fluentArgs, errors);
  return strict && errors.length > 0 ? null : text;
}

/** Whose labels a page key is: the board's (`i18n.ts` `t`, ids `page-…`) or the hall's and the
 * event pages' (`hall-i18n.ts` `ht`, ids `hall-…`). */
export type LabelSet = 'page' | 'hall';

const ESCAPES: Record<string, string> = { '-': '_D', '/': '_S', '+': '_P', '=': '_E' };

const keyId = (key: string): string => key.replace(/[-/+=]/g, (c) => ESCAPES[c] ?? c).replace(/\./g, '-');

/** The catalogue id of a page label's key (Fluent ids hold no dot): the set's prefix, then the
 * key with `.` as `-`, and `-` `/` `+` `=` as `_D` `_S` `_P` `_E` — `home.new` is
 * `page-home-new`, `result.1-0` is `page-result-1_D0`, `tb.BH/C1` is `hall-tb-BH_SC1`
 * (`web/build.mjs` reads them back into the keys' type, `page-keys.ts`). */
export const pageId = (set: LabelSet, key: string): string => `${set}-${keyId(key)}`;

/** The prefix of a set's ids in the bundle: `web/build.mjs` writes `page-` as `p-`, `hall-` as
 * `h-` (bytes of the first load). */
export const BUNDLED: Record<LabelSet, string> = { page: 'p-', hall: 'h-' };

/** A page label in `lang`: the message of `key` in `set`, with `args`; null when there is none. */
export const label = (lang: WordsLang, set: LabelSet, key: string, args: Readonly<Record<string, Arg>> = {}): string | null =>
  words(lang, BUNDLED[set] + keyId(key), args);

/** Whether `set` has a label `key`. */
export const hasLabel = (set: LabelSet, key: string): boolean => hasWords(BUNDLED[set] + keyId(key));
