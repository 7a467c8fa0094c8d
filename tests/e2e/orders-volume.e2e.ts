import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, release, screenshot, SCREENSHOT_DIR, signIn } from './browser';
import { atRest, chooseTheme, goInApp, visible } from './ui';
import { axeFindings } from './axe';

/**
 * Orders in volume (issue 21: 批量发货 and printing) in Chromium, from the generated order list's
 * bulk bar: 20 待发货 orders shipped with one carrier and 20 waybill numbers pasted from a sheet's
 * column; one sentDeliver refused by the server shows ✘ with its message and 重试失败项 sends only
 * that order's sentDeliver again. The print preview of 5 orders (5 packing lists with Code 128
 * barcodes, the pick list), printed to PDF as Chromium prints it (5 pages, A4 and 100 × 150 mm).
 * axe-core on both dialogs in the three themes; screenshots at 1280 and 390 px.
 */
const THEMES = ['normal', 'dark', 'dark-blue'] as const;

type Refusal = { code: number; message: string };
type Demo = { __supplierDemo: { failNext(path: string, answer: Refusal): void } };
async function failNext(page: Page, pathPattern: string, answer: Refusal) {
  await page.waitForFunction(() => Boolean((window as unknown as Partial<Demo>).__supplierDemo?.failNext));
  await page.evaluate(([p, a]) => (window as unknown as Demo).__supplierDemo.failNext(p as string, a as Refusal), [
    pathPattern,
    answer,
  ] as const);
}

/** A paste as the browser fires it (text/plain on the clipboard event), into the focused input. */
async function paste(input: Locator, text: string) {
  await input.focus();
  await input.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

let browser: Browser;
/** The machine may be busy: wait up to a minute for the page to catch up (no timing is asserted). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 60_000, interval: 250 });
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

const orderNoCells = (page: Page) => visible(page.locator('tbody td.column-orderNo'));
const statusCells = (page: Page) => visible(page.locator('tbody td.column-status'));

/** The order list filtered by status, `perPage` rows, once it shows only that status. */
async function listByStatus(page: Page, status: number, label: string, perPage: number) {
  await goInApp(
    page,
    `/orderManage?filter=${encodeURIComponent(JSON.stringify({ status }))}&perPage=${perPage}&page=1`,
  );
  await poll(async () => {
    const chips = await statusCells(page).allInnerTexts();
    return chips.length === perPage && chips.every((c) => c.trim() === label);
  }).toBe(true);
  return (await orderNoCells(page).allInnerTexts()).map((s) => s.trim());
}

/** The calls of one journey that change an order (waybill/add, sentDeliver/{id}), as sent by the page. */
function recordShipCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const match = /\/orderInfo\/(waybill\/add|sentDeliver\/\w+)/.exec(new URL(request.url()).pathname);
    if (match && request.method() === 'POST') calls.push(match[1]);
  });
  return calls;
}

const bulkButton = (page: Page, name: string) =>
  page.getByTestId('bulk-bar').getByRole('button', { name, exact: true });

