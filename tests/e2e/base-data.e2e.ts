import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, release } from './browser';
import { confirmDialog, openSignedIn, toast, visible } from './ui';
import { solidPng } from './mediaFiles';
import { rowAction } from './rowActions';

/**
 * Base-data screens built by the schema engine (相关协议, 运费规则, 自提点, 商品模板): list, filter,
 * page, create, edit, show, delete with confirmation, status toggle, bad input rejected in
 * Chinese, a failed save keeping the values.
 */
let browser: Browser;

const v = visible;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const open = (path: string, width = 1280): Promise<Page> => openSignedIn(browser, path, width);

const rows = (page: Page) => v(page.locator('table tbody tr'));
const rowWith = (page: Page, text: string) => rows(page).filter({ hasText: text });

async function waitForList(page: Page, name: string): Promise<void> {
  await v(page.locator(`[data-testid="schema-list-${name}"] table tbody tr`)).first().waitFor({ timeout: 30_000 });
}

/** Any real choice of a select (its blank choice holds only a zero-width space). */
const ANY_OPTION = null;

/** Opens the select labelled `label` in the visible form and picks `option` (or the first real one). */
async function chooseOption(page: Page, label: RegExp, option: string | RegExp | null): Promise<void> {
  await v(page.locator('form').getByRole('combobox', { name: label })).first().click();
  const options = option === null ? page.getByRole('option').filter({ hasNotText: /^[\s\u200b]*$/ }) : page.getByRole('option', { name: option });
  await v(options).first().click();
}

/**
 * Waits until a form page is on screen. Until its code has loaded, the kept-alive list (with a
 * filter input of the same name) is still visible, and an action locator would stick to it.
 */
async function formReady(page: Page): Promise<void> {
  await v(page.getByRole('button', { name: /保存/ })).first().waitFor();
}


