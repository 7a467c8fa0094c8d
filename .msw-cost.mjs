import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:4302';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', baseURL: base });
const page = await context.newPage();
await page.goto('/login');
await page.waitForFunction(() => Boolean(window.__supplierDemo?.captcha()));
await page.locator('input[name="email"]').fill('demo@supplier.cn');
await page.locator('input[name="loginPassword"]').fill('Demo@2026');
await page.locator('input[name="code"]').fill(await page.evaluate(() => window.__supplierDemo.captcha()));
await page.locator('button[type="submit"]').click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
await page.waitForTimeout(1500);
const r = await page.evaluate(async () => {
  const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('supplier-admin-token-key='))?.split('=')[1] ?? '');
  const out = {};
  for (const path of ['/api/backend/shippingFreightRuleOverseas/page?pageNum=1&pageSize=10', '/favicon.svg']) {
    const t = performance.now();
    for (let i = 0; i < 40; i++) await (await fetch(path, { headers: { Authorization: token } })).text();
    out[path] = ((performance.now() - t) / 40).toFixed(1);
  }
  return out;
});
console.log(r);
await browser.close();
