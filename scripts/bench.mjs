#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark script in turn, then one table of every figure with its
 * budget (docs/performance.md). Each script prints its own details and a final
 * `BENCH_RESULT {json}` line (scripts/benchHarness.mjs `report`), parsed here.
 *   npm run bench                  # all of them
 *   npm run bench -- list startup  # some of them (names as in scripts/bench-<name>.mjs)
 *   npm run bench -- --throttle 4  # every page CPU-throttled 4× (an office PC; CDP), same budgets
 * The demo app is built once and served for the scripts that use it (BENCH_BASE_URL and
 * BENCH_BUILD_DIR); the login budget needs a real-backend build and makes its own.
 * Exit code 1 when a script fails or a figure is over its budget.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { build, preview } from 'vite';
import { machineLoad, throttleLabel } from './benchHarness.mjs';

const ALL = [
  'login',
  'list',
  'scroll',
  'startup',
  'editor',
  'chat',
  'sku',
  'bulk',
  'export',
  'import',
  'bundle',
  'standin',
];
/** `--throttle N` / `--throttle=N` out of the arguments; the rest are benchmark names. */
function parseArgs(args) {
  const names = [];
  let throttle = process.env.BENCH_THROTTLE ?? '1';
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--throttle') throttle = args[++i] ?? '';
    else if (arg.startsWith('--throttle=')) throttle = arg.slice('--throttle='.length);
    else names.push(arg);
  }
  if (!/^\d+(\.\d+)?$/.test(throttle) || Number(throttle) < 1) {
    console.error(`--throttle takes a CPU slow-down factor ≥ 1 (e.g. --throttle 4), got "${throttle}"`);
    process.exit(2);
  }
  return { names, throttle: Number(throttle) };
}
const { names: chosen, throttle } = parseArgs(process.argv.slice(2));
const unknown = chosen.filter((name) => !ALL.includes(name));
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; choose from ${ALL.join(', ')}`);
  process.exit(2);
}
const names = chosen.length ? ALL.filter((name) => chosen.includes(name)) : ALL;
const OWN_BUILD = new Set(['login']); // needs VITE_API_BASE_URL set: no stand-in code
const startedAt = new Date();
const loadAtStart = machineLoad();

/** Runs one script, echoing its output; resolves with its BENCH_RESULT (or null) and exit code. */
function run(name, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`scripts/bench-${name}.mjs`], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let result = null;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('BENCH_RESULT ')) {
        try {
          result = JSON.parse(line.slice('BENCH_RESULT '.length));
        } catch {
          console.error(`bench-${name}: unreadable BENCH_RESULT line`);
        }
      } else console.log(line);
    });
    child.on('close', (code) => resolve({ result, code }));
  });
}

let server;
let outDir;
const env = { ...process.env, BENCH_THROTTLE: String(throttle) }; // read by scripts/benchHarness.mjs
const results = [];
try {
  if (!env.BENCH_BASE_URL && names.some((name) => !OWN_BUILD.has(name))) {
    const saved = process.env.VITE_API_BASE_URL;
    delete process.env.VITE_API_BASE_URL; // demo mode: the stand-in answers every call
    delete env.VITE_API_BASE_URL;
    outDir = mkdtempSync(path.join(tmpdir(), 'bench-all-'));
    console.log('building the demo bundle once for all benchmarks…');
    await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true, manifest: true } });
    server = await preview({
      logLevel: 'warn',
      build: { outDir },
      preview: { port: 4390, strictPort: false, host: '127.0.0.1' },
    });
    env.BENCH_BASE_URL = server.resolvedUrls.local[0].replace(/\/$/, '');
    env.BENCH_BUILD_DIR = outDir;
    if (saved !== undefined) process.env.VITE_API_BASE_URL = saved;
  }
  for (const name of names) {
    if (!existsSync(`scripts/bench-${name}.mjs`)) continue;
    console.log(`\n=== bench-${name} ===`);
    const childEnv = { ...env };
    if (OWN_BUILD.has(name)) {
      delete childEnv.BENCH_BASE_URL;
      delete childEnv.BENCH_BUILD_DIR;
    }
    const { result, code } = await run(name, childEnv);
    results.push({ name, result, code });
  }
} finally {
  if (server) await new Promise((resolve) => server.httpServer.close(() => resolve(undefined)));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
}

const value = (n, unit) => {
  if (n === null || n === undefined) return '—';
  if (unit === 'KB') return `${n.toFixed(1)} KB`;
  if (unit === 'fps') return `${n.toFixed(1)} fps`;
  if (unit === '%') return `${n.toFixed(1)} %`;
  return `${n.toFixed(1)} ${unit}`;
};
const rows = [];
let over = 0;
let failed = 0;
for (const { name, result, code } of results) {
  if (!result) {
    failed += 1;
    rows.push([`bench-${name}`, '—', '—', '—', '—', '—', `FAILED (exit ${code})`]);
    continue;
  }
  for (const f of result.figures) {
    if (f.ok === false) over += 1;
    rows.push([
      f.name,
      value(f.median, f.unit),
      value(f.p95, f.unit),
      f.anchor ?? '—',
      f.budget ?? '—',
      result.load[0].toFixed(1),
      f.ok === null ? '—' : f.ok ? 'within' : 'OVER',
    ]);
  }
  if (code !== 0 && !result.figures.some((f) => f.ok === false)) {
    failed += 1;
    rows.push([`bench-${name}`, '', '', '', '', '', `exit ${code}`]);
  }
}
const head = ['figure', 'median', 'p95', 'vs anchor (medians)', 'budget', 'load', 'result'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) =>
  `| ${cells.map((c, i) => (i === 0 || i === 3 || i === 4 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
console.log(
  `\nnpm run bench — ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} CPUs, ${throttleLabel(throttle)}`,
);
console.log(
  `machine load at start: ${loadAtStart}; at end: load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ')}`,
);
console.log('(load: the 1-minute load average when the script reported; timings grow with it)');
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
console.log(`${over} figure(s) over budget, ${failed} script(s) failed.`);
process.exit(failed || over ? 1 : 0);
