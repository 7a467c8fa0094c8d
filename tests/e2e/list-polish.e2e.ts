import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, release, screenshot, signIn } from './browser';
import { atRest, chooseTheme, closeOtherTags, goInApp, toast, visible } from './ui';
import { axeFindings, COLOUR_RULES } from './axe';

/**
 * Issue 23, items 1 and 2 (src/resources/ui/table, src/resources/ui/search; decisions 140, 150):
 * every generated list at 1280×800 with no cell under the pinned 操作 column (an
 * element-from-point check at the centre of every cell in view), the freight rules' status switch
 * answering its own click; a table that still scrolls (1000 px) with its hint, the pinned first
 * column and the scroll buttons; on orders, 常用筛选's 今日待发货, the chips (labels, × at once,
 * 清除全部), the count on 展开, a saved search kept over a reload and removed at logout; axe-core
 * on the list with chips and the 常用筛选 panel in three themes and at 390 px.
 */
let browser: Browser;
const THEMES = ['normal', 'dark', 'dark-blue'] as const;
/** The machine may be busy: wait up to a minute for the page to catch up (no timing is asserted). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 60_000, interval: 250 });
const TEST_MS = 240_000;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every generated list: route and schema name. */
const LISTS: ReadonlyArray<[string, string]> = [
  ['/customerManage', 'customer'],
  ['/rankList', 'rankList'],
  ['/accountManager', 'accountManager'],
  ['/accountManagerRole', 'accountManagerRole'],
  ['/freightRules', 'freightRules'],
  ['/deliveryAddress', 'deliveryAddress'],
  ['/bannerManage', 'bannerWeb'],
  ['/H5Maintenance', 'bannerH5'],
  ['/product', 'goodsMarketing'],
  ['/goodsManage', 'goods'],
  ['/orderManage', 'orders'],
  ['/agreement', 'agreement'],
  ['/goodsTemplate', 'goodsTemplate'],
];

const listOf = (page: Page, name: string) => visible(page.getByTestId(`schema-list-${name}`));

/**
 * Cells (header and body) of the visible list whose centre is in the window but hits something
 * else: another cell (the pinned 操作 column), or nothing of the cell. Each as `column: what hit`.
 */
async function coveredCells(list: Locator): Promise<{ checked: number; covered: string[] }> {
  return list.locator('table.lt-table').evaluate((table) => {
    const covered: string[] = [];
    let checked = 0;
    for (const cell of table.querySelectorAll<HTMLElement>('thead th, tbody tr:not(.lt-spacer) td')) {
      const box = cell.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y < 0 || y >= window.innerHeight || box.width === 0) continue;
      checked += 1;
      const hit = document.elementFromPoint(x, y);
      if (hit && cell.contains(hit)) continue;
      const where = (el: Element | null) => (el ? `${el.closest('td, th')?.className || el.tagName}` : 'nothing');
      covered.push(
        `${cell.className || cell.tagName} (row ${(cell.parentElement as HTMLTableRowElement).rowIndex}) → ${where(hit)}`,
      );
    }
    return { checked, covered };
  });
}

const filterOf = (page: Page) =>
  JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

