import { describe, expect, it } from 'vitest';
import { loginUrlFor, redirectTargetFrom, sanitizeRedirect } from './redirect';

describe('login redirect param: internal paths only', () => {
  it.each([
    ['/agreement', '/agreement'],
    ['/goodsManage/viewGoods?id=12', '/goodsManage/viewGoods?id=12'],
    ['/orderManage#top', '/orderManage#top'],
    ['/', '/'],
  ])('keeps %s', (input, expected) => expect(sanitizeRedirect(input)).toBe(expected));

  it.each([
    '//evil.example.com',
    '//evil.example.com/path',
    '/\\evil.example.com',
    'http://evil.example.com',
    'https://evil.example.com/dashboard',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example.com',
    'dashboard',
    '/\t/evil.example.com',
    '/\n/evil.example.com',
    ' //evil.example.com',
    '/login',
    '/login?redirect=/x',
    '',
    null,
    undefined,
  ])('rejects %j → /', (input) => expect(sanitizeRedirect(input)).toBe('/'));

  it('builds the login URL with the encoded path', () => {
    expect(loginUrlFor('/agreement?id=3')).toBe('/login?redirect=%2Fagreement%3Fid%3D3');
    expect(loginUrlFor('/')).toBe('/login');
    expect(loginUrlFor('//evil.example.com')).toBe('/login');
  });

  it('reads the target back from a query string', () => {
    expect(redirectTargetFrom('?redirect=%2Fagreement%3Fid%3D3')).toBe('/agreement?id=3');
    expect(redirectTargetFrom('?redirect=https%3A%2F%2Fevil.example.com')).toBe('/');
    expect(redirectTargetFrom('')).toBe('/');
  });
});
