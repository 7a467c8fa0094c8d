#!/usr/bin/env node
/**
 * The demo's stand-in backend at scale (issue 24 item 6; docs/performance.md "Stand-in"): in
 * Chromium on the demo build, the freight rules (a generated schema list) seeded through the
 * real API to 10,000 records, then pages of it read with the list call the console makes:
 * - the first page, a deep page, a page filtered by a text (contains), by a status and by two
 *   references, and a page sorted by a sortable column: call start (`fetch` in the page) → body
 *   parsed, each RUNS times, interleaved;
 * - the same first page just after a reload (the stand-in reads what it saved);
 * - one save (the create form's call) into the 10,000 rows.
 * Budget: every page read median ≤ 50 ms (issue 24).
 * Run: node scripts/bench-standin.mjs   (BENCH_BASE_URL=… to measure a running app, BENCH_RUNS=…)
 */
import {
  figure,
  launchChromium,
  machineLoad,
  percentile,
  report,
  seedThroughApi,
  serveDemo,
  signIn,
  summary,
} from './benchHarness.mjs';

const ROWS = 10_000;
const RUNS = Math.max(5, Math.round(Number(process.env.BENCH_RUNS ?? 24) / 2)); // 12 by default
const BUDGET_MS = 50;
const PAGE_CALL = '/api/backend/shippingFreightRuleOverseas/page';
const SAVE_CALL = '/api/backend/shippingFreightRuleOverseas/operation';
/** The reads measured: the list call's query strings, as the console sends them. */
const READS = {
  'first page': 'currentPage=1&pageSize=50',
  'page 150 of 200': 'currentPage=150&pageSize=50',
  'filtered by a text (name contains)': 'currentPage=1&pageSize=50&name=' + encodeURIComponent('规则 77'),
  'filtered by status': 'currentPage=2&pageSize=50&status=1',
  'filtered by two references': 'currentPage=1&pageSize=50&countryId=3&carrierId=3',
  'sorted by a column': 'currentPage=3&pageSize=50&sortField=firstPrice&sortOrder=desc',
};

const { base, stop } = await serveDemo('standin');
const browser = await launchChromium();
/** The session token the console sends (read from its cookie once signed in). */
const tokenOf = (page) =>
  page.evaluate(() =>
    decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('supplier-admin-token-key='))
        ?.split('=')[1] ?? '',
    ),
  );
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  page.setDefaultTimeout(600_000);
  await signIn(page, base, '/freightRules');
  await page.locator('[data-testid="schema-list-freightRules"] tbody tr').first().waitFor();
  const token = await tokenOf(page);

  const seedStart = Date.now();
  const total = () =>
    page.evaluate(
      async ({ pageCall, token }) =>
        (await (await fetch(`${pageCall}?currentPage=1&pageSize=1`, { headers: { Authorization: token } })).json()).data.total,
      { pageCall: PAGE_CALL, token },
    );
  const existing = await total();
  // The create form's call, through the harness's one seeding path.
  await seedThroughApi(page, SAVE_CALL.replace('/api/backend/', ''), {
    from: existing,
    count: ROWS - existing,
    body: (i) => ({
      name: `基准规则 ${i + 1}`,
      countryId: (i % 6) + 1,
      carrierId: (i % 4) + 1,
      currencyCode: 'USD',
      firstWeight: 1 + (i % 7),
      firstPrice: 40 + (i % 500),
      extraWeight: 0.5,
      extraPrice: 10,
      status: i % 2,
    }),
  });
  const seeded = await total();
  console.log(`seeded to ${seeded} freight rules in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  if (seeded < ROWS) throw new Error(`seeding failed: ${seeded} rules`);

  /** In the page: one call, start → body parsed (ms), and the records it answered. */
  const timeRead = (query) =>
    page.evaluate(
      async ({ url, token }) => {
        const start = performance.now();
        const response = await fetch(url, { headers: { Authorization: token } });
        const body = await response.json();
        const ms = performance.now() - start;
        if (body.code !== 200) throw new Error(`${url}: ${JSON.stringify(body).slice(0, 200)}`);
        return { ms, count: body.data.records.length, total: body.data.total };
      },
      { url: `${PAGE_CALL}?${query}`, token },
    );

  const times = Object.fromEntries(Object.keys(READS).map((name) => [name, []]));
  const shapes = {};
  // A reload first: the stand-in reads what it saved; its first answer is timed apart.
  await page.reload();
  await page.locator('[data-testid="schema-list-freightRules"] tbody tr').first().waitFor();
  const afterReload = await timeRead(READS['first page']);
  for (let run = 0; run < RUNS; run++)
    for (const [name, query] of Object.entries(READS)) {
      const { ms, count, total } = await timeRead(query);
      times[name].push(ms);
      shapes[name] = `${count} of ${total}`;
    }
  const saveMs = [];
  for (let run = 0; run < Math.min(RUNS, 6); run++)
    saveMs.push(
      await page.evaluate(
        async ({ url, token, run }) => {
          const start = performance.now();
          const body = await (
            await fetch(url, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Authorization: token },
              body: JSON.stringify({
                name: `计时规则 ${run}`,
                countryId: 1,
                carrierId: 1,
                currencyCode: 'USD',
                firstWeight: 1,
                firstPrice: 40,
                extraWeight: 0.5,
                extraPrice: 10,
                status: 1,
              }),
            })
          ).json();
          if (body.code !== 200) throw new Error(JSON.stringify(body));
          return performance.now() - start;
        },
        { url: SAVE_CALL, token, run },
      ),
    );

  console.log(`Stand-in, ${seeded} freight rules, ${RUNS} runs each (${machineLoad()}):`);
  const figures = [];
  for (const [name, values] of Object.entries(times)) {
    console.log(`  ${name} (${shapes[name]}): ${summary(values)}`);
    const median = percentile(values, 50);
    figures.push(
      figure(
        `stand-in 10,000 rows: ${name}`,
        'ms',
        median,
        percentile(values, 95),
        `median ≤ ${BUDGET_MS} ms`,
        median <= BUDGET_MS,
      ),
    );
  }
  console.log(`  first page just after a reload: ${afterReload.ms.toFixed(1)} ms`);
  console.log(`  one save into the 10,000: ${summary(saveMs)}`);
  figures.push(figure('stand-in 10,000 rows: first page after a reload', 'ms', afterReload.ms, null, '—', null));
  figures.push(
    figure('stand-in 10,000 rows: one save', 'ms', percentile(saveMs, 50), percentile(saveMs, 95), '—', null),
  );
  report('bench-standin', figures);
} finally {
  await browser.close();
  await stop();
}
