#!/usr/bin/env node
// `npm run serve`: the production server for dist/. Static files are served by sirv (the server
// vite preview uses); this file adds the headers the build wrote to dist/headers.json
// (scripts/securityHeaders.mjs computes them from the build's VITE_* variables) and the rules of
// docs/decisions/080-production-headers.md:
// - every response: Content-Security-Policy (frame-ancestors 'none'), X-Frame-Options,
//   X-Content-Type-Options, Referrer-Policy, ...; Strict-Transport-Security when HSTS is set;
// - content-hashed /assets/*: Cache-Control public, max-age=31536000, immutable;
// - index.html, the SPA fallback and unhashed files: Cache-Control no-cache (with an ETag);
// - errors (404, 405, ...): Cache-Control no-store, so no proxy or CDN keeps one;
// - a path that is no file gets index.html when the browser asks for a page (Accept: text/html)
//   and is not under /assets/; anything else missing is a 404 (a dot in the path says nothing:
//   /goodsManage/foo.bar is a page);
// - GET and HEAD only: other methods get 405 with Allow; dist/headers.json itself is not served.
//
//   npm run serve                      # dist/ on http://0.0.0.0:4173
//   PORT=8080 HOST=127.0.0.1 npm run serve
//   HSTS="max-age=31536000; includeSubDomains" npm run serve   # behind a TLS terminator
//   node scripts/serve.mjs --dir dist --port 0   # port 0: any free port (printed)
//   npm run serve -- --nginx --server-name console.example.com   # prints the nginx server block
//                                                               # with this build's headers
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { ERROR_CACHE_CONTROL, hstsValue, nginxServerBlock } from './securityHeaders.mjs';

/** The file the build writes for this server: read at start, never sent. */
const HEADER_FILE = 'headers.json';
const ALLOWED_METHODS = 'GET, HEAD';

/** Reads dist/headers.json, refusing a dist/ built without it (an older or foreign build). */
export function readHeaderSet(dir) {
  const file = path.join(dir, HEADER_FILE);
  let set;
  try {
    set = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is missing or unreadable: build the console first (npm run build). ${error.message}`);
  }
  if (!set?.headers?.['Content-Security-Policy'] || !set?.cache?.assetsPrefix) {
    throw new Error(`${file} has no Content-Security-Policy: rebuild the console (npm run build)`);
  }
  return set;
}

/** The request's path as sirv looks it up: before the query, percent-decoded. */
function decodedPath(url) {
  const pathname = url.split(/[?#]/, 1)[0] || '/';
  if (!pathname.includes('%')) return pathname;
  try {
    return decodeURI(pathname);
  } catch {
    return pathname; // malformed: sirv keeps it as it is too
  }
}

/** A browser navigation (a page, a frame) asks for HTML; a script, picture or fetch() does not. */
function wantsPage(req) {
  return /(^|,)\s*text\/html\s*(;|,|$)/i.test(req.headers.accept ?? '');
}

function sendError(res, status, text, extra = {}) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  res.setHeader('Cache-Control', ERROR_CACHE_CONTROL);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.removeHeader('ETag');
  res.removeHeader('Last-Modified');
  res.end(text);
}

/**
 * A request handler serving `dir` with its headers.json applied. `hsts`: the
 * Strict-Transport-Security value to send (only behind TLS; see docs/deploying.md), or undefined.
 */
export function createHandler(dir, { hsts } = {}) {
  const set = readHeaderSet(dir);
  const security = { ...set.headers, ...(hsts ? { 'Strict-Transport-Security': hstsValue(hsts) } : {}) };
  const files = sirv(dir, { etag: true, dotfiles: false });
  // The SPA fallback: with `ignores: false` sirv answers index.html for any path it has no file for.
  const app = sirv(dir, { single: true, ignores: false, etag: true, dotfiles: false });
  const prefix = set.cache.assetsPrefix;
  return (req, res) => {
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    // Whatever answers with an error status below (sirv's 416 too) is never cached.
    const writeHead = res.writeHead;
    res.writeHead = function guardedWriteHead(status, ...rest) {
      if (status >= 400) this.setHeader('Cache-Control', ERROR_CACHE_CONTROL);
      return writeHead.call(this, status, ...rest);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, 'Method Not Allowed', { Allow: ALLOWED_METHODS });
      return;
    }
    const pathname = decodedPath(req.url ?? '/');
    // sirv also finds a file under the path without its trailing slash.
    if (pathname.replace(/\/+$/, '') === `/${HEADER_FILE}`) {
      sendError(res, 404, 'Not Found');
      return;
    }
    const underAssets = pathname.startsWith(prefix);
    // Set before sirv answers: headers already on the response win over sirv's own, and a 304
    // carries them too.
    res.setHeader('Cache-Control', underAssets ? set.cache.assets : set.cache.default);
    files(req, res, () => {
      // No such file. /assets/ holds files only (a missing one is from another build: 404); elsewhere
      // a page request is a client route, whatever its last segment looks like.
      if (wantsPage(req) && !underAssets) {
        res.setHeader('Cache-Control', set.cache.default);
        app(req, res);
      } else sendError(res, 404, 'Not Found');
    });
  };
}

/** Starts the server; resolves once it listens, with its URL. */
export async function startServer({ dir = 'dist', port = 4173, host = '0.0.0.0', hsts } = {}) {
  const root = path.resolve(dir);
  const server = createServer(createHandler(root, { hsts }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      resolve({ server, url: `http://${shownHost}:${address.port}` });
    });
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string', default: process.env.PORT ?? '4173' },
      host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
      nginx: { type: 'boolean', default: false },
      'server-name': { type: 'string', default: 'console.example.com' },
      // Strict-Transport-Security, e.g. "max-age=31536000; includeSubDomains": only when the
      // console is reached over https (a TLS terminator in front of this server).
      hsts: { type: 'string', default: process.env.HSTS ?? '' },
    },
  });
  try {
    if (values.nginx) {
      console.log(nginxServerBlock(readHeaderSet(values.dir), { serverName: values['server-name'], root: path.resolve(values.dir) }));
      process.exit(0);
    }
    const hsts = values.hsts.trim() || undefined;
    const { server, url } = await startServer({ dir: values.dir, port: Number(values.port), host: values.host, hsts });
    console.log(`Supplier console: serving ${path.resolve(values.dir)} at ${url}`);
    const stop = () => server.close(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
