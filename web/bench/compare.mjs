// The first load of several builds of the web board side by side (issue 32: "the bundle stays
// under 100 KB brotli; first load on loopback unchanged within noise"), in English and in French.
// It starts no server: give it running `arbiter serve`s, one per build, as LABEL=URL:
//
//   node web/bench/compare.mjs old=http://127.0.0.1:8301 main=http://127.0.0.1:8302 branch=http://127.0.0.1:8303
//
// For each server it creates one game through the API (rapid, started, `1.e4 e5`), loads one of
// each page (not counted: it warms the servers, not the browser), then makes RUNS rounds (default
// 30). A round is, for each page (the home page, a game's page, the arbiter's console) and each
// browser language (en-GB, fr-FR), one cold load (a fresh browser context: empty cache) from each
// server, the servers in a rotated order, so that the machine's load falls on every build alike.
// Of each load it keeps, in ms from the start of the navigation:
//
//   DCL     DOMContentLoaded ended (Navigation Timing);
//   load    the load event ended;
//   FCP     first contentful paint (Paint Timing);
//   ready   the page's own content in the document (the new-game form; the board's pieces; the
//           console's journal), seen by a MutationObserver in the page (`performance.now()`).
//
// and prints their median and 90th percentile (nearest rank), with the first load's bytes as the
// server sends them: the document and every asset the page fetched before `ready` (its script
// and chunks, its stylesheet, a catalogue), summed over one request each with
// `Accept-Encoding: identity`, `gzip` and `br` (raw, gzip, brotli), and the number of requests.
// The table is Markdown (web/bench/README.md). A second table gives, for each pair of builds,
// the difference of the medians of `load` and `ready` with its 95% bootstrap interval (2,000
// resamplings of each build's loads): an interval that holds 0 is a difference within the noise
// of the runs. `SAMPLES=file.json` keeps every load's numbers.
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { loadavg, cpus } from 'node:os';

const servers = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=');
  if (at < 1) throw new Error(`compare.mjs: ${arg}: give LABEL=URL`);
  return { label: arg.slice(0, at), base: arg.slice(at + 1).replace(/\/$/, '') };
});
if (servers.length === 0) throw new Error('compare.mjs: give at least one LABEL=URL');
const runs = Number(process.env.RUNS ?? 30);
const LOCALES = ['en-GB', 'fr-FR'];

async function api(base, path, token, body) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${base}${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

for (const server of servers) {
  const created = await api(server.base, '/api/games', null, {
    config: { time_control: '900+10', white: 'Anna', black: 'Bertha' },
    seats: { white: 'human', black: 'human' },
    start: true,
  });
  await api(server.base, `/api/games/${created.id}/events`, created.tokens.white, { type: 'move', by: 'white', move: 'e2e4' });
  await api(server.base, `/api/games/${created.id}/events`, created.tokens.black, { type: 'move', by: 'black', move: 'e7e5' });
  server.pages = {
    home: '/',
    game: `/game/${created.id}#white=${created.tokens.white}`,
    console: `/game/${created.id}/arbiter#arbiter=${created.tokens.arbiter}`,
  };
}

const READY = { home: 'form.new-game', game: '.board cg-board piece', console: 'table.journal tbody tr' };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Notes in the page when `selector` first matches (`window.__ready`, ms since navigation). */
function watchReady(selector) {
  const seen = () => {
    if (window.__ready === undefined && document.querySelector(selector)) window.__ready = performance.now();
    return window.__ready !== undefined;
  };
  new MutationObserver((_, observer) => {
    if (seen()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

async function measure(server, page, locale) {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(watchReady, READY[page]);
  const tab = await context.newPage();
  await tab.goto(server.base + server.pages[page], { waitUntil: 'load' });
  await tab.locator(READY[page]).first().waitFor();
  const timing = await tab.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    // Seen by the observer; else (never seen: it cannot happen, the locator waited) now.
    const ready = window.__ready ?? performance.now();
    // The first load: the assets asked for before the page's content was drawn.
    const assets = performance
      .getEntriesByType('resource')
      .filter((r) => new URL(r.name).pathname.startsWith('/assets/') && r.startTime <= ready)
      .map((r) => r.name);
    return { dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, fcp: fcp ? fcp.startTime : NaN, ready, assets };
  });
  await context.close();
  return timing;
}

/** The body's length as the server sends it for `encoding` (no decoding). */
const sent = (url, encoding) =>
  new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let n = 0;
      res.on('data', (chunk) => (n += chunk.length));
      res.on('end', () => resolve(n));
    });
    req.on('error', reject);
    req.end();
  });

