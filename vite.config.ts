/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import path from 'node:path';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Production builds run under a Content-Security-Policy: no inline scripts, no eval.
 * Styles may be inline because MUI (emotion) injects <style> tags at run time.
 */
function contentSecurityPolicy(): Plugin {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "media-src 'self' blob: http: https:",
    "font-src 'self' data:",
    "connect-src 'self' http: https: ws: wss:",
    "frame-src https:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * A build for a real backend (VITE_API_BASE_URL set) ships no stand-in: msw copies its service
 * worker into public/, so drop it from the output.
 */
function noDemoWorkerInRealBuilds(): Plugin {
  let outDir = '';
  let realBackend = false;
  return {
    name: 'no-demo-worker-in-real-builds',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      realBackend = Boolean(config.env.VITE_API_BASE_URL);
    },
    closeBundle() {
      if (realBackend) rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), noDemoWorkerInRealBuilds()],
  resolve: { alias: { '@': src } },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: { sourcemap: false, chunkSizeWarningLimit: 1500 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts', 'tests/contract/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60000,
          hookTimeout: 180000,
        },
      },
    ],
  },
});
