import { chromium } from 'playwright-core';
import { execSync } from 'node:child_process';
const base = process.env.BASE ?? 'http://127.0.0.1:4300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const busy = () => { const v = execSync('head -1 /proc/stat').toString().trim().split(/\s+/).slice(1, 9).map(Number); return v[0] + v[1] + v[2] + v[5] + v[6] + v[7]; };
async function measure(name, fn, n = 8) {
  await fn(); // warm
  const b0 = busy(); const t0 = Date.now();
  for (let k = 0; k < n; k++) await fn();
  console.log(name.padEnd(40), 'wall', ((Date.now() - t0) / n).toFixed(0), 'ms; core-ms', ((busy() - b0) * 10 / n).toFixed(0));
}
await measure('context + about:blank', async () => { const c = await browser.newContext(); const p = await c.newPage(); await c.close(); });
await measure('context + favicon', async () => { const c = await browser.newContext({ baseURL: base }); const p = await c.newPage(); await p.goto('/favicon.svg'); await c.close(); });
await measure('context + /login ready', async () => { const c = await browser.newContext({ baseURL: base, locale: 'zh-CN' }); const p = await c.newPage(); await p.goto('/login'); await p.waitForFunction(() => Boolean(window.__supplierDemo?.captcha())); await c.close(); });
const c = await browser.newContext({ baseURL: base, locale: 'zh-CN' });
await measure('page + /login ready (same ctx)', async () => { const p = await c.newPage(); await p.goto('/login'); await p.waitForFunction(() => Boolean(window.__supplierDemo?.captcha())); await p.close(); });
const p = await c.newPage();
await measure('goto /login ready (same page)', async () => { await p.goto('/login'); await p.waitForFunction(() => Boolean(window.__supplierDemo?.captcha())); });
await browser.close();
