import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, release, screenshot, signIn } from './browser';
import { solidPng } from './mediaFiles';
import { chooseTheme, goInApp, settledBox, visible } from './ui';
import { axeFindings } from './axe';

/**
 * Goods polish (issue 23 items 4, 5 and 7) in Chromium: the SKU matrix fills a scope (every 礼盒
 * row, ticked rows), takes a block pasted from Excel (bad cells marked with the typing messages,
 * cells beyond the grid reported) and undoes it in one step; marketing entries and banners move
 * by drag in one call of their reorder action (上移 / 下移 kept); a goods created through the
 * form shows its main picture in the goods list, the marketing picker and the marketing list.
 */
const THEMES = ['normal', 'dark', 'dark-blue'] as const;

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

const STAMP = Date.now().toString(36).toUpperCase();

/** Width of the loaded picture (0 while loading or when it failed). */
const loadedWidth = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)).catch(() => 0);

async function pick(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function addProperty(page: Page, name: string, values: string[]) {
  await page.getByTestId('new-property-name').fill(name);
  await page.getByTestId('new-property-name').press('Enter');
  const card = page.getByTestId(`property-${name}`);
  await card.waitFor();
  for (const value of values) {
    const input = card.getByLabel(`${name} 添加规格值`);
    await input.fill(value);
    await input.press('Enter');
    await card.getByTestId(`value-${name}-${value}`).waitFor();
  }
}

/** Ctrl+V of `text` (as Excel puts it on the clipboard) into the cell with this test id. */
async function pasteInto(page: Page, testId: string, text: string) {
  const cell = page.getByTestId(testId);
  await cell.focus();
  await cell.evaluate((el, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, text);
}

const column = (page: Page, field: string, rows: number) =>
  Promise.all(Array.from({ length: rows }, (_, i) => page.getByTestId(`sku-${i}-${field}`).inputValue()));

/** Drags `row` by its handle onto `target`'s place, lingering so Sortable sees the drag over it. */
async function dragRow(page: Page, row: Locator, target: Locator) {
  const from = await settledBox(row.getByTestId('reorder-handle'));
  const to = await settledBox(target);
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(x, to.y + to.height / 3, { steps: 20 });
  for (const dy of [4, 2, 1]) await page.mouse.move(x, to.y + dy, { steps: 3 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.mouse.up();
}

describe('goods polish', () => {
  it(
    'SKU matrix: fill every 礼盒 row and ticked rows, paste a block from Excel, one undo; three themes and 390 px',
    async () => {
      const { page, context } = await open();
      await signIn(page, '/goodsManage/addGoods');
      await page.getByTestId('goods-editor').waitFor();
      await addProperty(page, '颜色', ['红色', '蓝色', '黄色']);
      await addProperty(page, '包装', ['散装', '礼盒']);
      await poll(() => page.getByTestId('sku-count').innerText()).toBe('共 6 个 SKU');

      // Every 礼盒 row (rows 2, 4 and 6) gets one price.
      await page.getByTestId('bulk-scope').locator('..').click();
      await page.getByRole('option', { name: '包装：礼盒（3）' }).click();
      await page.getByTestId('bulk-value').fill('19.9');
      await expect(page.getByTestId('bulk-apply').innerText()).resolves.toBe('填充「礼盒」的 3 个 SKU');
      await page.getByTestId('bulk-apply').click();
      await poll(() => column(page, 'price', 6)).toEqual(['', '19.9', '', '19.9', '', '19.9']);

      // Ticked rows: row 1, then Shift+click row 3 ticks rows 1–3.
      await page.getByTestId('sku-0-select').click();
      await page.getByTestId('sku-2-select').click({ modifiers: ['Shift'] });
      await poll(() => page.getByTestId('sku-selected-count').innerText()).toContain('已选择 3 个 SKU');
      await page.getByTestId('bulk-scope').locator('..').click();
      await page.getByRole('option', { name: '选中的 SKU（3）' }).click();
      await page.getByTestId('bulk-field').locator('..').click();
      await page.getByRole('option', { name: '库存', exact: true }).click();
      await page.getByTestId('bulk-value').fill('50');
      await page.getByTestId('bulk-apply').click();
      await poll(() => column(page, 'stock', 6)).toEqual(['50', '50', '50', '', '', '']);

      // A block copied from Excel at row 2's price: 7 rows × 4 columns into 6 rows from row 2
      // (2 rows too many), with a bad price, an unknown currency and a negative stock.
      const block = [
        '8.8\tUSD\t10\t0.3',
        'abc\tCNY\t11\t0.3',
        '9.9\tXYZ\t-2\t0.3',
        '7\tusd\t13\t0.3',
        '6\t美元\t14\t0.3',
        '5\tUSD\t15\t0.3',
        '4\tUSD\t16\t0.3',
      ]
        .join('\r\n')
        .concat('\r\n');
      await pasteInto(page, 'sku-1-price', block);
      const report = page.getByTestId('sku-paste-report');
      await report.waitFor();
      const text = await report.innerText();
      expect(text).toContain('已粘贴 19 个单元格（5 个 SKU）');
      expect(text).toContain('第 3 行「价格」：价格须为数字，最多两位小数');
      expect(text).toContain('第 4 行「库存」：库存不能为负数');
      expect(text).toContain('第 4 行「币种」：币种「XYZ」不在可选币种中');
      expect(text).toContain('超出表格的 8 个单元格未粘贴（多出 2 行，表格共 6 行）');
      // Bad cells are marked at once, with the message typing gives.
      expect(await page.getByTestId('sku-2-price').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByTestId('sku-3-stock').getAttribute('aria-invalid')).toBe('true');
      expect(await column(page, 'price', 6)).toEqual(['', '8.8', 'abc', '9.9', '7', '6']);
      expect(await page.getByTestId('sku-2-currencyCode').inputValue()).toBe('CNY');
      expect(await page.getByTestId('sku-3-currencyCode').inputValue()).toBe('USD');
      await screenshot(page, 'goods-polish-paste-report-1280');

      // Typing fixes a marked cell: its mark goes as typing makes it valid.
      await page.getByTestId('sku-2-price').fill('12');
      await poll(() => page.getByTestId('sku-2-price').getAttribute('aria-invalid')).toBe(null);

      // One undo puts back every cell the paste changed (the typed fix included), nothing else.
      await page.getByTestId('bulk-undo').click();
      await poll(() => column(page, 'price', 6)).toEqual(['', '19.9', '', '19.9', '', '19.9']);
      expect(await column(page, 'stock', 6)).toEqual(['50', '50', '50', '', '', '']);
      expect(await page.getByTestId('sku-paste-report').count()).toBe(0);
      await poll(() => page.getByTestId('bulk-undo').isDisabled()).toBe(true);

      // Looked at in the three themes and at 390 px, with a report open; axe on the SKU section.
      await pasteInto(page, 'sku-0-price', 'x\t\n');
      await report.waitFor();
      const section = '#goods-sku-section';
      await page.locator(section).scrollIntoViewIfNeeded();
      for (const theme of THEMES) {
        await chooseTheme(page, theme);
        expect(await axeFindings(page, section)).toEqual([]);
        await screenshot(page, `goods-polish-sku-${theme}-1280`);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await axeFindings(page, section)).toEqual([]);
      await page.getByTestId('sku-bulk').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await screenshot(page, 'goods-polish-sku-dark-blue-390');
      await page.getByTestId('sku-matrix').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await screenshot(page, 'goods-polish-sku-grid-dark-blue-390');
      await chooseTheme(page, 'normal');
      await release(context);
    },
    JOURNEY_MS,
  );

  it(
    'drag to reorder: a marketing entry and a banner move by their handle in one call of the reorder action; 上移 / 下移 kept',
    async () => {
      const { page, context } = await open();
      const calls: Array<{ path: string; body: unknown }> = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/changeSortOrder|operation\/batch/.test(pathname))
          calls.push({ path: pathname, body: request.postDataJSON() });
      });
      await signIn(page, '/product');
      const marketing = visible(page.getByTestId('schema-list-goodsMarketing'));
      const rows = marketing.locator('tbody tr');
      await poll(() => rows.count()).toBe(8);
      // The goods' names: the cell also draws a picture (a letter until it loads) and the price once the
      // goods list arrives, so its whole text changes while the rows stay put.
      const names = () => rows.locator('td.column-goodsId .mg-cell__name').allInnerTexts();
      const orders = () => rows.locator('td.column-sortOrder .lt-reorder-value').allInnerTexts();
      const before = await names();
      const values = await orders();

      // The fourth entry dragged by its handle onto the first place.
      await dragRow(page, rows.nth(3), rows.nth(0));
      await poll(names).toEqual([before[3], before[0], before[1], before[2], ...before.slice(4)]);
      // One call, only the four entries whose order changed, with the values the rows had.
      await poll(() => calls.length).toBe(1);
      expect(calls[0].path).toMatch(/\/goodsMarketing\/changeSortOrder$/);
      const sent = calls[0].body as Array<{ id: number; sortOrder: number }>;
      expect(sent.map((entry) => Object.keys(entry).sort())).toEqual(Array(4).fill(['id', 'sortOrder']));
      expect(sent.map((entry) => String(entry.sortOrder))).toEqual(values.slice(0, 4));
      await poll(orders).toEqual(values);
      await screenshot(page, 'goods-polish-reorder-marketing-1280');

      // The keyboard's way stays: 下移 on the (new) first entry.
      const first = before[3].split('\n')[0];
      await marketing.getByRole('button', { name: `下移 ${first}` }).focus();
      await page.keyboard.press('Enter');
      await poll(async () => (await names())[1]).toBe(before[3]);
      expect(calls).toHaveLength(2);

      for (const theme of THEMES) {
        await chooseTheme(page, theme);
        expect(await axeFindings(page, '[data-testid="schema-list-goodsMarketing"]')).toEqual([]);
        await screenshot(page, `goods-polish-reorder-${theme}-1280`);
      }
      // Phones get cards with 上移 / 下移 (no handle to drag).
      await page.setViewportSize({ width: 390, height: 844 });
      await visible(page.getByTestId('list-card')).first().waitFor();
      expect(await axeFindings(page, '[data-testid="schema-list-goodsMarketing"]')).toEqual([]);
      await screenshot(page, 'goods-polish-reorder-dark-blue-390');
      await chooseTheme(page, 'normal');
      await page.setViewportSize({ width: 1280, height: 800 });

      // Banners: the batch save gets the moved banners whole, in one call.
      await goInApp(page, '/bannerManage');
      const banners = visible(page.getByTestId('schema-list-bannerWeb'));
      const bannerRows = banners.locator('tbody tr');
      await poll(() => bannerRows.count()).toBeGreaterThan(2);
      const titles = () => bannerRows.locator('td.column-title').allInnerTexts();
      const titlesBefore = await titles();
      await dragRow(page, bannerRows.nth(2), bannerRows.nth(0));
      await poll(titles).toEqual([titlesBefore[2], titlesBefore[0], titlesBefore[1], ...titlesBefore.slice(3)]);
      await poll(() => calls.length).toBe(3);
      expect(calls[2].path).toMatch(/\/bannerConfig\/operation\/batch$/);
      const batch = calls[2].body as Array<Record<string, unknown>>;
      expect(batch.map((banner) => banner.title)).toEqual([titlesBefore[2], titlesBefore[0], titlesBefore[1]]);
      expect(batch.every((banner) => typeof banner.imageUrl === 'string' && banner.id !== undefined)).toBe(true);
      await screenshot(page, 'goods-polish-reorder-banners-1280');
      await release(context);
    },
    JOURNEY_MS,
  );

  // `structural`: a backend whose upload answers a path (`/demo-files/…`), stored on the file host
  // (deployment.fileBaseUrl, docs/deploying.md "File addresses").
  it.each(['contract', 'structural'] as const)(
    'a goods created through the form shows its main picture in the goods list, the marketing picker and the marketing list (%s backend)',
    async (backend) => {
      const { page, context } = await open();
      // As an operator's day goes: 商品营销 is open (its picker read once) before the goods exists.
      await signIn(page, '/product');
      if (backend === 'structural') await page.goto('/product?shapes=structural');
      const marketing = visible(page.getByTestId('schema-list-goodsMarketing'));
      await poll(() => marketing.locator('tbody tr').count()).toBe(8);
      await marketing.getByRole('button', { name: '新增' }).click();
      await page
        .getByRole('dialog', { name: /新增营销商品/ })
        .getByRole('button', { name: '选择商品' })
        .click();
      await page.getByRole('dialog', { name: '选择营销商品' }).getByRole('button', { name: '取消' }).click();
      await page
        .getByRole('dialog', { name: /新增营销商品/ })
        .getByRole('button', { name: '取消' })
        .click();

      await goInApp(page, '/goodsManage/addGoods');
      await visible(page.getByTestId('goods-editor')).waitFor();
      const name = `主图测试 ${backend} ${STAMP}`;
      await page.locator('input[name="goodsName"]').fill(name);
      await page.getByRole('combobox', { name: /商品分类/ }).fill('T恤');
      await page.getByRole('option', { name: /^T恤/ }).click();
      await pick(page, /计量单位/, '件');
      // A picture with a Chinese name and a space, as operators' files are named.
      await page
        .locator('[data-testid^="gallery-"] input[type="file"]')
        .first()
        .setInputFiles([{ name: '主图 正面.png', mimeType: 'image/png', buffer: solidPng([200, 40, 40], 64) }]);
      await poll(() => page.getByTestId('gallery-item').count()).toBe(1);
      await poll(() => loadedWidth(page.getByTestId('gallery-item').locator('img'))).toBeGreaterThan(0);
      await addProperty(page, '颜色', ['红色']);
      await page.getByTestId('sku-0-skuCode').fill(`IMG-${STAMP}`);
      await page.getByTestId('sku-0-price').fill('9.9');
      await page.getByTestId('sku-0-stock').fill('10');
      await page.getByTestId('sku-0-weight').fill('0.2');
      await page.getByTestId('goods-save-shelf').click();
      await page.waitForURL((url) => url.pathname === '/goodsManage');

      // The goods list: the new row's thumbnail loads (table at 1280, card at 390).
      const goodsList = visible(page.getByTestId('schema-list-goods'));
      const row = goodsList.locator('tbody tr').filter({ hasText: name });
      await poll(() => loadedWidth(row.locator('td.column-mainImage img'))).toBeGreaterThan(0);
      // The answer `/demo-files/…` was stored on the API base, where that backend serves its files.
      if (backend === 'structural') expect(await row.locator('td.column-mainImage img').getAttribute('src')).toMatch(/^http:\/\/[^/]+\/api\/demo-files\//);
      await screenshot(page, `goods-polish-list-new-goods-${backend}-1280`);
      await page.setViewportSize({ width: 390, height: 844 });
      const card = visible(page.getByTestId('list-card')).filter({ hasText: name });
      await poll(() => loadedWidth(card.locator('.column-mainImage img'))).toBeGreaterThan(0);
      await page.setViewportSize({ width: 1280, height: 800 });

      // The marketing picker, opened without a search: the new goods is offered with its picture.
      await goInApp(page, '/product');
      await marketing.waitFor();
      await marketing.getByRole('button', { name: '新增' }).click();
      const dialog = page.getByRole('dialog', { name: /新增营销商品/ });
      await dialog.getByRole('button', { name: '选择商品' }).click();
      const picker = page.getByRole('dialog', { name: '选择营销商品' });
      const item = picker.getByRole('button', { name: new RegExp(name) });
      await poll(() => loadedWidth(item.locator('img'))).toBeGreaterThan(0);
      await screenshot(page, `goods-polish-picker-new-goods-${backend}-1280`);
      await item.click();
      await picker.getByRole('button', { name: '确定' }).click();
      await poll(() => loadedWidth(dialog.locator('img').first())).toBeGreaterThan(0);
      await pick(page, /营销位/, '新品推荐');
      await dialog.getByRole('button', { name: '保存' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The marketing list's goods cell shows it too.
      const entry = marketing.locator('tbody tr').filter({ hasText: name });
      await poll(() => loadedWidth(entry.locator('td.column-goodsId img'))).toBeGreaterThan(0);
      await release(context);
    },
    JOURNEY_MS,
  );
});
