import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, release } from './browser';
import { openSignedIn, visible } from './ui';

/**
 * Rules in the form (issue 10): a schema's cross-field rule marks the fields it names before any
 * call (运费规则: 续重 ≤ 10 × 首重), and the date-range control (two pickers, shortcuts) filters a
 * generated list with its two params (订单 下单日期), in the light and dark themes and at 390 px.
 */
let browser: Browser;
const v = visible;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('cross-field rule in the form', () => {
  it('marks both weights and sends no save', async () => {
    const page = await openSignedIn(browser, '/freightRules/add');
    await v(page.getByRole('button', { name: /保存/ })).first().waitFor();
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/shippingFreightRuleOverseas/operation')) saves.push(request.url());
    });
    await v(page.locator('input[name="firstWeight"]')).fill('0.5');
    await v(page.locator('input[name="extraWeight"]')).fill('10');
    await v(page.getByRole('button', { name: /保存/ })).click();
    await v(page.getByText('续重不能超过首重的 10 倍')).first().waitFor();
    expect(await v(page.getByText('续重不能超过首重的 10 倍')).count()).toBe(2);
    await expect(v(page.locator('input[name="extraWeight"]')).getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, 'rules-freight-cross-field');
    expect(saves).toEqual([]);
    await release(page.context());
  });
});

async function filterLastMonth(page: Page): Promise<void> {
  // The search form folds fields beyond its first row (decision 150): open it for the range.
  const search = v(page.getByRole('search', { name: '搜索条件' })).first();
  await search.waitFor({ timeout: 30_000 });
  const more = search.getByRole('button', { name: '展开' });
  if (await more.count()) await more.click();
  const range = v(page.getByRole('group', { name: '下单日期' })).first();
  await range.waitFor({ timeout: 30_000 });
  const total = v(page.getByText(/^共 \d+ 条$/)).first();
  const before = await total.textContent();
  await range.getByRole('button', { name: '快捷选择' }).click();
  await v(page.getByRole('menuitem', { name: '近 30 天' })).click();
  // Filters apply on 查询 (or Enter), not as they change.
  await search.getByRole('button', { name: '查询' }).click();
  await page.waitForURL((url) => decodeURIComponent(url.search).includes('createTimeStart'));
  const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, string>;
  // 近 30 天: today and the 29 days before it, as the schema's date params.
  const days = (Date.parse(filter.createTimeEnd) - Date.parse(filter.createTimeStart)) / 86_400_000;
  // The list reloads with the two params (fewer orders than before).
  await page.waitForFunction((text) => !document.body.innerText.includes(text ?? ''), before);
  expect([filter.createTimeStart, filter.createTimeEnd, days]).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 29]);
}

describe('date-range filter', () => {
  it('sets both params from a shortcut (light, 1280 px)', async () => {
    const page = await openSignedIn(browser, '/orderManage');
    await filterLastMonth(page);
    await screenshot(page, 'rules-orders-date-range');
    await release(page.context());
  });

  it('works in the dark theme at 390 px', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('supplier-admin-active-theme-name-key', 'dark'));
    await signIn(page, '/orderManage');
    await filterLastMonth(page);
    const range = v(page.getByRole('group', { name: '下单日期' })).first();
    const box = await range.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'rules-orders-date-range-390-dark');
    // The calendar opens in Chinese.
    await range.getByRole('button', { name: /选择日期|Choose date/ }).first().click();
    await v(page.getByRole('dialog')).first().waitFor();
    await page.waitForTimeout(400); // the calendar's fade-in, for the picture
    await screenshot(page, 'rules-orders-date-picker-390-dark');
    await release(context);
  });
});
