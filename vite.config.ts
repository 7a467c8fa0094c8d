import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { configDefaults } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { metaContentSecurityPolicy, securityHeaders, type SecurityEnv } from './scripts/securityHeaders.mjs';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Production builds run under the Content-Security-Policy of scripts/securityHeaders.mjs: no
 * inline scripts, no eval, hosts limited to the configured API, chat, socket and media hosts.
 * The build writes it twice from the same computation: a `<meta>` tag in index.html (a
 * fallback; it cannot carry frame-ancestors) and `dist/headers.json`, which `npm run serve`
 * sends as headers and deployers copy (docs/deploying.md).
 */
function contentSecurityPolicy(): Plugin {
  let env: SecurityEnv = {};
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: metaContentSecurityPolicy(env) },
        injectTo: 'head-prepend',
      },
    ],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'headers.json', source: `${JSON.stringify(securityHeaders(env), null, 2)}\n` });
    },
  };
}

/** The stand-in's service workers in public/: msw's generated one and the filter in front of it. */
const DEMO_WORKER_FILES = ['mockServiceWorker.js', 'demoServiceWorker.js'];

/**
 * A build for a real backend (VITE_API_BASE_URL set) ships no stand-in: msw copies its service
 * worker into public/ (and ours imports it), so drop both from the output.
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
      if (!realBackend) return;
      for (const worker of DEMO_WORKER_FILES) rmSync(path.join(outDir, worker), { force: true });
    },
  };
}

/**
 * CommonJS packages that do nothing when loaded but define their exports, which the bundler keeps
 * anyway when something imports them for nothing: @emotion/react has `import
 * 'hoist-non-react-statics'` (used only by its `withTheme`, which nothing calls): 0.9 KB gzip on the
 * login page (docs/performance.md, "Bundle"). Every other module keeps the default (undefined).
 */
const SIDE_EFFECT_FREE = /\/node_modules\/hoist-non-react-statics\//;
const sideEffectFree = (id: string): false | undefined => (SIDE_EFFECT_FREE.test(id) ? false : undefined);

/**
 * Preload lists without what the importer has already loaded. For every `import()` Vite writes the
 * files the imported chunk needs, to fetch them together with it; a chunk runs only once its own
 * static imports are loaded, so those are fetched already and listing them again only adds bytes:
 * every lazy module's list named the ~70 files App.tsx itself imports (6.7 KB gzip on the first
 * list page, docs/performance.md "Bundle"). `resolveDependencies` drops them; what is preloaded at
 * run time does not change. The bundle is read in `generateBundle` (order 'pre'), before Vite's own
 * hook writes the lists.
 */
/** Each built JS file's static imports (file names), from the last build. */
let builtFiles: ReadonlyMap<string, readonly string[]> | undefined;

function loadedWith(imports: ReadonlyMap<string, readonly string[]>, file: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (name: string) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    for (const imported of imports.get(name) ?? []) visit(imported);
  };
  visit(file);
  return loaded;
}

function readBuiltFiles(): Plugin {
  return {
    name: 'read-built-files',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        builtFiles = new Map(Object.entries(bundle).map(([name, output]) => [name, output.type === 'chunk' ? output.imports : []]));
      },
    },
  };
}

function newPreloads(_file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }): string[] {
  if (hostType !== 'js' || !builtFiles) return deps;
  const loaded = loadedWith(builtFiles, hostId);
  return deps.filter((dep) => !loaded.has(dep));
}

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts', 'tests/contract/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];
const ISOLATED_UNIT_TESTS = [
  'src/authProvider/loginI18n.test.tsx',
  'src/layout/search/MenuSearch.test.tsx',
  'src/layout/settings/layoutSettings.test.ts',
  'src/layout/theme/themeStore.test.ts',
  'src/resources/recordCodec.test.ts',
  'src/zodConfig.test.ts',
  'tests/contract/foreignShapes.test.ts',
  'tests/contract/shapeFixes.test.ts',
];

