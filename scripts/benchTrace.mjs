/**
 * Where a typing or opening window's time goes, for the editor, SKU and chat benchmarks
 * (`BENCH_TRACE=1`): traces an action in Chromium and splits the renderer main thread's self
 * time by kind (script, style, layout, pre-paint, paint, GC, other), divided by `per` (keystrokes,
 * opens), with the thread (CPU) time of its tasks, the number of tasks, and the script's
 * top-level callers (timers, events, animation frames, observers) by count. The kinds follow
 * scripts/profile-list.mjs (the list's profiler) so figures compare across the two.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TRACE_KINDS } from './benchHarness.mjs';

const CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline'];

// The harness's one table of trace event kinds, so these figures compare with the list's.
const KIND = TRACE_KINDS;
/** Events that start script: counted by name (and the event type or timer) to see who runs. */
const CALLERS = new Set(['TimerFire', 'FireAnimationFrame', 'EventDispatch', 'FireIdleCallback', 'ResizeObserver::deliverObservations']);
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** Tasks at least this long (µs) are listed with what ran in them. */
const LONG_US = 50_000;

/**
 * Runs `action()` under a trace of `page` (Playwright) and returns the main thread's split.
 * `browser` is the page's Browser (tracing is a browser-level call).
 */
export async function traceAction(browser, page, action) {
  await page.evaluate(() => performance.mark('bench:trace-start'));
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.evaluate(() => performance.mark('bench:trace-from'));
  await action();
  await page.evaluate(() => performance.mark('bench:trace-to'));
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  return split(trace.traceEvents);
}

function split(events) {
  const from = events.find((e) => e.name === 'bench:trace-from');
  const to = events.find((e) => e.name === 'bench:trace-to');
  if (!from || !to) throw new Error('trace marks missing');
  const { pid, tid } = from;
  const main = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number')
    .filter((e) => e.ts >= from.ts && e.ts + e.dur <= to.ts)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  const kinds = new Map();
  const callers = new Map();
  let cpu = 0;
  let tasks = 0;
  let longest = 0;
  const items = [];
  const long = [];
  let current = null;
  for (const e of main) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    const item = { name: e.name, self: e.dur };
    if (parent) parent.item.self -= e.dur;
    stack.push({ ts: e.ts, dur: e.dur, item });
    items.push(item);
    if (TASKS.has(e.name) && !parent) {
      current = { ts: e.ts, dur: e.dur, tdur: e.tdur, inside: new Map() };
      if (e.dur >= LONG_US) long.push(current);
      tasks += 1;
      longest = Math.max(longest, e.dur);
      if (typeof e.tdur === 'number') cpu += e.tdur;
    }
    if (CALLERS.has(e.name)) {
      const data = e.args?.data ?? {};
      const what = data.type ?? (data.timerId !== undefined ? `timer ${data.singleShot === false ? 'interval' : ''}`.trim() : '');
      const key = `${e.name}${what ? ` (${what})` : ''}`;
      if (current && e.ts < current.ts + current.dur)
        current.inside.set(key, (current.inside.get(key) ?? 0) + e.dur);
      const entry = callers.get(key) ?? { count: 0, us: 0 };
      entry.count += 1;
      entry.us += e.dur;
      callers.set(key, entry);
    }
  }
  const others = new Map();
  for (const item of items) {
    if (item.self <= 0) continue;
    const kind = KIND.get(item.name) ?? 'other';
    kinds.set(kind, (kinds.get(kind) ?? 0) + item.self);
    if (kind === 'other' || kind === 'paint') others.set(item.name, (others.get(item.name) ?? 0) + item.self);
  }
  return { kinds, callers, others, cpu, tasks, longest, long, wall: to.ts - from.ts };
}

