/**
 * The first script of the page (`index.html`, `async`: run as soon as it is here, waiting
 * neither for the stylesheet nor for the page's module, and holding back neither the parser nor
 * the first paint — first in the head as a blocking script, it delayed the first paint by
 * 44–88 ms under load, web/bench/README.md). It reads the page's language as the page will
 * (`lang.ts`) and asks at once for that language's catalogue (`<link rel="modulepreload">`, at
 * high priority), so that the catalogue crosses the wire beside the page's module and its
 * chunks, not after they have run. The first load carries one catalogue, the page's language's,
 * and a French visitor waits no longer than an English one: each fetches this small script more.
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
link.dataset.catalogue = lang;
link.fetchPriority = 'high';
document.head.appendChild(link);