/**
 * Workers for the unit projects. Vitest's default is one less than the CPUs: on the 2-core
 * machine that was ONE worker, so the whole suite ran file after file on one core and every
 * real-timer wait (chat back-off, debounces, child builds) held the only worker. Two workers,
 * each with its own shared graph (one more import of React/MUI/react-admin, a few seconds of
 * CPU), overlap them: 110 s -> 88 s with the machine busier (docs/performance.md, "Test loop").
 * VITEST_MAX_WORKERS (vitest's own variable) still chooses another number.
 */
const UNIT_WORKERS = Number(process.env.VITEST_MAX_WORKERS) || 2;

/** Only under Vitest: `vite build` and the dev server need not load Vitest's node API. */
const testSequencer = process.env.VITEST ? (await import('./tests/e2e/sequencer.ts')).LongestFirstSequencer : undefined;

export default defineConfig(({ mode }) => ({
  plugins: [readBuiltFiles(), react(), contentSecurityPolicy(), noDemoWorkerInRealBuilds()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // ra-core's `lodash/x.js` imports: lodash's ES build (the same functions) without the
      // CommonJS wrappers of every internal module (docs/performance.md, "Bundle").
      { find: /^lodash\/(.*)$/, replacement: 'lodash-es/$1' },
      // node-polyglot's Object.entries polyfill: the browsers have it (src/shims/objectEntries.cjs).
      { find: 'object.entries', replacement: path.join(src, 'shims/objectEntries.cjs') },
      // react-admin's default CSV exporter: never called (src/shims/jsonexport.cjs).
      { find: 'jsonexport/dist/index.js', replacement: path.join(src, 'shims/jsonexport.cjs') },
      // react-admin's English label fallbacks: its six inflection functions without the package's
      // rule table and word lists (src/shims/inflection.ts).
      { find: /^inflection$/, replacement: path.join(src, 'shims/inflection.ts') },
    ],
  },
  server: { port: 5173, host: '127.0.0.1' },
  // `vite preview` (and the e2e suite's demo server) sends the production headers too.
  preview: { port: 4173, host: '127.0.0.1', headers: securityHeaders(loadEnv(mode, process.cwd(), 'VITE_')).headers },
  // No modulepreload polyfill: every browser the console supports preloads modules itself, and the
  // polyfill sat in the entry every page loads (docs/performance.md, "Bundle").
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    modulePreload: { polyfill: false, resolveDependencies: newPreloads },
    rolldownOptions: { treeshake: { moduleSideEffects: sideEffectFree } },
  },
  test: {
    ...(testSequencer ? { sequence: { sequencer: testSequencer } } : {}),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...ISOLATED_UNIT_TESTS],
          setupFiles: ['tests/setup/unit.ts'],
          testTimeout: 20000,
          // One jsdom and one module graph per worker instead of per file: the suite's time went
          // from ~290 s to ~90 s on the 2-core machine. tests/setup/unit.ts resets every piece of
          // shared state between tests (stand-in data, sessions, storage, shapes mode, reports).
          isolate: false,
          maxWorkers: UNIT_WORKERS,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace modules or rebuild the module graph (vi.mock, vi.resetModules) or
          // change deployment settings at module level: each keeps its own graph.
          name: 'unit-isolated',
          environment: 'jsdom',
          include: ISOLATED_UNIT_TESTS,
          setupFiles: ['tests/setup/unit.ts'],
          testTimeout: 20000,
          // The same as `unit`: projects run side by side only when their maxWorkers agree.
          maxWorkers: UNIT_WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          // The files of a worker share one module graph, so they share one Chromium
          // (launchBrowser, tests/e2e/browser.ts): ~10 % less CPU (docs/decisions/300-e2e-speed.md).
          isolate: false,
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/setup.ts'],
          // Three files at a time on two cores: each has its own browser and its own stand-in (msw
          // lives in the page), so files share nothing; the waits of one overlap the others' work.
          // Two left the cores ~20 % idle; three keep them ~94 % busy (docs/performance.md).
          // E2E_WORKERS overrides it (1 to debug a file alone).
          fileParallelism: true,
          maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
          testTimeout: 60000,
          hookTimeout: 180000,
          // A debounced filter plus its request can take several seconds on a busy 2-core machine;
          // vitest's default 1 s made such checks fail under load while the app was right.
          expect: { poll: { timeout: 15000 } },
        },
      },
    ],
  },
}));
