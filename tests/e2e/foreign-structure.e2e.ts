import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, release, screenshot, signInWithShapes } from './browser';
import { closeOtherTags, goInApp, requestsSettled, visible, watchPage, type WatchedPage } from './ui';
import { fillDate } from './datePicker';
import { rowAction } from './rowActions';
import { appRoutes } from '../../src/app/routeRegistry';

/**
 * The console against a backend that shapes records its own way (issue 25 item 3): the stand-in
 * in its structural mode (`?shapes=structural`, src/mock/structuralShapes.ts: nested objects, the
 * rank list as boards with `goodsIds[]`, ids as strings, `{ list, count }` pages), read only
 * through the deployment written for it (src/mock/structuralDeployment.ts, in the form of
 * src/deployment.ts). Every mounted route renders with no page error, no shape warning and no
 * column left blank that the contract's shapes fill, and the daily journeys work; the stand-in refuses the contract's flat shape
 * where that backend nests, so every save that succeeds was sent in its structures.
 */

let browser: Browser;
const TEST_MS = 300_000;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 250 });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The URLs that open every route the console mounts (src/app/routeRegistry.ts): a page with a
 * parent (a form or a details page) with `?id=1` (a seeded record), a form also empty; the
 * redirect helper towards a list. The demo-only `/dev/*` pages read no records.
 */
const VISITS: readonly string[] = appRoutes
  .filter((route) => !route.path.startsWith('/dev/'))
  .flatMap((route) => {
    if (route.path === '/redirect/*') return ['/redirect/agreement'];
    if (!route.parent) return [route.path];
    return route.editTitleKey ? [route.path, `${route.path}?id=1`] : [`${route.path}?id=1`];
  });

type Watched = WatchedPage;

async function openIn(mode: 'structural' | 'contract'): Promise<Watched> {
  const { page } = await newPage(browser, { width: 1280, height: 900 });
  page.setDefaultTimeout(30_000);
  const watched = watchPage(page);
  await signInWithShapes(page, mode);
  return watched;
}

/**
 * Columns of the visible list table whose cells on the first page are all empty (or `—`):
 * named by their header. Selection and action columns have no header text and are skipped.
 */
async function blankColumns(page: Page): Promise<string[]> {
  const table = visible(page.locator('[data-testid^="schema-list-"] table')).first();
  if (!(await table.count())) return [];
  return table.evaluate((element) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) => (th as HTMLElement).innerText.trim());
    // A cell shows something when it has text or a control or picture (a status switch, a thumbnail).
    const shown = (td: Element) =>
      (td as HTMLElement).innerText.trim() ||
      (td.querySelector('input, img, canvas, [role="img"], [role="switch"]') ? '(shown)' : '');
    const rows = [...element.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map(shown));
    if (rows.length === 0 || rows.every((row) => row.length <= 1)) return [];
    return headers.filter(
      (header, index) =>
        header !== '' && !/操作/.test(header) && rows.every((row) => (row[index] ?? '') === '' || row[index] === '—'),
    );
  });
}

/** The JSON body of the last request to a path. */
const lastBody = (watched: Watched, path: string) =>
  JSON.parse(watched.sent.filter((request) => request.url.includes(path) && request.body).at(-1)!.body!) as Record<
    string,
    unknown
  >;

