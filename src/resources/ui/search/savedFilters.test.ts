import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clearBrowserUserData } from '../../../authProvider/browserData';
import { setUserRecord } from '../../../authProvider/userRecord';
import { storageKeys } from '../../../config';
import { SAVED_MAX, parseSavedFilters, savedFiltersKey, useSavedFilters, withSaved } from './savedFilters';

const user = (id: number) => setUserRecord({ id, merchantId: 1, userType: 1, company: '义乌鸿运', userAvatar: '' });

afterEach(() => localStorage.clear());

describe('saved filters (常用筛选, issue 23)', () => {
  it('keeps them per list and user under the app prefix', () => {
    expect(savedFiltersKey(10001, 'orders')).toBe('supplier-admin-saved-filters.10001.orders');
  });

  it('reads a damaged entry as empty and leaves out damaged items', () => {
    expect(parseSavedFilters('not json')).toEqual([]);
    expect(parseSavedFilters(JSON.stringify({ items: 'x' }))).toEqual([]);
    expect(
      parseSavedFilters(
        JSON.stringify({
          items: [{ name: '待发货', filter: { status: 1 } }, { name: '', filter: {} }, { name: 'x' }, null],
        }),
      ),
    ).toEqual([{ name: '待发货', filter: { status: 1 } }]);
  });

  it('puts the newest first, replaces one of the same name and keeps at most SAVED_MAX', () => {
    const one = withSaved([], ' 早班 ', { status: 1 });
    expect(one).toEqual([{ name: '早班', filter: { status: 1 } }]);
    const two = withSaved(one, '晚班', { status: 2 });
    expect(withSaved(two, '早班', { status: 3 })).toEqual([
      { name: '早班', filter: { status: 3 } },
      { name: '晚班', filter: { status: 2 } },
    ]);
    let many = two;
    for (let i = 0; i < SAVED_MAX + 3; i += 1) many = withSaved(many, `n${i}`, {});
    expect(many).toHaveLength(SAVED_MAX);
    expect(many[0].name).toBe(`n${SAVED_MAX + 2}`);
  });

  it('saves and removes through the hook, for the signed-in user only', () => {
    user(7);
    const { result } = renderHook(() => useSavedFilters('orders'));
    expect(result.current.items).toEqual([]);
    act(() => void result.current.save('今日待发货', { status: 1 }));
    expect(result.current.items).toEqual([{ name: '今日待发货', filter: { status: 1 } }]);
    expect(JSON.parse(localStorage.getItem('supplier-admin-saved-filters.7.orders')!)).toEqual({
      version: 1,
      items: [{ name: '今日待发货', filter: { status: 1 } }],
    });
    // Another user of this browser sees none of them.
    user(8);
    const other = renderHook(() => useSavedFilters('orders'));
    expect(other.result.current.items).toEqual([]);
    user(7);
    act(() => void result.current.remove('今日待发货'));
    expect(localStorage.getItem('supplier-admin-saved-filters.7.orders')).toBeNull();
  });

  it('are removed at logout with the rest of the user data (decision 090)', () => {
    localStorage.setItem(
      savedFiltersKey(7, 'orders'),
      JSON.stringify({ version: 1, items: [{ name: 'a', filter: { status: 1 } }] }),
    );
    localStorage.setItem(storageKeys.theme, 'dark');
    clearBrowserUserData();
    expect(localStorage.getItem(savedFiltersKey(7, 'orders'))).toBeNull();
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
  });
});
