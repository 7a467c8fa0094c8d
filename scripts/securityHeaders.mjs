import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
/**
 * The production security headers, computed once from the build-time variables. Plain
 * JavaScript (types in securityHeaders.d.mts) so that Node 20 runs it as it is: one function
 * feeds everything that sends or documents the headers:
 * - the build (vite.config.ts): the `<meta>` CSP in index.html and `dist/headers.json`;
 * - `npm run serve` (scripts/serve.mjs), which sends what `dist/headers.json` says and prints
 *   the matching nginx server block (`--nginx`);
 * - `vite preview` (the e2e suite's demo server), through `preview.headers`;
 * - the nginx example in docs/deploying.md, kept identical by tests/unit/securityHeaders.test.ts.
 *
 * The CSP allows scripts from the console's own origin only (no inline scripts, no eval) and
 * limits connect, img, media and frame sources to the console's origin plus the hosts the
 * build was configured with. Styles may be inline: MUI (emotion) injects <style> at run time.
 */

/**
 * Hosts whose https iframes the rich-text editor embeds as video: the editor's own list
 * (src/widgets/richText/videoHosts.json), read here so the CSP and the editor never differ.
 */
export const VIDEO_FRAME_HOSTS = Object.freeze(
  JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/widgets/richText/videoHosts.json'), 'utf8')),
);

/** `Cache-Control` of content-hashed files under /assets/ (their name changes with their content). */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** `Cache-Control` of index.html, the SPA fallback and unhashed files: revalidate every time. */
export const DEFAULT_CACHE_CONTROL = 'no-cache';
/** Where Vite writes content-hashed files. */
export const ASSETS_PREFIX = '/assets/';
/** `Cache-Control` of every error (404, 405): no proxy or CDN may keep one (docs/decisions/080). */
export const ERROR_CACHE_CONTROL = 'no-store';
/** Strict-Transport-Security of the nginx example, and the usual value of `HSTS` for `npm run serve`. */
export const DEFAULT_HSTS = 'max-age=31536000; includeSubDomains';

const HSTS_DIRECTIVE = /^(max-age=\d{1,10}|includesubdomains|preload)$/i;

/**
 * A Strict-Transport-Security value as a deployer writes it (`HSTS` for `npm run serve`), checked:
 * `max-age=<seconds>` and optionally `includeSubDomains` and `preload`, separated by `;`.
 * Throws on anything else, so a typo stops the server instead of sending a header browsers ignore.
 */
export function hstsValue(value) {
  const directives = String(value ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const names = directives.map((part) => part.toLowerCase().split('=')[0]);
  if (
    !directives.length ||
    !directives.every((part) => HSTS_DIRECTIVE.test(part)) ||
    !names.includes('max-age') ||
    new Set(names).size !== names.length
  ) {
    throw new Error(`HSTS: "${value}" is not a Strict-Transport-Security value; write e.g. "${DEFAULT_HSTS}"`);
  }
  return directives.join('; ');
}

/** The origin of an absolute URL, or undefined for a relative one (same origin). */
function originOf(value, variable) {
  const trimmed = value?.trim();
  if (!trimmed || !/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return undefined;
  let url;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`${variable} is not a valid URL: ${trimmed}`);
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) {
    throw new Error(`${variable} must be an http(s) or ws(s) URL: ${trimmed}`);
  }
  return url;
}

const WS_FOR = { 'http:': 'ws:', 'https:': 'wss:', 'ws:': 'ws:', 'wss:': 'wss:' };

/**
 * A host source of VITE_MEDIA_HOSTS: a scheme and a host (`https://img.example.com`,
 * `https://*.example.com:8443`). Scheme-only sources (`https:`), a bare `*`, paths and quoted
 * keywords are refused: they would open the policy to every host.
 */
const HOST_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

export function mediaHosts(value) {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  return entries.map((entry) => {
    const source = entry.replace(/\/+$/, '');
    if (!HOST_SOURCE.test(source)) {
      throw new Error(
        `VITE_MEDIA_HOSTS: "${entry}" is not a host source; write the scheme and host, e.g. https://img.example.com or https://*.example.com`,
      );
    }
    return source.toLowerCase();
  });
}

function unique(values) {
  return [...new Set(values.filter(Boolean))];
}

