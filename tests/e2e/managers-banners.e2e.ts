import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot, release } from './browser';
import { confirmDialog, openSignedIn, toast, visible } from './ui';
import { solidPng } from './mediaFiles';
import { rowAction } from './rowActions';

/**
 * 账户经理 (list, filter, bad input rejected in Chinese, a refused save keeping the values,
 * create / edit / delete, assigning a role), 账户经理角色 (reached through the manager form's
 * 管理角色 button: create / edit / delete, a new role offered in the manager form), Web 维护 and
 * H5 维护 (create with an uploaded image, edit, 上架 / 下架 after confirmation, order saved in one
 * batch, Web and H5 kept apart, delete), and the Web screen at 390 px.
 */
let browser: Browser;

const v = visible;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TEST_TIMEOUT_MS = 120_000;

const open = (path: string, width = 1280): Promise<Page> => openSignedIn(browser, path, width);

const list = (page: Page, name: string) => v(page.getByTestId(`schema-list-${name}`));
const rows = (page: Page, name: string) => list(page, name).locator('table tbody tr');
const rowWith = (page: Page, name: string, text: string) => rows(page, name).filter({ hasText: text });
const titles = async (page: Page, name: string) => (await rows(page, name).locator('td:nth-child(2)').allInnerTexts()).map((t) => t.trim());

async function waitForList(page: Page, name: string): Promise<void> {
  await rows(page, name).first().waitFor({ timeout: 30_000 });
}

/** The visible dialog (a form, a details view or a confirmation). */
const dialog = (page: Page): Locator => v(page.getByRole('dialog'));

/** A form dialog whose title matches: its Save button is on screen once its fields are. */
async function formDialog(page: Page, title: string | RegExp): Promise<Locator> {
  const form = dialog(page).filter({ hasText: title });
  await form.getByRole('button', { name: /保存/ }).waitFor();
  return form;
}

/** Opens the select labelled `label` in `scope` and picks the option named exactly `option`. */
async function chooseOption(scope: Locator, label: RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await v(scope.page().getByRole('option', { name: option, exact: true })).click();
}

/** Options the select labelled `label` offers (closed again with Escape). */
async function optionsOf(scope: Locator, label: RegExp): Promise<string[]> {
  await scope.getByRole('combobox', { name: label }).click();
  const options = v(scope.page().getByRole('option').filter({ hasNotText: /^[\s\u200b]*$/ }));
  await options.first().waitFor();
  const names = (await options.allInnerTexts()).map((t) => t.trim());
  await scope.page().keyboard.press('Escape');
  await options.first().waitFor({ state: 'hidden' });
  return names;
}


/** A screenshot once dialogs and toasts have finished fading in (endless spinners aside). */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  await screenshot(page, name);
}

/** Switches to an open page through its tag (the kept-alive page comes back as it was left). */
async function openTag(page: Page, path: string): Promise<void> {
  await page.locator(`[data-testid="tags-view"] [data-tag-path="${path}"]`).click();
  await page.waitForURL((url) => url.pathname === path);
}

