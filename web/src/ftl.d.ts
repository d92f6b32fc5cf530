/** A Fluent catalogue, compiled by web/build.mjs (`compileFtl`): each message's id and its
 * Fluent source after `=` (web/src/words.ts `Compiled`). */
declare module '*.ftl' {
  const compiled: Readonly<Record<string, string>>;
  export default compiled;
}

/** The first words of a Fluent catalogue, compiled the same way: the few messages the page says
 * before (or without) its catalogue, in the page's script (web/build.mjs, `FIRST_WORDS`). */
declare module '*.ftl?first' {
  const compiled: Readonly<Record<string, string>>;
  export default compiled;
}