describe('相关协议 /agreement', () => {
  let page: Page;
  beforeAll(async () => {
    page = await open('/agreement');
    await waitForList(page, 'agreement');
  });

  it('lists, pages and filters (filters kept in the URL)', async () => {
    await expect(v(page.getByText('共 16 条')).isVisible()).resolves.toBe(true);
    expect(await rows(page).count()).toBe(10);
    await v(page.locator('[data-testid="pager"]')).getByRole('button', { name: '转到第 2 页' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => rows(page).count()).toBe(6);
    await v(page.locator('input[name="title"]')).first().fill('隐私');
    await v(page.locator('input[name="title"]')).first().press('Enter');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"title":"隐私"'));
    await expect.poll(() => rows(page).count()).toBe(2);
    await screenshot(page, 'base-agreement-list-filtered');
    await page.reload();
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(2);
    await expect(v(page.locator('input[name="title"]')).first().inputValue()).resolves.toBe('隐私');
    await v(page.getByRole('button', { name: '重置' })).click();
    await expect.poll(() => rows(page).count()).toBe(10);
  });

  it('toggles a status', async () => {
    // The list is sorted by update time, so follow the row by its title, not its position.
    const title = (await rows(page).first().locator('td').nth(1).innerText()).trim();
    const toggle = () => rowWith(page, title).first().locator('[role="switch"][aria-label^="状态"]');
    const before = await toggle().isChecked();
    // The switch flips at once; reload only after the server has stored the change.
    const stored = page.waitForResponse((response) => response.url().includes('/backend/agreement/status/'));
    await toggle().click();
    // Agreements are consequential (toggle({ confirm: true })): the switch asks first.
    await confirmDialog(page);
    await expect.poll(() => toggle().isChecked()).toBe(!before);
    await stored;
    await page.reload();
    await waitForList(page, 'agreement');
    await expect.poll(() => toggle().isChecked(), { timeout: 20_000 }).toBe(!before);
  });

  it('rejects bad input in Chinese, keeps values when the save is refused, then creates', async () => {
    await v(page.getByRole('button', { name: '新增' })).click();
    await page.waitForURL('**/agreement/add');
    await formReady(page);
    await v(page.getByRole('button', { name: /保存/ })).click();
    await expect.poll(() => v(page.getByText('必填项不能为空')).count()).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'base-agreement-form-errors');
    // A title that exists already: the stand-in refuses it (HTTP 200, code 500).
    await v(page.locator('input[name="title"]')).fill('隐私政策');
    await chooseOption(page, /协议类型/, '隐私政策');
    await v(page.locator('[data-testid="rich-text-content"]')).click();
    await page.keyboard.type('本协议仅用于端到端测试。');
    await v(page.getByRole('button', { name: /保存/ })).click();
    await toast(page, '协议标题已存在').waitFor();
    expect(page.url()).toContain('/agreement/add');
    await expect(v(page.locator('input[name="title"]')).inputValue()).resolves.toBe('隐私政策');
    await expect(v(page.locator('[data-testid="rich-text-content"]')).innerText()).resolves.toContain('本协议仅用于端到端测试。');
    await v(page.locator('input[name="title"]')).fill('端到端测试协议');
    await v(page.getByRole('button', { name: /保存/ })).click();
    await page.waitForURL((url) => url.pathname === '/agreement');
    await rowWith(page, '端到端测试协议').first().waitFor();
  });

  it('edits, shows and deletes with confirmation', async () => {
    await rowAction(rowWith(page, '端到端测试协议'), '编辑');
    await page.waitForURL(/\/agreement\/add\?id=/);
    await formReady(page);
    // Editing, not adding: the breadcrumb and the browser tab say so.
    await page.getByTestId('breadcrumb').getByText('编辑协议').waitFor();
    await expect.poll(() => page.title()).toContain('编辑协议');
    const title = v(page.locator('input[name="title"]'));
    await expect.poll(() => title.inputValue(), { timeout: 20_000 }).toBe('端到端测试协议');
    await title.fill('端到端测试协议（修订）');
    await v(page.getByRole('button', { name: /保存/ })).click();
    await page.waitForURL((url) => url.pathname === '/agreement');
    const row = rowWith(page, '端到端测试协议（修订）');
    await row.first().waitFor();

    await rowAction(row, '查看');
    const dialog = v(page.getByRole('dialog'));
    await dialog.getByText('协议详情').waitFor();
    await dialog.getByText('本协议仅用于端到端测试。').waitFor();
    await screenshot(page, 'base-agreement-show');
    await dialog.getByRole('button', { name: '取消' }).click();

    await rowAction(row, '删除');
    await v(page.getByRole('dialog')).getByText(/确定要删除「端到端测试协议（修订）」吗/).waitFor();
    await confirmDialog(page);
    await expect.poll(() => rowWith(page, '端到端测试协议（修订）').count()).toBe(0);
  });

  it('formatted content (IME Chinese, bold, table, uploaded image) is saved and comes back identical', async () => {
    const context = page.context();
    await rowAction(rowWith(page, '用户协议').first(), '编辑');
    await page.waitForURL(/\/agreement\/add\?id=/);
    await formReady(page);
    const editUrl = page.url();
    const content = v(page.locator('[data-testid="rich-text-content"]'));
    await expect.poll(() => content.innerText(), { timeout: 20_000 }).not.toBe('');

    // New content: Chinese through IME-style composition, then bold.
    await content.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await expect.poll(async () => (await content.innerText()).trim()).toBe('');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'tiao', selectionStart: 4, selectionEnd: 4 });
    await cdp.send('Input.insertText', { text: '补充条款' });
    await page.keyboard.press('Shift+Home');
    await v(page.locator('button[aria-label="粗体"]')).click();
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('[data-testid="rich-text-content"]')));
    await page.keyboard.press('End');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.keyboard.press('Enter');

    // A 2×2 table, then a picture uploaded through the shared upload call.
    await v(page.locator('button[aria-label="插入表格"]')).click();
    await page.locator('[data-testid="table-grid"] button[data-cell="2x2"]').click();
    await content.locator('table th').first().waitFor();
    await page.keyboard.insertText('条款');
    await content.locator(':scope > p').last().click();
    await page.locator('[data-testid="editor-image-input"]').setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: solidPng([200, 30, 30]) });
    await content.locator('.w-image-container img').waitFor();
    const before = await content.innerHTML();
    expect(before).toContain('<strong>补充条款</strong>');

    await v(page.getByRole('button', { name: /保存/ })).click();
    await page.waitForURL((url) => url.pathname === '/agreement');
    await screenshot(page, 'base-agreement-rich-saved');

    // Reload the edit page: the editor shows exactly what was saved.
    await page.goto(editUrl);
    await formReady(page);
    await content.locator('.w-image-container img').waitFor({ timeout: 20_000 });
    await expect.poll(() => content.innerHTML()).toBe(before);
    expect(await content.locator('table tr').count()).toBe(2);
    await screenshot(page, 'base-agreement-rich-reloaded');
    await page.goto('/agreement');
    await waitForList(page, 'agreement');
  });

  it('bulk-deletes selected rows after confirmation', async () => {
    await v(page.getByText('共 16 条')).waitFor();
    await rows(page).nth(0).locator('input[type="checkbox"]').first().check();
    await rows(page).nth(1).locator('input[type="checkbox"]').first().check();
    await v(page.getByTestId('bulk-bar').getByRole('button', { name: '批量删除' })).click();
    await v(page.getByRole('dialog')).getByText(/选中的 2 条记录/).waitFor();
    await confirmDialog(page);
    await v(page.getByText('共 14 条')).waitFor();
  });

  it('fits a 390px screen', async () => {
    const small = await open('/agreement', 390);
    // Phone width: one card per record instead of table rows.
    await v(small.getByTestId('list-card')).first().waitFor({ timeout: 30_000 });
    await screenshot(small, 'base-agreement-list-390');
    await release(small.context());
  });
});

