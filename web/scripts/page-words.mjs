// Moves the page's own labels from TypeScript dictionaries into the catalogue (issue 32): reads
// the `const EN = {…}` and `const FR… = {…}` blocks of a file written the old way (one
// `'key': 'words',` a line, `{name}` holes) and adds every key the catalogue does not have yet
// to the `## [page]` group at the end of `crates/words/catalogue/en.ftl` and `fr.ftl`, in Fluent
// (`{ $name }`). Messages already there are left as they are (a plural written by hand stays).
//
//   node web/scripts/page-words.mjs --board web/src/i18n.ts --hall web/src/hall-i18n.ts
//
// To bring in keys a branch added to the old dictionaries: `git show BRANCH:web/src/i18n.ts >
// /tmp/i18n.ts`, then `--board /tmp/i18n.ts` (`--hall` for `hall-i18n.ts`).
//
// The id of a key (web/src/words.ts `pageId`): the prefix `page-` (the board's `t`) or `hall-`
// (the hall's `ht`), then the key with `.` as `-`, and `-` `/` `+` `=` as `_D` `_S` `_P` `_E`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const catalogue = new URL('../../crates/words/catalogue/', import.meta.url).pathname;
const ESCAPES = { '-': '_D', '/': '_S', '+': '_P', '=': '_E' };
export const pageId = (prefix, key) => `${prefix}-${key.replace(/[-/+=]/g, (c) => ESCAPES[c]).replace(/\./g, '-')}`;

const HEADS = {
  page: '## [page] The board\'s own labels (web/src/i18n.ts `t(key)`: `home.new` is `page-home-new`; in a key `-` `/` `+` `=` are `_D` `_S` `_P` `_E`).',
  hall: '## [page] The hall\'s and the event pages\' own labels (web/src/hall-i18n.ts `ht(key)`: `hall.title` is `hall-hall-title`).',
};

function block(source, name) {
  const start = source.search(new RegExp(`^const ${name}\\b`, 'm'));
  if (start < 0) return new Map();
  const body = source.slice(start, source.indexOf('\n};', start));
  const out = new Map();
  for (const m of body.matchAll(/^\s*'([^']+)':\s*'([^']*)',?\s*$/gm)) out.set(m[1], m[2]);
  return out;
}

/** A dictionary's words as a Fluent pattern: `{name}` as `{ $name }`; a value that begins or
 * ends with a space as a string literal. */
function fluent(words) {
  if (words !== words.trim()) return `{ "${words.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}" }`;
  return words.replace(/\{(\w+)\}/g, '{ $$$1 }');
}

function add(lang, adds) {
  const path = join(catalogue, `${lang}.ftl`);
  let text = readFileSync(path, 'utf8').replace(/\n*$/, '\n');
  const has = new Set([...text.matchAll(/^([a-zA-Z][\w-]*) =/gm)].map((m) => m[1]));
  let added = 0;
  for (const [prefix, words] of adds) {
    const lines = [];
    for (const [key, value] of words) {
      const id = pageId(prefix, key);
      if (has.has(id)) continue;
      has.add(id);
      // French: a non-breaking space before « : ; ? ! » and inside « » (docs/words.md).
      const said = lang === 'fr' ? value.replace(/ ([:;?!])(?= |$)/g, '\u00a0$1').replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»') : value;
      lines.push(`${id} = ${fluent(said)}`);
    }
    if (lines.length === 0) continue;
    added += lines.length;
    const head = HEADS[prefix];
    let at = text.indexOf(`\n${head}\n`);
    if (at < 0) {
      text += `\n${head}\n\n`;
      at = text.indexOf(`\n${head}\n`);
    }
    // The end of this subgroup: the next group comment, or the end of the file.
    const next = text.indexOf('\n## ', at + 1);
    const end = next < 0 ? text.length : next;
    const before = text.slice(0, end).replace(/\n*$/, '\n');
    text = before + lines.join('\n') + '\n' + (next < 0 ? '' : '\n' + text.slice(end + 1));
  }
  writeFileSync(path, text);
  return added;
}

const args = process.argv.slice(2);
const files = { page: null, hall: null };
for (let i = 0; i < args.length; i += 2) {
  if (args[i] === '--board') files.page = args[i + 1];
  else if (args[i] === '--hall') files.hall = args[i + 1];
  else throw new Error(`page-words: unknown argument ${args[i]} (--board FILE, --hall FILE)`);
}
const adds = { en: [], fr: [] };
for (const [prefix, file] of Object.entries(files)) {
  if (!file) continue;
  const source = readFileSync(file, 'utf8');
  const en = block(source, 'EN');
  const fr = block(source, 'FR');
  const missing = [...en.keys()].filter((k) => !fr.has(k));
  if (missing.length) throw new Error(`${file}: no French for ${missing.join(', ')}`);
  adds.en.push([prefix, en]);
  adds.fr.push([prefix, fr]);
}
for (const lang of ['en', 'fr']) console.log(`${lang}.ftl: ${add(lang, adds[lang])} messages added`);
