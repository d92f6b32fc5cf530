/** A Fluent catalogue, bundled as its text (web/build.mjs: the `.ftl` loader is `text`). */
declare module '*.ftl' {
  const source: string;
  export default source;
}