describe('orders in volume', () => {
  it(
    '批量发货 of 20 orders: one carrier, 20 pasted numbers; a refused one shows ✘ with the message and 重试失败项 resends only its sentDeliver',
    async () => {
      const { context, page } = await open({ width: 1280, height: 900 });
      await signIn(page, '/dashboard');
      const orderNos = await listByStatus(page, 1, '待发货', 20);
      await page.getByRole('checkbox', { name: '全选本页' }).check();
      await bulkButton(page, '批量发货').click();
      const dialog = page.getByRole('dialog', { name: '批量发货' });
      await dialog.getByTestId('batch-ship-table').waitFor();
      expect(await dialog.getByTestId('batch-ship-summary').innerText()).toContain(
        '共选择 20 个订单，其中 20 个待发货订单将发货',
      );

      // One carrier for all: keyboard from the focused select.
      const carrier = dialog.getByRole('combobox', { name: /物流商/ });
      await poll(() => carrier.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: 'DHL 国际快递' }).click();
      // A column copied from Excel (CRLF, trailing line break), pasted into the first row.
      const numbers = orderNos.map((_no, index) => `DHL8${String(index + 1).padStart(6, '0')}`);
      const rows = orderNos.map((no) => dialog.getByRole('textbox', { name: `订单 ${no} 的运单号` }));
      await paste(rows[0], `${numbers.join('\r\n')}\r\n`);
      await poll(() => dialog.getByTestId('batch-ship-filled').innerText()).toBe('已填写 20 / 20');
      expect(await Promise.all(rows.map((r) => r.inputValue()))).toEqual(numbers);
      await screenshot(page, 'orders-batch-ship-filled-1280');

      // The stand-in refuses the first sentDeliver of the run as the backend would (HTTP 200, code 500).
      await failNext(page, '/backend/supplier/orderInfo/sentDeliver/*', { code: 500, message: '订单正在售后处理中' });
      const calls = recordShipCalls(page);
      await dialog.getByTestId('batch-ship-confirm').click();
      const run = page.getByTestId('bulk-run-dialog').getByRole('dialog');
      await run.getByText('确定以「DHL 国际快递」发货 20 个订单吗？').waitFor();
      await run.getByRole('button', { name: '确定' }).click();
      await poll(() =>
        run
          .getByTestId('bulk-run-summary')
          .innerText()
          .catch(() => ''),
      ).toBe('成功 19 条，失败 1 条，跳过 0 条，已取消 0 条');
      const failed = run.locator('li[data-state="failed"]');
      expect(await failed.count()).toBe(1);
      expect(await failed.innerText()).toContain('运单已保存，发货失败：订单正在售后处理中');
      expect(await run.locator('li[data-state="failed"] .bulk-run-mark').innerText()).toBe('✘');
      expect(calls.filter((c) => c === 'waybill/add')).toHaveLength(20);
      expect(calls.filter((c) => c.startsWith('sentDeliver/'))).toHaveLength(20);
      await atRest(page);
      await screenshot(page, 'orders-batch-ship-result-failed-1280');

      calls.length = 0;
      await run.getByRole('button', { name: '重试失败项（1）' }).click();
      await poll(() =>
        run
          .getByTestId('bulk-run-summary')
          .innerText()
          .catch(() => ''),
      ).toBe('成功 20 条，失败 0 条，跳过 0 条，已取消 0 条');
      // Only that order's sentDeliver went again: its waybill was saved the first time.
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatch(/^sentDeliver\//);
      await run.getByRole('button', { name: '关闭' }).click();
      await run.waitFor({ state: 'detached' });
      // The list (filtered 待发货) reloads without them, and nothing stays selected.
      await poll(async () => {
        const now = (await orderNoCells(page).allInnerTexts()).map((s) => s.trim());
        return now.length > 0 && now.every((no) => !orderNos.includes(no));
      }).toBe(true);
      expect(await page.getByTestId('bulk-bar').count()).toBe(0);
      await release(context);
    },
    JOURNEY_MS,
  );

  it(
    'print preview of 5 orders: 5 packing lists with barcodes, the pick list; printed to PDF on A4 and 100 × 150 mm labels, 5 pages each',
    async () => {
      const { context, page } = await open({ width: 1280, height: 900 });
      await signIn(page, '/dashboard');
      const orderNos = (await listByStatus(page, 1, '待发货', 10)).slice(0, 5);
      for (const no of orderNos) await page.getByRole('checkbox', { name: `选择「${no}」` }).check();
      await bulkButton(page, '打印发货单').click();
      const preview = page.getByRole('dialog', { name: '打印预览 · 5 个订单' });
      const pages = preview.getByTestId('print-preview-pages');
      await pages.waitFor();
      expect(
        await pages.locator('section.op-slip').evaluateAll((els) => els.map((e) => e.getAttribute('data-order'))),
      ).toEqual(orderNos);
      await poll(() => pages.locator('svg.op-barcode[data-valid="true"]').count()).toBe(5);
      expect(await preview.getByTestId('print-page-count').innerText()).toBe('共 5 页，每个订单一页');
      await atRest(page);
      await screenshot(page, 'orders-print-preview-a4-1280');

      // 打印 prints in one job (window.print once; the dialog of the browser is not part of the test).
      await page.evaluate(() => {
        (window as unknown as { printCalls: number }).printCalls = 0;
        window.print = () => void ((window as unknown as { printCalls: number }).printCalls += 1);
      });
      await preview.getByTestId('print-now').click();
      await poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

      // What Chromium puts on paper: only the print root, one page per order, the @page size.
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const a4 = await printToPdf(page, 'orders-print-a4');
      expect(a4.pages).toBe(5);
      expect(a4.size).toEqual([595, 842]);
      await preview.getByRole('button', { name: '100×150 面单' }).click();
      await poll(() => pages.getAttribute('data-paper')).toBe('label');
      await screenshot(page, 'orders-print-preview-label-1280');
      const label = await printToPdf(page, 'orders-print-label');
      expect(label.pages).toBe(5);
      expect(label.size).toEqual([283, 425]);

      await preview.getByRole('button', { name: '拣货单' }).click();
      await preview.getByRole('region', { name: '拣货单' }).waitFor();
      expect(await preview.getByRole('region', { name: '拣货单' }).innerText()).toContain('共 5 个订单');
      await screenshot(page, 'orders-print-pick-list-1280');
      await preview.getByRole('button', { name: 'A4' }).click();
      await release(context);
    },
    JOURNEY_MS,
  );

  it(
    '50 packing lists in one print job: the selection of a 50-row page, printed to one 50-page PDF',
    async () => {
      const { context, page } = await open({ width: 1280, height: 900 });
      await signIn(page, '/dashboard');
      const orderNos = await listByStatus(page, 1, '待发货', 50);
      await page.getByRole('checkbox', { name: '全选本页' }).check();
      const started = Date.now();
      await bulkButton(page, '打印发货单').click();
      const preview = page.getByRole('dialog', { name: '打印预览 · 50 个订单' });
      await poll(() => preview.locator('svg.op-barcode[data-valid="true"]').count()).toBe(50);
      console.info(`[orders-volume] 50 packing lists ready to print ${Date.now() - started} ms after 打印发货单`);
      expect(
        await preview.locator('section.op-slip').evaluateAll((els) => els.map((e) => e.getAttribute('data-order'))),
      ).toEqual(orderNos);
      const pdf = await printToPdf(page, 'orders-print-50');
      expect(pdf.pages).toBe(50);
      await release(context);
    },
    JOURNEY_MS,
  );

  it(
    'both dialogs in three themes and at 390 px: axe-core clean, screenshots; 打印发货单 on the details page',
    async () => {
      const { context, page } = await open({ width: 1280, height: 800 });
      await signIn(page, '/dashboard');
      const orderNos = await listByStatus(page, 1, '待发货', 10);
      const ship = page.getByTestId('batch-ship-dialog').getByRole('dialog');
      const preview = page.getByTestId('print-preview').getByRole('dialog');
      for (const theme of THEMES) {
        await chooseTheme(page, theme);
        for (const no of orderNos.slice(0, 3)) await page.getByRole('checkbox', { name: `选择「${no}」` }).check();
        await bulkButton(page, '批量发货').click();
        await ship.getByTestId('batch-ship-table').waitFor();
        // With the messages it shows: a duplicate and a bad number after 确认发货.
        await paste(ship.getByRole('textbox', { name: `订单 ${orderNos[0]} 的运单号` }), 'SF1001\nSF1001\n单号!\n');
        await ship.getByTestId('batch-ship-confirm').click();
        await ship.getByTestId('batch-ship-invalid').waitFor();
        await screenshot(page, `orders-batch-ship-${theme}-1280`);
        expect(await axeFindings(page, '[data-testid="batch-ship-dialog"]')).toEqual([]);
        await page.keyboard.press('Escape');
        await ship.waitFor({ state: 'detached' });

        await bulkButton(page, '打印发货单').click();
        await preview.getByTestId('print-preview-pages').waitFor();
        await poll(() => preview.locator('svg.op-barcode[data-valid="true"]').count()).toBe(3);
        await screenshot(page, `orders-print-preview-${theme}-1280`);
        expect(await axeFindings(page, '[data-testid="print-preview"]')).toEqual([]);
        await preview.getByRole('button', { name: '关闭打印预览' }).click();
        await preview.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: '取消选择' }).click();
      }

      // 390 px: the details page's 打印发货单 (one order), then 批量发货 from the list's cards.
      await chooseTheme(page, 'normal');
      await page.setViewportSize({ width: 390, height: 844 });
      await goInApp(page, '/orderManage/details?id=1');
      await visible(page.getByTestId('order-details')).waitFor();
      await visible(page.getByTestId('order-print')).click();
      await preview.getByTestId('print-preview-pages').waitFor();
      expect(await preview.locator('section.op-slip').count()).toBe(1);
      await poll(() => preview.locator('svg.op-barcode[data-valid="true"]').count()).toBe(1);
      await atRest(page);
      await screenshot(page, 'orders-print-preview-normal-390');
      expect(await axeFindings(page, '[data-testid="print-preview"]')).toEqual([]);
      await preview.getByRole('button', { name: '关闭打印预览' }).click();
      await preview.waitFor({ state: 'detached' });

      // 批量发货 from the list's cards at 390 px: full screen, the buyer under the order number.
      await goInApp(page, `/orderManage?filter=${encodeURIComponent(JSON.stringify({ status: 1 }))}&perPage=10&page=1`);
      for (const no of orderNos.slice(0, 2))
        await visible(page.getByRole('checkbox', { name: `选择「${no}」` })).check();
      await bulkButton(page, '批量发货').click();
      await ship.getByTestId('batch-ship-table').waitFor();
      await paste(ship.getByRole('textbox', { name: `订单 ${orderNos[0]} 的运单号` }), 'SF1001\nSF1002\n');
      const box = (await ship.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(390);
      await atRest(page);
      await screenshot(page, 'orders-batch-ship-normal-390');
      expect(await axeFindings(page, '[data-testid="batch-ship-dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await release(context);
    },
    JOURNEY_MS,
  );
});

/** Prints the page as Chromium prints it (print media, the @page size) and reads the PDF back. */
async function printToPdf(page: Page, name: string): Promise<{ pages: number; size: number[] }> {
  const file = path.join(SCREENSHOT_DIR, `${name}.pdf`);
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info) ?? [];
  // The first page as PNG, to look at.
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '110',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    path.join(SCREENSHOT_DIR, name),
  ]);
  return { pages, size: [Math.round(Number(w)), Math.round(Number(h))] };
}
