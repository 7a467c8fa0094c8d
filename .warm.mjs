import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:4300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
async function signin(page) {
  await page.goto('/login');
  await page.waitForFunction(() => Boolean(window.__supplierDemo?.captcha()));
  await page.locator('input[name="email"]').fill('demo@supplier.cn');
  await page.locator('input[name="loginPassword"]').fill('Demo@2026');
  await page.locator('input[name="code"]').fill(await page.evaluate(() => window.__supplierDemo.captcha()));
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', baseURL: base });
const page = await ctx.newPage();
await signin(page);
const state = await ctx.storageState();
for (let i = 0; i < 5; i++) { const t = Date.now(); await page.goto('/goodsManage'); await page.locator('tbody tr').first().waitFor(); console.log('same context reload', Date.now() - t); }
for (let i = 0; i < 5; i++) { const c = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', baseURL: base, storageState: state }); const p = await c.newPage(); const t = Date.now(); await p.goto('/goodsManage'); await p.locator('tbody tr').first().waitFor(); console.log('new context', Date.now() - t); await c.close(); }
for (let i = 0; i < 5; i++) { const p = await ctx.newPage(); const t = Date.now(); await p.goto('/goodsManage'); await p.locator('tbody tr').first().waitFor(); console.log('new page same context', Date.now() - t); await p.close(); }
await browser.close();
