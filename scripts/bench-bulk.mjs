#!/usr/bin/env node
/**
 * Bulk-action benchmark (issue 21, docs/volume-work.md), in Chromium on the demo build:
 * - 商品 filtered to 已上架 → 全选本页 → 选择全部 N 项 (reads the whole filter) → 批量下架 → 确定:
 *   the clicks after filtering, the time to select the whole filter, and the time from 确定 to the
 *   result of N per-record calls (four at a time), with the page's long tasks meanwhile (the
 *   stand-in's handlers run in the page, so their work counts);
 * - the same for 订单管理 filtered to 待发货: 选择全部 N 项 over the 300-order backlog.
 * Run: node scripts/bench-bulk.mjs   (BENCH_BASE_URL=… to measure a running app)
 */
import { figure, launchChromium, report, serveDemo, signIn, recordLongTasks } from './benchHarness.mjs';

const SELECT_BUDGET_S = 5;
const RUN_BUDGET_S = 30;
const CLICKS_BUDGET = 4;

const { base, stop } = await serveDemo('bulk');
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  await recordLongTasks(context);
  const page = await context.newPage();
  page.setDefaultTimeout(300_000);
  let clicks = 0;
  const click = async (locator) => {
    clicks += 1;
    await locator.click();
  };
  const filtered = (path, filter) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

  // 1. Goods on the shelf → all of them off.
  await signIn(page, base, filtered('/goodsManage', { shelfStatus: 1 }));
  const goods = page.locator('[data-testid="schema-list-goods"]');
  await goods.locator('tbody tr').first().waitFor();
  await click(goods.getByRole('checkbox', { name: '全选本页' }));
  const selectAll = goods.getByRole('button', { name: /选择全部 \d+ 项/ });
  const goodsTotal = Number((await selectAll.innerText()).match(/\d+/)[0]);
  let started = performance.now();
  await click(selectAll);
  await goods.getByText(/已选择全部 \d+ 项/).waitFor();
  const selectGoodsMs = performance.now() - started;
  await click(goods.getByTestId('bulk-bar').getByRole('button', { name: '批量下架' }));
  const run = page.getByRole('dialog', { name: '批量下架' });
  await run.getByText(/确定下架 \d+ 个商品吗/).waitFor();
  const longBefore = await page.evaluate(() => window.__longTasks.length);
  started = performance.now();
  await click(run.getByRole('button', { name: '确定' }));
  await run.getByTestId('bulk-run-summary').waitFor();
  const runMs = performance.now() - started;
  const summary = await run.getByTestId('bulk-run-summary').innerText();
  const longest = await page.evaluate((from) => Math.max(0, ...window.__longTasks.slice(from).map((t) => t.duration)), longBefore);
  console.log(`goods: ${goodsTotal} on the shelf; ${summary}; ${clicks} clicks after filtering`);
  const goodsClicks = clicks;

  // 2. 待发货 orders: the whole backlog selected.
  await page.goto(`${base}${filtered('/orderManage', { status: 1 })}`);
  const orders = page.locator('[data-testid="schema-list-orders"]');
  await orders.locator('tbody tr').first().waitFor();
  await orders.getByRole('checkbox', { name: '全选本页' }).click();
  const ordersAll = orders.getByRole('button', { name: /选择全部 \d+ 项/ });
  const ordersTotal = Number((await ordersAll.innerText()).match(/\d+/)[0]);
  started = performance.now();
  await ordersAll.click();
  await orders.getByText(/已选择全部 \d+ 项/).waitFor();
  const selectOrdersMs = performance.now() - started;
  console.log(`orders: ${ordersTotal} 待发货 selected in ${Math.round(selectOrdersMs)} ms`);

  const done = Number(summary.match(/成功 (\d+) 条/)?.[1] ?? 0);
  report('bulk', [
    figure(`clicks to take every goods of a filter off the shelf (${goodsTotal})`, 'clicks', goodsClicks, null, `≤ ${CLICKS_BUDGET}`, goodsClicks <= CLICKS_BUDGET),
    figure(`选择全部 ${goodsTotal} goods (reads the filter)`, 's', Number((selectGoodsMs / 1000).toFixed(2)), null, `≤ ${SELECT_BUDGET_S}`, selectGoodsMs / 1000 <= SELECT_BUDGET_S),
    figure(`批量下架 of ${goodsTotal} goods, 4 calls at a time`, 's', Number((runMs / 1000).toFixed(1)), null, `≤ ${RUN_BUDGET_S}`, runMs / 1000 <= RUN_BUDGET_S && done === goodsTotal),
    figure('longest main-thread task during the run', 'ms', Math.round(longest), null, null, null),
    figure(`选择全部 ${ordersTotal} 待发货 orders`, 's', Number((selectOrdersMs / 1000).toFixed(2)), null, `≤ ${SELECT_BUDGET_S}`, selectOrdersMs / 1000 <= SELECT_BUDGET_S),
  ]);
} finally {
  await browser.close();
  await stop();
}
