import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { startServer } from '../../scripts/serve.mjs';

/**
 * Builds the console in demo mode (no VITE_API_BASE_URL, so the msw worker serves the
 * contract) and serves it with the production server (`npm run serve`: its security headers,
 * and build files cached as immutable, so a page load in a test revalidates none of them) for
 * the Chromium tests. Set E2E_BASE_URL to test an already running server instead (e.g. `npm start`).
 */
let server: Server | undefined;
// One output folder per run, so parallel runs on one machine do not overwrite each other.
const outDir = `dist-e2e/${process.pid}`;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) {
    // vitest sets NODE_ENV=test, and with it Vite bundles React's development build (StrictMode's
    // double effects, dev warnings, ~0.5 MB more): the suite would test another app than the one
    // shipped. Build as `npm run build:demo` does.
    const testEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const started = performance.now();
    try {
      await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
      // The one build of the run (the files that need a real-backend build make their own).
      console.log(`[e2e] demo build ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      process.env.NODE_ENV = testEnv;
    }
    const serving = await startServer({ dir: outDir, port: 0, host: '127.0.0.1' });
    server = serving.server;
    baseUrl = serving.url;
  }
  project.provide('baseUrl', baseUrl);
  // The run's shared sign-in (tests/e2e/browser.ts, signIn): written by the first file that signs in.
  const signedInFile = path.join(tmpdir(), `supplier-e2e-signed-in-${process.pid}.json`);
  rmSync(signedInFile, { force: true });
  project.provide('signedInFile', signedInFile);
  return async () => {
    rmSync(signedInFile, { force: true });
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    if (server) rmSync(outDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the run's first sign-in through the form is kept for the other files (decision 300). */
    signedInFile: string;
  }
}
