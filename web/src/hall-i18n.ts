/**
 * The words of the hall and of an event's public pages (issue 26), in English and in French:
 * the catalogue's `## [page]` group (`crates/words/catalogue/*.ftl`, issue 32), following the
 * board's language (`i18n.ts`). A key is written as before (`ht('hall.title')`); its message is
 * `hall-hall-title` (`pageId`); the type of a key is read from `en.ftl` by the build
 * (`page-keys.ts`), so a key the catalogue does not have does not build.
 *
 * A refusal of the hall (a round already paired, a player gone…) is said by its key and params
 * from the catalogue (`words.ts`; `hall-codes.json` lists the keys) (`refusalSaid`); so is
 * what the hall says that is not a refusal — the warnings of a changed pairing (C.04.1), why a
 * board's result was recorded (Art. 6.7.1) — by its code (`noteSaid`).
 */
import hallCodes from './hall-codes.json';
import { capitalised, label, words, type Arg } from './words';
import type { HallPageKey } from './page-keys';
import { refusalWords, type Params } from './codes';
import { currentLang, type Lang } from './i18n';

/** A key of the hall's and the event pages' labels (`hall-…` in the catalogue). */
export type HallKey = HallPageKey;

/** A label of the hall in the page's language, with `params` in its holes (numbers and plurals
 * by the language, from the catalogue). */
export function ht(key: HallKey, params: Record<string, string | number> = {}): string {
  return label(currentLang(), 'hall', key, params) ?? key;
}

/** A refusal as the server sends it (`{"error": {...}}`): the contract's `code` and English
 * `message`, and (added) the sentence's `key` and `params`. */
export interface Refusal {
  code: string;
  message: string;
  key?: string;
  params?: Params;
}

/** A key of the hall's refusals, warnings and notes (`hall-codes.json`, written from the
 * server's `hall::codes::HALL_ERRORS` and `HALL_WORDS` by its test). */
export type HallCode = keyof typeof hallCodes;

/** Every key of the hall's refusals, warnings and notes. */
export const HALL_CODES = Object.keys(hallCodes) as HallCode[];

const isHallCode = (key: string): key is HallCode => Object.prototype.hasOwnProperty.call(hallCodes, key);

/** A refusal of the hall in `lang`, from its key's words in the catalogue (`words.ts`) and its
 * params; null when the key is not the hall's, or a hole of the sentence has no param (a server's answer that carries its
 * detail in English only: its message is shown then). */
export function hallSentence(key: string, params: Params, lang: Lang): string | null {
  if (!isHallCode(key)) return null;
  const args: Record<string, Arg> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) args[name] = typeof value === 'number' ? value : String(value);
  }
  // A reason given as a code (`reason_code`: `trf_bad_scoring`'s) is said in the same language.
  const reason = typeof params.reason_code === 'string' ? words(lang, params.reason_code, args, true) : null;
  if (reason) args.reason = reason;
  return words(lang, key, args, true);
}

/** What the hall and the event's pages show of a refusal, in the page's language: the hall's
 * sentence by its key (or its code); else a game's refusal by the game's codes (`codes.json`:
 * a ruling the Laws do not allow now); else the server's message. */
export function refusalSaid(error: Refusal, lang: Lang = currentLang()): string {
  const params = error.params ?? {};
  const own = hallSentence(error.key || error.code, params, lang);
  if (own) return capitalised(own);
  // In English, the hall's refusal is the server's message, word for word the catalogue's (the
  // page's bundle leaves that English out: build.mjs).
  if (lang === 'en' && isHallCode(error.key || error.code) && error.message) return capitalised(error.message);
  const words = refusalWords({ ...error, params }, lang === 'fr' ? 'fr' : 'en', lang);
  return words || error.code;
}

/** What the hall says that is not a refusal, as the server sends it: `{"code", "params",
 * "text"}` — a warning when the arbiter changes a pairing (`pairing_rematch`,
 * `pairing_changed_fide_rated`), a note saying why the event recorded a board's result (a round
 * robin's absent player, forfeited at publication: `absent_suspension`…). */
export interface Note {
  code?: string;
  params?: Params;
  text: string;
}

/** A note or a warning in the page's language, capitalised: by its code; else (a server newer
 * than the page: an unknown code) its English text. */
export function noteSaid(note: Note, lang: Lang = currentLang()): string {
  return capitalised(noteWords(note, lang));
}

/** The answer to `PUT .../pairings` (or one of a round's `changes`): `warnings`, the contract's
 * English strings (`rematch: …`, `fide_rated: …`), and beside them `warning_notes`, the same
 * warnings by code — absent from a server or a journal older than the codes. */
export interface Warned {
  warnings: string[];
  warning_notes?: Note[] | null;
}

/** A changed pairing's warnings in the page's language: `warning_notes` by their codes; without
 * them, the `warnings` strings as the server wrote them. */
export function warningsSaid(answer: Warned, lang: Lang = currentLang()): string[] {
  if (Array.isArray(answer.warning_notes)) return answer.warning_notes.map((n) => noteSaid(n, lang));
  return answer.warnings ?? [];
}

const noteWords = (note: Note, lang: Lang): string =>
  (note.code && hallSentence(note.code, note.params ?? {}, lang)) || note.text;

/** The result the event recorded for a board, with why (`decided` of a board summary). */
export interface Decided {
  result: string;
  reason?: string | null;
  notes?: Note[];
}

/** Why the event recorded a board's result, in the page's language: its notes by code (one an
 * absent player, Art. 6.7.1), else the reason as written (the arbiter's own words, a journal
 * older than the codes); empty when there is none. */
export function decidedWords(decided: Decided | null | undefined, lang: Lang = currentLang()): string {
  if (!decided) return '';
  if (decided.notes?.length) return capitalised(decided.notes.map((n) => noteWords(n, lang)).join(label(lang, 'hall', 'semicolon') ?? '; '));
  return decided.reason ?? '';
}

/** A fact of a player said with its label, as a card shows it alone (« Elo 1800 », « Féd. FRA »,
 * « Identifiant FIDE 623539 »): one message of the catalogue (`pub.labelled`). */
export const labelled = (key: HallKey, value: string | number): string => ht('pub.labelled', { label: ht(key), value: String(value) });
