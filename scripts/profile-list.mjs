#!/usr/bin/env node
/**
 * Where the 50-row list's render time goes (issue 24, docs/performance.md "Profiling the list").
 * Traces the same windows as scripts/bench-list.mjs — list data in hand (`bench:data` mark) →
 * the frame after the 50th row (`bench:painted`) — for the first mount and for uncached page
 * switches, and prints the renderer main thread's time inside them by kind (script, style,
 * layout, pre-paint, paint, GC, other) and the script's sampled time by origin (react-dom,
 * react-admin, MUI, emotion, the app's folders…). With a build that has source maps (`--sourcemap`;
 * BENCH_BUILD_DIR) samples are mapped to their package or source folder; without, to their chunk.
 * Also counts the emotion rules inserted and the React commits inside each window. The plain
 * `<table>` anchor (scripts/anchors/) draws the same pages in the same sitting, and the last line
 * gives the app's main-thread CPU per window over the anchor's: the work, without the waits for
 * a turn on a busy machine that the wall-time figures carry.
 *   BENCH_BASE_URL=http://127.0.0.1:4173 BENCH_BUILD_DIR=dist BENCH_THROTTLE=4 node scripts/profile-list.mjs
 * Not part of `npm run bench` (no budget): a tool for finding what to cut.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import {
  TRACE_KINDS,
  clickPager,
  launchChromium,
  listPainted,
  machineLoad,
  noteCallData,
  percentile,
  seedFreightRules,
  serveAnchors,
  serveDemo,
  shownPage,
  signIn,
  throttleLabel,
  watchReactCommits,
} from './benchHarness.mjs';

const ROWS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 6);
const LIST = '[data-testid="schema-list-freightRules"]';
const PAGE_CALL = '/shippingFreightRuleOverseas/page';
const listUrl = (page) => `/freightRules?page=${page}&perPage=${ROWS}&sort=id&order=DESC`;
const CATEGORIES = [
  'devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
];

/** Renderer main threads read from the trace, by `pid:tid` (mainThread). */
const threads = new Map();

