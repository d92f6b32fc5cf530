import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, locale: process.argv[3] ?? 'en-GB' });
const p = await ctx.newPage();
p.on('pageerror', (e) => console.log('pageerror', e.message));
await p.goto(process.argv[2]);
await p.waitForTimeout(2500);
if (process.argv[4]) { await p.locator(process.argv[4]).click(); await p.waitForTimeout(1000); }
console.log(await p.evaluate(() => {
  const width = document.documentElement.clientWidth;
  const out = [`scroll ${document.documentElement.scrollWidth} client ${width}`];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.right > width + 0.5) out.push(`${el.tagName}.${el.className} ${Math.round(r.left)}-${Math.round(r.right)}`);
  }
  return out.slice(0, 30).join('\n');
}));
await b.close();