async function bytes(server, page, assets) {
  const urls = [server.base + server.pages[page].split('#')[0], ...assets];
  const out = { files: urls.length };
  for (const [name, encoding] of [['raw', 'identity'], ['gzip', 'gzip'], ['brotli', 'br']]) {
    out[name] = 0;
    for (const url of urls) out[name] += await sent(url, encoding);
  }
  return out;
}

const PAGES = ['home', 'game', 'console'];
const samples = new Map();
const key = (s, p, l) => `${s.label} ${p} ${l}`;
for (const server of servers) for (const page of PAGES) for (const locale of LOCALES) {
  const warm = await measure(server, page, locale);
  samples.set(key(server, page, locale), { rows: [], bytes: await bytes(server, page, warm.assets) });
}
const [one] = loadavg();
for (let i = 0; i < runs; i++) {
  for (const page of PAGES) for (const locale of LOCALES) {
    for (let j = 0; j < servers.length; j++) {
      const server = servers[(i + j) % servers.length];
      samples.get(key(server, page, locale)).rows.push(await measure(server, page, locale));
    }
  }
  process.stderr.write(`round ${i + 1}/${runs}, load average ${loadavg()[0].toFixed(2)}\n`);
}
await browser.close();
const [end] = loadavg();

/** The nearest-rank percentile. */
const percentile = (xs, p) => {
  const sorted = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const ms = (x) => (Number.isFinite(x) ? x.toFixed(0) : '—');
const kb = (n) => (n / 1024).toFixed(1);

console.log(`${runs} cold loads each, interleaved; Chromium ${browser.version()}; ${cpus().length} cores, load average ${one.toFixed(2)} at the start, ${end.toFixed(2)} at the end`);
console.log('');
console.log('| build | page | lang | requests | raw KB | gzip KB | brotli KB (bytes) | DCL p50/p90 | load p50/p90 | FCP p50/p90 | ready p50/p90 |');
console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const page of PAGES) for (const locale of LOCALES) for (const server of servers) {
  const { rows, bytes: b } = samples.get(key(server, page, locale));
  const cell = (k) => `${ms(percentile(rows.map((r) => r[k]), 50))} / ${ms(percentile(rows.map((r) => r[k]), 90))}`;
  console.log(`| ${server.label} | ${page} | ${locale.slice(0, 2)} | ${b.files} | ${kb(b.raw)} | ${kb(b.gzip)} | ${kb(b.brotli)} (${b.brotli}) | ${cell('dcl')} | ${cell('load')} | ${cell('fcp')} | ${cell('ready')} |`);
}

/** The median of `b` minus the median of `a`, with its 95% bootstrap interval. */
function medianDiff(a, b) {
  const median = (xs) => percentile(xs, 50);
  // A small generator of our own (mulberry32), seeded: the same samples give the same interval.
  let seed = 32;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const resample = (xs) => xs.map(() => xs[Math.floor(random() * xs.length)]);
  const diffs = Array.from({ length: 2000 }, () => median(resample(b)) - median(resample(a)));
  return [median(b) - median(a), percentile(diffs, 2.5), percentile(diffs, 97.5)];
}

console.log('');
console.log('| page | lang | pair | load: median difference [95%] ms | ready: median difference [95%] ms |');
console.log('|---|---|---|---:|---:|');
for (const page of PAGES) for (const locale of LOCALES) {
  for (let i = 0; i < servers.length; i++) for (let j = i + 1; j < servers.length; j++) {
    const a = samples.get(key(servers[i], page, locale)).rows;
    const b = samples.get(key(servers[j], page, locale)).rows;
    const cell = (k) => {
      const [d, lo, hi] = medianDiff(a.map((r) => r[k]), b.map((r) => r[k]));
      return `${d >= 0 ? '+' : ''}${ms(d)} [${ms(lo)}, ${ms(hi)}]`;
    };
    console.log(`| ${page} | ${locale.slice(0, 2)} | ${servers[j].label} − ${servers[i].label} | ${cell('load')} | ${cell('ready')} |`);
  }
}
if (process.env.SAMPLES) writeFileSync(process.env.SAMPLES, JSON.stringify(Object.fromEntries([...samples].map(([k, v]) => [k, v])), null, 1));
