import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import { read, utils, type WorkBook } from '@e965/xlsx';
import { launchBrowser, newPage, release, screenshot, signIn } from './browser';
import { rowAction } from './rowActions';
import { chooseTheme, goInApp, visible } from './ui';
import { axeFindings, COLOUR_RULES } from './axe';

/**
 * 导出 in Chromium (docs/decisions/200-spreadsheets.md): the toolbar's menu exports the current
 * page and every page of a filter as .xlsx (and CSV when chosen), 导出选中 the selection, orders
 * come with their items and waybills, goods in the import's shape go back in through 导入 after an
 * edit, a long export is cancelled without a file. Every download
 * is captured and read back in Node with SheetJS: Chinese headers, labels and names, numbers as
 * numbers, dates as dates. axe-core (critical, serious) on the menu and the progress dialog in the
 * three themes and at 390 px.
 */
const THEMES = ['normal', 'dark', 'dark-blue'] as const;
const TEST_MS = 240_000;
let browser: Browser;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 60_000, interval: 250 });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, width = 1280) {
  const opened = await newPage(browser, { width, height: 900 });
  opened.page.setDefaultTimeout(90_000);
  await signIn(opened.page, path);
  return opened;
}

const list = (page: Page, name: string) => visible(page.getByTestId(`schema-list-${name}`));
const bodyRows = (page: Page, name: string) => list(page, name).locator('tbody tr');
const totalOf = async (page: Page) => Number((await visible(page.getByText(/^共 \d+ 条$/)).first().innerText()).match(/\d+/)?.[0]);
const filtered = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Opens 导出 and picks a menu item; resolves with the download it starts. */
async function exportVia(page: Page, item: RegExp): Promise<Download> {
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await visible(page.getByRole('button', { name: '导出', exact: true })).click();
  await page.getByRole('menuitem', { name: item }).click();
  return download;
}

async function workbookOf(download: Download): Promise<WorkBook> {
  const file = await download.path();
  return read(readFileSync(file), { type: 'buffer', cellDates: true });
}

const rowsOf = (book: WorkBook, sheet = book.SheetNames[0]) => utils.sheet_to_json<Record<string, unknown>>(book.Sheets[sheet], { defval: null });
const headerOf = (book: WorkBook, sheet = book.SheetNames[0]) => utils.sheet_to_json<string[]>(book.Sheets[sheet], { header: 1 })[0];

type Demo = { __supplierDemo: { latency(path: string, ms: number): void } };
async function slowDown(page: Page, path: string, ms: number) {
  await page.waitForFunction(() => Boolean((window as unknown as Partial<Demo>).__supplierDemo?.latency));
  await page.evaluate(([p, m]) => (window as unknown as Demo).__supplierDemo.latency(p as string, m as number), [path, ms] as const);
}

