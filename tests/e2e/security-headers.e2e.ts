import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getResponse, RequestHandler } from 'msw';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { baseUrl, launchOwnBrowser, signIn } from './browser';
import { securityHeaders, type SecurityEnv } from '../../scripts/securityHeaders.mjs';
import type { AppRoute } from '../../src/app/routeTypes';

/**
 * Issue 12 item 3: the production build served by `npm run serve` (scripts/serve.mjs, started
 * here exactly as the npm script starts it) for a real backend on other origins:
 * - every app route raises 0 CSP violations (securitypolicyviolation events + console reports);
 * - the responses carry the headers of dist/headers.json, computed for the configured hosts;
 * - a page on another origin cannot frame the console;
 * and the demo build (vite preview, same headers) raises 0 violations on a few routes too.
 *
 * The "real backend" is the stand-in's own handlers (src/mock) answered from Node over HTTP on
 * two other origins: the API + chat host and a media host the seeded pictures point at, so the
 * console talks cross-origin through CORS as in production.
 */
const run = promisify(execFile);
const outDir = path.resolve(`dist-e2e/security-${process.pid}`);

let browser: Browser;
let apiServer: Server;
let mediaServer: Server;
let attackerServer: Server;
let consoleServer: ChildProcess | undefined;
let consoleUrl = '';
let apiOrigin = '';
let mediaOrigin = '';
let attackerOrigin = '';
let buildEnv: SecurityEnv = {};
let routes: Array<{ path: string; label: string }> = [];
let peekCaptcha: () => string | undefined;
const previousLocation = Object.getOwnPropertyDescriptor(globalThis, 'location');

/** Answers one request with the stand-in's handlers, with CORS for the console's origin. */
function standIn(handlers: () => RequestHandler[], origin: () => string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const allowOrigin = req.headers.origin ?? '';
    const cors: Record<string, string> = allowOrigin
      ? { 'Access-Control-Allow-Origin': allowOrigin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' }
      : {};
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const method = req.method ?? 'GET';
    const request = new Request(new URL(req.url ?? '/', origin()), {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    const response = await getResponse(handlers(), request);
    if (!response) {
      res.writeHead(404, { ...cors, 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 404, message: `no stand-in for ${method} ${req.url}` }));
      return;
    }
    const out: Record<string, string> = { ...cors };
    response.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'content-encoding') out[name] = value;
    });
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

function close(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
}

/** Starts `node scripts/serve.mjs` (what `npm run serve` runs) and reads the URL it prints. */
function startConsoleServer(dir: string): Promise<string> {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', '0', '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  consoleServer = child;
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`serve.mjs did not start: ${output}`)), 15_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = output.match(/at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
}

interface Violation {
  directive: string;
  blocked: string;
  source?: string;
}