/** The CSP directives, `[name, sources][]`, for a build configured with `env`. */
export function cspDirectives(env) {
  const api = originOf(env.VITE_API_BASE_URL, 'VITE_API_BASE_URL');
  const chat = originOf(env.VITE_CHAT_BASE_URL, 'VITE_CHAT_BASE_URL');
  const wsSetting = originOf(env.VITE_WS_URL, 'VITE_WS_URL');
  // The app connects to VITE_WS_URL as given, else to ws(s)://<chat host> (src/config.ts
  // wsBaseUrl); with neither, to its own host, which 'self' covers.
  const ws = wsSetting ?? chat;
  const socket = ws ? `${WS_FOR[ws.protocol]}//${ws.host}` : undefined;
  const media = mediaHosts(env.VITE_MEDIA_HOSTS);
  const frames = VIDEO_FRAME_HOSTS.map((host) => `https://${host}`);

  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for inline icons and small pictures kept in stored HTML; blob: for the captcha
    // picture and local previews of files being uploaded.
    ['img-src', unique(["'self'", 'data:', 'blob:', api?.origin, ...media])],
    ['media-src', unique(["'self'", 'blob:', api?.origin, ...media])],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", api?.origin, chat?.origin, socket, ...media])],
    // Embedded videos in rich text: the editor's allow-list.
    ['frame-src', unique(["'self'", ...frames])],
    // Demo mode registers the msw service worker from the console's origin.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function serializeCsp(directives) {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The CSP header value (authoritative: it carries frame-ancestors). */
export function contentSecurityPolicy(env) {
  return serializeCsp(cspDirectives(env));
}

/**
 * The same policy for the `<meta>` tag in index.html, a fallback for a server that sends no
 * header. Browsers ignore frame-ancestors in a meta tag (and log a warning), so it is left out.
 */
export function metaContentSecurityPolicy(env) {
  return serializeCsp(cspDirectives(env).filter(([name]) => name !== 'frame-ancestors'));
}

/** Every header the console's responses carry, with the cache rules (what dist/headers.json holds). */
export function securityHeaders(env) {
  return {
    headers: {
      'Content-Security-Policy': contentSecurityPolicy(env),
      // For browsers without CSP frame-ancestors; both refuse every framing origin.
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
    cache: { assetsPrefix: ASSETS_PREFIX, assets: ASSET_CACHE_CONTROL, default: DEFAULT_CACHE_CONTROL },
  };
}

/** Example hosts of the nginx server block in docs/deploying.md. */
export const EXAMPLE_ENV = Object.freeze({
  VITE_API_BASE_URL: 'https://api.example.com',
  VITE_CHAT_BASE_URL: 'https://chat.example.com',
  VITE_WS_URL: 'wss://chat.example.com',
  VITE_MEDIA_HOSTS: 'https://img.example.com',
});

/**
 * An nginx server block serving `dist/` with the same headers, cache rules, SPA fallback and
 * refusals as `npm run serve`. An `add_header` inside a `location` drops the server level ones, so
 * each location lists them all. Errors go to named locations that send them with `no-store`.
 */
export function nginxServerBlock(set, { serverName, root }) {
  const security = Object.entries(set.headers).map(([name, value]) => `        add_header ${name} "${value}" always;`);
  const hsts = `        add_header Strict-Transport-Security "${DEFAULT_HSTS}" always;`;
  const headers = (cacheControl, extra = []) => [
    ...security,
    ...extra,
    `        add_header Cache-Control "${cacheControl}" always;`,
    hsts,
  ];
  return [
    'server {',
    '    listen 443 ssl;',
    '    http2 on;',
    `    server_name ${serverName};`,
    '    # ssl_certificate and ssl_certificate_key: your certificate.',
    `    root ${root};`,
    '    index index.html;',
    '',
    '    # A static console answers GET and HEAD only; errors are never cached.',
    '    if ($request_method !~ ^(GET|HEAD)$) {',
    '        return 405;',
    '    }',
    '    error_page 404 @not_found;',
    '    error_page 405 @method_not_allowed;',
    '',
    '    # Content-hashed files: cached for a year, never revalidated; a missing one is a 404.',
    `    location ${set.cache.assetsPrefix} {`,
    ...headers(set.cache.assets),
    '        try_files $uri =404;',
    '    }',
    '',
    '    # index.html and unhashed files: revalidated every time; a path with no file goes on below.',
    '    location / {',
    ...headers(set.cache.default),
    '        try_files $uri $uri/index.html @client_route;',
    '    }',
    '',
    '    # A page the browser asks for (Accept: text/html) is a client route, dots and all',
    '    # (/goodsManage/foo.bar): the app. A missing script or picture is a 404.',
    '    location @client_route {',
    '        if ($http_accept !~* "text/html") {',
    '            return 404;',
    '        }',
    ...headers(set.cache.default),
    '        try_files /index.html =404;',
    '    }',
    '',
    '    # Written by the build for `npm run serve`, not for browsers.',
    '    location = /headers.json {',
    '        return 404;',
    '    }',
    '',
    '    location @not_found {',
    ...headers(ERROR_CACHE_CONTROL),
    // No type from the path's extension: the body is text.
    '        types { }',
    '        default_type text/plain;',
    '        return 404 "Not Found\\n";',
    '    }',
    '',
    '    location @method_not_allowed {',
    ...headers(ERROR_CACHE_CONTROL, ['        add_header Allow "GET, HEAD" always;']),
    // No type from the path's extension: the body is text.
    '        types { }',
    '        default_type text/plain;',
    '        return 405 "Method Not Allowed\\n";',
    '    }',
    '}',
  ].join('\n');
}
