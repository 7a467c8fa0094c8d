#!/usr/bin/env node
/**
 * List render benchmark (issue 14; DESIGN.md: a 50-row list paints within 50 ms of its data
 * arriving), in Chromium on the demo build. One method for every case: time from the moment the
 * list call's response body has been read (`window.__listDataAt`) to the frame after the 50th
 * row is in the table — the render, not the network.
 * - Seeds the freight rules (a generated schema list) through the real API to enough records for
 *   RUNS + 2 pages of 50, so every page switch below asks for a page react-query has never seen.
 * - full page load: open /freightRules?perPage=50 as a new document (the whole app starts too).
 * - first mount: the app is running (dashboard), the list screen mounts for the first time in
 *   this page load (in-app navigation, as a menu click does).
 * - uncached switch: the mounted list moves to the next page with the pager; that page was never
 *   loaded, so it waits for its data and renders new rows (the real render).
 * - cached switch: back and forth between two pages already seen (react-query shows the cached
 *   rows at once); measured from the pager click to the frame after the rows changed.
 * Run: node scripts/bench-list.mjs   (BENCH_BASE_URL=… to measure a running app, BENCH_RUNS=…)
 */
import {
  figure,
  launchChromium,
  machineLoad,
  noteCallData,
  percentile,
  report,
  serveDemo,
  signIn,
  summary,
  withinLimits,
} from './benchHarness.mjs';

const ROWS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 24);
const PAGES_NEEDED = RUNS + 2;
const BUDGET = { firstMount: { median: 50 }, uncached: { median: 50, p95: 80 } };
const LIST = '[data-testid="schema-list-freightRules"]';
const PAGE_CALL = '/shippingFreightRuleOverseas/page';
const listUrl = (page) => `/freightRules?page=${page}&perPage=${ROWS}&sort=id&order=DESC`;

