import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  ASSET_CACHE_CONTROL,
  contentSecurityPolicy,
  cspDirectives,
  EXAMPLE_ENV,
  mediaHosts,
  metaContentSecurityPolicy,
  nginxServerBlock,
  securityHeaders,
  type SecurityEnv,
  VIDEO_FRAME_HOSTS,
} from '../../scripts/securityHeaders.mjs';
import { VIDEO_IFRAME_HOSTS } from '../../src/widgets/richText/constants';

/**
 * Issue 12 item 3: the production CSP and headers (scripts/securityHeaders.mjs), the one
 * computation behind the build's meta tag and dist/headers.json, `npm run serve`, vite preview and
 * the nginx example in docs/deploying.md.
 */
const REAL: SecurityEnv = {
  VITE_API_BASE_URL: 'https://api.shop.example/api',
  VITE_CHAT_BASE_URL: 'https://chat.shop.example',
  VITE_WS_URL: 'wss://push.shop.example/ws',
  VITE_MEDIA_HOSTS: 'https://img.shop.example, https://*.oss-cn-hangzhou.aliyuncs.com',
};

function directive(env: SecurityEnv, name: string): string[] {
  const found = cspDirectives(env).find(([directiveName]) => directiveName === name);
  if (!found) throw new Error(`no ${name}`);
  return found[1];
}

/** Every source of every fetch directive: none may open the policy to any host. */
const WILDCARDS = ['*', 'http:', 'https:', 'ws:', 'wss:', "'unsafe-eval'", "'wasm-unsafe-eval'", "'strict-dynamic'"];

