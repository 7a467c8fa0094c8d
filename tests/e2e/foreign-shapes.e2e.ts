import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signInWithShapes } from './browser';
import { chooseTheme, closeOtherTags, goInApp, requestsSettled, visible, watchPage, type WatchedPage } from './ui';
import { axeFindings, COLOUR_RULES } from './axe';
import { fillDate } from './datePicker';
import { solidPng } from './mediaFiles';
import { OUT_OF_SET_VALUES } from '../../src/mock/foreignShapes';
import { hasRowAction, rowAction } from './rowActions';
import { SPEC_ROUTES } from '../specRoutes';
import { schemas } from '../../src/resources/registry';

/**
 * The console against a backend with other record shapes (issue 11 item 6): the stand-in in its
 * foreign-shapes mode (`?shapes=foreign`: other field names, enum values spelled otherwise,
 * numbers as strings, nulls, unknown fields; the matching mapping installed as a deployer would).
 * Every route renders without a page error or a shape warning and shows the mapped values; the
 * daily journeys work, and since the stand-in refuses our own names in this mode (HTTP 400),
 * every save that succeeds was sent in the backend's names. Without the mapping
 * (`?shapes=foreign-unmapped`) no route throws and the warnings name the mismatched fields.
 */

/** A generated list's search form: one select (opened with 展开 when folded), then 查询. */
async function filterListBy(page: Page, resource: string, label: RegExp, option: string) {
  const list = visible(page.getByTestId(`schema-list-${resource}`));
  await list.waitFor();
  const more = list.getByRole('button', { name: '展开' });
  if (await more.count()) await more.click();
  await list.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await list.getByRole('button', { name: '查询' }).click();
}

/** The order list's search form: 订单状态, then 查询. */
const filterOrdersBy = (page: Page, status: string) => filterListBy(page, 'orders', /订单状态/, status);

let browser: Browser;
// The route visits grow with every entity outside the spec; the loaded 2-core machine needs the room.
const TEST_MS = 300_000;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 250 });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Visit = readonly [url: string, shown: string | RegExp | null];

const AGREEMENT_TITLES = /平台用户服务协议|隐私政策|售后服务协议|跨境采购协议|物流配送协议|退换货规则|知识产权声明|结算与付款协议/;

/**
 * The URLs that open a route, with a value shown only when the record's renamed fields were read.
 * Derived for every route: the path itself; a schema's form page also with `?id=` of a seeded
 * record (the stand-in numbers them from 1), its details page with it. Listed here only where a
 * route needs another URL (`/redirect/...`, an unknown path) or shows a value to check, so a
 * route the spec adds, or an entity outside the spec, is visited without an edit here.
 * `/login` is loaded whole (the standalone sign-in page; with a token it becomes the app).
 */
const CHECKED: Readonly<Partial<Record<string, readonly Visit[]>>> = {
  '/403': [['/403', '抱歉，你无权访问该页面']],
  '/404': [
    ['/404', '抱歉，你访问的页面不存在'],
    ['/no-such-page', '抱歉，你访问的页面不存在'],
  ],
  '/redirect/:path(.*)': [['/redirect/agreement', AGREEMENT_TITLES]],
  '/customerManage/details': [['/customerManage/details?id=1', '迪拜金沙贸易有限公司']],
  '/goodsManage/viewGoods': [
    ['/goodsManage/viewGoods?id=1', '男士纯棉圆领T恤'],
    // A shelf state this backend has and we do not (in review): shown as it came.
    ['/goodsManage/viewGoods?id=6', 'PENDING_REVIEW'],
  ],
  '/orderManage/addOrder': [['/orderManage/addOrder?id=1', null]],
  '/orderManage/details': [
    ['/orderManage/details?id=1', null],
    // An order state this backend has and we do not (being refunded): shown as it came.
    ['/orderManage/details?id=3', 'REFUNDING'],
  ],
  '/product': [['/product', '头戴式蓝牙降噪耳机']],
  '/rankList': [['/rankList', '近 30 天销量第一']],
  '/bannerManage': [['/bannerManage', '双十一全球采购节主会场']],
  '/H5Maintenance': [['/H5Maintenance', 'H5 限时秒杀']],
  '/accountManagerRole': [['/accountManagerRole', '大客户经理']],
  '/accountManager': [['/accountManager', /周晓明|陈思雨|王建国|李佳琪|赵文博|孙丽华|黄志强|吴欣怡|郑浩然|林雅婷|何俊杰|高雪梅/]],
  '/goodsTemplate': [['/goodsTemplate', /通用模板|收纳模板|配件模板|小家电模板|运动模板|个护模板|皮具模板|玩具模板/]],
  '/deliveryAddress': [['/deliveryAddress', /自提中心|自提点/]],
  '/freightRules': [['/freightRules', /美国标准快递|英国经济小包|德国空运专线|日本 EMS|澳大利亚海运|加拿大快线|法国标准件|新加坡次日达/]],
  '/agreement': [['/agreement', AGREEMENT_TITLES]],
};

