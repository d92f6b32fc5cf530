/**
 * What the arbiter says, by code (issue 21, item 3; issue 32): every notice and every refusal of
 * the game comes with a stable `code` (a refusal's sentence: its `key`) and its `params`; the page
 * says the sentence in its language from the one catalogue every crate reads
 * (`crates/words/catalogue/*.ftl`, by `words.ts`). No pattern reads the English text back.
 *
 * `codes.json` is the game crate's list of codes, their kinds and params (written by its test).
 * Before a sentence is said, the params are read for the page: a move in the page's notation
 * (Annex C.2, C.3), a reason a game ends, a category and a time control in the page's words,
 * and a reason given as a code beside a carrier (`why_code`, `detail_code`, `reason_code`:
 * `game::reasons`) said in the same language from its own params (« none » when there is none:
 * the catalogue's fragments `because-…` and `paren-…` then say nothing).
 */
import codes from './codes.json';
import { currentLang, isKey, t, type Lang } from './i18n';
import { sanIn } from './notation';
import { controlWords } from './timecontrol';
import { capitalised, words, type Arg } from './words';

/** A code of the game's list. */
export type Code = keyof typeof codes;

/** A notice's or a refusal's params, as the server sends them. */
export type Params = Readonly<Record<string, unknown>>;

/** Whether a text is one of the codes. */
export const isCode = (code: string): code is Code => Object.prototype.hasOwnProperty.call(codes, code);

/** Every code, for the test that checks each has its words. */
export const CODES = Object.keys(codes) as Code[];

/** Param names that hold a move in English SAN. */
const MOVES = new Set(['move_san']);
/** Param names that hold a reason a game ends. */
const REASONS = new Set(['reason', 'ending_reason']);
/** Param names that hold another code, said inside the sentence. */
const NESTED = ['why_code', 'detail_code', 'reason_code'];

/** The params of `code` read for a sentence in `lang`. */
export function args(code: string, params: Params, notation: string, lang: Lang, depth = 0): Record<string, Arg> {
  const out: Record<string, Arg> = {};
  for (const [name, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    out[name] = typeof v === 'number' ? v : String(v);
  }
  for (const [name, v] of Object.entries(out)) {
    const raw = String(v);
    if (MOVES.has(name)) out[name] = sanIn(raw, notation);
    // The English of a finding keeps `arbiter check`'s words for its ending (`WORDS`).
    else if (REASONS.has(name) && !(lang === 'en' && name === 'ending_reason') && isKey(`reason.${raw}`)) out[name] = t(`reason.${raw}` as 'reason.checkmate', {}, lang);
    // A time control the game runs by (a code giving its `clock_mode`) in words; one refused
    // (`time_control_unreadable`) as it was written.
    else if (name === 'control' && isCode(code) && (codes[code].params as readonly string[]).includes('clock_mode')) out[name] = controlWords(raw, String(params.clock_mode ?? '') || 'fischer', lang);
    else if (name === 'category' && isKey(`category.${raw}`)) out[name] = t(`category.${raw}` as 'category.standard', {}, lang);
  }
  for (const name of NESTED) {
    const inner = String(params[name] ?? '');
    const said = depth === 0 && isCode(inner) && inner !== code ? words(lang, inner, args(inner, params, notation, lang, 1)) : null;
    out[name] = said || 'none';
  }
  return out;
}

/** A sentence of the arbiter's, by code, in `lang`; null when the code is not in the list (a
 * server older or newer than the page: its English text is shown then). */
export function say(code: string, params: Params | undefined, notation: string, lang: Lang = currentLang()): string | null {
  if (!isCode(code)) return null;
  return words(lang, code, args(code, params ?? {}, notation, lang));
}

/** A notice as the page shows it, capitalised: by its code, else its English text. */
export function noticeWords(notice: { code?: string; params?: Params; text: string }, notation: string, lang: Lang = currentLang()): string {
  const words = (notice.code && say(notice.code, notice.params, notation, lang)) || notice.text;
  return capitalised(words);
}

/** Whether a key is one of the server's own refusals (`error_…`: the catalogue's
 * `## [api error]`, `crates/server/src/api_errors.rs`). */
export const isApiError = (key: string): boolean => key.startsWith('error_');

/** A refusal's words: by its sentence's key (a game's code, or one of the server's own
 * refusals, its params all given), else the page's words for its code, else the server's
 * message. */
export function refusalWords(error: { code: string; message: string; key?: string; params?: Params }, notation: string, lang: Lang = currentLang()): string {
  const key = error.key || error.code;
  // The server's own refusal: its English is the server's message, word for word the catalogue's
  // (the page's bundle leaves that English out: build.mjs); another language by its key.
  if (isApiError(key)) {
    const said = lang === 'en' ? error.message : words(lang, key, args(key, error.params ?? {}, notation, lang), true);
    return said ? capitalised(said) : error.message;
  }
  const byKey = say(key, error.params, notation, lang);
  if (byKey) return capitalised(byKey);
  const page = `error.${error.code}`;
  return isKey(page) ? t(page, {}, lang) : error.message;
}
