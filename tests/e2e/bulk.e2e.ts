import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, release, screenshot, signIn } from './browser';
import { chooseTheme, goInApp, visible } from './ui';
import { axeFindings } from './axe';

/**
 * Bulk actions on the generated lists (docs/volume-work.md): 批量下架 of 10 goods with one
 * refused by the server — the result list names it with the server's message, 重试失败项 sends
 * only that one again; shift-click selects a range; 选择全部 N 项 takes every 待发货 order of
 * the filter; 批量停用 of freight rules skips the ones already off; axe-core on the run dialog in
 * the light and a dark theme and at 390 px.
 */
let browser: Browser;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 60_000, interval: 250 });
const TEST_MS = 240_000;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Refusal = { code: number; message: string };
type Demo = { __supplierDemo: { failNext(path: string, answer: number | Refusal): void } };
async function refuseNext(page: Page, path: string, answer: Refusal) {
  await page.waitForFunction(() => Boolean((window as unknown as Partial<Demo>).__supplierDemo?.failNext));
  await page.evaluate(([p, a]) => (window as unknown as Demo).__supplierDemo.failNext(p as string, a as Refusal), [path, answer] as const);
}

async function open(path: string, width = 1280) {
  const opened = await newPage(browser, { width, height: 800 });
  opened.page.setDefaultTimeout(90_000);
  await signIn(opened.page, path);
  return opened;
}

