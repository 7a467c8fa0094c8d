import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, release } from './browser';
import { rowAction } from './rowActions';
import { atRest, chooseTheme, goInApp, visible } from './ui';
import { axeFindings } from './axe';

/**
 * Orders journey in Chromium on the generated list (schemas/orders.ts) and the custom details /
 * edit pages: 发货 from a row opens one dialog (waybill + 确认发货; a bad number and a refused save
 * keep what was typed), then the order is completed on its details page; postage recalculates
 * when the destination changes (one figure, marked 未保存) and the save prepares the payment
 * voucher; the dashboard's cards open the list filtered, and its charts render in every theme.
 * axe-core (no critical or serious) on the dialog and the dashboard in three themes and at 390 px.
 */
const THEMES = ['normal', 'dark', 'dark-blue'] as const;

type Demo = { __supplierDemo: { failNext(path: string, answer: number | 'malformed'): void } };
async function failNext(page: Page, path: string, answer: number) {
  await page.waitForFunction(() => Boolean((window as unknown as Partial<Demo>).__supplierDemo?.failNext));
  await page.evaluate(([p, a]) => (window as unknown as Demo).__supplierDemo.failNext(p as string, a as number), [path, answer] as const);
}
let browser: Browser;
/** The machine may be busy: wait up to a minute for the page to catch up (no timing is asserted). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 60_000, interval: 250 });
const JOURNEY_MS = 300_000;
async function open(options?: Parameters<typeof newPage>[1]) {
  const opened = await newPage(browser, options);
  opened.page.setDefaultTimeout(90_000);
  return opened;
}
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The status cells of the generated list (its columns carry `column-<field>`). */
const statusCells = (page: Page) => visible(page.locator('tbody td.column-status'));

/** The list opened filtered by a status (react-admin's URL filter), once it shows only that status. */
async function listByStatus(page: Page, status: number, label: string) {
  await goInApp(page, `/orderManage?filter=${encodeURIComponent(JSON.stringify({ status }))}`);
  await poll(async () => {
    const chips = await statusCells(page).allInnerTexts();
    return chips.length > 0 && chips.every((c) => c.trim() === label);
  }).toBe(true);
}

