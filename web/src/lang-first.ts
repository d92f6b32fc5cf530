/**
 * The first script of the page (`index.html`, `async`: run as soon as it is here, waiting neither
 * for the stylesheet nor for the page's module): it reads the page's language as the page will
 * (`lang.ts`) and asks at once for that language's catalogue (`<link rel="modulepreload">`), so
 * that the catalogue crosses the wire beside the page's module, not after it has run. The first load carries one catalogue, the page's language's, and a
 * French visitor waits no longer than an English one: each fetches one small script more.
 *
 * A separate script, not an inline one: the server's Content-Security-Policy runs no inline
 * script (`script-src 'self'`, crates/server/src/web.rs). Built by web/build.mjs as a classic
 * script, with the catalogues' chunks' addresses in `ARBITER_CATALOGUES`. Should it not run, the
 * page fetches the catalogue itself (`words.ts` `loadWords`), a little later.
 */
import { chosenLang, type Lang } from './lang';

/** The address of each language's catalogue chunk (`/assets/lazy-….js`), given by the build. */
declare const ARBITER_CATALOGUES: Record<Lang, string>;

const lang = chosenLang();
document.documentElement.lang = lang;
const link = document.createElement('link');
link.rel = 'modulepreload';
link.href = ARBITER_CATALOGUES[lang];
document.head.appendChild(link);