const listOf = (page: Page, name: string) => visible(page.getByTestId(`schema-list-${name}`));
const bodyRows = (page: Page, name: string) => listOf(page, name).locator('tbody tr');
const filtered = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('bulk actions', () => {
  it('批量下架 of 10 goods: one refused is listed with the server’s message, 重试失败项 resends only it', { timeout: TEST_MS }, async () => {
    const { page, context } = await open('/dashboard');
    await goInApp(page, filtered('/goodsManage', { shelfStatus: 1 }));
    const list = listOf(page, 'goods');
    await expect.poll(() => bodyRows(page, 'goods').count(), { timeout: 60_000 }).toBe(10);
    const names = await bodyRows(page, 'goods').locator('td.column-goodsName').allInnerTexts();

    const shelfOff: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/goods/shelf/off/')) shelfOff.push(new URL(request.url()).pathname.split('/').pop()!);
    });
    await list.getByRole('checkbox', { name: '全选本页' }).click();
    await poll(() => list.getByTestId('bulk-bar').textContent()).toContain('已选择 10 项');
    await refuseNext(page, '/backend/supplier/goods/shelf/off/*', { code: 500, message: '该商品有未完成的订单，暂不能下架' });
    await list.getByTestId('bulk-bar').getByRole('button', { name: '批量下架' }).click();

    const run = page.getByRole('dialog', { name: '批量下架' });
    await poll(() => run.textContent()).toContain('确定下架 10 个商品吗？');
    await run.getByRole('button', { name: '确定' }).click();
    await poll(() => run.getByTestId('bulk-run-summary').textContent()).toBe('成功 9 条，失败 1 条，跳过 0 条，已取消 0 条');
    const failed = run.locator('li[data-state="failed"]');
    await poll(() => failed.count()).toBe(1);
    await poll(() => failed.textContent()).toContain('该商品有未完成的订单，暂不能下架');
    const refusedName = (await failed.locator('.bulk-run-label').textContent()) ?? '';
    expect(names).toContain(refusedName);
    expect(shelfOff).toHaveLength(10);
    expect(new Set(shelfOff).size).toBe(10);
    await screenshot(page, 'bulk-goods-shelf-off-result');

    // 重试失败项: exactly one more call, for the refused goods; nothing that succeeded goes again.
    const refusedId = shelfOff[0];
    await run.getByRole('button', { name: /重试失败项/ }).click();
    await poll(() => run.getByTestId('bulk-run-summary').textContent()).toBe('成功 10 条，失败 0 条，跳过 0 条，已取消 0 条');
    expect(shelfOff).toHaveLength(11);
    expect(shelfOff[10]).toBe(refusedId);
    await run.getByRole('button', { name: '关闭' }).click();
    await run.waitFor({ state: 'hidden' });
    // The list refreshed: under 已上架 the 10 goods are gone from the page.
    await poll(async () => (await bodyRows(page, 'goods').locator('td.column-goodsName').allInnerTexts()).filter((n) => names.includes(n)).length).toBe(0);
    await release(context);
  });

  it('shift-click selects a range; 选择全部 N 项 takes every 待发货 order of the filter', { timeout: TEST_MS }, async () => {
    const { page, context } = await open('/dashboard');
    await goInApp(page, filtered('/orderManage', { status: 1 }));
    const list = listOf(page, 'orders');
    await expect.poll(() => bodyRows(page, 'orders').count(), { timeout: 60_000 }).toBe(10);
    const boxes = bodyRows(page, 'orders').getByRole('checkbox');
    await boxes.nth(1).click();
    await boxes.nth(5).click({ modifiers: ['Shift'] });
    await poll(() => list.getByTestId('bulk-bar').textContent()).toContain('已选择 5 项');
    for (const n of [1, 2, 3, 4, 5]) expect(await boxes.nth(n).isChecked()).toBe(true);
    expect(await boxes.nth(0).isChecked()).toBe(false);
    // Shift-click on a selected box clears the range.
    await boxes.nth(3).click({ modifiers: ['Shift'] });
    await poll(() => list.getByTestId('bulk-bar').textContent()).toContain('已选择 2 项');

    await list.getByRole('checkbox', { name: '全选本页' }).click();
    const total = Number((await list.getByRole('button', { name: /选择全部 \d+ 项/ }).textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThanOrEqual(300);
    await list.getByRole('button', { name: /选择全部 \d+ 项/ }).click();
    await poll(() => list.getByTestId('bulk-bar').textContent()).toContain(`已选择全部 ${total} 项`);
    // The bulk bar offers the order actions that apply to a selection; 确认完成 skips every 待发货 order.
    await list.getByTestId('bulk-bar').getByRole('button', { name: '批量确认完成' }).click();
    const run = page.getByRole('dialog', { name: '批量确认完成' });
    await poll(() => run.textContent()).toContain(`选中的 ${total} 条记录都不适用此操作，没有可发送的记录`);
    expect(await run.getByRole('button', { name: '确定' }).isDisabled()).toBe(true);
    await run.getByRole('button', { name: '取消' }).click();
    await list.getByTestId('bulk-bar').getByRole('button', { name: '取消选择' }).click();
    await list.getByTestId('bulk-bar').waitFor({ state: 'hidden' });
    await release(context);
  });

  it('批量停用 freight rules skips those already off; the run dialog passes axe in light, dark and at 390 px', { timeout: TEST_MS }, async () => {
    const { page, context } = await open('/dashboard');
    await goInApp(page, '/freightRules');
    const list = listOf(page, 'freightRules');
    await expect.poll(() => bodyRows(page, 'freightRules').count(), { timeout: 60_000 }).toBeGreaterThan(3);
    await list.getByRole('checkbox', { name: '全选本页' }).click();
    const selected = await bodyRows(page, 'freightRules').count();
    await list.getByTestId('bulk-bar').getByRole('button', { name: '批量停用' }).click();
    const run = page.getByRole('dialog', { name: '批量停用' });
    await poll(() => run.textContent()).toMatch(/确定停用 \d+ 个运费规则吗？/);
    expect(await axeFindings(page, '[data-testid="bulk-run-dialog"]')).toEqual([]);
    await run.getByRole('button', { name: '确定' }).click();
    await poll(() => run.getByTestId('bulk-run-summary').textContent()).toMatch(/^成功 \d+ 条，失败 0 条/);
    // Every selected rule is either sent (it was on) or skipped with 已是停用状态 — none is lost.
    const done = await run.locator('li[data-state="done"]').count();
    const skipped = await run.locator('li[data-state="skipped"]').count();
    expect(done + skipped).toBe(selected);
    if (skipped) expect(await run.locator('li[data-state="skipped"]').first().textContent()).toContain('已是停用状态');
    expect(await axeFindings(page, '[data-testid="bulk-run-dialog"]')).toEqual([]);
    await screenshot(page, 'bulk-freight-disable-result');

    await run.getByRole('button', { name: '关闭' }).click();
    await run.waitFor({ state: 'hidden' });
    // The list shows the new state: every switch on the page is off.
    await poll(() => bodyRows(page, 'freightRules').locator('[role="switch"][aria-checked="true"]').count()).toBe(0);
    // In each dark theme, one more run: 批量启用 (all were off), then 批量停用 again.
    for (const [theme, label] of [['dark', '批量启用'], ['dark-blue', '批量停用']] as const) {
      await chooseTheme(page, theme);
      await list.getByRole('checkbox', { name: '全选本页' }).click();
      await list.getByTestId('bulk-bar').getByRole('button', { name: label }).click();
      const themed = page.getByRole('dialog', { name: label });
      await themed.getByRole('button', { name: '确定' }).click();
      await poll(() => themed.getByTestId('bulk-run-summary').textContent()).toMatch(/^成功 10 条，失败 0 条/);
      expect(await axeFindings(page, '[data-testid="bulk-run-dialog"]'), theme).toEqual([]);
      await screenshot(page, `bulk-freight-result-${theme}`);
      await themed.getByRole('button', { name: '关闭' }).click();
      await themed.waitFor({ state: 'hidden' });
    }
    await page.setViewportSize({ width: 390, height: 800 });
    await visible(page.getByRole('checkbox', { name: /^选择/ })).first().click();
    await list.getByTestId('bulk-bar').getByRole('button', { name: '批量停用' }).click();
    await run.waitFor({ state: 'visible' });
    expect(await axeFindings(page, '[data-testid="bulk-run-dialog"]')).toEqual([]);
    await screenshot(page, 'bulk-freight-confirm-390');
    await release(context);
  });
});
