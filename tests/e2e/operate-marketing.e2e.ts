import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, release } from './browser';
import { fillDate } from './datePicker';
import { rowAction } from './rowActions';
import { goInApp } from './ui';

/**
 * 客户管理 (list, filter, details, assign an account manager), 商品营销 (add goods from the
 * market-enabled goods, change the order, delete with confirmation) and 排行榜 (create with bad
 * input rejected in Chinese, a refused save keeping every value, edit, delete), at 1280 and 390.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TEST_TIMEOUT_MS = 240_000;

const list = (page: Page, name: string) => page.getByTestId(`schema-list-${name}`);
const rows = (page: Page, name: string) => list(page, name).locator('tbody tr');

/** Every visible row's text satisfies `test` (waits for the list to settle). */
async function waitRows(page: Page, name: string, test: (texts: string[]) => boolean) {
  await expect
    .poll(async () => test(await rows(page, name).allInnerTexts()), { timeout: 30_000, interval: 250 })
    .toBe(true);
}

async function pickOption(scope: Locator | Page, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('operate and marketing screens', () => {
  it('customers: list, filter, details and assigning an account manager', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, '/customerManage');
    await waitRows(page, 'customer', (t) => t.length === 10);
    await screenshot(page, 'customer-list-1280');

    // Filter by name, kept in the URL.
    await list(page, 'customer').locator('input[name="purchaserName"]').fill('圣保罗');
    await list(page, 'customer').locator('input[name="purchaserName"]').press('Enter');
    await waitRows(page, 'customer', (t) => t.length === 2 && t.every((x) => x.includes('圣保罗')));
    expect(decodeURIComponent(page.url())).toContain('圣保罗');

    // The unassigned customer (no manager shown): confirming with no manager is refused in Chinese.
    const row = rows(page, 'customer').filter({ hasText: '圣保罗巴西之家商贸' }).filter({ hasNotText: '号店' });
    await rowAction(row, '分配经理 圣保罗巴西之家商贸');
    const dialog = page.getByRole('dialog', { name: '分配账户经理' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('请选择账户经理').waitFor();
    await dialog.getByRole('combobox').fill('陈思');
    await page.getByRole('option', { name: /陈思雨/ }).click();
    await screenshot(page, 'customer-assign-1280');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('操作成功').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('陈思雨').waitFor();

    // Details page at /customerManage/details?id=.
    await rowAction(row, '查看');
    await page.waitForURL((url) => url.pathname === '/customerManage/details' && url.searchParams.get('id') === '4');
    const show = page.getByTestId('schema-show');
    await show.getByText('圣保罗巴西之家商贸', { exact: true }).waitFor();
    await show.getByText('陈思雨').waitFor();
    await screenshot(page, 'customer-details-1280');
    await release(context);
  }, TEST_TIMEOUT_MS);

  it('goods marketing: add goods from the picker, change the order, delete with confirmation', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, '/product');
    await waitRows(page, 'goodsMarketing', (t) => t.length === 8);

    // Add: required fields refused in Chinese, then a goods picked by search.
    await list(page, 'goodsMarketing').getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: /新增营销商品/ });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => dialog.getByText('必填项不能为空').count()).toBe(2);
    await dialog.getByRole('button', { name: '选择商品' }).click();
    const picker = page.getByRole('dialog', { name: '选择营销商品' });
    await picker.getByRole('textbox', { name: '搜索商品名称' }).fill('跑步鞋');
    await picker.getByRole('button', { name: '搜索' }).click();
    await picker.getByRole('button', { name: /轻量透气跑步鞋(?!（)/ }).click(); // not its pack variants (the demo catalogue)
    await screenshot(page, 'marketing-picker-1280');
    await picker.getByRole('button', { name: '确定' }).click();
    await picker.waitFor({ state: 'detached' });
    await dialog.getByText('轻量透气跑步鞋').waitFor();
    await pickOption(dialog, /营销位/, '新品推荐');
    await dialog.locator('input[name="sortOrder"]').fill('5');
    await dialog.locator('input[name="slogan"]').fill('轻量透气 夏季热卖');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitRows(page, 'goodsMarketing', (t) => t.length === 9 && t[1].includes('轻量透气跑步鞋'));

    // Order: move the first row down (changeSortOrder), then the new one up to the top.
    const first = (await rows(page, 'goodsMarketing').first().innerText()).includes('头戴式蓝牙降噪耳机');
    expect(first).toBe(true);
    await list(page, 'goodsMarketing').getByRole('button', { name: '下移 头戴式蓝牙降噪耳机' }).click();
    await waitRows(page, 'goodsMarketing', (t) => t[0].includes('轻量透气跑步鞋') && t[1].includes('头戴式蓝牙降噪耳机'));
    await screenshot(page, 'marketing-list-1280');

    // Delete asks first; cancelling keeps the row.
    const target = rows(page, 'goodsMarketing').filter({ hasText: '商务免烫长袖衬衫' });
    await rowAction(target, '删除');
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await waitRows(page, 'goodsMarketing', (t) => t.length === 9);
    await rowAction(target, '删除');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await waitRows(page, 'goodsMarketing', (t) => t.length === 8 && !t.some((x) => x.includes('商务免烫长袖衬衫')));
    await release(context);
  }, TEST_TIMEOUT_MS);

  it('rank list: bad input in Chinese, a refused save keeps the values, create, edit, delete', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, '/rankList');
    await waitRows(page, 'rankList', (t) => t.length === 10);
    await screenshot(page, 'ranklist-list-1280');

    await list(page, 'rankList').getByRole('button', { name: '新增' }).click();
    await page.waitForURL((url) => url.pathname === '/rankList/add');
    const form = page.locator('form').filter({ has: page.locator('input[name="rankNo"]') });
    await form.locator('input[name="rankNo"]').fill('0');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('不能小于 1').waitFor();
    // 榜单 and 商品 (the dates start today → +7 days, issue 23).
    await expect.poll(() => form.getByText('必填项不能为空').count()).toBeGreaterThanOrEqual(2);

    // Place 1 of 热销榜 is taken: the server refuses, every typed value stays.
    await pickOption(form, /榜单/, '热销榜');
    await form.getByRole('button', { name: '选择商品' }).click();
    const picker = page.getByRole('dialog', { name: '选择营销商品' });
    await picker.getByRole('button', { name: /智能心率运动手环(?!（)/ }).click();
    await picker.getByRole('button', { name: '确定' }).click();
    await form.locator('input[name="rankNo"]').fill('1');
    await form.locator('textarea[name="reason"]').fill('运动季销量暴涨');
    await fillDate(form, 'startDate', '2026-05-01');
    await fillDate(form, 'endDate', '2026-05-31');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('该榜单的这个名次已被占用').first().waitFor();
    expect(page.url()).toContain('/rankList/add');
    expect(await form.locator('input[name="rankNo"]').inputValue()).toBe('1');
    expect(await form.locator('textarea[name="reason"]').inputValue()).toBe('运动季销量暴涨');
    await form.getByText('智能心率运动手环').waitFor();
    await screenshot(page, 'ranklist-form-refused-1280');

    await form.locator('input[name="rankNo"]').fill('6');
    await form.getByRole('button', { name: '保存' }).click();
    await page.waitForURL((url) => url.pathname === '/rankList');
    await list(page, 'rankList').locator('input[name="rankNo"], [role="combobox"]').first().waitFor();
    await pickOption(list(page, 'rankList'), /榜单/, '热销榜');
    await list(page, 'rankList').getByRole('button', { name: '查询' }).click();
    await waitRows(page, 'rankList', (t) => t.length === 5 && t.some((x) => x.includes('智能心率运动手环')));

    // Edit the new entry on its page, then delete it after confirming.
    const created = rows(page, 'rankList').filter({ hasText: '智能心率运动手环' });
    await rowAction(created, '编辑');
    await page.waitForURL((url) => url.pathname === '/rankList/add' && url.searchParams.has('id'));
    const edit = page.locator('form').filter({ has: page.locator('textarea[name="reason"]') });
    await expect.poll(() => edit.locator('textarea[name="reason"]').inputValue()).toBe('运动季销量暴涨');
    await edit.locator('textarea[name="reason"]').fill('运动季销量暴涨，好评如潮');
    await edit.getByRole('button', { name: '保存' }).click();
    await page.waitForURL((url) => url.pathname === '/rankList');
    await waitRows(page, 'rankList', (t) => t.some((x) => x.includes('好评如潮')));
    await rowAction(created, '删除');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await waitRows(page, 'rankList', (t) => t.length === 4 && !t.some((x) => x.includes('智能心率运动手环')));
    await release(context);
  }, TEST_TIMEOUT_MS);

  it('the screens at 390 px', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, '/customerManage');
    // Phone width: one card per record instead of table rows.
    const cards = (name: string) => list(page, name).getByTestId('list-card');
    await expect.poll(() => cards('customer').count(), { timeout: 30_000 }).toBe(10);
    await screenshot(page, 'customer-list-390');
    for (const [path, name, shot] of [
      ['/product', 'goodsMarketing', 'marketing-list-390'],
      ['/rankList', 'rankList', 'ranklist-list-390'],
    ] as const) {
      await goInApp(page, path);
      await cards(name).first().waitFor({ timeout: 30_000 });
      // A card is titled by its record's name, the goods it shows (so the name appears twice), not by its id.
      const title = await cards(name).first().locator(`[id^="${name}-card-"]`).innerText();
      expect(title).not.toMatch(/^\d*$/);
      expect((await cards(name).first().innerText()).split(title).length - 1).toBeGreaterThanOrEqual(2);
      await screenshot(page, shot);
    }
    await release(context);
  }, TEST_TIMEOUT_MS);
});
