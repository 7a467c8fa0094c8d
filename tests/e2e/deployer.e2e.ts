import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getResponse, RequestHandler } from 'msw';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { launchOwnBrowser, screenshot } from './browser';
import { chooseTheme, visible } from './ui';
import { axeFindings, COLOUR_RULES } from './axe';
import { solidPng } from './mediaFiles';
import { startServer } from '../../scripts/serve.mjs';

/**
 * Issue 25 item 4: writes a backend can recognise. A production build for a backend on another
 * origin, with `idempotencyKey: { header: 'Idempotency-Key' }` in src/deployment.ts (what a
 * deployer writes; the build applies it to the module as it is), against the stand-in's handlers
 * answered from Node on 127.0.0.1. That server can reset the connection after reading a request,
 * as a proxy or a restarting backend does. Chromium then sends the same request again on its other
 * idle keep-alive connections, then on a new one (docs/deploying.md, "Writes a backend can
 * de-duplicate"). Per click, for 保存, 删除, an upload, a chat message and a bulk action: the server
 * receives the write several times, every copy with one key, and the page issued it once (its
 * fetch / XHR counted in the page); the user's next try (重试) carries a new key.
 */
const run = promisify(execFile);
const outDir = path.resolve(`dist-e2e/deployer-${process.pid}`);
const HEADER = 'idempotency-key';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TEST_MS = 90_000;
const THEMES = ['normal', 'dark', 'dark-blue'] as const;

interface Received {
  method: string;
  path: string;
  key: string | undefined;
  reset: boolean;
}

let browser: Browser;
let context: BrowserContext;
let apiServer: Server;
let consoleServer: Server | undefined;
let consoleUrl = '';
let apiOrigin = '';
let peekCaptcha: () => string | undefined;
let agreementId = '';
/** Every request the API host received, in order. */
const received: Received[] = [];
/** Requests asked for in CORS preflights (the header a deployer must allow). */
const preflightHeaders: string[] = [];
/** While set, a request it matches is read, then its connection reset (no answer). */
let resetting: ((method: string, path: string) => boolean) | null = null;
const previousLocation = Object.getOwnPropertyDescriptor(globalThis, 'location');

/** The stand-in's handlers over HTTP, with CORS for the console's origin. */
function standIn(handlers: () => RequestHandler[]) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const origin = req.headers.origin ?? '';
    const cors: Record<string, string> = origin ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' } : {};
    if (req.method === 'OPTIONS') {
      const asked = req.headers['access-control-request-headers'] ?? '';
      preflightHeaders.push(asked);
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
        // What docs/deploying.md tells a deployer to allow.
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', apiOrigin);
    const key = req.headers[HEADER];
    const reset = Boolean(resetting?.(method, url.pathname));
    received.push({ method, path: url.pathname, key: Array.isArray(key) ? key.join() : key, reset });
    if (reset) {
      // The request arrived whole; the connection goes before any answer.
      req.socket.resetAndDestroy();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const request = new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks) });
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

/**
 * Builds the console for the API host with the key on: the one line of src/deployment.ts a
 * deployer changes, changed in the module as the build reads it (the file stays as it is).
 */
async function buildWithKey(env: Record<string, string>): Promise<void> {
  const script = `
    import { build } from 'vite';
    let applied = false;
    await build({
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: ${JSON.stringify(outDir)}, emptyOutDir: true },
      plugins: [{
        name: 'deployer-idempotency-key',
        enforce: 'pre',
        transform(code, id) {
          if (!id.replace(/\\\\/g, '/').endsWith('/src/deployment.ts')) return null;
          const next = code.replace("idempotencyKey: false,", "idempotencyKey: { header: 'Idempotency-Key' },");
          if (next === code) throw new Error('src/deployment.ts: no "idempotencyKey: false," to turn on');
          applied = true;
          return next;
        },
      }],
    });
    if (!applied) throw new Error('src/deployment.ts was not built');
  `;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, NODE_ENV: 'production' };
  for (const name of Object.keys(childEnv)) if (name.startsWith('VITEST')) delete childEnv[name];
  await run(process.execPath, ['--input-type=module', '-e', script], { env: childEnv, maxBuffer: 16 * 1024 * 1024 });
}

/** Counts the writes the page itself issues (fetch and XHR), before the browser's network stack. */
async function countPageWrites(target: BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { __writes: string[] }).__writes = writes;
    const pathOf = (url: string) => new URL(url, location.href).pathname;
    const fetchBefore = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (method !== 'GET') writes.push(`${method} ${pathOf(input instanceof Request ? input.url : String(input))}`);
      return fetchBefore.call(this, input, init);
    };
    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest & { __write?: string }, method: string, url: string | URL, ...rest: unknown[]) {
      this.__write = `${method.toUpperCase()} ${pathOf(String(url))}`;
      return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
    };
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { __write?: string }, body?: XMLHttpRequestBodyInit | null) {
      if (this.__write && !this.__write.startsWith('GET ')) writes.push(this.__write);
      return send.call(this, body);
    };
  });
}