/** Records every CSP violation of every document of the context, and CSP console reports. */
async function watchViolations(context: BrowserContext): Promise<{ events: (page: Page) => Promise<Violation[]>; console: string[] }> {
  await context.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __csp: Violation[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` }),
    );
  });
  const reports: string[] = [];
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Content-Security-Policy|Refused to/i.test(text)) reports.push(text);
  });
  return {
    events: (page) => page.evaluate(() => [...((window as unknown as { __csp?: Violation[] }).__csp ?? [])]),
    console: reports,
  };
}

/** Waits until the page has had no request in flight for `quietMs` (the route has loaded its data). */
async function settle(page: Page, quietMs = 200, maxMs = 8_000): Promise<void> {
  let inflight = 0;
  let last = Date.now();
  const start = () => {
    inflight += 1;
    last = Date.now();
  };
  const done = () => {
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const deadline = Date.now() + maxMs;
  try {
    await page.waitForLoadState('load');
    while (Date.now() < deadline && (inflight > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(50);
  } finally {
    page.off('request', start);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
}

/**
 * Opens `path` in the running single-page app the way its links do (a history entry, then the
 * router reads it) and waits until the router shows it.
 */
async function openInApp(page: Page, target: string): Promise<void> {
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, target);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === target || target.startsWith('/redirect/'));
}

/** Every route the app registers, with an `?id=` of a seeded record for detail and edit pages. */
async function appRoutePaths(): Promise<Array<{ path: string; label: string }>> {
  const { appRoutes } = await import('../../src/app/routeRegistry');
  const { schemas } = await import('../../src/resources/registry');
  const { seedRows } = await import('../../src/mock/seeds');
  const { goods } = await import('../../src/mock/handlers/goods');
  const { orders } = await import('../../src/mock/handlers/orders');
  const ids = new Map<string, string>();
  for (const schema of schemas) {
    const first = seedRows(schema)[0];
    if (!first) continue;
    for (const page of [schema.routes.form, schema.routes.show]) if (page) ids.set(page, String(first.id));
  }
  const showsRecordOnly = new Set(['/goodsManage/viewGoods', '/orderManage/details', '/orderManage/addOrder']);
  for (const schema of schemas) if (schema.routes.show) showsRecordOnly.add(schema.routes.show);
  ids.set('/goodsManage/viewGoods', String(goods.all()[0].id));
  ids.set('/goodsManage/addGoods', String(goods.all()[0].id));
  ids.set('/orderManage/details', String(orders.all()[0].id));
  // The order edit page takes 待付款 (status 0) orders only.
  ids.set('/orderManage/addOrder', String(orders.all().find((order) => Number(order.status) === 0)!.id));
  const out: Array<{ path: string; label: string }> = [];
  for (const route of appRoutes as AppRoute[]) {
    // Demo-only pages (/dev/*) are not in a real-backend build.
    if (route.path.startsWith('/dev/')) continue;
    const path = route.path === '/redirect/*' ? '/redirect/goodsManage' : route.path;
    const id = ids.get(route.path);
    // Create forms are opened empty and with a record; detail pages only with one.
    if (!id || !showsRecordOnly.has(route.path)) out.push({ path, label: path });
    if (id) out.push({ path: `${path}?id=${id}`, label: `${path}?id=` });
  }
  return out;
}

beforeAll(async () => {
  let handlers: RequestHandler[] = [];
  const apiHandler = standIn(() => handlers, () => apiOrigin);
  const mediaHandler = standIn(() => handlers, () => mediaOrigin);
  apiServer = createServer((req, res) => void apiHandler(req, res));
  mediaServer = createServer((req, res) => void mediaHandler(req, res));
  [apiOrigin, mediaOrigin] = await Promise.all([listen(apiServer), listen(mediaServer)]);
  // The stand-in writes absolute picture URLs from location.origin: point them at the media host.
  Object.defineProperty(globalThis, 'location', { value: new URL(`${mediaOrigin}/`), configurable: true, writable: true });

  const [standInModule, captcha] = await Promise.all([import('../../src/mock/handlers'), import('../../src/mock/captcha')]);
  handlers = standInModule.handlers.filter((handler): handler is RequestHandler => handler instanceof RequestHandler);
  peekCaptcha = captcha.peekCaptcha;
  routes = await appRoutePaths();

  // The attacker: a page on another site (localhost, not 127.0.0.1) that frames the console.
  attackerServer = createServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://localhost').searchParams.get('frame') ?? '';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>attacker</title><iframe id="victim" src="${target.replace(/"/g, '&quot;')}" width="800" height="600"></iframe>`);
  });
  attackerOrigin = (await listen(attackerServer)).replace('127.0.0.1', 'localhost');

  buildEnv = {
    VITE_API_BASE_URL: `${apiOrigin}/api`,
    VITE_CHAT_BASE_URL: apiOrigin,
    VITE_WS_URL: apiOrigin.replace(/^http/, 'ws'),
    VITE_MEDIA_HOSTS: mediaOrigin,
  };
  await run(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, ...buildEnv, NODE_ENV: 'production' },
  });
  const [url, launched] = await Promise.all([startConsoleServer(outDir), launchOwnBrowser()]);
  consoleUrl = url;
  browser = launched;
});

afterAll(async () => {
  await browser?.close();
  consoleServer?.kill('SIGTERM');
  await Promise.all([close(apiServer), close(mediaServer), close(attackerServer)]);
  if (previousLocation) Object.defineProperty(globalThis, 'location', previousLocation);
  else delete (globalThis as { location?: unknown }).location;
  rmSync(outDir, { recursive: true, force: true });
});

