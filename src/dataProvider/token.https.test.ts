// @vitest-environment-options { "url": "https://console.example.com/goodsManage" }
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, removeToken, setToken } from './token';

/** Issue 12: on an https page the token cookie is Secure (never sent over plain http). */
describe('token cookie on https', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is written with Secure and SameSite=Lax, read back and removed', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      descriptor.set!.call(this, value);
    });
    expect(window.location.protocol).toBe('https:');
    setToken('t-2');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^supplier-admin-token-key=t-2;/);
    expect(written[0]).toMatch(/;\s*secure(;|$)/i);
    expect(written[0]).toMatch(/SameSite=Lax/i);
    // The browser (jsdom) accepted it on the https origin.
    expect(getToken()).toBe('t-2');
    removeToken();
    expect(getToken()).toBeUndefined();
  });
});