/** Prints a split (ms per `per` unit, e.g. per keystroke). */
export function printSplit(title, result, per, unit) {
  const ms = (us) => (us / 1000 / per).toFixed(2).padStart(8);
  console.log(`\n${title}: per ${unit}, ${per} ${unit}s traced`);
  console.log(
    `  tasks ${(result.tasks / per).toFixed(1)}, main-thread CPU ${ms(result.cpu).trim()} ms, longest task ${(result.longest / 1000).toFixed(1)} ms, wall ${ms(result.wall).trim()} ms`,
  );
  const total = [...result.kinds.values()].reduce((a, b) => a + b, 0);
  console.log(`  self time by kind (ms per ${unit}; total ${ms(total).trim()}):`);
  for (const [kind, us] of [...result.kinds].sort((a, b) => b[1] - a[1])) console.log(`    ${kind.padEnd(12)} ${ms(us)}`);
  const named = [...result.others].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(`  paint and other by event: ${named.map(([name, us]) => `${name} ${ms(us).trim()}`).join(', ')}`);
  console.log(`  who ran script (count per ${unit}, ms per ${unit}):`);
  for (const [key, { count, us }] of [...result.callers].sort((a, b) => b[1].us - a[1].us).slice(0, 12))
    console.log(`    ${(count / per).toFixed(2).padStart(6)}  ${ms(us)}  ${key}`);
  if (result.long.length) {
    console.log(`  tasks over ${LONG_US / 1000} ms (wall / thread ms: what ran, ms):`);
    for (const task of result.long.slice(0, 12))
      console.log(
        `    ${(task.dur / 1000).toFixed(1).padStart(7)} / ${((task.tdur ?? 0) / 1000).toFixed(1).padStart(6)}: ${[...task.inside]
          .sort((a, b) => b[1] - a[1])
          .map(([key, us]) => `${key} ${(us / 1000).toFixed(1)}`)
          .join(', ')}`,
      );
  }
}

/** Where a profiled function's code comes from, by its original source (source maps). */
function category(source, functionName) {
  if (!source) return functionName.startsWith('(') ? functionName : '(no source map)';
  if (/node_modules\/prosemirror-/.test(source)) return 'ProseMirror';
  if (/node_modules\/@tiptap\//.test(source)) return 'Tiptap';
  if (/node_modules\/(lowlight|highlight\.js)\//.test(source)) return 'lowlight (code highlighting)';
  if (/node_modules\/(react-dom|react|scheduler)\//.test(source)) return 'React';
  if (/node_modules\/(@mui|@emotion)\//.test(source)) return 'MUI + emotion';
  if (/node_modules\/(react-hook-form|ra-core|react-admin|ra-ui-materialui)\//.test(source))
    return 'react-admin + react-hook-form';
  const own = /src\/widgets\/richText\/(.+)$/.exec(source);
  if (own) return `editor: ${own[1]}`;
  if (/(^|\/)src\//.test(source)) return `app: ${source.replace(/^.*?(^|\/)src\//, 'src/')}`;
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  return pkg ? pkg[1] : source;
}

/**
 * Profiles `action()` (CDP Profiler, 100 µs sampling) and returns the self time per unit of
 * `count` (ms) by where the code comes from (package, the app's file; by function and file with
 * BENCH_EDITOR_PROFILE=functions or BENCH_TRACE=profile), idle excluded. `dirOf(url)` is the
 * build folder of a script (its source maps), or null.
 */
export async function profileAction(page, action, count, dirOf) {
  const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await action();
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  const maps = new Map();
  const consumer = (url) => {
    if (!maps.has(url)) {
      let map = null;
      try {
        const { pathname } = new URL(url);
        const dir = dirOf(url);
        if (dir) map = new TraceMap(readFileSync(path.join(dir, `${pathname}.map`), 'utf8'));
      } catch {
        map = null; // no map (inline script, extension, a file built without one)
      }
      maps.set(url, map);
    }
    return maps.get(url);
  };
  const byNode = new Map();
  for (const node of profile.nodes) {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    const map = url ? consumer(url) : null;
    const original = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : null;
    const byFunction = ['functions', 'profile'].includes(process.env.BENCH_EDITOR_PROFILE ?? process.env.BENCH_TRACE);
    const source = original?.source ? (byFunction ? `${original.source}:${original.line}` : original.source) : null;
    const kind = source || !url ? category(source, functionName) : `(no source map) ${url.split('/').pop()}`;
    // BENCH_EDITOR_PROFILE=functions: by function and file instead of by package.
    byNode.set(
      node.id,
      ['functions', 'profile'].includes(process.env.BENCH_EDITOR_PROFILE ?? process.env.BENCH_TRACE) && source
        ? `${functionName || '(anonymous)'} ${source.replace(/^.*node_modules\//, '').replace(/^.*src\//, 'src/')}`
        : kind,
    );
  }
  const totals = new Map();
  profile.samples.forEach((id, i) => {
    const name = byNode.get(id);
    if (name === '(idle)') return;
    totals.set(name, (totals.get(name) ?? 0) + profile.timeDeltas[i] / 1000 / count);
  });
  return totals;
}

/** Prints one profile's top `limit` entries (ms per unit). */
export function printProfile(title, totals, limit = 30) {
  console.log(`\n${title}: CPU by source (self time, ms)`);
  for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, limit))
    console.log(`  ${ms.toFixed(2).padStart(8)}  ${name}`);
}