const { base, stop } = await serveDemo('list');
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  // Note when the body of each list call has been read ("the data arrived") and the list's total.
  await noteCallData(context, PAGE_CALL);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await signIn(page, base, '/freightRules');
  await page.locator(`${LIST} tbody tr`).first().waitFor();
  await page.waitForFunction(() => typeof window.__listAnswer?.data?.total === 'number');

  // Seed with the call the create form makes, a few at a time.
  const existing = await page.evaluate(() => window.__listAnswer.data.total);
  const missing = Math.max(0, PAGES_NEEDED * ROWS - existing);
  const created = await page.evaluate(async (count) => {
    const token = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('supplier-admin-token-key='))
        ?.split('=')[1] ?? '',
    );
    const one = async (i) => {
      const response = await fetch('/api/backend/shippingFreightRuleOverseas/operation', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: token },
        body: JSON.stringify({
          name: `基准测试规则 ${i + 1}`,
          countryId: (i % 6) + 1,
          carrierId: (i % 4) + 1,
          currencyCode: 'USD',
          firstWeight: 1,
          firstPrice: 40 + (i % 500),
          extraWeight: 0.5,
          extraPrice: 10,
          status: i % 2,
        }),
      });
      return (await response.json()).code === 200 ? 1 : 0;
    };
    let ok = 0;
    for (let i = 0; i < count; i += 10) {
      const batch = Array.from({ length: Math.min(10, count - i) }, (_, k) => one(i + k));
      ok += (await Promise.all(batch)).reduce((a, b) => a + b, 0);
    }
    return ok;
  }, missing);
  console.log(
    `seeded ${created} freight rules (${existing + created} in all, ${Math.floor((existing + created) / ROWS)} full pages of ${ROWS})`,
  );
  if (existing + created < PAGES_NEEDED * ROWS)
    throw new Error(`seeding failed: ${existing + created} rules, ${PAGES_NEEDED * ROWS} needed`);

  /**
   * Resolves with ms from `since` (default: the list call's body being read) to the frame after
   * the table shows 50 rows, no loading bar, and (on a page switch) a different first row.
   */
  const measure = (previousFirstRow, fromClick = false) =>
    page.evaluate(
      ({ list, rows, previous, fromClick }) =>
        new Promise((resolve, reject) => {
          const deadline = performance.now() + 60_000;
          const ready = () => {
            const body = document.querySelectorAll(`${list} tbody tr`);
            return (
              body.length === rows &&
              !document.querySelector(`${list} .MuiLinearProgress-root`) &&
              (previous === null || body[0].innerText !== previous)
            );
          };
          const check = () => {
            const since = fromClick ? window.__clickAt : window.__listDataAt;
            if (since && ready()) requestAnimationFrame(() => resolve(performance.now() - since));
            else if (performance.now() > deadline) reject(new Error('list never rendered'));
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
      { list: LIST, rows: ROWS, previous: previousFirstRow, fromClick },
    );
  const firstRowText = () => page.locator(`${LIST} tbody tr`).first().innerText();
  /** Clicks page `target` of the pager, noting the click time in the page. */
  const clickPage = (target) =>
    page.evaluate(
      ({ list, target }) => {
        const button = [...document.querySelectorAll(`${list} [data-testid="pager"] button`)].find(
          (b) => b.getAttribute('aria-label') === target || b.textContent === target,
        );
        if (!button) throw new Error(`pager has no button for page ${target}`);
        window.__listDataAt = null;
        window.__clickAt = performance.now();
        button.click();
      },
      { list: LIST, target: String(target) },
    );

  const cold = [];
  for (let run = 0; run < RUNS; run++) {
    // A new document starts with no __listDataAt, so no reset is needed (and none could race the data).
    await page.goto(`${base}${listUrl(1)}`);
    cold.push(await measure(null));
  }

  const fromMenu = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${base}/dashboard`);
    await page.locator('[data-testid="sidebar-menu"]').first().waitFor();
    await page.waitForTimeout(300);
    const timing = measure(null);
    // In-app navigation (as a menu click does), straight to 50 rows per page.
    await page.evaluate((url) => {
      history.pushState({}, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, listUrl(1));
    fromMenu.push(await timing);
  }

  // Uncached: a fresh document on page 1, then pages 2, 3, … — each asked for the first time.
  await page.goto(`${base}${listUrl(1)}`);
  await page
    .locator(`${LIST} tbody tr`)
    .nth(ROWS - 1)
    .waitFor();
  const uncached = [];
  for (let run = 0; run < RUNS; run++) {
    const previous = await firstRowText();
    const timing = measure(previous);
    await clickPage(run + 2);
    uncached.push(await timing);
  }

  // Cached: between the last two pages just seen.
  const cached = [];
  for (let run = 0; run < RUNS; run++) {
    const previous = await firstRowText();
    const timing = measure(previous, true);
    await clickPage(run % 2 === 0 ? RUNS : RUNS + 1);
    cached.push(await timing);
    await page.waitForTimeout(50); // let the background refetch of the cached page settle
  }

  console.log(`50-row list, data read → frame after the 50th row (${RUNS} runs per case; ${machineLoad()}):`);
  console.log(`  full page load (app starting too):   ${summary(cold)}`);
  console.log(`  opened in the app (first mount):     ${summary(fromMenu)}`);
  console.log(`  switch to a page not yet cached:     ${summary(uncached)}`);
  console.log(`  switch to a cached page (click →):   ${summary(cached)}`);
  report('bench-list', [
    figure('list 50 rows: full page load', 'ms', percentile(cold, 50), percentile(cold, 95), '—', null),
    figure(
      'list 50 rows: first mount',
      'ms',
      percentile(fromMenu, 50),
      percentile(fromMenu, 95),
      'median ≤ 50 ms',
      withinLimits(fromMenu, BUDGET.firstMount),
    ),
    figure(
      'list 50 rows: uncached page switch',
      'ms',
      percentile(uncached, 50),
      percentile(uncached, 95),
      'median ≤ 50 ms, p95 ≤ 80 ms',
      withinLimits(uncached, BUDGET.uncached),
    ),
    figure(
      'list 50 rows: cached page switch (click → rows)',
      'ms',
      percentile(cached, 50),
      percentile(cached, 95),
      '—',
      null,
    ),
  ]);
} finally {
  await browser.close();
  await stop();
}
