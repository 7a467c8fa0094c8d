import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { launchBrowser, newPage, screenshot, signIn, release } from './browser';
import { visible } from './ui';
import { axeFindings } from './axe';

/**
 * The generated list's search form, pager and export (issue 13, decision 150) on 客户管理 with
 * 150 customers in the stand-in: Enter and 查询 search, the filter lives in the URL (reload keeps
 * it), 重置 clears it, 展开 / 收起; the pager's custom-table sizes and 7 page buttons; 导出 writes
 * every page with account managers by name (progress and 取消导出 for a large set); a date range
 * shortcut on 订单管理 sends both params; axe-core on the search form in three themes and at 390 px.
 */
let browser: Browser;
const v = visible;

const MANAGERS = ['周晓明', '陈思雨', '王建国', '李佳琪', '赵文博', '孙丽华'];
const CUSTOMERS = 150;

/** Customers in the stand-in's stored data (its other collections seed themselves as usual). */
function customerRows(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    purchaserName: `测试采购商 ${String(i + 1).padStart(3, '0')}`,
    contactName: i % 2 ? 'Amir Haddad' : '李娜',
    email: `buyer${i + 1}@buyer-mail.com`,
    phone: `+971 ${500000000 + i}`,
    country: i % 3 ? '阿联酋' : '泰国',
    level: (i % 3) + 1,
    accountManagerId: (i % 6) + 1,
    orderCount: i % 40,
    totalAmount: 1000 + i,
    address: `迪拜 ${i + 1} 号商业中心`,
    registerTime: `2026-01-${String((i % 28) + 1).padStart(2, '0')} 10:00:00`,
  }));
}

