/**
 * The first script of the page (`index.html`, `async`: run as soon as it is here, waiting
 * neither for the stylesheet nor for the page's module, and holding back neither the parser nor
 * the first paint — first in the head as a blocking script, it delayed the first paint by
 * 44–88 ms under load, web/bench/README.md). It reads the page's language as the page will
 * (`lang.ts`). The page the server sent in the browser's language already names that language's
 * catalogue, a script run just before the page's module (`index.fr.html`, web/build.mjs); when
 * the language is another one — chosen with the switch, kept in the browser, which the server
 * does not see — or the page names none (`index.html`), this script asks for it at once, so that
 * the catalogue crosses the wire beside the page's module, not after it has run. The page's
 * module awaits a catalogue so asked for (`data-pending`, taken away once it has run or failed:
 * `lang.ts` `addCatalogueScript`, `words.ts` `fetchCatalogue`).
 *
 * A separate script, not an inline one: the server's Content-Security-Policy runs no inline
 * script (`script-src 'self'`, crates/server/src/web.rs). Built by web/build.mjs as a classic
 * script, with the catalogues' addresses (`lang.ts` `addCatalogueScript`). Should it not run, the page
 * fetches the catalogue itself (`words.ts` `loadWords`), a little later.
 */
import { addCatalogueScript, chosenLang } from './lang';

const lang = chosenLang();
document.documentElement.lang = lang;
if (!document.querySelector(`script[data-catalogue="${lang}"]`)) addCatalogueScript(lang);
