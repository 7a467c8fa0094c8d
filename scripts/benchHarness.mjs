/**
 * Shared parts of the Chromium benchmarks: serve the demo build (or use BENCH_BASE_URL), launch
 * Debian's Chromium with the flags this machine needs, sign in through the real form, and
 * summarise timings. Each benchmark script stays a plain sequence of steps on top of this.
 */
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
  if (process.env.BENCH_BASE_URL) return { base: process.env.BENCH_BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  delete process.env.VITE_API_BASE_URL; // demo mode: the stand-in answers every call
  const outDir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  console.log('building the demo bundle…');
  await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
  const server = await preview({ logLevel: 'warn', build: { outDir }, preview: { port: 4400, strictPort: false, host: '127.0.0.1' } });
  const base = server.resolvedUrls.local[0].replace(/\/$/, '');
  return {
    base,
    stop: async () => {
      await new Promise((resolve) => server.httpServer.close(() => resolve(undefined)));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
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
