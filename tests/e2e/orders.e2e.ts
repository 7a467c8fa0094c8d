import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from './browser';
import { rowAction } from './rowActions';

/**
 * Orders journey in Chromium on the generated list (schemas/orders.ts) and the custom details /
 * edit pages: 发货 without a waybill is refused, a waybill is added (bad number refused first),
 * then the order is marked sent for delivery and completed; postage recalculates when the
 * destination changes, and the save prepares the payment voucher.
 */
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
const statusCells = (page: Page) => page.locator('tbody td.column-status');

async function filterStatus(page: Page, status: string) {
  await page.getByRole('combobox', { name: /订单状态/ }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await poll(async () => {
    const chips = await statusCells(page).allInnerTexts();
    return chips.length > 0 && chips.every((c) => c.trim() === status);
  }).toBe(true);
}

describe('orders', () => {
  it('adds a waybill, then marks the order sent for delivery and completed', async () => {
    const { context, page } = await open();
    await signIn(page, '/orderManage');
    await page.locator('tbody tr').first().waitFor();
    await filterStatus(page, '待发货');
    const row = page.locator('tbody tr').first();
    const orderNo = (await row.locator('td.column-orderNo').innerText()).trim();
    // 发货 in the list's 操作 column: the order has no waybill yet, so the backend refuses it.
    await rowAction(row, /^发货/);
    await page.getByRole('dialog').getByText(orderNo).waitFor(); // the question names the order
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText(/请先添加运单，再标记发货/).first().waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await rowAction(row, /^查看/);
    await page.getByTestId('order-details').waitFor();
    expect(new URL(page.url()).pathname).toBe('/orderManage/details');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(orderNo);
    const send = page.getByRole('button', { name: /^发货/ });
    expect(await send.isDisabled()).toBe(true);
    expect(await page.getByTestId('order-items').locator('tbody tr').count()).toBeGreaterThan(0);

    await page.getByTestId('waybill-open').click();
    await page.getByRole('combobox', { name: /物流商/ }).click();
    await page.getByRole('option', { name: 'DHL 国际快递' }).click();
    await page.locator('input[name="waybillNo"]').fill('单号!');
    await page.getByTestId('waybill-save').click();
    await page.getByText('运单号为 4-40 位字母、数字或横线').waitFor();
    await page.locator('input[name="waybillNo"]').fill('DHL20261122');
    await page.getByTestId('waybill-save').click();
    await poll(() => page.getByTestId('waybill-info').innerText().catch(() => '')).toContain('DHL20261122');
    expect(await page.getByTestId('waybill-info').innerText()).toContain('DHL 国际快递');

    await poll(() => send.isDisabled()).toBe(false);
    await send.click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByTestId('order-status').first().innerText()).toBe('已发货');
    await page.getByRole('button', { name: /^确认完成/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByTestId('order-status').first().innerText()).toBe('已完成');
    await screenshot(page, 'order-details-1280');

    // The list agrees.
    // The list keeps its last filters; open it filtered by this order number only.
    await page.goto(`/orderManage?filter=${encodeURIComponent(JSON.stringify({ orderNo }))}`);
    await poll(() => page.locator('tbody tr').count()).toBe(1);
    expect((await statusCells(page).innerText()).trim()).toBe('已完成');
    await context.close();
  }, JOURNEY_MS);

  it('recalculates the postage when the destination changes and saves with a payment voucher', async () => {
    const { context, page } = await open();
    await signIn(page, '/orderManage');
    await page.locator('tbody tr').first().waitFor();
    await filterStatus(page, '待付款');
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
    await screenshot(page, 'order-edit-1280');

    await page.getByTestId('order-save').click();
    await poll(() => page.getByTestId('voucher-info').innerText().catch(() => '')).toMatch(/PV\d+/);
    await page.getByRole('link', { name: '详情', exact: true }).click();
    await page.getByTestId('order-details').waitFor();
    expect(await page.getByTestId('order-details').innerText()).toContain('新加坡 · 东区');
    expect(await page.getByTestId('order-amounts').innerText()).toContain(`USD ${after.toFixed(2)}`);
    await context.close();
  }, JOURNEY_MS);

  it('shows the order list and details at 390 px', async () => {
    const { context, page } = await open({ width: 390, height: 844 });
    await signIn(page, '/orderManage');
    await page.locator('tbody tr').first().waitFor();
    await screenshot(page, 'orders-list-390');
    await rowAction(page.locator('tbody tr').first(), /^查看/);
    await page.getByTestId('order-details').waitFor();
    await screenshot(page, 'order-details-390');
    await context.close();
  }, JOURNEY_MS);

  it('dark theme: the list and the dashboard (status figures with their bars)', async () => {
    const { context, page } = await open();
    await page.addInitScript(() => localStorage.setItem('supplier-admin-active-theme-name-key', 'dark'));
    await signIn(page, '/orderManage');
    await page.locator('tbody tr').first().waitFor();
    await screenshot(page, 'orders-list-dark-1280');
    await page.goto('/dashboard');
    await page.getByTestId('order-status-1').locator('[data-state="ready"]').waitFor();
    await screenshot(page, 'dashboard-1280');
    await context.close();
  }, JOURNEY_MS);
});
