import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, release } from './browser';
import { atRest, chooseTheme, goInApp, toast, visible } from './ui';
import { axeFindings } from './axe';

/**
 * The generated list's table (src/resources/ui/table, decision 140): row actions in view at
 * 1280×800 on every list, 更多 by keyboard, bulk select → 已选择 3 项 → 批量删除 → 已删除 3 项,
 * the column chooser and density remembered over a reload, a consequential status switch that
 * asks first, cards at 390 px whose actions work, and axe-core on the table in the three themes
 * and at 390 px.
 */
let browser: Browser;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 200 });
const TEST_MS = 180_000;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every generated list (schema lists, goods, orders): route and schema name. */
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

const table = (page: Page) => visible(page.getByTestId('list-table'));
const rows = (page: Page) => table(page).locator('tbody tr');

async function openAt(path: string, width = 1280, theme?: string): Promise<Page> {
  const { page } = await newPage(browser, { width, height: 800 });
  page.setDefaultTimeout(60_000);
  if (theme) await page.addInitScript((name) => localStorage.setItem('supplier-admin-active-theme-name-key', name), theme);
  await signIn(page, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  return page;
}

describe('list table', () => {
  it('shows every list’s row actions without scrolling at 1280×800', { timeout: 600_000 }, async () => {
    const page = await openAt('/dashboard');
    const misplaced: string[] = [];
    for (const [path, name] of LISTS) {
      await goInApp(page, path);
      const list = visible(page.getByTestId(`schema-list-${name}`));
      const first = list.locator('tbody tr').first();
      await first.waitFor({ timeout: 60_000 });
      const buttons = first.locator('td.lt-actions button');
      expect(await buttons.count(), path).toBeGreaterThan(0);
      for (const box of await buttons.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON() as DOMRect))) {
        if (box.x < 0 || box.x + box.width > 1280 || box.y < 0 || box.y + box.height > 800) misplaced.push(`${path}: ${JSON.stringify(box)}`);
      }
      // At most two inline actions, the rest under 更多.
      expect(await first.locator('td.lt-actions button:not(.lt-more)').count(), path).toBeLessThanOrEqual(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(1280);
      if (['/freightRules', '/goodsManage', '/orderManage', '/customerManage'].includes(path)) await screenshot(page, `list-table-${name}-1280`);
    }
    expect(misplaced).toEqual([]);
    await release(page.context());
  });

  it('opens 更多 with the keyboard and runs its item (delete asks, naming the record)', { timeout: TEST_MS }, async () => {
    const page = await openAt('/agreement');
    const row = rows(page).first();
    await row.waitFor();
    const title = (await row.locator('td.column-title').innerText()).trim();
    const more = row.getByRole('button', { name: /^更多/ });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await screenshot(page, 'list-table-more-menu');
    // Escape closes it and gives focus back to 更多.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('更多');
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('Enter');
    const ask = visible(page.getByRole('dialog'));
    await ask.getByText(`确定要删除「${title}」吗？删除后无法恢复。`).waitFor();
    expect(await ask.getByRole('button', { name: '确定' }).getAttribute('class')).toContain('MuiButton-colorError');
    await ask.getByRole('button', { name: '取消' }).click();
    await ask.waitFor({ state: 'detached' });
    await release(page.context());
  });

  it('selects 3 rows, says 已选择 3 项, deletes them with one confirmation and says 已删除 3 项', { timeout: TEST_MS }, async () => {
    const page = await openAt('/goodsTemplate');
    await rows(page).first().waitFor();
    const total = async () => Number((await visible(page.getByText(/^共 \d+ 条$/)).innerText()).match(/\d+/)![0]);
    await poll(total).toBeGreaterThan(3);
    const before = await total();
    const boxes = rows(page).getByRole('checkbox', { name: /^选择「/ });
    for (let i = 0; i < 3; i += 1) await boxes.nth(i).check();
    const bar = visible(page.getByTestId('bulk-bar'));
    await bar.getByText('已选择 3 项').waitFor();
    expect(await table(page).getByRole('checkbox', { name: '全选本页' }).evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);
    await screenshot(page, 'list-table-bulk-3');
    await bar.getByRole('button', { name: '批量删除' }).click();
    const ask = visible(page.getByRole('dialog'));
    await ask.getByText('确定要删除选中的 3 条记录吗？删除后无法恢复。').waitFor();
    await ask.getByRole('button', { name: '确定' }).click();
    await toast(page, '已删除 3 项').waitFor();
    await poll(total).toBe(before - 3);
    expect(await page.getByTestId('bulk-bar').count()).toBe(0);
    await release(page.context());
  });

  it('remembers hidden columns and the density over a reload', { timeout: TEST_MS }, async () => {
    const page = await openAt('/freightRules');
    await rows(page).first().waitFor();
    const header = () => table(page).locator('th.column-firstPrice');
    expect(await header().count()).toBe(1);
    const chooser = visible(page.getByRole('button', { name: '列设置' }));
    await chooser.click();
    const panel = page.getByRole('dialog', { name: '显示的列' });
    await panel.getByRole('checkbox', { name: '首重价格' }).uncheck();
    await panel.getByRole('radio', { name: '紧凑' }).check();
    await poll(() => header().count()).toBe(0);
    await screenshot(page, 'list-table-columns-panel');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    const compactHeight = await rows(page).first().evaluate((row) => row.getBoundingClientRect().height);
    await page.reload();
    await rows(page).first().waitFor();
    expect(await header().count()).toBe(0);
    expect(await table(page).getAttribute('data-density')).toBe('compact');
    expect(await table(page).locator('td.column-firstPrice').count()).toBe(0);
    // Back to 默认: rows grow again.
    await visible(page.getByRole('button', { name: '列设置' })).click();
    await page.getByRole('dialog', { name: '显示的列' }).getByRole('radio', { name: '默认' }).check();
    await poll(() => rows(page).first().evaluate((row) => row.getBoundingClientRect().height)).toBeGreaterThan(compactHeight);
    await release(page.context());
  });

  it('asks before switching a consequential status (freight rule)', { timeout: TEST_MS }, async () => {
    const page = await openAt('/freightRules');
    const row = rows(page).first();
    await row.waitFor();
    const name = (await row.locator('td.column-name').innerText()).trim();
    const toggle = row.getByRole('switch');
    const before = await toggle.getAttribute('aria-checked');
    await toggle.click();
    const ask = visible(page.getByRole('dialog', { name: '确认修改状态' }));
    await ask.getByText(new RegExp(`确定要将「${name}」设为(启用|停用)吗？`)).waitFor();
    await ask.getByRole('button', { name: '取消' }).click();
    expect(await toggle.getAttribute('aria-checked')).toBe(before);
    await toggle.click();
    await visible(page.getByRole('dialog', { name: '确认修改状态' })).getByRole('button', { name: '确定' }).click();
    await poll(() => toggle.getAttribute('aria-checked')).toBe(before === 'true' ? 'false' : 'true');
    await release(page.context());
  });

  it('shows cards at 390 px whose actions work (编辑 opens the form)', { timeout: TEST_MS }, async () => {
    const page = await openAt('/deliveryAddress', 390);
    const cards = visible(page.getByTestId('list-card'));
    await cards.first().waitFor();
    expect(await table(page).locator('table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const first = cards.first();
    const title = (await first.locator('h3').innerText()).trim();
    for (const box of await first.getByRole('button').evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    await first.scrollIntoViewIfNeeded();
    await screenshot(page, 'list-table-cards-390');
    await first.getByRole('button', { name: '编辑', exact: true }).click();
    const form = visible(page.getByRole('dialog', { name: '编辑自提点' }));
    await poll(() => form.getByLabel(/自提点名称/).inputValue()).toBe(title);
    await screenshot(page, 'list-table-cards-390-edit');
    await release(page.context());
  });

  describe('axe-core in the table, themes and widths in one signed-in page', () => {
    // Switched from the header and by resizing, as an operator would; one app load for all five.
    let page: Page;
    beforeAll(async () => {
      page = await openAt('/agreement', 1280);
    });
    afterAll(async () => {
      if (page) await release(page.context());
    });

    it.each([
      ['normal', 1280],
      ['dark', 1280],
      ['dark-blue', 1280],
      ['normal', 390],
      ['dark', 390],
    ] as const)('axe-core: no critical or serious finding in the table (%s, %i px)', { timeout: TEST_MS }, async (theme, width) => {
      await chooseTheme(page, theme);
      if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
      const item = width > 600 ? rows(page).first() : visible(page.getByTestId('list-card')).first();
      await item.waitFor();
      // The bulk bar too: one row selected.
      await item.getByRole('checkbox').first().check();
      await visible(page.getByTestId('bulk-bar')).waitFor();
      await atRest(page);
      await screenshot(page, `list-table-agreement-${theme}-${width}`);
      expect(await axeFindings(page, '[data-testid="list-table"]')).toEqual([]);
    });
  });
});