describe('a backend with other record structures, mapped in the deployment module alone', () => {
  let structural: Watched;

  it(
    'every route renders: no page error, no shape warning, no blank column',
    async () => {
      structural = await openIn('structural');
      const { page } = structural;
      const blanks = new Map<string, string[]>();
      expect(VISITS.length).toBeGreaterThan(25);
      for (const [index, path] of VISITS.entries()) {
        if (index % 5 === 4) await closeOtherTags(page);
        await goInApp(page, path);
        // The screen before stays mounted until the switch (docs/decisions/190): wait for the new URL.
        await page.waitForURL((url) => `${url.pathname}${url.search}` === path || path.startsWith('/redirect/'));
        await requestsSettled(structural);
        expect(await visible(page.getByText(/出错了|非本系统的接口|数据不存在/)).count(), path).toBe(0);
        expect(await page.locator('body').innerText(), path).not.toMatch(/undefined|NaN|\[object Object\]/);
        const blank = await blankColumns(page);
        if (blank.length) blanks.set(path, blank);
      }
      expect(structural.errors).toEqual([]);
      expect(structural.shapeWarnings).toEqual([]);
      // A column blank here is blank in the contract's shapes too (no seeded value: 二级区域 of the
      // freight rules): the same lists in a session on the contract's stand-in.
      if (blanks.size) {
        const contract = await openIn('contract');
        for (const path of blanks.keys()) {
          await goInApp(contract.page, path);
          await visible(contract.page.locator('[data-testid^="schema-list-"] tbody tr')).first().waitFor();
          await requestsSettled(contract);
          expect(blanks.get(path), path).toEqual(await blankColumns(contract.page));
        }
        await release(contract.page.context());
      }
    },
    TEST_MS,
  );

  it(
    'the rank list shows each board’s goods, one row per goods, and saves an entry as a board',
    async () => {
      const { page } = structural;
      await goInApp(page, '/rankList');
      const list = visible(page.getByTestId('schema-list-rankList'));
      await list.waitFor();
      // Boards of four goods each arrive as one record; the list shows a row per goods, named.
      await poll(async () => await list.locator('tbody tr').count()).toBeGreaterThan(4);
      const goodsCells = await list.locator('tbody td.column-goodsId').allInnerTexts();
      expect(goodsCells.filter((text) => text.trim() === '')).toEqual([]);
      expect(goodsCells.join(' ')).toMatch(/男士纯棉圆领T恤|不锈钢保温杯/);
      await visible(page.getByText('近 30 天销量第一')).first().waitFor();

      await goInApp(page, '/rankList/add');
      const form = page.locator('form').filter({ has: page.locator('input[name="rankNo"]') });
      await form.getByRole('combobox', { name: /榜单/ }).click();
      await page.getByRole('option', { name: '新品榜', exact: true }).click();
      await form.getByRole('button', { name: '选择商品' }).click();
      const picker = page.getByRole('dialog', { name: '选择营销商品' });
      await picker.getByRole('button', { name: /智能心率运动手环(?!（)/ }).click();
      await picker.getByRole('button', { name: '确定' }).click();
      await form.locator('input[name="rankNo"]').fill('37');
      await form.locator('textarea[name="reason"]').fill('结构不同的后端');
      await fillDate(form, 'startDate', '2026-06-01');
      await fillDate(form, 'endDate', '2026-06-30');
      await form.getByRole('button', { name: '保存' }).click();
      await page.waitForURL((url) => url.pathname === '/rankList');
      const sent = lastBody(structural, '/rankList/operation');
      expect(sent).toMatchObject({
        boardCode: 'NEW',
        goodsIds: [expect.stringMatching(/^\d+$/)],
        entries: [{ rank: 37, reason: '结构不同的后端', period: '2026-06-01/2026-06-30' }],
      });
      // Read back on its board: the list filtered on 新品榜 (sent as `boardCode: 'NEW'`).
      const boards = visible(page.getByTestId('schema-list-rankList'));
      await boards.getByRole('combobox', { name: /榜单/ }).click();
      await page.getByRole('option', { name: '新品榜', exact: true }).click();
      await boards.getByRole('button', { name: '查询' }).click();
      await poll(() => structural.sent.some((request) => /\/rankList\/page\?.*boardCode=NEW/.test(request.url))).toBe(
        true,
      );
      const row = boards.locator('tbody tr').filter({ hasText: '结构不同的后端' }).first();
      await row.getByText('智能心率运动手环').waitFor();
      expect(structural.errors).toEqual([]);
      expect(structural.shapeWarnings).toEqual([]);
    },
    TEST_MS,
  );

  it(
    'goods and orders: list, filter and page; a goods record opened and saved; an order shipped',
    async () => {
      const { page } = structural;
      // Goods: `{ list, count }` pages, the shelf filter, the next page.
      await goInApp(page, '/goodsManage');
      const goods = visible(page.getByTestId('schema-list-goods'));
      await goods.waitFor();
      const names = async () =>
        (await goods.locator('tbody td.column-goodsName').allInnerTexts()).map((text) => text.trim());
      await poll(async () => (await names()).length).toBeGreaterThan(0);
      const firstPage = await names();
      await goods.getByRole('button', { name: '下一页' }).click();
      await poll(async () => (await names()).join('|')).not.toBe(firstPage.join('|'));
      const more = goods.getByRole('button', { name: '展开' });
      if (await more.count()) await more.click();
      await goods.getByRole('combobox', { name: /上架状态/ }).click();
      await page.getByRole('option', { name: '已上架', exact: true }).click();
      await goods.getByRole('button', { name: '查询' }).click();
      await poll(
        async () =>
          new Set((await goods.locator('tbody td.column-shelfStatus').allInnerTexts()).map((text) => text.trim())),
      ).toEqual(new Set(['已上架']));
      // Price ranges are read from `priceRange.min/max`, stock from `inventory.total`.
      expect(
        (await goods.locator('tbody td.column-totalStock').allInnerTexts()).filter((text) => text.trim() === ''),
      ).toEqual([]);

      // A goods record (its id arrives as "1"): opened, renamed, saved.
      // A fresh editor, in a session of its own (the sweep left forms of this goods open behind tags).
      const editor = await openIn('structural');
      await goInApp(editor.page, '/goodsManage/addGoods?id=1');
      // Its SKUs are read on their own call (`goodsSku/list`, ids as strings): the grid first.
      await visible(editor.page.getByTestId('sku-matrix')).waitFor({ timeout: 60_000 });
      await poll(() => visible(editor.page.getByTestId('sku-0-price')).inputValue()).not.toBe('');
      const name = visible(editor.page.locator('input[name="goodsName"]'));
      await poll(() => name.inputValue()).toBe('男士纯棉圆领T恤');
      await name.fill('男士纯棉圆领T恤（结构）');
      const saved = editor.page.waitForResponse((response) =>
        /\/supplier\/goods\/edit$/.test(new URL(response.url()).pathname),
      );
      await visible(editor.page.getByRole('button', { name: /^保存$/ }))
        .first()
        .click();
      // A form that refuses to save names the fields it holds invalid (read from the backend's record).
      const refused = visible(editor.page.getByText(/请先修正/))
        .first()
        .waitFor({ timeout: 30_000 })
        .then(async () => {
          const invalid = await editor.page
            .locator('[aria-invalid="true"]')
            .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('name') ?? node.id));
          return `the goods form refused to save: ${JSON.stringify(invalid)} ${JSON.stringify(await visible(editor.page.locator('.Mui-error')).allInnerTexts())}`;
        })
        .catch(() => new Promise<never>(() => undefined)); // no refusal: the answer decides
      const outcome = await Promise.race([saved, refused]);
      if (typeof outcome === 'string') throw new Error(outcome);
      expect(outcome.status()).toBe(200);
      expect(String(lastBody(editor, '/supplier/goods/edit').id)).toBe('1');
      // Read back through the list, found by its new name.
      await goInApp(editor.page, '/goodsManage');
      const savedList = visible(editor.page.getByTestId('schema-list-goods'));
      await savedList.getByRole('textbox', { name: '商品名称' }).fill('（结构）');
      await savedList.getByRole('button', { name: '查询' }).click();
      await savedList.locator('tbody tr', { hasText: '男士纯棉圆领T恤（结构）' }).first().waitFor();
      expect(editor.errors).toEqual([]);
      expect(editor.shapeWarnings).toEqual([]);
      await release(editor.page.context());

      // Orders: the state filter and paging, then a waybill and 发货 from the details.
      await goInApp(page, '/orderManage');
      const orders = visible(page.getByTestId('schema-list-orders'));
      await orders.waitFor();
      const orderNos = async () => (await orders.locator('tbody td.column-orderNo').allInnerTexts()).join('|');
      await poll(async () => (await orderNos()).length).toBeGreaterThan(0);
      const firstOrders = await orderNos();
      await orders.getByRole('button', { name: '下一页' }).click();
      await poll(orderNos).not.toBe(firstOrders);
      expect(
        (await orders.locator('tbody td.column-totalAmount').allInnerTexts()).filter((text) => text.trim() === ''),
      ).toEqual([]);
      const moreOrders = orders.getByRole('button', { name: '展开' });
      if (await moreOrders.count()) await moreOrders.click();
      await orders.getByRole('combobox', { name: /订单状态/ }).click();
      await page.getByRole('option', { name: '待发货', exact: true }).click();
      await orders.getByRole('button', { name: '查询' }).click();
      await poll(async () => {
        const chips = await orders.locator('tbody td.column-status').allInnerTexts();
        return chips.length > 0 && chips.every((chip) => chip.trim() === '待发货');
      }).toBe(true);
      await rowAction(orders.locator('tbody tr').first(), /^查看/);
      await page.getByTestId('order-details').waitFor();
      await page.getByTestId('waybill-open').click();
      await page.getByRole('combobox', { name: /物流商/ }).click();
      await page.getByRole('option', { name: 'DHL 国际快递' }).click();
      await page.locator('input[name="waybillNo"]').fill('DHL20261288');
      await page.getByTestId('waybill-save').click();
      await poll(() =>
        page
          .getByTestId('waybill-info')
          .innerText()
          .catch(() => ''),
      ).toContain('DHL20261288');
      await page.getByRole('button', { name: /^发货/ }).click();
      await visible(page.getByRole('dialog')).getByRole('button', { name: '确认发货' }).click();
      await poll(() => visible(page.getByTestId('order-status')).first().innerText()).toBe('已发货');
      await screenshot(page, 'foreign-structure-order-shipped-1280');
      expect(structural.errors).toEqual([]);
      expect(structural.shapeWarnings).toEqual([]);
    },
    TEST_MS,
  );

  it(
    'a freight rule is saved with its weights and destination nested, and reads back the same',
    async () => {
      const { page } = structural;
      await goInApp(page, '/freightRules/add');
      const form = page.locator('form').filter({ has: page.locator('input[name="firstWeight"]') });
      await form.locator('input[name="name"]').fill('结构后端运费规则');
      for (const [label, choice] of [
        [/国家/, '美国'],
        [/物流商/, 'DHL 国际快递'],
        [/币种/, '美元'],
      ] as const) {
        await visible(form.getByRole('combobox', { name: label }))
          .first()
          .click();
        await visible(page.getByRole('option', { name: choice, exact: true })).click();
        await page.getByRole('listbox').waitFor({ state: 'detached' });
      }
      await form.locator('input[name="firstWeight"]').fill('1');
      await form.locator('input[name="firstPrice"]').fill('20');
      await form.locator('input[name="extraWeight"]').fill('0.5');
      await form.locator('input[name="extraPrice"]').fill('8');
      await form.getByRole('button', { name: /保存/ }).click();
      await page.waitForURL((url) => url.pathname === '/freightRules');
      const sent = lastBody(structural, '/shippingFreightRuleOverseas/operation');
      expect(sent).toMatchObject({
        name: '结构后端运费规则',
        first: { weight: 1, price: 20 },
        extra: { weight: 0.5, price: 8 },
        destination: { countryId: expect.anything() },
      });
      expect(sent).not.toHaveProperty('firstWeight');
      const row = visible(page.getByTestId('schema-list-freightRules'))
        .locator('tbody tr')
        .filter({ hasText: '结构后端运费规则' })
        .first();
      await row.waitFor();
      expect((await row.locator('td.column-firstPrice').innerText()).trim()).not.toBe('');
      await rowAction(row, /^编辑/);
      const again = page.locator('form').filter({ has: page.locator('input[name="firstWeight"]') });
      await poll(() => again.locator('input[name="extraWeight"]').inputValue()).toBe('0.5');
      await poll(async () =>
        (
          await visible(again.getByRole('combobox', { name: /国家/ }))
            .first()
            .innerText()
        ).trim(),
      ).toBe('美国');
      expect(structural.errors).toEqual([]);
      expect(structural.shapeWarnings).toEqual([]);
    },
    TEST_MS,
  );
});
