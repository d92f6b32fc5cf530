/**
 * The browser's `localStorage`, forgiving: a private window may refuse it, and a value may not
 * read back; then the page goes on with the fallback, and a choice lasts as long as the page.
 */

/** The JSON value kept under `key`, or `fallback`. */
export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/** Keeps `value` as JSON under `key`, if the browser lets us. */
export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Refused: the value lives as long as the page.
  }
}