describe('content security policy', () => {
  it('scripts: own origin only, no inline scripts, no eval (demo and real builds)', () => {
    for (const env of [{}, REAL]) {
      expect(directive(env, 'script-src')).toEqual(["'self'"]);
      expect(contentSecurityPolicy(env)).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
      expect(directive(env, 'default-src')).toEqual(["'self'"]);
      expect(directive(env, 'object-src')).toEqual(["'none'"]);
      expect(directive(env, 'base-uri')).toEqual(["'self'"]);
    }
  });

  it("refuses every framing origin: frame-ancestors 'none' in the header, left out of the meta tag", () => {
    expect(directive(REAL, 'frame-ancestors')).toEqual(["'none'"]);
    expect(contentSecurityPolicy(REAL)).toContain("frame-ancestors 'none'");
    expect(metaContentSecurityPolicy(REAL)).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy(REAL).replace("; frame-ancestors 'none'", '')).toBe(metaContentSecurityPolicy(REAL));
    expect(securityHeaders(REAL).headers['X-Frame-Options']).toBe('DENY');
  });

  it('limits connect, img and media to the configured API, chat, socket and media hosts', () => {
    expect(directive(REAL, 'connect-src')).toEqual([
      "'self'",
      'https://api.shop.example',
      'https://chat.shop.example',
      'wss://push.shop.example',
      'https://img.shop.example',
      'https://*.oss-cn-hangzhou.aliyuncs.com',
    ]);
    expect(directive(REAL, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.shop.example',
      'https://img.shop.example',
      'https://*.oss-cn-hangzhou.aliyuncs.com',
    ]);
    expect(directive(REAL, 'media-src')).toEqual([
      "'self'",
      'blob:',
      'https://api.shop.example',
      'https://img.shop.example',
      'https://*.oss-cn-hangzhou.aliyuncs.com',
    ]);
    for (const [name, sources] of cspDirectives(REAL)) {
      for (const wildcard of WILDCARDS) expect(sources, `${name} ${wildcard}`).not.toContain(wildcard);
    }
  });

  it('demo mode (no variables): everything on the own origin, blob: and data: for captcha and previews', () => {
    expect(directive({}, 'connect-src')).toEqual(["'self'"]);
    expect(directive({}, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive({}, 'media-src')).toEqual(["'self'", 'blob:']);
    // The msw service worker.
    expect(directive({}, 'worker-src')).toEqual(["'self'"]);
    for (const [name, sources] of cspDirectives({})) {
      for (const wildcard of WILDCARDS) expect(sources, `${name} ${wildcard}`).not.toContain(wildcard);
    }
  });

  it('a relative API base stays on the own origin; the socket follows the chat host when VITE_WS_URL is unset', () => {
    expect(directive({ VITE_API_BASE_URL: '/prod-api' }, 'connect-src')).toEqual(["'self'"]);
    expect(directive({ VITE_CHAT_BASE_URL: 'https://chat.shop.example' }, 'connect-src')).toEqual([
      "'self'",
      'https://chat.shop.example',
      'wss://chat.shop.example',
    ]);
    expect(directive({ VITE_CHAT_BASE_URL: 'http://10.0.0.5:8081' }, 'connect-src')).toEqual([
      "'self'",
      'http://10.0.0.5:8081',
      'ws://10.0.0.5:8081',
    ]);
    // Same host for API and chat: listed once.
    expect(
      directive({ VITE_API_BASE_URL: 'https://api.shop.example/api', VITE_CHAT_BASE_URL: 'https://api.shop.example' }, 'connect-src'),
    ).toEqual(["'self'", 'https://api.shop.example', 'wss://api.shop.example']);
  });

  it('frames: the rich-text video allow-list only, https (one list, read by the editor and the CSP)', () => {
    expect([...VIDEO_FRAME_HOSTS]).toEqual([...VIDEO_IFRAME_HOSTS]);
    expect(directive(REAL, 'frame-src')).toEqual(["'self'", ...VIDEO_IFRAME_HOSTS.map((host) => `https://${host}`)]);
    expect(directive(REAL, 'frame-src')).toContain('https://player.bilibili.com');
  });

  it('VITE_MEDIA_HOSTS takes host sources only, never a scheme or a bare wildcard', () => {
    expect(mediaHosts(' https://A.example.com/ ,http://10.0.0.7:9000  https://*.cdn.example ')).toEqual([
      'https://a.example.com',
      'http://10.0.0.7:9000',
      'https://*.cdn.example',
    ]);
    expect(mediaHosts(undefined)).toEqual([]);
    for (const bad of ['*', 'https:', 'https://*', "'unsafe-inline'", 'img.example.com', 'https://a.example/path', 'data:', 'https://a.example;script-src *']) {
      expect(() => mediaHosts(bad), bad).toThrow(/VITE_MEDIA_HOSTS/);
    }
  });

  it('refuses variables that are not http(s)/ws(s) URLs', () => {
    expect(() => contentSecurityPolicy({ VITE_API_BASE_URL: 'javascript://x' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => contentSecurityPolicy({ VITE_WS_URL: 'ftp://x.example' })).toThrow(/VITE_WS_URL/);
  });
});

describe('other headers', () => {
  it('nosniff, a referrer policy and the cache rules', () => {
    const set = securityHeaders(REAL);
    expect(set.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(set.headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(set.cache).toEqual({ assetsPrefix: '/assets/', assets: 'public, max-age=31536000, immutable', default: 'no-cache' });
    expect(ASSET_CACHE_CONTROL).toBe(set.cache.assets);
  });
});

describe('docs/deploying.md', () => {
  it('shows the nginx server block the builder writes for the example hosts (kept in sync)', () => {
    const doc = readFileSync('docs/deploying.md', 'utf8');
    const block = doc.match(/<!-- nginx:begin -->\n```nginx\n([\s\S]*?)\n```\n<!-- nginx:end -->/);
    expect(block, 'the nginx block between the markers').not.toBeNull();
    const expected = nginxServerBlock(securityHeaders(EXAMPLE_ENV), { serverName: 'console.example.com', root: '/srv/supplier-console/dist' });
    // On a mismatch, paste `expected` into docs/deploying.md.
    expect(block![1]).toBe(expected);
    for (const value of Object.values(securityHeaders(EXAMPLE_ENV).headers)) expect(block![1]).toContain(value);
  });
});
