#!/usr/bin/env node
/**
 * Export benchmark (issue 21: "export of 10,000 orders with items to .xlsx ≤ 30 s on the demo,
 * with progress and cancel"), in Chromium on the demo build:
 * - the stand-in is seeded with BENCH_EXPORT_ORDERS orders (default 10,000: its 36 orders plus a
 *   backlog, `demo-orders-backlog` in the session, src/mock/handlers/orders.ts);
 * - 订单管理 → 导出 → 导出全部 (.xlsx): time from the click to the download, the progress dialog's
 *   steps as they were shown, and the page's long tasks meanwhile (the stand-in's handlers run in
 *   the page too, so their work counts);
 * - the file is read back with SheetJS: rows of 订单明细 (one per item) and 订单 (one per order);
 * - a second export is cancelled while it reads: time from 取消导出 to the dialog gone, no download.
 * Budgets (issue 24): ≤ 30 s, and no main-thread task over 200 ms meanwhile. Pages are read 1,000
 * rows at a time (the contract's largest), so 10,000 orders are 10 page calls.
 * Run: node scripts/bench-export.mjs   (BENCH_BASE_URL=… to measure a running app)
 */
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { read, utils } from '@e965/xlsx';
import { figure, launchChromium, machineLoad, report, serveDemo, signIn, recordLongTasks, throttleLabel } from './benchHarness.mjs';

const ORDERS = Number(process.env.BENCH_EXPORT_ORDERS ?? 10_000);
const SEEDED = 36;
const BUDGET_S = 30;
const LONG_TASK_MS = 200;
const LIST = '[data-testid="schema-list-orders"]';

const { base, stop } = await serveDemo('export');
const browser = await launchChromium();
const downloads = mkdtempSync(path.join(tmpdir(), 'bench-export-'));
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN', acceptDownloads: true });
  await context.addInitScript((backlog) => {
    sessionStorage.setItem('demo-orders-backlog', String(backlog));
  }, Math.max(0, ORDERS - SEEDED));
  // Long tasks while the export runs.
  await recordLongTasks(context);
  const page = await context.newPage();
  page.setDefaultTimeout(300_000);
  await signIn(page, base, '/orderManage');
  await page.locator(`${LIST} tbody tr`).first().waitFor();
  const totalText = await page.getByText(/^共 \d+ 条$/).first().innerText();
  console.log(`orders in the stand-in: ${totalText}`);

  const exportButton = page.getByRole('button', { name: '导出', exact: true });
  const runExport = async () => {
    await exportButton.click();
    await page.getByRole('menuitem', { name: /导出全部/ }).click();
  };

  // 1. The whole filter to .xlsx.
  const steps = new Set();
  const watchSteps = setInterval(async () => {
    const text = await page
      .getByTestId('export-progress')
      .innerText()
      .catch(() => '');
    if (text) steps.add(text.split('\n').filter(Boolean).slice(1, 3).join(' · '));
  }, 500);
  const startedAt = await page.evaluate(() => performance.now());
  const started = Date.now();
  const downloadPromise = page.waitForEvent('download', { timeout: 600_000 });
  await runExport();
  const download = await downloadPromise;
  const seconds = (Date.now() - started) / 1000;
  clearInterval(watchSteps);
  const endedAt = await page.evaluate(() => performance.now());
  const file = path.join(downloads, download.suggestedFilename());
  await download.saveAs(file);
  const tasks = await page.evaluate(([from, to]) => window.__longTasks.filter((t) => t.start >= from && t.start <= to), [startedAt, endedAt]);
  const longest = tasks.reduce((most, t) => Math.max(most, t.duration), 0);
  const over = tasks.filter((t) => t.duration > LONG_TASK_MS);

  const book = read(readFileSync(file), { type: 'buffer', dense: true });
  const lines = utils.sheet_to_json(book.Sheets['订单明细']).length;
  const orders = utils.sheet_to_json(book.Sheets['订单']).length;
  console.log(`file ${download.suggestedFilename()}: ${(readFileSync(file).length / 1024 / 1024).toFixed(1)} MB, 订单 ${orders} rows, 订单明细 ${lines} rows`);
  console.log(`export of ${orders} orders with items to .xlsx: ${seconds.toFixed(1)} s (budget ≤ ${BUDGET_S} s), ${machineLoad()}`);
  console.log(`progress shown: ${[...steps].join(' | ')}`);
  console.log(`long tasks meanwhile: ${tasks.length}, longest ${longest.toFixed(0)} ms (budget ≤ ${LONG_TASK_MS} ms), ${over.length} over ${LONG_TASK_MS} ms; ${throttleLabel()}`);

  // 2. Cancel while reading: the dialog goes, nothing is downloaded.
  let cancelledDownload = false;
  const onDownload = () => (cancelledDownload = true);
  page.on('download', onDownload);
  await runExport();
  const dialog = page.getByTestId('export-progress');
  await dialog.waitFor();
  await page.getByText(/已读取 [\d,]+ \/ [\d,]+ 条|读取运单/).first().waitFor();
  const cancelAt = Date.now();
  await dialog.getByRole('button', { name: '取消导出' }).click();
  await dialog.waitFor({ state: 'detached' });
  const cancelMs = Date.now() - cancelAt;
  await page.getByText('已取消导出，未生成文件').first().waitFor();
  await page.waitForTimeout(2000);
  page.off('download', onDownload);
  console.log(`cancel: dialog closed ${cancelMs} ms after 取消导出, download started: ${cancelledDownload}`);

  report('export', [
    figure(`export ${orders} orders with items (${lines} rows) to .xlsx`, 's', Number(seconds.toFixed(1)), null, `≤ ${BUDGET_S}`, seconds <= BUDGET_S && orders === ORDERS),
    figure('longest main-thread task during the export', 'ms', Math.round(longest), null, `≤ ${LONG_TASK_MS}`, longest <= LONG_TASK_MS),
    figure('cancel → dialog closed', 'ms', cancelMs, null, 'no file', !cancelledDownload),
  ]);
} finally {
  await browser.close();
  await stop();
  rmSync(downloads, { recursive: true, force: true });
}
