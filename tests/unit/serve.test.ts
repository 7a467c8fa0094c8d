import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { startServer } from '../../scripts/serve.mjs';
import { DEFAULT_HSTS, hstsValue, securityHeaders } from '../../scripts/securityHeaders.mjs';

/**
 * Issue 25 item 5: `npm run serve` (scripts/serve.mjs) on a small dist/ written here: errors are
 * never cached, client routes are recognised by the request (not by a dot in the path), only GET
 * and HEAD are answered, dist/headers.json is not served, HSTS when configured.
 *
 * Requests go over a raw socket: the exact method and path are sent (`TRACE`, `/redirect/.//x`,
 * which fetch() would refuse or normalise), and the unit setup's msw does not intercept them.
 */
const SET = securityHeaders({});
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const ASSET = 'console.log("app");';
const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

let dir = '';
const started: Server[] = [];

function writeDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'serve-test-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  writeFileSync(path.join(root, 'headers.json'), JSON.stringify(SET));
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), ASSET);
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 exchange on a raw socket: exactly this method, path and these headers. */
function send(origin: string, method: string, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = raw.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const answer: Answer = { status: Number(statusLine.split(' ')[1]), headers: {}, body: rest.join('\r\n\r\n') };
      for (const line of lines) {
        const at = line.indexOf(':');
        answer.headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve(answer);
    });
    const lines = [`${method} ${target} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

async function serve(options: { hsts?: string } = {}): Promise<string> {
  const { server, url } = await startServer({ dir, port: 0, host: '127.0.0.1', ...options });
  started.push(server);
  return url;
}

function expectSecurityHeaders(answer: Answer, label: string): void {
  for (const [name, value] of Object.entries(SET.headers)) expect(answer.headers[name.toLowerCase()], `${label} ${name}`).toBe(value);
}

let origin = '';
beforeAll(async () => {
  dir = writeDist();
  origin = await serve();
});
afterAll(async () => {
  await Promise.all(started.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run serve: files and the app', () => {
  it('serves index.html (no-cache) and hashed assets (immutable) with the security headers', async () => {
    const index = await send(origin, 'GET', '/', { Accept: PAGE_ACCEPT });
    expect(index.status).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<div id="root">');
    expectSecurityHeaders(index, '/');
    const asset = await send(origin, 'GET', '/assets/index-abc123.js', { Accept: '*/*' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(ASSET);
    // A health check without Accept still gets the page at /.
    expect((await send(origin, 'GET', '/')).status).toBe(200);
  });

  it.each([
    '/goodsManage/foo.bar',
    '/redirect/.//x',
    '/goodsManage/addGoods?id=3',
    '/orderManage/details.v2?id=1',
    '/goodsManage/',
  ])('a page request for %s (Accept: text/html) gets the app, revalidated', async (target) => {
    const answer = await send(origin, 'GET', target, { Accept: PAGE_ACCEPT });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toContain('<div id="root">');
    expectSecurityHeaders(answer, target);
  });

  it('a revalidated client route is a 304 that keeps no-cache and the policy', async () => {
    const first = await send(origin, 'GET', '/goodsManage/foo.bar', { Accept: PAGE_ACCEPT });
    const again = await send(origin, 'GET', '/goodsManage/foo.bar', { Accept: PAGE_ACCEPT, 'If-None-Match': first.headers.etag });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(again, '304');
  });
});

describe('npm run serve: errors are never cached', () => {
  it.each([
    ['a missing hashed file', '/assets/missing-abc123.js', '*/*'],
    ['a missing hashed file asked as a page', '/assets/missing-abc123.js', PAGE_ACCEPT],
    ['a path under /assets/ without an extension', '/assets/nothing', PAGE_ACCEPT],
    ['the /assets/ folder', '/assets/', PAGE_ACCEPT],
    ['a missing picture', '/logo.png', 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8'],
    ['a client path read by fetch()', '/goodsManage', 'application/json'],
  ])('%s: 404 no-store, with the security headers', async (_, target, accept) => {
    const answer = await send(origin, 'GET', target, { Accept: accept });
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.body).not.toContain('<div id="root">');
    expectSecurityHeaders(answer, target);
  });

  it('a range past the end of a hashed file (416) is not cached either', async () => {
    const answer = await send(origin, 'GET', '/assets/index-abc123.js', { Range: 'bytes=5000-6000' });
    expect(answer.status).toBe(416);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('npm run serve: methods', () => {
  it.each([
    ['POST', '/'],
    ['TRACE', '/'],
    ['PUT', '/assets/index-abc123.js'],
    ['DELETE', '/goodsManage'],
    ['OPTIONS', '/'],
    ['PATCH', '/index.html'],
  ])('%s %s: 405 with Allow: GET, HEAD, not cached, never the page', async (method, target) => {
    const answer = await send(origin, method, target, { Accept: PAGE_ACCEPT, 'Content-Length': '0' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).not.toContain('<div id="root">');
    expectSecurityHeaders(answer, `${method} ${target}`);
  });

  it('HEAD answers like GET without a body', async () => {
    const answer = await send(origin, 'HEAD', '/goodsManage/foo.bar', { Accept: PAGE_ACCEPT });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toBe('');
  });
});

describe('npm run serve: dist/headers.json stays on the server', () => {
  it.each(['/headers.json', '/headers.json/', '/headers%2Ejson', '/headers.json?download=1', '/%68eaders.json'])('%s: 404 no-store', async (target) => {
    for (const accept of ['*/*', PAGE_ACCEPT]) {
      const answer = await send(origin, 'GET', target, { Accept: accept });
      expect(answer.status, `${target} ${accept}`).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).not.toContain('Content-Security-Policy');
    }
  });
});

describe('npm run serve: HSTS for TLS deployments', () => {
  it('sends none by default', async () => {
    expect((await send(origin, 'GET', '/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the configured value on every answer, errors included', async () => {
    const url = await serve({ hsts: 'max-age=63072000;includeSubDomains; preload' });
    for (const [method, target, status] of [
      ['GET', '/', 200],
      ['GET', '/assets/missing.js', 404],
      ['POST', '/', 405],
    ] as const) {
      const answer = await send(url, method, target, { Accept: PAGE_ACCEPT, 'Content-Length': '0' });
      expect(answer.status).toBe(status);
      expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    }
  });

  it('checks the value: a typo stops the server instead of sending a header browsers ignore', async () => {
    expect(hstsValue(DEFAULT_HSTS)).toBe('max-age=31536000; includeSubDomains');
    expect(hstsValue(' max-age=0 ')).toBe('max-age=0');
    for (const bad of ['', 'on', 'includeSubDomains', 'max-age=1y', 'max-age=1; max-age=2', 'max-age=1, preload', 'max-age=1; report-uri=x']) {
      expect(() => hstsValue(bad), bad).toThrow(/HSTS/);
    }
    await expect(startServer({ dir, port: 0, host: '127.0.0.1', hsts: 'max-age=one year' })).rejects.toThrow(/HSTS/);
  });

  it('the HSTS variable of `npm run serve` (the command as deployers run it)', async () => {
    const run = (hsts: string) => {
      const child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', '0', '--host', '127.0.0.1'], {
        env: { ...process.env, HSTS: hsts },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const done = new Promise<{ url?: string; code?: number | null; output: string }>((resolve) => {
        const onData = (data: Buffer) => {
          output += data.toString();
          const match = output.match(/at (http:\/\/127\.0\.0\.1:\d+)/);
          if (match) resolve({ url: match[1], output });
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', (code) => resolve({ code, output }));
      });
      return { child, done };
    };
    const good = run(DEFAULT_HSTS);
    try {
      const { url, output } = await good.done;
      expect(url, output).toBeDefined();
      expect((await send(url!, 'GET', '/')).headers['strict-transport-security']).toBe(DEFAULT_HSTS);
    } finally {
      good.child.kill('SIGTERM');
    }
    const bad = run('max-age=forever');
    const refused = await bad.done;
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/HSTS: "max-age=forever"/);
  });
});