async function openCustomers(options: { width?: number; theme?: string; path?: string; count?: number } = {}): Promise<Page> {
  const { page } = await newPage(browser, { width: options.width ?? 1280, height: 800 });
  const count = options.count ?? CUSTOMERS;
  const state = { version: 1, state: { 'schema:customer': customerRows(count) }, counters: { 'schema:customer': count } };
  await page.addInitScript(
    ([data, theme]) => {
      localStorage.setItem('demo-backend-db', data);
      if (theme) localStorage.setItem('supplier-admin-active-theme-name-key', theme);
    },
    [JSON.stringify(state), options.theme ?? ''] as const,
  );
  const path = options.path ?? '/customerManage';
  await signIn(page, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  await total(page).waitFor({ timeout: 30_000 });
  return page;
}

const form = (page: Page) => v(page.getByRole('search', { name: '搜索条件' })).first();
const total = (page: Page) => v(page.getByText(/^共 \d+ 条$/)).first();
const filterOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
const totalIs = (page: Page, count: number) => v(page.getByText(`共 ${count} 条`)).first().waitFor({ timeout: 15_000 });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('search form', () => {
  it('searches on Enter and on 查询 (not while typing), keeps the filter in the URL over a reload, 重置 clears it', async () => {
    const page = await openCustomers();
    await totalIs(page, CUSTOMERS);
    const name = form(page).getByRole('textbox', { name: '客户名称' });
    await name.fill('测试采购商 01');
    await page.waitForTimeout(1000);
    expect(filterOf(page)).toEqual({});
    await name.press('Enter');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"purchaserName":"测试采购商 01"'));
    // 测试采购商 010 to 019 (names contain the text).
    await totalIs(page, 10);
    await screenshot(page, 'list-search-enter');

    await page.reload();
    await totalIs(page, 10);
    await expect(form(page).getByRole('textbox', { name: '客户名称' }).inputValue()).resolves.toBe('测试采购商 01');

    await form(page).getByRole('textbox', { name: '联系人' }).fill('李娜');
    await form(page).getByRole('button', { name: '查询' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"contactName":"李娜"'));
    expect(filterOf(page)).toEqual({ purchaserName: '测试采购商 01', contactName: '李娜' });
    await totalIs(page, 5);

    await page.goBack();
    await page.waitForURL((url) => !decodeURIComponent(url.search).includes('contactName'));
    await expect(form(page).getByRole('textbox', { name: '联系人' }).inputValue()).resolves.toBe('');
    await totalIs(page, 10);

    await form(page).getByRole('button', { name: '重置' }).click();
    await page.waitForURL((url) => !decodeURIComponent(url.search).includes('purchaserName'));
    await totalIs(page, CUSTOMERS);
    await expect(form(page).getByRole('textbox', { name: '客户名称' }).inputValue()).resolves.toBe('');
    await release(page.context());
  });

  it('folds the fields beyond the first row under 展开 / 收起, at 1280 px and at 390 px', async () => {
    for (const width of [1280, 390]) {
      const page = await openCustomers({ width });
      const shown = () => form(page).locator('[data-search-field]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-search-field')));
      const folded = await shown();
      expect(folded.length).toBeLessThan(5);
      expect(folded[0]).toBe('purchaserName');
      // The first row only: every folded-in field sits on one line.
      const tops = await form(page).locator('[data-search-field]').evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      await screenshot(page, `list-search-collapsed-${width}`);
      await form(page).getByRole('button', { name: '展开' }).click();
      expect(await shown()).toEqual(['purchaserName', 'contactName', 'email', 'country', 'level']);
      await screenshot(page, `list-search-expanded-${width}`);
      // The toolbar keeps its own row under the form, right-aligned.
      const formBox = (await form(page).boundingBox())!;
      const addBox = await v(page.getByRole('button', { name: '导出' })).first().boundingBox();
      expect(addBox!.y).toBeGreaterThanOrEqual(formBox.y + formBox.height - 1);
      await form(page).getByRole('button', { name: '收起' }).click();
      expect(await shown()).toEqual(folded);
      await release(page.context());
    }
  });

  it('applies a date range shortcut (近 7 天) as its two params on 查询', async () => {
    const page = await openCustomers({ path: '/orderManage' });
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/orderInfo/page')) bodies.push(request.postData() ?? '');
    });
    const range = v(page.getByRole('group', { name: '下单日期' })).first();
    if (!(await range.isVisible())) await form(page).getByRole('button', { name: '展开' }).click();
    await range.getByRole('button', { name: '快捷选择' }).click();
    await v(page.getByRole('menuitem', { name: '近 7 天' })).click();
    await page.waitForTimeout(600);
    expect(filterOf(page)).toEqual({});
    await form(page).getByRole('button', { name: '查询' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('createTimeStart'));
    const filter = filterOf(page) as Record<string, string>;
    expect((Date.parse(filter.createTimeEnd) - Date.parse(filter.createTimeStart)) / 86_400_000).toBe(6);
    await expect.poll(() => bodies.map((b) => JSON.parse(b || '{}') as Record<string, unknown>).find((b) => b.createTimeStart), { timeout: 15_000 }).toMatchObject({
      createTimeStart: filter.createTimeStart,
      createTimeEnd: filter.createTimeEnd,
      currentPage: 1,
    });
    await screenshot(page, 'list-search-date-range');
    await release(page.context());
  });
});

describe('pager', () => {
  it('offers the custom table sizes and shows exactly 7 page buttons on every page', async () => {
    const page = await openCustomers();
    const pager = v(page.getByTestId('pager')).first();
    const numbers = () => pager.locator('nav li button').evaluateAll((buttons) => buttons.map((b) => b.textContent ?? '').filter((t) => /^\d+$/.test(t)));
    expect(await numbers()).toEqual(['1', '2', '3', '4', '5', '6', '15']);
    for (const [go, expected] of [
      ['5', ['1', '3', '4', '5', '6', '7', '15']],
      ['15', ['1', '10', '11', '12', '13', '14', '15']],
    ] as const) {
      await pager.getByRole('textbox', { name: '前往' }).fill(go);
      await pager.getByRole('textbox', { name: '前往' }).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('page') === go);
      await expect.poll(numbers).toEqual(expected);
    }
    const sizes = pager.getByRole('combobox', { name: '每页条数' });
    expect(await sizes.locator('option').allInnerTexts()).toEqual(['10 条/页', '20 条/页', '30 条/页', '40 条/页']);
    await sizes.selectOption({ label: '40 条/页' });
    await page.waitForURL((url) => url.searchParams.get('perPage') === '40');
    await screenshot(page, 'list-search-pager');
    await release(page.context());
  });
});

