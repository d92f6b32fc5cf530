// The web board's first load, measured in Debian's Chromium: for each run a fresh browser context
// (empty cache) opens the home page and a game page on the server at ARBITER_URL (default
// http://127.0.0.1:8080), and the Navigation Timing of the page gives the time to the first byte,
// to DOMContentLoaded and to the load event; "ready" is when the page's content is drawn (the
// new-game form; the board's pieces). Bytes are what crossed the wire, compressed.
//
//   node bench/first-load.mjs [runs]
import { chromium } from 'playwright-core';

const base = process.env.ARBITER_URL ?? 'http://127.0.0.1:8080';
const runs = Number(process.argv[2] ?? 10);

const created = await fetch(`${base}/api/games`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ config: { time_control: '900+10', white: 'A', black: 'B' }, seats: { white: 'human', black: 'human' }, start: true }),
}).then((r) => r.json());

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function measure(path, ready) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const start = Date.now();
  await page.goto(base + path);
  await page.locator(ready).first().waitFor();
  const readyMs = Date.now() - start;
  const timing = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const resources = performance.getEntriesByType('resource');
    const bytes = nav.transferSize + resources.reduce((sum, r) => sum + (r.transferSize || 0), 0);
    return { ttfb: nav.responseStart, dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, bytes };
  });
  await context.close();
  return { ...timing, ready: readyMs };
}

const pages = [
  ['home /', '/', 'form.new-game'],
  ['game /game/{id}', `/game/${created.id}`, '.board cg-board piece'],
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`first load, ${runs} cold runs each, ${base}`);
console.log('page'.padEnd(18) + 'TTFB ms'.padStart(10) + 'DOMContentLoaded'.padStart(18) + 'load ms'.padStart(10) + 'ready ms (median/max)'.padStart(24) + 'bytes'.padStart(10));
for (const [name, path, ready] of pages) {
  await measure(path, ready); // warm the server, not the browser: each run has a fresh context
  const rows = [];
  for (let i = 0; i < runs; i++) rows.push(await measure(path, ready));
  const m = (k) => median(rows.map((r) => r[k]));
  const max = Math.max(...rows.map((r) => r.ready));
  console.log(
    name.padEnd(18) + m('ttfb').toFixed(1).padStart(10) + m('dcl').toFixed(1).padStart(18) + m('load').toFixed(1).padStart(10) +
      `${m('ready')} / ${max}`.padStart(24) + String(m('bytes')).padStart(10),
  );
}
await browser.close();