describe('npm run serve: the real-backend production build', () => {
  it('sends the headers of dist/headers.json, computed for the configured hosts, on every kind of response', async () => {
    const written = JSON.parse(readFileSync(path.join(outDir, 'headers.json'), 'utf8'));
    const expected = securityHeaders(buildEnv);
    expect(written).toEqual(expected);
    const csp = expected.headers['Content-Security-Policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`connect-src 'self' ${apiOrigin} ${apiOrigin.replace('http', 'ws')} ${mediaOrigin};`);
    expect(csp).toContain(`img-src 'self' data: blob: ${apiOrigin} ${mediaOrigin};`);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);

    const asset = readdirSync(path.join(outDir, 'assets')).find((file) => file.endsWith('.js'))!;
    const cases: Array<{ path: string; status: number; cache: string; type?: RegExp }> = [
      { path: '/', status: 200, cache: 'no-cache', type: /text\/html/ },
      { path: '/index.html', status: 200, cache: 'no-cache', type: /text\/html/ },
      // The SPA fallback for a client route with a query.
      { path: '/goodsManage/addGoods?id=3', status: 200, cache: 'no-cache', type: /text\/html/ },
      { path: '/orderManage/details?id=1', status: 200, cache: 'no-cache', type: /text\/html/ },
      { path: `/assets/${asset}`, status: 200, cache: 'public, max-age=31536000, immutable', type: /javascript/ },
      // A missing hashed file is a 404, not index.html, and never cached (issue 25).
      { path: '/assets/missing-abc123.js', status: 404, cache: 'no-store' },
      // A page request for a path with a dot is a client route too (issue 25).
      { path: '/goodsManage/foo.bar', status: 200, cache: 'no-cache', type: /text\/html/ },
      // The build's header file stays on the server.
      { path: '/headers.json', status: 404, cache: 'no-store' },
    ];
    for (const { path: requestPath, status, cache, type } of cases) {
      // What a browser sends for a navigation: client routes are recognised by it.
      const response = await fetch(`${consoleUrl}${requestPath}`, { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(response.status, requestPath).toBe(status);
      for (const [name, value] of Object.entries(expected.headers)) expect(response.headers.get(name), `${requestPath} ${name}`).toBe(value);
      expect(response.headers.get('cache-control'), requestPath).toBe(cache);
      if (type) expect(response.headers.get('content-type'), requestPath).toMatch(type);
      if (status === 200 && type?.source.includes('html')) expect(await response.text()).toContain('<div id="root">');
      else await response.arrayBuffer();
    }
    // A revalidated index.html (ETag) is a 304 that still carries the policy and no-cache.
    const etag = (await fetch(`${consoleUrl}/`)).headers.get('etag')!;
    const revalidated = await fetch(`${consoleUrl}/`, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBe(csp);
    expect(revalidated.headers.get('cache-control')).toBe('no-cache');
    // Only GET and HEAD (issue 25): a write to the console's own server is refused, uncached.
    const post = await fetch(`${consoleUrl}/`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(post.headers.get('cache-control')).toBe('no-store');
    expect(post.headers.get('content-security-policy')).toBe(csp);
    // The demo's service workers are not shipped in a real-backend build.
    expect((await fetch(`${consoleUrl}/mockServiceWorker.js`)).status).toBe(404);
    expect((await fetch(`${consoleUrl}/demoServiceWorker.js`)).status).toBe(404);
  });

  it('every app route: 0 CSP violations (signed in against the cross-origin API)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', baseURL: consoleUrl });
    const watch = await watchViolations(context);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    let current = '/login';
    page.on('pageerror', (error) => pageErrors.push(`${current}: ${error.message.slice(0, 120)}`));
    const perRoute: Record<string, number> = {};
    // Cross-origin traffic the policy must allow: API calls and pictures on the media host.
    const loaded = { api: 0, media: 0 };
    page.on('response', (response) => {
      if (response.status() !== 200) return;
      if (response.url().startsWith(`${apiOrigin}/api/`)) loaded.api += 1;
      if (response.url().startsWith(`${mediaOrigin}/demo-media/`)) loaded.media += 1;
    });
    try {
      // The login page (real form, captcha image from the API host as a blob).
      await page.goto('/login');
      await page.locator('img[data-testid="captcha-image"]').waitFor();
      await settle(page);
      perRoute['/login'] = (await watch.events(page)).length;
      await page.locator('input[name="email"]').fill('demo@supplier.cn');
      await page.locator('input[name="loginPassword"]').fill('Demo@2026');
      await page.waitForFunction(() => document.querySelector<HTMLImageElement>('img[data-testid="captcha-image"]')?.complete);
      await page.locator('input[name="code"]').fill(peekCaptcha() ?? '');
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });

      expect(routes.length).toBeGreaterThan(20);
      // A deep link loads the whole app through the server's SPA fallback ...
      const deepLink = routes.find((route) => route.label === '/goodsManage/addGoods?id=')!;
      const response = await page.goto(deepLink.path);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await settle(page);
      perRoute[`${deepLink.label} (loaded)`] = (await watch.events(page)).length;
      // ... then every route is opened in the running app, as the menu does (one document:
      // the violations of each route are the ones it added).
      for (const route of routes) {
        current = route.label;
        const before = (await watch.events(page)).length;
        await openInApp(page, route.path);
        await settle(page);
        perRoute[route.label] = (await watch.events(page)).length - before;
      }
      console.log(`[security-headers] CSP violations per route (real backend, ${Object.keys(perRoute).length} pages):`, JSON.stringify(perRoute));
      // Not a CSP matter, reported for the reader (e.g. the chat socket has no server here).
      if (pageErrors.length) console.log('[security-headers] page errors:', JSON.stringify(pageErrors));
      expect(Object.entries(perRoute).filter(([, count]) => count > 0)).toEqual([]);
      expect(watch.console).toEqual([]);
      // The pages really talked to the cross-origin API (so connect-src was exercised). How many
      // answers exactly depends on caching and timing (30 to 40 seen), so only a floor is checked.
      expect(loaded.api, 'API answers').toBeGreaterThan(10);
      expect(loaded.media, 'pictures from the media host').toBeGreaterThan(0);
      // The watcher does see a violation when there is one: a picture from a host not in the policy.
      await page.evaluate(() => document.body.append(Object.assign(document.createElement('img'), { src: 'https://not-allowed.example/x.png' })));
      await page.waitForFunction(() => ((window as unknown as { __csp?: unknown[] }).__csp ?? []).length > 0);
      // (Reported once per policy that refuses it: the header's and the meta tag's.)
      const seen = await watch.events(page);
      expect(seen.length).toBeGreaterThan(0);
      for (const violation of seen) expect(violation).toMatchObject({ directive: 'img-src', blocked: 'https://not-allowed.example/x.png' });
    } finally {
      await context.close();
    }
  });

  it('refuses to be framed by a page on another origin', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    try {
      for (const target of [`${consoleUrl}/login`, `${consoleUrl}/goodsManage`]) {
        messages.length = 0;
        const framed = page.waitForResponse((response) => response.url() === target);
        await page.goto(`${attackerOrigin}/?frame=${encodeURIComponent(target)}`);
        // The console did answer the frame's request, with its refusal in the headers ...
        const response = await framed;
        expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(response.headers()['x-frame-options']).toBe('DENY');
        await page.waitForTimeout(300);
        // ... and Chromium did not render it: the frame holds no console document.
        const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
        expect(frame, 'the iframe exists').toBeDefined();
        expect(frame!.url()).not.toBe(target);
        const rendered = await frame!.evaluate(() => Boolean(document.querySelector('#root'))).catch(() => false);
        expect(rendered, target).toBe(false);
        expect(messages.some((text) => /frame-ancestors|X-Frame-Options/i.test(text)), messages.join('\n')).toBe(true);
      }
      // Control: the same attacker page does frame a page that sends no refusal (the media host).
      const control = `${mediaOrigin}/demo-media/control-1.svg`;
      await page.goto(`${attackerOrigin}/?frame=${encodeURIComponent(control)}`);
      await page.waitForTimeout(300);
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(frame?.url()).toBe(control);
    } finally {
      await context.close();
    }
  });
});

describe('the demo build (vite preview with the same headers)', () => {
  it('a few routes: 0 CSP violations, and preview sends the production CSP', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', baseURL: baseUrl() });
    const watch = await watchViolations(context);
    const page = await context.newPage();
    const perRoute: Record<string, number> = {};
    try {
      const first = await page.goto('/login');
      if (!process.env.E2E_BASE_URL) {
        expect(first?.headers()['content-security-policy']).toBe(securityHeaders({}).headers['Content-Security-Policy']);
        expect(first?.headers()['x-frame-options']).toBe('DENY');
      }
      await signIn(page, '/dashboard');
      await settle(page);
      perRoute['/dashboard'] = (await watch.events(page)).length;
      // The msw worker, the stand-in's blob: pictures, the editor and chat chunks.
      for (const route of ['/goodsManage', '/goodsManage/addGoods', '/chatPlus', '/dev/widgets']) {
        const before = (await watch.events(page)).length;
        await openInApp(page, route);
        await settle(page);
        perRoute[route] = (await watch.events(page)).length - before;
      }
      console.log('[security-headers] CSP violations per route (demo):', JSON.stringify(perRoute));
      expect(Object.entries(perRoute).filter(([, count]) => count > 0)).toEqual([]);
      expect(watch.console).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
