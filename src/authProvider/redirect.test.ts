import { describe, expect, it } from 'vitest';
import { loginUrlFor, redirectHelperTarget, redirectTargetFrom, sanitizeRedirect } from './redirect';

describe('login redirect param: same-origin paths only, checked after normalisation', () => {
  it.each([
    ['/agreement', '/agreement'],
    ['/goodsManage/viewGoods?id=12', '/goodsManage/viewGoods?id=12'],
    ['/orderManage#top', '/orderManage#top'],
    ['/', '/'],
    // Dot segments that stay inside the app are normalised, not refused.
    ['/a/../agreement', '/agreement'],
    ['/./orderManage/details?id=7', '/orderManage/details?id=7'],
    // `@` and `:` in a path are plain path characters, not userinfo or a scheme.
    ['/@evil.example', '/@evil.example'],
    ['/goods:list', '/goods:list'],
    // An encoded slash stays encoded: the browser requests it as one path segment of this origin.
    ['/%2F/evil.example', '/%2F/evil.example'],
  ])('keeps %s as %s', (input, expected) => expect(sanitizeRedirect(input)).toBe(expected));

  // Each of these reached another origin, a script or the login page with a raw-string check.
  it.each([
    // protocol-relative and its disguises
    '//evil.example.com',
    '//evil.example.com/path',
    '///evil.example.com',
    '/\\evil.example.com',
    '\\\\evil.example.com',
    '/\\/evil.example.com',
    // dot segments that collapse into `//host` (the reported bypasses)
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example/x',
    '/a/b/../..//evil.example',
    '/./\\evil.example',
    '/.\\/evil.example',
    // percent-encoded dots the parser decodes as dot segments
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/.%2E//evil.example',
    '/a/%2e%2e//evil.example',
    // tabs, newlines and other controls the parser strips
    '/\t/evil.example.com',
    '/\n/evil.example.com',
    '/\r\n/evil.example.com',
    '/.\t//evil.example',
    '/\u0000/evil.example',
    ' //evil.example.com',
    '/agreement ',
    // schemes
    'http://evil.example.com',
    'https://evil.example.com/dashboard',
    'HTTPS://evil.example.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // userinfo
    'http://internal.invalid@evil.example',
    '//user:pass@evil.example',
    '/\\user@evil.example',
    // not a path at all
    'evil.example.com',
    'dashboard',
    '?redirect=//evil.example',
    '#//evil.example',
    // the login page itself, however spelled
    '/login',
    '/login?redirect=/x',
    '/a/../login',
    '/%6Cogin',
    '',
    null,
    undefined,
  ])('rejects %j → /', (input) => expect(sanitizeRedirect(input)).toBe('/'));

  it('builds the login URL with the encoded path', () => {
    expect(loginUrlFor('/agreement?id=3')).toBe('/login?redirect=%2Fagreement%3Fid%3D3');
    expect(loginUrlFor('/')).toBe('/login');
    expect(loginUrlFor('//evil.example.com')).toBe('/login');
    expect(loginUrlFor('/.//evil.example')).toBe('/login');
  });

  it('reads the target back from a query string, decoded first, then checked', () => {
    expect(redirectTargetFrom('?redirect=%2Fagreement%3Fid%3D3')).toBe('/agreement?id=3');
    expect(redirectTargetFrom('?redirect=https%3A%2F%2Fevil.example.com')).toBe('/');
    expect(redirectTargetFrom('?redirect=/.//evil.example')).toBe('/');
    expect(redirectTargetFrom('?redirect=%2F%2E%2F%2Fevil.example')).toBe('/');
    expect(redirectTargetFrom('?redirect=/%252E//evil.example')).toBe('/');
    expect(redirectTargetFrom('')).toBe('/');
  });

  it('whatever it returns resolves to this origin from any page of the app', () => {
    const pages = ['https://console.example.cn/', 'https://console.example.cn/goodsManage/addGoods?id=3'];
    const inputs = ['/.//evil.example', '/%2E//evil.example', '/a/..//evil.example/x', '/agreement', '/%252E//evil.example'];
    for (const page of pages) {
      for (const input of inputs) {
        expect(new URL(sanitizeRedirect(input), page).origin).toBe('https://console.example.cn');
      }
    }
  });

  it('the /redirect/* helper uses the same check', () => {
    expect(redirectHelperTarget('orderManage/details', '?id=7')).toBe('/orderManage/details?id=7');
    expect(redirectHelperTarget('/evil.example', '')).toBe('/');
    expect(redirectHelperTarget('.//evil.example', '')).toBe('/');
    expect(redirectHelperTarget(undefined, '')).toBe('/');
  });
});
