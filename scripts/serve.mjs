#!/usr/bin/env node
// `npm run serve`: the production server for dist/. Static files are served by sirv (the server
// vite preview uses); this file only adds the headers the build wrote to dist/headers.json
// (scripts/securityHeaders.ts computes them from the build's VITE_* variables):
// - every response: Content-Security-Policy (frame-ancestors 'none'), X-Frame-Options,
//   X-Content-Type-Options, Referrer-Policy, ...;
// - content-hashed /assets/*: Cache-Control public, max-age=31536000, immutable;
// - index.html, the SPA fallback and unhashed files: Cache-Control no-cache (with an ETag);
// - client routes (/goodsManage/addGoods?id=3) get index.html; a missing file (a path with an
//   extension) is a 404.
//
//   npm run serve                      # dist/ on http://0.0.0.0:4173
//   PORT=8080 HOST=127.0.0.1 npm run serve
//   node scripts/serve.mjs --dir dist --port 0   # port 0: any free port (printed)
//   npm run serve -- --nginx --server-name console.example.com   # prints the nginx server block
//                                                               # with this build's headers
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { nginxServerBlock } from './securityHeaders.mjs';

/** Reads dist/headers.json, refusing a dist/ built without it (an older or foreign build). */
export function readHeaderSet(dir) {
  const file = path.join(dir, 'headers.json');
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

/** A request handler serving `dir` with its headers.json applied. */
export function createHandler(dir) {
  const set = readHeaderSet(dir);
  const files = sirv(dir, { single: true, etag: true, dotfiles: false });
  return (req, res) => {
    for (const [name, value] of Object.entries(set.headers)) res.setHeader(name, value);
    // Set before sirv answers: headers already on the response win over sirv's own, and a 304
    // carries them too.
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Cache-Control', pathname.startsWith(set.cache.assetsPrefix) ? set.cache.assets : set.cache.default);
    files(req, res);
  };
}

/** Starts the server; resolves once it listens, with its URL. */
export function startServer({ dir = 'dist', port = 4173, host = '0.0.0.0' } = {}) {
  const root = path.resolve(dir);
  const server = createServer(createHandler(root));
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
    },
  });
  try {
    if (values.nginx) {
      console.log(nginxServerBlock(readHeaderSet(values.dir), { serverName: values['server-name'], root: path.resolve(values.dir) }));
      process.exit(0);
    }
    const { server, url } = await startServer({ dir: values.dir, port: Number(values.port), host: values.host });
    console.log(`Supplier console: serving ${path.resolve(values.dir)} at ${url}`);
    const stop = () => server.close(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
