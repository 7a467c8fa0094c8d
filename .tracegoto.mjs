import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const base = process.env.BASE ?? 'http://127.0.0.1:4302';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', baseURL: base });
const page = await ctx.newPage();
await page.goto('/login');
await page.waitForFunction(() => Boolean(window.__supplierDemo?.captcha()));
await page.locator('input[name="email"]').fill('demo@supplier.cn');
await page.locator('input[name="loginPassword"]').fill('Demo@2026');
await page.locator('input[name="code"]').fill(await page.evaluate(() => window.__supplierDemo.captcha()));
await page.locator('button[type="submit"]').click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
const route = process.env.ROUTE ?? '/goodsManage';
await page.goto(route); await page.locator('tbody tr').first().waitFor(); await page.waitForTimeout(500);
await browser.startTracing(undefined, { path: '/tmp/e2eprof/goto-trace.json', categories: ['toplevel', 'devtools.timeline', 'v8', 'blink', 'cc', 'gpu', 'viz', 'loading', 'netlog', 'ServiceWorker'] });
for (let i = 0; i < 3; i++) { await page.goto(route); await page.locator('tbody tr').first().waitFor(); await page.waitForTimeout(300); }
await browser.stopTracing();
await browser.close();
const trace = JSON.parse(readFileSync('/tmp/e2eprof/goto-trace.json', 'utf8'));
const events = trace.traceEvents ?? trace;
const names = new Map();
for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
const pnames = new Map();
for (const e of events) if (e.ph === 'M' && e.name === 'process_name') pnames.set(e.pid, e.args.name);
// Per-thread busy: sum of top-level complete events (ThreadControllerImpl::RunTask / RunTask)
const busy = new Map(); const byName = new Map();
for (const e of events) {
  if (e.ph !== 'X' || !e.dur) continue;
  if (!/RunTask|ThreadControllerImpl::RunTask|ThreadPool_RunTask/.test(e.name)) continue;
  const key = `${pnames.get(e.pid) ?? e.pid} / ${names.get(`${e.pid}:${e.tid}`) ?? e.tid}`;
  busy.set(key, (busy.get(key) ?? 0) + e.dur / 1000);
}
console.log([...busy].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([k, v]) => `${(v / 3).toFixed(0).padStart(6)} ms/load  ${k}`).join('\n'));
