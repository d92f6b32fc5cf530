/**
 * The page's one renderer of words (issue 32): the catalogue every crate reads,
 * `crates/words/catalogue/en.ftl` and `fr.ftl` (Project Fluent), compiled by the build (`Compiled`) and said by
 * `@fluent/bundle`. A code and its params in, a sentence in the page's language out.
 *
 * Each language's catalogue is a script of its own (`web/build.mjs`), fetched when the page needs
 * that language (`loadWords`): the first load carries the page's language only, named by the
 * page the server sends in the browser's language (or, for a language chosen with the switch,
 * asked for by the page's first script, `lang-first.ts`) beside the page's module; the other
 * language comes when the switch asks for it. The page draws nothing before its language's catalogue is here
 * (`main.ts`). Until then, and should it never come, the page has only the words it needs to say
 * so (`page-error-network`, in both languages, in the page's script: the catalogue's `?first`
 * part, `web/build.mjs`).
 *
 * Numbers are formatted by the language (« 0,5 »), without grouping (a year, a rating, a
 * number of milliseconds is never « 1 930 »). The catalogue's functions are the same as the Rust
 * side's (`crates/words/src/lib.rs`): `SECONDS`, `CLOCK`, `WORDS`, `CAP`, `ARTICLE`.
 */
import { FluentBundle, FluentNumber, FluentResource, type FluentValue, type FluentVariable, type Message } from '@fluent/bundle';
import FIRST_EN from '../../crates/words/catalogue/en.ftl?first';
import FIRST_FR from '../../crates/words/catalogue/fr.ftl?first';
import { addCatalogueScript } from './lang';

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

/** A catalogue as the build compiles it (web/build.mjs `compileFtl`): each message's id and its
 * Fluent source after `=` (`p-home-new` → `New game`). A source without `{` and without a line
 * break is the message's very text (the build checks it). */
export type Compiled = Readonly<Record<string, string>>;

/** One language's words: its compiled catalogue, and the messages said so far, parsed into a
 * `FluentBundle` when first said (a message it names, `{ duration-ms }`, with it). Nothing is
 * parsed before the page draws: at start the page reads the catalogue as one `JSON.parse`, and
 * its first drawing parses only the few messages it says that have holes (issue 32: the first
 * load no slower than before the catalogue). */
class Words {
  private readonly bundle: FluentBundle;

  constructor(
    lang: WordsLang,
    /** The compiled catalogue (or the first words, before it). */
    readonly sources: Compiled,
  ) {
    this.bundle = new FluentBundle(lang, { useIsolating: false, functions: FUNCTIONS });
  }

  /** Whether the catalogue has a message `id`. */
  has(id: string): boolean {
    return Object.hasOwn(this.sources, id);
  }

  /** The message `id`, parsed once; undefined when the catalogue has none. */
  message(id: string): Message | undefined {
    const known = this.bundle.getMessage(id);
    if (known || !this.has(id)) return known;
    const source = this.sources[id];
    if (!source.includes('{') && !source.includes('\n')) {
      this.bundle.addResource({ body: [{ id, value: source, attributes: {} }] });
    } else {
      const resource = new FluentResource(`${id}=${source}`);
      this.bundle.addResource(resource);
      for (const entry of resource.body) for (const named of patternNames(entry.value, 'mesg')) this.message(named);
    }
    return this.bundle.getMessage(id);
  }

  /** `message`'s value formatted with `args` (errors, a hole without its param, in `errors`). */
  format(message: Message, args: Record<string, FluentVariable>, errors: Error[]): string | null {
    return message.value ? this.bundle.formatPattern(message.value, args, errors) : null;
  }
}

/** The names a Fluent pattern holds of one kind, through its selectors, variants and
 * functions' arguments (`@fluent/bundle`'s runtime AST, where a pattern is a string or an array
 * of strings and expressions): `mesg`, the messages it refers to (`{ duration-ms }`); `var`,
 * its params (`{ $ms }`). */
export function patternNames(pattern: unknown, kind: 'mesg' | 'var', out: string[] = []): string[] {
  if (Array.isArray(pattern)) for (const p of pattern) patternNames(p, kind, out);
  else if (pattern && typeof pattern === 'object') {
    const e = pattern as { type?: string; name?: string; selector?: unknown; variants?: { value: unknown }[]; args?: unknown[] };
    if (e.type === kind && e.name) out.push(e.name);
    if (e.selector) patternNames(e.selector, kind, out);
    for (const v of e.variants ?? []) patternNames(v.value, kind, out);
    for (const a of e.args ?? []) patternNames(a, kind, out);
  }
  return out;
}

/** Each language's words: its catalogue once here, its first words until then. */
const WORDS: Record<WordsLang, Words> = { en: new Words('en', FIRST_EN), fr: new Words('fr', FIRST_FR) };

