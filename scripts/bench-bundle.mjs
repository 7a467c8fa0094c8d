/**
 * First-list-page JS budget (issue 24 item 5; docs/performance.md "Bundle"): the JavaScript a
 * first visit downloads to sign in and see a list, gzip (zlib level 9), on a real-backend build
 * (VITE_API_BASE_URL set: no stand-in code, the chunks a deployment ships).
 * - In Chromium on the demo build (a fresh context per list, empty HTTP cache): open
 *   /login?redirect=<list>, sign in through the form, wait for the list's rows. This tells which of
 *   the app's lazy modules (build manifest: dynamic entries such as src/app/App.tsx,
 *   src/resources/ui/SchemaListPage.tsx) that visit loads; the stand-in's own are left out.
 * - In the real-backend build's manifest: the files of index.html and of those modules with every
 *   file they import statically, as the browser fetches them, and the zh-CN message catalogue
 *   (src/main.tsx loads the shown language's beside the app; in the demo the stand-in imports both,
 *   so the visit cannot tell); their gzip sizes summed. "login page" is index.html + the login
 *   page's module.
 * The real-backend build is measured rather than the demo's network: in the demo the stand-in
 * shares chunks with the app (schemas, i18n, call declarations) and the login page loads them early.
 * Each list's files are printed, largest first, with the module each comes from.
 * Budgets: first list page ≤ 350 KB, login page ≤ 130 KB (docs/design.md, issue 24).
 * Run: node scripts/bench-bundle.mjs   (BENCH_BASE_URL + BENCH_BUILD_DIR: observe a running demo)
 */
import { build } from 'vite';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  figure,
  gzipBytes,
  launchChromium,
  machineLoad,
  report,
  serveDemo,
  standInOnlyFiles,
} from './benchHarness.mjs';

const BUDGET_KB = { list: 350, login: 130 };
/** The first lists an operator opens: a generated schema list, the goods list, the orders list. */
const LISTS = ['/freightRules', '/goodsManage', '/orderManage'];
const isScript = (response) => response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());
const kb = (bytes) => bytes / 1024;
const manifestOf = (dir) => JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));
/** The manifest keys a set of keys loads: each with every chunk it imports statically. */
function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

// 1. Which of the app's lazy modules a first visit to each list loads (demo build, Chromium).
const { base, outDir, stop } = await serveDemo('bundle');
const visits = [];
try {
  if (!outDir)
    throw new Error('the demo build folder is needed for its manifest (BENCH_BUILD_DIR with BENCH_BASE_URL)');
  const demo = manifestOf(outDir);
  const standInFiles = standInOnlyFiles(outDir);
  const mockChunks = closure(
    demo,
    Object.keys(demo).filter((key) => key.startsWith('src/mock/')),
  );
  const lazyModuleOf = new Map(
    Object.entries(demo)
      .filter(([key, chunk]) => chunk.isDynamicEntry && !mockChunks.has(key))
      .map(([key, chunk]) => [`/${chunk.file}`, key]),
  );
  const browser = await launchChromium();
  try {
    for (const list of LISTS) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
      const page = await context.newPage();
      page.setDefaultTimeout(120_000);
      const modules = new Set();
      page.on('response', (response) => {
        if (!isScript(response)) return;
        const { pathname } = new URL(response.url());
        if (!standInFiles.has(pathname) && lazyModuleOf.has(pathname)) modules.add(lazyModuleOf.get(pathname));
      });
      await page.goto(`${base}/login?redirect=${encodeURIComponent(list)}`, { waitUntil: 'networkidle' });
      await page.locator('input[name="email"]').fill(DEMO_EMAIL);
      await page.locator('input[name="loginPassword"]').fill(DEMO_PASSWORD);
      await page.waitForFunction(() => Boolean(window.__supplierDemo?.captcha()));
      await page.locator('input[name="code"]').fill(await page.evaluate(() => window.__supplierDemo.captcha()));
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === list);
      // The list has its rows: the first screen is complete (and whatever it loads when idle).
      await page.locator('main table tbody tr').first().waitFor();
      await page.waitForLoadState('networkidle');
      visits.push({ list, modules: [...modules].sort() });
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await stop();
}

// 2. What those modules weigh in a real-backend build.
const realDir = mkdtempSync(path.join(tmpdir(), 'bench-bundle-real-'));
try {
  const before = process.env.VITE_API_BASE_URL;
  process.env.VITE_API_BASE_URL = before || 'https://api.example.invalid';
  await build({ logLevel: 'warn', mode: 'production', build: { outDir: realDir, emptyOutDir: true, manifest: true } });
  if (before === undefined) delete process.env.VITE_API_BASE_URL;
  const real = manifestOf(realDir);
  const gzipOf = new Map();
  const sizeOf = (key) => {
    if (!gzipOf.has(key)) gzipOf.set(key, gzipBytes(readFileSync(path.join(realDir, real[key].file))));
    return gzipOf.get(key);
  };
  const sum = (keys) => [...keys].reduce((total, key) => total + sizeOf(key), 0);
  const LOGIN = ['index.html', 'src/authProvider/LoginPage.tsx'];
  // The messages of the language shown (zh-CN in these visits), which src/main.tsx loads beside the
  // app: the demo's stand-in imports both catalogues itself, so the visit cannot tell their load.
  const CATALOGUE = 'i18n/catalogues/zh-CN.ts';
  if (!real[CATALOGUE]) throw new Error(`${CATALOGUE} is not a lazy module of the real-backend build`);
  const loginChunks = closure(real, LOGIN);
  const login = kb(sum(loginChunks));
  const results = [];
  for (const { list, modules } of visits) {
    const missing = modules.filter((key) => !real[key]);
    if (missing.length) console.warn(`${list}: not in the real-backend build: ${missing.join(', ')}`);
    const chunks = closure(real, [...LOGIN, CATALOGUE, ...modules]);
    const total = kb(sum(chunks));
    results.push({ list, total });
    console.log(
      `\n${list}: ${total.toFixed(1)} KB gzip in ${chunks.size} files; lazy modules loaded: ${modules.join(', ')}`,
    );
    console.log('  (L = loaded by the login page)');
    for (const key of [...chunks].sort((a, b) => sizeOf(b) - sizeOf(a)))
      console.log(
        `  ${loginChunks.has(key) ? 'L' : ' '} ${kb(sizeOf(key)).toFixed(1).padStart(7)} KB  ${real[key].src ?? key}`,
      );
  }
  const worst = results.reduce((a, b) => (b.total > a.total ? b : a));
  console.log(`\nFirst list page JS (real-backend build, gzip; ${machineLoad()}):`);
  for (const r of results) console.log(`  ${r.list.padEnd(16)} ${r.total.toFixed(1).padStart(7)} KB`);
  console.log(`  login page       ${login.toFixed(1).padStart(7)} KB`);
  report('bench-bundle', [
    figure(
      `first list page JS, largest of ${results.length} lists (gzip, ${worst.list})`,
      'KB',
      worst.total,
      null,
      `≤ ${BUDGET_KB.list} KB`,
      worst.total <= BUDGET_KB.list,
    ),
    figure(
      'login page JS in the same build (gzip)',
      'KB',
      login,
      null,
      `≤ ${BUDGET_KB.login} KB`,
      login <= BUDGET_KB.login,
    ),
  ]);
} finally {
  rmSync(realDir, { recursive: true, force: true });
}
