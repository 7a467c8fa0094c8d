import { afterEach, describe, expect, it, vi } from 'vitest';
import { cached, invalidateReference, loadCurrencies, loadUnits } from './reference.api';
import { signIn } from '../../tests/helpers/session';

afterEach(() => {
  invalidateReference();
  vi.restoreAllMocks();
});

describe('reference cache', () => {
  it('loads each list once and shares the promise', async () => {
    await signIn();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const [a, b] = await Promise.all([loadCurrencies(), loadCurrencies()]);
    const c = await loadCurrencies();
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/common/currency/list'))).toHaveLength(1);
  });

  it('forgets a failed load so the next caller retries', async () => {
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('boom')) : Promise.resolve('ok');
    };
    await expect(cached('test:retry', load)).rejects.toThrow('boom');
    await expect(cached('test:retry', load)).resolves.toBe('ok');
    await expect(cached('test:retry', load)).resolves.toBe('ok');
    expect(attempts).toBe(2);
  });

  it('invalidateReference forgets entries by prefix', async () => {
    await signIn();
    const first = await loadUnits();
    invalidateReference('units');
    const second = await loadUnits();
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
  });
});
