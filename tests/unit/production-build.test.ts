import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * docs/design.md: with VITE_API_BASE_URL set, no mock code is loaded into the bundle. Builds the
 * console for a real backend into a temporary folder and searches every emitted file; then a
 * demo build, to show the same searches find the demo data and pages when they are meant to be
 * there (so the first build's silence is not a search that cannot match).
 */
const outDirs: string[] = [];
afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

function build(apiBaseUrl: string | undefined): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'prod-build-'));
  outDirs.push(outDir);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.VITE_API_BASE_URL;
  // Vitest's own marker makes vite.config.ts load the test sequencer (Vitest's node API) into
  // the build: not what a deployer's build does, and time for nothing.
  delete env.VITEST;
  if (apiBaseUrl) env.VITE_API_BASE_URL = apiBaseUrl;
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    env,
    stdio: 'pipe',
  });
  return outDir;
}

/** Every emitted script's text, `\uXXXX` escapes decoded (a minifier may escape non-ASCII). */
function scriptTexts(outDir: string): Array<{ name: string; text: string }> {
  return files(outDir)
    .filter((file) => file.endsWith('.js') && !/(mock|demo)ServiceWorker\.js$/.test(file))
    .map((file) => ({
      name: path.relative(outDir, file),
      text: readFileSync(file, 'utf8').replace(/\\u([0-9a-fA-F]{4})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    }));
}

/**
 * Demo data of the stand-in (src/mock/seeds/, src/mock/handlers/) and the demo-only pages: a
 * name from each seed, the demo pictures' path, the dev pages' routes and modules.
 */
const DEMO_ONLY = [
  '男士纯棉圆领T恤',
  '美国标准快递',
  '周晓明',
  '大客户经理',
  '平台用户服务协议',
  '双十一全球采购节主会场',
  '迪拜金沙贸易有限公司',
  '义乌国际商贸城自提中心',
  '夏季 T 恤通用模板',
  '/demo-media/',
  '/dev/widgets',
  '/dev/editor',
];
const DEV_PAGE_MODULES = /DevWidgetsPage|DevEditorPage/;

describe('production build with VITE_API_BASE_URL', () => {
  it('contains no stand-in backend code, no demo data and no dev pages', { timeout: 300_000 }, () => {
    const outDir = build('https://api.example.invalid');
    const scripts = scriptTexts(outDir);
    expect(scripts.length).toBeGreaterThan(0);
    // The demo's worker scripts are copied from public/; they must not be referenced by the app.
    const markers = [
      'mockServiceWorker',
      'demoServiceWorker',
      'setupWorker',
      '__supplierDemo',
      'msw/browser',
      'demo@supplier.cn',
      'Demo@2026',
      'demo-files',
      ...DEMO_ONLY,
    ];
    for (const { name, text } of scripts) {
      for (const marker of markers) expect(text.includes(marker), `${marker} in ${name}`).toBe(false);
      // msw's own identifiers (its package name in error texts and its handler classes).
      expect(/\[MSW\]|HttpHandler|RequestHandler/.test(text), `msw code in ${name}`).toBe(false);
      expect(DEV_PAGE_MODULES.test(name), `dev page chunk ${name}`).toBe(false);
    }
    for (const worker of ['mockServiceWorker.js', 'demoServiceWorker.js']) expect(existsSync(path.join(outDir, worker)), `${worker} is not shipped`).toBe(false);
    // A lazy module's preload list names only files its importer has not loaded (vite.config.ts,
    // newPreloads): the app shell's list names none of the files the shell imports itself.
    const app = scripts.find(({ name }) => /^assets\/App-[\w-]+\.js$/.test(name));
    expect(app, 'the app shell chunk').toBeDefined();
    const imported = new Set([...app!.text.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((match) => `assets/${match[1]}`));
    const preloaded = [...(app!.text.match(/m\.f=\[([^\]]*)\]/)?.[1] ?? '').matchAll(/"([^"]+)"/g)].map((match) => match[1]);
    expect(imported.size).toBeGreaterThan(10);
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.filter((file) => imported.has(file))).toEqual([]);
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('Content-Security-Policy');
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
  });

  it('the demo build (no VITE_API_BASE_URL) does carry them', { timeout: 300_000 }, () => {
    const scripts = scriptTexts(build(undefined));
    for (const marker of DEMO_ONLY) expect(scripts.some(({ text }) => text.includes(marker)), marker).toBe(true);
    expect(scripts.some(({ name }) => DEV_PAGE_MODULES.test(name)), 'dev page chunks').toBe(true);
  });
});
