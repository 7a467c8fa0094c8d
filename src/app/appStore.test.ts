import { afterEach, describe, expect, it, vi } from 'vitest';
import { raStoreKeyPrefix } from '../config';
import { prefixedLocalStore } from './appStore';

afterEach(() => localStorage.clear());

describe("react-admin's store under the app prefix", () => {
  it('writes every key under supplier-admin-ra. and reads it back parsed', () => {
    const store = prefixedLocalStore();
    store.setItem('goods.listParams', { page: 2, filter: { goodsName: '杯' } });
    expect(Object.keys(localStorage)).toEqual([`${raStoreKeyPrefix}goods.listParams`]);
    expect(store.getItem('goods.listParams')).toEqual({ page: 2, filter: { goodsName: '杯' } });
    expect(store.getItem('missing', 'fallback')).toBe('fallback');
  });

  it('removes by key, by key prefix and all at once, telling subscribers', () => {
    const store = prefixedLocalStore();
    const seen = vi.fn();
    store.subscribe('goods.listParams', seen);
    store.setItem('goods.listParams', 1);
    store.setItem('goods.columns', 2);
    store.setItem('orders.listParams', 3);
    localStorage.setItem('RaStore.other-app.x', 'theirs');
    store.removeItems('goods.');
    expect(store.listItems?.()).toEqual({ 'orders.listParams': 3 });
    expect(seen).toHaveBeenLastCalledWith(undefined);
    store.reset();
    expect(store.listItems?.()).toEqual({});
    expect(localStorage.getItem('RaStore.other-app.x')).toBe('theirs');
  });

  it('follows changes made in another tab', () => {
    const store = prefixedLocalStore();
    store.setup();
    const seen = vi.fn();
    store.subscribe('sidebar.open', seen);
    window.dispatchEvent(new StorageEvent('storage', { key: `${raStoreKeyPrefix}sidebar.open`, newValue: 'false' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'RaStore.sidebar.open', newValue: 'true' }));
    expect(seen.mock.calls).toEqual([[false]]);
    store.teardown();
  });

  it('falls back to memory when storage cannot be written', () => {
    const refusing = Object.assign(Object.create(localStorage) as Storage, {
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const store = prefixedLocalStore(refusing);
    store.setup();
    store.setItem('a', 1);
    expect(store.getItem('a')).toBe(1);
    expect(localStorage.length).toBe(0);
  });
});
