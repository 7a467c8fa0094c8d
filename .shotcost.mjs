import { chromium } from 'playwright-core';
import { execSync } from 'node:child_process';
const base = 'http://127.0.0.1:4302';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const busy = () => { const v = execSync('head -1 /proc/stat').toString().trim().split(/\s+/).slice(1, 9).map(Number); return v[0] + v[1] + v[2] + v[5] + v[6] + v[7]; };
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN', baseURL: base });
const page = await ctx.newPage();
await page.goto('/login');
await page.waitForFunction(() => Boolean(window.__supplierDemo?.captcha()));
await page.locator('input[name="email"]').fill('demo@supplier.cn');
await page.locator('input[name="loginPassword"]').fill('Demo@2026');
await page.locator('input[name="code"]').fill(await page.evaluate(() => window.__supplierDemo.captcha()));
await page.locator('button[type="submit"]').click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
await page.goto('/goodsManage'); await page.locator('tbody tr').first().waitFor(); await page.waitForTimeout(1000);
for (const [name, fn] of [
  ['idle 1s', () => page.waitForTimeout(1000)],
  ['waitForFunction raf 1s', () => page.waitForFunction(() => false, null, { timeout: 1000 }).catch(() => {})],
  ['waitForFunction 100ms poll 1s', () => page.waitForFunction(() => false, null, { timeout: 1000, polling: 100 }).catch(() => {})],
  ['locator waitFor hidden-missing 1s', () => page.locator('text=不存在的文字').waitFor({ timeout: 1000 }).catch(() => {})],
  ['expect-like poll 50ms count 1s', async () => { const t = Date.now(); while (Date.now() - t < 1000) { await page.locator('text=不存在的文字').count(); await new Promise((r) => setTimeout(r, 50)); } }],
]) {
  const b0 = busy(); const t0 = Date.now();
  for (let i = 0; i < 5; i++) await fn();
  console.log(name, 'wall', (Date.now() - t0) / 5, 'ms; core-ms', (busy() - b0) * 10 / 5);
}
await browser.close();