const pageWrites = (page: Page): Promise<string[]> => page.evaluate(() => [...(window as unknown as { __writes: string[] }).__writes]);

/**
 * One user action while the API host resets the connection of every request `matches` takes:
 * what reached the server and what the page itself sent.
 */
async function whileResetting(page: Page, matches: (method: string, path: string) => boolean, act: () => Promise<void>, failed: () => Promise<void>) {
  const from = received.length;
  const pageFrom = (await pageWrites(page)).length;
  resetting = matches;
  try {
    await act();
    await failed();
  } finally {
    resetting = null;
  }
  const copies = received.slice(from).filter((request) => request.reset);
  const issued = (await pageWrites(page)).slice(pageFrom).filter((write) => matches(write.split(' ')[0], write.split(' ')[1]));
  return { copies, issued };
}

/** The browser resent the one write; every copy has the same key (a UUID); the page sent it once. */
function expectOneKey(label: string, { copies, issued }: { copies: Received[]; issued: string[] }): string {
  console.log(`[deployer] ${label}: the server received ${copies.length} copies, keys ${JSON.stringify([...new Set(copies.map((c) => c.key))])}; the page sent ${issued.length}`);
  expect(copies.length, `${label}: the browser sends a reset write again`).toBeGreaterThanOrEqual(2);
  expect(new Set(copies.map((copy) => `${copy.method} ${copy.path}`)).size, label).toBe(1);
  const keys = new Set(copies.map((copy) => copy.key));
  expect(keys.size, `${label}: one key on every copy`).toBe(1);
  const [key] = keys;
  expect(key, label).toMatch(UUID_V4);
  expect(issued, `${label}: the console itself sent it once`).toHaveLength(1);
  return key!;
}

/** The next matching request the server answered (the user's 重试): its key. */
function lastAnswered(from: number, method: string, pathPattern: RegExp): Received[] {
  return received.slice(from).filter((request) => !request.reset && request.method === method && pathPattern.test(request.path));
}

const listOf = (page: Page, name: string) => visible(page.getByTestId(`schema-list-${name}`));
const bodyRows = (page: Page, name: string) => listOf(page, name).locator('tbody tr');
const networkToast = (page: Page) => visible(page.getByText(/网络异常/)).first();

beforeAll(async () => {
  let handlers: RequestHandler[] = [];
  const handle = standIn(() => handlers);
  apiServer = createServer((req, res) => void handle(req, res));
  // Connections stay open between calls, as a backend behind a keep-alive proxy keeps them.
  apiServer.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
  // The stand-in writes absolute media URLs from location.origin: the API host here.
  Object.defineProperty(globalThis, 'location', { value: new URL(`${apiOrigin}/`), configurable: true, writable: true });
  const [standInModule, captcha] = await Promise.all([import('../../src/mock/handlers'), import('../../src/mock/captcha')]);
  handlers = standInModule.handlers.filter((handler): handler is RequestHandler => handler instanceof RequestHandler);
  peekCaptcha = captcha.peekCaptcha;
  const [{ seedRows }, { default: agreement }] = await Promise.all([import('../../src/mock/seeds'), import('../../schemas/agreement')]);
  agreementId = String(seedRows(agreement)[0].id);

  const [, launched] = await Promise.all([
    buildWithKey({
      VITE_API_BASE_URL: `${apiOrigin}/api`,
      VITE_CHAT_BASE_URL: apiOrigin,
      VITE_WS_URL: apiOrigin.replace(/^http/, 'ws'),
      VITE_MEDIA_HOSTS: apiOrigin,
    }),
    launchOwnBrowser(),
  ]);
  browser = launched;
  const started = await startServer({ dir: outDir, port: 0, host: '127.0.0.1' });
  consoleServer = started.server;
  consoleUrl = started.url;

  // One signed-in context for the file (its pages share the browser's connection pool).
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', baseURL: consoleUrl, reducedMotion: 'reduce' });
  await countPageWrites(context);
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[name="email"]').fill('demo@supplier.cn');
  await page.locator('input[name="loginPassword"]').fill('Demo@2026');
  await page.locator('img[data-testid="captcha-image"]').waitFor();
  await page.waitForFunction(() => document.querySelector<HTMLImageElement>('img[data-testid="captcha-image"]')?.complete);
  await page.locator('input[name="code"]').fill(peekCaptcha() ?? '');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await page.close();
}, 300_000);

