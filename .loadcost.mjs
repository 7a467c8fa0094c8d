import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4302';
const mode = process.argv[2];
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
await page.locator('main').first().waitFor();
await page.waitForTimeout(1000);
const state = await ctx.storageState();
const routes = ['/goodsManage', '/orderManage', '/freightRules', '/customerManage', '/agreement'];
const { execSync } = await import('node:child_process');
const busy = () => { const [u, n, s, i, w, x, y, z] = require_stat(); return u + n + s + x + y + z; };
function require_stat() { return execSync('head -1 /proc/stat').toString().trim().split(/\s+/).slice(1, 9).map(Number); }
const b0 = busy(); const t0 = Date.now();
for (let k = 0; k < 10; k++) {
  const route = routes[k % routes.length];
  if (mode === 'context') {
    const c = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', baseURL: base, storageState: state });
    const p = await c.newPage(); await p.goto(route); await p.locator('tbody tr').first().waitFor(); await p.waitForTimeout(300); await c.close();
  } else if (mode === 'page') {
    const p = await ctx.newPage(); await p.goto(route); await p.locator('tbody tr').first().waitFor(); await p.waitForTimeout(300); await p.close();
  } else if (mode === 'goto') {
    await page.goto(route); await page.locator('tbody tr').first().waitFor(); await page.waitForTimeout(300);
  } else {
    await page.evaluate((to) => { history.pushState({}, '', to); dispatchEvent(new PopStateEvent('popstate')); }, route);
    await page.locator('tbody tr').filter({ visible: true }).first().waitFor(); await page.waitForTimeout(300);
  }
}
console.log(mode, 'wall', Date.now() - t0, 'ms; busy core-ms', (busy() - b0) * 10, ' (incl. 3000 ms of waits)');
await browser.close();