describe('运费规则 /freightRules', () => {
  let page: Page;
  beforeAll(async () => {
    page = await open('/freightRules');
    await waitForList(page, 'freightRules');
  });

  it('creates a rule with country, area, carrier and currency; a refused save keeps the values', async () => {
    await v(page.getByText('共 23 条')).waitFor();
    await v(page.getByRole('button', { name: '新增' })).click();
    await page.waitForURL('**/freightRules/add');
    await formReady(page);
    // The second-level area appears once a country is chosen.
    expect(await v(page.locator('form').getByRole('combobox', { name: /二级区域/ })).count()).toBe(0);
    await v(page.locator('input[name="name"]')).fill('端到端运费规则');
    await chooseOption(page, /国家/, ANY_OPTION);
    await v(page.locator('form').getByRole('combobox', { name: /二级区域/ })).first().waitFor();
    await chooseOption(page, /二级区域/, ANY_OPTION);
    await chooseOption(page, /物流商/, ANY_OPTION);
    await chooseOption(page, /币种/, ANY_OPTION);
    await v(page.locator('input[name="firstWeight"]')).fill('0.5');
    await v(page.locator('input[name="firstPrice"]')).fill('12.345');
    await v(page.locator('input[name="extraWeight"]')).fill('10');
    await v(page.locator('input[name="extraPrice"]')).fill('8');
    await v(page.getByRole('button', { name: /保存/ })).click();
    await v(page.getByText('金额最多两位小数')).waitFor();
    await v(page.locator('input[name="firstPrice"]')).fill('12.5');
    await v(page.getByRole('button', { name: /保存/ })).click();
    // The cross-field rule (schema validate) marks both weights in the form, before any call.
    await v(page.getByText('续重不能超过首重的 10 倍').first()).waitFor();
    expect(await v(page.getByText('续重不能超过首重的 10 倍')).count()).toBe(2);
    await screenshot(page, 'base-freight-refused');
    await expect(v(page.locator('input[name="name"]')).inputValue()).resolves.toBe('端到端运费规则');
    await expect(v(page.locator('input[name="firstPrice"]')).inputValue()).resolves.toBe('12.5');
    await v(page.locator('input[name="extraWeight"]')).fill('1');
    await v(page.getByRole('button', { name: /保存/ })).click();
    await page.waitForURL((url) => url.pathname === '/freightRules');
    await v(page.getByText('共 24 条')).waitFor();
    await rowWith(page, '端到端运费规则').first().waitFor();
    await screenshot(page, 'base-freight-list');
  });

  it('toggles the status and deletes after confirmation', async () => {
    const row = rowWith(page, '端到端运费规则');
    const toggle = row.locator('[role="switch"][aria-label^="状态"]');
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await toggle.click();
    // Live freight prices are consequential (toggle({ confirm: true })): the switch asks first.
    await confirmDialog(page);
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await rowAction(row, '删除');
    await confirmDialog(page);
    await v(page.getByText('共 23 条')).waitFor();
  });
});

