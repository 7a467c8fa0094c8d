import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * DESIGN.md: with VITE_API_BASE_URL set, no mock code is loaded into the bundle. Builds the
 * console for a real backend into a temporary folder and searches every emitted file.
 */
const outDir = mkdtempSync(path.join(tmpdir(), 'prod-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('production build with VITE_API_BASE_URL', () => {
  it('contains no stand-in backend code', { timeout: 300_000 }, () => {
    execFileSync(
      process.execPath,
      [
        path.resolve('node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        env: { ...process.env, VITE_API_BASE_URL: 'https://api.example.invalid', NODE_ENV: 'production' },
        stdio: 'pipe',
      },
    );
    const emitted = files(outDir);
    const scripts = emitted.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // The msw worker script is copied from public/; it must not be referenced by the app.
    const markers = [
      'mockServiceWorker',
      'setupWorker',
      '__supplierDemo',
      'msw/browser',
      'demo@supplier.cn',
      'Demo@2026',
      'demo-files',
    ];
    for (const file of scripts.filter((f) => !f.endsWith('mockServiceWorker.js'))) {
      const text = readFileSync(file, 'utf8');
      for (const marker of markers) expect(text.includes(marker), `${marker} in ${path.basename(file)}`).toBe(false);
      // msw's own identifiers (its package name in error texts and its handler classes).
      expect(/\[MSW\]|HttpHandler|RequestHandler/.test(text), `msw code in ${path.basename(file)}`).toBe(false);
    }
    expect(existsSync(path.join(outDir, 'mockServiceWorker.js')), 'the msw worker is not shipped').toBe(false);
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('Content-Security-Policy');
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
  });
});