describe('export', () => {
  /** 导出 → CSV (the menu remembers the format) → 导出全部 (every page of the filter). */
  async function exportAllAsCsv(page: Page): Promise<void> {
    await v(page.getByRole('button', { name: '导出', exact: true })).first().click();
    const csv = page.getByRole('menuitemradio', { name: /CSV/ });
    if ((await csv.getAttribute('aria-checked')) !== 'true') await csv.click();
    await page.getByRole('menuitem', { name: /导出全部/ }).click();
  }
  async function download(page: Page): Promise<string> {
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), exportAllAsCsv(page)]);
    return readFileSync((await file.path())!, 'utf8');
  }

  it('writes every page of the current filter, managers by name, with progress for a large set', async () => {
    const page = await openCustomers();
    const csv = await download(page);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    const headers = lines[0].split(',');
    expect(headers).toContain('账户经理');
    expect(lines).toHaveLength(CUSTOMERS + 1);
    const managerAt = headers.indexOf('账户经理');
    const rows = lines.slice(1).map((line) => line.split(','));
    for (const row of rows) expect(row[managerAt]).toBe(MANAGERS[(Number(row[0]) - 1) % 6]);
    expect(new Set(rows.map((row) => row[headers.indexOf('客户等级')]))).toEqual(new Set(['普通客户', '银牌客户', '金牌客户']));
    await v(page.getByText(`已导出 ${CUSTOMERS} 条`)).first().waitFor();

    // Under a filter: only its rows, from every page.
    await form(page).getByRole('textbox', { name: '联系人' }).fill('李娜');
    await form(page).getByRole('textbox', { name: '联系人' }).press('Enter');
    await totalIs(page, 75);
    const filtered = (await download(page)).slice(1).split('\r\n');
    expect(filtered).toHaveLength(76);
    expect(filtered.slice(1).every((line) => line.split(',')[2] === '李娜')).toBe(true);
    await release(page.context());
  });

  it('shows the progress of a large export and stops it on 取消导出 (nothing downloaded)', async () => {
    // 3,000 customers: 3 page reads of 1,000 (the contract's largest page), all in flight at once,
    // each answered 3 s late: time enough to cancel while they are read however fast the machine is.
    const page = await openCustomers({ count: 3000 });
    await page.evaluate(() => (window as unknown as { __supplierDemo: { latency(path: string, ms: number): void } }).__supplierDemo.latency('/backend/purchaserInfo/page', 3000));
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/purchaserInfo/page')) reads.push(request.postData() ?? '');
    });
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await exportAllAsCsv(page);
    const dialog = v(page.getByRole('dialog', { name: '正在导出客户管理' }));
    await expect.poll(() => dialog.getByRole('status').innerText()).toMatch(/正在读取数据…|已读取 [\d,]+ \/ 3,?000 条/);
    expect(await dialog.getByRole('progressbar').count()).toBe(1);
    await screenshot(page, 'list-search-export-progress');
    await dialog.getByRole('button', { name: '取消导出' }).click();
    await v(page.getByText('已取消导出')).first().waitFor();
    // The dialog leaves with its closing transition.
    await dialog.waitFor({ state: 'detached' });
    const sent = reads.length;
    await page.waitForTimeout(1000);
    expect(reads.length).toBe(sent);
    expect(sent).toBeLessThanOrEqual(3);
    expect(downloads).toBe(0);
    await release(page.context());
  });

  it('says why when a page read fails, and downloads nothing', async () => {
    const page = await openCustomers();
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.evaluate(() => (window as unknown as { __supplierDemo: { failNext(path: string, answer: number): void } }).__supplierDemo.failNext('/backend/purchaserInfo/page', 500));
    await exportAllAsCsv(page);
    await v(page.getByText(/^导出失败：/)).first().waitFor();
    await screenshot(page, 'list-search-export-failed');
    expect(downloads).toBe(0);
    await release(page.context());
  });
});

describe('accessibility and looks', () => {
  it.each([
    ['normal', 1280],
    ['dark', 1280],
    ['dark-blue', 1280],
    ['normal', 390],
  ] as const)('no critical or serious axe findings on the search form, toolbar and pager (%s, %i px)', async (theme, width) => {
    const page = await openCustomers({ theme, width });
    await form(page).getByRole('button', { name: '展开' }).click();
    await form(page).getByRole('textbox', { name: '联系人' }).focus();
    const findings = await axeFindings(page, '[data-testid="search-form"], .RaList-actions, [data-testid="pager"]');
    expect(findings).toEqual([]);
    await screenshot(page, `list-search-${theme}-${width}`);
    await release(page.context());
  }, 90_000);
});