describe('list polish (issue 23)', () => {
  it(
    'keeps every column of every list readable at 1280×800: no cell under the pinned 操作 column',
    { timeout: TEST_MS },
    async () => {
      const { context, page } = await newPage(browser, { width: 1280, height: 800 });
      await signIn(page, '/dashboard');
      const covered: string[] = [];
      for (const [index, [path, name]] of LISTS.entries()) {
        if (index && index % 5 === 0) await closeOtherTags(page);
        await goInApp(page, path);
        const list = listOf(page, name);
        await list.locator('tbody tr').first().waitFor({ timeout: 60_000 });
        // Reference labels and thumbnails arrive after the rows: measure the settled layout.
        await poll(() => list.getByTestId('list-table').getAttribute('aria-busy')).toBeNull();
        const result = await coveredCells(list);
        expect(result.checked, path).toBeGreaterThan(10);
        covered.push(...result.covered.map((entry) => `${path}: ${entry}`));
        // Nothing to scroll to: no hint.
        expect(await list.getByTestId('scroll-hint').count(), path).toBe(0);
        if (['freightRules', 'goods', 'orders', 'customer'].includes(name))
          await screenshot(page, `list-polish-${name}-1280`);
      }
      expect(covered).toEqual([]);

      // The freight rules' status switch takes its own click (it asks first: a consequential switch).
      await goInApp(page, '/freightRules');
      const row = listOf(page, 'freightRules').locator('tbody tr').first();
      await row.waitFor();
      await row.getByRole('switch').click();
      const ask = visible(page.getByRole('dialog'));
      await ask.waitFor();
      // The dialog hides the page from the accessibility tree: the box by its cell.
      expect(await row.locator('td.lt-check input').isChecked()).toBe(false);
      await ask.getByRole('button', { name: '取消' }).click();
      await ask.waitFor({ state: 'detached' });

      // 编辑 / 查看 / 更多 are icons: the label shows as a tooltip on hover.
      await row.getByRole('button', { name: '编辑', exact: true }).hover();
      await poll(() => page.getByTestId('table-tip').textContent()).toBe('编辑');
      await release(context);
    },
  );

  it(
    'a table that still scrolls says how many columns are out of sight, keeps its first column and scrolls by button',
    { timeout: TEST_MS },
    async () => {
      const { context, page } = await newPage(browser, { width: 1000, height: 800 });
      await signIn(page, '/freightRules');
      const list = listOf(page, 'freightRules');
      await list.locator('tbody tr').first().waitFor();
      const hint = list.getByTestId('scroll-hint');
      await poll(() => hint.textContent()).toMatch(/^右侧还有 \d+ 列$/);
      await screenshot(page, 'list-polish-scroll-hint-1000');
      // The count is the headers under the pinned 操作 column or beyond the box.
      const outOfSight = await list.locator('thead th').evaluateAll(
        (cells) =>
          cells.filter((th) => {
            const box = th.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return !(hit && th.contains(hit));
          }).length,
      );
      expect(outOfSight).toBeGreaterThan(0);
      expect(await hint.textContent()).toBe(`右侧还有 ${outOfSight} 列`);
      await hint.getByRole('button', { name: '向右滚动表格' }).click();
      await poll(() => hint.textContent()).toMatch(/左侧还有 \d+ 列/);
      // Scrolled: the selection box and the first column stay in place, above the cells sliding under them.
      const first = list.locator('tbody tr').first();
      for (const cell of [first.locator('td.lt-check'), first.locator('td.lt-first'), first.locator('td.lt-actions')]) {
        expect(
          await cell.evaluate((td) => {
            const box = td.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return Boolean(hit && td.contains(hit));
          }),
        ).toBe(true);
      }
      await screenshot(page, 'list-polish-scroll-hint-1000-scrolled');
      // Back at the start, the hint counts the right side again.
      await hint.getByRole('button', { name: '向左滚动表格' }).click();
      await poll(() => hint.textContent()).toMatch(/^右侧还有 \d+ 列$/);
      await release(context);
    },
  );

  it(
    'keeps filters in sight on orders: 今日待发货, chips, the count on 展开, a saved search over a reload and gone at logout',
    { timeout: TEST_MS },
    async () => {
      const { context, page } = await newPage(browser, { width: 1280, height: 800 });
      await signIn(page, '/orderManage');
      const list = listOf(page, 'orders');
      await list.locator('tbody tr').first().waitFor();
      const form = list.getByRole('search', { name: '搜索条件' });
      const chips = list.getByRole('group', { name: '当前筛选条件' });
      expect(await chips.count()).toBe(0);

      // 常用筛选 → 今日待发货: status 待发货 and created today.
      await form.getByRole('button', { name: '常用筛选' }).click();
      let panel = visible(page.getByRole('dialog', { name: '常用筛选' }));
      await panel.getByRole('button', { name: '今日待发货' }).click();
      const day = today();
      await poll(() => filterOf(page)).toEqual({ status: 1, createTimeStart: day, createTimeEnd: day });
      await chips.getByText('订单状态：待发货').waitFor();
      await chips.getByText(`下单日期：${day}`).waitFor();
      await form.getByRole('button', { name: '常用筛选：今日待发货' }).waitFor();

      // Folded again, 展开 counts the two filters of its hidden fields.
      await form.getByRole('button', { name: '收起' }).click();
      const expand = form.getByRole('button', { name: '展开（折叠的字段中有 2 个筛选条件）' });
      expect(await expand.getByTestId('folded-count').textContent()).toBe('2');
      await screenshot(page, 'list-polish-orders-chips');

      // × removes one filter at once (the folded form stays folded and counts the rest); 清除全部 the rest.
      await chips.getByRole('button', { name: '移除筛选条件 订单状态：待发货' }).click();
      await poll(() => filterOf(page)).toEqual({ createTimeStart: day, createTimeEnd: day });
      await form.getByRole('button', { name: '展开（折叠的字段中有 1 个筛选条件）' }).waitFor();
      expect(await chips.getByTestId('filter-chip').count()).toBe(1);
      await chips.getByRole('button', { name: '清除全部' }).click();
      await poll(() => filterOf(page)).toEqual({});
      await chips.waitFor({ state: 'detached' });

      // A search of one's own: 订单状态 已发货 from the form, saved under a name.
      await form.getByRole('button', { name: '展开' }).click();
      await form.getByRole('combobox', { name: '订单状态' }).click();
      await page.getByRole('option', { name: '已发货' }).click();
      await form.getByRole('button', { name: '查询' }).click();
      await poll(() => filterOf(page)).toEqual({ status: 2 });
      await form.getByRole('button', { name: '常用筛选' }).click();
      panel = visible(page.getByRole('dialog', { name: '常用筛选' }));
      await panel.getByRole('textbox', { name: '保存当前筛选为' }).fill('已发货待确认');
      await panel.getByRole('button', { name: '保存' }).click();
      await toast(page, '已保存常用筛选「已发货待确认」').waitFor();
      const key = await page.evaluate(() =>
        Object.keys(localStorage).find((k) => k.startsWith('supplier-admin-saved-filters.')),
      );
      expect(key).toMatch(/^supplier-admin-saved-filters\.[^.]+\.orders$/);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });

      // The list with chips and the panel open: axe in the three themes (every rule in the first,
      // the colour rules in the others: docs/decisions/300-e2e-speed.md), and at 390 px.
      for (const theme of THEMES) {
        const rules = theme === THEMES[0] ? undefined : COLOUR_RULES;
        await chooseTheme(page, theme);
        await chips.getByText('订单状态：已发货').waitFor();
        expect(await axeFindings(page, undefined, rules), `${theme} list`).toEqual([]);
        await form.getByRole('button', { name: /^常用筛选/ }).click();
        await visible(page.getByRole('dialog', { name: '常用筛选' })).waitFor();
        await atRest(page);
        await screenshot(page, `list-polish-saved-${theme}`);
        expect(await axeFindings(page, undefined, rules), `${theme} panel`).toEqual([]);
        await page.keyboard.press('Escape');
        await visible(page.getByRole('dialog', { name: '常用筛选' })).waitFor({ state: 'detached' });
      }
      await chooseTheme(page, 'normal');
      await page.setViewportSize({ width: 390, height: 844 });
      await chips.getByText('订单状态：已发货').waitFor();
      await atRest(page);
      await screenshot(page, 'list-polish-orders-390');
      expect(await axeFindings(page), '390').toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });

      // Kept over a reload: clear the filter, then apply the saved one.
      await page.reload();
      await list.locator('tbody tr').first().waitFor();
      await chips.getByRole('button', { name: '清除全部' }).click();
      await poll(() => filterOf(page)).toEqual({});
      await form.getByRole('button', { name: '常用筛选' }).click();
      await visible(page.getByRole('dialog', { name: '常用筛选' }))
        .getByRole('button', { name: '已发货待确认', exact: true })
        .click();
      await poll(() => filterOf(page)).toEqual({ status: 2 });

      // Logout removes it with the rest of the user's data (decision 090).
      await page.getByTestId('user-menu').click();
      await page.getByTestId('logout').click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await page.evaluate((k) => localStorage.getItem(k), key!)).toBeNull();
      await release(context);
    },
  );
});
