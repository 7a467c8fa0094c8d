import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, release, screenshot, signIn } from './browser';
import { hasRowAction, rowAction } from './rowActions';
import { atRest, chooseTheme, goInApp, visible } from './ui';
import { axeFindings, COLOUR_RULES } from './axe';

/**
 * Fewer keystrokes (issue 23 item 3) in Chromium: 编辑 in an unpaid order's row opens its edit
 * page; 发货 asks for the carrier once and the next order (and 批量发货) starts with it, the cursor
 * in 运单号; a new ranking starts today and ends a week later; required selects (榜单, 协议类型,
 * 营销位) start empty and offer values only. Screens at 1280 in the three themes and at 390 px,
 * axe-core (no critical or serious) on the ship dialog and the forms.
 */

/** The browser's local date `days` from today, as date fields show it. */
const dateIn = (page: Page, days: number) =>
  page.evaluate((d) => {
    const date = new Date();
    date.setDate(date.getDate() + d);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 60_000, interval: 250 });

async function ordersByStatus(page: Page, status: number, label: string) {
  await goInApp(page, `/orderManage?filter=${encodeURIComponent(JSON.stringify({ status }))}`);
  await poll(async () => {
    const chips = await visible(page.locator('tbody td.column-status')).allInnerTexts();
    return chips.length > 0 && chips.every((c) => c.trim() === label);
  }).toBe(true);
}

