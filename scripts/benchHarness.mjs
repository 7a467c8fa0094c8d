/**
 * Shared parts of the Chromium benchmarks: serve the demo build (or use BENCH_BASE_URL), launch
 * Debian's Chromium with the flags this machine needs, sign in through the real form, summarise
 * timings and hand the figures to `npm run bench` (one `BENCH_RESULT {json}` line per script).
 * Each benchmark script stays a plain sequence of steps on top of this. docs/performance.md
 * explains the figures and their budgets.
 */
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
export const DEMO_EMAIL = 'demo@supplier.cn';
export const DEMO_PASSWORD = 'Demo@2026';

/**
 * Serves the demo app: BENCH_BASE_URL when set, else a fresh demo build in a temp folder under
 * `vite preview`. Returns the base URL and a `stop()` that removes what it made.
 */
export async function serveDemo(name) {
  // `npm run bench` builds once and passes the running app (and its folder, for the manifest).
  if (process.env.BENCH_BASE_URL)
    return {
      base: process.env.BENCH_BASE_URL.replace(/\/$/, ''),
      outDir: process.env.BENCH_BUILD_DIR,
      stop: async () => {},
    };
  delete process.env.VITE_API_BASE_URL; // demo mode: the stand-in answers every call
  const outDir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  console.log('building the demo bundle…');
  await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true, manifest: true } });
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 4400, strictPort: false, host: '127.0.0.1' },
  });
  const base = server.resolvedUrls.local[0].replace(/\/$/, '');
  return {
    base,
    outDir,
    stop: async () => {
      await new Promise((resolve) => server.httpServer.close(() => resolve(undefined)));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * Builds and serves the anchor pages (scripts/anchors/: `plain.html`, a plain `<table>`, and
 * `mui.html`, a plain MUI `<Table>`, both React) with vite's production build, outside the app's
 * config (no app code, no stand-in, no CSP). Returns `url(name)` and `stop()`.
 */
export async function serveAnchors() {
  const root = path.resolve('scripts/anchors');
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-anchors-'));
  const { default: react } = await import('@vitejs/plugin-react');
  const config = { configFile: false, root, logLevel: 'warn', mode: 'production', plugins: [react()] };
  await build({
    ...config,
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: { plain: path.join(root, 'plain.html'), mui: path.join(root, 'mui.html') } },
    },
  });
  const server = await preview({
    ...config,
    build: { outDir },
    preview: { port: 4396, strictPort: false, host: '127.0.0.1' },
  });
  const base = server.resolvedUrls.local[0].replace(/\/$/, '');
  return {
    url: (name) => `${base}/${name}.html`,
    stop: async () => {
      await new Promise((resolve) => server.httpServer.close(() => resolve(undefined)));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * CPU slow-down every benchmark page runs at: `npm run bench -- --throttle 4` sets BENCH_THROTTLE
 * for each script (4 = an office PC, docs/performance.md). 1 = this machine's own speed.
 */
export const THROTTLE = (() => {
  const rate = Number(process.env.BENCH_THROTTLE ?? 1);
  if (!Number.isFinite(rate) || rate < 1)
    throw new Error(`BENCH_THROTTLE must be a number ≥ 1, got ${process.env.BENCH_THROTTLE}`);
  return rate;
})();

/** "4× CPU throttle" / "no CPU throttle": printed with the figures. */
export const throttleLabel = (rate = THROTTLE) => (rate > 1 ? `${rate}× CPU throttle` : 'no CPU throttle');

const throttledPages = new WeakSet();
/**
 * Slows `page`'s CPU by `rate` (CDP Emulation.setCPUThrottlingRate). The CDP session stays open
 * for the page's life: Chromium drops the emulation when its session detaches.
 */
export async function throttle(page, rate = THROTTLE) {
  if (rate <= 1 || throttledPages.has(page)) return;
  throttledPages.add(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Throttles every page of `context`: those it opens (awaited, before any navigation) and popups. */
export function throttleContext(context, rate = THROTTLE) {
  if (rate <= 1) return context;
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    await throttle(page, rate);
    return page;
  };
  context.on('page', (page) => void throttle(page, rate).catch(() => {})); // popups; closed early = nothing to slow
  return context;
}

/**
 * Debian's Chromium, headless. With BENCH_THROTTLE > 1 every page it opens (browser.newPage,
 * context.newPage, popups) runs CPU-throttled, so the scripts need no change of their own.
 */
export async function launchChromium() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  if (THROTTLE <= 1) return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => throttleContext(await newContext(options));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await throttle(page);
    return page;
  };
  return browser;
}

/** Signs in through the login form (the demo build exposes the captcha's code) and lands on `target`. */
export async function signIn(page, base, target) {
  await page.goto(`${base}/login?redirect=${encodeURIComponent(target)}`);
  await page.locator('input[name="email"]').fill(DEMO_EMAIL);
  await page.locator('input[name="loginPassword"]').fill(DEMO_PASSWORD);
  await page.waitForFunction(() => Boolean(window.__supplierDemo?.captcha()));
  await page.locator('input[name="code"]').fill(await page.evaluate(() => window.__supplierDemo.captcha()));
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** "median 12.3 ms, p95 20.1 ms, max 25.0 ms (n = 10)" */
export function summary(values) {
  const f = (v) => `${v.toFixed(1)} ms`;
  return `median ${f(percentile(values, 50))}, p95 ${f(percentile(values, 95))}, max ${f(Math.max(...values))} (n = ${values.length})`;
}

/** "load average 1.2 / 0.9 / 0.8 on 2 CPUs": printed next to every figure (the machine is shared). */
export function machineLoad() {
  return `load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ')} on ${cpus().length} CPUs`;
}

/** gzip size (zlib level 9, as the login budget has always been measured) of a body. */
export function gzipBytes(body) {
  return gzipSync(body, { level: 9 }).length;
}

/**
 * One row of the `npm run bench` table. `median`/`p95` are numbers in `unit` (or null when the
 * figure has only one value: put it in `median`); `budget` is the text shown (e.g. "median ≤ 50");
 * `ok` is true (within), false (OVER) or null (no budget: reported for information); `anchor`
 * the figure as a ratio to its anchor measured in the same sitting (e.g. "1.4× plain"), if any.
 */
export function figure(name, unit, median, p95, budget, ok, anchor) {
  return { name, unit, median, p95, budget, ok, ...(anchor ? { anchor } : {}) };
}

/** Checks a median/p95 against limits; a missing limit is not checked. */
export function withinLimits(values, { median, p95 }) {
  return (
    (median === undefined || percentile(values, 50) <= median) && (p95 === undefined || percentile(values, 95) <= p95)
  );
}

/**
 * Prints the script's figures as one machine-readable line for `npm run bench` (scripts/bench.mjs)
 * and sets a failing exit code when a figure is over its budget.
 */
export function report(script, figures) {
  console.log(
    `BENCH_RESULT ${JSON.stringify({ script, load: loadavg(), cpus: cpus().length, throttle: THROTTLE, figures })}`,
  );
  if (figures.some((f) => f.ok === false)) process.exitCode = 1;
}

/**
 * Files of a build (`/assets/…` paths) that only the stand-in backend loads: the static imports of
 * the src/mock entries that no other entry or lazy chunk imports. Needs the build's manifest;
 * without one (a running app given by BENCH_BASE_URL alone) the set is empty.
 */
export function standInOnlyFiles(outDir) {
  const file = outDir && path.join(outDir, '.vite/manifest.json');
  if (!file || !existsSync(file)) return new Set();
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const graph = (start, seen = new Set()) => {
    if (seen.has(start) || !manifest[start]) return seen;
    seen.add(start);
    for (const dep of manifest[start].imports ?? []) graph(dep, seen);
    return seen;
  };
  const starts = Object.keys(manifest).filter((k) => manifest[k].isEntry || manifest[k].isDynamicEntry);
  const mock = new Set(starts.filter((k) => k.startsWith('src/mock/')).flatMap((k) => [...graph(k)]));
  const app = new Set(starts.filter((k) => !k.startsWith('src/mock/')).flatMap((k) => [...graph(k)]));
  return new Set([...mock].filter((k) => !app.has(k)).map((k) => `/${manifest[k].file}`));
}

/**
 * Notes in every page of `context` when the body of a call whose URL contains `call` has been
 * read (`window.__listDataAt`, performance.now()) and its parsed answer (`window.__listAnswer`):
 * "the data arrived", the start of every list timing. Wraps both text() and json().
 */
export function noteCallData(context, call) {
  return context.addInitScript((part) => {
    const originalFetch = window.fetch.bind(window);
    window.fetch = async (...args) => {
      const response = await originalFetch(...args);
      const url = String(args[0] instanceof Request ? args[0].url : args[0]);
      if (url.includes(part)) {
        const text = response.text.bind(response);
        const json = response.json.bind(response);
        const note = (answer) => {
          window.__listDataAt = performance.now();
          performance.mark('bench:data'); // the start of the window in a trace (scripts/profile-list.mjs)
          window.__listAnswer = answer;
        };
        response.text = async () => {
          const body = await text();
          try {
            note(JSON.parse(body));
          } catch {
            note(null); // not JSON: the answer stays unknown
          }
          return body;
        };
        response.json = async () => {
          const answer = await json();
          note(answer);
          return answer;
        };
      }
      return response;
    };
  }, call);
}

/**
 * React's commit hook in every page of `context` (a stand-in for React DevTools' global hook, which
 * a production build calls at each commit): the commit times in `window.__commits`, and, while
 * `window.__rendered` is a number, the components each commit rendered added to it. A component
 * counts when it was mounted or did render work in the commit (React's PerformedWork flag, bit
 * 1), the way React DevTools counts renders: only subtrees whose children changed are walked, so
 * a bailed-out subtree is not counted. Must be installed before the app's first script runs.
 */
export function watchReactCommits(context) {
  return context.addInitScript(() => {
    window.__commits = [];
    window.__rendered = null;
    const PERFORMED_WORK = 1;
    const rendered = (next, previous) => {
      const component = typeof next.type === 'function' || (typeof next.type === 'object' && next.type !== null);
      let count = component && (previous === null || (next.flags & PERFORMED_WORK) !== 0) ? 1 : 0;
      if (previous === null || next.child !== previous.child)
        for (let child = next.child; child; child = child.sibling)
          count += rendered(child, previous === null ? null : child.alternate);
      return count;
    };
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: (_id, root) => {
        window.__commits.push(performance.now());
        if (window.__rendered !== null) window.__rendered += rendered(root.current, root.current.alternate);
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    };
  });
}

/**
 * Records the page's long tasks (PerformanceObserver `longtask`) in `window.__longTasks`
 * ({ start, duration }) from the first script of every page of `context`.
 */
export async function recordLongTasks(context) {
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/**
 * Creates `count` records through the real API, as the app's forms do, ten calls at a time:
 * `POST /api/backend/<path>` with `body(i)` for i = `from` … `from + count - 1`, signed in as
 * `page`'s session. Returns how many the API accepted (the first refusal is printed).
 */
export async function seedThroughApi(page, path, { from = 0, count, body }) {
  // The bodies are made here: the page's CSP allows no eval of a function sent as text.
  const bodies = Array.from({ length: Math.max(0, count) }, (_, k) => body(from + k));
  const { ok, refusal } = await page.evaluate(
    async ({ path, bodies }) => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('supplier-admin-token-key='))
          ?.split('=')[1] ?? '',
      );
      let refusal = null;
      const one = async (data) => {
        const response = await fetch(`/api/backend/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: token },
          body: JSON.stringify(data),
        });
        const answer = await response.json();
        if (answer.code !== 200) refusal ??= JSON.stringify(answer).slice(0, 200);
        return answer.code === 200 ? 1 : 0;
      };
      let ok = 0;
      for (let i = 0; i < bodies.length; i += 10)
        ok += (await Promise.all(bodies.slice(i, i + 10).map(one))).reduce((a, b) => a + b, 0);
      return { ok, refusal };
    },
    { path, bodies },
  );
  if (refusal) console.warn(`seed refused: ${refusal}`);
  return ok;
}

/**
 * Seeds the stand-in's freight rules (the list benchmarks' 12-column schema list) to at least
 * `needed` records with the call the create form makes. `page` shows the list (/freightRules)
 * with `noteCallData(context, '/shippingFreightRuleOverseas/page')` installed.
 */
export async function seedFreightRules(page, needed) {
  await page.waitForFunction(() => typeof window.__listAnswer?.data?.total === 'number');
  const existing = await page.evaluate(() => window.__listAnswer.data.total);
  const created = await seedThroughApi(page, 'shippingFreightRuleOverseas/operation', {
    count: Math.max(0, needed - existing),
    body: (i) => ({
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
  console.log(`seeded ${created} freight rules (${existing + created} in all)`);
  if (existing + created < needed) throw new Error(`seeding failed: ${existing + created} rules, ${needed} needed`);
}

/**
 * Resolves when `list` (a selector of the app's list, or an anchor's table) shows `rows` rows, no
 * loading bar, and — on a page switch — a first row other than `previous`: in the frame after, it
 * marks `bench:painted` (a window's end in a trace, scripts/profile-list.mjs) and returns the ms
 * since the list's data was in hand (`window.__listDataAt`, noteCallData), or since the last pager
 * click (`fromClick`, `window.__clickAt`), with the emotion rules and React commits counted inside
 * the window where the page counts them (`window.__counts`, profile-list's init script;
 * `window.__commits`, watchReactCommits).
 */
export function listPainted(page, { list, rows, previous = null, fromClick = false }) {
  return page.evaluate(
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
          if (since && ready())
            requestAnimationFrame(() => {
              performance.mark('bench:painted');
              const inside = (times) => (times ? times.filter((t) => t >= since).length : null);
              resolve({
                ms: performance.now() - since,
                rules: inside(window.__counts?.rules),
                commits: inside(window.__commits),
              });
            });
          else if (performance.now() > deadline) reject(new Error('list never rendered'));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { list, rows, previous, fromClick },
  );
}

/** Clicks page `target` (its number) of `list`'s pager, noting the click's time (`window.__clickAt`) and clearing the data's. */
export function clickPager(page, list, target) {
  return page.evaluate(
    ({ list, target }) => {
      const button = [...document.querySelectorAll(`${list} [data-testid="pager"] button`)].find(
        (b) => b.getAttribute('aria-label') === target || b.textContent === target,
      );
      if (!button) throw new Error(`pager has no button for page ${target}`);
      window.__listDataAt = null;
      window.__clickAt = performance.now();
      button.click();
    },
    { list, target: String(target) },
  );
}

/**
 * The page of rows `list`'s table shows, as text, for the anchors (scripts/anchors/anchorPage.tsx
 * `AnchorPage`): header texts, and per row its cells' texts and its action buttons' names.
 */
export function shownPage(page, list) {
  return page.evaluate((list) => {
    const table = document.querySelector(`${list} table`);
    const skip = (cell) => cell.classList.contains('lt-check') || cell.classList.contains('lt-actions');
    const text = (cell) => cell.innerText.trim();
    return {
      headers: [...table.querySelectorAll('thead th')].filter((th) => !skip(th)).map(text),
      actionsHeader: text(table.querySelector('thead th.lt-actions')),
      rows: [...table.querySelectorAll('tbody tr')].map((tr, index) => ({
        id: `${index}:${tr.innerText}`,
        name: tr.querySelector('td.lt-check input')?.getAttribute('aria-label') ?? '',
        cells: [...tr.cells].filter((td) => !skip(td)).map(text),
        actions: [...tr.querySelectorAll('td.lt-actions button')].map(
          (b) => b.getAttribute('aria-label') || b.textContent.trim(),
        ),
      })),
    };
  }, list);
}

/**
 * Trace event name → kind of main-thread work (self time): script, style, layout, pre-paint,
 * paint, gc; any other name is "other". One table for every profiler (scripts/profile-list.mjs
 * and the others' traces), so their figures compare.
 */
export const TRACE_KINDS = new Map([
  ...['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet', 'StyleRecalcInvalidationTracking'].map((n) => [
    n,
    'style',
  ]),
  ...[
    'Layout',
    'UpdateLayerTree',
    'LayoutInvalidationTracking',
    'IntersectionObserverController::computeIntersections',
  ].map((n) => [n, 'layout']),
  ...['PrePaint'].map((n) => [n, 'pre-paint']),
  ...['Paint', 'PaintImage', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit', 'RasterTask', 'Decode Image'].map(
    (n) => [n, 'paint'],
  ),
  ...[
    'MinorGC',
    'MajorGC',
    'BlinkGC.AtomicPhase',
    'V8.GCScavenger',
    'V8.GCFinalizeMC',
    'V8.GC_MC_BACKGROUND_MARKING',
  ].map((n) => [n, 'gc']),
  ...[
    'FunctionCall',
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'v8.run',
    'v8.callFunction',
    'V8.Execute',
    'RunMicrotasks',
    'TimerFire',
    'FireAnimationFrame',
    'EventDispatch',
    'FireIdleCallback',
    'v8.evaluateModule',
    'CompileCode',
    'CompileScript',
    'ResizeObserver::deliverObservations',
  ].map((n) => [n, 'script']),
]);
