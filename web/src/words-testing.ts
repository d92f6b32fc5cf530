/**
 * For the unit tests (`node --test`): both catalogues given to the page's renderer at once, as
 * the build writes them (the page fetches each as a chunk of its own, `words.ts` `loadWords`).
 * A test file imports this first, before the modules that say words.
 */
import EN from '../../crates/words/catalogue/en.ftl';
import FR from '../../crates/words/catalogue/fr.ftl';
import { provideWords } from './words';

provideWords('en', EN);
provideWords('fr', FR);
