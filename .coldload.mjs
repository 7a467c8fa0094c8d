import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
const base = process.env.BASE ?? 'http://127.0.0.1:4300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const persistent = process.env.PERSIST;
for (let i = 0; i < 5; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', baseURL: base });
  const page = await context.newPage();
  let cdp;
  if (i === 2 && process.env.PROFILE) { cdp = await context.newCDPSession(page); await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
  const t0 = Date.now();
  await page.goto('/login');
  await page.locator('input[name="email"]').waitFor();
  await page.waitForFunction(() => Boolean(window.__supplierDemo?.captcha()));
  const t1 = Date.now();
  await page.locator('input[name="email"]').fill('demo@supplier.cn');
  await page.locator('input[name="loginPassword"]').fill('Demo@2026');
  const code = await page.evaluate(() => window.__supplierDemo.captcha());
  await page.locator('input[name="code"]').fill(code);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.locator('main').first().waitFor();
  const t2 = Date.now();
  await page.goto('/goodsManage');
  await page.locator('tbody tr').first().waitFor();
  const t3 = Date.now();
  if (cdp) { const { profile } = await cdp.send('Profiler.stop'); writeFileSync('/tmp/e2eprof/cold.cpuprofile', JSON.stringify(profile)); }
  console.log(`run ${i}: login page ${t1 - t0} ms, sign-in→app ${t2 - t1} ms, reload to goods list ${t3 - t2} ms`);
  await context.close();
}
await browser.close();