describe('orders', () => {
  it('ships from the list in one dialog: waybill, 确认发货 (bad number and a refused save keep the input), then completes on the details page', async () => {
    const { context, page } = await open();
    await signIn(page, '/dashboard');
    await listByStatus(page, 1, '待发货');
    const row = page.locator('tbody tr').first();
    const orderNo = (await row.locator('td.column-orderNo').innerText()).trim();
    await rowAction(row, /^发货/);
    const dialog = page.getByRole('dialog', { name: `发货 · 订单 ${orderNo}` });
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(500); // docs/spec.md §9: modal minimum 500×400
    expect(box.height).toBeGreaterThanOrEqual(400);
    // Keyboard: the carrier select has the focus; choose with the keyboard, Tab to the number.
    const carrier = dialog.getByRole('combobox', { name: /物流商/ });
    await poll(() => carrier.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'DHL 国际快递' }).click();
    const number = dialog.getByRole('textbox', { name: /运单号/ });
    await number.fill('单号!');
    await page.keyboard.press('Enter');
    await dialog.getByText('运单号为 4-40 位字母、数字或横线').waitFor();
    await screenshot(page, 'orders-ship-dialog-error-1280');

    // The stand-in refuses the next waybill save: the message is in the dialog, the input stays.
    await failNext(page, '/backend/supplier/orderInfo/waybill/add', 500);
    await number.fill('DHL20261122');
    await dialog.getByRole('button', { name: '确认发货' }).click();
    await poll(() => dialog.getByTestId('ship-order-error').innerText().catch(() => '')).toBe('运单保存失败：服务器内部错误');
    expect(await number.inputValue()).toBe('DHL20261122');
    expect(await carrier.innerText()).toContain('DHL 国际快递');
    expect(await page.getByText('操作成功').count()).toBe(0);

    await dialog.getByRole('button', { name: '确认发货' }).click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => page.getByText('操作成功').count()).toBe(1);
    // The list (filtered 待发货) no longer holds it; opened by its number it is 已发货.
    await page.goto(`/orderManage?filter=${encodeURIComponent(JSON.stringify({ orderNo }))}`);
    await poll(() => page.locator('tbody tr').count()).toBe(1);
    await poll(async () => (await statusCells(page).innerText()).trim()).toBe('已发货');

    await rowAction(page.locator('tbody tr').first(), /^查看/);
    await page.getByTestId('order-details').waitFor();
    await poll(() => page.getByTestId('waybill-info').innerText().catch(() => '')).toContain('DHL20261122');
    await page.getByRole('button', { name: /^确认完成/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByTestId('order-status').first().innerText()).toBe('已完成');
    await screenshot(page, 'order-details-1280');
    await release(context);
  }, JOURNEY_MS);

  it('the ship dialog in three themes and at 390 px: axe-core clean, screenshots', async () => {
    // One signed-in page: the theme is switched from the header, the width by resizing the window.
    const { context, page } = await open({ width: 1280, height: 800 });
    await signIn(page, '/dashboard');
    const dialog = page.getByTestId('ship-order-dialog').getByRole('dialog');
    const audit = async (theme: string, width: number) => {
      await dialog.getByRole('combobox', { name: /物流商/ }).waitFor();
      await atRest(page);
      await screenshot(page, `orders-ship-dialog-${theme}-${width}`);
      expect(await axeFindings(page, '[data-testid="ship-order-dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    };
    // From a row of the list filtered 待发货.
    await listByStatus(page, 1, '待发货');
    for (const theme of THEMES) {
      await chooseTheme(page, theme);
      await rowAction(page.locator('tbody tr').first(), /^发货/);
      await audit(theme, 1280);
    }
    // At 390 px from the details page of the same order (its list is laid out as cards there).
    await rowAction(page.locator('tbody tr').first(), /^查看/);
    await page.getByTestId('order-details').waitFor();
    await chooseTheme(page, 'normal');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: /^发货/ }).click();
    await audit('normal', 390);
    await release(context);
  }, JOURNEY_MS);

  it('recalculates the postage when the destination changes and saves with a payment voucher', async () => {
    const { context, page } = await open();
    await signIn(page, '/dashboard');
    await listByStatus(page, 0, '待付款');
    // Only 待付款 orders are edited: from the details page.
    await rowAction(page.locator('tbody tr').first(), /^查看/);
    await page.getByTestId('order-details').waitFor();
    await page.getByRole('link', { name: '编辑订单' }).click();
    await page.getByTestId('order-edit').waitFor();
    const fee = page.getByTestId('postage-fee');
    await fee.waitFor();
    const before = Number(await fee.getAttribute('data-fee'));

    await page.getByRole('combobox', { name: /收货国家/ }).click();
    await page.getByRole('option', { name: '新加坡', exact: true }).click();
    await page.getByText('选择国家和地区后自动计算运费').waitFor();
    await page.getByRole('combobox', { name: /收货地区/ }).click();
    await page.getByRole('option', { name: '东区', exact: true }).click();
    await poll(async () => Number(await page.getByTestId('postage-fee').getAttribute('data-fee').catch(() => 'NaN'))).not.toBe(before);
    const after = Number(await page.getByTestId('postage-fee').getAttribute('data-fee'));
    expect(after).toBeGreaterThan(0);
    // One postage figure and one total, the recalculated ones, marked 未保存 until saved.
    expect(await page.getByTestId('postage-fee').innerText()).toContain('未保存');
    expect(await page.getByTestId('order-edit').innerText()).not.toContain(`USD ${before.toFixed(2)}`);
    await screenshot(page, 'order-edit-1280');

    await page.getByTestId('order-save').click();
    await poll(() => page.getByTestId('voucher-info').innerText().catch(() => '')).toMatch(/PV\d+/);
    await page.getByRole('link', { name: '详情', exact: true }).click();
    await page.getByTestId('order-details').waitFor();
    expect(await page.getByTestId('order-details').innerText()).toContain('新加坡 · 东区');
    expect(await page.getByTestId('order-amounts').innerText()).toContain(`USD ${after.toFixed(2)}`);
    await release(context);
  }, JOURNEY_MS);

  it('shows the order list and details at 390 px', async () => {
    const { context, page } = await open({ width: 390, height: 844 });
    await signIn(page, '/orderManage');
    await page.getByText(/^SO2026/).first().waitFor();
    await screenshot(page, 'orders-list-390');
    // In the app, as the row's 查看 does (decision 190): the list stays mounted, hidden.
    await goInApp(page, '/orderManage/details?id=1');
    await page.getByTestId('order-details').waitFor();
    await screenshot(page, 'order-details-390');
    await release(context);
  }, JOURNEY_MS);

  it('the generated details page (show sections) and the edit page in three themes at 1280 and 390 px: axe-core clean, screenshots', async () => {
    const { context, page } = await open({ width: 1280, height: 800 });
    await signIn(page, '/dashboard');
    const audit = async (path: string, testId: string, ready: string, name: string) => {
      await goInApp(page, path);
      await visible(page.getByTestId(ready)).waitFor();
      await atRest(page);
      await screenshot(page, name);
      expect(await axeFindings(page, `[data-testid="${testId}"]`)).toEqual([]);
    };
    for (const theme of THEMES) {
      await chooseTheme(page, theme);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        // Order 1's waybill section has settled (its part is loaded with the page).
        await audit('/orderManage/details?id=1', 'order-details', 'waybill-card', `order-details-sections-${theme}-${width}`);
        await audit('/orderManage/addOrder?id=1', 'order-edit', 'postage-fee', `order-edit-${theme}-${width}`);
      }
    }
    await release(context);
  }, JOURNEY_MS);

  it('dashboard cards open the list filtered by their status; the list shows only those orders', async () => {
    const { context, page } = await open();
    await signIn(page, '/dashboard');
    const card = page.getByTestId('order-status-1');
    await card.locator('[data-state="ready"]').waitFor();
    const count = Number((await card.locator('[data-state="ready"]').innerText()).replace(/\D/g, ''));
    await card.click();
    await page.waitForURL((url) => url.pathname === '/orderManage');
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ status: 1 });
    await poll(async () => {
      const chips = await statusCells(page).allInnerTexts();
      return chips.length > 0 && chips.every((c) => c.trim() === '待发货');
    }).toBe(true);
    expect(count).toBeGreaterThan(0);
    await release(context);
  }, JOURNEY_MS);

  it('dashboard charts in three themes and at 390 px: drawn, named, axe-core clean, screenshots', async () => {
    // One signed-in page: the theme is switched from the header, the width by resizing the window.
    const { context, page } = await open({ width: 1280, height: 800 });
    await signIn(page, '/dashboard');
    for (const [theme, width] of [...THEMES.map((t) => [t, 1280] as const), ['normal', 390] as const]) {
      await chooseTheme(page, theme);
      if (width !== page.viewportSize()?.width) await page.setViewportSize({ width, height: 844 });
      for (const id of ['chart-order-trend', 'chart-order-status']) {
        const chart = page.getByTestId(id);
        await poll(() => chart.getAttribute('data-state').catch(() => null)).toBe('ready');
        expect(await chart.locator('svg').count()).toBeGreaterThan(0);
      }
      expect(await page.getByRole('group', { name: '近 30 天订单趋势' }).count()).toBe(1);
      expect(await page.getByRole('group', { name: '各状态订单数' }).count()).toBe(1);
      // The status axis is labelled with the schema's five statuses.
      const statusAxis = await page.getByTestId('chart-order-status').locator('svg text').allTextContents();
      expect(statusAxis).toEqual(expect.arrayContaining(['待付款', '待发货', '已发货', '已完成', '已取消']));
      // The trend's day axis ends with today (MM-dd).
      const now = new Date();
      const today = `${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
      expect(await page.getByTestId('chart-order-trend').locator('svg text').allTextContents()).toContain(today);
      await page.getByTestId('chart-order-status').scrollIntoViewIfNeeded();
      await atRest(page);
      await screenshot(page, `dashboard-charts-${theme}-${width}`);
      expect(await axeFindings(page, '[data-testid="dashboard"]')).toEqual([]);
    }
    await release(context);
  }, JOURNEY_MS);
});
