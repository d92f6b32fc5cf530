// Builds the web board into dist/: the bundle and its stylesheet with content-hashed names under
// dist/assets/, index.html naming them, and a brotli and a gzip copy of every text file (the server
// sends the copy the browser accepts). Also builds the unit tests (src/**/*.test.ts) into
// dist-test/ for `node --test`. Prints each file's size, raw and compressed.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const root = new URL('.', import.meta.url).pathname;
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });
rmSync(join(root, 'dist-test'), { recursive: true, force: true });
mkdirSync(join(dist, 'assets'), { recursive: true });

// The catalogue (crates/words/catalogue/*.ftl) as text, without what only people and the Rust
// build read: its comments and the attributes `.error`, `.params`.
const ftl = {
  name: 'ftl',
  setup(b) {
    b.onLoad({ filter: /\.ftl$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8')
        .split('\n')
        .filter((line) => !line.startsWith('#') && !/^\s+\.(error|params) =/.test(line) && line.trim() !== '')
        .join('\n') + '\n',
      loader: 'text',
    }));
  },
};

const result = await build({
  entryPoints: { app: join(root, 'src/main.ts'), style: join(root, 'src/style.css') },
  bundle: true,
  minify: true,
  format: 'esm',
  target: ['es2022'],
  outdir: join(dist, 'assets'),
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  // A module imported with `import()` (the hall's QR codes, `uqr`) is a chunk of its own, loaded
  // when first asked for: not in the first load.
  splitting: true,
  chunkNames: 'lazy-[hash]',
  loader: { '.svg': 'dataurl', '.png': 'dataurl' },
  plugins: [ftl],
  metafile: true,
  legalComments: 'linked',
  logLevel: 'warning',
});

const outputs = Object.keys(result.metafile.outputs).map((p) => relative(dist, join(process.cwd(), p)));
const js = outputs.find((p) => /app-.*\.js$/.test(p));
const css = outputs.find((p) => /style-.*\.css$/.test(p));
if (!js || !css) throw new Error(`build: missing outputs in ${outputs.join(', ')}`);

const html = readFileSync(join(root, 'src/index.html'), 'utf8')
  .replace('%STYLE%', `/${css}`)
  .replace('%APP%', `/${js}`);
writeFileSync(join(dist, 'index.html'), html);

// The chunks the bundle only imports dynamically (`import()`), by the build's metafile.
const appOut = Object.entries(result.metafile.outputs).find(([p]) => /app-.*\.js$/.test(p));
const staticImports = new Set((appOut?.[1].imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => relative(dist, join(process.cwd(), i.path))));
const firstLoadSkips = new Set(outputs.filter((p) => /lazy-.*\.js$/.test(p) && !staticImports.has(p)));
const rows = [];
let total = { raw: 0, gz: 0, br: 0 };
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(js|css|html|svg|txt)$/.test(name)) {
      const data = readFileSync(path);
      const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      const gz = gzipSync(data, { level: 9 });
      writeFileSync(path + '.br', br);
      writeFileSync(path + '.gz', gz);
      rows.push([relative(dist, path), data.length, gz.length, br.length]);
      // The first load: what index.html names and what it imports; a lazy chunk is loaded later.
      if (!name.endsWith('.txt') && !firstLoadSkips.has(relative(dist, path))) {
        total.raw += data.length;
        total.gz += gz.length;
        total.br += br.length;
      }
    }
  }
};
walk(dist);
rows.push(['total (first load, without licences)', total.raw, total.gz, total.br]);
const kb = (n) => (n / 1024).toFixed(1).padStart(8) + ' KB';
console.log('file'.padEnd(44) + '     raw'.padStart(11) + '    gzip'.padStart(11) + '  brotli'.padStart(11));
for (const [name, raw, gz, br] of rows) console.log(name.padEnd(44) + kb(raw) + kb(gz) + kb(br));
writeFileSync(join(dist, 'sizes.json'), JSON.stringify({ raw: total.raw, gzip: total.gz, brotli: total.br }));

// Unit tests: each src/**/*.test.ts becomes dist-test/NAME.test.mjs.
const tests = [];
const findTests = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) findTests(path);
    else if (name.endsWith('.test.ts')) tests.push(path);
  }
};
findTests(join(root, 'src'));
if (tests.length > 0) {
  await build({
    entryPoints: tests,
    bundle: true,
    platform: 'node',
    format: 'esm',
    outdir: join(root, 'dist-test'),
    outExtension: { '.js': '.mjs' },
    external: ['node:*'],
    plugins: [ftl],
    logLevel: 'warning',
  });
}