describe('账户经理 /accountManager and 账户经理角色 /accountManagerRole', { timeout: TEST_TIMEOUT_MS }, () => {
  let page: Page;
  beforeAll(async () => {
    page = await open('/accountManager');
    await waitForList(page, 'accountManager');
  });

  it('lists the managers with their roles and filters by name and phone (kept in the URL)', async () => {
    await v(page.getByText('共 12 条')).waitFor();
    expect(await rows(page, 'accountManager').count()).toBe(10);
    // The role column shows the role's name, not its id.
    await rowWith(page, 'accountManager', '何俊杰').getByText('大客户经理').waitFor();
    await shot(page, 'managers-list-1280');

    await list(page, 'accountManager').locator('input[name="name"]').fill('陈');
    await list(page, 'accountManager').locator('input[name="name"]').press('Enter');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"name":"陈"'));
    await expect.poll(() => titles(page, 'accountManager')).toEqual(['陈思雨']);
    await v(page.getByText('共 1 条')).waitFor();
    await list(page, 'accountManager').getByRole('button', { name: '重置' }).click();
    await v(page.getByText('共 12 条')).waitFor();

    await list(page, 'accountManager').locator('input[name="phone"]').fill('17758057290');
    await list(page, 'accountManager').locator('input[name="phone"]').press('Enter');
    await expect.poll(() => titles(page, 'accountManager')).toEqual(['何俊杰']);
    await list(page, 'accountManager').getByRole('button', { name: '重置' }).click();
    await expect.poll(() => rows(page, 'accountManager').count()).toBe(10);
  });

  it('rejects bad input in Chinese, keeps the values when the save is refused, then creates with a role', async () => {
    await list(page, 'accountManager').getByRole('button', { name: '新增' }).click();
    const form = await formDialog(page, '新增账户经理');
    await form.getByRole('button', { name: /保存/ }).click();
    // 姓名, 手机号, 邮箱 and 角色 are required.
    await expect.poll(() => form.getByText('必填项不能为空').count()).toBe(4);

    await form.locator('input[name="name"]').fill('端到端经理');
    await form.locator('input[name="phone"]').fill('abc');
    await form.locator('input[name="email"]').fill('not-an-email');
    await chooseOption(form, /角色/, '售后专员');
    await form.getByRole('button', { name: /保存/ }).click();
    await form.getByText('请输入有效的电话号码').waitFor();
    await form.getByText('请输入有效的邮箱地址').waitFor();
    await shot(page, 'managers-form-errors');

    // 何俊杰's phone: the stand-in refuses it (business error), every typed value stays.
    await form.locator('input[name="phone"]').fill('17758057290');
    await form.locator('input[name="email"]').fill('e2e.manager@hongyun-trade.cn');
    await form.locator('input[name="wechat"]').fill('hy_e2e');
    await form.getByRole('button', { name: /保存/ }).click();
    await toast(page, '该手机号已被其他账户经理使用').waitFor();
    await expect(form.locator('input[name="name"]').inputValue()).resolves.toBe('端到端经理');
    await expect(form.locator('input[name="email"]').inputValue()).resolves.toBe('e2e.manager@hongyun-trade.cn');
    await form.getByRole('combobox', { name: /角色/ }).getByText('售后专员').waitFor();

    await form.locator('input[name="phone"]').fill('13600001111');
    await form.getByRole('button', { name: /保存/ }).click();
    await form.waitFor({ state: 'detached' });
    await v(page.getByText('共 13 条')).waitFor();
    const row = rowWith(page, 'accountManager', '端到端经理');
    await row.getByText('售后专员').waitFor();
    await row.getByText('13600001111').waitFor();
  });

  it('opens 账户经理角色 from the manager form, creates and edits a role there', async () => {
    // A fresh (untouched) form: its 管理角色 button leads to the hidden roles screen.
    await list(page, 'accountManager').getByRole('button', { name: '新增' }).click();
    const form = await formDialog(page, '新增账户经理');
    expect(await optionsOf(form, /角色/)).toEqual(['新客拓展专员', '跨境运营专员', '售后专员', '区域客户经理', '大客户经理']);
    await form.getByRole('button', { name: '管理角色' }).click();
    await page.waitForURL((url) => url.pathname === '/accountManagerRole');
    await waitForList(page, 'accountManagerRole');
    await v(page.getByText('共 5 条')).waitFor();
    // Hidden from the menu, but open as a tag.
    expect(await page.locator('[data-testid="sidebar-menu"] [data-menu-path="/accountManagerRole"]').count()).toBe(0);
    await page.locator('[data-testid="tags-view"] [data-tag-path="/accountManagerRole"]').waitFor();
    await shot(page, 'manager-roles-list');

    await list(page, 'accountManagerRole').getByRole('button', { name: '新增' }).click();
    const create = await formDialog(page, '新增角色');
    await create.getByRole('button', { name: /保存/ }).click();
    await create.getByText('必填项不能为空').waitFor();
    await create.locator('input[name="roleName"]').fill('大客户经理');
    await create.getByRole('button', { name: /保存/ }).click();
    await toast(page, '角色名称已存在').waitFor();
    await expect(create.locator('input[name="roleName"]').inputValue()).resolves.toBe('大客户经理');
    await create.locator('input[name="roleName"]').fill('端到端角色');
    await create.locator('textarea[name="description"]').fill('仅用于端到端测试');
    await create.getByRole('button', { name: /保存/ }).click();
    await create.waitFor({ state: 'detached' });
    await v(page.getByText('共 6 条')).waitFor();
    await rowWith(page, 'accountManagerRole', '端到端角色').getByText('仅用于端到端测试').waitFor();

    await rowAction(rowWith(page, 'accountManagerRole', '端到端角色'), '编辑');
    const edit = await formDialog(page, '编辑角色');
    await expect.poll(() => edit.locator('input[name="roleName"]').inputValue(), { timeout: 15_000 }).toBe('端到端角色');
    await edit.locator('input[name="roleName"]').fill('端到端测试角色');
    await edit.getByRole('button', { name: /保存/ }).click();
    await edit.waitFor({ state: 'detached' });
    await rowWith(page, 'accountManagerRole', '端到端测试角色').first().waitFor();
    await list(page, 'accountManagerRole').locator('input[name="roleName"]').fill('端到端');
    await list(page, 'accountManagerRole').locator('input[name="roleName"]').press('Enter');
    await expect.poll(() => rows(page, 'accountManagerRole').count()).toBe(1);
    await list(page, 'accountManagerRole').getByRole('button', { name: '重置' }).click();
    await v(page.getByText('共 6 条')).waitFor();
  });

  it('offers the new role in the form left open, and assigns it to a manager on edit', async () => {
    // Back on the managers tag: the form opened before is still there, and now offers the new role.
    await openTag(page, '/accountManager');
    const left = await formDialog(page, '新增账户经理');
    await expect.poll(() => optionsOf(left, /角色/)).toContain('端到端测试角色');
    await left.getByRole('button', { name: '取消' }).click();
    await left.waitFor({ state: 'detached' });

    const row = rowWith(page, 'accountManager', '端到端经理');
    await rowAction(row, '编辑');
    const edit = await formDialog(page, '编辑账户经理');
    await expect.poll(() => edit.locator('input[name="name"]').inputValue(), { timeout: 15_000 }).toBe('端到端经理');
    await edit.getByRole('combobox', { name: /角色/ }).getByText('售后专员').waitFor();
    await chooseOption(edit, /角色/, '端到端测试角色');
    await shot(page, 'managers-assign-role');
    await edit.getByRole('button', { name: /保存/ }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByText('端到端测试角色').waitFor();

    await rowAction(row, '查看');
    const show = dialog(page).filter({ hasText: '账户经理详情' });
    await show.getByText('端到端测试角色').waitFor();
    await show.getByText('e2e.manager@hongyun-trade.cn').waitFor();
    await shot(page, 'managers-show');
    await show.getByRole('button', { name: '取消' }).click();
    await show.waitFor({ state: 'detached' });
  });

  it('deletes the manager and the role after confirmation', async () => {
    await rowAction(rowWith(page, 'accountManager', '端到端经理'), '删除');
    await dialog(page).getByText(/确定要删除「端到端经理」吗/).waitFor();
    await confirmDialog(page);
    await v(page.getByText('共 12 条')).waitFor();
    expect(await rowWith(page, 'accountManager', '端到端经理').count()).toBe(0);

    await openTag(page, '/accountManagerRole');
    const role = rowWith(page, 'accountManagerRole', '端到端测试角色');
    // Cancelling keeps the role.
    await rowAction(role, '删除');
    await dialog(page).getByText(/确定要删除「端到端测试角色」吗/).waitFor();
    await dialog(page).getByRole('button', { name: '取消' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await role.count()).toBe(1);
    await rowAction(role, '删除');
    await confirmDialog(page);
    await v(page.getByText('共 5 条')).waitFor();
    expect(await role.count()).toBe(0);
  });
});

const WEB_TITLES = ['双十一全球采购节主会场', '春季家居新品首发', '工厂直供 · 源头好货', '中东斋月备货专场', '跨境物流 7 日达', '夏季服装清仓特卖', '新客首单立减 50 美元'];
const H5_TITLES = ['H5 限时秒杀', '手机端新人专享礼包', '爆款榜单 · 每周更新', '开学季文具批发', '东南亚热销好物', '直播选品会'];

describe('Web 维护 /bannerManage and H5 维护 /H5Maintenance', { timeout: TEST_TIMEOUT_MS }, () => {
  let page: Page;
  beforeAll(async () => {
    page = await open('/bannerManage');
    await waitForList(page, 'bannerWeb');
  });

  it('lists the Web banners only, in order, and filters by title', async () => {
    await v(page.getByText('共 7 条')).waitFor();
    await expect.poll(() => titles(page, 'bannerWeb')).toEqual(WEB_TITLES);
    await rowWith(page, 'bannerWeb', '中东斋月备货专场').getByText('已下架').waitFor();
    await rowWith(page, 'bannerWeb', '双十一全球采购节主会场').getByText('已上架').waitFor();
    // The pictures load.
    await expect
      .poll(() => rows(page, 'bannerWeb').first().locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await shot(page, 'banners-web-list');

    await list(page, 'bannerWeb').locator('input[name="title"]').fill('采购');
    await list(page, 'bannerWeb').locator('input[name="title"]').press('Enter');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"title":"采购"'));
    await expect.poll(() => titles(page, 'bannerWeb')).toEqual(['双十一全球采购节主会场']);
    await list(page, 'bannerWeb').getByRole('button', { name: '重置' }).click();
    await v(page.getByText('共 7 条')).waitFor();
  });

  it('rejects bad input in Chinese, then creates a banner with an uploaded picture', async () => {
    await list(page, 'bannerWeb').getByRole('button', { name: '新增' }).click();
    const form = await formDialog(page, '新增Web 轮播图');
    await form.getByTestId('simple-media-upload').waitFor();
    await form.getByRole('button', { name: /保存/ }).click();
    // 标题 and 轮播图片 are required (排序 starts at 0); both messages in the same (error) colour.
    await expect.poll(() => form.getByText('必填项不能为空').count()).toBe(2);
    const colours = await form.getByText('必填项不能为空').evaluateAll((nodes) => nodes.map((n) => getComputedStyle(n).color));
    expect(new Set(colours).size).toBe(1);
    // The picture's label is marked required once, like the others.
    await expect(form.getByTestId('simple-media-imageUrl').locator('legend').innerText()).resolves.toBe('轮播图片 *');
    await expect(form.locator('input[name="sortOrder"]').inputValue()).resolves.toBe('0');

    await form.locator('input[name="title"]').fill('端到端 Web 轮播');
    await form.locator('input[name="linkUrl"]').fill('shop.hongyun-trade.cn/e2e');
    await form.locator('input[name="sortOrder"]').fill('-1');
    await form.getByRole('button', { name: /保存/ }).click();
    await form.getByText('请输入以 http:// 或 https:// 开头的地址').waitFor();
    await form.getByText('不能小于 0').waitFor();
    await form.getByText('必填项不能为空').waitFor();
    await shot(page, 'banners-form-errors');

    await form.locator('input[type="file"]').setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: solidPng([220, 40, 40]) });
    await form.getByTestId('simple-media-item').waitFor({ timeout: 20_000 });
    await form.locator('input[name="linkUrl"]').fill('https://shop.hongyun-trade.cn/activity/e2e');
    await form.locator('input[name="sortOrder"]').fill('5');
    await form.locator('textarea[name="remark"]').fill('端到端测试');
    await expect.poll(() => form.getByText(/必填项不能为空|不能小于|请输入以/).count()).toBe(0);
    await shot(page, 'banners-form-filled');
    const saved = page.waitForResponse((r) => r.url().includes('/backend/bannerConfig/operation/single'));
    await form.getByRole('button', { name: /保存/ }).click();
    // The Web screen saves type 1.
    expect((await saved).request().postDataJSON()).toMatchObject({ type: 1, title: '端到端 Web 轮播', sortOrder: 5 });
    await form.waitFor({ state: 'detached' });
    await v(page.getByText('共 8 条')).waitFor();
    // Order 5 sorts it second; new banners start off the market.
    await expect.poll(() => titles(page, 'bannerWeb')).toEqual([WEB_TITLES[0], '端到端 Web 轮播', ...WEB_TITLES.slice(1)]);
    const row = rowWith(page, 'bannerWeb', '端到端 Web 轮播');
    await row.getByText('已下架').waitFor();
    await expect.poll(() => row.locator('img').getAttribute('src')).toMatch(/red\.png$/);
  });

  it('edits the banner and shows it', async () => {
    await rowAction(rowWith(page, 'bannerWeb', '端到端 Web 轮播'), '编辑');
    const edit = await formDialog(page, '编辑Web 轮播图');
    await expect.poll(() => edit.locator('input[name="title"]').inputValue(), { timeout: 15_000 }).toBe('端到端 Web 轮播');
    await edit.getByTestId('simple-media-item').waitFor();
    await edit.locator('input[name="title"]').fill('端到端 Web 轮播（修订）');
    await edit.getByRole('button', { name: /保存/ }).click();
    await edit.waitFor({ state: 'detached' });
    const row = rowWith(page, 'bannerWeb', '端到端 Web 轮播（修订）');
    await row.first().waitFor();

    await rowAction(row, '查看');
    const show = dialog(page).filter({ hasText: 'Web 轮播图详情' });
    await show.getByText('https://shop.hongyun-trade.cn/activity/e2e').waitFor();
    await show.getByText('端到端测试').waitFor();
    await v(show.locator('img')).first().waitFor();
    await shot(page, 'banners-show');
    await show.getByRole('button', { name: '取消' }).click();
    await show.waitFor({ state: 'detached' });
  });

  it('puts the banner on and off the market after confirmation', async () => {
    const row = rowWith(page, 'bannerWeb', '端到端 Web 轮播（修订）');
    // Cancelling changes nothing.
    await rowAction(row, '上架 端到端 Web 轮播（修订）');
    await dialog(page).getByText('确定上架「端到端 Web 轮播（修订）」吗？上架后将在前台展示。').waitFor();
    await dialog(page).getByRole('button', { name: '取消' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await row.getByText('已下架').waitFor();

    await rowAction(row, '上架 端到端 Web 轮播（修订）');
    await dialog(page).getByText('确认上架').waitFor();
    await shot(page, 'banners-confirm-up');
    const up = page.waitForResponse((r) => /\/backend\/bannerConfig\/upMarket\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
    await confirmDialog(page);
    await up;
    await toast(page, '操作成功').waitFor();
    await row.getByText('已上架').waitFor();

    await rowAction(row, '下架 端到端 Web 轮播（修订）');
    await dialog(page).getByText('确定下架「端到端 Web 轮播（修订）」吗？下架后前台不再展示。').waitFor();
    const down = page.waitForResponse((r) => /\/backend\/bannerConfig\/downMarket\/\d+$/.test(r.url()));
    await confirmDialog(page);
    await down;
    await row.getByText('已下架').waitFor();
    // Stored: a reload shows the same state.
    await page.reload();
    await waitForList(page, 'bannerWeb');
    await rowWith(page, 'bannerWeb', '端到端 Web 轮播（修订）').getByText('已下架').waitFor({ timeout: 20_000 });
  });

  it('moves the banner up: the changed banners are saved in one batch and the order survives a reload', async () => {
    const name = '端到端 Web 轮播（修订）';
    await expect.poll(() => titles(page, 'bannerWeb').then((t) => t.slice(0, 2))).toEqual([WEB_TITLES[0], name]);
    // The first banner cannot move further up.
    await expect(list(page, 'bannerWeb').getByRole('button', { name: `上移 ${WEB_TITLES[0]}` }).isDisabled()).resolves.toBe(true);
    const batch = page.waitForResponse((r) => r.url().includes('/backend/bannerConfig/operation/batch'));
    await list(page, 'bannerWeb').getByRole('button', { name: `上移 ${name}` }).click();
    const sent = (await batch).request().postDataJSON() as Array<Record<string, unknown>>;
    // Both moved banners, whole, with their values swapped (5 ↔ 0), still Web banners.
    expect(sent).toHaveLength(2);
    expect(sent.map((b) => [b.title, b.sortOrder, b.type])).toEqual(
      expect.arrayContaining([
        [name, 0, 1],
        [WEB_TITLES[0], 5, 1],
      ]),
    );
    await toast(page, '排序已更新').waitFor();
    await expect.poll(() => titles(page, 'bannerWeb').then((t) => t.slice(0, 2))).toEqual([name, WEB_TITLES[0]]);
    await shot(page, 'banners-web-moved');

    await page.reload();
    await waitForList(page, 'bannerWeb');
    await expect.poll(() => titles(page, 'bannerWeb').then((t) => t.slice(0, 2)), { timeout: 20_000 }).toEqual([name, WEB_TITLES[0]]);
    // Moving it back down restores the seeded order.
    const back = page.waitForResponse((r) => r.url().includes('/backend/bannerConfig/operation/batch'));
    await list(page, 'bannerWeb').getByRole('button', { name: `下移 ${name}` }).click();
    await back;
    await expect.poll(() => titles(page, 'bannerWeb').then((t) => t.slice(0, 2))).toEqual([WEB_TITLES[0], name]);
  });

  it('keeps H5 banners apart: their own list and saves (type 2), never shown on the Web screen', async () => {
    const h5List = page.waitForResponse((r) => r.url().includes('/backend/bannerConfig/page') && new URL(r.url()).searchParams.get('type') === '2');
    await page.locator('[data-testid="sidebar-menu"] [data-menu-path="/H5Maintenance"]').click();
    await page.waitForURL((url) => url.pathname === '/H5Maintenance');
    await h5List;
    await waitForList(page, 'bannerH5');
    await v(page.getByText('共 6 条')).waitFor();
    await expect.poll(() => titles(page, 'bannerH5')).toEqual(H5_TITLES);
    await shot(page, 'banners-h5-list');

    await list(page, 'bannerH5').getByRole('button', { name: '新增' }).click();
    const form = await formDialog(page, '新增H5 轮播图');
    await form.locator('input[name="title"]').fill('端到端 H5 轮播');
    await form.locator('input[type="file"]').setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer: solidPng([40, 90, 220]) });
    await form.getByTestId('simple-media-item').waitFor({ timeout: 20_000 });
    await form.locator('input[name="sortOrder"]').fill('100');
    const saved = page.waitForResponse((r) => r.url().includes('/backend/bannerConfig/operation/single'));
    await form.getByRole('button', { name: /保存/ }).click();
    expect((await saved).request().postDataJSON()).toMatchObject({ type: 2, title: '端到端 H5 轮播' });
    await form.waitFor({ state: 'detached' });
    await v(page.getByText('共 7 条')).waitFor();
    await expect.poll(() => titles(page, 'bannerH5')).toEqual([...H5_TITLES, '端到端 H5 轮播']);
    expect(await rowWith(page, 'bannerH5', '端到端 Web 轮播').count()).toBe(0);

    // The Web screen still has its own 8 banners, without the H5 one (fresh from the server).
    await openTag(page, '/bannerManage');
    await page.reload();
    await waitForList(page, 'bannerWeb');
    await v(page.getByText('共 8 条')).waitFor();
    await expect.poll(() => titles(page, 'bannerWeb')).toEqual([WEB_TITLES[0], '端到端 Web 轮播（修订）', ...WEB_TITLES.slice(1)]);
    expect(await rowWith(page, 'bannerWeb', 'H5').count()).toBe(0);
  });

  it('deletes the banners after confirmation', async () => {
    await rowAction(rowWith(page, 'bannerWeb', '端到端 Web 轮播（修订）'), '删除');
    await dialog(page).getByText(/确定要删除「端到端 Web 轮播（修订）」吗/).waitFor();
    const removed = page.waitForResponse((r) => r.url().includes('/backend/bannerConfig/delete?id=') && r.request().method() === 'DELETE');
    await confirmDialog(page);
    await removed;
    await v(page.getByText('共 7 条')).waitFor();
    await expect.poll(() => titles(page, 'bannerWeb')).toEqual(WEB_TITLES);

    // (The reload above closed the H5 tag: back through the menu.)
    await page.locator('[data-testid="sidebar-menu"] [data-menu-path="/H5Maintenance"]').click();
    await page.waitForURL((url) => url.pathname === '/H5Maintenance');
    await waitForList(page, 'bannerH5');
    await rowAction(rowWith(page, 'bannerH5', '端到端 H5 轮播'), '删除');
    await confirmDialog(page);
    await v(page.getByText('共 6 条')).waitFor();
    await expect.poll(() => titles(page, 'bannerH5')).toEqual(H5_TITLES);
  });

  it('fits a 390px screen: list, market confirmation and form', async () => {
    const small = await open('/bannerManage', 390);
    // Phone width: one card per record (its actions as buttons) instead of table rows.
    const card = (text: string) => list(small, 'bannerWeb').getByTestId('list-card').filter({ hasText: text });
    await card('中东斋月备货专场').waitFor({ timeout: 30_000 });
    await v(small.getByText('共 7 条')).waitFor();
    // The page never scrolls sideways and 新增 is on screen.
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const add = await list(small, 'bannerWeb').getByRole('button', { name: '新增' }).boundingBox();
    expect(add && add.x >= 0 && add.x + add.width <= 390).toBe(true);
    await shot(small, 'banners-web-390');

    await card('中东斋月备货专场').getByRole('button', { name: '上架 中东斋月备货专场' }).click();
    await dialog(small).getByText('确认上架').waitFor();
    await shot(small, 'banners-confirm-390');
    await dialog(small).getByRole('button', { name: '取消' }).click();
    await expect.poll(() => dialog(small).count()).toBe(0);

    await list(small, 'bannerWeb').getByRole('button', { name: '新增' }).click();
    const form = await formDialog(small, '新增Web 轮播图');
    await form.getByRole('button', { name: /保存/ }).click();
    await expect.poll(() => form.getByText('必填项不能为空').count()).toBe(2);
    await shot(small, 'banners-form-390');
    await release(small.context());
  });
});