const { base, outDir, stop } = await serveDemo('profile-list');
const anchorServer = await serveAnchors();
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  await noteCallData(context, PAGE_CALL);
  // Count emotion's rule insertions (CSSStyleSheet.insertRule and <style> text appends) and
  // React commits (the DevTools hook React calls on each commit) from the first script.
  await watchReactCommits(context);
  await context.addInitScript(() => {
    window.__counts = { rules: [] };
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (...args) {
      window.__counts.rules.push(performance.now());
      return insertRule.apply(this, args);
    };
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function (child) {
      if (this instanceof HTMLStyleElement && child instanceof Text) window.__counts.rules.push(performance.now());
      return appendChild.call(this, child);
    };
  });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await signIn(page, base, '/freightRules');
  await page.locator(`${LIST} tbody tr`).first().waitFor();
  await seedFreightRules(page, (RUNS + 2) * ROWS);

  /** Waits for 50 new rows; `bench:painted` closes the window (benchHarness `listPainted`). */
  const measure = (previous) => listPainted(page, { list: LIST, rows: ROWS, previous });

  // The plain <table> anchor (decision 240) in a page of its own, traced in the same sitting:
  // its windows give the floor the app's are read against.
  const anchor = await context.newPage();
  await anchor.goto(anchorServer.url('plain'));
  await anchor.waitForFunction(() => Boolean(window.__anchor));
  // The page measured is the one in front (a page behind gets throttled frames, decision 190).
  await page.bringToFront();
  const pages = [];
  const ANCHOR_TABLE = '[data-testid="anchor-table"]';
  const anchorWindow = async (rows, how) => {
    await anchor.bringToFront();
    const previous =
      how === 'mount'
        ? await anchor.evaluate(() => {
            window.__anchor.unmount();
            return null;
          })
        : await anchor.locator(`${ANCHOR_TABLE} tbody tr`).first().innerText();
    const timing = listPainted(anchor, { list: ANCHOR_TABLE, rows: ROWS, previous });
    await anchor.evaluate(({ rows, how }) => window.__anchor[how](rows), { rows, how });
    const result = await timing;
    await page.bringToFront();
    return result;
  };

  const windows = {
    'first mount': [],
    'uncached switch': [],
    'plain <table>, first mount': [],
    'plain <table>, next page': [],
  };
  await browser.startTracing(page, { categories: CATEGORIES });
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${base}/dashboard`);
    await page.locator('[data-testid="sidebar-menu"]').first().waitFor();
    await page.waitForTimeout(300);
    const timing = measure(null);
    await page.evaluate((url) => {
      history.pushState({}, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, listUrl(1));
    windows['first mount'].push(await timing);
    if (!pages.length) pages.push(await shownPage(page, LIST));
  }
  for (let run = 0; run < RUNS; run++) {
    const previous = await page.locator(`${LIST} tbody tr`).first().innerText();
    const timing = measure(previous);
    await clickPager(page, LIST, run + 2);
    windows['uncached switch'].push(await timing);
    pages.push(await shownPage(page, LIST));
  }
  for (let run = 0; run < RUNS; run++)
    windows['plain <table>, first mount'].push(await anchorWindow(pages[0], 'mount'));
  for (let run = 0; run < RUNS; run++)
    windows['plain <table>, next page'].push(await anchorWindow(pages[run + 1], 'show'));
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  summarise(trace.traceEvents, windows, sourceMaps(outDir));
} finally {
  await browser.close();
  await anchorServer.stop();
  await stop();
}

/** The build's source maps, read on demand (`/assets/x.js` → `<dir>/assets/x.js.map`), when it has them. */
function sourceMaps(dir) {
  return { dir: dir && existsSync(path.join(dir, 'assets')) ? dir : null, maps: new Map() };
}

/** Package or app folder a position in the build came from. */
function origin(url, line, column, maps) {
  if (!url) return '(native)';
  const file = new URL(url, 'http://x').pathname;
  if (!file.startsWith('/assets/')) return file;
  let map = maps.maps?.get(file);
  if (map === undefined && maps.dir) {
    const mapFile = path.join(maps.dir, `${file}.map`);
    map = existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null;
    maps.maps.set(file, map);
  }
  if (!map) return file.replace(/-[\w-]{8}\.js$/, '.js');
  const source = originalPositionFor(map, { line: line + 1, column }).source ?? '';
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) {
    const name = pkg[1];
    if (/^(react-dom|scheduler)$/.test(name)) return 'react-dom';
    if (/^(react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|ra-language)/.test(name)) return 'react-admin';
    if (name.startsWith('@mui/')) return `MUI (${name})`;
    if (name.startsWith('@emotion/')) return 'emotion';
    return name;
  }
  const app = source.match(/(?:^|\/)(src\/[^/]+(?:\/[^/.]+)?)/);
  return app ? app[1] : source || file;
}

function summarise(events, windows, maps) {
  const marks = (name) => events.filter((e) => e.name === name).sort((a, b) => a.ts - b.ts);
  const starts = marks('bench:data');
  const ends = marks('bench:painted');
  if (!ends.length) throw new Error('no bench:painted marks in the trace');
  // Each end closes the window opened by the last data mark before it in the same page (the app
  // and the anchor are different renderers).
  const spans = ends.map((end) => {
    const start = starts.filter((s) => s.ts < end.ts && s.pid === end.pid).at(-1);
    return { start: start?.ts ?? end.ts, end: end.ts, thread: mainThread(events, end.pid, end.tid) };
  });

  let index = 0;
  const cpuOf = {};
  for (const [name, runs] of Object.entries(windows)) {
    const mine = spans.slice(index, index + runs.length);
    index += runs.length;
    const kinds = new Map();
    const origins = new Map();
    let total = 0;
    let cpu = 0;
    const cpus = [];
    for (const { start, end, thread } of mine) {
      const { main, self, samples } = thread;
      total += end - start;
      const before = cpu;
      // Thread time of the tasks in the window (`tdur`): the CPU the work took, without the
      // throttle's pauses or other processes' turns, so steps compare even on a busy machine.
      for (const e of main)
        if (['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name) && typeof e.tdur === 'number') {
          const from = Math.max(e.ts, start);
          const to = Math.min(e.ts + e.dur, end);
          if (to > from) cpu += (e.tdur * (to - from)) / e.dur;
        }
      cpus.push(cpu - before);
      for (const e of self) {
        const from = Math.max(e.ts, start);
        const to = Math.min(e.ts + e.dur, end);
        if (to <= from || e.self <= 0) continue;
        const share = (e.self * (to - from)) / e.dur;
        const kind = TRACE_KINDS.get(e.name) ?? 'other';
        kinds.set(kind, (kinds.get(kind) ?? 0) + share);
      }
      const inside = samples.filter((s) => s.ts >= start && s.ts < end);
      for (let i = 0; i < inside.length; i++) {
        const node = inside[i].node;
        const frame = node?.callFrame ?? {};
        if (!node || ['(idle)', '(root)'].includes(frame.functionName)) continue;
        const next = inside[i + 1]?.ts ?? end;
        const where = ['(program)', '(garbage collector)'].includes(frame.functionName)
          ? frame.functionName
          : origin(frame.url, frame.lineNumber ?? 0, frame.columnNumber ?? 0, maps);
        origins.set(where, (origins.get(where) ?? 0) + (next - inside[i].ts));
      }
    }
    if (process.env.BENCH_TIMELINE) timeline(name, mine[Math.floor(mine.length / 2)], maps);
    const n = mine.length;
    const ms = (us) => `${(us / 1000 / n).toFixed(1)} ms`;
    // The median window: one window that caught something else (a refetch, a GC) moves a mean.
    const medianCpu = percentile(cpus, 50);
    cpuOf[name] = medianCpu;
    const counts = runs.map((r) => `${r.rules ?? '–'}/${r.commits ?? '–'}`).join(' ');
    console.log(
      `\n${name}: ${n} windows, mean ${ms(total)}, main-thread CPU ${ms(cpu)} (median ${(medianCpu / 1000).toFixed(1)} ms) (${throttleLabel()}; ${machineLoad()})`,
    );
    console.log(`  emotion rules inserted / React commits per window: ${counts}`);
    console.log('  main thread by kind (self time, mean per window):');
    for (const [kind, us] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`    ${kind.padEnd(12)} ${ms(us)}`);
    const sampled = [...origins.values()].reduce((a, b) => a + b, 0);
    console.log(`  sampled script by origin (mean per window; ${ms(sampled)} sampled):`);
    for (const [where, us] of [...origins].sort((a, b) => b[1] - a[1]).slice(0, 18))
      console.log(`    ${ms(us).padStart(9)}  ${where}`);
  }
  // The work itself against the floor's (median windows), both measured in the same sitting: CPU
  // does not wait for a busy machine's turns as wall time does (docs/performance.md).
  const ratio = (app, floor) => (cpuOf[app] / cpuOf[floor]).toFixed(2);
  console.log(
    `\nmain-thread CPU per window, app / plain <table>: first mount ${ratio('first mount', 'plain <table>, first mount')}×, uncached switch ${ratio('uncached switch', 'plain <table>, next page')}×`,
  );
}

/**
 * A renderer's main thread in the trace (read once per pid/tid): its complete events, their self
 * time (duration less their direct children's) and its CPU profile samples.
 */
function mainThread(events, pid, tid) {
  const key = `${pid}:${tid}`;
  if (threads.has(key)) return threads.get(key);
  const main = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  const self = [];
  for (const e of main) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    const item = { name: e.name, ts: e.ts, dur: e.dur, self: e.dur };
    if (parent) parent.item.self -= e.dur;
    stack.push({ ts: e.ts, dur: e.dur, item });
    self.push(item);
  }
  // CPU profile samples of the renderer (profile chunks of the same pid).
  const samples = [];
  const profiles = new Map();
  for (const e of events) {
    if (e.name === 'Profile' && e.pid === pid) profiles.set(e.id, { nodes: new Map(), at: e.args.data.startTime });
    if (e.name === 'ProfileChunk' && e.pid === pid) {
      const profile = profiles.get(e.id);
      if (!profile) continue;
      const data = e.args.data;
      for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      for (let i = 0; i < ids.length; i++) {
        profile.at += deltas[i] ?? 0;
        samples.push({ ts: profile.at, node: profile.nodes.get(ids[i]) });
      }
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  const thread = { main, self, samples };
  threads.set(key, thread);
  return thread;
}

/**
 * BENCH_TIMELINE=1: the main thread's top-level tasks of one window in order — offset from the
 * data, duration, and the kinds of work inside — to see what the window waits on.
 */
function timeline(name, { start, end, thread }, maps) {
  const { main, self, samples } = thread;
  console.log(`\n${name}: tasks of one window (${((end - start) / 1000).toFixed(1)} ms)`);
  const tops = main.filter(
    (e) => e.ts + e.dur > start && e.ts < end && ['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name),
  );
  for (const task of tops) {
    const inside = new Map();
    for (const e of self)
      if (e.ts >= task.ts && e.ts < task.ts + task.dur && e.self > 0) {
        const kind = TRACE_KINDS.get(e.name) ?? e.name;
        inside.set(kind, (inside.get(kind) ?? 0) + e.self);
      }
    const parts = [...inside]
      .sort((a, b) => b[1] - a[1])
      .filter(([, us]) => us >= 300)
      .map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`)
      .join(', ');
    if (task.dur < 1000) continue;
    console.log(
      `  +${((task.ts - start) / 1000).toFixed(1).padStart(6)} ms  ${(task.dur / 1000).toFixed(1).padStart(6)} ms  ${parts}`,
    );
    // The script functions sampled most in the task (self time), to tell what the task was.
    const functions = new Map();
    const sampled = samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + task.dur);
    for (let i = 0; i < sampled.length; i++) {
      const frame = sampled[i].node?.callFrame;
      if (!frame || ['(idle)', '(root)', '(program)', '(garbage collector)'].includes(frame.functionName)) continue;
      const where = `${frame.functionName || '(anonymous)'} ${origin(frame.url, frame.lineNumber ?? 0, frame.columnNumber ?? 0, maps)}`;
      functions.set(where, (functions.get(where) ?? 0) + ((sampled[i + 1]?.ts ?? task.ts + task.dur) - sampled[i].ts));
    }
    const top = [...functions].sort((a, b) => b[1] - a[1]).slice(0, 4);
    if (top.length) console.log(`             ${top.map(([f, us]) => `${f} ${(us / 1000).toFixed(1)}`).join('; ')}`);
  }
}