/** The options a select offers, opened from its combobox (then closed with Escape). */
async function optionsOf(page: Page, name: RegExp): Promise<string[]> {
  const select = visible(page.getByRole('combobox', { name }));
  // Starts empty: no value is chosen for the user.
  expect((await select.innerText()).replace(/[\s\u200b]/g, '')).toBe('');
  await select.click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const options = (await listbox.getByRole('option').allInnerTexts()).map((o) => o.trim());
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
  return options;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('fewer keystrokes', () => {
  it('编辑 in the unpaid order’s row; 发货 remembers the carrier for the next order and 批量发货', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    page.setDefaultTimeout(60_000);
    try {
      await signIn(page, '/dashboard');
      await ordersByStatus(page, 0, '待付款');
      const first = page.locator('tbody tr').first();
      await screenshot(page, 'keystrokes-orders-unpaid-1280');
      await rowAction(first, '编辑');
      await page.getByTestId('order-edit').waitFor();
      expect(new URL(page.url()).pathname).toBe('/orderManage/addOrder');

      // Paid orders are not edited: no 编辑 in their rows.
      await ordersByStatus(page, 1, '待发货');
      expect(await hasRowAction(page.locator('tbody tr').first(), '编辑')).toBe(false);

      // The first 发货 asks for the carrier (focused) ...
      await rowAction(page.locator('tbody tr').first(), /^发货/);
      let dialog = page.getByTestId('ship-order-dialog');
      const carrier = dialog.getByRole('combobox', { name: /物流商/ });
      await poll(() => carrier.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: '顺丰国际' }).click();
      await dialog.getByRole('textbox', { name: /运单号/ }).fill('SF2026112301');
      await dialog.getByRole('textbox', { name: /运单号/ }).press('Enter');
      await dialog.waitFor({ state: 'detached' });

      // ... the next one starts with it, the cursor in 运单号: type the number, Enter.
      for (const theme of ['dark', 'dark-blue', 'normal'] as const) {
        await chooseTheme(page, theme);
        await rowAction(page.locator('tbody tr').first(), /^发货/);
        dialog = page.getByTestId('ship-order-dialog');
        await poll(() => dialog.getByRole('combobox', { name: /物流商/ }).innerText()).toContain('顺丰国际');
        const number = dialog.getByRole('textbox', { name: /运单号/ });
        await poll(() => number.evaluate((el) => el === document.activeElement)).toBe(true);
        await screenshot(page, `keystrokes-ship-remembered-${theme}-1280`);
        expect(await axeFindings(page, '[data-testid="ship-order-dialog"]'), theme).toEqual([]);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
      const shippedRow = await page.locator('tbody tr').first().innerText();
      await rowAction(page.locator('tbody tr').first(), /^发货/);
      const next = page.getByTestId('ship-order-dialog').getByRole('textbox', { name: /运单号/ });
      await poll(() => next.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('SF2026112302');
      await page.keyboard.press('Enter');
      await page.getByTestId('ship-order-dialog').waitFor({ state: 'detached' });
      // The shipped order leaves 待发货 when the list reads its page again: select the page after
      // that read (a selection made before it keeps the shipped order's id, and the header box of
      // the new page is not "all selected").
      await poll(() => page.locator('tbody tr').first().innerText()).not.toBe(shippedRow);

      // 批量发货 shares the choice.
      await page.getByRole('checkbox', { name: '全选本页' }).check();
      await page.getByTestId('bulk-bar').getByRole('button', { name: '批量发货', exact: true }).click();
      const batch = page.getByRole('dialog', { name: '批量发货' });
      await batch.getByTestId('batch-ship-table').waitFor();
      expect(await batch.getByRole('combobox', { name: /物流商/ }).innerText()).toContain('顺丰国际');
      await page.keyboard.press('Escape');
      await batch.waitFor({ state: 'detached' });
      await page.getByTestId('bulk-bar').getByRole('button', { name: '取消选择' }).click();

      // At 390 px the order cards offer 编辑 too.
      await ordersByStatus(page, 0, '待付款');
      await page.setViewportSize({ width: 390, height: 844 });
      const edit = visible(page.getByRole('button', { name: '编辑', exact: true })).first();
      // The list turns into cards at this width: the first card's 编辑, once drawn, into view.
      await poll(() => edit.evaluate((el) => (el.scrollIntoView({ block: 'center' }), true)).catch(() => false)).toBe(
        true,
      );
      await atRest(page);
      await screenshot(page, 'keystrokes-orders-unpaid-390');
    } finally {
      await release(context);
    }
  }, 240_000);

  it('a new ranking starts today → +7 days; required selects start empty with values only', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    page.setDefaultTimeout(60_000);
    try {
      await signIn(page, '/rankList/add');
      const form = visible(page.locator('form'));
      await form.locator('input[name="startDate"]').waitFor();
      const [today, week] = [await dateIn(page, 0), await dateIn(page, 7)];
      await poll(() => form.locator('input[name="startDate"]').inputValue()).toBe(today);
      expect(await form.locator('input[name="endDate"]').inputValue()).toBe(week);
      expect(await optionsOf(page, /榜单/)).toEqual(['热销榜', '新品榜', '好评榜', '复购榜']);
      // Every rule in the first theme, the colour rules in the others (docs/decisions/300-e2e-speed.md).
      for (const [index, theme] of (['dark', 'dark-blue', 'normal'] as const).entries()) {
        await chooseTheme(page, theme);
        await visible(page.getByRole('combobox', { name: /榜单/ })).click();
        await page.getByRole('listbox').waitFor();
        await screenshot(page, `keystrokes-ranklist-form-${theme}-1280`);
        await page.keyboard.press('Escape');
        await page.getByRole('listbox').waitFor({ state: 'detached' });
        expect(await axeFindings(page, 'main', index ? COLOUR_RULES : undefined), theme).toEqual([]);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'keystrokes-ranklist-form-390');
      await page.setViewportSize({ width: 1280, height: 800 });

      await goInApp(page, '/agreement/add');
      await visible(page.getByRole('combobox', { name: /协议类型/ })).waitFor();
      expect(await optionsOf(page, /协议类型/)).toEqual(['用户协议', '隐私政策', '售后服务', '采购协议']);

      // 商品营销 adds in a dialog over its list.
      await goInApp(page, '/product');
      const marketing = visible(page.getByTestId('schema-list-goodsMarketing'));
      await marketing.locator('tbody tr').first().waitFor();
      await marketing.getByRole('button', { name: '新增', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: /营销位/ }).waitFor();
      expect(await optionsOf(page, /营销位/)).toEqual(['首页推荐', '限时特惠', '新品推荐']);
      await screenshot(page, 'keystrokes-marketing-dialog-1280');
      expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
    } finally {
      await release(context);
    }
  }, 180_000);
});