describe('自提点 /deliveryAddress', () => {
  let page: Page;
  beforeAll(async () => {
    page = await open('/deliveryAddress');
    await waitForList(page, 'deliveryAddress');
  });

  it('creates in a dialog with a parent from the tree, edits, shows and deletes', async () => {
    await v(page.getByText('共 14 条')).waitFor();
    await v(page.getByRole('button', { name: '新增' })).click();
    const dialog = v(page.getByRole('dialog'));
    await dialog.getByText('新增自提点').waitFor();
    await dialog.getByRole('button', { name: /保存/ }).click();
    await expect.poll(() => dialog.getByText('必填项不能为空').count()).toBeGreaterThanOrEqual(4);
    await dialog.locator('input[name="name"]').fill('杭州萧山自提点');
    await chooseOption(page, /上级自提点/, /义乌国际商贸城自提中心/);
    await dialog.locator('input[name="contactName"]').fill('赵敏');
    await dialog.locator('input[name="contactPhone"]').fill('abc');
    await dialog.locator('textarea[name="address"]').fill('浙江省杭州市萧山区建设一路 1 号');
    await dialog.getByRole('button', { name: /保存/ }).click();
    await dialog.getByText('请输入有效的电话号码').waitFor();
    await screenshot(page, 'base-pickup-dialog');
    await dialog.locator('input[name="contactPhone"]').fill('13900001111');
    await dialog.getByRole('button', { name: /保存/ }).click();
    await v(page.getByText('共 15 条')).waitFor();
    const row = rowWith(page, '杭州萧山自提点');
    await row.first().waitFor();

    await rowAction(row, '编辑');
    const edit = v(page.getByRole('dialog'));
    await expect.poll(() => edit.locator('input[name="name"]').inputValue(), { timeout: 15_000 }).toBe('杭州萧山自提点');
    await edit.locator('input[name="businessHours"]').fill('每天 07:00-22:00');
    await edit.getByRole('button', { name: /保存/ }).click();
    await rowWith(page, '每天 07:00-22:00').first().waitFor();

    await rowAction(rowWith(page, '杭州萧山自提点'), '查看');
    await v(page.getByRole('dialog')).getByText('义乌国际商贸城自提中心').waitFor();
    await v(page.getByRole('dialog')).getByRole('button', { name: '取消' }).click();

    await rowAction(rowWith(page, '杭州萧山自提点'), '删除');
    await confirmDialog(page);
    await v(page.getByText('共 14 条')).waitFor();
  });
});

describe('商品模板 /goodsTemplate', () => {
  let page: Page;
  beforeAll(async () => {
    page = await open('/goodsTemplate');
    await waitForList(page, 'goodsTemplate');
  });

  it('creates a template with pictures and rich text, shows it and deletes it', async () => {
    await v(page.getByRole('button', { name: '新增' })).click();
    await page.waitForURL('**/goodsTemplate/add');
    await formReady(page);
    await v(page.locator('input[name="name"]')).fill('端到端商品模板');
    await v(page.locator('input[name="goodsTitle"]')).fill('端到端测试商品 批发');
    await v(page.getByRole('button', { name: /保存/ })).click();
    await v(page.getByText('必填项不能为空')).first().waitFor();
    await page.locator('[data-testid="gallery-images"] input[type="file"]').setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: solidPng([220, 40, 40]) });
    await v(page.locator('[data-testid="gallery-images"] img')).first().waitFor({ timeout: 20_000 });
    await v(page.locator('[data-testid="rich-text-content"]')).click();
    await page.keyboard.type('包装方式：纸箱。');
    await screenshot(page, 'base-template-form');
    await v(page.getByRole('button', { name: /保存/ })).click();
    await page.waitForURL((url) => url.pathname === '/goodsTemplate');
    const row = rowWith(page, '端到端商品模板');
    await row.first().waitFor();
    await rowAction(row, '查看');
    await v(page.getByRole('dialog')).getByText('包装方式：纸箱。').waitFor();
    await v(page.getByRole('dialog')).locator('img').first().waitFor();
    await screenshot(page, 'base-template-show');
    await v(page.getByRole('dialog')).getByRole('button', { name: '取消' }).click();
    await rowAction(row, '删除');
    await confirmDialog(page);
    await expect.poll(() => rowWith(page, '端到端商品模板').count()).toBe(0);
  });
});