/** The URLs of a route without a listed visit: from the schema whose page it is, else the path. */
function derivedVisits(path: string): readonly Visit[] {
  if (schemas.some((schema) => schema.routes.show === path)) return [[`${path}?id=1`, null]];
  if (schemas.some((schema) => schema.routes.form === path)) return [[path, null], [`${path}?id=1`, null]];
  return [[path, null]];
}

/** Every route: the spec's list (§2) and the pages of the entities outside the spec (their schemas). */
const ROUTE_PATHS: readonly string[] = [
  ...SPEC_ROUTES.map((route) => route.path),
  ...schemas.filter((schema) => schema.outsideSpec && schema.ownPages).flatMap((schema) => [schema.routes.list, schema.routes.form, schema.routes.show].filter((path): path is string => Boolean(path))),
];

/** The visits in the spec's order, then the other entities'. */
const ROUTES: readonly Visit[] = ROUTE_PATHS.flatMap((path) => CHECKED[path] ?? derivedVisits(path));

const outOfSet = Object.values(OUT_OF_SET_VALUES).flatMap((fields) => Object.values(fields));
/** A report of values outside a field's set, every one of them a value this backend has and we do not. */
function isExpectedOutOfSet(text: string): boolean {
  const reported = /: values? (.+?) (?:is|are) outside the declared set/.exec(text)?.[1];
  return reported !== undefined && reported.split(', ').every((value) => outOfSet.includes(JSON.parse(value) as string));
}

type Watched = WatchedPage;

async function openIn(mode: 'foreign' | 'foreign-unmapped'): Promise<Watched> {
  const { page } = await newPage(browser, { width: 1280, height: 900 });
  page.setDefaultTimeout(30_000);
  // The values this backend has outside our sets are reported as such (shown and kept): expected here.
  const watched = watchPage(page, (text) => /^\[[^\]]+\] (field|a row)/.test(text) && !isExpectedOutOfSet(text));
  // Signed in with the demo account, starting from the login page in the chosen mode.
  await signInWithShapes(page, mode);
  return watched;
}

/**
 * A route of the visit list: in the app, except `/login`, the standalone sign-in page, which is
 * loaded whole (signed in, it becomes the app at `/`; the mode stays, kept in sessionStorage).
 */
async function visit(page: Page, path: string) {
  if (path !== '/login') return goInApp(page, path);
  await page.goto(path);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await page.waitForFunction(() => (window as unknown as { __supplierDemo?: { shapes: string } }).__supplierDemo?.shapes);
}