describe('export', () => {
  it('exports the current page and every page of a filter as .xlsx, and the page as CSV when chosen', { timeout: TEST_MS }, async () => {
    const { page, context } = await open('/dashboard');
    await goInApp(page, filtered('/customerManage', { level: 1 }));
    await poll(() => bodyRows(page, 'customer').count()).toBeGreaterThan(0);
    const total = await totalOf(page);
    const onPage = await bodyRows(page, 'customer').count();
    expect(total).toBeGreaterThan(onPage);
    const names = await bodyRows(page, 'customer').locator('td.column-purchaserName').allInnerTexts();

    const pageFile = await exportVia(page, /导出当前页/);
    expect(pageFile.suggestedFilename()).toMatch(/^客户管理_\d{8}-\d{4}\.xlsx$/);
    const pageBook = await workbookOf(pageFile);
    expect(headerOf(pageBook)).toEqual(['ID', '客户名称', '联系人', '国家/地区', '客户等级', '账户经理', '订单数', '累计采购额 (USD)', '注册时间']);
    const pageRows = rowsOf(pageBook);
    expect(pageRows.map((r) => r['客户名称'])).toEqual(names.map((n) => n.trim()));
    expect(pageRows.every((r) => r['客户等级'] === '普通客户')).toBe(true);
    expect(pageRows.every((r) => typeof r['累计采购额 (USD)'] === 'number' && Number.isInteger(r['订单数']) && r['注册时间'] instanceof Date)).toBe(true);
    // Managers by name: the table's cell and the file's agree, never a bare id.
    const managers = await bodyRows(page, 'customer').locator('td.column-accountManagerId').allInnerTexts();
    expect(pageRows.map((r) => r['账户经理'] ?? '')).toEqual(managers.map((m) => (m.trim() === '—' ? '' : m.trim())));
    expect(pageRows.some((r) => typeof r['账户经理'] === 'string' && /\D/.test(r['账户经理'] as string))).toBe(true);
    await visible(page.getByText(`已导出 ${onPage} 条`)).first().waitFor();

    const allBook = await workbookOf(await exportVia(page, /导出全部/));
    const allRows = rowsOf(allBook);
    expect(allRows).toHaveLength(total);
    expect(new Set(allRows.map((r) => r.ID)).size).toBe(total);
    expect(allRows.every((r) => r['客户等级'] === '普通客户')).toBe(true);

    // CSV, chosen in the same menu (remembered), for the current page.
    await visible(page.getByRole('button', { name: '导出', exact: true })).click();
    const csvOption = page.getByRole('menuitemradio', { name: /CSV/ });
    await csvOption.click();
    expect(await csvOption.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('menuitemradio', { name: /Excel/ }).getAttribute('aria-checked')).toBe('false');
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /导出当前页/ }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.startsWith('\ufeffID,客户名称,联系人')).toBe(true);
    expect(text.trim().split('\r\n')).toHaveLength(onPage + 1);
    await release(context);
  });

  it('exports orders with their items and waybills: 订单明细 and 订单', { timeout: TEST_MS }, async () => {
    const { page, context } = await open('/dashboard');
    await goInApp(page, filtered('/orderManage', { status: 2 }));
    await poll(async () => (await list(page, 'orders').locator('tbody td.column-status').allInnerTexts()).every((s) => s.trim() === '已发货')).toBe(true);
    const total = await totalOf(page);
    // The orders list's own option, on by default.
    await visible(page.getByRole('button', { name: '导出', exact: true })).click();
    expect(await page.getByRole('menuitemcheckbox', { name: /包含运单/ }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    const book = await workbookOf(await exportVia(page, /导出全部/));
    expect(book.SheetNames).toEqual(['订单明细', '订单']);
    expect(headerOf(book, '订单明细')).toEqual(['订单号', '订单状态', '采购商', '公司', '收货国家', '收货地区', '下单时间', '币种', '商品名称', 'SKU 编码', '规格', '单价', '数量', '小计', '单件重量(kg)', '物流商', '运单号']);
    const lines = rowsOf(book, '订单明细');
    const orders = rowsOf(book, '订单');
    expect(orders).toHaveLength(total);
    expect(lines.length).toBeGreaterThan(total);
    expect(new Set(lines.map((l) => l['订单号']))).toEqual(new Set(orders.map((o) => o['订单号'])));
    expect(lines.every((l) => l['订单状态'] === '已发货' && typeof l['数量'] === 'number' && typeof l['小计'] === 'number' && l['运单号'] && l['物流商'])).toBe(true);
    // Each order's lines add up to its goods amount.
    for (const order of orders) {
      const sum = lines.filter((l) => l['订单号'] === order['订单号']).reduce((s, l) => s + (l['小计'] as number), 0);
      expect(Math.round(sum * 100) / 100).toBe(order['商品金额']);
    }
    // The file's waybill is the one the details page shows.
    const first = orders[0];
    await goInApp(page, filtered('/orderManage', { orderNo: first['订单号'] }));
    await poll(() => bodyRows(page, 'orders').count()).toBe(1);
    await rowAction(bodyRows(page, 'orders').first(), /^查看/);
    await poll(() => page.getByTestId('waybill-info').innerText().catch(() => '')).toContain(String(first['运单号']));
    await release(context);
  });

  it('导出选中 exports the selected rows', { timeout: TEST_MS }, async () => {
    const { page, context } = await open('/dashboard');
    await goInApp(page, '/freightRules');
    await poll(() => bodyRows(page, 'freightRules').count()).toBe(10);
    const boxes = bodyRows(page, 'freightRules').getByRole('checkbox');
    await boxes.nth(1).click();
    await boxes.nth(3).click();
    const names = [1, 3].map((n) => bodyRows(page, 'freightRules').nth(n).locator('td.column-name').innerText());
    const bar = list(page, 'freightRules').getByTestId('bulk-bar');
    await poll(() => bar.textContent()).toContain('已选择 2 项');
    await screenshot(page, 'export-selected-bulk-bar-1280');
    const download = page.waitForEvent('download');
    await bar.getByRole('button', { name: '导出选中' }).click();
    const rows = rowsOf(await workbookOf(await download));
    expect(rows.map((r) => r['规则名称'])).toEqual((await Promise.all(names)).map((n) => n.trim()));
    expect(rows.every((r) => r['状态'] === '启用' || r['状态'] === '停用')).toBe(true);
    await release(context);
  });

  it('goods: exported in the import’s shape, a price changed in the file, imported back as updates', { timeout: TEST_MS }, async () => {
    const { page, context } = await open('/dashboard');
    await goInApp(page, filtered('/goodsManage', { goodsName: '保温杯' }));
    await poll(() => bodyRows(page, 'goods').count()).toBeGreaterThan(0);
    const total = await totalOf(page);
    const download = await exportVia(page, /导出全部/);
    // Edit the file as an operator would in Excel: every SKU of one goods gets a new price.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const noColumn = header.indexOf('商品编号');
    const priceColumn = header.indexOf('价格');
    const goodsNo = String(sheet.getRow(2).getCell(noColumn).value);
    let changed = 0;
    sheet.eachRow((row, number) => {
      if (number > 1 && String(row.getCell(noColumn).value) === goodsNo) {
        row.getCell(priceColumn).value = 88.8;
        changed += 1;
      }
    });
    expect(changed).toBeGreaterThan(0);
    const edited = path.join(mkdtempSync(path.join(tmpdir(), 'export-e2e-')), '商品_修改.xlsx');
    await workbook.xlsx.writeFile(edited);

    await visible(page.getByRole('button', { name: '导入', exact: true })).click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByTestId('import-file-input').setInputFiles(edited);
    await poll(() => dialog.getByTestId('import-summary').innerText().catch(() => '')).toContain(`将新增 0 条、更新 ${total} 条，0 行有问题`);
    await dialog.getByTestId('import-start').click();
    await poll(() => page.getByTestId('bulk-run-summary').innerText().catch(() => '')).toContain(`成功 ${total} 条，失败 0 条`);
    await page.getByRole('button', { name: '关闭' }).click();
    // The list shows the new price of that goods; the others kept theirs.
    await goInApp(page, filtered('/goodsManage', { goodsName: goodsNo }));
    await poll(() => bodyRows(page, 'goods').first().locator('td.column-minPrice').innerText()).toBe('88.80');
    await release(context);
  });

  it('a long export shows its progress and 取消导出 stops it: no file, a note', { timeout: TEST_MS }, async () => {
    const { page, context } = await open('/dashboard');
    await goInApp(page, '/orderManage');
    await poll(() => bodyRows(page, 'orders').count()).toBe(10);
    await slowDown(page, '/backend/supplier/orderInfo/page', 1500);
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await visible(page.getByRole('button', { name: '导出', exact: true })).click();
    await page.getByRole('menuitem', { name: /导出全部/ }).click();
    const dialog = page.getByRole('dialog', { name: '正在导出订单管理' });
    await dialog.waitFor();
    // The demo's 336 orders fit one page of the export (1,000 rows): cancelled while it is read.
    await poll(() => dialog.getByRole('status').innerText()).toMatch(/正在读取数据…|已读取 [\d,]+ \/ [\d,]+ 条/);
    expect(await dialog.getByRole('progressbar').count()).toBe(1);
    await screenshot(page, 'export-progress-1280');
    await dialog.getByRole('button', { name: '取消导出' }).click();
    await dialog.waitFor({ state: 'detached' });
    await visible(page.getByText('已取消导出，未生成文件')).first().waitFor();
    await page.waitForTimeout(2000);
    expect(downloaded).toBe(false);
    await release(context);
  });

  it('the export menu and its progress dialog pass axe in three themes and at 390 px', { timeout: TEST_MS }, async () => {
    const { page, context } = await open('/dashboard');
    await goInApp(page, '/orderManage');
    await poll(() => bodyRows(page, 'orders').count()).toBe(10);
    await slowDown(page, '/backend/supplier/orderInfo/page', 4000);
    const findings: string[] = [];
    for (const [theme, width] of [...THEMES.map((t) => [t, 1280] as const), ['dark', 390] as const]) {
      // Every rule in the first theme and at 390 px, the colour rules in the other themes at 1280
      // px (docs/decisions/300-e2e-speed.md, rule 7).
      const rules = width === 1280 && theme !== THEMES[0] ? COLOUR_RULES : undefined;
      await page.setViewportSize({ width, height: 800 });
      await chooseTheme(page, theme);
      const button = visible(page.getByRole('button', { name: '导出', exact: true }));
      await button.click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      findings.push(...(await axeFindings(page, '[role="menu"]', rules)).map((f) => `${theme} ${width} menu: ${f}`));
      await screenshot(page, `export-menu-${theme}-${width}`);
      await page.getByRole('menuitem', { name: /导出全部/ }).click();
      const dialog = page.getByRole('dialog', { name: '正在导出订单管理' });
      await dialog.waitFor();
      findings.push(...(await axeFindings(page, '[role="dialog"]', rules)).map((f) => `${theme} ${width} dialog: ${f}`));
      await screenshot(page, `export-dialog-${theme}-${width}`);
      await dialog.getByRole('button', { name: '取消导出' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(findings).toEqual([]);
    await release(context);
  });
});
