import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:5850';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
for (const [vw, vh, tag] of [[1280, 800, 'd'], [390, 844, 'm']]) {
  const page = await browser.newPage({ viewport: { width: vw, height: vh } });
  page.on('console', (m) => { if (m.type() === 'error') console.log(tag, 'CONSOLE', m.text().slice(0, 300)); });
  page.on('pageerror', (e) => console.log(tag, 'PAGEERROR', e.message.slice(0, 300)));
  page.on('requestfailed', (r) => console.log(tag, 'FAILED', r.url()));
  page.on('response', (r) => { if (r.status() >= 400) console.log(tag, 'HTTP', r.status(), r.url()); });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const name = `/tmp/look-shot-${tag}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(tag, p, '→', await page.title(), name);
  }
  await page.close();
}
await browser.close();