describe('foreign record shapes', () => {
  let foreign: Watched;

  it('with the mapping every route renders its records: no page error, no shape warning', async () => {
    foreign = await openIn('foreign');
    const { page } = foreign;
    for (const [index, [path, shown]] of ROUTES.entries()) {
      if (index % 5 === 4) await closeOtherTags(page);
      await visit(page, path);
      if (shown) await visible(page.getByText(shown)).first().waitFor().catch((error: Error) => Promise.reject(new Error(`${path}: ${String(shown)} not shown (${error.message})`)));
      if (shown) expect(await page.locator('body').innerText(), path).not.toMatch(/undefined|NaN/);
      await requestsSettled(foreign);
      expect(await visible(page.getByText(/出错了|非本系统的接口|数据不存在/)).count(), path).toBe(0);
    }
    // Values outside our sets are shown as they came in the lists (not blank, not —, not another option's label).
    for (const [path, value] of [['/agreement', 'LEGAL'], ['/customerManage', 'DIAMOND'], ['/rankList', 'SEASONAL'], ['/goodsManage', 'PENDING_REVIEW'], ['/orderManage', 'REFUNDING']] as const) {
      await goInApp(page, path);
      await visible(page.getByText(value, { exact: true })).first().waitFor().catch((error: Error) => Promise.reject(new Error(`${path}: ${value} not shown (${error.message})`)));
    }
    // Shelf states are read from `saleState` ('ON_SHELF' / 'OFF_SHELF' and this backend's
    // 'PENDING_REVIEW', shown as it came), names from `spuName`.
    await goInApp(page, '/goodsManage');
    const goodsList = visible(page.getByTestId('schema-list-goods'));
    const shelfStates = async () => new Set((await goodsList.locator('tbody td.column-shelfStatus').allInnerTexts()).map((t) => t.trim()));
    await poll(shelfStates).toEqual(new Set(['已上架', '已下架', 'PENDING_REVIEW']));
    expect((await goodsList.locator('tbody td.column-goodsName').allInnerTexts()).filter((name) => name.trim() === '')).toEqual([]);
    // The state filter works beside values it does not offer: 已上架 sends ON_SHELF, rows in review are not among the answers.
    await filterListBy(page, 'goods', /上架状态/, '已上架');
    await poll(shelfStates).toEqual(new Set(['已上架']));
    expect(JSON.parse(foreign.posted.filter((request) => request.url.includes('/supplier/goods/page')).at(-1)!.body)).toMatchObject({ saleState: 'ON_SHELF' });
    await goodsList.getByRole('button', { name: '重置' }).click();
    await poll(shelfStates).toEqual(new Set(['已上架', '已下架', 'PENDING_REVIEW']));
    // Orders: numbers from `orderSn`, states from `orderState`.
    await goInApp(page, '/orderManage');
    await poll(async () => (await visible(page.locator('tbody tr td.column-orderNo')).allInnerTexts()).filter((no) => /\w{6,}/.test(no)).length).toBeGreaterThan(0);
    expect(await visible(page.locator('tbody td.column-status')).allInnerTexts()).not.toContain('');
    expect(await visible(page.locator('tbody td.column-status')).allInnerTexts()).not.toContain('—');
    // Customers: names from `companyName`, grades from 'NORMAL' / 'SILVER' / 'GOLD'.
    await goInApp(page, '/customerManage');
    const customers = visible(page.getByTestId('schema-list-customer').locator('tbody tr'));
    await poll(async () => (await customers.allInnerTexts()).filter((row) => /有限公司|贸易|商行|百货|公司/.test(row)).length).toBeGreaterThan(2);
    expect(foreign.errors).toEqual([]);
    expect(foreign.shapeWarnings).toEqual([]);
  }, TEST_MS);

  it('journeys: goods 上架, waybill → 发货, postage → voucher, marketing through the picker, a freight rule with 币种', async () => {
    const { page } = foreign;
    // Goods: put an off-shelf goods on the shelf.
    await goInApp(page, '/goodsManage');
    const goods = visible(page.getByTestId('schema-list-goods'));
    const off = goods.locator('tbody tr').filter({ has: page.locator('td.column-shelfStatus', { hasText: /^\s*已下架\s*$/ }) }).first();
    const goodsName = (await off.locator('td.column-goodsName').innerText()).trim();
    expect(goodsName).not.toBe('');
    // The 上架 record action (named after the goods) asks first.
    await rowAction(off, `上架 ${goodsName}`);
    await visible(page.getByRole('dialog')).getByRole('button', { name: /^(确认|确定)$/ }).click();
    await poll(async () => (await goods.locator('tbody tr').filter({ hasText: goodsName }).first().locator('td.column-shelfStatus').innerText()).trim()).toBe('已上架');

    // Order: a waybill, then 发货.
    await goInApp(page, '/orderManage');
    await filterOrdersBy(page, '待发货');
    await poll(async () => {
      const chips = await visible(page.locator('tbody td.column-status')).allInnerTexts();
      return chips.length > 0 && chips.every((c) => c.trim() === '待发货');
    }).toBe(true);
    await rowAction(visible(page.locator('tbody tr')).first(), /^查看/);
    await page.getByTestId('order-details').waitFor();
    await page.getByTestId('waybill-open').click();
    await page.getByRole('combobox', { name: /物流商/ }).click();
    await page.getByRole('option', { name: 'DHL 国际快递' }).click();
    await page.locator('input[name="waybillNo"]').fill('DHL20261199');
    await page.getByTestId('waybill-save').click();
    await poll(() => page.getByTestId('waybill-info').innerText().catch(() => '')).toContain('DHL20261199');
    await page.getByRole('button', { name: /^发货/ }).click();
    // The ship dialog starts from the saved waybill (src/orders/ShipOrderDialog.tsx).
    await visible(page.getByRole('dialog')).getByRole('button', { name: '确认发货' }).click();
    await poll(() => visible(page.getByTestId('order-status')).first().innerText()).toBe('已发货');
    const waybillSent = foreign.posted.find((request) => request.url.includes('/waybill/add'));
    expect(JSON.parse(waybillSent!.body)).toMatchObject({ trackingNo: 'DHL20261199', logisticsId: expect.anything() });

    // Order: postage for another destination, then the voucher.
    await goInApp(page, '/orderManage');
    await filterOrdersBy(page, '待付款');
    await poll(async () => {
      const chips = await visible(page.locator('tbody td.column-status')).allInnerTexts();
      return chips.length > 0 && chips.every((c) => c.trim() === '待付款');
    }).toBe(true);
    // 待付款 orders are edited from their details page.
    await rowAction(visible(page.locator('tbody tr')).first(), /^查看/);
    await page.getByTestId('order-details').getByRole('link', { name: '编辑订单' }).click();
    await page.getByTestId('order-edit').waitFor();
    await page.getByRole('combobox', { name: /收货国家/ }).click();
    await page.getByRole('option', { name: '新加坡', exact: true }).click();
    await page.getByRole('combobox', { name: /收货地区/ }).click();
    await page.getByRole('option', { name: '东区', exact: true }).click();
    await poll(async () => Number(await page.getByTestId('postage-fee').getAttribute('data-fee').catch(() => 'NaN'))).toBeGreaterThan(0);
    await page.getByTestId('order-save').click();
    await poll(() => page.getByTestId('voucher-info').innerText().catch(() => '')).toMatch(/PV\d+/);
    expect(JSON.parse(foreign.posted.find((request) => request.url.includes('/calculate/postFee'))!.body)).toHaveProperty('weightKg');

    // Marketing: a goods picked in the picker (read through the goods mapping), saved as `spuRef`.
    await goInApp(page, '/product');
    const marketing = page.getByTestId('schema-list-goodsMarketing');
    await marketing.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: /新增营销商品/ });
    await dialog.getByRole('button', { name: '选择商品' }).click();
    const picker = page.getByRole('dialog', { name: '选择营销商品' });
    await picker.getByRole('button', { name: /轻量透气跑步鞋(?!（)/ }).click(); // not its pack variants (the demo catalogue)
    await picker.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('轻量透气跑步鞋').waitFor();
    await dialog.getByRole('combobox', { name: /营销位/ }).click();
    await page.getByRole('option', { name: '新品推荐', exact: true }).click();
    await dialog.locator('input[name="slogan"]').fill('外来后端 新品');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
    await marketing.locator('tbody tr').filter({ hasText: '外来后端 新品' }).getByText('轻量透气跑步鞋').waitFor();
    expect(JSON.parse(foreign.posted.find((request) => request.url.includes('/goodsMarketing/operation'))!.body)).toMatchObject({ spuRef: expect.anything(), slot: 'NEW_ARRIVAL' });

    // Freight rule: 国家, 物流商 and 币种 from this backend's reference lists (`nameZh`,
    // `logisticsName`, `code` / `name`): every option has its label, the chosen ones are sent as
    // their values and read back as the same labels.
    await goInApp(page, '/freightRules/add');
    const form = page.locator('form').filter({ has: page.locator('input[name="firstWeight"]') });
    await form.locator('input[name="name"]').fill('外来后端运费规则');
    for (const [label, choice] of [[/国家/, '美国'], [/物流商/, 'DHL 国际快递'], [/币种/, '美元']] as const) {
      await visible(form.getByRole('combobox', { name: label })).first().click();
      const options = visible(page.getByRole('listbox')).getByRole('option');
      await options.filter({ hasText: choice }).first().waitFor();
      const labels = (await options.allInnerTexts()).map((text) => text.replace(/\u200b/g, '').trim()).filter((text) => text !== '');
      expect(labels.length, String(label)).toBeGreaterThan(2);
      expect(labels.filter((text) => /undefined|null|NaN|\[object/.test(text)), String(label)).toEqual([]);
      await visible(page.getByRole('option', { name: choice, exact: true })).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });
    }
    await form.locator('input[name="firstWeight"]').fill('1');
    await form.locator('input[name="firstPrice"]').fill('20');
    await form.locator('input[name="extraWeight"]').fill('1');
    await form.locator('input[name="extraPrice"]').fill('8');
    await form.getByRole('button', { name: /保存/ }).click();
    await page.waitForURL((url) => url.pathname === '/freightRules');
    await visible(page.getByText('外来后端运费规则')).first().waitFor();
    const ruleSent = JSON.parse(foreign.posted.filter((request) => request.url.includes('/shippingFreightRuleOverseas/operation')).at(-1)!.body) as Record<string, unknown>;
    expect(ruleSent).toMatchObject({ ruleName: '外来后端运费规则', currency: 'USD', destCountryId: expect.anything(), logisticsId: expect.anything() });
    expect(ruleSent).not.toHaveProperty('currencyCode');
    const ruleRow = visible(page.getByTestId('schema-list-freightRules')).locator('tbody tr').filter({ hasText: '外来后端运费规则' }).first();
    await rowAction(ruleRow, /^编辑/);
    const again = page.locator('form').filter({ has: page.locator('input[name="firstWeight"]') });
    await poll(() => again.locator('input[name="name"]').inputValue()).toBe('外来后端运费规则');
    for (const [label, choice] of [[/国家/, '美国'], [/物流商/, 'DHL 国际快递'], [/币种/, '美元']] as const) {
      await poll(async () => (await visible(again.getByRole('combobox', { name: label })).first().innerText()).trim()).toBe(choice);
    }

    expect(foreign.errors).toEqual([]);
    expect(foreign.shapeWarnings).toEqual([]);
  }, TEST_MS);

  it('a record with a value outside our sets is edited and saved with that value unchanged, in the backend’s names', async () => {
    const { page } = foreign;
    // Agreement 3 has this backend's category LEGAL (ours are USER / PRIVACY / SERVICE / TRADE).
    await goInApp(page, '/agreement/add?id=3');
    const type = visible(page.getByRole('combobox', { name: /协议类型/ })).first();
    await poll(async () => (await type.innerText()).trim()).toBe('LEGAL');
    const titleInput = visible(page.locator('input[name="title"]'));
    const title = `${await titleInput.inputValue()}（外来后端）`;
    await titleInput.fill(title);
    await visible(page.getByRole('button', { name: /保存/ })).click();
    await page.waitForURL((url) => url.pathname === '/agreement');
    const sent = JSON.parse(foreign.posted.filter((request) => request.url.includes('/agreement/operation')).at(-1)!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ agreementTitle: title, category: 'LEGAL' });
    expect(String(sent.agreementId)).toBe('3');
    expect(sent).not.toHaveProperty('type');
    const row = visible(page.getByTestId('schema-list-agreement')).locator('tbody tr').filter({ hasText: title }).first();
    await row.getByText('LEGAL', { exact: true }).waitFor();
    expect(foreign.errors).toEqual([]);
    expect(foreign.shapeWarnings).toEqual([]);
  }, TEST_MS);

  it('journeys: a rank list entry through the picker and a Web banner with a picture', async () => {
    const { page } = foreign;
    const sentTo = (path: string) => JSON.parse(foreign.posted.filter((request) => request.url.includes(path)).at(-1)!.body) as Record<string, unknown>;
    await goInApp(page, '/rankList/add');
    const form = page.locator('form').filter({ has: page.locator('input[name="rankNo"]') });
    await form.getByRole('combobox', { name: /榜单/ }).click();
    await page.getByRole('option', { name: '热销榜', exact: true }).click();
    await form.getByRole('button', { name: '选择商品' }).click();
    const picker = page.getByRole('dialog', { name: '选择营销商品' });
    await picker.getByRole('button', { name: /智能心率运动手环(?!（)/ }).click();
    await picker.getByRole('button', { name: '确定' }).click();
    await form.locator('input[name="rankNo"]').fill('42');
    await form.locator('textarea[name="reason"]').fill('外来后端榜单');
    await fillDate(form, 'startDate', '2026-05-01');
    await fillDate(form, 'endDate', '2026-05-31');
    await form.getByRole('button', { name: '保存' }).click();
    await page.waitForURL((url) => url.pathname === '/rankList');
    expect(sentTo('/rankList/operation')).toMatchObject({ board: 'HOT', position: 42, recommendReason: '外来后端榜单', showFrom: '2026-05-01' });

    await goInApp(page, '/bannerManage');
    const banners = page.getByTestId('schema-list-bannerWeb');
    await banners.getByRole('button', { name: '新增' }).click();
    const dialog = visible(page.getByRole('dialog')).filter({ hasText: '新增Web 轮播图' });
    await dialog.locator('input[name="title"]').fill('外来后端 Web 轮播');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'green.png', mimeType: 'image/png', buffer: solidPng([40, 180, 90]) });
    await dialog.getByTestId('simple-media-item').waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: /保存/ }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = banners.locator('tbody tr').filter({ hasText: '外来后端 Web 轮播' });
    // New banners start off the market: the state is read from `onlineState` ('OFFLINE').
    await row.getByText('已下架').waitFor();
    // 上架: the state this backend answers ('ONLINE') reads as 已上架, and 下架 is offered instead.
    const upMarket = page.waitForResponse((response) => /\/bannerConfig\/upMarket\/[^/]+$/.test(new URL(response.url()).pathname));
    await rowAction(row, '上架 外来后端 Web 轮播');
    await visible(page.getByRole('dialog')).getByRole('button', { name: /^(确认|确定)$/ }).click();
    expect((await upMarket).status()).toBe(200);
    await row.getByText('已上架').waitFor();
    expect(await hasRowAction(row, '下架 外来后端 Web 轮播')).toBe(true);
    expect(sentTo('/bannerConfig/operation/single')).toMatchObject({ bannerType: 'WEB', bannerTitle: '外来后端 Web 轮播', picUrl: expect.stringMatching(/^https?:/) });
    expect(foreign.errors).toEqual([]);
    expect(foreign.shapeWarnings).toEqual([]);
  }, TEST_MS);

  it('without the mapping no route throws, and the warnings name the mismatched fields', async () => {
    await foreign?.page.context().close();
    const unmapped = await openIn('foreign-unmapped');
    for (const [index, [path]] of ROUTES.entries()) {
      if (index % 5 === 4) await closeOtherTags(unmapped.page);
      await visit(unmapped.page, path);
      await requestsSettled(unmapped);
    }
    expect(unmapped.errors).toEqual([]);
    const text = unmapped.shapeWarnings.join('\n');
    // The banner screens send their type filter in our names, which this backend refuses: they show
    // the load error in place (no rows, so no field warnings); the entity's fields are named by
    // the mapped journey above.
    for (const named of ['[goods] field "goodsName"', '[goods] field "shelfStatus"', '[orders] field "orderNo"', '[customer] field "purchaserName"', '[freightRules] field "currencyCode"', '[agreement] field "id"', '[accountManagerRole] field "roleName"']) {
      expect(text).toContain(named);
    }
    // Each names the entry of src/deployment.ts to paste, with the backend's key.
    expect(text).toContain("resources: { goods: { fields: { goodsName: { apiName: 'spuName' } } } }");
    expect(text).toContain("resources: { agreement: { fields: { id: { apiName: 'agreementId' } } } }");
    // The panel (demo, unmapped shapes): grouped by resource, 复制全部为 deployment.ts gives one block.
    const { page } = unmapped;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const panel = page.getByTestId('shape-warnings');
    await panel.getByRole('button', { name: '详情' }).click();
    await panel.getByRole('heading', { name: 'resources.goods', exact: true }).waitFor();
    await panel.getByRole('button', { name: '复制全部为 deployment.ts' }).click();
    await panel.getByText(/^已复制/).waitFor();
    const block = await page.evaluate(() => navigator.clipboard.readText());
    expect(block.startsWith('resources: {')).toBe(true);
    for (const line of ["goodsName: { apiName: 'spuName' },", "purchaserName: { apiName: 'companyName' },", "roleName: { apiName: 'roleTitle' },"]) expect(block).toContain(line);
    // Readable in every theme and on a phone (axe: nothing critical or serious on the panel).
    // Every rule in the first theme, the colour rules in the others (docs/decisions/300-e2e-speed.md, rule 7).
    for (const theme of ['normal', 'dark', 'dark-blue']) {
      await chooseTheme(page, theme);
      expect(await axeFindings(page, '[data-testid="shape-warnings"]', theme === 'normal' ? undefined : COLOUR_RULES), theme).toEqual([]);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeFindings(page, '[data-testid="shape-warnings"]'), '390 px').toEqual([]);
    expect(await page.evaluate(() => document.querySelector('[data-testid="shape-warnings"]')!.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
    await screenshot(page, 'foreign-shapes-panel-390');
    console.log(`[foreign-shapes] ${ROUTE_PATHS.length} routes (${SPEC_ROUTES.length} of the spec) in ${ROUTES.length} visits; unmapped: ${unmapped.shapeWarnings.length} shape warnings`);
    await unmapped.page.context().close();
  }, TEST_MS);
});