afterAll(async () => {
  resetting = null;
  await context?.close();
  await browser?.close();
  await new Promise<void>((resolve) => (consoleServer ? consoleServer.close(() => resolve()) : resolve()));
  await new Promise<void>((resolve) => (apiServer?.listening ? apiServer.close(() => resolve()) : resolve()));
  apiServer?.closeAllConnections();
  if (previousLocation) Object.defineProperty(globalThis, 'location', previousLocation);
  else delete (globalThis as { location?: unknown }).location;
  rmSync(outDir, { recursive: true, force: true });
});

describe('writes a backend can recognise (connection reset after the request)', () => {
  it('保存: every copy the browser resends has one key; the console sent one; 重试 has a new key', { timeout: TEST_MS }, async () => {
    const page = await context.newPage();
    try {
      await page.goto(`/agreement/add?id=${agreementId}`);
      const title = visible(page.getByLabel(/协议标题/));
      await title.waitFor({ timeout: 30_000 });
      await title.fill(`协议 ${Date.now()}`);
      const save = visible(page.getByRole('button', { name: '保存' }));
      const isSave = (method: string, p: string) => method === 'POST' && p === '/api/backend/agreement/operation';
      const first = expectOneKey(
        '保存',
        await whileResetting(page, isSave, () => save.click(), () => networkToast(page).waitFor({ timeout: 30_000 })),
      );
      // What was typed is still there; 保存 again is the user's 重试: a new action, a new key.
      expect(await title.inputValue()).toMatch(/^协议 \d+$/);
      await screenshot(page, 'deployer-save-reset');
      const from = received.length;
      await save.click();
      await expect.poll(() => lastAnswered(from, 'POST', /^\/api\/backend\/agreement\/operation$/).length, { timeout: 30_000 }).toBe(1);
      const retry = lastAnswered(from, 'POST', /^\/api\/backend\/agreement\/operation$/)[0];
      expect(retry.key).toMatch(UUID_V4);
      expect(retry.key).not.toBe(first);
      // The preflight asked for the header: a backend on another origin must allow it (docs/deploying.md).
      expect(preflightHeaders.some((asked) => asked.toLowerCase().split(',').map((h) => h.trim()).includes(HEADER))).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('删除 and a bulk action: one key per record call, resent with it; 重试失败项 sends a new one', { timeout: TEST_MS }, async () => {
    const page = await context.newPage();
    try {
      await page.goto('/agreement');
      await expect.poll(() => bodyRows(page, 'agreement').count(), { timeout: 30_000 }).toBeGreaterThan(3);
      // 删除 (更多 → 删除 → 确定).
      const row = bodyRows(page, 'agreement').first();
      await row.getByRole('button', { name: /^更多/ }).click();
      await visible(page.getByRole('menuitem', { name: '删除' })).click();
      const ask = visible(page.getByRole('dialog', { name: '确认删除' }));
      const isDelete = (method: string, p: string) => method === 'DELETE' && p === '/api/backend/agreement/delete';
      expectOneKey(
        '删除',
        await whileResetting(page, isDelete, () => ask.getByRole('button', { name: '确定' }).click(), () => networkToast(page).waitFor({ timeout: 30_000 })),
      );

      // 批量停用 of two agreements: the first record's call is reset, the other goes through.
      await page.reload();
      await expect.poll(() => bodyRows(page, 'agreement').count(), { timeout: 30_000 }).toBeGreaterThan(3);
      // Two that are on, so neither is skipped as 已是停用状态.
      const on = bodyRows(page, 'agreement').filter({ has: page.locator('[role="switch"][aria-checked="true"]') });
      for (const row of (await on.all()).slice(0, 2)) await row.getByRole('checkbox').click();
      const bar = listOf(page, 'agreement').getByTestId('bulk-bar');
      const label = '批量停用';
      await bar.getByRole('button', { name: label }).click();
      const dialog = page.getByRole('dialog', { name: label });
      let target: string | undefined;
      const isFirstStatus = (method: string, p: string) => {
        const match = method === 'POST' ? p.match(/^\/api\/backend\/agreement\/status\/([^/]+)\//) : null;
        if (!match) return false;
        target ??= match[1];
        return match[1] === target;
      };
      const from = received.length;
      const key = expectOneKey(
        label,
        await whileResetting(page, isFirstStatus, () => dialog.getByRole('button', { name: '确定' }).click(), () =>
          visible(dialog.getByTestId('bulk-run-summary')).filter({ hasText: /失败 1 条/ }).waitFor({ timeout: 30_000 }),
        ),
      );
      // The other record: its own key, sent once.
      const other = received.slice(from).filter((request) => request.method === 'POST' && /\/agreement\/status\//.test(request.path) && !request.reset);
      expect(other).toHaveLength(1);
      expect(other[0].key).not.toBe(key);
      await screenshot(page, 'deployer-bulk-reset');
      // 重试失败项: the failed record only, as a new action.
      const retryFrom = received.length;
      await dialog.getByRole('button', { name: /重试失败项/ }).click();
      await visible(dialog.getByTestId('bulk-run-summary')).filter({ hasText: /失败 0 条/ }).waitFor({ timeout: 30_000 });
      const retried = lastAnswered(retryFrom, 'POST', /^\/api\/backend\/agreement\/status\//);
      expect(retried).toHaveLength(1);
      expect(retried[0].path).toContain(`/status/${target}/`);
      expect(retried[0].key).not.toBe(key);
    } finally {
      await page.close();
    }
  });

  it('an upload and a chat message: resent with one key, issued once', { timeout: TEST_MS }, async () => {
    const page = await context.newPage();
    try {
      await page.goto('/goodsManage/addGoods');
      // The pictures' own input: the form's widgets load on demand, and on a loaded machine the
      // detail editor's image input can be in the page before the gallery's.
      const file = page.locator('[data-testid^="gallery-"] input[type="file"]').first();
      await file.waitFor({ state: 'attached', timeout: 30_000 });
      const isUpload = (method: string, p: string) => method === 'POST' && p === '/api/common/upload/oss';
      expectOneKey(
        'upload',
        await whileResetting(page, isUpload, () => file.setInputFiles([{ name: 'red.png', mimeType: 'image/png', buffer: solidPng([200, 30, 30]) }]), () =>
          networkToast(page).waitFor({ timeout: 30_000 }),
        ),
      );

      await page.getByTestId('chat-header-button').click();
      await page.getByTestId('chat-window').waitFor();
      await page.getByTestId('chat-conversation').first().click();
      const input = page.getByTestId('chat-input');
      await input.fill('发货前请再确认一次数量');
      const isSend = (method: string, p: string) => method === 'POST' && p === '/chat/api/message/send';
      const sendButton = page.getByTestId('chat-window').getByRole('button', { name: '发送', exact: true });
      const first = expectOneKey(
        'chat send',
        await whileResetting(page, isSend, () => input.press('Enter'), async () => {
          // The failure's toast may be merged with the upload's (the same text within 1.5 s is shown
          // once): wait for the send to have gone out and failed (发送 comes back) instead.
          await expect.poll(() => received.filter((request) => request.reset && isSend(request.method, request.path)).length, { timeout: 30_000 }).toBeGreaterThan(0);
          await expect.poll(() => sendButton.isEnabled(), { timeout: 30_000 }).toBe(true);
        }),
      );
      // The message stays typed; sending it again is a new action.
      expect(await input.inputValue()).toBe('发货前请再确认一次数量');
      const from = received.length;
      await input.press('Enter');
      await expect.poll(() => lastAnswered(from, 'POST', /^\/chat\/api\/message\/send$/).length, { timeout: 30_000 }).toBe(1);
      expect(lastAnswered(from, 'POST', /^\/chat\/api\/message\/send$/)[0].key).not.toBe(first);
    } finally {
      await page.close();
    }
  });
});

describe('the role menu (docs/spec.md §6)', () => {
  it('names the active role and says a switch comes back to 管理员; axe in three themes and at 390 px', { timeout: TEST_MS }, async () => {
    const page = await context.newPage();
    try {
      await page.goto('/dashboard');
      await page.getByTestId('user-menu').waitFor({ timeout: 30_000 });
      for (const theme of THEMES) {
        await chooseTheme(page, theme);
        await page.getByTestId('user-menu').click();
        const menu = visible(page.getByRole('menu'));
        await menu.getByTestId('active-role').filter({ hasText: '当前角色：管理员' }).waitFor();
        expect(await menu.getByTestId('role-switch-note').innerText()).toBe('本版本的用户信息始终返回“管理员”：切换角色会重新载入页面，载入后仍是管理员。');
        // Every rule in the first theme, the colour rules in the others (docs/decisions/300-e2e-speed.md, rule 7).
        expect(await axeFindings(page, '.MuiMenu-paper', theme === THEMES[0] ? undefined : COLOUR_RULES), theme).toEqual([]);
        await screenshot(page, `deployer-role-menu-${theme}`);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
      }
      await chooseTheme(page, 'normal');
      await page.setViewportSize({ width: 390, height: 800 });
      await page.getByTestId('user-menu').click();
      const menu = visible(page.getByRole('menu'));
      await menu.getByTestId('role-switch-note').waitFor();
      expect(await axeFindings(page, '.MuiMenu-paper')).toEqual([]);
      await screenshot(page, 'deployer-role-menu-390');
    } finally {
      await page.close();
    }
  });
});

