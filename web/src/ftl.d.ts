/** A Fluent catalogue, bundled as its text (web/build.mjs: the `.ftl` loader is `text`). */
declare module '*.ftl' {
  const source: string;
  export default source;
}

/** The first words of a Fluent catalogue: the few messages the page says before (or without)
 * its catalogue, bundled as text in the page's script (web/build.mjs, `FIRST_WORDS`). */
declare module '*.ftl?first' {
  const source: string;
  export default source;
}
