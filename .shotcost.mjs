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
for (const [name, fn] of [['png', () => page.screenshot({ path: '/tmp/e2eprof/s.png' })], ['axe-free idle 1s', () => page.waitForTimeout(1000)]]) {
  const b0 = busy(); const t0 = Date.now();
  for (let i = 0; i < 10; i++) await fn();
  console.log(name, 'wall', (Date.now() - t0) / 10, 'ms; core-ms', (busy() - b0) * 10 / 10);
}
await browser.close();
