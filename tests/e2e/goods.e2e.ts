import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from './browser';
import { rowAction } from './rowActions';

/**
 * Goods journey in Chromium: create a goods item with two properties (3 × 4 = 12 SKUs), bad
 * input first (empty / duplicate codes, negative price, a property without values) with nothing
 * lost, bulk-fill, pictures with a chosen main one, a description with a table; save, reload,
 * everything identical; details page; on the generated list: find it by filter, open it, shelf on
 * and off (each asks first), deletion refused while on the shelf.
 */
let browser: Browser;
/** The machine may be busy: wait up to a minute for the page to catch up (no timing is asserted). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 60_000, interval: 250 });
// Generous limits: the dev server compiles pages on first visit; the journey itself waits on elements.
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
const NAME = `E2E 测试卫衣 ${STAMP}`;
const PREFIX = `E2E-${STAMP}`;

// 1×1 PNGs (red and blue) for the gallery upload.
const PNG_RED = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const PNG_BLUE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPj/HwADBwIAMCbHYQAAAABJRU5ErkJggg==', 'base64');

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

async function bulkFill(page: Page, field: string, value: string) {
  await page.getByTestId('bulk-field').locator('..').click();
  await page.getByRole('option', { name: field, exact: true }).click();
  await page.getByTestId('bulk-value').fill(value);
  await page.getByTestId('bulk-apply').click();
}

async function errorsText(page: Page): Promise<string> {
  await page.getByTestId('sku-errors').waitFor();
  return page.getByTestId('sku-errors').innerText();
}

describe('goods', () => {
  // The demo backend's store lives in the context's localStorage: the shelf test reuses the
  // context in which the goods was created.
  let shared: Awaited<ReturnType<typeof open>> | undefined;
  afterAll(async () => {
    await shared?.context.close();
  });

  it('creates goods with a 3 × 4 SKU matrix, rejects bad input without losing it, saves and reloads identical', async () => {
    shared = await open();
    const { page } = shared;
    await signIn(page, '/goodsManage/addGoods');
    await page.getByTestId('goods-editor').waitFor({ timeout: 60_000 });

    await page.locator('input[name="goodsName"]').fill(NAME);
    await page.getByRole('combobox', { name: /商品分类/ }).click();
    await page.getByRole('option', { name: 'T恤', exact: true }).click();
    await page.getByRole('combobox', { name: /计量单位/ }).click();
    await page.getByRole('option', { name: '件', exact: true }).click();
    await page.getByRole('combobox', { name: /商品模板/ }).click();
    await page.getByRole('option', { name: '夏季 T 恤通用模板', exact: true }).click();
    await page.getByRole('combobox', { name: /运费规则/ }).click();
    await page.getByRole('option', { name: '美国标准快递', exact: true }).click();

    // Pictures: two uploads, the second becomes the main picture.
    await page.locator('input[type="file"]').first().setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: PNG_RED },
      { name: 'blue.png', mimeType: 'image/png', buffer: PNG_BLUE },
    ]);
    await poll(() => page.getByTestId('gallery-item').count()).toBe(2);
    await page.getByRole('button', { name: '将 blue.png 设为主图' }).click();
    await poll(() => page.getByRole('button', { name: '将 blue.png 设为主图' }).getAttribute('aria-pressed')).toBe('true');

    // Description with a table, pasted as HTML into the rich-text editor.
    const editor = page.locator('.ProseMirror').first();
    await editor.waitFor({ timeout: 60_000 });
    await editor.click();
    await editor.evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p>E2E 描述</p><table><tbody><tr><th>参数</th><th>说明</th></tr><tr><td>面料</td><td>纯棉</td></tr></tbody></table>');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await poll(() => editor.locator('table').count()).toBe(1);

    await addProperty(page, '颜色', ['红色', '黄色', '蓝色']);
    await addProperty(page, '尺码', ['S', 'M', 'L', 'XL']);
    await poll(() => page.getByTestId('sku-count').innerText()).toBe('共 12 个 SKU');

    // Bad input 1: nothing filled in → empty SKU codes, missing prices.
    await page.getByTestId('goods-save').click();
    expect(await errorsText(page)).toContain('SKU 编码不能为空');
    expect(await page.getByTestId('goods-save-error').innerText()).toContain('请先修正');

    // Bad input 2: negative price, duplicate code, a property with no values.
    await page.getByTestId('code-prefix').fill(PREFIX);
    await page.getByTestId('generate-codes').click();
    await bulkFill(page, '价格', '-5');
    await bulkFill(page, '库存', '100');
    await bulkFill(page, '重量(kg)', '0.3');
    await page.getByTestId('sku-1-skuCode').fill(`${PREFIX}-01`);
    await page.getByTestId('new-property-name').fill('材质');
    await page.getByTestId('new-property-name').press('Enter');
    await page.getByTestId('property-材质').waitFor();
    await page.getByTestId('goods-save').click();
    const text = await errorsText(page);
    expect(text).toContain('价格不能为负数');
    expect(text).toContain(`SKU 编码「${PREFIX}-01」重复（第 1、2 行）`);
    expect(text).toContain('规格「材质」至少需要一个规格值');
    await screenshot(page, 'goods-editor-errors-1280');

    // Nothing typed was lost.
    expect(await page.locator('input[name="goodsName"]').inputValue()).toBe(NAME);
    await poll(() => page.getByRole('combobox', { name: /商品分类/ }).innerText()).toContain('T恤');
    await poll(() => page.getByRole('combobox', { name: /计量单位/ }).innerText()).toContain('件');
    await poll(() => page.getByRole('combobox', { name: /商品模板/ }).innerText()).toContain('夏季 T 恤通用模板');
    await poll(() => page.getByRole('combobox', { name: /运费规则/ }).innerText()).toContain('美国标准快递');
    expect(await page.getByTestId('sku-count').innerText()).toBe('共 12 个 SKU');
    expect(await page.getByTestId('sku-0-stock').inputValue()).toBe('100');

    // Fix: drop the empty property, restore the code, bulk-fill a real price.
    await page.getByTestId('property-材质').getByLabel('删除规格').click();
    await page.getByTestId('sku-1-skuCode').fill(`${PREFIX}-02`);
    await bulkFill(page, '价格', '25.5');
    await page.getByTestId('sku-3-price').fill('26.8');
    await page.getByTestId('goods-save').click();
    await page.waitForFunction(
      () => /[?&]id=\d+/.test(window.location.search) || Boolean(document.querySelector('[data-testid="goods-save-error"]')),
      undefined,
      { timeout: 120_000 },
    );
    expect(await page.getByTestId('goods-save-error').count()).toBe(0);
    const id = new URL(page.url()).searchParams.get('id');

    // Reload: everything identical.
    await page.reload();
    await page.getByTestId('sku-matrix').waitFor({ timeout: 60_000 });
    expect(await page.locator('input[name="goodsName"]').inputValue()).toBe(NAME);
    await poll(() => page.getByRole('combobox', { name: /商品分类/ }).innerText()).toContain('T恤');
    await poll(() => page.getByRole('combobox', { name: /计量单位/ }).innerText()).toContain('件');
    await poll(() => page.getByRole('combobox', { name: /商品模板/ }).innerText()).toContain('夏季 T 恤通用模板');
    await poll(() => page.getByRole('combobox', { name: /运费规则/ }).innerText()).toContain('美国标准快递');
    expect(await page.getByTestId('sku-count').innerText()).toBe('共 12 个 SKU');
    expect(await page.getByTestId('sku-0-label').innerText()).toContain('红色 / S');
    expect(await page.getByTestId('sku-0-skuCode').inputValue()).toBe(`${PREFIX}-01`);
    expect(await page.getByTestId('sku-0-price').inputValue()).toBe('25.5');
    expect(await page.getByTestId('sku-3-price').inputValue()).toBe('26.8');
    expect(await page.getByTestId('sku-0-stock').inputValue()).toBe('100');
    expect(await page.getByTestId('sku-0-weight').inputValue()).toBe('0.3');
    await poll(() => page.getByTestId('gallery-item').count()).toBe(2);
    expect(await page.getByRole('button', { name: '将 blue.png 设为主图' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: '将 red.png 设为主图' }).getAttribute('aria-pressed')).toBe('false');
    await poll(() => page.locator('.ProseMirror table').count()).toBe(1);
    expect(await page.locator('.ProseMirror').innerText()).toContain('纯棉');
    await screenshot(page, 'goods-editor-1280');

    // Details page: sanitised description with the table, SKUs listed.
    await page.goto(`/goodsManage/viewGoods?id=${id}`);
    await page.getByTestId('goods-view').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('goods-view-description').locator('table').count()).toBe(1);
    expect(await page.getByTestId('goods-view-skus').locator('tbody tr').count()).toBe(12);
    expect(await page.getByTestId('goods-view-properties').innerText()).toMatch(/颜色[\s\S]*红色[\s\S]*尺码[\s\S]*XL/);
    await poll(() => page.getByTestId('goods-view').innerText()).toContain('夏季 T 恤通用模板');
    expect(await page.getByTestId('goods-view').innerText()).toContain('美国标准快递');
    await screenshot(page, 'goods-view-1280');
  }, JOURNEY_MS);

  it('finds the goods by filter, opens it, shelves it on and off with confirmation, refuses deleting it on the shelf', async () => {
    expect(shared, 'the create test ran first').toBeDefined();
    const { page } = shared!;
    await page.goto('/goodsManage');
    const list = page.getByTestId('schema-list-goods');
    await list.waitFor({ timeout: 60_000 });
    // The generated list's search form: 商品名称 also matches the goods number (stand-in and backend).
    const search = list.getByRole('textbox', { name: '商品名称' });
    await search.waitFor({ timeout: 60_000 });
    await search.fill(STAMP);
    const row = list.locator('tbody tr', { hasText: NAME });
    await row.waitFor();
    await poll(() => list.locator('tbody tr').count()).toBe(1);
    const status = row.locator('td.column-shelfStatus');
    expect((await status.innerText()).trim()).toBe('已下架');
    // Off the shelf: only 上架 is offered.
    expect(await row.getByRole('button', { name: `下架 ${NAME}` }).count()).toBe(0);

    // 查看 and 编辑 open the custom pages of this goods.
    await rowAction(row, /^查看/);
    await page.getByTestId('goods-view').waitFor();
    const id = new URL(page.url()).searchParams.get('id');
    expect(new URL(page.url()).pathname).toBe('/goodsManage/viewGoods');
    expect(id).toMatch(/^\d+$/);
    await page.goBack();
    await row.waitFor();
    await rowAction(row, /^编辑/);
    await page.getByTestId('sku-matrix').waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe('/goodsManage/addGoods');
    expect(new URL(page.url()).searchParams.get('id')).toBe(id);
    // The list stays mounted (its search box has the same name): look inside the editor.
    expect(await page.getByTestId('goods-editor').locator('input[name="goodsName"]').inputValue()).toBe(NAME);
    await page.goBack();
    await row.waitFor();

    // 上架 asks first, naming the goods.
    await rowAction(row, `上架 ${NAME}`);
    await page.getByRole('dialog').getByText(NAME).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await poll(async () => (await status.innerText()).trim()).toBe('已上架');

    // On the shelf it cannot be deleted: the backend refuses and the row stays.
    await rowAction(row, /^删除/);
    await page.getByRole('dialog').getByRole('button', { name: /^(确认|确定)$/ }).click();
    await page.getByText(/请先下架/).first().waitFor();
    await poll(() => list.locator('tbody tr', { hasText: NAME }).count()).toBe(1);
    expect((await status.innerText()).trim()).toBe('已上架');

    await rowAction(row, `下架 ${NAME}`);
    await page.getByRole('dialog').getByText(NAME).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await poll(async () => (await status.innerText()).trim()).toBe('已下架');

    // Shelf status filter: our goods is off the shelf.
    await list.getByRole('combobox', { name: /上架状态/ }).click();
    await page.getByRole('option', { name: '已上架', exact: true }).click();
    await list.getByText('当前筛选条件下没有商品').waitFor();
    expect(await list.locator('tbody tr', { hasText: NAME }).count()).toBe(0);
    await screenshot(page, 'goods-list-1280');
  }, JOURNEY_MS);

  it('shows the list and the editor at 390 px', async () => {
    const { context, page } = await open({ width: 390, height: 844 });
    await signIn(page, '/goodsManage');
    await page.getByTestId('schema-list-goods').locator('tbody tr').first().waitFor({ timeout: 60_000 });
    await screenshot(page, 'goods-list-390');
    await page.goto('/goodsManage/addGoods?id=1');
    await page.getByTestId('sku-matrix').waitFor({ timeout: 60_000 });
    await page.getByTestId('sku-matrix').scrollIntoViewIfNeeded();
    await screenshot(page, 'goods-editor-390');
    await context.close();
  }, JOURNEY_MS);
});
