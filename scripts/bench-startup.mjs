#!/usr/bin/env node
/**
 * Start-up benchmark (issue 14), in Chromium on the demo build, each run in a fresh browser
 * context (empty HTTP cache and storage, as a first visit):
 * - sign-in submit → dashboard figures painted: from the click on 登录 (the login document) to
 *   the frame after the dashboard's cards show their numbers (the app's document; both times on
 *   the epoch-based `performance.timeOrigin + now()` clock, so the full navigation in between
 *   is included);
 * - the JS the dashboard route downloads: every script response from the click until the figures
 *   are painted, gzip (zlib level 9) of each body, summed; "beyond the login page" leaves out the
 *   files the login page had already loaded (the browser reuses them), "all files" is what a
 *   visit straight to the dashboard downloads. The stand-in's own code (its service worker and the
 *   chunks only src/mock loads, known from the build's manifest) is left out: a real-backend
 *   build has none of it.
 * Budgets: see docs/performance.md (set ~25 % above the median measured when they were set).
 * Run: node scripts/bench-startup.mjs   (BENCH_BASE_URL=… to measure a running app, BENCH_RUNS=…)
 */
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  figure,
  gzipBytes,
  launchChromium,
  machineLoad,
  percentile,
  report,
  serveDemo,
  standInOnlyFiles,
  summary,
  withinLimits,
} from './benchHarness.mjs';

const RUNS = Math.max(3, Math.round(Number(process.env.BENCH_RUNS ?? 24) / 2.4)); // 10 by default
// docs/performance.md "Start-up budgets": ~25 % above the slower of two near-idle runs
// (23 Nov 2026: median 1,814 ms / p95 1,864 ms at load 1–3; 1,268 / 1,363 ms with the machine quiet).
const BUDGET = { ms: { median: 2300, p95: 2800 }, newKb: 255, allKb: 490 };
const isScript = (response) => response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());

const { base, outDir, stop } = await serveDemo('startup');
const standInFiles = standInOnlyFiles(outDir);
if (!standInFiles.size) console.warn('no build manifest: stand-in chunks cannot be told apart and are counted');
const standIn = (url) => /(mock|demo)ServiceWorker\.js/.test(url) || standInFiles.has(new URL(url).pathname);
const browser = await launchChromium();
const gzipOf = new Map();
/** gzip bytes of a script the page downloaded (fetched again here: same URL, same bytes). */
const gzipOfUrl = async (url) => {
  if (!gzipOf.has(url)) gzipOf.set(url, gzipBytes(Buffer.from(await (await fetch(url)).arrayBuffer())));
  return gzipOf.get(url);
};
try {
  const times = [];
  const newKb = [];
  const allKb = [];
  let lastFiles = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await context.addInitScript(() => {
      const now = () => performance.timeOrigin + performance.now();
      // Login document: the click on the submit button (sessionStorage outlives the navigation).
      document.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof Element && event.target.closest('button[type="submit"]'))
            sessionStorage.setItem('__benchSubmitAt', String(now()));
        },
        true,
      );
      // Any document: the frame after the dashboard's figures are all painted: no figure card
      // (card-goods, card-customers, card-orders, card-order-status) still loading, and at least
      // one number shown. The charts below them load lazily after the figures and are not waited for.
      const painted = () => {
        const dashboard = document.querySelector('[data-testid="dashboard"]');
        if (!dashboard) return false;
        const cards = [...dashboard.querySelectorAll('[data-testid^="card-"]')];
        if (!cards.length || cards.some((card) => card.querySelector('[data-state="loading"], .MuiSkeleton-root'))) return false;
        if (dashboard.querySelector('[data-state="error"]')) window.__figuresError = true;
        return (
          dashboard.querySelector('[data-state="ready"]') !== null ||
          [...dashboard.querySelectorAll('p, h1, h2, h3, h4, h5, h6, span')].some((el) =>
            /^\s*[\d,.]+\s*$/.test(el.firstChild?.textContent ?? ''),
          )
        );
      };
      const check = () => {
        if (painted()) requestAnimationFrame(() => (window.__figuresAt = now()));
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    const beforeSubmit = new Set();
    const afterSubmit = new Set();
    let submitted = false;
    page.on('response', (response) => {
      if (!isScript(response) || standIn(response.url())) return;
      (submitted ? afterSubmit : beforeSubmit).add(response.url());
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await page.locator('input[name="email"]').fill(DEMO_EMAIL);
    await page.locator('input[name="loginPassword"]').fill(DEMO_PASSWORD);
    await page.waitForFunction(() => Boolean(window.__supplierDemo?.captcha()));
    await page.locator('input[name="code"]').fill(await page.evaluate(() => window.__supplierDemo.captcha()));
    submitted = true;
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.waitForFunction(() => window.__figuresAt, undefined, { timeout: 60_000 });
    submitted = false;
    const { at, submitAt, error } = await page.evaluate(() => ({
      at: window.__figuresAt,
      submitAt: Number(sessionStorage.getItem('__benchSubmitAt')),
      error: Boolean(window.__figuresError),
    }));
    if (!submitAt) throw new Error('the submit click was not recorded');
    if (error) console.warn(`run ${run + 1}: a dashboard card shows a load error`);
    times.push(at - submitAt);
    const fresh = [...afterSubmit].filter((url) => !beforeSubmit.has(url));
    let sumNew = 0;
    let sumAll = 0;
    for (const url of afterSubmit) {
      const size = await gzipOfUrl(url);
      sumAll += size;
      if (!beforeSubmit.has(url)) sumNew += size;
    }
    newKb.push(sumNew / 1024);
    allKb.push(sumAll / 1024);
    lastFiles = [...afterSubmit].map((url) => ({ url, fresh: fresh.includes(url), kb: gzipOf.get(url) / 1024 }));
    await context.close();
  }

  console.log(
    `Start-up: sign-in submit → dashboard figures painted (${RUNS} runs, fresh context each; ${machineLoad()}):`,
  );
  console.log(`  ${summary(times)}`);
  console.log(
    'JS downloaded from the submit until the figures are painted (last run; * = not loaded by the login page):',
  );
  for (const f of lastFiles.sort((a, b) => b.kb - a.kb))
    console.log(`  ${f.fresh ? '*' : ' '} ${f.kb.toFixed(1).padStart(7)} KB gzip  ${new URL(f.url).pathname}`);
  console.log(
    `  beyond the login page: ${percentile(newKb, 50).toFixed(1)} KB gzip; all files: ${percentile(allKb, 50).toFixed(1)} KB gzip`,
  );
  report('bench-startup', [
    figure(
      'start-up: sign-in submit → dashboard figures',
      'ms',
      percentile(times, 50),
      percentile(times, 95),
      `median ≤ ${BUDGET.ms.median} ms, p95 ≤ ${BUDGET.ms.p95} ms`,
      withinLimits(times, BUDGET.ms),
    ),
    figure(
      'start-up: dashboard JS beyond the login page (gzip)',
      'KB',
      percentile(newKb, 50),
      null,
      `≤ ${BUDGET.newKb} KB`,
      percentile(newKb, 50) <= BUDGET.newKb,
    ),
    figure(
      'start-up: dashboard JS, all files (gzip)',
      'KB',
      percentile(allKb, 50),
      null,
      `≤ ${BUDGET.allKb} KB`,
      percentile(allKb, 50) <= BUDGET.allKb,
    ),
  ]);
} finally {
  await browser.close();
  await stop();
}
