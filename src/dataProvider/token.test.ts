import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, removeToken, setToken } from './token';

/** The token cookie on a plain-http page (jsdom's default URL): no Secure flag, SameSite=Lax. */
describe('token cookie on http', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is written without Secure, read back and removed', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      descriptor.set!.call(this, value);
    });
    expect(window.location.protocol).toBe('http:');
    setToken('t-1');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^supplier-admin-token-key=t-1;/);
    expect(written[0]).toMatch(/SameSite=Lax/i);
    expect(written[0]).not.toMatch(/;\s*secure/i);
    expect(getToken()).toBe('t-1');
    removeToken();
    expect(getToken()).toBeUndefined();
  });
});