/** Whether each language's catalogue is here. */
const HERE: Partial<Record<WordsLang, true>> = {};

declare global {
  /** The catalogues the page's catalogue scripts have given (`words-fr-….js`: web/build.mjs). */
  var ARBITER_WORDS: Partial<Record<WordsLang, Compiled>> | undefined;
}

/** `lang`'s catalogue as its script gives it. The script is named by the page the server sent in
 * the browser's language and run before the page's module (`index.fr.html`), else asked for by
 * the page's first script (`lang-first.ts`, for a language chosen with the switch), else added
 * here. A script still on its way (`data-pending`, which `lang.ts` `addCatalogueScript` takes away once it has
 * run or failed) is awaited; one that failed (the server's page's has run before this module,
 * or failed) is asked for again. */
function fetchCatalogue(lang: WordsLang): Promise<Compiled> {
  const given = (): Compiled | undefined => globalThis.ARBITER_WORDS?.[lang];
  const here = given();
  if (here) return Promise.resolve(here);
  const script = document.querySelector<HTMLScriptElement>(`script[data-catalogue="${lang}"][data-pending]`) ?? addCatalogueScript(lang);
  // Its `load` or `error` comes in a later task: listened to from here on, it is not missed.
  const done = new Promise<Compiled>((resolve, reject) => {
    const settle = (): void => {
      const words = given();
      if (words) resolve(words);
      else reject(new Error(`the catalogue ${lang} did not come`));
    };
    script.addEventListener('load', settle, { once: true });
    script.addEventListener('error', settle, { once: true });
  });
  return done;
}

/** How each language's catalogue is fetched: by its script (`fetchCatalogue`), or as the unit
 * tests give it (`catalogueSource`). */
let source: (lang: WordsLang) => Promise<Compiled> = fetchCatalogue;

/** Fetches the catalogues from `fetch` instead of their scripts (the unit tests under node, where
 * there is no page to add a script to). */
export function catalogueSource(fetch: (lang: WordsLang) => Promise<Compiled>): void {
  source = fetch;
}

const loading: Partial<Record<WordsLang, Promise<void>>> = {};

/** Gives the page `lang`'s catalogue (`compiled`: as the build wrote it). */
export function provideWords(lang: WordsLang, compiled: Compiled): void {
  HERE[lang] = true;
  WORDS[lang] = new Words(lang, compiled);
}

/** Fetches `lang`'s catalogue, once; resolves when the page can say everything in `lang`, fails
 * when its script cannot be fetched (then a later call tries again). A catalogue already given
 * (its script run before the page's module) is taken at once: the promise's `then` runs as soon
 * as the module has run, before any other task. */
export function loadWords(lang: WordsLang): Promise<void> {
  if (HERE[lang]) return Promise.resolve();
  return (loading[lang] ??= source(lang).then(
    (compiled) => provideWords(lang, compiled),
    (e: unknown) => {
      delete loading[lang];
      throw e;
    },
  ));
}

/** Whether `lang`'s catalogue is here. */
export const hasCatalogue = (lang: WordsLang): boolean => HERE[lang] === true;

/** A sentence as the page shows it on its own: its first letter capitalised, unless it opens with
 * a name written as code (`time_control: …`, `start_fen: …`: a configuration's field, whose
 * spelling is the contract's and must read as the user wrote it). The one way the page starts a
 * sentence from the catalogue or the server with a capital. */
export function capitalised(text: string): string {
  if (/^[a-z0-9]+_[a-z0-9_]*\b/.test(text)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A param's value as the page gives it. */
export type Arg = string | number;

/** Whether the catalogue has a message `id`, in a language that is here (the page's labels are
 * the same in both languages, which i18n.test.ts checks; the server's refusals are bundled in
 * French only, build.mjs). */
export const hasWords = (id: string): boolean => WORDS.en.has(id) || WORDS.fr.has(id);

/** The message ids of the catalogue in `lang` (codes and fragments); none before it is here. */
export function wordIds(lang: WordsLang): string[] {
  return HERE[lang] ? Object.keys(WORDS[lang].sources) : [];
}

/** The sentence of `id` in `lang` with `args` in its holes; null when the catalogue has none (or
 * is not here yet: `loadWords`), or, when `strict`, when a hole has no param. */
export function words(lang: WordsLang, id: string, args: Readonly<Record<string, Arg>> = {}, strict = false): string | null {
  const w = WORDS[lang];
  const message = w.message(id);
  if (!message?.value) return null;
  const fluentArgs: Record<string, FluentVariable> = {};
  for (const [k, v] of Object.entries(args)) fluentArgs[k] = typeof v === 'number' ? num(v) : v;
  const errors: Error[] = [];
  const text = w.format(message, fluentArgs, errors);
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
