#!/usr/bin/env node
/**
 * Login page JS budget (docs/design.md: at most 130 KB gzip; docs/performance.md).
 * Builds the console for a real backend (VITE_API_BASE_URL set, so no stand-in code) into a
 * temporary folder, serves it with vite preview, opens /login in Chromium and sums the gzip
 * size (zlib, level 9) of every JavaScript file the page requested.
 *   node scripts/bench-login.mjs            # prints the table and the total
 */
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, figure, report } from './benchHarness.mjs';

const BUDGET_KB = 130;

process.env.VITE_API_BASE_URL = process.env.VITE_API_BASE_URL || 'https://api.example.invalid';
const outDir = mkdtempSync(path.join(tmpdir(), 'bench-login-'));
let server;
let browser;
try {
  await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
  server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 4391, strictPort: false, host: '127.0.0.1' },
  });
  const base = server.resolvedUrls.local[0].replace(/\/$/, '');

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const scripts = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    const type = response.request().resourceType();
    if (type !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
    try {
      const body = await response.body();
      scripts.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      /* redirected or aborted: nothing downloaded */
    }
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.waitForSelector('input[name="email"]');

  const rows = [...scripts.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
  let total = 0;
  let totalRaw = 0;
  console.log('JS downloaded by /login (production build, VITE_API_BASE_URL set):');
  for (const [url, size] of rows) {
    total += size.gzip;
    totalRaw += size.raw;
    console.log(
      `  ${(size.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(size.raw / 1024).toFixed(1).padStart(7)} KB raw  ${new URL(url).pathname}`,
    );
  }
  const totalKb = total / 1024;
  console.log(
    `Total: ${totalKb.toFixed(1)} KB gzip (${(totalRaw / 1024).toFixed(1)} KB raw) in ${rows.length} files; budget ${BUDGET_KB} KB → ${totalKb <= BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
  );
  report('bench-login', [
    figure('login page JS (gzip, real-backend build)', 'KB', totalKb, null, `≤ ${BUDGET_KB} KB`, totalKb <= BUDGET_KB),
  ]);
} finally {
  await browser?.close();
  await new Promise((resolve) => (server ? server.httpServer.close(resolve) : resolve()));
  rmSync(outDir, { recursive: true, force: true });
}
